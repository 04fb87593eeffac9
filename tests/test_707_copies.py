"""707 copying objects: copiable values (707.2), entering as a copy (707.5-707.6), copies of copies
(707.3), exceptions (707.9), tokens that are copies (707.2, 111.5), copies of spells (707.10) with new
targets (707.10c), prototype values (718.3c-d)."""
from cardkit import (
    CREATURE, card, clone, instant, permanent, pump, quicksilver_gargantuan, real, scenario,
    vesuvan_doppelganger_entry,
)

from manastack.tree import (
    AddTypes, Body, CopyOf, CopySpell, CountOf, CreateToken, DealDamage, Draw, Each, Filter, Keyword, Num,
    Replacement, SetPT, Static, Target, This, Trigger, Triggered,
)

CLONE = (card("Clone", "Creature — Shapeshifter", "{3}{U}", "0/0"), clone())


def cast_clone(g, name="Clone", copy=None):
    """Cast a copy creature and answer its "enter as a copy" choice (707.5)."""
    g.cast(name).pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards" and ("no",) in d.options
    g.choose(copy if copy is not None else "no")
    return g


def test_707_5_clone_enters_as_a_copy_and_its_controller_chooses():
    """707.5/707.6: Clone's controller chooses as it enters; it is a Serra Angel (name, cost, color,
    types, P/T, abilities) under Clone's controller, owned by Clone's owner."""
    s = scenario(CLONE)
    angel = s.battlefield(1, "Serra Angel")
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    g.cast("Clone").pass_until_resolved()
    assert g.decision.player == 0 and g.decision.kind == "choose_cards"
    g.choose(angel)
    c = g.obj(g.state.battlefield[-1])
    assert (c.name, c.mana_cost, c.colors, c.types, c.power, c.toughness) == \
        ("Serra Angel", "{3}{W}{W}", ["white"], {"Creature"}, 4, 4)
    assert c.keywords == {"Flying", "Vigilance"}
    assert (c.controller, c.owner) == (0, 0)


def test_707_5_copy_enters_with_its_enters_abilities_triggering():
    """707.5 example: a Clone copying a creature with "When this creature enters, draw a card" draws."""
    wall = permanent("Test Omens", "Creature — Wall", Keyword("Defender"),
                     Triggered(Trigger("enters", This()), Body(Draw())), pt="0/4", cost="{1}{W}")
    s = scenario(CLONE, wall)
    s.battlefield(1, "Test Omens")
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    hand = len(g.state.hand[0])
    cast_clone(g, copy="Test Omens")
    g.pass_until_resolved()
    assert len(g.state.hand[0]) == hand  # Clone left the hand, one card was drawn


def test_707_2_copy_ignores_counters_and_non_copy_effects():
    """707.2: counters and other effects aren't copied: a Clone of a Grizzly Bears with a +1/+1 counter
    under Giant Growth is a plain 2/2."""
    s = scenario(CLONE)
    bears = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start("main1", active=1)
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    g.expect_pt(bears, 6, 6)
    g.pass_until("main1", turn=2)
    cast_clone(g, copy=bears)
    clone_id = g.state.battlefield[-1]
    g.expect_pt(clone_id, 2, 2)


def test_707_2_copying_an_animated_artifact_copies_only_its_printed_values():
    """707.2 example (Chimeric Staff): an artifact made a 5/5 creature until end of turn is copied as the
    noncreature artifact it is printed as."""
    animate = pump("Test Animate", AddTypes(types=("Creature",)), SetPT(Num(5), Num(5)),
                   target=Filter(types=("Artifact",)))
    copier = (card("Test Copy Artifact", "Artifact", "{0}"),
              (Replacement("enters_as_copy", Filter(types=("Artifact",))),))
    s = scenario(animate, copier)
    ring = s.battlefield(0, "Sol Ring")
    s.hand(0, "Test Animate", "Test Copy Artifact")
    g = s.start()
    g.cast("Test Animate", target=ring).pass_until_resolved()
    assert "Creature" in g.obj(ring).types
    cast_clone(g, "Test Copy Artifact", copy=ring)
    c = g.obj(g.state.battlefield[-1])
    assert c.name == "Sol Ring" and "Creature" not in c.types and c.power is None


def test_707_3_copy_of_a_copy_uses_the_copied_values():
    """707.3: a second Clone copying the first (which copies Serra Angel) is a Serra Angel."""
    s = scenario(CLONE)
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Clone", "Clone")
    s.lands(0, "Island", 8)
    g = s.start()
    cast_clone(g, copy="Serra Angel")
    first = g.state.battlefield[-1]
    cast_clone(g, copy=first)
    second = g.obj(g.state.battlefield[-1])
    assert (second.name, second.power, second.toughness, second.keywords) == \
        ("Serra Angel", 4, 4, {"Flying", "Vigilance"})


def test_707_9b_quicksilver_gargantuan_is_7_7_and_707_9d_drops_the_copied_pt_ability(full_db):
    """707.9b: "except it's 7/7" becomes part of the copiable values; 707.9d: a copied ability defining
    power and toughness isn't copied (copying a creature whose P/T counts cards in hand)."""
    hand = CountOf(Filter(kind="card", zone="hand", owner="you"))
    maro = permanent("Test Maro", "Creature — Spirit", Static(mods=(SetPT(hand, hand, cda=True),)), pt="0/0")
    s = scenario(real(full_db, "Quicksilver Gargantuan", quicksilver_gargantuan()), maro, db=full_db)
    s.battlefield(1, "Test Maro")
    s.hand(1, "Forest", "Forest")
    s.hand(0, "Quicksilver Gargantuan")
    s.lands(0, "Island", 7)
    g = s.start()
    cast_clone(g, "Quicksilver Gargantuan", copy="Test Maro")
    q = g.obj(g.state.battlefield[-1])
    assert (q.name, q.power, q.toughness) == ("Test Maro", 7, 7)
    assert not any(type(a) is Static for a in q.abilities)


def test_707_9c_exception_keeps_the_copys_own_color(full_db):
    """Vesuvan Doppelganger copies "except it doesn't copy that creature's color": it's a blue Serra
    Angel."""
    s = scenario(real(full_db, "Vesuvan Doppelganger", vesuvan_doppelganger_entry()), db=full_db)
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Vesuvan Doppelganger")
    s.lands(0, "Island", 5)
    g = s.start()
    cast_clone(g, "Vesuvan Doppelganger", copy="Serra Angel")
    v = g.obj(g.state.battlefield[-1])
    assert v.name == "Serra Angel" and v.colors == ["blue"] and (v.power, v.toughness) == (4, 4)


def test_707_5_declining_to_copy_leaves_a_0_0_clone():
    """"You may": choosing nothing, Clone enters as itself, a 0/0 that dies (704.5f)."""
    s = scenario(CLONE)
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    cast_clone(g)
    g.expect_zone("Clone", "graveyard")


def test_718_3d_copy_of_a_prototyped_permanent_has_the_prototype_values(full_db):
    """718.3d: Blitz Automaton cast prototyped is a red 3/2 with mana cost {2}{R}; a Clone copying it is
    too (not the 6/4 with cost {7} printed on the card)."""
    s = scenario(CLONE, db=full_db)
    s.battlefield(1, "Blitz Automaton", prototyped=True)
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    cast_clone(g, copy="Blitz Automaton")
    c = g.obj(g.state.battlefield[-1])
    assert (c.name, c.power, c.toughness, c.mana_cost, c.colors) == ("Blitz Automaton", 3, 2, "{2}{R}", ["red"])


def test_707_2_token_copy_has_the_copiable_values_mana_cost_included(full_db):
    """Followed Footsteps: "At the beginning of your upkeep, create a token that's a copy of enchanted
    creature." The token is a Serra Angel with mana value 5 (707.2: mana cost is copied)."""
    s = scenario(db=full_db)
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Followed Footsteps", attached_to=angel)
    g = s.start("untap", turn=3, active=0)
    g.pass_until("main1", turn=3)
    tokens = [i for i in g.state.battlefield if g.state.objects[i].kind == "token"]
    assert len(tokens) == 1
    t = g.obj(tokens[0])
    assert (t.name, t.mana_value, t.controller, t.keywords) == ("Serra Angel", 5, 0, {"Flying", "Vigilance"})


def test_111_5_no_token_copy_of_an_instant():
    """111.5: an effect that would create a token that's a copy of an instant card creates nothing."""
    make = instant("Test Mimic", CreateToken(copy_of=Target(0)), Filter(kind="card", zone="graveyard"))
    s = scenario(make)
    s.graveyard(0, "Lightning Bolt")
    s.hand(0, "Test Mimic")
    g = s.start()
    g.cast("Test Mimic", target="Lightning Bolt").pass_until_resolved()
    assert not any(g.state.objects[i].kind == "token" for i in g.state.battlefield)


# ---------------------------------------------------------------- copies of spells (707.10)


def test_707_10_twincast_copies_a_spell_with_a_new_target(full_db):
    """Twincast: the copy has the original's characteristics and choices, is controlled by Twincast's
    caster, and "you may choose new targets" lets them pick another creature (707.10c). It isn't cast."""
    s = scenario(db=full_db)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Runeclaw Bear")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.hand(0, "Twincast")
    s.lands(0, "Island", 2)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=a)
    g.pass_priority()
    cast_before = g.state.players[0].spells_cast_turn
    g.cast("Twincast", target="Lightning Bolt")
    g.pass_priority(2)  # Twincast resolves: the target question for the copy
    d = g.decision
    assert d.kind == "target" and d.player == 0 and ("keep",) in d.options
    g.choose(b)
    assert g.stack[-1] == "Lightning Bolt" and len(g.stack) == 2
    copy = g.state.objects[g.state.stack[-1]]
    assert copy.kind == "copy" and copy.controller == 0 and copy.owner == 0
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")
    assert g.state.players[0].spells_cast_turn == cast_before + 1  # Twincast only (707.10: not cast)
    assert g.zone(0, "graveyard") == ["Twincast"]  # 704.5e: the copy ceased to exist
    assert g.zone(1, "graveyard").count("Lightning Bolt") == 1


def test_707_10c_keeping_the_target(full_db):
    s = scenario(db=full_db)
    a = s.battlefield(1, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.hand(0, "Twincast")
    s.lands(0, "Island", 2)
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target=a)
    g.pass_priority()
    g.cast("Twincast", target="Lightning Bolt")
    g.pass_priority(2)
    g.choose("keep")
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")  # 3 + 3 damage


def test_707_10_copy_keeps_x(full_db):
    """707.10: the value of X is copied: a copy of Blaze with X=2 deals 2."""
    s = scenario(db=full_db)
    a = s.battlefield(1, "Hill Giant")
    s.hand(1, "Blaze")
    s.lands(1, "Mountain", 3)
    s.hand(0, "Twincast")
    s.lands(0, "Island", 2)
    g = s.start("main1", active=1)
    g.cast("Blaze", target=a, x=2)
    g.pass_priority()
    g.cast("Twincast", target="Blaze")
    g.pass_priority(2)
    g.choose("Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 18)
    assert g.obj(a).damage == 2


def test_718_3c_copy_of_a_prototyped_spell_is_prototyped_and_707_10f_becomes_a_token(full_db):
    """718.3c: copying Blitz Automaton cast prototyped gives a prototyped copy (3/2, {2}{R}); as it
    resolves it becomes a token (707.10f)."""
    reflect = instant("Test Reflection", CopySpell(Target(0)), Filter(kind="spell"), cost="{0}")
    s = scenario(reflect, db=full_db)
    s.hand(0, "Blitz Automaton", "Test Reflection")
    s.lands(0, "Mountain", 3)
    g = s.start()
    g.cast("Blitz Automaton", prototyped=True)
    g.cast("Test Reflection", target="Blitz Automaton")
    g.pass_priority(2)
    copy_id = g.state.stack[-1]
    v = g.obj(copy_id)
    assert (v.name, v.power, v.toughness, v.mana_cost) == ("Blitz Automaton", 3, 2, "{2}{R}")
    g.pass_until_resolved()
    autos = [i for i in g.state.battlefield if g.obj(i).name == "Blitz Automaton"]
    assert len(autos) == 2
    kinds = sorted(g.state.objects[i].kind for i in autos)
    assert kinds == ["card", "token"]
    assert all((g.obj(i).power, g.obj(i).toughness) == (3, 2) for i in autos)


def test_707_10_copy_of_a_spell_copies_copy_effect_values():
    """707.10 + 707.2: a copy of a spell has the spell's copiable values as they are (here, a spell card
    that's unremarkable): its name and text are the original's even though it has no card."""
    zap = instant("Test Zap", DealDamage(Num(1), Target(0)), CREATURE)
    reflect = instant("Test Reflection", CopySpell(Target(0)), Filter(kind="spell"))
    s = scenario(zap, reflect)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Zap", "Test Reflection")
    g = s.start()
    g.cast("Test Zap", target=bears)
    g.cast("Test Reflection", target="Test Zap")
    g.pass_priority(2)
    assert g.stack == ["Test Zap", "Test Zap"]
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")



def _cytoshape():
    """Like Cytoshape ("Choose a nonlegendary creature on the battlefield. Target creature becomes a copy
    of that creature until end of turn.") with the choice made a second target."""
    from manastack.tree import ApplyContinuous

    return instant("Test Cytoshape", ApplyContinuous(Target(0), (CopyOf(Target(1)),), "end_of_turn"),
                   CREATURE, CREATURE)


def test_707_4_becoming_a_copy_keeps_the_other_effects_and_ends_with_its_duration():
    """707.4: a creature that becomes a copy keeps the non-copy effects on it: Grizzly Bears with
    +3/+3 from Giant Growth becomes a copy of Serra Angel: a 7/7 flying Serra Angel; at end of turn both
    effects end and it is Grizzly Bears again."""
    s = scenario(_cytoshape())
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Giant Growth", "Test Cytoshape")
    s.lands(0, "Forest", 1)
    g = s.start()
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    g.cast("Test Cytoshape", targets=[bears, "Serra Angel"]).pass_until_resolved()
    v = g.obj(bears)
    assert (v.name, v.power, v.toughness, v.controller) == ("Serra Angel", 7, 7, 0)
    assert "Flying" in v.keywords
    g.pass_until("upkeep", turn=2)
    v = g.obj(bears)
    assert (v.name, v.power, v.toughness) == ("Grizzly Bears", 2, 2)


def test_707_2b_copied_values_are_fixed_when_the_copy_effect_begins():
    """707.2b: after a creature became a copy of Serra Angel, the Angel leaving (or changing) doesn't
    change the copy."""
    s = scenario(_cytoshape())
    bears = s.battlefield(0, "Grizzly Bears")
    angel = s.battlefield(1, "Serra Angel")
    s.hand(0, "Test Cytoshape", "Unsummon")
    s.lands(0, "Island", 1)
    g = s.start()
    g.cast("Test Cytoshape", targets=[bears, angel]).pass_until_resolved()
    g.cast("Unsummon", target=angel).pass_until_resolved()
    g.expect_zone(angel, "hand")
    v = g.obj(bears)
    assert (v.name, v.power, v.toughness) == ("Serra Angel", 4, 4)


def test_707_3_clone_copying_a_creature_that_became_a_copy_copies_the_copy():
    """707.3: copy effects modify copiable values: a Clone entering as a copy of the Bears that became a
    Serra Angel is a Serra Angel."""
    s = scenario(_cytoshape(), CLONE)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Test Cytoshape", "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    g.cast("Test Cytoshape", targets=[bears, "Serra Angel"]).pass_until_resolved()
    cast_clone(g, copy=bears)
    assert g.obj(g.state.battlefield[-1]).name == "Serra Angel"


def test_613_2a_static_copy_effect_applies_in_layer_1():
    """A static copy effect ("Enchanted creature is a copy of [a creature named Serra Angel]") makes the
    enchanted creature a Serra Angel while attached; other layers then apply on top (Glorious Anthem)."""
    from manastack.tree import AttachedTo, Static

    mirror = (card("Test Mirror", "Enchantment — Aura", "{0}"),
              (Keyword("Enchant", CREATURE),
               Static(mods=(CopyOf(Each(Filter(types=("Creature",), name="Serra Angel"))),),
                      affected=AttachedTo(This()))))
    s = scenario(mirror)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Glorious Anthem")
    s.battlefield(0, "Test Mirror", attached_to=bears)
    g = s.start()
    v = g.obj(bears)
    assert (v.name, v.power, v.toughness) == ("Serra Angel", 5, 5) and "Flying" in v.keywords


def test_707_5_the_compiled_clone(full_db):
    """The real Clone, as the compiler reads it, enters as a copy of Serra Angel; its tree is the one the
    fast tests use."""
    from manastack.engine.carddef import CardPool

    assert CardPool(full_db).get("Clone").front.abilities == clone()
    s = scenario(db=full_db)
    s.battlefield(1, "Serra Angel")
    s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    g = s.start()
    cast_clone(g, copy="Serra Angel")
    v = g.obj(g.state.battlefield[-1])
    assert (v.name, v.power, v.toughness, v.controller) == ("Serra Angel", 4, 4, 0)
