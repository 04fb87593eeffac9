"""613.8a: one effect can depend on another only if it reads something the other writes. ``_may_pairs``
lists, for each effect, the others it could depend on, from an index of what each writes (a board may
hold hundreds of effects); it must agree with testing every ordered pair of different effects.

A read or write is a category about all objects (``"pt"``) or about one object (``("pt", 7)``): an effect
whose affected objects are fixed writes only about them (611.2c, 613.6), a static ability's existence
reads only its own source."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.engine.chars import _may_pairs

_CATS = ["pt", "types", "colors", "abil_remove", "controller", "*"]
_KEYS = st.one_of(st.sampled_from(_CATS), st.tuples(st.sampled_from(_CATS), st.integers(1, 3)))


class _Eff:
    """Stands in for a layer effect (only its identity matters here)."""


def _meets(r, w) -> bool:
    """Does read ``r`` see write ``w``? (Spelled out pair by pair, as the rule reads.)"""
    r_cat, r_obj = (r, None) if isinstance(r, str) else r
    w_cat, w_obj = (w, None) if isinstance(w, str) else w
    if r_cat != "*" and w_cat != "*" and r_cat != w_cat:
        return False
    return r_obj is None or w_obj is None or r_obj == w_obj


@settings(max_examples=600, deadline=None)
@given(st.lists(st.tuples(st.frozensets(_KEYS, max_size=3), st.frozensets(_KEYS, max_size=3)), max_size=7))
def test_613_8a_dependency_precheck_agrees_with_every_pair(rw):
    effs = [_Eff() for _ in rw]
    reads = {id(e): set(r) for e, (r, _w) in zip(effs, rw)}
    writes = {id(e): set(w) for e, (_r, w) in zip(effs, rw)}

    def may(a, b):
        return any(_meets(r, w) for r in reads[id(a)] for w in writes[id(b)])

    expected = {id(a): [b for b in effs if b is not a and may(a, b)] for a in effs}
    expected = {k: v for k, v in expected.items() if v}
    assert _may_pairs(effs, reads, writes) == expected


def test_613_8a_an_effect_reading_what_only_it_writes_depends_on_nothing():
    a, b = _Eff(), _Eff()
    reads = {id(a): {"pt"}, id(b): set()}
    writes = {id(a): {"pt"}, id(b): {"colors"}}
    assert _may_pairs([a, b], reads, writes) == {}
    writes[id(b)] = {"pt"}
    assert _may_pairs([a, b], reads, writes) == {id(a): [b]}


def test_613_8a_a_write_about_one_object_meets_only_reads_about_it_or_all():
    a, b, c = _Eff(), _Eff(), _Eff()
    reads = {id(a): {("abil_remove", 1)}, id(b): {"abil_remove"}, id(c): set()}
    writes = {id(a): set(), id(b): set(), id(c): {("abil_remove", 2)}}
    assert _may_pairs([a, b, c], reads, writes) == {id(b): [c]}  # a's source (1) isn't what c changes (2)
    writes[id(c)] = {("abil_remove", 1)}
    assert _may_pairs([a, b, c], reads, writes) == {id(a): [c], id(b): [c]}
