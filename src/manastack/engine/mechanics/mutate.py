"""Mutate (702.140) and merged permanents (730).

- 702.140a: "Mutate [cost]" is an alternative cost (118.9; the cast variant ``alt:<index>+mutate``, the spell's
  ``paid`` holds "mutate"). Cast that way it is a *mutating creature spell* and targets a non-Human creature
  with the same owner as the spell (:func:`_mutating_body`; the target is chosen as any spell's, 601.2c).
- 702.140b, 608.3b: as it begins resolving with an illegal target it ceases to be a mutating creature spell and
  resolves as a creature spell (it enters the battlefield under its controller's control).
- 702.140c, 608.3d: with a legal target it doesn't enter the battlefield: its controller chooses to put it on
  top of the creature or under it (``option`` decision ``("top", spell, target)`` / ``("bottom", ...)``), and it
  merges with it (:func:`merge`).
- 730.2, 730.2a, 702.140e: the merged permanent is the same object (730.2c: not a new object, no "enters"
  trigger (730.2b), no summoning sickness change, effects on it go on applying); its characteristics are its
  topmost component's, its abilities every component's (``GameObject.merged`` holds the components under the
  top; ``charvalues.merged_chars``). The merge is part of its copiable values (730.2a), so a copy of a mutated
  permanent copies the top's characteristics and every component's abilities.
- 730.2d: it is a token only if its topmost component is (the object's ``kind`` is the top's).
- 730.2e: merged over a face-down creature, the permanent is face up (without being "turned face up");
  merged under it, it stays face down (no abilities, 708.2).
- 702.140d: "whenever [this creature] mutates" triggers as a spell merges with it (event ``mutates``).
- 702.140f: effects that modified the mutating spell modify the merged permanent (``events.follow_spell``).
- 730.3: leaving the battlefield, it is one permanent leaving; each component goes to that zone
  (``events._split_merged``); token components then cease to exist (704.5d).
- 730.3a: put into its owner's graveyard or library, the owner arranges the cards (:func:`arrange_merged`, asked
  in the middle of the zone change: ``option`` ``("top", card name)``, top first).
- 730.3c: an effect that finds the new object finds every card ("exile it, then return it": each card returns
  as a permanent of its own; ``events.with_components``).
- 730.3d: a replacement effect applied to the leaving permanent applies to all its components (the zone change
  is one event); 903.3c, 903.9c: a merged permanent containing a commander is that commander, and the owner's
  903.9b choice sends only the commander card to the command zone (``divert``, engine/mechanics/commander.py).

- "the number of times ~ has mutated": ``designations["mutations"]`` counts merges per permanent.

- 730.3b: exiled, the player who exiles it (the controller of the effect moving it; else its controller) orders
  the cards' timestamps (:func:`order_exiled`, an ``option`` decision ``("earliest", card name)``, earliest first)
  -- an exception to 613.7m's APNAP order.

Not modelled (the gap is noted): 730.3e's "card"-only replacement effects on a merged token with card
components (the replacement moves every component).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.types import Zone
from ...tree.abilities import Body, TargetSpec
from ...tree.filters import Filter
from ...tree.refs import TimesMutated
from ..casting import ALT_COST_KEYWORDS
from ..chars import name_of
from ..events import MERGED_EXILE_ORDER, MERGED_ORDER, fire, follow_spell, log, pname
from ..loop import ask, task
from ..replacement import MID_EVENT_KEYWORDS, need_choice
from ..resolve import RESOLVING_SPELL, resolve_top
from ..evaluate import AMOUNTS, resolve_ref
from ..support import IMPLEMENTED_KEYWORDS, implements
from ..targets import PERMANENT_SPELL_BODIES, VARIANT_SPELL_BODIES
from ..triggers import matcher, subject_ok

if TYPE_CHECKING:
    from ..state import GameObject, GameState

TAG = "mutate"
MUTATIONS = "mutations"  # designations: {permanent id: times it has mutated}

# 702.140a: "target non-Human creature with the same owner as this spell" ("you": the spell's controller, who
# is its owner when the target can be legal; see _mutating_body)
_TARGET = Filter(types=("Creature",), not_subtypes=("Human",), owner="you")
MUTATING_BODY = Body(targets=(TargetSpec(_TARGET, 1, 1, "mutate"),))
# a mutating spell cast by a player other than its owner: the filter has no way to say "owned by the spell's
# owner", so no creature is offered (such a cast is refused rather than allowed against the wrong creatures)
_NO_TARGET = Body(targets=(TargetSpec(Filter(types=("Creature",), not_subtypes=("Human",), owner="you",
                                             name="\x00"), 1, 1, "mutate"),))


def _mutating_body(state: "GameState", oid: int, c) -> Body | None:
    """702.140a: a mutating creature spell targets a non-Human creature with the same owner as the spell."""
    o = state.objects.get(oid)
    if o is None or TAG not in o.paid or o.zone != Zone.STACK or o.kind == "ability":
        return None
    return MUTATING_BODY if o.owner == o.controller else _NO_TARGET


def _body_if_cast(state: "GameState", oid: int, pid: int) -> Body:
    """The target a mutate cast of card ``oid`` by ``pid`` would have (for the castability check, 601.2c)."""
    return MUTATING_BODY if state.objects[oid].owner == pid else _NO_TARGET


def _resolving(state: "GameState", obj: int, ok: bool, per_body: list) -> str | None:
    """702.140b-c, 608.3b, 608.3d."""
    o = state.objects[obj]
    if TAG not in o.paid:
        return None
    if not ok:
        s = state.mut(obj)
        s.paid = s.paid - {TAG}
        state.touch()
        log(state, "resolve", "702.140b", f"{name_of(state, obj)}'s target is illegal: it ceases to be a mutating "
            "creature spell and resolves as a creature spell")
        return "creature"
    target = per_body[0][0][0]
    ask(state, "option", o.controller, (("top", obj, target), ("bottom", obj, target)),
        f"Mutate: put {name_of(state, obj)} on top of {name_of(state, target)} or under it? (702.140c)",
        ("mutate_merge",), info={"rule": "702.140c", "object": obj, "target": target})
    return "done"


@task("mutate_merge")
def _merge_chosen(state: "GameState", choice: tuple) -> None:
    where, spell, target = choice
    if spell not in state.objects or state.objects[spell].zone != Zone.STACK:
        return
    if target not in state.objects or state.objects[target].zone != Zone.BATTLEFIELD:
        # (the target left while the choice was asked: nothing can have happened in between; kept for safety)
        s = state.mut(spell)
        s.paid = s.paid - {TAG}
        resolve_top(state)
        return
    merge(state, spell, target, on_top=where == "top")


def _component(o: "GameObject") -> dict:
    d = {"uid": o.uid, "card": o.card, "kind": "card" if o.kind == "card" else "token"}
    if o.token is not None:
        d["token"] = o.token
    if o.copy_of is not None:
        d["copy_of"] = o.copy_of
    if o.face:
        d["face"] = o.face
    if o.alt is not None and not o.face_down:
        d["alt"] = o.alt
    if o.face_down:
        d["face_down"] = True
    return d


def merge(state: "GameState", spell: int, target: int, on_top: bool) -> None:
    """730.2, 702.140c: the spell leaves the stack and becomes part of ``target`` (the same object, 730.2c), on
    top or underneath. A copy of a spell becomes a token component (707.10f)."""
    s = state.objects[spell]
    before = name_of(state, target)
    what = name_of(state, spell)
    comp = _component(s)
    comp.pop("face_down", None)
    state.stack.remove(spell)
    del state.objects[spell]
    t = state.mut(target)
    under = tuple(t.merged or ())
    if on_top:
        old = _component(t)
        t.uid, t.card, t.kind = comp["uid"], comp["card"], comp["kind"]
        t.token, t.copy_of, t.face, t.alt = comp.get("token"), comp.get("copy_of"), comp.get("face", 0), None
        t.face_down = False  # 730.2e: face up, not "turned face up"
        t.merged = (old,) + under
    else:
        if t.face_down:
            comp["face_down"] = True  # 730.2e: the permanent keeps its top's face-down status
        t.merged = under + (comp,)
    counts = dict(state.designations.get(MUTATIONS) or {})
    counts[target] = counts.get(target, 0) + 1
    state.designations[MUTATIONS] = counts
    state.touch()
    follow_spell(state, spell, target)  # 702.140f
    log(state, "merge", "702.140c", f"{what} merges with {before} ({'on top' if on_top else 'underneath'}): "
        f"{pname(state, t.controller)} controls the mutated {name_of(state, target)}",
        {"object": target, "spell": spell, "top": on_top})
    fire(state, {"kind": "mutates", "object": target, "spell": spell})  # 702.140d


def _times_mutated(env, a) -> int:
    """"the number of times ~ has mutated": merges with this object (a new object after a zone change, 400.7,
    starts at 0)."""
    counts = env.state.designations.get(MUTATIONS)
    if not counts:
        return 0
    return sum(counts.get(e, 0) for e in resolve_ref(env, a.of) if e >= 0)


AMOUNTS[TimesMutated] = _times_mutated
implements("TimesMutated")


@matcher("mutates")
def _m_mutates(env, trig, ev):
    """702.140d: "whenever [this creature] mutates"."""
    return ev["kind"] == "mutates" and subject_ok(env, trig.subject, ev["object"], None)


ALT_COST_KEYWORDS["Mutate"] = TAG
IMPLEMENTED_KEYWORDS.add("Mutate")
PERMANENT_SPELL_BODIES.append(_mutating_body)
VARIANT_SPELL_BODIES[TAG] = _body_if_cast
RESOLVING_SPELL.append(_resolving)


def arrange_merged(state: "GameState", owner: int, zone: str, ids: list) -> None:
    """730.3a: a merged permanent put into its owner's graveyard or library becomes several cards; that player may
    arrange them in any order (in a library without revealing it). Asked card by card, from the top down (an
    ``option`` decision ``("top", card name)``, in the middle of the zone change), unless every order is the same
    (the cards left have one name)."""
    lst = state.zone_list(zone, owner)
    slots = sorted(lst.index(i) for i in ids)
    left = list(ids)
    order: list = []  # top first
    while len({name_of(state, i) for i in left}) > 1:  # (cards with the same name: any order is the same)
        names = tuple(dict.fromkeys(name_of(state, i) for i in left))
        # (by name: while the question is pending the game shows the state before the zone change, 616.1)
        ans = need_choice(state, "option", owner, tuple(("top", n) for n in names),
                          f"Arrange the cards of the merged permanent in your {zone}: which goes on top of the rest? "
                          f"({', '.join(names)}; 730.3a)", {"rule": "730.3a", "zone": zone})
        pick = next(i for i in left if name_of(state, i) == ans[1])
        order.append(pick)
        left.remove(pick)
    order += left
    for slot, i in zip(reversed(slots), order):  # (the end of a graveyard or library list is its top)
        lst[slot] = i
    state.touch_light()
    if state.logging:
        what = "in an order only they know" if zone == Zone.LIBRARY else \
            "top to bottom: " + ", ".join(name_of(state, i) for i in order)
        log(state, "order", "730.3a", f"{pname(state, owner)} arranges the merged permanent's cards in their {zone} "
            f"{what}", {"zone": zone})


def order_exiled(state: "GameState", player: int, ids: list) -> None:
    """730.3b: a player who exiles a merged permanent determines the relative timestamp order of its cards at that
    time (an exception to 613.7m). Asked card by card, earliest first (an ``option`` decision
    ``("earliest", card name)``, in the middle of the zone change), unless the cards left have one name."""
    left = list(ids)
    order: list = []
    while len({name_of(state, i) for i in left}) > 1:
        names = tuple(dict.fromkeys(name_of(state, i) for i in left))
        ans = need_choice(state, "option", player, tuple(("earliest", n) for n in names),
                          f"Exiling the merged permanent: which of its cards gets the earliest timestamp of the rest? "
                          f"({', '.join(names)}; 730.3b)", {"rule": "730.3b", "zone": Zone.EXILE})
        pick = next(i for i in left if name_of(state, i) == ans[1])
        order.append(pick)
        left.remove(pick)
    order += left
    stamps = sorted(state.objects[i].timestamp for i in ids)
    for i, ts in zip(order, stamps):
        state.mut(i).timestamp = ts
    lst = state.zone_list(Zone.EXILE, state.objects[ids[0]].owner)
    slots = sorted(lst.index(i) for i in ids)
    for slot, i in zip(slots, order):  # (the exile list is kept in timestamp order)
        lst[slot] = i
    state.touch_light()
    if state.logging:
        log(state, "order", "730.3b", f"{pname(state, player)} orders the exiled cards of the merged permanent, "
            "earliest timestamp first: " + ", ".join(name_of(state, i) for i in order), {"zone": Zone.EXILE})


MERGED_ORDER.append(arrange_merged)
MERGED_EXILE_ORDER.append(order_exiled)
MID_EVENT_KEYWORDS.add("Mutate")  # (730.3a is asked in the middle of the zone change)
