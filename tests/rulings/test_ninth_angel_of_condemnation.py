"""Official rulings of Angel of Condemnation (issue #32, ninth pass): exiling and returning a creature (400.7,
111.8, 603.7), the "until this leaves the battlefield" exile (610.3), activating while attacking
(506.4), and countering its delayed return trigger (603.7b) — that last ruling is also Repudiate's and Sublime
Epiphany's."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_ninth_lithoform_engine import _resolve


def _act(g, which, target):
    """Activate the Angel's first (0) or exert (1) ability."""
    angel = g.find("Angel of Condemnation")
    idx = sorted({o[2] for o in g.decision.options if o[0] == "activate" and o[1] == angel})
    g.activate("Angel of Condemnation", index=idx[which], target=target)


def _angel(theirs="Grizzly Bears", **kw):
    """My Angel of Condemnation (not summoning sick) with five Plains and a Mountain, a Lightning Bolt in
    hand; the opponent's creature."""
    s = Scenario.full()
    s.battlefield(0, "Angel of Condemnation")
    s.lands(0, "Plains", 5)
    s.lands(0, "Mountain", 1)
    s.hand(0, "Lightning Bolt")
    target = s.battlefield(1, theirs, **kw)
    return s, target


@ruling("Angel of Condemnation", "2017-07-14", "auras attached to the exiled creature")
def test_angel_of_condemnation_2017_07_14_auras_go_to_the_graveyard_counters_cease_400_7_704_5m():
    """400.7, 704.5m, 704.5n: the opponent's Grizzly Bears with a +1/+1 counter, enchanted with Holy Strength
    and equipped with Bonesplitter, is exiled — the Aura goes to the graveyard, the Equipment stays
    unattached; the Bears return at the end step as a new 2/2 with no counter."""
    s, bears = _angel(counters={"+1/+1": 1})
    s.battlefield(1, "Holy Strength", attached_to=bears)
    s.battlefield(1, "Bonesplitter", attached_to=bears)
    g = s.start("main1")
    _act(g, 0, bears)
    _resolve(g)
    g.expect_zone(bears, "exile")
    g.expect_zone("Holy Strength", "graveyard")
    g.expect_zone("Bonesplitter", "battlefield")
    assert g.obj("Bonesplitter").attached_to is None
    g.pass_until("cleanup")
    g.expect_pt("Grizzly Bears", 2, 2)
    assert not g.obj("Grizzly Bears").counters.get("+1/+1")


@ruling("Angel of Condemnation", "2017-07-14", "if a creature token is exiled")
def test_angel_of_condemnation_2017_07_14_an_exiled_token_ceases_to_exist_111_8():
    """111.8: a token Grizzly Bears exiled this way ceases to exist; nothing returns at the end step."""
    s, _ = _angel(token=True)
    g = s.start("main1")
    _act(g, 0, "Grizzly Bears")
    _resolve(g)
    g.pass_until("cleanup")
    assert "Grizzly Bears" not in g.zone(1, "battlefield"), g.board()


@ruling("Angel of Condemnation", "2017-07-14",
        "if angel of condemnation leaves the battlefield before its first")
def test_angel_of_condemnation_2017_07_14_leaving_before_the_first_ability_resolves_603_7_113_7a():
    """113.7a, 603.7: I Bolt my own Angel in response to its first ability — the Bears are still exiled and
    still return at the beginning of the end step."""
    s, bears = _angel()
    g = s.start("main1")
    _act(g, 0, bears)
    g.cast("Lightning Bolt", target="Angel of Condemnation")
    _resolve(g)
    g.expect_zone("Angel of Condemnation", "graveyard")
    g.expect_zone(bears, "exile")
    g.pass_until("cleanup")
    assert "Grizzly Bears" in g.zone(1, "battlefield"), g.board()


@ruling("Angel of Condemnation", "2017-07-14",
        "if angel of condemnation leaves the battlefield before its last")
def test_angel_of_condemnation_2017_07_14_leaving_before_the_last_ability_resolves_610_3a():
    """610.3a: the Angel is Bolted in response to its exert ability — the Bears are never exiled."""
    s, bears = _angel()
    g = s.start("main1")
    _act(g, 1, bears)
    g.cast("Lightning Bolt", target="Angel of Condemnation")
    _resolve(g)
    g.expect_zone("Angel of Condemnation", "graveyard")
    g.expect_zone(bears, "battlefield")


@ruling("Angel of Condemnation", "2017-07-14", "the card exiled with angel of")
def test_angel_of_condemnation_2017_07_14_the_exiled_card_returns_when_the_angel_leaves_610_3_610_3c():
    """610.3, 610.3c: the Bears exiled by the exert ability come back under their owner's control as soon as
    the Angel dies to a Bolt."""
    s, bears = _angel()
    g = s.start("main1")
    _act(g, 1, bears)
    _resolve(g)
    g.expect_zone(bears, "exile")
    g.cast("Lightning Bolt", target="Angel of Condemnation")
    _resolve(g)
    g.expect_zone("Angel of Condemnation", "graveyard")
    assert "Grizzly Bears" in g.zone(1, "battlefield"), g.board()


@ruling("Angel of Condemnation", "2017-07-14", "tapping angel of condemnation to activate")
def test_angel_of_condemnation_2017_07_14_tapping_while_attacking_doesnt_remove_it_from_combat_506_4():
    """506.4: the attacking Angel taps to exile the Bears after attackers are declared — it is still attacking
    and deals its 3 damage."""
    s, bears = _angel()
    g = s.start("main1")
    g.attack("Angel of Condemnation")
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    _act(g, 0, bears)
    _resolve(g)
    assert g.obj("Angel of Condemnation").tapped
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 17)


COUNTER_DELAYED = [
    pytest.param("Repudiate // Replicate",
                 marks=ruling("Repudiate", "2019-01-25", "if you counter a delayed triggered")),
    pytest.param("Sublime Epiphany",
                 marks=ruling("Sublime Epiphany", "2020-06-23", "if you counter a delayed triggered")),
]


@pytest.mark.parametrize("counter", COUNTER_DELAYED)
def test_countering_a_next_end_step_delayed_trigger_it_wont_trigger_again_603_7b(counter):
    """603.7b: Angel of Condemnation's return trigger ("at the beginning of the next end step") is countered —
    the Bears stay in exile, and nothing returns them at the following turn's end step either."""
    s, bears = _angel()
    s.hand(0, counter)
    s.lands(0, "Island", 6)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    _act(g, 0, bears)
    _resolve(g)
    g.pass_until("end")
    trig = [i for i in g.state.stack if g.state.objects[i].kind == "ability"]
    assert trig, g.board()
    if counter == "Sublime Epiphany":
        g.cast(counter, modes=[2], targets=[trig[0]])
    else:
        g.cast(counter, target=trig[0])
    _resolve(g)
    g.expect_zone(bears, "exile")
    g.pass_until("end", turn=2)
    g.pass_until("cleanup", turn=2)
    g.expect_zone(bears, "exile")


def _exert_board():
    """My Angel of Condemnation and Kiora's Follower, six Plains; the opponent's Grizzly Bears and Hill Giant.
    """
    s = Scenario.full()
    s.battlefield(0, "Angel of Condemnation")
    s.battlefield(0, "Kiora's Follower")
    s.lands(0, "Plains", 6)
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    return s.start("main1")


@ruling("Angel of Condemnation", "2017-07-14", "some cards in the hour of")
def test_angel_of_condemnation_2017_07_14_exerting_twice_keeps_it_tapped_one_untap_step_701_43b():
    """701.43a-b: exerted once (Bears exiled), untapped by Kiora's Follower and exerted again (Hill Giant
    exiled) — it stays tapped through my next untap step only, and untaps in the one after."""
    g = _exert_board()
    _act(g, 1, "Grizzly Bears")
    _resolve(g)
    g.activate("Kiora's Follower", target="Angel of Condemnation")
    _resolve(g)
    _act(g, 1, "Hill Giant")
    _resolve(g)
    assert "Hill Giant" not in g.zone(1, "battlefield") and "Grizzly Bears" not in g.zone(1, "battlefield")
    g.pass_until("upkeep", turn=3)
    assert g.obj("Angel of Condemnation").tapped, g.board()
    g.pass_until("upkeep", turn=5)
    assert not g.obj("Angel of Condemnation").tapped, g.board()


@ruling("Angel of Condemnation", "2017-04-18", "if an exerted creature is already")
def test_angel_of_condemnation_2017_04_18_an_exerted_creature_already_untapped_701_43a():
    """701.43a: the exerted Angel is untapped by Kiora's Follower the same turn — in my next untap step it is
    simply untapped, and it can be tapped for its first ability that turn."""
    g = _exert_board()
    _act(g, 1, "Grizzly Bears")
    _resolve(g)
    g.activate("Kiora's Follower", target="Angel of Condemnation")
    _resolve(g)
    g.pass_until("main1", turn=3)
    assert not g.obj("Angel of Condemnation").tapped, g.board()
    _act(g, 0, "Hill Giant")
    _resolve(g)
    assert "Hill Giant" not in g.zone(1, "battlefield"), g.board()


@pytest.mark.xfail(strict=True, reason="finding: a creature I exerted while I controlled it (Act of "
                   "Treason) stays tapped in its owner's untap step once control returns; 701.43a skips only "
                   "the exerting player's next untap step")
@ruling("Angel of Condemnation", "2017-04-18", "if you gain control of another")
def test_angel_of_condemnation_2017_04_18_a_stolen_exerted_creature_untaps_in_its_owners_step_701_43a():
    """701.43a, 502.3: I Act of Treason the opponent's Angel and exert it — "your next untap step" is mine;
    back under the opponent's control, it untaps in their untap step."""
    s = Scenario.full()
    s.battlefield(1, "Angel of Condemnation")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Act of Treason", target="Angel of Condemnation")
    _resolve(g)
    assert g.obj("Angel of Condemnation").controller == 0
    _act(g, 1, "Grizzly Bears")
    _resolve(g)
    assert g.obj("Angel of Condemnation").tapped
    g.pass_until("upkeep", turn=2)
    assert g.obj("Angel of Condemnation").controller == 1
    assert not g.obj("Angel of Condemnation").tapped, g.board()
