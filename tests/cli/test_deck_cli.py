"""Decks from files at every front door (issue 22): ``deck check``, ``play``, ``simulate`` (with
``--plot``) and ``demo`` read Arena, MTGO and plain decklists; decks with cards the engine can't play are
refused with the support report unless ``--allow-unsupported``."""
from __future__ import annotations

import io
import sys

import pytest

from manastack.cli.main import build_parser, main
from manastack.cli.play import run as play_run

STARTER_DECK = "20 Forest\n4 Llanowar Elves\n16 Grizzly Bears\n12 Centaur Courser\n8 Giant Growth\n"
ARENA = """About
Name Green Beats

Commander
1 Garruk Wildspeaker (M10) 186

Deck
20 Forest (M21) 274
4 Llanowar Elves (M19) 314
16 Grizzly Bears (M10) 189
20 Centaur Courser (M19) 171

Sideboard
3 Giant Growth (M12) 176
"""
DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck>
  <Cards CatID="1" Quantity="24" Sideboard="false" Name="Island" />
  <Cards CatID="2" Quantity="4" Sideboard="false" Name="Wind Drake" />
  <Cards CatID="3" Quantity="32" Sideboard="false" Name="Storm Crow" />
  <Cards CatID="4" Quantity="2" Sideboard="true" Name="Counterspell" />
</Deck>
"""
PARTLY = "Woodcaller Automaton"  # its enters trigger has a sentence the compiler can't read


def run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.fixture
def files(tmp_path):
    (tmp_path / "plain.txt").write_text(STARTER_DECK)
    (tmp_path / "arena.txt").write_text(ARENA)
    (tmp_path / "blue.dek").write_text(DEK)
    return tmp_path


def test_deck_check_reports_support_and_a_verdict_per_format(no_env_db, files, capsys):
    rc, out, err = run(capsys, "deck", "check", str(files / "plain.txt"))
    assert rc == 0
    assert "plain: 60 cards in the main deck, 0 in the sideboard" in out
    assert "all 5 distinct cards are supported by the engine" in out
    assert "Pauper" in out and "Modern" in out and "built-in starter pool" in err


def test_deck_check_reads_an_arena_export_with_sections(no_env_db, files, capsys):
    rc, out, _ = run(capsys, "deck", "check", str(files / "arena.txt"), "--format", "commander")
    assert out.startswith("Green Beats: 60 cards in the main deck, 3 in the sideboard")
    assert "not legal in Commander" in out and "903.5a" in out  # 61 cards, not 100
    assert rc == 1


def test_deck_check_reads_an_mtgo_dek(no_env_db, files, capsys):
    rc, out, _ = run(capsys, "deck", "check", str(files / "blue.dek"), "--format", "modern")
    assert "blue: 60 cards in the main deck, 2 in the sideboard" in out
    assert "all 4 distinct cards are supported" in out


def test_deck_check_unknown_card_is_a_one_line_error_with_the_line(no_env_db, tmp_path, capsys):
    f = tmp_path / "typo.txt"
    f.write_text("20 Forest\n4 Grizly Bears\n")
    rc, _, err = run(capsys, "deck", "check", str(f))
    assert rc == 1
    lines = [ln for ln in err.splitlines() if ln.startswith("manastack: error")]
    assert len(lines) == 1 and f"{f}:2: unknown card 'Grizly Bears'" in lines[0] and "Grizzly Bears" in lines[0]


def test_deck_check_unknown_format(no_env_db, files, capsys):
    rc, _, err = run(capsys, "deck", "check", str(files / "plain.txt"), "--format", "extended")
    assert rc == 1 and "unknown format 'extended'" in err


def test_deck_check_lists_an_unsupported_card_with_the_reason_explain_gives(full_path, tmp_path, capsys):
    f = tmp_path / "partly.txt"
    f.write_text(f"20 Forest\n4 {PARTLY}\n36 Grizzly Bears\n")
    rc, out, _ = run(capsys, "deck", "check", str(f), "--db", str(full_path))
    assert rc == 1
    assert "1 of 3 distinct cards are not supported" in out and f"4 {PARTLY}" in out
    assert "!!It becomes a Treefolk" in out  # the part `cards explain` marks


def test_play_refuses_a_deck_with_unsupported_cards_unless_allowed(full_path, tmp_path, capsys):
    f = tmp_path / "partly.txt"
    f.write_text(f"20 Forest\n4 {PARTLY}\n36 Grizzly Bears\n")
    rc, out, err = run(capsys, "play", "--deck", str(f), "--db", str(full_path), "--plain", "--seed", "1")
    assert rc == 1 and PARTLY in out and "--allow-unsupported" in err
    args = build_parser().parse_args(["play", "--deck", str(f), "--db", str(full_path), "--plain", "--seed", "1",
                                      "--allow-unsupported"])
    buf = io.StringIO()
    assert play_run(args, input_fn=lambda _: "q", out=buf) == 0
    # the game starts (its opening line), and the seed is not shown to the player (issue #31)
    assert "playing them anyway" in buf.getvalue() and "manastack play: You" in buf.getvalue()
    assert "seed 1" not in buf.getvalue()


def test_simulate_refuses_unsupported_cards(full_path, tmp_path, capsys):
    f = tmp_path / "partly.txt"
    f.write_text(f"20 Forest\n4 {PARTLY}\n36 Grizzly Bears\n")
    rc, out, err = run(capsys, "simulate", str(f), "gruul-stompy", "--db", str(full_path), "-n", "1",
                       "--no-progress")
    assert rc == 1 and PARTLY in out and "--allow-unsupported" in err and "games:" not in out


def test_simulate_decklist_files_and_plot(no_env_db, files, tmp_path, capsys):
    pytest.importorskip("matplotlib", reason="the 'plot' extra is not installed")
    png = tmp_path / "match.png"
    rc, out, _ = run(capsys, "simulate", str(files / "plain.txt"), str(files / "blue.dek"), "-n", "4",
                     "--no-progress", "--plot", str(png))
    assert rc == 0
    lines = out.splitlines()
    assert lines[0].startswith("4 games: plain (heuristic) vs blue (heuristic), seeds 0..3")
    assert lines[2].strip().startswith("on the play") and lines[3].strip().startswith("on the draw")
    assert f"plot written to {png}" in out
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000


def test_plot_without_matplotlib_is_a_one_line_error_before_any_game(no_env_db, files, tmp_path, capsys,
                                                                     monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails as when the extra is missing
    rc, out, err = run(capsys, "simulate", str(files / "plain.txt"), "gruul-stompy", "-n", "2", "--no-progress",
                       "--plot", str(tmp_path / "x.png"))
    assert rc == 1 and "games:" not in out
    assert [ln for ln in err.splitlines() if "error" in ln] == [
        "manastack: error: --plot needs matplotlib: pip install 'manastack[plot]'"]


def test_plot_draws_rates_and_lengths(no_env_db, files, tmp_path):
    pytest.importorskip("matplotlib", reason="the 'plot' extra is not installed")
    from manastack.sim.plot import length_counts, plot_report, rate_rows
    from manastack.sim.runner import GameSummary, MatchReport, MatchSpec

    rep = MatchReport(MatchSpec(("Forest",), ("Island",), name_a="A deck", name_b="B deck"))
    for i, (w, t) in enumerate([("A", 5), ("A", 7), ("B", 7), (None, 12)]):
        rep.add(GameSummary(i, i, i % 2 == 0, w, t, "x", 10, 0.1))
    rows = rate_rows(rep)
    assert rows[0][:3] == ("A deck", "all games", 0.5) and rows[1][1:3] == ("on the play", 0.5)
    assert length_counts(rep) == {5: 1, 7: 2, 12: 1}
    assert plot_report(rep, tmp_path / "x.png").stat().st_size > 10_000


def test_demo_plays_two_decklist_files(no_env_db, files, capsys):
    rc, out, _ = run(capsys, "demo", "--deck", str(files / "plain.txt"), "--opponent-deck", str(files / "blue.dek"),
                     "--seed", "2")
    assert rc == 0
    assert "plain vs blue" in out.splitlines()[0]
    assert "Result:" in out and ("wins on turn" in out or "draw" in out)


def test_demo_refuses_a_bad_deck_file_in_one_line(no_env_db, tmp_path, capsys):
    f = tmp_path / "bad.dek"
    f.write_text("<Deck><Cards Quantity='x' Name='Island'/></Deck>")
    rc, _, err = run(capsys, "demo", "--deck", str(f))
    errors = [ln for ln in err.splitlines() if ln.startswith("manastack: error")]
    assert rc == 1 and len(errors) == 1 and "Quantity must be a whole number" in errors[0]
    assert "Traceback" not in err
