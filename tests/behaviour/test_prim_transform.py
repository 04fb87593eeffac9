"""Behaviour tests for transforming double-faced cards (701.27, 712), Partner (702.124), "a spell that
targets ~" (heroic, 115.9b) and "the exiled card" of linked abilities (607.2a).

Each test plays the real card from the full database and checks what its Oracle text says should happen."""
from __future__ import annotations

from manastack.engine.support import IMPLEMENTED_NODES

from manastack.game import Game
from manastack.testing.scenario import ScenarioGame

from .helpers import activate, cast, game, resolve


def reload(g, pool):
    """The game saved and loaded again (state must survive ``save``/``load``)."""
    return ScenarioGame(Game.load(g.game.save(), pool))


# ---------------------------------------------------------------- "the exiled card" (607.2a)


def test_607_2a_exiled_with_is_registered():
    assert "ExiledWith" in IMPLEMENTED_NODES and "Targets" in IMPLEMENTED_NODES


def test_607_2a_oblivion_ring_returns_the_exiled_card_when_it_leaves(pool):
    """Oblivion Ring: "When this enchantment enters, exile another target nonland permanent. When this
    enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control."
    The Bears come back under their owner's control (a new object, 400.7); the other exiled card stays."""
    assert pool.get("Oblivion Ring").supported
    g = game(pool, hand=[(0, "Oblivion Ring"), (0, "Disenchant"), (0, "Swords to Plowshares")],
             mana={0: "4WWWW"}, battlefield=[(1, "Grizzly Bears"), (1, "Hill Giant")])
    cast(g, "Swords to Plowshares", target="Hill Giant")
    cast(g, "Oblivion Ring", "Grizzly Bears")
    assert sorted(g.zone(1, "exile")) == ["Grizzly Bears", "Hill Giant"]
    g = reload(g, pool)  # the link survives save/load
    cast(g, "Disenchant", target="Oblivion Ring")
    assert g.zone(1, "battlefield").count("Grizzly Bears") == 1
    assert g.obj("Grizzly Bears").controller == 1
    assert g.zone(1, "exile") == ["Hill Giant"]
    assert g.zone(0, "graveyard").count("Oblivion Ring") == 1


def test_607_2a_voyager_staff_returns_the_card_it_exiled_at_the_next_end_step(pool):
    """Voyager Staff: "{2}, Sacrifice this artifact: Exile target creature. Return the exiled card to the
    battlefield under its owner's control at the beginning of the next end step." The Staff is gone when
    the ability resolves; the card still comes back, once."""
    assert pool.get("Voyager Staff").supported
    g = game(pool, battlefield=[(0, "Voyager Staff"), (1, "Grizzly Bears")], mana={0: "2"})
    activate(g, "Voyager Staff", target="Grizzly Bears")
    assert g.zone(1, "exile") == ["Grizzly Bears"]
    g.pass_until("end")
    resolve(g)
    assert g.zone(1, "battlefield") == ["Grizzly Bears"] and g.obj("Grizzly Bears").controller == 1
    assert g.zone(1, "exile") == []


def test_607_2a_hoarding_dragon_returns_the_card_it_searched_into_exile(pool):
    """Hoarding Dragon: "When this creature enters, you may search your library for an artifact card, exile it,
    then shuffle. When this creature dies, you may put the exiled card into its owner's hand." """
    assert pool.get("Hoarding Dragon").supported
    g = game(pool, hand=[(0, "Hoarding Dragon"), (0, "Murder")], mana={0: "3RRBB1"},
             library=[(0, "Plains"), (0, "Sol Ring"), (0, "Plains")])
    cast(g, "Hoarding Dragon", "yes", "Sol Ring")
    assert g.zone(0, "exile") == ["Sol Ring"]
    cast(g, "Murder", "yes", target="Hoarding Dragon")
    assert "Sol Ring" in g.zone(0, "hand") and g.zone(0, "exile") == []


def test_607_2a_the_exiled_card_is_not_supported_when_exiled_as_a_cost(pool):
    """Osgir, the Reconstructor exiles "an artifact card from your graveyard" as a cost (601.2h); the engine
    links only cards exiled by effects, so the card stays unsupported rather than copy the wrong card."""
    assert any("exiled as a cost" in m for m in pool.get("Osgir, the Reconstructor").missing)
    assert any("granted ability" in m for m in pool.get("Hofri Ghostforge").missing)


# ---------------------------------------------------------------- "a spell that targets ~" (115.9b)


def test_115_9b_phalanx_leader_heroic_triggers_only_on_your_spell_targeting_it(pool):
    """Phalanx Leader: "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on each
    creature you control." Giant Growth on the Bears doesn't trigger it; Giant Growth on the Leader does."""
    assert pool.get("Phalanx Leader").supported
    g = game(pool, hand=[(0, "Giant Growth"), (0, "Giant Growth")], mana={0: "GG"},
             battlefield=[(0, "Phalanx Leader"), (0, "Grizzly Bears")])
    cast(g, "Giant Growth", target="Grizzly Bears")
    assert not (g.obj("Phalanx Leader").counters or {}).get("+1/+1")
    cast(g, "Giant Growth", target="Phalanx Leader")
    assert g.obj("Phalanx Leader").counters.get("+1/+1") == 1
    assert g.obj("Grizzly Bears").counters.get("+1/+1") == 1


# ---------------------------------------------------------------- Partner (702.124)


def test_702_124h_partner_is_registered_and_two_partners_make_a_legal_commander_pair(pool, full_db):
    """702.124a/h: partner works only in deck construction; Thrasios and Tana, both with partner, may be
    commanders together, Thrasios and Atraxa (no partner) may not; in a game the keyword changes nothing."""
    from manastack.decks import partners_ok

    assert pool.get("Thrasios, Triton Hero").supported and pool.get("Tana, the Bloodsower").supported
    assert partners_ok(full_db.get("Thrasios, Triton Hero"), full_db.get("Tana, the Bloodsower"))
    assert not partners_ok(full_db.get("Thrasios, Triton Hero"), full_db.get("Atraxa, Praetors' Voice"))
    g = game(pool, battlefield=[(0, "Thrasios, Triton Hero")])
    assert "Partner" in g.obj("Thrasios, Triton Hero").keywords


# ---------------------------------------------------------------- transform (701.27, 712)

VAULT = "Storm the Vault // Vault of Catlacan"
SQUIRE = "Bloodsworn Squire // Bloodsworn Knight"


def test_701_27_transform_is_registered():
    from manastack.engine.support import IMPLEMENTED_MECHANICS

    assert "transform" in IMPLEMENTED_MECHANICS


def test_701_27a_storm_the_vault_transforms_into_a_land_as_the_same_object(pool):
    """Storm the Vault: "At the beginning of your end step, if you control five or more artifacts, transform Storm
    the Vault." With five artifacts it becomes Vault of Catlacan, a colorless land, and stays the same object
    (712.18) -- still tapped; its mana value is its front face's, {2}{U}{R} (712.8e)."""
    assert pool.get(VAULT).supported
    g = game(pool, tapped=[(0, VAULT)], battlefield=[(0, "Ornithopter")] * 5)
    oid = g.find(VAULT)
    g.pass_until("end")
    resolve(g)
    v = g.obj(oid)
    assert v.name == "Vault of Catlacan" and "Land" in v.types and "Enchantment" not in v.types
    assert g.state.objects[oid].tapped and g.zone_of(oid) == "battlefield"
    from manastack.engine.evaluate import mana_value

    assert mana_value(g.state, oid) == 4
    g = reload(g, pool)
    assert g.obj(oid).name == "Vault of Catlacan"


def test_603_4_storm_the_vault_with_four_artifacts_stays_front_face_up(pool):
    """The intervening "if" (603.4): with four artifacts nothing triggers and it stays an enchantment."""
    g = game(pool, battlefield=[(0, VAULT)] + [(0, "Ornithopter")] * 4)
    g.pass_until("end")
    resolve(g)
    assert g.obj(VAULT).name == "Storm the Vault"


def test_712_14_a_transformed_permanent_that_changes_zones_is_its_front_face_again(pool):
    """712.8a, 712.14, 400.7: the transformed Vault bounced to hand is a new object with its front face up."""
    g = game(pool, battlefield=[(0, VAULT)] + [(0, "Ornithopter")] * 5, hand=[(0, "Boomerang")], mana={0: "UU"})
    g.pass_until("end")
    resolve(g)
    assert g.obj(VAULT).name == "Vault of Catlacan"
    g.pass_until("main1", turn=3)
    cast(g, "Boomerang", target=VAULT)
    assert g.obj(VAULT).name == "Storm the Vault" and g.zone_of(VAULT) == "hand"


def test_701_27f_bloodsworn_squire_second_activation_doesnt_transform_it_back(pool):
    """Bloodsworn Squire: "{1}{B}, Discard a card: ... Tap it. Then if there are four or more creature cards in
    your graveyard, transform Bloodsworn Squire." Activated twice with both on the stack, the first
    resolution transforms it into Bloodsworn Knight; the second finds it transformed since that ability was
    put onto the stack, so the instruction is ignored (701.27f) and it stays the Knight (4/4 from the
    graveyard's four creature cards... plus none discarded)."""
    assert pool.get(SQUIRE).supported
    g = game(pool, battlefield=[(0, SQUIRE)], hand=[(0, "Plains"), (0, "Plains")], mana={0: "1B1B"},
             graveyard=[(0, "Grizzly Bears")] * 4)
    activate(g, SQUIRE, "Plains", stack=True)
    activate(g, SQUIRE, "Plains", stack=True)
    resolve(g)
    v = g.obj(SQUIRE)
    assert v.name == "Bloodsworn Knight"
    assert (v.power, v.toughness) == (4, 4)
    assert g.state.objects[g.find(SQUIRE)].tapped


def test_701_27c_waxing_moon_doesnt_transform_a_single_faced_werewolf(pool):
    """Waxing Moon: "Transform up to one target Werewolf you control. Creatures you control gain trample until end
    of turn." Werewolf Pack Leader is a single-faced card: nothing happens to it (701.27c, 712.9), the trample
    still applies; Tangleclaw Werewolf, a double-faced card, transforms into Fibrous Entangler."""
    assert pool.get("Waxing Moon").supported
    g = game(pool, battlefield=[(0, "Werewolf Pack Leader"), (0, "Tangleclaw Werewolf // Fibrous Entangler")],
             hand=[(0, "Waxing Moon"), (0, "Waxing Moon")], mana={0: "1G1G"})
    cast(g, "Waxing Moon", target="Werewolf Pack Leader")
    v = g.obj("Werewolf Pack Leader")
    assert v.name == "Werewolf Pack Leader" and "Trample" in v.keywords
    cast(g, "Waxing Moon", target="Tangleclaw Werewolf // Fibrous Entangler")
    assert g.obj("Tangleclaw Werewolf // Fibrous Entangler").name == "Fibrous Entangler"


def test_701_27c_transforming_an_incubator_token_is_supported(pool):
    """Double-faced tokens (Incubator, 111.10i) are modelled now (tests/mechanics/test_701_53_incubate.py), so
    Seedpod Caretaker's "Transform target Incubator token you control" mode no longer keeps it unsupported."""
    assert pool.get("Seedpod Caretaker").missing == ()


def test_604_3_boneyard_wurm_characteristic_defining_ability_applies_on_the_battlefield(pool):
    """Boneyard Wurm: "Boneyard Wurm's power and toughness are each equal to the number of creature cards in your
    graveyard." A characteristic-defining ability functions everywhere (604.3), the battlefield included: with
    two creature cards in the graveyard it is a 2/2 and survives (it used to be 0/0 there; found through
    Bloodsworn Knight's identical ability after transforming)."""
    g = game(pool, graveyard=[(0, "Grizzly Bears")] * 2, battlefield=[(0, "Boneyard Wurm")])
    v = g.obj("Boneyard Wurm")
    assert g.zone_of("Boneyard Wurm") == "battlefield" and (v.power, v.toughness) == (2, 2)


def test_607_2a_identity_thief_and_day_of_the_dragons_stay_unsupported(pool):
    """Found playing the newly linked cards: Identity Thief ("exile another target nontoken creature. If you do,
    this creature becomes a copy of that creature") copied nothing once its target was in exile, and Day of
    the Dragons ("exile all creatures you control. Then create that many 5/5 ... Dragon") created none (the
    tree counts the enters event, not the exiled cards). Both stay refused rather than misplay."""
    assert "copy of an exiled target" in pool.get("Identity Thief").missing
    assert "amount of exiled cards" in pool.get("Day of the Dragons").missing
    assert pool.get("Fiend Hunter").supported and pool.get("Journey to Nowhere").supported


def test_607_2a_fiend_hunter_returns_the_creature_when_it_dies(pool):
    """Fiend Hunter: "When this creature enters, you may exile another target creature. When this creature leaves
    the battlefield, return the exiled card to the battlefield under its owner's control." """
    g = game(pool, hand=[(0, "Fiend Hunter"), (0, "Lightning Bolt")], mana={0: "1WWR"},
             battlefield=[(1, "Serra Angel")])
    cast(g, "Fiend Hunter", "Serra Angel", "yes")
    assert g.zone(1, "exile") == ["Serra Angel"]
    cast(g, "Lightning Bolt", target="Fiend Hunter")
    assert g.zone(1, "battlefield") == ["Serra Angel"] and g.zone(1, "exile") == []
