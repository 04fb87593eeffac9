"""Keyword actions and designations (701): populate, venture, explore, connive, proliferate, the monarch,
copying spells, choices ("choose a color"), extra turns and other one-off game actions.
"""
from __future__ import annotations

from dataclasses import replace

from ...tree.abilities import Keyword, TargetSpec
from ...tree.continuous import AddAbilities, AddTypes, SetPT, SwitchPT
from ...tree.effects import (
    AddCounters,
    ApplyContinuous,
    ChooseAndDo,
    ChooseValue,
    CopySpell,
    Designate,
    FlipCoins,
    GainControl,
    GameAction,
    Mechanic,
    PhaseOut,
    Regenerate,
    RollDice,
    Seq,
)
from ...tree.filters import Filter
from ...tree.refs import CommanderCasts, Num, This, You
from .results import NP, ChooseHeader, Pron, Unrepresentable, bad_form, Hold
from .words import as_amount, low_text, text_of


class MechanicRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def m_regen_self(self, meta, c):
        return lambda subj: Regenerate(self.ref(subj)) if subj is not None else bad_form()

    def choose_discard(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("choose ... from it")
        flt = replace(np.filter, kind="card")
        if flt == Filter(kind="card"):
            flt = None
        return lambda subj: ("choose_discard", flt, as_amount(np.n))

    # mechanics (701 keyword actions and designations)
    def m_transform(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Mechanic("transform", (self.ref(np),))

    def _mech(name, with_amount=False):  # type: ignore[misc]
        def method(self, meta, c):
            args = (as_amount(c[-1]),) if with_amount else ()
            return lambda subj: Mechanic(name, ((self.actor(subj),) if subj is not None else ()) + args)
        return method

    m_populate = _mech("populate")
    m_venture = _mech("venture")
    m_learn = _mech("learn")
    m_ring = _mech("ring_tempts")
    m_open_attraction = _mech("open_attraction")

    def m_claim_prize(self, meta, c):
        """702.159b: "claim the prize!" -- stands for the actions of the Attraction's "Prize — ..." paragraph
        (part of its visit ability), which the compiler puts in its place (see ``compiler._claim_prize``)."""
        return lambda subj: self._imper(subj) or Mechanic("claim_prize")
    m_roll_visit = _mech("roll_to_visit")
    m_forage = _mech("forage")
    m_adapt = _mech("adapt", True)
    m_monstrosity = _mech("monstrosity", True)
    m_bolster = _mech("bolster", True)

    def m_support(self, meta, c):
        """701.41a: "support N" is "Put a +1/+1 counter on each of up to N other target creatures" (on an instant or
        sorcery "up to N target creatures": a spell is never one of the creatures, so "other" holds for both)."""
        n = as_amount(c[-1])
        if type(n) is not Num or n.value < 1:
            raise Unrepresentable("support with a number that isn't printed")
        ref = self.add_target(TargetSpec(Filter(types=("Creature",), other=True), min=0, max=n.value,
                                         label=f"up to {n.value} other target creatures"), meta.start_pos)
        return lambda subj: self._imper(subj) or AddCounters(ref, "+1/+1", Num(1))
    m_incubate = _mech("incubate", True)
    m_discover = _mech("discover", True)
    m_endure = _mech("endure", True)
    m_manifest = _mech("manifest")
    m_manifest_dread = _mech("manifest_dread")
    m_cloak = _mech("cloak")
    m_time_travel = _mech("time_travel")
    m_connive = _mech("connive")
    m_explore = _mech("explore")

    def m_amass(self, meta, c):
        kind, n = str(c[0]), as_amount(c[1])
        return lambda subj: Mechanic("amass", (kind, n))

    def m_goad(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("goad", (r,)))

    def m_monarch(self, meta, c):
        return lambda subj: Designate(self.actor(subj), "monarch")

    def m_initiative(self, meta, c):
        return lambda subj: Designate(self.actor(subj), "initiative")

    def extra_turn(self, meta, c):
        return lambda subj: GameAction("extra_turn", self.actor(subj))

    def extra_turn_after_that(self, meta, c):
        """"that player takes an extra turn" with no turn of its own to follow: only after "After that turn,"
        (the compiler checks which turn that is and rejects it anywhere else)."""
        return lambda subj: GameAction("extra_turn", self.actor(subj), args=(("after", "that_turn"),))

    def win_game(self, meta, c):
        return lambda subj: GameAction("win", self.actor(subj))

    def copy_spell(self, meta, c):
        np = c[0]
        if np.kind == "pron" and np.noun in ("card", "cards"):
            # "Copy that card. You may cast the copy ..." (707.12): a card, not a spell -- fused with the cast
            return lambda subj: self._imper(subj) or Hold(("copy_card", np.ref))
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CopySpell(r))

    def copy_spell_new(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CopySpell(r, new_targets=True))

    def switch_pt(self, meta, c):
        ref = self.add_target(TargetSpec(Filter(types=("Creature",)), label="target creature"), meta.start_pos + 7)
        dur = c[0] if c else "end_of_turn"
        return lambda subj: ApplyContinuous(ref, (SwitchPT(),), dur)

    def switch_pt_self(self, meta, c):
        dur = c[-1] if isinstance(c[-1], str) else "end_of_turn"
        return lambda subj: ApplyContinuous(This(), (SwitchPT(),), dur)

    def gives_control(self, meta, c):
        np = c[0]
        return lambda subj: GainControl(self.ref(np), who=self.actor(subj))

    def _choose(kind):  # type: ignore[misc]
        def method(self, meta, c):
            return lambda subj: ChooseValue(kind, self.actor(subj))
        return method

    choose_color = _choose("color")
    choose_creature_type = _choose("creature_type")
    choose_card_type = _choose("card_type")
    choose_name = _choose("card_name")
    choose_opponent = _choose("opponent")
    choose_player = _choose("player")
    choose_number = _choose("number")
    choose_land_type = _choose("basic_land_type")

    def choose_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "target":
            return lambda subj: Seq(())
        if np.kind == "indef" and np.filter is not None:
            return lambda subj: ChooseAndDo(self.actor(subj), np.filter, as_amount(np.n), up_to=np.upto)
        raise Unrepresentable(f"choose {np.label}")

    def m_flip_coin(self, meta, c):
        return lambda subj: FlipCoins(self.actor(subj))

    def m_roll_d20(self, meta, c):
        return lambda subj: RollDice(self.actor(subj), 20)

    def m_roll_d6(self, meta, c):
        return lambda subj: RollDice(self.actor(subj), 6)

    def m_earthbend(self, meta, c):
        """701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in addition
        to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the
        battlefield tapped under your control." (the last sentence: the engine's "earthbend_return" mechanic)"""
        n = as_amount(c[-1])
        ref = self.add_target(TargetSpec(Filter(types=("Land",), controller="you"), label="target land you control"),
                              meta.start_pos)
        animate = ApplyContinuous(ref, (AddTypes(types=("Creature",)), SetPT(Num(0), Num(0)),
                                        AddAbilities((Keyword("Haste"),))), "permanent")
        return lambda subj: self._imper(subj) or Seq((animate, AddCounters(ref, "+1/+1", n),
                                                      Mechanic("earthbend_return", (ref,))))

    def m_clash(self, meta, c):
        return lambda subj: Mechanic("clash", (self.actor(subj),))

    def m_phase_out_self(self, meta, c):
        return lambda subj: PhaseOut(self.ref(subj)) if subj is not None else bad_form()

    def choose_header(self, meta, c):
        w = low_text(text_of(c[0]))
        table = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 99),
                 "any number": (0, 99), "up to one": (0, 1), "up to two": (0, 2), "up to three": (0, 3),
                 "one or two": (1, 2)}
        if w not in table:
            raise Unrepresentable(f"choose {w}")
        mn, mx = table[w]
        return ChooseHeader(mn, mx)

    def copy_it(self, meta, c):
        return lambda subj: CopySpell(Pron("it", meta.start_pos))

    def copy_it_commander(self, meta, c):
        """"copy it for each time you've cast your commander from the command zone this game" (903.8's count)."""
        return lambda subj: CopySpell(Pron("it", meta.start_pos), n=CommanderCasts(You()))

    def copy_it_commander_new(self, meta, c):
        return lambda subj: CopySpell(Pron("it", meta.start_pos), new_targets=True, n=CommanderCasts(You()))

    def copy_spell_twice(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: CopySpell(r, n=Num(2)))

    def m_seek(self, meta, c):
        raise Unrepresentable("seek (digital only)")

    def m_become_prepared(self, meta, c):
        """722.3a: "[permanent] becomes prepared"."""
        return lambda subj: Mechanic("become_prepared", (self.ref(subj),)) if subj is not None else bad_form()

    def m_become_unprepared(self, meta, c):
        """722.3b: "[permanent] becomes unprepared"."""
        return lambda subj: Mechanic("become_unprepared", (self.ref(subj),)) if subj is not None else bad_form()

    def m_exert(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("exert", (r,)))

    def m_detain(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("detain", (r,)))

    def m_suspect(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("suspect", (r,)))

    def m_collect_evidence(self, meta, c):
        n = as_amount(c[-1])
        return lambda subj: Mechanic("collect_evidence", (n,))

    def m_plan(self, meta, c):
        raise Unrepresentable("plan")
