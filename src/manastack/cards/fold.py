"""Folding text for name lookup and search: lower case, without accents (used by the card database and
by card search; kept apart so :mod:`.search` needn't import :mod:`.database`)."""
from __future__ import annotations

import unicodedata

_FOLD = str.maketrans({"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "’": "'", "‘": "'",
                       "“": '"', "”": '"', "—": "-", "–": "-", "ø": "o", "Ø": "o", "ł": "l", "đ": "d"})


def fold(s: str) -> str:
    """Lower case without accents: ``"Lim-Dûl's Vault"`` -> ``"lim-dul's vault"``."""
    if s.isascii():
        return s.lower()
    s = unicodedata.normalize("NFKD", s.translate(_FOLD))
    return "".join(ch for ch in s if not unicodedata.combining(ch)).casefold().translate(_FOLD)
