"""Correct English for player names at the table, "You" included.

The engine writes its log and option texts in the third person singular ("Bob draws a card"). A player
may be called "You" (the default name of the human), and "You draws", "You's turn" are wrong: the
second person takes the plain form of the verb and the possessive "your"."""
from __future__ import annotations

import re

_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go", "doesn't": "don't",
              "isn't": "aren't", "hasn't": "haven't", "wasn't": "weren't"}
_CLAUSE_VERBS = {"chooses", "draws", "loses", "gains", "puts", "shuffles", "reveals", "discards", "sacrifices",
                 "exiles", "takes", "pays", "mills", "returns", "plays", "casts", "keeps", "leaves", "gets",
                 "searches", "scries", "surveils", "attacks", "blocks", "controls", "may", "can't"}
_NOT_VERBS = {"and", "or", "a", "an", "the", "to", "of", "as", "its", "this", "that", "with"}


def plain_verb(verb: str) -> str:
    """The plain (second person) form of a third-person-singular verb: wins -> win, searches -> search,
    scries -> scry, has -> have. Words that don't end in s are returned unchanged."""
    low = verb.lower()
    if low in _IRREGULAR:
        out = _IRREGULAR[low]
    elif low.endswith("ies") and len(low) > 4:
        out = low[:-3] + "y"
    elif low.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        out = low[:-2]
    elif low.endswith("s") and not low.endswith("ss") and len(low) > 2:
        out = low[:-1]
    else:
        return verb
    return out.capitalize() if verb[:1].isupper() else out


def is_second_person(name: str) -> bool:
    return name.strip().lower() == "you"


def verb(name: str, third_person: str) -> str:
    """``name`` with the verb agreeing: verb("You", "wins") == "You win", verb("Bob", "wins") == "Bob wins"."""
    return f"{name} {plain_verb(third_person) if is_second_person(name) else third_person}"


def possessive(name: str) -> str:
    """"Your" / "Bob's" / "Chris'"."""
    if is_second_person(name):
        return "Your" if name[:1].isupper() else "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def fix_text(text: str, names: list[str] | tuple[str, ...]) -> str:
    """Rewrite an engine sentence so that a player called "You" reads right: "You wins the toss" ->
    "You win the toss", "You's turn" -> "Your turn", "You plays first" -> "You play first". Other
    names are left as they are."""
    for name in names:
        if not is_second_person(name):
            continue
        esc = re.escape(name)

        def subj(m: re.Match) -> str:
            w = m.group(2)
            if w.lower() in _NOT_VERBS:
                return m.group(0)
            return f"{m.group(1)} {plain_verb(w)}"

        def clause(m: re.Match) -> str:  # "You win the toss and chooses ..." -> "... and choose ..."
            return re.sub(r"\b(and|then) ([a-z']+)\b",
                          lambda k: f"{k.group(1)} {plain_verb(k.group(2))}" if k.group(2) in _CLAUSE_VERBS
                          else k.group(0), m.group(0))

        # the name as a subject: at the start of the text or of a clause, followed by a verb
        text = re.sub(rf"(?:(?<=^)|(?<=[:;,(]\s)|(?<=\.\s)|(?<=\bthen\s)|(?<=\band\s)|(?<=\bwhile\s))({esc}) "
                      rf"([A-Za-z']+)", subj, text)
        text = re.sub(rf"(?:^|(?<=[:;]\s)){esc} [^.;:()]*", clause, text)
        text = re.sub(rf"(?<![A-Za-z]){esc}'s\b", lambda m: "your" if m.start() else "Your", text)
        text = re.sub(rf"(?<=: ){esc} (win|wins)\b", f"{name} win", text)
    return text


def win_line(names: list[str], winners: list[int], turn: int, reason: str) -> str:
    """"You win on turn 7 (...)", "Bob wins ...", "Bob and Ann win ..."."""
    who = [names[w] for w in winners]
    if len(who) == 1:
        return f"{verb(who[0], 'wins')} on turn {turn} ({fix_text(reason, names)})."
    return f"{', '.join(who[:-1])} and {who[-1]} win on turn {turn} ({fix_text(reason, names)})."
