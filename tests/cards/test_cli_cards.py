"""``manastack cards show|search|import|download``."""
from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards import starter_database
from manastack.cards.render import format_card
from manastack.cli.main import main


@pytest.fixture(autouse=True)
def _no_env_database(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests exercise the lookup's last steps (installed database, then the starter pool)."""
    monkeypatch.delenv("MANASTACK_DATA", raising=False)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(["cards", *argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_show_prints_name_cost_type_text_and_pt(capsys):
    rc, out, _ = run(capsys, "show", "grizzly", "bears")
    assert rc == 0
    lines = out.splitlines()
    assert lines[:3] == ["Grizzly Bears {1}{G}", "Creature — Bear", "2/2"]


def test_show_prints_loyalty(capsys):
    _, out, _ = run(capsys, "show", "jace beleren")
    assert "Legendary Planeswalker — Jace" in out and "Loyalty: 3" in out


def test_show_prints_each_face_of_a_split_card(full_db, full_db_cache: Path, shared_data: Path, capsys, monkeypatch):
    from manastack.cards import paths

    monkeypatch.setattr(paths, "cache_dir", lambda: full_db_cache)  # reuse the session's compiled database
    rc, out, _ = run(capsys, "show", "fire // ice", "--db", str(shared_data / "AtomicCards.json.gz"))
    assert rc == 0
    assert out.startswith("Fire // Ice  (split card)\n")
    assert "\nFire {1}{R}\nInstant\nFire deals 2 damage" in out
    assert "\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.\n" in out
    assert "Unknown (no entry in the card data): Standard, Pioneer, Modern, Pauper" in out  # not "not legal"


def test_show_transform_card_with_color_indicator(full_db):
    text = format_card(full_db.get("Delver of Secrets"))
    assert "Insectile Aberration\nColor indicator: Blue\nCreature — Human Insect\nFlying\n3/2" in text


def test_show_attraction_lights(fixtures_dir: Path, capsys):
    _, out, _ = run(capsys, "show", "ferris wheel", "--db", str(fixtures_dir / "atomic-attractions.json"))
    assert "Lights: 4 5 6" in out


def test_show_unknown_card_suggests(capsys):
    rc, out, err = run(capsys, "show", "Lightnig", "Bolt")
    assert rc == 1 and out == ""
    assert "unknown card 'Lightnig Bolt'" in err and "'Lightning Bolt'" in err


def test_search_lists_matching_cards(capsys):
    rc, out, err = run(capsys, "search", "t:goblin", "c:r", "mv=1")
    assert rc == 0
    assert [line.split("  ")[0] for line in out.splitlines()] == ["Goblin Balloon Brigade", "Mogg Fanatic", "Raging Goblin"]
    assert "3 cards" in err


def test_search_limit(capsys):
    _, out, err = run(capsys, "search", "t:creature", "--limit", "2")
    assert len(out.splitlines()) == 2 and "showing 2" in err


def test_search_with_no_hits_exits_1(capsys):
    rc, out, err = run(capsys, "search", "t:goblin", "c:u")
    assert rc == 1 and out == "" and "0 cards" in err


def test_search_syntax_error_is_reported(capsys):
    rc, _, err = run(capsys, "search", "mv<=lots")
    assert rc == 1 and "expected a number" in err


def test_import_then_show_uses_the_imported_database(shared_data: Path, capsys):
    rc, out, _ = run(capsys, "import", str(shared_data / "sets" / "ELD.json.gz"))
    assert rc == 0 and "ELD.json.gz" in out
    rc, out, _ = run(capsys, "show", "stomp")
    assert rc == 0 and out.startswith("Bonecrusher Giant // Stomp  (adventurer card)")


def test_import_of_broken_file_fails_cleanly(tmp_path: Path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text("[1, 2, 3]")
    rc, _, err = run(capsys, "import", str(bad))
    assert rc == 1 and "cards.json" in err and "expected an object" in err


def test_download_reports_errors_without_traceback(capsys):
    rc, _, err = run(capsys, "download", "--url", "http://127.0.0.1:9/AtomicCards.json.gz", "-q")
    assert rc == 1 and err.startswith("manastack: error:") and "Traceback" not in err


def test_starter_cards_render_every_face():
    for card in starter_database():
        text = format_card(card)
        assert text.splitlines()[0].startswith(card.front.name)


def test_explain_prints_wording_and_tree(capsys):
    rc, out, _ = run(capsys, "explain", "lightning", "bolt")
    assert rc == 0
    lines = out.splitlines()
    assert lines[0] == "Lightning Bolt"
    assert "deals 3 damage to any target" in lines[1]
    assert any("DealDamage" in ln for ln in lines)
    assert not any("!!" in ln for ln in lines)


def test_explain_unknown_card_is_an_error(capsys):
    rc = main(["cards", "explain", "no such card zzz"])
    err = capsys.readouterr().err
    assert rc != 0 and "unknown card" in err


def test_defining_a_custom_card_in_a_pool_leaves_the_shared_database_alone():
    """Regression: CardPool.define added custom cards to the database it wraps, so a test's (or a user's)
    custom card appeared in every other pool over the shared starter database and changed which random
    decks the fuzzer built in the same process."""
    from manastack.cards.face import Card, CardFace
    from manastack.engine.carddef import CardPool

    db = starter_database()
    n = len(list(db))
    pool = CardPool(db)
    face = CardFace(name="Test Only Bear", mana_cost="{1}{G}", type_line="Creature — Bear", types=("Creature",),
                subtypes=("Bear",), power="2", toughness="2")
    pool.define(Card(name="Test Only Bear", layout="normal", faces=(face,)), ())
    assert pool.get("Test Only Bear").name == "Test Only Bear"
    assert "Test Only Bear" not in db and len(list(db)) == n
    assert "Test Only Bear" not in CardPool(db).db


def test_show_prints_the_rulings_with_their_dates(full_db, full_db_cache: Path, shared_data: Path, capsys,
                                                  monkeypatch):
    """Issue #32: the card's official rulings, each under its date, from the card data and the
    rulings.json.gz beside it (the same ruling from both shown once)."""
    from manastack.cards import paths

    monkeypatch.setattr(paths, "cache_dir", lambda: full_db_cache)
    rc, out, _ = run(capsys, "show", "go for the throat", "--db", str(shared_data / "AtomicCards.json.gz"))
    assert rc == 0
    head, _, rulings = out.partition("\nRulings (")
    assert "Destroy target nonartifact creature." in head
    assert rulings.startswith("3):\n")
    assert "\n2011-06-01  If the targeted creature is also an artifact when Go for the Throat tries to resolve, it\n" \
           "            won't resolve." in rulings
    assert "\n2022-10-14  If the targeted creature is also" in rulings
    assert rulings.index("2011-06-01") < rulings.index("2022-10-14"), "oldest first"


def test_show_no_rulings_flag_and_a_card_without_any(capsys):
    rc, out, _ = run(capsys, "show", "grizzly", "bears")
    assert rc == 0 and out.rstrip().endswith("Rulings: none in the card data")
    _, out, _ = run(capsys, "show", "grizzly", "bears", "--no-rulings")
    assert "Rulings" not in out


def test_card_rulings_merges_the_file_beside_the_data_once(tmp_path: Path):
    import gzip
    import json

    from manastack.cards.face import Ruling
    from manastack.cards.rulings import card_rulings, rulings_beside

    (tmp_path / "AtomicCards.json.gz").write_bytes(b"")
    with gzip.open(tmp_path / "rulings.json.gz", "wt", encoding="utf-8") as f:
        json.dump({"Grizzly Bears": [{"date": "2020-01-01", "text": "Bears are bears."},
                                     {"date": "2001-01-01", "text": "An older one."}]}, f)
    card = starter_database().get("Grizzly Bears")
    extra = rulings_beside(tmp_path / "AtomicCards.json.gz")
    got = card_rulings(card, extra)
    assert got == [Ruling("2001-01-01", "An older one."), Ruling("2020-01-01", "Bears are bears.")]
    assert card_rulings(card, {"Grizzly Bears": extra["Grizzly Bears"] * 2}) == got


def test_a_broken_rulings_file_is_a_card_data_error(tmp_path: Path):
    from manastack.cards.rulings import rulings_beside
    from manastack.core.errors import CardDataError

    (tmp_path / "rulings.json.gz").write_bytes(b"not gzip")
    with pytest.raises(CardDataError, match="rulings.json.gz"):
        rulings_beside(tmp_path / "AtomicCards.json.gz")
