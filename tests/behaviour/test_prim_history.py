"""Behaviour tests for game-history triggers and facts (engine/mechanics/history.py): cycling triggers
(702.29c-f), sacrifice triggers (701.21a, 603.10a), and facts about this turn -- raid (508.1), morbid (700.4),
revolt (603.6c), life gained / lost (119.3), second spell (601.2i), "triggers only once each turn" (603.2),
"before attackers are declared" (508.1), "during your upkeep" (503), "if you cast it from your hand" (601.2a).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

from manastack import Game
from manastack.engine.support import IMPLEMENTED_FACTS, IMPLEMENTED_TRIGGERS
from manastack.testing import Scenario
from manastack.testing.scenario import ScenarioGame

from .helpers import activate, add_mana_sources, cast, game, hand_size, resolve, tokens


def _reload(g: ScenarioGame, pool) -> ScenarioGame:
    """Save and load the game (the per-turn history must survive it)."""
    return ScenarioGame(Game.load(g.game.save(), pool))


# ---------------------------------------------------------------- registry


def test_603_2_history_primitives_are_registered():
    assert {"cycles", "sacrificed"} <= IMPLEMENTED_TRIGGERS
    assert {"attacked_this_turn", "creature_died_this_turn", "second_spell_this_turn", "once_each_turn",
            "before_attackers_declared", "permanent_left_battlefield_this_turn", "your_upkeep",
            "gained_life_this_turn", "opponent_lost_life_this_turn", "cast_from_hand"} <= IMPLEMENTED_FACTS


def test_113_6k_a_sacrifice_trigger_functions_from_the_graveyard(pool):
    """Curious Cadaver: "When you sacrifice a Clue, return this card from your graveyard to your hand." It
    functions from the graveyard (113.6k, engine/mechanics/zone_triggers.py): sacrificing a Clue returns it."""
    from manastack.testing import Scenario

    assert pool.get("Curious Cadaver").supported
    s = Scenario.full()
    cadaver = s.graveyard(0, "Curious Cadaver")
    s.hand(0, "Thraben Inspector")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Thraben Inspector")
    g.pass_until_resolved()
    g.pass_until_resolved()  # investigate: a Clue
    clue = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Clue"]
    assert len(clue) == 1
    g.activate(clue[0])
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_zone(cadaver[0] if isinstance(cadaver, list) else cadaver, "hand")


# ---------------------------------------------------------------- cycling (702.29)


def test_702_29c_cycling_trigger_fires_from_the_graveyard(pool):
    """Resounding Roar: "Cycling {5}{R}{G}{W}" and "When you cycle this card, target creature gets +6/+6 until end
    of turn." Cycling it discards it (it triggers from the graveyard, 702.29c) and the trigger resolves before the
    cycling draw. (Avian Oddity, the same shape with a flying counter, is supported too: keyword counters, 122.1b.)"""
    assert pool.get("Resounding Roar").supported and pool.get("Avian Oddity").supported
    g = game(pool, hand=[(0, "Resounding Roar")], battlefield=[(0, "Grizzly Bears")], mana={0: "5RGW"})
    n = hand_size(g, 0)
    activate(g, "Resounding Roar", "Grizzly Bears")
    assert g.zone(0, "graveyard") == ["Resounding Roar"]
    assert g.obj("Grizzly Bears").power == 8
    assert hand_size(g, 0) == n  # -1 cycled, +1 drawn


def test_702_29f_typecycling_is_cycling_for_a_player_cycles_triggers(pool):
    """Stoic Champion: "Whenever a player cycles a card, this creature gets +2/+2 until end of turn." An opponent's
    typecycling (702.29f: typecycling is cycling) triggers it; a plain discard does not."""
    assert pool.get("Stoic Champion").supported
    g = game(pool, battlefield=[(0, "Stoic Champion")], hand=[(1, "Wirewood Guardian")], mana={1: "2"},
             library=[(1, "Forest")], active=1)
    p0 = g.obj("Stoic Champion").power
    activate(g, "Wirewood Guardian", "Forest")  # forestcycling {2}
    assert g.obj("Stoic Champion").power == p0 + 2
    assert "Forest" in g.zone(1, "hand")


def test_702_29d_cycle_or_discard_triggers_once_per_cycled_card(pool):
    """Hekma Sentinels: "Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn." Cycling a
    card discards it: the ability triggers once, not twice (702.29d)."""
    assert pool.get("Hekma Sentinels").supported
    g = game(pool, battlefield=[(0, "Hekma Sentinels")], hand=[(0, "Renewed Faith")], mana={0: "1W"})
    p0 = g.obj("Hekma Sentinels").power
    activate(g, "Renewed Faith", "first", "yes")  # cycling {1}{W}; "When you cycle ~, you may gain 2 life."
    assert g.obj("Hekma Sentinels").power == p0 + 1
    assert g.life(0) == 22


def test_702_29c_a_discard_that_is_not_cycling_does_not_trigger_when_you_cycle(pool):
    """Renewed Faith's "When you cycle this card" doesn't trigger when it is discarded by another cost; Stoic
    Champion's "a player cycles" doesn't either (701.9 discard is not cycling, 702.29a)."""
    assert pool.get("Putrid Imp").supported
    g = game(pool, battlefield=[(0, "Stoic Champion"), (0, "Putrid Imp")], hand=[(0, "Renewed Faith")])
    p0 = g.obj("Stoic Champion").power
    activate(g, "Putrid Imp", "Renewed Faith")  # "Discard a card: Putrid Imp gains flying until end of turn."
    assert g.life(0) == 20
    assert g.obj("Stoic Champion").power == p0


# ---------------------------------------------------------------- sacrifice (701.21, 603.10a)


def test_701_21a_sacrifice_triggers_see_whose_sacrifice_and_what(pool):
    """Blood Aspirant: "Whenever you sacrifice a permanent, put a +1/+1 counter on this creature." Bloodbriar:
    "Whenever you sacrifice another permanent, ...". Sacrificing Grizzly Bears to Viscera Seer grows both; the
    opponent sacrificing their own creature grows neither."""
    assert pool.get("Blood Aspirant").supported and pool.get("Bloodbriar").supported
    g = game(pool, battlefield=[(0, "Blood Aspirant"), (0, "Bloodbriar"), (0, "Viscera Seer"), (0, "Grizzly Bears"),
                                (1, "Viscera Seer"), (1, "Hill Giant")])
    activate(g, g.find("Viscera Seer", controller=0), "Grizzly Bears", "first", "first")
    assert g.obj("Blood Aspirant").counters == {"+1/+1": 1}
    assert g.obj("Bloodbriar").counters == {"+1/+1": 1}
    g = game(pool, battlefield=[(0, "Blood Aspirant"), (0, "Bloodbriar"), (1, "Viscera Seer"), (1, "Hill Giant")],
             active=1)
    activate(g, "Viscera Seer", "Hill Giant", "first")
    assert g.zone(1, "graveyard") == ["Hill Giant"]
    assert g.obj("Blood Aspirant").counters == {} and g.obj("Bloodbriar").counters == {}




def test_603_10a_mayhem_devil_sees_its_own_sacrifice_and_any_players(pool):
    """Mayhem Devil: "Whenever a player sacrifices a permanent, this creature deals 1 damage to any target." An
    opponent's sacrifice triggers it; sacrificing the Devil itself triggers it too: sacrifice triggers look back in
    time (603.10a)."""
    assert pool.get("Mayhem Devil").supported
    g = game(pool, battlefield=[(0, "Mayhem Devil"), (0, "Viscera Seer"), (1, "Viscera Seer"), (1, "Hill Giant")],
             active=1)
    activate(g, g.find("Viscera Seer", controller=1), "Hill Giant", "Player 2", "first")
    assert g.life(1) == 19
    g = game(pool, battlefield=[(0, "Mayhem Devil"), (0, "Viscera Seer")])
    activate(g, "Viscera Seer", "Mayhem Devil", "Player 2", "first")
    assert g.zone(0, "graveyard") == ["Mayhem Devil"]
    assert g.life(1) == 19


# ---------------------------------------------------------------- raid and boast (508.1, 702.142a)


def test_508_1_raid_mardu_hordechief_needs_you_to_have_attacked_this_turn(pool):
    """Mardu Hordechief: "Raid -- When this creature enters, if you attacked this turn, create a 1/1 white Warrior
    creature token." Cast before combat: no token. After attacking with Grizzly Bears, a second one makes a token.
    The record survives save/load and is cleared as the next turn begins."""
    assert pool.get("Mardu Hordechief").supported
    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Mardu Hordechief"), (0, "Mardu Hordechief")],
             mana={0: "2W2W"})
    cast(g, g.find("Mardu Hordechief", zone="hand"))
    assert tokens(g, 0, "Warrior") == []
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("main2")
    g = _reload(g, pool)
    cast(g, g.find("Mardu Hordechief", zone="hand"))
    assert len(tokens(g, 0, "Warrior")) == 1
    assert 0 in g.state.turn_data["hist"]["attacked"]
    g.pass_until("upkeep", turn=2)
    assert "hist" not in g.state.turn_data or not g.state.turn_data["hist"].get("attacked")


def test_702_142a_boast_is_offered_only_after_this_creature_attacked_and_once(pool):
    """Axgard Braggart: "Boast -- {1}{W}: Untap this creature. Put a +1/+1 counter on it. (Activate only if this
    creature attacked this turn and only once each turn.)" Before attacking it can't be activated: the action is
    refused with IllegalActionError and the game is untouched. After it attacked: once."""
    import pytest

    from manastack.core.errors import IllegalActionError

    assert pool.get("Axgard Braggart").supported
    g = game(pool, battlefield=[(0, "Axgard Braggart")], mana={0: "1W1W"})
    oid = g.find("Axgard Braggart")
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == oid]
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("activate", oid, 0))
    assert g.game.save() == before
    g.attack("Axgard Braggart")
    g.no_blocks()
    g.pass_until("combat_damage")
    assert g.obj("Axgard Braggart").tapped
    activate(g, "Axgard Braggart")
    assert not g.obj("Axgard Braggart").tapped
    assert g.obj("Axgard Braggart").counters == {"+1/+1": 1}
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == oid]


# ---------------------------------------------------------------- morbid, revolt (700.4, 603.6c)


def test_700_4_morbid_hollowhenge_scavenger_after_a_creature_died(pool):
    """Hollowhenge Scavenger: "Morbid -- When this creature enters, if a creature died this turn, you gain 5 life."
    No creature died: nothing. After the opponent's Hill Giant dies (any creature counts), 5 life."""
    assert pool.get("Hollowhenge Scavenger").supported
    g = game(pool, hand=[(0, "Hollowhenge Scavenger"), (0, "Hollowhenge Scavenger")], mana={0: "3GG3GG"},
             battlefield=[(1, "Viscera Seer"), (1, "Hill Giant")])
    cast(g, g.find("Hollowhenge Scavenger", zone="hand"))
    assert g.life(0) == 20
    g.pass_until("main1", turn=2)
    activate(g, "Viscera Seer", "Hill Giant", "first")
    g.pass_until("main1", turn=3)
    cast(g, g.find("Hollowhenge Scavenger", zone="hand"))
    assert g.life(0) == 20  # the death was in an earlier turn
    g = game(pool, hand=[(0, "Hollowhenge Scavenger")], mana={0: "3GG"},
             battlefield=[(0, "Viscera Seer"), (1, "Hill Giant")])
    activate(g, "Viscera Seer", "Viscera Seer", "first")
    cast(g, "Hollowhenge Scavenger")
    assert g.life(0) == 25


def test_603_6c_revolt_airdrop_aeronauts_needs_your_permanent_to_have_left(pool):
    """Airdrop Aeronauts: "Revolt -- When this creature enters, if a permanent left the battlefield under your
    control this turn, you gain 5 life." An opponent's permanent leaving doesn't count; your sacrificed Grizzly
    Bears does."""
    assert pool.get("Airdrop Aeronauts").supported
    g = game(pool, hand=[(0, "Shock"), (0, "Airdrop Aeronauts")], mana={0: "R3WW"}, battlefield=[(1, "Grizzly Bears")])
    cast(g, "Shock", target="Grizzly Bears")
    assert g.zone(1, "graveyard") == ["Grizzly Bears"]
    cast(g, "Airdrop Aeronauts")
    assert g.life(0) == 20
    g = game(pool, hand=[(0, "Airdrop Aeronauts")], mana={0: "3WW"},
             battlefield=[(0, "Viscera Seer"), (0, "Grizzly Bears")])
    activate(g, "Viscera Seer", "Grizzly Bears", "first")
    cast(g, "Airdrop Aeronauts")
    assert g.life(0) == 25


# ---------------------------------------------------------------- life this turn (119.3, 120.3a)


def test_120_3a_bat_whisperer_counts_damage_as_an_opponent_losing_life(pool):
    """Bat Whisperer: "When this creature enters, if an opponent lost life this turn, create a 1/1 black Bat
    creature token with flying." Shock to the opponent's face (damage causes life loss, 120.3a) enables it; Shock to
    your own face does not."""
    assert pool.get("Bat Whisperer").supported
    g = game(pool, hand=[(0, "Shock"), (0, "Bat Whisperer")], mana={0: "R3B"})
    cast(g, "Shock", target="Player 1")
    cast(g, "Bat Whisperer")
    assert tokens(g, 0, "Bat") == []
    g = game(pool, hand=[(0, "Shock"), (0, "Bat Whisperer")], mana={0: "R3B"})
    cast(g, "Shock", target="Player 2")
    cast(g, "Bat Whisperer")
    assert len(tokens(g, 0, "Bat")) == 1


def test_119_3_brackish_trudge_returns_only_if_you_gained_life(pool):
    """Brackish Trudge: "{1}{B}: Return this card from your graveyard to your hand. Activate only if you gained life
    this turn." Not offered until you gain life (Healing Salve), then offered."""
    assert pool.get("Brackish Trudge").supported
    g = game(pool, graveyard=[(0, "Brackish Trudge")], hand=[(0, "Healing Salve")], mana={0: "W1B"})
    oid = g.find("Brackish Trudge")
    assert not [o for o in g.options() if o[0] == "activate" and o[1] == oid]
    cast(g, "Healing Salve", "mode 1", target="Player 1")
    activate(g, "Brackish Trudge")
    assert "Brackish Trudge" in g.zone(0, "hand")


# ---------------------------------------------------------------- spells this turn (601.2i), once each turn (603.2)


def test_601_2i_clarion_spirit_triggers_on_the_second_spell_only(pool):
    """Clarion Spirit: "Whenever you cast your second spell each turn, create a 1/1 white Spirit creature token with
    flying." The first and third spells make nothing; the second makes one Spirit, and spells cast before Clarion
    Spirit was on the battlefield count (Clarion Spirit itself is the first)."""
    assert pool.get("Clarion Spirit").supported
    g = game(pool, hand=[(0, "Clarion Spirit"), (0, "Shock"), (0, "Shock")], mana={0: "1WRR"})
    cast(g, "Clarion Spirit")
    assert tokens(g, 0, "Spirit") == []
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 1
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 1


def test_603_2_whispering_wizard_triggers_only_once_each_turn(pool):
    """Whispering Wizard: "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with
    flying. This ability triggers only once each turn." Two Shocks: one Spirit (the count survives save/load); next
    turn, another Spirit."""
    assert pool.get("Whispering Wizard").supported
    g = game(pool, battlefield=[(0, "Whispering Wizard")], hand=[(0, "Shock"), (0, "Shock"), (0, "Shock")],
             mana={0: "RRR"})
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 1
    g = _reload(g, pool)
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 1
    g.pass_until("main1", turn=3)
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 2


def test_400_7_once_each_turn_counts_per_object(pool):
    """Whispering Wizard's limit belongs to the object: a second Wizard triggers on its own (both make a Spirit for
    the first spell, neither for the second)."""
    g = game(pool, battlefield=[(0, "Whispering Wizard"), (0, "Whispering Wizard")],
             hand=[(0, "Shock"), (0, "Shock")], mana={0: "RR"})
    cast(g, g.find("Shock", zone="hand"), "first", target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 2
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert len(tokens(g, 0, "Spirit")) == 2


# ---------------------------------------------------------------- timing restrictions (508.1, 503)


def _offered(g, name) -> bool:
    oid = g.find(name)
    return any(o[0] == "activate" and o[1] == oid for o in g.options())


def test_508_1_alaborn_veteran_only_before_attackers_are_declared(pool):
    """Alaborn Veteran: "{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before
    attackers are declared." Offered in the first main phase and beginning of combat; not after the declare
    attackers step began (even with no attackers), nor on the opponent's turn."""
    assert pool.get("Alaborn Veteran").supported
    g = game(pool, battlefield=[(0, "Alaborn Veteran"), (0, "Grizzly Bears")])
    assert _offered(g, "Alaborn Veteran")
    g.pass_until("beginning_of_combat")
    assert _offered(g, "Alaborn Veteran")
    g.pass_until("main2")
    assert not _offered(g, "Alaborn Veteran")
    g = game(pool, battlefield=[(0, "Alaborn Veteran"), (0, "Grizzly Bears")])
    activate(g, "Alaborn Veteran", target="Grizzly Bears")
    assert g.obj("Grizzly Bears").power == 4


def test_503_augur_of_skulls_only_during_your_upkeep(pool):
    """Augur of Skulls: "Sacrifice this creature: Target player discards two cards. Activate only during your
    upkeep." Not in your main phase; in your upkeep it is."""
    assert pool.get("Augur of Skulls").supported
    g = game(pool, battlefield=[(0, "Augur of Skulls")], hand=[(1, "Grizzly Bears"), (1, "Hill Giant")])
    assert not _offered(g, "Augur of Skulls")
    g.pass_until("upkeep", turn=2)
    assert g.state.active == 1 and not _offered(g, "Augur of Skulls")
    g.pass_until("upkeep", turn=3)
    activate(g, "Augur of Skulls", "Grizzly Bears", "Hill Giant", target="Player 2")
    assert sorted(g.zone(1, "graveyard")) == ["Grizzly Bears", "Hill Giant"]


# ---------------------------------------------------------------- "if you cast it from your hand" (601.2a, 400.7d)


def test_601_2a_coal_stoker_adds_mana_only_when_cast_from_hand(pool):
    """Coal Stoker: "When this creature enters, if you cast it from your hand, add {R}{R}{R}." Cast from hand: three
    red mana. Put onto the battlefield by Reanimate (not cast): nothing."""
    from .helpers import pool_of

    assert pool.get("Coal Stoker").supported
    g = game(pool, hand=[(0, "Coal Stoker")], mana={0: "3R"})
    cast(g, "Coal Stoker")
    assert pool_of(g, 0) == {"R": 3}
    g = game(pool, hand=[(0, "Reanimate")], graveyard=[(0, "Coal Stoker")], mana={0: "B"})
    cast(g, "Reanimate", target="Coal Stoker")
    assert g.zone_of("Coal Stoker") == "battlefield"
    assert pool_of(g, 0) == {}


def test_614_1c_myojin_enters_with_a_divinity_counter_only_if_cast_from_hand(pool):
    """Myojin of Infinite Rage: "enters with a divinity counter on it if you cast it from your hand" (614.1c). Cast
    from hand: the counter (and indestructible); reanimated: none."""
    assert pool.get("Myojin of Infinite Rage").supported
    g = game(pool, hand=[(0, "Myojin of Infinite Rage")], mana={0: "7RRR"})
    cast(g, "Myojin of Infinite Rage")
    assert g.obj("Myojin of Infinite Rage").counters == {"divinity": 1}
    assert "Indestructible" in g.obj("Myojin of Infinite Rage").keywords
    g = game(pool, hand=[(0, "Reanimate")], graveyard=[(0, "Myojin of Infinite Rage")], mana={0: "B"})
    cast(g, "Reanimate", target="Myojin of Infinite Rage")
    assert g.obj("Myojin of Infinite Rage").counters == {}


def test_603_2_dina_sacrifice_trigger_limited_to_once_each_turn(pool):
    """Dina, Essence Brewer: "Whenever you sacrifice a creature, draw a card. This ability triggers only once each
    turn." Two creatures sacrificed to Viscera Seer: one card drawn."""
    assert pool.get("Dina, Essence Brewer").supported
    g = game(pool, battlefield=[(0, "Dina, Essence Brewer"), (0, "Viscera Seer"), (0, "Grizzly Bears"),
                                (0, "Hill Giant")])
    n = hand_size(g, 0)
    activate(g, "Viscera Seer", "Grizzly Bears", "first")
    assert hand_size(g, 0) == n + 1
    activate(g, "Viscera Seer", "Hill Giant", "first")
    assert hand_size(g, 0) == n + 1


def test_601_2i_rodeo_pyromancers_first_spell_each_turn(pool):
    """Rodeo Pyromancers: "Whenever you cast your first spell each turn, add {R}{R}." The first spell of the turn
    adds {R}{R} (it resolves before the spell); the second adds nothing."""
    from .helpers import pool_of

    assert pool.get("Rodeo Pyromancers").supported
    g = game(pool, battlefield=[(0, "Rodeo Pyromancers")], hand=[(0, "Shock"), (0, "Shock")], mana={0: "R"})
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert pool_of(g, 0) == {"R": 2}
    cast(g, g.find("Shock", zone="hand"), target="Player 2")
    assert pool_of(g, 0) == {"R": 1}


def test_107_3f_decree_of_justice_pay_x_in_a_cycling_trigger_is_supported(pool):
    """Decree of Justice: "When you cycle this card, you may pay {X}. If you do, create X 1/1 white Soldier creature
    tokens." The payer chooses X as the cost is paid (107.3f): the card is supported (the game is played in
    tests/rules/test_107_3f_pay_x_in_triggered_ability.py)."""
    card = pool.get("Decree of Justice")
    assert card.supported, card.missing


def test_119_3_infusion_static_follows_life_gained_this_turn(pool):
    """Tenured Concocter: "Infusion -- This creature gets +2/+0 as long as you gained life this turn." +2/+0 after
    Healing Salve for the rest of the turn; gone as the next turn begins (the record is per turn)."""
    assert pool.get("Tenured Concocter").supported
    g = game(pool, battlefield=[(0, "Tenured Concocter")], hand=[(0, "Healing Salve")], mana={0: "W"})
    p0 = g.obj("Tenured Concocter").power
    cast(g, "Healing Salve", "mode 1", target="Player 1")
    assert g.obj("Tenured Concocter").power == p0 + 2
    g.pass_until("upkeep", turn=2)
    assert g.obj("Tenured Concocter").power == p0


def test_614_1c_vampire_socialite_other_vampires_enter_with_a_counter_after_an_opponent_lost_life(pool):
    """Vampire Socialite: "As long as an opponent lost life this turn, each other Vampire you control enters with an
    additional +1/+1 counter on it." Before any life loss a Vampire enters plain; after Shock to the opponent, the
    next one enters with a +1/+1 counter."""
    assert pool.get("Vampire Socialite").supported
    g = game(pool, battlefield=[(0, "Vampire Socialite")], hand=[(0, "Vampire Lacerator"), (0, "Shock"),
                                                                 (0, "Vampire Lacerator")], mana={0: "BRB"})
    cast(g, g.find("Vampire Lacerator", zone="hand"))
    assert g.obj(g.find("Vampire Lacerator", zone="battlefield")).counters == {}
    cast(g, "Shock", target="Player 2")
    cast(g, g.find("Vampire Lacerator", zone="hand"))
    counts = sorted(g.obj(o).counters.get("+1/+1", 0) for o in g.state.battlefield
                    if g.obj(o).name == "Vampire Lacerator")
    assert counts == [0, 1]
