"""Values chosen as a permanent enters, and the continuous effects that read them (614.12a, 607.2d, 613.1d-e).

- "As this enters, choose a color / a creature type" (``Replacement("as_enters", Body(ChooseValue(kind)))``):
  the choice is made as part of the event that puts the permanent onto the battlefield (614.12a) and kept
  on the permanent (``GameObject.chosen[kind]``). "Legend" is not a creature type (Conspiracy's ruling).
- ``ChosenCreatureType`` (layer 4): "Creatures you control are the chosen type" -- the object's creature
  types are replaced by the chosen one (205.1b; Conspiracy's ruling: they lose all other creature types).
- ``AddChosenColor`` (layer 5): "... are the chosen color in addition to their other colors" (Painter's
  Servant: a colorless object is simply that color; several such effects add up).

Static abilities whose affected set is a filter over objects in any zone also change cards outside the
battlefield and the stack ("All cards that aren't on the battlefield", "creature cards you own that aren't
on the battlefield"): see ``engine/chars.py`` (``_outside_statics``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.colors import COLOR_NAMES, LETTER_BIT
from ...core.creature_types import CREATURE_TYPES
from ...tree.continuous import AddChosenColor, ChosenCreatureType
from ...tree.effects import ChooseValue
from ..charvalues import MOD_APPLIERS, subtype_set
from ..chars import name_of
from ..events import log, pname
from ..support import CHOSEN_FILTERS_READ, TREE_CHECKS, implements
from ..replacement import need_choice
from ...tree.abilities import Body, Keyword, Replacement
from ...tree.continuous import AddAbilities
from ...tree.filters import Filter
from ..evaluate import CHOSEN_KEYS

if TYPE_CHECKING:
    from ..charvalues import Chars
    from ..state import GameState

CHOOSABLE = ("color", "creature_type")
_TYPES = tuple(sorted(CREATURE_TYPES))


def choice_handled(eff: Any) -> bool:
    """Is ``eff`` an "as this enters, choose ..." the engine carries out?"""
    return type(eff) is ChooseValue and eff.kind in CHOOSABLE and type(eff.who).__name__ == "You"


def choose_as_enters(state: "GameState", oid: int, ctrl: int, eff: ChooseValue) -> None:
    """614.12a: the controller of the entering permanent chooses, before it enters; kept on the permanent."""
    if eff.kind == "color":
        opts = tuple(("color", c) for c in "WUBRG")
        ans = need_choice(state, "color", ctrl, opts, f"As {name_of(state, oid)} enters, choose a color")
        shown = COLOR_NAMES[LETTER_BIT[ans[1]]]
    else:
        opts = tuple(("option", t) for t in _TYPES)
        ans = need_choice(state, "option", ctrl, opts, f"As {name_of(state, oid)} enters, choose a creature type")
        shown = ans[1]
    o = state.mut(oid)
    o.chosen = {**(o.chosen or {}), eff.kind: ans[1]}
    log(state, "choice", "614.12a", f"{pname(state, ctrl)} chooses {shown} for {name_of(state, oid)}")


def _chosen(state: "GameState", env: Any, key: str) -> Any:
    o = state.objects.get(env.source) if env.source is not None else None
    return (o.chosen or {}).get(key) if o is not None else None


def _apply_chosen_type(state: "GameState", env: Any, c: "Chars", m: ChosenCreatureType) -> None:
    """205.1b: the chosen creature type replaces the object's other creature types (a creature, a Kindred
    card, or -- its ruling -- an animated land or artifact that had none)."""
    t = _chosen(state, env, m.key)
    if t is None or not (c.types & {"Creature", "Kindred"}):
        return
    creature = subtype_set(t)[0]  # (creature types are the subtypes outside the other sets)
    c.subtypes = frozenset(s for s in c.subtypes if subtype_set(s)[0] != creature) | {t}


def _apply_chosen_color(state: "GameState", env: Any, c: "Chars", m: AddChosenColor) -> None:
    letter = _chosen(state, env, m.key)
    if letter in LETTER_BIT:
        c.colors |= LETTER_BIT[letter]


def _choices_outside_as_enters(roots: tuple) -> list[str]:
    """``ChooseValue`` is carried out only as the choice of an "as this enters" replacement (614.12a): any
    other choice (as a spell resolves, "choose a card name" ...) is still missing."""
    allowed: set[int] = set()
    for r in roots:
        if type(r) is Replacement and r.kind == "as_enters" and type(r.arg) is Body and choice_handled(r.arg.effect):
            allowed.add(id(r.arg.effect))
    out = []
    for r in roots:
        for n in r.walk() if hasattr(r, "walk") else ():
            if type(n) is ChooseValue and id(n) not in allowed:
                out.append("node ChooseValue")
    return out


def _chosen_filters_read(roots: tuple) -> set[int]:
    """"of the chosen type / color" filters (``Filter.chosen``) read where an object is matched with the choosing
    permanent as the source (evaluate.chosen_matches): static abilities' affected sets and modifications,
    triggered and activated abilities (their triggers, costs and effects), spell and cast filters. Not yet: a
    filter inside a keyword (protection from the chosen color, 702.16: matched without a source), inside
    abilities granted to other objects (they would read the recipient's choice), or in a replacement effect;
    and only when the card makes that choice as it enters (614.12a)."""
    made = {r.arg.effect.kind for r in roots if type(r) is Replacement and r.kind == "as_enters"
            and type(r.arg).__name__ == "Body" and choice_handled(r.arg.effect)}
    if not made:
        return set()
    ok: set[int] = set()
    for r in roots:
        if type(r) in (Keyword, Replacement) or not hasattr(r, "walk"):
            continue
        skip = {id(m) for n in r.walk() if type(n) in (AddAbilities, Keyword) for m in n.walk()}
        for n in r.walk():
            if type(n) is Filter and n.chosen in CHOSEN_KEYS and CHOSEN_KEYS[n.chosen] in made and id(n) not in skip:
                ok.add(id(n))
    return ok


TREE_CHECKS.append(_choices_outside_as_enters)
CHOSEN_FILTERS_READ.append(_chosen_filters_read)
MOD_APPLIERS[ChosenCreatureType] = _apply_chosen_type
MOD_APPLIERS[AddChosenColor] = _apply_chosen_color
implements("ChosenCreatureType", "AddChosenColor", "ChooseValue")
