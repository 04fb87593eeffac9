"""From parse trees to vocabulary nodes, one sentence at a time (see :mod:`.transformer`).

The builder is split by what it builds; docs/oracle.md maps each part of a sentence to its module.
Imports run one way: :mod:`..compiler` imports this package, never the reverse (quoted abilities reach
the compiler through the hook in :mod:`.results`).
"""
from .results import (
    THEIR,
    AnyColor,
    BodyR,
    ChooseHeader,
    Cont,
    DamageInstead,
    LocalTarget,
    Pron,
    REVEALED_UNTIL,
    Sentence,
    StaticR,
    ThisWayCount,
    Unrepresentable,
    rebind_you,
    rewrite,
    set_granted_compiler,
    substitute_x,
)
from .transformer import SentenceBuilder
from .words import keyword, predefined_token

__all__ = [
    "THEIR",
    "AnyColor",
    "BodyR",
    "ChooseHeader",
    "Cont",
    "DamageInstead",
    "LocalTarget",
    "Pron",
    "REVEALED_UNTIL",
    "Sentence",
    "SentenceBuilder",
    "StaticR",
    "ThisWayCount",
    "Unrepresentable",
    "keyword",
    "predefined_token",
    "rebind_you",
    "rewrite",
    "set_granted_compiler",
    "substitute_x",
]
