"""Regression tests for engine bugs found by the behaviour tests (each fixed in its own commit)."""
from __future__ import annotations

import pytest

from .helpers import cast, game


def test_608_2h_sacrificed_as_a_cost_uses_last_known_power(pool):
    """A spell that refers to "the sacrificed creature" uses its last known information (608.2h):
    Bears pumped to 5/5 and sacrificed to Call for Blood give -5/-5, not its printed -2/-2."""
    g = game(pool, battlefield=[(0, "Grizzly Bears"), (1, "Serra Angel")],
             hand=[(0, "Giant Growth"), (0, "Call for Blood")], mana={0: "G4B"})
    cast(g, "Giant Growth", target="Grizzly Bears")
    cast(g, "Call for Blood", "Grizzly Bears", target="Serra Angel")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Serra Angel", "graveyard")


def test_113_6_protection_of_a_card_in_a_graveyard_does_not_stop_targeting(pool):
    """113.6: a creature card's protection from black functions only on the battlefield, so a black
    spell can return White Knight from the graveyard."""
    g = game(pool, hand=[(0, "Raise Dead")], graveyard=[(0, "White Knight")], mana={0: "B"})
    cast(g, "Raise Dead", target="White Knight")
    g.expect_zone("White Knight", "hand")


def test_603_2_enchanted_creature_as_the_subject_of_a_trigger(pool):
    """603.2: "Whenever enchanted creature deals damage" triggers when the creature the Aura is
    attached to deals damage (Spirit Link: you gain that much life)."""
    from .helpers import attack_and_deal_damage

    g = game(pool, battlefield=[(0, "Grizzly Bears")], hand=[(0, "Spirit Link")], mana={0: "W"})
    cast(g, "Spirit Link", target="Grizzly Bears")
    attack_and_deal_damage(g, "Grizzly Bears")
    g.expect_life(1, 18)
    g.expect_life(0, 22)


def test_603_2_it_in_an_is_dealt_damage_trigger_is_the_damaged_creature(pool):
    """603.2: in "When enchanted creature is dealt damage, destroy it", "it" is the creature dealt
    damage (the damage event's object for the trigger), so Frozen Solid destroys a 6/4 after Shock."""
    g = game(pool, battlefield=[(1, "Craw Wurm")], hand=[(0, "Frozen Solid"), (0, "Shock")], mana={0: "1UUR"})
    cast(g, "Frozen Solid", target="Craw Wurm")
    cast(g, "Shock", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "graveyard")


def test_605_3b_a_mana_ability_adding_x_mana_adds_that_much(pool):
    """605.3b: Elvish Archdruid's "{T}: Add {G} for each Elf you control" with three Elves adds {G}{G}{G}
    (it used to add one {G}: the amount was ignored)."""
    from .helpers import pool_of, resolve, tap_for_mana

    g = game(pool, battlefield=[(0, "Elvish Archdruid"), (0, "Llanowar Elves"), (0, "Elvish Mystic")],
             offer_mana_abilities=True)
    tap_for_mana(g, "Elvish Archdruid")
    resolve(g)
    assert pool_of(g, 0) == {"G": 3}


def test_605_3a_a_mana_ability_pays_its_whole_cost(pool):
    """605.3a, 602.2b: Lotus Petal is sacrificed and Simic Signet's {1} is paid (they used to be
    free: only {T} was paid)."""
    from .helpers import pool_of, resolve, tap_for_mana

    g = game(pool, battlefield=[(0, "Lotus Petal"), (0, "Simic Signet"), (0, "Wastes")], offer_mana_abilities=True)
    tap_for_mana(g, "Simic Signet")
    resolve(g)
    assert pool_of(g, 0) == {"G": 1, "U": 1}
    assert g.obj("Wastes").tapped
    tap_for_mana(g, "Lotus Petal")
    resolve(g, "G")
    g.expect_zone("Lotus Petal", "graveyard")
    assert pool_of(g, 0) == {"G": 2, "U": 1}


def test_608_2h_counters_on_a_source_sacrificed_as_a_cost_use_last_known_information(pool):
    """608.2h: "X is the number of petal counters on this artifact" after Lotus Blossom was sacrificed
    to pay the cost counts the counters it had (it used to count 0)."""
    from manastack.testing import Scenario

    from .helpers import pool_of, resolve, tap_for_mana

    s = Scenario(cards=pool, offer_mana_abilities=True)
    s.battlefield(0, "Lotus Blossom", counters={"petal": 2})
    g = s.start()
    tap_for_mana(g, "Lotus Blossom")
    resolve(g, "U")
    assert pool_of(g, 0) == {"U": 2}


@pytest.mark.parametrize("color", ["R", "G"])
def test_605_3b_activating_a_dual_mana_ability_chooses_the_color(pool, color):
    """605.3b, 608.2d: "{T}: Add {R} or {G}" activated as an action (offer_mana_abilities) offers both
    colors; it used to offer one option that always added {R}."""
    from .helpers import pool_of, tap_for_mana

    g = game(pool, battlefield=[(0, "Gruul Keyrune")], offer_mana_abilities=True)
    tap_for_mana(g, "Gruul Keyrune", color)
    assert pool_of(g, 0) == {color: 1}


def test_608_2h_a_card_that_left_the_graveyard_keeps_its_last_known_mana_value(pool):
    """608.2h: Reanimate moves the card, then "you lose life equal to that card's mana value" uses its
    last known information (it used to find nothing and lose 0)."""
    g = game(pool, hand=[(0, "Reanimate")], graveyard=[(0, "Craw Wurm")], mana={0: "B"})
    cast(g, "Reanimate", target="Craw Wurm")
    g.expect_zone("Craw Wurm", "battlefield")
    g.expect_life(0, 14)


def test_601_2b_a_target_that_depends_on_x_is_chosen_after_x(pool):
    """601.2b-c: X is announced before targets, so Repeal ("target nonland permanent with mana value X")
    can be cast at a mana value 1 permanent (it used to be judged uncastable: no target with mana value 0)."""
    g = game(pool, hand=[(0, "Repeal")], battlefield=[(1, "Sol Ring")], mana={0: "1U"})
    cast(g, "Repeal", x=1, target="Sol Ring")
    g.expect_zone("Sol Ring", "hand")


def test_107_3a_counter_unless_its_controller_pays_x_uses_the_counterspells_x(pool):
    """107.3a: Syncopate with X=2 against a player with one spare land: they can't pay {2}, so the spell
    is countered without asking (an unsubstituted {X} used to count as free to pay)."""
    g = game(pool, hand=[(0, "Syncopate"), (1, "Grizzly Bears")], mana={0: "2U", 1: "1G1"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Syncopate", x=2, target="Grizzly Bears")
    assert g.zone_of("Grizzly Bears") != "battlefield"
    assert g.zone_of("Grizzly Bears") != "stack"


def test_701_6a_a_spell_countered_with_exile_instead_goes_to_exile(pool):
    """Syncopate: "If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard" (the CounterSpell's to_zone used to be ignored)."""
    g = game(pool, hand=[(0, "Syncopate"), (1, "Grizzly Bears")], mana={0: "1U", 1: "1G"}, active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    cast(g, "Syncopate", x=1, target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "exile")
