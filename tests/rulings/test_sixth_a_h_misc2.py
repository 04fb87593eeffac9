"""Official rulings of target cards A-H (issue #32, sixth pass), second group: Herald of Kozilek, Hushbringer,
Mesmeric Glare, Bring to Life, Barricade Breaker, Crab Umbra, Conclave Tribunal and Devouring Light (convoke),
Baral's Expertise (and casting escalate and strive spells with it)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _lands_tapped(g, name):
    return sum(1 for o in g.state.battlefield if g._name(o) == name and g.obj(o).tapped)


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Herald of Kozilek", "2015-08-25", "herald of kozileks last ability cant")),
    pytest.param("b", marks=ruling("Herald of Kozilek", "2015-08-25", "herald of kozileks last ability doesnt")),
])
def test_herald_of_kozilek_reduces_generic_only_total_cost_601_2f(words):
    """601.2f, 202.3: Adverse Conditions ({3}{U}, colorless by devoid) costs {2}{U} with the Herald: three lands
    are tapped (the {U} isn't reduced, only the generic part); on the stack its mana value is still 4."""
    s = Scenario.full()
    s.battlefield(0, "Herald of Kozilek")
    s.hand(0, "Adverse Conditions")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Adverse Conditions", targets=[])
    settle(g)
    assert _lands_tapped(g, "Island") == 3
    assert g.obj(g.state.stack[-1]).mana_value == 4


@ruling("Herald of Kozilek", "2015-08-25", "if a colorless spell you cast")
def test_herald_of_kozilek_2015_08_25_x_chosen_before_the_reduction_601_2f():
    """601.2b, 601.2f: Endless One ({X}, colorless) cast with X=5 costs {4}: four lands pay for it, and it enters
    with five +1/+1 counters."""
    s = Scenario.full()
    s.battlefield(0, "Herald of Kozilek")
    s.hand(0, "Endless One")
    s.lands(0, "Wastes", 4)
    g = s.start("main1")
    g.cast("Endless One", x=5)
    resolve_all(g)
    assert g.obj(g.find("Endless One")).counters.get("+1/+1") == 5


@ruling("Hushbringer", "2019-10-04", "an ability that triggers when a creature")
def test_hushbringer_2019_10_04_leaves_by_dying_doesnt_trigger_603_2g():
    """603.2g: Fiend Hunter's "When this creature leaves the battlefield, return the exiled card" doesn't trigger
    when it dies with Hushbringer out: the exiled Grizzly Bears stays in exile."""
    s = Scenario.full()
    s.hand(0, "Fiend Hunter", "Hushbringer")
    s.lands(0, "Plains", 5)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Fiend Hunter")
    g.pass_until_resolved()
    if g.decision.kind == "target":
        g.answer(("target", g.find(bears)))
    settle(g)
    resolve_all(g)
    g.expect_zone(bears, "exile")
    g.cast("Hushbringer")
    resolve_all(g)
    g.pass_until("main1", turn=2)
    g.cast("Lightning Bolt", target="Fiend Hunter")
    resolve_all(g)
    g.expect_zone("Fiend Hunter", "graveyard")
    g.expect_zone(bears, "exile")


@ruling("Hushbringer", "2019-10-04", "an ability that triggers on an")
def test_hushbringer_2019_10_04_sacrifice_triggers_still_work_603_2g():
    """603.2g: Mayhem Devil's "Whenever a player sacrifices a permanent, ~ deals 1 damage to any target" still
    triggers when a creature is sacrificed (Fling) with Hushbringer on the battlefield."""
    s = Scenario.full()
    s.battlefield(0, "Hushbringer")
    s.battlefield(0, "Mayhem Devil")
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Fling")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Fling", target=("player", 1))
    while g.decision.kind != "priority":
        d = g.decision
        want = next((o for o in d.options if len(o) > 1 and o[1] == g.find("Grizzly Bears")), None)
        if ("target_player", 1) in d.options:
            want = ("target_player", 1)   # the Devil's trigger: at the opponent
        g.answer(want or next((o for o in d.options if o[0] == "auto"), d.options[0]))
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "target":
            g.answer(("target_player", 1))
        elif d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(d.options[0])
    g.expect_zone("Grizzly Bears", "graveyard")
    assert g.life(1) == 20 - 2 - 1


@ruling("Hypnotic Sprite // Mesmeric Glare", "2019-10-04", "for spells with x in their")
def test_hypnotic_sprite_mesmeric_glare_2019_10_04_for_spells_with_x_202_3e():
    """202.3e: Blaze with X=2 (mana value 3) can be targeted by Mesmeric Glare; with X=3 (4) it can't."""
    for x, ok in ((2, True), (3, False)):
        s = Scenario.full()
        s.hand(1, "Blaze")
        s.lands(1, "Mountain", 4)
        h = s.hand(0, "Hypnotic Sprite // Mesmeric Glare")
        s.lands(0, "Island", 3)
        g = s.start("main1", active=1)
        g.cast("Blaze", x=x, target=("player", 0))
        g.pass_priority()
        opts = [o for o in g.decision.options if o[0] == "cast" and o[1] == g.find(h) and o[2] == "face1"]
        assert bool(opts) == ok, (x, opts)


@ruling("Hypnotic Sprite // Mesmeric Glare", "2019-10-04", "a spell that cant be countered")
def test_hypnotic_sprite_mesmeric_glare_2019_10_04_a_spell_that_cant_be_countered_715_4():
    """101.2, 715.4: Abrupt Decay (can't be countered) is a legal target; Mesmeric Glare resolves, the Decay isn't
    countered (it destroys my Grizzly Bears) and the Glare card goes on an adventure (exile)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Abrupt Decay")
    s.lands(1, "Swamp", 1)
    s.lands(1, "Forest", 1)
    h = s.hand(0, "Hypnotic Sprite // Mesmeric Glare")
    s.lands(0, "Island", 3)
    g = s.start("main1", active=1)
    g.cast("Abrupt Decay", target=bears)
    g.pass_priority()
    g.cast(h, variant="face1", target=g.state.stack[-1])
    resolve_all(g)
    g.expect_zone(h, "exile")
    g.expect_zone(bears, "graveyard")


@ruling("Animating Faerie // Bring to Life", "2019-10-04", "bring to lifes effect lasts indefinitely")
def test_animating_faerie_bring_to_life_2019_10_04_bring_to_lifes_effect_lasts_611_2_514_2():
    """611.2, 514.2: the Mind Stone made a 4/4 creature is still one after the cleanup step, in the next turn."""
    s = Scenario.full()
    ms = s.battlefield(0, "Mind Stone")
    s.hand(0, "Animating Faerie // Bring to Life")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Animating Faerie // Bring to Life", variant="face1", target=ms)
    resolve_all(g)
    g.pass_until("main1", turn=2)
    assert "Creature" in g.obj(ms).types
    g.expect_pt(ms, 4, 4)


@ruling("Animating Faerie // Bring to Life", "2019-10-04", "an artifact that becomes a creature")
def test_animating_faerie_bring_to_life_2019_10_04_an_artifact_that_becomes_a_creature_302_6():
    """302.6: a Mind Stone that came under my control this turn, made a creature, can't attack; one I've had since
    the turn began can."""
    s = Scenario.full()
    new = s.battlefield(0, "Mind Stone", sick=True)
    old = s.battlefield(0, "Mind Stone")
    s.hand(0, "Animating Faerie // Bring to Life", "Animating Faerie // Bring to Life")
    s.lands(0, "Island", 6)
    g = s.start("main1")
    for ms in (new, old):
        g.cast(g.find("Animating Faerie // Bring to Life", zone="hand"), variant="face1", target=ms)
        resolve_all(g)
    g.pass_until("declare attackers")
    att = {o[1] for o in g.decision.options if o[0] == "attack"}
    assert g.find(old) in att and g.find(new) not in att


@ruling("Animating Faerie // Bring to Life", "2019-10-04", "an equipment thats also a creature")
def test_animating_faerie_bring_to_life_2019_10_04_an_equipment_thats_also_a_creature_301_5c_704_5n():
    """301.5c, 704.5n: Bonesplitter attached to my Grizzly Bears becomes a creature: it becomes unattached."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    eq = s.battlefield(0, "Bonesplitter", attached_to=bears)
    s.hand(0, "Animating Faerie // Bring to Life")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Animating Faerie // Bring to Life", variant="face1", target=eq)
    resolve_all(g)
    assert "Creature" in g.obj(eq).types and g.obj(eq).attached_to is None
    g.expect_pt(bears, 2, 2)


@ruling("Barricade Breaker", "2017-02-09", "if during your declare attackers step")
def test_barricade_breaker_2017_02_09_tapped_it_doesnt_attack_508_1d():
    """508.1d: a tapped Barricade Breaker isn't required to attack: the declaration is legal without it."""
    s = Scenario.full()
    s.battlefield(0, "Barricade Breaker", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    assert g.state.combat and set(g.state.combat["attackers"]) == {g.find(bears)}


@ruling("Crab Umbra", "2010-06-15", "only crab umbras controller who is")
def test_crab_umbra_2010_06_15_only_its_controller_activates_602_2():
    """602.2: my Crab Umbra on the opponent's Grizzly Bears: I can activate its untap ability; the opponent
    (the creature's controller) can't."""
    s = Scenario.full()
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    umbra = s.battlefield(0, "Crab Umbra", attached_to=bears)
    s.lands(0, "Island", 3)
    s.lands(1, "Island", 3)
    g = s.start("main1")
    assert any(o[0] == "activate" and o[1] == g.find(umbra) for o in g.decision.options)
    g.pass_priority()
    assert g.decision.player == 1
    assert not any(o[0] == "activate" and o[1] == g.find(umbra) for o in g.decision.options)


@pytest.mark.parametrize("card", [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "you can tap an untapped creature")),
])
def test_conclave_tribunal_2018_10_05_you_can_tap_an_untapped_creature_302_6_702_51a(card):
    """302.6, 702.51a: convoke taps creatures without the {T} symbol: a summoning-sick Grizzly Bears helps pay."""
    s = Scenario.full()
    sick = s.battlefield(0, "Grizzly Bears", sick=True)
    s.hand(0, card)
    s.lands(0, "Plains", 3)
    s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(12):
        d = g.decision
        if d.kind == "priority":
            break
        pick = next((o for o in d.options if o[0] == "convoke" and o[1] == g.find(sick)), None)
        g.answer(pick or next((o for o in d.options if o[0] in ("auto", "done", "target")), d.options[0]))
    assert g.obj(sick).tapped and g.stack


@pytest.mark.parametrize("card", [
    pytest.param("Conclave Tribunal", marks=ruling("Conclave Tribunal", "2018-10-05", "tapping a multicolored creature using convoke will pay for 1 or one mana of your choice of any of that creatures colors")),
    pytest.param("Devouring Light", marks=ruling("Devouring Light", "2014-07-18", "tapping a multicolored creature using convoke")),
])
def test_convoke_multicolored_creature_pays_one_of_its_colors_702_51a(card):
    """702.51a: a white-and-green Selesnya Evangel tapped for convoke pays for a {W}: with one Plains fewer than
    the white symbols, the spell is still castable."""
    s = Scenario.full()
    evangel = s.battlefield(0, "Selesnya Evangel")
    att = s.battlefield(1, "Hill Giant")
    s.hand(0, card)
    s.lands(0, "Plains", 1)
    s.lands(0, "Wastes", 2)
    g = s.start("main1", active=1) if card == "Devouring Light" else s.start("main1")
    if card == "Devouring Light":
        g.attack(att)
        g.no_blocks()
        g.pass_priority()
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    for _ in range(12):
        d = g.decision
        if d.kind == "priority":
            break
        # the Evangel pays for a white symbol (not the generic one)
        pick = next((o for o in d.options if o[0] == "convoke" and o[1] == g.find(evangel) and o[3] == "W"
                     and o[2] > 0), None)
        g.answer(pick or next((o for o in d.options if o[0] in ("auto", "done", "target")), d.options[0]))
    assert g.obj(evangel).tapped and g.stack
