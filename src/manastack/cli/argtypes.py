"""Argument types for the command line: numbers checked when the arguments are read, so a bad value
stops the command with argparse's one-line message before anything runs."""
from __future__ import annotations

import argparse
from typing import Callable


def whole(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``least`` to ``most`` (no upper bound when None)."""

    def parse(text: str) -> int:
        try:
            k = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if k < least or (most is not None and k > most):
            span = f"from {least} to {most}" if most is not None else f"{least} or more"
            raise argparse.ArgumentTypeError(f"must be {span}, not {k}")
        return k

    parse.__name__ = "whole number"
    return parse
