"""manastack: a Magic: The Gathering rules engine for Python."""
__version__ = "0.1.0"
