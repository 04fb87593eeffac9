"""Bodies: clauses joined by separators, and their lead-ins — then, if, if you do, otherwise, unless,
"until end of turn", delayed "at the beginning of the next end step" (603.7), "when you do" (603.12),
"where X is ...".
"""
from __future__ import annotations

from dataclasses import replace

from lark import Tree

from ...tree.abilities import IsTrue, KickedWith, Not, Trigger
from ...tree.continuous import ModPT
from ...tree.base import Node
from ...tree.costs import Cost
from ...tree.filters import Filter
from ...tree.effects import (ApplyContinuous, CastCard, CounterSpell, CreateToken, DealDamage, Effect, ForEachPlayer,
                             IfYouDo, MayCast, MayDo, MayPlay, PayCost, Repeat, Seq)
from ...tree.refs import Num, PairedGroup, Players, Product, This, You
from .results import NP, BodyR, ChooseHeader, LocalTarget, Positioned, Pron, Unrepresentable, rewrite, substitute_x
from .words import mana_of, num_of, pt_pair, times_each


# instructions whose objects a later pronoun may mean (assemble.BodyBuilder._remember)
_REMEMBERING = frozenset({"CreateToken", "MoveTo", "Search", "ChooseAndDo", "Reveal", "Mechanic", "GameAction",
                          "Dig"})

class BodyRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # ------------------------------------------------------------ effects / bodies

    def sep_then(self, meta, c):
        return "then"

    def sep_and(self, meta, c):
        return "and"

    def sep_comma(self, meta, c):
        return ","

    def effects(self, meta, c):
        items = []
        positions = []
        sep = None
        for x in c:
            if isinstance(x, str):
                sep = x
                continue
            if sep == "and" and items and isinstance(items[-1], MayDo) and not (
                    isinstance(x, Positioned) and isinstance(x.value, MayDo)) \
                    and not isinstance(items[-1].effect, tuple):  # ("may reveal it and put it ...": a Dig, assemble.py)
                # "you may pay {1} and sacrifice an artifact": the "may" covers both verbs (one choice), which a
                # MayDo of the first alone would misread as a mandatory second ("..., and you may ..." is two)
                raise Unrepresentable("'may ... and ...' over two clauses")
            sep = None
            if not isinstance(x, Positioned):
                raise Unrepresentable(f"clause {getattr(x, 'data', x)}")
            if isinstance(x.value, tuple) and x.value and all(isinstance(v, Positioned) for v in x.value):
                items.extend(v.value for v in x.value)  # one clause that says two things ("enters tapped with ...")
                positions.extend(x.pos for _ in x.value)
                continue
            if isinstance(x.value, Tree) or callable(x.value):
                raise Unrepresentable(f"clause {getattr(x.value, 'data', x.value)}")
            items.append(x.value)
            positions.append(x.pos)
        return BodyR(tuple(items), tuple(positions))

    def body_base(self, meta, c):
        x = c[0]
        if isinstance(x, ChooseHeader):
            return BodyR((x,), (meta.start_pos,))
        return x

    def _prefixed(prefix):  # type: ignore[misc]
        def method(self, meta, c):
            b: BodyR = c[-1]
            return replace(b, prefix=prefix)
        return method

    b_then = _prefixed("then")
    b_if_you_do = _prefixed("if_you_do")
    b_if_you_dont = _prefixed("if_you_dont")
    b_otherwise = _prefixed("otherwise")
    b_after_that_turn = _prefixed("after_that_turn")

    def b_if(self, meta, c):
        body = c[1]
        if isinstance(c[0], KickedWith) or c[0] == IsTrue("kicked"):
            # "If this spell was kicked ..., it deals X damage to ...": "it" is what was kicked (702.33d), not the
            # object named last (a target)
            body = replace(body, items=rewrite(body.items, lambda n: replace(n, source=This()) if type(n) is DealDamage
                                               and isinstance(n.source, Pron) and n.source.noun == "it" else n))
        return replace(body, prefix="if", cond=c[0])

    def b_if_paired_also_gets(self, meta, c):
        """702.95b: "If it's paired with a creature, that creature also gets +N/+N until end of turn" -- the
        creature "it" is paired with as this resolves (Joint Assault's ruling: checked only then)."""
        it = Pron("it", meta.start_pos + 3)
        p, t = pt_pair(str(c[-1]))
        eff = ApplyContinuous(PairedGroup(it, partner_only=True), (ModPT(p, t),), "end_of_turn")
        return BodyR((eff,), (meta.start_pos,), prefix="if", cond=IsTrue("paired", it))

    def b_if_instead(self, meta, c):
        """"If C, <instruction> instead": the instruction replaces the one before it when C holds (608.2c);
        the assembler pairs them (``Conditional(C, new, old)``)."""
        return replace(c[1], prefix="if_instead", cond=c[0])

    def b_post_if_instead(self, meta, c):
        """"<instruction> instead if C" -- as "If C, <instruction> instead"."""
        return replace(c[0], prefix="if_instead", cond=c[1], trailing=True)

    def b_if_choose(self, meta, c):
        return BodyR((c[1],), (0,), prefix="if", cond=c[0])

    def b_then_if(self, meta, c):
        return replace(c[1], prefix="if", cond=c[0])

    def b_delayed_end(self, meta, c):
        """603.7: "<instruction> at the beginning of the next end step". After several instructions ("you gain 2
        life, and you return ~ ... at the beginning of the next end step") the time names only the last one; the
        body can't split, so that is refused rather than delaying them all."""
        if len(c[0].items) > 1:
            raise Unrepresentable("a delay after several instructions")
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="each"))

    def b_delayed_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="each"))

    def b_delayed_your_end(self, meta, c):
        """ "... at the beginning of your next end step": yours, even if another player's end step comes first
        (603.7)."""
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="you"))

    def b_delayed_your_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="you"))

    def b_if_you_do_delayed(self, meta, c):
        """"If you do, return that card to the battlefield ... at the beginning of the next end step" (603.7, 608.2c):
        the delayed trigger is created only if the optional instruction before was done."""
        return replace(c[0], prefix="if_you_do_delayed", cond=c[1])

    def b_while_exiled(self, meta, c):
        """"For as long as that card remains exiled, you may cast it / you may play it" (611.2b, 601.3): the
        permission of the instructions, which must all be permissions to play or cast an object, lasts while it
        is in exile (400.7). Anything else under that duration is refused."""
        b: BodyR = c[-1]
        items = []
        for it in b.items:
            if isinstance(it, MayPlay) and it.duration == "permanent":
                items.append(replace(it, duration="while_exiled"))
            elif isinstance(it, CastCard) and it.optional and not it.copy and it.filter is None \
                    and isinstance(it.who, You):
                items.append(MayCast(it.what, free=it.free, duration="while_exiled"))
            else:
                raise Unrepresentable("for as long as it remains exiled, ...")
        return replace(b, items=tuple(items))

    def b_delayed_pre(self, meta, c):
        """"At the beginning of the next end step, <instructions>" inside an ability's text (603.7): a delayed
        trigger, as when the step is written after the instructions."""
        return replace(c[1], prefix="delayed", cond=c[0])

    def b_if_you_dont_delayed(self, meta, c):
        """"If you don't, at the beginning of the next end step, <instructions>" (603.7, 608.2c): the delayed
        trigger is created only if the optional instruction before wasn't done."""
        return replace(c[1], prefix="if_you_dont_delayed", cond=c[0])

    def b_delayed_cleanup(self, meta, c):
        """"... at the beginning of the next cleanup step" (603.7, 514.3a)."""
        return replace(c[0], prefix="delayed", cond=self.dw_cleanup(meta, ()))

    def dw_cleanup(self, meta, c):
        return Trigger("step", None, step="cleanup", whose="each")

    def dw_end(self, meta, c):
        return Trigger("step", None, step="end", whose="each")

    def dw_your_end(self, meta, c):
        return Trigger("step", None, step="end", whose="you")

    def dw_upkeep(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="each")

    def dw_your_upkeep(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="you")

    def b_delayed_eoc(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end_of_combat", whose="each"))

    def b_post_if(self, meta, c):
        return replace(c[0], prefix="if", cond=c[1], trailing=True)

    def b_post_unless(self, meta, c):
        return replace(c[0], prefix="if", cond=Not(c[1]), trailing=True)

    def b_until_eot(self, meta, c):
        return replace(c[0], duration="end_of_turn")

    def b_until_next_turn(self, meta, c):
        return replace(c[0], duration="next_turn")

    def b_until_end_next_turn(self, meta, c):
        return replace(c[0], duration="end_of_next_turn")

    def b_when_you_do(self, meta, c):
        return replace(c[0], prefix="when_you_do")

    def b_when_discard(self, meta, c):
        """"When you discard a card this way, <body>" (603.12): a reflexive trigger on the discard just before; the
        assembler checks that instruction is one (``cond`` holds the card's description)."""
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None or np.n != 1:
            raise Unrepresentable(f"when you discard {np.label} this way")
        return replace(c[1], prefix="when_discard", cond=np.filter)

    def b_for_each(self, meta, c):
        """"For each land you control, create a Treasure token": the instructions once per matching object,
        counted once as they begin (608.2h; ``Repeat``, the count read like "a token for each ..."). Refused when an
        instruction names the object ("..., put a counter on it") or a target (one target chosen once would
        be used every time), and for players ("for each opponent, ... that player controls")."""
        np, b = c[0], c[1]
        if isinstance(np, NP) and np.filter is not None and np.filter.kind == "player":
            return self._for_each_opponent_target(np, b)
        n = times_each(Num(1), np)
        if b.prefix or self.targets or not all(isinstance(x, Effect) for x in b.items):
            raise Unrepresentable("for each ..., with a target or not one instruction")
        if any(isinstance(x, (Pron, LocalTarget)) for it in b.items for x in it.walk()):
            raise Unrepresentable("for each ..., naming the object")
        return replace(b, items=tuple(self._each_time(n, it) for it in b.items))

    def _for_each_opponent_target(self, np, b):
        """"For each opponent, destroy up to one target artifact that player controls" (115.1, 601.2c): one target
        slot whose targets are controlled by different opponents (``TargetSpec.one_per_player``), up to one
        each; the instructions act on all of them at once. Refused for anything else said of "that player"."""
        who = np.filter.player
        if who not in ("opponent", "any") or np.kind not in ("bare", "each", "indef") or b.prefix \
                or len(self.targets) != 1:
            raise Unrepresentable("for each player")
        spec = self.targets[0]
        f = spec.filter
        if not (isinstance(f, Filter) and isinstance(f.controlled_by, Pron) and "that player" in f.controlled_by.noun
                and spec.min == 0 and spec.max == 1 and f.controller is None):
            raise Unrepresentable("for each player")
        if not all(isinstance(x, Effect) for x in b.items) or \
                any(isinstance(x, (Pron, CreateToken)) for it in b.items for x in it.walk()):
            # (a token copy of "up to one target creature" each: one creation per target is not said)
            raise Unrepresentable("for each player, naming that player")
        self.targets[0] = replace(spec, filter=replace(f, controlled_by=None, controller="opponent" if who == "opponent"
                                                       else None), max=16, one_per_player=True)
        return b

    @staticmethod
    def _each_time(n, item):
        """``item`` done ``n`` times: a token creation creates n times as many (one creation, so "those
        tokens" later are all of them); another instruction is repeated, unless it moves, makes or picks
        objects a later pronoun could mean (each repetition would remember only its own)."""
        if isinstance(item, CreateToken):
            return replace(item, n=n if item.n == Num(1) else Product(item.n, n))
        if any(type(x).__name__ in _REMEMBERING for x in item.walk()):
            raise Unrepresentable("for each ..., an instruction whose objects are remembered")
        return Repeat(n, item)

    def b_where_x(self, meta, c):
        """"..., where X is <amount>" after any body: X is that amount in its instructions and in its
        condition ("If ..., ...", "Then ...", "Until end of turn, ...", "When you do, ...")."""
        b, amt = c[0], c[1]
        # the sentence's targets too: "counter target spell with mana value X or less, where X is ..."
        self.targets[:] = [substitute_x(t, amt) for t in self.targets]
        cond = substitute_x(b.cond, amt) if isinstance(b.cond, Node) else b.cond
        return replace(b, items=tuple(substitute_x(x, amt) for x in b.items), cond=cond)

    def b_unless_pay(self, meta, c):
        b, cost = c[0], Cost(mana=mana_of(c[1]))
        return replace(b, prefix="unless_pay", cond=PayCost(cost))

    def b_unless_pay_life(self, meta, c):
        b, n = c[0], c[1]
        return replace(b, prefix="unless_pay", cond=PayCost(Cost(life=num_of(n))))

    def b_unless_pay_energy(self, meta, c):
        """"Sacrifice ~ unless you pay {E}{E}" (118.12, 107.14): you may pay the energy; if you don't, it happens."""
        b, n = c[0], str(c[1]).upper().count("{E}")
        return replace(b, prefix="unless_pay", cond=PayCost(Cost(energy=n)))

    def b_unless_they_pay(self, meta, c):
        """"<instruction> unless they pay {N}" (118.12, 608.2d): the player the instruction names -- the one who
        would sacrifice, lose life or discard, the player dealt damage, the controller of the spell countered --
        may pay; if they don't, the instruction happens. "each opponent ... unless they pay" asks each of them in
        turn (101.4). Refused: several instructions, a
        payer the instruction doesn't name, an amount of X (chosen as paid, 107.3f)."""
        b, cost = c[0], Cost(mana=mana_of(c[-1]))
        if len(b.items) != 1 or b.prefix or not isinstance(b.items[0], Effect) or cost.mana.has_x:
            raise Unrepresentable("unless they pay: several instructions or X")
        item = b.items[0]
        if isinstance(item, CounterSpell) and item.unless_pay is None:
            # "counter target spell an opponent controls unless they pay {1}": that spell's controller (118.12a)
            return replace(b, items=(replace(item, unless_pay=cost.mana),))
        if isinstance(item, DealDamage):
            who = item.to
            if not (isinstance(who, Pron) and who.noun == "player"):
                raise Unrepresentable("unless they pay, after damage to an object")
        else:
            who = getattr(item, "who", None)
        if who is None or isinstance(who, You):
            raise Unrepresentable("unless they pay: no player")
        if isinstance(who, Players):
            # "each opponent sacrifices a permanent unless they pay {3}": each of them chooses (ForEachPlayer
            # binds "you" to that player)
            one = replace(item, who=You())
            step = Seq((MayDo(PayCost(cost), unless=True), IfYouDo(one, negate=True)))
            return replace(b, items=(ForEachPlayer(who, step),))
        step = Seq((MayDo(PayCost(cost, who=who), who=who, unless=True), IfYouDo(item, negate=True)))
        return replace(b, items=(step,))
