"""702.181 Mobilize: "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature tokens.
Sacrifice them at the beginning of the next end step.\""""
from manastack.testing import Scenario


def _warriors(g):
    return [i for i in g.state.battlefield if g.obj(i).name == "Warrior"]


def test_702_181a_mobilize_creates_tapped_attacking_warriors_sacrificed_at_end_step():
    s = Scenario.full()
    s.battlefield(0, "Dalkovan Packbeasts")  # Vigilance, Mobilize 3
    g = s.start("main1")
    g.attack("Dalkovan Packbeasts")
    g.pass_until_resolved()
    ws = _warriors(g)
    assert len(ws) == 3
    for w in ws:
        v = g.obj(w)
        assert v.tapped and v.power == 1 and v.toughness == 1 and v.colors == ["red"] and "Warrior" in v.subtypes
    assert all(w in g.state.combat["attackers"] for w in ws)
    g.no_blocks()
    g.pass_until("combat damage")
    g.pass_until("end")
    assert len(_warriors(g)) == 3  # until the beginning of the next end step
    g.pass_until_resolved()
    assert _warriors(g) == []
    g.expect_life(1, 20 - 3 - g.obj("Dalkovan Packbeasts").power)  # the Warriors dealt their damage


def test_702_181a_mobilize_x_stays_unsupported():
    from manastack.engine.support import missing
    from manastack.tree import Keyword

    assert "keyword Mobilize without a number" in missing((Keyword("Mobilize", arg="X"),))
    assert missing((Keyword("Mobilize", arg=2),)) == []
