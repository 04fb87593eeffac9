"""Official rulings of the control cards of the shipped decks (decks/modern-dimir-control.txt and the
built-in dimir and azorius decks) as scenario tests (issue #32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Gurmag Angler", "2014-11-24", "You exile cards from your graveyard")
@ruling("Gurmag Angler", "2014-11-24", "You can't exile cards to pay")
@ruling("Gurmag Angler", "2014-11-24", "You can't exile more cards than")
def test_gurmag_angler_delve_pays_only_generic_mana_702_66a():
    """702.66a, 601.2h: delve exiles cards as the cost is paid, one for each generic {1} — never more than
    the six generic, never the {B}."""
    s = Scenario.full()
    s.hand(0, "Gurmag Angler")
    s.lands(0, "Swamp", 1)
    s.graveyard(0, *["Grizzly Bears"] * 7)
    g = s.start("main1")
    g.cast("Gurmag Angler", pay="manual")
    n = 0
    while any(o[0] == "delve" for o in g.decision.options):
        g.answer(next(o for o in g.decision.options if o[0] == "delve"))
        n += 1
    g.check(n == 6, f"six cards exiled for the {{6}}, got {n}")
    g.check(len(g.zone(0, "graveyard")) == 1 and len(g.zone(0, "exile")) == 6, "one card stays")
    g.check(not any(o[0] == "delve" for o in g.decision.options), "no delve for {B}")
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_zone("Gurmag Angler", "battlefield")


@ruling("Gurmag Angler", "2014-11-24", "Delve doesn't change a spell's mana")
def test_gurmag_angler_2014_11_24_delve_doesnt_change_a_spells_mana_value_202_3():
    """202.3, 702.66: the spell's mana value is 7 however many cards were exiled."""
    s = Scenario.full()
    s.hand(0, "Gurmag Angler")
    s.lands(0, "Swamp", 1)
    s.graveyard(0, *["Grizzly Bears"] * 6)
    g = s.start("main1")
    g.cast("Gurmag Angler", pay="manual")
    while any(o[0] == "delve" for o in g.decision.options):
        g.answer(next(o for o in g.decision.options if o[0] == "delve"))
    g.choose("auto")
    g.check(g.stack == ["Gurmag Angler"], "on the stack")
    g.check(g.obj("Gurmag Angler").mana_value == 7, "mana value 7")


@ruling("Cryptic Command", "2017-11-17", "You choose both modes as you")
def test_cryptic_command_2017_11_17_you_choose_both_modes_two_different_700_2():
    """700.2, 601.2b: two different modes, chosen as it is cast; a chosen mode can't be chosen again."""
    s = Scenario.full()
    s.hand(0, "Cryptic Command")
    s.lands(0, "Island", 4)
    s.library(0, "Island", "Island")
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    g.check(g.decision.kind == "mode", "modes are chosen as it is cast")
    g.answer(("mode", 3))
    g.check(("mode", 3) not in g.decision.options, "the same mode can't be chosen twice")
    g.answer(("mode", 2))
    g.choose("auto")
    g.pass_until_resolved()
    g.check(len(g.zone(0, "hand")) == 1, "drew one card")


@ruling("Cryptic Command", "2017-11-17", "Look at both chosen modes to determine how many targets Cryptic Command has, if any. If it has at least one target, and all its targets are illegal when it tries to resolve, then it won't")
@ruling("Cryptic Command", "2017-11-17", "Look at both chosen modes to determine how many targets Cryptic Command has, if any. If it has at least one target, and all its targets are illegal when it tries to resolve, then it will")
def test_cryptic_command_all_targets_illegal_no_draw_608_2b():
    """608.2b: bounce + draw with the only target gone: nothing happens, no card is drawn."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Cryptic Command")
    s.lands(0, "Island", 4)
    s.library(0, "Island")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Cryptic Command", modes=[2, 4], target=bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.check(g.zone(0, "hand") == [], "no card drawn")
    g.expect_zone("Cryptic Command", "graveyard")


@ruling("Thoughtseize", "2013-09-15", "The loss of life is part")
def test_thoughtseize_2013_09_15_the_loss_of_life_is_part_of_the_effect_608_2():
    """608.2, 701.5: countered, Thoughtseize does nothing — its controller loses no life."""
    s = Scenario.full()
    s.hand(0, "Thoughtseize")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Counterspell", "Grizzly Bears")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast("Thoughtseize", target="p2")
    g.check(g.life(0) == 20, "no life paid as a cost")
    g.pass_priority()
    g.cast("Counterspell", target="Thoughtseize")
    g.pass_until_resolved()
    g.expect_life(0, 20)
    g.check("Grizzly Bears" in g.zone(1, "hand"), "nothing discarded")


@ruling("Essence Scatter", "2009-10-01", "A \"creature spell\" is any spell with the type creature")
@ruling("Essence Scatter", "2024-11-08", "A \"creature spell\" is any spell")
@ruling("Negate", "2009-10-01", "A \"creature spell\" is any spell with the type creature")
@ruling("Negate", "2024-11-08", "A \"creature spell\" is any spell")
def test_creature_spell_is_any_spell_with_the_type_creature_205_2():
    """205.2a, 302: an artifact creature spell is a creature spell: Essence Scatter can target it and
    Negate ("noncreature spell") can't."""
    s = Scenario.full()
    s.hand(0, "Ornithopter")
    s.hand(1, "Essence Scatter", "Negate")
    s.lands(1, "Island", 4)
    g = s.start("main1")
    g.cast("Ornithopter")
    g.pass_priority()
    casts = {g.obj(o[1]).name for o in g.options() if o[0] == "cast"}
    g.check(casts == {"Essence Scatter"}, f"only Essence Scatter can target it: {casts}")
    g.cast("Essence Scatter", target="Ornithopter")
    g.pass_until_resolved()
    g.expect_zone("Ornithopter", "graveyard")


@ruling("Swords to Plowshares", "2017-11-17", "The amount of life gained is")
@ruling("Swords to Plowshares", "2018-03-16", "The amount of life gained is")
@ruling("Swords to Plowshares", "2022-12-08", "Use the power of the creature")
def test_swords_to_plowshares_life_equals_power_as_last_on_the_battlefield_608_2h():
    """608.2h: the creature's power as it last existed on the battlefield — pumped by Giant Growth, 5."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Giant Growth")
    s.lands(1, "Forest", 1)
    s.hand(0, "Swords to Plowshares")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Swords to Plowshares", target=bears)
    g.pass_priority()
    g.cast("Giant Growth", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.expect_life(1, 25)


@ruling("Swords to Plowshares", "2017-11-17", "If the creature's power is negative")
@ruling("Swords to Plowshares", "2018-03-16", "If the creature's power is negative")
def test_swords_to_plowshares_negative_power_no_life_change_107_1b():
    """107.1b: gaining a negative amount of life is gaining none; its controller's life doesn't change."""
    s = Scenario.full()
    wall = s.battlefield(1, "Wall of Wood")
    s.battlefield(0, "Weakness", attached_to=wall)
    s.hand(0, "Swords to Plowshares")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.check(g.obj(wall).power == -2, f"power -2, is {g.obj(wall).power}")
    g.cast("Swords to Plowshares", target=wall)
    g.pass_until_resolved()
    g.expect_zone(wall, "exile")
    g.expect_life(1, 20)


@ruling("Mulldrifter", "2018-07-13", "The ability that causes you to")
def test_mulldrifter_2018_07_13_the_ability_that_causes_you_to_sacrifice_is_triggered_702_74a():
    """702.74a: evoked, Mulldrifter enters and its sacrifice trigger goes on the stack; players can respond
    while it is on the battlefield (here its draw trigger resolves first, by the controller's order)."""
    s = Scenario.full()
    s.hand(0, "Mulldrifter")
    s.lands(0, "Island", 3)
    s.library(0, "Island", "Island", "Island")
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast" and "evoke" in str(o[2])))
    g.choose("auto")
    g.pass_priority(2)
    while g.decision.kind != "priority":  # order the two triggers: any order
        g.answer(g.decision.options[0])
    g.check(len(g.stack) == 2, f"both triggers on the stack: {g.stack}")
    g.expect_zone("Mulldrifter", "battlefield")
    g.pass_until_resolved()
    g.expect_zone("Mulldrifter", "graveyard")
    g.check(len(g.zone(0, "hand")) == 2, "drew two")


@ruling("Mulldrifter", "2018-07-13", "If a creature with evoke enters")
def test_mulldrifter_2018_07_13_if_a_creature_with_evoke_enters_without_being_cast_702_74a():
    """702.74a: the sacrifice trigger checks that the evoke cost was paid; put onto the battlefield by
    Zombify, Mulldrifter stays."""
    s = Scenario.full()
    s.graveyard(0, "Mulldrifter")
    s.hand(0, "Zombify")
    s.lands(0, "Swamp", 4)
    s.library(0, "Island", "Island", "Island")
    g = s.start("main1")
    g.cast("Zombify", target="Mulldrifter")
    g.pass_until_resolved()
    g.expect_zone("Mulldrifter", "battlefield")
    g.check(len(g.zone(0, "hand")) == 2, "drew two")
