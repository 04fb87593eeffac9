"""122.6, 614.1c: a permanent put onto the battlefield "with N counters on it" enters with them; played with real
cards. Counter kinds with rules of their own the engine doesn't play yet (122.1b-d, h) keep a card unsupported."""
from __future__ import annotations

from manastack.engine.support import missing
from manastack.oracle import compile_card
from manastack.testing import Scenario
from manastack.testing.scenario import full_database
from mechanics.trees import advance, settle


def test_122_6_persist_returns_the_creature_with_a_minus_counter():
    """Persist: "Return target nonlegendary creature card from your graveyard to the battlefield with a -1/-1
    counter on it." -- the creature enters with the counter (122.6) and is one smaller (122.1a)."""
    s = Scenario.full()
    wurm = s.graveyard(0, "Craw Wurm")[0]
    s.hand(0, "Persist")
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Persist", target=wurm)
    g.pass_until_resolved()
    g.expect_zone(wurm, "battlefield")
    assert g.obj(wurm).counters == {"-1/-1": 1}
    g.expect_pt(wurm, 5, 3)


def test_614_1c_enters_with_counters_then_hardened_scales_adds_one():
    """614.1c, 614.12: counters a permanent enters with are put on it by the event that puts it onto the
    battlefield, so Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that
    many plus one ... are put on it instead") adds one to Prison Break's counter."""
    s = Scenario.full()
    bears = s.graveyard(0, "Grizzly Bears")[0]
    s.battlefield(0, "Hardened Scales")
    s.hand(0, "Prison Break")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Prison Break", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).counters == {"+1/+1": 2}
    g.expect_pt(bears, 4, 4)


def test_400_7_that_permanent_after_put_onto_the_battlefield_arbiter_of_the_ideal():
    """Arbiter of the Ideal: "reveal the top card of your library. If it's an artifact, creature, or land card,
    you may put it onto the battlefield with a manifestation counter on it. That permanent is an enchantment in
    addition to its other types." -- "that permanent" is the new object the card became (400.7)."""
    s = Scenario.full()
    s.battlefield(0, "Arbiter of the Ideal", tapped=True)
    bears = s.library(0, "Grizzly Bears", *["Plains"] * 5)[0]
    g = s.start("main1", turn=2, active=1)
    advance(g, "upkeep", turn=3)
    for _ in range(30):
        d = g.decision
        if d.kind == "yes_no":
            g.answer(("yes",))
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    settle(g)
    g.expect_zone(bears, "battlefield")
    assert g.obj(bears).counters == {"manifestation": 1}
    assert g.obj(bears).types >= {"Creature", "Enchantment"}


def test_122_1b_h_keyword_and_finality_counters_on_entering_are_played():
    """122.1b, 122.1h: a keyword counter grants its keyword (613.1f) and a finality counter makes its replacement
    effect (engine/mechanics/rules_counters.py): Unbreakable Bond (a lifelink counter), Wolfbat (a finality
    counter) and Persist have nothing missing."""
    db = full_database()
    for name in ("Unbreakable Bond", "Wolfbat", "Persist"):
        assert missing(tuple(compile_card(db.get(name)).abilities)) == [], name
