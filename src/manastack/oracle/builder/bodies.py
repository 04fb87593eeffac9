"""Bodies: clauses joined by separators, and their lead-ins — then, if, if you do, otherwise, unless,
"until end of turn", delayed "at the beginning of the next end step" (603.7), "when you do" (603.12),
"where X is ...".
"""
from __future__ import annotations

from dataclasses import replace

from lark import Tree

from ...tree.abilities import Not, Trigger
from ...tree.costs import Cost
from ...tree.effects import PayCost
from .results import BodyR, ChooseHeader, Unrepresentable, _Positioned, substitute_x
from .words import _mana, _num_of


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
        for x in c:
            if isinstance(x, str):
                continue
            if not isinstance(x, _Positioned):
                raise Unrepresentable(f"clause {getattr(x, 'data', x)}")
            if isinstance(x.value, Tree) or callable(x.value):
                raise Unrepresentable(f"clause {getattr(x.value, 'data', x.value)}")
            items.append(x.value)
            positions.append(x.pos)
        return BodyR(tuple(items), tuple(positions))

    def body(self, meta, c):
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
        return replace(c[1], prefix="if", cond=c[0])

    def b_if_choose(self, meta, c):
        return BodyR((c[1],), (0,), prefix="if", cond=c[0])

    def b_then_if(self, meta, c):
        return replace(c[1], prefix="if", cond=c[0])

    def b_delayed_end(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="each"))

    def b_delayed_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="each"))

    def b_delayed_your_end(self, meta, c):
        """ "... at the beginning of your next end step": yours, even if another player's end step comes first
        (603.7)."""
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="you"))

    def b_delayed_your_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="you"))

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

    def b_if_where_x(self, meta, c):
        b = self.b_where_x(meta, [c[1], c[2]])
        return replace(b, prefix="if", cond=c[0])

    def b_when_you_do(self, meta, c):
        return replace(c[0], prefix="when_you_do")

    def b_when_you_do_where_x(self, meta, c):
        return replace(self.b_where_x(meta, c), prefix="when_you_do")

    def b_if_you_do_where_x(self, meta, c):
        return replace(self.b_where_x(meta, c), prefix="if_you_do")

    def b_where_x(self, meta, c):
        b, amt = c[0], c[1]
        # the sentence's targets too: "counter target spell with mana value X or less, where X is ..."
        self.targets[:] = [substitute_x(t, amt) for t in self.targets]
        return replace(b, items=tuple(substitute_x(x, amt) for x in b.items))

    def b_unless_pay(self, meta, c):
        b, cost = c[0], Cost(mana=_mana(c[1]))
        return replace(b, prefix="unless_pay", cond=PayCost(cost))

    def b_unless_pay_life(self, meta, c):
        b, n = c[0], c[1]
        return replace(b, prefix="unless_pay", cond=PayCost(Cost(life=_num_of(n))))
