"""Official rulings of energy, life-gain and attack-trigger cards among the target cards A-H (issue #32, sixth
pass): Aetherstorm Roc, Aethersphere Harvester, Demon of Dark Schemes, Ajani's Pridemate, Angel of Deliverance,
Ballista Charger."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _energy(g, p: int = 0) -> int:
    return g.state.players[p].counters.get("energy", 0)


# ---------------------------------------------------------------- energy payments (107.14)

ENERGY_CANT_OVERPAY = [
    pytest.param("Aetherstorm Roc", marks=ruling("Aetherstorm Roc", "2017-02-09", "you cant pay more energy counters")),
    pytest.param("Aethersphere Harvester",
                 marks=ruling("Aethersphere Harvester", "2017-02-09", "you cant pay more energy counters")),
    pytest.param("Demon of Dark Schemes",
                 marks=ruling("Demon of Dark Schemes", "2017-02-09", "you cant pay more energy counters")),
]


@pytest.mark.parametrize("card", ENERGY_CANT_OVERPAY)
def test_energy_cant_pay_more_than_you_have_107_14_602_2b(card):
    """107.14, 602.2b, 601.2h: a cost of {E} can't be paid with fewer energy counters than it asks for. Each card
    is checked with one energy short of its cost: its energy ability isn't offered (Harvester's {E} with none;
    Demon's {E}{E}{E}{E} with three; Roc's attack trigger pays {E}{E} with one: no choice to pay, no counter)."""
    s = Scenario.full()
    if card == "Aetherstorm Roc":
        roc = s.battlefield(0, card)
        s.player(0, counters={"energy": 1})
        g = s.start("main1")
        g.attack(roc)
        settle(g)
        resolve_all(g)
        assert _energy(g) == 1 and not g.obj(roc).counters.get("+1/+1")
        return
    need = {"Aethersphere Harvester": 1, "Demon of Dark Schemes": 4}[card]
    offered = []
    for have in (need - 1, need):
        s = Scenario.full()
        me = s.battlefield(0, card)
        s.player(0, counters={"energy": have})
        s.graveyard(1, "Grizzly Bears")
        s.lands(0, "Swamp", 3)
        g = s.start("main1")
        offered.append({o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(me)})
    energy_ability = offered[1] - offered[0]
    assert len(energy_ability) == 1, offered   # offered with enough energy only


@ruling("Aetherstorm Roc", "2017-02-09", "some triggered abilities state that you")
def test_aetherstorm_roc_2017_02_09_some_triggered_abilities_state_that_you_107_14_603_5():
    """107.14, 603.5: "you may pay {E}{E}" is paid once at most: with five energy the Roc pays two, gets one
    +1/+1 counter and keeps three energy."""
    s = Scenario.full()
    roc = s.battlefield(0, "Aetherstorm Roc")
    s.player(0, counters={"energy": 5})
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(roc)
    g.answer(("target", g.find(bears)))
    g.pass_until_resolved()
    g.choose("yes")
    resolve_all(g)
    assert _energy(g) == 3
    assert g.obj(roc).counters.get("+1/+1") == 1
    assert g.obj(bears).tapped


@pytest.mark.parametrize("words", [
    pytest.param("x", marks=ruling("Aetherstorm Roc", "2017-02-09", "if a triggered ability with one")),
    pytest.param("y", marks=ruling("Aetherstorm Roc", "2016-09-20", "you dont have to target a")),
])
def test_aetherstorm_roc_target_illegal_no_energy_paid_608_2b(words):
    """608.2b: Roc's attack trigger targeted a creature that left (Unsummon) doesn't resolve: no chance to pay
    {E}{E}, the energy stays, no +1/+1 counter."""
    s = Scenario.full()
    roc = s.battlefield(0, "Aetherstorm Roc")
    s.player(0, counters={"energy": 2})
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.attack(roc)
    g.answer(("target", g.find(bears)))
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack
    assert _energy(g) == 2 and not g.obj(roc).counters.get("+1/+1")
    g.expect_zone(bears, "hand")


@ruling("Aetherstorm Roc", "2016-09-20", "you dont have to target a")
def test_aetherstorm_roc_2016_09_20_you_dont_have_to_target_a_no_target_603_3d():
    """603.3d, 115.10: "up to one target": the Roc's trigger can be put on the stack with no target, and paying
    {E}{E} still puts the +1/+1 counter on the Roc."""
    s = Scenario.full()
    roc = s.battlefield(0, "Aetherstorm Roc")
    s.player(0, counters={"energy": 2})
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(roc)
    g.answer(("done",))
    g.pass_until_resolved()
    g.choose("yes")
    resolve_all(g)
    assert _energy(g) == 0 and g.obj(roc).counters.get("+1/+1") == 1


@ruling("Aetherstorm Roc", "2016-09-20", "aetherstorm rocs second triggered ability resolves")
def test_aetherstorm_roc_2016_09_20_second_trigger_resolves_before_blockers_508_2b_509_1a():
    """508.2b, 509.1a: the attack trigger resolves in the declare attackers step; the creature it tapped can't be
    declared as a blocker."""
    s = Scenario.full()
    roc = s.battlefield(0, "Aetherstorm Roc")
    s.player(0, counters={"energy": 2})
    drake = s.battlefield(1, "Wind Drake")
    g = s.start("main1")
    g.attack(roc)
    g.answer(("target", g.find(drake)))
    g.pass_until_resolved()
    g.choose("yes")
    resolve_all(g)
    assert g.obj(drake).tapped
    g.pass_until("declare blockers")
    d = g.decision
    assert d.kind != "blockers" or not any(o[0] == "block" and o[1] == g.find(drake) for o in d.options)
    g.pass_until("end of combat")
    assert g.life(1) == 16   # the 4/4 Roc was unblocked


@ruling("Aetherstorm Roc", "2016-09-20", "a creature entering the battlefield at")
def test_aetherstorm_roc_2016_09_20_a_creature_entering_at_the_same_time_603_6a_603_10a():
    """603.6a, 603.10a: Rally the Ancestors (X=4) returns the Roc and Grizzly Bears at once; the Roc sees both
    enter (itself and the other creature): two energy."""
    s = Scenario.full()
    s.graveyard(0, "Aetherstorm Roc", "Grizzly Bears")
    s.hand(0, "Rally the Ancestors")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Rally the Ancestors", x=4)
    resolve_all(g)
    g.expect_zone("Aetherstorm Roc", "battlefield")
    g.expect_zone("Grizzly Bears", "battlefield")
    assert _energy(g) == 2


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Ajani's Pridemate", "2018-07-13", "the ability of ajanis pridemate triggers")),
    pytest.param("b", marks=ruling("Ajani's Pridemate", "2019-05-03", "the ability of ajanis pridemate triggers")),
])
def test_ajanis_pridemate_one_trigger_per_life_gain_event_119_9(words):
    """119.9, 603.2: gaining 3 life from Revitalize is one life-gaining event: the Pridemate gets one +1/+1
    counter."""
    s = Scenario.full()
    mate = s.battlefield(0, "Ajani's Pridemate")
    s.hand(0, "Revitalize")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Revitalize")
    resolve_all(g)
    assert g.life(0) == 23
    assert g.obj(mate).counters.get("+1/+1") == 1


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Ajani's Pridemate", "2018-07-13", "if you gain an amount of")),
    pytest.param("b", marks=ruling("Ajani's Pridemate", "2019-05-03", "if you gain an amount of")),
])
def test_ajanis_pridemate_life_for_each_is_one_event_119_9(words):
    """119.9: Gray Merchant's "you gain life equal to the life lost" with devotion 4 (two Merchants) is one event:
    one +1/+1 counter on the Pridemate."""
    s = Scenario.full()
    mate = s.battlefield(0, "Ajani's Pridemate")
    s.battlefield(0, "Gray Merchant of Asphodel")
    s.hand(0, "Gray Merchant of Asphodel")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Gray Merchant of Asphodel")
    resolve_all(g)
    assert g.life(0) == 24 and g.life(1) == 16
    assert g.obj(mate).counters.get("+1/+1") == 1


# ---------------------------------------------------------------- Angel of Deliverance (delirium, 603.4)

def _angel_board(graveyard, blockers, others=("Hill Giant", "Hill Giant"), mine=()):
    s = Scenario.full()
    angel = s.battlefield(0, "Angel of Deliverance")
    if graveyard:
        s.graveyard(0, *graveyard)
    bl = [s.battlefield(1, b) for b in blockers]
    ot = [s.battlefield(1, o) for o in others]
    my = [s.battlefield(0, m) for m in mine]
    g = s.start("main1")
    return g, angel, bl, ot, my


def _assign(g, text: str) -> None:
    g.answer(next(o for o in g.decision.options if g.game.describe(o) == text))


FOUR_TYPES = ("Ornithopter", "Shock", "Divination", "Forest")   # artifact, creature, instant, sorcery, land


@ruling("Angel of Deliverance", "2016-04-08", "if angel of deliverance deals damage to multiple")
def test_angel_of_deliverance_2016_04_08_damage_to_multiple_triggers_once_510_2_603_2c():
    """510.2, 603.2c: combat damage to two blockers at once is one event: one trigger, one Hill Giant exiled."""
    g, angel, (s1, s2), giants, _ = _angel_board(FOUR_TYPES, ["Canopy Spider", "Canopy Spider"])
    g.attack(angel)
    g.block(angel, [s1, s2])
    g.pass_until("combat damage")
    _assign(g, "Assign 3 to Canopy Spider, 3 to Canopy Spider")
    assert g.decision.kind == "target"
    g.answer(("target", g.find(giants[0])))
    resolve_all(g)
    assert g.zone(1, "exile") == ["Hill Giant"]
    assert g.zone(1, "battlefield") == ["Hill Giant"]


@ruling("Angel of Deliverance", "2016-04-08", "if angel of deliverance deals damage and")
def test_angel_of_deliverance_2016_04_08_dealt_lethal_damage_at_the_same_time_603_10a():
    """603.10a, 510.2: the Angel (already dealt 5 damage) and the Canopy Spider blocking it deal damage at once;
    the Angel dies, yet its ability triggers and exiles a Hill Giant."""
    s = Scenario.full()
    angel = s.battlefield(0, "Angel of Deliverance", damage=5)
    s.graveyard(0, *FOUR_TYPES)
    spider = s.battlefield(1, "Canopy Spider")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(angel)
    g.block(angel, spider)
    g.pass_until("combat damage")
    assert g.decision.kind == "target", g.decision.kind
    g.answer(("target", g.find(giant)))
    resolve_all(g)
    g.expect_zone(angel, "graveyard")
    g.expect_zone(giant, "exile")


@ruling("Angel of Deliverance", "2016-04-08", "if angel of deliverance deals lethal")
def test_angel_of_deliverance_2016_04_08_lethally_damaged_creature_cant_be_targeted_704_5g():
    """704.5g, 603.3d: the blocker the Angel killed is in the graveyard before the trigger is put on the stack:
    only the Hill Giants can be targeted."""
    g, angel, (spider,), giants, _ = _angel_board(FOUR_TYPES, ["Canopy Spider"])
    g.attack(angel)
    g.block(angel, spider)
    g.pass_until("combat damage")
    assert g.decision.kind == "target", g.decision.kind
    assert {o[1] for o in g.decision.options if o[0] == "target"} == {g.find(x) for x in giants}
    g.expect_zone(spider, "graveyard")


@ruling("Angel of Deliverance", "2016-04-08", "if you have three noncreature card")
def test_angel_of_deliverance_2016_04_08_own_creature_dying_at_the_same_time_603_4_704_3():
    """603.4, 704.3: three noncreature types in the graveyard; my Grizzly Bears dies to the combat damage dealt
    together with the Angel's: delirium is checked before state-based actions put it there: no trigger."""
    g, angel, _, giants, (bears,) = _angel_board(("Shock", "Divination", "Forest"), [], others=("Hill Giant",),
                                                 mine=("Grizzly Bears",))
    g.attack(angel, bears)
    g.block(bears, giants[0])
    g.pass_until("end of combat")
    assert g.life(1) == 14
    g.expect_zone(bears, "graveyard")
    g.expect_zone(giants[0], "battlefield")
    assert g.zone(1, "exile") == []


@ruling("Angel of Deliverance", "2016-04-08", "the number of card types matters")
def test_angel_of_deliverance_2016_04_08_the_number_of_card_types_matters_205_2a():
    """205.2a, 207.2c (delirium): an artifact creature (Ornithopter), an instant and a sorcery are four card types
    among three cards: the Angel's combat damage to the player exiles a Hill Giant."""
    g, angel, _, giants, _ = _angel_board(("Ornithopter", "Shock", "Divination"), [], others=("Hill Giant",))
    g.attack(angel)
    g.pass_until("combat damage")
    assert g.decision.kind == "target", g.decision.kind
    g.answer(("target", g.find(giants[0])))
    resolve_all(g)
    assert g.zone(1, "exile") == ["Hill Giant"] and g.life(1) == 14


@ruling("Angel of Deliverance", "2016-04-08", "most triggered delirium abilities use an")
def test_angel_of_deliverance_2016_04_08_intervening_if_603_4():
    """603.4: with three card types only (instant, sorcery, land) the ability doesn't trigger at all: the player
    takes 6, no target is asked for, nothing is exiled."""
    g, angel, _, giants, _ = _angel_board(("Shock", "Divination", "Forest"), [], others=("Hill Giant",))
    g.attack(angel)
    g.pass_until("end of combat")
    assert g.life(1) == 14 and g.zone(1, "exile") == [] and not g.stack


# ---------------------------------------------------------------- Aethersphere Harvester, Ballista Charger, Demon

def _crew(g, vehicle, crew_index: int) -> None:
    g.activate(vehicle, index=crew_index)
    settle(g)
    g.pass_until_resolved()


@ruling("Aethersphere Harvester", "2017-02-09", "multiple instances of lifelink on the")
def test_aethersphere_harvester_2017_02_09_multiple_instances_of_lifelink_702_15f():
    """702.15f: paying {E} twice gives the Harvester lifelink twice; its 3 combat damage gains 3 life, not 6."""
    s = Scenario.full()
    h = s.battlefield(0, "Aethersphere Harvester")
    s.battlefield(0, "Grizzly Bears")
    s.player(0, counters={"energy": 2})
    g = s.start("main1")
    for _ in range(2):
        g.activate(h, index=2)
        settle(g)
        g.pass_until_resolved()
    _crew(g, h, next(o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(h)))
    assert "Lifelink" in g.obj(h).keywords
    g.attack(h)
    g.pass_until("end of combat")
    assert g.life(1) == 17
    assert g.life(0) == 23


@ruling("Ballista Charger", "2016-09-20", "ballista chargers triggered ability resolves before")
def test_ballista_charger_2016_09_20_trigger_resolves_before_blockers_508_2b_509_1a():
    """508.2b: the attack trigger resolves in the declare attackers step: the Llanowar Elves it kills isn't there
    to block; the 6/6 Charger deals its damage to the player."""
    s = Scenario.full()
    ch = s.battlefield(0, "Ballista Charger")
    s.battlefield(0, "Hill Giant")
    elves = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    idx = next(o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(ch))
    _crew(g, ch, idx)
    g.attack(ch)
    g.answer(("target", g.find(elves)))
    resolve_all(g)
    g.expect_zone(elves, "graveyard")
    g.pass_until("end of combat")
    assert g.life(1) == 14


@ruling("Demon of Dark Schemes", "2016-09-20", "demon of dark schemess second triggered")
def test_demon_of_dark_schemes_2016_09_20_any_other_creature_dying_700_4_603_6c():
    """700.4, 603.6c: a Grizzly Bears destroyed by Murder (not the Demon's -2/-2) still gives {E}."""
    s = Scenario.full()
    s.battlefield(0, "Demon of Dark Schemes")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Murder", target=bears)
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    assert _energy(g) == 1


@ruling("Demon of Dark Schemes", "2016-09-20", "if demon of dark schemes dies")
def test_demon_of_dark_schemes_2016_09_20_dies_at_the_same_time_603_10a():
    """603.10a: Wrath of God destroys the Demon and two Grizzly Bears at once: the Demon's ability looks back and
    triggers for each of the other two: two energy."""
    s = Scenario.full()
    s.battlefield(0, "Demon of Dark Schemes")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Wrath of God")
    resolve_all(g)
    g.expect_zone("Demon of Dark Schemes", "graveyard")
    assert _energy(g) == 2
