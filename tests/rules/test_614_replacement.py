"""614 replacement effects, 615 prevention effects, 616 their interaction."""
from manastack.game import Game
from manastack.tree.abilities import Body, Replacement, SpellAbility, TargetSpec
from manastack.tree.effects import CreateReplacement, DealDamage, Destroy, SelfReplacement, Seq
from manastack.tree.filters import Filter
from manastack.tree.refs import AttachedTo, Num, Target, This, You

from .trees import doubling_season, furnace_of_rath, hardened_scales, rest_in_peace

DIES_SHUFFLE = Replacement("move_instead", arg=(("from", "battlefield"), ("to", "graveyard"), ("zone", "library"),
                                                  ("position", "shuffle")), affected=This())


def test_614_1a_rest_in_peace_exiles_what_would_go_to_a_graveyard(scen, define):
    """Rest in Peace (tree by hand): the bolted creature and the resolved Bolt itself are exiled."""
    define("Rest in Peace", rest_in_peace())
    s = scen()
    s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.expect_zone("Lightning Bolt", "exile")
    assert g.zone(1, "graveyard") == [] and g.zone(0, "graveyard") == []


def test_616_1_affected_controller_chooses_which_replacement_applies(scen, define):
    """616.1f example: an enchantment exiles cards that would go to a graveyard; a creature says "If
    this creature would die, shuffle it into its owner's library instead" (both trees by hand). The
    creature's controller, not the caster, chooses; the other effect then no longer applies."""
    define("Rest in Peace", rest_in_peace())
    define("Grizzly Bears", DIES_SHUFFLE)
    s = scen()
    s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 1 and d.actor == 1
    assert len(d.options) == 2
    shuffle = next(o for o in d.options if o[1] == "static" and o[2] == g.find(bears))
    g.answer(shuffle)
    g.expect_zone(bears, "library")
    g.expect_zone("Doom Blade", "exile")  # Rest in Peace still applies to other events


def test_616_1_choosing_the_other_replacement_exiles(scen, define):
    define("Rest in Peace", rest_in_peace())
    define("Grizzly Bears", DIES_SHUFFLE)
    s = scen()
    rip = s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if o[2] == g.find(rip)))
    g.expect_zone(bears, "exile")


def test_616_1_replacement_order_decision_survives_save_load_and_fork(scen, define, pool):
    """Replacement-order choices are Decisions resumable from plain data."""
    define("Rest in Peace", rest_in_peace())
    define("Grizzly Bears", DIES_SHUFFLE)
    s = scen()
    s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    assert g.decision.kind == "replacement_order"
    shuffle = next(o for o in g.decision.options if o[2] == g.find(bears))
    loaded = Game.load(g.game.save(), cards=pool)
    assert loaded.decision == g.decision
    forked = g.game.fork()
    for game in (loaded, forked, g.game):
        game.apply(shuffle)
        zones = {o.zone for o in game.state.objects.values() if o.uid == bears.uid}
        assert zones == {"library"}
    assert loaded.digest() == g.game.digest() == forked.digest()


def test_614_5_a_replacement_applies_once_two_doublers_quadruple(scen, define):
    """614.5 example: two "deals double that damage" effects make 3 damage into 12, not more (trees by
    hand). Both orders give the same result, so nobody is asked."""
    define("Furnace of Rath", furnace_of_rath())
    s = scen()
    s.battlefield(0, "Furnace of Rath")
    s.battlefield(1, "Furnace of Rath")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 20 - 12)


def test_614_16_616_1_counter_replacements_order_chosen_by_controller(scen, define):
    """Hardened Scales then Doubling Season: (1+1)x2 = 4 counters; the other order: 1x2+1 = 3. The
    creature's controller chooses (616.1)."""
    define("Doubling Season", *doubling_season())
    define("Hardened Scales", hardened_scales())
    results = {}
    for first in ("Hardened Scales", "Doubling Season"):
        s = scen()
        s.battlefield(1, "Doubling Season")
        s.battlefield(1, "Hardened Scales")
        bears = s.battlefield(1, "Grizzly Bears")
        s.hand(0, "Battlegrowth")
        s.lands(0, "Forest", 1)
        g = s.start("main1")
        g.cast("Battlegrowth", target=bears)
        g.pass_until_resolved()
        d = g.decision
        assert d.kind == "replacement_order" and d.player == 1
        g.answer(next(o for o in d.options if o[2] == g.find(first)))
        results[first] = g.obj(bears).counters.get("+1/+1")
    assert results == {"Hardened Scales": 4, "Doubling Season": 3}


def test_614_16_doubling_season_doubles_tokens(scen, define):
    define("Doubling Season", *doubling_season())
    s = scen()
    s.battlefield(0, "Doubling Season")
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    g.pass_until_resolved()
    assert g.zone(0, "battlefield").count("Soldier") == 4


def test_615_7_prevention_shield_is_used_up(scen):
    """Healing Salve prevents the next 3 damage: Shock is prevented, then 1 of Lightning Bolt's 3."""
    s = scen()
    s.hand(0, "Healing Salve", "Shock", "Lightning Bolt")
    s.lands(0, "Plains", 1)
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Healing Salve", modes=[2], target="Player 2")
    g.pass_until_resolved()
    g.cast("Shock", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 18)


def test_616_1_protection_and_prevention_shield_order_chosen_by_the_blockers_controller(scen):
    """Hill Giant (red) is blocked by Kor Firewalker (protection from red) carrying a Healing Salve
    shield: the Firewalker's controller chooses which prevention applies first (616.1); choosing
    protection keeps the whole shield for later."""
    s = scen()
    giant = s.battlefield(0, "Hill Giant")
    walker = s.battlefield(1, "Kor Firewalker")
    s.hand(1, "Healing Salve")
    s.lands(1, "Plains", 1)
    g = s.start("main1", turn=2)
    g.pass_priority()
    g.cast("Healing Salve", modes=[2], target=walker)
    g.pass_until_resolved()
    g.attack(giant)
    g.block(giant, walker)
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 1
    assert len(d.options) == 2
    g.answer(next(o for o in d.options if o[1] == "rule"))
    g.expect_zone(walker, "battlefield")
    assert g.obj(walker).damage == 0
    assert any(sh[0] == "prevent" and sh[3] == 3 for sh in g.state.shields)


def test_614_11_draw_replacement_applies_to_the_replacing_draws_of_another(scen, define):
    """Two "If you would draw a card, draw two cards instead" effects (Thought Reflection, tree by hand):
    one draw becomes four (each effect applies once to each event, 614.5, 616.2)."""
    define("Thought Reflection", Replacement("draw_instead", arg=(("n", 2),), affected=You()))
    s = scen()
    s.battlefield(0, "Thought Reflection")
    s.battlefield(0, "Thought Reflection")
    s.hand(0, "Opt")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Opt")
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        g.choose("top")
    assert len(g.zone(0, "hand")) == 4


def test_614_11_draw_replacement_applies_with_an_empty_library(scen, define):
    """Laboratory Maniac (tree by hand): "If you would draw a card while your library has no cards in it,
    you win the game instead." (614.11: applies even though no card could be drawn.)"""
    from manastack.tree.abilities import Compare
    from manastack.tree.refs import CountOf, Num

    empty = Compare(CountOf(Filter(kind="card", zone="library", owner="you")), "=", Num(0))
    define("Laboratory Maniac", Replacement("draw_instead", arg=(("win", True),), affected=You(), condition=empty))
    s = scen(filler=None)
    s.battlefield(0, "Laboratory Maniac")
    s.hand(0, "Opt")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Opt")
    g.pass_until_resolved()
    g.expect_winner(0)


def test_614_1c_enters_tapped_from_another_permanent(scen, define):
    """Blind Obedience (tree by hand): "Artifacts and creatures your opponents control enter tapped."
    Your own creatures enter untapped."""
    define("Blind Obedience", Replacement("enters_tapped", affected=Filter(any_types=("Artifact", "Creature"),
                                                                            controller="opponent")))
    s = scen()
    s.battlefield(0, "Blind Obedience")
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.lands(1, "Forest", 2)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert not g.obj(g.find("Grizzly Bears", controller=0)).tapped
    g.pass_until("main1", turn=2)
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.obj(g.find("Grizzly Bears", controller=1)).tapped


def test_614_12_orb_of_dreams_does_not_affect_itself(scen):
    """614.12 example: Orb of Dreams ("Permanents enter tapped", compiled) enters untapped; what enters
    after it enters tapped."""
    s = scen()
    s.hand(0, "Orb of Dreams", "Ornithopter")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Orb of Dreams")
    g.pass_until_resolved()
    assert not g.obj("Orb of Dreams").tapped
    g.cast("Ornithopter")
    g.pass_until_resolved()
    assert g.obj("Ornithopter").tapped


def test_614_15_616_1a_self_replacement_applies_first(scen, define):
    """A spell "Destroy target creature. If that creature would be put into a graveyard this way, put it
    on top of its owner's library instead." (tree by hand on Doom Blade) with Rest in Peace out: the
    self-replacement effect must be applied first (616.1a), so nobody is asked and Rest in Peace no
    longer applies."""
    define("Rest in Peace", rest_in_peace())
    to_top = Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "library"), ("position", "top")),
                         affected=Target(0))
    define("Doom Blade", SpellAbility(Body(SelfReplacement(Destroy(Target(0)), to_top),
                                           (TargetSpec(Filter(types=("Creature",)), label="target creature"),))))
    s = scen()
    s.battlefield(0, "Rest in Peace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Doom Blade")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    assert g.decision.kind == "priority"
    g.expect_zone(bears, "library")
    assert g.state.library[1][-1] == g.find(bears)
    g.expect_zone("Doom Blade", "exile")


def test_614_1a_resolved_replacement_magma_spray_exiles_if_it_would_die_this_turn(scen, define):
    """Magma Spray (second sentence by hand): the creature dealt lethal damage is exiled; the effect
    ends with the turn."""
    exile_if_dies = Replacement("move_instead", arg=(("from", "battlefield"), ("to", "graveyard"), ("zone", "exile")),
                                affected=Target(0))
    define("Magma Spray", SpellAbility(Body(Seq((DealDamage(Num(2), Target(0)),
                                                  CreateReplacement(exile_if_dies))),
                                            (TargetSpec(Filter(types=("Creature",)), label="target creature"),))))
    s = scen()
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Magma Spray")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Magma Spray", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "exile")
    g.pass_until("upkeep", turn=2)
    assert not any(sh[0] == "rep" for sh in g.state.shields)


def test_614_9_redirection_to_enchanted_creature(scen, define):
    """Pariah (tree by hand): "All damage that would be dealt to you is dealt to enchanted creature
    instead." """
    from manastack.tree.abilities import Keyword

    define("Pariah", Keyword("Enchant", arg=Filter(types=("Creature",))),
           Replacement("redirect_damage", arg=(("to", AttachedTo(This())),), affected=You()))
    s = scen()
    ox = s.battlefield(1, "Pillarfield Ox")
    s.battlefield(1, "Pariah", attached_to=ox)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 20)
    assert g.obj(ox).damage == 3


def test_701_19_regeneration_replaces_destruction(scen):
    """Regeneration is a destruction-replacement effect (614.8): the creature stays, tapped, with its
    damage removed."""
    s = scen()
    s.battlefield(1, "Drudge Skeletons")
    s.lands(1, "Swamp", 1)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.pass_priority()
    g.activate("Drudge Skeletons")
    g.pass_until_resolved()
    g.cast("Murder", target="Drudge Skeletons")
    g.pass_until_resolved()
    v = g.obj("Drudge Skeletons")
    assert v.zone == "battlefield" and v.tapped
    assert not any(sh[0] == "regen" for sh in g.state.shields)


def test_614_10_skip_untap_step(scen, define):
    """Stasis (replacement by hand): "Players skip their untap steps." The untap step doesn't happen:
    tapped permanents stay tapped and "at the beginning of" nothing fires for it."""
    define("Stasis", Replacement("skip_step", arg=(("step", "untap"),), affected=Filter(kind="player", player="any")))
    s = scen()
    s.battlefield(1, "Stasis")
    land = s.battlefield(0, "Forest", tapped=True)
    g = s.start("end", turn=1, active=1)
    g.pass_until("upkeep", turn=2)
    assert g.obj(land).tapped
    assert not any(e.kind == "step" and "untap" in e.text for e in g.events_since(0) if e.turn == 2)
    assert any(e.rule == "614.10" for e in g.events_since(0))


def test_614_10_resolved_skip_effect_is_used_up(scen, define):
    """"Target player skips their next draw step" (a resolved effect, tree by hand on Opt): skipped once,
    then the effect is used up (614.10a)."""
    skip = Replacement("skip_step", arg=(("step", "draw"),), affected=Target(0))
    define("Opt", SpellAbility(Body(CreateReplacement(skip, duration="permanent", uses=1),
                                    (TargetSpec(Filter(kind="player", player="any"), label="target player"),))))
    s = scen()
    s.hand(0, "Opt")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Opt", target="Player 2")
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    assert len(g.zone(1, "hand")) == 0
    g.pass_until("main1", turn=4)
    assert len(g.zone(1, "hand")) == 1


def test_119_10_life_gain_replacement(scen, define):
    """Boon Reflection (tree by hand): "If you would gain life, you gain twice that much life instead." """
    define("Boon Reflection", Replacement("life_gain_mult", arg=(("mult", 2),), affected=You()))
    s = scen()
    s.battlefield(0, "Boon Reflection")
    s.hand(0, "Healing Salve")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Healing Salve", modes=[1], target="Player 1")
    g.pass_until_resolved()
    g.expect_life(0, 26)


def test_616_1_regeneration_competes_with_exile_instead(scen, define):
    """A regeneration shield and "If a nontoken creature an opponent owns would die, exile it instead"
    (Anafenza's second ability, by hand) both apply to the destruction: the creature's controller
    chooses; regenerating first leaves nothing to die."""
    define("Anafenza, the Foremost", Replacement(
        "move_instead", arg=(("from", "battlefield"), ("to", "graveyard"), ("zone", "exile")),
        affected=Filter(types=("Creature",), token=False, owner="opponent")))
    s = scen()
    s.battlefield(0, "Anafenza, the Foremost")
    skel = s.battlefield(1, "Drudge Skeletons")
    s.lands(1, "Swamp", 1)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.pass_priority()
    g.activate("Drudge Skeletons")
    g.pass_until_resolved()
    g.cast("Murder", target=skel)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 1
    g.answer(next(o for o in d.options if o[1] == "shield"))
    g.expect_zone(skel, "battlefield")
    assert g.obj(skel).tapped


def test_615_static_prevention_from_sources_with_a_quality(scen, define):
    """"Prevent all damage that would be dealt to you by red sources." (a Circle of Protection-like
    static, tree by hand): Shock is prevented, a green creature's damage isn't."""
    define("Circle of Protection: Red",
           Replacement("prevent_damage", arg=(("from", Filter(kind="object", colors=8)),), affected=You()))
    s = scen()
    s.battlefield(1, "Circle of Protection: Red")
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1", turn=2)
    g.cast("Shock", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 20)
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 18)


def test_614_1c_614_16_enters_with_an_additional_counter_then_hardened_scales(scen, define):
    """Grumgully's "Each other non-Human creature you control enters with an additional +1/+1 counter on
    it." and Hardened Scales (both by hand): the counters it enters with are modified too (614.16), so
    Grizzly Bears enters with 2; Grumgully itself gets none (614.12)."""
    define("Grumgully, the Generous", Replacement("enters_with_counters", arg=("+1/+1", 1),
                                                  affected=Filter(types=("Creature",), not_subtypes=("Human",),
                                                                  controller="you", other=True)))
    define("Hardened Scales", hardened_scales())
    s = scen()
    s.battlefield(0, "Hardened Scales")
    s.hand(0, "Grumgully, the Generous", "Grizzly Bears")
    s.lands(0, "Forest", 4)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Grumgully, the Generous")
    g.pass_until_resolved()
    assert g.obj("Grumgully, the Generous").counters == {}
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.obj("Grizzly Bears").counters == {"+1/+1": 2}


def test_614_12a_as_enters_choice_is_made_as_it_enters(scen, define):
    """"As this creature enters, choose a color." (Voice of All's first ability, by hand): the choice is a
    Decision in the middle of the entering event; the permanent keeps it."""
    define("Voice of All", Replacement("as_enters_choose", arg=(("choose", "color"),)))
    s = scen()
    s.hand(0, "Voice of All")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Voice of All")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "color" and d.player == 0 and len(d.options) == 5
    g.answer(("color", "R"))
    v = g.state.objects[g.find("Voice of All")]
    assert v.zone == "battlefield" and v.chosen == {"color": "R"}


def test_609_4_cast_spells_as_though_they_had_flash(scen, define):
    """Vedalken Orrery (by hand): "You may cast spells as though they had flash." — a sorcery in the
    opponent's turn."""
    from manastack.tree.abilities import Static
    from manastack.tree.continuous import CastAsThough

    define("Vedalken Orrery", Static(mods=(CastAsThough(Filter(kind="spell")),), affected=You()))
    s = scen()
    s.battlefield(1, "Vedalken Orrery")
    s.hand(1, "Divination")
    s.hand(0, "Divination")
    s.lands(1, "Island", 3)
    s.lands(0, "Island", 3)
    g = s.start("upkeep", turn=2, active=0)
    assert not any(o[0] == "cast" for o in g.options())  # player 1 has no Orrery
    g.pass_priority()
    assert g.decision.player == 1
    g.cast("Divination")
    g.pass_until_resolved()
    assert len(g.zone(1, "hand")) == 2
