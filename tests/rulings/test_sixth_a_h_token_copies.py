"""Official rulings of token-copy cards among the target cards A-H (issue #32, sixth pass): Fated Infatuation,
Felhide Spiritbinder (inspired), Echo Storm, Druid's Deliverance (populate, 701.36) — 707.2 copiable values,
111.1 tokens, 603.6a enters abilities."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _tokens(g, name=None, pid=0):
    return [o for o in g.state.battlefield if g.state.objects[o].kind == "token" and g.obj(o).controller == pid
            and (name is None or g.obj(o).name == name)]


def _copy_with(card: str, s, target, *, spirit_untapped=False):
    """Make a token copy of ``target`` with ``card``; returns the game, resolved."""
    if card == "Fated Infatuation":
        s.hand(0, card)
        s.lands(0, "Island", 3)
        g = s.start("main1")
        g.cast(card, target=target)
        settle(g)
        resolve_all(g)
        return g
    if card == "Echo Storm":
        s.hand(0, card)
        s.lands(0, "Island", 5)
        g = s.start("main1")
        g.cast(card, target=target)
        settle(g)
        resolve_all(g)
        return g
    # Felhide Spiritbinder: tapped, untapped by Blessed Alliance's second mode; pay {1}{R}
    fel = s.battlefield(0, "Felhide Spiritbinder", tapped=True)
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Blessed Alliance", modes=[2], targets=[fel])
    g.pass_priority(2)
    if g.decision.kind == "target":
        g.answer(g._target_option(target))
    g.pass_priority(2)
    if g.decision.kind == "yes_no":
        g.choose("yes")
    settle(g)
    resolve_all(g)
    return g


PRINTED = [
    pytest.param("Fated Infatuation", marks=ruling("Fated Infatuation", "2014-02-01", "the token copies exactly what was")),
    pytest.param("Felhide Spiritbinder", marks=ruling("Felhide Spiritbinder", "2014-02-01", "the token copies exactly what was")),
]


@pytest.mark.parametrize("card", PRINTED)
def test_token_copy_takes_printed_values_only_707_2(card):
    """707.2: the copied Hill Giant is tapped, has two +1/+1 counters and Holy Strength: the token is a 3/3 Hill
    Giant with none of that (and, for Felhide's, an enchantment too)."""
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant", tapped=True, counters={"+1/+1": 2})
    s.battlefield(0, "Holy Strength", attached_to=giant)
    g = _copy_with(card, s, giant)
    (tok,) = _tokens(g, "Hill Giant")
    o = g.obj(tok)
    assert (o.power, o.toughness) == (3, 3) and not o.counters and o.attached_to is None
    assert not o.tapped
    assert ("Enchantment" in o.types) == (card == "Felhide Spiritbinder")


TOKEN_OF_TOKEN = [
    pytest.param("Fated Infatuation", marks=ruling("Fated Infatuation", "2014-02-01", "if the copied creature is a")),
    pytest.param("Felhide Spiritbinder", marks=ruling("Felhide Spiritbinder", "2014-02-01", "if the copied creature is a")),
]


@pytest.mark.parametrize("card", TOKEN_OF_TOKEN)
def test_token_copy_of_a_token_copies_it_as_created_707_2(card):
    """707.2: a Soldier token from Raise the Alarm, given a +1/+1 counter, is copied: the new token is a 1/1
    Soldier (the token's values as created, not its counter)."""
    s = Scenario.full()
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 4)
    if card == "Fated Infatuation":
        s.hand(0, card)
        s.lands(0, "Island", 3)
    else:
        fel = s.battlefield(0, "Felhide Spiritbinder", tapped=True)
        s.hand(0, "Blessed Alliance")
        s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    sol = _tokens(g, "Soldier")[0]
    g.state.objects[sol].counters = {"+1/+1": 1}
    if card == "Fated Infatuation":
        g.cast(card, target=sol)
    else:
        g.cast("Blessed Alliance", modes=[2], targets=[fel])
        g.pass_priority(2)
        g.answer(("target", sol))
        g.pass_priority(2)
        g.choose("yes")
    settle(g)
    resolve_all(g)
    soldiers = _tokens(g, "Soldier")
    assert len(soldiers) == 3
    new = [o for o in soldiers if not g.obj(o).counters]
    assert len(new) == 2 and all((g.obj(o).power, g.obj(o).toughness) == (1, 1) for o in new)


ETB = [
    pytest.param("Fated Infatuation", marks=ruling("Fated Infatuation", "2014-02-01", "any enters the battlefield abilities of")),
    pytest.param("Felhide Spiritbinder", marks=ruling("Felhide Spiritbinder", "2014-02-01", "any enters the battlefield abilities of")),
]


@pytest.mark.parametrize("card", ETB)
def test_token_copy_enters_abilities_trigger_603_6a(card):
    """603.6a: a token copy of Elvish Visionary draws a card as it enters."""
    s = Scenario.full()
    elf = s.battlefield(0, "Elvish Visionary")
    g = _copy_with(card, s, elf)
    assert len(_tokens(g, "Elvish Visionary")) == 1
    assert len(g.zone(0, "hand")) == 1   # the spell cast from it is gone; the token's trigger drew one


@ruling("Fated Infatuation", "2013-09-15", "scry appears on some spells and")
def test_fated_infatuation_2013_09_15_target_illegal_no_scry_608_2b():
    """608.2b: the target creature leaves in response (the opponent kills it): no token and no scry."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Fated Infatuation")
    s.lands(0, "Island", 3)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Fated Infatuation", target=bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack
    assert not _tokens(g)


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Fated Infatuation", "2013-09-15", "when you scry you may put")),
    pytest.param("b", marks=ruling("Fated Infatuation", "2013-09-15", "you choose how to order cards")),
])
def test_fated_infatuation_scry_two_split_and_ordered_701_22a(words):
    """701.22a: on my turn, scry 2 over Murder (top) and Shock: Murder to the bottom, Shock kept on top; then, both
    to the bottom in the order I choose (Shock bottommost)."""
    for plan in (("bottom", "top"), ("bottom", "bottom")):
        s = Scenario.full(filler=None)
        bears = s.battlefield(0, "Grizzly Bears")
        s.hand(0, "Fated Infatuation")
        s.lands(0, "Island", 3)
        s.library(0, "Murder", "Shock", "Lightning Bolt")
        g = s.start("main1")
        g.cast("Fated Infatuation", target=bears)
        g.pass_until_resolved()
        for where in plan:
            assert g.decision.kind == "option", g.decision.kind
            g.answer((where,))
        if g.decision.kind == "order_cards":
            g.answer(next(o for o in g.decision.options if g.state.objects[o[1]].card == "Shock"))
        resolve_all(g)
        lib = g.zone(0, "library")   # bottom first
        if plan == ("bottom", "top"):
            assert lib == ["Murder", "Lightning Bolt", "Shock"]
        else:
            assert lib == ["Shock", "Murder", "Lightning Bolt"]


# ---------------------------------------------------------------- Felhide Spiritbinder's inspired trigger

@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Felhide Spiritbinder", "2014-02-01", "inspired abilities trigger no matter how")),
    pytest.param("b", marks=ruling("Felhide Spiritbinder", "2014-02-01", "if an inspired ability triggers during")),
])
def test_felhide_spiritbinder_inspired_in_the_untap_step_goes_on_the_stack_in_upkeep_502_3_503_1a(words):
    """502.4, 503.1a: untapped in my untap step, the Spiritbinder's inspired trigger goes on the stack in my upkeep
    (no player gets priority in the untap step); the token it makes has haste, so it can attack that turn."""
    s = Scenario.full()
    s.battlefield(0, "Felhide Spiritbinder", tapped=True)
    giant = s.battlefield(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    g = s.start("main1", active=1)
    g.pass_until("upkeep", turn=2)
    assert g.decision.kind == "target" or g.stack, (g.decision.kind, g.stack)
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    assert str(g.state.step) in ("upkeep", "Step.UPKEEP") or "upkeep" in str(g.state.step).lower()
    g.pass_priority(2)
    g.choose("yes")
    settle(g)
    resolve_all(g)
    (tok,) = _tokens(g, "Hill Giant")
    assert "Haste" in g.obj(tok).keywords
    g.pass_until("declare attackers", turn=2)
    assert any(o[0] == "attack" and o[1] == tok for o in g.decision.options)


@ruling("Felhide Spiritbinder", "2014-02-01", "inspired abilities dont trigger when the")
def test_felhide_spiritbinder_2014_02_01_no_trigger_on_entering_603_2():
    """603.2: entering the battlefield untapped isn't becoming untapped: no trigger."""
    s = Scenario.full()
    s.hand(0, "Felhide Spiritbinder")
    s.lands(0, "Mountain", 6)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.cast("Felhide Spiritbinder")
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack
    assert not _tokens(g)


@ruling("Felhide Spiritbinder", "2014-02-01", "if the inspired ability includes an")
def test_felhide_spiritbinder_2014_02_01_pay_even_if_it_left_603_5_608_2():
    """603.5: the optional {1}{R} is decided on resolution: the Spiritbinder was killed in response, yet I pay and
    get the token copy of the Hill Giant."""
    s = Scenario.full()
    fel = s.battlefield(0, "Felhide Spiritbinder", tapped=True)
    giant = s.battlefield(0, "Hill Giant")
    s.hand(0, "Blessed Alliance")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 2)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    g.cast("Blessed Alliance", modes=[2], targets=[fel])
    g.pass_priority(2)
    g.answer(("target", g.find(giant)))
    g.pass_priority()
    g.cast("Murder", target=fel)
    g.pass_priority(2)
    g.expect_zone(fel, "graveyard")
    g.pass_priority(2)
    g.choose("yes")
    settle(g)
    resolve_all(g)
    assert len(_tokens(g, "Hill Giant")) == 1


# ---------------------------------------------------------------- Druid's Deliverance (populate, 701.36)

def _populate_board(tapped=False, counters=None, two=False):
    s = Scenario.full()
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    if two:
        s.hand(0, "Adverse Conditions")
        s.lands(0, "Island", 4)
        s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    sol = _tokens(g, "Soldier")[0]
    if counters:
        g.state.objects[sol].counters = dict(counters)
    if tapped:
        g.state.objects[sol].tapped = True
    return g, sol


@ruling("Druid's Deliverance", "2013-04-15", "you can choose any creature token")
def test_druids_deliverance_2013_04_15_any_creature_token_701_36a():
    """701.36a: with Soldier tokens and an Eldrazi Scion token, populate offers each kind; choosing the Scion makes
    a second Scion."""
    g, sol = _populate_board(two=True)
    g.cast("Adverse Conditions", targets=[])
    settle(g)
    resolve_all(g)
    scion = [o for o in _tokens(g) if "Scion" in g.obj(o).subtypes][0]
    g.cast("Druid's Deliverance")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards"
    offered = {o[1] for o in d.options if len(o) > 1}
    assert scion in offered and sol in offered
    g.answer(next(o for o in d.options if len(o) > 1 and o[1] == scion))
    resolve_all(g)
    assert len([o for o in _tokens(g) if "Scion" in g.obj(o).subtypes]) == 2


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Druid's Deliverance", "2013-04-15", "the new creature token copies the")),
    pytest.param("b", marks=ruling("Druid's Deliverance", "2013-04-15", "the new token doesnt copy whether")),
])
def test_druids_deliverance_populate_copies_the_token_as_created_701_36a_707_2(words):
    """701.36a, 707.2: populating a tapped Soldier token with a +1/+1 counter: the new Soldier is an untapped 1/1
    with no counters."""
    g, sol = _populate_board(tapped=True, counters={"+1/+1": 1})
    before = set(_tokens(g, "Soldier"))
    g.cast("Druid's Deliverance")
    g.pass_until_resolved()
    if g.decision.kind == "choose_cards":
        g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == sol))
    resolve_all(g)
    (new,) = set(_tokens(g, "Soldier")) - before
    o = g.obj(new)
    assert (o.power, o.toughness) == (1, 1) and not o.counters and not o.tapped


@ruling("Druid's Deliverance", "2017-03-14", "combat damage dealt to creatures or")
def test_druids_deliverance_2017_03_14_creatures_still_take_combat_damage_615_1():
    """615.1: only combat damage to me is prevented: my Grizzly Bears blocking a Hill Giant still dies; the unblocked
    attacker deals me nothing."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    g1 = s.battlefield(1, "Hill Giant")
    g2 = s.battlefield(1, "Hill Giant")
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    g = s.start("main1", active=1)
    g.attack(g1, g2)
    g.block(g1, bears)
    g.pass_priority()
    g.cast("Druid's Deliverance")
    resolve_all(g)
    g.pass_until("end of combat")
    g.expect_zone(bears, "graveyard")
    assert g.life(0) == 20


def test_felhide_spiritbinder_token_gains_haste_and_is_exiled_at_the_end_step_707_9_603_7():
    """707.9, 603.7: "It gains haste. Exile it at the beginning of the next end step": "it" is the token, not the
    creature it copies: the token has haste, the Hill Giant doesn't; at the end step the token is exiled and the
    Hill Giant stays."""
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")
    g = _copy_with("Felhide Spiritbinder", s, giant)
    (tok,) = _tokens(g, "Hill Giant")
    assert "Haste" in g.obj(tok).keywords and "Haste" not in g.obj(giant).keywords
    g.pass_until("end")
    resolve_all(g)
    assert not _tokens(g, "Hill Giant")
    g.expect_zone(giant, "battlefield")
