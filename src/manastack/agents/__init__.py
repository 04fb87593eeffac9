"""Computer players. Every agent answers a Decision for the player it plays."""
from .base import Agent, RandomAgent, play_game
from .heuristic import HeuristicAgent

__all__ = ["Agent", "RandomAgent", "HeuristicAgent", "play_game"]
