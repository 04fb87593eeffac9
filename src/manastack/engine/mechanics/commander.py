"""The Commander variant (903) in a game.

- 903.3: a commander is a *card* (an attribute of the card, not a characteristic): it is known by the
  card's ``uid``, kept through zone changes (400.7 makes new objects; the uid stays). A copy of a commander
  or a token copying one has its own uid, so it is not a commander.
  ``state.designations["commanders"]``: ``{owner: (uid, ...)}`` (as restart, 727, and subgames, 729, read it).
- 903.6: :func:`put_commanders` puts the commanders into the command zone before the game begins
  (``Game.new(..., format="commander")``; 903.7's life total is the game's ``life``).
- 903.8: a player may cast a commander they own from the command zone; it costs {2} more for each previous
  time that player cast it from the command zone this game (the "commander tax"), counted per commander
  and per caster (``designations["commander_casts"]``: ``{(uid, caster): n}``).
- 903.9a / 704.6d: a commander put into a graveyard or exile since state-based actions were last checked:
  its owner *may* put it into the command zone (a state-based action that asks: ``option`` decision with
  ``("command", oid)`` / ``("leave", oid)``).
- 903.9b: a commander that would be put into its owner's hand or library from anywhere: its owner may
  put it into the command zone instead (a replacement effect that asks, 616.1 style, in the middle of the
  event: ``option`` decision ``("command",)`` / ``("decline",)``).
- 903.10a / 704.6c: a player dealt 21 or more combat damage by the same commander over the game loses
  (``designations["commander_damage"]``: ``{(player, uid): total}``); not in Brawl (903.12h: the option
  ``commander_damage`` is ``None`` there).
- ``game.view(p)``: each player's ``commanders`` (name, zone, tax) and ``commander_damage`` taken.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.types import Zone
from ..events import log, lose_game, move, pname
from ..loop import ask, task
from ..evaluate import AMOUNTS, FACTS, commander_uids_in, resolve_ref
from ..replacement import ASKING_KINDS, KIND_RULES, ZONE_RULE_CANDS, Cand, kind, need_choice
from ..mechanics_hooks import (
    CAST_PERMISSIONS, CASTABLE_ZONES, COMMAND_ZONE_ACTIVATIONS, COMMAND_ZONE_COST_CHANGERS, COST_INCREASES, EXTRA_SBAS,
    MANA_COLORS, PLAYER_VIEW, on_players_lost,
)
from ..state import is_player, pid_of
from ..support import IMPLEMENTED_FACTS, IMPLEMENTED_KEYWORDS, TREE_CHECKS, TRIGGER_ZONES, implements
from ..triggers import GLOBAL_TRIGGERS
from .prototype import ways_to_cast
from ..sba import check_game_over
from ..chars import chars
from ...tree import effects as E
from ...tree.abilities import SpellAbility
from ...tree.refs import CommanderCasts, This
from ..abilities import expanded_abilities
from ..actions import activatable
from ..relevance import needs
from ...tree.abilities import Activated
from ...tree.abilities import Static
from ...tree.continuous import CostChange

if TYPE_CHECKING:
    from ..state import GameState

KEY = "commanders"
CASTS = "commander_casts"
DAMAGE = "commander_damage"
DECLINED = "commander_declined"
TAX = 2  # 903.8: {2} per previous cast from the command zone
LETHAL = 21  # 903.10a


# ---------------------------------------------------------------- who is a commander (903.3)


def commander_keys(state: GameState) -> tuple:
    """``((owner, uid), ...)`` of every commander in the game (empty outside a Commander game)."""
    cm = state.designations.get(KEY)
    return tuple((p, u) for p, us in cm.items() for u in us) if cm else ()


def is_commander(state: GameState, oid: int) -> bool:
    """903.3: is object ``oid`` a commander (the card designated as one, in any zone)?"""
    if not state.designations.get(KEY):
        return False
    o = state.objects.get(oid)
    return o is not None and bool(commander_uids_in(state, o))


def commanders_of(state: GameState, pid: int) -> list[int]:
    """The object ids of ``pid``'s commanders wherever they are (in designation order)."""
    uids = [u for p, u in commander_keys(state) if p == pid]
    if not uids:
        return []
    found: dict = {}
    for o in state.objects.values():
        if o.owner == pid:
            for u in commander_uids_in(state, o):  # 903.3c: a merged permanent is the commander it contains
                found[u] = o.id
    return list(dict.fromkeys(found[u] for u in uids if u in found))


def put_commanders(state: GameState, pid: int, oids: list[int]) -> None:
    """903.6: ``pid``'s commanders (cards of theirs, not yet in any zone list) go face up into the command
    zone before the game begins, and are designated as commanders (903.3)."""
    keys = {p: tuple(us) for p, us in (state.designations.get(KEY) or {}).items()}
    for oid in oids:
        o = state.objects[oid]
        o.zone = Zone.COMMAND
        o.face_down = False
        state.command.append(oid)
        keys[pid] = keys.get(pid, ()) + (o.uid,)
    state.designations[KEY] = keys
    state.relevance.note("commander")
    state.touch()


def designate(state: GameState, oid: int) -> None:
    """Designate the card ``oid`` (any zone) as its owner's commander (903.3; used by the scenario toolkit)."""
    o = state.objects[oid]
    keys = {p: tuple(us) for p, us in (state.designations.get(KEY) or {}).items()}
    keys[o.owner] = keys.get(o.owner, ()) + (o.uid,)
    state.designations[KEY] = keys
    state.relevance.note("commander")
    state.touch()


# ---------------------------------------------------------------- casting from the command zone (903.8)


def tax_of(state: GameState, oid: int, caster: int) -> int:
    """903.8: the commander tax ``caster`` would pay to cast commander ``oid`` from the command zone: {2} for
    each previous time they cast it from there this game."""
    o = state.objects[oid]
    return TAX * (state.designations.get(CASTS) or {}).get((o.uid, caster), 0)


def _castable_commanders(state: GameState, pid: int) -> list[int]:
    """903.8: ``pid``'s commanders in the command zone are cards they may cast."""
    if not state.designations.get(KEY):
        return []
    return [oid for oid in state.command if state.objects[oid].owner == pid and is_commander(state, oid)]


def _command_variants(state: GameState, pid: int, oid: int) -> list[str]:
    o = state.objects[oid]
    if o.zone != Zone.COMMAND or o.owner != pid or not is_commander(state, oid):
        return []
    return ways_to_cast(state, pid, oid, "normal", None, None)


def _quiet(state: GameState, pid: int, zone: str) -> bool:
    return not state.designations.get(KEY)


_command_variants.quiet = _quiet  # type: ignore[attr-defined]
_command_variants.zones = frozenset({Zone.COMMAND})  # type: ignore[attr-defined]
needs("commander")(_castable_commanders)  # (all read the commander designation, noted as it is taken)
CASTABLE_ZONES.append(_castable_commanders)
needs("commander")(_command_variants)  # (all read the commander designation, noted as it is taken)
CAST_PERMISSIONS.append(_command_variants)


def _tax_increase(state: GameState, pid: int, spell: int) -> int:
    """903.8: the additional cost of a commander cast from the command zone (seen on the card before it is
    cast, and on the spell while its costs are paid)."""
    if not state.designations.get(KEY):
        return 0
    o = state.objects[spell]
    where = o.cast_from if o.zone == Zone.STACK else o.zone
    if where != Zone.COMMAND or not is_commander(state, spell):
        return 0
    return tax_of(state, spell, pid)


COST_INCREASES.append(_tax_increase)


def _count_casts(state: GameState, ev: dict) -> list:
    """903.8: a commander cast from the command zone counts towards the caster's tax."""
    if ev["kind"] != "cast" or not state.designations.get(KEY):
        return []
    o = state.objects.get(ev["object"])
    if o is None or o.cast_from != Zone.COMMAND or not is_commander(state, o.id):
        return []
    casts = dict(state.designations.get(CASTS) or {})
    k = (o.uid, ev["player"])
    casts[k] = casts.get(k, 0) + 1
    state.designations[CASTS] = casts
    state.touch()  # (characteristics may read the count: Commander's Insignia's +1/+1 for each cast)
    log(state, "commander", "903.8", f"{pname(state, ev['player'])} has cast {o.card} from the command zone "
        f"{casts[k]} time(s); the next cast from there costs {{{TAX * casts[k]}}} more", {"object": o.id})
    return []


_count_casts.kinds = frozenset({"cast"})  # type: ignore[attr-defined]
needs("commander")(_count_casts)  # (all read the commander designation, noted as it is taken)
GLOBAL_TRIGGERS.append(_count_casts)


# ---------------------------------------------------------------- the commander's return (903.9)


def _sba_return(state: GameState) -> bool:
    """903.9a / 704.6d: a commander put into a graveyard or exile since the last check: its owner may put it
    into the command zone. Asked one commander at a time (a state-based action; the owner decides)."""
    cm = commander_keys(state)
    if not cm or len(cm) == sum(1 for i in state.command if is_commander(state, i)):
        return False
    declined = state.designations.get(DECLINED) or ()
    for pid, uid in cm:
        if not state.players[pid].in_game:
            continue
        for oid in list(state.graveyard[pid]) + [i for i in state.exile if state.objects[i].owner == pid]:
            o = state.objects[oid]
            if o.uid == uid and o.kind == "card" and oid not in declined:
                ask(state, "option", pid, (("command", oid), ("leave", oid)),
                    f"Put your commander {o.card} into the command zone from {o.zone}? (903.9a, 704.6d)",
                    ("commander_return",), info={"rule": "903.9a", "object": oid})
                return True
    return False


needs("commander")(_sba_return)  # (all read the commander designation, noted as it is taken)
EXTRA_SBAS.append(_sba_return)


@task("commander_return")
def commander_return(state: GameState, choice: tuple) -> None:
    oid = choice[1]
    if oid not in state.objects:
        return
    if choice[0] == "command":
        move(state, oid, Zone.COMMAND, why="its owner returns their commander", rule="704.6d", cause="sba")
    else:
        state.designations[DECLINED] = (tuple(i for i in (state.designations.get(DECLINED) or ())
                                              if i in state.objects) + (oid,))[-16:]
        state.touch_light()
        log(state, "commander", "903.9a", f"{pname(state, state.objects[oid].owner)} leaves their commander "
            f"{state.objects[oid].card} in {state.objects[oid].zone}")


def _wants_command(state: GameState, oid: int, to: str) -> bool:
    return to in (Zone.HAND, Zone.LIBRARY, "owner_library") and is_commander(state, oid)


def _command_cands(state: GameState, ev: dict, applied: tuple, out: list) -> None:
    """903.9b: a commander that would be put into its owner's hand or library from anywhere: its owner may put it
    into the command zone instead — a replacement effect among the others that apply (the owner or controller
    orders them, 616.1); it may apply more than once to the same event (an exception to 614.5), but once
    declined for a destination it isn't offered again for it."""
    oid = ev["object"]
    key = ("rule", "903.9b", oid, ev["to"])
    if key in applied or not _wants_command(state, oid, ev["to"]):
        return
    out.append(Cand(key, "commander_to_command", oid, state.objects[oid].owner))


def _command_applies(state: GameState, c, ev: dict) -> bool:
    return _wants_command(state, ev["object"], ev["to"])


def _command_apply(state: GameState, c, ev: dict) -> list:
    """903.9b: the owner decides (``option``: ``("command",)`` / ``("decline",)``) as the effect applies."""
    o = state.objects[ev["object"]]
    to = ev["to"]
    ans = need_choice(state, "option", o.owner, (("command",), ("decline",)),
                      f"Put your commander {o.card} into the command zone instead of your "
                      f"{'hand' if to == Zone.HAND else 'library'}? (903.9b)", {"rule": "903.9b", "object": o.id})
    if ans != ("command",):
        return [ev]
    if o.merged:
        # 903.9c: a merged permanent: the commander card goes to the command zone, each other component where the
        # event was taking it
        return [{**ev, "divert": {u: Zone.COMMAND for u in commander_uids_in(state, o)}, "rule": "903.9c"}]
    return [{**ev, "to": Zone.COMMAND, "position": "top", "rule": "903.9b"}]


ZONE_RULE_CANDS.append(_command_cands)
_command_cands.wanted = _wants_command  # type: ignore[attr-defined]
kind("commander_to_command")((_command_applies, _command_apply))
ASKING_KINDS.add("commander_to_command")
KIND_RULES["commander_to_command"] = "903.9b"


# The 903.9b choice is asked in the middle of an event: a Commander game keeps a rollback point for it
# (engine/replacement.py keeps one whenever ``designations["commanders"]`` exists).


# ---------------------------------------------------------------- commander damage (903.10a, 704.6c)


def _note_damage(state: GameState, ev: dict) -> list:
    """903.10a: combat damage a commander deals to a player is added up per commander and per player."""
    if not ev.get("combat") or not is_player(ev["target"]) or not state.designations.get(KEY) \
            or not is_commander(state, ev["source"]):
        return []
    victim = pid_of(ev["target"])
    o = state.objects[ev["source"]]
    dmg = dict(state.designations.get(DAMAGE) or {})
    for uid in commander_uids_in(state, o):  # 903.3c: a merged permanent deals it as the commander it contains
        k = (victim, uid)
        dmg[k] = dmg.get(k, 0) + ev["amount"]
    state.designations[DAMAGE] = dmg
    state.touch_light()
    return []


_note_damage.kinds = frozenset({"damage"})  # type: ignore[attr-defined]
needs("commander")(_note_damage)  # (all read the commander designation, noted as it is taken)
GLOBAL_TRIGGERS.append(_note_damage)


def lethal_commander_damage(state: GameState) -> int | None:
    """The commander damage that makes a player lose (21; None when the game doesn't use 704.6c, e.g.
    Brawl, 903.12h)."""
    v = state.options.get("commander_damage", LETHAL)
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _sba_commander_damage(state: GameState) -> bool:
    """704.6c: a player dealt 21 or more combat damage by the same commander loses the game."""
    dmg = state.designations.get(DAMAGE)
    if not dmg:
        return False
    lethal = lethal_commander_damage(state)
    if lethal is None:
        return False
    did = False
    for (victim, uid), n in dmg.items():
        if n >= lethal and state.players[victim].in_game and not state.players[victim].lost:
            card = _card_of_uid(state, uid)
            lose_game(state, victim, f"{n} combat damage from the commander {card}", "704.6c")
            did = True
    if did:
        on_players_lost(state)
        check_game_over(state)
    return did


needs("commander")(_sba_commander_damage)  # (all read the commander designation, noted as it is taken)
EXTRA_SBAS.append(_sba_commander_damage)


def _card_of_uid(state: GameState, uid: int) -> str:
    for o in state.objects.values():
        if o.uid == uid and o.kind == "card":
            return o.card
        for c in o.merged or ():  # 903.3c: a component of a merged permanent
            if c["uid"] == uid and c.get("kind", "card") == "card":
                return c.get("card") or "a commander"
    return "a commander"


# ---------------------------------------------------------------- "commander" in card text (903.3d, 903.4)


def commander_identity(state: GameState, pid: int) -> str:
    """903.4, 903.4a: the colors (letters, WUBRG order) of the color identity of ``pid``'s commanders, as
    established before the game began (from the cards; empty without a commander, 903.4f)."""
    memo = state.memo()
    key = ("commander_identity", pid)
    hit = memo.get(key)
    if hit is None:
        cards = {_card_of_uid(state, u) for p, u in commander_keys(state) if p == pid}
        ci: set[str] = set()
        for name in cards:
            card = state.pool.db.get(name)
            ci |= set(card.color_identity or ())
        hit = memo[key] = "".join(ch for ch in "WUBRG" if ch in ci)
    return hit


MANA_COLORS["commander"] = commander_identity


def _controls_commander(env, of) -> bool:
    """903.3d: "if you control your commander": a permanent you control that is your commander."""
    st = env.state
    return any(is_commander(st, oid) and st.objects[oid].owner == env.you and chars(st, oid).controller == env.you
               for oid in st.battlefield)


def _controls_a_commander(env, of) -> bool:
    """903.3d: "if you control a commander": a permanent you control that is anyone's commander."""
    st = env.state
    return any(is_commander(st, oid) and chars(st, oid).controller == env.you for oid in st.battlefield)


FACTS["control_commander"] = _controls_commander
FACTS["control_a_commander"] = _controls_a_commander
IMPLEMENTED_FACTS.update({"control_commander", "control_a_commander"})


def _check_self_cast(roots: tuple) -> list[str]:
    """118.9 / 903.3d: "If you control a commander, you may cast ~ without paying its mana cost" is an
    alternative cost the engine doesn't offer; read as an instruction of the spell (casting itself as it
    resolves) it would be wrong, so such a card stays unsupported."""
    for root in roots:
        if type(root) is not SpellAbility:
            continue
        for n in root.walk():
            if type(n) is E.CastCard and type(n.what) is This:
                return ["alternative cost: cast ~ without paying its mana cost (118.9)"]
    return []


TREE_CHECKS.append(_check_self_cast)


# ---------------------------------------------------------------- what players see


def commander_view(state: GameState, pid: int) -> dict[str, Any]:
    """Player ``pid``'s commanders (name, zone, the tax they'd pay now to cast each from the command zone,
    times cast from there) and the combat damage each commander has dealt them (public information)."""
    if not state.designations.get(KEY):
        return {}
    cmds = []
    uids = [u for p, u in commander_keys(state) if p == pid]
    for o in state.objects.values():
        if o.owner != pid:
            continue
        for u in commander_uids_in(state, o):  # 903.3c: one inside a merged permanent is on the battlefield
            n = (state.designations.get(CASTS) or {}).get((u, pid), 0)
            cmds.append((uids.index(u), {"id": o.id, "name": _card_of_uid(state, u), "zone": o.zone,
                                         "tax": TAX * n, "casts": n}))
    cmds = [c for _, c in sorted(cmds, key=lambda x: x[0])]
    taken = []
    for (victim, uid), n in (state.designations.get(DAMAGE) or {}).items():
        if victim == pid:
            owner = next((p for p, u in commander_keys(state) if u == uid), None)
            taken.append({"commander": _card_of_uid(state, uid), "owner": owner, "damage": n})
    return {"commanders": cmds, "commander_damage": taken}


PLAYER_VIEW.append(commander_view)


def commander_casts(state: GameState, pid: int) -> int:
    """903.8: how many times ``pid`` has cast their commanders (all they own) from the command zone this game."""
    casts = state.designations.get(CASTS)
    if not casts:
        return 0
    mine = {u for p, u in commander_keys(state) if p == pid}
    return sum(n for (uid, caster), n in casts.items() if caster == pid and uid in mine)


def _commander_casts_amount(env, a) -> int:
    """"for each time you've cast your commander from the command zone this game" (903.8's count; 0 outside a
    Commander game)."""
    return sum(commander_casts(env.state, pid_of(e)) for e in resolve_ref(env, a.who) if is_player(e))


AMOUNTS[CommanderCasts] = _commander_casts_amount
implements("CommanderCasts")

__all__ = ["commander_keys", "commanders_of", "designate", "is_commander", "put_commanders", "tax_of",
           "lethal_commander_damage", "commander_view"]

# 903.3a: "~ can be your commander" modifies deck construction and functions before the game begins: read by
# cards.face.can_be_commander (Game.new's commanders, the deck check); in the game it does nothing
IMPLEMENTED_KEYWORDS.add("Can Be Your Commander")


def _in_command_or_battlefield(env, of) -> bool:
    """Eminence (113.6, 903): "if ~ is in the command zone or on the battlefield" (the source, checked as the
    ability triggers and again as it resolves, 603.4)."""
    o = env.state.objects.get(env.source) if env.source is not None else None
    return o is not None and o.zone in (Zone.COMMAND, Zone.BATTLEFIELD)


def _in_command_zone(env, of) -> bool:
    """113.6b: "if ~ is in the command zone" (Oloro): the source, as the ability triggers and resolves (603.4)."""
    o = env.state.objects.get(env.source) if env.source is not None else None
    return o is not None and o.zone == Zone.COMMAND


FACTS["in_command_or_battlefield"] = _in_command_or_battlefield
FACTS["in_command_zone"] = _in_command_zone
IMPLEMENTED_FACTS.update({"in_command_or_battlefield", "in_command_zone"})
TRIGGER_ZONES.add("command")  # triggered abilities that function in the command zone (engine/triggers.py)


def _command_zone_activations(state: GameState, pid: int) -> list:
    """702.49d (commander ninjutsu): activated abilities of ``pid``'s cards in the command zone that function
    there (``Activated.zone == "command"``)."""
    if not state.command:
        return []

    out = []
    for oid in state.command:
        o = state.objects[oid]
        if o.owner != pid or o.kind != "card":
            continue
        c = chars(state, oid)
        for i, ab in enumerate(expanded_abilities(state, oid, c)):
            if type(ab) is Activated and ab.zone == "command" and activatable(state, pid, oid, i, ab, c):
                out.append(("activate", oid, i))
    return out


COMMAND_ZONE_ACTIVATIONS.append(_command_zone_activations)


def _eminent(ab) -> bool:
    c = getattr(ab, "condition", None)
    return c is not None and getattr(c, "fact", None) == "in_command_or_battlefield"


def _command_zone_cost_changers(state: GameState) -> list:
    """Eminence (113.6): "As long as ~ is in the command zone or on the battlefield, ... spells you cast cost
    {1} less": the cost changes of such static abilities of cards in the command zone (on the battlefield they
    are among the permanents' own)."""

    out = []
    for oid in state.command:
        o = state.objects[oid]
        if o.kind != "card":
            continue
        for ab in chars(state, oid).abilities:
            if type(ab) is Static and _eminent(ab):
                out.extend((oid, o.owner, ab, m) for m in ab.mods if type(m) is CostChange and m.filter is not None)
    return out


COMMAND_ZONE_COST_CHANGERS.append(_command_zone_cost_changers)


def _check_eminence_statics(roots: tuple) -> list[str]:
    """Eminence static abilities other than cost changes would work only on the battlefield here: such cards
    stay unsupported."""

    for root in roots:
        if type(root) is Static and _eminent(root) and any(type(m) is not CostChange for m in root.mods):
            return ["static ability functioning in the command zone (eminence)"]
    return []


TREE_CHECKS.append(_check_eminence_statics)
