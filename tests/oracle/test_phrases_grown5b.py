"""Phrases grown in the fifth sitting of issue #24 (helper compB). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations


from manastack.testing import Scenario
from manastack.tree.effects import ChooseAndDo, ForEachPlayer, MoveTo, Untap
from manastack.tree.refs import Players, Target

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread



# ---------------------------------------------------------------- "<player> <imperative verb>s ..." (101.4, 110.2a)


def test_101_4_target_player_untaps_all_lands_they_control():
    ab = _abilities("Target player untaps all basic lands they control.")
    assert _unread(ab) == []
    (u,) = _nodes(ab, Untap)
    assert u.what.filter.controlled_by == Target(0) and u.what.filter.basic_land


def test_101_4_target_opponent_chooses_what_they_exile():
    ab = _abilities("Target opponent exiles an enchantment they control.", types=("Sorcery",))
    assert _unread(ab) == []
    (c,) = _nodes(ab, ChooseAndDo)
    assert c.who == Target(0) and c.filter.controlled_by == Target(0)
    assert not _nodes(ab, ForEachPlayer)  # one player acts in this resolution


def test_101_4_each_player_acts_in_turn_order_with_you_meaning_that_player():
    ab = _abilities("Each player returns a creature they control to its owner's hand.", types=("Sorcery",))
    assert _unread(ab) == []
    (f,) = _nodes(ab, ForEachPlayer)
    assert f.players == Players("each")
    (c,) = _nodes(ab, ChooseAndDo)
    assert c.filter.controller == "you" and c.filter.controlled_by is None


def test_110_2a_what_another_player_returns_to_the_battlefield_enters_under_their_control():
    ab = _abilities("Target player returns target creature card from a graveyard to the battlefield.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (m,) = [n for n in _nodes(ab, MoveTo) if n.zone == "battlefield"]
    assert m.controller == Target(0)


def test_101_4_an_imperative_of_another_player_naming_you_is_refused():
    # "you" inside it (the ability's controller) could not be told from the acting player
    for text in ("Target opponent exiles a creature you control.",
                 "That player returns a creature you control to its owner's hand.",
                 "Target creature untaps all lands you control."):
        assert len(_unread(_abilities(text, ("Sorcery",)))) == 1, text


def test_101_4_its_controller_sacrificing_it_later_is_refused():
    # a delayed trigger would be controlled by the ability's controller, not by the player named
    ab = _abilities("Return target creature card from your graveyard to the battlefield. Its controller "
                    "sacrifices it at the beginning of the next end step.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_101_4_curfew_each_player_returns_a_creature_they_control():
    s = Scenario.full()
    s.hand(0, "Curfew")
    s.lands(0, "Island", 1)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    kept = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Curfew")
    g.pass_until_resolved()
    d = g.decision
    g.check(d is not None and d.player == 0, f"the active player chooses first (101.4): {d}")
    g.choose(mine)
    d = g.decision
    g.check(d is not None and d.player == 1, f"then the opponent chooses among their own creatures: {d}")
    ids = {o[1] for o in d.options if o[0] == "choose"}
    g.check(ids == {g.find(theirs), g.find(kept)}, f"only their own creatures: {ids}")
    g.choose(theirs)
    g.pass_until_resolved()
    g.expect_zone(mine, "hand")
    g.expect_zone(theirs, "hand")
    g.expect_zone(kept, "battlefield")


def test_101_4_early_harvest_untaps_only_the_target_players_basic_lands():
    s = Scenario.full()
    s.hand(0, "Early Harvest")
    mine = s.lands(0, "Forest", 3)
    theirs = s.battlefield(1, "Forest", tapped=True)
    g = s.start("main1")
    g.cast("Early Harvest", target=("player", 0))
    g.check(all(g.state.objects[g.find(x)].tapped for x in mine), "the Forests paid for the spell")
    g.pass_until_resolved()
    g.check(not any(g.state.objects[g.find(x)].tapped for x in mine), "the target player's lands untap")
    g.check(g.state.objects[g.find(theirs)].tapped, "the other player's land stays tapped")


# ---------------------------------------------------------------- "dealt damage by ~ this turn", "that was dealt damage
# this turn" (120.3)


def test_120_3_a_creature_dealt_damage_by_self_this_turn_dies_is_a_trigger_filter():
    from manastack.tree.abilities import Trigger
    ab = _abilities("Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.",
                    types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Trigger)
    assert t.event == "dies" and t.subject.damaged_by_source and t.subject.types == ("Creature",)


def test_120_3_target_creature_that_was_dealt_damage_this_turn():
    from manastack.tree.abilities import TargetSpec
    ab = _abilities("Destroy target creature that was dealt damage this turn.", types=("Sorcery",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, TargetSpec)
    assert t.filter.damaged and t.filter.damaged_by_source is None


def test_614_1a_if_a_creature_dealt_damage_by_self_would_die_exile_it_instead():
    from manastack.tree.abilities import Replacement
    ab = _abilities("If a creature dealt damage by ~ this turn would die, exile it instead.", types=("Creature",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, Replacement)
    assert r.kind == "move_instead" and r.affected.damaged_by_source


def test_614_1a_if_a_target_would_die_exile_it_instead_is_refused():
    assert len(_unread(_abilities("If target creature would die, exile it instead.", types=("Creature",)))) == 1


def test_120_3_player_dealt_damage_by_self_is_refused():
    ab = _abilities("{B}: Target player dealt damage by ~ this turn loses 1 life.", types=("Creature",))
    assert len(_unread(ab)) == 1


def test_120_3_sengir_vampire_grows_when_a_creature_it_damaged_dies():
    s = Scenario.full()
    sengir = s.battlefield(0, "Sengir Vampire")
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    elves = s.battlefield(1, "Llanowar Elves")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start("main1", turn=2, active=1)
    g.attack(giant)
    g.block(giant, with_=sengir)
    g.pass_until("main2", turn=2)
    g.expect_zone(giant, "graveyard")
    g.expect_pt(sengir, 5, 5)  # the Giant it dealt damage to died
    g.pass_until("main1", turn=3)
    g.cast("Shock", target=elves)
    g.pass_until_resolved()
    g.expect_zone(elves, "graveyard")
    g.expect_pt(sengir, 5, 5)  # Shock's victim was never dealt damage by the Vampire


def test_120_3_crushing_pain_targets_only_a_creature_dealt_damage_this_turn():
    s = Scenario.full()
    s.hand(0, "Shock", "Crushing Pain")
    s.lands(0, "Mountain", 3)
    giant = s.battlefield(1, "Hill Giant")
    other = s.battlefield(1, "Craw Wurm")
    g = s.start("main1")
    g.cast("Shock", target=giant)
    g.pass_until_resolved()
    g.cast("Crushing Pain", target=giant)
    g.pass_until_resolved()
    g.expect_zone(giant, "graveyard")
    g.expect_zone(other, "battlefield")


def test_120_3_a_creature_not_dealt_damage_this_turn_is_no_target_for_crushing_pain():
    s = Scenario.full()
    s.hand(0, "Crushing Pain")
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Craw Wurm")
    s.battlefield(1, "Grizzly Bears", damage=1)  # damage marked, but not dealt this turn
    g = s.start("main1")
    pain = g.find("Crushing Pain")
    casts = [o for o in g.options() if o[0] == "cast" and o[1] == pain]
    g.check(casts == [], f"no creature was dealt damage this turn, so it can't be cast: {casts}")


# ---------------------------------------------------------------- "~ can't attack unless defending player controls
# an Island" (508.1c)


def test_508_1c_cant_attack_unless_defending_player_controls_is_a_restriction_per_defender():
    from manastack.tree.continuous import Restrict
    ab = _abilities("~ can't attack unless defending player controls an Island.", types=("Creature",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, Restrict)
    assert r.kind == "cant_attack_unless_defender_controls"
    assert r.arg.subtypes == ("Island",) and r.arg.controller == "you"  # "you": the defending player


def test_508_1c_defending_player_controlling_two_islands_is_refused():
    ab = _abilities("~ can't attack unless defending player controls two Islands.", types=("Creature",))
    assert len(_unread(ab)) == 1


def _serpent_can_attack(opponent_lands: tuple[str, ...]) -> bool:
    s = Scenario.full()
    serpent = s.battlefield(0, "Sea Serpent")
    s.battlefield(0, "Island")
    for land in opponent_lands:
        s.battlefield(1, land)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start("main1")
    g.pass_until("declare attackers")
    d = g.decision
    if d is None or d.kind != "attackers":
        return False
    return any(o[0] == "attack" and o[1] == g.find(serpent) for o in d.options)


def test_508_1c_sea_serpent_attacks_only_a_player_who_controls_an_island():
    assert _serpent_can_attack(("Island",))
    assert not _serpent_can_attack(("Swamp",))  # its controller's own Island doesn't count


# ---------------------------------------------------------------- "for each basic land type among lands you control"
# (305.6, domain)


def test_305_6_for_each_basic_land_type_among_lands_you_control_is_a_count():
    from manastack.tree.continuous import ModPT
    from manastack.tree.refs import BasicLandTypes, You
    ab = _abilities("Target creature gets +1/+1 until end of turn for each basic land type among lands you "
                    "control.")
    assert _unread(ab) == []
    (m,) = _nodes(ab, ModPT)
    assert m.power == BasicLandTypes(You()) and m.toughness == BasicLandTypes(You())


def test_601_2f_costs_less_for_each_basic_land_type():
    from manastack.tree.continuous import SelfCostChange
    from manastack.tree.refs import BasicLandTypes, You
    ab = _abilities("~ costs {1} less to cast for each basic land type among lands you control.",
                    types=("Creature",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, SelfCostChange)
    assert m.generic == -1 and m.per == BasicLandTypes(You())


def test_305_6_a_basic_land_type_as_an_object_is_refused():
    ab = _abilities("Destroy target creature for each basic land type among lands you control.",
                    types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_305_6_gaeas_might_counts_the_basic_land_types():
    s = Scenario.full()
    s.hand(0, "Gaea's Might")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Island")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Gaea's Might", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 4)  # two basic land types (Forest, Island), the second Forest adds none


# ---------------------------------------------------------------- "<creatures> are <subtypes> in addition to their
# other (creature) types" (205.1b, layer 4)


def test_205_1b_creatures_are_slivers_in_addition_to_their_other_creature_types():
    from manastack.tree.continuous import AddTypes
    ab = _abilities("Creatures you control are Slivers in addition to their other creature types.",
                    types=("Artifact",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, AddTypes)
    assert m.subtypes == ("Sliver",) and not m.replace_subtypes


def test_205_1b_hivestone_makes_your_creatures_slivers():
    s = Scenario.full()
    s.battlefield(0, "Hivestone")
    s.battlefield(0, "Muscle Sliver")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.expect_pt(bears, 3, 3)  # a Sliver now: Muscle Sliver's +1/+1 reaches it
    g.expect_pt(theirs, 2, 2)


# ---------------------------------------------------------------- "can attack as though it didn't have defender / had
# haste" (702.3b, 302.6)


def test_702_3b_can_attack_as_though_it_didnt_have_defender():
    from manastack.tree.continuous import Restrict
    ab = _abilities("As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have defender.",
                    types=("Creature",))
    assert _unread(ab) == []
    (r,) = _nodes(ab, Restrict)
    assert r.kind == "can_attack_despite_defender"


def test_702_3b_rolling_stones_lets_walls_attack_and_keeps_others_out():
    s = Scenario.full()
    s.battlefield(0, "Rolling Stones")
    wall = s.battlefield(0, "Wall of Stone")
    other = s.battlefield(0, "Vent Sentinel")  # defender, but an Elemental, not a Wall
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start("main1")
    g.pass_until("declare attackers")
    d = g.decision
    ids = {o[1] for o in d.options if o[0] == "attack"} if d is not None and d.kind == "attackers" else set()
    g.check(g.find(wall) in ids, f"the Wall may attack: {ids}")
    g.check(g.find(other) not in ids, f"a defender that isn't a Wall still can't: {ids}")


def test_302_6_instill_energy_lets_a_new_creature_attack():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    s.battlefield(0, "Instill Energy", attached_to=bears)
    other = s.battlefield(0, "Hill Giant", sick=True)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start("main1")
    g.pass_until("declare attackers")
    d = g.decision
    ids = {o[1] for o in d.options if o[0] == "attack"} if d is not None and d.kind == "attackers" else set()
    g.check(ids == {g.find(bears)}, f"only the enchanted creature ignores summoning sickness: {ids}")


# ---------------------------------------------------------------- colored cost increases; "for each target beyond the
# first" (601.2f)


def test_601_2f_costs_more_for_each_target_beyond_the_first():
    from manastack.core.mana import ManaCost
    from manastack.tree.continuous import SelfCostChange
    from manastack.tree.refs import TargetsBeyond
    ab = _abilities("~ costs {2}{U} more to cast for each target beyond the first.")
    assert _unread(ab) == []
    (m,) = _nodes(ab, SelfCostChange)
    assert m.generic == 2 and m.colored == ManaCost.parse("{U}") and m.per == TargetsBeyond(1)


def test_601_2f_colored_spells_cost_colored_mana_more():
    from manastack.core.mana import ManaCost
    from manastack.tree.continuous import CostChange
    ab = _abilities("White spells you cast cost {W} more to cast.", types=("Creature",))
    assert _unread(ab) == []
    (m,) = _nodes(ab, CostChange)
    assert m.generic == 0 and m.colored == ManaCost.parse("{W}") and m.who == "you"


def test_118_7c_a_colored_cost_reduction_is_refused():
    for text in ("Spells you cast from your graveyard cost {U} less to cast.", "~ costs {G} less to cast."):
        assert len(_unread(_abilities(text, types=("Creature",)))) == 1, text


def _tapped(g, lands) -> int:
    return sum(1 for x in lands if g.state.objects[g.find(x)].tapped)


def test_601_2f_aerial_formation_costs_more_with_a_second_target():
    s = Scenario.full()
    s.hand(0, "Aerial Formation")
    islands = s.lands(0, "Island", 4)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.cast("Aerial Formation", targets=[a, b])
    g.check(_tapped(g, islands) == 4, f"{{U}} plus {{2}}{{U}} for the second target: {_tapped(g, islands)} tapped")
    g.pass_until_resolved()
    g.expect_pt(a, 3, 3)
    g.expect_pt(b, 4, 4)


def test_601_2f_aerial_formation_with_one_target_costs_its_mana_cost():
    s = Scenario.full()
    s.hand(0, "Aerial Formation")
    islands = s.lands(0, "Island", 4)
    a = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Aerial Formation", targets=[a])
    g.check(_tapped(g, islands) == 1, f"only {{U}}: {_tapped(g, islands)} tapped")


def test_601_2f_alabaster_leech_makes_your_white_spells_cost_w_more():
    s = Scenario.full()
    s.battlefield(0, "Alabaster Leech")
    s.hand(0, "Healing Salve")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    salve = g.find("Healing Salve")
    g.check(not [o for o in g.options() if o[0] == "cast" and o[1] == salve], "{W}{W} can't be paid with one Plains")
    s = Scenario.full()
    s.battlefield(0, "Alabaster Leech")
    s.hand(0, "Healing Salve")
    plains = s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Healing Salve", target=("player", 0), modes=[1])
    g.check(_tapped(g, plains) == 2, f"{{W}} more: {_tapped(g, plains)} tapped")


# ---------------------------------------------------------------- "<np> entered the battlefield under your control
# this turn" (603.6a)


def test_603_6a_if_a_creature_entered_under_your_control_this_turn_counts_the_record():
    from manastack.tree.abilities import Compare
    from manastack.tree.refs import EnteredThisTurn
    ab = _abilities("If an artifact entered the battlefield under your control this turn, draw a card.")
    assert _unread(ab) == []
    (c,) = _nodes(ab, Compare)
    assert isinstance(c.left, EnteredThisTurn) and c.left.filter.types == ("Artifact",)
    assert c.left.filter.controller == "you" and c.op == ">="


def test_603_6a_the_number_that_entered_under_your_control_this_turn():
    from manastack.tree.refs import EnteredThisTurn
    ab = _abilities("Creatures you control get +X/+X, where X is the number of creatures that entered the "
                    "battlefield under your control this turn.", types=("Enchantment",))
    assert _unread(ab) == []
    assert len(_nodes(ab, EnteredThisTurn)) == 2


def test_603_6a_a_quality_the_record_cant_check_is_refused():
    ab = _abilities("If a face-down creature entered the battlefield under your control this turn, draw a card.")
    assert len(_unread(ab)) == 1


def test_603_6a_thoughtweft_charge_draws_after_a_creature_entered_even_if_it_died():
    s = Scenario.full()
    bears = s.hand(0, "Grizzly Bears", "Shock", "Thoughtweft Charge")[0]
    s.lands(0, "Forest", 4)
    s.lands(0, "Mountain", 1)
    target = s.battlefield(0, "Hill Giant")
    s.library(0, "Island", "Island")
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    g.cast("Shock", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    hand = len(g.zone(0, "hand"))
    g.cast("Thoughtweft Charge", target=target)
    g.pass_until_resolved()
    g.expect_pt(target, 6, 6)
    g.check(len(g.zone(0, "hand")) == hand, f"a card was drawn (the Charge left the hand): {g.zone(0, 'hand')}")


def test_603_6a_thoughtweft_charge_draws_nothing_when_nothing_entered():
    s = Scenario.full()
    s.hand(0, "Thoughtweft Charge")
    s.lands(0, "Forest", 2)
    target = s.battlefield(0, "Hill Giant")
    s.library(0, "Island", "Island")
    g = s.start("main1")
    g.cast("Thoughtweft Charge", target=target)
    g.pass_until_resolved()
    g.expect_pt(target, 6, 6)
    g.check(g.zone(0, "hand") == [], f"no card drawn: {g.zone(0, 'hand')}")


# ---------------------------------------------------------------- "cards exiled with ~" as a filter (607.2a)


def test_607_2a_cards_exiled_with_self_is_a_filter_of_the_linked_exiles():
    from manastack.tree.filters import Filter
    ab = _abilities("{3}: Exile target creature you control.\nSacrifice ~: Return each creature card exiled with ~ "
                    "to the battlefield under your control.", types=("Artifact",))
    assert _unread(ab) == []
    (f,) = [n for n in _nodes(ab, Filter) if n.exiled_with_source]
    assert f.zone == "exile" and f.types == ("Creature",)


def test_607_2b_cards_exiled_with_self_but_exiled_by_a_replacement_is_not_supported():
    from manastack.engine.support import missing
    ab = _abilities("If a creature an opponent controls would die, exile it instead.\nAt the beginning of your "
                    "upkeep, put all creature cards exiled with ~ onto the battlefield under your control.",
                    types=("Creature",))
    assert _unread(ab) == []
    assert "exiled card not exiled by an effect" in missing(ab)


def test_607_2a_cold_storage_returns_only_what_it_exiled():
    s = Scenario.full()
    s.battlefield(0, "Cold Storage")
    s.lands(0, "Plains", 3)
    bears = s.battlefield(0, "Grizzly Bears")
    other = s.exile(0, "Hill Giant")[0]
    g = s.start("main1")
    g.activate("Cold Storage", index=0, target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.activate("Cold Storage", index=1)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone(other, "exile")  # exiled, but not with Cold Storage


def test_607_2a_mimic_vat_returns_the_other_cards_it_exiled_not_the_new_one():
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    first = s.battlefield(1, "Grizzly Bears")
    second = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    for victim in (first, second):
        g.cast("Shock", target=victim)
        g.pass_until_resolved()
        d = g.decision
        g.check(d is not None and d.kind == "yes_no", f"Mimic Vat asks whether to exile the card: {d}")
        g.choose("yes")
        g.pass_until_resolved()
    g.expect_zone(second, "exile")  # the card just exiled stays
    g.expect_zone(first, "graveyard")  # the other card exiled with the Vat goes to its owner's graveyard


# ---------------------------------------------------------------- "if you've cast <np> this turn" (601.2i)


def test_601_2i_if_youve_cast_another_blue_spell_this_turn():
    from manastack.tree.abilities import Compare
    from manastack.tree.refs import CastThisTurn
    ab = _abilities("When ~ enters, draw a card if you've cast another blue spell this turn.", types=("Creature",))
    assert _unread(ab) == []
    (c,) = _nodes(ab, Compare)
    assert isinstance(c.left, CastThisTurn) and c.left.filter.other and c.left.filter.controller == "you"


def test_601_2i_a_spell_quality_the_record_cant_check_is_refused():
    ab = _abilities("~ can't be blocked if you've cast a historic spell this turn.", types=("Creature",))
    assert len(_unread(ab)) == 1


def test_601_2i_cant_attack_unless_youve_cast_a_creature_spell_is_a_static_condition():
    from manastack.tree.abilities import Not, Static
    ab = _abilities("~ can't attack unless you've cast a creature spell this turn.", types=("Creature",))
    assert _unread(ab) == []
    (st,) = _nodes(ab, Static)
    assert isinstance(st.condition, Not)


def _dream_thief(first_blue: bool) -> int:
    s = Scenario.full()
    cards = ["Dream Thief"] + (["Opt"] if first_blue else [])
    s.hand(0, *cards)
    s.lands(0, "Island", 4)
    s.library(0, *["Plains"] * 6)
    g = s.start("main1")
    if first_blue:
        g.cast("Opt")
        g.pass_until_resolved()
        while g.decision is not None and g.decision.kind != "priority":  # Opt's scry: keep the card on top
            g.answer(g.decision.options[0])
    g.cast("Dream Thief")
    g.pass_until_resolved()
    g.pass_until_resolved()
    return len(g.zone(0, "hand"))


def test_601_2i_dream_thief_draws_only_after_another_blue_spell():
    assert _dream_thief(False) == 0  # Dream Thief itself isn't "another" blue spell
    assert _dream_thief(True) == 2  # Opt's card and Dream Thief's


def test_404_1_target_player_exiles_all_cards_from_their_graveyard_is_that_players():
    from manastack.tree.refs import Each
    ab = _abilities("Target player exiles all land cards from their graveyard.")
    assert _unread(ab) == []
    (m,) = _nodes(ab, MoveTo)
    assert isinstance(m.what, Each) and m.what.filter.controlled_by == Target(0) and m.what.filter.owner is None


def test_110_2a_roar_of_reclamation_returns_every_artifact_card_under_its_owners_control():
    s = Scenario.full()
    s.hand(0, "Roar of Reclamation")
    s.lands(0, "Plains", 7)
    mine = s.graveyard(0, "Ornithopter")[0]
    theirs = s.graveyard(1, "Millstone")[0]
    kept = s.graveyard(1, "Grizzly Bears")[0]
    g = s.start("main1")
    g.cast("Roar of Reclamation")
    g.pass_until_resolved()
    g.expect_zone(mine, "battlefield")
    g.expect_zone(theirs, "battlefield")
    g.expect_zone(kept, "graveyard")
    from manastack.engine.chars import chars
    g.check(chars(g.state, g.find(theirs)).controller == 1, "the opponent's artifact enters under their control")


def test_120_3_if_an_opponent_was_dealt_damage_this_turn_is_the_turn_fact():
    from manastack.tree.abilities import IsTrue
    ab = _abilities("When ~ enters, sacrifice it unless an opponent was dealt damage this turn.", types=("Creature",))
    assert _unread(ab) == []
    assert [n.fact for n in _nodes(ab, IsTrue)] == ["an_opponent_was_dealt_damage"]


def test_120_3_if_it_was_dealt_damage_after_it_moved_is_refused():
    # "it" would be the card in exile, a new object (400.7) that was never dealt damage
    ab = _abilities("Exile target creature. If it was dealt damage this turn, draw a card.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_120_3_war_elemental_stays_only_if_an_opponent_was_dealt_damage():
    for shock_first, zone in ((False, "graveyard"), (True, "battlefield")):
        s = Scenario.full()
        elemental = s.hand(0, "War Elemental", "Shock")[0]
        s.lands(0, "Mountain", 4)
        g = s.start("main1")
        if shock_first:
            g.cast("Shock", target=("player", 1))
            g.pass_until_resolved()
        g.cast("War Elemental")
        g.pass_until_resolved()
        g.pass_until_resolved()
        g.expect_zone(elemental, zone)
