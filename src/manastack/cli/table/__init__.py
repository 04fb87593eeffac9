"""The terminal table of ``manastack play``: the session loop, labels, input parsing, the log and the
prompt. ``cli/play.py`` parses the arguments, loads the decks and hands the game to
:class:`PlaySession`."""
from __future__ import annotations

from .english import fix_text, plain_verb, possessive, verb, win_line
from .labels import Board
from .prompt import make_input
from .session import HELP, PlaySession, Screen, render_view

__all__ = ["HELP", "Board", "PlaySession", "Screen", "fix_text", "make_input", "plain_verb", "possessive", "render_view",
           "verb", "win_line"]
