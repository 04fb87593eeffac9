"""Subgames (729) with Shahrazad: starting, playing, ending, nesting, and saving in the middle."""
from __future__ import annotations

from manastack.engine.mechanics.attractions import deck_of
from manastack.engine.mechanics.subgame import depth
from manastack.game import Game
from manastack.tree.abilities import Activated, Body, Trigger, Triggered
from manastack.tree.costs import Cost
from manastack.tree.effects import ChooseAndDo, GainLife, GameAction, MoveTo, Seq
from manastack.tree.filters import Filter
from manastack.tree.refs import Num, Remembered, You
from mechanics.trees import (
    advance,
    attraction_deck,
    begin_subgame,
    define,
    pass_until_subgame_ends,
    shahrazad_scenario,
)

WISH_ANY = (Activated(cost=Cost(), limit=1, body=Body(Seq((
    ChooseAndDo(You(), Filter(kind="card", zone="outside", owner="you"), Num(1), "wished", up_to=True),
    MoveTo(Remembered("wished"), "hand"))))),)
"""A test ability (on Ornithopter): "Put a card you own from outside the game into your hand." """

RESTARTER = (Activated(cost=Cost(), limit=1, body=Body(GameAction("restart"))),)
"""A test ability (on Memnite): "Restart the game." """


def test_729_shahrazad_each_player_who_doesnt_win_loses_half_their_life_rounded_up():
    """Shahrazad: "Each player who doesn't win the subgame loses half their life, rounded up." — player 2
    loses the subgame (an empty library) and goes from 15 to 7; the winner loses nothing; the main game
    resumes as Shahrazad finishes resolving (729.5), and Shahrazad then goes to the graveyard."""
    s = shahrazad_scenario(setup=lambda s: s.player(1, life=15))
    g = s.start("main1")
    begin_subgame(g)
    assert depth(g.state) == 1
    pass_until_subgame_ends(g)
    assert g.state.parent is None
    assert (g.life(0), g.life(1)) == (20, 7)
    g.expect_zone("Shahrazad", "graveyard")
    assert g.decision.kind == "priority" and g.state.turn == 1 and g.state.step == "main1"


def test_729_a_drawn_subgame_means_every_player_loses_half():
    """Shahrazad: a subgame that is a draw has no winner, so each player loses half their life."""
    s = shahrazad_scenario(p0_library=("Plains",) * 7, p1_library=("Island",) * 7,
                           setup=lambda s: (s.player(0, life=9), s.player(1, life=20)))
    g = s.start("main1")
    begin_subgame(g)
    sub = g.state
    from manastack.engine.sba import end_game_draw
    end_game_draw(sub, "test: the players agree to a draw (104.4i)")
    from manastack.engine.loop import run
    run(g.state)  # the engine notices the ended subgame and resumes the main game (729.5)
    assert g.state.parent is None and (g.life(0), g.life(1)) == (4, 10)


def test_729_2_the_player_who_goes_first_is_determined_at_random():
    """729.2: "Randomly determine which player goes first." — no player chooses; different seeds give
    different first players."""
    firsts = set()
    for seed in range(6):
        s = shahrazad_scenario(seed=seed)
        g = s.start("main1")
        g.cast("Shahrazad")
        g.pass_priority(2)
        assert g.decision.kind == "mulligan"
        assert not [e for e in g.state.events() if e.rule == "103.1" and "chooses" in e.text]
        firsts.add(g.state.starting_player)
    assert firsts == {0, 1}


def test_729_2_and_729_5_libraries_become_the_subgame_decks_and_every_card_goes_back():
    """729.2: each player's main-game library is their subgame library; 729.5: all their cards in the
    subgame — hand, battlefield, graveyard — go back to their main-game library, shuffled; tokens cease
    to exist; the main game's other zones are as they were."""
    s = shahrazad_scenario(setup=lambda s: (s.battlefield(1, "Hill Giant"), s.hand(1, "Shock")))
    g = s.start("main1")
    lib0 = sorted(g.state.objects[i].uid for i in g.state.library[0])
    lib1 = sorted(g.state.objects[i].uid for i in g.state.library[1])
    begin_subgame(g)
    assert sorted(g.state.objects[i].uid for i in g.state.library[0] + g.state.hand[0]) == lib0
    assert sorted(g.state.objects[i].uid for i in g.state.library[1] + g.state.hand[1]) == lib1
    g.pass_until("main1")
    g.cast("Ornithopter")
    g.pass_until_resolved()
    from manastack.engine.events import create_tokens
    from manastack.tree.effects import TokenSpec
    create_tokens(g.state, 0, TokenSpec("Soldier", 1, (), ("Creature",), ("Soldier",), 1, 1), 1)
    pass_until_subgame_ends(g)
    st = g.state
    assert sorted(st.objects[i].uid for i in st.library[0]) == lib0
    assert sorted(st.objects[i].uid for i in st.library[1]) == lib1
    assert g.zone(1, "battlefield") == ["Hill Giant"] and g.zone(1, "hand") == ["Shock"]
    assert not [o for o in st.objects.values() if o.kind == "token"]


def test_729_4a_main_game_triggers_from_a_card_brought_in_wait_for_the_main_game():
    """729.4a: a permanent brought into the subgame from the main game leaves the main game; a main-game
    ability that triggers on that triggers, but goes on the stack only when the main game resumes (after
    Shahrazad finishes resolving, 729.5)."""
    def setup(s):
        define(s.pool, "Ornithopter", WISH_ANY)
        define(s.pool, "Glorious Anthem", (Triggered(Trigger("leaves", Filter(types=("Creature",))),
                                                     Body(GainLife(n=Num(3)))),))
        s.battlefield(0, "Glorious Anthem")
        s.battlefield(0, "Hill Giant")
    s = shahrazad_scenario(setup=setup)
    g = s.start("main1")
    begin_subgame(g)
    g.pass_until("main1")
    g.cast("Ornithopter")
    g.pass_until_resolved()
    g.activate("Ornithopter")
    g.pass_priority(2)
    g.choose(g.find("Hill Giant", zone="outside"))
    g.expect_zone("Hill Giant", "hand")
    main = g.state.parent
    assert len(main.pending) == 1 and main.pending[0].source_name == "Glorious Anthem"
    assert g.state.pending == []  # not in the subgame
    pass_until_subgame_ends(g)
    assert g.stack == ["ability of Glorious Anthem"]
    g.pass_until_resolved()
    g.expect_life(0, 23)
    assert "Hill Giant" in [g._name(i) for i in g.state.library[0]]


def test_729_4b_player_counters_belong_to_their_game():
    """729.4b: a player's main-game counters aren't part of the subgame but are there again when the main
    game resumes; counters gotten in the subgame cease to exist with it."""
    s = shahrazad_scenario(setup=lambda s: s.player(0, poison=3))
    g = s.start("main1")
    begin_subgame(g)
    assert g.poison(0) == 0
    from manastack.engine.events import add_counters
    add_counters(g.state, -2, "poison", 2)  # player 2 gets poison counters in the subgame
    pass_until_subgame_ends(g)
    assert (g.poison(0), g.poison(1)) == (3, 0)


def test_729_6_a_subgame_inside_a_subgame():
    """729.6: a subgame can be created within a subgame, which is the main game of the new one; each ends
    back into the game that made it."""
    s = shahrazad_scenario(p0_library=("Shahrazad",) + ("Plains",) * 9, p1_library=("Island",) * 9)
    g = s.start("main1")
    begin_subgame(g)
    assert depth(g.state) == 1
    g.pass_until("main1")
    assert "Shahrazad" in g.zone(0, "hand")
    plains = [i for i in g.state.hand[0] if g._name(i) == "Plains"]
    g.play(plains[0])
    advance(g, "main1", turn=3)
    g.play(g.find("Plains", zone="hand"))
    m = g.mark()
    g.cast("Shahrazad")
    g.pass_priority(2)
    assert depth(g.state) == 2 and g.state.parent.parent is not None
    # its decks are what is left of the first subgame's libraries: too few cards, so both players lose
    # at the first upkeep — a drawn sub-subgame — and the first subgame resumes where it was
    while depth(g.state) == 2:
        d = g.decision
        g.answer(("pass",) if d.kind == "priority" else ("first", 0) if d.kind == "play_first"
                 else ("keep",) if d.kind == "mulligan" else d.options[0])
    ev = g.events_since(m)
    assert [e.text.split(" (")[0] for e in ev if e.rule == "729.2"] == ["A subgame begins"]
    assert "depth 2" in next(e.text for e in ev if e.rule == "729.2")
    assert any(e.rule == "729.5" and "a draw" in e.text for e in ev)
    assert depth(g.state) == 1 and g.state.turn == 3 and g.state.step == "main1"
    g.expect_zone("Shahrazad", "graveyard")  # the inner Shahrazad finished resolving in the first subgame
    pass_until_subgame_ends(g)
    assert depth(g.state) == 0


def test_729_subgame_in_progress_forks_saves_and_loads():
    """Fork, save and load work while a subgame is in progress (the suspended main game is plain data in
    ``state.parent``): the loaded game plays on to the same end as the original."""
    s = shahrazad_scenario(setup=lambda s: s.player(1, life=15))
    g = s.start("main1")
    begin_subgame(g)
    saved = g.game.save()
    fork = g.game.fork()
    h = Game.load(saved, cards=s.pool)
    assert h.state.parent is not None and depth(h.state) == 1
    for game in (g.game, fork, h):
        while game.state.parent is not None:
            d = game.decision
            game.apply(("pass",) if d.kind == "priority" else ("done",) if ("done",) in d.options else d.options[0])
    assert g.game.digest() == fork.digest() == h.digest()
    assert h.state.players[1].life == 7


def test_729_mindslaver_control_doesnt_carry_into_the_subgame():
    """729.1b with the Mindslaver ruling: "If you make another player cast Shahrazad, you don't control that
    player in the subgame, but you continue to control them once the subgame is completed." """
    def setup(s):
        s.battlefield(1, "Mindslaver")
        s.lands(1, "Island", 4)
    s = shahrazad_scenario(p1_library=("Island",) * 12, setup=setup)
    g = s.start("main1", active=1)
    g.activate("Mindslaver", target="Player 1")
    g.pass_until_resolved()
    advance(g, "main1", turn=2)
    assert (g.decision.player, g.decision.actor) == (0, 1)  # player 2 controls player 1's turn
    g.cast("Shahrazad")
    g.pass_priority(2)
    assert g.state.parent is not None and g.state.players[0].controlled_by is None
    assert g.decision.actor == g.decision.player
    pass_until_subgame_ends(g)
    assert g.state.players[0].controlled_by == 1 and g.state.active == 0
    assert (g.decision.player, g.decision.actor) == (0, 1)


def test_727_6_restarting_a_subgame_leaves_the_main_game_alone():
    """727.6: a restarted subgame starts over; the main game waits unaffected, and when the restarted
    subgame ends the main game resumes with its winner."""
    def setup(s):
        define(s.pool, "Memnite", RESTARTER)
        s.battlefield(1, "Hill Giant")
    s = shahrazad_scenario(p0_library=("Memnite",) * 9, p1_library=("Island",) * 12, setup=setup)
    g = s.start("main1")
    main_before = (g.life(0), g.life(1))
    begin_subgame(g)
    g.pass_until("main1")
    g.cast("Memnite")
    g.pass_until_resolved()
    g.activate("Memnite")
    g.pass_priority(2)  # the subgame restarts
    assert depth(g.state) == 1 and [r.restarted for r in g.game.restarts] == [True]
    assert g.state.parent.players[0].life == main_before[0]
    assert [g.state.parent.objects[i].card for i in g.state.parent.battlefield].count("Hill Giant") == 1
    while g.decision.kind in ("mulligan", "bottom"):
        g.answer(("keep",) if g.decision.kind == "mulligan" else g.decision.options[0])
    assert g.state.active == 0  # 727.1a
    pass_until_subgame_ends(g)
    assert depth(g.state) == 0 and g.game.restarts == []  # the restart belonged to the subgame
    assert (g.life(0), g.life(1)) == (10, 20)  # player 1 ran out of cards first in the restarted subgame


def test_729_2a_and_729_5a_attraction_decks_move_to_the_subgame_and_back():
    """729.2a: supplementary decks move to the subgame command zone (face-up Attractions stay behind);
    729.5a: afterwards every Attraction that began in the deck is put back into it, and the deck returns to
    the main command zone, shuffled."""
    s = shahrazad_scenario()
    attraction_deck(s, 0, "Information Booth", "Fortune Teller")
    from mechanics.trees import attraction_on_battlefield
    attraction_on_battlefield(s, 0, "Clown Extruder", (6,))
    g = s.start("main1")
    g.force_roll(1)
    begin_subgame(g)
    assert sorted(g.state.objects[i].card for i in deck_of(g.state, 0)) == ["Fortune Teller", "Information Booth"]
    assert deck_of(g.state.parent, 0) == ()
    from manastack.engine.mechanics.attractions import open_attraction
    open_attraction(g.state, 0)
    pass_until_subgame_ends(g)
    assert sorted(g.state.objects[i].card for i in deck_of(g.state, 0)) == ["Fortune Teller", "Information Booth"]
    assert "Clown Extruder" in g.zone(0, "battlefield")


def test_729_2c_and_729_5c_commanders_move_to_the_subgame_command_zone_and_back():
    """729.2c / 729.5c: a commander in the main command zone moves to the subgame command zone, and back."""
    s = shahrazad_scenario()
    cmd = s.command(0, "Hill Giant")[0]
    s.state.designations["commanders"] = {0: (cmd.uid,)}
    g = s.start("main1")
    begin_subgame(g)
    assert g.zone_of(cmd) == "command" and g.state.parent is not None
    assert cmd.uid not in [o.uid for o in g.state.parent.objects.values()]
    pass_until_subgame_ends(g)
    assert g.zone_of(cmd) == "command"


def test_729_5_the_spell_finishes_resolving_even_if_its_card_left_the_main_game():
    """729.5: "the spell or ability that created the subgame finishes resolving, even if it was created by a
    spell card that's no longer on the stack" — here Shahrazad itself is brought into the subgame from the
    main-game stack; afterwards its remaining instruction still happens, and the card ends in its owner's
    main-game library."""
    s = shahrazad_scenario(setup=lambda s: (define(s.pool, "Ornithopter", WISH_ANY), s.player(1, life=15)))
    g = s.start("main1")
    begin_subgame(g)
    g.pass_until("main1")
    g.cast("Ornithopter")
    g.pass_until_resolved()
    g.activate("Ornithopter")
    g.pass_priority(2)
    g.choose(g.find("Shahrazad", zone="outside"))
    assert not [o for o in g.state.parent.objects.values() if o.card == "Shahrazad"]
    pass_until_subgame_ends(g)
    assert (g.life(0), g.life(1)) == (20, 7)
    assert "Shahrazad" in [g._name(i) for i in g.state.library[0]]
    assert g.state.stack == []


def test_729_4b_fuzz_ledger_follows_a_subgame_and_the_resumed_main_game():
    """The fuzzer's life-and-counters ledger follows a subgame: the subgame has its own life totals (each
    player starts it at 20) and counters (729.4b: main-game counters aren't part of it); when the main
    game resumes (729.5) its totals are as they were, then Shahrazad's half-life loss applies. Before, a
    subgame made the fuzzer report a false life mismatch. Every card stays in exactly one game meanwhile."""
    from manastack.engine.events import add_counters, lose_life
    from manastack.engine.state import pent
    from manastack.fuzz.runner import EventLedger, check_invariants

    s = shahrazad_scenario(setup=lambda s: s.player(1, life=15))
    g = s.start("main1")
    ledger = EventLedger.at(g.game)
    st = g.state
    lose_life(st, 1, 3)
    add_counters(st, pent(1), "poison", 2)
    n = sum(1 for o in st.objects.values() if o.kind == "card")
    assert check_invariants(g.game, n, 20, False, ledger) == [] and ledger.life == [20, 12]
    begin_subgame(g)
    assert depth(g.state) == 1 and (g.life(0), g.life(1)) == (20, 20) and g.poison(1) == 0
    lose_life(g.state, 0, 4)  # in the subgame
    assert check_invariants(g.game, n, 20, False, ledger) == []
    assert ledger.life == [16, 20] and ledger.player_counters == [{}, {}]
    pass_until_subgame_ends(g)
    assert g.state.parent is None and (g.life(0), g.life(1)) == (20, 6) and g.poison(1) == 2
    assert check_invariants(g.game, n, 20, False, ledger) == []
    assert ledger.life == [20, 6] and ledger.player_counters[1] == {"poison": 2}


def test_729_4b_ledger_started_inside_a_subgame_knows_the_suspended_main_game():
    """``EventLedger.at`` in the middle of a subgame (a loaded save) keeps the suspended main game's totals
    for when it resumes."""
    from manastack.fuzz.runner import EventLedger, check_invariants

    s = shahrazad_scenario(setup=lambda s: s.player(1, life=15))
    g = s.start("main1")
    n = sum(1 for o in g.state.objects.values() if o.kind == "card")
    begin_subgame(g)
    ledger = EventLedger.at(g.game)
    assert ledger.suspended and ledger.suspended[0][0] == [20, 15]
    pass_until_subgame_ends(g)
    assert check_invariants(g.game, n, 20, False, ledger) == [] and ledger.life == [20, 7]
