"""702: keyword abilities that permit or restrict — flash (702.8), equip (702.6), enchant (702.5), hexproof
(702.11, and "from"), shroud (702.18), protection's four parts (702.16b–f; blocking is in
test_509_declare_blockers.py, damage in test_120_damage.py), indestructible (702.12)."""
from __future__ import annotations

import pytest
from combat_util import P0, P1, targets_offered

from manastack.testing import Scenario


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_702_8a_flash_creature_cast_in_combat_and_blocks(full):
    """702.8a: a creature with flash can be cast any time you could cast an instant — here during the
    opponent's declare attackers step, then it blocks."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    viper = s.hand(1, "Ambush Viper")
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    g.attack(giant)
    g.pass_priority()
    g.cast(viper)
    g.pass_until_resolved()
    g.expect_zone(viper, "battlefield")
    g.block(giant, viper)
    g.pass_until("end of combat")
    g.expect_zone(giant, "graveyard")


def test_702_8a_creature_without_flash_only_at_sorcery_speed():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    g.attack(giant)
    g.pass_priority()
    assert not any(o[0] == "cast" for o in g.options())


def test_702_6a_equip_attaches_to_a_creature_you_control_as_a_sorcery():
    """702.6a: "Equip {1}" means "{1}: Attach to target creature you control. Activate only as a
    sorcery." Bonesplitter gives +2/+0."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    opp = s.battlefield(1, "Hill Giant")
    sword = s.battlefield(0, "Bonesplitter")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert targets_offered(g, sword, activate=True) == {g.find(bears)}
    g.activate(sword, target=bears)
    g.pass_until_resolved()
    assert g.obj(sword).attached_to == g.find(bears)
    g.expect_pt(bears, 4, 2)
    assert g.find(opp) not in targets_offered(g, sword, activate=True)


def test_702_6a_equip_not_at_instant_speed():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    sword = s.battlefield(0, "Bonesplitter")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.attack(bears)
    assert not any(o[0] == "activate" and o[1] == g.find(sword) for o in g.options())


def test_702_16b_protection_from_artifacts_cant_be_equipped_by_targeting(full):
    """702.16b: the equip ability of an artifact can't target a creature with protection from artifacts."""
    s = full()
    s.battlefield(0, "Tel-Jilad Chosen")
    s.battlefield(0, "Bonesplitter")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert targets_offered(g, "Bonesplitter", activate=True) == set()


def test_702_16d_equipment_with_the_quality_falls_off(full):
    """702.16d, 704.5n: Equipment attached to a creature with protection from it becomes unattached and
    stays on the battlefield."""
    s = full()
    chosen = s.battlefield(0, "Tel-Jilad Chosen")
    sword = s.battlefield(0, "Bonesplitter", attached_to=chosen)
    g = s.start("main1")
    v = g.obj(sword)
    assert v.zone == "battlefield" and v.attached_to is None
    g.expect_pt(chosen, 2, 1)


def test_702_5a_enchant_restricts_what_the_aura_targets():
    """702.5a / 303.4a: "Enchant creature" — Pacifism can target creatures only."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    land = s.battlefield(1, "Forest")
    s.hand(0, "Pacifism")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    offered = targets_offered(g, "Pacifism")
    assert g.find(bears) in offered and g.find(land) not in offered


def test_702_16c_aura_of_the_quality_cant_target_or_enchant():
    """702.16b–c: Unholy Strength (black) can't target White Knight (protection from black)."""
    s = Scenario()
    knight = s.battlefield(0, "White Knight")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Unholy Strength")
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    offered = targets_offered(g, "Unholy Strength")
    assert g.find(bears) in offered and g.find(knight) not in offered


def test_704_5m_aura_of_the_quality_attached_goes_to_the_graveyard():
    """702.16c / 704.5m: an Aura with the stated quality attached to a permanent with protection is put
    into its owner's graveyard."""
    s = Scenario()
    knight = s.battlefield(0, "White Knight")
    aura = s.battlefield(0, "Unholy Strength", attached_to=knight)
    g = s.start("main1")
    g.expect_zone(aura, "graveyard")
    g.expect_pt(knight, 2, 2)


def test_702_16b_protection_stops_targeting_by_spells_with_the_quality():
    s = Scenario()
    knight = s.battlefield(1, "White Knight")
    s.hand(0, "Doom Blade", "Lightning Bolt")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    assert g.find(knight) not in targets_offered(g, "Doom Blade")
    assert g.find(knight) in targets_offered(g, "Lightning Bolt")


def test_702_16b_protection_stops_targeting_by_abilities_from_sources_with_the_quality(full):
    """702.16b: Advance Scout (white) can't target Black Knight (protection from white) with its
    ability."""
    s = full()
    scout = s.battlefield(0, "Advance Scout")
    knight = s.battlefield(0, "Black Knight")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    offered = targets_offered(g, scout, activate=True)
    assert g.find(bears) in offered and g.find(knight) not in offered


def test_702_11b_hexproof_stops_opponents_not_its_controller(full):
    s = full()
    scout = s.battlefield(0, "Gladecover Scout")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    assert g.find(scout) in targets_offered(g, "Giant Growth")
    g.pass_priority()
    assert g.find(scout) not in targets_offered(g, "Lightning Bolt")


def test_702_11d_hexproof_from_a_quality(full):
    """702.11d: Knight of Grace has hexproof from black: an opponent's black Doom Blade can't target it,
    their red Lightning Bolt can."""
    s = full()
    knight = s.battlefield(0, "Knight of Grace")
    s.hand(1, "Doom Blade", "Lightning Bolt")
    s.lands(1, "Swamp", 2)
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.pass_priority()
    assert g.find(knight) not in targets_offered(g, "Doom Blade")
    assert g.find(knight) in targets_offered(g, "Lightning Bolt")


def test_702_18a_shroud_stops_even_its_controller(full):
    s = full()
    elf = s.battlefield(0, "Elvish Lookout")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    offered = targets_offered(g, "Giant Growth")
    assert g.find(bears) in offered and g.find(elf) not in offered


def test_702_18a_player_with_shroud_cant_be_targeted(full):
    """702.18a on a player ("You have shroud", True Believer): Lightning Bolt can't target that player,
    but can target the other."""
    s = full()
    s.battlefield(1, "True Believer")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    offered = targets_offered(g, "Lightning Bolt")
    assert P1 not in offered and P0 in offered


def test_702_12b_indestructible_isnt_destroyed(full):
    s = full()
    myr = s.battlefield(1, "Darksteel Myr")
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=myr)
    g.pass_until_resolved()
    g.expect_zone(myr, "battlefield")
    assert any(e.rule == "702.12b" for e in g.state.events())


# card -> the keyword (name, arg) the Oracle compiler must produce for it, all implemented by the engine
COMPILED_KEYWORDS = {
    "Typhoid Rats": ("Deathtouch", None),
    "Wall of Wood": ("Defender", None),
    "Skyhunter Skirmisher": ("Double Strike", None),
    "Pacifism": ("Enchant", "Filter"),
    "Bonesplitter": ("Equip", None),
    "Youthful Knight": ("First Strike", None),
    "Ambush Viper": ("Flash", None),
    "Wind Drake": ("Flying", None),
    "Raging Goblin": ("Haste", None),
    "Gladecover Scout": ("Hexproof", None),
    "Knight of Grace": ("Hexproof", "Filter"),
    "Darksteel Myr": ("Indestructible", None),
    "Knight of Meadowgrain": ("Lifelink", None),
    "Boggart Brute": ("Menace", None),
    "White Knight": ("Protection", "Filter"),
    "Giant Spider": ("Reach", None),
    "Elvish Lookout": ("Shroud", None),
    "Colossal Dreadmaw": ("Trample", None),
    "Serra Angel": ("Vigilance", None),
    "Horned Loch-Whale": ("Ward", None),
    "Glistener Elf": ("Infect", None),
    "Boggart Ram-Gang": ("Wither", None),
    "Monastery Swiftspear": ("Prowess", None),
    "Benalish Cavalry": ("Flanking", None),
    "Kitsune Blademaster": ("Bushido", 1),
    "Craw Giant": ("Rampage", 2),
    "Akrasan Squire": ("Exalted", None),
    "Accorder Paladin": ("Battle Cry", None),
    "Ulamog's Crusher": ("Annihilator", 2),
    "Khenra Eternal": ("Afflict", 1),
    "Furtive Homunculus": ("Skulk", None),
    "Shu Cavalry": ("Horsemanship", None),
    "Dauthi Slayer": ("Shadow", None),
    "Severed Legion": ("Fear", None),
    "Accursed Spirit": ("Intimidate", None),
    "Bog Raiders": ("Landwalk", "Swamp"),
    "Dryad Sophisticate": ("Landwalk", "Filter"),
}


def test_702_compiled_keyword_names_are_the_ones_the_engine_implements(full_db):
    """The compiler's Keyword names (CR heading spelling, e.g. "First Strike", "Landwalk" with arg
    "Swamp") match what the engine implements: none of these real cards misses a keyword."""
    from manastack.engine.carddef import CardPool
    from manastack.engine.support import IMPLEMENTED_KEYWORDS
    from manastack.tree.abilities import Keyword
    from manastack.tree.filters import Filter

    pool = CardPool(full_db)
    for card, (name, arg) in COMPILED_KEYWORDS.items():
        d = pool.get(card)
        kws = [a for f in d.faces for a in f.abilities if type(a) is Keyword and a.name == name]
        assert kws, f"{card}: no {name} keyword in {d.front.abilities}"
        if arg == "Filter":
            assert isinstance(kws[0].arg, Filter), card
        elif arg is not None:
            assert kws[0].arg == arg, (card, kws[0].arg)
        assert name in IMPLEMENTED_KEYWORDS
        assert not [m for m in d.missing if m.startswith("keyword")], (card, d.missing)


def test_702_16j_protection_from_everything(full):
    """702.16j: Progenitus can't be targeted by any spell, can't be blocked, and an Aura can't stay
    attached to it."""
    s = full()
    prog = s.battlefield(0, "Progenitus")
    aura = s.battlefield(0, "Holy Strength", attached_to=prog)
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.expect_zone(aura, "graveyard")
    assert g.find(prog) not in targets_offered(g, "Giant Growth")
    g.attack(prog)
    g.pass_until("end of combat")
    assert not any(e.kind == "blockers" and "blocks" in e.text for e in g.state.events())
    g.expect_life(1, 10)
