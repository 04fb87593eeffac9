"""702.103 bestow, with Boon Satyr ("Flash; Bestow {3}{G}{G}; Enchanted creature gets +4/+2.")."""


def _bestow_options(g, name):
    oid = g.find(name)
    return [o for o in g.decision.options if o[0] == "cast" and o[1] == oid and "bestow" in str(o)]


def _cast_bestowed(g, target):
    opts = _bestow_options(g, "Boon Satyr")
    assert len(opts) == 1
    g.answer(opts[0])
    d = g.decision
    while d is not None and d.kind != "priority":
        if d.kind == "target":
            g.answer(next(o for o in d.options if o[1] == g.find(target)))
        else:
            g.answer(d.options[0])
        d = g.decision
    return g


def test_702_103a_bestow_is_offered_as_an_alternative_cost(scen):
    s = scen()
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon Satyr")
    s.lands(0, "Forest", 5)
    g = s.start()
    assert len(_bestow_options(g, "Boon Satyr")) == 1
    assert not g.state.pool.get("Boon Satyr").missing


def test_702_103b_bestowed_spell_is_an_aura_and_enchants_its_target(scen):
    """702.103b: on the stack it is an Aura enchantment spell (not a creature) targeting a creature; it
    resolves attached, and the enchanted creature gets +4/+2."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon Satyr")
    s.lands(0, "Forest", 5)
    g = s.start()
    _cast_bestowed(g, bears)
    spell = g.obj("Boon Satyr", zone="stack")
    assert "Creature" not in spell.types and "Aura" in spell.subtypes and "Enchantment" in spell.types
    assert "Satyr" not in spell.subtypes
    g.pass_until_resolved()
    satyr = g.find("Boon Satyr")
    assert g.state.objects[satyr].attached_to == g.find(bears)
    assert "Creature" not in g.obj(satyr).types
    g.expect_pt(bears, 6, 4)
    assert all(f.tapped for f in (g.state.objects[o] for o in g.state.battlefield)
               if f.card == "Forest")  # the bestow cost {3}{G}{G} was paid


def test_702_103f_bestowed_aura_becomes_a_creature_when_its_creature_leaves(scen):
    """702.103f (an exception to 704.5m): the Aura stays on the battlefield as a 4/2 Satyr creature."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon Satyr")
    s.lands(0, "Forest", 5)
    s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start()
    _cast_bestowed(g, bears)
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    g.cast("Doom Blade", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    satyr = g.obj("Boon Satyr")
    assert "Creature" in satyr.types and "Satyr" in satyr.subtypes and "Aura" not in satyr.subtypes
    g.expect_pt("Boon Satyr", 4, 2)
    assert g.state.objects[g.find("Boon Satyr")].attached_to is None


def test_702_103e_illegal_target_resolves_as_a_creature_spell(scen):
    """702.103e, 608.3b: the target dies in response; the bestowed spell resolves as a creature instead of
    being countered."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Boon Satyr")
    s.lands(0, "Forest", 5)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start()
    _cast_bestowed(g, bears)
    g.answer(("pass",))  # player 1 gets priority
    g.cast("Lightning Bolt", target=bears)
    g.pass_until_resolved()
    g.expect_zone(bears, "graveyard")
    satyr = g.obj("Boon Satyr")
    assert g.zone_of("Boon Satyr") == "battlefield"
    assert "Creature" in satyr.types and (satyr.power, satyr.toughness) == (4, 2)
