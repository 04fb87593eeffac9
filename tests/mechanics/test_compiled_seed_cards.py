"""The real cards of the seed mechanics, compiled from their Oracle text (no hand-built trees): each is
supported, compiles to the tree its mechanic needs (the tree the tests used to build by hand), and plays
through its mechanic. The scenario tests of each mechanic (test_player_control, test_restart,
test_subgame, ...) use these compiled cards too."""
from __future__ import annotations

import pytest

from manastack.core.colors import mask_from_letters
from manastack.core.mana import ManaCost
from manastack.engine.carddef import CardPool
from manastack.testing import Scenario
from manastack.testing.scenario import full_database
from manastack.tree.abilities import (
    Activated,
    Body,
    IsTrue,
    Keyword,
    Matches,
    Modal,
    SpellAbility,
    Static,
    TargetSpec,
    Trigger,
    Triggered,
)
from manastack.tree.continuous import AddAbilities, CastFrom, ControlPlayers, ExileFound, ModPT
from manastack.tree.costs import Cost
from manastack.tree.effects import (
    AddCounters,
    ApplyContinuous,
    CastCard,
    ChooseAndDo,
    Conditional,
    CreateEmblem,
    CreateToken,
    DealDamage,
    Designate,
    Draw,
    ExileUntilEvent,
    ForEachPlayer,
    GameAction,
    IfYouDo,
    LoseLife,
    MayCast,
    MayPlay,
    MoveTo,
    Sacrifice,
    Scry,
    Seq,
    Tap,
    TokenSpec,
)
from manastack.tree.filters import ANY_TARGET, PLAYER, Filter
from manastack.tree.refs import (
    CountersOn,
    Each,
    EventAmount,
    Half,
    LifeOf,
    Num,
    PowerOf,
    Remembered,
    Target,
    This,
    TopCards,
    You,
)
from mechanics.trees import advance, settle

PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@pytest.fixture(scope="module")
def pool():
    return CardPool(full_database())


def abilities(pool, name):
    d = pool.get(name)
    assert d.missing == (), f"{name}: {d.missing}"
    return d.faces[0].abilities


# ---------------------------------------------------------------- 723 controlling another player


MINDSLAVER = (Activated(cost=Cost(mana=ManaCost.parse("{4}"), tap=True, sacrifice_self=True),
                        body=Body(GameAction("control_next_turn", Target(0)), (TargetSpec(PLAYER, label="target player"),))),)


def test_723_1_mindslaver_compiles_to_control_during_that_players_next_turn(pool):
    """Mindslaver: "{4}, {T}, Sacrifice Mindslaver: You control target player during that player's next
    turn." (723.1)"""
    assert abilities(pool, "Mindslaver") == MINDSLAVER


def test_723_1_control_next_turn_wordings(pool):
    """The same instruction in other words: "you control target opponent during their next turn"
    (Construct a Cosmic Cube's reflexive trigger) and "you gain control of target opponent during that
    player's next turn" (Emrakul, the Promised End)."""
    from manastack.oracle.compiler import compile_sentence

    for text in ("When you do, you control target opponent during their next turn",
                 "When you cast ~, you gain control of target opponent during that player's next turn"):
        s = compile_sentence(text)
        assert s.body.items[0].action == "control_next_turn", text
        assert s.targets[0].filter == Filter(kind="player", player="opponent")


# ---------------------------------------------------------------- 729 subgames


SHAHRAZAD = (SpellAbility(Body(Seq((
    GameAction("subgame"),
    ForEachPlayer(Remembered("subgame_nonwinners"), LoseLife(You(), Half(LifeOf(You()), round_up=True))),
)))),)


def test_729_shahrazad_compiles_to_a_subgame_and_half_life_loss_for_nonwinners(pool):
    """Shahrazad: "Players play a Magic subgame, using their libraries as their decks. Each player who
    doesn't win the subgame loses half their life, rounded up." (729.1b: the main game's effect refers to
    the subgame's winner)"""
    assert abilities(pool, "Shahrazad") == SHAHRAZAD


def test_119_each_opponent_loses_half_their_own_life():
    """ "Each opponent loses half their life, rounded up": each player loses half of their own life total
    (not all of them half of the first one's)."""
    from manastack.oracle.compiler import compile_sentence

    eff = compile_sentence("Each opponent loses half their life, rounded up").body.items[0]
    assert isinstance(eff, ForEachPlayer) and eff.effect == LoseLife(You(), Half(LifeOf(You()), round_up=True))


# ---------------------------------------------------------------- 727 restarting the game


KARN_PLUS_4 = Activated(
    cost=Cost(loyalty=4), loyalty=True, timing="sorcery",
    body=Body(Seq((ChooseAndDo(Target(0), Filter(kind="card", zone="hand", owner="you"), Num(1), "chosen"),
                   MoveTo(Remembered("chosen"), "exile"))), (TargetSpec(PLAYER, label="target player"),)))

KARN_MINUS_14 = Activated(
    cost=Cost(loyalty=-14), loyalty=True, timing="sorcery",
    body=Body(Seq((GameAction("restart", args=(("exempt", Filter(kind="card", zone="exile", any_types=PERMANENT_TYPES,
                                                                  not_subtypes=("Aura",), exiled_with_source=True)),)),
                   MoveTo(Remembered("exempt"), "battlefield", controller=You())))))


def test_727_karn_liberated_compiles_both_abilities(pool):
    """Karn Liberated: "[+4]: Target player exiles a card from their hand." (the player chooses one of
    their own cards) and "[−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with
    Karn. Then put those cards onto the battlefield under your control." (727.1, 727.5; "exiled with Karn"
    is the 607.2a link the engine tracks; "permanent cards", 110.4a)"""
    ab = abilities(pool, "Karn Liberated")
    assert ab[0] == KARN_PLUS_4 and ab[2] == KARN_MINUS_14
    assert ab[1].cost.loyalty == -3


def test_201_5c_a_planeswalker_type_is_its_short_name_but_not_the_subtype():
    """201.5c: "Karn" in Karn Liberated's text is Karn Liberated; "a Karn planeswalker" names the subtype."""
    from manastack.oracle.text import replace_self, self_names

    names = self_names("Karn Liberated", "Karn Liberated", True)
    assert replace_self("cards exiled with Karn.", names) == "cards exiled with ~."
    assert replace_self("a Karn planeswalker card", names) == "a Karn planeswalker card"
    assert "Sliver" not in self_names("Sliver Queen", "Sliver Queen", True)


def test_110_4a_permanent_card_means_a_card_of_a_permanent_type():
    """110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land, or planeswalker card;
    110.4b: a "permanent spell" the same without land."""
    from manastack.oracle.compiler import compile_sentence

    s = compile_sentence("Return target permanent card from your graveyard to your hand")
    assert s.targets[0].filter.any_types == PERMANENT_TYPES
    s = compile_sentence("Counter target permanent spell")
    assert s.targets[0].filter.any_types == tuple(t for t in PERMANENT_TYPES if t != "Land")


def test_727_karn_plus_4_the_target_player_exiles_a_card_of_their_choice(pool):
    """Karn Liberated's +4: the targeted player (not Karn's controller) chooses which of their cards to
    exile; it counts as exiled with Karn (607.2a)."""
    from manastack.engine.mechanics.restart import exiled_with

    s = Scenario.full()
    k = s.battlefield(0, "Karn Liberated", counters={"loyalty": 6})
    s.hand(1, "Grizzly Bears", "Hill Giant")
    g = s.start("main1")
    g.activate(k, loyalty=4, target="Player 2")
    g.pass_priority(2)
    d = g.decision
    assert (d.kind, d.player) == ("choose_cards", 1)
    g.choose(g.find("Hill Giant"))
    g.expect_zone("Hill Giant", "exile")
    g.expect_zone("Grizzly Bears", "hand")
    karn_id = next(i for i in g.state.battlefield if g.state.objects[i].card == "Karn Liberated")
    assert [g.state.objects[i].card for i in exiled_with(g.state, karn_id)] == ["Hill Giant"]


# ---------------------------------------------------------------- 723 + 500.7: Emrakul, the Promised End


def test_723_1_emrakul_the_promised_end_is_supported(pool):
    """Emrakul, the Promised End: "This spell costs {1} less to cast for each card type among cards in your
    graveyard." (601.2f, 205.2a) / "When you cast this spell, you gain control of target opponent during
    that player's next turn. After that turn, that player takes an extra turn." (723.1, 500.7)"""
    ab = abilities(pool, "Emrakul, the Promised End")
    trig = ab[1]
    assert trig.trigger.event == "cast"
    assert trig.body.effect == Seq((GameAction("control_next_turn", Target(0)),
                                    GameAction("extra_turn", Target(0), args=(("after", "next_turn"),))))


def emrakul_game():
    s = Scenario.full()
    s.hand(0, "Emrakul, the Promised End")
    # creature, instant, land, artifact (and creature again), sorcery: five card types (205.2a)
    s.graveyard(0, "Grizzly Bears", "Lightning Bolt", "Island", "Ornithopter", "Divination")
    s.lands(0, "Wastes", 8)
    return s.start("main1")


def test_601_2f_emrakul_costs_1_less_for_each_card_type_in_your_graveyard():
    """601.2f, 205.2a: five card types in the graveyard (a Grizzly Bears and an artifact creature count
    Creature once): Emrakul's {13} costs {8}, paid with eight lands."""
    g = emrakul_game()
    g.cast("Emrakul, the Promised End", target="Player 2")
    assert g.stack == ["Emrakul, the Promised End", "ability of Emrakul, the Promised End"]
    assert all(g.obj(c).tapped for c in g.zone(0, "battlefield"))


def test_723_1_500_7_emrakul_controls_the_opponents_next_turn_then_they_take_an_extra_turn():
    """"When you cast this spell, you gain control of target opponent during that player's next turn. After
    that turn, that player takes an extra turn.": turn 2 is player 2's, controlled by player 1 (723.1);
    turn 3 is player 2's extra turn, their own (500.7); turn 4 is player 1's again."""
    g = emrakul_game()
    g.cast("Emrakul, the Promised End", target="Player 2")
    g.pass_until_resolved()
    g.expect_zone("Emrakul, the Promised End", "battlefield")
    advance(g, "upkeep", turn=2)
    assert (g.state.active, g.state.players[1].controlled_by, g.decision.actor) == (1, 0, 0)
    advance(g, "upkeep", turn=3)
    assert (g.state.active, g.state.players[1].controlled_by, g.decision.actor) == (1, None, 1)
    advance(g, "upkeep", turn=4)
    assert g.state.active == 0


def test_723_1b_emrakul_a_skipped_turn_delays_control_and_the_extra_turn():
    """Emrakul ruling: "If the targeted player skips their next turn, you'll control the next turn the
    affected player actually takes, and the extra turn the player takes will be after that turn." (723.1b)"""
    from manastack.tree.abilities import Activated
    from mechanics.test_player_control import SKIP
    from mechanics.trees import define

    s = Scenario.full()
    s.hand(0, "Emrakul, the Promised End")
    s.graveyard(0, "Grizzly Bears", "Lightning Bolt", "Island", "Ornithopter", "Divination")
    s.lands(0, "Wastes", 8)
    define(s.pool, "Ornithopter", SKIP)
    s.battlefield(0, "Ornithopter")
    g = s.start("main1")
    g.cast("Emrakul, the Promised End", target="Player 2")
    g.pass_until_resolved()
    g.activate(g.find("Ornithopter", zone="battlefield"), target="Player 2")
    g.pass_until_resolved()
    assert isinstance(SKIP[0], Activated)
    seen = []
    for turn in (2, 3, 4, 5):
        advance(g, "upkeep", turn=turn)
        seen.append((g.state.active, g.state.players[1].controlled_by))
    assert seen == [(0, None), (1, 0), (1, None), (0, None)]


# ---------------------------------------------------------------- 725 the monarch, 610.3 "until" exile


PALACE_JAILER_EXILE = Triggered(
    Trigger("enters", This()),
    Body(ExileUntilEvent(Target(0), Trigger("becomes_monarch", None, whose="opponent")),
         (TargetSpec(Filter(types=("Creature",), controller="opponent"), label="target creature an opponent controls"),)))


def test_610_3_palace_jailer_compiles_exile_until_an_opponent_becomes_the_monarch(pool):
    """Palace Jailer: "When this creature enters, you become the monarch." / "When this creature enters,
    exile target creature an opponent controls until an opponent becomes the monarch." (725.1, 610.3)"""
    ab = abilities(pool, "Palace Jailer")
    assert ab[0].body.effect == Designate(You(), "monarch")
    assert ab[1] == PALACE_JAILER_EXILE


def test_725_queen_marchesa_compiles_its_intervening_if_an_opponent_is_the_monarch(pool):
    """Queen Marchesa: "At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black
    Assassin creature token with deathtouch and haste." (603.4 intervening "if")"""
    ab = abilities(pool, "Queen Marchesa")
    up = ab[3]
    assert up.trigger == Trigger("step", None, step="upkeep", whose="you")
    assert up.intervening == IsTrue("opponent_monarch")
    assert isinstance(up.body.effect, CreateToken) and up.body.effect.spec.subtypes == ("Assassin",)


def marchesa_upkeep(monarch):
    s = Scenario.full()
    s.battlefield(0, "Queen Marchesa")
    if monarch is not None:
        s.monarch(monarch)
    g = s.start("untap", turn=3)
    advance(g, "upkeep", turn=3)
    return g


def test_725_queen_marchesa_makes_an_assassin_while_an_opponent_is_the_monarch():
    """Queen Marchesa ruling: the ability checks as your upkeep begins whether an opponent is the monarch;
    player 2 is: a 1/1 black Assassin with deathtouch and haste."""
    g = marchesa_upkeep(monarch=1)
    settle(g)
    tokens = [g.obj(i) for i in g.zone(0, "battlefield") if g.obj(i).name == "Assassin"]
    assert len(tokens) == 1
    t = tokens[0]
    assert (t.power, t.toughness) == (1, 1) and {"Deathtouch", "Haste"} <= set(t.keywords)


@pytest.mark.parametrize("monarch", [0, None])
def test_725_queen_marchesa_doesnt_trigger_unless_an_opponent_is_the_monarch(monarch):
    """Queen Marchesa ruling: "If no opponent is the monarch, Queen Marchesa's ability won't trigger at
    all." (you are the monarch, or there is no monarch yet, 725.1)"""
    g = marchesa_upkeep(monarch=monarch)
    assert g.state.stack == [] and g.state.pending == []


def test_725_m_baku_there_is_no_monarch_is_an_intervening_if(pool):
    """ "At the beginning of your end step, if there is no monarch, target opponent becomes the monarch."
    (M'Baku's first ability; 725.1: no monarch until an effect makes one)"""
    ab = pool.get("M'Baku, Jabari Chieftain").faces[0].abilities[0]
    assert ab.intervening == IsTrue("no_monarch")
    assert ab.body.effect == Designate(Target(0), "monarch")


# ---------------------------------------------------------------- 723.2 Opposition Agent


OPPOSITION_AGENT = (
    Keyword("Flash"),
    Static(mods=(ControlPlayers("opponents", "searching"),)),
    Static(mods=(ExileFound("opponents", MayPlay(Remembered("found"), "while_exiled", any_color=True)),)),
)


def test_723_2_723_7_opposition_agent_compiles_control_while_searching_and_exiling_found_cards(pool):
    """Opposition Agent: "Flash" / "You control your opponents while they're searching their libraries."
    (723.2) / "While an opponent is searching their library, they exile each card they find. You may play
    those cards for as long as they remain exiled, and you may spend mana as though it were mana of any
    color to cast them." (723.7, 601.3, 609.4b) -- fully supported; test_player_control plays it."""
    assert abilities(pool, "Opposition Agent") == OPPOSITION_AGENT


def test_609_4b_may_play_while_exiled_with_mana_of_any_color_compiles_in_a_one_shot_effect():
    """The permission's words in a one-shot effect: "..., and you may spend mana as though it were mana of
    any color to cast it" qualifies the "you may play that card" before it (609.4b), and "that card" is the
    card the effect exiled (400.7j)."""
    from manastack.oracle.compiler import compile_lines

    (ab,) = compile_lines(["When ~ enters, exile the top card of target opponent's library. You may play that "
                           "card for as long as it remains exiled, and you may spend mana as though it were mana "
                           "of any color to cast it."], False)
    mv, play = ab.body.effect.steps
    assert play == MayPlay(Remembered(mv.remember), "while_exiled", any_color=True)


# ---------------------------------------------------------------- 717 Attractions: visit abilities (702.159a)


def visit(effect, targets=()):
    return Triggered(Trigger("visit"), Body(effect, tuple(targets)))


WHITE, RED = mask_from_letters("W"), mask_from_letters("R")
VISITS = {
    "Information Booth": visit(Draw()),
    "Fortune Teller": visit(Scry()),
    "Clown Extruder": visit(CreateToken(TokenSpec("Clown Robot", WHITE, (), ("Artifact", "Creature"), ("Clown", "Robot"),
                                                  1, 1))),
    "Kiddie Coaster": visit(ApplyContinuous(Each(Filter(types=("Creature",), controller="you")), (ModPT(Num(1), Num(0)),))),
    "Roller Coaster": visit(ApplyContinuous(Each(Filter(types=("Creature",), controller="you")), (ModPT(Num(2), Num(0)),))),
    "Spinny Ride": visit(Tap(Target(0)), (TargetSpec(Filter(types=("Creature",), controller="opponent"),
                                                     label="target creature an opponent controls"),)),
    "Foam Weapons Kiosk": visit(Seq((AddCounters(Target(0), "+1/+1", Num(1)),
                                     ApplyContinuous(Target(0), (AddAbilities((Keyword("Vigilance"),)),)))),
                                (TargetSpec(Filter(types=("Creature",), controller="you"), label="target creature you control"),)),
    "Balloon Stand": Triggered(Trigger("visit"), Modal((
        Body(CreateToken(TokenSpec("Balloon", RED, (), ("Creature",), ("Balloon",), 1, 1, (Keyword("Flying"),)))),
        Body(Seq((Sacrifice(You(), filter=Filter(subtypes=("Balloon",))),
                  IfYouDo(ApplyContinuous(Target(0), (AddAbilities((Keyword("Flying"),)),))))),
             (TargetSpec(Filter(types=("Creature",)), label="target creature"),)),
    ))),
}
"""The visit abilities the Attraction tests used to build by hand (Balloon Stand's second mode now with its
"Sacrifice a Balloon. If you do," part, which the hand tree left out)."""


@pytest.mark.parametrize("name", sorted(VISITS))
def test_702_159a_visit_abilities_compile(pool, name):
    """702.159a: "Visit — [effect]" is a triggered ability: "Whenever you roll to visit your Attractions, if
    the result is equal to a number that is lit up on this Attraction, [effect]." """
    assert abilities(pool, name) == (VISITS[name],)


def test_702_159a_more_attractions_are_supported(pool):
    """Other Attractions whose visit is in the vocabulary: Bumper Cars, Concession Stand, Haunted House,
    Merry-Go-Round, Trash Bin, Bounce Chamber and Pick-a-Beeble (played in the tests below)."""
    for name in ("Bumper Cars", "Concession Stand", "Haunted House", "Merry-Go-Round", "Trash Bin", "Bounce Chamber",
                 "Pick-a-Beeble"):
        ab = abilities(pool, name)
        assert len(ab) == 1 and ab[0].trigger == Trigger("visit"), name


def test_702_159a_trash_bin_mills_two_and_returns_one_at_random():
    """Trash Bin: "Visit — Mill two cards, then return a card at random from your graveyard to your hand."
    (701.17 mill; the card is picked at random, nobody chooses: no decision between the visit and priority)."""
    from mechanics.trees import attraction_on_battlefield

    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Trash Bin", (3,))
    s.library(0, "Forest", "Island", "Swamp")  # (the draw step takes Forest, the visit mills the other two)
    g = s.start("draw")
    g.force_roll(3)
    g.pass_until("main1")
    while g.state.stack:
        assert g.decision.kind == "priority"
        g.pass_priority()
    hand, gy = g.zone(0, "hand"), g.zone(0, "graveyard")
    assert len(hand) == 2 and "Forest" in hand and len(gy) == 1  # drawn, then one of the two milled back
    assert sorted([n for n in hand if n != "Forest"] + gy) == ["Island", "Swamp"]


def test_702_159a_bounce_chamber_returns_the_opponents_creature_with_the_lowest_toughness():
    """Bounce Chamber: "Visit — Return a creature you don't control with the lowest toughness among creatures
    you don't control to its owner's hand." -- only the opponent's lowest-toughness creature may be chosen
    (not a lower one of your own), and it goes to its owner's hand."""
    from mechanics.trees import attraction_on_battlefield

    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Bounce Chamber", (3,))
    s.battlefield(0, "Memnite")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start("draw")
    g.force_roll(3)
    g.pass_until("main1")
    g.pass_priority(2)
    d = g.decision
    assert (d.kind, d.player) == ("choose_cards", 0) and [o[1] for o in d.options] == [g.find(bears)]
    g.choose(bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    assert g.zone(1, "hand") == ["Grizzly Bears"] and "Hill Giant" in g.zone(1, "battlefield")


def beeble_visit(luck: int, roll: int):
    """Pick-a-Beeble (lit 3) with ``luck`` luck counters visited; its d6 roll is ``roll``."""
    from mechanics.trees import attraction_deck

    s = Scenario.full()
    beeble = s.battlefield(0, "Pick-a-Beeble", counters={"luck": luck} if luck else None)
    s.state.designations.setdefault("lights", {})[beeble.uid] = (3,)
    attraction_deck(s, 0, "Information Booth")
    g = s.start("draw")
    g.force_roll(3, roll)
    g.pass_until("main1")
    while g.state.stack:
        g.pass_priority()
    return g, beeble


def test_706_2_pick_a_beeble_counts_the_result_in_luck_counters():
    """Pick-a-Beeble: "Visit — Roll a six-sided die. Put a number of luck counters on Pick-a-Beeble equal to
    the result and create a Treasure token. Then if there are six or more luck counters on Pick-a-Beeble,
    claim the prize!" -- a 4 with 1 counter already: 5 counters and one Treasure, no prize yet."""
    g, beeble = beeble_visit(1, 4)
    assert g.obj(beeble).counters == {"luck": 5}
    assert g.zone(0, "battlefield").count("Treasure") == 1


def test_702_159b_pick_a_beeble_claims_the_prize():
    """702.159b: "claim the prize!" performs the Prize paragraph ("Prize — Create two Treasure tokens, then
    sacrifice Pick-a-Beeble and open an Attraction.") -- with 2 counters and a 4: three Treasures in all,
    Pick-a-Beeble goes to the junkyard (717.6) and the next Attraction opens (701.51)."""
    g, beeble = beeble_visit(2, 4)
    bf = g.zone(0, "battlefield")
    assert bf.count("Treasure") == 3 and "Pick-a-Beeble" not in bf and "Information Booth" in bf


def test_603_7_your_next_end_step_is_yours():
    """ "Exile it at the beginning of your next end step" (Haunted House): a delayed trigger for the
    controller's end step, not whichever end step comes next (603.7)."""
    from manastack.oracle.compiler import compile_sentence

    s = compile_sentence("Return target creature card from your graveyard to the battlefield. It gains haste. "
                         "Exile it at the beginning of your next end step".split(". ")[2])
    assert s.body.cond == Trigger("step", None, step="end", whose="you")


def test_702_159a_balloon_stand_sacrifices_a_balloon_for_flying():
    """Balloon Stand's second mode: "Sacrifice a Balloon. If you do, target creature gains flying until end
    of turn." (608.2d: no Balloon to sacrifice, no flying)."""
    from mechanics.trees import answer_until_priority, attraction_on_battlefield

    s = Scenario.full()
    attraction_on_battlefield(s, 0, "Balloon Stand", (3,))
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("draw")
    g.force_roll(3)
    g.pass_until("main1")
    answer_until_priority(g, bears, mode=1)
    g.pass_until_resolved()
    assert "Flying" not in g.obj(bears).keywords


# ---------------------------------------------------------------- 608.2c "instead", 707.12, 608.2g, 601.3 (the prototype seed cards)


def test_608_2c_burst_lightning_kicked_deals_4_instead(pool):
    """Burst Lightning: "Kicker {4} / Burst Lightning deals 2 damage to any target. If this spell was kicked,
    it deals 4 damage instead." (608.2c: the later text modifies the earlier instruction)"""
    assert abilities(pool, "Burst Lightning") == (
        Keyword("Kicker", cost=Cost(mana=ManaCost.parse("{4}"))),
        SpellAbility(Body(Conditional(IsTrue("kicked"), DealDamage(Num(4), Target(0)), DealDamage(Num(2), Target(0))),
                          (TargetSpec(ANY_TARGET, label="any target"),))),
    )


@pytest.mark.parametrize("kicked,life", [(False, 18), (True, 16)])
def test_608_2c_burst_lightning_plays_both_ways(kicked, life):
    """The compiled Burst Lightning deals 2 damage, or 4 when kicked (702.33)."""
    s = Scenario.full()
    s.hand(0, "Burst Lightning")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    g.cast("Burst Lightning", target="Player 2", kicked=kicked)
    g.pass_until_resolved()
    g.expect_life(1, life)


def test_608_2c_damage_instead_to_named_recipients():
    """ "If that creature is a Zombie, this creature deals 2 damage to it instead." (Purifying Dragon): the
    recipients named in the "instead" sentence; and the instruction must have damage to modify."""
    pool = CardPool(full_database())
    eff = pool.get("Purifying Dragon").faces[0].abilities[1].body.effect
    assert isinstance(eff, Conditional) and eff.then == DealDamage(Num(2), Target(0)) \
        and eff.otherwise == DealDamage(Num(1), Target(0))


ARCANE_PROXY = Triggered(
    trigger=Trigger("enters", This()),
    intervening=IsTrue("you_cast_it"),
    body=Body(
        effect=Seq((MoveTo(Target(0), "exile", remember="moved0"),
                    CastCard(Remembered("moved0"), copy=True, free=True))),
        targets=(TargetSpec(Filter(kind="card", zone="graveyard", owner="you", any_types=("Instant", "Sorcery"),
                                   mana_value=("<=", PowerOf(This()))),
                            label="target instant or sorcery card with mana value less than or equal to ~'s power "
                                  "from your graveyard"),)))


def test_707_12_arcane_proxy_compiles_copy_that_card_and_cast_the_copy(pool):
    """Arcane Proxy: "When this creature enters, if you cast it, exile target instant or sorcery card with mana
    value less than or equal to this creature's power from your graveyard. Copy that card. You may cast the
    copy without paying its mana cost." (603.4, 400.7: "that card" is the exiled card; 707.12, 608.2g)"""
    ab = abilities(pool, "Arcane Proxy")
    assert ab[0].name == "Prototype" and ab[1] == ARCANE_PROXY


CHANDRA_MINUS_7 = Activated(
    cost=Cost(loyalty=-7), loyalty=True, timing="sorcery",
    body=Body(Seq((
        MoveTo(TopCards(You(), Num(5)), "exile", remember="exiled"),
        MayCast(Remembered("exiled"), filter=Filter(kind="spell", colors=RED)),
        CreateEmblem((Triggered(Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell", colors=RED)),
                                Body(DealDamage(EventAmount(), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),))),)),
    ))))


def test_718_3a_chandra_dressed_to_kill_compiles(pool):
    """Chandra, Dressed to Kill: "[+1]: Exile the top card of your library. If it's red, you may cast it this
    turn." (the exiled card's color, checked as the ability resolves) and "[−7]: Exile the top five cards of
    your library. You may cast red spells from among them this turn. You get an emblem with "Whenever you cast
    a red spell, this emblem deals X damage to any target, where X is the amount of mana spent to cast that
    spell."" (601.3 permission judged by the spell, 718.3a; 114 emblem; the cast event's mana spent)"""
    ab = abilities(pool, "Chandra, Dressed to Kill")
    plus = ab[1].body.effect
    assert plus == Seq((MoveTo(TopCards(You(), Num(1)), "exile", remember="exiled"),
                        Conditional(Matches(Remembered("exiled"), Filter(kind="object", colors=RED)),
                                    MayCast(Remembered("exiled")))))
    assert ab[2] == CHANDRA_MINUS_7


def test_608_2g_lady_octopus_compiles(pool):
    """Lady Octopus, Inspired Inventor: "Whenever you draw your first or second card each turn, put an
    ingenuity counter on Lady Octopus." / "{T}: You may cast an artifact spell from your hand with mana value
    less than or equal to the number of ingenuity counters on Lady Octopus without paying its mana cost." """
    ab = abilities(pool, "Lady Octopus, Inspired Inventor")
    assert ab[0].trigger.condition == IsTrue("first_or_second_card_this_turn")
    assert ab[1].body.effect == CastCard(
        Each(Filter(kind="card", zone="hand", owner="you")),
        filter=Filter(kind="spell", types=("Artifact",), mana_value=("<=", CountersOn(This(), "ingenuity"))),
        free=True)


def draw_ability(g):
    from manastack.engine.events import draw

    draw(g.state, 0, 1)


def test_608_2g_lady_octopus_counts_two_draws_and_casts_an_artifact_free():
    """Lady Octopus gets a counter for the first and the second card drawn in a turn, not the third; with two
    counters it casts a mana value 2 artifact from the hand for free, but not a mana value 3 one."""
    s = Scenario.full()
    s.battlefield(0, "Lady Octopus, Inspired Inventor")
    s.hand(0, "Divination", "Brass Squire", "Millstone")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Divination")  # draw two cards: the first and second this turn (the game started in main1)
    settle(g)
    assert g.obj("Lady Octopus, Inspired Inventor").counters.get("ingenuity") == 2
    draw_ability(g)  # a third card this turn: no counter
    settle(g)
    assert g.obj("Lady Octopus, Inspired Inventor").counters.get("ingenuity") == 2
    g.activate("Lady Octopus, Inspired Inventor")
    g.pass_priority(2)
    d = g.decision
    cards = {g.state.objects[o[1]].card for o in d.options if o[0] == "cast"}
    assert cards == {"Millstone"}  # mana value 2; Brass Squire costs 3
    g.answer(next(o for o in d.options if o[0] == "cast"))
    g.pass_until_resolved()
    g.expect_zone("Millstone", "battlefield")


def test_601_3_cast_artifact_spells_from_your_graveyard_is_a_static_permission(pool):
    """ "You may cast artifact spells from your graveyard." (a static permission, 601.3) and "... from the top
    of your library." compile to CastFrom; "artifact spells and colorless spells" (an artifact OR a colorless
    spell) is refused rather than read as colorless artifacts."""
    from manastack.oracle.compiler import Failure, compile_sentence
    from mechanics.trees import CAST_ARTIFACTS_FROM_GRAVEYARD

    s = compile_sentence("You may cast artifact spells from your graveyard")
    assert s.body.items[0].ability == CAST_ARTIFACTS_FROM_GRAVEYARD
    s = compile_sentence("You may cast creature spells from the top of your library")
    assert s.body.items[0].ability.mods == (CastFrom("library_top", Filter(types=("Creature",))),)
    assert isinstance(compile_sentence("You may cast artifact spells and colorless spells from the top of your "
                                       "library"), Failure)


def test_400_7_that_spell_after_casting_a_card_is_not_the_triggers_object(pool):
    """Sword of Once and Future: "... you may cast an instant or sorcery spell ... from your graveyard without
    paying its mana cost. If that spell would be put into your graveyard, exile it instead." -- "that spell"
    is the spell just cast, which the tree can't name; never the equipped creature (the trigger's object)."""
    d = pool.get("Sword of Once and Future")
    assert d.missing == ("unsupported: If that spell would be put into your graveyard, exile it instead",)
