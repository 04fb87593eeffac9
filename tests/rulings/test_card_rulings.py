"""Single-card official rulings of the target cards (issue #32), each a scenario with the card itself:
Disdainful Stroke, Enter the God-Eternals, Druid's Deliverance, Tangle Angler, Abbot of Keral Keep, Aligned
Hedron Network, Emrakul, the Promised End."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all


@ruling("Disdainful Stroke", "2014-09-20", "A face-down spell has converted mana cost 0")
@ruling("Disdainful Stroke", "2021-03-19", "A face-down spell has converted mana cost 0")
@ruling("Disdainful Stroke", "2021-03-19", "A face-down spell has mana value 0")
def test_disdainful_stroke_2014_09_20_a_face_down_spell_has_mana_value_0_708_4_202_3():
    """708.4, 202.3: Sagu Mauler (mana value 6) cast face down is a spell with mana value 0 — not a legal
    target for "target spell with mana value 4 or greater"; cast face up, it is."""
    for face_down in (True, False):
        s = Scenario.full()
        h = s.hand(0, "Sagu Mauler")
        s.lands(0, "Forest", 3); s.lands(0, "Island", 3)
        s.hand(1, "Disdainful Stroke")
        s.lands(1, "Island", 2)
        g = s.start("main1")
        opt = next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h)
                   and (o[2] == "facedown") == face_down)
        g.answer(opt)
        g.choose("auto")
        g.pass_priority()
        can = any(o[0] == "cast" and o[1] == g.find("Disdainful Stroke") for o in g.options())
        g.check(can != face_down, f"face down {face_down}: Disdainful Stroke castable {can}")


@ruling("Enter the God-Eternals", "2019-05-03", "If the target creature has less than 4")
def test_enter_the_god_eternals_2019_05_03_if_the_target_creature_has_less_than_4_120_3_120_10():
    """120.3, 120.10: all 4 damage is dealt to a 2/2 (damage isn't capped by toughness), so its controller
    gains 4."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Enter the God-Eternals")
    s.lands(0, "Island", 3); s.lands(0, "Swamp", 2)
    g = s.start("main1")
    try:
        g.cast("Enter the God-Eternals", target=bears)
    except ScenarioError:  # then the target player
        pass
    while g.decision.kind != "priority":
        g.answer(next((o for o in g.decision.options if o == ("target_player", 1)), g.decision.options[0]))
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    g.expect_life(0, 24)


@ruling("Druid's Deliverance", "2017-03-14", "You can cast Druid's Deliverance even if")
@ruling("Druid's Deliverance", "2013-04-15", "If you control no creature tokens when")
def test_druids_deliverance_2017_03_14_you_can_cast_without_tokens_populate_does_nothing_701_30b():
    """701.30b, 601.2: populate has no target, so the spell may be cast with no creature token; it resolves,
    makes no token, and the combat damage to its caster is still prevented."""
    s = Scenario.full()
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Druid's Deliverance")
    s.lands(0, "Forest", 2)
    g = s.start("main1", active=1)
    g.pass_until("declare attackers")
    g.attack("Grizzly Bears")
    g.pass_priority()
    g.cast("Druid's Deliverance")
    resolve_all(g)
    g.expect_zone("Druid's Deliverance", "graveyard")
    g.check(len(g.zone(0, "battlefield")) == 2, f"no token: {g.zone(0, 'battlefield')}")
    g.no_blocks()
    g.pass_until("main2", turn=1)
    g.expect_life(0, 20)


@ruling("Tangle Angler", "2011-01-01", "The -1/-1 counters remain on the creature")
def test_tangle_angler_2011_01_01_the_minus_counters_remain_on_the_creature_702_90c_122_1():
    """702.90c, 122.1: the damage is -1/-1 counters, not damage — they stay when the turn ends."""
    s = Scenario.full()
    s.battlefield(0, "Tangle Angler")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack("Tangle Angler")
    g.block("Tangle Angler", with_=giant)
    g.pass_until("main2")
    g.check(g.obj(giant).counters == {"-1/-1": 1} and g.obj(giant).damage == 0, f"{g.obj(giant)}")
    g.pass_until("upkeep", turn=2)
    g.check(g.obj(giant).counters == {"-1/-1": 1}, "the counter stays after the turn")
    g.expect_pt(giant, 2, 2)


def _abbot_and_shock(counter: bool):
    s = Scenario.full()
    abbot = s.battlefield(0, "Abbot of Keral Keep")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    if counter:
        s.hand(1, "Counterspell")
        s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Shock", target=1)
    return g, abbot


@ruling("Abbot of Keral Keep", "2015-06-22", "Prowess goes on the stack on top")
def test_abbot_of_keral_keep_2015_06_22_prowess_goes_on_the_stack_on_top_603_3():
    """603.3, 702.108a: the prowess trigger is put on the stack above Shock and resolves first."""
    g, abbot = _abbot_and_shock(False)
    g.check(len(g.stack) == 2 and "Shock" in g.stack[0], f"Shock below its trigger: {g.stack}")
    g.pass_priority(2)
    g.check(len(g.stack) == 1 and "Shock" in g.stack[0], "the trigger resolved first")
    g.expect_pt(abbot, 3, 2)


@ruling("Abbot of Keral Keep", "2015-06-22", "Once it triggers, prowess isn't connected")
def test_abbot_of_keral_keep_2015_06_22_once_it_triggers_prowess_isnt_connected_603_3_702_108a():
    """702.108a: the trigger is independent of the spell — Shock countered, Abbot still gets +1/+1."""
    g, abbot = _abbot_and_shock(True)
    g.pass_priority()
    g.cast("Counterspell", target="Shock")
    resolve_all(g)
    g.expect_zone("Shock", "graveyard")
    g.expect_life(1, 20)
    g.expect_pt(abbot, 3, 2)


@ruling("Aligned Hedron Network", "2015-08-25", "If Aligned Hedron Network leaves the battlefield")
def test_aligned_hedron_network_2015_08_25_if_it_leaves_before_its_trigger_nothing_is_exiled_610_3c():
    """610.3c: the duration "until this leaves the battlefield" has already ended as the trigger resolves, so
    nothing is exiled."""
    s = Scenario.full()
    big = s.battlefield(1, "Colossal Dreadmaw")
    s.hand(0, "Aligned Hedron Network")
    s.lands(0, "Wastes", 4)
    s.hand(1, "Shatter")
    s.lands(1, "Mountain", 2)
    g = s.start("main1")
    g.cast("Aligned Hedron Network")
    g.pass_priority(2)
    g.check(any("Aligned Hedron Network" in x for x in g.stack), f"its trigger waits: {g.stack}")
    g.pass_priority()
    g.cast("Shatter", target="Aligned Hedron Network")
    resolve_all(g)
    g.expect_zone("Aligned Hedron Network", "graveyard")
    g.expect_zone(big, "battlefield")


@ruling("Emrakul, the Promised End", "2016-07-13", "Protection from instants means that")
def test_emrakul_the_promised_end_2016_07_13_protection_from_instants_702_16b():
    """702.16b: an instant can't target Emrakul on the battlefield (Lightning Bolt has no legal target but
    the player); a sorcery can."""
    s = Scenario.full()
    s.battlefield(1, "Emrakul, the Promised End")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    try:
        g.cast("Lightning Bolt")
    except ScenarioError:
        pass
    d = g.decision
    emrakul = g.find("Emrakul, the Promised End")
    g.check(d.kind == "target" and not any(o[0] == "target" and o[1] == emrakul for o in d.options),
            f"Emrakul isn't a legal target: {d.options}")


@ruling("Emrakul, the Promised End", "2016-07-13", "Protection abilities only apply while the")
def test_emrakul_the_promised_end_2016_07_13_protection_only_on_the_battlefield_702_16a():
    """702.16a, 114: protection works on the battlefield only — Emrakul on the stack can be countered by an
    instant (Cancel)."""
    s = Scenario.full()
    s.hand(0, "Emrakul, the Promised End")
    s.lands(0, "Wastes", 13)
    s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    try:
        g.cast("Emrakul, the Promised End")
    except ScenarioError:  # the cast trigger's target
        pass
    while g.decision.kind != "priority":
        g.answer(next((o for o in g.decision.options if o == ("target_player", 1)), g.decision.options[0]))
    g.pass_priority()
    g.cast("Cancel", target="Emrakul, the Promised End")
    resolve_all(g)
    g.expect_zone("Emrakul, the Promised End", "graveyard")
