"""MTGJSON loaders on the real shared data: AtomicCards, the untouched sample, and 22 set files."""
from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.face import Card
from manastack.cards.loader import detect_format, load_cards
from manastack.cards.mtgjson import read_atomic

# The 22 set files of the shared data (README), listed so each is its own test even before the data is found.
SET_CODES = ("AFR", "BRO", "DMU", "DOM", "ELD", "GRN", "IKO", "KHM", "M19", "M20", "M21", "MID", "NEO", "RIX",
             "RNA", "SNC", "STX", "THB", "VOW", "WAR", "XLN", "ZNR")


def test_full_atomic_cards_load_every_card(full_db):
    assert len(full_db) == 34330


def test_every_layout_in_the_data_is_kept(full_db):
    layouts = {c.layout for c in full_db}
    assert {"normal", "split", "aftermath", "adventure", "transform", "modal_dfc", "flip", "meld", "prototype",
            "leveler", "saga", "class", "case", "mutate", "reversible_card"} <= layouts


def test_split_card_has_both_halves_in_order(full_db):
    """709.1: two faces on one card; the card is named 'Fire // Ice'."""
    card = full_db.get("Fire // Ice")
    assert card.layout == "split"
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert [f.mana_cost for f in card.faces] == ["{1}{R}", "{1}{U}"]
    assert card.mana_value == 4  # 202.3d: halves combined outside the stack


def test_five_faced_split_card_keeps_all_faces(full_db):
    card = full_db.get("Who // What // When // Where // Why")
    assert [f.name for f in card.faces] == ["Who", "What", "When", "Where", "Why"]


def test_fuse_split_card_is_recognised(full_db):
    """702.102: fuse cards are split cards whose halves can be cast together."""
    assert full_db.get("Alive // Well").has_fuse
    assert not full_db.get("Fire // Ice").has_fuse


def test_aftermath_card_keeps_its_layout(full_db):
    card = full_db.get("Appeal // Authority")
    assert card.layout == "aftermath"
    assert card.faces[1].text.startswith("Aftermath")


def test_transform_card_back_face_has_color_indicator_and_no_cost(full_db):
    """712.2 / 204: the back face has no mana cost; its color comes from its color indicator."""
    card = full_db.get("Delver of Secrets")
    assert card.name == "Delver of Secrets // Insectile Aberration"
    assert card.layout == "transform"
    back = card.faces[1]
    assert back.name == "Insectile Aberration" and back.mana_cost is None and back.mana_value == 0
    assert (back.power, back.toughness) == ("3", "2")


def test_prototype_values_are_parsed_from_text(full_db):
    """702.160 / 718.2: Blitz Automaton's inset frame is {2}{R}, 3/2; its normal values are {7}, 6/4."""
    face = full_db.get("Blitz Automaton").front
    assert (face.mana_cost, face.power, face.toughness) == ("{7}", "6", "4")
    assert (face.prototype_cost, face.prototype_power, face.prototype_toughness) == ("{2}{R}", "3", "2")


def test_every_prototype_card_has_prototype_values(full_db):
    protos = [c for c in full_db if c.layout == "prototype"]
    assert len(protos) == 21
    assert all(c.front.prototype_cost and c.front.prototype_power and c.front.prototype_toughness for c in protos)


def test_non_prototype_cards_have_no_prototype_values(full_db):
    assert full_db.get("Lightning Bolt").front.prototype_cost is None


def test_meld_card_gets_its_melded_back_face(full_db):
    """712.4: a meld card's back is half of the melded permanent; MTGJSON lists it as a separate card."""
    card = full_db.get("Mishra, Claimed by Gix")
    assert card.name == "Mishra, Claimed by Gix // Mishra, Lost to Phyrexia"
    assert [f.name for f in card.faces] == ["Mishra, Claimed by Gix", "Mishra, Lost to Phyrexia"]
    assert card.faces[1].side == "b" and card.faces[1].power == "9"
    assert not card.missing_faces


def test_meld_front_face_name_finds_the_two_faced_card(full_db):
    card = full_db.get("Gisela, the Broken Blade")
    assert card.name == "Gisela, the Broken Blade // Brisela, Voice of Nightmares"


@pytest.mark.parametrize("name,layout", [
    ("Bonecrusher Giant", "adventure"), ("Akki Lavarunner", "flip"), ("Brimstone Mage", "leveler"),
    ("History of Benalia", "saga"), ("A-Druid Class", "class"), ("Case of the Burning Masks", "case"),
    ("Archipelagore", "mutate"), ("Adrix and Nev, Twincasters", "reversible_card"),
    ("Halvar, God of Battle", "modal_dfc"),
])
def test_layouts_survive_loading(full_db, name, layout):
    assert full_db.get(name).layout == layout


def test_adventure_card_has_creature_and_adventure_faces(full_db):
    card = full_db.get("Bonecrusher Giant")
    assert [f.name for f in card.faces] == ["Bonecrusher Giant", "Stomp"]
    assert "Adventure" in card.faces[1].subtypes


def test_attractions_are_loaded_without_lights_when_the_data_lacks_them(full_db):
    """The shared data has no attractionLights; the loader must not require them."""
    card = full_db.get("Balloon Stand")
    assert "Attraction" in card.front.subtypes
    assert card.front.attraction_lights is None


def test_attraction_lights_are_loaded_when_present(fixtures_dir: Path):
    """717.1: lit numbers, when the data has them."""
    cards = {c.name: c for c in read_atomic(fixtures_dir / "atomic-attractions.json")}
    assert cards["Ferris Wheel"].front.attraction_lights == (4, 5, 6)
    assert cards["Bounce Chamber"].front.attraction_lights == (2, 3)


def test_missing_back_face_is_recorded_not_invented(full_db):
    """Post-2022 multi-face cards in the shared data may lack their second face."""
    card = full_db.get("Abigale, Poet Laureate")
    assert [f.name for f in card.faces] == ["Abigale, Poet Laureate"]
    assert card.missing_faces == ("Heroic Stanza",)


def test_cards_without_optional_fields_load(full_db):
    """Newer cards lack legalities and rulings; the card still loads with empty values."""
    card = full_db.get("Nazgûl")
    assert card.legalities == () and card.rulings == ()
    assert card.legality("modern") is None


def test_legalities_and_rulings_are_kept(full_db):
    card = full_db.get("Lightning Bolt")
    assert card.legality("modern") == "Legal" and card.legality("standard") is None
    assert full_db.get("Black Lotus").legality("vintage") == "Restricted"


def test_colors_are_in_wubrg_order(full_db):
    assert full_db.get("Fire // Ice").color_identity == ("U", "R")


def test_sample_atomic_file_loads_untouched(shared_data: Path):
    cards = load_cards(shared_data / "AtomicCards.sample.json.gz")
    assert len(cards) == 85
    assert all(isinstance(c, Card) for c in cards)
    names = {c.name for c in cards}
    assert {"Lightning Bolt", "Delver of Secrets // Insectile Aberration", "Giant Killer // Chop Down"} <= names


@pytest.mark.parametrize("code", SET_CODES)
def test_set_file_loads(shared_data: Path, code: str):
    path = shared_data / "sets" / f"{code}.json.gz"
    cards = load_cards(path)
    assert len(cards) > 150
    assert len({c.name for c in cards}) == len(cards)
    assert all(c.faces and not c.missing_faces for c in cards)


def test_set_files_come_in_both_shapes(shared_data: Path):
    from manastack.cards._json import read_json

    assert detect_format(read_json(shared_data / "sets" / "GRN.json.gz")) == "set"  # v4: top-level cards
    assert "cards" in read_json(shared_data / "sets" / "GRN.json.gz")
    assert "cards" in read_json(shared_data / "sets" / "ELD.json.gz")["data"]  # v5


def test_v4_split_card_is_assembled_from_its_names(shared_data: Path):
    """MTGJSON v4 gives each half its own entry with 'names'; they become one card (709.1)."""
    cards = {c.name: c for c in load_cards(shared_data / "sets" / "GRN.json.gz")}
    card = cards["Assure // Assemble"]
    assert [f.name for f in card.faces] == ["Assure", "Assemble"]
    assert card.layout == "split"


def test_v4_transform_card_is_assembled(shared_data: Path):
    cards = {c.name: c for c in load_cards(shared_data / "sets" / "XLN.json.gz")}
    card = cards["Legion's Landing // Adanto, the First Fort"]
    assert [f.side for f in card.faces] == ["a", "b"]
    assert card.faces[1].types == ("Land",)


def test_set_file_prototype_cards_get_prototype_values(shared_data: Path):
    cards = {c.name: c for c in load_cards(shared_data / "sets" / "BRO.json.gz")}
    face = cards["Blitz Automaton"].front
    assert (face.prototype_cost, face.prototype_power, face.prototype_toughness) == ("{2}{R}", "3", "2")


def test_set_file_meld_card_completed_from_the_same_file(shared_data: Path):
    cards = {c.name: c for c in load_cards(shared_data / "sets" / "BRO.json.gz")}
    card = cards["Urza, Lord Protector // Urza, Planeswalker"]
    assert [f.name for f in card.faces] == ["Urza, Lord Protector", "Urza, Planeswalker"]


def test_several_set_files_merge_into_one_database(shared_data: Path, tmp_path: Path):
    from manastack.cards.database import load_database

    db = load_database([shared_data / "sets" / "ELD.json.gz", shared_data / "sets" / "KHM.json.gz"],
                       cache_dir=tmp_path)
    assert "Bonecrusher Giant" in db and "Halvar, God of Battle" in db


def _v4_face(name: str, names: list[str], **kw) -> dict:
    face = {"name": name, "names": names, "type": "Instant", "types": ["Instant"], "layout": "split",
            "colors": [], "colorIdentity": ["U", "R"]}
    face.update(kw)
    return face


def test_v4_faces_without_side_follow_the_order_of_names(tmp_path: Path):
    """Old v4 files may lack 'side'; the faces then follow 'names'."""
    import json

    doc = {"cards": [_v4_face("Ice", ["Fire", "Ice"], manaCost="{1}{U}"), _v4_face("Fire", ["Fire", "Ice"], manaCost="{1}{R}")]}
    p = tmp_path / "OLD.json"
    p.write_text(json.dumps(doc), "utf-8")
    (card,) = load_cards(p)
    assert card.name == "Fire // Ice" and [f.name for f in card.faces] == ["Fire", "Ice"]


def test_allprintings_merges_its_sets(tmp_path: Path):
    import json

    from manastack.cards.loader import load_many

    doc = {"meta": {}, "data": {
        "AAA": {"cards": [_v4_face("Fire", ["Fire", "Ice"], side="a"), _v4_face("Ice", ["Fire", "Ice"], side="b")]},
        "BBB": {"cards": [{"name": "Fire // Ice", "faceName": "Fire", "side": "a", "type": "Instant", "layout": "split"},
                          {"name": "Opt", "type": "Instant", "types": ["Instant"], "manaCost": "{U}"}]},
    }}
    p = tmp_path / "AllPrintings.json"
    p.write_text(json.dumps(doc), "utf-8")
    cards = {c.name: c for c in load_cards(p)}
    assert set(cards) == {"Fire // Ice", "Opt"}
    assert len(cards["Fire // Ice"].faces) == 2  # the first set's complete card is kept
    assert [c.name for c in load_many([p, p])] == ["Fire // Ice", "Opt"]
