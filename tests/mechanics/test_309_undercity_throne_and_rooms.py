"""Undercity's last room, Throne of the Dead Three (309.4c, 726), and the rooms of the other dungeons that needed
new primitives, played with real cards."""
from __future__ import annotations

import pytest

from manastack.engine.mechanics.dungeons import dungeon_info, dungeon_of, initiative
from manastack.testing import Scenario
from mechanics.trees import advance, settle

THRONE = "Throne of the Dead Three"


def _to_room(g, pid, room):
    """Move ``pid``'s venture marker to ``room`` of their dungeon without its room ability (test set-up)."""
    oid = dungeon_of(g.state, pid)
    o = g.state.mut(oid)
    o.chosen = {**o.chosen, "room": room}
    g.state.touch()


def _throne_game(*library, sneak_lands=4):
    """Player 1 took the initiative with Aarakocra Sneak; their marker is then put on Catacombs, so the
    venture at their next upkeep (726.2) moves it into Throne of the Dead Three."""
    s = Scenario.full()
    s.hand(0, "Aarakocra Sneak")
    s.lands(0, "Island", sneak_lands)
    # Secret Entrance takes one basic land and shuffles: ten cards are left, all of them revealed by the Throne
    s.library(0, *library, *["Plains"] * (11 - len(library)))
    g = s.start("main1")
    g.cast("Aarakocra Sneak")
    settle(g)
    assert initiative(g.state) == 0
    _to_room(g, 0, "Catacombs")
    return g


def _choose_card(g, name):
    for _ in range(60):
        d = g.decision
        if d.kind == "choose_cards":
            opt = next(o for o in d.options if o[0] == "choose" and g.obj(o[1]).name == name)
            g.answer(opt)
            return
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("no card choice")


def test_309_4c_122_6_throne_of_the_dead_three_puts_a_revealed_creature_with_three_counters():
    """Throne of the Dead Three (309.4c): reveal the top ten cards (701.20a), put a creature card from among them
    onto the battlefield -- the player chooses which (a set revealed, not targeted) -- with three +1/+1 counters
    on it (122.6: it enters with them), then shuffle; the rest stay in the library."""
    g = _throne_game("Forest", "Grizzly Bears", "Craw Wurm", "Island")
    lib_before = len(g.state.library[0])
    advance(g, "upkeep", turn=3)
    _choose_card(g, "Craw Wurm")
    settle(g)
    wurm = next(i for i in g.state.battlefield if g.obj(i).name == "Craw Wurm")
    assert g.obj(wurm).counters.get("+1/+1") == 3
    assert (g.obj(wurm).power, g.obj(wurm).toughness) == (9, 7)
    assert g.obj(wurm).controller == 0
    assert "Grizzly Bears" in [g.obj(i).name for i in g.state.library[0]]
    assert len(g.state.library[0]) == lib_before - 1
    assert dungeon_info(g.state, 0) is None  # 309.6, 309.7: the last room resolved, Undercity is completed


def test_611_2b_throne_creature_has_hexproof_until_its_controllers_next_turn():
    """Throne of the Dead Three: "It gains hexproof until your next turn" (611.2b) -- the creature put onto the
    battlefield keeps it through the opponent's turn, and the effect ends as its controller's next turn begins."""
    g = _throne_game("Grizzly Bears")
    advance(g, "upkeep", turn=3)
    settle(g)
    bears = next(i for i in g.state.battlefield if g.obj(i).name == "Grizzly Bears")
    assert "Hexproof" in g.obj(bears).keywords
    advance(g, "main1", turn=4)
    assert "Hexproof" in g.obj(bears).keywords
    advance(g, "upkeep", turn=5)
    assert "Hexproof" not in g.obj(bears).keywords


def test_609_3_throne_with_no_creature_among_the_revealed_cards_puts_nothing_and_shuffles():
    """609.3: with no creature card among the ten, nothing is put onto the battlefield; the library is
    shuffled and keeps every card."""
    g = _throne_game("Forest", "Island")
    n_lib = len(g.state.library[0])
    bf = len(g.state.battlefield)
    advance(g, "upkeep", turn=3)
    settle(g)
    assert len(g.state.battlefield) == bf
    assert len(g.state.library[0]) == n_lib


# ---------------------------------------------------------------- Tomb of Annihilation, Dungeon of the Mad Mage

TOMB = "Tomb of Annihilation"
MAD_MAGE = "Dungeon of the Mad Mage"


def _room_game(dungeon, before, setup=None):
    """Player 1 ventures into ``dungeon`` with Fates' Reversal (its first room's ability resolves), then their
    marker is put on ``before``; a second Fates' Reversal is left in hand to venture on."""
    s = Scenario.full()
    s.hand(0, "Fates' Reversal", "Fates' Reversal")
    s.lands(0, "Swamp", 4)
    if setup:
        setup(s)
    g = s.start("main1")
    g.cast("Fates' Reversal")
    for _ in range(60):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        if d.kind == "option" and any(o[0] == "dungeon" for o in d.options):
            g.answer(("dungeon", dungeon))
        else:
            g.answer(("pass",) if d.kind == "priority" else ("no",) if ("no",) in d.options else d.options[0])
    _to_room(g, 0, before)
    return g


def _venture_to(g, room):
    """Cast the second Fates' Reversal and move into ``room``; stop at the room ability's first decision that is
    not priority (or when everything has resolved)."""
    g.cast("Fates' Reversal")
    for _ in range(60):
        d = g.decision
        if d.kind == "option" and any(o[0] == "room" for o in d.options):
            g.answer(("room", room))
            continue
        if d.kind != "priority" or (not g.state.stack and not g.state.pending):
            return
        g.answer(("pass",))
    raise AssertionError("did not reach the room ability")


def _named(g, name, zone="battlefield"):
    return [i for i in g.state.objects if g.state.objects[i].zone == zone and g.obj(i).name == name]


def test_608_2d_101_4_veils_of_fear_each_player_loses_2_unless_they_discard():
    """Veils of Fear: "Each player loses 2 life unless they discard a card." -- in APNAP order (101.4) each player
    chooses; one who discards loses nothing, one with no card in hand can't discard and loses 2."""
    def setup(s):
        s.hand(0, "Grizzly Bears")
    g = _room_game(TOMB, "Trapped Entry", setup)
    life = (g.life(0), g.life(1))
    _venture_to(g, "Veils of Fear")
    assert g.decision.kind == "yes_no" and g.decision.actor == 0
    g.answer(("yes",))
    settle(g)
    assert _named(g, "Grizzly Bears", "graveyard")
    assert (g.life(0), g.life(1)) == (life[0], life[1] - 2)


def test_701_21_sandfall_cell_each_player_loses_2_unless_they_sacrifice_an_artifact_creature_or_land():
    """Sandfall Cell: "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land." -- any
    one permanent of those types; a player who declines loses 2 life."""
    def setup(s):
        s.battlefield(0, "Ornithopter")
        s.battlefield(1, "Forest")
    g = _room_game(TOMB, "Veils of Fear", setup)
    life = (g.life(0), g.life(1))
    _venture_to(g, "Sandfall Cell")
    assert g.decision.actor == 0
    g.answer(("yes",))
    d = g.decision
    assert d.kind == "choose_cards"
    assert {g.obj(o[1]).name for o in d.options} == {"Ornithopter", "Swamp"}
    g.answer(next(o for o in d.options if g.obj(o[1]).name == "Ornithopter"))
    assert g.decision.actor == 1
    g.answer(("no",))
    settle(g)
    assert _named(g, "Ornithopter", "graveyard") and _named(g, "Forest")
    assert (g.life(0), g.life(1)) == (life[0], life[1] - 2)


def test_701_21a_oubliette_sacrifices_a_different_permanent_for_each_type_as_many_as_possible():
    """Oubliette: "Discard a card and sacrifice an artifact, a creature, and a land." -- a different permanent for
    each; with an artifact creature (Ornithopter) and a plain artifact (Chromatic Star) the player must give the
    Star as the artifact so the Ornithopter can be the creature (as many as possible, as the Release ruling
    says of such lists); all three go at once."""
    def setup(s):
        s.battlefield(0, "Ornithopter")
        s.battlefield(0, "Chromatic Star")
        s.hand(0, "Lightning Bolt")
    g = _room_game(TOMB, "Trapped Entry", setup)
    _venture_to(g, "Oubliette")
    offered = []
    for _ in range(10):
        d = g.decision
        if d.kind == "priority":
            break
        if d.kind == "choose_cards":
            offered.append({g.obj(o[1]).name for o in d.options})
        g.answer(d.options[0])
    assert offered == [{"Swamp"}]  # the artifact and the creature were forced: only the land was a choice
    settle(g)
    assert _named(g, "Lightning Bolt", "graveyard")
    assert _named(g, "Ornithopter", "graveyard") and _named(g, "Chromatic Star", "graveyard")
    assert len(_named(g, "Swamp", "graveyard")) == 1 and len(_named(g, "Swamp")) == 3


def test_111_4_cradle_of_the_death_god_creates_the_atropal():
    """Cradle of the Death God: "Create The Atropal, a legendary 4/4 black God Horror creature token with
    deathtouch." -- the token has the name given (111.4) and the legendary supertype (205.4a)."""
    g = _room_game(TOMB, "Sandfall Cell")
    _venture_to(g, "Cradle of the Death God")
    settle(g)
    (tok,) = _named(g, "The Atropal")
    o = g.obj(tok)
    assert (o.power, o.toughness) == (4, 4) and "Legendary" in o.supertypes
    assert {"God", "Horror"} <= set(o.subtypes) and "Deathtouch" in o.keywords and o.controller == 0


def test_611_2a_runestone_caverns_cards_stay_playable_after_the_turn():
    """Runestone Caverns: "Exile the top two cards of your library. You may play them." -- no duration is stated,
    so the permission lasts (611.2a) while the cards stay exiled: on a later turn the player plays the land and
    casts the creature from exile."""
    def setup(s):
        s.library(0, "Grizzly Bears", "Forest", *["Plains"] * 6)
    g = _room_game(MAD_MAGE, "Lost Level", setup)
    _venture_to(g, "Runestone Caverns")
    settle(g)
    assert _named(g, "Grizzly Bears", "exile") and _named(g, "Forest", "exile")
    advance(g, "main1", turn=3)
    g.play(_named(g, "Forest", "exile")[0])
    assert _named(g, "Forest")
    g.cast(_named(g, "Grizzly Bears", "exile")[0])
    settle(g)
    assert _named(g, "Grizzly Bears")


def test_121_608_2g_mad_wizards_lair_draw_three_reveal_and_cast_one_free():
    """Mad Wizard's Lair: "Draw three cards and reveal them. You may cast one of them without paying its mana
    cost." -- one of the three drawn, cast while the ability resolves (608.2g) for free; the others stay in
    hand."""
    def setup(s):
        s.library(0, "Craw Wurm", "Grizzly Bears", "Lightning Bolt", *["Plains"] * 5)
    g = _room_game(MAD_MAGE, "Deep Mines", setup)
    _venture_to(g, "Mad Wizard's Lair")
    for _ in range(20):
        d = g.decision
        if d.kind != "priority":
            opts = [o for o in d.options if o[0] == "cast" and g.obj(o[1]).name == "Craw Wurm"]
            if opts:
                assert {"Craw Wurm", "Grizzly Bears"} <= {g.obj(o[1]).name for o in d.options if o[0] == "cast"}
                g.answer(opts[0])
                break
            g.answer(d.options[0])
        else:
            g.answer(("pass",))
    settle(g)
    assert _named(g, "Craw Wurm")
    assert _named(g, "Grizzly Bears", "hand") and _named(g, "Lightning Bolt", "hand")
    assert len(_named(g, "Swamp")) == 4 and all(g.obj(i).tapped for i in _named(g, "Swamp"))


# ---------------------------------------------------------------- the initiative cards (726)

ETB_INITIATIVE = ["Aarakocra Sneak", "Avenging Hunter", "Bloodboil Sorcerer", "Feywild Caretaker", "Goliath Paladin",
                  "Passageway Seer", "Seasoned Dungeoneer", "Stirring Bard", "Tomb of Horrors Adventurer",
                  "Underdark Explorer", "Vicious Battlerager"]


@pytest.mark.parametrize("card", ETB_INITIATIVE)
def test_726_2_each_initiative_creature_takes_it_and_ventures_into_undercity(card):
    """726.1, 726.2, 701.49d: each "When this creature enters, you take the initiative" creature, cast, gives its
    controller the initiative, and the initiative's trigger ventures into Undercity (Secret Entrance)."""
    s = Scenario.full()
    s.hand(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 2)
    g = s.start("main1")
    g.cast(card)
    settle(g)
    assert _named(g, card)
    assert initiative(g.state) == 0
    assert dungeon_info(g.state, 0)["dungeon"] == "Undercity"


def test_726_2_800_multiplayer_damage_to_the_holder_takes_the_initiative_not_damage_to_another():
    """726.2, 726.3 (four players): combat damage to a player who doesn't have the initiative takes nothing; combat
    damage to the holder makes the attacking player take it (the holder ceases to have it) and venture."""
    s = Scenario.full(players=4)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Craw Wurm")
    g = s.start("main1")
    g.state.designations["initiative"] = 2
    g.attack("Grizzly Bears", defender="Player 2")
    g.no_blocks()
    advance(g, "end")
    settle(g)
    assert initiative(g.state) == 2 and dungeon_info(g.state, 0) is None
    assert g.life(1) == 18
    g2 = s.start("main1")
    g2.state.designations["initiative"] = 2
    g2.attack("Craw Wurm", defender="Player 3")
    g2.no_blocks()
    advance(g2, "end")
    settle(g2)
    assert g2.life(2) == 14
    assert initiative(g2.state) == 0
    assert dungeon_info(g2.state, 0)["dungeon"] == "Undercity"
