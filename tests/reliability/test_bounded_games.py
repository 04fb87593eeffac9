"""Every game bounded (issue #26): per-turn decisions, continuous effects, and actions that change nothing
(cast then cancel, 733.1) end the game as a draw with the reason (104.4b, 732)."""
import random

from manastack import Game
from manastack.fuzz.runner import _load_pool, random_deck
from manastack.testing import Scenario


def _with_ability(text: str, **options) -> Scenario:
    from manastack.oracle.compiler import compile_granted

    s = Scenario(**options)
    s.pool.define(s.pool.get("Ornithopter").card, compile_granted(text))
    s.battlefield(0, "Ornithopter")
    return s


def _activate_forever(g, limit=100_000):
    n = 0
    while g.result is None and n < limit:
        d = g.decision
        opts = g.legal_actions()
        act = [o for o in opts if o[0] == "activate"]
        if d.kind == "priority":
            g.apply(act[n % len(act)] if act and not g.state.stack else ("pass",))
        else:
            g.apply(opts[0])
        n += 1
    return n


def test_free_abilities_forever_reach_the_effect_limit():
    """Mist Dragon's kind of loop: two {0} abilities that each add a continuous effect (611.2) — the game
    ends as a draw at ``max_effects``, stated, instead of slowing down forever."""
    s = _with_ability("{0}: This creature gets +1/+0 until end of turn.", max_effects=30)
    g = s.start("main1").game
    _activate_forever(g)
    assert g.result is not None and g.result.draw and "max_effects" in g.result.reason
    assert len(g.state.effects) == 31 and g.decision is None


def test_decisions_per_turn_limit_ends_the_game_as_a_draw():
    s = _with_ability("{0}: You gain 1 life.", max_decisions_per_turn=50)
    g = s.start("main1").game
    n = _activate_forever(g)
    assert g.result is not None and g.result.draw and "max_decisions_per_turn" in g.result.reason
    assert n == 51 and g.turn == 1  # the 51st answer in the turn is more than 50


def test_cast_and_cancel_forever_ends_as_a_draw_733_1():
    """The issue's reproduction: starter pool, seed 5, always the last option (a spell cast, then
    cancelled, 733.1) — the same state comes back through actions that change nothing, and at
    ``loop_repeat_limit`` returns the game is a draw (732) instead of running 300,000 decisions."""
    pool, cands = _load_pool("starter", None)
    rng = random.Random(5)
    decks = [random_deck(rng, cands, pool), random_deck(rng, cands, pool)]
    g = Game.new(decks, seed=5, cards=pool, auto_forced=True, loop_repeat_limit=20)
    n = 0
    while g.result is None and n < 20_000:
        g.apply(g.legal_actions()[-1])
        n += 1
    assert g.result is not None and g.result.draw and "changed nothing" in g.result.reason
    assert n < 2000


def test_ordinary_play_never_meets_the_new_limits():
    """Random games on the starter pool end by the rules, not by a new limit."""
    pool, cands = _load_pool("starter", None)
    for seed in range(3):
        rng = random.Random(seed)
        g = Game.new([random_deck(rng, cands, pool), random_deck(rng, cands, pool)], seed=seed, cards=pool)
        n = 0
        while g.result is None and n < 3000:
            g.apply(rng.choice(g.legal_actions()))
            n += 1
        if g.result is not None:
            assert "max_effects" not in g.result.reason and "max_decisions" not in g.result.reason
            assert "changed nothing" not in g.result.reason


def test_limits_survive_save_and_load():
    s = _with_ability("{0}: You gain 1 life.", max_decisions_per_turn=40)
    g = s.start("main1").game
    for _ in range(10):
        g.apply(("pass",) if g.state.stack else next(o for o in g.legal_actions() if o[0] == "activate"))
    g2 = Game.load(g.save(), s.pool)
    assert g2.state.turn_decisions[:2] == g.state.turn_decisions[:2]
    _activate_forever(g2)
    assert g2.result is not None and "max_decisions_per_turn" in g2.result.reason
