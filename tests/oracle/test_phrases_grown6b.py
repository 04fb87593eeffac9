"""Phrases grown in the sixth sitting of issue #24 (helper compB). Each is read in one place and composes with
what stands next to it; compiler tests (the tree, refusals included) first, then behaviour tests that play the
real cards the phrase made supported in ``Scenario.full()``."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Triggered

from .phrase_kit import abilities as _abilities, nodes as _nodes, unread as _unread


# ---------------------------------------------------------------- "whenever you cast or copy ..." (707.10, magecraft)


def test_707_10_cast_or_copy_an_instant_or_sorcery_is_one_trigger():
    ab = _abilities("Whenever you cast or copy an instant or sorcery spell, draw a card.", types=("Creature",))
    assert _unread(ab) == []
    (t,) = _nodes(ab, Triggered)
    assert t.trigger.event == "cast_or_copy" and t.trigger.whose == "you"
    assert set(t.trigger.spell_filter.any_types) == {"Instant", "Sorcery"}


def test_707_10_cast_or_copy_that_spell_is_the_event_object():
    from manastack.tree.refs import EventObject
    ab = _abilities("Whenever you cast or copy an instant or sorcery spell, copy that spell.", types=("Creature",))
    assert _unread(ab) == []
    assert _nodes(ab, EventObject)


def test_707_10_archmage_emeritus_draws_for_a_cast_and_for_a_copy():
    s = Scenario.full()
    s.battlefield(0, "Archmage Emeritus")
    s.hand(0, "Shock", "Twincast")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Forest", "Swamp", "Plains")
    g = s.start("main1")
    g.cast("Shock", target=bears)
    g.pass_priority(2)  # the magecraft trigger of the cast resolves: draw the Forest
    g.check(sorted(g.zone(0, "hand")) == ["Forest", "Twincast"], "drew for casting Shock")
    g.cast("Twincast", target="Shock")
    g.pass_until_resolved()  # Twincast's trigger draws; Twincast resolves and asks about the copy's target
    g.check(g.decision.kind == "target", "707.10c: keep the copy's target or choose a new one")
    g.answer(g.decision.options[0])
    g.pass_until_resolved()  # the copy of Shock triggered magecraft (707.10): draw again
    g.check(sorted(g.zone(0, "hand")) == ["Forest", "Plains", "Swamp"], f"drew for the cast and the copy: {g.zone(0, 'hand')}")
    g.expect_zone(bears, "graveyard")


def test_707_10_witherbloom_apprentice_drains_for_a_copy_made_by_an_opponent_only_if_theirs():
    s = Scenario.full()
    s.battlefield(1, "Witherbloom Apprentice")
    s.hand(0, "Shock", "Twincast")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Shock", target=("player", 1))
    g.cast("Twincast", target="Shock")
    g.pass_until_resolved()
    g.answer(g.decision.options[0])  # the copy keeps its target (707.10c)
    g.pass_until_resolved()
    g.expect_life(1, 16)  # two Shocks; the Apprentice's controller neither cast nor copied a spell
    g.expect_life(0, 20)
