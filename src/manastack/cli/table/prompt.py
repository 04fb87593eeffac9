"""Reading a line at the table: prompt_toolkit (line editing, history, completion of commands and card
names) when both ends are a terminal and it is installed (extra ``play``), plain ``input()`` otherwise,
so pipes and scripted tests work unchanged."""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterable

try:  # optional: extra "play"
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import Completer, Completion
    from prompt_toolkit.history import FileHistory, InMemoryHistory
except ImportError:  # pragma: no cover - exercised only without the extra
    PromptSession = None  # type: ignore[assignment,misc]
    Completer = object  # type: ignore[assignment,misc]


def complete_phrase(before: str, phrases: Iterable[str]) -> list[tuple[str, int]]:
    """Completions of the text before the cursor: (phrase, -length of the part it replaces) for every
    phrase that the end of ``before`` (from a word boundary) starts, case-insensitively. Phrases may be
    several words ("Grizzly Bears"), so ``show gri`` completes to ``show Grizzly Bears``."""
    out: list[tuple[str, int]] = []
    seen = set()
    low = before.lower()
    starts = [0] + [i + 1 for i, ch in enumerate(before) if ch == " "]
    for s in starts:
        frag = low[s:]
        if not frag:
            continue
        for p in phrases:
            if p.lower().startswith(frag) and p.lower() != frag and p not in seen:
                seen.add(p)
                out.append((p, -(len(before) - s)))
    return out


class TableCompleter(Completer):  # type: ignore[misc,valid-type]
    """Completes commands and the names the table currently knows (cards in view, players)."""

    def __init__(self, words: Callable[[], Iterable[str]]):
        self.words = words

    def get_completions(self, document, complete_event):  # noqa: ANN001 - prompt_toolkit's interface
        for phrase, start in complete_phrase(document.text_before_cursor, list(self.words())):
            yield Completion(phrase, start_position=start)


def make_input(words: Callable[[], Iterable[str]], history_file: str | None = None,
               force_plain: bool = False) -> Callable[[str], str]:
    """An input function for the table."""
    if force_plain or PromptSession is None or not (sys.stdin.isatty() and sys.stdout.isatty()):
        return input
    history = InMemoryHistory()
    if history_file:
        try:
            history = FileHistory(history_file)
        except OSError:
            history = InMemoryHistory()
    session = PromptSession(history=history, completer=TableCompleter(words), complete_while_typing=False)

    def read(prompt: str) -> str:
        try:
            return session.prompt(prompt)
        except KeyboardInterrupt:
            return ""

    return read
