"""What the builder hands to the compiler: a sentence's form and pieces, placeholders that never leave
the compiler (pronouns, local targets, noun phrases before they get a role), and tree rewriting.

Quoted abilities ("creatures you control have '{T}: Add {G}.'") are compiled by the whole compiler;
the builder reaches it through :func:`compile_quoted`, a hook :mod:`..compiler` fills when it is
imported (imports run compiler -> build, never back).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from typing import Any, Callable

from lark import Token

from ...tree.abilities import Trigger
from ...tree.base import Node
from ...tree.costs import Cost
from ...tree.effects import Effect
from ...tree.filters import Filter
from ...tree.refs import Amount, OwnerOf, Ref, XValue, You

# ---------------------------------------------------------------- placeholders and results


THEIR = "_their"  # Filter.owner placeholder: "their hand", the subject's (see SentenceBuilder.z_hand_that)


def listed_and_quoted(children) -> tuple:
    """The abilities named by keyword lists and quoted abilities among a rule's children, in order."""
    abilities: tuple = ()
    for x in children:
        if isinstance(x, list):
            abilities += tuple(x)
        elif isinstance(x, Token) and x.type == "QUOTED":
            abilities += compile_quoted(str(x))
    return abilities


REVEALED_UNTIL = "revealed_until"  # memory key of a reveal-until's found card(s), "that card" (701.20a)


class Unrepresentable(Exception):
    """The sentence parsed but the vocabulary cannot say it faithfully."""


def kind_str(kind: Any) -> str:
    """A counter kind as a plain lower-case string (never a lark ``Token``: none may leak into trees)."""
    return str(kind).replace("\u2212", "-").lower()


def under_of(who: Any, ref: Any) -> Any:
    """The controller of a permanent put onto the battlefield "under" ``who``'s control: "owner" means each
    moved object's owner (``OwnerOf``); None leaves it to the player putting it there (110.2a)."""
    if who == "owner":
        return OwnerOf(ref)
    return who if isinstance(who, Node) else None


@dataclass(frozen=True, slots=True)

class Pron(Ref):
    """An unresolved pronoun ("it", "that creature", "those cards"); ``noun`` is the word used, ``pos``
    its offset in the sentence. Never leaves the compiler."""

    noun: str = "it"
    pos: int = 0
    plural: bool = False


@dataclass(frozen=True, slots=True)

class ThisWayCount(Amount):
    """"each <noun> destroyed / exiled this way" (608.2c): how many of the objects the instruction just before
    destroyed (``verb`` "destroyed") or exiled ("exiled"); ``filter`` is the noun's. The assembler makes it a
    ``RememberedCount`` of that instruction, or refuses it. Never leaves the compiler."""

    verb: str = "destroyed"
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)

class LocalTarget(Ref):
    """Target slot ``index`` of the sentence being built (renumbered when abilities are assembled)."""

    index: int = 0


@dataclass(frozen=True)

class NP:
    """A noun phrase before it is given a role."""

    kind: str  # self you it them that those target each all bare indef attached players event ...
    filter: Filter | None = None
    ref: Ref | None = None
    n: Any = 1  # count: int or Amount
    upto: bool = False
    label: str = ""
    noun: str = ""
    pos: int = 0

    @property
    def is_player(self) -> bool:
        return self.filter is not None and self.filter.kind == "player"


def refuse_mixed_or(np: NP) -> None:
    """A card description joined by "or" across kinds ("a Human or artifact card", "a blue or artifact
    card") would become one ``Filter`` whose fields must all hold (an "and"): refuse it rather than
    mis-state it. Comparisons ("mana value 3 or less") are not such an "or"."""
    text = " " + np.label.lower().replace("and/or", "or") + " "
    for tail in (" or less", " or greater", " or more", " or fewer"):
        text = text.replace(tail, "")
    if " or " not in text and ", or " not in text:
        return
    f = np.filter
    if f is None:
        return
    kinds = [bool(f.types or f.any_types), bool(f.subtypes), bool(f.colors or f.colorless),
             bool(f.supertypes or f.legendary or f.historic)]
    if sum(kinds) > 1:
        raise Unrepresentable("a card of one kind or another")


@dataclass(frozen=True)

class Cont:
    """A continuous clause: ``subject`` gets ``mods`` for ``duration`` (None when the text states none)."""

    subject: NP
    mods: tuple
    duration: str | None = None


@dataclass(frozen=True)

class StaticR:
    """A clause that can only be a static or replacement ability."""

    ability: Node


@dataclass(frozen=True)

class AnyColor:
    """ "and you may spend mana as though it were mana of any color to cast them" (609.4b): joins the
    :class:`MayPlay` before it in the same sentence (``MayPlay.any_color``)."""


@dataclass(frozen=True)

class ChooseHeader:
    """"Choose one —" (700.2); the modes follow on bullet lines."""

    min: int
    max: int
    repeat: bool = False


@dataclass(frozen=True)

class BodyR:
    """The body of a sentence: clause results joined by separators, with an optional lead-in.
    ``positions`` are the clauses' offsets in the sentence (for pronoun resolution)."""

    items: tuple
    positions: tuple = ()
    prefix: str = ""  # "", if, then, then_if, if_you_do, if_you_dont, otherwise, post_if, unless...
    cond: Node | None = None
    duration: str | None = None
    trailing: bool = False  # the condition follows the effect ("destroy it if it's tapped"): never 603.4's


@dataclass(frozen=True)

class Sentence:
    """One compiled sentence."""

    kind: str
    body: BodyR | None = None
    cost: Cost | None = None
    trigger: Trigger | None = None
    intervening: Node | None = None
    data: Any = None
    targets: tuple = ()
    target_pos: tuple = ()
    zone: str | None = None  # "~ from your graveyard": the ability works in that zone


def bad_form():
    raise Unrepresentable("unsupported form")


DIES_EXILE = (("from", "battlefield"), ("to", "graveyard"), ("zone", "exile"))


@dataclass(frozen=True)
class WithDuration:
    """Continuous items whose wording carries their own duration ("can block an additional creature this
    turn")."""

    mods: tuple
    duration: str


@dataclass(frozen=True)
class Hold:
    """A clause that only makes sense fused with its neighbours (reveal hand / choose / discard)."""

    item: tuple


@dataclass(frozen=True, slots=True)

class DamageInstead(Effect):
    """"[it] deals N damage [to X] instead" waiting to modify the instruction before it (608.2c; see
    SentenceBuilder.deal_instead). Never leaves the compiler."""

    amount: Any = None
    to: Any = None


@dataclass(frozen=True)
class Positioned:
    pos: int
    value: Any


def positioned(fn):
    def wrapper(self, meta, c):
        return Positioned(0 if meta.empty else meta.start_pos, fn(self, meta, c))
    wrapper.__name__ = fn.__name__
    return wrapper


# ---------------------------------------------------------------- quoted abilities

_GRANTED_COMPILER: list[Callable[[str], tuple]] = []


def set_granted_compiler(fn: Callable[[str], tuple]) -> None:
    """Called once by :mod:`..compiler`: the function that compiles a quoted ability."""
    _GRANTED_COMPILER[:] = [fn]


def compile_quoted(text: str) -> tuple:
    """The abilities of a quoted ability text, compiled by the whole compiler (the hook above)."""
    return _GRANTED_COMPILER[0](text)


# ---------------------------------------------------------------- rewriting trees


def rewrite(x: Any, fn: Callable[[Any], Any]) -> Any:
    """Rebuild ``x`` bottom-up, applying ``fn`` to every node (and to Cont/StaticR wrappers)."""
    if isinstance(x, tuple):
        return tuple(rewrite(v, fn) for v in x)
    if isinstance(x, Node) or isinstance(x, (Cont, StaticR)):
        changes = {}
        for f in dataclasses.fields(x):
            v = getattr(x, f.name)
            nv = rewrite(v, fn) if isinstance(v, (Node, tuple, Cont, StaticR)) else v
            if f.name == "subject" and isinstance(x, Cont):
                nv = v
            if nv is not v:
                changes[f.name] = nv
        if changes:
            x = replace(x, **changes)
        return fn(x)
    return x


def substitute_x(item: Any, amount: Node) -> Any:
    """Replace X (from "where X is ...") by ``amount``."""
    return rewrite(item, lambda n: amount if isinstance(n, XValue) else n)


def rebind_you(eff: Any, who: Ref) -> Any:
    """"That player may ..." -- the imperative's You() is that player."""
    return rewrite(eff, lambda n: who if isinstance(n, You) else n)
