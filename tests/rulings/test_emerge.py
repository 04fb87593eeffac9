"""Official rulings shared by the emerge cards among the target cards (702.119, issue #32): each ruling checked
on each card that carries it. The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

CAST_TRIGGER = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'a when you cast triggered ability')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'a when you cast triggered ability')),
]

COLORLESS = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'each card with emerge is colorless')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'each card with emerge is colorless')),
]

PRINTED_MV = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'a creatures converted mana cost is')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'a creatures converted mana cost is')),
]

X_IS_ZERO = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'if you sacrifice a creature with')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'if you sacrifice a creature with')),
]

ZERO_MV = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'you may sacrifice a creature with a')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'you may sacrifice a creature with a')),
]

BIG_MV = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'you may sacrifice a creature with converted')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'you may sacrifice a creature with converted')),
]

COLORED = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'colored mana components of emerge costs')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'colored mana components of emerge costs')),
]

SPELL_MV = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'the converted mana cost of a')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'the converted mana cost of a')),
]

MANA_FIRST = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'the creature chosen to be sacrificed')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'the creature chosen to be sacrificed')),
]

NO_ACTIONS = [
    pytest.param('Abundant Maw', marks=ruling('Abundant Maw', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Decimator of the Provinces', marks=ruling('Decimator of the Provinces', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Elder Deep-Fiend', marks=ruling('Elder Deep-Fiend', '2016-07-13', 'once you begin to cast a')),
    pytest.param('It of the Horrid Swarm', marks=ruling('It of the Horrid Swarm', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Lashweed Lurker', marks=ruling('Lashweed Lurker', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Mockery of Nature', marks=ruling('Mockery of Nature', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Vexing Scuttler', marks=ruling('Vexing Scuttler', '2016-07-13', 'once you begin to cast a')),
    pytest.param('Wretched Gryff', marks=ruling('Wretched Gryff', '2016-07-13', 'once you begin to cast a')),
]

#: each card's colors of mana (its emerge cost's colored part) and its emerge cost's generic part
COLORS = {"Abundant Maw": ("Swamp",), "Decimator of the Provinces": ("Forest",), "Elder Deep-Fiend": ("Island",),
          "It of the Horrid Swarm": ("Forest",), "Lashweed Lurker": ("Forest", "Island"),
          "Mockery of Nature": ("Forest",), "Vexing Scuttler": ("Island",), "Wretched Gryff": ("Island",)}
EMERGE_GENERIC = {"Abundant Maw": 6, "Decimator of the Provinces": 6, "Elder Deep-Fiend": 5,
                  "It of the Horrid Swarm": 6, "Lashweed Lurker": 5, "Mockery of Nature": 7, "Vexing Scuttler": 6,
                  "Wretched Gryff": 5}
EMERGE_COLORED = {"Abundant Maw": "{B}", "Decimator of the Provinces": "{G}{G}{G}", "Elder Deep-Fiend": "{U}{U}",
                  "It of the Horrid Swarm": "{G}", "Lashweed Lurker": "{G}{U}", "Mockery of Nature": "{G}",
                  "Vexing Scuttler": "{U}", "Wretched Gryff": "{U}"}
PRINTED_MV_OF = {"Abundant Maw": 8, "Decimator of the Provinces": 10, "Elder Deep-Fiend": 8,
                 "It of the Horrid Swarm": 8, "Lashweed Lurker": 8, "Mockery of Nature": 9, "Vexing Scuttler": 8,
                 "Wretched Gryff": 7}


def _board(card: str, *, generic: int = 10, colored: int = 3, **options):
    s = Scenario.full(**options)
    h = s.hand(0, card)
    for land in COLORS[card]:
        s.lands(0, land, colored)
    s.lands(0, "Wastes", generic)
    return s, h


def _emerge(g, h, victim):
    """Begin casting ``h`` for its emerge cost and choose ``victim`` to sacrifice; the payment is pending."""
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(h) and "emerge" in o[2]))
    assert g.decision.kind == "choose_cards", g.decision
    g.choose(victim)
    assert g.decision.kind == "pay", g.decision


@pytest.mark.parametrize("card", CAST_TRIGGER)
def test_emerge_cast_trigger_resolves_first_and_even_if_the_spell_is_countered_603_2_701_6a(card):
    """603.2, 405.5, 701.6a: the "when you cast" trigger goes on the stack above the spell, so it resolves first;
    Cancel countering the spell doesn't stop it: each card's trigger has its effect while the spell is in the
    graveyard."""
    s, h = _board(card)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Ornithopter")
    shock = s.graveyard(0, "Shock")[0]
    s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(h) and o[2] == "normal"))
    prefer = {"Elder Deep-Fiend": theirs, "Lashweed Lurker": theirs, "Mockery of Nature": theirs,
              "Vexing Scuttler": shock}.get(card)
    g.answer(("auto",))
    for _ in range(4):
        d = g.decision
        if d is None or d.kind == "priority":
            break
        if prefer is not None and any(len(o) > 1 and o[1] == g.find(prefer) for o in d.options):
            g.choose(prefer)
        else:
            settle(g)
    assert g.stack == [card, f"ability of {card}"], g.stack
    g.pass_priority()                                 # player 2 gets priority with the trigger on top
    g.cast("Cancel", target=h)
    g.pass_until_resolved()
    settle(g)
    resolve_all(g)
    g.expect_zone(h, "graveyard")
    g.expect_zone("Cancel", "graveyard")
    if card == "Abundant Maw":
        g.expect_life(1, 17)
        g.expect_life(0, 23)
    elif card == "Decimator of the Provinces":
        g.expect_pt(mine, 4, 4)
        assert "Trample" in g.obj(mine).keywords
    elif card == "Elder Deep-Fiend":
        assert g.obj(theirs).tapped
    elif card == "It of the Horrid Swarm":
        assert g.zone(0, "battlefield").count("Insect") == 2, g.zone(0, "battlefield")
    elif card == "Lashweed Lurker":
        g.expect_zone(theirs, "library")
    elif card == "Mockery of Nature":
        g.expect_zone(theirs, "graveyard")
    elif card == "Vexing Scuttler":
        g.expect_zone(shock, "hand")
    else:  # Wretched Gryff: draw a card (the Gryff left the hand, the drawn card came in)
        assert len(g.zone(0, "hand")) == hand, g.zone(0, "hand")


@pytest.mark.parametrize("card", COLORLESS)
def test_emerge_card_stays_colorless_when_cast_for_emerge_105_2c_202_2(card):
    """105.2c, 202.2: a card with no colored mana symbols in its mana cost is colorless; paying the colored emerge
    cost doesn't give it a color — on the stack and on the battlefield."""
    s, h = _board(card)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    assert g.obj(h).colors == []
    _emerge(g, h, "Hill Giant")
    g.answer(("auto",))
    assert g.obj(h).colors == [], g.obj(h).colors
    settle(g)
    resolve_all(g)
    g.expect_zone(h, "battlefield")
    assert g.obj(h).colors == []


@pytest.mark.parametrize("card", PRINTED_MV)
def test_emerge_reduction_uses_the_sacrificed_creature_s_printed_mana_value_202_3_702_119a(card):
    """202.3, 702.119a: the reduction is the sacrificed creature's mana value from its printed cost — a Hill Giant
    grown by +1/+1 counters and an Aura still has mana value 4, so the emerge cost is reduced by exactly {4}."""
    s, h = _board(card)
    giant = s.battlefield(0, "Hill Giant", counters={"+1/+1": 3})
    s.battlefield(0, "Holy Strength", attached_to=giant)
    g = s.start("main1")
    _emerge(g, h, giant)
    want = ("{%d}" % (EMERGE_GENERIC[card] - 4)) + EMERGE_COLORED[card]
    assert g.decision.info["due"] == want, (g.decision.info, want)


@pytest.mark.parametrize("card", X_IS_ZERO)
def test_emerge_sacrificing_a_creature_with_x_in_its_cost_counts_x_as_0_202_3e_702_119a(card):
    """202.3e, 702.119a: Endless One ({X}) on the battlefield has mana value 0 whatever X was; sacrificing it
    reduces nothing."""
    s, h = _board(card)
    one = s.battlefield(0, "Endless One", counters={"+1/+1": 5})
    g = s.start("main1")
    _emerge(g, h, one)
    want = ("{%d}" % EMERGE_GENERIC[card]) + EMERGE_COLORED[card]
    assert g.decision.info["due"] == want, (g.decision.info, want)
    g.answer(("auto",))
    g.expect_zone(one, "graveyard")


@pytest.mark.parametrize("card", ZERO_MV)
def test_emerge_sacrificing_a_token_with_mana_value_0_pays_the_full_emerge_cost_111_4_702_119a(card):
    """111.4, 202.3, 702.119a: a token that isn't a copy has no mana cost (mana value 0): sacrificing an Eldrazi
    Scion token is allowed and the full emerge cost is paid."""
    s, h = _board(card, colored=6)
    s.hand(0, "Call the Scions")
    s.lands(0, "Forest", 1)
    s.lands(0, "Wastes", 2)
    g = s.start("main1")
    g.cast("Call the Scions")
    settle(g)
    resolve_all(g)
    scion = g.find("Eldrazi Scion")
    _emerge(g, h, scion)
    want = ("{%d}" % EMERGE_GENERIC[card]) + EMERGE_COLORED[card]
    assert g.decision.info["due"] == want, (g.decision.info, want)
    g.answer(("auto",))
    assert "Eldrazi Scion" in [n for n in g.zone(0, "battlefield")]  # the other Scion stays
    settle(g)
    resolve_all(g)
    g.expect_zone(h, "battlefield")


@pytest.mark.parametrize("card", BIG_MV + COLORED)
def test_emerge_big_creature_leaves_only_the_colored_part_to_pay_702_119a_601_2f(card):
    """702.119a, 601.2f: the reduction is of generic mana only: sacrificing Ancient Brontodon (mana value 8, more
    than any emerge cost's generic part) leaves exactly the emerge cost's colored mana to pay."""
    s, h = _board(card, generic=0)
    s.battlefield(0, "Ancient Brontodon")
    g = s.start("main1")
    _emerge(g, h, "Ancient Brontodon")
    assert g.decision.info["due"] == EMERGE_COLORED[card], g.decision.info
    g.answer(("auto",))
    g.expect_zone("Ancient Brontodon", "graveyard")
    assert g.stack[0] == card


@pytest.mark.parametrize("card", SPELL_MV)
def test_emerge_spell_keeps_its_printed_mana_value_when_emerged_202_3_118_9c(card):
    """202.3, 118.9c: an alternative cost doesn't change the spell's mana cost: cast for its emerge cost, the spell
    on the stack and the permanent it becomes have the mana value of the printed cost."""
    s, h = _board(card)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _emerge(g, h, "Hill Giant")
    g.answer(("auto",))
    assert g.obj(h).mana_value == PRINTED_MV_OF[card]
    settle(g)
    resolve_all(g)
    g.expect_zone(h, "battlefield")
    assert g.obj(h).mana_value == PRINTED_MV_OF[card]


@pytest.mark.parametrize("card", MANA_FIRST)
def test_emerge_sacrificed_creature_can_first_tap_for_mana_601_2g_601_2h(card):
    """601.2g, 601.2h: mana abilities are activated before the total cost is paid, and the sacrifice is part of
    that payment — so the creature chosen to be sacrificed (Llanowar Elves) can still tap for {G} first: with one
    land short, the spell is cast and the elf ends in the graveyard."""
    s, h = _board(card, generic=0, colored=0)
    elf = s.battlefield(0, "Llanowar Elves")
    due_generic = EMERGE_GENERIC[card] - 1
    for land in COLORS[card]:
        s.lands(0, land, EMERGE_COLORED[card].count("{"))
    s.lands(0, "Wastes", due_generic - 1)        # one short: the elf's {G} pays the last generic mana
    g = s.start("main1")
    _emerge(g, h, elf)
    assert any(o[0] == "activate" and o[1] == g.find(elf) for o in g.decision.options), g.decision.options
    g.answer(("auto",))
    g.expect_zone(elf, "graveyard")
    assert g.stack and g.stack[0] == card, g.stack


@pytest.mark.parametrize("card", NO_ACTIONS)
def test_emerge_no_player_acts_while_the_spell_is_being_cast_601_2(card):
    """601.2, 117.1: while the spell is being cast (the sacrifice chosen, the cost paid) only its caster decides;
    the opponent's first chance to act is with the spell on the stack and the creature already sacrificed."""
    s, h = _board(card)
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(h) and "emerge" in o[2]))
    assert g.decision.actor == 0 and g.decision.kind == "choose_cards"
    g.choose(giant)
    assert g.decision.actor == 0 and g.decision.kind == "pay"
    g.answer(("auto",))
    settle(g)
    g.expect_zone(giant, "graveyard")
    g.pass_priority()
    assert g.decision.actor == 1 and g.decision.kind == "priority"
    assert card in g.stack
