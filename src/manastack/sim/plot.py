"""A picture of a match (``manastack simulate --plot FILE.png``): each deck's win rate overall, on the
play and on the draw with its 95% Wilson interval, and the distribution of game lengths in turns.
Needs matplotlib (the ``plot`` extra); drawn off-screen (Agg), nothing opens a window."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from ..core.errors import ManastackError
from .runner import MatchReport


class PlotUnavailableError(ManastackError):
    """matplotlib is not installed (``pip install 'manastack[plot]'``), or the picture can't be written."""


def require_matplotlib():
    """The ``matplotlib.pyplot`` module on the Agg backend, or :class:`PlotUnavailableError`."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PlotUnavailableError("--plot needs matplotlib: pip install 'manastack[plot]'") from None
    return plt


def rate_rows(report: MatchReport) -> list[tuple[str, str, float, float, float, int]]:
    """``(deck, split, rate, low, high, games)`` for each deck overall, on the play and on the draw."""
    s = report.spec
    rows = []
    for side, name in (("A", s.name_a), ("B", s.name_b)):
        for label, on_play in (("all games", None), ("on the play", True), ("on the draw", False)):
            r = report.rate(side, on_play)
            lo, hi = r.ci
            rows.append((name, label, r.rate, lo, hi, r.games))
    return rows


def length_counts(report: MatchReport) -> dict[int, int]:
    """Finished games by their length in turns."""
    return dict(sorted(Counter(g.turns for g in report.finished).items()))


def plot_report(report: MatchReport, path: str | Path) -> Path:
    """Draw the report into ``path`` (PNG, or any format matplotlib knows by the suffix)."""
    plt = require_matplotlib()
    s = report.spec
    rows = rate_rows(report)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 5), gridspec_kw={"width_ratios": [3, 2]})
    fig.suptitle(f"{s.name_a} ({s.agent_a}) vs {s.name_b} ({s.agent_b}): {len(report.finished)} games, "
                 f"seeds {s.base_seed}..{s.base_seed + len(report.games) - 1}")
    colours = {s.name_a: "tab:blue", s.name_b: "tab:orange"}
    labels = []
    for i, (name, split, rate, lo, hi, n) in enumerate(rows):
        y = len(rows) - 1 - i
        ax1.errorbar([100 * rate], [y], xerr=[[100 * (rate - lo)], [100 * (hi - rate)]], fmt="o", capsize=5,
                     color=colours.get(name, "tab:gray"), markersize=8 if split == "all games" else 6)
        ax1.annotate(f"{100 * rate:.1f}%  [{100 * lo:.1f}, {100 * hi:.1f}]  n={n}", (100 * hi, y),
                     xytext=(6, -3), textcoords="offset points", fontsize=8)
        labels.append((y, f"{name}\n{split}" if split == "all games" else split))
    ax1.axvline(50, color="gray", linestyle=":", linewidth=1)
    ax1.set_yticks([y for y, _ in labels], [t for _, t in labels])
    ax1.set_xlim(0, 130)
    ax1.set_xticks(range(0, 101, 10))
    ax1.set_xlabel("win rate, % (bars: 95% Wilson interval)")
    ax1.set_title("Win rates: all games, on the play, on the draw")
    ax1.grid(axis="x", alpha=0.3)
    lengths = length_counts(report)
    if lengths:
        ax2.bar(list(lengths), list(lengths.values()), color="tab:green", width=0.8)
        ax2.axvline(report.average_turns(), color="black", linestyle="--", linewidth=1,
                    label=f"mean {report.average_turns():.1f} turns")
        ax2.legend()
    ax2.set_xlabel("game length (turns)")
    ax2.set_ylabel("games")
    ax2.set_title(f"Game lengths (draws: {report.draws()}, failed: {len(report.errors)})")
    ax2.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    p = Path(path)
    try:
        fig.savefig(p, dpi=100)
    except (OSError, ValueError) as e:
        raise PlotUnavailableError(f"{p}: cannot write the plot: {e}") from None
    finally:
        plt.close(fig)
    return p
