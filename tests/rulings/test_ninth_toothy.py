"""Official rulings of Toothy, Imaginary Friend (issue #32, ninth pass): "draw" triggers (121.1, 603.2), one
trigger per card drawn (121.2), Pir's replacement on each trigger's counters (614.1a) and the "partner with"
search (702.124j)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_ninth_lithoform_engine import _resolve


def _yes(d):
    if d.kind == "target":
        return next(o for o in d.options if o[0] == "target_player" and o[1] == 0)
    if ("yes",) in d.options:
        return ("yes",)
    named = [o for o in d.options if len(o) > 1 and isinstance(o[1], int)]
    return named[0] if named else d.options[0]


def _plus(g, name="Toothy, Imaginary Friend"):
    return g.obj(name).counters.get("+1/+1", 0)


@ruling("Toothy, Imaginary Friend", "2018-06-08", "if a spell or ability causes")
def test_toothy_imaginary_friend_2018_06_08_putting_a_card_into_hand_is_not_drawing_121_1_702_124j():
    """121.1, 702.124j: Toothy enters and its partner trigger lets me put Pir into my hand from my library — a
    card reaches my hand without being drawn, so Toothy gets no +1/+1 counter."""
    s = Scenario.full()
    s.hand(0, "Toothy, Imaginary Friend")
    s.library(0, "Pir, Imaginative Rascal")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Toothy, Imaginary Friend")
    _resolve(g, _yes)
    assert "Pir, Imaginative Rascal" in g.zone(0, "hand"), g.board()
    assert _plus(g) == 0, g.board()


@ruling("Toothy, Imaginary Friend", "2018-06-08", "if you draw multiple cards toothys")
def test_toothy_imaginary_friend_2018_06_08_if_you_draw_multiple_cards_it_triggers_that_many_times_121_2():
    """121.2, 603.2c: Divination draws two cards one at a time — Toothy triggers twice: two +1/+1 counters.
    (The ruling's second sentence needs Pir, Imaginative Rascal, whose counter replacement is unsupported.)"""
    s = Scenario.full()
    s.battlefield(0, "Toothy, Imaginary Friend")
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Divination")
    _resolve(g, _yes)
    assert _plus(g) == 2, g.board()
    g.expect_pt("Toothy, Imaginary Friend", 3, 3)


@ruling("Toothy, Imaginary Friend", "2018-06-08", "if enough 1 1 counters are")
def test_toothy_imaginary_friend_2018_06_08_if_enough_minus_counters_it_draws_for_its_plus_counters_603_10a():
    """603.10a, 704.5f, 704.5q: Toothy with two +1/+1 counters (3/3) gets three -1/-1 counters from Black
    Sun's Zenith (X = 3) and dies — its leaves trigger looks back and draws two cards."""
    s = Scenario.full()
    s.battlefield(0, "Toothy, Imaginary Friend", counters={"+1/+1": 2})
    s.hand(0, "Black Sun's Zenith")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Black Sun's Zenith", x=3)
    before = len(g.zone(0, "hand"))
    _resolve(g, _yes)
    g.expect_zone("Toothy, Imaginary Friend", "graveyard")
    assert len(g.zone(0, "hand")) == before + 2, g.board()
