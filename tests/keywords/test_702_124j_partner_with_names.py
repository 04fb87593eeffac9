"""702.124j "Partner with [name]": the enters trigger searches for the card of exactly that name -- a name with a
comma in it, and the partner named on a card that prints both partners together."""
from __future__ import annotations

from manastack.testing import Scenario


def _enter_and_search(card: str, lands: tuple[str, ...], partner: str):
    s = Scenario.full()
    s.hand(0, card)
    for land in lands:
        s.lands(0, land, 1)
    found = s.library(0, "Plains", partner, "Plains")[1]
    g = s.start("main1")
    g.cast(card)
    g.pass_until_resolved()
    assert g.decision.kind == "target"
    g.answer(("target_player", 0))
    g.pass_until_resolved()
    if g.decision is not None and g.decision.kind == "yes_no":
        g.choose("yes")
    opts = [o for o in g.decision.options if o[0] == "choose"]
    assert [o[1] for o in opts] == [g.find(found)]
    g.answer(opts[0])
    g.pass_until_resolved()
    return g, found


def test_702_124j_partner_with_a_name_that_has_a_comma():
    """Ukkima, Stalking Shadow is "Partner with Cazur, Ruthless Stalker": the search finds Cazur by its whole
    name (it used to look for a card named "Cazur" and find nothing)."""
    g, cazur = _enter_and_search("Ukkima, Stalking Shadow", ("Island", "Swamp", "Swamp"), "Cazur, Ruthless Stalker")
    g.expect_zone(cazur, "hand")


def test_702_124j_partner_with_on_a_card_printing_both_partners():
    """"Proud Mentor // Impetuous Protege" (the two Battlebond partners printed as one card, layout normal): Proud
    Mentor's "Partner with Impetuous Protege" names the other card, not itself (201.5 applies to its own name)."""
    g, protege = _enter_and_search("Proud Mentor // Impetuous Protege", ("Plains", "Plains", "Plains"),
                                   "Impetuous Protege")
    g.expect_zone(protege, "hand")
