"""Plot (702.170, 116.2k) and warp (702.185), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _casts(g, card):
    oid = g.find(card)
    return [o for o in g.options() if o[0] == "cast" and o[1] == oid]


def _plot_djinn():
    s = Scenario.full()
    djinn = s.hand(0, "Djinn of Fool's Fall")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    opt = [o for o in g.options() if o[0] == "plot" and o[1] == g.find(djinn)]
    assert opt, g.options()
    g.answer(opt[0])
    return g, djinn


def test_702_170a_116_2k_plot_exiles_the_card_paying_its_plot_cost():
    """702.170a / 116.2k: plotting Djinn of Fool's Fall is a special action: {3}{U} is paid and the card is exiled;
    it can't be cast the same turn (702.170d)."""
    g, djinn = _plot_djinn()
    g.expect_zone(djinn, "exile")
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Island")
    assert not g.stack and g.decision.kind == "priority"  # no stack: the player keeps priority (116.3)
    assert not _casts(g, djinn)


def test_702_170d_plotted_card_cast_free_on_a_later_turn_as_a_sorcery():
    """702.170d: on a later turn the plotted Djinn is cast from exile without paying its mana cost (no lands
    untapped needed), but only in its owner's main phase with an empty stack."""
    g, djinn = _plot_djinn()
    g.pass_until("upkeep", turn=3)
    assert not _casts(g, djinn)  # not at instant speed
    g.pass_until("main1", turn=3)
    for i in g.state.battlefield:
        if g._name(i) == "Island":
            g.state.mut_light(i).tapped = True
    opts = _casts(g, djinn)
    assert opts and opts[0][2] == "free"
    g.cast(g.find(djinn), variant="free")
    g.pass_until_resolved()
    g.expect_zone(djinn, "battlefield")


def test_702_170a_plot_only_in_its_owners_main_phase():
    """702.170a: not in the opponent's turn."""
    s = Scenario.full()
    djinn = s.hand(0, "Djinn of Fool's Fall")
    s.lands(0, "Island", 4)
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0
    assert not [o for o in g.options() if o[0] == "plot" and o[1] == g.find(djinn)]


def _warp_mechan():
    s = Scenario.full()
    mechan = s.hand(0, "Red Tiger Mechan")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    warp = [o for o in _casts(g, mechan) if "warp" in o[2]]
    assert warp, g.options()
    g.cast(mechan, variant=warp[0][2])
    g.pass_until_resolved()
    return g, mechan


def test_702_185a_warp_cast_for_warp_cost_and_exiled_at_end_step():
    """702.185a: Red Tiger Mechan cast for its warp cost {1}{R} (two Mountains left untapped) enters and attacks
    (haste); at the beginning of the next end step it is exiled, and it can't be cast again this turn."""
    g, mechan = _warp_mechan()
    g.expect_zone(mechan, "battlefield")
    assert len([i for i in g.state.battlefield if g._name(i) == "Mountain" and not g.obj(i).tapped]) == 2
    g.attack("Red Tiger Mechan")
    g.no_blocks()
    g.pass_until("end")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone(mechan, "exile")
    assert not _casts(g, mechan)


def test_702_185a_warped_card_cast_from_exile_on_a_later_turn():
    """702.185a: "Its owner may cast this card after the current turn has ended for as long as it remains exiled":
    on turn 3 it is cast from exile for its mana cost {3}{R} and stays."""
    g, mechan = _warp_mechan()
    g.pass_until("end")
    g.pass_until_resolved()
    g.expect_zone(mechan, "exile")
    g.pass_until("main1", turn=3)
    opts = _casts(g, mechan)
    assert [o for o in opts if o[2] == "normal"]
    g.cast(g.find(mechan))
    g.pass_until_resolved()
    g.expect_zone(mechan, "battlefield")
    g.pass_until("end", turn=3)
    g.pass_until_resolved()
    g.expect_zone(mechan, "battlefield")


def test_702_170_702_185_cards_are_supported(supported):
    supported("Djinn of Fool's Fall", "Plan the Heist", "Red Tiger Mechan", "Starwinder")
