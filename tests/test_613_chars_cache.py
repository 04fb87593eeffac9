"""Characteristics are computed, never stored (109.3, 613): the engine keeps them per state version and
keeps them across "light" changes (tapping, damage, life, the step, combat, draws) only while no
continuous effect looks at what changed. Each test checks that an effect reading such a thing sees it
change, and that one reading nothing of it still applies.

Generic "Test ..." cards isolate one rule; their text is in the builders' docstrings."""
from cardkit import permanent, scenario

from manastack.core.colors import G, U
from manastack.tree import Compare, CountOf, Filter, LifeOf, ModPT, Num, SetColors, SetPT, Static, This, You


def untapped_anthem():
    """Test Untapped Anthem: "Untapped creatures you control get +1/+1." """
    return permanent("Test Untapped Anthem", "Enchantment",
                     Static(mods=(ModPT(Num(1), Num(1)),),
                            affected=Filter(types=("Creature",), controller="you", tapped=False)))


def plain_anthem():
    """Test Anthem: "Creatures you control get +1/+1." (reads nothing a light change alters)"""
    return permanent("Test Anthem", "Enchantment",
                     Static(mods=(ModPT(Num(1), Num(1)),), affected=Filter(types=("Creature",), controller="you")))


def attack_anthem():
    """Test Battle Cry: "Attacking creatures you control get +1/+0." """
    return permanent("Test Battle Cry", "Enchantment",
                     Static(mods=(ModPT(Num(1), Num(0)),),
                            affected=Filter(types=("Creature",), controller="you", attacking=True)))


def life_bear():
    """Test Desperate Bear (2/2): "As long as you have 15 or less life, this creature gets +2/+2." """
    return permanent("Test Desperate Bear", "Creature — Bear",
                     Static(mods=(ModPT(Num(2), Num(2)),), affected=This(),
                            condition=Compare(LifeOf(You()), "<=", Num(15))), pt="2/2")


def hand_counter():
    """Test Hand Counter (*/*): "This creature's power and toughness are each equal to the number of
    cards in your hand." (a characteristic-defining ability, 604.3)"""
    n = CountOf(Filter(kind="card", zone="hand", owner="you"))
    return permanent("Test Hand Counter", "Creature — Spirit", Static(mods=(SetPT(n, n, cda=True),), affected=This()),
                     pt="0/0")


def test_613_static_reading_tapped_status_follows_tapping():
    """An effect on untapped creatures stops applying to a creature as it taps (attacking, 508.1f)."""
    s = scenario(untapped_anthem())
    s.battlefield(0, "Test Untapped Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.expect_pt(bears, 3, 3)
    g.attack(bears)
    g.check(g.obj(bears).tapped, "the attacking bears are tapped")
    g.expect_pt(bears, 2, 2)


def test_613_static_not_reading_tapped_status_still_applies_after_tapping():
    """An effect that doesn't look at tapped status keeps applying as the creature taps."""
    s = scenario(plain_anthem())
    s.battlefield(0, "Test Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.expect_pt(bears, 3, 3)
    g.attack(bears)
    g.expect_pt(bears, 3, 3)


def test_613_static_reading_combat_follows_attack_declaration():
    """An effect on attacking creatures applies once the creature is declared as an attacker (508.1)."""
    s = scenario(attack_anthem())
    s.battlefield(0, "Test Battle Cry")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    g.expect_pt(bears, 2, 2)
    g.attack(bears)
    g.expect_pt(bears, 3, 2)


def test_613_static_condition_on_life_follows_life_loss():
    """A static ability's condition on its controller's life total is checked against the current life
    total: combat damage making its controller lose life switches the effect on (510.2, 120.3a)."""
    s = scenario(life_bear())
    bear = s.battlefield(0, "Test Desperate Bear")
    s.player(0, life=17)
    courser = s.battlefield(1, "Centaur Courser")
    g = s.start(active=1)
    g.expect_pt(bear, 2, 2)
    g.attack(courser)
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(0, 14)
    g.expect_pt(bear, 4, 4)


def test_604_3_cda_counting_cards_in_hand_follows_a_draw():
    """A characteristic-defining ability counting cards in hand changes as a card is drawn (504.1)."""
    s = scenario(hand_counter())
    counter = s.battlefield(0, "Test Hand Counter")
    s.hand(0, "Grizzly Bears", "Grizzly Bears")
    g = s.start("end")
    g.expect_pt(counter, 2, 2)
    g.pass_until("draw", turn=3)
    g.expect_pt(counter, 3, 3)


def spell_painter():
    """Test Spell Painter: "Spells you control are blue." (an effect on objects on the stack, 613.1)"""
    return permanent("Test Spell Painter", "Enchantment",
                     Static(mods=(SetColors(U),), affected=Filter(kind="spell", controller="you")))


def test_613_1_anthem_applies_to_the_permanent_not_the_spell_while_the_stack_changes():
    """Characteristics kept for the permanents while only the stack changes: a creature spell on the stack
    is its printed 2/2 (an anthem for creatures you control applies to permanents), the creatures on the
    battlefield keep the anthem's bonus while the spell is cast and resolves, and the permanent the spell
    becomes gets it (400.7, 613.1)."""
    s = scenario(plain_anthem())
    s.battlefield(0, "Test Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start()
    g.expect_pt(bears, 3, 3)
    g.cast("Grizzly Bears")
    spell = g.find("Grizzly Bears", zone="stack")
    g.expect_pt(spell, 2, 2)
    g.expect_pt(bears, 3, 3)
    g.pass_until_resolved()
    new = [i for i in g.state.battlefield if g._name(i) == "Grizzly Bears" and i != g.find(bears)]
    g.check(len(new) == 1, "the spell became a permanent")
    g.expect_pt(new[0], 3, 3)
    g.expect_pt(bears, 3, 3)


def test_613_1_effect_on_spells_applies_to_each_spell_cast():
    """An effect that applies to spells applies to each spell as it is put on the stack, while a pump
    effect on a permanent keeps applying (611.2, 613.1)."""
    s = scenario(spell_painter(), plain_anthem())
    s.battlefield(0, "Test Spell Painter")
    s.battlefield(0, "Test Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth", "Grizzly Bears")
    s.lands(0, "Forest", 3)
    g = s.start()
    g.cast("Giant Growth", target=bears)
    g.check(g.game.chars(g.find("Giant Growth", zone="stack")).colors == U, "the instant on the stack is blue")
    g.pass_until_resolved()
    g.expect_pt(bears, 6, 6)
    g.cast("Grizzly Bears")
    spell = g.find("Grizzly Bears", zone="stack")
    g.check(g.game.chars(spell).colors == U, "the creature spell on the stack is blue")
    g.expect_pt(spell, 2, 2)
    g.expect_pt(bears, 6, 6)
    g.check(g.game.chars(g.find(bears)).colors == G, "the permanent keeps its own color")
