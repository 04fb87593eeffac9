"""Mana from every real mana source (605, 601.2g-h, 106, 107.4f, 118, 119.4): what ``legal_actions``
offers and what the automatic payment pays use every mana ability of every source -- lands with two
basic land types, shock, pain and filter lands, "{T}, Pay {E}", "{T}, Pay 1 life", mana creatures and
rocks, Treasures and abilities that sacrifice another permanent -- and Phyrexian symbols are paid with
life when there is no mana. Real cards from the full database."""
from __future__ import annotations

import pytest

from manastack.core.types import Zone
from manastack.game import Game
from manastack.testing import Scenario, ScenarioGame


def _scene(pool, battlefield=(), hand=(), life=20, energy=0, graveyard=()):
    s = Scenario(cards=pool, auto_pay=False)
    s.player(0, life=life)
    for name in battlefield:
        if isinstance(name, tuple):
            s.battlefield(0, name[0], **name[1])
        else:
            s.battlefield(0, name)
    s.battlefield(1, "Grizzly Bears")
    for name in hand:
        s.hand(0, name)
    for name in graveyard:
        s.graveyard(0, name)
    if energy:
        s.state.players[0].counters["energy"] = energy
    return s


def _offered(g, name: str) -> bool:
    return any(o[0] == "cast" and g.state.objects[o[1]].card == name for o in g.decision.options)


def _cast_auto(g, name: str, target=None):
    g.cast(name, target=target)
    return g


def _on_stack(g, name: str) -> bool:
    return any(g.state.objects[o].card == name for o in g.state.stack)


TARGET = {"Shock": "Player 2", "Mutagenic Growth": "Grizzly Bears", "Giant Growth": "Grizzly Bears"}


# ---------------------------------------------------------------- lands with two colours


@pytest.mark.parametrize("land,spell", [
    ("Volcanic Island", "Shock"), ("Volcanic Island", "Opt"),
    ("Plateau", "Shock"), ("Plateau", "Holy Day"),
    ("Stomping Ground", "Shock"), ("Stomping Ground", "Fog"),
    ("Battlefield Forge", "Shock"), ("Battlefield Forge", "Holy Day"),
])
def test_605_3b_each_colour_of_a_two_colour_land_makes_a_spell_castable_and_pays_it(pool, land, spell):
    """305.6 / 605.3b: a dual (two basic land types), a shock land or a pain land makes either of its
    colours; the spell of its second colour is offered and paid automatically with it."""
    g = _scene(pool, battlefield=[land], hand=[spell]).start()
    assert _offered(g, spell)
    _cast_auto(g, spell, TARGET.get(spell))
    assert _on_stack(g, spell)
    assert g.state.objects[g.find(land)].tapped


def test_605_pain_land_damage_only_when_its_coloured_ability_is_used(pool):
    """Battlefield Forge: "{T}: Add {R} or {W}. This land deals 1 damage to you" -- the damage is part of
    the mana ability (605.3b); its {C} ability is used for generic mana and hurts nobody."""
    g = _scene(pool, battlefield=["Battlefield Forge"], hand=["Shock"]).start()
    g.cast("Shock", target="Player 2")
    assert g.state.players[0].life == 19
    g2 = _scene(pool, battlefield=["Battlefield Forge", "Mountain"], hand=["Ornithopter", "Shock"]).start()
    g2.cast("Shock", target="Player 2")  # the Mountain pays {R}: no damage
    assert g2.state.players[0].life == 20
    assert not g2.state.objects[g2.find("Battlefield Forge")].tapped


def test_601_2h_two_colour_lands_pay_a_two_colour_spell(pool):
    """Lightning Helix ({R}{W}) off two Plateaus."""
    g = _scene(pool, battlefield=["Plateau", "Plateau"], hand=["Lightning Helix"]).start()
    assert _offered(g, "Lightning Helix")
    g.cast("Lightning Helix", target="Player 2")
    assert _on_stack(g, "Lightning Helix")


# ---------------------------------------------------------------- costs other than {T}


def test_107_14_aether_hub_pays_energy_for_a_colour(pool):
    """Aether Hub: "{T}, Pay {E}: Add one mana of any color" -- with an energy counter it pays {U}."""
    g = _scene(pool, battlefield=["Aether Hub"], hand=["Opt"], energy=1).start()
    assert _offered(g, "Opt")
    g.cast("Opt")
    assert _on_stack(g, "Opt")
    assert g.state.players[0].counters.get("energy", 0) == 0


def test_107_14_aether_hub_without_energy_makes_only_colourless(pool):
    g = _scene(pool, battlefield=["Aether Hub"], hand=["Opt", "Ornithopter"]).start()
    assert not _offered(g, "Opt")


def test_119_4_pay_one_life_land_pays_a_colour(pool):
    """Sunbaked Canyon: "{T}, Pay 1 life: Add {R} or {W}"."""
    g = _scene(pool, battlefield=["Sunbaked Canyon"], hand=["Holy Day"]).start()
    g.cast("Holy Day")
    assert _on_stack(g, "Holy Day")
    assert g.state.players[0].life == 19


def test_119_4_one_life_pays_mana_confluence(pool):
    """119.4: a player with 1 life can pay 1 life."""
    g = _scene(pool, battlefield=["Mana Confluence"], hand=["Opt"], life=1).start()
    assert _offered(g, "Opt")
    g.cast("Opt")
    assert g.state.players[0].life == 0


def test_605_treasure_makes_bolt_castable_and_is_sacrificed(pool):
    """A Treasure ("{T}, Sacrifice this token: Add one mana of any color"), made by Strike It Rich, pays
    for Lightning Bolt once the Mountain is tapped."""
    g = _scene(pool, battlefield=["Mountain"], hand=["Strike It Rich", "Lightning Bolt"]).start()
    g.cast("Strike It Rich")
    g.pass_until_resolved()
    treasures = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert len(treasures) == 1
    assert _offered(g, "Lightning Bolt")
    g.cast("Lightning Bolt", target="Player 2")
    assert _on_stack(g, "Lightning Bolt")
    assert treasures[0] not in g.state.objects or g.state.objects[treasures[0]].zone != Zone.BATTLEFIELD


def test_605_lotus_petal_sacrifices_itself_for_mana(pool):
    g = _scene(pool, battlefield=["Lotus Petal"], hand=["Dark Ritual"]).start()
    assert _offered(g, "Dark Ritual")
    g.cast("Dark Ritual")
    assert g.state.objects[g.find("Lotus Petal")].zone == Zone.GRAVEYARD


def test_605_skirk_prospector_sacrifices_a_goblin_for_bolt(pool):
    """Skirk Prospector: "Sacrifice a Goblin: Add {R}" -- no land, yet Lightning Bolt is castable; another
    Goblin is sacrificed before the Prospector itself."""
    g = _scene(pool, battlefield=["Skirk Prospector", "Goblin Piker"], hand=["Lightning Bolt"]).start()
    assert _offered(g, "Lightning Bolt")
    g.cast("Lightning Bolt", target="Player 2")
    assert _on_stack(g, "Lightning Bolt")
    assert g.state.objects[g.find("Goblin Piker")].zone == Zone.GRAVEYARD
    assert g.state.objects[g.find("Skirk Prospector")].zone == Zone.BATTLEFIELD


def test_605_skirk_prospector_alone_sacrifices_itself(pool):
    g = _scene(pool, battlefield=["Skirk Prospector"], hand=["Lightning Bolt"]).start()
    assert _offered(g, "Lightning Bolt")
    g.cast("Lightning Bolt", target="Player 2")
    assert g.state.objects[g.find("Skirk Prospector")].zone == Zone.GRAVEYARD


# ---------------------------------------------------------------- preferences (601.2g-h, the player's choices)


def test_601_2h_creature_kept_untapped_when_a_land_suffices(pool):
    g = _scene(pool, battlefield=["Llanowar Elves", "Forest"], hand=["Fog"]).start()
    g.cast("Fog")
    assert g.state.objects[g.find("Forest")].tapped
    assert not g.state.objects[g.find("Llanowar Elves")].tapped


def test_601_2h_mana_creature_pays_when_no_land_can(pool):
    g = _scene(pool, battlefield=["Llanowar Elves", "Island"], hand=["Fog"]).start()
    assert _offered(g, "Fog")
    g.cast("Fog")
    assert g.state.objects[g.find("Llanowar Elves")].tapped
    assert not g.state.objects[g.find("Island")].tapped


def test_302_6_summoning_sick_mana_creature_cannot_pay(pool):
    g = _scene(pool, battlefield=[("Llanowar Elves", {"sick": True})], hand=["Fog"]).start()
    assert not _offered(g, "Fog")


def test_601_2h_treasure_kept_when_a_land_suffices(pool):
    g = _scene(pool, battlefield=["Lotus Petal", "Swamp"], hand=["Dark Ritual"]).start()
    g.cast("Dark Ritual")
    assert g.state.objects[g.find("Lotus Petal")].zone == Zone.BATTLEFIELD


def test_605_mana_rock_pays(pool):
    """Sol Ring's {C}{C} pays a {2} spell."""
    g = _scene(pool, battlefield=["Sol Ring"], hand=["Mind Stone"]).start()
    assert _offered(g, "Mind Stone")
    g.cast("Mind Stone")
    assert _on_stack(g, "Mind Stone")
    assert g.state.objects[g.find("Sol Ring")].tapped


# ---------------------------------------------------------------- Phyrexian mana (107.4f, 119.4)


def test_107_4f_phyrexian_spell_offered_with_no_land_and_paid_with_life(pool):
    g = _scene(pool, hand=["Mutagenic Growth"]).start()
    assert _offered(g, "Mutagenic Growth")
    g.cast("Mutagenic Growth", target="Grizzly Bears")
    assert _on_stack(g, "Mutagenic Growth")
    assert g.state.players[0].life == 18


def test_107_4f_noxious_revival_offered_with_no_land(pool):
    g = _scene(pool, hand=["Noxious Revival"], graveyard=["Grizzly Bears"]).start()
    assert _offered(g, "Noxious Revival")


def test_119_4_phyrexian_not_offered_at_one_life(pool):
    """119.4: a player can't pay 2 life with only 1."""
    g = _scene(pool, hand=["Mutagenic Growth"], life=1).start()
    assert not _offered(g, "Mutagenic Growth")


def test_107_4f_phyrexian_paid_with_mana_when_a_land_is_there(pool):
    g = _scene(pool, battlefield=["Forest"], hand=["Mutagenic Growth"]).start()
    g.cast("Mutagenic Growth", target="Grizzly Bears")
    assert g.state.players[0].life == 20
    assert g.state.objects[g.find("Forest")].tapped


# ---------------------------------------------------------------- filter lands


def test_605_filter_land_turns_one_mana_into_two(pool):
    """Graven Cairns: "{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}" -- with a Mountain it pays {B}{B}."""
    g = _scene(pool, battlefield=["Graven Cairns", "Mountain"], hand=["Sign in Blood"]).start()
    assert _offered(g, "Sign in Blood")
    g.cast("Sign in Blood", target="Player 1")
    assert _on_stack(g, "Sign in Blood")
    assert g.state.objects[g.find("Graven Cairns")].tapped and g.state.objects[g.find("Mountain")].tapped


# ---------------------------------------------------------------- 605.3a: activating mana abilities with priority


def test_605_3a_mana_abilities_offered_only_to_the_players_named_by_the_option(pool):
    """The ``offer_mana_abilities`` option names the players (people at a terminal) who see their mana
    abilities among their priority actions; the others (computer players) pay as they cast."""
    s = Scenario(cards=pool, offer_mana_abilities=[0])
    s.battlefield(0, "Volcanic Island")
    s.battlefield(1, "Volcanic Island")
    g = s.start()
    mine = [o for o in g.decision.options if o[0] == "activate"]
    assert len(mine) == 2  # ({T}: Add {U} and {T}: Add {R}, 305.6)
    g.pass_priority()
    assert g.decision.player == 1
    assert not [o for o in g.decision.options if o[0] == "activate"]


def test_605_3a_pool_mana_from_a_manual_activation_pays_the_spell(pool):
    s = Scenario(cards=pool, offer_mana_abilities=True, auto_pay=False)
    s.battlefield(0, "Volcanic Island")
    s.hand(0, "Shock")
    g = s.start()
    for act in (o for o in g.decision.options if o[0] == "activate"):
        trial = ScenarioGame(Game(g.state.fork()))
        trial.answer(act)
        if trial.state.players[0].pool[3] == 1:
            break
    g.answer(act)
    assert g.state.players[0].pool[3] == 1
    assert _offered(g, "Shock")
    g.cast("Shock", target="Player 2")
    assert _on_stack(g, "Shock") and g.state.players[0].pool[3] == 0


def test_605_filter_land_by_hand_pays_its_cost_from_the_pool(pool):
    """During payment (601.2g) the player may activate Graven Cairns' filter ability once the pool holds
    the mana for its cost: the Mountain's {R} pays {B/R}, and {B}{B} pays Sign in Blood."""
    g = _scene(pool, battlefield=["Graven Cairns", "Mountain"], hand=["Sign in Blood"]).start()
    g.cast("Sign in Blood", target="Player 1", pay="manual")
    cairns, mountain = g.find("Graven Cairns"), g.find("Mountain")
    assert not any(o[0] == "activate" and o[1] == cairns and len(o) > 3 and o[3] == "BB" for o in g.decision.options)
    g.answer(next(o for o in g.decision.options if o[0] == "activate" and o[1] == mountain))
    g.answer(next(o for o in g.decision.options if o[0] == "activate" and o[1] == cairns and o[3] == "BB"))
    while g.decision.kind == "pay":
        g.answer(next(o for o in g.decision.options if o[0] == "spend"))
    assert _on_stack(g, "Sign in Blood")
    assert sum(g.state.players[0].pool) == 0
