"""Splice (702.47), with real cards: Glacial Ray (splice onto Arcane {1}{R}: 2 damage to any target) and the Arcane
sorcery Lava Spike (3 damage to target player or planeswalker)."""
from __future__ import annotations

from manastack.testing import Scenario


def _setup(mountains: int = 3, extra_hand=(), opp=("Grizzly Bears",)):
    s = Scenario.full()
    s.hand(0, "Lava Spike")
    s.hand(0, "Glacial Ray")
    for h in extra_hand:
        s.hand(0, h)
    s.lands(0, "Mountain", mountains)
    for p in opp:
        s.battlefield(1, p)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Lava Spike"))
    return g


def _resolve(g):
    for _ in range(6):
        if not g.state.stack:
            return
        g.pass_priority()


def test_702_47a_spliced_card_adds_its_text_and_cost_and_stays_in_hand():
    """702.47a, 702.47d: Glacial Ray spliced onto Lava Spike: the spell costs {R} plus {1}{R}, has both texts (the
    added text's target chosen normally, after the spell's own), deals 3 to the opponent and 2 to Grizzly Bears;
    Glacial Ray stays in its owner's hand."""
    g = _setup()
    d = g.decision
    assert d.kind == "choose_cards" and d.info["keyword"] == "Splice"
    g.answer(next(o for o in d.options if o[0] == "choose" and g._name(o[1]) == "Glacial Ray"))
    if g.decision.kind == "choose_cards":
        g.answer(("done",))
    g.answer(g._target_option(("player", 1)))
    g.answer(g._target_option(g.find("Grizzly Bears")))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{1}{R}{R}"
    g.answer(("auto",))
    _resolve(g)
    g.expect_life(1, 17)
    assert "Grizzly Bears" in g.zone(1, "graveyard")
    assert "Glacial Ray" in g.zone(0, "hand") and "Lava Spike" in g.zone(0, "graveyard")


def test_702_47a_not_splicing_casts_the_spell_alone():
    """702.47a: "You may reveal": declining, Lava Spike costs {R} and only its own text happens."""
    g = _setup()
    g.answer(("done",))
    g.answer(g._target_option(("player", 1)))
    assert g.decision.kind == "pay" and g.decision.info["due"] == "{R}"
    g.answer(("auto",))
    _resolve(g)
    g.expect_life(1, 17)
    assert "Grizzly Bears" in [g._name(i) for i in g.state.battlefield]


def test_702_47a_only_onto_the_quality_named():
    """702.47a: splice onto Arcane: casting a non-Arcane spell (Lightning Bolt), nothing is offered to splice."""
    s = Scenario.full()
    s.hand(0, "Lightning Bolt")
    s.hand(0, "Glacial Ray")
    s.lands(0, "Mountain", 3)
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Lightning Bolt"))
    assert not (g.decision.kind == "choose_cards" and (g.decision.info or {}).get("keyword") == "Splice")


def test_702_47c_spliced_text_is_the_spells_own_protection_example():
    """702.47c (its example): Glacial Ray spliced onto a blue Arcane spell (Reach Through Mists, "Draw a card"):
    the spell is still blue and it deals the damage, so the added text can target a creature with protection from
    red (Kor Firewalker) and kill it; the caster draws a card too."""
    s = Scenario.full()
    s.hand(0, "Reach Through Mists")
    s.hand(0, "Glacial Ray")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Island", 1)
    s.battlefield(1, "Kor Firewalker")
    g = s.start("main1")
    g.answer(next(o for o in g.decision.options if o[0] == "cast" and g._name(o[1]) == "Reach Through Mists"))
    g.answer(next(o for o in g.decision.options if o[0] == "choose"))
    if g.decision.kind == "choose_cards":
        g.answer(("done",))
    assert g.decision.kind == "target"
    g.answer(g._target_option(g.find("Kor Firewalker")))
    g.answer(("auto",))
    hand = len(g.zone(0, "hand"))
    _resolve(g)
    assert "Kor Firewalker" in g.zone(1, "graveyard")
    assert len(g.zone(0, "hand")) == hand + 1


def test_702_47b_a_card_is_spliced_onto_a_spell_only_once():
    """702.47b: a card can't be spliced onto the same spell twice: once chosen, Glacial Ray isn't offered again."""
    g = _setup()
    g.answer(next(o for o in g.decision.options if o[0] == "choose"))
    d = g.decision
    assert not (d.kind == "choose_cards" and any(o[0] == "choose" for o in d.options))


def test_702_47_splice_cards_are_supported(supported):
    supported("Glacial Ray", "Desperate Ritual", "Kodama's Reach")
