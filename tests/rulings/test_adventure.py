"""Official rulings shared by the adventurer cards among the target cards (715): each ruling checked on each
card (issue #32). The parameter lists name the ruling each case checks (``marks=ruling(...)``)."""
from __future__ import annotations

import pytest

from manastack.core.colors import names
from manastack.core.mana import ManaCost
from manastack.testing import Scenario
from manastack.testing.scenario import full_database

from .keys import ruling

ADV_CHARS = [
    pytest.param('Animating Faerie // Bring to Life', marks=ruling('Animating Faerie // Bring to Life', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Ardenvale Tactician // Dizzying Swoop', marks=ruling('Ardenvale Tactician // Dizzying Swoop', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Beanstalk Giant // Fertile Footsteps', marks=ruling('Beanstalk Giant // Fertile Footsteps', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Brazen Borrower // Petty Theft', marks=ruling('Brazen Borrower // Petty Theft', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Curious Pair // Treats to Share', marks=ruling('Curious Pair // Treats to Share', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Embereth Shieldbreaker // Battle Display', marks=ruling('Embereth Shieldbreaker // Battle Display', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Faerie Guidemother // Gift of the Fae', marks=ruling('Faerie Guidemother // Gift of the Fae', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Flaxen Intruder // Welcome Home', marks=ruling('Flaxen Intruder // Welcome Home', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Foulmire Knight // Profane Insight', marks=ruling('Foulmire Knight // Profane Insight', '2019-10-04', 'when casting a spell as an')),
    pytest.param("Garenbrig Carver // Shield's Might", marks=ruling("Garenbrig Carver // Shield's Might", '2019-10-04', 'when casting a spell as an')),
    pytest.param('Giant Killer // Chop Down', marks=ruling('Giant Killer // Chop Down', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Hypnotic Sprite // Mesmeric Glare', marks=ruling('Hypnotic Sprite // Mesmeric Glare', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Lonesome Unicorn // Rider in Need', marks=ruling('Lonesome Unicorn // Rider in Need', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Merchant of the Vale // Haggle', marks=ruling('Merchant of the Vale // Haggle', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Merfolk Secretkeeper // Venture Deeper', marks=ruling('Merfolk Secretkeeper // Venture Deeper', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Murderous Rider // Swift End', marks=ruling('Murderous Rider // Swift End', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Oakhame Ranger // Bring Back', marks=ruling('Oakhame Ranger // Bring Back', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Order of Midnight // Alter Fate', marks=ruling('Order of Midnight // Alter Fate', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Queen of Ice // Rage of Winter', marks=ruling('Queen of Ice // Rage of Winter', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Realm-Cloaked Giant // Cast Off', marks=ruling('Realm-Cloaked Giant // Cast Off', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Rimrock Knight // Boulder Rush', marks=ruling('Rimrock Knight // Boulder Rush', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Rosethorn Acolyte // Seasonal Ritual', marks=ruling('Rosethorn Acolyte // Seasonal Ritual', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Shepherd of the Flock // Usher to Safety', marks=ruling('Shepherd of the Flock // Usher to Safety', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Silverflame Squire // On Alert', marks=ruling('Silverflame Squire // On Alert', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Smitten Swordmaster // Curry Favor', marks=ruling('Smitten Swordmaster // Curry Favor', '2019-10-04', 'when casting a spell as an')),
    pytest.param('Tuinvale Treefolk // Oaken Boon', marks=ruling('Tuinvale Treefolk // Oaken Boon', '2019-10-04', 'when casting a spell as an')),
]

ADV_EXILE = [
    pytest.param('Animating Faerie // Bring to Life', marks=ruling('Animating Faerie // Bring to Life', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Ardenvale Tactician // Dizzying Swoop', marks=ruling('Ardenvale Tactician // Dizzying Swoop', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Beanstalk Giant // Fertile Footsteps', marks=ruling('Beanstalk Giant // Fertile Footsteps', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Brazen Borrower // Petty Theft', marks=ruling('Brazen Borrower // Petty Theft', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Curious Pair // Treats to Share', marks=ruling('Curious Pair // Treats to Share', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Embereth Shieldbreaker // Battle Display', marks=ruling('Embereth Shieldbreaker // Battle Display', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Faerie Guidemother // Gift of the Fae', marks=ruling('Faerie Guidemother // Gift of the Fae', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Flaxen Intruder // Welcome Home', marks=ruling('Flaxen Intruder // Welcome Home', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Foulmire Knight // Profane Insight', marks=ruling('Foulmire Knight // Profane Insight', '2019-10-04', 'if a spell is cast as')),
    pytest.param("Garenbrig Carver // Shield's Might", marks=ruling("Garenbrig Carver // Shield's Might", '2019-10-04', 'if a spell is cast as')),
    pytest.param('Giant Killer // Chop Down', marks=ruling('Giant Killer // Chop Down', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Hypnotic Sprite // Mesmeric Glare', marks=ruling('Hypnotic Sprite // Mesmeric Glare', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Lonesome Unicorn // Rider in Need', marks=ruling('Lonesome Unicorn // Rider in Need', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Merchant of the Vale // Haggle', marks=ruling('Merchant of the Vale // Haggle', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Merfolk Secretkeeper // Venture Deeper', marks=ruling('Merfolk Secretkeeper // Venture Deeper', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Murderous Rider // Swift End', marks=ruling('Murderous Rider // Swift End', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Oakhame Ranger // Bring Back', marks=ruling('Oakhame Ranger // Bring Back', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Order of Midnight // Alter Fate', marks=ruling('Order of Midnight // Alter Fate', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Queen of Ice // Rage of Winter', marks=ruling('Queen of Ice // Rage of Winter', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Realm-Cloaked Giant // Cast Off', marks=ruling('Realm-Cloaked Giant // Cast Off', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Rimrock Knight // Boulder Rush', marks=ruling('Rimrock Knight // Boulder Rush', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Rosethorn Acolyte // Seasonal Ritual', marks=ruling('Rosethorn Acolyte // Seasonal Ritual', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Shepherd of the Flock // Usher to Safety', marks=ruling('Shepherd of the Flock // Usher to Safety', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Silverflame Squire // On Alert', marks=ruling('Silverflame Squire // On Alert', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Smitten Swordmaster // Curry Favor', marks=ruling('Smitten Swordmaster // Curry Favor', '2019-10-04', 'if a spell is cast as')),
    pytest.param('Tuinvale Treefolk // Oaken Boon', marks=ruling('Tuinvale Treefolk // Oaken Boon', '2019-10-04', 'if a spell is cast as')),
]

ADV_OTHER_EXILE = [
    pytest.param('Animating Faerie // Bring to Life', marks=ruling('Animating Faerie // Bring to Life', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Ardenvale Tactician // Dizzying Swoop', marks=ruling('Ardenvale Tactician // Dizzying Swoop', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Beanstalk Giant // Fertile Footsteps', marks=ruling('Beanstalk Giant // Fertile Footsteps', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Brazen Borrower // Petty Theft', marks=ruling('Brazen Borrower // Petty Theft', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Curious Pair // Treats to Share', marks=ruling('Curious Pair // Treats to Share', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Embereth Shieldbreaker // Battle Display', marks=ruling('Embereth Shieldbreaker // Battle Display', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Faerie Guidemother // Gift of the Fae', marks=ruling('Faerie Guidemother // Gift of the Fae', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Flaxen Intruder // Welcome Home', marks=ruling('Flaxen Intruder // Welcome Home', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Foulmire Knight // Profane Insight', marks=ruling('Foulmire Knight // Profane Insight', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param("Garenbrig Carver // Shield's Might", marks=ruling("Garenbrig Carver // Shield's Might", '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Giant Killer // Chop Down', marks=ruling('Giant Killer // Chop Down', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Hypnotic Sprite // Mesmeric Glare', marks=ruling('Hypnotic Sprite // Mesmeric Glare', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Lonesome Unicorn // Rider in Need', marks=ruling('Lonesome Unicorn // Rider in Need', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Merchant of the Vale // Haggle', marks=ruling('Merchant of the Vale // Haggle', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Merfolk Secretkeeper // Venture Deeper', marks=ruling('Merfolk Secretkeeper // Venture Deeper', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Murderous Rider // Swift End', marks=ruling('Murderous Rider // Swift End', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Oakhame Ranger // Bring Back', marks=ruling('Oakhame Ranger // Bring Back', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Order of Midnight // Alter Fate', marks=ruling('Order of Midnight // Alter Fate', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Queen of Ice // Rage of Winter', marks=ruling('Queen of Ice // Rage of Winter', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Realm-Cloaked Giant // Cast Off', marks=ruling('Realm-Cloaked Giant // Cast Off', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Rimrock Knight // Boulder Rush', marks=ruling('Rimrock Knight // Boulder Rush', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Rosethorn Acolyte // Seasonal Ritual', marks=ruling('Rosethorn Acolyte // Seasonal Ritual', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Shepherd of the Flock // Usher to Safety', marks=ruling('Shepherd of the Flock // Usher to Safety', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Silverflame Squire // On Alert', marks=ruling('Silverflame Squire // On Alert', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Smitten Swordmaster // Curry Favor', marks=ruling('Smitten Swordmaster // Curry Favor', '2019-10-04', 'if an adventurer card ends up')),
    pytest.param('Tuinvale Treefolk // Oaken Boon', marks=ruling('Tuinvale Treefolk // Oaken Boon', '2019-10-04', 'if an adventurer card ends up')),
]

ADV_TIMING = [
    pytest.param('Animating Faerie // Bring to Life', marks=ruling('Animating Faerie // Bring to Life', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Ardenvale Tactician // Dizzying Swoop', marks=ruling('Ardenvale Tactician // Dizzying Swoop', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Beanstalk Giant // Fertile Footsteps', marks=ruling('Beanstalk Giant // Fertile Footsteps', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Brazen Borrower // Petty Theft', marks=ruling('Brazen Borrower // Petty Theft', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Curious Pair // Treats to Share', marks=ruling('Curious Pair // Treats to Share', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Embereth Shieldbreaker // Battle Display', marks=ruling('Embereth Shieldbreaker // Battle Display', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Faerie Guidemother // Gift of the Fae', marks=ruling('Faerie Guidemother // Gift of the Fae', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Flaxen Intruder // Welcome Home', marks=ruling('Flaxen Intruder // Welcome Home', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Foulmire Knight // Profane Insight', marks=ruling('Foulmire Knight // Profane Insight', '2019-10-04', 'you must still follow any timing')),
    pytest.param("Garenbrig Carver // Shield's Might", marks=ruling("Garenbrig Carver // Shield's Might", '2019-10-04', 'you must still follow any timing')),
    pytest.param('Giant Killer // Chop Down', marks=ruling('Giant Killer // Chop Down', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Hypnotic Sprite // Mesmeric Glare', marks=ruling('Hypnotic Sprite // Mesmeric Glare', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Lonesome Unicorn // Rider in Need', marks=ruling('Lonesome Unicorn // Rider in Need', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Merchant of the Vale // Haggle', marks=ruling('Merchant of the Vale // Haggle', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Merfolk Secretkeeper // Venture Deeper', marks=ruling('Merfolk Secretkeeper // Venture Deeper', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Murderous Rider // Swift End', marks=ruling('Murderous Rider // Swift End', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Oakhame Ranger // Bring Back', marks=ruling('Oakhame Ranger // Bring Back', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Order of Midnight // Alter Fate', marks=ruling('Order of Midnight // Alter Fate', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Queen of Ice // Rage of Winter', marks=ruling('Queen of Ice // Rage of Winter', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Realm-Cloaked Giant // Cast Off', marks=ruling('Realm-Cloaked Giant // Cast Off', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Rimrock Knight // Boulder Rush', marks=ruling('Rimrock Knight // Boulder Rush', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Rosethorn Acolyte // Seasonal Ritual', marks=ruling('Rosethorn Acolyte // Seasonal Ritual', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Shepherd of the Flock // Usher to Safety', marks=ruling('Shepherd of the Flock // Usher to Safety', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Silverflame Squire // On Alert', marks=ruling('Silverflame Squire // On Alert', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Smitten Swordmaster // Curry Favor', marks=ruling('Smitten Swordmaster // Curry Favor', '2019-10-04', 'you must still follow any timing')),
    pytest.param('Tuinvale Treefolk // Oaken Boon', marks=ruling('Tuinvale Treefolk // Oaken Boon', '2019-10-04', 'you must still follow any timing')),
]


def _adventure_face(card: str):
    return full_database().get(card).faces[1]


def _creature_face(card: str):
    return full_database().get(card).faces[0]


def _board(card: str):
    """``card`` in player 0's hand with ten of each basic land and Opt, and something for any Adventure to target
    on both sides (creatures, artifacts, an enchantment, a creature with power 4 or greater) and a creature card in each graveyard."""
    s = Scenario.full()
    h = s.hand(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 10)
    s.hand(0, "Opt")                        # a spell to target (Mesmeric Glare)
    for p in (0, 1):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Ornithopter")
        s.battlefield(p, "Glorious Anthem")
        s.graveyard(p, "Hill Giant")
    s.battlefield(0, "Mind Stone")          # a noncreature artifact of your own (Bring to Life)
    s.battlefield(1, "Colossal Dreadmaw")   # power 4 or greater (Chop Down)
    return s, h


def _answer_all(g):
    """Answer every target, mode or choice with its first option until only priority is pending."""
    for _ in range(12):
        d = g.decision
        if d is None or d.kind == "priority":
            return
        opts = list(d.options or ()) or list(g.options())
        g.answer(opts[0])


def _cast_adventure(g, card: str):
    if "target spell" in (_adventure_face(card).text or ""):
        g.cast("Opt")                       # an instant-speed Adventure needs a spell to target
    g.game.apply(("cast", g.find(card), "face1"))
    _answer_all(g)
    assert g.stack, "the Adventure is on the stack"
    return g.obj(g.stack[-1])


def _cast_variants(g, card) -> set[str]:
    oid = g.find(card)
    return {o[2] for o in g.options() if o[0] == "cast" and o[1] == oid}


@pytest.mark.parametrize("card", ADV_CHARS)
def test_adventure_spell_has_only_the_adventure_characteristics_715_3b(card):
    """715.3b: cast as an Adventure, the spell has only the Adventure's name, mana value, colors and types."""
    face = _adventure_face(card)
    s, h = _board(card)
    g = s.start("main1")
    spell = _cast_adventure(g, card)
    cost = ManaCost.parse(face.mana_cost or "", strict=False)
    assert spell.name == face.name, spell.name
    assert spell.mana_value == cost.mana_value
    assert sorted(spell.colors) == sorted(names(cost.colors))
    assert "Creature" not in spell.types and "Adventure" in spell.subtypes


@pytest.mark.parametrize("card", ADV_EXILE)
def test_adventure_resolved_is_exiled_and_castable_countered_is_not_715_3d(card):
    """715.3d: an Adventure that resolves is exiled and its controller may cast the creature from exile; one
    that is countered goes to the graveyard and gives no such permission."""
    s, h = _board(card)
    g = s.start("main1")
    _cast_adventure(g, card)
    g.pass_until_resolved()
    _answer_all(g)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")
    assert _cast_variants(g, card) == {"adventurer"}

    s, h = _board(card)
    s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    g = s.start("main1")
    spell = _cast_adventure(g, card)
    g.pass_priority()
    g.cast("Cancel", target=h)
    g.pass_until_resolved()
    g.expect_zone(h, "graveyard")
    assert not _cast_variants(g, card)


@pytest.mark.parametrize("card", ADV_OTHER_EXILE)
def test_adventurer_card_exiled_otherwise_cant_be_cast_715_3d(card):
    """715.3d: only an Adventure exiled by its own resolution may be cast from exile; the card exiled any other
    way (here: put there before the game) gives no permission."""
    s = Scenario.full()
    (x,) = s.exile(0, card)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.lands(0, land, 5)
    g = s.start("main1")
    g.expect_zone(x, "exile")
    assert not _cast_variants(g, card)


@pytest.mark.parametrize("card", ADV_TIMING)
def test_creature_cast_from_adventure_follows_its_timing_715_3d_307_1(card):
    """715.3d, 307.1, 702.8a: the creature cast from exile keeps its own timing: in the beginning of combat
    step it can't be cast — unless the creature has flash."""
    s, h = _board(card)
    g = s.start("main1")
    _cast_adventure(g, card)
    g.pass_until_resolved()
    _answer_all(g)
    g.pass_until_resolved()
    g.expect_zone(h, "exile")
    assert _cast_variants(g, card) == {"adventurer"}   # main phase, empty stack
    g.pass_until("beginning of combat")
    flash = "Flash" in (_creature_face(card).keywords or ())
    assert bool(_cast_variants(g, card)) == flash
