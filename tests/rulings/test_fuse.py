"""Official rulings shared by the split cards with fuse among the target cards (702.102, 709): each ruling
checked on each card, half by half — the rulings are filed under each half's name (issue #32). The parameter
lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.core.colors import names
from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling
from .test_rebound_improvise import settle

FUSED_COST = [
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Beck // Call', marks=ruling('Beck', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Beck // Call', marks=ruling('Call', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Far // Away', marks=ruling('Far', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Far // Away', marks=ruling('Away', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'to cast a fused split spell')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'to cast a fused split spell')),
]

ONE_HALF = [
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Beck // Call', marks=ruling('Beck', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Beck // Call', marks=ruling('Call', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Far // Away', marks=ruling('Far', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Far // Away', marks=ruling('Away', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'on the stack a split spell')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'on the stack a split spell')),
]

COLORS = [
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Beck // Call', marks=ruling('Beck', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Beck // Call', marks=ruling('Beck', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Beck // Call', marks=ruling('Call', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Beck // Call', marks=ruling('Call', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Far // Away', marks=ruling('Far', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Far // Away', marks=ruling('Far', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Far // Away', marks=ruling('Away', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Far // Away', marks=ruling('Away', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'some split cards with fuse have two halves')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'some split cards with fuse have two monocolor')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'some split cards with fuse have two halves')),
]


def _faces(card: str):
    return full_database().get(card).faces[:2]


def _cost(face) -> ManaCost:
    return ManaCost.parse(face.mana_cost or "", strict=False)


def _board(card: str):
    """``card`` in player 0's hand with five of each basic land, and something for every half to target:
    creatures, an artifact and an enchantment on both sides, a creature card in player 0's graveyard."""
    s = Scenario.full()
    s.hand(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 5)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Ornithopter")
        s.battlefield(p, "Glorious Anthem")
    s.graveyard(0, "Hill Giant")
    return s, s.start("main1")


def _cast(g, card: str, variant: str):
    """Cast ``card`` as ``variant`` (face0, face1 or fuse), answering every target or choice with its first
    option, and return the spell's object on the stack."""
    oid = g.find(card)
    g.game.apply(("cast", oid, variant))
    for _ in range(12):
        d = g.decision
        if d is None or d.kind == "priority":
            break
        opts = list(d.options or ()) or list(g.options())
        g.answer(opts[0])
    assert g.stack, "the spell is on the stack"
    return g.obj(g.stack[-1])


@pytest.mark.parametrize("card", FUSED_COST)
def test_fuse_fused_spell_pays_both_costs_and_has_total_mana_value_702_102c_709_4d(card):
    """702.102c, 709.4d: a fused split spell costs both halves' mana costs, and on the stack its mana value is
    the total of both."""
    left, right = _faces(card)
    s, g = _board(card)
    untapped = sum(1 for o in g.state.objects.values() if o.zone == "battlefield" and not o.tapped)
    spell = _cast(g, card, "fuse")
    total = _cost(left).mana_value + _cost(right).mana_value
    assert spell.mana_value == total, (spell.mana_value, total)
    now = sum(1 for o in g.state.objects.values() if o.zone == "battlefield" and not o.tapped)
    assert untapped - now == total, (untapped - now, total)   # one land tapped per mana paid


@pytest.mark.parametrize("card", ONE_HALF)
@pytest.mark.parametrize("half", [0, 1])
def test_fuse_half_cast_alone_has_only_that_halfs_characteristics_709_3b(card, half):
    """709.3b: a split spell cast without fuse has only the cast half's name, cost and mana value on the stack."""
    face = _faces(card)[half]
    s, g = _board(card)
    spell = _cast(g, card, f"face{half}")
    assert spell.name == face.name, spell.name
    assert spell.mana_value == _cost(face).mana_value


@pytest.mark.parametrize("card", COLORS)
def test_fuse_colors_in_hand_fused_and_half_cast_105_2_709_4(card):
    """709.4, 702.102b: out of the stack (and fused) the card has both halves' colors; a half cast alone has only
    that half's colors."""
    left, right = _faces(card)
    both = sorted(names(_cost(left).colors | _cost(right).colors))
    s, g = _board(card)
    assert sorted(g.obj(g.find(card)).colors) == both
    assert sorted(_cast(g, card, "fuse").colors) == both
    s, g = _board(card)
    assert sorted(_cast(g, card, "face0").colors) == sorted(names(_cost(left).colors))


def _cascade_into_wear_tear(board: list[str]):
    s = Scenario.full()
    s.hand(0, "Bloodbraid Elf")
    card = s.library(0, "Wear // Tear")[0]
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 2)
    perms = [s.battlefield(1, b) for b in board]
    g = s.start("main1")
    g.cast("Bloodbraid Elf")
    g.pass_priority(2)                        # the cascade trigger resolves (702.85a)
    return g, card, perms


@pytest.mark.parametrize("half", ["Wear", "Tear"])
@ruling("Wear", "2013-04-15", "if youre casting a split card")
@ruling("Tear", "2013-04-15", "if youre casting a split card")
def test_wear_tear_2013_04_15_if_youre_casting_a_split_card_702_102a_709_3_702_85a(half):
    """702.102a, 709.3, 702.85a: cascading into Wear // Tear (cast from exile, not a hand) its owner chooses
    either half — never both fused. (Finding: cascade offered only the left half, so with no artifact to
    target the card couldn't be cast at all; engine/mechanics/cascade.py now asks which half.)"""
    g, card, (anthem,) = _cascade_into_wear_tear(["Glorious Anthem"])
    d = g.decision
    halves = [o for o in d.options if o[0] == "cast_half"]
    assert [o[2] for o in halves] == ["Wear", "Tear"]      # two halves, no fused option
    assert not any("fuse" in str(o) for o in d.options)
    g.answer(next(o for o in halves if o[2] == half))
    if half == "Tear":
        g.choose(anthem)
        assert g.obj(g.stack[-1]).name == "Tear"
        g.pass_until_resolved()
        g.expect_zone(anthem, "graveyard")
        g.expect_zone(card, "graveyard")
    else:                                       # Wear has no artifact to target: it can't be cast
        g.pass_until_resolved()
        g.expect_zone(anthem, "battlefield")
        g.expect_zone(card, "library")          # put on the bottom with the rest (702.85a)


FUSE_CASCADE = [
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Far // Away', marks=ruling('Far', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Far // Away', marks=ruling('Away', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'if youre casting a split card')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'if youre casting a split card')),
]


@pytest.mark.parametrize("card", FUSE_CASCADE)
def test_fuse_card_cast_from_exile_by_cascade_is_one_half_never_fused_702_102a_709_3(card):
    """702.102a, 709.3, 702.85a: cascade (Maelstrom Wanderer: mana value below 8) casts the exiled card from
    exile, not a hand: its caster chooses one half or the other, and fusing isn't offered."""
    s = Scenario.full()
    s.hand(0, "Maelstrom Wanderer")
    s.library(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 5)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Ornithopter")
        s.battlefield(p, "Glorious Anthem")
    g = s.start("main1")
    g.cast("Maelstrom Wanderer")
    for _ in range(3):                       # the order of its two cascade triggers
        if g.decision.kind == "priority":
            break
        g.answer(list(g.decision.options)[0])
    g.pass_priority(2)                       # the first cascade trigger resolves and finds the card
    d = g.decision
    halves = [f.name for f in _faces(card)]
    assert d.kind == "option" and [o[2] for o in d.options if o[0] == "cast_half"] == halves, d.options
    assert not any("fuse" in str(o) for o in d.options)


def _far_away(s):
    s.hand(0, "Far // Away")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.lands(0, "Island", 2)
    s.lands(0, "Swamp", 3)
    return bears, giant


@ruling("Far", "2013-04-15", "when a fused split spell resolves")
@ruling("Away", "2013-04-15", "when a fused split spell resolves")
def test_far_away_2013_04_15_when_a_fused_split_spell_resolves_702_102d():
    """702.102d: fused Far // Away: Far returns Grizzly Bears first, then Away makes its controller sacrifice a
    creature — Hill Giant is the only one left (right half first would have let them sacrifice the Bears)."""
    s = Scenario.full()
    bears, giant = _far_away(s)
    g = s.start("main1")
    g.cast(g.find("Far // Away"), variant="fuse", targets=[bears, ("player", 1)])
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.expect_zone(giant, "graveyard")


@ruling("Far", "2013-04-15", "when resolving a fused split spell")
@ruling("Away", "2013-04-15", "when resolving a fused split spell")
def test_far_away_2013_04_15_when_resolving_a_fused_split_spell_608_2b():
    """608.2b: one target of the fused spell became illegal (its Bears returned by Unsummon in response): the
    spell still resolves for the legal one — Away's player sacrifices Hill Giant; Far does nothing."""
    s = Scenario.full()
    bears, giant = _far_away(s)
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast(g.find("Far // Away"), variant="fuse", targets=[bears, ("player", 1)])
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    g.expect_zone(giant, "graveyard")
    g.expect_zone("Far // Away", "graveyard")


@ruling("Toil", "2013-04-15", "you can choose the same object")
@ruling("Trouble", "2013-04-15", "you can choose the same object")
@ruling("Toil", "2013-04-15", "if you cast toil trouble as")
@ruling("Trouble", "2013-04-15", "if you cast toil trouble as")
def test_toil_trouble_2013_04_15_you_can_choose_the_same_object_702_102d_115_3():
    """115.3, 702.102d: fused Toil // Trouble may target the same player with both halves: they draw two and
    lose 2 life (Toil), then Trouble deals damage equal to the cards now in their hand (2): life 16."""
    s = Scenario.full()
    s.hand(0, "Toil // Trouble")
    s.lands(0, "Swamp", 3)
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.cast(g.find("Toil // Trouble"), variant="fuse", targets=[("player", 1), ("player", 1)])
    g.pass_until_resolved()
    g.expect_life(1, 16)
    assert len(g.zone(1, "hand")) == 2


@ruling("Armed", "2013-04-15", "you can choose the same object")
@ruling("Dangerous", "2013-04-15", "you can choose the same object")
def test_armed_dangerous_2013_04_15_you_can_choose_the_same_object_702_102d_115_3():
    """115.3, 702.102d: fused Armed // Dangerous may target the same creature with both halves: it gets +1/+1
    and double strike, and every creature able to block it must."""
    s = Scenario.full()
    s.hand(0, "Armed // Dangerous")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast(g.find("Armed // Dangerous"), variant="fuse", targets=[bears, bears])
    g.pass_until_resolved()
    g.expect_pt(bears, 3, 3)
    assert "Double Strike" in g.obj(bears).keywords


LEFT_FIRST = [
    pytest.param('Alive // Well', marks=ruling('Alive', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Beck // Call', marks=ruling('Beck', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Beck // Call', marks=ruling('Call', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Profit // Loss', marks=ruling('Loss', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Profit // Loss', marks=ruling('Profit', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Ready // Willing', marks=ruling('Ready', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Toil // Trouble', marks=ruling('Toil', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Toil // Trouble', marks=ruling('Trouble', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Alive // Well', marks=ruling('Well', '2013-04-15', 'when a fused split spell resolves')),
    pytest.param('Ready // Willing', marks=ruling('Willing', '2013-04-15', 'when a fused split spell resolves')),
]

SAME_OBJECT = [
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'you can choose the same object')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'you can choose the same object')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'you can choose the same object')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'you can choose the same object')),
]

PARTLY_ILLEGAL = [
    pytest.param('Armed // Dangerous', marks=ruling('Armed', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Armed // Dangerous', marks=ruling('Dangerous', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Down // Dirty', marks=ruling('Dirty', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Down // Dirty', marks=ruling('Down', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Protect // Serve', marks=ruling('Protect', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Protect // Serve', marks=ruling('Serve', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Wear // Tear', marks=ruling('Tear', '2013-04-15', 'when resolving a fused split spell')),
    pytest.param('Wear // Tear', marks=ruling('Wear', '2013-04-15', 'when resolving a fused split spell')),
]



#: per fused card: what its two halves target (keys of the board below) and a text from each half's event in
#: the log, left half first
FUSED = {
    "Alive // Well": ((), "creates Centaur", "gains"),
    "Armed // Dangerous": (("mine", "mine"), "Double Strike", "Restrict"),
    "Down // Dirty": ((("player", 1), "gy"), "(discarded)", "from graveyard to hand"),
    "Profit // Loss": ((), "+1/+1", "-1/-1"),
    "Protect // Serve": (("mine", "theirs"), "+2/+4", "-6/+0"),
    "Ready // Willing": ((), "Indestructible", "Deathtouch"),
    "Toil // Trouble": ((("player", 1), ("player", 1)), "draws 2 cards", "deals"),
    "Wear // Tear": (("art", "ench"), "Ornithopter moves", "Glorious Anthem moves"),
}


def _fused_board(card: str, *, relic: bool = False):
    s = Scenario.full()
    s.hand(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 3)
    objs = {"mine": s.battlefield(0, "Grizzly Bears"), "theirs": s.battlefield(1, "Hill Giant"),
            "art": s.battlefield(1, "Ornithopter"), "ench": s.battlefield(1, "Glorious Anthem"),
            "gy": s.graveyard(0, "Centaur Courser")[0], "bow": s.battlefield(1, "Bow of Nylea")}
    s.hand(1, "Shock", "Shock", "Shock", "Unsummon")
    s.lands(1, "Island", 2)
    if relic:
        objs["relic"] = s.battlefield(1, "Relic of Progenitus")
    g = s.start("main1")
    return g, objs


def _targets(spec, objs):
    return [objs[t] if isinstance(t, str) else t for t in spec]


def _settle_fused(g):
    for _ in range(40):
        d = g.decision
        if d is None or (d.kind == "priority" and not g.stack):
            return
        if d.kind == "priority":
            g.pass_until_resolved()
        else:
            g.answer(next((o for o in d.options if o[0] == "yes"), d.options[0]))


@pytest.mark.parametrize("card", LEFT_FIRST)
def test_fused_spell_follows_the_left_half_then_the_right_702_102d(card):
    """702.102d: a fused split spell's instructions are followed left half first: each half's first event is in
    the log in that order (Beck // Call: Beck's "whenever a creature enters this turn" is already in effect when
    Call's four Birds enter, so its controller draws four cards)."""
    g, objs = _fused_board(card)
    if card == "Beck // Call":
        hand = len(g.zone(0, "hand"))
        g.cast(g.find(card), variant="fuse")
        _settle_fused(g)
        assert g.zone(0, "battlefield").count("Bird") == 4
        assert len(g.zone(0, "hand")) == hand - 1 + 4, g.zone(0, "hand")
        return
    spec, left, right = FUSED[card]
    m = g.mark()
    g.cast(g.find(card), variant="fuse", targets=_targets(spec, objs) or None)
    _settle_fused(g)
    log = [str(e) for e in g.events_since(m)]
    li = next((i for i, e in enumerate(log) if left in e), None)
    ri = next((i for i, e in enumerate(log) if right in e), None)
    assert li is not None and ri is not None and li < ri, log


@pytest.mark.parametrize("card", SAME_OBJECT)
def test_fused_spell_may_target_one_object_with_both_halves_115_3_702_102d(card):
    """115.3, 702.102d: the same object may be the target of each half: Protect // Serve on one Grizzly Bears
    (+2/+4, then -6/-0: -2/6); Wear // Tear on Bow of Nylea, an artifact and an enchantment (destroyed)."""
    g, objs = _fused_board(card)
    one = objs["bow"] if card == "Wear // Tear" else objs["mine"]
    g.cast(g.find(card), variant="fuse", targets=[one, one])
    _settle_fused(g)
    if card == "Wear // Tear":
        g.expect_zone(one, "graveyard")
    else:
        g.expect_pt(one, -2, 6)


@pytest.mark.parametrize("card", PARTLY_ILLEGAL)
def test_fused_spell_with_one_target_illegal_does_the_rest_608_2b_702_102d(card):
    """608.2b: one target of the fused spell became illegal in response (Unsummon, or for Down // Dirty, Relic of
    Progenitus exiling the graveyard card): the spell still resolves and the other half does its part."""
    g, objs = _fused_board(card, relic=card == "Down // Dirty")
    spec = FUSED[card][0] if card != "Armed // Dangerous" else ("mine", "theirs")
    targets = _targets(spec, objs)
    g.cast(g.find(card), variant="fuse", targets=targets)
    g.pass_priority()
    if card == "Down // Dirty":
        g.activate(objs["relic"], target="Player 1")
        settle(g)
        g.pass_until_resolved()
        settle(g)
        g.expect_zone(objs["gy"], "exile")
    else:
        g.cast("Unsummon", target=targets[0] if card == "Wear // Tear" else targets[1])
    m = g.mark()
    _settle_fused(g)
    log = [str(e) for e in g.events_since(m)]
    if card == "Down // Dirty":
        assert len(g.zone(1, "hand")) == 2          # four cards, two discarded
    elif card == "Armed // Dangerous":
        g.expect_pt(objs["mine"], 3, 3)
        assert "Double Strike" in g.obj(objs["mine"]).keywords
        g.expect_zone(objs["theirs"], "hand")
    elif card == "Protect // Serve":
        g.expect_pt(objs["mine"], 4, 6)
        g.expect_zone(objs["theirs"], "hand")
    elif card == "Wear // Tear":
        g.expect_zone(objs["art"], "hand")
        g.expect_zone(objs["ench"], "graveyard")
    assert any("resolves" in e for e in log), log


@ruling("Alive", "2013-04-15", "if you cast alive well as")
@ruling("Well", "2013-04-15", "if you cast alive well as")
def test_alive_well_2013_04_15_if_you_cast_alive_well_as_a_fused_split_spell_702_102d():
    """702.102d: fused Alive // Well: Alive's Centaur is created first, so Well counts it — with one Grizzly Bears,
    two creatures: 4 life."""
    g, objs = _fused_board("Alive // Well")
    g.cast(g.find("Alive // Well"), variant="fuse")
    _settle_fused(g)
    g.expect_life(0, 24)


@ruling("Beck", "2013-04-15", "if you cast beck call as")
@ruling("Call", "2013-04-15", "if you cast beck call as")
def test_beck_call_2013_04_15_if_you_cast_beck_call_as_a_fused_split_spell_702_102d():
    """702.102d: fused Beck // Call: Beck's "whenever a creature enters this turn, you may draw a card" is in effect
    when Call's four Birds enter: four cards drawn."""
    g, objs = _fused_board("Beck // Call")
    library = len(g.zone(0, "library"))
    g.cast(g.find("Beck // Call"), variant="fuse")
    _settle_fused(g)
    assert len(g.zone(0, "library")) == library - 4


@ruling("Away", "2013-04-15", "away targets only a player it")
def test_away_2013_04_15_away_targets_only_a_player_it_701_21a_608_2c():
    """701.21a, 608.2c: Away targets a player; that player chooses which creature they sacrifice as it resolves."""
    g, objs = _fused_board("Far // Away")
    g.cast(g.find("Far // Away"), variant="face1", target=("player", 1))
    g.pass_until_resolved()
    d = g.decision
    assert d.actor == 1, d
    g.choose(objs["art"])
    settle(g)
    g.expect_zone(objs["art"], "graveyard")
    g.expect_zone(objs["theirs"], "battlefield")
