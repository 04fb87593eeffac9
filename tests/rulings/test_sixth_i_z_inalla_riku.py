"""Official rulings of Inalla, Archmage Ritualist and Riku of Two Reflections (issue #32, I–Z half of the sixth
pass): "you may pay ... If you do, create a token that's a copy of that creature" and Riku's spell copies."""
from __future__ import annotations

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle

INALLA = "Inalla, Archmage Ritualist"
RIKU = "Riku of Two Reflections"


def _tokens(g, name=None):
    return [i for i in g.state.battlefield if g.state.objects[i].kind == "token"
            and (name is None or g.obj(i).name == name)]


def _run(g, answer="yes", limit=60):
    """Resolve the stack, answering every "you may" with ``answer`` (paying automatically)."""
    for _ in range(limit):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose(answer)
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        elif ("keep",) in d.options:
            g.answer(("keep",))  # a copy keeps its targets (707.10c)
        else:
            settle(g)


def _inalla_board(wizard="Merchant of Secrets", zone="battlefield", lands=8, extra=None):
    s = Scenario.full()
    if zone == "battlefield":
        s.battlefield(0, INALLA)
    else:
        s.command(0, INALLA)
    s.hand(0, wizard)
    s.lands(0, "Island", lands)
    if extra:
        extra(s)
    return s


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "You can pay {1} only once each time")
@ruling("Inalla, Archmage Ritualist", "2017-08-25", "Any enters-the-battlefield abilities of the copied")
def test_inalla_pays_once_for_one_token_whose_etb_triggers_603_6a_707_2():
    """603.6a, 707.2: with mana to spare, one trigger makes one token copy of Merchant of Secrets (with haste);
    the token's "When this enters, draw a card" triggers: two cards drawn in all (Merchant and its token)."""
    s = _inalla_board()
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    _run(g)
    toks = _tokens(g, "Merchant of Secrets")
    assert len(toks) == 1 and "Haste" in g.obj(toks[0]).keywords, g.board()
    assert len(g.zone(0, "hand")) == 2, g.zone(0, "hand")


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "The token copies exactly what was printed")
def test_inalla_archmage_ritualist_2017_08_25_the_token_copies_exactly_what_was_printed_707_2():
    """707.2: Giant Growth on Merchant of Secrets in response to the trigger isn't copied: the token is 1/1."""
    s = _inalla_board(extra=lambda s: (s.hand(0, "Giant Growth"), s.lands(0, "Forest", 1)))
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    g.pass_until_resolved()
    settle(g)
    g.cast("Giant Growth", target="Merchant of Secrets")
    g.pass_until_resolved()
    _run(g)
    g.expect_pt("Merchant of Secrets", 4, 4)
    toks = _tokens(g, "Merchant of Secrets")
    assert len(toks) == 1 and (g.obj(toks[0]).power, g.obj(toks[0]).toughness) == (1, 1), g.board()


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "If the copied creature had {X} in its mana cost")
def test_inalla_archmage_ritualist_2017_08_25_if_the_copied_creature_had_x_in_its_mana_cost_107_3m():
    """107.3m, 707.2: Gadwick, the Wizened cast with X=2 draws two; the token copy's X is 0, so its own
    "draw X cards" draws none: two cards in hand in all."""
    s = _inalla_board("Gadwick, the Wizened", lands=10)
    g = s.start("main1")
    g.cast("Gadwick, the Wizened", x=2)
    _run(g)
    made = [e for e in g.events_since(0) if e.kind == "create"]
    assert made, "a token copy of Gadwick was made"
    assert len(g.zone(0, "hand")) == 2, g.zone(0, "hand")


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "If the copied creature was copying something else")
def test_inalla_archmage_ritualist_2017_08_25_if_the_copied_creature_was_copying_something_707_3():
    """707.3: Clone entering as a copy of my Merchant of Secrets is a Wizard, so Inalla triggers; the token
    copy is a Merchant of Secrets too (not a Clone)."""
    s = _inalla_board("Clone", extra=lambda s: s.battlefield(0, "Merchant of Secrets"))
    g = s.start("main1")
    g.cast("Clone")
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find("Merchant of Secrets")))
    _run(g)
    toks = _tokens(g)
    assert len(toks) == 1 and g.obj(toks[0]).name == "Merchant of Secrets", g.board()


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "If the creature that caused Inalla's ability")
def test_inalla_archmage_ritualist_2017_08_25_if_the_creature_that_caused_inallas_ability_608_2h():
    """608.2h: the Merchant is Bolted in response; paying {1} still makes a token copy of it as it last
    existed."""
    s = _inalla_board(extra=lambda s: (s.hand(1, "Lightning Bolt"), s.lands(1, "Mountain", 1)))
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Lightning Bolt", target="Merchant of Secrets")
    g.pass_until_resolved()
    g.expect_zone("Merchant of Secrets", "graveyard")
    _run(g)
    assert len(_tokens(g, "Merchant of Secrets")) == 1, g.board()


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "If a copied creature is legendary")
def test_inalla_archmage_ritualist_2017_08_25_if_a_copied_creature_is_legendary_704_5j_603_3():
    """704.5j, 603.2, 603.3: the token copy of Cynette, Jelly Drover enters and its "enters" ability triggers
    before the legend rule puts one Cynette into the graveyard (that one dies: its "dies" triggers too): three
    Jellyfish and one Cynette."""
    s = _inalla_board("Cynette, Jelly Drover")
    g = s.start("main1")
    g.cast("Cynette, Jelly Drover")
    _run(g)
    cyn = [i for i in g.state.battlefield if g.obj(i).name == "Cynette, Jelly Drover"]
    assert len(cyn) == 1, g.board()
    jelly = [i for i in g.state.battlefield if g.obj(i).name == "Jellyfish"]
    assert len(jelly) == 3, g.board()


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "To activate Inalla's last ability")
def test_inalla_archmage_ritualist_2017_08_25_to_activate_inallas_last_ability_302_6_602_5a():
    """302.6: tapping untapped Wizards as a cost isn't {T}: Inalla and four Wizards that all just came under my
    control pay it; the opponent loses 7."""
    s = Scenario.full()
    s.battlefield(0, INALLA, sick=True)
    for _ in range(4):
        s.battlefield(0, "Merchant of Secrets", sick=True)
    g = s.start("main1")
    g.activate(INALLA, target=("player", 1))
    settle(g)
    resolve_all(g)
    g.expect_life(1, 13)
    assert all(g.obj(i).tapped for i in g.state.battlefield), g.board()


@ruling("Inalla, Archmage Ritualist", "2017-08-25", "Three eminence abilities are triggered abilities")
def test_inalla_archmage_ritualist_2017_08_25_eminence_from_the_command_zone_and_leaving_its_zone_113_6_603_4():
    """113.6b-c: from the command zone the eminence ability triggers and works; but if Inalla is on the
    battlefield when it triggers and is destroyed before it resolves, it does nothing."""
    s = _inalla_board(zone="command")
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    _run(g)
    assert len(_tokens(g, "Merchant of Secrets")) == 1, g.board()

    s = _inalla_board(extra=lambda s: (s.hand(1, "Murder"), s.lands(1, "Swamp", 3)))
    g = s.start("main1")
    g.cast("Merchant of Secrets")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Murder", target=INALLA)
    g.pass_until_resolved()
    g.expect_zone(INALLA, "graveyard")
    _run(g)
    assert not _tokens(g), g.board()


# ---------------------------------------------------------------- Riku of Two Reflections

def _riku(extra=None):
    s = Scenario.full()
    s.battlefield(0, RIKU)
    s.lands(0, "Island", 6)
    s.lands(0, "Mountain", 3)
    s.lands(0, "Forest", 3)
    if extra:
        extra(s)
    return s


@ruling("Riku of Two Reflections", "2011-09-22", "Each time the first ability triggers")
def test_riku_of_two_reflections_2011_09_22_each_time_the_first_ability_603_2():
    """603.2: with mana for two payments, one cast Lightning Bolt and one Elvish Visionary entering make one
    copy and one token each: 6 damage, one token."""
    s = _riku(lambda s: (s.hand(0, "Lightning Bolt", "Elvish Visionary")))
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    _run(g)
    g.expect_life(1, 14)
    g.cast("Elvish Visionary")
    _run(g)
    assert len(_tokens(g, "Elvish Visionary")) == 1, g.board()


@ruling("Riku of Two Reflections", "2011-09-22", "If the spell that caused Riku's first ability")
def test_riku_of_two_reflections_2011_09_22_if_the_spell_that_caused_rikus_707_10_608_2h():
    """707.10, 608.2h: the Bolt is countered before Riku's trigger resolves; paying {U}{R} still copies it as
    it last existed: the copy deals 3."""
    s = _riku(lambda s: (s.hand(0, "Lightning Bolt"), s.hand(1, "Counterspell"), s.lands(1, "Island", 2)))
    g = s.start("main1")
    g.cast("Lightning Bolt", target=("player", 1))
    settle(g)
    g.pass_priority()
    g.cast("Counterspell", target="Lightning Bolt")
    g.pass_until_resolved()
    g.expect_zone("Lightning Bolt", "graveyard")
    _run(g)
    g.expect_life(1, 17)


@ruling("Riku of Two Reflections", "2011-09-22", "Riku's first ability triggers whenever you cast")
def test_riku_of_two_reflections_2011_09_22_rikus_first_ability_triggers_whenever_603_2_707_10():
    """707.10: Divination has no target; it is copied all the same: four cards drawn."""
    s = _riku(lambda s: s.hand(0, "Divination"))
    g = s.start("main1")
    g.cast("Divination")
    _run(g)
    assert len(g.zone(0, "hand")) == 4, g.zone(0, "hand")


@ruling("Riku of Two Reflections", "2011-09-22", "If the copied spell is modal")
def test_riku_of_two_reflections_2011_09_22_if_the_copied_spell_is_modal_707_10():
    """707.10: Izzet Charm cast for "2 damage to target creature": the copy has that mode too — the Hill Giant
    takes 2 and 2 and dies."""
    s = _riku(lambda s: (s.hand(0, "Izzet Charm"), s.battlefield(1, "Hill Giant")))
    g = s.start("main1")
    g.cast("Izzet Charm", modes=[2], target="Hill Giant")
    _run(g)
    g.expect_zone("Hill Giant", "graveyard")


@ruling("Riku of Two Reflections", "2011-09-22", "If the creature that caused Riku's second ability")
def test_riku_of_two_reflections_2011_09_22_if_the_creature_that_caused_rikus_608_2h():
    """608.2h: Elvish Visionary is Bolted in response; paying {G}{U} still makes a token copy of it."""
    s = _riku(lambda s: (s.hand(0, "Elvish Visionary"), s.hand(1, "Lightning Bolt"), s.lands(1, "Mountain", 1)))
    g = s.start("main1")
    g.cast("Elvish Visionary")
    g.pass_until_resolved()
    settle(g)
    g.pass_priority()
    g.cast("Lightning Bolt", target="Elvish Visionary")
    g.pass_until_resolved()
    g.expect_zone("Elvish Visionary", "graveyard")
    _run(g)
    assert len(_tokens(g, "Elvish Visionary")) == 1, g.board()


@ruling("Riku of Two Reflections", "2011-09-22", "As the token is created, it checks the printed")
@ruling("Riku of Two Reflections", "2011-09-22", "The copiable values of the token's characteristics")
def test_riku_token_of_a_clone_copies_what_the_clone_copies_707_3():
    """707.3: Clone enters as a copy of Hill Giant; Riku's token copy of it is a 3/3 Hill Giant."""
    s = _riku(lambda s: (s.hand(0, "Clone"), s.battlefield(0, "Hill Giant")))
    g = s.start("main1")
    g.cast("Clone")
    g.pass_until_resolved()
    g.answer(next(o for o in g.decision.options if len(o) > 1 and o[1] == g.find("Hill Giant")))
    _run(g)
    toks = _tokens(g)
    assert len(toks) == 1 and g.obj(toks[0]).name == "Hill Giant", g.board()
    assert (g.obj(toks[0]).power, g.obj(toks[0]).toughness) == (3, 3)
