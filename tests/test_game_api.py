"""The public API: decisions, legal actions, apply, fork, save/load (mid-resolution), digest, view,
result and log; bad input."""
import json
import random

import pytest

from manastack import Game
from manastack.core.errors import GameOverError, IllegalActionError, SaveFormatError
from manastack.testing import Scenario

BOLT = ["Mountain"] * 24 + ["Lightning Bolt"] * 12 + ["Grizzly Bears"] * 24
BEARS = ["Forest"] * 24 + ["Grizzly Bears"] * 36


def play_random(g, n, seed):
    rng = random.Random(seed)
    choices = []
    for _ in range(n):
        if g.result is not None:
            break
        c = rng.choice(g.legal_actions())
        choices.append(c)
        g.apply(c)
    return choices


def test_decision_names_kind_actor_player_and_options():
    g = Game.new([BOLT, BEARS], seed=3)
    d = g.decision
    assert d.kind == "play_first" and d.actor == d.player
    assert g.legal_actions() == list(d.options)


def test_same_seed_same_choices_same_game():
    a = Game.new([BOLT, BEARS], seed=11)
    b = Game.new([BOLT, BEARS], seed=11)
    play_random(a, 300, 5)
    play_random(b, 300, 5)
    assert a.digest() == b.digest()
    assert [e.text for e in a.log] == [e.text for e in b.log]


def test_different_seeds_give_different_games():
    a = Game.new([BOLT, BEARS], seed=1)
    b = Game.new([BOLT, BEARS], seed=2)
    play_random(a, 100, 5)
    play_random(b, 100, 5)
    assert a.digest() != b.digest()


def test_fork_is_independent_and_continues_identically():
    g = Game.new([BOLT, BEARS], seed=4)
    play_random(g, 60, 1)
    f = g.fork()
    assert f.digest() == g.digest()
    rest = play_random(g, 200, 9)
    for c in rest:
        f.apply(c)
    assert f.digest() == g.digest()
    h = g.fork()
    play_random(h, 20, 3)
    assert h.digest() != g.digest() or h.result is not None


def test_save_load_roundtrip_same_digest_and_future():
    g = Game.new([BOLT, BEARS], seed=7)
    play_random(g, 150, 2)
    text = g.save()
    json.loads(text)
    h = Game.load(text)
    assert h.digest() == g.digest()
    rng = random.Random(4)
    for _ in range(200):
        if g.result is not None:
            break
        c = rng.choice(g.legal_actions())
        g.apply(c)
        h.apply(c)
    assert h.digest() == g.digest()


def test_save_and_fork_mid_resolution_while_an_effect_waits_for_a_choice():
    s = Scenario()
    s.hand(0, "Mind Rot")
    s.lands(0, "Swamp", 3)
    s.hand(1, "Forest", "Hill Giant", "Grizzly Bears")
    g = s.start("main1")
    g.cast("Mind Rot", target="Player 2").pass_priority(2)
    d = g.decision
    assert d.kind == "discard" and d.player == 1 and g.stack == ["Mind Rot"]  # mid-resolution
    text = g.game.save()
    h = Game.load(text)
    f = g.game.fork()
    assert h.digest() == g.game.digest() == f.digest()
    for game in (g.game, h, f):
        game.apply(game.decision.options[0])
        game.apply(game.decision.options[0])
    assert g.game.digest() == h.digest() == f.digest()
    assert len(h.state.hand[1]) == 1 and h.state.stack == []


def test_view_hides_opponent_hand_and_library_order():
    g = Game.new([BOLT, BEARS], seed=3, first_player=0, mulligans=False)
    v = g.view(0)
    assert v["players"][0]["hand"] is not None and len(v["players"][0]["hand"]) == 7
    assert v["players"][1]["hand"] is None and v["players"][1]["hand_size"] == 7
    assert "library" not in v["players"][1] and v["players"][1]["library_size"] == 53
    assert json.dumps(v)


def test_log_events_carry_cr_rules():
    g = Game.new([BOLT, BEARS], seed=3)
    play_random(g, 100, 1)
    assert g.log and all(e.rule and e.rule[0].isdigit() for e in g.log)


def test_result_reports_winner_and_reason():
    g = Game.new([BOLT, BEARS], seed=3)
    play_random(g, 100000, 1)
    r = g.result
    assert r is not None and (r.draw or len(r.winners) == 1) and r.reason
    with pytest.raises(GameOverError):
        g.apply(("pass",))


@pytest.mark.parametrize("seed", range(6))
def test_illegal_choice_for_every_decision_kind_raises_and_leaves_state_untouched(seed):
    """Bad input: for each kind of decision met in random games, an illegal answer raises a typed
    error naming the decision, and the digest is unchanged."""
    g = Game.new([BOLT, BEARS], seed=seed)
    rng = random.Random(seed)
    seen = set()
    while g.result is None:
        d = g.decision
        if d.kind not in seen:
            seen.add(d.kind)
            before = g.digest()
            for bad in (("no-such-action",), ("target", 999999), 42, None, ["pass", 1, 2]):
                with pytest.raises(IllegalActionError) as ei:
                    g.apply(bad)
                assert d.kind in str(ei.value)
                assert g.digest() == before
        g.apply(rng.choice(g.legal_actions()))
    assert {"play_first", "mulligan", "priority"} <= seen


def test_load_rejects_malformed_saves_with_typed_error():
    g = Game.new([BOLT, BEARS], seed=3)
    text = g.save()
    for bad in ("", "{", "[]", json.dumps({"format": "other"}), text.replace('"battlefield":[]', '"battlefield":[424242]')):
        with pytest.raises(SaveFormatError):
            Game.load(bad)
    data = json.loads(text)
    data["hand"][0].append(data["library"][0][0])  # one card in two zones
    with pytest.raises(SaveFormatError, match="two zones"):
        Game.load(json.dumps(data))


def test_unknown_card_in_deck_is_a_typed_error_with_suggestion():
    from manastack.core.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as ei:
        Game.new([["Lightning Bolts"] * 60, BEARS], seed=1)
    assert "Lightning Bolt" in ei.value.suggestions and "deck 1, card 1" in str(ei.value)


def test_filters_see_cards_outside_the_game_of_every_player():
    """Cards outside the game (400.11) are gathered for every player, not just the first."""
    from manastack.engine.evaluate import Env, all_matching
    from manastack.tree.filters import Filter

    s = Scenario()
    s.sideboard(0, "Forest")
    s.sideboard(1, "Island")
    g = s.start("main1")
    found = all_matching(Env(g.state, None, 0), Filter(kind="card", zone="outside"))
    assert sorted(g.state.objects[i].card for i in found) == ["Forest", "Island"]
