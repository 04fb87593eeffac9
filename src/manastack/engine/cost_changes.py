"""Cost increases and reductions (601.2f, 118.7): what every static "spells cost {N} more/less" ability, a spell's
own "this spell costs ... less/more to cast", affinity (702.41), undaunted (702.125) and the rules' additional
costs (the commander tax, 903.8) add to or take from a spell's generic (and colored) cost. Used as the total cost is determined (casting) and
when the action is offered (actions)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.types import Zone
from ..tree.abilities import Keyword, Static
from ..tree.continuous import AddAbilities, CostChange, SelfCostChange
from ..tree.refs import Amount, TargetsBeyond
from .chars import chars, compute_all, from_chars, static_mods
from .evaluate import Env, matches, amount, condition_holds, all_matching
from .mechanics_hooks import COMMAND_ZONE_COST_CHANGERS, COST_INCREASES
from .support import IMPLEMENTED_KEYWORDS, implements

if TYPE_CHECKING:
    from .state import GameState


def cost_changers(state: "GameState") -> list:
    """(source, its controller, Static, CostChange) of every permanent now, and of the cards in the command zone
    whose abilities function there (a function of the characteristics alone: kept with the characteristics
    cache)."""
    return from_chars(state, "cost_changers", _cost_changers_now)


def _cost_changers_now(state: "GameState", _allc: dict, _key: str) -> list:
    out = [(oid, ch.controller, ab, m) for oid, ch, ab, m in static_mods(state, CostChange) if m.filter is not None]
    if state.command and COMMAND_ZONE_COST_CHANGERS:  # cost changes that function in the command zone (eminence)
        out += [x for f in COMMAND_ZONE_COST_CHANGERS for x in f(state)]
    return out


def spell_keyword_grants(state: "GameState") -> list:
    """(source, its controller, spell filter, Keyword) for each affinity a static ability of a permanent gives to
    spells (613.1f: "Enchantment spells you cast have affinity for Auras"); kept with the characteristics cache."""
    return from_chars(state, "spell_keyword_grants", _spell_keyword_grants_now)


def _spell_keyword_grants_now(state: "GameState", _allc: dict, _key: str) -> list:
    return [(oid, ch.controller, ab.affected, kw) for oid, ch, ab, m in static_mods(state, AddAbilities)
            if getattr(ab.affected, "kind", None) == "spell"  # (a Filter; "~ has ..." affects This())
            for kw in m.abilities if type(kw) is Keyword and kw.name == "Affinity" and kw.arg is not None]


def cost_change_amounts(state: "GameState", pid: int, spell: int, colored: list | None = None,
                        n_targets: int = 0, targets: tuple = ()) -> tuple[int, int]:
    """(generic increase, generic reduction) for ``spell`` cast by ``pid``; colored parts of increases go to ``colored``;
    ``n_targets``: targets chosen (601.2c), for "costs {1} more to cast for each target beyond the first";
    ``targets``: the entities chosen as its targets, for "spells that target ~ cost {2} more" (once however many
    times the spell targets it)."""
    inc = 0
    red = 0
    on_stack = state.objects[spell].zone == Zone.STACK
    for oid, ctrl, ab, m in cost_changers(state):
        if m.who == "you" and pid != ctrl:
            continue
        if m.who == "opponents" and pid == ctrl:
            continue
        if m.targets_source and oid not in targets:
            continue
        env = Env(state, oid, ctrl)
        if ab.condition is not None:
            if not condition_holds(env, ab.condition):
                continue
        f = m.filter
        if not on_stack and f.kind == "spell":
            f = replace(f, kind="object")  # a card about to be cast, seen as the spell it would be
        if matches(env, f, spell):
            if m.generic > 0:
                inc += m.generic
            else:
                red += -m.generic
            if m.colored is not None and colored is not None:
                colored.append(m.colored)
    sc = chars(state, spell)
    for ab in sc.abilities:  # "This spell costs {1} less to cast for each ..." (functions wherever it's cast from)
        if type(ab) is Static and any(type(m) is SelfCostChange for m in ab.mods):
            env = Env(state, spell, pid)
            if ab.condition is not None:
                if not condition_holds(env, ab.condition):
                    continue
            for m in ab.mods:
                if type(m) is SelfCostChange:
                    per = m.per  # Amount: "for each card type among cards in your graveyard"; Filter: each object
                    times = (1 if per is None else max(0, n_targets - per.n) if type(per) is TargetsBeyond
                             else amount(env, per) if isinstance(per, Amount) else len(all_matching(env, per)))
                    k = m.generic * times
                    if m.colored is not None and colored is not None:
                        colored.extend([m.colored] * max(0, times))
                    if k > 0:
                        inc += k
                    else:
                        red += -k
    for f in COST_INCREASES:  # rules' additional costs, e.g. the commander tax (903.8)
        inc += f(state, pid, spell)
    affinities = [kw.arg for kw in sc.keyword_args("Affinity") if kw.arg is not None]
    if not on_stack:
        # 601.2f: before it is cast (is it castable?), a card counts the affinity it will have as a spell of
        # "[type] spells you cast have affinity for ..."
        for src, ctrl, flt, kw in spell_keyword_grants(state):
            if ctrl == pid and matches(Env(state, src, ctrl), replace(flt, kind="object"), spell):
                affinities.append(kw.arg)
    for arg in affinities:
        env = Env(state, spell, pid)
        allc = compute_all(state)
        red += sum(1 for i in state.battlefield if not state.objects[i].phased_out
                   and allc.get(i) is not None and allc[i].controller == pid and matches(env, arg, i))
    n_undaunted = sum(1 for a in sc.abilities if type(a) is Keyword and a.name == "Undaunted")
    if n_undaunted:  # 702.125a: {1} less for each opponent you have; 702.125b: not those who left; 702.125c: each
        red += n_undaunted * sum(1 for i, p in enumerate(state.players) if i != pid and p.in_game)
    return inc, red


implements("SelfCostChange", "TargetsBeyond")
IMPLEMENTED_KEYWORDS.add("Undaunted")  # 601.2f, read by cost_change_amounts
