"""explain_card and render_ability: compiled trees read back as text."""
from __future__ import annotations

import difflib
import re

import pytest

from manastack.cards.face import Card, CardFace
from manastack.engine import support
from manastack.oracle import compile_card
from manastack.oracle.explain import explain_card, render_ability
from manastack.oracle.render import Renderer


def _words(s: str) -> list[str]:
    s = re.sub(r"\([^)]*\)", "", s.replace("\n", " ").replace("−", "-")).lower()
    return re.sub(r"[^a-z0-9{}/+\- ]", " ", s).split()


def _render_card(card) -> str:
    face = card.front
    spell = "Instant" in face.types or "Sorcery" in face.types
    name = card.name if spell else next(("this " + t.lower() for t in ("Creature", "Planeswalker", "Land",
                                                                     "Artifact", "Enchantment") if t in face.types),
                                        card.name)
    r = Renderer(name, attached="equipped" if "Equipment" in face.subtypes else "enchanted")
    return "\n".join(r.ability(a) for a in compile_card(card).abilities)


@pytest.mark.parametrize("name, text", [
    ("Lightning Bolt", "Lightning Bolt deals 3 damage to any target."),
    ("Doom Blade", "Destroy target nonblack creature."),
    ("Counterspell", "Counter target spell."),
    ("Mana Leak", "Counter target spell unless its controller pays {3}."),
    ("Divination", "Draw two cards."),
    ("Llanowar Elves", "{T}: Add {G}."),
    ("Shivan Dragon", "Flying\n{R}: This creature gets +1/+0 until end of turn."),
    ("Glorious Anthem", "Creatures you control get +1/+1."),
    ("Pacifism", "Enchant creature\nEnchanted creature can't attack or block."),
    ("Loxodon Warhammer", "Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}"),
    ("Raise the Alarm", "Create two 1/1 white Soldier creature tokens."),
    ("Elvish Visionary", "When this creature enters, draw a card."),
    ("Tranquility", "Destroy all enchantments."),
    ("Rampant Growth", "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."),
])
def test_render_matches_oracle_wording(starter, name, text):
    assert _render_card(starter.get(name)) == text


def test_render_round_trips_the_starter_pool_recognisably(starter):
    """Every starter card reads back close to its Oracle text (word-sequence similarity)."""
    scores = {}
    for card in starter:
        if not card.front.text or not compile_card(card).abilities:
            continue
        oracle = _words(card.front.text.replace(card.name, "~"))
        mine = _words(_render_card(card).replace(card.name, "~"))
        scores[card.name] = difflib.SequenceMatcher(None, oracle, mine).ratio()
    assert min(scores.values()) >= 0.6, sorted(scores.items(), key=lambda x: x[1])[:5]
    assert sum(scores.values()) / len(scores) >= 0.9


def test_explain_shows_wording_and_tree(starter):
    text = explain_card(starter.get("Lightning Bolt"), support)
    assert text.splitlines()[0] == "Lightning Bolt"
    assert "Lightning Bolt deals 3 damage to any target." in text
    assert "DealDamage" in text and "TargetSpec(label='any target')" in text
    assert "!!" not in text


def test_explain_marks_unreadable_text():
    card = Card("Gibberish Golem", "normal", (CardFace("Gibberish Golem", type_line="Artifact Creature — Golem",
                                                       types=("Artifact", "Creature"), subtypes=("Golem",),
                                                       text="Flying\nZorp the blorp with the frobnicator."),))
    text = explain_card(card)
    assert "!! " in text
    assert "Zorp the blorp with the frobnicator." in text


def test_render_ability_marks_unparsed():
    from manastack.tree import Unparsed

    assert render_ability(Unparsed("Zorp.")) == "!!Zorp.!!"
