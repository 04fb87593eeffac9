"""Fuzzing: random decks, random legal actions, invariants checked after every ``apply``."""
from .runner import FuzzFailure, FuzzReport, check_invariants, fuzz_game, random_deck, run_fuzz, supported_cards

__all__ = ["fuzz_game", "run_fuzz", "random_deck", "check_invariants", "supported_cards", "FuzzFailure", "FuzzReport"]
