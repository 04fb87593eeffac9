"""A rule-of-thumb computer player: curve out, trade well in combat, point removal at the biggest
threat, burn face when it is lethal. It reads cards through their compiled ability trees."""
from __future__ import annotations

import random
from typing import Any

from ..core.types import Zone
from ..engine.chars import chars
from ..engine.state import is_player, pent, pid_of
from ..game import Game
from .base import check_arg, open_choice
from ..tree import abilities as A
from ..tree import continuous as C
from ..tree import effects as E
from ..tree.base import Node
from ..engine.abilities import expanded_abilities
from ..engine.keywords import min_blockers

HARMFUL = (E.DealDamage, E.Destroy, E.Sacrifice, E.Tap, E.CounterSpell, E.Discard, E.Mill, E.LoseLife, E.Fight)
BENEFICIAL = (E.Untap, E.GainLife, E.Draw, E.Regenerate)


def _walk(n: Any):
    if isinstance(n, Node):
        yield from n.walk()
    elif isinstance(n, tuple):
        for x in n:
            yield from _walk(x)


def intent(ability_or_body: Any) -> int:
    """+1 when the effect helps what it targets, -1 when it harms it, 0 when unclear."""
    score = 0
    for n in _walk(ability_or_body):
        t = type(n)
        if t in HARMFUL:
            score -= 2
        elif t in BENEFICIAL:
            score += 1
        elif t is E.MoveTo:
            score += 1 if n.zone == "battlefield" else -2
        elif t is C.ModPT:
            p = getattr(n.power, "value", 0)
            score += 1 if p >= 0 else -2
        elif t is C.AddAbilities:
            score += 1
        elif t is C.Restrict or t is E.GainControl:
            score -= 2
    return (score > 0) - (score < 0)


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0, aggression: float = 0.5):
        check_arg("HeuristicAgent", "seed", seed)
        check_arg("HeuristicAgent", "aggression", aggression, "number", 0, 1)
        self.rng = random.Random(seed)
        self.aggression = aggression

    # ------------------------------------------------------------ helpers

    def _pow(self, st, oid) -> int:
        return chars(st, oid).power or 0

    def _value(self, st, oid) -> float:
        c = chars(st, oid)
        v = float(c.mana_cost.mana_value)
        if c.power is not None:
            v += (c.power or 0) + 0.5 * (c.toughness or 0) + 0.5 * len(c.keywords)
        return v

    def _creatures(self, st, pid, untapped: bool = False) -> list[int]:
        out = []
        for oid in st.battlefield:
            o = st.objects[oid]
            c = chars(st, oid)
            if c.controller == pid and "Creature" in c.types and not (untapped and o.tapped):
                out.append(oid)
        return out

    def _victims(self, st, player) -> list[int]:
        """The opponents still in the game, the one to aim at first (see :meth:`_victim`)."""
        opps = [p for p in range(len(st.players)) if p != player and st.players[p].in_game]
        if len(opps) <= 1:
            return opps
        power = {p: sum(max(0, self._pow(st, c)) for c in self._creatures(st, p)) for p in opps}
        mine = sum(max(0, self._pow(st, c)) for c in self._creatures(st, player, untapped=True))
        return sorted(opps, key=lambda p: (st.players[p].life > mine, st.players[p].life, -power[p], p))

    def _victim(self, st, player) -> int | None:
        """The opponent to attack or to aim harm at in a multiplayer game (802, 806): one the damage on hand
        could finish (the lowest life first); else the weakest (lowest life), the most threatening (most
        power on the battlefield) breaking ties — not simply the next player in turn order."""
        order = self._victims(st, player)
        return order[0] if order else None

    # ------------------------------------------------------------ choose

    def choose(self, game: Game, player: int) -> Any:
        d = game.decision
        opts = list(d.options or ())
        if not opts:
            return self._open(game, player)
        fn = getattr(self, "_" + d.kind, None)
        if fn is not None:
            pick = fn(game, player, opts)
            if pick is not None and pick in opts:
                return pick
        return self._default(opts)

    def _open(self, game: Game, player: int) -> Any:
        """A decision without enumerated options: the largest number allowed (X, amounts)."""
        return open_choice(game)

    def _default(self, opts: list) -> Any:
        for pref in (("auto",), ("done",), ("keep",), ("no",)):
            if pref in opts:
                return pref
        non_cancel = [o for o in opts if o[0] != "cancel"]
        return (non_cancel or opts)[0]

    def _mulligan(self, game, player, opts):
        st = game.state
        lands = sum(1 for o in st.hand[player] if "Land" in chars(st, o).types)
        n = len(st.hand[player])
        if st.players[player].mulligans >= 2 or 2 <= lands <= max(2, n - 2):
            return ("keep",)
        return ("mulligan",)

    def _bottom(self, game, player, opts):
        st = game.state
        lands = [o for o in st.hand[player] if "Land" in chars(st, o).types]
        spells = [o for o in st.hand[player] if o not in lands]
        if len(lands) > len(spells) and lands:
            return ("bottom", lands[0])
        if spells:
            return ("bottom", max(spells, key=lambda o: chars(st, o).mana_cost.mana_value))
        return None

    def _play_first(self, game, player, opts):
        return ("first", player)

    def _priority(self, game, player, opts):
        st = game.state
        plays = [o for o in opts if o[0] == "play"]
        if plays:
            return plays[0]
        casts = [o for o in opts if o[0] == "cast"]
        acts = [o for o in opts if o[0] == "activate"]
        my_turn = st.active == player
        best = None
        best_score = 0.0
        for o in casts:
            s = self._score_cast(game, player, o, my_turn)
            if s > best_score:
                best, best_score = o, s
        for o in acts:
            s = self._score_activate(game, player, o, my_turn)
            if s > best_score:
                best, best_score = o, s
        if best is None:  # 116.2g: with mana to spare and nothing better, bring the companion in
            best = next((o for o in opts if o[0] == "companion"), None)
        return best or ("pass",)

    def _score_cast(self, game, player, o, my_turn) -> float:
        st = game.state
        oid = o[1]
        c = chars(st, oid)
        mv = c.mana_cost.mana_value
        opp_creatures = [x for p in range(len(st.players)) if p != player for x in self._creatures(st, p)]
        spell = next((a for a in c.abilities if type(a) is A.SpellAbility), None)
        if spell is not None:
            eff = spell.body
            has_counter = any(type(n) is E.CounterSpell for n in _walk(eff))
            if has_counter:
                opp_spells = [s for s in st.stack if st.objects[s].controller != player and st.objects[s].kind != "ability"]
                return 6.0 + mv if opp_spells else 0.0
            if st.stack:
                return 0.0
            i = intent(eff)
            targets_needed = bool(getattr(eff, "targets", ()))
            if i < 0:
                dmg = [n for n in _walk(eff) if type(n) is E.DealDamage]
                if dmg and any(type(n.amount).__name__ == "Num" and st.players[p].life <= n.amount.value
                               for n in dmg for p in range(len(st.players)) if p != player):
                    return 20.0
                if opp_creatures or not targets_needed:
                    return 3.0 + mv
                return 1.0 if dmg and not my_turn else 0.0
            if i > 0:
                mine = self._creatures(st, player)
                if any(type(n) is C.ModPT for n in _walk(eff)):
                    cb = st.combat
                    if cb and (set(cb["attackers"]) | set(cb["blockers"])) & set(mine) and st.step in ("declare_blockers",):
                        return 5.0
                    return 0.0
                return 2.0 + mv
            return 1.5 + mv if my_turn else 0.0
        if not my_turn:
            return 0.0
        if "Aura" in c.subtypes:
            return 2.0 + mv if (opp_creatures or self._creatures(st, player)) else 0.0
        return 3.0 + mv + (0.5 if "Creature" in c.types else 0)

    def _score_activate(self, game, player, o, my_turn) -> float:
        st = game.state
        ab = expanded_abilities(st, o[1])[o[2]]
        if getattr(ab, "loyalty", False):
            return 4.0
        i = intent(ab.body)
        if any(type(n) is E.Attach for n in _walk(ab.body)):
            src = st.objects[o[1]]
            return 2.5 if src.attached_to is None and self._creatures(st, player) else 0.0
        if i < 0:
            return 2.0 if (not my_turn and st.step == "end") or st.step == "declare_blockers" else 0.5
        return 0.2 if i > 0 and st.step == "end" and not my_turn else 0.0

    def _target(self, game, player, opts):
        st = game.state
        c = st.casting
        body = c["body"] if c else None
        i = intent(body) if body is not None else -1
        if c and c["kind"] == "spell" and c["obj"] in st.objects:
            sc = chars(st, c["obj"])
            if "Aura" in sc.subtypes:  # an Aura helps or hurts what it enchants (its static abilities)
                i = intent(tuple(a for a in sc.abilities if type(a) is A.Static)) or 1
        cands = [o for o in opts if o[0] in ("target", "target_player")]
        if not cands:
            return None
        def ent(o):
            return pent(o[1]) if o[0] == "target_player" else o[1]
        def owner_of(e):
            if is_player(e):
                return pid_of(e)
            ob = st.objects[e]
            return chars(st, e).controller if ob.zone in (Zone.BATTLEFIELD, Zone.STACK) else ob.owner
        mine = [o for o in cands if owner_of(ent(o)) == player]
        theirs = [o for o in cands if owner_of(ent(o)) != player]
        pool = mine if i > 0 else theirs
        if not pool:
            pool = cands if i == 0 else ([o for o in opts if o[0] == "done"] or cands)
        objs = [o for o in pool if o[0] == "target" and st.objects[o[1]].zone == Zone.BATTLEFIELD]
        if i < 0:
            dmg = [n for n in _walk(body) if type(n) is E.DealDamage]
            amt = getattr(dmg[0].amount, "value", 0) if dmg else 0
            if dmg:
                killable = [o for o in objs if (chars(st, o[1]).toughness or 0) - st.objects[o[1]].damage <= amt]
                if killable:
                    return max(killable, key=lambda o: self._value(st, o[1]))
                players = [o for o in pool if o[0] == "target_player"]
                if players:
                    v = self._victim(st, player)
                    return next((o for o in players if o[1] == v), players[0])
        if objs:
            return max(objs, key=lambda o: self._value(st, o[1]))
        if i < 0:
            v = self._victim(st, player)
            hit = next((o for o in pool if o[0] == "target_player" and o[1] == v), None)
            if hit is not None:
                return hit
        return pool[0]

    def _attackers(self, game, player, opts):
        st = game.state
        atk = [o for o in opts if o[0] == "attack"]
        if not atk:
            return ("done",) if ("done",) in opts else None
        if len(st.players) > 2:  # 802, 806: whom to attack — the preferred opponent first, else another
            order = self._victims(st, player)
            for opp in order:
                theirs = [o for o in atk if (pid_of(o[2]) if is_player(o[2]) else chars(st, o[2]).controller) == opp]
                pick = self._attack_one(st, theirs, opp, opts) if theirs else None
                if pick is not None and pick != ("done",):
                    return pick
            return ("done",) if ("done",) in opts else None
        return self._attack_one(st, atk, self._victim(st, player), opts)

    def _attack_one(self, st, atk, opp, opts):
        """An attack at ``opp`` among the options ``atk`` (that player or their planeswalkers), or done."""
        blockers = self._creatures(st, opp, untapped=True) if opp is not None else []
        best_block = max((chars(st, b).power or 0 for b in blockers), default=0)
        max_tough = max((chars(st, b).toughness or 0 for b in blockers), default=0)
        if opp is not None:
            # lethal on board: if the damage that gets through even when they block our biggest
            # attackers kills them, attack with everything
            face = [o for o in atk if is_player(o[2]) and (chars(st, o[1]).power or 0) > 0]
            declared = [a for a in ((st.combat or {}).get("attackers") or ())]
            powers = sorted([chars(st, o[1]).power or 0 for o in face]
                            + [chars(st, a).power or 0 for a in declared if a in st.objects], reverse=True)
            if face and sum(powers[len(blockers):]) >= st.players[opp].life:
                return face[0]
        for o in atk:
            if not is_player(o[2]):
                continue
            c = chars(st, o[1])
            p, t = c.power or 0, c.toughness or 0
            evasive = "Flying" in c.keywords and not any(
                ("Flying" in chars(st, b).keywords or "Reach" in chars(st, b).keywords) for b in blockers)
            safe = not blockers or evasive or (t > best_block and p > 0) or (p >= max_tough and t > best_block - 1 and p > 0)
            if p > 0 and (safe or (self.aggression > 0.7 and p >= 2)):
                return o
        return ("done",) if ("done",) in opts else None

    def _blockers(self, game, player, opts):
        st = game.state
        blocks = [o for o in opts if o[0] == "block"]
        if not blocks:
            return ("done",) if ("done",) in opts else None
        cb = st.combat
        incoming = sum(chars(st, a).power or 0 for a in cb["attackers"] if a not in cb["blocked_by"] and a not in
                       [x for b in cb.get("pending", {}).values() for x in b])
        life = st.players[player].life
        pending = cb.get("pending", {})
        already = set(pending)
        # 702.111b menace and the like: finish a gang block we started, or take it back
        count: dict[int, int] = {}
        for atts in pending.values():
            for a in atts:
                count[a] = count.get(a, 0) + 1
        needy = [a for a, k in count.items() if k < min_blockers(chars(st, a))]
        if needy:
            adds = [o for o in blocks if o[2] in needy and o[1] not in already]
            if adds:
                return max(adds, key=lambda o: chars(st, o[1]).toughness or 0)
            removes = [o for o in opts if o[0] == "remove" and any(a in needy for a in pending.get(o[1], ()))]
            if removes:
                return removes[0]
        helpers: dict[int, set] = {}
        for o in blocks:
            if o[1] not in already:
                helpers.setdefault(o[2], set()).add(o[1])
        best = None
        best_s = 0.0
        for o in blocks:
            b, a = o[1], o[2]
            if b in already:
                continue
            if len(helpers.get(a, ())) + count.get(a, 0) < min_blockers(chars(st, a)):
                continue  # cannot gather enough blockers for it
            bc, ac = chars(st, b), chars(st, a)
            kills = (bc.power or 0) >= (ac.toughness or 0) - st.objects[a].damage or "Deathtouch" in bc.keywords
            dies = (ac.power or 0) >= (bc.toughness or 0) - st.objects[b].damage or "Deathtouch" in ac.keywords
            if "First Strike" in ac.keywords and not ("First Strike" in bc.keywords) and (ac.power or 0) >= (bc.toughness or 0):
                kills = False
            s = 0.0
            if kills and not dies:
                s = 10 + self._value(st, a)
            elif kills and dies and self._value(st, a) >= self._value(st, b):
                s = 5 + self._value(st, a) - self._value(st, b)
            elif not dies:
                s = 2
            elif incoming >= life:
                s = 1 + (ac.power or 0)
            if s > best_s:
                best, best_s = o, s
        if best is not None:
            return best
        return ("done",) if ("done",) in opts else None

    def _damage_assignment(self, game, player, opts):
        d = game.decision
        src = (d.info or {}).get("source")
        st = game.state
        if src in st.objects and chars(st, src).controller != player:
            # assigning another player's creature's damage (banding, 702.22j-k): keep it off ourselves and our
            # planeswalkers, and spread it thin over our creatures (fewest of them die)
            def cost(o):
                hurt = sum(a for e, a in o[1] if is_player(e) or chars(st, e).controller == player)
                dead = sum(1 for e, a in o[1] if not is_player(e) and chars(st, e).controller == player
                           and a >= max(0, (chars(st, e).toughness or 0) - st.objects[e].damage))
                return (dead, hurt)
            return min(opts, key=cost)
        return opts[-1]

    def _yes_no(self, game, player, opts):
        d = game.decision
        if "keyword" in (d.info or {}):
            return ("yes",) if ("yes",) in opts else None
        if "Pay" in d.prompt:
            return ("yes",)
        return ("yes",)

    def _discard(self, game, player, opts):
        st = game.state
        return max(opts, key=lambda o: chars(st, o[1]).mana_cost.mana_value if o[0] == "discard" else -1)

    def _x(self, game, player, opts):
        xs = [o for o in opts if o[0] == "x"]
        return max(xs, key=lambda o: o[1]) if xs else None

    def _mode(self, game, player, opts):
        ms = [o for o in opts if o[0] == "mode"]
        return ms[0] if ms else None

    def _option(self, game, player, opts):
        return opts[0]
