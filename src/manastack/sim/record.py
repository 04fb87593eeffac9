"""Game records: the seed, the decks and every choice, enough to reproduce a game exactly
(``Game.new(decks, seed=...)`` then the same choices give the same game, byte for byte), plus an
optional full snapshot (``game.save()``) for fast resume.

A record file is JSON: ``{"format": "manastack-record", "version": 1, "seed": ..., "decks": [[...],
[...]], "deck_names": [...], "names": [...], "options": {...}, "pool": "starter", "agents": [...],
"choices": [...], "result": {...} | null, "state": <game.save() data> | null}``."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.errors import SaveFormatError
from ..core.files import FileRefusedError, check_overwrite, read_text_file, write_atomic
from ..game import Game
from .vanilla import pool_named

FORMAT = "manastack-record"
#: A record file larger than this is refused unread (the longest real games save to a few tens of MB).
MAX_RECORD_BYTES = 256 * 1024 * 1024
#: Arguments of ``Game.new`` that a record holds in fields of their own, never among its options.
_NOT_OPTIONS = frozenset({"decks", "seed", "names", "cards"})


def to_json_value(v: Any) -> Any:
    """A choice as JSON data (tuples become lists; ``Game.apply`` accepts lists back)."""
    if isinstance(v, (tuple, list)):
        return [to_json_value(x) for x in v]
    return v


def from_json_value(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(from_json_value(x) for x in v)
    return v


@dataclass
class GameRecord:
    seed: int
    decks: list[list[str]]
    names: list[str] | None = None
    deck_names: list[str] | None = None
    options: dict = field(default_factory=dict)
    pool: str = "starter"
    agents: list[str] | None = None
    choices: list = field(default_factory=list)
    result: dict | None = None
    state: dict | None = None  # a full snapshot (game.save() data) when the record was written

    # ------------------------------------------------------------ games

    def new_game(self) -> Game:
        """The game at its start (before any choice). A record naming an unknown pool raises
        :class:`SaveFormatError`; bad options raise ``GameOptionError`` from ``Game.new``."""
        try:
            pool = pool_named(self.pool)
        except ValueError as e:
            raise SaveFormatError(f"record field 'pool': {e}") from None
        return Game.new(self.decks, seed=self.seed, names=self.names, cards=pool, **self.options)

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first ``upto`` choices (all by default)."""
        g = self.new_game()
        for i, c in enumerate(self.choices[:upto]):
            if g.decision is None:
                raise SaveFormatError(f"record has {len(self.choices)} choices but the game ends after {i}")
            g.apply(c)
        return g

    def add(self, choice: Any) -> None:
        self.choices.append(from_json_value(to_json_value(choice)))

    # ------------------------------------------------------------ files

    def to_data(self, game: Game | None = None) -> dict:
        d = {"format": FORMAT, "version": 1, "seed": self.seed, "decks": self.decks, "names": self.names,
             "deck_names": self.deck_names, "options": self.options, "pool": self.pool, "agents": self.agents,
             "choices": [to_json_value(c) for c in self.choices], "result": self.result, "state": self.state}
        if game is not None:
            d["state"] = json.loads(game.save())
            d["result"] = game.result.to_data() if game.result else None
        return d

    def dumps(self, game: Game | None = None) -> str:
        return json.dumps(self.to_data(game), separators=(",", ":"))

    def save(self, path: str | Path, game: Game | None = None, *, force: bool = False) -> None:
        """Write the record to ``path`` atomically; an existing file that isn't a game record is refused
        (:class:`~manastack.core.files.FileRefusedError`) unless ``force``."""
        check_overwrite(path, FORMAT, "manastack game record", force=force)
        write_atomic(path, self.dumps(game))

    @classmethod
    def loads(cls, text: str, where: str = "record") -> GameRecord:
        try:
            d = json.loads(text)
        except ValueError as e:
            raise SaveFormatError(f"{where}: not a game record: invalid JSON ({e})") from None
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise SaveFormatError(f"{where}: not a game record (missing 'format': '{FORMAT}')")
        opts = d.get("options") or {}
        if not isinstance(opts, dict) or any(not isinstance(k, str) or k in _NOT_OPTIONS for k in opts):
            raise SaveFormatError(f"{where}: malformed game record: field 'options' must map option names to "
                                  f"values (and can't set {', '.join(sorted(_NOT_OPTIONS))})")
        try:
            return cls(seed=int(d["seed"]), decks=[list(map(str, x)) for x in d["decks"]], names=d.get("names"),
                       deck_names=d.get("deck_names"), options=dict(d.get("options") or {}),
                       pool=str(d.get("pool") or "starter"), agents=d.get("agents"),
                       choices=[from_json_value(c) for c in d.get("choices") or []], result=d.get("result"),
                       state=d.get("state"))
        except (KeyError, TypeError, ValueError) as e:
            raise SaveFormatError(f"{where}: malformed game record: {type(e).__name__}: {e}") from None

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        p = Path(path)
        try:
            text = read_text_file(p, "game record", max_bytes=MAX_RECORD_BYTES)
        except FileRefusedError as e:
            raise SaveFormatError(str(e)) from None
        return cls.loads(text, where=str(p))

    def snapshot(self) -> Game | None:
        """The saved snapshot as a game (``Game.load``), if the record has one."""
        if self.state is None:
            return None
        return Game.load(json.dumps(self.state), cards=pool_named(self.pool))
