"""Casting cards from effects (608.2g, 707.12) and by permission (601.3), emblems (114), and the
references and facts the seed cards need."""
from __future__ import annotations

from manastack.testing import Scenario
from manastack.tree.abilities import Activated, Body, IsTrue, Static, Trigger, Triggered
from manastack.tree.continuous import CastFrom
from manastack.tree.costs import Cost
from manastack.tree.effects import CastCard, GainLife, MayCast, MoveTo
from manastack.tree.filters import Filter
from manastack.tree.refs import Each, Num, TopCards, You
from mechanics.trees import define, settle


def ability(effect):
    return (Activated(cost=Cost(tap=True), body=Body(effect)),)


def test_601_3_may_cast_this_turn_ends_with_the_turn():
    """A "you may cast it this turn" permission lasts until the turn ends (Chandra, Dressed to Kill's
    second ability, red spells only)."""
    s = Scenario.full()
    s.battlefield(0, "Chandra, Dressed to Kill")
    bolt = s.library(0, "Lightning Bolt")[0]
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.activate("Chandra, Dressed to Kill", index=1)  # the second [+1]
    g.pass_until_resolved()
    g.expect_zone(bolt, "exile")
    assert ("cast", g.find(bolt), "normal") in g.options()
    g.pass_until("upkeep", turn=2)
    g.pass_until("main1", turn=3)
    assert not [o for o in g.options() if o[0] == "cast" and o[1] == g.find(bolt)]


def test_601_3_no_permission_for_a_card_that_isnt_red():
    """Chandra's "+1: Exile the top card of your library. If it's red, you may cast it this turn." (as
    compiled: the exiled card's color is checked as the ability resolves, 608.2c): a non-red exiled card
    may not be cast."""
    s = Scenario.full()
    s.battlefield(0, "Chandra, Dressed to Kill")
    opt = s.library(0, "Opt")[0]
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.activate("Chandra, Dressed to Kill", index=1)  # the second [+1]
    g.pass_until_resolved()
    g.expect_zone(opt, "exile")
    assert not [o for o in g.options() if o[0] == "cast" and o[1] == g.find(opt)]


def test_601_3_cast_from_the_top_of_the_library():
    """A static permission: "You may cast artifact spells from the top of your library." (the shape of
    Mystic Forge, on Ornithopter) — only the top card, only if it's an artifact spell."""
    s = Scenario.full()
    define(s.pool, "Ornithopter", (Static(mods=(CastFrom("library_top", Filter(types=("Artifact",))),)),))
    s.battlefield(0, "Ornithopter")
    top, second = s.library(0, "Sol Ring", "Memnite")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    assert ("cast", g.find(top), "normal") in g.options()
    assert not [o for o in g.options() if o[0] == "cast" and o[1] == g.find(second)]
    g.cast(g.find(top))
    g.pass_until_resolved()
    g.expect_zone(top, "battlefield")
    assert ("cast", g.find(second), "normal") in g.options()


def test_608_2g_cast_card_during_resolution_ignores_timing():
    """608.2g: a sorcery cast while an ability resolves is cast then, even in the opponent's turn (timing
    permissions don't apply); declining leaves the card where it was."""
    s = Scenario.full()
    define(s.pool, "Ornithopter", ability(CastCard(Each(Filter(kind="card", zone="hand", owner="you")), free=True)))
    s.battlefield(0, "Ornithopter")
    s.hand(0, "Lava Spike", "Divination")
    g = s.start("main1", active=1)
    g.pass_priority()
    g.activate("Ornithopter")
    g.pass_priority(2)
    d = g.decision
    assert {g._name(o[1]) for o in d.options if o[0] == "cast"} == {"Lava Spike", "Divination"}
    g.answer(next(o for o in d.options if o[0] == "cast" and g._name(o[1]) == "Lava Spike"))
    g.choose("Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone("Divination", "hand")


def test_114_emblem_abilities_work_from_the_command_zone():
    """114.4: an emblem's triggered abilities function in the command zone (a "whenever you cast" emblem)."""
    from manastack.tree.effects import CreateEmblem

    s = Scenario.full()
    emblem = CreateEmblem((Triggered(Trigger("cast", None, whose="you"), Body(GainLife(n=Num(2)))),))
    define(s.pool, "Ornithopter", ability(emblem))
    s.battlefield(0, "Ornithopter")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.activate("Ornithopter")
    g.pass_until_resolved()
    assert [g.state.objects[i].kind for i in g.state.command] == ["emblem"]
    g.cast("Shock", target="Player 2")
    settle(g)
    g.expect_life(0, 22)


def test_top_cards_reference_and_you_cast_it_fact():
    """"the top N cards of your library" (topmost first) and "if you cast it": an enters trigger with that
    condition does nothing for a permanent put onto the battlefield without being cast."""
    s = Scenario.full()
    define(s.pool, "Ornithopter", ability(MoveTo(TopCards(You(), Num(2)), "exile")))
    define(s.pool, "Memnite", (Triggered(Trigger("enters"), Body(GainLife(n=Num(5))), intervening=IsTrue("you_cast_it")),))
    s.battlefield(0, "Ornithopter")
    a, b, c = s.library(0, "Memnite", "Opt", "Shock")
    s.hand(0, "Memnite")
    g = s.start("main1")
    g.activate("Ornithopter")
    g.pass_until_resolved()
    assert (g.zone_of(a), g.zone_of(b), g.zone_of(c)) == ("exile", "exile", "library")
    g.cast(g.find("Memnite", zone="hand"))
    settle(g)
    g.expect_life(0, 25)
    from manastack.engine.events import move
    move(g.state, g.find(a), "battlefield", controller=0)
    settle(g)
    g.expect_life(0, 25)


def test_may_cast_permission_is_plain_data():
    """A permission to cast is kept in the state (fork, save, load)."""
    from manastack.game import Game

    s = Scenario.full()
    define(s.pool, "Ornithopter", ability(MayCast(TopCards(You(), Num(1)))))
    s.battlefield(0, "Ornithopter")
    bolt = s.library(0, "Lightning Bolt")[0]
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.activate("Ornithopter")
    g.pass_until_resolved()
    h = Game.load(g.game.save(), cards=s.pool)
    oid = next(i for i, o in h.state.objects.items() if o.uid == bolt.uid)
    assert ("cast", oid, "normal") in h.legal_actions()


def test_400_7j_fiend_of_the_shadows_player_may_play_the_card_exiled_from_an_opponents_hand():
    """Fiend of the Shadows: "Whenever this creature deals combat damage to a player, that player exiles a
    card from their hand. You may play that card for as long as it remains exiled." -- "that card" is the
    card in exile (400.7j: the effect can find it there), and a land may be played from there (305.1)."""
    s = Scenario.full()
    s.battlefield(0, "Fiend of the Shadows")
    forest = s.hand(1, "Forest")
    g = s.start("main1")
    g.attack("Fiend of the Shadows")
    g.pass_until("combat_damage")
    while g.decision.kind != "priority" or g.state.stack:
        if g.decision.kind == "priority":
            g.pass_priority()
        else:
            assert g.decision.kind == "choose_cards" and g.decision.player == 1
            g.choose(forest)
    g.expect_zone(forest, "exile")
    g.expect_life(1, 17)
    g.pass_until("main2")
    oid = g.find(forest, zone="exile")
    assert ("play", oid) in g.options()
    g.answer(("play", oid))
    g.expect_zone(forest, "battlefield")
    assert g.state.objects[g.find(forest)].controller == 0
