"""Actions: the engine's options as sequences of fixed action slots, chosen one slot at a time.

Every option of the pending decision (a tuple such as ``("cast", 131, "normal")``) becomes a sequence
of slots: the first slot joins the verb and its first argument (``obj:cast`` + the card's row), later
arguments follow as ``arg:*``, ``word``, ``idx`` slots, and every sequence ends with ``end``. The agent
picks one slot at a time among the first slots of the options still possible; a slot that is the only
possibility is taken for it. Most options are one pick; options that share their first slot (the same
creature attacking a player or a planeswalker, two abilities of one permanent) take a second pick.
Decisions without enumerated options (a large combat damage split, a free number) are built the same
way from their ``validate`` description.
"""
from __future__ import annotations

import copy
from typing import Any

from ..engine.state import is_player, pid_of
from .layout import (IDX, NUMBER_FIRST, NUMBERS, OBJECT_VERBS, PID_FIRST, PLAYER_VERBS, WORDS, Layout)
from ..engine.combat import assignment_legal

_WORD = {w: i for i, w in enumerate(WORDS)}
_OBJ_VERB = {v: i for i, v in enumerate(OBJECT_VERBS)}

# value kinds before they become slots
_OBJ, _PLAYER, _NUM, _WORDK, _OTHER = range(5)


class Tokenizer:
    """Slots for one layout; ``rows`` maps object id -> row for the acting seat, ``seat`` is that seat."""

    def __init__(self, layout: Layout):
        self.layout = layout
        b = {n: s for n, s, _ in layout.blocks}
        self.word0 = b["word"]
        self.obj0 = {v: b[f"obj:{v}"] for v in OBJECT_VERBS}
        self.player0 = {v: b[f"player:{v}"] for v in PLAYER_VERBS}
        self.num0 = {v: b[f"num:{v}"] for v in ("x", "mode", "times", "spend", "trigger", "number", "other")}
        self.arg_obj, self.arg_player, self.arg_num = b["arg:obj"], b["arg:player"], b["arg:num"]
        self.idx0, self.end = b["idx"], b["end"]
        self.seats = layout.seats

    def _classify(self, v: Any, rows: dict, seat: int, pid_arg: bool) -> tuple[int, int]:
        if isinstance(v, bool):
            v = int(v)
        if isinstance(v, int):
            if pid_arg and 0 <= v < self.seats:
                return _PLAYER, (v - seat) % self.seats
            if v < 0 and is_player(v) and pid_of(v) < self.seats:
                return _PLAYER, (pid_of(v) - seat) % self.seats
            if v in rows and v >= 0:
                return _OBJ, rows[v]
            if 0 <= v < NUMBERS:
                return _NUM, v
        elif isinstance(v, str) and v in _WORD:
            return _WORDK, _WORD[v]
        return _OTHER, 0

    def sequences(self, options: list, rows: dict, seat: int) -> list[list]:
        """One list of slots per option (``("idx", value)`` placeholders for values without a slot of
        their own, resolved by :func:`resolve_idx`)."""
        out = []
        for opt in options:
            seq: list = []
            if not isinstance(opt, tuple) or not opt:
                flat = [opt]
                verb = None
            else:
                verb = opt[0] if isinstance(opt[0], str) else None
                flat = list(opt)
            rest_start = 0
            if verb is not None:
                rest_start = 1
                arg = flat[1] if len(flat) > 1 else None
                if arg is not None and not isinstance(arg, tuple):
                    kind, val = self._classify(arg, rows, seat, verb in PID_FIRST)
                    if verb in NUMBER_FIRST and kind in (_NUM, _OBJ) and isinstance(arg, int) and 0 <= arg < NUMBERS:
                        seq.append(self.num0.get(verb, self.num0["other"]) + arg)
                        rest_start = 2
                    elif kind == _OBJ:
                        seq.append(self.obj0.get(verb, self.obj0["other"]) + val)
                        rest_start = 2
                    elif kind == _PLAYER:
                        seq.append(self.player0.get(verb, self.player0["other"]) + val)
                        rest_start = 2
                    elif kind == _NUM:
                        seq.append(self.num0["other"] + val)
                        rest_start = 2
                if rest_start == 1:
                    seq.append(self.word0 + _WORD[verb] if verb in _WORD else ("idx", ("verb", verb)))
            for pos, v in enumerate(_flatten(flat[rest_start:])):
                kind, val = self._classify(v, rows, seat, False)
                if kind == _OBJ:
                    seq.append(self.arg_obj + val)
                elif kind == _PLAYER:
                    seq.append(self.arg_player + val)
                elif kind == _NUM:
                    seq.append(self.arg_num + val)
                elif kind == _WORDK:
                    seq.append(self.word0 + val)
                else:
                    seq.append(("idx", v))
            seq.append(self.end)
            out.append(seq)
        return out


def _flatten(vals: list) -> list:
    out = []
    for v in vals:
        if isinstance(v, tuple):
            out.append(("(",))  # keeps nesting unambiguous
            out.extend(_flatten(list(v)))
            out.append((")",))
        else:
            out.append(v)
    return out


class Chooser:
    """Walks the options one slot at a time. ``choices()`` are the slots legal now; ``pick(slot)``
    returns the chosen option once it is determined, else None (another pick is needed)."""

    def __init__(self, options: list, seqs: list[list], tok: Tokenizer):
        self.options = options
        self.seqs = seqs
        self.tok = tok
        self.cands = list(range(len(options)))
        self.depth = 0
        self.prefix: list[int] = []
        self._choices: dict[int, list[int]] = {}
        self._advance()

    def _group(self) -> dict:
        g: dict = {}
        d = self.depth
        for i in self.cands:
            s = self.seqs[i]
            t = s[d] if d < len(s) else self.tok.end
            g.setdefault(t, []).append(i)
        return g

    def _advance(self) -> None:
        while True:
            if len(self.cands) == 1:
                self._choices = {}
                return
            g = self._group()
            # values without a slot: the k-th distinct one (sorted by repr), in buckets of IDX if many
            idx_keys = [k for k in g if isinstance(k, tuple)]
            if idx_keys:
                idx_keys.sort(key=repr)
                if len(idx_keys) > IDX:
                    per = -(-len(idx_keys) // IDX)
                    merged: dict = {}
                    for j, k in enumerate(idx_keys):
                        merged.setdefault(self.tok.idx0 + j // per, []).extend(g.pop(k))
                    # the bucket is chosen here; the value inside it on the next pick (same depth)
                    for slot, members in merged.items():
                        g[slot] = ("bucket", members)
                else:
                    for j, k in enumerate(idx_keys):
                        g[self.tok.idx0 + j] = g.pop(k)
            if len(g) == 1:
                (slot, members), = g.items()
                self._take(slot, members)
                continue
            self._choices = g
            return

    def _take(self, slot: int, members) -> None:
        self.prefix.append(slot)
        if isinstance(members, tuple):  # a bucket of idx values: stay at this depth
            self.cands = members[1]
            return
        self.cands = members
        self.depth += 1

    def clone(self, game=None) -> "Chooser":
        """A copy that can be picked from independently (``game``: the game it answers for)."""
        c = copy.copy(self)
        c.prefix = list(self.prefix)
        c._choices = dict(self._choices)
        if hasattr(self, "given"):
            c.given = list(self.given)
        if game is not None and hasattr(self, "game"):
            c.game = game
        return c

    @property
    def done(self) -> bool:
        return len(self.cands) == 1

    def answer(self) -> Any:
        return self.options[self.cands[0]]

    def choices(self) -> list[int]:
        return sorted(self._choices)

    def pick(self, slot: int) -> Any:
        members = self._choices[slot]
        self._take(slot, members)
        self._advance()
        return self.answer() if self.done else None


def open_options(game, limit: int = 4096) -> list | None:
    """Options for a decision the engine leaves open (``options`` None): a combat damage division
    (510.1c-d, 702.19b) or a number within ``validate``; None when they are too many to list, in
    which case :class:`AssignChooser` / :class:`NumberChooser` build the answer piece by piece."""
    d = game.decision
    v = d.validate
    if isinstance(v, dict) and "min" in v and "max" in v and d.kind != "damage_assignment":
        lo, hi = int(v["min"]), int(v["max"])
        if hi - lo + 1 <= limit:
            return list(range(lo, hi + 1))
    return None


class _BuiltChooser(Chooser):
    """A chooser that builds its answer step by step (in ``_answer``) instead of narrowing listed options."""

    _answer: Any = None

    @property
    def done(self) -> bool:
        return self._answer is not None

    def answer(self) -> Any:
        return self._answer


class NumberChooser(_BuiltChooser):
    """A number from ``lo`` to ``hi``, digit by digit in base NUMBERS (most significant first)."""

    def __init__(self, lo: int, hi: int, tok: Tokenizer):
        self.lo, self.hi, self.tok = lo, hi, tok
        self.prefix = []
        self.depth = 0
        nd = 1
        while NUMBERS ** nd <= hi:
            nd += 1
        self.nd = nd
        self.value = 0
        self._answer: int | None = None
        self._choices = {}
        self._advance()

    def _advance(self) -> None:
        while self._answer is None:
            k = self.nd - self.depth - 1
            place = NUMBERS ** k
            ok = [dgt for dgt in range(NUMBERS)
                  if self.value + dgt * place <= self.hi and self.value + dgt * place + (place - 1) >= self.lo]
            if len(ok) == 1:
                self._digit(ok[0])
                continue
            self._choices = {self.tok.arg_num + dgt: dgt for dgt in ok}
            return
        self._choices = {}

    def _digit(self, dgt: int) -> None:
        k = self.nd - self.depth - 1
        self.value += dgt * NUMBERS ** k
        self.prefix.append(self.tok.arg_num + dgt)
        self.depth += 1
        if self.depth == self.nd:
            self._answer = self.value

    def pick(self, slot: int) -> Any:
        self._digit(self._choices[slot])
        self._advance()
        return self._answer


class AssignChooser(_BuiltChooser):
    """A combat damage division too large to list (510.1c-d, 702.19b): an amount for each recipient in
    turn (the last one gets the rest); an amount is offered only if a legal division still follows."""

    def __init__(self, game, tok: Tokenizer):
        self.legal = assignment_legal
        self.game, self.tok = game, tok
        d = game.decision
        v = d.validate
        self.src = d.info["source"]
        self.recips = tuple(v["recipients"])
        self.trample_to = v["trample_to"]
        self.order = list(self.recips) + ([self.trample_to] if self.trample_to is not None else [])
        self.power = int(v["power"])
        self.given: list[tuple[int, int]] = []
        self.prefix = []
        self.depth = 0
        self._answer = None
        self._choices = {}
        self._advance()

    def _ok(self, pairs: list) -> bool:
        st = self.game.state
        return self.legal(st, self.src, self.recips, self.trample_to, (st.combat or {}).get("dmg_assigned", {}),
                          tuple(pairs))

    def _advance(self) -> None:
        while self._answer is None:
            i = len(self.given)
            left = self.power - sum(a for _, a in self.given)
            if i == len(self.order) - 1:
                self._set(left)
                continue
            ok = []
            for a in range(0, min(left, NUMBERS - 1) + 1):
                base = [p for p in self.given if p[1]] + ([(self.order[i], a)] if a else [])
                rest = left - a
                if any(self._ok(base + ([(self.order[j], rest)] if rest else []))
                       for j in range(i + 1, len(self.order))):
                    ok.append(a)
            if len(ok) == 1:
                self._set(ok[0])
                continue
            self._choices = {self.tok.arg_num + a: a for a in ok}
            return
        self._choices = {}

    def _set(self, a: int) -> None:
        self.given.append((self.order[len(self.given)], a))
        self.prefix.append(self.tok.arg_num + min(a, NUMBERS - 1))
        self.depth += 1
        if len(self.given) == len(self.order):
            self._answer = ("assign", tuple(p for p in self.given if p[1]))

    def pick(self, slot: int) -> Any:
        self._set(self._choices[slot])
        self._advance()
        return self._answer


def make_chooser(game, rows: dict, seat: int, tok: Tokenizer) -> Chooser:
    """The chooser for the pending decision of ``game``, as ``seat`` (its actor) sees it."""
    opts = game.legal_actions()
    if opts:
        return Chooser(opts, tok.sequences(opts, rows, seat), tok)
    d = game.decision
    if d.kind == "damage_assignment":
        return AssignChooser(game, tok)
    listed = open_options(game)
    if listed is not None:
        return Chooser(listed, [[tok.arg_num + n if 0 <= n < NUMBERS else ("idx", n), tok.end] for n in listed], tok)
    v = d.validate
    return NumberChooser(int(v["min"]), int(v["max"]), tok)
