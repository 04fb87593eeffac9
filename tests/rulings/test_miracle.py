"""Official rulings shared by the miracle cards among the target cards (702.94, issue #32): Banishing Stroke,
Devastation Tide and Entreat the Angels, each ruling checked on each card. The parameter lists name the ruling each
case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling

ANY_TURN = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'you can reveal and cast a')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'you can reveal and cast a')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'you can reveal and cast a')),
]

SEQUENCE = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'multiple card draws are always treated')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'multiple card draws are always treated')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'multiple card draws are always treated')),
]

NOT_DRAWN = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'if an effect puts a card')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'if an effect puts a card')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'if an effect puts a card')),
]

NO_REVEAL = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'you dont have to reveal a')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'you dont have to reveal a')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'you dont have to reveal a')),
]

ONLY_ON_RESOLUTION = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'you can cast a card for')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'you can cast a card for')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'you can cast a card for')),
]

TIMING = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'you cast the card with miracle')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'you cast the card with miracle')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'you cast the card with miracle')),
]

TOTAL_COST = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'to determine the total cost of')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'to determine the total cost of')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'to determine the total cost of')),
]

LEFT_HAND = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'if the card with miracle leaves')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'if the card with miracle leaves')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'if the card with miracle leaves')),
]

STILL_DRAWN = [
    pytest.param('Banishing Stroke', marks=ruling('Banishing Stroke', '2018-07-13', 'you still draw the card whether')),
    pytest.param('Devastation Tide', marks=ruling('Devastation Tide', '2018-07-13', 'you still draw the card whether')),
    pytest.param('Entreat the Angels', marks=ruling('Entreat the Angels', '2018-07-13', 'you still draw the card whether')),
]

#: the printed mana value of each card (Entreat the Angels cast with X=1: {1}{1}{W}{W}{W})
PRINTED_MV = {"Banishing Stroke": 6, "Devastation Tide": 5, "Entreat the Angels": 5}


def _board(card: str, *, top_second: bool = False, step: str = "draw", active: int = 0, **kw):
    """``card`` on top of player 0's library (second from the top with ``top_second``); lands for any cost; an
    opponent's Grizzly Bears to target. The game starts at ``step`` of turn 2 (``active`` player's)."""
    s = Scenario.full()
    order = ["Forest", card] if top_second else [card]
    s.library(0, *order, *(["Forest"] * 6))
    for land in ("Plains", "Island"):
        s.lands(0, land, 4)
    bears = s.battlefield(1, "Grizzly Bears")
    for p, name in kw.get("battlefield", ()):
        s.battlefield(p, name)
    for p, name in kw.get("hand", ()):
        s.hand(p, name)
    for p, land, n in kw.get("lands", ()):
        s.lands(p, land, n)
    g = s.start(step, turn=2, active=active)
    return g, bears


def _is_miracle(d) -> bool:
    return d is not None and d.kind == "yes_no" and isinstance(d.info, dict) and d.info.get("effect") == "miracle"


def _cast_for_miracle(g, card: str, bears):
    """Reveal, let the trigger resolve and cast ``card`` for its miracle cost (X=1, targeting Grizzly Bears)."""
    assert _is_miracle(g.decision), g.decision
    g.choose("yes")
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "option" and any(o[0] == "cast" for o in d.options), d
    g.answer(next(o for o in d.options if o[0] == "cast"))
    for _ in range(6):
        d = g.decision
        if d is None or d.kind == "priority":
            return
        if d.kind == "x":
            g.choose(1)
        elif d.kind == "target":
            g.choose(bears)
        else:
            g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))


def _resolved(g, card: str, bears, life: int | None = None):
    """The miracle spell's effect happened: the Bears bottomed or bounced, or one Angel made."""
    if card == "Banishing Stroke":
        g.expect_zone(bears, "library")
    elif card == "Devastation Tide":
        g.expect_zone(bears, "hand")
    else:
        assert g.zone(0, "battlefield").count("Angel") == 1, g.zone(0, "battlefield")


@pytest.mark.parametrize("card", ANY_TURN)
def test_miracle_on_an_opponent_s_turn_702_94a(card):
    """702.94a: the first card its owner draws in a turn may be a miracle in any player's turn: drawn with Opt in
    the opponent's upkeep, it's revealed and cast for its miracle cost (a sorcery too, as the trigger resolves)."""
    g, bears = _board(card, step="upkeep", active=1, hand=[(0, "Opt")])
    g.pass_priority()                     # the active opponent passes; player 1 may act
    g.cast("Opt")
    g.pass_until_resolved()
    d = g.decision
    if d.kind == "scry":
        g.choose("top")
    elif d.kind != "yes_no":
        g.answer(d.options[0])
    _cast_for_miracle(g, card, bears)
    g.pass_until_resolved()
    _resolved(g, card, bears)


@pytest.mark.parametrize("card", SEQUENCE)
def test_miracle_only_the_first_of_several_cards_drawn_121_2_702_94a(card):
    """121.2, 702.94a: Divination draws two cards one at a time: with the miracle card second, it isn't the first
    card drawn this turn — no miracle (the game starts in the main phase: nothing drawn yet this turn)."""
    g, bears = _board(card, top_second=True, step="main1", hand=[(0, "Divination")], lands=[(0, "Island", 3)])
    hand_before = len(g.zone(0, "hand"))
    g.cast("Divination")
    g.pass_until_resolved()
    assert not _is_miracle(g.decision) and not g.stack
    assert card in g.zone(0, "hand") and len(g.zone(0, "hand")) == hand_before + 1


@pytest.mark.parametrize("card", NOT_DRAWN)
def test_miracle_card_put_into_hand_without_drawing_is_no_miracle_121_1_702_94a(card):
    """121.1, 702.94a: Impulse puts the card into its owner's hand without drawing it: no miracle trigger."""
    g, bears = _board(card, step="upkeep", active=1, hand=[(0, "Impulse")], lands=[(0, "Island", 2)])
    g.pass_priority()
    g.cast("Impulse")
    g.pass_until_resolved()
    d = g.decision
    g.choose(card)
    while g.decision is not None and g.decision.kind != "priority":
        assert not _is_miracle(g.decision)
        g.answer(g.decision.options[0])
    assert card in g.zone(0, "hand") and not g.stack


@pytest.mark.parametrize("card", NO_REVEAL)
def test_miracle_reveal_is_optional_702_94a(card):
    """702.94a "you may reveal it": not revealing, nothing triggers and the card stays in its owner's hand."""
    g, bears = _board(card)
    assert _is_miracle(g.decision)
    g.choose("no")
    assert not g.stack and card in g.zone(0, "hand")


@pytest.mark.parametrize("card", ONLY_ON_RESOLUTION)
def test_miracle_cost_only_while_the_trigger_resolves_702_94a(card):
    """702.94a: declining to cast it as the trigger resolves, the card stays in hand and the miracle cost is gone:
    later in the turn only its normal cost is offered."""
    g, bears = _board(card, lands=[(0, "Plains", 6), (0, "Island", 4)])
    g.choose("yes")
    g.pass_priority(2)
    g.answer(("decline",))
    assert card in g.zone(0, "hand")
    g.pass_until("main1", turn=2)
    casts = [o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == card]
    assert casts and all(o[2] == "normal" for o in casts), casts


@pytest.mark.parametrize("card", TIMING)
def test_miracle_cast_in_the_draw_step_ignoring_timing_608_2g_702_94a(card):
    """608.2g, 702.94a: cast during the trigger's resolution in the draw step — a sorcery too — and resolved."""
    g, bears = _board(card)
    _cast_for_miracle(g, card, bears)
    assert g.state.step == "draw" and g.stack == [card], (g.state.step, g.stack)
    g.pass_until_resolved()
    _resolved(g, card, bears)


@pytest.mark.parametrize("card", TOTAL_COST)
def test_miracle_total_cost_starts_from_the_miracle_cost_601_2f_202_3(card):
    """601.2f, 118.9, 202.3: Thalia, Guardian of Thraben adds {1} to the miracle cost — the total paid is the
    miracle cost plus {1} — and the spell's mana value stays that of its printed cost."""
    g, bears = _board(card, battlefield=[(1, "Thalia, Guardian of Thraben")])
    untapped = sum(1 for i in g.state.battlefield if g.obj(i).controller == 0 and not g.obj(i).tapped)
    _cast_for_miracle(g, card, bears)
    paid = untapped - sum(1 for i in g.state.battlefield if g.obj(i).controller == 0 and not g.obj(i).tapped)
    miracle = {"Banishing Stroke": 1, "Devastation Tide": 2, "Entreat the Angels": 3}[card]   # ({X}{W}{W}, X=1)
    assert paid == miracle + 1, paid
    assert g.obj(g.find(card, zone="stack")).mana_value == PRINTED_MV[card]


@pytest.mark.parametrize("card", LEFT_HAND)
def test_miracle_card_gone_from_hand_can_t_be_cast_702_94a(card):
    """702.94a: the opponent's Funeral Charm makes its owner discard the revealed card in response to the trigger
    (it is the only card in hand): when the trigger resolves, nothing can be cast."""
    g, bears = _board(card, hand=[(1, "Funeral Charm")], lands=[(1, "Swamp", 1)])
    g.choose("yes")
    g.pass_priority()
    g.cast("Funeral Charm", target=("player", 0), modes=[1])
    g.pass_priority(2)                        # Funeral Charm resolves
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    assert not any(o[0] == "cast" for o in (g.decision.options or ())), g.decision
    assert card in g.zone(0, "graveyard")


@pytest.mark.parametrize("card", STILL_DRAWN)
def test_miracle_card_is_drawn_either_way_121_1_702_94a(card):
    """121.1, 702.94a: the card is drawn whether or not it's cast: the opponent's Underworld Dreams triggers on the
    draw (1 life), and a card not cast stays in hand."""
    g, bears = _board(card, battlefield=[(1, "Underworld Dreams")])
    g.choose("no")
    g.pass_until_resolved()
    g.expect_life(0, 19)
    assert card in g.zone(0, "hand")


@ruling("Entreat the Angels", "2017-03-14", "a mana cost of x x")
def test_entreat_the_angels_2017_03_14_a_mana_cost_of_x_x_107_3():
    """107.3: {X}{X}{W}{W}{W} with X=3 costs {6}{W}{W}{W}: nine lands pay it and three Angels come."""
    s = Scenario.full()
    s.hand(0, "Entreat the Angels")
    s.lands(0, "Plains", 9)
    g = s.start("main1")
    g.cast("Entreat the Angels", x=3)
    g.pass_until_resolved()
    assert all(g.obj(i).tapped for i in g.state.battlefield if g.obj(i).name == "Plains")
    assert g.zone(0, "battlefield").count("Angel") == 3


@ruling("Entreat the Angels", "2017-03-14", "entreat the angelss converted mana cost")
def test_entreat_the_angels_2017_03_14_entreat_the_angelss_converted_mana_cost_202_3e():
    """202.3e: cast for its miracle cost with X=4, Entreat the Angels on the stack has mana value 4+4+3 = 11."""
    g, bears = _board("Entreat the Angels", lands=[(0, "Plains", 6)])
    g.choose("yes")
    g.pass_priority(2)
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(4):
        d = g.decision
        if d.kind == "x":
            g.choose(4)
        elif d.kind != "priority":
            g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))
    assert g.obj(g.find("Entreat the Angels", zone="stack")).mana_value == 11
