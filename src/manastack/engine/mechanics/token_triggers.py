"""Triggers on creating tokens (111.2, 603.2, 603.2c):

- ``creates_token`` ("Whenever you create a token", "Whenever you create a Blood token"): once for each token
  created that matches the subject; the player who created it is its controller as it's created (111.2), which
  ``whose`` names.
- ``creates_tokens`` ("Whenever you create one or more creature tokens"): once for the tokens one instruction
  creates together, if any of them matches (603.2c: one event, however many tokens) -- matched on the first
  matching token of the batch (``events.create_tokens`` marks each creation event with its batch).
"""
from __future__ import annotations

from ..triggers import matcher, subject_ok, whose_ok


def _created(ev) -> bool:
    return ev["kind"] == "zone" and ev.get("cause") == "create" and ev.get("new") is not None


@matcher("creates_token")
def _m_creates_token(env, trig, ev):
    """111.2, 603.2: a token was created by the player ``whose`` names, matching the subject."""
    return (_created(ev) and whose_ok(trig.whose, env.controller, ev.get("controller"))
            and subject_ok(env, trig.subject, ev["new"], None))


@matcher("creates_tokens")
def _m_creates_tokens(env, trig, ev):
    """603.2c: one or more matching tokens were created at once: only the first matching one of the batch counts."""
    if not _created(ev) or not whose_ok(trig.whose, env.controller, ev.get("controller")):
        return False
    if not subject_ok(env, trig.subject, ev["new"], None):
        return False
    for other in ev.get("batch", ()):
        if other == ev["new"]:
            return True
        if other in env.state.objects and subject_ok(env, trig.subject, other, None):
            return False  # an earlier token of the same batch matched: the trigger is already counted
    return True
