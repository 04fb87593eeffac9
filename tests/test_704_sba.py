"""704 state-based actions and 104 ending the game."""
from manastack.testing import Scenario


def test_704_5a_player_with_zero_life_loses():
    s = Scenario()
    s.player(1, life=3)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2").pass_until_resolved()
    g.expect_winner(0)
    assert g.result.losers == (1,)
    assert any(e.rule == "704.5a" for e in g.events_since(0))


def test_704_5b_drawing_from_empty_library_loses_at_next_check():
    s = Scenario(filler=None)
    s.library(1, "Forest")
    g = s.start("upkeep", turn=2, active=0)
    g.pass_until("main1")
    assert g.result is not None and g.result.losers == (0,)
    assert any(e.rule == "704.5b" for e in g.events_since(0))


def test_704_5c_ten_poison_counters_lose():
    s = Scenario()
    s.player(1, poison=10)
    g = s.start("main1")
    g.expect_winner(0)


def test_704_5f_zero_toughness_creature_goes_to_graveyard():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"-1/-1": 2})
    g = s.start("main1")
    g.expect_zone(bears, "graveyard")


def test_704_5g_lethal_damage_destroys():
    s = Scenario()
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=giant).pass_until_resolved()
    g.expect_zone(giant, "graveyard")


def test_704_5q_plus_and_minus_counters_annihilate():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})
    g = s.start("main1")
    assert g.obj(bears).counters == {"+1/+1": 2}
    g.expect_pt(bears, 4, 4)


def test_704_5i_planeswalker_with_no_loyalty_goes_to_graveyard():
    s = Scenario()
    jace = s.battlefield(1, "Jace Beleren", counters={"loyalty": 2})
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=jace).pass_until_resolved()
    g.expect_zone(jace, "graveyard")


def test_704_5j_legend_rule_owner_chooses_which_to_keep():
    s = Scenario()
    a = s.battlefield(0, "Jace Beleren")
    b = s.battlefield(0, "Jace Beleren")
    g = s.start("main1")
    d = g.decision
    assert d.kind == "option" and d.player == 0
    g.choose(("keep", g.find(b)))
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "battlefield")


def test_704_5m_aura_without_object_goes_to_graveyard():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    pac = s.battlefield(0, "Pacifism", attached_to=bears)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    assert "cant_attack_or_block" in g.obj(bears).restrictions
    g.cast("Lightning Bolt", target=bears).pass_until_resolved()
    g.expect_zone(pac, "graveyard")


def test_704_5d_token_leaving_battlefield_ceases_to_exist():
    s = Scenario()
    s.hand(0, "Raise the Alarm", "Unsummon")
    s.lands(0, "Plains", 2)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Raise the Alarm").pass_until_resolved()
    assert g.zone(0, "battlefield").count("Soldier") == 2
    soldier = g.find("Soldier")
    g.cast("Unsummon", target=soldier).pass_until_resolved()
    assert g.zone(0, "battlefield").count("Soldier") == 1
    assert "Soldier" not in g.zone(0, "hand")
    assert not any(o.kind == "token" and o.zone != "battlefield" for o in g.state.objects.values())


def test_104_4a_all_players_losing_simultaneously_is_a_draw():
    s = Scenario()
    s.player(0, life=0)
    s.player(1, life=0)
    g = s.start("main1")
    g.expect_winner(None)


def test_104_3a_concede_loses_and_opponent_wins():
    g = Scenario().start("main1")
    g.game.concede(1)
    g.expect_winner(0)
