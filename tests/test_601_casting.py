"""601 casting spells, 305 playing lands, 602/605/606 activated abilities."""
import pytest

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario


def test_307_1_sorcery_needs_main_phase_and_empty_stack():
    s = Scenario()
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("upkeep", turn=2)
    assert not any(o[0] == "cast" for o in g.options())
    g.pass_until("main1")
    assert any(o[0] == "cast" for o in g.options())


def test_117_1a_instant_castable_in_opponents_turn():
    s = Scenario()
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("upkeep", turn=2, active=0)
    g.pass_priority()
    assert g.decision.player == 1 and any(o[0] == "cast" for o in g.options())


def test_601_2c_any_target_includes_players_and_creatures():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    opts = set(g.options())
    assert ("target_player", 0) in opts and ("target_player", 1) in opts and ("target", g.find(bears)) in opts


def test_601_2b_modal_spell_mode_chosen_on_casting():
    s = Scenario()
    s.hand(0, "Healing Salve")
    s.lands(0, "Plains", 1)
    s.player(0, life=10)
    g = s.start("main1")
    g.cast("Healing Salve", modes=[1], target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 13)


def test_107_3_x_spell_and_202_3e_mana_value_on_stack():
    s = Scenario()
    s.hand(0, "Blaze")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Blaze", x=3, target="Player 2")
    assert g.obj("Blaze").mana_value == 4
    g.pass_until_resolved()
    g.expect_life(1, 17)


def test_601_2f_additional_cost_discard_is_paid():
    s = Scenario()
    s.hand(0, "Tormenting Voice", "Hill Giant")
    s.library(0, "Forest", "Forest", "Forest")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Tormenting Voice")
    assert g.decision.kind == "choose_cards"
    g.choose("Hill Giant")
    assert g.decision.kind == "pay"
    g.choose("auto")
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Hill Giant", "Tormenting Voice"]
    assert g.zone(0, "hand") == ["Forest", "Forest"]


def test_601_2f_spell_with_additional_discard_not_castable_without_a_card_to_discard():
    s = Scenario()
    s.hand(0, "Tormenting Voice")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.options())


def test_601_2g_manual_payment_by_activating_mana_abilities():
    s = Scenario()
    s.hand(0, "Hill Giant")
    lands = s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Hill Giant", pay="manual")
    for land in lands:
        d = g.decision
        assert d.kind == "pay"
        g.answer(next(o for o in d.options if o[0] == "activate" and o[1] == g.find(land)))
        while g.decision.kind == "pay" and any(o[0] == "spend" for o in g.decision.options):
            g.answer(next(o for o in g.decision.options if o[0] == "spend"))
    assert g.stack == ["Hill Giant"]
    assert all(g.obj(land).tapped for land in lands)


def test_733_1_cancelling_a_spell_returns_it_to_hand():
    s = Scenario()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    g.answer(("cancel",))
    assert g.zone(0, "hand") == ["Lightning Bolt"] and g.stack == []
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_305_2_one_land_per_turn():
    s = Scenario()
    s.hand(0, "Forest", "Forest")
    g = s.start("main1")
    g.play("Forest")
    assert not any(o[0] == "play" for o in g.options())


def test_305_1_no_land_during_opponents_turn():
    s = Scenario()
    s.hand(1, "Forest")
    g = s.start("main1", active=0)
    g.pass_priority()
    assert g.decision.player == 1 and not any(o[0] == "play" for o in g.options())


def test_602_activated_ability_uses_stack_and_targets():
    s = Scenario()
    s.battlefield(0, "Prodigal Sorcerer")
    g = s.start("main1")
    g.activate("Prodigal Sorcerer", target="Player 2")
    assert g.stack == ["ability of Prodigal Sorcerer"]
    g.pass_until_resolved()
    g.expect_life(1, 19)
    assert g.obj("Prodigal Sorcerer").tapped


def test_302_6_summoning_sick_creature_cannot_use_tap_ability():
    s = Scenario()
    s.battlefield(0, "Prodigal Sorcerer", sick=True)
    g = s.start("main1")
    assert not any(o[0] == "activate" for o in g.options())


def test_605_3b_mana_ability_resolves_without_the_stack():
    s = Scenario(offer_mana_abilities=True)
    s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "activate"))
    assert g.stack == [] and g.state.players[0].pool[4] == 1


def test_606_3_loyalty_ability_once_per_turn_at_sorcery_speed():
    s = Scenario()
    s.battlefield(0, "Jace Beleren")
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    g = s.start("main1")
    g.activate("Jace Beleren", loyalty=2)
    assert g.obj("Jace Beleren").counters["loyalty"] == 5  # 606.4: the cost adds loyalty
    assert not any(o[0] == "activate" for o in g.options())  # stack not empty and already used
    g.pass_until_resolved()
    assert len(g.state.hand[0]) == 1 and len(g.state.hand[1]) == 1
    assert not any(o[0] == "activate" for o in g.options())  # 606.3: once per turn


def test_601_illegal_cast_choice_raises_and_leaves_state_untouched():
    s = Scenario()
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")  # no land: can't pay
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", g.find("Lightning Bolt"), "normal"))
    assert g.game.digest() == before


def test_702_34a_flashback_cast_from_graveyard_by_name_then_exiled():
    """The toolkit casts a card from any zone it may be cast from; flashback exiles it (702.34a)."""
    s = Scenario.full()
    s.graveyard(0, "Think Twice")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Think Twice", variant="flashback")
    g.pass_until_resolved()
    g.expect_zone("Think Twice", "exile")
    assert len(g.state.hand[0]) == 1
