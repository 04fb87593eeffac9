"""Helpers for the behaviour tests: play a real card from the full database and look at what it did.

The expectations in the tests come from the cards' Oracle text, never from their compiled trees, so
a test fails when the compiler misreads a card as well as when the engine mis-executes it.

    g = game(pool, hand=[(0, "Shock")], mana={0: "R"}, battlefield=[(1, "Grizzly Bears")])
    cast(g, "Shock", target="Grizzly Bears")
"""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

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
        cost = "".join("{" + ch + "}" for ch in _split(cost))
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


def game(pool, *, battlefield: Iterable = (), tapped: Iterable = (), hand: Iterable = (),
         graveyard: Iterable = (), library: Iterable = (), mana: dict | None = None, step: str = "main1",
         life: dict | None = None, active: int = 0, turn: int = 1, **options: Any) -> ScenarioGame:
    """A two-player game over ``pool``. Zones take (player, name) pairs (``tapped``: tapped permanents;
    ``library``: the first named on top, and then that library holds only those cards); ``mana`` gives
    each player basic lands paying a cost; other libraries hold 20 Plains."""
    s = Scenario(cards=pool, **options)
    for p, n in battlefield:
        s.battlefield(p, n)
    for p, n in tapped:
        s.battlefield(p, n, tapped=True)
    for p, n in hand:
        s.hand(p, n)
    for p, n in graveyard:
        s.graveyard(p, n)
    libs: dict[int, list[str]] = {}
    for p, n in library:
        libs.setdefault(p, []).append(n)
    for p, names in libs.items():
        s.library(p, *names)  # the first named on top
    for p, cost in (mana or {}).items():
        add_mana_sources(s, p, cost)
    for p, v in (life or {}).items():
        s.player(p, life=v)
    return s.start(step, active=active, turn=turn)


def _answer(g: ScenarioGame, a: Any) -> None:
    d = g.decision
    if d.kind == "target" and a != "done" and not isinstance(a, tuple):
        g.answer(g._target_option(a))
    elif d.kind == "damage_assignment" and isinstance(a, dict):
        pairs = tuple((_entity(g, k), v) for k, v in a.items())
        g.answer(("assign", pairs))
    elif d.kind == "color" and isinstance(a, str) and len(a) == 1:  # "B": the option adding black mana
        g.answer(g._pick(lambda o: o[1][:1] == a, f"add {a}"))
    elif isinstance(a, tuple):
        g.answer(a)
    elif a == "done":
        g.answer(("done",))
    elif a == "first":  # the first option offered (e.g. one of several identical tokens)
        g.answer(d.options[0])
    else:
        g.choose(a)


def _entity(g: ScenarioGame, ref: Any) -> int:
    """An object id, or a player entity for "Player N"."""
    from manastack.engine.state import pent

    if isinstance(ref, str) and g._is_player_name(ref):
        return pent(g.player_id(ref))
    return g.find(ref)


def resolve(g: ScenarioGame, *answers: Any, limit: int = 80) -> ScenarioGame:
    """Pass priority until the stack is empty, answering every other decision met on the way from
    ``answers`` in order (targets, "yes"/"no", "mode N", cards, players, exact option tuples, "first", and
    {recipient: amount} for a damage assignment). Mana costs are paid by the solver. A decision with
    no answer left fails the test, showing the board; so do answers left over."""
    q = list(answers)
    _drain(g, q, limit, until_empty_stack=True)
    if q:
        raise AssertionError(f"answers left over: {q}" + g._context())
    return g


def _drain(g: ScenarioGame, q: list, limit: int, until_empty_stack: bool) -> None:
    for _ in range(limit):
        d = g.decision
        if d is None or g.result is not None:
            return
        if d.kind == "priority":
            if not until_empty_stack or not g.state.stack:
                return
            g.answer(("pass",))
            continue
        if d.kind == "pay" and ("auto",) in (d.options or ()):
            g.answer(("auto",))  # mana costs are paid by the solver
            continue
        if not q:
            raise AssertionError(f"unanswered {d.kind} decision: {[g.game.describe(o) for o in d.options or ()]}"
                                 + g._context())
        _answer(g, q.pop(0))
    raise AssertionError(f"still deciding after {limit} decisions" + g._context())


def _start(g: ScenarioGame, verb: str, card: Any, variant: str | None, index: int | None,
           loyalty: int | None) -> None:
    d = g._priority()
    if verb == "cast":
        oid = g.find(card) if not isinstance(card, int) else card
        want = variant or "normal"
        opts = [o for o in d.options if o[0] == "cast" and o[1] == oid and o[2] == want]
    else:
        oid = g.find(card)
        opts = [o for o in d.options if o[0] == "activate" and o[1] == oid and (index is None or o[2] == index)]
        if loyalty is not None:
            from manastack.engine.abilities import expanded_abilities

            abl = expanded_abilities(g.state, oid)
            opts = [o for o in opts if abl[o[2]].cost.loyalty == loyalty]
    if not opts:
        from manastack.core.errors import ScenarioError

        raise ScenarioError(f"can't {verb} {card}" + (f" ({variant})" if variant else "") + "; options: "
                            f"{[g.game.describe(o) for o in d.options]}" + g._context())
    g.answer(opts[0])


def _setup(g: ScenarioGame, q: list, *, targets: list, modes: list | None, x: int | None,
           kicked: bool | None, divide: Any) -> None:
    """Answer the choices made while casting or activating (601.2b-h) until it is on the stack."""
    tq = list(targets)
    mq = list(modes) if modes is not None else None
    for _ in range(60):
        d = g.decision
        if d is None or g.state.casting is None:
            return
        k = d.kind
        if k == "yes_no" and isinstance(d.info, dict) and "keyword" in d.info and kicked is not None:
            g.answer(("yes",) if kicked else ("no",))
        elif k == "mode" and mq is not None:
            g.answer(("mode", mq.pop(0) - 1) if mq else ("done",))
        elif k == "x" and x is not None:
            g.answer(("x", x))
        elif k == "target" and tq:
            _answer(g, tq.pop(0))
        elif k == "target" and ("done",) in d.options and not q:
            g.answer(("done",))
        elif k == "divide" and divide is not None:
            want = tuple(divide)
            g.answer(g._pick(lambda o, want=want: tuple(a for _, a in o[1]) == want, f"divide {want}"))
        elif k == "pay" and ("auto",) in (d.options or ()):
            g.answer(("auto",))
        elif q:
            _answer(g, q.pop(0))
        else:
            raise AssertionError(f"unanswered {k} decision while casting: "
                                 f"{[g.game.describe(o) for o in d.options or ()]}" + g._context())


def cast(g: ScenarioGame, card, *answers: Any, target: Any = None, targets: Any = None, x: int | None = None,
         modes: list | None = None, kicked: bool | None = None, variant: str | None = None, divide: Any = None,
         stack: bool = False) -> ScenarioGame:
    """Cast ``card``, make its choices (``target``/``targets``, ``modes`` numbered from 1, ``x``,
    ``kicked``, ``divide``; other choices such as costs' come from ``answers`` first), then resolve
    everything it puts on the stack, answering the rest of ``answers`` on the way. With ``stack``
    the spell is left on the stack (answers not used while casting are an error)."""
    q = list(answers)
    _start(g, "cast", card, variant, None, None)
    _setup(g, q, targets=list(targets) if targets is not None else ([target] if target is not None else []),
           modes=modes, x=x, kicked=kicked, divide=divide)
    if stack:
        if q:
            raise AssertionError(f"answers left over: {q}" + g._context())
        return g
    return resolve(g, *q)


def activate(g: ScenarioGame, card, *answers: Any, index: int | None = None, target: Any = None,
             targets: Any = None, x: int | None = None, modes: list | None = None, loyalty: int | None = None,
             stack: bool = False) -> ScenarioGame:
    """Activate an ability of ``card`` (the first activatable one, or ``index``, or the loyalty ability
    with that cost), then as :func:`cast`."""
    q = list(answers)
    _start(g, "activate", card, None, index, loyalty)
    _setup(g, q, targets=list(targets) if targets is not None else ([target] if target is not None else []),
           modes=modes, x=x, kicked=None, divide=None)
    if stack:
        if q:
            raise AssertionError(f"answers left over: {q}" + g._context())
        return g
    return resolve(g, *q)


def targets_offered(g: ScenarioGame, card: Any, slot: int = 0) -> set[str] | None:
    """The names of what casting ``card`` (from hand) could target in its first target slot (players
    as "Player N"), found on a fork of the game; None when it can't be cast at all (601.2c)."""
    from manastack.testing.scenario import ScenarioGame as SG

    f = SG(g.game.fork())
    d = f._priority()
    oid = f.find(card)
    opts = [o for o in d.options if o[0] in ("cast", "activate") and o[1] == oid]
    if not opts:
        return None
    f.answer(opts[0])
    while f.decision is not None and f.decision.kind != "target":
        if f.decision.kind == "mode":
            f.answer(f.decision.options[0])
        else:
            return set()
    out = set()
    for o in f.decision.options:
        if o[0] == "target":
            out.add(f._name(o[1]))
        elif o[0] == "target_player":
            out.add(f"Player {o[1] + 1}")
    return out


def tap_for_mana(g: ScenarioGame, card, bundle: str | None = None, index: int | None = None) -> ScenarioGame:
    """Activate a mana ability of ``card`` (needs the scenario option offer_mana_abilities=True); with
    ``bundle`` the option adding that mana ("G" for "{T}: Add {R} or {G}")."""
    oid = g.find(card)
    d = g._priority()
    opts = [o for o in d.options if o[0] == "activate" and o[1] == oid and (index is None or o[2] == index)
            and (bundle is None or (len(o) > 3 and o[3] == bundle))]
    if not opts:
        raise AssertionError(f"no mana ability of {card} to activate" + (f" for {bundle}" if bundle else "")
                             + g._context())
    return g.answer(opts[0])


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


def attack_and_deal_damage(g: ScenarioGame, *attackers, blocks: Iterable = (), answers: Iterable = ()) -> ScenarioGame:
    """Attack the opponent with ``attackers``; ``blocks`` are (attacker, blocker) pairs (none: no
    blocks); go through combat damage (``answers`` answer damage assignments and triggers on the way,
    in order) and resolve what triggered, stopping in the combat damage step (or the end of combat
    step if nothing is left to do there)."""
    q = list(answers)
    g.attack(*attackers)
    _drain(g, q, 80, until_empty_stack=True)
    blocks = list(blocks)
    if blocks:
        g.block(blocks[0][0], blocks[0][1], *blocks[1:])
    else:
        g.no_blocks()
    from manastack.core.types import Step

    for _ in range(40):
        _drain(g, q, 80, until_empty_stack=True)
        if g.state.step == Step.COMBAT_DAMAGE or g.decision is None or g.result is not None:
            break
        g.pass_priority()
    _drain(g, q, 80, until_empty_stack=True)
    if q:
        raise AssertionError(f"answers left over: {q}" + g._context())
    return g
