"""509.1c: "All creatures able to block [this creature] do so" -- a blocking requirement for every creature able
to block it, with a real card."""
from __future__ import annotations

import pytest

from manastack.core.errors import ScenarioError
from manastack.testing import Scenario


def _unicorn_attacks():
    s = Scenario.full()
    s.battlefield(0, "Prized Unicorn")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Llanowar Elves", tapped=True)  # not able to block
    g = s.start("main1")
    g.attack("Prized Unicorn")
    g.pass_until("declare blockers")
    assert g.decision.kind == "blockers"
    return g


def test_509_1c_no_blocks_refused_when_creatures_must_block_the_lure():
    """509.1c: with Prized Unicorn attacking, declaring no blockers disobeys two requirements: refused."""
    g = _unicorn_attacks()
    with pytest.raises(ScenarioError):
        g.answer(("done",))


def test_509_1c_every_able_creature_blocks_the_lure():
    """509.1c: one blocker obeys only one of the two requirements (refused); both untapped creatures blocking is
    legal; the tapped Llanowar Elves isn't required to (it can't block)."""
    g = _unicorn_attacks()
    uni, bears, giant = g.find("Prized Unicorn"), g.find("Grizzly Bears"), g.find("Hill Giant")
    g.answer(("block", bears, uni))
    with pytest.raises(ScenarioError):
        g.answer(("done",))
    g.answer(("block", giant, uni))
    g.answer(("done",))
    assert set(g.state.combat["blocked_by"][uni]) == {bears, giant}


def test_509_1c_lure_card_is_supported(supported):
    supported("Prized Unicorn", "Taunting Elf")
