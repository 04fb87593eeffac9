"""Reading decklists: Arena export, MTGO .dek and .txt, plain lists; errors with line numbers."""
from __future__ import annotations

from pathlib import Path

import pytest

from manastack.core.errors import DecklistError
from manastack.decks import (
    DeckEntry,
    Decklist,
    UnknownDeckCardError,
    format_decklist,
    load_decklist,
    parse_decklist,
)

ARENA = """About
Name Mono Red

Deck
20 Mountain (M11) 245
4 Lightning Bolt (M11) 149
4 Shock (M19) 156
4 Mogg Fanatic (TPR) 152
4 Raging Goblin (M10) 153
4 Searing Spear (M13) 147
4 Lightning Strike (M19) 152
4 Lava Spike (CHK) 176
4 Volcanic Hammer (9ED) 226
4 Flame Slash (SOK) 103
4 Boggart Brute (ORI) 132

Sideboard
2 Act of Treason (M19) 124
3 Blaze (M10) 128
"""


def test_arena_export(db):
    deck = parse_decklist(ARENA, db)
    assert deck.name == "Mono Red"
    assert deck.main[:2] == [DeckEntry(20, "Mountain"), DeckEntry(4, "Lightning Bolt")]
    assert deck.count("main") == 60
    assert deck.sideboard == [DeckEntry(2, "Act of Treason"), DeckEntry(3, "Blaze")]
    assert deck.main_names().count("Mountain") == 20 and len(deck.main_names()) == 60


def test_arena_commander_and_companion_sections(db):
    text = "Commander\n1 Jace Beleren (M10) 58\n\nCompanion\n1 Shivan Dragon (M10) 154\n\nDeck\n1 Opt (XLN) 65\n"
    deck = parse_decklist(text, db)
    assert deck.commander == [DeckEntry(1, "Jace Beleren")]
    assert deck.companion == [DeckEntry(1, "Shivan Dragon")]
    assert deck.main == [DeckEntry(1, "Opt")]


def test_plain_list_with_x_counts_and_forgiving_names(db):
    deck = parse_decklist("4x lightning bolt\n2 X Shock\n1 MAN-O'-WAR\n3x  Swords To Plowshares\n", db)
    assert deck.main == [DeckEntry(4, "Lightning Bolt"), DeckEntry(2, "Shock"), DeckEntry(1, "Man-o'-War"),
                         DeckEntry(3, "Swords to Plowshares")]


def test_blank_line_separates_the_sideboard_when_there_are_no_headers(db):
    """MTGO's .txt export: main deck, blank line, sideboard."""
    deck = parse_decklist("4 Opt\n4 Counterspell\n\n2 Negate\n1 Cancel\n", db)
    assert deck.main == [DeckEntry(4, "Opt"), DeckEntry(4, "Counterspell")]
    assert deck.sideboard == [DeckEntry(2, "Negate"), DeckEntry(1, "Cancel")]


def test_blank_lines_inside_a_headed_section_do_not_start_the_sideboard(db):
    deck = parse_decklist("Deck\n4 Opt\n\n4 Counterspell\n\nSideboard\n2 Negate\n", db)
    assert deck.count("main") == 8 and deck.count("sideboard") == 2


@pytest.mark.parametrize("header", ["Sideboard", "SIDEBOARD:", "// Sideboard", "Sideboard (15)", "sb:"])
def test_header_spellings(db, header):
    deck = parse_decklist(f"Main\n4 Opt\n{header}\n2 Negate\n", db)
    assert deck.sideboard == [DeckEntry(2, "Negate")]


def test_sb_prefix_and_comments(db):
    deck = parse_decklist("// my deck\n# tuned\n4 Opt\nSB: 2 Negate\n", db)
    assert deck.main == [DeckEntry(4, "Opt")] and deck.sideboard == [DeckEntry(2, "Negate")]


def test_repeated_cards_are_merged(db):
    deck = parse_decklist("2 Lightning Bolt (M11) 149\n2 Lightning Bolt (2XM) 141\n", db)
    assert deck.main == [DeckEntry(4, "Lightning Bolt")]


def test_foil_markers_and_bracket_set_codes(db):
    deck = parse_decklist("1 Sol Ring (C21) 263 *F*\n4 Opt [XLN]\n", db)
    assert deck.main == [DeckEntry(1, "Sol Ring"), DeckEntry(4, "Opt")]


def test_bare_names_count_one(db):
    assert parse_decklist("Sol Ring\nOpt\n", db).main == [DeckEntry(1, "Sol Ring"), DeckEntry(1, "Opt")]


def test_attractions_with_lights(db):
    deck = parse_decklist("Deck\n4 Opt\n\nAttractions\n1 Ferris Wheel [4 5 6]\n1 Bounce Chamber [2, 3]\n1 Ferris Wheel\n", db)
    assert deck.attractions == [DeckEntry(1, "Ferris Wheel", (4, 5, 6)), DeckEntry(1, "Bounce Chamber", (2, 3)),
                                DeckEntry(1, "Ferris Wheel", None)]


@pytest.mark.parametrize("line,message", [
    ("1 Ferris Wheel [7]", "1 to 6"),
    ("1 Ferris Wheel [2 2]", "repeat"),
    ("1 Lightning Bolt [2 3]", "not an Attraction"),
])
def test_bad_lights(db, line, message):
    with pytest.raises(DecklistError, match=message) as info:
        parse_decklist("Attractions\n" + line, db)
    assert info.value.line == 2


def test_unknown_card_names_the_line_and_suggests(db):
    with pytest.raises(UnknownDeckCardError) as info:
        parse_decklist("4 Opt\n4 Lightnig Bolt (M11) 149\n", db, source="burn.txt")
    e = info.value
    assert isinstance(e, DecklistError)
    assert e.line == 2 and e.source == "burn.txt" and e.name == "Lightnig Bolt"
    assert e.suggestions[0] == "Lightning Bolt"
    assert str(e).startswith("burn.txt:2: unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'")


@pytest.mark.parametrize("text,line", [
    ("4 Opt\n0 Shock\n", 2),
    ("4 Opt\n99999999 Shock\n", 2),
    ("About\n4 Opt\n", 2),
    ("4 Opt\n1 Ferris Wheel []\n", 2),
])
def test_malformed_lines(db, text, line):
    with pytest.raises(DecklistError) as info:
        parse_decklist(text, db)
    assert info.value.line == line


def test_maybeboard_is_skipped(db):
    deck = parse_decklist("Deck\n4 Opt\nMaybeboard\n1 Sol Ring\n", db)
    assert deck.main == [DeckEntry(4, "Opt")] and deck.sideboard == []


DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="31573" Quantity="4" Sideboard="false" Name="Counterspell" Annotation="0" />
  <Cards CatID="20117" Quantity="20" Sideboard="false" Name="Island" Annotation="0" />
  <Cards CatID="12345" Quantity="2" Sideboard="true" Name="Negate" Annotation="0" />
</Deck>
"""


def test_mtgo_dek(db, tmp_path: Path):
    p = tmp_path / "deck.dek"
    p.write_text(DEK, encoding="utf-8")
    deck = load_decklist(p, db)
    assert deck.main == [DeckEntry(4, "Counterspell"), DeckEntry(20, "Island")]
    assert deck.sideboard == [DeckEntry(2, "Negate")]


def test_mtgo_dek_split_names_with_a_single_slash(full_db):
    deck = parse_decklist('<Deck><Cards Quantity="2" Sideboard="false" Name="Fire/Ice" /></Deck>', full_db)
    assert deck.main == [DeckEntry(2, "Fire // Ice")]


@pytest.mark.parametrize("text,line", [
    ('<Deck>\n<Cards Quantity="four" Sideboard="false" Name="Opt" />\n</Deck>', 2),
    ('<Deck>\n<Cards Quantity="4" Sideboard="false" />\n</Deck>', 2),
    ('<Deck>\n<Cards Quantity="4" Sideboard="maybe" Name="Opt" />\n</Deck>', 2),
    ('<Deck>\n\n<Cards Quantity="4" Sideboard="false" Name="Opt" >\n</Deck>', 4),
    ('<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Opr" />\n</Deck>', 2),
    ('<Other/>', 1),
    ('<!DOCTYPE d [<!ENTITY a "b">]><Deck/>', 1),
])
def test_broken_dek(db, text, line):
    with pytest.raises(DecklistError) as info:
        parse_decklist(text, db)
    assert info.value.line == line


def test_mtgo_txt_file(db, tmp_path: Path):
    p = tmp_path / "deck.txt"
    p.write_bytes("\ufeff4 Counterspell\r\n20 Island\r\n\r\n2 Negate\r\n".encode("utf-8"))
    deck = load_decklist(p, db)
    assert deck.count("main") == 24 and deck.sideboard == [DeckEntry(2, "Negate")]


def test_unreadable_file(tmp_path: Path, db):
    with pytest.raises(DecklistError, match="cannot read"):
        load_decklist(tmp_path / "missing.txt", db)


def test_format_text_and_dek(db):
    deck = Decklist(main=[DeckEntry(4, "Opt")], sideboard=[DeckEntry(2, "Negate")],
                    attractions=[DeckEntry(1, "Ferris Wheel", (4, 5, 6))], name="Blue")
    text = format_decklist(deck)
    assert text == "About\nName Blue\n\nDeck\n4 Opt\n\nSideboard\n2 Negate\n\nAttractions\n1 Ferris Wheel [4 5 6]\n"
    assert parse_decklist(text, db) == deck
    deck.attractions.clear()
    dek = format_decklist(deck, "dek")
    back = parse_decklist(dek, db)
    assert (back.main, back.sideboard) == (deck.main, deck.sideboard)


def test_main_names_expands_counts():
    deck = Decklist(main=[DeckEntry(2, "Opt"), DeckEntry(1, "Shock")])
    assert deck.main_names() == ["Opt", "Opt", "Shock"]


def test_default_database_is_used_when_none_given():
    deck = parse_decklist("4 Grizzly Bears\n")  # the starter pool: nothing is installed in this test
    assert deck.main == [DeckEntry(4, "Grizzly Bears")]
