"""A client-side computer player: it sees only what the server sends its seat (a ``state`` message)
and answers with protocol messages. Used by the load benchmark and the tests, and a short example of
the protocol. Its play is simple and aggressive (lands, then spells, attack with everything, never
block), so games end quickly."""
from __future__ import annotations

import random

PREFERENCE = {"keep": 0, "play": 1, "cast": 2, "attack": 3, "auto": 4, "assign": 5, "yes": 6, "first": 7,
              "target_player": 8, "target": 9, "trigger": 10, "discard": 11, "bottom": 11, "choose": 11,
              "spend": 12, "activate": 13, "mode": 14, "x": 15, "times": 15, "top": 16, "no": 17, "done": 18,
              "pass": 19, "mulligan": 30, "cancel": 40}


def pick(msg: dict, rng: random.Random) -> dict | None:
    """The act answering this seat's pending decision in a ``state`` message (without ``seq``), or None
    when the seat has nothing to decide."""
    st = msg.get("state") or {}
    d = st.get("decision")
    if not d or not d.get("mine") or st.get("result"):
        return None
    me = st["viewer"]
    base = {"type": "act", "version": msg["version"]}
    opts = d.get("options")
    if not opts:
        if d.get("number"):
            return dict(base, number=d["number"]["max"])
        a = d.get("assign")
        if a and a["recipients"]:
            return dict(base, assign=[[a["recipients"][0]["entity"], a["power"]]])
        return None
    if d["kind"] == "blockers":
        done = [o for o in opts if o["verb"] == "done"]
        if done:
            return dict(base, option=done[0]["i"])

    def score(o: dict) -> tuple:
        s = PREFERENCE.get(o["verb"], 20)
        if o["verb"] in ("target_player", "first") and o.get("players"):
            s += 0 if (o["players"][0] != me) == (o["verb"] == "target_player") else 5
        if o["verb"] == "activate" and d["kind"] == "priority":
            s = PREFERENCE["pass"] + 1  # (an ability every turn could loop; pass first)
        return (s, rng.random())

    best = min(opts, key=score)
    return dict(base, option=best["i"])
