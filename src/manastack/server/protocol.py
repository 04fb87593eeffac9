"""The WebSocket protocol: what a client may send, checked before anything touches a game.

Client to server (JSON objects, one per message, at most ``MAX_MESSAGE`` bytes):

- ``{"type": "auth", "token": T}`` — first message: take the seat whose token is ``T``;
  ``{"type": "watch"}`` instead: watch as a spectator (public information only).
- ``{"type": "act", "seq": N, "version": V, "option": I}`` — answer the pending decision with its
  option ``I``; or ``"number": n`` (X, a number) or ``"assign": [[entity, amount], ...]`` (combat
  damage) for a decision that takes a free answer. ``version`` is the game version the client saw (an
  answer to an older decision is refused as stale); ``seq`` must be the seat's next message number
  (one more than the last accepted: a replayed message is refused).
- ``{"type": "undo", "seq": N, "version": V}`` — take back this seat's last choice, where the terminal
  would allow it; ``{"type": "concede", "seq": N}``; ``{"type": "ping"}``.

Server to client: ``hello``, ``state`` (the seat's view, see :mod:`.serialize`), ``error`` with a
``code`` from :data:`ERRORS` and a readable ``message``, ``pong``."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from ..core.errors import ManastackError

MAX_MESSAGE = 8192  # bytes; a client message is small (an option number, at most a damage split)
MAX_ASSIGN = 64

ERRORS = {
    "malformed": "not a JSON object of a known type with the right fields",
    "too_large": f"message longer than {MAX_MESSAGE} bytes",
    "rate_limited": "too many messages: slow down",
    "not_authenticated": "send auth (with your seat token) or watch first",
    "bad_token": "no seat in this game has that token",
    "spectator": "spectators can't act",
    "not_your_decision": "it is not your decision",
    "stale": "that answer is for an earlier decision",
    "replayed": "message number already used (replayed or out of order)",
    "illegal": "not a legal choice",
    "no_undo": "nothing to undo",
    "game_over": "the game is over",
    "no_game": "no such game",
}


class ProtocolError(ManastackError):
    """A client message the server refuses; ``code`` is a key of :data:`ERRORS`."""

    def __init__(self, code: str, detail: str = ""):
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail or ERRORS.get(code, '')}")

    def to_message(self, seq: Any = None) -> dict:
        m = {"type": "error", "code": self.code, "message": self.detail or ERRORS.get(self.code, self.code)}
        if isinstance(seq, int) and not isinstance(seq, bool):
            m["seq"] = seq
        return m


@dataclass(slots=True)
class Message:
    type: str
    seq: int | None = None
    version: int | None = None
    option: int | None = None
    number: int | None = None
    assign: tuple | None = None
    token: str | None = None


def _int(d: dict, key: str, required: bool = True, lo: int = 0, hi: int = 1 << 31) -> int | None:
    v = d.get(key)
    if v is None and not required:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not (lo <= v <= hi):
        raise ProtocolError("malformed", f"'{key}' must be an integer from {lo} to {hi}")
    return v


def parse(raw: str | bytes | None) -> Message:
    """A client message, checked for size and shape. Raises :class:`ProtocolError`."""
    if raw is None:
        raise ProtocolError("malformed", "binary frames are not accepted; send JSON text")
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"message of {len(raw)} bytes; the limit is {MAX_MESSAGE}")
    try:
        d = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as e:
        raise ProtocolError("malformed", f"invalid JSON: {e}") from None
    if not isinstance(d, dict) or not isinstance(d.get("type"), str):
        raise ProtocolError("malformed", "expected a JSON object with a string 'type'")
    t = d["type"]
    if t in ("ping", "watch"):
        return Message(t)
    if t == "auth":
        tok = d.get("token")
        if not isinstance(tok, str) or not (8 <= len(tok) <= 200):
            raise ProtocolError("malformed", "'token' must be the seat token string")
        return Message(t, token=tok)
    if t == "concede":
        return Message(t, seq=_int(d, "seq", lo=1))
    if t == "undo":
        return Message(t, seq=_int(d, "seq", lo=1), version=_int(d, "version"))
    if t == "act":
        m = Message(t, seq=_int(d, "seq", lo=1), version=_int(d, "version"))
        given = [k for k in ("option", "number", "assign") if k in d]
        if len(given) != 1:
            raise ProtocolError("malformed", "an act carries exactly one of 'option', 'number', 'assign'")
        if given[0] == "option":
            m.option = _int(d, "option", hi=100_000)
        elif given[0] == "number":
            m.number = _int(d, "number", lo=-(1 << 31))
        else:
            a = d["assign"]
            if (not isinstance(a, list) or not 0 < len(a) <= MAX_ASSIGN
                    or not all(isinstance(p, list) and len(p) == 2 and all(isinstance(x, int) and not isinstance(x, bool)
                                                                          for x in p) for p in a)):
                raise ProtocolError("malformed", "'assign' must be a list of [recipient, amount] integer pairs")
            m.assign = tuple((int(e), int(n)) for e, n in a)
        return m
    raise ProtocolError("malformed", f"unknown message type {t[:40]!r}")


class RateLimiter:
    """A token bucket per connection: ``burst`` messages at once, ``rate`` per second after that. A
    client that keeps flooding (``max_strikes`` refused messages in a row) is disconnected."""

    def __init__(self, rate: float = 10.0, burst: int = 30, max_strikes: int = 200, clock=time.monotonic):
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.clock = clock
        self.last = clock()
        self.strikes = 0
        self.max_strikes = max_strikes

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.strikes = 0
            return True
        self.strikes += 1
        return False

    @property
    def exhausted(self) -> bool:
        return self.strikes >= self.max_strikes
