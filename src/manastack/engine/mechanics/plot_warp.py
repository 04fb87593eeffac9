"""Exiling a card now to cast it on a later turn: plot (702.170) and warp (702.185); and blitz (702.152), an
alternative cost whose permanent is sacrificed at the next end step.

- plot [cost] (702.170a-b, 116.2k): "Any time you have priority during your main phase while the stack is empty,
  you may exile this card from your hand and pay [cost]. It becomes a plotted card." -- a special action offered as
  ``("plot", card)``. 702.170d: its owner may cast a plotted card from exile without paying its mana cost during
  their main phase while the stack is empty, on any turn after the one in which it became plotted (the cast
  variant "free"; an instant too waits for that timing). Plotted cards are kept in ``designations["plotted"]`` as
  (card, owner, turn); a card that leaves exile is a new object and no longer plotted (400.7).
- warp [cost] (702.185a): an alternative cost from the hand (118.9, cast variant ``alt:<i>+warp``); if it was paid,
  the permanent the spell becomes is exiled at the beginning of the next end step (a delayed triggered ability
  created as it enters, 608.3g), and its owner may cast the card from exile after that turn has ended for as long
  as it remains exiled (``designations["warped"]``: (card, owner, turn exiled)), paying its costs normally.
- blitz [cost] (702.152a): an alternative cost (variant ``alt:<i>+blitz``); if it was paid, the permanent is
  sacrificed at the beginning of the next end step, and as long as it stays it has haste and "When this permanent is
  put into a graveyard from the battlefield, draw a card" (a permanent effect on that object, gone with it, 400.7).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, Keyword, Trigger, Triggered
from ...tree.continuous import AddAbilities
from ...tree.effects import Draw, Mechanic, Sacrifice
from ...tree.refs import Remembered
from ..actions import sorcery_timing
from ..casting import ALT_COST_KEYWORDS
from ..evaluate import Env, resolve_ref
from ..events import log, move, pname
from ..mechanics_hooks import CAST_PERMISSIONS, CASTABLE_ZONES, SPECIAL_ACTION_HANDLERS, SPECIAL_ACTIONS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from .altcost import NEXT_END_STEP
from .zones import pay_special_action_cost, special_action_payable
from ..chars import chars
from ..state import ContEffect
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState


def _kw(c, name: str) -> Keyword | None:
    if name not in c.keywords:
        return None
    return next((a for a in c.abilities if type(a) is Keyword and a.name == name and a.cost is not None), None)


def _alive(state: "GameState", key: str) -> tuple:
    """The records still about a card in exile (a card that left is a new object, 400.7)."""
    return tuple(r for r in state.designations.get(key, ()) if r[0] in state.objects
                 and state.objects[r[0]].zone == Zone.EXILE)


# ---------------------------------------------------------------- plot (702.170)


def _plot_options(state: "GameState", pid: int, cards: list) -> list:
    """702.170a, 116.2k: during their main phase with an empty stack, a player may plot a card from their hand
    paying its plot cost."""
    if not cards or not sorcery_timing(state, pid):
        return []
    out = []
    for oid, c in cards:
        kw = _kw(c, "Plot")
        if kw is not None and special_action_payable(state, pid, kw.cost.mana):
            out.append(("plot", oid))
    return out


_plot_options.hand_cards = lambda c: _kw(c, "Plot") is not None  # type: ignore[attr-defined]


def _do_plot(state: "GameState", pid: int, choice: tuple) -> None:
    oid = choice[1]
    kw = _kw(chars(state, oid), "Plot")
    if kw is None or not pay_special_action_cost(state, pid, kw.cost.mana):
        return
    nid = move(state, oid, Zone.EXILE, why="plot", rule="702.170a", cause="plot")
    if nid is None or nid not in state.objects:
        return
    state.designations["plotted"] = _alive(state, "plotted") + ((nid, pid, state.turn),)
    state.touch()
    log(state, "plot", "702.170a", f"{pname(state, pid)} plots {state.objects[nid].card}", {"object": nid})


def _plotted(state: "GameState", pid: int) -> list:
    """702.170d: the plotted cards ``pid`` owns that became plotted before this turn (timing checked below)."""
    if not state.designations.get("plotted"):
        return []
    return [r[0] for r in _alive(state, "plotted")
            if r[1] == pid and state.objects[r[0]].owner == pid and state.turn > r[2]]


def _plot_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.170d: cast without paying its mana cost, during its owner's main phase while the stack is empty."""
    if not sorcery_timing(state, pid) or oid not in _plotted(state, pid):
        return []
    return ["free"]


def _plot_quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.EXILE or not state.designations.get("plotted")


_plot_variants.quiet = _plot_quiet  # type: ignore[attr-defined]
_plot_variants.zones = frozenset({Zone.EXILE})  # type: ignore[attr-defined]
needs("plot", "plotted", "plotting")(_plotted)  # (engine/relevance.py)
CASTABLE_ZONES.append(_plotted)
needs("plot", "plotted", "plotting")(_plot_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_plot_variants)
needs("plot", "plotted", "plotting")(_plot_options)  # (engine/relevance.py)
SPECIAL_ACTIONS.append(_plot_options)
SPECIAL_ACTION_HANDLERS["plot"] = _do_plot


@variant_check("Keyword")
def _plot_cost_check(n) -> list[str]:
    """The plot special action pays mana only."""
    if n.name == "Plot" and n.cost is not None and type(n.cost)(mana=n.cost.mana) != n.cost:
        return ["keyword Plot with a cost that isn't mana"]
    return []


# ---------------------------------------------------------------- warp (702.185)

_WARP_EXILE = Body(Mechanic("warp_exile", (Remembered("warped"),)))


def _warp_entered(state: "GameState", ev: dict) -> list:
    """702.185a, 608.3g: as a spell whose warp cost was paid becomes a permanent, a delayed triggered ability to
    exile it at the beginning of the next end step is created."""
    if ev.get("kind") != "zone" or ev.get("to") != Zone.BATTLEFIELD or ev.get("from") != Zone.STACK:
        return []
    nid = ev.get("new")
    o = state.objects.get(nid) if nid is not None else None
    if o is None or "warp" not in o.paid:
        return []
    state.delayed.append((state.new_id(), o.controller, nid, NEXT_END_STEP, _WARP_EXILE, True,
                          (("warped", (nid,)),)))
    state.touch()
    log(state, "effect", "702.185a", f"{o.card} will be exiled at the beginning of the next end step (warp)")
    return []


_warp_entered.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("warp")(_warp_entered)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_warp_entered)


@mechanic("warp_exile")
def _warp_exile(state: "GameState", ctx, node, progress, answer) -> None:
    """702.185a-b: exile the warped permanent; its owner may cast it after this turn while it stays exiled."""
    env = Env(state, ctx.source, ctx.controller, ctx)
    for oid in resolve_ref(env, node.args[0]):
        o = state.objects.get(oid)
        if o is None or o.zone != Zone.BATTLEFIELD:
            continue
        owner = o.owner
        nid = move(state, oid, Zone.EXILE, why="warp", rule="702.185a", cause="effect")
        if nid is not None and nid in state.objects and state.objects[nid].zone == Zone.EXILE \
                and state.objects[nid].kind == "card":
            state.designations["warped"] = _alive(state, "warped") + ((nid, owner, state.turn),)
            state.touch()


def _warped(state: "GameState", pid: int) -> list:
    """702.185a: warped cards ``pid`` owns, exiled in an earlier turn."""
    if not state.designations.get("warped"):
        return []
    return [r[0] for r in _alive(state, "warped") if r[1] == pid and state.turn > r[2]]


def _warp_variants(state: "GameState", pid: int, oid: int) -> list:
    """702.185a: cast from exile normally (its timing and costs apply)."""
    return ["normal"] if oid in _warped(state, pid) else []


def _warp_quiet(state: "GameState", pid: int, zone: str) -> bool:
    return zone != Zone.EXILE or not state.designations.get("warped")


_warp_variants.quiet = _warp_quiet  # type: ignore[attr-defined]
_warp_variants.zones = frozenset({Zone.EXILE})  # type: ignore[attr-defined]
needs("warp")(_warped)  # (engine/relevance.py)
CASTABLE_ZONES.append(_warped)
needs("warp")(_warp_variants)  # (engine/relevance.py)
CAST_PERMISSIONS.append(_warp_variants)
ALT_COST_KEYWORDS["Warp"] = "warp"


# ---------------------------------------------------------------- blitz (702.152)

_BLITZ_GRANT = AddAbilities((Keyword("Haste"), Triggered(Trigger("put_into_graveyard", from_zone="battlefield"),
                                                         Body(Draw()))))
_BLITZ_SACRIFICE = Body(Sacrifice(what=Remembered("blitzed")))


def _blitz_entered(state: "GameState", ev: dict) -> list:
    """702.152a: the blitzed permanent has haste and the draw trigger, and is sacrificed at the next end step."""
    if ev.get("kind") != "zone" or ev.get("to") != Zone.BATTLEFIELD or ev.get("from") != Zone.STACK:
        return []
    nid = ev.get("new")
    o = state.objects.get(nid) if nid is not None else None
    if o is None or "blitz" not in o.paid:
        return []
    ctrl = o.controller
    state.effects.append(ContEffect(state.new_id(), state.new_ts(), nid, ctrl, (_BLITZ_GRANT,), (nid,), "permanent"))
    state.delayed.append((state.new_id(), ctrl, nid, NEXT_END_STEP, _BLITZ_SACRIFICE, True, (("blitzed", (nid,)),)))
    state.touch()
    log(state, "effect", "702.152a", f"{o.card} has haste and \"when it dies, draw a card\"; it is sacrificed at the "
        "beginning of the next end step (blitz)")
    return []


_blitz_entered.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("blitz")(_blitz_entered)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_blitz_entered)
ALT_COST_KEYWORDS["Blitz"] = "blitz"
IMPLEMENTED_KEYWORDS.update({"Plot", "Warp", "Blitz"})
