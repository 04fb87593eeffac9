"""Behaviour tests for counter keyword actions and spell/mana restrictions: proliferate (701.34), bolster
(701.39), amass (701.47), mana that can be spent only on some spells (106.6), "can't be countered" (101.2,
113.6g) and the shocklands' "As this enters, you may pay 2 life" (614.1c, 614.12, 119.4).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.engine.state import pent
from manastack.testing import Scenario

from .helpers import activate, add_mana_sources, cast, game, pool_of, resolve


def _counters(g, name):
    return dict(g.state.objects[g.find(name)].counters or {})


# ---------------------------------------------------------------- proliferate (701.34)


def test_701_34a_steady_progress_gives_each_chosen_one_counter_of_each_kind(pool):
    """Steady Progress: "Proliferate. Draw a card." 701.34a: each chosen permanent or player gets one more counter
    of EACH kind it has: the Bears go from one +1/+1 and two charge counters to two and three; the opponent's
    poison goes from 2 to 3; the unchosen Hill Giant keeps its single counter."""
    assert pool.get("Steady Progress").supported
    s = Scenario(cards=pool)
    s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1, "charge": 2})
    s.battlefield(1, "Hill Giant", counters={"+1/+1": 1})
    s.player(1, poison=2)
    s.hand(0, "Steady Progress")
    add_mana_sources(s, 0, "2U")
    g = s.start("main1")
    hand_before = len(g.state.hand[0])
    cast(g, "Steady Progress", ("choose", g.find("Grizzly Bears")), ("choose", pent(1)), "done")
    assert _counters(g, "Grizzly Bears") == {"+1/+1": 2, "charge": 3}
    assert g.obj("Grizzly Bears").power == 4
    assert g.state.players[1].poison == 3 and g.state.players[1].counters["poison"] == 3
    assert _counters(g, "Hill Giant") == {"+1/+1": 1}
    assert len(g.state.hand[0]) == hand_before - 1 + 1  # cast one, drew one


def test_701_34a_proliferate_offers_only_permanents_and_players_with_counters(pool):
    """701.34a: only permanents and players that have a counter can be chosen, and choosing none is allowed."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    s.battlefield(1, "Hill Giant")
    s.player(0, poison=1)
    s.hand(0, "Steady Progress")
    add_mana_sources(s, 0, "2U")
    g = s.start("main1")
    cast(g, "Steady Progress", stack=True)
    g.answer(("pass",))
    g.answer(("pass",))
    d = g.decision
    assert d.kind == "choose_cards"
    assert set(d.options) == {("choose", g.find("Grizzly Bears")), ("choose", pent(0)), ("done",)}
    resolve(g, "done")
    assert _counters(g, "Grizzly Bears") == {"+1/+1": 1} and g.state.players[0].poison == 1


# ---------------------------------------------------------------- bolster (701.39)


def test_701_39a_dromokas_gift_bolsters_the_creature_with_least_toughness(pool):
    """Dromoka's Gift: "Bolster 4." The Bears (toughness 2) get the four counters, not the Hill Giant (3);
    the opponent's creature isn't a candidate."""
    assert pool.get("Dromoka's Gift").supported
    g = game(pool, hand=[(0, "Dromoka's Gift")], mana={0: "4G"},
             battlefield=[(0, "Grizzly Bears"), (0, "Hill Giant"), (1, "Llanowar Elves")])
    cast(g, "Dromoka's Gift")
    assert _counters(g, "Grizzly Bears") == {"+1/+1": 4}
    assert _counters(g, "Hill Giant") == {} and _counters(g, "Llanowar Elves") == {}


def test_701_39a_bolster_asks_when_creatures_tie_for_least_toughness(pool):
    """701.39a: "or tied for least toughness": with two 2-toughness creatures the player chooses; the 3-toughness
    one is not offered."""
    g = game(pool, hand=[(0, "Dromoka's Gift")], mana={0: "4G"},
             battlefield=[(0, "Grizzly Bears"), (0, "Scathe Zombies"), (0, "Hill Giant")])
    cast(g, "Dromoka's Gift", stack=True)
    g.answer(("pass",))
    g.answer(("pass",))
    d = g.decision
    assert d.kind == "choose_cards"
    assert set(d.options) == {("choose", g.find("Grizzly Bears")), ("choose", g.find("Scathe Zombies"))}
    resolve(g, ("choose", g.find("Scathe Zombies")))
    assert _counters(g, "Scathe Zombies") == {"+1/+1": 4} and _counters(g, "Grizzly Bears") == {}


def test_701_39a_bolster_without_creatures_does_nothing(pool):
    """701.39a: with no creature to choose, bolster does nothing (the spell still resolves)."""
    g = game(pool, hand=[(0, "Dromoka's Gift")], mana={0: "4G"})
    cast(g, "Dromoka's Gift")
    assert g.zone(0, "graveyard") == ["Dromoka's Gift"]


# ---------------------------------------------------------------- amass (701.47)


def test_701_47a_lazotep_reaver_creates_a_zombie_army_then_grows_it(pool):
    """Lazotep Reaver: "When this creature enters, amass Zombies 1." Without an Army, a 0/0 black Zombie Army
    token is created and gets the counter (1/1); a second Reaver puts its counter on that same Army (2/2) instead
    of making another."""
    assert pool.get("Lazotep Reaver").supported
    g = game(pool, hand=[(0, "Lazotep Reaver"), (0, "Lazotep Reaver")], mana={0: "1B1B"})
    cast(g, g.state.hand[0][0])
    armies = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert len(armies) == 1
    v = g.obj(armies[0])
    assert "Army" in v.subtypes and "Zombie" in v.subtypes and (v.power, v.toughness) == (1, 1)
    assert v.colors == ["black"]
    cast(g, g.state.hand[0][0])
    armies2 = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert armies2 == armies
    assert (g.obj(armies[0]).power, g.obj(armies[0]).toughness) == (2, 2)


def test_701_47a_amass_orcs_on_a_zombie_army_makes_it_an_orc_too(pool):
    """Dunland Crebain: "amass Orcs 2": the existing Zombie Army gets two counters and "If it isn't a [subtype],
    it becomes a [subtype] in addition to its other types": it is a Zombie Orc Army."""
    assert pool.get("Dunland Crebain").supported
    g = game(pool, hand=[(0, "Lazotep Reaver"), (0, "Dunland Crebain")], mana={0: "1B2B"})
    cast(g, "Lazotep Reaver")
    cast(g, "Dunland Crebain")
    armies = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert len(armies) == 1
    v = g.obj(armies[0])
    assert {"Zombie", "Orc", "Army"} <= set(v.subtypes)
    assert (v.power, v.toughness) == (3, 3)


# ---------------------------------------------------------------- can't be countered (101.2, 113.6g)


def test_101_2_abrupt_decay_stays_on_the_stack_when_counterspell_resolves(pool):
    """Abrupt Decay: "This spell can't be countered. Destroy target nonland permanent with mana value 3 or less."
    The opponent's Counterspell resolves (and goes to the graveyard) but doesn't counter it (101.2: "can't"
    wins); Abrupt Decay then resolves and destroys the Bears."""
    assert pool.get("Abrupt Decay").supported
    g = game(pool, hand=[(0, "Abrupt Decay"), (1, "Counterspell")], mana={0: "BG", 1: "UU"},
             battlefield=[(1, "Grizzly Bears")])
    cast(g, "Abrupt Decay", target="Grizzly Bears", stack=True)
    g.answer(("pass",))
    cast(g, "Counterspell", target="Abrupt Decay", stack=True)
    resolve(g)
    assert g.zone(1, "graveyard") == sorted(["Counterspell", "Grizzly Bears"]) or \
        sorted(g.zone(1, "graveyard")) == ["Counterspell", "Grizzly Bears"]
    assert g.zone(0, "graveyard") == ["Abrupt Decay"]


def test_701_6a_counterspell_still_counters_an_ordinary_spell(pool):
    """701.6a: the same Counterspell against a spell without the restriction counters it (it never resolves)."""
    g = game(pool, hand=[(0, "Terminate"), (1, "Counterspell")], mana={0: "BR", 1: "UU"},
             battlefield=[(1, "Grizzly Bears")])
    cast(g, "Terminate", target="Grizzly Bears", stack=True)
    g.answer(("pass",))
    cast(g, "Counterspell", target="Terminate", stack=True)
    resolve(g)
    assert g.zone(0, "graveyard") == ["Terminate"]
    assert g.zone(1, "battlefield").count("Grizzly Bears") == 1


# ---------------------------------------------------------------- restricted mana (106.6)


def test_106_6_mishras_workshop_pays_for_artifact_spells_only(pool):
    """Mishra's Workshop: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells." It pays for
    Millstone (an artifact), but not for Grizzly Bears' generic mana; the {C} left over after Millstone still
    can't be spent on the Bears (106.6: the restriction stays with the mana)."""
    assert pool.get("Mishra's Workshop").supported
    g = game(pool, hand=[(0, "Millstone"), (0, "Grizzly Bears")], battlefield=[(0, "Mishra's Workshop"),
                                                                                 (0, "Forest")])
    d = g.decision
    castable = {g.state.objects[o[1]].card for o in d.options if o[0] == "cast"}
    assert castable == {"Millstone"}
    cast(g, "Millstone")
    assert g.zone(0, "battlefield").count("Millstone") == 1
    assert g.obj("Mishra's Workshop").tapped and not g.obj("Forest").tapped
    assert pool_of(g, 0) == {"C": 1}
    d = g.decision
    assert not [o for o in d.options if o[0] == "cast"]  # {C} restricted + {G}: not {1}{G} for the Bears
    # and the restricted {C} can't pay Millstone's own {2} activation cost either (an ability, not a spell)
    assert not [o for o in d.options if o[0] == "activate" and o[1] == g.find("Millstone")]


def test_106_6_casting_a_nonartifact_spell_with_only_restricted_mana_is_refused(pool):
    """106.6: an attempt to cast Grizzly Bears with the Workshop's mana is an illegal action (typed error) and
    the game is untouched."""
    g = game(pool, hand=[(0, "Grizzly Bears")], battlefield=[(0, "Mishra's Workshop"), (0, "Forest")])
    before = g.game.save() if hasattr(g.game, "save") else None
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", g.find("Grizzly Bears"), "normal"))
    assert g.zone(0, "hand") == ["Grizzly Bears"]
    assert not g.obj("Mishra's Workshop").tapped
    if before is not None:
        assert g.game.save() == before


def test_106_6_restricted_mana_survives_save_and_load_and_empties_with_the_pool(pool):
    """The restriction is game state (saved and loaded with the pool) and goes away when the pool empties
    at the end of the step (500.4)."""
    from manastack.engine.payment import usable_pool
    from manastack.engine.state import GameState

    g = game(pool, hand=[(0, "Millstone")], battlefield=[(0, "Mishra's Workshop")])
    cast(g, "Millstone")
    st = g.state
    assert st.players[0].pool[5] == 1 and usable_pool(st, 0) == [0, 0, 0, 0, 0, 0]
    st2 = GameState.from_data(st.to_data(), st.pool)
    assert st2.players[0].extra.get("spend_only") == st.players[0].extra.get("spend_only")
    assert usable_pool(st2, 0) == [0, 0, 0, 0, 0, 0]
    from manastack.engine.events import empty_pools

    empty_pools(st2)
    assert st2.players[0].pool == [0] * 6 and "spend_only" not in st2.players[0].extra


# ---------------------------------------------------------------- "As this enters" (614.1c, 614.12)


def test_614_12_blood_crypt_paying_2_life_enters_untapped(pool):
    """Blood Crypt: "As this land enters, you may pay 2 life. If you don't, it enters tapped." Paying: life 20 ->
    18 and the land is untapped."""
    assert pool.get("Blood Crypt").supported
    g = game(pool, hand=[(0, "Blood Crypt")])
    g.play("Blood Crypt")
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    assert g.zone(0, "battlefield") == ["Blood Crypt"]
    assert not g.obj("Blood Crypt").tapped and g.state.players[0].life == 18


def test_614_12_blood_crypt_not_paying_enters_tapped(pool):
    """Not paying: the land enters tapped and life stays 20."""
    g = game(pool, hand=[(0, "Blood Crypt")])
    g.play("Blood Crypt")
    g.choose("no")
    assert g.obj("Blood Crypt").tapped and g.state.players[0].life == 20


def test_119_4_blood_crypt_at_1_life_cant_pay_and_enters_tapped(pool):
    """119.4: a player with 1 life can't pay 2 life, so the land just enters tapped (no question)."""
    g = game(pool, hand=[(0, "Blood Crypt")], life={0: 1})
    g.play("Blood Crypt")
    assert g.obj("Blood Crypt").tapped and g.state.players[0].life == 1
    assert g.decision.kind == "priority"


def test_614_1c_heightened_awareness_discards_the_hand_as_it_enters(pool):
    """Heightened Awareness: "As this enchantment enters, discard your hand." The two other cards in hand are
    discarded; the enchantment is on the battlefield."""
    assert pool.get("Heightened Awareness").supported
    g = game(pool, hand=[(0, "Heightened Awareness"), (0, "Grizzly Bears"), (0, "Hill Giant")], mana={0: "3UU"})
    cast(g, "Heightened Awareness")
    assert g.zone(0, "battlefield").count("Heightened Awareness") == 1
    assert g.zone(0, "hand") == []
    assert sorted(g.zone(0, "graveyard")) == ["Grizzly Bears", "Hill Giant"]


# ---------------------------------------------------------------- registration


def test_701_34_registered_primitives_and_refused_variants(pool):
    """The primitives are registered (incubate too, 701.53: Incubator tokens transform, see
    tests/mechanics/test_701_53_incubate.py); the forms not handled stay refused: "As this enters, sacrifice all
    lands" (Overlaid Terrain) and "return a permanent" (Rescuer Sphinx)."""
    from manastack.engine import support

    for m in ("proliferate", "bolster", "amass", "incubate"):
        assert m in support.IMPLEMENTED_MECHANICS
    assert "cant_be_countered" in support.IMPLEMENTED_RESTRICTIONS
    assert "as_enters" in support.IMPLEMENTED_REPLACEMENTS
    assert "SpendOnly" in support.IMPLEMENTED_NODES
    assert not pool.get("Overlaid Terrain").supported
    assert not pool.get("Rescuer Sphinx").supported


def test_106_6_geosurge_mana_casts_creatures_but_not_instants(pool):
    """Geosurge: "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells." With the
    seven red mana, Hill Giant (a creature) can be cast and Lightning Bolt (an instant) can't; after the Giant,
    three restricted {R} are left."""
    assert pool.get("Geosurge").supported
    g = game(pool, hand=[(0, "Geosurge"), (0, "Hill Giant"), (0, "Lightning Bolt")], mana={0: "RRRR"})
    cast(g, "Geosurge")
    assert pool_of(g, 0) == {"R": 7}
    castable = {g.state.objects[o[1]].card for o in g.decision.options if o[0] == "cast"}
    assert castable == {"Hill Giant"}
    cast(g, "Hill Giant")
    assert g.zone(0, "battlefield").count("Hill Giant") == 1 and pool_of(g, 0) == {"R": 3}
    assert not [o for o in g.decision.options if o[0] == "cast"]


def test_106_6_powerstone_style_mana_pays_artifacts_and_abilities_but_not_other_spells(pool):
    """Battery Bearer: "Creatures you control have '{T}: Add {C}. This mana can't be spent to cast a nonartifact
    spell.'" (the Powerstone restriction). Two creatures' mana and a Forest can't cast Grizzly Bears ({1}{G}) but
    can cast Millstone ({2}); and such mana may pay an ability's cost: Millstone's "{2}, {T}" with the Forest and a
    third creature."""
    assert pool.get("Battery Bearer").supported
    g = game(pool, hand=[(0, "Grizzly Bears"), (0, "Millstone")],
             battlefield=[(0, "Battery Bearer"), (0, "Hill Giant"), (0, "Scathe Zombies"), (0, "Forest")])
    castable = {g.state.objects[o[1]].card for o in g.decision.options if o[0] == "cast"}
    assert castable == {"Millstone"}
    cast(g, "Millstone")
    assert g.zone(0, "battlefield").count("Millstone") == 1
    assert not g.obj("Forest").tapped
    assert sum(g.obj(n).tapped for n in ("Battery Bearer", "Hill Giant", "Scathe Zombies")) == 2
    activate(g, "Millstone", target="Player 2")
    assert g.obj("Forest").tapped and all(g.obj(n).tapped for n in ("Battery Bearer", "Hill Giant", "Scathe Zombies"))
    assert len(g.state.graveyard[1]) == 2


def test_614_1c_monstrous_war_leech_mills_four_as_it_enters_only_if_kicked(pool):
    """Monstrous War-Leech: "As this creature enters, if it was kicked, mill four cards." Kicked: the top four
    cards (Hill Giant among them, mana value 4) are milled before it enters, so it enters as a 4/4 and survives.
    Not kicked: nothing is milled and, with an empty graveyard, it is 0/0 and dies (704.5f)."""
    assert pool.get("Monstrous War-Leech").supported
    lib = [(0, "Grizzly Bears"), (0, "Hill Giant"), (0, "Forest"), (0, "Island"), (0, "Plains")]
    g = game(pool, hand=[(0, "Monstrous War-Leech")], mana={0: "3BU"}, library=lib)
    cast(g, "Monstrous War-Leech", kicked=True)
    assert sorted(g.zone(0, "graveyard")) == ["Forest", "Grizzly Bears", "Hill Giant", "Island"]
    v = g.obj("Monstrous War-Leech")
    assert (v.power, v.toughness) == (4, 4)
    g = game(pool, hand=[(0, "Monstrous War-Leech")], mana={0: "3BU"}, library=lib)
    cast(g, "Monstrous War-Leech", kicked=False)
    assert g.zone(0, "graveyard") == ["Monstrous War-Leech"]
    assert len(g.state.library[0]) == 5


def test_604_3_cognivore_characteristic_defining_ability_works_on_the_battlefield(pool):
    """Cognivore: "Cognivore's power and toughness are each equal to the number of instant cards in all
    graveyards." 604.3: the ability works in every zone, the battlefield included: with two instants in the
    graveyards it is a 2/2 and survives (it died as a 0/0 before, which Monstrous War-Leech's test found)."""
    assert pool.get("Cognivore").supported
    g = game(pool, graveyard=[(0, "Counterspell"), (1, "Lightning Bolt")], hand=[(0, "Cognivore")], mana={0: "6UU"})
    cast(g, "Cognivore")
    v = g.obj("Cognivore")
    assert v.zone == "battlefield" and (v.power, v.toughness) == (2, 2)
