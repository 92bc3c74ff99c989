"""The game server: FastAPI + uvicorn, one writer per table, WebSocket play (docs/server.md).

Import ``marsmatch.server.app.create_app`` and ``marsmatch.server.config.Settings``; this
package itself imports nothing, so the command line starts without loading FastAPI.
"""
