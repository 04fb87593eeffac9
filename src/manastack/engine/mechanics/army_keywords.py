"""Keyword abilities and actions about creatures that come with a permanent or a spell, built from plain tree nodes:

- mobilize N (702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
  tokens. Sacrifice them at the beginning of the next end step." (the sacrifice is a delayed triggered ability
  created as the first one resolves, 603.7; it remembers the tokens it made)
- casualty N (702.153a): an optional additional cost, "you may sacrifice a creature with power N or greater"
  (paid as kicker is, engine/optional_costs.DERIVED_OPTIONAL_COSTS; the spell remembers "casualty" in ``paid``), and "When
  you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, you may choose
  new targets for the copy." (702.153b, several instances each paid separately, isn't told apart yet: a spell
  whose casualty was paid copies itself once)

- earthbend N (701.66a): compiled as its meaning (oracle/builder/mechanics.py) but for the delayed triggered ability
  "When that land dies or is put into exile, return it to the battlefield tapped under your control", here.
  (701.66b, "whenever you earthbend" triggers, isn't read yet.)

A keyword whose N isn't a number the engine can read ("mobilize X, where X is ...") stays unsupported.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.colors import LETTER_BIT
from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.costs import Cost
from ...tree.effects import CreateDelayedTrigger, CreateToken, Mechanic, Sacrifice, Seq, TokenSpec
from ...tree.filters import Filter
from ...tree.refs import Num, Remembered, This
from ..optional_costs import DERIVED_OPTIONAL_COSTS
from ..chars import chars, name_of
from ..evaluate import Env, resolve_ref
from ..events import log, move
from ..keyword_abilities import EXTRA_KEYWORD_TRIGGERS, TRIGGER_KEYWORDS
from ..state import PendingTrigger
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS
from ..relevance import needs
from . import zones  # noqa: F401  (the "storm_copy" mechanic the casualty ability uses)
from .base import mechanic
from .altcost import NEXT_END_STEP

if TYPE_CHECKING:
    from ..state import GameState

WARRIOR = TokenSpec(name="Warrior", colors=LETTER_BIT["R"], types=("Creature",), subtypes=("Warrior",), power=1,
                    toughness=1)
NUMBERED = ("Mobilize",)


def _n(kw: Keyword) -> int | None:
    n = kw.arg
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else None


@lru_cache(maxsize=64)
def _mobilize(kw: Keyword) -> tuple:
    """702.181a."""
    n = _n(kw)
    if n is None:
        return ()
    return (Triggered(Trigger("attacks", This()), Body(Seq((
        CreateToken(WARRIOR, Num(n), tapped=True, attacking=True, remember="mobilized"),
        CreateDelayedTrigger(NEXT_END_STEP, Body(Sacrifice(what=Remembered("mobilized")))),
    )))),)


@variant_check("Keyword")
def _numbered_check(n) -> list[str]:
    """Mobilize with a number the engine reads (not "X, where X is ...")."""
    if n.name in NUMBERED and _n(n) is None:
        return [f"keyword {n.name} without a number"]
    return []


EXTRA_KEYWORD_TRIGGERS["Mobilize"] = _mobilize
TRIGGER_KEYWORDS.add("Mobilize")
IMPLEMENTED_KEYWORDS.add("Mobilize")


# ---------------------------------------------------------------- casualty (702.153)

# "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, you may
# choose new targets for the copy." -- the copy is made as storm's are (engine/mechanics/zones.py): from the spell
# as it last existed on the stack if it has left by then (608.2h)
CASUALTY_ABILITY = Triggered(Trigger("cast", This()), Body(Mechanic("storm_copy")), zone="stack")


@lru_cache(maxsize=64)
def _casualty_cost(kw: Keyword) -> Cost | None:
    """702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with power N or
    greater"."""
    n = kw.arg
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        return None
    return Cost(sacrifice=Filter(types=("Creature",), power=(">=", n)), sacrifice_n=1)


def _casualty(state: "GameState", ev: dict) -> list:
    """702.153a: as a spell whose casualty cost was paid becomes cast, its casualty ability triggers."""
    if ev.get("kind") != "cast":
        return []
    oid = ev["object"]
    o = state.objects.get(oid)
    if o is None or o.zone != Zone.STACK or "casualty" not in o.paid:
        return []
    c = chars(state, oid)
    if not any(type(a) is Keyword and a.name == "Casualty" for a in c.abilities):
        return []
    data = dict(ev, amount=1, storm_lki=o.to_data())
    return [PendingTrigger(oid, c.controller, CASUALTY_ABILITY, data, c.name)]


_casualty.kinds = frozenset({"cast"})  # type: ignore[attr-defined]  (events it reads)
needs("casualty")(_casualty)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_casualty)
DERIVED_OPTIONAL_COSTS["Casualty"] = _casualty_cost
IMPLEMENTED_KEYWORDS.add("Casualty")


@variant_check("Keyword")
def _casualty_check(n) -> list[str]:
    """Casualty with a number the engine reads."""
    if n.name == "Casualty" and _casualty_cost(n) is None:
        return ["keyword Casualty without a number"]
    return []


# ---------------------------------------------------------------- earthbend (701.66)

# the compiler reads "earthbend N" as its meaning (oracle/builder/mechanics.py): animate the target land, put the
# counters, then Mechanic("earthbend_return", (that land,)) -- the delayed triggered ability "When that land dies
# or is put into exile, return it to the battlefield tapped under your control" (603.7), kept as
# ``designations["earthbent"]``: (land, player, source, source name) while that land stays on the battlefield
EARTHBEND_RETURN = Triggered(Trigger("leaves", None), Body(Mechanic("earthbend_returns")))


@mechanic("earthbend_return")
def _earthbend_return(state: "GameState", ctx, node, progress, answer) -> None:
    """701.66a: the delayed triggered ability is created as the earthbend resolves (for a land still there)."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    for oid in resolve_ref(env, node.args[0]):
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD:
            continue
        rec = (oid, ctx.controller, ctx.source if ctx.source is not None else -1, ctx.source_name or "earthbend")
        state.designations["earthbent"] = tuple(state.designations.get("earthbent", ())) + (rec,)
        state.touch()
        log(state, "effect", "701.66a", f"When {name_of(state, oid)} dies or is put into exile, it returns")


def _earthbent_leaves(state: "GameState", ev: dict) -> list:
    """701.66a: "When that land dies or is put into exile" -- dies: put into a graveyard from the battlefield as a
    creature (700.4); the trigger is a one-shot (603.7c), and a land that left any other way is forgotten."""
    recs = state.designations.get("earthbent")
    if not recs or ev.get("kind") != "zone" or ev.get("from") != Zone.BATTLEFIELD:
        return []
    out, keep = [], []
    for rec in recs:
        if rec[0] != ev.get("object"):
            keep.append(rec)
            continue
        snap = ev.get("snapshot") or {}
        died = ev.get("to") == Zone.GRAVEYARD and "Creature" in snap.get("types", ())
        if died or ev.get("to") == Zone.EXILE:
            out.append(PendingTrigger(rec[2], rec[1], EARTHBEND_RETURN, dict(ev), rec[3]))
    state.designations["earthbent"] = tuple(keep)
    return out


_earthbent_leaves.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("earthbend")(_earthbent_leaves)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_earthbent_leaves)


@mechanic("earthbend_returns")
def _earthbend_returns(state: "GameState", ctx, node, progress, answer) -> None:
    """701.66a: "return it to the battlefield tapped under your control" -- the card it became (400.7), if it is
    still in the graveyard or exile it went to."""
    ev = ctx.event if isinstance(ctx.event, dict) else {}
    nid = ev.get("new")
    o = state.objects.get(nid) if nid is not None else None
    if o is None or o.zone != ev.get("to") or o.kind != "card":
        return
    move(state, nid, Zone.BATTLEFIELD, controller=ctx.controller, tapped=True, why="earthbend", rule="701.66a",
         cause="effect")
