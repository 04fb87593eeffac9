"""A smoke run of the fuzzer (issue: reliability): random decks from the built-in pool, random legal
actions, invariants after every action, save/load and replay checks. The full 10,000-game run is a
benchmark, not a test."""
import os

import pytest

from manastack.engine.carddef import CardPool
from manastack.cards import starter_database
from manastack.fuzz import FuzzFailure, check_invariants, fuzz_game, run_fuzz, supported_cards
from manastack import Game


def _workers() -> int:
    return max(1, min(4, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1))


def test_fuzz_smoke_games_have_no_failures():
    rep = run_fuzz(12, seed=1000, pool="starter", check_options_every=10, save_every=15)
    assert rep.games == 12 and rep.actions > 0
    assert rep.failures == [], rep.failures[:1]


def test_fuzz_smoke_a_few_hundred_starter_games():
    """The CI smoke subset: 240 games with random starter-pool decks, every invariant after every action
    (offered options and save/load sampled less often than in the full run), in parallel processes."""
    rep = run_fuzz(240, seed=50_000, pool="starter", workers=_workers(), check_options_every=40, save_every=80)
    assert rep.games == 240
    assert rep.failures == [], rep.failures[:1]
    assert sum(rep.results.values()) == 240 and rep.actions > 240 * 20


def test_fuzz_smoke_full_pool_games(shared_data):
    """A few games with random decks from every supported card in the full card file."""
    rep = run_fuzz(8, seed=70_000, pool="full", data_path=str(shared_data / "AtomicCards.json.gz"),
                   workers=_workers(), check_options_every=40, save_every=80)
    assert rep.games == 8
    assert rep.failures == [], rep.failures[:1]


def test_invariant_checker_detects_a_lost_card():
    g = Game.new([["Forest"] * 60, ["Forest"] * 60], seed=1, first_player=0, mulligans=False)
    assert check_invariants(g, 120, 20, True) == []
    st = g.state
    lost = st.library[0].pop()
    del st.objects[lost]
    assert any("lost" in p or "no zone" in p or "cards lost" in p for p in check_invariants(g, 120, 20, True))


def test_invariant_checker_detects_life_not_matching_log():
    g = Game.new([["Forest"] * 60, ["Forest"] * 60], seed=1, first_player=0, mulligans=False)
    g.state.players[1].life = 17  # changed without an event
    assert any("life" in p for p in check_invariants(g, 120, 20, True))


def test_fuzz_failure_carries_seed_and_choices_for_replay():
    pool = CardPool(starter_database())
    cands = supported_cards(pool, [c.name for c in starter_database()])
    assert len(cands) > 50
    g, n = fuzz_game(7, cands, pool, max_actions=200, check_options_every=50, save_every=50)
    assert n > 0
    e = FuzzFailure("x", 7, [["Forest"]], [("pass",)])
    assert e.seed == 7 and e.choices == [("pass",)] and "seed 7" in str(e)


def test_732_5_reversed_cast_attempts_are_optional_actions_not_a_mandatory_loop():
    """Regression (found by the fuzzer): a player who starts casting a spell and cancels it (733) took an
    optional action; coming back to the same state must not be judged a mandatory loop (104.4b)."""
    from manastack.testing import Scenario

    s = Scenario()
    s.hand(0, "Lightning Bolt", "Negate")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    for _ in range(3):  # start casting Negate (targeting the Bolt) and cancel, again and again
        g.answer(next(o for o in g.options() if o[0] == "cast"))
        g.answer(("cancel",))
    assert g.result is None
    g.pass_until_resolved()
    assert g.life(1) == 17


def test_fuzz_regression_510_1c_open_damage_division_gets_a_random_legal_answer():
    """Regression (found by the CI smoke run, seed 50070): a trampler blocked by four creatures asks for a
    free damage division (510.1c-d, 702.19b) with no enumerated options; the fuzzer must answer it with a
    random legal division (which the engine accepts) rather than report 'no options'."""
    import random

    from manastack.fuzz.runner import random_open_answer
    from manastack.testing import Scenario

    s = Scenario()
    maw = s.battlefield(0, "Colossal Dreadmaw", counters={"+1/+1": 6})  # 12/12 trample
    blockers = [s.battlefield(1, n) for n in ("Grizzly Bears", "Grizzly Bears", "Hill Giant", "Raging Goblin")]
    g = s.start("main1")
    g.attack(maw)
    g.block(maw, blockers)
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.options is None and g.game.legal_actions() == []
    seen = set()
    for seed in range(30):
        f = g.game.fork()
        ans = random_open_answer(f, random.Random(seed))
        assert ans[0] == "assign" and sum(a for _, a in ans[1]) == 12
        f.apply(ans)  # accepted: an illegal division raises IllegalActionError
        seen.add(ans)
    assert len(seen) > 1  # random, not always the canonical division


def test_fuzz_log_records_each_game_and_a_second_run_continues_where_the_first_stopped(tmp_path):
    """A long fuzz run survives being stopped: ``log_path`` appends a line per finished game, and the same
    call again plays only the seeds not yet in the log."""
    from manastack.fuzz import read_log, tally_log

    log = str(tmp_path / "fuzz.jsonl")
    first = run_fuzz(3, seed=400, pool="starter", log_path=log, check_options_every=50, save_every=50)
    header, games = read_log(log)
    assert sorted(games) == [400, 401, 402] and header["pool"] == "starter" and len(header["code"]) == 16
    assert sum(g["actions"] for g in games.values()) == first.actions
    with open(log, "a") as fh:
        fh.write('{"seed": 403, "actio')  # a run killed in the middle of writing a line
    second = run_fuzz(5, seed=400, pool="starter", log_path=log, check_options_every=50, save_every=50)
    assert second.games == 2  # 403 (its line was cut short) and 404
    assert sorted(read_log(log)[1]) == [400, 401, 402, 403, 404]
    assert tally_log(log).games == 5


def test_fuzz_log_written_under_other_settings_is_refused_and_left_untouched(tmp_path):
    from manastack.fuzz import FuzzLogError

    log = tmp_path / "fuzz.jsonl"
    run_fuzz(1, seed=400, pool="starter", log_path=str(log), check_options_every=50, save_every=50)
    before = log.read_text()
    with pytest.raises(FuzzLogError, match="settings"):
        run_fuzz(2, seed=400, pool="starter", log_path=str(log), check_options_every=50, save_every=10)
    assert log.read_text() == before


def test_fuzz_log_with_a_bad_line_inside_names_the_line(tmp_path):
    from manastack.fuzz import FuzzLogError, read_log

    log = tmp_path / "fuzz.jsonl"
    log.write_text('{"header": {}}\nnot json\n{"seed": 1, "actions": 2}\n')
    with pytest.raises(FuzzLogError, match="line 2"):
        read_log(str(log))


def test_invariant_checker_detects_counters_not_matching_log():
    """Counters on objects and players must agree with the logged counter events (issue: reliability)."""
    from manastack.engine.events import add_counters
    from manastack.fuzz.runner import EventLedger
    from manastack.testing import Scenario

    s = Scenario()
    card = s.battlefield(0, "Grizzly Bears")
    sg = s.start("main1")
    g, bears = sg.game, sg.find(card)
    ledger = EventLedger.at(g)  # the scenario's setup is not logged
    n = sum(1 for o in g.state.objects.values() if o.kind == "card")
    add_counters(g.state, bears, "+1/+1", 2)
    assert check_invariants(g, n, 20, True, ledger) == []
    g.state.mut(bears).counters = {"+1/+1": 3}  # changed without an event
    assert any("counters" in p and "Grizzly Bears" in p for p in check_invariants(g, n, 20, True, ledger))
    g.state.mut(bears).counters = {"+1/+1": 2}
    g.state.players[1].counters["energy"] = 1
    assert any("Player 2 has counters" in p for p in check_invariants(g, n, 20, True, ledger))


def test_fuzz_checks_can_run_at_every_decision(monkeypatch):
    """``check_options_every=1`` / ``save_every=1`` (``--options-every 1 --save-every 1``) check every
    offered option on a fork and a save/load round trip at every decision, not a sample (an interval
    below 8 used to skip save/load altogether)."""
    pool = CardPool(starter_database())
    cands = supported_cards(pool, [c.name for c in starter_database()])
    loads, forks = [], []
    real_load, real_fork = Game.load, Game.fork
    monkeypatch.setattr(Game, "load", staticmethod(lambda *a, **k: loads.append(1) or real_load(*a, **k)))
    monkeypatch.setattr(Game, "fork", lambda self: forks.append(1) or real_fork(self))
    g, n = fuzz_game(11, cands, pool, max_actions=40, check_options_every=1, save_every=1, replay=False)
    assert n == 40 and len(loads) == 40
    assert len(forks) >= 40 * 2  # each decision: one fork per option, one for the save/load probe
    loads.clear()
    fuzz_game(11, cands, pool, max_actions=40, check_options_every=0, save_every=3, replay=False)
    assert len(loads) == 13  # before decisions 1, 4, ..., 37 (counted from 0)


def test_fuzz_command_takes_the_check_intervals_and_rejects_negative_ones(capsys):
    from manastack.cli.main import main

    with pytest.raises(SystemExit):
        main(["fuzz", "-n", "1", "--save-every", "-2"])
    assert "--save-every" in capsys.readouterr().err
    assert main(["fuzz", "-n", "2", "--seed", "5", "--max-actions", "30", "--options-every", "1",
                 "--save-every", "1"]) == 0
    assert "2 games" in capsys.readouterr().out


def test_a_loaded_game_must_have_the_same_future_to_the_end(monkeypatch):
    """"save → load → continue gives ... the same future as continuing": a save loaded and played on with
    the choices the game made after it must end in the same state. A load that lost the loop history
    (which the digest leaves out) passes the one-step check but not this one: in the optional loop below
    the original stops offering "yes" after ``loop_repeat_limit`` returns (732.3), and the copy that forgot
    goes on offering it."""
    from manastack.fuzz.runner import same_future
    from mechanics.test_loops import optional_loop

    s = optional_loop(loop_repeat_limit=5)
    g = s.start("main1")
    g.choose("yes")
    text = g.game.save()
    choices = []
    while g.result is None and ("yes",) in g.decision.options:
        choices.append(("yes",))
        g.choose("yes")
    assert g.decision.options == (("no",),)
    assert same_future(g.game, text, choices, s.pool) is None

    real_load = Game.load

    def forgetful(text, **kw):
        h = real_load(text, **kw)
        h.state.history = {}
        h.state._lazy = None
        return h

    monkeypatch.setattr(Game, "load", staticmethod(forgetful))
    h = Game.load(text, cards=s.pool)
    assert h.digest() == real_load(text, cards=s.pool).digest()  # the one-step check can't see it
    assert same_future(g.game, text, choices, s.pool) is not None
