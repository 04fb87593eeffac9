"""Commander at the front doors (903): ``manastack play --format commander --players 4`` (you against three
computer players), ``manastack simulate`` with N decks and ``--format commander``, and the shipped Commander
decklists (100 cards, a Commander section, legal and fully supported)."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from manastack.cli import play as play_cli
from manastack.cli.main import build_parser
from manastack.decks import load_decklist
from manastack.decks.legality import legality_report
from manastack.engine.carddef import CardPool
from manastack.game import Game
from manastack.sim.deckspec import shipped_commander_decks

DECKS = shipped_commander_decks()


def test_903_at_least_four_commander_decks_are_shipped():
    assert len(DECKS) >= 4
    assert all(p.parent == Path(__file__).resolve().parents[2] / "decks" for p in DECKS)


@pytest.mark.parametrize("path", DECKS, ids=[p.name for p in DECKS])
def test_903_5_shipped_commander_deck_is_100_cards_legal_supported_and_loads(path, full_db):
    deck = load_decklist(path, full_db)
    assert deck.count("main") + deck.count("commander") == 100
    assert legality_report(deck, "commander", full_db).problems == []
    pool = CardPool(full_db)
    assert {e.name for _, e in deck.entries() if pool.get(e.name).missing} == set()
    g = Game.new([deck, deck], format="commander", cards=pool, seed=1, mulligans=False)
    assert g.view(0)["players"][0]["commanders"][0]["name"] == deck.commander[0].name


def _play(lines, *argv):
    it = iter(lines)

    def fake_input(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    args = build_parser().parse_args(["play", "--plain", "--seed", "4", "--first", "me"] + list(argv))
    rc = play_cli.run(args, input_fn=fake_input, out=out)
    return rc, out.getvalue()


def test_903_play_format_commander_four_players_you_against_three_computers(full_db, full_path):
    rc, out = _play(["1"], "--format", "commander", "--players", "4", "--db", str(full_path))
    assert rc == 0
    first = out.splitlines()[0]
    assert first.startswith("manastack play commander: You (") and first.count("Computer") == 3
    names = {load_decklist(p, full_db).name for p in DECKS[:4]}
    assert all(n in first for n in names)  # each computer player has its own deck
    assert out.count("life 40") >= 4 and out.count("  commander: ") >= 4


def test_903_play_bad_deck_without_commander_section_is_refused(tmp_path, full_db, full_path):
    bad = tmp_path / "no-commander.txt"
    bad.write_text("Deck\n99 Plains\n1 Isamaru, Hound of Konda\n", encoding="utf-8")
    with pytest.raises(Exception) as e:
        _play(["1"], "--format", "commander", "--players", "2", "--deck", str(bad), "--db", str(full_path))
    assert "Commander section" in str(e.value)


def test_806_903_simulate_four_commander_decks(tmp_path, capsys, full_db, full_path):
    from manastack.cli.simulate import run

    out_json = tmp_path / "r.json"
    args = build_parser().parse_args(["simulate", *map(str, DECKS[:4]), "--format", "commander", "-n", "2",
                                      "--no-progress", "--json", str(out_json), "--db", str(full_path)])
    assert run(args) == 0
    text = capsys.readouterr().out
    assert text.startswith("2 games at a table of 4")
    data = json.loads(out_json.read_text())
    rates = data["summary"]["win_rates"]
    assert len(rates) == 4 and sum(r["wins"] for r in rates.values()) + data["summary"]["draws"] == 2
    assert all(g["decisions"] > 0 and g["error"] is None for g in data["games"])
    assert [g["first"] for g in data["games"]] == [0, 1]
