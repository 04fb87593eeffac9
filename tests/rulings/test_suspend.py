"""Suspend rulings shared by every suspend card among the target cards (702.62), each checked on each
card that carries it (issue #32)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

SUSPEND_NOT_CAST = [
    pytest.param('Ancestral Vision', marks=ruling('Ancestral Vision', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Corpulent Corpse', marks=ruling('Corpulent Corpse', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Divine Congregation', marks=ruling('Divine Congregation', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Durkwood Baloth', marks=ruling('Durkwood Baloth', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Duskrider Peregrine', marks=ruling('Duskrider Peregrine', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Errant Ephemeron', marks=ruling('Errant Ephemeron', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Giant Dustwasp', marks=ruling('Giant Dustwasp', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Heroes Remembered', marks=ruling('Heroes Remembered', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Infiltrator il-Kor', marks=ruling('Infiltrator il-Kor', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Ith, High Arcanist', marks=ruling('Ith, High Arcanist', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Ivory Giant', marks=ruling('Ivory Giant', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Keldon Halberdier', marks=ruling('Keldon Halberdier', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Knight of Sursi', marks=ruling('Knight of Sursi', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Lotus Bloom', marks=ruling('Lotus Bloom', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Mindstab', marks=ruling('Mindstab', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Nantuko Shaman', marks=ruling('Nantuko Shaman', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Petrified Plating', marks=ruling('Petrified Plating', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Phthisis', marks=ruling('Phthisis', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Plunder', marks=ruling('Plunder', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Rift Bolt', marks=ruling('Rift Bolt', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Riftwing Cloudskate', marks=ruling('Riftwing Cloudskate', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Search for Tomorrow', marks=ruling('Search for Tomorrow', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Shade of Trokair', marks=ruling('Shade of Trokair', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Shivan Meteor', marks=ruling('Shivan Meteor', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Viscerid Deepwalker', marks=ruling('Viscerid Deepwalker', '2013-06-07', 'exiling a card with suspend isnt')),
    pytest.param('Wheel of Fate', marks=ruling('Wheel of Fate', '2013-06-07', 'exiling a card with suspend isnt')),
]

SUSPEND_TIMING = [
    pytest.param('Ancestral Vision', marks=ruling('Ancestral Vision', '2013-06-07', 'you can exile a card in')),
    pytest.param('Corpulent Corpse', marks=ruling('Corpulent Corpse', '2013-06-07', 'you can exile a card in')),
    pytest.param('Divine Congregation', marks=ruling('Divine Congregation', '2013-06-07', 'you can exile a card in')),
    pytest.param('Durkwood Baloth', marks=ruling('Durkwood Baloth', '2013-06-07', 'you can exile a card in')),
    pytest.param('Duskrider Peregrine', marks=ruling('Duskrider Peregrine', '2013-06-07', 'you can exile a card in')),
    pytest.param('Errant Ephemeron', marks=ruling('Errant Ephemeron', '2013-06-07', 'you can exile a card in')),
    pytest.param('Giant Dustwasp', marks=ruling('Giant Dustwasp', '2013-06-07', 'you can exile a card in')),
    pytest.param('Heroes Remembered', marks=ruling('Heroes Remembered', '2013-06-07', 'you can exile a card in')),
    pytest.param('Infiltrator il-Kor', marks=ruling('Infiltrator il-Kor', '2013-06-07', 'you can exile a card in')),
    pytest.param('Ith, High Arcanist', marks=ruling('Ith, High Arcanist', '2013-06-07', 'you can exile a card in')),
    pytest.param('Ivory Giant', marks=ruling('Ivory Giant', '2013-06-07', 'you can exile a card in')),
    pytest.param('Keldon Halberdier', marks=ruling('Keldon Halberdier', '2013-06-07', 'you can exile a card in')),
    pytest.param('Knight of Sursi', marks=ruling('Knight of Sursi', '2013-06-07', 'you can exile a card in')),
    pytest.param('Lotus Bloom', marks=ruling('Lotus Bloom', '2013-06-07', 'you can exile a card in')),
    pytest.param('Mindstab', marks=ruling('Mindstab', '2013-06-07', 'you can exile a card in')),
    pytest.param('Nantuko Shaman', marks=ruling('Nantuko Shaman', '2013-06-07', 'you can exile a card in')),
    pytest.param('Petrified Plating', marks=ruling('Petrified Plating', '2013-06-07', 'you can exile a card in')),
    pytest.param('Phthisis', marks=ruling('Phthisis', '2013-06-07', 'you can exile a card in')),
    pytest.param('Plunder', marks=ruling('Plunder', '2013-06-07', 'you can exile a card in')),
    pytest.param('Rift Bolt', marks=ruling('Rift Bolt', '2013-06-07', 'you can exile a card in')),
    pytest.param('Riftwing Cloudskate', marks=ruling('Riftwing Cloudskate', '2013-06-07', 'you can exile a card in')),
    pytest.param('Search for Tomorrow', marks=ruling('Search for Tomorrow', '2013-06-07', 'you can exile a card in')),
    pytest.param('Shade of Trokair', marks=ruling('Shade of Trokair', '2013-06-07', 'you can exile a card in')),
    pytest.param('Shivan Meteor', marks=ruling('Shivan Meteor', '2013-06-07', 'you can exile a card in')),
    pytest.param('Viscerid Deepwalker', marks=ruling('Viscerid Deepwalker', '2013-06-07', 'you can exile a card in')),
    pytest.param('Wheel of Fate', marks=ruling('Wheel of Fate', '2013-06-07', 'you can exile a card in')),
]

SUSPEND_HASTE = [
    pytest.param('Corpulent Corpse', marks=ruling('Corpulent Corpse', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Durkwood Baloth', marks=ruling('Durkwood Baloth', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Duskrider Peregrine', marks=ruling('Duskrider Peregrine', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Errant Ephemeron', marks=ruling('Errant Ephemeron', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Giant Dustwasp', marks=ruling('Giant Dustwasp', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Infiltrator il-Kor', marks=ruling('Infiltrator il-Kor', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Ith, High Arcanist', marks=ruling('Ith, High Arcanist', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Ivory Giant', marks=ruling('Ivory Giant', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Keldon Halberdier', marks=ruling('Keldon Halberdier', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Knight of Sursi', marks=ruling('Knight of Sursi', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Nantuko Shaman', marks=ruling('Nantuko Shaman', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Riftwing Cloudskate', marks=ruling('Riftwing Cloudskate', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Shade of Trokair', marks=ruling('Shade of Trokair', '2013-06-07', 'a creature cast using suspend will')),
    pytest.param('Viscerid Deepwalker', marks=ruling('Viscerid Deepwalker', '2013-06-07', 'a creature cast using suspend will')),
]

SUSPEND_TARGETS = [
    pytest.param('Ancestral Vision', marks=ruling('Ancestral Vision', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Corpulent Corpse', marks=ruling('Corpulent Corpse', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Divine Congregation', marks=ruling('Divine Congregation', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Durkwood Baloth', marks=ruling('Durkwood Baloth', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Duskrider Peregrine', marks=ruling('Duskrider Peregrine', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Errant Ephemeron', marks=ruling('Errant Ephemeron', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Giant Dustwasp', marks=ruling('Giant Dustwasp', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Heroes Remembered', marks=ruling('Heroes Remembered', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Infiltrator il-Kor', marks=ruling('Infiltrator il-Kor', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Ith, High Arcanist', marks=ruling('Ith, High Arcanist', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Ivory Giant', marks=ruling('Ivory Giant', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Keldon Halberdier', marks=ruling('Keldon Halberdier', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Knight of Sursi', marks=ruling('Knight of Sursi', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Lotus Bloom', marks=ruling('Lotus Bloom', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Mindstab', marks=ruling('Mindstab', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Nantuko Shaman', marks=ruling('Nantuko Shaman', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Petrified Plating', marks=ruling('Petrified Plating', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Phthisis', marks=ruling('Phthisis', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Plunder', marks=ruling('Plunder', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Riftwing Cloudskate', marks=ruling('Riftwing Cloudskate', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Search for Tomorrow', marks=ruling('Search for Tomorrow', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Shade of Trokair', marks=ruling('Shade of Trokair', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Shivan Meteor', marks=ruling('Shivan Meteor', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Viscerid Deepwalker', marks=ruling('Viscerid Deepwalker', '2013-06-07', 'if the spell requires any targets')),
    pytest.param('Wheel of Fate', marks=ruling('Wheel of Fate', '2013-06-07', 'if the spell requires any targets')),
]


LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _board(card: str):
    s = Scenario.full()
    h = s.hand(0, card)
    for land in LANDS:
        s.lands(0, land, 2)
    return s, h


def _suspend_option(g, h):
    return next((o for o in g.options() if o[0] == "suspend" and o[1] == g.find(h)), None)


def _suspend(g, h):
    opt = _suspend_option(g, h)
    assert opt is not None, f"no suspend option: {g.options()}"
    g.answer(opt)
    while g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] in ("auto", "done") or o[0] == "x"))


def _suspend_n(card: str) -> int:
    import re

    m = re.search(r"Suspend (\d+)", full_database().get(card).front.text)
    return int(m.group(1))


@pytest.mark.parametrize("card", SUSPEND_NOT_CAST)
def test_suspending_is_a_special_action_not_a_cast_702_62a_116_2f(card):
    """702.62a, 116.2f: the card is exiled with its time counters; nothing goes on the stack, nothing was
    cast."""
    s, h = _board(card)
    g = s.start("main1")
    mark = g.mark()
    _suspend(g, h)
    g.check(g.stack == [], "nothing on the stack")
    g.expect_zone(h, "exile")
    g.check(g.obj(h).counters == {"time": _suspend_n(card)}, f"time counters: {g.obj(h).counters}")
    g.check(not g.events_since(mark, kind="cast"), "no cast event")


@pytest.mark.parametrize("card", SUSPEND_TIMING)
def test_suspend_only_when_the_card_could_be_cast_702_62a(card):
    """702.62a, 702.62c: suspend is offered when the card could be cast — in your main phase; in an
    opponent's turn only for an instant or a card with flash."""
    s, h = _board(card)
    g = s.start("main1")
    g.check(_suspend_option(g, h) is not None, "offered in your main phase")
    g.pass_until("upkeep", turn=2)
    while g.decision.player != 0:
        g.pass_priority()
    f = full_database().get(card).front
    fast = "Instant" in f.types or "Flash" in f.text.split("\n")[0] or f.text.startswith("Flash")
    g.check((_suspend_option(g, h) is not None) == fast, f"in the opponent's upkeep: offered={not fast}?")


@pytest.mark.parametrize("card", SUSPEND_HASTE)
def test_a_creature_cast_with_suspend_has_haste_702_62a(card):
    """702.62a: a creature spell cast by suspend's last ability gains haste."""
    s, h = _board(card)
    s.player(1, life=20)
    g = s.start("main1")
    _suspend(g, h)
    n = _suspend_n(card)
    for _ in range(400):
        if g.zone_of(h) == "battlefield" or g.state.turn > 2 * n + 2:
            break
        d = g.decision
        if d.kind == "option":
            g.answer(next(o for o in d.options if o[0] != "decline"))
        elif d.kind == "priority":
            g.answer(("pass",))
        elif d.kind in ("attackers", "blockers"):
            g.answer(("done",))
        else:
            g.answer(next(o for o in d.options if o[0] not in ("cancel", "decline")))
    g.expect_zone(h, "battlefield")
    g.check("Haste" in g.obj(h).keywords, f"haste: {g.obj(h).keywords}")


@pytest.mark.parametrize("card", SUSPEND_TARGETS)
def test_suspended_spell_chooses_targets_when_cast_not_when_exiled_702_62a_601_2c(card):
    """702.62a, 601.2c: suspending asks for no target; the spell is cast — and its targets, if any, chosen —
    in the upkeep the last time counter comes off."""
    s, h = _board(card)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
    g = s.start("main1")
    _suspend(g, h)  # answers only payment: a target request here would fail
    n = _suspend_n(card)
    for _ in range(400):
        if g.zone_of(h) == "stack" or g.state.turn > 2 * n + 2:
            break
        d = g.decision
        if d.kind == "option":
            g.answer(next(o for o in d.options if o[0] != "decline"))
        elif d.kind == "priority":
            g.answer(("pass",))
        elif d.kind in ("attackers", "blockers"):
            g.answer(("done",))
        else:
            g.answer(next(o for o in d.options if o[0] not in ("cancel", "decline")))
    g.check(g.zone_of(h) == "stack" and "upkeep" in str(g.state.step).lower(), "cast in the upkeep")
