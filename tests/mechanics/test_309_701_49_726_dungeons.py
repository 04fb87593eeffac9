"""Dungeons (309), venture into the dungeon (701.49) and the initiative (726), played with real cards."""
from __future__ import annotations

from manastack.cards.dungeons import dungeons
from manastack.engine.mechanics.dungeons import completed, dungeon_info, initiative
from manastack.engine.view import view
from manastack.testing import Scenario
from mechanics.trees import settle

LOST_MINE = "Lost Mine of Phandelver"
MAD_MAGE = "Dungeon of the Mad Mage"


def _reversal(n=1, players=2):
    """Fates' Reversal: "Return up to one target creature card from your graveyard to your hand. Venture into
    the dungeon." (no creature card: no target)."""
    s = Scenario.full(players=players)
    s.hand(0, *["Fates' Reversal"] * n)
    s.lands(0, "Swamp", 2 * n)
    return s


def _venture(g, *answers):
    """Cast a Fates' Reversal and resolve it, answering the venture choices with ``answers`` in order, then
    let the room ability resolve (the first option of any other decision)."""
    g.cast("Fates' Reversal")
    answers = list(answers)
    for _ in range(100):
        d = g.decision
        if d is None or (d.kind == "priority" and not g.state.stack and not g.state.pending):
            return g
        if d.kind == "option" and answers and any(o[0] in ("dungeon", "room") for o in d.options):
            g.answer(next(o for o in d.options if o[1] == answers[0]))
            answers.pop(0)
            continue
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("did not settle")


def test_309_4_data_the_four_dungeons_have_their_rooms_and_arrows():
    """309.4, 309.4a, 701.49a, 701.49d: three dungeons a venture chooses among, Undercity for the initiative;
    each room leads down to the one bottommost room."""
    ds = {d.name: d for d in dungeons()}
    assert sorted(n for n, d in ds.items() if d.venture) == sorted([LOST_MINE, "Tomb of Annihilation", MAD_MAGE])
    assert [n for n, d in ds.items() if d.undercity] == ["Undercity"]
    assert len(ds[LOST_MINE].rooms) == 7 and ds[LOST_MINE].rooms[0].next == ("Goblin Lair", "Mine Tunnels")
    assert ds["Undercity"].rooms[-1].name == "Throne of the Dead Three"


def test_701_49a_venture_puts_the_chosen_dungeon_in_the_command_zone_and_the_room_triggers():
    """701.49a, 309.2a, 309.4a, 309.4c: with no dungeon, the player chooses one of the three; the marker goes on
    the topmost room and its room ability ("You gain 1 life.") triggers, controlled by the dungeon's owner and
    with the dungeon as its source."""
    s = _reversal()
    g = s.start("main1")
    g.cast("Fates' Reversal")
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "option" and d.actor == 0
    assert sorted(o[1] for o in d.options) == sorted([LOST_MINE, "Tomb of Annihilation", MAD_MAGE])
    g.answer(("dungeon", MAD_MAGE))
    info = dungeon_info(g.state, 0)
    assert info["dungeon"] == MAD_MAGE and info["room"] == "Yawning Portal"
    assert info["object"] in g.state.command
    ab = g.state.objects[g.state.stack[-1]] if g.state.stack else None
    if ab is None:
        assert g.state.pending and g.state.pending[0].source == info["object"]
    settle(g)
    assert g.life(0) == 21


def test_701_49b_venture_follows_an_arrow_choosing_between_two():
    """701.49b, 309.5a: from Cave Entrance two arrows lead on (Goblin Lair, Mine Tunnels): the player chooses;
    Goblin Lair's room ability creates a 1/1 red Goblin."""
    s = _reversal(2)
    g = s.start("main1")
    _venture(g, LOST_MINE)
    assert dungeon_info(g.state, 0)["room"] == "Cave Entrance"
    g.cast("Fates' Reversal")
    g.pass_priority(2)
    assert g.decision.kind == "option"
    assert sorted(o[1] for o in g.decision.options) == ["Goblin Lair", "Mine Tunnels"]
    g.answer(("room", "Goblin Lair"))
    settle(g)
    assert dungeon_info(g.state, 0)["room"] == "Goblin Lair"
    assert any(g.state.objects[i].controller == 0 and g.state.objects[i].kind == "token" for i in g.state.battlefield)


def test_309_6_704_5t_completed_dungeon_leaves_after_its_last_room_ability_resolves():
    """309.6, 704.5t, 309.7: on the bottommost room (Temple of Dumathoin: "Draw a card.") the dungeon stays while
    its room ability is on the stack, then is removed: the player has completed Lost Mine of Phandelver."""
    s = _reversal(4)
    g = s.start("main1")
    _venture(g, LOST_MINE)
    _venture(g, "Mine Tunnels")
    _venture(g, "Dark Pool")
    assert dungeon_info(g.state, 0)["room"] == "Dark Pool"
    assert g.life(1) == 19 and g.life(0) == 21
    hand = len(g.zone(0, "hand"))
    g.cast("Fates' Reversal")
    g.pass_priority(2)  # Fates' Reversal resolves: the marker moves to the bottommost room
    assert dungeon_info(g.state, 0)["room"] == "Temple of Dumathoin"
    assert completed(g.state, 0) == ()
    settle(g)
    assert dungeon_info(g.state, 0) is None
    assert completed(g.state, 0) == (LOST_MINE,)
    assert len(g.zone(0, "hand")) == hand - 1 + 1  # cast one, drew one


def test_701_49c_venturing_again_after_completing_starts_a_new_dungeon():
    """701.49a after 309.7: a player who completed a dungeon and ventures again chooses a dungeon anew."""
    s = _reversal(5)
    g = s.start("main1")
    for room in (LOST_MINE, "Goblin Lair", "Storeroom", None):
        _venture(g, *([room] if room else []))
    assert completed(g.state, 0) == (LOST_MINE,)
    _venture(g, MAD_MAGE)
    assert dungeon_info(g.state, 0)["dungeon"] == MAD_MAGE


def test_309_view_shows_the_dungeon_and_room():
    """309.4: the player's view shows their dungeon, the venture marker's room and the dungeons completed."""
    s = _reversal()
    g = s.start("main1")
    _venture(g, MAD_MAGE)
    v = view(g.state, 0)
    me = v["players"][0]
    assert me["dungeon"] == {"dungeon": MAD_MAGE, "room": "Yawning Portal"}
    assert me["dungeons_completed"] == [] and me["initiative"] is False


# ---------------------------------------------------------------- the initiative (726)


def _sneak(s, pid=0):
    s.hand(pid, "Aarakocra Sneak")
    s.lands(pid, "Island", 4)


def test_726_2_taking_the_initiative_ventures_into_undercity():
    """726.1, 726.2, 701.49d: "When this creature enters, you take the initiative": the player has it and
    ventures into Undercity (no choice of dungeon): Secret Entrance's room ability searches for a basic land."""
    s = Scenario.full()
    _sneak(s)
    s.library(0, "Forest")
    g = s.start("main1")
    assert initiative(g.state) is None
    g.cast("Aarakocra Sneak")
    settle(g)
    assert initiative(g.state) == 0
    info = dungeon_info(g.state, 0)
    assert info["dungeon"] == "Undercity" and info["room"] == "Secret Entrance"
    assert "Forest" in g.zone(0, "hand")


def test_726_2_upkeep_of_the_initiative_holder_ventures_into_undercity():
    """726.2: "At the beginning of the upkeep of the player who has the initiative, that player ventures into
    Undercity" -- from Secret Entrance to Forge or Lost Well, the player's choice."""
    s = Scenario.full()
    _sneak(s)
    g = s.start("main1")
    g.cast("Aarakocra Sneak")
    settle(g)
    g.pass_until("upkeep", turn=3)
    for _ in range(20):
        d = g.decision
        if d.kind == "option" and any(o[0] == "room" for o in d.options):
            g.answer(("room", "Lost Well"))
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    assert dungeon_info(g.state, 0)["room"] == "Lost Well"


def test_726_2_combat_damage_to_the_holder_takes_the_initiative_once():
    """726.2: "Whenever one or more creatures a player controls deal combat damage to the player who has the
    initiative, the controller of those creatures takes the initiative": two attackers, one trigger; the new
    holder ventures into Undercity; 726.3 the old holder ceases to have it."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Craw Wurm")
    g = s.start("main1")
    g.state.designations["initiative"] = 1
    g.attack("Grizzly Bears", "Craw Wurm")
    g.no_blocks()
    for _ in range(20):
        if g.state.pending or g.state.stack:
            break
        g.pass_priority()
    takers = [g.state.objects[i] for i in g.state.stack if g.state.objects[i].kind == "ability"]
    assert len(takers) + len(g.state.pending) == 1
    settle(g)
    assert initiative(g.state) == 0
    assert dungeon_info(g.state, 0)["dungeon"] == "Undercity"
    assert dungeon_info(g.state, 1) is None


def test_726_5_taking_the_initiative_again_ventures_again():
    """726.5: the holder taking the initiative again gets no second designation but ventures into Undercity."""
    s = Scenario.full()
    _sneak(s)
    s.hand(0, "Aarakocra Sneak")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Aarakocra Sneak")
    settle(g)
    g.cast("Aarakocra Sneak")
    settle(g)
    assert initiative(g.state) == 0
    assert dungeon_info(g.state, 0)["room"] in ("Forge", "Lost Well")


def test_726_4_800_4a_holder_leaves_the_active_player_takes_the_initiative_multiplayer():
    """726.4, 800.4a (four players): the holder loses and leaves the game; the active player takes the
    initiative at once (and ventures into Undercity); the leaving player's dungeon leaves with them."""
    s = Scenario.full(players=4)
    s.player(2, life=1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=1)
    g.state.designations["initiative"] = 2
    g.cast("Lightning Bolt", target="Player 3")
    settle(g)
    assert not g.state.players[2].in_game
    assert initiative(g.state) == 1
    assert dungeon_info(g.state, 1)["dungeon"] == "Undercity"


def test_726_4_holder_is_active_player_the_next_in_turn_order_takes_it_multiplayer():
    """726.4 (three players): the active player holding the initiative leaves; the next player in turn order
    takes it."""
    s = Scenario.full(players=3)
    s.player(0, life=1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1", active=0)
    g.state.designations["initiative"] = 0
    g.pass_priority()  # to player 2 (pid 1), who bolts the active player
    g.cast("Lightning Bolt", target="Player 1")
    settle(g)
    assert not g.state.players[0].in_game
    assert initiative(g.state) == 1


def test_309_7_whenever_you_complete_a_dungeon_triggers_dungeon_crawler_from_the_graveyard():
    """309.7: completing a dungeon triggers Dungeon Crawler's "Whenever you complete a dungeon, you may return
    this card from your graveyard to your hand." (it works from the graveyard)."""
    s = _reversal(4)
    s.graveyard(0, "Dungeon Crawler")
    g = s.start("main1")
    for room in (LOST_MINE, "Goblin Lair", "Dark Pool"):
        _venture(g, room)
    assert "Dungeon Crawler" in g.zone(0, "graveyard")
    _venture(g)  # into Temple of Dumathoin; the dungeon is completed once its ability resolves
    assert completed(g.state, 0) == (LOST_MINE,)
    assert "Dungeon Crawler" in g.zone(0, "hand")


def test_726_1_if_you_have_the_initiative_feywild_caretaker():
    """726.1: Feywild Caretaker's "At the beginning of your end step, if you have the initiative, create a 1/1
    blue Faerie Dragon creature token with flying." -- once its controller has the initiative, not after an
    opponent takes it."""
    s = Scenario.full()
    s.hand(0, "Feywild Caretaker")
    s.lands(0, "Forest", 3)
    s.lands(0, "Island", 3)
    s.library(0, "Forest")
    g = s.start("main1")
    g.cast("Feywild Caretaker")
    settle(g)
    assert initiative(g.state) == 0
    n = len(g.state.battlefield)
    g.pass_until("end")
    settle(g)
    assert len(g.state.battlefield) == n + 1


def test_309_honest_coverage_venture_waits_on_every_dungeon_room():
    """309.4c honest coverage: "venture into the dungeon" is only as supported as every room of the three
    dungeons it may choose; the initiative as Undercity's rooms; "whenever you complete a dungeon" needs none."""
    from manastack.engine.support import missing
    from manastack.testing.scenario import full_database
    from manastack.oracle import compile_card

    db = full_database()
    venture = missing(tuple(compile_card(db.get("Displacer Beast")).abilities))
    rooms = {m.split(",")[0] for m in venture if m.startswith("dungeon ")}
    assert rooms <= {"dungeon Tomb of Annihilation", "dungeon Dungeon of the Mad Mage", "dungeon Lost Mine of Phandelver"}
    assert "dungeon Lost Mine of Phandelver" not in rooms  # every room of Lost Mine plays
    init = missing(tuple(compile_card(db.get("Aarakocra Sneak")).abilities))
    assert all(m.startswith("dungeon Undercity") for m in init)
    assert missing(tuple(compile_card(db.get("Dungeon Crawler")).abilities)) == []
