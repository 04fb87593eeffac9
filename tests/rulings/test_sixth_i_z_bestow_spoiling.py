"""Official rulings of Mogis's Warhound, Spirespine and Kestia, the Cultivator (bestow, 702.103) and of Sudden
Spoiling (split second, 702.61) (issue #32, I–Z half of the sixth pass)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_bestow import _cast
from .test_rebound_improvise import settle

KESTIA = "Kestia, the Cultivator"


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


def _bestow_on_theirs(card, respond=None, mine=()):
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    h = s.hand(0, card, *mine)[0] if mine else s.hand(0, card)
    s.lands(0, "Mountain", 5)
    s.lands(0, "Forest", 5)
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 5)
    if respond:
        s.hand(1, respond)
        s.lands(1, "Mountain", 1)
        s.lands(1, "Swamp", 3)
    g = s.start("main1")
    _cast(g, h, bears)
    return g, bears, h


@pytest.mark.parametrize("card", [
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", "2014-04-26", "You still control the Aura")),
    pytest.param("Spirespine", marks=ruling("Spirespine", "2014-04-26", "You still control the Aura")),
])
def test_bestowed_on_another_players_creature_i_control_the_aura_303_4e(card):
    """303.4e, 702.103: bestowed on the opponent's Grizzly Bears, the Aura is still mine."""
    g, bears, h = _bestow_on_theirs(card)
    _run(g)
    o = g.obj(h)
    assert o.attached_to == g.find(bears) and o.controller == 0, o


@pytest.mark.parametrize("card", [
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", "2014-04-26", "If the enchanted creature leaves the")),
    pytest.param("Spirespine", marks=ruling("Spirespine", "2014-04-26", "If the enchanted creature leaves the")),
])
def test_unattached_bestow_aura_stays_mine_as_a_creature_702_103f(card):
    """702.103f: the opponent's enchanted Bears die; the Aura becomes an enchantment creature that stays on the
    battlefield under my control."""
    g, bears, h = _bestow_on_theirs(card, mine=("Murder",))
    _run(g)
    g.cast("Murder", target=bears)
    _run(g)
    g.expect_zone(bears, "graveyard")
    o = g.obj(h)
    assert o.zone == "battlefield" and o.controller == 0 and "Creature" in o.types and o.attached_to is None, o


@pytest.mark.parametrize("card", [
    pytest.param("Mogis's Warhound", marks=ruling("Mogis's Warhound", "2014-04-26", "Similarly, if you cast an Aura spell")),
    pytest.param("Spirespine", marks=ruling("Spirespine", "2014-04-26", "Similarly, if you cast an Aura spell")),
])
def test_bestowed_on_their_creature_that_becomes_illegal_enters_under_my_control_702_103e(card):
    """702.103e, 608.3b: the opponent Bolts their own Bears in response; my bestowed spell resolves as an
    enchantment creature under my control."""
    g, bears, h = _bestow_on_theirs(card, respond="Lightning Bolt")
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    _run(g)
    g.expect_zone(bears, "graveyard")
    o = g.obj(h)
    assert o.zone == "battlefield" and o.controller == 0 and "Creature" in o.types and o.attached_to is None, o


@ruling("Mogis's Warhound", "2014-04-26", "The controller of Mogis's Warhound or")
def test_mogiss_warhound_2014_04_26_the_controller_of_mogiss_warhound_or_508_1d():
    """508.1d: the Warhound must attack, but its controller picks what: the opponent's planeswalker is fine."""
    s = Scenario.full()
    wh = s.battlefield(0, "Mogis's Warhound")
    s.battlefield(1, "Jace Beleren", counters={"loyalty": 2})
    g = s.start("main1")
    g.attack((wh, "Jace Beleren"))
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_zone("Jace Beleren", "graveyard")
    g.expect_life(1, 20)


@ruling("Mogis's Warhound", "2014-04-26", "If, during your declare attackers step")
def test_mogiss_warhound_2014_04_26_if_during_your_declare_attackers_step_508_1d():
    """508.1d, 302.6: a Warhound that just came under my control (no haste) or is tapped isn't required to
    attack: declaring no attackers is accepted."""
    for kw in ({"sick": True}, {"tapped": True}):
        s = Scenario.full()
        s.battlefield(0, "Mogis's Warhound", **kw)
        g = s.start("main1")
        g.pass_until("end of combat")   # no attack is required (none is possible)
        g.expect_life(1, 20)
        assert not g.obj("Mogis's Warhound").tapped or kw.get("tapped")


def _kestia(*attackers_setup, opp=False):
    s = Scenario.full()
    s.battlefield(0, KESTIA)
    hs = []
    for name, aura in attackers_setup:
        h = s.battlefield(1 if opp else 0, name)
        if aura:
            s.battlefield(1 if opp else 0, aura, attached_to=h)
        hs.append(h)
    return s, hs


@ruling("Kestia, the Cultivator", "2018-07-13", "If multiple enchanted or enchantment creatures")
def test_kestia_the_cultivator_2018_07_13_if_multiple_enchanted_or_enchantment_603_2c():
    """603.2c: Kestia (an enchantment creature) and Grizzly Bears with Holy Strength attack: two triggers, two
    cards."""
    s, (bears,) = _kestia(("Grizzly Bears", "Holy Strength"))
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.attack(KESTIA, bears)
    _run(g)
    assert len(g.zone(0, "hand")) == hand + 2, g.zone(0, "hand")


@ruling("Kestia, the Cultivator", "2018-07-13", "If an enchanted enchantment creature attacks")
def test_kestia_the_cultivator_2018_07_13_if_an_enchanted_enchantment_creature_603_2():
    """603.2: Nyxborn Courser (an enchantment creature) with Holy Strength attacks alone: one card."""
    s, (courser,) = _kestia(("Nyxborn Courser", "Holy Strength"))
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.attack(courser)
    _run(g)
    assert len(g.zone(0, "hand")) == hand + 1, g.zone(0, "hand")


@ruling("Kestia, the Cultivator", "2018-07-13", "The phrase \"you control\" applies to")
def test_kestia_the_cultivator_2018_07_13_the_phrase_you_control_applies_603_2():
    """603.2: the opponent's Grizzly Bears with Holy Strength attack me: Kestia doesn't trigger; I draw
    nothing."""
    s, (bears,) = _kestia(("Grizzly Bears", "Holy Strength"), opp=True)
    g = s.start("main1", active=1)
    hand = len(g.zone(0, "hand"))
    g.attack(bears)
    _run(g)
    assert len(g.zone(0, "hand")) == hand, g.zone(0, "hand")


# ---------------------------------------------------------------- Sudden Spoiling

SS = "Sudden Spoiling"


def _spoiling(extra=None, active=0):
    s = Scenario.full()
    s.hand(1, SS)
    s.lands(1, "Swamp", 3)
    if extra:
        extra(s)
    g = s.start("main1", active=active)
    return s, g


@ruling("Sudden Spoiling", "2006-09-25", "Sudden Spoiling doesn't counter abilities")
def test_sudden_spoiling_2006_09_25_sudden_spoiling_doesnt_counter_abilities_113_7a():
    """113.7a: Elvish Visionary's enters trigger is on the stack when Sudden Spoiling makes it lose all
    abilities: the trigger still resolves and I draw."""
    s, g = _spoiling(lambda s: (s.hand(0, "Elvish Visionary"), s.lands(0, "Forest", 2)))
    g.cast("Elvish Visionary")
    g.pass_priority(2)          # the Visionary resolves; its trigger goes on the stack
    settle(g)
    assert g.stack == ["ability of Elvish Visionary"], g.stack
    hand = len(g.zone(0, "hand"))
    g.pass_priority()
    g.cast(SS, target=("player", 0))
    _run(g)
    g.expect_pt("Elvish Visionary", 0, 2)
    assert len(g.zone(0, "hand")) == hand + 1


@ruling("Sudden Spoiling", "2006-09-25", "If a creature controlled by the targeted player gains")
def test_sudden_spoiling_2006_09_25_if_a_creature_controlled_by_the_613_1f_613_7():
    """613.7: after Sudden Spoiling, Arcane Flight gives my Bears flying (and +1/+1): they keep it."""
    s, g = _spoiling(lambda s: (s.battlefield(0, "Grizzly Bears"), s.hand(0, "Arcane Flight"),
                                s.lands(0, "Island", 3)))
    g.pass_priority()   # the opponent gets priority in my main phase
    g.cast(SS, target=("player", 0))
    _run(g)
    g.expect_pt("Grizzly Bears", 0, 2)
    g.cast("Arcane Flight", target="Grizzly Bears")
    _run(g)
    o = g.obj("Grizzly Bears")
    assert "Flying" in o.keywords and (o.power, o.toughness) == (1, 3), o


@ruling("Sudden Spoiling", "2013-06-07", "Players still get priority while a card with split second")
@ruling("Sudden Spoiling", "2013-06-07", "Split second doesn't prevent players from performing special")
def test_split_second_priority_mana_abilities_and_special_actions_702_61a_116_2():
    """702.61a, 116.2b: with Sudden Spoiling on the stack I still get priority; I can't cast Lightning Bolt, but I
    may turn my face-down Icefeather Aven face up (a special action)."""
    s, g = _spoiling(lambda s: (s.hand(0, "Lightning Bolt"), s.lands(0, "Mountain", 1),
                                s.battlefield(0, "Llanowar Elves"), s.battlefield(0, "Icefeather Aven", face_down=True),
                                s.lands(0, "Forest", 1), s.lands(0, "Island", 2)), active=1)
    g.cast(SS, target=("player", 1))
    g.pass_priority()
    d = g.decision
    assert d.kind == "priority" and d.player == 0, d
    kinds = {o[0] for o in d.options}
    assert not [o for o in d.options if o[0] == "cast"], d.options
    assert "turn_face_up" in kinds, f"a special action (turn face up) is offered: {d.options}"
    g.answer(next(o for o in d.options if o[0] == "turn_face_up"))
    settle(g)
    assert g.obj("Icefeather Aven").name == "Icefeather Aven" and not g.obj("Icefeather Aven").face_down


@ruling("Sudden Spoiling", "2013-06-07", "Split second doesn't prevent triggered abilities")
def test_sudden_spoiling_2013_06_07_split_second_doesnt_prevent_triggered_abilities_702_61b():
    """702.61b: the opponent's Guttersnipe triggers on their Sudden Spoiling and its ability resolves (2 damage
    to me)."""
    s, g = _spoiling(lambda s: s.battlefield(1, "Guttersnipe"), active=1)
    g.cast(SS, target=("player", 0))
    _run(g)
    g.expect_life(0, 18)


@ruling("Sudden Spoiling", "2013-06-07", "Casting a spell with split second won't affect")
def test_sudden_spoiling_2013_06_07_casting_a_spell_with_split_second_702_61b():
    """702.61b: my Giant Growth already on the stack still resolves after Sudden Spoiling: a 3/5 (base 0/2)."""
    s, g = _spoiling(lambda s: (s.battlefield(0, "Grizzly Bears"), s.hand(0, "Giant Growth"),
                                s.lands(0, "Forest", 1)))
    g.cast("Giant Growth", target="Grizzly Bears")
    g.pass_priority()
    g.cast(SS, target=("player", 0))
    _run(g)
    g.expect_pt("Grizzly Bears", 3, 5)
