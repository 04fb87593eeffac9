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
    """A saved game could not be loaded: wrong shape, dangling ids, impossible state."""


class ManaCostError(ManastackError, ValueError):
    """A mana cost string could not be parsed."""


class ScenarioError(ManastackError):
    """A scenario (manastack.testing) was set up or scripted wrongly."""
