"""903.3, 903.3d "commander" in card text: noun phrases that name commanders ("commander creatures you control",
"commanders you control", "a commander you control" in a trigger), compiled to ``Filter(commander=True)``;
903.3a "~ can be your commander"."""
from manastack.engine.carddef import CardPool

ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2 legendary creature
JASMINE = "Jasmine Boreal"  # {3}{G}{W} 4/5 legendary creature


def test_903_3d_commander_creatures_you_control_get_a_bonus_others_do_not(scen):
    s = scen(players=2)
    s.battlefield(0, "Bastion Protector")  # Commander creatures you control get +2/+2 and have indestructible.
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    other = s.battlefield(0, JASMINE)  # legendary, but not a commander
    theirs = s.commander(1, ISAMARU, zone="battlefield")  # a commander another player controls
    g = s.start("main1")
    g.expect_pt(cmd, 4, 4)
    assert "Indestructible" in g.game.view(0)["battlefield"][[o["id"] for o in g.game.view(0)["battlefield"]]
                                                            .index(g.find(cmd))]["keywords"]
    g.expect_pt(other, 4, 5)
    g.expect_pt(theirs, 2, 2)


def test_903_3_a_token_copy_of_a_commander_is_not_a_commander(scen):
    s = scen(players=2)
    s.battlefield(0, "Bastion Protector")
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    s.hand(0, "Quasiduplicate")
    s.lands(0, "Island", 3)
    g = s.start("main1")
    g.cast("Quasiduplicate", target=cmd)
    g.pass_until_resolved()
    tokens = [o for o in g.state.battlefield if g.state.objects[o].kind == "token"]
    assert len(tokens) == 1
    g.expect_pt(tokens[0], 2, 2)
    g.expect_pt(cmd, 4, 4)


def test_903_3d_whenever_a_commander_you_control_attacks(scen):
    s = scen(players=2)
    s.battlefield(0, "Keleth, Sunmane Familiar")  # Whenever a commander you control attacks, +1/+1 counter on it
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    other = s.battlefield(0, "Savannah Lions")
    g = s.start("main1")
    g.pass_until("declare_attackers")
    g.attack(cmd, other, defender=1)
    g.pass_until("declare blockers")
    assert g.obj(cmd).counters.get("+1/+1") == 1
    assert not g.obj(other).counters


def test_903_3d_commanders_you_control_have_a_keyword_only_during_your_turn(scen):
    s = scen(players=2)
    s.battlefield(0, "Anara, Wolvid Familiar")  # During your turn, commanders you control have indestructible.
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = s.start("main1")
    from manastack.engine.chars import chars

    assert "Indestructible" in chars(g.state, g.find(cmd)).keywords
    assert "Indestructible" not in chars(g.state, g.find("Anara, Wolvid Familiar")).keywords


def test_903_3a_can_be_your_commander_is_supported_and_leads_a_deck(full_db):
    from manastack.game import Game

    walker = "Freyalise, Llanowar's Fury"  # "Freyalise, Llanowar's Fury can be your commander."
    assert CardPool(full_db).get(walker).missing == ()
    g = Game.new([["Forest"] * 99 + [walker]] * 2, format="commander", commanders=[[walker]] * 2, cards=full_db,
                 seed=1, mulligans=False)
    assert g.view(0)["players"][0]["commanders"][0]["name"] == walker


def _cast_akromas_will(s, modes):
    s.hand(0, "Akroma's Will")
    s.lands(0, "Plains", 4)
    g = s.start("main1")
    g.cast("Akroma's Will", modes=modes)
    g.pass_until_resolved()
    return g


def test_700_2_903_3d_if_you_control_a_commander_as_you_cast_choose_both(scen):
    from manastack.engine.chars import chars

    s = scen(players=2)
    cmd = s.commander(0, ISAMARU, zone="battlefield")
    g = _cast_akromas_will(s, [1, 2])
    kw = chars(g.state, g.find(cmd)).keywords
    assert {"Flying", "Double Strike", "Lifelink", "Indestructible"} <= set(kw)


def test_700_2_903_3d_without_a_commander_only_one_mode(scen):
    from manastack.engine.chars import chars

    s = scen(players=2)
    s.battlefield(0, "Savannah Lions")
    s.commander(1, ISAMARU, zone="battlefield")  # a commander another player controls doesn't count
    g = _cast_akromas_will(s, [1, 2])
    kw = chars(g.state, g.find("Savannah Lions")).keywords
    assert "Flying" in kw and "Lifelink" not in kw  # the first mode only


# ---------------------------------------------------------------- eminence (113.6: works in the command zone too)


def _vampire_tokens(g, pid=0):
    return [o for o in g.state.battlefield if g.state.objects[o].kind == "token"
            and g.state.objects[o].controller == pid]


def test_113_6_eminence_triggers_from_the_command_zone(scen):
    s = scen(players=2)
    s.commander(0, "Edgar Markov")  # Eminence — Whenever you cast another Vampire spell, if Edgar is in the
    s.hand(0, "Vampire Lacerator")  # command zone or on the battlefield, create a 1/1 black Vampire token.
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    g.cast("Vampire Lacerator")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert len(_vampire_tokens(g)) == 1
    g.expect_zone("Vampire Lacerator", "battlefield")


def test_113_6_eminence_does_nothing_from_a_graveyard(scen):
    s = scen(players=2)
    s.commander(0, "Edgar Markov", zone="graveyard")
    s.hand(0, "Vampire Lacerator")
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    if g.decision.kind == "option":  # 704.6d: leave it in the graveyard
        g.answer(next(o for o in g.decision.options if o[0] == "leave"))
    g.cast("Vampire Lacerator")
    g.pass_until_resolved()
    assert _vampire_tokens(g) == []


def test_113_6_eminence_works_on_the_battlefield_too(scen):
    s = scen(players=2)
    s.commander(0, "Edgar Markov", zone="battlefield")
    s.hand(0, "Vampire Lacerator")
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    g.cast("Vampire Lacerator")
    g.pass_until_resolved()
    g.pass_until_resolved()
    assert len(_vampire_tokens(g)) == 1


# ---------------------------------------------------------------- commander ninjutsu (702.49d)

YURIKO = "Yuriko, the Tiger's Shadow"  # Commander ninjutsu {U}{B}


def _unblocked_bears(s):
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 1)
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    g.pass_until("declare_attackers")
    g.attack("Grizzly Bears", defender=1)
    g.pass_until("declare blockers")
    if g.decision.kind == "blockers":
        g.no_blocks()
    while not (g.decision.kind == "priority" and g.decision.player == 0 and g.state.step == "declare_blockers"):
        g.answer(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    return g


def _ninjutsu_options(g, oid):
    return [o for o in g.decision.options if o[0] == "activate" and o[1] == oid]


def test_702_49d_commander_ninjutsu_from_the_command_zone(scen):
    s = scen(players=2)
    cmd = s.commander(0, YURIKO)
    g = _unblocked_bears(s)
    opts = _ninjutsu_options(g, g.find(cmd))
    assert len(opts) == 1
    g.answer(opts[0])
    while g.decision.kind != "priority":  # the creature to return (the only unblocked attacker), payment
        g.answer(g.decision.options[0])
    g.pass_until_resolved()
    g.expect_zone("Grizzly Bears", "hand")
    g.expect_zone(cmd, "battlefield")
    assert g.obj(cmd).tapped and g.find(cmd) in g.state.combat["attackers"]
    # 903.8: it was not cast, so no commander tax is counted
    assert g.game.view(0)["players"][0]["commanders"][0]["casts"] == 0


def test_702_49d_commander_ninjutsu_still_works_from_the_hand(scen):
    s = scen(players=2)
    cmd = s.commander(0, YURIKO, zone="hand")
    g = _unblocked_bears(s)
    assert len(_ninjutsu_options(g, g.find(cmd))) == 1


def test_702_49d_only_the_owner_may_use_commander_ninjutsu(scen):
    s = scen(players=2)
    theirs = s.commander(1, YURIKO)
    g = _unblocked_bears(s)
    assert _ninjutsu_options(g, g.find(theirs)) == []


def _shivan_castable(g):
    return any(o[0] == "cast" and g.state.objects[o[1]].card == "Shivan Dragon" for o in g.decision.options)


def test_113_6_eminence_cost_reduction_works_from_the_command_zone(scen):
    s = scen(players=2)
    s.commander(0, "The Ur-Dragon")  # Eminence — ... other Dragon spells you cast cost {1} less to cast.
    s.hand(0, "Shivan Dragon")  # {4}{R}{R}
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    assert _shivan_castable(g)
    g.cast("Shivan Dragon")
    g.pass_until_resolved()
    g.expect_zone("Shivan Dragon", "battlefield")


def test_113_6_eminence_cost_reduction_not_from_a_graveyard(scen):
    s = scen(players=2)
    s.commander(0, "The Ur-Dragon", zone="graveyard")
    s.hand(0, "Shivan Dragon")
    s.lands(0, "Mountain", 5)
    g = s.start("main1")
    if g.decision.kind == "option":
        g.answer(next(o for o in g.decision.options if o[0] == "leave"))
    assert not _shivan_castable(g)


def test_113_6_other_eminence_statics_are_unsupported(full_db):
    # "If ~ is on the battlefield or in the command zone and ..., creatures you control have haste": a layer
    # effect from the command zone, not done; the card says so
    miss = CardPool(full_db).get("The Ur-Dragon").missing
    assert miss == ()
    from manastack.engine.support import missing
    from manastack.tree.abilities import IsTrue, Static
    from manastack.tree.continuous import ModPT
    from manastack.tree.refs import This

    st = Static((ModPT(),), This(), condition=IsTrue("in_command_or_battlefield", This()))
    assert any("eminence" in m for m in missing((st,)))


def test_113_6_inalla_eminence_copies_an_entering_wizard_from_the_command_zone(scen):
    """Inalla, Archmage Ritualist in the command zone: "Whenever another nontoken Wizard you control enters, if
    Inalla is in the command zone or on the battlefield, you may pay {1}. If you do, create a token that's a copy of
    that Wizard. The token gains haste." -- Prodigal Sorcerer (a Human Wizard) enters: paying {1} makes a copy."""
    s = scen(players=2)
    s.commander(0, "Inalla, Archmage Ritualist")
    s.hand(0, "Prodigal Sorcerer")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    g.cast("Prodigal Sorcerer")
    g.pass_until_resolved()  # the Sorcerer resolves; Inalla's trigger goes on the stack from the command zone
    for _ in range(12):
        d = g.decision
        if d.kind == "priority" and not g.state.stack:
            break
        if d.kind == "priority":
            g.answer(("pass",))
        elif ("yes",) in d.options:
            g.answer(("yes",))
        else:
            g.answer(d.options[0])
    sorcerers = [o for o in g.state.battlefield if g.obj(o).name == "Prodigal Sorcerer"]
    assert len(sorcerers) == 2
    tok = next(o for o in sorcerers if g.state.objects[o].kind == "token")
    assert "Haste" in g.obj(tok).keywords


def test_113_6_efteekay_eminence_kavu_cost_reduction_from_the_command_zone(scen):
    """Efteekay, Flame of the Kav in the command zone: other Kavu spells cost {1} less -- Flametongue Kavu ({3}{R})
    is castable with three Mountains."""
    s = scen(players=2)
    s.commander(0, "Efteekay, Flame of the Kav")
    s.hand(0, "Flametongue Kavu")
    s.lands(0, "Mountain", 3)
    s.battlefield(1, "Grizzly Bears")
    g = s.start("main1")
    assert any(o[0] == "cast" and g.state.objects[o[1]].card == "Flametongue Kavu" for o in g.decision.options)


def test_113_6b_oloro_gains_life_from_the_command_zone_only(scen):
    """Oloro, Ageless Ascetic: "At the beginning of your upkeep, if Oloro is in the command zone, you gain 2 life."
    -- it functions in the command zone (113.6b): 2 life there, nothing from a graveyard."""
    for zone, life in (("command", 22), ("graveyard", 20)):
        s = scen(players=2)
        s.commander(0, "Oloro, Ageless Ascetic", zone=zone)
        g = s.start("upkeep", turn=1)
        _resolve_all(g)
        assert g.life(0) == life
    assert not g.state.pool.get("Oloro, Ageless Ascetic").missing


def _resolve_all(g):
    for _ in range(40):
        d = g.decision
        if d.kind == "priority" and not g.state.stack:
            return g
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("the stack never emptied")
