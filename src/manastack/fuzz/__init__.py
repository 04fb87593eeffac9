"""Fuzzing: random decks, random legal actions, invariants checked after every ``apply``."""
from .runner import (EventLedger, FuzzFailure, FuzzLogError, FuzzReport, check_invariants, fuzz_game, random_deck, read_log,
                     run_fuzz, supported_cards, tally_log)

__all__ = ["fuzz_game", "run_fuzz", "random_deck", "check_invariants", "supported_cards", "FuzzFailure",
           "FuzzReport", "FuzzLogError", "read_log", "tally_log",
           "EventLedger"]
