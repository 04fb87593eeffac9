"""Manifest rulings shared by the manifesting spells among the target cards (701.40, 708; issue #32): Soul
Summons, Fierce Invocation, Formless Nurturing and Wildcall each manifest the top card of the library — a
face-down 2/2 — which can be turned face up for its mana cost (or its morph cost) as a special action."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling

MANIFEST_CHARS = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'the face down permanent is a')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'the face down permanent is a')),
]

MANIFEST_UP = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'any time you have priority you')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'any time you have priority you')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'any time you have priority you')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'any time you have priority you')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'any time you have priority you')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'any time you have priority you')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'any time you have priority you')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'any time you have priority you')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'any time you have priority you')),
]

MANIFEST_MORPH = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'if a manifested creature would have')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'if a manifested creature would have')),
]

MANIFEST_NO_ETB = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'because the permanent is on the')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'because the permanent is on the')),
]

MANIFEST_SAME = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'a permanent that turns face up')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'a permanent that turns face up')),
]

MANIFEST_TAPPED = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'turning a permanent face up or')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'turning a permanent face up or')),
]


LANDS = {"Soul Summons": "Plains", "Fierce Invocation": "Mountain", "Formless Nurturing": "Forest",
         "Wildcall": "Forest"}


def _manifest(card: str, top: str = "Hill Giant", warden: bool = False):
    """Manifest ``top`` with ``card``: cast it (X=0 for Wildcall; Temur War Shaman manifests as it enters),
    activate it (Mastery of the Unseen; Qarsi High Priest sacrificing a Grizzly Bears), kill it with Shock (Sultai
    Emissary) or reach its controller's end step (Whisperwood Elemental). Returns the game and the manifested
    permanent's id."""
    s = Scenario.full()
    s.library(0, top, "Wastes", "Wastes", "Wastes")
    if card in LANDS:
        s.lands(0, LANDS[card], 5)
    for land in ("Plains", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 3)
    if card in LANDS:
        h = s.hand(0, card)
    elif card == "Temur War Shaman":
        h = s.hand(0, card)
        s.lands(0, "Forest", 3)
    else:
        h = s.battlefield(0, card)
    bears = s.battlefield(0, "Grizzly Bears") if card == "Qarsi High Priest" else None
    if card == "Sultai Emissary":
        s.hand(0, "Shock")
    if warden:
        s.battlefield(0, "Soul Warden")
    if card not in LANDS:
        s.lands(0, "Plains", 3)      # (room for the morph cost {4}{W}{B}{G} after the manifesting cost)
    g = s.start("main1")
    if card == "Wildcall":
        g.cast(card, x=0)
    elif card in LANDS or card == "Temur War Shaman":
        g.cast(card)
    elif card == "Mastery of the Unseen":
        g.activate(h)
    elif card == "Qarsi High Priest":
        g.activate(h)
        g.choose(bears)
        if g.decision.kind == "pay":
            g.answer(("auto",))
    elif card == "Sultai Emissary":
        g.cast("Shock", target=h)
    if card == "Whisperwood Elemental":
        g.pass_until("end")
    for _ in range(6):
        g.pass_until_resolved()
        if any(g.state.objects[x].face_down for x in g.state.battlefield):
            break
        if g.decision.kind != "priority":     # (the order of Soul Warden's and Temur War Shaman's triggers)
            g.answer(g.decision.options[0])
    (fd,) = [x for x in g.state.battlefield if g.state.objects[x].face_down]
    return g, fd


def _counters(g, fd) -> int:
    return g.obj(fd).counters.get("+1/+1", 0)


@pytest.mark.parametrize("card", MANIFEST_CHARS)
def test_manifested_card_is_a_nameless_colorless_2_2_708_2a_701_40a(card):
    """701.40a, 708.2a: the manifested Hill Giant is a 2/2 creature with no name, mana cost, creature type or
    abilities, colorless, mana value 0; the spell's +1/+1 counters still apply to it."""
    g, fd = _manifest(card)
    o = g.obj(fd)
    n = _counters(g, fd)
    g.check(o.name == "" and not o.subtypes and not o.abilities and not o.colors and o.mana_value == 0
            and set(o.types) == {"Creature"}, f"{o}")
    g.check((o.power, o.toughness) == (2 + n, 2 + n), f"2/2 plus {n} counters: {o.power}/{o.toughness}")


@pytest.mark.parametrize("card", MANIFEST_UP)
def test_manifested_creature_card_turns_face_up_for_its_mana_cost_701_40b_116_2b(card):
    """701.40b, 116.2b: paying Hill Giant's mana cost turns it face up at once — a special action, nothing on
    the stack, the same player keeps priority."""
    g, fd = _manifest(card)
    opt = next(o for o in g.options() if o[0] == "turn_face_up" and o[1] == fd and o[2] == "mana_cost")
    g.answer(opt)
    o = g.obj(fd)
    # (nothing on the stack but Mastery of the Unseen's own "whenever ... turned face up" trigger)
    rest = [x for x in g.stack if x != "ability of Mastery of the Unseen"]
    g.check(not o.face_down and o.name == "Hill Giant" and not rest and g.decision.player == 0, f"{o}")


@pytest.mark.parametrize("card", MANIFEST_MORPH)
def test_manifested_morph_card_may_turn_up_for_its_morph_cost_too_701_40c(card):
    """701.40c: a manifested card with morph (Abzan Guide) may be turned face up for its mana cost or its
    morph cost."""
    g, fd = _manifest(card, top="Abzan Guide")
    ways = {o[2] for o in g.options() if o[0] == "turn_face_up" and o[1] == fd}
    g.check(ways == {"mana_cost", "Morph"}, f"ways: {ways}")
    g.answer(("turn_face_up", fd, "Morph"))
    g.check(g.obj(fd).name == "Abzan Guide", "face up by its morph cost")


@pytest.mark.parametrize("card", MANIFEST_NO_ETB)
def test_turning_a_manifested_card_up_is_not_entering_708_8(card):
    """708.8, 603.6a: Soul Warden saw the face-down creature enter (1 life); turning it face up is not
    entering — no second life."""
    g, fd = _manifest(card, warden=True)
    g.pass_until_resolved()
    life = g.life(0)
    g.check(life >= 21, f"the manifest entering gave 1 life: {life}")
    creatures = sum(1 for x in g.state.battlefield if "Creature" in g.obj(x).types)
    g.answer(next(o for o in g.options() if o[0] == "turn_face_up" and o[1] == fd))
    g.pass_until_resolved()
    # (Mastery of the Unseen's own "whenever a permanent you control is turned face up" gains 1 per creature)
    g.expect_life(0, life + (creatures if card == "Mastery of the Unseen" else 0))


@pytest.mark.parametrize("card", MANIFEST_SAME)
def test_manifested_card_turned_up_is_the_same_permanent_708_8(card):
    """708.8: it keeps its identity and the spell's counters as it turns face up."""
    g, fd = _manifest(card)
    n = _counters(g, fd)
    g.answer(next(o for o in g.options() if o[0] == "turn_face_up" and o[1] == fd))
    g.check(fd in g.state.battlefield and _counters(g, fd) == n, f"same object, {n} counters")
    g.expect_pt(fd, 3 + n, 3 + n)



@pytest.mark.parametrize("card", MANIFEST_TAPPED)
def test_turning_face_up_doesnt_untap_the_attacker_708_8(card):
    """708.8: the manifested creature attacks in turn 3 (tapped); turned face up, it is still tapped."""
    g, fd = _manifest(card)
    g.pass_until("main1", turn=3)
    g.attack(fd)
    g.check(g.obj(fd).tapped, "tapped by attacking")
    g.answer(next(o for o in g.options() if o[0] == "turn_face_up" and o[1] == fd))
    g.check(not g.obj(fd).face_down and g.obj(fd).tapped, "face up and still tapped")


NO_NAMES = [
    pytest.param('Fierce Invocation', marks=ruling('Fierce Invocation', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Formless Nurturing', marks=ruling('Formless Nurturing', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Mastery of the Unseen', marks=ruling('Mastery of the Unseen', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Qarsi High Priest', marks=ruling('Qarsi High Priest', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Soul Summons', marks=ruling('Soul Summons', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Sultai Emissary', marks=ruling('Sultai Emissary', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Temur War Shaman', marks=ruling('Temur War Shaman', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Whisperwood Elemental', marks=ruling('Whisperwood Elemental', '2014-11-24', 'because face down creatures dont have')),
    pytest.param('Wildcall', marks=ruling('Wildcall', '2014-11-24', 'because face down creatures dont have')),
]


@pytest.mark.parametrize("card", NO_NAMES)
def test_face_down_creatures_share_no_name_708_2a_201_2c(card):
    """708.2a, 201.2c: a face-down permanent has no name, so it never has the same name as another — not even as
    another face-down one: Echoing Truth on one of two face-down 2/2s returns only that one."""
    s = Scenario.full()
    s.library(0, "Hill Giant", "Grizzly Bears", "Wastes", "Wastes")
    mastery = s.battlefield(0, "Mastery of the Unseen")
    s.lands(0, "Wastes", 6)                    # (first, so the solver pays the generic mana with them)
    s.lands(0, "Plains", 4)
    s.lands(0, "Island", 2)
    s.hand(0, "Echoing Truth")
    g = s.start("main1")
    for _ in range(2):
        g.activate(mastery)
        g.pass_until_resolved()
    fds = [x for x in g.state.battlefield if g.state.objects[x].face_down]
    assert len(fds) == 2 and all(g.obj(x).name == "" for x in fds)
    g.cast("Echoing Truth", target=fds[0])
    g.pass_until_resolved()
    assert fds[0] not in g.state.battlefield and fds[1] in g.state.battlefield
