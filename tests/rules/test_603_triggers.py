"""603 triggered abilities: look-back (603.10), state triggers (603.8), delayed (603.7), intervening
"if" (603.4), APNAP order (603.3b), reflexive (603.12), cast triggers (603.2), triggers during casting
(117.2a)."""
from manastack.tree.abilities import Body, Compare, ControlsCount, SpellAbility, TargetSpec, Trigger, Triggered
from manastack.tree.effects import (
    CreateDelayedTrigger, DealDamage, GainLife, MayDo, MoveTo, ReflexiveTrigger, Sacrifice, Seq,
)
from manastack.tree.filters import ANY_TARGET, Filter
from manastack.tree.refs import LifeOf, Num, PowerOf, Remembered, Target, This, You


def test_603_10a_dies_triggers_look_back_at_a_board_wipe(scen):
    """603.10a example: "Whenever a creature dies, you gain 2 life" (Dross Harvester, compiled) triggers
    for each creature destroyed with it, itself included."""
    s = scen()
    s.battlefield(0, "Dross Harvester")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(1, "Day of Judgment")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Day of Judgment")
    g.pass_until_resolved()
    while g.decision.kind == "trigger_order":
        g.answer(g.decision.options[0])
    assert len(g.stack) == 3
    g.pass_until_resolved()
    g.expect_life(0, 26)


def test_603_8_state_trigger_triggers_once_until_it_leaves_the_stack(scen, define):
    """Dandân's "When you control no Islands, sacrifice this creature." (tree by hand): it triggers as
    soon as its controller has no Island, once, and resolves."""
    no_islands = ControlsCount(Filter(subtypes=("Island",)), "=", 0)
    define("Dandân", Triggered(Trigger("state", None, condition=no_islands), Body(Sacrifice(what=This()))))
    s = scen()
    dandan = s.battlefield(0, "Dandân")
    island = s.battlefield(0, "Island")
    s.hand(1, "Stone Rain")
    s.lands(1, "Mountain", 3)
    g = s.start("main1", active=1)
    g.cast("Stone Rain", target=island)
    g.pass_until_resolved()
    assert g.zone_of(dandan) == "graveyard"
    assert sum(1 for e in g.events_since(0) if e.kind == "trigger") == 1


def test_603_8_state_trigger_does_not_retrigger_while_on_the_stack(scen, define):
    """The state trigger is on the stack; state-based actions are checked again before priority, the
    condition is still true, but it doesn't trigger again."""
    no_islands = ControlsCount(Filter(subtypes=("Island",)), "=", 0)
    define("Dandân", Triggered(Trigger("state", None, condition=no_islands), Body(GainLife(You(), Num(1)))))
    s = scen()
    s.battlefield(0, "Dandân")
    g = s.start("main1")
    assert len(g.stack) == 1
    g.pass_priority()
    assert len(g.stack) == 1
    g.pass_priority()  # it resolves; the condition still holds, so it triggers again
    assert len(g.stack) == 1
    g.expect_life(0, 21)


def test_603_7_delayed_trigger_sacrifices_the_remembered_creature_at_end_step(scen, define):
    """"Put a creature card from your hand onto the battlefield. Sacrifice it at the beginning of the next
    end step." (tree by hand on Sneak Attack's spell-like effect, given to Lava Axe): the delayed
    trigger remembers the object (603.7c)."""
    body = Body(Seq((MoveTo(Target(0), "battlefield", remember="put"),
                     CreateDelayedTrigger(Trigger("step", None, step="end", whose="each"),
                                          Body(Sacrifice(what=Remembered("put")))))),
                (TargetSpec(Filter(kind="card", zone="hand", owner="you", types=("Creature",)), label="creature card"),))
    define("Lava Axe", SpellAbility(body))
    s = scen()
    s.hand(0, "Lava Axe", "Hill Giant")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Lava Axe", target="Hill Giant")
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "battlefield")
    g.pass_until("end")
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")
    assert not g.state.delayed  # 603.7b: it triggers only once


def test_603_7c_delayed_trigger_does_nothing_if_the_object_left(scen, define):
    body = Body(Seq((MoveTo(Target(0), "battlefield", remember="put"),
                     CreateDelayedTrigger(Trigger("step", None, step="end", whose="each"),
                                          Body(Sacrifice(what=Remembered("put")))))),
                (TargetSpec(Filter(kind="card", zone="hand", owner="you", types=("Creature",)), label="creature card"),))
    define("Lava Axe", SpellAbility(body))
    s = scen()
    giant = s.hand(0, "Lava Axe", "Hill Giant")[1]
    s.hand(0, "Unsummon")
    s.lands(0, "Mountain", 9)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Lava Axe", target="Hill Giant")
    g.pass_until_resolved()
    g.cast("Unsummon", target=giant)
    g.pass_until_resolved()
    g.cast("Hill Giant")
    g.pass_until_resolved()
    g.pass_until("end")
    g.pass_until_resolved()
    g.expect_zone(giant, "battlefield")  # a new object (400.7): the delayed trigger doesn't find it


def test_603_4_intervening_if_is_checked_on_trigger_and_on_resolution(scen, define):
    """Felidar Sovereign-like "At the beginning of your upkeep, if you have 40 or more life, you gain 5
    life" (tree by hand): it doesn't trigger below 40; if the life drops below 40 while it waits on the
    stack, it does nothing."""
    cond = Compare(LifeOf(You()), ">=", Num(40))
    define("Felidar Sovereign", Triggered(Trigger("step", None, step="upkeep"), Body(GainLife(You(), Num(5))),
                                          intervening=cond))
    s = scen()
    s.battlefield(0, "Felidar Sovereign")
    s.player(0, life=39)
    g = s.start("upkeep")
    assert g.stack == []
    s = scen()
    s.battlefield(0, "Felidar Sovereign")
    s.player(0, life=40)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("upkeep")
    assert len(g.stack) == 1
    g.pass_priority()
    g.cast("Lightning Bolt", target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 37)
    assert any(e.rule == "603.4" for e in g.events_since(0))


def test_603_3b_apnap_each_player_orders_their_own_triggers(scen):
    """Three players each control Dross Harvester ("Whenever a creature dies, ..."); a board wipe on
    player 2's turn triggers each three times. Player 2 (active) orders and puts theirs on the stack
    first, then player 3, then player 1 — so player 1's resolve first."""
    s = scen(players=3)
    for p in range(3):
        s.battlefield(p, "Dross Harvester")
    s.hand(1, "Day of Judgment")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Day of Judgment")
    g.pass_until_resolved()
    askers = []
    while g.decision.kind == "trigger_order":
        askers.append(g.decision.player)
        g.answer(g.decision.options[0])
    assert askers == [1, 1, 2, 2, 0, 0]
    controllers = [g.state.objects[o].controller for o in g.state.stack]
    assert controllers == [1, 1, 1, 2, 2, 2, 0, 0, 0]


def test_603_3b_a_player_chooses_the_order_of_their_own_triggers(scen):
    """Two triggers of one player: that player is asked (trigger_order), the other isn't."""
    s = scen()
    s.battlefield(0, "Dross Harvester")
    s.battlefield(0, "Dross Harvester")
    s.hand(1, "Day of Judgment")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Day of Judgment")
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "trigger_order" and d.player == 0 and len(d.options) >= 2


def test_603_12_reflexive_trigger_when_you_do(scen, define):
    """Heart-Piercer Manticore (reflexive part by hand): "you may sacrifice another creature. When you do,
    this creature deals damage equal to that creature's power to any target." """
    sac = MayDo(Sacrifice(filter=Filter(types=("Creature",), other=True)))
    hit = ReflexiveTrigger(Body(DealDamage(PowerOf(Remembered("it")), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),)))
    define("Heart-Piercer Manticore", Triggered(Trigger("enters"), Body(Seq((sac, hit)))))
    s = scen()
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Heart-Piercer Manticore")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Heart-Piercer Manticore")
    g.pass_until_resolved()
    g.choose("yes")
    assert g.decision.kind == "target"  # the reflexive trigger goes on the stack: choose its target
    g.choose("Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_zone("Hill Giant", "graveyard")


def test_603_12_reflexive_trigger_doesnt_trigger_if_you_dont(scen, define):
    sac = MayDo(Sacrifice(filter=Filter(types=("Creature",), other=True)))
    hit = ReflexiveTrigger(Body(DealDamage(PowerOf(Remembered("it")), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),)))
    define("Heart-Piercer Manticore", Triggered(Trigger("enters"), Body(Seq((sac, hit)))))
    s = scen()
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Heart-Piercer Manticore")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Heart-Piercer Manticore")
    g.pass_until_resolved()
    g.choose("no")
    assert g.decision.kind == "priority" and g.stack == []
    g.expect_life(1, 20)


def test_603_2_whenever_you_cast_with_a_spell_filter(scen):
    """Young Pyromancer (compiled): instants and sorceries you cast trigger it; creature spells and
    opponents' spells don't."""
    s = scen()
    s.battlefield(0, "Young Pyromancer")
    s.hand(0, "Shock", "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 2)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target="Player 2")
    assert len(g.stack) == 2  # the trigger is above the spell (601.2i)
    g.pass_until_resolved()
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    g.cast("Shock", target="Player 1")
    g.pass_until_resolved()
    assert g.zone(0, "battlefield").count("Elemental") == 1


def test_603_2_when_you_cast_this_spell_triggers_from_the_stack(scen, define):
    """"When you cast this spell, you gain 3 life." (tree by hand on Hill Giant) functions on the stack."""
    define("Hill Giant", Triggered(Trigger("cast"), Body(GainLife(You(), Num(3)))))
    s = scen()
    s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Hill Giant")
    assert len(g.stack) == 2
    g.pass_until_resolved()
    g.expect_life(0, 23)
    g.expect_zone("Hill Giant", "battlefield")


def test_117_2a_trigger_during_casting_waits_until_the_spell_is_cast(scen):
    """Sacrificing a creature to cast Bone Splinters makes Dross Harvester's dies trigger trigger during
    casting; it goes on the stack after the spell is cast, on top of it."""
    s = scen()
    s.battlefield(0, "Dross Harvester")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Bone Splinters")
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    while g.decision.kind != "priority":
        d = g.decision
        if d.kind == "target":
            g.choose("Hill Giant")
        elif d.kind == "choose_cards":
            g.choose("Grizzly Bears")
        else:
            g.choose("auto")
    st = g.state
    assert [st.objects[o].kind for o in st.stack] == ["card", "ability"]
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")
    g.expect_life(0, 24)


def test_603_7b_delayed_trigger_with_a_duration_triggers_each_time_this_turn(scen, define):
    """"Whenever a creature dies this turn, you gain 2 life." (a delayed trigger with a duration, by hand
    on Divination): it triggers each time this turn, and not next turn."""
    define("Divination", SpellAbility(Body(CreateDelayedTrigger(Trigger("dies", Filter(types=("Creature",))),
                                                                Body(GainLife(You(), Num(2))), once=False))))
    s = scen()
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Divination", "Shock", "Lightning Bolt")
    s.hand(1, "Lightning Bolt")
    s.lands(0, "Island", 3)
    s.lands(0, "Mountain", 2)
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Divination")
    g.pass_until_resolved()
    g.cast("Shock", target="Grizzly Bears")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.cast("Lightning Bolt", target="Savannah Lions")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_life(0, 24)
    g.pass_until("upkeep", turn=2)
    g.cast("Lightning Bolt", target="Runeclaw Bear")
    g.pass_until_resolved()
    g.pass_until_resolved()
    g.expect_life(0, 24)
    assert not g.state.delayed
