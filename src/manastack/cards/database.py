"""The card database: every :class:`Card` by name, with forgiving lookup and suggestions.

Lookup tries, in order: the exact card name, an exact face name ("Fire", "Delver of Secrets"), then
the name ignoring case and accents ("lim-dûl's vault"), then also ignoring punctuation ("Fire/Ice",
"Lim Dul's Vault"), then also ignoring spaces. When two cards share a key at one level, the card
whose own name matches wins over one where it is a face name, a front face over a back face, and a
card with fewer faces over one with more (so "Gisela, the Broken Blade" finds the two-faced meld card,
not the legacy three-name record).
"""
from __future__ import annotations

import difflib
import os
import re
import threading
from collections.abc import Iterable, Iterator, Sequence
from importlib import resources
from pathlib import Path

from ..core.errors import UnknownCardError
from .face import Card, CardFace
from .fold import fold
from .mtgjson import cards_from_atomic
from .search import search as search_cards
from .build import complete_meld_cards
from .paths import cache_dir as default_cache_dir, installed_database_path
from .cache import read_cache, write_cache
from .loader import load_cards
from ._json import data_error, parse_json_bytes

_WORD_RE = re.compile(r"[^\W_]+")


def key_text(s: str) -> str:
    """Case-, accent- and spacing-insensitive key (punctuation kept)."""
    return " ".join(fold(s).split())


def key_words(s: str) -> str:
    """Case-, accent- and punctuation-insensitive key: ``"Fire // Ice"`` -> ``"fire ice"``."""
    return " ".join(_WORD_RE.findall(fold(s)))


def normalize_name(name: str) -> str:
    """Case-, accent-, punctuation- and space-insensitive key for a card name."""
    return "".join(_WORD_RE.findall(fold(name)))


_KEYS = (key_text, key_words, normalize_name)


class CardDatabase:
    """Cards by name. Lookup is exact first, then by face name, then ever more forgiving keys."""

    #: ``YYYY-MM-DD`` of the card data (MTGJSON ``meta.date`` or the file's mtime), when known; set by
    #: :mod:`manastack.cards.lookup`.
    data_date: str | None = None

    def __init__(self, cards: Iterable[Card] = (), name: str = "cards"):
        self.name = name
        self._cards: dict[str, Card] = {}
        self._alias: dict[str, str] = {}  # exact face name -> card name
        self._keys: tuple[dict[str, str], ...] = tuple({} for _ in _KEYS)
        self._suggest_index: list[str] | None = None
        self._search_rows: list | None = None  # built by manastack.cards.search on first use
        cards = list(cards)
        for c in cards:
            self._cards[c.name] = c
        self._index(cards)

    # --- building -------------------------------------------------------------------------------

    def _index(self, cards: Sequence[Card]) -> None:
        """Index names in priority order: card names, then front faces, then other faces (fewer faces first)."""
        keys = self._keys
        for c in cards:
            for k, d in zip(_KEYS, keys):
                d.setdefault(k(c.name), c.name)
        multi = sorted((c for c in cards if len(c.faces) > 1 or c.faces[0].name != c.name),
                       key=lambda c: len(c.faces))
        for pos in (0, 1):
            for c in multi:
                for f in (c.faces[:1] if pos == 0 else c.faces[1:]):
                    if f.name in self._cards and f.name != c.name:
                        continue  # a card of that name exists; its own name wins
                    self._alias.setdefault(f.name, c.name)
                    for k, d in zip(_KEYS, keys):
                        d.setdefault(k(f.name), c.name)
        self._suggest_index = None
        self._search_rows = None

    def _export_index(self) -> tuple[dict[str, str], ...]:
        """The name index as plain dicts (stored in the compiled cache)."""
        return (self._alias, *self._keys)

    @classmethod
    def _from_index(cls, cards: Iterable[Card], index: object, name: str) -> CardDatabase:
        """A database from cards and a previously exported index (which must match the cards)."""
        db = cls((), name=name)
        db._cards = {c.name: c for c in cards}
        if (isinstance(index, tuple) and len(index) == 1 + len(_KEYS)
                and all(isinstance(d, dict) for d in index)):
            db._alias, *keys = index
            db._keys = tuple(keys)
        else:
            db._index(list(db._cards.values()))
        return db

    def copy(self, name: str | None = None) -> "CardDatabase":
        """A separate database with the same cards (the cards themselves are immutable and shared), so
        cards added to the copy don't appear in this one."""
        db = CardDatabase.__new__(CardDatabase)
        db.name = name or self.name
        db._cards = dict(self._cards)
        db._alias = dict(self._alias)
        db._keys = tuple(dict(d) for d in self._keys)
        db._suggest_index = None
        db._search_rows = None
        return db

    def add(self, card: Card) -> None:
        """Add (or replace) a card."""
        self._cards[card.name] = card
        self._index([card])

    # --- lookup ---------------------------------------------------------------------------------

    def resolve(self, name: str) -> str | None:
        """The canonical card name for ``name``, or None."""
        if not isinstance(name, str):
            return None
        if name in self._cards:
            return name
        hit = self._alias.get(name)
        if hit is not None:
            return hit
        for k, d in zip(_KEYS, self._keys):
            hit = d.get(k(name))
            if hit is not None:
                return hit
        return None

    def get(self, name: str, where: str = "") -> Card:
        """The card called ``name`` (see :meth:`resolve`); :class:`UnknownCardError` with suggestions
        otherwise. ``where`` says where the name came from, for the message."""
        key = self.resolve(name) if isinstance(name, str) else None
        if key is None:
            raise UnknownCardError(str(name), self.suggest(str(name)), where)
        return self._cards[key]

    def find(self, name: str) -> Card | None:
        key = self.resolve(name)
        return None if key is None else self._cards[key]

    def face(self, name: str) -> CardFace:
        """The face called ``name`` (a card's only face, or one face of a multi-face card)."""
        card = self.get(name)
        k = key_words(name)
        for f in card.faces:
            if f.name == name or key_words(f.name) == k:
                return f
        return card.front

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` card names close to ``name``: names it begins, near spellings, names containing it."""
        q = normalize_name(name) if isinstance(name, str) else ""
        if not q:
            return []
        index = self._suggest_keys()
        k3 = self._keys[2]
        out: list[str] = []

        def push(key: str) -> None:
            card = k3[key]
            if card not in out:
                out.append(card)

        if len(q) >= 4:
            for key in sorted((key for key in index if key.startswith(q)), key=len)[:n]:
                push(key)
        lo, hi = len(q) * 0.6, len(q) * 1.5 + 2
        pool = [key for key in index if lo <= len(key) <= hi]
        for key in difflib.get_close_matches(q, pool, n=n, cutoff=0.72):
            push(key)
        if len(out) < n and len(q) >= 4:
            for key in sorted((key for key in index if q in key), key=len):
                push(key)
                if len(out) >= n:
                    break
        return out[:n]

    def _suggest_keys(self) -> list[str]:
        if self._suggest_index is None:
            self._suggest_index = list(self._keys[2])
        return self._suggest_index

    # --- collection -----------------------------------------------------------------------------

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def names(self) -> list[str]:
        return list(self._cards)

    def faces(self) -> Iterator[tuple[Card, CardFace]]:
        """Every face of every card, with its card."""
        for c in self._cards.values():
            for f in c.faces:
                yield c, f

    def search(self, query: str, limit: int | None = None) -> list[Card]:
        """Cards matching a Scryfall-like query (see :mod:`manastack.cards.search`), sorted by name."""
        return search_cards(self, query, limit=limit)

    def __repr__(self) -> str:
        return f"<CardDatabase {self.name!r}: {len(self)} cards>"


# --- loading ------------------------------------------------------------------------------------------

def load_database(path: str | Path | Sequence[str | Path], *, cache: bool = True, cache_dir: str | Path | None = None,
                  name: str | None = None) -> CardDatabase:
    """A :class:`CardDatabase` from one or more card data files (any format :mod:`.loader` reads).

    With ``cache`` (the default), each file's compiled form is kept in ``cache_dir`` (default
    :func:`manastack.cards.paths.cache_dir`) and reused while the file is unchanged.
    """
    paths = [Path(path)] if isinstance(path, (str, os.PathLike)) else [Path(p) for p in path]
    cdir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    if len(paths) == 1:
        return _load_single(paths[0], cache=cache, cache_dir=cdir, name=name or paths[0].name)
    merged: dict[str, Card] = {}
    for p in paths:
        for card in load_file(p, cache=cache, cache_dir=cdir):
            merged.setdefault(card.name, card)
    if len(paths) > 1:
        complete_meld_cards(merged)
    return CardDatabase(merged.values(), name=name or ", ".join(p.name for p in paths))


def _load_single(path: Path, *, cache: bool, cache_dir: Path, name: str) -> CardDatabase:
    """One file as a database; the compiled cache also keeps the name index."""
    st = _stat(path)
    if cache:
        hit = read_cache(path, cache_dir)
        if hit is not None:
            return CardDatabase._from_index(hit[0], hit[1], name)
    cards = load_cards(path)
    db = CardDatabase(cards, name=name)
    if cache:
        write_cache(path, cards, cache_dir, st, index=db._export_index())
    return db


def _stat(path: Path) -> os.stat_result:
    try:
        st = path.stat()
    except OSError as e:
        raise data_error(path, "", f"cannot read card data file: {e.strerror or e}") from None
    if not path.is_file():
        raise data_error(path, "", "not a file")
    return st


def load_file(path: Path, *, cache: bool = True, cache_dir: Path | None = None) -> list[Card]:
    """Cards of one file, through the compiled cache when enabled."""
    st = _stat(path)
    cdir = cache_dir or default_cache_dir()
    if cache:
        hit = read_cache(path, cdir)
        if hit is not None:
            return hit[0]
    cards = load_cards(path)
    if cache:
        write_cache(path, cards, cdir, st)
    return cards


_STARTER: CardDatabase | None = None
_DEFAULT: dict[tuple[str, int, int], CardDatabase] = {}
_LOCK = threading.Lock()


def starter_database() -> CardDatabase:
    """The built-in starter pool, loaded through the same AtomicCards reader as the full database."""
    global _STARTER
    if _STARTER is None:
        raw = resources.files("manastack.cards").joinpath("data/starter.json").read_bytes()
        data = parse_json_bytes(raw, "starter pool (manastack/cards/data/starter.json)")
        _STARTER = CardDatabase(cards_from_atomic(data, path="starter pool (manastack/cards/data/starter.json)"),
                                name="starter")
    return _STARTER


def default_database(*, refresh: bool = False) -> CardDatabase:
    """The card database installed in the user's data directory (``manastack cards download`` or
    ``import``), else the built-in starter pool. Loaded once per process while the file is unchanged.

    This is one step of the full lookup; commands use :func:`manastack.cards.lookup.card_database`
    (``--db``, then ``$MANASTACK_DATA``, then this)."""
    path = installed_database_path()
    if path is None:
        return starter_database()
    st = path.stat()
    key = (str(path.resolve()), st.st_size, st.st_mtime_ns)
    with _LOCK:
        if refresh or key not in _DEFAULT:
            _DEFAULT.clear()
            _DEFAULT[key] = load_database(path, name=path.name)
        return _DEFAULT[key]
