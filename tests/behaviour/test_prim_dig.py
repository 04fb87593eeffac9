"""Behaviour tests for library manipulation: looking at or revealing the top cards of a library and taking
some of them (``Dig``; 401, 701.20), explore (701.44), connive (701.50) and clash (701.30).

Each test plays the real card and checks what its Oracle text says should happen. Libraries are read
bottom first (``g.zone(p, "library")``), so the top card is the last name."""
from __future__ import annotations

import pytest

from manastack.core.errors import IllegalActionError
from manastack.game import Game

from .helpers import activate, cast, game, resolve


def _to_choice(g):
    """Pass priority until the resolving spell or ability asks something."""
    for _ in range(10):
        if g.decision.kind != "priority" or not g.state.stack:
            return g
        g.answer(("pass",))
    return g


def _offered(g) -> set[str]:
    """The card names offered by the pending choose_cards/order_cards decision."""
    return {g.state.objects[o[1]].card for o in g.decision.options if len(o) > 1}


# ---------------------------------------------------------------- registration and compilation


def test_401_dig_and_library_mechanics_are_registered():
    """The engine registers ``Dig`` (401, 701.20) as implemented."""
    import manastack.engine  # noqa: F401
    from manastack.engine.support import IMPLEMENTED_NODES

    assert "Dig" in IMPLEMENTED_NODES


def test_401_dig_taking_from_another_players_library_stays_unsupported():
    """A ``Dig`` that would move cards out of another player's library is a variant the engine refuses
    (support.missing names it), while only looking at (and rearranging) that library is supported."""
    import manastack.engine  # noqa: F401
    from manastack.engine.support import missing
    from manastack.tree.effects import Dig
    from manastack.tree.refs import Num, Target

    assert missing(Dig(who=Target(), n=Num(3), rest="top_any")) == []
    assert missing(Dig(who=Target(), n=Num(3), take=Num(1))) == ["dig taking from another player's library"]
    assert missing(Dig(n=Num(3), take=Num(1), zone="exile")) == ["dig into exile"]


def test_401_compiler_refuses_a_card_description_joined_by_or_across_kinds(pool):
    """"a Human or artifact card" (Boromir) can't be one Filter whose fields all hold; it is read as alternatives
    (``Filter.either``), which every consumer honours, so Boromir is supported; "a creature or land card" is one
    Filter. "If you do, you lose life equal to its mana value" after looking at the top card (Sorin) has no
    antecedent the compiler can name: it stays unsupported."""
    assert pool.get("Boromir, Gondor's Hope").supported
    assert not pool.get("Tezzeret's Gatebreaker").supported
    assert not pool.get("Sorin the Mirthless").supported
    assert not pool.get("Explorer's Scope").supported
    assert pool.get("Adventurous Impulse").supported


# ---------------------------------------------------------------- Dig


def test_608_2c_dryad_greenseeker_takes_the_top_card_only_if_it_is_a_land(pool):
    """Dryad Greenseeker: "{T}: Look at the top card of your library. If it's a land card, you may reveal it and put
    it into your hand." "It" is the card looked at: a land may be taken; a nonland card stays on top."""
    assert pool.get("Dryad Greenseeker").supported
    g = game(pool, battlefield=[(0, "Dryad Greenseeker")], library=[(0, "Island"), (0, "Shock")])
    activate(g, "Dryad Greenseeker", "Island")
    assert "Island" in g.zone(0, "hand") and g.zone(0, "library") == ["Shock"]
    assert g.zone(0, "battlefield") == ["Dryad Greenseeker"]
    g2 = game(pool, battlefield=[(0, "Dryad Greenseeker")], library=[(0, "Shock"), (0, "Island")])
    activate(g2, "Dryad Greenseeker")
    assert g2.zone(0, "library") == ["Island", "Shock"] and "Shock" not in g2.zone(0, "hand")


def test_401_4_anticipate_takes_one_and_orders_the_rest_on_the_bottom(pool):
    """Anticipate: "Look at the top three cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in any order." The caster chooses the card and the order (401.4)."""
    assert pool.get("Anticipate").supported
    g = game(pool, hand=[(0, "Anticipate")], mana={0: "1U"},
             library=[(0, "Grizzly Bears"), (0, "Shock"), (0, "Forest"), (0, "Island")])
    cast(g, "Anticipate", stack=True)
    _to_choice(g)
    assert g.decision.kind == "choose_cards"
    assert _offered(g) == {"Grizzly Bears", "Shock", "Forest"}  # only the top three
    assert ("done",) not in g.decision.options  # "put one of them": not optional
    g.choose("Shock")
    assert g.decision.kind == "order_cards"
    assert _offered(g) == {"Grizzly Bears", "Forest"}
    g.choose("Forest")  # the first chosen ends up bottommost
    resolve(g)
    assert "Shock" in g.zone(0, "hand")
    assert g.zone(0, "library") == ["Forest", "Grizzly Bears", "Island"]


def test_609_3_anticipate_with_a_smaller_library_looks_at_what_there_is(pool):
    """With two cards in the library, Anticipate looks at those two (609.3: it does as much as possible)."""
    g = game(pool, hand=[(0, "Anticipate")], mana={0: "1U"}, library=[(0, "Grizzly Bears"), (0, "Shock")])
    cast(g, "Anticipate", "Shock")
    assert g.zone(0, "library") == ["Grizzly Bears"]
    assert "Shock" in g.zone(0, "hand")


def test_401_bitter_revelation_two_to_hand_rest_to_graveyard(pool):
    """Bitter Revelation: "Look at the top four cards of your library. Put two of them into your hand and the rest
    into your graveyard. You lose 2 life." """
    assert pool.get("Bitter Revelation").supported
    g = game(pool, hand=[(0, "Bitter Revelation")], mana={0: "3B"},
             library=[(0, "Grizzly Bears"), (0, "Shock"), (0, "Forest"), (0, "Island"), (0, "Swamp")])
    cast(g, "Bitter Revelation", "Shock", "Island")
    assert {"Shock", "Island"} <= set(g.zone(0, "hand"))
    assert sorted(n for n in g.zone(0, "graveyard") if n != "Bitter Revelation") == ["Forest", "Grizzly Bears"]
    assert g.zone(0, "library") == ["Swamp"]
    assert g.life(0) == 18


def test_701_20_commune_with_nature_offers_only_creatures_and_may_decline(pool):
    """Commune with Nature: "Look at the top five cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in any order." Only the creature
    is offered, and the player may take nothing."""
    assert pool.get("Commune with Nature").supported
    g = game(pool, hand=[(0, "Commune with Nature")], mana={0: "G"},
             library=[(0, "Shock"), (0, "Grizzly Bears"), (0, "Mountain"), (0, "Plains")])
    cast(g, "Commune with Nature", stack=True)
    _to_choice(g)
    assert _offered(g) == {"Grizzly Bears"}
    assert ("done",) in g.decision.options
    g.choose("done")
    assert g.decision.kind == "order_cards"
    resolve(g, "Plains", "Mountain", "Grizzly Bears")
    assert g.zone(0, "library") == ["Plains", "Mountain", "Grizzly Bears", "Shock"]
    assert "Grizzly Bears" not in g.zone(0, "hand")


def test_701_20_commune_with_nature_puts_the_revealed_creature_into_hand(pool):
    """Taking the creature puts it into the hand and logs the reveal (701.20a)."""
    g = game(pool, hand=[(0, "Commune with Nature")], mana={0: "G"},
             library=[(0, "Shock"), (0, "Grizzly Bears"), (0, "Forest")])
    cast(g, "Commune with Nature", "Grizzly Bears", "Shock")
    assert "Grizzly Bears" in g.zone(0, "hand")
    assert g.zone(0, "library") == ["Shock", "Forest"]
    assert any(e.kind == "reveal" and "Grizzly Bears" in e.text for e in g.state.log)


def test_400_7_collected_company_puts_small_creatures_onto_the_battlefield(pool):
    """Collected Company: "Look at the top six cards of your library. Put up to two creature cards with mana value 3
    or less from among them onto the battlefield." A mana value 4 creature (Hill Giant) isn't offered; the chosen
    creatures enter under the caster's control as new objects (400.7)."""
    assert pool.get("Collected Company").supported
    g = game(pool, hand=[(0, "Collected Company")], mana={0: "3G"},
             library=[(0, "Grizzly Bears"), (0, "Hill Giant"), (0, "Shock"), (0, "Llanowar Elves"), (0, "Forest")])
    cast(g, "Collected Company", stack=True)
    _to_choice(g)
    assert _offered(g) == {"Grizzly Bears", "Llanowar Elves"}
    resolve(g, "Grizzly Bears", "Llanowar Elves", "Shock", "Hill Giant")
    assert {"Grizzly Bears", "Llanowar Elves"} <= set(g.zone(0, "battlefield"))
    assert g.zone(0, "library") == ["Shock", "Hill Giant", "Forest"]


def test_401_4_shimmer_of_possibility_random_order_asks_no_order(pool):
    """Shimmer of Possibility: "... and the rest on the bottom of your library in a random order." The rest go to
    the bottom without an ordering decision."""
    assert pool.get("Shimmer of Possibility").supported
    g = game(pool, hand=[(0, "Shimmer of Possibility")], mana={0: "1U"},
             library=[(0, "Grizzly Bears"), (0, "Shock"), (0, "Forest"), (0, "Island"), (0, "Swamp")])
    cast(g, "Shimmer of Possibility", "Shock")
    lib = g.zone(0, "library")
    assert lib[-1] == "Swamp"  # the one card not looked at is now on top
    assert sorted(lib[:3]) == ["Forest", "Grizzly Bears", "Island"]


def test_401_ponder_orders_the_top_and_draws(pool):
    """Ponder: "Look at the top three cards of your library, then put them back in any order. You may shuffle. Draw
    a card." Putting Shock on top and not shuffling draws Shock."""
    assert pool.get("Ponder").supported
    g = game(pool, hand=[(0, "Ponder")], mana={0: "U"},
             library=[(0, "Grizzly Bears"), (0, "Forest"), (0, "Shock"), (0, "Island")])
    cast(g, "Ponder", "Shock", "Forest", "no")
    assert "Shock" in g.zone(0, "hand")
    assert g.zone(0, "library") == ["Island", "Grizzly Bears", "Forest"]


def test_401_architects_of_will_rearranges_the_target_players_library(pool):
    """Architects of Will: "look at the top three cards of target player's library, then put them back in any
    order." The controller orders the opponent's top cards; nothing leaves that library."""
    assert pool.get("Architects of Will").supported
    g = game(pool, hand=[(0, "Architects of Will")], mana={0: "2UB"},
             library=[(1, "Grizzly Bears"), (1, "Shock"), (1, "Forest"), (1, "Island")])
    cast(g, "Architects of Will", stack=True)
    resolve(g, "Player 2", "Forest", "Shock")
    assert g.zone(1, "library") == ["Island", "Grizzly Bears", "Shock", "Forest"]


def test_401_illegal_dig_choice_is_refused_and_the_game_untouched(pool):
    """Choosing a card that isn't among those looked at is an illegal action: a typed error, no change."""
    g = game(pool, hand=[(0, "Anticipate")], mana={0: "1U"},
             library=[(0, "Grizzly Bears"), (0, "Shock"), (0, "Forest"), (0, "Island")])
    cast(g, "Anticipate", stack=True)
    _to_choice(g)
    before = g.game.save()
    island = g.find("Island")
    with pytest.raises(IllegalActionError):
        g.game.apply(("choose", island))
    assert g.game.save() == before


def test_401_dig_survives_save_and_load_mid_choice(pool):
    """A Dig waiting for its ordering choice is saved and loaded, and the loaded game finishes it."""
    g = game(pool, hand=[(0, "Anticipate")], mana={0: "1U"},
             library=[(0, "Grizzly Bears"), (0, "Shock"), (0, "Forest"), (0, "Island")])
    cast(g, "Anticipate", stack=True)
    _to_choice(g)
    g.choose("Shock")
    assert g.decision.kind == "order_cards"
    g2 = Game.load(g.game.save(), pool)
    assert g2.decision.kind == "order_cards"
    assert g2.decision == g.game.decision


# ---------------------------------------------------------------- explore (701.44)


def test_701_44a_explore_reveals_a_land_and_puts_it_into_hand(pool):
    """Merfolk Branchwalker: "When this creature enters, it explores." A land on top goes to the hand; no counter."""
    assert pool.get("Merfolk Branchwalker").supported
    g = game(pool, hand=[(0, "Merfolk Branchwalker")], mana={0: "1G"}, library=[(0, "Island"), (0, "Shock")])
    cast(g, "Merfolk Branchwalker")
    assert "Island" in g.zone(0, "hand")
    assert g.obj("Merfolk Branchwalker").counters.get("+1/+1", 0) == 0
    assert g.zone(0, "library") == ["Shock"]


def test_701_44a_explore_nonland_gives_a_counter_and_may_mill_it(pool):
    """A nonland card revealed: the explorer gets a +1/+1 counter and its controller may put the card into the
    graveyard."""
    g = game(pool, hand=[(0, "Merfolk Branchwalker")], mana={0: "1G"}, library=[(0, "Shock"), (0, "Island")])
    cast(g, "Merfolk Branchwalker", "graveyard")
    v = g.obj("Merfolk Branchwalker")
    assert v.counters.get("+1/+1", 0) == 1 and (v.power, v.toughness) == (3, 2)
    assert g.zone(0, "graveyard") == ["Shock"]
    g2 = game(pool, hand=[(0, "Merfolk Branchwalker")], mana={0: "1G"}, library=[(0, "Shock"), (0, "Island")])
    cast(g2, "Merfolk Branchwalker", "top")
    assert g2.zone(0, "library") == ["Island", "Shock"]  # kept on top


def test_701_44b_empty_library_explore_still_gives_the_counter(pool):
    """Ruling (XLN): if no card is revealed because the library is empty, the exploring creature gets the
    counter."""
    g = game(pool, hand=[(0, "Merfolk Branchwalker")], mana={0: "1G"})
    g.state.library[0].clear()
    cast(g, "Merfolk Branchwalker")
    assert g.obj("Merfolk Branchwalker").counters.get("+1/+1", 0) == 1


def test_701_44b_wildgrowth_walker_triggers_when_a_creature_you_control_explores(pool):
    """Wildgrowth Walker: "Whenever a creature you control explores, put a +1/+1 counter on this creature and you
    gain 3 life." It triggers once the explore is complete."""
    assert pool.get("Wildgrowth Walker").supported
    g = game(pool, battlefield=[(0, "Wildgrowth Walker")], hand=[(0, "Merfolk Branchwalker")], mana={0: "1G"},
             library=[(0, "Island"), (0, "Shock")])
    cast(g, "Merfolk Branchwalker")
    assert g.life(0) == 23
    assert g.obj("Wildgrowth Walker").counters.get("+1/+1", 0) == 1


def test_701_44d_each_merfolk_explores_in_the_order_chosen(pool):
    """Hakbal of the Surging Soul: "each Merfolk creature you control explores." Several explorers: their controller
    chooses which explores next (701.44d). The first gets the top card's result, the next the card under it."""
    assert pool.get("Hakbal of the Surging Soul").supported
    g = game(pool, battlefield=[(0, "Hakbal of the Surging Soul"), (0, "Merfolk Branchwalker")],
             library=[(0, "Shock"), (0, "Island")])
    g.pass_until("beginning_of_combat")
    resolve(g, "Merfolk Branchwalker", "graveyard")
    assert g.obj("Merfolk Branchwalker").counters.get("+1/+1", 0) == 1
    assert "Island" in g.zone(0, "hand")
    assert g.obj("Hakbal of the Surging Soul").counters.get("+1/+1", 0) == 0


# ---------------------------------------------------------------- connive (701.50)


def test_701_50a_connive_discarding_a_nonland_gives_a_counter(pool):
    """Raffine's Informant: "When this creature enters, it connives." Draw a card, discard a card; discarding a
    nonland card puts a +1/+1 counter on it."""
    assert pool.get("Raffine's Informant").supported
    g = game(pool, hand=[(0, "Raffine's Informant"), (0, "Grizzly Bears")], mana={0: "1W"},
             library=[(0, "Island")])
    cast(g, "Raffine's Informant", "Grizzly Bears")
    assert g.zone(0, "graveyard") == ["Grizzly Bears"]
    assert g.zone(0, "hand") == ["Island"]
    assert g.obj("Raffine's Informant").counters.get("+1/+1", 0) == 1


def test_701_50a_connive_discarding_a_land_gives_no_counter(pool):
    g = game(pool, hand=[(0, "Raffine's Informant"), (0, "Grizzly Bears")], mana={0: "1W"},
             library=[(0, "Island")])
    cast(g, "Raffine's Informant", "Island")
    assert g.zone(0, "graveyard") == ["Island"]
    assert g.obj("Raffine's Informant").counters.get("+1/+1", 0) == 0


# ---------------------------------------------------------------- clash (701.30)


def test_701_30d_lash_out_winning_the_clash_deals_the_extra_damage(pool):
    """Lash Out: "Lash Out deals 3 damage to target creature. Clash with an opponent. If you win, Lash Out deals 3
    damage to that creature's controller." Your Hill Giant (mana value 4) beats their Plains (0)."""
    assert pool.get("Lash Out").supported
    g = game(pool, hand=[(0, "Lash Out")], mana={0: "1R"}, battlefield=[(1, "Grizzly Bears")],
             library=[(0, "Hill Giant"), (1, "Plains")])
    cast(g, "Lash Out", "bottom", "top", target="Grizzly Bears")
    assert "Grizzly Bears" in g.zone(1, "graveyard")
    assert g.life(1) == 17
    assert g.zone(0, "library") == ["Hill Giant"] and g.zone(1, "library") == ["Plains"]


def test_701_30d_lash_out_a_tie_is_not_a_win(pool):
    """701.30d: you win only with a strictly higher mana value; equal mana values don't win. Each player decides
    for their own card (701.30c): the opponent puts theirs on the bottom."""
    g = game(pool, hand=[(0, "Lash Out")], mana={0: "1R"}, battlefield=[(1, "Grizzly Bears")],
             library=[(0, "Serra Angel"), (1, "Serra Angel"), (1, "Island")])
    cast(g, "Lash Out", "top", "bottom", target="Grizzly Bears")
    assert g.life(1) == 20
    assert g.zone(1, "library") == ["Serra Angel", "Island"]


def test_701_30_clash_fact_and_explore_connive_clash_are_registered():
    """explore (701.44), connive (701.50), clash (701.30), the "explores" trigger and "if you win" are registered."""
    import manastack.engine  # noqa: F401
    from manastack.engine.support import IMPLEMENTED_FACTS, IMPLEMENTED_MECHANICS, IMPLEMENTED_TRIGGERS

    assert {"explore", "connive", "clash"} <= IMPLEMENTED_MECHANICS
    assert "explores" in IMPLEMENTED_TRIGGERS and "won_clash" in IMPLEMENTED_FACTS


def test_701_30d_research_the_deep_returns_itself_when_you_win(pool):
    """Research the Deep: "Draw a card. Clash with an opponent. If you win, return Research the Deep to its owner's
    hand." Winning returns the spell to the hand instead of the graveyard."""
    assert pool.get("Research the Deep").supported
    g = game(pool, hand=[(0, "Research the Deep")], mana={0: "3U"},
             library=[(0, "Grizzly Bears"), (0, "Serra Angel"), (1, "Plains")])
    cast(g, "Research the Deep", "top", "top")
    assert set(g.zone(0, "hand")) == {"Grizzly Bears", "Research the Deep"}
    assert "Research the Deep" not in g.zone(0, "graveyard")


def test_701_30d_research_the_deep_goes_to_the_graveyard_when_you_lose(pool):
    g = game(pool, hand=[(0, "Research the Deep")], mana={0: "3U"},
             library=[(0, "Grizzly Bears"), (0, "Plains"), (1, "Serra Angel")])
    cast(g, "Research the Deep", "top", "top")
    assert g.zone(0, "graveyard") == ["Research the Deep"]


# ---------------------------------------------------------------- a player's graveyard (CardsIn, 400.1)


def test_400_1_bojuka_bog_exiles_only_the_target_players_graveyard(pool):
    """Bojuka Bog: "When this land enters, exile target player's graveyard." """
    assert pool.get("Bojuka Bog").supported
    g = game(pool, hand=[(0, "Bojuka Bog")], graveyard=[(1, "Grizzly Bears"), (1, "Shock"), (0, "Hill Giant")])
    g.play("Bojuka Bog")
    resolve(g, "Player 2")
    assert g.zone(1, "graveyard") == []
    assert sorted(g.zone(1, "exile")) == ["Grizzly Bears", "Shock"]
    assert g.zone(0, "graveyard") == ["Hill Giant"]


def test_701_24d_reminisce_shuffles_the_graveyard_into_the_library(pool):
    """Reminisce: "Target player shuffles their graveyard into their library." The cards join that library; with
    an empty graveyard the library is still shuffled (701.24d)."""
    assert pool.get("Reminisce").supported
    g = game(pool, hand=[(0, "Reminisce")], mana={0: "2U"}, graveyard=[(1, "Grizzly Bears"), (1, "Shock")])
    before = len(g.zone(1, "library"))
    cast(g, "Reminisce", target="Player 2")
    assert g.zone(1, "graveyard") == []
    assert len(g.zone(1, "library")) == before + 2
    g2 = game(pool, hand=[(0, "Reminisce")], mana={0: "2U"})
    n = sum(1 for e in g2.state.log if e.kind == "shuffle")
    cast(g2, "Reminisce", target="Player 2")
    assert sum(1 for e in g2.state.log if e.kind == "shuffle") == n + 1


def test_400_1_cards_in_registered_and_kozilek_kept_out():
    """CardsIn is registered; its use for the owner of a card put into a graveyard "from anywhere" stays refused
    (that trigger fires only from the battlefield here)."""
    import manastack.engine  # noqa: F401
    from manastack.engine.support import IMPLEMENTED_NODES

    assert "CardsIn" in IMPLEMENTED_NODES


def test_401_mishras_bauble_looks_and_draws_once_next_upkeep(pool):
    """Mishra's Bauble: "{T}, Sacrifice this artifact: Look at the top card of target player's library. Draw a card
    at the beginning of the next turn's upkeep." Nothing moves now; one card is drawn at the next upkeep only."""
    assert pool.get("Mishra's Bauble").supported
    g = game(pool, battlefield=[(0, "Mishra's Bauble")])
    hand0 = len(g.zone(0, "hand"))
    lib1 = list(g.zone(1, "library"))
    activate(g, "Mishra's Bauble", target="Player 2")
    assert g.zone(1, "library") == lib1 and len(g.zone(0, "hand")) == hand0
    g.pass_until("upkeep")  # the opponent's turn
    resolve(g)
    assert len(g.zone(0, "hand")) == hand0 + 1
    g.pass_until("draw")
    g.pass_until("upkeep")  # our next turn's upkeep: the delayed trigger is gone (603.7c)
    resolve(g)
    assert g.state.turn == 3 and len(g.zone(0, "hand")) == hand0 + 1
