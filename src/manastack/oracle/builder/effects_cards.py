"""Effects on cards and players: draw, discard, mill, life gain and loss, scry and surveil, look and
reveal, dig, search and shuffle, and mana production (106, 121, 701).
"""
from __future__ import annotations

import re

from dataclasses import replace

from lark import Token

from ...tree.effects import (
    AddMana,
    ChooseAndDo,
    Dig,
    Discard,
    Draw,
    ForEachPlayer,
    GainControl,
    GainLife,
    GameAction,
    IfYouDo,
    LoseLife,
    MayDo,
    Mill,
    MoveTo,
    Repeat,
    Reveal,
    Sacrifice,
    Scry,
    Search,
    Seq,
    SetLife,
    Shuffle,
    Surveil,
)
from ...tree.filters import Filter
from ...tree.refs import (
    CardsIn,
    ControllerOf,
    EventPlayer,
    Half,
    LifeOf,
    Num,
    OwnerOf,
    Players,
    Remembered,
    Target,
    TopCards,
    XValue,
    You,
)
from .results import NP, LocalTarget, Pron, Unrepresentable, Hold, refuse_mixed_or, REVEALED_UNTIL
from .words import as_amount, low_text, times_each


class CardEffectRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def n_cards(self, meta, c):
        return as_amount(c[0])

    def draw(self, meta, c):
        n = c[0]
        return lambda subj: Draw(self.actor(subj), n)

    def draw_reveal(self, meta, c):
        """"Draw three cards and reveal them" (121, 701.20a): later "them" are the cards drawn."""
        n = c[0]
        return lambda subj: Draw(self.actor(subj), n, remember="drawn")

    def draw_each(self, meta, c):
        n, np = c[0], c[1]
        return lambda subj: Draw(self.actor(subj), times_each(n, np))

    def draw_equal(self, meta, c):
        n = c[0]
        return lambda subj: Draw(self.actor(subj), n)

    def loot(self, meta, c):
        n, m = c[0], c[1]
        return lambda subj: Seq((Draw(self.actor(subj), n), Discard(self.actor(subj), m)))

    def rummage(self, meta, c):
        n, m = c[0], c[1]
        return lambda subj: Seq((Discard(self.actor(subj), n), Draw(self.actor(subj), m)))

    def draw_lose(self, meta, c):
        n, m = c[0], as_amount(c[1])
        return lambda subj: Seq((Draw(self.actor(subj), n), LoseLife(self.actor(subj), m)))

    def discard(self, meta, c):
        n = c[0]
        return lambda subj: Discard(self.actor(subj), n)

    def discard_random(self, meta, c):
        n = c[0]
        return lambda subj: Discard(self.actor(subj), n, random=True)

    def discard_hand(self, meta, c):
        return lambda subj: Discard(self.actor(subj), None)

    def discard_np(self, meta, c):
        np: NP = c[0]

        def f(subj):
            who = self.actor(subj)
            if np.kind == "indef" and np.filter is not None and np.filter.kind in ("card", "permanent"):
                flt = replace(np.filter, kind="card")
                if flt == Filter(kind="card"):
                    flt = None
                # "discard up to two cards" / "any number of cards" (701.9): the discarding player may stop early
                return Discard(who, as_amount(np.n), filter=flt, up_to=bool(getattr(np, "upto", False)))
            if np.kind == "self":
                raise Unrepresentable("discard this card as an effect")
            if np.kind == "pron" and np.noun in ("card", "cards"):
                return Hold(("discard_chosen", who))
            raise Unrepresentable(f"discard {np.label}")
        return f

    def discard_np_random(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None or replace(np.filter, kind="card") != Filter(kind="card"):
            raise Unrepresentable(f"discard {np.label} at random")
        return lambda subj: Discard(self.actor(subj), as_amount(np.n), random=True)

    def mill(self, meta, c):
        n = c[0]
        return lambda subj: Mill(self.actor(subj), n)

    # life
    def gain_life(self, meta, c):
        n = as_amount(c[0])
        return lambda subj: GainLife(self.actor(subj), n)

    def gain_life_each(self, meta, c):
        n, np = as_amount(c[0]), c[1]
        return lambda subj: GainLife(self.actor(subj), times_each(n, np))

    def gain_life_equal(self, meta, c):
        n = c[0]
        return lambda subj: GainLife(self.actor(subj), n)

    def lose_life(self, meta, c):
        n = as_amount(c[0])
        return lambda subj: LoseLife(self.actor(subj), n)

    def _lose_unless(self, n, offer):
        """"[Each player] loses N life unless they [do X]": each player in APNAP order (101.4) may do X; a player
        who doesn't loses the life (608.2d; the offer is no choice to a loop, 732.6)."""
        def f(subj):
            who = self.actor(subj)
            body = Seq((MayDo(offer, unless=True), IfYouDo(LoseLife(You(), n), negate=True)))
            return body if who == You() else ForEachPlayer(who, body)
        return f

    def lose_life_unless_discard(self, meta, c):
        return self._lose_unless(as_amount(c[0]), Discard(You(), Num(1)))

    def lose_life_unless_sac(self, meta, c):
        n, np = as_amount(c[0]), c[1]
        flt = np if isinstance(np, Filter) else _one_of_types(np)  # types_or3 gives the filter itself
        return self._lose_unless(n, Sacrifice(You(), filter=flt, n=Num(1)))

    def lose_life_each(self, meta, c):
        n, np = as_amount(c[0]), c[1]
        return lambda subj: LoseLife(self.actor(subj), times_each(n, np))

    def lose_life_equal(self, meta, c):
        n = c[0]
        return lambda subj: LoseLife(self.actor(subj), n)

    def gain_and_draw(self, meta, c):
        n, m = as_amount(c[0]), c[1]
        return lambda subj: Seq((GainLife(self.actor(subj), n), Draw(self.actor(subj), m)))

    def drain(self, meta, c):
        n, m = as_amount(c[0]), as_amount(c[1])
        return lambda subj: Seq((LoseLife(self.actor(subj), n), GainLife(You(), m)))

    # scry / surveil
    def scry(self, meta, c):
        n = as_amount(c[0])
        return lambda subj: Scry(self.actor(subj), n)

    def surveil(self, meta, c):
        n = as_amount(c[0])
        return lambda subj: Surveil(self.actor(subj), n)

    def scry_draw(self, meta, c):
        n, m = as_amount(c[0]), c[1]
        return lambda subj: Seq((Scry(self.actor(subj), n), Draw(self.actor(subj), m)))

    def surveil_draw(self, meta, c):
        n, m = as_amount(c[0]), c[1]
        return lambda subj: Seq((Surveil(self.actor(subj), n), Draw(self.actor(subj), m)))

    # mana
    def add(self, meta, c):
        spec = c[0]
        return lambda subj: self._imper(subj) or spec

    def adds(self, meta, c):
        """"its controller adds an additional {G}" (106.4): the mana goes to the player the subject names."""
        spec = c[0]
        if type(spec) is not AddMana or spec.who != You():
            raise Unrepresentable("adds <mana> of this form")

        def f(subj):
            if subj is None:
                raise Unrepresentable("adds without a subject")
            return replace(spec, who=self.actor(subj))
        return f

    def add_each(self, meta, c):
        spec, np = c[0], c[1]
        return lambda subj: self._imper(subj) or Repeat(times_each(Num(1), np), spec)

    def add_amount(self, meta, c):
        mana, amt = str(c[0]), c[1]
        return lambda subj: self._imper(subj) or Repeat(amt, AddMana(mana))

    def add_x_any(self, meta, c):
        return lambda subj: self._imper(subj) or AddMana(any_color=True, amount=XValue())

    def ms_literal(self, meta, c):
        return AddMana(str(c[0]))

    def ms_n_literal(self, meta, c):
        """106.1, "add six {G}": a number of one mana symbol (written out as that many symbols)."""
        n, sym = c[0], str(c[1])
        if not isinstance(n, int) or n < 1 or n > 20 or not re.fullmatch(r"\{[WUBRGC]\}", sym):
            raise Unrepresentable("a number of mana symbols")
        return AddMana(sym * n)

    def ms_choice(self, meta, c):
        return AddMana(choices=(str(c[0]),) + tuple(c[-1]))

    def ms_choice3(self, meta, c):
        return AddMana(choices=tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))

    def mana_choices(self, meta, c):
        return tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")

    def ms_any(self, meta, c):
        return AddMana(any_color=True)

    def ms_commander(self, meta, c):
        """903.4: "one mana of any color in your commander's color identity"."""
        return AddMana(any_color=True, colors_of="commander")

    def ms_any_n(self, meta, c):
        if "one color" not in low_text(self.text[meta.start_pos:meta.end_pos]) and c[0] != 1:
            raise Unrepresentable("mana of any colors (combination)")
        return AddMana(any_color=True, amount=Num(c[0]))

    # search / shuffle
    def search(self, meta, c):
        lib, np = c[0], c[1]
        if lib not in ("you", "they"):
            raise Unrepresentable("search another library")
        if np.kind not in ("indef",):
            raise Unrepresentable("search for ...")
        flt = replace(np.filter, kind="card") if np.filter.kind == "permanent" else np.filter
        n = as_amount(np.n)

        def f(subj):
            if lib == "they" and (subj is None or subj.kind == "you"):
                raise Unrepresentable("search their library")
            return Search(self.actor(subj), flt, n, up_to=True, remember="searched")
        return f

    def search_lib_gy(self, meta, c):
        """701.23: "search your library and graveyard for ..." (both are searched) and "... and/or graveyard
        for ..." (the searcher may search the graveyard alone; the library is shuffled only if searched)."""
        if c[0] != "you":
            raise Unrepresentable("search another library and graveyard")
        mode = "either" if "and/or" in low_text(self.text[meta.start_pos:meta.end_pos]) else "both"
        f = self.search(meta, c)
        return lambda subj: replace(f(subj), graveyard=mode)

    def shuffle(self, meta, c):
        if c and c[0] not in ("you",):
            raise Unrepresentable("shuffle another library")
        return lambda subj: Shuffle(self.actor(subj))

    def shuffle_into(self, meta, c):
        np = c[0]  # "into its owner's library": a card always goes to its owner's library (400.3)
        return lambda subj: self.obj_effect(np, lambda r: MoveTo(r, "library", position="shuffle"))

    def gain_control(self, meta, c):
        np = c[0]
        dur = c[1] if len(c) > 1 else "permanent"
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: GainControl(r, dur))

    def _dig_put(self, np: NP, zone: str):
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("put ... from among them")
        refuse_mixed_or(np)
        return lambda subj: ("dig_put", np.filter, as_amount(np.n), zone, np.upto)

    # look / reveal
    def look_top(self, meta, c):
        n, lib = as_amount(c[0]), c[-1]
        who = self._lib(lib)
        return lambda subj: self._imper(subj) or Dig(who, n)

    def look_top1(self, meta, c):
        who = self._lib(c[0])
        return lambda subj: self._imper(subj) or Dig(who, Num(1))

    def reveal_top(self, meta, c):
        n, lib = as_amount(c[0]), c[-1]
        if lib != "you":
            raise Unrepresentable("reveal another library")
        return lambda subj: Dig(self.actor(subj), n, reveal=True)

    def reveal(self, meta, c):
        np: NP = c[0]
        if np.kind == "top" and isinstance(np.ref, TopCards):
            def f(subj):
                ref = np.ref
                if isinstance(ref.who, Pron):  # "Target player reveals the top card of their library"
                    ref = replace(ref, who=self.actor(subj))
                return Reveal(ref.who, ref.n)
            return f
        if np.kind != "pron":
            raise Unrepresentable(f"reveal {np.label}")
        return lambda subj: ("reveal_it", np.ref)

    def reveal_until(self, meta, c):
        """701.20a: "<player> reveal(s) cards from the top of <library> until <they/you> reveal <N> <cards>": a
        ``Dig(until=True)`` remembering what it revealed, so that the next instruction ("Put that card into your
        hand and the rest on the bottom of your library in a random order") names where the cards go
        (``assemble._fuse_steps``); left alone, nothing is taken and the card stays unsupported."""
        lib, np = c[0], c[-1]
        if np.kind != "indef" or np.filter is None or np.is_player or not isinstance(np.n, int):
            raise Unrepresentable("reveal until ...")
        refuse_mixed_or(np)
        flt = replace(np.filter, kind="card", zone=None)
        n = np.n

        def f(subj, several: bool = False):
            if subj is None or subj.kind == "you":
                if lib != "you":
                    raise Unrepresentable("reveal until: another library")
                who = You()
            else:
                who = self.actor(subj)
                if lib != "they" or isinstance(who, Players) and not several:
                    raise Unrepresentable("reveal until: several players")
            return Dig(who, Num(n), reveal=True, filter=flt, until=True, remember=REVEALED_UNTIL)
        return f

    def reveal_until_mill(self, meta, c):
        """701.20a: "... until they reveal a land card, then puts those cards into their graveyard": every card
        revealed, the one found included, goes to the graveyard (``Dig(until=True)`` taking the found cards to
        the graveyard and the rest too); "each opponent reveals ..." is each one in turn (no choice is made)."""
        f = self.reveal_until(meta, c)

        def g(subj):
            d = f(subj, several=True)
            d = replace(d, take=d.n, zone="graveyard", rest="graveyard", remember=None)
            if isinstance(d.who, Players):
                return ForEachPlayer(d.who, replace(d, who=You()))
            return d
        return g

    def reveal_until_hand(self, meta, c):
        """701.20a: "Reveal cards ... until you reveal a nonland card, then put all cards revealed this way into
        your hand"."""
        f = self.reveal_until(meta, c)
        return lambda subj: replace(f(subj), take=f(subj).n, zone="hand", rest="hand", remember=None)

    def reveal_hand(self, meta, c):
        return lambda subj: Hold(("reveal_hand", self.actor(subj)))

    def dig1_bottom(self, meta, c):
        return lambda subj: ("dig_take", None, Num(1), "hand", "bottom")

    def dig1_bottom_random(self, meta, c):
        return lambda subj: ("dig_take", None, Num(1), "hand", "bottom_random")

    def dig1_gy(self, meta, c):
        return lambda subj: ("dig_take", None, Num(1), "hand", "graveyard")

    def dig2_gy(self, meta, c):
        return lambda subj: ("dig_take", None, Num(2), "hand", "graveyard")

    def dig2_bottom(self, meta, c):
        return lambda subj: ("dig_take", None, Num(2), "hand", "bottom")

    def dign_bottom(self, meta, c):
        n = c[0]
        return lambda subj: ("dig_take_upto", None, Num(n), "hand", "bottom")

    def dign_bottom_random(self, meta, c):
        n = c[0]
        return lambda subj: ("dig_take_upto", None, Num(n), "hand", "bottom_random")

    def dign_gy(self, meta, c):
        n = c[0]
        return lambda subj: ("dig_take_upto", None, Num(n), "hand", "graveyard")

    def dig_reveal_one(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), as_amount(np.n), "hand", True)

    def dig_all_hand(self, meta, c):
        """"Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the
        rest on the bottom of your library in any order" (701.20a, 608.2c): every matching card goes (no choice),
        fused with the reveal into one ``Dig``."""
        np: NP = c[0]
        if np.filter is None or np.kind not in ("bare", "each", "indef"):
            raise Unrepresentable("put all ... revealed this way")
        refuse_mixed_or(np)
        return lambda subj: ("dig_all", replace(np.filter, kind="card"), "hand")

    def dig_put_one(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), as_amount(np.n), "hand", False)

    def put_milled_hand(self, meta, c):
        """"Mill three cards. You may put a land card from among the cards milled this way into your hand"
        (701.17, 608.2c): one of the cards the mill put into the graveyard (remembered as "milled"), chosen
        after they are there; none if the player declines."""
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None or np.n != 1:
            raise Unrepresentable("put ... from among the cards milled")
        refuse_mixed_or(np)
        flt = replace(np.filter, kind="card", zone="graveyard", owner=None, remembered="milled")
        return lambda subj: self._imper(subj) or Seq((ChooseAndDo(You(), flt, Num(1), key="chosen", up_to=True),
                                                     MoveTo(Remembered("chosen"), "hand")))

    def dig_put_bf(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), as_amount(np.n), "battlefield", False)

    def lose_game(self, meta, c):
        return lambda subj: GameAction("lose", self.actor(subj))

    def drain_self(self, meta, c):
        n, m = as_amount(c[0]), as_amount(c[1])
        return lambda subj: Seq((LoseLife(self.actor(subj), n), GainLife(self.actor(subj), m)))

    def lose_half_life(self, meta, c):
        def f(subj):
            who = self.actor(subj)
            if isinstance(who, (You, Target, LocalTarget, EventPlayer, ControllerOf, OwnerOf)) or \
                    isinstance(who, Pron) and not who.plural:
                return LoseLife(who, Half(LifeOf(who), round_up=True))
            # "Each opponent loses half their life": each player loses half of their own life total
            return ForEachPlayer(who, LoseLife(You(), Half(LifeOf(You()), round_up=True)))
        return f

    def set_life(self, meta, c):
        n = as_amount(c[0])
        return lambda subj: SetLife(self.actor(subj), n)

    def search_split(self, meta, c):
        return lambda subj: ("search_split",)

    def shuffle_gy(self, meta, c):
        return lambda subj: MoveTo(CardsIn(self.actor(subj), "graveyard"), "library", position="shuffle")

    def shuffle_hand_gy(self, meta, c):
        def f(subj):
            who = self.actor(subj)
            return Seq((MoveTo(CardsIn(who, "hand"), "library", position="shuffle"),
                        MoveTo(CardsIn(who, "graveyard"), "library", position="shuffle")))
        return f


def _one_of_types(np: NP) -> Filter:
    """"a creature" or "an artifact, a creature, or a land": one permanent of any of those card types."""
    items = np.n if np.kind == "or" else (np,)
    if not all(x.kind == "indef" and isinstance(x.filter, Filter) and x.n == 1 for x in items):
        raise Unrepresentable(f"sacrifice {np.label}")
    if len(items) == 1:
        return items[0].filter
    base = replace(items[0].filter, types=())
    types = []
    for x in items:
        if replace(x.filter, types=()) != base or len(x.filter.types) != 1:
            raise Unrepresentable(f"sacrifice {np.label}")
        types.append(x.filter.types[0])
    return replace(base, any_types=tuple(types))
