"""Continuous effects and their wording (611, 613): P/T changes, gaining and losing abilities, becoming
another type or color, combat restrictions ("can't block", "can't be blocked"), copy exceptions
(707.9).
"""
from __future__ import annotations

from dataclasses import replace

from lark import Token

from ...tree.abilities import Keyword, Static
from ...tree.base import Node
from ...tree.continuous import (
    AddAbilities,
    AddTypes,
    CastFrom,
    ChosenCreatureType,
    CopyOf,
    ModPT,
    RemoveAbilities,
    RemoveTypes,
    Restrict,
    SetColors,
    SetPT,
)
from ...tree.effects import CastCard, MayCast, MayPlay
from ...tree.filters import Filter
from ...tree.refs import Each, Num, This, XValue
from ..lexicon import CREATURE_TYPES, LAND_TYPES
from ...core.types import BASIC_LAND_TYPES
from ...tree.refs import AffectedObject
from .results import NP, Cont, StaticR, Unrepresentable, listed_and_quoted, WithDuration, compile_quoted, rewrite, Pron
from .words import COLOR_WORDS, low_text, pt_pair, split_types, text_of, times_each, keyword


_LOSE_OTHER = object()  # "loses all other abilities" (ordered first among the effect's layer 6 parts)


class ContinuousRules:
    """Grammar rules of this module, mixed into :class:`.transformer.SentenceBuilder`."""

    def _r(kind, dur=None):  # type: ignore[misc]
        def method(self, meta, c):
            return (kind, dur, None)
        return method

    r_attack = _r("cant_attack")

    def r_attack_unless_defender(self, meta, c):
        """508.1c: "can't attack unless defending player controls an Island": a restriction on each player (or
        planeswalker, battle) it could attack; refused for anything but a description of permanents."""
        np = c[-1]
        if np.kind != "indef" or np.filter is None or np.filter.kind != "permanent" or np.n != 1 \
                or np.filter.controller is not None or np.filter.controlled_by is not None:
            raise Unrepresentable("defending player controls " + np.label)
        return ("cant_attack_unless_defender_controls", None, replace(np.filter, controller="you"))
    r_block = _r("cant_block")
    r_attack_or_block = _r("cant_attack_or_block")
    r_block_turn = _r("cant_block", "end_of_turn")
    r_attack_turn = _r("cant_attack", "end_of_turn")
    r_attack_or_block_turn = _r("cant_attack_or_block", "end_of_turn")
    r_attack_you = _r("cant_attack_you")
    r_block_alone = _r("cant_block_alone")
    r_attack_alone = _r("cant_attack_alone")
    r_transform = _r("cant_transform")
    r_attack_block_abilities = _r(("cant_attack_or_block", "cant_activate"))
    r_attack_or_block_alone = _r(("cant_attack_alone", "cant_block_alone"))
    r_block_abilities = _r(("cant_block", "cant_activate"))

    br_unblockable = _r("cant_be_blocked")
    br_unblockable_turn = _r("cant_be_blocked", "end_of_turn")
    br_menace = _r("cant_be_blocked_except_by_n")
    br_blocked_by_more_than_one = _r("cant_be_blocked_by_more_than_one")
    br_countered = _r("cant_be_countered")
    br_sacrificed = _r("cant_be_sacrificed")
    br_enchanted = _r("cant_be_enchanted")
    br_hexproof = _r("hexproof_from_opponents")

    def br_menace(self, meta, c):  # noqa: F811 - arg needed
        return ("cant_be_blocked_except_by_n", None, 2)

    def r_cast(self, meta, c, dur=None):
        """101.2: "[players] can't cast [spells]" (engine/mechanics/cast_bans.py)."""
        np: NP = c[0]
        if np.filter is None or np.filter.kind != "spell":
            raise Unrepresentable("can't cast ...")
        return ("cant_cast", dur, np.filter)

    def r_cast_turn(self, meta, c):
        return self.r_cast(meta, c, "end_of_turn")

    def r_cast_your_turn(self, meta, c):
        """"[players] can't cast [spells] during your turn" (``cant_cast_during_your_turn``)."""
        kind, dur, f = self.r_cast(meta, c)
        return ("cant_cast_during_your_turn", dur, f)

    def r_cast_one(self, meta, c):
        """"[players] can't cast more than one spell each turn" (``cant_cast_more_than`` 1)."""
        return ("cant_cast_more_than", None, 1)

    br_cast = _r("cant_be_cast")

    def br_except_by_n(self, meta, c):
        return ("cant_be_blocked_except_by_n", None, c[0])

    def br_blocked_by(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("blocked by ...")
        return ("cant_be_blocked_by", None, np.filter)

    def br_blocked_by_turn(self, meta, c):
        """509.1b: "can't be blocked by creatures with power 2 or less this turn": the restriction until end of
        turn (611.2)."""
        return self.br_blocked_by(meta, c)[:1] + ("end_of_turn",) + self.br_blocked_by(meta, c)[2:]

    def r_gain_life_turn(self, meta, c):
        """119.7: "Players / your opponents can't gain life this turn": a restriction on players until end of
        turn (611.2); a player-only restriction, so an object subject is refused where clauses are joined."""
        return ("cant_gain_life", "end_of_turn", None)

    def br_except_by(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("blocked except by ...")
        return ("cant_be_blocked_except_by", None, np.filter)

    # -- the exceptions of a copy effect (707.9): copy_except is (mods, kept characteristics)
    def copy_except(self, meta, c):
        also: tuple = ()
        keep: tuple = ()
        for x in c:
            if isinstance(x, tuple):
                k, mods = x
                if k == "keep":
                    keep += mods
                else:
                    also += mods
        return also, keep

    def cx_not_legendary(self, meta, c):
        return ("also", (RemoveTypes(supertypes=("Legendary",)),))

    def cx_legendary(self, meta, c):
        return ("also", (AddTypes(supertypes=("Legendary",)),))

    def cx_has(self, meta, c):
        abilities = listed_and_quoted(c)
        if not abilities:
            raise Unrepresentable("copy exception: has ...")
        return ("also", (AddAbilities(abilities),))

    def cx_pt(self, meta, c):
        p, t = pt_pair(str(c[-1]))
        return ("also", (SetPT(p, t),))

    def cx_colors(self, meta, c):
        return ("also", (SetColors(c[-1]),))

    def _cx_desc(self, c) -> tuple[tuple | None, int | None, list[str]]:
        pt, colors, types = None, None, []
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) for v in x):
                pt = x
            elif isinstance(x, tuple) and len(x) == 2 and any(isinstance(v, XValue) for v in x):
                raise Unrepresentable("variable P/T")  # "except it's an X/X ..." (not read: it would be lost)
            elif isinstance(x, int):
                colors = x
            elif isinstance(x, list):
                types = x
        return pt, colors, types

    def cx_become(self, meta, c):
        """"except it's a 4/4 black Zombie": the token is that color and of those types instead of its other
        colors and types (707.9b); with a P/T it's a creature (The Scarab God's ruling: "a Zombie instead of its
        other types ... black instead of its other colors")."""
        pt, colors, words = self._cx_desc(c)
        card_types, subtypes, supertypes = split_types(words)
        if supertypes:
            raise Unrepresentable("copy exception: it's a legendary ...")
        if not card_types:
            if pt is None:
                raise Unrepresentable("copy exception: it's a <subtype> (instead of its other types)")
            card_types = ["Creature"]
        mods: list = [AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), replace=True)]
        if colors is not None:
            mods.append(SetColors(colors))
        if pt is not None:
            mods.append(SetPT(Num(pt[0]), Num(pt[1])))
        return ("also", tuple(mods))

    def cx_become_add(self, meta, c):
        """"except it's an artifact in addition to its other types", "it's a 1/1 red Balloon creature in addition
        to its other colors and types" (707.9b; the copied type-defining abilities stay, 707.9d)."""
        pt, colors, words = self._cx_desc(c)
        card_types, subtypes, supertypes = split_types(words)
        add_colors = "colors" in low_text(self.text[meta.start_pos:meta.end_pos])
        mods: list = [AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), supertypes=tuple(supertypes))]
        if colors is not None:
            mods.append(SetColors(colors, add=add_colors))
        if pt is not None:
            mods.append(SetPT(Num(pt[0]), Num(pt[1])))
        return ("also", tuple(mods))

    def cx_keep_color(self, meta, c):
        return ("keep", ("colors",))

    def cx_keep_pt(self, meta, c):
        """"except ... its power and toughness are equal to this creature's power and toughness" (Hulking
        Metamorph): the copy keeps the entering object's own power and toughness — its prototype values
        when cast prototyped (718.3b) — as copiable values (707.9b)."""
        return ("keep", ("power", "toughness"))

    def _play(self, np: NP, duration: str, cast_only: bool):
        if np.ref is None:
            raise Unrepresentable(f"play {np.label}")
        if cast_only:
            return MayCast(np.ref, duration=duration)
        return MayPlay(np.ref, duration)

    def _cast_from_zone(self, np: NP, free: bool):
        """608.2g: "You may cast an artifact spell from your hand [with mana value ...] without paying its
        mana cost" -- a card of yours in that zone, judged by the spell it would be (718.3a)."""
        f = np.filter
        if np.kind != "indef" or np.n != 1 or f is None or f.kind != "spell" or f.zone not in ("hand", "graveyard") \
                or f.owner != "you":
            raise Unrepresentable(f"cast {np.label}")
        return CastCard(Each(Filter(kind="card", zone=f.zone, owner="you")), filter=replace(f, zone=None, owner=None),
                        free=free, optional=True)

    def _cast_from_static(self, np: NP, zone: str):
        """601.3: "You may cast artifact spells from your graveyard" / "... from the top of your library" -- a
        static permission for the source's controller (CastFrom), judged by the spell each card would be."""
        f = np.filter
        if np.kind != "each" or f is None or f.kind != "spell" or f.owner not in (None, "you") \
                or f.zone not in (None, "graveyard"):
            raise Unrepresentable(f"cast {np.label} from {zone}")
        return StaticR(Static((CastFrom(zone, replace(f, kind=Filter().kind, zone=None, owner=None)),)))

    def _affected(self, np: NP) -> Node:
        """What a static ability applies to: a reference, or a Filter for a group."""
        if np.kind == "self" or (np.kind == "pron" and np.noun == "it"):
            return This()
        if np.kind == "attached":
            return np.ref
        if np.kind in ("each", "bare") and np.filter is not None and np.filter.kind != "player":
            return np.filter
        if np.kind == "players" or np.kind == "you":
            return np.ref
        raise Unrepresentable(f"static ability over {np.label!r}")

    # continuous
    def cont(self, meta, c):
        mods = c[0]
        dur = c[1] if len(c) > 1 else None
        if isinstance(mods, WithDuration):
            mods, dur = mods.mods, dur or mods.duration
        if any(isinstance(m, ChosenCreatureType) for m in mods):
            return lambda subj: Cont(self._chosen_type_subject(subj), mods, dur)
        return lambda subj: Cont(self._cont_subject(subj), mods, dur)

    def cont_each(self, meta, c):
        mods, np = c[0], c[1]
        dur = c[2] if len(c) > 2 else None
        new = []
        for m in mods:
            if isinstance(m, ModPT):
                new.append(ModPT(times_each(m.power, np), times_each(m.toughness, np)))
            else:
                raise Unrepresentable("for each on a non-P/T modification")
        per_it = isinstance(np, NP) and np.kind == "amount" and isinstance(getattr(np.ref, "of", None), Pron)

        def build(subj):
            if per_it and (subj is None or subj.kind not in ("self", "pron", "target")):
                # "Each creature you control gets +1/+1 for each +1/+1 counter on it": "it" is each one of the
                # group (a per-object amount the vocabulary can't say), never the source
                raise Unrepresentable("for each counter on it (a group)")
            return Cont(self._cont_subject(subj), tuple(new), dur)
        return build

    def cont_each_post(self, meta, c):
        mods, dur, np = c[0], c[1], c[2]
        return self.cont_each(meta, [mods, np, dur])

    def _chosen_type_subject(self, subj):
        """"... are the chosen type" reads a creature type only for creatures ("This land is the chosen type"
        chooses a land type)."""
        f = getattr(subj, "filter", None)
        if f is None or "Creature" not in f.types:
            raise Unrepresentable("is the chosen type (not a creature)")
        return self._cont_subject(subj)

    def _cont_subject(self, subj):
        if subj is None:
            raise Unrepresentable("continuous effect without subject")
        if subj.kind in ("indef",):
            raise Unrepresentable(f"continuous effect on {subj.label!r}")
        return subj

    def cont_items(self, meta, c):
        mods: list = []
        lose_other = False
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and x[1] == "end_of_turn" and len(c) == 1:
                return WithDuration((x[0],), "end_of_turn")
            if x is _LOSE_OTHER:
                lose_other = True
            elif isinstance(x, tuple):
                mods.extend(x)
            elif isinstance(x, Token):
                continue
            else:
                raise Unrepresentable("continuous item")
        # merge AddAbilities
        out: list = []
        for m in mods:
            if isinstance(m, AddAbilities) and out and isinstance(out[-1], AddAbilities):
                out[-1] = AddAbilities(out[-1].abilities + m.abilities)
            else:
                out.append(m)
        if lose_other:
            # "has defender, and loses all other abilities": within the effect's layer 6 the abilities it
            # doesn't name go first, then it gains those it names (613.1f, 613.6)
            out.insert(0, RemoveAbilities())
        return tuple(out)

    def ci_pt(self, meta, c):
        if "perpetually" in self.text[meta.start_pos:meta.end_pos].lower():
            # Alchemy's "perpetually" (digital only): the change follows the card through every zone, which
            # no continuous effect of the comprehensive rules does
            raise Unrepresentable("perpetually")
        p, t = pt_pair(str(c[-1]))
        return (ModPT(p, t),)

    def ci_pt_xx(self, meta, c):
        return (ModPT(XValue(), XValue()),)

    def ci_kw(self, meta, c):
        return (AddAbilities(tuple(c[-1])),)

    def ci_quoted(self, meta, c):
        return (AddAbilities(compile_quoted(str(c[-1]))),)

    def ci_kw_quoted(self, meta, c):
        return (AddAbilities(tuple(c[-1])),)

    def ci_lose_kw(self, meta, c):
        names = []
        for k in c[-1]:
            if k.arg is not None or k.cost is not None:
                raise Unrepresentable("lose parameterised keyword")
            names.append(k.name)
        return (RemoveAbilities(all=False, keywords=tuple(names)),)

    def ci_lose_all_quoted(self, meta, c):
        """702.22: 'loses all "bands with other" abilities' (every "bands with other [quality]" instance, 702.22b),
        'loses banding and all "bands with other" abilities'."""
        if str(c[-1]).strip().lower() != "bands with other":
            raise Unrepresentable('loses all "..." abilities')
        return (RemoveAbilities(all=False, keywords=("Bands with Other",)),)

    def ci_lose_banding_all_quoted(self, meta, c):
        return (RemoveAbilities(all=False, keywords=("Banding",) + self.ci_lose_all_quoted(meta, c)[0].keywords),)

    def ci_lose_all(self, meta, c):
        return (RemoveAbilities(),)

    def ci_lose_all_other(self, meta, c):
        return _LOSE_OTHER

    def ct_has(self, meta, c):
        return (AddAbilities(tuple(c[-1])),)

    def ct_lose_other(self, meta, c):
        return _LOSE_OTHER

    def ci_base_pt_each(self, meta, c):
        """613.4b: "has base power and (base) toughness each equal to its mana value" -- "its" is each object
        the effect applies to (Opalescence), evaluated per affected object."""
        amt = rewrite(c[-1], lambda n: AffectedObject() if isinstance(n, Pron) and n.noun == "it" else n)
        return (SetPT(amt, amt),)

    def bec_land_types(self, meta, c):
        """305.7: "Nonbasic lands are Mountains" sets the land's subtype to a basic land type (it loses its
        other land types and the abilities from its rules text, and gains the new type's mana ability)."""
        st = str(c[0])
        if st not in BASIC_LAND_TYPES:
            raise Unrepresentable("are <plural subtype>")
        return (AddTypes(subtypes=(st,), replace_subtypes=True),)

    def ci_cant_block(self, meta, c):
        return (Restrict("cant_block"),)

    def ci_cant_attack(self, meta, c):
        return (Restrict("cant_attack"),)

    def ci_cant_attack_block(self, meta, c):
        return (Restrict("cant_attack_or_block"),)

    def ci_unblockable(self, meta, c):
        return (Restrict("cant_be_blocked"),)

    def ci_menace(self, meta, c):
        return (Restrict("cant_be_blocked_except_by_n", 2),)

    def ci_attacks_each(self, meta, c):
        return (Restrict("attacks_each_combat"),)

    def ci_blocks_each(self, meta, c):
        return (Restrict("blocks_each_combat"),)

    def ci_must_be_blocked(self, meta, c):
        return (Restrict("must_be_blocked"),)

    def ci_block_extra(self, meta, c):
        return (Restrict("can_block_additional", 1),)

    def ci_block_extra_turn(self, meta, c):
        return (Restrict("can_block_additional", 1), "end_of_turn")

    def ci_attack_defender(self, meta, c):
        """702.3b: "can attack as though it didn't have defender" -- only attacking; it keeps defender."""
        return (Restrict("can_attack_despite_defender"),)

    def ci_attack_defender_turn(self, meta, c):
        """702.3b, 611.2a: "can attack this turn as though it didn't have defender" -- the same permission, for
        this turn only (the duration written inside the phrase)."""
        return (Restrict("can_attack_despite_defender"), "end_of_turn")

    def ci_attack_haste(self, meta, c):
        """302.6: "can attack as though it had haste" -- only attacking; its {T} abilities still wait."""
        return (Restrict("can_attack_as_though_haste"),)

    def ci_block_any(self, meta, c):
        return (Restrict("can_block_any_number"),)

    def ci_base_pt(self, meta, c):
        p, t = pt_pair(str(c[-1]))
        return (SetPT(p, t),)

    def ci_chosen_type(self, meta, c):
        """"Creatures you control are the chosen type" (layer 4, 205.1b): the creature type chosen as the
        source entered replaces their other creature types."""
        return (ChosenCreatureType(),)

    def ci_all_types(self, meta, c):
        raise Unrepresentable("every creature type (needs a vocabulary for it)")

    def ci_becomes(self, meta, c):
        return c[-1]

    def bec_creature(self, meta, c):
        pt = pt_pair(str(c[0]))
        colors = None
        types: list[str] = []
        abilities: tuple = ()
        still_land = False
        for x in c[1:]:
            if isinstance(x, int):
                colors = x
            elif isinstance(x, list):
                types = x
            elif isinstance(x, tuple):
                abilities, still_land = x
            else:
                raise Unrepresentable("becomes ...")
        card_types, subtypes, supertypes = split_types(types)
        if not card_types:
            card_types = ["Creature"]
        mods: list = [AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), supertypes=tuple(supertypes))]
        if colors is not None:
            mods.append(SetColors(colors))
        mods.append(SetPT(pt[0], pt[1]))
        if abilities:
            mods.append(AddAbilities(abilities))
        return tuple(mods)

    def becomes_with(self, meta, c):
        abilities = listed_and_quoted(c)
        return (abilities, "still a land" in low_text(self.text[meta.start_pos:meta.end_pos]))

    def bec_color_choice(self, meta, c):
        """105.1, 611.2c: "becomes the color of your choice" -- chosen as the effect begins."""
        return (SetColors(0, chosen=Filter(kind="color", chosen="color_of_choice")),)

    def bec_color(self, meta, c):
        return (SetColors(COLOR_WORDS[low_text(text_of(c[0]))]),)

    def bec_colorless(self, meta, c):
        return (SetColors(0),)

    def bec_add_artifact(self, meta, c):
        return (AddTypes(types=("Artifact",)),)

    def bec_add_creature(self, meta, c):
        return (AddTypes(types=("Creature",)),)

    def bec_add_subtype(self, meta, c):
        return (AddTypes(subtypes=(str(c[-1]),)),)

    def bec_add_subtypes(self, meta, c):
        """205.1b: "Creatures you control are Slivers in addition to their other creature types" (layer 4)."""
        return (AddTypes(subtypes=(str(c[0]),)),)

    def bec_subtype(self, meta, c):
        st = str(c[0])
        if st in LAND_TYPES:  # "Enchanted land is a Swamp" (305.7)
            return (AddTypes(subtypes=(st,), replace_subtypes=True),)
        raise Unrepresentable("becomes a <subtype>")

    def bec_copy(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("copy of indefinite")
        return (CopyOf(np.ref),)

    def br_regenerated(self, meta, c):
        return ("cant_be_regenerated", None, None)

    def br_destroyed(self, meta, c):
        return ("cant_be_destroyed", None, None)

    def ci_no_regen(self, meta, c):
        return (Restrict("cant_be_regenerated"),)

    def ci_base_power(self, meta, c):
        return (SetPT(Num(int(c[-1])), None),)  # a number, not the lexer's token

    def ci_hexproof_opp(self, meta, c):
        """"can't be the target of spells or abilities your opponents control": not hexproof (702.11) -- "your" is
        the controller of the effect, who may not control the object (109.5)."""
        return (Restrict("untargetable_by_opponents"),)

    def ci_no_combat_damage(self, meta, c):
        return (Restrict("deals_no_combat_damage"),)

    def ci_assigns_no_damage(self, meta, c):
        """"~ assigns no combat damage this turn" (510.1a: it assigns none)."""
        return (Restrict("assigns_no_combat_damage"),)

    def ci_damage_by_toughness(self, meta, c):
        """"assigns combat damage equal to its toughness rather than its power" (510.1a)."""
        return (Restrict("assigns_damage_by_toughness"),)

    def r_block_kw(self, meta, c):
        return ("cant_block_with", None, keyword(c[-1]).name)

    def bec_types(self, meta, c):
        abilities: tuple = ()
        if isinstance(c[-1], tuple):
            abilities, _still = c[-1]
            c = c[:-1]
        card_types, subtypes, supertypes = split_types(c[-1])
        if not card_types and subtypes and all(s in LAND_TYPES for s in subtypes):
            # "Enchanted land is a Swamp": the new land type replaces the old ones (305.7)
            return (AddTypes(subtypes=tuple(subtypes), replace_subtypes=True),)
        if not card_types and subtypes and all(s in CREATURE_TYPES for s in subtypes):
            # "it becomes a Bird Giant": new creature types replace the old ones (205.1b)
            return (AddTypes(subtypes=tuple(subtypes), replace_subtypes=True),)
        if not card_types:
            raise Unrepresentable("becomes a <subtype>")
        if abilities:
            return (AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), supertypes=tuple(supertypes)),
                    AddAbilities(abilities))
        return (AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), supertypes=tuple(supertypes)),)

    def bec_types_base_pt(self, meta, c):
        """"becomes a Kithkin Spirit with base power and toughness 2/2" (613.4b, 205.1b): the types as
        "becomes a <types>" reads them, and the base power and toughness set in layer 7b."""
        kws: tuple = ()
        if isinstance(c[-1], (list, tuple)):  # "... 8/8, flying, and first strike"
            kws = tuple(c[-1])
            c = [x for x in c[:-1] if not isinstance(x, Token) or x.type not in ("LISTCOMMA", "LISTAND")]
        types = [x for x in c if isinstance(x, list)]
        p, t = pt_pair(str(c[-1]))
        mods = self.bec_types(meta, types[-1:]) + (SetPT(p, t),)
        return mods + ((AddAbilities(kws),) if kws else ())

    def cont_two(self, meta, c):
        if len(c) == 3:  # "gets +3/-1 until end of turn and can attack this turn as though ..." (611.2a)
            m1, d1, m2 = c
            if not isinstance(m2, WithDuration):
                raise Unrepresentable("two durations")
            m2, d2 = m2.mods, m2.duration
        else:
            m1, d1, m2, d2 = c
        if d1 != d2:
            raise Unrepresentable("two durations")
        return lambda subj: Cont(self._cont_subject(subj), tuple(m1) + tuple(m2), d1)

    def ci_not_creature(self, meta, c):
        return (RemoveTypes(types=("Creature",)),)

    def bec_add_creature_pt(self, meta, c):
        p, t = pt_pair(str(c[-1]))
        return (AddTypes(types=("Creature",)), SetPT(p, t))

    def bec_add_artifact_creature_pt(self, meta, c):
        p, t = pt_pair(str(c[-1]))
        return (AddTypes(types=("Artifact", "Creature")), SetPT(p, t))

    def ci_must_be_blocked_turn(self, meta, c):
        return (Restrict("must_be_blocked"),)
