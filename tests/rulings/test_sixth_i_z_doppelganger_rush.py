"""Official rulings of Renegade Doppelganger and Polymorphous Rush (issue #32, I–Z half of the sixth pass):
permanents that become copies of another creature until end of turn (707.2, 613.2, 611.2)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

DOPP = "Renegade Doppelganger"
RUSH = "Polymorphous Rush"


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


def _dopp(*hand, lands=(("Forest", 6), ("Mountain", 4)), extra=None):
    s = Scenario.full()
    d = s.battlefield(0, DOPP)
    s.hand(0, *hand)
    for land, n in lands:
        s.lands(0, land, n)
    if extra:
        extra(s)
    return s, d


@ruling("Renegade Doppelganger", "2010-06-15", "When a creature enters the battlefield under your control, you can choose not")
def test_renegade_doppelganger_2010_06_15_when_a_creature_enters_the_603_5():
    """603.5: declining, it stays a 0/1 Renegade Doppelganger and keeps its ability (it triggers again for the
    next creature)."""
    s, d = _dopp("Grizzly Bears", "Hill Giant")
    g = s.start("main1")
    g.cast("Grizzly Bears")
    _run(g, answer="no")
    o = g.obj(d)
    assert o.name == DOPP and (o.power, o.toughness) == (0, 1), o
    g.cast("Hill Giant")
    _run(g)
    assert g.obj(d).name == "Hill Giant", g.obj(d)


@ruling("Renegade Doppelganger", "2010-06-15", "If Renegade Doppelganger becomes a copy of another creature, that doesn't count")
def test_renegade_doppelganger_2010_06_15_becoming_a_copy_isnt_entering_603_6a():
    """603.6a: becoming a copy of Elvish Visionary doesn't make it enter: only the Visionary's own draw."""
    s, d = _dopp("Elvish Visionary")
    g = s.start("main1")
    g.cast("Elvish Visionary")
    hand = len(g.zone(0, "hand"))
    _run(g)
    assert g.obj(d).name == "Elvish Visionary"
    assert len(g.zone(0, "hand")) == hand + 1, g.zone(0, "hand")


@ruling("Renegade Doppelganger", "2010-06-15", "If Renegade Doppelganger becomes a copy of another creature, it copies exactly")
def test_renegade_doppelganger_2010_06_15_copies_printed_values_only_707_2():
    """707.2: the Hill Giant entering with... Giant Growth on it in response isn't copied: the Doppelganger is a
    3/3 Hill Giant."""
    s, d = _dopp("Hill Giant", "Giant Growth")
    g = s.start("main1")
    g.cast("Hill Giant")
    g.pass_until_resolved()
    settle(g)
    g.cast("Giant Growth", target="Hill Giant")
    g.pass_until_resolved()
    _run(g)
    g.expect_pt(d, 3, 3)
    assert g.obj(d).name == "Hill Giant"


@ruling("Renegade Doppelganger", "2010-06-15", "If Renegade Doppelganger becomes a copy of a token")
def test_renegade_doppelganger_2010_06_15_if_renegade_doppelganger_becomes_a_copy_707_2_111_1():
    """707.2: the copy of a Soldier token is a 1/1 white Soldier; the Doppelganger is still a card — Shocked,
    it stays in the graveyard."""
    s, d = _dopp("Raise the Alarm", lands=(("Plains", 2), ("Mountain", 1)), extra=lambda s: s.hand(0, "Shock"))
    g = s.start("main1")
    g.cast("Raise the Alarm")
    _run(g)
    o = g.obj(d)
    assert "Soldier" in o.subtypes and (o.power, o.toughness) == (1, 1) and "white" in o.colors, o
    g.cast("Shock", target=d)
    _run(g)
    g.expect_zone(d, "graveyard")


@ruling("Renegade Doppelganger", "2010-06-15", "Noncopy effects that have already applied")
def test_renegade_doppelganger_2010_06_15_noncopy_effects_that_have_already_613_2_613_4():
    """613.1, 613.4c: Giant Growth on the Doppelganger, then it becomes a Runeclaw Bear: a 5/5 Runeclaw Bear."""
    s, d = _dopp("Giant Growth", "Runeclaw Bear")
    g = s.start("main1")
    g.cast("Giant Growth", target=d)
    _run(g)
    g.cast("Runeclaw Bear")
    _run(g)
    assert g.obj(d).name == "Runeclaw Bear"
    g.expect_pt(d, 5, 5)


@ruling("Renegade Doppelganger", "2010-06-15", "During the cleanup step, Renegade Doppelganger's copy effect")
def test_renegade_doppelganger_2010_06_15_during_the_cleanup_step_renegade_514_2():
    """514.2: as a Hill Giant it takes 2 damage; in the cleanup step the damage is removed as the copy effect
    ends — it is a 0/1 Renegade Doppelganger again and survives."""
    s, d = _dopp("Hill Giant", extra=lambda s: (s.hand(1, "Shock"), s.lands(1, "Mountain", 1)))
    g = s.start("main1")
    g.cast("Hill Giant")
    _run(g)
    assert g.obj(d).name == "Hill Giant"
    g.pass_priority()
    g.cast("Shock", target=d)
    _run(g)
    g.pass_until("upkeep", turn=2)
    g.expect_zone(d, "battlefield")
    o = g.obj(d)
    assert o.name == DOPP and (o.power, o.toughness) == (0, 1) and not o.damage, o


@ruling("Renegade Doppelganger", "2010-06-15", "If a creature enters the battlefield under your control and Renegade")
def test_renegade_doppelganger_2010_06_15_copies_a_creature_gone_by_then_608_2h():
    """608.2h: the Grizzly Bears are Bolted in response; the Doppelganger can still become a Grizzly Bears (as
    they last existed)."""
    s, d = _dopp("Grizzly Bears", extra=lambda s: (s.hand(1, "Lightning Bolt"), s.lands(1, "Mountain", 1)))
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Lightning Bolt", target="Grizzly Bears")
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "graveyard")
    _run(g)
    assert g.obj(d).name == "Grizzly Bears", g.obj(d)


@ruling("Renegade Doppelganger", "2010-06-15", "Renegade Doppelganger's ability isn't targeted")
def test_renegade_doppelganger_2010_06_15_renegade_doppelgangers_ability_isnt_targeted_115_1():
    """115.1, 702.18: the ability doesn't target: it copies Argothian Enchantress, which has shroud."""
    s, d = _dopp("Argothian Enchantress")
    g = s.start("main1")
    g.cast("Argothian Enchantress")
    _run(g)
    assert g.obj(d).name == "Argothian Enchantress", g.obj(d)


@ruling("Renegade Doppelganger", "2010-06-15", "If multiple creatures enter the battlefield under your control at the same time")
def test_renegade_doppelganger_2010_06_15_if_multiple_creatures_enter_the_603_2c():
    """603.2c: Raise the Alarm's two Soldiers enter at once: the ability triggers twice (two copy choices)."""
    s, d = _dopp("Raise the Alarm", lands=(("Plains", 2),))
    g = s.start("main1")
    mark = g.mark()
    g.cast("Raise the Alarm")
    _run(g)
    trig = [e for e in g.events_since(mark) if e.kind == "trigger" and DOPP in e.text]
    assert len(trig) == 2, trig
    assert "Soldier" in g.obj(d).subtypes


@ruling("Renegade Doppelganger", "2013-07-01", "If Renegade Doppelganger becomes a copy of a legendary")
def test_renegade_doppelganger_2013_07_01_if_renegade_doppelganger_becomes_a_704_5j():
    """704.5j: copying Isamaru, Hound of Konda, I control two legendary permanents with that name: one goes
    to the graveyard."""
    s, d = _dopp("Isamaru, Hound of Konda", lands=(("Plains", 1),))
    g = s.start("main1")
    g.cast("Isamaru, Hound of Konda")
    _run(g)
    alive = [i for i in g.state.battlefield if g.obj(i).name == "Isamaru, Hound of Konda"]
    assert len(alive) == 1, g.board()
    assert len(g.zone(0, "graveyard")) == 1, g.zone(0, "graveyard")


# ---------------------------------------------------------------- Polymorphous Rush

def _rush_board(*mine, theirs=(), extra=None):
    s = Scenario.full()
    hs = [s.battlefield(0, n) if isinstance(n, str) else s.battlefield(0, n[0], **n[1]) for n in mine]
    ts = [s.battlefield(1, n) if isinstance(n, str) else s.battlefield(1, n[0], **n[1]) for n in theirs]
    s.hand(0, RUSH)
    s.lands(0, "Island", 9)
    if extra:
        extra(s)
    return s, hs, ts


def _cast_rush(g, targets):
    """Cast Polymorphous Rush with these targets (strive pays {1}{U} for each beyond the first); stop with it on
    the stack."""
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g.obj(o[1]).name == RUSH))
    for t in targets:
        g.answer(("target", g.find(t)))
    g.answer(("done",))
    settle(g)


def _resolve_rush(g, chosen):
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "choose_cards", d
    g.answer(next(o for o in d.options if o[1] == g.find(chosen)))
    _run(g)


@ruling("Polymorphous Rush", "2014-04-26", "The creature that's copied isn't targeted")
def test_polymorphous_rush_2014_04_26_the_creature_thats_copied_isnt_115_1():
    """115.1, 702.11: the creature to copy is chosen on resolution, not targeted: the opponent's hexproof
    Gladecover Scout can be chosen; the Grizzly Bears become Gladecover Scouts."""
    s, (bears,), (scout,) = _rush_board("Grizzly Bears", theirs=("Gladecover Scout",))
    g = s.start("main1")
    _cast_rush(g, [bears])
    _resolve_rush(g, scout)
    assert g.obj(bears).name == "Gladecover Scout", g.obj(bears)


@ruling("Polymorphous Rush", "2014-04-26", "The target creatures copy the printed values")
def test_polymorphous_rush_2014_04_26_the_target_creatures_copy_the_707_2():
    """707.2: the chosen Hill Giant has two +1/+1 counters; the Bears become a plain 3/3 Hill Giant."""
    s, (bears,), (giant,) = _rush_board("Grizzly Bears", theirs=(("Hill Giant", {"counters": {"+1/+1": 2}}),))
    g = s.start("main1")
    _cast_rush(g, [bears])
    _resolve_rush(g, giant)
    g.expect_pt(bears, 3, 3)
    assert g.obj(bears).name == "Hill Giant" and not g.obj(bears).counters


@ruling("Polymorphous Rush", "2014-04-26", "If the creatures copy a creature that's copying")
def test_polymorphous_rush_2014_04_26_if_the_creatures_copy_a_creature_707_3():
    """707.3: the chosen Clone is copying Hill Giant: the Bears become Hill Giants, not Clones."""
    s, (bears,), _ = _rush_board("Grizzly Bears", theirs=("Hill Giant",),
                                 extra=lambda s: s.hand(0, "Clone"))
    g = s.start("main1")
    g.cast("Clone")
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find("Hill Giant")))
    _run(g)
    clone = g.find("Clone", zone="battlefield") if False else next(
        i for i in g.state.battlefield if g.obj(i).name == "Hill Giant" and g.obj(i).controller == 0)
    _cast_rush(g, [bears])
    _resolve_rush(g, clone)
    assert g.obj(bears).name == "Hill Giant", g.obj(bears)


@ruling("Polymorphous Rush", "2014-04-26", "This effect can cause the targets to stop being creatures")
def test_polymorphous_rush_2014_04_26_this_effect_can_cause_the_707_2_613_1():
    """707.2: Mutavault animated until end of turn is chosen; the effect that animated it isn't copied: the
    Bears become a Mutavault — a land, not a creature."""
    s, (bears,), _ = _rush_board("Grizzly Bears", extra=lambda s: (s.battlefield(0, "Mutavault"),
                                                                    s.lands(0, "Wastes", 1)))
    g = s.start("main1")
    g.activate("Mutavault", index=1)
    _run(g)
    assert "Creature" in g.obj("Mutavault").types
    _cast_rush(g, [bears])
    vault = next(i for i in g.state.battlefield if g.obj(i).name == "Mutavault")
    _resolve_rush(g, vault)
    o = g.obj(bears)
    assert o.name == "Mutavault" and "Land" in o.types and "Creature" not in o.types, o


@ruling("Polymorphous Rush", "2014-04-26", "Effects that have already applied to the target creatures")
def test_polymorphous_rush_2014_04_26_effects_that_have_already_applied_613_4c():
    """613.4c: Giant Growth on the Bears earlier, then they become a copy of Runeclaw Bear: a 5/5."""
    s, (bears, rune), _ = _rush_board("Grizzly Bears", "Runeclaw Bear",
                                      extra=lambda s: (s.hand(0, "Giant Growth"), s.lands(0, "Forest", 1)))
    g = s.start("main1")
    g.cast("Giant Growth", target=bears)
    _run(g)
    _cast_rush(g, [bears])
    _resolve_rush(g, rune)
    assert g.obj(bears).name == "Runeclaw Bear"
    g.expect_pt(bears, 5, 5)


@ruling("Polymorphous Rush", "2014-04-26", "You choose how many targets each spell with a strive")
@ruling("Polymorphous Rush", "2014-04-26", "The mana cost and converted mana cost of strive spells")
def test_polymorphous_rush_strive_targets_and_cost_702_124_601_2f():
    """702.124a, 601.2f, 115.3: each target chosen once (the Bears aren't offered again); with two targets the
    spell costs {1}{U} more — five lands tapped — but its mana value stays 3; and it may be cast with no target
    at all."""
    s, (bears, elf), (giant,) = _rush_board("Grizzly Bears", "Elvish Visionary", theirs=("Hill Giant",))
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g.obj(o[1]).name == RUSH))
    g.answer(("target", g.find(bears)))
    assert ("target", g.find(bears)) not in g.decision.options, g.decision.options
    g.answer(("target", g.find(elf)))
    g.answer(("done",))
    settle(g)
    rush = g.state.stack[-1]
    assert g.obj(rush).mana_value == 3
    assert sum(1 for i in g.state.battlefield if g.obj(i).name == "Island" and g.obj(i).tapped) == 5
    _resolve_rush(g, giant)
    assert g.obj(bears).name == g.obj(elf).name == "Hill Giant"

    s, _, (giant,) = _rush_board("Grizzly Bears", theirs=("Hill Giant",))
    g = s.start("main1")
    _cast_rush(g, [])
    g.pass_until_resolved()
    _run(g)
    g.expect_zone(RUSH, "graveyard")


@ruling("Polymorphous Rush", "2014-04-26", "If all of the spell's targets are illegal")
def test_polymorphous_rush_2014_04_26_if_all_of_the_spells_targets_608_2b():
    """608.2b: the Elvish Visionary is bounced in response; the Rush still resolves for the Bears (they become
    Hill Giants); the Visionary, back in hand, is unaffected."""
    s, (bears, elf), (giant,) = _rush_board("Grizzly Bears", "Elvish Visionary", theirs=("Hill Giant",),
                                            extra=lambda s: (s.hand(1, "Unsummon"), s.lands(1, "Island", 1)))
    g = s.start("main1")
    _cast_rush(g, [bears, elf])
    g.pass_priority()
    g.cast("Unsummon", target=elf)
    g.pass_until_resolved()
    _resolve_rush(g, giant)
    g.expect_zone(elf, "hand")
    assert g.obj(bears).name == "Hill Giant"


@ruling("Polymorphous Rush", "2014-04-26", "If such a spell is copied, and the effect")
def test_polymorphous_rush_2014_04_26_if_such_a_spell_is_copied_707_10c():
    """707.10c: Lutri copies a Polymorphous Rush with two targets: the copy has two targets too (the number
    can't change)."""
    s, (bears, elf), _ = _rush_board("Grizzly Bears", "Elvish Visionary", theirs=("Hill Giant",),
                                     extra=lambda s: s.hand(0, "Lutri, the Spellchaser"))
    g = s.start("main1")
    _cast_rush(g, [bears, elf])
    g.cast("Lutri, the Spellchaser")
    g.pass_until_resolved()
    while g.decision.kind != "priority":
        settle(g)
    g.pass_until_resolved()
    for _ in range(10):
        if g.decision.kind == "priority":
            break
        g.answer(("keep",) if ("keep",) in g.decision.options else g.decision.options[0])
    copies = [i for i in g.state.stack if g.state.objects[i].kind == "copy"]
    assert len(copies) == 1, g.stack
    flat = [t for slot in g.state.objects[copies[0]].targets for t in slot]
    assert len(flat) == 2, g.state.objects[copies[0]].targets
