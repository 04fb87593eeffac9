"""Phrases grown in the sixth sitting of issue #24 (helper compC). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Keyword, Triggered
from manastack.tree.continuous import AddAbilities
from manastack.tree.effects import CreateToken

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- keywords and "<quoted ability>" (113.1, 613.1f)


def test_113_1_keyword_and_quoted_trigger_granted_together():
    ab = _abilities('Enchanted creature gets +1/+1 and has lifelink and "Whenever ~ deals combat damage to a '
                    'player, draw a card."', types=("Enchantment",))
    assert _unread(ab) == []
    (add,) = _nodes(ab, AddAbilities)
    kinds = [type(a).__name__ for a in add.abilities]
    assert kinds == ["Keyword", "Triggered"]
    assert add.abilities[0] == Keyword("Lifelink")
    assert add.abilities[1].trigger.event == "deals_combat_damage"


def test_113_1_several_keywords_comma_and_quoted():
    ab = _abilities('Creatures you control have flying, vigilance, and "{T}: Add {G}."', types=("Enchantment",))
    assert _unread(ab) == []
    (add,) = _nodes(ab, AddAbilities)
    assert [getattr(a, "name", None) for a in add.abilities[:2]] == ["Flying", "Vigilance"]
    assert len(add.abilities) == 3 and add.abilities[2].mana


def test_111_4_token_with_keyword_and_quoted_ability():
    ab = _abilities('Create a 1/1 white Bird creature token with flying and "When ~ dies, draw a card."',
                    types=("Sorcery",))
    assert _unread(ab) == []
    (ct,) = _nodes(ab, CreateToken)
    assert ct.spec.abilities[0] == Keyword("Flying") and isinstance(ct.spec.abilities[1], Triggered)


def test_113_1_an_unreadable_quote_after_keywords_stays_unread():
    ab = _abilities('Enchanted creature has flying and "Whenever ~ frobnicates, draw a card."',
                    types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_510_2_sticky_fingers_granted_trigger_makes_a_treasure_on_combat_damage():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Sticky Fingers", attached_to=bears)
    g = s.start("main1")
    g.check("Menace" in g.obj(bears).keywords, f"the Aura grants menace: {g.obj(bears).keywords}")
    g.attack(bears)
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 18)
    treasures = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Treasure"]
    g.check(len(treasures) == 1, f"one Treasure from the granted trigger: {treasures}")
