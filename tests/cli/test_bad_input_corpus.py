"""Issue #26 items 4 and 5: every command, given bad arguments and bad files, stops with a one-line message
and a non-zero exit status — never a traceback — and no command replaces a file that isn't its own.

The corpus: binary, empty, truncated, huge (a sparse file larger than any record), wrongly typed JSON,
missing paths, paths in missing folders, folders where files are expected, and numbers out of range.
Each case runs ``manastack.cli.main.main`` in this process (an exception escaping it is the traceback a
user would see) on the built-in pool, and checks the exit status and the message.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from manastack.cli.main import main
from manastack.sim.record import MAX_RECORD_BYTES

pytestmark = pytest.mark.usefixtures("no_env_db")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    (tmp_path / "binary.dat").write_bytes(bytes(range(256)) * 20)
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "truncated.json").write_text('{"format": "manastack-record", "seed": 1, "decks": [["Fo')
    (tmp_path / "list.json").write_text("[1, 2, 3]")
    (tmp_path / "wrong-types.json").write_text('{"format": "manastack-record", "seed": "x", "decks": 5}')
    (tmp_path / "hostile-record.json").write_text(
        '{"format": "manastack-record", "version": 1, "seed": 1, "decks": [["Forest"], ["Forest"]], '
        '"options": {"seed": 5, "max_turns": 1e300}, "pool": "full", "agents": ["human"], "choices": []}')
    (tmp_path / "notes.txt").write_text("my own notes, not written by manastack\n")
    (tmp_path / "a-folder").mkdir()
    with open(tmp_path / "huge.json", "wb") as f:  # sparse: costs no disk
        f.truncate(MAX_RECORD_BYTES + 1)
    return tmp_path


# (arguments, a word the message must contain); {d} is the corpus folder
CASES = [
    ("replay {d}/binary.dat", "not UTF-8"),
    ("replay {d}/empty.txt", "not a game record"),
    ("replay {d}/truncated.json", "invalid JSON"),
    ("replay {d}/list.json", "not a game record"),
    ("replay {d}/wrong-types.json", "malformed"),
    ("replay {d}/huge.json", "too large"),
    ("replay {d}/missing.json", "cannot read"),
    ("replay {d}/a-folder", "cannot read"),
    ("replay {d}/hostile-record.json", "error"),
    ("play --load {d}/binary.dat", "not UTF-8"),
    ("play --load {d}/truncated.json", "invalid JSON"),
    ("play --load {d}/huge.json", "too large"),
    ("play --save {d}/notes.txt", "is not a manastack game record"),
    ("play --save {d}/no-such-folder/x.json", "does not exist"),
    ("play --players 0", "2 to 8"),
    ("play --deck {d}/binary.dat", "not a text file"),
    ("play --deck {d}/empty.txt", "no main deck"),
    ("simulate gruul-stompy azorius-skies -n 0", "must be 1 or more"),
    ("simulate gruul-stompy azorius-skies -n x", "not a whole number"),
    ("simulate gruul-stompy azorius-skies --workers -1", "must be 1 or more"),
    ("simulate gruul-stompy azorius-skies -n 1 --json {d}/no-such-folder/r.json", "does not exist"),
    ("simulate gruul-stompy azorius-skies -n 1 --json {d}/notes.txt", "is not a manastack simulation report"),
    ("simulate gruul-stompy azorius-skies -n 1 --json {d}/a-folder", "folder"),
    ("simulate gruul-stompy azorius-skies -n 1 --record {d}/notes.txt", "not a folder"),
    ("simulate {d}/binary.dat azorius-skies -n 1", "not a text file"),
    ("simulate {d}/empty.txt azorius-skies -n 1", "no main deck"),
    ("simulate {d}/missing.txt azorius-skies -n 1", "neither a decklist file"),
    ("demo --deck {d}/binary.dat", "not a text file"),
    ("demo --seed abc", "invalid int"),
    ("fuzz -n -1", "must be 1 or more"),
    ("fuzz -n 1 --max-actions -5", "must be 1 or more"),
    ("fuzz -n 1 --workers 0", "must be 1 or more"),
    ("fuzz -n 1 --save-every -2", "must be 0 or more"),
    ("fuzz -n 1 --log {d}/notes.txt", "not a fuzz log"),
    ("deck check {d}/binary.dat", "not a text file"),
    ("deck check {d}/empty.txt", "no main deck"),
    ("deck check {d}/missing.txt", "neither a decklist file"),
    ("cards import {d}/binary.dat", "not UTF-8"),
    ("cards import {d}/empty.txt", "empty"),
    ("cards import {d}/missing.json", "missing.json"),
    ("cards show --db {d}/truncated.json Forest", "truncated.json"),
    ("cards search --limit -1 goblin", "must be 0 or more"),
    ("coverage --top -3", "must be 0 or more"),
    ("coverage --db {d}/binary.dat", "binary.dat"),
    ("serve --port 70000", "from 0 to 65535"),
    ("serve --store {d}/a-folder", "a-folder"),
]


@pytest.mark.parametrize("args,word", CASES, ids=[c[0].replace("{d}/", "") for c in CASES])
def test_26_5_bad_input_gives_one_line_and_nonzero_exit(args: str, word: str, corpus: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    argv = args.format(d=corpus).split()
    before = {p.name: p.read_bytes() for p in corpus.iterdir() if p.is_file() and p.stat().st_size < 10**6}
    try:
        rc = main(argv)
    except SystemExit as e:  # argparse's refusal: usage line(s) and one "error:" line, status 2
        rc = e.code
    out = capsys.readouterr()
    text = (out.err + out.out).strip()
    assert rc not in (0, None), f"{args}: exit status 0\n{text}"
    assert "Traceback" not in text
    last = [ln for ln in (out.err.strip() or out.out.strip()).splitlines() if ln.strip()][-1]
    assert word.lower() in last.lower(), f"{args}: the last line doesn't say what was wrong: {last!r}"
    # no file of the corpus was changed (item 4: nothing that isn't ours is replaced)
    after = {p.name: p.read_bytes() for p in corpus.iterdir() if p.is_file() and p.name in before}
    assert after == before


def test_26_4_record_save_refuses_a_foreign_file_and_is_atomic(tmp_path: Path) -> None:
    """A record never replaces a file that isn't a record; --force-style ``force=True`` does, atomically
    (no temporary file is left behind)."""
    from manastack.core.files import FileRefusedError
    from manastack.game import Game
    from manastack.sim.record import GameRecord

    rec = GameRecord(seed=1, decks=[["Forest"] * 20, ["Island"] * 20])
    game = rec.new_game()
    target = tmp_path / "mine.txt"
    target.write_text("precious\n")
    with pytest.raises(FileRefusedError) as e:
        rec.save(target, game)
    assert "mine.txt" in str(e.value) and target.read_text() == "precious\n"
    rec.save(target, game, force=True)
    assert GameRecord.load(target).seed == 1
    rec.save(target, game)  # now it is ours: replacing it is fine
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.txt"]
    assert isinstance(Game.load(GameRecord.load(target).snapshot().save()), Game)


def test_26_4_interrupted_write_leaves_the_old_file_and_no_temporary(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C (KeyboardInterrupt) in the middle of a write: the old file is intact, no temporary file stays."""
    from manastack.core import files

    target = tmp_path / "report.json"
    target.write_text('{"format": "manastack-simulation", "old": true}')
    real_replace = os.replace

    def interrupted(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        files.write_atomic(target, '{"format": "manastack-simulation", "new": true}')
    monkeypatch.setattr(files.os, "replace", real_replace)
    assert '"old": true' in target.read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_26_5_real_program_prints_no_traceback(corpus: Path) -> None:
    """The installed program itself (a fresh process, as a user runs it) on two bad files."""
    for argv, word in ((["replay", str(corpus / "binary.dat")], "not UTF-8"),
                       (["fuzz", "-n", "-1"], "must be 1 or more")):
        r = subprocess.run([sys.executable, "-m", "manastack", *argv], capture_output=True, text=True, timeout=120)
        assert r.returncode != 0
        assert "Traceback" not in r.stderr + r.stdout
        assert word in r.stderr.strip().splitlines()[-1]
