"""Official rulings of Baral's Expertise ("You may cast a spell with mana value 4 or less from your hand without
paying its mana cost", 601.2, 118.9) among the target cards A-H (issue #32, sixth pass), and the rulings of escalate
and strive spells cast that way (Blessed Alliance, Collective Effort, Colossal Heroics)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _expertise(*hand, targets, lands=()):
    s = Scenario.full()
    s.hand(0, "Baral's Expertise", *hand)
    s.lands(0, "Island", 5)
    for name, n in lands:
        s.lands(0, name, n)
    return s


def _to_free_choice(g, targets):
    g.cast("Baral's Expertise", targets=targets)
    g.pass_priority(2)
    return g.decision


def _free(g, name):
    return next(o for o in g.decision.options if o[0] != "decline" and g._name(o[1]) == name)


@ruling("Baral's Expertise", "2017-02-09", "the card that you cast may")
def test_barals_expertise_2017_02_09_cast_the_returned_creature_608_2c():
    """608.2c: my Grizzly Bears returned by the first sentence can be the spell cast for free by the second."""
    s = _expertise(targets=None)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    d = _to_free_choice(g, [bears])
    assert d.kind == "option"
    g.answer(_free(g, "Grizzly Bears"))
    resolve_all(g)
    g.expect_zone(bears, "battlefield")
    assert sum(1 for o in g.state.battlefield if g._name(o) == "Island" and g.obj(o).tapped) == 5


@ruling("Baral's Expertise", "2017-02-09", "if the expertise spell you cast")
def test_barals_expertise_2017_02_09_all_targets_illegal_no_free_spell_608_2b():
    """608.2b: its only target is returned to hand in response: the Expertise doesn't resolve; no free spell."""
    s = _expertise("Grizzly Bears", targets=None)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast("Baral's Expertise", targets=[giant])
    g.pass_priority()
    g.cast("Unsummon", target=giant)
    resolve_all(g)
    assert g.decision.kind == "priority" and not g.stack
    g.expect_zone("Grizzly Bears", "hand")


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Baral's Expertise", "2017-02-09", "a cards converted mana cost is")),
    pytest.param("b", marks=ruling("Baral's Expertise", "2017-02-09", "effects that allow you to cast")),
])
def test_barals_expertise_offers_spells_of_mana_value_4_or_less_not_lands_202_3_305_9(words):
    """202.3, 305.9: Hill Giant (mana value 4) is offered; Craw Wurm (6) isn't; a Forest can't be played this way."""
    s = _expertise("Hill Giant", "Craw Wurm", "Forest", targets=None)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    d = _to_free_choice(g, [bears])
    names = {g._name(o[1]) for o in d.options if o[0] != "decline"}
    assert names == {"Hill Giant"}


@ruling("Baral's Expertise", "2017-02-09", "while youre casting your free spell")
def test_barals_expertise_2017_02_09_still_on_the_stack_while_casting_608_2n():
    """608.2n: while I cast Cling to Dust for free, the Expertise is still on the stack: Cling to Dust can't target
    the Expertise card (it isn't in my graveyard yet); the Grizzly Bears card there can be."""
    s = _expertise("Cling to Dust", targets=None)
    s.graveyard(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    _to_free_choice(g, [giant])
    g.answer(_free(g, "Cling to Dust"))
    while g.decision.kind != "target":
        g.answer(g.decision.options[0])
    names = {g._name(o[1]) for o in g.decision.options if o[0] == "target"}
    assert "Grizzly Bears" in names and "Baral's Expertise" not in names
    assert "Baral's Expertise" in g.stack


@ruling("Baral's Expertise", "2017-02-09", "any triggered abilities that trigger while")
def test_barals_expertise_2017_02_09_triggers_wait_for_the_free_spell_603_3():
    """603.3: returning my Fiend Hunter triggers its leaves-the-battlefield ability; it is put on the stack only
    after I've cast the free Grizzly Bears: it is above the Bears on the stack."""
    s = _expertise("Grizzly Bears", targets=None, lands=(("Plains", 3),))
    hunter = s.hand(0, "Fiend Hunter")
    victim = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.cast(hunter)
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(victim)))
    resolve_all(g)
    g.expect_zone(victim, "exile")
    _to_free_choice(g, [hunter])
    g.answer(_free(g, "Grizzly Bears"))
    settle(g)
    assert g.stack[0] == "Grizzly Bears" and "Fiend Hunter" in g.stack[-1], g.stack
    resolve_all(g)
    g.expect_zone(victim, "battlefield")


@pytest.mark.parametrize("card", [
    pytest.param("Blessed Alliance", marks=ruling("Blessed Alliance", "2016-07-13", "if an effect allows you to")),
    pytest.param("Collective Effort", marks=ruling("Collective Effort", "2016-07-13", "if an effect allows you to")),
])
def test_escalate_paid_when_cast_without_paying_its_mana_cost_702_120a_118_9(card):
    """702.120a, 118.9: cast for free with two modes, the escalate cost is still paid: two Plains for Blessed
    Alliance's {2}; for Collective Effort, a creature of mine is tapped."""
    s = _expertise(card, targets=None, lands=(("Plains", 2),))
    mine = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Craw Wurm")
    bounced = s.battlefield(1, "Ornithopter")
    g = s.start("main1")
    _to_free_choice(g, [bounced])
    g.answer(_free(g, card))
    answers = [("mode", 0), ("mode", 2), ("done",)]
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        a = next((x for x in answers if x in d.options), None)
        if a is not None:
            answers.remove(a)
            g.answer(a)
            continue
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[0] in ("target", "target_player")))
            continue
        g.answer(next((o for o in d.options if o[0] in ("auto", "convoke", "tap", "choose")), d.options[0]))
    assert "Baral's Expertise" in g.stack or g.stack
    if card == "Blessed Alliance":
        assert sum(1 for o in g.state.battlefield if g._name(o) == "Plains" and g.obj(o).tapped) == 2
    else:
        assert g.obj(mine).tapped


@ruling("Colossal Heroics", "2014-04-26", "if a spell or ability allows")
def test_colossal_heroics_2014_04_26_strive_paid_when_cast_for_free_118_9():
    """118.9, 601.2f: Colossal Heroics cast for free with two targets: the strive cost {1}{G} is paid (two of my
    Forests are tapped)."""
    s = _expertise("Colossal Heroics", targets=None, lands=(("Forest", 2),))
    b1 = s.battlefield(0, "Grizzly Bears")
    b2 = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    _to_free_choice(g, [giant])
    g.answer(_free(g, "Colossal Heroics"))
    picks = [("target", g.find(b1)), ("target", g.find(b2)), ("done",)]
    for _ in range(20):
        d = g.decision
        if d.kind == "priority":
            break
        a = next((x for x in picks if x in d.options), None)
        if a is not None:
            picks.remove(a)
            g.answer(a)
            continue
        g.answer(next((o for o in d.options if o[0] == "auto"), d.options[0]))
    assert sum(1 for o in g.state.battlefield if g._name(o) == "Forest" and g.obj(o).tapped) == 2
    resolve_all(g)
    g.expect_pt(b1, 4, 4)
    g.expect_pt(b2, 4, 4)
