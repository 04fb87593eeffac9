"""Recover (702.59), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _bolt_bears(owner: int = 0, swamps: int = 3):
    """Grim Harvest (recover {2}{B}) in player 0's graveyard; Lightning Bolt kills a Grizzly Bears owned by ``owner``."""
    s = Scenario.full()
    harvest = s.graveyard(0, "Grim Harvest")[0]
    s.lands(0, "Swamp", swamps)
    bears = s.battlefield(owner, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=bears)
    g.pass_priority(2)
    return g, harvest, bears


def _resolve_trigger(g, pay: bool):
    g.pass_priority(2)
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        g.answer(("yes",) if pay else ("no",)) if d.kind == "yes_no" else g.answer(("auto",))


def test_702_59a_paying_returns_the_card_to_hand():
    """702.59a: a creature (Grizzly Bears) is put into its owner's graveyard from the battlefield: Grim Harvest's
    recover triggers from that graveyard; paying {2}{B} returns Grim Harvest to the hand."""
    g, harvest, bears = _bolt_bears()
    g.expect_zone(bears, "graveyard")
    assert len(g.stack) == 1
    _resolve_trigger(g, pay=True)
    g.expect_zone(harvest, "hand")
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Swamp")


def test_702_59a_otherwise_the_card_is_exiled():
    """702.59a: "Otherwise, exile this card": declining to pay exiles Grim Harvest."""
    g, harvest, _ = _bolt_bears()
    _resolve_trigger(g, pay=False)
    g.expect_zone(harvest, "exile")


def test_702_59a_unable_to_pay_exiles_it():
    """702.59a, 118.3: with only one Swamp the cost can't be paid: Grim Harvest is exiled."""
    g, harvest, _ = _bolt_bears(swamps=1)
    _resolve_trigger(g, pay=True)
    g.expect_zone(harvest, "exile")


def test_702_59a_not_for_a_creature_going_to_another_players_graveyard():
    """702.59a: "put into your graveyard": the opponent's Grizzly Bears dying doesn't trigger recover."""
    g, harvest, bears = _bolt_bears(owner=1)
    g.expect_zone(bears, "graveyard")
    assert g.stack == []
    g.expect_zone(harvest, "graveyard")


def test_702_59_recover_cards_are_supported(supported):
    supported("Grim Harvest", "Krovikan Rot", "Resize", "Icefall", "Controvert", "Sun's Bounty")
