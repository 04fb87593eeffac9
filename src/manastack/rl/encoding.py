"""Observations: fixed-shape arrays made from ``game.view(seat)`` and nothing else (schema in docs/rl.md).

``cards`` (rows x CARD_FEATURES float32), ``card_ids`` (rows, int64: 0 empty row, 1 a card whose name
is hidden or not in the vocabulary, 2+ the card's index in the vocabulary), ``players`` (seats x
PLAYER_FEATURES, the viewer first then in turn order), ``globals`` (GLOBAL_FEATURES), ``action_mask``.
"""
from __future__ import annotations

import re
from array import array

import numpy as np

from .layout import KEYWORDS, KINDS, SCHEMA_VERSION, STEPS, TYPES, ZONES, Layout

_COLORS = "WUBRG"
# card features, in column order
CARD_COLUMNS = (["present", "mine"] + [f"controller{i}" for i in range(4)] + [f"owner{i}" for i in range(4)]
                + [f"zone:{z}" for z in ZONES] + [f"type:{t}" for t in TYPES] + ["legendary", "basic"]
                + [f"color:{c}" for c in _COLORS] + ["colorless", "mana_value", "power", "toughness", "damage",
                                                    "counter:+1/+1", "counter:-1/-1", "counter:loyalty",
                                                    "counters:other", "tapped", "face_down", "token", "ability",
                                                    "attached", "attacking", "blocking", "chosen"]
                + [f"kw:{k}" for k in KEYWORDS])
CARD_FEATURES = len(CARD_COLUMNS)
PLAYER_COLUMNS = ("life", "poison", "hand_size", "library_size", "graveyard_size", "in_game", "monarch", "active",
                  "priority", "deciding", "on_behalf", "controlled", "pool:W", "pool:U", "pool:B", "pool:R",
                  "pool:G", "pool:C", "counters")
PLAYER_FEATURES = len(PLAYER_COLUMNS)
GLOBAL_COLUMNS = (["turn", "schema_version", "sub_choice_depth", "n_choices"] + [f"step:{s}" for s in STEPS]
                  + [f"kind:{k}" for k in KINDS] + ["kind:other"] + ["overflow"])
GLOBAL_FEATURES = len(GLOBAL_COLUMNS)

_C = {c: i for i, c in enumerate(CARD_COLUMNS)}
_ZONE = {z: _C[f"zone:{z}"] for z in ZONES}
_TYPE = {t: _C[f"type:{t}"] for t in TYPES}
_COLOR = {c: _C[f"color:{c}"] for c in _COLORS}
_KW = {k: _C[f"kw:{k}"] for k in KEYWORDS}
_STEP = {s: 4 + i for i, s in enumerate(STEPS)}
_KIND = {k: 4 + len(STEPS) + i for i, k in enumerate(KINDS)}
_KIND_OTHER = 4 + len(STEPS) + len(KINDS)
# column indices by name, for the encoders (this one and rl/fastobs.py)
COLUMN, ZONE_COLUMN, STEP_COLUMN, KIND_COLUMN, KIND_OTHER_COLUMN = _C, _ZONE, _STEP, _KIND, _KIND_OTHER
_COUNTER_COLUMNS = {"+1/+1": _C["counter:+1/+1"], "-1/-1": _C["counter:-1/-1"], "loyalty": _C["counter:loyalty"]}
_MV_CACHE: dict[str, float] = {}
_SYM = re.compile(r"\{([^}]*)\}")


def mana_value(cost: str) -> float:
    """202.3: the total amount of mana in a mana cost (X is 0)."""
    mv = _MV_CACHE.get(cost)
    if mv is None:
        mv = 0
        for s in _SYM.findall(cost or ""):
            if s.isdigit():
                mv += int(s)
            elif s in ("X", "Y", "Z"):
                continue
            else:
                mv += 1
        _MV_CACHE[cost] = mv = float(mv)
    return mv


class Vocabulary:
    """Card name -> embedding index (2 + position in the sorted card names of a database)."""

    def __init__(self, names):
        self.names = sorted(set(names))
        self.index = {n: i + 2 for i, n in enumerate(self.names)}

    def __len__(self) -> int:
        return len(self.names) + 2

    def of(self, name: str) -> int:
        return self.index.get(name, 1)


def put_counters(buf, b: int, counters: dict) -> None:
    """A card row's counter columns (row ``b`` of ``buf``): +1/+1, -1/-1 and loyalty each in their own column,
    every other kind summed in one; scaled by 1/10. Both observation paths use it, so they can't drift."""
    other = 0
    for k, v in counters.items():
        col = _COUNTER_COLUMNS.get(k)
        if col is None:
            other += v
        else:
            buf[b + col] = v / 10.0
    if other:
        buf[b + COLUMN["counters:other"]] = other / 10.0


class Encoder:
    def __init__(self, layout: Layout, vocab: Vocabulary):
        self.layout = layout
        self.vocab = vocab
        self.n = layout.seats
        self.R = layout.rows
        self._templates: dict[tuple, tuple[np.ndarray, int]] = {}

    def template(self, o: dict) -> tuple[np.ndarray, int]:
        """The characteristic columns of a card (types, colours, mana value, P/T, keywords) and its
        vocabulary index, cached by those characteristics."""
        key = (o["name"], o.get("mana_cost"), o.get("colors"), tuple(o.get("types", ())),
               tuple(o.get("supertypes", ())), tuple(o.get("keywords", ())), o.get("power"), o.get("toughness"),
               o.get("face_down", False), o.get("token", False), o.get("card"))
        got = self._templates.get(key)
        if got is not None:
            return got
        f = np.zeros(CARD_FEATURES, np.float32)
        f[0] = 1.0
        if o.get("face_down") and "types" not in o:
            vid = 1
            f[_C["face_down"]] = 1.0
        else:
            name = o["name"]
            if name.startswith("ability of "):
                f[_C["ability"]] = 1.0
                name = name[11:]
            vid = self.vocab.of(o.get("card", name))
            for t in o.get("types", ()):
                j = _TYPE.get(t)
                if j is not None:
                    f[j] = 1.0
            sup = o.get("supertypes", ())
            f[_C["legendary"]] = "Legendary" in sup
            f[_C["basic"]] = "Basic" in sup
            cols = o.get("colors", "")
            for c in cols:
                f[_COLOR[c]] = 1.0
            if not cols:
                f[_C["colorless"]] = 1.0
            f[_C["mana_value"]] = mana_value(o.get("mana_cost", "")) / 10.0
            if "power" in o:
                f[_C["power"]] = (o["power"] or 0) / 10.0
                f[_C["toughness"]] = (o["toughness"] or 0) / 10.0
            for k in o.get("keywords", ()):
                j = _KW.get(k)
                if j is not None:
                    f[j] = 1.0
            if o.get("token"):
                f[_C["token"]] = 1.0
            if o.get("face_down"):
                f[_C["face_down"]] = 1.0
        if len(self._templates) > 50_000:
            self._templates.clear()
        self._templates[key] = got = (array("f", f.tobytes()), vid)
        return got

    def encode(self, view: dict, rows: dict[int, int], seat: int, chosen: set[int], depth: int,
               mask: np.ndarray, kind: str | None, n_choices: int) -> dict:
        n = self.n
        F = CARD_FEATURES
        buf = array("f", bytes(4 * self.R * F))  # filled in place, then viewed as an array without a copy
        ids = array("q", bytes(8 * self.R))
        combat = view.get("combat") or {}
        attacking = combat.get("attackers", {}) if combat else {}
        blocking = combat.get("blockers", {}) if combat else {}
        overflow = 0
        pl = view["players"]
        tmpl = self.template
        c_tapped, c_damage, c_attached = _C["tapped"], _C["damage"], _C["attached"]
        c_att, c_blk, c_chosen = _C["attacking"], _C["blocking"], _C["chosen"]

        def put(o: dict, zone: int) -> None:
            nonlocal overflow
            oid = o["id"]
            r = rows.get(oid)
            if r is None:
                overflow += 1
                return
            f, vid = tmpl(o)
            b = r * F
            buf[b:b + F] = f
            ids[r] = vid
            rc = (o.get("controller", o["owner"]) - seat) % n
            buf[b + 1] = rc == 0
            buf[b + 2 + rc] = 1.0
            buf[b + 6 + (o["owner"] - seat) % n] = 1.0
            buf[b + zone] = 1.0
            if "tapped" in o:
                buf[b + c_tapped] = 1.0
            if "damage" in o:
                buf[b + c_damage] = o["damage"] / 10.0
            cn = o.get("counters")
            if cn:
                put_counters(buf, b, cn)
            if "attached_to" in o:
                buf[b + c_attached] = 1.0
            if oid in attacking:
                buf[b + c_att] = 1.0
            if oid in blocking:
                buf[b + c_blk] = 1.0
            if r in chosen:
                buf[b + c_chosen] = 1.0

        z_hand, z_gy = _ZONE["hand"], _ZONE["graveyard"]
        for p in pl:
            h = p.get("hand")
            if h:
                for o in h:
                    put(o, z_hand)
            for o in p["graveyard"]:
                put(o, z_gy)
        for z in ("battlefield", "stack", "exile", "command"):
            zc = _ZONE[z]
            for o in view[z]:
                put(o, zc)
        cards = np.frombuffer(buf, np.float32).reshape(self.R, F)
        ids = np.frombuffer(ids, np.int64)

        players = np.zeros((n, PLAYER_FEATURES), np.float32)
        d = view["decision"]
        for p in pl:
            i = p["id"]
            if i >= n:
                continue
            v = players[(i - seat) % n]
            v[0] = p["life"] / 20.0
            v[1] = p["poison"] / 10.0
            v[2] = p["hand_size"] / 10.0
            v[3] = p["library_size"] / 60.0
            v[4] = len(p["graveyard"]) / 20.0
            v[5] = p["in_game"]
            v[6] = p["monarch"]
            v[7] = view["active_player"] == i
            v[8] = view["priority"] == i
            if d is not None:
                v[9] = d["actor"] == i
                v[10] = d["player"] == i
            v[11] = p["controlled_by"] is not None
            pool = p["mana_pool"]
            for j in range(min(6, len(pool))):
                v[12 + j] = pool[j] / 10.0
            v[18] = sum(p["counters"].values()) / 10.0 if p["counters"] else 0.0

        g = np.zeros(GLOBAL_FEATURES, np.float32)
        g[0] = view["turn"] / 50.0
        g[1] = SCHEMA_VERSION
        g[2] = depth
        g[3] = n_choices / 10.0
        j = _STEP.get(view["step"])
        if j is not None:
            g[j] = 1.0
        if kind is not None:
            g[_KIND.get(kind, _KIND_OTHER)] = 1.0
        g[-1] = overflow
        return {"cards": cards, "card_ids": ids, "players": players, "globals": g, "action_mask": mask}
