"""The ASGI application (Starlette): the lobby's HTTP API, the pages, and one WebSocket per client.

HTTP: ``GET /`` the lobby page, ``GET /game/{id}`` the table page, ``GET /api/decks`` the built-in
decks and computer players, ``POST /api/decklist`` checks a pasted decklist, ``POST /api/games``
creates a game (returns the creator's seat token), ``GET /api/games`` lists games, ``POST
/api/games/{id}/join`` takes an open seat, ``GET /api/card?name=`` a card's Oracle text (public card
data, no game information). WebSocket: ``/ws/{id}`` speaks :mod:`.protocol`."""
from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..cards.database import CardDatabase, default_database
from .lobby import (COMMANDER_FORMATS, LobbyError, agent_catalogue, check_decklist, clean_name, commander_catalogue,
                    deck_catalogue, format_problems, parse_request)
from .protocol import ProtocolError, RateLimiter, parse
from .rooms import Connection, Hub
from .serialize import SPECTATOR
from .store import Store

STATIC = Path(__file__).parent / "static"
MAX_BODY = 64 * 1024
log = logging.getLogger("manastack.server")

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; connect-src 'self'; "
                               "style-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _error(status: int, problems: list[str] | str) -> JSONResponse:
    problems = [problems] if isinstance(problems, str) else problems
    return JSONResponse({"error": "; ".join(problems), "problems": problems}, status_code=status)


async def _json_body(request: Request):
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise LobbyError([f"request body over {MAX_BODY} bytes"])
    try:
        return json.loads(body or b"{}")
    except ValueError as e:
        raise LobbyError([f"invalid JSON: {e}"]) from None


def create_app(store: str | Path, db: CardDatabase | None = None, *, agent_delay: float = 0.0,
               rate: float = 10.0, burst: int = 30, restore: bool = True, idle_limit: float | None = None,
               clock=time.time) -> Starlette:
    """The server. ``store``: the SQLite file of games; ``db``: the card database (default: the installed
    one, else the built-in starter pool); ``agent_delay``: seconds between a computer player's moves;
    ``rate``/``burst``: messages per second a connection may send; ``idle_limit``: seconds a game may wait
    on a person's seat nobody is connected to (and an open seat may stay unfilled) before that seat
    concedes (104.3a; None: forever); ``clock``: the time source of the idle limit (tests inject one)."""
    if db is None:
        db = default_database()
    state = {}

    @asynccontextmanager
    async def lifespan(app):
        hub = Hub(Store(store), db, agent_delay=agent_delay, idle_limit=idle_limit, clock=clock)
        app.state.hub = hub
        state["hub"] = hub
        if restore:
            n = await hub.restore()
            if n:
                log.info("restored %d unfinished game(s) from %s", n, store)
        sweeper = asyncio.create_task(hub.sweeper()) if idle_limit else None
        try:
            yield
        finally:
            if sweeper is not None:
                sweeper.cancel()
            await hub.close()

    def hub() -> Hub:
        return state["hub"]

    async def page_lobby(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=SECURITY_HEADERS)

    async def page_table(request: Request) -> Response:
        return FileResponse(STATIC / "table.html", headers=SECURITY_HEADERS)

    async def api_decks(request: Request) -> Response:
        cmd = await hub().run(commander_catalogue, db)
        return JSONResponse({"decks": deck_catalogue(db), "agents": agent_catalogue(),
                             "modes": [{"mode": "1v1", "seats": 2}, {"mode": "ffa4", "seats": 4}],
                             "formats": list(COMMANDER_FORMATS) if cmd else [], "commander_decks": cmd})

    async def api_decklist(request: Request) -> Response:
        try:
            body = await _json_body(request)
            text = body.get("decklist") if isinstance(body, dict) else None
            fmt = (body.get("format") or None) if isinstance(body, dict) else None
            if fmt is not None and fmt not in COMMANDER_FORMATS:
                raise LobbyError([f"format must be one of {', '.join(COMMANDER_FORMATS)} (or none)"])
            dl, unsupported = await hub().run(check_decklist, text, hub().pool)
            illegal, unknown = await hub().run(format_problems, dl, fmt, db)
        except LobbyError as e:
            return _error(400, e.problems)
        return JSONResponse({"ok": not unsupported and not illegal, "cards": dl.count("main"),
                             "sideboard": dl.count("sideboard"), "commanders": dl.names("commander"),
                             "format": fmt, "unsupported": unsupported, "illegal": illegal, "unknown": unknown})

    async def api_create(request: Request) -> Response:
        try:
            body = await _json_body(request)
            spec = await hub().run(parse_request, body, hub().pool, random.SystemRandom().randrange(1 << 31))
            gid, tokens = await hub().create(spec)
        except LobbyError as e:
            return _error(400, e.problems)
        seat, token = next(iter(tokens.items()), (None, None))
        return JSONResponse({"game": gid, "seat": seat, "token": token, "url": f"/game/{gid}",
                             "watch": f"/game/{gid}?watch=1"})

    async def api_games(request: Request) -> Response:
        return JSONResponse({"games": hub().listing()})

    async def api_join(request: Request) -> Response:
        gid = request.path_params["gid"]
        try:
            body = await _json_body(request)
            name = clean_name(body.get("name") if isinstance(body, dict) else None, "")
            seat, token = await hub().join(gid, name)
        except LobbyError as e:
            return _error(409, e.problems)
        except ProtocolError:
            return _error(404, f"no game {gid!r}")
        return JSONResponse({"game": gid, "seat": seat, "token": token})

    async def api_card(request: Request) -> Response:
        name = request.query_params.get("name", "")[:200]
        card = db.find(name) if name else None
        if card is None:
            return _error(404, f"no card named {name!r}")
        faces = [{"name": f.name, "mana_cost": f.mana_cost, "type_line": f.type_line, "text": f.text,
                  "power": f.power, "toughness": f.toughness, "loyalty": f.loyalty} for f in card.faces]
        return JSONResponse({"name": card.name, "faces": faces}, headers={"Cache-Control": "max-age=3600"})

    async def ws_game(ws: WebSocket) -> None:
        gid = ws.path_params["gid"]
        await ws.accept()
        try:
            room = await hub().room(gid)
        except Exception:  # noqa: BLE001 - an unreadable stored game: say so, don't crash the server
            log.exception("game %s could not be loaded", gid)
            room = None
        if room is None:
            await ws.send_text(json.dumps(ProtocolError("no_game", f"no game {gid[:40]!r}").to_message()))
            await ws.close(4404)
            return
        conn = Connection(ws.send_text, lambda code: ws.close(code))
        limiter = RateLimiter(rate, burst)
        room.conns.add(conn)
        room.touch()
        try:
            while True:
                msg = await ws.receive()
                if msg["type"] == "websocket.disconnect":
                    break
                raw = msg.get("text")  # a binary frame leaves this None: parse() refuses it
                if not limiter.allow():
                    if limiter.exhausted:
                        conn.push(ProtocolError("rate_limited", "still flooding: disconnected").to_message())
                        await conn.drain_and_stop()
                        await ws.close(1008)
                        break
                    conn.push(ProtocolError("rate_limited").to_message())
                    continue
                m = None
                try:
                    m = parse(raw)
                    if m.type == "ping":
                        conn.push({"type": "pong"})
                    elif m.type in ("auth", "watch"):
                        if conn.seat is not None:
                            raise ProtocolError("malformed", "this connection already has its seat")
                        conn.seat = room.authenticate(m.token) if m.type == "auth" else SPECTATOR
                        seat = room.seats[conn.seat] if conn.seat != SPECTATOR else None
                        conn.push({"type": "hello", "game": room.id, "seat": conn.seat,
                                   "role": "player" if seat else "spectator",
                                   "next_seq": seat.last_seq + 1 if seat else None})
                        await room.send_state(conn)
                        room.announce_seats()
                    else:
                        await room.handle(conn, m)
                except ProtocolError as e:
                    conn.push(e.to_message(m.seq if m is not None else None))
        except WebSocketDisconnect:
            pass
        finally:
            room.conns.discard(conn)
            room.touch()
            conn.dead = True
            conn.writer.cancel()
            room.announce_seats()

    routes = [
        Route("/", page_lobby),
        Route("/game/{gid}", page_table),
        Route("/api/decks", api_decks),
        Route("/api/decklist", api_decklist, methods=["POST"]),
        Route("/api/games", api_games, methods=["GET"]),
        Route("/api/games", api_create, methods=["POST"]),
        Route("/api/games/{gid}/join", api_join, methods=["POST"]),
        Route("/api/card", api_card),
        WebSocketRoute("/ws/{gid}", ws_game),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
