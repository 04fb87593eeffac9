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


LOSES = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'the exiled card with cipher grants')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'the exiled card with cipher grants')),
]

STOLEN = [
    pytest.param('Call of the Nightwing', marks=ruling('Call of the Nightwing', '2013-04-15', 'if another player gains control of')),
    pytest.param('Hands of Binding', marks=ruling('Hands of Binding', '2013-04-15', 'if another player gains control of')),
    pytest.param('Hidden Strings', marks=ruling('Hidden Strings', '2013-04-15', 'if another player gains control of')),
    pytest.param('Last Thoughts', marks=ruling('Last Thoughts', '2013-04-15', 'if another player gains control of')),
    pytest.param('Mental Vapors', marks=ruling('Mental Vapors', '2013-04-15', 'if another player gains control of')),
    pytest.param('Midnight Recovery', marks=ruling('Midnight Recovery', '2013-04-15', 'if another player gains control of')),
    pytest.param('Paranoid Delusions', marks=ruling('Paranoid Delusions', '2013-04-15', 'if another player gains control of')),
    pytest.param('Shadow Slice', marks=ruling('Shadow Slice', '2013-04-15', 'if another player gains control of')),
    pytest.param('Stolen Identity', marks=ruling('Stolen Identity', '2013-04-15', 'if another player gains control of')),
    pytest.param('Undercity Plague', marks=ruling('Undercity Plague', '2013-04-15', 'if another player gains control of')),
    pytest.param('Voidwalk', marks=ruling('Voidwalk', '2013-04-15', 'if another player gains control of')),
]


def _encode(card: str, **extra):
    s, h, carrier = _board(card)
    for p, name in extra.get("battlefield", ()):
        s.battlefield(p, name)
    for p, name in extra.get("hand", ()):
        s.hand(p, name)
    for p, land, n in extra.get("lands", ()):
        s.lands(p, land, n)
    g = s.start("main1")
    _cast(g, card)
    _resolve_to_cipher(g)
    g.choose(carrier)
    g.pass_until_resolved()
    _answer_until(g, lambda d: False)
    g.pass_until_resolved()
    _answer_until(g, lambda d: False)
    return g, h, carrier


def _cipher_choice_after_damage(g):
    """Pass through combat damage: the cipher trigger's cast-a-copy choice if one comes, else None."""
    for _ in range(10):
        d = g.decision
        if d is None:
            return None
        if d.kind == "option" and any(o[0] == "cast" for o in d.options):
            return d
        if g.state.step in ("end_combat", "main2"):
            return None
        if d.kind == "priority":
            g.pass_priority()
        else:
            _answer_until(g, lambda d: False)
    return None


@pytest.mark.parametrize("card", LOSES)
def test_cipher_creature_without_its_abilities_doesnt_trigger_but_stays_encoded_702_99c_613_1f(card):
    """702.99c, 613.1f, 613.7a: Humility cast after the card was encoded (a later timestamp) takes away all the
    Hill Giant's abilities, the granted trigger included: it deals 1 combat damage without a cipher copy; once
    Humility is gone (Disenchant), the card, still encoded on it, gives it the trigger again on the next attack."""
    g, h, carrier = _encode(card, hand=[(0, "Disenchant"), (0, "Disenchant"), (0, "Humility")], lands=[(0, "Plains", 4)])
    g.cast("Humility")
    g.pass_until_resolved()
    g.expect_pt(carrier, 1, 1)
    g.attack(carrier)
    g.no_blocks()
    assert _cipher_choice_after_damage(g) is None
    g.expect_zone(h, "exile")
    g.pass_until("main2")
    _answer_until(g, lambda d: False)
    g.cast("Disenchant", target=g.find("Humility"))
    g.pass_until_resolved()
    g.expect_zone("Humility", "graveyard")
    g.pass_until("declare attackers", turn=3)
    g.attack(carrier)
    g.no_blocks()
    d = _cipher_choice_after_damage(g)
    assert d is not None and d.actor == 0, g.decision


@pytest.mark.parametrize("card", STOLEN)
def test_cipher_trigger_belongs_to_the_creatures_new_controller_702_99c_603_3a(card):
    """702.99c, 603.3a: the opponent takes the encoded Hill Giant with Act of Treason and attacks its owner with
    it: the triggered ability is theirs, so they are the one offered to cast the copy."""
    g, h, carrier = _encode(card, hand=[(1, "Act of Treason")], lands=[(1, "Mountain", 3)])
    g.pass_until("main1", turn=2)
    _answer_until(g, lambda d: False)
    g.cast("Act of Treason", target=carrier)
    g.pass_until_resolved()
    assert g.obj(carrier).controller == 1
    g.attack(carrier)
    g.no_blocks()
    d = _cipher_choice_after_damage(g)
    assert d is not None and d.actor == 1, g.decision


@pytest.mark.parametrize("card, token", [
    pytest.param("Call of the Nightwing", "Horror",
                 marks=ruling("Call of the Nightwing", "2013-01-24", "you can exile call of the nightwing")),
    pytest.param("Stolen Identity", "copy",
                 marks=ruling("Stolen Identity", "2013-01-24", "if the token you create is")),
])
def test_cipher_card_may_be_encoded_on_the_token_it_just_created_702_99a_608_2c(card, token):
    """702.99a, 608.2c: the spell's own effect happens first, so the token it created (Call of the Nightwing's
    Horror; Stolen Identity's copy of a creature) is already a creature its caster controls when cipher's choice
    comes: the card can be encoded on it."""
    s, h, carrier = _board(card)
    g = s.start("main1")
    before = set(g.state.battlefield)
    g.game.apply(next(o for o in g.options() if o[0] == "cast" and o[1] == g.find(card)))
    _answer_until(g, lambda d: False)
    d = _resolve_to_cipher(g)
    new = [i for i in g.state.battlefield if i not in before and "Creature" in g.obj(i).types]
    assert token == "Horror" or len(new) == 1    # (Stolen Identity copies the first creature offered)
    assert new and any(len(o) > 1 and o[1] == new[0] for o in d.options), (new, d.options)
    g.answer(next(o for o in d.options if len(o) > 1 and o[1] == new[0]))
    g.pass_until_resolved()
    g.expect_zone(h, "exile")
