"""Card data: faces, loaders, the card database, the built-in starter pool, the database lookup."""
from .database import CardDatabase, starter_database
from .face import Card, CardFace, can_be_commander
from .lookup import CardDatabaseNotFoundError, DatabaseSource, card_database, default_database, find_database

__all__ = ["Card", "CardDatabase", "CardDatabaseNotFoundError", "CardFace", "DatabaseSource", "can_be_commander",
           "card_database", "default_database", "find_database", "starter_database"]
