"""613.8a: one effect can depend on another only if it reads something the other writes. ``_may_pairs``
lists, for each effect, the others it could depend on, from an index of what each writes (a board may
hold hundreds of effects); it must agree with testing every ordered pair of different effects."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.engine.chars import _may_pairs

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
