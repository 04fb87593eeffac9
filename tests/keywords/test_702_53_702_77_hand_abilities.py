"""Keywords activated from a hand by discarding the card: transmute (702.53), reinforce (702.77), with real cards."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario


def _transmute_setup(step: str = "main1"):
    """Dimir Infiltrator ({U}{B}, mana value 2; transmute {1}{U}{B}) in hand; in the library Lightning Bolt (1),
    Grizzly Bears (2) and Hill Giant (4)."""
    s = Scenario.full()
    inf = s.hand(0, "Dimir Infiltrator")
    s.library(0, "Lightning Bolt", "Grizzly Bears", "Hill Giant")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 1)
    return s, inf


def test_702_53a_transmute_finds_a_card_with_the_same_mana_value():
    """702.53a: transmuting Dimir Infiltrator (discarded as part of the cost) offers only the cards of mana value 2 in
    the library: Grizzly Bears goes to the hand, the Infiltrator is in the graveyard."""
    s, inf = _transmute_setup()
    g = s.start("main1")
    g.activate(inf)
    g.expect_zone(inf, "graveyard")
    g.pass_priority()  # (the opponent passes too: the ability resolves)
    g.pass_priority()
    d = g.decision
    names = sorted(g._name(o[1]) for o in d.options if len(o) > 1 and isinstance(o[1], int))
    assert names == ["Grizzly Bears"], d.options
    g.answer(next(o for o in d.options if len(o) > 1 and o[1] == g.find("Grizzly Bears")))
    while g.decision is not None and g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    assert "Grizzly Bears" in g.zone(0, "hand")
    assert "Hill Giant" not in g.zone(0, "hand")


def test_702_53a_transmute_only_as_a_sorcery():
    """702.53a: "Transmute only as a sorcery": in the opponent's turn the ability isn't offered."""
    s, inf = _transmute_setup()
    g = s.start("main1", active=1)
    g.pass_priority()
    assert g.decision.player == 0
    assert not any(o[0] == "activate" for o in g.decision.options)


def test_702_77a_reinforce_puts_counters_on_target_creature():
    """702.77a: Hunting Triad's reinforce 3--{3}{G} (discarding it): three +1/+1 counters on target creature, at
    instant speed (here in the opponent's turn)."""
    s = Scenario.full()
    triad = s.hand(0, "Hunting Triad")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 4)
    g = s.start("main1", active=1)
    g.pass_priority()
    g.activate(triad, target=bears)
    g.expect_zone(triad, "graveyard")
    g.pass_until_resolved()
    assert g.obj(bears).counters.get("+1/+1") == 3
    g.expect_pt(bears, 5, 5)


def test_702_77b_reinforce_not_from_the_battlefield():
    """702.77a-b: reinforce can be activated only from the hand: Mosquito Guard on the battlefield offers no
    ability."""
    s = Scenario.full()
    s.battlefield(0, "Mosquito Guard")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    with pytest.raises(ScenarioError):
        g.activate("Mosquito Guard")


def test_702_53_702_77_cards_are_supported(supported):
    supported("Dimir Infiltrator", "Dimir House Guard", "Muddle the Mixture", "Tolaria West", "Mosquito Guard",
              "Hunting Triad", "Fowl Strike")
