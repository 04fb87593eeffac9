"""From parse trees to vocabulary nodes: one sentence at a time.

The :class:`SentenceBuilder` (a lark ``Transformer``) turns a sentence's parse tree into a
:class:`Sentence`: its form (keywords, activated, triggered, ...), the pieces of the ability (cost,
trigger, body) and the sentence's own targets, numbered from 0. Pronouns ("it", "that creature",
"its controller") stay as :class:`Pron` placeholders; :mod:`.compiler` resolves them against earlier
mentions when it assembles whole abilities. Anything the vocabulary cannot say faithfully raises
:class:`Unrepresentable`, which turns the sentence into ``Unsupported(text)`` — never a guess.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable

from lark import Token, Transformer, Tree

from ..core.colors import ALL_COLORS, B, G, R, U, W
from ..core.mana import ManaCost
from ..tree.abilities import (
    All,
    AnyOf,
    Body,
    Chapter,  # noqa: F401
    Compare,
    ControlsCount,
    IsTrue,
    Keyword,
    Matches,
    Not,
    Replacement,
    Static,
    Targets,
    TargetSpec,
    Trigger,
)
from ..tree.base import Node
from ..tree.continuous import (
    AddAbilities,
    AddTypes,
    CastAsThough,
    CastFrom,
    ChangeController,
    ControlPlayers,
    CopyOf,
    CostChange,
    ExileFound,
    ModPT,
    RemoveAbilities,
    RemoveTypes,
    Restrict,
    SelfCostChange,
    SetColors,
    SetPT,
    SwitchPT,
)
from ..tree.costs import Cost
from ..tree.effects import (  # noqa: F401
    AddCounters,
    AddMana,
    ApplyContinuous,
    Attach,
    CastCard,
    ChooseAndDo,
    ChooseValue,
    CopySpell,
    CounterSpell,
    CreateDelayedTrigger,
    CreateEmblem,
    CreateReplacement,
    CreateToken,
    DealDamage,
    Designate,
    Destroy,
    Dig,
    Discard,
    Draw,
    Effect,
    ExileUntil,
    ExileUntilEvent,
    Fight,
    FlipCoins,
    ForEachPlayer,
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
    MoveCounters,
    MoveTo,
    PayCost,
    PhaseOut,
    Prevent,
    Regenerate,
    RemoveCounters,
    Repeat,
    Reveal,
    RollDice,
    Sacrifice,
    Scry,
    Search,
    Seq,
    SetLife,
    Shuffle,
    SpendOnly,
    Surveil,
    Tap,
    TokenSpec,
    Untap,
)
from ..tree.filters import ANY_TARGET, PLAYER, Filter
from ..tree.refs import (
    Amount,
    AmountThisWay,
    AttachedTo,
    BasicLandTypes,
    CardsIn,
    CardTypesAmong,
    ControllerOf,
    CountersOn,
    CountOf,
    Devotion,
    Each,
    EventAmount,
    EventObject,
    EventPlayer,
    ExiledWith,
    GreatestAmong,
    Half,
    HandSizeOf,
    LeastAmong,
    LifeGainedThisTurn,
    StartingLife,
    LifeOf,
    ManaValueOf,
    Num,
    OwnerOf,
    Players,
    PowerOf,
    Product,
    Ref,
    Remembered,
    RollResult,
    Sum,
    Target,
    This,
    TopCards,
    ToughnessOf,
    XValue,
    You,
)
from .lexicon import CREATURE_TYPES, KEYWORD_NAMES, SUBTYPES

# ---------------------------------------------------------------- placeholders and results


_THEIR = "_their"  # Filter.owner placeholder: "their hand", the subject's (see SentenceBuilder.z_hand_that)


def _listed_and_quoted(children) -> tuple:
    """The abilities named by keyword lists and quoted abilities among a rule's children, in order."""
    abilities: tuple = ()
    for x in children:
        if isinstance(x, list):
            abilities += tuple(x)
        elif isinstance(x, Token) and x.type == "QUOTED":
            abilities += _compile_quoted(str(x))
    return abilities


class Unrepresentable(Exception):
    """The sentence parsed but the vocabulary cannot say it faithfully."""


def _ck(kind: Any) -> str:
    """A counter kind as a plain lower-case string (never a lark ``Token``: none may leak into trees)."""
    return str(kind).replace("\u2212", "-").lower()


def _under(who: Any, ref: Any) -> Any:
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


def _refuse_mixed_or(np: NP) -> None:
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


# ---------------------------------------------------------------- word tables

_TYPE_WORDS = {
    "creature": "Creature", "creatures": "Creature", "artifact": "Artifact", "artifacts": "Artifact",
    "enchantment": "Enchantment", "enchantments": "Enchantment", "land": "Land", "lands": "Land",
    "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
    "kindred": "Kindred",
}
_SUBTYPE_WORDS = {"aura": "Aura", "auras": "Aura", "equipment": "Equipment", "vehicle": "Vehicle",
                  "vehicles": "Vehicle"}
# events an "exile ... until [event]" effect (610.3) can wait for: those the engine watches for
_UNTIL_EVENTS = frozenset({"becomes_monarch"})
_HEAD_NOUNS = frozenset({"card", "cards", "spell", "spells", "permanent", "permanents", "token", "tokens"})
_PERMANENT_CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")  # 110.4a
_COLOR_WORDS = {"white": W, "blue": U, "black": B, "red": R, "green": G}
_INVARIANT_PLURALS = frozenset({"Merfolk", "Treefolk", "Moonfolk", "Kithkin", "Fish", "Sheep", "Elk", "Kor",
                                "Vedalken", "Jellyfish", "Samurai", "Bison", "Aurochs", "Ox", "Noggle"})
_PLURAL_HEADS = {"creatures", "artifacts", "enchantments", "lands", "planeswalkers", "battles", "instants",
                 "sorceries", "permanents", "cards", "spells", "players", "opponents", "tokens", "sources",
                 "auras", "vehicles", "objects", "abilities"}


def _low(t) -> str:
    return str(t).lower().replace("’", "'")


def _tokens(x) -> list[str]:
    """Flatten a subtree (or token) to its token strings."""
    if isinstance(x, Token):
        return [str(x)]
    if isinstance(x, Tree):
        out: list[str] = []
        for c in x.children:
            out.extend(_tokens(c))
        return out
    if isinstance(x, (list, tuple)):
        out = []
        for c in x:
            out.extend(_tokens(c))
        return out
    return []


def _text(x) -> str:
    return " ".join(_tokens(x))


# ---------------------------------------------------------------- filters from noun words


@dataclass
class _Words:
    """Noun words of one alternative in an np ("red", "Goblin", "creature")."""

    items: list = field(default_factory=list)  # (neg: bool, kind: str, value)


def _word_item(tree) -> tuple[bool, str, Any]:
    """(negated, kind, value) for an ``np_word`` subtree."""
    neg = False
    while isinstance(tree, Tree) and tree.data == "np_word" and len(tree.children) == 2:
        neg = not neg
        tree = tree.children[1]
    if isinstance(tree, Tree) and tree.data == "np_word":
        tree = tree.children[0]
    if isinstance(tree, Token):
        if tree.type == "SUBTYPE":
            return neg, "subtype", str(tree)
        if tree.type == "SUBTYPES":
            return neg, "subtype_pl", str(tree)
        raise Unrepresentable(f"noun word {tree!s}")
    kind = tree.data
    w = _low(_text(tree))
    return neg, kind, w


def filter_from_words(groups: list[list[tuple[bool, str, Any]]]) -> tuple[Filter, bool]:
    """The :class:`Filter` for noun words (alternatives joined by "or"), and whether it is plural."""
    f: dict[str, Any] = {}
    plural = False
    alt_types: list[list[str]] = []
    alt_colors = 0
    alt_subtypes: list[str] = []
    heads: set[str] = set()
    types_all: list[str] = []
    shapes: list[frozenset] = []  # for each alternative with its own head noun: the kinds of words in it
    for g in groups:
        g_types: list[str] = []
        heads_here = [w for _, kind, w in g if kind == "type_word" and w in _HEAD_NOUNS]
        if heads_here:
            shapes.append(frozenset("type" if kind == "type_word" and w in _TYPE_WORDS else kind
                                    for _, kind, w in g if w not in _HEAD_NOUNS))
        for neg, kind, w in g:
            if kind in ("subtype", "subtype_pl"):
                if kind == "subtype_pl":
                    plural = True
                if neg:
                    f.setdefault("not_subtypes", [])
                    f["not_subtypes"].append(w)
                else:
                    alt_subtypes.append(w)
                continue
            if w in _PLURAL_HEADS:
                plural = True
            if kind == "type_word":
                if w in _TYPE_WORDS:
                    t = _TYPE_WORDS[w]
                    if neg:
                        f.setdefault("not_types", []).append(t)
                    else:
                        g_types.append(t)
                elif w in _SUBTYPE_WORDS:
                    if neg:
                        f.setdefault("not_subtypes", []).append(_SUBTYPE_WORDS[w])
                    else:
                        alt_subtypes.append(_SUBTYPE_WORDS[w])
                elif w in ("card", "cards"):
                    heads.add("card")
                elif w in ("spell", "spells"):
                    heads.add("spell")
                elif w in ("permanent", "permanents"):
                    heads.add("permanent")
                elif w in ("player", "players"):
                    heads.add("player")
                elif w in ("opponent", "opponents"):
                    heads.add("opponent")
                elif w in ("token", "tokens"):
                    if neg:
                        f["token"] = False
                    else:
                        f["token"] = True
                elif w in ("source", "sources", "object", "objects"):
                    heads.add("source")
                elif w in ("ability", "abilities"):
                    heads.add("ability")
                elif w in ("commander", "commanders"):
                    raise Unrepresentable("commander filter")
                else:
                    raise Unrepresentable(f"type word {w}")
            elif kind == "color_word":
                if w in _COLOR_WORDS:
                    if neg:
                        f["not_colors"] = f.get("not_colors", 0) | _COLOR_WORDS[w]
                    else:
                        alt_colors |= _COLOR_WORDS[w]
                elif w == "colorless":
                    f["colorless"] = not neg
                elif w == "multicolored":
                    f["multicolored"] = not neg
                elif w == "monocolored" and not neg:
                    f["multicolored"] = False
                    f["colorless"] = False
                else:
                    raise Unrepresentable(f"color word {w}")
            elif kind == "status_word":
                _status(f, w, neg)
            else:
                raise Unrepresentable(f"noun word {w}")
        alt_types.append(g_types)
    if len(shapes) > 1 and len(set(shapes)) > 1:
        # "artifact spells and colorless spells": each alternative is its own description (an artifact OR a
        # colorless spell); one filter can't say that
        raise Unrepresentable("alternatives with different qualities")
    # combine the alternatives
    non_empty = [t for t in alt_types if t]
    if len(groups) == 1 or len(non_empty) <= 1:
        for t in alt_types:
            types_all.extend(t)
        if types_all:
            f["types"] = tuple(dict.fromkeys(types_all))
    else:
        # "artifact or enchantment", "creature or planeswalker": at least one of
        shared = set(non_empty[0]).intersection(*map(set, non_empty[1:]))
        firsts = []
        for t in non_empty:
            rest = [x for x in t if x not in shared]
            if len(rest) > 1:
                raise Unrepresentable("alternatives with several types each")
            firsts.extend(rest)
        if shared:
            f["types"] = tuple(sorted(shared))
        if firsts:
            f["any_types"] = tuple(dict.fromkeys(firsts))
    if alt_colors:
        f["colors"] = alt_colors
    if alt_subtypes:
        f["subtypes"] = tuple(dict.fromkeys(alt_subtypes))
    if "not_types" in f:
        f["not_types"] = tuple(dict.fromkeys(f["not_types"]))
    if "not_subtypes" in f:
        f["not_subtypes"] = tuple(dict.fromkeys(f["not_subtypes"]))
    # heads decide the kind of object
    if heads & {"player", "opponent"}:
        obj = heads - {"player", "opponent"}
        who = "opponent" if heads >= {"opponent"} and "player" not in heads else "any"
        if not (f.get("types") or f.get("any_types") or obj or alt_subtypes):
            if len(f) > 0:
                raise Unrepresentable("qualified player")
            return Filter(kind="player", player=who), plural
        f["or_player"] = True
        f["player"] = who
        heads = obj
    if "permanent" in heads and heads & {"card", "spell"} and not (f.get("types") or f.get("any_types")):
        # 110.4a "permanent card": an artifact, battle, creature, enchantment, land, or planeswalker card;
        # 110.4b "permanent spell": the same without land (a land is never a spell)
        f["any_types"] = _PERMANENT_CARD_TYPES if "card" in heads else tuple(
            t for t in _PERMANENT_CARD_TYPES if t != "Land")
    if "card" in heads:
        f["kind"] = "card"
    elif "spell" in heads:
        f["kind"] = "spell"
    elif "ability" in heads:
        f["kind"] = "ability"
    elif "source" in heads:
        f["kind"] = "object"
    if f.get("or_player") and len(f.get("types", ())) + len(f.get("any_types", ())) > 1 and "types" in f:
        f["any_types"] = f.pop("types")
    return Filter(**f), plural


def _status(f: dict, w: str, neg: bool) -> None:
    val = not neg
    simple = {"tapped": ("tapped", True), "untapped": ("tapped", False), "attacking": ("attacking", True),
              "blocking": ("blocking", True), "blocked": ("blocked", True), "unblocked": ("blocked", False),
              "face-down": ("face_down", True), "face-up": ("face_down", False),
              "enchanted": ("enchanted", True), "equipped": ("equipped", True)}
    if w in simple:
        k, v = simple[w]
        f[k] = v if val else (not v)
    elif w in ("attacking or blocking", "attacking and blocking") and val:
        f["attacking_or_blocking"] = True
    elif w == "legendary":
        f.setdefault("supertypes" if val else "not_supertypes", ())
        key = "supertypes" if val else "not_supertypes"
        f[key] = tuple(f[key]) + ("Legendary",)
    elif w == "nonlegendary":
        f["not_supertypes"] = tuple(f.get("not_supertypes", ())) + ("Legendary",)
    elif w == "snow":
        key = "supertypes" if val else "not_supertypes"
        f[key] = tuple(f.get(key, ())) + ("Snow",)
    elif w == "world":
        key = "supertypes" if val else "not_supertypes"
        f[key] = tuple(f.get(key, ())) + ("World",)
    elif w == "basic":
        if val:
            f["basic_land"] = True
        else:
            f["nonbasic"] = True
    elif w == "nonbasic":
        f["nonbasic"] = True
    elif w == "historic" and val:
        f["historic"] = True
    elif w == "nontoken":
        f["token"] = False
    elif w == "other" and val:
        f["other"] = True
    elif w in ("nonland", "noncreature", "nonartifact"):
        f.setdefault("not_types", []).append({"nonland": "Land", "noncreature": "Creature",
                                              "nonartifact": "Artifact"}[w])
    else:
        raise Unrepresentable(f"status {w}")


_FILTER_DEFAULTS = {f.name: f.default for f in fields(Filter)}


def _merge(flt: Filter, **kw) -> Filter:
    """``flt`` with more constraints; a constraint that contradicts one already there is unrepresentable."""
    for k, v in kw.items():
        cur = getattr(flt, k)
        if cur != _FILTER_DEFAULTS[k] and cur != v:
            raise Unrepresentable(f"conflicting {k}")
    return replace(flt, **kw)


# ---------------------------------------------------------------- the transformer


def _num_of(x) -> int:
    if isinstance(x, int):
        return x
    if isinstance(x, Num):
        return x.value
    raise Unrepresentable("not a fixed number")


def _amount(x) -> Amount:
    if isinstance(x, int):
        return Num(x)
    return x


_NUMWORD = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "zero": 0}


def _pt_value(s: str) -> Amount:
    s = s.replace("−", "-")
    sign = -1 if s.startswith("-") else 1
    s = s.lstrip("+-")
    if s == "X":
        return XValue() if sign > 0 else Product(Num(-1), XValue())
    if s == "*":
        raise Unrepresentable("* in P/T")
    return Num(sign * int(s))


def _pt_pair(tok: str) -> tuple[Amount, Amount]:
    a, b = str(tok).split("/")
    return _pt_value(a), _pt_value(b)


def _int_pt(tok: str) -> tuple[int, int]:
    a, b = str(tok).split("/")
    if not (a.isdigit() and b.isdigit()):
        raise Unrepresentable("variable P/T")
    return int(a), int(b)


def _mana(tok) -> ManaCost:
    return ManaCost.parse(str(tok))


def _kw_name(words: str) -> str:
    w = words.lower()
    if w in KEYWORD_NAMES:
        return KEYWORD_NAMES[w]
    raise Unrepresentable(f"keyword {words}")


_LANDWALK = {"islandwalk": "Island", "swampwalk": "Swamp", "forestwalk": "Forest", "mountainwalk": "Mountain",
             "plainswalk": "Plains", "desertwalk": "Desert"}


def keyword(words: str) -> Keyword:
    """Keyword node for a simple keyword's Oracle words (702)."""
    w = words.lower()
    if w in _LANDWALK:
        return Keyword("Landwalk", arg=_LANDWALK[w])
    if w.endswith("landwalk") or w.endswith("walk"):
        specials = {"nonbasic landwalk": Filter(types=("Land",), nonbasic=True),
                    "legendary landwalk": Filter(types=("Land",), supertypes=("Legendary",)),
                    "snow landwalk": Filter(types=("Land",), supertypes=("Snow",)),
                    "artifact landwalk": Filter(types=("Land", "Artifact")),
                    "snow forestwalk": Filter(subtypes=("Forest",), supertypes=("Snow",)),
                    "snow swampwalk": Filter(subtypes=("Swamp",), supertypes=("Snow",)),
                    "snow islandwalk": Filter(subtypes=("Island",), supertypes=("Snow",))}
        if w in specials:
            return Keyword("Landwalk", arg=specials[w])
        raise Unrepresentable(f"landwalk {w}")
    if w == "umbra totem":
        return Keyword("Umbra Armor")
    return Keyword(_kw_name(w))


def _compile_quoted(text: str) -> tuple:
    from .compiler import compile_granted

    return compile_granted(text)


class SentenceBuilder(Transformer):
    """Parse tree of one sentence -> :class:`Sentence` (see module docstring)."""

    def __init__(self, text: str):
        super().__init__(visit_tokens=False)
        self.text = text
        self.targets: list[TargetSpec] = []
        self.target_pos: list[int] = []
        self.self_zone: str | None = None
        self.combat_damage_trigger = False
        self.among_them = False
        self.targets_self = False
        self.exiled_with_self = 0  # "exiled with ~" qualifiers not yet read by a linked-ability form (607.2a)
        self.spells_among_them = 0  # "[spells] from among them" not yet read by a cast permission
        self.mana_spent_on_event = False  # "mana spent to cast that spell": only in a cast trigger
        self.last_subject: Any = None  # the subject of the latest clause that had one ("Target player draws ...")

    # ------------------------------------------------------------ helpers

    def label(self, meta) -> str:
        if getattr(meta, "empty", True):
            return ""
        s = self.text[meta.start_pos:meta.end_pos]
        return s[:1].lower() + s[1:] if s else s

    def add_target(self, spec: TargetSpec, pos: int) -> LocalTarget:
        self.targets.append(spec)
        self.target_pos.append(pos)
        return LocalTarget(len(self.targets) - 1)

    # rules whose parse trees a parent rule reads itself; any other rule without a method is a form the
    # builder does not handle yet, and the sentence becomes Unsupported
    _PASS_THROUGH = frozenset({
        "np_word", "type_word", "color_word", "status_word", "np_alt", "noun_word", "tok_tail", "tok_type",
        "tok_color", "name_words", "put_tail", "put_dest", "block_extra", "cx_sep", "cx_is", "cx_subj",
        "cx_addition", "devotion",
        "choose_count", "gy_ref", "kw_simple", "kw_costed", "kw_numbered", "cast_timing", "counters_instead",
    })

    def _call_userfunc(self, tree, new_children=None):
        """Every method takes (meta, children): called directly, without lark's per-call wrappers."""
        children = new_children if new_children is not None else tree.children
        f = getattr(self, tree.data, None)
        if f is None:
            return self.__default__(tree.data, children, tree.meta)
        return f(tree.meta, children)

    def __default__(self, data, children, meta):
        if data in self._PASS_THROUGH:
            return Tree(data, children, meta)
        raise Unrepresentable(f"unhandled grammar rule {data}")

    # ------------------------------------------------------------ numbers and amounts

    def number(self, meta, c):
        t = c[0]
        s = str(t).lower()
        if s.isdigit():
            return int(s)
        return _NUMWORD[s]

    def amount(self, meta, c):
        return Num(c[0]) if isinstance(c[0], int) else c[0]

    def amount_x(self, meta, c):
        return XValue()

    def amount_event(self, meta, c):
        return EventAmount()

    def amount_twice_x(self, meta, c):
        return Product(Num(2), XValue())

    def amount_additional(self, meta, c):
        return Num(c[0])

    # ------------------------------------------------------------ amounts described in words

    def _it(self, meta, noun="it"):
        return Pron(noun, meta.start_pos)

    def ae_self_power(self, meta, c):
        return PowerOf(This())

    def ae_self_toughness(self, meta, c):
        return ToughnessOf(This())

    def ae_its_power(self, meta, c):
        return PowerOf(self._it(meta))

    def ae_its_toughness(self, meta, c):
        return ToughnessOf(self._it(meta))

    def ae_its_mv(self, meta, c):
        return ManaValueOf(self._it(meta))

    def ae_that_power(self, meta, c):
        return PowerOf(self._it(meta, "creature"))

    def ae_that_toughness(self, meta, c):
        return ToughnessOf(self._it(meta, "creature"))

    def ae_that_mv(self, meta, c):
        return ManaValueOf(self._it(meta, "card"))

    def ae_sacrificed_power(self, meta, c):
        return PowerOf(Remembered("sacrificed"))

    def ae_sacrificed_toughness(self, meta, c):
        return ToughnessOf(Remembered("sacrificed"))

    def ae_sacrificed_mv(self, meta, c):
        return ManaValueOf(Remembered("sacrificed"))

    def ae_count(self, meta, c):
        np: NP = c[0]
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("the number of ...")
        return CountOf(np.filter)

    def ae_count_twice(self, meta, c):
        return Product(Num(2), self.ae_count(meta, c))

    def ae_hand_size(self, meta, c):
        return HandSizeOf(You())

    def ae_gy_size(self, meta, c):
        return CountOf(Filter(kind="card", zone="graveyard", owner="you"))

    def ae_life(self, meta, c):
        return LifeOf(You())

    def ae_event(self, meta, c):
        return EventAmount()

    def ae_mana_spent_that(self, meta, c):
        """"the amount of mana spent to cast that spell" in a "whenever you cast ..." trigger: the cast
        event's amount (601.2h, the mana paid); ``_done`` refuses it in any other sentence."""
        self.mana_spent_on_event = True
        return EventAmount()

    def ae_x(self, meta, c):
        return XValue()

    def ae_number(self, meta, c):
        return Num(c[0])

    def ae_counters_on(self, meta, c):
        kind, np = c[0], c[1]
        if np.ref is None:
            raise Unrepresentable("counters on ...")
        return CountersOn(np.ref, _ck(kind))

    def ae_result(self, meta, c):
        """706.2: "the result" of the die just rolled."""
        return RollResult()

    def ae_counters_on_self(self, meta, c):
        return CountersOn(This(), str(c[0]).lower())

    def ae_mv_of(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("mana value of ...")
        return ManaValueOf(np.ref)

    def ae_power_of(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("power of ...")
        return PowerOf(np.ref)

    def ae_gy_instants(self, meta, c):
        """"the number of instant and sorcery cards in your graveyard": cards with either type (304, 307)."""
        return CountOf(Filter(kind="card", zone="graveyard", owner="you", any_types=("Instant", "Sorcery")))

    def ae_hand_size_they(self, meta, c):
        """"the number of cards in their hand" / "in that player's hand": the player the sentence names."""
        return HandSizeOf(Pron("player", meta.start_pos))

    def ae_gy_size_they(self, meta, c):
        """"the number of cards in their graveyard": cards in a graveyard are in their owner's (404.1)."""
        return CountOf(Filter(kind="card", zone="graveyard", controlled_by=Pron("player", meta.start_pos)))

    def ae_opponents(self, meta, c):
        """"the number of opponents you have" (102.3)."""
        return CountOf(Filter(kind="player", player="opponent"))

    def ae_library(self, meta, c):
        """"the number of cards in your library"."""
        return CountOf(Filter(kind="card", zone="library", owner="you"))

    def ae_all_counters_on(self, meta, c):
        """"the number of counters on ~" / "on permanents you control": counters of every kind (122.1)."""
        np: NP = c[0]
        if np.ref is not None and np.kind != "and":
            return CountersOn(np.ref, "*")
        if np.kind in ("bare", "each", "indef") and np.filter is not None and np.filter.kind == "permanent":
            return CountersOn(Each(np.filter), "*")
        raise Unrepresentable(f"counters on {np.label}")

    def ae_power_plus_toughness(self, meta, c):
        it = self._it(meta)
        return Sum((PowerOf(it), ToughnessOf(it)))



    # ------------------------------------------------------------ noun phrases

    def np_words(self, meta, c):
        groups: list[list] = [[]]
        for x in c:
            if isinstance(x, Tree) and x.data == "np_alt":
                # "artifact or enchantment"; "Skeletons, Vampires, and Zombies", "artifacts and
                # enchantments": each alternative qualifies
                groups.append([])
            elif isinstance(x, Tree) and x.data == "np_word":
                groups[-1].append(_word_item(x))
            else:
                raise Unrepresentable("noun word")
        return groups

    def np_body(self, meta, c):
        groups = c[0]
        flt, plural = filter_from_words(groups)
        words = [w for g in groups for _, _, w in g]
        for q in c[1:]:
            if not callable(q):
                raise Unrepresentable(f"qualifier {getattr(q, 'data', q)}")
            flt = q(flt)
        return flt, plural, words

    # qualifiers: functions Filter -> Filter
    def q_you_control(self, meta, c):
        return lambda f: _merge(f, controller="you") if f.kind != "card" else _merge(f, owner="you")

    def q_not_you_control(self, meta, c):
        return lambda f: _merge(f, controller="not_you")

    def q_opp_controls(self, meta, c):
        return lambda f: _merge(f, controller="opponent")

    def q_among_them(self, meta, c):
        self.among_them = True  # "a creature card from among them": a card looked at or revealed

        def q(f):
            if f.kind == "spell":
                # "You may cast red spells from among them this turn": a cast permission for those cards,
                # judged as the spells they would be (only c_may_cast_turn reads it; _done refuses others)
                self.spells_among_them += 1
                return f
            return _merge(f, kind="card") if f.kind in ("permanent", "card") else _bad()
        return q

    def q_targets(self, meta, c):
        np: NP = c[0]
        if np.kind != "self":
            raise Unrepresentable("that targets ...")
        self.targets_self = True
        return lambda f: f

    def q_you_cast(self, meta, c):
        return lambda f: _merge(f, kind="spell") if f.kind in ("permanent", "spell") else _bad()

    def q_opp_cast(self, meta, c):
        return lambda f: _merge(f, kind="spell", controller="opponent") if f.kind in ("permanent", "spell") \
            else _bad()

    def q_entered_this_turn(self, meta, c):
        """"creatures that entered this turn": permanents that entered the battlefield during this turn (603.6a)."""
        return lambda f: _merge(f, entered_this_turn=True) if f.kind == "permanent" else _bad()

    def q_target_player_controls(self, meta, c):
        """"each creature target player controls": the qualifier brings its own player target (115.1), and
        the objects qualify by their controller (108.4)."""
        ref = self.add_target(TargetSpec(PLAYER, label="target player"), meta.start_pos)
        return lambda f: _merge(f, controlled_by=ref) if f.kind != "player" else _bad()

    def q_target_opp_controls(self, meta, c):
        """"all creatures target opponent controls" (115.1, 108.4)."""
        ref = self.add_target(TargetSpec(Filter(kind="player", player="opponent"), label="target opponent"),
                              meta.start_pos)
        return lambda f: _merge(f, controlled_by=ref) if f.kind != "player" else _bad()

    def q_its_controller_controls(self, meta, c):
        """"each tapped creature its controller controls": controlled by the controller of the object the
        pronoun names (108.4)."""
        it = Pron("it", meta.start_pos)
        return lambda f: _merge(f, controlled_by=ControllerOf(it)) if f.kind != "player" else _bad()

    def q_attached_to(self, meta, c):
        """"Equipment attached to it", "target Aura attached to a creature": Auras and Equipment are attached
        to the object or player they enchant or equip (301.5, 303.4); a definite noun phrase names the host,
        an indefinite one says what kind of host qualifies."""
        np: NP = c[0]
        if np.ref is not None and np.kind != "and":
            rel = np.ref
        elif np.kind in ("indef", "bare") and np.filter is not None and np.filter.kind == "permanent":
            rel = np.filter
        else:
            raise Unrepresentable(f"attached to {np.label}")
        return lambda f: _merge(f, attached_to=rel) if f.kind == "permanent" else _bad()

    def q_defending_controls(self, meta, c):
        return lambda f: _merge(f, controller="defending")

    def q_you_own(self, meta, c):
        return lambda f: _merge(f, owner="you")

    def q_opp_owns(self, meta, c):
        return lambda f: _merge(f, owner="opponent")

    def q_with(self, meta, c):
        return c[0]

    def q_you_control_with(self, meta, c):
        g = c[0]
        return lambda f: g(_merge(f, controller="you"))

    def q_without_with(self, meta, c):
        g = c[0]

        def neg(f):
            out = g(Filter())
            if out.has_keyword and out == Filter(has_keyword=out.has_keyword):
                return _merge(f, lacks_keyword=out.has_keyword)
            if out.with_counter:
                raise Unrepresentable("without counters")
            raise Unrepresentable("without ...")
        return neg

    def q_zone(self, meta, c):
        return c[0]

    def _q_lowest(self, stat: str, np: NP):
        """"with the lowest toughness among creatures you don't control": its toughness equals the least
        among them (ties: any of them may be chosen)."""
        if np.filter is None or np.kind not in ("bare", "each", "indef"):
            raise Unrepresentable(f"lowest {stat} among {np.label}")
        return lambda f: _merge(f, **{stat: ("=", LeastAmong(stat, np.filter))})

    def q_lowest_power(self, meta, c):
        return self._q_lowest("power", c[0])

    def _q_greatest(self, stat: str, np: NP):
        """"with the greatest power among creatures on the battlefield", "with the highest mana value among
        cards in your library": its stat equals the greatest among them (ties: any of them qualifies)."""
        if np.filter is None or np.kind not in ("bare", "each", "indef"):
            raise Unrepresentable(f"greatest {stat} among {np.label}")
        return lambda f: _merge(f, **{stat: ("=", GreatestAmong(stat, np.filter))})

    def q_greatest_power(self, meta, c):
        return self._q_greatest("power", NP("bare", Filter(types=("Creature",)), label="creatures"))

    def q_highest_mv(self, meta, c):
        return self._q_greatest("mana_value", c[0])

    def q_lowest_toughness(self, meta, c):
        return self._q_lowest("toughness", c[0])

    def q_lowest_mv(self, meta, c):
        return self._q_lowest("mana_value", c[0])

    def q_other_than(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return lambda f: _merge(f, other=True)
        raise Unrepresentable("other than ...")

    def q_named(self, meta, c):
        name = " ".join(_tokens(c[0]))  # "~" (the card's own name) is filled in per card
        return lambda f: _merge(f, name=name)

    def q_thats(self, meta, c):
        st = _low(_text(c[0]))

        def g(f):
            d: dict = {}
            _status(d, st, False)
            return _merge(f, **{k: (tuple(v) if isinstance(v, list) else v) for k, v in d.items()})
        return g

    def q_attacking_or_blocking(self, meta, c):
        return lambda f: _merge(f, attacking_or_blocking=True)

    def q_chosen_type(self, meta, c):
        return lambda f: _merge(f, chosen="type")

    def q_chosen_color(self, meta, c):
        return lambda f: _merge(f, chosen="color")

    def q_their_choice(self, meta, c):
        return lambda f: f

    def q_your_choice(self, meta, c):
        return lambda f: f

    def q_battlefield(self, meta, c):
        return lambda f: f if f.kind == "permanent" else _merge(f, kind="permanent")

    def q_damaged(self, meta, c):
        return lambda f: _merge(f, damaged=True)

    def z_gy_you(self, meta, c):
        def q(f):
            if f.kind == "spell":  # "an artifact spell from your graveyard": see c_cast_free
                return _merge(f, zone="graveyard", owner="you")
            return _merge(f, kind="card", zone="graveyard", owner="you") if f.kind != "player" else _bad()
        return q

    def z_gy_any(self, meta, c):
        return lambda f: _merge(f, kind="card", zone="graveyard")

    def z_gy_opp(self, meta, c):
        return lambda f: _merge(f, kind="card", zone="graveyard", owner="opponent")

    def z_gy_target(self, meta, c):
        """"in target player's graveyard", "from target opponent's graveyard": a player target of its own; a card
        in a graveyard is in its owner's (404.1)."""
        opp = "opponent" in self.text[meta.start_pos:meta.end_pos].lower()
        spec = TargetSpec(Filter(kind="player", player="opponent"), label="target opponent") if opp \
            else TargetSpec(PLAYER, label="target player")
        ref = self.add_target(spec, meta.start_pos)
        return lambda f: _merge(f, kind="card", zone="graveyard", controlled_by=ref) if f.kind != "player" \
            else _bad()

    def z_gy_that(self, meta, c):
        """"from that player's graveyard": the graveyard of the player named before (404.1). "Their graveyard"
        after "each player" would mean each one's own, which a single reference can't say: refused."""
        if not self.text[meta.start_pos:meta.end_pos].lower().endswith("that player's graveyard"):
            raise Unrepresentable("their graveyard")
        it = Pron("player", meta.start_pos)
        return lambda f: _merge(f, kind="card", zone="graveyard", controlled_by=it) if f.kind != "player" \
            else _bad()

    def z_hand_you(self, meta, c):
        def q(f):
            if f.kind == "spell":  # "an artifact spell from your hand": see c_cast_free
                return _merge(f, zone="hand", owner="you")
            return _merge(f, kind="card", zone="hand", owner="you")
        return q

    def z_hand_that(self, meta, c):
        """"from their hand": the hand of the player the clause's subject names ("Target player exiles a card
        from their hand"); the owner stays a placeholder that only such a clause resolves (to "you" from the
        choosing player's point of view) -- ``_done`` refuses it anywhere else."""
        return lambda f: _merge(f, kind="card", zone="hand", owner=_THEIR)

    def z_exile(self, meta, c):
        return lambda f: _merge(f, kind="card", zone="exile")

    def z_lib_you(self, meta, c):
        return lambda f: _merge(f, kind="card", zone="library", owner="you")

    def with_keyword(self, kw):
        if isinstance(kw, str):
            kw = keyword(kw)
        if kw.arg is not None or kw.cost is not None:
            raise Unrepresentable("with keyword with parameters")
        return kw.name

    def w_keyword(self, meta, c):
        name = self.with_keyword(c[0])
        return lambda f: _merge(f, has_keyword=tuple(f.has_keyword) + (name,))

    def _cmp(field_name: str, op: str):  # type: ignore[misc]
        def method(self, meta, c):
            n = c[0]
            return lambda f: _merge(f, **{field_name: (op, n)})
        return method

    w_power_le = _cmp("power", "<=")
    w_power_ge = _cmp("power", ">=")
    w_power_eq = _cmp("power", "=")
    w_toughness_le = _cmp("toughness", "<=")
    w_toughness_ge = _cmp("toughness", ">=")
    w_mv_le = _cmp("mana_value", "<=")
    w_mv_ge = _cmp("mana_value", ">=")
    w_mv_eq = _cmp("mana_value", "=")

    def w_same_name(self, meta, c):
        """"with the same name as that creature" / "as ~": compared with what a definite noun phrase
        names, as the filter is matched (201.2a)."""
        np: NP = c[0]
        if np.ref is None or np.kind == "and":
            raise Unrepresentable(f"same name as {np.label}")
        return lambda f: _merge(f, same_name_as=np.ref)

    def w_power_le_x(self, meta, c):
        return lambda f: _merge(f, power=("<=", XValue()))

    def w_mv_le_x(self, meta, c):
        return lambda f: _merge(f, mana_value=("<=", XValue()))

    def w_mv_eq_x(self, meta, c):
        return lambda f: _merge(f, mana_value=("=", XValue()))

    def w_counter(self, meta, c):
        kind = c[0]
        return lambda f: _merge(f, with_counter=kind)

    def w_p1_counter(self, meta, c):
        return lambda f: _merge(f, with_counter="+1/+1")

    def w_m1_counter(self, meta, c):
        return lambda f: _merge(f, with_counter="-1/-1")

    def w_any_counter(self, meta, c):
        return lambda f: _merge(f, with_counter="any")

    def counter_kind(self, meta, c):
        return str(c[0]).replace("−", "-").lower()

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

    def np_them(self, meta, c):
        return self._pron(meta, "them", True)

    def np_they(self, meta, c):
        return self._pron(meta, "they", True)

    def np_that(self, meta, c):
        return self._pron(meta, _low(_text(c[0])))

    def np_those(self, meta, c):
        return self._pron(meta, _low(_text(c[0])), True)

    def np_those_cards(self, meta, c):
        return self._pron(meta, "cards", True)

    def np_you(self, meta, c):
        return NP("you", filter=Filter(kind="player", player="you"), ref=You(), label="you", pos=meta.start_pos)

    def np_its_controller(self, meta, c):
        return NP("player", filter=PLAYER, ref=ControllerOf(Pron("it", meta.start_pos)), label=self.label(meta),
                  pos=meta.start_pos)

    def np_its_owner(self, meta, c):
        return NP("player", filter=PLAYER, ref=OwnerOf(Pron("it", meta.start_pos)), label=self.label(meta),
                  pos=meta.start_pos)

    def np_that_controller(self, meta, c):
        return NP("player", filter=PLAYER, ref=ControllerOf(Pron(_low(_text(c[0])), meta.start_pos)),
                  label=self.label(meta), pos=meta.start_pos)

    def np_that_owner(self, meta, c):
        return NP("player", filter=PLAYER, ref=OwnerOf(Pron(_low(_text(c[0])), meta.start_pos)),
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

    def c_subgame(self, meta, c):
        """729: "Players play a Magic subgame, using their libraries as their decks." """
        return GameAction("subgame")

    def c_restart(self, meta, c):
        """727.1: "Restart the game." """
        return GameAction("restart")

    def c_restart_exempt(self, meta, c):
        """727.1, 727.5, 607.2a: "Restart the game, leaving in exile all non-Aura permanent cards exiled with
        ~" -- the cards this object's linked abilities exiled (the engine tracks them) that match the rest of
        the description stay in exile, remembered as "exempt" for the instructions that follow."""
        np: NP = c[-1]
        if np.kind != "each" or np.filter is None or self.exiled_with_self != 1 or np.filter.zone != "exile":
            raise Unrepresentable("restart the game, leaving in exile ...")
        self.exiled_with_self -= 1
        return GameAction("restart", args=(("exempt", np.filter),))

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

    def _target(self, meta, body, mn=1, mx=1, other=False):
        flt, plural, words = body
        if other:
            flt = replace(flt, other=True)
        distinct = tuple(range(len(self.targets))) if other else ()
        label = self.label(meta)
        ref = self.add_target(TargetSpec(flt, min=mn, max=mx, label=label, distinct_from=distinct),
                              meta.start_pos)
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
        if not plural and words and words[-1] in _INVARIANT_PLURALS:  # "Other Merfolk you control get +1/+1"
            plural = True
        if not plural:  # "for each other enchantment"
            return self._indef(meta, c[0], 1, other=True)
        return self._group(meta, c[0], "each", other=True)

    def np_one_or_more_other(self, meta, c):
        n = self._indef(meta, c[0], 1, other=True)
        return replace(n, kind="one_or_more")

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
        return NP("top", ref=TopCards(self._lib(who), _amount(n)), n=n, filter=Filter(kind="card", zone="library"),
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
        return NP("and", ref=None, label=self.label(meta), pos=meta.start_pos,
                  n=tuple(x for x in c if isinstance(x, NP)))

    np_and3 = np_and

    def np_or(self, meta, c):
        return NP("or", ref=None, label=self.label(meta), pos=meta.start_pos,
                  n=tuple(x for x in c if isinstance(x, NP)))

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
            return Seq((ChooseAndDo(who or You(), np.filter, _amount(np.n), key="chosen", up_to=np.upto),
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

    # ------------------------------------------------------------ clauses

    # third-person verbs: a clause starting with one has no subject of its own but continues the previous
    # clause's ("Target player draws X cards and loses X life": that player loses the life, not you)
    _THIRD_PERSON = frozenset({"loses", "gains", "draws", "discards", "mills", "sacrifices", "shuffles",
                               "reveals", "exiles", "creates", "returns", "searches", "puts", "scries",
                               "surveils", "pays", "takes", "gets"})

    def c_imperative(self, meta, c):
        first = self.text[meta.start_pos:meta.end_pos].split(" ", 1)[0].lower() if not meta.empty else ""
        if first in self._THIRD_PERSON and self.last_subject is not None:
            return c[0](self.last_subject)
        return c[0](None)

    def c_subject(self, meta, c):
        self.last_subject = c[0]
        return c[1](c[0])

    def c_may(self, meta, c):
        subj = c[0]
        who = self.actor(subj)
        if who == You():
            eff = c[1](None)
            if isinstance(eff, (Cont, StaticR)):
                raise Unrepresentable("may + continuous")
            return MayDo(eff)
        # "that player may draw a card": they choose and they act
        try:
            eff = c[1](subj)  # the verb reads its subject ("its controller may search their library")
        except Unrepresentable:
            from .compiler import rebind_you

            eff = rebind_you(c[1](None), who)
        if isinstance(eff, (Cont, StaticR)):
            raise Unrepresentable("may + continuous")
        return MayDo(eff, who=who)

    def c_you_may(self, meta, c):
        eff = c[0](None)
        if isinstance(eff, (Cont, StaticR)):
            raise Unrepresentable("may + continuous")
        return MayDo(eff)

    def c_you_may_have(self, meta, c):
        eff = c[1](c[0])
        if isinstance(eff, Cont):
            if eff.subject.ref is None:
                raise Unrepresentable("may have + continuous on an indefinite")
            eff = ApplyContinuous(eff.subject.ref, eff.mods, eff.duration or "permanent")
        if isinstance(eff, StaticR):
            raise Unrepresentable("may have + static")
        return MayDo(eff)

    def c_have(self, meta, c):
        return c[1](c[0])

    def c_control_enchanted(self, meta, c):
        return StaticR(Static((ChangeController(You()),), AttachedTo(This())))

    def c_lure_target(self, meta, c):
        return Cont(c[0], (Restrict("must_be_blocked_by_all"),), "end_of_turn")

    def c_lure(self, meta, c):
        return StaticR(Static((Restrict("must_be_blocked_by_all"),), This()))

    def c_dies_exile(self, meta, c):
        """614.1a: "If ~ would die, exile it instead"."""
        return StaticR(Replacement("move_instead", arg=_DIES_EXILE, affected=This()))

    def c_gy_exile(self, meta, c):
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")), affected=This()))

    def c_gy_shuffle(self, meta, c):
        return StaticR(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "library"),
                                                        ("position", "shuffle")), affected=This()))

    def c_target_dies_exile(self, meta, c):
        """614.1a from a resolving spell: "If that creature would die this turn, exile it instead"."""
        return CreateReplacement(Replacement("move_instead", arg=_DIES_EXILE, affected=Pron("it", meta.start_pos)))

    def c_altcost_mana(self, meta, c):
        return StaticR(Keyword("AlternativeCost", cost=Cost(mana=_mana(c[0]))))

    def c_altcost(self, meta, c):
        return StaticR(Keyword("AlternativeCost", cost=c[0]))

    def c_cant(self, meta, c):
        subj = c[0]
        kind, dur, arg = c[1]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        return Cont(subj, tuple(Restrict(k, arg) if arg is not None else Restrict(k) for k in kinds), dur)

    def _r(kind, dur=None):  # type: ignore[misc]
        def method(self, meta, c):
            return (kind, dur, None)
        return method

    r_attack = _r("cant_attack")
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

    def c_cant_be(self, meta, c):
        subj = c[0]
        kind, dur, arg = c[1]
        if kind == "cant_be_countered":
            return StaticR(Static((Restrict("cant_be_countered"),), self.ref(subj), zone="stack"))
        return Cont(subj, (Restrict(kind, arg) if arg is not None else Restrict(kind),), dur)

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

    def br_except_by_n(self, meta, c):
        return ("cant_be_blocked_except_by_n", None, c[0])

    def br_blocked_by(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("blocked by ...")
        return ("cant_be_blocked_by", None, np.filter)

    def br_except_by(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("blocked except by ...")
        return ("cant_be_blocked_except_by", None, np.filter)

    def c_doesnt_untap(self, meta, c):
        subj = c[0]
        step = c[1]
        if step == "next":  # "doesn't untap during its controller's next untap step": a one-shot effect
            return Cont(subj, (Restrict("doesnt_untap"),), "next_untap_step")
        return Cont(subj, (Restrict("doesnt_untap"),), None)

    def untap_step(self, meta, c):
        return "normal"

    def untap_next(self, meta, c):
        return "next"

    def c_can_block(self, meta, c):
        subj = c[0]
        w = _low(_text(c[1]))
        if w == "only creatures with flying":
            return Cont(subj, (Restrict("can_block_only_flying"),), None)
        if w == "an additional creature each combat":
            return Cont(subj, (Restrict("can_block_additional", 1),), None)
        if w == "any number of creatures":
            return Cont(subj, (Restrict("can_block_any_number"),), None)
        raise Unrepresentable(f"can block {w}")

    def c_enters_tapped(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_tapped", affected=self._affected(subj)))

    def c_enters_counters(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        return StaticR(Replacement("enters_with_counters", arg=(kind, n), affected=self._affected(subj)))

    def c_enters_counters_each(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        flt = self._count_filter(c[2])
        amt = CountOf(flt) if n == 1 else Product(Num(n), CountOf(flt))
        return StaticR(Replacement("enters_with_counters", arg=(kind, amt), affected=self._affected(subj)))

    def c_enters_x_counters(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_with_counters", arg=(c[1], XValue()), affected=self._affected(subj)))

    def counter_word(self, meta, c):
        return "counter"

    def counter_spec_any(self, meta, c):
        return (1, "any")

    def counter_spec_any_n(self, meta, c):
        return (c[0], "any")

    def counter_spec(self, meta, c):
        # ("a"|"an"|"another") kind word | number kind word
        n = c[0] if isinstance(c[0], int) else 1
        kind = [x for x in c if isinstance(x, str) and x != "counter"]
        return (n, kind[0])

    def c_cant_be_countered(self, meta, c):
        subj = c[0]
        if subj.kind != "self":
            raise Unrepresentable("other spells can't be countered")
        return StaticR(Static((Restrict("cant_be_countered"),), This(), zone="stack"))

    def _cost_change(self, np: NP, mana, sign, per: Node | None = None):
        flt = np.filter
        if np.kind == "self":
            m = _mana(mana)
            if any(s.kind != "generic" for s in m.symbols):
                raise Unrepresentable("colored cost change")
            return StaticR(Static((SelfCostChange(sign * m.generic, per),), This(), zone="all"))
        if flt is None:
            raise Unrepresentable("cost change subject")
        m = _mana(mana)
        if any(s.kind != "generic" for s in m.symbols):
            raise Unrepresentable("colored cost change")
        # 601.2f: whose spells -- "spells you cast" are yours, "spells your opponents cast" theirs, and a
        # plain "noncreature spells" (Thalia) is everyone's, its controller's included
        label = np.label.lower()
        if flt.controller == "opponent" or "opponents cast" in label or "opponent casts" in label:
            who = "opponents"
        elif flt.controller == "you" or "you cast" in label or "you control" in label:
            who = "you"
        else:
            who = "each"
        return StaticR(Static((CostChange(replace(flt, controller=None), sign * m.generic, who),),
                              affected=You()))

    def spells_np(self, meta, c):
        # "Spells you cast", "Creature spells your opponents cast": the np qualified by caster
        np: NP = c[0]
        return np

    def c_cost_less(self, meta, c):
        return self._cost_change(c[0], c[-1], -1)

    def c_cost_more(self, meta, c):
        return self._cost_change(c[0], c[-1], 1)

    def c_cost_less_each(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("costs less for each ...")
        return self._cost_change(c[0], c[1], -1, per=np.filter) if c[0].kind == "self" else _bad()

    def c_cost_less_types(self, meta, c):
        """601.2f with 205.2a: "This spell costs {1} less to cast for each card type among cards in your
        graveyard" -- the reduction is counted per card type (CardTypesAmong), not per card."""
        np: NP = c[-1]
        if np.filter is None or np.kind != "each" or c[0].kind != "self":
            raise Unrepresentable("costs less for each card type among ...")
        return self._cost_change(c[0], c[1], -1, per=CardTypesAmong(np.filter))

    def c_cda_pt(self, meta, c):
        a = c[-1]
        return StaticR(Static((SetPT(a, a, cda=True),), This(), zone="all"))

    def c_cda_power(self, meta, c):
        return StaticR(Static((SetPT(c[-1], None, cda=True),), This(), zone="all"))

    def c_cda_toughness(self, meta, c):
        return StaticR(Static((SetPT(None, c[-1], cda=True),), This(), zone="all"))

    def c_subject_each(self, meta, c):
        return c[1](c[0])

    def c_enters_tapped_unless(self, meta, c):
        subj: NP = c[0]
        return StaticR(Replacement("enters_tapped", condition=Not(c[1]), affected=self._affected(subj)))

    def c_enters_counters_where(self, meta, c):
        subj: NP = c[0]
        n, kind = c[1]
        from .compiler import substitute_x

        return StaticR(substitute_x(Replacement("enters_with_counters", arg=(kind, Num(n)),
                                                affected=self._affected(subj)), c[2]))

    def c_enters_x_counters_where(self, meta, c):
        subj: NP = c[0]
        kind = c[1]
        return StaticR(Replacement("enters_with_counters", arg=(kind, c[-1]), affected=self._affected(subj)))

    def c_clone(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare"):
            raise Unrepresentable("enter as a copy of ...")
        return StaticR(Replacement("enters_as_copy", arg=np.filter))

    def c_clone_except(self, meta, c):
        """707.5, 707.9: "You may have ~ enter as a copy of any creature on the battlefield, except it's 7/7":
        the replacement's copy effect carries the exceptions, which become part of the copiable values
        (707.9a-b); "doesn't copy that creature's color" keeps the entering object's own colors (707.9c)."""
        np: NP = c[-2]
        also, keep = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare") or np.filter.zone not in (None, "battlefield"):
            raise Unrepresentable("enter as a copy of ...")
        flt = np.filter if np.filter.kind in ("permanent", "") else replace(np.filter, kind="permanent")
        return StaticR(Replacement("enters_as_copy", arg=CopyOf(Each(flt), also=also, keep=keep)))

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
        abilities = _listed_and_quoted(c)
        if not abilities:
            raise Unrepresentable("copy exception: has ...")
        return ("also", (AddAbilities(abilities),))

    def cx_pt(self, meta, c):
        p, t = _pt_pair(str(c[-1]))
        return ("also", (SetPT(p, t),))

    def cx_colors(self, meta, c):
        return ("also", (SetColors(c[-1]),))

    def _cx_desc(self, c) -> tuple[tuple | None, int | None, list[str]]:
        pt, colors, types = None, None, []
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) for v in x):
                pt = x
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
        card_types, subtypes, supertypes = _split_types(words)
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
        card_types, subtypes, supertypes = _split_types(words)
        add_colors = "colors" in _low(self.text[meta.start_pos:meta.end_pos])
        mods: list = [AddTypes(types=tuple(card_types), subtypes=tuple(subtypes), supertypes=tuple(supertypes))]
        if colors is not None:
            mods.append(SetColors(colors, add=add_colors))
        if pt is not None:
            mods.append(SetPT(Num(pt[0]), Num(pt[1])))
        return ("also", tuple(mods))

    def cx_keep_color(self, meta, c):
        return ("keep", ("colors",))

    def c_must_attack(self, meta, c):
        return Cont(c[0], (Restrict("attacks_each_combat"),), "end_of_turn")

    def c_must_block(self, meta, c):
        return Cont(c[0], (Restrict("blocks_each_combat"),), "end_of_turn")

    def c_must_block_self(self, meta, c):
        return Cont(c[0], (Restrict("must_block", This()),), "end_of_turn")

    def c_emblem(self, meta, c):
        return CreateEmblem(_compile_quoted(str(c[0])))

    def c_energy(self, meta, c):
        return AddCounters(You(), "energy", Num(str(c[0]).upper().count("{E}")))

    def c_energy_who(self, meta, c):
        return AddCounters(self.actor(c[0]), "energy", Num(str(c[1]).upper().count("{E}")))

    def c_may_pay(self, meta, c):
        return MayDo(PayCost(c[0]))

    def c_who_may_pay(self, meta, c):
        who = self.actor(c[0])
        return MayDo(PayCost(c[1], who), who=who)

    def c_pay(self, meta, c):
        return PayCost(c[0])

    def _play(self, np: NP, duration: str, cast_only: bool):
        if np.ref is None:
            raise Unrepresentable(f"play {np.label}")
        if cast_only:
            return MayCast(np.ref, duration=duration)
        return MayPlay(np.ref, duration)

    def c_may_cast_turn(self, meta, c):
        np: NP = c[0]
        if np.kind == "each" and np.filter is not None and np.filter.kind == "spell" and self.spells_among_them == 1:
            # "You may cast red spells from among them this turn" (601.3 permission; the filter judges each card
            # by the spell it would be, 718.3a)
            self.spells_among_them -= 1
            return MayCast(Pron("them", np.pos, True), filter=np.filter, duration="end_of_turn")
        return self._play(np, "end_of_turn", True)

    def c_may_play_turn(self, meta, c):
        return self._play(c[0], "end_of_turn", False)

    def c_may_play_exiled(self, meta, c):
        """601.3: "You may play that card for as long as it remains exiled"."""
        return self._play(c[0], "while_exiled", False)

    def c_spend_any_color(self, meta, c):
        """609.4b: "(and) you may spend mana as though it were mana of any color to cast them" -- qualifies
        the permission just given (see :class:`AnyColor`)."""
        return AnyColor()

    def c_exile_found(self, meta, c):
        """723.7 (Opposition Agent): "While an opponent is searching their library, they exile each card
        they find." -- what the controlled players must do while searching (the permission to play those
        cards follows in the next sentence, see ``compiler._static``)."""
        return StaticR(Static((ExileFound("opponents"),)))

    def c_may_play_next(self, meta, c):
        return self._play(c[0], "end_of_next_turn", False)

    def c_may_play_next_end(self, meta, c):
        return self._play(c[0], "until_next_end_step", False)

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

    def c_cast_from_top(self, meta, c):
        np: NP = c[0]
        if np.filter is not None and np.filter.zone is not None:
            raise Unrepresentable("cast from two zones")
        return self._cast_from_static(np, "library_top")

    def c_cast_free(self, meta, c):
        np: NP = c[0]
        if np.ref is None:
            return self._cast_from_zone(np, True)
        return CastCard(np.ref, free=True, optional=True)

    def c_may_cast(self, meta, c):
        np: NP = c[0]
        if np.kind == "each" and np.filter is not None and np.filter.kind == "spell" and np.filter.zone == "graveyard":
            return self._cast_from_static(np, "graveyard")
        if np.ref is None:
            return self._cast_from_zone(np, False)
        return CastCard(np.ref, optional=True)

    def c_is_indestructible(self, meta, c):
        return Cont(c[0], (AddAbilities((Keyword("Indestructible"),)),), None)

    def c_goaded(self, meta, c):
        return Cont(c[0], (Restrict("goaded"),), None)

    def c_no_prevent(self, meta, c):
        return StaticR(Static((Restrict("damage_cant_be_prevented"),), affected=Players("each")))

    def c_you_hexproof(self, meta, c):
        return StaticR(Static((AddAbilities((Keyword("Hexproof"),)),), affected=You()))

    def c_you_shroud(self, meta, c):
        return StaticR(Static((AddAbilities((Keyword("Shroud"),)),), affected=You()))

    def c_no_max_hand(self, meta, c):
        return StaticR(Static((Restrict("no_maximum_hand_size"),), affected=You()))

    def c_cant_lose(self, meta, c):
        return StaticR(Static((Restrict("cant_lose_game"),), affected=You()))

    def c_no_lifegain_all(self, meta, c):
        return StaticR(Static((Restrict("cant_gain_life"),), affected=Players("each")))

    def c_no_lifegain_opp(self, meta, c):
        return StaticR(Static((Restrict("cant_gain_life"),), affected=Players("opponents")))

    def c_extra_land(self, meta, c):
        return StaticR(Static((Restrict("additional_land_play", 1),), affected=You()))

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

    # ------------------------------------------------------------ verb phrases: return f(subject) -> result

    def vp(self, meta, c):
        return c[0]

    def deal(self, meta, c):
        amt = _amount(c[0])
        np = c[1]
        each = c[2] if len(c) > 2 else None

        def f(subj):
            src = self._source(subj)
            a = amt
            if each is not None:
                a = _times(a, each)
            return self.obj_effect(np, lambda r: DealDamage(a, r, source=src))
        return f

    def deal_instead(self, meta, c):
        """"If this spell was kicked, it deals 4 damage instead." (608.2c: later text modifies the earlier
        instruction) -- the damage the previous instruction deals, with another amount (and, when named, to
        the recipients named here); the compiler makes it a Conditional with the original as its otherwise.
        The subject is the same source as the earlier instruction's ("it", "this creature")."""
        amt = _amount(c[0])
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
        amt, np = _amount(c[0]), c[1]
        if np.kind != "target":
            raise Unrepresentable("divided damage among non-targets")
        return lambda subj: DealDamage(amt, np.ref, source=self._source(subj), divided=True)

    def deal_two(self, meta, c):
        a1, n1, a2, n2 = [x for x in c if not isinstance(x, Token)]
        a1, a2 = _amount(a1), _amount(a2)

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
                    and np.filter.owner == _THEIR:
                # "Target player exiles a card from their hand": that player chooses one of their own cards
                who = self.actor(subj)
                return self.obj_effect(replace(np, filter=replace(np.filter, owner="you")),
                                       lambda r: self._exile(r, np), who=who)
            return self._imper(subj) or self.obj_effect(np, lambda r: self._exile(r, np))
        return f

    def _exile(self, r, np):
        if np.kind == "top":
            return MoveTo(r, "exile", remember="exiled")
        return MoveTo(r, "exile")

    def exile_target_gy(self, meta, c):
        ref = self.add_target(TargetSpec(PLAYER, label="target player"), meta.start_pos + 6)

        return lambda subj: self._imper(subj) or MoveTo(CardsIn(ref, "graveyard"), "exile")

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
                                                             controller=_under(who, Remembered("flicker"))))))
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
            ChooseAndDo(You(), f, _amount(np.n), key="chosen", random=True), self._move(Remembered("chosen"), dest)))

    def return_to_tapped(self, meta, c):
        np, dest = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: self._move(r, dest, tapped=True))

    def return_bf_under(self, meta, c):
        np, who = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", controller=_under(who, r)))

    def return_bf_tapped_under(self, meta, c):
        np, who = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: MoveTo(r, "battlefield", tapped=True, controller=_under(who, r)))

    def control_owner(self, meta, c):
        """"under your control" is You(); "under its owner's control" is the string "owner", which the
        move turns into ``OwnerOf`` the moved object (110.2a: else the one putting it there controls it)."""
        w = _low(_text(c))
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

    # draw / discard / mill
    def one_card(self, meta, c):
        return Num(1)

    def n_cards(self, meta, c):
        return _amount(c[0])

    def x_cards(self, meta, c):
        return XValue()

    def that_many_cards(self, meta, c):
        return EventAmount()

    def draw(self, meta, c):
        n = c[0]
        return lambda subj: Draw(self.actor(subj), n)

    def draw_each(self, meta, c):
        n, np = c[0], c[1]
        return lambda subj: Draw(self.actor(subj), _times(n, np))

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
        n, m = c[0], _amount(c[1])
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
                return Discard(who, _amount(np.n), filter=flt)
            if np.kind == "self":
                raise Unrepresentable("discard this card as an effect")
            if np.kind == "pron" and np.noun in ("card", "cards"):
                return _Hold(("discard_chosen", who))
            raise Unrepresentable(f"discard {np.label}")
        return f

    def discard_np_random(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None or replace(np.filter, kind="card") != Filter(kind="card"):
            raise Unrepresentable(f"discard {np.label} at random")
        return lambda subj: Discard(self.actor(subj), _amount(np.n), random=True)

    def mill(self, meta, c):
        n = c[0]
        return lambda subj: Mill(self.actor(subj), n)

    # life
    def gain_life(self, meta, c):
        n = _amount(c[0])
        return lambda subj: GainLife(self.actor(subj), n)

    def gain_life_each(self, meta, c):
        n, np = _amount(c[0]), c[1]
        return lambda subj: GainLife(self.actor(subj), _times(n, np))

    def gain_life_equal(self, meta, c):
        n = c[0]
        return lambda subj: GainLife(self.actor(subj), n)

    def lose_life(self, meta, c):
        n = _amount(c[0])
        return lambda subj: LoseLife(self.actor(subj), n)

    def lose_life_each(self, meta, c):
        n, np = _amount(c[0]), c[1]
        return lambda subj: LoseLife(self.actor(subj), _times(n, np))

    def lose_life_equal(self, meta, c):
        n = c[0]
        return lambda subj: LoseLife(self.actor(subj), n)

    def gain_and_draw(self, meta, c):
        n, m = _amount(c[0]), c[1]
        return lambda subj: Seq((GainLife(self.actor(subj), n), Draw(self.actor(subj), m)))

    def drain(self, meta, c):
        n, m = _amount(c[0]), _amount(c[1])
        return lambda subj: Seq((LoseLife(self.actor(subj), n), GainLife(You(), m)))

    # scry / surveil
    def scry(self, meta, c):
        n = _amount(c[0])
        return lambda subj: Scry(self.actor(subj), n)

    def surveil(self, meta, c):
        n = _amount(c[0])
        return lambda subj: Surveil(self.actor(subj), n)

    def scry_draw(self, meta, c):
        n, m = _amount(c[0]), c[1]
        return lambda subj: Seq((Scry(self.actor(subj), n), Draw(self.actor(subj), m)))

    def surveil_draw(self, meta, c):
        n, m = _amount(c[0]), c[1]
        return lambda subj: Seq((Surveil(self.actor(subj), n), Draw(self.actor(subj), m)))

    # counter
    def counter(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r))

    def counter_unless(self, meta, c):
        np, cost = c[0], _mana(c[1])
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))

    # tokens
    def one(self, meta, c):
        return Num(1)

    def token_count(self, meta, c):
        return _amount(c[0])

    def tok_pt(self, meta, c):
        return _int_pt(c[0])

    def tok_colors(self, meta, c):
        m = 0
        for t in _tokens(c):
            w = t.lower()
            if w in _COLOR_WORDS:
                m |= _COLOR_WORDS[w]
        return m

    def tok_types(self, meta, c):
        return [_text(x) for x in c]

    def tw_keywords(self, meta, c):
        return tuple(c[0])

    def tw_quoted(self, meta, c):
        out: tuple = ()
        for q in c:
            if isinstance(q, Token) and q.type == "QUOTED":
                out += _compile_quoted(str(q))
        return out

    def tw_both(self, meta, c):
        kws = tuple(c[0]) if isinstance(c[0], list) else ()
        out: tuple = kws
        for q in c[1:]:
            if isinstance(q, Token):
                out += _compile_quoted(str(q))
        return out

    def tw_both_rev(self, meta, c):
        return _compile_quoted(str(c[0])) + tuple(c[1])

    def tok_named(self, meta, c):
        return ("named", " ".join(_tokens(c[0])))

    def token_desc(self, meta, c):
        pt = None
        colors = 0
        types: list[str] = []
        abilities: tuple = ()
        name = None
        tail = None
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and x[0] == "named":
                name = x[1]
            elif isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) for v in x):
                pt = x
            elif isinstance(x, int):
                colors = x
            elif isinstance(x, list):
                types = x
            elif isinstance(x, tuple):
                abilities = x
            elif isinstance(x, Tree) and x.data == "tok_tail":
                tail = _low(_text(x))
            elif isinstance(x, Token):
                pass
            else:
                raise Unrepresentable("token description")
        return _token_spec(pt, colors, types, abilities, name), tail

    def create(self, meta, c):
        n, (spec, tail) = c[0], c[1]
        return lambda subj: self._create(subj, spec, n, tail)

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
        return lambda subj: self._create(subj, spec, _times(n, np), tail)

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

    # mana
    def add(self, meta, c):
        spec = c[0]
        return lambda subj: self._imper(subj) or spec

    def add_each(self, meta, c):
        spec, np = c[0], c[1]
        return lambda subj: self._imper(subj) or Repeat(_times(Num(1), np), spec)

    def add_amount(self, meta, c):
        mana, amt = str(c[0]), c[1]
        return lambda subj: self._imper(subj) or Repeat(amt, AddMana(mana))

    def add_x_any(self, meta, c):
        return lambda subj: self._imper(subj) or AddMana(any_color=True, amount=XValue())

    def ms_literal(self, meta, c):
        return AddMana(str(c[0]))

    def ms_choice(self, meta, c):
        return AddMana(choices=(str(c[0]),) + tuple(c[-1]))

    def ms_choice3(self, meta, c):
        return AddMana(choices=tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA"))

    def mana_choices(self, meta, c):
        return tuple(str(x) for x in c if isinstance(x, Token) and x.type == "MANA")

    def ms_any(self, meta, c):
        return AddMana(any_color=True)

    def ms_any_n(self, meta, c):
        if "one color" not in _low(self.text[meta.start_pos:meta.end_pos]) and c[0] != 1:
            raise Unrepresentable("mana of any colors (combination)")
        return AddMana(any_color=True, amount=Num(c[0]))

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

    # search / shuffle
    def search(self, meta, c):
        lib, np = c[0], c[1]
        if lib not in ("you", "they"):
            raise Unrepresentable("search another library")
        if np.kind not in ("indef",):
            raise Unrepresentable("search for ...")
        flt = replace(np.filter, kind="card") if np.filter.kind == "permanent" else np.filter
        n = _amount(np.n)

        def f(subj):
            if lib == "they" and (subj is None or subj.kind == "you"):
                raise Unrepresentable("search their library")
            return Search(self.actor(subj), flt, n, up_to=True, remember="searched")
        return f

    def shuffle(self, meta, c):
        if c and c[0] not in ("you",):
            raise Unrepresentable("shuffle another library")
        return lambda subj: Shuffle(self.actor(subj))

    def shuffle_into(self, meta, c):
        np = c[0]  # "into its owner's library": a card always goes to its owner's library (400.3)
        return lambda subj: self.obj_effect(np, lambda r: MoveTo(r, "library", position="shuffle"))

    # continuous
    def cont(self, meta, c):
        mods = c[0]
        dur = c[1] if len(c) > 1 else None
        if isinstance(mods, _WithDuration):
            mods, dur = mods.mods, dur or mods.duration
        return lambda subj: Cont(self._cont_subject(subj), mods, dur)

    def cont_each(self, meta, c):
        mods, np = c[0], c[1]
        dur = c[2] if len(c) > 2 else None
        new = []
        for m in mods:
            if isinstance(m, ModPT):
                new.append(ModPT(_times(m.power, np), _times(m.toughness, np)))
            else:
                raise Unrepresentable("for each on a non-P/T modification")
        return lambda subj: Cont(self._cont_subject(subj), tuple(new), dur)

    def cont_each_post(self, meta, c):
        mods, dur, np = c[0], c[1], c[2]
        return self.cont_each(meta, [mods, np, dur])

    def _cont_subject(self, subj):
        if subj is None:
            raise Unrepresentable("continuous effect without subject")
        if subj.kind in ("indef",):
            raise Unrepresentable(f"continuous effect on {subj.label!r}")
        return subj

    def cont_items(self, meta, c):
        mods: list = []
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and x[1] == "end_of_turn" and len(c) == 1:
                return _WithDuration((x[0],), "end_of_turn")
            if isinstance(x, tuple):
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
        return tuple(out)

    def ci_pt(self, meta, c):
        p, t = _pt_pair(str(c[-1]))
        return (ModPT(p, t),)

    def ci_pt_xx(self, meta, c):
        return (ModPT(XValue(), XValue()),)

    def ci_kw(self, meta, c):
        return (AddAbilities(tuple(c[-1])),)

    def ci_quoted(self, meta, c):
        return (AddAbilities(_compile_quoted(str(c[-1]))),)

    def ci_kw_quoted(self, meta, c):
        return (AddAbilities(tuple(c[-2]) + _compile_quoted(str(c[-1]))),)

    def ci_lose_kw(self, meta, c):
        names = []
        for k in c[-1]:
            if k.arg is not None or k.cost is not None:
                raise Unrepresentable("lose parameterised keyword")
            names.append(k.name)
        return (RemoveAbilities(all=False, keywords=tuple(names)),)

    def ci_lose_all(self, meta, c):
        return (RemoveAbilities(),)

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

    def ci_block_any(self, meta, c):
        return (Restrict("can_block_any_number"),)

    def ci_base_pt(self, meta, c):
        p, t = _pt_pair(str(c[-1]))
        return (SetPT(p, t),)

    def ci_all_types(self, meta, c):
        raise Unrepresentable("every creature type (needs a vocabulary for it)")

    def ci_becomes(self, meta, c):
        return c[-1]

    def bec_creature(self, meta, c):
        pt = _pt_pair(str(c[0]))
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
        card_types, subtypes, supertypes = _split_types(types)
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
        abilities = _listed_and_quoted(c)
        return (abilities, "still a land" in _low(self.text[meta.start_pos:meta.end_pos]))

    def bec_color(self, meta, c):
        return (SetColors(_COLOR_WORDS[_low(_text(c[0]))]),)

    def bec_colorless(self, meta, c):
        return (SetColors(0),)

    def bec_add_artifact(self, meta, c):
        return (AddTypes(types=("Artifact",)),)

    def bec_add_creature(self, meta, c):
        return (AddTypes(types=("Creature",)),)

    def bec_add_subtype(self, meta, c):
        return (AddTypes(subtypes=(str(c[0]),)),)

    def bec_subtype(self, meta, c):
        st = str(c[0])
        from .lexicon import LAND_TYPES

        if st in LAND_TYPES:  # "Enchanted land is a Swamp" (305.7)
            return (AddTypes(subtypes=(st,), replace_subtypes=True),)
        raise Unrepresentable("becomes a <subtype>")

    def bec_copy(self, meta, c):
        np = c[0]
        if np.ref is None:
            raise Unrepresentable("copy of indefinite")
        return (CopyOf(np.ref),)

    def du_eot(self, meta, c):
        return "end_of_turn"

    def du_next_turn(self, meta, c):
        return "next_turn"

    def du_while_controlled(self, meta, c):
        return "while_controlled"

    def du_eoc(self, meta, c):
        return "end_of_combat"

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
                return Sacrifice(who, filter=np.filter, n=_amount(np.n))
            if np.kind == "each":
                return Sacrifice(who, what=Each(replace(np.filter, controller=np.filter.controller or "you")))
            raise Unrepresentable(f"sacrifice {np.label}")
        return f

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

    def m_regen_self(self, meta, c):
        return lambda subj: Regenerate(self.ref(subj)) if subj is not None else _bad()

    def fight(self, meta, c):
        np = c[0]

        def f(subj):
            if subj is None:
                raise Unrepresentable("fight without subject")
            return Fight(self.ref(subj), self.ref(np))
        return f

    def gain_control(self, meta, c):
        np = c[0]
        dur = c[1] if len(c) > 1 else "permanent"
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: GainControl(r, dur))

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

    # put
    def _dig_put(self, np: NP, zone: str):
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("put ... from among them")
        _refuse_mixed_or(np)
        return lambda subj: ("dig_put", np.filter, _amount(np.n), zone, np.upto)

    def put_zone(self, meta, c):
        np, dest = c[0], _low(_text(c[1]))
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
        tail = _low(_text(c[1])) if len(c) > 1 else ""
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

    def put_bf_yours(self, meta, c):
        np = c[0]
        tail = _low(_text(c[1])) if len(c) > 1 else ""
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

    # counters
    def put_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: AddCounters(r, kind, Num(n)))

    def put_counters_each(self, meta, c):
        (n, kind), np, each = c[0], c[1], c[2]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: AddCounters(r, kind, _times(Num(n), each)))

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
        amt, np = _amount(c[0]), c[1]
        return lambda subj: self.obj_effect(np, lambda r: Prevent(amt, to=r))

    # look / reveal
    def look_top(self, meta, c):
        n, lib = _amount(c[0]), c[-1]
        who = self._lib(lib)
        return lambda subj: self._imper(subj) or Dig(who, n)

    def look_top1(self, meta, c):
        who = self._lib(c[0])
        return lambda subj: self._imper(subj) or Dig(who, Num(1))

    def reveal_top(self, meta, c):
        n, lib = _amount(c[0]), c[-1]
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

    def reveal_hand(self, meta, c):
        return lambda subj: _Hold(("reveal_hand", self.actor(subj)))

    def choose_discard(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("choose ... from it")
        flt = replace(np.filter, kind="card")
        if flt == Filter(kind="card"):
            flt = None
        return lambda subj: ("choose_discard", flt, _amount(np.n))

    def put_rest_bottom(self, meta, c):
        return lambda subj: ("dig_rest", "bottom")

    def put_rest_bottom_random(self, meta, c):
        return lambda subj: ("dig_rest", "bottom_random")

    def put_rest_zone(self, meta, c):
        dest = _low(_text(c[0]))
        zone = {"your graveyard": "graveyard", "your hand": "hand"}.get(dest)
        if zone is None:
            raise Unrepresentable("put the rest into ...")
        return lambda subj: ("dig_rest", zone)

    def put_back_any(self, meta, c):
        return lambda subj: ("dig_rest", "top")

    def put_rest_back(self, meta, c):
        return lambda subj: ("dig_rest", "top")

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

    def put_them_hand(self, meta, c):
        return lambda subj: ("dig_take_all", "hand")

    def dig_reveal_one(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        _refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), _amount(np.n), "hand", True)

    def dig_put_one(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        _refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), _amount(np.n), "hand", False)

    def dig_put_bf(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef":
            raise Unrepresentable("dig for ...")
        _refuse_mixed_or(np)
        return lambda subj: ("dig_may", replace(np.filter, kind="card"), _amount(np.n), "battlefield", False)

    # mechanics (701 keyword actions and designations)
    def m_transform(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or Mechanic("transform", (self.ref(np),))

    def _mech(name, with_amount=False):  # type: ignore[misc]
        def method(self, meta, c):
            args = (_amount(c[-1]),) if with_amount else ()
            return lambda subj: Mechanic(name, ((self.actor(subj),) if subj is not None else ()) + args)
        return method

    m_populate = _mech("populate")
    m_venture = _mech("venture")
    m_learn = _mech("learn")
    m_ring = _mech("ring_tempts")
    m_open_attraction = _mech("open_attraction")

    def m_claim_prize(self, meta, c):
        """702.159b: "claim the prize!" -- stands for the actions of the Attraction's "Prize — ..." paragraph
        (part of its visit ability), which the compiler puts in its place (see ``compiler._claim_prize``)."""
        return lambda subj: self._imper(subj) or Mechanic("claim_prize")
    m_roll_visit = _mech("roll_to_visit")
    m_forage = _mech("forage")
    m_adapt = _mech("adapt", True)
    m_monstrosity = _mech("monstrosity", True)
    m_bolster = _mech("bolster", True)
    m_support = _mech("support", True)
    m_incubate = _mech("incubate", True)
    m_discover = _mech("discover", True)
    m_endure = _mech("endure", True)
    m_manifest = _mech("manifest")
    m_manifest_dread = _mech("manifest_dread")
    m_cloak = _mech("cloak")
    m_time_travel = _mech("time_travel")
    m_connive = _mech("connive")
    m_explore = _mech("explore")

    def m_amass(self, meta, c):
        kind, n = str(c[0]), _amount(c[1])
        return lambda subj: Mechanic("amass", (kind, n))

    def m_goad(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("goad", (r,)))

    def m_monarch(self, meta, c):
        return lambda subj: Designate(self.actor(subj), "monarch")

    def m_initiative(self, meta, c):
        return lambda subj: Designate(self.actor(subj), "initiative")

    def extra_turn(self, meta, c):
        return lambda subj: GameAction("extra_turn", self.actor(subj))

    def extra_turn_after_that(self, meta, c):
        """"that player takes an extra turn" with no turn of its own to follow: only after "After that turn,"
        (the compiler checks which turn that is and rejects it anywhere else)."""
        return lambda subj: GameAction("extra_turn", self.actor(subj), args=(("after", "that_turn"),))

    def lose_game(self, meta, c):
        return lambda subj: GameAction("lose", self.actor(subj))

    def win_game(self, meta, c):
        return lambda subj: GameAction("win", self.actor(subj))

    def copy_spell(self, meta, c):
        np = c[0]
        if np.kind == "pron" and np.noun in ("card", "cards"):
            # "Copy that card. You may cast the copy ..." (707.12): a card, not a spell -- fused with the cast
            return lambda subj: self._imper(subj) or _Hold(("copy_card", np.ref))
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CopySpell(r))

    def c_cast_copy_free(self, meta, c):
        """707.12: "You may cast the copy without paying its mana cost" after "Copy that card"."""
        return _Hold(("cast_copy", True))

    def c_cast_copy(self, meta, c):
        return _Hold(("cast_copy", False))

    def copy_spell_new(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CopySpell(r, new_targets=True))

    def switch_pt(self, meta, c):
        ref = self.add_target(TargetSpec(Filter(types=("Creature",)), label="target creature"), meta.start_pos + 7)
        dur = c[0] if c else "end_of_turn"
        return lambda subj: ApplyContinuous(ref, (SwitchPT(),), dur)

    def switch_pt_self(self, meta, c):
        dur = c[-1] if isinstance(c[-1], str) else "end_of_turn"
        return lambda subj: ApplyContinuous(This(), (SwitchPT(),), dur)


    def c_may_play(self, meta, c):
        return self._play(c[0], "permanent", False)

    def tap_or_untap(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: Mechanic("tap_or_untap", (r,)))

    def gives_control(self, meta, c):
        np = c[0]
        return lambda subj: GainControl(self.ref(np), who=self.actor(subj))

    def sacrifice_unless_pay(self, meta, c):
        np, mana = c[0], _mana(c[-1])

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(PayCost(Cost(mana=mana))), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_life(self, meta, c):
        np, n = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(PayCost(Cost(life=_num_of(n)))), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_discard(self, meta, c):
        np = c[0]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            return Seq((MayDo(Discard(who, Num(1))), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_sac(self, meta, c):
        np, other = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            if other.kind != "indef" or other.filter is None:
                raise Unrepresentable("unless you sacrifice ...")
            return Seq((MayDo(Sacrifice(who, filter=other.filter, n=_amount(other.n))),
                        IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def sacrifice_unless_return(self, meta, c):
        np, other = c[0], c[-1]

        def f(subj):
            who = self.actor(subj)
            what = self.ref(np) if np.kind != "self" else This()
            if other.kind != "indef" or other.filter is None:
                raise Unrepresentable("unless you return ...")
            pay = Seq((ChooseAndDo(who, other.filter, _amount(other.n), key="returned"),
                       MoveTo(Remembered("returned"), "hand")))
            return Seq((MayDo(pay), IfYouDo(Sacrifice(who, what=what), negate=True)))
        return f

    def _choose(kind):  # type: ignore[misc]
        def method(self, meta, c):
            return lambda subj: ChooseValue(kind, self.actor(subj))
        return method

    choose_color = _choose("color")
    choose_creature_type = _choose("creature_type")
    choose_card_type = _choose("card_type")
    choose_name = _choose("card_name")
    choose_opponent = _choose("opponent")
    choose_player = _choose("player")
    choose_number = _choose("number")
    choose_land_type = _choose("basic_land_type")

    def choose_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "target":
            return lambda subj: Seq(())
        if np.kind == "indef" and np.filter is not None:
            return lambda subj: ChooseAndDo(self.actor(subj), np.filter, _amount(np.n), up_to=np.upto)
        raise Unrepresentable(f"choose {np.label}")

    def m_flip_coin(self, meta, c):
        return lambda subj: FlipCoins(self.actor(subj))

    def m_roll_d20(self, meta, c):
        return lambda subj: RollDice(self.actor(subj), 20)

    def m_roll_d6(self, meta, c):
        return lambda subj: RollDice(self.actor(subj), 6)

    def m_earthbend(self, meta, c):
        n = _amount(c[-1])
        return lambda subj: Mechanic("earthbend", (n,))

    def m_clash(self, meta, c):
        return lambda subj: Mechanic("clash", (self.actor(subj),))

    def m_phase_out_self(self, meta, c):
        return lambda subj: PhaseOut(self.ref(subj)) if subj is not None else _bad()

    def exile_until(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: ExileUntil(r))

    def exile_until_event(self, meta, c):
        """610.3: "exile target creature an opponent controls until an opponent becomes the monarch": the card
        returns to the battlefield under its owner's control right after that event (the engine watches for
        it even after the source has left the battlefield)."""
        np, trigs = c[0], c[-1]
        if not isinstance(trigs, list) or len(trigs) != 1 or not isinstance(trigs[0], Trigger) \
                or trigs[0].event not in _UNTIL_EVENTS:
            raise Unrepresentable("exile until an event")
        until = trigs[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: ExileUntilEvent(r, until))

    def np_the(self, meta, c):
        flt, plural, words = c[0]
        if words and words[-1] in ("creature", "token", "card", "spell", "permanent", "land", "artifact",
                                   "enchantment", "player", "creatures", "tokens", "cards"):
            return self._pron(meta, words[-1], plural)
        raise Unrepresentable(f"the {' '.join(words)}")

    def np_exiled(self, meta, c):
        return NP("exiled", ref=ExiledWith(This()), label=self.label(meta), pos=meta.start_pos, noun="cards")

    def q_exiled_with(self, meta, c):
        """"cards exiled with ~" (607.2a): the filter can't say which object exiled a card, so only a
        sentence form that reads the link itself (the restart's exemption) may use it (``_done`` refuses
        the sentence otherwise)."""
        self.exiled_with_self += 1
        return lambda f: _merge(f, kind="card", zone="exile")

    # more trigger events
    def te_attacks_alone(self, meta, c):
        return [Trigger("attacks_alone", self._subject(c[0]))]

    def te_draw_second(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]), condition=IsTrue("second_card_this_turn"))]

    def te_draw_first_or_second(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]),
                        condition=IsTrue("first_or_second_card_this_turn"))]

    def te_cast_second(self, meta, c):
        return [Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell"),
                        condition=IsTrue("second_spell_this_turn"))]

    def te_cast_first(self, meta, c):
        return [Trigger("cast", None, whose="you", spell_filter=Filter(kind="spell"),
                        condition=IsTrue("first_spell_this_turn"))]

    def te_becomes_blocked_by(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("becomes blocked by ...")
        return [Trigger("becomes_blocked_by", self._subject(c[0]),
                        condition=Matches(EventObject("blocker"), replace(np.filter, kind="object")))]

    def te_blocks_creature(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("blocks ...")
        return [Trigger("blocks", self._subject(c[0]), condition=_by_filter(np.filter))]

    def te_blocks_or_blocked_by(self, meta, c):
        np = c[1]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("blocks or becomes blocked by ...")
        subj = self._subject(c[0])
        return [Trigger("blocks", subj, condition=_by_filter(np.filter)),
                Trigger("becomes_blocked_by", subj,
                        condition=Matches(EventObject("blocker"), replace(np.filter, kind="object")))]

    def te_becomes_untapped(self, meta, c):
        return [Trigger("becomes_untapped", self._subject(c[0]))]

    def te_counter_put(self, meta, c):
        np = c[-1]
        kind = next((x[1] for x in c if isinstance(x, tuple)), None)
        kind = kind or next((x for x in c if isinstance(x, str)), "any")
        return [Trigger("counter_put", self._subject(np), condition=IsTrue("counter_kind:" + kind))]

    def te_discard(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("discards", This(), whose=whose)]
        if np.kind in ("indef", "one_or_more") and np.filter is not None:
            return [Trigger("discards", replace(np.filter, kind="card"), whose=whose)]
        raise Unrepresentable("discard trigger")

    def te_put_into_gy_any(self, meta, c):
        return [Trigger("put_into_graveyard", self._subject(c[0]))]

    def te_exiled(self, meta, c):
        return [Trigger("exiled", self._subject(c[0]))]

    def te_attacks_whom(self, meta, c):
        to = c[-1]
        if to.kind in ("indef",) and to.is_player:
            return [Trigger("attacks", self._subject(c[0]), to="player" if to.filter.player == "any" else "opponent")]
        raise Unrepresentable("attacks ...")

    def te_enters_opp(self, meta, c):
        subj = self._subject(c[0])
        if isinstance(subj, Filter):
            subj = _merge(subj, controller="opponent")
        return [Trigger("enters", subj)]

    def cond_power_ge(self, meta, c):
        return ControlsCount(Filter(types=("Creature",), power=(">=", c[0])), ">=", 1)

    def cond_it_was(self, meta, c):
        flt, _, _ = c[0]
        return Matches(Pron("it", meta.start_pos), replace(flt, kind="object"))

    def cond_it_status(self, meta, c):
        d: dict = {}
        _status(d, _low(_text(c[-1])), False)
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", **{k: (tuple(v) if isinstance(v, list)
                                                                              else v) for k, v in d.items()}))

    def cond_it_color(self, meta, c):
        """ "If it's red, ..." (105.2: an object is the colors of its mana symbols and color indicator)."""
        w = _low(_text(c[-1]))
        if w in _COLOR_WORDS:
            f = Filter(kind="object", colors=_COLOR_WORDS[w])
        elif w == "colorless":
            f = Filter(kind="object", colorless=True)
        elif w == "multicolored":
            f = Filter(kind="object", multicolored=True)
        else:
            raise Unrepresentable(f"it's {w}")
        return Matches(Pron("it", meta.start_pos), f)

    def cond_it_attacking(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", attacking=True))

    def cond_it_tapped(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", tapped=True))

    def cond_no_spells_last_turn(self, meta, c):
        return IsTrue("no_spells_last_turn")

    def cond_blessing(self, meta, c):
        return IsTrue("city_blessing")

    def cond_self_blocking(self, meta, c):
        return Matches(This(), Filter(blocking=True))

    def cond_self_in_gy(self, meta, c):
        return IsTrue("in_graveyard", This())

    def cond_any_life_le(self, meta, c):
        return IsTrue(f"a_player_life_at_most:{c[0]}")

    def cond_opp_life_le(self, meta, c):
        return IsTrue(f"an_opponent_life_at_most:{c[0]}")

    def cond_cast_this_turn(self, meta, c):
        raise Unrepresentable("cast this turn")

    def cond_self_counter(self, meta, c):
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), _ck(kind)), ">=", Num(1))

    def cond_self_counters_ge(self, meta, c):
        n = next(x for x in c if isinstance(x, int))
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), _ck(kind)), ">=", Num(n))

    def cond_self_no_counters(self, meta, c):
        kind = next(x for x in c if isinstance(x, str))
        return Compare(CountersOn(This(), _ck(kind)), "=", Num(0))

    def cond_delirium(self, meta, c):
        return Compare(CardTypesAmong(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(c[0]))


    # ------------------------------------------------------------ effects / bodies

    def sep_then(self, meta, c):
        return "then"

    def sep_and(self, meta, c):
        return "and"

    def sep_comma(self, meta, c):
        return ","

    def effects(self, meta, c):
        items = []
        positions = []
        for x in c:
            if isinstance(x, str):
                continue
            if not isinstance(x, _Positioned):
                raise Unrepresentable(f"clause {getattr(x, 'data', x)}")
            if isinstance(x.value, Tree) or callable(x.value):
                raise Unrepresentable(f"clause {getattr(x.value, 'data', x.value)}")
            items.append(x.value)
            positions.append(x.pos)
        return BodyR(tuple(items), tuple(positions))

    def body(self, meta, c):
        x = c[0]
        if isinstance(x, ChooseHeader):
            return BodyR((x,), (meta.start_pos,))
        return x

    def _prefixed(prefix):  # type: ignore[misc]
        def method(self, meta, c):
            b: BodyR = c[-1]
            return replace(b, prefix=prefix)
        return method

    b_then = _prefixed("then")
    b_if_you_do = _prefixed("if_you_do")
    b_if_you_dont = _prefixed("if_you_dont")
    b_otherwise = _prefixed("otherwise")
    b_after_that_turn = _prefixed("after_that_turn")

    def b_if(self, meta, c):
        return replace(c[1], prefix="if", cond=c[0])

    def b_if_choose(self, meta, c):
        return BodyR((c[1],), (0,), prefix="if", cond=c[0])

    def b_then_if(self, meta, c):
        return replace(c[1], prefix="if", cond=c[0])

    def b_delayed_end(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="each"))

    def b_delayed_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="each"))

    def b_delayed_your_end(self, meta, c):
        """ "... at the beginning of your next end step": yours, even if another player's end step comes first
        (603.7)."""
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end", whose="you"))

    def b_delayed_your_upkeep(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="upkeep", whose="you"))

    def b_delayed_eoc(self, meta, c):
        return replace(c[0], prefix="delayed", cond=Trigger("step", None, step="end_of_combat", whose="each"))

    def b_post_if(self, meta, c):
        return replace(c[0], prefix="if", cond=c[1], trailing=True)

    def b_post_unless(self, meta, c):
        return replace(c[0], prefix="if", cond=Not(c[1]), trailing=True)

    def b_until_eot(self, meta, c):
        return replace(c[0], duration="end_of_turn")

    def b_until_next_turn(self, meta, c):
        return replace(c[0], duration="next_turn")

    def b_until_end_next_turn(self, meta, c):
        return replace(c[0], duration="end_of_next_turn")

    def b_if_where_x(self, meta, c):
        b = self.b_where_x(meta, [c[1], c[2]])
        return replace(b, prefix="if", cond=c[0])

    def b_when_you_do(self, meta, c):
        return replace(c[0], prefix="when_you_do")

    def b_when_you_do_where_x(self, meta, c):
        return replace(self.b_where_x(meta, c), prefix="when_you_do")

    def b_if_you_do_where_x(self, meta, c):
        return replace(self.b_where_x(meta, c), prefix="if_you_do")

    def b_where_x(self, meta, c):
        b, amt = c[0], c[1]
        from .compiler import substitute_x

        return replace(b, items=tuple(substitute_x(x, amt) for x in b.items))

    def choose_header(self, meta, c):
        w = _low(_text(c[0]))
        table = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 99),
                 "any number": (0, 99), "up to one": (0, 1), "up to two": (0, 2), "up to three": (0, 3),
                 "one or two": (1, 2)}
        if w not in table:
            raise Unrepresentable(f"choose {w}")
        mn, mx = table[w]
        return ChooseHeader(mn, mx)

    # ------------------------------------------------------------ conditions

    def cond_you_control(self, meta, c):
        np: NP = c[0]
        if np.kind not in ("indef",) or np.filter is None or np.upto:
            raise Unrepresentable("you control ...")
        return ControlsCount(np.filter, ">=", _num_of(np.n))

    def cond_you_dont_control(self, meta, c):
        np: NP = c[0]
        if np.kind not in ("indef",) or np.filter is None:
            raise Unrepresentable("you don't control ...")
        return ControlsCount(np.filter, "=", 0)

    def cond_you_control_n(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, ">=", n)

    def cond_you_control_le(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, "<=", n)

    def cond_you_dont_control_body(self, meta, c):
        flt, _, _ = c[0]
        return ControlsCount(flt, "=", 0)

    def cond_opp_controls(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("an opponent controls ...")
        return ControlsCount(np.filter, ">=", _num_of(np.n), who="opponent")

    def cond_opp_controls_n(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        return ControlsCount(flt, ">=", n, who="opponent")

    def _player_of(self, np: NP):
        """"an opponent" -> "opponent"; a definite player ("defending player", "that player", "target opponent")
        -> its Ref."""
        if np.kind == "indef" and np.filter == Filter(kind="player", player="opponent"):
            return "opponent"
        if np.ref is not None and np.kind in ("player", "pron", "target") and (np.filter is None or np.is_player
                                                                                or np.kind == "pron"):
            return np.ref
        raise Unrepresentable(f"player {np.label!r}")

    def _more_than_you(self, np: NP, fact: str, count: Callable[[Ref], Amount]):
        who = self._player_of(np)
        if who == "opponent":
            return IsTrue(fact)
        return Compare(count(who), ">", count(You()))

    def cond_more_lands(self, meta, c):
        """"if an opponent controls more lands than you" (Land Tax, Gift of Estates)."""
        return self._more_than_you(c[0], "an_opponent_controls_more_lands",
                                   lambda r: CountOf(Filter(types=("Land",), controlled_by=r)))

    def cond_more_creatures(self, meta, c):
        """"if an opponent controls more creatures than you"."""
        return self._more_than_you(c[0], "an_opponent_controls_more_creatures",
                                   lambda r: CountOf(Filter(types=("Creature",), controlled_by=r)))

    def cond_more_cards(self, meta, c):
        """"if an opponent has more cards in hand than you"."""
        return self._more_than_you(c[0], "an_opponent_has_more_cards_in_hand", HandSizeOf)

    def cond_more_life(self, meta, c):
        """"if you have more life than an opponent" (119: life totals)."""
        who = self._player_of(c[0])
        if who == "opponent":
            return IsTrue("more_life_than_an_opponent")
        return Compare(LifeOf(You()), ">", LifeOf(who))

    def cond_life_more_start(self, meta, c):
        """"if you have at least 7 life more than your starting life total" (103.4)."""
        return Compare(LifeOf(You()), ">=", Sum((StartingLife(You()), Num(c[0]))))

    def cond_your_turn(self, meta, c):
        return IsTrue("your_turn")

    def cond_not_your_turn(self, meta, c):
        return IsTrue("not_your_turn")

    def cond_life_ge(self, meta, c):
        return Compare(LifeOf(You()), ">=", Num(c[0]))

    def cond_life_le(self, meta, c):
        return Compare(LifeOf(You()), "<=", Num(c[0]))

    def cond_empty_hand(self, meta, c):
        return Compare(HandSizeOf(You()), "=", Num(0))

    def cond_hand_ge(self, meta, c):
        return Compare(HandSizeOf(You()), ">=", Num(c[0]))

    def cond_hand_le(self, meta, c):
        return Compare(HandSizeOf(You()), "<=", Num(c[0]))

    def cond_gy_ge(self, meta, c):
        return Compare(CountOf(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(c[0]))

    def cond_counters_on_self(self, meta, c):
        """"if there are six or more luck counters on ~" (122.1)."""
        kind = next(x for x in c if isinstance(x, str) and x not in ("counter", "counters"))
        return Compare(CountersOn(This(), kind), ">=", Num(c[0]))

    def cond_threshold(self, meta, c):
        return Compare(CountOf(Filter(kind="card", zone="graveyard", owner="you")), ">=", Num(7))

    def cond_kicked(self, meta, c):
        return IsTrue("kicked")

    def cond_bargained(self, meta, c):
        return IsTrue("bargained")

    def cond_gift(self, meta, c):
        return IsTrue("gift_promised")

    def cond_self_attacking(self, meta, c):
        return IsTrue("attacking", This())

    def cond_self_tapped(self, meta, c):
        return Matches(This(), Filter(tapped=True))

    def cond_self_untapped(self, meta, c):
        return Matches(This(), Filter(tapped=False))

    def cond_monarch(self, meta, c):
        return IsTrue("monarch")

    def cond_opp_monarch(self, meta, c):
        """725: "if an opponent is the monarch" """
        return IsTrue("opponent_monarch")

    def cond_no_monarch(self, meta, c):
        """725.1: "if there is no monarch" (there is none until an effect makes a player the monarch)."""
        return IsTrue("no_monarch")

    def cond_it_is(self, meta, c):
        flt, _, _ = c[0]
        # "if it's a land card": "it" is a card, so never a token just created (108.2)
        noun = "card" if flt.kind == "card" else "it"
        return Matches(Pron(noun, meta.start_pos), replace(flt, kind="object"))

    def cond_np_is(self, meta, c):
        np: NP = c[0]
        flt, _, _ = c[1]
        if np.ref is None:
            raise Unrepresentable("condition subject")
        return Matches(np.ref, replace(flt, kind="object"))

    def cond_creature_died(self, meta, c):
        return IsTrue("creature_died_this_turn")

    def cond_gained_life(self, meta, c):
        return IsTrue("gained_life_this_turn")

    def cond_attacked(self, meta, c):
        return IsTrue("attacked_this_turn")

    def cond_opp_lost_life(self, meta, c):
        return IsTrue("opponent_lost_life_this_turn")

    # ------------------------------------------------------------ triggers

    def enter_verb(self, meta, c):
        return _low(_text(c))

    def _subject(self, np: NP) -> Node:
        """A trigger subject: This() or a Filter."""
        if np.kind == "self":
            return This()
        if np.kind in ("indef", "one_or_more", "each", "bare") and np.filter is not None:
            return np.filter
        if np.kind == "attached":
            return np.ref
        if np.kind == "or" and len(np.n) == 2 and np.n[0].kind == "self":
            other = np.n[1]
            if other.kind in ("indef",) and other.filter is not None and other.filter.other:
                return replace(other.filter, other=False)  # "~ or another creature you control"
            raise Unrepresentable("~ or ...")
        if np.kind == "and":
            raise Unrepresentable("two trigger subjects")
        raise Unrepresentable(f"trigger subject {np.label!r}")

    def _player_whose(self, np: NP) -> str:
        if np.kind == "you":
            return "you"
        if np.kind == "indef" and np.filter is not None and np.filter.kind == "player":
            return "opponent" if np.filter.player == "opponent" else "each"
        raise Unrepresentable(f"trigger player {np.label!r}")

    def te_enters(self, meta, c):
        np, verb = c[0], c[1]
        subj = self._subject(np)
        if verb == "enters tapped":
            raise Unrepresentable("enters tapped trigger")
        return [Trigger("enters", subj)]

    def te_enters_yours(self, meta, c):
        subj = self._subject(c[0])
        if isinstance(subj, Filter):
            subj = _merge(subj, controller="you")
        return [Trigger("enters", subj)]

    def te_landfall(self, meta, c):
        return [Trigger("enters", Filter(types=("Land",), controller="you"))]

    def te_enters_or_dies(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("dies", subj)]

    def te_enters_or_attacks(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("attacks", subj)]

    def te_enters_or_leaves(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("enters", subj), Trigger("leaves", subj)]

    def te_dies(self, meta, c):
        return [Trigger("dies", self._subject(c[0]))]

    def te_attacks(self, meta, c):
        return [Trigger("attacks", self._subject(c[0]))]

    def te_attacks_or_blocks(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("attacks", subj), Trigger("blocks", subj)]

    def te_blocks(self, meta, c):
        return [Trigger("blocks", self._subject(c[0]))]

    def te_becomes_blocked(self, meta, c):
        return [Trigger("becomes_blocked", self._subject(c[0]))]

    def te_blocks_or_blocked(self, meta, c):
        subj = self._subject(c[0])
        return [Trigger("blocks", subj), Trigger("becomes_blocked", subj)]

    def _to(self, np: NP) -> str:
        if np.kind == "indef" and np.filter is not None:
            f = np.filter
            if f == Filter(kind="player", player="any"):
                return "player"
            if f == Filter(kind="player", player="opponent"):
                return "opponent"
            if f == Filter(types=("Creature",)):
                return "creature"
        if np.kind == "you":
            return "you"
        raise Unrepresentable(f"damage recipient {np.label!r}")

    def te_combat_damage_to(self, meta, c):
        self.combat_damage_trigger = True
        return [Trigger("deals_combat_damage", self._subject(c[0]), to=self._to(c[1]))]

    def te_combat_damage(self, meta, c):
        return [Trigger("deals_combat_damage", self._subject(c[0]))]

    def te_damage_to(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]), to=self._to(c[1]))]

    def te_damage(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]))]

    def te_dealt_damage(self, meta, c):
        return [Trigger("dealt_damage", self._subject(c[0]))]

    def te_leaves(self, meta, c):
        return [Trigger("leaves", self._subject(c[0]))]

    def te_put_into_gy(self, meta, c):
        return [Trigger("put_into_graveyard", self._subject(c[0]), from_zone="battlefield")]

    def te_cast(self, meta, c):
        who, spell = c[0], c[1]
        whose = self._player_whose(who)
        if spell.kind == "self":
            raise Unrepresentable("cast self trigger")
        if spell.kind not in ("indef", "one_or_more", "bare", "other") or spell.filter is None:
            raise Unrepresentable("cast trigger spell")
        flt = spell.filter if spell.filter.kind == "spell" else replace(spell.filter, kind="spell")
        if self.targets_self:  # heroic: "Whenever you cast a spell that targets ~"
            return [Trigger("cast", None, whose=whose, spell_filter=flt, condition=Targets(EventObject(), This()))]
        return [Trigger("cast", None, whose=whose, spell_filter=flt)]

    def te_gain_life(self, meta, c):
        return [Trigger("gains_life", None, whose=self._player_whose(c[0]))]

    def te_lose_life(self, meta, c):
        return [Trigger("loses_life", None, whose=self._player_whose(c[0]))]

    def te_draw(self, meta, c):
        return [Trigger("draws", None, whose=self._player_whose(c[0]))]

    def te_sacrifice(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("sacrificed", This(), whose=whose)]
        if np.kind in ("indef", "one_or_more") and np.filter is not None:
            return [Trigger("sacrificed", np.filter, whose=whose)]
        raise Unrepresentable("sacrifice trigger")

    def te_sacrifice_you(self, meta, c):
        np = c[0]
        if np.kind in ("indef", "one_or_more") and np.filter is not None:
            return [Trigger("sacrificed", np.filter, whose="you")]
        raise Unrepresentable("sacrifice trigger")

    def te_discard_card(self, meta, c):
        return [Trigger("discards", None, whose=self._player_whose(c[0]))]

    def te_cycle(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "self":
            return [Trigger("cycles", This(), whose=whose)]
        if np.kind == "indef" and np.filter is not None and np.filter == Filter(kind="card"):
            return [Trigger("cycles", None, whose=whose)]
        raise Unrepresentable("cycle trigger")

    def te_cycle_or_discard(self, meta, c):
        who, np = c[0], c[1]
        whose = self._player_whose(who)
        if np.kind == "indef" and np.filter == Filter(kind="card"):
            # 702.29d: it triggers only once when a card is cycled -- cycling discards the card (702.29a), so
            # "cycle or discard a card" is "discard a card"
            return [Trigger("discards", None, whose=whose)]
        raise Unrepresentable("cycle or discard trigger")

    def te_becomes_target_any(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]))]

    def te_becomes_target_spell(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]), condition=Matches(EventObject("by"), Filter(kind="spell")))]

    def te_becomes_target_opp(self, meta, c):
        return [Trigger("becomes_target", self._subject(c[0]),
                        condition=Matches(EventObject("by"), Filter(kind="object", controller="opponent")))]

    def te_becomes_tapped(self, meta, c):
        return [Trigger("becomes_tapped", self._subject(c[0]))]

    def te_you_attack(self, meta, c):
        return [Trigger("attacks_with", None, whose="you")]

    def te_attack_with(self, meta, c):
        np = c[0]
        if np.kind not in ("one_or_more", "indef", "each", "bare") or np.filter is None:
            raise Unrepresentable("attack with ...")
        return [Trigger("attacks_with", np.filter, whose="you")]

    def te_attacks_you(self, meta, c):
        return [Trigger("attacks", self._subject(c[0]), to="you")]

    def te_turned_face_up(self, meta, c):
        return [Trigger("turned_face_up", self._subject(c[0]))]

    def te_transforms(self, meta, c):
        return [Trigger("transforms", self._subject(c[0]))]

    def te_scry(self, meta, c):
        return [Trigger("scries", None, whose="you")]

    def te_surveil(self, meta, c):
        return [Trigger("surveils", None, whose="you")]

    def te_unblocked(self, meta, c):
        return [Trigger("attacks_unblocked", self._subject(c[0]))]

    def te_becomes_monarch(self, meta, c):
        return [Trigger("becomes_monarch", None, whose=self._player_whose(c[0]))]

    def te_gain_life_first(self, meta, c):
        return [Trigger("gains_life", None, whose="you", condition=IsTrue("first_time_this_turn"))]

    def t_when(self, meta, c):
        return (c[-1], None)

    def t_when_if(self, meta, c):
        return (c[-2], c[-1])

    def t_step(self, meta, c):
        return ([c[0]], None)

    def t_step_if(self, meta, c):
        return ([c[0]], c[1])

    def t_end_of_combat(self, meta, c):
        return ([Trigger("step", None, step="end_of_combat", whose="each")], None)

    def t_cycle_self(self, meta, c):
        return ([Trigger("cycles", This())], None)

    def t_cast_self(self, meta, c):
        return ([Trigger("cast", This())], None)

    def _st(step, whose):  # type: ignore[misc]
        def method(self, meta, c):
            return Trigger("step", None, step=step, whose=whose)
        return method

    st_upkeep_you = _st("upkeep", "you")
    st_upkeep_each = _st("upkeep", "each")
    st_upkeep_opp = _st("upkeep", "opponent")
    st_end_you = _st("end", "you")
    st_end_each = _st("end", "each")
    st_end_opp = _st("end", "opponent")
    st_combat_you = _st("beginning_of_combat", "you")
    st_combat_each = _st("beginning_of_combat", "each")
    st_draw_you = _st("draw", "you")
    st_draw_each = _st("draw", "each")
    st_draw_opp = _st("draw", "opponent")
    st_main1_you = _st("main1", "you")
    st_main1_each = _st("main1", "each")
    st_main1_opp = _st("main1", "opponent")
    st_main2_you = _st("main2", "you")
    st_eoc_you = _st("end_of_combat", "you")
    st_eoc_each = _st("end_of_combat", "each")

    def st_end_next(self, meta, c):
        return ("next", Trigger("step", None, step="end", whose="each"))

    def st_end_next_you(self, meta, c):
        return ("next", Trigger("step", None, step="end", whose="you"))

    def st_upkeep_next(self, meta, c):
        return ("next", Trigger("step", None, step="upkeep", whose="each"))

    def st_upkeep_next_you(self, meta, c):
        return ("next", Trigger("step", None, step="upkeep", whose="you"))

    def st_upkeep_enchanted(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="enchanted_controller")

    def st_upkeep_enchanted_player(self, meta, c):
        return Trigger("step", None, step="upkeep", whose="enchanted_player")

    # ------------------------------------------------------------ costs

    def cost_list(self, meta, c):
        parts: dict[str, Any] = {}
        for item in c:
            if not isinstance(item, dict):
                raise Unrepresentable("cost part")
            for k, v in item.items():
                if k == "mana":
                    parts["mana"] = parts["mana"] + v if "mana" in parts else v
                elif k in parts:
                    raise Unrepresentable(f"repeated cost part {k}")
                else:
                    parts[k] = v
        return Cost(**parts)

    def addcost_list(self, meta, c):
        if len(c) != 1:
            raise Unrepresentable("alternative additional costs")
        return Cost(**c[0])

    def co_mana(self, meta, c):
        return {"mana": _mana(c[-1])}

    def co_tap(self, meta, c):
        return {"tap": True}

    def co_untap(self, meta, c):
        return {"untap": True}

    def co_energy(self, meta, c):
        return {"energy": str(c[-1]).upper().count("{E}")}

    def co_loyalty(self, meta, c):
        return {"loyalty": int(str(c[0]).strip("[]").replace("−", "-").replace("+", ""))}

    def co_sacrifice(self, meta, c):
        np: NP = c[-1]
        if np.kind == "self":
            return {"sacrifice_self": True}
        if np.kind == "indef" and np.filter is not None:
            return {"sacrifice": np.filter, "sacrifice_n": _num_of(np.n)}
        raise Unrepresentable(f"sacrifice cost {np.label}")

    def co_discard(self, meta, c):
        return {"discard": _num_of(c[0])}

    def co_discard_random(self, meta, c):
        return {"discard": _num_of(c[0]), "discard_random": True}

    def co_discard_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return {"discard_self": True}
        if np.kind == "indef" and np.filter is not None:
            flt = replace(np.filter, kind="card")
            return {"discard": _num_of(np.n), "discard_filter": flt}
        raise Unrepresentable("discard cost")

    def co_life(self, meta, c):
        return {"life": _num_of(c[-1])}

    def co_tap_np(self, meta, c):
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None and np.filter.tapped is False:
            flt = replace(np.filter, tapped=None)
            if flt.controller is None:
                flt = replace(flt, controller="you")
            return {"tap_untapped": flt, "tap_untapped_n": _num_of(np.n)}
        raise Unrepresentable("tap cost")

    def co_exile(self, meta, c):
        np: NP = c[0]
        if np.kind == "self":
            return {"exile_self": True}
        if np.kind == "indef" and np.filter is not None and np.filter.zone == "graveyard":
            return {"exile_from_graveyard": _num_of(np.n), "exile_filter": np.filter}
        raise Unrepresentable("exile cost")

    def co_exile_self_gy(self, meta, c):
        return {"exile_self": True}

    def co_remove_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        if np.kind != "self":
            raise Unrepresentable("remove counters from another")
        return {"remove_counters": (kind, n)}

    def co_add_counters(self, meta, c):
        (n, kind), np = c[0], c[1]
        if np.kind != "self":
            raise Unrepresentable("put counters on another as a cost")
        return {"add_counters": (kind, n)}

    def co_return(self, meta, c):
        np: NP = c[0]
        if np.kind == "indef" and np.filter is not None:
            return {"return_to_hand": np.filter}
        if np.kind == "self":
            return {"return_to_hand": This()}
        raise Unrepresentable("return cost")

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
        return Keyword(_kw_name(c[0]), cost=Cost(mana=_mana(c[1])))

    def kw_cost_dash(self, meta, c):
        return Keyword(_kw_name(c[0]), cost=c[-1])

    def kw_cost_dash_ward(self, meta, c):
        return Keyword("Ward", cost=c[-1])

    def kw_cost_andor(self, meta, c):
        name = _kw_name(c[0])
        return [Keyword(name, cost=Cost(mana=_mana(c[1]))), Keyword(name, cost=Cost(mana=_mana(c[2])))]

    def kw_number(self, meta, c):
        amt = c[1]
        if not isinstance(amt, Num):
            raise Unrepresentable("keyword X")
        return Keyword(_kw_name(c[0]), arg=amt.value)

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
        return Keyword("Prototype", cost=Cost(mana=_mana(c[0])), pt=_int_pt(c[1]))

    def kw_levelup(self, meta, c):
        return Keyword("Level Up", cost=Cost(mana=_mana(c[0])))

    def kw_affinity(self, meta, c):
        flt, plural, words = c[0]
        return Keyword("Affinity", arg=flt)

    def kw_typecycling(self, meta, c):
        word = str(c[0]).lower()[: -len("cycling")]
        cost = Cost(mana=_mana(c[1]))
        if word == "land":
            return Keyword("Typecycling", arg=Filter(kind="card", types=("Land",)), cost=cost)
        st = word.capitalize()
        if st not in SUBTYPES:
            raise Unrepresentable(f"{word}cycling")
        return Keyword("Typecycling", arg=Filter(kind="card", subtypes=(st,)), cost=cost)

    def kw_basic_landcycling(self, meta, c):
        return Keyword("Typecycling", arg=Filter(kind="card", types=("Land",), basic_land=True),
                       cost=Cost(mana=_mana(c[0])))

    def kw_suspend(self, meta, c):
        n = c[0]
        if not isinstance(n, Num):
            raise Unrepresentable("suspend X")
        return Keyword("Suspend", arg=n.value, cost=Cost(mana=_mana(c[1])))

    def kw_splice(self, meta, c):
        return Keyword("Splice", arg=Filter(kind="spell", subtypes=(str(c[0]),)), cost=Cost(mana=_mana(c[1])))

    def kw_equip_kind(self, meta, c):
        flt, plural, words = c[0]
        return Keyword("Equip", arg=flt, cost=Cost(mana=_mana(c[1])))

    def kw_partner_with(self, meta, c):
        return Keyword("Partner", arg=" ".join(_tokens(c[0])))

    def kw_escape(self, meta, c):
        return Keyword("Escape", cost=c[-1])

    def kw_flashback_dash(self, meta, c):
        return Keyword("Flashback", cost=c[-1])

    def kw_cumulative_dash(self, meta, c):
        return Keyword("Cumulative Upkeep", cost=c[-1])

    def kw_mutate(self, meta, c):
        return Keyword("Mutate", cost=Cost(mana=_mana(c[0])))

    def kw_impending(self, meta, c):
        n = c[0]
        if not isinstance(n, Num):
            raise Unrepresentable("impending X")
        return Keyword("Impending", arg=n.value, cost=Cost(mana=_mana(c[1])))

    def kw_awaken(self, meta, c):
        n = c[0]
        return Keyword("Awaken", arg=_num_of(n), cost=Cost(mana=_mana(c[1])))

    def kw_reinforce(self, meta, c):
        return Keyword("Reinforce", arg=_num_of(c[0]), cost=Cost(mana=_mana(c[1])))

    def kw_mtmte(self, meta, c):
        return Keyword("More Than Meets the Eye", cost=Cost(mana=_mana(c[0])))

    def kw_craft(self, meta, c):
        x = c[0]
        flt = x[0] if isinstance(x, tuple) else getattr(x, "filter", None)
        if flt is None:
            raise Unrepresentable("craft with ...")
        return Keyword("Craft", arg=flt, cost=Cost(mana=_mana(c[-1])))

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

    def keyword_line(self, meta, c):
        return self.kw_list(meta, c)

    # ------------------------------------------------------------ activation rules

    def _rule(name, arg=None):  # type: ignore[misc]
        def method(self, meta, c):
            return (name, arg)
        return method

    ar_sorcery = _rule("timing", "sorcery")
    ar_instant = _rule("noop")
    ar_once = _rule("limit", 1)
    ar_your_turn = _rule("condition", IsTrue("your_turn"))
    ar_trigger_once = _rule("trigger_limit", 1)
    ar_no_regen = _rule("no_regen")
    ar_new_targets = _rule("new_targets")
    ar_still_land = _rule("noop")
    ar_uncounterable = _rule("uncounterable")
    ar_search_shuffle = _rule("noop")
    ar_same_mode = _rule("same_mode")

    def ar_sorcery_once(self, meta, c):
        return ("multi", (("timing", "sorcery"), ("limit", 1)))

    def ar_limit(self, meta, c):
        return ("limit", c[0])

    def once(self, meta, c):
        return 1

    def twice(self, meta, c):
        return 2

    def three_times(self, meta, c):
        return 3

    def n_times(self, meta, c):
        return c[0]

    def ar_if(self, meta, c):
        return ("condition", c[0])

    def ar_if_sorcery(self, meta, c):
        return ("multi", (("condition", c[0]), ("timing", "sorcery")))

    def ar_your_upkeep(self, meta, c):
        return ("multi", (("condition", IsTrue("your_upkeep")),))

    # ------------------------------------------------------------ sentences

    def chapter_list(self, meta, c):
        from .lexicon import ROMAN

        return [ROMAN[str(t)] for t in c]

    def _done(self, kind, **kw) -> Sentence:
        if self.exiled_with_self:
            raise Unrepresentable("exiled with (as a filter)")
        if self.spells_among_them:
            raise Unrepresentable("spells from among them")
        if self.mana_spent_on_event and not (kind == "triggered" and kw.get("data") and all(
                isinstance(t, Trigger) and t.event == "cast" and t.subject is None for t in kw["data"])):
            raise Unrepresentable("mana spent to cast that spell, outside a cast trigger")
        return Sentence(kind, targets=tuple(self.targets), target_pos=tuple(self.target_pos), zone=self.self_zone,
                        **kw)

    def s_keywords(self, meta, c):
        return self._done("keywords", data=tuple(c[0]))

    def s_activated(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1])

    def s_exhaust(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1], data=("exhaust",))

    def s_boast(self, meta, c):
        return self._done("activated", cost=c[-2], body=c[-1], data=("boast",))

    def s_loyalty(self, meta, c):
        n = int(str(c[0]).strip("[]").replace("−", "-").replace("+", "")) if "X" not in str(c[0]) else None
        if n is None:
            raise Unrepresentable("loyalty X")
        return self._done("loyalty", cost=Cost(loyalty=n), body=c[-1])

    def s_visit(self, meta, c):
        """702.159a: "Visit — [effect]" on an Attraction means "Whenever you roll to visit your Attractions, if
        the result is equal to a number that is lit up on this Attraction, [effect]" (the "visit" trigger)."""
        return self._done("triggered", data=(Trigger("visit"),), body=c[-1])

    def s_chapter(self, meta, c):
        return self._done("chapter", data=tuple(c[0]), body=c[-1])

    def s_triggered(self, meta, c):
        trig, cond = c[0]
        if len(trig) == 1 and isinstance(trig[0], tuple) and trig[0][0] == "next":
            # "At the beginning of the next end step, ...": a delayed trigger created by the ability (603.7)
            b: BodyR = c[-1]
            return self._done("plain", body=replace(b, prefix="delayed", cond=trig[0][1]))
        return self._done("triggered", data=tuple(trig), intervening=cond, body=c[-1])

    def trigger(self, meta, c):  # pragma: no cover
        raise Unrepresentable("trigger")

    def s_plain(self, meta, c):
        return self._done("plain", body=c[0])

    def s_rule(self, meta, c):
        if not isinstance(c[0], tuple):
            raise Unrepresentable(f"rule {getattr(c[0], 'data', c[0])}")
        return self._done("rule", data=c[0])

    def s_addcost(self, meta, c):
        return self._done("addcost", cost=c[-1])

    def s_kicked(self, meta, c):
        b: BodyR = c[-1]
        if b.prefix:
            raise Unrepresentable("if kicked + prefix")
        return self._done("plain", body=replace(b, prefix="if", cond=IsTrue("kicked")))

    def s_aslongas(self, meta, c):
        return self._done("aslongas", body=c[1], intervening=c[0])

    def s_aslongas_post(self, meta, c):
        return self._done("aslongas", body=c[0], intervening=c[1])

    def s_during_your_turn(self, meta, c):
        return self._done("aslongas", body=c[0], intervening=IsTrue("your_turn"))

    def s_level_range(self, meta, c):
        return self._done("level", data=(int(c[0]), int(c[1])))

    def s_level_plus(self, meta, c):
        return self._done("level", data=(int(c[0]), None))

    def s_pt_box(self, meta, c):
        return self._done("pt_box", data=_int_pt(c[0]))

    # ---- batch of smaller forms
    ar_before_attackers = _rule("condition", IsTrue("before_attackers_declared"))
    ar_combat = _rule("condition", IsTrue("during_combat"))
    ar_opp_turn = _rule("condition", IsTrue("not_your_turn"))
    ar_trigger_twice = _rule("trigger_limit", 2)
    ar_from_gy = _rule("zone", "graveyard")
    ar_blockers_step = _rule("condition", IsTrue("declare_blockers_step"))

    def ar_your_turn_once(self, meta, c):
        return ("multi", (("condition", IsTrue("your_turn")), ("limit", 1)))

    def ar_if_once(self, meta, c):
        return ("multi", (("condition", c[0]), ("limit", 1)))

    def br_regenerated(self, meta, c):
        return ("cant_be_regenerated", None, None)

    def br_destroyed(self, meta, c):
        return ("cant_be_destroyed", None, None)

    def c_hand_size_up(self, meta, c):
        return StaticR(Static((Restrict("max_hand_size_plus", c[0]),), You()))

    def c_cant_win(self, meta, c):
        return StaticR(Static((Restrict("cant_win_game"),), You()))

    def c_enters_tapped_attacking(self, meta, c):
        return StaticR(Replacement("enters_tapped_and_attacking", affected=self._affected(c[0])))

    def ci_no_regen(self, meta, c):
        return (Restrict("cant_be_regenerated"),)

    def ci_base_power(self, meta, c):
        return (SetPT(Num(int(c[-1])), None),)  # a number, not the lexer's token

    def ci_hexproof_opp(self, meta, c):
        return (AddAbilities((Keyword("Hexproof"),)),)

    def ci_no_combat_damage(self, meta, c):
        return (Restrict("deals_no_combat_damage"),)

    def co_untap_np(self, meta, c):
        if c[0].kind != "self":
            raise Unrepresentable("untap another as a cost")
        return {"untap": True}

    def cond_creature_died_yours(self, meta, c):
        return IsTrue("creature_you_controlled_died_this_turn")

    def cond_day(self, meta, c):
        return IsTrue("day")

    def cond_night(self, meta, c):
        return IsTrue("night")

    def cond_descended(self, meta, c):
        return IsTrue("descended_this_turn")

    def cond_self_enchanted(self, meta, c):
        return Matches(This(), Filter(enchanted=True))

    def cond_self_equipped(self, meta, c):
        return Matches(This(), Filter(equipped=True))

    def cond_self_on_bf(self, meta, c):
        return IsTrue("on_battlefield", This())

    def cond_self_power_ge(self, meta, c):
        return Compare(PowerOf(This()), ">=", Num(c[-1]))

    def cond_gy_type_ge(self, meta, c):
        n, (flt, _, _) = c[0], c[1]
        if flt.zone is None:
            raise Unrepresentable("there are N or more ... (where?)")
        return Compare(CountOf(flt), ">=", Num(n))

    def cond_no_opp_controls(self, meta, c):
        np: NP = c[0]
        if np.filter is None or np.kind != "indef":
            raise Unrepresentable("no opponent controls ...")
        return ControlsCount(np.filter, "=", 0, who="opponent")

    def cond_x_ge(self, meta, c):
        return Compare(XValue(), ">=", Num(c[0]))

    def cond_it_has_kw(self, meta, c):
        return Matches(Pron("it", meta.start_pos), Filter(kind="object", has_keyword=(keyword(c[-1]).name,)))

    def cond_you_control_both(self, meta, c):
        return All((self.cond_you_control(meta, [c[0]]), self.cond_you_control(meta, [c[1]])))

    def cond_you_control_either(self, meta, c):
        return AnyOf((self.cond_you_control(meta, [c[0]]), self.cond_you_control(meta, [c[1]])))

    def cond_landfall(self, meta, c):
        return IsTrue("land_entered_under_your_control_this_turn")

    def cond_gained_life_n(self, meta, c):
        return IsTrue(f"gained_life_this_turn_at_least:{c[0]}")

    def cond_max_speed(self, meta, c):
        return IsTrue("max_speed")

    def cond_sacrificed(self, meta, c):
        raise Unrepresentable("sacrificed this turn")

    def copy_it(self, meta, c):
        return lambda subj: CopySpell(Pron("it", meta.start_pos))

    def copy_spell_twice(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: CopySpell(r, n=Num(2)))

    def counter_unless_x(self, meta, c):
        np = c[0]
        cost = ManaCost.parse("{X}")
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))

    def _counter_unless_cost(self, np, cost):
        """118.12a: "counter <np> unless its controller pays <cost>" with a non-mana cost (paid by the engine's
        engine/effects/pay.py)."""
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, unless_pay=cost))

    def counter_unless_life(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(life=_num_of(c[-1])))

    def counter_unless_mana_life(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(mana=_mana(c[1]), life=_num_of(c[-1])))

    def counter_unless_discard(self, meta, c):
        return self._counter_unless_cost(c[0], Cost(discard=1))

    def counter_exile(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(np, lambda r: CounterSpell(r, to_zone="exile"))

    def double_counters(self, meta, c):
        kind, np = c[0], c[-1]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("double_counters", (r, kind)))

    def drain_self(self, meta, c):
        n, m = _amount(c[0]), _amount(c[1])
        return lambda subj: Seq((LoseLife(self.actor(subj), n), GainLife(self.actor(subj), m)))

    def du_end_next_turn(self, meta, c):
        return "end_of_next_turn"

    def du_while_on_bf(self, meta, c):
        return "while_source_on_battlefield"

    def ar_spend_only_cast(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare", "each"):
            raise Unrepresentable("spend this mana only to cast ...")
        return ("spend_only", replace(np.filter, kind="spell"), False)

    def ar_spend_not_cast(self, meta, c):
        np: NP = c[-1]
        if np.filter is None or np.kind not in ("indef", "bare", "each"):
            raise Unrepresentable("this mana can't be spent to cast ...")
        return ("spend_only", replace(np.filter, kind="spell"), True)

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
                                                                      controller=_under(who,
                                                                                        Remembered("flicker"))))))

    flicker_that_tapped = flicker_tapped

    def gain_control_tapped(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: GainControl(r, "while_source_tapped"))

    def kw_cost_x(self, meta, c):
        return Keyword(_kw_name(c[0]), cost=Cost(mana=ManaCost.parse("{X}")))

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
        return Keyword("Partner", arg=" ".join(_tokens(c[0])))

    def kw_protection_opponents(self, meta, c):
        return Keyword("Protection", arg=Filter(kind="player", player="opponent"))

    def kw_splice_is(self, meta, c):
        return Keyword("Splice", arg=Filter(kind="spell", any_types=("Instant", "Sorcery")), cost=Cost(mana=_mana(c[0])))

    def kw_champion(self, meta, c):
        np: NP = c[0]
        if np.filter is None:
            raise Unrepresentable("champion ...")
        return Keyword("Champion", arg=np.filter)

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
        n = _amount(c[0])
        return lambda subj: SetLife(self.actor(subj), n)

    def skip_turn(self, meta, c):
        return lambda subj: GameAction("skip_turn", self.actor(subj))

    def m_seek(self, meta, c):
        raise Unrepresentable("seek (digital only)")

    def m_exert(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("exert", (r,)))

    def m_detain(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("detain", (r,)))

    def m_suspect(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Mechanic("suspect", (r,)))

    def m_collect_evidence(self, meta, c):
        n = _amount(c[-1])
        return lambda subj: Mechanic("collect_evidence", (n,))

    def m_plan(self, meta, c):
        raise Unrepresentable("plan")

    def prevent_to_by(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Seq((Prevent(None, to=r), Prevent(None, source=r))))

    def prevent_to_by_combat(self, meta, c):
        np = c[0]
        return lambda subj: self.obj_effect(np, lambda r: Seq((Prevent(None, to=r, combat_only=True),
                                                               Prevent(None, source=r, combat_only=True))))

    def prot_choice(self, meta, c):
        """"protection from the color of your choice": a color chosen as the effect begins (608.2d)."""
        return Filter(kind="object", chosen="color_of_choice")

    def prot_chosen(self, meta, c):
        """"protection from the chosen color": a color chosen earlier (e.g. as the permanent entered)."""
        return Filter(kind="object", chosen="color")

    def prot_each_color(self, meta, c):
        return Filter(kind="object", colors=ALL_COLORS)

    def q_not_you_own(self, meta, c):
        return lambda f: _merge(f, owner="opponent")

    def r_block_kw(self, meta, c):
        return ("cant_block_with", None, keyword(c[-1]).name)

    def remove_all_counters(self, meta, c):
        np = c[-1]
        return lambda subj: self.obj_effect(np, lambda r: RemoveCounters(r, "all", Num(999)))

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

    st_main_you = _st("main", "you")

    def t_cycle_or_dies(self, meta, c):
        return ([Trigger("cycles", This()), Trigger("dies", This())], None)

    def tap_freeze(self, meta, c):
        np = c[0]
        return lambda subj: self._imper(subj) or self.obj_effect(
            np, lambda r: Seq((Tap(r), ApplyContinuous(r, (Restrict("doesnt_untap"),), "next_untap_step"))))

    def te_becomes_target(self, meta, c):
        np = c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("becomes_target", self._subject(c[0]),
                            condition=Matches(EventObject("by"), replace(np.filter, kind="object")
                                              if np.filter.kind == "permanent" else np.filter))]
        raise Unrepresentable("becomes the target of ...")

    def te_explores(self, meta, c):
        return [Trigger("explores", self._subject(c[0]))]

    def te_monstrous(self, meta, c):
        return [Trigger("becomes_monstrous", self._subject(c[0]))]

    def te_ring(self, meta, c):
        return [Trigger("ring_tempts", None, whose="you")]

    def te_crime(self, meta, c):
        return [Trigger("commits_crime", None, whose="you")]

    def te_play_land(self, meta, c):
        who, np = c[0], c[1]
        if np.kind == "indef" and np.filter is not None and np.filter.types == ("Land",):
            return [Trigger("plays_land", None, whose=self._player_whose(who))]
        raise Unrepresentable("play trigger")

    def te_create_token(self, meta, c):
        who, np = c[0], c[1]
        if np.kind in ("indef", "one_or_more") and np.filter is not None and np.filter.token:
            return [Trigger("creates_token", np.filter, whose=self._player_whose(who))]
        raise Unrepresentable("create trigger")

    def te_tap_for_mana(self, meta, c):
        who, np = c[0], c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("tapped_for_mana", np.filter, whose=self._player_whose(who))]
        if np.kind == "attached":
            return [Trigger("tapped_for_mana", np.ref, whose="each")]
        raise Unrepresentable("tap for mana trigger")

    def te_noncombat_damage_to(self, meta, c):
        return [Trigger("deals_damage", self._subject(c[0]), to=self._to(c[1]), condition=IsTrue("noncombat"))]

    def te_dealt_damage_by(self, meta, c):
        np = c[1]
        if np.kind == "indef" and np.filter is not None:
            return [Trigger("dealt_damage", self._subject(c[0]), condition=Matches(EventObject("source"),
                                                                                   replace(np.filter, kind="object")))]
        raise Unrepresentable("dealt damage by ...")

    def te_fights(self, meta, c):
        return [Trigger("fights", self._subject(c[0]))]

    def te_roll(self, meta, c):
        return [Trigger("rolls_die", None, whose="you")]

    def te_saddled(self, meta, c):
        return [Trigger("becomes_saddled", self._subject(c[0]))]

    def te_crewed(self, meta, c):
        return [Trigger("becomes_crewed", self._subject(c[0]))]

    def te_expend(self, meta, c):
        return [Trigger("expends", None, whose="you", condition=IsTrue(f"expend:{c[0]}"))]

    def te_mill(self, meta, c):
        raise Unrepresentable("mill trigger")

    def w_mv_le_amount(self, meta, c):
        a = c[0]
        return lambda f: _merge(f, mana_value=("<=", a))

    def w_mv_eq_amount(self, meta, c):
        a = c[0]
        return lambda f: _merge(f, mana_value=("=", a))

    def w_power_le_amount(self, meta, c):
        a = c[0]
        return lambda f: _merge(f, power=("<=", a))

    def w_power_lt_self(self, meta, c):
        return lambda f: _merge(f, power=("<", PowerOf(This())))

    def w_power_gt_self(self, meta, c):
        return lambda f: _merge(f, power=(">", PowerOf(This())))

    def w_mv_lt_self(self, meta, c):
        return lambda f: _merge(f, mana_value=("<", ManaValueOf(This())))

    def z_outside(self, meta, c):
        return lambda f: _merge(f, kind="card", zone="outside")

    def z_anywhere(self, meta, c):
        return lambda f: _merge(f, kind="card")

    def s_as_enters(self, meta, c):
        return self._done("as_enters", body=c[-1])


    def cond_it_counter(self, meta, c):
        return Compare(CountersOn(Pron("it", meta.start_pos), _ck(c[0])), ">=", Num(1))

    def cond_it_counters_ge(self, meta, c):
        return Compare(CountersOn(Pron("it", meta.start_pos), _ck(c[1])), ">=", Num(int(c[0])))

    def ae_domain(self, meta, c):
        return BasicLandTypes(You())

    def ae_domain_they(self, meta, c):
        return BasicLandTypes(Pron("player", meta.start_pos))

    def cond_won_flip(self, meta, c):
        return IsTrue("won_flip")

    def cond_lost_flip(self, meta, c):
        return IsTrue("lost_flip")

    def cond_you_cast_it(self, meta, c):
        """ "When ~ enters, if you cast it, ..." (603.4 intervening "if"; 601.2: it was cast, not put onto the
        battlefield)."""
        return IsTrue("you_cast_it")

    def cond_cast_from_hand(self, meta, c):
        return IsTrue("cast_from_hand")

    def cond_two_spells_last_turn(self, meta, c):
        return IsTrue("a_player_cast_two_spells_last_turn")

    def cond_revolt(self, meta, c):
        return IsTrue("permanent_left_battlefield_this_turn")

    def bec_types(self, meta, c):
        abilities: tuple = ()
        if isinstance(c[-1], tuple):
            abilities, _still = c[-1]
            c = c[:-1]
        card_types, subtypes, supertypes = _split_types(c[-1])
        from .lexicon import LAND_TYPES

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

    def cont_two(self, meta, c):
        m1, d1, m2, d2 = c
        if d1 != d2:
            raise Unrepresentable("two durations")
        return lambda subj: Cont(self._cont_subject(subj), tuple(m1) + tuple(m2), d1)

    def ar_your_turn_before_attackers(self, meta, c):
        return ("multi", (("condition", IsTrue("your_turn")), ("condition", IsTrue("before_attackers_declared"))))

    def ar_counter_exile(self, meta, c):
        return ("counter_to_exile",)

    def ae_plus(self, meta, c):
        return Sum((Num(c[0]), c[1]))

    def ae_this_way(self, meta, c):
        return AmountThisWay()

    def ae_greatest_power_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest power among ...")
        return GreatestAmong("power", np.filter)

    def ae_greatest_toughness_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest toughness among ...")
        return GreatestAmong("toughness", np.filter)

    def ae_greatest_mv_np(self, meta, c):
        np: NP = c[-1]
        if np.filter is None:
            raise Unrepresentable("greatest mana value among ...")
        return GreatestAmong("mana_value", np.filter)

    def ae_greatest_power(self, meta, c):
        return GreatestAmong("power", Filter(types=("Creature",), controller="you"))

    def ae_devotion(self, meta, c):
        m = 0
        for w in _tokens(c[-1]):
            m |= _COLOR_WORDS.get(w.lower(), 0)
        return Devotion(m)

    def b_unless_pay(self, meta, c):
        b, cost = c[0], Cost(mana=_mana(c[1]))
        return replace(b, prefix="unless_pay", cond=PayCost(cost))

    def b_unless_pay_life(self, meta, c):
        b, n = c[0], c[1]
        return replace(b, prefix="unless_pay", cond=PayCost(Cost(life=_num_of(n))))

    def ci_not_creature(self, meta, c):
        return (RemoveTypes(types=("Creature",)),)

    def te_attacks_saddled(self, meta, c):
        return [Trigger("attacks", self._subject(c[0]), condition=IsTrue("saddled", This()))]

    def q_that_player_controls(self, meta, c):
        # "that player" in a combat damage trigger is the player dealt damage: the defending player (506.2)
        if not self.combat_damage_trigger:
            raise Unrepresentable("that player controls")
        return lambda f: _merge(f, controller="defending")


    def c_look_top_any_time(self, meta, c):
        return StaticR(Static((Restrict("may_look_at_top_of_library"),), You()))

    def c_may_not_untap(self, meta, c):
        return StaticR(Static((Restrict("may_choose_not_to_untap"),), This()))

    def c_can_be_commander(self, meta, c):
        return StaticR(Keyword("Can Be Your Commander"))

    def c_choose_background(self, meta, c):
        return StaticR(Keyword("Partner", arg="Choose a Background"))

    def c_doctors_companion(self, meta, c):
        return StaticR(Keyword("Partner", arg="Doctor's companion"))

    def c_leyline(self, meta, c):
        """103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield"."""
        return StaticR(Static((Restrict("may_begin_game_on_battlefield"),), This(), zone="hand"))

    def c_skip_draw(self, meta, c):
        return StaticR(Replacement("skip_step", arg=(("step", "draw"),), affected=You()))

    def c_skip_untap(self, meta, c):
        return StaticR(Replacement("skip_step", arg=(("step", "untap"),), affected=You()))

    def c_spell_exile_instead(self, meta, c):
        return CreateReplacement(Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")),
                                             affected=Pron("spell", meta.start_pos)))

    def c_choose_from_hand(self, meta, c):
        np: NP = c[0]
        if np.kind != "indef" or np.filter is None:
            raise Unrepresentable("choose ... from it")
        flt = replace(np.filter, kind="card")
        return _Hold(("choose_from_hand", flt if flt != Filter(kind="card") else None, _amount(np.n)))

    def c_may_choose_from_hand(self, meta, c):
        raise Unrepresentable("may choose from it")

    def t_state_control_none(self, meta, c):
        flt, _, _ = c[0]
        return ([Trigger("state", None, condition=ControlsCount(flt, "=", 0))], None)

    def s_class_level(self, meta, c):
        return self._done("class_level", cost=c[-2], data=int(c[-1]))


    def _count_filter(self, np: NP) -> Filter:
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("for each ...")
        return np.filter

    def move_counters(self, meta, c):
        (n, kind), a, b = c[0], c[1], c[2]
        return lambda subj: MoveCounters(self.ref(a), self.ref(b), None if kind == "any" else kind, Num(n))

    def np_each_of(self, meta, c):
        np: NP = c[-1]
        if np.kind == "pron":
            return np
        raise Unrepresentable("each of ...")

    def c_spells_uncounterable(self, meta, c):
        return StaticR(Static((Restrict("cant_be_countered"),), Filter(kind="spell"), zone="battlefield"))

    def c_flash_all(self, meta, c):
        return StaticR(Static((CastAsThough(Filter(kind="spell")),), You()))

    def c_flash_some(self, meta, c):
        np: NP = c[0]
        if np.filter is None or np.kind not in ("bare", "each"):
            raise Unrepresentable("cast ... as though it had flash")
        return StaticR(Static((CastAsThough(replace(np.filter, kind="spell")),), You()))

    def te_win_flip(self, meta, c):
        return [Trigger("wins_flip", None, whose="you")]

    def te_lose_flip(self, meta, c):
        return [Trigger("loses_flip", None, whose="you")]

    def ae_life_gained(self, meta, c):
        return LifeGainedThisTurn(You())


    def bec_add_creature_pt(self, meta, c):
        p, t = _pt_pair(str(c[-1]))
        return (AddTypes(types=("Creature",)), SetPT(p, t))

    def bec_add_artifact_creature_pt(self, meta, c):
        p, t = _pt_pair(str(c[-1]))
        return (AddTypes(types=("Artifact", "Creature")), SetPT(p, t))

    def ci_must_be_blocked_turn(self, meta, c):
        return (Restrict("must_be_blocked"),)

    ar_before_damage = _rule("condition", IsTrue("before_combat_damage"))

    def _multi_target(self, meta, flt, mn, mx):
        label = self.label(meta)
        ref = self.add_target(TargetSpec(flt, min=mn, max=mx, label=label), meta.start_pos)
        return NP("target", filter=flt, ref=ref, label=label, pos=meta.start_pos, n=mx)

    def np_any_number_targets(self, meta, c):
        return self._multi_target(meta, ANY_TARGET, 1, 999)

    def np_one_or_two_targets(self, meta, c):
        return self._multi_target(meta, ANY_TARGET, 1, 2)

    def np_one_or_two_target(self, meta, c):
        flt, _, _ = c[0]
        return self._multi_target(meta, flt, 1, 2)

    def c_escapes_counters(self, meta, c):
        n, kind = c[-1]
        return StaticR(Replacement("escapes_with_counters", arg=(kind, n), affected=This()))


    def c_cant_be_blocked_by_smaller(self, meta, c):
        """509.1b: "Creatures with power less than ~'s power can't block it"."""
        flt = Filter(types=("Creature",), power=("<", PowerOf(This())))
        return StaticR(Static((Restrict("cant_be_blocked_by", flt),), This()))

    def c_cant_be_blocked_by_greater(self, meta, c):
        flt = Filter(types=("Creature",), power=(">", PowerOf(This())))
        return StaticR(Static((Restrict("cant_be_blocked_by", flt),), This()))


    _CAST_TIMING = {
        "during combat": "during_combat", "during combat after blockers are declared": "after_blockers_declared",
        "during combat before blockers are declared": "combat_before_blockers",
        "before the combat damage step": "before_combat_damage", "during your turn": "your_turn",
        "during an opponent's turn": "not_your_turn", "during your upkeep": "your_upkeep",
        "before attackers are declared": "before_attackers_declared",
        "during the declare attackers step": "declare_attackers_step", "during your main phase": "your_main_phase",
    }

    def c_cast_only(self, meta, c):
        """601.3: "Cast ~ only during combat" -- a casting restriction that works where the card is."""
        fact = self._CAST_TIMING[_low(_text(c[-1]))]
        return StaticR(Static((Restrict("cast_only_if", IsTrue(fact)),), This(), zone="hand"))

    def c_cast_only_if(self, meta, c):
        return StaticR(Static((Restrict("cast_only_if", c[-1]),), This(), zone="hand"))

    def c_counters_mult(self, meta, c):
        """614.16: "If one or more +1/+1 counters would be put on ..., that many plus one / twice that many"."""
        np: NP = c[1]
        if str(c[0]) != "+1/+1" or np.filter is None or np.kind not in ("indef", "another"):
            raise Unrepresentable("counters would be put on ...")
        w = _low(_text(c[-1]))
        arg = (("add", 1), ("counter", "+1/+1")) if "plus one" in w else (("mult", 2), ("counter", "+1/+1"))
        return StaticR(Replacement("counters_mult", arg=arg, affected=np.filter))

    def c_tokens_double(self, meta, c):
        return StaticR(Replacement("tokens_mult", arg=(("mult", 2),), affected=You()))

    def c_damage_double_yours(self, meta, c):
        return StaticR(Replacement("damage_mult", arg=(("mult", 2), ("from", Filter(kind="object", controller="you"))),
                                   affected=Filter(kind="permanent", or_player=True, player="any")))

    def c_damage_double_all(self, meta, c):
        return StaticR(Replacement("damage_mult", arg=(("mult", 2),),
                                   affected=Filter(kind="permanent", or_player=True, player="any")))

    def c_life_double(self, meta, c):
        return StaticR(Replacement("life_gain_mult", arg=(("mult", 2),), affected=You()))

    def c_life_plus(self, meta, c):
        return StaticR(Replacement("life_gain_mult", arg=(("add", c[0]),), affected=You()))

    def c_assign_unblocked(self, meta, c):
        return StaticR(Static((Restrict("may_assign_damage_as_though_unblocked"),), This()))

    def c_deck_any_number(self, meta, c):
        return StaticR(Static((Restrict("deck_may_have_any_number"),), This(), zone="all"))

    def cond_opponents_ge(self, meta, c):
        return Compare(CountOf(Filter(kind="player", player="opponent")), ">=", Num(c[0]))

    def start(self, meta, c):
        return c[0]


def _bad():
    raise Unrepresentable("unsupported form")


_DIES_EXILE = (("from", "battlefield"), ("to", "graveyard"), ("zone", "exile"))


@dataclass(frozen=True)
class _WithDuration:
    """Continuous items whose wording carries their own duration ("can block an additional creature this
    turn")."""

    mods: tuple
    duration: str


@dataclass(frozen=True)
class _Hold:
    """A clause that only makes sense fused with its neighbours (reveal hand / choose / discard)."""

    item: tuple


@dataclass(frozen=True, slots=True)
class DamageInstead(Effect):
    """"[it] deals N damage [to X] instead" waiting to modify the instruction before it (608.2c; see
    SentenceBuilder.deal_instead). Never leaves the compiler."""

    amount: Any = None
    to: Any = None


@dataclass(frozen=True)
class _Positioned:
    pos: int
    value: Any


def _positioned(fn):
    def wrapper(self, meta, c):
        return _Positioned(0 if meta.empty else meta.start_pos, fn(self, meta, c))
    wrapper.__name__ = fn.__name__
    return wrapper


for _name in list(vars(SentenceBuilder)):
    if _name.startswith("c_"):
        setattr(SentenceBuilder, _name, _positioned(vars(SentenceBuilder)[_name]))



def _by_filter(flt: Filter) -> Node:
    """Condition on the other creature of a block ("blocks a creature with flying")."""
    return Matches(EventObject(role="other"), replace(flt, kind="object"))


def _times(a: Amount, np_or_flt) -> Amount:
    """``a`` for each object matching ``np`` ("a card for each creature you control")."""
    if isinstance(np_or_flt, NP):
        np = np_or_flt
        if np.filter is None or np.kind not in ("indef", "bare", "each", "other"):
            raise Unrepresentable("for each ...")
        if np.filter.kind == "player":
            raise Unrepresentable("for each player")
        flt = np.filter
    else:
        flt = np_or_flt
    count = CountOf(flt)
    if a == Num(1):
        return count
    return Product(a, count)


def _split_types(words: list[str]) -> tuple[list[str], list[str], list[str]]:
    card_types: list[str] = []
    subtypes: list[str] = []
    supertypes: list[str] = []
    for w in words:
        lw = w.lower()
        cap = w[:1].upper() + w[1:]
        if lw in ("legendary", "snow"):
            supertypes.append(cap)
        elif lw in ("artifact", "creature", "enchantment", "land"):
            card_types.append(cap)
        elif w in SUBTYPES or cap in SUBTYPES:
            subtypes.append(w if w in SUBTYPES else cap)
        else:
            raise Unrepresentable(f"token type {w}")
    return card_types, subtypes, supertypes


_PREDEFINED = {
    # 111.10: predefined tokens, with their abilities as Oracle text (compiled by this compiler)
    "Treasure": ("Artifact", "{T}, Sacrifice this token: Add one mana of any color."),
    "Food": ("Artifact", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "Gold": ("Artifact", "Sacrifice this token: Add one mana of any color."),
    "Clue": ("Artifact", "{2}, Sacrifice this token: Draw a card."),
    "Blood": ("Artifact", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
    "Shard": ("Enchantment", "{2}, Sacrifice this token: Scry 1, then draw a card."),
    "Powerstone": ("Artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
    "Map": ("Artifact", "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."),
    "Junk": ("Artifact", "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery."),
    "Lander": ("Artifact", "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."),
    "Mutagen": ("Artifact", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery."),
}


def predefined_token(name: str) -> TokenSpec:
    """The TokenSpec of a predefined token (111.10)."""
    t, text = _PREDEFINED[name]
    from .compiler import compile_granted

    return TokenSpec(name=name, types=(t,), subtypes=(name,), abilities=compile_granted(text))


def _token_spec(pt, colors, types, abilities, name) -> TokenSpec:
    card_types, subtypes, supertypes = _split_types(types)
    if not pt and not card_types and len(subtypes) == 1 and subtypes[0] in _PREDEFINED and not abilities:
        return predefined_token(subtypes[0])
    if "Creature" in card_types and pt is None:
        raise Unrepresentable("creature token without P/T")
    if not card_types:
        raise Unrepresentable("token without card type")
    return TokenSpec(name=name or " ".join(subtypes), colors=colors, supertypes=tuple(supertypes),
                     types=tuple(card_types), subtypes=tuple(subtypes), power=pt[0] if pt else None,
                     toughness=pt[1] if pt else None, abilities=tuple(abilities))
