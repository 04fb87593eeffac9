"""903.12 Brawl deck construction and the 1v1 "duel" card pool in the deck check (decks/legality.py)."""
from manastack.decks import parse_decklist
from manastack.decks.legality import check_deck, legality_report

CHANDRA = "Chandra, Torch of Defiance"  # legendary planeswalker, red


def _deck(db, commander, cards):
    return parse_decklist(f"Commander\n1 {commander}\n\nDeck\n" + "".join(f"{n} {c}\n" for c, n in cards), db)


def _problems(db, deck, fmt):
    return check_deck(deck, fmt, db, allow_unknown_legality=True)


def test_903_12d_brawl_deck_is_exactly_60_cards_with_its_commander(full_db):
    assert _problems(full_db, _deck(full_db, CHANDRA, [("Mountain", 59)]), "brawl") == []
    bad = _problems(full_db, _deck(full_db, CHANDRA, [("Mountain", 99)]), "brawl")
    assert any("exactly 60" in p and "903.12d" in p for p in bad)
    # the same 100-card deck is the Commander size (903.5a), but Chandra can't lead it there (903.3)
    cmd = _problems(full_db, _deck(full_db, CHANDRA, [("Mountain", 99)]), "commander")
    assert not any("903.5a" in p for p in cmd) and any("cannot be your commander" in p for p in cmd)


def test_903_12c_brawl_commander_may_be_a_legendary_planeswalker(full_db):
    assert not any("commander" in p for p in _problems(full_db, _deck(full_db, CHANDRA, [("Mountain", 59)]), "brawl"))
    bad = _problems(full_db, _deck(full_db, "Shock", [("Mountain", 59)]), "brawl")
    assert any("Shock cannot be your commander" in p and "903.12c" in p for p in bad)


def test_903_12_brawl_keeps_singleton_and_color_identity(full_db):
    bad = _problems(full_db, _deck(full_db, CHANDRA, [("Mountain", 55), ("Shock", 2), ("Opt", 2)]), "brawl")
    assert any(p.startswith("Shock: 2 copies") and "903.5b" in p for p in bad)
    assert any(p.startswith("Opt (U) is outside") and "903.5c" in p for p in bad)


def test_903_12e_colorless_commander_may_have_any_number_of_one_basic_land_type(full_db):
    traxos = "Traxos, Scourge of Kroog"  # colorless legendary artifact creature
    assert _problems(full_db, _deck(full_db, traxos, [("Island", 59)]), "brawl") == []
    two_types = _problems(full_db, _deck(full_db, traxos, [("Island", 30), ("Swamp", 29)]), "brawl")
    assert any(p.startswith("Swamp (B) is outside") for p in two_types)  # only one basic land type
    assert any(p.startswith("Island (U) is outside")  # not in Commander (903.5d)
               for p in _problems(full_db, _deck(full_db, traxos, [("Island", 99)]), "commander"))


def test_903_12b_brawl_card_pool_from_the_card_data(full_db):
    rep = legality_report(_deck(full_db, CHANDRA, [("Mountain", 58), ("Lightning Bolt", 1)]), "brawl", full_db)
    # Lightning Bolt has no Brawl entry in the card data: reported as unknown, never as "not legal"
    assert rep.problems == [] and any("Lightning Bolt" in u for u in rep.unknown)


def test_903_duel_format_uses_commander_deck_rules_and_the_duel_card_pool(full_db):
    deck = _deck(full_db, "Traxos, Scourge of Kroog", [("Wastes", 99)])
    rep = legality_report(deck, "duel", full_db)
    assert rep.format == "duel" and not any("903.5a" in p for p in rep.problems)
    short = _problems(full_db, _deck(full_db, "Traxos, Scourge of Kroog", [("Wastes", 59)]), "duel")
    assert any("exactly 100" in p and "903.5a" in p for p in short)
