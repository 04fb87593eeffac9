"""Keyword abilities that stand for triggered abilities (702.46 soulshift, 702.43 modular, 702.123 fabricate,
702.112 renown, 702.100 evolve, 702.92 living weapon, 702.124j partner with), played with real cards."""
from __future__ import annotations

from manastack.testing import Scenario


def _targets(g):
    return [o[1] for o in g.decision.options if o and o[0] not in ("done",)]


def _yes_if_asked(g):
    if g.decision is not None and g.decision.kind == "yes_no":
        g.choose("yes")


def test_702_46a_soulshift_returns_spirit_with_low_enough_mana_value():
    """702.46a: Hundred-Talon Kami (soulshift 4) dies; its controller may return target Spirit card with mana value
    4 or less from their graveyard: Kami of Ancient Law (a Spirit, 2) is a legal target, Grizzly Bears (not a
    Spirit) and Kokusho, the Evening Star (a Spirit, 6) aren't."""
    s = Scenario.full()
    kami = s.battlefield(0, "Hundred-Talon Kami")
    law, bears, big = s.graveyard(0, "Kami of Ancient Law", "Grizzly Bears", "Kokusho, the Evening Star")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=kami)
    g.pass_priority(2)
    legal = set(_targets(g))
    assert g.find(law) in legal and g.find(bears) not in legal and g.find(big) not in legal, g.decision
    g.choose(g.find(law))
    g.pass_until_resolved()
    _yes_if_asked(g)
    g.expect_zone(law, "hand")
    g.expect_zone(bears, "graveyard")


def test_702_43a_modular_enters_with_counters():
    """702.43a: Arcbound Worker (0/0, modular 1) enters with a +1/+1 counter on it."""
    s = Scenario.full()
    s.hand(0, "Arcbound Worker")
    s.lands(0, "Wastes", 1)
    g = s.start("main1")
    g.cast("Arcbound Worker")
    g.pass_until_resolved()
    assert g.obj("Arcbound Worker").counters.get("+1/+1") == 1
    g.expect_pt("Arcbound Worker", 1, 1)


def test_702_43a_603_10a_modular_moves_its_last_counters_to_an_artifact_creature():
    """702.43a / 603.10a: when Arcbound Worker dies with two +1/+1 counters, its controller may put that many on
    target artifact creature (Ornithopter); a non-artifact creature (Grizzly Bears) isn't a legal target."""
    s = Scenario.full()
    worker = s.battlefield(0, "Arcbound Worker", counters={"+1/+1": 2})
    thopter = s.battlefield(0, "Ornithopter")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=worker)
    g.pass_priority(2)
    legal = set(_targets(g))
    assert g.find(thopter) in legal and g.find(bears) not in legal
    g.choose(g.find(thopter))
    g.pass_until_resolved()
    _yes_if_asked(g)
    g.expect_zone(worker, "graveyard")
    g.expect_pt(thopter, 2, 4)


def _cast_aetherborn(answer: str):
    s = Scenario.full()
    s.hand(0, "Ambitious Aetherborn")
    s.lands(0, "Swamp", 5)
    g = s.start("main1")
    g.cast("Ambitious Aetherborn")
    g.pass_until_resolved()  # the creature spell, then its fabricate trigger asks
    assert g.decision.kind == "yes_no", g.decision
    g.choose(answer)
    g.pass_until_resolved()
    return g


def test_702_123a_fabricate_counters_on_itself():
    """702.123a: Ambitious Aetherborn (4/3, fabricate 1): choosing the counter makes it 5/4 and creates no Servo."""
    g = _cast_aetherborn("yes")
    g.expect_pt("Ambitious Aetherborn", 5, 4)
    assert "Servo" not in g.board()


def test_702_123a_fabricate_servo_instead():
    """702.123a: not putting the counter creates a 1/1 colorless Servo artifact creature token instead."""
    g = _cast_aetherborn("no")
    g.expect_pt("Ambitious Aetherborn", 4, 3)
    servo = g.obj(g.find("Servo"))
    assert {"Artifact", "Creature"} <= set(servo.types) and (servo.power, servo.toughness) == (1, 1)
    assert servo.colors == []


def test_702_112a_b_renown_once_only():
    """702.112a-b: Akroan Sergeant (2/2 first strike, renown 1) deals combat damage to a player: it gets a +1/+1
    counter and becomes renowned; the next time it deals combat damage, the ability doesn't trigger again."""
    s = Scenario.full()
    s.battlefield(0, "Akroan Sergeant")
    g = s.start("main1")
    g.attack("Akroan Sergeant")
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 18)
    g.expect_pt("Akroan Sergeant", 3, 3)
    g.pass_until("main1", turn=3)
    g.attack("Akroan Sergeant")
    g.no_blocks()
    g.pass_until("end of combat", turn=3)
    g.expect_life(1, 15)
    g.expect_pt("Akroan Sergeant", 3, 3)


def test_702_100a_evolve_on_a_bigger_creature_only():
    """702.100a: Cloudfin Raptor (0/1, evolve) gets a +1/+1 counter when Grizzly Bears (2/2) enters under its
    controller's control; then Memnite (1/1) entering is neither stronger nor tougher than the 1/2 Raptor."""
    s = Scenario.full()
    s.battlefield(0, "Cloudfin Raptor")
    s.hand(0, "Grizzly Bears", "Memnite")
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()  # the spell, then the evolve trigger
    g.expect_pt("Cloudfin Raptor", 1, 2)
    g.cast("Memnite")
    g.pass_until_resolved()
    g.expect_pt("Cloudfin Raptor", 1, 2)
    assert not g.stack


def test_702_92a_living_weapon_germ_carries_the_equipment():
    """702.92a: Flayer Husk enters, a 0/0 black Phyrexian Germ token is created and the Husk is attached to it
    (equipped creature gets +1/+1: a 1/1)."""
    s = Scenario.full()
    s.hand(0, "Flayer Husk")
    s.lands(0, "Wastes", 1)
    g = s.start("main1")
    g.cast("Flayer Husk")
    g.pass_until_resolved()
    germ = g.obj(g.find("Phyrexian Germ"))
    assert "Creature" in germ.types and {"Phyrexian", "Germ"} <= set(germ.subtypes) and germ.colors == ["black"]
    assert (germ.power, germ.toughness) == (1, 1)
    assert g.obj("Flayer Husk").attached_to == g.find("Phyrexian Germ")


def test_702_124j_partner_with_searches_for_the_partner():
    """702.124j: Blaring Captain ("Partner with Blaring Recruiter") enters; the target player may search their
    library for a card named Blaring Recruiter and put it into their hand."""
    s = Scenario.full()
    s.hand(0, "Blaring Captain")
    s.lands(0, "Swamp", 4)
    rec = s.library(0, "Island", "Blaring Recruiter", "Island")[1]
    g = s.start("main1")
    g.cast("Blaring Captain")
    g.pass_until_resolved()
    assert g.decision.kind == "target"
    g.answer(("target_player", 0))
    g.pass_until_resolved()
    _yes_if_asked(g)
    d = g.decision
    assert d is not None, g.stack
    opts = [o for o in d.options if o[0] == "choose"]
    assert [o[1] for o in opts] == [g.find(rec)]
    g.answer(opts[0])
    g.pass_until_resolved()
    g.expect_zone(rec, "hand")


def test_702_keyword_trigger_cards_are_supported(supported):
    supported("Boon-Bringer Valkyrie", "Hundred-Talon Kami", "Arcbound Worker", "Ambitious Aetherborn", "Akroan Sergeant", "Cloudfin Raptor",
              "Flayer Husk", "Blaring Captain", "Batterskull")


def _valkyrie(target_bears: bool):
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon-Bringer Valkyrie")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Boon-Bringer Valkyrie")
    g.pass_until_resolved()
    assert g.decision.kind == "target"
    g.choose(g.find(bears) if target_bears else g.find("Boon-Bringer Valkyrie"))
    g.pass_until_resolved()
    return g, bears


def test_702_165a_backup_on_another_creature_grants_the_abilities_below():
    """702.165a: Boon-Bringer Valkyrie (backup 1; flying, first strike, lifelink) puts a +1/+1 counter on Grizzly
    Bears, which gains flying, first strike and lifelink until end of turn; the next turn they are gone."""
    g, bears = _valkyrie(True)
    b = g.obj(bears)
    assert b.counters.get("+1/+1") == 1 and (b.power, b.toughness) == (3, 3)
    assert {"Flying", "First Strike", "Lifelink"} <= set(b.keywords)
    assert not g.obj("Boon-Bringer Valkyrie").counters
    g.pass_until("upkeep", turn=2)
    assert not {"Flying", "First Strike", "Lifelink"} & set(g.obj(bears).keywords)


def test_702_165a_backup_on_itself_only_adds_the_counter():
    """702.165a: "If that's another creature": targeting the Valkyrie itself just puts the counter on it."""
    g, bears = _valkyrie(False)
    v = g.obj("Boon-Bringer Valkyrie")
    assert v.counters.get("+1/+1") == 1 and (v.power, v.toughness) == (5, 5)
    assert "Flying" not in g.obj(bears).keywords


def test_702_101a_extort_drains_each_opponent():
    """702.101a: Syndic of Tithes' extort: casting Grizzly Bears, its controller pays {W/B}: each opponent loses 1
    life and they gain the life lost this way."""
    s = Scenario.full()
    s.battlefield(0, "Syndic of Tithes")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_life(1, 19)
    g.expect_life(0, 21)
    g.expect_zone("Grizzly Bears", "battlefield")


def test_702_135a_afterlife_makes_flying_spirits():
    """702.135a: Ministrant of Obligation (afterlife 2) dies: two 1/1 white and black Spirit tokens with flying."""
    s = Scenario.full()
    m = s.battlefield(0, "Ministrant of Obligation")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=m)
    g.pass_until_resolved()
    spirits = [i for i in g.state.battlefield if g._name(i) == "Spirit"]
    assert len(spirits) == 2
    o = g.obj(spirits[0])
    assert (o.power, o.toughness) == (1, 1) and "Flying" in o.keywords and set(o.colors) == {"white", "black"}


def test_702_134a_mentor_counter_on_a_weaker_attacker():
    """702.134a: Boros Challenger (power 2) attacks with Llanowar Elves (power 1) and Grizzly Bears (power 2): only
    the Elves can be the target; they get a +1/+1 counter."""
    s = Scenario.full()
    s.battlefield(0, "Boros Challenger")
    elves = s.battlefield(0, "Llanowar Elves")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    g.attack("Boros Challenger", "Llanowar Elves", "Grizzly Bears")
    d = g.decision
    if d.kind == "target":
        legal = {o[1] for o in d.options if o[0] == "target"}
        assert g.find(elves) in legal and g.find(bears) not in legal
        g.choose(g.find(elves))
    g.pass_until_resolved()
    g.expect_pt(elves, 2, 2)
    g.expect_pt(bears, 2, 2)


def test_702_32a_fading_removes_a_counter_then_sacrifices():
    """702.32a: Blastoderm enters with three fade counters; at its controller's upkeep one is removed; with none
    left, the upkeep trigger sacrifices it."""
    s = Scenario.full()
    s.hand(0, "Blastoderm")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Blastoderm")
    g.pass_until_resolved()
    assert g.obj("Blastoderm").counters.get("fade") == 3
    s2 = Scenario.full()
    b = s2.battlefield(0, "Blastoderm", counters={"fade": 1})
    g2 = s2.start("upkeep")
    g2.pass_until_resolved()
    assert not (g2.obj(b).counters or {}).get("fade")
    g2.expect_zone(b, "battlefield")
    g2.pass_until("upkeep", turn=3)
    g2.pass_until_resolved()
    g2.expect_zone(b, "graveyard")


def test_702_63a_vanishing_last_time_counter_sacrifices():
    """702.63a: Aven Riftwatcher with one time counter: at its controller's upkeep the last time counter is removed
    and it is sacrificed (its leaves trigger gains 2 life)."""
    s = Scenario.full()
    a = s.battlefield(0, "Aven Riftwatcher", counters={"time": 1})
    g = s.start("upkeep")
    g.pass_until_resolved()
    g.expect_zone(a, "graveyard")
    g.expect_life(0, 22)


def test_702_147a_decayed_cant_block_and_is_sacrificed_after_attacking():
    """702.147a: Diregraf Horde's Zombie tokens have decayed: they can't block, and one that attacks is sacrificed
    at end of combat."""
    s = Scenario.full()
    s.hand(0, "Diregraf Horde")
    s.lands(0, "Swamp", 5)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.cast("Diregraf Horde")
    g.pass_until_resolved()
    while g.decision is not None and g.decision.kind != "priority":
        g.answer(next(o for o in g.decision.options if o[0] in ("done", "no")) if any(
            o[0] in ("done", "no") for o in g.decision.options) else g.decision.options[0])
        g.pass_until_resolved()
    zombies = [i for i in g.state.battlefield if g._name(i) == "Zombie"]
    assert len(zombies) == 2
    g.pass_until("declare attackers", turn=2)
    g.attack("Grizzly Bears")
    g.pass_until("declare blockers", turn=2)
    assert g.decision.kind == "blockers"
    blockers = {o[1] for o in g.decision.options if o[0] == "block"}
    assert blockers == {g.find("Diregraf Horde")}  # not the Zombie tokens
    g.answer(("done",))
    g.pass_until("declare attackers", turn=3)
    g.attack(zombies[0])
    g.no_blocks()
    g.pass_until("main2", turn=3)
    assert len([i for i in g.state.battlefield if g._name(i) == "Zombie"]) == 1
    g.expect_life(1, 18)


def test_702_58a_graft_moves_a_counter_to_an_entering_creature():
    """702.58a: Aquastrand Spider (graft 2) enters with two +1/+1 counters; when Grizzly Bears enters, its
    controller may move one onto the Bears."""
    s = Scenario.full()
    s.hand(0, "Aquastrand Spider", "Grizzly Bears")
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast("Aquastrand Spider")
    g.pass_until_resolved()
    g.expect_pt("Aquastrand Spider", 2, 2)
    g.cast("Grizzly Bears")
    g.pass_until_resolved()
    assert g.decision.kind == "yes_no"
    g.choose("yes")
    g.pass_until_resolved()
    g.expect_pt("Aquastrand Spider", 1, 1)
    g.expect_pt("Grizzly Bears", 3, 3)


def test_702_keyword_trigger_cards_batch2_are_supported(supported):
    supported("Syndic of Tithes", "Ministrant of Obligation", "Boros Challenger", "Blastoderm", "Aven Riftwatcher",
              "Diregraf Horde", "Aquastrand Spider")


def _cast_entering(name, lands, answer, **kw):
    s = Scenario.full()
    s.hand(0, name)
    for land, n in lands:
        s.lands(0, land, n)
    for p, other in kw.get("others", ()):
        s.battlefield(p, other)
    g = s.start("main1")
    g.cast(name)
    g.pass_until_resolved()  # stops at the question asked as it enters
    assert g.decision.kind == "yes_no", g.decision
    g.choose(answer)
    g.pass_until_resolved()
    return g


def test_702_136a_riot_counter_or_haste():
    """702.136a: Zhur-Taa Goblin (2/2, riot) entering with the +1/+1 counter is a 3/3 without haste; without it, a
    2/2 with haste that can attack at once."""
    g = _cast_entering("Zhur-Taa Goblin", [("Mountain", 1), ("Forest", 1)], "yes")
    g.expect_pt("Zhur-Taa Goblin", 3, 3)
    assert "Haste" not in g.obj("Zhur-Taa Goblin").keywords
    g = _cast_entering("Zhur-Taa Goblin", [("Mountain", 1), ("Forest", 1)], "no")
    g.expect_pt("Zhur-Taa Goblin", 2, 2)
    assert "Haste" in g.obj("Zhur-Taa Goblin").keywords
    g.attack("Zhur-Taa Goblin")
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 18)


def test_702_98a_unleashed_creature_cant_block():
    """702.98a: Gore-House Chainwalker (2/1, unleash) entered with the counter is a 3/2 that can't block (while it
    has the counter)."""
    g = _cast_entering("Gore-House Chainwalker", [("Mountain", 2)], "yes")
    g.expect_pt("Gore-House Chainwalker", 3, 2)
    g.pass_until("main1", turn=2)
    s_att = g.find("Gore-House Chainwalker")
    from manastack.engine.combat import can_block

    assert not can_block(g.state, s_att, 0)


def test_702_98a_not_unleashed_can_block():
    """702.98a: without the counter it is a 2/1 that can block."""
    g = _cast_entering("Gore-House Chainwalker", [("Mountain", 2)], "no")
    g.expect_pt("Gore-House Chainwalker", 2, 1)
    from manastack.engine.combat import can_block

    assert can_block(g.state, g.find("Gore-House Chainwalker"), 0)


def test_702_136a_702_98a_cards_are_supported(supported):
    supported("Zhur-Taa Goblin", "Gore-House Chainwalker", "Rakdos Cackler", "Fire Sages", "Loyal Fire Sage",
              "Caller of the Pack")


def test_702_189a_firebending_mana_lasts_until_end_of_combat():
    """702.189a: Fire Sages attacks: its controller adds {R}, which stays in their pool through the declare blockers
    step (paying, with two Mountains, for its {1}{R}{R} ability) -- and an unspent one is gone after combat."""
    s = Scenario.full()
    s.battlefield(0, "Fire Sages")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.attack("Fire Sages")
    g.pass_until_resolved()
    assert g.state.players[0].pool[3] == 1
    g.no_blocks()
    g.pass_until("declare blockers")
    assert g.state.players[0].pool[3] == 1
    g.activate("Fire Sages")
    g.pass_until_resolved()
    assert g.obj("Fire Sages").counters.get("+1/+1") == 1
    g.pass_until("end of combat")
    g.expect_life(1, 17)


def test_702_189a_firebending_mana_empties_after_combat():
    """702.189a: "Until end of combat": unspent, the {R} is gone in the second main phase."""
    s = Scenario.full()
    s.battlefield(0, "Fire Sages")
    g = s.start("main1")
    g.attack("Fire Sages")
    g.no_blocks()
    g.pass_until("end of combat")
    assert g.state.players[0].pool[3] == 1
    g.pass_until("main2")
    assert g.state.players[0].pool[3] == 0


def test_702_116a_myriad_copies_attack_the_other_opponents_and_are_exiled():
    """702.116a: Caller of the Pack (myriad) attacks player 1 in a four-player game; for each other opponent its
    controller may create a tapped token copy attacking them: yes for player 2, no for player 3. Player 2 takes the
    token's damage, and the token is exiled at end of combat."""
    s = Scenario.full(players=4)
    s.battlefield(0, "Caller of the Pack")
    g = s.start("main1")
    g.attack("Caller of the Pack", defender=1)
    g.pass_until_resolved()  # the myriad trigger asks
    asked = []
    while g.decision is not None and g.decision.kind != "priority":
        d = g.decision
        if d.kind == "option":
            players = [o for o in d.options if o[0] == "attack"]
            asked.append(players[0][1])
            g.answer(players[0] if players[0][1] == -3 else ("no",))
        else:
            break
        g.pass_until_resolved()
    assert asked == [-3, -4]  # players 2 and 3, not the defending player 1
    toks = [i for i in g.state.battlefield if g.state.objects[i].kind == "token"]
    assert len(toks) == 1 and g.obj(toks[0]).tapped
    assert g.state.combat["attackers"][toks[0]] == -3
    g.pass_until("end of combat")
    g.expect_life(1, 12)
    g.expect_life(2, 12)
    g.expect_life(3, 20)
    g.pass_until("main2")
    assert not [i for i in g.state.battlefield if g.state.objects[i].kind == "token"]


def test_702_116a_myriad_does_nothing_with_one_opponent():
    """702.116a: with a single opponent (the defending player) there's nobody else: no token."""
    s = Scenario.full()
    s.battlefield(0, "Caller of the Pack")
    g = s.start("main1")
    g.attack("Caller of the Pack")
    g.pass_until_resolved()
    assert not [i for i in g.state.battlefield if g.state.objects[i].kind == "token"]
