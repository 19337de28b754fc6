"""SERVER spans for the a2a-sdk request handlers' ``on_*`` methods.

The request handler sits behind every transport the SDK serves (its JSON-RPC and HTTP+JSON apps,
its gRPC servicer), so one wrapper per ``on_*`` method covers them all. Spans carry the same
names and vocabulary as the client's, from the serving agent's side: its own card's name is the
agent name, and the request's transport is read from the SDK's call context. Each span is
parented to the caller's context (see ``propagation.server_parent``), and the agent executor,
which the SDK starts inside the handler call, runs under it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import SpanKind

from opentelemetry import context as context_api

from ..conventions import semconv as sc
from ..detection.detections import evaluate_indicators
from ..hygiene import bounds
from ..hygiene.safety import guarded
from ..hygiene.urls import server_endpoint
from ..sdk.views import RequestView
from ..telemetry.attributes import put, request_attributes
from ..telemetry.operations import OPERATIONS, Operation
from ..telemetry.outcome import SERVER_TRANSPORT
from ..telemetry.peers import note_http_peer, peer_attributes, server_peer, server_url
from .patching import WrapPoint
from .propagation import server_parent, server_transport
from .push import SERVING_AGENT
from .streams import ExchangeCall, MessageExchange, traced_exchange, traced_unary_exchange
from .wrappers import Begun, Wrappers


def _call_context(args: tuple, kwargs: dict) -> Any:
    # on_*(params, context=None)
    return args[1] if len(args) > 1 else kwargs.get("context")


class _Prepared(NamedTuple):
    name: str
    attributes: dict[str, Any]
    parent: context_api.Context
    request: RequestView | None
    params: Any


class ServerInstrumentation(Wrappers):
    """The server wrappers of one ``instrument()`` call, bound to its tracer and SDK adapter."""

    kind = SpanKind.SERVER

    def wrap_points(self) -> list[WrapPoint]:
        adapter = self._adapter
        # Points this SDK install lacks (a release without the method, a module behind an absent
        # extra) are skipped when they are resolved (patching.Patcher).
        points: list[WrapPoint] = [
            (module, name, self._note_http_peer) for module, name in adapter.HTTP_CALL_CONTEXT_BUILDERS
        ]
        for module, class_name in adapter.SERVER_HANDLERS:
            for name, method in adapter.SERVER_METHODS.items():
                operation = OPERATIONS[method]
                if not operation.exchange:
                    wrapper = self._unary_wrapper(operation)
                elif method == sc.MethodValues.MESSAGE_SEND:
                    wrapper = self._send_wrapper(operation)
                else:
                    wrapper = self._stream_wrapper(operation)
                points.append((module, f"{class_name}.{name}", wrapper))
        return points

    @staticmethod
    def _note_http_peer(wrapped, instance, args, kwargs):
        """An HTTP call-context builder's ``build(request)``: its context, with the caller noted."""
        call_context = wrapped(*args, **kwargs)
        request = args[0] if args else kwargs.get("request")
        guarded("noting the caller's address", note_http_peer, request, call_context)
        return call_context

    # -- shared ---------------------------------------------------------------------------------

    def _excluded_request(self, operation: Operation, args: tuple, kwargs: dict) -> bool:
        if self._exclusions is None:
            return False
        return self._excluded(operation.method, server_url(_call_context(args, kwargs)))

    def _prepare(self, operation: Operation, handler: Any, args: tuple, kwargs: dict) -> _Prepared:
        call_context = _call_context(args, kwargs)
        agent_name = self._adapter.server_agent_name(handler)
        attributes: dict[str, Any] = {sc.AITF_A2A_METHOD: operation.method}
        if self._naming.wants_agent:
            self._agent_facts(attributes, self._adapter.server_card(handler))
        if agent_name is not None:  # the serving agent's own card: still a string nobody bounded
            attributes[sc.AITF_A2A_AGENT_NAME] = bounds.identifier(agent_name)
        transport = server_transport(call_context)
        if transport is not None:
            attributes[sc.AITF_A2A_TRANSPORT] = transport
        peer = guarded("reading the caller's address", server_peer, call_context)
        if peer is not None:
            peer_attributes(attributes, peer)
            # The URL the caller reached (HTTP): scheme, the host it named, port, path; no query.
            reached = server_url(call_context, peer)
            if reached is not None:
                put(attributes, sc.URL_FULL, server_endpoint(reached).url)
        params = args[0] if args else kwargs.get("params")
        request = guarded("reading a request", self._adapter.describe_request, params)
        if request is not None:
            request_attributes(attributes, request)
            self._naming.request(attributes, request)
        parent = server_parent(call_context)
        if transport is not None:
            parent = context_api.set_value(SERVER_TRANSPORT, transport, parent)
        if agent_name is not None:
            # What runs for this request (push deliveries among it) knows which agent serves it.
            parent = context_api.set_value(SERVING_AGENT, agent_name, parent)
        return _Prepared(self._span_name(operation, agent_name), attributes, parent, request, params)

    # -- one request, one result ----------------------------------------------------------------

    def _unary_wrapper(self, operation: Operation) -> Callable[..., Awaitable[Any]]:
        return self._call_wrapper(
            lambda handler, args, kwargs: self._begin(operation, handler, args, kwargs),
            self._on_result(operation.method),
            self._on_error(operation.method),
        )

    def _begin(self, operation: Operation, handler: Any, args: tuple, kwargs: dict) -> Begun | None:
        if self._excluded_request(operation, args, kwargs):
            return None
        prepared = self._prepare(operation, handler, args, kwargs)
        span = self._start(prepared.name, prepared.attributes, prepared.parent)
        evaluate_indicators(self._detector, "request", span, operation.method, prepared.params)
        return Begun(span, prepared.parent, kwargs, self._measure(prepared.attributes), prepared.params)

    # -- message exchanges ----------------------------------------------------------------------

    def _exchange_start(
        self, operation: Operation, handler: Any, args: tuple, kwargs: dict, streaming: bool
    ) -> Callable[[], MessageExchange] | None:
        if self._excluded_request(operation, args, kwargs):
            return None
        name, attributes, parent, request, params = self._prepare(operation, handler, args, kwargs)
        adapter = self._adapter
        # Server-side results and stream items are the SDK's events themselves.
        readers = self._readers(adapter.describe_event, adapter.wire_event, adapter.event_content)
        call = ExchangeCall(operation.method, streaming, params, request)
        return self._exchange_starter(name, attributes, parent, call, readers)

    def _send_wrapper(self, operation: Operation) -> Callable[..., Awaitable[Any]]:
        async def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return await wrapped(*args, **kwargs)
            start = guarded("preparing a message span", self._exchange_start, operation, instance, args, kwargs, False)
            if start is None:
                return await wrapped(*args, **kwargs)
            return await traced_unary_exchange(lambda: wrapped(*args, **kwargs), start)

        return wrapper

    def _stream_wrapper(self, operation: Operation) -> Callable[..., Any]:
        def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return wrapped(*args, **kwargs)
            start = guarded("preparing a message span", self._exchange_start, operation, instance, args, kwargs, True)
            inner = wrapped(*args, **kwargs)
            return inner if start is None else traced_exchange(inner, start)

        return wrapper
