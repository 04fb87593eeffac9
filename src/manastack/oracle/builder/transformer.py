"""The sentence builder: a lark ``Transformer`` composed of one rule class per part of a sentence.

The :class:`SentenceBuilder` turns a sentence's parse tree into a :class:`Sentence`: its form (keywords,
activated, triggered, ...), the pieces of the ability (cost, trigger, body) and the sentence's own targets,
numbered from 0. Pronouns ("it", "that creature", "its controller") stay as :class:`Pron` placeholders;
:mod:`..compiler` resolves them against earlier mentions when it assembles whole abilities. Anything the
vocabulary cannot say faithfully raises :class:`Unrepresentable`, which turns the sentence into
``Unsupported(text)`` -- never a guess.

Each grammar rule is read by the method of the same name; the methods live in the rule classes of this
package, grouped by what they build (see docs/oracle.md for the map).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Transformer, Tree

from ...tree.abilities import TargetSpec
from .amounts import AmountRules
from .bodies import BodyRules
from .clauses import ClauseRules
from .conditions import ConditionRules
from .continuous import ContinuousRules
from .costs import CostRules
from .effects_cards import CardEffectRules
from .effects_objects import ObjectEffectRules
from .filters import FilterRules
from .keywords import KeywordRules
from .mechanics import MechanicRules
from .nouns import NounPhraseRules
from .results import LocalTarget, Unrepresentable, positioned
from .sentences import SentenceRules
from .triggers import TriggerRules


class SentenceBuilder(
    SentenceRules, KeywordRules, TriggerRules, ConditionRules, BodyRules, ClauseRules, ContinuousRules,
    CostRules, ObjectEffectRules, CardEffectRules, MechanicRules, AmountRules, NounPhraseRules, FilterRules,
    Transformer,
):
    """Parse tree of one sentence -> :class:`Sentence` (see module docstring)."""

    def __init__(self, text: str):
        super().__init__(visit_tokens=False)
        self.text = text
        self.targets: list[TargetSpec] = []
        self.target_pos: list[int] = []
        self.self_zone: str | None = None
        self.combat_damage_trigger = False
        self.among_them = False
        self.targets_what: Any = None  # "a spell that targets <what>" not yet read by a cast trigger (115.9b)
        self.exiled_with_self = 0  # "exiled with ~" qualifiers not yet read by a linked-ability form (607.2a)
        self.spells_among_them = 0  # "[spells] from among them" not yet read by a cast permission
        self.mana_spent_on_event = False  # "mana spent to cast that spell": only in a cast trigger
        self.last_subject: Any = None  # the subject of the latest clause that had one ("Target player draws ...")

    # ------------------------------------------------------------ helpers

    def label(self, meta) -> str:
        if getattr(meta, "empty", True):
            return ""
        s = self.text[meta.start_pos:meta.end_pos]
        return s[:1].lower() + s[1:] if s else s

    def add_target(self, spec: TargetSpec, pos: int) -> LocalTarget:
        if self.targets_what is not None and getattr(spec.filter, "kind", None) == "spell":
            # "counter target spell that targets a creature" (115.9b): the qualifier read just before belongs
            # to this target
            spec = replace(spec, targeting=self.targets_what)
            self.targets_what = None
        self.targets.append(spec)
        self.target_pos.append(pos)
        return LocalTarget(len(self.targets) - 1)

    # rules whose parse trees a parent rule reads itself; any other rule without a method is a form the
    # builder does not handle yet, and the sentence becomes Unsupported
    _PASS_THROUGH = frozenset({
        "np_word", "type_word", "color_word", "status_word", "np_alt", "noun_word", "tok_tail", "tok_type",
        "tok_color", "name_words", "name_seq", "name_word", "put_tail", "put_dest", "block_extra", "cx_sep", "cx_is", "cx_subj",
        "cx_addition", "devotion",
        "choose_count", "gy_ref", "kw_simple", "kw_costed", "kw_numbered", "cast_timing", "counters_instead",
    })

    def _call_userfunc(self, tree, new_children=None):
        """Every method takes (meta, children): called directly, without lark's per-call wrappers."""
        children = new_children if new_children is not None else tree.children
        f = getattr(self, tree.data, None)
        if f is None:
            return self.__default__(tree.data, children, tree.meta)
        return f(tree.meta, children)

    def __default__(self, data, children, meta):
        if data in self._PASS_THROUGH:
            return Tree(data, children, meta)
        raise Unrepresentable(f"unhandled grammar rule {data}")


# a clause's result carries its offset in the sentence (for pronoun resolution)
for _name in [n for n in dir(SentenceBuilder) if n.startswith("c_")]:
    setattr(SentenceBuilder, _name, positioned(getattr(SentenceBuilder, _name)))
