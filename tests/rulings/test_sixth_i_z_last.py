"""Official rulings of Silas Renn, Seeker Adept, Kazandu Mammoth and Tymaret Calls the Dead (issue #32, I–Z half
of the sixth pass)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

SILAS = "Silas Renn, Seeker Adept"
KM = "Kazandu Mammoth // Kazandu Valley"


def _run(g, answer="yes", limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


def _silas(extra=None):
    s = Scenario.full()
    silas = s.battlefield(0, SILAS)
    s.graveyard(0, "Ornithopter")
    if extra:
        extra(s)
    g = s.start("main1")
    g.attack(silas)
    g.no_blocks()
    g.pass_until("combat damage")
    _run(g)
    return g, silas


def _castable(g, name):
    return [o for o in g.decision.options if o[0] == "cast" and g.obj(o[1]).name == name]


@ruling("Silas Renn, Seeker Adept", "2016-11-08", "Silas Renn doesn't change when you")
@ruling("Silas Renn, Seeker Adept", "2016-11-08", "If you don't cast the card")
def test_silas_renn_timing_unchanged_and_the_card_stays_601_3_307_1():
    """601.3, 307.1: in the end of combat step the Ornithopter (no flash) can't be cast; in the second main
    phase it can; not cast, it stays in the graveyard."""
    g, _ = _silas()
    g.pass_until("end of combat")
    assert not _castable(g, "Ornithopter")
    g.pass_until("main2")
    assert _castable(g, "Ornithopter")
    g.pass_until("upkeep", turn=2)
    g.expect_zone("Ornithopter", "graveyard")


@ruling("Silas Renn, Seeker Adept", "2016-11-08", "You may cast that card this turn even if")
@ruling("Silas Renn, Seeker Adept", "2016-11-08", "Casting the card causes it to leave")
def test_silas_renn_permission_outlives_silas_but_once_400_7():
    """400.7: Silas is Bolted after the trigger resolves; the Ornithopter may still be cast; once cast (and
    Shocked back into the graveyard) it is a new object: it can't be cast again."""
    g, silas = _silas(lambda s: (s.hand(1, "Lightning Bolt", "Shock"), s.lands(1, "Mountain", 2)))
    g.pass_priority()
    g.cast("Lightning Bolt", target=silas)
    _run(g)
    g.expect_zone(silas, "graveyard")
    g.pass_until("main2")
    g.cast(g.find("Ornithopter", zone="graveyard"))
    _run(g)
    g.expect_zone("Ornithopter", "battlefield")
    g.pass_priority()
    g.cast("Shock", target="Ornithopter")
    _run(g)
    g.expect_zone("Ornithopter", "graveyard")
    assert not _castable(g, "Ornithopter")


@ruling("Kazandu Mammoth // Kazandu Valley", "2020-09-25", "A landfall ability triggers whenever a")
@ruling("Kazandu Mammoth // Kazandu Valley", "2020-09-25", "Whenever a land enters the battlefield")
def test_kazandu_mammoth_landfall_on_play_and_on_put_each_mammoth_triggers_603_2():
    """603.2: playing a Forest and Rampant Growth putting a Forest onto the battlefield each trigger landfall;
    with two Mammoths, each triggers: both are 7/7."""
    s = Scenario.full()
    m1 = s.battlefield(0, KM)
    m2 = s.battlefield(0, KM)
    s.hand(0, "Forest", "Rampant Growth")
    s.lands(0, "Forest", 2)
    s.library(0, "Forest")
    g = s.start("main1")
    g.play(g.find("Forest", zone="hand"))
    _run(g)
    g.cast("Rampant Growth")
    _run(g)
    g.expect_pt(m1, 7, 7)
    g.expect_pt(m2, 7, 7)


def _tymaret(lore, library, graveyard=(), extra=None):
    s = Scenario.full(filler=None)
    s.battlefield(0, "Tymaret Calls the Dead", counters={"lore": lore})
    s.library(0, *library)
    s.library(1, *["Plains"] * 5)
    if graveyard:
        s.graveyard(0, *graveyard)
    if extra:
        extra(s)
    g = s.start("upkeep")
    g.pass_until("main1")
    return g


@ruling("Tymaret Calls the Dead", "2020-01-24", "The card that you exile for")
@ruling("Tymaret Calls the Dead", "2020-01-24", "While resolving the first two chapter")
def test_tymaret_exiles_a_card_just_milled_for_one_zombie_714_2_701_13():
    """701.13, 608.2c: chapter II (the Saga had one lore counter) mills Grizzly Bears among three cards; that
    card may be exiled to make a Zombie — one Zombie, though two creature cards are in the graveyard."""
    g = _tymaret(1, ("Grizzly Bears", "Hill Giant", "Plains", "Plains", "Plains", "Plains"))
    for _ in range(40):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif d.kind == "choose_cards":
            g.answer(next((o for o in d.options if len(o) > 1 and g.obj(o[1]).name == "Grizzly Bears"), d.options[0]))
        elif d.kind == "yes_no":
            g.choose("yes")
        else:
            settle(g)
    g.expect_zone("Grizzly Bears", "exile")
    g.expect_zone("Hill Giant", "graveyard")
    assert len([i for i in g.state.battlefield if g.obj(i).name == "Zombie"]) == 1, g.board()


@ruling("Tymaret Calls the Dead", "2020-01-24", "If X is greater than the")
def test_tymaret_calls_the_dead_2020_01_24_if_x_is_greater_than_701_22():
    """701.22: chapter III with three Zombies (Walking Corpses) and one card left in my library: I scry that
    card and still gain the full 3 life."""
    s = Scenario.full(filler=None)
    s.battlefield(0, "Tymaret Calls the Dead", counters={"lore": 2})
    s.library(0, "Island")   # (no draw in the first turn, 103.8a)
    s.library(1, *["Plains"] * 5)
    for _ in range(3):
        s.battlefield(0, "Walking Corpse")
    g = s.start("upkeep")
    g.pass_until("main1")
    assert len(g.zone(0, "library")) == 1
    _run(g)
    g.expect_life(0, 23)
    assert len(g.zone(0, "library")) == 1 and g.result is None
