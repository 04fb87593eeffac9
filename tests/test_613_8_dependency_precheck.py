"""613.8a: one effect can depend on another only if it reads something the other writes. ``_may_any``
answers "could any effect here depend on any other?" in linear time (a board may hold hundreds of
effects); it must agree with testing every ordered pair of different effects."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.engine.chars import _may_any

_KEYS = st.sampled_from(["pt", "types", "colors", "abilities", "controller", "*"])


class _Eff:
    """Stands in for a layer effect (only its identity matters here)."""


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.frozensets(_KEYS, max_size=3), st.frozensets(_KEYS, max_size=3)), max_size=7))
def test_613_8a_dependency_precheck_agrees_with_every_pair(rw):
    effs = [_Eff() for _ in rw]
    reads = {id(e): set(r) for e, (r, _w) in zip(effs, rw)}
    writes = {id(e): set(w) for e, (_r, w) in zip(effs, rw)}

    def may(a, b):
        r, w = reads[id(a)], writes[id(b)]
        return bool(r and w and ("*" in r or "*" in w or r & w))

    expected = any(may(a, b) for a in effs for b in effs if a is not b)
    assert _may_any(effs, reads, writes) == expected


def test_613_8a_an_effect_reading_what_only_it_writes_depends_on_nothing():
    a, b = _Eff(), _Eff()
    reads = {id(a): {"pt"}, id(b): set()}
    writes = {id(a): {"pt"}, id(b): {"colors"}}
    assert not _may_any([a, b], reads, writes)
    writes[id(b)] = {"pt"}
    assert _may_any([a, b], reads, writes)
