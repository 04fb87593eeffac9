"""Official rulings of Sublime Epiphany (issue #32, ninth pass): choosing modes (700.2d), performing them in
printed order (700.2), partial fizzle (608.2b), countering a triggered ability (701.6b) and the token copy of
a creature (707.2, 707.4, 111.10)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_ninth_lithoform_engine import _names, _resolve


def _shown(g, name):
    """Permanents on the battlefield whose (copiable) name is ``name``."""
    return [i for i in g.state.battlefield if g.obj(i).name == name]


def _epiphany(mine=(), theirs=(), hand=(), mountains=0):
    s = Scenario.full()
    for c in mine:
        s.battlefield(0, c)
    for c in theirs:
        s.battlefield(1, c)
    s.hand(0, "Sublime Epiphany", *hand)
    s.lands(0, "Island", 6)
    if mountains:
        s.lands(0, "Mountain", mountains)
    return s.start("main1")


@ruling("Sublime Epiphany", "2020-06-23", "you cant choose any one mode")
def test_sublime_epiphany_2020_06_23_you_cant_choose_any_one_mode_more_than_once_700_2d():
    """700.2d: with my Grizzly Bears out, once the third mode is chosen it is no longer offered in the mode
    decision; the fourth still is."""
    g = _epiphany(mine=("Grizzly Bears",))
    d = g.decision
    opt = next(o for o in d.options if o[0] == "cast" and g._name(o[1]) == "Sublime Epiphany")
    g.answer(opt)
    assert g.decision.kind == "mode", g.decision
    assert ("mode", 2) in g.decision.options
    g.answer(("mode", 2))
    assert g.decision.kind == "mode", g.decision
    assert ("mode", 2) not in g.decision.options, g.decision.options
    assert ("mode", 3) in g.decision.options


@ruling("Sublime Epiphany", "2020-06-23", "if any of the targets become")
def test_sublime_epiphany_2020_06_23_if_any_of_the_targets_become_illegal_the_rest_happens_608_2b():
    """608.2b: bounce the opponent's Grizzly Bears and I draw — I Bolt the Bears in response; the Epiphany
    still resolves for its legal target: I draw a card."""
    g = _epiphany(theirs=("Grizzly Bears",), hand=("Lightning Bolt",), mountains=1)
    g.cast("Sublime Epiphany", modes=[3, 5], targets=["Grizzly Bears", ("player", 0)])
    g.cast("Lightning Bolt", target="Grizzly Bears")
    before = len(g.zone(0, "hand"))
    _resolve(g)
    g.expect_zone("Grizzly Bears", "graveyard")
    assert len(g.zone(0, "hand")) == before + 1, g.board()
    g.expect_zone("Sublime Epiphany", "graveyard")


@ruling("Sublime Epiphany", "2020-06-23", "if you choose more than one")
def test_sublime_epiphany_2020_06_23_modes_are_performed_in_the_printed_order_700_2():
    """700.2: copy my Chasm Skulker (fourth mode) and I draw (fifth) — the token is already on the battlefield
    when I draw, so both Skulkers trigger and each gets a +1/+1 counter."""
    g = _epiphany(mine=("Chasm Skulker",))
    g.cast("Sublime Epiphany", modes=[4, 5], targets=["Chasm Skulker", ("player", 0)])
    _resolve(g)
    skulkers = _names(g, "Chasm Skulker")
    assert len(skulkers) == 2, g.board()
    for t in skulkers:
        assert g.obj(t).power == 2, g.board()


@ruling("Sublime Epiphany", "2020-06-23", "sublime epiphanys second mode counters only")
def test_sublime_epiphany_2020_06_23_second_mode_counters_only_abilities_on_the_stack_701_6b():
    """701.6b: countering Young Pyromancer's trigger (for the Bolt) removes it — only the Epiphany's own
    trigger makes an Elemental; the Pyromancer still triggers later (a Shock makes another)."""
    g = _epiphany(mine=("Young Pyromancer",), hand=("Lightning Bolt", "Shock"), mountains=2)
    g.cast("Lightning Bolt", target=("player", 1))
    trig = next(i for i in g.state.stack if g.state.objects[i].kind == "ability")
    g.cast("Sublime Epiphany", modes=[2], targets=[trig])
    _resolve(g)
    assert len(_names(g, "Elemental")) == 1, g.board()
    g.expect_life(1, 17)
    g.cast("Shock", target=("player", 1))
    _resolve(g)
    assert len(_names(g, "Elemental")) == 2, g.board()


@ruling("Sublime Epiphany", "2020-06-23", "if you choose the third and")
def test_sublime_epiphany_2020_06_23_third_and_fourth_mode_on_the_same_creature_608_2h():
    """608.2b, 608.2h: bounce my Grizzly Bears and copy it — it goes to my hand and a token copy is made from
    its last known copiable values."""
    g = _epiphany(mine=("Grizzly Bears",))
    g.cast("Sublime Epiphany", modes=[3, 4], targets=["Grizzly Bears", "Grizzly Bears"])
    _resolve(g)
    assert "Grizzly Bears" in g.zone(0, "hand"), g.board()
    bears = _names(g, "Grizzly Bears")
    assert len(bears) == 1 and g.state.objects[bears[0]].kind == "token", g.board()


@ruling("Sublime Epiphany", "2020-06-23", "the token copies exactly what is")
def test_sublime_epiphany_2020_06_23_the_token_copies_exactly_what_is_printed_707_2():
    """707.2: my tapped Grizzly Bears with a +1/+1 counter, pumped by Giant Growth (6/6) — the token copy is
    an untapped 2/2 with no counter."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears", tapped=True, counters={"+1/+1": 1})
    s.hand(0, "Sublime Epiphany", "Giant Growth")
    s.lands(0, "Island", 6)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Giant Growth", target="Grizzly Bears")
    _resolve(g)
    g.expect_pt("Grizzly Bears", 6, 6)
    g.cast("Sublime Epiphany", modes=[4], targets=["Grizzly Bears"])
    _resolve(g)
    token = next(i for i in _names(g, "Grizzly Bears") if g.state.objects[i].kind == "token")
    v = g.obj(token)
    assert (v.power, v.toughness) == (2, 2) and not v.tapped, g.board()


@ruling("Sublime Epiphany", "2020-06-23", "if the copied creature is itself")
def test_sublime_epiphany_2020_06_23_copying_a_token_copies_its_original_characteristics_707_2():
    """707.2, 111.10: copying Young Pyromancer's Elemental token makes another 1/1 red Elemental token."""
    g = _epiphany(mine=("Young Pyromancer",), hand=("Lightning Bolt",), mountains=1)
    g.cast("Lightning Bolt", target=("player", 1))
    _resolve(g)
    g.cast("Sublime Epiphany", modes=[4], targets=["Elemental"])
    _resolve(g)
    els = _names(g, "Elemental")
    assert len(els) == 3, g.board()  # the original, the Epiphany's trigger, the copy
    for e in els:
        v = g.obj(e)
        assert (v.power, v.toughness) == (1, 1), g.board()


@ruling("Sublime Epiphany", "2020-06-23", "any enters the battlefield abilities of")
def test_sublime_epiphany_2020_06_23_the_tokens_enters_abilities_trigger_603_6a():
    """603.6a: a token copy of Elvish Visionary triggers its enters ability — I draw a card."""
    g = _epiphany(mine=("Elvish Visionary",))
    before = len(g.zone(0, "hand"))
    g.cast("Sublime Epiphany", modes=[4], targets=["Elvish Visionary"])
    _resolve(g)
    assert len(_names(g, "Elvish Visionary")) == 2, g.board()
    assert len(g.zone(0, "hand")) == before - 1 + 1, g.board()


@ruling("Sublime Epiphany", "2020-06-23", "if the copied creature is copying")
def test_sublime_epiphany_2020_06_23_if_the_copied_creature_is_copying_something_707_3():
    """707.3, 707.2: my Clone entered as a copy of Hill Giant; the token copy of the Clone is a Hill Giant."""
    s = Scenario.full()
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Clone", "Sublime Epiphany")
    s.lands(0, "Island", 10)
    g = s.start("main1")
    g.cast("Clone")
    giant = g.find("Hill Giant")
    _resolve(g, lambda d: next((o for o in d.options if len(o) > 1 and o[1] == giant), d.options[0]))
    assert len(_shown(g, "Hill Giant")) == 2, g.board()
    mine = next(i for i in _shown(g, "Hill Giant") if g.obj(i).controller == 0)
    g.cast("Sublime Epiphany", modes=[4], targets=[mine])
    _resolve(g)
    giants = [i for i in _shown(g, "Hill Giant") if g.obj(i).controller == 0]
    assert len(giants) == 2 and any(g.state.objects[i].kind == "token" for i in giants), g.board()
    for i in giants:
        assert (g.obj(i).power, g.obj(i).toughness) == (3, 3)


@ruling("Sublime Epiphany", "2020-06-23", "if the copied creature has x")
def test_sublime_epiphany_2020_06_23_if_the_copied_creature_has_x_x_is_0_107_3g():
    """107.3g, 707.2: Endless One cast with X = 3 enters with three counters; its token copy has X = 0, enters
    with no counter as a 0/0 and dies."""
    s = Scenario.full()
    s.hand(0, "Endless One", "Sublime Epiphany")
    s.lands(0, "Island", 9)
    g = s.start("main1")
    g.cast("Endless One", x=3)
    _resolve(g)
    g.expect_pt("Endless One", 3, 3)
    g.cast("Sublime Epiphany", modes=[4], targets=["Endless One"])
    _resolve(g)
    ones = _names(g, "Endless One")
    assert len(ones) == 1 and g.state.objects[ones[0]].kind != "token", g.board()
