"""URL attributes without secrets.

Telemetry must never carry credentials: userinfo becomes ``REDACTED:REDACTED`` and the values of
query parameters that commonly hold secrets become ``REDACTED`` (the OpenTelemetry `url.full`
convention, extended with the keys API gateways and agent platforms use in the field).

A URL comes from a peer (its card, its error messages), so it may be hostile: a URL attribute is
cut to ``MAX_URL_LENGTH`` characters (after redaction), and only URLs of a usual length are cached
(a cache of megabyte-long keys would pin them in memory).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from typing import NamedTuple, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

REDACTED = "REDACTED"
MAX_URL_LENGTH = 8192
_MAX_CACHED_LENGTH = 2048

T = TypeVar("T")


def _cached(function: Callable[[str | None], T]) -> Callable[[str | None], T]:
    """``lru_cache`` for URLs of a usual length; a longer one is computed every time, never kept."""
    cached = lru_cache(maxsize=256)(function)

    @wraps(function)
    def call(url: str | None) -> T:
        if url is not None and len(url) > _MAX_CACHED_LENGTH:
            return function(url)
        return cached(url)

    return call


def _cut(text: str) -> str:
    return text if len(text) <= MAX_URL_LENGTH else f"{text[:MAX_URL_LENGTH]}..."


# Compared lowercase. The first four are the OpenTelemetry convention's list; the rest are
# parameter names that carry keys, tokens or signatures in practice.
_SECRET_QUERY_KEYS = frozenset(
    key.lower()
    for key in (
        "AWSAccessKeyId",
        "Signature",
        "sig",
        "X-Goog-Signature",
        "X-Amz-Signature",
        "X-Amz-Credential",
        "X-Amz-Security-Token",
        "api_key",
        "apikey",
        "api-key",
        "key",
        "token",
        "access_token",
        "id_token",
        "refresh_token",
        "auth",
        "authorization",
        "password",
        "passwd",
        "secret",
        "client_secret",
        "signature",
        "code",
        "session",
        "sessionid",
    )
)


class ServerEndpoint(NamedTuple):
    """What the span says about where a call went."""

    url: str | None
    address: str | None
    port: int | None


@_cached
def redact_url(url: str) -> str:
    """``url`` with userinfo and secret query values redacted (and cut to ``MAX_URL_LENGTH``).

    Input that does not parse as a URL is returned as it is, unless it holds an ``@`` (possible
    userinfo): then only ``REDACTED`` is returned."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return _cut(url) if "@" not in url else REDACTED
    netloc = parts.netloc
    if "@" in netloc:
        netloc = f"{REDACTED}:{REDACTED}@{netloc.rsplit('@', 1)[1]}"
    query = parts.query
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        if any(key.lower() in _SECRET_QUERY_KEYS for key, _ in pairs):
            query = urlencode(
                [(key, REDACTED if key.lower() in _SECRET_QUERY_KEYS else value) for key, value in pairs],
                safe="/:",
            )
    return _cut(urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment)))


@_cached
def server_endpoint(url: str | None) -> ServerEndpoint:
    """Redacted URL, host and port of ``url`` (the scheme's default port when none is written)."""
    if not url:
        return ServerEndpoint(None, None, None)
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return ServerEndpoint(redact_url(url), None, None)
    if port is None:
        port = {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(parts.scheme)
    return ServerEndpoint(redact_url(url), _cut(parts.hostname) if parts.hostname else None, port)


@_cached
def url_origin(url: str | None) -> str | None:
    """``scheme://host[:port]`` of ``url``: never its userinfo, path or query (they may hold tokens)."""
    if not url:
        return None
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    if not parts.scheme or not parts.hostname:
        return None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return _cut(f"{parts.scheme}://{host}" + (f":{port}" if port is not None else ""))


@_cached
def grpc_target_endpoint(target: str | None) -> ServerEndpoint:
    """A gRPC target (``host:port``, ``dns:///host:port``, ``ipv4:host:port``) is not a URL: it gives
    an address and a port, and no ``url.full``."""
    if not target:
        return ServerEndpoint(None, None, None)
    rest = target
    for prefix in ("dns:///", "dns:", "ipv4:", "ipv6:"):
        if rest.startswith(prefix):
            rest = rest[len(prefix) :]
            break
    rest = rest.rsplit("@", 1)[-1].split(",", 1)[0]  # no userinfo; the first of several addresses
    host, separator, port = rest.rpartition(":")
    if not separator or "]" in port:
        return ServerEndpoint(None, _cut(rest.strip("[]")) or None, None)
    return ServerEndpoint(
        None, _cut(host.strip("[]")) or None, int(port) if port.isascii() and port.isdigit() and len(port) < 6 else None
    )
