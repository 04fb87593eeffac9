"""Splice (702.47): "Splice onto [quality] [cost]" means "You may reveal this card from your hand as you cast a
[quality] spell. If you do, that spell gains the text of this card's rules text and you pay [cost] as an additional
cost to cast that spell." (702.47a)

- The choice is made as the spell is announced (601.2b), after its optional costs and before its modes and targets
  (``mechanics_hooks.ANNOUNCE_STAGES``): its caster picks, one at a time, cards with a splice ability whose quality
  the spell has from their hand, each at most once, only if the card's text has targets that can be chosen
  (702.47b); the order picked is the order their effects happen, after the main spell's (702.47b).
- The spell keeps what was spliced in ``paid`` (``splice@<order>=<card name>``: a copy of the spell has the same text,
  707.10), and its body gains the spliced cards' rules text (``targets.SPELL_BODY_REWRITES``, a text-changing
  effect, 702.47c): their effects after its own, their target slots after its own (chosen normally, 702.47d). The
  gained text's "this spell"/card name means the spell (702.47c: it deals the damage).
- The splice costs are added to the total cost (``mechanics_hooks.EXTRA_SPELL_MANA``, 601.2f); the cards stay in
  the hand (and may pay a cost of the spell, 702.47a example).
- A spell leaving the stack loses the changes (702.47e): the tags are the stack object's only.

Cards whose spell ability isn't a plain body (modal, or with a body of its own inside) can't be spliced here and
stay unsupported; nor is anything spliced onto a modal spell."""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from ...core.mana import EMPTY_COST
from ...tree.abilities import Body, Keyword, SpellAbility
from ...tree.effects import Seq
from ...tree.refs import Target
from ..casting import ANSWERS, STAGES
from ..chars import chars, name_of
from ..evaluate import Env, matches
from ..events import log
from ..loop import ask, push
from ..mechanics_hooks import ANNOUNCE_STAGES, EXTRA_SPELL_MANA, after_announce
from ..support import IMPLEMENTED_KEYWORDS, TREE_CHECKS
from ..targets import SPELL_BODY_REWRITES, body_has_satisfiable_targets, spell_body

if TYPE_CHECKING:
    from ..state import GameState

TAG = "splice@"


class _Nested(Exception):
    pass


def _shift(node: Any, k: int) -> Any:
    """``node`` with each target slot index moved up by ``k`` (a nested Body, with slots of its own: refused)."""
    if type(node) is Target:
        return Target(node.index + k)
    if type(node) is tuple:
        return tuple(_shift(x, k) for x in node)
    if type(node) is Body:
        raise _Nested
    if is_dataclass(node) and not isinstance(node, type):
        ch = {}
        for f in fields(node):
            v = getattr(node, f.name)
            nv = _shift(v, k)
            if nv is not v:
                ch[f.name] = nv
        return replace(node, **ch) if ch else node
    return node


def _splice_body(abilities: tuple) -> Body | None:
    """The card's rules text as it can be spliced: its one spell ability, a plain body without nested bodies."""
    sas = [a for a in abilities if type(a) is SpellAbility]
    if len(sas) != 1 or type(sas[0].body) is not Body:
        return None
    b = sas[0].body
    try:
        _shift(b.effect, 0)
        _shift(b.targets, 0)
    except _Nested:
        return None
    return b


def spliced_names(paid: frozenset) -> list[str]:
    """The cards spliced onto a spell, in the order their effects happen (702.47b)."""
    tags = sorted((int(t[len(TAG):].split("=", 1)[0]), t.split("=", 1)[1]) for t in paid if t.startswith(TAG))
    return [n for _k, n in tags]


def _card_body(state: "GameState", name: str) -> Body | None:
    cd = state.pool.get(name)
    return _splice_body(cd.faces[0].abilities) if cd is not None and cd.faces else None


def _rewrite(state: "GameState", o, body: Any) -> Any:
    """702.47c-d: the spell with the spliced cards' text: their effects after its own, their slots after its own."""
    if not o.paid or type(body) is not Body or not any(t.startswith(TAG) for t in o.paid):
        return body
    effects = list(body.effect.steps) if type(body.effect) is Seq else ([body.effect] if body.effect is not None else [])
    targets = tuple(body.targets)
    for name in spliced_names(o.paid):
        b = _card_body(state, name)
        if b is None:
            continue
        k = len(targets)
        e = _shift(b.effect, k)
        effects.extend(e.steps if type(e) is Seq else (e,))
        targets = targets + _shift(b.targets, k)
    return Body(effect=Seq(tuple(effects)), targets=targets)


def _goto(state: "GameState", c: dict, stage: str) -> None:
    c["stage"] = stage
    state.touch_light()
    push(state, "cast_stage")


def _go_on(state: "GameState", c: dict, stage: str) -> None:
    """Go on to the next casting stage at once (nothing happened here: no task needed)."""
    c["stage"] = stage
    STAGES[stage](state, c)


# card name -> whether its printed abilities include splice (no effect grants splice to cards in a hand)
_BY_CARD: dict = {}


def _printed_splice(state: "GameState", name: str | None) -> bool:
    hit = _BY_CARD.get(name)
    if hit is None:
        cd = state.pool.get(name) if name is not None else None
        hit = _BY_CARD[name] = cd is not None and any(
            type(a) is Keyword and a.name == "Splice" for f in cd.faces for a in f.abilities)
    return hit


def _splice_costs(state: "GameState", oid: int, c: dict) -> list:
    """(hand card, splice cost) for each card pid may still splice onto spell ``oid`` (702.47a-b)."""
    pid = c["player"]
    done = set(c.get("splice_picked", ()))
    env = Env(state, oid, pid)
    out = []
    objs = state.objects
    for h in state.hand[pid]:
        if h in done or not _printed_splice(state, objs[h].card):
            continue
        hc = chars(state, h)
        if "Splice" not in hc.keywords:
            continue
        kw = next((a for a in hc.abilities if type(a) is Keyword and a.name == "Splice" and a.cost is not None
                   and a.arg is not None and matches(env, a.arg, oid)), None)
        if kw is None:
            continue
        b = _splice_body(hc.abilities)
        if b is None or not body_has_satisfiable_targets(state, b, oid, pid):  # 702.47b
            continue
        out.append((h, kw.cost.mana))
    return out


def _stage_splice(state: "GameState", c: dict) -> None:
    """702.47a-b: reveal cards with splice from the hand as the spell is cast (601.2b)."""
    oid = c["obj"]
    if c.get("splice_done") or type(c["body"]) is not Body:
        _go_on(state, c, after_announce("splice"))
        return
    cands = _splice_costs(state, oid, c)
    if not cands:
        _finish(state, c)
        return
    opts = tuple(("choose", h) for h, _m in cands) + (("done",), ("cancel",))
    ask(state, "choose_cards", c["player"], opts,
        f"Splice a card onto {name_of(state, oid)}? (choose one at a time, in the order their effects happen)",
        ("cast_answer", "splice"), info={"keyword": "Splice", "rule": "702.47a"})


def _ans_splice(state: "GameState", c: dict, choice: tuple) -> None:
    if choice[0] == "choose":
        h = choice[1]
        cost = next(m for i, m in _splice_costs(state, c["obj"], c) if i == h)
        c["splice_picked"] = tuple(c.get("splice_picked", ())) + (h,)
        c["splice_cost"] = c.get("splice_cost", EMPTY_COST) + cost
        n = len(c["splice_picked"])
        s = state.mut(c["obj"])
        s.paid = frozenset(s.paid | {f"{TAG}{n}={state.objects[h].card}"})
        log(state, "reveal", "702.47a", f"{state.players[c['player']].name} reveals {name_of(state, h)} and splices "
            f"it onto {name_of(state, c['obj'])}", {"object": h, "onto": c["obj"]})
        _goto(state, c, "splice")
        return
    _finish(state, c)


def _finish(state: "GameState", c: dict) -> None:
    c["splice_done"] = True
    if not c.get("splice_picked"):
        _go_on(state, c, after_announce("splice"))
        return
    c["body"] = spell_body(state, c["obj"])  # 702.47c: the spell gains the text (its targets chosen next)
    _goto(state, c, after_announce("splice"))


def _extra_mana(state: "GameState", c: dict):
    return c.get("splice_cost", EMPTY_COST) if c["kind"] == "spell" else EMPTY_COST


def _unspliceable(roots) -> list[str]:
    """A card with splice whose rules text can't be spliced here is unsupported."""
    if any(type(r) is Keyword and r.name == "Splice" and (r.cost is None or r.arg is None) for r in roots) or (
            any(type(r) is Keyword and r.name == "Splice" for r in roots) and _splice_body(tuple(roots)) is None):
        return ["keyword Splice on a card whose text can't be spliced"]
    return []


STAGES["splice"] = _stage_splice
ANSWERS["splice"] = _ans_splice
ANNOUNCE_STAGES.append("splice")
EXTRA_SPELL_MANA.append(_extra_mana)
SPELL_BODY_REWRITES.append(_rewrite)
TREE_CHECKS.append(_unspliceable)
IMPLEMENTED_KEYWORDS.add("Splice")
