"""Hand-built cards for the layer, copy, control and phasing tests.

House rule: real cards come from their Oracle text through the compiler. When a card doesn't compile
yet (the compiler grows on its own branch), its tree is built here by hand from its Oracle text and
installed with ``CardPool.define`` — each builder says which card it stands for. Generic test cards
("Test ...") exist only to isolate one rule; their text is in their docstrings.

Every scenario gets its own database (the starter pool plus the cards it needs), so nothing defined
here leaks into other tests.
"""
from __future__ import annotations

from manastack.cards.database import CardDatabase, starter_database
from manastack.cards.face import Card, CardFace
from manastack.core.mana import ManaCost
from manastack.core.types import split_type_line
from manastack.engine.carddef import CardPool
from manastack.testing import Scenario
from manastack.tree import (
    Activated, AddAbilities, AddTypes, ApplyContinuous, AttachedTo, Body,
    CopyOf, Cost, Each, Filter, GainControl, Keyword, ModPT, Num, PhaseOut, RemoveAbilities,
    Replacement, SetColors, SetPT, SpellAbility, Static, Target, TargetSpec, This, Trigger, Triggered, TurnFaceUp,
)

CREATURE = Filter(types=("Creature",))


def card(name: str, type_line: str, cost: str | None = None, pt: str | None = None, text: str = "",
         loyalty: str | None = None) -> Card:
    """A one-faced card (used for test cards; real cards come from the full database)."""
    sup, types, subs = split_type_line(type_line)
    p, t = (pt.split("/") if pt else (None, None))
    colors = tuple(ch for ch in "WUBRG" if cost and "{" + ch + "}" in cost)
    mv = float(ManaCost.parse(cost).mana_value) if cost else 0.0
    face = CardFace(name, cost, type_line, sup, types, subs, text, p, t, loyalty, None, colors, mana_value=mv)
    return Card(name, "normal", (face,))


def pool(*defs: tuple[Card, tuple | None], db: CardDatabase | None = None) -> CardPool:
    """A card pool over ``db`` (default: a private copy of the starter pool) with ``defs`` installed."""
    if db is None:
        db = CardDatabase(list(starter_database()) + [c for c, _ in defs], name="test")
    p = CardPool(db)
    for c, ab in defs:
        p.define(c, ab)
    return p


def scenario(*defs: tuple[Card, tuple | None], db: CardDatabase | None = None, **kw) -> Scenario:
    return Scenario(cards=pool(*defs, db=db), **kw)


def real(db: CardDatabase, name: str, abilities: tuple | None = None) -> tuple[Card, tuple | None]:
    """A real card from the full database, with its tree built by hand when given."""
    return db.get(name), abilities


# ---------------------------------------------------------------- real cards, trees built by hand


def humility() -> tuple:
    """Humility: "All creatures lose all abilities and have base power and toughness 1/1." (compiles;
    the same tree, kept here so fast tests need not load the full database)."""
    return (Static(mods=(RemoveAbilities(), SetPT(Num(1), Num(1))), affected=CREATURE),)


def lord_of_atlantis() -> tuple:
    """Lord of Atlantis: "Other Merfolk get +1/+1 and have islandwalk." (doesn't compile yet)"""
    return (Static(mods=(ModPT(Num(1), Num(1)), AddAbilities((Keyword("Landwalk", "Island"),))),
                   affected=Filter(types=("Creature",), subtypes=("Merfolk",), other=True)),)


def turn_to_frog() -> tuple:
    """Turn to Frog: "Until end of turn, target creature loses all abilities and becomes a blue Frog with
    base power and toughness 1/1." (doesn't compile yet)"""
    eff = ApplyContinuous(Target(0), (RemoveAbilities(), AddTypes(subtypes=("Frog",), replace_subtypes=True),
                                      SetColors(2), SetPT(Num(1), Num(1))), "end_of_turn")
    return (SpellAbility(Body(eff, (TargetSpec(CREATURE, label="target creature"),))),)


def sower_of_temptation() -> tuple:
    """Sower of Temptation: "Flying / When this creature enters, gain control of target creature for as
    long as this creature remains on the battlefield." (the trigger doesn't compile yet)"""
    return (Keyword("Flying"),
            Triggered(Trigger("enters", This()),
                      Body(GainControl(Target(0), "while_source_on_battlefield"), (TargetSpec(CREATURE),))))


def clone() -> tuple:
    """Clone: "You may have this creature enter as a copy of any creature on the battlefield." (707.5; the
    tree the compiler makes, kept here so fast tests need not load the full database)"""
    return (Replacement("enters_as_copy", CREATURE),)


def quicksilver_gargantuan() -> tuple:
    """Quicksilver Gargantuan: "You may have this creature enter as a copy of any creature on the
    battlefield, except it's 7/7." (doesn't compile yet; 707.9b, 707.9d)"""
    return (Replacement("enters_as_copy", CopyOf(Each(CREATURE), also=(SetPT(Num(7), Num(7)),))),)


def oubliette() -> tuple:
    """Oubliette: "When this enchantment enters, target creature phases out until this enchantment leaves
    the battlefield. [Tap that creature as it phases in this way.]" (doesn't compile yet; 610.4; the
    tapping is left out)"""
    return (Triggered(Trigger("enters", This()), Body(PhaseOut(Target(0), until="source_leaves"), (TargetSpec(CREATURE),))),)


def break_open() -> tuple:
    """Break Open: "Turn target face-down creature an opponent controls face up." (doesn't compile yet;
    708.8)"""
    f = Filter(types=("Creature",), controller="opponent", face_down=True)
    return (SpellAbility(Body(TurnFaceUp(Target(0)), (TargetSpec(f),))),)


def vesuvan_doppelganger_entry() -> tuple:
    """Vesuvan Doppelganger's first ability: "You may have this creature enter as a copy of any creature
    on the battlefield, except it doesn't copy that creature's color [and it has ...]." (doesn't compile
    yet; only the color exception is built here, 707.9c)"""
    return (Replacement("enters_as_copy", CopyOf(Each(CREATURE), keep=("colors",))),)


def tap_for(mana: str) -> Activated:
    from manastack.tree import AddMana

    return Activated(cost=Cost(tap=True), body=Body(AddMana(mana)), mana=True)


# ---------------------------------------------------------------- generic test cards


def instant(name: str, effect, *targets, cost: str = "{0}", text: str = "") -> tuple[Card, tuple]:
    """An instant with one spell ability (the test says what it stands for)."""
    specs = tuple(TargetSpec(t, label="target") for t in targets)
    return card(name, "Instant", cost, text=text), (SpellAbility(Body(effect, specs)),)


def pump(name: str, *mods, duration: str = "end_of_turn", target=CREATURE, cost: str = "{0}") -> tuple[Card, tuple]:
    """"Target creature <mods> until end of turn." (or another duration)"""
    return instant(name, ApplyContinuous(Target(0), tuple(mods), duration), target, cost=cost)


def permanent(name: str, type_line: str, *abilities, cost: str | None = "{0}", pt: str | None = None
              ) -> tuple[Card, tuple]:
    return card(name, type_line, cost, pt), tuple(abilities)


def aura(name: str, *mods, cost: str = "{0}") -> tuple[Card, tuple]:
    """"Enchant creature / Enchanted creature <mods>.\""""
    return card(name, "Enchantment — Aura", cost), (Keyword("Enchant", CREATURE),
                                                      Static(mods=tuple(mods), affected=AttachedTo(This())))


def seize(duration: str = "end_of_turn", name: str = "Test Seize") -> tuple[Card, tuple]:
    """An instant: "Gain control of target creature until end of turn." (or another duration)"""
    return instant(name, GainControl(Target(0), duration), CREATURE)


def phase_spell(name: str = "Test Vanish") -> tuple[Card, tuple]:
    """An instant: "Target permanent phases out." (702.26)"""
    return instant(name, PhaseOut(Target(0)), Filter())
