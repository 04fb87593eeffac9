"""702.140 mutate and 730 merged permanents, with real cards.

Dreamtail Heron: 3/4 Elemental Bird, "Mutate {3}{U}; Flying; Whenever this creature mutates, draw a card."
Gemrazer: 4/4 Beast, "Mutate {1}{G}{G}; Reach, trample; Whenever this creature mutates, destroy target artifact or
enchantment an opponent controls."
"""
import pytest

from manastack.testing import Scenario


@pytest.fixture
def scen():
    return lambda: Scenario.full()


def _mutate_options(g, name):
    oid = g.find(name, zone="hand")
    return [o for o in g.decision.options if o[0] == "cast" and o[1] == oid and "mutate" in str(o[2])]


def _cast_mutating(g, name, target, where="top"):
    """Cast ``name`` for its mutate cost targeting ``target``; answers the rest (payment: first option)."""
    opts = _mutate_options(g, name)
    assert len(opts) == 1
    g.answer(opts[0])
    d = g.decision
    while d is not None and d.kind != "priority":
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[1] == g.find(target)))
        else:
            g.answer(d.options[0])
        d = g.decision
    return g


def _resolve_merging(g, where="top"):
    """Pass until the mutating spell resolves, answering its top/bottom choice (702.140c)."""
    for _ in range(20):
        d = g.decision
        if d.kind == "option" and d.options[0][0] == "top":
            g.answer(next(o for o in d.options if o[0] == where))
            return g
        g.answer(("pass",))
    raise AssertionError("the merge choice was never asked")


def _creatures(g, pid):
    st = g.state
    return [i for i in st.battlefield if st.objects[i].controller == pid and "Creature" in g.obj(i).types]


def test_702_140a_mutate_targets_only_a_non_human_creature_with_the_same_owner(scen):
    s = scen()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Elite Vanguard")  # a Human
    s.battlefield(1, "Grizzly Bears")  # another owner's
    s.hand(0, "Dreamtail Heron")
    s.lands(0, "Island", 4)
    g = s.start()
    assert not g.state.pool.get("Dreamtail Heron").missing
    opts = _mutate_options(g, "Dreamtail Heron")
    assert len(opts) == 1
    g.answer(opts[0])
    d = g.decision
    assert d.kind == "target"
    mine = g.find("Grizzly Bears", controller=0)
    assert sorted(o[1] for o in d.options if len(o) > 1 and isinstance(o[1], int) and o[1] >= 0) == [mine]


def test_702_140a_no_mutate_without_a_legal_target(scen):
    s = scen()
    s.battlefield(0, "Elite Vanguard")
    s.hand(0, "Dreamtail Heron")
    s.lands(0, "Island", 5)
    g = s.start()
    assert _mutate_options(g, "Dreamtail Heron") == []


def test_702_140c_730_2a_merged_on_top_has_the_top_characteristics_and_is_one_object(scen):
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Island", 4)
    g = s.start()
    before = g.find(bears)
    hand = len(g.state.hand[0])
    _cast_mutating(g, "Dreamtail Heron", bears)
    _resolve_merging(g, "top")
    g.pass_until_resolved()  # the mutate trigger (702.140d)
    assert len(_creatures(g, 0)) == 1
    assert g.find("Dreamtail Heron") == before  # 730.2c: the same object
    g.expect_pt("Dreamtail Heron", 3, 4)
    v = g.obj("Dreamtail Heron")
    assert "Flying" in v.keywords and "Bird" in v.subtypes and "Bear" not in v.subtypes
    assert len(g.state.hand[0]) == hand - 1 + 1  # the Heron left the hand; its trigger drew a card


def test_702_140e_merged_under_keeps_the_top_and_gains_every_ability(scen):
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Island", 4)
    g = s.start()
    _cast_mutating(g, "Dreamtail Heron", bears)
    _resolve_merging(g, "bottom")
    g.pass_until_resolved()
    assert len(_creatures(g, 0)) == 1
    g.expect_pt(bears, 2, 2)
    v = g.obj(bears)
    assert v.name == "Grizzly Bears" and "Flying" in v.keywords  # 702.140e: the Heron's flying
    seen = next(p for p in g.game.view(1)["battlefield"] if p["id"] == g.find(bears))
    assert seen["name"] == "Grizzly Bears" and seen["merged"] == ["Dreamtail Heron"]
    assert g.zone_of("Dreamtail Heron") is None or g.zone_of("Dreamtail Heron") == "battlefield"


def test_702_140d_whenever_this_creature_mutates_triggers_on_the_merge(scen):
    """Gemrazer's trigger destroys an opponent's artifact as it merges (under the creature: its ability is the
    merged permanent's, 702.140e)."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Ornithopter")
    s.hand(0, "Gemrazer")
    s.lands(0, "Forest", 3)
    g = s.start()
    _cast_mutating(g, "Gemrazer", bears)
    _resolve_merging(g, "bottom")
    d = g.decision
    while g.state.stack or d.kind != "priority":
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[1] == g.find("Ornithopter")))
        else:
            g.answer(d.options[0] if d.kind != "priority" else ("pass",))
        d = g.decision
    g.expect_zone("Ornithopter", "graveyard")
    v = g.obj(bears)
    assert {"Reach", "Trample"} <= set(v.keywords)


def test_730_2b_merging_is_not_entering_and_730_2c_no_new_summoning_sickness(scen):
    """The Bears were under their controller's control since the turn began: the mutated creature can attack."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Gemrazer")
    s.lands(0, "Forest", 3)
    s.battlefield(1, "Ornithopter")
    g = s.start()
    entered = len(g.state.turn_data.get("entered", ()))
    _cast_mutating(g, "Gemrazer", bears)
    _resolve_merging(g, "top")
    d = g.decision
    while g.state.stack or d.kind != "priority":
        g.answer(d.options[0] if d.kind != "priority" else ("pass",))
        d = g.decision
    assert len(g.state.turn_data.get("entered", ())) == entered
    g.pass_until("declare_attackers")
    g.attack("Gemrazer")
    if g.decision.kind == "blockers":
        g.no_blocks()
    g.pass_until("main2")
    assert g.life(1) == 16  # 4 trample damage from the mutated Gemrazer


def test_702_140b_illegal_target_resolves_as_a_creature_spell(scen):
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron")
    s.lands(0, "Island", 4)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    _cast_mutating(g, "Dreamtail Heron", bears)
    g.answer(("pass",))
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    g.expect_zone("Dreamtail Heron", "battlefield")
    g.expect_pt("Dreamtail Heron", 3, 4)
    assert "702.140b" in g.rules_since(0)


def test_730_3_merged_permanent_dies_and_every_card_goes_to_the_graveyard(scen):
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Island", 4)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start()
    _cast_mutating(g, "Dreamtail Heron", bears)
    _resolve_merging(g, "top")
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    mark = g.mark()
    g.cast("Murder", target="Dreamtail Heron")
    g.pass_until_resolved()
    assert g.decision.kind == "option" and g.decision.options[0][0] == "top"  # 730.3a: the owner arranges them
    g.answer(g.decision.options[0])
    g.pass_until_resolved()
    assert sorted(g.zone(0, "graveyard")) == ["Dreamtail Heron", "Grizzly Bears"]
    assert _creatures(g, 0) == []
    dies = [e for e in g.events_since(mark, "zone") if (e.data or {}).get("from") == "battlefield"]
    assert len(dies) == 1  # 730.3: one permanent leaves the battlefield


def test_730_2d_730_3_mutate_onto_a_token_then_it_dies(scen):
    """Under a Goblin token the merged permanent is a token (730.2d); it dies: the Heron card goes to the
    graveyard and the token ceases to exist (704.5d)."""
    s = scen()
    s.hand(0, "Dragon Fodder", "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 4)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    g.cast("Dragon Fodder")
    g.pass_until_resolved()
    tok = next(i for i in g.state.battlefield if g.state.objects[i].kind == "token")
    _cast_mutating(g, "Dreamtail Heron", tok)
    _resolve_merging(g, "bottom")
    g.pass_until_resolved()
    o = g.state.objects[tok]
    assert o.kind == "token" and "Flying" in g.obj(tok).keywords  # 730.2d, 702.140e
    g.expect_pt(tok, 1, 1)
    g.pass_until("main1", turn=2)
    g.cast("Lightning Bolt", target=tok)
    g.pass_until_resolved()
    assert g.zone(0, "graveyard").count("Dreamtail Heron") == 1
    assert sum(1 for i in g.state.battlefield if g.state.objects[i].kind == "token") == 1  # the other Goblin
    assert all(g.state.objects[i].kind == "card" for z in (g.state.graveyard[0],) for i in z)


def test_730_2d_mutating_over_a_token_makes_a_card_permanent(scen):
    s = scen()
    s.hand(0, "Dragon Fodder", "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 4)
    g = s.start()
    g.cast("Dragon Fodder")
    g.pass_until_resolved()
    tok = next(i for i in g.state.battlefield if g.state.objects[i].kind == "token")
    _cast_mutating(g, "Dreamtail Heron", tok)
    _resolve_merging(g, "top")
    g.pass_until_resolved()
    assert g.state.objects[tok].kind == "card" and g.obj(tok).name == "Dreamtail Heron"


def test_730_2a_a_copy_of_a_mutated_permanent_copies_every_ability(scen):
    """730.2a: the merge is a copiable effect, so Clone copying the mutated Bears (Heron underneath) is a 2/2
    Grizzly Bears with flying."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron", "Clone")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Island", 8)
    g = s.start()
    _cast_mutating(g, "Dreamtail Heron", bears)
    _resolve_merging(g, "bottom")
    g.pass_until_resolved()
    g.cast("Clone")
    for _ in range(10):
        d = g.decision
        if d.kind == "priority" and not g.state.stack:
            break
        if d.kind == "priority":
            g.answer(("pass",))
        else:
            g.answer(next((o for o in d.options if g.find(bears) in o), d.options[0]))
    clone = next(i for i in g.state.battlefield if g.state.objects[i].card == "Clone")
    v = g.obj(clone)
    assert v.name == "Grizzly Bears" and "Flying" in v.keywords
    g.expect_pt(clone, 2, 2)


def test_702_140d_the_number_of_times_it_has_mutated_counts_each_merge(scen):
    """Insatiable Hemophage ("Whenever this creature mutates, each opponent loses X life and you gain X life, where
    X is the number of times this creature has mutated") merged under the Bears: X is 1."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Insatiable Hemophage")
    s.lands(0, "Swamp", 3)
    g = s.start()
    _cast_mutating(g, "Insatiable Hemophage", bears)
    _resolve_merging(g, "bottom")
    g.pass_until_resolved()
    assert (g.life(0), g.life(1)) == (21, 19)


def test_730_2c_a_mutated_creature_that_was_not_sick_may_tap_at_once(scen):
    """Porcuparrot ("{T}: This creature deals X damage to any target, where X is the number of times this creature
    has mutated") on top of Bears that were there since the turn began: it may tap now, for 1 damage."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Porcuparrot")
    s.lands(0, "Mountain", 3)
    g = s.start()
    _cast_mutating(g, "Porcuparrot", bears)
    _resolve_merging(g, "top")
    g.pass_until_resolved()
    g.activate("Porcuparrot", target="player 2")
    g.pass_until_resolved()
    assert g.life(1) == 19


def test_730_2_a_merged_permanent_survives_save_and_load_and_its_choice_is_asked_after_load(scen):
    """The merged permanent's components are plain game state: saved and loaded mid-game (also with the top/bottom
    choice pending), the loaded game plays the same -- one permanent, every ability, every card when it leaves."""
    from manastack.game import Game

    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Dreamtail Heron")
    s.library(0, "Forest", "Forest")
    s.lands(0, "Island", 4)
    g = s.start()
    _cast_mutating(g, "Dreamtail Heron", bears)
    g.answer(("pass",))
    g.answer(("pass",))
    assert g.decision.kind == "option"  # the merge choice (702.140c)
    assert sorted(g.game.describe(o) for o in g.decision.options) == [
        "Put Dreamtail Heron on top of Grizzly Bears", "Put Dreamtail Heron under Grizzly Bears"]
    h = Game.load(g.game.save(), cards=g.state.pool)
    assert h.decision.kind == "option"
    h.apply(next(o for o in h.decision.options if o[0] == "bottom"))
    st = h.state
    (perm,) = [i for i in st.battlefield if st.objects[i].card == "Grizzly Bears"]
    assert st.objects[perm].merged and st.objects[perm].merged[0]["card"] == "Dreamtail Heron"
    h2 = Game.load(h.save(), cards=g.state.pool)
    assert h2.state.objects[perm].merged == st.objects[perm].merged
    assert h2.state.digest() == st.digest()
