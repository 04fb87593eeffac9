"""Official rulings of single cards in the I–Z half of the sixth pass (issue #32): threaten effects on any
creature, spells whose targets went illegal, kicker, an empty library, negative power, attacking alone, bestow
Auras on another player's creature, Kestia, Vehicles' counters."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle


def _run(g, answer="yes", limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


@pytest.mark.parametrize("card,lands", [
    pytest.param("Malevolent Whispers", ("Mountain", 4),
                 marks=ruling("Malevolent Whispers", "2016-04-08", "Malevolent Whispers can target any creature")),
    pytest.param("Song-Mad Treachery // Song-Mad Ruins", ("Mountain", 5),
                 marks=ruling("Song-Mad Treachery // Song-Mad Ruins", "2020-09-25", "Song-Mad Treachery can target any")),
])
def test_threaten_can_target_a_creature_you_already_control_115_1_613_1b(card, lands):
    """115.1, 613.1b: my own tapped Hill Giant is a legal target: it untaps, stays mine and gains haste."""
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant", tapped=True)
    s.hand(0, card)
    s.lands(0, *lands)
    g = s.start("main1")
    g.cast(card, target=giant)
    _run(g)
    o = g.obj(giant)
    assert not o.tapped and o.controller == 0 and "Haste" in o.keywords, o


@ruling("Jeering Instigator", "2014-09-20", "Jeering Instigator's last ability can target")
def test_jeering_instigator_2014_09_20_jeering_instigators_last_ability_can_115_1():
    """115.1: turned face up on my turn, its trigger may target my own untapped Grizzly Bears (it stays mine and
    gains haste)."""
    s = Scenario.full()
    ji = s.battlefield(0, "Jeering Instigator", face_down=True)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    opt = next(o for o in g.decision.options if o[0] not in ("pass", "play", "cast", "activate"))
    g.answer(opt)
    settle(g)
    d = g.decision
    while d.kind != "priority":
        g.answer(next((o for o in d.options if o == ("target", g.find(bears))), d.options[0]))
        d = g.decision
    _run(g)
    assert g.obj(ji).name == "Jeering Instigator"
    o = g.obj(bears)
    assert o.controller == 0 and "Haste" in o.keywords and not o.tapped, o


@ruling("Khalni Ambush // Khalni Territory", "2020-09-25", "If either target is an illegal target")
def test_khalni_ambush_khalni_territory_2020_09_25_if_either_target_is_701_14b():
    """701.14b: the opponent's Hill Giant is bounced in response; the spell resolves but no fight happens: my
    Grizzly Bears are dealt no damage."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Khalni Ambush // Khalni Territory")
    s.lands(0, "Forest", 3)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Khalni Ambush // Khalni Territory", targets=[bears, "Hill Giant"])
    g.pass_priority()
    g.cast("Unsummon", target="Hill Giant")
    _run(g)
    g.expect_zone(bears, "battlefield")
    assert not g.obj(bears).damage


@ruling("Malakir Rebirth // Malakir Mire", "2020-09-25", "If the target creature is an illegal target")
def test_malakir_rebirth_malakir_mire_2020_09_25_if_the_target_creature_608_2b():
    """608.2b: the Bears are bounced in response: Malakir Rebirth doesn't resolve; I don't lose 2 life."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Malakir Rebirth // Malakir Mire")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Malakir Rebirth // Malakir Mire", target="Grizzly Bears")
    g.pass_priority()
    g.cast("Unsummon", target="Grizzly Bears")
    _run(g)
    g.expect_life(0, 20)
    g.expect_zone("Malakir Rebirth // Malakir Mire", "graveyard")


@ruling("Malakir Rebirth // Malakir Mire", "2020-09-25", "Malakir Rebirth’s effect works only once")
def test_malakir_rebirth_malakir_mire_2020_09_25_malakir_rebirths_effect_works_400_7():
    """400.7: the Bears die and return; the returned Bears are a new object without the granted ability: dying
    again, they stay in the graveyard."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Malakir Rebirth // Malakir Mire")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Lightning Bolt", "Shock")
    s.lands(1, "Mountain", 2)
    g = s.start("main1")
    g.cast("Malakir Rebirth // Malakir Mire", target=bears)
    _run(g)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    _run(g)
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).tapped
    g.pass_priority()
    g.cast("Shock", target=bears)
    _run(g)
    g.expect_zone(bears, "graveyard")


@ruling("Murderous Rider // Swift End", "2019-10-04", "If the target creature or planeswalker is an illegal")
def test_murderous_rider_swift_end_2019_10_04_if_the_target_creature_608_2b_715_4():
    """608.2b, 715.4: Swift End at a bounced creature doesn't resolve: no life lost, and the card goes to the
    graveyard, not exile; at a Darksteel Myr (indestructible) it resolves: 2 life lost and the card is exiled
    on an adventure."""
    s = Scenario.full()
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Murderous Rider // Swift End")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Murderous Rider // Swift End", variant="face1", target="Grizzly Bears")
    g.pass_priority()
    g.cast("Unsummon", target="Grizzly Bears")
    _run(g)
    g.expect_life(0, 20)
    g.expect_zone("Murderous Rider // Swift End", "graveyard")

    s = Scenario.full()
    s.battlefield(1, "Darksteel Myr")
    s.hand(0, "Murderous Rider // Swift End")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murderous Rider // Swift End", variant="face1", target="Darksteel Myr")
    _run(g)
    g.expect_zone("Darksteel Myr", "battlefield")
    g.expect_life(0, 18)
    g.expect_zone("Murderous Rider // Swift End", "exile")


@ruling("Rubble Reading", "2019-01-25", "If the target land is an illegal target")
def test_rubble_reading_2019_01_25_if_the_target_land_is_an_608_2b_701_22():
    """701.22: at an indestructible Darksteel Citadel the spell resolves (nothing is destroyed) and I scry 2."""
    def game():
        s = Scenario.full()
        s.battlefield(1, "Darksteel Citadel")
        s.hand(0, "Rubble Reading")
        s.lands(0, "Mountain", 4)
        g = s.start("main1")
        mark = g.mark()
        g.cast("Rubble Reading", target="Darksteel Citadel")
        scried = False
        for _ in range(30):
            d = g.decision
            if d.kind == "priority":
                if not g.stack:
                    break
                g.pass_priority()
            else:
                scried = scried or "scry" in (d.prompt or "").lower() or d.kind == "scry"
                settle(g)
        scried = scried or any("701.22" in (e.rule or "") for e in g.events_since(mark))
        return g, scried

    g, scried = game()
    g.expect_zone("Darksteel Citadel", "battlefield")
    assert scried, "scry 2 happened"


@ruling("Into the Roil", "2020-09-25", "You can’t pay a kicker cost more than once")
def test_into_the_roil_2020_09_25_you_cant_pay_a_kicker_cost_702_33c():
    """702.33c: with mana for two kicks, the kicker is a single yes/no: kicked once, one card drawn."""
    s = Scenario.full()
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Into the Roil")
    s.lands(0, "Island", 8)
    g = s.start("main1")
    g.cast("Into the Roil", kicked=True, target="Grizzly Bears")
    _run(g)
    assert len(g.zone(0, "hand")) == 1, g.zone(0, "hand")
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Island" and g.obj(i).tapped) == 4


@ruling("Nagging Thoughts", "2016-04-08", "If there is only one card left")
def test_nagging_thoughts_2016_04_08_if_there_is_only_one_card_704_5b():
    """704.5b: with one card in the library, it goes to my hand; the empty library doesn't lose the game until
    I would draw."""
    s = Scenario.full(filler=None)
    s.library(0, "Grizzly Bears")
    s.library(1, "Plains", "Plains", "Plains")
    s.hand(0, "Nagging Thoughts")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Nagging Thoughts")
    _run(g)
    g.expect_zone("Grizzly Bears", "hand")
    assert g.result is None
    g.pass_until("end")
    assert g.result is None


@ruling("Phthisis", "2013-06-07", "If the creature's power is less than 0")
def test_phthisis_2013_06_07_if_the_creatures_power_is_less_107_1b_119_4():
    """107.1b: a Hill Giant with two Weaknesses is a -1/1: power plus toughness is 0, so its controller loses no
    life."""
    s = Scenario.full()
    bears = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Weakness", attached_to=bears)
    s.battlefield(1, "Weakness", attached_to=bears)
    s.hand(0, "Phthisis")
    s.lands(0, "Swamp", 7)
    g = s.start("main1")
    assert (g.obj(bears).power, g.obj(bears).toughness) == (-1, 1), g.obj(bears)
    g.cast("Phthisis", target=bears)
    _run(g)
    g.expect_zone(bears, "graveyard")
    g.expect_life(1, 20)
