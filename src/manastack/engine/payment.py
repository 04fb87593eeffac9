"""Mana abilities (605) and paying mana costs (601.2g–h, 118, 107.4): an automatic payment solver
that finds a payment whenever one exists with the available sources and pool, preferring to keep
flexible sources untapped, plus the pieces for manual payment."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.memo import by_identity
from ..core.mana import ManaCost, Sym
from ..tree.abilities import Activated, Body
from ..tree.costs import Cost
from ..tree.effects import AddMana, Seq, SpendOnly
from ..tree.refs import Num
from .abilities import expanded_abilities
from .chars import chars, from_chars

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


def simple_sources(state: "GameState", pid: int) -> list[tuple[int, int, tuple[str, ...]]]:
    """Untapped permanents ``pid`` controls with a "{T}: Add ..." mana ability usable now:
    (object id, ability index, possible bundles)."""
    memo = state.memo()
    key = ("sources", pid)
    hit = memo.get(key)
    if hit is not None:
        return hit
    out = []
    n = 0
    objs = state.objects
    for oid, src, sick_matters, most in mana_permanents(state, pid)[0]:
        o = objs[oid]
        if o.tapped or (sick_matters and o.sick):  # (302.6: a creature without haste, summoning sick)
            continue
        out.append(src)
        n += most
    memo[key] = out
    memo[("sources_mana", pid)] = n  # (the most mana they make: available_mana_count)
    return out


def mana_permanents(state: "GameState", pid: int) -> tuple:
    """The permanents ``pid`` controls that tap for mana, from their characteristics alone (kept with the
    characteristics cache; tapped and summoning sickness are read by ``simple_sources``, per state version):
    (simple, restricted, the most mana the restricted ones make). ``simple``: (permanent, (permanent,
    ability index, bundles), whether summoning sickness stops it, the most mana one activation makes) for
    each with a "{T}: Add ..." ability; ``restricted``: (permanent, ability index, bundles, SpendOnly node,
    whether summoning sickness stops it) for each whose only such ability makes mana that can be spent only on
    some spells (106.6; one source per permanent). Both in battlefield order; phased-out permanents are left
    out (702.26b)."""
    return from_chars(state, ("mana_permanents", pid), _mana_permanents)


def _mana_permanents(state: "GameState", allc: dict, key: tuple) -> tuple:
    pid = key[1]
    simple = []
    restricted = []
    for oid in state.battlefield:
        c = allc.get(oid)  # (None for a phased-out permanent: compute_all leaves them out)
        if c is None or c.controller != pid:
            continue
        abilities = expanded_abilities(state, oid, c)
        tap_abilities = _tap_mana_abilities(abilities)
        if tap_abilities:
            i, bundles = tap_abilities[0]
            simple.append((oid, (oid, i, bundles), "Creature" in c.types and "Haste" not in c.keywords,
                           max(len(b) for b in bundles)))
            continue
        r = _restricted_tap_ability(abilities)
        if r is not None:
            restricted.append((oid, r[0], r[1], r[2], "Creature" in c.types and "Haste" not in c.keywords))
    return tuple(simple), tuple(restricted), sum(max(len(b) for b in r[2]) for r in restricted)


@by_identity()
def _tap_mana_abilities(abilities: tuple) -> tuple:
    """(index, bundles) of each "{T}: Add ..." ability among ``abilities`` whose mana is known
    (remembered: characteristics share their abilities tuples)."""
    res = []
    for i, ab in enumerate(abilities):
        if type(ab) is not Activated or not ab.mana or ab.cost != TAP_COST:
            continue
        body = ab.body
        b = _mana_bundles(body.effect if type(body) is Body else None)
        if b:
            res.append((i, b))
    return tuple(res)


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
    or None when no payment exists. Flexible sources are kept for last (601.2g choices are ours)."""
    syms = list(cost.symbols)
    # units: ("pool", type) or ("src", source index, type, bundle)
    units: list[tuple] = []
    for t_i, t in enumerate(TYPES):
        for _ in range(pool[t_i]):
            units.append(("pool", t, 0))
    # real mana sources before the alternative ways to pay (convoke, delve, improvise: index < 0)
    order = sorted(range(len(sources)), key=lambda i: (sources[i][1] < 0, len(sources[i][2]),
                                                       len(set("".join(sources[i][2])))))
    for si in order:
        oid, idx, bundles = sources[si]
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
                                   units[i][0] == "src" and sources[units[i][1]][1] < 0, len(unit_types(units[i]))))
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
    return {"activate": [(sources[i][0], sources[i][1], b) for i, b in act.items()], "spend": spend,
            "life": list(life_syms)}


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
    key = ("can_pay", pid, cost, extra_life, spell)
    hit = memo.get(key)
    if hit is None:
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
        key2 = (cost, tuple(pool), sig, life)
        hit = _PAYABLE.get(key2)
        if hit is None:
            hit = solve(cost, pool, srcs, p.life - extra_life) is not None
            if len(_PAYABLE) > 50000:
                _PAYABLE.clear()
            _PAYABLE[key2] = hit
        memo[key] = hit
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
        (t, node.filter, bool(node.negate), source, controller) for t in letters)
    state.touch_light()


def spend_allowed(state: "GameState", r: tuple, spell: int | None) -> bool:
    """May restricted mana ``r`` be spent to cast ``spell`` (a card about to be cast, or a spell being
    cast; None: a cost that isn't a spell's)? Its filter is matched against the spell's characteristics
    from the point of view of the mana ability's controller (106.6). "Spend this mana only to cast ..."
    can't pay for anything else; "This mana can't be spent to cast ..." (Powerstones) only forbids those
    spells."""
    _, filt, negate, source, controller = r
    if getattr(filt, "kind", None) != "spell":
        return False
    if spell is None:
        return bool(negate)
    if spell not in state.objects:
        return False
    from dataclasses import replace

    from .evaluate import Env, matches

    hit = matches(Env(state, source, controller), replace(filt, kind="object", zone=None), spell)
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
        if spend_allowed(state, (None, node.filter, bool(node.negate), oid, pid), spell):
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
