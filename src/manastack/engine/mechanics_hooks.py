"""Extension points mechanic modules register into (kept here so the core imports no mechanic)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import upcalls

if TYPE_CHECKING:
    from .state import GameState

EXTRA_SBAS: list[Callable[["GameState"], bool]] = []
PLAYER_LEFT: list[Callable[["GameState", int], None]] = []
TURN_BEGIN: list[Callable[["GameState"], None]] = []
STEP_BEGIN: list[Callable[["GameState", str], None]] = []
# fn(state, decision) after a decision is asked (loop detection notes real choices, 104.4b / 732.4)
DECISION_ASKED: list[Callable[["GameState", Any], None]] = []
# fn(state) -> True when the ended game was a subgame and its main game now continues in ``state`` (729.5)
GAME_ENDED: list[Callable[["GameState"], bool]] = []
# fn(state, pid, source, ability) after an activated mana ability of ``source`` resolved and made mana (605.3b;
# "tapped for mana" triggers, 106.12a: engine/mechanics/mana_triggers.py)
MANA_ABILITY_RESOLVED: list[Callable[["GameState", int, int, Any], None]] = []
# Mechanic name -> fn(state, ctx, node, player) -> whether the player can do it at all: "you may collect evidence 4"
# (701.59b) and "you may forage" aren't offered when they can't be done (effects/basic.py MayDo)
MECHANIC_POSSIBLE: dict[str, Callable[..., bool]] = {}
# fn(state, pid) -> True when pid's mana abilities should be offered as priority actions (605.3a) though the game's
# option doesn't ask for it: a triggered mana ability's extra mana (605.4a) is then usable by floating it first
MANA_OFFER_HOOKS: list[Callable[["GameState", int], bool]] = []
# names of tasks that offer actions from opening hands (103.6), run once the mulligans are over, before 103.8
OPENING_HAND: list[str] = []


def extra_sbas(state: "GameState") -> bool:
    did = False
    for f in state.relevance.active("extra_sbas", EXTRA_SBAS):
        if f(state):
            did = True
    return did


def on_players_lost(state: "GameState") -> None:
    """800.4a: when a player leaves a multiplayer game, their objects leave with them. Called after
    state-based actions made players lose."""
    players_left = upcalls.players_left

    players_left(state)

# Casting/playing permissions (e.g. "you may cast it from exile", prototype from any zone it may be cast from).
# CAST_PERMISSIONS: fn(state, pid, oid) -> list of variant names; CASTABLE_ZONES: fn(state, pid) -> object ids
# that may be cast from zones other than hand/graveyard; LAND_PERMISSIONS: fn(state, pid) -> land ids playable.
# A CAST_PERMISSIONS hook may have a ``quiet(state, pid, zone) -> bool`` attribute: True when it would return
# nothing for every card of pid's in that zone now (listing priority options then skips asking card by card),
# and a ``zones`` attribute (a set of zones) when it only ever adds ways to cast cards in those zones (it is
# then not asked about the others).
CAST_PERMISSIONS: list = []
CASTABLE_ZONES: list = []
# Rules that forbid what would otherwise be allowed (101.2: a "can't" beats a "can"): CAST_BANS: fn(state, pid,
# oid, chars) -> True when pid can't cast that spell now (split second 702.61a, "... can't be cast" rules);
# ACTIVATE_BANS: fn(state, pid, oid, ability) -> True when pid can't activate that non-mana ability now.
CAST_BANS: list = []
ACTIVATE_BANS: list = []
LAND_PERMISSIONS: list = []
# LAND_PLAYS: fn(state, pid) -> how many more lands than one pid may play this turn (305.2: "You may play an
# additional land on each of your turns").
LAND_PLAYS: list = []

# SEARCH_FOUND: fn(state, ctx, searcher, found ids) -> bool — True when the hook disposed of the cards a
# player found searching their library itself (723.7: Opposition Agent has them exiled), so the search
# doesn't put them where it said.
SEARCH_FOUND: list = []

# Effects named by ``Mechanic.name`` / ``GameAction.action`` / ``Designate.designation``, interpreted by
# mechanic modules: name -> handler(state, ctx, node, progress, answer) (the effect handler protocol of
# ``engine/effects``). ``engine/mechanics`` dispatches the three node types through these tables, so
# any module may add a name without owning the node's interpreter.
MECHANIC_EFFECTS: dict = {}
GAME_ACTIONS: dict = {}
DESIGNATIONS: dict = {}


# Special actions (116.2) mechanic modules add: SPECIAL_ACTIONS: fn(state, pid) -> priority options (tuples
# whose first item is a verb); SPECIAL_ACTION_HANDLERS: verb -> fn(state, pid, choice) taking the action
# (the player receives priority afterwards, 116.3). A special action taken with a card in the player's hand
# (suspend 116.2f, foretell 116.2h) says so with a ``hand_cards(chars) -> bool`` attribute on its hook: whether
# a card with those characteristics could be used for it at all (a function of the characteristics alone,
# kept in the card's priority profile, engine/actions.py). Listing priority options then calls the hook as
# fn(state, pid, cards) with only those of pid's hand cards ((object id, Chars) pairs, in hand order), and not
# at all when there are none.
SPECIAL_ACTIONS: list = []
# fn(state, pid) -> ("activate", oid, index) priority options for activated abilities of cards in the command
# zone that function there (702.49d commander ninjutsu: engine/mechanics/commander.py)
COMMAND_ZONE_ACTIVATIONS: list = []
# fn(state) -> [(source, controller, Static, CostChange)]: cost changes that function outside the battlefield
# (eminence: "as long as ~ is in the command zone or on the battlefield", engine/mechanics/commander.py)
COMMAND_ZONE_COST_CHANGERS: list = []
SPECIAL_ACTION_HANDLERS: dict = {}

# fn(state, player, choice): a player took an action with priority (anything but passing) — e.g. loop
# detection counts it as an optional action (732.5).
ACTION_TAKEN: list = []

# Alternative costs named by a cast variant's tag (118.9): tag -> the keyword whose cost is paid instead of the
# mana cost ("flashback" -> Flashback, 702.34a; mechanic modules add e.g. "madness", 702.35b).
ALT_COST_TAGS: dict = {"flashback": "Flashback"}

# Cast-variant tags whose spell is exiled instead of going anywhere else whenever it would leave the stack, remembered
# in ``GameObject.paid``: flashback (702.34a), aftermath (702.127a); mechanic modules add e.g. "jumpstart" (702.133a).
STACK_EXILE_TAGS: set = {"flashback", "aftermath"}

# fn(state, spell, countered) -> bool: as an instant or sorcery spell (not a copy) leaves the stack on
# resolving or being removed (608.2n, 701.6a), a hook may move it itself (rebound, 702.88a) -- True when it did.
SPELL_LEAVES: list = []

# Activated abilities a keyword stands for, added by mechanic modules: keyword name -> fn(Keyword) -> tuple of Activated
# (kept with the characteristics: the function must depend on the keyword alone).
KEYWORD_ACTIVATED: dict = {}

# fn(state, pid, spell) -> generic mana added to the cost of ``spell`` (a card about to be cast or the spell being
# cast) by pid: a rule's additional cost such as the commander tax (903.8), applied with the cost increases (601.2f).
COST_INCREASES: list = []

# fn(state, pid) -> dict of extra public fields for player pid in ``game.view`` (e.g. commanders, 903).
PLAYER_VIEW: list = []

# "one mana of any color in [a set the game names]" (AddMana.colors_of): name -> fn(state, pid) -> the color
# letters pid may choose from (e.g. "commander": their commanders' color identity, 903.4).
MANA_COLORS: dict = {}

# fn(state, source, ability node): an activated ability was activated (602.2i), e.g. to remember exhaust abilities
# used (702.177: "Activate each exhaust ability only once"; engine/mechanics/keyword_actions.py)
ABILITY_ACTIVATED: list = []

# names of casting stages (``engine/casting.py`` STAGES/ANSWERS, added by mechanic modules) run after the cost
# choices and before mana payment (601.2g), e.g. assist's choice of a helping player (702.132a), emerge's reduction
# by the sacrificed creature's mana value (702.119a); the first is entered, each goes on to ``after_pre_pay(name)``
PRE_PAY_STAGES: list = []
# fn(state, pid, spell, chars, generic, variant tags) -> how much of ``generic`` mana of the total cost of ``spell``
# (cast by pid that way) something other than pid's mana could pay or reduce now (assist 702.132a, emerge 702.119a):
# the spell is castable when pid can pay the rest
GENERIC_HELPERS: list = []


# cast-variant tags whose permission already limits them to times an instant could be cast (sneak, 702.190a: "any
# time you could cast an instant during your declare blockers step"): a spell cast that way isn't held to 307.1
INSTANT_TIMING_TAGS: set = set()

# names of casting stages run as a spell is announced, after its optional additional costs (601.2b) and before its
# modes and targets, e.g. splice's choice of cards to reveal (702.47a-b); each goes on to ``after_announce(name)``
ANNOUNCE_STAGES: list = []
# fn(state, casting record) -> a ManaCost added to a spell's total cost (601.2f), e.g. splice costs (702.47a)
EXTRA_SPELL_MANA: list = []


def after_announce(stage: str) -> str:
    """The casting stage after announcement stage ``stage``: the next one, else "modes"."""
    i = ANNOUNCE_STAGES.index(stage) + 1
    return ANNOUNCE_STAGES[i] if i < len(ANNOUNCE_STAGES) else "modes"


def after_pre_pay(stage: str) -> str:
    """The casting stage after pre-payment stage ``stage``: the next one, else "pay"."""
    i = PRE_PAY_STAGES.index(stage) + 1
    return PRE_PAY_STAGES[i] if i < len(PRE_PAY_STAGES) else "pay"

# cast-variant tag -> a Cost added to the total cost of a spell cast that way (601.2f), e.g. "retrace": discard a
# land card (702.81a, engine/mechanics/graveyard_casting.py)
VARIANT_EXTRA_COSTS: dict = {}
