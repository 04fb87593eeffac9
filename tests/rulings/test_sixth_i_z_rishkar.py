"""Official rulings of Rishkar's Expertise (and Polymorphous Rush cast through it) (issue #32, I–Z half of the
sixth pass): "Draw cards equal to the greatest power among creatures you control. You may cast a spell with mana
value 5 or less from your hand without paying its mana cost."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

RE = "Rishkar's Expertise"


def _board(*hand, mine=(), theirs=(), library=(), extra=None):
    s = Scenario.full()
    for n in mine:
        s.battlefield(0, n)
    for n in theirs:
        s.battlefield(1, n)
    s.hand(0, RE, *hand)
    s.lands(0, "Forest", 6)
    s.lands(0, "Island", 2)
    if library:
        s.library(0, *library)
    if extra:
        extra(s)
    return s


def _free_offer(g):
    """Resolve the Expertise up to its "cast without paying" offer; the offer's options."""
    g.pass_until_resolved() if g.decision.kind == "priority" else None
    d = g.decision
    assert d.kind == "option" and any(o == ("decline",) or o[0] == "decline" for o in d.options), d
    return d.options


def _offered(g, opts):
    return sorted(g.obj(o[1]).name for o in opts if len(o) > 1 and isinstance(o[1], int) and o[1] in g.state.objects)


@ruling("Rishkar's Expertise", "2017-02-09", "The greatest power among creatures you control")
def test_rishkars_expertise_2017_02_09_the_greatest_power_among_creatures_608_2h():
    """608.2h: the Hill Giant (power 3) is Bolted in response: as the Expertise resolves the greatest
    power is the Bears' 2: two cards drawn."""
    s = _board("Runeclaw Bear", mine=("Grizzly Bears", "Hill Giant"),
               extra=lambda s: (s.hand(1, "Lightning Bolt"), s.lands(1, "Mountain", 1)))
    g = s.start("main1")
    g.cast(RE)
    hand = len(g.zone(0, "hand"))
    g.pass_priority()
    g.cast("Lightning Bolt", target="Hill Giant")
    _free_offer(g)
    g.expect_zone("Hill Giant", "graveyard")
    assert len(g.zone(0, "hand")) == hand + 2, g.zone(0, "hand")


@ruling("Rishkar's Expertise", "2017-02-09", "If you control no creatures with power greater")
def test_rishkars_expertise_2017_02_09_if_you_control_no_creatures_608_2c():
    """608.2c: no creature, no card drawn — and the free cast is still offered (Hill Giant)."""
    s = _board("Hill Giant")
    g = s.start("main1")
    g.cast(RE)
    hand = len(g.zone(0, "hand"))
    opts = _free_offer(g)
    assert len(g.zone(0, "hand")) == hand
    assert "Hill Giant" in _offered(g, opts)


@ruling("Rishkar's Expertise", "2017-02-09", "You may cast one of the cards drawn")
def test_rishkars_expertise_2017_02_09_you_may_cast_one_of_the_608_2c():
    """608.2c: the Counterspell drawn by the first instruction is offered for the free cast."""
    s = _board(mine=("Grizzly Bears",), library=("Counterspell", "Divination"))
    g = s.start("main1")
    g.cast(RE)
    opts = _free_offer(g)
    assert {"Counterspell", "Divination"} <= set(_offered(g, opts)), _offered(g, opts)


@ruling("Rishkar's Expertise", "2017-02-09", "A card's converted mana cost is determined solely")
@ruling("Rishkar's Expertise", "2017-02-09", "Effects that allow you to \"cast\" a card")
def test_rishkars_expertise_mana_value_5_or_less_and_no_land_202_3_305_9():
    """202.3, 305.9: Hill Giant (mana value 4) and Endless One ({X}: mana value 0 in hand) are offered; Stolen
    Identity (6) isn't, and neither is the Forest: a land can't be cast."""
    s = _board("Hill Giant", "Endless One", "Stolen Identity", "Forest")
    g = s.start("main1")
    g.cast(RE)
    names = _offered(g, _free_offer(g))
    assert "Hill Giant" in names and "Endless One" in names, names
    assert "Stolen Identity" not in names and "Forest" not in names, names


@ruling("Rishkar's Expertise", "2017-02-09", "While you're casting your free spell")
def test_rishkars_expertise_2017_02_09_while_youre_casting_your_free_608_2n():
    """608.2n: the free Counterspell may target the Expertise still on the stack; by the time it resolves the
    Expertise is in the graveyard, so the Counterspell doesn't resolve (608.2b)."""
    s = _board("Counterspell")
    g = s.start("main1")
    g.cast(RE)
    opts = _free_offer(g)
    g.answer(next(o for o in opts if len(o) > 1 and g.obj(o[1]).name == "Counterspell"))
    d = g.decision
    assert d.kind == "target", d
    exp = next(o for o in d.options if o[0] == "target" and g.obj(o[1]).name == RE)
    g.answer(exp)
    settle(g)
    g.expect_zone(RE, "graveyard")
    mark = g.mark()
    g.pass_until_resolved()
    g.expect_zone("Counterspell", "graveyard")
    assert [e for e in g.events_since(mark) if e.rule == "608.2b"], g.events_since(mark)


@ruling("Rishkar's Expertise", "2017-02-09", "Any triggered abilities that trigger while performing")
def test_rishkars_expertise_2017_02_09_any_triggered_abilities_that_trigger_603_3():
    """603.3: Niv-Mizzet's draw triggers wait until the free Hill Giant has been cast: they go on the stack
    above it (and resolve first)."""
    s = _board("Hill Giant", mine=("Niv-Mizzet, the Firemind",),
               extra=lambda s: s.lands(0, "Island", 2))
    g = s.start("main1")
    g.cast(RE)
    opts = _free_offer(g)
    assert not [i for i in g.state.stack if g.state.objects[i].kind == "ability"], g.stack
    g.answer(next(o for o in opts if len(o) > 1 and g.obj(o[1]).name == "Hill Giant"))
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "trigger_order":
            g.answer(d.options[0])
        elif d.kind == "target":
            g.answer(next((o for o in d.options if o == ("target_player", 1)), d.options[0]))
        else:
            settle(g)
    names = list(g.stack)
    assert names[0] == "Hill Giant" and len(names) == 1 + 4, names   # power 4: four draws, four triggers


@ruling("Polymorphous Rush", "2014-04-26", "If a spell or ability allows you to cast a strive")
def test_polymorphous_rush_2014_04_26_if_a_spell_or_ability_allows_702_124_601_2f():
    """601.2f, 702.124: cast without paying its mana cost through Rishkar's Expertise with two targets, the
    strive cost {1}{U} is still paid."""
    s = _board("Polymorphous Rush", mine=("Grizzly Bears", "Elvish Visionary"), theirs=("Hill Giant",))
    g = s.start("main1")
    g.cast(RE)
    opts = _free_offer(g)
    g.answer(next(o for o in opts if len(o) > 1 and g.obj(o[1]).name == "Polymorphous Rush"))
    g.answer(("target", g.find("Grizzly Bears")))
    g.answer(("target", g.find("Elvish Visionary")))
    g.answer(("done",))
    d = g.decision
    assert d.kind == "pay" and "{1}{U}" in d.prompt, d
