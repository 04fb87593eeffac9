"""Phrases grown in the third sitting of issue #24, from the top of the phrase report. Each is read in one place
and composes with what stands next to it; compiler tests (the tree, refusals included) first, then behaviour
tests that play the real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

import itertools

from manastack.cards.face import Card, CardFace
from manastack.oracle import compile_card
from manastack.testing import Scenario
from manastack.tree import Unparsed, Unsupported
from manastack.tree.continuous import Restrict
from manastack.tree.effects import ApplyContinuous, CreateDelayedTrigger, Fight, GainControl, GainLife, MoveTo
from manastack.tree.filters import Filter
from manastack.tree.refs import EventObject, Remembered, Target

_ids = itertools.count()


def _abilities(text: str, types=("Instant",)):
    name = f"Grown Phrase Three {next(_ids)}"
    face = CardFace(name, types=tuple(types), text=text, type_line=" ".join(types))
    return compile_card(Card(name, "normal", (face,))).abilities


def _unread(abilities) -> list[str]:
    return [n.text for a in abilities for n in a.walk() if isinstance(n, (Unsupported, Unparsed))]


def _nodes(abilities, cls):
    return [n for a in abilities for n in a.walk() if isinstance(n, cls)]


# ---------------------------------------------------------------- "When/Whenever <event> this turn, ..." (603.7b)


def test_603_7b_whenever_event_this_turn_is_a_delayed_trigger_with_a_duration():
    ab = _abilities("Creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.",
                    types=("Sorcery",))
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.once is False  # a stated duration: it triggers each time this turn (603.7b)
    assert d.trigger.event == "dies" and d.trigger.subject == Filter(types=("Creature",))
    assert isinstance(d.body.effect, GainLife)


def test_603_7c_that_creature_in_a_delayed_event_is_the_target_kept_in_memory():
    ab = _abilities("Target creature gets +2/+0 until end of turn. When that creature dies this turn, return it "
                    "to the battlefield under your control.")
    assert _unread(ab) == []
    (d,) = _nodes(ab, CreateDelayedTrigger)
    assert d.trigger.subject == Remembered("target0")
    mv = [n for n in d.body.walk() if isinstance(n, MoveTo)][0]
    assert mv.what == EventObject()  # "it" is the creature that died, not the target's old object


def test_603_7_delayed_event_trigger_choosing_a_target_is_refused():
    ab = _abilities("Target creature gets +1/+1 until end of turn. When that creature dies this turn, destroy "
                    "target artifact.")
    assert len(_unread(ab)) == 1


def test_603_7_that_creature_as_an_ordinary_trigger_subject_is_refused():
    ab = _abilities("Whenever that creature attacks, draw a card.", types=("Enchantment",))
    assert len(_unread(ab)) == 1


def test_603_7b_delayed_trigger_with_an_intervening_condition_is_refused():
    ab = _abilities("Target creature gets +1/+1 until end of turn. Whenever that creature deals combat damage "
                    "this turn, if you control a Wizard, draw a card.")
    assert len(_unread(ab)) == 1


def test_701_14a_that_creature_fought_is_the_other_creature_named_before():
    ab = _abilities("Choose target creature an opponent controls. Target creature you control fights that "
                    "creature.", types=("Sorcery",))
    assert _unread(ab) == []
    (f,) = _nodes(ab, Fight)
    assert f.a == Target(1) and f.b == Target(0)


def test_603_7b_blessed_defiance_token_when_that_creature_dies_this_turn():
    s = Scenario.full()
    s.hand(0, "Blessed Defiance", "Lightning Bolt", "Shock")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Plains", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    other = s.battlefield(0, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Blessed Defiance", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 4, 2)
    g.cast("Shock", target=other)  # another creature dying triggers nothing
    g.pass_until_resolved()
    g.expect_zone(other, "graveyard")
    g.check("Spirit" not in g.zone(0, "battlefield"), "no Spirit for another creature")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.check(g.zone(0, "battlefield").count("Spirit") == 1, f"one Spirit token: {g.zone(0, 'battlefield')}")


def test_603_7b_death_frenzy_gains_life_for_each_creature_dying_this_turn_only():
    s = Scenario.full()
    s.hand(0, "Death Frenzy")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Forest", 2)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Craw Wurm")  # 6/4 survives
    g = s.start("main1")
    g.cast("Death Frenzy")
    g.pass_until_resolved()
    g.answer(("trigger", 0))  # two delayed triggers at once: their controller orders them (603.3b)
    g.pass_until_resolved()
    g.expect_life(0, 22)
    g.check(not g.state.delayed or g.state.turn == 1, "the delayed trigger lasts this turn")
    g.pass_until("upkeep", turn=2)
    g.check(not g.state.delayed, "a stated duration ends with the turn (603.7b)")


# ---------------------------------------------------------------- "for as long as ~ remains tapped / on the battlefield"


def test_611_2b_for_as_long_as_self_remains_tapped_is_a_duration_anywhere():
    ab = _abilities("{2}, {T}: Target creature gets +0/+3 for as long as this artifact remains tapped.",
                    types=("Artifact",))
    assert _unread(ab) == []
    (ac,) = _nodes(ab, ApplyContinuous)
    assert ac.duration == "while_source_tapped"
    ab = _abilities("{T}: Gain control of target creature for as long as this artifact remains tapped.",
                    types=("Artifact",))
    assert [n.duration for n in _nodes(ab, GainControl)] == ["while_source_tapped"]


def test_611_2b_doesnt_untap_for_as_long_as_is_a_one_shot_restriction_with_that_duration():
    ab = _abilities("When this creature enters, tap target creature an opponent controls. That creature doesn't "
                    "untap during its controller's untap step for as long as you control this creature.",
                    types=("Creature",))
    assert _unread(ab) == []
    ac = [n for n in _nodes(ab, ApplyContinuous) if n.mods == (Restrict("doesnt_untap"),)]
    assert ac and ac[0].duration == "while_controlled" and ac[0].affected == Target(0)
    ab = _abilities("When this creature enters, target land becomes an Island for as long as this creature "
                    "remains on the battlefield.", types=("Creature",))
    assert [n.duration for n in _nodes(ab, ApplyContinuous)] == ["while_source_on_battlefield"]


def test_611_2b_next_untap_step_with_another_duration_is_refused():
    ab = _abilities("Tap target creature. That creature doesn't untap during its controller's next untap step "
                    "for as long as you control this artifact.", types=("Artifact",))
    assert len(_unread(ab)) == 1


def test_502_3_endoskeleton_bonus_lasts_while_it_stays_tapped():
    s = Scenario.full()
    endo = s.battlefield(0, "Endoskeleton")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate(endo, target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 2, 5)
    g.pass_until("upkeep", turn=2)
    g.expect_pt(bears, 2, 5)  # the opponent's untap step doesn't untap it
    g.pass_until("untap", turn=3)
    d = g.decision
    g.check(d is not None and ("keep_tapped", g.find(endo)) in d.options,
            f"502.3: asked whether to untap Endoskeleton: {d}")
    g.answer(("keep_tapped", g.find(endo)))
    g.pass_until("main1", turn=3)
    g.expect_pt(bears, 2, 5)
    g.check(g.obj(endo).tapped, "kept tapped")
    g.pass_until("untap", turn=5)
    g.answer(("untap", g.find(endo)))
    g.pass_until("main1", turn=5)
    g.check(not g.obj(endo).tapped, "untapped")
    g.expect_pt(bears, 2, 2)  # the effect ended with it (611.2b)


def test_611_2b_dungeon_geists_keeps_the_creature_tapped_while_controlled():
    s = Scenario.full()
    s.hand(0, "Dungeon Geists")
    s.lands(0, "Island", 4)
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start("main1")
    g.cast("Dungeon Geists")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind == "target":
        g.answer(("target", g.find(wurm)))
    g.pass_until_resolved()
    g.check(g.obj(wurm).tapped, "tapped by the enters trigger")
    g.pass_until("main1", turn=2)
    g.check(g.obj(wurm).tapped, "doesn't untap while Dungeon Geists is controlled")
