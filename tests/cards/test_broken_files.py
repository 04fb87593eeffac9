"""Corrupt, truncated and wrongly shaped card files raise CardDataError naming the file and the place."""
from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.cards.loader import load_cards
from manastack.core.errors import CardDataError

GOOD = {
    "meta": {"version": "5.3.0"},
    "data": {
        "Lightning Bolt": [{"name": "Lightning Bolt", "manaCost": "{R}", "type": "Instant", "types": ["Instant"],
                            "text": "Lightning Bolt deals 3 damage to any target.", "colors": ["R"],
                            "colorIdentity": ["R"], "layout": "normal", "manaValue": 1.0,
                            "legalities": {"modern": "Legal"}, "rulings": [{"date": "2024-01-01", "text": "x"}]}],
        "Fire // Ice": [
            {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "manaCost": "{1}{R}", "type": "Instant",
             "types": ["Instant"], "text": "Fire deals 2 damage divided as you choose among one or two targets.",
             "colors": ["R"], "colorIdentity": ["U", "R"], "layout": "split"},
            {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "manaCost": "{1}{U}", "type": "Instant",
             "types": ["Instant"], "text": "Tap target permanent.\nDraw a card.", "colors": ["U"],
             "colorIdentity": ["U", "R"], "layout": "split"}],
    },
}


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def dump(obj) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def error_of(path: Path) -> CardDataError:
    with pytest.raises(CardDataError) as info:
        load_cards(path)
    assert path.name in str(info.value)
    return info.value


def test_good_fixture_loads(tmp_path: Path):
    assert [c.name for c in load_cards(write(tmp_path, "good.json", dump(GOOD)))] == ["Lightning Bolt", "Fire // Ice"]
    assert [c.name for c in load_cards(write(tmp_path, "set.json", dump(SET_V4)))] == ["Assure // Assemble"]
    assert len(load_cards(write(tmp_path, "scryfall.json", dump(SCRYFALL)))) == 5


def test_truncated_gzip_names_file_and_offset(tmp_path: Path, shared_data: Path):
    raw = (shared_data / "AtomicCards.sample.json.gz").read_bytes()
    err = error_of(write(tmp_path, "cut.json.gz", raw[: len(raw) // 2]))
    assert "truncated gzip" in str(err) and f"compressed byte {len(raw) // 2}" in str(err)


def test_truncated_json_names_line_and_column(tmp_path: Path):
    text = json.dumps(GOOD, indent=1)
    err = error_of(write(tmp_path, "cut.json", text[: len(text) // 2].encode()))
    assert "invalid JSON" in str(err) and "line " in str(err) and "column " in str(err)


def test_gz_name_without_gzip_data(tmp_path: Path):
    err = error_of(write(tmp_path, "plain.json.gz", dump(GOOD)))
    assert "not a gzip file" in str(err)


def test_corrupt_deflate_stream(tmp_path: Path):
    raw = bytearray(gzip.compress(dump(GOOD) * 3))
    for i in range(20, 40):
        raw[i] ^= 0xFF
    err = error_of(write(tmp_path, "bad.json.gz", bytes(raw)))
    assert "gzip" in str(err)


def test_not_utf8(tmp_path: Path):
    err = error_of(write(tmp_path, "latin.json", b'{"data": {"Caf\xe9": []}}'))
    assert "not UTF-8" in str(err) and "byte 14" in str(err)  # the offset of \xe9


def test_empty_file(tmp_path: Path):
    assert "empty" in str(error_of(write(tmp_path, "empty.json", b"")))


def test_missing_file_is_card_data_error(tmp_path: Path):
    with pytest.raises(CardDataError, match="nope.json"):
        load_cards(tmp_path / "nope.json")


@pytest.mark.parametrize("doc,where", [
    ({"meta": {}}, "top level"),
    ({"data": []}, "data"),
    ({"data": {"Lightning Bolt": "Instant"}}, 'data["Lightning Bolt"]'),
    ({"data": {"Lightning Bolt": []}}, 'data["Lightning Bolt"]'),
    ({"data": {"Lightning Bolt": [5]}}, 'data["Lightning Bolt"][0]'),
    (42, "top level"),
    ([1, 2], "[0]"),
    ({"cards": {"x": 1}}, "cards"),
    ({"data": {"cards": [{"name": 3}]}}, "data.cards[0].name"),
])
def test_wrong_shapes_name_the_place(tmp_path: Path, doc, where: str):
    err = error_of(write(tmp_path, "shape.json", dump(doc)))
    assert where in str(err)


@pytest.mark.parametrize("field,value,message", [
    ("manaCost", 5, "expected a string"),
    ("colors", ["Q"], "unknown color letter"),
    ("colors", "R", "expected a list of strings"),
    ("types", [1], "expected a string"),
    ("power", {"x": 1}, "expected a string or number"),
    ("legalities", {"modern": 1}, "expected a string"),
    ("legalities", [], "expected an object"),
    ("rulings", [1], "expected an object"),
    ("attractionLights", [0, 9], "lights must be numbers 1-6"),
    ("attractionLights", ["x"], "expected a whole number"),
    ("name", None, "missing"),
    ("manaValue", "one", "expected a number"),
])
def test_wrong_field_types_name_the_field(tmp_path: Path, field: str, value, message: str):
    doc = copy.deepcopy(GOOD)
    face = doc["data"]["Lightning Bolt"][0]
    if value is None:
        del face[field]
    else:
        face[field] = value
    err = error_of(write(tmp_path, "field.json", dump(doc)))
    assert f'data["Lightning Bolt"][0].{field}' in str(err) and message in str(err)
    assert err.path.endswith("field.json") and err.location.startswith('data["Lightning Bolt"][0]')


# --- property tests ----------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=6), kids, max_size=3),
    max_leaves=8,
)


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, prefix + (i,))



_FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCRYFALL = [c for c in json.loads((_FIXTURES / "scryfall-oracle-cards.json").read_text("utf-8"))
            if c["name"] in ("Fire // Ice", "Delver of Secrets // Insectile Aberration", "Gisela, the Broken Blade",
                             "Brisela, Voice of Nightmares", "Balloon Stand")]
SET_V4 = {"cards": [
    {"name": "Assure", "names": ["Assure", "Assemble"], "side": "a", "manaCost": "{G/W}{G/W}", "type": "Instant",
     "types": ["Instant"], "layout": "split", "colors": ["W", "G"], "colorIdentity": ["G", "W"],
     "legalities": {"modern": "Legal"}, "printings": ["GRN"]},
    {"name": "Assemble", "names": ["Assure", "Assemble"], "side": "b", "manaCost": "{4}{G}{W}", "type": "Instant",
     "types": ["Instant"], "layout": "split", "colors": ["W", "G"], "colorIdentity": ["G", "W"]},
]}
DOCS = {"atomic": GOOD, "scryfall": SCRYFALL, "set": SET_V4}
DOC_PATHS = [(kind, path) for kind, doc in DOCS.items() for path in _paths(doc)]


def _replace(obj, path, value):
    if not path:
        return value
    obj = copy.deepcopy(obj)
    cur = obj
    for k in path[:-1]:
        cur = cur[k]
    cur[path[-1]] = value
    return obj


_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(DOC_PATHS), value=json_values)
def test_any_value_anywhere_loads_or_raises_card_data_error(tmp_path: Path, where, value):
    """Atomic, Scryfall and set documents with any JSON value put anywhere."""
    kind, path = where
    doc = _replace(DOCS[kind], path, value)
    p = write(tmp_path, "mutated.json", dump(doc))
    try:
        cards = load_cards(p)
    except CardDataError as e:
        assert "mutated.json" in str(e)
    else:
        assert all(c.name and c.faces for c in cards)


@_SETTINGS
@given(data=st.binary(max_size=300), gz=st.booleans())
def test_random_bytes_raise_card_data_error(tmp_path: Path, data: bytes, gz: bool):
    p = write(tmp_path, "random.json.gz" if gz else "random.json", gzip.compress(data) if gz else data)
    try:
        load_cards(p)
    except CardDataError as e:
        assert "random.json" in str(e)


@_SETTINGS
@given(cut=st.floats(min_value=0.0, max_value=0.999))
def test_any_truncation_of_a_gzip_file_is_reported(tmp_path: Path, cut: float):
    raw = gzip.compress(json.dumps(GOOD, indent=1).encode())
    p = write(tmp_path, "cut.json.gz", raw[: int(len(raw) * cut)])
    with pytest.raises(CardDataError, match="cut.json.gz"):
        load_cards(p)


@_SETTINGS
@given(cut=st.floats(min_value=0.0, max_value=0.999))
def test_any_truncation_of_json_text_is_reported(tmp_path: Path, cut: float):
    text = json.dumps(GOOD, indent=1).encode()
    p = write(tmp_path, "cut.json", text[: int(len(text) * cut)])
    with pytest.raises(CardDataError, match="cut.json"):
        load_cards(p)


@_SETTINGS
@given(pos=st.integers(min_value=0), byte=st.integers(min_value=1, max_value=255))
def test_flipped_byte_in_gzip_never_escapes_as_another_error(tmp_path: Path, pos: int, byte: int):
    raw = bytearray(gzip.compress(dump(GOOD)))
    raw[pos % len(raw)] ^= byte
    p = write(tmp_path, "flip.json.gz", bytes(raw))
    try:
        cards = load_cards(p)
    except CardDataError:
        pass
    else:  # a header byte (e.g. the timestamp) changed: same data
        assert [c.name for c in cards] == ["Lightning Bolt", "Fire // Ice"]
