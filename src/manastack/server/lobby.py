"""The lobby: what a new game may be (mode, format, seats, decks, options), checked before the game exists.

A request names the mode (``1v1`` or ``ffa4``, a four-player free-for-all), the format (none — any
decks — or a Commander variant the engine plays, 903: ``commander``, ``brawl`` 903.12, ``commander_duel``
the 1v1 settings) and one entry per seat:
who sits there (``human`` — the creator takes the first human seat, the others are open to anyone
with the game's link — or ``computer`` with an agent spec from :mod:`manastack.agents`), and the deck:
a built-in deck's name or a pasted decklist (any format :func:`manastack.decks.parse_decklist`
reads). A pasted deck is checked card by card with the engine's own support test
(``CardDef.missing``, as ``manastack coverage`` reports it) and refused, naming each unsupported
card and what is missing, before any game starts. In a Commander variant every deck needs a Commander
section (903.3; a shipped ``decks/commander-*.txt`` deck or a pasted list) and is checked against the
format's deck rules (903.4-903.5, Brawl 903.12d) by :mod:`manastack.decks.legality` before the game
starts; ``Game.new`` then checks the commanders themselves (903.3, 903.12c, 702.124)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from ..agents import AgentSpecError, make_agent
from ..builtin_decks import DECKS, deck as builtin_deck
from ..core.errors import DecklistError, ManastackError, UnknownCardError
from ..decks import Decklist, load_decklist, parse_decklist
from ..decks.legality import legality_report
from ..sim.deckspec import shipped_commander_decks

MODES = {"1v1": 2, "ffa4": 4}
# 903: the Commander variants Game.new plays; commander_duel is the two-player settings
COMMANDER_FORMATS = ("commander", "brawl", "commander_duel")
FORMATS = (None,) + COMMANDER_FORMATS
BRAWL_DECK = 60  # 903.12d
AGENTS = ("random", "heuristic", "search")
MAX_DECKLIST = 20_000  # characters
MAX_DECK = 250
MAX_NAME = 24


class LobbyError(ManastackError):
    """A game request that can't be played; ``problems`` lists each reason with where it is."""

    def __init__(self, problems: list[str]):
        self.problems = list(problems)
        super().__init__("; ".join(self.problems))


@dataclass(slots=True)
class SeatSpec:
    kind: str  # "human" or "computer"
    agent: str | None
    name: str
    deck_name: str
    cards: list[str] | Decklist


@dataclass(slots=True)
class GameSpec:
    mode: str
    seats: list[SeatSpec]
    seed: int
    life: int | None = 20
    auto_pay: bool = True
    options: dict = field(default_factory=dict)
    mana_abilities: bool = False
    format: str | None = None  # a Commander variant (903) or None; life None: the format's (903.7, 903.12f)  # offer the people's mana abilities at priority (605.3a); each step then waits


def clean_name(raw: Any, default: str) -> str:
    """A display name: printable characters only, trimmed to ``MAX_NAME``."""
    if not isinstance(raw, str):
        return default
    s = "".join(ch for ch in unicodedata.normalize("NFC", raw) if unicodedata.category(ch)[0] not in "CZ" or ch == " ")
    s = re.sub(r"\s+", " ", s).strip()[:MAX_NAME]
    return s or default


def check_decklist(text: Any, pool, where: str = "decklist") -> tuple[Decklist, list[dict]]:
    """Parse a pasted decklist and list the cards the engine doesn't fully support:
    ``(deck, [{"name", "missing": [...]}, ...])``. Raises :class:`LobbyError` for text that isn't a
    decklist (with the parser's line number)."""
    if not isinstance(text, str) or not text.strip():
        raise LobbyError([f"{where}: paste a decklist (one card per line, '4 Card Name')"])
    if len(text) > MAX_DECKLIST:
        raise LobbyError([f"{where}: decklist of {len(text)} characters; the limit is {MAX_DECKLIST}"])
    try:
        dl = parse_decklist(text, pool.db, source=where)
    except (DecklistError, UnknownCardError) as e:
        raise LobbyError([str(e)]) from None
    n = dl.count("main")
    if not 1 <= n <= MAX_DECK:
        raise LobbyError([f"{where}: the main deck has {n} cards; a game needs 1 to {MAX_DECK}"])
    unsupported = []
    for name in dict.fromkeys(dl.names("commander") + dl.main_names() + dl.names("sideboard")):
        d = pool.get(name)
        if d.missing:
            unsupported.append({"name": d.name, "missing": list(d.missing)})
    return dl, unsupported


_SHIPPED: dict[int, tuple[Any, dict[str, Decklist]]] = {}


def commander_decks(db) -> dict[str, Decklist]:
    """The shipped Commander decks (``decks/commander-*.txt``) whose every card this card database holds,
    by file name without ``.txt`` (none on the built-in starter pool)."""
    hit = _SHIPPED.get(id(db))
    if hit is not None and hit[0] is db:
        return hit[1]
    out: dict[str, Decklist] = {}
    for path in shipped_commander_decks():
        try:
            out[path.stem] = load_decklist(path, db)
        except (DecklistError, UnknownCardError, OSError):
            continue
    _SHIPPED[id(db)] = (db, out)
    return out


def format_problems(dl: Decklist, fmt: str | None, db, where: str = "decklist") -> tuple[list[str], list[str]]:
    """``(problems, unknown)``: what makes the deck illegal in the Commander variant ``fmt`` — 903.3 a
    Commander section, 903.4-903.5 via :func:`manastack.decks.legality.legality_report`; Brawl (903.12a:
    Commander's rules with its changes) has 60 cards (903.12d) instead of 100 (903.5a), may be led by a
    planeswalker (903.12c; ``Game.new`` checks the commander) and isn't bound to Commander's card pool
    (903.12b) — and the cards whose legality the card data doesn't give. No format: nothing to check."""
    if fmt is None:
        return [], []
    if not dl.names("commander"):
        return [f"{where}: no Commander section; a {fmt} deck names its commander "
                "('Commander' then '1 Card Name', 903.3)"], []
    rep = legality_report(dl, "commander", db)
    problems, unknown = list(rep.problems), list(rep.unknown)
    if fmt == "brawl":
        problems = [p for p in problems if "(903.5a)" not in p and "(903.3)" not in p
                    and not re.search(r" in Commander( \(|$)", p)]
        unknown = []
        total = dl.count("main") + dl.count("commander")
        if total != BRAWL_DECK:
            problems.append(f"Deck has {total} cards including its commander; Brawl requires exactly "
                            f"{BRAWL_DECK} (903.12d)")
    return [f"{where}: {p}" for p in problems], [f"{where}: {u}" for u in unknown]


def parse_request(req: Any, pool, seed: int) -> GameSpec:
    """A :class:`GameSpec` from the lobby form's JSON, or :class:`LobbyError` naming every problem."""
    if not isinstance(req, dict):
        raise LobbyError(["expected a JSON object"])
    problems: list[str] = []
    mode = req.get("mode", "1v1")
    if mode not in MODES:
        raise LobbyError([f"mode must be one of {', '.join(MODES)}"])
    fmt = req.get("format") or None
    if fmt not in FORMATS:
        raise LobbyError([f"format must be one of {', '.join(COMMANDER_FORMATS)} (or none)"])
    if fmt == "commander_duel" and mode != "1v1":
        raise LobbyError(["format commander_duel is the two-player setting of Commander; choose mode 1v1"])
    shipped = commander_decks(pool.db) if fmt else {}
    seats_in = req.get("seats")
    if not isinstance(seats_in, list) or len(seats_in) != MODES[mode]:
        raise LobbyError([f"mode {mode} needs exactly {MODES[mode]} seats"])
    seats: list[SeatSpec] = []
    for i, s in enumerate(seats_in):
        where = f"seat {i + 1}"
        if not isinstance(s, dict):
            problems.append(f"{where}: expected an object")
            continue
        kind = s.get("kind", "human")
        agent = None
        if kind == "computer":
            agent = s.get("agent", "heuristic")
            if not isinstance(agent, str) or len(agent) > 80:
                problems.append(f"{where}: agent must be a spec like 'heuristic'")
                continue
            try:
                make_agent(agent)
            except AgentSpecError as e:
                problems.append(f"{where}: {e}")
                continue
        elif kind != "human":
            problems.append(f"{where}: kind must be 'human' or 'computer'")
            continue
        default = f"Computer {i + 1} ({agent.split(':')[0]})" if agent else f"Player {i + 1}"
        name = clean_name(s.get("name"), default)
        deck = s.get("deck")
        if isinstance(s.get("decklist"), str):
            try:
                dl, unsupported = check_decklist(s["decklist"], pool, where)
            except LobbyError as e:
                problems.extend(e.problems)
                continue
            for u in unsupported:
                problems.append(f"{where}: {u['name']} is not supported yet ({', '.join(u['missing'][:3])})")
            bad, _unknown = format_problems(dl, fmt, pool.db, where)
            problems.extend(bad)
            seats.append(SeatSpec(kind, agent, name, "pasted", dl))
        elif fmt is not None:
            if not shipped:
                problems.append(f"{where}: this server's card database has none of the shipped Commander decks; "
                                "paste a decklist with a Commander section")
                continue
            if deck is not None and (not isinstance(deck, str) or deck not in shipped):
                problems.append(f"{where}: deck must be one of {', '.join(shipped)} or a pasted 'decklist'")
                continue
            deck = deck or list(shipped)[i % len(shipped)]
            bad, _unknown = format_problems(shipped[deck], fmt, pool.db, where)
            problems.extend(bad)
            seats.append(SeatSpec(kind, agent, name, deck, shipped[deck]))
        elif deck is None or (isinstance(deck, str) and deck in DECKS):
            deck = deck or sorted(DECKS)[i % len(DECKS)]
            seats.append(SeatSpec(kind, agent, name, deck, builtin_deck(deck)))
        else:
            problems.append(f"{where}: deck must be one of {', '.join(sorted(DECKS))} or a pasted 'decklist'")
    life = req.get("life", None if fmt else 20)  # a Commander variant: the format's (903.7, 903.12f)
    if life is None and fmt is None:
        life = 20
    if life is not None and (not isinstance(life, int) or isinstance(life, bool) or not 1 <= life <= 999):
        problems.append("life must be a whole number from 1 to 999")
    if req.get("seed") is not None:
        s = req["seed"]
        if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < 1 << 62:
            problems.append("seed must be a non-negative integer")
        else:
            seed = s
    auto_pay = req.get("auto_pay", True)
    if not isinstance(auto_pay, bool):
        problems.append("auto_pay must be true or false")
    mana_abilities = req.get("mana_abilities", False)
    if not isinstance(mana_abilities, bool):
        problems.append("mana_abilities must be true or false")
    if problems:
        raise LobbyError(problems)
    return GameSpec(mode, seats, seed, life, auto_pay, mana_abilities=mana_abilities, format=fmt)


def commander_catalogue(db) -> list[dict]:
    """The shipped Commander decks for the lobby's menus: name, commanders, colour identity."""
    out = []
    for n, dl in commander_decks(db).items():
        colors: set[str] = set()
        for c in dl.names("commander"):
            card = db.find(c)
            if card is not None:
                colors.update(card.color_identity)
        out.append({"name": n, "cards": dl.count("main") + dl.count("commander"),
                    "commanders": dl.names("commander"), "colors": "".join(x for x in "WUBRG" if x in colors)})
    return out


def deck_catalogue(db) -> list[dict]:
    """The built-in decks for the lobby's menus, with their colours (from the card data)."""
    out = []
    for n, d in sorted(DECKS.items()):
        colors: set[str] = set()
        for card in d:
            c = db.find(card)
            if c is not None and c.faces:
                colors.update(c.faces[0].colors)
        out.append({"name": n, "cards": sum(d.values()), "colors": "".join(x for x in "WUBRG" if x in colors)})
    return out


def agent_catalogue() -> list[dict]:
    return [{"spec": "random", "label": "Random (weakest)"}, {"spec": "heuristic", "label": "Heuristic"},
            {"spec": "search", "label": "Search (strongest, slower)"}]
