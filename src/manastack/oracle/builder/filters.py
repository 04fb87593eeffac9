"""Qualifiers of noun phrases, each a function Filter -> Filter: "you control", "with flying",
"with mana value N or less", "other than ~", "of the chosen type", zones, comparisons.
"""
from __future__ import annotations

from ...tree.abilities import TargetSpec
from ...tree.filters import PLAYER, Filter
from ...tree.refs import ControllerOf, GreatestAmong, LeastAmong, ManaValueOf, PowerOf, This, XValue
from .results import NP, Pron, Unrepresentable, bad_form, refuse_mixed_or
from .words import low_text, merge_filter, name_text, set_status, text_of, tokens_of, keyword


class FilterRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # qualifiers: functions Filter -> Filter
    def q_you_control(self, meta, c):
        return lambda f: merge_filter(f, controller="you") if f.kind != "card" else merge_filter(f, owner="you")

    def q_not_you_control(self, meta, c):
        return lambda f: merge_filter(f, controller="not_you")

    def q_opp_controls(self, meta, c):
        return lambda f: merge_filter(f, controller="opponent")

    def q_among_them(self, meta, c):
        self.among_them = True  # "a creature card from among them": a card looked at or revealed

        def q(f):
            if f.kind == "spell":
                # "You may cast red spells from among them this turn": a cast permission for those cards,
                # judged as the spells they would be (only c_may_cast_turn reads it; _done refuses others)
                self.spells_among_them += 1
                return f
            return merge_filter(f, kind="card") if f.kind in ("permanent", "card") else bad_form()
        return q

    def q_targets(self, meta, c):
        """"a spell that targets ~ / you / a creature you control" (115.9b): read only by a cast trigger
        (``triggers.te_cast``, a ``Targets`` condition on the spell); refused anywhere else (``_done``)."""
        np: NP = c[0]
        if self.targets_what is not None:
            raise Unrepresentable("that targets ...")
        if np.kind in ("self", "you"):
            self.targets_what = np.ref
        elif np.kind in ("indef", "one_or_more") and np.filter is not None:
            refuse_mixed_or(np)
            self.targets_what = np.filter
        else:
            raise Unrepresentable("that targets ...")
        return lambda f: f

    def q_you_cast(self, meta, c):
        return lambda f: merge_filter(f, kind="spell") if f.kind in ("permanent", "spell") else bad_form()

    def q_opp_cast(self, meta, c):
        return lambda f: merge_filter(f, kind="spell", controller="opponent") if f.kind in ("permanent", "spell") \
            else bad_form()

    def q_entered_this_turn(self, meta, c):
        """"creatures that entered this turn": permanents that entered the battlefield during this turn (603.6a)."""
        return lambda f: merge_filter(f, entered_this_turn=True) if f.kind == "permanent" else bad_form()

    def q_target_player_controls(self, meta, c):
        """"each creature target player controls": the qualifier brings its own player target (115.1), and
        the objects qualify by their controller (108.4)."""
        ref = self.add_target(TargetSpec(PLAYER, label="target player"), meta.start_pos)
        return lambda f: merge_filter(f, controlled_by=ref) if f.kind != "player" else bad_form()

    def q_target_opp_controls(self, meta, c):
        """"all creatures target opponent controls" (115.1, 108.4)."""
        ref = self.add_target(TargetSpec(Filter(kind="player", player="opponent"), label="target opponent"),
                              meta.start_pos)
        return lambda f: merge_filter(f, controlled_by=ref) if f.kind != "player" else bad_form()

    def q_its_controller_controls(self, meta, c):
        """"each tapped creature its controller controls": controlled by the controller of the object the
        pronoun names (108.4)."""
        it = Pron("it", meta.start_pos)
        return lambda f: merge_filter(f, controlled_by=ControllerOf(it)) if f.kind != "player" else bad_form()

    def q_attached_to(self, meta, c):
        """"Equipment attached to it", "target Aura attached to a creature": Auras and Equipment are attached
        to the object or player they enchant or equip (301.5, 303.4); a definite noun phrase names the host,
        an indefinite one says what kind of host qualifies."""
        np: NP = c[0]
        if np.ref is not None and np.kind != "and":
            rel = np.ref
        elif np.kind in ("indef", "bare") and np.filter is not None and np.filter.kind == "permanent":
            rel = np.filter
        else:
            raise Unrepresentable(f"attached to {np.label}")
        return lambda f: merge_filter(f, attached_to=rel) if f.kind == "permanent" else bad_form()

    def q_blocking_it(self, meta, c):
        """"creature blocking <a creature named before>" (509.1g): blocking one of the creatures the reference
        names, checked as the filter is matched. An indefinite description ("blocking a Wall") is refused."""
        np: NP = c[0]
        if np.ref is None or np.kind == "and":
            raise Unrepresentable(f"blocking {np.label}")
        return lambda f: merge_filter(f, blocking_of=np.ref) if f.kind == "permanent" else bad_form()

    def q_damaged_this_way(self, meta, c):
        """"(each / a) creature dealt damage this way" (608.2c, 120.3): an object the damage instructions of this
        resolution dealt damage to (``Filter.remembered = "damaged"``); players are refused."""
        return lambda f: merge_filter(f, remembered="damaged") if f.kind == "permanent" else bad_form()

    def q_blocking_pron(self, meta, c):
        """"each creature blocking it", "target creature that's blocking it" (509.1g): "it" is the creature being
        blocked, a pronoun resolved like any other ("blocked"); in a target's description only ~ itself
        (``assemble.BodyBuilder._target_pronouns``). Written as one token: "blocking" alone is also a status word
        ("blocking creature"), which the grammar would shift."""
        ref = Pron("blocked", meta.start_pos)
        return lambda f: merge_filter(f, blocking_of=ref) if f.kind == "permanent" else bad_form()

    def q_defending_controls(self, meta, c):
        return lambda f: merge_filter(f, controller="defending")

    def q_you_own(self, meta, c):
        return lambda f: merge_filter(f, owner="you")

    def q_opp_owns(self, meta, c):
        return lambda f: merge_filter(f, owner="opponent")

    def q_with(self, meta, c):
        return c[0]

    def q_you_control_with(self, meta, c):
        g = c[0]
        return lambda f: g(merge_filter(f, controller="you"))

    def q_without_with(self, meta, c):
        g = c[0]

        def neg(f):
            out = g(Filter())
            if out.has_keyword and out == Filter(has_keyword=out.has_keyword):
                return merge_filter(f, lacks_keyword=out.has_keyword)
            if out.with_counter:
                raise Unrepresentable("without counters")
            raise Unrepresentable("without ...")
        neg.keyword = getattr(g, "keyword", False)  # type: ignore[attr-defined]
        return neg

    def q_zone(self, meta, c):
        return c[0]

    def _q_lowest(self, stat: str, np: NP):
        """"with the lowest toughness among creatures you don't control": its toughness equals the least
        among them (ties: any of them may be chosen)."""
        if np.filter is None or np.kind not in ("bare", "each", "indef"):
            raise Unrepresentable(f"lowest {stat} among {np.label}")
        return lambda f: merge_filter(f, **{stat: ("=", LeastAmong(stat, np.filter))})

    def q_lowest_power(self, meta, c):
        return self._q_lowest("power", c[0])

    def _q_greatest(self, stat: str, np: NP):
        """"with the greatest power among creatures on the battlefield", "with the highest mana value among
        cards in your library": its stat equals the greatest among them (ties: any of them qualifies)."""
        if np.filter is None or np.kind not in ("bare", "each", "indef"):
            raise Unrepresentable(f"greatest {stat} among {np.label}")
        return lambda f: merge_filter(f, **{stat: ("=", GreatestAmong(stat, np.filter))})

    def q_greatest_power(self, meta, c):
        return self._q_greatest("power", NP("bare", Filter(types=("Creature",)), label="creatures"))

    def q_highest_mv(self, meta, c):
        return self._q_greatest("mana_value", c[0])

    def q_lowest_toughness(self, meta, c):
        return self._q_lowest("toughness", c[0])

    def q_lowest_mv(self, meta, c):
        return self._q_lowest("mana_value", c[0])

    def q_other_than(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return lambda f: merge_filter(f, other=True)
        raise Unrepresentable("other than ...")

    def q_named(self, meta, c):
        name = name_text(c[0])  # "~" (the card's own name) is filled in per card
        return lambda f: merge_filter(f, name=name)

    def q_thats(self, meta, c):
        st = low_text(text_of(c[0]))

        def g(f):
            d: dict = {}
            set_status(d, st, False)
            return merge_filter(f, **{k: (tuple(v) if isinstance(v, list) else v) for k, v in d.items()})
        return g

    def q_attacking_or_blocking(self, meta, c):
        return lambda f: merge_filter(f, attacking_or_blocking=True)

    def q_chosen_type(self, meta, c):
        return lambda f: merge_filter(f, chosen="type")

    def q_chosen_color(self, meta, c):
        return lambda f: merge_filter(f, chosen="color")

    def q_their_choice(self, meta, c):
        return lambda f: f

    def q_your_choice(self, meta, c):
        return lambda f: f

    def q_battlefield(self, meta, c):
        return lambda f: f if f.kind == "permanent" else merge_filter(f, kind="permanent")

    def q_damaged(self, meta, c):
        """"a creature (that was) dealt damage this turn" (120.3): by any source."""
        return lambda f: merge_filter(f, damaged=True)

    def q_damaged_by_self(self, meta, c):
        """"a creature dealt damage by ~ this turn" (120.3): by the object the ability is on."""
        return lambda f: merge_filter(f, damaged_by_source=True) if f.kind == "permanent" else bad_form()

    def with_keyword(self, kw):
        if isinstance(kw, str):
            kw = keyword(kw)
        if kw.arg is not None or kw.cost is not None:
            raise Unrepresentable("with keyword with parameters")
        return kw.name

    def w_keyword(self, meta, c):
        name = self.with_keyword(c[0])

        def q(f):
            return merge_filter(f, has_keyword=tuple(f.has_keyword) + (name,))
        q.keyword = True  # type: ignore[attr-defined]  # see NounPhraseRules.np_body
        return q

    def _cmp(field_name: str, op: str):  # type: ignore[misc]
        def method(self, meta, c):
            n = c[0]
            return lambda f: merge_filter(f, **{field_name: (op, n)})
        return method

    w_power_le = _cmp("power", "<=")
    w_power_ge = _cmp("power", ">=")
    w_power_eq = _cmp("power", "=")
    w_toughness_le = _cmp("toughness", "<=")
    w_toughness_ge = _cmp("toughness", ">=")
    w_mv_le = _cmp("mana_value", "<=")
    w_mv_ge = _cmp("mana_value", ">=")
    w_mv_eq = _cmp("mana_value", "=")

    def w_same_name(self, meta, c):
        """"with the same name as that creature" / "as ~": compared with what a definite noun phrase
        names, as the filter is matched (201.2a)."""
        np: NP = c[0]
        if np.ref is None or np.kind == "and":
            raise Unrepresentable(f"same name as {np.label}")
        return lambda f: merge_filter(f, same_name_as=np.ref)

    def q_shares_color(self, meta, c):
        """"each other creature that shares a color with it" (105.2): compared with what a definite noun phrase
        names, as the filter is matched."""
        return self._shares(c[-1], "shares_color_with")

    def q_shares_type(self, meta, c):
        """"other creatures that share a creature type with it" (205.3m)."""
        return self._shares(c[-1], "shares_type_with")

    @staticmethod
    def _shares(np: NP, field_name: str):
        if np.ref is None or np.kind in ("and", "indef", "bare", "each", "all") or np.is_player:
            raise Unrepresentable(f"shares ... with {np.label}")
        return lambda f: merge_filter(f, **{field_name: np.ref})

    def w_power_le_x(self, meta, c):
        return lambda f: merge_filter(f, power=("<=", XValue()))

    def w_mv_le_x(self, meta, c):
        return lambda f: merge_filter(f, mana_value=("<=", XValue()))

    def w_mv_eq_x(self, meta, c):
        return lambda f: merge_filter(f, mana_value=("=", XValue()))

    def w_counter(self, meta, c):
        kind = c[0]
        return lambda f: merge_filter(f, with_counter=kind)

    def w_p1_counter(self, meta, c):
        return lambda f: merge_filter(f, with_counter="+1/+1")

    def w_m1_counter(self, meta, c):
        return lambda f: merge_filter(f, with_counter="-1/-1")

    def w_any_counter(self, meta, c):
        return lambda f: merge_filter(f, with_counter="any")

    def q_exiled_with(self, meta, c):
        """"cards exiled with ~" (607.2a): cards in exile that an ability of ~ exiled (``Filter.exiled_with_source``,
        matched with the record the engine keeps of what each object exiled)."""
        return lambda f: merge_filter(f, kind="card", zone="exile", exiled_with_source=True)

    def q_not_you_own(self, meta, c):
        return lambda f: merge_filter(f, owner="opponent")

    def w_mv_le_amount(self, meta, c):
        a = c[0]
        return lambda f: merge_filter(f, mana_value=("<=", a))

    def w_mv_eq_amount(self, meta, c):
        a = c[0]
        return lambda f: merge_filter(f, mana_value=("=", a))

    def w_power_le_amount(self, meta, c):
        a = c[0]
        return lambda f: merge_filter(f, power=("<=", a))

    def w_power_lt_self(self, meta, c):
        return lambda f: merge_filter(f, power=("<", PowerOf(This())))

    def w_power_gt_self(self, meta, c):
        return lambda f: merge_filter(f, power=(">", PowerOf(This())))

    def w_mv_lt_self(self, meta, c):
        return lambda f: merge_filter(f, mana_value=("<", ManaValueOf(This())))

    def q_they_control(self, meta, c):
        """"they control": "they" is the player named before, read as "that player controls" (108.4)."""
        return self.q_that_player_controls(meta, c)

    def q_that_player_controls(self, meta, c):
        # "that player" in a combat damage trigger is the player dealt damage: the defending player (506.2)
        if self.combat_damage_trigger:
            return lambda f: merge_filter(f, controller="defending")
        # otherwise the player named before ("target player ... the nonbasic lands that player controls"),
        # resolved like any pronoun when the ability is assembled (or refused if there is none, 108.4)
        it = Pron("that player controls", meta.start_pos)
        return lambda f: merge_filter(f, controlled_by=it) if f.kind != "player" else bad_form()
