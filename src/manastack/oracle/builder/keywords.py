"""Keyword abilities (702): keyword lines, costed and numbered keywords, protection (702.16).
"""
from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from ...core.colors import ALL_COLORS
from ...core.mana import ManaCost
from ...tree.abilities import Keyword
from ...tree.costs import Cost
from ...tree.filters import Filter
from ...tree.refs import Num
from ..lexicon import SUBTYPES
from .results import NP, Unrepresentable, compile_quoted
from .words import int_pt, kw_name, mana_of, num_of, tokens_of, keyword


class KeywordRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    # ------------------------------------------------------------ keywords

    def kw_simple(self, meta, c):
        return " ".join(str(t) for t in c)

    def kw_plain(self, meta, c):
        return keyword(c[0])

    def kw_costed(self, meta, c):
        return " ".join(str(t) for t in c)

    def kw_numbered(self, meta, c):
        return " ".join(str(t) for t in c)

    def kw_cost(self, meta, c):
        return Keyword(kw_name(c[0]), cost=Cost(mana=mana_of(c[1])))

    def kw_cost_dash(self, meta, c):
        return Keyword(kw_name(c[0]), cost=c[-1])

    def kw_cost_dash_ward(self, meta, c):
        return Keyword("Ward", cost=c[-1])

    def kw_cost_andor(self, meta, c):
        name = kw_name(c[0])
        return [Keyword(name, cost=Cost(mana=mana_of(c[1]))), Keyword(name, cost=Cost(mana=mana_of(c[2])))]

    def kw_number(self, meta, c):
        amt = c[1]
        if not isinstance(amt, Num):
            raise Unrepresentable("keyword X")
        return Keyword(kw_name(c[0]), arg=amt.value)

    def kw_crew(self, meta, c):
        amt = c[0]
        if not isinstance(amt, Num):
            raise Unrepresentable("crew X")
        return Keyword("Crew", arg=amt.value)

    def kw_protection(self, meta, c):
        return [Keyword("Protection", arg=f) for f in c[0]]

    def kw_protection_all(self, meta, c):
        return Keyword("Protection", arg=Filter(kind="object"))

    def kw_protection_colors(self, meta, c):
        return Keyword("Protection", arg=Filter(kind="object", colors=ALL_COLORS))

    def kw_hexproof_from(self, meta, c):
        return [Keyword("Hexproof", arg=f) for f in c[0]]

    def prot_list(self, meta, c):
        out = []
        for x in c:
            if isinstance(x, Filter):
                out.append(x)
            elif isinstance(x, (Tree, Token)):
                continue
        return out

    def prot_filter(self, meta, c):
        flt, plural, words = c[0]
        if flt.kind == "permanent" and not (flt.types or flt.any_types or flt.subtypes) or flt.kind == "spell":
            flt = replace(flt, kind="object")
        elif flt.kind == "permanent":
            flt = replace(flt, kind="object")
        return flt

    def kw_landwalk_nonbasic(self, meta, c):
        return keyword("nonbasic landwalk")

    def kw_enchant(self, meta, c):
        flt, plural, words = c[0]
        return Keyword("Enchant", arg=flt)

    def kw_prototype(self, meta, c):
        return Keyword("Prototype", cost=Cost(mana=mana_of(c[0])), pt=int_pt(c[1]))

    def kw_levelup(self, meta, c):
        return Keyword("Level Up", cost=Cost(mana=mana_of(c[0])))

    def kw_affinity(self, meta, c):
        flt, plural, words = c[0]
        return Keyword("Affinity", arg=flt)

    def kw_bands_with(self, meta, c):
        """702.22b-c: "bands with other [quality]" -- the quality is a filter of creatures ("legendary creatures")."""
        flt, plural, words = c[0]
        if not plural or tuple(flt.types) != ("Creature",):
            raise Unrepresentable("bands with other ...")
        return Keyword("Bands with Other", arg=flt)

    def kw_bands_with_other_named(self, meta, c):
        """702.22b-c: "bands with other creatures named [name]"."""
        name = " ".join(tokens_of(c[0]))
        return Keyword("Bands with Other", arg=Filter(types=("Creature",), name=name))

    def kw_typecycling(self, meta, c):
        word = str(c[0]).lower()[: -len("cycling")]
        cost = Cost(mana=mana_of(c[1]))
        if word == "land":
            return Keyword("Typecycling", arg=Filter(kind="card", types=("Land",)), cost=cost)
        st = word.capitalize()
        if st not in SUBTYPES:
            raise Unrepresentable(f"{word}cycling")
        return Keyword("Typecycling", arg=Filter(kind="card", subtypes=(st,)), cost=cost)

    def kw_basic_landcycling(self, meta, c):
        return Keyword("Typecycling", arg=Filter(kind="card", types=("Land",), basic_land=True),
                       cost=Cost(mana=mana_of(c[0])))

    def kw_suspend(self, meta, c):
        n = c[0]
        if not isinstance(n, Num):
            raise Unrepresentable("suspend X")
        return Keyword("Suspend", arg=n.value, cost=Cost(mana=mana_of(c[1])))

    def kw_splice(self, meta, c):
        return Keyword("Splice", arg=Filter(kind="spell", subtypes=(str(c[0]),)), cost=Cost(mana=mana_of(c[1])))

    def kw_equip_kind(self, meta, c):
        flt, plural, words = c[0]
        return Keyword("Equip", arg=flt, cost=Cost(mana=mana_of(c[1])))

    def kw_partner_with(self, meta, c):
        """702.124j "Partner with NAME": the whole name, commas included ("Partner with Cazur, Ruthless Stalker")."""
        return Keyword("Partner", arg=", ".join(" ".join(tokens_of(x)) for x in c))

    def kw_escape(self, meta, c):
        return Keyword("Escape", cost=c[-1])

    def kw_flashback_dash(self, meta, c):
        return Keyword("Flashback", cost=c[-1])

    def kw_cumulative_dash(self, meta, c):
        return Keyword("Cumulative Upkeep", cost=c[-1])

    def kw_mutate(self, meta, c):
        return Keyword("Mutate", cost=Cost(mana=mana_of(c[0])))

    def kw_impending(self, meta, c):
        n = c[0]
        if not isinstance(n, Num):
            raise Unrepresentable("impending X")
        return Keyword("Impending", arg=n.value, cost=Cost(mana=mana_of(c[1])))

    def kw_awaken(self, meta, c):
        n = c[0]
        return Keyword("Awaken", arg=num_of(n), cost=Cost(mana=mana_of(c[1])))

    def kw_reinforce(self, meta, c):
        return Keyword("Reinforce", arg=num_of(c[0]), cost=Cost(mana=mana_of(c[1])))

    def kw_mtmte(self, meta, c):
        return Keyword("More Than Meets the Eye", cost=Cost(mana=mana_of(c[0])))

    def kw_craft(self, meta, c):
        """702.167a: "Craft with [materials] [cost]": one material object (a tree has no count for more)."""
        x = c[0]
        flt = x[0] if isinstance(x, tuple) else getattr(x, "filter", None)
        if flt is None:
            raise Unrepresentable("craft with ...")
        if isinstance(x, tuple) and x[1]:
            raise Unrepresentable("craft with more than one material")
        n = 1 if isinstance(x, tuple) else x.n
        if not isinstance(x, tuple) and x.kind == "one_or_more" and not x.upto:  # "Craft with one or more Dinosaurs"
            return Keyword("Craft", arg=flt, cost=Cost(mana=mana_of(c[-1]), exile_from_among=1, exile_among_more=True))
        if not isinstance(x, tuple) and (x.kind not in ("indef", "bare", "count") or x.upto
                                         or not isinstance(n, int) or n < 1):
            raise Unrepresentable("craft with a number of materials")
        # "Craft with two creatures": exactly that many materials (the cost's count of objects to exile)
        return Keyword("Craft", arg=flt, cost=Cost(mana=mana_of(c[-1]), exile_from_among=n if n > 1 else 0))

    def kw_craft_more(self, meta, c):
        """702.167a: "Craft with four or more red instant and/or sorcery cards": at least that many materials."""
        flt = c[1][0]
        n = num_of(c[0])
        if flt is None or not isinstance(n, int) or n < 1:
            raise Unrepresentable("craft with a number of materials")
        return Keyword("Craft", arg=flt, cost=Cost(mana=mana_of(c[-1]), exile_from_among=n, exile_among_more=True))

    def kw_craft_any(self, meta, c):
        """702.167a: "Craft with one or more [cost]": any permanents you control and/or cards in your graveyard."""
        return Keyword("Craft", arg=Filter(kind="object"), cost=Cost(mana=mana_of(c[-1]), exile_from_among=1,
                                                                     exile_among_more=True))

    def kw_list(self, meta, c):
        out: list = []
        for x in c:
            if isinstance(x, Keyword):
                out.append(x)
            elif isinstance(x, list):
                out.extend(x)
            elif isinstance(x, (Token, Tree)):
                if isinstance(x, Tree):
                    raise Unrepresentable(f"keyword {x.data}")
        return out

    def kw_seq(self, meta, c):
        return self.kw_list(meta, c)

    def kw_list_q(self, meta, c):
        """Keywords and then a quoted ability: the abilities, in order (the quote compiled as an ability)."""
        return self.kw_list(meta, c[:-1]) + list(compile_quoted(str(c[-1])))

    def keyword_line(self, meta, c):
        return self.kw_list(meta, c)

    def kw_cost_x(self, meta, c):
        return Keyword(kw_name(c[0]), cost=Cost(mana=ManaCost.parse("{X}")))

    def kw_gift_card(self, meta, c):
        return Keyword("Gift", arg="card")

    def kw_gift_turn(self, meta, c):
        return Keyword("Gift", arg="extra turn")

    def kw_gift(self, meta, c):
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None and np.filter.token:
            raise Unrepresentable("gift a token")
        raise Unrepresentable("gift ...")

    def kw_partner_kind(self, meta, c):
        return Keyword("Partner", arg=" ".join(tokens_of(c[0])))

    def kw_protection_opponents(self, meta, c):
        return Keyword("Protection", arg=Filter(kind="player", player="opponent"))

    def kw_splice_is(self, meta, c):
        return Keyword("Splice", arg=Filter(kind="spell", any_types=("Instant", "Sorcery")), cost=Cost(mana=mana_of(c[0])))

    def kw_champion(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("champion ...")
        return Keyword("Champion", arg=np.filter)

    def prot_choice(self, meta, c):
        """"protection from the color of your choice": a color chosen as the effect begins (608.2d)."""
        return Filter(kind="object", chosen="color_of_choice")

    def prot_chosen(self, meta, c):
        """"protection from the chosen color": a color chosen earlier (e.g. as the permanent entered)."""
        return Filter(kind="object", chosen="color")

    def prot_each_color(self, meta, c):
        return Filter(kind="object", colors=ALL_COLORS)
