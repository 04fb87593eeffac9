"""Numbers and amounts: literal numbers, X, "that much", "the number of ...", "twice ...", a
player's life, hand or graveyard size, an object's power, toughness or mana value (107.3, 208).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from ...tree.abilities import Compare, IsTrue
from ...tree.filters import Filter
from ...tree.refs import (
    Amount,
    ColorsSpent,
    TimesKicked,
    AmountThisWay,
    BasicLandTypes,
    PartySize,
    CountersOn,
    CountOf,
    Devotion,
    Each,
    EventAmount,
    GreatestAmong,
    HandSizeOf,
    LifeGainedThisTurn,
    TimesMutated,
    LifeOf,
    ManaValueOf,
    Num,
    PowerOf,
    TotalPowerOf,
    Product,
    Ref,
    Remembered,
    RollResult,
    Sum,
    This,
    ToughnessOf,
    XValue,
    You,
)
from .results import NP, Pron, Unrepresentable, kind_str
from .words import COLOR_WORDS, NUMWORD, entered_this_turn, tokens_of


class AmountRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # ------------------------------------------------------------ numbers and amounts

    def number(self, meta, c):
        t = c[0]
        s = str(t).lower()
        if s.isdigit():
            return int(s)
        return NUMWORD[s]

    def amount(self, meta, c):
        return Num(c[0]) if isinstance(c[0], int) else c[0]

    def amount_x(self, meta, c):
        return XValue()

    def amount_event(self, meta, c):
        return EventAmount()

    def amount_twice_x(self, meta, c):
        return Product(Num(2), XValue())

    def amount_additional(self, meta, c):
        return Num(c[0])

    def ae_self_power(self, meta, c):
        return PowerOf(This())

    def ae_self_toughness(self, meta, c):
        return ToughnessOf(This())

    def ae_its_power(self, meta, c):
        return PowerOf(self._it(meta))

    def ae_its_toughness(self, meta, c):
        return ToughnessOf(self._it(meta))

    def ae_its_mv(self, meta, c):
        return ManaValueOf(self._it(meta))

    def ae_that_power(self, meta, c):
        return PowerOf(self._it(meta, "creature"))

    def ae_that_toughness(self, meta, c):
        return ToughnessOf(self._it(meta, "creature"))

    def ae_that_mv(self, meta, c):
        return ManaValueOf(self._it(meta, "card"))

    def ae_sacrificed_power(self, meta, c):
        return PowerOf(Remembered("sacrificed"))

    def ae_sacrificed_toughness(self, meta, c):
        return ToughnessOf(Remembered("sacrificed"))

    def ae_sacrificed_mv(self, meta, c):
        return ManaValueOf(Remembered("sacrificed"))

    def ae_count(self, meta, c):
        np: NP = c[0]
        if np.kind == "this_way":  # "the number of creatures destroyed this way" (608.2c)
            return np.n
        if np.kind == "amount" and np.ref is not None:  # "the number of creatures that died this turn"
            return np.ref
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("the number of ...")
        return CountOf(np.filter)

    def ae_count_exile_gy(self, meta, c):
        """"the total number of instant and sorcery cards you own in exile and in your graveyard" (404, 406): the
        cards of that description you own in each zone, added up."""
        np: NP = c[0]
        f = np.filter
        if f is None or np.kind not in ("indef", "bare", "each") or f.owner != "you" or f.zone is not None \
                or f.controller is not None:
            raise Unrepresentable("the total number of ... in exile and in your graveyard")
        f = replace(f, kind="card")
        return Sum((CountOf(replace(f, zone="exile")), CountOf(replace(f, zone="graveyard"))))

    def ae_count_twice(self, meta, c):
        return Product(Num(2), self.ae_count(meta, c))

    def ae_hand_size(self, meta, c):
        return HandSizeOf(You())

    def ae_gy_size(self, meta, c):
        return CountOf(Filter(kind="card", zone="graveyard", owner="you"))

    def ae_life(self, meta, c):
        return LifeOf(You())

    def ae_event(self, meta, c):
        return EventAmount()

    def ae_mana_spent_that(self, meta, c):
        """"the amount of mana spent to cast that spell" in a "whenever you cast ..." trigger: the cast
        event's amount (601.2h, the mana paid); ``_done`` refuses it in any other sentence."""
        self.mana_spent_on_event = True
        return EventAmount()

    def ae_times_kicked(self, meta, c):
        """"the number of times ~ was kicked" (702.33d)."""
        return TimesKicked(This())

    def ae_colors_spent(self, meta, c):
        """"the number of colors of mana spent to cast ~" (106.1, converge)."""
        return ColorsSpent(This())

    def ae_x(self, meta, c):
        return XValue()

    def ae_number(self, meta, c):
        return Num(c[0])

    def ae_counters_on(self, meta, c):
        kind, np = c[0], c[1]
        if np.ref is None:
            raise Unrepresentable("counters on ...")
        return CountersOn(np.ref, kind_str(kind))

    def ae_result(self, meta, c):
        """706.2: "the result" of the die just rolled."""
        return RollResult()

    def ae_mv_of(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("mana value of ...")
        return ManaValueOf(np.ref)

    def ae_total_power(self, meta, c):
        """"the total power of the exiled cards used to craft it" (702.167c): a sum over the objects a reference
        finds."""
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("total power of ...")
        return TotalPowerOf(np.ref)

    def ae_power_of(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("power of ...")
        return PowerOf(np.ref)

    def ae_gy_instants(self, meta, c):
        """"the number of instant and sorcery cards in your graveyard": cards with either type (304, 307)."""
        return CountOf(Filter(kind="card", zone="graveyard", owner="you", any_types=("Instant", "Sorcery")))

    def ae_hand_size_they(self, meta, c):
        """"the number of cards in their hand" / "in that player's hand": the player the sentence names."""
        return HandSizeOf(Pron("player", meta.start_pos))

    def ae_gy_size_they(self, meta, c):
        """"the number of cards in their graveyard": cards in a graveyard are in their owner's (404.1)."""
        return CountOf(Filter(kind="card", zone="graveyard", controlled_by=Pron("player", meta.start_pos)))

    def ae_opponents(self, meta, c):
        """"the number of opponents you have" (102.3)."""
        return CountOf(Filter(kind="player", player="opponent"))

    def ae_library(self, meta, c):
        """"the number of cards in your library"."""
        return CountOf(Filter(kind="card", zone="library", owner="you"))

    def ae_all_counters_on(self, meta, c):
        """"the number of counters on ~" / "on permanents you control": counters of every kind (122.1)."""
        np: NP = c[0]
        if np.ref is not None and np.kind != "and":
            return CountersOn(np.ref, "*")
        if np.kind in ("bare", "each", "indef") and np.filter is not None and np.filter.kind == "permanent":
            return CountersOn(Each(np.filter), "*")
        raise Unrepresentable(f"counters on {np.label}")

    def ae_power_plus_toughness(self, meta, c):
        it = self._it(meta)
        return Sum((PowerOf(it), ToughnessOf(it)))

    def one_card(self, meta, c):
        return Num(1)

    def x_cards(self, meta, c):
        return XValue()

    def that_many_cards(self, meta, c):
        return EventAmount()

    def one(self, meta, c):
        return Num(1)

    def _more_than_you(self, np: NP, fact: str, count: Callable[[Ref], Amount]):
        who = self._player_of(np)
        if who == "opponent":
            return IsTrue(fact)
        return Compare(count(who), ">", count(You()))

    def once(self, meta, c):
        return 1

    def twice(self, meta, c):
        return 2

    def three_times(self, meta, c):
        return 3

    def ae_entered_yours(self, meta, c):
        """603.6a: "the number of creatures that entered the battlefield under your control this turn"."""
        return entered_this_turn(c[0], "you")

    def ae_party(self, meta, c):
        """700.8a: "the number of creatures in your party"."""
        return PartySize(You())

    def ae_domain(self, meta, c):
        return BasicLandTypes(You())

    def ae_domain_they(self, meta, c):
        return BasicLandTypes(Pron("player", meta.start_pos))

    def ae_plus(self, meta, c):
        return Sum((Num(c[0]), c[1]))

    def ae_this_way(self, meta, c):
        return AmountThisWay()

    def ae_greatest_power_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest power among ...")
        return GreatestAmong("power", np.filter)

    def ae_greatest_toughness_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest toughness among ...")
        return GreatestAmong("toughness", np.filter)

    def ae_greatest_mv_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest mana value among ...")
        return GreatestAmong("mana_value", np.filter)

    def ae_greatest_power(self, meta, c):
        return GreatestAmong("power", Filter(types=("Creature",), controller="you"))

    def ae_devotion(self, meta, c):
        m = 0
        for w in tokens_of(c[-1]):
            m |= COLOR_WORDS.get(w.lower(), 0)
        return Devotion(m)

    def ae_life_gained(self, meta, c):
        return LifeGainedThisTurn(You())

    def ae_times_mutated(self, meta, c):
        """702.140d: "the number of times ~ has mutated"."""
        return TimesMutated(This())
