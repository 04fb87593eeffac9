"""Rule-changing statics about players: additional land plays (305.2) and "can't gain life" (119.7)."""
from __future__ import annotations

from manastack.testing import Scenario


def _play_options(g):
    return [o for o in g.decision.options if o[0] == "play"]


def test_305_2_exploration_lets_its_controller_play_a_second_land_not_a_third():
    """305.2, 305.2a-b: Exploration ("You may play an additional land on each of your turns.") -- two lands this
    turn, then no more."""
    s = Scenario.full()
    s.battlefield(0, "Exploration")
    forests = s.hand(0, "Forest", "Forest", "Forest")
    g = s.start("main1")
    g.play(forests[0])
    g.play(forests[1])
    assert _play_options(g) == []
    g.expect_zone(forests[2], "hand")


def test_305_2_two_explorations_give_two_more_land_plays():
    """305.2: each such effect increases the number: with two Explorations, three lands."""
    s = Scenario.full()
    s.battlefield(0, "Exploration")
    s.battlefield(0, "Exploration")
    forests = s.hand(0, "Forest", "Forest", "Forest", "Forest")
    g = s.start("main1")
    for f in forests[:3]:
        g.play(f)
    assert _play_options(g) == []


def test_305_2_without_exploration_one_land():
    """305.2: normally one land per turn (the control for the tests above)."""
    s = Scenario.full()
    forests = s.hand(0, "Forest", "Forest")
    g = s.start("main1")
    g.play(forests[0])
    assert _play_options(g) == []


def test_119_7_rampaging_ferocidon_players_cant_gain_life():
    """119.7: Rampaging Ferocidon ("Players can't gain life.") -- Lightning Helix still deals its 3 damage, but its
    caster gains nothing."""
    s = Scenario.full()
    s.battlefield(1, "Rampaging Ferocidon")
    s.hand(0, "Lightning Helix")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    s.player(0, life=10)
    g = s.start("main1")
    g.cast("Lightning Helix", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(1, 17)
    g.expect_life(0, 10)


def test_119_3_lightning_helix_gains_life_without_ferocidon():
    """119.3: the same Helix gains 3 life when nothing stops it (the control for the test above)."""
    s = Scenario.full()
    s.hand(0, "Lightning Helix")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    s.player(0, life=10)
    g = s.start("main1")
    g.cast("Lightning Helix", target="Player 2")
    g.pass_until_resolved()
    g.expect_life(0, 13)


def test_701_22d_flamespeaker_adept_triggers_whenever_you_scry():
    """701.22d: Flamespeaker Adept ("Whenever you scry, this creature gets +2/+0 and gains first strike until end
    of turn.") triggers once the scry is complete (Opt: scry 1, then draw)."""
    s = Scenario.full()
    adept = s.battlefield(0, "Flamespeaker Adept")
    s.hand(0, "Opt")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Opt")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    g.expect_pt(adept, 4, 3)
    assert "First Strike" in g.obj(adept).keywords


def test_701_22b_an_opponents_scry_doesnt_trigger_flamespeaker_adept():
    """701.22d "whenever you scry": the opponent's Opt doesn't trigger it."""
    s = Scenario.full()
    adept = s.battlefield(0, "Flamespeaker Adept")
    s.hand(1, "Opt")
    s.lands(1, "Island", 1)
    g = s.start("main1", active=1)
    g.cast("Opt")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    g.expect_pt(adept, 2, 3)


def _bolt_with_hustler(target_opponent: bool):
    s = Scenario.full()
    hustler = s.battlefield(0, "Blood Hustler")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target="Player 2" if target_opponent else bears)
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    return g, hustler


def test_700_13_targeting_an_opponent_is_a_crime_blood_hustler():
    """700.13: casting a spell that targets an opponent is committing a crime: Blood Hustler ("Whenever you commit a
    crime, put a +1/+1 counter on this creature.") gets a counter."""
    g, hustler = _bolt_with_hustler(True)
    g.expect_life(1, 17)
    assert g.obj(hustler).counters.get("+1/+1") == 1


def test_700_13_targeting_your_own_creature_is_no_crime():
    """700.13: a spell that targets only your own permanent is no crime: no counter."""
    g, hustler = _bolt_with_hustler(False)
    assert not g.obj(hustler).counters.get("+1/+1")


def test_119_3_fortifying_draught_counts_all_life_gained_this_turn():
    """119.3: "the amount of life you gained this turn" counts every gain this turn: after Lightning Helix (3),
    Fortifying Draught ("You gain 2 life. Target creature gets +X/+X ...") gives +5/+5."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Helix", "Fortifying Draught")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Lightning Helix", target="Player 2")
    g.pass_until_resolved()
    g.cast("Fortifying Draught", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 7, 7)


def _aerie(gain_cards):
    s = Scenario.full()
    s.battlefield(0, "Griffin Aerie")
    s.hand(0, *gain_cards)
    s.lands(0, "Mountain", len(gain_cards))
    s.lands(0, "Plains", len(gain_cards))
    g = s.start("main1")
    for c in gain_cards:
        g.cast(c, target="Player 2")
        g.pass_until_resolved()
    g.pass_until("end")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    return [i for i in g.state.battlefield if g.obj(i).name == "Griffin"]


def test_119_3_griffin_aerie_if_you_gained_3_or_more_life_this_turn():
    """Griffin Aerie: "At the beginning of your end step, if you gained 3 or more life this turn, create a 2/2
    white Griffin creature token with flying." -- a Lightning Helix (3 life) is enough."""
    assert len(_aerie(["Lightning Helix"])) == 1


def test_119_3_griffin_aerie_without_life_gained_makes_nothing():
    """... and with no life gained this turn, no token (the intervening "if", 603.4)."""
    assert _aerie([]) == []


def test_401_5_precognition_field_lets_its_controller_look_at_the_top_card():
    """401.5: Precognition Field ("You may look at the top card of your library any time.") -- the view shows its
    controller the top card of their library; the opponent sees no such card, and without the Field nobody does."""
    from manastack.engine.view import view

    s = Scenario.full()
    s.battlefield(0, "Precognition Field")
    s.library(0, "Grizzly Bears", *["Plains"] * 5)
    s.library(1, "Forest", *["Plains"] * 5)
    g = s.start("main1")
    mine = view(g.state, 0)["players"]
    assert mine[0]["library_top"]["name"] == "Grizzly Bears"
    assert "library_top" not in mine[1]
    assert "library_top" not in view(g.state, 1)["players"][0]


def _scallywag(discard: str | None):
    s = Scenario.full()
    s.battlefield(0, "Enterprising Scallywag")
    if discard:
        s.hand(0, discard)
        s.hand(0, "Tormenting Voice")
        s.lands(0, "Mountain", 2)
    g = s.start("main1")
    if discard:
        g.cast("Tormenting Voice")
        for _ in range(20):
            d = g.decision
            if d.kind == "priority" and not g.state.stack and not g.state.pending:
                break
            g.answer(("pass",) if d.kind == "priority" else d.options[0])
    g.pass_until("end")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.state.stack and not g.state.pending:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    return [i for i in g.state.battlefield if g.obj(i).name == "Treasure"]


def test_700_11_descended_a_permanent_card_put_into_your_graveyard():
    """700.11: Enterprising Scallywag ("At the beginning of your end step, if you descended this turn, create a
    Treasure token.") -- discarding a permanent card (Grizzly Bears, to Tormenting Voice) is descending."""
    assert len(_scallywag("Grizzly Bears")) == 1


def test_700_11_a_nonpermanent_card_is_no_descent():
    """700.11: an instant put into your graveyard (Tormenting Voice itself, and a discarded Shock) isn't a
    permanent card: no Treasure."""
    assert _scallywag("Shock") == []
