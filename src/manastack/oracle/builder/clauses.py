"""Clause forms: subject + verb phrase, imperatives, "may", and the clauses that can only be a static or
replacement ability: "can't ...", "enters tapped", "enters with counters" (614.1c-d), cost changes
(601.2f), characteristic-defining P/T (604.3), clones (707.9).
"""
from __future__ import annotations

from dataclasses import replace

from ...tree.abilities import IsTrue, Keyword, Not, Replacement, Static, Trigger
from ...tree.continuous import (
    AddAbilities,
    AddChosenColor,
    CastAsThough,
    ChangeController,
    CopyOf,
    ExileFound,
    Restrict,
    SetPT,
    TriggerAgain,
)
from ...tree.costs import Cost
from ...tree.effects import (
    Effect,
    AddCounters,
    ApplyContinuous,
    CastCard,
    ChooseAndDo,
    CreateEmblem,
    ForEachPlayer,
    Seq,
    CreateReplacement,
    GameAction,
    MayCast,
    MayDo,
    MoveTo,
    PayCost,
)
from ...tree.filters import Filter
from ...tree.refs import (
    AttachedTo,
    CardTypesAmong,
    CountOf,
    Each,
    Num,
    OwnerOf,
    Players,
    PowerOf,
    Product,
    This,
    XValue,
    You,
)
from .results import (
    DIES_EXILE,
    NP,
    Positioned,
    THEIR,
    AnyColor,
    Cont,
    Pron,
    StaticR,
    Unrepresentable,
    bad_form,
    Hold,
    compile_quoted,
    rewrite,
    refuse_mixed_or,
    rebind_you,
    substitute_x,
)
from .words import as_amount, low_text, mana_of, text_of, times_each


class ClauseRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def c_subgame(self, meta, c):
        """729: "Players play a Magic subgame, using their libraries as their decks." """
        return GameAction("subgame")

    def c_restart(self, meta, c):
        """727.1: "Restart the game." """
        return GameAction("restart")

    def c_restart_exempt(self, meta, c):
        """727.1, 727.5, 607.2a: "Restart the game, leaving in exile all non-Aura permanent cards exiled with
        ~" -- the cards this object's linked abilities exiled (the engine tracks them) that match the rest of
        the description stay in exile, remembered as "exempt" for the instructions that follow."""
        np: NP = c[-1]
        if np.kind != "each" or np.filter is None or not np.filter.exiled_with_source or np.filter.zone != "exile":
            raise Unrepresentable("restart the game, leaving in exile ...")
        return GameAction("restart", args=(("exempt", np.filter),))

    # ------------------------------------------------------------ clauses

    # third-person verbs: a clause starting with one has no subject of its own but continues the previous
    # clause's ("Target player draws X cards and loses X life": that player loses the life, not you)
    _THIRD_PERSON = frozenset({"loses", "gains", "draws", "discards", "mills", "sacrifices", "shuffles",
                               "reveals", "exiles", "creates", "returns", "searches", "puts", "scries",
                               "surveils", "pays", "takes", "gets"})

    def c_imperative(self, meta, c):
        first = self.text[meta.start_pos:meta.end_pos].split(" ", 1)[0].lower() if not meta.empty else ""
        if first in self._THIRD_PERSON and self.last_subject is not None:
            return c[0](self.last_subject)
        return c[0](None)

    def c_subject(self, meta, c):
        self.last_subject = c[0]
        try:
            return c[1](c[0])
        except Unrepresentable as e:
            if str(e) != "subject for an imperative":
                raise
            return self._player_does(c[0], c[1])

    def _player_does(self, subj: NP, verb):
        """"Target player untaps all lands they control", "each player returns a creature they control to its
        owner's hand": a verb written as an imperative, done by another player -- one player (a target, "that
        player", "defending player") acts in this resolution; several ("each player", "each opponent") do it
        one by one in APNAP order (``ForEachPlayer``, 101.4), "you" in it meaning that player. "They control" / "their" after the
        subject is that player; a "you" of the imperative's own (the ability's controller) can't be told from
        the rebound one, so it is refused, as is any subject that isn't a player."""
        pron_player = subj.kind == "pron" and isinstance(subj.ref, Pron) and subj.ref.noun in ("player", "they")
        if not (subj.is_player or subj.kind == "player" or pron_player):
            raise Unrepresentable("subject for an imperative")
        who = self.actor(subj)
        eff = verb(None)
        if isinstance(eff, (Cont, StaticR)):
            raise Unrepresentable("subject for an imperative")
        bad: list = []

        def scan(n):
            if isinstance(n, You) or (isinstance(n, Filter) and "you" in (n.controller, n.owner)):
                bad.append(n)
            return n
        rewrite(eff, scan)
        # the chooser of an indefinite noun phrase ("a creature they control") is the imperative's You()
        if len(bad) != sum(1 for n in eff.walk() if isinstance(n, ChooseAndDo) and isinstance(n.who, You)):
            raise Unrepresentable("subject for an imperative: you")

        # 110.2a: what they put onto the battlefield enters under their control, not the ability's controller's
        eff = rewrite(eff, lambda n: replace(n, controller=You()) if isinstance(n, MoveTo) and n.zone == "battlefield"
                      and n.controller is None else n)
        many = (isinstance(who, Players) and who.which in ("each", "opponents", "others")) or \
            (isinstance(who, Pron) and who.plural)

        def theirs(n):
            # "they control" after the subject is that player: "you" once it acts for each of several
            if isinstance(n, Filter) and isinstance(n.controlled_by, Pron) and n.controlled_by.pos > subj.pos \
                    and n.controlled_by.noun == "that player controls":
                return replace(n, controlled_by=None, controller="you") if many else replace(n, controlled_by=who)
            if isinstance(n, Filter) and n.owner == THEIR:  # "from their graveyard": that player's own (404.1)
                return replace(n, owner="you") if many else replace(n, owner=None, controlled_by=who)
            return n
        eff = rewrite(eff, theirs)
        if not many:
            # one player chooses and acts within this resolution, so what they chose stays known to the
            # instructions after it
            return rebind_you(eff, who)
        if isinstance(eff, MoveTo) and isinstance(eff.what, Each) and eff.what.filter.owner == "you" \
                and who == Players("each"):
            # "Each player returns all artifact cards from their graveyard to the battlefield": every such card
            # at once (each under its owner's control), not one player's cards after another's
            moved = Each(replace(eff.what.filter, owner=None))
            return replace(eff, what=moved, controller=OwnerOf(moved) if eff.controller == You() else eff.controller)
        return ForEachPlayer(who, eff)

    def c_may(self, meta, c):
        subj = c[0]
        who = self.actor(subj)
        if who == You():
            eff = c[1](None)
            if isinstance(eff, (Cont, StaticR)):
                raise Unrepresentable("may + continuous")
            return MayDo(eff)
        # "that player may draw a card": they choose and they act
        try:
            eff = c[1](subj)  # the verb reads its subject ("its controller may search their library")
        except Unrepresentable:
            eff = rebind_you(c[1](None), who)
        if isinstance(eff, (Cont, StaticR)):
            raise Unrepresentable("may + continuous")
        return MayDo(eff, who=who)

    def c_you_may(self, meta, c):
        eff = c[0](None)
        if isinstance(eff, (Cont, StaticR)):
            raise Unrepresentable("may + continuous")
        return MayDo(eff)

    def c_you_may_have(self, meta, c):
        eff = c[1](c[0])
        if isinstance(eff, Cont):
            if eff.subject.ref is None:
                raise Unrepresentable("may have + continuous on an indefinite")
            eff = ApplyContinuous(eff.subject.ref, eff.mods, eff.duration or "permanent")
        if isinstance(eff, StaticR):
            raise Unrepresentable("may have + static")
        return MayDo(eff)

    def c_have(self, meta, c):
        return c[1](c[0])

    def c_control_enchanted(self, meta, c):
        return StaticR(Static((ChangeController(You()),), AttachedTo(This())))

    def c_lure_target(self, meta, c):
        return Cont(c[0], (Restrict("must_be_blocked_by_all"),), "end_of_turn")

    def c_lure(self, meta, c):
        return StaticR(Static((Restrict("must_be_blocked_by_all"),), This()))

    def c_dies_exile(self, meta, c):
        """614.1a: "If ~ would die, exile it instead"."""
        return StaticR(Replacement("move_instead", arg=DIES_EXILE, affected=This()))

    def c_np_dies_exile(self, meta, c):
        """614.1a: "If a creature dealt damage by ~ this turn would die, exile it instead": a replacement of every
        permanent the noun phrase describes; refused for anything but one indefinite permanent description."""
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None or np.filter.kind != "permanent" or np.n != 1 or np.upto:
            raise Unrepresentable("would die: " + np.label)
        return StaticR(Replacement("move_instead", arg=DIES_EXILE, affected=np.filter))

    def c_np_dies_exile_turn(self, meta, c):
        """614.1a from a resolving spell: "If a creature dealt damage this way would die this turn, exile it instead",
        "If that creature or planeswalker would die this turn, ...", "If a creature an opponent controls would die
        this turn, ...": a replacement until end of turn of the objects named (locked in as it is created,
        611.2c) or of every permanent a description matches (a plain description stays open)."""
        np: NP = c[0]
        if np.kind == "pron" and not np.ref.plural:
            who = np.ref
        elif np.kind in ("indef", "bare") and np.filter is not None and np.filter.kind == "permanent" \
                and np.n in (1, None) and not np.upto:
            refuse_mixed_or(np)
            who = np.filter
        else:
            raise Unrepresentable("would die this turn: " + np.label)
        return CreateReplacement(Replacement("move_instead", arg=DIES_EXILE, affected=who))

    def c_draw_replaced(self, meta, c):
        """614.11: "If you would draw a card, draw two cards instead" -- a replacement of each of your draws. Another
        player ("If an opponent would draw a card, draw ...") is refused: the imperative would be yours to draw."""
        np: NP = c[0]
        if np.kind != "you":
            raise Unrepresentable("would draw: " + np.label)
        return StaticR(Replacement("draw_instead", arg=(("n", c[-1]),), affected=You()))

    def c_draw_replaced_except(self, meta, c):
        """614.11, 504.1: "... except the first one you draw in each of your draw steps": not the draw step's draw."""
        return StaticR(Replacement("draw_instead", arg=(("n", c[-1]), ("except_step_draw", True)), affected=You()))

    def c_gy_exile(self, meta, c):
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")), affected=This()))

    def c_any_gy_exile(self, meta, c):
        """614.1a: "If a card or token would be put into a graveyard from anywhere, exile it instead" -- any
        object, from any zone (a token too: it goes to exile instead, then ceases to exist, 111.7)."""
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")),
                                   affected=Filter(kind="object")))

    def c_opp_gy_exile(self, meta, c):
        """614.1a: "If a card would be put into an opponent's graveyard from anywhere, exile it instead" -- cards
        only (a token still goes to the graveyard), owned by an opponent of the effect's controller (404.2)."""
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")),
                                   affected=Filter(kind="card", owner="opponent")))

    def c_counters_double(self, meta, c):
        """614.16: "If an effect would put one or more counters on a permanent you control, it puts twice that
        many of those counters on that permanent instead" -- any kind of counter; not counters put as a cost
        (Doubling Season's ruling: a planeswalker's loyalty cost isn't doubled)."""
        np: NP = c[0]
        if np.filter is None or np.kind not in ("indef", "another") or np.filter.kind != "permanent":
            raise Unrepresentable("counters would be put on ...")
        return StaticR(Replacement("counters_mult", arg=(("mult", 2),), affected=np.filter))

    def c_all_chosen_color(self, meta, c):
        """Painter's Servant: every card outside the battlefield, every spell and every permanent is the chosen
        color in addition to its other colors (layer 5) -- a filter over objects in any zone."""
        return StaticR(Static((AddChosenColor(),), Filter(kind="object")))

    def c_same_outside(self, meta, c):
        """"The same is true for creature spells you control and creature cards you own that aren't on the
        battlefield" (Conspiracy): the static ability before it also applies to those. Its affected set
        becomes creature objects in any zone controlled (outside the battlefield and stack: owned, 108.4a)
        by you; the compiler merges it into the preceding static (``compiler._static``)."""
        return StaticR(Static((), Filter(kind="object", types=("Creature",), controller="you")))

    def tc_enters(self, meta, c):
        return "enters"

    def tc_dies(self, meta, c):
        return "dies"

    def tc_attacks(self, meta, c):
        return "attacks"

    def c_trigger_again(self, meta, c):
        """603.2d: "If an artifact or creature entering causes a triggered ability of a permanent you control to
        trigger, that ability triggers an additional time" -- the event as a Trigger over the noun's filter."""
        np: NP = c[0]
        event = c[1]
        f = np.filter
        if f is None or np.kind not in ("indef", "bare") or f.kind != "permanent" or f.controller is not None:
            raise Unrepresentable("... causes a triggered ability to trigger")
        return StaticR(Static((TriggerAgain(Trigger(event, f)),)))

    def c_trigger_again_attack(self, meta, c):
        return StaticR(Static((TriggerAgain(Trigger("attacks", Filter(types=("Creature",)))),)))

    def _no_trigger(self, c, whose: str):
        """603.2d's other side: "Creatures entering [or dying] don't cause abilities to trigger" -- the event
        causes no ability to trigger (``extra`` 0), whoever's it is (``whose``)."""
        np: NP = c[0]
        f = np.filter
        if f is None or np.kind not in ("bare", "each") or f.kind != "permanent" or f.controller is not None:
            raise Unrepresentable("... don't cause abilities to trigger")
        events = [x for x in c[1:] if isinstance(x, str) and x in ("enters", "dies", "attacks")]
        return StaticR(Static(tuple(TriggerAgain(Trigger(e, f), extra=0, whose=whose) for e in events)))

    def c_no_trigger(self, meta, c):
        return self._no_trigger(c, "any")

    def c_no_trigger_opp(self, meta, c):
        return self._no_trigger(c, "opponents")

    def c_gy_shuffle(self, meta, c):
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "library"),
                                                        ("position", "shuffle")), affected=This()))

    def c_target_dies_exile(self, meta, c):
        """614.1a from a resolving spell: "If that creature would die this turn, exile it instead"."""
        return CreateReplacement(Replacement("move_instead", arg=DIES_EXILE, affected=Pron("it", meta.start_pos)))

    def c_altcost_mana(self, meta, c):
        return StaticR(Keyword("AlternativeCost", cost=Cost(mana=mana_of(c[0]))))

    def c_altcost(self, meta, c):
        if not isinstance(c[0], Cost):
            raise Unrepresentable("alternative costs offered as an alternative cost")
        return StaticR(Keyword("AlternativeCost", cost=c[0]))

    def c_altcost_pay_list(self, meta, c):
        """"You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost", "You may pay {1}
        and return a basic land you control to its owner's hand rather than ..." (118.9): the parts together are the
        alternative cost."""
        if not isinstance(c[0], Cost):
            raise Unrepresentable("alternative cost parts")
        return StaticR(Keyword("AlternativeCost", cost=c[0]))

    def c_cant(self, meta, c):
        subj = c[0]
        kind, dur, arg = c[1]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if kind == "cant_gain_life" and not (subj.is_player or subj.kind in ("you", "players", "player")):
            raise Unrepresentable(f"{subj.label!r} can't gain life")  # 119.7: only a player gains life
        return Cont(subj, tuple(Restrict(k, arg) if arg is not None else Restrict(k) for k in kinds), dur)

    def c_cant_be(self, meta, c):
        subj = c[0]
        kind, dur, arg = c[1]
        if kind == "cant_be_countered":
            return StaticR(Static((Restrict("cant_be_countered"),), self.ref(subj), zone="stack"))
        return Cont(subj, (Restrict(kind, arg) if arg is not None else Restrict(kind),), dur)

    def c_doesnt_untap(self, meta, c):
        subj = c[0]
        step = c[1]
        if step == "next":  # "doesn't untap during its controller's next untap step": a one-shot effect
            return Cont(subj, (Restrict("doesnt_untap"),), "next_untap_step")
        return Cont(subj, (Restrict("doesnt_untap"),), None)

    def c_doesnt_untap_for(self, meta, c):
        """"That creature doesn't untap during its controller's untap step for as long as you control ~"
        (611.2b): a one-shot continuous effect with that duration; never with "next untap step"."""
        if c[1] == "next":
            raise Unrepresentable("next untap step with a duration")
        return Cont(c[0], (Restrict("doesnt_untap"),), c[-1])

    def c_can_block(self, meta, c):
        subj = c[0]
        w = low_text(text_of(c[1]))
        if w == "only creatures with flying":
            return Cont(subj, (Restrict("can_block_only_flying"),), None)
        if w == "an additional creature each combat":
            return Cont(subj, (Restrict("can_block_additional", 1),), None)
        if w == "any number of creatures":
            return Cont(subj, (Restrict("can_block_any_number"),), None)
        raise Unrepresentable(f"can block {w}")

    def c_enters_tapped(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_tapped", affected=self._affected(subj)))

    def c_enters_tapped_counters(self, meta, c):
        """"~ enters tapped with two charge counters on it" (614.1c-d): two replacement effects of its entering."""
        return (self.c_enters_tapped(meta, c[:1]), self.c_enters_counters(meta, c))

    def c_enters_prepared(self, meta, c):
        """722.3a: "~ enters prepared" -- the permanent's own ETB replacement (614.1c); only ~ itself is read."""
        subj: NP = c[0]
        if subj.kind != "self":
            raise Unrepresentable("enters prepared (another permanent)")
        return StaticR(Replacement("enters_prepared", affected=self._affected(subj)))

    def c_enters_counters(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        return StaticR(Replacement("enters_with_counters", arg=(kind, n), affected=self._affected(subj)))

    def c_enters_counters_each(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        if isinstance(c[2], NP) and c[2].kind == "count":  # "for each time it was kicked" (a count, not objects)
            amt = times_each(Num(n), c[2])
        else:
            flt = self._count_filter(c[2])
            amt = CountOf(flt) if n == 1 else Product(Num(n), CountOf(flt))
        return StaticR(Replacement("enters_with_counters", arg=(kind, amt), affected=self._affected(subj)))

    def c_enters_x_counters(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_with_counters", arg=(c[1], XValue()), affected=self._affected(subj)))

    def c_cant_be_countered(self, meta, c):
        subj = c[0]
        if subj.kind != "self":
            raise Unrepresentable("other spells can't be countered")
        return StaticR(Static((Restrict("cant_be_countered"),), This(), zone="stack"))

    def c_cost_less(self, meta, c):
        return self._cost_change(c[0], c[-1], -1)

    def c_cost_more(self, meta, c):
        return self._cost_change(c[0], c[-1], 1)

    def c_cost_less_each(self, meta, c):
        np: NP = c[-1]
        if np.kind == "amount" and np.ref is not None and c[0].kind == "self":  # "for each basic land type among ..."
            return self._cost_change(c[0], c[1], -1, per=np.ref)
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("costs less for each ...")
        return self._cost_change(c[0], c[1], -1, per=np.filter) if c[0].kind == "self" else bad_form()

    def c_cost_less_types(self, meta, c):
        """601.2f with 205.2a: "This spell costs {1} less to cast for each card type among cards in your
        graveyard" -- the reduction is counted per card type (CardTypesAmong), not per card."""
        np: NP = c[-1]
        if np.filter is None or np.kind != "each" or c[0].kind != "self":
            raise Unrepresentable("costs less for each card type among ...")
        return self._cost_change(c[0], c[1], -1, per=CardTypesAmong(np.filter))

    def c_cda_pt(self, meta, c):
        a = c[-1]
        return StaticR(Static((SetPT(a, a, cda=True),), This(), zone="all"))

    def c_cda_power(self, meta, c):
        return StaticR(Static((SetPT(c[-1], None, cda=True),), This(), zone="all"))

    def c_cda_toughness(self, meta, c):
        return StaticR(Static((SetPT(None, c[-1], cda=True),), This(), zone="all"))

    def c_subject_each(self, meta, c):
        subj = c[0]
        if subj.kind == "and" and all(x.is_player or x.kind == "player" for x in subj.n):
            # "you and target opponent each draw a card": each player named does it, one after the other (101.4)
            parts = [self.c_subject(meta, [x, c[1]]) for x in subj.n]
            parts = [p.value if isinstance(p, Positioned) else p for p in parts]
            if not all(isinstance(p, Effect) for p in parts):
                raise Unrepresentable("two subjects of a continuous effect")
            return Seq(tuple(parts))
        return c[1](subj)

    def c_enters_tapped_unless(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_tapped", condition=Not(c[1]), affected=self._affected(subj)))

    def c_enters_counters_where(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        return StaticR(substitute_x(Replacement("enters_with_counters", arg=(kind, Num(n)),
                                                affected=self._affected(subj)), c[2]))

    def c_enters_x_counters_where(self, meta, c):
        subj: NP = c[0]
        kind = c[1]
        return StaticR(Replacement("enters_with_counters", arg=(kind, c[-1]), affected=self._affected(subj)))

    def c_clone(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare"):
            raise Unrepresentable("enter as a copy of ...")
        return StaticR(Replacement("enters_as_copy", arg=np.filter))

    def c_clone_except(self, meta, c):
        """707.5, 707.9: "You may have ~ enter as a copy of any creature on the battlefield, except it's 7/7":
        the replacement's copy effect carries the exceptions, which become part of the copiable values
        (707.9a-b); "doesn't copy that creature's color" keeps the entering object's own colors (707.9c)."""
        np: NP = c[-2]
        also, keep = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare") or np.filter.zone not in (None, "battlefield"):
            raise Unrepresentable("enter as a copy of ...")
        flt = np.filter if np.filter.kind in ("permanent", "") else replace(np.filter, kind="permanent")
        return StaticR(Replacement("enters_as_copy", arg=CopyOf(Each(flt), also=also, keep=keep)))

    def c_must_attack(self, meta, c):
        return Cont(c[0], (Restrict("attacks_each_combat"),), "end_of_turn")

    def c_must_block(self, meta, c):
        return Cont(c[0], (Restrict("blocks_each_combat"),), "end_of_turn")

    def c_must_block_self(self, meta, c):
        return Cont(c[0], (Restrict("must_block", This()),), "end_of_turn")

    def c_emblem(self, meta, c):
        return CreateEmblem(compile_quoted(str(c[0])))

    def c_energy(self, meta, c):
        return AddCounters(You(), "energy", Num(str(c[0]).upper().count("{E}")))

    def c_energy_n(self, meta, c):
        """107.14, 122.1: "You get six {E}" -- that many energy counters."""
        if not isinstance(c[0], int):
            raise Unrepresentable("get a variable amount of energy")
        return AddCounters(You(), "energy", Num(c[0] * str(c[-1]).upper().count("{E}")))

    def c_player_counters(self, meta, c):
        """122.1, 728: "target player gets two rad counters", "each opponent gets a poison counter" -- counters
        a player gets."""
        n, kind = c[-1]
        if kind not in ("rad", "poison") or not isinstance(n, int):
            raise Unrepresentable(f"gets {kind} counters")
        return AddCounters(self.actor(c[0]), kind, Num(n))

    def c_player_counters_equal(self, meta, c):
        """"each opponent gets a number of rad counters equal to its power" (122.1, 728)."""
        kind = [x for x in c[1:] if isinstance(x, str) and x not in ("counter", "counters")][0]
        if kind not in ("rad", "poison"):
            raise Unrepresentable(f"gets {kind} counters")
        return AddCounters(self.actor(c[0]), kind, c[-1])

    def c_energy_who(self, meta, c):
        return AddCounters(self.actor(c[0]), "energy", Num(str(c[1]).upper().count("{E}")))

    def c_may_pay(self, meta, c):
        return MayDo(PayCost(c[0]))

    def c_who_may_pay(self, meta, c):
        who = self.actor(c[0])
        return MayDo(PayCost(c[1], who), who=who)

    def c_pay(self, meta, c):
        return PayCost(c[0])

    def c_may_cast_turn(self, meta, c):
        np: NP = c[0]
        if np.kind == "each" and np.filter is not None and np.filter.kind == "spell" and self.spells_among_them == 1:
            # "You may cast red spells from among them this turn" (601.3 permission; the filter judges each card
            # by the spell it would be, 718.3a)
            self.spells_among_them -= 1
            return MayCast(Pron("them", np.pos, True), filter=np.filter, duration="end_of_turn")
        return self._play(np, "end_of_turn", True)

    def c_may_play_turn(self, meta, c):
        return self._play(c[0], "end_of_turn", False)

    def c_may_play_exiled(self, meta, c):
        """601.3: "You may play that card for as long as it remains exiled"."""
        return self._play(c[0], "while_exiled", False)

    def c_may_cast_exiled(self, meta, c):
        """601.3: "You may cast that card for as long as it remains exiled" (a permission; once the card leaves
        exile it is a new object the permission doesn't know, 400.7)."""
        return self._play(c[0], "while_exiled", True)

    def c_spend_any_color(self, meta, c):
        """609.4b: "(and) you may spend mana as though it were mana of any color to cast them" -- qualifies
        the permission just given (see :class:`AnyColor`)."""
        return AnyColor()

    def c_exile_found(self, meta, c):
        """723.7 (Opposition Agent): "While an opponent is searching their library, they exile each card
        they find." -- what the controlled players must do while searching (the permission to play those
        cards follows in the next sentence, see ``compiler._static``)."""
        return StaticR(Static((ExileFound("opponents"),)))

    def c_may_play_next(self, meta, c):
        return self._play(c[0], "end_of_next_turn", False)

    def c_may_play_next_end(self, meta, c):
        return self._play(c[0], "until_next_end_step", False)

    def c_cast_from_top(self, meta, c):
        np: NP = c[0]
        if np.filter is not None and np.filter.zone is not None:
            raise Unrepresentable("cast from two zones")
        return self._cast_from_static(np, "library_top")

    def c_cast_free(self, meta, c):
        np: NP = c[0]
        if np.ref is None:
            return self._cast_from_zone(np, True)
        return CastCard(np.ref, free=True, optional=True)

    def c_may_cast(self, meta, c):
        np: NP = c[0]
        if np.kind == "each" and np.filter is not None and np.filter.kind == "spell" and np.filter.zone == "graveyard":
            return self._cast_from_static(np, "graveyard")
        if np.ref is None:
            return self._cast_from_zone(np, False)
        return CastCard(np.ref, optional=True)

    def c_is_indestructible(self, meta, c):
        return Cont(c[0], (AddAbilities((Keyword("Indestructible"),)),), None)

    def c_goaded(self, meta, c):
        return Cont(c[0], (Restrict("goaded"),), None)

    def c_no_prevent(self, meta, c):
        return StaticR(Static((Restrict("damage_cant_be_prevented"),), affected=Players("each")))

    def c_you_hexproof(self, meta, c):
        return StaticR(Static((AddAbilities((Keyword("Hexproof"),)),), affected=You()))

    def c_you_shroud(self, meta, c):
        return StaticR(Static((AddAbilities((Keyword("Shroud"),)),), affected=You()))

    def c_no_max_hand(self, meta, c):
        return StaticR(Static((Restrict("no_maximum_hand_size"),), affected=You()))

    def c_cant_lose(self, meta, c):
        return StaticR(Static((Restrict("cant_lose_game"),), affected=You()))

    def c_no_lifegain_all(self, meta, c):
        return StaticR(Static((Restrict("cant_gain_life"),), affected=Players("each")))

    def c_no_lifegain_opp(self, meta, c):
        return StaticR(Static((Restrict("cant_gain_life"),), affected=Players("opponents")))

    def c_its_no_activate_turn(self, meta, c):
        """602.5: "Tap target creature. Its activated abilities can't be activated this turn" -- a restriction on the
        object named before, until end of turn (611.2)."""
        return Cont(self._pron(meta, "it"), (Restrict("cant_activate"),), "end_of_turn")

    def c_extra_land(self, meta, c):
        return StaticR(Static((Restrict("additional_land_play", 1),), affected=You()))

    def c_cast_copy_free(self, meta, c):
        """707.12: "You may cast the copy without paying its mana cost" after "Copy that card"."""
        return Hold(("cast_copy", True))

    def c_cast_copy(self, meta, c):
        return Hold(("cast_copy", False))

    def c_may_play(self, meta, c):
        return self._play(c[0], "permanent", False)

    def c_hand_size_up(self, meta, c):
        return StaticR(Static((Restrict("max_hand_size_plus", c[0]),), You()))

    def c_cant_win(self, meta, c):
        return StaticR(Static((Restrict("cant_win_game"),), You()))

    def c_enters_tapped_attacking(self, meta, c):
        return StaticR(Replacement("enters_tapped_and_attacking", affected=self._affected(c[0])))

    def c_look_top_any_time(self, meta, c):
        return StaticR(Static((Restrict("may_look_at_top_of_library"),), You()))

    def c_may_not_untap(self, meta, c):
        return StaticR(Static((Restrict("may_choose_not_to_untap"),), This()))

    def c_can_be_commander(self, meta, c):
        return StaticR(Keyword("Can Be Your Commander"))

    def c_choose_background(self, meta, c):
        return StaticR(Keyword("Partner", arg="Choose a Background"))

    def c_doctors_companion(self, meta, c):
        return StaticR(Keyword("Partner", arg="Doctor's companion"))

    def c_leyline(self, meta, c):
        """103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield"."""
        return StaticR(Static((Restrict("may_begin_game_on_battlefield"),), This(), zone="hand"))

    def c_skip_draw(self, meta, c):
        return StaticR(Replacement("skip_step", arg=(("step", "draw"),), affected=You()))

    def c_skip_untap(self, meta, c):
        return StaticR(Replacement("skip_step", arg=(("step", "untap"),), affected=You()))

    def c_spell_exile_instead(self, meta, c):
        return CreateReplacement(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")),
                                             affected=Pron("spell", meta.start_pos)))

    def c_choose_from_hand(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("choose ... from it")
        flt = replace(np.filter, kind="card")
        return Hold(("choose_from_hand", flt if flt != Filter(kind="card") else None, as_amount(np.n)))

    def c_may_choose_from_hand(self, meta, c):
        raise Unrepresentable("may choose from it")

    def c_spells_uncounterable(self, meta, c):
        return StaticR(Static((Restrict("cant_be_countered"),), Filter(kind="spell"), zone="battlefield"))

    def c_flash_all(self, meta, c):
        return StaticR(Static((CastAsThough(Filter(kind="spell")),), You()))

    def c_flash_some(self, meta, c):
        np: NP = c[0]
        if np.filter is None or np.kind not in ("bare", "each"):
            raise Unrepresentable("cast ... as though it had flash")
        return StaticR(Static((CastAsThough(replace(np.filter, kind="spell")),), You()))

    def c_escapes_counters(self, meta, c):
        n, kind = c[-1]
        return StaticR(Replacement("escapes_with_counters", arg=(kind, n), affected=This()))

    def c_cant_be_blocked_by_smaller(self, meta, c):
        """509.1b: "Creatures with power less than ~'s power can't block it"."""
        flt = Filter(types=("Creature",), power=("<", PowerOf(This())))
        return StaticR(Static((Restrict("cant_be_blocked_by", flt),), This()))

    def c_cant_be_blocked_by_greater(self, meta, c):
        flt = Filter(types=("Creature",), power=(">", PowerOf(This())))
        return StaticR(Static((Restrict("cant_be_blocked_by", flt),), This()))

    def c_cast_only(self, meta, c):
        """601.3: "Cast ~ only during combat" -- a casting restriction that works where the card is."""
        fact = self._CAST_TIMING[low_text(text_of(c[-1]))]
        return StaticR(Static((Restrict("cast_only_if", IsTrue(fact)),), This(), zone="hand"))

    def c_cast_only_if(self, meta, c):
        return StaticR(Static((Restrict("cast_only_if", c[-1]),), This(), zone="hand"))

    def c_counters_mult(self, meta, c):
        """614.16: "If one or more +1/+1 counters would be put on ..., that many plus one / twice that many"."""
        np: NP = c[1]
        if str(c[0]) != "+1/+1" or np.filter is None or np.kind not in ("indef", "another"):
            raise Unrepresentable("counters would be put on ...")
        w = low_text(text_of(c[-1]))
        arg = (("add", 1), ("counter", "+1/+1")) if "plus one" in w else (("mult", 2), ("counter", "+1/+1"))
        return StaticR(Replacement("counters_mult", arg=arg, affected=np.filter))

    def c_tokens_double(self, meta, c):
        return StaticR(Replacement("tokens_mult", arg=(("mult", 2),), affected=You()))

    def c_damage_replaced(self, meta, c):
        """"If <source> would deal damage to <recipient>, <outcome>" (614.1a, 615.1a): a replacement of the
        damage event -- prevented (all of it or N of it) or dealt doubled or increased instead (``damage_mult``).
        The source is any object description or ~; the recipient is you, ~, the permanent ~ is attached to, a
        description of permanents and/or players ("a permanent or player", "you or a creature you control")."""
        src: NP = c[0]
        rec: NP = c[1]
        kind, args = c[-1]
        if src.kind == "self":
            frm = This()
        elif src.kind in ("indef", "another") and src.filter is not None and not src.is_player:
            refuse_mixed_or(src)
            frm = replace(src.filter, kind="object")
        else:
            raise Unrepresentable(f"damage source {src.label!r}")
        if frm != Filter(kind="object"):  # "a source": any
            args = args + (("from", frm),)
        return StaticR(Replacement(kind, arg=args, affected=self._damage_recipient(rec)))

    def _damage_recipient(self, np: NP):
        if np.kind in ("self", "you", "attached") and np.ref is not None:
            return np.ref
        if np.kind in ("indef", "another") and np.filter is not None:
            refuse_mixed_or(np)
            return np.filter
        if np.kind == "or" and len(np.n) == 2:
            a, b = np.n
            if a.kind == "you" or a.is_player and a.kind == "indef":
                who = "you" if a.kind == "you" else a.filter.player
                if b.kind in ("indef", "another") and b.filter is not None and not b.is_player:
                    refuse_mixed_or(b)
                    return replace(b.filter, or_player=True, player=who)
        raise Unrepresentable(f"damage recipient {np.label!r}")

    def c_damage_redirected(self, meta, c):
        return self._redirected(c, turn=False)

    def c_damage_redirected_turn(self, meta, c):
        return self._redirected(c, turn=True)

    def _redirected(self, c, turn: bool):
        """"All [combat] damage that would be dealt to <recipient> [by <sources>] is dealt to ~ / enchanted creature
        instead" (614.1a, 614.9): a redirection of the damage event, as a static ability or, with "this turn", a
        replacement effect the resolving ability creates until end of turn. The new recipient is ~ or the
        permanent ~ is attached to; sources are a description ("by artifacts", "by unblocked creatures"). A
        target or a chosen source ("by a source of your choice") is refused."""
        combat = "combat" in str(c[0])
        nps = c[1:]
        rec, to = nps[0], nps[-1]
        src = nps[1] if len(nps) == 3 else None
        if to.kind not in ("self", "attached") or to.ref is None:
            raise Unrepresentable(f"damage redirected to {to.label!r}")
        args: tuple = (("to", to.ref),)
        if combat:
            args += (("combat", True),)
        if src is not None:
            if src.kind not in ("indef", "bare", "each") or src.filter is None or src.is_player:
                raise Unrepresentable(f"damage source {src.label!r}")
            refuse_mixed_or(src)
            args += (("from", replace(src.filter, kind="object")),)
        rep = Replacement("redirect_damage", arg=args, affected=self._damage_recipient(rec))
        return CreateReplacement(rep) if turn else StaticR(rep)

    def dmg_all(self, meta, c):
        return low_text(text_of(c))

    dmg_all_turn = dmg_all

    def do_prevent_n(self, meta, c):
        if not isinstance(c[0], int):
            raise Unrepresentable("prevent a variable amount of that damage")
        return ("prevent_damage", (("amount", c[0]),))

    def do_prevent_all(self, meta, c):
        return ("prevent_damage", ())

    def do_double(self, meta, c):
        return ("damage_mult", (("mult", 2),))

    def do_plus(self, meta, c):
        n = [x for x in c if isinstance(x, int)]
        if len(n) != 1:
            raise Unrepresentable("damage plus an amount")
        return ("damage_mult", (("add", n[0]),))

    def damage_to(self, meta, c):
        return None

    def c_life_double(self, meta, c):
        return StaticR(Replacement("life_gain_mult", arg=(("mult", 2),), affected=You()))

    def c_life_plus(self, meta, c):
        return StaticR(Replacement("life_gain_mult", arg=(("add", c[0]),), affected=You()))

    def c_assign_unblocked(self, meta, c):
        return StaticR(Static((Restrict("may_assign_damage_as_though_unblocked"),), This()))

    def c_deck_any_number(self, meta, c):
        return StaticR(Static((Restrict("deck_may_have_any_number"),), This(), zone="all"))
