"""Alternative costs with a condition about this turn: spectacle (702.137), surge (702.117), freerunning (702.173),
with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _variants(g, name):
    return [o[2] for o in g.options() if o[0] == "cast" and g._name(o[1]) == name]


def test_702_137a_spectacle_only_after_an_opponent_lost_life():
    """702.137a: Skewer the Critics ({2}{R}, spectacle {R}) can be cast for {R} only once an opponent lost life this
    turn: with a single Mountain it isn't castable at first; after Lightning Bolt hits the opponent it is, for {R}, and
    deals 3 damage."""
    s = Scenario.full()
    s.hand(0, "Skewer the Critics", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    assert _variants(g, "Skewer the Critics") == []  # {2}{R} can't be paid, no opponent lost life
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    assert g.life(1) == 17
    assert _variants(g, "Skewer the Critics") == ["spectacle"]
    g.cast("Skewer the Critics", target=("player", 1), variant="spectacle")
    g.pass_until_resolved()
    assert g.life(1) == 14
    assert len([i for i in g.state.battlefield if g._name(i) == "Mountain" and g.state.objects[i].tapped]) == 2


def test_702_137a_spectacle_not_for_your_own_life_loss():
    """702.137a: "if an opponent lost life this turn": the caster's own life loss (Vampire Lacerator's upkeep) doesn't
    count."""
    s = Scenario.full()
    s.hand(0, "Skewer the Critics")
    s.player(0, life=15)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.state.players[0].life_lost_turn = 5  # (lost life earlier this turn)
    g.state.touch()
    assert _variants(g, "Skewer the Critics") == []


def test_702_117a_surge_after_casting_another_spell():
    """702.117a: Boulder Salvo ({4}{R}, surge {1}{R}) costs {1}{R} once its caster has cast another spell this turn
    (Lightning Bolt); with three Mountains it's castable only then, and deals 4 damage to Grizzly Bears."""
    s = Scenario.full()
    s.hand(0, "Boulder Salvo", "Lightning Bolt")
    s.lands(0, "Mountain", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    assert _variants(g, "Boulder Salvo") == []
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    assert _variants(g, "Boulder Salvo") == ["surge"]
    g.cast("Boulder Salvo", target=bears, variant="surge")
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")


def test_702_117a_surge_counts_only_your_own_spells():
    """702.117a: "if you or one of your teammates has cast another spell this turn": an opponent's spell doesn't
    count (no teams in a two-player game)."""
    s = Scenario.full()
    s.hand(0, "Boulder Salvo")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.state.players[1].spells_cast_turn = 1
    g.state.touch()
    assert _variants(g, "Boulder Salvo") == []


def test_702_173a_freerunning_after_an_assassin_dealt_combat_damage():
    """702.173a: Eagle Vision ({3}{U}, freerunning {1}{U}) after an Assassin creature
    (Hired Poisoner, a 1/1 Human Assassin with deathtouch) dealt combat damage to the opponent: castable for {1}{U}
    in the second main phase, drawing three cards."""
    s = Scenario.full()
    s.hand(0, "Eagle Vision")
    s.lands(0, "Island", 2)
    poisoner = s.battlefield(0, "Hired Poisoner")
    g = s.start("main1")
    assert _variants(g, "Eagle Vision") == []
    g.attack(poisoner)
    g.no_blocks()
    g.pass_until("main2")
    assert g.life(1) == 19
    assert _variants(g, "Eagle Vision") == ["freerunning"]
    hand = len(g.zone(0, "hand"))
    g.cast("Eagle Vision", variant="freerunning")
    g.pass_until_resolved()
    assert len(g.zone(0, "hand")) == hand - 1 + 3


def test_702_173a_freerunning_not_after_other_creatures():
    """702.173a: combat damage dealt by a creature that isn't an Assassin or a commander (Grizzly Bears) doesn't
    enable freerunning."""
    s = Scenario.full()
    s.hand(0, "Eagle Vision")
    s.lands(0, "Island", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.no_blocks()
    g.pass_until("main2")
    assert g.life(1) == 18
    assert _variants(g, "Eagle Vision") == []


def test_702_137_702_117_702_173_cards_are_supported(supported):
    supported("Skewer the Critics", "Light Up the Stage", "Spikewheel Acrobat", "Boulder Salvo", "Jwar Isle Avenger",
              "Eagle Vision", "Brotherhood Ambushers")
