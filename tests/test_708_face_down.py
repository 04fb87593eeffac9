"""708 face-down spells and permanents: a face-down permanent is a 2/2 creature with no name, no
subtypes, no mana cost and no abilities (708.2a); copies of it copy that (707.2, 708.10); turning it face
up restores its values, keeps the effects on it, and gives it a new timestamp (708.8, 613.7f)."""
from cardkit import break_open, card, clone, instant, permanent, pump, real, scenario

from manastack.tree import Filter, Num, SetPT, Static, Target, This, TurnFaceUp

CLONE = (card("Clone", "Creature — Shapeshifter", "{3}{U}", "0/0"), clone())


def test_708_2a_face_down_permanent_is_a_nameless_2_2_creature_without_abilities():
    s = scenario()
    fd = s.battlefield(1, "Serra Angel", face_down=True)
    g = s.start()
    v = g.obj(fd)
    assert (v.name, v.mana_cost, v.colors, v.types, v.subtypes, v.supertypes) == ("", "", [], {"Creature"}, set(), set())
    assert (v.power, v.toughness, v.abilities) == (2, 2, ())


def test_708_2a_effects_apply_to_the_face_down_values():
    """Glorious Anthem pumps the face-down 2/2 to 3/3; "white creatures" effects don't see it."""
    s = scenario()
    s.battlefield(1, "Glorious Anthem")
    fd = s.battlefield(1, "Serra Angel", face_down=True)
    g = s.start()
    g.expect_pt(fd, 3, 3)


def test_707_2_clone_of_a_face_down_creature_is_a_face_up_2_2_with_nothing():
    """707.2 example: Clone copying a face-down creature is a colorless nameless 2/2 with no abilities,
    face up."""
    s = scenario(CLONE)
    fd = s.battlefield(1, "Serra Angel", face_down=True)
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    g.cast("Clone").pass_until_resolved()
    g.choose(fd)
    cid = g.state.battlefield[-1]
    v = g.obj(cid)
    assert (v.name, v.power, v.toughness, v.abilities, v.colors) == ("", 2, 2, (), [])
    assert not g.state.objects[cid].face_down


def test_708_8_turned_face_up_it_has_its_own_values_and_keeps_the_effects_on_it(full_db):
    """Break Open turns a face-down Serra Angel face up: it is a 4/4 flier again, and the +3/+3 from Giant
    Growth it got while face down still applies (708.8). Turning face up isn't entering: no enters
    abilities."""
    s = scenario(real(full_db, "Break Open", break_open()), db=full_db)
    fd = s.battlefield(1, "Serra Angel", face_down=True)
    s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    s.hand(0, "Break Open")
    s.lands(0, "Mountain", 2)
    g = s.start("main1", active=1)
    g.cast("Giant Growth", target=fd).pass_until_resolved()
    g.expect_pt(fd, 5, 5)
    g.pass_priority()
    g.cast("Break Open", target=fd).pass_until_resolved()
    v = g.obj(fd)
    assert (v.name, v.power, v.toughness) == ("Serra Angel", 7, 7)
    assert "Flying" in v.keywords
    assert "708.8" in g.rules_since(0)
    assert not any(e.kind == "zone" and e.data and e.data.get("to") == "battlefield" for e in g.events_since(0))


def test_613_7f_turning_face_up_gives_a_new_timestamp():
    """613.7f: a face-down creature is given "base P/T 1/1" by an effect; turned face up, its own static
    ability "This creature has base power and toughness 5/5" has the permanent's new timestamp, later
    than the effect's, so it wins."""
    giant = permanent("Test Giant", "Creature — Giant", Static(mods=(SetPT(Num(5), Num(5)),), affected=This()),
                      pt="0/0", cost="{4}")
    unmask = instant("Test Unmask", TurnFaceUp(Target(0)), Filter(types=("Creature",), face_down=True))
    s = scenario(giant, pump("Test Shrink", SetPT(Num(1), Num(1)), duration="permanent"), unmask)
    fd = s.battlefield(0, "Test Giant", face_down=True)
    s.hand(0, "Test Shrink", "Test Unmask")
    g = s.start()
    g.cast("Test Shrink", target=fd).pass_until_resolved()
    g.expect_pt(fd, 1, 1)
    g.cast("Test Unmask", target=fd).pass_until_resolved()
    g.expect_pt(fd, 5, 5)


def test_708_2b_a_face_down_permanent_can_be_enchanted_but_aura_sees_the_2_2(full_db):
    """The face-down permanent is only a 2/2 creature: an Aura granting +1/+1 (Holy Strength) makes it
    3/4, and it has no color for color-based effects (Crusade doesn't pump it)."""
    s = scenario(db=full_db)
    s.battlefield(0, "Crusade")
    fd = s.battlefield(0, "Serra Angel", face_down=True)
    s.battlefield(0, "Holy Strength", attached_to=fd)
    g = s.start()
    g.expect_pt(fd, 3, 4)

