"""500–514: turn structure, turn-based actions and cleanup."""
from manastack.core.types import Step
from manastack.testing import Scenario


def steps_of(g, turn):
    return [e.text.replace(" step begins", "").replace(" ", "_") for e in g.state.events()
            if e.kind == "step" and e.turn == turn]


def test_500_1_every_step_in_order_with_combat():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    g = s.start("untap", turn=2)
    g.pass_until("declare attackers")
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("untap", turn=3)
    assert steps_of(g, 2) == list(Step.ORDER[:6]) + ["declare_blockers", "combat_damage", "end_of_combat",
                                                   "main2", "end", "cleanup"]


def test_508_8_no_attackers_skips_blockers_and_damage_steps():
    g = Scenario().start("untap", turn=2)
    g.pass_until("untap", turn=3)
    assert "declare_blockers" not in steps_of(g, 2) and "combat_damage" not in steps_of(g, 2)
    assert "end_of_combat" in steps_of(g, 2)


def test_502_3_untap_step_untaps_only_active_players_permanents():
    s = Scenario()
    mine = s.battlefield(0, "Grizzly Bears", tapped=True)
    theirs = s.battlefield(1, "Grizzly Bears", tapped=True)
    g = s.start("untap", turn=2)
    assert not g.obj(mine).tapped
    assert g.obj(theirs).tapped


def test_504_1_active_player_draws_in_draw_step():
    s = Scenario()
    s.library(0, "Hill Giant", "Forest")
    g = s.start("upkeep", turn=2)
    g.pass_until("main1")
    assert g.zone(0, "hand") == ["Hill Giant"]


def test_514_1_cleanup_discards_down_to_maximum_hand_size():
    s = Scenario()
    s.hand(0, *(["Forest"] * 9))
    g = s.start("end", turn=2)
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "discard" and d.player == 0
    g.choose(d.options[0])
    g.choose(g.decision.options[0])
    assert len(g.state.hand[0]) == 7
    assert len(g.state.graveyard[0]) == 2


def test_514_2_damage_wears_off_in_cleanup():
    s = Scenario()
    giant = s.battlefield(1, "Hill Giant", damage=2)
    g = s.start("end", turn=2)
    assert g.obj(giant).damage == 2
    g.pass_until("untap", turn=3)
    assert g.obj(giant).damage == 0


def test_514_2_until_end_of_turn_effects_end_in_cleanup():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1", turn=2)
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    g.pass_until("untap", turn=3)
    g.expect_pt(bears, 2, 2)


def test_500_5_mana_empties_when_a_step_ends():
    s = Scenario()
    s.hand(0, "Dark Ritual")
    s.lands(0, "Swamp", 1)
    g = s.start("main1", turn=2)
    g.cast("Dark Ritual").pass_until_resolved()
    assert g.state.players[0].pool[2] == 3  # {B}{B}{B}
    g.pass_until("beginning of combat")
    assert sum(g.state.players[0].pool) == 0
