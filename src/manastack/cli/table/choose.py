"""Turning a line the player typed into choices: stable option numbers, several numbers in one line,
``#id``, ``all`` and card names by prefix. Pure functions of the options and their labels, so they are
tested without a game."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

MULTI_KINDS = ("attackers", "blockers")
_ID = re.compile(r"\s*#\d+")


class Numbering:
    """Option numbers that stay put: while the same player answers the same kind of decision in the
    same step (declaring attackers one by one, playing a land then casting a spell), an option keeps
    its number and a new option takes the next free one, so typing what you read is always right."""

    def __init__(self) -> None:
        self.memory: dict[tuple, dict[Any, int]] = {}  # the last few decision keys and their numbers

    def assign(self, key: tuple, options: list) -> dict[int, Any]:
        """Numbers for ``options`` (a list of hashable options) of the decision identified by ``key``."""
        old = self.memory.pop(key, {})
        nums: dict[Any, int] = {o: old[o] for o in options if o in old}
        nxt = max(nums.values(), default=0) + 1
        for o in options:
            if o not in nums:
                while nxt in nums.values():
                    nxt += 1
                nums[o] = nxt
                nxt += 1
        if not set(old) & set(options):  # nothing carried over: start again from 1
            nums = {o: i for i, o in enumerate(options, 1)}
        self.memory[key] = dict(nums)
        while len(self.memory) > 4:
            del self.memory[next(iter(self.memory))]
        return dict(sorted(((n, o) for o, n in nums.items()), key=lambda t: t[0]))


@dataclass
class Picked:
    """The outcome of parsing a line: the options in order, or an error to show."""

    options: list = field(default_factory=list)
    error: str = ""
    finish: bool = False  # append the decision's "done" after the picks (``a 1 3``)


def _match_name(text: str, numbered: dict[int, Any], labels: dict[int, str],
                names: dict[int, list[str]]) -> list[int]:
    """Option numbers whose label, or the name of an object or player in them, starts with ``text``
    (case-insensitive); an exact whole-label or whole-name match wins over prefixes."""
    t = " ".join(text.lower().split())
    exact = [n for n in numbered if labels[n].lower() == t or any(x.lower() == t for x in names.get(n, ()))]
    if exact:
        return exact
    out = []
    for n in numbered:
        label = labels[n].lower()
        words = label.split(" ", 1)
        if label.startswith(t) or (len(words) == 2 and words[1].startswith(t)) \
                or any(x.lower().startswith(t) for x in names.get(n, ())):
            out.append(n)
    return out


def parse_picks(line: str, numbered: dict[int, Any], labels: dict[int, str], names: dict[int, list[str]],
                multi: bool) -> Picked:
    """Parse ``3``, ``1 3 4``, ``#12``, ``grizzly``. Several picks are allowed only when ``multi``
    (declaring attackers or blockers, choosing several things); otherwise more than one is an error,
    never silently the first."""
    toks = line.replace(",", " ").split()
    if not toks:
        return Picked(error="Nothing chosen.")
    if all(t.lstrip("#").isdigit() for t in toks):
        picked: list[int] = []
        for t in toks:
            if t.startswith("#"):
                oid = int(t[1:])
                hits = [n for n, o in numbered.items() if isinstance(o, tuple) and len(o) > 1 and o[1] == oid]
                if not hits:
                    return Picked(error=f"No option is about #{oid}.")
                if len(hits) > 1:
                    return Picked(error=f"#{oid} is in several options: "
                                  + "; ".join(f"{n}. {labels[n]}" for n in hits) + ". Type a number.")
                picked.append(hits[0])
            else:
                k = int(t)
                if k not in numbered:
                    return Picked(error=f"There is no option {k} (options: {_ranges(list(numbered))}).")
                picked.append(k)
        if len(set(picked)) != len(picked):
            return Picked(error="The same option twice.")
        if len(picked) > 1 and not multi:
            return Picked(error=f"This decision takes one answer; you gave {len(picked)}.")
        return Picked(options=[numbered[k] for k in picked])
    hits = _match_name(line, numbered, labels, names)
    if not hits:
        return Picked(error=f"No option matches '{line.strip()}'. Type a number, a name, or ? for help.")
    if len(hits) > 1 and not line.strip().lower().startswith(("activate", "tap")):
        # a bare name means the card from the hand (play or cast it), not an activation of a permanent of the
        # same name (a Forest in play offers its mana ability at every priority, 605.3a): "activate forest"
        # or the number reaches that
        from_hand = [n for n in hits if isinstance(numbered[n], tuple) and numbered[n][0] in ("play", "cast")]
        if from_hand:
            hits = from_hand
    if len(hits) > 1 and len({_ID.sub("", labels[n]) for n in hits}) == 1 \
            and all(isinstance(numbered[n], tuple) and numbered[n][0] in ("play", "cast") for n in hits):
        hits = hits[:1]  # the same card in hand several times (three Forests): any of them will do
    if len(hits) > 1:
        return Picked(error=f"'{line.strip()}' matches several options: "
                      + "; ".join(f"{n}. {labels[n]}" for n in hits[:8]) + ". Type a number.")
    return Picked(options=[numbered[hits[0]]])


def parse_declaration(rest: str, numbered: dict[int, Any], labels: dict[int, str],
                      names: dict[int, list[str]], verb: str) -> Picked:
    """``a 1 3 4`` / ``a all`` / ``a all Bob`` (attack), ``b 2 5`` (block): these picks, then done."""
    opts = {n: o for n, o in numbered.items() if isinstance(o, tuple) and o and o[0] == verb}
    if not opts:
        return Picked(error=f"Nothing to {'attack' if verb == 'attack' else 'block'} with now.")
    words = rest.split()
    if words and words[0].lower() == "all":
        if verb != "attack":
            return Picked(error="'all' is for attacking; name each block (b 1 3).")
        target = " ".join(words[1:]).lower()
        chosen: dict[int, Any] = {}
        for n, o in opts.items():
            if target and not any(x.lower().startswith(target) for x in names.get(n, ())[1:]):
                continue
            chosen.setdefault(o[1], o)  # the first defender offered for each attacker
        if not chosen:
            return Picked(error=f"No attack on '{target}'.")
        return Picked(options=list(chosen.values()), finish=True)
    if not words:
        return Picked(options=[], finish=True)
    p = parse_picks(rest, numbered, labels, names, multi=True)
    if p.error:
        return p
    wrong = [o for o in p.options if not (isinstance(o, tuple) and o and o[0] == verb)]
    if wrong:
        return Picked(error="Only attack options after 'a'." if verb == "attack" else "Only block options after 'b'.")
    attackers = [o[1] for o in p.options] if verb == "attack" else []
    if len(set(attackers)) != len(attackers):
        return Picked(error="A creature attacks only once.")
    return Picked(options=p.options, finish=True)


def _ranges(ns: list[int]) -> str:
    ns = sorted(ns)
    out, i = [], 0
    while i < len(ns):
        j = i
        while j + 1 < len(ns) and ns[j + 1] == ns[j] + 1:
            j += 1
        out.append(str(ns[i]) if i == j else f"{ns[i]}-{ns[j]}")
        i = j + 1
    return ", ".join(out)
