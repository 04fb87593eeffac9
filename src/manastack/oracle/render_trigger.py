"""Rendering a trigger condition back to wording ("Whenever one or more creatures you control deal combat damage
to a player"): the part of :mod:`.render` that reads a :class:`~manastack.tree.abilities.Trigger`."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..tree import abilities as A
from ..tree import refs as R
from ..tree.filters import Filter

NUM_WORDS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
             9: "nine", 10: "ten", 20: "twenty"}
STEP_WORDS = {"upkeep": "upkeep", "end": "end step", "draw": "draw step", "beginning_of_combat": "combat",
              "main1": "precombat main phase", "main2": "postcombat main phase", "end_of_combat": "end of combat",
              "main": "main phase"}


def with_article(noun: str) -> str:
    if not noun:
        return noun
    return ("an " if noun[0].lower() in "aeiou" or noun.startswith(("X/", "8/", "11/", "18/")) else "a ") + noun


def trigger_text(r: Any, t: A.Trigger) -> str:
    """The wording of trigger ``t`` as renderer ``r`` (a :class:`.render.Renderer`) words its parts."""
    first = A.IsTrue("first_time_this_turn")
    if t.condition == first or (isinstance(t.condition, A.All) and first in t.condition.conds):
        rest = tuple(c for c in (t.condition.conds if isinstance(t.condition, A.All) else ()) if c != first)
        yours = A.IsTrue("your_turn") in rest
        rest = tuple(c for c in rest if c != A.IsTrue("your_turn"))
        plain = replace(t, condition=None if not rest else rest[0] if len(rest) == 1 else A.All(rest))
        return r.trigger(plain) + (" for the first time during each of your turns" if yours
                                      else " for the first time each turn")
    subj = t.subject
    if isinstance(subj, R.This):
        s = r.self_name
    elif isinstance(subj, Filter):
        s = ("one or more " + r.filter(subj)) if t.batched else with_article(r.filter(subj))
    elif subj is None:
        s = {"you": "you", "opponent": "an opponent", "each": "a player"}.get(t.whose, t.whose)
    else:
        s = r.ref(subj)
    ev = t.event
    if ev == "step":
        whose = {"you": "your ", "each": "each ", "opponent": "each opponent's "}.get(t.whose, "")
        if t.step == "beginning_of_combat":
            return "At the beginning of combat on your turn" if t.whose == "you" else "At the beginning of each combat"
        return f"At the beginning of {whose}{STEP_WORDS.get(t.step or '', t.step)}"
    if ev == "chapter":
        return f"Chapter {getattr(t.condition, 'n', '?')}"
    if ev == "attacks_with" and isinstance(t.condition, A.Compare) and isinstance(t.condition.left, R.EventAmount) \
            and isinstance(t.condition.right, R.Num):  # 508.3d: "whenever you attack with N or more creatures"
        what = r.filter(subj, plural=True) if isinstance(subj, Filter) else "creatures"
        n = NUM_WORDS.get(t.condition.right.value, t.condition.right.value)
        return f"Whenever {'you attack with ' if t.whose == 'you' else ''}{n} or more {what}" + (
            "" if t.whose == "you" else " attack")
    if ev == "exerts":  # 701.43d's linked ability, or "whenever you exert a creature"
        return "When you do" if isinstance(subj, R.This) else f"Whenever you exert {s}"
    words = {
        "enters": "enters", "dies": "dies", "leaves": "leaves the battlefield", "attacks": "attacks",
        "blocks": "blocks", "becomes_blocked": "becomes blocked", "dealt_damage": "is dealt damage",
        "becomes_target": "becomes the target of a spell or ability", "becomes_tapped": "becomes tapped",
        "put_into_graveyard": "is put into a graveyard from the battlefield",
        "becomes_monarch": "becomes the monarch", "completes_dungeon": "completes a dungeon",
    }
    if ev == "attacks" and t.to in ("you", "player", "opponent"):  # 508.1
        v = {"you": "attacks you", "player": "attacks a player", "opponent": "attacks an opponent"}[t.to]
    elif ev in ("deals_damage", "deals_combat_damage"):
        to = {"player": " to a player", "opponent": " to an opponent", "creature": " to a creature",
              "you": " to you", "planeswalker": " to a planeswalker",
              "player_or_planeswalker": " to a player or planeswalker"}.get(t.to or "", "")
        v = f"deals {'combat ' if ev == 'deals_combat_damage' else ''}damage{to}"
    elif ev == "cast" and isinstance(subj, R.This):
        return "When you cast this spell"
    elif ev == "cast" and t.condition == A.All((A.IsTrue("first_spell_this_turn"), A.IsTrue("not_your_turn"))):
        v = "cast your first spell during each opponent's turn"
    elif ev == "cast" and t.condition == A.IsTrue("kicked", R.EventObject()):
        v = ("cast" if s == "you" else "casts") + " a kicked spell"
    elif ev in ("cast", "cast_or_copy"):
        v = ("cast or copy " if ev == "cast_or_copy" and s == "you" else "casts or copies " if ev == "cast_or_copy"
             else "cast" + ("s" if s not in ("you",) else "") + " ") + with_article(r.filter(t.spell_filter or Filter(kind="spell")))
        v += {"graveyard": " from your graveyard", "hand": " from your hand", "exile": " from exile",
              "not_hand": " from anywhere other than your hand"}.get(t.from_zone or "", "")
        tg = t.condition.target if type(t.condition).__name__ == "Targets" else None
        if tg is not None:
            v += " that targets " + (with_article(r.filter(tg)) if isinstance(tg, Filter) else r.ref(tg))
    elif ev in ("discards", "discards_batch"):  # 701.9
        card = "a card" if subj is None else r.self_name if isinstance(subj, R.This) else (
            "one or more " + r.filter(subj, plural=True) if ev == "discards_batch" else with_article(r.filter(subj)))
        lead = "When" if isinstance(subj, R.This) else "Whenever"
        if t.condition == A.IsTrue("discard_caused_by_opponent"):
            return f"{lead} a spell or ability an opponent controls causes you to discard {card}"
        who = {"opponent": "an opponent discards", "opponents": "an opponent discards",
               "each": "a player discards", "any": "a player discards"}.get(t.whose, "you discard")
        return f"{lead} {who} {card}"
    elif ev == "leaves_graveyard":  # 603.2c: once per event
        return f"Whenever one or more {r.filter(t.subject)}s leave your graveyard"
    elif ev in ("gains_life", "draws", "loses_life"):
        v = {"gains_life": "gain life", "draws": "draw a card", "loses_life": "lose life"}[ev]
        nth = {"second_card_this_turn": "your second card each turn",
               "first_or_second_card_this_turn": "your first or second card each turn"}.get(
            getattr(t.condition, "fact", None))
        if ev == "draws" and nth:
            v = "draw " + nth
        if s != "you":
            v = v.replace("gain", "gains").replace("draw", "draws").replace("lose", "loses")
    else:
        v = words.get(ev, ev.replace("_", " "))
        if ev == "enters" and t.condition == A.Matches(R.EventObject(), Filter(tapped=False)):
            v = "enters untapped"
        if ev == "leaves" and t.to_zone == "exile":
            v = "is put into exile from the battlefield"
    word = "When" if isinstance(subj, R.This) and ev in ("enters", "dies", "leaves", "put_into_graveyard") \
        else "Whenever"
    return f"{word} {s} {v}"
