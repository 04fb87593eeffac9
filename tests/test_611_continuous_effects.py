"""611 continuous effects: locked sets from resolving spells (611.2c) vs static abilities (611.3a),
durations (611.2a-b), amounts fixed on resolution (611.2d), and 610.3 "exile until"."""
import pytest
from cardkit import (
    CREATURE, permanent, pump, real, scenario, seize, sower_of_temptation,
)

from manastack.tree import (
    Body, CountOf, Filter, GainControl, ModPT, Num, Target, TargetSpec, This, Trigger, Triggered,
)


def test_611_2c_resolved_effect_locks_its_set_611_3a_static_does_not(full_db):
    """Inspired Charge ("Creatures you control get +2/+1 until end of turn") affects the creatures there
    as it resolves (611.2c); Glorious Anthem ("Creatures you control get +1/+1") affects a creature that
    arrives later too (611.3a)."""
    s = scenario(db=full_db)
    s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Inspired Charge", "Savannah Lions")
    s.lands(0, "Plains", 5)
    g = s.start()
    g.cast("Inspired Charge").pass_until_resolved()
    g.expect_pt(bears, 5, 4)
    g.cast("Savannah Lions").pass_until_resolved()
    g.expect_pt("Savannah Lions", 3, 2)  # 2/1 with the Anthem only


def test_611_2c_locked_set_keeps_applying_after_the_object_stops_matching(full_db):
    """611.2c: after Inspired Charge resolved, a creature that changes control still has +2/+1."""
    s = scenario(seize(), db=full_db)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Inspired Charge")
    s.lands(0, "Plains", 4)
    s.hand(1, "Test Seize")
    g = s.start()
    g.cast("Inspired Charge").pass_until_resolved()
    g.pass_priority()
    g.cast("Test Seize", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).controller == 1
    g.expect_pt(bears, 4, 3)


def test_611_2d_amount_is_fixed_as_the_effect_begins():
    """611.2d / 608.2h: "Target creature gets +X/+0 until end of turn, where X is the number of creatures
    you control" counts once, on resolution."""
    n = CountOf(Filter(types=("Creature",), controller="you"))
    s = scenario(pump("Test Rally", ModPT(n, Num(0))))
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Test Rally", "Savannah Lions")
    s.lands(0, "Plains", 1)
    g = s.start()
    g.cast("Test Rally", target=bears).pass_until_resolved()
    g.expect_pt(bears, 4, 2)
    g.cast("Savannah Lions").pass_until_resolved()
    g.expect_pt(bears, 4, 2)


def test_611_2a_until_end_of_turn_ends_in_cleanup():
    s = scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start()
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    g.expect_pt(bears, 5, 5)
    g.pass_until("upkeep", turn=2)
    g.expect_pt(bears, 2, 2)


def test_611_2b_until_your_next_turn_lasts_through_the_opponents_turn():
    """"Until your next turn" (611.2b): the effect lasts through the other player's turn and ends as its
    controller's next turn begins."""
    s = scenario(pump("Test Hobble", ModPT(Num(-2), Num(0)), duration="next_turn"))
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Hobble")
    g = s.start()
    g.cast("Test Hobble", target=giant).pass_until_resolved()
    g.expect_pt(giant, 1, 3)
    g.pass_until("main1", turn=2)
    g.expect_pt(giant, 1, 3)
    g.pass_until("upkeep", turn=3)
    g.expect_pt(giant, 3, 3)


def _sower(db):
    return real(db, "Sower of Temptation", sower_of_temptation())


def test_611_2b_for_as_long_as_ends_when_the_source_leaves(full_db):
    """Sower of Temptation: control lasts "for as long as this creature remains on the battlefield"; when
    it dies the creature goes back to its owner at once."""
    s = scenario(_sower(full_db), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Sower of Temptation")
    s.lands(0, "Island", 4)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Sower of Temptation").pass_until_resolved()  # Sower resolves; its trigger goes on the stack
    g.answer(("target", g.find(giant))) if g.decision.kind == "target" else None
    g.pass_until_resolved()
    assert g.obj(giant).controller == 0
    g.pass_priority()
    g.cast("Lightning Bolt", target="Sower of Temptation").pass_until_resolved()
    g.expect_zone("Sower of Temptation", "graveyard")
    assert g.obj(giant).controller == 1


def test_611_2b_for_as_long_as_that_never_starts_does_nothing(full_db):
    """611.2b: Sower's trigger resolves after Sower has left the battlefield: the duration never starts,
    so its controller doesn't gain control at all."""
    s = scenario(_sower(full_db), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Sower of Temptation")
    s.lands(0, "Island", 4)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Sower of Temptation").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    assert g.stack == ["ability of Sower of Temptation"]
    g.pass_priority()
    g.cast("Lightning Bolt", target="Sower of Temptation").pass_until_resolved()
    assert g.obj(giant).controller == 1
    assert any(e.rule == "611.2b" for e in g.events_since(0))


def test_611_2b_for_as_long_as_you_control_ends_for_good():
    """"Gain control of target creature for as long as you control this creature": when the Puppeteer is
    stolen the effect ends, and it doesn't start again when the Puppeteer comes back (611.2b)."""
    puppeteer = permanent("Test Puppeteer", "Creature — Human Wizard",
                          Triggered(Trigger("enters", This()),
                                    Body(GainControl(Target(0), "while_controlled"), (TargetSpec(CREATURE),))),
                          pt="1/1")
    s = scenario(puppeteer, seize())
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Puppeteer")
    s.hand(1, "Test Seize")
    g = s.start()
    g.cast("Test Puppeteer").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    g.pass_until_resolved()
    assert g.obj(giant).controller == 0
    g.pass_priority()
    g.cast("Test Seize", target="Test Puppeteer").pass_until_resolved()
    assert g.obj("Test Puppeteer").controller == 1
    assert g.obj(giant).controller == 1
    g.pass_until("upkeep", turn=2)
    assert g.obj("Test Puppeteer").controller == 0  # the Seize ended
    assert g.obj(giant).controller == 1  # the "as long as" effect is over for good


def test_610_3_exiled_until_the_source_leaves_returns_at_once(full_db):
    """Banisher Priest exiles a creature until it leaves the battlefield (610.3): when the Priest dies the
    creature returns to the battlefield under its owner's control immediately, as a new object."""
    s = scenario(real(full_db, "Banisher Priest"), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Banisher Priest")
    s.lands(0, "Plains", 3)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Banisher Priest").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    g.pass_until_resolved()
    g.expect_zone(giant, "exile")
    g.pass_priority()
    g.cast("Lightning Bolt", target="Banisher Priest").pass_until_resolved()
    g.expect_zone("Banisher Priest", "graveyard")
    g.expect_zone(giant, "battlefield")
    assert g.obj(giant).controller == 1
    assert "610.3c" in g.rules_since(0)


def test_610_3a_nothing_is_exiled_if_the_source_already_left(full_db):
    """610.3a-b: the Priest dies with its trigger on the stack: the creature isn't exiled at all."""
    s = scenario(real(full_db, "Banisher Priest"), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Banisher Priest")
    s.lands(0, "Plains", 3)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Banisher Priest").pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(giant)))
    g.pass_priority()
    g.cast("Lightning Bolt", target="Banisher Priest").pass_until_resolved()
    g.expect_zone(giant, "battlefield")
    assert "610.3a" in g.rules_since(0)


def test_611_2c_effect_on_an_object_that_left_is_dropped():
    """400.7: an effect locked onto an object that left the battlefield can never apply again; the game
    forgets it (and the card coming back is a new object without the bonus)."""
    s = scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth", "Unsummon")
    s.lands(0, "Forest", 1)
    s.lands(0, "Island", 1)
    g = s.start()
    g.cast("Giant Growth", target=bears).pass_until_resolved()
    assert len(g.state.effects) == 1
    g.cast("Unsummon", target=bears).pass_until_resolved()
    assert g.state.effects == []


@pytest.mark.parametrize("dur", ["end_of_turn", "next_turn", "end_of_next_turn", "permanent",
                                 "while_source_on_battlefield", "while_on_battlefield"])
def test_611_effects_survive_save_and_load(dur):
    """Effects with every duration are plain data: a game saved and loaded keeps them."""
    from manastack.game import Game

    s = scenario(pump("Test Boost", ModPT(Num(1), Num(1)), duration=dur))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Boost")
    g = s.start()
    g.cast("Test Boost", target=bears).pass_until_resolved()
    data = g.game.save()
    g2 = Game.load(data, g.state.pool)
    oid = g.find(bears)
    from manastack.engine.chars import chars

    expected = (2, 2) if dur.startswith("while") else (3, 3)  # a spell "remains" nowhere: 611.2b
    assert (chars(g2.state, oid).power, chars(g2.state, oid).toughness) == expected


def test_611_2b_until_the_end_of_your_next_turn():
    """"Until the end of your next turn": the effect lasts through the rest of this turn, the opponent's
    turn and the controller's next turn, ending in its cleanup step."""
    s = scenario(pump("Test Long Boost", ModPT(Num(2), Num(2)), duration="end_of_next_turn"))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Long Boost")
    g = s.start()
    g.cast("Test Long Boost", target=bears).pass_until_resolved()
    g.pass_until("upkeep", turn=2)
    g.expect_pt(bears, 4, 4)
    g.pass_until("end", turn=3)
    g.expect_pt(bears, 4, 4)
    g.pass_until("upkeep", turn=4)
    g.expect_pt(bears, 2, 2)
