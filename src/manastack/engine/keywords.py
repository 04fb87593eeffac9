"""Keyword abilities that restrict or permit (702): targeting (hexproof 702.11, shroud 702.18,
protection 702.16), blocking evasion (flying 702.9, reach 702.17, fear 702.36, intimidate 702.13,
landwalk 702.14, shadow 702.28, horsemanship 702.31, skulk 702.118, menace 702.111), enchanting."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.types import BASIC_LAND_TYPES
from ..tree.filters import Filter
from .chars import Chars, chars
from .evaluate import Env, matches
from .state import is_player, pid_of
from .support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from .state import GameState

IMPLEMENTED_KEYWORDS.update({
    "Flying", "Reach", "Haste", "Vigilance", "Defender", "First Strike", "Double Strike", "Trample",
    "Deathtouch", "Lifelink", "Menace", "Hexproof", "Shroud", "Protection", "Indestructible", "Flash",
    "Enchant", "Equip", "Infect", "Wither", "Fear", "Intimidate", "Landwalk", "Shadow", "Horsemanship",
    "Skulk", "AdditionalCost",
})


def _source_matches_quality(state: "GameState", quality: object, source: int, controller: int) -> bool:
    """Does ``source`` have the quality named by a protection/hexproof-from argument?"""
    if source is None or source not in state.objects:
        return False
    if isinstance(quality, Filter):
        f = quality
        if f.kind == "object":
            f = Filter(**{**{k: getattr(f, k) for k in Filter.__dataclass_fields__}, "kind": "object", "zone": None})
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


def can_target(state: "GameState", target: int, source: int | None, controller: int) -> bool:
    """115, 702.11b hexproof, 702.18b shroud, 702.16b protection: can ``source`` (controlled by
    ``controller``) target ``target``?"""
    if is_player(target):
        p = state.players[pid_of(target)]
        if not p.in_game:
            return False
        ex = p.extra.get("hexproof")
        return not (ex and pid_of(target) != controller)
    c = chars(state, target)
    kws = c.keywords
    if "Shroud" in kws:
        return False
    if "Hexproof" in kws and c.controller != controller:
        for kw in c.keyword_args("Hexproof"):
            if kw.arg is None:
                return False
            if source is not None and _source_matches_quality(state, kw.arg, source, c.controller):
                return False
    if "Protection" in kws and source is not None and protected_from(state, target, source):
        return False
    return True


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
        if not any(isinstance(k.arg, Filter) and matches(env, k.arg, target) for k in enchant):
            return False
    if protected_from(state, target, aura):
        return False
    return True


def _has_landtype(state: "GameState", pid: int, land_type: str) -> bool:
    for oid in state.battlefield:
        c = chars(state, oid)
        if c.controller == pid and "Land" in c.types:
            if land_type in c.subtypes or (land_type == "nonbasic" and "Basic" not in c.supertypes) \
                    or (land_type in c.supertypes):
                return True
    return False


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
    if "Landwalk" in ak:  # 702.14c
        for kw in a.keyword_args("Landwalk"):
            if kw.arg and _has_landtype(state, b.controller, str(kw.arg)):
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
    "can_block_any_number", "cant_be_blocked_except_by_n", "cant_activate",
})
