"""Behaviour tests for grammar rules that had no builder method, so every card reaching them was
unsupported: clones and token copies with exceptions (707.9), and "with the greatest power among
creatures on the battlefield" (a filter comparing an object's power to the greatest among others).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

from .helpers import activate, cast, game, resolve, targets_offered


def _mine(g, player: int = 0, name: str | None = None):
    """Views of the creatures ``player`` controls (named ``name`` if given); ``token`` tells tokens apart."""
    out = []
    for o in g.state.battlefield:
        v = g.obj(o)
        if v.controller == player and "Creature" in v.types and (name is None or v.name == name):
            v.token = g.state.objects[o].kind == "token"
            out.append(v)
    return out


# ---------------------------------------------------------------- "enter as a copy ..., except" (707.9)


def test_707_9b_quicksilver_gargantuan_enters_as_a_7_7_copy(pool):
    """Quicksilver Gargantuan: "You may have this creature enter as a copy of any creature on the battlefield,
    except it's 7/7." It copies Serra Angel's name and flying (707.2), but its power and toughness are the
    exception's 7/7 (707.9b)."""
    assert pool.get("Quicksilver Gargantuan").supported
    g = game(pool, hand=[(0, "Quicksilver Gargantuan")], battlefield=[(1, "Serra Angel")], mana={0: "5UU"})
    cast(g, "Quicksilver Gargantuan", "Serra Angel")
    (c,) = _mine(g)
    assert c.name == "Serra Angel" and "Flying" in c.keywords
    assert (c.power, c.toughness) == (7, 7)


def test_707_9b_the_exception_is_copiable_a_clone_of_the_gargantuan_is_7_7(pool):
    """707.9b: the exception's values become the copy's copiable values, so a Clone entering as a copy of the
    Gargantuan-as-Serra-Angel is a 7/7 Serra Angel as well."""
    g = game(pool, hand=[(0, "Quicksilver Gargantuan"), (0, "Clone")], battlefield=[(1, "Serra Angel")],
             mana={0: "5UU3U"})
    cast(g, "Quicksilver Gargantuan", "Serra Angel")
    gargantuan = _mine(g)[0].id
    cast(g, "Clone", gargantuan)
    views = _mine(g)
    assert len(views) == 2
    assert all((v.name, v.power, v.toughness) == ("Serra Angel", 7, 7) for v in views)


def test_707_9b_phyrexian_metamorph_is_an_artifact_in_addition_to_its_other_types(pool):
    """Phyrexian Metamorph: "... enter as a copy of any artifact or creature on the battlefield, except it's an
    artifact in addition to its other types." As a copy of Grizzly Bears it is a 2/2 Bear artifact creature."""
    assert pool.get("Phyrexian Metamorph").supported
    g = game(pool, hand=[(0, "Phyrexian Metamorph")], battlefield=[(1, "Grizzly Bears")], mana={0: "3U"})
    cast(g, "Phyrexian Metamorph", "Grizzly Bears")
    (c,) = _mine(g)
    assert c.name == "Grizzly Bears" and (c.power, c.toughness) == (2, 2)
    assert {"Artifact", "Creature"} <= set(c.types) and "Bear" in c.subtypes


def test_707_9a_phantasmal_image_gains_the_sacrifice_trigger_as_it_copies(pool):
    """Phantasmal Image: "... except it's an Illusion in addition to its other types and it has 'When this
    creature becomes the target of a spell or ability, sacrifice it.'" The copy of Serra Angel is an Illusion
    Angel, and when Shock targets it, it is sacrificed before Shock resolves (707.9a: the gained ability)."""
    assert pool.get("Phantasmal Image").supported
    g = game(pool, hand=[(0, "Phantasmal Image"), (0, "Shock")], battlefield=[(1, "Serra Angel")],
             mana={0: "1UR"})
    cast(g, "Phantasmal Image", "Serra Angel")
    (c,) = _mine(g)
    assert c.name == "Serra Angel" and {"Illusion", "Angel"} <= set(c.subtypes)
    cast(g, "Shock", target=c.id)
    assert _mine(g) == []
    assert len(g.zone(0, "graveyard")) == 2  # Phantasmal Image sacrificed, Shock resolved without its target


# ---------------------------------------------------------------- "create a token that's a copy of ..., except"


def test_707_9b_multiversal_recruitment_token_copy_isnt_legendary(pool):
    """Multiversal Recruitment: "Create a token that's a copy of target creature you control, except it isn't
    legendary." The token copy of Isamaru isn't legendary, so the legend rule (704.5j) leaves both."""
    assert pool.get("Multiversal Recruitment").supported
    g = game(pool, hand=[(0, "Multiversal Recruitment")], battlefield=[(0, "Isamaru, Hound of Konda")],
             mana={0: "3U"})
    cast(g, "Multiversal Recruitment", target="Isamaru, Hound of Konda")
    both = _mine(g, name="Isamaru, Hound of Konda")
    assert len(both) == 2
    token = next(v for v in both if v.token)
    assert "Legendary" not in token.supertypes and (token.power, token.toughness) == (2, 2)


def test_707_9a_kiki_jiki_token_copy_has_haste(pool):
    """Kiki-Jiki, Mirror Breaker: "{T}: Create a token that's a copy of target nonlegendary creature you
    control, except it has haste. Sacrifice it at the beginning of the next end step." The token Grizzly
    Bears has haste; it's gone at the end step."""
    assert pool.get("Kiki-Jiki, Mirror Breaker").supported
    g = game(pool, battlefield=[(0, "Kiki-Jiki, Mirror Breaker"), (0, "Grizzly Bears")])
    activate(g, "Kiki-Jiki, Mirror Breaker", target="Grizzly Bears")
    bears = _mine(g, name="Grizzly Bears")
    assert len(bears) == 2
    token = next(v for v in bears if v.token)
    assert "Haste" in token.keywords
    original = next(v for v in bears if not v.token)
    assert "Haste" not in original.keywords  # the exception is the token's alone
    g.pass_until("end")
    resolve(g)
    assert len(_mine(g, name="Grizzly Bears")) == 1
    assert not _mine(g, name="Grizzly Bears")[0].token  # the token is sacrificed, not the creature it copied


def test_707_9b_croaking_counterpart_token_is_a_1_1_green_frog(pool):
    """Croaking Counterpart: "Create a token that's a copy of target non-Frog creature, except it's a 1/1 green
    Frog." The copy of Serra Angel keeps its name and flying but is a 1/1 green Frog creature (its color and
    creature type instead of the Angel's, 707.9b)."""
    assert pool.get("Croaking Counterpart").supported
    g = game(pool, hand=[(0, "Croaking Counterpart")], battlefield=[(1, "Serra Angel")], mana={0: "1GU"})
    cast(g, "Croaking Counterpart", target="Serra Angel")
    (t,) = _mine(g)
    assert t.token and t.name == "Serra Angel" and "Flying" in t.keywords
    assert (t.power, t.toughness) == (1, 1)
    assert set(t.subtypes) == {"Frog"} and "Creature" in t.types
    from manastack.core.colors import G

    assert t.color_mask == G


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
