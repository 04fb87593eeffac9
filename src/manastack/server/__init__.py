"""The game server: play in a browser against computer players or friends (``manastack serve``).

A thin layer over :class:`manastack.Game`: the lobby builds games, every seat's client receives only
a serialisation of ``game.view(seat)`` (:mod:`.serialize`), answers decisions over a WebSocket
(:mod:`.protocol`), and every applied action is stored in SQLite (:mod:`.store`). Needs the ``server``
extra (Starlette and uvicorn). See docs/server.md."""
from .app import create_app

__all__ = ["create_app"]
