"""Colors (CR 105) as bit masks: W=1 U=2 B=4 R=8 G=16, in WUBRG order."""
from __future__ import annotations

W, U, B, R, G = 1, 2, 4, 8, 16
ALL_COLORS = 31
COLOR_LETTERS = "WUBRG"
LETTER_BIT = {"W": W, "U": U, "B": B, "R": R, "G": G}
COLOR_NAMES = {W: "white", U: "blue", B: "black", R: "red", G: "green"}
NAME_BIT = {v: k for k, v in COLOR_NAMES.items()}


def mask_from_letters(letters) -> int:
    """Mask from an iterable of color letters such as ``["R", "G"]`` or ``"RG"``."""
    m = 0
    for ch in letters:
        m |= LETTER_BIT[ch]
    return m


def letters(mask: int) -> str:
    """Color letters in WUBRG order for a mask (``""`` for colorless)."""
    return "".join(c for c in COLOR_LETTERS if mask & LETTER_BIT[c])


def names(mask: int) -> list[str]:
    return [COLOR_NAMES[b] for b in (W, U, B, R, G) if mask & b]


def count(mask: int) -> int:
    return bin(mask & ALL_COLORS).count("1")
