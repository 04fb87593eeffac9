"""Preparation cards (722): the prepared designation, the prepare spell's copy in exile, casting it (601.2i)."""
from manastack.core.types import Zone
from manastack.testing import Scenario

FIRESINGER = "Blazing Firesinger // Seething Song"  # 2/3, enters prepared; Seething Song: instant {2}{R}, add {R}x5
AVIATOR = "Encouraging Aviator // Jump"  # flying 2/3; Jump: instant {U}, target creature gains flying until EOT
WAYPOINT = "Skycoach Waypoint"  # land: {3}, {T}: target creature becomes prepared
TOMEKEEPER = "Biblioplex Tomekeeper"  # {4}: when it enters, choose up to one: target creature becomes (un)prepared


def _exiled(g, pid=0):
    st = g.state
    return [i for i in st.zone_list(Zone.EXILE, pid)]


def _copies(g, pid=0):
    return [i for i in _exiled(g, pid) if g.state.objects[i].kind == "copy"]


def _firesinger_prepared():
    s = Scenario.full()
    card = s.hand(0, FIRESINGER)
    s.lands(0, "Mountain", 6)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    return card, g


def test_722_3a_enters_prepared_makes_copy_of_prepare_spell_in_exile():
    _, g = _firesinger_prepared()
    copies = _copies(g)
    assert len(copies) == 1
    c = g.obj(copies[0])
    assert c.name == "Seething Song" and c.types == {"Instant"} and c.power is None
    view = g.game.view(0)
    me = [o for o in view["battlefield"] if o["name"] == "Blazing Firesinger"][0]
    assert me.get("prepared") is True


def test_722_3c_controller_may_cast_the_copy_and_it_unprepares_the_permanent_601_2i():
    _, g = _firesinger_prepared()
    cid = _copies(g)[0]
    assert ("cast", cid, "normal") in g.options()
    g.cast(cid)
    assert g.stack and g.obj(g.stack[-1]).name == "Seething Song"
    view = g.game.view(0)
    me = [o for o in view["battlefield"] if o["name"] == "Blazing Firesinger"][0]
    assert "prepared" not in me  # unprepared as the spell became cast (601.2i)
    g.pass_until_resolved()
    assert g.state.players[0].pool[3] == 5  # Seething Song added {R}{R}{R}{R}{R} (pool: W U B R G C)
    assert not _copies(g)  # the spell copy ceased to exist as it left the stack; no new copy
    assert not [i for i in g.zone(0, "graveyard") if g.state.objects[i].kind == "copy"]
    assert not any(o[0] == "cast" for o in g.options() if len(o) > 1 and o[1] == cid)


def test_722_3c_copy_ceases_to_exist_when_the_permanent_leaves_the_battlefield():
    s = Scenario.full()
    card = s.hand(0, FIRESINGER)
    s.lands(0, "Mountain", 3)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    assert len(_copies(g)) == 1
    g.pass_priority()
    g.cast("Lightning Bolt", target=g.find(card))
    g.pass_until_resolved()
    g.expect_zone(card, "graveyard")
    assert not _copies(g)


def test_722_3a_a_prepared_permanent_cant_become_prepared_again():
    s = Scenario.full()
    card = s.hand(0, FIRESINGER)
    s.lands(0, "Mountain", 6)
    s.battlefield(0, WAYPOINT)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    g.activate(WAYPOINT, index=1, target=g.find(card))
    g.pass_until_resolved()
    assert len(_copies(g)) == 1


def test_722_3a_a_permanent_without_a_prepare_spell_cant_become_prepared():
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 3)
    s.battlefield(0, WAYPOINT)
    g = s.start("main1")
    g.activate(WAYPOINT, index=1, target=bears)
    g.pass_until_resolved()
    assert not _copies(g)
    view = g.game.view(0)
    assert not any(o.get("prepared") for o in view["battlefield"])


def test_722_3b_becomes_unprepared_and_its_copy_ceases_to_exist():
    s = Scenario.full()
    card, _ = s.hand(0, FIRESINGER, TOMEKEEPER)
    s.lands(0, "Mountain", 7)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    assert len(_copies(g)) == 1
    g.cast(TOMEKEEPER)
    g.pass_priority(2)  # Tomekeeper resolves; its trigger asks for a mode
    g.choose("mode 2")
    if g.decision.kind != "priority":
        g.choose(g.find(card))
    g.pass_until_resolved()
    assert not _copies(g)
    view = g.game.view(0)
    assert not any(o.get("prepared") for o in view["battlefield"])


def test_722_3c_token_copy_becomes_prepared_copy_has_only_the_prepare_spells_characteristics():
    """722.3c's example: a token copy of Encouraging Aviator that's a 1/1 green Frog becomes prepared; the copy in
    exile is a blue instant named Jump -- not green, not 1/1, not a Frog."""
    s = Scenario.full()
    aviator = s.battlefield(0, AVIATOR)
    s.hand(0, "Croaking Counterpart")
    s.lands(0, "Forest", 2)
    s.lands(0, "Island", 4)
    s.battlefield(0, WAYPOINT)
    g = s.start("main1")
    g.cast("Croaking Counterpart", target=aviator)
    g.pass_until_resolved()
    token = [i for i in g.state.battlefield if g.state.objects[i].kind == "token"][0]
    t = g.obj(token)
    assert t.name == "Encouraging Aviator" and (t.power, t.toughness) == (1, 1) and t.colors == ["green"]
    g.activate(WAYPOINT, index=1, target=token)
    g.pass_until_resolved()
    copies = _copies(g)
    assert len(copies) == 1
    c = g.obj(copies[0])
    assert c.name == "Jump" and c.colors == ["blue"] and c.types == {"Instant"}
    assert c.power is None and "Frog" not in c.subtypes


def test_722_4_a_preparation_card_has_only_its_normal_characteristics_and_its_prepare_spell_cant_be_cast():
    """722.3, 722.4: in a hand the card is the creature only; nothing offers to cast Seething Song from it."""
    s = Scenario.full()
    card = s.hand(0, FIRESINGER)
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    oid = g.find(card)
    v = g.obj(oid)
    assert v.name == "Blazing Firesinger" and "Creature" in v.types
    assert sorted(o[2] for o in g.options() if o[0] == "cast" and o[1] == oid) == ["normal"]


def test_722_3c_phasing_out_ends_the_copy_and_phasing_in_prepared_makes_a_new_one():
    s = Scenario.full()
    card, _ = s.hand(0, FIRESINGER, "Reality Ripple")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    first = _copies(g)
    assert len(first) == 1
    g.cast("Reality Ripple", target=g.find(card))
    g.pass_until_resolved()
    assert not _copies(g)
    g.pass_until("upkeep", turn=3)  # it phases in during its controller's next untap step (702.26a)
    again = _copies(g)
    assert len(again) == 1 and again != first
    assert g.obj(again[0]).name == "Seething Song"


IDEATION = "Emeritus of Ideation // Ancestral Recall"  # attacks: you may exile eight cards from your graveyard; if
# you do, it becomes prepared


def _ideation_attacks(graveyard_cards: int):
    s = Scenario.full()
    card = s.battlefield(0, IDEATION)
    s.graveyard(0, *["Grizzly Bears"] * graveyard_cards)
    g = s.start("main1")
    assert not _copies(g)  # (placed directly, it didn't enter prepared)
    g.attack(card)
    return card, g


def test_609_3_you_may_exile_eight_cards_needs_eight_so_fewer_cant_prepare_emeritus_of_ideation():
    card, g = _ideation_attacks(5)
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack, "offered to exile eight cards with five in the graveyard"
    assert not _copies(g)
    assert len(g.zone(0, "graveyard")) == 5


def test_722_3a_emeritus_of_ideation_exiling_eight_cards_becomes_prepared():
    card, g = _ideation_attacks(8)
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    while g.decision.kind == "choose_cards":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    assert len(g.zone(0, "graveyard")) == 0
    copies = _copies(g)
    assert len(copies) == 1 and g.obj(copies[0]).name == "Ancestral Recall"


def test_722_3c_attack_trigger_prepares_and_the_copy_is_cast_at_instant_speed():
    """Encouraging Aviator: "Whenever this creature attacks, it becomes prepared"; Jump (an instant) is cast from
    exile during combat, giving a creature flying."""
    s = Scenario.full()
    card = s.battlefield(0, AVIATOR)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.attack(card)
    g.pass_until_resolved()
    copies = _copies(g)
    assert len(copies) == 1
    g.cast(copies[0], target=bears)
    g.pass_until_resolved()
    assert "Flying" in g.obj(bears).keywords
    assert not _copies(g)


def test_722_3c_a_saved_game_keeps_the_prepared_permanent_and_its_castable_copy():
    from manastack.game import Game

    card, g = _firesinger_prepared()
    cid = _copies(g)[0]
    loaded = Game.load(g.game.save(), g.game.state.pool)
    assert ("cast", cid, "normal") in loaded.legal_actions()
    assert loaded.digest() == g.game.digest()
    view = loaded.view(0)
    assert any(o.get("prepared") for o in view["battlefield"])
