"""Cards as text, laid out the way Oracle/Gatherer prints them: name and mana cost, type line (205),
rules text, then power/toughness, loyalty or defense; each face of a multi-face card in turn."""
from __future__ import annotations

import textwrap

from ..core.colors import COLOR_NAMES, LETTER_BIT
from .face import Card, CardFace, Ruling

#: Formats shown by :func:`format_card`, in this order.
SHOWN_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")

_LAYOUT_NAMES = {
    "split": "split card", "aftermath": "split card (aftermath)", "flip": "flip card",
    "transform": "double-faced card", "modal_dfc": "modal double-faced card", "meld": "meld card",
    "adventure": "adventurer card", "reversible_card": "reversible card", "prototype": "prototype card",
    "leveler": "leveler card", "saga": "Saga", "class": "Class", "case": "Case", "mutate": "mutate card",
    "host": "host card", "augment": "augment card", "prepare": "prepare card",
}


def _color_word(letter: str) -> str:
    return COLOR_NAMES[LETTER_BIT[letter]].capitalize()


def format_face(face: CardFace) -> list[str]:
    """The lines of one face."""
    head = face.name + (f" {face.mana_cost}" if face.mana_cost else "")
    lines = [head]
    if face.color_indicator:
        lines.append("Color indicator: " + ", ".join(_color_word(c) for c in face.color_indicator))
    if face.type_line:
        lines.append(face.type_line)
    if face.text:
        lines.extend(face.text.split("\n"))
    if face.power is not None or face.toughness is not None:
        lines.append(f"{face.power or '?'}/{face.toughness or '?'}")
    if face.loyalty is not None:
        lines.append(f"Loyalty: {face.loyalty}")
    if face.defense is not None:
        lines.append(f"Defense: {face.defense}")
    if face.hand_modifier is not None or face.life_modifier is not None:
        lines.append(f"Hand modifier: {face.hand_modifier or '+0'}, life modifier: {face.life_modifier or '+0'}")
    if face.attraction_lights:
        lines.append("Lights: " + " ".join(str(n) for n in face.attraction_lights))
    return lines


def format_card(card: Card, *, legalities: bool = True) -> str:
    """The whole card as text."""
    out: list[str] = []
    if len(card.faces) > 1 or card.missing_faces:
        kind = _LAYOUT_NAMES.get(card.layout, card.layout)
        out.append(f"{card.name}  ({kind})")
        for f in card.faces:
            out.append("")
            out.extend(format_face(f))
        for missing in card.missing_faces:
            out.append("")
            out.append(f"{missing}  (this face is missing from the card data)")
    else:
        out.extend(format_face(card.front))
        if card.layout not in ("normal",) and card.layout in _LAYOUT_NAMES:
            out.append(f"({_LAYOUT_NAMES[card.layout]})")
    if legalities:
        out.append("")
        out.append(format_legalities(card))
    return "\n".join(out)


def format_legalities(card: Card) -> str:
    if not card.legalities:
        return "Legality: unknown (the card data has none for this card)"
    groups: dict[str, list[str]] = {}
    for fmt in SHOWN_FORMATS:
        status = card.legality(fmt) or "Unknown (no entry in the card data)"
        groups.setdefault(status, []).append(fmt.capitalize())
    order = ("Legal", "Restricted", "Banned", "Not Legal", "Unknown (no entry in the card data)")
    parts = [f"{status}: {', '.join(groups[status])}" for status in order if status in groups]
    parts += [f"{s}: {', '.join(v)}" for s, v in groups.items() if s not in order]
    return "; ".join(parts)


def format_rulings(rulings: list[Ruling] | tuple[Ruling, ...], width: int = 100, indent: str = "") -> list[str]:
    """The official rulings, one paragraph each: ``YYYY-MM-DD  text`` wrapped under its date."""
    if not rulings:
        return [f"{indent}Rulings: none in the card data"]
    out = [f"{indent}Rulings ({len(rulings)}):"]
    pad = indent + " " * 12
    for r in rulings:
        out.extend(textwrap.wrap(r.text, width=max(width, 40), initial_indent=f"{indent}{r.date}  ",
                                 subsequent_indent=pad) or [f"{indent}{r.date}"])
    return out
