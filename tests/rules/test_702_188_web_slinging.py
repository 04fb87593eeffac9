"""702.188a: web-slinging [cost] -- "You may cast this spell by paying [cost] and returning a tapped creature you
control to its owner's hand rather than paying its mana cost" (an alternative cost: 118.9, 601.2b, 601.2f-h)."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_702_188a_spider_man_cast_for_w_returns_a_tapped_creature():
    """Spider-Man, Web-Slinger ({2}{W}, web-slinging {W}) with one Plains and a tapped Grizzly Bears: cast for {W},
    the Bears go back to the hand and Spider-Man resolves."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.lands(0, "Plains", 1)
    s.hand(0, "Spider-Man, Web-Slinger")
    g = s.start("main1")
    spidey = g.find("Spider-Man, Web-Slinger")
    assert ("cast", spidey, "normal") not in g.options()  # {2}{W} isn't affordable
    g.cast("Spider-Man, Web-Slinger", variant="webslinging")
    assert g.decision.kind == "choose_cards"  # the tapped creature to return (601.2h)
    g.answer(("choose", g.find(bears)))
    assert g.decision.kind == "pay"
    g.answer(("auto",))
    g.expect_zone(bears, "hand")
    g.pass_until_resolved()
    g.expect_zone("Spider-Man, Web-Slinger", "battlefield")


def test_702_188a_an_untapped_creature_cant_be_returned():
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    s.hand(0, "Spider-Man, Web-Slinger")
    g = s.start("main1")
    assert not any(o[:2] == ("cast", g.find("Spider-Man, Web-Slinger")) for o in g.options())


def test_702_188_web_slinging_cards_are_supported(full_db):
    for name in ("Spider-Man, Web-Slinger", "Amazing Spider-Girl", "Silk, Web Weaver", "Spider-Man India",
                 "Spider-Man, Brooklyn Visionary"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
