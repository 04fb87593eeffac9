"""728: rad counters and their inherent triggered ability; "[player] gets N rad counters" (122.1)."""
import pytest

from manastack.tree import AddCounters, Num, Target


def _to_main(g):
    """From the upkeep to the precombat main phase, putting the radiation trigger on the stack."""
    g.pass_until("main1")
    return g


def test_728_1_radiation_mills_and_each_nonland_card_costs_life_and_a_counter(scen):
    """Three rad counters: mill three; two are nonland, so lose 2 life and remove two rad counters."""
    s = scen()
    s.player(0, counters={"rad": 3})
    s.library(0, "Lightning Bolt", "Forest", "Shock", "Island", "Island")
    g = s.start("upkeep")
    _to_main(g)
    assert len(g.state.stack) == 1 and g.state.objects[g.state.stack[0]].controller == 0  # the active player's
    g.pass_until_resolved()
    assert sorted(g.zone(0, "graveyard")) == ["Forest", "Lightning Bolt", "Shock"]
    g.expect_life(0, 20 - 2)
    assert g.state.players[0].counters.get("rad", 0) == 1


def test_728_1_no_rad_counters_no_trigger(scen):
    s = scen()
    s.library(0, "Lightning Bolt", "Forest", "Shock", "Island", "Island")
    g = s.start("upkeep")
    _to_main(g)
    assert not g.state.stack and g.zone(0, "graveyard") == []


def test_728_1_only_the_active_players_counters_count(scen):
    """The ability triggers at the beginning of each player's own precombat main phase: the opponent's rad
    counters do nothing during this player's turn."""
    s = scen()
    s.player(1, counters={"rad": 2})
    s.library(1, "Lightning Bolt", "Shock", "Island")
    g = s.start("upkeep")
    _to_main(g)
    assert not g.state.stack
    g.expect_life(1, 20)


def test_122_1_player_gets_rad_counters_compiles_and_plays(pool, scen):
    """Nightkin Ambusher-style "target player gets four rad counters" compiles to counters on a player."""
    ab = pool.get("Mirelurk Queen").front.abilities[1]
    assert ab.body.effect == AddCounters(Target(0), "rad", Num(2))


def test_122_1_feral_ghoul_dies_opponents_get_rad_counters_equal_to_its_power(scen):
    """"When this creature dies, each opponent gets a number of rad counters equal to its power": a 2/2 gives
    two to each opponent and none to its controller."""
    s = scen()
    ghoul = s.battlefield(0, "Feral Ghoul")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=ghoul)
    g.pass_until_resolved()
    g.expect_zone(ghoul, "graveyard")
    assert g.state.players[1].counters.get("rad", 0) == 2
    assert g.state.players[0].counters.get("rad", 0) == 0
    assert not g.state.pool.get("Feral Ghoul").missing


def test_603_10a_feral_ghoul_uses_its_last_known_power(scen):
    """Its last known power (603.10a): a 3/3 (one +1/+1 counter) gives three."""
    s = scen()
    ghoul = s.battlefield(0, "Feral Ghoul", counters={"+1/+1": 1})
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=ghoul)
    g.pass_until_resolved()
    g.expect_zone(ghoul, "graveyard")
    assert g.state.players[1].counters.get("rad", 0) == 3
    assert g.state.players[0].counters.get("rad", 0) == 0
    assert not g.state.pool.get("Feral Ghoul").missing
