"""What the table says about objects and options: ``Grizzly Bears #12 (Computer, 2/2, tapped,
attacking You)``, ability text in every activation and trigger, and ``show`` for a card's Oracle text
and current characteristics.

Everything is read from the player's view (``game.view``) and the read-only helpers of the game
(``game.chars``, ``game.describe``); nothing here decides a rule."""
from __future__ import annotations

import re
from typing import Any

from ...cards.render import format_rulings
from ...engine.actions import expanded_abilities
from ...engine.state import is_player, pid_of
from ...oracle.render import render_ability
from .english import fix_text, possessive, verb

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF = re.compile(r"\bthis (creature|artifact|enchantment|land|permanent|planeswalker|spell|card|battle)\b")


class Board:
    """The objects one player can see right now, by id, with the combat they are in."""

    def __init__(self, game, me: int):
        self.game = game
        self.me = me
        self.view = game.view(me)
        self.names = [p["name"] for p in self.view["players"]]
        objs: dict[int, dict] = {}
        for o in self.view["battlefield"] + self.view["stack"] + self.view["exile"] + self.view["command"]:
            objs[o["id"]] = o
        for p in self.view["players"]:
            for o in p["graveyard"] + (p["hand"] or []):
                objs[o["id"]] = o
        self.objects = objs
        cb = game.state.combat or {}
        self.attacking: dict[int, int] = dict(cb.get("attackers") or {})
        self.attacking.update(cb.get("pending") or {})
        self.blocking: dict[int, tuple] = {b: tuple(a) if isinstance(a, (list, tuple)) else (a,)
                                           for b, a in (cb.get("blockers") or {}).items()}

    # ------------------------------------------------------------ names

    def entity(self, e: Any) -> str:
        """A player's name or an object's short tag."""
        if isinstance(e, int) and is_player(e):
            return self.names[pid_of(e)]
        if isinstance(e, int):
            return self.short(e)
        return str(e)

    def name(self, oid: int) -> str:
        o = self.objects.get(oid)
        if o is not None:
            return o["name"]
        return self.game.name(oid) if oid in self.game.state.objects else f"#{oid}"

    def short(self, oid: int) -> str:
        return f"{self.name(oid)} #{oid}"

    def details(self, oid: int, controller: bool = True) -> list[str]:
        o = self.objects.get(oid)
        if o is None:
            return []
        bits = []
        ctl = o.get("controller", o.get("owner"))
        if controller and ctl is not None and ctl != self.me and o.get("id") in self.objects:
            bits.append(self.names[ctl])
        if "power" in o and "Creature" in o.get("types", ()):
            bits.append(f"{o['power']}/{o['toughness']}" + (f", {o['damage']} damage" if o.get("damage") else ""))
        if o.get("tapped"):
            bits.append("tapped")
        for k, v in (o.get("counters") or {}).items():
            bits.append(f"{v} {k}")
        if oid in self.attacking:
            bits.append(f"attacking {self.entity(self.attacking[oid])}")
        if oid in self.blocking:
            bits.append("blocking " + ", ".join(self.short(a) for a in self.blocking[oid]))
        return bits

    def tag(self, oid: int, controller: bool = True) -> str:
        """``Grizzly Bears #12 (Computer, 2/2, tapped, attacking You)``."""
        d = self.details(oid, controller)
        return self.short(oid) + (f" ({', '.join(d)})" if d else "")

    # ------------------------------------------------------------ abilities

    def ability_text(self, oid: int, index: int) -> str:
        """The text of ability ``index`` of object ``oid``: its Oracle line when the printed abilities
        line up with the Oracle text, otherwise the ability tree read back as text."""
        g = self.game
        if oid not in g.state.objects:
            return ""
        try:
            abilities = expanded_abilities(g.state, oid)
            ab = abilities[index]
        except (IndexError, KeyError):
            return ""
        return self.text_of(ab, g.state.objects[oid].card, self.name(oid))

    def text_of(self, ab: Any, card: str | None, name: str) -> str:
        """An ability's Oracle line when it is one of ``card``'s printed abilities and the printed
        abilities line up with the Oracle text; otherwise the ability tree read back as text."""
        try:
            face = self.game.state.pool.get(card).front if card else None
        except Exception:  # noqa: BLE001 - a token or copy without a card definition
            face = None
        if face is not None and face.text:
            lines = [ln for ln in (_REMINDER.sub("", t).strip() for t in face.text.split("\n")) if ln]
            printed = face.abilities
            if len(lines) == len(printed):
                for j, p in enumerate(printed):
                    if p is ab or p == ab:
                        return lines[j]
        try:
            return render_ability(ab, self_name=name) if ab is not None else ""
        except Exception:  # noqa: BLE001 - a node the renderer has no words for
            return ""

    def stack_label(self, o: dict) -> str:
        """A stack entry: a spell by name, an ability as ``Source's ability: text``."""
        oid = o["id"]
        st = self.game.state.objects.get(oid)
        ctl = self.names[o.get("controller", o["owner"])]
        if st is not None and st.kind == "ability":
            known = st.source in self.game.state.objects
            src = self.name(st.source) if known else (getattr(st, "source_name", "") or "its source")
            card = self.game.state.objects[st.source].card if known else None
            text = self.text_of(st.ability, card, src)
            return f"#{oid} {possessive(src)} ability: {text}".rstrip(": ") + f" ({ctl})"
        return f"#{oid} {o['name']} ({ctl})"

    # ------------------------------------------------------------ options

    def option(self, opt: Any) -> str:
        """A readable option that tells objects apart and says what an ability does."""
        g = self.game
        if not isinstance(opt, tuple) or not opt:
            return str(opt)
        v = opt[0]
        try:
            if v == "play" and len(opt) == 2:
                return f"Play {self.short(opt[1])}"
            if v == "cast":
                o = self.objects.get(opt[1], {})
                cost = o.get("mana_cost") or ""
                how = "" if len(opt) < 3 or opt[2] == "normal" else f" ({opt[2]})"
                return f"Cast {self.short(opt[1])}{(' ' + cost) if cost else ''}{how}"
            if v == "activate" and len(opt) >= 3:
                text = self.ability_text(opt[1], opt[2])
                if len(opt) > 3:  # a mana ability during payment
                    return f"Tap {self.tag(opt[1])} for {{{opt[3]}}}" if text.startswith("{T}: Add") else \
                        f"Activate {self.tag(opt[1])} for {{{opt[3]}}}: {text}"
                return f"Activate {self.tag(opt[1])}: {text}" if text else f"Activate {self.tag(opt[1])}"
            if v == "target" and len(opt) == 2:
                return f"Target {self.tag(opt[1])}"
            if v == "target_player":
                p = self.view["players"][opt[1]]
                return f"Target {p['name']} (life {p['life']})"
            if v == "attack":
                return f"Attack {self.entity(opt[2])} with {self.tag(opt[1], controller=False)}"
            if v == "block":
                return f"Block {self.tag(opt[2])} with {self.tag(opt[1], controller=False)}"
            if v == "remove" and len(opt) == 2:
                return f"Take {self.short(opt[1])} back"
            if v == "first":
                return verb(self.names[opt[1]], "plays") + " first"
            if v == "trigger":
                pend = g.state.pending
                t = pend[opt[1]] if opt[1] < len(pend) else None
                if t is not None:
                    src = g.state.objects.get(t.source)
                    text = self.text_of(t.ability, src.card if src is not None else t.source_name,
                                        t.source_name or "it")
                    return f"Put {possessive(t.source_name or 'a')} trigger on the stack" + (f": {text}" if text else "")
            if v in ("choose", "discard", "bottom") and len(opt) == 2 and isinstance(opt[1], int) \
                    and opt[1] in g.state.objects:
                return f"{v.capitalize()} {self.tag(opt[1])}"
        except (KeyError, IndexError, TypeError):
            pass
        text = fix_text(g.describe(opt), self.names)
        return text[:1].upper() + text[1:]

    def object_names(self, opt: Any) -> list[str]:
        """The names of the objects and players an option is about, for matching by name prefix."""
        out = []
        if isinstance(opt, tuple):
            for x in opt[1:]:
                if isinstance(x, int) and not isinstance(x, bool):
                    if is_player(x) and pid_of(x) < len(self.names):
                        out.append(self.names[pid_of(x)])
                    elif x in self.objects or x in self.game.state.objects:
                        out.append(self.name(x))
            if opt[0] == "target_player":
                out = [self.names[opt[1]]]
        return out

    # ------------------------------------------------------------ show

    def find(self, query: str) -> list[int]:
        """Visible objects whose id is ``#query`` or whose name starts with ``query``."""
        q = query.strip().lower()
        if q.startswith("#") and q[1:].isdigit():
            return [int(q[1:])] if int(q[1:]) in self.objects else []
        exact = [i for i, o in self.objects.items() if o["name"].lower() == q]
        if exact:
            return exact
        return [i for i, o in self.objects.items() if o["name"].lower().startswith(q)]

    def show(self, query: str) -> list[str]:
        """``show NAME|#id``: Oracle text and current characteristics."""
        ids = self.find(query)
        if not ids:
            card = self._card(query)
            if card is None:
                return [f"Nothing called '{query}' here, and no such card."]
            return self._card_lines(card)
        out: list[str] = []
        for oid in ids[:4]:
            o = self.objects[oid]
            where = self._zone_of(oid)
            out.append(f"#{oid} {o['name']} {o.get('mana_cost', '')}".rstrip() + f" - {where}")
            if o.get("face_down"):
                out.append("  a face-down permanent (2/2, no text)")
                continue
            line = " ".join(o.get("supertypes", []) + o.get("types", []))
            if o.get("subtypes"):
                line += " - " + " ".join(o["subtypes"])
            out.append("  " + line)
            card = self._card(o["name"])
            if card is not None and card.front.text:
                out += ["  " + t for t in card.front.text.split("\n")]
            now = []
            if "power" in o:
                printed = (card.front.power, card.front.toughness) if card is not None else None
                pt = f"{o['power']}/{o['toughness']}"
                if printed and printed != (o["power"], o["toughness"]) and None not in printed:
                    pt += f" (printed {printed[0]}/{printed[1]})"
                now.append(pt)
            if o.get("keywords"):
                now.append(", ".join(o["keywords"]))
            now += [b for b in self.details(oid) if not (o.get("power") is not None and b.startswith(f"{o['power']}/"))]
            if o.get("attached_to") is not None:
                now.append(f"attached to {self.short(o['attached_to'])}")
            if now:
                out.append("  now: " + "; ".join(now))
            if len(ids) == 1:
                out += self._ruling_lines(card)
        if len(ids) > 4:
            out.append(f"  ... and {len(ids) - 4} more")
        return out

    def _zone_of(self, oid: int) -> str:
        v = self.view
        if any(o["id"] == oid for o in v["battlefield"]):
            o = self.objects[oid]
            return f"on the battlefield ({self.names[o.get('controller', o['owner'])]})"
        if any(o["id"] == oid for o in v["stack"]):
            return "on the stack"
        if any(o["id"] == oid for o in v["exile"]):
            return "in exile"
        for p in v["players"]:
            if any(o["id"] == oid for o in p["graveyard"]):
                return f"in {possessive(p['name']).lower() if p['id'] == self.me else possessive(p['name'])} graveyard"
            if p["hand"] and any(o["id"] == oid for o in p["hand"]):
                return "in your hand" if p["id"] == self.me else f"in {possessive(p['name'])} hand"
        return "in the command zone"

    def _card(self, name: str):
        pool = self.game.state.pool
        try:
            return pool.get(pool.canonical(name.strip()))
        except Exception:  # noqa: BLE001 - unknown names are reported by the caller
            return None

    def _card_lines(self, card) -> list[str]:
        f = card.front
        out = [f"{f.name} {f.mana_cost}".rstrip() if str(f.mana_cost) else f.name]
        line = " ".join(sorted(f.supertypes) + sorted(f.types))
        if f.subtypes and len(f.subtypes) < 8:
            line += " - " + " ".join(sorted(f.subtypes))
        out.append("  " + line)
        out += ["  " + t for t in (f.text or "").split("\n") if t]
        if f.power is not None:
            out.append(f"  {f.power}/{f.toughness}")
        return out + self._ruling_lines(card)

    @staticmethod
    def _ruling_lines(card) -> list[str]:
        """The card's official rulings with their dates (issue #32); nothing when the data has none."""
        rulings = getattr(getattr(card, "card", None), "rulings", ())
        return format_rulings(sorted(rulings, key=lambda r: r.date), width=90, indent="  ") if rulings else []
