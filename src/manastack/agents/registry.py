"""Agents by name, for the command line and for simulations: ``"random"``, ``"heuristic"``,
``"search"``, with parameters after a colon: ``"search:iterations=40,nodes=800,time=2"``."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import ManastackError
from .base import Agent, RandomAgent
from .heuristic import HeuristicAgent
from .search import SearchAgent


class AgentSpecError(ManastackError, ValueError):
    """An agent name or parameter that does not exist."""


def _search(seed: int, **kw: Any) -> Agent:
    names = {"time": "time_budget", "nodes": "max_nodes", "iterations": "max_iterations",
             "horizon": "horizon_turns", "margin": "margin", "exploration": "exploration"}
    args: dict[str, Any] = {}
    for k, v in kw.items():
        if k not in names:
            raise AgentSpecError(f"search agent has no parameter {k!r}; use {', '.join(sorted(names))}")
        if k == "time":
            args[names[k]] = None if v in ("none", "0") else float(v)
        elif k in ("margin", "exploration"):
            args[names[k]] = float(v)
        else:
            args[names[k]] = None if v == "none" else int(v)
    return SearchAgent(seed=seed, **args)


def _heuristic(seed: int, **kw: Any) -> Agent:
    if set(kw) - {"aggression"}:
        raise AgentSpecError(f"heuristic agent has no parameter(s) {sorted(set(kw) - {'aggression'})}")
    return HeuristicAgent(seed=seed, **{k: float(v) for k, v in kw.items()})


def _random(seed: int, **kw: Any) -> Agent:
    if kw:
        raise AgentSpecError("random agent takes no parameters")
    return RandomAgent(seed=seed)


AGENTS: dict[str, Callable[..., Agent]] = {"random": _random, "heuristic": _heuristic, "search": _search}


def make_agent(spec: str, seed: int = 0) -> Agent:
    """An agent from a spec like ``"heuristic"`` or ``"search:iterations=40"``."""
    name, _, params = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in AGENTS:
        raise AgentSpecError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}")
    kw: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in params.split(","))):
        k, eq, v = part.partition("=")
        if not eq:
            raise AgentSpecError(f"agent parameter {part!r} should look like name=value")
        kw[k.strip()] = v.strip()
    try:
        return AGENTS[name](seed, **kw)
    except (TypeError, ValueError) as e:
        if isinstance(e, AgentSpecError):
            raise
        raise AgentSpecError(f"bad parameters for agent {name!r}: {e}") from None
