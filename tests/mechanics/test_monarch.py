"""The monarch (725) and Palace Jailer's "until an opponent becomes the monarch" (610.3)."""
from __future__ import annotations

from manastack.game import Game
from manastack.testing import Scenario
from manastack.tree.abilities import Body, Trigger, Triggered
from manastack.tree.effects import Designate, GainLife
from manastack.tree.refs import You
from mechanics.trees import define, settle

BECOME = Triggered(Trigger("becomes_monarch", None, whose="you"), Body(GainLife()))
"""A test ability (Custodi Lich's trigger, with a simpler effect): "Whenever you become the monarch, you
gain 1 life." """


def test_725_1_queen_marchesa_makes_you_the_monarch():
    """725.1: "When Queen Marchesa enters, you become the monarch." (as compiled) — no monarch before."""
    s = Scenario.full()
    s.hand(0, "Queen Marchesa")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 2)
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    assert g.monarch is None
    g.cast("Queen Marchesa")
    settle(g)
    assert g.monarch == 0


def test_725_2_the_monarch_draws_at_the_beginning_of_their_end_step():
    """725.2: "At the beginning of the monarch's end step, that player draws a card." — an inherent
    ability with no source, controlled by the monarch; not in another player's end step."""
    s = Scenario()
    s.monarch(0)
    g = s.start("main2")
    hand = len(g.zone(0, "hand"))
    g.pass_until("end")
    assert len(g.state.stack) == 1
    ab = g.state.objects[g.state.stack[0]]
    assert ab.controller == 0 and ab.source == -1
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == hand + 1
    g.pass_until("end", turn=2)
    assert g.state.stack == []


def test_725_2_combat_damage_to_the_monarch_makes_the_attackers_controller_monarch():
    """725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
    Noncombat damage doesn't."""
    s = Scenario()
    s.monarch(1)
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    assert g.monarch == 1
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("combat damage")
    settle(g)
    assert g.monarch == 0
    assert any(e.rule == "725.3" and "Player 1 becomes the monarch" in e.text for e in g.state.events())


def test_725_3_becoming_the_monarch_again_changes_nothing():
    """725.3 with the Custodi Lich ruling: abilities that trigger whenever you "become the monarch" trigger
    only if you aren't already the monarch."""
    s = Scenario.full()
    define(s.pool, "Glorious Anthem", (BECOME,))
    s.battlefield(0, "Glorious Anthem")
    s.hand(0, "Queen Marchesa", "Queen Marchesa")
    for land, n in (("Mountain", 3), ("Plains", 3), ("Swamp", 3)):
        s.lands(0, land, n)
    g = s.start("main1")
    g.cast(g.find("Queen Marchesa", zone="hand"))
    settle(g)
    g.expect_life(0, 21)
    g.cast(g.find("Queen Marchesa", zone="hand"))
    settle(g)
    g.expect_life(0, 21)  # already the monarch: no trigger
    assert g.monarch == 0


def test_725_2_draw_trigger_resolves_for_the_player_who_was_monarch():
    """725.2 with the Custodi Lich ruling: if another player becomes the monarch before the end-step trigger
    resolves, the first player still draws."""
    s = Scenario.full()
    s.monarch(0)
    s.hand(1, "Queen Marchesa")
    for land, n in (("Mountain", 1), ("Plains", 2), ("Swamp", 1)):
        s.lands(1, land, n)
    from manastack.tree.abilities import Keyword
    d = s.pool.get("Queen Marchesa")
    define(s.pool, "Queen Marchesa", d.faces[0].abilities + (Keyword("Flash"),))
    g = s.start("end")
    assert len(g.state.stack) == 1
    hand0 = len(g.zone(0, "hand"))
    g.pass_priority()
    g.cast("Queen Marchesa")
    settle(g)
    assert g.monarch == 1
    assert len(g.zone(0, "hand")) == hand0 + 1


def test_725_monarch_survives_fork_save_and_load():
    """Plain data: who is the monarch goes through fork, save and load."""
    s = Scenario()
    s.monarch(1)
    g = s.start("main1")
    assert Game.load(g.game.save()).state.monarch == 1
    assert g.game.fork().state.monarch == 1


# ---------------------------------------------------------------- Palace Jailer (610.3)


def jailer(players=2, monarch=None):
    s = Scenario.full(players=players)
    if monarch is not None:
        s.monarch(monarch)
    s.hand(0, "Palace Jailer")
    s.lands(0, "Plains", 4)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    return s, giant


def cast_jailer(g, giant):
    g.cast("Palace Jailer")
    g.pass_priority(2)  # it resolves; its two enters triggers wait
    while g.decision.kind != "priority" or g.state.stack:
        d = g.decision
        if d.kind == "target":
            g.choose(giant)
        elif d.kind == "trigger_order":
            g.answer(d.options[0])
        else:
            g.answer(("pass",))


def test_610_3_palace_jailer_exiles_until_an_opponent_becomes_the_monarch():
    """610.3 (Palace Jailer): "exile target creature an opponent controls until an opponent becomes the
    monarch" — the creature returns under its owner's control just after an opponent becomes the monarch
    (here by combat damage), not when its controller does."""
    s, giant = jailer()
    g = s.start("main1")
    cast_jailer(g, giant)
    g.expect_zone(giant, "exile")
    assert g.monarch == 0
    g.pass_until("declare attackers", turn=2)
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("combat damage", turn=2)
    settle(g)
    assert g.monarch == 1
    g.expect_zone(giant, "battlefield")
    assert g.obj(giant).controller == 1
    assert any(e.rule == "610.3c" for e in g.state.events())


def test_610_3_jailer_leaving_doesnt_return_the_creature():
    """Palace Jailer ruling: its leaving the battlefield doesn't return the exiled creature."""
    s, giant = jailer()
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1")
    cast_jailer(g, giant)
    g.pass_priority()
    g.cast("Murder", target="Palace Jailer")
    g.pass_until_resolved()
    g.expect_zone("Palace Jailer", "graveyard")
    g.expect_zone(giant, "exile")


def test_610_3_an_opponent_already_the_monarch_doesnt_return_it_at_once():
    """Palace Jailer ruling: if you're not the monarch as the exile ability resolves, the creature is exiled
    until there's a new monarch who is an opponent; it doesn't return at once just because an opponent is
    the monarch. (Player 2 is the monarch; the Jailer here has only its exile ability. When player 1 and
    then player 2 become the monarch, the creature returns on the second.)"""
    from manastack.tree.abilities import Activated
    from manastack.tree.abilities import Triggered as T
    from manastack.tree.costs import Cost

    s, giant = jailer(monarch=1)
    d = s.pool.get("Palace Jailer")
    define(s.pool, "Palace Jailer", tuple(a for a in d.faces[0].abilities
                                          if not (isinstance(a, T) and isinstance(a.body.effect, Designate))))
    define(s.pool, "Ornithopter", (Activated(cost=Cost(), body=Body(Designate(You(), "monarch"))),))
    s.battlefield(0, "Ornithopter")
    s.battlefield(1, "Ornithopter")
    g = s.start("main1")
    cast_jailer(g, giant)
    g.expect_zone(giant, "exile")
    assert g.monarch == 1
    g.activate(g.find("Ornithopter", controller=0))
    g.pass_until_resolved()
    assert g.monarch == 0
    g.expect_zone(giant, "exile")  # its controller becoming the monarch doesn't return it
    g.pass_priority()
    g.activate(g.find("Ornithopter", controller=1))
    g.pass_until_resolved()
    assert g.monarch == 1
    g.expect_zone(giant, "battlefield")


def test_610_3b_if_an_opponent_became_monarch_after_it_triggered_nothing_is_exiled():
    """610.3b: if the "until" event happens after the ability triggered and before it resolves, the object
    doesn't move (player 2 becomes the monarch in response to the exile trigger)."""
    s, giant = jailer()
    from manastack.tree.abilities import Activated
    from manastack.tree.costs import Cost
    define(s.pool, "Ornithopter", (Activated(cost=Cost(tap=True), body=Body(Designate(You(), "monarch"))),))
    s.battlefield(1, "Ornithopter")
    g = s.start("main1")
    g.cast("Palace Jailer")
    g.pass_priority(2)
    # order: the monarch trigger first on the stack (resolves last), the exile trigger on top
    while g.decision.kind != "priority":
        d = g.decision
        if d.kind == "trigger_order":
            des = [o for o in d.options if isinstance(g.state.pending[o[1]].ability.body.effect, Designate)]
            g.answer(des[0])
        elif d.kind == "target":
            g.choose(giant)
        else:
            g.answer(d.options[0])
    g.pass_priority()
    g.activate("Ornithopter")  # player 2 becomes the monarch in response
    g.pass_priority(2)
    assert g.monarch == 1
    g.pass_priority(2)  # the exile trigger resolves: an opponent has become the monarch since
    g.expect_zone(giant, "battlefield")
    assert any(e.rule == "610.3a" for e in g.state.events())


def test_725_queen_marchesa_upkeep_trigger_checks_an_opponent_is_the_monarch():
    """Queen Marchesa: "At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black
    Assassin creature token with deathtouch and haste." (its third ability, built by hand with the fact
    ``opponent_monarch``; 603.4 checks it as it triggers and resolves)"""
    from manastack.core.colors import mask_from_letters
    from manastack.tree.abilities import IsTrue, Keyword
    from manastack.tree.effects import CreateToken, TokenSpec

    assassin = Triggered(Trigger("step", None, step="upkeep", whose="you"),
                         Body(CreateToken(TokenSpec("Assassin", mask_from_letters("B"), (), ("Creature",), ("Assassin",),
                                                    1, 1, (Keyword("Deathtouch"), Keyword("Haste"))))),
                         intervening=IsTrue("opponent_monarch"))
    for monarch, tokens in ((1, 1), (0, 0), (None, 0)):
        s = Scenario.full()
        d = s.pool.get("Queen Marchesa")
        define(s.pool, "Queen Marchesa", d.faces[0].abilities[:3] + (assassin,))
        s.battlefield(0, "Queen Marchesa")
        if monarch is not None:
            s.monarch(monarch)
        g = s.start("upkeep")
        settle(g)
        assert g.zone(0, "battlefield").count("Assassin") == tokens, monarch


def test_725_2_800_multiplayer_combat_damage_to_another_opponent_doesnt_take_the_monarchy():
    """725.2 in a four-player game (806): combat damage to a player who isn't the monarch takes nothing; combat
    damage to the monarch (Player 3) makes the attacking player the monarch."""
    for defender, monarch in (("Player 2", 2), ("Player 3", 0)):
        s = Scenario(players=4)
        s.monarch(2)
        s.battlefield(0, "Grizzly Bears")
        g = s.start("main1")
        g.attack("Grizzly Bears", defender=defender)
        g.no_blocks()
        g.pass_until("combat damage")
        settle(g)
        assert g.monarch == monarch
