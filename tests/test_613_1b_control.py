"""Control and ownership: control-changing effects (layer 2, 613.1b) with durations, control
reverting, summoning sickness of newly controlled permanents (302.6), leaving combat (506.4)."""
from cardkit import real, scenario, seize

from manastack.core.types import Step


def attackers_offered(g) -> set[int]:
    """The creatures the active player may declare as attackers (none: no declaration is asked)."""
    g.pass_until("declare attackers")
    d = g.decision
    if d.kind != "attackers":
        return set()
    return {o[1] for o in d.options if o[0] == "attack"}


def test_613_1b_act_of_treason_control_reverts_at_end_of_turn():
    """Act of Treason: gain control until end of turn, untap, haste. The creature can attack for its new
    controller; in the cleanup step the effect ends and its owner controls it again."""
    s = scenario()
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    s.hand(0, "Act of Treason")
    s.lands(0, "Mountain", 3)
    g = s.start()
    g.cast("Act of Treason", target=giant).pass_until_resolved()
    v = g.obj(giant)
    assert v.controller == 0 and not v.tapped and "Haste" in v.keywords
    assert g.find(giant) in attackers_offered(g)
    g.pass_until("upkeep", turn=2)
    assert g.obj(giant).controller == 1 and g.obj(giant).owner == 1


def test_302_6_a_stolen_creature_without_haste_cannot_attack_this_turn():
    """302.6: a creature that came under its controller's control this turn can't attack; on its new
    controller's next turn it can."""
    s = scenario(seize("permanent"))
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Seize")
    g = s.start()
    g.cast("Test Seize", target=giant).pass_until_resolved()
    assert g.obj(giant).controller == 0
    offered = attackers_offered(g)
    assert g.find(bears) in offered and g.find(giant) not in offered
    g.pass_until("main1", turn=3)
    assert g.find(giant) in attackers_offered(g)


def test_613_1b_static_control_reverts_when_the_aura_leaves_and_302_6_applies(full_db):
    """Control Magic ("You control enchanted creature") controls the creature while attached (layer 2).
    Destroyed during the owner's turn, control reverts at once, and the owner can't attack with it this
    turn: it hasn't been under their control since the turn began (302.6)."""
    s = scenario(real(full_db, "Control Magic"), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Control Magic", attached_to=giant)
    s.hand(1, "Naturalize")
    s.lands(1, "Forest", 2)
    g = s.start("main1", active=1)
    assert g.obj(giant).controller == 0
    g.cast("Naturalize", target="Control Magic").pass_until_resolved()
    assert g.obj(giant).controller == 1
    offered = attackers_offered(g)
    assert g.find(bears) in offered and g.find(giant) not in offered


def test_302_6_control_magic_cast_on_a_creature_makes_it_sick_for_the_new_controller(full_db):
    """Control Magic resolving gives its controller a creature that can't attack this turn (302.6)."""
    s = scenario(real(full_db, "Control Magic"), db=full_db)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Control Magic")
    s.lands(0, "Island", 4)
    g = s.start()
    g.cast("Control Magic", target=giant).pass_until_resolved()
    assert g.obj(giant).controller == 0
    offered = attackers_offered(g)
    assert g.find(bears) in offered and g.find(giant) not in offered


def test_613_7_later_control_effect_wins_and_the_earlier_resumes():
    """Two control effects on one creature: the later one applies last in layer 2; when it ends, the
    earlier one (still in force) decides again."""
    s = scenario(seize("permanent", "Test Keep"), seize("end_of_turn"))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Test Keep")
    s.hand(0, "Test Seize")
    g = s.start("main1", active=1)
    g.cast("Test Keep", target=bears).pass_until_resolved()
    assert g.obj(bears).controller == 1
    g.pass_priority()
    g.cast("Test Seize", target=bears).pass_until_resolved()
    assert g.obj(bears).controller == 0
    g.pass_until("upkeep", turn=2)
    assert g.obj(bears).controller == 1


def test_506_4_creature_that_changes_control_leaves_combat():
    """506.4: an attacking creature stolen during combat is removed from combat and deals no damage."""
    s = scenario(seize("permanent"))
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Test Seize")
    g = s.start("main1")
    g.attack(giant)
    assert g.state.step == Step.DECLARE_ATTACKERS
    g.pass_priority()
    g.cast("Test Seize", target=giant).pass_until_resolved()
    assert g.find(giant) not in g.state.combat["attackers"]
    g.pass_until("main2")
    g.expect_life(1, 20)


def test_108_3_owner_never_changes():
    """108.3 / 110.2: control changes, ownership doesn't; a stolen card goes to its owner's graveyard."""
    s = scenario(seize("permanent"))
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Seize", "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start()
    g.cast("Test Seize", target=bears).pass_until_resolved()
    assert (g.obj(bears).controller, g.obj(bears).owner) == (0, 1)
    g.cast("Lightning Bolt", target=bears).pass_until_resolved()
    assert g.zone(1, "graveyard") == ["Grizzly Bears"]
