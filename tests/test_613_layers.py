"""613 interaction of continuous effects: layers, sublayers, timestamps (613.7), dependencies (613.8),
and the classic interactions (Humility/Opalescence, Blood Moon/Urborg, lords losing abilities).

Real cards come from the full database; the ones that don't compile yet get their trees built by
hand from their Oracle text (see ``cardkit``). Generic "Test ..." cards isolate one rule."""
import pytest
from cardkit import (
    aura, humility, instant, lord_of_atlantis, permanent, pump, real, scenario, turn_to_frog,
)

from manastack.core.errors import ScenarioError
from manastack.tree import (
    AddAbilities, AddTypes, ApplyContinuous, AttachedTo, ChangeText, Cost, CountOf, Each, Filter, Keyword, ModPT, Num,
    RemoveAbilities, SetColors, SetPT, Static, SwitchPT, Target, This,
)

WHITE, BLUE, BLACK, RED = 1, 2, 4, 8


def mana_letters(view) -> list[str]:
    """The mana a permanent's mana abilities can add."""
    out = []
    for a in view.abilities:
        if getattr(a, "mana", False):
            out.append(a.body.effect.mana)
    return out


# ---------------------------------------------------------------- Humility and Opalescence (613.7 timestamps)


@pytest.mark.parametrize("humility_first", [True, False])
def test_613_7_humility_and_opalescence_depend_only_on_timestamps(full_db, humility_first):
    """Humility (layers 6, 7b) and Opalescence (layers 4, 7b): Opalescence makes Humility a 4/4
    creature, so Humility removes its own abilities in layer 6 but its effect keeps applying in 7b
    (613.6). Neither depends on the other, so in 7b the later timestamp wins: Humility entered first ->
    Opalescence sets it to 4/4 afterwards; Opalescence first -> Humility makes every creature 1/1,
    itself included."""
    s = scenario(real(full_db, "Humility"), real(full_db, "Opalescence"), db=full_db)
    angel = s.battlefield(1, "Serra Angel")
    order = ["Humility", "Opalescence"] if humility_first else ["Opalescence", "Humility"]
    for n in order:
        s.battlefield(0, n)
    g = s.start()
    hum = g.obj("Humility")
    assert "Creature" in hum.types and hum.abilities == ()
    assert (hum.power, hum.toughness) == ((4, 4) if humility_first else (1, 1))
    opal = g.obj("Opalescence")
    assert "Creature" not in opal.types  # "each other" enchantment
    g.expect_pt(angel, 1, 1)
    assert "Flying" not in g.obj(angel).keywords


def test_613_6_humility_effect_continues_after_it_removes_its_own_ability(full_db):
    """613.6: an effect that started applying in layer 6 keeps applying in 7b even though the ability
    generating it was removed in layer 6 (by the same effect)."""
    s = scenario(real(full_db, "Humility"), real(full_db, "Opalescence"), db=full_db)
    s.battlefield(0, "Opalescence")
    s.battlefield(0, "Humility")
    g = s.start()
    hum = g.obj("Humility")
    assert hum.abilities == () and (hum.power, hum.toughness) == (1, 1)


# ---------------------------------------------------------------- Blood Moon and Urborg (613.8 dependency)


@pytest.mark.parametrize("moon_first", [True, False])
def test_613_8a_blood_moon_urborg_dependency_overrides_timestamps(full_db, moon_first):
    """305.7 + 613.8: Blood Moon makes Urborg a Mountain, removing the ability that makes lands Swamps,
    so Urborg's effect depends on Blood Moon's and applies after it — by then it doesn't exist. Whatever
    the timestamps: Urborg is just a Mountain that taps for {R}, and a Forest is not a Swamp."""
    s = scenario(real(full_db, "Blood Moon"), real(full_db, "Urborg, Tomb of Yawgmoth"),
                 db=full_db)
    forest = s.battlefield(0, "Forest")
    bayou = s.battlefield(0, "Bayou")
    order = ["Blood Moon", "Urborg, Tomb of Yawgmoth"] if moon_first else ["Urborg, Tomb of Yawgmoth", "Blood Moon"]
    for n in order:
        s.battlefield(0, n)
    g = s.start()
    urb = g.obj("Urborg, Tomb of Yawgmoth")
    assert urb.subtypes == {"Mountain"} and mana_letters(urb) == ["{R}"]
    assert "Legendary" in urb.supertypes  # 305.7: supertypes stay
    assert g.obj(forest).subtypes == {"Forest"} and mana_letters(g.obj(forest)) == ["{G}"]
    assert g.obj(bayou).subtypes == {"Mountain"} and mana_letters(g.obj(bayou)) == ["{R}"]


def test_305_7_urborg_alone_adds_swamp_and_its_mana_ability(full_db):
    """Without Blood Moon, Urborg makes each land a Swamp in addition (305.7: it keeps its types and
    rules text and gains the mana ability)."""
    s = scenario(real(full_db, "Urborg, Tomb of Yawgmoth"), db=full_db)
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Urborg, Tomb of Yawgmoth")
    g = s.start()
    assert g.obj(forest).subtypes == {"Forest", "Swamp"}
    assert mana_letters(g.obj(forest)) == ["{B}", "{G}"]
    assert mana_letters(g.obj("Urborg, Tomb of Yawgmoth")) == ["{B}"]


# ---------------------------------------------------------------- lords and "loses all abilities"


@pytest.mark.parametrize("lord_first", [True, False])
def test_613_8a_lord_depends_on_humility_removing_its_ability(full_db, lord_first):
    """Lord of Atlantis grants islandwalk (layer 6) and +1/+1 (7c). Humility removes the Lord's ability
    in layer 6, so the Lord's effect depends on Humility's and never starts, whatever the timestamps:
    other Merfolk are 1/1 without islandwalk (without the dependency an earlier Lord would give +1/+1
    after Humility's 1/1)."""
    s = scenario(real(full_db, "Lord of Atlantis", lord_of_atlantis()), real(full_db, "Humility"), db=full_db)
    order = ["Lord of Atlantis", "Humility"] if lord_first else ["Humility", "Lord of Atlantis"]
    for n in order:
        s.battlefield(0, n)
    merfolk = s.battlefield(0, "Coral Merfolk")
    g = s.start()
    g.expect_pt(merfolk, 1, 1)
    assert g.obj(merfolk).abilities == ()
    assert g.obj("Lord of Atlantis").abilities == ()


def test_613_6_lord_stops_when_a_resolved_effect_removes_its_abilities(full_db):
    """Ovinize ("Until end of turn, target creature loses all abilities and has base power and toughness
    0/1") on Merfolk Sovereign: the ability is gone in layer 6, so its layer-7c effect never starts
    though the Sovereign's timestamp is earlier (613.6); it comes back when Ovinize's effect ends."""
    s = scenario(db=full_db)
    sov = s.battlefield(0, "Merfolk Sovereign")
    merfolk = s.battlefield(0, "Coral Merfolk")
    s.hand(0, "Ovinize")
    s.lands(0, "Island", 2)
    g = s.start()
    g.expect_pt(merfolk, 3, 2)
    g.cast("Ovinize", target=sov).pass_until_resolved()
    g.expect_pt(sov, 0, 1)
    g.expect_pt(merfolk, 2, 1)
    g.pass_until("upkeep", turn=2)
    g.expect_pt(merfolk, 3, 2)


# ---------------------------------------------------------------- layer 7 (613.4)


def test_613_4c_counters_apply_after_a_pt_setting_effect(full_db):
    """613.4: a +1/+1 counter (7c) still counts after Diminish sets base power and toughness to 1/1
    (7b), even though Diminish resolved later: the creature is 2/2."""
    s = scenario(db=full_db)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    s.hand(0, "Diminish")
    s.lands(0, "Island", 1)
    g = s.start()
    g.expect_pt(bears, 3, 3)
    g.cast("Diminish", target=bears).pass_until_resolved()
    g.expect_pt(bears, 2, 2)


def test_613_5_gray_ogre_example():
    """613.5 second example: Gray Ogre with a +1/+1 counter (3/3) gets +4/+4 (7/7), then "creatures you
    control get +0/+2" (7/9), then "becomes 0/1 until end of turn" (7b) -> 5/8."""
    bulwark = permanent("Test Bulwark", "Enchantment",
                        Static(mods=(ModPT(Num(0), Num(2)),), affected=Filter(types=("Creature",), controller="you")))
    shrink = pump("Test Shrink", SetPT(Num(0), Num(1)))
    s = scenario(bulwark, shrink)
    ogre = s.battlefield(0, "Gray Ogre", counters={"+1/+1": 1})
    s.hand(0, "Titanic Growth", "Test Bulwark", "Test Shrink")
    s.lands(0, "Forest", 2)
    g = s.start()
    g.expect_pt(ogre, 3, 3)
    g.cast("Titanic Growth", target=ogre).pass_until_resolved()
    g.expect_pt(ogre, 7, 7)
    g.cast("Test Bulwark").pass_until_resolved()
    g.expect_pt(ogre, 7, 9)
    g.cast("Test Shrink", target=ogre).pass_until_resolved()
    g.expect_pt(ogre, 5, 8)


def _switch_kit():
    wall = permanent("Test Wall", "Creature — Wall", pt="1/3")
    return [wall, pump("Test Stiffen", ModPT(Num(0), Num(1))),
            pump("Test Brief Stiffen", ModPT(Num(0), Num(1)), duration="end_of_combat"),
            pump("Test Switch", SwitchPT()), pump("Test Switch Again", SwitchPT()),
            pump("Test Might", ModPT(Num(5), Num(0)))]


def test_613_4d_switch_applies_after_modifications():
    """613.4d first example: a 1/3 gets +0/+1, then is switched (4/1); a later +5/+0 gives 4/6."""
    s = scenario(*_switch_kit())
    w = s.battlefield(0, "Test Wall")
    s.hand(0, "Test Stiffen", "Test Switch", "Test Might")
    g = s.start()
    g.cast("Test Stiffen", target=w).pass_until_resolved()
    g.cast("Test Switch", target=w).pass_until_resolved()
    g.expect_pt(w, 4, 1)
    g.cast("Test Might", target=w).pass_until_resolved()
    g.expect_pt(w, 4, 6)


def test_613_4d_modification_ending_before_the_switch():
    """613.4d second example: if the +0/+1 ends before the switch does, the creature becomes 3/1."""
    s = scenario(*_switch_kit())
    w = s.battlefield(0, "Test Wall")
    s.hand(0, "Test Brief Stiffen", "Test Switch")
    g = s.start("beginning of combat")
    g.cast("Test Brief Stiffen", target=w).pass_until_resolved()
    g.cast("Test Switch", target=w).pass_until_resolved()
    g.expect_pt(w, 4, 1)
    g.pass_until("main2")
    g.expect_pt(w, 3, 1)


def test_613_4d_two_switches_cancel():
    """613.4d third example: two switches cancel out: 1/3 with +0/+1 is 1/4."""
    s = scenario(*_switch_kit())
    w = s.battlefield(0, "Test Wall")
    s.hand(0, "Test Stiffen", "Test Switch", "Test Switch Again")
    g = s.start()
    for n in ("Test Stiffen", "Test Switch", "Test Switch Again"):
        g.cast(n, target=w).pass_until_resolved()
    g.expect_pt(w, 1, 4)


# ---------------------------------------------------------------- timestamps (613.7)


@pytest.mark.parametrize("order,expected", [(("Test Shrink", "Test Enlarge"), (4, 4)),
                                            (("Test Enlarge", "Test Shrink"), (0, 1))])
def test_613_7b_later_setting_effect_wins(order, expected):
    """613.7b: effects from resolved spells get their timestamp as they're created; within layer 7b the
    later one wins."""
    s = scenario(pump("Test Shrink", SetPT(Num(0), Num(1))), pump("Test Enlarge", SetPT(Num(4), Num(4))))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, *order)
    g = s.start()
    for n in order:
        g.cast(n, target=bears).pass_until_resolved()
    g.expect_pt(bears, *expected)


def test_613_7e_equipment_gets_a_new_timestamp_when_attached():
    """613.7e: an Equipment gets a new timestamp each time it becomes attached. An Aura setting base
    P/T 0/4 and an Equipment setting 5/5 on the same creature: the later-attached one wins."""
    mold = permanent("Test Mold", "Artifact — Equipment",
                     Static(mods=(SetPT(Num(5), Num(5)),), affected=AttachedTo(This())),
                     Keyword("Equip", cost=Cost()))
    lig = aura("Test Lignify", SetPT(Num(0), Num(4)))
    s = scenario(mold, lig)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Runeclaw Bear")
    s.battlefield(0, "Test Mold", attached_to=a)
    s.battlefield(0, "Test Lignify", attached_to=a)
    g = s.start()
    g.expect_pt(a, 0, 4)  # the Aura is later
    g.activate("Test Mold", target=b).pass_until_resolved()
    g.expect_pt(a, 0, 4)
    g.expect_pt(b, 5, 5)
    g.activate("Test Mold", target=a).pass_until_resolved()
    g.expect_pt(a, 5, 5)  # reattached: now the Equipment is later


# ---------------------------------------------------------------- dependency loops (613.8b)


@pytest.mark.parametrize("first", ["Test Mute A", "Test Mute B"])
def test_613_8b_dependency_loop_applies_in_timestamp_order(first):
    """613.8b: two creatures each with "Other creatures lose all abilities": each effect would remove
    the other's ability, so each depends on the other — a loop — and they apply in timestamp order. The
    earlier one applies, the later one's ability is gone before it can apply: only the earlier creature
    keeps its abilities."""
    mute = Static(mods=(RemoveAbilities(),), affected=Filter(types=("Creature",), other=True))
    s = scenario(permanent("Test Mute A", "Creature — Wizard", mute, Keyword("Flying"), pt="1/1"),
                 permanent("Test Mute B", "Creature — Wizard", mute, Keyword("Flying"), pt="1/1"))
    second = "Test Mute B" if first == "Test Mute A" else "Test Mute A"
    s.battlefield(0, first)
    s.battlefield(0, second)
    angel = s.battlefield(1, "Serra Angel")
    g = s.start()
    assert g.obj(first).keywords == {"Flying"}
    assert g.obj(second).abilities == ()
    assert g.obj(angel).abilities == ()


def test_613_8a_effect_depends_on_one_that_changes_what_it_applies_to():
    """613.8a: "Each Zombie is a Horror in addition" (earlier) depends on "Each Wall is a Zombie in
    addition" (later), which changes what it applies to, so it waits: a Wall becomes a Wall Zombie
    Horror (in timestamp order the Wall wouldn't be a Zombie yet and stay no Horror)."""
    zombify = permanent("Test Zombify", "Enchantment",
                        Static(mods=(AddTypes(subtypes=("Zombie",)),), affected=Filter(subtypes=("Wall",))))
    horrify = permanent("Test Horrify", "Enchantment",
                        Static(mods=(AddTypes(subtypes=("Horror",)),), affected=Filter(subtypes=("Zombie",))))
    s = scenario(horrify, zombify)
    s.battlefield(0, "Test Horrify")
    s.battlefield(0, "Test Zombify")
    wall = s.battlefield(0, "Wall of Wood")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert g.obj(wall).subtypes == {"Wall", "Zombie", "Horror"}
    assert g.obj(bears).subtypes == {"Bear"}


# ---------------------------------------------------------------- animated lands and abilities (613.1d, 613.1f)


def test_613_1f_animated_land_that_loses_all_abilities_cannot_tap_for_mana(full_db):
    """A Forest made a 3/3 creature (layer 4, 7b) and Dress Down ("Creatures lose all abilities", layer
    6): whatever the timestamps, by layer 6 the Forest is a creature and loses its intrinsic {T}: Add
    {G} (305.6 abilities are real abilities): it can't pay for Giant Growth. The other Forest can."""
    animate = pump("Test Animate Land", AddTypes(types=("Creature",)), SetPT(Num(3), Num(3)),
                   target=Filter(types=("Land",)))
    s = scenario(animate, db=full_db)
    s.battlefield(0, "Dress Down")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Test Animate Land", "Giant Growth")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.cast("Test Animate Land", target=forest).pass_until_resolved()
    fv = g.obj(forest)
    assert "Creature" in fv.types and (fv.power, fv.toughness) == (3, 3)
    assert fv.abilities == ()
    with pytest.raises(ScenarioError):
        g.cast("Giant Growth", target=bears)


def test_305_6_land_keeps_its_mana_ability_when_abilities_are_removed_only_from_creatures(full_db):
    """The same Forest unanimated is no creature: Dress Down doesn't touch it and it pays for Giant
    Growth."""
    s = scenario(db=full_db)
    s.battlefield(0, "Dress Down")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    g = s.start()
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    g.expect_pt(bears, 5, 5)


# ---------------------------------------------------------------- layers 2, 3, 5 interacting with 7


def test_613_5_honor_of_the_pure_follows_color_changes(full_db):
    """613.5 first example: Honor of the Pure and a 2/2 black creature. Turned white (layer 5) it gets
    +1/+1 (7c): 3/3; turned red afterwards, Honor stops applying: 2/2."""
    s = scenario(pump("Test Whiten", SetColors(WHITE)), pump("Test Redden", SetColors(RED)), db=full_db)
    s.battlefield(0, "Honor of the Pure")
    corpse = s.battlefield(0, "Walking Corpse")
    s.hand(0, "Test Whiten", "Test Redden")
    g = s.start()
    g.expect_pt(corpse, 2, 2)
    g.cast("Test Whiten", target=corpse).pass_until_resolved()
    g.expect_pt(corpse, 3, 3)
    g.cast("Test Redden", target=corpse).pass_until_resolved()
    g.expect_pt(corpse, 2, 2)
    assert g.obj(corpse).colors == ["red"]


def test_613_1b_control_change_applies_before_pt_effects_that_look_at_control():
    """Layer 2 before 7c: a creature stolen with Act of Treason gets the thief's Glorious Anthem and
    loses its owner's."""
    s = scenario()
    s.battlefield(0, "Glorious Anthem")
    s.battlefield(1, "Glorious Anthem")
    ogre = s.battlefield(1, "Gray Ogre")
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start()
    g.expect_pt(ogre, 3, 3)
    g.cast("Act of Treason", target=ogre).pass_until_resolved()
    assert g.obj(ogre).controller == 0
    g.expect_pt(ogre, 3, 3)
    s2 = scenario()
    s2.battlefield(0, "Glorious Anthem")
    ogre2 = s2.battlefield(1, "Gray Ogre")
    s2.hand(0, "Act of Treason")
    s2.lands(0, "Mountain", 3)
    g2 = s2.start()
    g2.expect_pt(ogre2, 2, 2)
    g2.cast("Act of Treason", target=ogre2).pass_until_resolved()
    g2.expect_pt(ogre2, 3, 3)


def test_612_text_change_turns_a_color_word(full_db):
    """612.2 (layer 3): changing "white" to "black" in Crusade's text makes it "Black creatures get
    +1/+1"; the text change happens before the effect is determined."""
    sleight = instant("Test Sleight", ApplyContinuous(Target(0), (ChangeText("color", "W", "B"),), "permanent"),
                      Filter(types=("Enchantment",)))
    s = scenario(sleight, db=full_db)
    s.battlefield(0, "Crusade")
    knight = s.battlefield(0, "White Knight")
    corpse = s.battlefield(0, "Walking Corpse")
    s.hand(0, "Test Sleight")
    g = s.start()
    g.expect_pt(knight, 3, 3)
    g.expect_pt(corpse, 2, 2)
    g.cast("Test Sleight", target="Crusade").pass_until_resolved()
    g.expect_pt(knight, 2, 2)
    g.expect_pt(corpse, 3, 3)


def test_612_3_text_change_does_not_touch_granted_abilities():
    """612.3: abilities granted by effects aren't changed by a text-changing effect: a creature given
    "protection from black" keeps it after its text's "black" is changed to "white"."""
    from manastack.tree import Filter as F

    ward = pump("Test Ward", AddAbilities((Keyword("Protection", F(kind="object", colors=BLACK)),)),
                duration="permanent")
    sleight = pump("Test Sleight", ChangeText("color", "B", "W"), duration="permanent")
    s = scenario(ward, sleight)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Ward", "Test Sleight")
    g = s.start()
    g.cast("Test Ward", target=bears).pass_until_resolved()
    g.cast("Test Sleight", target=bears).pass_until_resolved()
    prot = [a for a in g.obj(bears).abilities if getattr(a, "name", "") == "Protection"]
    assert prot and prot[0].arg.colors == BLACK


def test_613_4a_characteristic_defining_ability_applies_before_setting_effects():
    """613.4a/b: a P/T-defining ability (7a) applies before an effect that sets P/T (7b), whatever
    their order: "This creature's power and toughness are each equal to the number of cards in your
    hand" under a later "base 1/1" is 1/1. The defining ability works in the hand too (604.3)."""
    hand = CountOf(Filter(kind="card", zone="hand", owner="you"))
    maro = permanent("Test Maro", "Creature — Spirit", Static(mods=(SetPT(hand, hand, cda=True),)), pt="0/0")
    s = scenario(maro, pump("Test Shrink", SetPT(Num(1), Num(1))))
    m = s.battlefield(0, "Test Maro")
    s.hand(0, "Test Shrink", "Grizzly Bears", "Forest", "Island")
    in_hand = s.hand(1, "Test Maro")
    g = s.start()
    g.expect_pt(m, 4, 4)
    v = g.obj(in_hand)
    assert v.zone == "hand" and (v.power, v.toughness) == (1, 1)
    g.cast("Test Shrink", target=m).pass_until_resolved()
    g.expect_pt(m, 1, 1)
    g.expect_pt(in_hand, 1, 1)


def test_613_6_resolved_type_and_pt_effect_keeps_its_set_in_later_layers():
    """613.6 third example with 611.2c: "All noncreature artifacts become 2/2 artifact creatures until end
    of turn" makes Sol Ring a 2/2 (layer 4, then 7b to the same objects though they're no longer
    noncreature artifacts); an artifact arriving later isn't affected."""
    animate = instant("Test Animate Artifacts",
                      ApplyContinuous(Each(Filter(types=("Artifact",), not_types=("Creature",))),
                                      (AddTypes(types=("Artifact", "Creature")), SetPT(Num(2), Num(2))), "end_of_turn"))
    s = scenario(animate)
    ring = s.battlefield(0, "Sol Ring")
    s.hand(0, "Test Animate Artifacts", "Short Sword")
    s.lands(0, "Plains", 1)
    g = s.start()
    g.cast("Test Animate Artifacts").pass_until_resolved()
    rv = g.obj(ring)
    assert "Creature" in rv.types and (rv.power, rv.toughness) == (2, 2)
    g.cast("Short Sword").pass_until_resolved()
    assert "Creature" not in g.obj("Short Sword").types


def test_613_fast_path_without_effects_still_counts_counters_and_face_down():
    """With no continuous effects or statics the simple path still applies counters (613.4c) and
    face-down status (708.2)."""
    s = scenario()
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    fd = s.battlefield(0, "Serra Angel", face_down=True)
    g = s.start()
    g.expect_pt(bears, 4, 4)
    v = g.obj(fd)
    assert (v.name, v.power, v.toughness, v.types, v.abilities) == ("", 2, 2, {"Creature"}, ())
    assert g.state._cache_simple


def test_cardkit_humility_matches_the_compiled_card(full_db):
    """The hand-built Humility used by fast tests is exactly what the compiler makes of its Oracle text."""
    from manastack.engine.carddef import CardPool

    assert CardPool(full_db).get("Humility").front.abilities == humility()


def test_613_7a_granted_static_ability_takes_the_later_timestamp_of_the_grant():
    """613.7a: an ability granted by an effect has the later of the object's timestamp and the granting
    effect's. A creature (earliest), then "Creatures have base P/T 1/1", then an Aura granting the
    creature "This creature has base power and toughness 4/4": the granted ability is later, so 4/4."""
    shrink_all = permanent("Test Shrink All", "Enchantment",
                           Static(mods=(SetPT(Num(1), Num(1)),), affected=Filter(types=("Creature",))))
    grant = aura("Test Grant", AddAbilities((Static(mods=(SetPT(Num(4), Num(4)),), affected=This()),)))
    s = scenario(shrink_all, grant)
    bears = s.battlefield(0, "Grizzly Bears")
    other = s.battlefield(0, "Runeclaw Bear")
    s.battlefield(0, "Test Shrink All")
    s.battlefield(0, "Test Grant", attached_to=bears)
    g = s.start()
    g.expect_pt(bears, 4, 4)
    g.expect_pt(other, 1, 1)


def test_613_7a_ability_granted_before_a_later_effect_loses_to_it():
    """The same with the Aura attached first and the 1/1 enchantment arriving later: 1/1."""
    shrink_all = permanent("Test Shrink All", "Enchantment",
                           Static(mods=(SetPT(Num(1), Num(1)),), affected=Filter(types=("Creature",))))
    grant = aura("Test Grant", AddAbilities((Static(mods=(SetPT(Num(4), Num(4)),), affected=This()),)))
    s = scenario(shrink_all, grant)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Grant", attached_to=bears)
    s.battlefield(0, "Test Shrink All")
    g = s.start()
    g.expect_pt(bears, 1, 1)


def test_114_4_an_emblems_static_ability_applies_from_the_command_zone():
    """114.4: an emblem's abilities function in the command zone: "Creatures you control get +1/+1"
    on an emblem pumps its owner's creatures (layer 7c), not the opponent's."""
    from manastack.tree import CreateEmblem

    emblem = instant("Test Emblem", CreateEmblem((Static(mods=(ModPT(Num(1), Num(1)),),
                                                         affected=Filter(types=("Creature",), controller="you")),)))
    s = scenario(emblem)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Emblem")
    g = s.start()
    g.cast("Test Emblem").pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    g.expect_pt(theirs, 2, 2)


# ---------------------------------------------------------------- dependency on an effect with fixed objects


@pytest.mark.parametrize("on_urborg", [True, False])
def test_613_8a_urborg_depends_on_a_resolved_effect_only_when_it_is_about_urborg(full_db, on_urborg):
    """613.8a with 611.2c: Tidal Warrior's "Target land becomes an Island until end of turn" affects only
    its target. Aimed at Urborg, it removes Urborg's ability (305.7), so Urborg's earlier effect depends
    on it and never applies: the Forest is no Swamp. Aimed at the Forest, Urborg's effect depends on
    nothing and applies first by timestamp (613.7), then the Forest becomes just an Island."""
    s = scenario(real(full_db, "Urborg, Tomb of Yawgmoth"), db=full_db)
    s.battlefield(0, "Urborg, Tomb of Yawgmoth")
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Tidal Warrior")
    g = s.start()
    assert g.obj(forest).subtypes == {"Forest", "Swamp"}
    g.activate("Tidal Warrior", target="Urborg, Tomb of Yawgmoth" if on_urborg else forest)
    g.pass_until_resolved()
    if on_urborg:
        assert g.obj("Urborg, Tomb of Yawgmoth").subtypes == {"Island"}
        assert g.obj(forest).subtypes == {"Forest"}
    else:
        assert g.obj(forest).subtypes == {"Island"}
        assert g.obj("Urborg, Tomb of Yawgmoth").subtypes == {"Swamp"}


def test_613_8a_hundreds_of_flying_effects_on_one_creature_apply_in_timestamp_order(full_db):
    """Mist Dragon ("{0}: gains flying" / "{0}: loses flying", effects that last indefinitely) beside an
    Equipment whose static ability's existence reads only its own source: 120 alternating effects on the
    Dragon depend on nothing, so the last one wins (613.7), and the Equipment still applies (fuzz seed
    507968 made a board like this, and the dependency pre-test once cost time quadratic in the effects)."""
    s = scenario(db=full_db)
    dragon = s.battlefield(0, "Mist Dragon")
    s.battlefield(0, "Bonesplitter", attached_to=dragon)
    g = s.start()
    gain, lose = 0, 1
    for i in range(120):
        g.activate(dragon, index=gain if i % 2 == 0 else lose)
        g.pass_until_resolved()
    assert len(g.game.state.effects) == 120
    assert "Flying" not in g.obj(dragon).keywords  # the last one resolved: loses flying
    g.activate(dragon, index=gain)
    g.pass_until_resolved()
    assert "Flying" in g.obj(dragon).keywords
    g.expect_pt(dragon, 6, 4)  # 4/4 with Bonesplitter's +2/+0


@pytest.mark.parametrize("on_lord", [True, False])
def test_613_8a_lord_depends_on_turn_to_frog_only_when_it_targets_the_lord(full_db, on_lord):
    """613.8a with 611.2c: Turn to Frog's effect is locked onto its target. On Lord of Atlantis it removes
    the ability behind the Lord's earlier effect, so the Lord's effect depends on it and never starts
    (613.6): the Coral Merfolk stays a 2/1 without islandwalk. On the Merfolk, the Lord's effect depends
    on nothing, but the Merfolk became a Frog in layer 4 (205.1b), so the Lord's "other Merfolk" no longer
    covers it: a 1/1 with no abilities."""
    s = scenario(real(full_db, "Lord of Atlantis", lord_of_atlantis()), real(full_db, "Turn to Frog", turn_to_frog()),
                 db=full_db)
    s.battlefield(0, "Lord of Atlantis")
    merfolk = s.battlefield(0, "Coral Merfolk")
    s.hand(0, "Turn to Frog")
    s.lands(0, "Island", 2)
    g = s.start()
    g.expect_pt(merfolk, 3, 2)
    g.cast("Turn to Frog", target="Lord of Atlantis" if on_lord else merfolk)
    g.pass_until_resolved()
    m = g.obj(merfolk)
    if on_lord:
        g.expect_pt(merfolk, 2, 1)
        assert "Landwalk" not in m.keywords
    else:
        g.expect_pt(merfolk, 1, 1)
        assert m.subtypes == {"Frog"} and m.abilities == ()
