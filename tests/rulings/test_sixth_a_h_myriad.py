"""Official rulings of the myriad cards among the target cards A-H (issue #32, sixth pass): Herald of the Host and
Blade of Selves (702.116 myriad), in games of three and four players."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all


def _myriad(card: str, creature: str = "Grizzly Bears", players: int = 3, counters=None):
    s = Scenario.full(players=players)
    if card == "Herald of the Host":
        att = s.battlefield(0, "Herald of the Host", counters=counters)
    else:
        att = s.battlefield(0, creature, counters=counters)
        s.battlefield(0, "Blade of Selves", attached_to=att)
    g = s.start("main1")
    g.attack(att)
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "priority":
            g.pass_priority()
        elif d.kind == "option" and any(o[0] == "attack" for o in d.options):
            g.answer(next(o for o in d.options if o[0] == "attack"))
        else:
            g.answer(next((o for o in d.options if o[0] not in ("no", "cancel")), d.options[0]))
    return g, att


def _tokens(g):
    return [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]


@ruling("Herald of the Host", "2015-11-04", "the tokens created by the myriad")
def test_herald_of_the_host_2015_11_04_tokens_enter_tapped_despite_vigilance_702_116a():
    """702.116a: the myriad token is created tapped and attacking though it has vigilance; the Herald, which
    attacked with vigilance, stays untapped."""
    g, herald = _myriad("Herald of the Host")
    (tok,) = _tokens(g)
    assert g.obj(tok).tapped and "Vigilance" in g.obj(tok).keywords
    assert not g.obj(herald).tapped


@pytest.mark.parametrize("card", [
    pytest.param("Herald of the Host", marks=ruling("Herald of the Host", "2015-11-04", "although the tokens enter the battlefield")),
    pytest.param("Blade of Selves", marks=ruling("Blade of Selves", "2015-11-04", "although the tokens enter the battlefield")),
])
def test_myriad_tokens_werent_declared_attackers_508_3a_506_3(card):
    """508.3a, 506.3: the token enters attacking but wasn't declared as an attacker: its own myriad doesn't trigger
    (one token in a three-player game, no more), and it is attacking the other opponent."""
    g, att = _myriad(card)
    toks = _tokens(g)
    assert len(toks) == 1
    assert toks[0] in g.state.combat["attackers"] and toks[0] not in g.state.combat["declared_attackers"]
    assert g.state.combat["attackers"][toks[0]] != g.state.combat["attackers"][g.find(att)]


@pytest.mark.parametrize("card", [
    pytest.param("Herald of the Host", marks=ruling("Herald of the Host", "2015-11-04", "each token copies exactly what was")),
    pytest.param("Blade of Selves", marks=ruling("Blade of Selves", "2015-11-04", "each token copies exactly what was")),
])
def test_myriad_token_copies_printed_values_707_2(card):
    """707.2: the attacker has two +1/+1 counters: the token has its printed power and toughness, no counters."""
    g, att = _myriad(card, counters={"+1/+1": 2})
    (tok,) = _tokens(g)
    printed = (4, 4) if card == "Herald of the Host" else (2, 2)
    assert (g.obj(tok).power, g.obj(tok).toughness) == printed and not g.obj(tok).counters


@pytest.mark.parametrize("card", [
    pytest.param("Herald of the Host", marks=ruling("Herald of the Host", "2015-11-04", "any enters the battlefield abilities of")),
    pytest.param("Blade of Selves", marks=ruling("Blade of Selves", "2015-11-04", "any enters the battlefield abilities of")),
])
def test_myriad_token_enters_ability_triggers_603_6a(card):
    """603.6a: Blade of Selves on Elvish Visionary: the token's "When this enters, draw a card" triggers. (The
    Herald has no enters ability: checked with Soul Warden seeing the token enter.)"""
    if card == "Blade of Selves":
        g, att = _myriad(card, "Elvish Visionary")
        assert len(g.zone(0, "hand")) == 1
    else:
        s = Scenario.full(players=3)
        herald = s.battlefield(0, "Herald of the Host")
        s.battlefield(0, "Soul Warden")
        g = s.start("main1")
        g.attack(herald)
        resolve_all(g)
        if g.decision.kind == "option":
            g.answer(next(o for o in g.decision.options if o[0] == "attack"))
        resolve_all(g)
        assert len(_tokens(g)) == 1 and g.life(0) == 21


@pytest.mark.parametrize("words", [
    pytest.param("a", marks=ruling("Blade of Selves", "2015-11-04", "if the equipped creature is legendary")),
    pytest.param("b", marks=ruling("Blade of Selves", "2015-11-04", "the token creatures all enter the")),
])
def test_blade_of_selves_legendary_tokens_enter_then_legend_rule_704_5j(words):
    """704.5j: in a four-player game the Blade on Isamaru, Hound of Konda makes two legendary token copies, which
    enter together; then the legend rule leaves one Isamaru: the others go to the graveyard (tokens cease)."""
    g, att = _myriad("Blade of Selves", "Isamaru, Hound of Konda", players=4)
    isamarus = [o for o in g.state.battlefield if g.obj(o).name == "Isamaru, Hound of Konda"]
    assert len(isamarus) == 1
    made = [e for e in g.events_since(0) if "Isamaru" in str(e) and "token" in str(e).lower() and "create" in str(e).lower()]
    assert len(made) >= 1
