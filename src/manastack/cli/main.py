"""The ``manastack`` command."""
from __future__ import annotations

import argparse
import importlib
import sys
from ..core.errors import ManastackError

# Sub-command modules; each defines ``add_parser(subparsers)`` which registers its commands and sets
# ``func`` on the parser it adds. Missing modules are skipped so the command works as parts land.
SUBCOMMAND_MODULES = ("demo", "cards", "coverage", "deck", "play", "simulate", "replay", "fuzz", "serve")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="manastack", description="A Magic: The Gathering rules engine.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            mod = importlib.import_module(f"manastack.cli.{name}")
        except ModuleNotFoundError as e:
            if e.name == f"manastack.cli.{name}":
                continue
            raise
        mod.add_parser(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except ManastackError as e:
        print(f"manastack: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # files being written are cleaned up by their writers (core.files)
        print("manastack: interrupted", file=sys.stderr)
        return 130
    except OSError as e:  # the machine refused something (a full disk, a closed pipe): say what, no traceback
        where = f"{e.filename}: " if getattr(e, "filename", None) else ""
        print(f"manastack: error: {where}{e.strerror or e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
