"""Official rulings of the last untriaged cards of issue #32 (eighth pass): Mirrorpool (copying a spell, 707.10,
707.10c), The Eldest Reborn (each opponent chooses in turn order, 101.4), Palace Jailer (the monarch's draw after
the monarch changed, 724.2 / 603.2), Realmwalker (no looking at a new top card mid-cast, 401.5 / 601.2) and
gaining control of an enchanted and equipped creature (Jeering Instigator, Malevolent Whispers, Song-Mad
Treachery; 301.5c, 303.4g)."""
from __future__ import annotations

import pytest

from manastack.engine.view import view
from manastack.testing import Scenario

from .keys import ruling
from .test_sixth_i_z_realmwalker import _entered, _top_castable


def _resolve(g, answer=lambda d: d.options[0]):
    """Pass priority and answer every other decision with ``answer`` until the stack is empty."""
    g.settle(answer, limit=60)


# ---------------------------------------------------------------- Mirrorpool

def _mirrorpool_bolt():
    """I cast Lightning Bolt at the opponent with Young Pyromancer out, then hold priority and copy the Bolt
    with Mirrorpool's third ability ({2}{C}, {T}, sacrifice)."""
    s = Scenario.full()
    s.battlefield(0, "Mirrorpool")
    s.battlefield(0, "Young Pyromancer")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Wastes", 3)
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    g.activate("Mirrorpool", index=2, target="Lightning Bolt")
    return g


def _elementals(g):
    return [i for i in g.state.battlefield if g._name(i) == "Elemental"]


@ruling("Mirrorpool", "2016-01-22", "the copy is created on the")
def test_mirrorpool_2016_01_22_the_copy_is_created_on_the_stack_707_10():
    """707.10, 603.2: the copy is put on the stack, not cast — Young Pyromancer triggers once (for the Bolt
    itself), and the copy resolves like the spell: the opponent takes 3 twice."""
    g = _mirrorpool_bolt()
    g.expect_zone("Mirrorpool", "graveyard")
    _resolve(g, answer=lambda d: ("keep",) if ("keep",) in d.options else d.options[0])
    assert len(_elementals(g)) == 1, g.board()
    g.expect_life(1, 14)
    g.expect_life(0, 20)


@ruling("Mirrorpool", "2016-01-22", "the copy will have the same")
@pytest.mark.parametrize("change, me, opponent", [(False, 20, 14), (True, 17, 17)])
def test_mirrorpool_2016_01_22_the_copy_will_have_the_same_targets_707_10c(change, me, opponent):
    """707.10c: the copy keeps the Bolt's target unless its controller chooses a new one — kept, the opponent
    takes 6; changed to me (any legal target), each of us takes 3."""
    g = _mirrorpool_bolt()

    def answer(d):
        if d.kind == "target":
            return ("target_player", 0) if change else ("keep",)
        return d.options[0]
    _resolve(g, answer)
    g.expect_life(0, me)
    g.expect_life(1, opponent)


# ---------------------------------------------------------------- The Eldest Reborn

def _eldest_reborn(players=3):
    """The Eldest Reborn in a three-player game: each opponent has a Grizzly Bears, a Hill Giant and two
    cards in hand."""
    s = Scenario.full(players=players)
    for p in range(1, players):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Hill Giant")
        s.hand(p, "Island", "Forest")
    return s


@ruling("The Eldest Reborn", "2018-04-27", "when the first chapter ability of the eldest reborn resolves the next "
        "opponent in turn order or if its an opponents turn that opponent chooses a creature or planeswalker they "
        "control then each other opponent in turn order if any does the same all chosen permanents are then "
        "sacrificed at the same time players will know the choices made by earlier players when making their "
        "choices")
def test_the_eldest_reborn_2018_04_27_chapter_i_opponents_choose_in_turn_order_101_4_714_2b():
    """101.4, 714.2b: chapter I — the next opponent in turn order (player 1) chooses first, then player 2;
    nothing is sacrificed until the last choice is made, then both chosen Hill Giants go at once and each
    Grizzly Bears stays."""
    s = _eldest_reborn()
    s.hand(0, "The Eldest Reborn")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("The Eldest Reborn")
    actors = []
    for _ in range(40):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
            continue
        actors.append(d.actor)
        giants = [i for i in g.state.battlefield if g._name(i) == "Hill Giant"]
        assert len(giants) == 2, "a permanent was sacrificed before every opponent had chosen"
        mine = next(o for o in d.options if len(o) > 1 and o[1] in giants)
        g.answer(mine)
    assert actors == [1, 2], actors
    names = sorted(g._name(i) for i in g.state.battlefield if g.obj(i).controller != 0)
    assert names == ["Grizzly Bears", "Grizzly Bears"], names
    assert [g._name(i) for i in g.state.graveyard[1]] == ["Hill Giant"]
    assert [g._name(i) for i in g.state.graveyard[2]] == ["Hill Giant"]


@ruling("The Eldest Reborn", "2018-04-27", "when the second chapter ability of the eldest reborn resolves the next "
        "opponent in turn order or if its an opponents turn that opponent chooses a card in hand without "
        "revealing it then each other opponent in turn order if any does the same all chosen cards are then "
        "discarded at the same time")
def test_the_eldest_reborn_2018_04_27_chapter_ii_each_opponent_discards_in_turn_order_101_4_714_2b():
    """101.4, 714.2b: chapter II (the second lore counter, added as my precombat main phase begins) — player 1
    then player 2 choose a card from hand; no card leaves a hand before both have chosen; then each chosen
    Forest is discarded and each Island stays in hand."""
    s = _eldest_reborn()
    s.battlefield(0, "The Eldest Reborn", counters={"lore": 1})
    g = s.start("upkeep")
    actors = []
    for _ in range(60):
        d = g.decision
        if d.kind == "priority" and not g.stack and actors:
            break
        if d.kind == "priority":
            g.pass_priority()
            continue
        actors.append(d.actor)
        assert all(len(g.state.hand[p]) == 2 for p in (1, 2)), "a card was discarded before every choice was made"
        forest = next(o for o in d.options if len(o) > 1 and g._name(o[1]) == "Forest")
        g.answer(forest)
    assert actors == [1, 2], actors
    for p in (1, 2):
        assert [g._name(i) for i in g.state.hand[p]] == ["Island"]
        assert [g._name(i) for i in g.state.graveyard[p]] == ["Forest"]


# ---------------------------------------------------------------- Palace Jailer

@ruling("Palace Jailer", "2016-08-23", "if the triggered ability that causes")
def test_palace_jailer_2016_08_23_the_monarch_still_draws_after_losing_it_724_2_603_2():
    """724.2, 608.2: I am the monarch; my end-step draw trigger is on the stack when the opponent flashes in
    Palace Sentinels (Vedalken Orrery) and becomes the monarch. The trigger resolves afterwards and I — the
    player who was the monarch — still draw the card."""
    s = Scenario.full()
    s.battlefield(0, "Palace Jailer")
    s.monarch(0)
    s.battlefield(1, "Vedalken Orrery")
    s.hand(1, "Palace Sentinels")
    s.lands(1, "Plains", 4)
    s.library(0, "Island", "Forest", "Swamp")
    g = s.start("main2")
    assert g.zone(0, "hand") == []
    drawn_while = None
    for _ in range(40):
        d = g.decision
        if g.zone(0, "hand") and drawn_while is None:
            drawn_while = g.monarch
        if d.kind == "priority" and d.actor == 1 and g.stack and "Palace Sentinels" in g.zone(1, "hand"):
            g.cast("Palace Sentinels")
            continue
        if d.kind == "priority" and not g.stack and g.monarch == 1:
            break
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    assert g.monarch == 1
    assert g.zone(0, "hand") == ["Island"], g.board()
    assert drawn_while == 1, "the draw happened before the monarch changed"
    assert g.zone(1, "hand") == []


# ---------------------------------------------------------------- Realmwalker

@ruling("Realmwalker", "2021-02-05", "if the top card of your")
def test_realmwalker_2021_02_05_no_look_at_the_new_top_card_while_casting_401_5_601_2():
    """401.5, 601.2: Realmwalker (Bear) lets me look at my top card, the Grizzly Bears. I cast it from there:
    while I'm paying for it my view shows no top card (the Island now on top is new); once the spell is on the
    stack the Island is shown."""
    g = _entered(top=("Grizzly Bears", "Island"), lands=6)
    assert view(g.state, 0)["players"][0]["library_top"]["name"] == "Grizzly Bears"
    assert "library_top" not in view(g.state, 1)["players"][0]
    g.game.apply(_top_castable(g)[0])
    assert g.decision.kind == "pay", g.decision
    assert "library_top" not in view(g.state, 0)["players"][0]
    g.answer(("auto",))
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    assert [str(x) for x in g.stack] == ["Grizzly Bears"], g.stack
    assert view(g.state, 0)["players"][0]["library_top"]["name"] == "Island"


# ---------------------------------------------------------------- gaining control of an enchanted creature

def _equipped_enchanted():
    """The opponent's Grizzly Bears wears their Bonesplitter and their Rancor."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears")
    split = s.battlefield(1, "Bonesplitter", attached_to=bears)
    rancor = s.battlefield(1, "Rancor", attached_to=bears)
    return s, bears, split, rancor


def _check_control(g, bears, split, rancor):
    assert g.obj(bears).controller == 0
    assert g.obj(split).controller == 1 and g.obj(rancor).controller == 1
    assert g.obj(split).attached_to == g.find(bears) and g.obj(rancor).attached_to == g.find(bears)


@ruling("Malevolent Whispers", "2016-04-08", "gaining control of a creature doesnt")
@ruling("Song-Mad Treachery // Song-Mad Ruins", "2020-09-25", "gaining control of a creature doesnt")
@pytest.mark.parametrize("spell, mana", [("Malevolent Whispers", 4), ("Song-Mad Treachery // Song-Mad Ruins", 5)])
def test_gaining_control_of_a_creature_not_its_auras_or_equipment_301_5c_303_4g(spell, mana):
    """301.5c, 303.4g: I take the opponent's equipped and enchanted Grizzly Bears; the Bonesplitter and the
    Rancor stay attached to it and stay under the opponent's control."""
    s, bears, split, rancor = _equipped_enchanted()
    s.hand(0, spell)
    s.lands(0, "Mountain", mana)
    g = s.start("main1")
    g.cast(spell, target=bears)
    _resolve(g)
    _check_control(g, bears, split, rancor)


@ruling("Jeering Instigator", "2014-09-20", "gaining control of a creature doesnt")
def test_jeering_instigator_2014_09_20_gaining_control_not_its_attachments_301_5c_303_4g():
    """301.5c, 303.4g: turned face up on my turn, Jeering Instigator takes the opponent's equipped and enchanted
    Grizzly Bears; their Bonesplitter and Rancor stay theirs, still attached."""
    s, bears, split, rancor = _equipped_enchanted()
    fd = s.battlefield(0, "Jeering Instigator", face_down=True)
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    opt = next(o for o in g.options() if o[0] == "turn_face_up" and o[1] == g.find(fd))
    g.answer(opt)
    _resolve(g, answer=lambda d: next((o for o in d.options if len(o) > 1 and o[1] == g.find(bears)),
                                      d.options[0]))
    _check_control(g, bears, split, rancor)
