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


def test_702_124j_partner_with_stays_unsupported_without_its_enters_trigger(pool):
    """702.124j: "partner with [name]" also means an enters trigger (search for the partner) the engine doesn't
    create, so Pir-style pairs are refused rather than played without it."""
    assert "keyword Partner with" in pool.get("Blaring Captain").missing
    assert "keyword Partner with" not in pool.get("Ishai, Ojutai Dragonspeaker").missing
