"""508: declaring attackers — who can attack (302.6, 702.10 haste, 702.3 defender), what can be
attacked (506.2–3: players, planeswalkers, battles), vigilance (702.20), restrictions and requirements
(508.1c–d)."""
from __future__ import annotations

import pytest
from combat_util import P1, attack_pairs, block_pairs, can_finish, custom

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario
from manastack.tree.abilities import Static
from manastack.tree.continuous import Restrict


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def test_302_6_summoning_sick_creature_cant_attack():
    """302.6: a creature can't attack unless under its controller's control since their turn began."""
    s = Scenario()
    sick = s.battlefield(0, "Grizzly Bears", sick=True)
    ready = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.pass_until("declare attackers")
    pairs = attack_pairs(g)
    assert (g.find(ready), P1) in pairs
    assert all(a != g.find(sick) for a, _ in pairs)


def test_702_10b_haste_lets_a_sick_creature_attack():
    """702.10b: a creature with haste can attack the turn it came under your control."""
    s = Scenario()
    goblin = s.battlefield(0, "Raging Goblin", sick=True)
    g = s.start("main1")
    g.attack(goblin)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 19)


def test_302_6_sickness_ends_when_the_controllers_turn_begins():
    """302.6: a creature that entered during the opponent's turn can attack in its controller's next
    turn (the game walks from player 2's turn into player 1's)."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    g = s.start("main1", active=1)
    g.pass_until("declare attackers", turn=2)
    assert (g.find(bears), P1) in attack_pairs(g)


def test_702_3b_defender_cant_attack():
    """702.3b: a creature with defender can't attack — with nothing else able, nothing is asked."""
    s = Scenario()
    s.battlefield(0, "Wall of Wood")
    g = s.start("main1")
    g.pass_until("main2")
    assert any("declares no attackers" in e.text for e in g.events_since(0, kind="attackers"))


def test_508_1a_tapped_creature_cant_attack():
    s = Scenario()
    tapped = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert all(a != g.find(tapped) for a, _ in attack_pairs(g))


def test_508_1f_attacking_taps_but_702_20b_vigilance_doesnt():
    """508.1f: attackers become tapped; 702.20b: not those with vigilance."""
    s = Scenario()
    angel = s.battlefield(0, "Serra Angel")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(angel, bears)
    assert g.obj(bears).tapped
    assert not g.obj(angel).tapped


def test_506_2_planeswalker_can_be_attacked_and_120_3c_damage_removes_loyalty():
    """506.2 / 508.1b: the defending player's planeswalkers can be attacked; 120.3c: damage to a
    planeswalker removes that many loyalty counters; 704.5i: at 0 loyalty it's put into the graveyard."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    jace = s.battlefield(1, "Jace Beleren")
    garruk = s.battlefield(1, "Garruk Wildspeaker")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert (g.find(giant), g.find(jace)) in attack_pairs(g)
    g.attack((giant, jace), (bears, garruk))
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_zone(jace, "graveyard")
    assert g.obj(garruk).counters["loyalty"] == 1
    g.expect_life(1, 20)


def test_506_2_own_planeswalker_cant_be_attacked():
    s = Scenario()
    s.battlefield(0, "Hill Giant")
    jace = s.battlefield(0, "Jace Beleren")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert all(d != g.find(jace) for _, d in attack_pairs(g))


def _siege(s, controller: int, protector: int, defense: int = 5):
    """A Siege controlled by ``controller`` and protected by ``protector`` (310.8, 310.11a). The card
    data carries no defense, so the scenario gives its defense counters (310.4b)."""
    b = s.battlefield(controller, "Invasion of Dominaria", counters={"defense": defense})
    o = s.state.objects[s._oid(b)]
    o.chosen = {"protector": protector}
    return b


def test_310_8b_siege_is_attacked_by_its_controller_and_120_3h_damage_removes_defense(full):
    """310.8b: a battle can be attacked by any attacking player for whom its protector is a defending
    player — notably its own controller; 120.3h: damage removes defense counters."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    siege = _siege(s, controller=0, protector=1)
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert (g.find(giant), g.find(siege)) in attack_pairs(g)
    g.attack((giant, siege))
    g.no_blocks()
    g.pass_until("end of combat")
    assert g.obj(siege).counters["defense"] == 2
    g.expect_life(1, 20)


def test_310_8b_protector_cant_attack_its_battle(full):
    s = full()
    s.battlefield(0, "Hill Giant")
    siege = _siege(s, controller=1, protector=0)
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert all(d != g.find(siege) for _, d in attack_pairs(g))


def test_310_8c_only_the_protector_blocks_for_a_battle_and_704_5v_it_dies_at_zero(full):
    """310.8c: the protector blocks creatures attacking its battle; 704.5v: a battle with 0 defense is
    put into its owner's graveyard."""
    s = full()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    siege = _siege(s, controller=0, protector=1, defense=3)
    g = s.start("main1")
    g.attack((giant, siege))
    g.pass_until("declare blockers")
    assert g.decision.kind == "blockers" and g.decision.player == 1
    assert block_pairs(g) == {(g.find(bears), g.find(giant))}
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_zone(siege, "graveyard")


def test_508_1d_attacks_each_combat_must_attack(full):
    """508.1d: a creature that "attacks each combat if able" must be declared; leaving it out is an
    illegal declaration, and the game is left untouched."""
    s = full()
    cyclops = s.battlefield(0, "Bloodrock Cyclops")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert not can_finish(g)
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(bears), P1),)))
    assert g.game.digest() == before
    g.attack(cyclops)
    assert g.obj(cyclops).tapped and not g.obj(bears).tapped


def test_508_1c_cant_attack_you_protects_the_statics_controller(full):
    """508.1c: Blazing Archon's "Creatures can't attack you" is a restriction: nothing can attack its
    controller — and 508.1d then requires nothing of a creature that attacks each combat."""
    s = full()
    s.battlefield(0, "Bloodrock Cyclops")
    s.battlefield(1, "Blazing Archon")
    g = s.start("main1")
    g.pass_until("main2")
    assert any("declares no attackers" in e.text for e in g.events_since(0, kind="attackers"))


def test_508_1c_cant_attack_you_leaves_planeswalkers_open(full):
    s = full()
    cyclops = s.battlefield(0, "Bloodrock Cyclops")
    s.battlefield(1, "Blazing Archon")
    jace = s.battlefield(1, "Jace Beleren")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert attack_pairs(g) == {(g.find(cyclops), g.find(jace))}
    assert not can_finish(g)  # 508.1d: it attacks the planeswalker if able


def test_508_1c_cant_attack_alone_needs_a_companion():
    """506.5, 508.1c: a creature that can't attack alone may attack with another creature, not alone.
    (No real card with this restriction compiles yet: the tree is built by hand.)"""
    s = Scenario()
    loner = custom(s, "Test Clinger", (Static((Restrict("cant_attack_alone"),)),))
    clinger = s.battlefield(0, loner)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.answer(("attack", g.find(clinger), P1))
    assert not can_finish(g)
    g.answer(("attack", g.find(bears), P1))
    assert can_finish(g)
    g.answer(("done",))
    assert g.obj(clinger).tapped and g.obj(bears).tapped


RELUCTANT = (Static((Restrict("attacks_each_combat"), Restrict("cant_attack_alone"))),)


def test_508_1d_requirement_that_cant_be_obeyed_requires_nothing():
    """508.1d: the maximum number of requirements that can be obeyed counts restrictions: a creature that
    attacks each combat but can't attack alone, with no other creature able to attack, need not attack.
    (Hand-built tree.)"""
    s = Scenario()
    name = custom(s, "Test Reluctant Brute", RELUCTANT)
    brute = s.battlefield(0, name)
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert attack_pairs(g) == {(g.find(brute), P1)}
    assert can_finish(g)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(brute), P1),)))


def test_508_1d_requirement_obeyed_with_help_when_another_creature_can_attack():
    """508.1d with 508.1c: if another creature could attack alongside it, the requirement can be obeyed,
    so it must be. (Hand-built tree.)"""
    s = Scenario()
    name = custom(s, "Test Reluctant Brute", RELUCTANT)
    brute = s.battlefield(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert not can_finish(g)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ()))
    g.game.apply(("declare", ((g.find(brute), P1), (g.find(bears), P1))))
    assert g.obj(brute).tapped and g.obj(bears).tapped


def test_508_1_pacifism_cant_attack():
    """A "can't attack or block" restriction (Pacifism's) keeps a creature out of the declaration."""
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=bears)
    s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.pass_until("declare attackers")
    assert all(a != g.find(bears) for a, _ in attack_pairs(g))


def test_802_multiplayer_attacks_several_opponents():
    """506.2a / 802: with the attack-multiple-players option each attacker picks which opponent."""
    s = Scenario(players=3)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack((a, "Player 2"), (b, "Player 3"))
    g.pass_until("end of combat")
    assert (g.life(1), g.life(2)) == (18, 17)


def test_508_1m_attack_triggers_fire_and_name_the_defending_player(full):
    """508.1m / 508.5: "whenever this attacks" triggers; its "defending player" is the player attacked
    (annihilator 702.86a)."""
    s = full(players=3)
    crusher = s.battlefield(0, "Ulamog's Crusher")
    s.battlefield(2, "Grizzly Bears")
    s.battlefield(2, "Hill Giant")
    s.battlefield(1, "Wall of Wood")
    g = s.start("main1")
    g.attack((crusher, "Player 3"))
    g.pass_until_resolved()
    assert g.zone(2, "battlefield") == [] and g.zone(1, "battlefield") == ["Wall of Wood"]


def _order_triggers(g, first_effect: str):
    """Answer trigger-order decisions putting the trigger whose effect is ``first_effect`` on the stack
    first (so it resolves last)."""
    while g.decision is not None and g.decision.kind == "trigger_order":
        pending = g.state.pending
        opts = g.options()
        pick = next((o for o in opts if type(pending[o[1]].ability.body.effect).__name__ == first_effect),
                    opts[0])
        g.answer(pick)


def test_508_4_tokens_enter_tapped_and_attacking_and_battle_cry_pumps_them(full):
    """508.4: Hero of Bladehold's tokens enter tapped and attacking (they never "attacked", 508.3a); with
    the battle cry trigger resolving after them, they get +1/+0 too: 3 + 2 + 2 damage."""
    s = full()
    hero = s.battlefield(0, "Hero of Bladehold")
    g = s.start("main1")
    g.attack(hero)
    _order_triggers(g, "ApplyContinuous")
    g.pass_until_resolved()
    soldiers = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert len(soldiers) == 2
    for t in soldiers:
        assert g.state.combat["attackers"][t] == P1 and g.state.objects[t].tapped
        assert g.obj(t).power == 2
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 13)


def test_508_4_the_controller_chooses_what_an_entering_attacker_attacks(full):
    s = full()
    hero = s.battlefield(0, "Hero of Bladehold")
    jace = s.battlefield(1, "Jace Beleren")
    g = s.start("main1")
    g.attack(hero)
    _order_triggers(g, "ApplyContinuous")
    g.pass_priority(2)
    d = g.decision
    assert d.kind == "option" and d.actor == 0
    assert {o[2] for o in d.options} == {P1, g.find(jace)}
    g.answer(next(o for o in d.options if o[2] == g.find(jace)))
    g.answer(next(o for o in g.decision.options if o[2] == P1))
    attacked = sorted(v for k, v in g.state.combat["attackers"].items() if g.state.objects[k].kind == "token")
    assert attacked == sorted([P1, g.find(jace)])


def _attacking_token_instant(s):
    """Hand-built instant: "Create a 1/1 red Goblin creature token that's tapped and attacking."."""
    from combat_util import custom_instant

    from manastack.tree.effects import CreateToken, TokenSpec

    spec = TokenSpec("Goblin", 8, (), ("Creature",), ("Goblin",), 1, 1)
    return custom_instant(s, "Test Ambush Party", CreateToken(spec, tapped=True, attacking=True), targets=())


def test_508_4d_entering_attacking_after_blockers_is_unblocked():
    s = Scenario()
    name = _attacking_token_instant(s)
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Wood")
    s.hand(0, name)
    g = s.start("main1")
    g.attack(bears)
    g.block(bears, wall)
    g.cast(name)
    g.pass_until_resolved()
    g.pass_until("end of combat")
    g.expect_life(1, 19)


def test_506_3b_token_entering_attacking_under_the_defending_player_never_attacks():
    s = Scenario()
    name = _attacking_token_instant(s)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, name)
    g = s.start("main1")
    g.attack(bears)
    g.no_blocks()
    g.pass_priority()
    g.cast(name)
    g.pass_until_resolved()
    token = next(o for o in g.state.battlefield if g.state.objects[o].kind == "token")
    assert token not in g.state.combat["attackers"]
    g.pass_until("end of combat")
    g.expect_life(0, 20)
    g.expect_life(1, 18)


def test_506_3_token_created_attacking_outside_combat_isnt_attacking():
    s = Scenario()
    name = _attacking_token_instant(s)
    s.hand(0, name)
    g = s.start("main1")
    g.cast(name)
    g.pass_until_resolved()
    assert g.state.combat is None
    g.pass_until("end of combat")
    g.expect_life(1, 20)


def test_508_3d_whenever_you_attack_triggers_once_per_declaration(full):
    """508.3d: "Whenever you attack" triggers once when one or more creatures are declared (Most Valuable
    Slayer's target gets +1/+0 and first strike)."""
    s = full()
    slayer = s.battlefield(0, "Most Valuable Slayer")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(bears, giant)
    assert len(g.stack) == 1
    g.answer(("target", g.find(bears)))
    g.pass_until_resolved()
    v = g.obj(bears)
    assert (v.power, "First Strike" in v.keywords) == (3, True)
    assert g.zone_of(slayer) == "battlefield"


def test_508_3d_whenever_you_attack_doesnt_trigger_for_the_opponents_attack(full):
    s = full()
    s.battlefield(1, "Most Valuable Slayer")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    assert g.stack == []


def test_508_3c_attack_with_one_or_more_counts_that_much(full):
    """508.3c: "Whenever you attack with one or more legendary creatures, you gain that much life" —
    "that much" is the number of legendary attackers (Amazing Alliance); other attackers don't count."""
    s = full()
    s.battlefield(0, "Amazing Alliance")
    a = s.battlefield(0, "Tetsuko Umezawa, Fugitive")
    b = s.battlefield(0, "Isperia, Supreme Judge")
    c = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(a, b, c)
    g.pass_until_resolved()
    g.expect_life(0, 22)


def test_509_3g_attacks_and_isnt_blocked(full):
    """509.3g: Murk Dwellers gets +2/+0 until end of combat when it attacks and isn't blocked."""
    s = full()
    murk = s.battlefield(0, "Murk Dwellers")
    g = s.start("main1")
    g.attack(murk)
    assert g.stack == []
    g.no_blocks()
    g.pass_until_resolved()
    g.expect_pt(murk, 4, 2)
    g.pass_until("end of combat")
    g.expect_life(1, 16)
    g.pass_until("main2")
    g.expect_pt(murk, 2, 2)


def test_509_3g_blocked_creature_doesnt_trigger_unblocked(full):
    s = full()
    murk = s.battlefield(0, "Murk Dwellers")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(murk)
    g.block(murk, ox)
    assert g.stack == []
    g.expect_pt(murk, 2, 2)


def test_508_3a_whenever_a_creature_attacks_you_only_for_attacks_on_you(full):
    """508.3a: "Whenever a creature attacks you" (Hissing Miasma) triggers for creatures attacking its
    controller — not for its controller's own attackers."""
    s = full()
    s.battlefield(1, "Hissing Miasma")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    g.pass_until_resolved()
    g.expect_life(0, 19)

    s = full()
    s.battlefield(0, "Hissing Miasma")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack(bears)
    assert g.stack == []


def test_702_164c_toxic_gives_poison_with_combat_damage_to_a_player(full):
    """702.164c / 120.3g: combat damage to a player by a creature with toxic also gives poison counters
    equal to its total toxic value — each time it deals combat damage (double strike: twice)."""
    s = full()
    stalker = s.battlefield(0, "Branchblight Stalker")
    duelist = s.battlefield(0, "Jawbone Duelist")
    g = s.start("main1")
    g.attack(stalker, duelist)
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 15)
    assert g.poison(1) == 4


def test_702_164c_toxic_needs_damage_to_a_player(full):
    s = full()
    stalker = s.battlefield(0, "Branchblight Stalker")
    ox = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(stalker)
    g.block(stalker, ox)
    g.pass_until("end of combat")
    assert g.poison(1) == 0
