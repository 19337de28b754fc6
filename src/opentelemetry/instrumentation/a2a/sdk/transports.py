"""Which transport a client uses, and its URL: the same on both SDK lines."""

from __future__ import annotations

from typing import Any

from ..conventions.semconv import TransportValues

# Transport classes of both lines, by name (0.3 and 1.x; 1.x `Compat*` speak A2A v0.3 on the wire).
_TRANSPORT_BY_CLASS_NAME = {
    "JsonRpcTransport": TransportValues.JSONRPC,
    "CompatJsonRpcTransport": TransportValues.JSONRPC,
    "RestTransport": TransportValues.HTTP_JSON,
    "CompatRestTransport": TransportValues.HTTP_JSON,
    "GrpcTransport": TransportValues.GRPC,
    "CompatGrpcTransport": TransportValues.GRPC,
}


def innermost_transport(transport: Any) -> Any:
    # 1.x wraps the transport in a TenantTransportDecorator when the interface has a tenant.
    for _ in range(4):
        inner = getattr(transport, "_base", None)
        if inner is None:
            break
        transport = inner
    return transport


def transport_kind(transport: Any) -> str | None:
    return _TRANSPORT_BY_CLASS_NAME.get(type(innermost_transport(transport)).__name__)


def transport_url(transport: Any) -> str | None:
    url = getattr(innermost_transport(transport), "url", None)
    return url if isinstance(url, str) else None
