"""Word tables and the pure functions that read words: noun words to a ``Filter``, numbers, P/T,
mana, keyword names, and token specifications (111.10 predefined tokens).
"""
from __future__ import annotations


from dataclasses import dataclass, field, fields, replace
from typing import Any

from lark import Token, Tree

from ...core.colors import B, G, R, U, W
from ...core.mana import ManaCost
from ...tree.abilities import Keyword, Matches
from ...tree.base import Node
from ...tree.effects import TokenSpec
from ...tree.filters import Filter
from ...tree.refs import Amount, CastThisTurn, CountOf, DiedThisTurn, EnteredThisTurn, EventObject, Num, Product, XValue
from ..lexicon import KEYWORD_NAMES, SUBTYPES
from .results import NP, Unrepresentable, compile_quoted

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
UNTIL_EVENTS = frozenset({"becomes_monarch"})
_HEAD_NOUNS = frozenset({"card", "cards", "spell", "spells", "permanent", "permanents", "token", "tokens"})
_PERMANENT_CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")  # 110.4a
COLOR_WORDS = {"white": W, "blue": U, "black": B, "red": R, "green": G}
INVARIANT_PLURALS = frozenset({"Merfolk", "Treefolk", "Moonfolk", "Kithkin", "Fish", "Sheep", "Elk", "Kor",
                                "Vedalken", "Jellyfish", "Samurai", "Bison", "Aurochs", "Ox", "Noggle"})
_PLURAL_HEADS = {"creatures", "artifacts", "enchantments", "lands", "planeswalkers", "battles", "instants",
                 "sorceries", "permanents", "cards", "spells", "players", "opponents", "tokens", "sources",
                 "auras", "vehicles", "objects", "abilities"}


def low_text(t) -> str:
    return str(t).lower().replace("’", "'")


def tokens_of(x) -> list[str]:
    """Flatten a subtree (or token) to its token strings."""
    if isinstance(x, Token):
        return [str(x)]
    if isinstance(x, Tree):
        out: list[str] = []
        for c in x.children:
            out.extend(tokens_of(c))
        return out
    if isinstance(x, (list, tuple)):
        out = []
        for c in x:
            out.extend(tokens_of(c))
        return out
    return []


def text_of(x) -> str:
    return " ".join(tokens_of(x))


def name_text(x) -> str:
    """A card name read word by word, spaced as printed: "Liliana , Death Mage" -> "Liliana, Death Mage",
    "Urza 's Tower" -> "Urza's Tower" (201.2)."""
    return " ".join(tokens_of(x)).replace(" ,", ",").replace(" 's", "'s").replace(" ’s", "’s")


# ---------------------------------------------------------------- filters from noun words


@dataclass
class _Words:
    """Noun words of one alternative in an np ("red", "Goblin", "creature")."""

    items: list = field(default_factory=list)  # (neg: bool, kind: str, value)


def word_item(tree) -> tuple[bool, str, Any]:
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
    w = low_text(text_of(tree))
    return neg, kind, w


def filter_from_words(groups: list[list[tuple[bool, str, Any]]]) -> tuple[Filter, bool]:
    """The :class:`Filter` for noun words (alternatives joined by "or"), and whether it is plural."""
    statuses = [frozenset(w for _, kind, w in g if kind == "status_word" and w in ("enchanted", "equipped", "modified"))
                for g in groups]
    typed = [any(k == "type_word" and w in _TYPE_WORDS for _, k, w in g) for g in groups]
    subtyped = [any(k in ("subtype", "subtype_pl") or (k == "type_word" and w in _SUBTYPE_WORDS) for _, k, w in g)
                for g in groups]
    # "an instant, sorcery, or Wizard spell": a subtype alone in one alternative and a card type alone in another
    mixed = any(s and not ty for s, ty in zip(subtyped, typed)) and any(ty and not s for s, ty in zip(subtyped, typed))
    if len(groups) > 1 and (len(set(statuses)) > 1 or mixed):
        # "an enchanted creature or enchantment creature": a status word qualifies its own alternative only --
        # an enchanted creature, or an enchantment creature; one Filter (an "and" of its fields) can't say that,
        # its ``either`` alternatives can
        alts = [filter_from_words([g]) for g in groups]
        kinds = {a.kind for a, _ in alts}
        if len(kinds) > 1 and len(kinds - {Filter().kind}) == 1:
            # the head noun ("spell") ends the list and names the kind of every alternative
            k = next(iter(kinds - {Filter().kind}))
            alts = [(replace(a, kind=k), p) for a, p in alts]
            kinds = {k}
        if len(kinds) != 1 or any(a.either or a.kind == "player" for a, _ in alts):
            raise Unrepresentable("alternatives with different status words")
        return Filter(kind=alts[0][0].kind, either=tuple(a for a, _ in alts)), any(p for _, p in alts)
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
                    # 903.3d: "commander creatures you own", "commanders you control", "noncommander creature"
                    f["commander"] = not neg
                else:
                    raise Unrepresentable(f"type word {w}")
            elif kind == "color_word":
                if w in COLOR_WORDS:
                    if neg:
                        f["not_colors"] = f.get("not_colors", 0) | COLOR_WORDS[w]
                    else:
                        alt_colors |= COLOR_WORDS[w]
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
                set_status(f, w, neg)
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
    if "ability_kind" in f:
        if heads != {"ability"}:  # "spell, activated ability, or triggered ability": one Filter can't say that
            raise Unrepresentable("activated/triggered besides abilities")
        if f["ability_kind"] == "either":
            del f["ability_kind"]
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


def set_status(f: dict, w: str, neg: bool) -> None:
    val = not neg
    simple = {"tapped": ("tapped", True), "untapped": ("tapped", False), "attacking": ("attacking", True),
              "blocking": ("blocking", True), "blocked": ("blocked", True), "unblocked": ("blocked", False),
              "face-down": ("face_down", True), "face-up": ("face_down", False),
              "enchanted": ("enchanted", True), "equipped": ("equipped", True), "modified": ("modified", True)}
    if w in simple:
        k, v = simple[w]
        f[k] = v if val else (not v)
        if w == "unblocked" and val:
            f["attacking"] = True  # 509.1h: an unblocked creature is an attacking creature no creature blocks
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
    elif w in ("activated", "triggered") and val:
        # "activated ability", "triggered ability"; "activated or triggered ability": every ability on the stack
        f["ability_kind"] = w if f.get("ability_kind", w) == w else "either"
    elif w in ("nonland", "noncreature", "nonartifact"):
        f.setdefault("not_types", []).append({"nonland": "Land", "noncreature": "Creature",
                                              "nonartifact": "Artifact"}[w])
    else:
        raise Unrepresentable(f"status {w}")


_FILTER_DEFAULTS = {f.name: f.default for f in fields(Filter)}


def merge_filter(flt: Filter, **kw) -> Filter:
    """``flt`` with more constraints; a constraint that contradicts one already there is unrepresentable."""
    for k, v in kw.items():
        cur = getattr(flt, k)
        if cur != _FILTER_DEFAULTS[k] and cur != v:
            raise Unrepresentable(f"conflicting {k}")
    return replace(flt, **kw)


# ---------------------------------------------------------------- the transformer


def num_of(x) -> int:
    if isinstance(x, int):
        return x
    if isinstance(x, Num):
        return x.value
    raise Unrepresentable("not a fixed number")


def as_amount(x) -> Amount:
    if isinstance(x, int):
        return Num(x)
    return x


NUMWORD = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
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


def pt_pair(tok: str) -> tuple[Amount, Amount]:
    a, b = str(tok).split("/")
    return _pt_value(a), _pt_value(b)


def int_pt(tok: str) -> tuple[int, int]:
    a, b = str(tok).split("/")
    if not (a.isdigit() and b.isdigit()):
        raise Unrepresentable("variable P/T")
    return int(a), int(b)


def token_pt(tok: str) -> tuple[int | Amount, int | Amount]:
    """A token's P/T as the effect that creates it defines it (111.4): numbers, or X ("an X/X token", "an X/1
    token") -- the value of X as the effect resolves (608.2h), set in the engine when the token is created.
    "*" (a characteristic-defining ability of the token) is refused."""
    a, b = str(tok).split("/")
    if not all(v.isdigit() or v == "X" for v in (a, b)):
        raise Unrepresentable("variable P/T")
    return (int(a) if a.isdigit() else XValue()), (int(b) if b.isdigit() else XValue())


def mana_of(tok) -> ManaCost:
    return ManaCost.parse(str(tok))


def kw_name(words: str) -> str:
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
    return Keyword(kw_name(w))


def by_filter(flt: Filter) -> Node:
    """Condition on the other creature of a block ("blocks a creature with flying")."""
    return Matches(EventObject(role="other"), replace(flt, kind="object"))


def times_each(a: Amount, np_or_flt) -> Amount:
    """``a`` for each object matching ``np`` ("a card for each creature you control")."""
    if isinstance(np_or_flt, NP) and np_or_flt.kind in ("count", "this_way"):  # a count, not objects
        return np_or_flt.n if a == Num(1) else Product(a, np_or_flt.n)
    if isinstance(np_or_flt, NP):
        np = np_or_flt
        if np.kind == "amount" and np.ref is not None:  # "for each basic land type among lands you control"
            return np.ref if a == Num(1) else Product(a, np.ref)
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


def split_types(words: list[str]) -> tuple[list[str], list[str], list[str]]:
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
    return TokenSpec(name=name, types=(t,), subtypes=(name,), abilities=compile_quoted(text))


def token_spec(pt, colors, types, abilities, name) -> TokenSpec:
    card_types, subtypes, supertypes = split_types(types)
    if not pt and not card_types and len(subtypes) == 1 and subtypes[0] in _PREDEFINED and not abilities:
        return predefined_token(subtypes[0])
    if "Creature" in card_types and pt is None:
        raise Unrepresentable("creature token without P/T")
    if not card_types:
        raise Unrepresentable("token without card type")
    return TokenSpec(name=name or " ".join(subtypes), colors=colors, supertypes=tuple(supertypes),
                     types=tuple(card_types), subtypes=tuple(subtypes), power=pt[0] if pt else None,
                     toughness=pt[1] if pt else None, abilities=tuple(abilities))


# the Filter fields last known information is matched by (``engine.triggers.matches_snapshot``)
_SNAPSHOT_FIELDS = frozenset({"kind", "types", "any_types", "not_types", "subtypes", "not_subtypes", "supertypes",
                              "colors", "not_colors", "controller", "other", "token", "name", "power"})


def died_this_turn(np: NP) -> DiedThisTurn:
    """700.4: the permanents described by ``np`` that died this turn ("creature that died this turn"), counted
    from the record of what died, as it last existed on the battlefield; a description the record can't check is
    refused."""
    f = np.filter
    if np.kind not in ("indef", "bare", "each", "other") or f is None or f.kind != "permanent" or np.is_player:
        raise Unrepresentable(f"died this turn: {np.label}")
    for fld in fields(f):
        if fld.name not in _SNAPSHOT_FIELDS and getattr(f, fld.name) != fld.default:
            raise Unrepresentable(f"died this turn: {np.label}")
    return DiedThisTurn(f)


def entered_this_turn(np: NP, controller: str, cast: bool = False) -> EnteredThisTurn | CastThisTurn:
    """603.6a: the permanents described by ``np`` that entered the battlefield under ``controller``'s control
    ("you", "opponent") this turn, counted from the record of what entered, as it entered; with ``cast``
    (601.2i): the spells ``controller`` cast this turn, as they were cast. A description the record can't check
    (tapped, with flying, face-down, with mana value N, ...) is refused."""
    f = np.filter
    kind = "spell" if cast else "permanent"
    what = "cast this turn" if cast else "entered the battlefield under ..."
    if np.kind not in ("indef", "bare", "each", "other") or f is None or f.kind != kind or f.controller:
        raise Unrepresentable(f"{what}: {np.label}")
    for fld in fields(f):
        if fld.name not in _SNAPSHOT_FIELDS and getattr(f, fld.name) != fld.default:
            raise Unrepresentable(f"{what}: {np.label}")
    return (CastThisTurn if cast else EnteredThisTurn)(replace(f, controller=controller))
