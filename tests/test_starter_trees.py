"""Compiled trees kept between runs (cards/treecache.py, issue #28): the shipped starter-pool trees are what
the compiler makes now, stored trees are the compiled ones, stale entries are never used, and a game with
the built-in decks does not load the Oracle grammar."""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

from manastack.cards.database import starter_database
from manastack.cards.face import Card, CardFace
from manastack.cards.treecache import (TreeStore, compiler_sources, decode_faces, encode_faces, fingerprint,
                                       read_starter_trees, source_version)
from manastack.game import tree_store
from manastack.oracle import compile_card

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "src" / "manastack"


def _tool():
    spec = importlib.util.spec_from_file_location("build_starter_trees", ROOT / "tools" / "build_starter_trees.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_shipped_starter_trees_are_what_the_compiler_makes_now():
    """If this fails, the compiler changed: regenerate with `python tools/build_starter_trees.py`."""
    shipped = read_starter_trees()
    assert shipped is not None
    assert shipped["version"] == source_version(compiler_sources(PKG)), \
        "stale: run python tools/build_starter_trees.py"
    tool = _tool()
    assert tool.DEST.read_text(encoding="utf-8") == tool.build(), "stale: run python tools/build_starter_trees.py"
    assert set(shipped["cards"]) == {c.name for c in starter_database()}


def test_stored_trees_decode_to_the_compiled_trees():
    for card in starter_database():
        compiled = tuple(tuple(f.abilities) for f in compile_card(card).faces)
        assert decode_faces(json.loads(json.dumps(encode_faces(compiled)))) == compiled, card.name


def _card(text: str) -> Card:
    face = CardFace(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear", types=("Creature",),
                    subtypes=("Bear",), text=text, power="2", toughness="2", colors=("G",))
    return Card(name="Test Bear", layout="normal", faces=(face,))


def test_a_stored_tree_is_used_only_for_the_same_text(tmp_path):
    store = TreeStore("v1", tmp_path)
    card = _card("Flying")
    trees = tuple(tuple(f.abilities) for f in compile_card(card).faces)
    store.put(card, trees)
    assert store.flush() == tmp_path / "trees-v1.marshal"
    again = TreeStore("v1", tmp_path)
    assert again.get(card) == trees
    assert again.get(_card("Trample")) is None  # the text changed: compiled again
    assert TreeStore("v2", tmp_path).get(card) is None  # another compiler version: nothing carries over


def test_a_new_compiler_version_removes_the_old_cache_file(tmp_path):
    card = _card("Flying")
    trees = tuple(tuple(f.abilities) for f in compile_card(card).faces)
    for v in ("v1", "v2"):
        s = TreeStore(v, tmp_path)
        s.put(card, trees)
        s.flush()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["trees-v2.marshal"]


def test_a_corrupt_cache_file_is_a_miss(tmp_path):
    (tmp_path / "trees-v1.marshal").write_bytes(b"MANASTACK-TREES-1\n\x00garbage")
    assert TreeStore("v1", tmp_path).get(_card("Flying")) is None


def test_shipped_trees_of_another_compiler_version_are_ignored():
    card = next(c for c in starter_database() if c.name == "Serra Angel")
    shipped = {"version": "other", "cards": {card.name: [fingerprint(card), [[{"@": "Keyword", "name": "Trample"}]]]}}
    assert TreeStore("mine", None, shipped).get(card) is None


def test_the_process_store_answers_starter_cards_from_the_shipped_file():
    card = next(c for c in starter_database() if c.name == "Glorious Anthem")
    assert tree_store().get(card) == tuple(tuple(f.abilities) for f in compile_card(card).faces)


def test_a_game_with_the_built_in_decks_does_not_load_the_grammar(tmp_path):
    code = ("import sys, random\n"
            "from manastack import Game\nfrom manastack.builtin_decks import deck\n"
            "g = Game.new([deck('gruul-stompy'), deck('azorius-skies')], seed=3)\n"
            "rng = random.Random(3)\n"
            "for _ in range(300):\n"
            "    if g.result is not None: break\n"
            "    g.apply(rng.choice(g.legal_actions()))\n"
            "print(g.turn, 'manastack.oracle.parser' in sys.modules, 'lark' in sys.modules)\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), MANASTACK_HOME=str(tmp_path / "home"),
               PYTHONPATH=str(ROOT / "src"))
    env.pop("MANASTACK_DATA", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    turn, parser_loaded, lark_loaded = out.stdout.split()
    assert int(turn) >= 1
    assert (parser_loaded, lark_loaded) == ("False", "False")


def test_a_tree_the_codec_cannot_write_is_not_stored(tmp_path):
    store = TreeStore("v1", tmp_path)
    card = _card("Flying")
    store.put(card, ((object(),),))
    assert not store.pending and store.flush() is None
    assert TreeStore("v1", tmp_path).get(card) is None
