"""Costs: the total cost (601.2f, 118.7–118.9), kicker (702.33), buyback (702.27), flashback (702.34),
alternative costs (118.9), affinity (702.41), convoke (702.51), delve (702.66), improvise (702.126),
cascade (702.85) and casting without paying the mana cost (118.9, 107.3b)."""

from manastack.tree.abilities import Keyword, Static
from manastack.tree.continuous import CostChange
from manastack.tree.costs import Cost
from manastack.tree.filters import Filter
from manastack.tree.refs import You

THALIA = (Keyword("First Strike"),
          Static(mods=(CostChange(Filter(kind="spell", not_types=("Creature",)), 1, "each"),), affected=You()))
ELECTROMANCER = Static(mods=(CostChange(Filter(kind="spell", any_types=("Instant", "Sorcery")), -1, "you"),),
                       affected=You())


def casts(g, name):
    return [o for o in g.options() if o[0] == "cast" and g.state.objects[o[1]].card == name]


def test_601_2f_increases_apply_before_reductions(scen, define):
    """Thalia ({1} more) and Goblin Electromancer ({1} less, tree by hand): Lightning Bolt costs {1}{R}
    then {R} — increases first, then reductions (a reduction first would find no generic to take)."""
    define("Goblin Electromancer", ELECTROMANCER)
    define("Thalia, Guardian of Thraben", *THALIA)
    s = scen()
    s.battlefield(1, "Thalia, Guardian of Thraben")
    s.battlefield(0, "Goblin Electromancer")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 17)


def test_601_2f_cost_increase_applies(scen, define):
    """Thalia's "Noncreature spells cost {1} more to cast." applies to every player's spells (tree by
    hand: the compiler currently limits it to its controller's spells)."""
    define("Thalia, Guardian of Thraben", *THALIA)
    s = scen()
    s.battlefield(1, "Thalia, Guardian of Thraben")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    assert not casts(g, "Lightning Bolt")


def test_118_7a_generic_reduction_cant_reduce_colored_mana(scen, define):
    define("Goblin Electromancer", ELECTROMANCER)
    s = scen()
    s.battlefield(0, "Goblin Electromancer")
    s.battlefield(0, "Goblin Electromancer")
    s.hand(0, "Lightning Bolt")
    g = s.start("main1")
    assert not casts(g, "Lightning Bolt")


def test_702_41_affinity_for_artifacts(scen):
    """Myr Enforcer ({7}, affinity for artifacts) with three artifacts costs {4}; Frogmite ({4}) with
    four costs {0}."""
    s = scen()
    for _ in range(4):
        s.battlefield(0, "Ornithopter")
    s.hand(0, "Frogmite", "Myr Enforcer")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Frogmite")
    g.pass_until_resolved()
    g.expect_zone("Frogmite", "battlefield")
    assert all(not g.obj(i).tapped for i in g.state.battlefield if g.obj(i).name == "Island")
    g.cast("Myr Enforcer")  # five artifacts now: {7} - 5 = {2}
    g.pass_until_resolved()
    g.expect_zone("Myr Enforcer", "battlefield")
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Island" and g.obj(i).tapped) == 2


def test_702_33_kicker_paid_and_kicked(scen):
    """Into the Roil: kicked ({1}{U} more) it draws a card; the kicker cost is part of the total cost."""
    s = scen()
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Into the Roil")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Into the Roil", target="Hill Giant", kicked=True)
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Island" and g.obj(i).tapped) == 4
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "hand")
    assert len(g.zone(0, "hand")) == 1


def test_702_33_not_kicked(scen):
    s = scen()
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Into the Roil")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Into the Roil", target="Hill Giant", kicked=False)
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == 0
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Island" and g.obj(i).tapped) == 2


def test_702_33d_kicked_permanent_remembers_it_was_kicked(scen):
    """Gatekeeper of Malakir: "When this creature enters, if it was kicked, target player sacrifices a
    creature." The permanent knows it was kicked."""
    s = scen()
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Gatekeeper of Malakir")
    s.lands(0, "Swamp", 3)
    g = s.start("main1")
    g.cast("Gatekeeper of Malakir", kicked=True)
    g.pass_until_resolved()
    g.choose("Player 2")
    g.pass_until_resolved()
    g.expect_zone("Hill Giant", "graveyard")


def test_702_33c_multikicker_paid_any_number_of_times(scen):
    """Gnarlid Pack, multikicker {1}{G}: kicked twice, the total cost is {1}{G} + 2 x {1}{G}."""
    s = scen()
    s.hand(0, "Gnarlid Pack")
    s.lands(0, "Forest", 7)
    g = s.start("main1")
    g.answer(casts(g, "Gnarlid Pack")[0])
    d = g.decision
    assert d.kind == "number" and ("times", 2) in d.options and ("times", 3) not in d.options
    g.answer(("times", 2))
    g.choose("auto")
    assert sum(1 for i in g.state.battlefield if g.obj(i).tapped) == 6
    assert {"kicker", "kicked:2"} <= g.state.objects[g.state.stack[-1]].paid


def test_702_27_buyback_returns_the_spell_to_hand(scen):
    s = scen()
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Capsize")
    s.lands(0, "Island", 6)
    g = s.start("main1")
    g.cast("Capsize", target="Hill Giant", kicked=True)  # the optional-cost question is answered "yes"
    g.pass_until_resolved()
    g.expect_zone("Capsize", "hand")


def test_702_34a_flashback_from_graveyard_then_exiled(scen):
    """Think Twice cast from the graveyard for its flashback cost goes to exile after resolving."""
    s = scen()
    s.graveyard(0, "Think Twice")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    opts = casts(g, "Think Twice")
    assert [o[2] for o in opts] == ["flashback"]
    g.answer(opts[0])
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_zone("Think Twice", "exile")
    assert len(g.zone(0, "hand")) == 1


def test_702_34a_countered_flashback_spell_is_exiled(scen):
    """"Exile this card instead of putting it anywhere else any time it would leave the stack": a
    countered flashback spell goes to exile too."""
    s = scen()
    s.graveyard(0, "Think Twice")
    s.lands(0, "Island", 3)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.answer(casts(g, "Think Twice")[0])
    g.choose("auto")
    g.pass_priority()
    g.cast("Counterspell", target="Think Twice")
    g.pass_until_resolved()
    g.expect_zone("Think Twice", "exile")


def test_118_9d_flashback_cost_with_life_and_reduction(scen, define):
    """Deep Analysis's flashback cost {1}{U} and 3 life; Goblin Electromancer (by hand) reduces the
    alternative cost too (118.9d)."""
    define("Goblin Electromancer", ELECTROMANCER)
    s = scen()
    s.battlefield(0, "Goblin Electromancer")
    s.graveyard(0, "Deep Analysis")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.answer(casts(g, "Deep Analysis")[0])
    g.choose("Player 1")
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_life(0, 17)
    assert len(g.zone(0, "hand")) == 2
    g.expect_zone("Deep Analysis", "exile")


def test_118_9_alternative_cost_sacrifice_two_mountains(scen, define):
    """Fireblast (alternative cost by hand): "You may sacrifice two Mountains rather than pay this
    spell's mana cost." """
    from manastack.tree.abilities import Body, SpellAbility, TargetSpec
    from manastack.tree.effects import DealDamage
    from manastack.tree.filters import ANY_TARGET
    from manastack.tree.refs import Num, Target

    define("Fireblast", Keyword("AlternativeCost", cost=Cost(sacrifice=Filter(subtypes=("Mountain",)), sacrifice_n=2)),
           SpellAbility(Body(DealDamage(Num(4), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),))))
    s = scen()
    s.hand(0, "Fireblast")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    opts = casts(g, "Fireblast")
    assert [o[2] for o in opts] == ["alt:0"]  # {4}{R}{R} can't be paid; the alternative can
    g.answer(opts[0])
    g.choose("Player 2")
    while g.decision.kind == "choose_cards":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_life(1, 16)
    assert g.zone(0, "graveyard").count("Mountain") == 2


def test_702_51_convoke_creatures_pay_for_mana(scen):
    """Siege Wurm {5}{G}{G} with convoke and seven creatures (two green), no lands."""
    s = scen()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves", sick=True)  # convoking isn't a {T} ability: summoning sickness doesn't matter
    for _ in range(5):
        s.battlefield(0, "Savannah Lions")
    s.hand(0, "Siege Wurm")
    g = s.start("main1")
    g.cast("Siege Wurm")
    g.pass_until_resolved()
    g.expect_zone("Siege Wurm", "battlefield")
    assert all(g.obj(i).tapped for i in g.state.battlefield if g.obj(i).name != "Siege Wurm")


def test_702_51a_convoke_colored_mana_needs_a_creature_of_that_color(scen):
    s = scen()
    for _ in range(7):
        s.battlefield(0, "Savannah Lions")
    s.hand(0, "Siege Wurm")
    g = s.start("main1")
    assert not casts(g, "Siege Wurm")


def test_702_51_convoke_manual_payment_option(scen):
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 6)
    s.hand(0, "Siege Wurm")
    g = s.start("main1")
    g.cast("Siege Wurm", pay="manual")
    opts = g.decision.options
    assert any(o[0] == "convoke" and o[1] == g.find(bears) and o[3] == "G" for o in opts)
    g.answer(next(o for o in opts if o[0] == "convoke" and o[3] == "G"))
    g.choose("auto")
    g.pass_until_resolved()
    assert g.obj(bears).tapped and sum(1 for i in g.state.battlefield if g.obj(i).tapped) == 7


def test_702_66_delve_exiles_cards_to_pay_generic(scen):
    """Treasure Cruise {7}{U}: seven cards exiled from the graveyard and one Island."""
    s = scen()
    s.graveyard(0, *["Grizzly Bears"] * 7)
    s.lands(0, "Island", 1)
    s.hand(0, "Treasure Cruise")
    g = s.start("main1")
    g.cast("Treasure Cruise")
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Treasure Cruise"]
    assert len(g.zone(0, "exile")) == 7
    assert len(g.zone(0, "hand")) == 3


def test_702_66a_delve_cant_pay_colored_mana(scen):
    s = scen()
    s.graveyard(0, *["Grizzly Bears"] * 8)
    s.hand(0, "Treasure Cruise")
    g = s.start("main1")
    assert not casts(g, "Treasure Cruise")


def test_702_126_improvise_taps_artifacts_for_generic(scen):
    s = scen()
    for _ in range(3):
        s.battlefield(0, "Ornithopter")
    s.lands(0, "Island", 2)
    s.hand(0, "Reverse Engineer")
    g = s.start("main1")
    g.cast("Reverse Engineer")
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == 3
    assert all(g.obj(i).tapped for i in g.state.battlefield)


def test_702_85_cascade_casts_a_cheaper_card_free_and_bottoms_the_rest(scen):
    """Shardless Agent (mana value 3): exile Hill Giant (4) and Forest, hit Grizzly Bears (2) and cast it
    without paying its mana cost; the other two go to the bottom."""
    s = scen()
    s.library(0, "Hill Giant", "Forest", "Grizzly Bears", "Island")
    s.hand(0, "Shardless Agent")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Shardless Agent")
    assert len(g.stack) == 2  # cascade triggered on casting
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "yes_no" and d.player == 0
    g.choose("yes")
    assert [g.state.objects[o].card for o in g.state.stack] == ["Shardless Agent", "Grizzly Bears"]
    assert g.decision.kind == "priority"
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Shardless Agent", "battlefield")
    lib = [g.state.objects[o].card for o in g.state.library[0]]
    assert lib[-1] == "Island" and sorted(lib[:2]) == ["Forest", "Hill Giant"]


def test_702_85_cascade_may_decline(scen):
    s = scen()
    s.library(0, "Grizzly Bears", "Island")
    s.hand(0, "Shardless Agent")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Shardless Agent")
    g.pass_priority(2)
    g.choose("no")
    assert [g.state.objects[o].card for o in g.state.library[0]] == ["Grizzly Bears", "Island"]


def test_107_3b_cast_without_paying_its_mana_cost_x_is_zero(scen):
    """Cascading into Blaze ({X}{R}): X is 0."""
    s = scen()
    s.library(0, "Blaze")
    s.hand(0, "Shardless Agent")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Shardless Agent")
    g.pass_priority(2)
    g.choose("yes")
    assert g.decision.kind == "target"  # no X question: X is 0
    g.choose("Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 20)


def test_118_9_free_cast_still_pays_additional_costs(scen):
    """Cascading into Bone Splinters: the additional cost (sacrifice a creature) must still be paid."""
    s = scen()
    s.library(0, "Bone Splinters")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Shardless Agent")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Shardless Agent")
    g.pass_priority(2)
    g.choose("yes")
    g.choose("Hill Giant")
    assert g.decision.kind == "choose_cards"
    g.choose("Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Hill Giant", "graveyard")


def test_601_2f_this_spell_costs_less_for_each(scen):
    """Tolarian Terror (compiled): "This spell costs {1} less to cast for each instant and sorcery card in
    your graveyard." {6}{U} with three such cards costs {3}{U}."""
    s = scen()
    s.graveyard(0, "Shock", "Opt", "Divination", "Grizzly Bears")
    s.hand(0, "Tolarian Terror")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Tolarian Terror")
    g.pass_until_resolved()
    g.expect_zone("Tolarian Terror", "battlefield")


def test_601_2f_this_spell_costs_less_not_enough(scen):
    s = scen()
    s.graveyard(0, "Shock", "Opt")
    s.hand(0, "Tolarian Terror")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    assert not casts(g, "Tolarian Terror")
