"""Morph rulings shared by every morph card among the target cards (702.37, 708; issue #32): turning a
face-down permanent face up is a special action (116.2b) that keeps the same permanent — no enters
abilities, same attachments, counters, damage and tapped status (708.8)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

MORPH_NO_ETB = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'because the permanent is on the')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'because the permanent is on the')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'because the permanent is on the')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'because the permanent is on the')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'because the permanent is on the')),
]

MORPH_SAME = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'a permanent that turns face up')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'a permanent that turns face up')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'a permanent that turns face up')),
]

MORPH_REMINDER = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'morph lets you cast a card')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'morph lets you cast a card')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'morph lets you cast a card')),
]

MORPH_SPECIAL = [
    pytest.param('Abomination of Gudul', marks=ruling('Abomination of Gudul', '2014-09-20', 'any time you have priority you')),
    pytest.param('Abzan Guide', marks=ruling('Abzan Guide', '2014-09-20', 'any time you have priority you')),
    pytest.param('Ainok Tracker', marks=ruling('Ainok Tracker', '2014-09-20', 'any time you have priority you')),
    pytest.param('Canyon Lurkers', marks=ruling('Canyon Lurkers', '2014-09-20', 'any time you have priority you')),
    pytest.param('Glacial Stalker', marks=ruling('Glacial Stalker', '2014-09-20', 'any time you have priority you')),
    pytest.param('Grim Haruspex', marks=ruling('Grim Haruspex', '2014-09-20', 'any time you have priority you')),
    pytest.param('Icefeather Aven', marks=ruling('Icefeather Aven', '2014-09-20', 'any time you have priority you')),
    pytest.param('Jeering Instigator', marks=ruling('Jeering Instigator', '2014-09-20', 'any time you have priority you')),
    pytest.param('Kin-Tree Warden', marks=ruling('Kin-Tree Warden', '2014-09-20', 'any time you have priority you')),
    pytest.param('Krumar Bond-Kin', marks=ruling('Krumar Bond-Kin', '2014-09-20', 'any time you have priority you')),
    pytest.param('Master of Pearls', marks=ruling('Master of Pearls', '2014-09-20', 'any time you have priority you')),
    pytest.param('Mistfire Weaver', marks=ruling('Mistfire Weaver', '2014-09-20', 'any time you have priority you')),
    pytest.param('Monastery Flock', marks=ruling('Monastery Flock', '2014-09-20', 'any time you have priority you')),
    pytest.param('Mystic of the Hidden Way', marks=ruling('Mystic of the Hidden Way', '2014-09-20', 'any time you have priority you')),
    pytest.param('Pine Walker', marks=ruling('Pine Walker', '2014-09-20', 'any time you have priority you')),
    pytest.param('Rattleclaw Mystic', marks=ruling('Rattleclaw Mystic', '2014-09-20', 'any time you have priority you')),
    pytest.param('Sage-Eye Harrier', marks=ruling('Sage-Eye Harrier', '2014-09-20', 'any time you have priority you')),
    pytest.param('Sagu Archer', marks=ruling('Sagu Archer', '2014-09-20', 'any time you have priority you')),
    pytest.param('Sagu Mauler', marks=ruling('Sagu Mauler', '2014-09-20', 'any time you have priority you')),
    pytest.param("Sidisi's Pet", marks=ruling("Sidisi's Pet", '2014-09-20', 'any time you have priority you')),
    pytest.param('Snowhorn Rider', marks=ruling('Snowhorn Rider', '2014-09-20', 'any time you have priority you')),
    pytest.param('Thousand Winds', marks=ruling('Thousand Winds', '2014-09-20', 'any time you have priority you')),
    pytest.param('War Behemoth', marks=ruling('War Behemoth', '2014-09-20', 'any time you have priority you')),
    pytest.param('Witness of the Ages', marks=ruling('Witness of the Ages', '2014-09-20', 'any time you have priority you')),
    pytest.param('Woolly Loxodon', marks=ruling('Woolly Loxodon', '2014-09-20', 'any time you have priority you')),
]

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")


def _board(card: str, active: int = 0, **kw):
    """``card`` face down on player 0's battlefield, six of each basic land (and Wastes) to pay any morph
    cost, Soul Warden watching for creatures entering."""
    s = Scenario.full()
    fd = s.battlefield(0, card, face_down=True, **kw)
    warden = s.battlefield(0, "Soul Warden")
    for land in LANDS:
        s.lands(0, land, 6)
    return s, fd, warden


def _turn_up(g, fd):
    opt = next((o for o in g.options() if o[0] == "turn_face_up" and o[1] == g.find(fd)), None)
    assert opt is not None, f"no way to turn it face up: {g.options()}"
    g.answer(opt)
    while g.decision.kind != "priority":  # e.g. a "when turned face up" trigger's target
        g.answer(g.decision.options[0])
    return opt


def _name(card: str) -> str:
    return full_database().get(card).front.name


@pytest.mark.parametrize("card", MORPH_NO_ETB)
def test_turning_face_up_is_not_entering_the_battlefield_708_8(card):
    """708.8, 603.6a: the permanent was on the battlefield all along — Soul Warden ("whenever another
    creature enters") doesn't trigger, and no zone change is logged."""
    s, fd, warden = _board(card)
    g = s.start("main1")
    m = g.mark()
    _turn_up(g, fd)
    g.check(not g.obj(fd).face_down and g.obj(fd).name == _name(card), "face up")
    g.check(not any(e.kind == "zone" and e.data and e.data.get("to") == "battlefield" for e in g.events_since(m)),
            "no zone change")
    g.pass_until_resolved()
    g.expect_life(0, 20)


@pytest.mark.parametrize("card", MORPH_SAME)
def test_turned_face_up_it_is_the_same_permanent_708_8(card):
    """708.8: turning face up changes characteristics only — the Equipment stays attached, the counter and
    the damage stay, and it is still the same object."""
    s = Scenario.full()
    fd = s.battlefield(0, card, face_down=True, counters={"+1/+1": 1}, damage=1)
    s.battlefield(0, "Bonesplitter", attached_to=fd)
    for land in LANDS:
        s.lands(0, land, 6)
    g = s.start("main1")
    oid = g.find(fd)
    g.expect_pt(fd, 5, 3)
    _turn_up(g, fd)
    o = g.obj(fd)
    g.check(g.find(fd) == oid and not o.face_down, "the same object, face up")
    g.check(g.obj("Bonesplitter").attached_to == oid, "Bonesplitter still attached")
    g.check(o.counters.get("+1/+1", 0) >= 1 and o.damage == 1, f"counters {o.counters}, damage {o.damage}")


@pytest.mark.parametrize("card", MORPH_REMINDER)
def test_cast_face_down_for_3_then_turned_up_for_its_morph_cost_702_37c(card):
    """702.37c, 702.37e: cast face down for {3} from the hand, it resolves as a face-down 2/2; its morph cost
    paid, it is the card itself face up."""
    s = Scenario.full()
    h = s.hand(0, card)
    lands = [x for land in LANDS for x in s.lands(0, land, 6)]
    g = s.start("main1")
    opt = next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(h) and o[2] == "facedown")
    g.answer(opt)
    g.choose("auto")
    g.pass_until_resolved()
    g.check(g.obj(h).face_down and g.obj(h).zone == "battlefield", "face down on the battlefield")
    tapped = sum(g.obj(x).tapped for x in lands)
    g.check(tapped == 3, f"{{3}} paid: {tapped} lands tapped")
    _turn_up(g, h)
    g.check(not g.obj(h).face_down and g.obj(h).name == _name(card), "turned face up")


@pytest.mark.parametrize("card", MORPH_SPECIAL)
def test_turning_face_up_is_a_special_action_on_any_priority_116_2b(card):
    """116.2b, 702.37e: in the opponent's turn, with their spell on the stack, the face-down creature turns
    face up at once — no stack object, and its controller gets priority back."""
    s, fd, _ = _board(card)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1", active=1)
    g.cast("Lightning Bolt", target="Grizzly Bears")
    g.pass_priority()
    g.check(g.decision.player == 0, "player 0 has priority")
    n = len(g.stack)
    _turn_up(g, fd)
    g.check(not g.obj(fd).face_down, "face up at once")
    g.check(len(g.stack) in (n, n + 1) and all("Bolt" in x or _name(card) in x for x in g.stack),
            f"nothing but a possible 'turned face up' trigger was added: {g.stack}")
    g.check(g.decision.player == 0, "still player 0's priority")
