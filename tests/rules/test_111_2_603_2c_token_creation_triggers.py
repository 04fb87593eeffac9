"""111.2: a token is created under the control of the player who created it. 603.2: "Whenever you create a token"
triggers once for each token; 603.2c: "Whenever you create one or more creature tokens" triggers once for the tokens
one instruction creates together."""
from __future__ import annotations

from manastack.engine.carddef import CardPool
from manastack.testing import Scenario


def test_603_2c_staff_of_the_storyteller_gets_one_counter_for_two_tokens_at_once():
    """Raise the Alarm creates two Soldier tokens at once: Staff of the Storyteller gets one story counter."""
    s = Scenario.full()
    staff = s.battlefield(0, "Staff of the Storyteller")
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    mark = g.mark()
    g.pass_until_resolved()
    while g.stack:
        g.pass_until_resolved()
    assert g.obj(staff).counters == {"story": 1}
    assert sum(1 for e in g.events_since(mark) if "Staff of the Storyteller" in str(e) and "stack" in str(e)) == 1


def test_603_2_staff_of_the_storyteller_counts_its_own_spirit():
    """Its enters ability creates a Spirit token: that's one more creature token, one story counter."""
    s = Scenario.full()
    s.hand(0, "Staff of the Storyteller")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Staff of the Storyteller")
    g.pass_until_resolved()
    while g.stack:
        g.pass_until_resolved()
    assert g.obj("Staff of the Storyteller").counters == {"story": 1}


def test_603_2_rosie_cotton_triggers_once_per_token():
    """Rosie Cotton of South Lane: "Whenever you create a token, put a +1/+1 counter on target creature you control
    other than Rosie Cotton." Raise the Alarm's two tokens trigger it twice."""
    s = Scenario.full()
    s.battlefield(0, "Rosie Cotton of South Lane")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    g.pass_priority(2)
    while g.decision is not None and g.decision.kind != "priority":
        if g.decision.kind == "trigger_order":
            g.answer(g.decision.options[0])
        else:
            g.choose(bears)
    assert len(g.stack) == 2
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert g.obj(bears).counters == {"+1/+1": 2}


def test_111_2_an_opponents_token_doesnt_trigger_you_create():
    s = Scenario.full()
    staff = s.battlefield(0, "Staff of the Storyteller")
    s.hand(1, "Raise the Alarm")
    s.lands(1, "Plains", 2)
    g = s.start("main1", active=1)
    g.cast("Raise the Alarm")
    g.pass_until_resolved()
    assert g.stack == []
    assert not g.obj(staff).counters


def test_token_creation_trigger_cards_are_supported(full_db):
    for name in ("Rosie Cotton of South Lane", "Staff of the Storyteller", "Voldaren Bloodcaster // Bloodbat Summoner"):
        d = CardPool(full_db).get(name)
        assert d.supported, (name, d.missing)
