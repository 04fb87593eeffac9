"""Official rulings of "exile ... until this leaves the battlefield" cards and of untap-restriction cards among the
target cards A-H (issue #32, sixth pass): Banishing Light, Conclave Tribunal, Angel of Sanctions, Constricting
Sliver, Adverse Conditions, Hands of Binding, Beck, Appeal, Crab Umbra."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _exiler_board(card: str, target: str = "Grizzly Bears", token: bool = False, lands: int = 6):
    s = Scenario.full()
    h = s.hand(0, card)
    victim = s.battlefield(1, target, token=token) if token else s.battlefield(1, target)
    s.lands(0, "Plains", lands)
    s.hand(0, "Naturalize" if "Creature" not in _types(card) else "Murder")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    return s, g, h, victim


def _types(card: str) -> str:
    return {"Banishing Light": "Enchantment", "Conclave Tribunal": "Enchantment"}.get(card, "Creature")


def _cast_exiler(g, h, victim):
    g.cast(h)
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(victim)))
    settle(g)
    g.pass_until_resolved()
    settle(g)


RETURNS_AT_ONCE = [
    pytest.param("Banishing Light", marks=ruling("Banishing Light", "2014-04-26", "the exiled card returns to the")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "the exiled card returns to the")),
    pytest.param("Constricting Sliver", marks=ruling("Constricting Sliver", "2014-07-18", "the exiled card returns to the")),
]


@pytest.mark.parametrize("card", RETURNS_AT_ONCE)
def test_exiled_card_returns_when_the_exiler_leaves_610_3c(card):
    """610.3c: when the exiling permanent leaves the battlefield (destroyed), the exiled Grizzly Bears returns to
    the battlefield at once (no ability on the stack in between), under its owner's control as a new object."""
    s, g, h, victim = _exiler_board(card)
    _cast_exiler(g, h, victim)
    g.expect_zone(victim, "exile")
    killer = "Naturalize" if _types(card) == "Enchantment" else "Murder"
    g.cast(killer, target=h)
    g.pass_until_resolved()
    g.expect_zone(h, "graveyard")
    g.expect_zone(victim, "battlefield")
    assert g.obj(victim).controller == 1
    assert not g.stack


LEAVES_FIRST = [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "if conclave tribunal leaves the battlefield")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "if angel of sanctions leaves the battlefield")),
    pytest.param("Constricting Sliver", marks=ruling("Constricting Sliver", "2014-07-18", "if a sliver leaves the battlefield")),
]


@pytest.mark.parametrize("card", LEAVES_FIRST)
def test_exiler_leaves_before_its_trigger_resolves_610_3c(card):
    """610.3c: the exiler is destroyed in response to its enters trigger: the duration already ended, so the
    target isn't exiled at all."""
    s = Scenario.full()
    h = s.hand(0, card)
    victim = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 6)
    kill = "Naturalize" if _types(card) == "Enchantment" else "Murder"
    s.hand(1, kill)
    s.lands(1, "Forest" if kill == "Naturalize" else "Swamp", 3)
    g = s.start("main1")
    g.cast(h)
    settle(g)
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(victim)))
    settle(g)
    assert g.stack, "the enters trigger is on the stack"
    g.pass_priority()
    g.cast(kill, target=h)
    resolve_all(g)
    g.expect_zone(h, "graveyard")
    g.expect_zone(victim, "battlefield")


TOKEN_CEASES = [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "if a token is exiled this")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "if a token is exiled this")),
    pytest.param("Constricting Sliver", marks=ruling("Constricting Sliver", "2014-07-18", "if a creature token is exiled")),
]


@pytest.mark.parametrize("card", TOKEN_CEASES)
def test_exiled_token_ceases_to_exist_111_7_704_5d(card):
    """111.7, 704.5d: a Soldier token exiled this way ceases to exist and doesn't return when the exiler leaves."""
    s = Scenario.full()
    h = s.hand(0, card)
    s.hand(1, "Raise the Alarm")
    s.lands(1, "Plains", 2)
    s.lands(0, "Plains", 6)
    kill = "Naturalize" if _types(card) == "Enchantment" else "Murder"
    s.hand(0, kill)
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 2)
    g = s.start("main1", active=1)
    g.cast("Raise the Alarm")
    resolve_all(g)
    g.pass_until("main1", turn=2)
    tok = [o for o in g.state.battlefield if g.state.objects[o].controller == 1 and g.state.objects[o].token is not None][0]
    g.cast(h)
    settle(g)
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", tok))
    settle(g)
    g.pass_until_resolved()
    settle(g)
    assert tok not in g.state.objects or g.state.objects[tok].zone != "battlefield"
    assert _their_creatures(g) == 1
    g.cast(kill, target=h)
    resolve_all(g)
    assert _their_creatures(g) == 1
    assert not g.zone(1, "exile")


def _their_creatures(g) -> int:
    return sum(1 for o in g.state.battlefield if g.state.objects[o].controller == 1 and "Creature" in g.obj(o).types)


AURAS_COUNTERS = [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "auras attached to the exiled permanent")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "auras attached to the exiled permanent")),
    pytest.param("Constricting Sliver", marks=ruling("Constricting Sliver", "2014-07-18", "auras attached to the exiled creature")),
]


@pytest.mark.parametrize("card", AURAS_COUNTERS)
def test_exiled_permanents_aura_counters_equipment_704_5m_400_7(card):
    """704.5m, 704.5n, 400.7: the exiled Grizzly Bears's Holy Strength goes to the graveyard, its Bonesplitter stays
    unattached, its +1/+1 counter is gone; it comes back a new object with no counter."""
    s = Scenario.full()
    h = s.hand(0, card)
    victim = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    aura = s.battlefield(1, "Holy Strength", attached_to=victim)
    eq = s.battlefield(1, "Bonesplitter", attached_to=victim)
    s.lands(0, "Plains", 6)
    kill = "Naturalize" if _types(card) == "Enchantment" else "Murder"
    s.hand(0, kill)
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    _cast_exiler(g, h, victim)
    g.expect_zone(victim, "exile")
    g.expect_zone(aura, "graveyard")
    g.expect_zone(eq, "battlefield")
    assert g.obj(eq).attached_to is None
    g.cast(kill, target=h)
    resolve_all(g)
    g.expect_zone(victim, "battlefield")
    assert not g.obj(victim).counters.get("+1/+1")
    g.expect_pt(victim, 2, 2)


@ruling("Constricting Sliver", "2014-07-18", "when constricting sliver enters the battlefield")
def test_constricting_sliver_2014_07_18_own_enters_triggers_603_6a():
    """603.6a: Constricting Sliver gives itself the ability, so its own entering triggers it: it exiles the Bears."""
    s, g, h, victim = _exiler_board("Constricting Sliver")
    _cast_exiler(g, h, victim)
    g.expect_zone(victim, "exile")


@ruling("Constricting Sliver", "2014-07-18", "if a sliver you control leaves")
def test_constricting_sliver_2014_07_18_only_that_slivers_card_returns_610_3c():
    """610.3c: each Sliver's exile lasts until that Sliver leaves: Murder on the second Sliver (a Metallic
    Sliver) returns only the Hill Giant it exiled; the Bears exiled by Constricting Sliver stays exiled."""
    s = Scenario.full()
    cs = s.hand(0, "Constricting Sliver")
    ms = s.hand(0, "Metallic Sliver")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Murder")
    s.lands(0, "Plains", 6)
    s.lands(0, "Swamp", 4)
    g = s.start("main1")
    _cast_exiler(g, cs, bears)
    _cast_exiler(g, ms, giant)
    g.expect_zone(bears, "exile")
    g.expect_zone(giant, "exile")
    g.cast("Murder", target=ms)
    resolve_all(g)
    g.expect_zone(giant, "battlefield")
    g.expect_zone(bears, "exile")


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Constricting Sliver", "2014-07-18", "the exiled card will return to the battlefield under")),
    pytest.param("b", marks=ruling("Constricting Sliver", "2014-07-18", "the exiled card will return even if")),
])
def test_constricting_sliver_returns_under_owner_even_without_the_ability_610_3c(words):
    """610.3c: Metallic Sliver exiled my opponent's Bears while Constricting Sliver gave it the ability; with
    Constricting Sliver gone (Murder), the Metallic Sliver no longer has it, yet when it leaves (second Murder)
    the Bears returns, under its owner's control."""
    s = Scenario.full()
    cs = s.hand(0, "Constricting Sliver")
    ms = s.hand(0, "Metallic Sliver")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Murder", "Murder")
    s.lands(0, "Plains", 7)
    s.lands(0, "Swamp", 6)
    g = s.start("main1")
    g.cast(cs)
    resolve_all(g)
    _cast_exiler(g, ms, bears)
    g.expect_zone(bears, "exile")
    g.cast("Murder", target=cs)
    resolve_all(g)
    g.cast("Murder", target=ms)
    resolve_all(g)
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).controller == 1


@ruling("Constricting Sliver", "2014-07-18", "the sliver that enters the battlefield")
def test_constricting_sliver_2014_07_18_source_is_the_entering_sliver_702_16b():
    """702.16b: the granted ability's source is the Sliver that entered: a blue Sliver (Metallic Sliver is
    colorless; here Constricting Sliver is white) — the ability of a white Sliver can't target a creature with
    protection from white (Silver Knight), while the colorless Metallic Sliver's can."""
    s = Scenario.full()
    s.battlefield(0, "Constricting Sliver")
    ms = s.hand(0, "Metallic Sliver")
    knight = s.battlefield(1, "Silver Knight")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast(ms)
    g.pass_until_resolved()
    assert g.decision.kind == "target"
    assert ("target", g.find(knight)) in g.decision.options


CONTROL_CHANGE = [
    pytest.param("Adverse Conditions", marks=ruling("Adverse Conditions", "2015-08-25", "adverse conditions tracks the creatures but")),
    pytest.param("Hands of Binding", marks=ruling("Hands of Binding", "2013-01-24", "if a different player gains control")),
]


@pytest.mark.parametrize("card", CONTROL_CHANGE)
def test_untap_restriction_follows_the_creature_to_its_new_controller_502_3(card):
    """502.3, 611.2: the spell taps the opponent's Grizzly Bears; I then take it with Control Magic: it doesn't
    untap during my next untap step (the first untap step of whoever controls it)."""
    s = Scenario.full()
    s.hand(0, card)
    s.hand(0, "Control Magic")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 8)
    g = s.start("main1")
    g.cast(card, target=bears) if card == "Hands of Binding" else g.cast(card, targets=[bears])
    settle(g)
    resolve_all(g)
    assert g.obj(bears).tapped
    g.cast("Control Magic", target=bears)
    resolve_all(g)
    assert g.obj(bears).controller == 0
    g.pass_until("upkeep", turn=3)
    assert g.obj(bears).tapped


@ruling("Hands of Binding", "2013-04-15", "this spell can target tapped creatures")
def test_hands_of_binding_2013_04_15_can_target_tapped_creatures_502_3():
    """502.3: a tapped Grizzly Bears can be targeted; it stays tapped through its controller's next untap step."""
    s = Scenario.full()
    s.hand(0, "Hands of Binding")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Hands of Binding", target=bears)
    settle(g)
    resolve_all(g)
    g.pass_until("upkeep", turn=2)
    assert g.obj(bears).tapped


@ruling("Beck", "2013-04-15", "beck triggers when any creature enters")
def test_beck_2013_04_15_any_creature_enters_603_2():
    """603.2: after Beck, my opponent's Raise the Alarm (cast that turn) makes two Soldiers enter under their
    control: I may draw a card for each."""
    s = Scenario.full()
    s.hand(0, "Beck // Call")
    s.hand(1, "Raise the Alarm")
    s.lands(0, "Forest", 1)
    s.lands(0, "Island", 1)
    s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.cast("Beck // Call", variant="face0")
    settle(g)
    resolve_all(g)
    hand = len(g.zone(0, "hand"))
    g.pass_priority()
    g.cast("Raise the Alarm")
    resolve_all(g)
    assert len(g.zone(0, "hand")) == hand + 2


OWNER_LEAVES = [
    pytest.param("Banishing Light", marks=ruling("Banishing Light", "2014-04-26", "in a multiplayer game if banishing")),
    pytest.param("Angel of Sanctions", marks=ruling("Angel of Sanctions", "2017-04-18", "in a multiplayer game if angel")),
    pytest.param("Constricting Sliver", marks=ruling("Constricting Sliver", "2014-07-18", "in a multiplayer game if the")),
]


@pytest.mark.parametrize("card", OWNER_LEAVES)
def test_exiler_owner_leaves_the_game_card_returns_800_4a_610_3c(card):
    """800.4a, 610.3c: in a three-player game the exiler's owner concedes; the exiler leaves with them and the
    exiled Grizzly Bears returns to the battlefield under its owner's control."""
    s = Scenario.full(players=3)
    h = s.hand(0, card)
    victim = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    _cast_exiler(g, h, victim)
    g.expect_zone(victim, "exile")
    g.game.concede(0)
    g.expect_zone(victim, "battlefield")
    assert g.obj(victim).controller == 1
