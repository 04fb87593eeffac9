"""Hand-built ability trees for cards the Oracle compiler can't read yet (the trees it should emit)."""
from manastack.tree.abilities import Replacement
from manastack.tree.filters import Filter

ANY_OBJECT = Filter(kind="object")


def rest_in_peace():
    """"If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a)"""
    return Replacement("move_instead", arg=(("to", "graveyard"), ("zone", "exile")), affected=ANY_OBJECT)


def furnace_of_rath():
    """"If a source would deal damage to a permanent or player, it deals double that damage to that
    permanent or player instead." (614.1a, 701.10g)"""
    return Replacement("damage_mult", arg=(("mult", 2),), affected=Filter(kind="permanent", or_player=True, player="any"))


def doubling_season():
    """Doubling Season's two replacement effects (614.16)."""
    from manastack.tree.refs import You

    return (Replacement("tokens_mult", arg=(("mult", 2),), affected=You()),
            Replacement("counters_mult", arg=(("mult", 2),), affected=Filter(controller="you")))


def hardened_scales():
    """"If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
    counters are put on it instead." (614.16)"""
    return Replacement("counters_mult", arg=(("add", 1), ("counter", "+1/+1")),
                       affected=Filter(types=("Creature",), controller="you"))
