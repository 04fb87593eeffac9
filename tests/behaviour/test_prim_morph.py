"""Behaviour tests for face-down casting and manifesting: morph and megamorph (702.37), disguise (702.168),
manifest (701.40), manifest dread (701.62), cloak (701.58), turning face up as a special action (116.2b)
and the hidden information of face-down spells and permanents (708).

Each test plays the real card from the database and checks what its Oracle text (and the rules) say."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.engine.support import IMPLEMENTED_KEYWORDS, IMPLEMENTED_MECHANICS, IMPLEMENTED_TRIGGERS, missing
from manastack.game import Game
from manastack.testing import Scenario
from manastack.testing.scenario import ScenarioGame

from .helpers import add_mana_sources, cast, game, resolve


def _face_down(g: ScenarioGame, controller: int | None = None) -> list[int]:
    return [i for i in g.state.battlefield if g.state.objects[i].face_down
            and (controller is None or g.state.objects[i].controller == controller)]


def _face_up_options(g: ScenarioGame) -> list[tuple]:
    return [o for o in g.options() if o[0] == "turn_face_up"]


def _cast_face_down(g: ScenarioGame, name: str) -> None:
    cast(g, name, variant="facedown")


# ---------------------------------------------------------------- registry


def test_702_37_face_down_primitives_are_registered():
    assert {"Morph", "Megamorph", "Disguise"} <= IMPLEMENTED_KEYWORDS
    assert {"manifest", "manifest_dread", "cloak"} <= IMPLEMENTED_MECHANICS
    assert "turned_face_up" in IMPLEMENTED_TRIGGERS


def test_702_37e_morph_costs_the_special_action_cant_pay_stay_unsupported(pool):
    """Fathom Seer's "Morph—Return two Islands you control to their owner's hand" and Bane of the Living's
    "Morph {X}{B}{B}" (702.37f) are refused by the coverage report; a mana or life morph cost isn't."""
    for name, part in (("Fathom Seer", "return_to_hand"), ("Bane of the Living", "X")):
        cd = pool.get(name)
        assert not cd.supported
        assert any(m.startswith("keyword Morph with cost") and part in m
                   for f in cd.faces for m in missing(tuple(f.abilities)))
    assert pool.get("Zombie Cutthroat").supported  # Morph—Pay 5 life


# ---------------------------------------------------------------- casting face down (702.37c, 708.4)


def test_702_37c_morph_card_is_cast_face_down_for_3_as_a_nameless_2_2_spell(pool):
    """Abzan Guide (Morph {2}{W}{B}{G}): cast face down for {3}, it is a 2/2 colorless creature spell with no
    name, no subtypes and no mana cost on the stack (708.4) and a face-down 2/2 without lifelink once it
    resolves; its mana cost {3}{W}{B}{G} is never paid."""
    g = game(pool, hand=[(0, "Abzan Guide")], mana={0: "3"})
    gid = g.find("Abzan Guide")
    assert ("cast", gid, "facedown") in g.options()
    cast(g, "Abzan Guide", variant="facedown", stack=True)
    spell = g.state.stack[-1]
    c = g.game.chars(spell)
    assert g.state.objects[spell].face_down
    assert (c.name, str(c.mana_cost), c.colors, set(c.types), set(c.subtypes), c.power, c.toughness) == \
        ("", "", 0, {"Creature"}, set(), 2, 2)
    resolve(g)
    (fd,) = _face_down(g, 0)
    v = g.obj(fd)
    assert (v.name, v.power, v.toughness, v.abilities) == ("", 2, 2, ())
    assert all(g.state.objects[i].tapped for i in g.state.battlefield if i != fd)  # the three Wastes paid {3}


def test_708_4_a_face_down_spell_needs_sorcery_timing_like_any_creature_spell(pool):
    """The face-down spell is a creature spell without flash: it can't be cast in the opponent's turn."""
    g = game(pool, hand=[(0, "Abzan Guide")], mana={0: "3"}, active=1)
    g.pass_priority()  # the active player passes: player 1 gets priority in player 2's main phase
    assert not any(o[0] == "cast" for o in g.options())


def test_702_37c_zoetic_cavern_a_land_with_morph_is_cast_as_a_face_down_creature(pool):
    """Zoetic Cavern is a land card with morph: it may be cast face down as a 2/2 creature spell (702.37c)
    besides being played; turned face up ({2}) it is a land that isn't a creature."""
    g = game(pool, hand=[(0, "Zoetic Cavern")], mana={0: "5"})
    cav = g.find("Zoetic Cavern")
    assert ("play", cav) in g.options() and ("cast", cav, "facedown") in g.options()
    _cast_face_down(g, "Zoetic Cavern")
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert g.state.players[0].lands_played == 0
    g.answer(("turn_face_up", fd, "Morph"))
    v = g.obj(fd)
    assert v.name == "Zoetic Cavern" and "Creature" not in v.types and "Land" in v.types


def test_702_37c_a_card_without_morph_cant_be_cast_face_down(pool):
    """702.37d: a card can't normally be cast face down: the option isn't offered, and asking for it is
    refused with a typed error, the game untouched."""
    g = game(pool, hand=[(0, "Grizzly Bears")], mana={0: "3"})
    bears = g.find("Grizzly Bears")
    assert ("cast", bears, "facedown") not in g.options()
    before = g.game.digest()
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", bears, "facedown"))
    assert g.game.digest() == before


# ---------------------------------------------------------------- turning face up (116.2b, 702.37e)


def test_116_2b_turn_face_up_while_a_spell_is_on_the_stack(pool):
    """With the opponent's Shock on the stack aimed at the face-down Abzan Guide, its controller (with
    priority) pays {2}{W}{B}{G} and turns it face up at once (116.2b: a special action, no stack): the
    Shock is still the only object on the stack, and then deals 2 damage to a 4/4, which survives."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Abzan Guide", face_down=True)
    add_mana_sources(s, 0, "2WBG")
    s.hand(1, "Shock")
    add_mana_sources(s, 1, "R")
    g = s.start("main1", active=1)
    fd = g.find(fd)
    cast(g, "Shock", target=fd, stack=True)
    assert g.decision.player == 1
    g.pass_priority()
    assert g.decision.player == 0
    assert ("turn_face_up", fd, "Morph") in g.options()
    stack = list(g.state.stack)
    g.answer(("turn_face_up", fd, "Morph"))
    assert g.state.stack == stack and g.decision.player == 0  # 116.3: still has priority
    assert g.obj(fd).name == "Abzan Guide" and "Lifelink" in g.obj(fd).keywords
    resolve(g)
    assert g.zone_of(fd) == "battlefield" and g.state.objects[fd].damage == 2


def test_702_37e_cant_turn_face_up_without_the_mana_or_an_opponents_permanent(pool):
    """Without {2}{W}{B}{G} available the special action isn't offered, and asking for it is refused with
    a typed error, the game untouched; an opponent's face-down permanent can't be turned face up either."""
    s = Scenario(cards=pool)
    mine = s.battlefield(0, "Abzan Guide", face_down=True)
    theirs = s.battlefield(1, "Gudul Lurker", face_down=True)
    add_mana_sources(s, 0, "2WB")
    add_mana_sources(s, 0, "U")
    g = s.start("main1")
    mine, theirs = g.find(mine), g.find(theirs)
    assert _face_up_options(g) == []
    before = g.game.digest()
    for choice in (("turn_face_up", mine, "Morph"), ("turn_face_up", theirs, "Megamorph")):
        with pytest.raises(IllegalActionError):
            g.game.apply(choice)
        assert g.game.digest() == before
    assert g.state.objects[mine].face_down


def test_702_37b_megamorph_puts_a_plus1_counter_as_it_turns_face_up(pool):
    """Gudul Lurker (1/1, Megamorph {U}): turned face up for {U}, it gets a +1/+1 counter: a 2/2 that can't
    be blocked."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Gudul Lurker", face_down=True)
    add_mana_sources(s, 0, "U")
    g = s.start("main1")
    fd = g.find(fd)
    g.answer(("turn_face_up", fd, "Megamorph"))
    assert g.state.objects[fd].counters == {"+1/+1": 1}
    g.expect_pt(fd, 2, 2)
    assert g.obj(fd).name == "Gudul Lurker"


def test_702_37e_zombie_cutthroat_morph_cost_pay_5_life(pool):
    """Zombie Cutthroat: "Morph—Pay 5 life": turning it face up costs 5 life and no mana (119.4: offered
    only with at least 5 life)."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Zombie Cutthroat", face_down=True)
    g = s.start("main1")
    fd = g.find(fd)
    g.answer(("turn_face_up", fd, "Morph"))
    assert g.life(0) == 15
    g.expect_pt(fd, 3, 4)
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Zombie Cutthroat", face_down=True)
    s.player(0, life=4)
    g = s.start("main1")
    fd = g.find(fd)
    assert _face_up_options(g) == []


def test_708_8_turned_face_up_triggers_and_no_enters_abilities(pool):
    """Hidden Dragonslayer (Megamorph {2}{W}): "When this creature is turned face up, destroy target creature
    with power 4 or greater an opponent controls." Turned face up, it triggers (708.8) and destroys the
    opponent's Craw Wurm; Aven Farseer ("Whenever a permanent is turned face up, put a +1/+1 counter on this
    creature") triggers too."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Hidden Dragonslayer", face_down=True)
    s.battlefield(0, "Aven Farseer")
    s.battlefield(1, "Craw Wurm")
    s.battlefield(1, "Grizzly Bears")
    add_mana_sources(s, 0, "2W")
    g = s.start("main1")
    fd = g.find(fd)
    g.answer(("turn_face_up", fd, "Megamorph"))
    resolve(g, "first", "Craw Wurm")
    assert "Craw Wurm" in g.zone(1, "graveyard") and g.zone_of("Grizzly Bears") == "battlefield"
    assert g.state.objects[g.find("Aven Farseer")].counters == {"+1/+1": 1}
    g.expect_pt(fd, 3, 2)  # 2/1 with the megamorph counter


def test_708_3_disguised_hunted_bonebrute_has_ward_2_and_no_enters_trigger(pool):
    """Hunted Bonebrute (Disguise {1}{B}): cast face down, it enters as a 2/2 with ward {2} (702.168a) and its
    "When this creature enters, target opponent creates two 1/1 Dogs" doesn't trigger (708.3); turned face
    up for {1}{B} it is a 6/5 menace without ward, and still no Dogs (702.168d)."""
    g = game(pool, hand=[(0, "Hunted Bonebrute")], battlefield=[(0, "Swamp")] * 5)
    cast(g, "Hunted Bonebrute", variant="facedown", stack=True)
    assert "Ward" in g.game.chars(g.state.stack[-1]).keywords  # the face-down spell too (702.168a)
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert g.obj(fd).keywords == {"Ward"} and g.state.objects[fd].alt == "disguise"
    assert g.zone(1, "battlefield") == []
    g.answer(("turn_face_up", fd, "Disguise"))
    resolve(g)
    v = g.obj(fd)
    assert v.name == "Hunted Bonebrute" and "Menace" in v.keywords and "Ward" not in v.keywords
    assert g.zone(1, "battlefield") == []


def test_702_168a_ward_2_on_a_disguised_permanent_counters_an_unpaid_shock(pool):
    """The opponent's Shock targeting the face-down disguised Bonebrute triggers ward {2}: without {2} to
    pay, the Shock is countered and the 2/2 lives."""
    g = game(pool, hand=[(0, "Hunted Bonebrute"), (1, "Shock")], mana={0: "3", 1: "R"})
    _cast_face_down(g, "Hunted Bonebrute")
    resolve(g)
    (fd,) = _face_down(g, 0)
    g.pass_priority()  # the active player passes with an empty stack: the opponent gets priority (117.3d)
    assert g.decision.player == 1
    cast(g, "Shock", target=fd)
    assert g.zone_of(fd) == "battlefield" and g.state.objects[fd].damage == 0
    assert "Shock" in g.zone(1, "graveyard")


# ---------------------------------------------------------------- manifest (701.40), manifest dread (701.62)


def test_701_40a_soul_summons_manifests_a_creature_card_turned_up_for_its_mana_cost(pool):
    """Soul Summons manifests the top card (Grizzly Bears) as a face-down 2/2; being a creature card it can
    be turned face up for its mana cost {1}{G} (701.40b)."""
    g = game(pool, hand=[(0, "Soul Summons")], mana={0: "1W"}, library=[(0, "Grizzly Bears"), (0, "Island")],
             battlefield=[(0, "Forest"), (0, "Forest"), (0, "Wastes"), (0, "Wastes")])
    cast(g, "Soul Summons")
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert g.state.objects[fd].card == "Grizzly Bears" and g.state.objects[fd].alt == "manifest"
    g.expect_pt(fd, 2, 2)
    assert _face_up_options(g) == [("turn_face_up", fd, "mana_cost")]
    g.answer(("turn_face_up", fd, "mana_cost"))
    assert g.obj(fd).name == "Grizzly Bears" and not g.state.objects[fd].face_down


def test_701_40b_a_manifested_noncreature_card_cant_be_turned_face_up(pool):
    """A manifested Island isn't a creature card: no way to turn it face up is offered (701.40b)."""
    g = game(pool, hand=[(0, "Soul Summons")], mana={0: "1W"}, library=[(0, "Island")],
             battlefield=[(0, "Forest"), (0, "Wastes"), (0, "Island")])
    cast(g, "Soul Summons")
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert _face_up_options(g) == []


def test_701_40c_a_manifested_morph_card_may_use_either_way(pool):
    """A manifested Abzan Guide can be turned face up for its morph cost or its mana cost (701.40c)."""
    g = game(pool, hand=[(0, "Soul Summons")], mana={0: "1W"}, library=[(0, "Abzan Guide")],
             battlefield=[(0, n) for n in ("Plains", "Swamp", "Forest", "Wastes") for _ in range(3)])
    cast(g, "Soul Summons")
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert sorted(o[2] for o in _face_up_options(g)) == ["Morph", "mana_cost"]


def test_701_40g_a_manifested_instant_turned_face_up_by_an_effect_stays_face_down(pool):
    """A manifested Lightning Bolt that an effect would turn face up (708.8's procedure, as Break Open does) is
    revealed and stays face down (701.40g); and no way to turn it face up is offered (701.40b)."""
    from manastack.engine.copy import turn_face_up

    g = game(pool, hand=[(0, "Soul Summons")], mana={0: "1W"}, library=[(0, "Lightning Bolt")],
             battlefield=[(0, "Mountain")] * 3)
    cast(g, "Soul Summons")
    (fd,) = _face_down(g, 0)
    assert _face_up_options(g) == []
    m = g.mark()
    st = g.state
    assert turn_face_up(st, fd) is False
    assert st.objects[fd].face_down and "701.40g" in g.rules_since(m)


def test_701_62a_manifest_dread_manifests_one_of_the_top_two_and_mills_the_other(pool):
    """Manifest Dread: look at the top two cards (Craw Wurm, Shock), manifest the chosen Craw Wurm; Shock
    goes to the graveyard."""
    g = game(pool, hand=[(0, "Manifest Dread")], mana={0: "1G"},
             library=[(0, "Shock"), (0, "Craw Wurm"), (0, "Island")])
    cast(g, "Manifest Dread", stack=True)
    resolve(g, "Craw Wurm")
    (fd,) = _face_down(g, 0)
    assert g.state.objects[fd].card == "Craw Wurm"
    assert sorted(g.zone(0, "graveyard")) == ["Manifest Dread", "Shock"]
    assert g.zone(0, "library") == ["Island"]


def test_701_62a_killers_mask_attaches_to_the_manifested_creature(pool):
    """Killer's Mask: "When this Equipment enters, manifest dread, then attach this Equipment to that
    creature." The Mask ends up on the face-down 2/2, which has menace."""
    g = game(pool, hand=[(0, "Killer's Mask")], mana={0: "2B"},
             library=[(0, "Grizzly Bears"), (0, "Island"), (0, "Plains")])
    cast(g, "Killer's Mask", "Island")
    (fd,) = _face_down(g, 0)
    assert g.state.objects[fd].card == "Island"
    assert g.obj("Killer's Mask").attached_to == fd
    assert "Menace" in g.obj(fd).keywords
    assert g.zone(0, "graveyard") == ["Grizzly Bears"]


def test_701_58a_cryptic_coat_cloaks_with_ward_2_and_attaches(pool):
    """Cryptic Coat: "cloak the top card of your library, then attach this Equipment to it": a face-down
    2/2 with ward {2} (701.58a) wearing the Coat (3/2, can't be blocked)."""
    g = game(pool, hand=[(0, "Cryptic Coat")], mana={0: "2U"}, library=[(0, "Grizzly Bears")])
    cast(g, "Cryptic Coat")
    resolve(g)
    (fd,) = _face_down(g, 0)
    assert g.obj("Cryptic Coat").attached_to == fd
    assert "Ward" in g.obj(fd).keywords
    g.expect_pt(fd, 3, 2)


# ---------------------------------------------------------------- hidden information (708.5, 708.9)


def test_708_5_only_the_controller_sees_a_face_down_spell_and_permanent(pool):
    """The opponent's view shows a nameless face-down object on the stack and then on the battlefield; the
    controller's view shows it is Abzan Guide (708.5)."""
    g = game(pool, hand=[(0, "Abzan Guide")], mana={0: "3"})
    cast(g, "Abzan Guide", variant="facedown", stack=True)
    mine, theirs = g.game.view(0)["stack"][-1], g.game.view(1)["stack"][-1]
    assert mine["card"] == "Abzan Guide" and "Abzan Guide" not in str(theirs)
    resolve(g)
    (fd,) = _face_down(g, 0)
    theirs = next(o for o in g.game.view(1)["battlefield"] if o["id"] == fd)
    mine = next(o for o in g.game.view(0)["battlefield"] if o["id"] == fd)
    assert theirs["face_down"] and "Abzan Guide" not in str(theirs)
    assert mine["card"] == "Abzan Guide"


def test_708_9_a_face_down_permanent_leaving_the_battlefield_is_revealed(pool):
    """The face-down Abzan Guide is returned to its owner's hand by Unsummon: it is revealed as it moves
    (708.9)."""
    s = Scenario(cards=pool)
    fd = s.battlefield(1, "Abzan Guide", face_down=True)
    s.hand(0, "Unsummon")
    add_mana_sources(s, 0, "U")
    g = s.start("main1")
    fd = g.find(fd)
    m = g.mark()
    cast(g, "Unsummon", target=fd)
    resolve(g)
    assert g.zone(1, "hand") == ["Abzan Guide"]
    assert "708.9" in g.rules_since(m)
    assert any("Abzan Guide" in e.text for e in g.events_since(m) if e.rule == "708.9")


def test_708_9_at_the_end_of_the_game_face_down_permanents_are_revealed(pool):
    """Once the game is over, everyone's view shows what the face-down permanents are (708.9)."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Abzan Guide", face_down=True)
    g = s.start("main1")
    fd = g.find(fd)
    g.game.concede(1)
    theirs = next(o for o in g.game.view(1)["battlefield"] if o["id"] == fd)
    assert theirs["card"] == "Abzan Guide"


def test_708_face_down_state_survives_save_and_load(pool):
    """A manifested permanent keeps being manifested after save/load: it can still be turned face up for
    its mana cost (701.40b)."""
    g = game(pool, hand=[(0, "Soul Summons")], mana={0: "1W"}, library=[(0, "Grizzly Bears")],
             battlefield=[(0, "Forest"), (0, "Forest"), (0, "Wastes"), (0, "Wastes")])
    cast(g, "Soul Summons")
    resolve(g)
    (fd,) = _face_down(g, 0)
    g2 = Game.load(g.game.save(), pool)
    assert g2.state.objects[fd].face_down and g2.state.objects[fd].alt == "manifest"
    assert ("turn_face_up", fd, "mana_cost") in g2.legal_actions()
    g2.apply(("turn_face_up", fd, "mana_cost"))
    assert not g2.state.objects[fd].face_down and g2.name(fd) == "Grizzly Bears"


# ---------------------------------------------------------------- compiler: plural pronouns (608.2c)


def test_608_2c_them_after_an_each_effect_is_never_the_trigger_source(pool):
    """Essence of Antiquity: "When this creature is turned face up, creatures you control gain hexproof until
    end of turn. Untap them." -- "them" is the creatures, not the Essence; the compiler has no way to say it,
    so the card stays unsupported instead of untapping only itself. Same for Great Oak Guardian ("Untap
    them.") and Thundermaw Hellkite ("Tap those creatures."), which used to tap or untap themselves."""
    for name in ("Essence of Antiquity", "Great Oak Guardian", "Thundermaw Hellkite"):
        assert not pool.get(name).supported, name


def test_603_10a_a_face_down_creature_dying_has_no_dies_ability_a_face_up_one_does(pool):
    """Sultai Emissary: "When this creature dies, manifest the top card of your library." Face down, the dying
    2/2 had no abilities (708.2a, looked back at per 603.10a): nothing is manifested, and the card is revealed
    on its way to the graveyard (708.9). Face up, it manifests the top card (Grizzly Bears)."""
    s = Scenario(cards=pool)
    fd = s.battlefield(0, "Sultai Emissary", face_down=True)
    s.library(0, "Grizzly Bears")
    s.hand(1, "Murder")
    add_mana_sources(s, 1, "1BB")
    g = s.start("main1", active=1)
    fd = g.find(fd)
    m = g.mark()
    cast(g, "Murder", target=fd)
    assert g.zone(0, "graveyard") == ["Sultai Emissary"] and _face_down(g) == []
    assert "708.9" in g.rules_since(m)
    s = Scenario(cards=pool)
    em = s.battlefield(0, "Sultai Emissary")
    s.library(0, "Grizzly Bears")
    s.hand(1, "Murder")
    add_mana_sources(s, 1, "1BB")
    g = s.start("main1", active=1)
    cast(g, "Murder", target=g.find(em))
    (fd,) = _face_down(g, 0)
    assert g.state.objects[fd].card == "Grizzly Bears"
