"""Behaviour tests for more grammar rules that had no builder method, so every card reaching them was
unsupported: "... target player controls" and "attached to ..." qualifiers, conditions comparing you with an
opponent, and amounts counted from a player's zones.

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

from manastack.testing import Scenario

from .helpers import activate, add_mana_sources, cast, game, resolve, targets_offered


# ---------------------------------------------------------------- "... target player controls" (110.2)


def test_110_2_primeval_light_destroys_only_the_target_players_enchantments(pool):
    """Primeval Light: "Destroy all enchantments target player controls." The target player's Glorious Anthem is
    destroyed; the caster's own Anthem (another controller, 110.2) stays."""
    assert pool.get("Primeval Light").supported
    g = game(pool, hand=[(0, "Primeval Light")], mana={0: "3G"},
             battlefield=[(0, "Glorious Anthem"), (1, "Glorious Anthem")])
    cast(g, "Primeval Light", target="Player 2")
    assert g.zone(1, "graveyard") == ["Glorious Anthem"]
    assert "Glorious Anthem" not in g.zone(0, "graveyard")
    assert g.zone(0, "graveyard") == ["Primeval Light"]


def test_110_2_tectonic_instability_taps_the_lands_of_the_new_lands_controller(pool):
    """Tectonic Instability: "Whenever a land enters, tap all lands its controller controls." The opponent's land
    entering taps the opponent's lands, not yours."""
    assert pool.get("Tectonic Instability").supported
    g = game(pool, battlefield=[(0, "Tectonic Instability"), (0, "Forest"), (1, "Mountain")],
             hand=[(1, "Swamp")], active=1)
    g.play("Swamp")
    resolve(g)
    assert g.obj("Mountain").tapped and g.obj("Swamp").tapped
    assert not g.obj("Forest").tapped


# ---------------------------------------------------------------- "attached to ..." (301.5, 303.4)


def test_301_5_blastfire_bolt_destroys_the_equipment_attached_to_its_target(pool):
    """Blastfire Bolt: "Blastfire Bolt deals 5 damage to target creature. Destroy all Equipment attached to that
    creature." The Bonesplitter on the target is destroyed; the one on another creature stays."""
    assert pool.get("Blastfire Bolt").supported
    s = Scenario(cards=pool)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Bonesplitter", attached_to=bears)
    s.battlefield(1, "Bonesplitter", attached_to=giant)
    s.hand(0, "Blastfire Bolt")
    add_mana_sources(s, 0, "5R")
    g = s.start("main1")
    cast(g, "Blastfire Bolt", target="Grizzly Bears")
    assert sorted(g.zone(1, "graveyard")) == ["Bonesplitter", "Grizzly Bears"]
    assert g.obj("Bonesplitter").attached_to == g.find("Hill Giant")


def test_303_4_savaen_elves_targets_only_an_aura_attached_to_a_land(pool):
    """Savaen Elves: "{G}{G}, {T}: Destroy target Aura attached to a land." An Aura on a land (Wild Growth) may be
    targeted; Holy Strength, on a creature, may not (303.4b: what the Aura enchants)."""
    assert pool.get("Savaen Elves").supported
    s = Scenario(cards=pool)
    forest = s.battlefield(1, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Wild Growth", attached_to=forest)
    s.battlefield(1, "Holy Strength", attached_to=bears)
    s.battlefield(0, "Savaen Elves")
    add_mana_sources(s, 0, "GG")
    g = s.start("main1")
    assert targets_offered(g, "Savaen Elves") == {"Wild Growth"}
    activate(g, "Savaen Elves", target="Wild Growth")
    assert g.zone(1, "graveyard") == ["Wild Growth"]
    assert g.obj("Holy Strength").attached_to == g.find("Grizzly Bears")


def test_301_5a_golem_skin_gauntlets_counts_the_equipment_on_the_equipped_creature(pool):
    """Golem-Skin Gauntlets: "Equipped creature gets +1/+0 for each Equipment attached to it." "It" is the equipped
    creature (301.5a): with the Gauntlets and a Bonesplitter (+2/+0) on Grizzly Bears, the Bears are 2+2+2 = 6/2."""
    assert pool.get("Golem-Skin Gauntlets").supported
    s = Scenario(cards=pool)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Golem-Skin Gauntlets", attached_to=bears)
    s.battlefield(0, "Bonesplitter", attached_to=bears)
    s.battlefield(0, "Bonesplitter")  # unattached: not counted
    g = s.start("main1")
    v = g.obj("Grizzly Bears")
    assert (v.power, v.toughness) == (6, 2)


def test_303_4b_rabid_wombat_grows_for_each_aura_attached_to_it(pool):
    """Rabid Wombat: "Rabid Wombat gets +2/+2 for each Aura attached to it." Holy Strength on the Wombat counts (and
    gives its own +1/+2); Holy Strength on another creature doesn't: 0/1 + 2/2 + 1/2 = 3/5."""
    assert pool.get("Rabid Wombat").supported
    s = Scenario(cards=pool)
    wombat = s.battlefield(0, "Rabid Wombat")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Holy Strength", attached_to=wombat)
    s.battlefield(0, "Holy Strength", attached_to=bears)
    g = s.start("main1")
    v = g.obj("Rabid Wombat")
    assert (v.power, v.toughness) == (3, 5)


# ---------------------------------------------------------------- "if an opponent controls more ... than you"


def test_102_3_pulse_of_the_tangle_returns_only_if_an_opponent_has_more_creatures(pool):
    """Pulse of the Tangle: "Create a 3/3 green Beast creature token. Then if an opponent controls more creatures
    than you, return Pulse of the Tangle to its owner's hand." Against two creatures your one Beast is fewer: it
    returns. Against one creature it's a tie: it stays in the graveyard."""
    assert pool.get("Pulse of the Tangle").supported
    g = game(pool, hand=[(0, "Pulse of the Tangle")], mana={0: "1GG"},
             battlefield=[(1, "Grizzly Bears"), (1, "Hill Giant")])
    cast(g, "Pulse of the Tangle")
    assert g.zone(0, "hand") == ["Pulse of the Tangle"]
    g = game(pool, hand=[(0, "Pulse of the Tangle")], mana={0: "1GG"}, battlefield=[(1, "Grizzly Bears")])
    cast(g, "Pulse of the Tangle")
    assert g.zone(0, "graveyard") == ["Pulse of the Tangle"] and g.zone(0, "hand") == []


def test_603_4_knight_of_the_white_orchid_fetches_a_plains_only_if_an_opponent_has_more_lands(pool):
    """Knight of the White Orchid: "When this creature enters, if an opponent controls more lands than you, you may
    search your library for a Plains card, put it onto the battlefield, then shuffle." With two lands against three
    it puts a (Snow-Covered) Plains onto the battlefield; with two against two the ability doesn't trigger (603.4)."""
    assert pool.get("Knight of the White Orchid").supported
    lib = [(0, "Island"), (0, "Snow-Covered Plains")]
    g = game(pool, hand=[(0, "Knight of the White Orchid")], mana={0: "WW"}, library=lib,
             battlefield=[(1, "Mountain"), (1, "Mountain"), (1, "Mountain")])
    cast(g, "Knight of the White Orchid", "yes", "Snow-Covered Plains")
    g.expect_zone("Snow-Covered Plains", "battlefield")
    assert g.zone(0, "library") == ["Island"]
    g = game(pool, hand=[(0, "Knight of the White Orchid")], mana={0: "WW"}, library=lib,
             battlefield=[(1, "Mountain"), (1, "Mountain")])
    cast(g, "Knight of the White Orchid")
    assert len(g.zone(0, "library")) == 2 and not g.state.stack


def test_102_3_pulse_of_the_grid_returns_only_if_an_opponent_has_more_cards_in_hand(pool):
    """Pulse of the Grid: "Draw two cards, then discard a card. Then if an opponent has more cards in hand than you,
    return Pulse of the Grid to its owner's hand." You end with one card; an opponent holding two makes it return,
    an opponent holding one doesn't."""
    assert pool.get("Pulse of the Grid").supported
    lib = [(0, "Island"), (0, "Forest")]
    g = game(pool, hand=[(0, "Pulse of the Grid"), (1, "Shock"), (1, "Shock")], mana={0: "1UU"}, library=lib)
    cast(g, "Pulse of the Grid", "Forest")
    assert sorted(g.zone(0, "hand")) == ["Island", "Pulse of the Grid"]
    g = game(pool, hand=[(0, "Pulse of the Grid"), (1, "Shock")], mana={0: "1UU"}, library=lib)
    cast(g, "Pulse of the Grid", "Forest")
    assert g.zone(0, "hand") == ["Island"] and "Pulse of the Grid" in g.zone(0, "graveyard")


def test_119_feudkillers_verdict_makes_a_giant_only_with_more_life_than_an_opponent(pool):
    """Feudkiller's Verdict: "You gain 10 life. Then if you have more life than an opponent, create a 5/5 white
    Giant Warrior creature token." At 20 against 25 the gain to 30 is more: a Giant. At 20 against 30 it's a tie:
    none."""
    assert pool.get("Feudkiller's Verdict").supported
    g = game(pool, hand=[(0, "Feudkiller's Verdict")], mana={0: "4WW"}, life={1: 25})
    cast(g, "Feudkiller's Verdict")
    assert g.life(0) == 30 and [g.obj(i).name for i in g.state.battlefield if g.obj(i).power == 5] == ["Giant Warrior"]
    g = game(pool, hand=[(0, "Feudkiller's Verdict")], mana={0: "4WW"}, life={1: 30})
    cast(g, "Feudkiller's Verdict")
    assert g.life(0) == 30 and not any(g.obj(i).power == 5 for i in g.state.battlefield)


def test_103_4_righteous_valkyrie_pumps_at_seven_life_over_the_starting_total(pool):
    """Righteous Valkyrie: "As long as you have at least 7 life more than your starting life total, creatures you
    control get +2/+2." The starting life total is 20 (103.4): at 27 life the 2/4 Valkyrie is 4/6, at 26 it isn't."""
    assert pool.get("Righteous Valkyrie").supported
    g = game(pool, battlefield=[(0, "Righteous Valkyrie")], life={0: 27})
    assert (g.obj("Righteous Valkyrie").power, g.obj("Righteous Valkyrie").toughness) == (4, 6)
    g = game(pool, battlefield=[(0, "Righteous Valkyrie")], life={0: 26})
    assert (g.obj("Righteous Valkyrie").power, g.obj("Righteous Valkyrie").toughness) == (2, 4)



# ---------------------------------------------------------------- amounts


def test_402_sudden_impact_deals_damage_equal_to_that_players_hand_size(pool):
    """Sudden Impact: "Sudden Impact deals damage to target player equal to the number of cards in that player's
    hand." The opponent holding three cards takes 3, whatever the caster holds (402.1: each player's own hand)."""
    assert pool.get("Sudden Impact").supported
    g = game(pool, hand=[(0, "Sudden Impact"), (0, "Forest"), (1, "Shock"), (1, "Shock"), (1, "Island")],
             mana={0: "3R"})
    cast(g, "Sudden Impact", target="Player 2")
    assert g.life(1) == 17 and g.life(0) == 20


def test_404_1_eldritch_pact_counts_the_target_players_graveyard_and_they_lose_the_life(pool):
    """Eldritch Pact: "Target player draws X cards and loses X life, where X is the number of cards in their
    graveyard." The opponent's two-card graveyard (not the caster's three) makes X = 2; the target player, the
    subject of both verbs, draws and loses the life (119.3)."""
    assert pool.get("Eldritch Pact").supported
    g = game(pool, hand=[(0, "Eldritch Pact")], mana={0: "6B"},
             graveyard=[(1, "Shock"), (1, "Shock"), (0, "Forest"), (0, "Forest"), (0, "Forest")])
    cast(g, "Eldritch Pact", target="Player 2")
    assert g.life(1) == 18 and g.life(0) == 20
    assert len(g.zone(1, "hand")) == 2 and g.zone(0, "hand") == []


def test_119_3_damnable_pact_the_target_player_loses_the_life(pool):
    """Damnable Pact: "Target player draws X cards and loses X life." "Loses" continues the clause's subject: with
    X = 2 the opponent draws two and loses 2 life; the caster loses none (119.3)."""
    g = game(pool, hand=[(0, "Damnable Pact")], mana={0: "2BB"})
    cast(g, "Damnable Pact", target="Player 2", x=2)
    assert g.life(1) == 18 and g.life(0) == 20
    assert len(g.zone(1, "hand")) == 2


def test_304_spite_of_mogis_counts_instants_and_sorceries_in_your_graveyard(pool):
    """Spite of Mogis: "... deals damage to target creature equal to the number of instant and sorcery cards in your
    graveyard. Scry 1." Shock and Divination count, the Forest doesn't, the opponent's Lightning Bolt doesn't: 2
    damage, enough for Grizzly Bears but not Hill Giant."""
    assert pool.get("Spite of Mogis").supported
    gy = [(0, "Shock"), (0, "Divination"), (0, "Forest"), (1, "Lightning Bolt")]
    g = game(pool, hand=[(0, "Spite of Mogis")], mana={0: "R"}, graveyard=gy, battlefield=[(1, "Grizzly Bears")])
    cast(g, "Spite of Mogis", "first", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")
    g = game(pool, hand=[(0, "Spite of Mogis")], mana={0: "R"}, graveyard=gy, battlefield=[(1, "Hill Giant")])
    cast(g, "Spite of Mogis", "first", target="Hill Giant")
    assert g.obj("Hill Giant").damage == 2


def test_102_3_inspired_sphinx_draws_one_card_per_opponent(pool):
    """Inspired Sphinx: "When this creature enters, draw cards equal to the number of opponents you have." In a
    two-player game that is one card (102.3)."""
    assert pool.get("Inspired Sphinx").supported
    g = game(pool, hand=[(0, "Inspired Sphinx")], mana={0: "5UU"}, library=[(0, "Island"), (0, "Forest")])
    cast(g, "Inspired Sphinx")
    assert g.zone(0, "hand") == ["Island"]


def test_122_1_flay_essence_gains_life_for_every_counter_on_the_exiled_creature(pool):
    """Flay Essence: "Exile target creature or planeswalker. You gain life equal to the number of counters on it."
    Counters of every kind count, as the creature last existed on the battlefield (608.2h): two +1/+1 counters and a
    stun counter make 3 life."""
    assert pool.get("Flay Essence").supported
    s = Scenario(cards=pool)
    s.battlefield(1, "Hill Giant", counters={"+1/+1": 2, "stun": 1})
    s.hand(0, "Flay Essence")
    add_mana_sources(s, 0, "1BB")
    g = s.start("main1")
    cast(g, "Flay Essence", target="Hill Giant")
    g.expect_zone("Hill Giant", "exile")
    assert g.life(0) == 23


# ---------------------------------------------------------------- "with the same name as ..." (201.2a)


def test_201_2a_maelstrom_pulse_destroys_every_permanent_sharing_the_targets_name(pool):
    """Maelstrom Pulse: "Destroy target nonland permanent and all other permanents with the same name as that
    permanent." Both players' Grizzly Bears go; Hill Giant, another name, stays."""
    assert pool.get("Maelstrom Pulse").supported
    g = game(pool, hand=[(0, "Maelstrom Pulse")], mana={0: "1BG"},
             battlefield=[(1, "Grizzly Bears"), (1, "Grizzly Bears"), (0, "Grizzly Bears"), (1, "Hill Giant")])
    cast(g, "Maelstrom Pulse", target="Grizzly Bears")
    assert g.zone(1, "graveyard") == ["Grizzly Bears", "Grizzly Bears"]
    assert "Grizzly Bears" in g.zone(0, "graveyard")
    g.expect_zone("Hill Giant", "battlefield")


def test_201_2a_homing_lightning_deals_its_damage_once_to_the_target_and_once_to_each_namesake(pool):
    """Homing Lightning: "Homing Lightning deals 4 damage to target creature and each other creature with the same
    name as that creature." "Other" leaves the target out of the second group: the targeted Colossal Dreadmaw (6/6)
    has 4 damage, not 8, and the other Dreadmaw 4 as well; Hill Giant none."""
    assert pool.get("Homing Lightning").supported
    g = game(pool, hand=[(0, "Homing Lightning")], mana={0: "2RR"},
             battlefield=[(1, "Colossal Dreadmaw"), (1, "Colossal Dreadmaw"), (1, "Hill Giant")])
    first = g.find("Colossal Dreadmaw")
    cast(g, "Homing Lightning", target=first)
    dreadmaws = [g.obj(i) for i in g.state.battlefield if g.obj(i).name == "Colossal Dreadmaw"]
    assert sorted(v.damage for v in dreadmaws) == [4, 4]
    assert g.obj("Hill Giant").damage == 0


def test_122_1_hunter_of_eyeblights_targets_a_creature_with_any_kind_of_counter(pool):
    """Hunter of Eyeblights: "{2}{B}, {T}: Destroy target creature with a counter on it." A counter of any kind
    qualifies (122.1): the Bears with a stun counter may be targeted, the Hill Giant without counters may not."""
    s = Scenario(cards=pool)
    s.battlefield(1, "Grizzly Bears", counters={"stun": 1})
    s.battlefield(1, "Hill Giant")
    s.battlefield(0, "Hunter of Eyeblights")
    add_mana_sources(s, 0, "2B")
    g = s.start("main1")
    assert targets_offered(g, "Hunter of Eyeblights") == {"Grizzly Bears"}
    activate(g, "Hunter of Eyeblights", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


# ---------------------------------------------------------------- "target player's graveyard", "that player's graveyard"


def test_404_1_repopulate_shuffles_only_the_target_players_creature_cards(pool):
    """Repopulate: "Shuffle all creature cards from target player's graveyard into that player's library." The
    opponent's Grizzly Bears goes back to their library; their Shock and the caster's Hill Giant stay in the
    graveyards (404.1: each player has their own graveyard)."""
    assert pool.get("Repopulate").supported
    g = game(pool, hand=[(0, "Repopulate")], mana={0: "1G"},
             graveyard=[(1, "Grizzly Bears"), (1, "Shock"), (0, "Hill Giant")])
    cast(g, "Repopulate", target="Player 2")
    assert g.zone(1, "graveyard") == ["Shock"] and "Grizzly Bears" in g.zone(1, "library")
    assert "Hill Giant" in g.zone(0, "graveyard")


def test_404_1_keening_stone_mills_as_many_as_that_players_graveyard_holds(pool):
    """Keening Stone: "{5}, {T}: Target player mills X cards, where X is the number of cards in that player's
    graveyard." With three cards in the opponent's graveyard (and one in yours) the opponent mills three."""
    assert pool.get("Keening Stone").supported
    g = game(pool, battlefield=[(0, "Keening Stone")], mana={0: "5"},
             graveyard=[(1, "Shock"), (1, "Shock"), (1, "Shock"), (0, "Forest")])
    activate(g, "Keening Stone", target="Player 2")
    assert len(g.zone(1, "graveyard")) == 6 and len(g.zone(1, "library")) == 17


# ---------------------------------------------------------------- "that entered this turn" (603.6a)


def test_603_6a_cradle_to_grave_targets_only_a_creature_that_entered_this_turn(pool):
    """Cradle to Grave: "Destroy target nonblack creature that entered this turn." The Grizzly Bears cast this turn
    may be targeted; the Hill Giant that was already on the battlefield may not."""
    assert pool.get("Cradle to Grave").supported
    g = game(pool, hand=[(0, "Grizzly Bears"), (0, "Cradle to Grave")], mana={0: "1G1B"},
             battlefield=[(1, "Hill Giant")])
    cast(g, "Grizzly Bears")
    assert targets_offered(g, "Cradle to Grave") == {"Grizzly Bears"}
    cast(g, "Cradle to Grave", target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "graveyard")


def test_603_6a_entered_this_turn_ends_with_the_turn(pool):
    """Oran-Rief, the Vastwood: "{T}: Put a +1/+1 counter on each green creature that entered this turn." Dryad
    Arbor (a green land creature) played this turn gets a counter, the Trained Armodon already there doesn't; on a
    later turn the Arbor no longer "entered this turn" and gets none."""
    assert pool.get("Oran-Rief, the Vastwood").supported
    g = game(pool, hand=[(0, "Dryad Arbor")], battlefield=[(0, "Oran-Rief, the Vastwood"), (0, "Trained Armodon")])
    g.play("Dryad Arbor")
    activate(g, "Oran-Rief, the Vastwood")
    assert g.obj("Dryad Arbor").counters.get("+1/+1") == 1
    assert not g.obj("Trained Armodon").counters
    g.pass_until("main1", turn=g.state.turn + 2)
    activate(g, "Oran-Rief, the Vastwood")
    assert g.obj("Dryad Arbor").counters.get("+1/+1") == 1
