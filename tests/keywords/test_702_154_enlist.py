"""702.154 Enlist (engine/mechanics/enlist.py): an optional cost to attack chosen as attackers are declared
(508.1g-h), and its linked "when you do" triggered ability -- with real cards."""
from manastack.testing import Scenario


def _enlist_opts(g):
    return [o for o in g.decision.options if o[0] == "enlist"]


def _declare(g, *attackers):
    g.pass_until("declare attackers")
    for a in attackers:
        g.answer(("attack", g.find(a), -2))


def test_702_154a_enlist_taps_a_creature_and_adds_its_power():
    s = Scenario.full()
    cav = s.battlefield(0, "Argivian Cavalier")  # 2/2 enlist
    giant = s.battlefield(0, "Hill Giant")  # 3/3
    g = s.start("main1")
    _declare(g, cav)
    assert _enlist_opts(g) == [("enlist", g.find(cav), g.find(giant))]
    g.answer(("enlist", g.find(cav), g.find(giant)))
    g.answer(("done",))
    assert g.obj(giant).tapped  # 508.1h: the cost is paid
    assert g.find(giant) not in g.state.combat["attackers"]
    g.pass_until_resolved()
    g.expect_pt(cav, 5, 2)  # +X/+0, X = the tapped creature's power
    g.no_blocks()
    g.pass_until("combat damage")
    g.expect_life(1, 15)


def test_702_154a_enlist_needs_a_creature_without_summoning_sickness():
    s = Scenario.full()
    cav = s.battlefield(0, "Argivian Cavalier")
    s.battlefield(0, "Hill Giant", sick=True)
    s.battlefield(0, "Raging Goblin", sick=True)  # haste: may be enlisted
    g = s.start("main1")
    _declare(g, cav)
    assert _enlist_opts(g) == [("enlist", g.find(cav), g.find("Raging Goblin"))]


def test_702_154a_enlist_not_a_creature_you_chose_to_attack_with():
    s = Scenario.full()
    cav = s.battlefield(0, "Argivian Cavalier")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _declare(g, cav)
    g.answer(("enlist", g.find(cav), g.find(giant)))
    g.answer(("attack", g.find(giant), -2))  # choosing it to attack after all: it can't be enlisted too
    assert not g.state.combat.get("pending_enlist")
    assert _enlist_opts(g) == []
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_pt(cav, 2, 2)


def test_702_154c_a_creature_cannot_enlist_itself_and_enlist_is_optional():
    s = Scenario.full()
    cav = s.battlefield(0, "Argivian Cavalier")
    g = s.start("main1")
    _declare(g, cav)
    assert _enlist_opts(g) == []
    g.answer(("done",))
    g.pass_until_resolved()
    g.expect_pt(cav, 2, 2)


def test_702_154a_x_is_the_tapped_creatures_power_as_the_ability_resolves():
    """The tapped creature's power is read as the ability resolves: its last known power if it has left."""
    s = Scenario.full()
    cav = s.battlefield(0, "Argivian Cavalier")
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    _declare(g, cav)
    g.answer(("enlist", g.find(cav), g.find(giant)))
    g.answer(("done",))
    g.pass_priority()
    g.cast("Lightning Bolt", target=giant)
    g.pass_until_resolved()  # the Bolt
    g.expect_zone(giant, "graveyard")
    g.pass_until_resolved()  # the enlist trigger
    g.expect_pt(cav, 5, 2)


def test_702_154_enlist_cards_supported(supported):
    supported("Argivian Cavalier", "Coalition Warbrute", "Linebreaker Baloth")
