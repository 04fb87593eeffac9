"""Official rulings shared by the creatures that enter as a copy of a permanent (706, 707, issue #32): Clone, Clever
Impersonator, Evil Twin, Gigantoplasm, Mercurial Pretender and Phyrexian Metamorph, each ruling checked on each card
that carries it. The copied permanents are the caster's own (Mercurial Pretender copies only a creature its
controller controls). The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

PRINTED = [
    pytest.param('Clone', marks=ruling('Clone', '2012-07-01', 'clone copies exactly what was printed')),
    pytest.param('Clever Impersonator', marks=ruling('Clever Impersonator', '2014-09-20', 'clever impersonator copies exactly what is')),
    pytest.param('Evil Twin', marks=ruling('Evil Twin', '2017-03-14', 'evil twin copies exactly what was')),
    pytest.param('Gigantoplasm', marks=ruling('Gigantoplasm', '2015-11-04', 'gigantoplasm copies exactly what was printed')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'mercurial pretender copies exactly what was')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'except for also being an artifact')),
]

TOKEN = [
    pytest.param('Clone', marks=ruling('Clone', '2007-07-15', 'if the chosen creature is a')),
    pytest.param('Clever Impersonator', marks=ruling('Clever Impersonator', '2014-09-20', 'if the chosen permanent is a token')),
    pytest.param('Evil Twin', marks=ruling('Evil Twin', '2017-03-14', 'if the chosen creature is a')),
    pytest.param('Gigantoplasm', marks=ruling('Gigantoplasm', '2015-11-04', 'if the chosen creature is a')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'if the chosen creature is a')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'if the chosen permanent is a')),
]

ETB = [
    pytest.param('Clone', marks=ruling('Clone', '2007-07-15', 'any enters the battlefield abilities of')),
    pytest.param('Clever Impersonator', marks=ruling('Clever Impersonator', '2014-09-20', 'any enters the battlefield abilities of')),
    pytest.param('Evil Twin', marks=ruling('Evil Twin', '2017-03-14', 'any enters the battlefield abilities of')),
    pytest.param('Gigantoplasm', marks=ruling('Gigantoplasm', '2015-11-04', 'any enters the battlefield abilities of')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'any enters the battlefield abilities of')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'any enters the battlefield abilities of')),
]

NOTHING = [
    pytest.param('Clone', marks=ruling('Clone', '2012-07-01', 'you can choose not to copy')),
    pytest.param('Clever Impersonator', marks=ruling('Clever Impersonator', '2014-09-20', 'you can choose not to copy')),
    pytest.param('Evil Twin', marks=ruling('Evil Twin', '2017-03-14', 'you can choose not to copy')),
    pytest.param('Gigantoplasm', marks=ruling('Gigantoplasm', '2015-11-04', 'you can choose not to copy')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'you can choose not to copy')),
    pytest.param('Phyrexian Metamorph', marks=ruling('Phyrexian Metamorph', '2011-06-01', 'you can choose not to copy')),
]

NOT_TARGETED = [
    pytest.param('Clone', marks=ruling('Clone', '2013-07-01', 'clones ability doesnt target the chosen')),
    pytest.param('Clever Impersonator', marks=ruling('Clever Impersonator', '2014-09-20', 'you choose which nonland permanent clever')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'mercurial pretenders ability doesnt target the')),
]

GRANTED_ABILITY_IS_COPIABLE = [
    pytest.param('Evil Twin', marks=ruling('Evil Twin', '2017-03-14', 'the activated ability that evil twin')),
    pytest.param('Gigantoplasm', marks=ruling('Gigantoplasm', '2015-11-04', 'the activated ability gigantoplasm gives itself')),
    pytest.param('Mercurial Pretender', marks=ruling('Mercurial Pretender', '2014-07-18', 'the activated ability mercurial pretender gives')),
]


def _board(card: str, *extra_lands: tuple[str, int]):
    s = Scenario.full()
    h = s.hand(0, card)
    s.lands(0, "Island", 4)
    s.lands(0, "Swamp", 2)
    s.lands(0, "Wastes", 4)
    for land, n in extra_lands:
        s.lands(0, land, n)
    return s, h


def _enter(g, h, choice) -> None:
    """Cast ``h`` and let it resolve; as it enters, copy ``choice`` (a handle) or nothing ("no")."""
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(h)))
    settle(g)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards", d
    if choice == "no":
        g.choose("no")
    else:
        g.answer(next(o for o in d.options if len(o) > 1 and o[1] == g.find(choice)))
    settle(g)


@pytest.mark.parametrize("card", PRINTED)
def test_copy_takes_only_the_printed_values_not_status_counters_or_auras_707_2(card):
    """707.2, 613.2: the copy gets the copiable values only — Hill Giant's printed 3/3 and name — not that the
    original is tapped, its +1/+1 counters or the Holy Strength on it. Phyrexian Metamorph is also an artifact."""
    s, h = _board(card)
    giant = s.battlefield(0, "Hill Giant", tapped=True, counters={"+1/+1": 2})
    s.battlefield(0, "Holy Strength", attached_to=giant)
    g = s.start("main1")
    g.expect_pt(giant, 6, 7)
    _enter(g, h, giant)
    o = g.obj(h)
    assert o.name == "Hill Giant" and (o.power, o.toughness) == (3, 3), o
    assert not o.tapped and not o.counters and o.attached_to is None
    assert ("Artifact" in o.types) == (card == "Phyrexian Metamorph"), o.types


@pytest.mark.parametrize("card", TOKEN)
def test_copy_of_a_token_copies_its_original_values_and_is_not_a_token_707_2_111_1(card):
    """707.2, 111.1: a Soldier token from Raise the Alarm copied: the copy is a 1/1 white Soldier like the token as
    created (not the +1/+1 counter on it), and it is a card, not a token — destroyed, it stays in the graveyard."""
    s, h = _board(card, ("Plains", 2))
    s.hand(0, "Raise the Alarm")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    token = g.find("Soldier")
    g.state.objects[token].counters = {"+1/+1": 1}
    _enter(g, h, token)
    o = g.obj(h)
    assert "Soldier" in o.subtypes and (o.power, o.toughness) == (1, 1) and "white" in o.colors, o
    g.pass_priority()
    g.cast("Lightning Bolt", target=h)
    g.pass_until_resolved()
    g.expect_zone(h, "graveyard")


@pytest.mark.parametrize("card", ETB)
def test_copy_enters_with_the_copied_enters_the_battlefield_ability_707_2_603_6a(card):
    """707.2, 603.6a: the copy has Elvish Visionary's "When this enters, draw a card" as it enters, so that ability
    triggers for it: one card drawn."""
    s, h = _board(card)
    elf = s.battlefield(0, "Elvish Visionary")
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    _enter(g, h, elf)
    resolve_all(g)
    assert g.obj(h).name == "Elvish Visionary"
    assert len(g.zone(0, "hand")) == hand, g.zone(0, "hand")   # the copy left the hand, a card was drawn


@pytest.mark.parametrize("card", NOTHING)
def test_copying_nothing_enters_as_printed_0_0_and_dies_707_2_704_5f(card):
    """704.5f: choosing to copy nothing, the creature enters with its own printed 0/0 and is put into its owner's
    graveyard as a state-based action."""
    s, h = _board(card)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _enter(g, h, "no")
    resolve_all(g)
    g.expect_zone(h, "graveyard")
    g.expect_zone("Hill Giant", "battlefield")


@pytest.mark.parametrize("card", NOT_TARGETED)
def test_copy_choice_does_not_target_so_hexproof_and_shroud_dont_stop_it_115_1_702_11_702_18(card):
    """115.1, 702.11, 702.18: the permanent to copy is chosen, not targeted: the opponent's hexproof Gladecover
    Scout (or, for Mercurial Pretender, its controller's own shroud Argothian Enchantress) can be copied."""
    s, h = _board(card)
    if card == "Mercurial Pretender":
        want = s.battlefield(0, "Argothian Enchantress")
    else:
        want = s.battlefield(1, "Gladecover Scout")
    g = s.start("main1")
    _enter(g, h, want)
    assert g.obj(h).name == g.obj(want).name


@pytest.mark.parametrize("card", GRANTED_ABILITY_IS_COPIABLE)
def test_ability_the_copy_effect_grants_is_copiable_707_9a(card):
    """707.9a: the activated ability the card's copy effect gives it is part of its copiable values: a Clone
    copying that creature copy is a Hill Giant with the same activated ability too."""
    s, h = _board(card, ("Island", 4), ("Wastes", 2))
    giant = s.battlefield(0, "Hill Giant")
    s.hand(0, "Clone")
    g = s.start("main1")
    _enter(g, h, giant)
    granted = [a for a in g.obj(h).abilities if type(a).__name__ == "Activated"]
    assert granted, g.obj(h).abilities
    _enter(g, g.find("Clone", zone="hand"), h)
    clones = [i for i in g.state.battlefield if g.obj(i).name == "Hill Giant" and i not in (g.find(giant), g.find(h))]
    assert len(clones) == 1, clones
    got = [a for a in g.obj(clones[0]).abilities if type(a).__name__ == "Activated"]
    assert [str(a) for a in got] == [str(a) for a in granted], (got, granted)


@ruling("Clever Impersonator", "2014-09-20", "remember that if you control more")
def test_clever_impersonator_2014_09_20_remember_that_if_you_control_more_704_5j():
    """704.5j: copying its controller's own legendary Isamaru, Hound of Konda, two legendary permanents share a
    name: one is chosen and put into the graveyard."""
    s, h = _board("Clever Impersonator")
    dog = s.battlefield(0, "Isamaru, Hound of Konda")
    g = s.start("main1")
    _enter(g, h, dog)
    zones = sorted([g.zone_of(h), g.zone_of(dog)])
    assert zones == ["battlefield", "graveyard"], zones


@ruling("Clever Impersonator", "2014-09-20", "if clever impersonator enters the battlefield as")
def test_clever_impersonator_2014_09_20_if_clever_impersonator_enters_the_battlefield_as_306_5b_707_2():
    """306.5b, 707.2: copying Jace Beleren that has 5 loyalty counters, the copy enters with the printed loyalty 3;
    the counters aren't copied."""
    s, h = _board("Clever Impersonator")
    jace = s.battlefield(1, "Jace Beleren", counters={"loyalty": 5})   # (the opponent's: no legend rule)
    g = s.start("main1")
    _enter(g, h, jace)
    o = g.obj(h)
    assert o.name == "Jace Beleren" and o.counters.get("loyalty") == 3, (o, o.counters)


@ruling("Clever Impersonator", "2014-09-20", "if the chosen permanent is a copy")
def test_clever_impersonator_2014_09_20_if_the_chosen_permanent_is_a_copy_707_3():
    """707.3: copying a Clone that is a copy of Hill Giant, Clever Impersonator becomes a Hill Giant (the copiable
    values of the Clone are the Hill Giant's)."""
    s, h = _board("Clever Impersonator", ("Island", 4))
    s.battlefield(0, "Hill Giant")
    clone = s.hand(0, "Clone")
    g = s.start("main1")
    _enter(g, clone, g.find("Hill Giant"))
    _enter(g, h, clone)
    assert g.obj(h).name == "Hill Giant" and (g.obj(h).power, g.obj(h).toughness) == (3, 3)


@ruling("Phyrexian Metamorph", "2011-06-01", "if phyrexian metamorph copies a noncreature")
def test_phyrexian_metamorph_2011_06_01_if_phyrexian_metamorph_copies_a_noncreature_707_2():
    """707.2: copying Mind Stone, Phyrexian Metamorph is an artifact named Mind Stone and not a creature."""
    s, h = _board("Phyrexian Metamorph")
    stone = s.battlefield(0, "Mind Stone")
    g = s.start("main1")
    _enter(g, h, stone)
    o = g.obj(h)
    assert o.name == "Mind Stone" and o.types == {"Artifact"}, o


@ruling("Phyrexian Metamorph", "2011-06-01", "if youre at 1 life or")
@ruling("Phyrexian Metamorph", "2011-06-01", "as you cast a spell or")
@pytest.mark.parametrize("life, castable", [(1, False), (3, True)])
def test_phyrexian_metamorph_2011_06_01_phyrexian_mana_paid_with_2_life_119_4_107_4f(life, castable):
    """107.4f, 119.4, 601.2b: with no blue source, {U/P} can only be paid with 2 life: at 1 life Phyrexian
    Metamorph can't be cast; at 3 life it is, and its caster ends at 1."""
    s = Scenario.full()
    s.player(0, life=life)
    h = s.hand(0, "Phyrexian Metamorph")
    s.lands(0, "Wastes", 3)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    can = any(o[0] == "cast" and o[1] == g.find(h) for o in g.decision.options)
    assert can == castable
    if castable:
        _enter(g, h, g.find("Hill Giant"))
        g.expect_life(0, 1)
        assert g.obj(h).name == "Hill Giant"


def _gigantoplasm_as_giant(*extra):
    s, h = _board("Gigantoplasm", ("Wastes", 8), *extra)
    giant = s.battlefield(0, "Hill Giant")
    return s, h, giant


def _activate_x(g, h, x):
    g.activate(h, x=x)
    settle(g)
    resolve_all(g)


@ruling("Gigantoplasm", "2015-11-04", "however the effect of that ability")
def test_gigantoplasm_2015_11_04_however_the_effect_of_that_ability_707_2():
    """707.2: Gigantoplasm as a Hill Giant made 5/5 by its ability; a Clone copying it is a 3/3 Hill Giant (the
    ability's effect isn't a copiable value)."""
    s, h, giant = _gigantoplasm_as_giant(("Island", 2))
    clone = s.hand(0, "Clone")
    g = s.start("main1")
    _enter(g, h, giant)
    _activate_x(g, h, 5)
    g.expect_pt(h, 5, 5)
    _enter(g, clone, h)
    g.expect_pt(clone, 3, 3)
    assert g.obj(clone).name == "Hill Giant"


@ruling("Gigantoplasm", "2015-11-04", "effects that modify gigantoplasms power and")
def test_gigantoplasm_2015_11_04_effects_that_modify_gigantoplasms_power_and_613_4c():
    """613.4b-c: Giant Growth's +3/+3 from before the ability resolved still applies on top of the new base 4/4:
    7/7."""
    s, h, giant = _gigantoplasm_as_giant(("Forest", 1))
    s.hand(0, "Giant Growth")
    g = s.start("main1")
    _enter(g, h, giant)
    g.cast("Giant Growth", target=h)
    g.pass_until_resolved()
    g.expect_pt(h, 6, 6)
    _activate_x(g, h, 4)
    g.expect_pt(h, 7, 7)


@ruling("Gigantoplasm", "2015-11-04", "the activated ability overwrites all previous")
def test_gigantoplasm_2015_11_04_the_activated_ability_overwrites_all_previous_613_4b_613_7():
    """613.4b, 613.7: later base-setting effects win: X=5 then X=2 leaves a 2/2 (the ability also overwrote the
    copied 3/3)."""
    s, h, giant = _gigantoplasm_as_giant()
    g = s.start("main1")
    _enter(g, h, giant)
    _activate_x(g, h, 5)
    g.expect_pt(h, 5, 5)
    _activate_x(g, h, 2)
    g.expect_pt(h, 2, 2)


@ruling("Evil Twin", "2017-03-14", "unless a token is a copy")
def test_evil_twin_2017_03_14_unless_a_token_is_a_copy_111_4():
    """111.4: a token not named by its effect is named for its creature types: Raise the Alarm's tokens are named
    "Soldier", and Evil Twin copying one is named Soldier too."""
    s, h = _board("Evil Twin", ("Plains", 2))
    s.hand(0, "Raise the Alarm")
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    token = g.find("Soldier")
    assert g.obj(token).name == "Soldier"
    _enter(g, h, token)
    assert g.obj(h).name == "Soldier"
