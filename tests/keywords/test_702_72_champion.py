"""Champion (702.72), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _hero(*others: str, opp_removal: bool = False):
    s = Scenario.full()
    ids = [s.battlefield(0, o) for o in others]
    s.hand(0, "Changeling Hero")
    s.lands(0, "Plains", 5)
    if opp_removal:
        s.hand(1, "Doom Blade")
        s.lands(1, "Swamp", 2)
    g = s.start("main1")
    g.cast("Changeling Hero")
    g.pass_priority(2)  # the Hero resolves; its champion ability triggers
    return g, ids


def _resolve_trigger(g):
    g.pass_priority(2)
    assert g.decision.kind == "choose_cards"


def test_702_72a_champion_exiles_another_creature():
    """702.72a: Changeling Hero ("Champion a creature") enters; its controller exiles Grizzly Bears, and the Hero
    stays."""
    g, (bears,) = _hero("Grizzly Bears")
    _resolve_trigger(g)
    g.choose(bears)
    g.expect_zone(bears, "exile")
    assert g.zone_of("Changeling Hero") == "battlefield"


def test_702_72a_champion_declined_sacrifices_itself():
    """702.72a: "sacrifice it unless you exile another [object]": choosing none, the Hero is sacrificed."""
    g, (bears,) = _hero("Grizzly Bears")
    _resolve_trigger(g)
    g.choose("done")
    g.expect_zone(bears, "battlefield")
    assert g.zone(0, "graveyard") == ["Changeling Hero"]


def test_702_72a_champion_nothing_to_exile_sacrificed():
    """702.72a: with no other creature (a land doesn't match), the Hero is sacrificed without a choice."""
    g, _ = _hero()
    g.pass_priority(2)
    assert g.zone(0, "graveyard") == ["Changeling Hero"]


def test_702_72a_b_champion_leaves_returns_the_championed_card():
    """702.72a-b: when the Hero leaves the battlefield (Doom Blade), the linked ability returns the card it
    exiled to the battlefield under its owner's control."""
    g, (bears,) = _hero("Grizzly Bears", opp_removal=True)
    _resolve_trigger(g)
    g.choose(bears)
    g.pass_priority()  # to the opponent
    g.cast("Doom Blade", target=g.find("Changeling Hero"))
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Changeling Hero"]
    bears_now = g.find("Grizzly Bears", zone="battlefield")
    assert g.obj(bears_now).controller == 0


def test_702_72b_champion_leaving_before_exile_card_stays_exiled_607_2a():
    """702.72b, 607.2a (rulings): the Hero is destroyed with its enters ability on the stack. Its leaves ability
    resolves first and returns nothing; the enters ability then exiles Grizzly Bears, which stay in exile."""
    g, (bears,) = _hero("Grizzly Bears", opp_removal=True)
    g.pass_priority()  # player 0 passes with the champion trigger on the stack
    g.cast("Doom Blade", target=g.find("Changeling Hero"))
    g.pass_priority(2)  # Doom Blade resolves; the leaves ability triggers
    g.pass_priority(2)  # it resolves (nothing was exiled)
    g.pass_priority(2)  # the enters ability resolves
    assert g.decision.kind == "choose_cards"
    g.choose(bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    assert g.zone(0, "graveyard") == ["Changeling Hero"]


def test_702_72a_champion_an_elf_only_matching_subtype():
    """702.72a: Wren's Run Packmaster ("Champion an Elf") can't exile Grizzly Bears (a Bear): it is sacrificed."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Wren's Run Packmaster")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Wren's Run Packmaster")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Wren's Run Packmaster"]
    assert g.zone_of("Grizzly Bears") == "battlefield"


def test_702_72_champion_cards_are_supported(supported):
    supported("Changeling Hero", "Wren's Run Packmaster", "Lightning Crafter", "Thoughtweft Trio")
