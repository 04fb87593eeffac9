"""701.41a Support N: on a permanent "Put a +1/+1 counter on each of up to N other target creatures"; on an
instant or sorcery "... on each of up to N target creatures"."""
from manastack.testing import Scenario


def test_701_41a_support_on_a_permanent_targets_up_to_n_other_creatures():
    s = Scenario.full()
    s.hand(0, "Aerie Auxiliary")  # Flying; When this creature enters, support 2.
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(1, "Llanowar Elves")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Aerie Auxiliary")
    g.pass_until_resolved()
    assert g.decision.kind == "target"
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert g.find("Aerie Auxiliary") not in targets  # "other" target creatures
    g.choose(a)
    g.choose(b)
    g.pass_until_resolved()
    g.expect_pt(a, 3, 3)
    g.expect_pt(b, 2, 2)  # any creature, an opponent's too
    g.expect_pt(g.find("Aerie Auxiliary"), 3, 3)  # (printed 3/3; no counter on itself)


def test_701_41a_support_on_a_sorcery_puts_counters_then_draws():
    s = Scenario.full()
    s.hand(0, "Shoulder to Shoulder")  # Support 2. Draw a card.
    a = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Shoulder to Shoulder", targets=[a])
    g.pass_until_resolved()
    g.expect_pt(a, 3, 3)
    assert len(g.zone(0, "hand")) == 1
