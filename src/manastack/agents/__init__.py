"""Computer players. Every agent answers a Decision for the player it plays (``choose(game, player)``)."""
from .base import Agent, RandomAgent, play_game
from .heuristic import HeuristicAgent
from .knowledge import determinize
from .registry import AgentSpecError, make_agent
from .search import SearchAgent

__all__ = [
           "Agent",
           "AgentSpecError",
           "HeuristicAgent",
           "RandomAgent",
           "SearchAgent",
           "determinize",
           "make_agent",
           "play_game",
]
