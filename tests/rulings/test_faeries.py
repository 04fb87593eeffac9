"""Official rulings of the cards of decks/pauper-mono-blue-faeries.dek as scenario tests (issue #32)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


@ruling("Brainstorm", "2016-06-08", "You draw three cards and put")
@ruling("Brainstorm", "2018-03-16", "You draw three cards and put")
def test_brainstorm_draw_three_then_put_back_two_in_one_resolution_608_2():
    """608.2: the draw and the put-back happen in one resolution — the next decision after the draw is the
    choice of cards to put back, not priority."""
    s = Scenario.full()
    s.hand(0, "Brainstorm")
    s.lands(0, "Island", 1)
    s.library(0, "Grizzly Bears", "Centaur Courser", "Shock")
    g = s.start("main1")
    g.cast("Brainstorm")
    g.pass_until_resolved()
    d = g.decision
    g.check(d.kind != "priority" and g.stack == ["Brainstorm"], f"still resolving: {d.kind}")
    g.check(set(g.zone(0, "hand")) == {"Grizzly Bears", "Centaur Courser", "Shock"}, "drew three")


def _sprite_scenario():
    s = Scenario.full()
    s.hand(0, "Spellstutter Sprite")
    s.lands(0, "Island", 2)
    s.hand(1, "Shock", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    return s


@ruling("Spellstutter Sprite", "2007-10-01", "The value of X needs to be determined both when the ability triggers so you can choose a target and again when the ability resolves to check if that target is still legal. If the number of Faeries you control has decreased enough in that time to make the target illegal, Spellstutter Sprite's ability won't")
@ruling("Spellstutter Sprite", "2007-10-01", "The value of X needs to be determined both when the ability triggers so you can choose a target and again when the ability resolves to check if that target is still legal. If the number of Faeries you control has decreased enough in that time to make the target illegal, Spellstutter Sprite's ability will")
def test_spellstutter_sprite_x_is_checked_again_on_resolution_608_2b():
    """608.2b: the Sprite killed in response, X drops to 0 and Shock (mana value 1) is an illegal target:
    the ability does nothing and Shock resolves."""
    s = _sprite_scenario()
    g = s.start("main1", active=1)
    g.cast("Shock", target="p1")
    g.pass_priority()
    g.cast("Spellstutter Sprite")
    g.pass_priority(2)  # the Sprite resolves; its trigger targets Shock
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target" and g.obj(o[1]).name == "Shock"))
    g.check(len(g.stack) == 2, f"trigger on the stack: {g.stack}")
    g.cast("Lightning Bolt", target="Spellstutter Sprite")
    g.pass_until_resolved()
    g.expect_zone("Spellstutter Sprite", "graveyard")
    g.expect_life(0, 18)


@ruling("Spellstutter Sprite", "2007-10-01", "The value of X needs to be determined both when the ability triggers so you can choose a target and again when the ability resolves to check if that target is still legal. If the number of Faeries you control has decreased enough in that time to make the target illegal, Spellstutter Sprite's ability won't")
def test_spellstutter_sprite_2007_10_01_x_is_the_number_of_faeries_you_control_when_it_triggers_115_1():
    """115.1, 603.3d: X counts your Faeries as the trigger is put on the stack — with two Faeries a mana
    value 2 spell can be targeted and is countered."""
    s = Scenario.full()
    s.battlefield(0, "Faerie Miscreant")
    s.hand(0, "Spellstutter Sprite")
    s.lands(0, "Island", 2)
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start("main1", active=1)
    g.cast("Grizzly Bears")
    g.pass_priority()
    g.cast("Spellstutter Sprite")
    g.pass_priority(2)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] == "target"))
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "graveyard")
