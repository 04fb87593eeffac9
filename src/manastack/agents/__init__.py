"""Computer players. Every agent answers a Decision for the player it plays (``choose(game, player)``)."""
from .base import Agent, RandomAgent, play_game
from .heuristic import HeuristicAgent
from .knowledge import determinize
from .registry import AgentSpecError, make_agent
from .search import SearchAgent

__all__ = ["Agent", "RandomAgent", "HeuristicAgent", "SearchAgent", "play_game", "make_agent", "determinize",
           "AgentSpecError"]
