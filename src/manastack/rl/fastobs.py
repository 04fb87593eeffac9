"""The observation encoded straight from the game state: the same arrays as encoding ``game.view(seat)``
(:meth:`Encoder.encode`), without building the view's dictionaries first.

It applies the same visibility rules as ``engine/view.py`` (400.2 hidden hands; 723.4 a controlling
player sees the controlled player's hand; 708.2/708.5 face-down objects show their identity only to
their controller's side, and to all once the game is over, 708.9; exile by its owner's side; an
Attraction deck in the command zone, 717.2, to nobody). tests/rl checks that both paths give
byte-identical observations, and that swapping hidden cards changes neither.

Speed comes from caching a card's characteristic columns (types, colours, mana value, P/T, keywords,
vocabulary index) by its characteristics, so a step costs a dictionary lookup per object plus the few
columns that change (tapped, damage, counters, combat, rows).
"""
from __future__ import annotations

import numpy as np

from ..core.colors import letters
from ..engine.chars import chars, name_of
from ..engine.mechanics.attractions import deck_of
from ..engine.view import eyes_of
from .encoding import CARD_FEATURES, COLUMN as _C, GLOBAL_FEATURES, KIND_COLUMN as _KIND, KIND_OTHER_COLUMN as _KIND_OTHER
from .encoding import PLAYER_FEATURES, STEP_COLUMN as _STEP, ZONE_COLUMN as _ZONE, Encoder, put_counters
from .layout import SCHEMA_VERSION

_HIDDEN_FACE_DOWN = ("face-down",)


def _static_dict(state, oid: int, o, c, reveal: bool) -> dict:
    """The characteristic part of the view's object dict (``engine.view._obj``): what the template
    of :meth:`Encoder.template` is made from."""
    if o.face_down and not reveal:
        return {"id": oid, "name": "face-down", "face_down": True}
    d = {"id": oid, "name": c.name or name_of(state, oid), "mana_cost": str(c.mana_cost),
         "types": sorted(c.types), "supertypes": sorted(c.supertypes), "colors": letters(c.colors),
         "keywords": sorted(c.keywords)}
    if c.power is not None:
        d["power"], d["toughness"] = c.power, c.toughness
    if o.kind == "token":
        d["token"] = True
    if o.face_down:
        d["face_down"] = True
        if reveal and o.card:
            d["card"] = d["name"] = o.card
    if o.kind == "ability":
        d["name"] = f"ability of {name_of(state, o.source) if o.source in state.objects else 'a source'}"
    return d


class FastEncoder:
    """Encodes one seat's observation of a game state; one per :class:`Encoder` (shares its layout,
    vocabulary and template cache)."""

    def __init__(self, enc: Encoder):
        self.enc = enc
        self.n = enc.n
        self.R = enc.R
        self._tmpl: dict[tuple, tuple] = {}
        self._same: dict[int, tuple] = {}  # object id -> (its last characteristics object, template)

    def _template(self, state, oid: int, o, reveal: bool, c=None):
        if o.face_down and not reveal:
            key = _HIDDEN_FACE_DOWN
            c = None
        else:
            if c is None:
                c = chars(state, oid)
            if o.kind == "card" and not o.face_down and c.name:
                # a named card face up: its columns depend on its characteristics alone, so the same
                # (read-only) characteristics object gives the same template: no key to build
                ent = self._same.get(oid)
                if ent is not None:
                    p = ent[0]
                    if p is c:
                        return ent[1], c
                    # recomputed characteristics (a battlefield card after any change) mostly share
                    # their values' objects with the last ones: compare those instead of hashing a key
                    if (p.name == c.name and p.mana_cost is c.mana_cost and p.colors == c.colors
                            and p.types is c.types and p.supertypes is c.supertypes and p.keywords is c.keywords
                            and p.power == c.power and p.toughness == c.toughness):
                        self._same[oid] = (c, ent[1])
                        return ent[1], c
            # everything the static dict depends on (name_of's inputs only when the name is not the chars')
            key = (c.name, c.mana_cost, c.colors, c.types, c.supertypes, c.keywords, c.power, c.toughness,
                   o.kind, o.face_down, o.card if o.face_down or not c.name else None,
                   (o.source, name_of(state, o.source) if o.source in state.objects else None)
                   if o.kind == "ability" else None,
                   None if c.name or o.kind == "ability" else name_of(state, oid))
        try:
            got = self._tmpl.get(key)
        except TypeError:  # an unhashable characteristic (a layer left a plain set): no caching
            return self.enc.template(_static_dict(state, oid, o, c, reveal)), c
        if got is None:
            if len(self._tmpl) > 50_000:
                self._tmpl.clear()
            got = self._tmpl[key] = self.enc.template(_static_dict(state, oid, o, c, reveal))
        if c is not None and o.kind == "card" and not o.face_down and c.name:
            if len(self._same) > 50_000:
                self._same.clear()
            self._same[oid] = (c, got)  # (holding c keeps its identity from being reused)
        return got, c

    def encode(self, state, rows: dict[int, int], seat: int, chosen: set[int], depth: int, mask: np.ndarray,
               kind: str | None, n_choices: int) -> dict:
        n = self.n
        F = CARD_FEATURES
        cards = np.zeros((self.R, F), np.float32)
        ids = np.zeros(self.R, np.int64)
        buf = memoryview(cards).cast("B").cast("f")  # filled in place through flat views
        idv = memoryview(ids).cast("B").cast("q")
        cb = state.combat
        attacking = cb.get("attackers", {}) if cb else {}
        blocking = cb.get("blockers", {}) if cb else {}
        overflow = 0
        objs = state.objects
        tmpl = self._template
        c_tapped, c_damage, c_attached = _C["tapped"], _C["damage"], _C["attached"]
        c_att, c_blk, c_chosen = _C["attacking"], _C["blocking"], _C["chosen"]
        eyes = eyes_of(state, seat)
        over = state.result is not None

        def put(oid: int, zone: int, reveal: bool, public_zone: bool, c=None) -> None:
            nonlocal overflow
            r = rows.get(oid)
            o = objs[oid]
            if r is None:
                overflow += 1
                return
            (f, vid), c = tmpl(state, oid, o, reveal, c)
            b = r * F
            buf[b:b + F] = f
            idv[r] = vid
            # the view's "controller": layer 2's on the battlefield and stack, else the owner; a hidden
            # face-down object shows none, and the encoder then uses its owner
            ctl = c.controller if (c is not None and public_zone) else o.owner
            rc = (ctl - seat) % n
            if rc == 0:
                buf[b + 1] = 1.0
            buf[b + 2 + rc] = 1.0
            buf[b + 6 + (o.owner - seat) % n] = 1.0
            buf[b + zone] = 1.0
            if o.tapped:
                buf[b + c_tapped] = 1.0
            if o.damage:
                buf[b + c_damage] = o.damage / 10.0
            cn = o.counters
            if cn:
                put_counters(buf, b, cn)
            if o.attached_to is not None:
                buf[b + c_attached] = 1.0
            if oid in attacking:
                buf[b + c_att] = 1.0
            if oid in blocking:
                buf[b + c_blk] = 1.0
            if r in chosen:
                buf[b + c_chosen] = 1.0

        z_hand, z_gy = _ZONE["hand"], _ZONE["graveyard"]
        players = state.players
        for p in players:  # the view's order: each player's hand (if seen), then graveyard
            if p.id in eyes:  # 402.3, 723.4
                for oid in state.hand[p.id]:
                    put(oid, z_hand, False, False)
            for oid in state.graveyard[p.id]:
                put(oid, z_gy, False, False)
        zc = _ZONE["battlefield"]
        for oid in state.battlefield:  # 708.2, 708.9
            c = chars(state, oid)
            put(oid, zc, over or c.controller in eyes, True, c)
        zc = _ZONE["stack"]
        for oid in state.stack:
            c = chars(state, oid)
            put(oid, zc, over or c.controller in eyes, True, c)
        zc = _ZONE["exile"]
        for oid in state.exile:
            put(oid, zc, objs[oid].owner in eyes, False)
        if state.command:
            zc = _ZONE["command"]
            hidden = {i for p in players for i in deck_of(state, p.id)}  # 717.2
            for oid in state.command:
                if oid not in hidden:
                    put(oid, zc, False, False)
        buf.release()
        idv.release()

        pl = np.zeros((n, PLAYER_FEATURES), np.float32)
        d = state.decision
        for p in players:
            i = p.id
            if i >= n:
                continue
            v = pl[(i - seat) % n]
            v[0] = p.life / 20.0
            v[1] = p.poison / 10.0
            v[2] = len(state.hand[i]) / 10.0
            v[3] = len(state.library[i]) / 60.0
            v[4] = len(state.graveyard[i]) / 20.0
            v[5] = p.in_game
            v[6] = state.monarch == i
            v[7] = state.active == i
            v[8] = state.priority == i
            if d is not None:
                v[9] = d.actor == i
                v[10] = d.player == i
            v[11] = p.controlled_by is not None
            pool = p.pool
            for j in range(min(6, len(pool))):
                v[12 + j] = pool[j] / 10.0
            v[18] = sum(p.counters.values()) / 10.0 if p.counters else 0.0

        g = np.zeros(GLOBAL_FEATURES, np.float32)
        g[0] = state.turn / 50.0
        g[1] = SCHEMA_VERSION
        g[2] = depth
        g[3] = n_choices / 10.0
        j = _STEP.get(state.step)
        if j is not None:
            g[j] = 1.0
        if kind is not None:
            g[_KIND.get(kind, _KIND_OTHER)] = 1.0
        g[-1] = overflow
        return {"cards": cards, "card_ids": ids, "players": pl, "globals": g, "action_mask": mask}
