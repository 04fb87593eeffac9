"""702.153 Casualty N: "As an additional cost to cast this spell, you may sacrifice a creature with power N or
greater," and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets,
you may choose new targets for the copy.\""""
from manastack.testing import Scenario


def _setup(sac="Grizzly Bears"):
    s = Scenario.full()
    s.hand(0, "Light 'Em Up")  # Casualty 2; deals 2 damage to target creature or planeswalker
    mine = s.battlefield(0, sac)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Llanowar Elves")
    s.lands(0, "Mountain", 2)
    return s, mine, a, b


def test_702_153a_paid_casualty_sacrifices_and_copies_with_a_new_target():
    s, mine, a, b = _setup()
    g = s.start("main1")
    g.cast("Light 'Em Up", target=a, kicked=True)  # (kicked=True answers "pay the casualty cost?")
    while g.decision.kind in ("choose_cards", "pay"):  # the creature to sacrifice, then the mana (601.2h)
        g.answer(("auto",) if g.decision.kind == "pay" else
                 next(o for o in g.decision.options if o[0] != "cancel"))
    g.expect_zone(mine, "graveyard")
    g.pass_priority()  # both pass: the casualty trigger resolves
    g.pass_priority()
    assert g.decision.kind == "target"  # new target for the copy (707.10c)
    g.choose(b)
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "graveyard")


def test_702_153a_unpaid_casualty_no_copy():
    s, mine, a, b = _setup()
    g = s.start("main1")
    g.cast("Light 'Em Up", target=a, kicked=False)
    g.pass_until_resolved()
    g.expect_zone(mine, "battlefield")
    g.expect_zone(a, "graveyard")
    g.expect_zone(b, "battlefield")


def test_702_153a_casualty_needs_a_creature_with_enough_power():
    """Llanowar Elves (power 1) can't pay casualty 2: choosing to pay it makes the cast illegal, and it is undone
    (601.2h, 733.1)."""
    s, mine, a, b = _setup(sac="Llanowar Elves")
    g = s.start("main1")
    g.answer(("cast", g.find("Light 'Em Up"), "normal"))
    assert g.decision.kind == "yes_no"
    g.answer(("yes",))
    g.answer(("target", g.find(a)))
    assert g.decision.kind == "priority" and not g.stack
    assert g.zone(0, "hand") == ["Light 'Em Up"]
    g.expect_zone(mine, "battlefield")
