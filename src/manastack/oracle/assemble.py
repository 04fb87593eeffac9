"""Assembling sentences into ability bodies: targets renumbered in order of first mention, pronouns
resolved against earlier mentions, and multi-clause instructions fused into one effect (docs/oracle.md,
"Assembly")."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from typing import Any, Callable

from ..tree.abilities import (
    Ability,
    Body,
    IsTrue,
    Matches,
    Replacement,
    TargetSpec,
    Targets,
    Trigger,
)
from ..tree.base import Node
from ..tree.continuous import AddAbilities, CopyOf, ModPT, Restrict
from ..tree.effects import (
    AddCounters,
    AddMana,
    ApplyContinuous,
    CastCard,
    ChooseAndDo,
    Conditional,
    CreateDelayedTrigger,
    CreateReplacement,
    CreateToken,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    Draw,
    Effect,
    Fight,
    FlipCoins,
    GainControl,
    GainLife,
    GameAction,
    IfYouDo,
    LoseLife,
    MayCast,
    MayDo,
    MayPlay,
    Mechanic,
    Mill,
    MoveTo,
    PhaseOut,
    ReflexiveTrigger,
    Reveal,
    Sacrifice,
    Search,
    Seq,
    Shuffle,
    Tap,
    Unsupported,
    Untap,
)
from ..tree.filters import Filter
from ..tree.refs import (
    Each,
    TopCards,
    EventAmount,
    EventObject,
    EventPlayer,
    Num,
    Ref,
    Remembered,
    RememberedCount,
    Target,
    This,
    You,
)
from .builder import (
    AnyColor,
    BodyR,
    ChooseHeader,
    Cont,
    DamageInstead,
    LocalTarget,
    Pron,
    REVEALED_UNTIL,
    Sentence,
    StaticR,
    ThisWayCount,
    Unrepresentable,
    rewrite,
)
from .sentence import fields_of, iter_nodes

# ---------------------------------------------------------------- tree rewriting


def _names(noun: str, f: Any) -> bool:
    """Does "that <noun>" name what filter ``f`` describes ("permanent" a permanent filter, "creature" a
    creature filter or one whose kind or types say creature)?"""
    if not isinstance(f, Filter):
        return False
    n = noun.lower()
    return n == f.kind or n.capitalize() in f.types

# ---------------------------------------------------------------- ability bodies


# Instructions that are one act each (no search, look or reveal fused in): "If C, <one> instead" may replace
# one of them with another of a different kind ("deals 2 damage to target creature. If ..., destroy the
# creature instead"); a fused instruction is replaced only by one of its own kind.
_ONE_ACT = (DealDamage, Destroy, Sacrifice, Draw, Mill, GainLife, LoseLife, AddCounters, CreateToken,
            AddMana, Tap, Untap, ApplyContinuous, GainControl, PhaseOut)


def _those_tokens(n) -> bool:
    """The "create N of those tokens" marker (a ``CreateToken`` with neither spec nor original)."""
    return isinstance(n, CreateToken) and n.spec is None and n.copy_of is None


def _chosen_act(prev):
    """The one act an "instead" instruction replaces: ``prev`` itself, or the act of a "choose, then act on
    what was chosen" pair ("untap a creature you control": ``Seq(ChooseAndDo, Untap(Remembered))``), whose choice
    only serves that act."""
    if not isinstance(prev, Seq):
        return prev
    *picks, act = prev.steps
    if picks and all(isinstance(p, ChooseAndDo) for p in picks) \
            and not isinstance(act, (Seq, Conditional)):
        return act
    return None


@dataclass
class Context:
    """What pronouns can fall back on: the ability's kind and, for triggered abilities, the trigger."""

    kind: str  # spell, activated, triggered, static, granted
    trigger: Trigger | None = None


LEAVE_EVENTS = {"dies", "leaves", "put_into_graveyard"}
PLAYER_NOUNS = {"player", "opponent", "player's", "players", "they", "that player controls"}


def _event_has_player(trig: Trigger) -> bool:
    """The trigger's event names one player: a player dealt damage, the player whose step begins (603.2)."""
    if trig.event in ("deals_damage", "deals_combat_damage"):
        return trig.to == "player"
    return trig.event == "step" and trig.whose in ("each", "opponent")


class BodyBuilder:
    """Accumulates the sentences of one ability body: steps, targets, and what pronouns refer to."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.steps: list[Effect] = []
        self.targets: list[TargetSpec] = []
        self.mentions: list[tuple[tuple[int, int], str, Ref, bool]] = []  # (order, kind, ref, plural)
        self.sentence_index = 0
        self.token_refs: set = set()  # token mentions: never "that card" (a token isn't a card, 108.2)

    # -- pronouns
    def _target_pronouns(self, spec: TargetSpec, pos: int) -> TargetSpec:
        """ "destroy target creature that player controls" (115.1, 608.2b): a player pronoun in what a target
        must be names a player mentioned before it (an earlier target), else the player of the trigger's event
        when the event has one -- the player dealt damage, the player whose step it is -- as targets are chosen
        when the trigger is put on the stack (603.3d). Anything else is refused."""
        if not any(isinstance(n, Pron) for n in iter_nodes(spec)):
            return spec
        if any(isinstance(n, Pron) and n.noun == "blocked" for n in iter_nodes(spec)):
            spec = rewrite(spec, lambda n: self._blocked_in_target(n) if isinstance(n, Pron) and n.noun == "blocked"
                           else n)
            if not any(isinstance(n, Pron) for n in iter_nodes(spec)):
                return spec
        order = (self.sentence_index, pos)
        earlier = [ref for key, kind, ref, _ in self.mentions if key < order and kind == "player"]
        trig = self.ctx.trigger
        if earlier:
            who: Ref = earlier[-1]
        elif trig is not None and _event_has_player(trig):
            who = EventPlayer()
        else:
            raise Unrepresentable("a pronoun in a target's description")
        return rewrite(spec, lambda n: who if isinstance(n, Pron) else n)

    def _blocked_in_target(self, p: Pron) -> Ref:
        """"target creature blocking it" (509.1g, 115.1): the creature blocked is ~ itself (an activated ability's
        source, the subject of "Whenever ~ becomes blocked"); a target is chosen before anything else it could
        name exists, so any other antecedent is refused."""
        ref = self._resolve(p, exclude=tuple(Target(i) for i in range(len(self.targets) + 8)))
        if ref != This():
            raise Unrepresentable("a pronoun in a target's description")
        return ref

    def _resolve(self, p: Pron, exclude: tuple = ()) -> Ref:
        order = (self.sentence_index, p.pos)
        noun = "it" if p.noun == "blocked" else p.noun  # "blocking it" (filters.q_blocking_pron)
        if noun == "him":
            # "him"/"her" is the card itself (a named character), never a target: the card as an earlier
            # instruction moved it ("exile Ajani, then return him"), else ~ itself
            trig = self.ctx.trigger
            moved = any(key < order and kind != "player" and not isinstance(ref, Target)
                        for key, kind, ref, _ in self.mentions)
            leaves = trig is not None and isinstance(trig.subject, This) and trig.event in LEAVE_EVENTS
            if not moved and not leaves:
                return This()
            noun = "it"
        want = "player" if noun in PLAYER_NOUNS else "object"
        for key, kind, ref, plural in reversed(self.mentions):
            if key >= order or ref in exclude:
                continue
            if noun == "they" and kind == "object" and plural:
                return ref  # "They gain haste": the creatures just mentioned
            if kind == want or kind == "any":
                if noun in ("them", "those", "cards", "creatures") and not plural and kind != "any":
                    continue
                if noun in ("card", "cards") and ref in self.token_refs:
                    continue
                return ref
        trig = self.ctx.trigger
        if noun == "that player controls":
            # "... that player controls" names a player mentioned before; the trigger's event player is not
            # one ("exile target permanent an opponent controls and all others that player controls")
            raise Unrepresentable("no player named before 'that player controls'")
        if want == "player":
            if trig is not None and trig.event == "attacks_with" and noun in ("they", "them"):
                # "Whenever one or more creatures you control attack, they gain ...": the attackers, not a player
                raise Unrepresentable(f"'{noun}' after 'one or more ... attack'")
            if trig is not None and trig.to in ("player_or_planeswalker", "planeswalker"):
                # "... deals combat damage to a player or planeswalker, that player ...": no one player when the
                # damage was dealt to a planeswalker
                raise Unrepresentable(f"'{noun}' after damage to a player or planeswalker")
            if trig is not None and trig.event == "discards" and trig.condition is not None \
                    and getattr(trig.condition, "fact", None) == "discard_caused_by_opponent":
                return EventPlayer("by")  # "causes you to discard ~, that player loses 5 life": the opponent (701.9)
            if trig is not None:
                return EventPlayer()
            raise Unrepresentable(f"no antecedent for 'that {noun}'")
        if noun in ("spell", "spells") and any(isinstance(n, CastCard) for st in self.steps for n in iter_nodes(st)):
            # "that spell" after "you may cast a spell ..." is the spell cast then, which nothing here names;
            # the trigger's object (an equipped creature dealing damage) is never it
            raise Unrepresentable(f"no antecedent for 'that {noun}'")
        if trig is not None and trig.event == "sacrificed" and noun == "them":
            # "Whenever an opponent sacrifices an artifact, ~ deals 2 damage to them": the player, which
            # this fallback can't tell from the sacrificed permanent
            raise Unrepresentable("'them' after a sacrifice trigger")
        if noun == "spell or ability":
            # "Whenever ~ becomes the target of a spell or ability ..., counter that spell or ability" (115.1)
            if trig is not None and trig.event == "becomes_target":
                return EventObject(role="by")
            raise Unrepresentable("no antecedent for 'that spell or ability'")
        if trig is not None:
            subj = trig.subject
            cond = trig.condition
            if noun not in ("it", "its", "they", "them") and isinstance(cond, Matches) and \
                    isinstance(cond.what, EventObject) and cond.what.role not in ("object",) and \
                    not (_names(noun, subj) and not _names(noun, cond.filter)):
                # "Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature": the
                # creature the trigger condition describes, not ~ (603.2). But "Whenever another permanent
                # you control becomes the target of a spell or ability an opponent controls, you may return
                # that permanent ...": the noun names the trigger's subject, not the spell or ability
                return cond.what
            if (noun, trig.to) in (("creature", "creature"), ("planeswalker", "planeswalker")) and \
                    trig.event in ("deals_damage", "deals_combat_damage"):
                # "Whenever a Warrior you control deals combat damage to a creature, destroy that creature":
                # the creature dealt damage, the last one named
                return EventObject(role="target")
            if isinstance(subj, This) and noun in ("it", "its") and trig.to == "creature" and \
                    trig.event in ("deals_damage", "deals_combat_damage") and any(
                        isinstance(n, EventObject) and n.role == "target" for st in self.steps for n in iter_nodes(st)):
                # "Whenever ~ deals combat damage to a creature, tap that creature. It doesn't untap ...": "it" is
                # the creature dealt damage the ability already named, not ~
                return EventObject(role="target")
            if isinstance(subj, This):
                if p.plural or noun in ("them", "those", "they"):
                    # "When this creature is turned face up, creatures you control gain hexproof until end of
                    # turn. Untap them.": a plural pronoun never means the one object the trigger is about
                    raise Unrepresentable(f"no antecedent for plural '{noun}'")
                return EventObject() if trig.event in LEAVE_EVENTS else This()
            if trig.event == "attacks_with":  # the attackers declared are no one object of the event (508.3d)
                raise Unrepresentable(f"'{noun}' after 'one or more ... attack'")
            if subj is not None:
                return EventObject()
            if trig.event in ("cast", "cast_or_copy"):
                if isinstance(trig.condition, Targets) and isinstance(trig.condition.target, Filter) \
                        and noun not in ("spell", "spells"):
                    # "Whenever you cast a spell that targets a creature, ... that creature / its power": the
                    # spell's target or ~, never read as the spell (115.9b)
                    raise Unrepresentable(f"'{noun}' after a spell that targets ...")
                return EventObject()
            if trig.event in ("deals_damage", "deals_combat_damage") and trig.to == "creature":
                return EventObject(role="target")
            raise Unrepresentable(f"no antecedent for '{noun}'")
        if self.ctx.kind in ("activated", "static", "granted", "as_enters") and not p.plural:
            return This()  # "those cards" is never the one object this ability is on
        raise Unrepresentable(f"no antecedent for '{noun}'")

    def resolve(self, x: Any) -> Any:
        return rewrite(self._copy_of_other(x), lambda n: self._resolve(n) if isinstance(n, Pron) else n)

    def _copy_of_other(self, x: Any) -> Any:
        """"Target creature becomes a copy of that creature": what the affected object copies is never itself
        (707.2), so "that creature" skips the affected object and means the one chosen before it; likewise
        the creature a creature fights (701.14a)."""
        def fix(n):
            if isinstance(n, Fight) and isinstance(n.b, Pron) and not isinstance(n.a, Pron):
                # "Target creature you control fights that creature" (701.14a): the other creature named before
                return replace(n, b=self._resolve(n.b, exclude=(n.a,)))
            if isinstance(n, ApplyContinuous) and not isinstance(n.affected, Pron) and any(
                    isinstance(m, CopyOf) and isinstance(m.of, Pron) for m in n.mods):
                mods = tuple(replace(m, of=self._resolve(m.of, exclude=(n.affected,)))
                             if isinstance(m, CopyOf) and isinstance(m.of, Pron) else m for m in n.mods)
                return replace(n, mods=mods)
            return n
        return rewrite(x, fix)

    # -- adding a sentence
    def _reflexive_body(self, s: Sentence, body: BodyR) -> Body:
        """603.12: the reflexive ability's own targets, numbered from 0; it still sees earlier mentions."""
        sub = BodyBuilder(self.ctx)
        sub.mentions = [m for m in self.mentions if not isinstance(m[2], Target)]
        sub.sentence_index = self.sentence_index
        sub.add(s, replace(body, prefix=""))
        return sub.body()

    def add(self, s: Sentence, body: BodyR) -> None:
        if body.prefix == "when_you_do":
            self.steps.append(ReflexiveTrigger(self._reflexive_body(s, body)))
            self.sentence_index += 1
            return
        if body.prefix == "when_discard":
            # "Draw a card, then discard a card. When you discard a card this way, ..." (603.12): read only right after
            # your own discard of cards that all match the description, and with nothing in the body that would
            # have to name the discarded card ("that card's mana value")
            prev = self.steps[-1] if self.steps else None
            last = prev.steps[-1] if isinstance(prev, Seq) and prev.steps else prev
            act = last.effect if isinstance(last, MayDo) and not last.unless else last
            if not isinstance(act, Discard) or not isinstance(act.who, You) or act.random or act.n != Num(1) \
                    or not _implied(replace(body.cond, kind="card", zone=None),
                                    Each(act.filter if act.filter is not None else Filter(kind="card"))):
                raise Unrepresentable("when you discard ... this way, not after your discard")
            refl = self._reflexive_body(s, replace(body, cond=None))
            if any(isinstance(n, (Pron, Remembered, EventObject)) or type(n).__name__ in ("ManaValueOf", "PowerOf")
                   for n in iter_nodes(refl)):
                raise Unrepresentable("the card discarded this way")
            self.steps.append(ReflexiveTrigger(refl))
            self.sentence_index += 1
            return
        if body.prefix == "delayed_turn":
            self.steps.append(self._delayed_this_turn(s, body))
            self.sentence_index += 1
            return
        kin = _kinship(self.steps[-1], body) if self.steps and not s.targets else None
        if kin is not None:
            self.steps.append(kin)
            self.sentence_index += 1
            return
        offset = len(self.targets)
        for i, spec in enumerate(s.targets):
            spec = replace(spec, distinct_from=tuple(d + offset for d in spec.distinct_from))
            spec = self._target_pronouns(spec, s.target_pos[i] if i < len(s.target_pos) else 0)
            self.targets.append(spec)
            f = spec.filter
            kind = "player" if getattr(f, "kind", "") == "player" else (
                "any" if getattr(f, "or_player", False) else "object")
            pos = s.target_pos[i] if i < len(s.target_pos) else 0
            self.mentions.append(((self.sentence_index, pos), kind, Target(offset + i), spec.max > 1))
        self.mentions.sort(key=lambda m: m[0])

        def renum(n):
            if isinstance(n, LocalTarget):
                return Target(n.index + offset)
            return n

        items, positions = join_any_color(body.items, body.positions or (0,) * len(body.items))
        effects: list = []
        for it, pos in zip(items, positions):
            e = rewrite(self.effect_of(it, body.duration), renum)
            if body.prefix in ("delayed", "if_you_do_delayed", "if_you_dont_delayed"):
                e = self._delayed_pronouns(e, _timed(body.cond))
            elif any(isinstance(n, CreateDelayedTrigger) for n in iter_nodes(e)):
                e = rewrite(e, lambda n: replace(n, body=self._delayed_pronouns(n.body, _timed(n.trigger)))
                            if isinstance(n, CreateDelayedTrigger) else n)
            e = self._that_many(e, effects if effects else self.steps)
            e = self.resolve(e)
            self._remember(e, pos)
            effects.append(e)
        eff = _seq(effects)
        if body.prefix != "if_instead" and any(_those_tokens(n) for n in iter_nodes(eff)):
            raise Unrepresentable("those tokens")
        if body.cond is not None and body.prefix not in ("delayed", "unless_pay", "if_you_do_delayed",
                                                         "if_you_dont_delayed"):
            cond = self.resolve(body.cond)
        else:
            cond = None
        if body.prefix in ("", "then"):
            self.steps.append(eff)
        elif body.prefix == "if" and isinstance(eff, DamageInstead):
            # "~ deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead." (608.2c)
            prev = self.steps[-1] if self.steps else None
            dmg = [n for n in iter_nodes(prev)] if prev is not None else []
            if not isinstance(prev, (DealDamage, Seq)) or not dmg or \
                    not all(isinstance(n, DealDamage) for n in dmg if isinstance(n, Effect) and not isinstance(n, Seq)):
                raise Unrepresentable("deals damage instead of what")
            if eff.to is None:
                new = rewrite(prev, lambda n: replace(n, amount=eff.amount) if isinstance(n, DealDamage) else n)
            else:
                srcs = {n.source for n in dmg if isinstance(n, DealDamage)}
                if len(srcs) != 1:
                    raise Unrepresentable("deals damage instead from several sources")
                new = DealDamage(eff.amount, eff.to, source=srcs.pop())
            self.steps[-1] = Conditional(cond, new, prev)
        elif body.prefix == "if":
            self.steps.append(Conditional(cond, eff))
        elif body.prefix == "if_instead":
            # "Target player discards two cards. If ~ was kicked, that player discards three cards instead."
            # (608.2c): the new instruction replaces the one before it when the condition holds. Read only
            # when that is one instruction of the same kind and the new one names no new target (a target
            # chosen only for the replacing instruction would be chosen whether or not it applies).
            prev = self.steps[-1] if self.steps else None
            act = _chosen_act(prev)  # "untap a creature you control" is a choice, then the act
            if prev is None or isinstance(prev, Conditional) or isinstance(eff, Seq) or act is None or not (
                    type(act) is type(eff) or (type(act) in _ONE_ACT and type(eff) in _ONE_ACT)):
                raise Unrepresentable("instead of what")
            if s.targets:
                raise Unrepresentable("a target only for the instruction done instead")
            if _those_tokens(eff):  # "create four of those tokens instead": the tokens the act before made
                if not isinstance(prev, CreateToken) or prev.spec is None:
                    raise Unrepresentable("those tokens")
                eff = replace(prev, n=eff.n)
            if isinstance(eff, ApplyContinuous) and isinstance(act, ApplyContinuous) and eff.duration == "permanent":
                # "That creature gets -4/-4 instead": the effect done instead lasts as long as the one it replaces
                eff = replace(eff, duration=act.duration)
            self.steps[-1] = Conditional(cond, eff, prev)
        elif body.prefix == "unless_pay":  # "... unless you pay {1}": you may pay; if you don't, it happens
            self.steps.append(MayDo(body.cond, unless=True))
            self.steps.append(IfYouDo(eff, negate=True))
        elif body.prefix == "delayed":  # 603.7: "... at the beginning of the next end step"
            self.steps.append(CreateDelayedTrigger(body.cond, Body(eff)))
        elif body.prefix == "if_you_do":
            self.steps.append(IfYouDo(eff))
        elif body.prefix == "if_you_do_delayed":  # "If you do, ... at the beginning of the next end step"
            self.steps.append(IfYouDo(CreateDelayedTrigger(body.cond, Body(eff))))
        elif body.prefix == "if_you_dont_delayed":
            self.steps.append(IfYouDo(CreateDelayedTrigger(body.cond, Body(eff)), negate=True))
        elif body.prefix == "if_you_dont":
            self.steps.append(IfYouDo(eff, negate=True))
        elif body.prefix == "after_that_turn":
            # "You control target player during that player's next turn. After that turn, that player takes an
            # extra turn." (500.7, 723.1): "that turn" is the controlled player's next turn
            ctl = [n for st in self.steps for n in iter_nodes(st)
                   if isinstance(n, GameAction) and n.action == "control_next_turn"]
            if not (isinstance(eff, GameAction) and eff.action == "extra_turn" and eff.args == _AFTER_THAT_TURN
                    and ctl and ctl[-1].who == eff.who):
                raise Unrepresentable("after that turn")
            self.steps.append(replace(eff, args=(("after", "next_turn"),)))
        elif body.prefix == "otherwise":
            if self.steps and isinstance(self.steps[-1], Conditional) and self.steps[-1].otherwise is None:
                self.steps[-1] = replace(self.steps[-1], otherwise=eff)
            else:
                raise Unrepresentable("otherwise without if")
        else:
            raise Unrepresentable(f"prefix {body.prefix}")
        self.sentence_index += 1

    def _that_many(self, eff: Any, before: list) -> Any:
        """"..., then draw that many cards" outside a triggered ability: the number of objects the previous
        instruction (the last of ``before``) chose or moved (608.2c), not a triggering event's amount (there
        is none). After a discard ("discard up to two cards, then draw that many cards"), in any ability: the
        cards it discarded."""
        if before and any(isinstance(n, EventAmount) for n in _outside_abilities(eff)):
            found = [n for n in iter_nodes(before[-1]) if isinstance(n, Effect) and not isinstance(n, Seq)]
            if found and isinstance(found[-1], Discard) or any(
                    n == RememberedCount("discarded") for n in iter_nodes(before[-1])):
                # (also "put that many counters on ~ and draw that many cards": the same count again)
                if found and isinstance(found[-1], Discard) and type(found[-1].who).__name__ in ("Players", "Filter", "Each"):
                    # "Each player discards any number of cards, then draws that many cards": each player's own
                    # count, which one remembered total can't give
                    raise Unrepresentable("'that many' after several players discard")
                return _rewrite_outside_abilities(
                    eff, lambda n: RememberedCount("discarded") if isinstance(n, EventAmount) else n)
        if self.ctx.trigger is not None or self.ctx.kind not in ("spell", "activated") or not before:
            return eff
        if not any(isinstance(n, EventAmount) for n in _outside_abilities(eff)):
            return eff  # an EventAmount inside an ability it creates (an emblem's trigger) is that ability's
        last = before[-1]
        found = [n for n in iter_nodes(last) if isinstance(n, Effect) and not isinstance(n, Seq)]
        n0 = found[-1] if found else None
        if isinstance(n0, LoseLife):  # "loses N life. You gain that much life": loss isn't capped (119.3)
            return _rewrite_outside_abilities(eff, lambda n: n0.n if isinstance(n, EventAmount) else n)
        if isinstance(n0, Sacrifice) and (n0.what is not None or n0.n != Num(999)):
            return _rewrite_outside_abilities(
                eff, lambda n: RememberedCount("sacrificed") if isinstance(n, EventAmount) else n)
        if not isinstance(n0, (MoveTo, ChooseAndDo)):
            # no count to refer to: the engine would read a triggering event's amount that isn't there
            raise Unrepresentable("'that many' with no earlier amount")
        if isinstance(n0, ChooseAndDo):
            key = n0.key
        else:
            key = n0.remember or "moved"
            if n0.remember is None:
                before[-1] = rewrite(last, lambda n: replace(n, remember=key) if n is n0 else n)
        return _rewrite_outside_abilities(eff, lambda n: RememberedCount(key) if isinstance(n, EventAmount) else n)

    def _delayed_this_turn(self, s: Sentence, body: BodyR) -> CreateDelayedTrigger:
        """603.7b: "When that creature dies this turn, ..." -- a delayed trigger with a stated duration, so
        not a one-shot (``once=False``: it triggers each time its event happens this turn, then ends). What
        its event names is fixed as it is created (603.7c): "that creature" is the object named before (a
        target kept in the delayed trigger's memory, or an earlier move's new object); its own instructions
        refer to its event ("return it" is the creature that died) and may not choose targets."""
        if s.targets:
            raise Unrepresentable("a target chosen by a delayed trigger")
        trig = body.cond

        def fix(n):
            if isinstance(n, Pron):
                if n.noun in PLAYER_NOUNS:
                    raise Unrepresentable("a player pronoun in a delayed trigger's event")
                r = self._resolve(n)
                return self._moved(r) or self._kept_target(r) or r
            return n
        trig = rewrite(trig, fix)
        sub = BodyBuilder(Context("triggered", trig))
        sub.sentence_index = self.sentence_index
        sub.add(s, replace(body, prefix="", cond=None))
        inner = sub.body()
        if inner.targets:
            raise Unrepresentable("a target chosen by a delayed trigger")
        return CreateDelayedTrigger(trig, inner, once=False)

    def _delayed_pronouns(self, eff: Any, timed: bool = True) -> Any:
        """A delayed trigger (603.7) has no targets of its own and its source may have moved, so what its
        body names is fixed when it is created (603.7c):

        - an object an earlier instruction moved ("Exile it. Return it to the battlefield ... at the
          beginning of the next end step") is that move's new object (400.7): the move remembers it;
        - a target that stayed put ("Sacrifice it at the beginning of the next end step") is the object
          targeted: the engine keeps the targets in the delayed trigger's memory as "target<i>";
        - with no other antecedent, "it" after a move is what was just moved (in "Whenever you cast ...,
          exile this creature. Return it ...", "it" is not the spell) -- when the delayed trigger waits for
          a step (``timed``); one waiting for an event may mean that event's object."""
        def fn(n):
            if isinstance(n, Pron):
                if n.noun in PLAYER_NOUNS:
                    return n
                try:
                    r = self._resolve(n)
                except Unrepresentable:  # no other antecedent: what was just moved, if anything
                    moved = self._just_moved() if timed else None
                    if moved is None:
                        raise
                    return moved
                return self._moved(r) or (self._just_moved() if timed else None) or self._kept_target(r) or r
            if isinstance(n, (Target, This)):
                return self._moved(n) or self._kept_target(n) or n
            return n
        return rewrite(eff, fn)

    def _mark_move(self, j: int, mv: MoveTo) -> Remembered:
        key = mv.remember or "moved"
        if mv.remember is None:
            self.steps[j] = rewrite(self.steps[j], lambda n: replace(n, remember=key) if n is mv else n)
        return Remembered(key)

    def _moved(self, ref: Any) -> Remembered | None:
        """The new object(s) of the latest earlier move of ``ref`` in this body, if any."""
        if not isinstance(ref, (Target, This)):
            return None
        for j in range(len(self.steps) - 1, -1, -1):
            moves = [n for n in iter_nodes(self.steps[j]) if isinstance(n, MoveTo) and n.what == ref]
            if moves:
                return self._mark_move(j, moves[-1])
        return None

    def _just_moved(self) -> Remembered | None:
        if not self.steps:
            return None
        moves = [n for n in iter_nodes(self.steps[-1]) if isinstance(n, MoveTo)]
        return self._mark_move(len(self.steps) - 1, moves[-1]) if moves else None

    @staticmethod
    def _kept_target(ref: Any) -> Remembered | None:
        return Remembered(f"target{ref.index}") if isinstance(ref, Target) else None

    def _remember(self, eff, pos: int) -> None:
        """Things later pronouns may mean: searched and chosen cards (after the clause at ``pos``)."""
        order = (self.sentence_index, pos)
        for n in iter_nodes(eff):
            if isinstance(n, ChooseAndDo):
                self.mentions.append((order, "object", Remembered(n.key), True))
            elif isinstance(n, Search):
                self.mentions.append((order, "object", Remembered("searched"), True))
            elif isinstance(n, MoveTo) and n.remember:
                self.mentions.append((order, "object", Remembered(n.remember), True))
            elif isinstance(n, CreateToken):
                at = order
                if isinstance(n.copy_of, Target):
                    # "create a token that's a copy of another target creature ... It gains haste. Exile it ...": the
                    # token, named after the target it copies in the same sentence, is what a later "it" means
                    same = [m[0][1] for m in self.mentions if m[0][0] == self.sentence_index]
                    at = (self.sentence_index, max([pos, *same]) + 0.5)
                self.mentions.append((at, "object", Remembered(n.remember or "created"), True))
                self.token_refs.add(Remembered(n.remember or "created"))
            elif isinstance(n, GameAction) and n.action == "restart" and dict(n.args).get("exempt") is not None:
                # "Restart the game, leaving in exile [cards]. Then put those cards onto the battlefield" (727.4)
                self.mentions.append((order, "object", Remembered("exempt"), True))
            elif isinstance(n, Mechanic) and n.name in ("manifest", "manifest_dread", "cloak"):
                # "manifest dread, then attach this Equipment to that creature": the face-down permanent put
                # onto the battlefield (701.40a, 701.58a, 701.62a; engine/mechanics/face_down.py remembers it)
                self.mentions.append((order, "object", Remembered("manifested"), False))
            elif isinstance(n, _Pending) and n.item[:1] == ("dig_put",) and n.item[3] == "battlefield":
                # "Put a creature card from among them onto the battlefield. It gains hexproof ...": the card put
                # there (the dig remembers it, _fuse_dig)
                self.mentions.append((order, "object", Remembered(DUG), n.item[2] != Num(1)))
            elif isinstance(n, Tap) and isinstance(n.what, Each):
                # "Tap all nonland permanents target opponent controls. They don't untap during ...": the
                # permanents tapped, not the player (named after the sentence's own targets)
                self.mentions.append(((self.sentence_index, 10 ** 9), "object", n.what, True))
            elif isinstance(n, Sacrifice) and n.what is None and not n.each and isinstance(n.who, You) \
                    and isinstance(n.filter, Filter) and "Creature" in (n.filter.types or ()):
                # "you may sacrifice another creature. When you do, ~ deals damage equal to that creature's power":
                # the creature sacrificed (engine/effects/basic.py remembers it; 603.12 keeps it; 608.2h)
                self.mentions.append((order, "object", Remembered("sacrificed"), n.n != Num(1)))
            elif isinstance(n, Dig) and n.until and n.remember == REVEALED_UNTIL:
                # "Reveal cards ... until you reveal a creature card. Put that card into your hand ..." (701.20a)
                self.mentions.append((order, "object", Remembered(REVEALED_UNTIL), n.n != Num(1)))
            elif isinstance(n, Draw) and n.remember:  # "Draw three cards and reveal them. ... one of them"
                self.mentions.append((order, "object", Remembered(n.remember), True))
            elif isinstance(n, Reveal) and n.remember:  # "Reveal the top card of your library. If it's ..."
                self.mentions.append((order, "object", Remembered(n.remember), n.n != Num(1)))
        self.mentions.sort(key=lambda m: m[0])

    def effect_of(self, item: Any, duration: str | None) -> Effect:
        if isinstance(item, MayPlay) and duration:
            return replace(item, duration=duration)
        if isinstance(item, MayCast) and duration:
            return replace(item, duration=duration)
        if isinstance(item, Effect):
            return item
        if isinstance(item, Cont):
            ref = item.subject.ref
            if item.subject.kind == "and" and all(x.ref is not None and not x.is_player and x.kind != "you"
                                                  for x in item.subject.n) and all(
                    type(m) in (ModPT, AddAbilities, Restrict) for m in item.mods):
                # "Target creature and each other creature that shares a color with it get +1/+1 until end of turn":
                # the same effect on each; none changes what the group after the first is described by (611.2c)
                return Seq(tuple(ApplyContinuous(x.ref, item.mods, item.duration or duration or "permanent")
                                 for x in item.subject.n))
            if ref is None:
                raise Unrepresentable(f"continuous effect on {item.subject.label!r}")
            return ApplyContinuous(ref, item.mods, item.duration or duration or "permanent")
        if isinstance(item, tuple) and item and isinstance(item[0], str):
            return _Pending(item)  # type: ignore[return-value]
        if type(item).__name__ == "Hold":
            return _Pending(item.item)  # type: ignore[return-value]
        if isinstance(item, StaticR) and isinstance(item.ability, Replacement) and self.ctx.kind == "as_enters":
            # "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12)
            return CreateReplacement(item.ability, duration="permanent")
        if isinstance(item, ChooseHeader):
            raise Unrepresentable("modal header inside a body")
        if isinstance(item, StaticR):
            raise Unrepresentable("static ability inside a one-shot body")
        raise Unrepresentable(f"body item {type(item).__name__}")

    def add_unsupported(self, text: str) -> None:
        self.steps.append(Unsupported(text))
        self.sentence_index += 1

    def body(self) -> Body:
        steps = _this_way_counts(_follow_moves(_fuse(self.steps)))
        if any(isinstance(n, Remembered) and n.key == "created" for n in iter_nodes(tuple(steps))):
            # "Create a token. Exile it at the beginning of the next end step."
            steps = [rewrite(st, lambda n: replace(n, remember="created")
                             if isinstance(n, CreateToken) and n.remember is None else n) for st in steps]
        copies = [n for n in iter_nodes(tuple(steps)) if isinstance(n, ApplyContinuous)
                  and any(isinstance(m, CopyOf) for m in n.mods)]
        if any(c.affected == This() for c in copies) and any(
                isinstance(m, CopyOf) and m.of == This() for c in copies for m in c.mods):
            # "~ becomes a copy of that creature, and that creature becomes a copy of ~": an exchange (the second
            # copy would copy what ~ has just become, 707.2), which no instruction here says
            raise Unrepresentable("an exchange of copies")
        for n in iter_nodes(tuple(steps)):
            if isinstance(n, _Pending):
                raise Unrepresentable(f"dangling {n.item[0]}")
            if isinstance(n, DamageInstead):
                raise Unrepresentable("deals damage instead, with no condition")
            if isinstance(n, GameAction) and n.args == _AFTER_THAT_TURN:
                raise Unrepresentable("an extra turn after which turn")
        return Body(_seq(steps), tuple(self.targets))


_FILTER_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Filter)}


def _implied(count: Filter, moved: Any) -> bool:
    """Every object ``moved`` names matches ``count``: each of the count's own conditions is one the moved
    objects' description already states ("creature" after "destroy all creatures"; "card" or "permanent")."""
    own = {k: getattr(count, k) for k in fields_of(count)
           if k not in ("kind", "zone") and getattr(count, k) != _FILTER_DEFAULTS[k]}
    if not own:
        return True
    f = moved.filter if isinstance(moved, Each) else None
    return isinstance(f, Filter) and all(getattr(f, k) == v for k, v in own.items())


def _this_way_counts(steps: list) -> list:
    """608.2c: "for each creature destroyed this way", "the number of cards exiled this way" count the objects
    the instruction just before destroyed, exiled or tapped (``RememberedCount`` of what it remembered). Refused after
    anything else, or when the noun is narrower than what was moved ("for each land card exiled this way")."""
    one = _seq(steps) if steps else None
    flat = list(one.steps) if isinstance(one, Seq) else [one] if one is not None else []
    if not any(isinstance(n, ThisWayCount) for n in iter_nodes(tuple(flat))):
        return steps
    out: list = []
    for i, st in enumerate(flat):
        counts = [n for n in iter_nodes(st) if isinstance(n, ThisWayCount)]
        if counts and all(c.verb == "tapped" for c in counts):
            # "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this
            # way": the objects the instruction before tapped (the engine remembers them as "tapped")
            prev = flat[i - 1] if i else None
            taps = [n for n in iter_nodes(prev)] if prev is not None else []
            if isinstance(prev, Tap) and i >= 2:  # a spell's steps are flat: the choice, then the tap
                taps = [n for n in iter_nodes(flat[i - 2])] + taps
            chooser = [n for n in taps if isinstance(n, ChooseAndDo)]
            if sum(isinstance(n, Tap) for n in taps) != 1 or len(chooser) != 1 \
                    or not all(_implied(c.filter, Each(chooser[0].filter)) for c in counts):
                raise Unrepresentable("... tapped this way, not counting the instruction before")
            out.append(rewrite(st, lambda n: RememberedCount("tapped") if isinstance(n, ThisWayCount) else n))
            continue
        if counts:
            prev = flat[i - 1] if i else None
            ok = (isinstance(prev, Destroy) and all(c.verb == "destroyed" for c in counts)) or (
                isinstance(prev, MoveTo) and prev.zone == "exile" and all(c.verb == "exiled" for c in counts))
            if not ok or not all(_implied(c.filter, prev.what) for c in counts):
                raise Unrepresentable("... this way, not counting the instruction before")
            st = rewrite(st, lambda n: RememberedCount("it") if isinstance(n, ThisWayCount) else n)
        out.append(st)
    return out


def _outside_abilities(x: Any):
    """The nodes of ``x`` not inside an ability it contains (an emblem's or a token's own abilities)."""
    stack = [x]
    while stack:
        n = stack.pop()
        if isinstance(n, tuple):
            stack.extend(n)
            continue
        if not isinstance(n, Node) or isinstance(n, Ability):
            continue
        yield n
        for name in fields_of(n):
            v = getattr(n, name)
            if isinstance(v, (Node, tuple)):
                stack.append(v)


def _rewrite_outside_abilities(x: Any, fn: Callable[[Any], Any]) -> Any:
    """:func:`rewrite`, leaving the abilities ``x`` contains as they are."""
    if isinstance(x, tuple):
        return tuple(_rewrite_outside_abilities(v, fn) for v in x)
    if isinstance(x, Ability) or not isinstance(x, Node):
        return x
    changes = {}
    for f in dataclasses.fields(x):
        v = getattr(x, f.name)
        nv = _rewrite_outside_abilities(v, fn) if isinstance(v, (Node, tuple)) else v
        if nv is not v:
            changes[f.name] = nv
    if changes:
        x = replace(x, **changes)
    return fn(x)


def _follow_moves(steps: list) -> list:
    """400.7j: after "Return target creature card ... to the battlefield" (or "exile target creature"), the
    rest of the effect ("put a +1/+1 counter on it", "return it to the battlefield") acts on the object the
    card became in that public zone, a new object (400.7), not the one that was targeted. The move remembers
    it, and later instructions' objects (``what``, ``affected``) name it; amounts such as "its power" keep
    the target, whose last known information they need (608.2h). The same for a card chosen earlier in the
    effect ("that player exiles a card from their hand. You may play that card ...")."""
    flat: list = []
    for st in steps:
        flat.extend(st.steps if isinstance(st, Seq) else [st])
    moved: dict = {}  # target -> (index in out of the move, its key)
    used: set = set()
    out: list = []
    for st in flat:
        if moved:
            st = _redirect(st, {t: Remembered(k) for t, (_, k) in moved.items()}, used)
        if isinstance(st, MoveTo) and st.zone in _PUBLIC_ZONES and isinstance(st.what, Target):
            moved[st.what] = (len(out), st.remember or f"moved{st.what.index}")
        elif isinstance(st, MoveTo) and st.zone in _PUBLIC_ZONES and isinstance(st.what, Remembered) \
                and st.remember != st.what.key:
            # "that player exiles a card from their hand. You may play that card ...": the chosen card
            moved[st.what] = (len(out), st.remember or f"moved_{st.what.key}")
        out.append(st)
    if not used:
        return steps
    for t, (j, key) in moved.items():
        if key in used and out[j].remember is None:
            out[j] = replace(out[j], remember=key)
    return out


_PUBLIC_ZONES = ("battlefield", "exile", "graveyard")  # 400.2: other parts of the effect can find it (400.7j)


def _redirect(x: Any, moved: dict, used: set) -> Any:
    """``x`` with the objects of its effects and conditions that are keys of ``moved`` replaced; never
    inside a reflexive trigger (603.12: its own targets) or a delayed trigger (fixed separately)."""
    if isinstance(x, tuple):
        return tuple(_redirect(v, moved, used) for v in x)
    if not isinstance(x, Node) or isinstance(x, (ReflexiveTrigger, CreateDelayedTrigger)):
        return x
    changes = {}
    for f in dataclasses.fields(x):
        v = getattr(x, f.name)
        if f.name in ("what", "affected") and isinstance(v, (Target, Remembered)) and v in moved \
                and isinstance(x, (Effect, Matches)):
            changes[f.name] = moved[v]
            used.add(moved[v].key)
        elif isinstance(v, (Node, tuple)):
            nv = _redirect(v, moved, used)
            if nv is not v and nv != v:
                changes[f.name] = nv
    return replace(x, **changes) if changes else x


DUG = "dug"  # memory key of the cards a Dig put onto the battlefield ("It gains hexproof ...")

_AFTER_THAT_TURN = (("after", "that_turn"),)  # "takes an extra turn" waiting for "After that turn," to place it


@dataclass(frozen=True, slots=True)
class _Pending(Effect):
    """A follow-up instruction ("put the rest on the bottom ...") waiting to be fused."""

    item: tuple = ()


def _seq(effects: list) -> Effect:
    flat: list = []
    for e in effects:
        if isinstance(e, Seq):
            flat.extend(e.steps)
        else:
            flat.append(e)
    if len(flat) == 1:
        return flat[0]
    return Seq(tuple(flat))


def _fuse(steps: list) -> list:
    """Merge multi-clause instructions into single effects (search + put + shuffle, look + put)."""
    out = _fuse_steps(steps)
    for s in out:
        if isinstance(s, Search) and s.remember == "searched" or isinstance(s, MayDo) and \
                isinstance(s.effect, Search) and s.effect.remember == "searched":
            raise Unrepresentable("search without a destination")
    return out


def _fuse_steps(steps: list) -> list:
    flat: list = []
    for s in steps:
        if isinstance(s, Seq):
            flat.extend(s.steps)
        elif isinstance(s, MayDo) and isinstance(s.effect, Seq) and s.effect.steps \
                and isinstance(s.effect.steps[0], Search):
            # "you may search ..., put it into your hand, then shuffle": the whole search is optional
            inner = _fuse_steps(list(s.effect.steps))
            flat.append(replace(s, effect=_seq(inner)))
        else:
            flat.append(s)
    out: list = []
    for s in flat:
        prev = out[-1] if out else None
        if isinstance(s, _Pending) and s.item[0] == "discard_chosen" and len(out) >= 2 \
                and isinstance(out[-1], _Pending) and out[-1].item[0] == "choose_from_hand" \
                and isinstance(out[-2], _Pending) and out[-2].item[0] == "reveal_hand":
            # "Target opponent reveals their hand. You choose a nonland card from it. That player
            # discards that card." (701.9b: the discard is chosen by you)
            _, flt, n = out[-1].item
            who = out[-2].item[1]
            out[-2:] = [Discard(who, n, filter=flt, chooser="you", reveal=True)]
            continue
        if isinstance(s, _Pending) and s.item[0] == "cast_copy" and isinstance(prev, _Pending) \
                and prev.item[0] == "copy_card":
            # "Copy that card. You may cast the copy [without paying its mana cost]." (707.12)
            out[-1] = CastCard(prev.item[1], copy=True, free=s.item[1])
            continue
        if _is_clash(prev) and isinstance(s, Conditional) and s.condition == IsTrue("won_flip"):
            if any(type(n).__name__ == "EventPlayer" for n in s.walk()):
                raise Unrepresentable("that player, the opponent clashed with")
            s = replace(s, condition=IsTrue("won_clash"))  # "Clash with an opponent. If you win, ..." (701.30d)
        if isinstance(prev, CreateDelayedTrigger) and isinstance(s, Conditional) \
                and isinstance(s.condition, IsTrue) and s.condition.fact in ("won_flip", "lost_flip") \
                and any(isinstance(n, FlipCoins) for n in iter_nodes(prev.body)):
            # "Flip a coin at the beginning of the next end step. If you lose the flip, ...": the result is
            # the delayed trigger's (603.7), not known when the ability resolves
            raise Unrepresentable("a delayed trigger's result read outside it")
        if isinstance(prev, FlipCoins) and isinstance(s, Conditional) and isinstance(s.condition, IsTrue) \
                and s.condition.fact in ("won_flip", "lost_flip") and s.otherwise is None:
            # "Flip a coin. If you win the flip, X. If you lose the flip, Y." (705.2)
            key = "won" if s.condition.fact == "won_flip" else "lost"
            if getattr(prev, key) is None:
                out[-1] = replace(prev, **{key: s.then})
                continue
        if isinstance(prev, MayDo) and isinstance(prev.effect, Search) and prev.effect.remember == "searched":
            inner = _fuse_steps([prev.effect, s])
            if len(inner) == 1:
                out[-1] = replace(prev, effect=inner[0])
                continue
        if isinstance(prev, Search) and prev.remember == "searched":
            if isinstance(s, MoveTo) and s.what == Remembered("searched"):
                if s.counters:
                    raise Unrepresentable("a searched card put onto the battlefield with counters")
                out[-1] = replace(prev, zone=s.zone, tapped=s.tapped, remember=None)
                continue
            if isinstance(s, _Pending) and s.item[0] == "reveal_it" and s.item[1] == Remembered("searched"):
                out[-1] = replace(prev, reveal=True)
                continue
        if isinstance(prev, Search) and prev.remember == "searched" and isinstance(s, _Pending) \
                and s.item[0] == "search_split":
            out[-1] = replace(prev, split=(("battlefield", True), ("hand", False)), remember=None)
            continue
        if isinstance(prev, MayDo) and isinstance(prev.effect, Search) and isinstance(s, Shuffle) \
                and s.who == prev.effect.who:
            continue  # "you may search ..., then shuffle": the shuffle is part of the optional search
        if isinstance(prev, Search) and isinstance(s, Shuffle) and s.who == prev.who:
            continue  # 701.23: the search already shuffles
        if isinstance(prev, Search) and prev.remember is None and isinstance(s, MoveTo) \
                and s.what == Remembered("searched"):
            raise Unrepresentable("second move of searched card")
        if isinstance(prev, Reveal) and isinstance(s, _Pending) and (
                s.item[0] == "dig_all" or (prev.remember == "revealed" and s.item[0] == "dig_put")):
            # "Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand";
            # "Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield"
            # (701.20a): a dig whose cards are revealed
            prev = out[-1] = Dig(prev.who, prev.n, reveal=True)
        if isinstance(prev, Dig) and prev.until and prev.take == Num(0) and isinstance(s, MoveTo) \
                and s.what == Remembered(REVEALED_UNTIL) and s.zone in ("hand", "battlefield", "graveyard") \
                and s.controller is None and not (s.attacking or s.face_down or s.counters or s.transformed):
            # "Put that card into your hand / onto the battlefield [tapped] [and the rest ...]" (701.20a)
            out[-1] = replace(prev, take=prev.n, zone=s.zone, tapped=s.tapped, remember=None)
            continue
        if isinstance(prev, Dig) and isinstance(s, _Pending):
            fused = _fuse_dig(prev, s.item)
            if fused is not None:
                out[-1] = fused
                continue
        if isinstance(s, MayDo) and isinstance(s.effect, _Pending) and isinstance(prev, Dig):
            fused = _fuse_dig(prev, s.effect.item)
            if fused is not None:
                out[-1] = replace(fused, take_up_to=True)  # "you may put ...": up to that many
                continue
        if isinstance(s, IfYouDo) and isinstance(prev, Conditional) and isinstance(prev.then, MayDo) \
                and isinstance(prev.then.effect, Reveal) and isinstance(prev.condition, Matches) \
                and isinstance(prev.condition.what, TopCards):
            out[-1] = replace(prev, then=Seq((prev.then, s)))  # kinship's "If you do": only after the reveal
            continue
        if isinstance(prev, Dig) and _look_if(prev, s) is not None:
            out[-1] = _look_if(prev, s)
            continue
        if isinstance(prev, Dig) and prev.take == Num(0) and _refers_back(s):
            # "Look at the top card of your library. If it's a land card, you may put it ..." -- the card looked
            # at is no antecedent the compiler can name yet ("it" would become the source): refuse
            raise Unrepresentable("the card looked at, referred to later")
        if isinstance(prev, Search) and prev.remember == "searched" and isinstance(s, _Pending) \
                and s.item[0] == "dig_take_all":  # "Search ... for three cards, put them into your hand"
            out[-1] = replace(prev, zone=s.item[1], remember=None)
            continue
        out.append(s)
    return out


def _kinship(prev: Any, body: BodyR) -> Conditional | None:
    """Kinship: "You may look at the top card of your library. If it shares a creature type with ~, you may reveal
    it. If you do, ..." -- "it" is the card looked at, which stays on top; the reveal (and what "if you do" does)
    only if it matches. The following "If you do" is folded into the condition (``_fuse_steps``)."""
    d = prev.effect if isinstance(prev, MayDo) else prev
    if not (isinstance(d, Dig) and d.who == You() and d.n == Num(1) and d.take == Num(0) and d.rest == "top"):
        return None
    if not (body.prefix == "if" and isinstance(body.cond, Matches) and isinstance(body.cond.what, Pron)
            and isinstance(body.cond.filter, Filter) and len(body.items) == 1 and isinstance(body.items[0], MayDo)):
        return None
    item = body.items[0].effect
    if not (isinstance(item, tuple) and item and item[0] == "reveal_it" and isinstance(item[1], Pron)):
        return None
    return Conditional(Matches(TopCards(You(), Num(1)), replace(body.cond.filter, kind="card")),
                       MayDo(Reveal(You(), Num(1), remember=None)))


def _look_if(d: Dig, s: Any) -> Dig | None:
    """"Look at the top card of your library. If it's a [filter] card, you may [reveal it and] put it into your
    hand." is a Dig of one card taking up to one matching card (the "it" of the second sentence is the card
    looked at, 608.2c)."""
    if not (d.who == You() and d.n == Num(1) and d.take == Num(0) and d.rest == "top"):
        return None
    if not (isinstance(s, Conditional) and s.otherwise is None and isinstance(s.condition, Matches)
            and isinstance(s.condition.filter, Filter)):
        return None
    steps = s.then.steps if isinstance(s.then, Seq) else (s.then,)

    def reveal_it(e: Any) -> bool:
        item = e.item if isinstance(e, _Pending) else e
        return isinstance(item, tuple) and bool(item) and item[0] == "reveal_it"

    def to_hand(e: Any) -> bool:
        return isinstance(e, MoveTo) and e.zone == "hand" and not e.tapped

    if len(steps) == 2 and isinstance(steps[0], MayDo) and reveal_it(steps[0].effect) and to_hand(steps[1]):
        reveal = True
    elif len(steps) == 1 and isinstance(steps[0], MayDo) and to_hand(steps[0].effect):
        reveal = False
    else:
        return None
    return replace(d, take=Num(1), filter=replace(s.condition.filter, kind="card"), zone="hand", take_up_to=True,
                   reveal=reveal)


def _is_clash(s: Any) -> bool:
    """A "clash with an opponent" step, optional ("you may clash") or not."""
    if isinstance(s, MayDo):
        s = s.effect
    return isinstance(s, Mechanic) and s.name == "clash"


def _refers_back(s: Any) -> bool:
    """Whether step ``s`` after a bare look at the top of a library acts on some object ("it", "that card"):
    a pending clause, a move, a condition on an object, or "if you do"."""
    if isinstance(s, _Pending) or isinstance(s, tuple):
        return True
    if not isinstance(s, Node):
        return False
    return any(isinstance(n, (MoveTo, Matches, IfYouDo, _Pending)) or isinstance(getattr(n, "effect", None), tuple)
               for n in s.walk())


def _fuse_dig(d: Dig, item: tuple) -> Dig | None:
    kind = item[0]
    if kind == "dig_rest":
        rest = {"bottom": "bottom_any", "bottom_random": "bottom_random", "graveyard": "graveyard", "top": "top_any",
                "hand": "hand"}[item[1]]
        return replace(d, rest=rest)
    if kind in ("dig_take", "dig_take_upto"):
        _, flt, n, zone, rest = item
        return replace(d, take=n, filter=flt, zone=zone, take_up_to=kind == "dig_take_upto",
                       rest={"bottom": "bottom_any", "bottom_random": "bottom_random", "graveyard": "graveyard"}[rest])
    if kind == "dig_may":
        _, flt, n, zone, reveal = item
        return replace(d, take=n, filter=flt, zone=zone, take_up_to=True, reveal=d.reveal or reveal)
    if kind == "dig_all":  # "put all <cards> revealed this way into your hand": as many as match (609.3)
        return replace(d, take=d.n, filter=item[1], zone=item[2])
    if kind == "dig_take_all":
        return replace(d, take=d.n, zone=item[1], rest="top")
    if kind == "dig_put":
        _, flt, n, zone, upto, *more = item
        if zone not in ("hand", "graveyard", "battlefield"):
            return None
        extra = {"remember": DUG, "counters": more[0] if more else ()} if zone == "battlefield" else {}
        return replace(d, take=n, filter=flt if flt != Filter(kind="card") else None, zone=zone,
                       take_up_to=upto or d.take_up_to, **extra)
    return None



def _timed(trigger: Any) -> bool:
    """Whether a delayed trigger waits for a step ("at the beginning of the next end step") rather than an
    event with objects of its own (603.7)."""
    return not isinstance(trigger, Trigger) or trigger.event == "step"


def join_any_color(items: tuple, positions: tuple) -> tuple[tuple, tuple]:
    """"You may play that card ..., and you may spend mana as though it were mana of any color to cast it"
    (609.4b): the second clause qualifies the permission of the first (``MayPlay.any_color``)."""
    if not any(isinstance(x, AnyColor) for x in items):
        return items, positions
    out: list = []
    pos: list = []
    for it, p in zip(items, positions):
        if isinstance(it, AnyColor):
            if not out or not isinstance(out[-1], MayPlay) or out[-1].any_color:
                raise Unrepresentable("spend mana as though it were mana of any color")
            out[-1] = replace(out[-1], any_color=True)
            continue
        out.append(it)
        pos.append(p)
    return tuple(out), tuple(pos)

