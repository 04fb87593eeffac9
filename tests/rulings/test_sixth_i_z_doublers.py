"""Official rulings of Panharmonicon and Teysa Karlov ("that ability triggers an additional time", 603.2d-e)
and of Lighthouse Chronologist (level up, 711; extra turns, 500.7) (issue #32, I–Z half of the sixth pass)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

PAN = "Panharmonicon"
TEYSA = "Teysa Karlov"
LC = "Lighthouse Chronologist"


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


def _pan(n=1, *hand, lands=(("Forest", 4), ("Island", 4))):
    s = Scenario.full()
    for _ in range(n):
        s.battlefield(0, PAN)
    if hand:
        s.hand(0, *hand)
    for land, k in lands:
        s.lands(0, land, k)
    return s


@ruling("Panharmonicon", "2016-09-20", "Panharmonicon affects an artifact or creature's own")
def test_panharmonicon_2016_09_20_panharmonicon_affects_an_artifact_or_603_2d():
    """603.2d: Elvish Visionary's own enters trigger triggers twice: two cards."""
    s = _pan(1, "Elvish Visionary")
    g = s.start("main1")
    g.cast("Elvish Visionary")
    _run(g)
    assert len(g.zone(0, "hand")) == 2, g.zone(0, "hand")


@ruling("Panharmonicon", "2016-09-20", "If you control two Panharmonicons")
def test_panharmonicon_2016_09_20_if_you_control_two_panharmonicons_an_603_2d():
    """603.2d: with two Panharmonicons the Visionary's trigger triggers three times."""
    s = _pan(2, "Elvish Visionary")
    g = s.start("main1")
    g.cast("Elvish Visionary")
    _run(g)
    assert len(g.zone(0, "hand")) == 3, g.zone(0, "hand")


@ruling("Panharmonicon", "2016-09-20", "Abilities that create replacement effects")
def test_panharmonicon_2016_09_20_abilities_that_create_replacement_effects_614_1c():
    """614.1c: Endless One cast with X=2 enters with two +1/+1 counters, not four."""
    s = _pan(1, "Endless One", lands=(("Wastes", 2),))
    g = s.start("main1")
    g.cast("Endless One", x=2)
    _run(g)
    assert g.obj("Endless One").counters.get("+1/+1") == 2


@ruling("Panharmonicon", "2016-09-20", "Abilities that apply \"as [this creature] enters")
def test_panharmonicon_2016_09_20_abilities_that_apply_as_this_614_1c_707_5():
    """614.1c: Clone chooses what to copy once (one choice), then the copied Elvish Visionary's enters trigger
    triggers twice: two cards."""
    s = _pan(1, "Clone")
    s.battlefield(0, "Elvish Visionary")
    g = s.start("main1")
    g.cast("Clone")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards", d
    g.answer(next(o for o in d.options if len(o) > 1 and g.obj(o[1]).name == "Elvish Visionary"))
    mark = g.mark()
    _run(g)
    assert not [e for e in g.events_since(mark) if e.rule == "707.5"], "no second copy choice"
    assert len(g.zone(0, "hand")) == 2, g.zone(0, "hand")


@ruling("Panharmonicon", "2016-09-20", "Panharmonicon's effect doesn't copy the triggered")
def test_panharmonicon_2016_09_20_panharmonicons_effect_doesnt_copy_the_603_3d():
    """603.3d: Man-o'-War's trigger twice: each instance gets its own target — the Hill Giant and the Grizzly
    Bears both return."""
    s = _pan(1, "Man-o'-War")
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Man-o'-War")
    g.pass_until_resolved()
    picked = []
    for _ in range(10):
        d = g.decision
        if d.kind == "target":
            o = next(o for o in d.options if o[0] == "target" and g.obj(o[1]).name in ("Hill Giant", "Grizzly Bears")
                     and g.obj(o[1]).name not in picked)
            picked.append(g.obj(o[1]).name)
            g.answer(o)
        elif d.kind == "priority":
            break
        else:
            g.answer(d.options[0])   # the order of the two triggers
    _run(g)
    g.expect_zone("Hill Giant", "hand")
    g.expect_zone("Grizzly Bears", "hand")


@ruling("Panharmonicon", "2016-09-20", "Panharmonicon affects triggered abilities of permanents you control")
def test_panharmonicon_2016_09_20_panharmonicon_affects_triggered_abilities_of_603_2d():
    """603.2d: my Soul Warden triggers twice when the opponent's Grizzly Bears enter: I gain 2."""
    s = _pan(1)
    s.battlefield(0, "Soul Warden")
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start("main1", active=1)
    g.cast("Grizzly Bears")
    _run(g)
    g.expect_life(0, 22)


def _teysa(*mine):
    s = Scenario.full()
    s.battlefield(0, TEYSA)
    hs = [s.battlefield(0, n) for n in mine]
    return s, hs


@ruling("Teysa Karlov", "2019-01-25", "Teysa affects a creature’s own")
def test_teysa_karlov_2019_01_25_teysa_affects_a_creatures_own_603_2e():
    """603.2e: Doomed Traveler's own dies trigger triggers twice: two Spirits."""
    s, (dt,) = _teysa("Doomed Traveler")
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Shock", target=dt)
    _run(g)
    assert len([i for i in g.state.battlefield if g.obj(i).name == "Spirit"]) == 2, g.board()


@ruling("Teysa Karlov", "2019-01-25", "Teysa’s effect doesn’t copy the triggered")
def test_teysa_karlov_2019_01_25_teysas_effect_doesnt_copy_the_603_3d():
    """603.3d: Festering Goblin's dies trigger twice, each with its own target: the opponent's Llanowar Elves
    and Mogg Fanatic each get -1/-1 and die."""
    s, (fg,) = _teysa("Festering Goblin")
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Mogg Fanatic")
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.cast("Shock", target=fg)
    g.pass_until_resolved()
    picked = []
    for _ in range(20):
        d = g.decision
        if d.kind == "target":
            o = next((o for o in d.options if o[0] == "target" and g.obj(o[1]).name in ("Llanowar Elves", "Mogg Fanatic")
                      and g.obj(o[1]).name not in picked), d.options[0])
            picked.append(g.obj(o[1]).name)
            g.answer(o)
        elif d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        else:
            g.answer(d.options[0])   # the order of the two triggers
    g.expect_zone("Llanowar Elves", "graveyard")
    g.expect_zone("Mogg Fanatic", "graveyard")


@ruling("Teysa Karlov", "2019-01-25", "If a creature dying at the same time as Teysa")
def test_teysa_karlov_2019_01_25_if_a_creature_dying_at_the_603_10a():
    """603.10a: Wrath of God kills Teysa and Doomed Traveler together: looking back, Teysa applies: two
    Spirits."""
    s, (dt,) = _teysa("Doomed Traveler")
    s.hand(1, "Wrath of God")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Wrath of God")
    _run(g)
    g.expect_zone(TEYSA, "graveyard")
    assert len([i for i in g.state.battlefield if g.obj(i).name == "Spirit"]) == 2, g.board()


# ---------------------------------------------------------------- Lighthouse Chronologist

@ruling("Lighthouse Chronologist", "2010-06-15", "The abilities a leveler grants to")
@ruling("Lighthouse Chronologist", "2010-06-15", "A creature's level is based on")
def test_lighthouse_chronologist_level_from_counters_keeps_level_up_711_2_711_6():
    """711.2, 711.6: seven level counters put there by any means make it level 7: a 3/5 with the extra-turn
    ability, and it still has level up (it can be activated)."""
    s = Scenario.full()
    lc = s.battlefield(0, LC, counters={"level": 7})
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.expect_pt(lc, 3, 5)
    assert [o for o in g.decision.options if o[0] == "activate" and o[1] == g.find(lc)], g.decision.options
    g.activate(lc)
    _run(g)
    assert g.obj(lc).counters.get("level") == 8


@ruling("Lighthouse Chronologist", "2010-06-15", "Effects that set a leveler's power")
def test_lighthouse_chronologist_2010_06_15_effects_that_set_a_levelers_613_4b_711_4():
    """613.4b, 711.4: Octopus Umbra (base 8/8), attached after the leveler's timestamp, wins over its level
    4-6 base 2/4 even though the fourth level counter is added later: it stays 8/8."""
    s = Scenario.full()
    lc = s.battlefield(0, LC, counters={"level": 3})
    s.lands(0, "Island", 6)
    s.hand(0, "Octopus Umbra")
    g = s.start("main1")
    g.cast("Octopus Umbra", target=lc)
    _run(g)
    g.expect_pt(lc, 8, 8)
    g.activate(lc)
    _run(g)
    assert g.obj(lc).counters.get("level") == 4
    g.expect_pt(lc, 8, 8)


@ruling("Lighthouse Chronologist", "2010-06-15", "Effects that modify a leveler's power")
def test_lighthouse_chronologist_2010_06_15_effects_that_modify_a_levelers_613_4c():
    """613.4c: Giant Growth from before still applies after it reaches level 4: 2/4 + 3/3 = 5/7."""
    s = Scenario.full()
    lc = s.battlefield(0, LC, counters={"level": 3})
    s.lands(0, "Island", 1)
    s.hand(0, "Giant Growth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Giant Growth", target=lc)
    _run(g)
    g.activate(lc)
    _run(g)
    g.expect_pt(lc, 5, 7)


@ruling("Lighthouse Chronologist", "2010-06-15", "In a two-player game, if you have")
def test_lighthouse_chronologist_2010_06_15_in_a_two_player_game_500_7():
    """500.7: with a level 7 Chronologist: my turn, the opponent's, [my extra turn], my own turn, the
    opponent's, [mine] ..."""
    s = Scenario.full()
    s.battlefield(0, LC, counters={"level": 7})
    g = s.start("main1")
    seen = []
    for t in range(2, 7):
        g.pass_until("upkeep", turn=t)
        _run(g)
        seen.append(g.state.active)
    assert seen == [1, 0, 0, 1, 0], seen


@ruling("Lighthouse Chronologist", "2010-06-15", "In a two-player game, if you and")
def test_lighthouse_chronologist_2010_06_15_in_a_two_player_game_if_you_and_500_7():
    """500.7: each player controls a level 7 Chronologist: turns alternate."""
    s = Scenario.full()
    s.battlefield(0, LC, counters={"level": 7})
    s.battlefield(1, LC, counters={"level": 7})
    g = s.start("main1")
    seen = []
    for t in range(2, 7):
        g.pass_until("upkeep", turn=t)
        _run(g)
        seen.append(g.state.active)
    assert seen == [1, 0, 1, 0, 1], seen
