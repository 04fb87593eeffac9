"""Card data: faces, loaders, the card database, the built-in starter pool."""
from .database import CardDatabase, starter_database
from .face import Card, CardFace

__all__ = ["Card", "CardDatabase", "CardFace", "starter_database"]
