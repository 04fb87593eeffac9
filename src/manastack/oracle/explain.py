"""Human-readable views of compiled cards: an indented tree per ability, with unsupported parts marked.

``!!`` marks a part the compiler could not read (``Unsupported``/``Unparsed``) or a primitive the
engine does not implement yet (when the caller passes the engine's support check).
"""
from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from ..cards.face import Card
from ..core.mana import ManaCost
from ..tree.abilities import Unparsed
from ..tree.base import Node
from ..tree.effects import Unsupported
from .compiler import compile_card
from .render import Renderer, render_ability

if TYPE_CHECKING:
    from .coverage import SupportCheck

__all__ = ["explain_card", "render_ability", "tree_lines"]


def _self_name(face) -> str:
    for t in ("Creature", "Planeswalker", "Land", "Artifact", "Enchantment", "Battle"):
        if t in face.types:
            return "this " + t.lower()
    return face.name


def _scalar(v) -> bool:
    return v is None or isinstance(v, (str, int, float, bool, ManaCost))


def tree_lines(node, indent: str = "  ", missing=None) -> list[str]:
    """The node as indented lines: ``Name(scalar=...)`` then one line per child node."""
    out: list[str] = []

    def walk(n, depth: int, label: str) -> None:
        pad = indent * depth
        if isinstance(n, tuple):
            out.append(f"{pad}{label}[")
            for i, x in enumerate(n):
                walk(x, depth + 1, f"[{i}] ")
            out.append(f"{pad}]")
            return
        if not isinstance(n, Node):
            out.append(f"{pad}{label}{n!r}")
            return
        scal = []
        kids = []
        for f in fields(n):
            v = getattr(n, f.name)
            if v == f.default and not (f.name == "index"):
                continue
            if _scalar(v) or (isinstance(v, tuple) and all(_scalar(x) for x in v)):
                scal.append(f"{f.name}={v!s}" if isinstance(v, ManaCost) else f"{f.name}={v!r}")
            else:
                kids.append((f.name, v))
        mark = ""
        if isinstance(n, (Unsupported, Unparsed)):
            mark = "!! "
        elif missing is not None:
            m = [x for x in missing(n) if not x.startswith("unsupported")]
            own = [x for x in m if x.split(" ", 1)[-1] in (type(n).__name__, getattr(n, "name", None),
                                                            getattr(n, "event", None), getattr(n, "kind", None),
                                                            getattr(n, "fact", None), getattr(n, "action", None))]
            if own:
                mark = "!! "
        out.append(f"{pad}{mark}{label}{type(n).__name__}({', '.join(scal)})")
        for name, v in kids:
            walk(v, depth + 1, f"{name}: ")

    walk(node, 0, "")
    return out


def explain_card(card: Card, support: SupportCheck | None = None) -> str:
    """Each face, then each ability: its Oracle-like wording and its tree (``!!`` marks what is not
    supported: not read, or not implemented as ``support``, the engine's check, says)."""
    missing = support.missing if support is not None else None
    cc = compile_card(card)
    lines: list[str] = [card.name]
    for face, cf in zip(card.faces, cc.faces):
        if len(card.faces) > 1:
            lines.append(f"  [{face.name}]")
        if not cf.abilities:
            lines.append("    (no abilities)")
        r = Renderer(_self_name(face), attached="equipped" if "Equipment" in face.subtypes else "enchanted")
        for i, ab in enumerate(cf.abilities, 1):
            bad = any(isinstance(n, (Unsupported, Unparsed)) for n in ab.walk())
            eng = missing(ab) if missing is not None else []
            flag = "!! " if bad or eng else ""
            lines.append(f"  {flag}{i}. {r.ability(ab)}")
            for ln in tree_lines(ab, missing=missing):
                lines.append("       " + ln)
            for m in eng:
                if not m.startswith("unsupported"):
                    lines.append(f"       !! engine: {m}")
    return "\n".join(lines)
