"""Phrases grown in the fifth sitting of issue #24 (compA). Each is read in one place and composes with what
stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the real
cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

import itertools

from manastack.cards.face import Card, CardFace
from manastack.engine import support
from manastack.oracle import compile_card
from manastack.testing import Scenario
from manastack.tree import Unparsed, Unsupported
from manastack.tree.effects import CreateToken
from manastack.tree.refs import CountOf, XValue

_ids = itertools.count()


def _abilities(text: str, types=("Instant",)):
    name = f"Grown Phrase Five {next(_ids)}"
    face = CardFace(name, types=tuple(types), text=text, type_line=" ".join(types))
    return compile_card(Card(name, "normal", (face,))).abilities


def _unread(abilities) -> list[str]:
    return [n.text for a in abilities for n in a.walk() if isinstance(n, (Unsupported, Unparsed))]


def _nodes(abilities, cls):
    return [n for a in abilities for n in a.walk() if isinstance(n, cls)]


# ---------------------------------------------------------------- "an X/X ... token" (111.4, 608.2h)


def test_111_4_x_x_token_where_x_is_an_amount():
    ab = _abilities("Create an X/X green Ooze creature token, where X is the number of lands you control.")
    assert _unread(ab) == []
    (t,) = _nodes(ab, CreateToken)
    assert isinstance(t.spec.power, CountOf) and t.spec.power == t.spec.toughness
    assert support.missing(ab) == []


def test_111_4_x_1_token_keeps_its_number():
    ab = _abilities("Create an X/1 red Elemental creature token, where X is the number of cards in your hand.")
    (t,) = _nodes(ab, CreateToken)
    assert type(t.spec.power).__name__ == "HandSizeOf" and t.spec.toughness == 1


def test_111_4_x_x_token_of_a_spell_is_the_spells_x():
    ab = _abilities("Create X X/X green Ooze creature tokens.", types=("Sorcery",))
    (t,) = _nodes(ab, CreateToken)
    assert t.spec.power == XValue() and t.n == XValue()
    assert support.missing(ab) == []


def test_107_3m_x_x_token_in_a_triggered_ability_is_not_supported():
    """The X of "When ~ enters, create an X/X token" is the X paid for the spell (107.3m): a triggered
    ability's X isn't that, so the card is compiled but not supported."""
    ab = _abilities("When ~ enters, create an X/X green Treefolk creature token.", types=("Enchantment",))
    assert _unread(ab) == []
    assert "token with X in a triggered ability" in support.missing(ab)


def test_111_4_star_star_token_is_refused():
    ab = _abilities("Create a */* green Ooze creature token.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_707_9b_copy_exception_with_x_x_is_refused():
    ab = _abilities("Create a token that's a copy of target creature you control, except it's an X/X Spirit, "
                    "where X is the number of cards in your hand.", types=("Sorcery",))
    assert len(_unread(ab)) == 1


def test_608_2h_kin_tree_invocation_token_is_the_greatest_toughness():
    s = Scenario.full()
    s.battlefield(0, "Wall of Stone")  # 0/8
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Kin-Tree Invocation")
    s.lands(0, "Swamp", 1)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Kin-Tree Invocation")
    g.pass_until_resolved()
    (tok,) = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Spirit Warrior")]
    assert (g.obj(tok).power, g.obj(tok).toughness) == (8, 8)


def test_608_2h_token_pt_is_fixed_when_it_is_created():
    """Miming Slime: X (the greatest power among your creatures) is counted once; the Ooze doesn't grow when
    that creature does later."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Miming Slime", "Giant Growth")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Miming Slime")
    g.pass_until_resolved()
    (tok,) = [o for o in g.zone(0, "battlefield") if g.obj(o).name.startswith("Ooze")]
    assert (g.obj(tok).power, g.obj(tok).toughness) == (2, 2)
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    assert (g.obj(tok).power, g.obj(tok).toughness) == (2, 2)
