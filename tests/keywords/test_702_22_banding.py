"""702.22 Banding (engine/mechanics/banding.py): bands declared with attackers, band-wide blocks, and the other
player dividing combat damage -- with real cards."""
from manastack.testing import Scenario


def _declare(g, *attackers, defender=None):
    g.pass_until("declare attackers")
    for a in attackers:
        who = defender if defender is not None else -2
        g.answer(("attack", g.find(a), who if isinstance(who, int) else g.find(who)))


def _band_opts(g):
    return [o for o in g.decision.options if o[0] == "band"]


def test_702_22c_band_of_a_creature_with_banding_and_one_without():
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")  # 1/1 banding
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _declare(g, hero, bears)
    pair = tuple(sorted((g.find(hero), g.find(bears))))
    assert _band_opts(g) == [("band",) + pair]
    g.answer(("band",) + pair)
    g.answer(("done",))
    assert g.state.combat["bands"] == (pair,)


def test_702_22c_no_band_of_two_creatures_without_banding():
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start("main1")
    _declare(g, hero, bears, giant)
    h, b, gi = g.find(hero), g.find(bears), g.find(giant)
    assert set(_band_opts(g)) == {("band", min(h, b), max(h, b)), ("band", min(h, gi), max(h, gi))}
    g.answer(("band", min(h, b), max(h, b)))
    assert _band_opts(g) == []  # the Giant would be a second creature without banding
    g.answer(("done",))
    assert g.state.combat["bands"] == (tuple(sorted((h, b))),)


def test_702_22c_any_number_with_banding_in_one_band():
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    pegasus = s.battlefield(0, "Mesa Pegasus")  # 1/1 flying banding
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    _declare(g, hero, pegasus, bears)
    ids = sorted(g.find(c) for c in (hero, pegasus, bears))
    while _band_opts(g):
        g.answer(_band_opts(g)[0])
    g.answer(("done",))
    assert g.state.combat["bands"] == (tuple(ids),)


def test_702_22d_band_members_attack_the_same_player_or_planeswalker():
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    bears = s.battlefield(0, "Grizzly Bears")
    pw = s.battlefield(1, "Ajani Goldmane")
    g = s.start("main1")
    g.pass_until("declare attackers")
    g.answer(("attack", g.find(hero), -2))
    g.answer(("attack", g.find(bears), g.find(pw)))
    assert _band_opts(g) == []


def _band_attack(attackers, blocker_names):
    s = Scenario.full()
    atts = [s.battlefield(0, a) for a in attackers]
    blockers = [s.battlefield(1, b) for b in blocker_names]
    g = s.start("main1")
    _declare(g, *atts)
    while _band_opts(g):
        g.answer(_band_opts(g)[0])
    g.answer(("done",))
    return g, atts, blockers


def test_702_22h_blocking_one_member_blocks_the_whole_band():
    """The flying Pegasus in a band with a Hill Giant is blocked by the Bears that block the Giant."""
    g, (pegasus, giant), (bears,) = _band_attack(("Mesa Pegasus", "Hill Giant"), ("Grizzly Bears",))
    g.block(giant, bears)
    cb = g.state.combat
    assert set(cb["blockers"][g.find(bears)]) == {g.find(pegasus), g.find(giant)}
    assert g.find(pegasus) in cb["blocked"]
    g.pass_until("combat damage")
    while g.decision is not None and g.decision.kind == "damage_assignment":
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_life(1, 20)  # the Pegasus is blocked: it deals no damage to the player


def test_702_22k_active_player_divides_damage_of_creature_blocking_a_band():
    """The classic: a Craw Wurm blocks a band of Benalish Hero and Hill Giant; the attacking player puts all six
    of its damage on the Hero, and the Hero and Giant together kill the Wurm."""
    g, (hero, giant), (wurm,) = _band_attack(("Benalish Hero", "Hill Giant"), ("Craw Wurm",))  # Wurm 6/4
    g.block(giant, wurm)
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.info["source"] == g.find(wurm)
    assert d.actor == 0  # 702.22k: the active player, not the Wurm's controller
    g.answer(("assign", ((g.find(hero), 6),)))
    g.pass_until_resolved()
    g.expect_zone(hero, "graveyard")
    g.expect_zone(giant, "battlefield")
    g.expect_zone(wurm, "graveyard")


def test_702_22j_defending_player_divides_damage_of_attacker_blocked_by_banding_creature():
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")  # 3/3
    hero = s.battlefield(1, "Benalish Hero")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, [hero, bears])
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.info["source"] == g.find(giant)
    assert d.actor == 1  # 702.22j: the defending player
    g.answer(("assign", ((g.find(hero), 3),)))
    g.pass_until_resolved()
    g.expect_zone(hero, "graveyard")
    g.expect_zone(bears, "battlefield")


def test_702_22j_without_banding_the_attacker_controller_divides():
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Wall of Stone")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, ["Grizzly Bears", "Wall of Stone"])
    g.pass_until("combat damage")
    assert g.decision.kind == "damage_assignment" and g.decision.actor == 0


def test_702_22j_defending_player_decides_as_though_unblocked_when_blocked_by_banding():
    """Thorn Elemental's ruling: "If blocked by a creature with banding, the defending player decides whether or
    not the damage is assigned 'as though it weren't blocked'." """
    s = Scenario.full()
    thorn = s.battlefield(0, "Thorn Elemental")
    hero = s.battlefield(1, "Benalish Hero")
    g = s.start("main1")
    g.attack(thorn)
    g.block(thorn, hero)
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.actor == 1
    g.answer(("assign", ((g.find(hero), 7),)))
    g.pass_until_resolved()
    g.expect_life(1, 20)


def test_702_22f_creature_removed_from_combat_leaves_its_band():
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    pegasus = s.battlefield(0, "Mesa Pegasus")
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    _declare(g, hero, pegasus, giant)
    while _band_opts(g):
        g.answer(_band_opts(g)[0])
    g.answer(("done",))
    assert len(g.state.combat["bands"][0]) == 3
    g.pass_priority()
    g.cast("Lightning Bolt", target=giant)
    g.pass_until_resolved()
    assert g.state.combat["bands"] == (tuple(sorted((g.find(hero), g.find(pegasus)))),)


def test_702_22_banding_cards_supported(supported):
    supported("Benalish Hero", "Mesa Pegasus", "Timber Wolves", "Shield Bearer", "War Elephant")


def test_702_22j_heuristic_agent_divides_the_attackers_damage_for_the_defending_player():
    """The agents can make the new choice: the heuristic agent, dividing the attacking Giant's damage on the
    defending player's behalf, puts all of it on its Wall rather than on its Hero."""
    from manastack.agents.heuristic import HeuristicAgent

    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")
    hero = s.battlefield(1, "Benalish Hero")
    wall = s.battlefield(1, "Wall of Stone")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, [hero, wall])
    g.pass_until("combat damage")
    assert g.decision.actor == 1
    assert HeuristicAgent().choose(g.game, 1) == ("assign", ((g.find(wall), 3),))


# ---------------------------------------------------------------- "bands with other [quality]" (702.22b-c, j-k)
# Cathedral of Serra: "White legendary creatures you control have 'bands with other legendary creatures.'"


def test_702_22c_bands_with_other_legendary_creatures_band_only_legendary_creatures():
    """Isamaru (white legendary: it has "bands with other legendary creatures") may band with Jasmine Boreal (another
    legendary creature), not with Grizzly Bears (not of that quality)."""
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    jasmine = s.battlefield(0, "Jasmine Boreal")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start("main1")
    assert "Bands with Other" in g.obj(isamaru).keywords
    _declare(g, isamaru, jasmine, bears)
    pair = tuple(sorted((g.find(isamaru), g.find(jasmine))))
    assert _band_opts(g) == [("band",) + pair]
    g.answer(("band",) + pair)
    assert _band_opts(g) == []  # the Bears can't join: not legendary
    g.answer(("done",))
    assert g.state.combat["bands"] == (pair,)


def test_702_22c_legendary_creatures_without_bands_with_other_cannot_band():
    """Two legendary creatures that aren't white (no "bands with other legendary creatures") can't band."""
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    orca = s.battlefield(0, "Lady Orca")
    bark = s.battlefield(0, "Barktooth Warbeard")
    g = s.start("main1")
    _declare(g, orca, bark)
    assert _band_opts(g) == []


def test_702_22j_blocked_by_a_bands_with_other_creature_and_another_of_its_quality_the_defender_divides():
    """A Hill Giant blocked by Isamaru (with "bands with other legendary creatures") and Jasmine Boreal (another
    legendary creature): the defending player divides the Giant's damage (702.22j)."""
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant")  # 3/3
    s.battlefield(1, "Cathedral of Serra")
    isamaru = s.battlefield(1, "Isamaru, Hound of Konda")
    jasmine = s.battlefield(1, "Jasmine Boreal")
    g = s.start("main1")
    g.attack(giant)
    g.block(giant, [isamaru, jasmine])
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.info["source"] == g.find(giant)
    assert d.actor == 1  # the defending player
    g.answer(("assign", ((g.find(jasmine), 3),)))
    g.pass_until_resolved()
    g.expect_zone(isamaru, "battlefield")
    g.expect_zone(giant, "graveyard")


def test_702_22k_blocker_of_a_quality_band_has_its_damage_divided_by_the_active_player():
    """Craw Wurm blocks a band of Isamaru and Jasmine Boreal (both legendary, Isamaru with "bands with other legendary
    creatures"): the attacking player divides the Wurm's damage and puts it all on Jasmine (702.22k)."""
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    jasmine = s.battlefield(0, "Jasmine Boreal")  # 4/5
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4
    g = s.start("main1")
    _declare(g, isamaru, jasmine)
    g.answer(_band_opts(g)[0])
    g.answer(("done",))
    g.block(isamaru, wurm)  # 702.22h: it blocks the whole band
    g.pass_until("combat damage")
    d = g.decision
    assert d.kind == "damage_assignment" and d.info["source"] == g.find(wurm) and d.actor == 0
    g.answer(("assign", ((g.find(jasmine), 6),)))
    g.pass_until_resolved()
    g.expect_zone(isamaru, "battlefield")
    g.expect_zone(jasmine, "graveyard")
    g.expect_zone(wurm, "graveyard")


# ---------------------------------------------------------------- losing "bands with other" (702.22b, 613.1f)


def test_702_22b_shelkin_brownie_makes_a_creature_lose_bands_with_other_and_it_cannot_band():
    """Shelkin Brownie ("{T}: Target creature loses all 'bands with other' abilities until end of turn"): Isamaru's
    "bands with other legendary creatures" from Cathedral of Serra is removed by the later effect (613.7, layer 6),
    so Isamaru and Barktooth Warbeard (legendary, not white: no such ability of its own) can't band this turn --
    without the Brownie they could."""
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    bark = s.battlefield(0, "Barktooth Warbeard")
    s.battlefield(1, "Shelkin Brownie")
    g = s.start("main1")
    _declare(g, isamaru, bark)
    assert len(_band_opts(g)) == 1  # (without the Brownie's ability they may band)
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    bark = s.battlefield(0, "Barktooth Warbeard")
    s.battlefield(1, "Shelkin Brownie")
    g = s.start("upkeep")
    g.pass_priority()  # (the opponent gets priority in the upkeep)
    g.activate("Shelkin Brownie", target=isamaru)
    g.pass_until_resolved()
    assert "Bands with Other" not in g.obj(isamaru).keywords
    g.pass_until("main1")
    _declare(g, isamaru, bark)
    assert _band_opts(g) == []


def test_702_22b_the_lost_bands_with_other_returns_after_the_turn():
    """"until end of turn" (514.2): next turn Isamaru has "bands with other legendary creatures" again."""
    s = Scenario.full()
    s.battlefield(0, "Cathedral of Serra")
    isamaru = s.battlefield(0, "Isamaru, Hound of Konda")
    s.battlefield(1, "Shelkin Brownie")
    g = s.start("upkeep")
    g.pass_priority()
    g.activate("Shelkin Brownie", target=isamaru)
    g.pass_until_resolved()
    assert "Bands with Other" not in g.obj(isamaru).keywords
    g.pass_until("main1", turn=2)
    assert "Bands with Other" in g.obj(isamaru).keywords


def test_702_22b_losing_bands_with_other_cards_supported(supported):
    supported("Shelkin Brownie")


def test_702_22b_tolaria_in_any_upkeep_removes_banding_and_bands_with_other():
    """Tolaria ("{T}: Target creature loses banding and all 'bands with other' abilities until end of turn.
    Activate only during any upkeep step."): its controller uses it in the opponent's upkeep on Benalish Hero
    (banding), which loses banding; in a main phase the ability isn't offered."""
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    s.battlefield(1, "Tolaria")
    g = s.start("main1")
    g.pass_priority()
    tol = g.find("Tolaria")
    assert ("activate", tol, 1) not in g.options()
    s = Scenario.full()
    hero = s.battlefield(0, "Benalish Hero")
    s.battlefield(1, "Tolaria")
    g = s.start("upkeep")
    g.pass_priority()  # (the opponent gets priority in my upkeep)
    assert "Banding" in g.obj(hero).keywords
    assert ("activate", g.find("Tolaria"), 1) in g.options()
    g.activate("Tolaria", target=hero)
    g.pass_until_resolved()
    assert "Banding" not in g.obj(hero).keywords


def test_702_22b_tolaria_supported(supported):
    supported("Tolaria")
