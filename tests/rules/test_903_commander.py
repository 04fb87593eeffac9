"""903 the Commander variant in a game: the start (903.6, 903.7), casting from the command zone with the
commander tax (903.8), the commander's return (903.9a/704.6d, 903.9b), commander damage (903.10a/704.6c),
Brawl and the 1v1 settings (903.12), and Game.new's checks of the commanders (903.3)."""
import json

import pytest

from manastack.core.errors import GameOptionError
from manastack.game import Game

ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2 legendary creature
JASMINE = "Jasmine Boreal"  # {3}{G}{W} 4/5 legendary creature


def _decks(n=4, cmd=ISAMARU, land="Plains"):
    return [[land] * 99 + [cmd] for _ in range(n)]


def _cmd_options(g, player=0):
    return [o for o in g.decision.options if o[0] == "cast" and g.state.objects[o[1]].zone == "command"]


# ---------------------------------------------------------------- the start (903.6, 903.7)


def test_903_6_903_7_commanders_start_in_the_command_zone_at_40_life(full_db):
    g = Game.new(_decks(), format="commander", commanders=[[ISAMARU]] * 4, cards=full_db, seed=3, mulligans=False)
    v = g.view(0)
    assert [p["life"] for p in v["players"]] == [40, 40, 40, 40]
    assert [[c["name"] for c in p["commanders"]] for p in v["players"]] == [[ISAMARU]] * 4
    assert all(p["commanders"][0]["zone"] == "command" and p["commanders"][0]["tax"] == 0 for p in v["players"])
    assert sorted(c["name"] for c in v["command"]) == [ISAMARU] * 4
    # the commander is out of the 100-card deck: 99 cards make the library and the hand
    assert all(p["library_size"] + p["hand_size"] == 99 for p in v["players"])


def test_903_6_commanders_from_the_decklist_commander_section(full_db):
    from manastack.decks import parse_decklist

    text = "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n99 Plains\n"
    d = parse_decklist(text, full_db)
    g = Game.new([d, d], format="commander", cards=full_db, seed=1, mulligans=False)
    v = g.view(1)
    assert [p["commanders"][0]["name"] for p in v["players"]] == [ISAMARU, ISAMARU]
    assert v["players"][0]["life"] == 40


# ---------------------------------------------------------------- Game.new's checks (903.3, 702.124)


def test_903_3_a_commander_not_in_its_deck_is_a_typed_error(full_db):
    with pytest.raises(GameOptionError) as e:
        Game.new(_decks(2), format="commander", commanders=[[ISAMARU], [JASMINE]], cards=full_db)
    assert e.value.option == "commanders" and "not in deck 2" in str(e.value)


def test_903_3_a_nonlegendary_commander_is_a_typed_error(full_db):
    decks = [["Plains"] * 99 + ["Grizzly Bears"]] * 2
    with pytest.raises(GameOptionError) as e:
        Game.new(decks, format="commander", commanders=[["Grizzly Bears"]] * 2, cards=full_db)
    assert e.value.option == "commanders" and "can't be a commander" in str(e.value)


def test_702_124_two_commanders_without_partner_is_a_typed_error(full_db):
    decks = [["Plains"] * 98 + [ISAMARU, JASMINE]] * 2
    with pytest.raises(GameOptionError) as e:
        Game.new(decks, format="commander", commanders=[[ISAMARU, JASMINE]] * 2, cards=full_db)
    assert "partner" in str(e.value)


def test_903_3_wrong_number_of_commanders_is_a_typed_error(full_db):
    with pytest.raises(GameOptionError) as e:
        Game.new(_decks(3), format="commander", commanders=[[ISAMARU]] * 2, cards=full_db)
    assert e.value.option == "commanders"
    with pytest.raises(GameOptionError):
        Game.new(_decks(2), format="commander", commanders=[[], [ISAMARU]], cards=full_db)


def test_903_3_a_deck_without_a_commander_section_needs_commanders(full_db):
    with pytest.raises(GameOptionError) as e:
        Game.new(_decks(2), format="commander", cards=full_db)
    assert e.value.option == "commanders"


def test_903_unknown_format_is_a_typed_error(full_db):
    with pytest.raises(GameOptionError) as e:
        Game.new(_decks(2), format="oathbreaker", commanders=[[ISAMARU]] * 2, cards=full_db)
    assert e.value.option == "format"


# ---------------------------------------------------------------- casting from the command zone (903.8)


def test_903_8_a_player_may_cast_their_commander_from_the_command_zone(scen):
    s = scen(players=4)
    cmd = s.commander(0, ISAMARU)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.expect_zone(cmd, "battlefield")


def test_903_8_only_the_owner_may_cast_a_commander_from_the_command_zone(scen):
    s = scen(players=2)
    s.commander(1, ISAMARU)
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    assert _cmd_options(g) == []


def test_903_8_commander_tax_is_2_per_previous_cast_from_the_command_zone(scen):
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.hand(0, "Unsummon", "Unsummon")
    s.lands(0, "Plains", 6)
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.cast("Unsummon", target=cmd)
    g.pass_priority(2)
    assert g.decision.kind == "option" and g.decision.player == 0  # 903.9b: the owner chooses
    g.answer(("command",))
    g.pass_until_resolved()
    g.expect_zone(cmd, "command")
    assert g.game.view(1)["players"][0]["commanders"][0]["tax"] == 2
    tapped = sum(1 for o in g.state.battlefield if g.state.objects[o].tapped)
    g.cast(cmd)  # {W} + {2}
    g.pass_until_resolved()
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].tapped) - tapped == 3
    g.cast("Unsummon", target=cmd)
    g.pass_priority(2)
    g.answer(("command",))
    g.pass_until_resolved()
    assert g.game.view(0)["players"][0]["commanders"][0]["tax"] == 4
    assert _cmd_options(g) == []  # {W}{4}: two Plains left untapped


def test_903_8_the_tax_is_counted_per_commander(scen):
    s = scen(players=2)
    a = s.commander(0, ISAMARU)
    s.commander(0, JASMINE)
    s.hand(0, "Unsummon")
    s.lands(0, "Plains", 3)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast(a)
    g.pass_until_resolved()
    g.cast("Unsummon", target=a)
    g.pass_priority(2)
    g.answer(("command",))
    g.pass_until_resolved()
    cmds = {c["name"]: c["tax"] for c in g.game.view(0)["players"][0]["commanders"]}
    assert cmds == {ISAMARU: 2, JASMINE: 0}


def test_903_8_casting_a_commander_from_hand_pays_no_tax_and_counts_nothing(scen):
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU, zone="hand")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.expect_zone(cmd, "battlefield")
    assert g.game.view(0)["players"][0]["commanders"][0]["tax"] == 0


# ---------------------------------------------------------------- the commander's return (903.9)


def test_903_9a_704_6d_the_owner_may_put_a_dead_commander_into_the_command_zone(scen):
    s = scen(players=3)
    cmd = s.commander(1, ISAMARU, zone="battlefield")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=cmd)
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "option" and d.player == 1 and ("command", g.find(cmd)) in d.options
    g.answer(("command", g.find(cmd)))
    g.expect_zone(cmd, "command")


def test_903_9a_the_owner_may_leave_the_commander_in_the_graveyard_and_is_not_asked_again(scen):
    s = scen(players=2)
    cmd = s.commander(1, ISAMARU, zone="battlefield")
    s.hand(0, "Shock")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Shock", target=cmd)
    g.pass_until_resolved()
    g.answer(("leave", g.find(cmd)))
    g.expect_zone(cmd, "graveyard")
    assert g.decision.kind == "priority"
    g.pass_priority()
    assert g.decision.kind == "priority"
    g.expect_zone(cmd, "graveyard")


def test_903_9a_704_6d_from_exile_too(scen):
    s = scen(players=2)
    cmd = s.commander(1, ISAMARU, zone="battlefield")
    s.hand(0, "Swords to Plowshares")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Swords to Plowshares", target=cmd)
    g.pass_until_resolved()
    assert g.decision.kind == "option" and g.decision.player == 1
    g.answer(("command", g.find(cmd)))
    g.expect_zone(cmd, "command")


@pytest.mark.parametrize("spell,lands,answer,zone", [
    ("Unsummon", 1, ("command",), "command"),   # to its owner's hand
    ("Unsummon", 1, ("decline",), "hand"),      # the owner may decline
    ("Griptide", 4, ("command",), "command"),   # into its owner's library
], ids=["hand-to-command", "hand-declined", "library-to-command"])
def test_903_9b_a_commander_going_to_hand_or_library_may_go_to_the_command_zone_instead(scen, spell, lands, answer,
                                                                                       zone):
    s = scen(players=2)
    cmd = s.commander(1, ISAMARU, zone="battlefield")
    s.hand(0, spell)
    s.lands(0, "Island", lands)
    g = s.start("main1")
    g.cast(spell, target=cmd)
    g.pass_priority(2)
    assert g.decision.kind == "option" and g.decision.player == 1
    g.answer(answer)
    g.pass_until_resolved()
    g.expect_zone(cmd, zone)
    if zone == "command":
        assert g.zone(1, "hand") == []


# ---------------------------------------------------------------- commander damage (903.10a, 704.6c)


def _attack_with(g, cmd, defender):
    g.pass_until("declare_attackers")
    g.attack(cmd, defender=defender)
    g.pass_until("end of combat")


def test_903_10a_combat_damage_from_a_commander_is_tracked_per_player_and_visible(scen):
    s = scen(players=3, life=40)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    _attack_with(g, cmd, "Player 3")
    v = g.game.view(1)
    assert v["players"][2]["commander_damage"] == [{"commander": ISAMARU, "owner": 0, "damage": 2}]
    assert v["players"][1]["commander_damage"] == []
    g.expect_life(2, 38)


def test_704_6c_21_combat_damage_from_the_same_commander_loses_the_game(scen):
    s = scen(players=3, life=40)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    uid = g.state.objects[g.find(cmd)].uid
    g.state.designations["commander_damage"] = {(2, uid): 19}  # as if dealt in earlier combats
    _attack_with(g, cmd, "Player 3")
    assert g.life(2) == 38
    assert not g.state.players[2].in_game
    assert "704.6c" in g.rules_since(0)


def test_704_6c_damage_from_different_commanders_is_not_added_up(scen):
    s = scen(players=3, life=40)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    uid = g.state.objects[g.find(cmd)].uid
    g.state.designations["commander_damage"] = {(2, uid + 1000): 20}
    _attack_with(g, cmd, "Player 3")
    assert g.state.players[2].in_game


def test_903_10a_noncombat_damage_from_a_commander_does_not_count(scen):
    """(A pinger designated as the commander by the scenario: the rule reads the designation, 903.3.)"""
    s = scen(players=2, life=40)
    s.commander(0, "Prodigal Pyromancer", zone="battlefield")
    g = s.start("main1")
    g.activate("Prodigal Pyromancer", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 39)
    assert g.game.view(0)["players"][1]["commander_damage"] == []


def test_903_12h_brawl_has_no_commander_damage_loss(scen):
    s = scen(players=3, life=40, format="brawl", commander_damage=None)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    uid = g.state.objects[g.find(cmd)].uid
    g.state.designations["commander_damage"] = {(2, uid): 20}
    _attack_with(g, cmd, "Player 3")
    assert g.state.players[2].in_game


# ---------------------------------------------------------------- Brawl and the 1v1 settings (903.12)


def test_903_12f_brawl_starting_life_is_25_two_player_and_30_multiplayer(full_db):
    g2 = Game.new(_decks(2), format="brawl", commanders=[[ISAMARU]] * 2, cards=full_db, mulligans=False)
    g4 = Game.new(_decks(4), format="brawl", commanders=[[ISAMARU]] * 4, cards=full_db, mulligans=False)
    assert [p.life for p in g2.state.players] == [25, 25]
    assert [p.life for p in g4.state.players] == [30] * 4


def test_903_12c_brawl_allows_a_planeswalker_commander(full_db):
    pw = "Nissa, Who Shakes the World"
    decks = [["Forest"] * 59 + [pw]] * 2
    g = Game.new(decks, format="brawl", commanders=[[pw]] * 2, cards=full_db, mulligans=False, allow_unsupported=True)
    assert g.view(0)["players"][0]["commanders"][0]["name"] == pw
    with pytest.raises(GameOptionError):
        Game.new(decks, format="commander", commanders=[[pw]] * 2, cards=full_db, allow_unsupported=True)


def test_903_12g_brawl_first_mulligan_is_free_in_a_two_player_game(full_db):
    g = Game.new(_decks(2), format="brawl", commanders=[[ISAMARU]] * 2, cards=full_db, seed=5, first_player=0)
    g.apply(("mulligan",))
    g.apply(("keep",))
    # the free mulligan: nothing to put on the bottom, the player decides again with seven cards
    assert g.decision.kind == "mulligan" and g.decision.player == 0
    assert len(g.state.hand[0]) == 7


def test_commander_duel_settings_20_life_and_a_free_first_mulligan(full_db):
    g = Game.new(_decks(2), format="commander_duel", commanders=[[ISAMARU]] * 2, cards=full_db, seed=5,
                 first_player=0)
    assert [p.life for p in g.state.players] == [20, 20]
    g.apply(("mulligan",))
    g.apply(("keep",))
    assert g.decision.kind == "mulligan" and len(g.state.hand[0]) == 7


def test_903_7_two_player_commander_is_40_life_and_mulligans_count(full_db):
    g = Game.new(_decks(2), format="commander", commanders=[[ISAMARU]] * 2, cards=full_db, seed=5, first_player=0)
    assert [p.life for p in g.state.players] == [40, 40]
    g.apply(("mulligan",))
    g.apply(("keep",))
    assert g.decision.kind == "bottom"


def test_903_commander_game_saves_and_loads_with_its_commanders_and_tax(full_db):
    g = Game.new(_decks(2), format="commander", commanders=[[ISAMARU]] * 2, cards=full_db, seed=2, mulligans=False)
    text = g.save()
    h = Game.load(text, cards=full_db)
    assert h.view(0)["players"][1]["commanders"] == g.view(0)["players"][1]["commanders"]
    assert json.loads(text)["format"] == "manastack-save"


# ---------------------------------------------------------------- "commander" in card text (903.3d, 903.4)


def test_903_4_command_tower_pays_only_with_the_commanders_colors(scen):
    s = scen(players=2)
    s.commander(0, ISAMARU, zone="battlefield")
    s.battlefield(0, "Command Tower")
    s.hand(0, "Savannah Lions", "Llanowar Elves")
    g = s.start("main1")
    castable = {g.state.objects[o[1]].card for o in g.decision.options if o[0] == "cast"}
    assert castable == {"Savannah Lions"}


def test_903_4_arcane_signet_offers_each_color_of_a_two_color_identity(scen):
    s = scen(players=2, offer_mana_abilities=True)
    s.commander(0, JASMINE)
    s.battlefield(0, "Arcane Signet")
    g = s.start("main1")
    g.activate("Arcane Signet")
    while g.decision.kind != "color":
        g.pass_priority() if g.decision.kind == "priority" else g.answer(g.decision.options[0])
    assert sorted(o[1] for o in g.decision.options) == ["G", "W"]
    g.answer(("mana", "G"))
    assert g.state.players[0].pool[4] == 1  # (W U B R G C)


def test_903_4f_without_a_commander_command_tower_makes_no_mana(scen):
    s = scen(players=2, offer_mana_abilities=True)
    s.battlefield(0, "Command Tower")
    s.hand(0, "Savannah Lions")
    g = s.start("main1")
    assert not any(o[0] == "cast" for o in g.decision.options)
    g.activate("Command Tower")
    while g.decision.kind != "priority":
        g.answer(g.decision.options[0])
    assert sum(g.state.players[0].pool) == 0
    assert g.obj("Command Tower").tapped


def test_903_3d_lieutenant_works_only_while_you_control_your_commander(scen):
    s = scen(players=2)
    s.battlefield(0, "Loyal Guardian")
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    g.pass_until("beginning of combat")
    g.pass_until_resolved()
    g.expect_pt(cmd, 3, 3)
    g.expect_pt("Loyal Guardian", 5, 5)


def test_903_3d_lieutenant_does_nothing_without_your_commander_on_the_battlefield(scen):
    s = scen(players=2)
    s.battlefield(0, "Loyal Guardian")
    s.commander(0, ISAMARU)
    s.commander(1, JASMINE, zone="battlefield")  # an opponent's commander isn't "your commander"
    g = s.start("main1")
    g.pass_until("beginning of combat")
    g.pass_until("declare attackers")
    g.expect_pt("Loyal Guardian", 4, 4)


# ---------------------------------------------------------------- 903.9b among other replacement effects (616.1)


@pytest.mark.parametrize("first", ["progenitus", "rest_in_peace"])
def test_903_9b_616_1_owner_orders_the_replacements_and_903_9b_applies_from_anywhere(scen, first):
    """Progenitus (a commander) would die under Rest in Peace: two replacement effects apply (Progenitus's own,
    "shuffle it into its owner's library instead", and Rest in Peace's "exile it instead"); its controller
    chooses which applies first (616.1). Progenitus first: the event becomes "put into a library", so 903.9b
    now applies (from anywhere) and the owner may send it to the command zone; Rest in Peace first: it is
    exiled, and 704.6d offers the command zone."""
    s = scen(players=2)
    cmd = s.commander(0, "Progenitus", zone="battlefield")
    rip = s.battlefield(1, "Rest in Peace")
    s.hand(1, "Wrath of God")
    s.lands(1, "Plains", 4)
    g = s.start("main1", active=1)
    g.cast("Wrath of God")
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "replacement_order" and d.player == 0  # Progenitus's controller orders them
    src = g.find(cmd) if first == "progenitus" else g.find(rip)
    pick = next(o for o in d.options if o[2] == src)
    g.answer(pick)
    d = g.decision
    assert d.kind == "option" and d.player == 0
    if first == "progenitus":
        assert d.info["rule"] == "903.9b" and ("command",) in d.options
        g.answer(("command",))
    else:
        assert ("command", g.find(cmd, zone="exile")) in d.options  # 903.9a / 704.6d from exile
        g.answer(("command", g.find(cmd, zone="exile")))
    g.pass_until_resolved()
    g.expect_zone(cmd, "command")
    assert "Progenitus" not in g.zone(0, "library")


def test_903_3_401_2_402_3_a_commander_in_a_hidden_zone_shows_neither_place_nor_id_to_those_who_cant_see_it(full_db):
    """The designation is public (903.3), the hand and library are not (401.2, 402.3): a commander put into its
    owner's library (903.9b declined) and later drawn must not tell the table when it was drawn or which hidden
    object it is; its owner sees it in their own hand."""
    g = Game.new(_decks(2), format="commander", commanders=[[ISAMARU]] * 2, cards=full_db, seed=3, mulligans=False)
    st = g.state
    cid = next(i for i in st.command if st.objects[i].owner == 1)
    o = st.objects[cid]
    st.command.remove(cid)
    o.zone = "library"
    st.library[1].insert(0, cid)
    st.touch()
    for seat in (0, 1):
        assert g.view(seat)["players"][1]["commanders"][0] == {"id": None, "name": ISAMARU, "zone": "hidden",
                                                               "tax": 0, "casts": 0}
    st.library[1].remove(cid)
    o.zone = "hand"
    st.hand[1].append(cid)
    st.touch()
    assert g.view(0)["players"][1]["commanders"][0]["zone"] == "hidden"
    assert g.view(0)["players"][1]["commanders"][0]["id"] is None
    assert g.view(1)["players"][1]["commanders"][0] == {"id": cid, "name": ISAMARU, "zone": "hand", "tax": 0,
                                                        "casts": 0}
    assert str(cid) not in json.dumps(g.view(0)["players"][1])


def test_903_4_commanders_sphere_offers_the_commanders_colors_and_draws_when_sacrificed(scen):
    """Commander's Sphere: "{T}: Add one mana of any color in your commander's color identity. Sacrifice this
    artifact: Draw a card." -- Jasmine Boreal's G and W only."""
    s = scen(players=2, offer_mana_abilities=True)
    s.commander(0, JASMINE)
    s.battlefield(0, "Commander's Sphere")
    s.library(0, "Plains")
    g = s.start("main1")
    assert not g.state.pool.get("Commander's Sphere").missing
    g.activate("Commander's Sphere", 0)
    while g.decision.kind != "color":
        g.pass_priority() if g.decision.kind == "priority" else g.answer(g.decision.options[0])
    assert sorted(o[1] for o in g.decision.options) == ["G", "W"]
    g.answer(("mana", "W"))
    assert g.state.players[0].pool[0] == 1
    hand = len(g.state.hand[0])
    g.activate("Commander's Sphere", 1)
    g.pass_until_resolved()
    g.expect_zone("Commander's Sphere", "graveyard")
    assert len(g.state.hand[0]) == hand + 1
