"""Sagas and chapter abilities (714) and read ahead (702.155), played from the cards' Oracle text."""
from __future__ import annotations

from manastack.engine.support import missing
from manastack.testing import Scenario


def _knights(g, p=0):
    return [o for o in g.zone(p, "battlefield") if g.obj(o).name == "Knight"]


def _cast_history(g):
    g.cast("History of Benalia")
    g.pass_until_resolved()


def _history():
    s = Scenario.full()
    s.hand(0, "History of Benalia")
    s.lands(0, "Plains", 3)
    return s


def test_714_3a_saga_enters_with_a_lore_counter_and_chapter_one_triggers():
    """714.3a, 714.2b, 122.6: History of Benalia enters with a lore counter; chapter I triggers (the counter it
    enters with is "put" on it) and makes one Knight."""
    g = _history().start("main1")
    _cast_history(g)
    assert g.obj("History of Benalia").counters.get("lore") == 1
    g.pass_until_resolved()
    assert len(_knights(g)) == 1


def test_714_3c_saga_gets_its_second_lore_counter_as_precombat_main_begins():
    """714.3c: History of Benalia gets its second lore counter as its controller's next precombat main phase
    begins (not in the opponent's turn), and chapter II makes a second Knight."""
    g = _history().start("main1")
    _cast_history(g)
    g.pass_until_resolved()
    g.pass_until("main1", turn=2)
    assert g.obj("History of Benalia").counters.get("lore") == 1  # the opponent's main phase adds none
    g.pass_until("main1", turn=3)
    assert g.obj("History of Benalia").counters.get("lore") == 2
    assert len(g.state.stack) == 1  # chapter II, on the stack before the player gets priority
    g.pass_until_resolved()
    assert len(_knights(g)) == 2


def test_714_4_saga_is_sacrificed_after_its_final_chapter_resolves():
    """714.4: with lore counters = its final chapter number, the Saga stays while chapter III is on the stack
    and is sacrificed once it has left it; chapter III's pump applies to the Knights."""
    g = _history().start("main1")
    _cast_history(g)
    g.pass_until_resolved()
    g.pass_until("main1", turn=3)
    g.pass_until_resolved()
    g.pass_until("main1", turn=5)
    g.expect_zone("History of Benalia", "battlefield")
    assert g.obj("History of Benalia").counters.get("lore") == 3
    assert len(g.state.stack) == 1  # chapter III waiting: 714.4 doesn't sacrifice yet
    knight = _knights(g)[0]
    g.pass_until_resolved()
    g.expect_zone("History of Benalia", "graveyard")
    g.expect_pt(knight, 4, 3)


def test_714_2b_proliferate_adds_lore_and_triggers_the_next_chapter():
    """714.2b: any lore counter put on a Saga (not only the turn-based one) triggers the chapter whose number
    it reaches: proliferating History of Benalia from one lore counter triggers chapter II at once."""
    s = Scenario.full()
    saga = s.battlefield(0, "History of Benalia", counters={"lore": 1})
    s.hand(0, "Steady Progress")
    s.lands(0, "Island", 3)
    g = s.start("main1", begin=False)  # (the step's own lore counter, 714.3c, is not put)
    g.cast("Steady Progress")
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind != "priority":  # proliferate: choose the Saga
        g.choose(saga)
    assert g.obj(saga).counters.get("lore") == 2
    g.pass_until_resolved()
    assert len(_knights(g)) == 1


def test_702_155b_read_ahead_chooses_the_starting_chapter():
    """702.155b, 714.3b: a Saga with read ahead enters with the chosen number of lore counters; 702.155a: the
    chapters below it don't trigger that turn, the chosen one does."""
    s = Scenario.full()
    s.hand(0, "The Elder Dragon War")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("The Elder Dragon War")
    g.pass_priority()
    g.pass_priority()
    assert g.decision.kind == "number" and g.decision.actor == 0
    g.choose(("number", 3))
    assert g.obj("The Elder Dragon War").counters.get("lore") == 3
    assert len(g.state.stack) == 1  # chapter III only (not I or II)
    g.pass_until_resolved()
    dragons = [o for o in g.zone(0, "battlefield") if g.obj(o).name == "Dragon"]
    assert len(dragons) == 1
    g.expect_zone("The Elder Dragon War", "graveyard")


def test_714_sagas_count_as_supported():
    """The chapter abilities, the Chapter condition and read ahead are implemented (engine/support.py): the
    Sagas played above count as supported."""
    from manastack.engine.carddef import CardPool
    from manastack.testing.scenario import full_database

    pool = CardPool(full_database())
    cd = pool.get("History of Benalia")
    assert missing(tuple(cd.faces[0].abilities)) == []
    assert cd.supported


def test_712_14a_saga_chapter_returns_it_transformed():
    """712.14a: "Exile this Saga, then return it to the battlefield transformed under your control." (The Modern
    Age, chapter III): it comes back as its back face, Vector Glider, a 2/3 flier -- a new object that isn't a
    Saga, so 714.4 doesn't sacrifice it."""
    s = Scenario.full()
    saga = s.battlefield(0, "The Modern Age", counters={"lore": 2})
    g = s.start("main1")  # 714.3c: the third lore counter; chapter III triggers
    assert len(g.state.stack) == 1
    g.pass_until_resolved()
    g.expect_zone(saga, "battlefield")
    o = g.obj(saga)
    assert o.name == "Vector Glider" and "Creature" in o.types and "Flying" in o.keywords
    g.expect_pt(saga, 2, 3)


def test_712_14a_a_single_faced_card_stays_where_it_is():
    """712.14a: a card that isn't a double-faced card told to return transformed stays in its zone: the move
    does nothing (checked on the engine's MoveTo primitive)."""
    from manastack.engine.effects.basic import enters_transformed

    s = Scenario.full()
    bears, = s.exile(0, "Grizzly Bears")
    glider, = s.exile(0, "The Modern Age")
    g = s.start("main1")
    assert not enters_transformed(g.state, g.state.objects[g.find(bears)])
    assert enters_transformed(g.state, g.state.objects[g.find(glider)])
