"""Behaviour tests for casting from other zones and spell-copy keywords: storm (702.40), madness (702.35),
rebound (702.88), suspend (702.62) and foretell (702.143). Each test plays the real card from the database
and checks what its Oracle text (and the rules) say should happen."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.engine.support import IMPLEMENTED_KEYWORDS

from .helpers import cast, game, hand_size, resolve, tokens


def _special(g, verb, card):
    d = g._priority()
    oid = g.find(card)
    opts = [o for o in d.options if o[0] == verb and o[1] == oid]
    assert opts, f"no {verb} option for {card}: {[g.game.describe(o) for o in d.options]}"
    g.answer(opts[0])
    return g


def _offered(g, verb, card=None) -> bool:
    d = g._priority()
    oid = g.find(card) if card is not None else None
    return any(o[0] == verb and (oid is None or o[1] == oid) for o in d.options)


def test_702_registered_keywords():
    """702.40, 702.35, 702.88, 702.62, 702.143: the keywords are registered as implemented."""
    assert {"Storm", "Madness", "Rebound", "Suspend", "Foretell"} <= IMPLEMENTED_KEYWORDS


# ---------------------------------------------------------------- storm (702.40)


def test_702_40a_empty_the_warrens_copies_for_each_spell_cast_before_it(pool):
    """Empty the Warrens: "Create two 1/1 red Goblin creature tokens. Storm." After two other spells this
    turn, storm makes two copies: 3 x 2 = 6 Goblins. The copies weren't cast (707.10): the spell count stays 3."""
    assert pool.get("Empty the Warrens").supported
    g = game(pool, hand=[(0, "Empty the Warrens"), (0, "Lightning Bolt"), (0, "Shock")], mana={0: "3RRR"})
    cast(g, "Lightning Bolt", target="Player 2")
    cast(g, "Shock", target="Player 2")
    cast(g, "Empty the Warrens")
    assert len(tokens(g, 0, "Goblin")) == 6
    assert g.state.players[0].spells_cast_turn == 3


def test_702_40a_grapeshot_counts_the_opponents_spells_and_copies_may_retarget(pool):
    """Grapeshot: "Grapeshot deals 1 damage to any target. Storm." A spell cast before it by the opponent
    counts too (702.40a: every spell cast before it this turn): one copy, which may keep its target or get a
    new one (707.10c) -- here it keeps Player 2, who takes 2 in all."""
    assert pool.get("Grapeshot").supported
    g = game(pool, hand=[(0, "Grapeshot"), (1, "Giant Growth")], mana={0: "1R", 1: "G"},
             battlefield=[(1, "Grizzly Bears")])
    g.pass_priority()
    cast(g, "Giant Growth", target="Grizzly Bears")
    cast(g, "Grapeshot", target="Player 2", stack=True)
    for _ in range(20):
        d = g.decision
        if d.kind == "target":
            assert ("target", g.find("Grizzly Bears")) in d.options  # a new target may be chosen
            g.answer(("keep",))
        elif d.kind == "priority" and g.state.stack:
            g.answer(("pass",))
        else:
            break
    assert g.life(1) == 18
    assert g.obj("Grizzly Bears").damage == 0


def test_702_40a_storm_copies_even_after_the_spell_is_countered(pool):
    """Grapeshot cast after Lightning Bolt: the storm trigger goes on the stack; in response the opponent
    counters Grapeshot (Counterspell). The storm ability still copies it (rulings: it copies the spell even
    if it is countered before the ability resolves, 608.2h): the copy deals 1 to Player 2 (3 from the Bolt)."""
    g = game(pool, hand=[(0, "Grapeshot"), (0, "Lightning Bolt"), (1, "Counterspell")],
             mana={0: "1RR", 1: "UU"})
    cast(g, "Lightning Bolt", target="Player 2")
    cast(g, "Grapeshot", target="Player 2", stack=True)
    assert len(g.state.stack) == 2  # Grapeshot and its storm trigger
    g.pass_priority()  # Player 2 gets priority with the trigger on top
    cast(g, "Counterspell", target="Grapeshot", stack=True)
    for _ in range(20):
        d = g.decision
        if d.kind == "target":
            g.answer(("keep",))
        elif d.kind == "priority" and g.state.stack:
            g.answer(("pass",))
        else:
            break
    assert g.zone_of("Grapeshot") == "graveyard"
    assert g.life(1) == 20 - 3 - 1


def test_702_40a_storm_trigger_survives_save_and_load(pool):
    """The storm trigger on the stack (with what it remembers of the spell) survives save/load."""
    from manastack.game import Game

    g = game(pool, hand=[(0, "Grapeshot"), (0, "Lightning Bolt")], mana={0: "1RR"})
    cast(g, "Lightning Bolt", target="Player 2")
    cast(g, "Grapeshot", target="Player 2", stack=True)
    text = g.game.save()
    assert Game.load(text, pool).save() == text


def test_702_40a_storm_with_no_earlier_spell_makes_no_copy(pool):
    """Storm counts only other spells cast before it this turn: cast first, Empty the Warrens makes 2 Goblins."""
    g = game(pool, hand=[(0, "Empty the Warrens")], mana={0: "3R"})
    cast(g, "Empty the Warrens")
    assert len(tokens(g, 0, "Goblin")) == 2


# ---------------------------------------------------------------- rebound (702.88)


def test_702_88a_staggershock_rebounds_and_is_cast_again_at_the_next_upkeep(pool):
    """Staggershock: "Staggershock deals 2 damage to any target. Rebound." Cast from hand it is exiled as it
    resolves; at its owner's next upkeep they may cast it without paying its mana cost; then it goes to the
    graveyard (cast from exile, not from hand)."""
    assert pool.get("Staggershock").supported
    g = game(pool, hand=[(0, "Staggershock")], mana={0: "2R"})
    cast(g, "Staggershock", target="Player 2")
    assert g.life(1) == 18
    assert g.zone_of("Staggershock") == "exile"
    g.pass_until("upkeep", turn=3)
    _drain_cast(g, "Player 2")
    assert g.life(1) == 16
    assert g.zone_of("Staggershock") == "graveyard"


def _drain_cast(g, target):
    """Answer the rebound/suspend trigger's cast choice and the target, then resolve."""
    for _ in range(60):
        d = g.decision
        if d is None:
            return
        if d.kind == "priority":
            if not g.state.stack:
                return
            g.answer(("pass",))
        elif d.kind in ("option", "yes_no"):
            opt = next((o for o in d.options if o[0] in ("cast", "yes")), None)
            g.answer(opt)
        elif d.kind == "target":
            g.answer(g._target_option(target))
        elif d.kind == "pay" and ("auto",) in d.options:
            g.answer(("auto",))
        else:
            g.answer(d.options[0])


def test_702_88a_rebound_does_not_apply_to_a_spell_cast_from_elsewhere_or_countered(pool):
    """Rebound applies only to a spell cast from its owner's hand that resolves (702.88a): countered,
    Staggershock goes to the graveyard."""
    g = game(pool, hand=[(0, "Staggershock"), (1, "Counterspell")], mana={0: "2R", 1: "UU"})
    cast(g, "Staggershock", target="Player 2", stack=True)
    g.pass_priority()
    cast(g, "Counterspell", target="Staggershock")
    assert g.zone_of("Staggershock") == "graveyard"
    assert not g.state.delayed


# ---------------------------------------------------------------- madness (702.35)


def _discard_to_tormenting_voice(g, card):
    """Cast Tormenting Voice discarding ``card`` as its additional cost (a discard madness replaces, 702.35a)."""
    from .helpers import _setup, _start

    _start(g, "cast", "Tormenting Voice", None, None, None)
    _setup(g, [card], targets=[], modes=None, x=None, kicked=None, divide=None)


def _play_out_stack(g, other):
    """Pass priority until the stack is empty; every other decision goes to ``other(decision)``."""
    for _ in range(30):
        d = g.decision
        if d.kind != "priority":
            other(d)
        elif not g.state.stack:
            return
        else:
            g.answer(("pass",))


def test_702_35a_fiery_temper_discarded_is_exiled_and_cast_for_its_madness_cost(pool):
    """Fiery Temper: "Fiery Temper deals 3 damage to any target. Madness {R}." Discarded to Wild Mongrel's
    cost, it is exiled instead of put into the graveyard, and its trigger lets its owner cast it for {R}."""
    assert pool.get("Fiery Temper").supported
    g = game(pool, hand=[(0, "Fiery Temper"), (0, "Tormenting Voice")], mana={0: "1RR"})
    # Tormenting Voice: "As an additional cost to cast this spell, discard a card. Draw two cards."
    from .helpers import _start, _setup

    _start(g, "cast", "Tormenting Voice", None, None, None)
    _setup(g, ["Fiery Temper"], targets=[], modes=None, x=None, kicked=None, divide=None)
    # the madness trigger resolves before Tormenting Voice (rulings)
    assert g.zone_of("Fiery Temper") == "exile"
    _drain_cast(g, "Player 2")
    assert g.life(1) == 17
    assert g.zone_of("Fiery Temper") == "graveyard"
    assert g.zone_of("Tormenting Voice") == "graveyard"


def test_702_35a_madness_declined_puts_the_card_into_the_graveyard(pool):
    """If its owner doesn't cast it, the madness card goes to the graveyard (702.35a)."""
    g = game(pool, hand=[(0, "Fiery Temper"), (0, "Tormenting Voice")], mana={0: "1R"})
    _discard_to_tormenting_voice(g, "Fiery Temper")

    def decline(d):
        g.answer(("decline",) if d.kind == "option" else d.options[0])

    _play_out_stack(g, decline)
    assert g.zone_of("Fiery Temper") == "graveyard"
    assert g.life(1) == 20


def test_702_35a_madness_works_with_the_cleanup_discard(pool):
    """Madness works whatever the reason for discarding (rulings): discarding to hand size in the cleanup
    step (514.1) exiles Basking Rootwalla, and its owner may cast it for {0}."""
    names = [(0, "Basking Rootwalla")] + [(0, "Island")] * 7
    g = game(pool, hand=names)
    for _ in range(200):
        d = g.decision
        if d.kind == "priority":
            g.answer(("pass",))
        elif d.kind == "discard" or (d.options and d.options[0][0] == "discard"):
            g.answer(next(o for o in d.options if o[1] == g.find("Basking Rootwalla")))
            break
        else:
            g.answer(d.options[0])
    assert g.zone_of("Basking Rootwalla") == "exile"
    _drain_cast(g, None)
    assert g.zone_of("Basking Rootwalla") == "battlefield"


# ---------------------------------------------------------------- suspend (702.62)


def test_702_62a_rift_bolt_suspended_then_cast_when_the_last_counter_is_removed(pool):
    """Rift Bolt: "Rift Bolt deals 3 damage to any target. Suspend 1—{R}." Suspending it is a special action
    (116.2f): exile with one time counter; at the next upkeep the counter is removed and it is cast without
    paying its mana cost."""
    assert pool.get("Rift Bolt").supported
    g = game(pool, hand=[(0, "Rift Bolt")], mana={0: "R"})
    _special(g, "suspend", "Rift Bolt")
    assert g.zone_of("Rift Bolt") == "exile"
    assert g.obj("Rift Bolt").counters == {"time": 1}
    assert g.state.priority == 0 and not g.state.stack  # no stack; priority again (116.3)
    g.pass_until("upkeep", turn=3)
    _drain_cast(g, "Player 2")
    assert g.life(1) == 17
    assert g.zone_of("Rift Bolt") == "graveyard"


def test_702_62a_suspended_creature_gains_haste(pool):
    """Durkwood Baloth (Suspend 5—{G}): cast when its last time counter is removed, the creature has haste
    while its owner controls it (702.62a)."""
    from manastack.testing import Scenario

    s = Scenario(cards=pool)
    s.exile(0, "Durkwood Baloth")
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    oid = g.find("Durkwood Baloth")
    from manastack.engine.events import add_counters

    add_counters(g.state, oid, "time", 1)
    g.pass_until("upkeep", turn=3)
    _drain_cast(g, None)
    assert g.zone_of("Durkwood Baloth") == "battlefield"
    assert "Haste" in g.obj("Durkwood Baloth").keywords


def test_702_62a_suspend_refused_without_mana_or_at_the_wrong_time(pool):
    """Suspend may be used only when the card could begin to be cast (702.62a: a sorcery-speed card in
    the main phase with an empty stack) and its cost paid; an illegal suspend is refused with a typed
    error and the game is untouched."""
    g = game(pool, hand=[(0, "Rift Bolt")])
    assert not _offered(g, "suspend")
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("suspend", g.find("Rift Bolt")))
    assert g.zone_of("Rift Bolt") == "hand"
    assert g.game.save() == before
    g2 = game(pool, hand=[(0, "Rift Bolt")], mana={0: "R"}, step="upkeep")
    assert not _offered(g2, "suspend")


# ---------------------------------------------------------------- foretell (702.143)


def test_702_143a_demon_bolt_foretold_then_cast_for_its_foretell_cost_next_turn(pool):
    """Demon Bolt: "Demon Bolt deals 4 damage to target creature or planeswalker. Foretell {R}." Foretelling
    (116.2h) costs {2} and exiles it face down; it can't be cast that turn; on a later turn it is cast for {R}."""
    assert pool.get("Demon Bolt").supported
    g = game(pool, hand=[(0, "Demon Bolt")], mana={0: "2R"}, battlefield=[(1, "Hill Giant")])
    _special(g, "foretell", "Demon Bolt")
    o = g.state.objects[g.find("Demon Bolt")]
    assert o.zone == "exile" and o.face_down
    assert not any(op[0] == "cast" for op in g._priority().options)  # not this turn
    g.pass_until("main1", turn=3)
    cast(g, "Demon Bolt", target="Hill Giant", variant="foretell")
    assert g.zone_of("Hill Giant") == "graveyard"
    assert g.zone_of("Demon Bolt") == "graveyard"


def test_702_143a_foretold_card_is_hidden_from_the_opponent(pool):
    """A foretold card is exiled face down: its owner may look at it, the other players see a face-down
    card (702.143a, 406.3)."""
    from manastack.engine.view import view

    g = game(pool, hand=[(0, "Demon Bolt")], mana={0: "2"})
    _special(g, "foretell", "Demon Bolt")
    mine = view(g.state, 0)["exile"]
    theirs = view(g.state, 1)["exile"]
    assert mine[0]["name"] == "Demon Bolt"
    assert theirs[0]["name"] == "face-down" and "card" not in theirs[0]


def test_702_143a_foretell_only_during_your_own_turn(pool):
    """702.143a: foretelling is possible only during its owner's turn."""
    g = game(pool, hand=[(1, "Demon Bolt")], mana={1: "2"})
    g.pass_priority()
    assert g.decision.player == 1
    assert not _offered(g, "foretell")


def test_702_62a_suspended_card_survives_save_and_load(pool):
    """A suspended card's time counters and a foretold card's record survive save/load (the game goes on
    the same way)."""
    from manastack.game import Game

    g = game(pool, hand=[(0, "Rift Bolt"), (0, "Demon Bolt")], mana={0: "2R"})
    _special(g, "suspend", "Rift Bolt")
    _special(g, "foretell", "Demon Bolt")
    text = g.game.save()
    g2 = Game.load(text, pool)
    assert g2.save() == text
    assert g2.state.designations["foretold"] == g.state.designations["foretold"]


# ---------------------------------------------------------------- ninjutsu (702.49)


def _to_blockers_declared(g, attacker):
    g.attack(attacker)
    for _ in range(20):
        if g.decision.kind == "priority" and g.state.step == "declare_attackers":
            g.answer(("pass",))
        elif g.decision.kind == "blockers":
            g.no_blocks()
        elif g.decision.kind == "priority" and g.state.step == "declare_blockers":
            return
        else:
            g.answer(g.decision.options[0])
    raise AssertionError("never reached the declare blockers step" + g._context())


def test_702_49a_ninja_of_the_deep_hours_swaps_in_for_an_unblocked_attacker(pool):
    """Ninja of the Deep Hours: "Ninjutsu {1}{U}" -- return an unblocked attacking creature you control to
    hand: put this card onto the battlefield tapped and attacking (the same player, 702.49c); it deals combat
    damage (2) and its trigger draws a card."""
    assert pool.get("Ninja of the Deep Hours").supported
    g = game(pool, hand=[(0, "Ninja of the Deep Hours")], mana={0: "1U"}, battlefield=[(0, "Grizzly Bears")],
             library=[(0, "Island"), (0, "Island")])
    g.state.objects[g.find("Grizzly Bears")].sick = False
    assert not any(o[0] == "activate" for o in g._priority().options)  # no unblocked attacker yet
    _to_blockers_declared(g, "Grizzly Bears")
    from .helpers import activate

    activate(g, "Ninja of the Deep Hours", "Grizzly Bears")
    assert g.zone_of("Grizzly Bears") == "hand"
    ninja = g.obj("Ninja of the Deep Hours")
    assert ninja.tapped and g.find("Ninja of the Deep Hours") in g.state.combat["attackers"]
    before = hand_size(g, 0)
    for _ in range(30):
        d = g.decision
        if g.state.step in ("end_of_combat", "main2") and not g.state.stack:
            break
        if d.kind == "yes_no":
            g.answer(("yes",))
        else:
            g.answer(("pass",) if ("pass",) in d.options else d.options[0])
    assert g.life(1) == 18
    assert hand_size(g, 0) == before + 1


def test_702_49a_ninjutsu_not_offered_for_a_blocked_attacker(pool):
    """Only an unblocked attacking creature can be returned (509.1h): with the attacker blocked, ninjutsu
    isn't offered, and activating it anyway is refused with a typed error, the game untouched."""
    g = game(pool, hand=[(0, "Ninja of the Deep Hours")], mana={0: "1U"}, battlefield=[(0, "Grizzly Bears"),
             (1, "Hill Giant")])
    g.state.objects[g.find("Grizzly Bears")].sick = False
    g.attack("Grizzly Bears")
    for _ in range(20):
        if g.decision.kind == "blockers":
            g.block("Grizzly Bears", "Hill Giant")
        elif g.decision.kind == "priority" and g.state.step == "declare_blockers":
            break
        else:
            g.answer(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    assert not any(o[0] == "activate" and o[1] == g.find("Ninja of the Deep Hours") for o in g._priority().options)
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("activate", g.find("Ninja of the Deep Hours"), 2))
    assert g.game.save() == before


def test_702_35a_madlands_exiled_by_madness_cannot_be_cast(pool):
    """Madlands has madness, but a land card is never cast (305.1, 305.9): discarded, it is exiled, and its madness
    trigger only puts it into the graveyard."""
    g = game(pool, hand=[(0, "Madlands"), (0, "Tormenting Voice")], mana={0: "1R"})
    _discard_to_tormenting_voice(g, "Madlands")
    assert g.zone_of("Madlands") == "exile"

    def never_cast(d):
        assert not any(o[0] == "cast" for o in d.options)
        g.answer(d.options[0])

    _play_out_stack(g, never_cast)
    assert g.zone_of("Madlands") == "graveyard"


def test_118_6_ancestral_vision_has_no_mana_cost_so_only_suspend_is_offered(pool):
    """Ancestral Vision has no mana cost: casting it from the hand is an unpayable cost (118.6), so only
    suspending it is offered; suspended with 4 time counters, it is cast without paying its mana cost
    once the last is removed (four upkeeps later), and its target player draws three cards."""
    g = game(pool, hand=[(0, "Ancestral Vision")], mana={0: "U"})
    opts = g._priority().options
    assert not any(o[0] == "cast" for o in opts)
    _special(g, "suspend", "Ancestral Vision")
    assert g.obj("Ancestral Vision").counters == {"time": 4}
    g.pass_until("upkeep", turn=3)
    resolve(g)
    assert g.obj("Ancestral Vision").counters == {"time": 3}
    for turn, left in ((5, 2), (7, 1)):
        g.pass_until("upkeep", turn=turn)
        resolve(g)
        assert g.obj("Ancestral Vision").counters == {"time": left}
    g.pass_until("upkeep", turn=9)
    before = hand_size(g, 0)
    _drain_cast(g, "Player 1")
    assert g.zone_of("Ancestral Vision") == "graveyard"
    assert hand_size(g, 0) == before + 3


def test_702_62a_suspend_haste_ends_when_control_is_lost(pool):
    """A creature cast by suspend has haste only "until you lose control of ... the permanent it becomes"
    (702.62a, 611.2b): after Player 2 enchants Durkwood Baloth with Control Magic, it no longer has haste."""
    from manastack.engine.events import add_counters
    from manastack.testing import Scenario

    from .helpers import add_mana_sources

    s = Scenario(cards=pool)
    s.exile(0, "Durkwood Baloth")
    s.hand(1, "Control Magic")
    add_mana_sources(s, 1, "2UU")
    g = s.start("main1")
    add_counters(g.state, g.find("Durkwood Baloth"), "time", 1)
    g.pass_until("upkeep", turn=3)
    _drain_cast(g, None)
    assert "Haste" in g.obj("Durkwood Baloth").keywords
    g.pass_until("main1", turn=4)
    cast(g, "Control Magic", target="Durkwood Baloth")
    baloth = g.obj("Durkwood Baloth")
    assert baloth.controller == 1
    assert "Haste" not in baloth.keywords


def test_702_143a_foretold_card_cast_the_same_turn_is_refused(pool):
    """A foretold card may be cast only after the turn it was foretold has ended (702.143a): casting it for
    its foretell cost that turn is refused with a typed error and the game is untouched; the opponent is
    never offered it."""
    g = game(pool, hand=[(0, "Demon Bolt")], mana={0: "2R"}, battlefield=[(1, "Hill Giant")])
    _special(g, "foretell", "Demon Bolt")
    bolt = g.find("Demon Bolt")
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", bolt, "foretell"))
    assert g.game.save() == before
    g.pass_until("upkeep", turn=2)
    d = g._priority()
    assert d.player == 1 and not any(o[0] == "cast" and o[1] == bolt for o in d.options)
