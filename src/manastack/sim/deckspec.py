"""Decks for games and matches: a built-in deck by name, or a decklist file read by the one decklist
parser (:func:`manastack.decks.load_decklist`: Arena, MTGO ``.txt``/``.dek``, plain lists); and the
support report that says which of a deck's cards the engine can't play yet, and why."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..builtin_decks import DECKS, deck
from ..cards.database import CardDatabase
from ..core.errors import DecklistError
from ..decks import Decklist, load_decklist
from ..engine import support as engine_support
from ..engine.carddef import CardPool
from ..oracle.explain import explain_card
from .vanilla import VANILLA_DECKS, vanilla_deck


@dataclass(frozen=True, slots=True)
class NamedDeck:
    """A deck ready for a game: display name, main deck and sideboard (card names, one per copy)."""

    name: str
    main: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    decklist: Decklist | None = None
    builtin: bool = False

    def all_names(self) -> list[str]:
        """Every distinct card of the deck (all sections), in deck order."""
        out = dict.fromkeys(self.main)
        out.update(dict.fromkeys(self.sideboard))
        if self.decklist is not None:
            for _, e in self.decklist.entries():
                out.setdefault(e.name, None)
        return list(out)


def builtin_names() -> list[str]:
    return sorted(DECKS) + sorted(VANILLA_DECKS)


def load_deck(spec: str, db: CardDatabase) -> NamedDeck:
    """A built-in deck name (``gruul-stompy``) or a decklist file, its names resolved in ``db``."""
    if spec in DECKS:
        return NamedDeck(spec, tuple(deck(spec)), builtin=True)
    if spec in VANILLA_DECKS:
        return NamedDeck(spec, tuple(vanilla_deck(spec)), builtin=True)
    p = Path(spec)
    if not p.is_file():
        raise DecklistError(f"{spec!r} is neither a decklist file nor a built-in deck "
                            f"({', '.join(builtin_names())})")
    d = load_decklist(p, db)
    if not d.main:
        raise DecklistError("the decklist has no main deck", source=str(p))
    return NamedDeck(d.name or p.stem, tuple(d.main_names()), tuple(d.names("sideboard")), d)


@dataclass(frozen=True, slots=True)
class UnsupportedCard:
    """A card the engine can't fully play: ``reasons`` are the parts ``manastack cards explain`` marks."""

    name: str
    copies: int
    reasons: tuple[str, ...]


@dataclass(slots=True)
class SupportReport:
    """Which cards of a deck the engine plays fully (every part compiled and implemented)."""

    deck: str
    distinct: int
    unsupported: list[UnsupportedCard] = field(default_factory=list)

    @property
    def supported(self) -> bool:
        return not self.unsupported

    def lines(self) -> list[str]:
        if self.supported:
            return [f"{self.deck}: all {self.distinct} distinct cards are supported by the engine"]
        out = [f"{self.deck}: {len(self.unsupported)} of {self.distinct} distinct cards are not supported by "
               "the engine yet:"]
        for u in self.unsupported:
            out.append(f"  {u.copies} {u.name}")
            out.extend(f"      {r}" for r in u.reasons)
        return out

    def text(self) -> str:
        return "\n".join(self.lines())


def unsupported_reasons(card, missing: tuple[str, ...]) -> tuple[str, ...]:
    """The abilities ``cards explain`` marks ``!!`` (the ability as read, and what the engine lacks)."""
    out: list[str] = []
    try:
        text = explain_card(card, engine_support)
    except Exception as e:  # noqa: BLE001 - the report must not fail on a card the compiler trips on
        return (f"the Oracle compiler failed on it ({type(e).__name__}: {e})",)
    for ln in text.splitlines():
        s = ln.strip()
        if ln.startswith("  !! ") and not ln.startswith("   "):
            out.append(s[3:])
        elif s.startswith("!! engine:"):
            out.append("  " + s[3:])
    if not out:
        out = [m for m in missing]
    return tuple(out)


def support_report(deck: NamedDeck, pool: CardPool) -> SupportReport:
    """The support report of ``deck`` against the cards of ``pool``."""
    counts: dict[str, int] = {}
    for n in deck.main + deck.sideboard:
        counts[n] = counts.get(n, 0) + 1
    names = deck.all_names()
    rep = SupportReport(deck.name, len(names))
    for name in names:
        d = pool.get(name)
        if d.missing:
            card = d.card if d.card is not None else pool.db.get(name)
            reasons = unsupported_reasons(card, d.missing)
            rep.unsupported.append(UnsupportedCard(d.name, counts.get(name, 1), reasons))
    return rep


# ---------------------------------------------------------------- Commander (903)

# the decklists shipped in the repository's decks/ folder (a source checkout)
SHIPPED = Path(__file__).resolve().parents[3] / "decks"


def shipped_commander_decks() -> list[Path]:
    """The Commander decklists shipped in ``decks/`` (``commander-*.txt``), in name order."""
    if not SHIPPED.is_dir():
        return []
    return sorted(SHIPPED.glob("commander-*.txt"))


def commander_names(deck: NamedDeck) -> list[str]:
    """A deck's commanders: its decklist's Commander section (903.3); a :class:`DecklistError` without one."""
    names = list(deck.decklist.names("commander")) if deck.decklist is not None else []
    if not names:
        raise DecklistError(f"{deck.name} has no Commander section: a Commander game needs each deck's commander "
                            "('Commander' then '1 Card Name' in the decklist, 903.3)")
    return names


def commander_table(decks: list[NamedDeck], fmt: str) -> tuple[list[list[str]], dict]:
    """The decks (each with its commanders, which Game.new takes out into the command zone, 903.6) and the
    Game.new options of a Commander-variant game ``fmt`` ("commander", "brawl", "commander_duel")."""
    cmds = [commander_names(d) for d in decks]
    return [list(d.main) + c for d, c in zip(decks, cmds)], {"format": fmt, "commanders": cmds,
                                                             **companion_options(decks)}


def companion_options(decks: list[NamedDeck]) -> dict:
    """702.139a: ``{"companions": [name or None per deck]}`` from the decklists' Companion sections (empty when
    no deck has one); Game.new checks each condition against its starting deck."""
    comps = [(list(d.decklist.names("companion")) or [None])[0] if d.decklist is not None else None for d in decks]
    return {"companions": comps} if any(comps) else {}
