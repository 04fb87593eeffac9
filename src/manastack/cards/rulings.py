"""A card's official rulings: those the card data carries (MTGJSON ``rulings``) and, when the card data
file has a ``rulings.json.gz`` beside it (``{"Card Name": [{"date", "text"}, ...]}``), those too — the
same ruling twice (same date, same words) shown once, oldest first."""
from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

from ..core.errors import CardDataError
from .face import Card, Ruling

RULINGS_FILENAME = "rulings.json.gz"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("’", "'").replace("“", '"').replace("”", '"')).strip()


def load_rulings_file(path: Path) -> dict[str, tuple[Ruling, ...]]:
    """Card name -> its rulings, from a rulings file (gzip or plain JSON); CardDataError naming the file
    when it can't be read."""
    try:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as f:
            raw = json.load(f)
        return {name: tuple(Ruling(str(r["date"]), str(r["text"])) for r in rs) for name, rs in raw.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError) as e:
        raise CardDataError(f"{path}: not a rulings file ({e})") from e


def rulings_beside(database: Path | None) -> dict[str, tuple[Ruling, ...]]:
    """The rulings file next to a card data file, or {} when there is none."""
    if database is None:
        return {}
    p = (database if database.is_dir() else database.parent) / RULINGS_FILENAME
    return load_rulings_file(p) if p.is_file() else {}


def card_rulings(card: Card, extra: dict[str, tuple[Ruling, ...]] | None = None) -> list[Ruling]:
    """The card's rulings plus those ``extra`` has for its name, each once, by date."""
    seen: set[tuple[str, str]] = set()
    out: list[Ruling] = []
    for r in list(card.rulings) + list((extra or {}).get(card.name, ())):
        k = (r.date, _norm(r.text))
        if k not in seen:
            seen.add(k)
            out.append(r)
    return sorted(out, key=lambda r: r.date)
