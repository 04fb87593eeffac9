"""Official rulings of permanents in the I–Z half of the sixth pass (issue #32): Renegade Rallier (revolt),
Palace Jailer (the monarch), Kiora Bests the Sea God (chapters II and III), Umbra Mystic (umbra armor on
any permanent), Mogis's Warhound and Spirespine (bestowed on another player's creature), Kestia."""
from __future__ import annotations

import pytest

from manastack.testing import Scenario

from .keys import ruling
from .test_rebound_improvise import settle

RR = "Renegade Rallier"


def _run(g, answer="yes", limit=80):
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
        else:
            settle(g)


def _rallier(graveyard=(), extra=None):
    s = Scenario.full()
    s.hand(0, RR)
    s.lands(0, "Forest", 2)
    s.lands(0, "Plains", 1)
    if graveyard:
        s.graveyard(0, *graveyard)
    if extra:
        extra(s)
    return s


def _targets_offered(g):
    """Cast Renegade Rallier; the names its revolt trigger may target (empty: no trigger)."""
    g.cast(RR)
    g.pass_until_resolved()
    d = g.decision
    if d is None or d.kind != "target":
        return d, []
    return d, sorted(g.obj(o[1]).name for o in d.options if o[0] == "target")


@ruling("Renegade Rallier", "2017-02-09", "A permanent card is an artifact")
@ruling("Renegade Rallier", "2017-02-09", "If a card in your graveyard has no mana symbols")
@ruling("Renegade Rallier", "2017-02-09", "You can target any permanent card")
@ruling("Renegade Rallier", "2017-02-09", "Tokens that leave the battlefield will")
def test_renegade_rallier_token_sacrificed_returns_a_land_card_110_4b_202_3_702_56():
    """110.4b, 202.3, 111.7: a Soldier token sacrificed to Viscera Seer satisfies revolt; the Forest card that
    was in my graveyard since the start (mana value 0) and Ornithopter (an artifact, 0) are permanent cards it
    may target; Lightning Bolt isn't."""
    s = _rallier(("Forest", "Ornithopter", "Lightning Bolt"),
                 lambda s: (s.battlefield(0, "Viscera Seer"), s.hand(0, "Raise the Alarm"), s.lands(0, "Plains", 2)))
    g = s.start("main1")
    g.cast("Raise the Alarm")
    _run(g)
    g.activate("Viscera Seer")
    d = g.decision
    while d.kind != "priority":
        g.answer(next((o for o in d.options if len(o) > 1 and o[1] in g.state.objects
                       and g.obj(o[1]).name == "Soldier"), d.options[0]))
        d = g.decision
    _run(g)
    d, names = _targets_offered(g)
    assert names == ["Forest", "Ornithopter"], names
    g.answer(next(o for o in d.options if o[0] == "target" and g.obj(o[1]).name == "Forest"))
    _run(g)
    assert g.zone_of("Forest") == "battlefield" or [i for i in g.state.battlefield if g.obj(i).name == "Forest"]
    assert len([i for i in g.zone(0, "graveyard") if i == "Forest"]) == 0, g.zone(0, "graveyard")


@ruling("Renegade Rallier", "2017-02-09", "The converted mana cost of a card in your graveyard")
def test_renegade_rallier_2017_02_09_the_converted_mana_cost_of_a_202_3():
    """202.3: Grizzly Bears ({1}{G}, 2) may be targeted, Hill Giant ({3}{R}, 4) may not."""
    s = _rallier(("Grizzly Bears", "Hill Giant"), lambda s: (s.battlefield(0, "Ornithopter"),
                                                             s.hand(0, "Shatter"), s.lands(0, "Mountain", 2)))
    g = s.start("main1")
    g.cast("Shatter", target="Ornithopter")
    _run(g)
    d, names = _targets_offered(g)
    assert names == ["Grizzly Bears", "Ornithopter"], names


@ruling("Renegade Rallier", "2017-02-09", "Revolt abilities check only whether")
@ruling("Renegade Rallier", "2017-02-09", "Revolt abilities don't care why")
def test_renegade_rallier_revolt_once_for_any_reason_702_56_603_4():
    """603.4: two of my permanents left — the Bears returned to my hand by my own Unsummon, an Ornithopter
    destroyed: revolt is satisfied, and Renegade Rallier triggers once (one card returned)."""
    s = _rallier(("Runeclaw Bear", "Grizzly Bears"),
                 lambda s: (s.battlefield(0, "Ornithopter"), s.battlefield(0, "Llanowar Elves"),
                            s.hand(0, "Unsummon", "Shatter"), s.lands(0, "Island", 1), s.lands(0, "Mountain", 2)))
    g = s.start("main1")
    g.cast("Unsummon", target="Llanowar Elves")
    _run(g)
    g.cast("Shatter", target="Ornithopter")
    _run(g)
    mark = g.mark()
    d, names = _targets_offered(g)
    assert names, "revolt satisfied"
    g.answer(d.options[0])
    _run(g)
    trig = [e for e in g.events_since(mark) if e.kind == "trigger" and RR in e.text]
    assert len(trig) == 1, trig


# ---------------------------------------------------------------- Palace Jailer

def _jailer(extra=None):
    s = Scenario.full()
    s.hand(0, "Palace Jailer")
    s.lands(0, "Plains", 4)
    if extra:
        extra(s)
    return s


def _cast_jailer(g, target, first="monarch"):
    """Cast Palace Jailer; put the two enters triggers on the stack so that ``first`` resolves first."""
    g.cast("Palace Jailer")
    g.pass_until_resolved()
    d = g.decision
    assert d.kind == "trigger_order" and len(d.options) == 2, d
    infos = d.info   # (either order may be chosen; the ability put on the stack last resolves first)
    for _ in range(5):
        d = g.decision
        if d.kind == "trigger_order":
            g.answer(d.options[0] if first == "exile" else d.options[-1])
        elif d.kind == "target":
            g.answer(("target", g.find(target)))
        elif d.kind == "priority":
            break
        else:
            settle(g)
    return infos


@ruling("Palace Jailer", "2016-08-23", "Palace Jailer's two abilities can be put on the stack")
@ruling("Palace Jailer", "2016-08-23", "If you're not the monarch as the second ability resolves")
def test_palace_jailer_exile_until_an_opponent_becomes_the_monarch_603_3b_724():
    """603.3b, 724.1: the opponent is the monarch; I order the triggers so the exile resolves first: the Hill
    Giant is exiled and doesn't return though an opponent is the monarch; then I become the monarch; when the
    opponent takes it back with combat damage, the Giant returns."""
    s = _jailer(lambda s: (s.battlefield(1, "Hill Giant"), s.battlefield(1, "Grizzly Bears"), s.monarch(1)))
    g = s.start("main1")
    _cast_jailer(g, "Hill Giant", first="exile")
    g.pass_priority(2)          # the exile trigger resolves, while the opponent is the monarch
    g.expect_zone("Hill Giant", "exile")
    assert g.monarch == 1
    _run(g)                    # then "you become the monarch"
    g.expect_zone("Hill Giant", "exile")
    assert g.monarch == 0
    g.pass_until("declare attackers", turn=2)
    g.attack("Grizzly Bears")
    g.no_blocks()
    g.pass_until("end of combat", turn=2)
    _run(g)
    assert g.monarch == 1
    g.expect_zone("Hill Giant", "battlefield")


@ruling("Palace Jailer", "2016-08-23", "Auras attached to the exiled creature")
@ruling("Palace Jailer", "2016-08-23", "If a creature token is exiled")
def test_palace_jailer_auras_equipment_counters_and_tokens_704_5m_111_7():
    """704.5m, 122.2, 111.7: the exiled Hill Giant's Holy Strength goes to the graveyard, its Bonesplitter stays
    unattached; an exiled Soldier token ceases to exist."""
    s = _jailer(lambda s: None)
    giant = s.battlefield(1, "Hill Giant", counters={"+1/+1": 1})
    s.battlefield(1, "Holy Strength", attached_to=giant)
    s.battlefield(1, "Bonesplitter", attached_to=giant)
    g = s.start("main1")
    _cast_jailer(g, giant)
    _run(g)
    g.expect_zone(giant, "exile")
    g.expect_zone("Holy Strength", "graveyard")
    assert g.obj("Bonesplitter").attached_to is None

    s = _jailer(lambda s: (s.hand(1, "Raise the Alarm"), s.lands(1, "Plains", 2)))
    g = s.start("main1", active=1)
    g.cast("Raise the Alarm")
    _run(g)
    g.pass_until("main1", turn=2)
    tok = next(i for i in g.state.battlefield if g.obj(i).name == "Soldier")
    _cast_jailer(g, tok)
    _run(g)
    assert len([i for i in g.state.battlefield if g.obj(i).name == "Soldier"]) == 1
    assert tok not in g.state.objects or g.zone_of(tok) != "exile"
    assert "Soldier" not in g.zone(1, "exile")


# ---------------------------------------------------------------- Kiora Bests the Sea God

KIORA = "Kiora Bests the Sea God"


def _kiora_chapter(lore, extra=None):
    """Kiora Bests the Sea God with ``lore`` counters; the game at my main phase with the next chapter resolved
    (targeting the opponent, or their Hill Giant for chapter III)."""
    s = Scenario.full()
    s.battlefield(0, KIORA, counters={"lore": lore})
    giant = s.battlefield(1, "Hill Giant")
    if extra:
        extra(s)
    g = s.start("upkeep")
    g.pass_until("main1")
    for _ in range(30):
        d = g.decision
        if d.kind == "priority":
            if not g.stack:
                break
            g.pass_priority()
        elif d.kind == "target":
            g.answer(next((o for o in d.options if o == ("target_player", 1) or o == ("target", g.find(giant))),
                          d.options[0]))
        else:
            settle(g)
    return g, giant


@ruling("Kiora Bests the Sea God", "2020-01-24", "Nonland permanents target opponent controls that")
@ruling("Kiora Bests the Sea God", "2020-01-24", "The second chapter ability keeps the")
@ruling("Kiora Bests the Sea God", "2020-01-24", "The second chapter ability targets the")
def test_kiora_chapter_ii_taps_all_and_they_stay_tapped_714_2_115_1_502_3():
    """115.1, 502.3, 611.2c: chapter II targets the player, so the hexproof Gladecover Scout is tapped too; the
    already tapped Grizzly Bears don't untap either; with the Saga gone (it is sacrificed... destroyed before
    their untap step) nothing untaps in that step."""
    g, giant = _kiora_chapter(1, lambda s: (s.battlefield(1, "Gladecover Scout"),
                                            s.battlefield(1, "Grizzly Bears", tapped=True),
                                            s.hand(0, "Naturalize"), s.lands(0, "Forest", 2)))
    for n in ("Hill Giant", "Gladecover Scout", "Grizzly Bears"):
        assert g.obj(n).tapped, n
    g.cast("Naturalize", target=KIORA)
    _run(g)
    g.expect_zone(KIORA, "graveyard")
    g.pass_until("main1", turn=2)
    for n in ("Hill Giant", "Gladecover Scout", "Grizzly Bears"):
        assert g.obj(n).tapped, f"{n} didn't untap"
    g.pass_until("main1", turn=4)
    assert not g.obj("Hill Giant").tapped, "it untaps in the following untap step"


@ruling("Kiora Bests the Sea God", "2020-01-24", "The control-change effect of the")
def test_kiora_bests_the_sea_god_2020_01_24_the_control_change_effect_of_611_2b():
    """611.2b: chapter III's control change has no duration: the Hill Giant is still mine two turns later."""
    g, giant = _kiora_chapter(2)
    assert g.obj(giant).controller == 0
    g.pass_until("main1", turn=3)
    assert g.obj(giant).controller == 0


# ---------------------------------------------------------------- Umbra Mystic

@ruling("Umbra Mystic", "2010-06-15", "Umbra Mystic grants totem armor to Auras attached")
@ruling("Umbra Mystic", "2010-06-15", "If a permanent you control would be destroyed")
def test_umbra_mystic_auras_on_my_permanents_whoever_controls_them_702_89a():
    """702.89a, 613.1f: the opponent's Weakness on my Hill Giant has umbra armor through my Umbra Mystic: Murder
    destroys the Weakness instead; my Holy Strength on the opponent's Bears doesn't: Murder kills the Bears."""
    s = Scenario.full()
    s.battlefield(0, "Umbra Mystic")
    giant = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Weakness", attached_to=giant)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Holy Strength", attached_to=bears)
    s.hand(1, "Murder", "Murder")
    s.lands(1, "Swamp", 6)
    g = s.start("main1", active=1)
    g.cast(g.find("Murder", zone="hand"), target=giant)
    _run(g)
    g.expect_zone(giant, "battlefield")
    g.expect_zone("Weakness", "graveyard")
    g.cast(g.find("Murder", zone="hand"), target=bears)
    _run(g)
    g.expect_zone(bears, "graveyard")


@ruling("Umbra Mystic", "2010-06-15", "All Rise of the Eldrazi cards printed with totem armor")
def test_umbra_mystic_2010_06_15_all_rise_of_the_eldrazi_cards_702_89a():
    """702.89a: an Aura on a land works the same: Stone Rain on my Forest enchanted by Abundant Growth destroys
    the Aura instead."""
    s = Scenario.full()
    s.battlefield(0, "Umbra Mystic")
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Abundant Growth", attached_to=forest)
    s.hand(1, "Stone Rain")
    s.lands(1, "Mountain", 3)
    g = s.start("main1", active=1)
    g.cast("Stone Rain", target=forest)
    _run(g)
    g.expect_zone(forest, "battlefield")
    g.expect_zone("Abundant Growth", "graveyard")


@ruling("Umbra Mystic", "2010-06-15", "Multiple instances of totem armor on the same Aura")
def test_umbra_mystic_2010_06_15_multiple_instances_of_totem_armor_on_702_89a():
    """702.89a: two Umbra Mystics give Holy Strength two instances; destroying the Bears destroys that one
    Aura once and the Bears survive; Rancor stays."""
    s = Scenario.full()
    s.battlefield(0, "Umbra Mystic")
    s.battlefield(0, "Umbra Mystic")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Holy Strength", attached_to=bears)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start("main1", active=1)
    g.cast("Murder", target=bears)
    _run(g)
    g.expect_zone(bears, "battlefield")
    g.expect_zone("Holy Strength", "graveyard")
    assert not g.obj(bears).damage
