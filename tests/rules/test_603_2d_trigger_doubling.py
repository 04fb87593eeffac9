"""603.2d: an ability may state that a triggered ability triggers additional times (Panharmonicon, Yarok,
Teysa Karlov), compiled from their Oracle text."""
from manastack.tree import Filter, Static, Trigger, TriggerAgain


def settle(g) -> int:
    """Pass priority (ordering triggers as offered) until the stack is empty; the number of triggered
    abilities that went on the stack on the way."""
    seen = set()
    for _ in range(100):
        seen.update(o for o in g.state.stack if g.state.objects[o].kind == "ability")
        d = g.decision
        if d.kind == "trigger_order":
            g.answer(d.options[0])
        elif d.kind == "target":
            g.answer(d.options[-1])  # the last player (the opponent)
        elif d.kind == "priority" and g.state.stack:
            g.answer(("pass",))
        else:
            return len(seen)
    raise AssertionError("the stack never emptied")


def test_603_2d_panharmonicon_compiles_to_trigger_again(pool):
    ab = pool.get("Panharmonicon").front.abilities
    assert ab == (Static((TriggerAgain(Trigger("enters", Filter(any_types=("Artifact", "Creature")))),)),)
    assert not pool.get("Panharmonicon").missing


def test_603_2d_panharmonicon_enters_trigger_triggers_an_additional_time(scen):
    """A creature entering under Panharmonicon: its own "when this enters" ability triggers twice."""
    s = scen()
    s.battlefield(0, "Panharmonicon")
    s.hand(0, "Elvish Visionary")
    s.lands(0, "Forest", 2)
    s.library(0, "Island", "Island", "Island")
    g = s.start()
    hand = len(g.zone(0, "hand"))
    g.cast("Elvish Visionary")
    assert settle(g) == 2
    assert len(g.zone(0, "hand")) == hand - 1 + 2


def test_603_2d_only_abilities_of_permanents_you_control(scen):
    """"a triggered ability of a permanent you control": the opponent's Soul Warden triggers once, the
    controller's twice."""
    s = scen()
    s.battlefield(0, "Panharmonicon")
    s.battlefield(0, "Soul Warden")
    s.battlefield(1, "Soul Warden")
    s.hand(0, "Ornithopter")
    g = s.start()
    g.cast("Ornithopter")
    assert settle(g) == 3
    g.expect_life(0, 22)
    g.expect_life(1, 21)


def test_603_2d_an_event_the_effect_does_not_name_triggers_once(scen):
    """Panharmonicon names artifacts and creatures entering: a creature dying isn't an entering, so Blood
    Artist triggers once."""
    s = scen()
    s.battlefield(0, "Panharmonicon")
    s.battlefield(0, "Blood Artist")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=bears)
    assert settle(g) == 1


def test_603_2d_teysa_dying_creature_triggers_an_additional_time(scen):
    """Teysa Karlov: "If a creature dying causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time" -- Blood Artist triggers twice."""
    s = scen()
    s.battlefield(0, "Teysa Karlov")
    s.battlefield(0, "Blood Artist")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=bears)
    assert settle(g) == 2
    g.expect_life(1, 20 - 2)


def test_603_2d_torpor_orb_creatures_entering_cause_no_triggers(scen):
    """Torpor Orb: "Creatures entering don't cause abilities to trigger" -- neither the creature's own
    enters ability nor Soul Warden's; and Panharmonicon can't double what doesn't trigger."""
    s = scen()
    s.battlefield(0, "Torpor Orb")
    s.battlefield(0, "Panharmonicon")
    s.battlefield(1, "Soul Warden")
    s.hand(0, "Elvish Visionary")
    s.lands(0, "Forest", 2)
    g = s.start()
    hand = len(g.zone(0, "hand"))
    g.cast("Elvish Visionary")
    assert settle(g) == 0
    assert len(g.zone(0, "hand")) == hand - 1
    g.expect_life(1, 20)


def test_603_2d_hushbringer_dying_causes_no_triggers(scen):
    """Hushbringer: "Creatures entering or dying don't cause abilities to trigger" -- Blood Artist stays
    silent."""
    s = scen()
    s.battlefield(1, "Hushbringer")
    s.battlefield(0, "Blood Artist")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Lightning Bolt", target=bears)
    assert settle(g) == 0
    g.expect_zone(bears, "graveyard")


def test_603_2d_elesh_norn_doubles_yours_and_silences_opponents(scen):
    """Elesh Norn, Mother of Machines: permanents entering trigger your abilities an additional time and
    don't cause abilities of permanents your opponents control to trigger."""
    s = scen()
    s.battlefield(0, "Elesh Norn, Mother of Machines")
    s.battlefield(0, "Soul Warden")
    s.battlefield(1, "Soul Warden")
    s.hand(0, "Ornithopter")
    g = s.start()
    g.cast("Ornithopter")
    assert settle(g) == 2
    g.expect_life(0, 22)
    g.expect_life(1, 20)
