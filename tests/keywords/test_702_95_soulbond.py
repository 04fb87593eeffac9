"""Soulbond (702.95): the two pairing triggers, the pair, and abilities of paired creatures."""
from manastack.core.types import Zone
from manastack.testing import Scenario

WOLFIR = "Wolfir Silverheart"  # soulbond; paired: each of those creatures gets +4/+4
PALADIN = "Silverblade Paladin"  # soulbond; paired: both creatures have double strike
BEARS = "Grizzly Bears"


def _wolfir_paired_with_bears():
    s = Scenario.full()
    s.hand(0, WOLFIR)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()  # Wolfir resolves; its soulbond trigger asks
    assert g.decision.kind == "choose_cards"
    g.choose(g.find(bears))
    g.pass_until_resolved()
    return s, g, bears


def test_702_95a_entering_soulbond_creature_may_pair_with_another_unpaired_creature():
    _, g, bears = _wolfir_paired_with_bears()
    g.expect_pt(WOLFIR, 8, 8)
    g.expect_pt(bears, 6, 6)


def test_702_95a_creature_entering_later_may_pair_with_unpaired_soulbond_creature():
    s = Scenario.full()
    s.battlefield(0, WOLFIR)
    bears = s.hand(0, BEARS)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast(BEARS)
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_pt(bears, 6, 6)
    g.expect_pt(WOLFIR, 8, 8)


def test_702_95a_no_trigger_without_another_unpaired_creature_you_control():
    """The intervening "if" (603.4): alone on its side, Wolfir's ability doesn't trigger (the opponent's creature
    doesn't count: "another creature you control")."""
    s = Scenario.full()
    s.hand(0, WOLFIR)
    s.battlefield(1, BEARS)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack
    g.expect_pt(WOLFIR, 4, 4)


def test_702_95a_pairing_is_optional():
    s = Scenario.full()
    s.hand(0, WOLFIR)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(("no",))
    g.pass_until_resolved()
    g.expect_pt(WOLFIR, 4, 4)
    g.expect_pt(bears, 2, 2)


def test_702_95d_a_paired_creature_cant_be_paired_again():
    """702.95d: with Wolfir paired with the Bears, a second soulbond creature entering finds no unpaired creature
    you control: neither its ability nor Wolfir's triggers (Wolfir isn't unpaired)."""
    s = Scenario.full()
    s.hand(0, WOLFIR, PALADIN)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Forest", 5)
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(g.find(bears))
    g.pass_until_resolved()
    g.cast(PALADIN)
    g.pass_until_resolved()
    assert g.decision.kind == "priority" and not g.stack
    assert "Double Strike" not in g.obj(bears).keywords
    assert "Double Strike" not in g.obj(PALADIN).keywords
    g.expect_pt(bears, 6, 6)


def test_702_95c_no_pair_if_the_soulbond_creature_left_before_resolution():
    s = Scenario.full()
    s.hand(0, PALADIN)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Plains", 3)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast(PALADIN)
    g.pass_priority(2)  # Paladin resolves
    assert g.stack  # the soulbond trigger is waiting
    g.pass_priority()
    g.cast("Lightning Bolt", target=g.find(PALADIN))
    g.pass_until_resolved()
    g.expect_zone(PALADIN, "graveyard")
    assert "Double Strike" not in g.obj(bears).keywords


def test_702_95e_pair_ends_when_a_creature_leaves_and_the_bonus_goes_with_it():
    """Druid's Familiar ruling: a creature that becomes unpaired loses the bonus at once; damage marked on it that
    is now lethal destroys it (704.5g)."""
    s = Scenario.full()
    s.hand(0, WOLFIR)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Forest", 5)
    s.hand(1, "Lightning Bolt", "Unsummon")
    s.lands(1, "Mountain", 1)
    s.lands(1, "Island", 1)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(g.find(bears))
    g.pass_until_resolved()
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 6, 6)
    g.expect_zone(bears, "battlefield")
    g.pass_priority()
    g.cast("Unsummon", target=g.find(WOLFIR))
    g.pass_until_resolved()
    g.expect_zone(WOLFIR, "hand")
    g.expect_zone(bears, "graveyard")


def test_702_95e_pair_ends_when_another_player_gains_control_of_either():
    s = Scenario.full()
    s.hand(0, WOLFIR)
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Forest", 5)
    s.hand(1, "Act of Treason")
    s.lands(1, "Mountain", 3)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(g.find(bears))
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    g.cast("Act of Treason", target=bears)
    g.pass_until_resolved()
    assert g.obj(bears).controller == 1
    g.expect_pt(bears, 2, 2)
    g.expect_pt(WOLFIR, 4, 4)


def test_702_95b_flowering_lumberknot_attacks_only_while_paired_with_a_creature_with_soulbond():
    import pytest
    from manastack.core.errors import ScenarioError

    s = Scenario.full()
    knot = s.battlefield(0, "Flowering Lumberknot")
    s.hand(0, WOLFIR)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    with pytest.raises(ScenarioError):
        g.attack(knot)  # unpaired: it can't attack
    s = Scenario.full()
    knot = s.battlefield(0, "Flowering Lumberknot")
    s.hand(0, WOLFIR)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(g.find(knot))
    g.pass_until_resolved()
    g.attack(knot)
    assert g.find(knot) in (g.state.combat or {}).get("attackers", {})
    g.expect_pt(knot, 9, 9)


def test_702_95e_deadeye_navigator_ruling_flickered_partner_unpairs_and_may_pair_again():
    """Deadeye Navigator's ruling: the creature exiled by the granted ability comes back as a new object, unpaired
    (702.95e); Deadeye's soulbond ability triggers as it enters and the pair can be made again."""
    s = Scenario.full()
    s.hand(0, "Deadeye Navigator")
    bears = s.battlefield(0, BEARS)
    s.lands(0, "Island", 8)
    g = s.start("main1")
    g.cast("Deadeye Navigator")
    g.pass_until_resolved()
    g.choose(g.find(bears))
    g.pass_until_resolved()
    view = g.game.view(0)
    b = [o for o in view["battlefield"] if o["id"] == g.find(bears)][0]
    assert b["paired_with"] == g.find("Deadeye Navigator")
    acts = [o for o in g.options() if o[0] == "activate" and o[1] == g.find(bears)]
    assert acts  # the granted "{1}{U}: Exile this creature, then return it ..."
    old = g.find(bears)
    g.activate(bears, index=0)
    g.pass_until_resolved()
    assert g.find(bears) != old  # a new object (400.7)
    assert g.decision.kind == "yes_no"  # Deadeye's second soulbond ability: pair it again?
    view = g.game.view(0)
    assert "paired_with" not in [o for o in view["battlefield"] if o["id"] == g.find(bears)][0]
    g.choose("yes")
    g.pass_until_resolved()
    view = g.game.view(0)
    assert [o for o in view["battlefield"] if o["id"] == g.find(bears)][0]["paired_with"] == g.find("Deadeye Navigator")


def test_702_95b_joint_assault_checks_the_pair_as_it_resolves():
    """Joint Assault: "Target creature gets +2/+2 until end of turn. If it's paired with a creature, that creature
    also gets +2/+2 until end of turn." -- the partner gets the bonus; an unpaired target gets it alone."""
    s = Scenario.full()
    s.hand(0, WOLFIR, "Joint Assault", "Joint Assault")
    bears = s.battlefield(0, BEARS)
    other = s.battlefield(0, "Llanowar Elves")
    s.lands(0, "Forest", 7)
    g = s.start("main1")
    g.cast(WOLFIR)
    g.pass_until_resolved()
    g.choose(g.find(bears))
    g.pass_until_resolved()
    g.cast("Joint Assault", target=bears)
    g.pass_until_resolved()
    g.expect_pt(bears, 8, 8)
    g.expect_pt(WOLFIR, 10, 10)
    g.cast("Joint Assault", target=other)
    g.pass_until_resolved()
    g.expect_pt(other, 3, 3)
    g.expect_pt(WOLFIR, 10, 10)
