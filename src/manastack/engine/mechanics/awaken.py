"""Awaken (702.113): "Awaken N--[cost]" means "You may pay [cost] rather than pay this spell's mana cost as you
cast this spell" and "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That
land becomes a 0/0 Elemental creature with haste. It's still a land." (702.113a)

The first is an alternative cost (118.9; cast variant ``alt:<i>+awaken``). The second is a spell ability added to
the spell's body when, and only when, that cost was paid (702.113b: otherwise the spell is cast as though it
didn't have that target): one more target slot and, after the spell's own effect, the counters and the permanent
type-, subtype-, P/T- and ability-changing effect on that land (``targets.SPELL_BODY_REWRITES``). If the land
target is illegal as the spell resolves, only that part does nothing (608.2b).
"""
from __future__ import annotations

from typing import Any

from ...tree.abilities import Body, Keyword, SpellAbility, TargetSpec
from ...tree.continuous import AddAbilities, AddTypes, SetPT
from ...tree.effects import AddCounters, ApplyContinuous, Seq
from ...tree.filters import Filter
from ...tree.refs import Num, Target
from ..casting import ALT_COST_KEYWORDS
from ..support import IMPLEMENTED_KEYWORDS, variant_check
from ..targets import SPELL_BODY_REWRITES

LAND_YOU_CONTROL = TargetSpec(Filter(types=("Land",), controller="you"), label="target land you control")
_AWAKENED = (AddTypes(types=("Creature",), subtypes=("Elemental",)), SetPT(Num(0), Num(0)),
             AddAbilities((Keyword("Haste"),)))


def _awaken_n(abilities: tuple) -> int | None:
    for a in abilities:
        if type(a) is Keyword and a.name == "Awaken" and isinstance(a.arg, int) and not isinstance(a.arg, bool):
            return a.arg
    return None


def awakened(body: Body, n: int) -> Body:
    """702.113a: the spell's body with "put N +1/+1 counters on target land you control. That land becomes a 0/0
    Elemental creature with haste. It's still a land." after its own effect."""
    t = Target(len(body.targets))
    extra = (AddCounters(t, "+1/+1", Num(n)), ApplyContinuous(t, _AWAKENED, "permanent"))
    eff = body.effect
    effects = (tuple(eff.steps) if type(eff) is Seq else (eff,)) + extra
    return Body(effect=Seq(effects), targets=body.targets + (LAND_YOU_CONTROL,))


def _rewrite(state, o, body: Any) -> Any:
    if not o.paid or "awaken" not in o.paid or type(body) is not Body:
        return body

    n = _awaken_n(chars(state, o.id).abilities)
    return awakened(body, n) if n else body


@variant_check("Keyword")
def _awaken_forms(n) -> list[str]:
    """Awaken's count must be a number; (a modal spell with awaken: its body is rewritten only when it isn't
    modal, see ``_modal_awaken``)."""
    if n.name == "Awaken" and (not isinstance(n.arg, int) or isinstance(n.arg, bool) or n.cost is None):
        return ["keyword Awaken without a number and cost"]
    return []


def _modal_awaken(roots) -> list[str]:
    """The awaken spell ability is added to a plain spell body; a modal spell with awaken isn't handled."""
    if any(type(r) is Keyword and r.name == "Awaken" for r in roots) and any(
            type(r) is SpellAbility and type(r.body) is not Body for r in roots):
        return ["keyword Awaken on a modal spell"]
    return []


from ..support import TREE_CHECKS  # noqa: E402
from ..chars import chars

TREE_CHECKS.append(_modal_awaken)
SPELL_BODY_REWRITES.append(_rewrite)
ALT_COST_KEYWORDS["Awaken"] = "awaken"
IMPLEMENTED_KEYWORDS.add("Awaken")
