"""Official rulings of target cards A-H (issue #32, sixth pass), fourth group: Cast Through Time's rebound, Evermind
spliced onto Arcane, Arni Slays the Troll's chapter I, Hushbringer and an animated land, improvise and convoke
keeping the mana value."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


@ruling("Cast Through Time", "2010-06-15", "if you are unable to cast")
def test_cast_through_time_2010_06_15_declined_stays_exiled_702_88a():
    """702.88a: with Cast Through Time, Divination is exiled as it resolves; at my next upkeep I decline to cast
    it: it stays in exile, with no later chance."""
    s = Scenario.full()
    s.battlefield(0, "Cast Through Time")
    h = s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast(h)
    resolve_all(g)
    g.expect_zone(h, "exile")
    g.pass_until("upkeep", turn=3)
    for _ in range(10):
        if g.decision.kind == "option":
            break
        g.pass_priority() if g.decision.kind == "priority" else settle(g, limit=1)
    g.answer(("decline",))
    resolve_all(g)
    g.pass_until("main1", turn=5)
    g.expect_zone(h, "exile")


@ruling("Cast Through Time", "2010-06-15", "at the beginning of your upkeep")
def test_cast_through_time_2010_06_15_two_rebounds_any_order_sorcery_in_upkeep_702_88a_603_3b():
    """603.3b, 702.88a: two rebounded spells (Divination, a sorcery, and Shock) trigger at the same upkeep; I order
    the triggers; the sorcery is cast then, ignoring its timing."""
    s = Scenario.full()
    s.battlefield(0, "Cast Through Time")
    div = s.hand(0, "Divination")
    s.hand(0, "Shock")
    s.lands(0, "Island", 3)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast(div)
    resolve_all(g)
    g.cast("Shock", target=("player", 1))
    resolve_all(g)
    g.pass_until("upkeep", turn=3)
    kinds = []
    for _ in range(40):
        d = g.decision
        kinds.append(d.kind)
        if d.kind == "option":
            g.answer(next(o for o in d.options if o[0] != "decline"))
            settle(g)
            if "upkeep" in str(g.state.step).lower() and g.zone_of(div) == "stack":
                break
            continue
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "target":
            g.answer(("target_player", 1) if ("target_player", 1) in d.options else d.options[0])
        else:
            g.answer(d.options[0])
    assert "trigger_order" in kinds
    assert g.zone_of(div) == "stack" and "upkeep" in str(g.state.step).lower()


def _glacial(with_evermind=2):
    s = Scenario.full()
    s.hand(0, "Glacial Ray")
    for _ in range(with_evermind):
        s.hand(0, "Evermind")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 4)
    return s


def _cast_spliced(g, target, n_splice):
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Glacial Ray"))
    spliced = 0
    for _ in range(30):
        d = g.decision
        if d.kind == "priority":
            return
        splice = [o for o in d.options if "splice" in str(o[0]).lower() or (d.kind in ("choose_cards", "option")
                  and len(o) > 1 and isinstance(o[1], int) and g._name(o[1]) == "Evermind")]
        if splice and spliced < n_splice:
            g.answer(splice[0])
            spliced += 1
            continue
        if d.kind == "target":
            g.answer(g._target_option(target))
            continue
        g.answer(next((o for o in d.options if o[0] in ("done", "no", "auto", "decline")), d.options[0]))


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Evermind", "2013-06-07", "you reveal all cards you intend")),
])
def test_evermind_2013_06_07_two_everminds_spliced_each_once_702_47a(words):
    """702.47a-b: two Everminds spliced onto one Glacial Ray: each adds "Draw a card" once: two cards drawn and the
    2 damage dealt; both Everminds stay in my hand."""
    s = _glacial(2)
    g = s.start("main1")
    _cast_spliced(g, ("player", 1), 2)
    resolve_all(g)
    assert g.life(1) == 18
    hand = g.zone(0, "hand")
    assert hand.count("Evermind") == 2 and len(hand) == 4


@ruling("Evermind", "2013-06-07", "if all of the spells targets")
def test_evermind_2013_06_07_all_targets_illegal_nothing_happens_608_2b_702_47():
    """608.2b: Glacial Ray with Evermind spliced onto it, aimed at Grizzly Bears returned to hand in response: the
    spell doesn't resolve — no card is drawn from the spliced text."""
    s = _glacial(1)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    _cast_spliced(g, bears, 1)
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    resolve_all(g)
    assert g.zone(0, "hand") == ["Evermind"]


@ruling("Arni Slays the Troll", "2021-02-05", "for the chapter i ability if")
def test_arni_slays_the_troll_2021_02_05_fight_with_an_illegal_target_701_14b():
    """701.14b, 608.2b: chapter I's creature of theirs leaves in response (returned to hand): no fight — my Grizzly
    Bears deals and is dealt no damage."""
    s = Scenario.full()
    h = s.hand(0, "Arni Slays the Troll")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast(h)
    g.pass_priority(2)
    for _ in range(6):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "target":
            want = [o for o in d.options if o[0] == "target" and o[1] in (g.find(bears), g.find(giant))]
            g.answer(want[0] if want else d.options[0])
        else:
            g.answer(d.options[0])
    assert g.stack
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    resolve_all(g)
    g.expect_zone(giant, "hand")
    assert g.obj(bears).damage == 0


@ruling("Hushbringer", "2019-10-04", "look at each permanent as it")
def test_hushbringer_2019_10_04_an_animated_land_dying_603_2g_603_10a():
    """603.2g, 603.10a: Mutavault, a 2/2 creature until end of turn, dies with Hushbringer out: Blood Artist's
    "whenever a creature dies" doesn't trigger (it was a creature as it died)."""
    s = Scenario.full()
    s.battlefield(0, "Hushbringer")
    s.battlefield(0, "Blood Artist")
    mv = s.battlefield(0, "Mutavault")
    s.lands(0, "Wastes", 1)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    idxs = sorted(o[2] for o in g.decision.options if o[0] == "activate" and o[1] == g.find(mv))
    g.activate(mv, index=idxs[-1])   # {1}: becomes a 2/2 creature (not the mana ability)
    settle(g)
    resolve_all(g)
    assert "Creature" in g.obj(mv).types
    g.pass_priority()
    g.cast("Shock", target=mv)
    resolve_all(g)
    g.expect_zone(mv, "graveyard")
    assert g.life(1) == 20 and g.life(0) == 20


@ruling("Battle at the Bridge", "2017-02-09", "improvise doesnt change a spells mana")
def test_battle_at_the_bridge_2017_02_09_improvise_keeps_mana_value_202_3_702_126():
    """202.3, 702.126a: Battle at the Bridge with X=2 paid partly by tapping two Ornithopters: on the stack its mana
    value is 3 ({X}{B} with X=2)."""
    s = Scenario.full()
    s.hand(0, "Battle at the Bridge")
    orn = [s.battlefield(0, "Ornithopter") for _ in range(2)]
    s.lands(0, "Swamp", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "x":
            g.answer(("x", 2))
        elif d.kind == "target":
            g.answer(("target", g.find(bears)))
        else:
            g.answer(next((o for o in d.options if o[0] == "improvise"), None)
                     or next((o for o in d.options if o[0] in ("auto", "activate", "spend")), d.options[0]))
    assert all(g.obj(o).tapped for o in orn)
    assert g.obj(g.state.stack[-1]).mana_value == 3


@ruling("Devouring Light", "2014-07-18", "convoke doesnt change a spells mana")
def test_devouring_light_2014_07_18_convoke_keeps_mana_value_202_3_702_51():
    """202.3, 702.51a: Devouring Light paid by tapping two white creatures and a Plains: on the stack its mana value
    is 3."""
    s = Scenario.full()
    s.hand(0, "Devouring Light")
    crew = [s.battlefield(0, "Savannah Lions") for _ in range(2)]
    s.lands(0, "Plains", 1)
    att = s.battlefield(1, "Hill Giant")
    g = s.start("main1", active=1)
    g.attack(att)
    g.no_blocks()
    g.pass_priority()
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "target":
            g.answer(("target", g.find(att)))
            continue
        pick = next((o for o in d.options if o[0] == "convoke" and o[3] == "W" and o[2] > 0), None)
        g.answer(pick or next((o for o in d.options if o[0] in ("convoke", "auto", "activate", "spend")), d.options[0]))
    assert all(g.obj(c).tapped for c in crew)
    assert g.obj(g.state.stack[-1]).mana_value == 3


def _emrakul_casts(players: int, n: int):
    s = Scenario.full(players=players)
    for _ in range(n):
        s.hand(0, "Emrakul, the Promised End")
    s.lands(0, "Wastes", 13 * n)
    g = s.start("main1")
    for _ in range(n):
        g.cast(g.find("Emrakul, the Promised End", zone="hand"), target=("player", 1))
        for _ in range(10):
            d = g.decision
            if d.kind == "target" or d.kind == "target_player":
                g.answer(("target_player", 1))
            elif d.kind == "priority":
                break
            else:
                g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))
        resolve_all(g)
    return g


def _turn_owners(g, upto: int) -> list[int]:
    seen = []
    for _ in range(600):
        if g.state.result is not None or g.state.turn > upto:
            break
        if not seen or seen[-1][0] != g.state.turn:
            seen.append((g.state.turn, g.state.active))
        d = g.decision
        if d is None:
            break
        if d.kind == "priority":
            g.answer(("pass",))
        elif ("done",) in d.options:
            g.answer(("done",))
        else:
            g.answer(d.options[0])
    return [a for _, a in seen]


@ruling("Emrakul, the Promised End", "2016-07-13", "multiple player controlling effects that affect")
def test_emrakul_the_promised_end_2016_07_13_two_emrakuls_two_extra_turns_723_1a_500_7():
    """723.1a, 500.7: two Emrakuls cast targeting the same opponent: one control effect works (the last), but each
    creates an extra turn: the opponent takes turns 2, 3 and 4, then I take turn 5."""
    g = _emrakul_casts(2, 2)
    owners = _turn_owners(g, 5)
    assert owners[:5] == [0, 1, 1, 1, 0], owners


@ruling("Emrakul, the Promised End", "2016-07-13", "if the targeted player loses the")
def test_emrakul_the_promised_end_2016_07_13_player_leaves_no_extra_turn_800_4a():
    """800.4a, 500.7: in a three-player game the opponent whose turn I control concedes during it: no extra turn is
    created for them; the next turn is the third player's."""
    g = _emrakul_casts(3, 1)
    for _ in range(400):
        if g.state.turn == 2 and g.decision is not None:
            break
        d = g.decision
        g.answer(("pass",) if d.kind == "priority" else (("done",) if ("done",) in d.options else d.options[0]))
    assert g.state.active == 1
    g.game.concede(1)
    owners = _turn_owners(g, 4)
    assert 1 not in owners[1:] and owners[1] == 2, owners
