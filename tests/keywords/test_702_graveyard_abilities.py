"""Keyword abilities activated from a graveyard, exiling the card: scavenge (702.97), embalm (702.128),
eternalize (702.129), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _activate_from_graveyard(g, card, target=None):
    g.activate(card, target=target)
    g.pass_until_resolved()


def _tokens(g, name):
    return [o for o in g.state.battlefield if g._name(o) == name and g.state.objects[o].kind == "token"]


def test_702_128a_embalm_makes_a_white_zombie_copy_without_mana_cost():
    """702.128a: Sacred Cat's embalm {W}: the card is exiled and a token copy is created -- a white Zombie Cat with
    no mana cost (mana value 0) that keeps lifelink and is 1/1."""
    s = Scenario.full()
    cat = s.graveyard(0, "Sacred Cat")[0]
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    _activate_from_graveyard(g, cat)
    g.expect_zone(cat, "exile")
    tok = _tokens(g, "Sacred Cat")
    assert len(tok) == 1
    o = g.obj(tok[0])
    assert o.colors == ["white"] and {"Zombie", "Cat"} <= set(o.subtypes) and o.mana_value == 0
    assert "Lifelink" in o.keywords and (o.power, o.toughness) == (1, 1)


def test_702_129a_eternalize_makes_a_black_4_4_zombie_copy():
    """702.129a: Proven Combatant's eternalize {4}{U}{U}: a 4/4 black Zombie Human Warrior token with no mana
    cost."""
    s = Scenario.full()
    pc = s.graveyard(0, "Proven Combatant")[0]
    s.lands(0, "Island", 6)
    g = s.start("main1")
    _activate_from_graveyard(g, pc)
    g.expect_zone(pc, "exile")
    o = g.obj(_tokens(g, "Proven Combatant")[0])
    assert o.colors == ["black"] and (o.power, o.toughness) == (4, 4) and o.mana_value == 0
    assert {"Zombie", "Human", "Warrior"} <= set(o.subtypes)


def test_702_128a_embalm_only_as_a_sorcery():
    """702.128a: "Activate only as a sorcery": in the opponent's turn the ability isn't offered."""
    s = Scenario.full()
    cat = s.graveyard(0, "Sacred Cat")[0]
    s.lands(0, "Plains", 1)
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == g.find(cat)]


def test_702_97a_scavenge_counters_equal_to_the_exiled_cards_power():
    """702.97a: Drudge Beetle (2/2) scavenged for {5}{G}: exiled, and target Grizzly Bears gets two +1/+1
    counters."""
    s = Scenario.full()
    beetle = s.graveyard(0, "Drudge Beetle")[0]
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 6)
    g = s.start("main1")
    _activate_from_graveyard(g, beetle, target=bears)
    g.expect_zone(beetle, "exile")
    g.expect_pt(bears, 4, 4)


def test_702_97a_702_128a_702_129a_cards_are_supported(supported):
    supported("Sacred Cat", "Proven Combatant", "Drudge Beetle", "Deadbridge Goliath", "Anointer Priest")
