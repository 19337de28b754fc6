"""What the client, legacy-client and server wrappers share: one ``instrument()`` call's
toolkit, and the steps every traced call takes (start, inject, measure, read the outcome)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import Span, SpanKind

from opentelemetry import context as context_api
from opentelemetry import trace

from ..conventions import semconv as sc
from ..detection.detections import evaluate_indicators
from ..hygiene.safety import guarded
from ..telemetry.attributes import AS_GIVEN, outcome_attributes, result_attributes
from ..telemetry.metrics import Measurement
from ..telemetry.operations import SpanNames
from ..telemetry.outcome import record_error
from .calls import run_in_span
from .propagation import inject
from .streams import ExchangeCall, ExchangeReaders, MessageExchange
from .toolkit import Toolkit


class Begun(NamedTuple):
    """What a wrapper's begin step (everything before the call, guarded as one) hands on."""

    span: Span
    parent: context_api.Context | None  # the span's parent context, current during the call
    call_kwargs: dict[str, Any]  # the call's kwargs, with a copied context carrying trace headers
    measurement: Measurement | None
    request: Any = None  # the SDK request the call was made with, for the user's request hook


class Wrappers:
    kind: SpanKind

    def __init__(self, toolkit: Toolkit) -> None:
        self._tracer = toolkit.tracer
        self._adapter = toolkit.adapter
        self._naming = toolkit.naming
        self._detector = toolkit.detector
        self._metrics = toolkit.metrics
        self._capture = toolkit.capture
        self._hooks = toolkit.hooks
        self._exclusions = toolkit.exclusions
        self._span_name = SpanNames()
        self._reader_sets: dict[tuple[Callable[[Any], Any], ...], ExchangeReaders] = {}

    def _agent_facts(self, attributes: dict[str, Any], card: Any) -> None:
        """The draft's agent attributes from ``card`` (the client's, or the server's own), in the
        conventions modes that record them; nothing is read otherwise."""
        if self._naming.wants_agent and card is not None:
            view = guarded("reading the agent's card", self._adapter.describe_card, card)
            if view is not None:
                self._naming.agent(attributes, view)

    def _excluded(self, method: str, url: str | None) -> bool:
        """Whether the user left this call uninstrumented (``exclusions``)."""
        return self._exclusions is not None and self._exclusions.excludes(method, url)

    def _start(self, name: str, attributes: dict[str, Any], parent: context_api.Context | None = None) -> Span:
        if self._naming is not AS_GIVEN:  # the draft's names go on a copy: metrics read the AITF ones
            attributes = self._naming(dict(attributes))
        # The dict itself otherwise: nothing changes it once the span has started.
        return self._tracer.start_span(name, context=parent, kind=self.kind, attributes=attributes)

    def _measure(self, attributes: dict[str, Any]) -> Measurement | None:
        return self._metrics.measure(self.kind, attributes) if self._metrics is not None else None

    def _inject(self, carrier: dict[str, str] | None, span: Span, parent: context_api.Context | None) -> None:
        if carrier is not None:
            guarded("injecting trace context", inject, carrier, trace.set_span_in_context(span, parent))

    def _on_error(self, method: str) -> Callable[[Span, BaseException], str | None]:
        def on_error(span: Span, exc: BaseException) -> str | None:
            error_type = record_error(span, exc, self._adapter.describe_error, self.kind)
            evaluate_indicators(self._detector, "error", span, method, exc)
            return error_type

        return on_error

    def _on_result(self, method: str) -> Callable[[Span, Any], dict[str, Any]]:
        def on_result(span: Span, result: Any) -> dict[str, Any]:
            view = self._adapter.describe_result(result)
            if not span.is_recording():
                # Sampled out: no attributes or captured content to build; the metrics keep the
                # outcome, the indicators still see the response.
                evaluate_indicators(self._detector, "response", span, method, result)
                return outcome_attributes(view)
            attributes = result_attributes(view)
            if view.card is not None:  # the extended card, served
                self._naming.card(attributes, view.card)
            attributes = self._naming(attributes)
            span.set_attributes(attributes)
            if self._capture is not None and view.item is not None:
                self._capture.record(span, self._adapter.event_content(result))
            evaluate_indicators(self._detector, "response", span, method, result)
            return attributes

        return on_result

    def _call_wrapper(
        self,
        begin: Callable[[Any, tuple, dict], Begun | None],
        on_result: Callable[[Span, Any], dict[str, Any] | None],
        on_error: Callable[[Span, BaseException], str | None],
    ) -> Callable[..., Awaitable[Any]]:
        """A wrapper for one awaited call: ``begin`` under one guard (a failure, or None for an
        excluded call: call through, untraced), then the call under its span, its result or
        exception passing unchanged."""

        async def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return await wrapped(*args, **kwargs)
            begun = guarded("starting a span", begin, instance, args, kwargs)
            if begun is None:
                return await wrapped(*args, **kwargs)
            return await run_in_span(
                begun.span,
                begun.parent,
                lambda: wrapped(*args, **begun.call_kwargs),
                on_result,
                on_error,
                begun.measurement,
                self._hooks,
                begun.request,
            )

        return wrapper

    def _exchange_starter(
        self,
        name: str,
        attributes: dict[str, Any],
        parent: context_api.Context,
        call: ExchangeCall,
        readers: ExchangeReaders,
    ) -> Callable[..., MessageExchange]:
        """What starts one message exchange's span, at its first item (client: with the carrier
        the SDK will send, filled then)."""
        attributes[sc.AITF_A2A_INTERACTION_MODE] = (
            sc.InteractionModeValues.STREAM if call.streaming else sc.InteractionModeValues.SYNC
        )
        if call.message_attributes is not None:
            attributes.update(call.message_attributes)

        def start(carrier: dict[str, str] | None = None) -> MessageExchange:
            span = self._start(name, attributes, parent)
            # The span's context: what the carrier carries and what the call runs in, made once.
            context = trace.set_span_in_context(span, parent)
            if carrier is not None:
                guarded("injecting trace context", inject, carrier, context)
            return MessageExchange(span, self.kind, parent, call, readers, self._measure(attributes), context)

        return start

    def _readers(
        self, describe: Callable[[Any], Any], wire: Callable[[Any], Any], content: Callable[[Any], Any]
    ) -> ExchangeReaders:
        """The readers of an exchange whose items ``describe`` reads: made once per kind of item."""
        key = (describe, wire, content)
        readers = self._reader_sets.get(key)
        if readers is None:
            readers = self._reader_sets[key] = ExchangeReaders(
                describe,
                self._adapter.describe_error,
                wire,
                self._naming,
                self._detector,
                self._capture,
                content,
                self._adapter.request_content,
                self._hooks,
            )
        return readers
