"""Official rulings of the Commander Legends "Storm" cards among the target cards A-H (issue #32, sixth pass): Echo
Storm and Fury Storm ("copy it for each time you've cast your commander from the command zone", 903.8, 707.10),
and Echo Storm's token copies of artifacts (707.2)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

ISAMARU = "Isamaru, Hound of Konda"


def _tokens(g, name=None):
    return [o for o in g.state.battlefield if g.state.objects[o].kind == "token"
            and (name is None or g.obj(o).name == name)]


def _cast_commander(g, cmd):
    g.cast(cmd)
    g.pass_until_resolved()


def _storm_board(storm: str, casts: int = 1, counter_commander: bool = False):
    s = Scenario.full()
    cmd = s.commander(0, ISAMARU)
    s.hand(0, storm)
    s.lands(0, "Plains", 3)
    s.lands(0, "Island", 6)
    s.lands(0, "Mountain", 4)
    if counter_commander:
        s.hand(1, "Counterspell")
        s.lands(1, "Island", 2)
    return s, cmd


@pytest.mark.parametrize("storm", [
    pytest.param("Echo Storm", marks=ruling("Echo Storm", "2018-07-13", "if your commander was countered that")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "if your commander was countered that")),
])
def test_storm_countered_commander_cast_still_counts_903_8(storm):
    """903.8: Isamaru was cast from the command zone and countered (back to the command zone): that cast counts:
    the Storm spell is copied once. (Echo Storm copying Mind Stone: two Mind Stone tokens; Fury Storm copying a
    Lightning Bolt: Fury Storm's copy copies it again — the Bolt resolves three times.)"""
    s, cmd = _storm_board(storm, counter_commander=True)
    if storm == "Echo Storm":
        s.battlefield(0, "Mind Stone")
    else:
        s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    g.cast(cmd)
    g.pass_priority()
    g.cast("Counterspell", target=cmd)
    g.pass_priority(2)
    if g.decision.kind != "priority":
        g.answer(("command",)) if ("command",) in g.decision.options else settle(g)
    resolve_all(g)
    assert g.zone_of(cmd) == "command"
    if storm == "Echo Storm":
        g.cast(storm, target="Mind Stone")
        settle(g)
        resolve_all(g)
        assert len(_tokens(g, "Mind Stone")) == 2
    else:
        g.cast("Lightning Bolt", target=("player", 1))
        g.cast(storm, target=g.state.stack[-1])
        for _ in range(30):
            d = g.decision
            if d.kind == "priority" and not g.stack:
                break
            if d.kind == "target":
                g.answer(next((o for o in d.options if o[0] == "keep"), d.options[0]))
            elif d.kind == "priority":
                g.pass_priority()
            else:
                g.answer(d.options[0])
        assert g.life(1) == 11


@pytest.mark.parametrize("storm", [
    pytest.param("Echo Storm", marks=ruling("Echo Storm", "2018-07-13", "each storms triggered ability can copy")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "each storms triggered ability can copy")),
])
def test_storm_trigger_copies_the_spell_even_if_it_was_countered_707_10_608_2h(storm):
    """707.10, 608.2h: the Storm spell is countered in response to its cast trigger; the trigger still copies it
    (as it last existed): Echo Storm's copy still makes a Mind Stone token; Fury Storm's copy still copies the
    Lightning Bolt (which resolves twice)."""
    s, cmd = _storm_board(storm)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    if storm == "Echo Storm":
        s.battlefield(0, "Mind Stone")
    else:
        s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    _cast_commander(g, cmd)
    if storm == "Echo Storm":
        g.cast(storm, target="Mind Stone")
    else:
        g.cast("Lightning Bolt", target=("player", 1))
        g.cast(storm, target=g.state.stack[-1])
    settle(g)
    assert len(g.stack) >= 2   # the cast trigger above the spell
    g.pass_priority()
    g.cast("Counterspell", target=g.find(storm, zone="stack"))
    g.pass_priority(2)
    g.expect_zone(storm, "graveyard")
    for _ in range(30):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "target":
            g.answer(next((o for o in d.options if o[0] == "keep"), d.options[0]))
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    if storm == "Echo Storm":
        assert len(_tokens(g, "Mind Stone")) == 1
    else:
        assert g.life(1) == 14


@pytest.mark.parametrize("storm", [
    pytest.param("Echo Storm", marks=ruling("Echo Storm", "2018-07-13", "the copies are created on the")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "the copies are created on the")),
    pytest.param("Echo Storm", marks=ruling("Echo Storm", "2018-07-13", "each storms triggered ability counts only")),
    pytest.param("Fury Storm", marks=ruling("Fury Storm", "2018-07-13", "each storms triggered ability counts only")),
])
def test_storm_copies_arent_cast_and_count_past_casts_only_707_10_903_8(storm):
    """707.10, 903.8: after one cast of Isamaru from the command zone, Echo Storm is copied once: the copy isn't
    cast, so it doesn't trigger the Storm ability again — two Mind Stone tokens in all, not more."""
    s, cmd = _storm_board(storm)
    s.battlefield(0, "Mind Stone")
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    _cast_commander(g, cmd)
    if storm == "Echo Storm":
        g.cast(storm, target="Mind Stone")
        settle(g)
        resolve_all(g)
        assert len(_tokens(g, "Mind Stone")) == 2
    else:
        g.cast("Lightning Bolt", target=("player", 1))
        g.cast(storm, target=g.state.stack[-1])
        for _ in range(30):
            d = g.decision
            if d.kind == "priority" and not g.stack:
                break
            if d.kind == "target":
                g.answer(next((o for o in d.options if o[0] == "keep"), d.options[0]))
            elif d.kind == "priority":
                g.pass_priority()
            else:
                g.answer(d.options[0])
        assert g.life(1) == 11   # the original Bolt, Fury Storm's copy, and the copied Fury Storm's copy


# ---------------------------------------------------------------- Echo Storm's token copies

def _echo(target_name: str, *, extra=(), sculpt=False):
    s = Scenario.full()
    s.hand(0, "Echo Storm")
    s.lands(0, "Island", 5)
    art = s.battlefield(0, target_name, tapped=True)
    for e in extra:
        s.battlefield(0, e)
    return s, art


@ruling("Echo Storm", "2018-07-13", "the token copies exactly what was")
def test_echo_storm_2018_07_13_token_copies_printed_values_707_2():
    """707.2: copying a tapped Mind Stone: the token is untapped."""
    s, art = _echo("Mind Stone")
    g = s.start("main1")
    g.cast("Echo Storm", target=art)
    settle(g)
    resolve_all(g)
    (tok,) = _tokens(g, "Mind Stone")
    assert not g.obj(tok).tapped


@ruling("Echo Storm", "2018-07-13", "if the copied artifact is copying")
def test_echo_storm_2018_07_13_copy_of_a_copy_707_3():
    """707.3: Sculpting Steel entered as a copy of Mind Stone; Echo Storm copying it makes a Mind Stone token."""
    s = Scenario.full()
    s.hand(0, "Echo Storm")
    s.lands(0, "Island", 5)
    s.battlefield(0, "Mind Stone")
    steel = s.hand(0, "Sculpting Steel")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast(steel)
    settle(g)
    g.pass_until_resolved()
    if g.decision.kind == "choose_cards":
        g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find("Mind Stone")))
    resolve_all(g)
    assert g.obj(steel).name == "Mind Stone"
    g.cast("Echo Storm", target=steel)
    settle(g)
    resolve_all(g)
    assert len(_tokens(g, "Mind Stone")) == 1


@ruling("Echo Storm", "2018-07-13", "any enters the battlefield abilities of")
def test_echo_storm_2018_07_13_enters_ability_triggers_603_6a():
    """603.6a: a token copy of Prophetic Prism draws a card as it enters."""
    s, art = _echo("Prophetic Prism")
    g = s.start("main1")
    g.cast("Echo Storm", target=art)
    settle(g)
    resolve_all(g)
    assert len(_tokens(g, "Prophetic Prism")) == 1
    assert len(g.zone(0, "hand")) == 1


@ruling("Echo Storm", "2018-07-13", "each copy resolves one at a")
def test_echo_storm_2018_07_13_copy_resolves_first_its_trigger_before_the_original_608_2_603_3():
    """603.3, 405.5: with one commander cast, the copy of Echo Storm resolves first; the copied Prophetic Prism
    token's draw trigger goes on the stack above the original Echo Storm and resolves before it."""
    s = Scenario.full()
    cmd = s.commander(0, ISAMARU)
    s.lands(0, "Plains", 1)
    s.hand(0, "Echo Storm")
    s.lands(0, "Island", 5)
    s.battlefield(0, "Prophetic Prism")
    g = s.start("main1")
    _cast_commander(g, cmd)
    g.cast("Echo Storm", target="Prophetic Prism")
    settle(g)
    for _ in range(20):
        if len(_tokens(g, "Prophetic Prism")) == 1:
            break
        d = g.decision
        if d.kind == "target":
            g.answer(next((o for o in d.options if o[0] == "keep"), d.options[0]))
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    settle(g)
    names = g.stack
    assert names[0] == "Echo Storm" and len(names) == 2 and "Prophetic Prism" in names[1], names


@ruling("Echo Storm", "2018-07-13", "if the copied artifact has x")
def test_echo_storm_2018_07_13_x_is_zero_107_3m():
    """107.3m: copying a Chalice of the Void that entered with one charge counter (X=1): the token's X is 0, it
    enters with no charge counters."""
    s = Scenario.full()
    s.hand(0, "Echo Storm")
    s.lands(0, "Island", 5)
    s.battlefield(0, "Chalice of the Void", counters={"charge": 1})
    g = s.start("main1")
    g.cast("Echo Storm", target="Chalice of the Void")
    settle(g)
    resolve_all(g)
    (tok,) = _tokens(g, "Chalice of the Void")
    assert not g.obj(tok).counters.get("charge")
    assert g.obj(tok).mana_value == 0


@ruling("Echo Storm", "2018-07-13", "if the copied artifact is a")
def test_echo_storm_2018_07_13_copy_of_a_token_707_2():
    """707.2: the Food token Gilded Goose made is copied: the new token is a Food as that token was created."""
    s = Scenario.full()
    s.hand(0, "Echo Storm", "Gilded Goose")
    s.lands(0, "Island", 5)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Gilded Goose")
    resolve_all(g)
    (food,) = _tokens(g, "Food")
    g.cast("Echo Storm", target=food)
    settle(g)
    resolve_all(g)
    foods = _tokens(g, "Food")
    assert len(foods) == 2 and all("Food" in g.obj(f).subtypes and "Artifact" in g.obj(f).types for f in foods)
