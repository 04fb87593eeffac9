"""Helpers for the behaviour tests: play a real card from the full database and look at what it did.

The expectations in the tests come from the cards' Oracle text, never from their compiled trees, so
a test fails when the compiler misreads a card as well as when the engine mis-executes it.

    g = game(pool, hand=[(0, "Shock")], mana={0: "R"}, battlefield=[(1, "Grizzly Bears")])
    cast(g, "Shock", target="Grizzly Bears")
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import Card, ScenarioGame

HERE = Path(__file__).parent
SAMPLE_FILE = HERE / "sample_100.txt"

# card name -> test function names that check it (filled by @covers; see test_meta.py)
COVERED: dict[str, list[str]] = {}


def covers(*names: str):
    """Record which card(s) a test checks, so the suite can prove every sample card has a test."""

    def deco(fn):
        for n in names:
            COVERED.setdefault(n, []).append(fn.__name__)
        return fn

    return deco


def sample_names() -> list[str]:
    return [ln.strip() for ln in SAMPLE_FILE.read_text().splitlines() if ln.strip() and not ln.startswith("#")]


BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest", "C": "Wastes"}


def add_mana_sources(s: Scenario, p: int, cost: str) -> list[Card]:
    """Untapped basic lands that pay ``cost`` exactly ("{2}{W}{W}" or the shorthand "2WW"); generic
    mana comes from Wastes, hybrid from the first color named."""
    if "{" not in cost:
        cost = "".join("{" + ch + "}" if not ch.isdigit() else "{" + ch + "}" for ch in _split(cost))
    out: list[Card] = []
    for sym in ManaCost.parse(cost).symbols:
        if sym.kind == "generic":
            out += s.lands(p, "Wastes", sym.amount)
        else:
            letter = next(ch for ch in sym.text if ch in "WUBRGC")
            out += s.lands(p, BASIC[letter], 1)
    return out


def _split(cost: str) -> list[str]:
    out, num = [], ""
    for ch in cost:
        if ch.isdigit():
            num += ch
            continue
        if num:
            out.append(num)
            num = ""
        out.append(ch)
    if num:
        out.append(num)
    return out


def game(pool, *, battlefield: Iterable = (), hand: Iterable = (), graveyard: Iterable = (),
         library: Iterable = (), mana: dict | None = None, step: str = "main1", life: dict | None = None,
         active: int = 0, turn: int = 1, **options: Any) -> ScenarioGame:
    """A two-player game over ``pool``. Zones take (player, name) pairs; ``mana`` gives each player
    basic lands paying a cost; libraries default to 20 Plains."""
    s = Scenario(cards=pool, **options)
    for p, n in battlefield:
        s.battlefield(p, n)
    for p, n in hand:
        s.hand(p, n)
    for p, n in graveyard:
        s.graveyard(p, n)
    for p, n in library:
        s.library(p, n)
    for p, cost in (mana or {}).items():
        add_mana_sources(s, p, cost)
    for p, v in (life or {}).items():
        s.player(p, life=v)
    return s.start(step, active=active, turn=turn)


def _answer(g: ScenarioGame, a: Any) -> None:
    d = g.decision
    if d.kind == "target":
        if a == "done":
            g.answer(("done",))
        else:
            g.answer(g._target_option(a))
    elif isinstance(a, tuple):
        g.answer(a)
    else:
        g.choose(a)


def resolve(g: ScenarioGame, *answers: Any, limit: int = 80) -> ScenarioGame:
    """Pass priority until the stack is empty, answering every other decision met on the way from
    ``answers`` in order (targets, "yes"/"no", "mode N", cards, players, exact option tuples).
    A decision with no answer left fails the test, showing the board."""
    q = list(answers)
    for _ in range(limit):
        d = g.decision
        if d is None or g.result is not None:
            break
        if d.kind == "priority":
            if not g.state.stack:
                break
            g.answer(("pass",))
            continue
        if d.kind == "pay" and ("auto",) in (d.options or ()):
            g.answer(("auto",))  # mana costs are paid by the solver
            continue
        if not q:
            raise AssertionError(f"unanswered {d.kind} decision: {[g.game.describe(o) for o in d.options or ()]}"
                                 + g._context())
        _answer(g, q.pop(0))
    if q:
        raise AssertionError(f"answers left over: {q}" + g._context())
    return g


def cast(g: ScenarioGame, card, *answers: Any, **kw: Any) -> ScenarioGame:
    """Cast ``card`` (keyword arguments as ScenarioGame.cast) and resolve everything it puts on the stack."""
    g.cast(card, **kw)
    return resolve(g, *answers)


def activate(g: ScenarioGame, card, *answers: Any, **kw: Any) -> ScenarioGame:
    g.activate(card, **kw)
    return resolve(g, *answers)


def tap_for_mana(g: ScenarioGame, card, bundle: str | None = None, index: int | None = None) -> ScenarioGame:
    """Activate a mana ability of ``card`` (needs the scenario option offer_mana_abilities=True)."""
    oid = g.find(card)
    d = g._priority()
    opts = [o for o in d.options if o[0] == "activate" and o[1] == oid and (index is None or o[2] == index)]
    if not opts:
        raise AssertionError(f"no mana ability of {card} to activate" + g._context())
    o = opts[0]
    return g.answer(o + (bundle,) if bundle is not None else o)


def pool_of(g: ScenarioGame, p: int) -> dict[str, int]:
    """A player's mana pool as {"W": n, ...} without the empty types (106.4)."""
    return {t: n for t, n in zip("WUBRGC", g.state.players[p].pool) if n}


def hand_size(g: ScenarioGame, p: int) -> int:
    return len(g.state.hand[p])


def library_size(g: ScenarioGame, p: int) -> int:
    return len(g.state.library[p])


def battlefield_names(g: ScenarioGame, p: int) -> list[str]:
    return sorted(g.zone(p, "battlefield"))


def tokens(g: ScenarioGame, p: int, name: str | None = None) -> list:
    """Views of the tokens ``p`` controls (named ``name``)."""
    st = g.state
    out = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.kind != "token":
            continue
        v = g.obj(oid)
        if v.controller == p and (name is None or v.name == name):
            out.append(v)
    return out


def creatures(g: ScenarioGame, p: int) -> list:
    return [g.obj(o) for o in g.state.battlefield if "Creature" in g.obj(o).types and g.obj(o).controller == p]


def attack_and_deal_damage(g: ScenarioGame, *attackers, blocks: Iterable = ()) -> ScenarioGame:
    """Attack the opponent with ``attackers``; ``blocks`` are (attacker, blocker) pairs (none: no
    blocks); then go to the combat damage step and resolve what triggered."""
    g.attack(*attackers)
    resolve(g)
    blocks = list(blocks)
    if blocks:
        g.block(blocks[0][0], blocks[0][1], *blocks[1:])
    else:
        g.no_blocks()
    resolve(g)
    g.pass_until("combat damage")
    return g
