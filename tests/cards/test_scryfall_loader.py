"""Scryfall "Oracle Cards" bulk data, from a hand-written fixture (no Scryfall file is on this machine)."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from manastack.cards.database import CardDatabase
from manastack.cards.loader import detect_format, load_cards


@pytest.fixture()
def sdb(fixtures_dir: Path) -> CardDatabase:
    return CardDatabase(load_cards(fixtures_dir / "scryfall-oracle-cards.json"))


def test_scryfall_bulk_is_recognised(fixtures_dir: Path):
    data = json.loads((fixtures_dir / "scryfall-oracle-cards.json").read_text("utf-8"))
    assert detect_format(data) == "scryfall"


def test_normal_card(sdb: CardDatabase):
    card = sdb.get("Lightning Bolt")
    assert card.layout == "normal" and len(card.faces) == 1
    f = card.front
    assert (f.mana_cost, f.type_line, f.types, f.colors, f.mana_value) == ("{R}", "Instant", ("Instant",), ("R",), 1.0)


def test_legalities_are_mapped_to_mtgjson_words(sdb: CardDatabase):
    card = sdb.get("Lightning Bolt")
    assert card.legality("modern") == "Legal"
    assert card.legality("standard") is None  # not_legal is left out, as in MTGJSON


def test_split_card_faces_and_colors(sdb: CardDatabase):
    """709: each half keeps its own cost; face colors come from the face's cost (202.2)."""
    card = sdb.get("Fire // Ice")
    assert card.layout == "split"
    assert [(f.name, f.mana_cost, f.colors) for f in card.faces] == [("Fire", "{1}{R}", ("R",)), ("Ice", "{1}{U}", ("U",))]
    assert card.color_identity == ("U", "R")


def test_transform_card_faces(sdb: CardDatabase):
    card = sdb.get("Delver of Secrets")
    assert card.layout == "transform"
    front, back = card.faces
    assert (front.mana_cost, front.power, front.toughness) == ("{U}", "1", "1")
    assert (back.name, back.mana_cost, back.color_indicator, back.side) == ("Insectile Aberration", None, ("U",), "b")


def test_adventure_card(sdb: CardDatabase):
    card = sdb.get("Stomp")
    assert card.name == "Bonecrusher Giant // Stomp"
    assert card.layout == "adventure"
    assert card.faces[1].subtypes == ("Adventure",) and card.faces[1].types == ("Instant",)


def test_meld_cards_are_named_and_completed_like_mtgjson(sdb: CardDatabase):
    """712.4: each meld card gets the melded face as its back; the melded face stays a card of its own."""
    gisela = sdb.get("Gisela, the Broken Blade")
    assert gisela.name == "Gisela, the Broken Blade // Brisela, Voice of Nightmares"
    assert [f.name for f in gisela.faces] == ["Gisela, the Broken Blade", "Brisela, Voice of Nightmares"]
    assert sdb.get("Bruna, the Fading Light").faces[1].name == "Brisela, Voice of Nightmares"
    assert sdb.get("Brisela, Voice of Nightmares").name == "Brisela, Voice of Nightmares"
    assert not gisela.missing_faces


def test_prototype_card(sdb: CardDatabase):
    card = sdb.get("Blitz Automaton")
    assert card.layout == "prototype"
    f = card.front
    assert (f.prototype_cost, f.prototype_power, f.prototype_toughness) == ("{2}{R}", "3", "2")
    assert f.colors == () and card.color_identity == ("R",)


def test_aftermath_split_card_gets_aftermath_layout(sdb: CardDatabase):
    assert sdb.get("Appeal // Authority").layout == "aftermath"


def test_flip_and_modal_dfc(sdb: CardDatabase):
    assert sdb.get("Tok-Tok, Volcano Born").layout == "flip"
    halvar = sdb.get("Sword of the Realms")
    assert halvar.layout == "modal_dfc" and halvar.front.is_legendary


def test_attraction_lights(sdb: CardDatabase):
    assert sdb.get("Balloon Stand").front.attraction_lights == (3, 6)


def test_tokens_are_not_cards(sdb: CardDatabase):
    assert "Goblin" not in sdb


def test_same_card_from_both_sources_matches(sdb: CardDatabase, full_db):
    """The database is the same whichever source it came from (names, faces, costs, types, text)."""
    for name in ("Lightning Bolt", "Fire // Ice", "Bonecrusher Giant // Stomp", "Blitz Automaton"):
        a, b = sdb.get(name), full_db.get(name)
        assert a.name == b.name and a.layout == b.layout
        assert [(f.name, f.mana_cost, f.type_line, f.text, f.prototype_cost) for f in a.faces] == \
               [(f.name, f.mana_cost, f.type_line, f.text, f.prototype_cost) for f in b.faces]


def test_gzipped_scryfall_file_loads(fixtures_dir: Path, tmp_path: Path):
    p = tmp_path / "oracle-cards.json.gz"
    p.write_bytes(gzip.compress((fixtures_dir / "scryfall-oracle-cards.json").read_bytes()))
    assert "Lightning Bolt" in {c.name for c in load_cards(p)}


def test_scryfall_list_page_is_accepted(fixtures_dir: Path, tmp_path: Path):
    data = json.loads((fixtures_dir / "scryfall-oracle-cards.json").read_text("utf-8"))
    p = tmp_path / "page.json"
    p.write_text(json.dumps({"object": "list", "has_more": False, "data": data[:2]}), "utf-8")
    assert [c.name for c in load_cards(p)] == ["Lightning Bolt", "Fire // Ice"]
