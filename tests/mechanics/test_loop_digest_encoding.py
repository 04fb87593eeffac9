"""The loop detector's digest text (104.4b, 732) must not depend on how it is encoded: the reusable C
encoder (engine/loops.py ``_reusable``) writes exactly what ``json`` writes for the same data, so loop
digests kept in saved games stay comparable with new ones."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.engine import loops

_leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8))
_value = st.recursive(
    _leaf,
    lambda inner: st.one_of(st.tuples(inner, inner), st.lists(inner, max_size=4).map(tuple),
                            st.frozensets(st.text(max_size=4), max_size=3),
                            st.dictionaries(st.text(max_size=4), inner, max_size=3)),
    max_leaves=12,
)

_REF_PLAIN = json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=loops._set_default).encode


@settings(max_examples=300, deadline=None)
@given(_value)
def test_104_4b_digest_text_is_what_json_writes(v):
    assert loops._dumps(v) == _REF_PLAIN(v)
    assert loops._dumps_encoded(v) == json.dumps(v, sort_keys=True, separators=(",", ":"), default=str)


@settings(max_examples=200, deadline=None)
@given(_value)
def test_104_4b_plain_check_agrees_with_a_recursive_definition(v):
    def plain(x):
        if type(x) is tuple:
            return all(plain(y) for y in x)
        if type(x) is frozenset:
            return all(type(y) in (str, int, bool, float, type(None)) for y in x)
        return type(x) in (str, int, bool, float, type(None))

    assert loops._plain(v) == plain(v)


@settings(max_examples=300, deadline=None)
@given(st.lists(_value, max_size=5).map(tuple))
def test_104_4b_a_tuple_digests_as_its_parts_joined(t):
    """The digest writes an effect part by part (remembering ability trees' texts): the same text as the
    whole tuple's."""
    assert loops._j(t) == "[" + ",".join(loops._j(x) for x in t) + "]"
