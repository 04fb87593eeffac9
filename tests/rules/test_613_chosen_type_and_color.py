"""614.12a choices as a permanent enters, and the layer 4/5 effects that read them in every zone: Conspiracy
("Creatures you control are the chosen type. The same is true for creature spells you control and creature
cards you own that aren't on the battlefield.") and Painter's Servant ("All cards that aren't on the
battlefield, spells, and permanents are the chosen color in addition to their other colors.")."""
from manastack.tree import AddChosenColor, ChooseValue, ChosenCreatureType, Filter, Static

BLUE, RED, GREEN = ["blue"], ["red"], ["green"]


def test_614_12a_compiled_trees(pool):
    consp = pool.get("Conspiracy").front.abilities
    assert consp[0].arg.effect == ChooseValue("creature_type")
    assert consp[1] == Static((ChosenCreatureType(),), Filter(kind="object", types=("Creature",), controller="you"))
    painter = pool.get("Painter's Servant").front.abilities
    assert painter[0].arg.effect == ChooseValue("color")
    assert painter[1] == Static((AddChosenColor(),), Filter(kind="object"))
    assert not pool.get("Conspiracy").missing and not pool.get("Painter's Servant").missing


def _cast_painter(s, color="U"):
    s.hand(0, "Painter's Servant")
    s.lands(0, "Island", 2)
    g = s.start()
    g.cast("Painter's Servant")
    g.answer(("pass",))
    g.answer(("pass",))
    d = g.decision
    assert d.kind == "color" and d.player == 0  # 614.12a: chosen as it enters, by its controller
    g.answer(("color", color))
    return g


def test_614_12a_painters_servant_colors_every_zone(scen):
    """Painter's Servant's ruling: every card in every zone, every token and spell is the chosen color too;
    the other colors stay; a colorless object is simply that color."""
    s = scen()
    bears = s.battlefield(1, "Grizzly Bears")
    thopter = s.battlefield(1, "Ornithopter")
    bolt = s.graveyard(1, "Lightning Bolt")[0]
    lib = s.library(0, "Shock")[0]
    g = _cast_painter(s)
    assert g.obj(bears).colors == sorted(GREEN + BLUE)
    assert g.obj(thopter).colors == BLUE
    assert g.obj(bolt).colors == sorted(RED + BLUE)
    assert g.obj(lib).colors == sorted(RED + BLUE)
    assert g.obj("Painter's Servant").colors == BLUE


def test_613_1e_painters_servant_leaving_ends_the_effect_everywhere(scen):
    s = scen()
    bolt = s.graveyard(1, "Lightning Bolt")[0]
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = _cast_painter(s)
    assert g.obj(bolt).colors == sorted(RED + BLUE)
    painter = g.find("Painter's Servant")
    g.pass_until("main1", turn=2)
    g.cast("Lightning Bolt", target=painter)
    g.pass_until_resolved()
    assert g.zone(0, "graveyard") == ["Painter's Servant"]
    assert g.obj(bolt).colors == RED


def test_613_1d_conspiracy_chosen_type_replaces_creature_types_in_every_zone(scen):
    """Conspiracy's rulings: affected spells, cards and creatures lose all their other creature types; only the
    controller's creatures and the creature cards they own; noncreature cards are untouched."""
    s = scen()
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    in_hand = s.hand(0, "Llanowar Elves")
    in_gy = s.graveyard(0, "Serra Angel")[0]
    their_gy = s.graveyard(1, "Serra Angel")[0]
    bolt = s.graveyard(0, "Lightning Bolt")[0]
    s.hand(0, "Conspiracy")
    s.lands(0, "Swamp", 5)
    g = s.start()
    g.cast("Conspiracy")
    g.answer(("pass",))
    g.answer(("pass",))
    d = g.decision
    assert d.kind == "option" and ("option", "Zombie") in d.options and ("option", "Legend") not in d.options
    g.answer(("option", "Zombie"))
    assert g.obj(bears).subtypes == {"Zombie"}
    assert g.obj(in_hand).subtypes == {"Zombie"}
    assert g.obj(in_gy).subtypes == {"Zombie"}
    assert g.obj(theirs).subtypes == {"Bear"}
    assert g.obj(their_gy).subtypes == {"Angel"}
    assert g.obj(bolt).subtypes == set()


def test_613_1d_conspiracy_applies_to_creature_spells_you_control(scen):
    s = scen()
    s.battlefield(0, "Conspiracy")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start()
    g.state.mut(g.find("Conspiracy")).chosen = {"creature_type": "Elf"}
    g.state.touch()
    g.cast("Grizzly Bears")
    assert g.obj("Grizzly Bears", zone="stack").subtypes == {"Elf"}
