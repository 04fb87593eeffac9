"""The real program in a pseudo-terminal (pexpect): prompt_toolkit's line editing, history and
completion, rich's colours, and a whole game played to its end by typing at the prompt."""
from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect (extra 'test') is not installed")
pytest.importorskip("prompt_toolkit", reason="prompt_toolkit (extra 'play') is not installed")
pytest.importorskip("rich", reason="rich (extra 'play') is not installed")

from .conftest import Autopilot  # noqa: E402

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
PROMPT = r"your choice>[^\n]*?\x1b\[\?25h"  # prompt_toolkit shows the cursor once the prompt is drawn
END = r"(You win|wins) on turn \d+|The game is a draw"


def _spawn(*argv: str):
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm-256color", NO_COLOR="", COLUMNS="120")
    env.pop("NO_COLOR")
    return pexpect.spawn(sys.executable, ["-m", "manastack", "play", "--deck", "green-ground", "--opponent-deck",
                                          "white-blue-air", "--pool", "vanilla", *argv],
                         env=env, encoding="utf-8", timeout=90, dimensions=(50, 140))


def _plain(s: str) -> str:
    return ANSI.sub("", s)


def test_line_editing_history_and_completion_in_a_terminal():
    child = _spawn("--seed", "4", "--first", "me")
    try:
        child.expect(PROMPT)
        # typed "sow", two steps left, "h", Ctrl-E to the end, " Cen" and Tab: the line is "show Centaur Courser"
        child.send("sow")
        child.send("\x1b[D\x1b[D")
        child.send("h\x05 Cen\t")
        child.expect("taur Courser")  # the completion is drawn after the typed "Cen"
        child.send("\r")
        child.expect(PROMPT)
        first = _plain(child.before)
        assert "#" in first and "Centaur Courser {2}{G} - in your hand" in first, first
        assert "^[[D" not in first and "Nothing called" not in first
        child.send("\x1b[A")  # history: the same line again
        child.send("\r")
        child.expect(PROMPT)
        assert "Centaur Courser {2}{G} - in your hand" in _plain(child.before)
        child.send("q\r")
        child.expect("Bye.")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)


def test_a_whole_game_typed_at_the_terminal():
    child = _spawn("--seed", "7", "--first", "me")
    log: list[str] = []
    try:
        for _ in range(3000):
            i = child.expect([PROMPT, END, pexpect.EOF])
            log.append(child.before + (child.after if isinstance(child.after, str) else ""))
            if i != 0:
                break
            child.send(Autopilot.answer(_plain(child.before).split("\n> ")[-1]) + "\r")
            child.expect("\n")  # the prompt redrawn with the accepted line: what follows is new
        else:
            pytest.fail("the game did not end in 3000 answers")
        assert i == 1, "the game ended with a result"
        raw = "".join(log)
        text = _plain(raw)
        assert re.search(r"\x1b\[[0-9;]*3[0-9](;[0-9]+)*m|\x1b\[1m", raw), "colour in a terminal"
        assert "You play Forest" in text and "You attack with" in text
        assert "You wins" not in text and "You plays" not in text and "seed" not in text.lower()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
