"""What the engine implements: the registry the coverage report checks compiled trees against.

A card is *supported* when every node of every ability compiled (no ``Unsupported``/``Unparsed``)
and every node type, keyword, trigger event and restriction in it is implemented here. Engine modules
register what they implement when they are imported (``manastack.engine`` imports them all).
"""
from __future__ import annotations

from ..tree import NODE_TYPES, Node
from ..tree.abilities import Body, Keyword, Replacement, Trigger, Triggered, Unparsed
from ..tree.continuous import Restrict
from ..tree.effects import (CounterSpell, CreateToken, DealDamage, Designate, GameAction, Mechanic, PayCost,
                            Unsupported)
from ..tree.costs import Cost
from ..tree.filters import Filter
from ..tree.refs import Remembered, Target, XValue

# node class names the engine interprets (effects, refs, amounts, conditions, mods, abilities...)
IMPLEMENTED_NODES: set[str] = set()
IMPLEMENTED_KEYWORDS: set[str] = set()  # keyword names, as Keyword.name ("Flying", "Protection")
IMPLEMENTED_TRIGGERS: set[str] = set()  # Trigger.event values
IMPLEMENTED_RESTRICTIONS: set[str] = set()  # Restrict.kind values
IMPLEMENTED_MECHANICS: set[str] = set()  # Mechanic.name, GameAction.action and Designate.designation values
IMPLEMENTED_FACTS: set[str] = set()  # IsTrue.fact values
IMPLEMENTED_REPLACEMENTS: set[str] = set()  # Replacement.kind values (614, 615)
# Durations each node type honours (a node's ``duration`` field); others get DEFAULT_DURATIONS.
IMPLEMENTED_DURATIONS: dict[str, set[str]] = {}
DEFAULT_DURATIONS = frozenset({"end_of_turn", "permanent"})
# "the chosen ..." filters (``Filter.chosen``) a node type resolves itself: node name -> chosen kinds, e.g.
# ApplyContinuous asks for "the color of your choice" as its effect begins
IMPLEMENTED_CHOSEN: dict[str, set[str]] = {}
# fn(roots) -> ids of the ``Filter(chosen=...)`` nodes among a face's abilities that the engine reads (e.g. "of the
# chosen type" with the type chosen as the permanent entered: engine/mechanics/chosen_values.py)
CHOSEN_FILTERS_READ: list = []
# Cost fields the engine can pay while a spell or ability resolves (PayCost, "counter ... unless that
# player pays [cost]", ward): registered by ``engine/effects/pay.py``
PAYABLE_COST_FIELDS: set[str] = set()
# zones from which the engine looks for triggered abilities (603.6, 113.6): permanents' abilities, and a
# spell's own "when you cast" abilities (engine/triggers.py); not yet those functioning from a graveyard
TRIGGER_ZONES = {"battlefield", "stack"}
# Keywords whose cost is paid while their ability resolves (ward 702.21a, echo 702.30a, cumulative upkeep
# 702.24a): keyword name -> fn(cost) -> the parts of the cost the engine can't pay that way (empty: all)
PAID_ON_RESOLUTION: dict = {"Ward": lambda cost: _unpayable(cost)}
# Per node class name, functions naming the variants (field values) of an implemented node the engine does
# not carry out: fn(node) -> a description, a list of them, or None/[] when handled. A module registering a
# node, keyword, restriction, replacement or duration registers here the forms it refuses (a Dig from another
# player's library, a morph cost with parts the special action can't pay, "don't untap" over a group), so the
# report stays honest. Use ``variant_check``.
VARIANT_CHECKS: dict[str, list] = {}
# Checks over a face's whole ability tuple, registered by modules whose node is supported only in some
# contexts (e.g. "the exiled card" only where the exile is one the engine links, 607.2a):
# fn(roots) -> list of missing-part names
TREE_CHECKS: list = []


def _player_as_damage_source(roots) -> list[str]:
    """120.1: damage is dealt by objects (sources, 609.7), never by a player: a "deals damage" whose source is a
    target slot that may hold a player is a misread ("Then it deals ..." taken to mean the target), not a card the
    engine can play."""
    out = []
    for root in roots:
        for b in root.walk():
            if type(b) is not Body or not b.targets:
                continue
            for n in b.walk():
                src = getattr(n, "source", None) if type(n) is DealDamage else None
                if type(src) is Target and src.index < len(b.targets):
                    f = getattr(b.targets[src.index], "filter", None)
                    if f is None or getattr(f, "or_player", False) or getattr(f, "player", None):
                        out.append("a damage source that may be a player")
    return out


TREE_CHECKS.append(_player_as_damage_source)


def _searched_card_lost(roots) -> list[str]:
    """608.2c: "that card" after a search is the card the search found; if the compiler folded the search's move into
    the search and kept no record of the card, a later instruction about it would do nothing (Bring to Light's "You
    may cast that card"): refused rather than played in part."""
    out = []
    for root in roots:
        nodes = list(root.walk())
        if any(type(n) is Remembered and n.key == "searched" for n in nodes) and not any(
                getattr(n, "remember", None) == "searched" for n in nodes):
            out.append("a searched card named after the search kept no record of it")
    return out


TREE_CHECKS.append(_searched_card_lost)


# 122.1: counter kinds with rules of their own that the engine does not play: a module that plays one removes it
# (shield 122.1c and finality 122.1h: engine/mechanics/rules_counters.py). Stun counters (122.1d) are played by
# events.untap, keyword counters (122.1b) by the layer system (engine/chars.py, 613.1f). A card that puts a counter
# of a kind left here on a permanent, or has one enter with it ("with a finality counter on it", 122.6), is
# unsupported.
RULES_COUNTERS: set[str] = {"shield", "finality"}


def entering_counter_gaps(node) -> list[str]:
    """The counters a ``MoveTo``/``Dig`` gives a permanent as it enters (122.6) whose own rules (122.1b-d, h) the
    engine does not carry out."""
    return [f"enters with a {k} counter (122.1)" for k, _n in getattr(node, "counters", ()) if k in RULES_COUNTERS]


def _rules_counter_gaps(node) -> list[str]:
    """Counters of a kind with rules of its own (122.1b-d, h) put on or moved to a permanent: the engine would
    place them but never grant the keyword, nor play the shield, stun or finality replacement."""
    k = getattr(node, "kind", None)
    return [f"{k} counter (122.1)"] if k in RULES_COUNTERS else []


IMPLEMENTED_WHOSE = {"you", "opponent", "opponents", "each", "any"}  # Trigger.whose values
IMPLEMENTED_STEPS = {"untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
                     "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end",
                     "cleanup"}  # Trigger.step values


def variant_check(*node_types: str):
    """Register ``fn(node)`` in VARIANT_CHECKS for each of ``node_types`` (node class names)."""
    def deco(fn):
        for t in node_types:
            VARIANT_CHECKS.setdefault(t, []).append(fn)
        return fn
    return deco


variant_check("AddCounters", "MoveCounters")(_rules_counter_gaps)


def implements(*names: str) -> None:
    """Declare node class names as implemented."""
    for n in names:
        if n not in NODE_TYPES:
            raise KeyError(f"no node type {n!r}")
        IMPLEMENTED_NODES.add(n)


def _unpayable(cost) -> list[str]:
    """The parts of a cost that can't be paid during a resolution (118.12) -- see PAYABLE_COST_FIELDS."""
    if not isinstance(cost, Cost):  # a ManaCost
        return []
    return [f for f in Cost.__dataclass_fields__ if f not in PAYABLE_COST_FIELDS
            and getattr(cost, f) != getattr(Cost(), f)]


def _pays_x(root: Node) -> bool:
    """Does the ability have its player pay a cost with X (107.3f: X is chosen as that cost is paid)?"""
    return any(isinstance(m, PayCost) and getattr(getattr(m.cost, "mana", m.cost), "has_x", False)
               for m in root.walk())


# Trigger events whose X the engine knows (``begin_trigger`` takes it from the event): a permanent's own enters ability
# (107.3m: the X of the spell it was) and "when ~ becomes monstrous" (701.37c: the X it became monstrous with)
X_DEFINING_TRIGGERS = {"enters", "becomes_monstrous"}


def _x_defined(root: Node, roots: tuple) -> bool:
    """Is the X of this triggered ability defined by its trigger (X_DEFINING_TRIGGERS about ~ itself)? Not on a card
    whose X comes from a kicker {X} (that X isn't the spell's mana cost X the engine keeps)."""
    t = root.trigger
    if t.event not in X_DEFINING_TRIGGERS or type(t.subject).__name__ != "This":
        return False
    return not any(isinstance(k, Keyword) and k.name == "Kicker" for r in roots for k in r.walk())


def _x_in_targets(root: Node, cost) -> bool:
    """Does a triggered ability that pays a cost with X ("you may pay {X}") have a target whose filter reads X?"""
    mana = getattr(cost, "mana", cost)
    if not getattr(mana, "has_x", False):
        return False
    return any(type(t).__name__ == "TargetSpec" and any(type(m).__name__ == "XValue" for m in t.walk())
               for t in root.walk())


#: Layouts the engine can't play right yet, whatever the card's abilities.
UNPLAYABLE_LAYOUTS = {
    # 709.5: Rooms (split permanents with a shared type line, unlocked designations) are not implemented
    "room": "layout split with a shared type line: Rooms and unlocking doors (709.5) are not implemented",
}


def layout_missing(layout: str, n_faces: int, types: tuple = ()) -> list[str]:
    """What the engine can't do for a card of this layout, whatever its abilities (709.5). Split cards (709.3,
    709.4), aftermath (702.127) and adventurer cards (715) are played by engine/mechanics/card_halves.py.
    ``types``: the card types of each face."""
    if layout == "split" and n_faces > 1 and any("Instant" not in t and "Sorcery" not in t for t in types):
        return [UNPLAYABLE_LAYOUTS["room"]]
    return []


def missing(tree: Node | tuple) -> list[str]:
    """Names of the parts of ``tree`` the engine does not implement (empty list: fully supported)."""
    out: list[str] = []
    roots = tree if isinstance(tree, tuple) else (tree,)
    for check in TREE_CHECKS:
        out.extend(check(roots))
    read_chosen: set[int] = set()
    for h in CHOSEN_FILTERS_READ:
        read_chosen |= h(roots)
    for root in roots:
        handled = _chosen_handled(root) | read_chosen
        for n in root.walk():
            name = type(n).__name__
            if isinstance(n, (Unsupported, Unparsed)):
                out.append(f"unsupported: {n.text}")
            elif name not in IMPLEMENTED_NODES:
                out.append(f"node {name}")
            elif isinstance(n, Keyword) and n.name not in IMPLEMENTED_KEYWORDS:
                out.append(f"keyword {n.name}")
            elif isinstance(n, Keyword) and n.name in PAID_ON_RESOLUTION and n.cost is not None \
                    and PAID_ON_RESOLUTION[n.name](n.cost):
                out.append(f"keyword {n.name} with cost " + "+".join(PAID_ON_RESOLUTION[n.name](n.cost)))
            elif isinstance(n, PayCost) and _unpayable(n.cost):
                out.append("pay cost " + "+".join(_unpayable(n.cost)))
            elif isinstance(n, PayCost) and isinstance(root, Triggered) and _x_in_targets(root, n.cost):
                # X is chosen as the cost is paid (107.3f), after the targets were chosen with X undefined
                out.append("pay cost with X in a triggered ability whose targets depend on X")
            elif isinstance(n, CreateToken) and isinstance(root, Triggered) and any(
                    isinstance(x, XValue) for x in n.walk()) and not _pays_x(root) and not _x_defined(root, roots):
                # "When ~ enters, create an X/X token": X is the X paid for the spell (107.3m) or for the cost
                # that triggered it (cycling {X}), which a triggered ability's X isn't -- unless the ability
                # itself has its player pay {X} ("you may pay {X}. If you do, create X ...", 107.3f)
                out.append("token with X in a triggered ability")
            elif isinstance(n, CounterSpell) and n.unless_pay is not None and _unpayable(n.unless_pay):
                out.append("counter unless pays " + "+".join(_unpayable(n.unless_pay)))
            elif isinstance(n, Triggered) and n.zone not in TRIGGER_ZONES:
                out.append(f"triggered ability in zone {n.zone}")
            elif isinstance(n, Trigger) and n.event not in IMPLEMENTED_TRIGGERS:
                out.append(f"trigger {n.event}")
            elif isinstance(n, Restrict) and n.kind not in IMPLEMENTED_RESTRICTIONS:
                out.append(f"restriction {n.kind}")
            elif isinstance(n, Replacement) and n.kind not in IMPLEMENTED_REPLACEMENTS:
                out.append(f"replacement {n.kind}")
            elif isinstance(n, (Mechanic,)) and n.name not in IMPLEMENTED_MECHANICS:
                out.append(f"mechanic {n.name}")
            elif isinstance(n, GameAction) and n.action not in IMPLEMENTED_MECHANICS:
                out.append(f"game action {n.action}")
            elif isinstance(n, Designate) and n.designation not in IMPLEMENTED_MECHANICS:
                out.append(f"designation {n.designation}")
            elif name == "IsTrue" and getattr(n, "fact") not in IMPLEMENTED_FACTS:
                out.append(f"fact {getattr(n, 'fact')}")
            elif name == "Each" and getattr(n, "filter", 0) is None:
                # "each" with nothing to match: the compiler lost a noun phrase it could not represent
                # (e.g. "all blocking creatures and all blocked creatures")
                out.append("each without a filter")
            for check in VARIANT_CHECKS.get(name, ()):
                why = check(n)
                if why:
                    out.extend((why,) if isinstance(why, str) else why)
            # values inside fields: durations, trigger players and steps, "the chosen ..." filters
            d = getattr(n, "duration", None)
            if isinstance(d, str) and d not in IMPLEMENTED_DURATIONS.get(name, DEFAULT_DURATIONS):
                out.append(f"duration {d}")
            if isinstance(n, Trigger):
                if n.whose not in IMPLEMENTED_WHOSE:
                    out.append(f"trigger whose={n.whose}")
                if n.event == "step" and n.step not in IMPLEMENTED_STEPS:
                    out.append(f"trigger step {n.step}")
                if any(isinstance(f, Filter) and f.blocking_of is not None for f in (n.subject, n.spell_filter)):
                    out.append("blocking relation in a trigger's subject")  # a trigger's snapshot can't tell
                if any(isinstance(f, Filter) and f.remembered is not None for f in n.walk()):
                    # "When a creature dealt damage this way dies this turn": the trigger can't see the resolution
                    out.append("'this way' in a trigger")
            elif name == "Filter" and getattr(n, "chosen", None) and id(n) not in handled:
                out.append("filter chosen value")
            if name == "Static" and getattr(getattr(n, "affected", None), "kind", None) == "spell" and any(
                    type(m).__name__ == "AddAbilities" and any(getattr(k, "name", None) in ("Improvise", "Convoke", "Delve")
                                                               for k in m.abilities) for m in n.mods):
                # "Nonartifact spells you cast have improvise" (Inspiring Statuary): the card in hand doesn't have
                # the keyword when the engine checks whether it can be cast and paid for (601.2f-h), so the help
                # is never offered
                out.append("grants improvise, convoke or delve to spells")
    return out


def _chosen_handled(root: Node) -> set[int]:
    """ids of the ``Filter(chosen=...)`` nodes inside a node type that resolves that choice itself."""
    if not IMPLEMENTED_CHOSEN:
        return set()
    out: set[int] = set()
    for n in root.walk():
        kinds = IMPLEMENTED_CHOSEN.get(type(n).__name__)
        if kinds:
            for m in n.walk():
                if type(m).__name__ == "Filter" and getattr(m, "chosen", None) in kinds:
                    out.add(id(m))
    return out
