"""Effects on objects: damage (120), destroy, exile, return and flicker, tap/untap, sacrifice,
regenerate, fight, control, attach, put onto the battlefield or into a zone, counters (122),
tokens (111), prevention (615), countering spells (701.6).
"""
from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from ...core.mana import ManaCost
from ...tree.abilities import Body, Not, Static, TargetSpec, Trigger
from ...tree.continuous import ControlPlayers, Restrict
from ...tree.costs import Cost
from ...tree.effects import (
    AddCounters,
    Effect,
    Conditional,
    ApplyContinuous,
    Attach,
    ChooseAndDo,
    CounterSpell,
    CreateDelayedTrigger,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    ExileUntil,
    ExileUntilEvent,
    Fight,
    GameAction,
    IfYouDo,
    MayDo,
    Mechanic,
    MoveCounters,
    MoveTo,
    PayCost,
    Prevent,
    Regenerate,
    RemoveCounters,
    Sacrifice,
    Seq,
    Tap,
    Untap,
)
from ...tree.filters import PLAYER, Filter
from ...tree.refs import CardsIn, Each, EventAmount, Num, Players, Ref, Remembered, This, TopCards, XValue, You
from .results import THEIR, NP, DamageInstead, Pron, StaticR, Unrepresentable, under_of, compile_quoted
from .words import (
    COLOR_WORDS,
    UNTIL_EVENTS,
    as_amount,
    low_text,
    mana_of,
    name_text,
    num_of,
    text_of,
    times_each,
    token_pt,
    token_spec,
    tokens_of,
    predefined_token,
)



class CounterSpecs:
    """Several kinds of counters put at once ("a +1/+1 counter and a lifelink counter"); only "put ... on" reads it."""

    def __init__(self, specs: tuple):
        self.specs = specs

    def __iter__(self):
        raise Unrepresentable("several kinds of counters here")

class ObjectEffectRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def counter_kind(self, meta, c):
        return str(c[0]).replace("−", "-").lower()

    def untap_step(self, meta, c):
        return "normal"

    def untap_next(self, meta, c):
        return "next"

    def counter_word(self, meta, c):
        return "counter"

    def counter_spec_any(self, meta, c):
        return (1, "any")

    def counter_spec_any_n(self, meta, c):
        return (c[0], "any")

    def counter_spec_two(self, meta, c):
        """"a +1/+1 counter and a lifelink counter": read by "put ... on" only (elsewhere unrepresentable)."""
        kinds = [x for x in c if isinstance(x, str) and x != "counter"]
        return CounterSpecs(((1, kinds[0]), (1, kinds[1])))

    def counter_spec(self, meta, c):
        # ("a"|"an"|"another") kind word | number kind word
        n = c[0] if isinstance(c[0], int) else 1
        kind = [x for x in c if isinstance(x, str) and x != "counter"]
        return (n, kind[0])

    # ------------------------------------------------------------ verb phrases: return f(subject) -> result

    def vp(self, meta, c):
        return c[0]

    def deal(self, meta, c):
        amt = as_amount(c[0])
        np = c[1]
        each = c[2] if len(c) > 2 else None

        def f(subj):
            src = self._source(subj)
            a = amt
            if each is not None:
                a = times_each(a, each)
            return self.obj_effect(np, lambda r: DealDamage(a, r, source=src))
        return f

    def deal_instead(self, meta, c):
        """"If this spell was kicked, it deals 4 damage instead." (608.2c: later text modifies the earlier
        instruction) -- the damage the previous instruction deals, with another amount (and, when named, to
        the recipients named here); the compiler makes it a Conditional with the original as its otherwise.
        The subject is the same source as the earlier instruction's ("it", "this creature")."""
        amt = as_amount(c[0])
        np = c[1] if len(c) > 1 else None

        def f(subj):
            if subj is not None and subj.kind not in ("self", "pron"):
                raise Unrepresentable("another source deals damage instead")
            if np is None:
                return DamageInstead(amt, None)
            if np.kind not in ("pron", "each", "players", "you", "target"):
                raise Unrepresentable("deals damage instead to ...")
            return DamageInstead(amt, np.ref)
        return f

    def deal_equal(self, meta, c):
        amt, np = c[0], c[1]
        return lambda subj: self.obj_effect(np, lambda r: DealDamage(amt, r, source=self._source(subj)))

    def deal_equal_post(self, meta, c):
        np, amt = c[0], c[1]
        return lambda subj: self.obj_effect(np, lambda r: DealDamage(amt, r, source=self._source(subj)))

    def deal_divided(self, meta, c):
        amt, np = as_amount(c[0]), c[1]
        if np.kind != "target":
            raise Unrepresentable("divided damage among non-targets")
        return lambda subj: DealDamage(amt, np.ref, source=self._source(subj), divided=True)

    def deal_two(self, meta, c):
        a1, n1, a2, n2 = [x for x in c if not isinstance(x, Token)]
        a1, a2 = as_amount(a1), as_amount(a2)

        def f(subj):
            src = self._source(subj)
            return Seq((self.obj_effect(n1, lambda r: DealDamage(a1, r, source=src)),
                        self.obj_effect(n2, lambda r: DealDamage(a2, r, source=src))))
        return f

    def _source(self, subj: NP | None) -> Ref:
        if subj is None:
            return This()
        if subj.kind in ("self",):
            return This()
        if subj.ref is not None and subj.kind in ("pron", "target", "attached"):
            return subj.ref
        raise Unrepresentable(f"damage source {subj.label!r}")

    def destroy_vp(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Destroy(r))

    def destroy_all(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Destroy(Each(np.filter))

    def destroy_all_noregen(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Destroy(Each(np.filter), no_regen=True)

    def _imper(self, subj):
        """Imperatives must have no subject other than you."""
        if subj is not None and subj.kind != "you":
            raise Unrepresentable("subject for an imperative")
        return None

    def _imper_who(self, subj) -> Ref:
        return self.actor(subj)

    def exile(self, meta, c):
        np = c[0]

        def f(subj):
            if subj is not None and subj.kind != "you" and np.kind == "indef" and np.filter is not None \
                    and np.filter.owner == THEIR:
                # "Target player exiles a card from their hand": that player chooses one of their own cards
                who = self.actor(subj)
                return self.obj_effect(replace(np, filter=replace(np.filter, owner="you")),
                                       lambda r: self._exile(r, np), who=who)
            if subj is not None and subj.kind != "you" and np.kind == "top" and isinstance(np.ref, TopCards) \
                    and isinstance(np.ref.who, Pron) and np.ref.who.noun == "player":
                # "Target opponent exiles the top N cards of their library" (406.1): no choice is made; "their"
                # is the subject's own library, each one's for "each opponent"
                return MoveTo(TopCards(self.actor(subj), np.ref.n), "exile", remember="exiled")
            return self._imper(subj) or self.obj_effect(np, lambda r: self._exile(r, np))
        return f

    def _exile(self, r, np):
        if np.kind == "top":
            return MoveTo(r, "exile", remember="exiled")
        return MoveTo(r, "exile")

    def exile_target_gy(self, meta, c):
        ref = self.add_target(TargetSpec(PLAYER, label="target player"), meta.start_pos + 6)

        return lambda subj: self._imper(subj) or MoveTo(CardsIn(ref, "graveyard"), "exile")

    def exile_all_gy(self, meta, c):
        """"Exile all graveyards": every card in every graveyard (404)."""
        return lambda subj: self._imper(subj) or MoveTo(Each(Filter(kind="card", zone="graveyard")), "exile")

    def exile_opp_gy(self, meta, c):
        return lambda subj: self._imper(subj) or MoveTo(Each(Filter(kind="card", zone="graveyard", owner="opponent")),
                                                        "exile")

    def exile_all(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or MoveTo(Each(np.filter), "exile")

    def exile_top(self, meta, c):
        raise Unrepresentable("exile the top cards")

    def flicker(self, meta, c):
        np = c[0]
        who = c[-1] if len(c) > 1 else None

        def f(subj):
            self._imper(subj)
            return self.obj_effect(np, lambda r: Seq((MoveTo(r, "exile", remember="flicker"),
                                                      MoveTo(Remembered("flicker"), "battlefield",
                                                             controller=under_of(who, Remembered("flicker"))))))
        return f

    flicker_that = flicker

    def return_to(self, meta, c):
        np, dest = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: self._move(r, dest))

    def return_random(self, meta, c):
        """"Return a card at random from your graveyard to your hand" (Trash Bin): the card is picked at
        random, not chosen."""
        np, zq, dest = c[0], c[1], c[2]
        if np.kind != "indef" or np.filter is None or np.upto:
            raise Unrepresentable(f"return {np.label} at random")
        f = zq(np.filter)
        return lambda subj: self._imper(subj) or Seq((
            ChooseAndDo(You(), f, as_amount(np.n), key="chosen", random=True), self._move(Remembered("chosen"), dest)))

    def return_to_tapped(self, meta, c):
        np, dest = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: self._move(r, dest, tapped=True))

    def return_bf_under(self, meta, c):
        np, who = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", controller=under_of(who, r)))

    def return_bf_counters(self, meta, c):
        """"return [it] to the battlefield with a +1/+1 counter on it" (122.6, 614.1c)."""
        np, (n, kind) = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", counters=((kind, n),)))

    def return_bf_under_counters(self, meta, c):
        np, who, (n, kind) = c[0], c[1], c[2]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", controller=under_of(who, r), counters=((kind, n),)))

    def return_bf_tapped_under(self, meta, c):
        np, who = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", tapped=True, controller=under_of(who, r)))

    def return_bf_transformed_under(self, meta, c):
        """712.14a: "return [it] to the battlefield transformed under [your/its owner's] control"."""
        np, who = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", controller=under_of(who, r), transformed=True))

    def control_owner(self, meta, c):
        """"under your control" is You(); "under its owner's control" is the string "owner", which the
        move turns into ``OwnerOf`` the moved object (110.2a: else the one putting it there controls it)."""
        w = low_text(text_of(c))
        return You() if w == "your control" else "owner"

    def return_all(self, meta, c):
        np, dest = c[0], c[1]
        return lambda subj: self._imper(subj) or self._move(Each(np.filter), dest)

    def _move(self, r, dest, tapped=False):
        zone, extra = dest
        if zone == "battlefield":
            return MoveTo(r, "battlefield", tapped=tapped, controller=extra)
        if tapped:
            raise Unrepresentable("tapped outside battlefield")
        if zone == "library":
            return MoveTo(r, "library", position=extra or "top")
        return MoveTo(r, zone)

    # counter
    def counter(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r))

    def counter_unless(self, meta, c):
        np, cost = c[0], mana_of(c[1])
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))

    def token_count(self, meta, c):
        return as_amount(c[0])

    def tok_pt(self, meta, c):
        return token_pt(c[0])

    def tok_colors(self, meta, c):
        m = 0
        for t in tokens_of(c):
            w = t.lower()
            if w in COLOR_WORDS:
                m |= COLOR_WORDS[w]
        return m

    def tok_types(self, meta, c):
        return [text_of(x) for x in c]

    def tw_keywords(self, meta, c):
        return tuple(c[0])

    def tw_quoted(self, meta, c):
        out: tuple = ()
        for q in c:
            if isinstance(q, Token) and q.type == "QUOTED":
                out += compile_quoted(str(q))
        return out

    def tw_both(self, meta, c):
        kws = tuple(c[0]) if isinstance(c[0], list) else ()
        out: tuple = kws
        for q in c[1:]:
            if isinstance(q, Token):
                out += compile_quoted(str(q))
        return out

    def tw_both_rev(self, meta, c):
        return compile_quoted(str(c[0])) + tuple(c[1])

    def tok_named(self, meta, c):
        return ("named", name_text(c[0]))

    def token_desc(self, meta, c):
        pt = None
        colors = 0
        types: list[str] = []
        abilities: tuple = ()
        name = None
        tail = None
        legend = False
        for x in c:
            if x is _LEGENDARY:
                legend = True
            elif isinstance(x, tuple) and len(x) == 2 and x[0] == "named":
                name = x[1]
            elif isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, (int, XValue)) for v in x):
                pt = x
            elif isinstance(x, int):
                colors = x
            elif isinstance(x, list):
                types = x
            elif isinstance(x, tuple):
                abilities = x
            elif isinstance(x, Tree) and x.data == "tok_tail":
                tail = low_text(text_of(x))
            elif isinstance(x, Token):
                pass
            else:
                raise Unrepresentable("token description")
        if legend:  # "a legendary 4/4 black God Horror creature token" (205.4a: a supertype)
            types = ["legendary"] + list(types)
        return token_spec(pt, colors, types, abilities, name), tail

    def token_desc_legend(self, meta, c):
        """"a legendary 4/4 black God Horror creature token" (205.4a: legendary is a supertype)."""
        return self.token_desc(meta, [_LEGENDARY] + list(c))

    def create_named(self, meta, c):
        """"Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch": the token's name
        is the one given (111.4)."""
        name = name_text(c[0])
        n, (spec, tail) = c[1], c[2]
        if n != 1 and n != Num(1):
            raise Unrepresentable("several tokens with one name")
        return lambda subj: self._create(subj, replace(spec, name=name), n, tail)

    def create(self, meta, c):
        n, (spec, tail) = c[0], c[1]
        return lambda subj: self._create(subj, spec, n, tail)

    def create_more_of_those(self, meta, c):
        """"... create four of those tokens instead" (608.2c): the tokens of the instruction it replaces, another
        number of them -- a ``CreateToken`` without a spec that only the "instead" assembly reads."""
        n = c[0]
        if not isinstance(n, int):
            raise Unrepresentable("a number of those tokens")
        return lambda subj: self._imper(subj) or CreateToken(None, Num(n))

    def create_tapped(self, meta, c):
        n, (spec, tail) = c[0], c[1]
        if tail:
            raise Unrepresentable("token tail")
        return lambda subj: self._create(subj, spec, n, "tapped")

    def create_x(self, meta, c):
        spec, tail = c[0]
        return lambda subj: self._create(subj, spec, XValue(), tail)

    def create_that_many(self, meta, c):
        spec, tail = c[0]
        return lambda subj: self._create(subj, spec, EventAmount(), tail)

    def create_each(self, meta, c):
        n, (spec, tail), np = c[0], c[1], c[2]
        return lambda subj: self._create(subj, spec, times_each(n, np), tail)

    def _create(self, subj, spec, n, tail):
        who = self.actor(subj)
        kw: dict = {}
        if tail:
            if tail in ("tapped", "that's tapped", "that are tapped"):
                kw["tapped"] = True
            elif tail in ("tapped and attacking", "that's tapped and attacking", "that are tapped and attacking"):
                kw["tapped"] = True
                kw["attacking"] = True
            elif tail in ("that's attacking", "that are attacking"):
                kw["attacking"] = True
            else:
                raise Unrepresentable(f"token {tail}")
        return CreateToken(spec, n=n, controller=who, **kw)

    def create_copy1(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: CreateToken(None, copy_of=r, controller=self.actor(subj)))

    def create_copy1_except(self, meta, c):
        """707.9: "create a token that's a copy of it, except it isn't legendary": the exceptions are part of the
        token's copiable values (707.9a-b)."""
        np, (also, keep) = c[0], c[1]
        if keep:
            raise Unrepresentable("token copy that doesn't copy a characteristic")
        return lambda subj: self.obj_effect(np, lambda r: CreateToken(None, copy_of=r, also=also,
                                                                      controller=self.actor(subj)))

    def create_copy(self, meta, c):
        n, np = c[0], c[1]
        return lambda subj: self.obj_effect(np, lambda r: CreateToken(None, n=n, copy_of=r,
                                                                      controller=self.actor(subj)))

    def investigate(self, meta, c):
        return lambda subj: CreateToken(predefined_token("Clue"), controller=self.actor(subj))

    def investigate_twice(self, meta, c):
        return lambda subj: CreateToken(predefined_token("Clue"), n=Num(2), controller=self.actor(subj))

    # tap / untap
    def tap(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Tap(r))

    def untap(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Untap(r))

    def untap_all(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Untap(Each(np.filter))

    def tap_all(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Tap(Each(np.filter))

    # sacrifice, regenerate, fight, control, attach
    def sacrifice(self, meta, c):
        np: NP = c[0]

        def f(subj):
            who = self.actor(subj)
            if np.kind == "self":
                return Sacrifice(who, what=This())
            if np.kind in ("pron", "target", "attached"):
                return Sacrifice(who, what=np.ref)
            if np.kind == "indef":
                return Sacrifice(who, filter=np.filter, n=as_amount(np.n))
            if np.kind == "each":
                return Sacrifice(who, what=Each(replace(np.filter, controller=np.filter.controller or "you")))
            if np.kind == "and" and all(x.kind == "indef" and isinstance(x.filter, Filter) and x.n == 1
                                        for x in np.n):
                # "sacrifice an artifact, a creature, and a land": a different permanent for each (701.21a)
                return Sacrifice(who, each=tuple(x.filter for x in np.n))
            raise Unrepresentable(f"sacrifice {np.label}")
        return f

    def sacrifice_each(self, meta, c):
        """"sacrifice an artifact, a creature, and a land": a different permanent for each (701.21a)."""
        flts = c[0]
        return lambda subj: Sacrifice(self.actor(subj), each=flts)

    def types_and3(self, meta, c):
        return tuple(Filter(kind="permanent", types=(t,)) for t in _permanent_types(c))

    def types_or3(self, meta, c):
        return Filter(kind="permanent", any_types=_permanent_types(c))

    def list_art(self, meta, c):
        return None

    def sac_creature_or_pw(self, meta, c):
        flt = Filter(any_types=("Creature", "Planeswalker"))
        return lambda subj: Sacrifice(self.actor(subj), filter=flt)

    def sacrifice_eot(self, meta, c):
        np: NP = c[0]

        def f(subj):
            self._imper(subj)
            r = self.ref(np)
            return CreateDelayedTrigger(Trigger("step", None, step="end", whose="each"),
                                        Body(Sacrifice(You(), what=r)))
        return f

    def regen_vp(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Regenerate(r))

    def fight(self, meta, c):
        np = c[0]

        def f(subj):
            if subj is None:
                raise Unrepresentable("fight without subject")
            return Fight(self.ref(subj), self.ref(np))
        return f

    def player_next_turn(self, meta, c):
        return "next_turn"

    def control_player_turn(self, meta, c):
        """723.1: "You control target player during that player's next turn" (also "you gain control of
        target opponent during that player's next turn"): the effect's controller controls that player
        during the next turn that player takes. Only "you" can be the controlling player here (the engine
        gives control to the controller of the resolving spell or ability)."""
        np: NP = next(x for x in c if isinstance(x, NP))

        def f(subj):
            self._imper(subj)
            if not np.is_player or np.kind not in ("target", "pron", "player") or np.n != 1 or np.upto:
                raise Unrepresentable(f"control {np.label} during their next turn")
            return GameAction("control_next_turn", self.ref(np))
        return f

    def control_players_searching(self, meta, c):
        """723.2: "You control your opponents while they're searching their libraries." (a static ability:
        the source's controller controls those players for the duration of each search)."""
        np: NP = next(x for x in c if isinstance(x, NP))

        def f(subj):
            if subj is None or subj.kind != "you" or np.kind != "players" or np.ref not in (Players("opponents"),
                                                                                           Players("each")):
                raise Unrepresentable(f"control {np.label} while searching")
            return StaticR(Static((ControlPlayers(np.ref.which, "searching"),)))
        return f

    def attach(self, meta, c):
        nps = [x for x in c if isinstance(x, NP)]
        if len(nps) == 1:
            what, to = NP("pron", ref=Pron("it", meta.start_pos)), nps[0]
        else:
            what, to = nps[0], nps[1]
        return lambda subj: self._imper(subj) or Attach(self.ref(what), self.ref(to))

    def put_zone(self, meta, c):
        np, dest = c[0], low_text(text_of(c[1]))
        if self.among_them and np.kind == "indef":
            return self._dig_put(np, {"your hand": "hand", "your graveyard": "graveyard"}.get(dest, "?"))
        zone = {"your hand": "hand", "its owner's hand": "hand", "their owner's hand": "hand",
                "their owners' hands": "hand", "your graveyard": "graveyard",
                "its owner's graveyard": "graveyard", "their owner's graveyard": "graveyard",
                "their owners' graveyards": "graveyard", "that player's graveyard": "graveyard",
                "their hand": "hand", "their graveyard": "graveyard", "exile": "exile",
                "a graveyard": "graveyard"}.get(dest)
        if zone is None:
            raise Unrepresentable(f"put into {dest}")
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: MoveTo(r, zone))

    def put_bf(self, meta, c):
        np = c[0]
        if self.among_them and np.kind == "indef" and len(c) == 1:
            return self._dig_put(np, "battlefield")
        tail = low_text(text_of(c[1])) if len(c) > 1 else ""
        kw: dict = {}
        if "tapped" in tail:
            kw["tapped"] = True
        if "attacking" in tail:
            kw["attacking"] = True
        if "your control" in tail:
            kw["controller"] = You()
        elif tail and "owner" not in tail and tail not in ("tapped", "tapped and attacking", "attacking"):
            raise Unrepresentable(f"onto the battlefield {tail}")
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: MoveTo(r, "battlefield", **kw))

    def put_bf_counters(self, meta, c):
        """"put [it] onto the battlefield with three +1/+1 counters on it": it enters with them (122.6, 614.1c)."""
        np, (n, kind) = c[0], c[1]
        if self.among_them and np.kind == "indef":
            dig = self._dig_put(np, "battlefield")
            return lambda subj: dig(subj) + (((kind, n),),)
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", counters=((kind, n),)))

    def put_bf_yours(self, meta, c):
        np = c[0]
        tail = low_text(text_of(c[1])) if len(c) > 1 else ""
        kw: dict = {"controller": You()}
        if "tapped" in tail:
            kw["tapped"] = True
        if "attacking" in tail:
            kw["attacking"] = True
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: MoveTo(r, "battlefield", **kw))

    def put_bf_tapped(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: MoveTo(r, "battlefield", tapped=True))

    def put_bf_tapped_yours(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", tapped=True, controller=You()))

    def put_top(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: MoveTo(r, "library", position="top"))

    def put_bottom(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "library", position="bottom"))

    def put_bottom_random(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "library", position="bottom", random_order=True))

    def put_top_random(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "library", position="top", random_order=True))

    # counters
    def put_counters(self, meta, c):
        if isinstance(c[0], CounterSpecs):
            return self.put_counters_several(meta, list(c[0].specs) + [c[1]])
        (n, kind), np = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: AddCounters(r, kind, Num(n)))

    def distribute_counters(self, meta, c):
        """"Distribute N +1/+1 counters among one or two target creatures" (601.2d): the division is chosen as the
        spell or ability is put on the stack, each target getting at least one. Among objects that aren't targets
        (a division chosen on resolution) it is refused."""
        amt, kind, np = as_amount(c[0]), c[1], c[-1]
        if np.kind != "target":
            raise Unrepresentable("distribute counters among non-targets")
        return lambda subj: self._imper(subj) or AddCounters(np.ref, kind, amt, divided=True)

    def put_counters_several(self, meta, c):
        """"Put a +1/+1 counter and a lifelink counter on target creature" (122.1b, 122.6): each kind on the same
        object(s), in the order written."""
        specs, np = c[:-1], c[-1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: Seq(tuple(AddCounters(r, kind, Num(n)) for n, kind in specs)))

    def put_counters_two(self, meta, c):
        """"Put a +1/+1 counter on that creature and a +1/+1 counter on ~" (122.1): two placements, in order."""
        kind = str(c[2].children[0] if hasattr(c[2], "children") else c[2]).lower()
        first, second = self.put_counters(meta, c[:2]), self.put_counters(meta, [(1, kind), c[3]])

        def f(subj):
            a, b = first(subj), second(subj)
            if not (isinstance(a, Effect) and isinstance(b, Effect)):
                raise Unrepresentable("put counters on two objects")
            return Seq((a, b))
        return f

    def put_counters_each(self, meta, c):
        (n, kind), np, each = c[0], c[1], c[2]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: AddCounters(r, kind, times_each(Num(n), each)))

    def put_x_counters(self, meta, c):
        kind, np = c[0], c[-1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: AddCounters(r, kind, XValue()))

    def put_counters_equal(self, meta, c):
        """"Put a number of luck counters on ~ equal to the result" (122.1)."""
        kind, np, n = c[0], c[-2], c[-1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: AddCounters(r, kind, n))

    def put_that_many_counters(self, meta, c):
        kind, np = c[0], c[-1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: AddCounters(r, kind, EventAmount()))

    def remove_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: RemoveCounters(r, kind, Num(n)))

    def proliferate(self, meta, c):
        return lambda subj: self._imper(subj) or Mechanic("proliferate")

    # prevention
    def prevent_all_combat(self, meta, c):
        return lambda subj: Prevent(None, combat_only=True)

    def prevent_all(self, meta, c):
        return lambda subj: Prevent(None)

    def prevent_to(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(None, to=r))

    def prevent_to_combat(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(None, to=r, combat_only=True))

    def prevent_by(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(None, source=r))

    def prevent_by_combat(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(None, source=r, combat_only=True))

    def prevent_next(self, meta, c):
        amt, np = as_amount(c[0]), c[1]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(amt, to=r))

    def prevent_next_by(self, meta, c):
        """615.7: "Prevent the next N damage that would be dealt by <source> this turn": a shield on the source's
        damage, to whatever it would be dealt."""
        amt, np = as_amount(c[0]), c[1]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(amt, source=r))

    def put_rest_bottom(self, meta, c):
        return lambda subj: ("dig_rest", "bottom")

    def put_rest_bottom_random(self, meta, c):
        return lambda subj: ("dig_rest", "bottom_random")

    def put_rest_zone(self, meta, c):
        dest = low_text(text_of(c[0]))
        zone = {"your graveyard": "graveyard", "your hand": "hand"}.get(dest)
        if zone is None:
            raise Unrepresentable("put the rest into ...")
        return lambda subj: ("dig_rest", zone)

    def put_back_any(self, meta, c):
        return lambda subj: ("dig_rest", "top")

    def put_rest_back(self, meta, c):
        return lambda subj: ("dig_rest", "top")

    def put_them_hand(self, meta, c):
        return lambda subj: ("dig_take_all", "hand")

    def tap_or_untap(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Mechanic("tap_or_untap", (r,)))

    def sacrifice_unless_pay(self, meta, c):
        np, mana = c[0], mana_of(c[-1])

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(PayCost(Cost(mana=mana)), unless=True), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_life(self, meta, c):
        np, n = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(PayCost(Cost(life=num_of(n))), unless=True), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_cond(self, meta, c):
        """ "sacrifice it unless {U} was spent to cast it": the condition is checked as the instruction is
        carried out (608.2c); the other "unless <a cost>" forms are read above."""
        g, cond = self.sacrifice(meta, c[:1]), c[-1]
        return lambda subj: Conditional(Not(cond), g(subj))

    def sacrifice_unless_discard(self, meta, c):
        np = c[0]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(Discard(who, Num(1)), unless=True), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_sac(self, meta, c):
        np, other = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            if other.kind != "indef" or other.filter is None:
                raise Unrepresentable("unless you sacrifice ...")
            return Seq((MayDo(Sacrifice(who, filter=other.filter, n=as_amount(other.n)), unless=True),
                        IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_return(self, meta, c):
        np, other = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            if other.kind != "indef" or other.filter is None:
                raise Unrepresentable("unless you return ...")
            pay = Seq((ChooseAndDo(who, other.filter, as_amount(other.n), key="returned"),
                       MoveTo(Remembered("returned"), "hand")))
            return Seq((MayDo(pay, unless=True), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def exile_until(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: ExileUntil(r))

    def exile_until_event(self, meta, c):
        """610.3: "exile target creature an opponent controls until an opponent becomes the monarch": the card
        returns to the battlefield under its owner's control right after that event (the engine watches for
        it even after the source has left the battlefield)."""
        np, trigs = c[0], c[-1]
        if not isinstance(trigs, list) or len(trigs) != 1 or not isinstance(trigs[0], Trigger) \
                or trigs[0].event not in UNTIL_EVENTS:
            raise Unrepresentable("exile until an event")
        until = trigs[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: ExileUntilEvent(r, until))

    def counter_unless_x(self, meta, c):
        np = c[0]
        cost = ManaCost.parse("{X}")
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))

    def counter_unless_life(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(life=num_of(c[-1])))

    def counter_unless_mana_life(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(mana=mana_of(c[1]), life=num_of(c[-1])))

    def counter_unless_discard(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(discard=1))

    def counter_exile(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, to_zone="exile"))

    def double_counters(self, meta, c):
        kind, np = c[0], c[-1]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("double_counters", (r, kind)))

    def exchange_control(self, meta, c):
        a, b = [x for x in c if isinstance(x, NP)]
        return lambda subj: Mechanic("exchange_control", (self.ref(a), self.ref(b)))

    def exile_face_down(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: MoveTo(r, "exile", face_down=True,
                                                                 remember="exiled" if np.kind == "top" else None))

    def flicker_tapped(self, meta, c):
        np = c[0]
        who = c[-1] if len(c) > 1 else None
        return lambda subj: self.obj_effect(np, lambda r: Seq((MoveTo(r, "exile", remember="flicker"),
                                                               MoveTo(Remembered("flicker"), "battlefield",
                                                                      tapped=True,
                                                                      controller=under_of(who,
                                                                                        Remembered("flicker"))))))

    flicker_that_tapped = flicker_tapped

    def flicker_transformed(self, meta, c):
        """712.14a: "exile ~, then return it to the battlefield transformed under your control"."""
        np = c[0]
        who = c[-1] if len(c) > 1 else None
        return lambda subj: self.obj_effect(np, lambda r: Seq((
            MoveTo(r, "exile", remember="flicker"),
            MoveTo(Remembered("flicker"), "battlefield", controller=under_of(who, Remembered("flicker")), transformed=True))))

    def solve_self(self, meta, c):
        """719.3a: "this Case becomes solved" (engine/mechanics/cases.py)."""
        return lambda subj: self._imper(subj) or Mechanic("solve")

    def skip_turn(self, meta, c):
        return lambda subj: GameAction("skip_turn", self.actor(subj))

    def prevent_to_by(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Seq((Prevent(None, to=r), Prevent(None, source=r))))

    def prevent_to_by_combat(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Seq((Prevent(None, to=r, combat_only=True),
                                                               Prevent(None, source=r, combat_only=True))))

    def remove_all_counters(self, meta, c):
        np = c[-1]
        return lambda subj: self.obj_effect(np, lambda r: RemoveCounters(r, "all", Num(999)))

    def tap_freeze(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: Seq((Tap(r), ApplyContinuous(r, (Restrict("doesnt_untap"),), "next_untap_step"))))

    def move_counters(self, meta, c):
        (n, kind), a, b = c[0], c[1], c[2]
        return lambda subj: MoveCounters(self.ref(a), self.ref(b), None if kind == "any" else kind, Num(n))


def _permanent_types(c) -> tuple:
    """The card types named in "an artifact, a creature, and a land" (singular permanent types only)."""
    words = [str(x.children[0]) for x in c if getattr(x, "data", None) == "type_word"]
    words = [w for w in words if w.lower() in _PERMANENT_TYPE_WORDS]
    if len(words) != 3:
        raise Unrepresentable("a list of permanent types")
    return tuple(w.capitalize() for w in (x.lower() for x in words))


_PERMANENT_TYPE_WORDS = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})


_LEGENDARY = ("legendary",)  # tok_legend's mark for token_desc
