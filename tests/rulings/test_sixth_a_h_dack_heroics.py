"""Official rulings of Dack's Duplicate (707.9 copy with exceptions, 702.105 dethrone) and Colossal Heroics (strive,
207.2c heroic triggers, 601.2c) among the target cards A-H (issue #32, sixth pass)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_clones import _enter
from .test_rebound_improvise import resolve_all, settle


def _dack(*, opp_life=20):
    s = Scenario.full()
    h = s.hand(0, "Dack's Duplicate")
    s.lands(0, "Island", 3)
    s.lands(0, "Mountain", 3)
    s.player(1, life=opp_life)
    return s, h


@ruling("Dack's Duplicate", "2014-05-29", "dacks duplicate copies exactly what was")
def test_dacks_duplicate_2014_05_29_copies_printed_values_plus_haste_dethrone_707_9b():
    """707.2, 707.9b: copying a tapped Hill Giant with two +1/+1 counters: an untapped 3/3 Hill Giant without
    counters, with haste and dethrone."""
    s, h = _dack()
    giant = s.battlefield(1, "Hill Giant", tapped=True, counters={"+1/+1": 2})
    g = s.start("main1")
    _enter(g, h, giant)
    o = g.obj(h)
    assert o.name == "Hill Giant" and (o.power, o.toughness) == (3, 3) and not o.tapped and not o.counters
    assert {"Haste", "Dethrone"} <= set(o.keywords)


@ruling("Dack's Duplicate", "2014-05-29", "the ability of dacks duplicate doesnt")
def test_dacks_duplicate_2014_05_29_doesnt_target_115_1():
    """115.1, 702.11: the creature is chosen, not targeted: the opponent's hexproof Gladecover Scout can be copied."""
    s, h = _dack()
    scout = s.battlefield(1, "Gladecover Scout")
    g = s.start("main1")
    _enter(g, h, scout)
    assert g.obj(h).name == "Gladecover Scout"


@ruling("Dack's Duplicate", "2014-05-29", "haste and dethrone are part of")
def test_dacks_duplicate_2014_05_29_haste_and_dethrone_are_copiable_707_9b():
    """707.9b: a Clone copying Dack's Duplicate (as a Hill Giant) is a Hill Giant with haste and dethrone."""
    s, h = _dack()
    giant = s.battlefield(1, "Hill Giant")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    _enter(g, h, giant)
    _enter(g, clone, h)
    o = g.obj(clone)
    assert o.name == "Hill Giant" and {"Haste", "Dethrone"} <= set(o.keywords)


@ruling("Dack's Duplicate", "2014-05-29", "if the chosen creature is copying")
def test_dacks_duplicate_2014_05_29_copy_of_a_copy_707_3():
    """707.3: the chosen Clone is copying a Hill Giant: Dack's Duplicate enters as a Hill Giant, with haste and
    dethrone."""
    s, h = _dack()
    giant = s.battlefield(1, "Hill Giant")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    _enter(g, clone, giant)
    _enter(g, h, clone)
    o = g.obj(h)
    assert o.name == "Hill Giant" and {"Haste", "Dethrone"} <= set(o.keywords)


@ruling("Dack's Duplicate", "2014-05-29", "if the chosen creature is a")
def test_dacks_duplicate_2014_05_29_token_copied_as_created_not_a_token_707_2_111_1():
    """707.2, 111.1: a Soldier token copied: the Duplicate is a 1/1 white Soldier, and a card — destroyed, it stays in
    the graveyard."""
    s, h = _dack()
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    _enter(g, h, g.find("Soldier"))
    o = g.obj(h)
    assert "Soldier" in o.subtypes and (o.power, o.toughness) == (1, 1)
    g.pass_priority()
    g.cast("Lightning Bolt", target=h)
    resolve_all(g)
    g.expect_zone(h, "graveyard")


@ruling("Dack's Duplicate", "2014-05-29", "any enters the battlefield abilities of")
def test_dacks_duplicate_2014_05_29_enters_abilities_trigger_603_6a():
    """603.6a: copying Elvish Visionary, the Duplicate's "When this enters, draw a card" triggers."""
    s, h = _dack()
    elf = s.battlefield(1, "Elvish Visionary")
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    _enter(g, h, elf)
    resolve_all(g)
    assert len(g.zone(0, "hand")) == hand   # the Duplicate left, a card came


@ruling("Dack's Duplicate", "2014-05-29", "if the copied creature has x")
def test_dacks_duplicate_2014_05_29_x_is_zero_107_3m_707_2():
    """107.3m, 202.3: copying Endless One ({X}), the Duplicate has mana value 0 and enters with no counters (X is 0):
    a 0/0, it dies."""
    s, h = _dack()
    s.battlefield(1, "Endless One", counters={"+1/+1": 3})
    g = s.start("main1")
    _enter(g, h, g.find("Endless One"))
    resolve_all(g)
    g.expect_zone(h, "graveyard")


@ruling("Dack's Duplicate", "2014-05-29", "if dacks duplicate somehow enters the")
def test_dacks_duplicate_2014_05_29_cant_copy_what_enters_with_it_707_2_614_12():
    """614.12: Rally the Ancestors (X=4) returns Dack's Duplicate and a Hill Giant at once: the Giant isn't there yet
    to be chosen; only the Grizzly Bears already on the battlefield are."""
    s = Scenario.full()
    s.graveyard(0, "Dack's Duplicate", "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Rally the Ancestors")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Rally the Ancestors", x=4)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards", d.kind
    names = {g.obj(o[1]).name for o in d.options if len(o) > 1 and isinstance(o[1], int) and o[1] in g.state.objects}
    assert "Grizzly Bears" in names and "Hill Giant" not in names


@ruling("Dack's Duplicate", "2014-05-29", "you can choose to not copy")
def test_dacks_duplicate_2014_05_29_copy_nothing_0_0_dies_704_5f():
    """704.5f: copying nothing, it enters as a 0/0 Shapeshifter and is put into the graveyard."""
    s, h = _dack()
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    _enter(g, h, "no")
    resolve_all(g)
    g.expect_zone(h, "graveyard")


def _dethrone(opp_life=20, **kw):
    s, h = _dack(opp_life=opp_life)
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _enter(g, h, giant)
    resolve_all(g)
    return s, g, h


@ruling("Dack's Duplicate", "2014-05-29", "dethrone doesnt trigger if the creature")
def test_dacks_duplicate_2014_05_29_dethrone_not_for_a_planeswalker_702_105a():
    """702.105a: attacking the opponent's planeswalker (the opponent has the most life) doesn't trigger dethrone."""
    s, h = _dack(opp_life=25)
    giant = s.battlefield(0, "Hill Giant")
    pw = s.battlefield(1, "Chandra, Torch of Defiance", counters={"loyalty": 4})
    g = s.start("main1")
    _enter(g, h, giant)
    resolve_all(g)
    g.attack((h, pw))
    resolve_all(g)
    assert not g.obj(h).counters.get("+1/+1")


@ruling("Dack's Duplicate", "2014-05-29", "once dethrone triggers it doesnt matter")
def test_dacks_duplicate_2014_05_29_counter_even_if_life_changes_603_4():
    """702.105a (no intervening if): the opponent at 21 life is attacked; in response my Lightning Bolt brings them
    to 18, below me: the +1/+1 counter is still put on."""
    s, h = _dack(opp_life=21)
    giant = s.battlefield(0, "Hill Giant")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    _enter(g, h, giant)
    resolve_all(g)
    g.attack(h)
    assert g.stack
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    settle(g)
    resolve_all(g)
    assert g.life(1) == 18
    assert g.obj(h).counters.get("+1/+1") == 1


@ruling("Dack's Duplicate", "2014-05-29", "the 1 1 counter is put")
def test_dacks_duplicate_2014_05_29_counter_before_blockers_508_2b():
    """508.2b: dethrone resolves in the declare attackers step: when blockers are declared the Duplicate is a 4/4."""
    s, h = _dack(opp_life=20)
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    _enter(g, h, giant)
    resolve_all(g)
    g.attack(h)
    resolve_all(g)
    g.pass_until("declare blockers")
    g.expect_pt(h, 4, 4)


# ---------------------------------------------------------------- Colossal Heroics (strive, heroic)

def _heroics(*mine, theirs=(), lands=6):
    s = Scenario.full()
    s.hand(0, "Colossal Heroics")
    s.lands(0, "Forest", lands)
    m = [s.battlefield(0, c) for c in mine]
    t = [s.battlefield(1, c) for c in theirs]
    return s, m, t


@ruling("Colossal Heroics", "2014-04-26", "colossal heroics can target any creatures")
def test_colossal_heroics_2014_04_26_any_creatures_115_1():
    """115.1: an untapped creature of the opponent's is a legal target: it gets +2/+2."""
    s, _, (bears,) = _heroics(theirs=("Grizzly Bears",))
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[bears])
    resolve_all(g)
    g.expect_pt(bears, 4, 4)


@ruling("Colossal Heroics", "2014-04-26", "you choose how many targets each")
def test_colossal_heroics_2014_04_26_zero_targets_and_no_repeats_601_2c_115_3():
    """601.2c, 115.3: the spell can be cast with no target at all (it resolves and does nothing), and a creature
    already chosen isn't offered again as a target."""
    s, (bears,), _ = _heroics("Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    d = g.decision
    assert d.kind == "target" and ("done",) in d.options
    g.answer(("target", g.find(bears)))
    assert ("target", g.find(bears)) not in g.decision.options
    s2, _, _ = _heroics("Grizzly Bears")
    g2 = s2.start("main1")
    g2.answer(next(o for o in g2.decision.options if o[0] == "cast"))
    g2.answer(("done",))
    settle(g2)
    resolve_all(g2)
    g2.expect_zone("Colossal Heroics", "graveyard")


@ruling("Colossal Heroics", "2014-04-26", "the mana cost and converted mana")
def test_colossal_heroics_2014_04_26_strive_doesnt_change_mana_value_202_3():
    """202.3, 601.2f: with three targets ({2}{G} plus {1}{G} twice) the spell's mana value is still 3."""
    s, mine, _ = _heroics("Grizzly Bears", "Grizzly Bears", "Hill Giant", lands=7)
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=mine)
    settle(g)
    assert g.obj(g.state.stack[-1]).mana_value == 3
    assert all(g.obj(p).tapped for p in g.state.battlefield if g._name(p) == "Forest")


@ruling("Colossal Heroics", "2014-04-26", "if all of the spells targets")
def test_colossal_heroics_2014_04_26_some_targets_illegal_608_2b():
    """608.2b: of two targets, the Hill Giant is returned to hand in response: the Bears still get +2/+2."""
    s, (bears, giant), _ = _heroics("Grizzly Bears", "Hill Giant")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[bears, giant])
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    resolve_all(g)
    g.expect_pt(bears, 4, 4)
    g.expect_zone(giant, "hand")


@ruling("Colossal Heroics", "2014-04-26", "heroic abilities will resolve before the")
def test_colossal_heroics_2014_04_26_heroic_resolves_first_603_3():
    """603.3: Wingsteed Rider's heroic trigger goes on the stack above the spell: when it resolves the Rider has its
    +1/+1 counter and not yet the +2/+2."""
    s, (rider,), _ = _heroics("Wingsteed Rider")
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[rider])
    settle(g)
    assert len(g.stack) == 2
    g.pass_priority(2)
    assert g.obj(rider).counters.get("+1/+1") == 1 and g.obj(rider).power == 3
    resolve_all(g)
    assert g.obj(rider).power == 5


@ruling("Colossal Heroics", "2014-04-26", "heroic abilities will trigger only once")
def test_colossal_heroics_2014_04_26_heroic_once_per_spell_207_2c_603_2c():
    """603.2c: a strive spell with two targets, one of them Wingsteed Rider: its heroic triggers once (one
    counter)."""
    s, (rider, bears), _ = _heroics("Wingsteed Rider", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[rider, bears])
    settle(g)
    resolve_all(g)
    assert g.obj(rider).counters.get("+1/+1") == 1


@ruling("Colossal Heroics", "2014-04-26", "heroic abilities wont trigger when a")
def test_colossal_heroics_2014_04_26_no_heroic_for_a_copy_707_10():
    """707.10: Fury Storm copies Colossal Heroics (aimed at my Grizzly Bears) and the copy gets Wingsteed Rider as
    its new target: no heroic trigger (the copy wasn't cast); the Rider gets +2/+2 only."""
    s, (rider, bears), _ = _heroics("Wingsteed Rider", "Grizzly Bears")
    s.hand(0, "Fury Storm")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[bears])
    settle(g)
    g.cast("Fury Storm", target=g.state.stack[-1])
    g.pass_priority(2)
    while g.decision.kind == "target":
        g.answer(("target", g.find(rider)) if ("target", g.find(rider)) in g.decision.options else ("done",))
    resolve_all(g)
    assert not g.obj(rider).counters.get("+1/+1")
    g.expect_pt(rider, 4, 4)


@ruling("Colossal Heroics", "2014-04-26", "if such a spell is copied")
def test_colossal_heroics_2014_04_26_copy_keeps_its_number_of_targets_707_10c():
    """707.10c: the copy (Fury Storm, targets kept) has the same two targets: each gets +2/+2 twice."""
    s, (b1, b2), _ = _heroics("Grizzly Bears", "Grizzly Bears")
    s.hand(0, "Fury Storm")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Colossal Heroics", targets=[b1, b2])
    settle(g)
    g.cast("Fury Storm", target=g.state.stack[-1])
    g.pass_priority(2)
    while g.decision.kind == "target":
        g.answer(next(o for o in g.decision.options if o[0] == "keep"))
    resolve_all(g)
    g.expect_pt(b1, 6, 6)
    g.expect_pt(b2, 6, 6)
