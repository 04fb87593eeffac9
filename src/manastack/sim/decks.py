"""Decks for matches: a built-in deck by name, or a decklist file.

Files are read with :func:`manastack.decks.load_decklist` when that parser is present; otherwise with
a small local reader that accepts one card name per line or ``4 Card Name`` lines (``#`` and ``//``
comments, blank lines, and a ``Sideboard`` section which is ignored)."""
from __future__ import annotations

import re
from pathlib import Path

from ..core.errors import DecklistError

_COUNT = re.compile(r"^(\d+)\s*x?\s+(.+)$", re.IGNORECASE)


def parse_simple(text: str, source: str = "<text>") -> list[str]:
    """Card names from a plain decklist (``4 Name`` or ``Name`` per line)."""
    out: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].split("//", 1)[0].strip() if not raw.strip().startswith("//") else ""
        if not line:
            continue
        low = line.lower().rstrip(":")
        if low in ("sideboard", "sb"):
            break
        if low in ("deck", "main", "maindeck", "mainboard"):
            continue
        m = _COUNT.match(line)
        if m:
            n, name = int(m.group(1)), m.group(2).strip()
            if n <= 0:
                raise DecklistError(f"{source}, line {lineno}: a card count must be positive: {raw!r}")
        else:
            n, name = 1, line
        out.extend([name] * n)
    if not out:
        raise DecklistError(f"{source}: no cards in the decklist")
    return out


def load_deck(spec: str) -> tuple[str, list[str]]:
    """``(display name, card names)`` for a built-in deck name or a decklist file path."""
    from ..builtin_decks import DECKS, deck
    from .vanilla import VANILLA_DECKS, vanilla_deck

    if spec in DECKS:
        return spec, deck(spec)
    if spec in VANILLA_DECKS:
        return spec, vanilla_deck(spec)
    p = Path(spec)
    if not p.is_file():
        raise DecklistError(f"{spec!r} is neither a built-in deck ({', '.join(sorted(DECKS))}; keyword-only: "
                            f"{', '.join(sorted(VANILLA_DECKS))}) nor a file")
    try:
        from ..decks import load_decklist  # the full parser (Arena, MTGO, plain text), when present
    except ImportError:
        load_decklist = None
    if load_decklist is not None:
        return p.stem, list(load_decklist(p).main_names())
    return p.stem, parse_simple(p.read_text(encoding="utf-8"), source=str(p))
