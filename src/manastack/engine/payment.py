"""Mana abilities (605) and paying mana costs (601.2g–h, 118, 107.4): an automatic payment solver
that finds a payment whenever one exists with the available sources and pool, preferring to keep
flexible sources untapped, plus the pieces for manual payment."""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING, Any

from ..core.memo import by_identity
from ..core.mana import EMPTY_COST, ManaCost, Sym
from ..tree.abilities import Activated, Body
from ..tree.costs import FREE as FREE_COST
from ..tree.costs import Cost
from ..tree.effects import AddMana, Seq, SpendOnly, Unsupported
from ..tree.refs import Amount, Num, You
from .abilities import expanded_abilities
from .chars import chars, from_chars
from .evaluate import Env, all_matching, amount, condition_holds, matches
from .mechanics_hooks import MANA_COLORS

if TYPE_CHECKING:
    from .state import GameState

COLOR_OF_BIT = {1: "W", 2: "U", 4: "B", 8: "R", 16: "G"}
TYPES = "WUBRGC"
TAP_COST = Cost(tap=True)


def intrinsic_abilities(c) -> tuple:
    """305.6: a land with a basic land type has the matching mana ability. The layer system puts these
    abilities in the land's characteristics (``engine/chars.py``), where effects can remove them (305.7,
    613.1f: an animated land that loses all abilities can't tap for mana), so nothing is added here."""
    return ()


def _mana_bundles(eff) -> tuple[str, ...] | None:
    """The possible mana (as letter strings) one activation of a simple AddMana effect produces."""
    if type(eff) is Seq and len(eff.steps) == 1:
        eff = eff.steps[0]
    if type(eff) is not AddMana:
        return None
    amt = eff.amount
    if amt is not None and type(amt) is not Num:
        return None  # "X mana", "mana equal to ...": not a fixed bundle
    n = amt.value if amt is not None else 1
    if not isinstance(n, int):
        return None
    if eff.any_color:
        return tuple(c * n for c in "WUBRG")
    if eff.choices:
        out = []
        for ch in eff.choices:
            out.append("".join(s.text for s in ManaCost.parse(ch).symbols if s.text in TYPES))
        return tuple(out)
    if eff.mana:
        letters = "".join(s.text for s in ManaCost.parse(eff.mana).symbols if s.text in TYPES)
        return (letters,) if letters else None
    return None


# ---------------------------------------------------------------- mana abilities as payment sources (605)

# Source tiers: the automatic payment uses sources of a higher tier only when the lower ones can't pay
# (the player's choices under 601.2g-h, made for them): lands first, then other permanents that only tap
# (mana rocks), then creatures (kept untapped to attack and block), then abilities with a side cost (life,
# energy, damage to you, a counter), then those that sacrifice a permanent. Phyrexian symbols are paid
# with life (107.4f) from the side-cost tier on.
TIER_LAND, TIER_OTHER, TIER_CREATURE, TIER_SIDE, TIER_SACRIFICE = 0, 1, 2, 3, 4
LIFE_TIER = TIER_SIDE


@dataclass(frozen=True, slots=True)
class ManaRecipe:
    """One mana ability (605.1a) read as a payment source: the mana one activation can make
    (``bundles``: alternatives, as letter strings) and what activating it costs besides (118): {T}, life
    (119.4), energy (107.14), counters removed from itself, sacrificing itself or another permanent
    (``sac``: a Filter), a mana cost (``debt``: filter lands), and the instructions after the mana
    (``rest``: a pain land's damage, carried out as the ability resolves, 605.3b)."""

    idx: int
    bundles: tuple
    tap: bool = False
    life: int = 0
    energy: int = 0
    sac_self: bool = False
    sac: Any = None
    counters: tuple = ()
    debt: ManaCost | None = None
    rest: tuple = ()
    condition: Any = None
    weight: int = 0  # the tier its costs put it in (0: none beyond {T}; TIER_SIDE; TIER_SACRIFICE)
    colors_of: str = ""  # "any color" narrowed per player (AddMana.colors_of; see narrowed_recipes)


# the cost parts a payment source may have (anything else -- discarding, exiling, untapping -- is left to
# the player, who may still activate the ability by hand)
_SOURCE_COST_PARTS = {"mana": EMPTY_COST, "tap": False, "sacrifice_self": False, "sacrifice": None, "sacrifice_n": 0,
                      "life": 0, "energy": 0, "remove_counters": ()}


def _recipe(i: int, ab) -> ManaRecipe | None:
    """``ab`` (the ``i``-th ability) as a payment source, or None when it isn't one the solver can use."""
    if type(ab) is not Activated or not ab.mana or type(ab.body) is not Body or ab.body.targets:
        return None
    cost = ab.cost
    if cost != TAP_COST and dc_replace(cost, **_SOURCE_COST_PARTS) != FREE_COST:
        return None
    if cost.sacrifice is not None and cost.sacrifice_n != 1:
        return None
    eff = ab.body.effect
    rest: tuple = ()
    if type(eff) is Seq and eff.steps:
        eff, rest = eff.steps[0], tuple(eff.steps[1:])
        if any(type(r) in (Unsupported, AddMana, SpendOnly) for r in rest):
            return None
    if type(eff) is not AddMana or type(eff.who) is not You:
        return None
    b = _mana_bundles(eff)
    if not b:
        return None
    debt = cost.mana.normalized() if cost.mana.symbols else None
    if debt is not None and (debt.has_x or any(s.kind in ("x", "snow", "other", "half") for s in debt.symbols)):
        return None
    weight = 0
    if cost.life or cost.energy or rest or cost.remove_counters:
        weight = TIER_SIDE
    if cost.sacrifice_self or cost.sacrifice is not None:
        weight = TIER_SACRIFICE
    return ManaRecipe(i, b, cost.tap, cost.life, cost.energy, cost.sacrifice_self, cost.sacrifice,
                      tuple(cost.remove_counters), debt, rest, ab.condition, weight, eff.colors_of)


def narrowed_recipes(state: "GameState", pid: int, recipes: tuple) -> tuple:
    """Recipes whose "any color" is narrowed to a set the game names (903.4: the colors of ``pid``'s
    commanders' color identity, ``MANA_COLORS``), keeping only the bundles of those colors; a recipe left
    with none is dropped (903.4f)."""
    out = []
    for r in recipes:
        if r.colors_of:
            f = MANA_COLORS.get(r.colors_of)
            allowed = f(state, pid) if f is not None else ""
            b = tuple(x for x in r.bundles if x and all(ch in allowed for ch in x))
            if not b:
                continue
            r = dc_replace(r, bundles=b)
        out.append(r)
    return tuple(out)


@by_identity()
def _mana_recipes(abilities: tuple) -> tuple:
    """The payment-source reading of each mana ability among ``abilities`` that has one (remembered:
    characteristics share their abilities tuples)."""
    out = []
    for i, ab in enumerate(abilities):
        r = _recipe(i, ab)
        if r is not None:
            out.append(r)
    return tuple(out)


def recipe_of(abilities: tuple, idx: int) -> ManaRecipe | None:
    """The payment-source reading of mana ability ``idx`` among ``abilities`` (None: not one)."""
    for r in _mana_recipes(abilities):
        if r.idx == idx:
            return r
    return None


def _source_of(oid: int, recipes, tiers) -> tuple:
    """A solver source for a permanent whose abilities ``recipes`` (with their tiers) are usable now: one
    unit (it taps, or each ability uses up something of its own) making any one of the abilities' bundles:
    (permanent, first ability index, bundles, ability index per bundle, tier per bundle)."""
    bundles: list = []
    idxs: list = []
    tl: list = []
    for r, t in zip(recipes, tiers):
        for b in r.bundles:
            if b in bundles:
                k = bundles.index(b)
                if t < tl[k]:
                    idxs[k], tl[k] = r.idx, t
                continue
            bundles.append(b)
            idxs.append(r.idx)
            tl.append(t)
    return (oid, recipes[0].idx, tuple(bundles), tuple(idxs), tuple(tl))


def simple_sources(state: "GameState", pid: int) -> list:
    """The mana sources ``pid`` can use now, for the payment solver: for each permanent they control, its
    mana abilities whose costs can be paid now (untapped for {T}, not summoning sick for a creature's {T},
    302.6; the life, 119.4, or energy, 107.14; the counters; the permanent to sacrifice; the ability's
    condition), as one source making any of their mana; for an ability that sacrifices another permanent,
    one source per permanent it could sacrifice. Each source: (object id, ability index, possible bundles,
    ability index per bundle, tier per bundle). Abilities with a mana cost of their own (filter lands) are
    kept apart (``debt_sources``)."""
    memo = state.memo()
    key = ("sources", pid)
    hit = memo.get(key)
    if hit is not None:
        return hit
    out = []
    debts = []
    n = 0
    objs = state.objects
    p = state.players[pid]
    life = p.life
    energy = p.counters.get("energy", 0) if p.counters else 0
    sac_seen: list = []
    for oid, recipes, sick_matters, base, src, most in mana_permanents(state, pid)[0]:
        o = objs[oid]
        if src is not None:  # (every ability only taps: the common case)
            if o.tapped or (sick_matters and o.sick):  # (302.6: a creature without haste, summoning sick)
                continue
            out.append(src)
            n += most
            continue
        usable = []
        tiers = []
        for r in recipes:
            if r.tap and (o.tapped or (sick_matters and o.sick)):
                continue
            if r.life and life < r.life:
                continue  # 119.4
            if r.energy and energy < r.energy:
                continue
            if r.counters and (o.counters or {}).get(r.counters[0], 0) < r.counters[1]:
                continue
            if r.condition is not None and not condition_holds(Env(state, oid, pid), r.condition):
                continue
            if r.sac is not None:
                if any(f == r.sac for f in sac_seen):
                    continue  # (another source sacrificing the same permanents already counts them)
                sac_seen.append(r.sac)
                env = Env(state, oid, pid)
                k = sum(1 for i in state.battlefield if not objs[i].phased_out
                        and chars(state, i).controller == pid and matches(env, r.sac, i))
                if r.tap:
                    k = min(k, 1)  # ({T}, Sacrifice a creature: once)
                for _ in range(k):
                    out.append(_source_of(oid, (r,), (max(base, r.weight),)))
                    n += max(len(b) for b in r.bundles)
                continue
            if r.debt is not None:
                debts.append((oid, r, max(base, r.weight)))
                continue
            usable.append(r)
            tiers.append(max(base, r.weight))
        if usable:
            life -= max(r.life for r in usable)  # (budgets: two sources can't both spend the last life)
            energy -= max(r.energy for r in usable)
            out.append(_source_of(oid, tuple(usable), tuple(tiers)))
            n += max(len(b) for r in usable for b in r.bundles)
    memo[key] = out
    memo[("debt_sources", pid)] = debts
    memo[("sources_mana", pid)] = n  # (the most mana they make: available_mana_count)
    return out


def debt_sources(state: "GameState", pid: int) -> list:
    """The usable mana abilities ``pid`` controls that have a mana cost of their own (filter lands:
    "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}"): (permanent, ManaRecipe, tier)."""
    memo = state.memo()
    hit = memo.get(("debt_sources", pid))
    if hit is None:
        simple_sources(state, pid)
        hit = memo[("debt_sources", pid)]
    return hit


def mana_permanents(state: "GameState", pid: int) -> tuple:
    """The permanents ``pid`` controls that have mana abilities, from their characteristics alone (kept with
    the characteristics cache; what changes without them -- tapped, summoning sickness, life, counters -- is
    read by ``simple_sources``, per state version): (simple, restricted, the most mana the restricted ones
    make). ``simple``: (permanent, its ManaRecipes, whether summoning sickness stops its {T} abilities, its
    tier (land, other, creature), its solver source when every ability only taps (else None), the most mana
    one activation makes) for each with a mana ability the solver can use; ``restricted``: (permanent,
    ability index, bundles, SpendOnly node, whether summoning sickness stops it) for each whose only such
    ability makes mana that can be spent only on some spells (106.6; one source per permanent). Both in
    battlefield order; phased-out permanents are left out (702.26b)."""
    return from_chars(state, ("mana_permanents", pid), _mana_permanents)


def _mana_permanents(state: "GameState", allc: dict, key: tuple) -> tuple:
    pid = key[1]
    simple = []
    restricted = []
    for oid in state.battlefield:
        c = allc.get(oid)  # (None for a phased-out permanent: compute_all leaves them out)
        if c is None or c.controller != pid or (c.restrictions and c.restricted("cant_activate")):
            continue  # (602.5: "its activated abilities can't be activated" -- mana abilities too)
        abilities = expanded_abilities(state, oid, c)
        recipes = _mana_recipes(abilities)
        if recipes and any(r.colors_of for r in recipes):
            recipes = narrowed_recipes(state, pid, recipes)
        sick = "Creature" in c.types and "Haste" not in c.keywords
        if recipes:
            base = TIER_LAND if "Land" in c.types else TIER_CREATURE if "Creature" in c.types else TIER_OTHER
            plain = all(r.tap and r.weight == 0 and r.debt is None and r.condition is None for r in recipes)
            src = _source_of(oid, recipes, (base,) * len(recipes)) if plain else None
            simple.append((oid, recipes, sick, base, src, max(len(b) for r in recipes for b in r.bundles)))
            continue
        r = _restricted_tap_ability(abilities)
        if r is not None:
            restricted.append((oid, r[0], r[1], r[2], sick))
    return tuple(simple), tuple(restricted), sum(max(len(b) for b in r[2]) for r in restricted)


def src_idx(src: tuple, bundle: str) -> int:
    """The ability of solver source ``src`` that makes ``bundle``."""
    if len(src) > 3:
        b = src[2]
        if bundle in b:
            return src[3][b.index(bundle)]
    return src[1]


def src_tier(src: tuple) -> int:
    """The lowest tier among the abilities of solver source ``src`` (alternative payers: 0)."""
    return min(src[4]) if len(src) > 4 else 0


def _capped(src: tuple, tier: int) -> tuple | None:
    """``src`` with only the abilities of at most ``tier`` (None: none)."""
    if len(src) <= 4 or max(src[4]) <= tier:
        return src
    keep = [k for k, t in enumerate(src[4]) if t <= tier]
    if not keep:
        return None
    return (src[0], src[3][keep[0]], tuple(src[2][k] for k in keep), tuple(src[3][k] for k in keep),
            tuple(src[4][k] for k in keep))


GENERIC_ONLY = "*"  # a unit that pays only generic mana: delve, improvise, convoke's {1} (702.51a, 702.66a, 702.126a)


def _sym_accepts(sym: Sym, t: str) -> bool:
    k = sym.kind
    if t == GENERIC_ONLY:
        return k == "generic"
    if k == "colored" or k == "phyrexian":
        return COLOR_OF_BIT.get(sym.colors) == t
    if k == "colorless":
        return t == "C"
    if k == "hybrid" or k == "hybrid_phyrexian":
        return t != "C" and bool(sym.colors & _BIT[t])
    if k == "twobrid":
        return COLOR_OF_BIT.get(sym.colors) == t
    if k == "generic" or k == "snow":
        return True
    if k == ANY_MANA:
        return True
    return False


ANY_MANA = "any"  # a colored symbol paid with mana spent as though it were mana of any color (609.4b)


def as_any_color(cost: ManaCost) -> ManaCost:
    """609.4b: the symbols of ``cost`` as paid with mana spent "as though it were mana of any color":
    a colored, hybrid or twobrid symbol takes one mana of any type (colorless mana too: it is spent as
    though it were of any color), a Phyrexian one any colored mana or 2 life; {C}, generic and snow
    symbols are unchanged. The cost itself doesn't change (mana value, what was spent), only its payment."""
    out = []
    changed = False
    for s in cost.symbols:
        k = s.kind
        if k in ("colored", "hybrid", "twobrid"):
            out.append(Sym(ANY_MANA, s.colors, 1, s.text))
        elif k in ("phyrexian", "hybrid_phyrexian"):
            out.append(Sym("hybrid_phyrexian", 31, 1, s.text))
        else:
            out.append(s)
            continue
        changed = True
    return ManaCost(tuple(out)) if changed else cost


_BIT = {"W": 1, "U": 2, "B": 4, "R": 8, "G": 16, "C": 0}


def solve(cost: ManaCost, pool: list[int], sources: list[tuple[int, int, tuple[str, ...]]],
          life: int = 0, allow_life: bool = True) -> dict | None:
    """Find a way to pay ``cost`` (X already substituted) from the pool and the sources.

    Returns {"activate": [(oid, idx, bundle)], "spend": [(sym index, type)], "life": [sym index...]}
    or None when no payment exists. Flexible sources are kept for last (601.2g choices are ours).
    A source choosing among bundles of more than one mana ("Add three mana of any one color", or {C} or
    {W}{B} from two abilities) is tried with each choice in turn."""
    complex_ = [i for i, s in enumerate(sources) if len(s[2]) > 1 and any(len(b) > 1 for b in s[2])]
    if not complex_:
        return _solve(cost, pool, sources, life, allow_life)
    choices = []
    n = 1
    for i in complex_:
        s = sources[i]
        singles = tuple(b for b in s[2] if len(b) == 1)
        opts = ([_narrowed(s, singles)] if singles else []) + [_narrowed(s, (b,)) for b in s[2] if len(b) > 1]
        choices.append(opts)
        n *= len(opts)
    if n > _MAX_BUNDLE_CHOICES:  # (too many to try: the single mana of each)
        return _solve(cost, pool, [_narrowed(s, tuple(b for b in s[2] if len(b) == 1)) if k in complex_ else s
                                   for k, s in enumerate(sources)], life, allow_life)
    for combo in itertools.product(*choices):
        srcs = list(sources)
        for i, s in zip(complex_, combo):
            srcs[i] = s
        plan = _solve(cost, pool, srcs, life, allow_life)
        if plan is not None:
            return plan
    return None


_MAX_BUNDLE_CHOICES = 64


def _narrowed(src: tuple, keep: tuple) -> tuple:
    """Solver source ``src`` making only the bundles ``keep``."""
    if len(src) <= 3:
        return (src[0], src[1], keep)
    ks = [src[2].index(b) for b in keep]
    return (src[0], src[3][ks[0]] if ks else src[1], keep, tuple(src[3][k] for k in ks), tuple(src[4][k] for k in ks))


def _solve(cost: ManaCost, pool: list[int], sources: list, life: int, allow_life: bool) -> dict | None:
    syms = list(cost.symbols)
    # units: ("pool", type) or ("src", source index, type, bundle)
    units: list[tuple] = []
    for t_i, t in enumerate(TYPES):
        for _ in range(pool[t_i]):
            units.append(("pool", t, 0))
    # real mana sources before the alternative ways to pay (convoke, delve, improvise: index < 0)
    order = sorted(range(len(sources)), key=lambda i: (sources[i][1] < 0, src_tier(sources[i]), len(sources[i][2]),
                                                       len(set("".join(sources[i][2])))))
    for si in order:
        bundles = sources[si][2]
        if len(bundles) == 1 and len(bundles[0]) > 1:
            for t in bundles[0]:
                units.append(("srcfixed", si, t, len(bundles)))
        else:
            units.append(("src", si, bundles, len(bundles)))
    special = [i for i, s in enumerate(syms) if s.kind not in ("generic", "x")]
    special.sort(key=lambda i: _restrictiveness(syms[i]))
    generic_total = sum(s.amount for s in syms if s.kind == "generic")
    used = [False] * len(units)
    assign: dict[int, tuple[int, str]] = {}
    life_syms: list[int] = []
    twobrid_generic: list[int] = []

    def unit_types(u) -> tuple[str, ...]:
        if u[0] == "pool" or u[0] == "srcfixed":
            return (u[1] if u[0] == "pool" else u[2],)
        return tuple(dict.fromkeys(b[0] for b in u[2] if len(b) == 1))

    def dfs(k: int, life_left: int) -> bool:
        if k == len(special):
            extra = 2 * len(twobrid_generic)
            free = sum(1 for i in range(len(units)) if not used[i] and unit_types(units[i]))
            return free >= generic_total + extra
        si = special[k]
        sym = syms[si]
        tried: set = set()
        for ui, u in enumerate(units):
            if used[ui]:
                continue
            sig = (u[0], unit_types(u))
            if sig in tried:
                continue  # an identical unit already failed here
            tried.add(sig)
            for t in unit_types(u):
                if _sym_accepts(sym, t):
                    used[ui] = True
                    assign[si] = (ui, t)
                    if dfs(k + 1, life_left):
                        return True
                    used[ui] = False
                    del assign[si]
                    break
        if sym.kind in ("phyrexian", "hybrid_phyrexian") and allow_life and life_left >= 2:
            life_syms.append(si)
            if dfs(k + 1, life_left - 2):
                return True
            life_syms.pop()
        if sym.kind == "twobrid":
            twobrid_generic.append(si)
            if dfs(k + 1, life_left):
                return True
            twobrid_generic.pop()
        return False

    if not dfs(0, life):
        return None
    spend: list[tuple[int, str]] = []
    act: dict[int, str] = {}  # source index -> bundle chosen
    for si, (ui, t) in assign.items():
        u = units[ui]
        if u[0] == "src":
            act[u[1]] = t
        elif u[0] == "srcfixed":
            act[u[1]] = sources[u[1]][2][0]
        spend.append((si, t))
    # generic (and 2-generic halves of {2/W} paid generically): least flexible free units first
    need = [(i, syms[i].amount) for i, s in enumerate(syms) if s.kind == "generic"] + [(i, 2) for i in twobrid_generic]
    free_units = [i for i in range(len(units)) if not used[i] and unit_types(units[i])]
    free_units.sort(key=lambda i: (0 if units[i][0] == "pool" else 1 if units[i][0] == "srcfixed" and units[i][1] in act else 2,
                                   units[i][0] != "pool" and sources[units[i][1]][1] < 0,
                                   0 if units[i][0] == "pool" else src_tier(sources[units[i][1]]),
                                   len(unit_types(units[i]))))
    fu = 0
    for si, amt in need:
        for _ in range(amt):
            ui = free_units[fu]
            fu += 1
            u = units[ui]
            types = unit_types(u)
            if u[0] == "src":
                t = _least_valuable(types)
                act[u[1]] = t
            elif u[0] == "srcfixed":
                act[u[1]] = sources[u[1]][2][0]
                t = u[2]
            else:
                t = u[1]
            used[ui] = True
            spend.append((si, t))
    # (in tier order: a permanent another ability sacrifices has made its own mana first)
    acts = sorted(act.items(), key=lambda kv: src_tier(sources[kv[0]]))
    return {"activate": [(sources[i][0], src_idx(sources[i], b), b) for i, b in acts], "spend": spend,
            "life": list(life_syms)}


def solve_preferring(cost: ManaCost, pool: list[int], sources: list, life: int = 0) -> dict | None:
    """``solve``, choosing as a player would (601.2g-h): with the pool and lands if they can pay, else adding
    other permanents, then creatures (kept untapped when a land will do), then sources with a side cost
    and Phyrexian symbols paid with life (107.4f), then sources that sacrifice a permanent. None when no
    payment exists."""
    tiers = sorted({t for s in sources if len(s) > 4 for t in s[4]})
    for tier in tiers:
        if tier >= TIER_SACRIFICE:
            break
        capped = [c for c in (_capped(s, tier) for s in sources) if c is not None]
        plan = solve(cost, pool, capped, life, allow_life=tier >= LIFE_TIER)
        if plan is not None:
            return plan
    return solve(cost, pool, sources, life)


def solve_with_debts(cost: ManaCost, pool: list[int], sources: list, debts: list, life: int = 0,
                     prefer: bool = True, _budget: list | None = None) -> dict | None:
    """``solve`` (``solve_preferring`` with ``prefer``), also using mana abilities that have a mana cost of
    their own (``debts``: (permanent, ManaRecipe, tier), filter lands): when the sources alone can't pay,
    one such ability is activated with its cost paid by one other source's mana or the pool (not by its
    own mana, 605.3a: a cost is paid before the ability resolves), its mana joins the payment, and the rest
    is searched the same way. The plan lists the debt payer's activation and the filter's first, and
    ``plan["debt"]`` says which mana pays each filter's cost."""
    plan = (solve_preferring if prefer else solve)(cost, pool, sources, life)
    if plan is not None or not debts:
        return plan
    budget = _budget if _budget is not None else [64]  # (searches tried: a handful of filter lands at most)
    for k, (foid, r, tier) in enumerate(debts):
        rest_debts = debts[:k] + debts[k + 1:]
        others = [s for s in sources if s[0] != foid]  # (its {T} pays for this ability)
        dsyms = r.debt.symbols
        if len(dsyms) != 1 or (dsyms[0].kind == "generic" and dsyms[0].amount != 1):
            continue  # (a cost of one symbol: {1}, {W/U} -- every filter land's)
        sym = dsyms[0]
        payers: list = []
        for t_i, t in enumerate(TYPES):
            if pool[t_i] and _sym_accepts(sym, t):
                payers.append(("pool", t_i, t))
        for si, src in enumerate(others):
            if src[1] < 0 or (len(src) > 4 and max(src[4]) >= TIER_SACRIFICE):
                continue
            for b in src[2]:
                if b and _sym_accepts(sym, b[0]):
                    payers.append(("src", si, b))
        for b in r.bundles:
            for payer in payers:
                if budget[0] <= 0:
                    return None
                budget[0] -= 1
                p2 = list(pool)
                if payer[0] == "pool":
                    p2[payer[1]] -= 1
                    srcs2 = list(others)
                    paid_with = payer[2]
                    first: list = []
                else:
                    src = others[payer[1]]
                    bb = payer[2]
                    for extra in bb[1:]:  # (a bundle of two: the other mana floats for the payment)
                        p2[TYPES.index(extra)] += 1
                    srcs2 = others[:payer[1]] + others[payer[1] + 1:]
                    paid_with = bb[0]
                    first = [(src[0], src_idx(src, bb), bb)]
                out = (foid, r.idx, (b,), (r.idx,), (tier,))
                debts2 = [d for d in rest_debts if not first or d[0] != first[0][0]]
                sub = solve_with_debts(cost, p2, srcs2 + [out], debts2, life, prefer, budget)
                if sub is None:
                    continue
                act = [a for a in sub["activate"] if a[0] != foid or a[1] != r.idx]
                used_filter = len(act) != len(sub["activate"])
                if not used_filter:
                    return sub  # (found without this filter after all)
                debt = dict(sub.get("debt") or {})
                debt[(foid, r.idx)] = paid_with
                return {"activate": first + [(foid, r.idx, b)] + act, "spend": sub["spend"], "life": sub["life"],
                        "debt": debt}
    return None


def _least_valuable(types: tuple[str, ...]) -> str:
    if GENERIC_ONLY in types:
        return GENERIC_ONLY
    return "C" if "C" in types else types[0]


def _restrictiveness(s: Sym) -> int:
    return {"colored": 0, "colorless": 0, "phyrexian": 1, "twobrid": 2, "hybrid": 3, "hybrid_phyrexian": 4,
            "snow": 5, ANY_MANA: 5}.get(s.kind, 6)


def available_mana_count(state: "GameState", pid: int) -> int:
    """The most mana ``pid`` could have now: their pool and their untapped sources (an upper bound:
    sources of mana spendable only on some spells count too, tapped or not, 106.6)."""
    memo = state.memo()
    n = memo.get(("sources_mana", pid))
    if n is None:
        simple_sources(state, pid)
        n = memo[("sources_mana", pid)]
    return sum(state.players[pid].pool) + n + mana_permanents(state, pid)[2]


def can_pay(state: "GameState", pid: int, cost: ManaCost, extra_life: int = 0, spell: int | None = None) -> bool:
    """Can ``pid`` pay ``cost`` now? ``spell``: the card or spell the mana is for (mana with a spending
    restriction counts only where it may be spent, 106.6)."""
    if not cost.symbols:
        return True
    memo = state.memo()  # (listing priority options asks this for every card: kept for the state version)
    if spell is not None:
        restricted = memo.get(("restricted", pid))
        if restricted is None:
            restricted = memo[("restricted", pid)] = bool(state.players[pid].extra.get(SPEND_ONLY)
                                                          or mana_permanents(state, pid)[1])
        if not restricted:
            spell = None  # (no mana with a spending restriction, 106.6: what it is for changes nothing)
    # (keyed by the cost's identity, kept beside the answer: hashing a ManaCost hashes each of its symbols,
    # and the same cost objects -- a card's cached normalized cost -- are asked about again and again)
    key = ("can_pay", pid, id(cost), extra_life, spell)
    got = memo.get(key)
    if got is not None and got[0] is cost:
        return got[1]
    p = state.players[pid]
    srcs = sources_for(state, pid, spell)
    pool = usable_pool(state, pid, spell)
    # whether a payment exists depends on the mana, not on which objects make it: shared across states
    life = p.life - extra_life
    if not any(s.kind == "phyrexian" or s.kind == "hybrid_phyrexian" for s in cost.symbols):
        life = None  # (life pays only Phyrexian symbols, 107.4f: without them it changes nothing)
    if srcs is memo.get(("sources", pid)):  # (no restricted source for this spell: the simple sources)
        sig = memo.get(("sources_sig", pid))
        if sig is None:
            sig = memo[("sources_sig", pid)] = tuple((s[1] < 0, s[2]) for s in srcs)
    else:
        sig = tuple((s[1] < 0, s[2]) for s in srcs)
    debts = debt_sources(state, pid)
    if debts:  # (filter lands: which source shares the permanent matters, 605.3a)
        oids = [s[0] for s in srcs]
        sig = (sig, tuple((oids.index(d[0]) if d[0] in oids else -1, d[1].debt, d[1].bundles) for d in debts))
    key2 = (cost, tuple(pool), sig, life)
    hit = _PAYABLE.get(key2)
    if hit is None:
        hit = solve_with_debts(cost, pool, srcs, debts, p.life - extra_life, prefer=False) is not None
        if len(_PAYABLE) > 50000:
            _PAYABLE.clear()
        _PAYABLE[key2] = hit
    memo[key] = (cost, hit)
    return hit


_PAYABLE: dict[tuple, bool] = {}


def spend_from_pool(state: "GameState", pid: int, t: str, spell: int | None = None,
                    unrestricted: bool = False) -> None:
    """Spend one mana of type ``t`` from the pool, for ``spell`` (None: anything but a spell). 106.6: mana
    with a spending restriction is spent only where allowed -- first, when it is (so the player keeps
    the mana they may spend on anything); otherwise unrestricted mana must be there. ``unrestricted``:
    only unrestricted mana (the mana convoke or delve just put in the pool)."""
    p = state.players[pid]
    i = TYPES.index(t)
    if p.pool[i] <= 0:
        raise RuntimeError(f"no {t} mana in pool")
    rs = p.extra.get(SPEND_ONLY)
    if rs:
        mine = [k for k, r in enumerate(rs) if r[0] == t]
        ok = [] if unrestricted else [k for k in mine if spend_allowed(state, rs[k], spell)]
        if ok:
            drop_restricted(p, ok[0])
        elif len(mine) >= p.pool[i]:
            raise RuntimeError(f"the {t} mana in the pool can't be spent on that (106.6)")
    p.pool[i] -= 1
    state.touch_light()


# ---------------------------------------------------------------- mana with a spending restriction (106.6)

SPEND_ONLY = "spend_only"  # PlayerState.extra key: one (type letter, Filter, negate, source, controller) per mana


def drop_restricted(p, k: int) -> None:
    rs = p.extra.get(SPEND_ONLY) or ()
    rest = rs[:k] + rs[k + 1:]
    if rest:
        p.extra[SPEND_ONLY] = rest
    else:
        p.extra.pop(SPEND_ONLY, None)


def note_restricted(state: "GameState", pid: int, letters: str, node, source: int | None, controller: int) -> None:
    """106.6: the mana ``letters`` just added to ``pid``'s pool by ``node`` (a SpendOnly) keeps its
    restriction until it is spent or the pool empties (500.4)."""
    if not letters:
        return
    p = state.players[pid]
    p.extra[SPEND_ONLY] = tuple(p.extra.get(SPEND_ONLY) or ()) + tuple(
        (t, node.filter, bool(node.negate), source, controller, node.abilities) for t in letters)
    state.touch_light()


def spend_allowed(state: "GameState", r: tuple, spell: int | None) -> bool:
    """May restricted mana ``r`` be spent to cast ``spell`` (a card about to be cast, or a spell being
    cast; None: a cost that isn't a spell's)? Its filter is matched against the spell's characteristics
    from the point of view of the mana ability's controller (106.6). "Spend this mana only to cast ..."
    can't pay for anything else; "This mana can't be spent to cast ..." (Powerstones) only forbids those
    spells. ``spell`` may also be ``("ability", source)``: the cost of an activated ability of ``source``,
    which mana "spent only to activate abilities [of <sources>]" may pay (the sixth field, a Filter)."""
    _, filt, negate, source, controller = r[:5]
    if type(spell) is tuple:
        abilities = r[5] if len(r) > 5 else None
        if abilities is None:
            return bool(negate)
        return spell[1] in state.objects and matches(Env(state, source, controller), abilities, spell[1])
    if getattr(filt, "kind", None) != "spell":
        return False
    if spell is None:
        return bool(negate)
    if spell not in state.objects:
        return False
    hit = matches(Env(state, source, controller), dc_replace(filt, kind="object", zone=None), spell)
    return hit != negate


def usable_pool(state: "GameState", pid: int, spell: int | None = None) -> list[int]:
    """The player's mana pool without the restricted mana that can't be spent on ``spell`` (106.6)."""
    p = state.players[pid]
    rs = p.extra.get(SPEND_ONLY)
    if not rs:
        return p.pool
    pool = list(p.pool)
    for r in rs:
        if not spend_allowed(state, r, spell):
            pool[TYPES.index(r[0])] -= 1
    return [max(0, n) for n in pool]


def restricted_bundles(eff) -> tuple | None:
    """(bundles, SpendOnly node) of a "{T}: Add ... Spend this mana only ..." ability's effect."""
    if type(eff) is Seq and len(eff.steps) == 1:
        eff = eff.steps[0]
    if type(eff) is not SpendOnly:
        return None
    b = _mana_bundles(eff.effect)
    return (b, eff) if b else None


def sources_for(state: "GameState", pid: int, spell: int | None) -> list:
    """``simple_sources`` plus, for a spell, the untapped permanents whose only "{T}: Add ..." ability
    makes mana that may be spent on it (Mishra's Workshop for an artifact spell, 106.6)."""
    srcs = simple_sources(state, pid)
    extra = mana_permanents(state, pid)[1]
    if not extra:
        return srcs
    objs = state.objects
    out = []
    for oid, idx, bundles, node, sick_matters in extra:
        o = objs[oid]
        if o.tapped or (sick_matters and o.sick):
            continue
        if spend_allowed(state, (None, node.filter, bool(node.negate), oid, pid, node.abilities), spell):
            out.append((oid, idx, bundles))
    return out + list(srcs) if out else srcs  # (first among equals: the solver uses them before the others)


@by_identity()
def _restricted_tap_ability(abilities: tuple) -> tuple | None:
    """(index, bundles, SpendOnly node) of the first "{T}: Add ... Spend this mana only ..." ability among
    ``abilities`` (remembered: characteristics share their abilities tuples)."""
    for i, ab in enumerate(abilities):
        if type(ab) is not Activated or not ab.mana or ab.cost != TAP_COST or type(ab.body) is not Body:
            continue
        rb = restricted_bundles(ab.body.effect)
        if rb:
            return (i, rb[0], rb[1])
    return None



# public names for what actions.py and casting.py share (issue #23: no private name crosses modules)
mana_bundles = _mana_bundles
sym_accepts = _sym_accepts


def activation_mana(state: "GameState", oid: int, pid: int, ab: Activated) -> ManaCost:
    """602.2b, 601.2f: the mana an activated ability costs, with its own "This ability costs {1} less to activate
    for each ..." applied: the count is taken as the total cost is determined, and a reduction of generic
    mana reduces only the generic part, not below {0} (118.7a)."""
    mana = ab.cost.mana
    m = ab.cost_change
    if m is None:
        return mana
    env = Env(state, oid, pid)
    per = m.per
    k = m.generic * (1 if per is None else amount(env, per) if isinstance(per, Amount) else len(all_matching(env, per)))
    if k > 0:
        return mana + ManaCost.parse("{" + str(k) + "}")
    return mana.reduced_generic(-k) if k < 0 else mana
