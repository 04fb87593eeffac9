"""The Ring tempts you (701.54), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.engine.keywords import evasion_allows
from manastack.engine.mechanics.ring import ring_bearer
from manastack.testing import Scenario


def _berserker(s, n=1):
    s.hand(0, *["Uruk-hai Berserker"] * n)
    s.lands(0, "Swamp", 3 * n)


def _cast_berserker(g):
    g.cast("Uruk-hai Berserker")
    g.pass_until_resolved()  # the creature spell
    g.pass_until_resolved()  # its "When this creature enters, the Ring tempts you."


def test_701_54a_c_ring_tempts_you_gives_the_emblem_and_a_legendary_ring_bearer():
    """701.54a, 701.54c: the player gets an emblem named The Ring and chooses a creature they control as their
    Ring-bearer (the only one: Uruk-hai Berserker), which is legendary."""
    s = Scenario.full()
    _berserker(s)
    g = s.start("main1")
    _cast_berserker(g)
    b = g.find("Uruk-hai Berserker")
    assert ring_bearer(g.state, 0) == b
    assert "Legendary" in g.obj(b).supertypes
    assert any(g.state.objects[i].kind == "emblem" and g.state.objects[i].owner == 0 for i in g.state.command)


def test_701_54c_ring_bearer_cant_be_blocked_by_greater_power():
    """701.54c: "Your Ring-bearer ... can't be blocked by creatures with greater power": a 3/2 Ring-bearer can't
    be blocked by a 5/5, but can by a 2/2."""
    s = Scenario.full()
    _berserker(s)
    big = s.battlefield(1, "Craw Wurm")
    small = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    _cast_berserker(g)
    b = g.find("Uruk-hai Berserker")
    assert not evasion_allows(g.state, g.find(big), b)  # power 6 > 3
    assert evasion_allows(g.state, g.find(small), b)
    g.state.objects[b].sick = False
    g.attack(b)
    g.pass_priority(2)
    assert g.decision.kind == "blockers" and g.decision.actor == 1


def test_701_54d_whenever_the_ring_tempts_you_triggers_from_the_graveyard():
    """701.54d, 113.6k: Ringwraiths' "When the Ring tempts you, return this card from your graveyard to your
    hand" triggers from the graveyard when the Ring tempts its owner."""
    s = Scenario.full()
    _berserker(s)
    s.graveyard(0, "Ringwraiths")
    g = s.start("main1")
    _cast_berserker(g)
    g.pass_until_resolved()
    g.expect_zone("Ringwraiths", "hand")


def test_701_54c_tempted_twice_ring_bearer_loots_when_attacking():
    """701.54c: once the Ring has tempted a player twice, "Whenever your Ring-bearer attacks, draw a card, then
    discard a card" applies; the count is kept per player."""
    s = Scenario.full()
    _berserker(s, 2)
    g = s.start("main1")
    _cast_berserker(g)
    _cast_berserker(g)
    if g.decision is not None and g.decision.kind == "choose_cards":
        g.answer(g.decision.options[0])
        g.pass_until_resolved()
    assert g.state.players[0].extra.get("ring_tempted") == 2
    b = ring_bearer(g.state, 0)
    g.state.objects[b].sick = False
    hand = len(g.zone(0, "hand"))
    g.attack(b)
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind in ("discard", "choose_cards"):
        g.answer(g.decision.options[0])
    assert len(g.zone(0, "hand")) == hand  # drew one, discarded one
    assert len(g.zone(0, "graveyard")) == 1
