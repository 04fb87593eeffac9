"""Sentences: the ability forms a whole sentence takes (keyword line, activated, loyalty, triggered, chapter,
static, rule, additional cost, level) and activation rules ("Activate only as a sorcery", 602.5).
"""
from __future__ import annotations

from dataclasses import replace

from ...tree.abilities import IsTrue, Trigger
from ...tree.continuous import SelfCostChange
from ...tree.costs import Cost
from ...tree.filters import Filter
from ...tree.refs import CountersOn, Num, PairedGroup, This
from .results import NP, BodyR, Pron, Sentence, Unrepresentable
from .words import int_pt, mana_of, times_each


class SentenceRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # ------------------------------------------------------------ activation rules

    def _rule(name, arg=None):  # type: ignore[misc]
        def method(self, meta, c):
            return (name, arg)
        return method

    ar_sorcery = _rule("timing", "sorcery")
    ar_instant = _rule("noop")
    ar_once = _rule("limit", 1)
    ar_your_turn = _rule("condition", IsTrue("your_turn"))
    ar_trigger_once = _rule("trigger_limit", 1)
    ar_no_regen = _rule("no_regen")
    ar_new_targets = _rule("new_targets")
    ar_still_land = _rule("noop")
    ar_uncounterable = _rule("uncounterable")
    ar_search_shuffle = _rule("noop")
    ar_same_mode = _rule("same_mode")

    ar_any_player = _rule("who", "any")  # 602.2: "Any player may activate this ability"

    def ar_any_player_sorcery(self, meta, c):
        return ("multi", (("who", "any"), ("timing", "sorcery")))

    def ar_any_player_their_turn(self, meta, c):
        return ("multi", (("who", "any"), ("condition", IsTrue("your_turn"))))

    def ar_sorcery_once(self, meta, c):
        return ("multi", (("timing", "sorcery"), ("limit", 1)))

    def ar_limit(self, meta, c):
        return ("limit", c[0])

    def n_times(self, meta, c):
        return c[0]

    def ar_if(self, meta, c):
        return ("condition", c[0])

    def ar_if_sorcery(self, meta, c):
        return ("multi", (("condition", c[0]), ("timing", "sorcery")))

    def ar_your_upkeep(self, meta, c):
        return ("multi", (("condition", IsTrue("your_upkeep")),))

    def _done(self, kind, **kw) -> Sentence:
        if self.exiled_with_self:
            raise Unrepresentable("exiled with (as a filter)")
        if self.targets_what is not None:
            raise Unrepresentable("that targets ...")
        if self.spells_among_them:
            raise Unrepresentable("spells from among them")
        if self.mana_spent_on_event and not (kind == "triggered" and kw.get("data") and all(
                isinstance(t, Trigger) and t.event == "cast" and t.subject is None for t in kw["data"])):
            raise Unrepresentable("mana spent to cast that spell, outside a cast trigger")
        return Sentence(kind, targets=tuple(self.targets), target_pos=tuple(self.target_pos), zone=self.self_zone,
                        **kw)

    def s_keywords(self, meta, c):
        return self._done("keywords", data=tuple(c[0]))

    def s_activated(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1])

    def s_exhaust(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1], data=("exhaust",))

    def s_boast(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1], data=("boast",))

    def s_loyalty(self, meta, c):
        n = int(str(c[0]).strip("[]").replace("−", "-").replace("+", "")) if "X" not in str(c[0]) else None
        if n is None:
            raise Unrepresentable("loyalty X")
        return self._done("loyalty", cost=Cost(loyalty=n), body=c[-1])

    def s_visit(self, meta, c):
        """702.159a: "Visit — [effect]" on an Attraction means "Whenever you roll to visit your Attractions, if
        the result is equal to a number that is lit up on this Attraction, [effect]" (the "visit" trigger)."""
        return self._done("triggered", data=(Trigger("visit"),), body=c[-1])

    def s_chapter(self, meta, c):
        return self._done("chapter", data=tuple(c[0]), body=c[-1])

    def s_triggered(self, meta, c):
        trig, cond = c[0]
        if len(trig) == 1 and isinstance(trig[0], tuple) and trig[0][0] == "next":
            # "At the beginning of the next end step, ...": a delayed trigger created by the ability (603.7)
            b: BodyR = c[-1]
            return self._done("plain", body=replace(b, prefix="delayed", cond=trig[0][1]))
        if any(isinstance(t, tuple) for t in trig):
            # "When that creature dies this turn, ...": a delayed trigger with a duration (603.7b)
            if len(trig) != 1 or cond is not None or trig[0][0] != "this_turn" or c[-1].prefix \
                    or c[-1].cond is not None:
                raise Unrepresentable("a delayed trigger with several events or a condition")
            return self._done("plain", body=replace(c[-1], prefix="delayed_turn", cond=trig[0][1]))
        for t in trig:
            if isinstance(t, Trigger) and isinstance(t.subject, Pron):
                raise Unrepresentable(f"trigger subject 'that {t.subject.noun}'")
        return self._done("triggered", data=tuple(trig), intervening=cond, body=c[-1])

    def s_plain(self, meta, c):
        return self._done("plain", body=c[0])

    def s_rule(self, meta, c):
        if not isinstance(c[0], tuple):
            raise Unrepresentable(f"rule {getattr(c[0], 'data', c[0])}")
        return self._done("rule", data=c[0])

    def s_exert(self, meta, c):
        """701.43d: "You may exert ~ as it attacks" -- an optional cost to attack (508.1g); a "When you do" after it
        in the same paragraph is its linked triggered ability (607.2h), joined by the compiler."""
        return self._done("exert")

    def s_addcost(self, meta, c):
        if isinstance(c[-1], tuple):  # "A or B": the second is the alternative (compiler: AdditionalCostChoice)
            return self._done("addcost", cost=c[-1][0], data=c[-1][1])
        return self._done("addcost", cost=c[-1])

    def s_aslongas(self, meta, c):
        return self._done("aslongas", body=c[1], intervening=c[0])

    def s_aslongas_post(self, meta, c):
        return self._done("aslongas", body=c[0], intervening=c[1])

    def s_aslongas_paired(self, meta, c):
        """702.95b: "As long as ~ is paired with another creature, each of those creatures [gets/has] ..." -- a
        static ability over ~ and the creature it's paired with, on while it is paired."""
        np, verb = c[-2], c[-1]
        self.last_subject = np
        return self._done("aslongas", body=BodyR((verb(np),), (np.pos,)), intervening=IsTrue("paired"))

    def np_paired(self, meta, c):
        return NP("paired", ref=PairedGroup(This()), label=self.label(meta), noun="creatures", pos=meta.start_pos)

    def s_during_your_turn(self, meta, c):
        return self._done("aslongas", body=c[0], intervening=IsTrue("your_turn"))

    def s_level_range(self, meta, c):
        return self._done("level", data=(int(c[0]), int(c[1])))

    def s_level_plus(self, meta, c):
        return self._done("level", data=(int(c[0]), None))

    def s_pt_box(self, meta, c):
        return self._done("pt_box", data=int_pt(c[0]))

    ar_before_attackers = _rule("condition", IsTrue("before_attackers_declared"))
    ar_combat = _rule("condition", IsTrue("during_combat"))
    ar_any_upkeep = _rule("condition", IsTrue("upkeep_step"))  # (503: anyone's upkeep)
    ar_opp_turn = _rule("condition", IsTrue("not_your_turn"))
    ar_trigger_twice = _rule("trigger_limit", 2)
    ar_from_gy = _rule("zone", "graveyard")
    ar_blockers_step = _rule("condition", IsTrue("declare_blockers_step"))

    @staticmethod
    def _ability_costs_less(mana, per):
        m = mana_of(mana)
        if any(s.kind != "generic" for s in m.symbols) or not m.generic:
            raise Unrepresentable("colored cost change")
        return ("cost_change", SelfCostChange(-m.generic, per))

    def ar_cost_less_each(self, meta, c):
        """"This ability costs {1} less to activate for each legendary creature you control" (602.2b, 601.2f):
        a reduction of the ability's generic mana, counted as it is activated; the assembler puts it on the
        activated ability of the same line (any other ability refuses it)."""
        return self._ability_costs_less(c[0], times_each(Num(1), c[-1]))

    def ar_cost_less_counters(self, meta, c):
        """"This ability costs {1} less to activate for each quest counter on ~" (602.2b, 601.2f)."""
        return self._ability_costs_less(c[0], CountersOn(This(), str(c[1]).lower()))

    def ar_your_turn_once(self, meta, c):
        return ("multi", (("condition", IsTrue("your_turn")), ("limit", 1)))

    def ar_if_once(self, meta, c):
        return ("multi", (("condition", c[0]), ("limit", 1)))

    def ar_spend_only_cast(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare", "each"):
            raise Unrepresentable("spend this mana only to cast ...")
        return ("spend_only", replace(np.filter, kind="spell"), False)

    @staticmethod
    def _sources_of(np: NP | None) -> Filter:
        """"(abilities of) artifacts / artifact sources / a creature": the objects whose abilities (106.6)."""
        if np is None:
            return Filter(kind="object")
        if np.filter is None or np.kind not in ("indef", "bare", "each") or np.is_player or np.filter.either:
            raise Unrepresentable("spend this mana only to activate abilities of ...")
        return replace(np.filter, kind="object")

    def ar_spend_only_abilities(self, meta, c):
        """106.6: "Spend this mana only to activate abilities [of <sources>]"."""
        return ("spend_only", None, False, self._sources_of(c[-1] if c else None))

    def ar_spend_only_cast_or_abilities(self, meta, c):
        """106.6: "Spend this mana only to cast artifact spells or activate abilities of artifacts"."""
        spells = self.ar_spend_only_cast(meta, c[:1])
        return spells + (self._sources_of(c[-1]),)

    def ar_spend_only_ability_or_cast(self, meta, c):
        """106.6: "Spend this mana only to activate an ability or cast an artifact spell"."""
        return self.ar_spend_only_cast(meta, c) + (Filter(kind="object"),)

    def ar_keep_mana(self, meta, c):
        """106.4: "Until end of turn, you don't lose this mana as steps and phases end"."""
        return ("keep_mana",)

    def ar_spend_not_cast(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare", "each"):
            raise Unrepresentable("this mana can't be spent to cast ...")
        return ("spend_only", replace(np.filter, kind="spell"), True)

    def s_as_enters(self, meta, c):
        return self._done("as_enters", body=c[-1])

    def ar_your_turn_before_attackers(self, meta, c):
        return ("multi", (("condition", IsTrue("your_turn")), ("condition", IsTrue("before_attackers_declared"))))

    def ar_counter_exile(self, meta, c):
        return ("counter_to_exile",)

    def s_class_level(self, meta, c):
        return self._done("class_level", cost=c[-2], data=int(c[-1]))

    ar_before_damage = _rule("condition", IsTrue("before_combat_damage"))

    _CAST_TIMING = {
        "during combat": "during_combat", "during combat after blockers are declared": "after_blockers_declared",
        "during combat before blockers are declared": "combat_before_blockers",
        "before the combat damage step": "before_combat_damage", "during your turn": "your_turn",
        "during an opponent's turn": "not_your_turn", "during your upkeep": "your_upkeep",
        "before attackers are declared": "before_attackers_declared",
        "during the declare attackers step": "declare_attackers_step", "during your main phase": "your_main_phase",
    }

    def start(self, meta, c):
        return c[0]
