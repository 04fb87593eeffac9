"""613 and 305.7: the classic type-, colour- and ability-changing cards, compiled from their Oracle text
(Blood Moon, Magus of the Moon, Urborg, Opalescence, Humility, Stasis Field, Dress Down) and played by the
layer system. The rulings quoted are the cards' own."""
import pytest

from manastack.engine.carddef import CardPool
from manastack.tree import (
    AddAbilities, AddTypes, AffectedObject, AttachedTo, Filter, Keyword, ManaValueOf, Num, RemoveAbilities, SetPT,
    Static, This,
)


def mana_letters(view) -> list[str]:
    return [a.body.effect.mana for a in view.abilities if getattr(a, "mana", False)]


def front(pool, name):
    return pool.get(name).front.abilities


# ---------------------------------------------------------------- the compiled trees


def test_305_7_blood_moon_and_magus_compile_to_setting_the_land_subtype(pool):
    """"Nonbasic lands are Mountains": layer 4 sets the subtype of each nonbasic land to Mountain (305.7)."""
    want = Static(mods=(AddTypes(subtypes=("Mountain",), replace_subtypes=True),),
                  affected=Filter(types=("Land",), nonbasic=True))
    assert front(pool, "Blood Moon") == (want,)
    assert front(pool, "Magus of the Moon") == (want,)
    assert not pool.get("Blood Moon").missing and not pool.get("Magus of the Moon").missing


def test_305_7_urborg_compiles_to_adding_a_land_type(pool):
    """"Each land is a Swamp in addition to its other land types": adds the type, keeps the others."""
    assert front(pool, "Urborg, Tomb of Yawgmoth") == (
        Static(mods=(AddTypes(subtypes=("Swamp",)),), affected=Filter(types=("Land",))),)
    assert not pool.get("Urborg, Tomb of Yawgmoth").missing


def test_613_4b_opalescence_compiles_base_pt_per_affected_object(pool):
    """"... has base power and base toughness each equal to its mana value": "its" is each enchantment the
    effect applies to (layer 7b, evaluated per object), not Opalescence."""
    mv = ManaValueOf(AffectedObject())
    assert front(pool, "Opalescence") == (
        Static(mods=(AddTypes(types=("Creature",)), SetPT(mv, mv)),
               affected=Filter(types=("Enchantment",), not_subtypes=("Aura",), other=True)),)
    assert not pool.get("Opalescence").missing


def test_613_1f_stasis_field_loses_other_abilities_before_gaining_defender(pool):
    """"has base power and toughness 0/2, has defender, and loses all other abilities": within the one
    effect's layer 6, the removal comes before the gain, so defender stays."""
    ab = front(pool, "Stasis Field")[1]
    assert ab == Static(mods=(RemoveAbilities(), SetPT(Num(0), Num(2)), AddAbilities((Keyword("Defender"),))),
                        affected=AttachedTo(This()))
    assert not pool.get("Stasis Field").missing


# ---------------------------------------------------------------- Blood Moon (305.7)


def test_305_7_blood_moon_nonbasic_land_becomes_a_mountain_and_loses_its_abilities(scen):
    """Blood Moon's ruling: nonbasic lands lose their other land types and abilities and gain "{T}: Add {R}";
    names and supertypes don't change; basic lands are untouched."""
    s = scen()
    strip = s.battlefield(0, "Strip Mine")
    bayou = s.battlefield(1, "Bayou")
    forest = s.battlefield(1, "Forest")
    s.battlefield(0, "Blood Moon")
    g = s.start()
    v = g.obj(strip)
    assert v.subtypes == {"Mountain"} and mana_letters(v) == ["{R}"] and len(v.abilities) == 1
    assert v.name == "Strip Mine"
    assert g.obj(bayou).subtypes == {"Mountain"} and mana_letters(g.obj(bayou)) == ["{R}"]
    assert g.obj(forest).subtypes == {"Forest"} and mana_letters(g.obj(forest)) == ["{G}"]


def test_305_7_blood_moon_leaving_restores_the_land(scen):
    """The effect lasts only while Blood Moon is on the battlefield (611.3a)."""
    s = scen()
    bayou = s.battlefield(0, "Bayou")
    s.battlefield(1, "Blood Moon")
    s.hand(0, "Disenchant")
    s.lands(0, "Plains", 2)
    g = s.start()
    assert g.obj(bayou).subtypes == {"Mountain"}
    g.cast("Disenchant", target="Blood Moon")
    g.pass_until_resolved()
    g.expect_zone("Blood Moon", "graveyard")
    assert g.obj(bayou).subtypes == {"Swamp", "Forest"}
    assert sorted(mana_letters(g.obj(bayou))) == ["{B}", "{G}"]


@pytest.mark.parametrize("magus_first", [True, False])
def test_613_8a_magus_of_the_moon_and_urborg_dependency(scen, magus_first):
    """Urborg's ruling: with Magus of the Moon, all nonbasic lands are Mountains, not Swamps, Urborg too
    ("{T}: Add {R}" and no other abilities): Urborg's effect depends on the Magus's, which removes it (613.8a),
    whatever the timestamps."""
    s = scen()
    bayou = s.battlefield(0, "Bayou")
    swamp = s.battlefield(0, "Swamp")
    forest = s.battlefield(1, "Forest")
    order = ["Magus of the Moon", "Urborg, Tomb of Yawgmoth"]
    for n in (order if magus_first else order[::-1]):
        s.battlefield(1, n)
    g = s.start()
    urb = g.obj("Urborg, Tomb of Yawgmoth")
    assert urb.subtypes == {"Mountain"} and mana_letters(urb) == ["{R}"] and len(urb.abilities) == 1
    assert g.obj(bayou).subtypes == {"Mountain"}
    assert g.obj(forest).subtypes == {"Forest"}  # a basic land isn't made a Swamp either
    assert g.obj(swamp).subtypes == {"Swamp"}


# ---------------------------------------------------------------- Opalescence and Humility (613.6, 613.7)


def test_613_7_opalescence_humility_opalescence_timestamp_ruling(scen):
    """Humility's ruling: with the timestamp order Opalescence, Humility, Opalescence, the second
    Opalescence is 1/1, and the Humility and first Opalescence are 4/4. Each effect applies in layer 4 and
    keeps applying in 7b after Humility removed its source's ability in layer 6 (613.6); in 7b the later
    timestamp wins (613.7)."""
    s = scen()
    first = s.battlefield(0, "Opalescence")
    s.battlefield(0, "Humility")
    second = s.battlefield(0, "Opalescence")
    g = s.start()
    for ref, pt in ((first, (4, 4)), ("Humility", (4, 4)), (second, (1, 1))):
        v = g.obj(ref)
        assert "Creature" in v.types and v.abilities == ()
        assert (v.power, v.toughness) == pt


def test_613_7_humility_latest_makes_every_creature_1_1(scen):
    """Humility's ruling: if Humility has the latest timestamp, all creatures are 1/1 with no abilities."""
    s = scen()
    s.battlefield(0, "Opalescence")
    s.battlefield(0, "Opalescence")
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Humility")
    g = s.start()
    for v in (g.obj(o) for o in g.state.battlefield):
        if "Creature" in v.types:
            assert (v.power, v.toughness) == (1, 1) and v.abilities == ()
    assert "Flying" not in g.obj(angel).keywords


def test_613_4b_opalescence_alone_sets_each_enchantment_to_its_mana_value(scen):
    """Opalescence's ruling: it doesn't animate itself; Humility (mana value 4) becomes a 4/4 when it is
    earlier -- and an Aura isn't animated ("non-Aura")."""
    s = scen()
    s.battlefield(0, "Humility")
    s.battlefield(0, "Opalescence")
    g = s.start()
    assert "Creature" not in g.obj("Opalescence").types
    hum = g.obj("Humility")
    assert "Creature" in hum.types and (hum.power, hum.toughness) == (4, 4)


# ---------------------------------------------------------------- losing abilities (613.1f)


def test_613_1f_stasis_field_base_pt_defender_and_no_other_abilities(scen):
    """Stasis Field: the enchanted creature is 0/2 (layer 7b) with defender and nothing else (layer 6)."""
    s = scen()
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Stasis Field", attached_to=angel)
    g = s.start()
    v = g.obj(angel)
    assert (v.power, v.toughness) == (0, 2)
    assert v.keywords == {"Defender"}


def test_613_1f_dress_down_creatures_lose_all_abilities(scen):
    """Dress Down: "Creatures lose all abilities" -- a flier loses flying, a mana creature its mana ability;
    the enchantment itself keeps its own (it isn't a creature)."""
    s = scen()
    angel = s.battlefield(1, "Serra Angel")
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Dress Down")
    g = s.start()
    assert g.obj(angel).abilities == () and g.obj(elves).abilities == ()
    assert len(g.obj("Dress Down").abilities) == 4
    assert not CardPool(g.state.pool.db).get("Dress Down").missing
