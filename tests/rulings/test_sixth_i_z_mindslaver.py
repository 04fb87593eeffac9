"""Player-controlling rulings of Mindslaver and Worst Fears (723; issue #32, I–Z half of the sixth pass): the
controller makes the controlled player's decisions — their spells, abilities, targets, attacks — with that
player's resources, and still makes their own."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario

from .keys import ruling
from .test_player_control import _answer_target


def _controlled(card: str, extra=None, target_self=False):
    """Player 0 uses ``card`` on player 1 (or on themselves); returns the game at the next turn's first main
    phase of player 1."""
    s = Scenario.full()
    if card == "Mindslaver":
        s.battlefield(0, card)
        s.lands(0, "Wastes", 4)
    else:
        s.hand(0, card)
        s.lands(0, "Swamp", 8)
    if extra:
        extra(s)
    g = s.start("main1")
    try:
        g.activate(card) if card == "Mindslaver" else g.cast(card)
    except ScenarioError:
        pass
    while g.decision.kind != "priority":
        d = g.decision
        want = ("target_player", 0 if target_self else 1)
        g.answer(next((o for o in d.options if o == want), next((o for o in d.options if o[0] == "auto"),
                                                                  d.options[0])))
    for _ in range(5):
        g.pass_priority()
        _answer_target(g)
        if not g.stack:
            break
    return g


BOTH = ["Mindslaver", "Worst Fears"]


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You choose which spells the other player casts")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "While controlling another player, you make all choices")),
])
def test_controller_casts_the_controlled_players_spell_and_picks_its_target_723_5(card):
    """723.5: in player 1's controlled turn, player 0 casts player 1's Shock and aims it at player 1."""
    g = _controlled(card, lambda s: (s.hand(1, "Shock"), s.lands(1, "Mountain", 1)))
    g.pass_until("main1", turn=2)
    d = g.decision
    assert d.player == 1 and d.actor == 0, d
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 18)


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You choose which activated abilities the other player")),
])
def test_mindslaver_2004_12_01_you_choose_which_activated_abilities_723_5(card):
    """723.5: player 0 activates player 1's Prodigal Sorcerer and points it at player 1."""
    g = _controlled(card, lambda s: s.battlefield(1, "Prodigal Sorcerer"))
    g.pass_until("main1", turn=2)
    g.activate("Prodigal Sorcerer", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 19)


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You make all decisions for the other player's triggered")),
])
def test_mindslaver_2004_12_01_you_make_all_decisions_for_triggers_723_5(card):
    """723.5: player 0 has player 1 cast Man-o'-War; its enters trigger's target is chosen by player 0: player
    1's own Grizzly Bears go back to hand."""
    g = _controlled(card, lambda s: (s.hand(1, "Man-o'-War"), s.lands(1, "Island", 3),
                                     s.battlefield(1, "Grizzly Bears")))
    g.pass_until("main1", turn=2)
    g.cast("Man-o'-War")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "target" and d.actor == 0 and d.player == 1, d
    g.answer(("target", g.find("Grizzly Bears")))
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "hand")


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You choose which creatures attack")),
])
def test_mindslaver_2004_12_01_you_choose_which_creatures_attack_723_5_508_1(card):
    """508.1, 723.5: player 0 makes player 1's attack declaration: the Grizzly Bears stay home."""
    g = _controlled(card, lambda s: s.battlefield(1, "Grizzly Bears"))
    g.pass_until("declare attackers", turn=2)
    d = g.decision
    assert d.kind == "attackers" and d.actor == 0 and d.player == 1, d
    g.answer(("done",))
    g.pass_until("end", turn=2)
    g.expect_life(0, 20)


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You also make choices for your own")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "While controlling another player, you also continue")),
])
def test_controller_keeps_making_their_own_decisions_723_5(card):
    """723.5: when player 0 gets priority in the controlled turn, it is their own decision (player 0 for player
    0): they cast their Lightning Bolt at player 1."""
    g = _controlled(card, lambda s: (s.hand(0, "Lightning Bolt"), s.lands(0, "Mountain", 1)))
    g.pass_until("main1", turn=2)
    g.pass_priority()
    d = g.decision
    if d.player != 0:
        g.pass_priority()
        d = g.decision
    assert d.player == 0 and d.actor == 0, d
    g.cast("Lightning Bolt", target=("player", 1))
    g.pass_until_resolved()
    g.expect_life(1, 17)


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You get to make every decision")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "You can use only the affected player's resources")),
])
def test_controlled_players_spell_is_paid_with_their_resources_723_5_723_8(card):
    """723.5: the controlled player's Shock is paid with their Mountain; player 0's untapped Mountain stays
    untapped, and player 0's own cards aren't among player 1's options."""
    g = _controlled(card, lambda s: (s.hand(1, "Shock"), s.lands(1, "Mountain", 1), s.lands(0, "Mountain", 1),
                                     s.hand(0, "Lightning Bolt")))
    g.pass_until("main1", turn=2)
    d = g.decision
    assert not [o for o in d.options if o[0] == "cast" and g.obj(o[1]).name == "Lightning Bolt"], d.options
    mine = [i for i in g.state.battlefield if g.obj(i).controller == 0]
    before = [g.obj(i).tapped for i in mine]
    g.cast("Shock", target=("player", 1))
    g.pass_until_resolved()
    theirs = [i for i in g.state.battlefield if g.obj(i).name == "Mountain" and g.obj(i).controller == 1]
    assert [g.obj(i).tapped for i in mine] == before, "player 0's lands untouched"
    assert all(g.obj(i).tapped for i in theirs)
    g.expect_life(1, 18)


@pytest.mark.parametrize("card", [
    pytest.param("Mindslaver", marks=ruling("Mindslaver", "2004-12-01", "You could gain control of yourself")),
    pytest.param("Worst Fears", marks=ruling("Worst Fears", "2014-04-26", "You could gain control of yourself")),
])
def test_controlling_yourself_changes_nothing_723_2(card):
    """723.2 (a player controlling themselves): player 0's next turn is decided by player 0 as usual."""
    g = _controlled(card, target_self=True)
    g.pass_until("main1", turn=3)
    d = g.decision
    assert d.player == 0 and d.actor == 0 and g.state.active == 0, d
