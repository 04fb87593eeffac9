"""Ability trees back to Oracle-like text, so compiled behaviour can be diffed against the card.

:func:`render_ability` covers the vocabulary the compiler emits; a node it has no wording for is
written as its class name in angle brackets (``<Dig ...>``), never silently left out.
"""
from __future__ import annotations

from dataclasses import fields, replace

from ..core.colors import ALL_COLORS, COLOR_NAMES
from ..core.mana import ManaCost
from ..tree import abilities as A
from ..tree import continuous as C
from ..tree import effects as E
from ..tree import refs as R
from ..tree.base import Node
from ..tree.costs import Cost
from ..tree.filters import ANY_TARGET, Filter
from .render_trigger import NUM_WORDS as _NUM, trigger_text, with_article as _a



def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


class Renderer:
    """Renders nodes; ``self_name`` is how ``This()`` reads ("this creature", "Lightning Bolt")."""

    def __init__(self, self_name: str = "this permanent", targets: tuple = (), attached: str = "enchanted"):
        self.self_name = self_name
        self.targets = targets
        self.attached = attached

    # ------------------------------------------------------------ amounts and references
    def num(self, a, word: bool = True) -> str:
        if isinstance(a, R.Num):
            return _NUM.get(a.value, str(a.value)) if word else str(a.value)
        if isinstance(a, R.XValue):
            return "X"
        if isinstance(a, R.EventAmount):
            return "that much"
        if isinstance(a, R.RememberedCount):
            return "that many"
        if isinstance(a, R.CountOf):
            return "the number of " + self.filter(a.filter, plural=True)
        if isinstance(a, R.Sum) and len(a.parts) == 2 and all(isinstance(p, R.CountOf) and isinstance(p.filter, Filter)
                                                               for p in a.parts) \
                and [p.filter.zone for p in a.parts] == ["exile", "graveyard"]:
            f = a.parts[1].filter
            return "the total number of " + self.filter(replace(f, zone=None), plural=True) + \
                " in exile and in your graveyard"
        if isinstance(a, R.Sum) and len(a.parts) == 2:
            return f"{self.num(a.parts[0])} plus {self.num(a.parts[1])}"
        if isinstance(a, R.PowerOf):
            return self.poss(a.of) + " power"
        if isinstance(a, R.ToughnessOf):
            return self.poss(a.of) + " toughness"
        if isinstance(a, R.ManaValueOf):
            return self.poss(a.of) + " mana value"
        if isinstance(a, R.LifeOf):
            return self.poss(a.of) + " life total"
        if isinstance(a, R.HandSizeOf):
            return "the number of cards in " + self.poss(a.of) + " hand"
        if isinstance(a, R.Product):
            return f"twice {self.num(a.b)}" if a.a == R.Num(2) else f"{self.num(a.a)} times {self.num(a.b)}"
        if isinstance(a, R.Half):
            return "half " + self.num(a.of)
        if isinstance(a, R.CountersOn):
            return f"the number of {a.kind} counters on {self.ref(a.of)}"
        if isinstance(a, R.RollResult):
            return "the result"
        if isinstance(a, R.EnteredThisTurn):
            return (f"the number of {self.filter(replace_filter(a.filter), plural=True)} that entered the battlefield "
                    f"under {'your' if a.filter.controller == 'you' else 'an opponent' + chr(39) + 's'} control this turn")
        if isinstance(a, R.DiedThisTurn):
            return f"the number of {self.filter(replace_filter(a.filter), plural=True)} that died this turn"
        if isinstance(a, R.DistinctPowers):
            return f"the number of different powers among {self.filter(a.filter, plural=True)}"
        if isinstance(a, R.BasicLandTypes) and isinstance(a.who, R.You):
            return "the number of basic land types among lands you control"
        if isinstance(a, R.ManaValuesAmong):
            return "the number of mana values among " + self.filter(a.filter, plural=True)
        if isinstance(a, R.PartySize) and isinstance(a.who, R.You):
            return "the number of creatures in your party"
        if isinstance(a, R.LifeGainedThisTurn) and isinstance(a.who, R.You):
            return "the amount of life you gained this turn"
        if isinstance(a, R.GreatestAmong):
            return f"the greatest {a.stat.replace('_', ' ')} among " + self.filter(a.filter, plural=True)
        if isinstance(a, R.Devotion) and isinstance(a.who, R.You):
            return "your devotion to " + " and ".join(n for b, n in COLOR_NAMES.items() if a.colors & b)
        if isinstance(a, R.ColorsSpent):
            return f"the number of colors of mana spent to cast {self.ref(a.of)}"
        if isinstance(a, R.TimesKicked):
            return f"the number of times {self.ref(a.of)} was kicked"
        if isinstance(a, R.LeastAmong):
            return f"the lowest {a.stat.replace('_', ' ')} among " + self.filter(a.filter, plural=True)
        return self.generic(a)

    def poss(self, r) -> str:
        if isinstance(r, R.You):
            return "your"
        if isinstance(r, R.This):
            return self.self_name + "'s"
        s = self.ref(r)
        return "its" if s == "it" else s + "'s"

    def ref(self, r) -> str:
        if r is None:
            return "it"
        if isinstance(r, R.This):
            return self.self_name
        if isinstance(r, R.You):
            return "you"
        if isinstance(r, R.Target):
            if r.index < len(self.targets):
                spec = self.targets[r.index]
                return spec.label or self.target_label(spec)
            return "target"
        if isinstance(r, R.Each):
            f = r.filter
            return ("each " + self.filter(f)) if isinstance(f, Filter) else "each"
        if isinstance(r, R.Players):
            return {"each": "each player", "opponents": "each opponent", "you": "you",
                    "others": "each other player", "active": "the active player",
                    "defending": "defending player"}.get(r.which, r.which)
        if isinstance(r, R.ControllerOf):
            return self.poss(r.of) + " controller" if not isinstance(r.of, R.Target) else "its controller"
        if isinstance(r, R.OwnerOf):
            return "its owner"
        if isinstance(r, R.AttachedTo):
            return f"{self.attached} creature"
        if isinstance(r, R.EventObject):
            return "that spell or ability" if r.role == "by" else "that creature" if r.role != "object" else "it"
        if isinstance(r, R.EventPlayer):
            return "that player"
        if isinstance(r, R.Remembered):
            return "that card" if r.key not in ("exiled",) else "those cards"
        if isinstance(r, R.TopCards):
            n = r.n.value if isinstance(r.n, R.Num) else None
            lib = self.poss(r.who) + " library"
            return f"the top card of {lib}" if n == 1 else f"the top {self.num(r.n)} cards of {lib}"
        if isinstance(r, R.CardsIn):
            return f"{self.poss(r.who)} {r.zone}"
        if isinstance(r, R.ExiledWith):
            return "the exiled cards"
        if isinstance(r, R.PairedGroup):
            return "the creature it's paired with" if r.partner_only else "each of those creatures"
        return self.generic(r)

    def target_label(self, spec) -> str:
        if spec.filter == ANY_TARGET:
            return "any target"
        return "target " + self.filter(spec.filter, plural=spec.max > 1)

    # ------------------------------------------------------------ filters
    def filter(self, f, plural: bool = False) -> str:
        if not isinstance(f, Filter):
            return self.generic(f)
        if f.kind == "player":
            word = "opponent" if f.player == "opponent" else "player"
            return word + ("s" if plural else "")
        words: list[str] = []
        if f.other:
            words.append("other")
        if f.tapped is True:
            words.append("tapped")
        elif f.tapped is False:
            words.append("untapped")
        if f.attacking_or_blocking:
            words.append("attacking or blocking")
        if f.attacking:
            words.append("attacking")
        if f.blocking:
            words.append("blocking")
        for st in f.supertypes:
            words.append(st.lower())
        if f.basic_land:
            words.append("basic")
        if f.nonbasic:
            words.append("nonbasic")
        if f.token is False:
            words.append("nontoken")
        if f.commander is not None:
            words.append("commander" if f.commander else "noncommander")
        cols = [COLOR_NAMES[b] for b in (1, 2, 4, 8, 16) if f.colors & b]
        if cols:
            words.append(" or ".join(cols))
        for b in (1, 2, 4, 8, 16):
            if f.not_colors & b:
                words.append("non" + COLOR_NAMES[b])
        if f.colorless:
            words.append("colorless")
        if f.multicolored:
            words.append("multicolored")
        for t in f.not_types:
            words.append("non" + t.lower())
        for st in f.not_subtypes:
            words.append("non-" + st)
        if f.subtypes:
            words.append(" or ".join(f.subtypes))
        types = [t.lower() for t in f.types]
        if f.any_types:
            types.append(" or ".join(t.lower() for t in f.any_types))
        head = {"card": "card", "spell": "spell", "object": "source", "ability": "ability"}.get(f.kind, "")
        if f.kind == "permanent" and not types and not f.subtypes:
            head = "token" if f.token else "permanent"
        elif f.token:
            head = "token"
        noun = " ".join(types + ([head] if head else []))
        if plural and noun:
            noun = _plural(noun)
        if f.or_player:
            noun = ("player or " + noun) if noun else "player"
        words.append(noun)
        s = " ".join(w for w in words if w)
        quals: list[str] = []
        if f.controller == "you":
            quals.append("you control")
        elif f.controller == "opponent":
            quals.append("an opponent controls" if not plural else "your opponents control")
        elif f.controller == "not_you":
            quals.append("you don't control")
        if f.zone:
            quals.append({"graveyard": "from your graveyard" if f.owner == "you" else "from a graveyard",
                          "hand": "from your hand", "library": "in your library", "exile": "in exile"}
                         .get(f.zone, "in " + f.zone))
        elif f.owner == "you":
            quals.append("you own")
        if f.has_keyword:
            quals.append("with " + " and ".join(k.lower() for k in f.has_keyword))
        if f.lacks_keyword:
            quals.append("without " + " and ".join(k.lower() for k in f.lacks_keyword))
        for name, label in (("power", "power"), ("toughness", "toughness"), ("mana_value", "mana value")):
            v = getattr(f, name)
            if v:
                op, n = v
                n = self.num(n, False) if isinstance(n, Node) else str(n)
                quals.append({"<=": f"with {label} {n} or less", ">=": f"with {label} {n} or greater"}
                             .get(op, f"with {label} {op} {n}"))
        if f.with_counter:
            quals.append(f"with a {f.with_counter} counter on it")
        if f.name:
            quals.append(f"named {f.name}")
        if f.entered_this_turn:
            quals.append("that entered this turn")
        if f.damaged:
            quals.append("dealt damage this turn")
        if f.exiled_with_source:
            quals.append("exiled with ~")
        if f.damaged_by_source:
            quals.append("dealt damage by ~ this turn")
        if f.same_name_as is not None:
            quals.append(f"with the same name as {self.ref(f.same_name_as)}")
        if f.shares_color_with is not None:
            quals.append(f"that shares a color with {self.ref(f.shares_color_with)}")
        if f.shares_type_with is not None:
            quals.append(f"that shares a creature type with {self.ref(f.shares_type_with)}")
        if f.controlled_by is not None:
            who = self.ref(f.controlled_by)
            quals.append(f"{who} control" if who == "you" else f"{who} controls")
        if f.blocking_of is not None:
            quals.append("blocking " + self.ref(f.blocking_of))
        if f.remembered == "damaged":
            quals.append("dealt damage this way")
        if f.attached_to is not None:
            rel = f.attached_to
            quals.append("attached to " + (("a " + self.filter(rel)) if isinstance(rel, Filter) else self.ref(rel)))
        return " ".join([s] + quals).strip()

    # ------------------------------------------------------------ costs
    def cost(self, c: Cost) -> str:
        parts: list[str] = []
        if c.loyalty is not None:
            return f"[{'+' if c.loyalty > 0 else ''}{c.loyalty}]".replace("-", "−")
        if c.mana:
            parts.append(str(c.mana))
        if c.tap:
            parts.append("{T}")
        if c.untap:
            parts.append("{Q}")
        if c.exert_self:
            parts.append(f"Exert {self.self_name}")
        if c.energy:
            parts.append("{E}" * c.energy if c.energy < 2 else f"Pay {self.num(R.Num(c.energy))} {{E}}")
        if c.life:
            parts.append(f"Pay {c.life} life")
        if c.discard_self:
            parts.append(f"Discard {self.self_name}")
        if c.discard:
            what = self.filter(c.discard_filter) if c.discard_filter else "card"
            parts.append(f"Discard {'a' if c.discard == 1 else self.num(R.Num(c.discard))} "
                         f"{what if c.discard == 1 else _plural(what)}" + (" at random" if c.discard_random else ""))
        if c.sacrifice_self:
            parts.append(f"Sacrifice {self.self_name}")
        if c.sacrifice is not None:
            n = c.sacrifice_n or 1
            parts.append(f"Sacrifice {_a(self.filter(c.sacrifice)) if n == 1 else self.num(R.Num(n)) + ' ' + self.filter(c.sacrifice, True)}")
        if c.exile_self:
            parts.append(f"Exile {self.self_name}")
        if c.exile_from_graveyard:
            n = c.exile_from_graveyard
            what = self.filter(c.exile_filter, n > 1) if c.exile_filter else ("card" if n == 1 else "cards")
            parts.append(f"Exile {_a(what) if n == 1 else self.num(R.Num(n)) + ' ' + what}"
                         + ("" if "graveyard" in what else " from your graveyard"))
        if c.reveal_from_hand:
            what = self.filter(c.reveal_filter) if c.reveal_filter is not None else "card"
            parts.append(f"Behold {_a(what.replace(' card', ''))}" if c.behold
                         else f"Reveal {_a(what)}" + ("" if "hand" in what else " from your hand"))
        if c.exile_from_hand:
            what = self.filter(c.exile_filter, c.exile_from_hand > 1) if c.exile_filter else "card"
            parts.append(f"Exile {_a(what) if c.exile_from_hand == 1 else self.num(R.Num(c.exile_from_hand)) + ' ' + what}"
                         + ("" if "hand" in what else " from your hand"))
        if c.tap_untapped is not None:
            parts.append(f"Tap an untapped {self.filter(replace_filter(c.tap_untapped))}")
        for kind, n in ([c.remove_counters] if c.remove_counters and isinstance(c.remove_counters[0], str)
                        else c.remove_counters or ()):
            parts.append(f"Remove {'a' if n == 1 else n} {kind} counter{'s' if n != 1 else ''} from {self.self_name}")
        for kind, n in ([c.add_counters] if c.add_counters and isinstance(c.add_counters[0], str)
                        else c.add_counters or ()):
            parts.append(f"Put {'a' if n == 1 else n} {kind} counter{'s' if n != 1 else ''} on {self.self_name}")
        if c.return_to_hand is not None:
            what = self.self_name if isinstance(c.return_to_hand, R.This) else _a(self.filter(c.return_to_hand))
            parts.append(f"Return {what} to its owner's hand")
        return ", ".join(parts) if parts else "{0}"

    # ------------------------------------------------------------ effects
    def effect(self, e) -> str:
        f = getattr(self, "e_" + type(e).__name__, None)
        if f is None:
            return self.generic(e)
        return f(e)

    def e_Seq(self, e):
        st = e.steps
        if len(st) == 2 and isinstance(st[0], E.MayDo) and st[0].unless and isinstance(st[0].effect, E.PayCost) \
                and isinstance(st[1], E.IfYouDo) and st[1].negate:
            # "<instruction> unless they pay {2}" (118.12)
            who = "you" if isinstance(st[0].who, R.You) else "they"
            pay = self.effect(st[0].effect)
            return f"{self.effect(st[1].effect)} unless {who} {pay}"
        return ". ".join(_cap(self.effect(s)) for s in st)

    def _all(self, r) -> str:
        """ "all creatures" for Each(filter) as an object of destroy/exile/tap."""
        if isinstance(r, R.Each) and isinstance(r.filter, Filter):
            return "all " + self.filter(r.filter, plural=True)
        return self.ref(r)

    def e_DealDamage(self, e):
        src = self.ref(e.source)
        div = " divided as you choose among" if e.divided else " to"
        return f"{src} deals {self.num(e.amount, False)} damage{div} {self.ref(e.to)}"

    def e_Destroy(self, e):
        return f"destroy {self._all(e.what)}" + (". It can't be regenerated" if e.no_regen else "")

    def e_ExileUntil(self, e):
        until = {"source_leaves": f" until {self.self_name} leaves the battlefield"}.get(e.until, f" ({e.until})")
        return f"exile {self.ref(e.what)}{until}"

    def e_MoveTo(self, e):
        what = self.ref(e.what)
        if e.zone == "exile":
            return f"exile {self._all(e.what)}" + (" face down" if e.face_down else "")
        if e.zone == "hand":
            return f"return {what} to its owner's hand"
        if e.zone == "battlefield":
            under = " under your control" if isinstance(e.controller, R.You) else ""
            return (f"return {what} to the battlefield" + (" tapped" if e.tapped else "") + under
                    + _with_counters(e.counters))
        if e.zone == "graveyard":
            return f"put {what} into its owner's graveyard"
        if e.zone == "library":
            if e.position == "shuffle":
                return f"shuffle {what} into its owner's library"
            return (f"put {what} on {'top' if e.position == 'top' else 'the bottom'} of its owner's library"
                    + (" in a random order" if e.random_order else ""))
        return self.generic(e)

    def _who(self, who, verb: str, verb3: str) -> str:
        if isinstance(who, R.You):
            return "you " + verb if verb in ("gain", "lose") else verb
        return f"{self.ref(who)} {verb3}"

    def _cards(self, n) -> str:
        if isinstance(n, R.Num) and n.value == 1:
            return "a card"
        if self._per(n) is not None:
            return "a card " + self._per(n)
        return f"{self.num(n)} cards"

    def e_Draw(self, e):
        return self._who(e.who, "draw", "draws") + " " + self._cards(e.n)

    def e_Discard(self, e):
        if e.n is None:
            what = "their hand" if not isinstance(e.who, R.You) else "your hand"
        elif e.filter is not None and e.up_to:
            what = ("any number of " if e.n == R.Num(999) else f"up to {self.num(e.n)} ") + \
                self.filter(e.filter, plural=True)
        elif e.filter is not None:
            what = _a(self.filter(e.filter))
        elif e.up_to and e.n == R.Num(999):
            what = "any number of cards"
        else:
            what = ("up to " if e.up_to else "") + self._cards(e.n)
        return self._who(e.who, "discard", "discards") + " " + what + (" at random" if e.random else "")

    def e_Mill(self, e):
        return self._who(e.who, "mill", "mills") + " " + self._cards(e.n)

    def _life_each(self, n) -> str | None:
        """"4 life for each creature tapped this way", "1 life for each +1/+1 counter on it"."""
        k, per = (n.a, n.b) if isinstance(n, R.Product) and isinstance(n.a, R.Num) else (R.Num(1), n)
        if self._per(per) is not None:
            return f" {k.value} life {self._per(per)}"
        return None

    def e_GainLife(self, e):
        if isinstance(e.n, R.Num):
            return self._who(e.who, "gain", "gains") + f" {e.n.value} life"
        if self._life_each(e.n) is not None:
            return self._who(e.who, "gain", "gains") + self._life_each(e.n)
        return self._who(e.who, "gain", "gains") + f" life equal to {self.num(e.n)}"

    def e_LoseLife(self, e):
        if isinstance(e.n, R.Num):
            return self._who(e.who, "lose", "loses") + f" {e.n.value} life"
        if self._life_each(e.n) is not None:
            return self._who(e.who, "lose", "loses") + self._life_each(e.n)
        return self._who(e.who, "lose", "loses") + f" life equal to {self.num(e.n)}"

    def e_Scry(self, e):
        return f"scry {self.num(e.n, False)}"

    def e_Surveil(self, e):
        return f"surveil {self.num(e.n, False)}"

    def e_CopySpell(self, e):
        """707.10: "copy target spell / ability [twice]. You may choose new targets for the copy"."""
        n = "" if e.n == R.Num(1) else " twice" if e.n == R.Num(2) else f" {self.num(e.n)} times"
        return f"copy {self.ref(e.what)}{n}" + (". You may choose new targets for the copy" if e.new_targets else "")

    def e_CounterSpell(self, e):
        s = f"counter {self.ref(e.what)}"
        u = e.unless_pay
        if isinstance(u, Cost) and u.discard == 1 and u == Cost(discard=1):
            s += " unless its controller discards a card"
        elif isinstance(u, Cost):
            parts = ([str(u.mana)] if u.mana else []) + ([f"{u.life} life"] if u.life else [])
            if u == Cost(mana=u.mana, life=u.life) and parts:
                s += " unless its controller pays " + " and ".join(parts)
            else:
                s += " unless its controller pays " + self.cost(u)
        elif u is not None:
            s += f" unless its controller pays {u}"
        return s

    def e_CreateToken(self, e):
        if e.copy_of is not None:
            return f"create a token that's a copy of {self.ref(e.copy_of)}" + self.copy_except(e.also)
        spec = e.spec
        n = e.n
        one = isinstance(n, R.Num) and n.value == 1
        words = []
        if spec.power is not None:
            words.append("/".join(str(v) if isinstance(v, int) else "X" for v in (spec.power, spec.toughness)))
        if spec.colors:
            words.append(" and ".join(COLOR_NAMES[b] for b in (1, 2, 4, 8, 16) if spec.colors & b))
        elif spec.power is not None:
            words.append("colorless")
        words.extend(spec.subtypes)
        words.extend(t.lower() for t in spec.types if spec.power is not None or t != "Artifact")
        desc = " ".join(words) + (" token" if one else " tokens")
        if spec.abilities and spec.power is not None:
            desc += " with " + " and ".join(self.ability(a).lower() if isinstance(a, A.Keyword)
                                             else f'"{self.ability(a)}"' for a in spec.abilities)
        k, per = (n.a, n.b) if isinstance(n, R.Product) and isinstance(n.a, R.Num) else (R.Num(1), n)
        if self._per(per) is not None:
            one_desc = " ".join(words) + (" token" if k.value == 1 else " tokens")
            return f"create {_a(one_desc) if k.value == 1 else self.num(k) + ' ' + one_desc} {self._per(per)}"
        return f"create {_a(desc) if one else self.num(n) + ' ' + desc}"

    def e_AddMana(self, e):
        if e.any_color:
            n = e.amount
            among = {"commander": " in your commander's color identity"}.get(e.colors_of, "")
            return (f"add one mana of any color{among}" if n == R.Num(1)
                    else f"add {self.num(n)} mana of any one color{among}")
        if e.choices:
            return "add " + (e.choices[0] if len(e.choices) == 1 else
                             ", ".join(e.choices[:-1]) + (", or " if len(e.choices) > 2 else " or ") + e.choices[-1])
        return f"add {e.mana}"

    def e_Tap(self, e):
        return f"tap {self.ref(e.what)}"

    def e_Untap(self, e):
        return f"untap {self.ref(e.what)}"

    def e_Reveal(self, e):
        """701.20a: "reveal the top card of your library"."""
        whose = "your" if isinstance(e.who, R.You) else f"{self.ref(e.who)}'s"
        top = "the top card" if e.n == R.Num(1) else f"the top {self.num(e.n)} cards"
        return f"reveal {top} of {whose} library"

    def e_Dig(self, e):
        """"Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom of
        your library in any order." (701.20, 401.4)"""
        whose = "your" if isinstance(e.who, R.You) else f"{self.ref(e.who)}'s"
        if e.until:  # 701.20a
            found = self.filter(e.filter) if e.filter is not None else "card"
            found = _a(found) if e.n == R.Num(1) else f"{self.num(e.n)} {_plural(found)}"
            s = f"reveal cards from the top of {whose} library until you reveal {found}"
            if e.take == R.Num(0):
                return s
            if e.zone == e.rest:
                return s + f", then put those cards into {'your hand' if e.zone == 'hand' else 'the graveyard'}"
            dest = {"hand": "into your hand", "battlefield": "onto the battlefield" + (" tapped" if e.tapped else ""),
                    "graveyard": "into your graveyard"}.get(e.zone, e.zone)
            rest = {"bottom_any": " and the rest on the bottom of your library in any order",
                    "bottom_random": " and the rest on the bottom of your library in a random order",
                    "graveyard": " and the rest into your graveyard"}.get(e.rest, "")
            return f"{s}. Put that card {dest}{rest}"
        s = f"{'reveal' if e.reveal else 'look at'} the top {self.num(e.n)} cards of {whose} library"
        if e.take == R.Num(0):
            return s
        dest = {"hand": "into your hand", "battlefield": "onto the battlefield",
                "graveyard": "into your graveyard"}.get(e.zone, e.zone)
        what = (f"all {_plural(self.filter(e.filter))} revealed this way" if e.take == e.n and e.filter is not None
                else f"{'up to ' if e.take_up_to else ''}{self.num(e.take)} "
                     + (f"{self.filter(e.filter)} from among them" if e.filter is not None else "of them"))
        rest = {"bottom_any": " and the rest on the bottom of your library in any order",
                "bottom_random": " and the rest on the bottom of your library in a random order",
                "graveyard": " and the rest into your graveyard", "top_any": " and the rest back in any order",
                "hand": " and the rest into your hand"}.get(e.rest, "")
        return f"{s}. Put {what} {dest}{rest}"

    def e_Search(self, e):
        what = self.filter(e.filter) if e.filter is not None else "card"
        n = e.n
        what = _a(what) if n == R.Num(1) else f"up to {self.num(n)} {_plural(what)}"
        dest = {"hand": "put it into your hand", "battlefield": "put it onto the battlefield",
                "graveyard": "put it into your graveyard"}.get(e.zone, f"put it into {e.zone}")
        if e.tapped:
            dest += " tapped"
        if e.split:
            dest = "put one onto the battlefield tapped and the other into your hand"
        reveal = "reveal it, " if e.reveal else ""
        if e.zone == "library":  # 701.23: shuffled first, then the card goes on top
            return f"search your library for {what}, {reveal}then shuffle and put that card on top"
        if e.graveyard:
            where = "your library and/or graveyard" if e.graveyard == "either" else "your library and graveyard"
            shuffle = ". If you search your library this way, shuffle" if e.graveyard == "either" else ", then shuffle"
            return f"search {where} for {what}, {reveal}{dest}{shuffle}"
        return f"search your library for {what}, {reveal}{dest}, then shuffle"

    def e_ApplyContinuous(self, e):
        s = self.ref(e.affected)
        plural = isinstance(e.affected, R.Each)
        if plural and isinstance(e.affected.filter, Filter):
            s = self.filter(e.affected.filter, plural=True)
        body = self.mods(e.mods, plural)
        if e.duration == "end_of_turn" and C.Restrict("can_attack_despite_defender") in e.mods:
            # 702.3b: "can attack this turn as though it didn't have defender" (the duration inside the phrase)
            body = body.replace("can attack as though", "can attack this turn as though")
        if e.duration == "next_untap_step" and C.Restrict("doesnt_untap") in e.mods:
            return f"{s} {body.replace('untap step', 'next untap step')}"
        dur = {"end_of_turn": " until end of turn", "permanent": "", "next_turn": " until your next turn",
               "end_of_combat": " until end of combat", "while_controlled":
                   f" for as long as you control {self.self_name}",
               "while_source_on_battlefield": f" for as long as {self.self_name} remains on the battlefield",
               "while_source_tapped": f" for as long as {self.self_name} remains tapped"}.get(
                   e.duration, f" ({e.duration})")
        if e.duration == "end_of_turn" and e.mods and all(isinstance(m, C.Restrict) for m in e.mods):
            dur = " this turn"  # "can't block this turn", "can't gain life this turn"
        return f"{s} {body}{dur}"

    def e_GainControl(self, e):
        dur = " until end of turn" if e.duration == "end_of_turn" else ""
        return f"gain control of {self.ref(e.what)}{dur}"

    def e_Prevent(self, e):
        amt = "all" if e.amount is None else f"the next {self.num(e.amount, False)}"
        combat = " combat" if e.combat_only else ""
        to = f" to {self.ref(e.to)}" if e.to is not None else ""
        by = f" by {self.ref(e.source)}" if e.source is not None else ""
        return f"prevent {amt}{combat} damage that would be dealt{to}{by} this turn"

    def e_Regenerate(self, e):
        return f"regenerate {self.ref(e.what)}"

    def e_KeepMana(self, e):
        """106.4"""
        return self.effect(e.effect) + ". Until end of turn, you don't lose this mana as steps and phases end"

    def e_SpendOnly(self, e):
        """106.6"""
        if e.negate:
            what = f"this mana can't be spent to cast {self.filter(e.filter, plural=True)}"
        else:
            uses = ([f"cast {self.filter(e.filter, plural=True)}"] if e.filter is not None else []) + (
                ["activate abilities" + ("" if e.abilities == Filter(kind="object") else
                                         " of " + self.filter(e.abilities, plural=True))]
                if e.abilities is not None else [])
            what = "spend this mana only to " + " or ".join(uses)
        return self.effect(e.effect) + ". " + what[0].upper() + what[1:]

    def e_MayDo(self, e):
        inner = self.effect(e.effect)
        if isinstance(e.who, R.You):
            return "you may " + inner
        return f"{self.ref(e.who)} may {inner}"

    def e_IfYouDo(self, e):
        return ("if you don't, " if e.negate else "if you do, ") + self.effect(e.effect)

    def each(self, a) -> str | None:
        """The "for each ..." wording of an amount that counts one per object or type, else None."""
        if isinstance(a, R.CountOf) and isinstance(a.filter, Filter):
            return "for each " + self.filter(a.filter)
        if isinstance(a, R.BasicLandTypes) and isinstance(a.who, R.You):
            return "for each basic land type among lands you control"
        if isinstance(a, R.PartySize) and isinstance(a.who, R.You):
            return "for each creature in your party"
        if isinstance(a, R.ColorsSpent):
            return f"for each color of mana spent to cast {self.ref(a.of)}"
        if isinstance(a, R.TimesKicked):
            return f"for each time {self.ref(a.of)} was kicked"
        if isinstance(a, R.CountersOn) and not isinstance(a.of, R.This) or isinstance(a, R.RememberedCount):
            return self._per(a)
        return None

    def _per(self, a) -> str | None:
        """"for each +1/+1 counter on it", "for each one tapped this way" (an amount counted one per thing)."""
        if isinstance(a, R.CountersOn) and a.kind != "*":
            return f"for each {a.kind} counter on {self.ref(a.of)}"
        if isinstance(a, R.RememberedCount) and a.key == "tapped":
            return "for each one tapped this way"
        return None

    def e_Repeat(self, e):
        each = self.each(e.n)
        if each is not None:
            return f"{each}, {self.effect(e.effect)}"
        return f"{self.effect(e.effect)} {self.num(e.n)} times"

    def e_Conditional(self, e):
        s = f"if {self.cond(e.condition)}, {self.effect(e.then)}"
        if e.otherwise is not None:
            s += f". Otherwise, {self.effect(e.otherwise)}"
        return s

    def e_AddCounters(self, e):
        one = e.n == R.Num(1)
        n = "a" if one else self.num(e.n)
        return f"put {n} {e.kind} counter{'' if one else 's'} on {self.ref(e.what)}"

    def e_RemoveCounters(self, e):
        one = e.n == R.Num(1)
        return f"remove {'a' if one else self.num(e.n)} {e.kind} counter{'' if one else 's'} from {self.ref(e.what)}"

    def e_Sacrifice(self, e):
        who = self._who(e.who, "sacrifice", "sacrifices")
        if e.what is not None:
            return f"{who} {self.ref(e.what)}"
        one = e.n == R.Num(1)
        return f"{who} {_a(self.filter(e.filter)) if one else self.num(e.n) + ' ' + self.filter(e.filter, True)}"

    def e_Fight(self, e):
        return f"{self.ref(e.a)} fights {self.ref(e.b)}"

    def e_Attach(self, e):
        return f"attach {self.ref(e.what)} to {self.ref(e.to)}"

    def e_Shuffle(self, e):
        return "shuffle"

    def e_CastCard(self, e):
        free = " without paying its mana cost" if e.free else ""
        may = "you may cast" if e.optional else "cast"
        if e.copy:
            return f"copy {self.ref(e.what)}. {_cap(may)} the copy{free}"
        if isinstance(e.what, R.Each) and isinstance(e.what.filter, Filter) and isinstance(e.filter, Filter):
            zone = {"hand": "your hand", "graveyard": "your graveyard"}.get(e.what.filter.zone, e.what.filter.zone)
            return f"{may} {_a(self.filter(e.filter))} from {zone}{free}"
        return f"{may} {self.ref(e.what)}{free}"

    def e_MayCast(self, e):
        what = self.ref(e.what)
        if e.filter is not None:
            what = f"{self.filter(e.filter, plural=True)} from among {what}"
        dur = {"end_of_turn": " this turn", "while_exiled": " for as long as it remains exiled"}.get(e.duration, "")
        return f"you may cast {what}" + (" without paying its mana cost" if e.free else "") + dur

    def e_ExileUntilEvent(self, e):
        until = self.trigger(e.until)
        until = until.split(" ", 1)[1] if " " in until else until  # drop "When"/"Whenever"
        return f"exile {self.ref(e.what)} until {until}"

    def e_GameAction(self, e):
        who = self.ref(e.who)
        args = dict(e.args) if e.args else {}
        if e.action == "control_next_turn":
            return f"you control {who} during that player's next turn"
        if e.action == "extra_turn":
            if args.get("after") == "next_turn":
                return f"after {self.poss(e.who)} next turn, that player takes an extra turn"
            return "take an extra turn after this one" if who == "you" else f"{who} takes an extra turn after this one"
        if e.action == "skip_turn":
            return "skip your next turn" if who == "you" else f"{who} skips their next turn"
        if e.action == "subgame":
            return "players play a Magic subgame, using their libraries as their decks"
        if e.action == "restart":
            if args.get("exempt") is not None:
                return ("restart the game, leaving in exile all "
                        f"{self.filter(args['exempt'], plural=True)} exiled with {self.self_name}")
            return "restart the game"
        if e.action in ("win", "lose"):
            return f"{who} {e.action}{'' if who == 'you' else 's'} the game"
        return self.generic(e)

    def e_ForEachPlayer(self, e):
        inner = self.effect(e.effect)
        if isinstance(e.players, R.Remembered) and e.players.key == "subgame_nonwinners":
            lead = "each player who doesn't win the subgame"
        else:
            lead = self.ref(e.players)
        return f"{lead}: {inner}"

    def e_Designate(self, e):
        if e.who is not None and not isinstance(e.who, R.You):
            who = self.ref(e.who)
            return {"monarch": f"{who} becomes the monarch", "initiative": f"{who} takes the initiative"}.get(
                e.designation, self.generic(e))
        return {"monarch": "you become the monarch", "initiative": "you take the initiative"}.get(
            e.designation, self.generic(e))

    def e_Mechanic(self, e):
        if e.name in ("become_prepared", "become_unprepared") and e.args:  # 722.3a-b
            return f"{self.ref(e.args[0])} becomes {e.name[7:]}"
        return e.name.replace("_", " ") + (" " + " ".join(self.ref(a) if isinstance(a, R.Ref) else
                                                            self.num(a, False) if isinstance(a, R.Amount) else str(a)
                                                            for a in e.args) if e.args else "")

    def e_PayCost(self, e):
        text = self.cost(e.cost)  # "Pay 1 life" already says "pay"
        return text[0].lower() + text[1:] if text.startswith("Pay ") else "pay " + text

    def e_Unsupported(self, e):
        return f"!!{e.text}!!"

    def e_CreateDelayedTrigger(self, e):
        if not e.once:  # 603.7b: a stated duration
            return f"{self.trigger(e.trigger)} this turn, {self.effect(e.body.effect)}"
        when = self.trigger(e.trigger).replace("At", "at")
        if e.trigger.event == "step":  # 603.7: a delayed trigger waits for the next such step
            when = when.replace("the beginning of each ", "the beginning of the next ").replace(
                "the beginning of your ", "the beginning of your next ")
        return f"{self.effect(e.body.effect)} {when}"

    def e_ReflexiveTrigger(self, e):
        return ("when you don't, " if e.negate else "when you do, ") + self.effect(e.body.effect)

    def e_CreateReplacement(self, e):
        r = self.replacement(e.replacement)
        return r[:-1] + " this turn" if e.duration == "end_of_turn" else r[:-1]

    def e_ChooseAndDo(self, e):
        what = _a(self.filter(e.filter)) if e.n == R.Num(1) else f"{self.num(e.n)} {self.filter(e.filter, True)}"
        if e.random:
            return f"choose {what} at random"
        if e.who is not None and not isinstance(e.who, R.You):  # "target player" chooses among their own cards
            return f"{self.ref(e.who)} chooses {what.replace('your', 'their')}"
        return f"you may choose {what}" if e.up_to and e.n == R.Num(1) else f"choose {what}"

    def e_MayPlay(self, e):
        dur = {"end_of_turn": " this turn", "while_exiled": " for as long as it remains exiled"}.get(e.duration, "")
        return f"you may play {self.ref(e.what)}{dur}" + (
            ", and you may spend mana as though it were mana of any color to cast it" if e.any_color else "")

    # ------------------------------------------------------------ continuous modifications
    def mods(self, mods, plural: bool = False) -> str:
        parts: list[str] = []
        gets, has = ("get", "have") if plural else ("gets", "has")
        for m in mods:
            if isinstance(m, C.ModPT):
                p, t = m.power, m.toughness
                if self.each(p) is not None and p == t:
                    parts.append(f"{gets} +1/+1 {self.each(p)}")
                elif self.each(p) is not None and t == R.Num(0):
                    parts.append(f"{gets} +1/+0 {self.each(p)}")
                elif isinstance(p, R.CountOf) and p == t:
                    parts.append(f"{gets} +1/+1 for each {self.filter(p.filter)}")
                elif isinstance(p, R.Product) and p == t and isinstance(p.b, R.CountOf) and isinstance(p.a, R.Num):
                    n = p.a.value
                    parts.append(f"{gets} {n:+d}/{n:+d} for each {self.filter(p.b.filter)}")
                elif isinstance(p, R.CountersOn) and p == t:  # 122.1
                    parts.append(f"{gets} +1/+1 for each {p.kind} counter on {self.ref(p.of)}")
                else:
                    parts.append(f"{gets} {_signed(p, self)}/{_signed(t, self)}")
            elif isinstance(m, C.AddAbilities):
                kws = [self.ability(a).lower() if isinstance(a, A.Keyword) else f'"{self.ability(a)}"'
                       for a in m.abilities]
                parts.append(f"{has} " + " and ".join(kws))
            elif isinstance(m, C.AddTypes) and m.subtypes and not (m.types or m.supertypes or m.replace
                                                                   or m.replace_subtypes):
                words = " ".join(_plural(x) if plural else x for x in m.subtypes)
                parts.append(f"{'are' if plural else 'is'} {words if plural else _a(words)} in addition to "
                             f"{'their' if plural else 'its'} other types")
            elif isinstance(m, C.CostChange):
                cost = (f"{{{abs(m.generic)}}}" if m.generic else "") + (str(m.colored) if m.colored is not None else "")
                more = "more" if m.generic > 0 or m.colored is not None else "less"
                whose = {"opponents": " your opponents cast", "you": " you cast"}.get(m.who, "")
                tgt = f" that target {self.self_name}" if m.targets_source else ""
                parts.append(f"{self.filter(m.filter, plural=True)}{whose if tgt else ''}{tgt} cost {cost} {more} to cast")
            elif isinstance(m, C.Restrict) and m.kind == "cant_attack_unless_defender_controls":
                parts.append("can't attack unless defending player controls " + _a(self.filter(replace_filter(m.arg))))
            elif isinstance(m, C.Restrict) and m.kind == "cant_be_blocked_by" and isinstance(m.arg, Filter):
                parts.append("can't be blocked by " + self.filter(m.arg, plural=True))
            elif isinstance(m, C.Restrict):
                parts.append(_RESTRICT.get(m.kind, f"<{m.kind}>"))
            elif isinstance(m, C.SelfCostChange):
                more = "more" if m.generic > 0 or m.colored is not None else "less"
                each = ""
                if isinstance(m.per, R.CardTypesAmong):
                    each = " for each card type among " + self.filter(m.per.filter, plural=True)
                elif isinstance(m.per, Filter):
                    each = " for each " + self.filter(m.per)
                elif isinstance(m.per, R.BasicLandTypes):
                    each = " for each basic land type among lands you control"
                elif isinstance(m.per, R.PartySize):
                    each = " for each creature in your party"
                elif isinstance(m.per, R.TargetsBeyond):
                    each = " for each target beyond the first"
                elif isinstance(m.per, R.Amount) and self.num(m.per).startswith("the number of "):
                    each = " for each of the " + self.num(m.per)[len("the number of "):]  # "{1} less for each ..."
                elif isinstance(m.per, R.Amount) and m.generic == -1:  # "{X} less, where X is ..." (601.2f)
                    parts.append(f"costs {{X}} less to cast, where X is {self.num(m.per)}")
                    continue
                cost = (f"{{{abs(m.generic)}}}" if m.generic else "") + (str(m.colored) if m.colored is not None else "")
                parts.append(f"costs {cost} {more} to cast{each}")
            elif isinstance(m, C.SetPT):
                parts.append(f"{has} base power and toughness {self.num(m.power, False)}/{self.num(m.toughness, False)}")
            elif isinstance(m, C.SetColors) and m.chosen is not None:
                parts.append(("become" if plural else "becomes") + " the color of your choice")
            else:
                parts.append(self.generic(m))
        return " and ".join(parts)

    def copy_except(self, also: tuple, keep: tuple = ()) -> str:
        """707.9: a copy effect's exceptions, as ", except it isn't legendary and it has haste"."""
        parts: list[str] = []
        if "colors" in keep:
            parts.append("it doesn't copy that creature's color")
        if "power" in keep and "toughness" in keep:
            parts.append(f"its power and toughness are equal to {self.self_name}'s power and toughness")
        for m in also:
            if isinstance(m, C.RemoveTypes) and m.supertypes == ("Legendary",) and not m.types:
                parts.append("it isn't legendary")
            elif isinstance(m, C.AddTypes):
                words = " ".join([x.lower() for x in m.supertypes] + list(m.subtypes) + [x.lower() for x in m.types])
                if m.replace:
                    parts.append(f"it's {_a(words)}")
                elif m.types or m.subtypes:
                    parts.append(f"it's {_a(words)} in addition to its other types")
                else:
                    parts.append(f"it's {words}")
            elif isinstance(m, C.SetColors):
                names = " and ".join(COLOR_NAMES[b] for b in (1, 2, 4, 8, 16) if m.colors & b) or "colorless"
                parts.append(f"it's {names}" + (" in addition to its other colors" if m.add else ""))
            elif isinstance(m, C.SetPT):
                parts.append(f"it's {self.num(m.power, False)}/{self.num(m.toughness, False)}")
            elif isinstance(m, C.AddAbilities):
                parts.append("it " + self.mods((m,)))
            else:
                parts.append(self.generic(m))
        return ", except " + " and ".join(parts) if parts else ""

    # ------------------------------------------------------------ conditions and triggers
    def cond(self, c) -> str:
        if isinstance(c, A.KickedWith):
            return f"{self.self_name} was kicked with its {c.cost} kicker"
        if isinstance(c, A.ControlsCount):
            who = "you control" if c.who == "you" else "an opponent controls"
            if c.op == ">=" and c.n == 1:
                return f"{who} {_a(self.filter(c.filter))}"
            if c.op == "=" and c.n == 0:
                return f"{who} no {self.filter(c.filter, True)}"
            return f"{who} {c.n} or {'more' if c.op == '>=' else 'fewer'} {self.filter(c.filter, True)}"
        if isinstance(c, A.IsTrue) and c.fact.startswith("spent_"):  # 106.1: "{R}{R} was spent to cast it"
            return "".join("{%s}" % k for k in c.fact[6:]) + " was spent to cast " + (
                "it" if c.of is not None else self.self_name)
        if isinstance(c, A.IsTrue) and c.fact == "paired" and c.of is not None:
            return f"{self.ref(c.of)} is paired with a creature"
        if isinstance(c, A.IsTrue) and ":" in c.fact:  # a fact with a number: "an opponent has N or more ..."
            head, _, n = c.fact.partition(":")
            pattern = {"an_opponent_graveyard_at_least": "an opponent has {} or more cards in their graveyard",
                       "you_drew_at_least": "you've drawn {} or more cards this turn",
                       "attacked_with_total_power_at_least":
                           "you attacked with creatures with total power {} or greater this combat",
                       "an_opponent_hand_at_least": "an opponent has {} or more cards in hand",
                       "an_opponent_poison_at_least": "an opponent has {} or more poison counters",
                       "an_opponent_life_at_most": "an opponent has {} or less life",
                       "a_player_life_at_most": "a player has {} or less life"}.get(head)
            if pattern is not None and n.isdigit():
                return pattern.format(_NUM.get(int(n), n))
        if isinstance(c, A.IsTrue):
            return {"your_turn": "it's your turn", "kicked": f"{self.self_name} was kicked",
                    "not_your_turn": "it's not your turn", "monarch": "you're the monarch",
                    "opponent_monarch": "an opponent is the monarch", "no_monarch": "there is no monarch",
                    "initiative": "you have the initiative", "completed_dungeon": "you've completed a dungeon",
                    "control_commander": "you control your commander",
                    "control_a_commander": "you control a commander",
                    "in_command_or_battlefield": f"{self.self_name} is in the command zone or on the battlefield",
                    "paired": f"{self.self_name} is paired with another creature",
                    "paired_with_soulbond": "it's paired with a creature with soulbond",
                    "in_command_zone": f"{self.self_name} is in the command zone",
                    "initiative_you_or_attacked": "you or a player you're attacking has the initiative",
                    "spell_was_cast": f"you cast {self.self_name}", "your_main_phase": "during your main phase",
                    "you_cast_it": "you cast it",
                    "nonland_left_or_warped_this_turn":
                        "a nonland permanent left the battlefield this turn or a spell was warped this turn",
                    }.get(c.fact, c.fact.replace("_", " "))
        if isinstance(c, A.Not):
            return "not " + self.cond(c.cond)
        if isinstance(c, A.All):
            return " and ".join(self.cond(x) for x in c.conds)
        if isinstance(c, A.AnyOf):
            return " or ".join(self.cond(x) for x in c.conds)
        if isinstance(c, A.Compare) and c.op == ">=" and c.right == R.Num(1) \
                and isinstance(c.left, (R.EnteredThisTurn, R.CastThisTurn)):
            f = c.left.filter
            whose = "your" if f.controller == "you" else "an opponent's"
            noun = _a(self.filter(replace_filter(f)))
            if isinstance(c.left, R.CastThisTurn):
                return f"you've cast {noun} this turn"
            return f"{noun} entered the battlefield under {whose} control this turn"
        if isinstance(c, A.Compare):
            return f"{self.num(c.left)} {c.op} {self.num(c.right)}"
        if isinstance(c, A.Matches):
            return f"{self.ref(c.what)} is {_a(self.filter(c.filter))}"
        return self.generic(c)

    def replacement(self, a: A.Replacement) -> str:
        """614: the replacement kinds the compiler emits from a sentence of its own."""
        args = dict(a.arg) if isinstance(a.arg, tuple) and all(isinstance(x, tuple) for x in a.arg) else {}
        aff = a.affected
        who = (_a(self.filter(aff)) if isinstance(aff, Filter) else self.ref(aff)) if aff is not None else "it"
        if a.kind == "redirect_damage":
            by = f" by {self.filter(args['from'], plural=True)}" if isinstance(args.get("from"), Filter) else ""
            dmg = "combat damage" if args.get("combat") else "damage"
            return f"All {dmg} that would be dealt to {who}{by} is dealt to {self.ref(args.get('to'))} instead."
        if a.kind == "draw_instead" and "n" in args:
            but = (" except the first one you draw in each of your draw steps" if args.get("except_step_draw")
                   else "")
            return f"If {who} would draw a card{but}, draw {self.num(R.Num(args['n']))} cards instead."
        if a.kind == "move_instead" and args.get("from") == "battlefield" and args.get("to") == "graveyard" \
                and args.get("zone") == "exile":
            return f"If {who} would die, exile it instead."
        return f"<Replacement {a.kind}>"

    def trigger(self, t: A.Trigger) -> str:
        return trigger_text(self, t)

    # ------------------------------------------------------------ abilities
    def body(self, b) -> str:
        if isinstance(b, A.Modal):
            count = {(1, 1): "one", (1, 2): "one or both", (2, 2): "two", (1, 99): "one or more"}.get(
                (b.min, b.max), f"{b.min} to {b.max}")
            more = ""
            if b.more_if is not None:
                cond = {"control_a_commander": "you control a commander",
                        "control_commander": "you control your commander"}.get(getattr(b.more_if, "fact", ""), "...")
                more = (f". If {cond} as you cast {self.self_name}, you may choose "
                        f"{ {2: 'both', 99: 'any number'}.get(b.more_max, str(b.more_max))} instead")
                count = count + more
            return f"choose {count} —\n" + "\n".join("• " + Renderer(self.self_name, m.targets).sentence(m.effect)
                                                    for m in b.modes)
        if isinstance(b, A.Body):
            return Renderer(self.self_name, b.targets).sentence(b.effect)
        return self.generic(b)

    def sentence(self, e) -> str:
        s = self.effect(e)
        return _cap(s) + ("" if s.endswith((".", "—")) else ".")

    def ability(self, a) -> str:
        if isinstance(a, A.Keyword):
            return self.keyword(a)
        if isinstance(a, A.SpellAbility):
            return self.body(a.body)
        if isinstance(a, A.Activated):
            text = f"{self.cost(a.cost)}: {self.body(a.body)}"
            if a.limit:
                text += " " + ("Activate only once each turn." if a.limit == 1 else
                               f"Activate no more than {_NUM.get(a.limit, a.limit)} times each turn."
                               .replace("two times", "twice"))
            if a.timing == "sorcery" and not a.loyalty:
                text += " Activate only as a sorcery."
            if a.condition is not None:  # 602.5b: "Activate only if ..."
                text += f" Activate only if {self.cond(a.condition)}."
            m = a.cost_change
            if isinstance(m, C.SelfCostChange):  # 602.2b, 601.2f
                per = m.per
                each = (" " + self.each(per) if self.each(per) is not None
                        else f" for each {per.kind} counter on {self.self_name}" if isinstance(per, R.CountersOn) else "")
                text += (f" This ability costs {{{abs(m.generic)}}} {'more' if m.generic > 0 else 'less'}"
                         f" to activate{each}.")
            return text
        if isinstance(a, A.Triggered) and a.trigger.event == "visit":  # 702.159a
            body = self.body(a.body)
            return f"Visit — {body[:1].upper() + body[1:]}"
        if isinstance(a, A.Triggered):
            lead = self.trigger(a.trigger)
            if a.intervening is not None:
                lead += f", if {self.cond(a.intervening)}"
            body = self.body(a.body)
            return f"{lead}, {body[:1].lower() + body[1:]}"
        if isinstance(a, A.Static):
            aff = a.affected
            plural = isinstance(aff, Filter)
            subj = self.filter(aff, plural=True) if plural else self.ref(aff)
            s = f"{_cap(subj)} {self.mods(a.mods, plural)}."
            if a.condition is not None:
                s = s[:-1] + f" as long as {self.cond(a.condition)}."
            return s
        if isinstance(a, A.Replacement):
            if a.kind == "enters_tapped":
                if isinstance(a.condition, A.Not):  # "enters tapped unless you control ..." (614.1c)
                    return f"{_cap(self.self_name)} enters tapped unless {self.cond(a.condition.cond)}."
                return f"{_cap(self.self_name)} enters tapped."
            if a.kind == "enters_prepared":  # 722.3a
                return f"{_cap(self.self_name)} enters prepared."
            if a.kind == "enters_with_counters" and a.arg:
                kind, n = a.arg
                each = self.each(n) if not isinstance(n, int) else None
                if each is not None:  # "enters with a +1/+1 counter on it for each color of mana spent to cast it"
                    return f"{_cap(self.self_name)} enters with a {kind} counter on it {each}."
                n = n if isinstance(n, int) else self.num(n)
                return f"{_cap(self.self_name)} enters with {n} {kind} counters on it."
            if a.kind == "enters_as_copy" and isinstance(a.arg, (Filter, C.CopyOf)):
                of = a.arg.of.filter if isinstance(a.arg, C.CopyOf) and isinstance(a.arg.of, R.Each) else a.arg
                what = _a(self.filter(of)) if isinstance(of, Filter) else self.ref(of)
                extra = self.copy_except(a.arg.also, a.arg.keep) if isinstance(a.arg, C.CopyOf) else ""
                return f"You may have {self.self_name} enter as a copy of {what}{extra}."
            return self.replacement(a)
        if isinstance(a, A.Unparsed):
            return f"!!{a.text}!!"
        return self.generic(a)

    def keyword(self, k: A.Keyword) -> str:
        name = k.name
        low = name[0] + name[1:].lower()
        if name == "Protection" and isinstance(k.arg, Filter):
            if k.arg.colors and not k.arg.types:
                return "Protection from " + " and from ".join(COLOR_NAMES[b] for b in (1, 2, 4, 8, 16)
                                                              if k.arg.colors & b) if k.arg.colors != ALL_COLORS \
                    else "Protection from all colors"
            return "Protection from " + self.filter(k.arg, plural=True)
        if name == "Enchant" and isinstance(k.arg, Filter):
            return "Enchant " + self.filter(k.arg)
        if name == "Landwalk":
            return (f"{k.arg.lower()}walk" if isinstance(k.arg, str) else "landwalk").capitalize()
        if name == "Prototype" and k.cost and k.pt:
            return f"Prototype {k.cost.mana} — {k.pt[0]}/{k.pt[1]}"
        if name == "Exert":  # 701.43d
            return f"You may exert {self.self_name} as it attacks."
        if name == "AdditionalCost" and k.cost:
            c = self.cost(k.cost)
            return f"As an additional cost to cast this spell, {c[:1].lower() + c[1:]}."
        if name == "AlternativeCost" and k.cost:  # 118.9
            parts = [("pay " + p) if p.startswith("{") else p[:1].lower() + p[1:] for p in self.cost(k.cost).split(", ")]
            c = " and ".join(parts)
            cond = f"If {self.cond(k.arg)}, y" if k.arg is not None else "Y"
            return f"{cond}ou may {c} rather than pay this spell's mana cost."
        if name == "AdditionalCostChoice" and k.cost and isinstance(k.arg, Cost):
            a, b = self.cost(k.cost), self.cost(k.arg)
            b = ("pay " + b) if not k.arg.mana.is_empty() and b == str(k.arg.mana) else b[:1].lower() + b[1:]
            return f"As an additional cost to cast this spell, {a[:1].lower() + a[1:]} or {b}."
        s = low
        if isinstance(k.arg, int):
            s += f" {k.arg}"
        if k.cost is not None:
            c = self.cost(k.cost)
            s += f" {c}" if k.cost.mana and c == str(k.cost.mana) else f"—{c}."
        return s

    # ------------------------------------------------------------ fallback
    def generic(self, n) -> str:
        if not isinstance(n, Node):
            return str(n)
        parts = []
        for f in fields(n):
            v = getattr(n, f.name)
            if v == f.default:
                continue
            if isinstance(v, Node):
                parts.append(f"{f.name}={self.generic(v)}")
            elif isinstance(v, (str, int, bool, ManaCost)) or v is None:
                parts.append(f"{f.name}={v}")
        return f"<{type(n).__name__}{' ' + ' '.join(parts) if parts else ''}>"


_RESTRICT = {
    "cant_block": "can't block", "cant_attack": "can't attack", "cant_attack_or_block": "can't attack or block",
    "cant_be_blocked": "can't be blocked", "doesnt_untap": "doesn't untap during its controller's untap step",
    "can_block_only_flying": "can block only creatures with flying", "attacks_each_combat":
        "attacks each combat if able", "cant_be_countered": "can't be countered",
    "cant_be_blocked_except_by_n": "can't be blocked except by two or more creatures",
    "can_attack_despite_defender": "can attack as though it didn't have defender",
    "can_attack_as_though_haste": "can attack as though it had haste",
    "cant_gain_life": "can't gain life", "cant_activate": "its activated abilities can't be activated",
    "assigns_no_combat_damage": "assigns no combat damage",
    "assigns_damage_by_toughness": "assigns combat damage equal to its toughness rather than its power",
    "untargetable_by_opponents": "can't be the target of spells or abilities your opponents control",
}


def replace_filter(f):
    from dataclasses import replace

    return replace(f, tapped=None, controller=None) if isinstance(f, Filter) else f


def _signed(a, r: Renderer) -> str:
    if isinstance(a, R.Num):
        return f"{'+' if a.value >= 0 else '-'}{abs(a.value)}"
    return "+" + r.num(a, False) if not isinstance(a, R.Product) else "-X"


def _plural(noun: str) -> str:
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es" if not noun.endswith("s") else noun
    if noun.endswith("y") and not noun.endswith(("ay", "ey", "oy")):
        return noun[:-1] + "ies"
    if noun.endswith("card") or noun.endswith("spell"):
        return noun + "s"
    words = noun.split(" ")
    words[-1] = words[-1] + "s"
    return " ".join(words)


def render_ability(ability, self_name: str = "this permanent") -> str:
    """Oracle-like text for one ability (``self_name`` is how the source is referred to)."""
    return Renderer(self_name).ability(ability)


def _with_counters(counters: tuple) -> str:
    """" with three +1/+1 counters on it" (122.6), or nothing."""
    if not counters:
        return ""
    parts = [f"{'a' if n == 1 else n} {kind} counter{'' if n == 1 else 's'}" for kind, n in counters]
    return " with " + " and ".join(parts) + " on it"
