"""The initiative cards (726) whose other abilities read "if you've completed a dungeon" (309.7), with the phrases
that held them back: "add six {G}" (106.1), "Draw another card if ...", "... also gets ...", "untap all creatures
you control instead" of a chosen one, and "Create three of those tokens instead if ..." (608.2c)."""
from __future__ import annotations

import pytest

from manastack.engine.mechanics.dungeons import COMPLETED
from manastack.testing import Scenario
from mechanics.trees import advance, settle


def _complete(g, pid, name="Lost Mine of Phandelver"):
    """Test set-up: ``pid`` has completed a dungeon this game (309.7) (``g``: a scenario or a started game)."""
    p = g.state.players[pid]
    p.extra = {**p.extra, COMPLETED: tuple(p.extra.get(COMPLETED, ())) + (name,)}
    g.state.touch()


def _named(g, pid, name):
    return [i for i in g.state.battlefield if g.obj(i).name == name and g.obj(i).controller == pid]


@pytest.mark.parametrize("done,green", [(True, 6), (False, 2)])
def test_309_7_106_1_undermountain_adventurer_adds_six_green_once_a_dungeon_is_completed(done, green):
    """Undermountain Adventurer: "{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead." (106.1: six
    green mana into the pool; 309.7)."""
    s = Scenario.full(offer_mana_abilities=True)  # (mana abilities as priority actions, 605.3a)
    adv = s.battlefield(0, "Undermountain Adventurer")
    g = s.start("main1")
    if done:
        _complete(g, 0)
    g.activate(adv)
    settle(g)
    assert g.state.players[0].pool == [0, 0, 0, 0, green, 0]


@pytest.mark.parametrize("done,drawn", [(True, 2), (False, 1)])
def test_309_7_726_imoen_draws_another_card_if_a_dungeon_is_completed(done, drawn):
    """Imoen, Mystic Trickster: at the beginning of your end step, if you have the initiative, draw a card; "Draw
    another card if you've completed a dungeon." """
    s = Scenario.full()
    s.battlefield(0, "Imoen, Mystic Trickster")
    g = s.start("main2")
    g.state.designations["initiative"] = 0
    if done:
        _complete(g, 0)
    hand = len(g.state.hand[0])
    advance(g, "end")
    settle(g)
    assert len(g.state.hand[0]) == hand + drawn


@pytest.mark.parametrize("done,treasures", [(True, 3), (False, 1)])
def test_608_2c_309_7_safana_creates_three_of_those_tokens_instead(done, treasures):
    """Safana, Calimport Cutthroat: "create a Treasure token. Create three of those tokens instead if you've
    completed a dungeon." -- the instruction done instead (608.2c) makes three Treasures, not four."""
    s = Scenario.full()
    s.battlefield(0, "Safana, Calimport Cutthroat")
    g = s.start("main2")
    g.state.designations["initiative"] = 0
    if done:
        _complete(g, 0)
    advance(g, "end")
    settle(g)
    assert len(_named(g, 0, "Treasure")) == treasures


def test_726_safana_without_the_initiative_creates_nothing():
    """603.4: Safana's intervening "if you have the initiative" -- another player has it: no trigger, no token."""
    s = Scenario.full()
    s.battlefield(0, "Safana, Calimport Cutthroat")
    g = s.start("main2")
    g.state.designations["initiative"] = 1
    _complete(g, 0)
    advance(g, "end")
    settle(g)
    assert _named(g, 0, "Treasure") == []


@pytest.mark.parametrize("done", [True, False])
def test_309_7_rilsa_rael_attacker_also_gets_plus_five_first_strike_and_menace(done):
    """Rilsa Rael, Kingpin: "Whenever you attack, target attacking creature gains deathtouch until end of turn. If
    you've completed a dungeon, that creature also gets +5/+0 and gains first strike and menace until end of
    turn." """
    s = Scenario.full()
    s.battlefield(0, "Rilsa Rael, Kingpin")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    if done:
        _complete(g, 0)
    g.attack(bears)
    settle(g)
    o = g.obj(bears)
    assert "Deathtouch" in o.keywords
    assert o.power == (7 if done else 2)
    assert ("First Strike" in o.keywords) is done and ("Menace" in o.keywords) is done


@pytest.mark.parametrize("done,untapped", [(True, 2), (False, 1)])
def test_608_2c_309_7_white_plume_adventurer_untaps_all_instead_of_one(done, untapped):
    """White Plume Adventurer: at the beginning of each opponent's upkeep, "untap a creature you control. If you've
    completed a dungeon, untap all creatures you control instead." """
    s = Scenario.full()
    s.battlefield(0, "White Plume Adventurer", tapped=True)
    s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start("upkeep", turn=2, active=1)
    if done:
        _complete(g, 0)
    settle(g)
    mine = [i for i in g.state.battlefield if g.obj(i).controller == 0 and "Creature" in g.obj(i).types]
    assert sum(1 for i in mine if not g.obj(i).tapped) == untapped


@pytest.mark.parametrize("kicked,saprolings", [(True, 4), (False, 2)])
def test_608_2c_saproling_migration_kicked_creates_four_of_those_tokens_instead(kicked, saprolings):
    """Saproling Migration: "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four of
    those tokens instead." -- four in all when kicked, not six (608.2c)."""
    s = Scenario.full()
    s.hand(0, "Saproling Migration")
    s.lands(0, "Forest", 6)
    g = s.start("main1")
    g.cast("Saproling Migration", kicked=kicked)
    settle(g)
    assert len(_named(g, 0, "Saproling")) == saprolings


# ---------------------------------------------------------------- attacking the initiative's holder (726, 508.1)


@pytest.mark.parametrize("defender,treasures", [("Player 3", 1), ("Player 2", 0)])
def test_726_508_1_loot_dispute_treasure_when_you_attack_the_player_who_has_the_initiative(defender, treasures):
    """Loot Dispute: "Whenever you attack the player who has the initiative, create a Treasure token." -- four players,
    Player 3 has the initiative: attacking them makes a Treasure; attacking Player 2 makes none."""
    s = Scenario.full(players=4)
    s.battlefield(0, "Loot Dispute")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.state.designations["initiative"] = 2
    g.attack("Grizzly Bears", defender=defender)
    settle(g)
    assert len(_named(g, 0, "Treasure")) == treasures


@pytest.mark.parametrize("holder,soldiers", [(0, 2), (2, 2), (1, 0)])
def test_726_508_4_undercellar_sweep_soldiers_if_you_or_a_player_you_attack_has_the_initiative(holder, soldiers):
    """Undercellar Sweep: "Whenever you attack, if you or a player you're attacking has the initiative, you create two
    1/1 white Soldier creature tokens that are tapped and attacking." -- Player 1 attacks Player 3: with the
    initiative held by Player 1 or Player 3 two Soldiers enter attacking (508.4); held by Player 2, none."""
    s = Scenario.full(players=4)
    s.battlefield(0, "Undercellar Sweep")
    s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.state.designations["initiative"] = holder
    g.attack("Grizzly Bears", defender="Player 3")
    settle(g)
    toks = _named(g, 0, "Soldier")
    assert len(toks) == soldiers
    assert all(g.obj(t).tapped and t in g.state.combat["attackers"] for t in toks)
