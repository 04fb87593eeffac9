"""Shared helpers of the phrase tests (tests/oracle/test_phrases_grown*.py): compile one Oracle text as a card
of its own and look at the tree."""
from __future__ import annotations

import itertools

from manastack.cards.face import Card, CardFace
from manastack.oracle import compile_card
from manastack.tree import Unparsed, Unsupported

_ids = itertools.count()


def abilities(text: str, types=("Instant",)):
    """The compiled abilities of a one-face card with ``text`` (a fresh name each time, so no cache is shared)."""
    name = f"Grown Phrase Card {next(_ids)}"
    face = CardFace(name, types=tuple(types), text=text, type_line=" ".join(types))
    return compile_card(Card(name, "normal", (face,))).abilities


def unread(abilities) -> list[str]:
    """The texts of the parts the compiler could not read (Unsupported, Unparsed)."""
    return [n.text for a in abilities for n in a.walk() if isinstance(n, (Unsupported, Unparsed))]


def nodes(abilities, cls):
    """Every node of class ``cls`` in the abilities' trees."""
    return [n for a in abilities for n in a.walk() if isinstance(n, cls)]
