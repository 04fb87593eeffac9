"""Decklists: MTG Arena export text, MTGO ``.dek`` (XML) and ``.txt``, and plain ``4 Name`` lists.

Text lists may have section headers (``Deck``/``Main``, ``Sideboard``, ``Commander``, ``Companion``,
``Attractions``; a trailing ``:``, a count ``(15)`` or a leading ``//`` are fine), Arena's
``About``/``Name`` lines, set codes and collector numbers (``4 Lightning Bolt (M11) 149``), foil
markers (``*F*``), ``4x`` counts and ``SB:`` prefixes. Without any header, cards after the first blank
line are the sideboard (MTGO's ``.txt``). An Attraction line may give its lit numbers (717.1), which
vary between printings and are not in the card data: ``1 Ferris Wheel [4 5 6]``. ``Maybeboard`` and
``Tokens`` sections are skipped.

Every name is resolved to its canonical card name. A malformed line or an unknown card raises
:class:`DecklistError` with the line number (and, for unknown cards, suggestions); nothing is half-loaded.
"""
from __future__ import annotations

import re
import xml.parsers.expat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple
from xml.sax.saxutils import quoteattr

from ..core.errors import DecklistError
from ..cards.lookup import default_database

if TYPE_CHECKING:
    from ..cards.database import CardDatabase

SECTIONS = ("main", "sideboard", "commander", "companion", "attractions")
MAX_COUNT = 10_000


class UnknownDeckCardError(DecklistError):
    """A decklist names a card the database doesn't know; ``suggestions`` holds close names."""

    def __init__(self, name: str, suggestions: list[str], *, line: int | None, source: str | None):
        self.name = name
        self.suggestions = list(suggestions)
        msg = f"unknown card {name!r}"
        if self.suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(msg, line=line, source=source)


class DeckEntry(NamedTuple):
    """``count`` copies of the card ``name`` (canonical), with an Attraction's lit numbers if given."""

    count: int
    name: str
    lights: tuple[int, ...] | None = None


@dataclass(slots=True)
class Decklist:
    """A deck: main deck, sideboard, commander(s), companion and Attraction deck (717.2)."""

    main: list[DeckEntry] = field(default_factory=list)
    sideboard: list[DeckEntry] = field(default_factory=list)
    commander: list[DeckEntry] = field(default_factory=list)
    companion: list[DeckEntry] = field(default_factory=list)
    attractions: list[DeckEntry] = field(default_factory=list)
    name: str | None = None

    def section(self, section: str) -> list[DeckEntry]:
        if section not in SECTIONS:
            raise ValueError(f"unknown deck section {section!r}; expected one of {SECTIONS}")
        return getattr(self, section)

    def entries(self) -> Iterator[tuple[str, DeckEntry]]:
        """(section, entry) for every entry, sections in :data:`SECTIONS` order."""
        for s in SECTIONS:
            for e in getattr(self, s):
                yield s, e

    def count(self, section: str = "main") -> int:
        """Number of cards in a section."""
        return sum(e.count for e in self.section(section))

    def main_names(self) -> list[str]:
        """The main deck as a flat list of card names, one per copy."""
        return [e.name for e in self.main for _ in range(e.count)]

    def names(self, section: str) -> list[str]:
        return [e.name for e in self.section(section) for _ in range(e.count)]


# --- text parsing --------------------------------------------------------------------------------------

_HEADERS = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main", "mainboard": "main",
    "library": "main", "sideboard": "sideboard", "side": "sideboard", "sb": "sideboard", "side board": "sideboard",
    "commander": "commander", "commanders": "commander", "companion": "companion", "companions": "companion",
    "attractions": "attractions", "attraction": "attractions", "attraction deck": "attractions",
    "maybeboard": "skip", "maybe": "skip", "considering": "skip", "tokens": "skip", "about": "about",
}
_HEADER_RE = re.compile(r"^(?://+|#+)?\s*([A-Za-z][A-Za-z ]*?)\s*:?\s*(?:\(\s*\d+\s*\))?\s*:?$")
_COUNT_RE = re.compile(r"^(SB:\s*)?(\d+)\s*[xX]?\s+(\S.*)$")
_MARKER_RE = re.compile(r"\s+\*[A-Za-z]+\*$")
_BRACKET_RE = re.compile(r"\s*\[([^\[\]]*)\]$")
_LIGHTS_RE = re.compile(r"^\s*\d+(?:[\s,]+\d+)*\s*$")
_SET_RE = re.compile(r"\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★†\-]+))?$")
_SET_BRACKET_RE = re.compile(r"^[A-Za-z0-9_]{2,8}(?::[A-Za-z0-9★\-]+)?$")


def _default_db() -> CardDatabase:
    return default_database()


class _Builder:
    """Collects entries per section, merging repeated (name, lights)."""

    def __init__(self) -> None:
        self.sections: dict[str, dict[tuple[str, tuple[int, ...] | None], int]] = {s: {} for s in SECTIONS}

    def add(self, section: str, name: str, count: int, lights: tuple[int, ...] | None, err) -> None:
        d = self.sections[section]
        key = (name, lights)
        d[key] = d.get(key, 0) + count
        if d[key] > MAX_COUNT:
            raise err(f"more than {MAX_COUNT} copies of {name!r}")

    def build(self, name: str | None) -> Decklist:
        deck = Decklist(name=name)
        for s, d in self.sections.items():
            getattr(deck, s).extend(DeckEntry(c, n, lights) for (n, lights), c in d.items())
        return deck


def _parse_lights(text: str, err) -> tuple[int, ...]:
    nums = [int(x) for x in re.split(r"[\s,]+", text.strip()) if x]
    if not nums:
        raise err("empty Attraction lights []")
    bad = [n for n in nums if not 1 <= n <= 6]
    if bad:
        raise err(f"Attraction lights must be numbers 1 to 6 (717.1), got {bad[0]}")
    if len(set(nums)) != len(nums):
        raise err(f"Attraction lights repeat a number: {nums}")
    return tuple(sorted(nums))


def _split_card_text(rest: str, err) -> tuple[list[str], tuple[int, ...] | None]:
    """Name candidates (most literal first) and lights from the text after the count."""
    rest = rest.strip()
    while (m := _MARKER_RE.search(rest)) is not None:
        rest = rest[: m.start()].rstrip()
    lights = None
    candidates = [rest]
    m = _BRACKET_RE.search(rest)
    if m is not None:
        inner = m.group(1)
        if _LIGHTS_RE.match(inner) or not inner.strip():
            lights = _parse_lights(inner, err)
            rest = rest[: m.start()].rstrip()
            candidates = [rest]
        elif _SET_BRACKET_RE.match(inner.strip()):
            candidates.append(rest[: m.start()].rstrip())
    m = _SET_RE.search(candidates[-1])
    if m is not None:
        candidates.append(candidates[-1][: m.start()].rstrip())
    return [c for c in candidates if c], lights


def _resolve(db: CardDatabase, candidates: list[str], line: int, source: str | None) -> str:
    for c in candidates:
        hit = db.resolve(c)
        if hit is not None:
            return hit
    name = candidates[-1] if candidates else ""
    raise UnknownDeckCardError(name, db.suggest(name), line=line, source=source)


def _is_attraction(db: CardDatabase, name: str) -> bool:
    card = db.find(name)
    return card is not None and any("Attraction" in f.subtypes for f in card.faces)


def parse_text(text: str, db: CardDatabase, source: str | None = None) -> Decklist:
    """Parse a text decklist (Arena, MTGO ``.txt`` or plain)."""
    b = _Builder()
    section = "main"
    explicit = False  # a section header was seen: blank lines no longer mean "sideboard"
    seen_card = False
    blank_after_cards = False
    deck_name: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        def err(msg: str, _l: int = lineno) -> DecklistError:
            return DecklistError(msg, line=_l, source=source)

        line = raw.strip().lstrip("\ufeff")
        if "\x00" in line:
            raise err("unexpected NUL character")
        if not line:
            if seen_card and not explicit and section == "main":
                blank_after_cards = True
            continue
        m = _COUNT_RE.match(line)
        if m is None:
            h = _HEADER_RE.match(line)
            word = " ".join(h.group(1).lower().split()) if h else None
            if word in _HEADERS:
                section = _HEADERS[word]
                if section != "about":
                    explicit = True
                continue
            if section == "about":
                if line.lower().startswith("name "):
                    deck_name = line[5:].strip() or None
                continue
            if line.startswith(("//", "#")):
                continue  # comment
            if section == "skip":
                continue
            count, rest, to_side = 1, line, False  # a bare name is one copy
        else:
            if section in ("skip", "about"):
                if section == "about":
                    raise err("card line in the About section; expected 'Name ...' or a section header")
                continue
            to_side = bool(m.group(1))
            count, rest = int(m.group(2)), m.group(3)
            if count < 1:
                raise err(f"count must be at least 1, got {count}")
            if count > MAX_COUNT:
                raise err(f"count {count} is too large")
        candidates, lights = _split_card_text(rest, err)
        if not candidates:
            raise err(f"expected 'COUNT CARD NAME', got {line!r}")
        name = _resolve(db, candidates, lineno, source)
        target = "sideboard" if to_side or (blank_after_cards and not explicit and section == "main") else section
        if lights is not None and not _is_attraction(db, name):
            raise err(f"lights given for {name!r}, which is not an Attraction (717.1)")
        b.add(target, name, count, lights, err)
        seen_card = True
    return b.build(deck_name)


# --- MTGO .dek ----------------------------------------------------------------------------------------

def parse_dek(text: str, db: CardDatabase, source: str | None = None) -> Decklist:
    """Parse an MTGO ``.dek`` XML deck (``<Deck><Cards Quantity= Name= Sideboard= .../></Deck>``)."""
    parser = xml.parsers.expat.ParserCreate()
    rows: list[tuple[dict[str, str], int]] = []
    root: list[str] = []

    def start(name: str, attrs: dict[str, str]) -> None:
        if not root:
            root.append(name)
            if name != "Deck":
                raise DecklistError(f"expected a <Deck> element, got <{name}>", line=parser.CurrentLineNumber,
                                    source=source)
        if name == "Cards":
            rows.append((attrs, parser.CurrentLineNumber))

    def no_dtd(*_a) -> None:
        raise DecklistError("DTDs and entity declarations are not allowed in a .dek file",
                            line=parser.CurrentLineNumber, source=source)

    parser.StartElementHandler = start
    parser.StartDoctypeDeclHandler = no_dtd
    parser.EntityDeclHandler = no_dtd
    try:
        parser.Parse(text.encode("utf-8", "surrogatepass"), True)
    except xml.parsers.expat.ExpatError as e:
        raise DecklistError(f"not a valid .dek file: {xml.parsers.expat.errors.messages.get(e.code, e)}",
                            line=e.lineno, source=source) from None
    except UnicodeEncodeError:
        raise DecklistError("not a valid .dek file: invalid characters", source=source) from None
    if not root:
        raise DecklistError("empty .dek file", source=source)
    b = _Builder()
    for attrs, lineno in rows:
        def err(msg: str, _l: int = lineno) -> DecklistError:
            return DecklistError(msg, line=_l, source=source)

        qty, name = attrs.get("Quantity"), attrs.get("Name")
        if not name or not name.strip():
            raise err("<Cards> without a Name")
        if qty is None or not qty.strip().isdigit() or not qty.strip().isascii():
            raise err(f"<Cards> Quantity must be a whole number, got {qty!r}")
        count = int(qty)
        if not 1 <= count <= MAX_COUNT:
            raise err(f"<Cards> Quantity must be 1 to {MAX_COUNT}, got {count}")
        side = (attrs.get("Sideboard") or "false").strip().lower()
        if side not in ("true", "false"):
            raise err(f"<Cards> Sideboard must be true or false, got {side!r}")
        canonical = _resolve(db, [name.strip()], lineno, source)
        b.add("sideboard" if side == "true" else "main", canonical, count, None, err)
    return b.build(None)


# --- entry points ----------------------------------------------------------------------------------

def parse_decklist(text: str, db: CardDatabase | None = None, *, source: str | None = None) -> Decklist:
    """Parse a decklist in any supported format (MTGO ``.dek`` XML is recognised by its ``<``)."""
    if not isinstance(text, str):
        raise DecklistError(f"expected decklist text, got {type(text).__name__}", source=source)
    db = db if db is not None else _default_db()
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return parse_dek(text, db, source)
    return parse_text(text, db, source)


def load_decklist(path: str | Path, db: CardDatabase | None = None) -> Decklist:
    """Read a decklist file (``.dek``, ``.txt`` or any text)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise DecklistError(f"cannot read decklist: {e.strerror or e}", source=str(p)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = raw.decode("cp1252")  # older Windows exports
        except UnicodeDecodeError as e:
            raise DecklistError(f"not a text file (undecodable byte at offset {e.start})", source=str(p)) from None
    return parse_decklist(text, db, source=str(p))


# --- formatting ------------------------------------------------------------------------------------

_TEXT_HEADERS = (("commander", "Commander"), ("companion", "Companion"), ("main", "Deck"),
                 ("sideboard", "Sideboard"), ("attractions", "Attractions"))


def _entry_line(e: DeckEntry) -> str:
    lights = f" [{' '.join(str(n) for n in e.lights)}]" if e.lights else ""
    return f"{e.count} {e.name}{lights}"


def format_decklist(deck: Decklist, style: str = "text") -> str:
    """The deck as text. ``style`` is ``"text"`` (Arena-style headers, Attractions with lights) or
    ``"dek"`` (MTGO XML: main deck and sideboard only; a commander or companion goes to the
    sideboard as MTGO does)."""
    if style == "dek":
        if deck.attractions:
            raise DecklistError("an MTGO .dek file cannot hold an Attraction deck")
        out = ['<?xml version="1.0" encoding="utf-8"?>',
               '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
               "  <NetDeckID>0</NetDeckID>", "  <PreconstructedDeckID>0</PreconstructedDeckID>"]
        side = list(deck.sideboard) + [e for e in deck.commander + deck.companion if e not in deck.sideboard]
        for entries, flag in ((deck.main, "false"), (side, "true")):
            for e in entries:
                out.append(f'  <Cards CatID="0" Quantity="{e.count}" Sideboard="{flag}" Name={quoteattr(e.name)} />')
        out.append("</Deck>")
        return "\n".join(out) + "\n"
    if style not in ("text", "arena"):
        raise ValueError(f"unknown decklist style {style!r}; expected 'text' or 'dek'")
    lines: list[str] = []
    if deck.name:
        lines += ["About", "Name " + " ".join(deck.name.split()), ""]
    for section, header in _TEXT_HEADERS:
        entries = getattr(deck, section)
        if entries:
            lines.append(header)
            lines.extend(_entry_line(e) for e in entries)
            lines.append("")
    return "\n".join(lines)
