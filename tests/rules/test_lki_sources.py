"""Last known information of an ability's source (113.7a, 603.10a, 608.2h): an ability that refers to
what its source was attached to uses what it was attached to as it last existed on the battlefield."""
from __future__ import annotations

from manastack.testing import Scenario


def test_603_10a_skullclamp_destroyed_with_the_equipped_creature_still_draws_two():
    """603.10a: "Whenever equipped creature dies" looks back in time — Akroma's Vengeance destroys
    Skullclamp and the creature it equips at the same time; the ability still triggers, and its
    controller draws two cards."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Skullclamp", attached_to=bears)
    s.hand(0, "Akroma's Vengeance")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    hand = len(g.zone(0, "hand"))
    g.cast("Akroma's Vengeance").pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone("Skullclamp", "graveyard")
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == hand - 1 + 2


def test_113_7a_carapace_sacrificed_still_regenerates_the_creature_it_enchanted():
    """113.7a, 608.2h: "Sacrifice this Aura: Regenerate enchanted creature." — the cost sacrifices the
    Aura; when the ability resolves, "enchanted creature" is the creature it enchanted as it last existed,
    which gets a regeneration shield and survives the Lightning Bolt."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    carapace = s.battlefield(1, "Carapace", attached_to=bears)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.expect_pt(bears, 2, 4)
    g.cast("Lightning Bolt", target=bears)
    g.pass_priority()
    g.activate(carapace)
    g.expect_zone(carapace, "graveyard")
    g.pass_until_resolved()   # the shield, then Lightning Bolt: 3 damage to a 2/2 — regenerated (701.19a)
    g.expect_zone("Lightning Bolt", "graveyard")
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).tapped


def test_113_7a_stack_entry_of_an_ability_whose_source_left_shows_the_source_name():
    """113.7a: once activated, an ability exists on the stack independently of its source — Carapace is
    sacrificed to pay the cost, and the stack entry still names it (last known), in the scenario's stack,
    the view, after a save and load, and in the resolution log; not "ability of ?"."""
    from manastack.game import Game

    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    carapace = s.battlefield(0, "Carapace", attached_to=bears)
    g = s.start("main1")
    g.activate(carapace)
    g.expect_zone(carapace, "graveyard")
    assert g.stack == ["ability of Carapace"]
    top = g.state.stack[-1]
    assert g.game.view(1)["stack"][-1]["name"] == "ability of Carapace"
    h = Game.load(g.game.save(), cards=s.pool)
    assert h.view(0)["stack"][-1]["name"] == "ability of Carapace"
    mark = g.mark()
    g.pass_until_resolved()
    assert any("Carapace" in e.text for e in g.events_since(mark, kind="resolve")), g.events_since(mark)
    assert top not in g.state.objects


def test_603_10a_dies_trigger_on_the_stack_names_its_source_that_left():
    """603.10a, 113.7a: Festering Goblin's "When this creature dies" trigger goes on the stack after the
    Goblin is in the graveyard; the stack entry still names it."""
    s = Scenario.full()
    gob = s.battlefield(1, "Festering Goblin")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=gob)
    g.pass_until_resolved()
    g.expect_zone(gob, "graveyard")
    assert g.stack == ["ability of Festering Goblin"]
    assert [x["name"] for x in g.game.view(0)["stack"]] == ["ability of Festering Goblin"]


def test_608_2h_fling_uses_the_sacrificed_creatures_last_known_power():
    """608.2h: Fling's "the sacrificed creature's power" is its power as it last existed on the battlefield: the
    Hill Giant pumped by Giant Growth (6/6) deals 6, not its printed 3."""
    s = Scenario.full()
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Giant Growth", "Fling")
    s.lands(0, "Forest", 1)
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Giant Growth", target="Hill Giant").pass_until_resolved()
    g.cast("Fling", target=("player", 1))
    while g.decision.kind != "priority":   # the sacrifice is part of paying the cost
        d = g.decision
        if any(len(o) > 1 and o[1] == g.find("Hill Giant") for o in d.options):
            g.choose("Hill Giant")
        else:
            g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_life(1, 14)


def test_608_2h_rupture_that_creatures_power_is_the_sacrificed_creature():
    """608.2h, 701.21: Rupture's "Sacrifice a creature. Rupture deals damage equal to that creature's power to
    each creature without flying and each player": "that creature" is the sacrificed Hill Giant (3), as it last
    existed: each player takes 3 and the Grizzly Bears die."""
    s = Scenario.full()
    s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Rupture")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast("Rupture")
    g.pass_until_resolved()
    if g.decision.kind == "choose_cards":
        g.choose("Hill Giant")
        g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_zone(bears, "graveyard")
    g.expect_life(0, 17)
    g.expect_life(1, 17)
