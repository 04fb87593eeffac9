"""Keyword abilities that restrict or permit (702): targeting (hexproof 702.11, shroud 702.18,
protection 702.16), blocking evasion (flying 702.9, reach 702.17, fear 702.36, intimidate 702.13,
landwalk 702.14, shadow 702.28, horsemanship 702.31, skulk 702.118, menace 702.111), enchanting."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import BASIC_LAND_TYPES
from ..tree.abilities import Keyword, Static
from ..tree.continuous import AddAbilities
from ..tree.filters import Filter
from ..tree.refs import Ref
from . import upcalls
from .chars import UNTARGETABLE_BY_OPPONENTS, chars
from .charvalues import Chars
from .evaluate import Env, condition_holds, matches, resolve_ref, lki
from .state import is_player, pid_of
from .support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from .state import GameState

IMPLEMENTED_KEYWORDS.update({
    "Cycling", "Typecycling", "Devoid", "Changeling",  # 702.29, 702.114, 702.73 (engine/actions.py, carddef.py)
    "Flying", "Reach", "Haste", "Vigilance", "Defender", "First Strike", "Double Strike", "Trample",
    "Deathtouch", "Lifelink", "Menace", "Hexproof", "Shroud", "Protection", "Indestructible", "Flash",
    "Enchant", "Equip", "Infect", "Wither", "Fear", "Intimidate", "Landwalk", "Shadow", "Horsemanship",
    "Skulk", "AdditionalCost", "AdditionalCostChoice",
})


def _source_matches_quality(state: "GameState", quality: object, source: int, controller: int) -> bool:
    """Does ``source`` have the quality named by a protection/hexproof-from argument? A source that
    left its zone is judged by its last known information (e.g. the source of a dies trigger)."""
    if source is None:
        return False
    if source not in state.objects:
        matches_snapshot = upcalls.matches_snapshot

        snap = lki(state, source)
        if snap is None:
            return False
        if quality == "everything" or (isinstance(quality, Filter) and quality == Filter(kind="object")):
            return True
        return isinstance(quality, Filter) and matches_snapshot(Env(state, None, controller), quality, snap)
    if isinstance(quality, Filter):
        f = quality
        if f.kind == "object":
            from dataclasses import replace

            f = replace(f, zone=None)
        return matches(Env(state, None, controller), f, source)
    if quality == "everything":
        return True
    return False


def protected_from(state: "GameState", protected: int, source: int | None) -> bool:
    """702.16: does ``protected`` (an object) have protection from ``source``?"""
    if source is None or is_player(protected) or protected not in state.objects:
        return False
    c = chars(state, protected)
    if "Protection" not in c.keywords:
        return False
    for kw in c.keyword_args("Protection"):
        if _source_matches_quality(state, kw.arg, source, c.controller):
            return True
    return False


def protection_blocks(state: "GameState", protected: int, source: int, plan: dict | None = None) -> bool:
    return protected_from(state, protected, source)


def player_keywords(state: "GameState", pid: int) -> tuple:
    """Keyword abilities a player has (702.11c "You have hexproof", 702.18a shroud, 702.16b
    protection): granted by static abilities whose affected set names players."""
    memo = state.memo()
    key = ("player_keywords", pid)
    hit = memo.get(key)
    if hit is not None:
        return hit
    out: list = []
    ent = -1 - pid
    for sid in state.battlefield:
        if state.objects[sid].phased_out:
            continue
        sc = chars(state, sid)
        for ab in sc.abilities:
            if type(ab) is not Static:
                continue
            grants = [k for m in ab.mods if type(m) is AddAbilities
                      for k in m.abilities if type(k) is Keyword]
            if not grants:
                continue
            env = Env(state, sid, sc.controller)
            if ab.condition is not None and not condition_holds(env, ab.condition):
                continue
            aff = ab.affected
            if isinstance(aff, Ref):
                hit_p = ent in resolve_ref(env, aff)
            else:
                hit_p = (isinstance(aff, Filter) and (aff.kind == "player" or aff.or_player)
                         and matches(env, aff, ent))
            if hit_p:
                out.extend(grants)
    res = tuple(out)
    memo[key] = res
    return res


def _quality_blocks(state: "GameState", kws: tuple, source: int | None, owner_ctrl: int,
                    controller: int) -> bool:
    """Shared by permanents and players: shroud (702.18a), hexproof and hexproof from (702.11b–d),
    protection (702.16b)."""
    for kw in kws:
        n = kw.name
        if n == "Shroud":
            return True
        if n == "Hexproof" and owner_ctrl != controller:
            if kw.arg is None:
                return True
            if source is not None and _source_matches_quality(state, kw.arg, source, owner_ctrl):
                return True
        if n == "Protection" and source is not None \
                and _source_matches_quality(state, kw.arg, source, owner_ctrl):
            return True
    return False


def can_target(state: "GameState", target: int, source: int | None, controller: int) -> bool:
    """115, 702.11b–d hexproof (and "from"), 702.18a shroud, 702.16b protection: can ``source`` (the
    spell, or the source of the ability) controlled by ``controller`` target ``target``?"""
    if is_player(target):
        pid = pid_of(target)
        p = state.players[pid]
        if not p.in_game:
            return False
        if p.extra.get("hexproof") and pid != controller:
            return False
        kws = player_keywords(state, pid)
        return not (kws and _quality_blocks(state, kws, source, pid, controller))
    o = state.objects.get(target)
    if o is not None and o.zone != "battlefield":
        return True  # 113.6: hexproof, shroud and protection are abilities of permanents (702.11b, 702.18a,
        # 702.16b): a creature spell with them can be targeted on the stack (Emrakul, the Promised End's ruling)
    c = chars(state, target)
    if c.restrictions and any(r.kind == UNTARGETABLE_BY_OPPONENTS and r.arg != controller for r in c.restrictions):
        return False  # "can't be the target of spells or abilities your opponents control" (109.5)
    if not ({"Shroud", "Hexproof", "Protection"} & c.keywords):
        return True
    kws = tuple(a for a in c.abilities
                if type(a) is Keyword and a.name in ("Shroud", "Hexproof", "Protection"))
    return not _quality_blocks(state, kws, source, c.controller, controller)


def can_enchant(state: "GameState", aura: int, target: int | None) -> bool:
    """303.4, 702.5: an Aura's enchant ability says what it can be attached to; protection prevents it
    (702.16c)."""
    if target is None:
        return False
    objs = state.objects
    if is_player(target):
        ok_player = False
        for kw in chars(state, aura).keyword_args("Enchant"):
            f = kw.arg
            if isinstance(f, Filter) and (f.kind == "player" or f.or_player):
                ok_player = True
        return ok_player and state.players[pid_of(target)].in_game
    if target not in objs or objs[target].zone != "battlefield" or target == aura:
        return False
    ac = chars(state, aura)
    enchant = ac.keyword_args("Enchant")
    if enchant:
        env = Env(state, aura, ac.controller)
        if not all(isinstance(k.arg, Filter) and matches(env, k.arg, target) for k in enchant):  # 702.5c
            return False
    if protected_from(state, target, aura):
        return False
    return True


def _lands_of(state: "GameState", pid: int) -> tuple[tuple[int, ...], frozenset]:
    """The lands ``pid`` controls (phased-out ones don't exist, 702.26b) and every type, subtype and
    supertype among them; kept for the state version, since each blocker × attacker pair asks."""
    memo = state.memo()
    key = ("lands_of", pid)
    hit = memo.get(key)
    if hit is None:
        lands = []
        words: set = set()
        objs = state.objects
        for oid in state.battlefield:
            if objs[oid].phased_out:
                continue
            c = chars(state, oid)
            if c.controller != pid or "Land" not in c.types:
                continue
            lands.append(oid)
            words.update(c.subtypes)
            words.update(c.supertypes)
            words.update(c.types)
        hit = memo[key] = (tuple(lands), frozenset(words))
    return hit


def _controls_land(state: "GameState", pid: int, kind: object, attacker: int) -> bool:
    """702.14c: does ``pid`` control a land of the landwalk's kind? ``kind`` is a land type name
    ("Island"), or a Filter for the other forms ("nonbasic landwalk", "snow swampwalk")."""
    lands, words = _lands_of(state, pid)
    if isinstance(kind, Filter):
        env = Env(state, attacker, pid)
        return any(matches(env, kind, oid) for oid in lands)
    return kind in words


def _walks_past(state: "GameState", attacker: int, a: Chars, pid: int) -> bool:
    """702.14c: ``pid`` (the defending player, the blocker's controller) controls a land of a kind one of
    the attacker's landwalk abilities names. The same for every blocker ``pid`` has: kept for the state
    version (a lord can give each creature many instances of one landwalk, 702.14e)."""
    memo = state.memo()
    key = ("walks_past", attacker, pid)
    hit = memo.get(key)
    if hit is None:
        kinds = []
        for kw in a.keyword_args("Landwalk"):
            if kw.arg is not None and kw.arg not in kinds:
                kinds.append(kw.arg)
        hit = memo[key] = any(_controls_land(state, pid, k, attacker) for k in kinds)
    return hit


def evasion_allows(state: "GameState", blocker: int, attacker: int) -> bool:
    """Can ``blocker`` block ``attacker`` as far as the attacker's evasion and the blocker's own
    restrictions go (509.1b)?"""
    a = chars(state, attacker)
    b = chars(state, blocker)
    ak = a.keywords
    bk = b.keywords
    if "Flying" in ak and not ("Flying" in bk or "Reach" in bk):  # 702.9b
        return False
    if "Shadow" in ak and "Shadow" not in bk:  # 702.28b
        return False
    if "Shadow" in bk and "Shadow" not in ak:
        return False
    if "Horsemanship" in ak and "Horsemanship" not in bk:  # 702.31b
        return False
    if "Fear" in ak and not ("Artifact" in b.types or b.colors & 4):  # 702.36b
        return False
    if "Intimidate" in ak and not ("Artifact" in b.types or (b.colors & a.colors)):  # 702.13b
        return False
    if "Skulk" in ak and (b.power or 0) > (a.power or 0):  # 702.118b
        return False
    if "Landwalk" in ak and _walks_past(state, attacker, a, b.controller):  # 702.14c
        return False
    if "Protection" in ak and protected_from(state, attacker, blocker):  # 702.16f
        return False
    if b.restricted("can_block_only_flying") and "Flying" not in ak:
        return False
    for r in a.restrictions:
        if r.kind == "cant_be_blocked":
            return False
        if r.kind == "cant_be_blocked_by" and isinstance(r.arg, Filter):
            if matches(Env(state, attacker, a.controller), r.arg, blocker):
                return False
        if r.kind == "cant_be_blocked_except_by" and isinstance(r.arg, Filter):
            if not matches(Env(state, attacker, a.controller), r.arg, blocker):
                return False
    return True


def min_blockers(c: Chars) -> int:
    """702.111b menace: can't be blocked except by two or more creatures."""
    n = 2 if "Menace" in c.keywords else 1
    for r in c.restrictions:
        if r.kind == "cant_be_blocked_except_by_n" and isinstance(r.arg, int):
            n = max(n, r.arg)
    return n


def landwalk_types() -> tuple[str, ...]:
    return BASIC_LAND_TYPES


from .support import IMPLEMENTED_RESTRICTIONS  # noqa: E402

# Restriction kinds (Restrict mods) the engine enforces: combat (508.1c, 509.1b), untapping (502.3),
# activation.
IMPLEMENTED_RESTRICTIONS.update({
    "cant_attack", "cant_block", "cant_attack_or_block", "doesnt_untap", "can_block_only_flying",
    "cant_be_blocked", "cant_be_blocked_by", "must_attack", "attacks_each_combat", "can_block_additional",
    "can_block_any_number", "cant_be_blocked_except_by_n", "cant_activate", "may_choose_not_to_untap",
    UNTARGETABLE_BY_OPPONENTS,
})
