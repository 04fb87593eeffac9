"""Official rulings of Lithoform Engine (issue #32, ninth pass): copying a spell or ability you control
(707.10, 707.10c, 707.10a-b), the copy resolving first (405.5, 608.1) and a copied permanent spell becoming a
token (608.3f)."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling


def _resolve(g, answer=lambda d: d.options[0], limit=80):
    """Pass priority and answer every other decision with ``answer`` until the stack is empty."""
    for _ in range(limit):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            return
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(answer(d))
    raise AssertionError(f"the stack did not empty: {g.board()}")


def _keep(d):
    return ("keep",) if ("keep",) in d.options else d.options[0]


def _engine(*hand, lands=("Mountain", 7), extra=()):
    s = Scenario.full()
    s.battlefield(0, "Lithoform Engine")
    for c in extra:
        s.battlefield(0, c)
    s.hand(0, *hand)
    s.lands(0, *lands)
    return s.start("main1")


def _names(g, name):
    return [i for i in g.state.battlefield if g._name(i) == name]


@ruling("Lithoform Engine", "2020-09-25", "the copy is created on the")
def test_lithoform_engine_2020_09_25_the_copy_is_created_on_the_stack_not_cast_707_10():
    """707.10: the copy of a Lightning Bolt is put on the stack, not cast — Young Pyromancer triggers once
    (for the Bolt itself), and the copy deals its 3 like the spell: the opponent is at 14."""
    g = _engine("Lightning Bolt", extra=("Young Pyromancer",))
    g.cast("Lightning Bolt", target=("player", 1))
    g.activate("Lithoform Engine", index=1, target="Lightning Bolt")
    _resolve(g, _keep)
    assert len(_names(g, "Elemental")) == 1, g.board()
    g.expect_life(1, 14)


@ruling("Lithoform Engine", "2020-09-25", "the copy will resolve before the")
def test_lithoform_engine_2020_09_25_the_copy_will_resolve_before_the_original_405_5():
    """405.5, 608.1: the copy is put on the stack above the Bolt, so it resolves first — after it resolves the
    opponent is at 17 and the Bolt itself is still on the stack."""
    g = _engine("Lightning Bolt")
    g.cast("Lightning Bolt", target=("player", 1))
    g.activate("Lithoform Engine", index=1, target="Lightning Bolt")
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and len(g.stack) == 1:
            break
        if d.kind == "priority":
            g.pass_priority()
        else:
            g.answer(_keep(d))
    assert g.stack == ["Lightning Bolt"], g.board()
    g.expect_life(1, 17)


@ruling("Lithoform Engine", "2020-09-25", "the copy will have the same")
def test_lithoform_engine_2020_09_25_the_copy_will_have_the_same_targets_unless_changed_707_10c():
    """707.10c: the copy keeps the Bolt's target unless its controller chooses a new one — kept, the opponent
    takes 6; changed to me, each of us takes 3."""
    for change, me, opp in ((False, 20, 14), (True, 17, 17)):
        g = _engine("Lightning Bolt")
        g.cast("Lightning Bolt", target=("player", 1))
        g.activate("Lithoform Engine", index=1, target="Lightning Bolt")

        def answer(d):
            if d.kind == "target":
                return ("target_player", 0) if change else ("keep",)
            return d.options[0]
        _resolve(g, answer)
        g.expect_life(0, me)
        g.expect_life(1, opp)


@ruling("Lithoform Engine", "2020-09-25", "if the spell or ability thats copied has")
def test_lithoform_engine_2020_09_25_the_copy_has_the_same_x_707_10():
    """707.10: a Blaze cast with X=2 and copied — the copy's X is 2 too: the opponent takes 4."""
    g = _engine("Blaze")
    g.cast("Blaze", target=("player", 1), x=2)
    g.activate("Lithoform Engine", index=1, target="Blaze")
    _resolve(g, _keep)
    g.expect_life(1, 16)


@ruling("Lithoform Engine", "2020-09-25", "you cant choose to pay any")
def test_lithoform_engine_2020_09_25_a_kicked_spells_copy_is_kicked_707_10():
    """707.10: a kicked Burst Lightning's copy is kicked as well (no cost is paid for it) — 4 + 4 to the
    opponent."""
    g = _engine("Burst Lightning", lands=("Mountain", 9))
    g.cast("Burst Lightning", target=("player", 1), kicked=True)
    g.activate("Lithoform Engine", index=1, target="Burst Lightning")
    _resolve(g, _keep)
    g.expect_life(1, 12)


@ruling("Lithoform Engine", "2020-09-25", "if a permanent spell is copied")
def test_lithoform_engine_2020_09_25_a_copied_permanent_spell_becomes_a_token_608_3f():
    """608.3f: the copy of a Grizzly Bears spell enters as a token Grizzly Bears, the card as a card."""
    g = _engine("Grizzly Bears", lands=("Forest", 8))
    g.cast("Grizzly Bears")
    g.activate("Lithoform Engine", index=2, target="Grizzly Bears")
    _resolve(g)
    bears = _names(g, "Grizzly Bears")
    kinds = sorted(g.state.objects[i].kind for i in bears)
    assert len(bears) == 2 and kinds.count("token") == 1, (kinds, g.board())


@ruling("Lithoform Engine", "2020-09-25", "lithoform engines first ability targets an")
def test_lithoform_engine_2020_09_25_first_ability_copies_a_triggered_ability_on_the_stack_707_10():
    """707.10: copying Young Pyromancer's trigger puts another instance on the stack — two Elementals; the
    Pyromancer gains no ability (a later instant makes only one more)."""
    g = _engine("Lightning Bolt", "Shock", extra=("Young Pyromancer",), lands=("Mountain", 5))
    g.cast("Lightning Bolt", target=("player", 1))
    trig = next(i for i in g.state.stack if g.state.objects[i].kind == "ability")
    g.activate("Lithoform Engine", index=0, target=trig)
    _resolve(g, _keep)
    assert len(_names(g, "Elemental")) == 2, g.board()
    g.cast("Shock", target=("player", 1))
    _resolve(g, _keep)
    assert len(_names(g, "Elemental")) == 3, g.board()


@ruling("Lithoform Engine", "2020-09-25", "if the spell or ability thats copied is")
def test_lithoform_engine_2020_09_25_a_copied_modal_spell_has_the_same_mode_707_10():
    """707.10: Sublime Epiphany cast with only its fifth mode (I draw) and copied — the copy has the same
    mode: I draw two cards in all."""
    g = _engine("Sublime Epiphany", lands=("Island", 9))
    before = len(g.zone(0, "hand"))
    g.cast("Sublime Epiphany", modes=[5], targets=[("player", 0)])
    g.activate("Lithoform Engine", index=1, target="Sublime Epiphany")
    _resolve(g, _keep)
    assert len(g.zone(0, "hand")) == before - 1 + 2, g.board()


@ruling("Lithoform Engine", "2020-09-25", "if the spell or ability has")
def test_lithoform_engine_2020_09_25_a_copy_keeps_the_damage_division_707_10():
    """707.10, 601.2d: Forked Bolt divided 1 to the opponent's Grizzly Bears and 1 to the opponent; the copy
    keeps that division — the Bears die and the opponent takes 2."""
    s = Scenario.full()
    s.battlefield(0, "Lithoform Engine")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Forked Bolt")
    s.lands(0, "Mountain", 4)
    g = s.start("main1")
    g.cast("Forked Bolt", targets=["Grizzly Bears", ("player", 1)], divide=[1, 1])
    g.activate("Lithoform Engine", index=1, target="Forked Bolt")
    _resolve(g, _keep)
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_life(1, 18)


@ruling("Lithoform Engine", "2020-09-25", "the token that a resolving copy")
def test_lithoform_engine_2020_09_25_the_token_a_copy_becomes_isnt_created_608_3f():
    """608.3f: with Anointed Procession out, the copy of a Grizzly Bears spell still becomes one token — it
    isn't "created", so the Procession doesn't double it."""
    g = _engine("Grizzly Bears", lands=("Forest", 8), extra=("Anointed Procession",))
    g.cast("Grizzly Bears")
    g.activate("Lithoform Engine", index=2, target="Grizzly Bears")
    _resolve(g)
    bears = _names(g, "Grizzly Bears")
    assert len(bears) == 2, g.board()
    assert [g.state.objects[i].kind for i in bears].count("token") == 1, g.board()


@ruling("Lithoform Engine", "2020-09-25", "lithoform engine can copy any spell")
def test_lithoform_engine_2020_09_25_a_copied_aura_spell_keeps_its_target_707_10c_608_3f():
    """707.10c, 608.3f: a copied Holy Strength (an Aura spell, a permanent spell) offers no new target — the
    copy becomes a token Aura on the same Grizzly Bears: 2/2 + two times +1/+2 = 4/6."""
    s = Scenario.full()
    s.battlefield(0, "Lithoform Engine")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.hand(0, "Holy Strength")
    s.lands(0, "Plains", 5)
    g = s.start("main1")
    g.cast("Holy Strength", target="Grizzly Bears")
    g.activate("Lithoform Engine", index=2, target="Holy Strength")
    kinds = []
    for _ in range(20):
        d = g.decision
        if d.kind == "priority" and not g.stack:
            break
        kinds.append(d.kind)
        g.pass_priority() if d.kind == "priority" else g.answer(d.options[0])
    assert "target" not in kinds, kinds
    g.expect_pt("Grizzly Bears", 4, 6)
    g.expect_pt("Hill Giant", 3, 3)
