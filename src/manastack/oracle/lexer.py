"""The Oracle lexer: the words of one sentence, offered to the LALR parser in context.

A sentence is first cut into pieces (words, mana symbols, P/T, punctuation, quoted abilities). At each
piece the lexer offers candidate tokens, longest first: a multi-word literal of the grammar
("until end of turn"), the word's own literal ("target"), then a word class: ``SUBTYPE`` /
``SUBTYPES`` (singular/plural subtypes, CR 205.3), ``NON`` + word ("nonblack"), ``COUNTERKIND`` (the
word before "counter"), ``TYPECYCLING`` ("forestcycling"), ``NAME`` (capitalised) or ``WORD``. The
parser takes the first candidate its current state accepts (a contextual lexer), so a phrase never
swallows words that the grammar reads one by one elsewhere.

Other token kinds: ``SELF`` (``~``), ``NUMBER``, ``MANA`` (a run of mana symbols), ``TAPSYM`` ``{T}``,
``UNTAPSYM`` ``{Q}``, ``ENERGY`` (a run of ``{E}``), ``PT`` (``2/2``), ``PTMOD`` (``+1/-1``),
``LOYALTY`` (``[+1]``), ``ROMAN`` (saga chapter numerals), ``QUOTED`` (a quoted ability), ``POSS``
("'s"), ``LISTCOMMA`` (a comma inside a list of nouns or keywords), ``NAMECOMMA`` (a comma inside a
card's name after "named") and ``COSTMARK`` (opens a sentence
whose text before ``:`` is a cost).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Token
from lark.lexer import Lexer

from .lexicon import IRREGULAR_PLURALS, ROMAN, SUBTYPES

_PIECE = re.compile(
    r"""(?P<QUOTED>"[^"]*"?)
      |(?P<LOYALTY>\[[+−-]?(?:\d+|X)\])
      |(?P<MANARUN>(?:\{[^}]+\})+)
      |(?P<PTMOD>[+−-](?:\d+|X|\*)/[+−-](?:\d+|X|\*))
      |(?P<PT>(?:\d+|X|\*)/(?:\d+|X|\*))
      |(?P<NUMBER>\d+)
      |(?P<SELF>~)
      |(?P<POSS>['’]s\b)
      |(?P<ANDOR>and/or\b)
      |(?P<WORD>[^\W\d_][\w'’\-]*!?)
      |(?P<PUNCT>[,:;—•.\-+/&])
      |(?P<SPACE>\s+)
      |(?P<OTHER>.)""",
    re.X,
)
_SYMBOL_KIND = {"{T}": "TAPSYM", "{Q}": "UNTAPSYM", "{E}": "ENERGY"}


@dataclass(slots=True)
class Vocab:
    """What the lexer needs from the grammar: literal terminals by their text."""

    single: dict[str, str]  # one-word (or punctuation) literal -> terminal name
    phrases: dict[tuple[str, ...], str]  # multi-word literal -> terminal name
    max_phrase: int
    list_words: frozenset[str]  # terminal names of words that may sit in noun/keyword lists
    trie: dict  # word -> subtrie; "" -> terminal name of the phrase ending here

    @classmethod
    def from_terminals(cls, terminals, list_literals: set[str]) -> "Vocab":
        single: dict[str, str] = {}
        phrases: dict[tuple[str, ...], str] = {}
        for t in terminals:
            if t.pattern.type != "str":
                continue
            v = t.pattern.value
            words = tuple(v.split(" "))
            if len(words) == 1:
                single[v] = t.name
            else:
                phrases[words] = t.name
        lw = set()
        for w in list_literals:
            key = tuple(w.split(" "))
            if len(key) == 1 and w in single:
                lw.add(single[w])
            elif key in phrases:
                lw.add(phrases[key])
        trie: dict = {}
        for words, name in phrases.items():
            node = trie
            for w in words:
                node = node.setdefault(w, {})
            node[""] = name
        return cls(single, phrases, max((len(p) for p in phrases), default=1), frozenset(lw), trie)


_LIST_TYPES = frozenset({"SUBTYPE", "SUBTYPES", "NON", "MANA"})


@dataclass(slots=True)
class Piece:
    kind: str
    text: str
    start: int
    end: int

    @property
    def low(self) -> str:
        return self.text.lower().replace("’", "'")


def pieces(sentence: str) -> list[Piece]:
    """Cut a sentence into pieces (possessives split off: "owner's" -> "owner", "'s")."""
    out: list[Piece] = []
    for m in _PIECE.finditer(sentence):
        kind = m.lastgroup
        text = m.group()
        s, e = m.span()
        if kind == "SPACE":
            continue
        if kind == "ANDOR":
            kind = "WORD"
        if kind == "MANARUN":
            pos = s
            run_start = s
            run = ""
            for sym in re.findall(r"\{[^}]+\}", text):
                k2 = _SYMBOL_KIND.get(sym.upper())
                if k2:
                    if run:
                        out.append(Piece("MANA", run, run_start, pos))
                        run = ""
                    if k2 == "ENERGY" and out and out[-1].kind == "ENERGY" and out[-1].end == pos:
                        out[-1] = Piece("ENERGY", out[-1].text + sym, out[-1].start, pos + len(sym))
                    else:
                        out.append(Piece(k2, sym, pos, pos + len(sym)))
                else:
                    if not run:
                        run_start = pos
                    run += sym
                pos += len(sym)
            if run:
                out.append(Piece("MANA", run, run_start, pos))
            continue
        if kind == "WORD" and len(text) > 2:
            if text.endswith(("'s", "’s")):
                out.append(Piece("WORD", text[:-2], s, e - 2))
                out.append(Piece("POSS", "'s", e - 2, e))
                continue
            if text.endswith(("s'", "s’")):
                out.append(Piece("WORD", text[:-1], s, e - 1))
                out.append(Piece("POSS", "'", e - 1, e))
                continue
        out.append(Piece(kind, text, s, e))
    return out


def _tok(kind: str, value: str, s: int, e: int) -> Token:
    return Token(kind, value, s, 1, s + 1, 1, e + 1, e)


class Scanner:
    """Candidate tokens at each piece of a sentence."""

    def __init__(self, sentence: str, vocab: Vocab):
        self.sentence = sentence
        self.vocab = vocab
        ps = pieces(sentence)
        self.p = ps
        self.n = len(ps)
        self.roman_prefix = 0
        if ps and ps[0].kind == "WORD" and ps[0].text in ROMAN:
            j = 0
            while j < self.n and ps[j].kind == "WORD" and ps[j].text in ROMAN:
                j += 1
                if j < self.n and ps[j].text == ",":
                    j += 1
            if j < self.n and ps[j].text == "—":
                self.roman_prefix = j
        self.costmark = False
        if ps and ps[0].kind != "LOYALTY" and not self.roman_prefix:
            self.costmark = any(p.kind == "PUNCT" and p.text == ":" for p in ps)

    def lead(self) -> list[Token]:
        return [_tok("COSTMARK", "", 0, 0)] if self.costmark else []

    def candidates(self, i: int) -> list[tuple[list[Token], int]]:
        """Options at piece ``i``: (tokens, next piece index), preferred first."""
        p = self.p[i]
        v = self.vocab
        out: list[tuple[list[Token], int]] = []
        if i < self.roman_prefix and p.kind == "WORD":
            return [([_tok("ROMAN", p.text, p.start, p.end)], i + 1)]
        if p.kind in ("WORD", "POSS"):
            found = self._phrases(i)
            for name, j in reversed(found):
                out.append(([_tok(name, self.sentence[p.start:self.p[j - 1].end], p.start, self.p[j - 1].end)], j))
            # possessive glued to its word ("owner's") as a single literal
            if p.kind == "WORD" and i + 1 < self.n and self.p[i + 1].kind == "POSS":
                glued = p.low + self.p[i + 1].low
                if glued in v.single:
                    out.append(([_tok(v.single[glued], p.text + self.p[i + 1].text, p.start, self.p[i + 1].end)],
                                i + 2))
            low = p.low
            if p.kind == "POSS":
                return out + [([_tok("POSS", p.text, p.start, p.end)], i + 1)]
            if low == "and":
                out.extend(self._and(i))
            elif low in v.single:
                out.append(([_tok(v.single[low], p.text, p.start, p.end)], i + 1))
            nxt = self.p[i + 1].low if i + 1 < self.n else ""
            if nxt in ("counter", "counters"):
                out.append(([_tok("COUNTERKIND", low, p.start, p.end)], i + 1))
            out.extend((toks, i + 1) for toks in self._word_classes(p))
            return out
        if p.kind == "PUNCT" and p.text == "," and "," in v.trie:
            found = self._phrases(i)
            for name, j in reversed(found):
                out.append(([_tok(name, self.sentence[p.start:self.p[j - 1].end], p.start, self.p[j - 1].end)], j))
        if p.kind == "PUNCT":
            name = v.single.get(p.text)
            if p.text == "," and self._list_comma(i):
                out.append(([_tok("LISTCOMMA", ",", p.start, p.end)], i + 1))
            out.append(([_tok(name or "WORD", p.text, p.start, p.end)], i + 1))
            if p.text == ",":
                out.append(([_tok("LISTCOMMA", ",", p.start, p.end)], i + 1))
                if self._name_comma(i):
                    out.append(([_tok("NAMECOMMA", ",", p.start, p.end)], i + 1))
            return out
        if p.kind == "QUOTED":
            return [([_tok("QUOTED", p.text.strip('"'), p.start, p.end)], i + 1)]
        if p.kind == "OTHER":
            return [([_tok("WORD", p.text, p.start, p.end)], i + 1)]
        text = p.text.replace("−", "-") if p.kind in ("PTMOD", "LOYALTY") else p.text
        return [([_tok(p.kind, text, p.start, p.end)], i + 1)]

    def _phrases(self, i: int) -> list[tuple[str, int]]:
        """Multi-word literals starting at piece ``i`` (walking the phrase trie), shortest first."""
        found: list[tuple[str, int]] = []
        node = self.vocab.trie
        j = i
        ps = self.p
        while j < self.n and node:
            q = ps[j]
            if q.kind == "WORD":
                w = q.low
                if j + 1 < self.n and ps[j + 1].kind == "POSS":
                    w += ps[j + 1].low
                    j += 1
            elif q.kind == "PUNCT" and q.text in ("-", ","):
                w = q.text
            else:
                break
            nxt = node.get(w)
            if nxt is None and w == "those" and j + 1 < self.n and ps[j + 1].low == "cards":
                nxt = node.get("them")  # "one of those cards" is "one of them" wherever a literal says "them"
                j += 1
            node = nxt
            j += 1
            if node is None:
                break
            if "" in node:
                found.append((node[""], j))
        return found

    def _and(self, i: int) -> list[tuple[list[Token], int]]:
        """ "and" joins clauses (AND), noun phrases (NPAND) or words in a list (LISTAND); the likelier
        reading comes first, the others are tried when it leads nowhere."""
        p = self.p[i]
        v = self.vocab
        kinds = [k for k in (v.single.get("and"), "NPAND", "LISTAND") if k]
        nxt = self.p[i + 1] if i + 1 < self.n else None
        if nxt is not None and i + 2 < self.n and (nxt.kind == "NUMBER" or nxt.text == "X") \
                and self.p[i + 2].low == "damage":
            kinds = ["DAMAND"] + kinds  # "deals 2 damage to any target and 1 damage to you"
        if nxt is not None and nxt.kind == "WORD" and (nxt.low in _LISTY_WORDS or nxt.text in SUBTYPES
                                                      or _depluralize(nxt.text)):
            kinds = ["LISTAND"] + [k for k in kinds if k != "LISTAND"]
        return [([_tok(k, p.text, p.start, p.end)], i + 1) for k in kinds]

    def _word_classes(self, p: Piece) -> list[list[Token]]:
        text, low, s, e = p.text, p.low, p.start, p.end
        single = self.vocab.single
        out: list[list[Token]] = []
        if text in SUBTYPES:
            out.append([_tok("SUBTYPE", text, s, e)])
        plural = _depluralize(text)
        if plural:
            out.append([_tok("SUBTYPES", plural, s, e)])
        if low.startswith("non") and len(low) > 4 and low not in ("none", "nonetheless"):
            rest = text[3:].lstrip("-")
            rlow = rest.lower()
            off = len(text) - len(rest)
            non = _tok("NON", "non", s, s + off)
            if rlow in single:
                out.append([non, _tok(single[rlow], rest, s + off, e)])
            if rest in SUBTYPES:
                out.append([non, _tok("SUBTYPE", rest, s + off, e)])
            pl = _depluralize(rest)
            if pl:
                out.append([non, _tok("SUBTYPES", pl, s + off, e)])
        if low.endswith("cycling") and low != "cycling":
            out.append([_tok("TYPECYCLING", text, s, e)])
        out.append([_tok("NAME" if text[:1].isupper() else "WORD", text, s, e)])
        return out

    def _name_comma(self, i: int) -> bool:
        """A comma inside a card's name after "named" ("a card named Liliana, Death Mage"; 201.2): capitalised
        words (or "of"/"the"/"'s") run back to "named", and a capitalised word (or "the" and one) follows."""
        ps = self.p
        j = i - 1
        while j >= 0 and (ps[j].kind == "POSS" or ps[j].kind == "WORD" and (ps[j].text[:1].isupper()
                                                                           or ps[j].low in ("of", "the"))):
            j -= 1
        if j == i - 1 or j < 0 or ps[j].low != "named":
            return False
        k = i + 2 if i + 1 < self.n and ps[i + 1].low == "the" else i + 1
        return k < self.n and ps[k].kind == "WORD" and ps[k].text[:1].isupper()

    def _list_comma(self, i: int) -> bool:
        """A comma in "artifact, creature, or enchantment" / "{W}, {U}, or {B}": the words after it, up
        to "and"/"or", are all list words."""
        v = self.vocab
        conj = ("or", "and", "and/or")

        def listy(q: Piece) -> bool:
            if q.kind == "MANA":
                return True
            if q.kind != "WORD":
                return False
            w = q.low
            return (w in _LISTY_WORDS or q.text in SUBTYPES or _depluralize(q.text) is not None
                    or (w.startswith("non") and len(w) > 4) or w in v.single and v.single[w] in v.list_words)

        if i == 0 or not listy(self.p[i - 1]):
            return False
        j = i + 1
        while j < self.n and (listy(self.p[j]) or self.p[j].text == ","):
            if self.p[j].low in conj:
                break
            j += 1
        return j < self.n and self.p[j].low in conj and j + 1 < self.n and listy(self.p[j + 1])


_LISTY_WORDS = frozenset({
    "creature", "creatures", "artifact", "artifacts", "enchantment", "enchantments", "land", "lands",
    "planeswalker", "planeswalkers", "battle", "battles", "instant", "instants", "sorcery", "sorceries",
    "permanent", "permanents", "card", "cards", "spell", "spells", "player", "players", "opponent",
    "opponents", "token", "tokens", "white", "blue", "black", "red", "green", "colorless", "multicolored",
    "monocolored", "tapped", "untapped", "legendary", "basic", "snow", "nonbasic", "kindred",
    "flying", "first", "strike", "double", "deathtouch", "defender", "flash", "haste", "hexproof",
    "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "menace",
    "fear", "shadow", "horsemanship", "infect", "wither", "prowess", "islandwalk", "swampwalk",
    "forestwalk", "mountainwalk", "plainswalk", "skulk", "changeling", "banding", "flanking", "persist",
    "undying", "exalted", "toxic", "attacking", "blocking", "ward", "protection", "from",
})


def _depluralize(w: str) -> str | None:
    if w in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[w]
    if not w[:1].isupper():
        return None
    for suf, rep in (("ies", "y"), ("es", ""), ("s", "")):
        if w.endswith(suf):
            base = w[: -len(suf)] + rep
            if base in SUBTYPES:
                return base
    return None


class OracleLexer(Lexer):
    """Placeholder lexer for lark: tokens are fed by :func:`manastack.oracle.parser.parse`."""

    def __init__(self, lexer_conf):  # noqa: D401 - lark API
        pass

    def lex(self, data):  # type: ignore[override]
        yield from data
