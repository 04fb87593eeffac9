"""A property over every land card in the full database (605, 601.2g-h): for each colour one of its mana
abilities can make, a one-pip spell of that colour is offered (``legal_actions``) and paid automatically
with that land alone. Lands that need something else to make that colour -- another source's mana (filter
lands), a condition, another permanent to sacrifice, counters -- are listed with the reason, and their
number is checked to stay small."""
from __future__ import annotations

from collections import Counter

import pytest

from manastack.engine.actions import expanded_abilities
from manastack.engine.chars import chars
from manastack.engine.payment import recipe_of
from manastack.game import Game
from manastack.testing import ScenarioGame
from manastack.testing.scenario import Scenario, ScenarioError
from manastack.tree.abilities import Activated, Body
from manastack.tree.base import Node
from manastack.tree.effects import AddMana, Seq, SpendOnly, Unsupported

# one pip of each colour, each castable in a first main phase with an opponent's creature around
SPELLS = {"W": ("Holy Day", None), "U": ("Opt", None), "B": ("Dark Ritual", None), "R": ("Shock", "Player 2"),
          "G": ("Fog", None)}
ENERGY = 5  # (Aether Hub and friends pay {E}: the player has some)


def _contains_unsupported(node) -> bool:
    if isinstance(node, Unsupported):
        return True
    if isinstance(node, Node):
        return any(_contains_unsupported(getattr(node, f)) for f in node.__dataclass_fields__)
    if isinstance(node, tuple):
        return any(_contains_unsupported(x) for x in node)
    return False


def _first_add_mana(eff):
    if type(eff) is Seq and eff.steps:
        eff = eff.steps[0]
    if type(eff) is SpendOnly:
        eff = eff.effect
    return eff if type(eff) is AddMana else None


def _colours(ab) -> set[str]:
    """The colours a mana ability's text says it can add (read from the tree, not the solver)."""
    if type(ab.body) is not Body:
        return set()
    add = _first_add_mana(ab.body.effect)
    if add is None:
        return set()
    if add.any_color:
        return set("WUBRG")
    return {ch for text in (add.mana,) + tuple(add.choices) for ch in "WUBRG" if "{" + ch + "}" in text}


def _why_not_alone(abilities, recipes) -> str | None:
    """Why the abilities making a colour can't make it from the land alone (None: they can)."""
    if all(_spend_only(ab) for ab in abilities):
        return RESTRICTED
    if not recipes:
        return "its mana ability isn't a payment source (a variable amount of mana or another kind of cost)"
    reasons = set()
    for r in recipes:
        if r.colors_of:
            reasons.add(COMMANDER)
        elif r.debt is not None:
            reasons.add(FILTER)
        elif r.condition is not None:
            reasons.add("only under a condition")
        elif r.sac is not None:
            reasons.add("sacrifices another permanent")
        elif r.counters:
            reasons.add("needs counters on it")
        elif r.tap is False and not r.sac_self:
            reasons.add("an untap cost")
        else:
            return None
    return "; ".join(sorted(reasons))


RESTRICTED = "its mana can be spent only on some spells (106.6)"
FILTER = "needs another source's mana (a filter land)"
COMMANDER = "its colors are its controller's commander's color identity (903.4; none without one, 903.4f)"


NEED_SOMETHING_ELSE = {
    # only under a condition (you control a Swamp, ...)
    "Nimbus Maze", "Spire of Industry", "Tainted Field", "Tainted Isle", "Tainted Peak", "Tainted Wood",
    # "Tap an untapped creature you control", "Add X mana": not a payment source of its own
    "Baldur's Gate", "Holdout Settlement", "Sanctum of the Sun", "Scene of the Crime", "Survivors' Encampment",
    # sacrifice another permanent; counters it enters with
    "Lazotep Quarry", "Phyrexian Tower", "Mirrodin's Core", "Tendo Ice Bridge",
    # "enters tapped with two charge counters on it" (the Vivid lands; tests/oracle/test_phrases_grown7d.py)
    "Vivid Crag", "Vivid Creek", "Vivid Grove", "Vivid Marsh", "Vivid Meadow",
    # any color in your commander's color identity (tests/rules/test_903_commander.py plays them with one)
    "Command Tower", "Command Tower // Command Tower", "Hidden Hideout",
}


def _spend_only(ab) -> bool:
    eff = ab.body.effect if type(ab.body) is Body else None
    if type(eff) is Seq and eff.steps:
        eff = eff.steps[0]
    return type(eff) is SpendOnly


def _land_names(pool) -> list[str]:
    out = []
    for card in pool.db:
        face = card.faces[0]
        if "Land" in face.types and card.layout not in ("token", "double_faced_token", "art_series"):
            out.append(card.name)
    return sorted(set(out))


@pytest.fixture(scope="module")
def survey(pool):
    """Every land: its colours, and for each colour whether it is offered and paid with the land alone."""
    passed: list[str] = []
    excused: dict[str, str] = {}
    failed: dict[str, str] = {}
    for name in _land_names(pool):
        if not pool.get(name).supported:
            continue  # (the engine can't play all of it: coverage reports it, see cards explain)
        s = Scenario(cards=pool, auto_pay=False)
        try:
            land = s.battlefield(0, name)
        except ScenarioError:
            continue
        st = s.state
        oid = next(i for i in st.battlefield if st.objects[i].uid == land.uid)
        abilities = expanded_abilities(st, oid, chars(st, oid))
        mana_abs = [(i, ab) for i, ab in enumerate(abilities) if type(ab) is Activated and ab.mana]
        if not mana_abs or any(_contains_unsupported(ab) for _, ab in mana_abs):
            continue  # (no mana ability, or one that didn't compile: not this property's business)
        by_colour: dict[str, list] = {}
        for i, ab in mana_abs:
            for col in _colours(ab):
                by_colour.setdefault(col, []).append((ab, recipe_of(abilities, i)))
        if not by_colour:
            continue
        s.state.players[0].counters["energy"] = ENERGY
        s.battlefield(1, "Grizzly Bears")
        for col in sorted(by_colour):
            s.hand(0, SPELLS[col][0])
        g = s.start()
        ok = True
        for col in sorted(by_colour):
            spell, target = SPELLS[col]
            recipes = [r for _, r in by_colour[col] if r is not None]
            why = _why_not_alone([ab for ab, _ in by_colour[col]], recipes)
            offered = any(o[0] == "cast" and g.state.objects[o[1]].card == spell for o in g.decision.options)
            paid = False
            if offered:
                g2 = ScenarioGame(Game(g.state.fork()))
                try:
                    g2.cast(spell, target=target)
                    paid = any(g2.state.objects[o].card == spell for o in g2.state.stack)
                except ScenarioError:
                    paid = False
            if offered and paid:
                continue
            ok = False
            if why is not None:
                excused[name] = why
            else:
                failed[name] = f"{col}: offered={offered} paid={paid}"
        if ok:
            passed.append(name)
    return passed, excused, failed


def test_605_every_land_pays_a_one_pip_spell_of_each_of_its_colours(survey):
    passed, excused, failed = survey
    print(f"\n{len(passed)} lands pay for each of their colours alone; {len(excused)} need something else:")
    for reason, n in Counter(excused.values()).most_common():
        print(f"  {n:4d}  {reason}: {', '.join(sorted(k for k, v in excused.items() if v == reason)[:12])}")
    assert not failed, f"{len(failed)} lands don't pay for a colour they make: {dict(list(failed.items())[:20])}"
    assert len(passed) > 500
    # filter lands (their mana ability costs mana) and lands whose coloured mana is for some spells only
    # can't pay these spells alone by the rules; any other exception is named here
    other = {k for k, v in excused.items() if v not in (FILTER, RESTRICTED)}
    assert other <= NEED_SOMETHING_ELSE, f"new exceptions: { {k: excused[k] for k in other - NEED_SOMETHING_ELSE} }"
    assert sum(v == FILTER for v in excused.values()) <= 60
    assert sum(v == RESTRICTED for v in excused.values()) <= 20
