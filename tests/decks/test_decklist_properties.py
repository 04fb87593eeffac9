"""Property tests for the decklist parser: formatting round-trips; garbage only ever raises DecklistError."""
from __future__ import annotations

import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.core.errors import DecklistError
from manastack.decks import DeckEntry, Decklist, format_decklist, parse_decklist

_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _names(db):
    return sorted(c.name for c in db if not any("Attraction" in f.subtypes for f in c.faces))


@st.composite
def decklists(draw, db):
    names = _names(db)
    attractions = sorted(c.name for c in db if any("Attraction" in f.subtypes for f in c.faces))

    def section(pool, lights=False, max_size=8):
        keys = draw(st.lists(
            st.tuples(st.sampled_from(pool),
                      st.none() | st.sets(st.integers(1, 6), min_size=1).map(lambda s: tuple(sorted(s))))
            if lights else st.tuples(st.sampled_from(pool), st.none()),
            max_size=max_size, unique=True))
        return [DeckEntry(draw(st.integers(1, 60)), n, li) for n, li in keys]

    deck_name = draw(st.none() | st.text(alphabet=string.ascii_letters + string.digits + " '-",
                                         min_size=1, max_size=20).map(lambda s: " ".join(s.split()) or None))
    return Decklist(main=section(names), sideboard=section(names), commander=section(names, max_size=2),
                    companion=section(names, max_size=1), attractions=section(attractions, lights=True),
                    name=deck_name)


@_SETTINGS
@given(data=st.data())
def test_format_then_parse_gives_the_same_deck(db, data):
    deck = data.draw(decklists(db))
    assert parse_decklist(format_decklist(deck), db) == deck


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_dek_round_trip_of_main_and_sideboard(db, data):
    deck = data.draw(decklists(db))
    deck = Decklist(main=deck.main, sideboard=deck.sideboard)
    assert parse_decklist(format_decklist(deck, "dek"), db) == deck


@_SETTINGS
@given(text=st.text(max_size=300))
def test_arbitrary_text_only_raises_decklist_error(db, text):
    try:
        deck = parse_decklist(text, db)
    except DecklistError:
        return
    assert all(e.count >= 1 and e.name in db for _, e in deck.entries())


_PIECES = st.sampled_from([
    "4", "4x", "0", "-1", "SB:", "Sideboard", "Deck", "Commander", "Companion", "Attractions", "About", "Name",
    "//", "#", "(M11)", "149", "*F*", "[2 3]", "[", "]", "[7]", "Lightning Bolt", "Opt", "Ferris Wheel", "Fire // Ice",
    "Sol Ring", "x", ":", "(15)", "\t", "  ", "é", "\u00a0", "99999999999999999999", "<", ">", "&", "\ufeff",
])


@_SETTINGS
@given(lines=st.lists(st.lists(_PIECES, max_size=5).map(" ".join), max_size=12))
def test_plausible_garbage_only_raises_decklist_error(db, lines):
    text = "\n".join(lines)
    try:
        deck = parse_decklist(text, db)
    except DecklistError as e:
        assert e.line is None or 1 <= e.line <= max(1, len(lines))
        return
    assert all(e.count >= 1 for _, e in deck.entries())


_XML_PIECES = st.sampled_from([
    "<Deck>", "</Deck>", "<Cards", "/>", ">", 'Quantity="4"', 'Quantity="x"', 'Name="Opt"', 'Name="Nope"',
    'Sideboard="true"', 'Sideboard="false"', 'Sideboard="no"', "<!--", "-->", "&amp;", "&bogus;", "<?xml version=\"1.0\"?>",
    "<!DOCTYPE Deck>", "\n", " ", "<NetDeckID>0</NetDeckID>", "]]>",
])


@_SETTINGS
@given(parts=st.lists(_XML_PIECES, max_size=20))
def test_dek_garbage_only_raises_decklist_error(db, parts):
    try:
        parse_decklist("<" + "".join(parts), db)
    except DecklistError:
        pass
