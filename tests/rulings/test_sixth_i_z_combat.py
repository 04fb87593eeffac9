"""Official rulings about combat of cards in the I–Z half of the sixth pass (issue #32): Mogg Flunkies, Mobile
Garrison, Prepare, Willing, Onward, Smite, Tangle Angler, Virtus the Veiled, Queen of Ice, Octopus Umbra, Well,
On Alert."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle


def _run(g, answer="yes", limit=80):
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


@ruling("Mogg Flunkies", "2017-03-14", "Although Mogg Flunkies can't attack alone")
@ruling("Mogg Flunkies", "2018-03-16", "Although Mogg Flunkies can't attack alone")
def test_mogg_flunkies_attack_and_block_beside_others_not_the_same_target_508_1c_509_1c():
    """508.1c, 509.1c: Mogg Flunkies attack the opponent while the Grizzly Bears attack the opponent's
    planeswalker; on defense, the Flunkies block one attacker and the Bears another."""
    s = Scenario.full()
    fl = s.battlefield(0, "Mogg Flunkies")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Jace Beleren", counters={"loyalty": 2})
    g = s.start("main1")
    g.attack(fl, (bears, "Jace Beleren"))
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 17)
    g.expect_zone("Jace Beleren", "graveyard")

    s = Scenario.full()
    fl = s.battlefield(1, "Mogg Flunkies")
    bears = s.battlefield(1, "Grizzly Bears")
    a1 = s.battlefield(0, "Hill Giant")
    a2 = s.battlefield(0, "Runeclaw Bear")
    g = s.start("main1")
    g.attack(a1, a2)
    g.block(a1, fl, (a2, bears))
    g.pass_until("end of combat")
    g.expect_life(1, 20)
    g.expect_zone(a1, "graveyard")


def _garrison(*extra):
    s = Scenario.full()
    s.battlefield(0, "Mobile Garrison")
    s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    for e in extra:
        e(s)
    g = s.start("main1")
    g.activate("Mobile Garrison")
    d = g.decision
    while d.kind != "priority":
        g.answer(next((o for o in d.options if len(o) > 1 and o[1] == g.find("Hill Giant")),
                      next((o for o in d.options if o[0] == "done"), d.options[0])))
        d = g.decision
    _run(g)
    assert "Creature" in g.obj("Mobile Garrison").types and g.obj("Hill Giant").tapped
    return g, bears


@ruling("Mobile Garrison", "2017-02-09", "All attackers are chosen at once")
def test_mobile_garrison_2017_02_09_all_attackers_are_chosen_at_once_508_1():
    """508.1: the Hill Giant tapped to crew is untapped by the Garrison's attack trigger, but the attack was
    already declared: it isn't attacking (3 damage from the Garrison only)."""
    g, bears = _garrison()
    g.attack("Mobile Garrison")
    d = g.decision
    while d.kind != "priority":
        g.answer(next((o for o in d.options if o == ("target", g.find("Hill Giant"))), d.options[0]))
        d = g.decision
    _run(g)
    assert not g.obj("Hill Giant").tapped
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 17)


@ruling("Mobile Garrison", "2017-02-09", "Untapping an attacking creature doesn't remove")
@ruling("Prepare", "2017-04-18", "Untapping an attacking creature doesn't remove")
def test_untapping_an_attacking_creature_keeps_it_attacking_506_4_508_1():
    """506.4: the attacking Grizzly Bears untapped (by Mobile Garrison's trigger; by Prepare) still attack and
    deal their damage."""
    g, bears = _garrison()
    g.attack("Mobile Garrison", bears)
    d = g.decision
    while d.kind != "priority":
        g.answer(next((o for o in d.options if o == ("target", g.find(bears))), d.options[0]))
        d = g.decision
    _run(g)
    assert not g.obj(bears).tapped
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 15)

    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Prepare // Fight")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.attack(bears)
    g.cast("Prepare // Fight", variant="face0", target=bears)
    _run(g)
    assert not g.obj(bears).tapped
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.expect_life(0, 24)


@ruling("Prepare", "2017-04-18", "multiple instances of lifelink on the")
@ruling("Willing", "2013-04-15", "Multiple instances of deathtouch or lifelink")
def test_multiple_lifelink_instances_are_redundant_702_15f_702_2f():
    """702.15f, 702.2f: Vampire Nighthawk (deathtouch, lifelink) given lifelink again by Prepare and both again by
    Willing deals 4 combat damage: I gain 4, not more."""
    s = Scenario.full()
    hawk = s.battlefield(0, "Vampire Nighthawk")
    s.hand(0, "Prepare // Fight", "Ready // Willing")
    s.lands(0, "Plains", 3)
    s.lands(0, "Swamp", 2)
    g = s.start("main1")
    g.cast("Prepare // Fight", variant="face0", target=hawk)
    _run(g)
    g.cast("Ready // Willing", variant="face1")
    _run(g)
    g.attack(hawk)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.expect_life(0, 24)


@ruling("Prepare", "2017-04-18", "Any damage dealt by a creature you control with lifelink")
def test_prepare_2017_04_18_any_damage_dealt_by_a_creature_702_15b():
    """702.15b: Prodigal Sorcerer with lifelink from Prepare pings the opponent: I gain 1."""
    s = Scenario.full()
    ps = s.battlefield(0, "Prodigal Sorcerer")
    s.hand(0, "Prepare // Fight")
    s.lands(0, "Plains", 2)
    g = s.start("main1")
    g.cast("Prepare // Fight", variant="face0", target=ps)
    _run(g)
    g.activate(ps, target=("player", 1))
    _run(g)
    g.expect_life(1, 19)
    g.expect_life(0, 21)


@ruling("Onward", "2017-04-18", "The value of X is determined only as Onward resolves")
def test_onward_2017_04_18_the_value_of_x_is_determined_608_2h():
    """608.2h: Onward on the Bears (power 2) gives +2/+0; a later Giant Growth doesn't change X: 7/5."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Onward // Victory", "Giant Growth")
    s.lands(0, "Mountain", 3)
    s.lands(0, "Forest", 1)
    g = s.start("main1")
    g.cast("Onward // Victory", variant="face0", target=bears)
    _run(g)
    g.expect_pt(bears, 4, 2)
    g.cast("Giant Growth", target=bears)
    _run(g)
    g.expect_pt(bears, 7, 5)


@ruling("Well", "2013-04-15", "Count the number of creatures you control")
def test_well_2013_04_15_count_the_number_of_creatures_you_608_2h():
    """608.2h: two creatures when Well is cast, one left when it resolves (the other Bolted in response): I gain
    2."""
    s = Scenario.full()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Alive // Well")
    s.lands(0, "Plains", 1)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.cast("Alive // Well", variant="face1")
    g.pass_priority()
    g.cast("Lightning Bolt", target="Grizzly Bears")
    _run(g)
    g.expect_life(0, 22)


@ruling("Smite", "2010-06-15", "A \"blocked creature\" is an attacking creature")
def test_smite_2010_06_15_a_blocked_creature_is_an_attacking_509_1h():
    """509.1h, 506.4: the Hill Giant was blocked by the Bears, which were then bounced: it is still a blocked
    creature, so Smite can destroy it."""
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Unsummon", "Smite")
    s.lands(0, "Island", 1)
    s.lands(0, "Plains", 1)
    g = s.start("main1", active=1)
    g.attack(giant)
    g.block(giant, bears)
    g.pass_priority()
    g.cast("Unsummon", target=bears)
    _run(g)
    g.pass_priority() if g.decision.player == 1 else None
    g.cast("Smite", target=giant)
    _run(g)
    g.expect_zone(giant, "graveyard")


@ruling("Tangle Angler", "2011-01-01", "Infect's effect applies to any damage")
def test_tangle_angler_2011_01_01_infects_effect_applies_to_any_damage_702_90b():
    """702.90b: fighting through Khalni Ambush, Tangle Angler's damage to the Hill Giant is -1/-1 counters."""
    s = Scenario.full()
    ta = s.battlefield(0, "Tangle Angler")
    s.battlefield(1, "Hill Giant")
    s.hand(0, "Khalni Ambush // Khalni Territory")
    s.lands(0, "Forest", 3)
    g = s.start("main1")
    g.cast("Khalni Ambush // Khalni Territory", targets=[ta, "Hill Giant"])
    _run(g)
    assert g.obj("Hill Giant").counters.get("-1/-1") == 1 and not g.obj("Hill Giant").damage, g.obj("Hill Giant")


def _angler(*theirs):
    s = Scenario.full()
    ta = s.battlefield(0, "Tangle Angler")
    s.lands(0, "Forest", 3)
    hs = [s.battlefield(1, n) if isinstance(n, str) else s.battlefield(1, n[0], **n[1]) for n in theirs]
    return s, ta, hs


@ruling("Tangle Angler", "2011-01-01", "You may activate Tangle Angler's second ability multiple times")
def test_tangle_angler_2011_01_01_you_may_activate_tangle_anglers_second_509_1c():
    """509.1c: activated for the Bears and for the Runeclaw Bear, both must block the Angler: a block with
    only one of them isn't accepted."""
    s, ta, (b1, b2) = _angler("Grizzly Bears", "Runeclaw Bear")
    g = s.start("main1")
    g.activate(ta, target=b1)
    _run(g)
    g.activate(ta, target=b2)
    _run(g)
    g.attack(ta)
    g.pass_until("declare blockers")
    d = g.decision
    assert d.kind == "blockers"
    g.answer(next(o for o in d.options if len(o) > 2 and o[1] == g.find(b1)))
    assert ("done",) not in g.decision.options, "the block with one of two required blockers can't be finished"
    g.answer(next(o for o in g.decision.options if len(o) > 2 and o[1] == g.find(b2)))
    g.answer(("done",))
    g.pass_until("end of combat")
    g.expect_zone(ta, "battlefield")


@ruling("Tangle Angler", "2011-01-01", "Activating Tangle Angler's second ability doesn't")
def test_tangle_angler_2011_01_01_activating_tangle_anglers_second_ability_doesnt_508_1d():
    """508.1d: the ability doesn't make the Angler attack; I attack with the Hill Giant only, and the targeted
    Bears may stay back (no block)."""
    s, ta, (b1,) = _angler("Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.activate(ta, target=b1)
    _run(g)
    g.attack("Hill Giant")
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 17)


@ruling("Tangle Angler", "2011-01-01", "Tapped creatures, creatures that can't block")
@ruling("Tangle Angler", "2011-01-01", "If you attack with Tangle Angler but a creature you targeted with")
def test_tangle_angler_block_requirement_does_nothing_if_it_cant_block_509_1c():
    """509.1c: the targeted Bears are tapped: no block is required; the targeted Runeclaw Bear can't block the
    Angler once it has flying (Arcane Flight): it may block nothing."""
    s, ta, (b1, b2) = _angler(("Grizzly Bears", {"tapped": True}), "Runeclaw Bear")
    s.hand(0, "Arcane Flight")
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.activate(ta, target=b1)
    _run(g)
    g.activate(ta, target=b2)
    _run(g)
    g.cast("Arcane Flight", target=ta)
    _run(g)
    g.attack(ta)
    g.no_blocks()
    g.pass_until("end of combat")
    assert g.poison(1) == 2   # Arcane Flight's +1/+1: 2 infect damage


@ruling("Virtus the Veiled", "2018-06-08", "Virtus's last ability triggers and resolves")
def test_virtus_the_veiled_2018_06_08_virtuss_last_ability_triggers_and_510_2_603_2():
    """510.2, 603.2: the opponent at 10 takes 1 combat damage (9), then loses half of 9 rounded up: 4 left."""
    s = Scenario.full()
    v = s.battlefield(0, "Virtus the Veiled")
    s.player(1, life=10)
    g = s.start("main1")
    g.attack(v)
    g.no_blocks()
    g.pass_until("end of combat")
    _run(g)
    g.expect_life(1, 4)


@ruling("Queen of Ice // Rage of Winter", "2019-10-04", "A creature dealt combat damage by Queen of Ice")
def test_queen_of_ice_rage_of_winter_2019_10_04_a_creature_dealt_combat_502_3():
    """502.3: the attacking Hill Giant (tapped) kills the blocking Queen of Ice, but was dealt her combat damage:
    it doesn't untap in its controller's next untap step."""
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant")
    q = s.battlefield(0, "Queen of Ice // Rage of Winter")
    g = s.start("main1", active=1)
    g.attack(giant)
    g.block(giant, q)
    _run(g)
    g.pass_until("end of combat")
    _run(g)
    g.expect_zone(q, "graveyard")
    g.pass_until("main1", turn=3)
    assert g.obj(giant).tapped, "still tapped after player 1's untap step"


@ruling("Queen of Ice // Rage of Winter", "2019-10-04", "Rage of Winter can target a creature")
def test_queen_of_ice_rage_of_winter_2019_10_04_rage_of_winter_can_502_3():
    """502.3: Rage of Winter on an already tapped Hill Giant: it doesn't untap during its controller's next untap
    step."""
    s = Scenario.full()
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    s.hand(0, "Queen of Ice // Rage of Winter")
    s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Queen of Ice // Rage of Winter", variant="face1", target=giant)
    _run(g)
    g.pass_until("main1", turn=2)
    assert g.obj(giant).tapped


@ruling("Silverflame Squire // On Alert", "2019-10-04", "On Alert can target a creature")
def test_silverflame_squire_on_alert_2019_10_04_on_alert_can_target_608_2():
    """608.2: On Alert on an untapped Grizzly Bears: they still get +2/+2."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Silverflame Squire // On Alert")
    s.lands(0, "Plains", 3)
    g = s.start("main1")
    g.cast("Silverflame Squire // On Alert", variant="face1", target=bears)
    _run(g)
    g.expect_pt(bears, 4, 4)


@ruling("Octopus Umbra", "2018-07-13", "Octopus Umbra overwrites all previous effects")
@ruling("Octopus Umbra", "2018-07-13", "Any power- or toughness-modifying effects")
def test_octopus_umbra_sets_base_8_8_in_timestamp_order_modifiers_apply_613_4b_613_4c():
    """613.4b-c, 613.7: Sudden Spoiling set the Bears' base to 0/2 earlier; Octopus Umbra attached later sets
    8/8; the Giant Growth from before still adds +3/+3: 11/11."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Giant Growth", "Sudden Spoiling", "Octopus Umbra")
    s.lands(0, "Forest", 1)
    s.lands(0, "Swamp", 3)
    s.lands(0, "Island", 5)
    g = s.start("main1")
    g.cast("Giant Growth", target=bears)
    _run(g)
    g.cast("Sudden Spoiling", target=("player", 0))
    _run(g)
    g.expect_pt(bears, 3, 5)
    g.cast("Octopus Umbra", target=bears)
    _run(g)
    g.expect_pt(bears, 11, 11)
