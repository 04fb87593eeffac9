"""Seed rulings, file 000: Karn Liberated's restart ruling as printed with War of the Spark (May 3, 2019),
Ravnica Allegiance (January 25, 2019) and Dominaria (April 27, 2018). Each occurrence of each sentence has
its test. CR 727.4."""
from __future__ import annotations

from manastack.testing import Scenario


def restart_with(exiled: str, *, owner_of_karn: int = 0, exiled_owner: int = 1, extra=None):
    """Karn Liberated (loyalty 17) exiles ``exiled`` with its −3 on its controller's turn, then restarts the
    game with its −14 on their next turn. Returns (game, Karn, the exiled card) with the restarting ability
    on the stack."""
    s = Scenario.full()
    k = s.battlefield(owner_of_karn, "Karn Liberated", counters={"loyalty": 17})
    target = s.battlefield(exiled_owner, exiled)
    if extra:
        extra(s)
    g = s.start("main1", active=owner_of_karn)
    g.activate(k, loyalty=-3, target=target)
    g.pass_until_resolved()
    g.expect_zone(target, "exile")
    g.pass_until("main1", turn=3)
    g.activate(k, loyalty=-14)
    return g, k, target


def keep_hands(g):
    while g.decision is not None and g.decision.kind == "mulligan":
        g.choose("keep")


def first_turn_log(g, m):
    """(kind, rule, text) of the events since ``m`` from the restart to the first priority."""
    return [(e.kind, e.rule, e.text) for e in g.events_since(m)]


def index_of(ev, pred):
    return next(i for i, e in enumerate(ev) if pred(e))


# ---------------------------------------------------------------- War of the Spark


def test_727_4_restart_finishes_resolving_just_before_first_untap_step_war():
    """"The effect that restarts the game finishes resolving just before the first turn's untap step."
    (727.4)"""
    g, _k, _target = restart_with("Hill Giant")
    m = g.mark()
    g.pass_priority(2)
    keep_hands(g)
    ev = first_turn_log(g, m)
    turn = index_of(ev, lambda e: e[0] == "turn")
    fin = index_of(ev, lambda e: e[1] == "727.4")
    untap = index_of(ev, lambda e: e[0] == "step" and "untap" in e[2])
    mull = max(i for i, e in enumerate(ev) if e[0] == "mulligan")
    assert mull < turn < fin < untap
    assert g.state.turn == 1 and g.game.restarts and g.game.restarts[0].restarted


def test_727_4_additional_instructions_followed_at_this_time_war():
    """"If the spell or ability that generated that effect has additional instructions, those instructions
    are followed at this time." (Karn: "Then put those cards onto the battlefield under your control.")"""
    g, _k, target = restart_with("Hill Giant")
    g.pass_priority(2)
    assert g.decision.kind == "mulligan"
    g.expect_zone(target, "exile")  # still in exile during the mulligans
    keep_hands(g)
    v = g.obj(target)
    assert v.zone == "battlefield" and v.controller == 0 and v.owner == 1


def test_727_4_no_priority_triggers_wait_for_first_priority_war():
    """"No player has priority, and any triggered abilities that trigger as a result will go on the stack
    the next time a player receives priority, usually during the first turn's upkeep step." (Elvish
    Visionary's "When this creature enters, draw a card.")"""
    g, _k, _target = restart_with("Elvish Visionary")
    g.pass_priority(2)
    keep_hands(g)
    assert g.decision.kind == "priority" and g.state.step == "upkeep" and g.state.turn == 1
    assert g.stack == ["ability of Elvish Visionary"]
    ev = g.state.events()
    restart = index_of(ev, lambda e: e.rule == "727.1")
    put = [e for e in ev[restart:] if e.rule == "603.3"]
    assert len(put) == 1 and put[0].step == "upkeep"  # not in the untap step, where no one has priority


# ---------------------------------------------------------------- Ravnica Allegiance


def test_727_4_restart_finishes_resolving_just_before_first_untap_step_rna():
    """"The effect that restarts the game finishes resolving just before the first turn's untap step."
    (727.4, 727.1a: here player 2 controls Karn, so player 2 takes the first turn of the new game)"""
    g, _k, _target = restart_with("Hill Giant", owner_of_karn=1, exiled_owner=0)
    m = g.mark()
    g.pass_priority(2)
    keep_hands(g)
    ev = first_turn_log(g, m)
    turn = index_of(ev, lambda e: e[0] == "turn")
    assert "Player 2" in ev[turn][2]
    fin = index_of(ev, lambda e: e[1] == "727.4")
    moved = index_of(ev, lambda e: e[0] == "zone" and "Hill Giant" in e[2] and "battlefield" in e[2])
    untap = index_of(ev, lambda e: e[0] == "step" and "untap" in e[2])
    assert turn < fin < moved < untap


def test_727_4_additional_instructions_followed_at_this_time_rna():
    """"If the spell or ability that generated that effect has additional instructions, those instructions
    are followed at this time." (the Hill Giant exiled with Karn enters under player 2's control, before the
    first untap step, and has been under their control since the turn began)"""
    g, _k, target = restart_with("Hill Giant", owner_of_karn=1, exiled_owner=0)
    g.pass_priority(2)
    keep_hands(g)
    v = g.obj(target)
    assert v.zone == "battlefield" and v.controller == 1 and v.owner == 0
    assert not g.state.objects[g.find(target)].sick


def test_727_4_no_priority_triggers_wait_for_first_priority_rna():
    """"No player has priority, and any triggered abilities that trigger as a result will go on the stack
    the next time a player receives priority, usually during the first turn's upkeep step." """
    g, _k, _target = restart_with("Elvish Visionary", owner_of_karn=1, exiled_owner=0)
    g.pass_priority(2)
    keep_hands(g)
    assert g.state.pending == [] and g.stack == ["ability of Elvish Visionary"]
    assert (g.state.step, g.decision.kind, g.decision.player) == ("upkeep", "priority", 1)


# ---------------------------------------------------------------- Dominaria


def test_727_4_restart_finishes_resolving_just_before_first_untap_step_dom():
    """"The effect that restarts the game finishes resolving just before the first turn's untap step."
    (a tapped permanent left in exile enters tapped then, and untaps in that first untap step)"""
    from mechanics.trees import define

    from manastack.tree.abilities import Replacement

    def tapped_land(s):
        define(s.pool, "Hill Giant", (Replacement("enters_tapped"),))
    g, _k, target = restart_with("Hill Giant", extra=tapped_land)
    m = g.mark()
    g.pass_priority(2)
    keep_hands(g)
    ev = g.events_since(m)
    entered = index_of(ev, lambda e: e.kind == "zone" and "Hill Giant" in e.text and e.data["to"] == "battlefield")
    untapped = index_of(ev, lambda e: e.kind == "untap" and "Hill Giant" in e.text)
    assert ev[untapped].step == "untap" and entered < untapped
    assert not g.obj(target).tapped


def test_727_4_additional_instructions_followed_at_this_time_dom():
    """"If the spell or ability that generated that effect has additional instructions, those instructions
    are followed at this time." (Karn's instructions concern only the non-Aura permanent cards exiled with
    Karn: the creature its −3 exiled and the creature card its +4 made player 2 exile from their hand come
    back onto the battlefield; an Aura it exiled and a card exiled by something else go into libraries)"""
    s = Scenario.full()
    k = s.battlefield(0, "Karn Liberated", counters={"loyalty": 17})
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Grizzly Bears")
    angel = s.exile(1, "Serra Angel")[0]
    g = s.start("main1")
    g.activate(k, loyalty=-3, target=giant)
    g.pass_until_resolved()
    g.pass_until("main1", turn=3)
    g.activate(k, loyalty=4, target="Player 2")
    g.pass_priority(2)
    g.choose("Grizzly Bears")  # player 2 chooses the card they exile
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "exile")
    g.pass_until("main1", turn=5)
    g.activate(k, loyalty=-14)
    g.pass_priority(2)
    keep_hands(g)
    assert sorted(g.zone(0, "battlefield")) == ["Grizzly Bears", "Hill Giant"]
    assert g.zone_of(angel) in ("library", "hand")  # exiled, but not with Karn
    g.expect_zone(giant, "battlefield")


def test_727_4_no_priority_triggers_wait_for_first_priority_dom():
    """"No player has priority, and any triggered abilities that trigger as a result will go on the stack
    the next time a player receives priority, usually during the first turn's upkeep step." (no decision of
    any kind is asked between the mulligans and the upkeep)"""
    g, _k, _target = restart_with("Elvish Visionary")
    g.pass_priority(2)
    while g.decision.kind == "mulligan":
        g.choose("keep")
    assert (g.state.turn, g.state.step, g.decision.kind) == (1, "upkeep", "priority")
    assert g.stack == ["ability of Elvish Visionary"]
