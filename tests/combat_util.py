"""Helpers for the combat, damage and keyword tests (issue #3)."""
from __future__ import annotations

from manastack.cards.face import Card, CardFace
from manastack.engine.state import pent
from manastack.testing import Scenario

P0 = pent(0)
P1 = pent(1)


def custom(s: Scenario, name: str, abilities: tuple = (), *, pt: tuple[int, int] | None = (2, 2),
           cost: str = "{1}{R}", types: tuple[str, ...] = ("Creature",),
           subtypes: tuple[str, ...] = ("Goblin",), colors: tuple[str, ...] = ("R",)) -> str:
    """Install a test card whose ability tree is built by hand (``CardPool.define``) and return its name.
    Used only where no real card compiles into the tree a test needs."""
    type_line = " ".join(types) + (" — " + " ".join(subtypes) if subtypes else "")
    face = CardFace(name=name, mana_cost=cost, type_line=type_line, types=types, subtypes=subtypes,
                    power=None if pt is None else str(pt[0]), toughness=None if pt is None else str(pt[1]),
                    colors=colors)
    s.pool.define(Card(name=name, layout="normal", faces=(face,)), abilities)
    return name


def attack_pairs(g) -> set[tuple[int, int]]:
    """The (attacker, defender) pairs the pending attack declaration offers."""
    d = g.decision
    assert d is not None and d.kind == "attackers", f"expected an attack declaration, got {d}"
    return {(o[1], o[2]) for o in d.options if o[0] == "attack"}


def block_pairs(g) -> set[tuple[int, int]]:
    """The (blocker, attacker) pairs the pending block declaration offers."""
    d = g.decision
    assert d is not None and d.kind == "blockers", f"expected a block declaration, got {d}"
    return {(o[1], o[2]) for o in d.options if o[0] == "block"}


def can_finish(g) -> bool:
    return ("done",) in (g.decision.options or ())


def to_blocks(g):
    """Pass to the declare blockers decision (after attackers were declared)."""
    if g.decision is None or g.decision.kind != "blockers":
        g.pass_until("declare blockers")
    return g


def finish_combat(g):
    """Pass priority through the rest of combat, answering nothing else."""
    g.pass_until("end of combat")
    return g


def custom_instant(s: Scenario, name: str, effect, *, targets: tuple | None = None, cost: str = "{0}",
                   colors: tuple[str, ...] = ()) -> str:
    """A hand-built instant (``CardPool.define``) with one "target creature" slot by default."""
    from manastack.tree.abilities import Body, SpellAbility, TargetSpec
    from manastack.tree.filters import CREATURE

    if targets is None:
        targets = (TargetSpec(CREATURE, 1, 1, "target creature"),)
    return custom(s, name, (SpellAbility(Body(effect, targets)),), pt=None, cost=cost, types=("Instant",),
                  subtypes=(), colors=colors)


def grant_instant(s: Scenario, name: str, *keywords: str) -> str:
    """A hand-built instant: "Target creature gains <keywords> until end of turn." """
    from manastack.tree.abilities import Keyword
    from manastack.tree.continuous import AddAbilities
    from manastack.tree.effects import ApplyContinuous
    from manastack.tree.refs import Target

    grant = AddAbilities(tuple(Keyword(k) for k in keywords))
    return custom_instant(s, name, ApplyContinuous(Target(0), (grant,)))


def lose_instant(s: Scenario, name: str, *keywords: str) -> str:
    """A hand-built instant: "Target creature loses <keywords> until end of turn." """
    from manastack.tree.continuous import RemoveAbilities
    from manastack.tree.effects import ApplyContinuous
    from manastack.tree.refs import Target

    lose = RemoveAbilities(all=False, keywords=tuple(keywords))
    return custom_instant(s, name, ApplyContinuous(Target(0), (lose,)))


def targets_offered(g, card, *, activate: bool = False) -> set[int]:
    """Start casting ``card`` from hand (or activating its first ability) and return the entities
    offered for its first target (players as negative entity codes), then cancel (733). Empty when it
    can't even be begun for lack of a legal target."""
    from manastack.engine.state import pent

    d = g.decision
    assert d is not None and d.kind == "priority"
    if activate:
        oid = g.find(card)
        opt = next((o for o in d.options if o[0] == "activate" and o[1] == oid), None)
    else:
        oid = g.find(card, zone="hand")
        opt = next((o for o in d.options if o[0] == "cast" and o[1] == oid), None)
    if opt is None:
        return set()
    g.answer(opt)
    d = g.decision
    if d is None or d.kind != "target":
        return set()
    out = {o[1] if o[0] == "target" else pent(o[1]) for o in d.options if o[0] in ("target", "target_player")}
    g.answer(("cancel",))
    return out
