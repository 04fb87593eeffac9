"""Seed rulings, file 002 (10/14/2022, the Brothers' War prototype and Arcane Proxy rulings): one test per
sentence, the sentence quoted in its docstring. CR 702.160, 718, 707.12, 608.2g, 118.9, 107.3b, 704.5e."""
from __future__ import annotations

from mechanics.trees import (
    CAST_ARTIFACT_FREE,
    CAST_ARTIFACTS_FROM_GRAVEYARD,
    define,
)

from manastack.testing import Scenario


def full(**kw) -> Scenario:
    return Scenario.full(**kw)


def cast_options(g, card):
    oid = g.find(card)
    return sorted(o[2] for o in g.options() if o[0] == "cast" and o[1] == oid)


# ---------------------------------------------------------------- A prototype card is a colorless card ...


def test_718_4_prototype_card_colorless_outside_stack_and_battlefield_and_when_cast_normally():
    """"A prototype card is a colorless card in every zone except the stack or the battlefield, as well as
    while on the stack or the battlefield if not cast as a prototyped spell." (718.4)"""
    s = full()
    hand = s.hand(0, "Blitz Automaton")
    gy = s.graveyard(0, "Blitz Automaton")[0]
    ex = s.exile(0, "Blitz Automaton")[0]
    s.lands(0, "Mountain", 7)
    g = s.start("main1")
    for c in (hand, gy, ex):
        assert g.obj(c).colors == []
    g.cast(hand)  # normally, for {7}
    assert g.obj(hand).zone == "stack" and g.obj(hand).colors == [] and not g.obj(hand).prototyped
    g.pass_until_resolved()
    v = g.obj(hand)
    assert v.zone == "battlefield" and v.colors == [] and (v.power, v.toughness) == (6, 4)


def test_718_4_ignore_alternative_characteristics_in_those_cases():
    """"Ignore its alternative characteristics in those cases." (718.4: only the normal mana cost, power
    and toughness)"""
    s = full()
    gy = s.graveyard(0, "Blitz Automaton")[0]
    bf = s.battlefield(0, "Blitz Automaton")  # put onto the battlefield, not cast prototyped
    g = s.start("main1")
    for c in (gy, bf):
        v = g.obj(c)
        assert (v.mana_cost, v.power, v.toughness) == ("{7}", 6, 4)


def test_718_4_blitz_automaton_in_graveyard_is_colorless_creature_card_mana_value_7():
    """"For example, while it's in your graveyard, Blitz Automaton is a colorless creature card with mana
    value 7." """
    s = full()
    gy = s.graveyard(0, "Blitz Automaton")[0]
    g = s.start("main1")
    v = g.obj(gy)
    assert v.colors == [] and "Creature" in v.types and v.mana_value == 7


def test_718_4_recommission_cant_target_blitz_automaton_in_graveyard():
    """"It can't be the target of Recommission, a spell that targets an artifact or creature card with mana
    value 3 or less in your graveyard." (Recommission's first sentence as compiled; a mana-value-3
    artifact creature card is the control target)"""
    s = full()
    blitz = s.graveyard(0, "Blitz Automaton")[0]
    bears = s.graveyard(0, "Grizzly Bears")[0]
    s.hand(0, "Recommission")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.answer(next(o for o in g.options() if o[0] == "cast"))
    d = g.decision
    assert d.kind == "target"
    targets = {o[1] for o in d.options if o[0] == "target"}
    assert g.find(bears) in targets
    assert g.find(blitz) not in targets


# ---------------------------------------------------------------- prototyped is not an alternative cost


def _free_caster(s):
    """A permanent with the seed ruling's effect: cast an artifact spell from your hand without paying its
    mana cost."""
    define(s.pool, "Ornithopter", (CAST_ARTIFACT_FREE,))
    return s.battlefield(0, "Ornithopter")


def test_702_160_prototyped_is_not_an_alternative_cost_and_combines_with_one():
    """"Casting a prototyped spell isn't the same as casting it for an alternative cost, and an alternative
    cost may be applied to a spell cast this way." (702.160a, 118.9: cast prototyped without paying its
    mana cost)"""
    s = full()
    src = _free_caster(s)
    blitz = s.hand(0, "Blitz Automaton")
    g = s.start("main1")
    g.activate(src)
    g.pass_priority(2)
    d = g.decision
    assert ("cast", g.find(blitz), "free+prototype") in d.options
    g.answer(("cast", g.find(blitz), "free+prototype"))
    v = g.obj(blitz)
    assert v.zone == "stack" and v.prototyped and v.mana_cost == "{2}{R}"
    assert g.life(0) == 20 and not any(g.state.players[0].pool)
    g.pass_until_resolved()
    assert (g.obj(blitz).power, g.obj(blitz).toughness) == (3, 2)


def test_702_160_free_cast_effect_offers_blitz_automaton_normally_or_prototyped():
    """"For example, if an effect allows you to cast an artifact card without paying its mana cost, you
    could either cast Blitz Automaton normally, or as a prototyped spell." """
    s = full()
    src = _free_caster(s)
    blitz = s.hand(0, "Blitz Automaton")
    g = s.start("main1")
    g.activate(src)
    g.pass_priority(2)
    oid = g.find(blitz)
    assert {o[2] for o in g.decision.options if o[0] == "cast" and o[1] == oid} == {"free", "free+prototype"}
    g.answer(("cast", oid, "free"))
    g.pass_until_resolved()
    v = g.obj(blitz)
    assert v.zone == "battlefield" and (v.power, v.toughness) == (6, 4) and v.colors == []


# ---------------------------------------------------------------- copies (718.3c-d; copies are issue 6a's)


def _copier(s, effect_node, targets):
    from manastack.tree.abilities import Activated, Body
    from manastack.tree.costs import Cost

    define(s.pool, "Ornithopter", (Activated(cost=Cost(tap=True), body=Body(effect_node, targets)),))
    return s.battlefield(0, "Ornithopter")


def test_718_3c_copy_of_prototyped_spell_and_its_token_have_prototyped_characteristics():
    """"If an effect copies a prototyped spell, that copy (as well as the token it becomes on the
    battlefield) will have the same characteristics as the prototyped spell." (718.3c, 707.10)"""
    from manastack.tree.abilities import TargetSpec
    from manastack.tree.effects import CopySpell
    from manastack.tree.filters import Filter
    from manastack.tree.refs import Target

    s = full()
    orn = _copier(s, CopySpell(Target(0)), (TargetSpec(Filter(kind="spell"), label="target spell"),))
    blitz = s.hand(0, "Blitz Automaton")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast(blitz, prototyped=True)
    g.activate(orn, target=blitz)
    g.pass_priority(2)  # the copying ability resolves
    copies = [i for i in g.state.stack if g.state.objects[i].kind == "copy"]
    assert copies
    v = g.obj(copies[0])
    assert (v.mana_cost, v.mana_value, v.colors, v.power, v.toughness) == ("{2}{R}", 3, ["red"], 3, 2)
    g.pass_until_resolved()
    tokens = [i for i in g.state.battlefield if g.state.objects[i].kind in ("token", "copy") and g.obj(i).name == "Blitz Automaton"]
    assert tokens
    v = g.obj(tokens[0])
    assert (v.mana_cost, v.mana_value, v.colors, v.power, v.toughness) == ("{2}{R}", 3, ["red"], 3, 2)


def test_718_3d_token_copy_or_becoming_a_copy_of_prototyped_permanent_has_its_values():
    """"Similarly, if an effect creates a token that's a copy of a prototyped permanent or causes another
    permanent to become a copy of it, the copy would have the same characteristics as the prototyped
    permanent." (718.3d, 707.2)"""
    from manastack.tree.abilities import TargetSpec
    from manastack.tree.continuous import CopyOf
    from manastack.tree.effects import ApplyContinuous, CreateToken, Seq
    from manastack.tree.filters import Filter
    from manastack.tree.refs import Target

    s = full()
    crt = TargetSpec(Filter(types=("Creature",)), label="target creature")
    orn = _copier(s, Seq((CreateToken(copy_of=Target(0)), ApplyContinuous(Target(1), (CopyOf(Target(0)),), "permanent"))),
                  (crt, crt))
    blitz = s.battlefield(0, "Blitz Automaton", prototyped=True)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.activate(orn, targets=[blitz, bears])
    g.pass_until_resolved()
    token = next(i for i in g.state.battlefield if g.state.objects[i].kind == "token")
    for c in (token, bears):
        v = g.obj(c)
        assert (v.name, v.mana_cost, v.mana_value, v.colors, v.power, v.toughness) == \
            ("Blitz Automaton", "{2}{R}", 3, ["red"], 3, 2)


# ---------------------------------------------------------------- Arcane Proxy (707.12, 608.2g)


def proxy_scenario(*graveyard: str, prototyped: bool = True, lands: int = 3, extra=None):
    """Player 1 casts Arcane Proxy (prototyped: 2/1 for {1}{U}{U}; else 4/3 for {7}) with ``graveyard``;
    returns (scenario game, proxy, graveyard cards) with the enters trigger waiting for its target."""
    s = full()
    if extra:
        extra(s)
    proxy = s.hand(0, "Arcane Proxy")
    cards = s.graveyard(0, *graveyard)
    s.lands(0, "Island", lands)
    g = s.start("main1")
    g.cast(proxy, prototyped=prototyped)
    g.pass_priority(2)  # Arcane Proxy resolves; its trigger waits for a target
    return g, proxy, cards


def resolve_trigger_to_cast_choice(g, target):
    g.choose(target)  # the trigger's target
    g.pass_priority(2)  # the trigger resolves: exile, copy, and the choice to cast the copy


def copy_on_stack(g):
    return next(i for i in g.state.stack if g.state.objects[i].kind == "copy")


def _proxy_shrunk(target_name: str):
    g, proxy, cards = proxy_scenario(target_name, prototyped=False, lands=7,
                                     extra=lambda s: (s.hand(1, "Disfigure"), s.lands(1, "Swamp", 1)))
    g.choose(cards[0])
    g.pass_priority()  # player 2 gets priority with the trigger on the stack
    g.cast("Disfigure", target=proxy)  # Arcane Proxy becomes 2/1
    g.pass_until_resolved()
    return g, proxy, cards


def test_608_2b_arcane_proxy_power_below_target_mana_value_makes_target_illegal():
    """"If another effect causes Arcane Proxy's power to be less than the mana value of the target card as
    the ability tries to resolve, the target is illegal." (608.2b; the target is Inspiration, mana value 4,
    and Disfigure makes the 4/3 Arcane Proxy a 2/1)"""
    g, proxy, _cards = _proxy_shrunk("Inspiration")
    ev = [e for e in g.state.events() if e.rule == "608.2b"]
    assert ev and "targets are illegal" in ev[-1].text
    assert g.obj(proxy).power == 2


def test_608_2b_arcane_proxy_card_not_exiled_and_no_copy_to_cast():
    """"The card won't be exiled, and you won't get to cast a copy." """
    g, _proxy, cards = _proxy_shrunk("Inspiration")
    g.expect_zone(cards[0], "graveyard")
    assert not [o for o in g.state.objects.values() if o.kind == "copy"]
    assert not g.events_since(0, "copy")
    assert g.decision.kind == "priority"


def test_107_3b_copy_cast_without_paying_has_x_of_0():
    """"If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X." (107.3b:
    Blaze, {X}{R}, cast from Arcane Proxy deals 0 damage)"""
    g, _proxy, cards = proxy_scenario("Blaze")
    resolve_trigger_to_cast_choice(g, cards[0])
    copy = g.decision.options[0][1]
    g.answer(("cast", copy, "free"))
    assert g.decision.kind == "target"  # no choice of X was asked
    g.choose("Player 2")
    assert not g.state.objects[copy_on_stack(g)].x  # X is 0 (unset counts as 0, 107.3)
    m = g.mark()
    g.pass_until_resolved()
    g.expect_life(1, 20)
    assert not g.events_since(m, "damage")


def test_118_9_without_paying_mana_cost_no_alternative_costs():
    """"If you cast a spell "without paying its mana cost," you can't pay any alternative costs." (118.9a:
    Think Twice's flashback is not offered for the copy)"""
    g, _proxy, cards = proxy_scenario("Think Twice")
    resolve_trigger_to_cast_choice(g, cards[0])
    d = g.decision
    variants = {o[2] for o in d.options if o[0] == "cast"}
    assert variants == {"free"}
    assert ("decline",) in d.options


def test_118_9d_without_paying_mana_cost_kicker_may_be_paid():
    """"You can, however, pay additional costs, such as kicker costs." (118.9d: a kicked Burst Lightning
    copy, kicker {4} paid, deals 4 damage)"""
    g, _proxy, cards = proxy_scenario("Burst Lightning", lands=7)
    resolve_trigger_to_cast_choice(g, cards[0])
    g.answer(("cast", g.decision.options[0][1], "free"))
    assert g.decision.kind == "yes_no" and g.decision.info == {"keyword": "Kicker"}
    g.choose("yes")
    g.choose("Player 2")
    assert g.decision.kind == "pay" and g.decision.info == {"due": "{4}"}
    g.choose("auto")
    g.pass_until_resolved()
    g.expect_life(1, 16)


def test_118_9d_without_paying_mana_cost_mandatory_additional_cost_must_be_paid():
    """"If the card has any mandatory additional costs, you must pay those." (118.9d: Bone Splinters'
    "As an additional cost to cast this spell, sacrifice a creature.")"""
    def kit(s):
        s.battlefield(0, "Grizzly Bears")
        s.battlefield(1, "Hill Giant")
    g, _proxy, cards = proxy_scenario("Bone Splinters", extra=kit)
    resolve_trigger_to_cast_choice(g, cards[0])
    g.answer(("cast", g.decision.options[0][1], "free"))
    g.choose("Hill Giant")  # target
    d = g.decision
    assert d.kind == "choose_cards" and d.info == {"what": "sacrifice"}
    assert ("cancel",) in d.options and len(d.options) == 3  # Arcane Proxy or Grizzly Bears; no way around it
    g.choose("Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Hill Giant", "graveyard")


def test_704_5e_declined_copy_ceases_to_exist_at_next_sba_check():
    """"If you don't want to cast the copy, you can choose not to; the copy ceases to exist the next time
    state-based actions are checked." (704.5e)"""
    g, _proxy, cards = proxy_scenario("Opt")
    resolve_trigger_to_cast_choice(g, cards[0])
    copy = g.decision.options[0][1]
    assert g.state.objects[copy].kind == "copy" and g.state.objects[copy].zone == "exile"
    m = g.mark()
    g.answer(("decline",))
    assert copy not in g.state.objects
    ceased = [e for e in g.events_since(m) if e.rule == "704.5e"]
    assert ceased and ceased[0].data["object"] == copy
    g.expect_zone(cards[0], "exile")  # the card itself stays exiled
    assert len(g.zone(0, "hand")) == 0


def test_707_12_copy_is_cast_while_the_ability_resolves_and_is_on_the_stack():
    """"You cast the copy while the ability is resolving and still on the stack." (707.12, 608.2g)"""
    g, _proxy, cards = proxy_scenario("Opt")
    resolve_trigger_to_cast_choice(g, cards[0])
    assert g.stack == ["ability of Arcane Proxy"]  # still on the stack while resolving
    m = g.mark()
    g.answer(("cast", g.decision.options[0][1], "free"))
    kinds = [(e.kind, e.rule) for e in g.events_since(m)]
    assert ("cast", "601.2i") in kinds
    assert g.stack == ["Opt"]  # cast, then the ability finished resolving
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_707_12_copy_cant_be_cast_later_in_the_turn():
    """"You can't wait to cast it later in the turn." """
    g, _proxy, cards = proxy_scenario("Opt")
    resolve_trigger_to_cast_choice(g, cards[0])
    g.answer(("decline",))
    assert g.decision.kind == "priority"
    assert not [o for o in g.options() if o[0] == "cast"]  # neither the copy nor the exiled card
    g.pass_until("main2")
    assert not [o for o in g.options() if o[0] == "cast"]


# ---------------------------------------------------------------- same card either way (718.5)


def _both_ways():
    s = full()
    a = s.hand(0, "Blitz Automaton")
    b = s.hand(0, "Blitz Automaton")
    s.lands(0, "Mountain", 10)
    g = s.start("main1")
    g.cast(a, prototyped=True)
    g.pass_until_resolved()
    g.cast(b)
    g.pass_until_resolved()
    return g, g.obj(a), g.obj(b)


def test_718_5_same_name_abilities_types_either_way():
    """"Regardless of how it was cast, a prototype card always has the same name, abilities, types, and so
    on." (718.5)"""
    _g, p, n = _both_ways()
    assert p.prototyped and not n.prototyped
    for f in ("name", "types", "subtypes", "supertypes", "abilities", "keywords"):
        assert getattr(p, f) == getattr(n, f), f
    assert p.keywords == {"Prototype", "Haste"}


def test_718_5_only_cost_mana_value_color_power_toughness_differ():
    """"Only the mana cost, mana value, color, power, and toughness change depending on whether the card
    was cast as a prototyped spell." """
    _g, p, n = _both_ways()
    fields = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes", "power", "toughness",
              "keywords", "abilities", "controller", "owner", "zone")
    differ = {f for f in fields if getattr(p, f) != getattr(n, f)}
    assert differ == {"mana_cost", "mana_value", "colors", "power", "toughness"}


# ---------------------------------------------------------------- any zone it may be cast from


def test_702_160_prototype_functions_in_any_zone_the_spell_could_be_cast_from():
    """"The prototype ability functions in any zone that the spell could be cast from." (exile, with a
    permission to cast it this turn: both ways are offered)"""
    from manastack.tree.abilities import Activated, Body
    from manastack.tree.costs import Cost
    from manastack.tree.effects import MayCast
    from manastack.tree.filters import Filter
    from manastack.tree.refs import Each

    s = full()
    define(s.pool, "Ornithopter", (Activated(cost=Cost(tap=True), body=Body(
        MayCast(Each(Filter(kind="card", zone="exile", owner="you"))))),))
    orn = s.battlefield(0, "Ornithopter")
    blitz = s.exile(0, "Blitz Automaton")[0]
    s.lands(0, "Mountain", 7)
    g = s.start("main1")
    assert cast_options(g, blitz) == []
    g.activate(orn)
    g.pass_until_resolved()
    assert cast_options(g, blitz) == ["normal", "prototype"]
    g.cast(g.find(blitz), prototyped=True)
    g.pass_until_resolved()
    v = g.obj(blitz)
    assert v.zone == "battlefield" and v.prototyped and (v.power, v.toughness) == (3, 2)


def test_702_160_cast_prototyped_blitz_automaton_from_graveyard():
    """"For example, if an effect allows you to cast artifact spells from your graveyard, you could cast a
    prototyped Blitz Automaton from your graveyard." (the effect, "You may cast artifact spells from your
    graveyard.", is a test ability on Ornithopter)"""
    s = full()
    define(s.pool, "Ornithopter", (CAST_ARTIFACTS_FROM_GRAVEYARD,))
    s.battlefield(0, "Ornithopter")
    blitz = s.graveyard(0, "Blitz Automaton")[0]
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    assert cast_options(g, blitz) == ["prototype"]  # {7} can't be paid with three lands
    g.cast(g.find(blitz), prototyped=True)
    assert g.obj(blitz).zone == "stack" and g.state.objects[g.find(blitz)].cast_from == "graveyard"
    g.pass_until_resolved()
    assert g.obj(blitz).prototyped and g.obj(blitz).zone == "battlefield"


# ---------------------------------------------------------------- prototyped values (718.3b)


def _cast_prototyped(name="Blitz Automaton", lands=("Mountain", 3)):
    s = full()
    c = s.hand(0, name)
    s.lands(0, *lands)
    s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start("main1")
    g.cast(c, prototyped=True)
    return g, c


def test_718_3b_prototyped_spell_has_secondary_mana_cost_power_toughness():
    """"When cast as a prototyped spell, that spell has the mana cost, power, and toughness characteristics
    shown in its colored, secondary text box rather than the normal values of those characteristics."
    (718.3b)"""
    g, c = _cast_prototyped()
    v = g.obj(c)
    assert v.zone == "stack" and (v.mana_cost, v.power, v.toughness) == ("{2}{R}", 3, 2)


def test_718_3b_prototyped_color_and_mana_value_from_that_mana_cost():
    """"Its color and mana value are determined by that mana cost." (105.2, 202.3: Phyrexian Fleshgorger
    prototyped for {1}{B}{B} is black with mana value 3)"""
    g, c = _cast_prototyped("Phyrexian Fleshgorger", ("Swamp", 3))
    v = g.obj(c)
    assert (v.colors, v.mana_value, v.mana_cost) == (["black"], 3, "{1}{B}{B}")


def test_718_3b_permanent_from_prototyped_spell_has_same_characteristics():
    """"The permanent that spell becomes as it resolves has the same characteristics." (718.3b)"""
    g, c = _cast_prototyped()
    g.pass_until_resolved()
    v = g.obj(c)
    assert v.zone == "battlefield"
    assert (v.mana_cost, v.mana_value, v.colors, v.power, v.toughness) == ("{2}{R}", 3, ["red"], 3, 2)


def test_718_4_leaving_the_stack_or_battlefield_resumes_normal_characteristics():
    """"If the spell leaves the stack in any other way, or the permanent it becomes leaves the battlefield, it
    immediately resumes using its normal characteristics." (718.4: countered into the graveyard; and a
    prototyped permanent returned to its owner's hand)"""
    g, c = _cast_prototyped()
    g.pass_priority()
    g.cast("Counterspell", target=c)
    g.pass_until_resolved()
    v = g.obj(c)
    assert v.zone == "graveyard" and (v.mana_cost, v.mana_value, v.colors, v.power, v.toughness) == ("{7}", 7, [], 6, 4)
    s = full()
    b = s.battlefield(0, "Blitz Automaton", prototyped=True)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1", active=1)
    assert g.obj(b).power == 3
    g.cast("Unsummon", target=b)
    g.pass_until_resolved()
    v = g.obj(b)
    assert v.zone == "hand" and (v.mana_cost, v.colors, v.power, v.toughness) == ("{7}", [], 6, 4)


# ---------------------------------------------------------------- casting permissions judged as cast (718.3a)


def test_718_3a_legality_judged_by_prototype_characteristics():
    """"When casting a prototyped spell, use only its prototype characteristics to determine whether it's
    legal to cast it." (718.3a: "an artifact spell with mana value 3 or less from your hand without paying
    its mana cost" admits Blitz Automaton only prototyped)"""
    from manastack.tree.abilities import Activated, Body
    from manastack.tree.costs import Cost
    from manastack.tree.effects import CastCard
    from manastack.tree.filters import Filter
    from manastack.tree.refs import Each

    s = full()
    define(s.pool, "Ornithopter", (Activated(cost=Cost(tap=True), body=Body(CastCard(
        Each(Filter(kind="card", zone="hand", owner="you")), filter=Filter(types=("Artifact",), mana_value=("<=", 3)),
        free=True))),))
    orn = s.battlefield(0, "Ornithopter")
    blitz = s.hand(0, "Blitz Automaton")
    g = s.start("main1")
    g.activate(orn)
    g.pass_priority(2)
    assert {o[2] for o in g.decision.options if o[0] == "cast" and o[1] == g.find(blitz)} == {"free+prototype"}


def test_718_3a_chandra_dressed_to_kill_blitz_automaton_castable_for_2r_not_7():
    """"For example, if Blitz Automaton is exiled with the last ability of Chandra, Dressed to Kill, you
    would be able to cast it for {2}{R} (because it's a red spell), even though you wouldn't be able to
    cast it as a colorless spell for its normal cost." (the emblem then deals 3 damage: the mana spent)"""
    s = full()
    s.battlefield(0, "Chandra, Dressed to Kill", counters={"loyalty": 7})
    blitz = s.library(0, "Blitz Automaton", "Plains", "Plains", "Plains", "Plains", "Plains")[0]
    s.lands(0, "Mountain", 10)
    g = s.start("main1")
    g.activate("Chandra, Dressed to Kill", loyalty=-7)
    g.pass_until_resolved()
    g.expect_zone(blitz, "exile")
    assert cast_options(g, blitz) == ["prototype"]  # not "normal": a colorless spell for {7}
    m = g.mark()
    g.cast(g.find(blitz), prototyped=True, target="Player 2")  # the target of the emblem's trigger
    assert [e for e in g.events_since(m) if e.rule == "603.3" and "targeting Player 2" in e.text]
    g.pass_until_resolved()
    g.expect_life(1, 17)
    assert g.obj(blitz).zone == "battlefield" and g.obj(blitz).mana_cost == "{2}{R}"
