"""730.3a-c: a merged permanent leaving the battlefield (its owner arranges its cards in a graveyard or library; an
effect that finds the new object finds every card), and 903.3c, 903.9c: a merged permanent that contains a commander
is that commander (commander damage, the return to the command zone, the tax unchanged).

Dreamtail Heron: 3/4 Elemental Bird, "Mutate {3}{U}; Flying; Whenever this creature mutates, draw a card."
Isamaru, Hound of Konda: {W} 2/2 legendary Dog (a non-Human commander to mutate onto)."""
from manastack.engine.evaluate import Env, condition_holds
from manastack.engine.mechanics.commander import is_commander
from manastack.testing import Scenario
from manastack.tree.abilities import IsTrue

ISAMARU = "Isamaru, Hound of Konda"
HERON = "Dreamtail Heron"


def _mutate(g, name, target, where="top"):
    """Cast ``name`` for its mutate cost onto ``target``, put it ``where`` (702.140c) and let its trigger resolve."""
    oid, tid = g.find(name, zone="hand"), g.find(target)
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and o[1] == oid and "mutate" in str(o[2])))
    while g.decision.kind != "priority":
        d = g.decision
        g.answer(next(o for o in d.options if o[1] == tid) if d.kind == "target" else d.options[0])
    for _ in range(20):
        d = g.decision
        if d.kind == "option" and d.options[0][0] == "top" and len(d.options[0]) == 3:
            g.answer(next(o for o in d.options if o[0] == where))
            break
        g.answer(("pass",))
    g.pass_until_resolved()  # the "whenever this creature mutates" draw
    return tid  # (the merged permanent is the same object, 730.2c)


def _merged_heron_over_bears(s, where="top"):
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, HERON)
    s.library(0, "Forest", "Forest", "Forest")
    s.lands(0, "Island", 4)
    g = s.start()
    return g, _mutate(g, HERON, bears, where)


def _answer_arrangement(g, top_name):
    """730.3a: answer "which goes on top" with the card named ``top_name``."""
    d = g.decision
    assert d.kind == "option" and d.player == 0 and d.options[0][0] == "top" and len(d.options[0]) == 2
    assert sorted(o[1] for o in d.options) == ["Dreamtail Heron", "Grizzly Bears"]
    g.answer(("top", top_name))


def test_730_3a_owner_arranges_the_merged_cards_in_the_graveyard():
    for top in ("Grizzly Bears", HERON):
        s = Scenario.full()
        s.hand(1, "Murder")
        s.lands(1, "Swamp", 3)
        g, merged = _merged_heron_over_bears(s)
        g.pass_until("main1", turn=2)
        g.cast("Murder", target=merged)
        g.pass_priority(2)
        _answer_arrangement(g, top)
        g.pass_until_resolved()
        gy = g.state.graveyard[0]
        assert [g.obj(i).name for i in gy[-2:]][::-1][0] == top  # the end of the list is the top (404.2)
        assert sorted(g.zone(0, "graveyard")) == [HERON, "Grizzly Bears"]


def test_730_3a_owner_arranges_the_merged_cards_in_the_library():
    s = Scenario.full()
    s.hand(1, "Griptide")  # "Put target creature on top of its owner's library."
    s.lands(1, "Island", 4)
    g, merged = _merged_heron_over_bears(s)
    g.pass_until("main1", turn=2)
    g.cast("Griptide", target=merged)
    g.pass_priority(2)
    _answer_arrangement(g, "Grizzly Bears")
    g.pass_until_resolved()
    lib = g.state.library[0]
    assert [g.obj(i).name for i in lib[-2:]] == [HERON, "Grizzly Bears"]  # Bears on top, the Heron under it


def test_730_3c_exiled_and_returned_each_card_returns_as_its_own_permanent():
    """Cloudshift: "Exile target creature you control, then return that card to the battlefield under your
    control." -- the effect finds every card the merged permanent became (730.3c): two permanents return (the
    controller exiling it is asked the 730.3b timestamp order on the way)."""
    s = Scenario.full()
    s.hand(0, "Cloudshift")
    s.lands(0, "Plains", 1)
    g, merged = _merged_heron_over_bears(s)
    g.pass_until("main1", turn=3)
    g.cast("Cloudshift", target=merged)
    g.pass_priority(2)
    _answer_earliest(g, 0, HERON)  # 730.3b: its controller exiles it and orders the cards' timestamps
    g.pass_until_resolved()
    names = sorted(g.obj(i).name for i in g.state.battlefield if "Creature" in g.obj(i).types)
    assert names == [HERON, "Grizzly Bears"]
    assert all(not g.state.objects[i].merged for i in g.state.battlefield)
    g.expect_pt("Grizzly Bears", 2, 2)


# ---------------------------------------------------------------- a merged commander (903.3c, 903.9c)


def _merged_commander(where="top", **kw):
    s = Scenario.full(**kw)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    s.hand(0, HERON)
    s.library(0, "Forest", "Forest", "Forest")
    s.lands(0, "Island", 4)
    return s, cmd


def test_903_3c_a_merged_permanent_containing_the_commander_is_the_commander_and_deals_commander_damage():
    s, cmd = _merged_commander()
    g = s.start()
    merged = _mutate(g, HERON, cmd, "top")
    assert g.obj(merged).name == HERON
    v = g.game.view(1)["players"][0]["commanders"]
    assert [(c["name"], c["zone"], c["tax"]) for c in v] == [(ISAMARU, "battlefield", 0)]  # 903.8: no tax counted
    g.attack(merged)
    g.no_blocks()
    g.pass_until("end")
    taken = g.game.view(1)["players"][1]["commander_damage"]
    assert taken == [{"commander": ISAMARU, "owner": 0, "damage": 3}]  # 903.10a: the Heron on top deals 3


def test_903_3c_merged_under_another_card_it_is_still_the_commander():
    """The Heron merged under Isamaru (Isamaru shows) or on top of it (the Heron shows, 730.2a): either way the
    merged permanent is the commander (903.3c), and "if you control your commander" holds (903.3d)."""
    for where, shown in (("bottom", ISAMARU), ("top", HERON)):
        s, cmd = _merged_commander()
        g = s.start()
        merged = _mutate(g, HERON, cmd, where)
        assert g.obj(merged).name == shown
        assert is_commander(g.state, merged)
        assert condition_holds(Env(g.state, merged, 0), IsTrue("control_commander"))


def test_903_9c_bounced_merged_commander_goes_to_the_command_zone_and_the_rest_to_hand():
    s, cmd = _merged_commander()
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start()
    merged = _mutate(g, HERON, cmd, "top")
    g.pass_until("main1", turn=2)
    g.cast("Unsummon", target=merged)
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "option" and d.player == 0 and ("command",) in d.options  # 903.9b: the owner chooses
    g.answer(("command",))
    g.pass_until_resolved()
    g.expect_zone(cmd, "command")  # 903.9c: the commander card
    assert g.zone(0, "hand").count(HERON) == 1  # ... and the other component where it was going


def test_903_9c_declined_the_whole_merged_permanent_goes_to_hand():
    s, cmd = _merged_commander()
    s.hand(1, "Unsummon")
    s.lands(1, "Island", 1)
    g = s.start()
    merged = _mutate(g, HERON, cmd, "top")
    g.pass_until("main1", turn=2)
    g.cast("Unsummon", target=merged)
    g.pass_priority(2)
    g.answer(("decline",))
    g.pass_until_resolved()
    g.expect_zone(cmd, "hand")
    assert g.zone(0, "hand").count(HERON) == 1


def test_903_9a_704_6d_merged_commander_dies_the_commander_card_may_return():
    s, cmd = _merged_commander()
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start()
    merged = _mutate(g, HERON, cmd, "top")
    g.pass_until("main1", turn=2)
    g.cast("Murder", target=merged)
    g.pass_priority(2)
    for _ in range(6):  # 730.3a's arrangement, then 704.6d asks about the commander card only
        d = g.decision
        if d.kind == "option" and d.options[0][0] == "command":
            assert g.obj(d.options[0][1]).name == ISAMARU  # (a state-based action: the cards are in the graveyard)
            g.answer(d.options[0])
            break
        g.answer(d.options[0] if d.kind != "priority" else ("pass",))
    else:
        raise AssertionError("the commander's return was not asked")
    g.pass_until_resolved()
    g.expect_zone(cmd, "command")
    assert g.zone(0, "graveyard") == [HERON]


def test_730_3d_a_replacement_effect_applied_to_the_merged_permanent_applies_to_every_card():
    """Rest in Peace ("If a card or token would be put into a graveyard from anywhere, exile it instead."): the
    merged permanent dies -- both its cards are exiled, none reaches the graveyard, nothing is arranged there (only
    the exile's timestamp order, 730.3b, asked of the permanent's controller: no effect of a player exiles it)."""
    s = Scenario.full()
    s.battlefield(1, "Rest in Peace")
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g, merged = _merged_heron_over_bears(s)
    g.pass_until("main1", turn=2)
    g.cast("Murder", target=merged)
    g.pass_priority(2)
    _answer_earliest(g, 0, "Grizzly Bears")
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == []
    assert sorted(g.zone(0, "exile")) == [HERON, "Grizzly Bears"]


# ---------------------------------------------------------------- 730.3b: exiled, the exiling player orders timestamps


def _answer_earliest(g, player, first):
    d = g.decision
    assert d.kind == "option" and d.player == player and d.info.get("rule") == "730.3b"
    assert sorted(o[1] for o in d.options) == ["Dreamtail Heron", "Grizzly Bears"]
    g.answer(("earliest", first))


def test_730_3b_the_opponent_who_exiles_the_merged_permanent_orders_the_timestamps():
    """Swords to Plowshares cast by the opponent exiles the mutated Heron: the opponent -- the player exiling it,
    not its owner -- determines the relative timestamp order of the two cards in exile (730.3b, not 613.7m)."""
    for first in ("Grizzly Bears", HERON):
        s = Scenario.full()
        s.hand(1, "Swords to Plowshares")
        s.lands(1, "Plains", 1)
        g, merged = _merged_heron_over_bears(s)
        g.pass_until("main1", turn=2)
        g.cast("Swords to Plowshares", target=merged)
        g.pass_priority(2)
        _answer_earliest(g, 1, first)
        g.pass_until_resolved()
        exiled = sorted((g.state.objects[i].timestamp, g.obj(i).name) for i in g.state.exile)  # 613.7
        assert [n for _, n in exiled][0] == first
        assert sorted(g.zone(0, "exile")) == [HERON, "Grizzly Bears"]
        assert g.life(0) == 20 + 3  # (the Heron on top: power 3, 702.140e)



def test_730_3b_the_timestamp_question_survives_save_and_load():
    """Saved with the 730.3b question pending (in the middle of the zone change), the loaded game asks it again
    and plays the same: the card chosen gets the earliest timestamp."""
    from manastack.game import Game

    s = Scenario.full()
    s.hand(1, "Swords to Plowshares")
    s.lands(1, "Plains", 1)
    g, merged = _merged_heron_over_bears(s)
    g.pass_until("main1", turn=2)
    g.cast("Swords to Plowshares", target=merged)
    g.pass_priority(2)
    assert g.decision.info.get("rule") == "730.3b"
    h = Game.load(g.game.save(), cards=g.state.pool)
    assert h.decision.kind == "option" and h.decision.player == 1
    h.apply(("earliest", HERON))
    st = h.state
    exiled = sorted((st.objects[i].timestamp, st.objects[i].card) for i in st.exile)
    assert [c for _, c in exiled] == [HERON, "Grizzly Bears"]
