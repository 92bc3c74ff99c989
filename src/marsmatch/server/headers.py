"""Security headers on every HTTP answer (the red team found none): what a browser may
load and run on the server's pages, that no other site may frame them, and that no answer
is read as another type than it says.

The client and the decision pages load only their own files (an inline ``<style>`` on the
decision pages, style attributes in the client: styles may be inline, scripts never).
The API's own documentation (``/docs``, ``/redoc``) is FastAPI's page, which loads Swagger
UI from its CDN with an inline script: those two paths get a policy that allows exactly
that.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any


def _sha256(source: str) -> str:
    return base64.b64encode(hashlib.sha256(source.encode()).digest()).decode()


CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "img-src 'self' data: https://fastapi.tiangolo.com https://cdn.redoc.ly; "
            "worker-src blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            "frame-ancestors 'none'")
DOCS = ("/docs", "/redoc")
#: a decision page: the one inline handler it has (its print button), by its hash
PRINTABLE_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-hashes' "
                            f"'sha256-{_sha256('window.print()')}'")

COMMON = [(b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY"),
          (b"referrer-policy", b"no-referrer"),
          (b"cross-origin-opener-policy", b"same-origin")]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]


class SecurityHeaders:
    """ASGI middleware: the headers above on every HTTP response (errors included)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]],
                       send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        policy = (DOCS_CSP if path.startswith(DOCS) else CSP).encode()

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                have = {k.lower() for k, _ in message.get("headers", ())}
                extra = [(k, v) for k, v in
                         [*COMMON, (b"content-security-policy", policy)] if k not in have]
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, with_headers)
