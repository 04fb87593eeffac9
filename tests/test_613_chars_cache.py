"""Characteristics are computed, never stored (109.3, 613): the engine keeps them per state version and
keeps them across "light" changes (tapping, damage, life, the step, combat, draws) only while no
continuous effect looks at what changed. Each test checks that an effect reading such a thing sees it
change, and that one reading nothing of it still applies.

Generic "Test ..." cards isolate one rule; their text is in the builders' docstrings."""
from cardkit import permanent, scenario

from manastack.tree import Compare, CountOf, Filter, LifeOf, ModPT, Num, SetPT, Static, This, You


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
