"""Board evaluation: how good a position looks for one player, from public information plus the
sizes of hidden zones (never their contents), so it is safe on the real game and on determinized
copies alike.

The score is in rough "card" units: a 2/2 is worth about 3, a card in hand about 1.3, life counts
more as it runs low. :func:`win_chance` squashes the difference between players into (0, 1).
"""
from __future__ import annotations

import math

from ..engine.chars import chars
from ..engine.state import GameState

# keyword -> (flat bonus, bonus per point of power)
KEYWORD_VALUE = {
    "Flying": (0.5, 0.5), "Trample": (0.2, 0.2), "First Strike": (0.4, 0.3), "Double Strike": (0.5, 0.8),
    "Deathtouch": (1.5, 0.0), "Lifelink": (0.3, 0.4), "Vigilance": (0.3, 0.1), "Haste": (0.2, 0.0),
    "Hexproof": (1.0, 0.0), "Indestructible": (2.0, 0.0), "Reach": (0.3, 0.0), "Menace": (0.3, 0.2),
    "Shroud": (0.7, 0.0), "Defender": (-0.5, -0.7),
}


def life_value(life: int) -> float:
    """About half a card per point of life, more when it runs low (the last points keep a player
    alive); a race is worth winning even at high life."""
    if life <= 0:
        return -30.0
    return 0.5 * life + (0.6 * (6 - life) ** 1.5 * -1 if life < 6 else 0.0)


def creature_value(state: GameState, oid: int) -> float:
    c = chars(state, oid)
    p = max(c.power or 0, 0)
    t = max((c.toughness or 0) - state.objects[oid].damage, 0)
    v = 1.0 + 1.0 * p + 0.6 * t
    for k in c.keywords:
        flat, per = KEYWORD_VALUE.get(k, (0.2, 0.0))
        v += flat + per * p
    v += 0.15 * c.mana_cost.mana_value  # abilities the numbers miss
    return v


def permanent_value(state: GameState, oid: int, lands_seen: int) -> float:
    c = chars(state, oid)
    o = state.objects[oid]
    if "Creature" in c.types:
        return creature_value(state, oid)
    if "Land" in c.types:
        return 1.0 if lands_seen < 6 else 0.3  # mana beyond the curve matters less
    if "Planeswalker" in c.types:
        return 2.0 + 0.8 * (o.counters or {}).get("loyalty", 0)
    return 0.5 + 0.6 * c.mana_cost.mana_value


def player_score(state: GameState, pid: int) -> float:
    """A player's own assets: life, permanents, cards in hand, library (decking)."""
    p = state.players[pid]
    if p.lost or p.left:
        return -100.0
    s = life_value(p.life) - 3.0 * p.poison
    lands = 0
    for oid in state.battlefield:
        c = chars(state, oid)
        if c.controller != pid:
            continue
        if "Land" in c.types:
            lands += 1
        v = permanent_value(state, oid, lands)
        if state.objects[oid].attached_to is not None and "Creature" not in c.types:
            # an Aura/Equipment on an opponent's creature is usually removal: count it for us
            host = state.objects.get(state.objects[oid].attached_to)
            if host is not None and chars(state, host.id).controller != pid:
                v += 1.0
        s += v
    s += 1.3 * min(len(state.hand[pid]), 7)
    if len(state.library[pid]) < 3:
        s -= 4.0 * (3 - len(state.library[pid]))
    return s


def score(state: GameState, pid: int) -> float:
    """``pid``'s advantage over the strongest opponent (0 for an even position)."""
    if state.result is not None:
        r = state.result
        if pid in r.winners:
            return 1000.0
        if r.draw or not r.winners:
            return 0.0
        return -1000.0
    mine = player_score(state, pid)
    others = [player_score(state, q) for q in range(len(state.players))
              if q != pid and state.players[q].in_game]
    return mine - (max(others) if others else 0.0)


def win_chance(state: GameState, pid: int, scale: float = 8.0) -> float:
    """An estimate in (0, 1) of ``pid`` winning: a logistic squash of :func:`score`; exact (0, 0.5
    or 1) once the game is over."""
    r = state.result
    if r is not None:
        if pid in r.winners:
            return 1.0
        return 0.5 if (r.draw or not r.winners) else 0.0
    return 1.0 / (1.0 + math.exp(-score(state, pid) / scale))
