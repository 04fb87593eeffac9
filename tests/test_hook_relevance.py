"""The per-game set of mechanic hooks (engine/relevance.py, issue #28): a hook is skipped only when it declared
the words that make it relevant and none occurs in the game's cards; an undeclared hook is always asked."""
from __future__ import annotations

import pytest

from manastack.engine import mechanics_hooks as MH
from manastack.engine import relevance as R
from manastack.engine import triggers
from manastack.engine.actions import priority_options
from manastack.engine.state import GameObject
from manastack.testing import Scenario


def _registries() -> dict:
    """Every list-valued hook registry the hot paths filter (and the other list registries of mechanics_hooks,
    so a declaration put on a hook of any of them is checked too)."""
    Scenario.full()  # (imports every mechanic module: the registries are complete)
    regs = {name: v for name, v in vars(MH).items() if name.isupper() and isinstance(v, list)}
    regs["GLOBAL_TRIGGERS"] = triggers.GLOBAL_TRIGGERS
    return regs


class _NoCards:
    """A card pool that knows no card (what is learned is then the name alone)."""

    relevance_text: dict = {}

    def get(self, name):
        raise KeyError(name)


def test_every_registered_hook_declares_its_relevance_or_counts_as_always():
    """Each hook's declaration is well formed (non-empty lowercase words, or "always"), and in a game where no
    word occurs exactly the undeclared and "always" hooks are asked (an undeclared hook -- e.g. one a new
    mechanic adds -- is never skipped)."""
    empty = R.Relevance()
    declared_any = 0
    for name, reg in _registries().items():
        for h in reg:
            d = R.declared(h)
            if d is None or d is R.ALWAYS:
                continue
            declared_any += 1
            assert isinstance(d, tuple) and d, (name, h)
            assert all(isinstance(w, str) and w and w == w.lower() for w in d), (name, h, d)
        want = tuple(h for h in reg if R.declared(h) is None or R.declared(h) is R.ALWAYS)
        assert empty.active(name, reg) == want, name
    assert declared_any >= 20  # (the plot, warp, foretell, storm ... hooks declare theirs)


def test_declared_hook_is_asked_once_one_of_its_words_occurs():
    """A declared hook becomes relevant as soon as a card text containing one of its words is seen, whatever
    the case, and keeps its place in the registry's order."""
    for name, reg in _registries().items():
        for h in reg:
            d = R.declared(h)
            if d is None or d is R.ALWAYS:
                continue
            for w in d:
                rel = R.Relevance()
                rel.see(_NoCards(), "A Card With " + w.upper() + " {2}")
                got = rel.active(name, reg)
                assert h in got, (name, h, w)
                assert list(got) == [x for x in reg if x in got]  # (registration order)


def test_needs_refuses_an_empty_declaration():
    with pytest.raises(ValueError):
        R.needs()
    with pytest.raises(ValueError):
        R.needs("")


def test_116_2k_plot_special_action_offered_for_a_card_entering_the_game_later():
    """116.2k / 702.170a: in a game whose cards have no plot, the plot hook isn't asked; a plot card that
    enters the game afterwards (a new object, 400.7) makes it relevant, and plotting is offered."""
    s = Scenario.full()
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Island", 4)
    g = s.start("main1")
    st = g.state
    assert not any(o[0] == "plot" for o in g.options())
    plot_hooks = [h for h in MH.SPECIAL_ACTIONS if R.declared(h) not in (None, R.ALWAYS) and "plot" in R.declared(h)]
    assert plot_hooks
    assert not any(h in st.relevance.active("special_actions", MH.SPECIAL_ACTIONS) for h in plot_hooks)
    o = GameObject(st.new_id(), st.next_uid, "Djinn of Fool's Fall", 0, "hand")
    st.next_uid += 1
    o.sick = False
    st.add_object(o)
    st.hand[0].append(o.id)
    assert all(h in st.relevance.active("special_actions", MH.SPECIAL_ACTIONS) for h in plot_hooks)
    assert ("plot", o.id) in priority_options(st, 0)  # (the decision asked before it entered is stale)


def test_relevance_is_learned_from_the_compiled_trees_of_the_game_cards():
    """What is learned of a card: its name, types and Oracle text, and the node class names and strings of its
    compiled trees (so a keyword named anywhere in them -- one it has, grants, or gives a token it creates,
    111.4 -- counts before any object has it)."""
    s = Scenario.full()
    s.hand(0, "Grizzly Bears")
    g = s.start("main1")
    text = R.card_text(g.state.pool, "Grizzly Bears")
    assert "grizzly bears" in text and "creature" in text and "bear" in text
    # a card's compiled trees: node class names and strings are learned (lowercased)
    t = R.card_text(g.state.pool, "Djinn of Fool's Fall")
    assert "keyword" in t and "plot" in t


def test_relevance_words_match_whole_words_not_parts_of_other_words():
    """A declared word occurs only as a whole word (maybe inflected): the hook of a "ward" keyword isn't made
    relevant by "Warden", "Stonewarden" or "Awarded", and is by "Ward {2}" and "warded"; the plot hooks by a
    card that says a spell "becomes plotted" (702.170: Aven Interrupter's wording) though "plot" never occurs."""
    hook = R.needs("ward")(lambda state: None)
    reg = [hook]
    for text, want in (("Warden of the Wall", False), ("Stonewarden Giant", False), ("Awarded Prize", False),
                       ("Tiny Ward {2}", True), ("A Warded Thing", True), ("Warded-Off", True)):
        rel = R.Relevance()
        rel.see(_NoCards(), text)
        assert (hook in rel.active("x", reg)) is want, text
    regs = _registries()
    plot_hooks = [h for h in regs["SPECIAL_ACTIONS"] + regs["CASTABLE_ZONES"] + regs["CAST_PERMISSIONS"]
                  if R.declared(h) not in (None, R.ALWAYS) and "plot" in R.declared(h)]
    assert len(plot_hooks) == 3
    rel = R.Relevance()
    rel.see(_NoCards(), "exile target spell. it becomes plotted.")
    for h in plot_hooks:
        assert h in rel.active(("p", id(h)), [h])
    assert R.occurs_in("storm", "storm 2") and not R.occurs_in("storm", "brainstorm")
