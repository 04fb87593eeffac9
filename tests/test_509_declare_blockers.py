"""509: declaring blockers — evasion (flying 702.9, reach 702.17, menace 702.111, fear 702.36, intimidate
702.13, shadow 702.28, horsemanship 702.31, skulk 702.118, landwalk 702.14, protection 702.16f),
"can't block", blocking several attackers, several blockers on one attacker, requirements (509.1c)."""
from __future__ import annotations

import pytest
from combat_util import block_pairs, can_finish, custom, to_blocks

from manastack.core.errors import IllegalActionError
from manastack.testing import Scenario
from manastack.tree.abilities import Static
from manastack.tree.continuous import Restrict


@pytest.fixture
def full(full_db):
    """Scenarios over the full card database (loaded once per session; skipped when absent)."""
    return lambda **kw: Scenario(cards=full_db, **kw)


def _blockable(s_or_full, attacker_name: str, blocker_names: list[str], defender_extra: list[str] = (),
               attacker_extra: list[str] = ()):
    """Attack with ``attacker_name`` and return (game, attacker, {name: blocker}) at the block
    declaration (or the game with no declaration pending when nothing can block)."""
    s = s_or_full
    a = s.battlefield(0, attacker_name)
    for n in attacker_extra:
        s.battlefield(0, n)
    bs = {n: s.battlefield(1, n) for n in blocker_names}
    for n in defender_extra:
        s.battlefield(1, n)
    g = s.start("main1")
    g.attack(a)
    g.pass_until("declare blockers")
    return g, a, bs


def _can_block(g, blocker, attacker) -> bool:
    d = g.decision
    if d is None or d.kind != "blockers":
        return False
    return (g.find(blocker), g.find(attacker)) in block_pairs(g)


def test_702_9b_flying_blocked_only_by_flying_or_reach():
    """702.9b / 702.17b: a creature with flying can't be blocked except by creatures with flying and/or
    reach."""
    g, drake, bs = _blockable(Scenario(), "Wind Drake", ["Grizzly Bears", "Giant Spider", "Storm Crow"])
    assert not _can_block(g, bs["Grizzly Bears"], drake)
    assert _can_block(g, bs["Giant Spider"], drake)
    assert _can_block(g, bs["Storm Crow"], drake)


def test_702_9b_flyer_can_block_a_ground_creature():
    g, bears, bs = _blockable(Scenario(), "Grizzly Bears", ["Wind Drake"])
    assert _can_block(g, bs["Wind Drake"], bears)


def test_702_111b_menace_needs_two_blockers():
    """702.111b: a creature with menace can't be blocked except by two or more creatures; a
    declaration with one blocker is illegal and changes nothing."""
    g, brute, bs = _blockable(Scenario(), "Boggart Brute", ["Grizzly Bears", "Hill Giant"])
    bears, giant = g.find(bs["Grizzly Bears"]), g.find(bs["Hill Giant"])
    b = g.find(brute)
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((bears, b),)))
    assert g.game.digest() == before
    g.answer(("block", bears, b))
    assert not can_finish(g)
    g.answer(("block", giant, b))
    assert can_finish(g)
    g.answer(("done",))
    g.pass_until("combat damage")
    g.answer(("assign", ((bears, 3),)))
    g.pass_until("end of combat")
    g.expect_zone(brute, "graveyard")
    g.expect_zone(bs["Grizzly Bears"], "graveyard")


def test_509_1b_cant_block_restriction():
    """509.1b: a creature that "can't block" (Pacifism) isn't offered as a blocker."""
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Pacifism", attached_to=bears)
    giant = s.battlefield(1, "Hill Giant")
    att = s.battlefield(0, "Craw Wurm")
    g = s.start("main1")
    g.attack(att)
    to_blocks(g)
    assert block_pairs(g) == {(g.find(giant), g.find(att))}


def test_509_1a_tapped_creature_cant_block():
    s = Scenario()
    s.battlefield(1, "Grizzly Bears", tapped=True)
    att = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    g.attack(att)
    g.pass_until("combat damage")
    assert g.state.step in ("combat_damage", "end_of_combat")
    g.pass_until("end of combat")
    g.expect_life(1, 17)


def test_509_1a_one_creature_blocks_one_attacker_unless_allowed_more():
    """509.1a: each blocker blocks one attacker; "can block an additional creature" (Two-Headed Dragon)
    and "any number" (Palace Guard) allow more."""
    s = Scenario()
    a1 = s.battlefield(0, "Grizzly Bears")
    a2 = s.battlefield(0, "Savannah Lions")
    blk = s.battlefield(1, "Hill Giant")
    g = s.start("main1")
    g.attack(a1, a2)
    to_blocks(g)
    g.answer(("block", g.find(blk), g.find(a1)))
    assert (g.find(blk), g.find(a2)) not in block_pairs(g)
    with pytest.raises(IllegalActionError):
        g.game.apply(("block", g.find(blk), g.find(a2)))


def test_509_1a_palace_guard_blocks_any_number_and_510_1d_divides_its_damage(full):
    """509.1a: a creature that can block any number of creatures blocks both attackers; 510.1d: it
    divides its combat damage among them as its controller (the defending player) chooses."""
    s = full()
    a1 = s.battlefield(0, "Grizzly Bears")
    a2 = s.battlefield(0, "Raging Goblin")
    guard = s.battlefield(1, "Palace Guard")
    g = s.start("main1")
    g.attack(a1, a2)
    to_blocks(g)
    g.game.apply(("declare", ((g.find(guard), g.find(a1)), (g.find(guard), g.find(a2)))))
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.actor == 1 and d.info["source"] == g.find(guard)
    g.answer(("assign", ((g.find(a2), 1),)))
    g.pass_until("end of combat")
    g.expect_zone(a2, "graveyard")
    g.expect_zone(a1, "battlefield")
    assert g.obj(guard).damage == 3 and g.zone_of(guard) == "battlefield"


def test_509_1a_two_headed_dragon_blocks_an_additional_creature(full):
    s = full()
    a1 = s.battlefield(0, "Grizzly Bears")
    a2 = s.battlefield(0, "Savannah Lions")
    a3 = s.battlefield(0, "Elite Vanguard")
    dragon = s.battlefield(1, "Two-Headed Dragon")
    g = s.start("main1")
    g.attack(a1, a2, a3)
    to_blocks(g)
    dr = g.find(dragon)
    g.answer(("block", dr, g.find(a1)))
    g.answer(("block", dr, g.find(a2)))
    assert not any(b == dr for b, _ in block_pairs(g))


def test_510_1c_several_blockers_attacker_divides_damage_freely():
    """510.1c (current rules, no damage assignment order): an attacker blocked by two creatures divides
    its damage among them as its controller chooses — even all to the second one."""
    s = Scenario()
    wurm = s.battlefield(0, "Earth Elemental")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(1, "Pillarfield Ox")
    g = s.start("main1")
    g.attack(wurm)
    g.block(wurm, [b1, b2])
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.actor == 0
    i1, i2 = g.find(b1), g.find(b2)
    opts = set(d.options)
    assert ("assign", ((i2, 4),)) in opts and ("assign", ((i1, 1), (i2, 3))) in opts
    g.answer(("assign", ((i2, 4),)))
    g.pass_until("end of combat")
    g.expect_zone(b2, "graveyard")
    assert g.obj(b1).damage == 0
    assert g.obj(wurm).damage == 4 and g.zone_of(wurm) == "battlefield"


def test_509_1b_cant_be_blocked(full):
    """Phantom Warrior: "can't be blocked" — no block declaration is even asked for."""
    g, warrior, _ = _blockable(full(), "Phantom Warrior", ["Grizzly Bears"])
    assert g.decision.kind != "blockers"
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_509_1b_can_block_only_creatures_with_flying(full):
    s = full()
    drake = s.battlefield(0, "Wind Drake")
    bears = s.battlefield(0, "Grizzly Bears")
    pirates = s.battlefield(1, "Cloud Pirates")
    g = s.start("main1")
    g.attack(drake, bears)
    to_blocks(g)
    assert block_pairs(g) == {(g.find(pirates), g.find(drake))}


def test_509_1b_cant_be_blocked_by_walls(full):
    g, jugg, bs = _blockable(full(), "Juggernaut", ["Wall of Wood", "Grizzly Bears"])
    assert not _can_block(g, bs["Wall of Wood"], jugg)
    assert _can_block(g, bs["Grizzly Bears"], jugg)


def test_509_1b_cant_be_blocked_by_more_than_one(full):
    g, tiger, bs = _blockable(full(), "Stalking Tiger", ["Grizzly Bears", "Hill Giant"])
    t = g.find(tiger)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(bs["Grizzly Bears"]), t), (g.find(bs["Hill Giant"]), t))))
    g.game.apply(("declare", ((g.find(bs["Hill Giant"]), t),)))
    assert g.state.combat["blocked_by"][t] == (g.find(bs["Hill Giant"]),)


def test_509_1c_must_be_blocked_if_able(full):
    """509.1c: "must be blocked if able" is a requirement: declaring no blockers is illegal while a
    creature could block it."""
    g, prot, bs = _blockable(full(), "Gaea's Protector", ["Grizzly Bears"])
    assert not can_finish(g)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ()))
    g.block(prot, bs["Grizzly Bears"])
    assert g.state.combat["blocked"] == (g.find(prot),)


def test_509_1c_blocks_each_combat_if_able(full):
    g, bears, bs = _blockable(full(), "Grizzly Bears", ["Razorgrass Screen", "Hill Giant"])
    assert not can_finish(g)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(bs["Hill Giant"]), g.find(bears)),)))
    g.game.apply(("declare", ((g.find(bs["Razorgrass Screen"]), g.find(bears)),)))


def test_509_1c_example_menace_attacker_and_a_creature_that_blocks_if_able(full):
    """509.1c example: one creature "blocks if able", another has no abilities, a menace creature
    attacks: the only legal declaration is both blocking. The blocker alone breaks menace; neither
    blocking breaks the requirement."""
    s = full()
    brute = s.battlefield(0, "Boggart Brute")
    screen = s.battlefield(1, "Razorgrass Screen")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(brute)
    to_blocks(g)
    a, sc, be = g.find(brute), g.find(screen), g.find(bears)
    for bad in ((), ((sc, a),), ((be, a),)):
        with pytest.raises(IllegalActionError):
            g.game.apply(("declare", bad))
    g.game.apply(("declare", ((sc, a), (be, a))))
    assert set(g.state.combat["blocked_by"][a]) == {sc, be}


def test_509_1c_requirement_needs_no_block_when_no_block_is_legal(full):
    """509.1c: when the blocker that must block can't block the only attacker (flying), declaring no
    blockers is legal."""
    g, drake, bs = _blockable(full(), "Wind Drake", ["Razorgrass Screen"])
    assert g.decision.kind != "blockers"
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_16f_protection_from_black_cant_be_blocked_by_black_creatures():
    """702.16f: an attacking creature with protection can't be blocked by creatures with the quality."""
    g, knight, bs = _blockable(Scenario(), "White Knight", ["Typhoid Rats", "Grizzly Bears"])
    assert not _can_block(g, bs["Typhoid Rats"], knight)
    assert _can_block(g, bs["Grizzly Bears"], knight)


def test_702_16f_protection_from_creatures_unblockable(full):
    g, chaplain, bs = _blockable(full(), "Beloved Chaplain", ["Grizzly Bears"])
    assert g.decision.kind != "blockers"


def test_702_36b_fear_blocked_only_by_artifact_or_black(full):
    g, legion, bs = _blockable(full(), "Severed Legion", ["Grizzly Bears", "Ornithopter", "Typhoid Rats"])
    assert not _can_block(g, bs["Grizzly Bears"], legion)
    assert _can_block(g, bs["Ornithopter"], legion)
    assert _can_block(g, bs["Typhoid Rats"], legion)


def test_702_13b_intimidate_blocked_only_by_artifact_or_sharing_a_color(full):
    g, spirit, bs = _blockable(full(), "Accursed Spirit", ["Grizzly Bears", "Ornithopter", "Typhoid Rats"])
    assert not _can_block(g, bs["Grizzly Bears"], spirit)
    assert _can_block(g, bs["Ornithopter"], spirit)
    assert _can_block(g, bs["Typhoid Rats"], spirit)


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow(full):
    """702.28b both ways: a shadow attacker can't be blocked by creatures without shadow, and a creature
    with shadow can't block a creature without shadow."""
    g, slayer, bs = _blockable(full(), "Dauthi Slayer", ["Grizzly Bears"])
    assert g.decision.kind != "blockers"
    s = full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Dauthi Slayer")
    g = s.start("main1")
    g.attack(bears)
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_31b_horsemanship(full):
    g, cav, bs = _blockable(full(), "Shu Cavalry", ["Grizzly Bears", "Wind Drake"])
    assert g.decision.kind != "blockers"


def test_702_118b_skulk_cant_be_blocked_by_greater_power(full):
    g, hom, bs = _blockable(full(), "Furtive Homunculus", ["Grizzly Bears", "Hill Giant"])
    assert _can_block(g, bs["Grizzly Bears"], hom)
    assert not _can_block(g, bs["Hill Giant"], hom)


def test_702_14c_swampwalk_unblockable_while_defender_controls_a_swamp(full):
    g, raiders, bs = _blockable(full(), "Bog Raiders", ["Grizzly Bears"], defender_extra=["Swamp"])
    assert g.decision.kind != "blockers"
    g2, raiders2, bs2 = _blockable(full(), "Bog Raiders", ["Grizzly Bears"], defender_extra=["Island"])
    assert _can_block(g2, bs2["Grizzly Bears"], raiders2)


def test_702_14c_landwalk_looks_at_the_defending_player_only(full):
    """702.14c: the attacker's own Swamp doesn't matter."""
    g, raiders, bs = _blockable(full(), "Bog Raiders", ["Grizzly Bears"], attacker_extra=["Swamp"])
    assert _can_block(g, bs["Grizzly Bears"], raiders)


def test_702_14c_nonbasic_landwalk(full):
    g, dryad, bs = _blockable(full(), "Dryad Sophisticate", ["Grizzly Bears"],
                              defender_extra=["Evolving Wilds"])
    assert g.decision.kind != "blockers"
    g2, dryad2, bs2 = _blockable(full(), "Dryad Sophisticate", ["Grizzly Bears"], defender_extra=["Forest"])
    assert _can_block(g2, bs2["Grizzly Bears"], dryad2)


def test_509_1b_cant_block_alone():
    """506.5, 509.1b: a creature that can't block alone may block only with another blocker.
    (Hand-built tree.)"""
    s = Scenario()
    name = custom(s, "Test Timid Guard", (Static((Restrict("cant_block_alone"),)),))
    att = s.battlefield(0, "Hill Giant")
    guard = s.battlefield(1, name)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(att)
    to_blocks(g)
    a = g.find(att)
    with pytest.raises(IllegalActionError):
        g.game.apply(("declare", ((g.find(guard), a),)))
    g.game.apply(("declare", ((g.find(guard), a), (g.find(bears), a))))


def test_509_1_each_defending_player_blocks_attackers_attacking_them():
    """509.1a (multiplayer, 802): each defending player, in APNAP order, blocks only creatures attacking
    them or their planeswalkers."""
    s = Scenario(players=3)
    a1 = s.battlefield(0, "Grizzly Bears")
    a2 = s.battlefield(0, "Hill Giant")
    d1 = s.battlefield(1, "Wall of Wood")
    d2 = s.battlefield(2, "Pillarfield Ox")
    g = s.start("main1")
    g.attack((a1, "Player 2"), (a2, "Player 3"))
    to_blocks(g)
    assert g.decision.player == 1
    assert block_pairs(g) == {(g.find(d1), g.find(a1))}
    g.block(a1, d1)
    assert g.decision.kind == "blockers" and g.decision.player == 2
    assert block_pairs(g) == {(g.find(d2), g.find(a2))}
    g.block(a2, d2)
    g.pass_until("end of combat")
    assert (g.life(1), g.life(2)) == (20, 20)


def test_702_111b_menace_attacker_with_only_one_possible_blocker_is_not_offered_a_block():
    """Regression (found by the agents work): a block on a menace attacker that no second creature
    could join can never be legal, so it is not offered (otherwise the only way on is to take it back)."""
    from manastack.testing import Scenario

    s = Scenario()
    s.battlefield(0, "Boggart Brute")  # menace
    s.battlefield(1, "Grizzly Bears")
    g = s.start("declare attackers", turn=2)
    g.attack("Boggart Brute")
    g.pass_until("declare blockers")
    assert g.decision.kind == "blockers"
    assert g.options() == [("done",)]
