"""``OCSFSpanProcessor``: finished A2A spans -> OCSF records -> a sink, off the calling thread.

``on_end`` only checks the span's instrumentation scope and puts the span in a bounded queue: no
mapping, no serialization, no I/O on the thread that ended the span. A worker thread maps and
delivers. When the queue is full the span is dropped and counted (logged once, and the
``a2a.security.ocsf.dropped_spans`` counter), so a slow SIEM can never slow the agent down.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Any

from opentelemetry.context import Context
from opentelemetry.metrics import MeterProvider, get_meter
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from opentelemetry.instrumentation.a2a.version import __version__

from ._common import OCSFRecord
from ._mapping import DEFAULT_PROFILE, PROFILES, Profile, check_profile
from ._span_view import INSTRUMENTATION_SCOPE, read_span
from .sinks import LOGGER_NAME, OCSFSink, as_sink

_logger = logging.getLogger(LOGGER_NAME)

DROPPED_SPANS_METRIC = "a2a.security.ocsf.dropped_spans"
DEFAULT_MAX_QUEUE_SIZE = 2048


class _Flush:
    """A marker in the queue: everything put before it has been delivered once it is reached."""

    __slots__ = ("done",)

    def __init__(self) -> None:
        self.done = threading.Event()


_STOP = object()


class OCSFSpanProcessor(SpanProcessor):
    """Maps every finished A2A span (client and server) to OCSF records and hands them to a sink.

    Args:
        profile: ``"aitf"`` (default; AITF category 7 classes) or ``"ocsf"`` (official OCSF 1.8.0).
        sink: where records go: an ``OCSFSink``, a callable given each record's body, or a list of
            them. Default: OpenTelemetry logs through the global LoggerProvider (``LogSink``).
        max_queue_size: spans waiting to be mapped; beyond it new spans are dropped and counted.
        meter_provider: for the dropped-spans counter (default: the global one).
    """

    def __init__(
        self,
        profile: Profile | str = DEFAULT_PROFILE,
        sink: Any = None,
        *,
        max_queue_size: int = DEFAULT_MAX_QUEUE_SIZE,
        meter_provider: MeterProvider | None = None,
    ) -> None:
        self.profile: Profile = check_profile(profile)
        self._map = PROFILES[self.profile]
        self.sink: OCSFSink = as_sink(sink)
        self._queue: queue.Queue[Any] = queue.Queue(maxsize=max_queue_size)
        self._dropped = 0
        self._delivered = 0
        self._failures_reported: set[str] = set()
        self._shutdown = False
        self._dropped_counter = get_meter(LOGGER_NAME, __version__, meter_provider=meter_provider).create_counter(
            DROPPED_SPANS_METRIC,
            unit="{span}",
            description="A2A spans not turned into OCSF records because the processor's queue was full.",
        )
        self._worker = threading.Thread(target=self._run, name="OCSFSpanProcessor", daemon=True)
        self._worker.start()

    # -- SpanProcessor -------------------------------------------------------------------------

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        return None

    def on_end(self, span: ReadableSpan) -> None:
        try:
            scope = span.instrumentation_scope
            if scope is None or scope.name != INSTRUMENTATION_SCOPE or self._shutdown:
                return
            self._queue.put_nowait(span)
        except queue.Full:
            self._drop()
        except Exception:  # never raise into the application
            self._report("on_end")

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        """Deliver every span queued so far, then flush the sink. False when the time ran out."""
        if self._shutdown or not self._worker.is_alive():
            return self.sink.flush(timeout_millis)
        deadline = time.monotonic() + timeout_millis / 1000
        marker = _Flush()
        try:
            self._queue.put(marker, timeout=max(deadline - time.monotonic(), 0))
        except queue.Full:
            return False
        if not marker.done.wait(max(deadline - time.monotonic(), 0)):
            return False
        remaining = int(max(deadline - time.monotonic(), 0) * 1000)
        try:
            return self.sink.flush(remaining)
        except Exception:
            self._report("flush")
            return False

    def shutdown(self) -> None:
        """Deliver what is queued, stop the worker, shut the sink down. Later spans are ignored."""
        if self._shutdown:
            return
        self.force_flush()
        self._shutdown = True
        self._queue.put(_STOP)
        self._worker.join(timeout=30)
        try:
            self.sink.shutdown()
        except Exception:
            self._report("shutdown")

    # -- counters ------------------------------------------------------------------------------

    @property
    def dropped_spans(self) -> int:
        return self._dropped

    @property
    def delivered_records(self) -> int:
        return self._delivered

    # -- the worker ----------------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is _STOP:
                return
            if isinstance(item, _Flush):
                item.done.set()
                continue
            for record in self._records(item):
                try:
                    self.sink.emit(record)
                    self._delivered += 1
                except Exception:
                    self._report("sink")

    def _records(self, span: ReadableSpan) -> list[OCSFRecord]:
        try:
            return self._map(read_span(span))
        except Exception:
            self._report("mapping")
            return []

    def _drop(self) -> None:
        self._dropped += 1
        if self._dropped == 1:
            _logger.warning(
                "OCSF processor queue is full (%d spans): A2A spans are being dropped from the OCSF output "
                "(counted in %s); the spans themselves are unaffected",
                self._queue.maxsize,
                DROPPED_SPANS_METRIC,
            )
        try:
            self._dropped_counter.add(1, {"ocsf.profile": self.profile})
        except Exception:
            self._report("metric")

    def _report(self, where: str) -> None:
        if where in self._failures_reported:
            _logger.debug("OCSF processor failed in %s", where, exc_info=True)
            return
        self._failures_reported.add(where)
        _logger.warning("OCSF processor failed in %s; the application is unaffected", where, exc_info=True)
