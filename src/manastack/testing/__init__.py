"""The scenario toolkit: set up any game situation in a few lines, script it by description, and check
outcomes with readable failures. See docs/testing.md."""
from .scenario import Card, Scenario, ScenarioGame, shared_data_dir

__all__ = ["Scenario", "ScenarioGame", "Card", "shared_data_dir"]
