"""The Scryfall-like search language."""
from __future__ import annotations

import pytest

from manastack.cards import starter_database
from manastack.cards.search import SearchSyntaxError, compile_query


def names(db, q):
    return {c.name for c in db.search(q)}


@pytest.fixture(scope="module")
def sdb():
    return starter_database()


def test_type_color_and_mana_value_combine(sdb):
    assert names(sdb, "t:goblin c:r mv=1") == {"Raging Goblin", "Mogg Fanatic", "Goblin Balloon Brigade"}


def test_mana_value_comparisons(sdb):
    cheap = names(sdb, "t:creature mv<=1")
    assert "Llanowar Elves" in cheap and "Grizzly Bears" not in cheap
    big = names(sdb, "mv>=6")
    assert "Colossal Dreadmaw" in big and "Shivan Dragon" in big and "Serra Angel" not in big
    assert all(c.mana_value == 2 for c in sdb.search("mv=2"))
    assert all(c.mana_value != 2 for c in sdb.search("mv!=2"))
    assert all(c.mana_value > 5 for c in sdb.search("cmc>5"))


def test_color_set_comparisons(sdb):
    assert "Knight of Meadowgrain" in names(sdb, "c:w") and "Knight of Meadowgrain" not in names(sdb, "c:wb")
    assert names(sdb, "c=r t:instant mv=1") == {"Lightning Bolt", "Shock", "Brute Force"}
    assert {"Sol Ring", "Ornithopter", "Bonesplitter"} <= names(sdb, "c:colorless")
    assert "Plains" in names(sdb, "c:c")
    red_or_less = names(sdb, "c<=r")
    assert "Lightning Bolt" in red_or_less and "Sol Ring" in red_or_less and "Counterspell" not in red_or_less
    assert "Lightning Bolt" not in names(sdb, "c>=rg")


def test_multicolor_and_number_of_colors(full_db):
    assert "Fire // Ice" in names(full_db, "c:m t:instant mv=4")
    assert all(len({l for f in c.faces for l in f.colors}) == 2 for c in full_db.search("c=2 t:instant f:legacy mv=2"))


def test_color_names_and_guilds(full_db):
    assert "Lightning Helix" in names(full_db, "c:boros t:instant mv=2")
    assert "Lightning Helix" not in names(full_db, "c=red t:instant mv=2")


def test_identity_means_within(full_db):
    hits = names(full_db, "id:g t:legendary t:elf")
    assert "Eladamri, Lord of Leaves" in hits
    assert all(set(full_db.get(n).color_identity) <= {"G"} for n in hits)


def test_oracle_text_with_quoted_phrase(sdb):
    assert names(sdb, 'o:"draw a card"') >= {"Opt"}
    assert "Divination" not in names(sdb, 'o:"draw a card"')
    assert "Divination" in names(sdb, 'o:"draw two cards"')


def test_oracle_tilde_means_this_cards_name(sdb):
    assert "Lightning Bolt" in names(sdb, "o:~ t:instant c:r")
    assert "Shock" in names(sdb, 'o:"~ deals 2 damage"')


def test_format_legality(full_db):
    assert "Lightning Bolt" in names(full_db, "f:modern bolt")
    assert "Lightning Bolt" not in names(full_db, "f:standard bolt")
    assert "Black Lotus" in names(full_db, "restricted:vintage lotus")
    assert "Black Lotus" in names(full_db, "banned:legacy lotus")


def test_plain_words_match_names_case_and_accent_insensitively(full_db):
    assert "Lim-Dûl's Vault" in names(full_db, "lim-dul vault")
    assert "Lim-Dûl's Vault" in names(full_db, '"lim-dûl\'s"')
    # exact: the card's name or one of its faces' names
    assert names(full_db, '!"lightning bolt"') == {"Lightning Bolt", "Emeritus of Conflict // Lightning Bolt"}
    assert names(full_db, "!fire") == {"Fire // Ice"}


def test_negation(sdb):
    reds = names(sdb, "c:r t:creature")
    assert names(sdb, "c:r t:creature -t:goblin") == reds - names(sdb, "t:goblin")
    assert not names(sdb, "-c:r c:r")


def test_or_and_parentheses(sdb):
    assert names(sdb, "(t:instant or t:sorcery) c:u mv=1") == {"Opt", "Ancestral Recall", "Unsummon"}
    assert names(sdb, "shock or ornithopter") == {"Shock", "Ornithopter"}
    assert names(sdb, "!shock or !opt") == {"Shock", "Opt"}


def test_power_and_loyalty(full_db, sdb):
    assert "Colossal Dreadmaw" in names(sdb, "pow>=6")
    assert names(sdb, "loy=3") == {"Jace Beleren", "Garruk Wildspeaker"}


def test_layout_and_is(full_db):
    assert "Blitz Automaton" in names(full_db, "is:prototype")
    assert "Fire // Ice" in names(full_db, "is:split f:legacy")
    assert "Gisela, the Broken Blade // Brisela, Voice of Nightmares" in names(full_db, "layout:meld")
    assert "Ferris Wheel" in names(full_db, "is:attraction")


def test_results_are_sorted_and_limited(sdb):
    hits = sdb.search("t:creature", limit=5)
    assert len(hits) == 5 and [c.name for c in hits] == sorted(c.name for c in hits)


@pytest.mark.parametrize("bad", ["", "   ", "t:", "c:xyz", "mv<=abc", "(t:goblin", "t:goblin)", 'o:"unterminated',
                                 "foo:bar", "t<=goblin", "is:nonsense"])
def test_syntax_errors_are_typed(sdb, bad):
    with pytest.raises(SearchSyntaxError):
        sdb.search(bad)


def test_compiled_query_tests_one_card(sdb):
    test = compile_query("t:instant c:r mv=1")
    assert test(sdb.get("Lightning Bolt")) and not test(sdb.get("Counterspell"))


def test_keyword_and_name_terms(full_db):
    hits = names(full_db, "kw:flying name:angel c=w mv<=2")
    assert hits and all("angel" in n.lower() for n in hits)
    assert all(any("Flying" in f.keywords for f in full_db.get(n).faces) for n in hits)
