"""903.8's count in card text: "copy it for each time you've cast your commander from the command zone this game"
(the Commander Legends Storm cycle), and eminence triggered abilities working from the command zone (113.6,
207.2c eminence is an ability word)."""

ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2 legendary creature
JASMINE = "Jasmine Boreal"  # {3}{G}{W} 4/5 legendary creature


def _angels(g, pid=0):
    st = g.state
    return [o for o in st.battlefield if st.objects[o].kind == "token" and st.objects[o].controller == pid
            and g.obj(o).name == "Angel"]


def _bounce_to_command(g, cmd):
    g.cast("Unsummon", target=cmd)
    g.pass_priority(2)
    g.answer(("command",))  # 903.9b
    g.pass_until_resolved()


def _resolve_all(g):
    for _ in range(40):
        d = g.decision
        if d.kind == "priority" and not g.state.stack:
            return g
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError("the stack never emptied")


def test_903_8_copy_it_for_each_time_you_cast_your_commander_none_yet(scen):
    """No cast from the command zone yet: Empyrial Storm makes only its own Angel."""
    s = scen(players=2)
    s.commander(0, ISAMARU)
    s.hand(0, "Empyrial Storm")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Empyrial Storm")
    _resolve_all(g)
    assert len(_angels(g)) == 1
    assert not g.state.pool.get("Empyrial Storm").missing


def test_903_8_copy_it_for_each_time_you_cast_your_commander_twice(scen):
    """Isamaru cast twice from the command zone: Empyrial Storm is copied twice (three 4/4 Angels)."""
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.hand(0, "Unsummon", "Empyrial Storm")
    s.lands(0, "Plains", 10)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    _bounce_to_command(g, cmd)
    g.cast(cmd)  # {W}{2}: the second cast from the command zone
    g.pass_until_resolved()
    g.cast("Empyrial Storm")
    _resolve_all(g)
    assert len(_angels(g)) == 3
    g.expect_pt(_angels(g)[0], 4, 4)


def test_903_8_the_count_adds_both_commanders_and_not_casts_from_hand(scen):
    """Two commanders: each cast from the command zone counts ("your commander": either of them); a cast of one
    from a hand counts nothing."""
    s = scen(players=2)
    a = s.commander(0, ISAMARU)
    b = s.commander(0, JASMINE, zone="hand")
    s.hand(0, "Empyrial Storm")
    s.lands(0, "Plains", 8)
    s.lands(0, "Forest", 4)
    g = s.start("main1")
    g.cast(a)
    g.pass_until_resolved()
    g.cast(b)  # from the hand: no tax, no count (903.8)
    g.pass_until_resolved()
    g.cast("Empyrial Storm")
    _resolve_all(g)
    assert len(_angels(g)) == 2


def test_903_8_copies_in_a_game_without_commanders_are_none(scen):
    s = scen(players=2)
    s.hand(0, "Empyrial Storm")
    s.lands(0, "Plains", 6)
    g = s.start("main1")
    g.cast("Empyrial Storm")
    _resolve_all(g)
    assert len(_angels(g)) == 1


def test_707_10f_903_8_creature_spell_copies_become_tokens(scen):
    """Hatut Zeraze Strike Force copied once (one cast of the commander): the copy resolves as a token."""
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.hand(0, "Hatut Zeraze Strike Force")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 6)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.cast("Hatut Zeraze Strike Force")
    _resolve_all(g)
    st = g.state
    hz = [o for o in st.battlefield if g.obj(o).name == "Hatut Zeraze Strike Force"]
    assert sorted(st.objects[o].kind for o in hz) == ["card", "token"]


# ---------------------------------------------------------------- eminence (113.6, 207.2c)


def test_113_6_eminence_beginning_of_combat_trigger_from_the_command_zone(scen):
    """Arahbo, Roar of the World: "Eminence — At the beginning of combat on your turn, if Arahbo is in the command
    zone or on the battlefield, another target Cat you control gets +3/+3 until end of turn."""
    s = scen(players=2)
    s.commander(0, "Arahbo, Roar of the World")
    cat = s.battlefield(0, "Savannah Lions")
    g = s.start("main1")
    g.pass_priority()
    for _ in range(10):
        d = g.decision
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[1] == g.find(cat)))
        elif d.kind == "priority" and g.state.stack:
            g.answer(("pass",))
        elif d.kind == "priority" and g.state.step == "beginning_of_combat":
            break
        else:
            g.answer(("pass",) if d.kind == "priority" else d.options[0])
    g.expect_pt(cat, 5, 4)


def test_113_6_eminence_trigger_does_nothing_from_the_library(scen):
    s = scen(players=2)
    s.commander(0, "Arahbo, Roar of the World", zone="library")
    cat = s.battlefield(0, "Savannah Lions")
    g = s.start("main1")
    g.pass_priority()
    assert not g.state.stack and g.decision.kind != "target"
    g.expect_pt(cat, 2, 1)


def test_113_6_eminence_attack_trigger_from_the_command_zone(scen):
    """Sidar Jabari of Zhalfir: "Eminence — Whenever you attack with one or more Knights, if Sidar Jabari is in the
    command zone or on the battlefield, draw a card, then discard a card."""
    s = scen(players=2)
    s.commander(0, "Sidar Jabari of Zhalfir")
    s.battlefield(0, "Knight of the White Orchid")
    s.library(0, "Plains", "Plains")
    s.hand(0, "Island")
    g = s.start("main1")
    lib = len(g.state.library[0])
    g.pass_until("declare_attackers")
    g.attack("Knight of the White Orchid", defender=1)
    for _ in range(10):
        d = g.decision
        if d.kind == "priority" and not g.state.stack:
            break
        g.answer(("pass",) if d.kind == "priority" else d.options[0])
    assert len(g.state.library[0]) == lib - 1  # drew one
    assert len(g.state.graveyard[0]) == 1  # then discarded one


def test_903_8_commanders_insignia_counts_casts_from_the_command_zone(scen):
    """Commander's Insignia: "Creatures you control get +1/+1 for each time you've cast your commander from the
    command zone this game" -- +0/+0 before, +1/+1 once Isamaru is cast from the command zone."""
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.battlefield(0, "Commander's Insignia")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 1)
    g = s.start("main1")
    g.expect_pt(bears, 2, 2)
    g.cast(cmd)
    g.expect_pt(bears, 3, 3)  # counted as it became cast (903.8), while the commander is on the stack
    g.pass_until_resolved()
    g.expect_pt(cmd, 3, 3)


def test_903_8_jyoti_creates_a_token_for_each_cast_of_your_commander(scen):
    """Jyoti, Moag Ancient: "When Jyoti enters, create a 1/1 green Forest Dryad land creature token for each time
    you've cast your commander from the command zone this game." -- one cast: one Forest Dryad."""
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.hand(0, "Jyoti, Moag Ancient")
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest", 3)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.cast("Jyoti, Moag Ancient")
    _resolve_all(g)
    st = g.state
    dryads = [o for o in st.battlefield if st.objects[o].kind == "token"]
    assert len(dryads) == 1 and {"Land", "Creature"} <= set(g.obj(dryads[0]).types)


def test_903_8_jirina_kudro_a_soldier_for_each_time_you_cast_a_commander_from_the_command_zone(scen):
    """Jirina Kudro: "create a 1/1 white Human Soldier creature token for each time you've cast a commander from the
    command zone this game" -- Isamaru cast once from the command zone, then Jirina from the hand: one Soldier (and
    the cast from the hand isn't counted)."""
    s = scen(players=2)
    cmd = s.commander(0, ISAMARU)
    s.hand(0, "Jirina Kudro")
    s.lands(0, "Plains", 2)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Swamp", 1)
    g = s.start("main1")
    g.cast(cmd)
    g.pass_until_resolved()
    g.pass_until("main1", turn=3)
    g.cast("Jirina Kudro")
    _resolve_all(g)
    soldiers = [o for o in g.state.battlefield if g.obj(o).name == "Human Soldier" and g.obj(o).controller == 0]
    assert len(soldiers) == 1


def test_903_8_jirina_kudro_no_soldier_without_a_commander_cast(scen):
    s = scen(players=2)
    s.commander(0, ISAMARU)
    s.hand(0, "Jirina Kudro")
    s.lands(0, "Plains", 1)
    s.lands(0, "Mountain", 1)
    s.lands(0, "Swamp", 1)
    s.lands(0, "Island", 1)
    g = s.start("main1")
    g.cast("Jirina Kudro")
    _resolve_all(g)
    assert not [o for o in g.state.battlefield if g.obj(o).name == "Human Soldier"]
