"""The table over real game situations: options that tell objects apart, ability text in prompts,
``show``, several picks in one line, all-or-nothing batches, the log of life and zone changes, and the
phase stops."""
from __future__ import annotations

from manastack.testing import Scenario

from .conftest import feed


def _blockers_scenario():
    s = Scenario()
    s.player(0, name="You")
    s.player(1, name="Bob")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    guard = s.battlefield(0, "Steadfast Guard")
    fanatic = s.battlefield(0, "Mogg Fanatic")
    g = s.start("main1", active=1)
    g.attack(b1, b2)
    game = g.game
    while game.decision.kind != "blockers":
        game.apply(("pass",))
    return game, g, (b1, b2, guard, fanatic)


def test_two_attacking_grizzly_bears_are_told_apart(session):
    game, g, (b1, b2, guard, _) = _blockers_scenario()
    s, out = session(game, [])
    s.show_decision()
    text = out.getvalue()
    lines = [ln.strip() for ln in text.splitlines() if "Block Grizzly Bears" in ln and "Steadfast Guard" in ln]
    assert len(lines) == 2 and lines[0] != lines[1], "each attacker has its own label"
    assert all("attacking You" in ln and "Bob" in ln and "2/2" in ln for ln in lines)


def test_block_with_two_creatures_in_one_line_then_done(session):
    game, g, (b1, b2, guard, fanatic) = _blockers_scenario()
    s, out = session(game, [])
    numbered, texts, _ = s.show_decision()
    first = next(n for n, t in texts.items() if "Steadfast Guard" in t)
    second = next(n for n, t in texts.items() if "Mogg Fanatic" in t and numbered[n][2] != numbered[first][2])
    feed(s, [f"b {first} {second}"])
    assert s.ask() is True
    blocks = game.state.combat["blockers"]
    assert set(blocks) == {numbered[first][1], numbered[second][1]}, "both blocks were declared"
    assert s.record.choices[-1] == ("done",) and len(s.record.choices) == 3


def test_an_illegal_second_pick_undoes_the_first(session):
    game, g, _ = _blockers_scenario()
    s, out = session(game, [])
    numbered, texts, _ = s.show_decision()
    guard_blocks = [n for n, t in texts.items() if "with Steadfast Guard" in t]
    # Steadfast Guard can block only one attacker: the second pick is illegal, so neither happens
    feed(s, [" ".join(map(str, guard_blocks)), "q"])
    before = game.state.combat["pending"] if "pending" in game.state.combat else None
    assert s.ask() is True
    assert "Not allowed" in out.getvalue()
    assert s.record.choices == [] and s.game.decision.kind == "blockers"
    assert not s.game.state.combat.get("blockers"), "nothing half-declared"
    del before


def test_single_answer_decisions_refuse_two_numbers(session):
    s0 = Scenario()
    s0.player(0, name="You")
    s0.hand(0, "Lightning Bolt")
    s0.lands(0, "Mountain", 1)
    g = s0.start("main1")
    s, out = session(g.game, ["1 2", "q"])
    assert s.ask() is False  # the error, then "q" quits
    assert "This decision takes one answer; you gave 2." in out.getvalue()
    assert s.record.choices == []


def test_activation_prompt_and_stack_show_the_ability_text(session):
    sc = Scenario()
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    sc.battlefield(0, "Mogg Fanatic")
    sc.battlefield(0, "Prodigal Sorcerer")
    g = sc.start("main1")
    s, out = session(g.game, [])
    numbered, texts, _ = s.show_decision()
    labels = list(texts.values())
    assert any(t.startswith("Activate Mogg Fanatic #") and "Sacrifice this creature: It deals 1 damage to any "
               "target." in t for t in labels), labels
    ping = next(n for n, t in texts.items() if t.startswith("Activate Prodigal Sorcerer"))
    feed(s, [str(ping), "bob"])
    s.ask()  # activate
    s.ask()  # target Bob by name
    out.truncate(0)
    s.last_board = None
    s.show_decision()
    text = out.getvalue()
    assert "Prodigal Sorcerer's ability: {T}: This creature deals 1 damage to any target." in text \
        or "Prodigal Sorcerer's ability: {T}: Prodigal Sorcerer deals 1 damage" in text, text
    assert "ability of" not in text


def test_show_prints_oracle_text_and_current_state(session):
    sc = Scenario()
    sc.player(0, name="You")
    bears = sc.battlefield(0, "Grizzly Bears", tapped=True, counters={"+1/+1": 1})
    g = sc.start("main1")
    s, out = session(g.game, ["show griz", f"show #{g.obj(bears).id if hasattr(g.obj(bears), 'id') else 0}",
                              "show Lightning Bolt", "show Nonexistent Cardname", "q"])
    s.ask()
    text = out.getvalue()
    assert "Grizzly Bears {1}{G} - on the battlefield (You)" in text
    assert "now: 3/3 (printed 2/2)" in text and "tapped" in text and "1 +1/+1" in text
    assert "Lightning Bolt {R}" in text and "Lightning Bolt deals 3 damage to any target." in text
    assert "Nothing called 'Nonexistent Cardname' here, and no such card." in text
    assert s.record.choices == [], "show is not a choice"


def test_swords_to_plowshares_life_gain_is_logged(session):
    sc = Scenario()
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    serra = sc.battlefield(1, "Serra Angel")
    sc.hand(0, "Swords to Plowshares")
    sc.lands(0, "Plains", 1)
    g = sc.start("main1")
    s, out = session(g.game, [])
    g.cast("Swords to Plowshares", target=serra)
    g.pass_until_resolved()
    s.flush_log()
    text = out.getvalue()
    assert "Bob gains 4 life (now 24)" in text
    assert "Serra Angel leaves the battlefield for exile" in text


def test_pass_turn_stops_at_your_next_turn_only(session):
    sc = Scenario(filler="Forest")
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    sc.hand(0, "Forest", "Forest")
    g = sc.start("main1")
    s, out = session(g.game, ["t"])
    assert s.ask()
    while s.game.result is None and s.game.decision.actor != 0 or (s.stop and s._keep_passing()):
        d = s.game.decision
        s.apply(s.agents[d.actor].choose(s.game, d.actor) if d.actor != 0 else ("pass",))
    assert s.game.turn == 3 and s.game.step == "main1" and s.game.active_player == 0
    assert "Passing until your next turn." in out.getvalue()


def test_pass_end_stops_at_the_opponents_end_step(session):
    sc = Scenario(filler="Forest")
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    g = sc.start("main1")
    s, out = session(g.game, ["pe"])
    assert s.ask()
    while s.game.decision.actor != 0 or (s.stop and s._keep_passing()):
        d = s.game.decision
        s.apply(s.agents[d.actor].choose(s.game, d.actor) if d.actor != 0 else ("pass",))
    assert s.game.active_player == 1 and s.game.step == "end"


def test_next_stops_for_an_opponents_spell(session):
    sc = Scenario()
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    sc.hand(1, "Lightning Bolt")
    sc.lands(1, "Mountain", 1)
    g = sc.start("main1", active=1)
    g.cast("Lightning Bolt", target=("player", 0))
    g.pass_priority()
    s, out = session(g.game, [])
    s.stop = "next"
    assert s.game.decision.actor == 0 and s._keep_passing() is False, "a spell to answer: stop"
    s.stop = "turn"
    assert s._keep_passing() is True, "pass turn does not stop for it"


def test_a_trigger_target_prompt_says_which_ability_it_is_for(session):
    sc = Scenario()
    sc.player(0, name="You")
    sc.player(1, name="Bob")
    sc.hand(0, "Flametongue Kavu")
    sc.lands(0, "Mountain", 4)
    sc.battlefield(1, "Grizzly Bears")
    g = sc.start("main1")
    g.cast("Flametongue Kavu")
    g.pass_until_resolved()
    assert g.game.decision.kind == "target"
    s, out = session(g.game, [])
    s.show_decision()
    text = out.getvalue()
    assert "for #" in text and "Flametongue Kavu's ability: When this creature enters, it deals 4 damage to " \
        "target creature." in text
    assert "ability of" not in text
    assert "Target Grizzly Bears #" in text and "(Bob, 2/2)" in text


def test_show_prints_the_official_rulings_with_dates(session):
    """Issue #32: ``show`` on a card that carries rulings lists them under their dates."""
    sc = Scenario.full()
    sc.player(0, name="You")
    sc.battlefield(0, "Oblivion Ring")
    g = sc.start("main1")
    s, out = session(g.game, ["show oblivion", "show Go for the Throat", "q"])
    s.ask()
    text = out.getvalue()
    assert "  Rulings (" in text
    assert "  2007-10-01  If Oblivion Ring leaves the battlefield before its first ability" in text
    assert "  2011-06-01  If the targeted creature is also an artifact" in text
