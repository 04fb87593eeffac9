"""The Oracle compiler: a card's text -> ability trees (CR 113).

Lines become abilities; sentences are parsed one at a time by the grammar (:mod:`.parser`) and built
into vocabulary nodes (:mod:`.builder`); this module assembles sentences into abilities, numbers
targets, resolves pronouns and fuses multi-sentence instructions ("Search ..., put it onto the
battlefield tapped, then shuffle"). A sentence the grammar cannot read becomes ``Unsupported(text)``
(or the whole line ``Unparsed(text)`` when its first sentence fails): never silently dropped.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, replace
from typing import Any

from ..cards.face import Card, CardFace
from ..tree.abilities import (
    Ability,
    Activated,
    All,
    Body,
    Chapter,
    Compare,
    IsTrue,
    Keyword,
    Modal,
    Not,
    Replacement,
    SpellAbility,
    Static,
    Trigger,
    Triggered,
    Unparsed,
)
from ..tree.base import Node
from ..tree.continuous import AddAbilities, ExileFound, SetPT, Restrict
from ..tree.costs import Cost
from ..tree.effects import (  # noqa: F401
    AddMana,
    ApplyContinuous,
    CastCard,
    ChooseAndDo,
    Conditional,
    CopySpell,
    CounterSpell,
    CreateDelayedTrigger,
    CreateReplacement,
    CreateToken,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    Effect,
    FlipCoins,
    GameAction,
    IfYouDo,
    LoseLife,
    MayCast,
    MayDo,
    MayPlay,
    Mechanic,
    MoveTo,
    ReflexiveTrigger,
    Reveal,
    Sacrifice,
    Search,
    Seq,
    Shuffle,
    Unsupported,
)
from ..tree.filters import Filter
from ..tree.refs import AffectedObject, AttachedTo, CountersOn, Num, Remembered, This, You, ClassLevel
from .assemble import LEAVE_EVENTS, PLAYER_NOUNS, BodyBuilder, Context, join_any_color
from .builder import (
    ChooseHeader,
    Cont,
    Pron,
    Sentence,
    StaticR,
    Unrepresentable,
    rewrite,
    set_granted_compiler,
)
from .sentence import SENTENCES, INTERNAL_ERRORS, Failure, compile_sentence, iter_nodes
from .text import face_self_names, replace_self, split_sentences, strip_ability_word, strip_reminder
from ..tree.effects import KeepMana, SpendOnly


@dataclass(frozen=True, slots=True)
class CompiledFace:
    """One face's abilities, in Oracle order."""

    name: str
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class CompiledCard:
    name: str
    faces: tuple[CompiledFace, ...]

    @property
    def abilities(self) -> tuple[Ability, ...]:
        return tuple(a for f in self.faces for a in f.abilities)


# ---------------------------------------------------------------- lines -> abilities


def _sentences(line: str) -> list[tuple[str, Sentence | Failure]]:
    return [(s, compile_sentence(s)) for s in split_sentences(line)]


def _is_mana_ability(body: Body, loyalty: bool) -> bool:
    """605.1a: no target, could add mana, not a loyalty ability."""
    if loyalty or body.targets:
        return False
    return _adds_mana(body.effect)


def _adds_mana(x: Any) -> bool:
    """Whether ``x`` itself adds mana (605.1a "could add mana"): an ``AddMana`` inside an ability that
    ``x`` grants or gives a token ("Create two Treasure tokens") is that other ability's, not ``x``'s."""
    if isinstance(x, tuple):
        return any(_adds_mana(v) for v in x)
    if not isinstance(x, Node):
        return False
    if isinstance(x, AddMana):
        return True
    if isinstance(x, Ability):
        return False
    return any(_adds_mana(getattr(x, f.name)) for f in dataclasses.fields(x))


def _apply_rule(ab: Ability, rule: tuple, body: BodyBuilder | None) -> Ability:
    name, arg = rule[0], (rule[1] if len(rule) > 1 else None)
    if name == "multi":
        for r in arg:
            ab = _apply_rule(ab, r, body)
        return ab
    if name == "noop":
        return ab
    if isinstance(ab, Activated):
        if name == "timing":
            return replace(ab, timing=arg)
        if name == "limit":
            return replace(ab, limit=arg)
        if name == "who":
            return replace(ab, who=arg)
        if name == "cost_change" and ab.cost_change is None and not ab.mana:
            return replace(ab, cost_change=arg)
        if name == "condition":
            cond = arg if ab.condition is None else All((ab.condition, arg))
            return replace(ab, condition=cond)
    if isinstance(ab, Activated) and name == "zone":
        return replace(ab, zone=arg)
    if isinstance(ab, Triggered) and name == "trigger_limit":
        fact = "once_each_turn" if arg == 1 else "twice_each_turn"
        cond = IsTrue(fact) if ab.trigger.condition is None else All((ab.trigger.condition, IsTrue(fact)))
        return replace(ab, trigger=replace(ab.trigger, condition=cond))
    raise Unrepresentable(f"rule {name} on {type(ab).__name__}")


def _body_rule(builder: BodyBuilder, rule: tuple) -> bool:
    """Rules that modify the body ("It can't be regenerated."); True when applied."""
    name = rule[0]
    if name == "no_regen":
        for i in range(len(builder.steps) - 1, -1, -1):
            st = builder.steps[i]
            if isinstance(st, Destroy):
                builder.steps[i] = replace(st, no_regen=True)
                return True
            if isinstance(st, Seq) and st.steps and isinstance(st.steps[-1], Destroy):
                builder.steps[i] = Seq(st.steps[:-1] + (replace(st.steps[-1], no_regen=True),))
                return True
        return False
    if name == "spend_only":  # 106.6: "Spend this mana only to cast ...", "This mana can't be spent ..."
        flt, negate = rule[1], rule[2]
        abilities = rule[3] if len(rule) > 3 else None

        def wrap(n):
            return SpendOnly(n, flt, negate, abilities) if isinstance(n, AddMana) else n
        for i in range(len(builder.steps) - 1, -1, -1):
            new = rewrite(builder.steps[i], wrap)
            if new != builder.steps[i]:
                builder.steps[i] = new
                return True
        return False
    if name == "keep_mana":  # 106.4: "Until end of turn, you don't lose this mana as steps and phases end"
        def keep(n):
            return KeepMana(n) if isinstance(n, AddMana) else n
        for i in range(len(builder.steps) - 1, -1, -1):
            new = rewrite(builder.steps[i], keep)
            if new != builder.steps[i]:
                builder.steps[i] = new
                return True
        return False
    if name == "counter_to_exile":
        for i in range(len(builder.steps) - 1, -1, -1):
            new = rewrite(builder.steps[i], lambda n: replace(n, to_zone="exile") if isinstance(n, CounterSpell) else n)
            if new != builder.steps[i]:
                builder.steps[i] = new
                return True
        return False
    if name == "new_targets":
        for i in range(len(builder.steps) - 1, -1, -1):
            new = rewrite(builder.steps[i], lambda n: replace(n, new_targets=True) if isinstance(n, CopySpell) else n)
            if new != builder.steps[i]:
                builder.steps[i] = new
                return True
        return False
    return False


class LineCompiler:
    """Compiles the lines of one face."""

    def __init__(self, is_spell: bool, granted: bool = False):
        self.is_spell = is_spell
        self.granted = granted

    # -- continuation sentences after the first one
    def _continue(self, builder: BodyBuilder, rest: list, ab_rules: list) -> None:
        for text, s in rest:
            if isinstance(s, Failure):
                builder.add_unsupported(text)
                continue
            try:
                if s.kind == "plain" and s.body is not None:
                    if any(isinstance(i, ChooseHeader) for i in s.body.items):
                        raise Unrepresentable("modal header mid-line")
                    builder.add(s, s.body)
                elif s.kind == "rule":
                    if not _body_rule(builder, s.data):
                        ab_rules.append(s.data)
                else:
                    raise Unrepresentable(f"{s.kind} sentence inside an ability")
            except Unrepresentable:
                builder.add_unsupported(text)

    def _body(self, ctx: Context, first: Sentence, rest: list, modes: list[str] | None,
              ab_rules: list, intervening: list | None = None) -> Node:
        builder = BodyBuilder(ctx)
        b = first.body
        if intervening is not None and b is not None and b.prefix == "if" and b.cond is not None \
                and not b.trailing:
            # 603.4: "When/Whenever/At [event], if [condition], [effect]" -- an intervening "if"; a condition
            # after the effect ("..., destroy target creature if it's tapped") is only checked on resolution
            intervening.append(builder.resolve(rewrite(b.cond, lambda n: n)))
            b = replace(b, prefix="", cond=None)
            first = replace(first, body=b)
        if b is not None and b.items and isinstance(b.items[0], ChooseHeader):
            if modes is None or len(b.items) != 1:
                raise Unrepresentable("modal header without modes")
            if b.prefix not in ("",):
                raise Unrepresentable("conditional modal")
            header: ChooseHeader = b.items[0]
            mode_bodies = tuple(self._mode(ctx, m) for m in modes)
            more = _more_modes(rest[0][0]) if len(rest) == 1 else None
            if rest and more is None:
                raise Unrepresentable("text after modes")
            if more is not None:
                return Modal(mode_bodies, min=header.min, max=header.max, more_if=more[0], more_max=more[1])
            return Modal(mode_bodies, min=header.min, max=header.max)
        if modes:
            raise Unrepresentable("modes without header")
        builder.add(first, b)
        self._continue(builder, rest, ab_rules)
        return builder.body()

    def _mode(self, ctx: Context, text: str) -> Body:
        builder = BodyBuilder(ctx)
        parts = _sentences(text)
        for t, s in parts:
            if isinstance(s, Failure) or s.kind != "plain" or s.body is None:
                builder.add_unsupported(t)
                continue
            try:
                builder.add(s, s.body)
            except Unrepresentable:
                builder.add_unsupported(t)
        try:
            return builder.body()
        except Unrepresentable:
            return Body(Unsupported(text))

    def line(self, line: str, modes: list[str] | None = None) -> list[Ability]:
        """Abilities for one line of a permanent (or the non-spell lines of an instant/sorcery)."""
        if line.startswith("Companion — "):
            # 702.139a: "Companion—[Condition]" functions outside the game: a deck-building condition and the
            # special action (116.2g); the condition is kept as text for the deck check (decks/companion.py)
            return [Keyword("Companion", arg=line[len("Companion — "):].strip())]
        if line.startswith("Max speed — "):
            # 702.178: "Max speed — [ability]" means "As long as you have max speed, this object has [ability]"
            inner = self.line(line[len("Max speed — "):], modes)
            if any(isinstance(a, Unparsed) for a in inner):
                return [Unparsed(line)]
            return [Static((AddAbilities(tuple(inner)),), This(), condition=IsTrue("max_speed"))]
        parts = _sentences(line)
        if not parts:
            return []
        first_text, first = parts[0]
        if isinstance(first, Failure):
            return [Unparsed(line if not modes else line + " " + " ".join("• " + m for m in modes))]
        try:
            return self._line(first, parts[1:], modes)
        except Unrepresentable:
            return [Unparsed(line if not modes else line + " " + " ".join("• " + m for m in modes))]
        except Exception as e:  # a compiler bug must not take the card down with it
            INTERNAL_ERRORS.append((line, repr(e)))
            return [Unparsed(line if not modes else line + " " + " ".join("• " + m for m in modes))]

    def _line(self, first: Sentence, rest: list, modes) -> list[Ability]:
        k = first.kind
        rules: list = []
        if k == "keywords":
            if rest or modes:
                raise Unrepresentable("text after keywords")
            return list(first.data)
        if k in ("activated", "loyalty"):
            loyalty = k == "loyalty"
            body = self._body(Context("activated"), first, rest, modes, rules)
            ab = Activated(first.cost, body, timing="sorcery" if loyalty else "any", loyalty=loyalty)
            if isinstance(body, Body) and _is_mana_ability(body, loyalty):
                ab = replace(ab, mana=True)
            cost = first.cost
            if first.zone in ("graveyard", "hand", "exile"):
                ab = replace(ab, zone=first.zone)
            elif cost.discard_self:
                ab = replace(ab, zone="hand")  # e.g. channel: "{1}{G}, Discard ~: ..."
            if first.data == ("exhaust",):  # 702.177a: activate only once
                ab = replace(ab, condition=Not(IsTrue("activated_before", This())))
            elif first.data == ("boast",):  # 702.142a
                ab = replace(ab, condition=IsTrue("attacked_this_turn", This()), limit=1)
            for r in rules:
                ab = _apply_rule(ab, r, None)
            return [ab]
        if k == "triggered":
            out = []
            for trig in first.data:
                found: list = []
                body = self._body(Context("triggered", trig), first, rest, modes, rules, found)
                intervening = found[0] if found else first.intervening
                ab = Triggered(trig, body, intervening=intervening)
                if first.zone in ("graveyard", "hand", "exile") and not (
                        isinstance(trig.subject, This) and trig.event in LEAVE_EVENTS):
                    ab = replace(ab, zone=first.zone)
                elif isinstance(intervening, IsTrue) and intervening.fact in ("in_command_or_battlefield",
                                                                              "in_command_zone"):
                    ab = replace(ab, zone="command")  # eminence: triggers from the command zone too (113.6)
                for r in rules:
                    ab = _apply_rule(ab, r, None)
                out.append(ab)
            return out
        if k == "chapter":
            out = []
            for n in first.data:
                trig = Trigger("chapter", This(), condition=Chapter(n))
                body = self._body(Context("triggered", trig), first, rest, modes, rules)
                if rules:
                    raise Unrepresentable("rules on a chapter")
                out.append(Triggered(trig, body))
            return out
        if k in ("plain", "aslongas"):
            if modes:
                raise Unrepresentable("modes on a static line")
            return self._static(first, rest)
        if k == "as_enters":  # 614.12: "As ~ enters, choose ..." -- a replacement effect
            if modes:
                raise Unrepresentable("modes as it enters")
            body = self._body(Context("as_enters"), first, rest, None, rules)
            if rules:
                raise Unrepresentable("rules on an as-enters ability")
            return [Replacement("as_enters", arg=body)]
        if k == "exert":  # 701.43d, 607.2h: the optional attack cost and its linked "When you do" ability
            if modes or len(rest) > 1:
                raise Unrepresentable("text after exert")
            out: list[Ability] = [Keyword("Exert")]
            if rest:
                text, s = rest[0]
                if isinstance(s, Failure) or s.kind != "plain" or s.body is None or s.body.prefix != "when_you_do":
                    raise Unrepresentable("exert followed by other text")
                trig = Trigger("exerts", This())
                s = replace(s, body=replace(s.body, prefix=""))
                body = self._body(Context("triggered", trig), s, [], None, rules)
                if rules:
                    raise Unrepresentable("rules on an exert trigger")
                out.append(Triggered(trig, body))
            return out
        if k == "addcost":
            if rest or modes:
                raise Unrepresentable("text after additional cost")
            if isinstance(first.data, Cost):  # "A or B": one of them, chosen as the spell is announced (601.2b)
                return [Keyword("AdditionalCostChoice", cost=first.cost, arg=first.data)]
            return [Keyword("AdditionalCost", cost=first.cost)]
        raise Unrepresentable(f"line of kind {k}")

    def _static(self, first: Sentence, rest: list) -> list[Ability]:
        out: list[Ability] = []
        for i, (s) in enumerate([first] + [r[1] for r in rest]):
            if isinstance(s, Failure):
                raise Unrepresentable("static continuation")
            if s.kind == "rule" and s.data[0] == "noop":
                continue
            if s.kind not in ("plain", "aslongas") or s.body is None:
                raise Unrepresentable("static line")
            cond = s.intervening if s.kind == "aslongas" else None
            b = s.body
            if b.prefix == "if" and cond is None and (all(isinstance(x, StaticR) for x in b.items) or b.trailing and all(
                    isinstance(x, Cont) for x in b.items)):  # "~ can't attack unless C": a static with C as condition
                cond = b.cond
            elif b.prefix:
                raise Unrepresentable("prefixed static")
            if s.targets:
                raise Unrepresentable("targets in a static ability")
            items = join_any_color(b.items, b.positions or (0,) * len(b.items))[0]
            if len(items) == 1 and isinstance(items[0], MayPlay) and out and _exile_found_open(out[-1]):
                out[-1] = _exile_found_then(out[-1], items[0], cond, b.duration)
                continue
            if (len(items) == 1 and isinstance(items[0], StaticR) and type(items[0].ability) is Static
                    and not items[0].ability.mods and out and type(out[-1]) is Static and cond is None):
                # "The same is true for ...": the static before it applies to a wider set (its new filter)
                prev = out[-1]
                if not isinstance(prev.affected, Filter) or any(f for f in ("controller",)
                                                                if getattr(prev.affected, f) != "you"):
                    raise Unrepresentable("the same is true for ...")
                out[-1] = replace(prev, affected=items[0].ability.affected)
                continue
            for item in items:
                out.append(_static_of(item, cond, b.duration))
        return [_resolve_static(a) for a in out]


def _exile_found_open(ab: Ability) -> bool:
    """Is ``ab`` "they exile each card they find" (723.7) still waiting for what may be done with them?"""
    return isinstance(ab, Static) and len(ab.mods) == 1 and isinstance(ab.mods[0], ExileFound) \
        and ab.mods[0].then is None


def _exile_found_then(ab: Static, play: MayPlay, cond, duration) -> Static:
    """"You may play those cards for as long as they remain exiled" after "they exile each card they find"
    (Opposition Agent, 723.7): "those cards" are the cards found and exiled."""
    if cond is not None or duration is not None or not (isinstance(play.what, Pron) and play.what.plural) \
            or play.who != You():
        raise Unrepresentable("permission after exiling the found cards")
    return replace(ab, mods=(replace(ab.mods[0], then=replace(play, what=Remembered("found"))),))


def _static_of(item: Any, cond, duration) -> Ability:
    """604 / 614: a clause of a static line as a Static or Replacement ability."""
    if duration is not None:
        raise Unrepresentable("duration on a static ability")
    if isinstance(item, StaticR):
        ab = item.ability
        if cond is not None and type(ab) is Keyword and ab.name == "AlternativeCost" and ab.arg is None:
            return replace(ab, arg=cond)  # 118.9: "If it's not your turn, you may ... rather than pay ~'s mana cost"
        if cond is not None:
            if not isinstance(ab, (Static, Replacement)):
                raise Unrepresentable("condition on a static")
            ab = replace(ab, condition=cond if ab.condition is None else All((ab.condition, cond)))
        return ab
    if isinstance(item, Cont):
        if item.duration is not None:
            raise Unrepresentable("one-shot continuous effect on a permanent line")
        np = item.subject
        if np.kind == "self":
            aff: Node = This()
        elif np.kind in ("attached",):
            aff = np.ref
        elif np.kind in ("each", "bare") and np.filter is not None and np.filter.kind != "player":
            aff = np.filter
        elif np.kind == "pron" and np.noun in ("it",):
            aff = This()
        elif np.kind in ("players", "you"):
            aff = np.ref
        elif np.kind == "paired" and cond == IsTrue("paired"):
            aff = np.ref  # 702.95b: ~ and the creature it's paired with
        else:
            raise Unrepresentable(f"static over {np.label!r}")
        return Static(item.mods, aff, condition=cond)
    raise Unrepresentable("static line item")


def _resolve_static(ab: Ability) -> Ability:
    """Pronouns in a static ability mean its source ("it" in "As long as it's attacking") -- except "attached
    to it" (and "that shares a creature type with it") in the effect on other objects: "Equipped creature gets +1/+0
    for each Equipment attached to it" counts what is attached to the equipped creature, "Each creature you control gets +2/+0 for each Equipment attached
    to it" what is attached to each creature it modifies (613.4b: evaluated per affected object)."""
    if isinstance(ab, Static) and not isinstance(ab.affected, This):
        host = ab.affected if isinstance(ab.affected, AttachedTo) else AffectedObject()

        def attached(n):
            if isinstance(n, Filter) and isinstance(n.attached_to, Pron) and n.attached_to.noun == "it":
                n = replace(n, attached_to=host)
            for rel in ("shares_color_with", "shares_type_with"):  # "... that shares a creature type with it" too
                if isinstance(n, Filter) and isinstance(getattr(n, rel), Pron) and getattr(n, rel).noun == "it":
                    n = replace(n, **{rel: host})
            return n
        ab = replace(ab, mods=rewrite(ab.mods, attached))

    def fn(n):
        if isinstance(n, Pron):
            if n.noun in PLAYER_NOUNS:
                raise Unrepresentable("player pronoun in a static ability")
            return This()
        return n
    return rewrite(ab, fn)


# ---------------------------------------------------------------- faces and cards

_MODAL_HEADER = re.compile(r"\bchoose\b[^.]*—$", re.I)
_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT_LINE = re.compile(r"^(\d+)/(\d+)$")
_CLASS_LEVEL = re.compile(r"^(?:\{[^}]+\})+: Level (\d+)$")


def _group_lines(lines: list[str]) -> list[tuple[str, Any]]:
    """Lines grouped: ("line", text, modes) with bullet modes attached to their header (700.2), and
    ("level", lo, hi, pt, [lines]) blocks of leveler cards (711)."""
    out: list = []
    i = 0
    while i < len(lines):
        ln = lines[i]
        m = _LEVEL.match(ln)
        if m:
            lo = int(m.group(1))
            hi = int(m.group(2)) if m.group(2) else None
            j = i + 1
            pt = None
            if j < len(lines) and _PT_LINE.match(lines[j]):
                pm = _PT_LINE.match(lines[j])
                pt = (int(pm.group(1)), int(pm.group(2)))
                j += 1
            body = []
            while j < len(lines) and not _LEVEL.match(lines[j]):
                body.append(lines[j])
                j += 1
            out.append(("level", (lo, hi, pt, body)))
            i = j
            continue
        cm = _CLASS_LEVEL.match(ln)
        if cm:
            j = i + 1
            body = []
            while j < len(lines) and not _CLASS_LEVEL.match(lines[j]):
                body.append(lines[j])
                j += 1
            out.append(("class", (ln, int(cm.group(1)), body)))
            i = j
            continue
        if ln.startswith("•"):
            if out and out[-1][0] == "line":
                out[-1][1][1].append(ln.lstrip("• ").strip())
            else:
                out.append(("line", (ln, [])))
            i += 1
            continue
        out.append(("line", (ln, [])))
        i += 1
    return out


def _face_lines(face: CardFace, card: Card) -> list[str]:
    text = strip_reminder(face.text)
    names = face_self_names(face.name, card.name, card.layout, "Legendary" in face.supertypes)
    text = replace_self(text, names)
    text = text.replace("’", "'").replace("−", "-")
    lines = []
    for ln in text.split("\n"):
        ln = ln.strip()
        if not ln:
            continue
        lines.append(strip_ability_word(ln))
    return lines


def _spell_face(groups, lc: LineCompiler) -> list[Ability]:
    """113.3a: an instant's or sorcery's effect sentences form one spell ability."""
    abilities: list[Ability] = []
    builder = BodyBuilder(Context("spell"))
    spell_index: int | None = None
    modal: Node | None = None
    spell_lines: list[str] = []  # the text of the spell ability, for Unsupported when it can't be built
    for g in groups:
        if g[0] == "level":
            abilities.append(Unparsed("LEVEL block on a spell"))
            continue
        line, modes = g[1]
        parts = _sentences(line)
        if not parts:
            continue
        first_text, first = parts[0]
        if not isinstance(first, Failure) and first.kind in ("keywords", "addcost") and not modes:
            abilities.extend(lc.line(line))
            continue
        if not isinstance(first, Failure) and first.kind in ("activated", "triggered", "loyalty", "chapter") \
                or (not isinstance(first, Failure) and first.kind == "plain" and first.body is not None and
                    any(isinstance(x, StaticR) for x in first.body.items)):
            abilities.extend(lc.line(line, modes or None))
            continue
        if spell_index is None:
            spell_index = len(abilities)
            abilities.append(None)  # type: ignore[arg-type]
        spell_lines.append(line + "".join(" • " + m for m in modes or ()))
        if modes:
            if isinstance(first, Failure) or first.kind != "plain" or first.body is None \
                    or not first.body.items or not isinstance(first.body.items[0], ChooseHeader) \
                    or builder.steps or modal is not None:
                builder.add_unsupported(line + " " + " ".join("• " + m for m in modes))
                continue
            try:
                modal = lc._body(Context("spell"), first, parts[1:], modes, [])
            except Unrepresentable:
                builder.add_unsupported(line + " " + " ".join("• " + m for m in modes))
            continue
        for t, s in parts:
            if isinstance(s, Failure):
                builder.add_unsupported(t)
                continue
            try:
                if s.kind == "plain" and s.body is not None:
                    if any(isinstance(x, StaticR) for x in s.body.items):
                        abilities.extend(_static_of(x, None, None) for x in s.body.items)
                        continue
                    builder.add(s, s.body)
                elif s.kind == "rule":
                    if s.data[0] == "uncounterable":
                        abilities.append(Static((_restrict("cant_be_countered"),), This(), zone="stack"))
                    elif s.data[0] == "noop":
                        pass
                    elif not _body_rule(builder, s.data):
                        raise Unrepresentable("rule")
                else:
                    raise Unrepresentable(f"{s.kind} in a spell")
            except Unrepresentable:
                builder.add_unsupported(t)
    if spell_index is not None:
        if modal is not None:
            if builder.steps:  # instructions beside the modes: not supported yet
                abilities[spell_index] = SpellAbility(Body(Unsupported(" ".join(spell_lines))))
            else:
                abilities[spell_index] = SpellAbility(modal)
        else:
            try:
                abilities[spell_index] = SpellAbility(builder.body())
            except Unrepresentable:
                abilities[spell_index] = SpellAbility(Body(Unsupported(" ".join(spell_lines))))
    return abilities


def _restrict(kind: str):
    return Restrict(kind)


def _level_block(lc: LineCompiler, lo: int, hi: int | None, pt, lines: list[str]) -> list[Ability]:
    """711.2a-b: a level symbol is a static ability: base P/T and abilities while the level is in range."""
    granted: list[Ability] = []
    for ln in lines:
        granted.extend(lc.line(ln))
    level = CountersOn(This(), "level")
    cond = Compare(level, ">=", Num(lo))
    if hi is not None:
        cond = All((cond, Compare(level, "<=", Num(hi))))
    mods: list = []
    if pt is not None:
        mods.append(SetPT(Num(pt[0]), Num(pt[1])))
    if granted:
        mods.append(AddAbilities(tuple(granted)))
    return [Static(tuple(mods), This(), condition=cond)]


def _class_level(lc: LineCompiler, line: str, n: int, lines: list[str]) -> list[Ability]:
    """716.2a: "[Cost]: Level N" -- the Class's level becomes N (only from level N-1, as a sorcery);
    716.2b: the abilities after it are had while the Class is level N or greater."""
    s = compile_sentence(line)
    if isinstance(s, Failure) or s.kind != "class_level":
        return [Unparsed(line)] + [a for ln in lines for a in lc.line(ln)]
    level_up = Activated(s.cost, Body(Mechanic("class_level", (n,))), timing="sorcery",
                         condition=Compare(ClassLevel(), "=", Num(n - 1)))
    granted: list[Ability] = []
    for ln in lines:
        granted.extend(lc.line(ln))
    out: list[Ability] = [level_up]
    if granted:
        out.append(Static((AddAbilities(tuple(granted)),), This(), condition=Compare(ClassLevel(), ">=", Num(n))))
    return out


def compile_lines(lines: list[str], is_spell: bool) -> list[Ability]:
    lc = LineCompiler(is_spell)
    groups = _group_lines(lines)
    if is_spell:
        return _spell_face(groups, lc)
    out: list[Ability] = []
    for g in groups:
        if g[0] == "level":
            lo, hi, pt, body = g[1]
            out.extend(_level_block(lc, lo, hi, pt, body))
        elif g[0] == "class":
            out.extend(_class_level(lc, *g[1]))
        else:
            line, modes = g[1]
            if line.startswith((_TO_SOLVE, _SOLVED)):
                out.extend(_case_line(lc, line))
                continue
            if line.startswith(_PRIZE):
                bad = _claim_prize(lc, out, line)
                if bad is not None:
                    out.append(bad)
                continue
            out.extend(lc.line(line, modes or None))
    return out


_PRIZE = "Prize — "
_TO_SOLVE = "To solve — "
_SOLVED = "Solved — "


def _case_line(lc: "LineCompiler", line: str) -> list[Ability]:
    """719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and this Case
    is not solved, this Case becomes solved." 719.3c: "Solved — [Ability]" is an ability the Case has while it
    is solved (compiled like a class level's abilities: granted by a static ability with that condition)."""
    if line.startswith(_TO_SOLVE):
        cond = line[len(_TO_SOLVE):].rstrip(".")
        abl = lc.line(f"At the beginning of your end step, if {cond[:1].lower() + cond[1:]}, solve ~.")
        if len(abl) != 1 or not isinstance(abl[0], Triggered) or abl[0].intervening is None:
            return [Unparsed(line)]
        t = abl[0]
        return [replace(t, intervening=All((t.intervening, Not(IsTrue("solved")))))]
    granted = lc.line(line[len(_SOLVED):])
    if any(isinstance(a, Unparsed) for a in granted):
        return [Unparsed(line)]
    return [Static((AddAbilities(tuple(granted)),), This(), condition=IsTrue("solved"))]
_CLAIM = Mechanic("claim_prize")


def _claim_prize(lc: "LineCompiler", out: list, line: str) -> Unparsed | None:
    """702.159b: "Prize — [actions]" is part of the visit ability before it: claiming the prize there
    performs those actions. The visit ability (``out[-1]``) gets them in place of its "claim the prize",
    and the Prize line adds no ability of its own (None); an ``Unparsed`` when that can't be done."""
    prev = out[-1] if out else None
    if not (isinstance(prev, Triggered) and prev.trigger.event == "visit"
            and any(n == _CLAIM for n in iter_nodes(prev))):
        return Unparsed(line)
    prize = lc.line("Visit — " + line[len(_PRIZE):])
    if len(prize) != 1 or not isinstance(prize[0], Triggered) or not isinstance(prize[0].body, Body) \
            or prize[0].body.targets:
        return Unparsed(line)
    eff = prize[0].body.effect
    out[-1] = rewrite(prev, lambda n: eff if n == _CLAIM else n)
    return None


def compile_face(face: CardFace, card: Card) -> CompiledFace:
    """Compile one face (CR 113): one ability per line; an instant's or sorcery's instructions are one
    spell ability. Basic lands get none (their mana ability is intrinsic, 305.6)."""
    lines = _face_lines(face, card)
    is_spell = "Instant" in face.types or "Sorcery" in face.types
    try:
        abilities = tuple(compile_lines(lines, is_spell))
        if any(isinstance(n, Filter) and n.name == "~" for n in iter_nodes(abilities)):
            # "a card named ~": the card's own name (201.5)
            abilities = rewrite(abilities, lambda n: replace(n, name=face.name)
                                if isinstance(n, Filter) and n.name == "~" else n)
        return CompiledFace(face.name, abilities)
    except Exception as e:  # a compiler bug must not take the card down with it
        INTERNAL_ERRORS.append((face.name, repr(e)))
        return CompiledFace(face.name, tuple(Unparsed(ln) for ln in lines))


_CARDS: dict[str, CompiledCard] = {}


def compile_card(card: Card) -> CompiledCard:
    """Compile every face of ``card`` (memoised per card name)."""
    hit = _CARDS.get(card.name)
    if hit is not None:
        return hit
    out = CompiledCard(card.name, tuple(compile_face(f, card) for f in card.faces))
    _CARDS[card.name] = out
    return out


_GRANTED: dict[str, tuple] = {}


def compile_granted(text: str) -> tuple[Ability, ...]:
    """Abilities in quotes ("... has '{T}: Add {G}.'"), granted to another object; self-references in
    them mean that object (``This()``)."""
    hit = _GRANTED.get(text)
    if hit is not None:
        return hit
    t = replace_self(text, ())
    out: list[Ability] = []
    for ln in t.split("\n"):
        ln = ln.strip()
        if ln:
            out.extend(LineCompiler(False, granted=True).line(ln))
    res = tuple(out)
    _GRANTED[text] = res
    return res


def clear_caches() -> None:
    """Forget compiled sentences and cards (after the grammar changes, in tests)."""
    SENTENCES.clear()
    _CARDS.clear()
    _GRANTED.clear()


set_granted_compiler(compile_granted)


# "If you control a commander as you cast ~, you may choose both instead." (700.2, 903.3d): the condition a
# modal spell checks as it is cast, and how many modes it then allows
_MORE_MODES_RE = re.compile(r"^if (.+) as you cast ~, you may choose (both|two|three|any number) instead\.?$", re.I)
_MORE_CONDITIONS = {"you control a commander": "control_a_commander", "you control your commander": "control_commander"}


def _more_modes(text: str):
    m = _MORE_MODES_RE.match(text.strip())
    if not m or m.group(1).lower() not in _MORE_CONDITIONS:
        return None
    n = {"both": 2, "two": 2, "three": 3, "any number": 99}[m.group(2).lower()]
    return IsTrue(_MORE_CONDITIONS[m.group(1).lower()]), n
