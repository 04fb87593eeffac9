"""Keyword abilities that are triggered abilities (702): each instance of the keyword on a permanent
stands for a :class:`Triggered` node, which the trigger index runs like any printed triggered ability.

- prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
- flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking, the blocking
  creature gets -1/-1 until end of turn."
- bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
- rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
  creature blocking it beyond the first." (counted as the ability resolves, 702.23b)
- exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
  turn."
- battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
  of turn."
- annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N permanents."
- afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N life."
- ward [cost] (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
  controls, counter that spell or ability unless that player pays [cost]." (mana costs)

Multiple instances each trigger separately (702.23c, 702.25b, 702.45b, 702.86b, 702.91b, 702.108b,
702.130b): every Keyword node gives its own triggers.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..tree.abilities import Body, Keyword, Matches, Trigger, Triggered
from ..tree.continuous import ModPT
from ..tree.effects import ApplyContinuous, CounterSpell, LoseLife, Sacrifice
from ..tree.filters import Filter
from ..tree.refs import BlockerCount, Each, EventObject, Num, Players, Product, This
from . import upcalls
from .evaluate import AMOUNTS, resolve_ref
from .support import IMPLEMENTED_KEYWORDS, implements
from .triggers import subject_ok, matcher

if TYPE_CHECKING:
    from .charvalues import Chars
    from .evaluate import Env

IMPLEMENTED_KEYWORDS.update({
    "Prowess", "Flanking", "Bushido", "Rampage", "Exalted", "Battle Cry", "Annihilator", "Afflict", "Ward",
})
implements("BlockerCount")

CREATURE_YOU_CONTROL = Filter(types=("Creature",), controller="you")
NONCREATURE_SPELL = Filter(kind="spell", not_types=("Creature",))
OTHER_ATTACKING_CREATURE = Filter(types=("Creature",), attacking=True, other=True)


def _until_eot(affected, p, t) -> ApplyContinuous:
    return ApplyContinuous(affected, (ModPT(p if not isinstance(p, int) else Num(p),
                                            t if not isinstance(t, int) else Num(t)),), "end_of_turn")


def _n(kw: Keyword) -> int:
    return kw.arg if isinstance(kw.arg, int) and not isinstance(kw.arg, bool) else 1


@lru_cache(maxsize=4096)
def keyword_triggers(kw: Keyword) -> tuple[Triggered, ...]:
    """The triggered abilities one keyword instance stands for (empty for other keywords)."""
    name = kw.name
    if name == "Prowess":  # 702.108a
        return (Triggered(Trigger("cast", None, whose="you", spell_filter=NONCREATURE_SPELL),
                          Body(_until_eot(This(), 1, 1))),)
    if name == "Flanking":  # 702.25a
        blocker = EventObject("blocker")
        return (Triggered(Trigger("becomes_blocked_by", This(),
                                  condition=Matches(blocker, Filter(lacks_keyword=("Flanking",)))),
                          Body(_until_eot(blocker, -1, -1))),)
    if name == "Bushido":  # 702.45a
        n = _n(kw)
        return (Triggered(Trigger("blocks", This()), Body(_until_eot(This(), n, n))),
                Triggered(Trigger("becomes_blocked", This()), Body(_until_eot(This(), n, n))))
    if name == "Rampage":  # 702.23a-b
        bonus = Product(Num(_n(kw)), BlockerCount(This(), beyond=1))
        return (Triggered(Trigger("becomes_blocked", This()), Body(_until_eot(This(), bonus, bonus))),)
    if name == "Exalted":  # 702.83a
        return (Triggered(Trigger("attacks_alone", CREATURE_YOU_CONTROL),
                          Body(_until_eot(EventObject(), 1, 1))),)
    if name == "Battle Cry":  # 702.91a
        return (Triggered(Trigger("attacks", This()),
                          Body(_until_eot(Each(OTHER_ATTACKING_CREATURE), 1, 0))),)
    if name == "Annihilator":  # 702.86a
        return (Triggered(Trigger("attacks", This()),
                          Body(Sacrifice(Players("defending"), Filter(kind="permanent"), Num(_n(kw))))),)
    if name == "Afflict":  # 702.130a
        return (Triggered(Trigger("becomes_blocked", This()),
                          Body(LoseLife(Players("defending"), Num(_n(kw))))),)
    if name == "Ward":  # 702.21a
        unpayable_parts = upcalls.unpayable_parts

        c = kw.cost
        if c is None or c.is_free or unpayable_parts(c):
            return ()  # costs the engine can't pay during a resolution (the coverage report lists them)
        by = EventObject("by")
        # a mana-only ward cost stays a ManaCost; any other is paid by engine/effects/pay.py (118.12a)
        unless = c.mana if type(c)(mana=c.mana) == c else c
        return (Triggered(Trigger("becomes_target", This(),
                                  condition=Matches(by, Filter(kind="object", controller="opponent"))),
                          Body(CounterSpell(by, unless_pay=unless))),)
    extra = EXTRA_KEYWORD_TRIGGERS.get(name)
    return extra(kw) if extra is not None else ()


# keyword name -> fn(Keyword) -> the triggered abilities it stands for, added by mechanic modules (e.g.
# engine/mechanics/altcost.py: echo 702.30a, persist 702.79a ...); they add the name to TRIGGER_KEYWORDS too
EXTRA_KEYWORD_TRIGGERS: dict = {}
TRIGGER_KEYWORDS = {"Prowess", "Flanking", "Bushido", "Rampage", "Exalted", "Battle Cry", "Annihilator", "Afflict",
                    "Ward"}


def implied_triggers(c: "Chars") -> tuple[Triggered, ...]:
    """The triggered abilities an object's keywords stand for, in the order of its abilities."""
    if not (c.keywords & TRIGGER_KEYWORDS):
        return ()
    out: tuple = ()
    for ab in c.abilities:
        if type(ab) is Keyword and ab.name in TRIGGER_KEYWORDS:
            out += keyword_triggers(ab)
    return out


# ---------------------------------------------------------------- trigger events these need


@matcher("attacks_alone")
def _m_attacks_alone(env, trig, ev):
    """506.5, 702.83b: a creature attacks alone if it's the only creature declared as an attacker."""
    return ev["kind"] == "attacks_alone" and subject_ok(env, trig.subject, ev["object"], None)


@matcher("becomes_blocked_by")
def _m_blocked_by(env, trig, ev):
    """509.3d: once for each creature that blocks the subject (the event names it as "blocker")."""
    return ev["kind"] == "blocked_by" and subject_ok(env, trig.subject, ev["object"], None)


def _blocker_count(env: "Env", a: BlockerCount) -> int:
    """509.1g: creatures blocking ``of`` now."""
    cb = env.state.combat or {}
    n = 0
    for e in resolve_ref(env, a.of):
        n += sum(1 for b in cb.get("blocked_by", {}).get(e, ()) if b in env.state.objects)
    return max(0, n - a.beyond)


AMOUNTS[BlockerCount] = _blocker_count


upcalls.install(implied_triggers)
