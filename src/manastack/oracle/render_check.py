"""Render-back check (issue #24): does a compiled tree, rendered back to wording (:mod:`.render`), say what
its Oracle text says?

Rendering is Oracle-like, not Oracle-exact, so the check compares what a misread changes and a rewording
does not: the numbers and P/T changes of the text (a "+5/+5 instead" read as "+2/+2" loses the 5), the words
that change what happens ("next", "instead", "perpetually", "unless"...), nodes with no wording at all
(``<Dig ...>``), and, as a last resort, how many of the text's words the rendering keeps. A card is listed
with the reasons; the list is for a person to read, not a verdict.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..cards.face import Card
from .compiler import compile_card
from .render import Renderer
from .text import face_self_names, replace_self, strip_reminder

_WORD_NUM = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
             "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "twenty": "20",
             "once": "1", "twice": "2", "a": "1", "an": "1"}
# words whose loss changes what happens: a duration, a replacement, a choice, a condition, a count
KEY_WORDS = ("next", "instead", "perpetually", "unless", "may", "each", "target", "opponent", "until",
             "this turn", "random", "double", "twice", "half")
_NUMBER = re.compile(r"[+\-−]?\d+/[+\-−]?\d+|[+\-−]?\d+")
_WORD = re.compile(r"[a-z~'/+\-−0-9{}]+")
_NO_WORDING = re.compile(r"<([A-Z]\w+)")
_SELF_PHRASE = re.compile(r"\bthis (creature|permanent|artifact|enchantment|land|spell|planeswalker|equipment|"
                          r"aura|vehicle|card|token|saga|battle|class|case|room)\b")
SIMILARITY_FLOOR = 0.5  # share of the text's words the rendering keeps, below which the card is listed


@dataclass(frozen=True)
class Mismatch:
    """Why a card's rendering doesn't match its text: ``kind`` (number, key word, no wording, few words)
    and what was lost."""

    kind: str
    detail: str


# wordings the compiler reads as another ("one of your opponents" is "an opponent", 102.3): compared as that one
_SYNONYMS = (("one of your opponents", "an opponent"),)


def _norm(text: str) -> str:
    t = text.lower().replace("’", "'").replace("\u2212", "-")
    for a, b in _SYNONYMS:
        t = t.replace(a, b)
    return _SELF_PHRASE.sub("~", t)


def _numbers(text: str) -> set[str]:
    words = [_WORD_NUM.get(w, w) for w in _WORD.findall(text) if w not in ("a", "an")]
    return {m.group(0).replace("−", "-").lstrip("+") for w in words for m in _NUMBER.finditer(w)}


def compare(oracle: str, rendered: str) -> list[Mismatch]:
    """The mismatches between a (normalised) Oracle text and the rendering of its compiled tree."""
    o, r = _norm(oracle), _norm(rendered)
    out: list[Mismatch] = []
    for name in dict.fromkeys(_NO_WORDING.findall(rendered)):
        out.append(Mismatch("no wording", name))
    lost = sorted(_numbers(o) - _numbers(r))
    if lost:
        out.append(Mismatch("number", ", ".join(lost)))
    for w in KEY_WORDS:
        pat = r"\b" + re.escape(w) + r"\b"
        if re.search(pat, o) and not re.search(pat, r):
            out.append(Mismatch("key word", w))
    ow = _WORD.findall(o)
    rw = set(_WORD.findall(r))
    if ow:
        kept = sum(1 for w in ow if w in rw) / len(ow)
        if kept < SIMILARITY_FLOOR:
            out.append(Mismatch("few words", f"{kept:.0%} of the text's words"))
    return out


def card_text_and_rendering(card: Card) -> tuple[str, str]:
    """The card's Oracle text (reminder text removed, self-references as ``~``) and its compiled
    abilities rendered back, all faces."""
    cc = compile_card(card)
    texts, rendered = [], []
    for face, cf in zip(card.faces, cc.faces):
        legendary = "Legendary" in getattr(face, "supertypes", ())
        names = face_self_names(face.name, card.name, card.layout, legendary)
        texts.append(replace_self(strip_reminder(face.text or ""), names))
        r = Renderer("~", attached="equipped" if "Equipment" in face.subtypes else "enchanted")
        rendered.extend(r.ability(ab) for ab in cf.abilities)
    return "\n".join(texts), "\n".join(rendered)


def card_mismatches(card: Card) -> list[Mismatch]:
    text, rendered = card_text_and_rendering(card)
    return compare(text, rendered)
