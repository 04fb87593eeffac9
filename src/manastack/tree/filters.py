"""Filters: which objects or players qualify ("target nonblack creature", "creature card in your graveyard")."""
from __future__ import annotations

from dataclasses import replace

from ..core.memo import by_identity
from .base import Node, node


@node
class Filter(Node):
    """A predicate over objects and players. Unset fields do not constrain.

    ``kind``: "permanent" (battlefield), "card" (a card in ``zone``), "spell" (on the stack),
    "object" (anything in ``zone`` or anywhere), "player" (players only).
    ``or_player`` also admits players (restricted by ``player``): "any target" is creature/planeswalker/
    battle permanents or a player (115.4).
    """

    kind: str = "permanent"
    types: tuple[str, ...] = ()  # all of these card types
    any_types: tuple[str, ...] = ()  # at least one of these card types
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()  # at least one of these subtypes
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: int = 0  # has at least one of these colors
    not_colors: int = 0  # has none of these colors
    colorless: bool | None = None
    multicolored: bool | None = None
    controller: str | None = None  # "you", "opponent", "not_you", "defending", "active"
    owner: str | None = None  # "you", "opponent"
    zone: str | None = None  # for kind card/object: the zone ("graveyard", "hand", "library", "exile")
    other: bool = False  # not the source object itself ("another", "other")
    tapped: bool | None = None
    token: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    attacking_or_blocking: bool = False
    blocked: bool | None = None
    power: tuple | None = None  # (op, n) with op in "<", "<=", "=", ">=", ">"
    toughness: tuple | None = None
    mana_value: tuple | None = None
    name: str | None = None
    has_keyword: tuple[str, ...] = ()
    lacks_keyword: tuple[str, ...] = ()
    or_player: bool = False
    player: str | None = None  # for players: "you", "opponent", "any"
    basic_land: bool = False  # "basic land card" (205.4c)
    nonbasic: bool = False
    spell_types: tuple[str, ...] = ()  # reserved
    damaged: bool | None = None  # was dealt damage this turn (120.3)
    equipped: bool | None = None
    enchanted: bool | None = None
    face_down: bool | None = None
    legendary: bool | None = None
    historic: bool = False  # 700.6
    with_counter: str | None = None
    chosen: str | None = None  # reserved for "of the chosen type"
    entered_this_turn: bool | None = None  # entered the battlefield this turn (603.6a)
    commander: bool | None = None  # is (True) / isn't (False) a commander ("commander creatures", 903.3, 903.3d)
    # relations to other objects or players, read as the filter is matched:
    controlled_by: Node | None = None  # a Ref: controlled (cards: owned) by a player it names ("target player controls")
    same_name_as: Node | None = None  # a Ref: has the same name as what it names (201.2a); with ``other``, isn't it
    shares_color_with: Node | None = None  # a Ref: shares a color with what it names (105.2); with ``other``, isn't it
    shares_type_with: Node | None = None  # a Ref: shares a creature type with what it names (205.3m); ``other`` as above
    attached_to: Node | None = None  # a Ref (attached to what it names) or a Filter (to a matching object/player), 301.5/303.4
    # alternatives, each a Filter: the object also matches one of them ("target artifact, enchantment, or creature
    # with flying": an artifact, an enchantment, or a creature with flying); () means no alternatives
    either: tuple = ()
    modified: bool | None = None  # 700.9: has a counter, is equipped, or is enchanted by an Aura its controller controls
    exiled_with_source: bool | None = None  # 607.2a: a card in exile the ability's source exiled ("exiled with ~")
    damaged_by_source: bool | None = None  # was dealt damage this turn by the source of the ability ("dealt damage by ~")
    # one of the objects this resolution remembered under that key ("creature dealt damage this way": "damaged",
    # 608.2c); matched only while the ability resolves, and locked in by what it creates (611.2c)
    remembered: str | None = None
    blocking_of: Node | None = None  # a Ref: blocking (one of) the creatures it names ("each creature blocking it", 509.1g)
    # an ability on the stack: "activated" (602) or "triggered" (603) only; None: either ("activated or triggered")
    ability_kind: str | None = None


@by_identity()  # filters are frozen tree nodes that live long
def alternatives(filt: Filter) -> tuple:
    """The alternatives of ``filt`` (``Filter.either``: "an artifact, an enchantment, or a creature with flying"),
    each seen with ``filt``'s own kind and zone: the outer filter says where the object is (a permanent, a spell,
    a card in a graveyard), an alternative only what else it must be. A consumer that re-kinds the outer filter
    ("Spend this mana only to cast an artifact or creature spell" matched against a card about to be cast, 601.2g;
    "sacrifice an artifact or creature" as a cost) so re-kinds every alternative."""
    return tuple(a if type(a) is not Filter or (a.kind, a.zone) == (filt.kind, filt.zone)
                 else replace(a, kind=filt.kind, zone=filt.zone) for a in filt.either)


ANY_TARGET = Filter(kind="permanent", any_types=("Creature", "Planeswalker", "Battle"), or_player=True, player="any")
CREATURE = Filter(types=("Creature",))
PLAYER = Filter(kind="player", player="any")
SPELL = Filter(kind="spell")
