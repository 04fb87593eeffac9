"""Official rulings shared by the cipher cards among the target cards (702.99): each ruling checked on each
card (issue #32). The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling

ENCODED = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'the spell with cipher is encoded')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'the spell with cipher is encoded')),
]

COUNTERED = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'if the spell with cipher doesnt')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'if the spell with cipher doesnt')),
]

LEAVES = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'if the creature leaves the battlefield')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'if the creature leaves the battlefield')),
]

NOT_TARGET = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'you choose the creature as the')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'you choose the creature as the')),
]


def _board(card: str, carrier: str = "Hill Giant"):
    """``card`` in player 0's hand, five of each basic land, the opponent's creatures and artifact first (the
    first target offered), and ``carrier``, player 0's creature to encode the card on."""
    s = Scenario.full()
    for name in ("Grizzly Bears", "Ornithopter", "Glorious Anthem"):
        s.battlefield(1, name)
    h = s.hand(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 5)
    s.graveyard(0, "Grizzly Bears", "Grizzly Bears")
    c = s.battlefield(0, carrier)
    return s, h, c


def _cast(g, card: str):
    g.game.apply(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(card)))
    _answer_until(g, lambda d: False)


def _answer_until(g, stop):
    """Answer each decision but priority with its first option until ``stop(decision)`` holds."""
    for _ in range(12):
        d = g.decision
        if d is None or d.kind == "priority" or stop(d):
            return d
        g.answer(list(d.options or g.options())[0])
    return g.decision


def _is_cipher(d) -> bool:
    return d.kind == "choose_cards" and isinstance(d.info, dict) and d.info.get("effect") == "cipher"


def _resolve_to_cipher(g):
    """Pass until the spell resolves to its cipher choice (answering its other choices); return it."""
    for _ in range(6):
        d = _answer_until(g, _is_cipher)
        if d is not None and _is_cipher(d):
            return d
        g.pass_priority()
    raise AssertionError(f"no cipher choice: {g.decision}")


@pytest.mark.parametrize("card", ENCODED)
def test_cipher_card_goes_from_stack_to_exile_encoded_702_99a(card):
    """702.99a: as the spell resolves, after its other effects, the card is exiled encoded on the chosen
    creature — straight from the stack; it never goes to the graveyard."""
    s, h, carrier = _board(card)
    g = s.start("main1")
    _cast(g, card)
    _resolve_to_cipher(g)
    g.choose(carrier)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")
    assert card not in g.zone(0, "graveyard")


@pytest.mark.parametrize("card", COUNTERED)
def test_countered_cipher_spell_goes_to_graveyard_unencoded_702_99a_701_6a(card):
    """701.6a, 702.99a: a cipher spell that doesn't resolve (countered by Cancel) does nothing, cipher included:
    the card goes to its owner's graveyard."""
    s, h, carrier = _board(card)
    s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    _cast(g, card)
    g.pass_priority()
    g.cast("Cancel", target=h)
    g.pass_until_resolved()
    g.expect_zone(h, "graveyard")
    g.expect_zone(carrier, "battlefield")


@pytest.mark.parametrize("card", LEAVES)
def test_cipher_card_stays_exiled_when_its_creature_leaves_702_99c(card):
    """702.99c: the creature it's encoded on leaves the battlefield (Unsummon): the card stays in exile."""
    s, h, carrier = _board(card)
    s.hand(0, "Unsummon", "Unsummon")      # (a discard effect may take one)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    _cast(g, card)
    _resolve_to_cipher(g)
    g.choose(carrier)
    g.pass_until_resolved()
    g.cast("Unsummon", target=carrier)
    g.pass_until_resolved()
    g.expect_zone(carrier, "hand")
    g.expect_zone(h, "exile")


@pytest.mark.parametrize("card", NOT_TARGET)
def test_cipher_creature_is_chosen_on_resolution_not_targeted_702_99a_115_10(card):
    """702.99a, 115.10: the creature is chosen as the spell resolves and isn't a target — a creature with
    shroud (Blastoderm), which no spell can target, can be chosen."""
    s, h, carrier = _board(card, carrier="Blastoderm")
    g = s.start("main1")
    _cast(g, card)
    d = _resolve_to_cipher(g)
    g.choose(carrier)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")
    g.expect_zone(carrier, "battlefield")


COPY_CAST = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'the copy of the card with')),
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'the copy of the card with')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'the copy of the card with')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'the copy of the card with')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'the copy of the card with')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'the copy of the card with')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'the copy of the card with')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'the copy of the card with')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'the copy of the card with')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'the copy of the card with')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'you cast the copy of the')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'the copy of the card with')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'you cast the copy of the')),
]

COPY_DECLINED = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'if you choose not to cast')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'if you choose not to cast')),
]


def _encoded_and_hitting(card: str):
    """``card`` cast and encoded on player 0's Hill Giant, which then attacks unblocked and deals combat damage:
    returns the game at the cipher trigger's "cast a copy?" choice, in the combat damage step."""
    s, h, carrier = _board(card)
    g = s.start("main1")
    _cast(g, card)
    _resolve_to_cipher(g)
    g.choose(carrier)
    g.pass_until_resolved()
    _answer_until(g, lambda d: False)
    g.pass_until_resolved()
    g.attack(carrier)
    g.no_blocks()
    for _ in range(8):                       # to the trigger's choice (answering nothing else on the way)
        d = g.decision
        if d.kind == "option" and any(o[0] == "cast" for o in d.options):
            return g, h
        g.pass_priority()
    raise AssertionError(f"no cipher copy choice: {g.decision}")


@pytest.mark.parametrize("card", COPY_CAST)
def test_cipher_copy_is_created_in_and_cast_from_exile_during_combat_702_99a_707_12(card):
    """702.99a, 707.12: the copy is made in exile and cast there while the trigger resolves — in the combat
    damage step, whatever the card's type allows — and the encoded card stays in exile."""
    g, h = _encoded_and_hitting(card)
    g.answer(next(o for o in g.decision.options if o[0] == "cast"))
    _answer_until(g, lambda d: False)
    assert g.state.step == "combat_damage" and g.stack and g.stack[-1] == card, (g.state.step, g.stack)
    g.pass_until_resolved()
    _answer_until(g, lambda d: False)
    g.expect_zone(h, "exile")
    assert card not in g.zone(0, "graveyard")


@pytest.mark.parametrize("card", COPY_DECLINED)
def test_cipher_copy_declined_is_gone_for_good_702_99a_707_12(card):
    """702.99a, 707.12: declining to cast the copy, it ceases to exist; it can't be cast later (not in the
    second main phase either), and the encoded card stays in exile."""
    g, h = _encoded_and_hitting(card)
    g.answer(next(o for o in g.decision.options if o[0] != "cast"))
    assert not g.stack
    g.pass_until("main2")
    assert not [o for o in g.options() if o[0] == "cast" and card in g.game.describe(o)]
    g.expect_zone(h, "exile")


ONLY_CREATURES = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'if you want to encode the')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'if you want to encode the')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'if you want to encode the')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'if you want to encode the')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'if you want to encode the')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'if you want to encode the')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'if you want to encode the')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'if you want to encode the')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'if you want to encode the')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'if you want to encode the')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'if you want to encode the')),
]


@pytest.mark.parametrize("card", ONLY_CREATURES)
def test_cipher_encodes_only_on_a_creature_702_99a(card):
    """702.99a: only a creature can be chosen — a noncreature artifact (Mind Stone) isn't offered; the
    creature is."""
    s, h, carrier = _board(card)
    stone = s.battlefield(0, "Mind Stone")
    g = s.start("main1")
    _cast(g, card)
    d = _resolve_to_cipher(g)
    offered = {g.game.describe(o) for o in d.options}
    assert any("Hill Giant" in x for x in offered) and not any("Mind Stone" in x for x in offered), offered
