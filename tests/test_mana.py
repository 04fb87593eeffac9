"""Mana symbols and costs (107.4, 202.2–202.3) and the payment solver (601.2g–h)."""
import pytest

from manastack.core.errors import ManaCostError
from manastack.core.mana import ManaCost
from manastack.engine.payment import solve


def test_202_3_mana_value_counts_symbols():
    assert ManaCost.parse("{2}{R}{R}").mana_value == 4
    assert ManaCost.parse("{X}{G}{G}").mana_value == 2  # 202.3e: X is 0 off the stack


def test_202_3f_hybrid_symbols_count_largest_component():
    assert ManaCost.parse("{2/W}{2/W}").mana_value == 4
    assert ManaCost.parse("{W/U}").mana_value == 1
    assert ManaCost.parse("{G/P}").mana_value == 1


def test_202_3e_x_counts_chosen_value_on_stack():
    assert ManaCost.parse("{X}{R}").mana_value_with_x(3) == 4


def test_202_2_colors_come_from_symbols():
    from manastack.core.colors import U, W, G, R
    assert ManaCost.parse("{1}{W/U}").colors == W | U
    assert ManaCost.parse("{2/G}{R/P}").colors == G | R
    assert ManaCost.parse("{7}").colors == 0


def test_107_4_unknown_symbol_is_a_typed_error():
    with pytest.raises(ManaCostError, match="unknown mana symbol"):
        ManaCost.parse("{Q/Z}")
    with pytest.raises(ManaCostError):
        ManaCost.parse("{2}junk")


def _src(oid, *bundles):
    return (oid, 0, tuple(bundles))


def test_601_2h_solver_pays_colored_generic_from_sources():
    plan = solve(ManaCost.parse("{1}{G}"), [0] * 6, [_src(1, "G"), _src(2, "R")])
    assert plan is not None
    assert sorted(a[0] for a in plan["activate"]) == [1, 2]


def test_601_2h_solver_finds_payment_only_matching_assignment():
    # {W}{U} from a W/U dual and a W-only source: the dual must pay U
    plan = solve(ManaCost.parse("{W}{U}"), [0] * 6, [_src(1, "W", "U"), _src(2, "W")])
    assert plan is not None
    chosen = dict((a[0], a[2]) for a in plan["activate"])
    assert chosen == {1: "U", 2: "W"}


def test_601_2h_solver_reports_impossible_payment():
    assert solve(ManaCost.parse("{R}{R}"), [0] * 6, [_src(1, "R"), _src(2, "G")]) is None


def test_solver_prefers_keeping_flexible_sources_untapped():
    plan = solve(ManaCost.parse("{1}"), [0] * 6, [_src(1, "W", "U", "B", "R", "G"), _src(2, "G")])
    assert [a[0] for a in plan["activate"]] == [2]


def test_solver_uses_pool_mana_first():
    pool = [0, 0, 0, 1, 0, 0]  # one red floating
    plan = solve(ManaCost.parse("{R}"), pool, [_src(1, "R")])
    assert plan["activate"] == [] and plan["spend"] == [(0, "R")]


def test_107_4f_phyrexian_paid_with_life_when_no_mana():
    plan = solve(ManaCost.parse("{G/P}"), [0] * 6, [], life=20)
    assert plan is not None and plan["life"] == [0]
    assert solve(ManaCost.parse("{G/P}"), [0] * 6, [], life=1) is None  # 119.4: can't pay more life than you have


def test_107_4e_monocolored_hybrid_paid_with_two_generic():
    plan = solve(ManaCost.parse("{2/W}"), [0] * 6, [_src(1, "R"), _src(2, "R")])
    assert plan is not None and len(plan["activate"]) == 2


def test_107_4c_colorless_symbol_needs_colorless_mana():
    assert solve(ManaCost.parse("{C}"), [0] * 6, [_src(1, "G")]) is None
    assert solve(ManaCost.parse("{C}"), [0] * 6, [_src(1, "CC")]) is not None
