"""The payment solver finds a payment whenever one exists (601.2g-h, 107.4): checked against a brute-force
search over small random costs, pools and sources (each source makes one of a few single mana, or one
of a few bundles of two), and every plan it returns is checked to pay the cost exactly."""
from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.core.mana import ManaCost
from manastack.engine.payment import TYPES, _sym_accepts, solve, solve_preferring

SYMBOLS = ["{W}", "{U}", "{R}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{R/G}", "{G/P}", "{2/W}", "{U/P}"]
LETTERS = "WURGC"


def _units(cost: ManaCost) -> list:
    out = []
    for i, s in enumerate(cost.symbols):
        n = s.amount if s.kind == "generic" else 1
        out.extend([(i, s)] * n)
    return out


def _payable(units: list, mana: list[str], life: int) -> bool:
    """Can the mana letters (each used once) and life pay the symbol units? (brute force)"""
    if not units:
        return True
    (_i, s), rest = units[0], units[1:]
    if s.kind == "twobrid":  # {2/W}: one W, or two of anything
        for k, t in enumerate(mana):
            if t == "W" and _payable(rest, mana[:k] + mana[k + 1:], life):
                return True
        for a, b in itertools.combinations(range(len(mana)), 2):
            left = [t for j, t in enumerate(mana) if j not in (a, b)]
            if _payable(rest, left, life):
                return True
        return False
    for k, t in enumerate(mana):
        if _sym_accepts(s, t) and _payable(rest, mana[:k] + mana[k + 1:], life):
            return True
    if s.kind in ("phyrexian", "hybrid_phyrexian") and life >= 2:
        return _payable(rest, mana, life - 2)
    return False


def _exists(cost: ManaCost, pool: list[int], sources: list, life: int) -> bool:
    base = [t for t_i, t in enumerate(TYPES) for _ in range(pool[t_i])]
    choices = [[()] + [tuple(b) for b in s[2]] for s in sources]
    units = _units(cost)
    return any(_payable(units, base + [t for b in combo for t in b], life) for combo in itertools.product(*choices))


@st.composite
def _case(draw):
    cost = ManaCost.parse("".join(draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4))))
    pool = [0] * 6
    for t in draw(st.lists(st.sampled_from(LETTERS), max_size=2)):
        pool[TYPES.index(t)] += 1
    sources = []
    for k in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            bundles = tuple(sorted(set(draw(st.lists(st.sampled_from(LETTERS), min_size=1, max_size=3)))))
        else:
            bundles = tuple(draw(st.lists(st.sampled_from(["WW", "WU", "RG", "CC", "G"]), min_size=1, max_size=2,
                                          unique=True)))
        sources.append((k + 1, 0, bundles))
    life = draw(st.sampled_from([0, 1, 2, 20]))
    return cost, pool, sources, life


def _plan_pays(cost: ManaCost, pool: list[int], sources: list, plan: dict, life: int) -> bool:
    made = list(pool)
    seen = set()
    for oid, _idx, bundle in plan["activate"]:
        assert oid not in seen, "a source activated twice"
        seen.add(oid)
        src = next(s for s in sources if s[0] == oid)
        assert bundle in src[2]
        for t in bundle:
            made[TYPES.index(t)] += 1
    for _si, t in plan["spend"]:
        made[TYPES.index("C" if t not in TYPES else t)] -= 1
    assert min(made) >= 0, "spent mana nobody made"
    assert 2 * len(plan["life"]) <= life  # 119.4
    paid: dict[int, int] = {}
    for si, t in plan["spend"]:
        s = cost.symbols[si]
        assert s.kind == "generic" or s.kind == "twobrid" or _sym_accepts(s, t)
        paid[si] = paid.get(si, 0) + 1
    for si in plan["life"]:
        paid[si] = paid.get(si, 0) + 1
    for i, s in enumerate(cost.symbols):
        want = s.amount if s.kind == "generic" else 1
        assert paid.get(i, 0) >= want or (s.kind == "twobrid" and paid.get(i, 0) in (1, 2)), (i, s, paid)
    return True


@settings(max_examples=400, deadline=None)
@given(_case())
def test_601_2h_solver_finds_a_payment_exactly_when_one_exists(case):
    cost, pool, sources, life = case
    plan = solve(cost, pool, sources, life)
    assert (plan is not None) == _exists(cost, pool, sources, life), (str(cost), pool, sources, life, plan)
    if plan is not None:
        assert _plan_pays(cost, pool, sources, plan, life)


@settings(max_examples=200, deadline=None)
@given(_case())
def test_601_2h_preferring_solver_pays_whenever_the_plain_one_does(case):
    cost, pool, sources, life = case
    tiered = [(s[0], s[1], s[2], (0,) * len(s[2]), (2 if s[0] % 2 else 0,) * len(s[2])) for s in sources]
    plan = solve_preferring(cost, pool, tiered, life)
    assert (plan is not None) == (solve(cost, pool, sources, life) is not None)
