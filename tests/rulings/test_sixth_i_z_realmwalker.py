"""Official rulings of Realmwalker (issue #32, I–Z half of the sixth pass): the creature type chosen as it
enters, looking at and casting from the top of the library (601.3), changeling (702.73)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

RW = "Realmwalker"


def _run(g, limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None or (d.kind == "priority" and not g.stack):
            return
        if d.kind == "priority":
            g.pass_priority()
        else:
            settle(g)


def _entered(choice="Bear", top=("Grizzly Bears",), lands=6, active=0):
    s = Scenario.full()
    s.hand(0, RW)
    s.lands(0, "Forest", lands)
    s.library(0, *top)
    g = s.start("main1", active=active)
    g.cast(RW)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "option", d
    g.answer(("option", choice))
    _run(g)
    return g


def _top_castable(g):
    top = g.state.library[0][-1]
    return [o for o in g.decision.options if o[0] == "cast" and o[1] == top]


@ruling("Realmwalker", "2021-02-05", "You must choose an existing creature")
def test_realmwalker_2021_02_05_you_must_choose_an_existing_creature_205_3m():
    """205.3m: the choice offers creature types (Elk, Advisor) and no card type or supertype."""
    s = Scenario.full()
    s.hand(0, RW)
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast(RW)
    g.pass_until_resolved()
    names = {o[1] for o in g.decision.options if o[0] == "option"}
    assert {"Elk", "Advisor"} <= names and not names & {"Artifact", "Creature", "Snow", "Legendary"}, names


@ruling("Realmwalker", "2021-02-05", "Realmwalker doesn’t change when you can")
@ruling("Realmwalker", "2021-02-05", "You’ll still pay all costs for")
def test_realmwalker_casting_from_the_top_keeps_timing_and_costs_601_3_601_2f():
    """601.3: with Bear chosen, the Grizzly Bears on top can be cast in my main phase with the stack empty and
    the mana to pay for it — not when I get priority in the opponent's upkeep, and not without {1}{G}."""
    g = _entered(lands=5)
    assert _top_castable(g), g.decision.options
    g.pass_until("upkeep", turn=2)
    g.pass_priority()
    assert g.decision.player == 0 and not _top_castable(g), g.decision
    g = _entered(lands=3)
    assert not _top_castable(g), "Realmwalker took 3 of 3 lands: no mana for the Bears"


@ruling("Realmwalker", "2021-02-05", "If Realmwalker is somehow on the")
def test_realmwalker_2021_02_05_if_realmwalker_is_somehow_on_the_607_2a():
    """607.2a: put onto the battlefield with no type chosen, it casts nothing from the top (not even the
    Ornithopter, which has no creature type), though its controller still sees the top card."""
    s = Scenario.full()
    s.battlefield(0, RW)
    s.lands(0, "Forest", 4)
    s.library(0, "Ornithopter")
    g = s.start("main1")
    assert not _top_castable(g), g.decision.options
    assert g.game.view(0)["players"][0]["library_top"], g.game.view(0)["players"][0]


@ruling("Realmwalker", "2021-02-05", "You can look at the top card of your library whenever")
def test_realmwalker_2021_02_05_you_can_look_at_the_top_401_5():
    """401.5-style permission: its controller's view shows the top card of their library; the opponent's
    view of that player doesn't."""
    g = _entered()
    mine = g.game.view(0)["players"][0]["library_top"]
    theirs = g.game.view(1)["players"][0].get("library_top")
    assert "Grizzly Bears" in str(mine), mine
    assert "Grizzly Bears" not in str(theirs), theirs


@ruling("Realmwalker", "2021-02-05", "Changeling is a characteristic-defining ability")
@ruling("Realmwalker", "2021-02-05", "The subtype Shapeshifter that appears on")
def test_realmwalker_changeling_every_creature_type_in_every_zone_702_73a_604_3():
    """702.73a, 604.3: in my hand and on the battlefield, Realmwalker is an Elf, a Goat and a Zombie as much as
    a Shapeshifter."""
    s = Scenario.full()
    h = s.hand(0, RW)
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    assert {"Elf", "Goat", "Zombie", "Shapeshifter"} <= set(g.obj(h).subtypes), g.obj(h).subtypes
    g.cast(RW)
    g.pass_until_resolved()
    g.answer(("option", "Elf"))
    _run(g)
    assert {"Elf", "Goat", "Zombie"} <= set(g.obj(h).subtypes)


@ruling("Realmwalker", "2021-02-05", "If an effect causes a creature with changeling to lose")
def test_realmwalker_2021_02_05_if_an_effect_causes_a_creature_613_2_702_73a():
    """613.1d, 613.1f: Sudden Spoiling removes its abilities in layer 6, after changeling's types were set in
    layer 4: it is still every creature type."""
    s = Scenario.full()
    rw = s.battlefield(0, RW)
    s.hand(1, "Sudden Spoiling")
    s.lands(1, "Swamp", 3)
    g = s.start("main1", active=1)
    g.cast("Sudden Spoiling", target=("player", 0))
    _run(g)
    o = g.obj(rw)
    assert not o.keywords and {"Elf", "Goblin"} <= set(o.subtypes), o


@ruling("Realmwalker", "2021-02-05", "The top card of your library")
def test_realmwalker_2021_02_05_the_top_card_is_not_in_hand_no_cycling_702_29a_601_3():
    """702.29a, 601.3: with Beast chosen, the Krosan Tusker on top may be cast (Realmwalker's permission), but
    its cycling ability works only from a hand, so no option activates it from the library."""
    g = _entered(choice="Beast", top=("Krosan Tusker",), lands=10)
    top = g.state.library[0][-1]
    assert g.state.objects[top].card.startswith("Krosan Tusker")
    assert _top_castable(g), g.decision.options
    assert not [o for o in g.decision.options if o[0] != "cast" and top in o[1:2]], g.decision.options
