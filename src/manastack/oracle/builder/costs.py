"""Costs (118, 602.1): mana, {T}/{Q}, sacrifice, discard, life, exile, counters, and additional costs.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.mana import ManaCost
from ...tree.abilities import Static
from ...tree.base import Node
from ...tree.continuous import CostChange, SelfCostChange
from ...tree.costs import Cost
from ...tree.effects import CounterSpell
from ...tree.refs import Amount, TargetsBeyond, This, You
from .results import NP, StaticR, Unrepresentable, refuse_mixed_or
from .words import mana_of, num_of


class CostRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    @staticmethod
    def _colored_part(m: ManaCost, sign: int) -> ManaCost | None:
        """601.2f: the colored symbols of a cost increase ("cost {W} more"), added to the total cost as they are;
        a colored reduction (118.7c: it may reduce generic mana instead) and other symbols are refused."""
        rest = tuple(s for s in m.symbols if s.kind != "generic")
        if not rest:
            return None
        if sign < 0 or any(s.kind != "colored" for s in rest):
            raise Unrepresentable("colored cost change")
        return ManaCost(rest)

    def c_cost_more_targets(self, meta, c):
        """601.2f: "~ costs {2}{U} more to cast for each target beyond the first" -- counted once its targets are
        chosen (601.2c)."""
        if c[0].kind != "self":
            raise Unrepresentable("cost change for each target of another spell")
        return self._cost_change(c[0], c[1], 1, per=TargetsBeyond(1))

    def c_cost_more_targeting_self(self, meta, c):
        """"Spells your opponents cast that target ~ cost {2} more to cast" (601.2f): the increase applies to a spell
        with ~ among its targets (chosen before the total cost is determined, 601.2c)."""
        np, mana = c[0], c[-1]
        if np.kind == "self" or np.filter is None:
            raise Unrepresentable("cost change subject")
        st = self._cost_change(np, mana, 1)
        (m,) = st.ability.mods
        return StaticR(replace(st.ability, mods=(replace(m, targets_source=True),)))

    def c_cost_less_where(self, meta, c):
        """601.2f, 107.3: "~ costs {X} less to cast, where X is <amount>" -- the generic part of its total cost is
        reduced by that amount as the cost is determined (the engine counts it then). Refused: another spell
        ("creature spells you cast cost {X} less"), a cost other than {X}."""
        np, mana, amt = c[0], mana_of(c[1]), c[-1]
        if np.kind != "self" or mana.generic or [s.kind for s in mana.symbols] != ["x"] \
                or not isinstance(amt, Amount):
            raise Unrepresentable("cost less by X")
        return StaticR(Static((SelfCostChange(-1, amt),), This(), zone="all"))

    def _cost_change(self, np: NP, mana, sign, per: Node | None = None):
        flt = np.filter
        if np.kind == "self":
            m = mana_of(mana)
            colored = self._colored_part(m, sign)
            return StaticR(Static((SelfCostChange(sign * m.generic, per, colored),), This(), zone="all"))
        if flt is None:
            raise Unrepresentable("cost change subject")
        m = mana_of(mana)
        colored = self._colored_part(m, sign)
        # 601.2f: whose spells -- "spells you cast" are yours, "spells your opponents cast" theirs, and a
        # plain "noncreature spells" (Thalia) is everyone's, its controller's included
        label = np.label.lower()
        if flt.controller == "opponent" or "opponents cast" in label or "opponent casts" in label:
            who = "opponents"
        elif flt.controller == "you" or "you cast" in label or "you control" in label:
            who = "you"
        else:
            who = "each"
        return StaticR(Static((CostChange(replace(flt, controller=None), sign * m.generic, who, colored),),
                              affected=You()))

    # ------------------------------------------------------------ costs

    def cost_list(self, meta, c):
        parts: dict[str, Any] = {}
        for item in c:
            if isinstance(item, str):  # the NPAND joining the last two parts ("pay 1 life and exile a card")
                continue
            if not isinstance(item, dict):
                raise Unrepresentable("cost part")
            for k, v in item.items():
                if k == "mana":
                    parts["mana"] = parts["mana"] + v if "mana" in parts else v
                elif k in parts:
                    raise Unrepresentable(f"repeated cost part {k}")
                else:
                    parts[k] = v
        return Cost(**parts)

    def addcost_list(self, meta, c):
        """An additional cost (601.2b, 118.8); "A or B" is a pair of Costs, one of which the player chooses to pay
        as the spell is announced (601.2b: choices of additional costs)."""
        if len(c) == 2:
            return (Cost(**c[0]), Cost(**c[1]))
        return Cost(**c[0])

    def addcost_or_mana(self, meta, c):
        """"sacrifice a creature or pay {3}" (601.2b): "or pay" is one token, since an "or" after a noun phrase
        is shifted as "<np> or <np>"."""
        return (Cost(**c[0]), Cost(mana=mana_of(c[-1])))

    def co_mana(self, meta, c):
        return {"mana": mana_of(c[-1])}

    def co_tap(self, meta, c):
        return {"tap": True}

    def co_untap(self, meta, c):
        return {"untap": True}

    def co_energy(self, meta, c):
        return {"energy": str(c[-1]).upper().count("{E}")}

    def co_energy_n(self, meta, c):
        """107.14, 118.1: "Pay eight {E}" -- a number of energy counters (X is refused by ``number``)."""
        n = c[0]
        if not isinstance(n, int):
            raise Unrepresentable("pay a variable amount of energy")
        return {"energy": n * str(c[-1]).upper().count("{E}")}

    def co_loyalty(self, meta, c):
        return {"loyalty": int(str(c[0]).strip("[]").replace("−", "-").replace("+", ""))}

    def co_sacrifice(self, meta, c):
        np: NP = c[-1]
        if np.kind == "self":
            return {"sacrifice_self": True}
        if np.kind == "indef" and np.filter is not None:
            return {"sacrifice": np.filter, "sacrifice_n": num_of(np.n)}
        raise Unrepresentable(f"sacrifice cost {np.label}")

    def co_discard(self, meta, c):
        return {"discard": num_of(c[0])}

    def co_discard_random(self, meta, c):
        return {"discard": num_of(c[0]), "discard_random": True}

    def co_discard_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return {"discard_self": True}
        if np.kind == "indef" and np.filter is not None:
            flt = replace(np.filter, kind="card")
            return {"discard": num_of(np.n), "discard_filter": flt}
        raise Unrepresentable("discard cost")

    def co_life(self, meta, c):
        return {"life": num_of(c[-1])}

    def co_tap_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None and np.filter.tapped is False:
            flt = replace(np.filter, tapped=None)
            if flt.controller is None:
                flt = replace(flt, controller="you")
            return {"tap_untapped": flt, "tap_untapped_n": num_of(np.n)}
        raise Unrepresentable("tap cost")

    def co_exile(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return {"exile_self": True}
        if np.kind == "indef" and np.filter is not None and np.filter.zone == "graveyard":
            return {"exile_from_graveyard": num_of(np.n), "exile_filter": np.filter}
        if np.kind == "indef" and np.filter is not None and np.filter.zone == "hand" \
                and np.filter.controller in (None, "you") and np.filter.owner in (None, "you"):
            refuse_mixed_or(np)
            if "XValue" in repr(np.filter):  # the Shoals: X is the exiled card's mana value, not an X paid
                raise Unrepresentable("exile cost with X")
            return {"exile_from_hand": num_of(np.n), "exile_filter": np.filter}
        raise Unrepresentable("exile cost")

    def co_reveal(self, meta, c):
        """"Reveal a Pirate card from your hand" as a cost (601.2h); revealing ~ itself is another field."""
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None and np.filter.zone == "hand" and np.n in (1, None) \
                and np.filter.controller in (None, "you") and np.filter.owner in (None, "you"):
            refuse_mixed_or(np)
            return {"reveal_from_hand": 1, "reveal_filter": np.filter}
        raise Unrepresentable("reveal cost")

    def co_behold(self, meta, c):
        """"Behold a Dragon" (701.4a): reveal a Dragon card from your hand or choose a Dragon you control."""
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None and np.filter.kind == "permanent" and np.filter.zone is None \
                and np.n in (1, None) and np.filter.controller is None:
            refuse_mixed_or(np)
            return {"reveal_from_hand": 1, "reveal_filter": replace(np.filter, kind="card"), "behold": True}
        raise Unrepresentable("behold cost")

    def co_exile_self_gy(self, meta, c):
        return {"exile_self": True}

    def co_remove_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        if np.kind != "self":
            raise Unrepresentable("remove counters from another")
        return {"remove_counters": (kind, n)}

    def co_add_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        if np.kind != "self":
            raise Unrepresentable("put counters on another as a cost")
        return {"add_counters": (kind, n)}

    def co_return(self, meta, c):
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None:
            return {"return_to_hand": np.filter}
        if np.kind == "self":
            return {"return_to_hand": This()}
        raise Unrepresentable("return cost")

    def co_exert(self, meta, c):
        """"Exert ~" as a cost (701.43a, 602.2b); exerting another permanent is refused."""
        if c[0].kind != "self":
            raise Unrepresentable("exert another as a cost")
        return {"exert_self": True}

    def co_untap_np(self, meta, c):
        if c[0].kind != "self":
            raise Unrepresentable("untap another as a cost")
        return {"untap": True}

    def _counter_unless_cost(self, np, cost):
        """118.12a: "counter <np> unless its controller pays <cost>" with a non-mana cost (paid by the engine's
        engine/effects/pay.py)."""
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))
