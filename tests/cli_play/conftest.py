"""Helpers for driving the table: a session over a scenario game with scripted input."""
from __future__ import annotations

import io
import re
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


class Autopilot:
    """Answers the table the way a hurried player would, reading only what the table printed: play a
    land by name, cast the first spell offered, attack with everything, otherwise press Enter (or take
    option 1 when there is no default). Gives up (EOFError) after ``limit`` lines."""

    def __init__(self, read, limit: int = 3000):
        self.read = read  # () -> everything printed so far
        self.seen = 0
        self.n = 0
        self.limit = limit
        self.sent: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.n += 1
        if self.n > self.limit:
            raise EOFError
        text = self.read()
        block, self.seen = text[self.seen:], len(text)
        line = self.answer(block)
        self.sent.append(line)
        return line

    @staticmethod
    def answer(block: str) -> str:
        if "Declare attackers" in block and "Attack " in block:
            return "a all"
        opts = re.findall(r"^\s+(\d+)\. (.*)$", block, re.M)
        for n, label in opts:
            if label.startswith("Play "):
                return label[5:].split(" #")[0].lower()
        for n, label in opts:
            if label.startswith("Cast "):
                return n
        if "[Enter:" in block:
            return ""
        return opts[0][0] if opts else ""
