"""CLIENT spans for the a2a-sdk client: ``A2ACardResolver`` and ``BaseClient``.

``BaseClient`` is the SDK's only ``Client`` implementation on both lines and sits above every
transport (JSON-RPC, HTTP+JSON, gRPC), so wrapping it covers them all and we never wrap a
transport for spans. Each wrapper checks ``is_instrumentation_enabled()`` first, prepares its
span under ``guarded`` (a failure there means: call through, untraced), injects the span's
context into a copy of the call's context (``propagation``), presents the request and the
response to the OATF indicators when there are any (``detections``), and lets the SDK's result
or exception pass unchanged.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import Span, SpanKind

from opentelemetry import context as context_api

from ..conventions import semconv as sc
from ..detection.detections import evaluate_indicators
from ..hygiene.safety import guarded
from ..hygiene.urls import redact_url
from ..telemetry.attributes import (
    card_attributes,
    endpoint_attributes,
    request_attributes,
    target_attributes,
)
from ..telemetry.operations import OPERATIONS, Operation
from .calls import run_in_span
from .patching import WrapPoint
from .propagation import inject
from .streams import ExchangeCall, MessageExchange, traced_exchange
from .wrappers import Begun, Wrappers

_Attributes = dict[str, Any]


def _first_argument(args: tuple, kwargs: dict) -> Any:
    return args[0] if args else kwargs.get("request")


class ClientInstrumentation(Wrappers):
    """The client wrappers of one ``instrument()`` call."""

    kind = SpanKind.CLIENT

    def wrap_points(self) -> list[WrapPoint]:
        adapter = self._adapter
        client = adapter.BASE_CLIENT_MODULE
        points: list[WrapPoint] = [
            (adapter.CARD_RESOLVER_MODULE, "A2ACardResolver.get_agent_card", self._get_agent_card),
            (client, f"BaseClient.{adapter.EXTENDED_CARD_METHOD}", self._get_extended_card),
            (client, "BaseClient.send_message", self._exchange_wrapper(None)),
        ]
        for name, method in adapter.CLIENT_METHODS.items():
            operation = OPERATIONS[method]
            wrapper = self._exchange_wrapper(operation) if operation.exchange else self._unary_wrapper(operation)
            points.append((client, f"BaseClient.{name}", wrapper))
        points += [(module, name, _with_trace_metadata) for module, name in adapter.GRPC_METADATA_HOOKS]
        return points

    # -- shared ---------------------------------------------------------------------------------

    def _with_carrier(self, kwargs: dict) -> tuple[dict, dict[str, str] | None]:
        """The call's kwargs with a copied context that carries trace headers, and that carrier."""
        call_kwargs = dict(kwargs)
        carrier = guarded("adding trace context to a call", self._adapter.with_trace_carrier, call_kwargs)
        return (call_kwargs, carrier) if carrier is not None else (kwargs, None)

    # -- one request, one result ----------------------------------------------------------------

    def _unary_wrapper(self, operation: Operation) -> Callable[..., Awaitable[Any]]:
        return self._call_wrapper(
            lambda client, args, kwargs: self._begin_unary(operation, client, args, kwargs),
            self._on_result(operation.method),
            self._on_error(operation.method),
        )

    def _begin_unary(self, operation: Operation, client: Any, args: tuple, kwargs: dict) -> Begun:
        """Everything before the call, in one guarded step: the span and the call's kwargs."""
        target = self._adapter.client_target(client)
        attributes = target_attributes(target, operation.method)
        raw_request = _first_argument(args, kwargs)
        # The request's details are optional: the span is worth having without them.
        request = guarded("reading the request", self._adapter.describe_request, raw_request)
        if request is not None:
            request_attributes(attributes, request)
            self._naming.request(attributes, request)
        span = self._start(self._span_name(operation, target.agent_name), attributes)
        call_kwargs, carrier = self._with_carrier(kwargs)
        self._inject(carrier, span, None)
        evaluate_indicators(self._detector, "request", span, operation.method, raw_request)
        return Begun(span, None, call_kwargs, self._measure(attributes), raw_request)

    # -- message exchanges: send/stream, resubscribe/subscribe -------------------------------------

    def _exchange_wrapper(self, operation: Operation | None) -> Callable[..., Any]:
        """``operation`` None: ``send_message``, whose operation depends on what goes over the wire."""

        def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return wrapped(*args, **kwargs)
            start = guarded("preparing a message span", self._prepare_exchange, operation, instance, args, kwargs)
            if start is None:
                return wrapped(*args, **kwargs)
            call_kwargs, carrier = self._with_carrier(kwargs)
            # Calling an async generator does no I/O: the span starts at the first item, and the
            # carrier is filled then, before the SDK reads it to build the request.
            return traced_exchange(wrapped(*args, **call_kwargs), lambda: start(carrier))

        return wrapper

    def _prepare_exchange(
        self, operation: Operation | None, client: Any, args: tuple, kwargs: dict
    ) -> Callable[[dict[str, str] | None], MessageExchange]:
        adapter = self._adapter
        streaming = adapter.uses_streaming(client)
        if operation is None:
            operation = OPERATIONS[sc.MethodValues.MESSAGE_STREAM if streaming else sc.MethodValues.MESSAGE_SEND]
        target = adapter.client_target(client)
        attributes = target_attributes(target, operation.method)
        raw_request = _first_argument(args, kwargs)
        # The request's details are optional: the span is worth having without them.
        request = guarded("reading the request", adapter.describe_request, raw_request)
        if request is not None:
            request_attributes(attributes, request)
            self._naming.request(attributes, request)
        return self._exchange_starter(
            self._span_name(operation, target.agent_name),
            attributes,
            context_api.get_current(),
            ExchangeCall(operation.method, streaming, raw_request, request),
            self._readers(adapter.describe_item, adapter.wire_item, adapter.item_content),
        )

    # -- discovery ------------------------------------------------------------------------------

    def _on_card(self, method: str, transport: str | None = None) -> Callable[[Span, Any], _Attributes]:
        def on_card(span: Span, card: Any) -> _Attributes:
            if not span.is_recording():
                # Sampled out: a card's attributes only feed the span (metrics keep no card field).
                evaluate_indicators(self._detector, "card", span, method, card)
                return {}
            attributes: _Attributes = {}
            card_view = self._adapter.describe_card(card)
            card_attributes(attributes, card_view)
            self._naming.card(attributes, card_view)
            if transport is not None:
                # The card names its preferred transport; this call went over the client's.
                attributes[sc.AITF_A2A_TRANSPORT] = transport
            attributes = self._naming(attributes)
            span.set_attributes(attributes)
            evaluate_indicators(self._detector, "card", span, method, card)
            return attributes

        return on_card

    async def _get_agent_card(self, wrapped, instance, args, kwargs):
        if not is_instrumentation_enabled():
            return await wrapped(*args, **kwargs)
        attributes = guarded("preparing a discovery span", self._discovery_attributes, instance, args, kwargs)
        if attributes is None:
            return await wrapped(*args, **kwargs)
        call_args, call_kwargs, carrier = args, kwargs, None
        with_headers = guarded("adding trace context to a card request", _with_header_carrier, args, kwargs)
        if with_headers is not None:
            call_args, call_kwargs, carrier = with_headers
        span = guarded("starting a discovery span", self._start, sc.SpanName.AGENT_DISCOVER, attributes)
        if span is None:
            return await wrapped(*args, **kwargs)
        self._inject(carrier, span, None)
        method = sc.MethodValues.AGENT_CARD_GET
        return await run_in_span(
            span,
            None,
            lambda: wrapped(*call_args, **call_kwargs),
            self._on_card(method),
            self._on_error(method),
            self._measure(attributes),
            self._hooks,
        )

    @staticmethod
    def _discovery_attributes(resolver: Any, args: tuple, kwargs: dict) -> _Attributes:
        # The path rule of A2ACardResolver.get_agent_card (both lines).
        relative_path = args[0] if args else kwargs.get("relative_card_path")
        path = relative_path.lstrip("/") if relative_path else resolver.agent_card_path
        attributes: _Attributes = {sc.AITF_A2A_METHOD: sc.MethodValues.AGENT_CARD_GET}
        endpoint_attributes(attributes, f"{resolver.base_url}/{path}")
        # Until a card says where the agent serves, its endpoint is the base URL it was found at.
        attributes[sc.AITF_A2A_AGENT_URL] = redact_url(resolver.base_url)
        return attributes

    async def _get_extended_card(self, wrapped, instance, args, kwargs):
        # Without an advertised extended card the SDK returns the card it holds: no call, no span.
        if not is_instrumentation_enabled() or not guarded(
            "reading the client's card", self._adapter.extended_card_requested, instance
        ):
            return await wrapped(*args, **kwargs)
        target = guarded("preparing a discovery span", self._adapter.client_target, instance)
        if target is None:
            return await wrapped(*args, **kwargs)
        method = sc.MethodValues.AGENT_GET_AUTHENTICATED_EXTENDED_CARD
        attributes = target_attributes(target, method)
        call_kwargs, carrier = self._with_carrier(kwargs)
        span = guarded("starting a discovery span", self._start, sc.SpanName.AGENT_DISCOVER, attributes)
        if span is None:
            return await wrapped(*args, **kwargs)
        self._inject(carrier, span, None)
        return await run_in_span(
            span,
            None,
            lambda: wrapped(*args, **call_kwargs),
            self._on_card(method, target.transport),
            self._on_error(method),
            self._measure(attributes),
            self._hooks,
        )


def _with_trace_metadata(wrapped, instance, args, kwargs):
    """gRPC metadata plus the current trace context (our span is current around the SDK call)."""
    metadata = wrapped(*args, **kwargs)
    if not is_instrumentation_enabled():
        return metadata
    carrier: dict[str, str] = {}
    guarded("injecting trace context into gRPC metadata", inject, carrier, context_api.get_current())
    return [*(metadata or ()), *carrier.items()] if carrier else metadata


def _with_header_carrier(args: tuple, kwargs: dict) -> tuple[tuple, dict, dict[str, str]]:
    """``get_agent_card(relative_card_path, http_kwargs, ...)`` with a copy of ``http_kwargs``
    whose headers we may add to; the caller's own dicts are left as they are."""
    given = args[1] if len(args) > 1 else kwargs.get("http_kwargs")
    http_kwargs = dict(given or {})
    headers = dict(http_kwargs.get("headers") or {})
    http_kwargs["headers"] = headers
    if len(args) > 1:
        return (args[0], http_kwargs, *args[2:]), kwargs, headers
    return args, {**kwargs, "http_kwargs": http_kwargs}, headers
