"""What a player with priority may do (117.1): play a land (305), cast a spell (601), activate an
ability (602, 606), take a special action (116) — and carrying out the chosen action."""
from __future__ import annotations

import functools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalActionError
from ..core.memo import by_identity
from ..core.mana import EMPTY_COST, ManaCost
from ..core.types import Step, Zone
from ..tree.abilities import Activated, Body, Keyword, SpellAbility, Static
from ..tree.continuous import CastAsThough, SelfCostChange
from ..tree.costs import Cost
from ..tree.effects import Seq
from . import upcalls
from .chars import chars, from_chars, outside_effects, static_mods
from .charvalues import Chars, face_down_chars, base_chars
from .events import log, move, fire
from .abilities import expanded_abilities
from .casting import ALT_COST_KEYWORDS, VARIANT_TAGS, face_of, variant_tags, begin_cast, activate_mana_ability, begin_activate
from .loop import push
from .mechanics_hooks import (ACTIVATE_BANS, ALT_COST_TAGS, CAST_BANS, CAST_PERMISSIONS, CASTABLE_ZONES,
                               LAND_PERMISSIONS, LAND_PLAYS, SPECIAL_ACTION_HANDLERS, SPECIAL_ACTIONS, VARIANT_EXTRA_COSTS,
                               COMMAND_ZONE_ACTIVATIONS, GENERIC_HELPERS, INSTANT_TIMING_TAGS, MANA_OFFER_HOOKS)
from .payment import (
    TAP_COST, activation_mana, mana_bundles, available_mana_count, can_pay, as_any_color, solve, sources_for, usable_pool,
)
from .targets import VARIANT_SPELL_BODIES, body_has_satisfiable_targets, spell_body
from .evaluate import condition_holds, Env, matches
from .charvalues import front_face_abilities

if TYPE_CHECKING:
    from .state import GameState

# ---------------------------------------------------------------- timing


def sorcery_timing(state: "GameState", pid: int) -> bool:
    """307.1 / 117.1a: main phase of your turn with an empty stack."""
    return state.active == pid and state.step in Step.MAIN and not state.stack


def can_cast_at_this_time(state: "GameState", pid: int, c: Chars) -> bool:
    if "Instant" in c.types or "Flash" in c.keywords:
        return True
    return sorcery_timing(state, pid)


# ---------------------------------------------------------------- casting


def cast_variants(state: "GameState", pid: int, oid: int) -> list[str]:
    """Ways ``pid`` may cast card ``oid`` from where it is: normally, prototyped (702.160), with
    flashback from a graveyard (702.34)..."""
    o = state.objects[oid]
    c = chars(state, oid)
    out = []
    if o.zone == Zone.HAND and o.owner == pid:
        back = _mdfc_back(state, o)
        if back is not None and "Land" not in back.types:
            out.append("face1")  # 712.12: a modal double-faced card may be cast with either face up
        out.extend(_hand_variants(c))
    elif o.zone == Zone.GRAVEYARD and o.owner == pid:
        out.extend(_graveyard_variants(c))
    if o.owner == pid and (o.zone == Zone.HAND or o.zone == Zone.GRAVEYARD):
        lay = _halves_layout(state, o)
        if lay is not None:  # (a permission's own variants aren't split into halves: it may admit only one)
            out = list(half_variants(lay, o.zone, tuple(out)))
    for perm in state.relevance.active("cast_permissions", CAST_PERMISSIONS):
        for v in perm(state, pid, oid):
            if v not in out:
                out.append(v)
    return out


HALF_LAYOUTS = frozenset({"split", "aftermath", "adventure"})


def _halves_layout(state: "GameState", o) -> tuple | None:
    """(layout, number of halves, may be cast fused) of a card with castable halves (split 709, aftermath
    702.127, adventurer 715, fuse 702.102), if it is one (a card whose second face the data lacks isn't: it is
    unsupported anyway)."""
    if o.card is None or o.kind != "card":
        return None
    cd = state.pool.get(o.card)
    if cd.layout not in HALF_LAYOUTS or len(cd.faces) < 2:
        return None
    return (cd.layout, len(cd.faces), cd.layout == "split" and any("Fuse" in f.keywords for f in cd.faces)
            and bool(fused_halves(cd.faces)))


def fused_halves(faces: tuple) -> tuple:
    """The halves' spell bodies (Body, each with its own targets), if each half has exactly one that a fused
    spell can follow in turn (a modal half can't be: its modes would be mixed with the other half's)."""
    out = []
    for f in faces:
        spells = [a.body for a in f.abilities if type(a) is SpellAbility]
        if len(spells) != 1 or type(spells[0]) is not Body:
            return ()
        out.append(spells[0])
    return tuple(out)


# the variant a card exiled on an Adventure is cast with from exile (715.3d; engine/mechanics/card_halves.py): not
# one that may cast it as an Adventure again
ADVENTURER_VARIANT = "adventurer"


@functools.lru_cache(maxsize=4096)
def half_variants(lay: tuple, zone: str, variants: tuple) -> tuple:
    """Each way to cast a card with two halves becomes a way to cast each half it may be cast as:
    709.3 (a split card: the player chooses the half, "face0" or "face1"), 702.127a (aftermath: the second
    half only from its owner's graveyard, the first from anywhere else it may be cast), 715.3 (an adventurer
    card: normally or as an Adventure, "face1", except when cast from exile as 715.3d allows); 702.102a (a split
    card with fuse cast from a hand: both halves, "fuse"). ``lay``: (layout, number of halves, has fuse)."""
    layout, n, fuse = lay
    out: list[str] = []
    for v in variants:
        tags = variant_tags(v)
        if any(t.startswith("face") for t in tags) or v == ADVENTURER_VARIANT:
            out.append(v)
            continue
        halves = (0,) if layout == "aftermath" else range(n)  # (an Un-card has five halves)
        for h in halves:
            if layout == "adventure" and h == 0:
                out.append(v)
            elif v == "normal":
                out.append(f"face{h}")
            else:
                out.append(f"{v}+face{h}")
        if fuse and zone == Zone.HAND:  # 702.102a: cast from a hand, both halves may be cast together
            out.append("fuse" if v == "normal" else f"{v}+fuse")
    if layout == "aftermath" and zone == Zone.GRAVEYARD:
        out.append("face1+aftermath")  # 702.127a: "You may cast this half of this split card from your graveyard"
    return tuple(dict.fromkeys(out))


@by_identity()  # (cards in hand share their Chars)
def _hand_variants(c: Chars) -> tuple:
    """The ways a card in its owner's hand may be cast by its own abilities: normally, prototyped
    (702.160), for an alternative cost (118.9)."""
    out = []
    if "Land" not in c.types:
        out.append("normal")
        if any(type(a) is Keyword and a.name == "Prototype" for a in c.abilities):
            out.append("prototype")
        for i, a in enumerate(c.abilities):  # 118.9: "You may [cost] rather than pay this spell's mana cost"
            if type(a) is Keyword and a.name in ALT_COST_KEYWORDS and a.cost is not None:
                tag = ALT_COST_KEYWORDS[a.name]  # what the permanent remembers was paid (702.74a evoke, 702.109a dash)
                out.append(f"alt:{i}+{tag}" if tag else f"alt:{i}")
    if c.keywords & FACE_DOWN_CAST:
        out.append("facedown")  # 702.37a, 702.168a: cast face down for {3} (engine/mechanics/face_down.py)
    return tuple(out)


# keywords that let a card be cast face down as a 2/2 creature for {3} (702.37a-b, 702.168a)
FACE_DOWN_CAST = frozenset({"Morph", "Megamorph", "Disguise"})




@by_identity()
def _graveyard_variants(c: Chars) -> tuple:
    """Flashback (702.34): the way a card in its owner's graveyard may be cast by its own abilities."""
    return ("flashback",) if any(type(a) is Keyword and a.name == "Flashback" for a in c.abilities) else ()


def _permissions_quiet(state: "GameState", pid: int, zone: str) -> bool:
    """Does no cast-permission hook add a way to cast any of ``pid``'s cards in ``zone`` now? (Hooks
    say so with a ``quiet(state, pid, zone)`` attribute; a hook without one may always add; a hook whose
    ``zones`` leave ``zone`` out never adds there.)"""
    qi = _QUIET_INDEX
    hooks = qi[1].get(zone) if qi[0] == CAST_PERMISSIONS else None
    if hooks is None:
        hooks = _quiet_hooks(zone)
    for q in state.relevance.active(("cast_permissions_quiet", zone), hooks):
        q = getattr(q, "quiet", None)
        if q is None or not q(state, pid, zone):
            return False
    return True


_QUIET_INDEX: list = [None, {}]  # (CAST_PERMISSIONS as indexed, zone -> the quiet tests to ask)


def _quiet_hooks(zone: str) -> tuple:
    """The cast-permission hooks that may add a way to cast a card in ``zone`` (their ``quiet`` attributes
    are asked; only those that can matter in the game, engine/relevance.py), in registration order (indexed once per zone; rebuilt if the list
    changes)."""
    qi = _QUIET_INDEX
    if qi[0] != CAST_PERMISSIONS:
        qi[0] = list(CAST_PERMISSIONS)
        qi[1] = {}
    hit = qi[1].get(zone)
    if hit is None:
        hit = qi[1][zone] = tuple(p for p in CAST_PERMISSIONS
                                  if getattr(p, "zones", None) is None or zone in p.zones)
    return hit




def _mdfc_back(state: "GameState", o) -> Any:
    """The back face (a FaceDef) of a modal double-faced card (712.2), if it has one."""
    if o.card is None or o.kind != "card":
        return None
    cd = state.pool.get(o.card)
    if cd.layout != "modal_dfc" or len(cd.faces) < 2:
        return None
    return cd.faces[1]


def cast_chars(state: "GameState", oid: int, variant: str) -> Chars:
    """718.3a: when casting prototyped, use the prototype values to see if it can be cast; 712.12:
    a modal double-faced card cast back face up has only that face's characteristics."""
    tags = variant_tags(variant)
    if "facedown" in tags:  # 702.37c, 708.4: judged by the face-down spell's characteristics
        cast_face_down_as = upcalls.cast_face_down_as

        return face_down_chars(state.objects[oid].owner, cast_face_down_as(state, oid))
    face = face_of(tags)
    if face is not None:
        o2 = state.objects[oid].copy()
        o2.face = face
        o2.zone = Zone.STACK  # (709.3a, 715.3a: only the half being cast is evaluated, as it is on the stack)
        return base_chars(state, o2)
    o = state.objects[oid]
    if o.face_down and o.zone != Zone.BATTLEFIELD:
        c = base_chars(state, o)
    else:
        c = chars(state, oid)
    if "prototype" in variant_tags(variant):
        o = state.objects[oid]
        f = state.pool.get(o.card).faces[o.face]
        if f.prototype:
            cost, p, t = f.prototype
            c = c.copy()
            c.mana_cost, c.power, c.toughness, c.colors = cost, p, t, cost.colors
    return c


def _flash_grants(state: "GameState") -> list:
    """(source, its controller, CastAsThough mod) for every such static now (memoized per version)."""
    memo = state.memo()
    hit = memo.get("flash_grants")
    if hit is not None:
        return hit
    grants = static_mods(state, CastAsThough)
    if not grants:
        memo["flash_grants"] = []
        return []
    out = []
    for src, ch, ab, m in grants:
        if ab.condition is not None and not condition_holds(Env(state, src, ch.controller), ab.condition):
            continue
        out.append((src, ch.controller, m))
    memo["flash_grants"] = out
    return out


def flash_permission(state: "GameState", pid: int, oid: int) -> bool:
    """609.4, 601.3b: may ``pid`` cast card ``oid`` as though it had flash (a CastAsThough static)?"""
    grants = _flash_grants(state)
    if not grants:
        return False
    from dataclasses import replace


    for src, ctrl, m in grants:
        if m.what != "flash":
            continue
        if (m.who == "you" and pid != ctrl) or (m.who == "opponents" and pid == ctrl):
            continue
        f = m.filter
        if f is None:
            return True
        if f.kind == "spell" and state.objects[oid].zone != Zone.STACK:
            f = replace(f, kind="object")
        if matches(Env(state, src, pid), f, oid):
            return True
    return False


def castable(state: "GameState", pid: int, oid: int, variant: str) -> bool:
    """A quick, sound check that casting can be completed: timing, cost and targets (the costliest
    test last: the answer is the same in any order)."""
    c = cast_chars(state, oid, variant)
    if not timing_allows(state, pid, oid, c) and not (INSTANT_TIMING_TAGS & variant_tags(variant)):
        return False  # (a variant whose permission limits it to instant timing: sneak, 702.190a)
    return castable_now(state, pid, oid, variant, c)


def timing_allows(state: "GameState", pid: int, oid: int, c: Chars) -> bool:
    """May ``pid`` cast ``oid`` (with characteristics ``c``) at this time (117.1a, 307.1, 609.4)?"""
    return can_cast_at_this_time(state, pid, c) or flash_permission(state, pid, oid)


def castable_now(state: "GameState", pid: int, oid: int, variant: str, c: Chars) -> bool:
    """``castable`` once the timing is known to allow it (``c``: the chars it is cast with)."""
    bans = state.relevance.active("cast_bans", CAST_BANS)
    if bans and any(f(state, pid, oid, c) for f in bans):
        return False  # 101.2: a "can't" beats a "can" (split second 702.61a, "can't be cast" rules)
    if not _cost_payable(state, pid, oid, variant, c):
        return False
    # a target may depend on X ("with mana value X"), which is chosen before targets (601.2b-c)
    if c.mana_cost.has_x or "overload" in variant_tags(variant):
        return True
    body = None
    if VARIANT_SPELL_BODIES and variant != "normal":  # targets by the way it is cast (mutate, 702.140a)
        tags = variant_tags(variant)
        body = next((f(state, oid, pid) for t, f in VARIANT_SPELL_BODIES.items() if t in tags), None)
    return body_has_satisfiable_targets(state, body if body is not None else spell_body(state, oid, c), oid, pid)


def _cost_payable(state: "GameState", pid: int, oid: int, variant: str, c: Chars) -> bool:
    if not c.mana_cost.symbols and "Land" not in c.types and not _replaces_mana_cost(variant):
        return False  # 118.6: no mana cost (not even {0}) is an unpayable cost
    if variant == "normal":
        hit = _plain_cost(c)
        if hit[1] and not cost_changers(state) and not spell_keyword_grants(state) and chars(state, oid) is c \
                and state.objects[oid].zone != Zone.COMMAND:
            # no additional cost, no cost change, no convoke/improvise/delve: what the general path
            # below computes comes to this
            return hit[2] is None or can_pay(state, pid, hit[2], spell=oid)
    tags = variant_tags(variant)
    cost = c.mana_cost
    if "free" in tags:
        cost = EMPTY_COST  # 118.9: additional costs must still be paid
    elif "facedown" in tags:
        cost = ManaCost.parse("{3}")  # 702.37c, 702.168b
    else:
        alt = next((t for t in tags if t in ALT_COST_TAGS or t.startswith("alt:")), None)
        if alt is not None:
            idx = int(alt[4:]) if alt.startswith("alt:") else None
            abl = c.abilities
            if "face1" in tags and idx is None:

                abl = abl + front_face_abilities(state, oid)  # cast transformed (712.11d)
            for i, kw in enumerate(abl):
                if type(kw) is Keyword and kw.cost is not None and (
                        (idx is None and kw.name == ALT_COST_TAGS[alt]) or (idx == i and kw.name in ALT_COST_KEYWORDS)):
                    if not _nonmana_payable(state, pid, oid, kw.cost, exclude=oid):
                        return False
                    if kw.name == "AlternativeCost" and kw.arg is not None and not condition_holds(
                            Env(state, oid, pid), kw.arg):  # 118.9: "If you control a Plains, you may ..."
                        return False
                    cost = kw.cost.mana
    for kw in c.abilities:
        if type(kw) is Keyword and kw.name == "AdditionalCost" and kw.cost is not None:
            if not _nonmana_payable(state, pid, oid, kw.cost, exclude=oid):
                return False
            cost = cost + kw.cost.mana
        elif type(kw) is Keyword and kw.name == "AdditionalCostChoice" and kw.cost is not None:
            # 601.2b: one of two additional costs; castable if either can be paid (the first payable one counted)
            pick = next((x for x in (kw.cost, kw.arg) if _nonmana_payable(state, pid, oid, x, exclude=oid)), None)
            if pick is None:
                return False
            cost = cost + pick.mana
    for tag in tags:
        extra_cost = VARIANT_EXTRA_COSTS.get(tag)
        if extra_cost is not None and not _nonmana_payable(state, pid, oid, extra_cost, exclude=oid):
            return False
    if cost.has_x:
        cost = cost.with_x(0)
    if not cost.symbols:
        return True
    colored: list = []
    inc, red = cost_change_amounts(state, pid, oid, colored)  # 601.2f
    for more in colored:
        cost = cost + more
    if inc:
        cost = cost + ManaCost.parse("{" + str(inc) + "}")
    if red:
        cost = cost.reduced_generic(red)
    if "anycolor" in tags:  # 609.4b: mana may be spent as though it were mana of any color
        cost = as_any_color(cost)
    for f in GENERIC_HELPERS:  # another player may pay generic mana (assist, 702.132a)
        cost = cost.reduced_generic(f(state, pid, oid, c, cost.generic, tags))
    extra = alt_payers(state, pid, oid)
    if extra:
        p = state.players[pid]
        return solve(cost.normalized(), usable_pool(state, pid, oid), sources_for(state, pid, oid) + extra,
                     p.life) is not None
    return can_pay(state, pid, cost.normalized(), spell=oid)


def _replaces_mana_cost(variant: str) -> bool:
    """Is the spell cast without paying its mana cost or for an alternative cost (118.6a, 118.9; face down for
    {3}, 702.37c)?"""
    return any(t in ("free", "prototype", "facedown") or t in ALT_COST_TAGS or t.startswith("alt:")
               for t in variant_tags(variant))


_MANALESS_HELP = frozenset({"Convoke", "Delve", "Improvise", "Affinity", "Assist", "Undaunted"})
_LIFE_PAYABLE = ("phyrexian", "hybrid_phyrexian")
@by_identity()
def _plain_cost(c: Chars) -> tuple:
    """Is casting a card with characteristics ``c`` normally just paying its mana cost (no additional
    cost, 601.2f; no "costs less" of its own, no affinity, 702.41; no convoke, improvise or delve,
    702.51, 702.126, 702.66)? With that cost (X = 0, normalized; None when it has no symbols)."""
    plain = not (c.keywords & _MANALESS_HELP) and not any(
        (type(a) is Keyword and a.name in ("AdditionalCost", "AdditionalCostChoice", "Affinity"))
        or (type(a) is Static and any(type(m) is SelfCostChange for m in a.mods)) for a in c.abilities)
    cost = c.mana_cost
    if cost.has_x:
        cost = cost.with_x(0)
    return (c, plain, cost.normalized() if cost.symbols else None)


def _nonmana_payable(state: "GameState", pid: int, source: int, cost: Cost, exclude: int | None = None) -> bool:
    o = state.objects.get(source)
    if cost.tap or cost.untap:
        if o is None or o.zone != Zone.BATTLEFIELD:
            return False
        if cost.tap and o.tapped:
            return False
        if cost.untap and not o.tapped:
            return False
        c = chars(state, source)
        if "Creature" in c.types and o.sick and "Haste" not in c.keywords:
            return False  # 302.6
    if cost.discard:
        hand = [h for h in state.hand[pid] if h != exclude]
        if cost.discard_filter is not None and len(hand) >= cost.discard:
            env = Env(state, source, pid)
            hand = [h for h in hand if matches(env, cost.discard_filter, h)]
        if len(hand) < cost.discard:
            return False
    if cost.life and state.players[pid].life < cost.life:
        return False  # 119.4
    if cost.exile_from_graveyard:  # "Exile N [other] cards from your graveyard"
        gy = [i for i in state.graveyard[pid] if i != exclude and i != source]
        if cost.exile_filter is not None and len(gy) >= cost.exile_from_graveyard:
            env = Env(state, source, pid)
            gy = [i for i in gy if matches(env, cost.exile_filter, i)]
        if len(gy) < cost.exile_from_graveyard:
            return False
    if cost.reveal_from_hand:  # "Reveal a Pirate card from your hand", "behold a Dragon" (601.2h, 701.4a)
        env = Env(state, source, pid)
        n = sum(1 for i in state.hand[pid] if i != exclude and i != source and matches(env, cost.reveal_filter, i))
        if cost.behold:
            pf = replace(cost.reveal_filter, kind="permanent")
            n += sum(1 for i in state.battlefield if not state.objects[i].phased_out
                     and chars(state, i).controller == pid and matches(env, pf, i))
        if n < cost.reveal_from_hand:
            return False
    if cost.exile_from_hand:  # "Exile a [red] card from your hand": never the card being cast (601.2h)
        env = Env(state, source, pid)
        hand = [i for i in state.hand[pid] if i != exclude and i != source
                and (cost.exile_filter is None or matches(env, cost.exile_filter, i))]
        if len(hand) < cost.exile_from_hand:
            return False
    if cost.exile_from_among:  # craft's materials (702.167a-b): other permanents pid controls, cards in pid's graveyard
        env = Env(state, source, pid)
        among = [i for i in state.battlefield if i != source and not state.objects[i].phased_out
                 and chars(state, i).controller == pid] + [i for i in state.graveyard[pid] if i != exclude]
        if sum(1 for i in among if cost.exile_filter is None or matches(env, cost.exile_filter, i)) \
                < cost.exile_from_among:
            return False
    if cost.energy and state.players[pid].counters.get("energy", 0) < cost.energy:
        return False  # 107.14: {E} is paid by removing an energy counter
    if cost.loyalty is not None and cost.loyalty < 0:
        if (o.counters or {}).get("loyalty", 0) < -cost.loyalty:
            return False
    if cost.remove_counters:
        k, n = cost.remove_counters
        if (o.counters or {}).get(k, 0) < n:
            return False
    if cost.sacrifice is not None and cost.sacrifice_n:
        env = Env(state, source, pid)
        n = sum(1 for i in state.battlefield if chars(state, i).controller == pid and matches(env, cost.sacrifice, i))
        if n < cost.sacrifice_n:
            return False
    if cost.exile_from_graveyard and len(state.graveyard[pid]) < cost.exile_from_graveyard:
        return False
    if cost.tap_power:
        can_tap_power = upcalls.can_tap_power

        if not can_tap_power(state, pid, source, cost.tap_power):
            return False
    if cost.tap_untapped is not None and cost.tap_untapped_n:
        env = Env(state, source, pid)
        # 602.5a-style: "Tap N untapped Wizards you control" may tap the source itself (it isn't {T}, 302.6),
        # unless the cost also has {T} (then the source is tapped by that part)
        n = sum(1 for i in state.battlefield if not state.objects[i].tapped and (i != source or not cost.tap)
                and chars(state, i).controller == pid and matches(env, cost.tap_untapped, i))
        if n < cost.tap_untapped_n:
            return False
    return True


# ---------------------------------------------------------------- activating


def activatable(state: "GameState", pid: int, oid: int, idx: int, ab: Activated, c: Chars) -> bool:
    o = state.objects[oid]
    if ab.zone == "battlefield":
        if o.zone != Zone.BATTLEFIELD or (c.controller != pid and ab.who != "any"):
            return False  # 602.2: only its controller, unless "any player may activate this ability"
    elif ab.zone == "hand":
        if o.zone != Zone.HAND or o.owner != pid:
            return False
    elif ab.zone == "graveyard":
        if o.zone != Zone.GRAVEYARD or o.owner != pid:
            return False
    elif ab.zone == "command":  # 702.49d: commander ninjutsu (its owner, from the command zone)
        if o.zone != Zone.COMMAND or o.owner != pid:
            return False
    if c.restricted("cant_activate"):
        return False
    if ACTIVATE_BANS and not ab.mana:
        bans = state.relevance.active("activate_bans", ACTIVATE_BANS)
        if bans and any(f(state, pid, oid, ab) for f in bans):
            return False  # 101.2 (split second, 702.61a)
    if ab.timing == "sorcery" or ab.loyalty:
        if not sorcery_timing(state, pid):
            return False
    if ab.loyalty and oid in state.turn_data.get("loyalty_used", ()):  # 606.3
        return False
    if ab.limit is not None and state.turn_data.get("activations", {}).get((oid, idx), 0) >= ab.limit:
        return False
    if ab.condition is not None:
        if not condition_holds(Env(state, oid, pid), ab.condition):
            return False
    if not _nonmana_payable(state, pid, oid, ab.cost):
        return False
    if not body_has_satisfiable_targets(state, ab.body, oid, pid):
        return False
    mana = ab.cost.mana if ab.cost_change is None else activation_mana(state, oid, pid, ab)
    if mana.symbols:
        if mana.has_x:
            mana = mana.with_x(0)
        if ab.cost.tap:
            # the source itself can't also be tapped for mana
            p = state.players[pid]
            srcs = [s for s in sources_for(state, pid, ("ability", oid)) if s[0] != oid]
            return solve(mana, usable_pool(state, pid, ("ability", oid)), srcs, p.life) is not None
        return can_pay(state, pid, mana, spell=("ability", oid))
    return True


# ---------------------------------------------------------------- options


def priority_options(state: "GameState", pid: int) -> tuple:
    """Every action ``pid`` may take with priority now."""
    opts: list[tuple] = [("pass",)]
    p = state.players[pid]
    main_empty = sorcery_timing(state, pid)
    flash = bool(_flash_grants(state))  # (without any, flash_permission is False)
    # Outside the player's sorcery timing and without a flash permission, a card whose profile says it
    # offers nothing then (every variant cast at sorcery speed with its own characteristics, no ability
    # working from its zone, no special action: _own_profile's last entry) is left out at once, when no
    # cast permission adds a way to cast a card in its zone: it would add no option below.
    fast = not main_empty and not flash
    hand = state.hand[pid]
    objs = state.objects
    pool = state.pool
    # each own card's Chars and its profile (what its characteristics alone say: see _own_profile)
    own: list[int] = []
    own_chars = []
    profs = []
    shared = pool.chars_cache
    shared_profs = getattr(pool, "own_profiles", None)
    plain_shared = not outside_effects(state)  # (else cards outside the battlefield aren't their printed selves)
    quiet_hand = quiet_graveyard = None  # asked when first needed
    n_hand = 0
    for zone_cards, in_hand in ((hand, True), (state.graveyard[pid], False)):
        for oid in zone_cards:
            o = objs[oid]
            # chars(state, oid) for a card outside the battlefield and stack, its shared case inlined
            # (see chars_of_nonbattlefield): a plain card's profile is kept per (card, face, owner) with the
            # shared characteristics it was made from
            key = None
            hit = None
            if plain_shared and o.kind == "card" and not o.face_down and o.copy_of is None and o.alt is None:
                key = (o.card, o.face, o.owner, False)
                if shared_profs is not None:
                    hit = shared_profs.get(key)
                if hit is None:
                    c = shared.get(key)
                else:
                    c = hit[0]
            else:
                c = None
            if hit is None:
                if c is None:
                    c = chars(state, oid)
                hit = _PROFILES.get(id(c))
                if hit is None or hit[0] is not c or hit[1] != o.card or hit[2] != o.kind or hit[3] is not pool:
                    hit = _own_profile(state, o, c)
                if key is not None and shared_profs is not None and shared.get(key) is c:
                    shared_profs[key] = hit  # (cleared with the shared characteristics when a card is defined)
            if fast and hit[12 if in_hand else 13] and o.owner == pid:
                zone = o.zone
                if in_hand and zone == Zone.HAND:
                    if quiet_hand is None:
                        quiet_hand = _permissions_quiet(state, pid, Zone.HAND)
                    if quiet_hand:
                        continue
                elif not in_hand and zone == Zone.GRAVEYARD:
                    if quiet_graveyard is None:
                        quiet_graveyard = _permissions_quiet(state, pid, Zone.GRAVEYARD)
                    if quiet_graveyard:
                        continue
            own.append(oid)
            own_chars.append(c)
            profs.append(hit)
        if in_hand:
            n_hand = len(own)
    if main_empty and (p.lands_played < p.land_plays or p.lands_played < p.land_plays + sum(
            f(state, pid) for f in state.relevance.active("land_plays", LAND_PLAYS))):
        for k in range(n_hand):
            prof = profs[k]
            if prof[4]:
                opts.append(("play", own[k]))
            if prof[5]:
                opts.append(("play", own[k], 1))  # 712.12: a modal double-faced land, played back face up
        for perm in state.relevance.active("land_permissions", LAND_PERMISSIONS):
            for oid in perm(state, pid):
                if ("play", oid) not in opts:
                    opts.append(("play", oid))
    have_mana = -1  # counted when first needed
    other = _other_castable(state, pid)
    n_own = len(own)
    for k, oid in enumerate(own + other if other else own):
        if k < n_own:
            c = own_chars[k]
            o = objs[oid]
            zone = o.zone
            if o.owner != pid or (zone != Zone.HAND and zone != Zone.GRAVEYARD):
                variants = cast_variants(state, pid, oid)
            else:
                prof = profs[k]
                if zone == Zone.HAND:
                    if quiet_hand is None:
                        quiet_hand = _permissions_quiet(state, pid, Zone.HAND)
                    quiet = quiet_hand
                    variants, slow = prof[6], prof[8]
                else:
                    if quiet_graveyard is None:
                        quiet_graveyard = _permissions_quiet(state, pid, Zone.GRAVEYARD)
                    quiet = quiet_graveyard
                    variants, slow = prof[7], prof[9]
                if not quiet:
                    variants = cast_variants(state, pid, oid)
                elif not variants or (slow and not main_empty and not flash):
                    continue  # (every variant is cast with these characteristics at sorcery speed: see below)
        else:
            c = None
            variants = cast_variants(state, pid, oid)
        for v in variants:
            tags = VARIANT_TAGS.get(v) or variant_tags(v)
            cc = c if c is not None and not (tags & _OWN_CHARS_DIFFER) else cast_chars(state, oid, v)
            if not (can_cast_at_this_time(state, pid, cc) or (flash and flash_permission(state, pid, oid))
                    or (INSTANT_TIMING_TAGS and tags & INSTANT_TIMING_TAGS)):
                continue  # (castable's first test: timing_allows)
            if tags <= _MANA_VARIANTS:
                if have_mana < 0:
                    have_mana = available_mana_count(state, pid)
                if have_mana == 0 and cc.mana_cost.mana_value > 0 and not (cc.keywords & _MANALESS_HELP) \
                        and not any(s.kind in _LIFE_PAYABLE for s in cc.mana_cost.symbols):
                    continue  # (no mana at all: only a cost Phyrexian symbols make payable with life, 107.4f)
            if castable_now(state, pid, oid, v, cc):
                opts.append(("cast", oid, v))
    # 116.2: special actions mechanics add (turning a permanent face up; with a card from the hand: only those
    # hand cards whose profile names the action, see mechanics_hooks.SPECIAL_ACTIONS)
    hand_special = [k for k in range(n_hand) if profs[k][11]]
    for f in state.relevance.active("special_actions", SPECIAL_ACTIONS):
        if getattr(f, "hand_cards", None) is None:
            opts.extend(f(state, pid))
        elif hand_special:
            cards = [(own[k], own_chars[k]) for k in hand_special if f in profs[k][11]]
            if cards:
                opts.extend(f(state, pid, cards))
    om = state.options.get("offer_mana_abilities", False)  # (True: to everyone; a list: to those players)
    offer_mana = pid in om if isinstance(om, (list, tuple)) else bool(om)
    if not offer_mana and MANA_OFFER_HOOKS:
        offer_mana = any(f(state, pid) for f in state.relevance.active("mana_offer", MANA_OFFER_HOOKS))
    for oid, c, acts in from_chars(state, ("activated", pid, offer_mana), _battlefield_activated):
        for i, ab in acts:
            if activatable(state, pid, oid, i, ab, c):
                bundles = _choice_bundles(ab)
                if bundles:  # "{T}: Add {R} or {G}": its controller chooses which (605.3b, 608.2d)
                    opts.extend(("activate", oid, i, b) for b in bundles)
                else:
                    opts.append(("activate", oid, i))
    for k in range(n_own):
        acts = profs[k][10]
        if acts:
            oid = own[k]
            c = own_chars[k]
            for i, ab in acts:  # (cycling: 702.29a)
                if activatable(state, pid, oid, i, ab, c):
                    opts.append(("activate", oid, i))
    for f in COMMAND_ZONE_ACTIVATIONS:  # activated abilities that function in the command zone (702.49d)
        opts.extend(f(state, pid))
    return tuple(opts)


# id(Chars) -> profile of a card with those characteristics in its owner's hand or graveyard (see _own_profile)
_PROFILES: dict[int, tuple] = {}


def _own_profile(state: "GameState", o, c: Chars) -> tuple:
    """What listing priority options needs to know about card ``o`` (characteristics ``c``) in its
    owner's hand or graveyard, from its characteristics and card definition alone (cached per Chars,
    which cards outside the battlefield share): (c, card, kind, pool, is a land, its back face is a land
    (712.12), its own cast variants from a hand and from a graveyard (as cast_variants gives them when no
    permission adds any), for each of those two whether every variant is cast with these characteristics
    at sorcery speed (no Instant, no Flash: castable only at sorcery timing or with a flash permission,
    307.1, 117.1a), its activated abilities that function from a hand or graveyard (702.29a), and the
    special actions it could be used for from a hand (116.2f suspend, 116.2h foretell: the SPECIAL_ACTIONS
    hooks whose ``hand_cards`` accepts these characteristics))."""
    back = _mdfc_back(state, o)
    hand_v = _hand_variants(c)
    if back is not None and "Land" not in back.types:
        hand_v = ("face1",) + hand_v  # 712.12 (as cast_variants gives)
    gy_v = _graveyard_variants(c)
    lay = _halves_layout(state, o)
    if lay is not None:  # 709.3, 702.127a, 715.3 (as cast_variants gives)
        hand_v, gy_v = half_variants(lay, Zone.HAND, hand_v), half_variants(lay, Zone.GRAVEYARD, gy_v)
    sorcery_speed = not ("Instant" in c.types or "Flash" in c.keywords)
    prof = (c, o.card, o.kind, state.pool, "Land" in c.types, back is not None and "Land" in back.types,
            hand_v, gy_v,
            sorcery_speed and not any(variant_tags(v) & _OWN_CHARS_DIFFER for v in hand_v),
            sorcery_speed and not any(variant_tags(v) & _OWN_CHARS_DIFFER for v in gy_v),
            _activated(expanded_abilities(state, o.id, c))[1],
            tuple(f for f in SPECIAL_ACTIONS if getattr(f, "hand_cards", None) is not None and f.hand_cards(c)))
    # nothing to offer outside its owner's sorcery timing, without a flash permission, from a hand / a graveyard
    prof += ((not prof[6] or prof[8]) and not prof[10] and not prof[11], (not prof[7] or prof[9]) and not prof[10])
    if len(_PROFILES) > 20000:
        _PROFILES.clear()
    _PROFILES[id(c)] = prof
    return prof


def _choice_bundles(ab: Activated) -> tuple[str, ...] | None:
    """The alternatives a plain "{T}: Add ..." mana ability offers, when there is more than one."""
    if not ab.mana or type(ab.body) is not Body or ab.cost != TAP_COST:
        return None
    b = mana_bundles(ab.body.effect)
    if b and _narrowed(ab.body.effect):
        return None  # (the colors depend on the player: chosen as it resolves)
    return b if b and len(b) > 1 else None


def _narrowed(eff) -> bool:
    """A mana effect whose "any color" a game fact narrows (AddMana.colors_of, e.g. 903.4)."""
    if type(eff) is Seq and len(eff.steps) == 1:
        eff = eff.steps[0]
    return bool(getattr(eff, "colors_of", ""))


def _battlefield_activated(state: "GameState", allc: dict, key: tuple) -> tuple:
    """For ``key`` = ("activated", player, with mana abilities?): (permanent, its Chars, its activated
    abilities as (index, ability)) for each permanent that player controls with any (mana abilities left
    out unless asked for: 605.3a, they are activated while paying), in battlefield order (phased-out
    permanents are treated as though they don't exist, 702.26b). Kept with the characteristics."""
    _, pid, with_mana = key
    out = []
    for oid in state.battlefield:
        c = allc.get(oid)
        if c is None:
            continue
        if c.controller != pid:
            if not c.abilities:
                continue
            # 602.2: another player's permanent's abilities that "any player may activate"
            acts = tuple(x for x in _activated(c.abilities)[0] if x[1].who == "any")
        else:
            acts = _activated(expanded_abilities(state, oid, c))[0]
        if acts and not with_mana:
            acts = tuple(x for x in acts if not x[1].mana)
        if acts:
            out.append((oid, c, acts))
    return tuple(out)


_MANA_VARIANTS = frozenset({"normal", "prototype"})
_OWN_CHARS_DIFFER = frozenset({"prototype", "face0", "face1", "facedown"})  # cast with other characteristics (718.3a, 712.12)
@by_identity()
def _activated(abilities: tuple) -> tuple[tuple, tuple]:
    """The (index, ability) pairs of the activated abilities among ``abilities``, and of those that
    function from a hand or graveyard (remembered: characteristics share their abilities tuples)."""
    act = tuple((i, ab) for i, ab in enumerate(abilities) if type(ab) is Activated)
    return (act, tuple((i, ab) for i, ab in act if ab.zone in ("hand", "graveyard")))


def _other_castable(state: "GameState", pid: int) -> list[int]:
    out: list[int] = []
    for f in state.relevance.active("castable_zones", CASTABLE_ZONES):
        got = f(state, pid)
        if got:
            out.extend(got)
    return out


def take_action(state: "GameState", pid: int, choice: tuple) -> None:
    verb = choice[0]
    if verb == "play":
        play_land(state, pid, choice[1], choice[2] if len(choice) > 2 else 0)
        push(state, "give_priority", pid)
        return
    if verb == "cast":
        begin_cast(state, pid, choice[1], choice[2])
        return
    if verb == "activate":
        oid, idx = choice[1], choice[2]
        ab = expanded_abilities(state, oid)[idx]
        if ab.mana:
            b = mana_bundles(ab.body.effect) if type(ab.body) is Body else None
            if b and ab.cost == TAP_COST and (len(choice) > 3 or not _narrowed(ab.body.effect)):
                bundle = choice[3] if len(choice) > 3 else b[0]
                activate_mana_ability(state, pid, oid, idx, bundle)
                push(state, "priority")
                return
            # any other mana ability (other costs, "X mana", more instructions): its costs are paid as for
            # any activated ability, then it resolves at once (605.3a-b; see casting._stage_finish)
        begin_activate(state, pid, oid, idx, ab)
        return
    h = SPECIAL_ACTION_HANDLERS.get(verb)
    if h is not None:  # 116.2: a special action; the player receives priority afterwards (116.3)
        h(state, pid, choice)
        push(state, "give_priority", pid)
        return
    raise IllegalActionError(f"unknown action {verb!r}")


def play_land(state: "GameState", pid: int, oid: int, face: int = 0) -> None:
    """305.1: playing a land is a special action: the land is put onto the battlefield (with the face
    the player chose up, for a modal double-faced card, 712.12)."""
    p = state.players[pid]
    p.lands_played += 1
    state.touch_light()
    name = chars(state, oid).name if not face else state.pool.get(state.objects[oid].card).faces[face].name
    nid = move(state, oid, Zone.BATTLEFIELD, controller=pid, why="played", rule="305.1", cause="play", face=face)
    log(state, "play", "305.1", f"{p.name} plays {name}", {"player": pid, "card": name})
    fire(state, {"kind": "land_played", "player": pid, "object": nid})


def describe_any(state: "GameState", v: Any) -> str:
    return str(v)


# (casting uses this module's helpers)
from .casting import alt_payers  # noqa: E402
from .cost_changes import cost_changers, cost_change_amounts, spell_keyword_grants  # noqa: E402
