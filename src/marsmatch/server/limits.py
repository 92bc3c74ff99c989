"""Bounds on what clients may send and how often (the numbers live in ``config.Settings``).

* :func:`loads_bounded`: JSON with a bounded nesting depth, integers of bounded size and no
  NaN/Infinity, so nothing a client sends can crash the parser, the database driver or a
  recursion later on;
* :class:`BodyLimit`: an ASGI middleware that refuses a request body over the limit (413)
  and JSON over the depth or integer bounds (400) before any route sees it;
* :class:`TokenBucket`: messages per second per socket; :class:`Window`: events per key
  per minute (tables created per client address); :class:`Counter`: live sockets per key.

Every refusal is a clear error: an error frame on a socket, a 413/429 with a message over
HTTP, never a hang.
"""

from __future__ import annotations

import email.message
import ipaddress
import json
import time
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from ..records import LimitError, check_depth, loads_bounded
from .config import Settings

__all__ = ["BodyLimit", "Counter", "LimitError", "TokenBucket", "Window", "check_depth",
           "loads_bounded"]


class TokenBucket:
    """``rate`` tokens a second up to ``burst``; :meth:`take` says whether one was there."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Window:
    """At most ``limit`` events per key in any ``seconds``-long window (sliding log)."""

    def __init__(self, limit: int, seconds: float = 60.0, kind: str = "") -> None:
        self.limit = limit
        self.seconds = seconds
        self.kind = kind  # its name in the shared windows (``Store.take``)
        self._events: dict[str, deque[float]] = defaultdict(deque)

    def retry_after(self, key: str) -> float:
        """0 if an event for ``key`` may happen now (and counts it), else seconds to wait."""
        now = time.monotonic()
        q = self._events[key]
        while q and q[0] <= now - self.seconds:
            q.popleft()
        if len(q) >= self.limit:
            return q[0] + self.seconds - now
        q.append(now)
        if len(self._events) > 10000:  # forget idle keys now and then
            for k in [k for k, v in self._events.items() if not v or v[-1] <= now - self.seconds]:
                del self._events[k]
        return 0.0


class Counter:
    """Live things per key (sockets per client address)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def add(self, key: str) -> int:
        self.counts[key] = n = self.counts.get(key, 0) + 1
        return n

    def remove(self, key: str) -> None:
        n = self.counts.get(key, 0) - 1
        if n <= 0:
            self.counts.pop(key, None)
        else:
            self.counts[key] = n


Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class BodyLimit:
    """ASGI middleware: HTTP request bodies of at most ``max_body_bytes`` (413), and JSON
    bodies within the depth and integer bounds (400), checked before any route runs."""

    def __init__(self, app: Any, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        limit = self.settings.max_body_bytes
        headers = dict(scope.get("headers") or ())
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            await _refuse(send, 413, "too_large",
                          f"a request body is at most {limit} bytes")
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await _refuse(send, 413, "too_large", f"a request body is at most {limit} bytes")
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        if body and parsed_as_json(headers.get(b"content-type")):
            try:
                loads_bounded(body, self.settings.max_json_depth, self.settings.max_int_digits)
            except LimitError as exc:
                await _refuse(send, 413 if exc.code == "too_large" else 400, exc.code,
                              exc.message)
                return
            except ValueError:
                pass  # not JSON at all: the route says so (422)
        sent = False

        async def replay() -> MutableMapping[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


def address_key(host: str | None) -> str:
    """The key a client address counts under for the per-address bounds: an IPv4 address
    as it is, an IPv6 address by its /64 network (one subscriber's whole allocation: one
    host may take any of its 2**64 addresses), an IPv4-mapped IPv6 one as the IPv4."""
    if not host:
        return "?"
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def parsed_as_json(content_type: bytes | None) -> bool:
    """Whether a route reads a body of this ``Content-Type`` as JSON: FastAPI's own rule
    (no type given, ``application/json`` or ``application/*+json``) on the media type
    parsed as RFC 9110 8.3.1 says (case-insensitive, parameters ignored), so
    ``Application/JSON; charset=UTF-8`` is bounded like ``application/json``. Any type
    that names JSON at all is bounded too: a stricter check costs nothing."""
    if not content_type:
        return True
    text = content_type.decode("latin-1")
    message = email.message.Message()
    message["content-type"] = text
    subtype = message.get_content_subtype()
    return (message.get_content_maintype() == "application"
            and (subtype == "json" or subtype.endswith("+json"))) or "json" in text.lower()


async def _refuse(send: Send, status: int, code: str, message: str,
                  headers: list[tuple[bytes, bytes]] | None = None) -> None:
    payload = json.dumps({"error": {"code": code, "message": message}}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(payload)).encode()),
                            (b"connection", b"close"), *(headers or [])]})
    await send({"type": "http.response.body", "body": payload})
