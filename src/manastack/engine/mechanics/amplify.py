"""Amplify (702.38): "Amplify N" means "As this object enters, reveal any number of cards from your hand that share a
creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way. You can't
reveal this card or any other cards that are entering the battlefield at the same time as this card." (702.38a)

Like devour, a replacement of the event that puts the permanent onto the battlefield (614.1c, 614.12a: the cards are
revealed before it enters), found with its other "enters with" replacements (``replacement.INTRINSIC_ETB``): its
controller picks cards from their hand one at a time (a ``choose_cards`` decision, with "done"); the counters are part
of the entering (614.16 applies). Each instance works separately (702.38b): a card may be revealed for each.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.creature_types import CREATURE_TYPES
from ...tree.abilities import Keyword, Replacement
from ..chars import chars, name_of
from ..events import log, pname
from ..replacement import CHOOSY_ETB_KEYWORDS, INTRINSIC_ETB, need_choice
from ..support import IMPLEMENTED_KEYWORDS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState


def _amplify(state: "GameState", oid: int, c: "Chars") -> tuple:
    if "Amplify" not in c.keywords:
        return ()
    ns = [a.arg for a in c.abilities if type(a) is Keyword and a.name == "Amplify" and isinstance(a.arg, int)]
    mine = CREATURE_TYPES & set(c.subtypes)
    ctrl = c.controller
    o0 = state.objects[oid]
    out = []
    for n in ns:
        shown: list[int] = []
        while True:
            cands = [i for i in state.hand[ctrl] if i not in shown and i != oid and state.objects[i].uid != o0.uid
                     and mine & set(chars(state, i).subtypes)]
            if not cands:
                break
            opts = (("done",),) + tuple(("choose", i) for i in cands)  # (first: the default outside a run, 616.1)
            ans = need_choice(state, "choose_cards", ctrl, opts,
                              f"Amplify {n}: reveal a card that shares a creature type with {name_of(state, oid)} "
                              "(or done)", info={"keyword": "Amplify", "rule": "702.38a", "chosen": tuple(shown)})
            if ans[0] != "choose":
                break
            shown.append(ans[1])
        k = len(shown)
        log(state, "reveal", "702.38a", f"{pname(state, ctrl)} reveals {k} card{'s' if k != 1 else ''} for amplify "
            f"as {name_of(state, oid)} enters" + (": " + ", ".join(name_of(state, i) for i in shown) if shown else ""),
            {"object": oid, "cards": tuple(shown)})
        if k:
            out.append(Replacement("enters_with_counters", ("+1/+1", n * k)))
    return tuple(out)


INTRINSIC_ETB.append(_amplify)
CHOOSY_ETB_KEYWORDS.add("Amplify")
IMPLEMENTED_KEYWORDS.add("Amplify")
