"""The one card-database lookup (issue 22): ``--db``, then ``$MANASTACK_DATA``, then the installed database,
then the built-in pool, announced; bad explicit paths are one-line typed errors."""
from __future__ import annotations

import gzip
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from manastack.cards import CardDatabaseNotFoundError, find_database, starter_database
from manastack.cards.lookup import card_database, data_date
from manastack.cli.main import main

FIXTURE = Path(__file__).resolve().parents[1] / "cards" / "fixtures" / "atomic-attractions.json"


def starter_file() -> Path:
    return Path(str(resources.files("manastack.cards").joinpath("data/starter.json")))


def run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_nothing_configured_gives_the_builtin_pool_and_says_so(no_env_db, capsys):
    db, src = card_database()
    assert src.builtin and db is starter_database()
    rc, out, err = run(capsys, "cards", "show", "Grizzly Bears")
    assert rc == 0 and out.startswith("Grizzly Bears {1}{G}")
    assert "built-in starter pool" in err and "cards download" in err


def test_env_file_is_used_before_the_installed_database(monkeypatch, capsys):
    monkeypatch.setenv("MANASTACK_DATA", str(FIXTURE))
    src = find_database()
    assert src.kind == "env" and src.path == FIXTURE
    rc, out, err = run(capsys, "cards", "show", "Ferris Wheel")
    assert rc == 0 and "Attraction" in out and "built-in" not in err
    rc, _, err = run(capsys, "cards", "show", "Grizzly Bears")  # not in that file: the starter pool isn't mixed in
    assert rc == 1 and "unknown card" in err


def test_env_folder_is_searched_for_atomic_cards(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    with gzip.open(folder / "AtomicCards.json.gz", "wb") as f:
        f.write(FIXTURE.read_bytes())
    monkeypatch.setenv("MANASTACK_DATA", str(folder))
    assert find_database().path == folder / "AtomicCards.json.gz"
    db, _ = card_database()
    assert "Ferris Wheel" in db and db.data_date == "2026-01-01"


def test_explicit_db_beats_env(monkeypatch, capsys):
    monkeypatch.setenv("MANASTACK_DATA", str(FIXTURE))
    rc, out, _ = run(capsys, "cards", "show", "Lightning Bolt", "--db", str(starter_file()))
    assert rc == 0 and out.startswith("Lightning Bolt {R}")
    assert find_database(starter_file()).kind == "explicit"


def test_installed_database_is_used_when_there_is_no_env(no_env_db, capsys):
    rc, _, _ = run(capsys, "cards", "import", str(FIXTURE))
    assert rc == 0
    assert find_database().kind == "installed"
    rc, out, err = run(capsys, "cards", "explain", "Ferris Wheel")
    assert rc == 0 and "Ferris Wheel" in out and "built-in" not in err


@pytest.mark.parametrize("argv", [
    ["cards", "show", "Bolt", "--db", "{missing}"],
    ["cards", "search", "t:goblin", "--db", "{missing}"],
    ["coverage", "--db", "{missing}"],
    ["simulate", "gruul-stompy", "azorius-skies", "--db", "{missing}"],
    ["demo", "--deck", "gruul-stompy", "--db", "{missing}"],
    ["play", "--db", "{missing}"],
    ["fuzz", "--pool", "full", "--db", "{missing}", "-n", "1"],
    ["deck", "check", "gruul-stompy", "--db", "{missing}"],
])
def test_a_missing_explicit_database_is_a_one_line_error(argv, tmp_path, capsys):
    missing = str(tmp_path / "nope.json.gz")
    rc, _, err = run(capsys, *[a.replace("{missing}", missing) for a in argv])
    assert rc == 1
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert lines == [f"manastack: error: --db {missing}: no such file or folder"]


def test_env_pointing_at_a_folder_without_card_data_is_an_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MANASTACK_DATA", str(tmp_path))
    with pytest.raises(CardDatabaseNotFoundError, match=r"\$MANASTACK_DATA=.*holds no card data"):
        find_database()
    rc, _, err = run(capsys, "cards", "show", "Bolt")
    assert rc == 1 and err.count("\n") == 1 and "MANASTACK_DATA" in err


def test_fuzz_full_pool_runs_on_what_the_lookup_finds(capsys):
    """``manastack fuzz --pool full`` crashed with AttributeError (no ``default_database``)."""
    rc, out, _ = run(capsys, "fuzz", "--pool", "full", "--db", str(starter_file()), "-n", "1", "--max-actions", "300")
    assert rc == 0 and "1 game" in out


def test_fuzz_full_pool_without_a_database_says_it_uses_the_builtin_pool(no_env_db, capsys):
    rc, _, err = run(capsys, "fuzz", "--pool", "full", "-n", "1", "--max-actions", "200")
    assert rc == 0 and "built-in starter pool" in err


def test_data_date_from_meta_else_mtime(tmp_path):
    assert data_date(FIXTURE) == "2026-01-01"
    plain = tmp_path / "cards.json"
    plain.write_text('{"data": {}}')
    os.utime(plain, (86400 * 365, 86400 * 365))
    assert data_date(plain) == "1971-01-01"
    assert data_date(tmp_path / "missing.json") is None


def test_scenario_full_uses_the_same_lookup(monkeypatch):
    from manastack.testing.scenario import full_database_path

    monkeypatch.setenv("MANASTACK_DATA", str(FIXTURE))
    assert full_database_path() == FIXTURE


def test_download_without_network_says_what_to_do_instead(tmp_path, capsys):
    # port 9 (discard) on localhost: nothing listens, the connection is refused like an offline machine's
    rc, _, err = run(capsys, "cards", "download", "--url", "http://127.0.0.1:9/AtomicCards.json.gz",
                     "--dest", str(tmp_path), "-q")
    assert rc == 1
    assert "Traceback" not in err and err.count("\n") == 1
    assert "cards import FILE" in err and "--url file://" in err


def test_download_from_a_local_file_url_installs_it(no_env_db, tmp_path, capsys):
    src = tmp_path / "AtomicCards.json.gz"
    with gzip.open(src, "wb") as f:
        f.write(FIXTURE.read_bytes())
    rc, out, _ = run(capsys, "cards", "download", "--url", src.as_uri(), "-q")
    assert rc == 0 and "installed" in out
    assert find_database().kind == "installed"


def test_bad_db_from_a_subprocess_is_one_line_without_traceback(tmp_path):
    env = dict(os.environ, MANASTACK_HOME=str(tmp_path / "home"))
    r = subprocess.run([sys.executable, "-m", "manastack", "cards", "show", "Bolt", "--db", str(tmp_path / "x")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 1
    assert r.stderr.strip() == f"manastack: error: --db {tmp_path / 'x'}: no such file or folder"


def test_replay_rebuilds_a_record_whose_card_file_is_gone_through_the_lookup(no_env_db, tmp_path, capsys):
    import json

    rec_dir = tmp_path / "games"
    rc, _, _ = run(capsys, "simulate", "gruul-stompy", "azorius-skies", "-n", "1", "--no-progress",
                   "--db", str(starter_file()), "--record", str(rec_dir))
    assert rc == 0
    path = next(rec_dir.glob("game-*.json"))
    data = json.loads(path.read_text())
    assert data["pool"] == str(starter_file())  # the record names the card data it was played with
    data["pool"] = str(tmp_path / "moved-away.json.gz")
    path.write_text(json.dumps(data))
    rc, out, _ = run(capsys, "replay", str(path), "--check", "--db", str(starter_file()))
    assert rc == 0 and out.startswith("OK: replayed")
    rc, _, err = run(capsys, "replay", str(path), "--check")  # no --db: the lookup ends at the built-in pool
    assert rc == 0 and "built-in starter pool" in err
