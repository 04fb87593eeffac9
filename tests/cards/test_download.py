"""Downloading and importing the card database, against a local HTTP server on 127.0.0.1."""
from __future__ import annotations

import hashlib
import shutil
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from manastack.cards.database import default_database, starter_database
from manastack.cards.download import TextProgress, download_database, import_database
from manastack.cards.paths import ATOMIC_FILENAME, cache_dir, data_dir, installed_database_path
from manastack.core.errors import CardDataError


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    routes: dict[str, bytes]
    cut: set[str]


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_GET(self) -> None:
        body = self.server.routes.get(self.path)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.path in self.server.cut:  # the connection drops halfway through the body
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture()
def server():
    srv = _Server(("127.0.0.1", 0), _Handler)
    srv.routes, srv.cut = {}, set()
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield srv
    srv.shutdown()
    srv.server_close()


def serve(srv: _Server, path: str, body: bytes, checksum: str | None = None) -> str:
    srv.routes[path] = body
    srv.routes[path + ".sha256"] = ((checksum or hashlib.sha256(body).hexdigest()) + "  x.json.gz\n").encode()
    return f"http://127.0.0.1:{srv.server_address[1]}{path}"


def test_download_installs_the_full_database(server, shared_data: Path, capsys):
    body = (shared_data / "AtomicCards.json.gz").read_bytes()
    url = serve(server, "/api/v5/AtomicCards.json.gz", body)
    path = download_database(url, progress=TextProgress("AtomicCards"))
    assert path == data_dir() / ATOMIC_FILENAME
    assert path.read_bytes() == body
    assert installed_database_path() == path
    assert "100%" in capsys.readouterr().err  # the progress line reached the end
    db = default_database()  # found without configuration, from the cache built by the download
    assert len(db) == 34330 and db.name == ATOMIC_FILENAME
    assert any(cache_dir().glob("AtomicCards.json.gz.*.carddb"))


def test_interrupted_download_keeps_the_old_database(server, shared_data: Path):
    sample = (shared_data / "AtomicCards.sample.json.gz").read_bytes()
    download_database(serve(server, "/old/AtomicCards.json.gz", sample))
    before = installed_database_path()
    assert before is not None and before.read_bytes() == sample

    url = serve(server, "/new/AtomicCards.json.gz", (shared_data / "AtomicCards.json.gz").read_bytes())
    server.cut.add("/new/AtomicCards.json.gz")
    with pytest.raises(CardDataError, match="interrupted"):
        download_database(url)
    assert installed_database_path() == before
    assert before.read_bytes() == sample
    assert [p.name for p in data_dir().iterdir() if p.name.startswith(".part-")] == []
    assert len(default_database()) == 85


def test_checksum_mismatch_is_refused(server, shared_data: Path):
    body = (shared_data / "AtomicCards.sample.json.gz").read_bytes()
    url = serve(server, "/AtomicCards.json.gz", body, checksum="0" * 64)
    with pytest.raises(CardDataError, match="checksum mismatch"):
        download_database(url)
    assert installed_database_path() is None
    assert default_database() is starter_database()


def test_download_that_is_not_card_data_is_refused(server):
    url = serve(server, "/AtomicCards.json.gz", b"<html>maintenance</html>")
    with pytest.raises(CardDataError, match="not a gzip file"):
        download_database(url)
    assert installed_database_path() is None
    assert not (data_dir() / ATOMIC_FILENAME).exists()


def test_missing_checksum_file_is_an_error(server, shared_data: Path):
    url = serve(server, "/AtomicCards.json.gz", (shared_data / "AtomicCards.sample.json.gz").read_bytes())
    del server.routes["/AtomicCards.json.gz.sha256"]
    with pytest.raises(CardDataError, match="HTTP 404"):
        download_database(url)


def test_unreachable_server_is_an_error(tmp_path: Path):
    with pytest.raises(CardDataError, match="cannot fetch the checksum"):
        download_database("http://127.0.0.1:9/AtomicCards.json.gz", timeout=2)


def test_up_to_date_file_is_not_downloaded_again(server, shared_data: Path):
    body = (shared_data / "AtomicCards.sample.json.gz").read_bytes()
    url = serve(server, "/AtomicCards.json.gz", body)
    path = download_database(url)
    mtime = path.stat().st_mtime_ns
    server.routes["/AtomicCards.json.gz"] = b"would fail if fetched"
    assert download_database(url) == path
    assert path.stat().st_mtime_ns == mtime


def test_import_installs_a_copy(shared_data: Path, tmp_path: Path):
    src = tmp_path / "mine" / "BRO.json.gz"
    src.parent.mkdir()
    shutil.copyfile(shared_data / "sets" / "BRO.json.gz", src)
    path = import_database(src)
    assert path == data_dir() / "BRO.json.gz" and path.read_bytes() == src.read_bytes()
    src.unlink()  # the installed copy doesn't depend on the original
    db = default_database()
    assert "Blitz Automaton" in db and len(db) == 280


def test_import_of_a_file_named_like_the_pointer_keeps_both(shared_data: Path, tmp_path: Path):
    """Issue #26 item 4: importing a card file called ``database`` (the data folder's pointer file) stores
    the copy under another name instead of letting the pointer overwrite it."""
    src = tmp_path / "database"
    shutil.copyfile(shared_data / "sets" / "BRO.json.gz", src)
    path = import_database(src)
    assert path.name != "database" and path.read_bytes() == src.read_bytes()
    assert installed_database_path() == path
    assert "Blitz Automaton" in default_database()


def test_import_refuses_a_broken_file_and_keeps_the_old_one(shared_data: Path, tmp_path: Path):
    import_database(shared_data / "AtomicCards.sample.json.gz")
    bad = tmp_path / "broken.json"
    bad.write_text('{"data": {"X": 3}}')
    with pytest.raises(CardDataError, match="broken.json"):
        import_database(bad)
    assert installed_database_path().name == "AtomicCards.sample.json.gz"
    assert not (data_dir() / "broken.json").exists()


def test_default_database_falls_back_to_the_starter_pool():
    assert installed_database_path() is None
    assert default_database() is starter_database()


def test_data_dir_follows_the_environment(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("MANASTACK_HOME", str(tmp_path / "mh"))
    assert data_dir() == tmp_path / "mh"
    monkeypatch.delenv("MANASTACK_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "manastack"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "manastack"
