"""manastack.rl environments: the libraries' own checkers, determinism, hidden information, 723, vector
and batch stepping, and a smoke run of the baseline's training loop."""
from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

gymnasium = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import manastack.rl as rl  # noqa: E402
from manastack.builtin_decks import deck  # noqa: E402
from manastack.rl.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PAIR = ["gruul-stompy", "azorius-skies"]


def same(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(a[k].dtype == b[k].dtype and a[k].tobytes() == b[k].tobytes() for k in a)


def test_gymnasium_env_checker_passes():
    env = gymnasium.make("manastack/Duel-v0", opponent="random", decks=PAIR)
    check_env(env.unwrapped, skip_render_check=True)


@pytest.mark.parametrize("players", [2, 3])
def test_pettingzoo_api_test_passes(players):
    api_test(rl.env(players=players, decks="random"), num_cycles=60)


def test_gym_same_seed_and_actions_give_the_same_observations():
    def run(seed):
        env = gymnasium.make("manastack/Duel-v0", opponent="heuristic", decks="random", seat="random")
        obs, info = env.reset(seed=seed)
        out = [obs]
        r = random.Random(5)
        for _ in range(60):
            a = r.choice(list(np.flatnonzero(info["action_mask"])))
            obs, rew, term, trunc, info = env.step(a)
            out.append(obs)
            if term or trunc:
                break
        return out

    a, b, c = run(11), run(11), run(12)
    assert len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    assert not (len(a) == len(c) and all(same(x, y) for x, y in zip(a, c)))


def test_pettingzoo_same_seed_and_actions_give_the_same_observations():
    def run(seed):
        e = rl.env(players=3, decks="random")
        e.reset(seed=seed)
        r = random.Random(1)
        out = []
        for i, agent in enumerate(e.agent_iter(max_iter=120)):
            obs, rew, term, trunc, info = e.last()
            out.append((agent, obs))
            e.step(None if term or trunc else r.choice(list(np.flatnonzero(obs["action_mask"]))))
        return out

    a, b = run(4), run(4)
    assert [x[0] for x in a] == [x[0] for x in b]
    assert all(same(x[1], y[1]) for x, y in zip(a, b))


def _swap_hidden(s: Session, viewer: int) -> int:
    """Swap, in place, the identities of cards ``viewer`` can't see: each opponent's hand cards with
    cards of their library, and reverse the order of the viewer's own library. Returns swaps made."""
    st = s.game.state
    n = 0
    for q in range(len(st.players)):
        if q == viewer:
            continue
        hand, lib = st.hand[q], st.library[q]
        for h, l_ in zip(hand, lib):
            a, b = st.mut(h), st.mut(l_)
            if a.card != b.card:
                a.card, b.card = b.card, a.card
                n += 1
    lib = st.library[viewer]
    names = [st.objects[o].card for o in lib]
    for o, name in zip(lib, reversed(names)):
        st.mut(o).card = name
    st.touch()
    return n


def test_nothing_hidden_leaks_into_an_observation():
    """400.2: hands and libraries are hidden. Two games equal but for the hidden cards (the opponent's
    hand swapped with library cards, the viewer's library reversed) give byte-identical observations
    to the viewer; the opponent, who sees their own hand, gets a different one (the swap was real)."""
    checked = 0
    for seed in range(4):
        s = Session([deck(PAIR[0]), deck(PAIR[1])], seed)
        r = random.Random(seed)
        for step in range(400):
            if s.over:
                break
            if step % 40 == 39 and s.game.state.hand[1]:
                b = s.fork()
                if _swap_hidden(b, 0):
                    for via_view in (False, True):  # the fast path and the view-based reference path
                        assert same(s.observe(0, via_view), b.observe(0, via_view))
                        assert not same(s.observe(1, via_view), b.observe(1, via_view))
                    checked += 1
            s.act(r.choice(s.legal_slots()))
    assert checked >= 5


def _fast_equals_view(s: Session) -> int:
    """Every seat's observation encoded straight from the state equals the encoding of its view."""
    for seat in range(s.seats):
        fast, ref = s.observe(seat), s.observe(seat, via_view=True)
        assert same(fast, ref), (seat, [k for k in fast if fast[k].tobytes() != ref[k].tobytes()])
    return s.seats


@pytest.mark.parametrize("players", [2, 3])
def test_observation_from_the_state_equals_the_encoded_view(players):
    """400.2, 708.2: the fast observation path applies the view's visibility rules: for every seat at
    every step of random games (hands, graveyards, stack, combat, counters) it gives the arrays that
    encoding ``game.view(seat)`` gives."""
    checked = 0
    for seed in range(3):
        decks = [deck(PAIR[0]), deck(PAIR[1])] + [deck(PAIR[0])] * (players - 2)
        s = Session(decks, seed)
        r = random.Random(seed)
        for _ in range(500):
            if s.over:
                break
            checked += _fast_equals_view(s)
            s.act(r.choice(s.legal_slots()))
        if not s.over:
            checked += _fast_equals_view(s)
    assert checked > 500


def test_723_the_controlling_player_is_the_acting_seat(full_db):
    """723.5: while player 1 controls player 2 (Mindslaver), player 2's decisions are player 1's to make:
    the acting seat is player 1, whose mask offers them; 723.4: player 1 sees player 2's hand."""
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from mechanics.test_player_control import mindslaver_game, slave

    _sc, g = mindslaver_game()
    slave(g)
    g.pass_until("main1", turn=2)
    s = Session.from_game(g.game)
    d = s.game.decision
    assert (d.kind, d.player, d.actor) == ("priority", 1, 0)
    assert s.actor == 0
    assert s.mask(0).sum() > 0 and s.mask(1).sum() == 0
    bolt = next(o for o in s.game.state.hand[1] if s.game.state.objects[o].card == "Lightning Bolt")
    row = s.rows(0)[bolt]
    obs = s.observe(0)
    _fast_equals_view(s)  # 723.4 through the fast path too
    assert obs["card_ids"][row] == s.encoder.vocab.of("Lightning Bolt")
    assert any("Lightning Bolt" in s.describe(x) for x in s.legal_slots())


def test_async_vector_env_steps_two_games():
    envs = gymnasium.vector.AsyncVectorEnv(
        [lambda: gymnasium.make("manastack/Duel-v0", decks=PAIR, max_steps=50) for _ in range(2)])
    try:
        obs, info = envs.reset(seed=3)
        assert obs["action_mask"].shape[0] == 2
        for _ in range(5):
            acts = [int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]
            obs, rew, term, trunc, info = envs.step(np.array(acts))
            assert all(m.sum() > 0 for m in obs["action_mask"])
    finally:
        envs.close()


def test_batch_duel_steps_n_games_and_resets_finished_ones():
    b = rl.BatchDuel(3, seed=0, decks=PAIR, max_steps=20)
    obs = b.reset()
    assert obs["cards"].shape[0] == 3
    ended = 0
    r = random.Random(0)
    for _ in range(60):
        acts = [r.choice(list(np.flatnonzero(m))) for m in obs["action_mask"]]
        obs, rew, term, trunc = b.step(acts)
        ended += int((term | trunc).sum())
        assert all(m.sum() > 0 for m in obs["action_mask"])
    assert ended >= 3  # max_steps=20: every game was truncated or ended at least once


def test_the_opponent_may_be_a_plain_callable():
    calls = []

    def first_option(game, seat):
        calls.append(seat)
        return game.legal_actions()[0]

    env = gymnasium.make("manastack/Duel-v0", opponent=first_option, decks=PAIR, seat=1)
    obs, info = env.reset(seed=0)
    for _ in range(30):
        obs, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert calls and set(calls) == {0}


def test_training_loop_smoke():
    """The baseline's training loop runs and changes the policy (a few short episodes)."""
    spec = importlib.util.spec_from_file_location("train_baseline", ROOT / "examples" / "train_baseline.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    policy, curve = mod.train(2, eval_every=1, eval_games=1, max_steps=15, log=lambda *a, **k: None)
    assert np.abs(policy.w).sum() > 0
    assert [c["episode"] for c in curve] == [0, 1, 2]


def test_708_2_face_down_permanents_show_their_identity_only_to_their_controller():
    """708.2, 708.5: a face-down permanent's identity is its controller's to see; 400.2 exile by its
    owner. On a board with face-down creatures on both sides, tapped, damaged and countered permanents,
    an aura and exiled cards, the fast observation equals the encoded view for both seats; changing
    which card the opponent's face-down creature is leaves the viewer's observation byte-identical
    (and changes its controller's)."""
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from cardkit import scenario

    s = scenario()
    s.battlefield(0, "Serra Angel", face_down=True, tapped=True)
    theirs = s.battlefield(1, "Serra Angel", face_down=True, damage=1, counters={"+1/+1": 1})
    s.battlefield(1, "Glorious Anthem")
    s.exile(0, "Serra Angel")
    s.exile(1, "Glorious Anthem")
    g = s.start()
    a, b = Session.from_game(g.game), Session.from_game(g.game.fork())
    _fast_equals_view(a)
    fd = next(o for o in b.game.state.battlefield
              if b.game.state.objects[o].face_down and b.game.state.objects[o].controller == 1)
    assert b.game.state.objects[fd].card == "Serra Angel" and theirs is not None
    b.game.state.mut(fd).card = "Glorious Anthem"
    b.game.state.touch()
    _fast_equals_view(b)
    for via_view in (False, True):
        assert same(a.observe(0, via_view), b.observe(0, via_view))
        assert not same(a.observe(1, via_view), b.observe(1, via_view))


def test_session_plays_without_a_log_unless_asked_and_the_game_is_the_same():
    """The environment's game adds nothing to its event log by default (nothing reads it); with ``log=True`` it does,
    and the same seed and slots give the same observations and game either way (logging is output only)."""
    runs = []
    for log in (False, True):
        s = Session([deck("gruul-stompy"), deck("azorius-skies")], 11, log=log)
        start = len(s.game.log)  # (the lines of the setup, before the session took the game)
        r = random.Random(3)
        obs = []
        for _ in range(60):
            if s.over:
                break
            legal = s.legal_slots()
            s.act(legal[r.randrange(len(legal))])
            if not s.over:
                obs.append(s.observe(s.actor)["action_mask"].tobytes())
        runs.append((s, obs, len(s.game.log) - start))
    (quiet, obs_q, grew_q), (loud, obs_l, grew_l) = runs
    assert grew_q == 0 and grew_l > 20
    assert obs_q == obs_l and len(obs_q) > 10
    assert quiet.game.save() != "" and quiet.game.state.turn == loud.game.state.turn
