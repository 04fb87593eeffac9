"""``manastack play`` and ``manastack replay`` driven without a terminal (scripted input)."""
from __future__ import annotations

import io
import itertools
import json

import pytest

from manastack.cli import play as play_cli
from manastack.cli import replay as replay_cli
from manastack.cli.main import build_parser
from manastack.core.errors import IllegalActionError, SaveFormatError
from manastack.sim.record import GameRecord


def _args(*argv):
    return build_parser().parse_args(list(argv))


def _play(lines, *argv, plain=True):
    """Run a play session on the keyword-only pool with scripted input; return (rc, output)."""
    it = iter(lines)

    def fake_input(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    argv = ["play", "--deck", "green-ground", "--opponent-deck", "white-blue-air", "--pool", "vanilla",
            "--seed", "3", "--first", "me"] + (["--plain"] if plain else []) + list(argv)
    rc = play_cli.run(_args(*argv), input_fn=fake_input, out=out)
    return rc, out.getvalue()


def test_shows_board_hand_decision_and_numbered_options():
    rc, out = _play(["1"])
    assert rc == 0
    assert "Keep this 7-card hand" in out and "1. Keep" in out and "2. Mulligan" in out
    assert "You (you): life 20" in out and "hand: #" in out
    assert "=== Turn 1" in out and "1. Pass priority" in out and "Play Forest" in out
    assert "Computer (heuristic): life 20, hand 7" in out


def test_opponents_hand_is_never_shown():
    _, out = _play(["1", "n", "n", "n", "n"])
    opp_lines = [l for l in out.splitlines() if l.strip().startswith("hand:")]
    assert opp_lines and all("Grizzly Bears" in l or "Forest" in l or "Courser" in l or "Dreadmaw" in l
                             for l in opp_lines), "only the green player's own hand is listed"
    for card in ("Wind Drake", "Serra Angel", "Air Elemental", "Wild Griffin", "Island", "Plains"):
        assert f"hand: #{card}" not in out
    assert "moves from library to hand" not in out


def test_playing_a_land_then_undo_restores_the_decision():
    # keep; turn 1: play a Forest; turn 3: play a second Forest (now Grizzly Bears is castable), undo
    _, out = _play(["1", "2", "2", "u", "1"])
    assert out.count("You play Forest") == 2
    assert "Undone: back to your previous decision." in out
    before, tail = out.split("Undone")
    assert "Cast Grizzly Bears" in before.rsplit("=== Turn", 1)[1]
    assert "lands (1/1 untapped): Forest" in tail and "Play Forest #" in tail, "the land is back in hand"


def test_undo_is_refused_after_a_card_is_drawn():
    # keep, pass through turn 1 and the opponent's turn (one 'n'); at turn 3 a card has been drawn
    _, out = _play(["1", "n", "u"])
    assert "Turn 3" in out
    assert "Cannot undo: a card left or joined a library since" in out


def test_save_then_resume_continues_the_same_game(tmp_path):
    path = tmp_path / "g.json"
    _play(["1", "2", f"s {path}", "q"])
    rec = GameRecord.load(path)
    assert rec.agents == ["human", "heuristic"] and rec.choices[0] == ("keep",)
    assert any(c[0] == "play" for c in rec.choices)
    assert rec.replay().save() == rec.snapshot().save()
    _, out = _play(["1", "q"], "--load", str(path))
    assert f"Resumed {path}" in out
    assert "lands (1/1 untapped): Forest" in out, "the land played before saving is on the battlefield"
    assert len(GameRecord.load(path).choices) > len(rec.choices), "quitting saves the new choices"


def test_bad_input_is_explained_not_fatal():
    _, out = _play(["banana", "99", "1", "q"])
    assert "No option matches 'banana'" in out and "There is no option 99 (options: 1-2)." in out
    assert "Bye." in out


@pytest.mark.parametrize("plain", [True, False], ids=["plain", "rich"])
def test_a_whole_game_to_the_end(plain):
    lines = itertools.chain(["1"], itertools.cycle(["n", "1"]))
    it = iter(itertools.islice(lines, 3000))
    out = io.StringIO()
    args = _args("play", "--deck", "green-ground", "--opponent-deck", "white-blue-air", "--pool", "vanilla",
                 "--seed", "4", "--first", "them", *(["--plain"] if plain else []))
    if not plain:
        pytest.importorskip("rich", reason="rich (extra 'play') is not installed")
    rc = play_cli.run(args, input_fn=lambda p: next(it), out=out)
    text = out.getvalue()
    assert rc == 0
    assert "wins on turn" in text or "You win on turn" in text
    assert "\x1b[" not in text, "rich writes no escape codes to a non-terminal"


def test_replay_steps_through_a_saved_game(tmp_path):
    path = tmp_path / "g.json"
    _play(["1", "2", "n", "n", "n", f"s {path}", "q"])
    out = io.StringIO()
    assert replay_cli.run(_args("replay", str(path), "--check"), out=out) == 0
    assert "byte for byte" in out.getvalue()
    steps = iter(["", "", "t", "v", "b", "g 1", "e"])
    out = io.StringIO()
    assert replay_cli.run(_args("replay", str(path), "--plain"), input_fn=lambda p: next(steps), out=out) == 0
    text = out.getvalue()
    assert "[1/" in text and "Keep" in text and "End of the record" in text
    assert "hand:" in text  # the board view ('v')


def test_replay_detects_a_tampered_record(tmp_path):
    path = tmp_path / "g.json"
    _play(["1", "2", "n", f"s {path}", "q"])
    data = json.loads(path.read_text())
    data["seed"] = data["seed"] + 1
    path.write_text(json.dumps(data))
    out = io.StringIO()
    try:
        rc = replay_cli.run(_args("replay", str(path), "--check"), out=out)
    except (IllegalActionError, SaveFormatError) as e:  # the choices may not even be legal in that game
        assert "not a legal choice" in str(e) or "ends after" in str(e)
    else:
        assert rc == 1 and "MISMATCH" in out.getvalue()
