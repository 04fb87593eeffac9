"""Looking cards up by name: exact, face name, case/punctuation/accent-insensitive; suggestions."""
from __future__ import annotations

import pytest

from manastack.cards import starter_database
from manastack.cards.database import CardDatabase, key_words, normalize_name
from manastack.core.errors import UnknownCardError


@pytest.mark.parametrize("query,name", [
    ("Lim-Dûl's Vault", "Lim-Dûl's Vault"),
    ("lim-dul's vault", "Lim-Dûl's Vault"),
    ("LIM DUL'S VAULT", "Lim-Dûl's Vault"),
    ("limduls vault", "Lim-Dûl's Vault"),
    ("fire // ice", "Fire // Ice"),
    ("Fire/Ice", "Fire // Ice"),
    ("Fire", "Fire // Ice"),
    ("ice", "Fire // Ice"),
    ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),
    ("Æther Vial", "Aether Vial"),
    ("aether vial", "Aether Vial"),
    ("Jötun Grunt", "Jötun Grunt"),
    ("jotun grunt", "Jötun Grunt"),
    ("man o war", "Man-o'-War"),
    ("Urza’s Saga", "Urza's Saga"),
])
def test_forgiving_lookup(full_db, query, name):
    assert full_db.resolve(query) == name
    assert full_db.get(query).name == name
    assert query in full_db


def test_punctuation_is_only_ignored_when_nothing_closer_matches(full_db):
    """'Waste Land' and 'Wasteland' are different cards; so are 'Clear the Mind' and 'Clear, the Mind'."""
    assert full_db.resolve("wasteland") == "Wasteland"
    assert full_db.resolve("waste land") == "Waste Land"
    assert full_db.resolve("clear, the mind") == "Clear, the Mind"
    assert full_db.resolve("clear the mind") == "Clear the Mind"


def test_unknown_card_has_suggestions(full_db):
    with pytest.raises(UnknownCardError) as info:
        full_db.get("Lightening Bolt", where="deck.txt:3")
    e = info.value
    assert e.name == "Lightening Bolt"
    assert e.suggestions[0] == "Lightning Bolt"
    assert "deck.txt:3" in str(e) and "did you mean" in str(e)


@pytest.mark.parametrize("typo,expected", [
    ("Tarmogof", "Tarmogoyf"),
    ("Lightning Bol", "Lightning Bolt"),
    ("swords to plowshare", "Swords to Plowshares"),
    ("Jace the Mind Sculpter", "Jace, the Mind Sculptor"),
])
def test_suggestions_find_the_intended_card(full_db, typo, expected):
    assert expected in full_db.suggest(typo)


def test_no_suggestions_for_nonsense(full_db):
    assert full_db.suggest("qqqqqqqqqqqqzzzz") == []
    assert full_db.suggest("") == []


def test_unknown_card_is_also_a_key_error(full_db):
    with pytest.raises(KeyError):
        full_db.get("No Such Card Anywhere")


def test_face_lookup_returns_the_named_face(full_db):
    assert full_db.face("Stomp").name == "Stomp"
    assert full_db.face("bonecrusher giant").name == "Bonecrusher Giant"


def test_normalization_keys():
    assert key_words("Fire // Ice") == key_words("Fire/Ice") == "fire ice"
    assert normalize_name("Lim-Dûl's Vault") == "limdulsvault"


def test_added_card_is_found_by_face_name():
    db = CardDatabase(list(starter_database())[:3])
    assert "Lightning Bolt" not in db
    db.add(starter_database().get("Lightning Bolt"))
    assert db.get("lightning bolt").name == "Lightning Bolt"


def test_starter_pool_loads_through_the_atomic_reader():
    """The built-in pool is AtomicCards-shaped and read by the same code as the full database."""
    from importlib import resources

    from manastack.cards.loader import load_cards

    db = starter_database()
    assert len(db) == 121
    path = resources.files("manastack.cards").joinpath("data/starter.json")
    assert [c.name for c in load_cards(str(path))] == db.names()
    assert db.get("Jace Beleren").front.loyalty == "3"
    assert db.get("Grizzly Bears").legality("modern") == "Legal"


def test_iteration_and_faces(full_db):
    n_faces = sum(1 for _ in full_db.faces())
    assert n_faces > len(full_db)
    assert sum(len(c.faces) for c in full_db) == n_faces
