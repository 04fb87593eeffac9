"""Behaviour tests for keyword abilities with extra costs and the dies triggers that bring a permanent back
(engine/mechanics/altcost.py): echo (702.30), cumulative upkeep (702.24), evoke (702.74), dash (702.109),
persist (702.79), undying (702.93) and unearth (702.84).

Each test plays the real card and checks what its Oracle text (and reminder text) says should happen."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.engine.chars import chars
from manastack.engine.support import IMPLEMENTED_KEYWORDS, missing
from manastack.game import Game
from manastack.testing import Scenario
from manastack.testing.scenario import ScenarioGame

from .helpers import activate, add_mana_sources, cast, game, resolve


def _variant(g, card: str, tag: str) -> tuple:
    """The cast option for ``card`` whose variant carries ``tag`` (e.g. "evoke")."""
    oid = g.find(card)
    opts = [o for o in g.decision.options if o[0] == "cast" and o[1] == oid and tag in o[2].split("+")]
    assert opts, f"no {tag} option for {card}: {g.decision.options}"
    return opts[0]


def _cast_variant(g, card: str, tag: str, *answers) -> None:
    g.answer(_variant(g, card, tag))
    q = list(answers)
    for _ in range(20):
        d = g.decision
        if d is None or g.state.casting is None:
            break
        if d.kind == "pay" and ("auto",) in d.options:
            g.answer(("auto",))
        elif q:
            g.answer(q.pop(0))
        else:
            raise AssertionError(f"unanswered {d.kind}: {d.options}")


# ---------------------------------------------------------------- registry


def test_702_keywords_with_extra_costs_are_registered(pool):
    """Echo, cumulative upkeep, evoke, dash, persist, undying and unearth are implemented; the cards they
    alone kept unsupported are supported now."""
    for kw in ("Echo", "Cumulative Upkeep", "Evoke", "Dash", "Persist", "Undying", "Unearth"):
        assert kw in IMPLEMENTED_KEYWORDS
    for name in ("Albino Troll", "Arctic Wolves", "Mulldrifter", "Mardu Scout", "Kitchen Finks", "Butcher Ghoul",
                 "Dregscape Zombie", "Deepcavern Imp"):
        assert pool.get(name).supported, name


def test_702_24a_cumulative_upkeep_with_a_cost_the_engine_cant_pay_stays_unsupported(pool):
    """Aboroth: "Cumulative upkeep—Put a -1/-1 counter on this creature." Putting counters isn't a cost the
    engine pays during a resolution, so the card stays unsupported (the coverage report names why)."""
    assert not pool.get("Aboroth").supported
    from manastack.oracle.coverage import compile_card
    from manastack.testing.scenario import full_database

    cc = compile_card(full_database().get("Aboroth"))
    assert "keyword Cumulative Upkeep with cost add_counters" in missing(cc.abilities)


# ---------------------------------------------------------------- echo (702.30a)


def test_702_30a_albino_troll_echo_sacrificed_when_not_paid(pool):
    """Albino Troll: "Echo {1}{G}". Cast on turn 1; at the beginning of its controller's next upkeep (turn 3)
    the echo trigger asks for {1}{G}; declining sacrifices it. The opponent's upkeep (turn 2) triggers
    nothing."""
    g = game(pool, hand=[(0, "Albino Troll")], mana={0: "1G1G"})
    cast(g, "Albino Troll")
    assert g.zone_of("Albino Troll") == "battlefield"
    g.pass_until("upkeep", turn=2)
    assert not g.state.stack
    g.pass_until("upkeep", turn=3)
    assert len(g.state.stack) == 1
    resolve(g, "no")
    assert g.zone(0, "graveyard") == ["Albino Troll"]


def test_702_30a_albino_troll_echo_paid_once_then_never_again(pool):
    """Albino Troll: paying the echo cost on the first upkeep keeps it; at the following upkeep (it has been
    under its controller's control since the last one) echo doesn't trigger."""
    g = game(pool, hand=[(0, "Albino Troll")], mana={0: "1G1G"})
    cast(g, "Albino Troll")
    g.pass_until("upkeep", turn=3)
    resolve(g, "yes")
    assert g.zone_of("Albino Troll") == "battlefield"
    assert sum(1 for i in g.state.battlefield if g.state.objects[i].tapped) == 2  # {1}{G} paid
    g.pass_until("upkeep", turn=5)
    assert not g.state.stack
    assert g.zone_of("Albino Troll") == "battlefield"


def test_702_30a_118_3_echo_without_the_mana_sacrifices_without_asking(pool):
    """Albino Troll with no lands: its controller can't pay {1}{G} (118.3), so it is sacrificed as the echo
    trigger resolves (no yes/no question is asked)."""
    g = game(pool, battlefield=[(0, "Albino Troll")], step="main1", turn=1)
    g.state.objects[g.find("Albino Troll")].sick = True
    g.pass_until("upkeep", turn=3)
    resolve(g)
    assert g.zone(0, "graveyard") == ["Albino Troll"]


def test_702_30a_deepcavern_imp_echo_paid_by_discarding(pool):
    """Deepcavern Imp: "Echo—Discard a card." Its controller pays by discarding the only card in hand."""
    g2 = game(pool, battlefield=[(0, "Deepcavern Imp")], hand=[(0, "Grizzly Bears")], step="main1", turn=1)
    g2.state.objects[g2.find("Deepcavern Imp")].sick = True
    g2.pass_until("upkeep", turn=3)
    resolve(g2, "yes")
    assert g2.zone_of("Deepcavern Imp") == "battlefield"
    assert "Grizzly Bears" in g2.zone(0, "graveyard")


def test_702_30a_302_6_echo_triggers_again_after_control_returns(pool):
    """Albino Troll, controlled by player 1 for a long time, is taken by Act of Treason until end of turn. As
    control returns to player 1, it came under their control again, so at their next upkeep echo triggers
    (702.30a), and not paying sacrifices it."""
    g = game(pool, battlefield=[(1, "Albino Troll")], hand=[(0, "Act of Treason")], mana={0: "2R"})
    cast(g, "Act of Treason", target="Albino Troll")
    assert chars(g.state, g.find("Albino Troll")).controller == 0
    g.pass_until("upkeep", turn=2)
    assert chars(g.state, g.find("Albino Troll")).controller == 1
    assert len(g.state.stack) == 1
    resolve(g)  # (player 1 has no lands: it can't pay, 118.3)
    assert g.zone(1, "graveyard") == ["Albino Troll"]


def test_702_30a_echo_of_a_permanent_gained_for_good_triggers_for_its_new_controller(pool):
    """Albino Troll owned by player 0 and newly controlled by player 1 (summoning sick for them): echo
    triggers at player 1's upkeep, not at player 0's; the sacrificed card goes to its owner's graveyard."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Albino Troll", controller=1, sick=True)
    g = s.start("main1", turn=1, active=0)
    g.pass_until("upkeep", turn=2)
    assert len(g.state.stack) == 1
    resolve(g)  # (player 1 has no lands: it can't pay, 118.3)
    assert g.zone(0, "graveyard") == ["Albino Troll"]


# ---------------------------------------------------------------- cumulative upkeep (702.24a)


def test_702_24a_arctic_wolves_cumulative_upkeep_pays_for_each_age_counter(pool):
    """Arctic Wolves: "Cumulative upkeep {2}". With one age counter, its upkeep puts a second one on it, and
    keeping it costs {2} twice: four lands are tapped."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Arctic Wolves", counters={"age": 1})
    s.lands(0, "Wastes", 5)
    g = s.start("upkeep", turn=3)
    resolve(g, "yes")
    wolves = g.obj("Arctic Wolves")
    assert wolves.counters["age"] == 2
    assert sum(1 for i in g.state.battlefield if g.state.objects[i].tapped) == 4


def test_702_24a_arctic_wolves_sacrificed_when_not_paid(pool):
    """Arctic Wolves: declining to pay the cumulative upkeep sacrifices it."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Arctic Wolves")
    s.lands(0, "Wastes", 5)
    g = s.start("upkeep", turn=3)
    resolve(g, "no")
    assert g.zone(0, "graveyard") == ["Arctic Wolves"]


def test_702_24a_118_3_cumulative_upkeep_too_big_to_pay_sacrifices(pool):
    """Arctic Wolves with two age counters and only five lands: {2} three times is {6}, more than its
    controller can pay, so it is sacrificed without a question (partial payments aren't allowed)."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Arctic Wolves", counters={"age": 2})
    s.lands(0, "Wastes", 5)
    g = s.start("upkeep", turn=3)
    resolve(g)
    assert g.zone(0, "graveyard") == ["Arctic Wolves"]
    assert not any(g.state.objects[i].tapped for i in g.state.battlefield)


def test_702_24a_dystopia_pays_life_for_each_age_counter(pool):
    """Dystopia: "Cumulative upkeep—Pay 1 life." With one age counter already, keeping it costs 2 life. (Its
    other upkeep trigger makes its controller sacrifice a green or white permanent: they have none.)"""
    s = Scenario(cards=pool)
    s.battlefield(0, "Dystopia", counters={"age": 1})
    g = s.start("upkeep", turn=3)
    resolve(g, "first", "yes")
    assert g.life(0) == 18
    assert g.obj("Dystopia").counters["age"] == 2


# ---------------------------------------------------------------- evoke (702.74a)


def test_702_74a_mulldrifter_evoked_draws_two_and_is_sacrificed(pool):
    """Mulldrifter: "When this creature enters, draw two cards. Evoke {2}{U}". Cast for its evoke cost, both
    enter triggers go on the stack; it is sacrificed and its controller draws two cards."""
    g = game(pool, hand=[(0, "Mulldrifter")], mana={0: "2U"})
    assert not any(o[0] == "cast" and o[2] == "normal" for o in g.decision.options)  # {4}{U} is unaffordable
    _cast_variant(g, "Mulldrifter", "evoke")
    hand = len(g.zone(0, "hand"))
    resolve(g, "first")
    assert g.zone(0, "graveyard") == ["Mulldrifter"]
    assert len(g.zone(0, "hand")) == hand + 2


def test_702_74a_mulldrifter_cast_normally_stays(pool):
    """Mulldrifter cast for its mana cost ({4}{U}) isn't evoked: it stays on the battlefield."""
    g = game(pool, hand=[(0, "Mulldrifter")], mana={0: "4U"})
    cast(g, "Mulldrifter")
    assert g.zone_of("Mulldrifter") == "battlefield"
    assert len(g.zone(0, "hand")) == 2


def test_702_74a_118_9_evoke_cost_not_offered_without_the_mana_and_refused(pool):
    """Mulldrifter with only {U}{U}: neither way to cast it is offered; choosing the evoke variant anyway is
    refused with a typed error and the game is untouched."""
    g = game(pool, hand=[(0, "Mulldrifter")], mana={0: "UU"})
    oid = g.find("Mulldrifter")
    assert not [o for o in g.decision.options if o[0] == "cast" and o[1] == oid]
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("cast", oid, "alt:2+evoke"))
    assert g.game.save() == before


# ---------------------------------------------------------------- dash (702.109a)


def test_702_109a_mardu_scout_dashed_has_haste_and_returns_to_hand(pool):
    """Mardu Scout: "Dash {1}{R}". Dashed, it can attack the turn it enters (haste) and returns to its
    owner's hand at the beginning of the next end step."""
    g = game(pool, hand=[(0, "Mardu Scout")], mana={0: "1R"})
    _cast_variant(g, "Mardu Scout", "dash")
    resolve(g)
    scout = g.find("Mardu Scout")
    assert "Haste" in chars(g.state, scout).keywords
    g.attack("Mardu Scout")  # (summoning sick, it could attack only with haste, 302.6)
    g.pass_until("end")
    resolve(g)
    assert g.zone(0, "hand") == ["Mardu Scout"]
    assert g.life(1) == 17


def test_702_109a_mardu_scout_cast_normally_has_no_haste_and_stays(pool):
    """Mardu Scout cast for {R}{R}: no haste, and it stays past the end step."""
    g = game(pool, hand=[(0, "Mardu Scout")], mana={0: "RR"})
    cast(g, "Mardu Scout")
    assert "Haste" not in chars(g.state, g.find("Mardu Scout")).keywords
    g.pass_until("upkeep", turn=2)
    assert g.zone_of("Mardu Scout") == "battlefield"


def test_702_109a_dash_survives_save_and_load(pool):
    """The dashed permanent's haste and delayed return are game state: they survive saving and loading."""
    g = game(pool, hand=[(0, "Mardu Scout")], mana={0: "1R"})
    _cast_variant(g, "Mardu Scout", "dash")
    resolve(g)
    g2 = ScenarioGame(Game.load(g.game.save(), pool))
    assert "Haste" in chars(g2.state, g2.find("Mardu Scout")).keywords
    g2.pass_until("end")
    resolve(g2)
    assert g2.zone(0, "hand") == ["Mardu Scout"]


# ---------------------------------------------------------------- persist (702.79a) and undying (702.93a)


def test_702_79a_kitchen_finks_persists_once(pool):
    """Kitchen Finks: "When this creature enters, you gain 2 life. Persist". Killed, it returns with a -1/-1
    counter (a 2/1) and its enter trigger gains 2 life; killed again with the counter, it stays dead."""
    g = game(pool, battlefield=[(0, "Kitchen Finks")], hand=[(0, "Lightning Bolt"), (0, "Lightning Bolt")],
             mana={0: "RR"})
    cast(g, "Lightning Bolt", target="Kitchen Finks")
    finks = g.obj("Kitchen Finks")
    assert finks.zone == "battlefield" and finks.counters == {"-1/-1": 1}
    g.expect_pt("Kitchen Finks", 2, 1)
    assert g.life(0) == 22
    cast(g, "Lightning Bolt", target="Kitchen Finks")
    assert "Kitchen Finks" in g.zone(0, "graveyard")


def test_702_93a_butcher_ghoul_undying_returns_with_a_counter(pool):
    """Butcher Ghoul: "Undying". Killed, it returns with a +1/+1 counter (a 2/2); killed again, it stays dead."""
    g = game(pool, battlefield=[(0, "Butcher Ghoul")], hand=[(0, "Lightning Bolt"), (0, "Lightning Bolt")],
             mana={0: "RR"})
    cast(g, "Lightning Bolt", target="Butcher Ghoul")
    g.expect_pt("Butcher Ghoul", 2, 2)
    cast(g, "Lightning Bolt", target="Butcher Ghoul")
    assert "Butcher Ghoul" in g.zone(0, "graveyard")


def test_702_93a_603_10a_undying_reads_last_known_counters(pool):
    """Butcher Ghoul that already had a +1/+1 counter when it died doesn't return (its last known
    information is what counts, 603.10a)."""
    s = Scenario(cards=pool)
    s.battlefield(0, "Butcher Ghoul", counters={"+1/+1": 1})
    s.hand(0, "Lightning Bolt")
    add_mana_sources(s, 0, "R")
    g = s.start("main1")
    cast(g, "Lightning Bolt", target="Butcher Ghoul")
    assert g.zone(0, "graveyard").count("Butcher Ghoul") == 1
    assert not g.state.stack


def test_702_79a_400_7_persist_card_exiled_from_graveyard_first_doesnt_return(pool):
    """Kitchen Finks dies; in response to the persist trigger its card is exiled from the graveyard (Cremate:
    "Exile target card from a graveyard."); the trigger finds no card in the graveyard and does nothing
    (400.7)."""
    g = game(pool, battlefield=[(0, "Kitchen Finks")], hand=[(0, "Lightning Bolt"), (0, "Cremate")],
             mana={0: "BR"})
    cast(g, "Lightning Bolt", target="Kitchen Finks", stack=True)
    g.pass_priority(2)  # the Bolt resolves; the persist trigger goes on the stack
    assert g.state.stack
    cast(g, "Cremate", target="Kitchen Finks")
    assert g.zone_of("Kitchen Finks") == "exile"


# ---------------------------------------------------------------- unearth (702.84a)


def test_702_84a_dregscape_zombie_unearthed_has_haste_and_is_exiled_at_end_step(pool):
    """Dregscape Zombie: "Unearth {B}". From the graveyard it returns with haste, and is exiled at the
    beginning of the next end step."""
    g = game(pool, graveyard=[(0, "Dregscape Zombie")], mana={0: "B"})
    activate(g, "Dregscape Zombie")
    z = g.find("Dregscape Zombie")
    assert g.zone_of(z) == "battlefield"
    assert "Haste" in chars(g.state, z).keywords
    g.pass_until("end")
    resolve(g)
    assert g.zone(0, "exile") == ["Dregscape Zombie"]


def test_702_84a_614_1a_unearthed_zombie_killed_is_exiled_instead(pool):
    """An unearthed Dregscape Zombie that would die is exiled instead of going to the graveyard (so it can't
    be unearthed again)."""
    g = game(pool, graveyard=[(0, "Dregscape Zombie")], hand=[(0, "Lightning Bolt")], mana={0: "BR"})
    activate(g, "Dregscape Zombie")
    cast(g, "Lightning Bolt", target="Dregscape Zombie")
    assert g.zone(0, "exile") == ["Dregscape Zombie"]
    assert g.zone(0, "graveyard") == ["Lightning Bolt"]
    assert not g.state.shields  # the replacement can never apply again (400.7)


def test_702_84a_unearth_only_as_a_sorcery(pool):
    """Unearth is activated only as a sorcery: not during the opponent's turn, and not offered then; an
    attempt is refused with a typed error and the game untouched."""
    g = game(pool, graveyard=[(0, "Dregscape Zombie")], mana={0: "B"}, active=1, turn=2)
    g.pass_until("main1", turn=2)
    z = g.find("Dregscape Zombie")
    if g.decision.player != 0:
        g.answer(("pass",))
    opts = [o for o in g.decision.options if o[0] == "activate" and o[1] == z]
    assert not opts
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("activate", z, 0))
    assert g.game.save() == before


# ---------------------------------------------------------------- bloodthirst (702.54a)


def test_702_54a_blood_ogre_enters_with_a_counter_after_an_opponent_was_dealt_damage(pool):
    """Blood Ogre: "Bloodthirst 1". After Lightning Bolt dealt 3 damage to the opponent this turn, it enters
    with a +1/+1 counter (a 3/3)."""
    g = game(pool, hand=[(0, "Lightning Bolt"), (0, "Blood Ogre")], mana={0: "R2R"})
    cast(g, "Lightning Bolt", target="Player 2")
    cast(g, "Blood Ogre")
    assert g.obj("Blood Ogre").counters == {"+1/+1": 1}
    g.expect_pt("Blood Ogre", 3, 3)


def test_702_54a_120_3_blood_ogre_life_loss_isnt_damage(pool):
    """Blood Ogre after the opponent only lost life (Sign in Blood: "Target player draws two cards and loses 2
    life") and after damage to the caster: no opponent was dealt damage, so it enters without a counter."""
    g = game(pool, hand=[(0, "Sign in Blood"), (0, "Lightning Bolt"), (0, "Blood Ogre")], mana={0: "BBR2R"})
    cast(g, "Sign in Blood", target="Player 2")
    cast(g, "Lightning Bolt", target="Player 1")
    assert g.life(1) == 18 and g.life(0) == 17
    cast(g, "Blood Ogre")
    assert not g.obj("Blood Ogre").counters
    g.expect_pt("Blood Ogre", 2, 2)


def test_702_54a_400_7a_bloodlord_gives_a_vampire_spell_bloodthirst_that_the_permanent_keeps(pool):
    """Bloodlord of Vaasgoth: "Whenever you cast a Vampire creature spell, it gains bloodthirst 3." The effect
    on the spell continues to apply to the permanent it becomes (400.7a): after Lightning Bolt hit the
    opponent, Child of Night (a 2/1 Vampire) enters with three +1/+1 counters."""
    g = game(pool, battlefield=[(0, "Bloodlord of Vaasgoth")], hand=[(0, "Lightning Bolt"), (0, "Child of Night")],
             mana={0: "R1B"})
    cast(g, "Lightning Bolt", target="Player 2")
    cast(g, "Child of Night")
    assert g.obj("Child of Night").counters == {"+1/+1": 3}
    g.expect_pt("Child of Night", 5, 4)


def test_702_84a_611_3a_static_grants_of_unearth_to_graveyard_cards_are_played(pool):
    """Sedris, the Traitor King: "Each creature card in your graveyard has unearth {2}{B}." The layer system applies
    the grant to the creature cards in its controller's graveyard (611.3a), so the card is supported and unearth is
    offered for a Grizzly Bears there (tests/mechanics/test_611_3_grants_to_cards_in_graveyard_and_hand.py)."""
    assert pool.get("Sedris, the Traitor King").supported
    g = game(pool, battlefield=[(0, "Sedris, the Traitor King")], graveyard=[(0, "Grizzly Bears")], mana={0: "2B"})
    assert [o for o in g.decision.options if o[0] == "activate"]


# ---------------------------------------------------------------- encore (702.141a)


def test_702_141a_impulsive_pilferer_encore_token_must_attack_and_is_sacrificed(pool):
    """Impulsive Pilferer: "When this creature dies, create a Treasure token. Encore {3}{R}". From the
    graveyard, paying {3}{R} and exiling the card creates one token copy (one opponent), which has haste, must
    attack that opponent this turn if able (no declaration without it is legal), and is sacrificed at the
    beginning of the next end step -- so it dies, and its copied ability creates a Treasure."""
    g = game(pool, graveyard=[(0, "Impulsive Pilferer")], mana={0: "3R"})
    activate(g, "Impulsive Pilferer")
    assert g.zone(0, "exile") == ["Impulsive Pilferer"]
    tok = g.find("Impulsive Pilferer", zone="battlefield")
    assert g.state.objects[tok].kind == "token"
    assert "Haste" in chars(g.state, tok).keywords
    g.pass_until("declare_attackers")
    assert g.decision.kind == "attackers" and ("done",) not in g.decision.options  # 508.1d
    g.attack("Impulsive Pilferer")
    g.pass_until("end")
    assert g.life(1) == 19
    resolve(g)
    assert not [i for i in g.state.battlefield if chars(g.state, i).name == "Impulsive Pilferer"]
    assert [i for i in g.state.battlefield if chars(g.state, i).name == "Treasure"]


def test_702_141a_encore_only_from_the_graveyard_as_a_sorcery(pool):
    """Encore is activated only from the graveyard as a sorcery: with a spell on the stack it isn't offered, and
    the attempt is refused with a typed error leaving the game untouched."""
    g = game(pool, graveyard=[(0, "Impulsive Pilferer")], hand=[(0, "Lightning Bolt")], mana={0: "3RR"})
    cast(g, "Lightning Bolt", target="Player 2", stack=True)
    z = g.find("Impulsive Pilferer")
    assert not [o for o in g.decision.options if o[0] == "activate" and o[1] == z]
    before = g.game.save()
    with pytest.raises(IllegalActionError):
        g.game.apply(("activate", z, 0))
    assert g.game.save() == before


def test_702_141a_508_1d_encore_in_multiplayer_one_token_per_opponent_each_attacking_its_own(pool):
    """Fin-Clade Fugitives ("Encore {4}{G}") in a three-player game: one token copy for each opponent; each must
    attack the opponent it was created for. Sending both at the same opponent obeys only one requirement, so
    "done" isn't offered until each attacks its own."""
    s = Scenario(players=3, cards=pool)
    s.graveyard(0, "Fin-Clade Fugitives")
    add_mana_sources(s, 0, "4G")
    g = s.start("main1")
    activate(g, "Fin-Clade Fugitives")
    toks = [i for i in g.state.battlefield if chars(g.state, i).name == "Fin-Clade Fugitives"]
    assert len(toks) == 2
    reqs = {}
    for t in toks:
        r = [x for x in chars(g.state, t).restrictions if x.kind == "must_attack_player"]
        assert len(r) == 1
        reqs[t] = r[0].arg
    assert sorted(reqs.values()) == [1, 2]
    g.pass_until("declare_attackers")
    from manastack.engine.state import pent

    a, b = toks
    g.answer(("attack", a, pent(reqs[b])))  # the wrong opponent
    g.answer(("attack", b, pent(reqs[b])))
    assert ("done",) not in g.decision.options
    g.answer(("remove", a))
    g.answer(("attack", a, pent(reqs[a])))
    assert ("done",) in g.decision.options


def test_702_141a_400_7h_impulsivity_cast_spell_is_exiled_instead_of_going_to_the_graveyard(pool):
    """Impulsivity (newly supported with encore): "When this creature enters, you may cast target instant or
    sorcery card from a graveyard without paying its mana cost. If that spell would be put into a graveyard,
    exile it instead." The effect finds the spell the card became (400.7h): the opponent's Lightning Bolt,
    cast this way, deals 3 damage and is exiled."""
    g = game(pool, hand=[(0, "Impulsivity")], graveyard=[(1, "Lightning Bolt")], mana={0: "6R"})
    cast(g, "Impulsivity", "Lightning Bolt", "first", "Player 2")
    assert g.life(1) == 17
    assert g.zone(1, "exile") == ["Lightning Bolt"]
    assert g.zone(1, "graveyard") == []


def test_702_141a_604_3_soul_of_eternity_encore_token_has_its_characteristic_defining_pt(pool):
    """Soul of Eternity: "Soul of Eternity's power and toughness are each equal to your life total. Encore
    {7}{W}{W}". The token copy has the characteristic-defining ability too (707.2), which functions on the
    battlefield (604.3): with 20 life it is a 20/20 and survives state-based actions."""
    g = game(pool, graveyard=[(0, "Soul of Eternity")], mana={0: "7WW"})
    activate(g, "Soul of Eternity")
    tok = g.find("Soul of Eternity", zone="battlefield")
    g.expect_pt(tok, 20, 20)


def test_604_3_serra_avatar_on_the_battlefield_has_its_life_total_pt(pool):
    """Serra Avatar: "Serra Avatar's power and toughness are each equal to your life total." Cast with 20 life,
    it is a 20/20 on the battlefield (regression: characteristic-defining abilities printed as functioning in
    all zones weren't applied to permanents, so it died as a 0/0)."""
    g = game(pool, hand=[(0, "Serra Avatar")], mana={0: "4WWW"})
    cast(g, "Serra Avatar")
    g.expect_pt("Serra Avatar", 20, 20)


def test_702_79a_704_5q_kitchen_finks_persists_again_after_its_counters_annihilate(pool):
    """Kitchen Finks returned by persist has a -1/-1 counter; Battlegrowth ("Put a +1/+1 counter on target
    creature") makes the two counters annihilate (704.5q), so when it dies again it has no -1/-1 counter and
    persists once more (702.79a)."""
    assert pool.get("Battlegrowth").supported
    s = Scenario(cards=pool)
    s.battlefield(0, "Kitchen Finks", counters={"-1/-1": 1})
    s.hand(0, "Battlegrowth")
    s.hand(0, "Lightning Bolt")
    add_mana_sources(s, 0, "GR")
    g = s.start("main1")
    cast(g, "Battlegrowth", target="Kitchen Finks")
    assert not g.obj("Kitchen Finks").counters
    cast(g, "Lightning Bolt", target="Kitchen Finks")
    assert g.zone_of("Kitchen Finks") == "battlefield"
    assert g.obj("Kitchen Finks").counters == {"-1/-1": 1}
    assert g.life(0) == 22
