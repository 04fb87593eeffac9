"""The table's input rules, without a game: stable option numbers, several picks in one line (all or
an error, never silently the first), ``#id``, names by prefix, ``a all``, completion, and English for
a player called "You"."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from manastack.cli.table.choose import Numbering, parse_declaration, parse_picks
from manastack.cli.table.english import fix_text, plain_verb, possessive, verb, win_line
from manastack.cli.table.prompt import complete_phrase
from manastack.cli.table.session import HELP

ATTACK = {1: ("attack", 12, -2), 2: ("attack", 13, -2), 3: ("attack", 14, -2), 4: ("done",)}
ATTACK_LABELS = {1: "Attack Bob with Grizzly Bears #12 (2/2)", 2: "Attack Bob with Grizzly Bears #13 (2/2)",
                 3: "Attack Bob with Wind Drake #14 (2/2)", 4: "Done"}
ATTACK_NAMES = {1: ["Grizzly Bears", "Bob"], 2: ["Grizzly Bears", "Bob"], 3: ["Wind Drake", "Bob"], 4: []}


# ---------------------------------------------------------------- numbering


def test_numbers_stay_put_when_an_option_is_taken():
    n = Numbering()
    key = ("attackers", 0, 3, "declare_attackers", 0)
    first = n.assign(key, [("attack", 12, -2), ("attack", 13, -2), ("attack", 14, -2), ("done",)])
    assert first == {1: ("attack", 12, -2), 2: ("attack", 13, -2), 3: ("attack", 14, -2), 4: ("done",)}
    # the attacker #12 is declared: the others keep their numbers, the new "take back" option gets 5
    second = n.assign(key, [("remove", 12), ("attack", 13, -2), ("attack", 14, -2), ("done",)])
    assert second == {2: ("attack", 13, -2), 3: ("attack", 14, -2), 4: ("done",), 5: ("remove", 12)}


def test_numbers_survive_a_payment_in_between():
    n = Numbering()
    prio = ("priority", 0, 3, "main1", 0)
    n.assign(prio, [("pass",), ("play", 7), ("cast", 8, "normal"), ("cast", 9, "normal")])
    n.assign(("pay", 0, 3, "main1", 1), [("auto",), ("cancel",)])
    again = n.assign(prio, [("pass",), ("play", 7), ("cast", 9, "normal")])
    assert again == {1: ("pass",), 2: ("play", 7), 4: ("cast", 9, "normal")}


def test_a_new_step_numbers_from_one():
    n = Numbering()
    n.assign(("priority", 0, 3, "main1", 0), [("pass",), ("play", 7)])
    assert n.assign(("priority", 0, 3, "main2", 0), [("pass",), ("cast", 8, "normal")]) == \
        {1: ("pass",), 2: ("cast", 8, "normal")}


@given(st.lists(st.lists(st.integers(0, 30), unique=True, min_size=1), min_size=1, max_size=8))
def test_numbering_never_gives_two_options_one_number_and_keeps_survivors(rounds):
    n = Numbering()
    prev: dict = {}
    for ids in rounds:
        opts = [("o", i) for i in ids]
        now = n.assign(("k",), opts)
        assert sorted(now.values(), key=str) == sorted(opts, key=str) and len(now) == len(opts)
        kept = {o: k for k, o in prev.items()}
        if set(kept) & set(opts):
            for k, o in now.items():
                if o in kept:
                    assert kept[o] == k, "an option that stays keeps its number"
        prev = now


# ---------------------------------------------------------------- picks


def test_two_numbers_for_a_single_answer_is_an_error_not_the_first():
    p = parse_picks("2 3", {1: ("pass",), 2: ("target", 5), 3: ("target", 6)},
                    {1: "Pass", 2: "Target A", 3: "Target B"}, {}, multi=False)
    assert p.error == "This decision takes one answer; you gave 2." and p.options == []


def test_several_numbers_declare_several_attackers_in_order():
    p = parse_picks("3 1", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=True)
    assert p.options == [("attack", 14, -2), ("attack", 12, -2)] and not p.error


def test_an_unknown_number_names_the_valid_ones():
    p = parse_picks("1 9", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=True)
    assert p.error == "There is no option 9 (options: 1-4)." and p.options == []


def test_an_object_id_picks_its_option_and_refuses_when_ambiguous():
    assert parse_picks("#13", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=False).options == [("attack", 13, -2)]
    blocks = {1: ("block", 20, 12), 2: ("block", 20, 13)}
    p = parse_picks("#20", blocks, {1: "Block A #12 with X #20", 2: "Block B #13 with X #20"}, {}, multi=False)
    assert p.options == [] and "#20 is in several options" in p.error


def test_a_name_prefix_picks_the_one_option_it_names():
    p = parse_picks("wind", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=False)
    assert p.options == [("attack", 14, -2)]
    p = parse_picks("attack bob with wi", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=False)
    assert p.options == [("attack", 14, -2)]


def test_an_ambiguous_name_lists_the_candidates_instead_of_guessing():
    p = parse_picks("griz", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=False)
    assert p.options == [] and "1. Attack Bob with Grizzly Bears #12" in p.error and "2. Attack" in p.error


def test_the_same_card_in_hand_twice_is_not_ambiguous():
    opts = {1: ("pass",), 2: ("play", 30), 3: ("play", 31), 4: ("cast", 32, "normal")}
    labels = {1: "Pass priority", 2: "Play Forest #30", 3: "Play Forest #31", 4: "Cast Grizzly Bears #32 {1}{G}"}
    names = {1: [], 2: ["Forest"], 3: ["Forest"], 4: ["Grizzly Bears"]}
    assert parse_picks("forest", opts, labels, names, multi=False).options == [("play", 30)]
    assert parse_picks("cast g", opts, labels, names, multi=False).options == [("cast", 32, "normal")]


def test_no_match_is_explained():
    p = parse_picks("banana", ATTACK, ATTACK_LABELS, ATTACK_NAMES, multi=False)
    assert p.error.startswith("No option matches 'banana'")


def test_attack_with_everything_takes_each_attacker_once_then_done():
    p = parse_declaration("all", ATTACK, ATTACK_LABELS, ATTACK_NAMES, "attack")
    assert p.options == [("attack", 12, -2), ("attack", 13, -2), ("attack", 14, -2)] and p.finish


def test_attack_all_at_one_player_of_several():
    opts = {1: ("attack", 12, -2), 2: ("attack", 12, -3), 3: ("attack", 14, -2), 4: ("attack", 14, -3)}
    labels = {k: f"Attack {'Bob' if o[2] == -2 else 'Ann'} with X #{o[1]}" for k, o in opts.items()}
    names = {k: ["X", "Bob" if o[2] == -2 else "Ann"] for k, o in opts.items()}
    assert parse_declaration("all ann", opts, labels, names, "attack").options == [("attack", 12, -3), ("attack", 14, -3)]


def test_attack_list_refuses_the_same_creature_twice_and_block_all():
    opts = {1: ("attack", 12, -2), 2: ("attack", 12, -3)}
    p = parse_declaration("1 2", opts, {1: "a", 2: "b"}, {}, "attack")
    assert p.error == "A creature attacks only once." and p.options == []
    assert parse_declaration("all", {1: ("block", 3, 4)}, {1: "x"}, {}, "block").error


# ---------------------------------------------------------------- English


def test_plain_verbs():
    assert [plain_verb(v) for v in ("wins", "plays", "searches", "scries", "has", "is", "goes", "passes",
                                    "draw")] == ["win", "play", "search", "scry", "have", "are", "go", "pass",
                                                 "draw"]


def test_you_takes_the_plain_verb_and_others_the_third_person():
    names = ["You", "Computer"]
    assert fix_text("You wins the toss and chooses who plays first", names) == \
        "You win the toss and choose who plays first"
    assert fix_text("You plays first", names) == "You play first"
    assert fix_text("The game is over: You wins (all opponents have lost)", names) == \
        "The game is over: You win (all opponents have lost)"
    assert fix_text("Lightning Bolt deals 3 damage to You", names) == "Lightning Bolt deals 3 damage to You"
    assert fix_text("You's triggered ability", names) == "Your triggered ability"
    assert fix_text("Computer loses 3 life", names) == "Computer loses 3 life"
    assert fix_text("Ann wins", ["Ann", "Bob"]) == "Ann wins"


def test_win_lines_and_possessives():
    assert win_line(["You", "Bob"], [0], 7, "all opponents have lost") == \
        "You win on turn 7 (all opponents have lost)."
    assert win_line(["You", "Bob"], [1], 7, "You loses") == "Bob wins on turn 7 (You lose)."
    assert verb("Bob", "plays") == "Bob plays" and verb("You", "plays") == "You play"
    assert possessive("You") == "Your" and possessive("Bob") == "Bob's" and possessive("Chris") == "Chris'"


# ---------------------------------------------------------------- completion and help


def test_completion_of_several_word_names_after_a_command():
    got = complete_phrase("show gri", ["Grizzly Bears", "Giant Growth", "show", "pass turn"])
    assert ("Grizzly Bears", -3) in got and all(p != "Giant Growth" for p, _ in got)
    assert ("pass turn", -6) in complete_phrase("pass t", ["pass turn", "pass end"])


def test_help_lists_every_command():
    for cmd in ("a 1 3", "a all", "b 2 5", "p / pass", "n / next", "t / pass turn", "pe / pass end",
                "pc / pass combat", "ps / pass stack", "show NAME|#id", "v / view", "l / log", "u / undo",
                "s / save", "q / quit", "? / help", "#12"):
        assert cmd in HELP, cmd
