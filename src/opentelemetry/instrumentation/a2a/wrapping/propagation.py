"""Trace context across the agent hop.

The a2a-sdk sends no ``traceparent``. Client side, each wrapper hands the SDK a *copy* of the
call's ``ClientCallContext`` with a carrier the adapter wires into the request (HTTP headers, or
gRPC metadata on 1.x), and the global propagator writes the A2A span's context into it
(``traceparent``, ``tracestate``, ``baggage``: whatever the configured propagators carry). The
sampled flag is the span's own: nothing is forced.

Server side, a SERVER span nests under the span already current when an HTTP or gRPC server
instrumentation made one (it read the same headers); otherwise it is parented to the context
extracted from the request's headers or gRPC metadata.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opentelemetry import context as context_api
from opentelemetry import propagate, trace

from ..conventions.semconv import TransportValues
from ..telemetry.peers import is_mapping


def inject(carrier: dict[str, str], context: context_api.Context) -> None:
    propagate.inject(carrier, context=context)


def _incoming_headers(call_context: Any) -> Mapping[str, str] | None:
    state = getattr(call_context, "state", None) or {}
    headers = state.get("headers")  # HTTP: set by the SDK's default context builders
    if is_mapping(headers):
        return headers
    grpc_context = state.get("grpc_context")
    if grpc_context is not None:
        return {key: value for key, value in grpc_context.invocation_metadata() or () if isinstance(value, str)}
    return None


def server_parent(call_context: Any) -> context_api.Context:
    current = context_api.get_current()
    if trace.get_current_span(current).get_span_context().is_valid:
        return current
    headers = _incoming_headers(call_context)
    return propagate.extract(headers, context=current) if headers else current


def server_transport(call_context: Any) -> str | None:
    """How the request arrived, from what the SDK's context builders record."""
    state = getattr(call_context, "state", None) or {}
    if "grpc_context" in state:
        return TransportValues.GRPC
    if "method" in state:  # the JSON-RPC apps record the JSON-RPC method
        return TransportValues.JSONRPC
    if "headers" in state:
        return TransportValues.HTTP_JSON
    return None
