"""The compiled cache: reused while the source is unchanged, rebuilt when it changes or breaks."""
from __future__ import annotations

import gzip
import os
import shutil
from pathlib import Path

import pytest

from manastack.cards import cache as cache_mod
from manastack.cards.cache import cache_path, read_cache
from manastack.cards.database import load_database
from manastack.cards.face import CardFace


@pytest.fixture()
def sample(shared_data: Path, tmp_path: Path) -> Path:
    p = tmp_path / "AtomicCards.sample.json.gz"
    shutil.copyfile(shared_data / "AtomicCards.sample.json.gz", p)
    return p


def test_warm_full_database_equals_the_cold_one(full_db, shared_data: Path, full_db_cache: Path):
    """The session fixture compiled the cache; loading again reads it and gives equal cards."""
    src = shared_data / "AtomicCards.json.gz"
    assert cache_path(src, full_db_cache).is_file()
    warm = load_database(src, cache_dir=full_db_cache)
    assert len(warm) == len(full_db)
    for name in ("Fire // Ice", "Blitz Automaton", "Mishra, Claimed by Gix // Mishra, Lost to Phyrexia", "Lightning Bolt"):
        assert warm.get(name) == full_db.get(name)
    assert list(warm) == list(full_db)
    assert warm.resolve("lim-dul's vault") == "Lim-Dûl's Vault"


def test_cached_faces_are_real_frozen_faces(sample: Path, tmp_path: Path):
    load_database(sample, cache_dir=tmp_path / "c")
    db = load_database(sample, cache_dir=tmp_path / "c")
    face = db.get("Lightning Bolt").front
    assert type(face) is CardFace
    with pytest.raises(AttributeError):
        face.name = "x"  # type: ignore[misc]


def test_second_load_reads_the_cache_instead_of_the_source(sample: Path, tmp_path: Path, monkeypatch):
    cdir = tmp_path / "c"
    load_database(sample, cache_dir=cdir)
    from manastack.cards import loader

    def boom(*a, **k):
        raise AssertionError("source parsed although the cache is valid")

    monkeypatch.setattr(loader, "load_cards", boom)
    assert "Lightning Bolt" in load_database(sample, cache_dir=cdir)


def test_changed_source_invalidates_the_cache(sample: Path, tmp_path: Path, fixtures_dir: Path):
    cdir = tmp_path / "c"
    assert "Lightning Bolt" in load_database(sample, cache_dir=cdir)
    sample.write_bytes(gzip.compress((fixtures_dir / "atomic-attractions.json").read_bytes()))  # same path, new contents
    os.utime(sample, ns=(1, 1))
    db = load_database(sample, cache_dir=cdir)
    assert "Ferris Wheel" in db and "Grizzly Bears" not in db


def test_touched_source_invalidates_the_cache(sample: Path, tmp_path: Path):
    cdir = tmp_path / "c"
    load_database(sample, cache_dir=cdir)
    st = sample.stat()
    os.utime(sample, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    assert read_cache(sample, cdir) is None


def test_format_version_is_part_of_the_key(sample: Path, tmp_path: Path, monkeypatch):
    cdir = tmp_path / "c"
    load_database(sample, cache_dir=cdir)
    assert read_cache(sample, cdir) is not None
    monkeypatch.setattr(cache_mod, "FORMAT_VERSION", cache_mod.FORMAT_VERSION + 1)
    assert read_cache(sample, cdir) is None


@pytest.mark.parametrize("damage", ["garbage", "truncate", "flip"])
def test_broken_cache_is_rebuilt_not_fatal(sample: Path, tmp_path: Path, damage: str):
    cdir = tmp_path / "c"
    load_database(sample, cache_dir=cdir)
    cp = cache_path(sample, cdir)
    raw = bytearray(cp.read_bytes())
    if damage == "garbage":
        raw = bytearray(b"not a cache at all")
    elif damage == "truncate":
        raw = raw[: len(raw) // 2]
    else:
        raw[-100] ^= 0x55
    cp.write_bytes(bytes(raw))
    assert read_cache(sample, cdir) is None
    db = load_database(sample, cache_dir=cdir)
    assert len(db) == 85
    assert read_cache(sample, cdir) is not None  # rebuilt


def test_unwritable_cache_dir_only_costs_speed(sample: Path, tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = load_database(sample, cache_dir=blocker / "sub")  # cannot create a directory under a file
    assert len(db) == 85


def test_cache_off(sample: Path, tmp_path: Path):
    cdir = tmp_path / "c"
    load_database(sample, cache=False, cache_dir=cdir)
    assert not cdir.exists()
