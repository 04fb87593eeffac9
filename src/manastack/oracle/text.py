"""Oracle text normalisation: reminder text, self-references, lines, sentences and templates.

Only small, local rewrites happen here; all structure is read by the grammar (``oracle.lark``).
"""
from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import ABILITY_WORDS, CREATURE_TYPES, KEYWORD_NAMES, PLANESWALKER_TYPES, SUBTYPES

SELF = "~"

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_KINDS = (
    "creature", "spell", "land", "permanent", "card", "artifact", "enchantment", "planeswalker", "token",
    "battle", "object", "emblem",
)
_SELF_PHRASE = re.compile(
    r"\b[Tt]his (?:" + "|".join(_SELF_KINDS + tuple(sorted(SUBTYPES - CREATURE_TYPES, key=len, reverse=True)))
    + r")\b"
)
# "Word —" / "Two words —" at the start of a line: an ability word or flavor word (207.2c-d)
_PREFIX = re.compile(r"^([A-Z][^—•:\"]{0,40}?) — (?=\S)")
# keywords whose own text uses a dash: "Ward—Pay 3 life.", "Boast — {1}: ...", "Max speed — ..."
_DASH_KEYWORDS = ("boast", "exhaust", "max speed", "forecast", "ward", "escape", "equip", "kicker",
                  "flashback", "cumulative upkeep", "suspend", "buyback", "craft", "station", "partner",
                  "impending", "awaken", "reinforce", "prototype", "companion", "level up", "sneak",
                  "warp", "mayhem", "harmonize", "cycling", "morph", "disguise", "encore", "unearth",
                  "plot", "gift", "job select", "paradigm", "start your engines!", "tiered", "spree",
                  "firebending", "ninjutsu", "embalm", "eternalize", "madness", "miracle", "evoke",
                  "dash", "blitz", "bestow", "foretell", "disturb", "echo", "emerge", "entwine",
                  "mutate", "splice", "transmute", "scavenge", "surge", "spectacle", "prowl",
                  "prize")  # "Prize — ..." is part of an Attraction's visit ability (702.159b)


def strip_reminder(text: str) -> str:
    """Remove reminder text (parenthesised, CR 207.2a); nested parentheses are removed inside out."""
    prev = None
    while prev != text:
        prev = text
        text = _REMINDER.sub("", text)
    return "\n".join(line.strip() for line in text.split("\n"))


def face_self_names(face_name: str, card_name: str, layout: str, legendary: bool) -> tuple[str, ...]:
    """:func:`self_names` of one face of a card. A "normal" card whose name joins two names is two cards
    printed together (Battlebond's partner pairs): each face names the other ("Partner with Impetuous
    Protege" on Proud Mentor, 702.124j), so only the face's own name refers to itself (201.5)."""
    if layout == "normal" and " // " in card_name:
        card_name = face_name
    return self_names(face_name, card_name, legendary)


def self_names(face_name: str, card_name: str, legendary: bool) -> tuple[str, ...]:
    """Names by which the card's text can refer to itself (201.5, 201.5c short names)."""
    names = {face_name, card_name}
    for n in (face_name, card_name):
        if " // " in n:
            names.update(n.split(" // "))
    for n in list(names):
        if n.startswith("A-"):  # Alchemy rebalanced cards keep the original name in their text
            names.add(n[2:])
    if legendary:
        for n in list(names):
            for sep in (", ", " the ", " of ", " da ", " of the "):
                if sep in n:
                    short = n.split(sep)[0]
                    if len(short) >= 3:
                        names.add(short)
            first = n.split(" ")[0].rstrip(",")
            # a planeswalker type may be a planeswalker's short name ("exiled with Karn" on Karn Liberated);
            # other subtypes ("Sliver Queen") name their creature type
            if (len(first) >= 3 and first[:1].isupper() and (first not in SUBTYPES or first in PLANESWALKER_TYPES)
                    and first.lower() not in _COMMON_FIRST):
                names.add(first)
    return tuple(sorted((n for n in names if n), key=len, reverse=True))


_COMMON_FIRST = frozenset({
    "the", "lord", "lady", "king", "queen", "sir", "captain", "general", "prince", "princess",
    "master", "grand", "high", "old", "young", "great", "elder", "mother", "father", "sister", "brother",
    "doctor", "saint", "professor", "commander", "chief", "baron", "count", "duke", "emperor", "empress",
    "admiral", "agent", "black", "white", "red", "green", "blue", "dark", "light", "first", "last",
    "ancient", "mister", "miss", "lieutenant", "sergeant", "god", "goddess", "all", "one", "two",
    "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dread", "death", "night", "day",
})


def replace_self(text: str, names: tuple[str, ...]) -> str:
    """Self-references become ``~`` (201.5): the card's names and "this creature" etc."""
    for n in names:
        if n and n in text:
            # "Karn" is Karn Liberated but "a Karn planeswalker" is the subtype (205.3j)
            after = r"(?![\w])(?! planeswalker)" if n in PLANESWALKER_TYPES else r"(?![\w])"
            text = re.sub(r"(?<![\w'])" + re.escape(n) + after, SELF, text)
    return _SELF_PHRASE.sub(SELF, text)


def strip_ability_word(line: str) -> str:
    """Drop an italic ability word or flavor word prefix ("Landfall — ...", 207.2c-d)."""
    m = _PREFIX.match(line)
    if not m:
        return line
    word = m.group(1).lower()
    if word in ABILITY_WORDS:
        return line[m.end():]
    if any(word.startswith(k) for k in _DASH_KEYWORDS) or word in KEYWORD_NAMES:
        return line
    if re.fullmatch(r"[IVX]+(?:, [IVX]+)*", m.group(1)):  # saga chapters
        return line
    if word.startswith(("choose", "level", "•", "to solve", "solved")) or "{" in word or "[" in word:
        return line
    return line[m.end():]


def split_sentences(line: str) -> list[str]:
    """Split a line into sentences at periods outside quotes; a closing quote after a period ends
    the sentence too. Returned sentences keep no final period."""
    out: list[str] = []
    buf: list[str] = []
    inq = False
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch in "\"“”":
            inq = not inq if ch == '"' else (ch == "“")
            buf.append('"')
            i += 1
            continue
        if ch == "." and not inq and (i + 1 == n or line[i + 1] == " "):
            s = "".join(buf).strip()
            if s:
                out.append(s)
            buf = []
            i += 1
            continue
        buf.append(ch)
        i += 1
    s = "".join(buf).strip()
    if s:
        out.append(s)
    return out


_NUM = re.compile(r"(?<![\w{+−-])\d+(?![\w}])")
_COST = re.compile(r"(?:\{[^}]+\})+")
_QUOTE = re.compile(r'"[^"]*"')


@lru_cache(maxsize=None)
def template(sentence: str) -> str:
    """The sentence with numbers, mana costs, P/T and names abstracted (for coverage reports)."""
    s = _COST.sub("{M}", sentence)
    s = re.sub(r"[+−-]?[\dX*]+/[+−-]?[\dX*]+", lambda m: "+N/+N" if m.group(0)[0] in "+-−" else "N/N", s)
    s = _NUM.sub("N", s)
    s = re.sub(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b", "N", s)
    s = re.sub(r"named [A-Z][\w',-]*(?: [A-Z][\w',-]*)*", "named NAME", s)
    return s
