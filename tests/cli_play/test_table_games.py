"""Whole games at the table through ``manastack play``'s entry point with scripted input: English for
"You", no seed on screen, the log of life changes, multiplayer."""
from __future__ import annotations

import io
import json
import re

from manastack.cli import play as play_cli
from manastack.cli.main import build_parser

from .conftest import Autopilot

WRONG_YOU = re.compile(r"\bYou (wins|plays|draws|loses|gains|casts|keeps|declares|attacks|has|is|activates|"
                       r"reveals|discards|searches|chooses)\b")


def _game(*argv: str):
    out = io.StringIO()
    pilot = Autopilot(out.getvalue)
    args = build_parser().parse_args(["play", "--deck", "green-ground", "--opponent-deck", "white-blue-air",
                                      "--pool", "vanilla", "--plain", *argv])
    rc = play_cli.run(args, input_fn=pilot, out=out)
    return rc, out.getvalue(), pilot


def test_a_whole_game_reads_right_and_never_shows_the_seed(tmp_path):
    path = tmp_path / "g.json"
    rc, text, pilot = _game("--seed", "918273", "--first", "me", "--save", str(path))
    assert rc == 0 and pilot.n < 3000
    assert re.search(r"^(You win|Computer \(heuristic\) wins) on turn \d+ \(", text, re.M), text[-500:]
    assert not WRONG_YOU.search(text), WRONG_YOU.search(text).group(0)
    assert "918273" not in text, "the seed is never shown during a game against the computer"
    assert json.loads(path.read_text())["seed"] == 918273, "it is in the saved file, for replays"
    assert "You play Forest" in text and "You attack with" in text
    assert re.search(r"Computer \(heuristic\) loses \d+ life \(now \d+\)", text), "life changes are logged"
    assert "a all" in pilot.sent


def test_a_random_seed_is_not_shown_either():
    rc, text, _ = _game("--first", "them")
    assert rc == 0 and "seed" not in text.lower()


def test_three_players_at_the_table_to_the_end():
    rc, text, pilot = _game("--players", "3", "--seed", "5", "--first", "me")
    assert rc == 0 and pilot.n < 3000
    assert "Computer 1 (heuristic): life 20" in text and "Computer 2 (heuristic): life 20" in text
    assert re.search(r"^(You win|Computer \d \(heuristic\) wins) on turn \d+", text, re.M), text[-800:]
    assert not WRONG_YOU.search(text)


def test_bad_player_count_is_a_clear_error():
    import pytest

    from manastack.core.errors import ManastackError

    with pytest.raises(ManastackError, match="--players 1: a table seats 2 to 8 players"):
        _game("--players", "1")
