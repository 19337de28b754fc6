"""URL attributes without secrets: one fail-safe policy for every URL the instrumentation records.

A URL comes from configuration or from a peer (its card, its push configurations, its error
messages), so it may carry credentials anywhere and may be hostile. The policy keeps what an
operator needs (scheme, host, port, path, which parameters were sent) and nothing that commonly
holds a secret:

- **userinfo** becomes ``REDACTED:REDACTED`` (the OpenTelemetry ``url.full`` form) in every form it
  takes: ``https://user:pw@host``, a bare ``token@host``, a gRPC target ``user:pw@host:port``,
  ``dns:///user:pw@host:port``, ``ipv4:user:pw@1.2.3.4:5``, each of several comma-separated
  addresses, and an ``@`` inside any path segment;
- **query values** all become ``REDACTED``, unless their name is on the small allow-list
  ``ALLOWED_QUERY_NAMES`` (paging and version parameters) *and* the value is short and plain;
  a parameter without ``=`` (a bare value) and a name that is not a plain identifier become
  ``REDACTED`` whole. ``&`` and ``;`` both separate parameters;
- the **fragment** is dropped (``#access_token=...`` is how OAuth's implicit flow returns tokens);
- the **path segments that are the secret** of a webhook whose URL is its credential become
  ``REDACTED``: Slack's ``hooks.slack.com/services/T…/B…/<secret>`` (and ``/workflows/``,
  ``/triggers/``), Discord's ``/api/webhooks/<id>/<token>`` (``_SECRET_PATHS``); a push
  notification's URL is often one of them. ``redact_secret_paths`` does the same for those
  webhooks written without a scheme anywhere in a free text.

Everything else is done with string splits; the one regular expression (a literal, then a run of
one character class) is linear too. A URL
attribute is cut to ``MAX_URL_LENGTH`` characters (after redaction), and only URLs of a usual length
are cached (a cache of megabyte-long keys would pin them in memory).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache, wraps
from typing import NamedTuple, TypeVar
from urllib.parse import unquote_plus, urlsplit

REDACTED = "REDACTED"
REDACTED_USERINFO = f"{REDACTED}:{REDACTED}"
MAX_URL_LENGTH = 8192
_MAX_CACHED_LENGTH = 2048

T = TypeVar("T")
# The URL parameter: `str` or `str | None`, as the decorated function declares it.
U = TypeVar("U", str, "str | None")


def _cached(function: Callable[[U], T]) -> Callable[[U], T]:
    """``lru_cache`` for URLs of a usual length; a longer one is computed every time, never kept."""
    cached = lru_cache(maxsize=256)(function)

    @wraps(function)
    def call(url: U) -> T:
        if url is not None and len(url) > _MAX_CACHED_LENGTH:
            return function(url)
        return cached(url)

    return call


def _cut(text: str) -> str:
    return text if len(text) <= MAX_URL_LENGTH else f"{text[:MAX_URL_LENGTH]}..."


# Query parameters whose values are kept (compared lowercase, after percent-decoding): paging and
# versions, which say what was asked and never authenticate. Every other value is redacted.
ALLOWED_QUERY_NAMES = frozenset(
    {
        "page",
        "page_size",
        "pagesize",
        "limit",
        "offset",
        "historylength",
        "history_length",
        "version",
        "v",
        "api-version",
        "lang",
        "locale",
        "format",
    }
)
_MAX_KEPT_LENGTH = 64
_PLAIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_PLAIN_NAME = _PLAIN | frozenset("[]")


def _plain(text: str, alphabet: frozenset[str]) -> bool:
    return 0 < len(text) <= _MAX_KEPT_LENGTH and all(character in alphabet for character in text)


def _redact_parameter(parameter: str) -> str:
    if not parameter:
        return parameter
    name, separator, value = parameter.partition("=")
    if not separator or not _plain(name, _PLAIN_NAME):
        return REDACTED  # a bare value, or a "name" that may itself be the secret
    if unquote_plus(name).lower() in ALLOWED_QUERY_NAMES and _plain(value, _PLAIN):
        return parameter
    return f"{name}={REDACTED}"


def redact_query(query: str) -> str:
    """Every value redacted but the allow-listed ones (``&`` and ``;`` both separate parameters)."""
    return "&".join(
        ";".join(_redact_parameter(parameter) for parameter in group.split(";")) for group in query.split("&")
    )


def _without_userinfo(piece: str) -> str:
    """``user:pw@host`` -> ``REDACTED:REDACTED@host``; the last ``@`` ends the userinfo."""
    before, at, host = piece.rpartition("@")
    return f"{REDACTED_USERINFO}@{host}" if at and before else piece


# Webhooks whose URL is their credential: (host, path prefix, id segments kept after it); every
# segment after those is the secret. Slack: https://api.slack.com/messaging/webhooks
# (``/services/T…/B…/<secret>``); Discord: ``/api/webhooks/<id>/<token>``.
_SECRET_PATHS = (
    ("hooks.slack.com", "/services/", 2),
    ("hooks.slack.com", "/workflows/", 2),
    ("hooks.slack.com", "/triggers/", 2),
    ("discord.com", "/api/webhooks/", 1),
    ("discordapp.com", "/api/webhooks/", 1),
)


def _secret_segments_redacted(path: str, prefix: str, kept: int) -> str | None:
    """``path`` (which starts with ``prefix``, in any case) with the segments after the ``kept`` id
    segments replaced by ``REDACTED``; ``None`` when it has none."""
    segments = path[len(prefix) :].split("/")
    if len(segments) <= kept:
        return None
    secret = [REDACTED if segment else segment for segment in segments[kept:]]
    return path[: len(prefix)] + "/".join(segments[:kept] + secret)


def _without_secret_path(head: str) -> str:
    """``https://hooks.slack.com/services/T1/B2/secret`` -> ``…/services/T1/B2/REDACTED``."""
    scheme, separator, rest = head.partition("://")
    if not separator:
        return head
    authority, slash, path = rest.partition("/")
    host = authority.rpartition("@")[2].partition(":")[0].lower()
    path = slash + path
    for known, prefix, kept in _SECRET_PATHS:
        if (host == known or host.endswith("." + known)) and path.lower().startswith(prefix):
            redacted = _secret_segments_redacted(path, prefix, kept)
            if redacted is not None:
                return f"{scheme}://{authority}{redacted}"
    return head


# The same webhooks written without a scheme (``hooks.slack.com/services/T…/B…/<secret>`` in a log
# line or a chat message): found by their host and path prefix wherever they stand in a text, the
# path read up to a space, quote, bracket, comma or semicolon. One literal, then one run of a single
# character class: linear, whatever the text.
_SCHEMELESS_SECRET_PATH = re.compile(
    "(" + "|".join(re.escape(known + prefix) for known, prefix, _ in _SECRET_PATHS) + r")([^\s'\"<>?#,;()\[\]{}]*)",
    re.IGNORECASE,
)
_KEPT_BY_PREFIX = {known + prefix: kept for known, prefix, kept in _SECRET_PATHS}
_HOSTS_OF_SECRET_PATHS = tuple(sorted({known for known, _, _ in _SECRET_PATHS}))


def _redact_schemeless_match(match: re.Match[str]) -> str:
    found = match.group(1)
    host, slash, rest = found.partition("/")
    prefix = slash + rest
    redacted = _secret_segments_redacted(prefix + match.group(2), prefix, _KEPT_BY_PREFIX[found.lower()])
    return match.group(0) if redacted is None else host + redacted


def redact_secret_paths(text: str) -> str:
    """Every webhook secret of ``_SECRET_PATHS`` in ``text`` redacted, with or without a scheme (a
    URL with one is redacted by ``redact_url`` too; doing it again changes nothing)."""
    lowered = text.lower()
    if not any(known in lowered for known in _HOSTS_OF_SECRET_PATHS):
        return text
    return _SCHEMELESS_SECRET_PATH.sub(_redact_schemeless_match, text)


def _redact_head(head: str) -> str:
    """Scheme, authority and path: userinfo redacted in the authority and in any segment (a gRPC
    target ``dns:///user:pw@host:port`` has it in its path; several addresses are comma-separated),
    and a webhook's secret path segments."""
    head = _without_secret_path(head)
    if "@" not in head:
        return head
    return "/".join(
        ",".join(_without_userinfo(address) for address in segment.split(",")) for segment in head.split("/")
    )


class ServerEndpoint(NamedTuple):
    """What the span says about where a call went."""

    url: str | None
    address: str | None
    port: int | None


@_cached
def redact_url(url: str) -> str:
    """``url`` under the policy above (and cut to ``MAX_URL_LENGTH``). Anything is accepted: a URL,
    a gRPC target, a relative reference, text that does not parse; none of it raises."""
    head, _, _fragment = url.partition("#")
    head, question, query = head.partition("?")
    redacted = _redact_head(head)
    if question:
        redacted = f"{redacted}?{redact_query(query)}"
    return _cut(redacted)


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
