"""Typed errors. Every error names what was wrong and where; nothing is half-applied."""
from __future__ import annotations


class ManastackError(Exception):
    """Base class of every error manastack raises on purpose."""


class IllegalActionError(ManastackError):
    """A choice given to ``Game.apply`` is not legal for the pending decision (CR 733: illegal
    actions are never applied; the game state is left untouched)."""

    def __init__(self, message: str, *, decision_kind: str | None = None, choice: object = None):
        self.decision_kind = decision_kind
        self.choice = choice
        where = f" (decision {decision_kind!r}, choice {choice!r})" if decision_kind else ""
        super().__init__(message + where)


class GameOverError(IllegalActionError):
    """An action was attempted on a game that has already ended (CR 104)."""


class UnknownCardError(ManastackError, KeyError):
    """A card name is not in the card database. ``suggestions`` holds close names."""

    def __init__(self, name: str, suggestions: list[str] | tuple[str, ...] = (), where: str = ""):
        self.name = name
        self.suggestions = list(suggestions)
        msg = f"unknown card {name!r}"
        if where:
            msg += f" at {where}"
        if self.suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(msg)

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return self.args[0]


class CardDataError(ManastackError):
    """A card data file is corrupt, truncated or wrongly shaped."""


class DecklistError(ManastackError):
    """A decklist could not be read. ``line`` is 1-based when known."""

    def __init__(self, message: str, *, line: int | None = None, source: str | None = None):
        self.line = line
        self.source = source
        where = ""
        if source:
            where += f"{source}"
        if line is not None:
            where += f"{':' if source else 'line '}{line}"
        super().__init__(f"{where}: {message}" if where else message)


class SaveFormatError(ManastackError):
    """A saved game could not be loaded: wrong shape, dangling ids, impossible state, a number out of the
    engine's bounds, options above the loader's limits. ``field`` names the part of the save at fault when
    known (e.g. ``"players[0].life"``, ``"decision.options"``)."""

    def __init__(self, message: str, *, field: str | None = None):
        self.field = field
        super().__init__(message)


class GameOptionError(ManastackError, ValueError):
    """An argument or option given to ``Game.new``, ``Scenario`` or an agent is of the wrong type, out of
    range or unknown. ``option`` names it. Raised before any game state is built."""

    def __init__(self, message: str, *, option: str | None = None):
        self.option = option
        super().__init__(message)


class ManaCostError(ManastackError, ValueError):
    """A mana cost string could not be parsed."""


class ScenarioError(ManastackError):
    """A scenario (manastack.testing) was set up or scripted wrongly."""


class UnsupportedCardError(ManastackError):
    """A game was asked to include cards the engine doesn't fully support yet (``CardDef.missing``:
    abilities the Oracle compiler couldn't read, or that use something the engine can't do). ``cards``
    lists ``(where, name, missing)``. ``Game.new(..., allow_unsupported=True)`` plays them anyway."""

    def __init__(self, cards: list[tuple[str, str, tuple]]):
        self.cards = list(cards)
        names = sorted({n for _, n, _ in cards})
        first = cards[0]
        what = first[2][0] if first[2] else "?"
        super().__init__(
            f"{len(names)} card(s) not supported by the engine yet: {', '.join(names[:8])}"
            f"{' ...' if len(names) > 8 else ''} (first at {first[0]}: {first[1]} — {what}); "
            "`manastack coverage` lists what works; Game.new(..., allow_unsupported=True) plays them anyway")


class UnsupportedEffectError(ManastackError, NotImplementedError):
    """A game that was allowed unsupported cards reached a part of one the engine can't carry out. The
    game is left as it was before the choice that led there."""
