"""Cipher (702.99): "If this spell is represented by a card, you may exile this card encoded on a creature you
control" and "For as long as this card is encoded on that creature, that creature has 'Whenever this creature
deals combat damage to a player, you may copy the encoded card and you may cast the copy without paying its mana
cost.'" (702.99a)

The first is the spell's last instruction (added to its body, ``targets.SPELL_BODY_REWRITES``): a copy of a spell
isn't represented by a card and encodes nothing. Encoding exiles the card and records it
(``state.designations["encoded"]``: exiled card id -> creature id, 702.99b) and grants the creature the triggered
ability by a layer-6 effect locked onto it (613.1f: an effect removing abilities later removes it too). The card
stays encoded while it stays in exile and the creature stays on the battlefield, whoever controls it and whether
or not it is still a creature (702.99c): the grant ends with the creature (its effect is locked onto it), and is
dropped as the card leaves exile. The copy is made in exile and cast from there (707.12), without paying its mana
cost, ignoring timing (608.2g).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ...tree.abilities import Body, Keyword, SpellAbility, Trigger, Triggered
from ...tree.continuous import AddAbilities
from ...tree.effects import CastCard, Mechanic, Seq
from ...tree.refs import EncodedCard, This
from ..chars import chars, compute_all, name_of
from ..effects import ask_effect
from ..evaluate import EXTRA_REFS, Env
from ..events import log, move, pname
from ..support import IMPLEMENTED_KEYWORDS, TREE_CHECKS, implements
from ..targets import SPELL_BODY_REWRITES
from ..triggers import GLOBAL_TRIGGERS
from .base import mechanic
from ..state import ContEffect
from ..relevance import needs

if TYPE_CHECKING:
    from ..state import GameState

ENCODED = "encoded"  # state.designations key
_BY_CARD: dict = {}  # (card name, face) -> whether it has cipher (printed: nothing grants cipher)
_ENCODE = Mechanic("cipher_encode")


def _rewrite(state: "GameState", o, body: Any) -> Any:
    """702.99a: the cipher instruction follows the spell's other instructions."""
    key = (o.card, o.face)
    hit = _BY_CARD.get(key)
    if hit is None:
        hit = _BY_CARD[key] = o.card is not None and o.kind != "ability" and "Cipher" in chars(state, o.id).keywords
    if not hit or type(body) is not Body:
        return body
    eff = body.effect
    steps = (tuple(eff.steps) if type(eff) is Seq else (eff,)) + (_ENCODE,)
    return Body(effect=Seq(steps), targets=body.targets)


def _ability(uid: int) -> Triggered:
    return Triggered(Trigger("deals_combat_damage", This(), to="player"),
                     Body(CastCard(EncodedCard(uid), copy=True, free=True, optional=True)))


@mechanic("cipher_encode")
def _encode(state: "GameState", ctx, node, progress, answer) -> None:
    """702.99a: "you may exile this card encoded on a creature you control" (if the spell is a card)."""
    src, pid = ctx.source, ctx.controller
    o = state.objects.get(src)
    if o is None or o.zone != Zone.STACK or o.kind != "card":
        return  # a copy of a spell isn't represented by a card (702.99a)
    if progress is None:
        allc = compute_all(state)
        cands = tuple(i for i in state.battlefield if i in allc and allc[i].controller == pid
                      and "Creature" in allc[i].types and not state.objects[i].phased_out)
        if not cands:
            return
        ask_effect(state, ctx, node, ("ask",), "choose_cards", pid, tuple(("choose", i) for i in cands) + (("done",),),
                   f"Cipher: exile {name_of(state, src)} encoded on a creature you control?",
                   info={"effect": "cipher"})
        return
    cre = answer[1] if answer and answer[0] == "choose" else None
    if cre is None or cre not in state.objects or state.objects[cre].zone != Zone.BATTLEFIELD:
        return
    uid = o.uid
    nid = move(state, src, Zone.EXILE, why="cipher", rule="702.99a", cause="effect")
    if nid is None or state.objects.get(nid) is None or state.objects[nid].zone != Zone.EXILE:
        return

    enc = dict(state.designations.get(ENCODED) or {})
    eid = state.new_id()
    enc[nid] = (cre, eid)
    state.designations[ENCODED] = enc
    state.effects.append(ContEffect(eid, state.new_ts(), nid, pid, (AddAbilities((_ability(uid),)),), (cre,),
                                    "permanent"))
    state.touch()
    log(state, "effect", "702.99a", f"{pname(state, pid)} encodes {name_of(state, nid)} on {name_of(state, cre)}")


def _encoded_card(env: Env, ref: EncodedCard) -> tuple:
    """702.99c: the card, if it is still in exile and encoded on the ability's source."""
    enc = env.state.designations.get(ENCODED) or {}
    for cid, (cre, _eid) in enc.items():
        o = env.state.objects.get(cid)
        if o is not None and o.uid == ref.uid and o.zone == Zone.EXILE and cre == env.source:
            return (cid,)
    return ()


def _unencode(state: "GameState", ev: dict) -> list:
    """702.99c: a card that leaves exile, or whose creature leaves the battlefield, is no longer encoded: its
    record and the ability it granted go."""
    enc = state.designations.get(ENCODED)
    if not enc or ev.get("kind") != "zone":
        return []
    gone = ev.get("object")
    keep = {c: v for c, v in enc.items() if c != gone and v[0] != gone}
    if len(keep) != len(enc):
        dropped = {v[1] for c, v in enc.items() if c not in keep}
        state.effects = [e for e in state.effects if e.id not in dropped]
        state.designations[ENCODED] = keep
        state.touch()
    return []


def _modal_cipher(roots) -> list[str]:
    """The cipher instruction is added to a plain spell body; a modal spell with cipher isn't handled."""
    if any(type(r) is Keyword and r.name == "Cipher" for r in roots) and any(
            type(r) is SpellAbility and type(r.body) is not Body for r in roots):
        return ["keyword Cipher on a modal spell"]
    return []


_unencode.kinds = frozenset({"zone"})  # type: ignore[attr-defined]  (events it reads)
needs("cipher", "encode", "encodedcard")(_unencode)  # (engine/relevance.py)
GLOBAL_TRIGGERS.append(_unencode)
EXTRA_REFS[EncodedCard] = _encoded_card
SPELL_BODY_REWRITES.append(_rewrite)
TREE_CHECKS.append(_modal_cipher)
implements("EncodedCard")
IMPLEMENTED_KEYWORDS.add("Cipher")
