"""Build the built-in starter pool (src/manastack/cards/data/starter.json) from an MTGJSON
AtomicCards file. Usage: python tools/build_starter.py [PATH_TO_AtomicCards.json.gz]

The pool is a small AtomicCards-shaped extract (the names below, the fields the engine reads), so it
loads through the same reader as the full database.
"""
from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

NAMES = """
Plains|Island|Swamp|Mountain|Forest|Evolving Wilds
Grizzly Bears|Hill Giant|Gray Ogre|Craw Wurm|Savannah Lions|Earth Elemental|Serra Angel|Air Elemental
Wind Drake|Giant Spider|Raging Goblin|Wall of Wood|Youthful Knight|Vampire Nighthawk|Typhoid Rats
Boggart Brute|Trained Armodon|Skyhunter Skirmisher|Knight of Meadowgrain|Colossal Dreadmaw|Ornithopter
Llanowar Elves|Elvish Mystic|Prodigal Sorcerer|Mogg Fanatic|Gravedigger|Man-o'-War|Flametongue Kavu
Elvish Visionary|Centaur Courser|Runeclaw Bear|Walking Corpse|Coral Merfolk|Horned Turtle|Goblin Raider
Pillarfield Ox|Steadfast Guard|Elite Vanguard|Glory Seeker|Lightning Elemental|Fire Elemental
Borderland Marauder|Shivan Dragon|Mahamoti Djinn|Siege Mastodon|Bog Imp|Vulshok Berserker|Wild Griffin
Storm Crow|Canyon Minotaur|Goblin Balloon Brigade|Elvish Warrior|Stampeding Rhino|Rhox Brute|Spined Wurm
Black Knight|White Knight|Vampire Bats|Hypnotic Specter|Cloud Elemental
Lightning Bolt|Shock|Lava Spike|Lightning Strike|Blaze|Volcanic Hammer|Searing Spear|Flame Slash
Doom Blade|Murder|Unsummon|Swords to Plowshares|Naturalize|Disenchant|Giant Growth|Titanic Growth
Brute Force|Monstrous Growth|Dark Ritual|Divination|Opt|Counterspell|Mana Leak|Essence Scatter|Negate
Cancel|Mind Rot|Angel's Mercy|Ancestral Recall|Inspiration|Raise the Alarm|Dragon Fodder|Divine Verdict
Stone Rain|Mind Spring|Tormenting Voice|Rampant Growth|Lay of the Land|Act of Treason|Tranquility
Healing Salve|Hymn to Tourach
Pacifism|Holy Strength|Unholy Strength|Giant Strength|Rancor|Blanchwood Armor
Bonesplitter|Short Sword|Loxodon Warhammer|Glorious Anthem|Sol Ring
Jace Beleren|Garruk Wildspeaker
"""

KEEP = ("name", "faceName", "side", "manaCost", "type", "text", "power", "toughness", "loyalty", "defense",
        "layout", "types", "subtypes", "supertypes", "colors", "colorIdentity", "colorIndicator",
        "manaValue", "keywords", "legalities")


def main(argv: list[str]) -> int:
    src = Path(argv[1] if len(argv) > 1 else Path(__file__).resolve().parents[2] / "shared/data/AtomicCards.json.gz")
    data = json.load(gzip.open(src, "rt", encoding="utf-8"))["data"]
    names = [n.strip() for line in NAMES.strip().splitlines() for n in line.split("|") if n.strip()]
    out = {}
    for n in names:
        faces = data[n]
        out[n] = [{k: f[k] for k in KEEP if k in f} for f in faces]
    dest = Path(__file__).resolve().parents[1] / "src/manastack/cards/data/starter.json"
    meta = {"source": "extract of MTGJSON AtomicCards (Oracle text © Wizards of the Coast, Fan Content Policy)",
            "cards": len(out)}
    dest.write_text(json.dumps({"meta": meta, "data": out}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} cards to {dest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
