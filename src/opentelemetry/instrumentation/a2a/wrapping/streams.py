"""The span of one message exchange: send, stream, resubscribe; client and server side.

``BaseClient.send_message`` (and a request handler's ``on_message_send_stream``) is an async
generator on both SDK lines, streaming or not. We return our own async generator around it:

- the span starts at the first ``__anext__`` (calling the method does no I/O; a generator that is
  never iterated leaves no span), as a child of the context current at the *call*;
- the span's context is attached only around each inner ``__anext__`` and detached before we
  yield, so the consumer's code never runs inside the span and no context crosses a ``yield``
  (which is what produces "Failed to detach context" in other instrumentations);
- one ``a2a.stream.event`` per streamed item; state changes and messages as events;
- the inner generator is closed and the span ended in ``finally``: on exhaustion, ``break``
  (through ``aclose()`` or the event loop's async-generator finalizer), cancellation and errors.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from opentelemetry.trace import Span, SpanKind

from opentelemetry import context as context_api
from opentelemetry import trace

from ..conventions import semconv as sc
from ..detection.detections import evaluate_indicators
from ..hygiene import bounds
from ..hygiene.safety import guarded
from ..sdk.views import ContentView, ErrorView, ItemView, MessageView, RequestView
from ..telemetry.attributes import AS_GIVEN, Naming, message_attributes
from ..telemetry.content import ContentCapture
from ..telemetry.metrics import Measurement
from ..telemetry.outcome import record_error, record_error_response, record_task_outcome
from .hooks import CallHooks

if TYPE_CHECKING:
    from ..detection.detections import Detector

# Distinct artifact ids remembered per exchange; a hostile stream must not grow memory unbounded.
_MAX_TRACKED_ARTIFACTS = 4096


class ExchangeReaders(NamedTuple):
    """How an exchange reads what it sees (SDK adapter functions) and what it reports it to."""

    describe: Callable[[Any], ItemView]  # one result or stream item -> a view
    describe_error: Callable[[BaseException], ErrorView]
    wire: Callable[[Any], Any]  # one result or stream item -> its A2A v0.3 JSON (for indicators)
    naming: Naming = AS_GIVEN
    detector: Detector | None = None
    # Content capture (opt-in): the recorder and the adapter's content readers.
    capture: ContentCapture | None = None
    item_content: Callable[[Any], ContentView] | None = None
    request_content: Callable[[Any], ContentView] | None = None
    hooks: CallHooks | None = None  # the user's request and response hooks


@dataclass(slots=True)
class ExchangeCall:
    """The call a message exchange traces, as known before its span starts."""

    method: str  # the A2A method (message/send, message/stream, tasks/resubscribe)
    streaming: bool  # results arrive as a stream of items (else as one result)
    request: Any  # the SDK's request object: shown to the indicators, its content captured
    request_view: RequestView | None  # what was read from it (None: it could not be read)
    # The request message's attributes, read once: the span starts with them and its a2a.message
    # event carries them.
    message_attributes: dict[str, Any] | None = field(init=False)

    def __post_init__(self) -> None:
        message = self.message
        self.message_attributes = message_attributes(message) if message is not None else None

    @property
    def message(self) -> MessageView | None:
        """The request's message, when it has one."""
        return self.request_view.message if self.request_view is not None else None


class MessageExchange:
    """What one send/stream/resubscribe call observed, and how its span ends."""

    __slots__ = (
        "_artifact_ids",
        "_failed",
        "_measurement",
        "_method",
        "_readers",
        "_recording",
        "_request",
        "_saw_task",
        "_stream_text",
        "_streaming",
        "context",
        "context_id",
        "events_count",
        "kind",
        "span",
        "state",
        "task_id",
    )

    def __init__(
        self,
        span: Span,
        kind: SpanKind,
        parent: context_api.Context,
        call: ExchangeCall,
        readers: ExchangeReaders,
        measurement: Measurement | None = None,
        context: context_api.Context | None = None,
    ) -> None:
        """``context``: the span's context on top of ``parent``, when the caller made it already."""
        request, request_message = call.request, call.message
        self.span = span
        self._measurement = measurement
        self.kind = kind
        self.context = context if context is not None else trace.set_span_in_context(span, parent)
        self._streaming = call.streaming
        self._method = call.method
        self._readers = readers
        self._request = request
        self.task_id = request_message.task_id if request_message else None
        self.context_id = request_message.context_id if request_message else None
        self.state: str | None = None
        self.events_count = 0
        self._artifact_ids: set[str] = set()
        self._saw_task = False
        self._failed = False
        # A span that is not recorded (sampled out) gets no events, attributes or captured content:
        # that work is skipped. Metrics and detections still see every item.
        self._recording = span.is_recording()
        # A stream's detection remembers the end of the last item's text (a payload split across
        # items is seen whole).
        self._stream_text = readers.detector.new_stream() if readers.detector is not None and call.streaming else None
        if call.message_attributes is not None and self._recording:
            event = call.message_attributes
            if readers.capture is not None and readers.request_content is not None:
                captured = guarded("capturing message content", readers.request_content, request)
                if captured is not None and captured.messages:
                    event = readers.capture.message_event(captured.messages[0])
            span.add_event(sc.EventName.MESSAGE, event)
        evaluate_indicators(readers.detector, "request", span, call.method, request)

    def read_item(self, item: Any) -> None:
        """One result or stream item: counted, read into the exchange, recorded on the span, and
        shown to the indicators."""
        # Counted (and timed) first: an item we cannot read (a peer's garbage) is still an item of
        # the stream.
        self.events_count += 1
        span = self.span
        if self.events_count == 1 and self._measurement is not None:
            first = self._measurement.item()
            if first is not None and self._streaming:
                span.set_attribute(sc.AITF_A2A_STREAM_TIME_TO_FIRST_EVENT, first)
        readers = self._readers
        view = readers.describe(item)
        if view.task_id is not None:
            self.task_id = view.task_id
        if view.context_id is not None:
            self.context_id = view.context_id
        changed = view.state is not None and view.state != self.state
        if changed:
            self.state = view.state
        if view.message is None:
            self._saw_task = True
            if view.artifact_ids and len(self._artifact_ids) < _MAX_TRACKED_ARTIFACTS:
                self._artifact_ids.update(view.artifact_ids)
        if self._recording:
            self._record_item(item, view, changed)
        if readers.detector is not None:
            if self._streaming:
                evaluate_indicators(
                    readers.detector, "item", span, self._method, item, view, readers.wire, self._stream_text
                )
            else:
                evaluate_indicators(readers.detector, "response", span, self._method, item, readers.wire)

    def _record_item(self, item: Any, view: Any, state_changed: bool) -> None:
        """The span's events for one item (and its captured content)."""
        span = self.span
        readers = self._readers
        if self._streaming:
            event = {
                sc.AITF_A2A_STREAM_EVENT_TYPE: view.event_type,
                sc.AITF_A2A_STREAM_IS_FINAL: view.is_final,
            }
            if view.state is not None:
                event[sc.AITF_A2A_TASK_STATE] = view.state
            span.add_event(sc.EventName.STREAM_EVENT, event)
        if state_changed:
            span.add_event(sc.EventName.TASK_STATE_CHANGE, {sc.AITF_A2A_TASK_STATE: view.state})
        capture = readers.capture
        captured = (
            guarded("capturing message content", readers.item_content, item)
            if capture is not None and readers.item_content is not None
            else None
        )
        if view.message is not None:
            event = (
                capture.message_event(captured.messages[0])
                if capture is not None and captured is not None and captured.messages
                else message_attributes(view.message)
            )
            span.add_event(sc.EventName.MESSAGE, event)
        elif capture is not None and captured is not None:
            capture.record(span, captured)

    @property
    def hooks(self) -> CallHooks | None:
        return self._readers.hooks

    async def requested(self) -> None:
        """The user's request hook, with the request the call was made with."""
        hooks = self._readers.hooks
        if hooks is not None:
            await hooks.requested(self.span, self._request)

    def fail(self, exc: BaseException) -> None:
        self._failed = isinstance(exc, Exception)
        error_type = record_error(self.span, exc, self._readers.describe_error, self.kind)
        if self._measurement is not None and error_type:
            self._measurement.note({sc.ERROR_TYPE: error_type})
        evaluate_indicators(self._readers.detector, "error", self.span, self._method, exc)

    def fail_with_response(self, error: ErrorView, error_class: type) -> None:
        self._failed = True
        error_type = record_error_response(self.span, error, error_class)
        if self._measurement is not None:
            self._measurement.note({sc.ERROR_TYPE: error_type})

    def end(self) -> None:
        try:
            self._finish()
        finally:
            self.span.end()
            if self._measurement is not None:
                self._measurement.finish(self.events_count if self._streaming else None)

    def _finish(self) -> None:
        span = self.span
        attributes: dict[str, Any] = {}
        if self.task_id is not None:
            attributes[sc.AITF_A2A_TASK_ID] = self.task_id
        if self.context_id is not None:
            attributes[sc.AITF_A2A_TASK_CONTEXT_ID] = self.context_id
        if self.state is not None:
            attributes[sc.AITF_A2A_TASK_STATE] = self.state
        if self._saw_task:
            attributes[sc.AITF_A2A_TASK_ARTIFACTS_COUNT] = len(self._artifact_ids)
        if self._streaming:
            attributes[sc.AITF_A2A_STREAM_EVENTS_COUNT] = self.events_count
        if self._recording:
            # Task and context ids are the peer's (states come from the SDK's enums).
            span.set_attributes(self._readers.naming(bounds.attributes(attributes)))
        error_type = None if self._failed else record_task_outcome(span, self.state, self.kind)
        if self._measurement is not None:
            self._measurement.note(attributes)
            if error_type is not None:
                self._measurement.note({sc.ERROR_TYPE: error_type})


async def traced_exchange(inner: AsyncIterator[Any], start: Callable[[], MessageExchange]) -> AsyncIterator[Any]:
    """Yield exactly what ``inner`` yields, raise exactly what it raises, under one span."""
    exchange: MessageExchange | None = None
    last: Any = None  # the last item, for the user's response hook
    raised = False
    try:
        exchange = guarded("starting a message span", start)
        span_context = exchange.context if exchange is not None else None
        if exchange is not None and exchange.hooks is not None:
            await exchange.requested()
        while True:
            token = context_api.attach(span_context) if span_context is not None else None
            try:
                item = await inner.__anext__()
            except StopAsyncIteration:
                return
            except BaseException as exc:
                raised = True
                if exchange is not None:
                    guarded("recording a message error", exchange.fail, exc)
                raise
            finally:
                if token is not None:
                    context_api.detach(token)
            if exchange is not None:
                guarded("reading a message response", exchange.read_item, item)
            last = item
            yield item
    finally:
        try:
            await inner.aclose()  # type: ignore[attr-defined]
        finally:
            if exchange is not None:
                hooks = exchange.hooks
                try:
                    if hooks is not None and not raised:
                        await hooks.responded(exchange.span, last)
                finally:
                    guarded("ending a message span", exchange.end)


async def traced_unary_exchange(
    call: Callable[[], Awaitable[Any]],
    start: Callable[[], MessageExchange],
    read_result: Callable[[MessageExchange, Any], None] = MessageExchange.read_item,
) -> Any:
    """A message exchange answered by one awaited result (a request handler's ``on_message_send``)."""
    exchange = guarded("starting a message span", start)
    if exchange is None:
        return await call()
    token = context_api.attach(exchange.context)
    hooks = exchange.hooks
    try:
        if hooks is not None:
            await exchange.requested()
        result = await call()
    except BaseException as exc:
        guarded("recording a message error", exchange.fail, exc)
        raise
    else:
        guarded("reading a message response", read_result, exchange, result)
        if hooks is not None:
            await hooks.responded(exchange.span, result)
        return result
    finally:
        context_api.detach(token)
        guarded("ending a message span", exchange.end)
