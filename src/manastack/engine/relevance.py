"""The per-game set of mechanic hooks that can matter (issue #28: the hot paths iterate only those).

Each hook in a mechanics registry (``mechanics_hooks``, ``triggers.GLOBAL_TRIGGERS`` ...) may declare what
makes it relevant with :func:`needs`: words (keyword names such as ``"Plot"``, tree node class names such as
``"MayPlay"``, card layouts such as ``"adventure"``) at least one of which must occur in the game's cards for
the hook to do anything. A word occurs as a whole word: not preceded or followed by a letter or digit, though
it may carry an inflection ending (-s, -es, -ed, -d, -ing): "ward" occurs in "Ward {2}" and "warded", not in
"Warden" or "Stonewarden"; a form that doubles a consonant ("plotted") must be declared itself. A hook without a declaration is relevant always (so a mechanic added without one works
unchanged); ``always(fn)`` marks a hook that may matter in every game.

What occurs in a game is learned as objects are created (``GameState.add_object``): for each card name met,
once per card pool, the card's name, layout, type lines and Oracle text, and every string and node class name
of its compiled ability trees (so a keyword a card grants, a token it creates, an emblem it makes all count).
Tokens, copies, abilities and emblems come from those trees or from objects already met. The set only grows
(a fork shares it: a hook wrongly active costs only time; a hook wrongly skipped would be a rules bug), and a
registry's filtered tuple is rebuilt when the set grows or the registry changes.
"""
from __future__ import annotations

import re
from dataclasses import fields
from typing import Any, Callable

from ..tree.base import Node

ALWAYS = "always"
# Per object kind without a card (a dungeon, 309.2a), fn(object) -> the ability trees it brings into the game;
# a mechanic module fills it. GameState.add_object notes them (also as a saved game is loaded).
OBJECT_TREES: dict[str, Callable[[Any], Any]] = {}


def needs(*words: str) -> Callable:
    """Decorator/marker: the hook can do something only in a game where one of ``words`` occurs (matched,
    case-insensitively, as a whole word of the game's card texts and tree strings — see the module doc)."""
    if not words or not all(isinstance(w, str) and w for w in words):
        raise ValueError("needs(): name at least one non-empty word (or mark the hook always())")
    low = tuple(w.lower() for w in words)

    def mark(fn: Callable) -> Callable:
        fn.needs = low  # type: ignore[attr-defined]
        return fn
    return mark


def always(fn: Callable) -> Callable:
    """Marker: the hook may matter in any game (it is never skipped)."""
    fn.needs = ALWAYS  # type: ignore[attr-defined]
    return fn


def declared(fn: Any) -> Any:
    """The hook's declaration: a tuple of words, ``ALWAYS``, or None (undeclared: treated as always)."""
    return getattr(fn, "needs", None)


_FIELDS: dict[type, tuple[str, ...]] = {}
_WORD_RX: dict[str, Any] = {}


def occurs_in(word: str, text: str) -> bool:
    """Does ``word`` (lowercase) occur in ``text`` (lowercase) as a whole word, maybe inflected (module doc)?"""
    if word not in text:  # (the usual answer, without a regular expression)
        return False
    rx = _WORD_RX.get(word)
    if rx is None:
        rx = _WORD_RX[word] = re.compile(r"(?<![a-z0-9])" + re.escape(word) + r"(?:s|es|ed|d|ing)?(?![a-z0-9])")
    return rx.search(text) is not None



def _strings(x: Any, out: list[str], depth: int = 0) -> None:
    if depth > 60:
        return
    if isinstance(x, str):
        out.append(x)
    elif isinstance(x, Node):
        cls = type(x)
        out.append(cls.__name__)
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = tuple(f.name for f in fields(x))  # type: ignore[arg-type]
        for n in names:
            v = getattr(x, n, None)
            if v is not None and not isinstance(v, (int, float, bool)):
                _strings(v, out, depth + 1)
    elif isinstance(x, (tuple, list, frozenset, set)):
        for v in x:
            if v is not None and not isinstance(v, (int, float, bool)):
                _strings(v, out, depth + 1)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(k, out, depth + 1)
            _strings(v, out, depth + 1)


def card_text(pool: Any, name: str) -> str:
    """Everything a hook's words may be matched against for card ``name`` (lowercased; cached per pool)."""
    cache = getattr(pool, "relevance_text", None)
    if cache is None:
        cache = {}
    hit = cache.get(name)
    if hit is not None:
        return hit
    out: list[str] = [name]
    try:
        d = pool.get(name)
    except Exception:  # (an unknown name: nothing to learn; the object can't have abilities of its own)
        d = None
    if d is not None:
        out.append(d.layout or "")
        card = getattr(d, "card", None)
        for f in getattr(card, "faces", ()) or ():
            out += [f.name, f.type_line, f.text]
        for f in d.faces:
            out.append(f.text or "")
            out += sorted(f.types) + sorted(f.subtypes) + sorted(f.supertypes)
            _strings(f.abilities, out)
            if f.prototype is not None:
                out.append("prototype")
    hit = cache[name] = "\x00".join(s for s in out if s).lower()
    return hit


class Relevance:
    """What occurs in one game's cards, and per registry the hooks that can matter (see the module doc)."""

    __slots__ = ("seen", "texts", "cache")

    def __init__(self) -> None:
        self.seen: set = set()
        self.texts: list[str] = []
        self.cache: dict = {}

    def see(self, pool: Any, name: str) -> None:
        self.seen.add(name)
        self.texts.append(card_text(pool, name))
        self.cache = {}

    def note(self, word: str) -> None:
        """Something other than a card text makes ``word`` occur in the game (a designation taken: "commander"
        903.3, "monarch" 725; an emblem created, 114)."""
        word = word.lower()
        if word not in self.texts:
            self.texts.append(word)
            self.cache = {}

    def note_tree(self, tree: Any) -> None:
        """Abilities that come from no card of the game occur in it (a dungeon's room abilities, 309.4c): their
        strings and node class names count as a card's would."""
        out: list[str] = []
        _strings(tree, out)
        text = "\x00".join(s for s in out if s).lower()
        if text and text not in self.texts:
            self.texts.append(text)
            self.cache = {}

    def occurs(self, words: tuple) -> bool:
        return any(occurs_in(w, t) for t in self.texts for w in words)

    def active(self, key: Any, hooks: Any) -> tuple:
        """The members of ``hooks`` (a registry or a tuple of its members; ``key`` names it) that can
        matter in this game, in their order."""
        hit = self.cache.get(key)
        if hit is not None and hit[0] is hooks and hit[1] == len(hooks):
            return hit[2]
        out = []
        for h in hooks:
            w = getattr(h, "needs", None)
            if w is None or w is ALWAYS or self.occurs(w):
                out.append(h)
        res = tuple(out)
        self.cache[key] = (hooks, len(hooks), res)
        return res


def active(state: Any, key: Any, hooks: Any) -> tuple:
    """The members of the registry ``hooks`` that can matter in ``state``'s game (see :class:`Relevance`)."""
    return state.relevance.active(key, hooks)
