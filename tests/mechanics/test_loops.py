"""Loops (104.4b, 104.4f, 732.4–732.6): detection by a normalized state digest at priority points."""
from __future__ import annotations

from manastack.engine.loops import HISTORY_LIMIT, loop_digest
from manastack.game import Game
from manastack.testing import Scenario
from manastack.tree.abilities import Body, Trigger, Triggered
from manastack.tree.effects import MayDo, MoveTo
from manastack.tree.filters import Filter
from manastack.tree.refs import EventObject, OwnerOf
from manastack.oracle.compiler import compile_granted
from mechanics.trees import define, mandatory_loop

MAY_RETURN = (Triggered(Trigger("dies", Filter(types=("Creature",))),
                        Body(MayDo(MoveTo(EventObject(), "battlefield", controller=OwnerOf(EventObject()))))),)
"""A test ability (on Intruder Alarm): "Whenever a creature dies, you may return it to the battlefield under
its owner's control." — the loop now contains an optional action."""


def optional_loop(**opts):
    s = mandatory_loop(auto_forced=True, **opts)
    define(s.pool, "Intruder Alarm", MAY_RETURN)
    return s


def test_104_4b_a_loop_with_an_optional_action_isnt_a_draw():
    """104.4b: "Loops that contain an optional action don't result in a draw." — the state repeats, but
    each time through, a player chose to go on; choosing otherwise ends the loop."""
    g = optional_loop().start("main1")
    for _ in range(4):
        assert g.decision.kind == "yes_no" and g.result is None
        g.choose("yes")
    assert g.result is None
    g.choose("no")
    assert g.result is None and g.zone_of("Grizzly Bears") == "graveyard"


def test_732_3_an_optional_loop_cant_be_repeated_forever():
    """732.2a, 732.3: an optional loop isn't repeated forever — after ``loop_repeat_limit`` returns of the
    same state (as though its player had named that many repetitions), the player who keeps it going (the
    active player) must make a different choice: "yes" is no longer offered; "no" ends the loop and the
    game goes on (no draw)."""
    g = optional_loop(loop_repeat_limit=5).start("main1")
    n = 0
    while g.result is None and n < 50 and ("yes",) in g.decision.options:
        g.choose("yes")
        n += 1
    assert g.result is None and 4 <= n < 10
    assert g.decision.kind == "yes_no" and g.decision.options == (("no",),)
    assert any(e.rule == "732.3" for e in g.state.events())
    g.choose("no")
    assert g.result is None and g.zone_of("Grizzly Bears") == "graveyard"


def test_732_5_an_unrelated_way_out_doesnt_make_the_loop_optional():
    """732.5: no player is forced to take an action that would end a loop unless an object in the loop
    calls for it — player 2 holding Lightning Bolt with a Mountain, passing each time, doesn't stop the
    mandatory loop from being a draw."""
    s = mandatory_loop(auto_forced=True)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    for _ in range(10):
        if g.result is not None:
            break
        assert g.decision.kind == "priority"
        g.answer(("pass",))
    assert g.result is not None and g.result.draw and "mandatory" in g.result.reason


def test_104_4f_range_of_influence_per_player():
    """104.4f, 801.2a: ranges may differ per player — {player 1: 2 seats} in a six-player game reaches
    players 5, 6, 1, 2 and 3, who draw and leave; player 4 is the one left, and wins (104.2a)."""
    g = mandatory_loop(players=6, range_of_influence={0: 2}, auto_forced=True).start("main1")
    drew = sorted(e.data["player"] for e in g.state.events() if e.rule == "104.4f")
    assert drew == [0, 1, 2, 4, 5]
    assert g.result is not None and g.result.winners == (3,)  # the one player left wins (104.2a)


def test_loop_digest_ignores_ids_and_timestamps_but_not_the_game():
    """The digest leaves out object ids, timestamps and the generator: the same position reached again
    digests the same; a different life total doesn't."""
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    a = loop_digest(g.state)
    from manastack.engine.events import move
    nid = move(g.state, g.find("Grizzly Bears"), "exile")
    move(g.state, nid, "battlefield", controller=0)
    g.state.mut(g.find("Grizzly Bears")).sick = False
    g.state.rng ^= 12345
    assert loop_digest(g.state) == a
    g.state.players[1].life -= 1
    g.state.touch()  # (a change made outside the engine's events says so: derived values are kept per version)
    assert loop_digest(g.state) != a


def test_loop_history_is_bounded_and_cleared_with_an_empty_stack():
    """Bounded work: history is kept only while the stack is non-empty at priority points, and never
    beyond HISTORY_LIMIT entries."""
    g = optional_loop().start("main1")
    g.choose("yes")
    assert 1 < len(g.state.history) <= HISTORY_LIMIT
    g.choose("no")
    g.pass_until("main2")
    assert set(g.state.history) <= {"#free"}


def test_loop_detection_survives_save_and_load():
    """Plain data: the loop history goes through save and load; a loaded game in a mandatory loop still
    ends in a draw."""
    s = mandatory_loop()
    g = s.start("main1")  # scenarios stop at every decision: passing is still the only choice
    g.answer(("pass",))
    h = Game.load(g.game.save(), cards=s.pool)
    for _ in range(10):
        if h.result is not None:
            break
        h.apply(("pass",))
    assert h.result is not None and h.result.draw


def test_loop_history_keeps_a_bounded_number_of_state_copies():
    """Bounded memory: while the stack grows, each priority point is recorded with a copy of the state to
    digest later; at most MAX_UNDIGESTED copies are kept, and no copy keeps copies of its own (a copy that
    kept the earlier ones alive chained every state since the stack was last empty: the fuzzer's seed
    507968 held gigabytes)."""
    from manastack.engine.loops import MAX_UNDIGESTED
    from manastack.engine.state import GameState

    s = Scenario(auto_forced=True)
    define(s.pool, "Ornithopter", compile_granted("{0}: You gain 1 life."))
    s.battlefield(0, "Ornithopter")
    g = s.start("main1")
    for _ in range(3 * MAX_UNDIGESTED):
        g.activate("Ornithopter")
    assert len(g.state.stack) == 3 * MAX_UNDIGESTED

    seen: dict[int, GameState] = {}
    todo = [g.state]
    while todo:
        st = todo.pop()
        for snap in (st._lazy[1].values() if st._lazy else ()):
            if id(snap) not in seen:
                seen[id(snap)] = snap
                todo.append(snap)
    assert 0 < len(seen) <= MAX_UNDIGESTED
    assert len(g.state.history) > 3 * MAX_UNDIGESTED  # every priority point is still recorded
