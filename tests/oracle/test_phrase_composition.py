"""Phrases that compose (issue #24): a noun phrase read once works wherever it may stand. Each test plays a
real card whose support the phrase unlocked and checks the outcome."""
from __future__ import annotations

from manastack.testing import Scenario


def test_108_4_that_player_controls_counts_the_named_players_permanents():
    """Anathemancer: "it deals damage to target player equal to the number of nonbasic lands that player
    controls" -- "that player" is the target player; only their nonbasic lands count."""
    s = Scenario.full()
    s.hand(0, "Anathemancer")
    s.lands(0, "Swamp", 2)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Steam Vents", 2)  # the caster's nonbasic lands are not counted
    s.lands(1, "Breeding Pool", 3)
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    g.cast("Anathemancer")
    g.pass_until_resolved()  # the creature spell resolves; its enters trigger asks for a target
    g.choose("Player 2")  # the enters trigger's target
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_life(0, 20)


def test_701_23_search_then_shuffle_and_put_that_card_on_top():
    """Vampiric Tutor: "Search your library for a card, then shuffle and put that card on top. You lose 2
    life." -- the chosen card ends on top (shuffled first), and is drawn next."""
    s = Scenario.full()
    s.hand(0, "Vampiric Tutor")
    s.lands(0, "Swamp", 1)
    s.library(0, *(["Island"] * 8), "Forest", *(["Island"] * 11))  # 20 cards: chance can't put it on top
    g = s.start("main1")
    g.cast("Vampiric Tutor")
    g.pass_until_resolved()
    forest = next(o for o in g.decision.options if len(o) > 1 and g.obj(o[1]).name == "Forest")
    g.answer(forest)
    g.pass_until_resolved()
    top = g.zone(0, "library")[-1]
    g.check(g.obj(top).name == "Forest", "the found card is on top of the library")
    g.check(len(g.zone(0, "library")) == 20, "the card stayed in the library")
    g.expect_life(0, 18)


def test_108_4_each_creature_that_player_controls_is_the_target_players():
    """Radiating Lightning: "deals 3 damage to target player and 1 damage to each creature that player
    controls" -- the caster's own creatures are not dealt damage."""
    s = Scenario.full()
    s.hand(0, "Radiating Lightning")
    s.lands(0, "Mountain", 4)
    mine = s.battlefield(0, "Llanowar Elves")
    theirs = s.battlefield(1, "Llanowar Elves")
    g = s.start("main1")
    g.cast("Radiating Lightning", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone(theirs, "graveyard")
    g.expect_zone(mine, "battlefield")


def test_701_23_worldly_tutor_finds_only_a_creature_card_and_puts_it_on_top():
    s = Scenario.full()
    s.hand(0, "Worldly Tutor")
    s.lands(0, "Forest", 1)
    s.library(0, *(["Island"] * 10), "Grizzly Bears", *(["Island"] * 9))
    g = s.start("main1")
    g.cast("Worldly Tutor")
    g.pass_until_resolved()
    names = {g.obj(o[1]).name for o in g.decision.options if len(o) > 1}
    g.check(names == {"Grizzly Bears"}, f"only creature cards can be found, offered {names}")
    g.choose("Grizzly Bears")
    g.pass_until_resolved()
    g.check(g.obj(g.zone(0, "library")[-1]).name == "Grizzly Bears", "the creature card is on top")
