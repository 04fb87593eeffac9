"""Format legality (100.2a, 100.4a, 903, 702.124, 717.2a) from the card data's legalities."""
from __future__ import annotations

import pytest

from manastack.decks import (
    DeckEntry,
    Decklist,
    UnknownFormatError,
    can_be_commander,
    check_deck,
    copy_limit,
    partners_ok,
)
from manastack.decks.legality import legality_report


def deck(main, side=(), commander=(), companion=(), attractions=()):
    def entries(xs):
        return [DeckEntry(n, name) if not isinstance(name, tuple) else DeckEntry(n, *name) for n, name in xs]
    return Decklist(main=entries(main), sideboard=entries(side), commander=entries(commander),
                    companion=entries(companion), attractions=entries(attractions))


BURN = [(20, "Mountain"), (4, "Lightning Bolt"), (4, "Lava Spike"), (4, "Goblin Guide"), (4, "Monastery Swiftspear"),
        (4, "Rift Bolt"), (4, "Skewer the Critics"), (4, "Searing Blaze"), (4, "Light Up the Stage"),
        (4, "Skullcrack"), (4, "Eidolon of the Great Revel")]


def test_legal_modern_deck_has_no_problems(full_db):
    assert check_deck(deck(BURN, side=[(3, "Smash to Smithereens")]), "modern", full_db) == []


def test_too_few_cards(full_db):
    problems = check_deck(deck(BURN[1:]), "modern", full_db)
    assert problems == ["Main deck has 40 cards; Modern requires at least 60 (100.2a)"]


def test_sideboard_of_sixteen(full_db):
    problems = check_deck(deck(BURN, side=[(4, "Smash to Smithereens"), (12, "Mountain")]), "modern", full_db)
    assert problems == ["Sideboard has 16 cards; at most 15 allowed (100.4a)"]


def test_five_copies_across_main_and_sideboard(full_db):
    problems = check_deck(deck(BURN, side=[(1, "Lightning Bolt")]), "modern", full_db)
    assert problems == ["Lightning Bolt: 5 copies; at most 4 allowed (100.2a)"]


def test_basic_lands_and_any_number_cards_are_exempt(full_db):
    rats = deck([(30, "Relentless Rats"), (30, "Swamp")])
    assert check_deck(rats, "modern", full_db) == []
    assert copy_limit(full_db.get("Relentless Rats")) is None
    assert copy_limit(full_db.get("Snow-Covered Swamp")) is None


def test_up_to_seven_and_nine(full_db):
    assert copy_limit(full_db.get("Seven Dwarves")) == 7
    assert copy_limit(full_db.get("Nazgûl")) == 9
    assert copy_limit(full_db.get("Lightning Bolt")) == 4
    dwarves = deck([(8, "Seven Dwarves"), (52, "Mountain")])
    assert check_deck(dwarves, "modern", full_db) == ["Seven Dwarves: 8 copies; at most 7 allowed (100.2a)"]


def test_banned_card(full_db):
    problems = check_deck(deck([(1, "Black Lotus"), (59, "Island")]), "legacy", full_db)
    assert problems == ["Black Lotus is banned in Legacy"]


def test_no_entry_for_the_format_is_unknown_not_illegal(full_db):
    """Missing legality data is not presented as fact (issue 22): the shared data has no Modern entry for
    Counterspell, no Pauper entry for Rancor, no Modern entry for Lava Dart."""
    for name, fmt, title in (("Counterspell", "modern", "Modern"), ("Rancor", "pauper", "Pauper"),
                             ("Lava Dart", "modern", "Modern")):
        if full_db.get(name).legality(fmt) is not None:
            pytest.skip(f"the card data now has a {title} entry for {name}")
        d = deck([(4, name), (56, "Island")])
        rep = legality_report(d, fmt, full_db)
        assert rep.problems == [] and rep.legal is None
        assert rep.unknown == [f"{name}: legality in {title} is unknown (the card data has no {title} entry for it)"]
        assert check_deck(d, fmt, full_db) == rep.unknown
        assert check_deck(d, fmt, full_db, allow_unknown_legality=True) == []


def test_an_explicit_not_legal_entry_is_not_legal():
    from manastack.cards import Card, CardDatabase, CardFace

    face = CardFace(name="Test Card", mana_cost="{U}", types=("Instant",), text="Draw a card.")
    card = Card("Test Card", "normal", (face,), legalities=(("modern", "Not Legal"), ("legacy", "Legal")))
    island = CardFace(name="Island", types=("Land",), supertypes=("Basic",), subtypes=("Island",))
    db = CardDatabase([card, Card("Island", "normal", (island,), legalities=(("modern", "Legal"),))])
    d = deck([(4, "Test Card"), (56, "Island")])
    rep = legality_report(d, "modern", db, data_date="2026-01-02")
    assert rep.problems == ["Test Card is not legal in Modern (Not Legal)"] and rep.legal is False
    assert "legality data of 2026-01-02" in rep.summary()
    assert legality_report(d, "legacy", db).problems == []


def test_vintage_restricted_allows_one_copy(full_db):
    assert check_deck(deck([(1, "Black Lotus"), (59, "Island")]), "vintage", full_db) == []
    problems = check_deck(deck([(1, "Ancestral Recall"), (59, "Island")], side=[(1, "Ancestral Recall")]),
                          "vintage", full_db)
    assert problems == ["Ancestral Recall is restricted in Vintage: 2 copies; at most 1 allowed"]


def test_pauper(full_db):
    assert check_deck(deck([(4, "Llanowar Elves"), (56, "Forest")]), "pauper", full_db) == []
    assert check_deck(deck([(4, "Goblin Guide"), (56, "Mountain")]), "pauper", full_db) == [
        "Goblin Guide: legality in Pauper is unknown (the card data has no Pauper entry for it)"]


def test_standard_and_pioneer_use_their_own_legalities(full_db):
    assert check_deck(deck([(4, "Smuggler's Copter"), (56, "Plains")]), "standard", full_db) == [
        "Smuggler's Copter is banned in Standard"]
    assert check_deck(deck([(4, "Lightning Bolt"), (56, "Mountain")]), "pioneer", full_db) == [
        "Lightning Bolt: legality in Pioneer is unknown (the card data has no Pioneer entry for it)"]


def test_unknown_legality_is_reported_unless_allowed(full_db):
    d = deck([(4, "Ragavan, Nimble Pilferer"), (56, "Mountain")])
    assert check_deck(d, "modern", full_db) == [
        "Ragavan, Nimble Pilferer: legality in Modern is unknown (the card data has no legalities for it)"]
    assert check_deck(d, "modern", full_db, allow_unknown_legality=True) == []


def test_companion_counts_toward_the_sideboard(full_db):
    d = deck(BURN, side=[(3, "Smash to Smithereens"), (12, "Mountain")], companion=[(1, "Lurrus of the Dream-Den")])
    assert check_deck(d, "modern", full_db) == ["Sideboard has 16 cards (counting the companion); at most 15 allowed (100.4a)"]
    d2 = deck(BURN, side=[(1, "Lurrus of the Dream-Den")], companion=[(1, "Lurrus of the Dream-Den")])
    assert check_deck(d2, "modern", full_db) == []


def test_companion_must_have_companion(full_db):
    d = deck(BURN, side=[(1, "Lightning Helix")], companion=[(1, "Lightning Helix")])
    assert check_deck(d, "modern", full_db) == ["Lightning Helix has no companion ability (702.139a)"]


def test_unknown_format(full_db):
    with pytest.raises(UnknownFormatError, match="standard, pioneer"):
        check_deck(deck(BURN), "oathbreaker", full_db)


# --- Commander (903) -------------------------------------------------------------------------------

def commander_deck(commanders, others, fill="Island"):
    n = 100 - sum(c for c, _ in commanders) - sum(c for c, _ in others)
    return deck(list(others) + [(n, fill)], commander=commanders)


def test_legal_commander_deck(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice")], [(1, "Sol Ring"), (1, "Counterspell"), (1, "Command Tower")])
    assert check_deck(d, "commander", full_db) == []


def test_commander_deck_size_is_exactly_100(full_db):
    d = deck([(98, "Island")], commander=[(1, "Atraxa, Praetors' Voice")])
    assert check_deck(d, "commander", full_db) == [
        "Deck has 99 cards including its commander; Commander requires exactly 100 (903.5a)"]


def test_commander_singleton(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice")], [(2, "Counterspell"), (50, "Relentless Rats")])
    assert check_deck(d, "commander", full_db) == ["Counterspell: 2 copies; a Commander deck allows only one (903.5b)"]


def test_color_identity(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice")], [(1, "Lightning Bolt")])
    assert check_deck(d, "commander", full_db) == [
        "Lightning Bolt (R) is outside the commander's color identity (WUBG) (903.5c)"]
    d2 = commander_deck([(1, "Atraxa, Praetors' Voice")], [(1, "Sol Ring")], fill="Mountain")
    assert check_deck(d2, "commander", full_db) == [
        "Mountain (R) is outside the commander's color identity (WUBG) (903.5c)"]


def test_commander_must_be_a_legendary_creature(full_db):
    d = commander_deck([(1, "Grizzly Bears")], [], fill="Forest")
    problems = check_deck(d, "commander", full_db)
    assert len(problems) == 1 and problems[0].startswith("Grizzly Bears cannot be your commander") and "903.3" in problems[0]


def test_commander_eligibility(full_db):
    assert can_be_commander(full_db.get("Atraxa, Praetors' Voice"))
    assert can_be_commander(full_db.get("Teferi, Temporal Archmage"))  # 903.3a: says it can be your commander
    assert not can_be_commander(full_db.get("Jace, the Mind Sculptor"))
    assert can_be_commander(full_db.get("Halvar, God of Battle"))  # front face is a legendary creature
    assert not can_be_commander(full_db.get("Smuggler's Copter"))  # a Vehicle, but not legendary


def test_banned_in_commander(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice")], [(1, "Black Lotus")])
    assert check_deck(d, "commander", full_db) == ["Black Lotus is banned in Commander"]


def test_no_commander(full_db):
    assert check_deck(deck([(100, "Island")]), "commander", full_db) == [
        "No commander: a Commander deck has a legendary creature as its commander (903.3)"]


def test_no_sideboard_in_commander(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice")], [])
    d.sideboard.append(DeckEntry(1, "Counterspell"))
    assert check_deck(d, "commander", full_db) == [
        "Commander decks do not use a sideboard; 1 sideboard cards listed (903.5e)"]


def test_partners(full_db):
    """702.124h: two commanders that both have partner; the identity is their union (702.124c)."""
    d = commander_deck([(1, "Thrasios, Triton Hero"), (1, "Tymna the Weaver")], [(1, "Swords to Plowshares")])
    assert check_deck(d, "commander", full_db) == []
    assert partners_ok(full_db.get("Rowan Kenrith"), full_db.get("Will Kenrith"))  # 702.124j
    assert not partners_ok(full_db.get("Rowan Kenrith"), full_db.get("Thrasios, Triton Hero"))


def test_choose_a_background(full_db):
    """702.124k: a Background can be a commander only beside a 'choose a Background' commander."""
    assert partners_ok(full_db.get("Wilson, Refined Grizzly"), full_db.get("Raised by Giants"))
    d = commander_deck([(1, "Wilson, Refined Grizzly"), (1, "Raised by Giants")], [], fill="Forest")
    assert check_deck(d, "commander", full_db, allow_unknown_legality=True) == []
    alone = commander_deck([(1, "Raised by Giants")], [], fill="Forest")
    assert any("Raised by Giants cannot be your commander" in p for p in
               check_deck(alone, "commander", full_db, allow_unknown_legality=True))


def test_doctors_companion(full_db):
    """702.124m: the other commander must be a Time Lord Doctor with no other creature types."""
    assert partners_ok(full_db.get("Rose Tyler"), full_db.get("The Tenth Doctor"))
    assert not partners_ok(full_db.get("Rose Tyler"), full_db.get("Missy"))


def test_two_commanders_without_partner(full_db):
    d = commander_deck([(1, "Atraxa, Praetors' Voice"), (1, "Tymna the Weaver")], [])
    assert check_deck(d, "commander", full_db) == [
        "Atraxa, Praetors' Voice and Tymna the Weaver cannot be commanders together: they share no partner ability (702.124)"]


# --- Attractions (717.2a) --------------------------------------------------------------------------

ATTRACTIONS = ["Balloon Stand", "Bounce Chamber", "Bumper Cars", "Centrifuge", "Clown Extruder", "Concession Stand",
               "Costume Shop", "Cover the Spot", "Dart Throw", "Drop Tower", "Ferris Wheel"]


def test_attraction_deck_rules(full_db):
    ok = deck(BURN, attractions=[(1, n) for n in ATTRACTIONS[:10]])
    assert check_deck(ok, "legacy", full_db, allow_unknown_legality=True) == []
    small = deck(BURN, attractions=[(1, n) for n in ATTRACTIONS[:9]] + [(1, "Lightning Bolt")])
    problems = check_deck(small, "legacy", full_db, allow_unknown_legality=True)
    assert "Lightning Bolt is not an Attraction but is in the Attraction deck (717.2)" in problems
    dup = deck(BURN, attractions=[(1, n) for n in ATTRACTIONS[:9]] + [(1, ("Balloon Stand", (2, 3)))])
    assert check_deck(dup, "legacy", full_db, allow_unknown_legality=True) == [
        "Balloon Stand: 2 copies in the Attraction deck; each Attraction must have a different name (717.2a)"]
    few = deck(BURN, attractions=[(1, n) for n in ATTRACTIONS[:3]])
    assert check_deck(few, "legacy", full_db, allow_unknown_legality=True) == [
        "Attraction deck has 3 cards; at least 10 required (717.2a)"]


def test_attractions_do_not_count_toward_the_main_deck(full_db):
    d = deck(BURN[1:] + [(19, "Mountain")], attractions=[(1, n) for n in ATTRACTIONS[:10]])
    assert check_deck(d, "legacy", full_db, allow_unknown_legality=True) == [
        "Main deck has 59 cards; Legacy requires at least 60 (100.2a)"]


# --- color identity in detail (903.4, 903.5c-d), named after the rules --------------------------------


def test_903_4_hybrid_symbols_count_both_colors(full_db):
    d = commander_deck([(1, "Silvos, Rogue Elemental")], [(1, "Kitchen Finks")], fill="Forest")
    assert check_deck(d, "commander", full_db) == [
        "Kitchen Finks (WG) is outside the commander's color identity (G) (903.5c)"]


def test_903_4_phyrexian_symbols_count_their_color(full_db):
    d = commander_deck([(1, "Captain Lannery Storm")], [(1, "Gitaxian Probe")], fill="Mountain")
    assert check_deck(d, "commander", full_db) == [
        "Gitaxian Probe (U) is outside the commander's color identity (R) (903.5c)"]


def test_903_4c_reminder_text_is_ignored(full_db):
    """Trinisphere's only black mana symbol is in reminder text: it fits a mono-red deck."""
    d = commander_deck([(1, "Captain Lannery Storm")], [(1, "Trinisphere")], fill="Mountain")
    assert check_deck(d, "commander", full_db) == []


def test_903_4d_the_back_face_counts(full_db):
    d = commander_deck([(1, "Arcanis the Omnipotent")], [(1, "Civilized Scholar")], fill="Island")
    assert check_deck(d, "commander", full_db) == [
        "Civilized Scholar (UR) is outside the commander's color identity (U) (903.5c)"]


def test_903_5d_a_land_with_a_basic_land_type_needs_its_colors(full_db):
    d = commander_deck([(1, "Lyra Dawnbringer")], [(1, "Tundra")], fill="Plains")
    assert check_deck(d, "commander", full_db) == [
        "Tundra (WU) is outside the commander's color identity (W) (903.5c)"]


def test_903_5b_basic_lands_and_any_number_cards_are_exempt_from_singleton(full_db):
    d = commander_deck([(1, "Drana, Liberator of Malakir")], [(40, "Relentless Rats")], fill="Swamp")
    assert check_deck(d, "commander", full_db) == []


def test_702_124i_friends_forever(full_db):
    """702.124i: two commanders that both have "partner—Friends forever" may lead a deck together; 702.124f: not
    with a commander that has another partner ability (plain partner)."""
    assert partners_ok(full_db.get("Cecily, Haunted Mage"), full_db.get("Othelm, Sigardian Outcast"))
    assert not partners_ok(full_db.get("Cecily, Haunted Mage"), full_db.get("Thrasios, Triton Hero"))
