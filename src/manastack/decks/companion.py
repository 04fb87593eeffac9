"""Companion deck-building conditions (702.139a): "Companion — [Condition]" read as a check of a starting deck.

702.139a: before the game begins a player may reveal one card they own from outside the game with a companion
ability whose condition is fulfilled by their starting deck. 702.139b: the starting deck is the deck after
sideboard cards are set aside; in a Commander game, before the commander is (it includes the commander).

A condition is read from phrases that compose, each a predicate over the starting deck's cards:

- "Each <noun> in your starting deck <predicate>." / "No <noun> in your starting deck <predicate>."
  <noun>: "card", "<type> card", "non<type> card"; <predicate> on one card: "has mana value N or less/greater",
  "has an activated ability", "is a A, B, or C card", "has more than one of the same mana symbol in its mana
  cost"; on the group: "has a different name", "shares a card type".
- "Your starting deck contains only <kinds>." <kinds>: "cards with <quality>" or "<type> cards", joined by "and";
  <quality>: "even/odd mana values", "mana value N or greater/less".
- "Your starting deck contains at least <N> cards more than the minimum deck size."

A condition outside these phrases (an expansion symbol's colour, "nostalgic" cards) is not read:
:func:`read_condition` raises :class:`UnreadableCondition`, and the card is unsupported as a companion.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.errors import ManastackError

if TYPE_CHECKING:
    from ..cards.face import Card

COMPANION_COST = "{3}"  # 116.2g, 702.139a
_REMINDER_RE = re.compile(r"\s*\([^()]*\)")
_LINE_RE = re.compile(r"(?m)^Companion ?[—-]\s*(.+)$")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")
_BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
# keyword abilities that are activated abilities (602; the keyword's rule says "[cost]: ..." )
_ACTIVATED_KEYWORDS = frozenset({
    "Equip", "Cycling", "Level up", "Ninjutsu", "Crew", "Reconfigure", "Fortify", "Outlast", "Unearth",
    "Scavenge", "Embalm", "Eternalize", "Transmute", "Transfigure", "Bloodrush", "Encore", "Boast", "Channel",
    "Forecast", "Auto", "Saddle", "Station", "Exhaust", "Craft", "Disturb", "Typecycling", "Landcycling",
    "Basic landcycling", "Plainscycling", "Islandcycling", "Swampcycling", "Mountaincycling", "Forestcycling",
    "Wizardcycling", "Slivercycling", "Adapt", "Monstrosity", "Mutate", "Morph", "Megamorph", "Disguise",
})


class UnreadableCondition(ManastackError, ValueError):
    """A companion condition outside the phrases :mod:`manastack.decks.companion` reads."""


@dataclass(frozen=True, slots=True)
class CompanionCondition:
    """A read companion condition: ``text`` and ``problems(cards, minimum)`` -> the ways the starting deck
    (``cards``: one Card per copy) fails it, each naming a card (empty: fulfilled)."""

    text: str
    problems: Callable[[Sequence[Card], int], list[str]]


def condition_text(card: Card) -> str | None:
    """The condition of the card's companion ability (reminder text removed), or None if it has none."""
    for f in card.faces:
        m = _LINE_RE.search(f.text or "")
        if m:
            return _REMINDER_RE.sub("", m.group(1)).strip()
    return None


# ---------------------------------------------------------------- one card's qualities


def _mv(card: Card) -> float:
    return card.front.mana_value if card.layout in ("modal_dfc", "transform", "flip", "meld", "adventure") \
        else card.mana_value


def _is_type(card: Card, t: str) -> bool:
    return t.capitalize() in card.front.types


def _is_permanent(card: Card) -> bool:
    return bool(_PERMANENT_TYPES.intersection(card.front.types))


def _symbols(cost: str | None) -> list[str]:
    return re.findall(r"\{[^}]+\}", cost or "")


def _repeats_symbol(card: Card) -> bool:
    """Jegantha's "more than one of the same mana symbol in its mana cost" (each face's cost, 202.1)."""
    for f in card.faces:
        syms = _symbols(f.mana_cost)
        if len(syms) != len(set(syms)):
            return True
    return False


def _has_activated(card: Card) -> bool:
    """602.1: an activated ability is written "[Cost]: [Effect]" (a loyalty ability too, 606); some keyword
    abilities are activated abilities (equip, cycling, ...)."""
    for f in card.faces:
        text = re.sub(r'"[^"]*"', "", _REMINDER_RE.sub("", f.text or ""))
        for line in text.split("\n"):
            head = line.split(":", 1)[0] if ":" in line else None
            if head is not None and (re.search(r"\{[^}]+\}", head) or re.match(r"^\[?[+−-]?[\dX]+\]?$", head.strip())
                                     or re.match(r"^(Sacrifice|Tap|Untap|Pay|Discard|Exile|Remove|Return|Put|Reveal)\b",
                                                 head.strip())):
                return True
        if any(k in _ACTIVATED_KEYWORDS or k.endswith("cycling") for k in f.keywords):
            return True
        if _BASIC_TYPES.intersection(f.subtypes) and "Land" in f.types:
            return True  # 305.6: a basic land type gives an intrinsic "{T}: Add ..." ability
    return False


def _compare(spec: str) -> Callable[[float], bool]:
    m = re.fullmatch(r"mana value (\d+) or (less|greater|more)", spec)
    if m:
        n = int(m.group(1))
        return (lambda v: v <= n) if m.group(2) == "less" else (lambda v: v >= n)
    if spec == "even mana values":
        return lambda v: int(v) % 2 == 0
    if spec == "odd mana values":
        return lambda v: int(v) % 2 == 1
    raise UnreadableCondition(f"card quality {spec!r}")


# ---------------------------------------------------------------- nouns and predicates


def _noun(text: str) -> Callable[[Card], bool]:
    """"card", "permanent card", "creature card", "nonland card"."""
    m = re.fullmatch(r"(non)?(\w+) card|card", text)
    if not m:
        raise UnreadableCondition(f"noun {text!r}")
    if text == "card":
        return lambda c: True
    neg, word = m.group(1) is not None, m.group(2)
    if word == "permanent":
        test = _is_permanent
    elif word in _TYPES:
        test = lambda c, w=word: _is_type(c, w)  # noqa: E731
    else:
        raise UnreadableCondition(f"noun {text!r}")
    return (lambda c: not test(c)) if neg else test


def _card_predicate(text: str) -> Callable[[Card], bool] | None:
    m = re.fullmatch(r"has (mana value \d+ or (?:less|greater|more))", text)
    if m:
        cmp = _compare(m.group(1))
        return lambda c: cmp(_mv(c))
    if text == "has an activated ability":
        return _has_activated
    if text == "has more than one of the same mana symbol in its mana cost":
        return _repeats_symbol
    m = re.fullmatch(r"is an? (.+) card", text)
    if m:
        subs = [s.strip() for s in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group(1)) if s.strip()]
        if all(re.fullmatch(r"[A-Z][a-z]+", s) for s in subs):
            return lambda c: any(s in c.front.subtypes for s in subs)
    return None


def _group_problems(text: str, noun_text: str) -> Callable[[list], list[str]] | None:
    if text == "has a different name":
        def names(cards: list) -> list[str]:
            seen: set[str] = set()
            out = []
            for c in cards:
                if c.name in seen and c.name not in out:
                    out.append(c.name)
                seen.add(c.name)
            return [f"{n}: more than one copy of a {noun_text}" for n in out]
        return names
    if text == "shares a card type":
        def shared(cards: list) -> list[str]:
            if not cards:
                return []
            common = set(cards[0].front.types).intersection(*(set(c.front.types) for c in cards[1:]))
            return [] if common else [f"the {noun_text}s share no card type"]
        return shared
    return None


def _kinds(text: str) -> Callable[[Card], bool]:
    """"cards with even mana values", "cards with mana value 3 or greater and land cards"."""
    alts = []
    for part in re.split(r"\s+and\s+", text):
        m = re.fullmatch(r"cards with (.+)", part)
        if m:
            cmp = _compare(m.group(1))
            alts.append(lambda c, cmp=cmp: cmp(_mv(c)))
            continue
        m = re.fullmatch(r"(\w+) cards", part)
        if m and m.group(1) in _TYPES:
            alts.append(lambda c, w=m.group(1): _is_type(c, w))
            continue
        raise UnreadableCondition(f"cards {part!r}")
    return lambda c: any(a(c) for a in alts)


def read_condition(text: str) -> CompanionCondition:
    """702.139a: the condition as a check of a starting deck; :class:`UnreadableCondition` if not read."""
    t = text.strip().rstrip(".")
    m = re.fullmatch(r"(Each|No) (.+?) in your starting deck (.+)", t)
    if m:
        quant, noun_text, pred_text = m.groups()
        noun = _noun(noun_text)
        pred = _card_predicate(pred_text)
        if pred is not None:
            want = quant == "Each"

            def each(cards, minimum, noun=noun, pred=pred, want=want):
                return [f"{c.name} ({noun_text}) {'does not satisfy' if want else 'has'}: {pred_text}"
                        for c in dict.fromkeys(cards) if noun(c) and pred(c) != want]
            return CompanionCondition(text, each)
        group = _group_problems(pred_text, noun_text) if quant == "Each" else None
        if group is not None:
            return CompanionCondition(text, lambda cards, minimum: group([c for c in cards if noun(c)]))
        raise UnreadableCondition(f"predicate {pred_text!r}")
    m = re.fullmatch(r"Your starting deck contains only (.+)", t)
    if m:
        ok = _kinds(m.group(1))
        return CompanionCondition(text, lambda cards, minimum: [f"{c.name} is not one of: {m.group(1)}"
                                                                for c in dict.fromkeys(cards) if not ok(c)])
    m = re.fullmatch(r"Your starting deck contains at least (\w+) cards more than the minimum deck size", t)
    if m and (m.group(1) in _NUMBERS or m.group(1).isdigit()):
        extra = _NUMBERS.get(m.group(1)) or int(m.group(1))

        def size(cards, minimum):
            return [] if len(cards) >= minimum + extra else \
                [f"the starting deck has {len(cards)} cards; at least {minimum + extra} needed"]
        return CompanionCondition(text, size)
    raise UnreadableCondition(f"condition {text!r}")


def companion_condition(card: Card) -> CompanionCondition:
    """The card's companion condition, read; :class:`UnreadableCondition` if the card has none or it is not
    read."""
    text = condition_text(card)
    if text is None:
        raise UnreadableCondition(f"{card.name} has no companion ability (702.139a)")
    return read_condition(text)


def companion_problems(card: Card, starting_deck: Sequence[Card], minimum: int) -> list[str]:
    """702.139a-b: why ``starting_deck`` (one Card per copy; in Commander, including the commander) does not
    fulfil ``card``'s companion condition — each problem naming the card and the rule; empty when it does.
    ``minimum`` is the format's minimum deck size (Yorion's condition)."""
    try:
        cond = companion_condition(card)
    except UnreadableCondition as e:
        return [f"{card.name}: its companion condition can't be checked ({e}) (702.139a)"]
    return [f"{card.name}'s companion condition is not met: {p} (702.139a)"
            for p in cond.problems(list(starting_deck), minimum)]


__all__ = ["COMPANION_COST", "CompanionCondition", "UnreadableCondition", "companion_condition",
           "companion_problems", "condition_text", "read_condition"]
