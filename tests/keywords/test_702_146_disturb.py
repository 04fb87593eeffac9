"""Disturb (702.146), with real cards."""
from __future__ import annotations

from manastack.engine.chars import chars
from manastack.testing import Scenario

CARD = "Lunarch Veteran // Luminous Phantom"


def _veteran_in_graveyard(plains: int = 2, step: str = "main1", active: int = 0):
    s = Scenario.full()
    (card,) = s.graveyard(0, CARD)
    s.lands(0, "Plains", plains)
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start(step, active=active)
    return g, card


def _phantom(g) -> int:
    """The permanent, back face up (its name is the back face's)."""
    return next(i for i in g.state.battlefield if chars(g.state, i).name == "Luminous Phantom")


def _disturb_option(g):
    return next((o for o in g.options() if o[0] == "cast" and "disturb" in str(o[2])), None)


def test_702_146a_b_disturb_casts_back_face_from_graveyard():
    """702.146a-b: Lunarch Veteran in its owner's graveyard is cast transformed for its disturb cost {1}{W}; the
    spell is Luminous Phantom, and it enters the battlefield back face up: a 1/1 flying Spirit."""
    g, card = _veteran_in_graveyard()
    opt = _disturb_option(g)
    assert opt is not None
    g.cast(opt[1], variant=opt[2])
    assert all(g.obj(i).tapped for i in g.state.battlefield if g._name(i) == "Plains")
    assert [chars(g.state, i).name for i in g.state.stack] == ["Luminous Phantom"]
    g.pass_until_resolved()
    phantom = _phantom(g)
    c = chars(g.state, phantom)
    assert "Spirit" in c.subtypes and "Flying" in c.keywords
    g.expect_pt(phantom, 1, 1)


def test_712_8c_disturbed_spell_mana_value_is_front_face():
    """712.8c: cast transformed, the spell has only its back face's characteristics but its mana value is its
    front face's ({W}: 1)."""
    g, card = _veteran_in_graveyard()
    opt = _disturb_option(g)
    g.cast(opt[1], variant=opt[2])
    from manastack.engine.evaluate import mana_value

    spell = g.state.stack[-1]
    assert chars(g.state, spell).name == "Luminous Phantom"
    assert mana_value(g.state, spell) == 1


def test_702_146a_disturbed_permanent_is_exiled_instead_of_dying():
    """702.146 (the back face's replacement): Luminous Phantom destroyed by Doom Blade is exiled instead of going
    to the graveyard, so it can't be disturbed again."""
    g, card = _veteran_in_graveyard()
    opt = _disturb_option(g)
    g.cast(opt[1], variant=opt[2])
    g.pass_until_resolved()
    phantom = _phantom(g)
    g.pass_priority()
    g.cast("Doom Blade", target=phantom)
    g.pass_until_resolved()
    assert g.zone(0, "exile") == [CARD]
    assert g.zone(0, "graveyard") == []


def test_702_146a_disturb_not_at_instant_speed_nor_without_mana():
    """702.146a, 307.1: the back face is a creature: disturb follows sorcery timing -- not offered in the
    opponent's turn; and with one Plains the {1}{W} disturb cost can't be paid."""
    g, _ = _veteran_in_graveyard(plains=2, active=1)
    g.pass_priority()  # the active opponent passes: player 0 has priority in the opponent's main phase
    assert g.decision.kind == "priority" and g.decision.player == 0
    assert _disturb_option(g) is None
    g2, _ = _veteran_in_graveyard(plains=1)
    assert _disturb_option(g2) is None


def test_702_146_disturb_cards_are_supported(supported):
    supported(CARD, "Beloved Beggar // Generous Soul", "Baithook Angler // Hook-Haunt Drifter",
              "Kindly Ancestor // Ancestor's Embrace")
