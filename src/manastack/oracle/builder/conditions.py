"""Conditions ("if you control ...", "as long as ...", intervening "if" 603.4, state checks) and
durations ("until end of turn", "for as long as ...", 611.2).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ...tree.abilities import All, AnyOf, Compare, ControlsCount, IsTrue, KickedWith, Matches, Not
from ...tree.filters import Filter
from ...tree.refs import (
    CardTypesAmong,
    CountersOn,
    CountOf,
    DistinctPowers,
    HandSizeOf,
    LifeOf,
    Num,
    PowerOf,
    StartingLife,
    Sum,
    This,
    XValue,
    You, PartySize, ManaValuesAmong,
)
from .results import NP, Pron, Unrepresentable, kind_str
from .words import (COLOR_WORDS, died_this_turn, entered_this_turn, low_text, mana_of, num_of, set_status, text_of,
                    keyword)


SPENT_MAX = 7  # the most mana of one color a "was spent to cast" condition asks for (engine facts spent_<c*n>)
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _spent_need(mana: str) -> dict[str, int]:
    """ "{R}{R}{G}" -> {"R": 2, "G": 1}; refused for anything but colored mana symbols."""
    syms = re.findall(r"\{([^}]*)\}", mana)
    if not syms or any(x not in "WUBRG" or len(x) != 1 for x in syms) or "".join("{%s}" % x for x in syms) != mana:
        raise Unrepresentable("mana spent of that kind")
    need = {k: syms.count(k) for k in set(syms)}
    if max(need.values()) > SPENT_MAX:
        raise Unrepresentable("mana spent of that color")
    return need


class ConditionRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def du_eot(self, meta, c):
        return "end_of_turn"

    def du_next_turn(self, meta, c):
        return "next_turn"

    def du_while_controlled(self, meta, c):
        return "while_controlled"

    def du_eoc(self, meta, c):
        return "end_of_combat"

    def cond_power_ge(self, meta, c):
        return ControlsCount(Filter(types=("Creature",), power=(">=", c[0])), ">=", 1)

    def cond_it_was(self, meta, c):
        flt, _, _ = c[0]
        return Matches(Pron("it", meta.start_pos), replace(flt, kind="object"))

    def cond_it_status(self, meta, c):
        d: dict = {}
        set_status(d, low_text(text_of(c[-1])), False)
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", **{k: (tuple(v) if isinstance(v, list)
                                                                              else v) for k, v in d.items()}))

    def cond_it_color(self, meta, c):
        """ "If it's red, ..." (105.2: an object is the colors of its mana symbols and color indicator)."""
        w = low_text(text_of(c[-1]))
        if w in COLOR_WORDS:
            f = Filter(kind="object", colors=COLOR_WORDS[w])
        elif w == "colorless":
            f = Filter(kind="object", colorless=True)
        elif w == "multicolored":
            f = Filter(kind="object", multicolored=True)
        else:
            raise Unrepresentable(f"it's {w}")
        return Matches(Pron("it", meta.start_pos), f)

    def cond_it_attacking(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", attacking=True))

    def cond_it_tapped(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", tapped=True))

    def cond_no_spells_last_turn(self, meta, c):
        return IsTrue("no_spells_last_turn")

    def cond_blessing(self, meta, c):
        return IsTrue("city_blessing")

    def cond_self_blocking(self, meta, c):
        return Matches(This(), Filter(blocking=True))

    def cond_self_in_gy(self, meta, c):
        """113.6: "if this card is in your graveyard" -- the ability functions from the graveyard (a triggered
        ability gets the graveyard zone, as "return ~ from your graveyard" gives it, 113.6k)."""
        self.self_zone = "graveyard"
        return IsTrue("in_graveyard", This())

    def cond_self_command_or_bf(self, meta, c):
        # eminence (903 note, 113.6): the ability also functions in the command zone
        return IsTrue("in_command_or_battlefield", This())

    def cond_self_in_command(self, meta, c):
        """113.6b: "if ~ is in the command zone" (the ability functions there)."""
        return IsTrue("in_command_zone", This())

    def cond_any_life_le(self, meta, c):
        return IsTrue(f"a_player_life_at_most:{c[0]}")

    def cond_opp_life_le(self, meta, c):
        return IsTrue(f"an_opponent_life_at_most:{c[0]}")

    def cond_cast_this_turn(self, meta, c):
        """601.2i: "if you've cast a creature spell this turn", "another blue spell": the turn's record of spells
        cast, as they were cast."""
        return Compare(entered_this_turn(c[0], "you", cast=True), ">=", Num(1))

    def cond_self_counter(self, meta, c):
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), kind_str(kind)), ">=", Num(1))

    def cond_self_counters_ge(self, meta, c):
        n = next(x for x in c if isinstance(x, int))
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), kind_str(kind)), ">=", Num(n))

    def cond_self_no_counters(self, meta, c):
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), kind_str(kind)), "=", Num(0))

    def cond_mana_values(self, meta, c):
        """"if there are five or more mana values among cards in your graveyard" (202.3)."""
        return Compare(ManaValuesAmong(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(c[0]))

    def cond_delirium(self, meta, c):
        return Compare(CardTypesAmong(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(c[0]))

    # ------------------------------------------------------------ conditions

    def cond_you_control(self, meta, c):
        np: NP = c[0]
        if np.kind == "and" and len(np.n) >= 2:
            # "if you control an artifact and an enchantment": each part (one permanent may satisfy both)
            return All(tuple(self.cond_you_control(meta, [part]) for part in np.n))
        if np.kind not in ("indef",) or np.filter is None or np.upto:
            raise Unrepresentable("you control ...")
        return ControlsCount(np.filter, ">=", num_of(np.n))

    def cond_you_dont_control(self, meta, c):
        np: NP = c[0]
        if np.kind not in ("indef",) or np.filter is None:
            raise Unrepresentable("you don't control ...")
        return ControlsCount(np.filter, "=", 0)

    def cond_you_control_n(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, ">=", n)

    def cond_you_control_distinct_powers(self, meta, c):
        """Coven: "if you control three or more creatures with different powers" (208.1)."""
        n, (flt, _, _) = c[0], c[1]
        return Compare(DistinctPowers(replace(flt, controller="you")), ">=", Num(n))

    def cond_you_control_le(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, "<=", n)

    def cond_you_dont_control_body(self, meta, c):
        flt, _, _ = c[0]
        return ControlsCount(flt, "=", 0)

    def cond_opp_controls(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("an opponent controls ...")
        return ControlsCount(np.filter, ">=", num_of(np.n), who="opponent")

    def cond_opp_controls_n(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, ">=", n, who="opponent")

    def cond_more_lands(self, meta, c):
        """"if an opponent controls more lands than you" (Land Tax, Gift of Estates)."""
        return self._more_than_you(c[0], "an_opponent_controls_more_lands",
                                   lambda r: CountOf(Filter(types=("Land",), controlled_by=r)))

    def cond_more_creatures(self, meta, c):
        """"if an opponent controls more creatures than you"."""
        return self._more_than_you(c[0], "an_opponent_controls_more_creatures",
                                   lambda r: CountOf(Filter(types=("Creature",), controlled_by=r)))

    def cond_more_cards(self, meta, c):
        """"if an opponent has more cards in hand than you"."""
        return self._more_than_you(c[0], "an_opponent_has_more_cards_in_hand", HandSizeOf)

    def cond_more_life(self, meta, c):
        """"if you have more life than an opponent" (119: life totals)."""
        who = self._player_of(c[0])
        if who == "opponent":
            return IsTrue("more_life_than_an_opponent")
        return Compare(LifeOf(You()), ">", LifeOf(who))

    def cond_life_more_start(self, meta, c):
        """"if you have at least 7 life more than your starting life total" (103.4)."""
        return Compare(LifeOf(You()), ">=", Sum((StartingLife(You()), Num(c[0]))))

    def cond_your_turn(self, meta, c):
        return IsTrue("your_turn")

    def cond_not_your_turn(self, meta, c):
        return IsTrue("not_your_turn")

    def cond_life_ge(self, meta, c):
        return Compare(LifeOf(You()), ">=", Num(c[0]))

    def cond_life_le(self, meta, c):
        return Compare(LifeOf(You()), "<=", Num(c[0]))

    def cond_empty_hand(self, meta, c):
        return Compare(HandSizeOf(You()), "=", Num(0))

    def cond_hand_ge(self, meta, c):
        return Compare(HandSizeOf(You()), ">=", Num(c[0]))

    def cond_hand_le(self, meta, c):
        return Compare(HandSizeOf(You()), "<=", Num(c[0]))

    def cond_gy_ge(self, meta, c):
        return Compare(CountOf(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(c[0]))

    def cond_counters_on_self(self, meta, c):
        """"if there are six or more luck counters on ~" (122.1)."""
        kind = next(x for x in c if isinstance(x, str) and x not in ("counter", "counters"))
        return Compare(CountersOn(This(), kind), ">=", Num(c[0]))

    def cond_threshold(self, meta, c):
        return Compare(CountOf(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(7))

    def cond_spent(self, meta, c, of=None):
        """ "if {R} was spent to cast this spell", "{G}{G} was spent to cast it", "unless {U} was spent to cast it"
        (Shadowmoor/Eventide hybrids, 106.1): the colors of mana spent to cast the spell (601.2h), kept by the
        permanent it becomes (400.7d). Only colored mana symbols; {S}, {C} or a hybrid are refused."""
        need = _spent_need(text_of(c[0]))
        facts = [IsTrue(f"spent_{k * n}", of) for k, n in sorted(need.items())]
        return facts[0] if len(facts) == 1 else All(tuple(facts))

    def cond_spent_it(self, meta, c):
        return self.cond_spent(meta, c, Pron("it", meta.start_pos))

    def cond_spent_n(self, meta, c, of=None):
        """Adamant: "if at least three red mana was spent to cast this spell" (106.1, 601.2h)."""
        n = num_of(c[0])
        k = _COLOR_LETTER.get(low_text(text_of(c[1])))
        if k is None or not 1 <= n <= SPENT_MAX:
            raise Unrepresentable("mana spent of that color")
        return IsTrue(f"spent_{k * n}", of)

    def cond_spent_n_it(self, meta, c):
        return self.cond_spent_n(meta, c, Pron("it", meta.start_pos))

    def cond_spent_same(self, meta, c, of=None):
        """Adamant: "if at least three mana of the same color was spent to cast this spell" (106.1)."""
        n = num_of(c[0])
        if not 1 <= n <= SPENT_MAX:
            raise Unrepresentable("mana spent of that color")
        return AnyOf(tuple(IsTrue(f"spent_{k * n}", of) for k in "WUBRG"))

    def cond_spent_same_it(self, meta, c):
        return self.cond_spent_same(meta, c, Pron("it", meta.start_pos))

    def cond_kicked(self, meta, c):
        return IsTrue("kicked")

    def cond_kicked_with(self, meta, c):
        """"if it was kicked with its {1}{G} kicker" (702.33b): that kicker ability's cost was paid."""
        return KickedWith(str(mana_of(c[-1])))

    def cond_bargained(self, meta, c):
        return IsTrue("bargained")

    def cond_gift(self, meta, c):
        return IsTrue("gift_promised")

    def cond_self_attacking(self, meta, c):
        return IsTrue("attacking", This())

    def cond_self_monstrous(self, meta, c):
        """701.37b: "as long as ~ is monstrous" -- the designation, read by the fact ``monstrous``."""
        return IsTrue("monstrous", This())

    def cond_self_not_monstrous(self, meta, c):
        return Not(IsTrue("monstrous", This()))

    def cond_self_tapped(self, meta, c):
        return Matches(This(), Filter(tapped=True))

    def cond_self_untapped(self, meta, c):
        return Matches(This(), Filter(tapped=False))

    def cond_commander(self, meta, c):
        """903.3d: "if you control your commander" / "a commander" (lieutenant)."""
        low = low_text(self.text[meta.start_pos:meta.end_pos])
        return IsTrue("control_commander" if "your commander" in low else "control_a_commander")

    def cond_monarch(self, meta, c):
        return IsTrue("monarch")

    def cond_paired_with_soulbond(self, meta, c):
        """702.95b: "it's paired with a creature with soulbond" (Flowering Lumberknot)."""
        return IsTrue("paired_with_soulbond")

    def cond_opp_monarch(self, meta, c):
        """725: "if an opponent is the monarch" """
        return IsTrue("opponent_monarch")

    def cond_initiative(self, meta, c):
        """726.1: "if you have the initiative" """
        return IsTrue("initiative")

    def cond_initiative_attacking(self, meta, c):
        """726.1, 506.2: "if you or a player you're attacking has the initiative" """
        return IsTrue("initiative_you_or_attacked")

    def cond_completed_dungeon(self, meta, c):
        """309.7: "if you've completed a dungeon" (this game)"""
        return IsTrue("completed_dungeon")

    def cond_no_monarch(self, meta, c):
        """725.1: "if there is no monarch" (there is none until an effect makes a player the monarch)."""
        return IsTrue("no_monarch")

    def cond_it_is(self, meta, c):
        flt, _, _ = c[0]
        # "if it's a land card": "it" is a card, so never a token just created (108.2)
        noun = "card" if flt.kind == "card" else "it"
        return Matches(Pron(noun, meta.start_pos), replace(flt, kind="object"))

    def cond_it_shares_type(self, meta, c):
        """Kinship: "If it shares a creature type with ~, you may reveal it" (205.3m): the card looked at."""
        np: NP = c[0]
        if np.ref is None or np.kind in ("and", "indef", "bare", "each") or np.is_player:
            raise Unrepresentable(f"shares a creature type with {np.label}")
        return Matches(Pron("card", meta.start_pos), Filter(kind="object", shares_type_with=np.ref))

    def cond_void(self, meta, c):
        """Void: "if a nonland permanent left the battlefield this turn or a spell was warped this turn" (603.6c,
        702.185a)."""
        return IsTrue("nonland_left_or_warped_this_turn")

    def cond_np_is(self, meta, c):
        np: NP = c[0]
        flt, _, _ = c[1]
        if np.ref is None:
            raise Unrepresentable("condition subject")
        return Matches(np.ref, replace(flt, kind="object"))

    def cond_opp_dealt_damage(self, meta, c):
        """120.3: "if an opponent was dealt damage this turn"."""
        return IsTrue("an_opponent_was_dealt_damage")

    def cond_np_damaged(self, meta, c):
        """120.3: "if ~ was dealt damage this turn" (by any source). A pronoun is refused: after "exile target
        creature" it would name the card in exile, a new object never dealt damage (400.7)."""
        np: NP = c[0]
        if np.ref is None or np.kind != "self":
            raise Unrepresentable("was dealt damage: " + np.label)
        return Matches(np.ref, Filter(kind="object", damaged=True))

    def cond_creature_died(self, meta, c):
        return IsTrue("creature_died_this_turn")

    def cond_gained_life(self, meta, c):
        return IsTrue("gained_life_this_turn")

    def cond_attacked(self, meta, c):
        return IsTrue("attacked_this_turn")

    def cond_opp_lost_life(self, meta, c):
        return IsTrue("opponent_lost_life_this_turn")

    def cond_np_died(self, meta, c):
        """700.4: "if another creature died this turn", "if a non-Zombie creature died this turn"."""
        return Compare(died_this_turn(c[0]), ">=", Num(1))

    def cond_n_died(self, meta, c):
        """700.4: "if three or more creatures died this turn" (from the record of what died)."""
        n, (flt, _, _) = c[0], c[1]
        return Compare(died_this_turn(NP("bare", filter=flt, label=self.label(meta))), ">=", Num(n))

    def cond_n_entered_yours(self, meta, c):
        """603.6a: "if two or more creatures entered the battlefield under your control this turn"."""
        n, (flt, _, _) = c[0], c[1]
        return Compare(entered_this_turn(NP("bare", filter=flt, label=self.label(meta)), "you"), ">=", Num(n))

    def cond_n_attacking(self, meta, c):
        """506.4, 508.1: "if four or more creatures are attacking" -- the attacking creatures now."""
        n, (flt, _, _) = c[0], c[1]
        if flt.kind != "permanent" or flt.zone is not None:
            raise Unrepresentable("N or more ... are attacking")
        return Compare(CountOf(replace(flt, attacking=True)), ">=", Num(n))

    def cond_creature_died_yours(self, meta, c):
        return IsTrue("creature_you_controlled_died_this_turn")

    def cond_day(self, meta, c):
        return IsTrue("day")

    def cond_night(self, meta, c):
        return IsTrue("night")

    def cond_descended(self, meta, c):
        return IsTrue("descended_this_turn")

    def cond_self_enchanted(self, meta, c):
        return Matches(This(), Filter(enchanted=True))

    def cond_self_equipped(self, meta, c):
        return Matches(This(), Filter(equipped=True))

    def cond_self_on_bf(self, meta, c):
        return IsTrue("on_battlefield", This())

    def cond_self_power_ge(self, meta, c):
        return Compare(PowerOf(This()), ">=", Num(c[-1]))

    def cond_gy_type_ge(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        if flt.zone is None:
            raise Unrepresentable("there are N or more ... (where?)")
        return Compare(CountOf(flt), ">=", Num(n))

    def cond_no_opp_controls(self, meta, c):
        np: NP = c[0]
        if np.filter is None or np.kind != "indef":
            raise Unrepresentable("no opponent controls ...")
        return ControlsCount(np.filter, "=", 0, who="opponent")

    def cond_x_ge(self, meta, c):
        return Compare(XValue(), ">=", Num(c[0]))

    def cond_it_has_kw(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", has_keyword=(keyword(c[-1]).name,)))

    def cond_you_control_both(self, meta, c):
        return All((self.cond_you_control(meta, [c[0]]), self.cond_you_control(meta, [c[1]])))

    def cond_you_control_either(self, meta, c):
        return AnyOf((self.cond_you_control(meta, [c[0]]), self.cond_you_control(meta, [c[1]])))

    def cond_opp_gy_ge(self, meta, c):
        """"if an opponent has eight or more cards in their graveyard" (404): some one opponent has."""
        return IsTrue(f"an_opponent_graveyard_at_least:{c[0]}")

    def cond_opp_poison_ge(self, meta, c):
        """"as long as an opponent has three or more poison counters" (122.1f): some one opponent has."""
        return IsTrue(f"an_opponent_poison_at_least:{c[0]}")

    def cond_pack_tactics(self, meta, c):
        """Pack tactics: "if you attacked with creatures with total power 6 or greater this combat" (508.1)."""
        return IsTrue(f"attacked_with_total_power_at_least:{c[0]}")

    def cond_drawn_ge(self, meta, c):
        """"as long as you've drawn two or more cards this turn" (121.1)."""
        return IsTrue(f"you_drew_at_least:{c[0]}")

    def cond_opp_hand_ge(self, meta, c):
        """"if an opponent has N or more cards in hand" (402): some one opponent has."""
        return IsTrue(f"an_opponent_hand_at_least:{c[0]}")

    def cond_in_gy(self, meta, c):
        """"there is a Desert card in your graveyard" (404): one or more cards of that description there."""
        np: NP = c[0]
        f = np.filter
        if np.kind != "indef" or f is None or np.upto or f.zone != "graveyard" or f.owner not in ("you", None) \
                or f.controller is not None:
            raise Unrepresentable("there is ...")
        return Compare(CountOf(replace(f, kind="card", owner="you")), ">=", num_of(np.n))

    def cond_control_or_in_gy(self, meta, c):
        """"if you control a Desert or there is a Desert card in your graveyard": either is enough."""
        return AnyOf((self.cond_you_control(meta, [c[0]]), self.cond_in_gy(meta, [c[1]])))

    def cond_entered_yours(self, meta, c):
        """603.6a: "if an artifact entered the battlefield under your control this turn" (it may have left since)."""
        return Compare(entered_this_turn(c[0], "you"), ">=", Num(1))

    def cond_entered_opp(self, meta, c):
        return Compare(entered_this_turn(c[0], "opponent"), ">=", Num(1))

    def cond_landfall(self, meta, c):
        return IsTrue("land_entered_under_your_control_this_turn")

    def cond_gained_life_n(self, meta, c):
        return IsTrue(f"gained_life_this_turn_at_least:{c[0]}")

    def cond_max_speed(self, meta, c):
        return IsTrue("max_speed")

    def cond_sacrificed(self, meta, c):
        raise Unrepresentable("sacrificed this turn")

    def du_end_next_turn(self, meta, c):
        return "end_of_next_turn"

    def du_while_on_bf(self, meta, c):
        return "while_source_on_battlefield"

    def du_while_tapped(self, meta, c):
        """611.2b: "for as long as ~ remains tapped" -- ends once the source untaps or leaves."""
        return "while_source_tapped"

    def cond_it_counter(self, meta, c):
        return Compare(CountersOn(Pron("it", meta.start_pos), kind_str(c[0])), ">=", Num(1))

    def cond_it_counters_ge(self, meta, c):
        return Compare(CountersOn(Pron("it", meta.start_pos), kind_str(c[1])), ">=", Num(int(c[0])))

    def cond_won_flip(self, meta, c):
        return IsTrue("won_flip")

    def cond_lost_flip(self, meta, c):
        return IsTrue("lost_flip")

    def cond_you_cast_it(self, meta, c):
        """ "When ~ enters, if you cast it, ..." (603.4 intervening "if"; 601.2: it was cast, not put onto the
        battlefield)."""
        return IsTrue("you_cast_it")

    def cond_cast_spell_main(self, meta, c):
        """Addendum: "if you cast this spell during your main phase" -- checked as the spell resolves: it was cast
        (a copy was not, 707.10) and it is its controller's main phase (505.1): a phase with a spell on the stack
        can't end (500.2), so a spell resolving in your main phase was cast in it."""
        return All((IsTrue("spell_was_cast"), IsTrue("your_main_phase")))

    def cond_cast_it_main(self, meta, c):
        """"When this Aura enters, if you cast it during your main phase" (603.4): it was cast and resolved (see
        ``cond_you_cast_it``), and its enters trigger is checked in that same main phase (500.2)."""
        return All((IsTrue("you_cast_it"), IsTrue("your_main_phase")))

    def cond_cast_from_hand(self, meta, c):
        return IsTrue("cast_from_hand")

    def cond_two_spells_last_turn(self, meta, c):
        return IsTrue("a_player_cast_two_spells_last_turn")

    def cond_revolt(self, meta, c):
        return IsTrue("permanent_left_battlefield_this_turn")

    def cond_full_party(self, meta, c):
        """700.8c: "you have a full party" -- four creatures in your party."""
        return Compare(PartySize(You()), ">=", Num(4))

    def cond_opponents_ge(self, meta, c):
        return Compare(CountOf(Filter(kind="player", player="opponent")), ">=", Num(c[0]))
