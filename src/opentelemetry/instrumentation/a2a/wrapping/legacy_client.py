"""CLIENT spans for a2a-sdk 0.3's deprecated ``A2AClient`` (``a2a.client.legacy``).

It bypasses ``BaseClient``: it calls the JSON-RPC transport itself and returns JSON-RPC errors as
``...Response(root=JSONRPCErrorResponse)`` instead of raising. Its spans are the same as
``BaseClient``'s; an error response sets the same error attributes and status an exception would
(``outcome.record_error_response``), and the response itself passes through unchanged.
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
from ..sdk.contract import LegacyClientAdapter
from ..telemetry.attributes import (
    card_attributes,
    request_attributes,
    target_attributes,
)
from ..telemetry.operations import OPERATIONS, Operation
from ..telemetry.outcome import record_error_response
from .calls import run_in_span
from .patching import WrapPoint
from .streams import ExchangeCall, ExchangeReaders, MessageExchange, traced_exchange, traced_unary_exchange
from .toolkit import Toolkit
from .wrappers import Begun, Wrappers


class LegacyClientInstrumentation(Wrappers):
    kind = SpanKind.CLIENT

    def __init__(self, toolkit: Toolkit, legacy: LegacyClientAdapter) -> None:
        super().__init__(toolkit)
        self._legacy = legacy

    def wrap_points(self) -> list[WrapPoint]:
        module, class_name = self._legacy.LEGACY_CLIENT
        points: list[WrapPoint] = [(module, f"{class_name}.get_card", self._get_extended_card)]
        for name, method in self._legacy.LEGACY_CLIENT_METHODS.items():
            operation = OPERATIONS[method]
            if method == sc.MethodValues.MESSAGE_SEND:
                wrapper = self._send_wrapper(operation)
            elif operation.exchange:
                wrapper = self._stream_wrapper(operation)
            else:
                wrapper = self._unary_wrapper(operation)
            points.append((module, f"{class_name}.{name}", wrapper))
        return points

    # -- shared ---------------------------------------------------------------------------------

    def _prepare(
        self, operation: Operation, client: Any, args: tuple, kwargs: dict
    ) -> tuple[str, dict[str, Any], Any, Any]:
        target = self._legacy.legacy_target(client)
        attributes = target_attributes(target, operation.method)
        params = guarded("reading the request", self._legacy.legacy_params, args[0] if args else kwargs["request"])
        request = guarded("reading the request", self._adapter.describe_request, params)
        if request is not None:
            request_attributes(attributes, request)
            self._naming.request(attributes, request)
        return self._span_name(operation, target.agent_name), attributes, request, params

    def _with_carrier(self, kwargs: dict) -> tuple[dict, dict[str, str] | None]:
        call_kwargs = dict(kwargs)
        carrier = guarded("adding trace context to a call", self._legacy.legacy_with_trace_carrier, call_kwargs)
        return (call_kwargs, carrier) if carrier is not None else (kwargs, None)

    def _on_response(self, method: str) -> Callable[[Span, Any], dict[str, Any]]:
        on_result = self._on_result(method)

        def on_response(span: Span, response: Any) -> dict[str, Any]:
            result, failure = self._legacy.legacy_response(response)
            if failure is not None:
                return {sc.ERROR_TYPE: record_error_response(span, *failure)}
            return on_result(span, result)

        return on_response

    # -- wrappers -------------------------------------------------------------------------------

    def _unary_wrapper(self, operation: Operation) -> Callable[..., Awaitable[Any]]:
        return self._call_wrapper(
            lambda client, args, kwargs: self._begin(operation, client, args, kwargs),
            self._on_response(operation.method),
            self._on_error(operation.method),
        )

    def _begin(self, operation: Operation, client: Any, args: tuple, kwargs: dict) -> Begun:
        """Everything before the call, in one guarded step: the span and the call's kwargs."""
        name, attributes, _, params = self._prepare(operation, client, args, kwargs)
        span = self._start(name, attributes)
        call_kwargs, carrier = self._with_carrier(kwargs)
        self._inject(carrier, span, None)
        evaluate_indicators(self._detector, "request", span, operation.method, params)
        return Begun(span, None, call_kwargs, self._measure(attributes), params)

    def _exchange_start(
        self,
        operation: Operation,
        client: Any,
        args: tuple,
        kwargs: dict,
        streaming: bool,
        readers: ExchangeReaders,
    ) -> Callable[[dict[str, str] | None], MessageExchange]:
        name, attributes, request, params = self._prepare(operation, client, args, kwargs)
        return self._exchange_starter(
            name,
            attributes,
            context_api.get_current(),
            ExchangeCall(operation.method, streaming, params, request),
            readers,
        )

    def _send_wrapper(self, operation: Operation) -> Callable[..., Awaitable[Any]]:
        adapter = self._adapter

        def read_response(exchange: MessageExchange, response: Any) -> None:
            result, failure = self._legacy.legacy_response(response)
            if failure is not None:
                exchange.fail_with_response(*failure)
            else:
                exchange.read_item(result)

        async def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return await wrapped(*args, **kwargs)
            # A sync send's result is one Task or Message, which describe_event reads directly.
            start = guarded(
                "preparing a message span",
                self._exchange_start,
                operation,
                instance,
                args,
                kwargs,
                False,
                self._readers(adapter.describe_event, adapter.wire_event, adapter.event_content),
            )
            if start is None:
                return await wrapped(*args, **kwargs)
            call_kwargs, carrier = self._with_carrier(kwargs)
            return await traced_unary_exchange(
                lambda: wrapped(*args, **call_kwargs), lambda: start(carrier), read_response
            )

        return wrapper

    def _stream_wrapper(self, operation: Operation) -> Callable[..., Any]:
        def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return wrapped(*args, **kwargs)
            start = guarded(
                "preparing a message span",
                self._exchange_start,
                operation,
                instance,
                args,
                kwargs,
                True,
                self._readers(
                    self._legacy.describe_legacy_item, self._legacy.wire_legacy_item, self._legacy.legacy_item_content
                ),
            )
            if start is None:
                return wrapped(*args, **kwargs)
            call_kwargs, carrier = self._with_carrier(kwargs)
            return traced_exchange(wrapped(*args, **call_kwargs), lambda: start(carrier))

        return wrapper

    async def _get_extended_card(self, wrapped, instance, args, kwargs):
        # Only the authenticated extended card is a call of its own; the public card goes through
        # A2ACardResolver, which has its span.
        if not is_instrumentation_enabled() or not guarded(
            "reading the client's card", self._legacy.legacy_extended_card_requested, instance
        ):
            return await wrapped(*args, **kwargs)
        target = guarded("preparing a discovery span", self._legacy.legacy_target, instance)
        span = None
        if target is not None:
            attributes = target_attributes(target, sc.MethodValues.AGENT_GET_AUTHENTICATED_EXTENDED_CARD)
            span = guarded("starting a discovery span", self._start, sc.SpanName.AGENT_DISCOVER, attributes)
        if span is None:
            return await wrapped(*args, **kwargs)
        call_kwargs, carrier = self._with_carrier(kwargs)
        self._inject(carrier, span, None)

        method = sc.MethodValues.AGENT_GET_AUTHENTICATED_EXTENDED_CARD

        def on_card(span: Span, card: Any) -> dict[str, Any]:
            attributes: dict[str, Any] = {}
            card_view = self._adapter.describe_card(card)
            card_attributes(attributes, card_view)
            self._naming.card(attributes, card_view)
            attributes[sc.AITF_A2A_TRANSPORT] = target.transport
            attributes = self._naming(attributes)
            span.set_attributes(attributes)
            evaluate_indicators(self._detector, "card", span, method, card)
            return attributes

        return await run_in_span(
            span,
            None,
            lambda: wrapped(*args, **call_kwargs),
            on_card,
            self._on_error(method),
            self._measure(target_attributes(target, method)),
            self._hooks,
        )
