"""The compiler over real Oracle text: a fixed random sample of 2,000 cards from AtomicCards (skipped
when the shared data is absent)."""
from __future__ import annotations

import re

import pytest

from manastack.oracle import compile_card
from manastack.oracle.compiler import INTERNAL_ERRORS
from manastack.engine import support
from manastack.oracle.coverage import coverage
from manastack.oracle.text import replace_self, self_names, strip_reminder
from manastack.tree import NODE_TYPES, Unparsed, Unsupported, decode, encode


@pytest.fixture(scope="module")
def compiled(sample_cards):
    return [(c, compile_card(c)) for c in sample_cards]


def test_no_compiler_errors_on_real_cards(compiled):
    """A bug in the compiler shows up as an internal error, never as a crash or a silent drop."""
    assert INTERNAL_ERRORS == []


def test_only_vocabulary_nodes_leave_the_compiler(compiled):
    """Pronoun placeholders and pending fusions never leak into trees the engine sees."""
    for c, cc in compiled:
        for a in cc.abilities:
            for n in a.walk():
                assert type(n).__name__ in NODE_TYPES and NODE_TYPES[type(n).__name__] is type(n), (c.name, n)


def _parse_pieces(x, where):
    """(where, value) for every lark Tree/Token found anywhere in ``x``'s fields."""
    from dataclasses import fields

    from lark import Token, Tree

    from manastack.tree.base import Node

    if isinstance(x, (Tree, Token)):
        return [(where, x)]
    if isinstance(x, tuple):
        return [p for v in x for p in _parse_pieces(v, where)]
    if isinstance(x, Node):
        name = type(x).__name__
        return [p for f in fields(x) for p in _parse_pieces(getattr(x, f.name), f"{name}.{f.name}")]
    return []


def test_no_lark_trees_or_tokens_leak_into_trees(compiled):
    """Issue #5: a lark Token ("4" for 4 in "has base power 4") or Tree (a grammar rule with no builder
    method) inside a tree misbehaves in the engine; the compiler must finish every value."""
    leaks = [(c.name, p) for c, cc in compiled for a in cc.abilities for p in _parse_pieces(a, "")]
    assert leaks == []


def test_turtle_duck_base_power_is_a_number():
    """The same check on a card known to have leaked a Token into ``Num.value``."""
    from manastack.cards.face import Card, CardFace
    from manastack.tree.continuous import SetPT

    face = CardFace(name="Turtle-Duck", mana_cost="{G}", types=("Creature",), subtypes=("Turtle", "Bird"),
                    power="0", toughness="4",
                    text="{3}: Until end of turn, this creature has base power 4 and gains trample.")
    (ab,) = compile_card(Card(name="Turtle-Duck", layout="normal", faces=(face,))).abilities
    (setpt,) = [n for n in ab.walk() if isinstance(n, SetPT)]
    assert type(setpt.power.value) is int and setpt.power.value == 4 and setpt.toughness is None


def test_trees_survive_json(compiled):
    """Trees are plain data: encode/decode gives them back (saves and forks rely on it)."""
    for c, cc in compiled[:500]:
        for a in cc.abilities:
            assert decode(encode(a)) == a, c.name


def test_unsupported_parts_carry_the_text_they_could_not_read(compiled):
    """Every Unsupported/Unparsed holds a non-empty piece of the card's (normalised) Oracle text."""
    for c, cc in compiled:
        texts = []
        for f in c.faces:
            t = replace_self(strip_reminder(f.text), self_names(f.name, c.name, "Legendary" in f.supertypes))
            texts.append(re.sub(r"\s+", " ", t.replace("’", "'").replace("−", "-")))
        whole = " ".join(texts)
        for a in cc.abilities:
            for n in a.walk():
                if isinstance(n, (Unsupported, Unparsed)):
                    assert n.text, c.name
                    first = n.text.split(". ")[0].split(" • ")[0].rstrip(".")[:40]
                    assert first in whole, (c.name, n.text)


def test_sample_coverage_is_in_the_expected_range(sample_cards):
    """The parse-level rate of the sample guards against regressions (the full database: 52%+)."""
    rep = coverage(sample_cards, support=support)
    assert rep.engine_loaded
    assert rep.overall.total == 2000
    assert rep.overall.compiled >= 0.48 * 2000
    assert rep.overall.supported <= rep.overall.compiled
    # "only problem" counts can't exceed the cards containing the template
    for t, n in rep.templates.items():
        assert rep.unlock_compiled[t] <= n


def test_vanilla_and_keyword_only_creatures_compile(atomic_cards):
    """The easy bulk: every vanilla creature compiles to no abilities, keyword-only creatures to keywords."""
    from manastack.tree import Keyword

    vanilla = [c for c in atomic_cards if c.layout == "normal" and "Creature" in c.front.types
               and not c.front.text and not c.missing_faces]
    assert len(vanilla) > 300
    assert all(compile_card(c).abilities == () for c in vanilla)
    kw_only = [c for c in atomic_cards if c.layout == "normal" and "Creature" in c.front.types
               and c.front.text in ("Flying", "Trample", "Haste", "Vigilance", "Flying, vigilance")]
    assert kw_only and all(all(isinstance(a, Keyword) for a in compile_card(c).abilities) for c in kw_only)
