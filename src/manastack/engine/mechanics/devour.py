"""Devour (702.82): "Devour N" means "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way." (702.82a)

A replacement of the event that puts the permanent onto the battlefield (614.1c, 614.12a: the choices are made
before it enters), found with its other "enters with" replacements (``replacement.INTRINSIC_ETB``): its controller
picks creatures they control one at a time, or stops; they are sacrificed together (701.21), and the counters are
part of the entering (so counter replacements modify them, 614.16). Each instance of devour works separately. How
many it devoured (702.82b) is kept in ``chosen["devoured"]``. Devour [quality] (702.82c) and "Devour X" aren't
compiled (the cards stay unsupported)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...tree.abilities import Keyword, Replacement
from ..chars import chars, name_of
from ..events import log, pname, sacrifice
from ..replacement import CHOOSY_ETB_KEYWORDS, INTRINSIC_ETB, need_choice
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState


def _devour(state: "GameState", oid: int, c: "Chars") -> tuple:
    if "Devour" not in c.keywords:
        return ()
    ns = [a.arg for a in c.abilities if type(a) is Keyword and a.name == "Devour" and isinstance(a.arg, int)]
    ctrl = c.controller
    out = []
    total = 0
    for n in ns:
        chosen: list[int] = []
        while True:
            cands = [i for i in state.battlefield if i != oid and i not in chosen and not state.objects[i].phased_out
                     and chars(state, i).controller == ctrl and "Creature" in chars(state, i).types]
            if not cands:
                break
            opts = (("done",),) + tuple(("choose", i) for i in cands)  # (first: the default outside a run, 616.1)
            ans = need_choice(state, "choose_cards", ctrl, opts,
                              f"Devour {n}: choose a creature to sacrifice as {name_of(state, oid)} enters (or done)",
                              info={"keyword": "Devour", "rule": "702.82a", "chosen": tuple(chosen)})
            if ans[0] != "choose":
                break
            chosen.append(ans[1])
        gone = sacrifice(state, chosen) if chosen else []
        k = len(gone) if gone else 0
        total += k
        log(state, "devour", "702.82a", f"{pname(state, ctrl)} sacrifices {k} creature{'s' if k != 1 else ''} "
            f"to devour as {name_of(state, oid)} enters", {"object": oid, "n": k})
        if k:
            out.append(Replacement("enters_with_counters", ("+1/+1", n * k)))
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), "devoured": total}  # 702.82b
    return tuple(out)


INTRINSIC_ETB.append(_devour)
CHOOSY_ETB_KEYWORDS.add("Devour")
IMPLEMENTED_KEYWORDS.add("Devour")
