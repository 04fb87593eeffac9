"""705 flipping a coin, 706 rolling a die — with results the test forces."""
from manastack.tree.abilities import Body, Replacement, SpellAbility, Trigger, Triggered
from manastack.tree.effects import DieResult, FlipCoins, GainLife, LoseLife, RollDice
from manastack.tree.refs import Num, Players, You

TABLE = (DieResult(1, 14, GainLife(You(), Num(1))), DieResult(15, None, GainLife(You(), Num(5))))


def _roller(define, **kw):
    define("Divination", SpellAbility(Body(RollDice(You(), 20, table=TABLE, **kw))))


def _game(scen, *perms):
    s = scen()
    for p in perms:
        s.battlefield(0, p)
    s.hand(0, "Divination")
    s.lands(0, "Island", 3)
    return s.start("main1")


def test_706_3a_results_table_picks_the_row(scen, define):
    """A d20 with a results table (tree by hand on Divination): 15+ gains 5, 1–14 gains 1."""
    _roller(define)
    g = _game(scen)
    g.force_roll(15)
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(0, 25)
    assert any(e.rule == "706.1" and "15" in e.text for e in g.events_since(0))


def test_706_3a_low_result(scen, define):
    _roller(define)
    g = _game(scen)
    g.force_roll(14)
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(0, 21)


def test_706_2_modifier_adds_to_the_natural_result(scen, define):
    _roller(define, modifier=1)
    g = _game(scen)
    g.force_roll(14)
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(0, 25)


def test_706_2b_706_6_roll_an_extra_die_and_ignore_the_lowest(scen, define):
    """Pixie Guide (by hand): "If you would roll one or more dice, instead roll that many dice plus one
    and ignore the lowest roll." Rolls 4 and 17: 17 counts."""
    _roller(define)
    define("Pixie Guide", Replacement("roll_extra", arg=(("extra", 1), ("keep", "highest")), affected=You()))
    g = _game(scen, "Pixie Guide")
    g.force_roll(4, 17)
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(0, 25)
    assert any(e.rule == "706.6" for e in g.events_since(0))


def test_706_6_an_ignored_roll_triggers_nothing_and_one_or_more_dice_triggers_once(scen, define):
    """Brazen Dwarf (by hand): "Whenever you roll one or more dice, this creature deals 1 damage to each
    opponent" — one trigger for the instruction, not one per die, and none for the ignored roll."""
    _roller(define)
    define("Pixie Guide", Replacement("roll_extra", arg=(("extra", 1), ("keep", "highest")), affected=You()))
    define("Brazen Dwarf", Triggered(Trigger("rolls_dice", None), Body(LoseLife(Players("opponents"), Num(1)))))
    g = _game(scen, "Pixie Guide", "Brazen Dwarf")
    g.force_roll(4, 17)
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(1, 19)


def test_705_2_the_flipper_calls_and_wins_or_loses(scen, define):
    define("Divination", SpellAbility(Body(FlipCoins(You(), won=GainLife(You(), Num(3)), lost=LoseLife(You(), Num(3))))))
    g = _game(scen)
    g.force_flip("heads", "tails")
    g.cast("Divination")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "option" and set(d.options) == {("heads",), ("tails",)}
    g.answer(("heads",))
    g.pass_until_resolved()
    g.expect_life(0, 23)


def test_705_2_a_wrong_call_loses_the_flip(scen, define):
    define("Divination", SpellAbility(Body(FlipCoins(You(), won=GainLife(You(), Num(3)), lost=LoseLife(You(), Num(3))))))
    g = _game(scen)
    g.force_flip("heads")
    g.cast("Divination")
    g.pass_until_resolved()
    g.answer(("tails",))
    g.pass_until_resolved()
    g.expect_life(0, 17)


def test_705_krarks_thumb_flip_two_and_choose_the_one_that_counts(scen, define):
    """Krark's Thumb (by hand): "If you would flip a coin, instead flip two coins and ignore one." The
    choice of the coin is a Decision in the middle of the flip (resumable)."""
    define("Divination", SpellAbility(Body(FlipCoins(You(), won=GainLife(You(), Num(3)), lost=LoseLife(You(), Num(3))))))
    define("Krark's Thumb", Replacement("flip_extra", arg=(("extra", 1),), affected=You()))
    g = _game(scen, "Krark's Thumb")
    g.force_flip("tails", "heads")
    g.cast("Divination")
    g.pass_until_resolved()
    g.answer(("heads",))
    d = g.decision
    assert d.kind == "option" and set(d.options) == {("keep", "heads"), ("keep", "tails")}
    g.answer(("keep", "heads"))
    g.pass_until_resolved()
    g.expect_life(0, 23)


def test_705_several_flips_each_with_its_effect(scen, define):
    """Flip three coins without calls: heads does the "won" effect."""
    define("Divination", SpellAbility(Body(FlipCoins(You(), Num(3), call=False, won=GainLife(You(), Num(1))))))
    g = _game(scen)
    g.force_flip("heads", "tails", "heads")
    g.cast("Divination")
    g.pass_until_resolved()
    g.expect_life(0, 22)


def test_705_2_compiled_flip_then_if_you_win_the_flip(scen, define, pool):
    """Goblin Bomb's upkeep trigger as compiled: "you may flip a coin. If you win the flip, put a fuse
    counter on this enchantment. If you lose the flip, remove a fuse counter from this enchantment." """
    trig = pool.get("Goblin Bomb").faces[0].abilities[0]
    define("Goblin Bomb", trig)
    s = scen()
    s.battlefield(0, "Goblin Bomb", counters={"fuse": 1})
    g = s.start("upkeep")
    g.force_flip("heads", "heads")
    g.pass_until_resolved()
    g.choose("yes")
    g.answer(("heads",))
    assert g.obj("Goblin Bomb").counters == {"fuse": 2}
    g.pass_until("upkeep", turn=3)
    g.pass_until_resolved()
    g.choose("yes")
    g.answer(("tails",))
    assert g.obj("Goblin Bomb").counters == {"fuse": 1}
