"""117 priority, 405 the stack, 608 resolution."""
from manastack.testing import Scenario


def bolt_scene():
    s = Scenario()
    s.hand(0, "Lightning Bolt")
    s.hand(1, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.lands(1, "Mountain", 1)
    return s


def test_117_3a_active_player_receives_priority_first():
    g = bolt_scene().start("upkeep", turn=2, active=1)
    assert g.decision.kind == "priority" and g.decision.player == 1


def test_117_3c_caster_receives_priority_after_casting():
    g = bolt_scene().start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert g.stack == ["Lightning Bolt"]


def test_117_3d_passing_gives_priority_to_next_player():
    g = bolt_scene().start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_priority()
    assert g.decision.player == 1 and g.stack == ["Lightning Bolt"]


def test_117_4_all_pass_in_succession_resolves_top_and_117_3b_active_player_gets_priority():
    g = bolt_scene().start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_priority(2)
    assert g.stack == [] and g.life(1) == 17
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_405_2_last_in_first_out_response_resolves_first():
    g = bolt_scene().start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_priority()
    g.cast("Lightning Bolt", target="Player 1")  # player 2 responds
    assert g.stack == ["Lightning Bolt", "Lightning Bolt"]
    g.pass_priority(2)
    assert g.life(0) == 17 and g.life(1) == 20  # the response resolved first
    g.pass_priority(2)
    assert g.life(1) == 17


def test_117_4_step_ends_only_when_all_pass_with_empty_stack():
    g = bolt_scene().start("main1")
    g.pass_priority()
    assert g.state.step == "main1" and g.decision.player == 1
    g.pass_priority()
    assert g.state.step != "main1"


def test_608_2b_spell_with_all_targets_illegal_does_nothing():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=bears)
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    assert g.zone_of(bears) == "hand"
    assert any(e.rule == "608.2b" for e in g.events_since(0))
    g.expect_zone("Lightning Bolt", "graveyard")  # 608.2b: it goes to the graveyard without effect
    assert g.life(1) == 20
