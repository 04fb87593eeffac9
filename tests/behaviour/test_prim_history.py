"""Behaviour tests for game-history triggers and facts (engine/mechanics/history.py): cycling triggers
(702.29c-f), sacrifice triggers (701.21a, 603.10a), and facts about this turn -- raid (508.1), morbid (700.4),
revolt (603.6c), life gained / lost (119.3), second spell (601.2i), "triggers only once each turn" (603.2),
"before attackers are declared" (508.1), "during your upkeep" (503), "if you cast it from your hand" (601.2a).

Each test plays the real card and checks what its Oracle text says should happen."""
from __future__ import annotations

from manastack import Game
from manastack.engine.support import IMPLEMENTED_FACTS, IMPLEMENTED_TRIGGERS
from manastack.testing import Scenario
from manastack.testing.scenario import ScenarioGame

from .helpers import activate, add_mana_sources, cast, game, hand_size, resolve, tokens


def _reload(g: ScenarioGame, pool) -> ScenarioGame:
    """Save and load the game (the per-turn history must survive it)."""
    return ScenarioGame(Game.load(g.game.save(), pool))


# ---------------------------------------------------------------- registry


def test_603_2_history_primitives_are_registered():
    assert {"cycles", "sacrificed"} <= IMPLEMENTED_TRIGGERS
    assert {"attacked_this_turn", "creature_died_this_turn", "second_spell_this_turn", "once_each_turn",
            "before_attackers_declared", "permanent_left_battlefield_this_turn", "your_upkeep",
            "gained_life_this_turn", "opponent_lost_life_this_turn", "cast_from_hand"} <= IMPLEMENTED_FACTS


def test_113_6_a_sacrifice_trigger_functioning_from_a_graveyard_stays_unsupported(pool):
    """Curious Cadaver: "When you sacrifice a Clue, return this card from your graveyard to your hand." The engine
    doesn't look for triggered abilities in graveyards (113.6), so the card must not count as supported."""
    card = pool.get("Curious Cadaver")
    assert not card.supported
    assert any("zone graveyard" in m for m in card.missing)


# ---------------------------------------------------------------- cycling (702.29)


def test_702_29c_avian_oddity_triggers_when_cycled_from_the_graveyard(pool):
    """Avian Oddity: "Cycling {2}{U}" and "When you cycle this card, put a flying counter on target creature you
    control." Cycling it discards it (it triggers from the graveyard, 702.29c) and the trigger resolves before the
    cycling draw."""
    assert pool.get("Avian Oddity").supported
    g = game(pool, hand=[(0, "Avian Oddity")], battlefield=[(0, "Grizzly Bears")], mana={0: "2U"})
    n = hand_size(g, 0)
    activate(g, "Avian Oddity", "Grizzly Bears")
    assert g.zone(0, "graveyard") == ["Avian Oddity"]
    assert g.obj("Grizzly Bears").counters == {"flying": 1}
    assert hand_size(g, 0) == n  # -1 cycled, +1 drawn


def test_702_29f_typecycling_is_cycling_for_a_player_cycles_triggers(pool):
    """Stoic Champion: "Whenever a player cycles a card, this creature gets +2/+2 until end of turn." An opponent's
    typecycling (702.29f: typecycling is cycling) triggers it; a plain discard does not."""
    assert pool.get("Stoic Champion").supported
    g = game(pool, battlefield=[(0, "Stoic Champion")], hand=[(1, "Wirewood Guardian")], mana={1: "2"},
             library=[(1, "Forest")], active=1)
    p0 = g.obj("Stoic Champion").power
    activate(g, "Wirewood Guardian", "Forest")  # forestcycling {2}
    assert g.obj("Stoic Champion").power == p0 + 2
    assert "Forest" in g.zone(1, "hand")


def test_702_29d_cycle_or_discard_triggers_once_per_cycled_card(pool):
    """Hekma Sentinels: "Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn." Cycling a
    card discards it: the ability triggers once, not twice (702.29d)."""
    assert pool.get("Hekma Sentinels").supported
    g = game(pool, battlefield=[(0, "Hekma Sentinels")], hand=[(0, "Renewed Faith")], mana={0: "1W"})
    p0 = g.obj("Hekma Sentinels").power
    activate(g, "Renewed Faith", "first", "yes")  # cycling {1}{W}; "When you cycle ~, you may gain 2 life."
    assert g.obj("Hekma Sentinels").power == p0 + 1
    assert g.life(0) == 22


def test_702_29c_a_discard_that_is_not_cycling_does_not_trigger_when_you_cycle(pool):
    """Renewed Faith's "When you cycle this card" doesn't trigger when it is discarded by another cost; Stoic
    Champion's "a player cycles" doesn't either (701.9 discard is not cycling, 702.29a)."""
    assert pool.get("Putrid Imp").supported
    g = game(pool, battlefield=[(0, "Stoic Champion"), (0, "Putrid Imp")], hand=[(0, "Renewed Faith")])
    p0 = g.obj("Stoic Champion").power
    activate(g, "Putrid Imp", "Renewed Faith")  # "Discard a card: Putrid Imp gains flying until end of turn."
    assert g.life(0) == 20
    assert g.obj("Stoic Champion").power == p0


# ---------------------------------------------------------------- sacrifice (701.21, 603.10a)


def test_701_21a_sacrifice_triggers_see_whose_sacrifice_and_what(pool):
    """Blood Aspirant: "Whenever you sacrifice a permanent, put a +1/+1 counter on this creature." Bloodbriar:
    "Whenever you sacrifice another permanent, ...". Sacrificing Grizzly Bears to Viscera Seer grows both; the
    opponent sacrificing their own creature grows neither."""
    assert pool.get("Blood Aspirant").supported and pool.get("Bloodbriar").supported
    g = game(pool, battlefield=[(0, "Blood Aspirant"), (0, "Bloodbriar"), (0, "Viscera Seer"), (0, "Grizzly Bears"),
                                (1, "Viscera Seer"), (1, "Hill Giant")])
    activate(g, g.find("Viscera Seer", controller=0), "Grizzly Bears", "first", "first")
    assert g.obj("Blood Aspirant").counters == {"+1/+1": 1}
    assert g.obj("Bloodbriar").counters == {"+1/+1": 1}
    return g


