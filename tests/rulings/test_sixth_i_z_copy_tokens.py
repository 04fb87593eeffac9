"""Official rulings of the cards that make token copies of creatures (issue #32, I–Z half of the sixth pass):
Splinter Twin, Mimic Vat, Mirror Mockery, Mirrorpool, Stolen Identity, Inalla, Archmage Ritualist and Riku of
Two Reflections. Each maker is a small setup function; the family tests run every maker a ruling names."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import resolve_all, settle


def _tokens(g, name=None):
    return [i for i in g.state.battlefield if g.state.objects[i].kind == "token"
            and (name is None or g.obj(i).name == name)]


def _yes_until_priority(g, limit=30):
    """Answer "yes" to every may, pay automatically, first target: the maker's own choices."""
    settle(g, limit)


def _splinter_twin(s, orig):
    s.battlefield(0, "Splinter Twin", attached_to=orig)

    def go(g):
        g.activate(orig)
        resolve_all(g)
    return go


def _mirrorpool(s, orig):
    s.battlefield(0, "Mirrorpool")
    s.lands(0, "Wastes", 5)

    def go(g):
        g.activate("Mirrorpool", index=3, target=orig)
        resolve_all(g)
    return go


def _stolen_identity(s, orig):
    s.hand(0, "Stolen Identity")
    s.lands(0, "Island", 6)

    def go(g):
        g.cast("Stolen Identity", target=orig)
        resolve_all(g)
    return go


def _mirror_mockery(s, orig):
    s.battlefield(0, "Mirror Mockery", attached_to=orig)

    def go(g):
        g.attack(orig)
        resolve_all(g)
    return go


MAKERS = {"Splinter Twin": _splinter_twin, "Mirrorpool": _mirrorpool, "Stolen Identity": _stolen_identity,
          "Mirror Mockery": _mirror_mockery}


@pytest.mark.parametrize("maker", [
    pytest.param("Splinter Twin", marks=ruling("Splinter Twin", "2010-06-15", "The token that's put onto the battlefield copies")),
    pytest.param("Mirrorpool", marks=ruling("Mirrorpool", "2016-01-22", "For Mirrorpool's last ability, the token copies")),
    pytest.param("Stolen Identity", marks=ruling("Stolen Identity", "2013-01-24", "The token copies exactly what was printed")),
    pytest.param("Mirror Mockery", marks=ruling("Mirror Mockery", "2015-02-25", "The token copies exactly what was printed")),
])
def test_token_copy_takes_printed_values_not_counters_auras_or_status_707_2(maker):
    """707.2: the token is a 3/3 Hill Giant — not the +1/+1 counters, the Holy Strength or (for Splinter Twin)
    the ability Splinter Twin grants; it is untapped, and (Splinter Twin) it has haste."""
    s = Scenario.full()
    giant = s.battlefield(0, "Hill Giant", counters={"+1/+1": 2})
    s.battlefield(0, "Holy Strength", attached_to=giant)
    go = MAKERS[maker](s, giant)
    g = s.start("main1")
    go(g)
    toks = _tokens(g, "Hill Giant")
    assert len(toks) == 1, g.board()
    o = g.obj(toks[0])
    assert (o.power, o.toughness) == (3, 3) and not o.counters and not o.tapped, o
    assert not [a for a in o.abilities if type(a).__name__ == "Activated"], o.abilities
    if maker == "Splinter Twin":
        assert "Haste" in o.keywords


@pytest.mark.parametrize("maker", [
    pytest.param("Splinter Twin", marks=ruling("Splinter Twin", "2010-06-15", "Any enters-the-battlefield abilities of the enchanted")),
    pytest.param("Mirrorpool", marks=ruling("Mirrorpool", "2016-01-22", "Any enters-the-battlefield abilities")),
    pytest.param("Stolen Identity", marks=ruling("Stolen Identity", "2013-01-24", "Any enters-the-battlefield abilities")),
    pytest.param("Mirror Mockery", marks=ruling("Mirror Mockery", "2015-02-25", "Any enters-the-battlefield abilities")),
])
def test_token_copy_enters_with_the_copied_etb_ability_603_6a_707_2(maker):
    """603.6a, 707.2: the token copy of Elvish Visionary enters with "When this enters, draw a card": one card
    drawn."""
    s = Scenario.full()
    elf = s.battlefield(0, "Elvish Visionary")
    go = MAKERS[maker](s, elf)
    g = s.start("main1")
    before = len(g.zone(0, "hand")) - (1 if maker == "Stolen Identity" else 0)
    go(g)
    assert len(_tokens(g, "Elvish Visionary")) == 1, g.board()
    assert len(g.zone(0, "hand")) == before + 1, g.zone(0, "hand")


@pytest.mark.parametrize("maker", [
    pytest.param("Splinter Twin", marks=ruling("Splinter Twin", "2010-06-15", "If the enchanted creature is a token")),
    pytest.param("Stolen Identity", marks=ruling("Stolen Identity", "2013-01-24", "If the copied permanent is a token")),
    pytest.param("Mirror Mockery", marks=ruling("Mirror Mockery", "2015-02-25", "If the copied creature is a token")),
])
def test_token_copy_of_a_token_takes_its_original_values_707_2_111_4(maker):
    """707.2, 111.4: the copy of a Soldier token with a +1/+1 counter is a 1/1 white Soldier as the token was
    created."""
    s = Scenario.full()
    s.hand(0, "Raise the Alarm")
    s.lands(0, "Plains", 2)
    if maker == "Stolen Identity":
        s.hand(0, "Stolen Identity")
        s.lands(0, "Island", 6)
    elif maker == "Splinter Twin":
        s.hand(0, "Splinter Twin")
        s.lands(0, "Mountain", 4)
    else:
        s.hand(0, "Mirror Mockery")
        s.lands(0, "Island", 2)
    g = s.start("main1")
    g.cast("Raise the Alarm")
    resolve_all(g)
    tok = _tokens(g, "Soldier")[0]
    g.state.objects[tok].counters = {"+1/+1": 1}
    if maker == "Stolen Identity":
        g.cast("Stolen Identity", target=tok)
        resolve_all(g)
    else:
        g.cast(maker, target=tok)
        resolve_all(g)
        g.pass_until("main1", turn=3)
        if maker == "Splinter Twin":
            g.activate(tok)
            resolve_all(g)
        else:
            g.attack(tok)
            resolve_all(g)
    soldiers = [i for i in _tokens(g, "Soldier") if i != tok and g.obj(i).counters == {}]
    assert soldiers, g.board()
    o = g.obj(soldiers[-1])
    assert (o.power, o.toughness) == (1, 1) and "white" in o.colors, o


# ---------------------------------------------------------------- Splinter Twin and Mimic Vat: the haste tokens

@ruling("Splinter Twin", "2010-06-15", "Splinter Twin grants an activated ability")
def test_splinter_twin_2010_06_15_grants_an_activated_ability_to_the_creatures_controller_113_6_602_1():
    """602.1, 613.1f: the opponent's Splinter Twin on my Grizzly Bears gives the ability to the Bears; I (the
    creature's controller) activate it and get the token; the Aura's controller can't."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Splinter Twin", attached_to=bears)
    g = s.start("main1")
    g.activate(bears)
    resolve_all(g)
    toks = _tokens(g, "Grizzly Bears")
    assert len(toks) == 1 and g.obj(toks[0]).controller == 0, g.board()


def _twin_or_vat(maker):
    """A board where ``maker`` makes a haste token copy of Elvish Visionary on activation: (scenario, go)."""
    s = Scenario.full()
    s.lands(0, "Wastes", 3)
    s.hand(0, "Disenchant")
    s.lands(0, "Plains", 2)
    if maker == "Splinter Twin":
        elf = s.battlefield(0, "Elvish Visionary")
        s.battlefield(0, "Splinter Twin", attached_to=elf)
        src = elf
    else:
        s.battlefield(0, "Mimic Vat")
        s.exile(1, "Elvish Visionary")
        src = "Mimic Vat"
    return s, src


def _imprint_exiled(g, vat="Mimic Vat"):
    """Mark the exiled Visionary as exiled with Mimic Vat (a scenario places exiled cards without a source)."""
    vid = g.find(vat)
    eid = g.find("Elvish Visionary", zone="exile")
    g.game.state.objects[vid].memory = {**(g.state.objects[vid].memory or {})}
    return vid, eid


def _vat_with_imprint(extra=None):
    """Mimic Vat with Elvish Visionary imprinted the real way: the opponent's Visionary dies to a Bolt."""
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.lands(0, "Wastes", 3)
    elf = s.battlefield(1, "Elvish Visionary")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    if extra:
        extra(s)
    g = s.start("main1")
    g.cast("Lightning Bolt", target=elf)
    g.pass_until_resolved()
    g.choose("yes")
    resolve_all(g)
    g.expect_zone(elf, "exile")
    return g, elf


@ruling("Mimic Vat", "2011-01-01", "The imprint ability will trigger whenever")
@ruling("Mimic Vat", "2011-01-01", "Any enters-the-battlefield abilities of the exiled")
def test_mimic_vat_2011_01_01_any_graveyard_and_the_tokens_etb_ability_603_6a_707_2():
    """603.6a, 707.2: the opponent's Elvish Visionary dying triggers my Mimic Vat; the haste token copy's
    "When this enters, draw a card" triggers: I draw a card."""
    g, elf = _vat_with_imprint()
    hand = len(g.zone(0, "hand"))
    g.activate("Mimic Vat")
    resolve_all(g)
    toks = _tokens(g, "Elvish Visionary")
    assert len(toks) == 1 and "Haste" in g.obj(toks[0]).keywords, g.board()
    assert len(g.zone(0, "hand")) == hand + 1


@pytest.mark.parametrize("maker", [
    pytest.param("Splinter Twin", marks=ruling("Splinter Twin", "2010-06-15", "The token is exiled at the beginning")),
    pytest.param("Mimic Vat", marks=ruling("Mimic Vat", "2011-01-01", "The token is exiled at the beginning")),
])
def test_token_exiled_at_next_end_step_even_if_the_maker_is_gone_603_7_610_3(maker):
    """603.7c, 610.3: the delayed trigger made as the ability resolved doesn't depend on its source: with
    Splinter Twin / Mimic Vat destroyed, the token is still exiled at the beginning of the end step."""
    if maker == "Splinter Twin":
        s = Scenario.full()
        elf = s.battlefield(0, "Elvish Visionary")
        s.battlefield(0, "Splinter Twin", attached_to=elf)
        s.hand(0, "Disenchant")
        s.lands(0, "Plains", 2)
        g = s.start("main1")
        g.activate(elf)
        resolve_all(g)
        gone = "Splinter Twin"
    else:
        g, _ = _vat_with_imprint(lambda s: (s.hand(0, "Disenchant"), s.lands(0, "Plains", 2)))
        g.activate("Mimic Vat")
        resolve_all(g)
        gone = "Mimic Vat"
    assert len(_tokens(g, "Elvish Visionary")) == 1
    g.cast("Disenchant", target=gone)
    resolve_all(g)
    g.expect_zone(gone, "graveyard")
    g.pass_until("end")
    resolve_all(g)
    assert not _tokens(g, "Elvish Visionary"), g.board()


@pytest.mark.parametrize("maker", [
    pytest.param("Splinter Twin", marks=ruling("Splinter Twin", "2010-06-15", "If the ability is activated during a turn's end step")),
    pytest.param("Mimic Vat", marks=ruling("Mimic Vat", "2011-01-01", "If Mimic Vat's second ability is activated during")),
])
def test_token_made_in_the_end_step_is_exiled_at_the_next_turns_end_step_603_7a(maker):
    """603.7a, 513.1: made after "the beginning of the next end step" has passed, the token survives this turn
    and is exiled at the beginning of the following turn's end step."""
    if maker == "Splinter Twin":
        s = Scenario.full()
        elf = s.battlefield(0, "Elvish Visionary")
        s.battlefield(0, "Splinter Twin", attached_to=elf)
        g = s.start("main1")
        src = elf
    else:
        g, _ = _vat_with_imprint()
        src = "Mimic Vat"
    g.pass_until("end")
    resolve_all(g)
    g.activate(src)
    resolve_all(g)
    assert len(_tokens(g, "Elvish Visionary")) == 1
    g.pass_until("upkeep", turn=2)
    assert len(_tokens(g, "Elvish Visionary")) == 1, "still there on the next turn"
    g.pass_until("end", turn=2)
    resolve_all(g)
    assert not _tokens(g, "Elvish Visionary"), g.board()


@ruling("Splinter Twin", "2010-06-15", "If you activate the ability and the enchanted creature leaves")
def test_splinter_twin_2010_06_15_creature_gone_before_resolution_still_a_token_608_2h():
    """608.2h: the Bears are Bolted in response to the activation; the ability uses their last known
    information and still makes a Grizzly Bears token."""
    s = Scenario.full()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Splinter Twin", attached_to=bears)
    s.hand(1, "Lightning Bolt")
    s.lands(1, "Mountain", 1)
    g = s.start("main1")
    g.activate(bears)
    g.pass_priority()
    g.cast("Lightning Bolt", target=bears)
    resolve_all(g)
    g.expect_zone(bears, "graveyard")
    assert len(_tokens(g, "Grizzly Bears")) == 1, g.board()


@ruling("Splinter Twin", "2013-07-01", "If the enchanted creature is legendary")
def test_splinter_twin_2013_07_01_legendary_copy_legend_rule_704_5j():
    """704.5j: a token copy of Isamaru, Hound of Konda: I keep one of the two, the other goes to the
    graveyard (the token then ceases to exist)."""
    s = Scenario.full()
    isa = s.battlefield(0, "Isamaru, Hound of Konda")
    s.battlefield(0, "Splinter Twin", attached_to=isa)
    g = s.start("main1")
    g.activate(isa)
    resolve_all(g)
    alive = [i for i in g.state.battlefield if g.obj(i).name == "Isamaru, Hound of Konda"]
    assert len(alive) == 1, g.board()


@ruling("Mimic Vat", "2011-01-01", "Exiling the card as the first ability resolves is optional")
def test_mimic_vat_2011_01_01_exiling_is_optional_the_old_card_stays_603_5():
    """603.5: a second creature dies and I decline: it stays in the graveyard and the first card stays
    exiled with the Vat (the token made is still a Visionary)."""
    g, elf = _vat_with_imprint(lambda s: (s.battlefield(1, "Grizzly Bears"), s.hand(0, "Shock"),
                                          s.lands(0, "Mountain", 1)))
    g.cast("Shock", target="Grizzly Bears")
    g.pass_until_resolved()
    g.choose("no")
    resolve_all(g)
    g.expect_zone("Grizzly Bears", "graveyard")
    g.expect_zone(elf, "exile")
    g.activate("Mimic Vat")
    resolve_all(g)
    assert len(_tokens(g, "Elvish Visionary")) == 1


@ruling("Mimic Vat", "2011-01-01", "If multiple nontoken creatures are put into")
def test_mimic_vat_2011_01_01_several_die_at_once_at_most_one_stays_exiled_603_2_406():
    """603.2c: two creatures die to one Pyroclasm, the Vat triggers twice; saying yes to both, the second
    exile returns the first card to its owner's graveyard — one card is left exiled with the Vat."""
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.battlefield(1, "Elvish Visionary")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Pyroclasm")
    s.lands(0, "Mountain", 2)
    g = s.start("main1")
    g.cast("Pyroclasm")
    for _ in range(20):
        d = g.decision
        if d.kind == "yes_no":
            g.choose("yes")
        elif d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        else:
            settle(g)
    exiled = g.zone(1, "exile")
    assert len(exiled) == 1, exiled
    assert len(g.zone(1, "graveyard")) == 1, g.zone(1, "graveyard")


@ruling("Mimic Vat", "2011-01-01", "The token created by the second ability will be a copy")
def test_mimic_vat_2011_01_01_the_token_copies_what_is_exiled_on_resolution_608_2h():
    """608.2h: the Vat is activated with Elvish Visionary exiled; in response a Grizzly Bears dies and is
    imprinted (the Visionary returns to the graveyard): the token is a Grizzly Bears."""
    g, elf = _vat_with_imprint(lambda s: (s.battlefield(1, "Grizzly Bears"), s.hand(0, "Shock"),
                                          s.lands(0, "Mountain", 1)))
    g.activate("Mimic Vat")
    g.cast("Shock", target="Grizzly Bears")
    g.pass_until_resolved()
    g.choose("yes")
    resolve_all(g)
    g.expect_zone(elf, "graveyard")
    assert len(_tokens(g, "Grizzly Bears")) == 1 and not _tokens(g, "Elvish Visionary"), g.board()


@ruling("Mimic Vat", "2011-01-01", "You may activate the second ability even if no card")
def test_mimic_vat_2011_01_01_activate_with_nothing_exiled_makes_no_token_608_2():
    """602.2, 608.2: the ability can be activated with no card exiled; it resolves and makes nothing."""
    s = Scenario.full()
    s.battlefield(0, "Mimic Vat")
    s.lands(0, "Wastes", 3)
    g = s.start("main1")
    g.activate("Mimic Vat")
    resolve_all(g)
    g.check(g.obj("Mimic Vat").tapped, "activated")
    assert not _tokens(g), g.board()


@pytest.mark.parametrize("maker", [
    pytest.param("Mimic Vat", marks=ruling("Mimic Vat", "2011-01-01", "If the exiled card has {X} in its mana cost")),
    pytest.param("Stolen Identity", marks=ruling("Stolen Identity", "2013-01-24", "If the copied permanent has {X} in its")),
])
def test_token_copy_of_an_x_creature_has_x_0_707_2_107_3m(maker):
    """107.3m, 707.2: Endless One cast with X=3 has three counters; the token copy has X=0: it enters with no
    counters, a 0/0, and dies to the state-based check."""
    s = Scenario.full()
    s.hand(0, "Endless One")
    s.lands(0, "Wastes", 3)
    if maker == "Mimic Vat":
        s.battlefield(0, "Mimic Vat")
        s.lands(0, "Wastes", 3)
        s.hand(0, "Murder")
        s.lands(0, "Swamp", 3)
    else:
        s.hand(0, "Stolen Identity")
        s.lands(0, "Island", 6)
    g = s.start("main1")
    g.cast("Endless One", x=3)
    resolve_all(g)
    g.expect_pt("Endless One", 3, 3)
    if maker == "Mimic Vat":
        g.cast("Murder", target="Endless One")
        g.pass_until_resolved()
        g.choose("yes")
        resolve_all(g)
        mark = g.mark()
        g.activate("Mimic Vat")
    else:
        mark = g.mark()
        g.cast("Stolen Identity", target="Endless One")
    resolve_all(g)
    made = g.events_since(mark, kind="token_created") or g.events_since(mark)
    assert not _tokens(g, "Endless One"), g.board()
    assert made, "a token was made (and died as a 0/0)"


# ---------------------------------------------------------------- Mirror Mockery

def _mockery(aura_owner=0, extra=None, face_down=False):
    s = Scenario.full()
    giant = s.battlefield(0, "Icefeather Aven" if face_down else "Hill Giant", face_down=face_down)
    s.battlefield(aura_owner, "Mirror Mockery", attached_to=giant)
    if extra:
        extra(s)
    return s, giant


def _attack_and_trigger(g, giant):
    """Declare the attack; stop with Mirror Mockery's trigger on the stack (priority)."""
    g.attack(giant)
    settle(g)


def _resolve_yes(g):
    for _ in range(30):
        d = g.decision
        if d is None:
            return
        if d.kind == "yes_no":
            g.choose("yes")
        elif d.kind == "priority":
            if not g.stack:
                return
            g.pass_priority()
        else:
            settle(g)


@ruling("Mirror Mockery", "2015-02-25", "Notably, the token won't be attacking")
def test_mirror_mockery_2015_02_25_notably_the_token_wont_be_attacking_508_4():
    """508.4 (a creature put onto the battlefield isn't attacking unless the effect says so): only the
    attacking Hill Giant deals damage — 3, not 6."""
    s, giant = _mockery()
    g = s.start("main1")
    _attack_and_trigger(g, giant)
    _resolve_yes(g)
    assert len(_tokens(g, "Hill Giant")) == 1, g.board()
    g.no_blocks()
    g.pass_until("end of combat")
    g.expect_life(1, 17)


@ruling("Mirror Mockery", "2015-02-25", "If Mirror Mockery enchants a creature you don't control")
def test_mirror_mockery_2015_02_25_defending_player_blocks_with_the_token_509_1a():
    """509.1a: my Mirror Mockery on the opponent's attacking Hill Giant gives me an untapped Hill Giant token
    during the declare attackers step; I block the Giant with it — no damage to me."""
    s, giant = _mockery(aura_owner=1)
    g = s.start("main1")
    _attack_and_trigger(g, giant)
    _resolve_yes(g)
    toks = _tokens(g, "Hill Giant")
    assert len(toks) == 1 and g.obj(toks[0]).controller == 1, g.board()
    g.block(giant, toks[0])
    g.pass_until("end of combat")
    g.expect_life(1, 20)


@ruling("Mirror Mockery", "2015-02-25", "The ability that exiles the token will trigger")
def test_mirror_mockery_2015_02_25_exiled_at_end_of_combat_even_with_mockery_gone_603_7():
    """603.7c: the delayed "exile that token at end of combat" is independent of its source: with Mirror
    Mockery destroyed after the token is made, the token is still exiled at end of combat."""
    s, giant = _mockery(extra=lambda s: (s.hand(0, "Naturalize"), s.lands(0, "Forest", 2)))
    g = s.start("main1")
    _attack_and_trigger(g, giant)
    _resolve_yes(g)
    assert len(_tokens(g, "Hill Giant")) == 1
    g.cast("Naturalize", target="Mirror Mockery")
    resolve_all(g)
    g.expect_zone("Mirror Mockery", "graveyard")
    g.no_blocks()
    g.pass_until("end of combat")
    resolve_all(g)
    assert not _tokens(g, "Hill Giant"), g.board()


@ruling("Mirror Mockery", "2015-02-25", "If Mirror Mockery is no longer on the battlefield")
def test_mirror_mockery_2015_02_25_gone_before_resolution_copies_the_creature_enchanted_608_2h():
    """608.2h: Mirror Mockery is destroyed in response to its trigger; the ability still makes a copy of the
    Hill Giant it was enchanting."""
    s, giant = _mockery(extra=lambda s: (s.hand(0, "Naturalize"), s.lands(0, "Forest", 2)))
    g = s.start("main1")
    _attack_and_trigger(g, giant)
    g.cast("Naturalize", target="Mirror Mockery")
    g.pass_until_resolved()
    g.expect_zone("Mirror Mockery", "graveyard")
    _resolve_yes(g)
    assert len(_tokens(g, "Hill Giant")) == 1, g.board()


@ruling("Mirror Mockery", "2015-02-25", "A token that enters the battlefield as a copy of a face-down")
def test_mirror_mockery_2015_02_25_copy_of_a_face_down_creature_is_a_nameless_2_2_708_2_707_2():
    """708.2, 707.2: the copiable values of a face-down creature are those of the face-down 2/2: the token is
    a face-up colorless 2/2 with no name, abilities or creature types."""
    s, aven = _mockery(face_down=True)
    g = s.start("main1")
    _attack_and_trigger(g, aven)
    _resolve_yes(g)
    toks = _tokens(g)
    assert len(toks) == 1, g.board()
    o = g.obj(toks[0])
    assert (o.power, o.toughness) == (2, 2) and not o.colors and not o.subtypes and not o.face_down, o
    assert not o.name and not o.abilities, o
