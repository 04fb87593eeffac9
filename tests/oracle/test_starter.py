"""The built-in starter pool compiles completely, to the exact trees the engine interprets."""
from __future__ import annotations

import pytest

from manastack.core.colors import B, G, W
from manastack.core.mana import ManaCost
from manastack.oracle import compile_card
from manastack.tree import (
    ANY_TARGET,
    PLAYER,
    Activated,
    AddAbilities,
    AddMana,
    ApplyContinuous,
    AttachedTo,
    Body,
    ControllerOf,
    CounterSpell,
    CountOf,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Each,
    EventObject,
    EventPlayer,
    Filter,
    GainControl,
    GainLife,
    Keyword,
    Mill,
    Modal,
    ModPT,
    MoveTo,
    Num,
    Players,
    PowerOf,
    Prevent,
    Restrict,
    Scry,
    Search,
    Seq,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    Triggered,
    Unparsed,
    Unsupported,
    Untap,
    XValue,
    You,
)
from manastack.tree.costs import Cost

CREATURE = Filter(types=("Creature",))


def mana(s: str) -> ManaCost:
    return ManaCost.parse(s)


def test_starter_pool_compiles_without_unsupported_parts(starter):
    """Milestone: all 121 starter cards compile with no Unsupported/Unparsed node."""
    bad = {}
    for c in starter:
        nodes = [n for a in compile_card(c).abilities for n in a.walk()
                 if isinstance(n, (Unsupported, Unparsed))]
        if nodes:
            bad[c.name] = nodes
    assert len(starter) == 121
    assert bad == {}


def test_basic_lands_have_no_compiled_abilities(card):
    """305.6: a basic land's mana ability is intrinsic; "({T}: Add {W}.)" is reminder text."""
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert card(name) == ()


def test_vanilla_creature_has_no_abilities(card):
    assert card("Grizzly Bears") == ()


def test_keyword_lines_use_cr_702_names(card):
    """702.4, 702.9: "Flying, double strike" is two keyword abilities."""
    assert card("Skyhunter Skirmisher") == (Keyword("Flying"), Keyword("Double Strike"))
    assert card("Youthful Knight") == (Keyword("First Strike"),)


def test_protection_from_a_color(card):
    """702.16a: protection from white is protection from white objects."""
    assert card("Black Knight") == (Keyword("First Strike"), Keyword("Protection", arg=Filter(kind="object", colors=W)))


def test_lightning_bolt(card):
    """Self-reference by name (201.5) and "any target" (115.4)."""
    assert card("Lightning Bolt") == (
        SpellAbility(Body(DealDamage(Num(3), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),))),)


def test_mana_abilities(card):
    """605.1a: an activated ability without a target that adds mana is a mana ability."""
    assert card("Llanowar Elves") == (Activated(cost=Cost(tap=True), body=Body(AddMana("{G}")), mana=True),)
    assert card("Sol Ring") == (Activated(cost=Cost(tap=True), body=Body(AddMana("{C}{C}")), mana=True),)


def test_tap_to_ping_is_not_a_mana_ability(card):
    assert card("Prodigal Sorcerer") == (
        Activated(Cost(tap=True), Body(DealDamage(Num(1), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),))),)


def test_firebreathing(card):
    """611.2: "gets +1/+0 until end of turn" from a resolving ability."""
    assert card("Shivan Dragon")[1] == Activated(
        Cost(mana=mana("{R}")), Body(ApplyContinuous(This(), (ModPT(Num(1), Num(0)),), "end_of_turn")))


def test_activation_limit(card):
    """602.5b: "Activate no more than twice each turn." limits the ability."""
    bats = card("Vampire Bats")[1]
    assert isinstance(bats, Activated) and bats.limit == 2


def test_loyalty_abilities(card):
    """606: loyalty costs, sorcery timing; U+2212 minus is a negative cost."""
    plus, minus, ult = card("Jace Beleren")
    assert plus == Activated(Cost(loyalty=2), Body(Draw(Players("each"), Num(1))), timing="sorcery", loyalty=True)
    assert minus == Activated(Cost(loyalty=-1), Body(Draw(Target(0), Num(1)),
                                                     (TargetSpec(PLAYER, label="target player"),)),
                              timing="sorcery", loyalty=True)
    assert ult.body == Body(Mill(Target(0), Num(20)), (TargetSpec(PLAYER, label="target player"),))


def test_enters_trigger(card):
    """603.6a: "When this creature enters"."""
    assert card("Elvish Visionary") == (Triggered(Trigger("enters", This()), Body(Draw(You(), Num(1)))),)


def test_optional_return_from_graveyard(card):
    """608.2d: "you may" is a yes/no choice on resolution."""
    flt = Filter(kind="card", types=("Creature",), zone="graveyard", owner="you")
    (ab,) = card("Gravedigger")
    assert ab.body.effect == __import__("manastack.tree", fromlist=["MayDo"]).MayDo(MoveTo(Target(0), "hand"))
    assert ab.body.targets[0].filter == flt


def test_attack_trigger_pronoun_is_the_source(card):
    assert card("Borderland Marauder") == (
        Triggered(Trigger("attacks", This()), Body(ApplyContinuous(This(), (ModPT(Num(2), Num(0)),)))),)


def test_damage_to_opponent_trigger(card):
    """"that player" is the player dealt damage (603.2)."""
    assert card("Hypnotic Specter")[1] == Triggered(
        Trigger("deals_damage", This(), to="opponent"), Body(Discard(EventPlayer(), Num(1), random=True)))


def test_rancor(card):
    """400.7: "return it" after leaving the battlefield means the new object (the card in the graveyard)."""
    enchant, static, trig = card("Rancor")
    assert enchant == Keyword("Enchant", arg=CREATURE)
    assert static == Static((ModPT(Num(2), Num(0)), AddAbilities((Keyword("Trample"),))), AttachedTo(This()))
    assert trig == Triggered(Trigger("put_into_graveyard", This(), from_zone="battlefield"),
                             Body(MoveTo(EventObject(), "hand")))


def test_aura_and_equipment_statics(card):
    assert card("Holy Strength")[1] == Static((ModPT(Num(1), Num(2)),), AttachedTo(This()))
    assert card("Loxodon Warhammer") == (
        Static((ModPT(Num(3), Num(0)), AddAbilities((Keyword("Trample"), Keyword("Lifelink")))), AttachedTo(This())),
        Keyword("Equip", cost=Cost(mana=mana("{3}"))))
    assert card("Pacifism")[1] == Static((Restrict("cant_attack_or_block"),), AttachedTo(This()))


def test_anthem_and_restriction(card):
    assert card("Glorious Anthem") == (Static((ModPT(Num(1), Num(1)),), Filter(types=("Creature",), controller="you")),)
    assert card("Goblin Raider") == (Static((Restrict("cant_block"),), This()),)


def test_count_based_bonus(card):
    forests = CountOf(Filter(subtypes=("Forest",), controller="you"))
    assert card("Blanchwood Armor")[1] == Static((ModPT(forests, forests),), AttachedTo(This()))


def test_removal_and_counterspells(card):
    assert card("Doom Blade") == (SpellAbility(Body(Destroy(Target(0)), (
        TargetSpec(Filter(types=("Creature",), not_colors=B), label="target nonblack creature"),))),)
    assert card("Mana Leak") == (SpellAbility(Body(CounterSpell(Target(0), unless_pay=mana("{3}")), (
        TargetSpec(Filter(kind="spell"), label="target spell"),))),)


def test_pump_spell(card):
    assert card("Giant Growth")[0].body.effect == ApplyContinuous(Target(0), (ModPT(Num(3), Num(3)),), "end_of_turn")


def test_pronouns_across_sentences(card):
    """"Its controller ... its power" refer back to the exiled target (last known information)."""
    assert card("Swords to Plowshares")[0].body.effect == Seq((
        MoveTo(Target(0), "exile"), GainLife(ControllerOf(Target(0)), PowerOf(Target(0)))))


def test_tokens(card):
    """111.4: a token's name is its subtypes."""
    spec = TokenSpec(name="Soldier", colors=W, types=("Creature",), subtypes=("Soldier",), power=1, toughness=1)
    assert card("Raise the Alarm")[0].body.effect == CreateToken(spec, n=Num(2))
    beast = TokenSpec(name="Beast", colors=G, types=("Creature",), subtypes=("Beast",), power=3, toughness=3)
    assert card("Garruk Wildspeaker")[1].body.effect == CreateToken(beast)


def test_search_put_and_shuffle_fuse_into_one_search(card):
    """701.23: "Search ..., put that card onto the battlefield tapped, then shuffle" is one search."""
    basic = Filter(kind="card", types=("Land",), basic_land=True)
    assert card("Rampant Growth")[0].body.effect == Search(You(), basic, Num(1), zone="battlefield", tapped=True)
    assert card("Lay of the Land")[0].body.effect == Search(You(), basic, Num(1), zone="hand", reveal=True)
    assert card("Evolving Wilds")[0].cost == Cost(tap=True, sacrifice_self=True)


def test_multiple_targets(card):
    assert card("Garruk Wildspeaker")[0].body == Body(Untap(Target(0)), (
        TargetSpec(Filter(types=("Land",)), min=2, max=2, label="two target lands"),))


def test_mass_pump(card):
    assert card("Garruk Wildspeaker")[2].body.effect == ApplyContinuous(
        Each(Filter(types=("Creature",), controller="you")),
        (ModPT(Num(3), Num(3)), AddAbilities((Keyword("Trample"),))), "end_of_turn")


def test_act_of_treason(card):
    assert card("Act of Treason")[0].body.effect == Seq((
        GainControl(Target(0), "end_of_turn"), Untap(Target(0)),
        ApplyContinuous(Target(0), (AddAbilities((Keyword("Haste"),)),))))


def test_modal_spell(card):
    """700.2: "Choose one —" with bulleted modes; each mode numbers its own targets."""
    (ab,) = card("Healing Salve")
    assert ab == SpellAbility(Modal((
        Body(GainLife(Target(0), Num(3)), (TargetSpec(PLAYER, label="target player"),)),
        Body(Prevent(Num(3), to=Target(0)), (TargetSpec(ANY_TARGET, label="any target"),)))))


def test_x_damage_and_scry(card):
    assert card("Blaze")[0].body.effect == DealDamage(XValue(), Target(0))
    assert card("Opt")[0].body.effect == Seq((Scry(You(), Num(1)), Draw(You(), Num(1))))


def test_additional_cost(card):
    """601.2b: an additional cost to cast the spell."""
    assert card("Tormenting Voice") == (Keyword("AdditionalCost", cost=Cost(discard=1)),
                                        SpellAbility(Body(Draw(You(), Num(2)))))


def test_block_restriction_and_wrath(card):
    assert card("Cloud Elemental")[1] == Static((Restrict("can_block_only_flying"),), This())
    assert card("Tranquility")[0].body.effect == Destroy(Each(Filter(types=("Enchantment",))))


@pytest.mark.parametrize("name", ["Lava Spike"])
def test_player_or_planeswalker(card, name):
    spec = card(name)[0].body.targets[0]
    assert spec.filter == Filter(types=("Planeswalker",), or_player=True, player="any")
