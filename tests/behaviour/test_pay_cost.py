"""Paying a cost as part of an effect (118.12): ward with non-mana costs (702.21a) and "you may pay
[cost]. If you do / If you don't, ..." (PayCost), over real cards."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .helpers import add_mana_sources, attack_and_deal_damage, cast, covers, game, hand_size, resolve, tokens


def _murder(pool, warded: str, *, hand=(), battlefield=(), mana="1BB", life=None):
    """Player 1 (active) holds Murder and aims it at player 0's ``warded`` creature."""
    g = game(pool, battlefield=[(0, warded)] + [(1, n) for n in battlefield],
             hand=[(1, "Murder")] + [(1, n) for n in hand], mana={1: mana}, active=1,
             life=({1: life} if life is not None else None))
    return g


# ---------------------------------------------------------------- Ward—Discard a card


@covers("Westgate Regent")
def test_702_21a_ward_discard_paid_the_spell_resolves_and_the_chosen_card_is_discarded(pool):
    """702.21a / 118.12a: the targeting player chooses to pay the ward cost and which card to discard
    (701.9b); the spell isn't countered."""
    g = _murder(pool, "Westgate Regent", hand=("Grizzly Bears", "Llanowar Elves"))
    cast(g, "Murder", "yes", "Grizzly Bears", target="Westgate Regent")
    g.expect_zone("Westgate Regent", "graveyard")
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone("Llanowar Elves", "hand")
    g.expect_zone("Murder", "graveyard")


@covers("Westgate Regent")
def test_702_21a_ward_discard_declined_the_spell_is_countered(pool):
    g = _murder(pool, "Westgate Regent", hand=("Grizzly Bears",))
    cast(g, "Murder", "no", target="Westgate Regent")
    g.expect_zone("Westgate Regent", "battlefield")
    g.expect_zone("Murder", "graveyard")
    g.expect_zone("Grizzly Bears", "hand")
    g.check(bool(g.events_since(0, kind="counter")), "Murder was countered (701.6a)")


@covers("Westgate Regent")
def test_118_3_ward_discard_with_an_empty_hand_cannot_be_paid_and_is_not_offered(pool):
    """118.3: no card to discard — the player can't pay, so isn't asked; the spell is countered."""
    g = _murder(pool, "Westgate Regent")
    cast(g, "Murder", target="Westgate Regent")  # no answers: any question would fail the test
    g.expect_zone("Westgate Regent", "battlefield")
    g.expect_zone("Murder", "graveyard")
    assert hand_size(g, 1) == 0


# ---------------------------------------------------------------- Ward—Pay N life


@covers("Owlin Shieldmage")
def test_702_21a_ward_pay_life_paid_the_spell_resolves(pool):
    g = _murder(pool, "Owlin Shieldmage", life=10)
    cast(g, "Murder", "yes", target="Owlin Shieldmage")
    g.expect_life(1, 7)
    g.expect_zone("Owlin Shieldmage", "graveyard")


@covers("Owlin Shieldmage")
def test_119_4_ward_pay_life_equal_to_the_life_total_can_be_paid(pool):
    """119.4: a player may pay life only if their life total is greater than or equal to the payment —
    with exactly 3 life, 3 life can be paid (and the player then loses the game, 704.5a)."""
    g = _murder(pool, "Owlin Shieldmage", life=3)
    cast(g, "Murder", "yes", target="Owlin Shieldmage")
    g.expect_life(1, 0)
    g.expect_winner(0)  # 704.5a, checked before Murder would resolve
    g.expect_zone("Murder", "stack")  # paid: not countered


@covers("Owlin Shieldmage")
def test_119_4_ward_pay_life_more_than_the_life_total_cannot_be_paid_spell_countered(pool):
    """119.4 / 118.3: with 2 life a player can't pay 3 life, so isn't offered to; the spell is countered."""
    g = _murder(pool, "Owlin Shieldmage", life=2)
    cast(g, "Murder", target="Owlin Shieldmage")
    g.expect_zone("Owlin Shieldmage", "battlefield")
    g.expect_zone("Murder", "graveyard")
    g.expect_life(1, 2)


@covers("Owlin Shieldmage")
def test_702_21a_ward_pay_life_declined_the_spell_is_countered(pool):
    g = _murder(pool, "Owlin Shieldmage")
    cast(g, "Murder", "no", target="Owlin Shieldmage")
    g.expect_zone("Owlin Shieldmage", "battlefield")
    g.expect_life(1, 20)


# ---------------------------------------------------------------- Ward—{2}, Pay 2 life (mana and life)


@covers("Gisa, the Hellraiser")
def test_702_21a_ward_mana_and_life_paid_together(pool):
    g = _murder(pool, "Gisa, the Hellraiser", mana="1BB2")
    cast(g, "Murder", "yes", target="Gisa, the Hellraiser")
    g.expect_zone("Gisa, the Hellraiser", "graveyard")
    g.expect_life(1, 18)


@covers("Gisa, the Hellraiser")
def test_118_3_ward_mana_and_life_without_the_mana_cannot_be_paid(pool):
    """118.3: life enough but no mana for the {2}: the whole cost can't be paid, so no life is paid either."""
    g = _murder(pool, "Gisa, the Hellraiser", mana="1BB")
    cast(g, "Murder", target="Gisa, the Hellraiser")
    g.expect_zone("Gisa, the Hellraiser", "battlefield")
    g.expect_life(1, 20)


# ---------------------------------------------------------------- Ward—Sacrifice a creature


@covers("Vein Ripper")
def test_702_21a_ward_sacrifice_the_player_chooses_which_creature(pool):
    """701.21a: the paying player sacrifices a creature they control, of their choice."""
    g = _murder(pool, "Vein Ripper", battlefield=("Grizzly Bears", "Llanowar Elves"))
    # then Vein Ripper's own "whenever a creature dies, target opponent loses 2 life" (twice)
    cast(g, "Murder", "yes", "Llanowar Elves", "Player 2", "Player 2", target="Vein Ripper")
    g.expect_zone("Llanowar Elves", "graveyard")
    g.expect_zone("Grizzly Bears", "battlefield")
    g.expect_zone("Vein Ripper", "graveyard")


@covers("Vein Ripper")
def test_118_3_ward_sacrifice_without_a_creature_cannot_be_paid(pool):
    """118.3: the ward cost asks for a creature; the player controls none (only lands), so it's countered."""
    g = _murder(pool, "Vein Ripper")
    cast(g, "Murder", target="Vein Ripper")
    g.expect_zone("Vein Ripper", "battlefield")
    g.expect_zone("Murder", "graveyard")


@covers("Vein Ripper")
def test_702_21a_ward_sacrifice_declined_keeps_the_creature(pool):
    g = _murder(pool, "Vein Ripper", battlefield=("Grizzly Bears",))
    cast(g, "Murder", "no", target="Vein Ripper")
    g.expect_zone("Vein Ripper", "battlefield")
    g.expect_zone("Grizzly Bears", "battlefield")


def test_702_21a_ward_does_not_trigger_for_its_controllers_own_spell(pool):
    """702.21a: only a spell or ability an opponent controls triggers ward."""
    g = game(pool, battlefield=[(0, "Westgate Regent")], hand=[(0, "Murder")], mana={0: "1BB"})
    cast(g, "Murder", target="Westgate Regent")
    g.expect_zone("Westgate Regent", "graveyard")


# ---------------------------------------------------------------- PayCost: "you may pay ... If you do / don't"


@covers("Carnophage")
@pytest.mark.parametrize("pay", [True, False])
def test_118_12_carnophage_may_pay_1_life_or_is_tapped(pool, pay):
    """118.12: "you may pay 1 life. If you don't, tap this creature" — the choice is made on resolution
    (608.2d)."""
    g = game(pool, battlefield=[(0, "Carnophage")], step="upkeep")
    resolve(g, "yes" if pay else "no")
    g.expect_life(0, 19 if pay else 20)
    assert g.obj("Carnophage").tapped is (not pay)


@covers("Aether Chaser")
def test_107_14_aether_chaser_pays_energy_for_a_servo(pool):
    """107.14: to pay {E} a player removes an energy counter from themselves; "if you do" sees it paid."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Aether Chaser")
    s.player(0, counters={"energy": 3})
    g = s.start("main1")
    attack_and_deal_damage(g, "Aether Chaser", answers=["yes"])
    assert len(tokens(g, 0, "Servo")) == 1
    assert g.state.players[0].counters.get("energy", 0) == 1


@covers("Aether Chaser")
def test_118_3_aether_chaser_without_enough_energy_is_not_asked(pool):
    """118.3: one energy counter can't pay {E}{E}: no question, no Servo."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Aether Chaser")
    s.player(0, counters={"energy": 1})
    g = s.start("main1")
    attack_and_deal_damage(g, "Aether Chaser")
    assert tokens(g, 0, "Servo") == []
    assert g.state.players[0].counters.get("energy", 0) == 1


@covers("Akoum Stonewaker")
def test_118_12_akoum_stonewaker_pays_mana_on_resolution_for_an_elemental(pool):
    """"Whenever a land you control enters, you may pay {2}{R}. If you do, create a 3/1 ... Elemental" —
    the mana is paid on resolution through the payment solver (118.12, 608.2d)."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Akoum Stonewaker")
    add_mana_sources(s, 0, "2")
    s.hand(0, "Mountain")
    g = s.start("main1")
    g.play("Mountain")
    resolve(g, "yes")
    assert len(tokens(g, 0, "Elemental")) == 1
    g.check(all(g.obj(c).tapped for c in g.zone(0, "battlefield") if g.obj(c).name in ("Wastes", "Mountain")),
            "the lands paid {2}{R}")


@covers("Akoum Stonewaker")
def test_118_3_akoum_stonewaker_without_the_mana_is_not_asked(pool):
    s = Scenario(cards=pool)
    s.battlefield(0, "Akoum Stonewaker")
    add_mana_sources(s, 0, "1")  # two lands with the Mountain: {2}{R} can't be paid
    s.hand(0, "Mountain")
    g = s.start("main1")
    g.play("Mountain")
    resolve(g)  # no answers: not offered (118.3)
    assert tokens(g, 0, "Elemental") == []


# ---------------------------------------------------------------- "counter ... unless its controller [pays a non-mana cost]"


@covers("Reality Smasher")
@pytest.mark.parametrize("pay", [True, False])
def test_118_12a_reality_smasher_counters_unless_its_controller_discards_a_card(pool, pay):
    """"Whenever ~ becomes the target of a spell an opponent controls, counter that spell unless its
    controller discards a card" (118.12a: that player may discard; if they don't, it's countered)."""
    g = _murder(pool, "Reality Smasher", hand=("Grizzly Bears",))
    cast(g, "Murder", "yes" if pay else "no", target="Reality Smasher")  # one card: no choice of which
    g.expect_zone("Reality Smasher", "graveyard" if pay else "battlefield")
    g.expect_zone("Grizzly Bears", "graveyard" if pay else "hand")


@covers("Mundungu")
@pytest.mark.parametrize("extra,pays", [("1", True), ("", False)])
def test_118_3_mundungu_counters_unless_its_controller_pays_mana_and_life(pool, extra, pays):
    """"{T}: Counter target spell unless its controller pays {1} and 1 life": with a spare land the
    controller can pay both; without it they can't pay the whole cost, so pay nothing (118.3)."""
    from .helpers import activate

    g = game(pool, battlefield=[(0, "Mundungu")], hand=[(1, "Grizzly Bears")], mana={1: "1G" + extra}, active=1)
    cast(g, "Grizzly Bears", stack=True)
    g.pass_priority()
    activate(g, "Mundungu", *(("yes",) if pays else ()), target="Grizzly Bears")
    g.expect_zone("Grizzly Bears", "battlefield" if pays else "graveyard")
    g.expect_life(1, 19 if pays else 20)


# ---------------------------------------------------------------- costs of activated abilities (602.2b)


def _battlewagon(pool, energy: int):
    s = Scenario(cards=pool)
    s.battlefield(0, "Bespoke Battlewagon")
    s.player(0, counters={"energy": energy})
    return s.start("main1")


@covers("Bespoke Battlewagon")
def test_107_14_an_energy_cost_of_an_activated_ability_is_paid(pool):
    """"Pay {E}{E}{E}{E}: This Vehicle becomes an artifact creature until end of turn." — activating it
    removes four energy counters (107.14, 602.2b); with fewer, it can't be activated (602.2b, 118.3).
    (Fuzz seed 900028: the cost was never paid, and a random player activated it 1,000 times in a turn.)"""
    g = _battlewagon(pool, energy=5)
    g.activate("Bespoke Battlewagon", 3)
    assert g.state.players[0].counters.get("energy", 0) == 1
    assert ("activate", g.find("Bespoke Battlewagon"), 3) not in g.options()
    g.pass_until_resolved()
    assert "Creature" in g.obj("Bespoke Battlewagon").types


@covers("Bespoke Battlewagon")
def test_118_3_an_energy_cost_without_the_energy_is_not_offered(pool):
    g = _battlewagon(pool, energy=3)
    bw = g.find("Bespoke Battlewagon")
    acts = [o for o in g.options() if o[0] == "activate" and o[1] == bw]
    assert (("activate", bw, 2) in acts) and (("activate", bw, 3) not in acts)


def _amok_discard(pool, seed: int) -> tuple[list[str], list[str], str]:
    s = Scenario(cards=pool, seed=seed)
    s.battlefield(0, "Amok")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.hand(0, "Llanowar Elves", "Forest", "Shock")
    g = s.start("main1")
    g.activate("Amok", target="Grizzly Bears")
    return g.zone(0, "hand"), g.zone(0, "graveyard"), g.decision.kind


@covers("Amok")
def test_701_9a_discard_a_card_at_random_as_a_cost_is_not_chosen(pool):
    """"{1}, Discard a card at random: Put a +1/+1 counter on target creature." — the cost discards one
    card the player doesn't choose (701.9a): no question is asked, one card of the three goes, and
    which one depends on the game's random generator."""
    gone = set()
    for seed in range(8):
        hand, gy, kind = _amok_discard(pool, seed)
        assert kind == "priority"  # nobody was asked which card to discard
        assert len(hand) == 2 and len(gy) == 1
        assert set(hand) | set(gy) == {"Llanowar Elves", "Forest", "Shock"}
        gone |= set(gy)
    assert len(gone) > 1
