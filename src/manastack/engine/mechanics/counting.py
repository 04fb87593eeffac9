"""Amounts that count something about the game (107.1, 608.2c):

- devotion (700.5): a player's devotion to a color (or to two colors) is the number of mana symbols of that color
  (of either color) among the mana costs of permanents they control; a hybrid symbol of both colors counts once.
- party (700.8): up to one each of Cleric, Rogue, Warrior and Wizard creatures a player controls.
- domain (305.6): the number of basic land types among lands a player controls.
- "the life lost this way", "the damage dealt this way" (608.2c): the amount the preceding instruction of the same
  resolution actually did, which ``LoseLife`` and ``DealDamage`` record as they resolve (``engine/effects/basic.py``).
  Only those two instructions record it, so an ``AmountThisWay`` after anything else stays unsupported.
- "if a player has N or less life", "if an opponent has N or less life" (facts ``a_player_life_at_most:N``,
  ``an_opponent_life_at_most:N``): players still in the game (800.4a); "if an opponent has N or more cards in
  their graveyard / in hand" (``an_opponent_graveyard_at_least:N``, ``an_opponent_hand_at_least:N``), each
  opponent alone.
"""
from __future__ import annotations

from typing import Any

from ...core.types import BASIC_LAND_TYPES
from ...tree import refs as R
from ...tree.effects import DealDamage, LoseLife, Seq
from ..chars import chars
from ...tree.abilities import Keyword, KickedWith
from ..evaluate import AMOUNTS, CONDITIONS, FACTS, Env, all_matching, mana_value, resolve_ref
from ..state import is_player, pid_of
from ..support import IMPLEMENTED_FACTS, TREE_CHECKS, implements


def _players(env: Env, who: Any) -> set[int]:
    return {pid_of(e) for e in resolve_ref(env, who) if is_player(e)}


def _devotion(env: Env, a: R.Devotion) -> int:
    """700.5: mana symbols of ``a.colors`` (any of them) among the mana costs of permanents ``a.who`` controls."""
    st = env.state
    who = _players(env, a.who)
    mask = a.colors
    n = 0
    for oid in st.battlefield:
        if st.objects[oid].phased_out:
            continue
        c = chars(st, oid)
        if c.controller not in who or c.mana_cost is None:
            continue
        n += sum(1 for s in c.mana_cost.symbols if s.colors & mask)
    return n


def _domain(env: Env, a: R.BasicLandTypes) -> int:
    """305.6: basic land types among lands ``a.who`` controls."""
    st = env.state
    who = _players(env, a.who)
    found: set[str] = set()
    for oid in st.battlefield:
        if st.objects[oid].phased_out:
            continue
        c = chars(st, oid)
        if c.controller in who and "Land" in c.types:
            found.update(t for t in c.subtypes if t in BASIC_LAND_TYPES)
    return len(found)


def _this_way(env: Env, a: R.AmountThisWay) -> int:
    """608.2c: what the preceding LoseLife / DealDamage of this resolution did."""
    ctx = env.ctx
    v = ctx.memory.get("this_way", 0) if ctx is not None else 0
    return v if isinstance(v, int) else 0


def _distinct_powers(env: Env, a: R.DistinctPowers) -> int:
    """208.1 (coven): the number of different powers among the permanents matching ``a.filter``."""
    return len({env.ch(e).power for e in all_matching(env, a.filter) if e >= 0 and env.ch(e).power is not None})


AMOUNTS[R.DistinctPowers] = _distinct_powers


def _mana_values_among(env: Env, a: R.ManaValuesAmong) -> int:
    """202.3: how many different mana values the objects matching ``a.filter`` have."""
    return len({mana_value(env.state, i) for i in all_matching(env, a.filter)})


AMOUNTS[R.ManaValuesAmong] = _mana_values_among
implements("ManaValuesAmong")

_PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def _party(env: Env, a: R.PartySize) -> int:
    """700.8a-b: the creatures ``a.who`` controls with one of the party's types, each filling one type only,
    counted the way that gives the highest number (a best assignment of the four types)."""
    st = env.state
    who = _players(env, a.who)
    masks: dict[int, int] = {}  # which party types a creature has -> how many such creatures (at most 4 matter)
    for oid in st.battlefield:
        if st.objects[oid].phased_out:
            continue
        c = chars(st, oid)
        if c.controller not in who or "Creature" not in c.types:
            continue
        m = sum(1 << i for i, t in enumerate(_PARTY_TYPES) if t in c.subtypes)
        if m:
            masks[m] = min(4, masks.get(m, 0) + 1)

    def best(i: int) -> int:
        if i == len(_PARTY_TYPES):
            return 0
        top = best(i + 1)  # this type left empty
        for m, k in masks.items():
            if k and m >> i & 1:
                masks[m] = k - 1
                top = max(top, 1 + best(i + 1))
                masks[m] = k
        return top

    return best(0)


def _paid_of(env: Env, of) -> frozenset:
    """What was paid to cast ``of`` (the resolving spell's own record, or the object's, 400.7d)."""
    if type(of) is R.This and env.ctx is not None and env.ctx.spell is not None:
        return env.ctx.paid
    for i in resolve_ref(env, of):
        o = env.state.objects.get(i)
        if o is not None:
            return o.paid
    return frozenset()


def _colors_spent(env: Env, a: R.ColorsSpent) -> int:
    """106.1, 601.2h: the colors of mana spent to cast it (the ``spent_<color>`` tags casting records)."""
    return sum(1 for t in _paid_of(env, a.of) if t.startswith("spent_") and len(t) == 7)


def _times_kicked(env: Env, a: R.TimesKicked) -> int:
    """702.33d-e: how many times it was kicked (``kicked:N``, recorded as its optional costs were paid)."""
    paid = _paid_of(env, a.of)
    n = next((int(t[7:]) for t in paid if t.startswith("kicked:")), None)
    return n if n is not None else int("kicker" in paid)


def _kicked_with(env: Env, cond: KickedWith) -> bool:
    """702.33b, 702.33d: the kicker ability with that cost was paid (``kicked@<ability index>``)."""
    if env.source not in env.state.objects:
        return False
    paid = _paid_of(env, R.This())
    return any(type(k) is Keyword and k.name == "Kicker" and k.cost is not None and str(k.cost.mana) == cond.cost
               and f"kicked@{i}" in paid for i, k in enumerate(chars(env.state, env.source).abilities))


CONDITIONS[KickedWith] = _kicked_with
implements("KickedWith")
AMOUNTS[R.ColorsSpent] = _colors_spent
AMOUNTS[R.TimesKicked] = _times_kicked
implements("ColorsSpent", "TimesKicked")
AMOUNTS[R.Devotion] = _devotion
AMOUNTS[R.PartySize] = _party
AMOUNTS[R.BasicLandTypes] = _domain
AMOUNTS[R.AmountThisWay] = _this_way
implements("Devotion", "BasicLandTypes", "AmountThisWay", "DistinctPowers", "PartySize")

_RECORDS_THIS_WAY = (LoseLife, DealDamage)


def _this_way_check(roots: tuple) -> list[str]:
    """"... this way" is read only after a LoseLife or DealDamage step of the same sequence."""
    ok: set[int] = set()
    for root in roots:
        for n in root.walk():
            if type(n) is not Seq:
                continue
            seen = False
            for step in n.steps:
                if seen:
                    ok.update(id(m) for m in step.walk() if type(m) is R.AmountThisWay)
                if isinstance(step, _RECORDS_THIS_WAY):
                    seen = True
    for root in roots:
        for n in root.walk():
            if type(n) is R.AmountThisWay and id(n) not in ok:
                return ["node AmountThisWay after an instruction that doesn't record its amount"]
    return []


TREE_CHECKS.append(_this_way_check)


def _life_at_most(n: int, opponents: bool):
    def f(env: Env, of: Any) -> bool:
        return any(p.in_game and p.life <= n and (not opponents or p.id != env.you) for p in env.state.players)
    return f


def _opponent_zone_at_least(n: int, zone: str):
    """"if an opponent has N or more cards in their graveyard / in hand": some opponent still in the game
    (800.4a) has that many cards there, each player counted alone (not the opponents' total)."""
    def f(env: Env, of: Any) -> bool:
        st = env.state
        lists = st.graveyard if zone == "graveyard" else st.hand
        return any(p.in_game and p.id != env.you and len(lists[p.id]) >= n for p in st.players)
    return f


def _opponent_poison_at_least(n: int):
    """"if an opponent has N or more poison counters" (122.1f): some opponent still in the game has that many."""
    def f(env: Env, of: Any) -> bool:
        return any(p.in_game and p.id != env.you and p.poison >= n for p in env.state.players)
    return f


def _drawn_at_least(n: int):
    """"if you've drawn N or more cards this turn" (121.1): the cards you drew this turn, however many remain."""
    def f(env: Env, of: Any) -> bool:
        return env.state.players[env.you].cards_drawn_turn >= n
    return f


for _n in range(0, 61):
    FACTS[f"you_drew_at_least:{_n}"] = _drawn_at_least(_n)
    IMPLEMENTED_FACTS.add(f"you_drew_at_least:{_n}")
    FACTS[f"an_opponent_graveyard_at_least:{_n}"] = _opponent_zone_at_least(_n, "graveyard")
    FACTS[f"an_opponent_hand_at_least:{_n}"] = _opponent_zone_at_least(_n, "hand")
    IMPLEMENTED_FACTS.update({f"an_opponent_graveyard_at_least:{_n}", f"an_opponent_hand_at_least:{_n}"})
    FACTS[f"an_opponent_poison_at_least:{_n}"] = _opponent_poison_at_least(_n)
    IMPLEMENTED_FACTS.add(f"an_opponent_poison_at_least:{_n}")
    FACTS[f"a_player_life_at_most:{_n}"] = _life_at_most(_n, False)
    FACTS[f"an_opponent_life_at_most:{_n}"] = _life_at_most(_n, True)
    IMPLEMENTED_FACTS.update({f"a_player_life_at_most:{_n}", f"an_opponent_life_at_most:{_n}"})
