"""The Oracle compiler on constructed cards: line forms, normalisation, sequencing, and honest failure."""
from __future__ import annotations

import itertools

import pytest

from manastack.cards.face import Card, CardFace
from manastack.core.mana import ManaCost
from manastack.oracle import compile_card
from manastack.tree.refs import OwnerOf, Remembered
from manastack.tree import (
    ANY_TARGET,
    Activated,
    AddAbilities,
    All,
    Body,
    Chapter,
    Compare,
    CountersOn,
    DealDamage,
    Discard,
    Draw,
    Filter,
    GainLife,
    IfYouDo,
    Keyword,
    MayDo,
    Modal,
    MoveTo,
    Num,
    Players,
    Sacrifice,
    Seq,
    SetPT,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    This,
    Trigger,
    Triggered,
    Unparsed,
    Unsupported,
    You,
)
from manastack.tree.costs import Cost

_ids = itertools.count()


def card(text: str, types=("Creature",), name: str | None = None, supertypes=(), subtypes=(), layout="normal"):
    """A one-face card with a fresh name (compile_card memoises by name)."""
    name = name or f"Test Card {next(_ids)}"
    face = CardFace(name, types=tuple(types), supertypes=tuple(supertypes), subtypes=tuple(subtypes), text=text,
                    type_line=" ".join(supertypes + types))
    return compile_card(Card(name, layout, (face,))).abilities


def mana(s: str) -> ManaCost:
    return ManaCost.parse(s)


# ---------------------------------------------------------------- normalisation (201.5, 207.2a)


@pytest.mark.parametrize("phrase", ["this creature", "this spell", "this land", "this Aura", "this Equipment",
                                    "this artifact", "this enchantment", "this permanent", "this card"])
def test_201_5_self_reference_phrases_become_this(phrase):
    (ab,) = card(f"When {phrase} enters, you gain 2 life.")
    assert ab == Triggered(Trigger("enters", This()), Body(GainLife(You(), Num(2))))


def test_201_5_card_name_is_a_self_reference():
    (ab,) = card("Sparkmage Test deals 1 damage to any target.", types=("Instant",), name="Sparkmage Test")
    assert ab == SpellAbility(Body(DealDamage(Num(1), Target(0)), (TargetSpec(ANY_TARGET, label="any target"),)))


def test_201_5c_legendary_short_name_is_a_self_reference():
    (ab,) = card("When Zorbo enters, draw a card.", name="Zorbo, Keeper of Tests", supertypes=("Legendary",))
    assert ab.trigger == Trigger("enters", This())


def test_207_2a_reminder_text_is_removed():
    assert card("Flying (This creature can't be blocked except by creatures with flying or reach.)") == \
        (Keyword("Flying"),)


def test_207_2c_ability_words_are_dropped():
    (ab,) = card("Landfall — Whenever a land you control enters, you gain 1 life.")
    assert ab.trigger == Trigger("enters", Filter(types=("Land",), controller="you"))


# ---------------------------------------------------------------- keyword lines (702)


@pytest.mark.parametrize("text, expected", [
    ("Kicker {2}{R}", Keyword("Kicker", cost=Cost(mana=mana("{2}{R}")))),
    ("Ward {2}", Keyword("Ward", cost=Cost(mana=mana("{2}")))),
    ("Flashback {2}{U}", Keyword("Flashback", cost=Cost(mana=mana("{2}{U}")))),
    ("Equip {1}", Keyword("Equip", cost=Cost(mana=mana("{1}")))),
    ("Prototype {2}{R} — 3/2", Keyword("Prototype", cost=Cost(mana=mana("{2}{R}")), pt=(3, 2))),
    ("Islandwalk", Keyword("Landwalk", arg="Island")),
    ("Crew 3", Keyword("Crew", arg=3)),
    ("Ward—Pay 3 life.", Keyword("Ward", cost=Cost(life=3))),
    ("Enchant creature", Keyword("Enchant", arg=Filter(types=("Creature",)))),
    ("Hexproof from white", Keyword("Hexproof", arg=Filter(kind="object", colors=1))),
])
def test_702_keywords_with_costs_and_parameters(text, expected):
    assert card(text) == (expected,)


# ---------------------------------------------------------------- loyalty, sagas, levelers, modes


def test_606_loyalty_abilities_use_the_u2212_minus():
    abs_ = card("[+1]: You gain 1 life.\n[−3]: Draw a card.\n[0]: Scry 1.", types=("Planeswalker",))
    assert [a.cost.loyalty for a in abs_] == [1, -3, 0]
    assert all(a.loyalty and a.timing == "sorcery" for a in abs_)


def test_714_2b_saga_chapters_are_chapter_triggers():
    abs_ = card("I — Draw a card.\nII, III — Each opponent sacrifices a creature.", types=("Enchantment",),
                subtypes=("Saga",), layout="saga")
    assert [a.trigger for a in abs_] == [Trigger("chapter", This(), condition=Chapter(n)) for n in (1, 2, 3)]
    assert abs_[0].body == Body(Draw(You(), Num(1)))
    assert abs_[2].body == Body(Sacrifice(Players("opponents"), Filter(types=("Creature",))))


def test_711_2_level_up_blocks_are_conditional_statics():
    abs_ = card("Level up {W}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike", layout="leveler")
    assert abs_[0] == Keyword("Level Up", cost=Cost(mana=mana("{W}")))
    level = CountersOn(This(), "level")
    assert abs_[1] == Static((SetPT(Num(3), Num(3)), AddAbilities((Keyword("First Strike"),))), This(),
                             condition=All((Compare(level, ">=", Num(2)), Compare(level, "<=", Num(6)))))
    assert abs_[2].condition == Compare(level, ">=", Num(7))


def test_700_2_choose_one_or_both():
    (ab,) = card("Choose one or both —\n• You gain 3 life.\n• Draw a card.", types=("Instant",))
    assert ab == SpellAbility(Modal((Body(GainLife(You(), Num(3))), Body(Draw(You(), Num(1)))), min=1, max=2))


def test_700_2_modal_trigger():
    (ab,) = card("When this creature enters, choose one —\n• You gain 3 life.\n• Draw a card.")
    assert isinstance(ab, Triggered) and isinstance(ab.body, Modal) and len(ab.body.modes) == 2


# ---------------------------------------------------------------- sequencing (608.2c-d)


def test_608_2d_you_may_then_if_you_do():
    (ab,) = card("When this creature enters, you may discard a card. If you do, draw two cards.")
    assert ab.body.effect == Seq((MayDo(Discard(You(), Num(1))), IfYouDo(Draw(You(), Num(2)))))


def test_608_2c_then():
    (ab,) = card("Draw two cards, then discard a card.", types=("Sorcery",))
    assert ab.body.effect == Seq((Draw(You(), Num(2)), Discard(You(), Num(1))))


def test_603_4_intervening_if():
    (ab,) = card("At the beginning of your upkeep, if you have 10 or less life, draw a card.")
    assert ab.intervening is not None and ab.body == Body(Draw(You(), Num(1)))


def test_701_9b_reveal_choose_discard_is_one_discard():
    (ab,) = card("Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
                 "That player discards that card.", types=("Sorcery",))
    assert ab == SpellAbility(Body(
        Discard(Target(0), Num(1), filter=Filter(kind="card", not_types=("Creature", "Land")), chooser="you",
                reveal=True),
        (TargetSpec(Filter(kind="player", player="opponent"), label="target opponent"),)))


def test_activated_ability_rules():
    (ab,) = card("{1}, {T}: Draw a card. Activate only as a sorcery.")
    assert ab == Activated(Cost(mana=mana("{1}"), tap=True), Body(Draw(You(), Num(1))), timing="sorcery")


def test_exile_then_pronoun_refers_to_the_target():
    (ab,) = card("Exile target creature. Return it to the battlefield under its owner's control.",
                 types=("Instant",))
    # 400.7j: the return finds the card the target became in exile (a new object, 400.7); 110.2a: its owner
    assert ab.body.effect == Seq((MoveTo(Target(0), "exile", remember="moved0"),
                                  MoveTo(Remembered("moved0"), "battlefield", controller=OwnerOf(Target(0)))))


# ---------------------------------------------------------------- honest failure


def test_unreadable_spell_sentence_becomes_unsupported_with_its_text():
    (ab,) = card("Draw a card. Frobnicate the quantum widget.", types=("Sorcery",))
    assert ab.body.effect == Seq((Draw(You(), Num(1)), Unsupported("Frobnicate the quantum widget")))


def test_unreadable_permanent_line_becomes_unparsed_with_its_text():
    abs_ = card("Flying\nWhenever the moon is full, frobnicate.")
    assert abs_ == (Keyword("Flying"), Unparsed("Whenever the moon is full, frobnicate."))


def test_unreadable_later_sentence_keeps_the_ability():
    (ab,) = card("{T}: Draw a card. Frobnicate the widget.")
    assert isinstance(ab, Activated)
    assert ab.body.effect == Seq((Draw(You(), Num(1)), Unsupported("Frobnicate the widget")))


def test_compile_card_is_memoised(starter):
    c = starter.get("Lightning Bolt")
    assert compile_card(c) is compile_card(c)
