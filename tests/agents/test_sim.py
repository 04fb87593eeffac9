"""Match simulation: statistics, seeds, parallel runs, records that replay exactly, and Ray."""
from __future__ import annotations

import json

import pytest

from manastack.cards import starter_database
from manastack.cli.main import main
from manastack.core.errors import DecklistError, SaveFormatError
from manastack.sim.deckspec import load_deck
from manastack.sim.record import GameRecord
from manastack.sim.runner import MatchSpec, play_one, run_match
from manastack.sim.stats import wilson
from manastack.sim.vanilla import vanilla_deck


def _spec(**kw) -> MatchSpec:
    base = dict(deck_a=tuple(vanilla_deck("green-ground")), deck_b=tuple(vanilla_deck("white-blue-air")),
                agent_a="heuristic", agent_b="random", name_a="ground", name_b="air", pool="vanilla", base_seed=40)
    base.update(kw)
    return MatchSpec(**base)


def test_wilson_interval_known_values():
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_games_alternate_who_plays_first_and_report_their_seeds():
    report = run_match(_spec(), 4, workers=1)
    assert [g.seed for g in report.games] == [40, 41, 42, 43]
    assert [g.a_on_play for g in report.games] == [True, False, True, False]
    assert all(g.error is None and g.winner in ("A", "B") for g in report.games)
    a, b = report.rate("A"), report.rate("B")
    assert a.games == b.games == 4 and a.wins + b.wins + report.draws() == 4
    assert report.rate("A", True).games == 2 and report.rate("B", False).games == 2
    assert "95%" not in report.table() and "[" in report.table()


def test_same_seed_same_game_in_this_process_and_in_workers():
    spec = _spec()
    one = play_one(spec, 3)
    again = play_one(spec, 3)
    assert (one.winner, one.turns, one.decisions) == (again.winner, again.turns, again.decisions)
    parallel = {g.index: g for g in run_match(spec, 4, workers=2).games}
    p = parallel[3]
    assert (p.winner, p.turns, p.decisions) == (one.winner, one.turns, one.decisions)


def test_record_replays_the_game_byte_for_byte(tmp_path):
    spec = _spec(record_dir=str(tmp_path))
    s = play_one(spec, 0)
    rec = GameRecord.load(tmp_path / f"game-{s.seed}.json")
    assert len(rec.choices) == s.decisions and rec.seed == s.seed
    replayed = rec.replay()
    assert replayed.save() == rec.snapshot().save()
    assert replayed.result is not None and replayed.result.to_data() == rec.result
    half = rec.replay(len(rec.choices) // 2)
    assert half.result is None and half.decision is not None


def test_bad_records_are_rejected_with_a_clear_error(tmp_path):
    p = tmp_path / "bad.json"
    p.write_text("{not json")
    with pytest.raises(SaveFormatError, match="invalid JSON"):
        GameRecord.load(p)
    p.write_text(json.dumps({"format": "something-else"}))
    with pytest.raises(SaveFormatError, match="not a game record"):
        GameRecord.load(p)


def test_decklist_files_and_builtin_names(tmp_path):
    f = tmp_path / "mine.txt"
    f.write_text("20 Forest\nGrizzly Bears\n# comment\n39x Grizzly Bears\nSideboard\n3 Island\n")
    d = load_deck(str(f), starter_database())
    assert d.name == "mine" and len(d.main) == 60 and d.sideboard == ("Island",) * 3
    assert len(load_deck("gruul-stompy", starter_database()).main) == 60
    with pytest.raises(DecklistError, match="neither a decklist file nor a built-in deck"):
        load_deck("no-such-deck", starter_database())
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n")
    with pytest.raises(DecklistError, match="no main deck"):
        load_deck(str(empty), starter_database())


def test_simulate_command_reports_rates_split_turns_and_seeds(tmp_path, capsys):
    out_json = tmp_path / "r.json"
    rc = main(["simulate", "green-ground", "white-blue-air", "--pool", "vanilla", "-n", "4", "--agents",
               "heuristic,random", "--workers", "2", "--seed", "7", "--json", str(out_json), "--record",
               str(tmp_path / "games")])
    out = capsys.readouterr()
    assert rc == 0
    assert "green-ground" in out.out and "on the play" in out.out and "on the draw" in out.out
    assert "average turns" in out.out and "seeds: 7:" in out.out
    data = json.loads(out_json.read_text())
    assert [g["seed"] for g in data["games"]] == [7, 8, 9, 10]
    lo, hi = data["summary"]["A"]["ci95"]
    assert 0 <= lo <= data["summary"]["A"]["rate"] <= hi <= 1
    assert len(list((tmp_path / "games").glob("game-*.json"))) == 4


def test_simulate_rejects_unknown_agents(capsys):
    assert main(["simulate", "green-ground", "white-blue-air", "--pool", "vanilla", "-n", "1",
                 "--agents", "heuristic,oracle"]) == 1
    assert "unknown agent" in capsys.readouterr().err


def test_simulate_on_a_local_ray_instance():
    ray = pytest.importorskip("ray", reason="Ray is not installed (optional extra 'ray')")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        report = run_match(_spec(), 4, use_ray=True, ray_address=None)
    finally:
        ray.shutdown()
    assert sorted(g.seed for g in report.games) == [40, 41, 42, 43]
    assert all(g.error is None for g in report.games)
    local = run_match(_spec(), 4)
    assert [(g.winner, g.turns) for g in report.games] == [(g.winner, g.turns) for g in local.games]


def test_ray_auto_without_a_cluster_starts_a_local_one_and_says_so(monkeypatch):
    ray = pytest.importorskip("ray", reason="Ray is not installed (optional extra 'ray')")
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    notes: list[str] = []
    try:
        report = run_match(_spec(), 6, use_ray=True, ray_address="auto", note=notes.append)
    finally:
        ray.shutdown()
    assert any("starting a local one" in n and "ray start --head" in n for n in notes)
    assert sorted(g.seed for g in report.games) == [40, 41, 42, 43, 44, 45]
    local = run_match(_spec(), 6)
    assert [(g.winner, g.turns) for g in report.games] == [(g.winner, g.turns) for g in local.games]


def test_ray_games_in_batches_are_the_same_games():
    ray = pytest.importorskip("ray", reason="Ray is not installed (optional extra 'ray')")
    from manastack.sim.runner import run_ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        got = sorted(run_ray(_spec(), 5, address=None, batch=2), key=lambda g: g.index)
    finally:
        ray.shutdown()
    local = run_match(_spec(), 5)
    assert [(g.seed, g.winner, g.turns) for g in got] == [(g.seed, g.winner, g.turns) for g in local.games]


def test_ray_not_installed_is_a_clear_error(monkeypatch):
    import builtins

    from manastack.sim.runner import RayUnavailableError, connect_ray

    real = builtins.__import__

    def no_ray(name, *a, **kw):
        if name == "ray":
            raise ImportError("No module named 'ray'")
        return real(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    with pytest.raises(RayUnavailableError, match="pip install 'manastack\\[ray\\]'"):
        connect_ray("auto")
