"""718.3d: "If a permanent that was a prototyped spell is copied, the copy has the alternative power,
toughness, and mana cost characteristics of the permanent ... Any rule or effect that refers to a permanent
that was a prototyped spell refers to the copy as well." And Hulking Metamorph's "enter as a copy" cast
normally (7/7) and prototyped (3/3)."""
from __future__ import annotations

from mechanics.trees import define

from manastack.testing import Scenario
from manastack.tree.abilities import Activated, Body, IsTrue, Static, TargetSpec
from manastack.tree.continuous import CopyOf, ModPT
from manastack.tree.costs import Cost
from manastack.tree.effects import ApplyContinuous, CreateToken, Seq
from manastack.tree.filters import Filter
from manastack.tree.refs import Num, Target, This

CREATURE = TargetSpec(Filter(types=("Creature",)), label="target creature")


def _copier(s):
    """Ornithopter, a test ability: "{T}: Create a token that's a copy of target creature, then target
    creature becomes a copy of the first target.\""""
    body = Body(Seq((CreateToken(copy_of=Target(0)), ApplyContinuous(Target(1), (CopyOf(Target(0)),), "permanent"))),
                (CREATURE, CREATURE))
    define(s.pool, "Ornithopter", (Activated(cost=Cost(tap=True), body=body),))
    return s.battlefield(0, "Ornithopter")


def test_718_3d_copy_of_a_prototyped_permanent_is_prototyped():
    """718.3d: the token copy and the permanent that became a copy of a prototyped Blitz Automaton are
    prototyped too (not only its values): the scenario view and the engine's "prototyped" fact say so,
    while Ornithopter, never prototyped, isn't."""
    from manastack.engine.evaluate import FACTS, Env

    s = Scenario.full()
    orn = _copier(s)
    blitz = s.battlefield(0, "Blitz Automaton", prototyped=True)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate(orn, targets=[blitz, bears])
    g.pass_until_resolved()
    token = next(i for i in g.state.battlefield if g.state.objects[i].kind == "token")
    for c in (token, g.find(bears)):
        assert g.obj(c).prototyped
        assert FACTS["prototyped"](Env(g.state, c, 0), None)
    assert not FACTS["prototyped"](Env(g.state, g.find(orn), 0), None)


def test_718_3d_effect_referring_to_prototyped_permanents_sees_the_copy():
    """718.3d: "Any rule or effect that refers to a permanent that was a prototyped spell refers to the copy
    as well." — Blitz Automaton gets a test ability "As long as this creature is prototyped, it gets
    +1/+1" (prototyped: 3/2 becomes 4/3). A token copy of the prototyped Blitz Automaton and Grizzly Bears
    become a copy of it copy that ability, and are prototyped: 4/3 as well."""
    s = Scenario.full()
    orn = _copier(s)
    own = tuple(s.pool.get("Blitz Automaton").faces[0].abilities)
    define(s.pool, "Blitz Automaton", own + (Static((ModPT(Num(1), Num(1)),), This(), IsTrue("prototyped")),))
    blitz = s.battlefield(0, "Blitz Automaton", prototyped=True)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.expect_pt(blitz, 4, 3)
    g.activate(orn, targets=[blitz, bears])
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 3)
    token = next(i for i in g.state.battlefield if g.state.objects[i].kind == "token")
    assert (g.obj(token).power, g.obj(token).toughness) == (4, 3)


def _metamorph(prototyped: bool):
    s = Scenario.full()
    s.battlefield(0, "Colossal Dreadmaw")  # 6/6 trample
    meta = s.hand(0, "Hulking Metamorph")
    s.lands(0, "Island", 9)
    g = s.start("main1")
    g.cast(meta, prototyped=prototyped)
    g.pass_until_resolved()  # stops at the choice to enter as a copy (707.5)
    d = g.decision
    assert d is not None and d.kind == "choose_cards"
    g.answer(next(o for o in d.options if o[0] == "choose" and g.state.objects[o[1]].card == "Colossal Dreadmaw"))
    g.pass_until_resolved()
    return g, meta


def test_718_3b_hulking_metamorph_cast_normally_enters_as_a_7_7_artifact_copy():
    """707.9b with 718.4: cast normally, Hulking Metamorph enters as a copy of Colossal Dreadmaw, an artifact
    creature in addition, with its own power and toughness: 7/7."""
    g, meta = _metamorph(False)
    v = g.obj(meta)
    assert v.zone == "battlefield" and v.name == "Colossal Dreadmaw"
    assert {"Artifact", "Creature"} <= v.types and "Trample" in v.keywords
    assert (v.power, v.toughness) == (7, 7)
    assert not v.prototyped


def test_718_3b_hulking_metamorph_cast_prototyped_enters_as_a_3_3_artifact_copy():
    """718.3b, 707.9b: cast prototyped, "this creature's power and toughness" are its prototype values —
    it enters as a 3/3 artifact Colossal Dreadmaw, and is still a permanent that was a prototyped spell."""
    g, meta = _metamorph(True)
    v = g.obj(meta)
    assert v.zone == "battlefield" and v.name == "Colossal Dreadmaw"
    assert {"Artifact", "Creature"} <= v.types and "Trample" in v.keywords
    assert (v.power, v.toughness) == (3, 3)
    assert v.prototyped
