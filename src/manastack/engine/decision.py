"""Decisions: the engine stops whenever someone must choose (DESIGN: "Every choice is a Decision")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from ..tree.base import decode, encode

# Decision kinds
PRIORITY = "priority"
MULLIGAN = "mulligan"
BOTTOM = "bottom"  # London mulligan: choose a card to put on the bottom (103.5)
PLAY_FIRST = "play_first"  # 103.1
MODE = "mode"
X_VALUE = "x"
TARGET = "target"
DIVIDE = "divide"
PAY = "pay"
ATTACKERS = "attackers"
BLOCKERS = "blockers"
DAMAGE_ASSIGNMENT = "damage_assignment"
TRIGGER_ORDER = "trigger_order"
REPLACEMENT_ORDER = "replacement_order"
DISCARD = "discard"
CHOOSE_CARDS = "choose_cards"
YES_NO = "yes_no"
NUMBER = "number"
CHOOSE_PLAYER = "choose_player"
COLOR = "color"
DIE = "die"
ORDER_CARDS = "order_cards"
OPTION = "option"


@dataclass(slots=True, unsafe_hash=True)
class Decision:
    """A pending choice (read-only: the engine makes a new one for every question; not frozen only
    because a frozen dataclass is three times slower to make, and one is made for every decision).

    ``actor`` is who chooses (under 723 the controller of ``player``); ``player`` is on whose behalf.
    ``options`` enumerates every legal choice when finite; when ``options`` is None, ``validate``
    describes the accepted values (e.g. ``{"min": 0, "max": 10}`` for a number). ``resume`` is the
    engine's continuation (plain data), ``prompt`` a readable question, ``info`` extra plain data for
    interfaces (e.g. the object being cast)."""

    kind: str
    actor: int
    player: int
    options: tuple | None
    prompt: str = ""
    resume: tuple = ()
    validate: Any = None
    info: Any = field(default=None, compare=False)

    def to_data(self) -> dict:
        return {
            "kind": self.kind, "actor": self.actor, "player": self.player,
            "options": encode(self.options), "prompt": self.prompt, "resume": encode(self.resume),
            "validate": encode(self.validate), "info": encode(self.info),
        }

    @staticmethod
    def from_data(d: dict) -> "Decision":
        return Decision(
            kind=d["kind"], actor=int(d["actor"]), player=int(d["player"]), options=decode(d["options"]),
            prompt=d.get("prompt", ""), resume=decode(d["resume"]), validate=decode(d.get("validate")),
            info=decode(d.get("info")),
        )
