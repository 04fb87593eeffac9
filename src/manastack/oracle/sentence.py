"""One sentence at a time: parse, build, validate, cached by the sentence's normalised text."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..tree.base import Node
from ..tree.filters import Filter
from .builder import (
    THEIR,
    BodyR,
    Cont,
    Pron,
    Sentence,
    SentenceBuilder,
    StaticR,
    Unrepresentable,
)
from .parser import GrammarBuildError, ParseFailure, parse


@dataclass(frozen=True)
class Failure:
    """A sentence the grammar (or the vocabulary) could not handle."""

    text: str
    reason: str


# ---------------------------------------------------------------- sentence cache

SENTENCES: dict[str, Sentence | Failure] = {}
INTERNAL_ERRORS: list[tuple[str, str]] = []  # (line, error): compiler bugs, reported by tests


def compile_sentence(text: str) -> Sentence | Failure:
    """Parse and build one normalised sentence (cached by its text)."""
    hit = SENTENCES.get(text)
    if hit is not None:
        return hit
    try:
        tree = parse(text)
        out: Sentence | Failure = SentenceBuilder(text).transform(tree)
        if not isinstance(out, Sentence):
            out = Failure(text, "incomplete")
        else:
            _validate(out)
    except ParseFailure as e:
        out = Failure(text, f"grammar: {e}")
    except GrammarBuildError:
        raise
    except Unrepresentable as e:
        out = Failure(text, f"vocabulary: {e}")
    except Exception as e:  # lark wraps errors raised inside transformer callbacks
        inner = getattr(e, "orig_exc", e)
        if isinstance(inner, Unrepresentable):
            out = Failure(text, f"vocabulary: {inner}")
        else:
            out = Failure(text, f"error: {type(inner).__name__}: {inner}")
    SENTENCES[text] = out
    return out


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def iter_nodes(x):
    """Every node in ``x`` (a node or tuple of nodes), depth first: a faster ``Node.walk``."""
    stack = [x]
    while stack:
        n = stack.pop()
        if isinstance(n, tuple):
            stack.extend(reversed(n))
            continue
        if not isinstance(n, Node):
            continue
        yield n
        cls = type(n)
        names = _CHILD_FIELDS.get(cls)
        if names is None:
            names = tuple(f.name for f in dataclasses.fields(n))
            _CHILD_FIELDS[cls] = names
        for name in reversed(names):
            v = getattr(n, name)
            if isinstance(v, (Node, tuple)):
                stack.append(v)


# "target creature that player controls", "target card from that player's graveyard": resolved when the ability
# is assembled (``assemble.BodyBuilder._target_pronouns``), which refuses them without a player to name
_TARGET_PLAYER_PRONOUNS = frozenset({"player", "that player controls", "blocked"})  # "blocked": see _target_pronouns


def _validate(s: Sentence) -> None:
    """The parts of a built sentence are finished values (no leftover parse trees or builders)."""
    from lark import Tree

    parts = [s.body, s.cost, s.trigger, s.intervening]
    if s.body is not None:
        if not isinstance(s.body, BodyR):
            raise Unrepresentable("unfinished body")
        parts.extend(s.body.items)
        parts.append(s.body.cond)
    if isinstance(s.data, (tuple, list)):
        parts.extend(s.data)
    for x in parts:
        if isinstance(x, Tree) or (callable(x) and not isinstance(x, (type, Node))):
            raise Unrepresentable("unfinished sentence part")
    # nor parse-tree pieces nested in the values: a lark Tree (a rule without a builder method) or Token
    # (a str subclass: "4" where 4 was meant) would reach the engine and misbehave there
    def unwrap(x):
        while isinstance(x, (StaticR, Cont)):
            x = x.ability if isinstance(x, StaticR) else (x.mods, x.subject.filter, x.subject.ref)
        return x
    nodes = tuple(unwrap(x) for x in parts)
    if any("of their choice" in (t.label or "") for t in s.targets):
        # "destroy target creature that player controls of their choice": another player chooses the target
        # (115.1 lets the text say who chooses); targets here are chosen by the ability's controller
        raise Unrepresentable("a target another player chooses")
    if any(isinstance(n, Pron) and n.noun not in _TARGET_PLAYER_PRONOUNS for n in iter_nodes(tuple(s.targets))):
        # "target creature card from that player's graveyard": pronouns are resolved in the instructions,
        # not in what a target must be, so such a pronoun would reach the engine unresolved
        raise Unrepresentable("a pronoun in a target's description")
    for n in iter_nodes(tuple(x for x in nodes if isinstance(x, (Node, tuple))) + tuple(s.targets)):
        if isinstance(n, Filter) and n.owner == THEIR:  # "their hand/graveyard" with no subject to say whose
            raise Unrepresentable("their graveyard" if n.zone == "graveyard" else "whose hand")
        if isinstance(n, Filter) and n.kind == "spell" and n.zone is not None:
            # "spells from your hand" outside a cast instruction that reads it (a spell is on the stack)
            raise Unrepresentable("spells in a zone")
        for name in fields_of(n):
            v = getattr(n, name)
            if _is_parse_piece(v) or (type(v) is tuple and any(_is_parse_piece(e) for e in v)):
                raise Unrepresentable(f"parse tree leaked into {type(n).__name__}.{name}")


def fields_of(n: Node) -> tuple[str, ...]:
    names = _CHILD_FIELDS.get(type(n))
    if names is None:
        names = _CHILD_FIELDS[type(n)] = tuple(f.name for f in dataclasses.fields(n))
    return names


def _is_parse_piece(v: Any) -> bool:
    from lark import Token, Tree

    return isinstance(v, (Tree, Token))
