"""Decklists (Arena, MTGO .dek/.txt, plain text) and format legality."""
from ..core.errors import DecklistError
from .decklist import (
                       DeckEntry,
                       Decklist,
                       UnknownDeckCardError,
                       format_decklist,
                       load_decklist,
                       parse_decklist,
)
from .legality import FORMATS, UnknownFormatError, can_be_commander, check_deck, copy_limit, partners_ok

__all__ = [
                       "FORMATS",
                       "DeckEntry",
                       "Decklist",
                       "DecklistError",
                       "UnknownDeckCardError",
                       "UnknownFormatError",
                       "can_be_commander",
                       "check_deck",
                       "copy_limit",
                       "format_decklist",
                       "load_decklist",
                       "parse_decklist",
                       "partners_ok",
]
