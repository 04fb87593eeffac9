"""Noun phrases: the forms an object, card or player description takes ("target creature", "each
opponent", "it", "the top card of your library", "up to two other target ...") and the roles a noun
phrase then plays (reference, target, affected group, actor).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from lark import Tree

from ...tree.abilities import TargetSpec
from ...tree.effects import ChooseAndDo, Effect, Seq
from ...tree.filters import ANY_TARGET, PLAYER, Filter
from ...tree.refs import (
    BasicLandTypes,
    ColorsSpent,
    TimesKicked,
    CountersOn,
    PartySize,
    AttachedTo,
    CommanderCasts,
    ControllerOf,
    Each,
    CraftedWith,
    ExiledWith,
    OwnerOf,
    Players,
    Ref,
    Remembered,
    This,
    TopCards,
    XValue,
    You,
)
from .results import THEIR, NP, Pron, ThisWayCount, Unrepresentable, bad_form, rewrite
from .words import INVARIANT_PLURALS, as_amount, died_this_turn, low_text, merge_filter, text_of, word_item, filter_from_words

class NounPhraseRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def _it(self, meta, noun="it"):
        return Pron(noun, meta.start_pos)

    # ------------------------------------------------------------ noun phrases

    def np_words(self, meta, c):
        groups: list[list] = [[]]
        for x in c:
            if isinstance(x, Tree) and x.data == "np_alt":
                # "artifact or enchantment"; "Skeletons, Vampires, and Zombies", "artifacts and
                # enchantments": each alternative qualifies
                groups.append([])
            elif isinstance(x, Tree) and x.data == "np_word":
                groups[-1].append(word_item(x))
            else:
                raise Unrepresentable("noun word")
        return groups

    def np_body(self, meta, c):
        groups = c[0]
        flt, plural = filter_from_words(groups)
        words = [w for g in groups for _, _, w in g]
        if len(groups) > 1 and any(getattr(q, "keyword", False) for q in c[1:]):
            # "artifact, enchantment, or creature with flying": a keyword after a list of alternatives
            # qualifies the last one only, which one Filter (an "and" of its fields) cannot say; its
            # ``either`` alternatives can (an artifact, an enchantment, or a creature with flying). A number
            # ("creature or planeswalker with mana value 3 or less") qualifies them all, as one Filter says.
            return self._either(groups, flt, plural, words, c[1:])
        for q in c[1:]:
            if not callable(q):
                raise Unrepresentable(f"qualifier {getattr(q, 'data', q)}")
            flt = q(flt)
        return flt, plural, words

    def _either(self, groups, flt, plural, words, quals):
        """Alternatives whose last one alone is qualified by keywords ("with flying"): the Filter of all the
        alternatives' words (for kind, zone and what any later qualifier adds) with ``either`` = each
        alternative's own Filter, the last one qualified. Only keyword qualifiers, and alternatives that
        each name one card type, are read so."""
        if not all(getattr(q, "keyword", False) and callable(q) for q in quals):
            raise Unrepresentable("with <keyword> after a list of alternatives, with other qualifiers")
        alts = []
        for g in groups:
            f, _ = filter_from_words([g])
            if len(f.types) != 1 or f.any_types or f.subtypes or f.kind != flt.kind:
                raise Unrepresentable("with <keyword> after alternatives that aren't card types")
            alts.append(f)
        last = alts[-1]
        for q in quals:
            last = q(last)
        return replace(flt, either=tuple(alts[:-1]) + (last,)), plural, words

    def z_gy_you(self, meta, c):
        def q(f):
            if f.kind == "spell":  # "an artifact spell from your graveyard": see c_cast_free
                return merge_filter(f, zone="graveyard", owner="you")
            return merge_filter(f, kind="card", zone="graveyard", owner="you") if f.kind != "player" else bad_form()
        return q

    def z_gy_any(self, meta, c):
        return lambda f: merge_filter(f, kind="card", zone="graveyard")

    def z_gy_opp(self, meta, c):
        return lambda f: merge_filter(f, kind="card", zone="graveyard", owner="opponent")

    def z_gy_target(self, meta, c):
        """"in target player's graveyard", "from target opponent's graveyard": a player target of its own; a card
        in a graveyard is in its owner's (404.1)."""
        opp = "opponent" in self.text[meta.start_pos:meta.end_pos].lower()
        spec = TargetSpec(Filter(kind="player", player="opponent"), label="target opponent") if opp \
            else TargetSpec(PLAYER, label="target player")
        ref = self.add_target(spec, meta.start_pos)
        return lambda f: merge_filter(f, kind="card", zone="graveyard", controlled_by=ref) if f.kind != "player" \
            else bad_form()

    def z_gy_that(self, meta, c):
        """"from that player's graveyard": the graveyard of the player named before (404.1). "Their graveyard"
        after "each player" would mean each one's own, which a single reference can't say: refused."""
        words = self.text[meta.start_pos:meta.end_pos].lower()
        if words.endswith("their graveyard"):
            # "Target player exiles a card from their graveyard": like "their hand", a placeholder only a
            # clause whose subject chooses resolves (``effects_objects.exile``); ``_done`` refuses it elsewhere
            return lambda f: merge_filter(f, kind="card", zone="graveyard", owner=THEIR) if f.kind != "player" \
                else bad_form()
        if not words.endswith("that player's graveyard"):
            raise Unrepresentable("their graveyard")
        it = Pron("player", meta.start_pos)
        return lambda f: merge_filter(f, kind="card", zone="graveyard", controlled_by=it) if f.kind != "player" \
            else bad_form()

    def z_hand_you(self, meta, c):
        def q(f):
            if f.kind == "spell":  # "an artifact spell from your hand": see c_cast_free
                return merge_filter(f, zone="hand", owner="you")
            return merge_filter(f, kind="card", zone="hand", owner="you")
        return q

    def z_hand_that(self, meta, c):
        """"from their hand": the hand of the player the clause's subject names ("Target player exiles a card
        from their hand"); the owner stays a placeholder that only such a clause resolves (to "you" from the
        choosing player's point of view) -- ``_done`` refuses it anywhere else."""
        return lambda f: merge_filter(f, kind="card", zone="hand", owner=THEIR)

    def z_exile(self, meta, c):
        return lambda f: merge_filter(f, kind="card", zone="exile")

    def z_lib_you(self, meta, c):
        return lambda f: merge_filter(f, kind="card", zone="library", owner="you")

    # --- the noun phrase forms
    def _np(self, meta, kind, body=None, **kw) -> NP:
        flt = None
        plural = False
        noun = ""
        if body is not None:
            flt, plural, words = body
            noun = words[-1] if words else ""
        return NP(kind, flt, label=self.label(meta), pos=meta.start_pos if not meta.empty else 0,
                  noun=noun, **kw) if "noun" not in kw else NP(kind, flt, label=self.label(meta),
                                                               pos=meta.start_pos, **kw)

    def np_self(self, meta, c):
        return NP("self", ref=This(), label=self.label(meta), pos=meta.start_pos)

    def np_self_zone(self, meta, c):
        self.self_zone = c[-1](Filter()).zone
        return NP("self", ref=This(), label=self.label(meta), pos=meta.start_pos, noun="from_zone")

    def _pron(self, meta, noun, plural=False):
        return NP("pron", ref=Pron(noun, meta.start_pos, plural), label=self.label(meta), pos=meta.start_pos,
                  noun=noun)

    def np_it(self, meta, c):
        return self._pron(meta, "it")

    def np_that_either(self, meta, c):
        """"that creature or planeswalker": the one object named before ("target creature or planeswalker")."""
        return self._pron(meta, "it")

    def np_him(self, meta, c):
        """"him"/"her": Oracle text gives a personal pronoun only to a named character, the card itself."""
        return self._pron(meta, "him")

    def np_them(self, meta, c):
        return self._pron(meta, "them", True)

    def np_they(self, meta, c):
        return self._pron(meta, "they", True)

    def np_that(self, meta, c):
        return self._pron(meta, low_text(text_of(c[0])))

    def np_that_spell_or_ability(self, meta, c):
        """"that spell or ability": the one a trigger's event names (``assemble`` resolves it, 115.1)."""
        return self._pron(meta, "spell or ability")

    def np_those(self, meta, c):
        return self._pron(meta, low_text(text_of(c[0])), True)

    def np_those_cards(self, meta, c):
        return self._pron(meta, "cards", True)

    def np_commander_casts(self, meta, c):
        """"[for each] time you've cast your commander from the command zone this game" (903.8's count): a count,
        read only by "for each" (``times_each``)."""
        return NP("count", n=CommanderCasts(You()), label="time you've cast your commander", pos=meta.start_pos)

    def np_you(self, meta, c):
        return NP("you", filter=Filter(kind="player", player="you"), ref=You(), label="you", pos=meta.start_pos)

    def np_its_controller(self, meta, c):
        return NP("player", filter=PLAYER, ref=ControllerOf(Pron("it", meta.start_pos)), label=self.label(meta),
                  pos=meta.start_pos)

    def np_its_owner(self, meta, c):
        return NP("player", filter=PLAYER, ref=OwnerOf(Pron("it", meta.start_pos)), label=self.label(meta),
                  pos=meta.start_pos)

    def np_that_controller(self, meta, c):
        return NP("player", filter=PLAYER, ref=ControllerOf(Pron(low_text(text_of(c[0])), meta.start_pos)),
                  label=self.label(meta), pos=meta.start_pos)

    def np_that_owner(self, meta, c):
        return NP("player", filter=PLAYER, ref=OwnerOf(Pron(low_text(text_of(c[0])), meta.start_pos)),
                  label=self.label(meta), pos=meta.start_pos)

    def np_self_controller(self, meta, c):
        return NP("player", filter=PLAYER, ref=ControllerOf(This()), label=self.label(meta), pos=meta.start_pos)

    def np_self_owner(self, meta, c):
        return NP("player", filter=PLAYER, ref=OwnerOf(This()), label=self.label(meta), pos=meta.start_pos)

    def np_defending(self, meta, c):
        return NP("player", filter=PLAYER, ref=Players("defending"), label=self.label(meta), pos=meta.start_pos)

    def np_subgame_nonwinners(self, meta, c):
        """729.1b: "each player who doesn't win the subgame" -- after the subgame ends, the players of the
        main game who didn't win it (the engine remembers them for the rest of the resolution)."""
        return NP("players", filter=PLAYER, ref=Remembered("subgame_nonwinners"), label=self.label(meta),
                  pos=meta.start_pos)

    def np_your_opponents(self, meta, c):
        return NP("players", filter=Filter(kind="player", player="opponent"), ref=Players("opponents"),
                  label=self.label(meta), pos=meta.start_pos)

    def np_one_of_opponents(self, meta, c):
        """102.2, 102.3: "one of your opponents" is an opponent -- the same noun phrase as "an opponent"."""
        return NP("indef", filter=Filter(kind="player", player="opponent"), n=1, label=self.label(meta),
                  pos=meta.start_pos, noun="opponent")

    def np_enchanted(self, meta, c):
        flt, plural, words = c[0]
        return NP("attached", filter=flt, ref=AttachedTo(This()), label=self.label(meta), pos=meta.start_pos,
                  noun=words[-1] if words else "")

    np_equipped = np_enchanted

    def np_enchanted_player(self, meta, c):
        return NP("attached", filter=PLAYER, ref=AttachedTo(This()), label=self.label(meta), pos=meta.start_pos)

    def np_any_target(self, meta, c):
        ref = self.add_target(TargetSpec(ANY_TARGET, label="any target"), meta.start_pos)
        return NP("target", filter=ANY_TARGET, ref=ref, label="any target", pos=meta.start_pos)

    def np_any_other_target(self, meta, c):
        flt = replace(ANY_TARGET, other=True)
        ref = self.add_target(TargetSpec(flt, label=self.label(meta),
                                         distinct_from=tuple(range(len(self.targets)))), meta.start_pos)
        return NP("target", filter=flt, ref=ref, label=self.label(meta), pos=meta.start_pos)

    np_another_target_any = np_any_other_target

    def _target(self, meta, body, mn=1, mx=1, other=False, same_owner=False):
        flt, plural, words = body
        if other:
            flt = replace(flt, other=True)
        distinct = tuple(range(len(self.targets))) if other else ()
        label = self.label(meta)
        ref = self.add_target(TargetSpec(flt, min=mn, max=mx, label=label, distinct_from=distinct,
                                         same_owner=same_owner), meta.start_pos)
        return NP("target", filter=flt, ref=ref, label=label, pos=meta.start_pos, n=mx, upto=mn == 0,
                  noun=words[-1] if words else "")

    def np_target(self, meta, c):
        return self._target(meta, c[0])

    def np_target_other(self, meta, c):
        return self._target(meta, c[0], other=True)

    def np_target_n(self, meta, c):
        return self._target(meta, c[1], c[0], c[0])

    def np_target_upto(self, meta, c):
        return self._target(meta, c[1], 0, c[0])

    def _one_gy(self, body):
        """"<cards> from a single graveyard": cards in a graveyard, all of one player's (115.1, 404.1)."""
        flt, plural, words = body
        if flt.zone not in (None, "graveyard") or flt.kind not in ("card", "object", "permanent"):
            raise Unrepresentable("from a single graveyard")
        return merge_filter(flt, kind="card", zone="graveyard"), plural, words

    def np_target_upto_one_gy(self, meta, c):
        return self._target(meta, self._one_gy(c[1]), 0, c[0], same_owner=True)

    def np_target_n_one_gy(self, meta, c):
        return self._target(meta, self._one_gy(c[1]), c[0], c[0], same_owner=True)

    def np_target_upto_other(self, meta, c):
        return self._target(meta, c[1], 0, c[0], other=True)

    def np_target_any(self, meta, c):
        return self._target(meta, c[0], 0, 999)

    def _group(self, meta, body, kind, other=False):
        flt, plural, words = body
        if other:
            flt = replace(flt, other=True)
        if flt.kind == "player":
            which = {"any": "each", "opponent": "opponents"}[flt.player or "any"]
            if other:
                if which != "each":
                    raise Unrepresentable("other opponents")
                which = "others"
            return NP("players", filter=flt, ref=Players(which), label=self.label(meta), pos=meta.start_pos)
        return NP(kind, filter=flt, ref=Each(flt), label=self.label(meta), pos=meta.start_pos,
                  noun=words[-1] if words else "")

    def np_each(self, meta, c):
        return self._group(meta, c[0], "each")

    def np_all(self, meta, c):
        return self._group(meta, c[0], "each")

    def np_each_other(self, meta, c):
        return self._group(meta, c[0], "each", other=True)

    np_all_other = np_each_other

    def np_other(self, meta, c):
        flt, plural, words = c[0]
        if not plural and words and words[-1] in INVARIANT_PLURALS:  # "Other Merfolk you control get +1/+1"
            plural = True
        if not plural:  # "for each other enchantment"
            return self._indef(meta, c[0], 1, other=True)
        return self._group(meta, c[0], "each", other=True)

    def np_one_or_more_other(self, meta, c):
        n = self._indef(meta, c[0], 1, other=True)
        return replace(n, kind="one_or_more")

    def np_this_way(self, meta, c):
        """"creature destroyed this way", "card exiled this way", "creature tapped this way" (608.2c): only a count ("for each ...", "the
        number of ..."), read by ``words.times_each``; with no filter and no reference it is refused anywhere
        else."""
        label = self.label(meta).lower()
        verb = "exiled" if "exiled this way" in label else "tapped" if "tapped this way" in label else "destroyed"
        return NP("this_way", label=self.label(meta), pos=meta.start_pos,
                  n=ThisWayCount(verb, replace(c[0][0], zone=None)))

    def np_bare(self, meta, c):
        flt, plural, words = c[0]
        if plural:
            return self._group(meta, c[0], "each")
        return NP("bare", filter=flt, label=self.label(meta), pos=meta.start_pos, noun=words[-1] if words else "")

    def _indef(self, meta, body, n, upto=False, other=False):
        flt, plural, words = body
        if other:
            flt = replace(flt, other=True)
        return NP("indef", filter=flt, n=n, upto=upto, label=self.label(meta), pos=meta.start_pos,
                  noun=words[-1] if words else "")

    def np_a(self, meta, c):
        return self._indef(meta, c[0], 1)

    def np_any(self, meta, c):
        return self._indef(meta, c[0], 1)

    def np_another(self, meta, c):
        return self._indef(meta, c[0], 1, other=True)

    def np_n(self, meta, c):
        return self._indef(meta, c[1], c[0])

    def np_upto(self, meta, c):
        return self._indef(meta, c[1], c[0], upto=True)

    def np_any_number(self, meta, c):
        return self._indef(meta, c[0], 999, upto=True)

    def np_one_or_more(self, meta, c):
        n = self._indef(meta, c[0], 1)
        return replace(n, kind="one_or_more")

    def _lib(self, lib) -> Ref:
        """Whose library: "your library", "their library", "target player's library"..."""
        if lib == "you":
            return You()
        if lib in ("they", "that"):
            return Pron("player", 0)
        if lib == "owner":
            return OwnerOf(Pron("it", 0))
        if isinstance(lib, tuple) and lib[0] == "target":
            return lib[1]
        raise Unrepresentable(f"library {lib}")

    def lib_target_player(self, meta, c):
        return ("target", self.add_target(TargetSpec(PLAYER, label="target player"), meta.start_pos))

    def lib_target_opp(self, meta, c):
        return ("target", self.add_target(TargetSpec(Filter(kind="player", player="opponent"),
                                                     label="target opponent"), meta.start_pos))

    def _top(self, meta, who, n):
        return NP("top", ref=TopCards(self._lib(who), as_amount(n)), n=n, filter=Filter(kind="card", zone="library"),
                  label=self.label(meta), pos=meta.start_pos, noun="cards")

    def np_top_card(self, meta, c):
        return self._top(meta, c[0], 1)

    def np_top_cards(self, meta, c):
        return self._top(meta, c[1], c[0])

    def np_top_x(self, meta, c):
        return self._top(meta, c[0], XValue())

    def lib_you(self, meta, c):
        return "you"

    def lib_they(self, meta, c):
        return "they"

    def lib_that(self, meta, c):
        return "they"

    def lib_owner(self, meta, c):
        return "owner"

    def np_and(self, meta, c):
        parts = tuple(x for x in c if isinstance(x, NP))
        if parts and parts[0].ref is not None:
            parts = (parts[0],) + tuple(_relative_to(x, parts[0].ref) for x in parts[1:])
        return NP("and", ref=None, label=self.label(meta), pos=meta.start_pos, n=parts)

    np_and3 = np_and

    def np_or(self, meta, c):
        return NP("or", ref=None, label=self.label(meta), pos=meta.start_pos,
                  n=tuple(x for x in c if isinstance(x, NP)))

    def np_opponent_or(self, meta, c):
        """"an opponent or a permanent an opponent controls": a player description or an object's (115.1)."""
        opp = NP("indef", filter=Filter(kind="player", player="opponent"), label="an opponent", pos=meta.start_pos)
        return NP("or", ref=None, label=self.label(meta), pos=meta.start_pos, n=(opp, c[-1]))

    def np(self, meta, c):
        return c[0]

    def np1(self, meta, c):  # pragma: no cover - every np1 form has an alias
        raise Unrepresentable("noun phrase")

    # ------------------------------------------------------------ roles of noun phrases

    def ref(self, np: NP) -> Ref:
        """The np as the object of an effect (a definite reference)."""
        if np.ref is not None:
            return np.ref
        if np.kind == "bare":
            raise Unrepresentable(f"bare singular noun {np.label!r}")
        raise Unrepresentable(f"indefinite noun phrase {np.label!r} as object")

    def refs(self, np: NP) -> list[Ref]:
        if np.kind == "and":
            out = []
            for x in np.n:
                out.extend(self.refs(x))
            return out
        return [self.ref(np)]

    def obj_effect(self, np: NP, make: Callable[[Ref], Effect], who: Ref | None = None) -> Effect:
        """``make`` applied to the np; an indefinite np ("a creature you control") is first chosen."""
        if np.kind == "and":
            return Seq(tuple(self.obj_effect(x, make, who) for x in np.n))
        if np.kind in ("indef",):
            return Seq((ChooseAndDo(who or You(), np.filter, as_amount(np.n), key="chosen", up_to=np.upto),
                        make(Remembered("chosen"))))
        return make(self.ref(np))

    def actor(self, np: NP | None) -> Ref:
        """The player performing an action (subject of "draws", "sacrifices"...)."""
        if np is None:
            return You()
        if np.kind == "and":
            raise Unrepresentable("two subjects")
        if np.kind in ("indef",):
            if np.is_player:
                raise Unrepresentable("an opponent as actor")
        if np.ref is None:
            raise Unrepresentable(f"actor {np.label!r}")
        return np.ref

    def spells_np(self, meta, c):
        # "Spells you cast", "Creature spells your opponents cast": the np qualified by caster
        np: NP = c[0]
        return np

    def d_hand(self, meta, c):
        return ("hand", None)

    def d_battlefield(self, meta, c):
        return ("battlefield", None)

    def d_bf_yours(self, meta, c):
        return ("battlefield", You())

    def d_library(self, meta, c):
        return ("library", "top")

    def d_library_bottom(self, meta, c):
        return ("library", "bottom")

    def d_graveyard(self, meta, c):
        return ("graveyard", None)

    def np_the(self, meta, c):
        flt, plural, words = c[0]
        if words and words[-1] in ("creature", "token", "card", "spell", "permanent", "land", "artifact",
                                   "enchantment", "player", "creatures", "tokens", "cards"):
            return self._pron(meta, words[-1], plural)
        raise Unrepresentable(f"the {' '.join(words)}")

    def np_land_types(self, meta, c):
        """"for each basic land type among lands you control" (domain, 305.6): a count, not an object; only
        "for each" reads it (``words.times_each``)."""
        return NP("amount", ref=BasicLandTypes(You()), label=self.label(meta), pos=meta.start_pos)

    def np_died_this_turn(self, meta, c):
        """700.4: "<creatures> that died this turn": a count of what died (``words.died_this_turn``), read by
        "for each" and "the number of"; no object to act on."""
        return NP("amount", ref=died_this_turn(c[0]), label=self.label(meta), pos=meta.start_pos)

    def np_counters_on_self(self, meta, c):
        """"for each charge counter on ~", "for each +1/+1 counter on ~" (122.1): a count, not an object; only
        "for each" reads it (``words.times_each``)."""
        kind = str(c[0].children[0] if hasattr(c[0], "children") else c[0]).lower()
        return NP("amount", ref=CountersOn(This(), kind), label=self.label(meta), pos=meta.start_pos)

    def np_counters_on_it(self, meta, c):
        """"for each +1/+1 counter on it" (122.1): the count on the object "it" names (resolved like any "it":
        a trigger's event object is read as it last existed, 608.2h); only "for each" reads it."""
        kind = str(c[0].children[0] if hasattr(c[0], "children") else c[0]).lower()
        return NP("amount", ref=CountersOn(Pron("it", meta.start_pos), kind), label=self.label(meta),
                  pos=meta.start_pos)

    def np_party(self, meta, c):
        """"for each creature in your party" (700.8a): a count between zero and four, not a group of objects;
        only "for each" reads it (``words.times_each``)."""
        return NP("amount", ref=PartySize(You()), label=self.label(meta), pos=meta.start_pos)

    def np_colors_spent(self, meta, c):
        """"for each color of mana spent to cast it" (106.1): a count between zero and five, read by "for each"."""
        return NP("count", n=ColorsSpent(This()), label="color of mana spent", pos=meta.start_pos)

    def np_times_kicked(self, meta, c):
        """"for each time it was kicked" (702.33d): a count, read by "for each"."""
        return NP("count", n=TimesKicked(This()), label="time it was kicked", pos=meta.start_pos)
    def np_crafted_with(self, meta, c):
        """"the exiled cards used to craft it" (702.167c)."""
        return NP("exiled", ref=CraftedWith(This()), label=self.label(meta), pos=meta.start_pos, noun="cards")

    def np_exiled(self, meta, c):
        return NP("exiled", ref=ExiledWith(This()), label=self.label(meta), pos=meta.start_pos, noun="cards")

    def _player_of(self, np: NP):
        """"an opponent" -> "opponent"; a definite player ("defending player", "that player", "target opponent")
        -> its Ref."""
        if np.kind == "indef" and np.filter == Filter(kind="player", player="opponent"):
            return "opponent"
        if np.ref is not None and np.kind in ("player", "pron", "target") and (np.filter is None or np.is_player
                                                                                or np.kind == "pron"):
            return np.ref
        raise Unrepresentable(f"player {np.label!r}")

    def _player_whose(self, np: NP) -> str:
        if np.kind == "you":
            return "you"
        if np.kind == "indef" and np.filter is not None and np.filter.kind == "player":
            return "opponent" if np.filter.player == "opponent" else "each"
        raise Unrepresentable(f"trigger player {np.label!r}")

    def z_outside(self, meta, c):
        return lambda f: merge_filter(f, kind="card", zone="outside")

    def z_anywhere(self, meta, c):
        return lambda f: merge_filter(f, kind="card")

    def _count_filter(self, np: NP) -> Filter:
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("for each ...")
        return np.filter

    def np_each_of(self, meta, c):
        np: NP = c[-1]
        if np.kind == "pron":
            return np
        if np.kind == "players" and np.ref == Players("opponents"):  # "each of your opponents" (102.3)
            return np
        raise Unrepresentable("each of ...")

    def _multi_target(self, meta, flt, mn, mx):
        label = self.label(meta)
        ref = self.add_target(TargetSpec(flt, min=mn, max=mx, label=label), meta.start_pos)
        return NP("target", filter=flt, ref=ref, label=label, pos=meta.start_pos, n=mx)

    def np_any_number_targets(self, meta, c):
        return self._multi_target(meta, ANY_TARGET, 1, 999)

    def np_one_or_two_targets(self, meta, c):
        return self._multi_target(meta, ANY_TARGET, 1, 2)

    def np_one_to_three_targets(self, meta, c):
        """"among one, two, or three targets" (115.1, 601.2d): one to three targets."""
        return self._multi_target(meta, ANY_TARGET, 1, 3)

    def np_one_to_three_target(self, meta, c):
        flt, _, _ = c[-1]
        return self._multi_target(meta, flt, 1, 3)

    def np_one_or_two_target(self, meta, c):
        flt, _, _ = c[0]
        return self._multi_target(meta, flt, 1, 2)


_RELATIONS = ("shares_color_with", "shares_type_with", "same_name_as")


def _relative_to(np: NP, first) -> NP:
    """"Enchanted creature and other creatures that share a creature type with it": in the noun phrases after the
    first of an "and", "it" in a relation (shares a color / creature type with, the same name as) is the first."""
    def fix(n):
        if isinstance(n, Filter) and any(isinstance(getattr(n, f), Pron) and getattr(n, f).noun == "it"
                                         for f in _RELATIONS):
            return replace(n, **{f: first for f in _RELATIONS if isinstance(getattr(n, f), Pron)
                                 and getattr(n, f).noun == "it"})
        return n
    return replace(np, filter=rewrite(np.filter, fix) if np.filter is not None else None,
                   ref=rewrite(np.ref, fix) if np.ref is not None else None)
