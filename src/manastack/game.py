"""The public facade: ``Game.new``, ``game.decision``, ``legal_actions``, ``apply``, ``shortcut`` (732.2),
``fork``, ``save``/``load``, ``digest``, ``view``, ``result``, ``log``."""
from __future__ import annotations

import atexit
import json
import os
from pathlib import Path
from typing import Any, Iterable, Sequence

from .cards.database import CardDatabase, starter_database
from .cards.paths import cache_dir
from .cards.treecache import TreeStore, compiler_sources, read_starter_trees, source_version
from .core.errors import (GameOptionError, GameOverError, IllegalActionError, SaveFormatError, UnknownCardError,
                          UnsupportedCardError, UnsupportedEffectError)
from .core.types import Zone
from .engine import GameState
from .engine.carddef import COMPILER, CardPool
from .engine.chars import chars, name_of
from .engine.decision import Decision
from .engine.limits import DEFAULTS as LIMITS, LOAD_DEFAULTS
from .engine.limits import checked_limits
from .engine.loop import push, run
from .engine.loops import note_answer, note_return
from .engine.rng import seed_state
from .engine.state import GameObject, LogEvent, PlayerState, Result, is_player, pid_of
from .cards.face import can_be_commander
from .decks.legality import partners_ok
from .engine.combat import assignment_legal, canonical_assignment
from .engine.mechanics.attractions import add_attraction_deck
from .engine.mechanics.commander import put_commanders
from .engine.mechanics.restart import previous_results
from .engine.mechanics_hooks import on_players_lost
from .engine.sba import check_game_over, end_game_draw
from .engine.validate import bound_problems, check_state, decision_problems, origin_problems, text_depth
from .engine.view import describe_option, view
from .decks.companion import companion_problems, condition_text
from .engine.mechanics.companion import set_companion

_TREES: list[TreeStore] = []


def tree_store() -> TreeStore:
    """This process's store of compiled trees (cards/treecache.py), for the current compiler version: a hash
    of the compiler's sources (``treecache.compiler_sources``)."""
    if not _TREES:
        off = os.environ.get("MANASTACK_TREE_CACHE", "1") == "0"
        _TREES.append(TreeStore(source_version(compiler_sources(Path(__file__).resolve().parent)),
                                None if off else cache_dir(), None if off else read_starter_trees()))
        atexit.register(flush_trees)
    return _TREES[0]


def flush_trees() -> None:
    """Write the trees compiled in this process to the user's cache (Game.new and exit do it)."""
    if _TREES:
        _TREES[0].flush()


def compile_faces(card) -> tuple[tuple, ...]:
    """The Oracle compiler as the engine's card pools use it: abilities per face. Trees compiled before (by
    this compiler version, for this text) come from the tree store without loading the compiler or its
    grammar; that is why the compiler is imported here and only on a miss."""
    store = tree_store()
    hit = store.get(card)
    if hit is not None:
        return hit
    from .oracle import compile_card  # noqa: PLC0415 - a downward import, deferred for start-up time

    cc = compile_card(card)
    out = tuple(tuple(f.abilities) for f in cc.faces)
    store.put(card, out)
    return out


if not COMPILER:
    COMPILER.append(compile_faces)  # engine/carddef.py: the engine never imports the compiler itself

DEFAULT_OPTIONS = {
    "auto_forced": True,  # answer decisions that have exactly one option
    "auto_pay": False,  # pay mana costs with the solver without asking
    "offer_mana_abilities": False,  # list mana abilities as priority actions
    "mulligans": True,
    "hand_size": 7,
}


# Every option Game.new accepts besides its named arguments (anything else is a GameOptionError).
GAME_OPTIONS = frozenset(DEFAULT_OPTIONS) | frozenset(LIMITS) | {
    "first_player",  # 103.1: skip the choice of who plays first
    "range_of_influence",  # 801: limited range of influence (engine/multiplayer.py)
    "skip_first_draw_multiplayer",  # 103.8: (multiplayer) the starting player skips the first draw
    "attraction_lights",  # 717: default lights of Attractions without printed ones
    "skip_unsupported",  # an effect the engine can't carry out is logged and skipped (--allow-unsupported)
    "format",  # None (the ordinary game, 100.1) or a variant of FORMATS: "commander", "brawl", "commander_duel"
    "commander_damage",  # 704.6c: combat damage from one commander that makes a player lose (None: not used)
    "free_mulligan",  # 103.5c: the first mulligan is free (always in multiplayer; in Brawl, 903.12g)
}
# The Commander variant (903) and its options: starting life (two-player, multiplayer), whether the first
# mulligan is free in a two-player game, commander damage (704.6c), and whether a planeswalker may lead.
FORMATS = {
    "commander": {"life": (40, 40), "free_mulligan": False, "commander_damage": 21, "planeswalker": False},  # 903.7
    "brawl": {"life": (25, 30), "free_mulligan": True, "commander_damage": None, "planeswalker": True},  # 903.12
    # the 1v1 "duel" settings (a two-player Commander game as duel events play it): 20 life, a free first mulligan
    "commander_duel": {"life": (20, 20), "free_mulligan": True, "commander_damage": 21, "planeswalker": False},
}
_BOOL_OPTIONS = ("auto_forced", "auto_pay", "mulligans", "skip_first_draw_multiplayer", "skip_unsupported",
                 "free_mulligan")
MAX_PLAYERS = 64
MAX_LIFE = 10**9  # a starting life total (103.4)
MAX_HAND = 1000  # a starting hand size (103.5)
MAX_DECK = 10_000  # cards in one deck


MAX_SHORTCUT_STEPS = 1_000_000  # choices one shortcut may replay (732.2)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _names_of(v: Any, what: str) -> list:
    """A list of card names (or decklist entries) from ``v``: a list or tuple, never a bare string."""
    if isinstance(v, (str, bytes)) or not isinstance(v, (list, tuple)):
        if hasattr(v, "main_names"):
            return v
        raise GameOptionError(f"Game.new: {what} must be a list of card names, got {type(v).__name__}",
                              option=what.split(" ")[0])
    if len(v) > MAX_DECK:
        raise GameOptionError(f"Game.new: {what} has {len(v)} cards (at most {MAX_DECK})", option=what.split(" ")[0])
    return list(v)


def _checked_new_args(decks: Any, seed: Any, names: Any, cards: Any, life: Any, sideboards: Any, attractions: Any,
                      start: Any, allow_unsupported: Any, options: dict) -> tuple[list, dict]:
    """Every argument of :meth:`Game.new` checked before any state is built: a :class:`GameOptionError`
    naming the argument otherwise. Returns the decks as lists and the options."""
    if not isinstance(decks, (list, tuple)):
        raise GameOptionError(f"Game.new: decks must be a list of decklists, one per player, got {type(decks).__name__}",
                              option="decks")
    if len(decks) < 2:
        raise GameOptionError(f"Game.new: a game needs at least two players, got {len(decks)} deck(s)", option="decks")
    if len(decks) > MAX_PLAYERS:
        raise GameOptionError(f"Game.new: at most {MAX_PLAYERS} players, got {len(decks)} decks", option="decks")
    decks = [_names_of(d, f"decks[{i}]") for i, d in enumerate(decks)]
    n = len(decks)
    if not _is_int(seed):
        raise GameOptionError(f"Game.new: seed must be an integer, got {seed!r}", option="seed")
    if life is not None and (not _is_int(life) or not (1 <= life <= MAX_LIFE)):
        raise GameOptionError(f"Game.new: life must be an integer from 1 to {MAX_LIFE}, got {life!r}", option="life")
    if names is not None:
        if isinstance(names, str) or not isinstance(names, (list, tuple)):
            raise GameOptionError(f"Game.new: names must be a list of strings, got {names!r}", option="names")
        if len(names) != n or not all(isinstance(x, str) and x.strip() and len(x) <= 200 for x in names):
            raise GameOptionError(f"Game.new: names must be {n} non-empty strings (one per deck), got {names!r}",
                                  option="names")
    if cards is not None and not isinstance(cards, (CardDatabase, CardPool)):
        raise GameOptionError(f"Game.new: cards must be a CardDatabase or CardPool, got {type(cards).__name__}",
                              option="cards")
    for what, v in (("sideboards", sideboards), ("attractions", attractions)):
        if v is None:
            continue
        if isinstance(v, str) or not isinstance(v, (list, tuple)) or len(v) > n:
            raise GameOptionError(f"Game.new: {what} must be a list of at most {n} lists, one per player",
                                  option=what)
        for i, x in enumerate(v):
            if x is not None:
                _names_of(x, f"{what}[{i}]")
    for what, v in (("start", start), ("allow_unsupported", allow_unsupported)):
        if not isinstance(v, bool):
            raise GameOptionError(f"Game.new: {what} must be True or False, got {v!r}", option=what)
    opts = dict(options)
    raise_limits = opts.pop("raise_limits", False)
    if not isinstance(raise_limits, bool):
        raise GameOptionError(f"Game.new: raise_limits must be True or False, got {raise_limits!r}",
                              option="raise_limits")
    unknown = sorted(k for k in opts if k not in GAME_OPTIONS)
    if unknown:
        raise GameOptionError(f"Game.new: unknown option(s) {', '.join(map(repr, unknown))}; known: "
                              f"{', '.join(sorted(GAME_OPTIONS))}", option=unknown[0])
    check_options(opts, n, raise_limits, "Game.new")
    return decks, opts


def check_options(opts: dict, n: int, raise_limits: bool = False, where: str = "Game.new",
                  error: type = GameOptionError) -> None:
    """The game options in ``opts`` checked for a game of ``n`` players (type and range of each); limits
    no higher than their defaults unless ``raise_limits``. Raises ``error`` naming the option."""
    def bad(k: str, msg: str):
        if error is GameOptionError:
            return GameOptionError(f"{where}: option {k!r} {msg}", option=k)
        return error(f"{where}: option {k!r} {msg}", field=f"options.{k}")

    for k in _BOOL_OPTIONS:
        if k in opts and not isinstance(opts[k], bool):
            raise bad(k, f"must be True or False, got {opts[k]!r}")
    if "offer_mana_abilities" in opts:  # 605.3a: True (everyone), False, or the players to offer them to
        om = opts["offer_mana_abilities"]
        if not isinstance(om, bool) and not (isinstance(om, (list, tuple)) and all(
                _is_int(x) and 0 <= x < n for x in om)):
            raise bad("offer_mana_abilities", f"must be True, False or a list of player numbers 0 to {n - 1}, "
                                              f"got {om!r}")
    if "first_player" in opts and opts["first_player"] is not None:
        fp = opts["first_player"]
        if not _is_int(fp) or not (0 <= fp < n):
            raise bad("first_player", f"must be a player number from 0 to {n - 1}, got {fp!r}")
    if "hand_size" in opts:
        h = opts["hand_size"]
        if not _is_int(h) or not (0 <= h <= MAX_HAND):
            raise bad("hand_size", f"must be an integer from 0 to {MAX_HAND}, got {h!r}")
    if opts.get("range_of_influence") is not None:
        r = opts["range_of_influence"]
        ok = (_is_int(r) and 1 <= r <= MAX_PLAYERS) or (isinstance(r, dict) and all(
            (_is_int(p) or (isinstance(p, str) and p.isdigit())) and _is_int(v) and 1 <= v <= MAX_PLAYERS
            for p, v in r.items()))
        if not ok:
            raise bad("range_of_influence", f"must be a number of seats (1 to {MAX_PLAYERS}) or "
                                            f"{{player: seats}}, got {r!r}")
    if opts.get("format") is not None and (not isinstance(opts["format"], str) or opts["format"] not in FORMATS):
        raise bad("format", f"must be None (the ordinary game) or one of {', '.join(sorted(FORMATS))}, "
                            f"got {opts['format']!r}")
    if opts.get("commander_damage") is not None:
        cd = opts["commander_damage"]
        if not _is_int(cd) or not (1 <= cd <= MAX_LIFE):
            raise bad("commander_damage", f"must be None or an integer from 1 to {MAX_LIFE} (704.6c), got {cd!r}")
    if "attraction_lights" in opts:
        lt = opts["attraction_lights"]
        if not isinstance(lt, (list, tuple)) or not lt or not all(_is_int(x) and 1 <= x <= 6 for x in lt):
            raise bad("attraction_lights", f"must be a list of numbers 1 to 6 (717.1), got {lt!r}")
    try:
        checked_limits(opts, raise_limits, where)
    except GameOptionError as e:
        if error is GameOptionError:
            raise
        raise error(str(e), field=f"options.{e.option}") from None


def _caller_limits(limits: Any, raise_limits: bool) -> dict[str, int]:
    """The limits a caller of :meth:`Game.load` holds a save to: the defaults, lowered (or, with
    ``raise_limits``, raised) by ``limits``."""
    if not isinstance(raise_limits, bool):
        raise GameOptionError(f"Game.load: raise_limits must be True or False, got {raise_limits!r}",
                              option="raise_limits")
    out = dict(LIMITS)
    out.update(LOAD_DEFAULTS)
    if limits is not None:
        if not isinstance(limits, dict):
            raise GameOptionError("Game.load: limits must be a dict of limit names to integers", option="limits")
        unknown = sorted(k for k in limits if k not in out)
        if unknown:
            raise GameOptionError(f"Game.load: unknown limit(s) {', '.join(map(repr, unknown))}", option=unknown[0])
        out.update(checked_limits(limits, raise_limits, "Game.load", out))
    return out


def _check_saved_options(st: GameState, caller: dict[str, int], raise_limits: bool) -> None:
    """A save's options: only known ones, each of the right type and range, no limit above the caller's
    (a save missing one gets the caller's when that is lower than the default)."""
    opts = st.options
    unknown = sorted(str(k) for k in opts if k not in GAME_OPTIONS and k not in ("seed", "life"))
    if unknown:
        raise SaveFormatError(f"saved game has unknown option(s) {', '.join(map(repr, unknown))}",
                              field=f"options.{unknown[0]}")
    for k in ("seed", "life"):
        if k in opts and not _is_int(opts[k]):
            raise SaveFormatError(f"saved option {k!r} must be an integer, got {opts[k]!r}", field=f"options.{k}")
    check_options(opts, len(st.players), True, "saved game", SaveFormatError)
    for k, v in opts.items():
        if k in caller and v > caller[k]:
            raise SaveFormatError(f"saved option {k!r}={v} is above the loader's limit {caller[k]}",
                                  field=f"options.{k}")
    lower = {k: v for k, v in caller.items() if k in LIMITS and k not in opts and v < LIMITS[k]}
    if lower:
        st.options = {**opts, **lower}


# ---------------------------------------------------------------- the Commander variant (903)


def starting_life(fmt: str | None, n: int) -> int:
    """103.4 / 903.7 / 903.12f: the starting life total of a game of ``n`` players in format ``fmt``."""
    if fmt in FORMATS:
        two, multi = FORMATS[fmt]["life"]
        return multi if n > 2 else two
    return 20


def commander_setup(decks: Any, commanders: Any, options: dict, sideboards: Any) -> tuple:
    """The format and commanders of a Commander game (903) before the other arguments are checked: the
    format's options (free mulligan, commander damage) unless given; commanders taken from the decklists'
    Commander sections when not given. Decklist objects become lists of names (903.5e: no sideboards)."""
    fmt = options.setdefault("format", "commander")
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise GameOptionError(f"Game.new: option 'format' must be None (the ordinary game) or one of "
                              f"{', '.join(sorted(FORMATS))}, got {fmt!r}", option="format")
    for k in ("free_mulligan", "commander_damage"):
        options.setdefault(k, FORMATS[fmt][k])
    if not isinstance(decks, (list, tuple)):
        return decks, commanders, options, sideboards
    if commanders is None:
        commanders = []
        for i, d in enumerate(decks):
            sec = list(d.names("commander")) if hasattr(d, "names") else []
            if not sec:
                raise GameOptionError(f"Game.new: deck {i + 1} has no commander: pass commanders=[[name], ...] "
                                      f"or a decklist with a Commander section (903.3)", option="commanders")
            commanders.append(sec)
        decks = [list(d.main_names()) + list(d.names("commander")) for d in decks]
    else:
        decks = [list(d.main_names()) + list(d.names("commander")) if hasattr(d, "main_names") else d
                 for d in decks]
    return decks, commanders, options, None


def split_commanders(decks: list[list[str]], commanders: Any, pool: CardPool, fmt: str | None) -> tuple:
    """903.3, 903.6, 702.124: each player's commanders, checked — one list of one or two card names per
    deck (a bare name is one commander), each a card of that deck that can be a commander (a legendary
    creature, Vehicle or Spacecraft, or a card that says so; a planeswalker too in Brawl, 903.12c), two only
    when partners — and taken out of the deck. Returns (decks without them, canonical commander names)."""
    n = len(decks)
    if isinstance(commanders, (str, bytes)) or not isinstance(commanders, (list, tuple)) or len(commanders) != n:
        raise GameOptionError(f"Game.new: commanders must be a list of {n} entries (one per deck), each a list of "
                              f"one or two card names, got {commanders!r}", option="commanders")
    walkers = bool(FORMATS.get(fmt or "commander", {}).get("planeswalker"))
    out_decks, out_cmds = [], []
    for i, (deck, cs) in enumerate(zip(decks, commanders)):
        cs = [cs] if isinstance(cs, str) else cs
        if not isinstance(cs, (list, tuple)) or not (1 <= len(cs) <= 2) or not all(isinstance(c, str) for c in cs):
            raise GameOptionError(f"Game.new: commanders[{i}] must be one or two card names (903.3, 702.124), "
                                  f"got {cs!r}", option="commanders")
        deck = list(deck)
        canon_deck = [pool.canonical(x, where=f"deck {i + 1}, card {k + 1}") if isinstance(x, str) else x
                      for k, x in enumerate(deck)]
        names = []
        for c in cs:
            name = pool.canonical(c, where=f"commanders[{i}]")
            card = pool.db.get(name)
            f = card.front
            if not (can_be_commander(card) or (walkers and f.is_legendary and "Planeswalker" in f.types)):
                raise GameOptionError(f"Game.new: {name} (commanders[{i}]) can't be a commander: it isn't a "
                                      f"legendary creature, Vehicle or Spacecraft"
                                      + (" or planeswalker" if walkers else "")
                                      + " and doesn't say it can be your commander (903.3)", option="commanders")
            if name not in canon_deck:
                raise GameOptionError(f"Game.new: {name} (commanders[{i}]) is not in deck {i + 1}: a commander is "
                                      f"one of its deck's cards (903.5a, 903.6)", option="commanders")
            k = canon_deck.index(name)
            del canon_deck[k], deck[k]
            names.append(name)
        if len(names) == 2:
            a, b = (pool.db.get(x) for x in names)
            if names[0] == names[1] or not partners_ok(a, b):
                raise GameOptionError(f"Game.new: {names[0]} and {names[1]} (commanders[{i}]) can't both be "
                                      f"commanders: they share no partner ability (702.124)", option="commanders")
        out_decks.append(deck)
        out_cmds.append(names)
    return out_decks, out_cmds


def companions_from(decks: Any, companions: Any) -> Any:
    """702.139a: the companion of each deck — ``companions`` if given, else each ``Decklist``'s Companion
    section (None where a deck has none; None overall when no deck has one)."""
    if companions is not None or not isinstance(decks, (list, tuple)):
        return companions
    found = [(list(d.names("companion")) or [None])[0] if hasattr(d, "names") else None for d in decks]
    return found if any(found) else None


def check_companions(companions: Any, decks: list[list[str]], commanders: Any, pool: CardPool,
                     fmt: str | None) -> list[str | None]:
    """702.139a-b, 903.11a: each player's companion (one card name or None per deck), checked: a card with a
    companion ability whose condition their starting deck (with the commander, 702.139b) fulfils, and in a
    Commander game within the commander's color identity. Returns the canonical names."""

    n = len(decks)
    if isinstance(companions, (str, bytes)) or not isinstance(companions, (list, tuple)) or len(companions) != n:
        raise GameOptionError(f"Game.new: companions must be a list of {n} entries (one per deck), each a card "
                              f"name or None, got {companions!r}", option="companions")
    out: list[str | None] = []
    for i, c in enumerate(companions):
        if c is None:
            out.append(None)
            continue
        if not isinstance(c, str):
            raise GameOptionError(f"Game.new: companions[{i}] must be a card name or None, got {c!r}",
                                  option="companions")
        name = pool.canonical(c, where=f"companions[{i}]")
        card = pool.db.get(name)
        if condition_text(card) is None:
            raise GameOptionError(f"Game.new: {name} (companions[{i}]) has no companion ability (702.139a)",
                                  option="companions")
        starting = [pool.db.get(pool.canonical(x)) for x in list(decks[i]) + list((commanders or [[]] * n)[i])]
        minimum = 60 if fmt in (None, "brawl") else 100
        problems = companion_problems(card, starting, minimum)
        if commanders is not None:
            ident = {ch for cm in commanders[i] for ch in pool.db.get(cm).color_identity}
            if not set(card.color_identity) <= ident:
                problems.append(f"{name} is outside the commander's color identity (903.11a)")
        if problems:
            raise GameOptionError(f"Game.new: companions[{i}]: " + "; ".join(problems), option="companions")
        out.append(name)
    return out


def _norm(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_norm(x) for x in v)
    if isinstance(v, tuple):
        return tuple(_norm(x) for x in v)
    return v


class Game:
    """A game of Magic. Every choice is a :class:`Decision`; ``apply`` answers it."""

    def __init__(self, state: GameState, guarded: bool = False):
        self.state = state
        # A game loaded from text runs each apply on a copy first: if the save held an inconsistent
        # continuation, the failure is reported as SaveFormatError and the game is left untouched.
        self.guarded = guarded

    # ------------------------------------------------------------ creation

    @classmethod
    def new(cls, decks: Sequence[Iterable[str]], seed: int = 0, *, names: Sequence[str] | None = None,
            cards: CardDatabase | CardPool | None = None, life: int | None = None,
            sideboards: Sequence[Iterable[str]] | None = None, attractions: Sequence[Iterable[Any]] | None = None,
            start: bool = True, allow_unsupported: bool = False, format: str | None = None,
            commanders: Sequence[Any] | None = None, companions: Sequence[str | None] | None = None,
            **options: Any) -> "Game":
        """A new game. ``decks`` is a list of decklists — lists of card names or ``manastack.decks.Decklist``
        objects (their sideboards go outside the game, 400.11) — one per player (2+ players).
        ``cards`` is the card database (default: the built-in starter pool). Options: ``first_player``
        (skip the choice of who plays first), ``mulligans``, ``hand_size``, ``auto_forced``,
        ``auto_pay``, ``offer_mana_abilities``. ``attractions``: an Attraction deck per player (717.2) —
        names, ``(name, lights)`` pairs or decklist entries (``Ferris Wheel [4 5 6]``).

        Cards the engine doesn't fully support (``CardDef.missing``; see ``manastack coverage``) are refused
        with :class:`UnsupportedCardError` naming each and where it is. ``allow_unsupported=True`` plays
        them anyway: the parts the engine can't do don't happen, and reaching an instruction it can't
        carry out raises :class:`UnsupportedEffectError` with the game left as it was before that choice
        (such a game runs each ``apply`` on a copy first).

        ``format="commander"`` (903; also ``"brawl"``, 903.12, and ``"commander_duel"``, the 1v1 settings):
        ``commanders`` names each player's commander(s) — one list of one or two names per deck, each a card
        of that deck (taken out of it into the command zone, 903.6) — or, for a ``Decklist``, its Commander
        section is used. ``life`` defaults to the format's (40 in Commander, 903.7).

        ``companions`` (702.139): a card name or None per deck — the card with a companion ability the player
        reveals from outside the game, its condition checked against the starting deck; by default each
        ``Decklist``'s Companion section. Once per game its owner may pay {3} to put it into their hand
        (the special action ``("companion", id)``, 116.2g)."""
        companions = companions_from(decks, companions)
        if format is not None:
            options["format"] = format
        if options.get("format") is not None or commanders is not None:
            decks, commanders, options, sideboards = commander_setup(decks, commanders, options, sideboards)
        if life is None:
            life = starting_life(options.get("format"), len(decks) if isinstance(decks, (list, tuple)) else 2)
        decks, options = _checked_new_args(decks, seed, names, cards, life, sideboards, attractions, start,
                                           allow_unsupported, options)
        pool = cards if isinstance(cards, CardPool) else CardPool(cards if cards is not None else starter_database())
        if any(hasattr(d, "main_names") for d in decks):  # Decklist objects (manastack.decks)
            sbs = [list(d.names("sideboard")) if hasattr(d, "names") else [] for d in decks]
            if sideboards is None and any(sbs):
                sideboards = sbs
            decks = [d.main_names() if hasattr(d, "main_names") else list(d) for d in decks]
        decks = [list(d) for d in decks]
        if commanders is not None:
            decks, commanders = split_commanders(decks, commanders, pool, options.get("format"))
        if companions is not None:
            companions = check_companions(companions, decks, commanders, pool, options.get("format"))
        canon: list[list[str]] = []
        for pi, d in enumerate(decks):
            row = []
            for ci, name in enumerate(d):
                if not isinstance(name, str):
                    raise UnknownCardError(repr(name), (), f"deck {pi + 1}, card {ci + 1}")
                row.append(pool.canonical(name, where=f"deck {pi + 1}, card {ci + 1}"))
            canon.append(row)
        opts = dict(DEFAULT_OPTIONS)
        opts.update(options)
        opts["seed"] = seed
        opts["life"] = life
        state = GameState(pool, opts)
        state.rng = seed_state(seed)
        n = len(decks)
        names = list(names) if names else [f"Player {i + 1}" for i in range(n)]
        for i in range(n):
            p = PlayerState(i, names[i], life)
            p.deck = tuple(canon[i])
            state.players.append(p)
            state.library.append([])
            state.hand.append([])
            state.graveyard.append([])
            state.outside.append([])
        unsupported: list[tuple[str, str, tuple]] = []
        for i, deck in enumerate(canon):
            for ci, name in enumerate(deck):
                d = pool.get(name)  # compile now: errors surface before the game starts
                if d.missing:
                    unsupported.append((f"deck {i + 1}, card {ci + 1}", name, d.missing))
        sideboards = [[pool.canonical(n, where=f"sideboard {i + 1}") for n in sb] for i, sb in enumerate(sideboards or ())]
        for i, sb in enumerate(sideboards):
            for ci, name in enumerate(sb):
                d = pool.get(name)
                if d.missing:
                    unsupported.append((f"sideboard {i + 1}, card {ci + 1}", d.name, d.missing))
        for i, cs in enumerate(commanders or ()):
            for name in cs:
                d = pool.get(name)
                if d.missing:
                    unsupported.append((f"commander of deck {i + 1}", d.name, d.missing))
        for i, name in enumerate(companions or ()):
            if name is not None and (i >= len(sideboards) or name not in sideboards[i]) and pool.get(name).missing:
                unsupported.append((f"companion of deck {i + 1}", name, pool.get(name).missing))
        if _TREES and _TREES[0].pending:
            flush_trees()
        if unsupported and not allow_unsupported:
            raise UnsupportedCardError(unsupported)
        for i, deck in enumerate(canon):
            for name in deck:
                o = GameObject(state.new_id(), state.next_uid, name, i, Zone.LIBRARY)
                state.next_uid += 1
                o.sick = False
                state.add_object(o)
                state.library[i].append(o.id)
        if commanders is not None:  # 903.6: the commanders start in the command zone
            for i, names_i in enumerate(commanders):
                ids = []
                for name in names_i:
                    o = GameObject(state.new_id(), state.next_uid, name, i, Zone.COMMAND)
                    state.next_uid += 1
                    o.sick = False
                    state.add_object(o)
                    ids.append(o.id)
                put_commanders(state, i, ids)
        for i, sb in enumerate(sideboards):
            for name in sb:
                o = GameObject(state.new_id(), state.next_uid, name, i, Zone.OUTSIDE)
                state.next_uid += 1
                state.add_object(o)
                state.outside[i].append(o.id)
        for i, name in enumerate(companions or ()):
            if name is None:
                continue
            if name in sideboards[i] if i < len(sideboards) else False:
                return_id = next(x for x in state.outside[i] if state.objects[x].card == name)
            else:  # 702.139a: a card from outside the game (also in Commander, 702.139d)
                o = GameObject(state.new_id(), state.next_uid, name, i, Zone.OUTSIDE)
                state.next_uid += 1
                state.add_object(o)
                state.outside[i].append(o.id)
                return_id = o.id

            set_companion(state, i, return_id)
        if attractions:
            for i, entries in enumerate(attractions):
                if entries:
                    add_attraction_deck(state, i, entries)
        for i, p in enumerate(state.players):  # what a loaded game's cards are checked against
            p.brought = tuple(state.objects[o].card for o in state.outside[i]) + tuple(
                state.objects[o].card for o in state.command if state.objects[o].owner == i)
        state.turn_order = list(range(n))
        g = cls(state, guarded=bool(unsupported))
        if start:
            push(state, "start_game")
            run(state)
        return g

    # ------------------------------------------------------------ state

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def result(self) -> Result | None:
        return self.state.result

    @property
    def restarts(self) -> list[Result]:
        """Results of the games this game restarted (727.1; oldest first)."""
        return previous_results(self.state)

    @property
    def log(self) -> list[LogEvent]:
        return self.state.events()

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def active_player(self) -> int:
        return self.state.active

    @property
    def step(self) -> str:
        return self.state.step

    def legal_actions(self) -> list:
        """Every legal choice for the pending decision (empty when the game is over)."""
        d = self.state.decision
        if d is None or d.options is None:
            return [] if d is None else []
        return list(d.options)

    # ------------------------------------------------------------ acting

    def apply(self, choice: Any) -> "Game":
        """Answer the pending decision, then run to the next one. An illegal choice raises
        :class:`IllegalActionError` and leaves the game untouched."""
        st = self.state
        d = st.decision
        if d is None:
            if st.result is not None:
                raise GameOverError("the game is over", choice=choice)
            raise IllegalActionError("no decision is pending", choice=choice)
        opts = d.options
        # the usual case: one of the offered options, as offered (already normal and legal)
        if not (opts is not None and type(choice) is tuple and choice and choice in opts and choice[0] != "declare"):
            choice = _norm(choice)
            if isinstance(choice, tuple) and choice and choice[0] == "declare" and d.kind in ("attackers", "blockers"):
                self._apply_declaration(choice)
                _bound(self.state)
                return self
            if opts is not None:
                if choice not in opts and d.kind == "damage_assignment":
                    choice = canonical_assignment(opts, choice) or choice  # same division, other order
                if choice not in opts:
                    raise IllegalActionError(self._why_illegal(d, choice), decision_kind=d.kind, choice=choice)
            else:
                self._validate_open(d, choice)
        if self.guarded:
            try:
                trial = st.fork()
                note_answer(trial, d, choice)  # (732.3: a loop's answers)
                trial.decision = None
                trial.agenda.append(d.resume + (choice,))
                run(trial)
            except UnsupportedEffectError:
                raise  # a game allowed unsupported cards reached one's unreadable part: the game untouched
            except Exception as e:  # noqa: BLE001 - reported as bad input, the game untouched
                raise SaveFormatError(f"the loaded game is inconsistent: answering {d.kind} with {choice!r} "
                                      f"failed ({type(e).__name__}: {e})") from None
            self.state = trial
            _bound(trial, _may_return(d, choice))
            return self
        note_answer(st, d, choice)  # (732.3: a loop's answers)
        st.decision = None
        st.agenda.append(d.resume + (choice,))
        run(st)
        _bound(st, _may_return(d, choice))
        return self

    def shortcut(self, choices: Sequence[Any], times: int = 1, stop: tuple[int, int] | None = None) -> "Game":
        """732.2: take a shortcut. The player with priority proposes a sequence of game choices for all
        players — ``choices``, the answers to the decisions met one after another, starting with their own
        priority decision — repeated ``times`` times ("a loop that repeats a specified number of times",
        732.2a; ``times=1`` for a non-repetitive sequence). ``stop=(repetition, step)``, both counted from
        0: another player shortened the proposal (732.2b) — the game advances only to that point and leaves
        that decision pending, for its player to choose differently (732.2c).

        732.2a: the sequence must be legal and predictable, with no conditional actions: each repetition
        starts at a priority decision of the proposer, meets decisions of the same kind for the same
        players as the first did, and the whole ends where a player has priority. Within it, a game state
        coming back through the loop's own choices doesn't count toward ``loop_repeat_limit`` or
        ``max_decisions_per_turn`` (the proposer named the number; 732.1b); once taken, counting starts
        again. All or nothing: an illegal answer, a decision the sequence doesn't fit, or the game ending
        before the sequence does raises :class:`IllegalActionError` naming the repetition and step, and the
        game is left untouched."""
        st = self.state
        d = st.decision
        if d is None:
            raise (GameOverError if st.result is not None else IllegalActionError)("no decision is pending")
        seq = list(choices)
        if not _is_int(times) or times < 1:
            raise IllegalActionError(f"shortcut: times must be a whole number of at least 1, not {times!r}")
        if not seq:
            raise IllegalActionError("shortcut: the sequence of choices is empty")
        if len(seq) * times > MAX_SHORTCUT_STEPS:
            raise IllegalActionError(f"shortcut: {len(seq)} choices × {times} is more than {MAX_SHORTCUT_STEPS} steps")
        if d.kind != "priority":
            raise IllegalActionError(f"shortcut: only the player with priority may propose one (732.2a); the "
                                     f"pending decision is {d.kind}")
        if stop is not None and not (isinstance(stop, tuple) and len(stop) == 2 and all(_is_int(x) for x in stop)
                                     and 0 <= stop[0] < times and 0 <= stop[1] < len(seq)):
            raise IllegalActionError(f"shortcut: stop must be (repetition, step) within the proposal, not {stop!r}")
        proposer = d.actor
        trial = self.fork()
        ts = trial.state
        saved_opts, saved_td = ts.options, ts.turn_decisions
        ts.options = {**saved_opts, "loop_repeat_limit": 1 << 62, "max_decisions_per_turn": 1 << 62}
        ts.add_log("shortcut", "732.2", f"{st.players[proposer].name} takes a shortcut: {len(seq)} choices "
                   f"× {times}" + (f", shortened at repetition {stop[0] + 1}, step {stop[1] + 1}" if stop else ""))
        shape: list = []
        for r in range(times):
            for i, choice in enumerate(seq):
                if stop == (r, i):
                    break
                td = ts.decision
                where = f"shortcut repetition {r + 1} of {times}, step {i + 1} of {len(seq)}"
                if td is None:
                    raise IllegalActionError(f"{where}: the game is over before the sequence ends", choice=choice)
                if i == 0 and (td.kind != "priority" or td.actor != proposer):
                    raise IllegalActionError(f"{where}: the loop doesn't come back to {st.players[proposer].name}'s "
                                             f"priority (732.2a); the decision is {td.kind}", choice=choice)
                if r == 0:
                    shape.append((td.kind, td.actor))
                elif (td.kind, td.actor) != shape[i]:
                    raise IllegalActionError(f"{where}: expected a {shape[i][0]} decision of player {shape[i][1]}, "
                                             f"found {td.kind} of player {td.actor} (732.2a: no conditional actions)",
                                             choice=choice)
                try:
                    trial.apply(choice)
                except IllegalActionError as e:
                    raise IllegalActionError(f"{where}: {e}", choice=choice) from None
            else:
                continue
            break
        ts.options = saved_opts
        if ts.result is None:
            if stop is None and (ts.decision is None or ts.decision.kind != "priority"):
                raise IllegalActionError("shortcut: the sequence must end where a player has priority (732.2a)")
            ts.turn_decisions = saved_td
            # the loop's repetitions were named, not run into: counting returns starts again (732.1b)
            ts.history = {k: ((v[0], 1) if type(v) is tuple and not k.startswith("#732") else v)
                          for k, v in ts.history.items()}
        self.state = ts
        return self

    def _why_illegal(self, d: Decision, choice: Any) -> str:
        kinds = sorted({o[0] for o in d.options if isinstance(o, tuple) and o})
        return (f"{choice!r} is not a legal choice for this {d.kind} decision of "
                f"{self.state.players[d.player].name}; legal kinds: {', '.join(map(str, kinds))}")

    def _validate_open(self, d: Decision, choice: Any) -> None:
        if d.kind == "damage_assignment":
            v = d.validate
            ok = (isinstance(choice, tuple) and len(choice) == 2 and choice[0] == "assign"
                  and isinstance(choice[1], tuple) and all(isinstance(p, tuple) and len(p) == 2 for p in choice[1])
                  and assignment_legal(self.state, d.info["source"], tuple(v["recipients"]), v["trample_to"],
                                       self.state.combat.get("dmg_assigned", {}), choice[1],
                                       v.get("as_unblocked")))
            if not ok:
                raise IllegalActionError("illegal combat damage assignment (510.1c-d, 702.19b)",
                                         decision_kind=d.kind, choice=choice)
            return
        v = d.validate or {}
        if isinstance(v, dict) and "min" in v:
            n = choice[1] if isinstance(choice, tuple) and len(choice) == 2 else choice
            if not isinstance(n, int) or not (v["min"] <= n <= v["max"]):
                raise IllegalActionError(f"expected a number from {v['min']} to {v['max']}", decision_kind=d.kind,
                                         choice=choice)
            return
        raise IllegalActionError("this decision accepts no free-form answer", decision_kind=d.kind, choice=choice)

    def _apply_declaration(self, choice: tuple) -> None:
        """A whole attack or block declaration at once, checked step by step on a copy so nothing is
        half-applied."""
        d = self.state.decision
        if len(choice) != 2 or not isinstance(choice[1], tuple) or not all(isinstance(p, tuple) for p in choice[1]):
            raise IllegalActionError(f"a whole {d.kind} declaration is ('declare', ((creature, what), ...))",
                                     decision_kind=d.kind, choice=choice)
        trial = self.fork()
        verb = "attack" if d.kind == "attackers" else "block"
        try:
            for pair in choice[1]:
                cur = trial.state.decision
                if cur is None or cur.kind != d.kind:
                    raise IllegalActionError("declaration ended early", decision_kind=d.kind, choice=choice)
                trial.apply((verb,) + tuple(pair))
            cur = trial.state.decision
            if cur is not None and cur.kind == d.kind and cur.player == d.player:
                trial.apply(("done",))
        except IllegalActionError as e:
            raise IllegalActionError(f"illegal {d.kind} declaration: {e}", decision_kind=d.kind, choice=choice) from None
        self.state = trial.state

    def concede(self, player: int, by: int | None = None) -> "Game":
        """104.3a: a player may concede at any time (723.6: nobody can concede for them — ``by``, when
        given, is who asks, and must be ``player``)."""
        st = self.state
        if st.result is not None:
            raise GameOverError("the game is over")
        if by is not None and by != player:
            raise IllegalActionError(f"{st.players[by].name} can't make {st.players[player].name} concede (723.6)")
        p = st.players[player]
        p.conceded = True
        p.lost = True
        p.loss_reason = "conceded"
        st.touch()
        st.add_log("concede", "104.3a", f"{p.name} concedes")
        on_players_lost(st)
        if not check_game_over(st):
            if st.decision is not None and st.decision.player == player:
                st.decision = None
                push(st, "priority")
        run(st)  # also resumes the main game when a subgame ended (729.5)
        return self

    # ------------------------------------------------------------ copies

    def fork(self) -> "Game":
        return Game(self.state.fork(), self.guarded)

    def save(self, for_player: int | None = None) -> str:
        """The whole game as JSON text (works at any decision point, mid-resolution included).

        ``for_player=p``: only what player ``p`` may know, for a server or for sharing a game — the
        game as ``view(p)`` shows it (hidden zones as counts, other players' hands and face-down cards
        hidden, 400.2, 708; the pending decision's options only when ``p`` makes it), never the random
        generator's state, the libraries' order or the log (which names cards drawn). Such a save
        (``"format": "manastack-view"``) is for reading, not for :meth:`load`: what it hides can't be
        played from."""
        if for_player is None:
            return json.dumps(self.state.to_data(), separators=(",", ":"))
        if not _is_int(for_player) or not (0 <= for_player < len(self.state.players)):
            raise GameOptionError(f"save: for_player must be a player number from 0 to "
                                  f"{len(self.state.players) - 1}, got {for_player!r}", option="for_player")
        return json.dumps({"format": "manastack-view", "version": 1, "viewer": for_player,
                           "view": view(self.state, for_player)}, separators=(",", ":"), default=str)

    @classmethod
    def load(cls, text: str | bytes, cards: CardDatabase | CardPool | None = None, *,
             limits: dict[str, int] | None = None, raise_limits: bool = False) -> "Game":
        """Load a game saved with :meth:`save`, as untrusted input: the save is re-derived, not believed.
        Its size and nesting are bounded (``max_save_bytes``, ``max_save_depth``); its options can't
        exceed ``limits`` (the caller's: by default the engine's defaults, engine/limits.py — higher only
        with ``raise_limits=True``); every number is within the engine's bounds; every card comes from a
        player's deck or the cards they brought; the pending decision is computed again from the state
        and must match. Any violation raises :class:`SaveFormatError` naming the field (``e.field``)."""
        caller = _caller_limits(limits, raise_limits)
        if isinstance(text, (bytes, bytearray)):
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError as e:
                raise SaveFormatError(f"not a saved game: not UTF-8 text ({e})", field="text") from None
        if not isinstance(text, str):
            raise SaveFormatError(f"not a saved game: expected text, got {type(text).__name__}", field="text")
        if len(text) > caller["max_save_bytes"]:
            raise SaveFormatError(f"saved game is {len(text)} characters, above max_save_bytes "
                                  f"{caller['max_save_bytes']}", field="text")
        depth = text_depth(text, caller["max_save_depth"])
        if depth > caller["max_save_depth"]:
            raise SaveFormatError(f"saved game is nested more than max_save_depth {caller['max_save_depth']} deep",
                                  field="text")
        pool = cards if isinstance(cards, CardPool) else CardPool(cards if cards is not None else starter_database())
        try:
            data = json.loads(text)
        except RecursionError:
            raise SaveFormatError("saved game is nested too deeply", field="text") from None
        except (TypeError, ValueError) as e:
            raise SaveFormatError(f"not a saved game: invalid JSON ({e})", field="text") from None
        if not isinstance(data, dict) or data.get("format") != "manastack-save":
            raise SaveFormatError("not a saved game: missing 'format': 'manastack-save'", field="format")
        if data.get("version") != 1:
            raise SaveFormatError(f"unknown save version {data.get('version')!r} (this engine reads 1)", field="version")
        try:
            st = GameState.from_data(data, pool)
        except SaveFormatError:
            raise
        except UnknownCardError as e:
            raise SaveFormatError(f"saved game names an unknown card: {e}", field="objects") from None
        except RecursionError:
            raise SaveFormatError("saved game is nested too deeply", field="text") from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as e:
            raise SaveFormatError(f"saved game is malformed: {type(e).__name__}: {e}") from None
        try:
            _check_saved_options(st, caller, raise_limits)
            check_state(st)
            probs = bound_problems(st)
            if not probs:
                probs = origin_problems(st) + decision_problems(st)
        except SaveFormatError:
            raise
        except Exception as e:  # noqa: BLE001 - a value so wrong the checks themselves stumble on it
            raise SaveFormatError(f"saved game is malformed: {type(e).__name__}: {e}") from None
        if probs:
            raise SaveFormatError("saved game is inconsistent: " + "; ".join(m for _, m in probs[:5])
                                  + (" ..." if len(probs) > 5 else ""), field=probs[0][0])
        return cls(st, guarded=True)

    def digest(self) -> str:
        return self.state.digest()

    # ------------------------------------------------------------ views

    def view(self, player: int) -> dict:
        return view(self.state, player)

    def describe(self, option: Any) -> str:
        return describe_option(self.state, self.state.decision, _norm(option))

    def name(self, oid: int) -> str:
        return name_of(self.state, oid)

    def chars(self, oid: int):
        return chars(self.state, oid)

    def __repr__(self) -> str:
        st = self.state
        return f"<Game turn {st.turn} {st.step} {'over' if st.result else st.decision.kind if st.decision else ''}>"


def _may_return(d: Decision, choice: Any) -> bool:
    """An answer after which the game may be back where it was: an action taken with priority (other than
    passing), or cancelling a spell or ability being cast or activated (733.1)."""
    if d.kind == "priority":
        return choice[0] != "pass" if type(choice) is tuple and choice else False
    return choice == ("cancel",)


def _bound(st: GameState, returned: bool = False) -> None:
    """After a decision was answered: the per-turn decision and continuous-effect limits (engine/limits.py).
    Reaching one ends the game as a draw with the reason (104.4b in spirit): a player who can take free
    actions forever (Mist Dragon's two {0} abilities; casting a spell and cancelling it, 733.1) can't
    keep a game from ending. ``returned``: the answer was an action or a reversal (733.1) that may have
    brought the game back to a state it was in (counted by engine/loops.py ``note_return``)."""
    if st.decision is None:
        return
    td = st.turn_decisions
    st.turn_decisions = (st.turn, td[1] + 1) + td[2:] if td[0] == st.turn else (st.turn, 1)
    k = st.turn_decisions[1]
    g = st.options.get
    why = None
    mx = g("max_decisions_per_turn", LIMITS["max_decisions_per_turn"])
    if k > mx:
        why = f"resource limit: more than {mx} decisions in turn {st.turn} (max_decisions_per_turn)"
    else:
        mx = g("max_effects", LIMITS["max_effects"])
        if len(st.effects) > mx:
            why = f"resource limit: more than {mx} continuous effects (611; max_effects)"
    if why is None and returned and st.decision.kind == "priority" and not st.stack and note_return(st):
        run(st)
        return
    if why is not None:
        st.decision = None
        end_game_draw(st, why, "104.4b")
        run(st)  # (a subgame that ended resumes its main game, 729.5)


def player_of(entity: int) -> int | None:
    return pid_of(entity) if is_player(entity) else None
