"""The lobby: what a new game may be (mode, seats, decks, options), checked before the game exists.

A request names the mode (``1v1`` or ``ffa4``, a four-player free-for-all) and one entry per seat:
who sits there (``human`` — the creator takes the first human seat, the others are open to anyone
with the game's link — or ``computer`` with an agent spec from :mod:`manastack.agents`), and the deck:
a built-in deck's name or a pasted decklist (any format :func:`manastack.decks.parse_decklist`
reads). A pasted deck is checked card by card with the engine's own support test
(``CardDef.missing``, as ``manastack coverage`` reports it) and refused, naming each unsupported
card and what is missing, before any game starts."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from ..agents import AgentSpecError, make_agent
from ..builtin_decks import DECKS, deck as builtin_deck
from ..core.errors import DecklistError, ManastackError, UnknownCardError
from ..decks import Decklist, parse_decklist

MODES = {"1v1": 2, "ffa4": 4}
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
    life: int = 20
    auto_pay: bool = True
    options: dict = field(default_factory=dict)
    mana_abilities: bool = False  # offer the people's mana abilities at priority (605.3a); each step then waits


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
    for name in dict.fromkeys(dl.main_names() + dl.names("sideboard")):
        d = pool.get(name)
        if d.missing:
            unsupported.append({"name": d.name, "missing": list(d.missing)})
    return dl, unsupported


def parse_request(req: Any, pool, seed: int) -> GameSpec:
    """A :class:`GameSpec` from the lobby form's JSON, or :class:`LobbyError` naming every problem."""
    if not isinstance(req, dict):
        raise LobbyError(["expected a JSON object"])
    problems: list[str] = []
    mode = req.get("mode", "1v1")
    if mode not in MODES:
        raise LobbyError([f"mode must be one of {', '.join(MODES)}"])
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
            seats.append(SeatSpec(kind, agent, name, "pasted", dl))
        elif deck is None or (isinstance(deck, str) and deck in DECKS):
            deck = deck or sorted(DECKS)[i % len(DECKS)]
            seats.append(SeatSpec(kind, agent, name, deck, builtin_deck(deck)))
        else:
            problems.append(f"{where}: deck must be one of {', '.join(sorted(DECKS))} or a pasted 'decklist'")
    life = req.get("life", 20)
    if not isinstance(life, int) or isinstance(life, bool) or not 1 <= life <= 999:
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
    return GameSpec(mode, seats, seed, life, auto_pay, mana_abilities=mana_abilities)


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
