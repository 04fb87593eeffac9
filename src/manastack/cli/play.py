"""``manastack play``: play against a computer opponent in the terminal.

Shows the board, hands (yours), the stack, life totals and the pending decision with numbered
options; you answer with a number or a command:

    <n>         choose option n             u / undo     take back your last choice
    p / pass    pass priority (when offered) n / next    pass priority until something happens
    s [FILE]    save the game               l / log      the last events again
    ? / help    this help                   q / quit     stop (saves first with --save)

Undo is refused once something hidden has been revealed since your last choice (a card drawn,
milled or searched from a library, a card leaving the opponent's hand, a shuffle or any other
random event). Uses ``rich`` for colour when installed (extra ``play``), plain text otherwise."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ..core.errors import IllegalActionError, ManastackError
from .deck import add_db_argument
from ..engine.abilities import expanded_abilities

HELP = __doc__.split("\n\n")[1]
SAFE_KINDS = {"unsupported", "turn", "cast", "play", "resolve", "fizzle", "counter", "attackers", "blockers", "damage", "create",
              "activate", "trigger", "game_over", "lose", "mulligan", "draw", "concede", "life", "control",
              "shuffle", "scry", "search", "reveal", "die", "coin", "regenerate", "prevent"}
HIDDEN = ("library", "hand")


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="play against a computer opponent in the terminal",
                       description="Play a game against a computer opponent. Decks are decklist files (MTG Arena "
                                   "exports, MTGO .txt or .dek, plain '4 Card Name' lists) or built-in deck names; "
                                   "cards come from the card database (--db, $MANASTACK_DATA, the installed "
                                   "database, else the built-in starter pool).")
    p.add_argument("--deck", default="gruul-stompy", metavar="FILE", help="your deck (default gruul-stompy)")
    p.add_argument("--opponent-deck", default="azorius-skies", metavar="FILE",
                   help="the opponent's deck (default azorius-skies)")
    p.add_argument("--opponent", default="heuristic", help="random, heuristic (default) or search[:params]")
    p.add_argument("--name", default="You", help="your name")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    p.add_argument("--first", choices=("me", "them", "toss"), default="toss", help="who plays first")
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument("--save", metavar="FILE", help="save here on 's' and when you quit")
    p.add_argument("--auto-pay", action="store_true", help="pay mana costs automatically")
    p.add_argument("--plain", action="store_true", help="plain text even when rich is installed")
    p.add_argument("--pool", default=None, help=argparse.SUPPRESS)
    add_db_argument(p)
    p.add_argument("--allow-unsupported", action="store_true",
                   help="play cards the engine can't fully play (the parts it can't do don't happen; the log says so)")
    p.set_defaults(func=run)


# ---------------------------------------------------------------- output


class Screen:
    """Writes lines, with rich styles when rich is available and wanted."""

    def __init__(self, out: TextIO, plain: bool):
        self.out = out
        self.console = None
        if not plain:
            try:
                from rich.console import Console

                self.console = Console(file=out, highlight=False, soft_wrap=True)
            except ImportError:
                self.console = None

    def line(self, text: str = "", style: str | None = None) -> None:
        if self.console is not None:
            from rich.text import Text

            self.console.print(Text(text, style=style or ""))
        else:
            self.out.write(text + "\n")
        self.out.flush()


def _pt(o: dict) -> str:
    if "power" in o:
        dmg = f" ({o['damage']} dmg)" if o.get("damage") else ""
        return f" {o['power']}/{o['toughness']}{dmg}"
    return ""


def _obj(o: dict) -> str:
    bits = [f"{o['name']}{_pt(o)}"]
    if o.get("tapped"):
        bits.append("tapped")
    if o.get("counters"):
        bits.append(", ".join(f"{k} x{v}" for k, v in o["counters"].items()))
    if o.get("attached_to") is not None:
        bits.append(f"on #{o['attached_to']}")
    kw = [k for k in o.get("keywords", ()) if k]
    if kw:
        bits.append("/".join(kw))
    return f"#{o['id']} " + ", ".join(bits)


def render_view(v: dict, me: int, agent_name: str) -> list[tuple[str, str | None]]:
    """The board as ``me`` sees it, as (text, style) lines."""
    lines: list[tuple[str, str | None]] = []
    players = v["players"]
    act = players[v["active_player"]]["name"]
    lines.append((f"=== Turn {v['turn']} - {act} - {v['step'].replace('_', ' ')} ===", "bold"))
    order = [p for p in players if p["id"] != me] + [players[me]]
    for p in order:
        you = p["id"] == me
        pool = "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", p["mana_pool"]))
        tag = " (you)" if you else ("" if agent_name.split(":")[0] in p["name"] else f" ({agent_name})")
        head = (f"{p['name']}{tag}: life {p['life']}"
                + (f", poison {p['poison']}" if p["poison"] else "")
                + f", hand {p['hand_size']}, library {p['library_size']}, graveyard {len(p['graveyard'])}"
                + (f", mana {pool}" if pool else "") + (" [monarch]" if p.get("monarch") else ""))
        lines.append((head, "bold green" if you else "bold red"))
        perms = [o for o in v["battlefield"] if o.get("controller", o["owner"]) == p["id"]]
        lands = [o for o in perms if "Land" in o.get("types", ())]
        others = [o for o in perms if o not in lands]
        if lands:
            untapped = sum(1 for o in lands if not o.get("tapped"))
            names: dict[str, int] = {}
            for o in lands:
                names[o["name"]] = names.get(o["name"], 0) + 1
            lines.append((f"  lands ({untapped}/{len(lands)} untapped): "
                          + ", ".join(f"{n} x{k}" if k > 1 else n for n, k in names.items()), None))
        for o in others:
            lines.append((f"  {_obj(o)}", None))
        if p["graveyard"]:
            lines.append(("  graveyard: " + ", ".join(o["name"] for o in p["graveyard"][-6:])
                          + (" ..." if len(p["graveyard"]) > 6 else ""), "dim"))
        if you and p["hand"] is not None:
            lines.append(("  hand: " + (", ".join(f"#{o['id']} {o['name']} {o.get('mana_cost', '')}".rstrip()
                                                  for o in p["hand"]) or "(empty)"), "cyan"))
    if v["stack"]:
        lines.append(("Stack (top first):", "bold yellow"))
        for o in reversed(v["stack"]):
            lines.append((f"  {_obj(o)} (controller {players[o.get('controller', o['owner'])]['name']})", "yellow"))
    return lines


def event_text(e: Any, me: int) -> str | None:
    """A log line the human may see (hidden-to-hidden moves of others' cards are not named)."""
    if e.kind == "zone":
        d = e.data or {}
        if d.get("from") in HIDDEN and d.get("to") in HIDDEN:
            return None
        if d.get("from") == "battlefield" and d.get("to") in ("graveyard", "exile", "hand", "library"):
            return f"  {e.text}"
        return None
    if e.kind not in SAFE_KINDS:
        return None
    if e.kind == "turn":
        return "\n" + e.text
    if e.kind == "life":
        return None
    return f"  {e.text}"


# ---------------------------------------------------------------- the session


class PlaySession:
    """One human-versus-computer game driven by an input function (so tests can script it)."""

    def __init__(self, game, record, me: int, agent, agent_spec: str, screen: Screen,
                 input_fn: Callable[[str], str], save_path: str | None):
        self.game = game
        self.record = record
        self.me = me
        self.agent = agent
        self.agent_spec = agent_spec
        self.screen = screen
        self.input = input_fn
        self.save_path = save_path
        self.history: list[tuple[Any, int]] = []  # (fork before my choice, number of choices then)
        self.printed = len(game.log)
        self.passing = False

    # -------------------------------------------------------- helpers

    def say(self, text: str = "", style: str | None = None) -> None:
        self.screen.line(text, style)

    def flush_log(self) -> None:
        ev = self.game.log
        for e in ev[self.printed:]:
            t = event_text(e, self.me)
            if t:
                self.say(t, "dim" if not t.startswith("\n") else "bold")
        self.printed = len(ev)

    def apply(self, choice: Any) -> None:
        self.game.apply(choice)
        self.record.add(choice)

    def can_undo(self) -> tuple[bool, str]:
        if not self.history:
            return False, "nothing to undo"
        before = self.history[-1][0].state
        now = self.game.state
        if now.rng != before.rng:
            return False, "a random event happened since (shuffle, coin, die or random choice)"
        for p in range(len(now.players)):
            if list(now.library[p]) != list(before.library[p]):
                return False, "a card left or joined a library since (a draw reveals a card)"
            if p != self.me and not set(before.hand[p]) <= set(now.hand[p]):
                return False, "a card left your opponent's hand since"
        return True, ""

    def undo(self) -> None:
        ok, why = self.can_undo()
        if not ok:
            self.say(f"Cannot undo: {why}.", "red")
            return
        snap, n = self.history.pop()
        self.game = snap.fork()
        del self.record.choices[n:]
        self.printed = len(self.game.log)
        self.say("Undone: back to your previous decision.", "yellow")

    def save(self, path: str | None) -> None:
        path = path or self.save_path
        if not path:
            self.say("Give a file: s FILE (or start with --save FILE).", "red")
            return
        self.record.save(path, self.game)
        self.save_path = path
        self.say(f"Saved to {path}.", "green")

    # -------------------------------------------------------- loop

    def run(self) -> int:
        g = self.game
        self.flush_log()
        while self.game.result is None:
            g = self.game
            d = g.decision
            if d is None:
                break
            if d.actor != self.me:
                self.apply(self.agent.choose(g, d.actor))
                self.flush_log()
                continue
            if (self.passing and self._keep_passing()) or self._only_mana_abilities(d):
                self.apply(("pass",))
                self.flush_log()
                continue
            self.passing = False
            if not self.ask():
                return 0
        self.flush_log()
        r = self.game.result
        if r is not None:
            names = [p.name for p in self.game.state.players]
            if r.draw or not r.winners:
                self.say(f"\nThe game is a draw ({r.reason}).", "bold")
            else:
                self.say(f"\n{', '.join(names[w] for w in r.winners)} wins on turn {r.turn} ({r.reason}).", "bold")
            if self.save_path:
                self.record.save(self.save_path, self.game)
        return 0

    def _only_mana_abilities(self, d) -> bool:
        """A priority decision where nothing but passing and mana abilities is offered is passed as a lone
        "pass" would be: mana made then would only empty from the pool (500.4)."""
        if d.kind != "priority" or ("pass",) not in (d.options or ()):
            return False
        st = self.game.state
        for o in d.options:
            if o == ("pass",):
                continue
            if o[0] != "activate" or not expanded_abilities(st, o[1])[o[2]].mana:
                return False
        return True

    def _keep_passing(self) -> bool:
        """'next': keep passing until a non-priority decision, a spell on the stack, or your main phase."""
        g = self.game
        d = g.decision
        if d.kind != "priority" or ("pass",) not in (d.options or ()):
            return False
        if g.state.stack:
            return False
        if g.active_player == self.me and g.step in ("main1", "main2"):
            return False
        return True

    def show_decision(self) -> list:
        g = self.game
        d = g.decision
        for text, style in render_view(g.view(self.me), self.me, self.agent_spec):
            self.say(text, style)
        self.say(f"> {d.prompt}", "bold magenta")
        opts = list(d.options) if d.options is not None else []
        texts = [g.describe(o) for o in opts]
        for i, (o, t) in enumerate(zip(opts, texts), 1):
            if texts.count(t) > 1 and len(o) > 1 and isinstance(o[1], int):
                t += f" (#{o[1]})"  # same card twice: tell them apart by object id
            self.say(f"  {i:>2}. {t}")
        if d.options is None and isinstance(d.validate, dict) and "min" in d.validate:
            self.say(f"  enter a number from {d.validate['min']} to {d.validate['max']}")
        return opts

    def ask(self) -> bool:
        """Show the decision and handle one line of input. False when the player quits."""
        opts = self.show_decision()
        while True:
            try:
                line = self.input("your choice> ").strip()
            except EOFError:
                self.say("\nInput ended.")
                if self.save_path:
                    self.save(None)
                return False
            if not line:
                continue
            cmd, _, rest = line.partition(" ")
            cmd = cmd.lower()
            if cmd in ("q", "quit", "exit"):
                if self.save_path:
                    self.save(None)
                self.say("Bye.")
                return False
            if cmd in ("?", "h", "help"):
                self.say(HELP)
                continue
            if cmd in ("u", "undo"):
                self.undo()
                return True
            if cmd in ("s", "save"):
                self.save(rest.strip() or None)
                continue
            if cmd in ("l", "log"):
                for e in self.game.log[-30:]:
                    t = event_text(e, self.me)
                    if t:
                        self.say(t.strip("\n"))
                continue
            if cmd in ("p", "pass") and ("pass",) in opts:
                return self._choose(("pass",))
            if cmd in ("n", "next") and ("pass",) in opts:
                self.passing = True
                return self._choose(("pass",))
            if cmd.lstrip("-").isdigit():
                k = int(cmd)
                if opts:
                    if 1 <= k <= len(opts):
                        return self._choose(opts[k - 1])
                    self.say(f"Choose 1 to {len(opts)}.", "red")
                    continue
                return self._choose(k)
            self.say("Type an option number, or ? for help.", "red")

    def _choose(self, choice: Any) -> bool:
        snap = self.game.fork()
        n = len(self.record.choices)
        try:
            self.apply(choice)
        except IllegalActionError as e:
            self.say(f"Not allowed: {e}", "red")
            return True
        self.history.append((snap, n))
        self.flush_log()
        return True


# ---------------------------------------------------------------- entry


def start_session(args: argparse.Namespace, input_fn: Callable[[str], str], out: TextIO) -> PlaySession:
    import random

    from ..agents import make_agent
    from ..sim.deckspec import load_deck, support_report
    from ..sim.record import GameRecord
    from ..sim.vanilla import pool_for, pool_named
    from .deck import open_database, refuse_unsupported

    screen = Screen(out, args.plain)
    if args.load:
        rec = GameRecord.load(args.load)
        if not rec.agents or "human" not in rec.agents:
            raise ManastackError(f"{args.load} is not a saved 'manastack play' game (no human seat)")
        me = rec.agents.index("human")
        spec = rec.agents[1 - me]
        game = rec.snapshot() or rec.replay()
        screen.line(f"Resumed {args.load}: {len(rec.choices)} choices so far.", "green")
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
        if args.pool is not None:
            pool_name = args.pool
        else:
            _, src = open_database(args.db, err=out)
            pool_name = pool_for(src)
        pool = pool_named(pool_name)
        mine_deck, theirs_deck = load_deck(args.deck, pool.db), load_deck(args.opponent_deck, pool.db)
        if refuse_unsupported([support_report(mine_deck, pool), support_report(theirs_deck, pool)],
                              args.allow_unsupported, out):
            raise UnsupportedDeckRefused()
        mine_name, mine = mine_deck.name, list(mine_deck.main)
        theirs_name, theirs = theirs_deck.name, list(theirs_deck.main)
        spec = args.opponent
        me = 0
        # 605.3a: a person may activate mana abilities whenever they have priority (the computer doesn't need to)
        opts: dict[str, Any] = {"auto_pay": bool(args.auto_pay), "offer_mana_abilities": [0]}
        if args.allow_unsupported:
            opts.update(allow_unsupported=True, skip_unsupported=True)
        if args.first != "toss":
            opts["first_player"] = 0 if args.first == "me" else 1
        rec = GameRecord(seed=seed, decks=[mine, theirs], names=[args.name, f"Computer ({spec.split(':')[0]})"],
                         deck_names=[mine_name, theirs_name], options=opts, pool=pool_name,
                         agents=["human", spec])
        game = rec.new_game()
        screen.line(f"manastack play - seed {seed}: {args.name} ({mine_name}) vs computer "
                    f"({theirs_name}, {spec}). Type ? for help.", "bold")
    agent = make_agent(spec, seed=rec.seed * 7 + 3 + len(rec.choices))
    return PlaySession(game, rec, me, agent, spec, screen, input_fn, args.save or args.load)


class UnsupportedDeckRefused(Exception):
    """A deck has cards the engine can't play and --allow-unsupported wasn't given (report printed)."""


def run(args: argparse.Namespace, input_fn: Callable[[str], str] | None = None, out: TextIO | None = None) -> int:
    try:
        session = start_session(args, input_fn or input, out or sys.stdout)
    except UnsupportedDeckRefused:
        return 1
    return session.run()
