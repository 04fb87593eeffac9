"""Trigger conditions (603): trigger events ("whenever ~ attacks", "whenever you cast ..."), step and
phase triggers ("at the beginning of your upkeep"), state triggers (603.8).
"""
from __future__ import annotations

from dataclasses import replace

from ...tree.abilities import All, ControlsCount, IsTrue, Matches, Targets, Trigger, Compare
from ...tree.base import Node
from ...tree.filters import Filter
from ...tree.refs import EventObject, This, EventAmount, Num
from ..lexicon import ROMAN
from .results import NP, Unrepresentable
from .words import by_filter, low_text, merge_filter, text_of


class TriggerRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # more trigger events
    def te_attacks_alone(self, meta, c):
        return [Trigger("attacks_alone", self._subject(c[0]))]

    def te_draw_second(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]), condition=IsTrue("second_card_this_turn"))]

    def te_draw_first_or_second(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]),
                        condition=IsTrue("first_or_second_card_this_turn"))]

    def te_cast_second(self, meta, c):
        return [Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell"),
                        condition=IsTrue("second_spell_this_turn"))]

    def te_cast_first_opp_turn(self, meta, c):
        """"Whenever you cast your first spell during each opponent's turn" (601.2i): your first spell this turn,
        in a turn that isn't yours."""
        return [Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell"),
                        condition=All((IsTrue("first_spell_this_turn"), IsTrue("not_your_turn"))))]

    def te_cast_first(self, meta, c):
        return [Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell"),
                        condition=IsTrue("first_spell_this_turn"))]

    def te_becomes_blocked_by(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("becomes blocked by ...")
        return [Trigger("becomes_blocked_by", self._subject(c[0]),
                        condition=Matches(EventObject("blocker"), replace(np.filter, kind="object")))]

    def te_blocks_creature(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("blocks ...")
        return [Trigger("blocks", self._subject(c[0]), condition=by_filter(np.filter))]

    def te_blocks_or_blocked_by(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("blocks or becomes blocked by ...")
        subj = self._subject(c[0])
        return [Trigger("blocks", subj, condition=by_filter(np.filter)),
                Trigger("becomes_blocked_by", subj,
                        condition=Matches(EventObject("blocker"), replace(np.filter, kind="object")))]

    def te_becomes_untapped(self, meta, c):
        return [Trigger("becomes_untapped", self._subject(c[0]))]

    def te_counter_put(self, meta, c):
        np = c[-1]
        kind = next((x[1] for x in c if isinstance(x, tuple)), None)
        kind = kind or next((x for x in c if isinstance(x, str)), "any")
        return [Trigger("counter_put", self._subject(np), condition=IsTrue("counter_kind:" + kind))]

    def te_discard(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("discards", This(), whose=whose)]
        if np.kind == "one_or_more" and np.filter is not None:
            # 603.2c: "Whenever you discard one or more artifact cards" -- once per discard event
            return [Trigger("discards_batch", replace(np.filter, kind="card"), whose=whose)]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("discards", replace(np.filter, kind="card"), whose=whose)]
        raise Unrepresentable("discard trigger")

    def te_opp_causes_discard(self, meta, c):
        """701.9: "When a spell or ability an opponent controls causes you to discard ~ / a card" -- a discard
        trigger whose discard an opponent's resolving spell or ability made (not a cost, not the cleanup step). For
        ~ itself the ability functions from the graveyard the card was discarded to (113.6, 603.6)."""
        np: NP = c[-1]
        cond = IsTrue("discard_caused_by_opponent")
        if np.kind == "self":
            self.self_zone = "graveyard"
            return [Trigger("discards", This(), whose="you", condition=cond)]
        if np.kind == "indef" and np.filter is not None and np.n in (1, None):
            return [Trigger("discards", replace(np.filter, kind="card"), whose="you", condition=cond)]
        raise Unrepresentable("an opponent causes you to discard ...")

    def _gy_owned(self, subj, gy):
        """"put into your graveyard" / "an opponent's graveyard": a card goes to its owner's graveyard (404.2), so the
        graveyard names the owner of what is put there."""
        owner = {"your graveyard": "you", "an opponent's graveyard": "opponent"}.get(low_text(text_of(gy)))
        if owner is None or not isinstance(subj, Filter):
            return subj
        return merge_filter(subj, owner=owner)

    def te_put_into_gy_any(self, meta, c):
        return [Trigger("put_into_graveyard", self._gy_owned(self._subject(c[0]), c[1]))]

    def te_exiled(self, meta, c):
        return [Trigger("exiled", self._subject(c[0]))]

    def te_attacks_whom(self, meta, c):
        to = c[-1]
        if to.kind in ("indef",) and to.is_player:
            return [Trigger("attacks", self._subject(c[0]), to="player" if to.filter.player == "any" else "opponent")]
        raise Unrepresentable("attacks ...")

    def te_enters_opp(self, meta, c):
        subj = self._subject(c[0])
        if isinstance(subj, Filter):
            subj = merge_filter(subj, controller="opponent")
        return [Trigger("enters", subj)]

    # ------------------------------------------------------------ triggers

    def enter_verb(self, meta, c):
        return low_text(text_of(c))

    def _subject(self, np: NP) -> Node:
        """A trigger subject: This() or a Filter."""
        if np.kind == "self":
            return This()
        if np.kind in ("indef", "one_or_more", "each", "bare") and np.filter is not None:
            return np.filter
        if np.kind == "attached":
            return np.ref
        if np.kind == "or" and len(np.n) == 2 and np.n[0].kind == "self":
            other = np.n[1]
            if other.kind in ("indef",) and other.filter is not None and other.filter.other:
                return replace(other.filter, other=False)  # "~ or another creature you control"
            raise Unrepresentable("~ or ...")
        if np.kind == "pron" and not np.ref.plural and np.noun not in ("player", "opponent", "him"):
            # "that creature": only a delayed trigger's event may name an object named before (603.7c);
            # ``sentences.s_triggered`` refuses it anywhere else
            return np.ref
        if np.kind == "and":
            raise Unrepresentable("two trigger subjects")
        raise Unrepresentable(f"trigger subject {np.label!r}")

    def te_enters(self, meta, c):
        np, verb = c[0], c[1]
        subj = self._subject(np)
        if verb == "enters tapped":
            raise Unrepresentable("enters tapped trigger")
        if verb == "enters untapped":
            # "When ~ enters untapped" (603.2, 603.6a): triggers only if it entered untapped; the condition is
            # checked as the event happens, so it sees the permanent as it entered
            return [Trigger("enters", subj, condition=Matches(EventObject(), Filter(tapped=False)))]
        return [Trigger("enters", subj)]

    def te_enters_yours(self, meta, c):
        subj = self._subject(c[0])
        if isinstance(subj, Filter):
            subj = merge_filter(subj, controller="you")
        return [Trigger("enters", subj)]

    def te_landfall(self, meta, c):
        return [Trigger("enters", Filter(types=("Land",), controller="you"))]

    def te_enters_or_dies(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("dies", subj)]

    def te_enters_or_attacks(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("attacks", subj)]

    def te_enters_or_leaves(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("leaves", subj)]

    def te_dies(self, meta, c):
        return [Trigger("dies", self._subject(c[0]))]

    def te_dies_or_exiled(self, meta, c):
        """"When ~ dies or is put into exile (from the battlefield)" (700.4, 603.6c, 603.10a): a dies trigger and a
        leaves-the-battlefield trigger whose destination is exile; "it" is the card in its new zone."""
        subj = self._subject(c[0])
        if not isinstance(subj, This):
            # the engine's "dies" is a creature's; "enchanted creature or planeswalker dies" would miss the planeswalker
            raise Unrepresentable("<not ~> dies or is put into exile")
        return [Trigger("dies", subj), Trigger("leaves", subj, to_zone="exile")]

    def te_attacks(self, meta, c):
        np = c[0]
        if np.kind == "one_or_more" and np.filter is not None:
            # "Whenever one or more creatures you control attack": once as attackers are declared, if any declared
            # attacker matches (508.3d) -- not once per attacker
            return [Trigger("attacks_with", np.filter, whose="you" if np.filter.controller == "you" else "each")]
        return [Trigger("attacks", self._subject(np))]

    def te_attacks_with_others(self, meta, c):
        """"Whenever ~ and at least two other creatures attack" (the battalion wording): ~ attacks, and as the
        attackers are declared at least N other creatures attack with it (508.1, 603.2). Only ~ as the
        first attacker: "equipped creature and at least one other creature" counts from another creature."""
        if c[0].kind != "self":
            raise Unrepresentable("<not ~> and at least N other creatures attack")
        others = Filter(types=("Creature",), attacking=True, other=True)
        return [Trigger("attacks", This(), condition=ControlsCount(others, ">=", c[1]))]

    def te_attacks_or_blocks(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("attacks", subj), Trigger("blocks", subj)]

    def te_blocks(self, meta, c):
        return [Trigger("blocks", self._subject(c[0]))]

    def te_becomes_blocked(self, meta, c):
        return [Trigger("becomes_blocked", self._subject(c[0]))]

    def te_blocks_or_blocked(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("blocks", subj), Trigger("becomes_blocked", subj)]

    def _to(self, np: NP) -> str:
        if np.kind == "indef" and np.filter is not None:
            f = np.filter
            if f == Filter(kind="player", player="any"):
                return "player"
            if f == Filter(kind="player", player="opponent"):
                return "opponent"
            if f == Filter(types=("Creature",)):
                return "creature"
            # "a player or planeswalker" (120.3, 306.7), "a planeswalker"
            if f == Filter(types=("Planeswalker",), or_player=True, player="any"):
                return "player_or_planeswalker"
            if f == Filter(types=("Planeswalker",)):
                return "planeswalker"
        if np.kind == "you":
            return "you"
        raise Unrepresentable(f"damage recipient {np.label!r}")

    def te_combat_damage_to(self, meta, c):
        to = self._to(c[1])
        # "that player controls" is the defending player only when a player was dealt the damage
        self.combat_damage_trigger = to not in ("player_or_planeswalker", "planeswalker")
        return [Trigger("deals_combat_damage", self._subject(c[0]), to=to)]

    def te_combat_damage(self, meta, c):
        return [Trigger("deals_combat_damage", self._subject(c[0]))]

    def te_damage_to(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]), to=self._to(c[1]))]

    def te_damage(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]))]

    def te_dealt_damage(self, meta, c):
        return [Trigger("dealt_damage", self._subject(c[0]))]

    def te_leaves(self, meta, c):
        return [Trigger("leaves", self._subject(c[0]))]

    def te_leave_your_gy(self, meta, c):
        """603.2c, 603.10a: "Whenever one or more [creature] cards leave your graveyard" -- once for each event that
        moves any such card out of your graveyard, however many cards it moves."""
        np: NP = c[0]
        if np.kind != "one_or_more" or np.filter is None or np.filter.kind != "card" or np.filter.zone is not None \
                or np.filter.controller is not None or np.filter.owner is not None:
            raise Unrepresentable("leave your graveyard")
        return [Trigger("leaves_graveyard", np.filter, whose="you")]

    def te_put_into_gy(self, meta, c):
        return [Trigger("put_into_graveyard", self._gy_owned(self._subject(c[0]), c[1]), from_zone="battlefield")]

    def te_cast(self, meta, c, event="cast"):
        who, spell = c[0], c[1]
        whose = self._player_whose(who)
        if spell.kind == "self":
            raise Unrepresentable("cast self trigger")
        if spell.kind not in ("indef", "one_or_more", "bare", "other") or spell.filter is None:
            raise Unrepresentable("cast trigger spell")
        flt = spell.filter if spell.filter.kind == "spell" else replace(spell.filter, kind="spell")
        if flt.zone is not None:
            # "Whenever you cast a spell from your graveyard / hand" (601.2a): the zone it was cast from
            if flt.zone not in ("graveyard", "hand", "exile") or self.targets_what is not None or event != "cast":
                raise Unrepresentable("cast from a zone")
            return [Trigger(event, None, whose=whose, spell_filter=replace(flt, zone=None), from_zone=flt.zone)]
        if self.targets_what is not None:  # heroic: "Whenever you cast a spell that targets ~" (115.9b)
            what, self.targets_what = self.targets_what, None
            return [Trigger(event, None, whose=whose, spell_filter=flt, condition=Targets(EventObject(), what))]
        return [Trigger(event, None, whose=whose, spell_filter=flt)]

    def te_cast_not_hand(self, meta, c):
        """"Whenever you cast a spell from anywhere other than your hand" (601.2a: the zone the card was cast
        from): ``Trigger.from_zone = "not_hand"``."""
        return [replace(t, from_zone="not_hand") for t in self.te_cast(meta, c)]

    def te_cast_kicked(self, meta, c):
        """"Whenever you cast a kicked spell" (702.33d): a cast trigger whose spell was cast with its kicker
        cost paid, checked on the spell as it is cast."""
        whose = self._player_whose(c[0])
        return [Trigger("cast", None, whose=whose, spell_filter=Filter(kind="spell"),
                        condition=IsTrue("kicked", EventObject()))]

    def te_exert(self, meta, c):
        """701.43: "Whenever you exert a creature" -- you exert a permanent you control (by an attack cost or any
        other way)."""
        np = c[0]
        if np.kind not in ("indef", "bare", "one_or_more") or np.filter is None:
            raise Unrepresentable("exert trigger subject")
        return [Trigger("exerts", np.filter, whose="you")]

    def te_cast_or_copy(self, meta, c):
        """"Whenever you cast or copy an instant or sorcery spell" (magecraft, 207.2c): a copy of a spell is put
        on the stack, not cast (707.10, 707.12); the trigger sees both events."""
        return self.te_cast(meta, c, "cast_or_copy")

    def te_gain_life(self, meta, c):
        return [Trigger("gains_life", None, whose=self._player_whose(c[0]))]

    def te_lose_life(self, meta, c):
        return [Trigger("loses_life", None, whose=self._player_whose(c[0]))]

    def te_draw(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]))]

    def te_sacrifice(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("sacrificed", This(), whose=whose)]
        if np.kind in ("indef", "one_or_more") and np.filter is not None:
            return [Trigger("sacrificed", np.filter, whose=whose)]
        raise Unrepresentable("sacrifice trigger")

    def te_sacrifice_you(self, meta, c):
        np = c[0]
        if np.kind in ("indef", "one_or_more") and np.filter is not None:
            return [Trigger("sacrificed", np.filter, whose="you")]
        raise Unrepresentable("sacrifice trigger")

    def te_discard_card(self, meta, c):
        return [Trigger("discards", None, whose=self._player_whose(c[0]))]

    def te_cycle(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("cycles", This(), whose=whose)]
        if np.kind == "indef" and np.filter is not None and np.filter == Filter(kind="card"):
            return [Trigger("cycles", None, whose=whose)]
        raise Unrepresentable("cycle trigger")

    def te_cycle_or_discard(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "indef" and np.filter == Filter(kind="card"):
            # 702.29d: it triggers only once when a card is cycled -- cycling discards the card (702.29a), so
            # "cycle or discard a card" is "discard a card"
            return [Trigger("discards", None, whose=whose)]
        raise Unrepresentable("cycle or discard trigger")

    def te_becomes_target_any(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]))]

    def te_becomes_target_spell(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]), condition=Matches(EventObject("by"), Filter(kind="spell")))]

    def te_becomes_target_opp(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]),
                        condition=Matches(EventObject("by"), Filter(kind="object", controller="opponent")))]

    def te_becomes_tapped(self, meta, c):
        return [Trigger("becomes_tapped", self._subject(c[0]))]

    def te_you_attack(self, meta, c):
        return [Trigger("attacks_with", None, whose="you")]

    def te_you_attack_initiative(self, meta, c):
        """508.1, 726: "Whenever you attack the player who has the initiative" (once per declaration, if a declared
        attacker attacks that player)."""
        return [Trigger("attacks_with", None, whose="you", to="initiative")]

    def te_attack_with(self, meta, c):
        np = c[0]
        if np.kind not in ("one_or_more", "indef", "each", "bare") or np.filter is None:
            raise Unrepresentable("attack with ...")
        return [Trigger("attacks_with", np.filter, whose="you")]

    def te_attack_with_n(self, meta, c):
        """"Whenever you attack with three or more creatures" (508.1, 508.3d): once as attackers are declared, if at
        least N of the declared attackers match."""
        return self._attack_with_n(c, "you")

    def te_n_attack(self, meta, c):
        """"Whenever two or more creatures you control attack" / "Whenever three or more creatures attack" (508.3d):
        once per declaration of attackers, if at least N declared attackers match."""
        flt = c[1][0]
        return self._attack_with_n(c, "you" if flt.controller == "you" else "each")

    def _attack_with_n(self, c, whose):
        n, (flt, _, _) = c[0], c[1]
        if flt.kind != "permanent" or flt.zone is not None or flt.controller not in (None, "you") \
                or not isinstance(n, int) or n < 1:
            raise Unrepresentable("N or more creatures attack")
        return [Trigger("attacks_with", replace(flt, controller=None), whose=whose,
                        condition=Compare(EventAmount(), ">=", Num(n)))]

    def te_attacks_you(self, meta, c):
        return [Trigger("attacks", self._subject(c[0]), to="you")]

    def te_turned_face_up(self, meta, c):
        return [Trigger("turned_face_up", self._subject(c[0]))]

    def te_transforms(self, meta, c):
        return [Trigger("transforms", self._subject(c[0]))]

    def te_trains(self, meta, c):
        """702.149c: "whenever [this creature] trains"."""
        return [Trigger("trains", self._subject(c[0]))]

    def te_mutates(self, meta, c):
        """702.140d: "whenever [this creature] mutates"."""
        return [Trigger("mutates", self._subject(c[0]))]

    def te_scry(self, meta, c):
        return [Trigger("scries", None, whose="you")]

    def te_surveil(self, meta, c):
        return [Trigger("surveils", None, whose="you")]

    def te_unblocked(self, meta, c):
        return [Trigger("attacks_unblocked", self._subject(c[0]))]

    def te_becomes_monarch(self, meta, c):
        return [Trigger("becomes_monarch", None, whose=self._player_whose(c[0]))]

    def te_dungeon(self, meta, c):
        """309.7: "whenever you complete a dungeon" """
        return [Trigger("completes_dungeon", None, whose=self._player_whose(c[0]))]

    def te_becomes_level(self, meta, c):
        """716.2a: "When this Class becomes level N" (engine/mechanics/levels.py)."""
        return [Trigger("becomes_level", self._subject(c[0]), condition=Compare(EventAmount(), "=", Num(int(c[-1]))))]

    def te_gain_life_first(self, meta, c):
        return [Trigger("gains_life", None, whose="you", condition=IsTrue("first_time_this_turn"))]

    def t_when(self, meta, c):
        return (c[-1], None)

    def t_when_this_turn(self, meta, c):
        """603.7b: "When/Whenever <event> this turn, ..." inside an ability is a delayed triggered ability with a
        stated duration: created by the ability, it triggers each time the event happens this turn."""
        return ([("this_turn", t) for t in c[-1]], None)

    def t_when_your_turn(self, meta, c, fact="your_turn"):
        """ "Whenever you gain life during your turn, ...": the event triggers the ability only if it happens
        during that turn (603.2, 603.4 is not involved: it is part of the trigger condition, checked as the event
        happens, not again on resolution)."""
        out = []
        for t in c[-1]:
            if type(t) is not Trigger or t.event in ("step", "state"):
                raise Unrepresentable("during your turn after that event")
            cond = IsTrue(fact) if t.condition is None else All((t.condition, IsTrue(fact)))
            out.append(replace(t, condition=cond))
        return (out, None)

    def t_when_first_time(self, meta, c, facts=("first_time_this_turn",)):
        """603.2: "Whenever ~ becomes the target of a spell or ability / you gain life / you lose life for the first
        time each turn": the trigger condition says the event is the first of its kind this turn for that object or
        player (the engine marks those events). Other events are refused (nothing counts them)."""
        out = []
        for t in c[-1]:
            if type(t) is not Trigger or t.event not in ("becomes_target", "gains_life", "loses_life"):
                raise Unrepresentable("for the first time after that event")
            conds = ((t.condition,) if t.condition is not None else ()) + tuple(IsTrue(f) for f in facts)
            out.append(replace(t, condition=conds[0] if len(conds) == 1 else All(conds)))
        return (out, None)

    def t_when_first_time_yours(self, meta, c):
        return self.t_when_first_time(meta, c, ("first_time_this_turn", "your_turn"))

    def t_when_opp_turn(self, meta, c):
        """ "during an opponent's turn": any turn but yours (102.3: every other player is an opponent)."""
        return self.t_when_your_turn(meta, c, "not_your_turn")

    def t_when_if(self, meta, c):
        return (c[-2], c[-1])

    def t_step(self, meta, c):
        return ([c[0]], None)

    def t_step_if(self, meta, c):
        return ([c[0]], c[1])

    def t_end_of_combat(self, meta, c):
        return ([Trigger("step", None, step="end_of_combat", whose="each")], None)

    def t_cycle_self(self, meta, c):
        return ([Trigger("cycles", This())], None)

    def t_cast_self(self, meta, c):
        return ([Trigger("cast", This())], None)

    def _st(step, whose):  # type: ignore[misc]
        def method(self, meta, c):
            return Trigger("step", None, step=step, whose=whose)
        return method

    st_upkeep_you = _st("upkeep", "you")
    st_upkeep_each = _st("upkeep", "each")
    st_upkeep_opp = _st("upkeep", "opponent")
    st_end_you = _st("end", "you")
    st_end_each = _st("end", "each")
    st_end_opp = _st("end", "opponent")
    st_combat_you = _st("beginning_of_combat", "you")
    st_combat_each = _st("beginning_of_combat", "each")
    st_draw_you = _st("draw", "you")
    st_draw_each = _st("draw", "each")
    st_draw_opp = _st("draw", "opponent")
    st_main1_you = _st("main1", "you")
    st_main1_each = _st("main1", "each")
    st_main1_opp = _st("main1", "opponent")
    st_main2_you = _st("main2", "you")
    st_eoc_you = _st("end_of_combat", "you")
    st_eoc_each = _st("end_of_combat", "each")

    def st_end_next(self, meta, c):
        return ("next", Trigger("step", None, step="end", whose="each"))

    def st_end_next_you(self, meta, c):
        return ("next", Trigger("step", None, step="end", whose="you"))

    def st_upkeep_next(self, meta, c):
        return ("next", Trigger("step", None, step="upkeep", whose="each"))

    def st_upkeep_next_you(self, meta, c):
        return ("next", Trigger("step", None, step="upkeep", whose="you"))

    def st_upkeep_enchanted(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="enchanted_controller")

    def st_upkeep_enchanted_player(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="enchanted_player")

    def chapter_list(self, meta, c):
        return [ROMAN[str(t)] for t in c]

    def trigger(self, meta, c):  # pragma: no cover
        raise Unrepresentable("trigger")

    st_main_you = _st("main", "you")

    def t_cycle_or_dies(self, meta, c):
        return ([Trigger("cycles", This()), Trigger("dies", This())], None)

    def te_becomes_target(self, meta, c):
        np = c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("becomes_target", self._subject(c[0]),
                            condition=Matches(EventObject("by"), replace(np.filter, kind="object")
                                              if np.filter.kind == "permanent" else np.filter))]
        raise Unrepresentable("becomes the target of ...")

    def te_explores(self, meta, c):
        return [Trigger("explores", self._subject(c[0]))]

    def te_exploits(self, meta, c):
        """702.110b: "When ~ exploits a creature"."""
        return [Trigger("exploits", self._subject(c[0]))]

    def te_monstrous(self, meta, c):
        return [Trigger("becomes_monstrous", self._subject(c[0]))]

    def te_ring(self, meta, c):
        return [Trigger("ring_tempts", None, whose="you")]

    def te_crime(self, meta, c):
        return [Trigger("commits_crime", None, whose="you")]

    def te_play_land(self, meta, c):
        who, np = c[0], c[1]
        if np.kind == "indef" and np.filter is not None and np.filter.types == ("Land",):
            return [Trigger("plays_land", None, whose=self._player_whose(who))]
        raise Unrepresentable("play trigger")

    def te_create_token(self, meta, c):
        who, np = c[0], c[1]
        if np.kind in ("indef", "one_or_more") and np.filter is not None and np.filter.token:
            # "Whenever you create a token": once per token; "... one or more creature tokens": once per batch
            event = "creates_tokens" if np.kind == "one_or_more" else "creates_token"
            return [Trigger(event, np.filter, whose=self._player_whose(who))]
        raise Unrepresentable("create trigger")

    def te_tap_for_mana(self, meta, c):
        who, np = c[0], c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("tapped_for_mana", np.filter, whose=self._player_whose(who))]
        if np.kind == "attached":
            return [Trigger("tapped_for_mana", np.ref, whose="each")]
        raise Unrepresentable("tap for mana trigger")

    def te_tapped_for_mana(self, meta, c):
        """"Whenever enchanted land is tapped for mana" (106.12a): by whichever player."""
        np = c[0]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("tapped_for_mana", np.filter, whose="each")]
        if np.kind == "attached":
            return [Trigger("tapped_for_mana", np.ref, whose="each")]
        raise Unrepresentable("tapped for mana trigger")

    def te_noncombat_damage_to(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]), to=self._to(c[1]), condition=IsTrue("noncombat"))]

    def te_dealt_damage_by(self, meta, c):
        np = c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("dealt_damage", self._subject(c[0]), condition=Matches(EventObject("source"),
                                                                                   replace(np.filter, kind="object")))]
        raise Unrepresentable("dealt damage by ...")

    def te_fights(self, meta, c):
        return [Trigger("fights", self._subject(c[0]))]

    def te_roll(self, meta, c):
        return [Trigger("rolls_die", None, whose="you")]

    def te_saddled(self, meta, c):
        return [Trigger("becomes_saddled", self._subject(c[0]))]

    def te_crewed(self, meta, c):
        return [Trigger("becomes_crewed", self._subject(c[0]))]

    def te_expend(self, meta, c):
        return [Trigger("expends", None, whose="you", condition=IsTrue(f"expend:{c[0]}"))]

    def te_mill(self, meta, c):
        raise Unrepresentable("mill trigger")

    def te_attacks_saddled(self, meta, c):
        return [Trigger("attacks", self._subject(c[0]), condition=IsTrue("saddled", This()))]

    def t_state_control_none(self, meta, c):
        flt, _, _ = c[0]
        return ([Trigger("state", None, condition=ControlsCount(flt, "=", 0))], None)

    def te_win_flip(self, meta, c):
        return [Trigger("wins_flip", None, whose="you")]

    def te_lose_flip(self, meta, c):
        return [Trigger("loses_flip", None, whose="you")]


def _one_or_more_aware(fn):
    """603.2c: a trigger event whose subject is "one or more <objects>" is one event however many objects it
    involves -- mark the Trigger ``batched`` (read once here for every trigger event)."""
    def te(self, meta, c, *more):
        out = fn(self, meta, c, *more)
        if any(isinstance(x, NP) and x.kind == "one_or_more" for x in c) and isinstance(out, list):
            out = [replace(t, batched=True) if type(t) is Trigger else t for t in out]
        return out
    te.__name__, te.__doc__, te.__wrapped__ = fn.__name__, fn.__doc__, fn
    return te


for _name, _fn in list(vars(TriggerRules).items()):
    if _name.startswith("te_") and callable(_fn):
        setattr(TriggerRules, _name, _one_or_more_aware(_fn))
