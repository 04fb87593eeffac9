"""Behaviour tests for grammar rules that had no builder method, so every card reaching them was
unsupported: clones and token copies with exceptions (707.9), and "with the greatest power among
creatures on the battlefield" (a filter comparing an object's power to the greatest among others).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

from .helpers import cast, game, resolve, targets_offered


def _mine(g, player: int = 0, name: str | None = None):
    """Views of the creatures ``player`` controls (named ``name`` if given); ``token`` tells tokens apart."""
    out = []
    for o in g.state.battlefield:
        v = g.obj(o)
        if v.controller == player and "Creature" in v.types and (name is None or v.name == name):
            v.token = g.state.objects[o].kind == "token"
            out.append(v)
    return out


# ---------------------------------------------------------------- "with the greatest power among ..."


def test_208_topple_targets_only_a_creature_with_the_greatest_power(pool):
    """Topple: "Exile target creature with the greatest power among creatures on the battlefield. (If two or more
    creatures are tied for greatest power, target any one of them.)" Power (208.1) of every creature counts,
    whoever controls it; the tied ones may all be targeted."""
    assert pool.get("Topple").supported
    g = game(pool, hand=[(0, "Topple")], mana={0: "2W"},
             battlefield=[(0, "Hill Giant"), (1, "Grizzly Bears"), (1, "Trained Armodon"), (1, "Savannah Lions")])
    assert targets_offered(g, "Topple") == {"Hill Giant", "Trained Armodon"}  # both 3 power
    cast(g, "Topple", target="Trained Armodon")
    g.expect_zone("Trained Armodon", "exile")


def _upkeep(g, *answers):
    """Pass to the active player's next upkeep and resolve its triggers (503.1)."""
    g.pass_until("upkeep", turn=g.state.turn + 2)
    resolve(g, *answers)
    return g


def test_208_primal_empathy_draws_only_if_you_control_the_greatest_power(pool):
    """Primal Empathy: "At the beginning of your upkeep, draw a card if you control a creature with the greatest
    power among creatures on the battlefield. Otherwise, put a +1/+1 counter on a creature you control." With
    the opponent's 3/3 against your 2/2 it's the counter; once your Bears are the biggest (a tie is enough) it's a
    card."""
    assert pool.get("Primal Empathy").supported
    g = game(pool, battlefield=[(0, "Primal Empathy"), (0, "Grizzly Bears"), (1, "Hill Giant")],
             library=[(0, "Forest")] * 10)
    _upkeep(g, "Grizzly Bears")
    assert g.obj("Grizzly Bears").counters.get("+1/+1") == 1  # now a 3/3, tied with the Hill Giant
    g.pass_until("upkeep", turn=g.state.turn + 2)
    hand = len(g.zone(0, "hand"))
    resolve(g)
    assert len(g.zone(0, "hand")) == hand + 1
    assert g.obj("Grizzly Bears").counters.get("+1/+1") == 1
