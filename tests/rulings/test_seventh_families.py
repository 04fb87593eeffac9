"""Official rulings of the seventh pass (issue #32) shared with card families already tested: the modal
double-faced cards Esika and Blackbloom Rogue (712) and the aftermath card Driven // Despair (702.127, 709).
Each case runs the family's existing check on the new card; the parameter lists name the ruling checked."""
from __future__ import annotations

import pytest

from .keys import ruling
from .test_aftermath import (
    test_aftermath_card_first_half_on_stack_has_only_its_characteristics_709_3b as _one_half,
    test_aftermath_card_is_a_single_card_709_1 as _single,
    test_aftermath_card_off_the_stack_combines_both_halves_709_4 as _combined,
    test_aftermath_half_cant_be_cast_by_cascade_from_exile_702_127a_702_85a as _cascade,
    test_aftermath_half_cast_from_graveyard_is_always_exiled_702_127a as _exiled,
    test_aftermath_second_half_castable_right_after_first_resolves_702_127a_117_3b as _priority,
)
from .test_families import (
    test_modal_dfc_each_face_is_played_by_its_own_characteristics_712_12 as _face_legal,
    test_modal_dfc_mana_value_is_the_front_face_outside_stack_and_battlefield_712_8b as _mdfc_mv,
)

ESIKA = "Esika, God of the Tree // The Prismatic Bridge"
ROGUE = "Blackbloom Rogue // Blackbloom Bog"
DRIVEN = "Driven // Despair"

MDFC_FACE = [
    pytest.param(ESIKA, marks=ruling("Esika, God of the Tree // The Prismatic Bridge", "2021-02-05", "to determine whether it is legal")),
    pytest.param(ROGUE, marks=ruling("Blackbloom Rogue // Blackbloom Bog", "2020-09-25", "to determine whether it is legal")),
]

MDFC_MV = [
    pytest.param(ESIKA, marks=ruling("Esika, God of the Tree // The Prismatic Bridge", "2021-02-05", "the converted mana cost of a")),
    pytest.param(ROGUE, marks=ruling("Blackbloom Rogue // Blackbloom Bog", "2020-09-25", "the mana value of a modal")),
]


@pytest.mark.parametrize("card", MDFC_FACE)
def test_seventh_modal_dfc_each_face_is_played_by_its_own_characteristics_712_12(card):
    """712.12, 305.1: the land face is playable as the land for the turn, the spell face needs mana."""
    _face_legal(card)


@pytest.mark.parametrize("card", MDFC_MV)
def test_seventh_modal_dfc_mana_value_is_the_front_face_in_hand_712_8b(card):
    """712.8b: in the hand only the front face counts: its mana value and name."""
    _mdfc_mv(card)


@ruling("Driven", "2017-04-18", "all split cards have two card")
def test_driven_2017_04_18_all_split_cards_have_two_card_709_3b():
    """709.3b: Driven on the stack has only Driven's name, mana value and color."""
    _one_half(DRIVEN)


@ruling("Driven", "2017-04-18", "while not on the stack the")
def test_driven_2017_04_18_while_not_on_the_stack_the_709_4():
    """709.4: in the hand Driven // Despair has both halves' mana value, colors and types."""
    _combined(DRIVEN)


@ruling("Driven", "2017-04-18", "each split card is a single")
def test_driven_2017_04_18_each_split_card_is_a_single_709_1():
    """709.1: one card in hand, one in the graveyard."""
    _single(DRIVEN)


@ruling("Driven", "2017-04-18", "if you cast the first half")
def test_driven_2017_04_18_if_you_cast_the_first_half_702_127a_117_3b():
    """117.3b, 702.127a: Driven resolves, its caster gets priority and may cast Despair from the graveyard."""
    _priority(DRIVEN)


@ruling("Driven", "2017-04-18", "a spell with aftermath cast from")
def test_driven_2017_04_18_a_spell_with_aftermath_cast_from_702_127a():
    """702.127a: Despair cast from the graveyard is exiled, resolved or countered (Cancel)."""
    _exiled(DRIVEN)


@ruling("Driven", "2017-04-18", "if another effect allows you to cast a split card with aftermath from any")
def test_driven_2017_04_18_if_another_effect_allows_you_to_cast_from_any_702_127a_702_85a():
    """702.127a, 702.85a: cascade into Driven // Despair offers Driven only, never Despair."""
    _cascade(DRIVEN)
