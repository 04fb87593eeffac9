"""The interactive table: one human seat against computer agents (any number of them), driven by an
input function so tests and pipes can script it. The engine decides every rule; the table only shows
the game (``game.view``), labels the options of ``game.decision`` and ``apply``s the answers."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from ...core.errors import IllegalActionError, ManastackError
from ...core.files import FileRefusedError
from ...core.types import Step
from ...engine.abilities import expanded_abilities
from .choose import MULTI_KINDS, Numbering, parse_declaration, parse_picks
from .english import fix_text, verb, win_line
from .labels import Board
from .log import event_lines

HELP = """Commands (a number or a name answers the question; Enter takes the [default] shown):
  3            choose option 3          1 3 4        several at once (attackers, blockers, "choose N")
  #12          the option about object #12           gri / Grizzly Bears   the option named so (prefix)
  a 1 3 | a all [PLAYER]   attack with these / with everything, then done
  b 2 5        block with these, then done
  p / pass     pass priority once       n / next     pass until something happens (an opponent's spell
                                                     or ability, a decision, your main phase with a play)
  t / pass turn      pass until your next turn (stops only for decisions you must make)
  pe / pass end      pass until an opponent's end step
  pc / pass combat   pass until the next combat
  ps / pass stack    pass until an opponent's spell or ability is on the stack
  show NAME|#id      a card's Oracle text and its current state (power, counters, combat...)
  v / view     the board again          l / log [N]  the last N events (default 30)
  u / undo     take back your last choice (refused once something hidden was revealed since)
  s / save [FILE]    save the game      q / quit     stop (saves first with --save)
  ? / help     this help"""

STOPS = {"next": "something happens", "turn": "your next turn", "end": "an opponent's end step",
         "combat": "combat", "stack": "something is on the stack"}
PASS_WORDS = {"n": "next", "next": "next", "t": "turn", "pt": "turn", "pe": "end", "pc": "combat", "ps": "stack"}
COMMANDS = ["pass", "next", "pass turn", "pass end", "pass combat", "pass stack", "show", "view", "log", "undo",
            "save", "quit", "help", "a all", "done"]


class Screen:
    """Writes lines, with rich styles when rich is available and wanted (rich writes plain text to a
    stream that is not a terminal)."""

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


def _obj(o: dict, board: Board) -> str:
    bits = board.details(o["id"], controller=False)
    if o.get("attached_to") is not None:
        bits.append(f"on {board.short(o['attached_to'])}")
    kw = [k for k in o.get("keywords", ()) if k]
    if kw:
        bits.append("/".join(kw))
    return f"#{o['id']} {o['name']}" + (f" ({', '.join(bits)})" if bits else "")


def render_view(board: Board, labels: dict[int, str]) -> list[tuple[str, str | None]]:
    """The board as the viewer sees it, as (text, style) lines. ``labels`` names the other seats."""
    v, me = board.view, board.me
    lines: list[tuple[str, str | None]] = []
    players = v["players"]
    act = players[v["active_player"]]["name"]
    lines.append((f"=== Turn {v['turn']} - {'your turn' if v['active_player'] == me else act + chr(39) + 's turn'}"
                  f" - {v['step'].replace('_', ' ').replace('main1', 'main 1').replace('main2', 'main 2')} ===", "bold"))
    order = [p for p in players if p["id"] != me] + [players[me]]
    for p in order:
        you = p["id"] == me
        pool = "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", p["mana_pool"]))
        tag = " (you)" if you else labels.get(p["id"], "")
        gone = "" if p.get("in_game", True) else " [out of the game]"
        head = (f"{p['name']}{tag}{gone}: life {p['life']}"
                + (f", poison {p['poison']}" if p["poison"] else "")
                + f", hand {p['hand_size']}, library {p['library_size']}, graveyard {len(p['graveyard'])}"
                + (f", mana {pool}" if pool else "") + (" [monarch]" if p.get("monarch") else ""))
        lines.append((head, "bold green" if you else "bold red"))
        if p.get("commanders"):  # 903: each commander, where it is and its tax; commander damage taken
            lines.append(("  commander: " + ", ".join(
                f"{c['name']} #{c['id']} ({c['zone']}" + (f", tax {{{c['tax']}}}" if c["tax"] else "") + ")"
                for c in p["commanders"]), None))
        if p.get("commander_damage"):
            lines.append(("  commander damage taken: " + ", ".join(
                f"{x['damage']} from {x['commander']}" for x in p["commander_damage"]), None))
        perms = [o for o in v["battlefield"] if o.get("controller", o["owner"]) == p["id"]]
        lands = [o for o in perms if "Land" in o.get("types", ()) and "Creature" not in o.get("types", ())
                 and not o.get("counters") and o.get("attached_to") is None]
        others = [o for o in perms if o not in lands]
        if lands:
            untapped = sum(1 for o in lands if not o.get("tapped"))
            names: dict[str, list[int]] = {}
            for o in lands:
                names.setdefault(o["name"], []).append(o["id"])
            lines.append((f"  lands ({untapped}/{len(lands)} untapped): "
                          + ", ".join(f"{n} x{len(ids)}" if len(ids) > 1 else f"{n} #{ids[0]}"
                                      for n, ids in names.items()), None))
        for o in others:
            lines.append((f"  {_obj(o, board)}", None))
        if p["graveyard"]:
            lines.append(("  graveyard: " + ", ".join(o["name"] for o in p["graveyard"][-6:])
                          + (" ..." if len(p["graveyard"]) > 6 else ""), "dim"))
        if you and p["hand"] is not None:
            lines.append(("  hand: " + (", ".join(f"#{o['id']} {o['name']} {o.get('mana_cost', '')}".rstrip()
                                                  for o in p["hand"]) or "(empty)"), "cyan"))
    if v["stack"]:
        lines.append(("Stack (top first):", "bold yellow"))
        for o in reversed(v["stack"]):
            lines.append((f"  {board.stack_label(o)}", "yellow"))
    return lines


def default_choice(d, opts: list) -> Any:
    """What Enter does: keep a hand, pay automatically, finish a declaration, pass on (``next``), or the
    only option there is. None when the player must say."""
    if d.kind == "priority" and ("pass",) in opts:
        return "next"
    for o in (("keep",), ("auto",), ("done",)):
        if o in opts:
            return o
    if len(opts) == 1:
        return opts[0]
    return None


class PlaySession:
    """One human seat (``me``) against computer agents (``agents``: seat -> agent)."""

    def __init__(self, game, record, me: int, agents: dict[int, Any], agent_specs: dict[int, str], screen: Screen,
                 input_fn: Callable[[str], str], save_path: str | None):
        self.game = game
        self.record = record
        self.me = me
        self.agents = agents
        self.specs = agent_specs
        self.screen = screen
        self.input = input_fn
        self.save_path = save_path
        self.force_save = False  # --force: the save path may replace a file that isn't a saved game
        self.history: list[tuple[Any, int]] = []  # (fork before my choice, number of choices then)
        self.printed = len(game.log)
        self.stop: str | None = None
        self.stop_turn = 0
        self.declined: set = set()  # the options passed over by "next" in your main phase
        self.numbering = Numbering()
        self.last_board: list | None = None
        self.names = [p.name for p in game.state.players]

    # -------------------------------------------------------- helpers

    def say(self, text: str = "", style: str | None = None) -> None:
        self.screen.line(text, style)

    def flush_log(self) -> None:
        ev = self.game.log
        for text, style in event_lines(ev[self.printed:], self.names, self.me):
            self.say(text, style)
        self.printed = len(ev)

    def words(self) -> list[str]:
        """Names to complete: commands, the cards and players in view, the current options' names."""
        try:
            b = Board(self.game, self.me)
        except Exception:  # noqa: BLE001 - completion must never break the prompt
            return COMMANDS
        return COMMANDS + sorted({o["name"] for o in b.objects.values()} | set(self.names))

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
                return False, "a card left an opponent's hand since"
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
        self.last_board = None
        self.say("Undone: back to your previous decision.", "yellow")

    def save(self, path: str | None) -> None:
        path = path or self.save_path
        if not path:
            self.say("Give a file: s FILE (or start with --save FILE).", "red")
            return
        try:
            self.record.save(path, self.game, force=self.force_save and path == self.save_path)
        except FileRefusedError as e:  # not our file, or not writable: say so, keep playing
            self.say(f"Not saved: {e}.", "red")
            return
        self.save_path = path
        self.say(f"Saved to {path}.", "green")

    # -------------------------------------------------------- loop

    def run(self) -> int:
        self.flush_log()
        while self.game.result is None:
            g = self.game
            d = g.decision
            if d is None:
                break
            if d.actor != self.me:
                self.apply(self.agents[d.actor].choose(g, d.actor))
                self.flush_log()
                continue
            if (self.stop and self._keep_passing()) or self._only_mana_abilities(d):
                self.apply(("pass",))
                self.flush_log()
                continue
            self.stop = None
            if not self.ask():
                return 0
        self.flush_log()
        r = self.game.result
        if r is not None:
            if r.draw or not r.winners:
                self.say(f"\nThe game is a draw ({fix_text(r.reason, self.names)}).", "bold")
            else:
                self.say("\n" + win_line(self.names, list(r.winners), r.turn, r.reason), "bold")
            if self.save_path:
                self.record.save(self.save_path, self.game)
        return 0

    def _mana_activation(self, o: Any) -> bool:
        """Whether a priority option activates a mana ability (offered to a person at any priority, 605.3a)."""
        return o[0] == "activate" and bool(expanded_abilities(self.game.state, o[1])[o[2]].mana)

    def _only_mana_abilities(self, d: Any) -> bool:
        """A priority decision offering nothing but passing and mana abilities is passed as a lone "pass"
        would be: mana made then would only empty from the pool (500.4)."""
        if d.kind != "priority" or ("pass",) not in (d.options or ()):
            return False
        return all(o == ("pass",) or self._mana_activation(o) for o in d.options)

    def _keep_passing(self) -> bool:
        """Whether the current stop lets priority pass again: any decision other than priority stops;
        an opponent's spell or ability on the stack stops every mode but ``turn``."""
        g = self.game
        d = g.decision
        if d.kind != "priority" or ("pass",) not in (d.options or ()):
            return False
        st = g.state
        theirs_on_stack = any(g.chars(o).controller != self.me for o in st.stack)
        mine = g.active_player == self.me
        if self.stop == "turn":
            return not (mine and g.turn != self.stop_turn and g.step == Step.MAIN1)
        if theirs_on_stack:
            return False
        if self.stop == "next":
            if mine and g.step in Step.MAIN and not st.stack:
                # a main phase where you can do something you could not when you passed
                fresh = g.turn != self.stop_turn
                return not any(o[0] != "pass" and not self._mana_activation(o) and (fresh or o not in self.declined)
                               for o in d.options)
            return True
        if self.stop == "end":
            return not (not mine and g.step == Step.END)
        if self.stop == "combat":
            return g.step not in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)
        return True  # "stack": only an opponent's object stops it

    def show_decision(self) -> tuple[dict[int, Any], dict[int, str], Board]:
        g = self.game
        d = g.decision
        board = Board(g, self.me)
        labels = {s: f" ({spec})" for s, spec in self.specs.items()
                  if spec.split(":")[0] not in self.names[s]}
        lines = render_view(board, labels)
        if lines != self.last_board:
            for text, style in lines:
                self.say(text, style)
            self.last_board = lines
        opts = list(d.options) if d.options is not None else []
        key = (d.kind, d.actor, g.turn, g.step, len(g.state.stack))
        numbered = self.numbering.assign(key, opts) if opts else {}
        texts = {n: board.option(o) for n, o in numbered.items()}
        self.say(f"> {fix_text(d.prompt, self.names)}", "bold magenta")
        top = board.view["stack"][-1] if board.view["stack"] else None
        if top is not None and d.kind in ("target", "mode", "x", "pay", "divide") \
                and top.get("controller", top["owner"]) == self.me:
            self.say(f"  for {board.stack_label(top)}", "magenta")
        width = len(str(max(numbered, default=1)))
        for n, t in texts.items():
            self.say(f"  {n:>{width}}. {t}")
        if d.options is None and isinstance(d.validate, dict) and "min" in d.validate:
            self.say(f"  enter a number from {d.validate['min']} to {d.validate['max']}")
        return numbered, texts, board

    def _hint(self, d, opts: list, numbered: dict[int, Any], texts: dict[int, str]) -> str:
        dflt = default_choice(d, opts)
        if dflt == "next":
            return "[Enter: pass until something happens]"
        if dflt is not None:
            n = next((k for k, o in numbered.items() if o == dflt), None)
            return f"[Enter: {texts[n]}]" if n is not None else ""
        return ""

    def ask(self) -> bool:
        """Show the decision and handle input until something is chosen. False when the player quits."""
        numbered, texts, board = self.show_decision()
        d = self.game.decision
        opts = list(numbered.values())
        names = {n: board.object_names(o) for n, o in numbered.items()}
        multi = d.kind in MULTI_KINDS or (isinstance(d.info, dict) and (d.info.get("max") or 1) > 1)
        hint = self._hint(d, opts, numbered, texts)
        if hint:
            self.say(f"  {hint}", "dim")
        while True:
            try:
                line = self.input("your choice> ")
            except EOFError:
                self.say("\nInput ended.")
                if self.save_path:
                    self.save(None)
                return False
            line = line.strip()
            if line == "\x03":
                self.say("(q quits)", "dim")
                continue
            if not line:
                dflt = default_choice(d, opts)
                if dflt is None:
                    self.say("Choose an option (? for help).", "red")
                    continue
                if dflt == "next":
                    return self._pass_until("next")
                return self._choose([dflt])
            cmd, _, rest = line.partition(" ")
            cmd = cmd.lower()
            rest = rest.strip()
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
                self.save(rest or None)
                continue
            if cmd in ("v", "view"):
                self.last_board = None
                return True
            if cmd == "show":
                if not rest:
                    self.say("show NAME or show #id", "red")
                for text in board.show(rest) if rest else ():
                    self.say(text)
                continue
            if cmd in ("l", "log"):
                n = int(rest) if rest.isdigit() else 30
                for text, style in event_lines(self.game.log, self.names, self.me)[-n:]:
                    self.say(text.strip("\n"), style)
                continue
            mode = PASS_WORDS.get(cmd)
            if cmd == "pass":
                mode = {"": None, "turn": "turn", "end": "end", "combat": "combat", "stack": "stack",
                        "next": "next"}.get(rest.lower(), "?")
                if mode == "?":
                    self.say("pass, pass turn, pass end, pass combat or pass stack.", "red")
                    continue
                if mode is None:
                    if ("pass",) in opts:
                        return self._choose([("pass",)])
                    if ("done",) in opts:
                        return self._choose([("done",)])
                    self.say("You can't pass here: this must be answered.", "red")
                    continue
            elif cmd == "p":
                if ("pass",) in opts:
                    return self._choose([("pass",)])
                self.say("You can't pass here: this must be answered.", "red")
                continue
            if mode is not None:
                if ("pass",) in opts or ("done",) in opts:
                    return self._pass_until(mode)
                self.say("You can't pass here: this must be answered.", "red")
                continue
            if cmd in ("a", "attack", "b", "block") and d.kind in MULTI_KINDS:
                p = parse_declaration(rest, numbered, texts, names, "attack" if cmd[0] == "a" else "block")
                if p.error:
                    self.say(p.error, "red")
                    continue
                return self._choose(p.options + ([("done",)] if p.finish else []))
            if cmd in ("a", "attack", "b", "block"):
                self.say("Attackers and blockers are declared when the game asks for them.", "red")
                continue
            if not opts:
                if cmd.lstrip("-").isdigit() and not rest:
                    return self._choose([int(cmd)])
                self.say("Type a number, or ? for help.", "red")
                continue
            p = parse_picks(line, numbered, texts, names, multi)
            if p.error:
                self.say(p.error, "red")
                continue
            return self._choose(p.options)

    def _pass_until(self, mode: str) -> bool:
        self.stop = mode
        self.stop_turn = self.game.turn
        g = self.game
        self.declined = set(g.decision.options or ()) if g.active_player == self.me and g.step in Step.MAIN else set()
        if mode != "next":
            self.say(f"Passing until {STOPS[mode]}.", "dim")
        opts = self.game.decision.options or ()
        return self._choose([("pass",) if ("pass",) in opts else ("done",)], keep_stop=True)

    def _choose(self, choices: list, keep_stop: bool = False) -> bool:
        """Apply the choices in order, all or none: on an illegal one the game goes back to before the
        first and nothing is recorded."""
        snap = self.game.fork()
        n = len(self.record.choices)
        try:
            for c in choices:
                d = self.game.decision
                if c == ("done",) and (d is None or d.actor != self.me or c not in (d.options or ())):
                    break  # the declaration finished itself (no one else could attack or block)
                if d is None or d.actor != self.me:
                    raise IllegalActionError(f"the game moved on before {self._label(c)}")
                self.apply(c)
        except ManastackError as e:
            self.game = snap
            del self.record.choices[n:]
            self.stop = None
            self.say(f"Not allowed: {fix_text(str(e), self.names)}", "red")
            return True
        if not keep_stop:
            self.stop = None
        self.history.append((snap.fork(), n))
        self.flush_log()
        return True

    def _label(self, c: Any) -> str:
        try:
            return Board(self.game, self.me).option(c)
        except Exception:  # noqa: BLE001
            return str(c)
