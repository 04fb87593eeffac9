"""Official rulings of the cards that copy spells (issue #32, I–Z half of the sixth pass): Narset's Reversal,
Lutri, the Spellchaser, Mirrorpool's third ability; Lutri's and Keruga's companion rulings."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

LUTRI = "Lutri, the Spellchaser"
KERUGA = "Keruga, the Macrosage"


def _run(g, answer="yes", keep=True, limit=80):
    """Resolve the stack: "yes" to every may, copies keep their targets (unless ``keep`` is False)."""
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
        elif keep and ("keep",) in d.options:
            g.answer(("keep",))
        else:
            settle(g)


def _copier(s, who, copier):
    """Put ``copier`` (a card name) where player ``who`` can use it at instant speed."""
    if copier == "Narset's Reversal":
        s.hand(who, copier)
        s.lands(who, "Island", 2)
    elif copier == LUTRI:
        s.hand(who, copier)
        s.lands(who, "Island", 3)
    else:
        s.battlefield(who, "Mirrorpool")
        s.lands(who, "Wastes", 3)


def _copy_now(g, copier, spell):
    """With priority: copy ``spell`` (on the stack) with ``copier``."""
    if copier == "Narset's Reversal":
        g.cast(copier, target=spell)
    elif copier == LUTRI:
        g.cast(LUTRI)
        g.pass_until_resolved()  # Lutri resolves; its enters trigger targets the spell
        d = g.decision
        while d is not None and d.kind != "priority":
            opt = next((o for o in d.options if o[0] == "target" and o[1] == g.find(spell, zone="stack")), None)
            g.answer(opt if opt is not None else d.options[0])
            d = g.decision
    else:
        g.activate("Mirrorpool", index=2, target=spell)


@pytest.mark.parametrize("copier", [
    pytest.param("Narset's Reversal", marks=ruling("Narset's Reversal", "2019-05-03", "Narset’s Reversal can copy any instant")),
    pytest.param(LUTRI, marks=ruling("Lutri, the Spellchaser", "2020-04-17", "Lutri’s ability can copy any instant")),
    pytest.param("Mirrorpool", marks=ruling("Mirrorpool", "2016-01-22", "Mirrorpool's third ability can target")),
])
def test_copies_a_spell_without_targets_too_707_10(copier):
    """707.10: Divination has no target and is copied all the same: the copy draws two (Narset's Reversal then
    returns Divination to my hand, so only the copy resolves)."""
    s = Scenario.full()
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    _copier(s, 0, copier)
    g = s.start("main1")
    g.cast("Divination")
    hand0 = len(g.zone(0, "hand"))
    _copy_now(g, copier, "Divination")
    _run(g)
    drawn = len(g.zone(0, "hand")) - hand0
    if copier == "Narset's Reversal":
        g.expect_zone("Divination", "hand")
        assert drawn == 2 - 1 + 1, g.zone(0, "hand")   # the copy's 2, Narset's Reversal spent, Divination back
    elif copier == LUTRI:
        assert drawn == 4 - 1, g.zone(0, "hand")       # two Divinations' 4, Lutri left the hand
    else:
        assert drawn == 4, g.zone(0, "hand")


@pytest.mark.parametrize("copier", [
    pytest.param(LUTRI, marks=ruling("Lutri, the Spellchaser", "2020-04-17", "If the spell that’s copied is modal")),
    pytest.param("Mirrorpool", marks=ruling("Mirrorpool", "2016-01-22", "If the copied spell is modal")),
])
def test_copy_of_a_modal_spell_has_the_same_mode_707_10(copier):
    """707.10: Izzet Charm cast for "2 damage to target creature"; the copy has that mode: Hill Giant dies."""
    s = Scenario.full()
    s.hand(0, "Izzet Charm")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 1)
    s.battlefield(1, "Hill Giant")
    _copier(s, 0, copier)
    g = s.start("main1")
    g.cast("Izzet Charm", modes=[2], target="Hill Giant")
    _copy_now(g, copier, "Izzet Charm")
    _run(g)
    g.expect_zone("Hill Giant", "graveyard")


@ruling("Lutri, the Spellchaser", "2020-04-17", "The copy will have the same targets")
def test_lutri_the_spellchaser_2020_04_17_the_copy_will_have_the_same_707_10c():
    """707.10c: the copy of Lightning Bolt aimed at the opponent may get a new target: the Hill Giant — the
    original still hits the opponent."""
    s = Scenario.full()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Hill Giant")
    _copier(s, 0, LUTRI)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    _copy_now(g, LUTRI, "Lightning Bolt")
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("target", g.find("Hill Giant")))
        else:
            settle(g)
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_life(1, 17)


@ruling("Lutri, the Spellchaser", "2020-04-17", "If the spell that’s copied has an X")
def test_lutri_the_spellchaser_2020_04_17_if_the_spell_thats_copied_has_707_10():
    """707.10: Blaze cast with X=2: the copy has X=2 too: 4 damage to the opponent in all."""
    s = Scenario.full()
    s.hand(0, "Blaze")
    s.lands(0, "Mountain", 3)
    _copier(s, 0, LUTRI)
    g = s.start("main1")
    g.cast("Blaze", x=2, target=("player", 1))
    _copy_now(g, LUTRI, "Blaze")
    _run(g)
    g.expect_life(1, 16)


@ruling("Lutri, the Spellchaser", "2020-04-17", "If the spell has damage divided")
def test_lutri_the_spellchaser_2020_04_17_if_the_spell_has_damage_divided_707_10_601_2d():
    """707.10, 601.2d: Forked Bolt divided 1 to the Grizzly Bears and 1 to the opponent: the copy keeps that
    division — the Bears take 2 in all and die, the opponent loses 2."""
    s = Scenario.full()
    s.hand(0, "Forked Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Grizzly Bears")
    _copier(s, 0, LUTRI)
    g = s.start("main1")
    g.cast("Forked Bolt", targets=["Grizzly Bears", ("player", 1)], divide=[1, 1])
    _copy_now(g, LUTRI, "Forked Bolt")
    _run(g)
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_life(1, 18)


@ruling("Lutri, the Spellchaser", "2020-04-17", "The controller of a copy can’t choose to pay")
def test_lutri_the_spellchaser_2020_04_17_the_controller_of_a_copy_cant_707_10_702_33d():
    """707.10, 702.33d: Into the Roil kicked: the copy is kicked too, so it draws a card as well."""
    s = Scenario.full()
    s.hand(0, "Into the Roil")
    s.lands(0, "Island", 4)
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    _copier(s, 0, LUTRI)
    g = s.start("main1")
    g.cast("Into the Roil", kicked=True, target="Hill Giant")
    hand0 = len(g.zone(0, "hand"))
    _copy_now(g, LUTRI, "Into the Roil")
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("target", g.find("Grizzly Bears")))
        else:
            settle(g)
    g.expect_zone("Hill Giant", "hand")
    g.expect_zone("Grizzly Bears", "hand")
    assert len(g.zone(0, "hand")) == hand0 - 1 + 2, g.zone(0, "hand")   # Lutri cast; two draws


@ruling("Lutri, the Spellchaser", "2020-04-17", "The copy is created on the stack")
def test_lutri_the_spellchaser_2020_04_17_the_copy_is_created_on_the_707_10_603_2():
    """707.10: the copy isn't cast: Guttersnipe triggers for the cast Lightning Bolt only (2 damage), and the
    copy resolves first: the opponent ends at 20 - 2 - 3 - 3 = 12."""
    s = Scenario.full()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(0, "Guttersnipe")
    _copier(s, 0, LUTRI)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    settle(g)  # Guttersnipe's trigger waits above the Bolt
    _copy_now(g, LUTRI, "Lightning Bolt")
    mark = g.mark()
    _run(g)
    g.expect_life(1, 12)
    assert not [e for e in g.events_since(mark) if e.kind == "trigger" and "Guttersnipe" in e.text], \
        "Guttersnipe didn't trigger for the copy"


@pytest.mark.parametrize("card", [
    pytest.param(LUTRI, marks=ruling("Lutri, the Spellchaser", "2020-06-01", "Once you put your companion into")),
    pytest.param(KERUGA, marks=ruling("Keruga, the Macrosage", "2020-06-01", "Once you put your companion into")),
])
def test_companion_in_hand_is_an_ordinary_card_countered_goes_to_graveyard_702_139c(card):
    """702.139c: brought into the hand, the companion is an ordinary card: cast and countered, it goes to
    its owner's graveyard, not back outside the game."""
    s = Scenario.full()
    comp = s.companion(0, card)
    s.lands(0, "Island", 6)
    s.lands(0, "Forest", 5)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.answer(("companion", g.find(comp)))
    settle(g)
    g.expect_zone(comp, "hand")
    g.cast(comp)
    g.pass_priority()
    g.cast("Counterspell", target=comp)
    g.pass_until_resolved()
    g.expect_zone(comp, "graveyard")


@pytest.mark.parametrize("card", [
    pytest.param(LUTRI, marks=ruling("Lutri, the Spellchaser", "2020-06-01", "Wizards of the Coast has issued")),
    pytest.param(KERUGA, marks=ruling("Keruga, the Macrosage", "2020-06-01", "Wizards of the Coast has issued")),
])
def test_companion_special_action_pay_3_no_stack_116_2g(card):
    """116.2g: paying {3} puts the companion into the hand at once — a special action: nothing goes on the
    stack, and the player keeps priority."""
    s = Scenario.full()
    comp = s.companion(0, card)
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.answer(("companion", g.find(comp)))
    settle(g)
    g.expect_zone(comp, "hand")
    assert not g.stack and g.decision.kind == "priority" and g.decision.player == 0


@ruling("Keruga, the Macrosage", "2020-04-17", "The converted mana cost of a token")
def test_keruga_the_macrosage_2020_04_17_the_converted_mana_cost_of_a_111_4_202_3():
    """111.4, 707.2, 202.3: Keruga counts the Hill Giant token copy (mana value 4) but not the Soldier token
    (mana value 0): one card drawn."""
    s = Scenario.full()
    s.hand(0, KERUGA)
    s.lands(0, "Forest", 5)
    s.hand(0, "Raise the Alarm", "Stolen Identity")
    s.lands(0, "Plains", 2)
    s.lands(0, "Island", 6)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast("Raise the Alarm")
    _run(g)
    g.cast("Stolen Identity", target="Hill Giant")
    _run(g, answer="no")
    assert [i for i in g.state.battlefield if g.obj(i).name == "Hill Giant" and g.obj(i).controller == 0]
    hand0 = len(g.zone(0, "hand"))
    g.cast(KERUGA)
    _run(g)
    assert len(g.zone(0, "hand")) == hand0 - 1 + 1, g.zone(0, "hand")


@ruling("Narset's Reversal", "2019-05-03", "If you copy a spell, you control the copy")
def test_narsets_reversal_2019_05_03_if_you_copy_a_spell_you_control_707_10_608_2():
    """707.10: the opponent's Lightning Bolt at me: I copy it (I control the copy, aimed at the opponent now) and
    the original returns to its owner's hand before it would have resolved: I'm at 20, they're at 17."""
    s = Scenario.full()
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.hand(0, "Narset's Reversal")
    s.lands(0, "Island", 2)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    g.pass_priority()
    g.cast("Narset's Reversal", target="Lightning Bolt")
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("target_player", 1))
        else:
            settle(g)
    g.expect_life(0, 20)
    g.expect_life(1, 17)
    g.expect_zone("Lightning Bolt", "hand")


@ruling("Narset's Reversal", "2019-05-03", "If a spell is returned to its owner’s hand")
def test_narsets_reversal_2019_05_03_if_a_spell_is_returned_to_its_701_6_608_2():
    """701.6a: returning a spell isn't countering it — Inescapable Blaze can't be countered, yet Narset's
    Reversal removes it from the stack (it goes to its owner's hand and never resolves); only the copy deals
    its 6 damage, to the opponent."""
    s = Scenario.full()
    s.hand(1, "Inescapable Blaze")
    s.lands(1, "Mountain", 6)
    s.hand(0, "Narset's Reversal")
    s.lands(0, "Island", 2)
    g = s.start("main1", active=1)
    g.cast("Inescapable Blaze", target=("player", 0))
    g.pass_priority()
    g.cast("Narset's Reversal", target="Inescapable Blaze")
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("target_player", 1))
        else:
            settle(g)
    g.expect_zone("Inescapable Blaze", "hand")
    g.expect_life(0, 20)
    g.expect_life(1, 14)


@ruling("Narset's Reversal", "2019-05-03", "If a copy of a spell is returned")
def test_narsets_reversal_2019_05_03_if_a_copy_of_a_spell_is_704_5e():
    """704.5e: Riku copies my Lightning Bolt; the opponent's Narset's Reversal returns that copy to my hand,
    where it ceases to exist as a state-based action (my hand holds no Bolt copy); their own copy of it
    resolves."""
    s = Scenario.full()
    s.battlefield(0, "Riku of Two Reflections")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 1)
    s.hand(1, "Narset's Reversal")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    settle(g)
    g.pass_priority(2)  # Riku's trigger resolves
    for _ in range(10):
        d = g.decision
        if d.kind == "yes_no":
            g.choose("yes")
        elif ("keep",) in d.options:
            g.answer(("keep",))
        elif d.kind != "priority":
            settle(g)
        else:
            break
    copy = next(i for i in g.state.stack if g.state.objects[i].kind == "copy")
    g.pass_priority()
    g.cast("Narset's Reversal", target=copy)
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("target_player", 0))
        else:
            settle(g)
    assert g.zone(0, "hand") == [], g.zone(0, "hand")
    g.expect_life(0, 17)   # the opponent's copy of the copy, aimed at me
    g.expect_life(1, 17)   # the original Bolt
