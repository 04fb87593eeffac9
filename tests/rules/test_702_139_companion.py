"""702.139 companion: the card outside the game, its deck-building condition (702.139a-b, read from the
Oracle text by decks/companion.py) and the special action that puts it into its owner's hand (116.2g)."""
import pytest

from manastack.core.errors import GameOptionError
from manastack.decks import parse_decklist
from manastack.decks.companion import UnreadableCondition, companion_condition
from manastack.decks.legality import check_deck
from manastack.game import Game

KERUGA = "Keruga, the Macrosage"  # Companion — only cards with mana value 3 or greater and land cards
LUTRI = "Lutri, the Spellchaser"  # Companion — each nonland card has a different name


def _companion_option(g):
    return [o for o in g.decision.options if o[0] == "companion"]


def test_116_2g_companion_pay_3_to_put_it_into_your_hand(scen):
    s = scen(players=2)
    comp = s.companion(0, KERUGA)
    s.lands(0, "Forest", 5)
    g = s.start("main1")
    assert _companion_option(g) == [("companion", g.find(comp))]
    g.answer(("companion", g.find(comp)))
    g.expect_zone(comp, "hand")
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].tapped) == 3
    assert g.decision.player == 0 and g.decision.kind == "priority"  # 116.3: priority again afterwards
    v = g.game.view(1)["players"][0]["companion"]
    # the opponent knows which card it is and that the action was taken; where it is now and its object id stay
    # hidden while it is in a hand they can't see (402.3; the view keeps no history of what each player saw move)
    assert v["name"] == KERUGA and v["zone"] == "hidden" and v["id"] is None and v["used"] is True
    own = g.game.view(0)["players"][0]["companion"]
    assert own["zone"] == "hand" and own["id"] == g.find(comp)


def test_116_2g_companion_special_action_only_once_per_game(scen):
    s = scen(players=2)
    comp = s.companion(0, KERUGA)
    s.lands(0, "Forest", 6)
    s.hand(0, "Unsummon")
    g = s.start("main1")
    g.answer(("companion", g.find(comp)))
    g.expect_zone(comp, "hand")
    # back outside the game another way would not reopen the action; here: no second offer from the hand
    assert _companion_option(g) == []


def test_116_2g_companion_only_in_your_main_phase_with_an_empty_stack(scen):
    s = scen(players=2)
    s.companion(0, KERUGA)
    s.companion(1, KERUGA)
    s.lands(0, "Island", 4)
    s.lands(1, "Island", 3)
    s.hand(0, "Opt")
    g = s.start("upkeep")
    assert _companion_option(g) == []  # not a main phase
    g.pass_until("main1")
    assert _companion_option(g)
    g.cast("Opt")
    assert g.decision.player == 0 and _companion_option(g) == []  # the stack isn't empty
    g.pass_priority()
    assert g.decision.player == 1 and _companion_option(g) == []  # not player 1's turn


def test_116_2g_companion_needs_3_mana(scen):
    s = scen(players=2)
    s.companion(0, KERUGA)
    s.lands(0, "Forest", 2)
    g = s.start("main1")
    assert _companion_option(g) == []


def test_702_139a_only_the_revealed_companion_can_be_brought_in(scen):
    s = scen(players=2)
    s.sideboard(0, LUTRI)  # a sideboard card with companion, not revealed as the companion
    s.lands(0, "Island", 3)
    g = s.start("main1")
    assert _companion_option(g) == []


# ---------------------------------------------------------------- Game.new and the condition (702.139a-b)


def test_702_139a_game_new_companion_from_the_decklist(full_db):
    text = "Companion\n1 Lutri, the Spellchaser\n\nDeck\n20 Island\n20 Mountain\n" + "".join(
        f"1 {n}\n" for n in ("Opt", "Shock", "Lightning Bolt", "Counterspell", "Divination", "Negate",
                             "Essence Scatter", "Lava Coil", "Fiery Impulse", "Duress")) + "10 Snow-Covered Island\n" \
        "\nSideboard\n1 Lutri, the Spellchaser\n"
    d = parse_decklist(text, full_db)
    g = Game.new([d, d], cards=full_db, seed=2, mulligans=False)
    v = g.view(0)
    assert v["players"][0]["companion"]["name"] == LUTRI and v["players"][0]["companion"]["zone"] == "outside"
    assert [c["name"] for c in v["players"][0]["sideboard"]] == [LUTRI]  # the sideboard copy is the companion


def test_702_139a_a_deck_that_fails_the_condition_is_a_typed_error(full_db):
    deck = ["Island"] * 40 + ["Opt"] * 20
    with pytest.raises(GameOptionError) as e:
        Game.new([deck, deck], companions=[LUTRI, None], cards=full_db, seed=1)
    assert e.value.option == "companions" and "Opt" in str(e.value) and "702.139a" in str(e.value)


def test_702_139a_a_card_without_companion_is_a_typed_error(full_db):
    deck = ["Island"] * 60
    with pytest.raises(GameOptionError) as e:
        Game.new([deck, deck], companions=["Grizzly Bears", None], cards=full_db, seed=1)
    assert e.value.option == "companions" and "no companion ability" in str(e.value)


def test_702_139b_commander_starting_deck_includes_the_commander(full_db):
    # Keruga: every card mana value 3 or more, or a land; the commander Tatyova ({3}{G}{U}) counts too
    deck = ["Forest"] * 99 + ["Tatyova, Benthic Druid"]
    g = Game.new([deck, deck], format="commander", commanders=[["Tatyova, Benthic Druid"]] * 2,
                 companions=[KERUGA, None], cards=full_db, seed=1, mulligans=False)
    assert g.view(0)["players"][0]["companion"]["zone"] == "outside"
    small = ["Forest"] * 99 + ["Isamaru, Hound of Konda"]  # {W}: mana value 1 fails Keruga's condition
    with pytest.raises(GameOptionError) as e:
        Game.new([small, small], format="commander", commanders=[["Isamaru, Hound of Konda"]] * 2,
                 companions=[KERUGA, None], cards=full_db, seed=1)
    assert "Isamaru" in str(e.value)


def test_903_11a_companion_outside_the_commanders_color_identity_is_refused(full_db):
    # Lutri's condition holds (no nonland card twice) but Lutri ({1}{U/R}{U/R}) is outside Isamaru's white
    with pytest.raises(GameOptionError) as e:
        Game.new([["Plains"] * 99 + ["Isamaru, Hound of Konda"]] * 2, format="commander",
                 commanders=[["Isamaru, Hound of Konda"]] * 2, companions=[LUTRI, None], cards=full_db, seed=1)
    assert e.value.option == "companions" and "903.11a" in str(e.value) and "702.139a" not in str(e.value)


@pytest.mark.parametrize("name,deck,ok", [
    ("Lurrus of the Dream-Den", ["Plains"] * 40 + ["Isamaru, Hound of Konda"] * 4 + ["Wrath of God"] * 16, True),
    ("Lurrus of the Dream-Den", ["Plains"] * 40 + ["Serra Angel"] * 20, False),
    ("Gyruda, Doom of Depths", ["Island"] * 40 + ["Counterspell"] * 20, True),
    ("Gyruda, Doom of Depths", ["Island"] * 40 + ["Opt"] * 20, False),
    ("Obosh, the Preypiercer", ["Mountain"] * 40 + ["Lightning Bolt"] * 20, True),
    ("Kaheera, the Orphanguard", ["Plains"] * 40 + ["Savannah Lions"] * 20, True),
    ("Kaheera, the Orphanguard", ["Plains"] * 40 + ["Serra Angel"] * 20, False),
    ("Jegantha, the Wellspring", ["Mountain"] * 40 + ["Shock"] * 20, True),
    ("Jegantha, the Wellspring", ["Mountain"] * 40 + ["Fireball"] * 4 + ["Ball Lightning"] * 16, False),
    ("Umori, the Collector", ["Forest"] * 40 + ["Grizzly Bears"] * 20, True),
    ("Umori, the Collector", ["Forest"] * 40 + ["Grizzly Bears"] * 16 + ["Giant Growth"] * 4, False),
    ("Yorion, Sky Nomad", ["Island"] * 80, True),
    ("Yorion, Sky Nomad", ["Island"] * 60, False),
    ("Zirda, the Dawnwaker", ["Mountain"] * 40 + ["Prodigal Pyromancer"] * 20, True),
    ("Zirda, the Dawnwaker", ["Mountain"] * 40 + ["Grizzly Bears"] * 4 + ["Prodigal Pyromancer"] * 16, False),
])
def test_702_139a_companion_condition_checked_by_the_deck_check(full_db, name, deck, ok):
    text = f"Companion\n1 {name}\n\nDeck\n" + "".join(f"1 {n}\n" for n in deck)
    problems = [p for p in check_deck(parse_decklist(text, full_db), "legacy", full_db, allow_unknown_legality=True)
                if "companion" in p]
    assert (problems == []) == ok, problems


def test_702_139a_an_unreadable_condition_is_refused_and_the_card_unsupported(full_db):
    from manastack.engine.carddef import CardPool

    with pytest.raises(UnreadableCondition):
        companion_condition(full_db.get("Lutri, Pauper Otter"))  # expansion symbol colours: not in the card data
    assert any("companion condition" in m for m in CardPool(full_db).get("Lutri, Pauper Otter").missing)
    assert CardPool(full_db).get(KERUGA).missing == ()  # a read condition leaves the card supported


def test_116_2g_the_heuristic_player_brings_its_companion_in(full_db):
    from manastack.agents.heuristic import HeuristicAgent

    deck = ["Island"] * 30 + ["Forest"] * 30
    g = Game.new([deck, deck], companions=[KERUGA, KERUGA], cards=full_db, seed=4, mulligans=False)
    agents = [HeuristicAgent(), HeuristicAgent()]
    for _ in range(3000):
        if g.result is not None or all(p["companion"]["used"] for p in g.view(0)["players"]):
            break
        d = g.decision
        g.apply(agents[d.player].choose(g, d.player))
    assert all(p["companion"]["used"] for p in g.view(0)["players"])
    assert any(o.card == KERUGA and o.zone in ("hand", "battlefield", "stack", "graveyard")
               for o in g.state.objects.values())


def test_702_139a_the_cli_decklist_reading_passes_the_companion_section(full_db, tmp_path):
    from manastack.sim.deckspec import companion_options, load_deck

    p = tmp_path / "lutri.txt"
    p.write_text("Companion\n1 Lutri, the Spellchaser\n\nDeck\n40 Island\n" + "".join(
        f"1 {n}\n" for n in ("Opt", "Counterspell", "Divination", "Negate", "Essence Scatter", "Shock",
                             "Lightning Bolt", "Lava Coil", "Fiery Impulse", "Duress")) + "10 Mountain\n")
    mine = load_deck(str(p), full_db)
    opts = companion_options([mine, mine])
    assert opts == {"companions": [LUTRI, LUTRI]}
    g = Game.new([list(mine.main)] * 2, cards=full_db, seed=1, mulligans=False, **opts)
    assert g.view(0)["players"][1]["companion"]["name"] == LUTRI


def test_702_139c_the_companion_and_its_used_action_survive_save_and_load(full_db):
    deck = ["Island"] * 30 + ["Forest"] * 30
    g = Game.new([deck, deck], companions=[KERUGA, None], cards=full_db, seed=4, mulligans=False)
    g2 = Game.load(g.save(), cards=full_db)
    assert g2.view(0)["players"][0]["companion"] == g.view(0)["players"][0]["companion"]
    assert g2.view(0)["players"][1].get("companion") is None
