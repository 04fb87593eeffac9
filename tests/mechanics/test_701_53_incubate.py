"""Incubate (701.53) and Incubator tokens (111.10i): double-faced tokens that transform (712), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario
from mechanics.trees import settle


def _tokens(g, name):
    return [i for i in g.state.battlefield if g.state.objects[i].kind == "token" and g.obj(i).name == name]


def _eyes(extra=()):
    s = Scenario.full()
    s.hand(0, "Eyes of Gitaxias")
    s.lands(0, "Island", 5)
    for name in extra:
        s.battlefield(0, name)
    g = s.start("main1")
    g.cast("Eyes of Gitaxias")
    settle(g)
    return g


def test_701_53a_incubate_creates_an_incubator_artifact_with_counters():
    """701.53a, 111.10i: "Incubate 3" creates an Incubator token -- a colorless Incubator artifact, not a creature
    -- that enters with three +1/+1 counters on it (122.6)."""
    g = _eyes()
    (inc,) = _tokens(g, "Incubator")
    o = g.obj(inc)
    assert o.types == {"Artifact"} and "Incubator" in o.subtypes and not o.colors
    assert o.counters == {"+1/+1": 3} and o.power is None


def test_712_18_701_27a_incubator_transforms_into_a_phyrexian_artifact_creature_for_2():
    """111.10i, 701.27a, 712.18: "{2}: Transform this token." turns it over: the same object is now a 0/0 colorless
    Phyrexian artifact creature named Phyrexian Token, its counters kept -- a 3/3."""
    g = _eyes()
    (inc,) = _tokens(g, "Incubator")
    g.activate(inc)
    settle(g)
    assert not _tokens(g, "Incubator")
    (phy,) = _tokens(g, "Phyrexian Token")
    assert phy == inc  # the same object (712.18)
    o = g.obj(phy)
    assert o.types == {"Artifact", "Creature"} and "Phyrexian" in o.subtypes and not o.colors
    assert (o.power, o.toughness) == (3, 3)


def test_712_18_a_transformed_incubator_doesnt_enter_essence_of_orthodoxy():
    """712.18: transforming isn't entering the battlefield: Essence of Orthodoxy ("Whenever this creature or
    another Phyrexian you control enters, incubate 2") doesn't trigger when the Incubator becomes a Phyrexian."""
    g = _eyes(extra=("Essence of Orthodoxy",))
    (inc,) = _tokens(g, "Incubator")
    g.activate(inc)
    settle(g)
    assert len(_tokens(g, "Phyrexian Token")) == 1
    assert _tokens(g, "Incubator") == []


def test_701_27a_seedpod_caretaker_transforms_target_incubator_token():
    """Seedpod Caretaker's second mode, "Transform target Incubator token you control." (701.27a): a double-faced
    token transforms like a double-faced card."""
    s = Scenario.full()
    s.hand(0, "Eyes of Gitaxias", "Seedpod Caretaker")
    s.lands(0, "Island", 3)
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Eyes of Gitaxias")
    settle(g)
    (inc,) = _tokens(g, "Incubator")
    g.cast("Seedpod Caretaker")
    for _ in range(30):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        if d.kind == "priority":
            g.answer(("pass",))
        elif any("mode" in str(o[0]) for o in d.options) and len(d.options) == 2:
            g.answer(d.options[1])
        else:
            g.answer(next((o for o in d.options if inc in o), d.options[0]))
    assert _tokens(g, "Phyrexian Token") == [inc]
    assert (g.obj(inc).power, g.obj(inc).toughness) == (3, 3)
