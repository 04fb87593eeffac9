"""Cipher (702.99), with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _slice_encoded(encode: bool = True):
    """Shadow Slice ("Target opponent loses 3 life. Cipher") cast in the first main phase and encoded on Grizzly
    Bears (or not)."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Shadow Slice")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Shadow Slice", target=("player", 1))
    g.pass_priority(2)
    assert g.decision.kind == "choose_cards" and g.decision.info["effect"] == "cipher"
    g.choose(bears if encode else "done")
    return g, bears


def test_702_99a_cipher_encodes_the_card_on_a_creature():
    """702.99a: after its effect (3 life), Shadow Slice is exiled encoded on Grizzly Bears instead of going to the
    graveyard."""
    g, bears = _slice_encoded()
    g.expect_life(1, 17)
    assert g.zone(0, "exile") == ["Shadow Slice"]
    assert g.zone(0, "graveyard") == []


def test_702_99a_cipher_declined_card_goes_to_graveyard():
    """702.99a "you may": not encoding, the card is put into its owner's graveyard as the spell finishes (608.2n)."""
    g, bears = _slice_encoded(encode=False)
    assert g.zone(0, "graveyard") == ["Shadow Slice"]


def test_702_99a_encoded_creature_combat_damage_casts_a_copy():
    """702.99a: the creature deals combat damage to a player: its controller may copy the encoded card and cast
    the copy without paying its mana cost -- the opponent loses 3 more life; the card stays encoded in exile."""
    g, bears = _slice_encoded()
    g.pass_until("declare_attackers")
    g.attack(bears)
    g.no_blocks()
    g.pass_priority(2)  # combat damage: 2 to the opponent; the cipher ability triggers
    g.expect_life(1, 15)
    g.pass_priority(2)  # the trigger resolves
    assert g.decision.kind == "option"
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    if g.decision.kind == "target":
        g.answer(g._target_option(("player", 1)))
    g.pass_until_resolved()
    g.expect_life(1, 12)
    assert g.zone(0, "exile") == ["Shadow Slice"]


def test_702_99c_creature_leaving_ends_the_encoding():
    """702.99c: the creature leaves the battlefield (Unsummon returns it to its owner's hand): the card stays in
    exile, no longer encoded, and the ability the creature had is gone."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Shadow Slice", "Unsummon")
    s.lands(0, "Swamp", 5)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Shadow Slice", target=("player", 1))
    g.pass_priority(2)
    g.choose(bears)
    from manastack.engine.chars import chars

    assert any(type(a).__name__ == "Triggered" for a in chars(g.state, g.find(bears)).abilities)
    g.cast("Unsummon", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "hand")
    assert g.zone(0, "exile") == ["Shadow Slice"]
    assert not g.state.designations.get("encoded")
    assert not [e for e in g.state.effects if e.mods and type(e.mods[0]).__name__ == "AddAbilities"]


def test_702_99_cipher_cards_are_supported(supported):
    supported("Shadow Slice", "Hands of Binding", "Last Thoughts", "Call of the Nightwing", "Mental Vapors")
