"""Deck legality for constructed formats, from the card data's ``legalities``.

Checks deck size (100.2a; Commander 903.5a), sideboard size (100.4a), the four-copy rule (100.2a) and
its exceptions (basic lands; "A deck can have any number of / up to seven / up to nine cards named
..."), banned and restricted cards (Vintage's restricted list allows one copy), and for Commander:
singleton (903.5b), commander eligibility (903.3, 903.3a), partner pairs (702.124), color identity
(903.4, 903.5c), no sideboard (903.5e). An Attraction deck must have at least ten Attractions with
different names (717.2a).

Cards are identified by English name (201.3b: interchangeable names are not modelled).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards.face import can_be_commander
from ..core.colors import COLOR_LETTERS
from ..core.errors import ManastackError
from .decklist import Decklist
from ..cards.lookup import default_database
from .companion import companion_problems

if TYPE_CHECKING:
    from ..cards.database import CardDatabase
    from ..cards.face import Card

FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "brawl", "duel")
# the Commander variant's deck rules (903.5) apply to these; Brawl changes them (903.12c-e); "duel" is the
# 1v1 Commander card pool (the card data's "duel" legality) with Commander's deck rules
COMMANDER_FORMATS = frozenset({"commander", "brawl", "duel"})
BRAWL_DECK = 60  # 903.12d
MIN_DECK = 60  # 100.2a
MAX_SIDEBOARD = 15  # 100.4a
MAX_COPIES = 4  # 100.2a
COMMANDER_DECK = 100  # 903.5a
MIN_ATTRACTIONS = 10  # 717.2a

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15}
_ANY_NUMBER_RE = re.compile(r"\bA deck can have any number of cards named ")
_UP_TO_RE = re.compile(r"\bA deck can have up to (\w+) cards named ")
_ONLY_ONE_RE = re.compile(r"\bA deck can have only one card named ")
_REMINDER_RE = re.compile(r"\s*\([^()]*\)")


class UnknownFormatError(ManastackError, ValueError):
    """Legality was asked for a format this module doesn't know."""


def copy_limit(card: Card) -> int | None:
    """How many copies a deck may hold by the card's own text or type, or None for "any number";
    4 by default (100.2a). Basic lands are unlimited."""
    if "Basic" in card.front.supertypes:
        return None
    for f in card.faces:
        t = f.text
        if "A deck can have" not in t:
            continue
        if _ANY_NUMBER_RE.search(t):
            return None
        m = _UP_TO_RE.search(t)
        if m:
            w = m.group(1).lower()
            n = _NUMBER_WORDS.get(w) or (int(w) if w.isdigit() else None)
            if n:
                return n
        if _ONLY_ONE_RE.search(t):
            return 1
    return MAX_COPIES


def _partner_abilities(card: Card) -> set[str]:
    """Partner-family abilities on the card's front face (702.124a), as tags."""
    out: set[str] = set()
    for line in card.front.text.split("\n"):
        line = _REMINDER_RE.sub("", line).strip()
        for item in (x.strip() for x in line.split(",")):
            low = item.lower().replace(" — ", "—").replace(" - ", "—")
            if low == "partner":
                out.add("partner")
            elif low.startswith("partner—"):
                out.add("partner—" + low[len("partner—"):].strip())
            elif low == "friends forever":  # older wording of partner—Friends forever
                out.add("partner—friends forever")
            elif low.startswith("partner with "):
                out.add("with:" + item[len("partner with "):].strip())
            elif low == "choose a background":
                out.add("background")
            elif low == "doctor's companion":
                out.add("doctor")
    return out


def _is_background(card: Card) -> bool:
    f = card.front
    return f.is_legendary and "Enchantment" in f.types and "Background" in f.subtypes


def _is_lone_doctor(card: Card) -> bool:
    """702.124m: a legendary Time Lord Doctor creature card with no other creature types."""
    f = card.front
    # MTGJSON lists the two-word type "Time Lord" as one subtype; a split type line gives two words.
    return (f.is_legendary and "Creature" in f.types
            and set(f.subtypes) in ({"Time Lord", "Doctor"}, {"Time", "Lord", "Doctor"}))


def partners_ok(a: Card, b: Card) -> bool:
    """702.124: may ``a`` and ``b`` be designated together as commanders?"""
    pa, pb = _partner_abilities(a), _partner_abilities(b)
    if "partner" in pa and "partner" in pb:  # 702.124h
        return True
    if {t for t in pa if t.startswith("partner—")} & {t for t in pb if t.startswith("partner—")}:  # 702.124i
        return True
    if f"with:{b.front.name}" in pa and f"with:{a.front.name}" in pb:  # 702.124j
        return True
    if ("background" in pa and _is_background(b)) or ("background" in pb and _is_background(a)):  # 702.124k
        return True
    return ("doctor" in pa and _is_lone_doctor(b)) or ("doctor" in pb and _is_lone_doctor(a))  # 702.124m


def _letters(identity: set[str]) -> str:
    return "".join(c for c in COLOR_LETTERS if c in identity) or "colorless"


@dataclass(slots=True)
class LegalityReport:
    """Legality of a deck in one format: ``problems`` make it illegal; ``unknown`` lists cards whose
    legality in the format the card data doesn't give (no entry for the format: missing data is not
    presented as "not legal"); ``data_date`` is the date of the legality data, when known."""

    format: str
    problems: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    data_date: str | None = None

    @property
    def legal(self) -> bool | None:
        """True when legal, False when not, None when legal as far as the data goes but some card's
        legality is unknown."""
        if self.problems:
            return False
        return None if self.unknown else True

    def summary(self) -> str:
        title = self.format.capitalize()
        age = f" (legality data of {self.data_date})" if self.data_date else " (legality data of unknown date)"
        if self.problems:
            return f"not legal in {title}: {len(self.problems)} problem(s){age}"
        if self.unknown:
            return f"legal in {title} as far as the data goes; {len(self.unknown)} card(s) of unknown legality{age}"
        return f"legal in {title}{age}"


def legality_report(deck: Decklist, fmt: str, db: CardDatabase | None = None,
                    data_date: str | None = None) -> LegalityReport:
    """The deck's legality in ``fmt`` (one of :data:`FORMATS`), separating real problems from cards
    whose legality the data doesn't give."""
    fmt = fmt.lower()
    if fmt not in FORMATS:
        raise UnknownFormatError(f"unknown format {fmt!r}; known formats: {', '.join(FORMATS)}")
    if db is None:
        db = default_database()
    if data_date is None:
        data_date = getattr(db, "data_date", None)
    title = fmt.capitalize()
    rep = LegalityReport(fmt, data_date=data_date)
    problems = rep.problems
    cards: dict[str, Card] = {}
    for _, e in deck.entries():
        if e.name not in cards:
            card = db.find(e.name)
            if card is None:
                problems.append(f"{e.name} is not in the card database")
                continue
            cards[e.name] = card

    # Banned / restricted / not legal (the format's card pool).
    checked: set[str] = set()
    restricted: set[str] = set()
    for _, e in deck.entries():
        card = cards.get(e.name)
        if card is None or e.name in checked:
            continue
        checked.add(e.name)
        status = card.legality(fmt)
        if status is None:
            if not card.legalities:
                rep.unknown.append(f"{e.name}: legality in {title} is unknown (the card data has no legalities for it)")
            else:
                rep.unknown.append(f"{e.name}: legality in {title} is unknown (the card data has no {title} entry "
                                   "for it)")
        elif status == "Banned":
            problems.append(f"{e.name} is banned in {title}")
        elif status == "Restricted":
            restricted.add(e.name)
        elif status != "Legal":
            problems.append(f"{e.name} is not legal in {title} ({status})")

    if fmt in COMMANDER_FORMATS:
        problems += _commander_problems(deck, cards, brawl=fmt == "brawl")
    else:
        problems += _constructed_problems(deck, cards, title, restricted)
    problems += _attraction_problems(deck, cards)
    return rep


def check_deck(deck: Decklist, fmt: str, db: CardDatabase | None = None, *,
               allow_unknown_legality: bool = False) -> list[str]:
    """Problems that make ``deck`` illegal in ``fmt`` (one of :data:`FORMATS`), each naming the card or
    the rule; empty when the deck is legal.

    A card the data gives no legality for in ``fmt`` (no entry for the format, or no legalities at all)
    is reported as unknown unless ``allow_unknown_legality`` — never as "not legal".
    """
    rep = legality_report(deck, fmt, db)
    problems = list(rep.problems)
    if not allow_unknown_legality:
        problems[:0] = rep.unknown
    return problems


def _constructed_problems(deck: Decklist, cards: dict, title: str, restricted: set[str]) -> list[str]:
    out: list[str] = []
    main = deck.count("main")
    if main < MIN_DECK:
        out.append(f"Main deck has {main} cards; {title} requires at least {MIN_DECK} (100.2a)")
    side_names = {e.name for e in deck.sideboard}
    extra_companions = [e for e in deck.companion if e.name not in side_names]
    side = deck.count("sideboard") + sum(e.count for e in extra_companions)
    if side > MAX_SIDEBOARD:
        out.append(f"Sideboard has {side} cards{' (counting the companion)' if extra_companions else ''}; "
                   f"at most {MAX_SIDEBOARD} allowed (100.4a)")
    if deck.commander:
        out.append(f"{title} decks have no commander; "
                   + ", ".join(e.name for e in deck.commander) + " is listed as one")
    out += _companion_problems(deck, cards, deck.main, MIN_DECK)
    counts: Counter[str] = Counter()
    for e in deck.main + deck.sideboard + extra_companions:
        counts[e.name] += e.count
    for name, n in counts.items():
        card = cards.get(name)
        if card is None:
            continue
        if name in restricted:
            if n > 1:
                out.append(f"{name} is restricted in {title}: {n} copies; at most 1 allowed")
            continue
        limit = copy_limit(card)
        if limit is not None and n > limit:
            out.append(f"{name}: {n} copies; at most {limit} allowed (100.2a)")
    return out


def _has_companion(card: Card) -> bool:
    return any(re.search(r"(?m)^Companion ?[—-]", f.text) for f in card.faces)


def _companion_problems(deck: Decklist, cards: dict, starting: list, minimum: int) -> list[str]:
    """702.139a: at most one companion, a card with a companion ability whose condition the starting deck
    (702.139b: in Commander, with the commander) fulfils."""

    out: list[str] = []
    if deck.count("companion") > 1:
        out.append(f"{deck.count('companion')} companions listed; a player reveals at most one (702.139a)")
    start = [cards[e.name] for e in starting if e.name in cards for _ in range(e.count)]
    for e in deck.companion:
        card = cards.get(e.name)
        if card is None:
            continue
        if not _has_companion(card):
            out.append(f"{e.name} has no companion ability (702.139a)")
        else:
            out += companion_problems(card, start, minimum)
    return out


def _commander_problems(deck: Decklist, cards: dict, brawl: bool = False) -> list[str]:
    """903.5 (and for Brawl, 903.12c-e)."""
    out: list[str] = []
    commanders = [cards[e.name] for e in deck.commander if e.name in cards]
    n_cmd = deck.count("commander")
    total = deck.count("main") + n_cmd
    size, rule, title = (BRAWL_DECK, "903.12d", "Brawl") if brawl else (COMMANDER_DECK, "903.5a", "Commander")
    if total != size:
        out.append(f"Deck has {total} cards including its commander; {title} requires exactly {size} ({rule})")
    if deck.sideboard:
        out.append(f"Commander decks do not use a sideboard; {deck.count('sideboard')} sideboard cards listed (903.5e)")
    if n_cmd == 0:
        out.append("No commander: a Commander deck has a legendary creature as its commander (903.3)"
                   if not brawl else "No commander: a Brawl deck has a legendary creature or planeswalker as its "
                   "commander (903.12c)")
    elif n_cmd > 2:
        out.append(f"{n_cmd} commanders listed; at most two, with partner abilities (702.124g)")
    elif n_cmd == 2 and len(commanders) == 2:
        a, b = commanders
        if a.name == b.name:
            out.append(f"{a.name} is listed twice as commander (903.5b)")
        elif not partners_ok(a, b):
            out.append(f"{a.name} and {b.name} cannot be commanders together: they share no partner ability (702.124)")
    backgrounds_allowed = any("background" in _partner_abilities(c) for c in commanders)
    for c in commanders:
        walker = brawl and c.front.is_legendary and "Planeswalker" in c.front.types
        if not can_be_commander(c) and not walker and not (backgrounds_allowed and _is_background(c)):
            out.append(f"{c.name} cannot be your commander: it is not a legendary creature, "
                       + ("planeswalker, " if brawl else "") + "Vehicle or Spacecraft and doesn't say it can be "
                       "your commander (" + ("903.12c" if brawl else "903.3") + ")")
    identity: set[str] = set()
    for c in commanders:
        identity |= set(c.color_identity)
    # 903.12e: a Brawl deck whose commander has no colors in its identity may hold any number of basic lands
    # of one basic land type (the type the most basics have is taken as the player's choice)
    free_basic: str | None = None
    if brawl and commanders and not identity:
        kinds = Counter(t for e in deck.main if e.name in cards and "Basic" in cards[e.name].front.supertypes
                        for t in cards[e.name].front.subtypes for _ in range(e.count))
        free_basic = kinds.most_common(1)[0][0] if kinds else None

    def exempt(card: Card) -> bool:
        return free_basic is not None and "Basic" in card.front.supertypes and free_basic in card.front.subtypes

    counts: Counter[str] = Counter()
    for e in deck.main + deck.commander:
        counts[e.name] += e.count
    for name, n in counts.items():
        card = cards.get(name)
        if card is None or n <= 1 or exempt(card):
            continue
        limit = copy_limit(card)
        allowed = 1 if limit == MAX_COPIES else limit
        if allowed is not None and n > allowed:
            out.append(f"{name}: {n} copies; a {title} deck allows "
                       f"{'only one' if allowed == 1 else f'at most {allowed}'} (903.5b)")
    if commanders:
        for e in deck.main + deck.companion:
            card = cards.get(e.name)
            if card is None or exempt(card):
                continue
            outside = set(card.color_identity) - identity
            if outside:
                out.append(f"{e.name} ({_letters(set(card.color_identity))}) is outside the commander's color "
                           f"identity ({_letters(identity)}) (903.5c)")
    out += _companion_problems(deck, cards, deck.main + deck.commander, size)
    return out


def _attraction_problems(deck: Decklist, cards: dict) -> list[str]:
    if not deck.attractions:
        return []
    out: list[str] = []
    n = deck.count("attractions")
    if n < MIN_ATTRACTIONS:
        out.append(f"Attraction deck has {n} cards; at least {MIN_ATTRACTIONS} required (717.2a)")
    counts: Counter[str] = Counter()
    for e in deck.attractions:
        counts[e.name] += e.count
        card = cards.get(e.name)
        if card is not None and not any("Attraction" in f.subtypes for f in card.faces):
            out.append(f"{e.name} is not an Attraction but is in the Attraction deck (717.2)")
    for name, c in counts.items():
        if c > 1:
            out.append(f"{name}: {c} copies in the Attraction deck; each Attraction must have a different name (717.2a)")
    return out
