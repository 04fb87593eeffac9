"""Issue #24 point 4: behaviour tests for the cards 81-100 of sample_24.txt, in draw order (see
test_sample_24_part1.py)."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .helpers import (
    activate,
    add_mana_sources,
    attack_and_deal_damage,
    cast,
    covers,
    game,
    hand_size,
    library_size,
    pool_of,
    resolve,
    tokens,
)


def other_variant(g, card: str) -> str:
    """The first way to cast ``card`` other than normally (an alternative or additional cost)."""
    oid = g.find(card)
    return next(o[2] for o in g.options() if o[0] == "cast" and o[1] == oid and o[2] != "normal")


@covers("Vindictive Warden")
def test_sample_81_vindictive_warden_menace_firebending_and_ping_each_opponent(pool):
    """702.111 menace; firebending 1 adds {R} as it attacks; {3}: 1 damage to each opponent."""
    g = game(pool, battlefield=[(0, "Vindictive Warden"), (1, "Grizzly Bears")], mana={0: "3"})
    activate(g, "Vindictive Warden")
    g.expect_life(1, 19)
    g.attack("Vindictive Warden")
    resolve(g)
    assert pool_of(g, 0) == {"R": 1}
    with pytest.raises(ScenarioError):
        g.block("Vindictive Warden", "Grizzly Bears")


@covers("Clutch of Currents")
def test_sample_82_clutch_of_currents_bounces_and_702_113_awakens_3(pool):
    """Return target creature to its owner's hand; awaken 3 for {4}{U}: a 0/0 haste Elemental land with three
    +1/+1 counters."""
    g = game(pool, battlefield=[(1, "Craw Wurm")], tapped=[(0, "Island")], hand=[(0, "Clutch of Currents")],
             mana={0: "4U"})
    cast(g, "Clutch of Currents", targets=["Craw Wurm", "Island"], variant=other_variant(g, "Clutch of Currents"))
    g.expect_zone("Craw Wurm", "hand")
    g.expect_pt("Island", 3, 3)
    assert "Haste" in g.obj("Island").keywords and "Land" in g.obj("Island").types


@covers("New Generation's Technique")
def test_sample_83_new_generation_s_technique_two_basics_tapped_and_sneak(pool):
    """Search for up to two basic land cards, onto the battlefield tapped; sneak {2}{G}: cast in the declare
    blockers step by returning an unblocked attacker to hand."""
    g = game(pool, hand=[(0, "New Generation's Technique")], library=[(0, "Swamp"), (0, "Island"), (0, "Craw Wurm")],
             mana={0: "3G"})
    cast(g, "New Generation's Technique", "Swamp", "Island")
    assert g.obj("Island").tapped and g.zone_of("Island") == "battlefield"
    assert g.obj("Swamp").tapped and g.zone_of("Swamp") == "battlefield"
    g2 = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "New Generation's Technique")],
              library=[(0, "Swamp"), (0, "Island")], mana={0: "2G"})
    g2.attack("Grizzly Bears")
    g2.no_blocks()
    cast(g2, "New Generation's Technique", "Grizzly Bears", "Swamp", "Island",
         variant=other_variant(g2, "New Generation's Technique"))
    g2.expect_zone("Grizzly Bears", "hand")
    g2.expect_zone("Island", "battlefield")


@covers("Paranoid Delusions")
def test_sample_84_paranoid_delusions_mills_three_and_702_99_cipher(pool):
    """Target player mills three; 702.99a cipher: encoded on a creature, whose combat damage to a player lets
    you cast a copy free."""
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Paranoid Delusions")], mana={0: "UB"})
    lib = library_size(g, 1)
    cast(g, "Paranoid Delusions", "Grizzly Bears", target="Player 2")
    assert library_size(g, 1) == lib - 3
    g.expect_zone("Paranoid Delusions", "exile")
    attack_and_deal_damage(g, "Grizzly Bears", answers=["first", "Player 2"])
    assert library_size(g, 1) == lib - 6


@covers("Flameshot")
def test_sample_85_flameshot_pitch_a_mountain_and_601_2d_divided_damage(pool):
    """118.9 alternative cost: discard a Mountain card; 3 damage divided among one to three creatures."""
    g = game(pool, battlefield=[(1, "Grizzly Bears"), (1, "Llanowar Elves")], hand=[(0, "Flameshot"), (0, "Mountain")])
    cast(g, "Flameshot", "Mountain", targets=["Grizzly Bears", "Llanowar Elves", "done"], divide=[2, 1],
         variant=other_variant(g, "Flameshot"))
    g.expect_zone("Mountain", "graveyard")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Llanowar Elves", "graveyard")


@covers("Pearl-Ear, Imperial Advisor")
def test_sample_86_pearl_ear_lifelink_aura_affinity_and_draw_for_auras_on_modified(pool):
    """Lifelink; enchantment spells have affinity for Auras (702.41); an Aura spell targeting a modified
    permanent you control draws a card."""
    g = game(pool, battlefield=[(0, "Pearl-Ear, Imperial Advisor"), (0, "Grizzly Bears")],
             hand=[(0, "Pacifism"), (0, "Strength of Unity")], mana={0: "1W"})
    cast(g, "Pacifism", target="Grizzly Bears")  # Bears not modified: no draw
    assert hand_size(g, 0) == 1
    g2 = game(pool, battlefield=[(0, "Pearl-Ear, Imperial Advisor"), (0, "Grizzly Bears")],
              hand=[(0, "Pacifism"), (0, "Holy Strength")], mana={0: "WW"})
    cast(g2, "Holy Strength", target="Grizzly Bears")
    assert hand_size(g2, 0) == 1  # the Bears weren't modified yet: no draw
    cast(g2, "Pacifism", target="Grizzly Bears")  # {1}{W} costs {W} with one Aura (affinity); Bears modified
    assert hand_size(g2, 0) == 1  # Pacifism left, a card drawn
    attack_and_deal_damage(g2, "Pearl-Ear, Imperial Advisor")
    g2.expect_life(0, 23)


@covers("Unity of Purpose")
def test_sample_87_unity_of_purpose_701_41_support_and_untaps_countered_creatures(pool):
    """Support 2: a +1/+1 counter on each of up to two target creatures; untap each creature you control
    with a +1/+1 counter."""
    g = game(pool, tapped=[(0, "Grizzly Bears"), (0, "Hill Giant"), (0, "Craw Wurm")],
             hand=[(0, "Unity of Purpose")], mana={0: "3U"})
    cast(g, "Unity of Purpose", targets=["Grizzly Bears", "Hill Giant"])
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Hill Giant", 4, 4)
    assert not g.obj("Grizzly Bears").tapped and not g.obj("Hill Giant").tapped
    assert g.obj("Craw Wurm").tapped


@covers("Enterprising Scallywag")
def test_sample_88_enterprising_scallywag_treasure_if_you_descended_700_14(pool):
    """700.14 descend: a permanent card put into your graveyard this turn; then at your end step a Treasure."""
    g = game(pool, battlefield=[(0, "Enterprising Scallywag"), (0, "Grizzly Bears")], hand=[(0, "Shock")],
             mana={0: "R"})
    g.pass_until("end")
    resolve(g)
    assert tokens(g, 0, "Treasure") == []
    g.pass_until("main1", turn=3)
    cast(g, "Shock", target="Grizzly Bears")
    g.pass_until("end", turn=3)
    resolve(g)
    assert len(tokens(g, 0, "Treasure")) == 1


@covers("Proud Mentor // Impetuous Protege")
def test_sample_89_proud_mentor_702_124_partner_with_fetch_and_tapper(pool):
    """702.124j partner with: as it enters, target player may search for Impetuous Protege and put it into
    their hand; {W}, {T}: tap target creature."""
    n = "Proud Mentor // Impetuous Protege"
    g = game(pool, hand=[(0, n)], library=[(0, "Plains"), (0, "Impetuous Protege"), (0, "Plains")],
             battlefield=[(1, "Grizzly Bears")], mana={0: "2WW"})
    cast(g, n, "Player 1", "yes", "Impetuous Protege")
    g.expect_zone("Impetuous Protege", "hand")
    g.pass_until("main1", turn=3)
    activate(g, n, target="Grizzly Bears")
    assert g.obj("Grizzly Bears").tapped


@covers("War Oracle")
def test_sample_90_war_oracle_lifelink_and_702_112_renown(pool):
    """702.15 lifelink; 702.112a renown 1: combat damage to a player while not renowned puts a +1/+1 counter
    on it and it becomes renowned (only once)."""
    g = game(pool, battlefield=[(0, "War Oracle")])
    attack_and_deal_damage(g, "War Oracle")
    g.expect_life(0, 23)
    g.expect_pt("War Oracle", 4, 4)
    g.pass_until("main1", turn=3)
    attack_and_deal_damage(g, "War Oracle")
    g.expect_life(0, 27)
    g.expect_pt("War Oracle", 4, 4)


@covers("Fang of the Pack")
def test_sample_91_fang_of_the_pack_702_121_melee_and_grants_melee_at_combat(pool):
    """Melee; at the beginning of combat on your turn, another target creature you control gains melee."""
    g = game(pool, battlefield=[(0, "Fang of the Pack"), (0, "Grizzly Bears")])
    g.pass_until("beginning of combat")
    resolve(g, "Grizzly Bears")
    assert "Melee" in g.obj("Grizzly Bears").keywords
    attack_and_deal_damage(g, "Fang of the Pack", "Grizzly Bears", answers=["first"])
    g.expect_life(1, 11)  # 6/4 and 3/3


@covers("Bone-Cairn Butcher")
def test_sample_92_bone_cairn_butcher_mobilize_and_deathtouch_tokens(pool):
    """Mobilize 2: two tapped and attacking 1/1 red Warriors, sacrificed at the next end step; attacking
    tokens you control have deathtouch."""
    g = game(pool, battlefield=[(0, "Bone-Cairn Butcher"), (1, "Craw Wurm")])
    g.attack("Bone-Cairn Butcher")
    resolve(g)
    w = tokens(g, 0, "Warrior")
    assert len(w) == 2 and all(t.tapped and "Deathtouch" in t.keywords and t.colors == ["red"] for t in w)
    assert "Deathtouch" not in g.obj("Bone-Cairn Butcher").keywords
    wid = [o for o in g.state.battlefield if g.obj(o).name == "Warrior"][0]
    g.block(wid, "Craw Wurm")
    g.pass_until("end of combat")
    g.expect_zone("Craw Wurm", "graveyard")
    g.expect_life(1, 15)
    g.pass_until("end")
    resolve(g)
    assert tokens(g, 0, "Warrior") == []


@covers("Skarrgan Firebird")
def test_sample_93_skarrgan_firebird_702_54_bloodthirst_and_returns_from_graveyard(pool):
    """702.54a bloodthirst 3; flying; {R}{R}{R} from the graveyard to hand, only if an opponent was dealt
    damage this turn."""
    g = game(pool, hand=[(0, "Skarrgan Firebird"), (0, "Shock")], mana={0: "4RRR"})
    cast(g, "Shock", target="Player 2")
    cast(g, "Skarrgan Firebird")
    g.expect_pt("Skarrgan Firebird", 6, 6)
    assert "Flying" in g.obj("Skarrgan Firebird").keywords
    g2 = game(pool, graveyard=[(0, "Skarrgan Firebird")], hand=[(0, "Shock")], mana={0: "RRRR"})
    assert not [o for o in g2.options() if o[0] == "activate"]
    cast(g2, "Shock", target="Player 2")
    activate(g2, "Skarrgan Firebird")
    g2.expect_zone("Skarrgan Firebird", "hand")


@covers("Commander's Sphere")
def test_sample_94_commander_s_sphere_903_4_identity_mana_and_sacrifice_to_draw(pool):
    """{T}: one mana of any color in your commander's color identity (903.4); sacrifice it: draw a card."""
    s = Scenario(cards=pool, offer_mana_abilities=True)
    s.commander(0, "Adriana, Captain of the Guard")
    sphere = s.battlefield(0, "Commander's Sphere")
    g = s.start("main1")
    oid = g.find(sphere)
    g.answer(("activate", oid, 0))
    assert g.decision.kind == "color"
    assert sorted(o[1] for o in g.options()) == ["R", "W"]  # Adriana is red and white
    g.answer(("mana", "R"))
    assert pool_of(g, 0) == {"R": 1}
    h = hand_size(g, 0)
    activate(g, sphere, index=1)
    g.expect_zone(sphere, "graveyard")
    assert hand_size(g, 0) == h + 1


@covers("Flayer Husk")
def test_sample_95_flayer_husk_702_92_living_weapon_and_equip(pool):
    """702.92a living weapon: a 0/0 black Phyrexian Germ that it's attached to (a 1/1 with +1/+1); equip {2}
    moves it; the Germ then dies (704.5f)."""
    g = game(pool, hand=[(0, "Flayer Husk")], battlefield=[(0, "Grizzly Bears")], mana={0: "12"})
    cast(g, "Flayer Husk")
    germ = tokens(g, 0, "Phyrexian Germ")
    assert len(germ) == 1 and (germ[0].power, germ[0].toughness) == (1, 1) and germ[0].colors == ["black"]
    activate(g, "Flayer Husk", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)
    assert tokens(g, 0, "Phyrexian Germ") == []


@covers("Guiding Voice")
def test_sample_96_guiding_voice_counter_and_701_48_learn(pool):
    """A +1/+1 counter on target creature; 701.48a learn: a Lesson from outside the game into your hand, or
    discard a card to draw a card."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Guiding Voice")
    s.sideboard(0, "Environmental Sciences")
    add_mana_sources(s, 0, "W")
    g = s.start("main1")
    cast(g, "Guiding Voice", "Environmental Sciences", target="Grizzly Bears")
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_zone("Environmental Sciences", "hand")


@covers("Solitary Camel")
def test_sample_97_solitary_camel_lifelink_with_a_desert_in_play_or_graveyard(pool):
    """Lifelink (702.15) only while you control a Desert or have a Desert card in your graveyard."""
    g = game(pool, battlefield=[(0, "Solitary Camel")])
    assert "Lifelink" not in g.obj("Solitary Camel").keywords
    g2 = game(pool, battlefield=[(0, "Solitary Camel")], graveyard=[(0, "Desert")])
    assert "Lifelink" in g2.obj("Solitary Camel").keywords
    attack_and_deal_damage(g2, "Solitary Camel")
    g2.expect_life(0, 23)
    g3 = game(pool, battlefield=[(0, "Solitary Camel"), (0, "Desert")])
    assert "Lifelink" in g3.obj("Solitary Camel").keywords


@covers("Soulcoil Viper")
def test_sample_98_soulcoil_viper_reanimates_with_a_finality_counter_122_1h(pool):
    """{B}, {T}, sacrifice it (sorcery speed): return target creature card from your graveyard to the
    battlefield with a finality counter; dying with one, it's exiled instead (122.1h)."""
    g = game(pool, battlefield=[(0, "Soulcoil Viper")], graveyard=[(0, "Hill Giant")],
             hand=[(0, "Lightning Bolt")], mana={0: "BR"})
    activate(g, "Soulcoil Viper", target="Hill Giant")
    g.expect_zone("Soulcoil Viper", "graveyard")
    g.expect_zone("Hill Giant", "battlefield")
    assert g.obj("Hill Giant").counters.get("finality") == 1
    cast(g, "Lightning Bolt", target="Hill Giant")
    g.expect_zone("Hill Giant", "exile")


@covers("Etchings of the Chosen")
def test_sample_99_etchings_of_the_chosen_chosen_type_anthem_and_sacrifice_for_indestructible(pool):
    """As it enters choose a creature type; your creatures of that type get +1/+1; {1}, sacrifice a creature
    of that type: target creature you control gains indestructible until end of turn."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (0, "Runeclaw Bear"), (0, "Hill Giant"), (1, "Ashcoat Bear")],
             hand=[(0, "Etchings of the Chosen"), (0, "Wrath of God")], mana={0: "1WB12WW"})
    cast(g, "Etchings of the Chosen", ("option", "Bear"))
    g.expect_pt("Grizzly Bears", 3, 3)
    g.expect_pt("Hill Giant", 3, 3)
    g.expect_pt("Ashcoat Bear", 2, 2)
    activate(g, "Etchings of the Chosen", "Runeclaw Bear", target="Hill Giant")
    g.expect_zone("Runeclaw Bear", "graveyard")
    cast(g, "Wrath of God")
    g.expect_zone("Hill Giant", "battlefield")
    g.expect_zone("Grizzly Bears", "graveyard")


@covers("Kjeldoran Skycaptain")
def test_sample_100_kjeldoran_skycaptain_flying_first_strike_702_22_banding(pool):
    """Flying, first strike; 702.22 banding: it can attack in a band with a creature without banding, and the
    band's controller divides the blocker's damage (702.22j)."""
    g = game(pool, battlefield=[(0, "Kjeldoran Skycaptain"), (1, "Grizzly Bears")])
    o = g.obj("Kjeldoran Skycaptain")
    assert {"Flying", "First Strike", "Banding"} <= set(o.keywords)
    g.attack("Kjeldoran Skycaptain")
    with pytest.raises(ScenarioError):
        g.block("Kjeldoran Skycaptain", "Grizzly Bears")
    g2 = game(pool, battlefield=[(0, "Kjeldoran Skycaptain"), (0, "Hill Giant"), (1, "Giant Spider")])
    g2.pass_until("declare attackers")
    sky, giant = g2.find("Kjeldoran Skycaptain"), g2.find("Hill Giant")
    g2.answer(("attack", sky, -2))
    g2.answer(("attack", giant, -2))
    g2.answer(("band",) + tuple(sorted((sky, giant))))
    g2.answer(("done",))
    g2.block("Hill Giant", "Giant Spider")  # blocking one member blocks the band (702.22h)
    g2.pass_until("combat damage")
    d = g2.decision
    assert d.kind == "damage_assignment" and d.actor == 0  # 702.22k: the band's controller divides
    g2.answer(("assign", ((giant, 2),)))
    g2.pass_until_resolved()
    g2.pass_until("end of combat")
    g2.expect_zone("Giant Spider", "graveyard")  # 2 first-strike + 3 regular damage
    g2.expect_zone("Kjeldoran Skycaptain", "battlefield")
    g2.expect_zone("Hill Giant", "battlefield")
