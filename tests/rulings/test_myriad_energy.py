"""Myriad (702.116) and energy (107.14, 122.1) rulings shared by the target cards that have them (issue #32)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all

MYRIAD_ONE_OPPONENT = [
    pytest.param('Banshee of the Dread Choir', marks=ruling('Banshee of the Dread Choir', '2015-11-04', 'if the defending player is your')),
    pytest.param('Blade of Selves', marks=ruling('Blade of Selves', '2015-11-04', 'if the defending player is your')),
    pytest.param('Broodbirth Viper', marks=ruling('Broodbirth Viper', '2015-11-04', 'if the defending player is your')),
    pytest.param('Caller of the Pack', marks=ruling('Caller of the Pack', '2015-11-04', 'if the defending player is your')),
    pytest.param('Herald of the Host', marks=ruling('Herald of the Host', '2015-11-04', 'if the defending player is your')),
]

ENERGY_STAYS = [
    pytest.param('Aethersphere Harvester', marks=ruling('Aethersphere Harvester', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Aetherstorm Roc', marks=ruling('Aetherstorm Roc', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param("Consul's Shieldguard", marks=ruling("Consul's Shieldguard", '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Demon of Dark Schemes', marks=ruling('Demon of Dark Schemes', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Eddytrail Hawk', marks=ruling('Eddytrail Hawk', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Electrostatic Pummeler', marks=ruling('Electrostatic Pummeler', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Glint-Sleeve Siphoner', marks=ruling('Glint-Sleeve Siphoner', '2017-02-09', 'energy counters arent mana they dont')),
    pytest.param('Maulfist Doorbuster', marks=ruling('Maulfist Doorbuster', '2017-02-09', 'energy counters arent mana they dont')),
]

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@pytest.mark.parametrize("card", MYRIAD_ONE_OPPONENT)
def test_myriad_with_one_opponent_makes_no_tokens_702_116a(card):
    """702.116a: "for each opponent other than defending player" — in a two-player game there is none, so
    attacking makes no token and the attacker deals its damage alone."""
    s = Scenario.full()
    if card == "Blade of Selves":  # the Equipment gives myriad to the creature it's attached to
        a = s.battlefield(0, "Grizzly Bears")
        s.battlefield(0, card, attached_to=a)
    else:
        a = s.battlefield(0, card)
    g = s.start("main1")
    before = len(g.zone(0, "battlefield"))
    g.attack(a)
    resolve_all(g)
    g.check(len(g.zone(0, "battlefield")) == before, f"no token: {g.zone(0, 'battlefield')}")
    g.no_blocks()
    g.pass_until("main2")
    g.expect_life(1, 20 - g.obj(a).power)


def _energy(g, p=0) -> int:
    return (g.state.players[p].counters or {}).get("energy", 0)


@pytest.mark.parametrize("card", ENERGY_STAYS)
def test_energy_counters_stay_as_steps_and_turns_end_107_14_122_1(card):
    """107.14, 122.1, 500.4: energy counters are counters on the player, not mana — what the card gave stays
    through the end of the turn and the next turn (mana would empty at each step's end)."""
    s = Scenario.full()
    h = s.hand(0, card)
    s.battlefield(1, "Grizzly Bears")  # Demon of Dark Schemes' -2/-2 kills it: "whenever another creature dies"
    for land in LANDS:
        s.lands(0, land, 3)
    g = s.start("main1")
    g.cast(card)
    resolve_all(g)
    got = _energy(g)
    g.check(got > 0, f"the card gave energy: {got}")
    g.pass_until("main1", turn=2)
    g.check(_energy(g) == got, f"still {got} energy in the next turn: {_energy(g)}")
