"""More official rulings of the shipped decks' cards (issue #32): Go for the Throat, Faerie Miscreant,
Hydroblast, Snap, Pulse of Murasa, Thraben Inspector, Dismember."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Go for the Throat", "2011-06-01", "If the targeted creature is also an artifact when Go for the Throat tries to resolve, it won't")
@ruling("Go for the Throat", "2011-06-01", "If the targeted creature is also an artifact when Go for the Throat tries to resolve, it will")
@ruling("Go for the Throat", "2022-10-14", "If the targeted creature is also")
def test_go_for_the_throat_target_became_an_artifact_doesnt_resolve_608_2b():
    """608.2b: made an artifact by Liquimetal Coating in response, the creature is an illegal target;
    Go for the Throat doesn't resolve."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Liquimetal Coating")
    s.hand(0, "Go for the Throat")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Go for the Throat", target=bears)
    g.pass_priority()
    g.activate("Liquimetal Coating", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone("Go for the Throat", "graveyard")


@ruling("Faerie Miscreant", "2015-06-22", "Faerie Miscreant's triggered ability checks to")
@ruling("Faerie Miscreant", "2019-07-12", "Faerie Miscreant's triggered ability checks to")
def test_faerie_miscreant_intervening_if_checked_on_trigger_and_resolution_603_4():
    """603.4: with no other Faerie Miscreant the ability doesn't trigger; with one it triggers, and if that
    one is gone by resolution it does nothing."""
    s = Scenario.full()
    s.hand(0, "Faerie Miscreant")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Faerie Miscreant")
    g.pass_until_resolved()
    g.check(g.zone(0, "hand") == [], "alone: no trigger, no draw")
    s = Scenario.full()
    s.battlefield(0, "Faerie Miscreant")
    s.hand(0, "Faerie Miscreant")
    s.lands(0, "Island", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Faerie Miscreant")
    g.pass_priority(2)
    g.check(len(g.stack) == 1, f"triggered: {g.stack}")
    old = g.find("Faerie Miscreant", zone="battlefield")
    g.pass_priority()
    g.cast("Lightning Bolt", target=old)
    g.pass_until_resolved()
    g.check(g.zone(0, "hand") == [], "the other one gone: no draw")


@ruling("Hydroblast", "2016-06-08", "Hydroblast can target any spell or")
def test_hydroblast_2016_06_08_hydroblast_can_target_any_spell_or_permanent_608_2():
    """Hydroblast can target a nonred permanent (the color is checked as it resolves): nothing happens."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Hydroblast")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Hydroblast", modes=[2], target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    g.expect_zone("Hydroblast", "graveyard")


@ruling("Snap", "2016-06-08", "You choose which lands to untap")
@ruling("Snap", "2004-10-04", "You can untap 0, 1, or")
def test_snap_untaps_up_to_two_lands_chosen_on_resolution_any_controller_608_2c():
    """608.2c: the lands are chosen as Snap resolves, untargeted — an opponent's land can be chosen."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    theirs = s.battlefield(1, "Forest", tapped=True)
    s.hand(0, "Snap")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Snap", target=bears)
    g.pass_until_resolved()
    g.check(g.decision.kind != "priority", "lands chosen as it resolves")
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find(theirs)))
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "done"))
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.check(not g.obj(theirs).tapped, "the opponent's Forest untapped")


@ruling("Pulse of Murasa", "2019-07-12", "If the target card is an")
def test_pulse_of_murasa_2019_07_12_if_the_target_card_is_an_illegal_target_no_life_608_2b():
    """608.2b: the target card gone from the graveyard, Pulse doesn't resolve; no life is gained."""
    s = Scenario.full()
    s.graveyard(0, "Grizzly Bears")
    s.hand(0, "Pulse of Murasa")
    s.lands(0, "Forest", 3)
    s.hand(1, "Coffin Purge")
    s.lands(1, "Swamp", 1)
    g = s.start("main1")
    g.cast("Pulse of Murasa", target="Grizzly Bears")
    g.pass_priority()
    g.cast("Coffin Purge", target="Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "exile")
    g.expect_zone("Pulse of Murasa", "graveyard")
    g.expect_life(0, 20)


@ruling("Thraben Inspector", "2016-04-08", "The tokens are normal artifacts for")
def test_thraben_inspector_2016_04_08_the_tokens_are_normal_artifacts_111_10f():
    """111.10f: a Clue is an artifact like any other: Disenchant can target and destroy it."""
    s = Scenario.full()
    s.hand(0, "Thraben Inspector")
    s.lands(0, "Plains", 1)
    s.hand(1, "Disenchant")
    s.lands(1, "Plains", 2)
    g = s.start("main1")
    g.cast("Thraben Inspector")
    g.pass_until_resolved()
    g.pass_priority()
    g.cast("Disenchant", target="Clue")
    g.pass_until_resolved()
    g.check("Clue" not in g.zone(0, "battlefield"), "destroyed")


@ruling("Dismember", "2011-06-01", "As you cast a spell or")
def test_dismember_2011_06_01_phyrexian_mana_paid_with_life_as_you_cast_601_2f():
    """601.2f-h, 107.4f: with no black mana, both Phyrexian symbols are paid with 2 life each (4 life)."""
    s = Scenario.full()
    bears = s.battlefield(1, "Centaur Courser")
    s.hand(0, "Dismember")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Dismember", target=bears)
    g.expect_life(0, 16)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


@ruling("Eidolon of the Great Revel", "2018-03-16", "The amount of mana spent to")
def test_eidolon_of_the_great_revel_2018_03_16_the_amount_of_mana_spent_doesnt_change_mana_value_202_3():
    """202.3, 118.9: Mulldrifter evoked for {2}{U} still has mana value 5 — Eidolon doesn't trigger."""
    s = Scenario.full()
    s.battlefield(1, "Eidolon of the Great Revel")
    s.hand(0, "Mulldrifter")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and "evoke" in str(o[2])))
    g.choose("auto")
    g.check(g.stack == ["Mulldrifter"], f"no Eidolon trigger: {g.stack}")
    g.check(g.obj("Mulldrifter").mana_value == 5, "mana value 5")


@ruling("Hydroblast", "2004-10-04", "The decision to counter a spell")
def test_hydroblast_2004_10_04_the_mode_is_chosen_before_the_target_601_2b():
    """601.2b-c: the mode is chosen first; "counter target spell" then offers only spells as targets."""
    s = Scenario.full()
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Hydroblast")
    s.lands(0, "Island", 1)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Shock", target="p1")
    g.pass_priority()
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    g.check(g.decision.kind == "mode", "the mode comes first")
    g.answer(("mode", 0))
    names = {g.obj(o[1]).name for o in g.decision.options if o[0] == "target"}
    g.check(names == {"Shock"}, f"only spells: {names}")
    g.answer(next(o for o in g.decision.options if o[0] == "target"))
    if g.decision.kind == "pay":
        g.choose("auto")
    g.pass_until_resolved()
    g.expect_zone("Shock", "graveyard")
    g.expect_life(0, 20)
