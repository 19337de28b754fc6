"""Who called a SERVER span, and where: ``client.address`` / ``client.port`` (the caller) and
``server.address`` / ``server.port`` (where the serving agent was reached), as OpenTelemetry's
HTTP and RPC server conventions and the draft A2A conventions ask.

- gRPC: the SDK's call context holds the servicer context, whose ``peer()`` names the caller
  (``ipv4:10.0.0.7:51234``, ``ipv6:[::1]:51234``, ``unix:/run/agent.sock``).
- HTTP: the SDK's call context holds only the request headers, so the default call-context
  builders (one per SDK line) are wrapped to note the ASGI scope's ``client`` and ``server`` in the
  context's ``state`` under ``PEER_STATE_KEY`` (a custom builder that does not call them leaves
  the caller unknown). ``server.address`` prefers the ``Host`` header, the name the caller used,
  as the HTTP server conventions do.

Every value here comes from the network: hosts are cut to ``MAX_HOST_LENGTH`` and ports must be
1-65535, or the attribute is left out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, TypeGuard

from ..conventions import semconv as sc
from .attributes import put

PEER_STATE_KEY = "opentelemetry.instrumentation.a2a.peer"
MAX_HOST_LENGTH = 255  # a DNS name's longest; an IPv6 literal is shorter


class Peer(NamedTuple):
    client_address: str | None
    client_port: int | None
    server_address: str | None
    server_port: int | None


def is_mapping(value: Any) -> TypeGuard[Mapping[Any, Any]]:
    # A plain dict (what the SDK's call contexts hold) without the ABC check's Python-level call.
    return type(value) is dict or isinstance(value, Mapping)


def _port(value: Any) -> int | None:
    try:
        port = int(value)
    except (TypeError, ValueError):
        return None
    return port if 0 < port < 65536 else None


def _host(value: Any) -> str | None:
    if not isinstance(value, str) or not value or len(value) > MAX_HOST_LENGTH:
        return None
    return value


def _split_host_port(text: str) -> tuple[str | None, int | None]:
    """``host``, ``host:port``, ``[v6]``, ``[v6]:port``."""
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        return _host(host), _port(rest[1:]) if rest.startswith(":") else None
    host, colon, port = text.rpartition(":")
    if not colon or ":" in host:  # no port, or an IPv6 literal without brackets
        return _host(text), None
    return _host(host), _port(port)


def note_http_peer(request: Any, call_context: Any) -> None:
    """After an HTTP call-context builder: note the ASGI scope's client and server addresses."""
    scope = getattr(request, "scope", None)
    state = getattr(call_context, "state", None)
    if not is_mapping(scope) or not isinstance(state, dict):
        return
    state[PEER_STATE_KEY] = (
        *_pair(scope.get("client")),
        *_pair(scope.get("server")),
        scope.get("scheme"),
        scope.get("path"),
    )


def _pair(value: Any) -> tuple[Any, Any]:
    """An ASGI ``(host, port)``; ``None`` or anything else reads as unknown."""
    return (value[0], value[1]) if isinstance(value, (tuple, list)) and len(value) == 2 else (None, None)


def _grpc_peer(grpc_context: Any) -> tuple[str | None, int | None]:
    peer = grpc_context.peer()
    if not isinstance(peer, str):
        return None, None
    scheme, _, address = peer.partition(":")
    if scheme in ("ipv4", "ipv6"):
        return _split_host_port(address)
    if scheme.startswith("unix"):
        return _host(address), None
    return None, None


def server_peer(call_context: Any) -> Peer:
    state = getattr(call_context, "state", None)
    if not is_mapping(state):
        return Peer(None, None, None, None)
    grpc_context = state.get("grpc_context")
    if grpc_context is not None:
        client_address, client_port = _grpc_peer(grpc_context)
        return Peer(client_address, client_port, None, None)
    noted = state.get(PEER_STATE_KEY) or (None, None, None, None)
    server_address, server_port = _host(noted[2]), _port(noted[3])
    headers = state.get("headers")
    host_header = headers.get("host") if is_mapping(headers) else None
    if isinstance(host_header, str):
        named_address, named_port = _split_host_port(host_header)
        if named_address is not None:
            server_address, server_port = named_address, named_port or server_port
    return Peer(_host(noted[0]), _port(noted[1]), server_address, server_port)


def server_url(call_context: Any, peer: Peer | None = None) -> str | None:
    """``scheme://host[:port]/path`` of the HTTP request a SERVER span serves (the host the caller
    named; the ASGI path, which never holds the query): its ``url.full`` and what exclusions
    match (``peer``: ``server_peer(call_context)`` when the caller has it already); None over
    gRPC or when the call-context builder noted nothing."""
    state = getattr(call_context, "state", None)
    noted = state.get(PEER_STATE_KEY) if is_mapping(state) else None
    if not isinstance(noted, tuple) or len(noted) < 6:
        return None
    scheme, path = noted[4], noted[5]
    if peer is None:
        peer = server_peer(call_context)
    if not isinstance(scheme, str) or not isinstance(path, str) or peer.server_address is None:
        return None
    host = f"[{peer.server_address}]" if ":" in peer.server_address else peer.server_address
    port = f":{peer.server_port}" if peer.server_port is not None else ""
    return f"{scheme}://{host}{port}{path}"


def peer_attributes(attributes: dict[str, Any], peer: Peer) -> None:
    # Through `put`, as every peer value: made exportable and bounded (bounds.py).
    put(attributes, sc.CLIENT_ADDRESS, peer.client_address)
    put(attributes, sc.CLIENT_PORT, peer.client_port)
    put(attributes, sc.SERVER_ADDRESS, peer.server_address)
    put(attributes, sc.SERVER_PORT, peer.server_port)
