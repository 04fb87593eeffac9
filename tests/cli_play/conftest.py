"""Helpers for driving the table: a session over a scenario game with scripted input."""
from __future__ import annotations

import io
from collections.abc import Iterable

import pytest

from manastack.agents import HeuristicAgent
from manastack.cli.table import PlaySession, Screen


class Record:
    """The part of a game record a session writes to: the choices made."""

    def __init__(self) -> None:
        self.choices: list = []

    def add(self, choice) -> None:
        self.choices.append(choice)

    def save(self, path, game=None) -> None:  # not used by these tests
        raise AssertionError("no save expected")


def feed(session, lines) -> None:
    """Script the next lines a session reads (EOFError after the last)."""
    it = iter(list(lines))

    def fake_input(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    session.input = fake_input


def make_session(game, lines: Iterable[str], me: int = 0):
    """A session for seat ``me`` of ``game``; returns (session, output buffer)."""
    it = iter(list(lines))

    def fake_input(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    others = {p.id: HeuristicAgent(seed=1) for p in game.state.players if p.id != me}
    s = PlaySession(game, Record(), me, others, {i: "heuristic" for i in others}, Screen(out, plain=True),
                    fake_input, None)
    return s, out


@pytest.fixture
def session():
    return make_session
