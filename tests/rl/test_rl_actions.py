"""manastack.rl actions: every option of every decision is reachable through the slot-by-slot chooser,
and nothing else is; slots keep their meaning while a card stays in its zone."""
from __future__ import annotations

import random

import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from manastack.engine import combat  # noqa: E402
from manastack.rl.actions import AssignChooser, NumberChooser, Tokenizer  # noqa: E402
from manastack.rl.layout import Layout  # noqa: E402
from manastack.rl.session import Session  # noqa: E402

SPELLS = (["Mountain"] * 9 + ["Plains"] * 4 + ["Island"] * 4 + ["Blaze"] * 4 + ["Healing Salve"] * 4
          + ["Opt"] * 3 + ["Mind Spring"] * 2 + ["Grizzly Bears"] * 6 + ["Hill Giant"] * 4)
CREATURES = ["Forest"] * 16 + ["Grizzly Bears"] * 8 + ["Centaur Courser"] * 8 + ["Colossal Dreadmaw"] * 4 + \
    ["Llanowar Elves"] * 4


def answers(chooser) -> list:
    """Every answer the chooser can reach (depth-first over its legal slots)."""
    if chooser.done:
        return [chooser.answer()]
    out = []
    for slot in chooser.choices():
        c = chooser.clone()
        got = c.pick(slot)
        out.extend([got] if got is not None else answers(c))
    return out


def walk(decks, seed, steps, auto_pay, seen, check=True):
    s = Session(decks, seed, auto_pay=auto_pay)
    r = random.Random(seed)
    last = None
    for _ in range(steps):
        if s.over:
            break
        d = s.game.decision
        c = s.chooser()
        if check and c is not last:  # a new decision (not the second pick of one)
            last = c
            got = answers(c)
            opts = s.game.legal_actions()
            if opts:
                assert sorted(map(repr, got)) == sorted(map(repr, opts)), d.kind
        seen.add(d.kind)
        legal = c.choices()
        assert legal, "a pending decision always offers a slot"
        s.act(r.choice(legal))
    return s


def test_every_option_of_every_decision_is_reachable_exactly_once():
    """Priority, targets, modes, X, mana payment, attackers and blockers one at a time, damage
    assignment, mulligan, London mulligan bottom, who plays first, scry top/bottom: the chooser reaches
    exactly the engine's options."""
    seen: set[str] = set()
    for seed in range(6):
        walk([SPELLS, CREATURES], seed, 260, auto_pay=seed % 2 == 1, seen=seen)
    for kind in ("priority", "target", "mode", "x", "pay", "attackers", "blockers", "mulligan", "bottom",
                 "play_first"):
        assert kind in seen, kind


def test_damage_assignment_too_large_to_list_is_built_one_amount_at_a_time(monkeypatch):
    """510.1c-d: with the engine's list turned off (options None), the chooser builds divisions one
    recipient at a time; every division it can build is legal and every legal one is buildable."""
    monkeypatch.setattr(combat, "MAX_ENUMERATED_ASSIGNMENTS", 0)
    tok = Tokenizer(Layout(2))
    checked = 0
    for seed in range(40):
        s = Session([CREATURES, CREATURES], seed)
        r = random.Random(seed)
        for _ in range(800):
            if s.over:
                break
            g = s.game
            d = g.decision
            if d.kind == "damage_assignment" and d.options is None:
                v = d.validate
                recips = tuple(v["recipients"])
                monkeypatch.setattr(combat, "MAX_ENUMERATED_ASSIGNMENTS", 10**6)
                expect = combat.assignment_options(g.state, d.info["source"], recips, v["trample_to"],
                                                   g.state.combat["dmg_assigned"])
                monkeypatch.setattr(combat, "MAX_ENUMERATED_ASSIGNMENTS", 0)
                got = answers(AssignChooser(g, tok))
                assert sorted(got) == sorted(expect)
                checked += 1
            s.act(r.choice(s.chooser().choices()))
        if checked >= 3:
            break
    assert checked >= 1


def test_a_free_number_is_chosen_digit_by_digit():
    tok = Tokenizer(Layout(2))
    got = answers(NumberChooser(3, 100, tok))
    assert got == list(range(3, 101))


def test_a_card_keeps_its_slot_while_it_stays_in_its_zone():
    """The row (and so the slot) of a permanent does not move while it stays on the battlefield, even as
    others come and go; a card that leaves frees its row."""
    s = Session([CREATURES, CREATURES], 3)
    r = random.Random(3)
    seen_rows: dict[int, int] = {}
    moved = 0
    for _ in range(600):
        if s.over:
            break
        rows = s.rows(0)
        for oid in s.game.state.battlefield:
            if oid in seen_rows:
                assert rows[oid] == seen_rows[oid]
            else:
                seen_rows[oid] = rows[oid]
        moved += len(set(seen_rows) - set(s.game.state.battlefield))
        s.act(r.choice(s.chooser().choices()))
    assert len(seen_rows) > 10 and moved > 0


def test_describe_says_what_a_slot_does():
    s = Session([CREATURES, CREATURES], 1)
    while s.game.decision.kind != "priority" or "Pass priority" not in [s.describe(x) for x in s.legal_slots()]:
        s.act(s.legal_slots()[0])
    texts = [s.describe(x) for x in s.legal_slots()]
    assert "Pass priority" in texts
    assert s.describe(s.layout.n_actions - 1).endswith("(not legal now)")
