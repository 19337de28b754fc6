"""``OCSFSpanProcessor``: finished A2A spans -> OCSF records -> a sink, off the calling thread.

``on_end`` only checks the span's instrumentation scope and puts the span in a bounded queue: no
mapping, no serialization, no I/O on the thread that ended the span. A worker thread maps and
delivers, in batches: it wakes when ``batch_size`` spans wait, when ``schedule_delay_millis`` has
passed, or for a flush, as the SDK's BatchSpanProcessor does. Waking per span cost the calls far
more than the mapping itself: each wake made the worker take the GIL between the application's
threads (a loopback send with client and server in one process: +7% wall clock with the worker
woken per span and no mapping at all). When the queue is full the span is dropped and counted (logged once, and the
``a2a.security.ocsf.dropped_spans`` counter), so a slow SIEM can never slow the agent down.

A span recorded but not sampled (``A2ASecuritySampler``: RECORD_ONLY) ends here too, though no
exporter sends it: by default it gives every record a sampled span gives (its records say
``unmapped.a2a.sampled: false``); with ``unsampled="findings"`` only its findings, and a span
without a detection is not even queued.

Every call into the sink (emit, flush, shutdown) is made by the worker, so a sink that never
returns holds up the worker only: ``force_flush`` and ``shutdown`` wait for it until their timeout,
then give up, count what was not delivered and log it; the worker is a daemon thread, so the process
still exits. After ``os.fork()`` the child gets a fresh queue and worker (the parent's queued spans
stay the parent's to deliver), as the SDK's BatchProcessor does with ``os.register_at_fork``.

A detection made after its span ended (the semantic tier's, ``detection/semantic``) reaches the
processor through ``emit_late_finding``: queued like a span, mapped by the worker into one finding
record (2004 in ``ocsf``, 7005 in ``aitf``) with the span's trace and span ids, as the span's own
detection events are. ``late_finding_sink()`` finds the processors that saw a span.
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, Literal

from opentelemetry.context import Context
from opentelemetry.metrics import MeterProvider, get_meter
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.hygiene.safety import log_failure
from opentelemetry.instrumentation.a2a.version import __version__

from ._common import OCSFRecord
from ._mapping import DEFAULT_PROFILE, FINDING_CLASSES, LATE_FINDINGS, PROFILES, Profile, check_profile
from ._span_view import INSTRUMENTATION_SCOPE, late_threat_event, read_span
from .sinks import LOGGER_NAME, OCSFSink, as_sink

_logger = logging.getLogger(LOGGER_NAME)
# Every OCSF processor alive, for ``LateFindingSink`` (weakly: a dropped processor leaves it).
_PROCESSORS: weakref.WeakSet[OCSFSpanProcessor] = weakref.WeakSet()

DROPPED_SPANS_METRIC = "a2a.security.ocsf.dropped_spans"
DEFAULT_MAX_QUEUE_SIZE = 2048
# The worker wakes when this many spans wait, or after the delay: records reach the sink within it.
DEFAULT_BATCH_SIZE = 128
DEFAULT_SCHEDULE_DELAY_MILLIS = 1_000
# At exit the TracerProvider calls shutdown() without a timeout: a stuck sink may hold the exit up
# this long, no longer.
DEFAULT_SHUTDOWN_TIMEOUT_MILLIS = 10_000
# What the records of an unsampled (RECORD_ONLY) span are: all of them, or its findings only.
Unsampled = Literal["all", "findings"]
UNSAMPLED_CHOICES: tuple[Unsampled, ...] = ("all", "findings")
DEFAULT_UNSAMPLED: Unsampled = "all"


class _Flush:
    """A marker in the queue. When the worker reaches it, every span put before it has been handed
    to the sink; the worker then flushes the sink, with what is left of the caller's time."""

    __slots__ = ("deadline", "done", "result")

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.done = threading.Event()
        self.result = False

    def millis_left(self) -> int:
        return int(max(self.deadline - time.monotonic(), 0) * 1000)


class _Stop(_Flush):
    """The last marker: the worker shuts the sink down instead of flushing it, and exits."""

    __slots__ = ()


class _LateFinding:
    """A detection made after ``span`` ended: the attributes its span event would have had."""

    __slots__ = ("attributes", "index", "span", "time_ns")

    def __init__(self, span: ReadableSpan, attributes: dict[str, Any], time_ns: int, index: int) -> None:
        self.span = span
        self.attributes = attributes
        self.time_ns = time_ns
        self.index = index


def _weakly(method: Callable[[], object]) -> Callable[[], None]:
    """A function that calls the bound ``method`` as long as its object lives: hooks that cannot be
    unregistered hold it weakly, as the SDK's BatchProcessor does."""
    weak = weakref.WeakMethod(method)

    def call() -> None:
        bound = weak()
        if bound is not None:
            bound()

    return call


def _call_in_forked_children(method: Callable[[], object]) -> None:
    """Call the bound ``method`` in the child after every ``os.fork()``, as long as its object lives."""
    if hasattr(os, "register_at_fork"):  # not on Windows
        os.register_at_fork(after_in_child=_weakly(method))


def _call_at_exit(method: Callable[[], object]) -> None:
    """Call the bound ``method`` at interpreter exit if its object still lives."""
    atexit.register(_weakly(method))


def _has_findings(span: ReadableSpan) -> bool:
    # The detection events themselves, as the mapping reads them: the span-level summary attribute
    # is not kept in every conventions mode (the draft-only one has no such attribute).
    return any(event.name == sc.EventName.AITF_SECURITY_THREAT_DETECTED for event in span.events)


class OCSFSpanProcessor(SpanProcessor):
    """Maps every finished A2A span (client and server) to OCSF records and hands them to a sink.

    Args:
        profile: ``"aitf"`` (default; AITF category 7 classes) or ``"ocsf"`` (official OCSF 1.9.0).
        sink: where records go: an ``OCSFSink``, a callable given each record's body, or a list of
            them. Default: OpenTelemetry logs through the global LoggerProvider (``LogSink``).
        max_queue_size: spans waiting to be mapped; beyond it new spans are dropped and counted.
        batch_size: the worker wakes to map and deliver when this many spans wait...
        schedule_delay_millis: ...or when this long has passed since it last woke.
        meter_provider: for the dropped-spans counter (default: the global one).
        shutdown_timeout_millis: how long ``shutdown()`` called without a timeout (as the
            TracerProvider does at exit) waits for the queue to drain and the sink to shut down.
        unsampled: the records of a span recorded but not sampled (``A2ASecuritySampler``):
            ``"all"`` (default: the same records as a sampled span) or ``"findings"`` only.
    """

    def __init__(
        self,
        profile: Profile | str = DEFAULT_PROFILE,
        sink: Any = None,
        *,
        max_queue_size: int = DEFAULT_MAX_QUEUE_SIZE,
        batch_size: int = DEFAULT_BATCH_SIZE,
        schedule_delay_millis: int = DEFAULT_SCHEDULE_DELAY_MILLIS,
        meter_provider: MeterProvider | None = None,
        shutdown_timeout_millis: int = DEFAULT_SHUTDOWN_TIMEOUT_MILLIS,
        unsampled: Unsampled | str = DEFAULT_UNSAMPLED,
    ) -> None:
        self.profile: Profile = check_profile(profile)
        if unsampled not in UNSAMPLED_CHOICES:
            raise ValueError(f"unsampled={unsampled!r}: expected one of {UNSAMPLED_CHOICES}")
        self.unsampled: Unsampled = unsampled
        self._findings_only_unsampled = unsampled == "findings"
        self._map = PROFILES[self.profile]
        self.sink: OCSFSink = as_sink(sink)
        if batch_size < 1 or schedule_delay_millis <= 0:
            raise ValueError(
                f"batch_size={batch_size!r} and schedule_delay_millis={schedule_delay_millis!r}: must be > 0"
            )
        self._max_queue_size = max_queue_size
        self._batch_size = min(batch_size, max_queue_size)  # a batch never waits on a full queue
        self._schedule_delay = schedule_delay_millis / 1000
        self._shutdown_timeout_millis = shutdown_timeout_millis
        # Set when the exit hook starts: the exit flush and the shutdown that follows it (the
        # TracerProvider's own exit hook) share one deadline instead of waiting a timeout each.
        self._exit_deadline: float | None = None
        self._shutdown = False
        # The resource of the last A2A span this processor was handed: its tracer provider's
        # (a span carries its provider's resource object), how late findings find their processor.
        self._resource: Any = None
        _PROCESSORS.add(self)
        self._dropped_counter = get_meter(LOGGER_NAME, __version__, meter_provider=meter_provider).create_counter(
            DROPPED_SPANS_METRIC,
            unit="{span}",
            description="A2A spans not turned into OCSF records because the processor's queue was full.",
        )
        self._start()
        _call_in_forked_children(self._start)
        _call_at_exit(self._deliver_at_exit)

    def _start(self) -> None:
        """A new queue, counters and worker: at construction, and in a forked child, which has only
        the thread that forked (no worker) and a copy of the queue in whatever state the parent's
        threads left it (its lock possibly held, the parent's spans in it)."""
        self._queue: queue.Queue[Any] = queue.Queue(maxsize=self._max_queue_size)
        self._wake = threading.Event()
        self._in_hand: ReadableSpan | None = None
        self._dropped = 0
        self._delivered = 0
        self._failed = 0
        self._undelivered = 0
        self._failures_reported: set[str] = set()
        self._worker = threading.Thread(
            target=self._run, args=(self._queue, self._wake), name="OCSFSpanProcessor", daemon=True
        )
        if not self._shutdown:
            self._worker.start()

    # -- SpanProcessor -------------------------------------------------------------------------

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        return None

    def on_end(self, span: ReadableSpan) -> None:
        try:
            scope = span.instrumentation_scope
            if scope is None or scope.name != INSTRUMENTATION_SCOPE or self._shutdown:
                return
            self._resource = span.resource
            if self._findings_only_unsampled and not span.context.trace_flags.sampled and not _has_findings(span):
                return
            self._queue.put_nowait(span)
            if self._queue.qsize() >= self._batch_size:
                self._wake.set()
        except queue.Full:
            self._drop()
        except Exception:  # never raise into the application
            self._report("on_end")

    def emit_late_finding(self, span: ReadableSpan, attributes: dict[str, Any], time_ns: int, index: int) -> bool:
        """Queue one finding record for a detection made after ``span`` ended (``attributes``: those
        of the ``aitf.security.threat_detected`` event it would have been; ``index``: its place
        among the span's findings, for a stable uid). False when it was dropped (a full queue, a
        processor shut down, a span not of this instrumentation). Never blocks, never raises."""
        try:
            scope = getattr(span, "instrumentation_scope", None)
            if scope is None or scope.name != INSTRUMENTATION_SCOPE or self._shutdown:
                return False
            self._queue.put_nowait(_LateFinding(span, dict(attributes), time_ns, index))
            self._wake.set()  # a late finding is rare: delivered now, not at the next round
            return True
        except queue.Full:
            self._drop()
        except Exception:
            self._report("emit_late_finding")
        return False

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        """Deliver every span queued so far, then flush the sink. False when the time ran out (the
        spans stay queued) or the sink's flush failed."""
        if self._shutdown:
            return not self._worker.is_alive()
        marker = _Flush(time.monotonic() + timeout_millis / 1000)
        if self._hand_over(marker):
            return marker.result
        self._report(
            "flush-timeout",
            "OCSF processor: force_flush timed out after %d ms with %d spans still queued (a slow or stuck sink)",
            timeout_millis,
            self._queued_spans(),
        )
        return False

    def shutdown(self, timeout_millis: int | None = None) -> None:
        """Deliver what is queued, shut the sink down, stop the worker, all within ``timeout_millis``
        (default: ``shutdown_timeout_millis``). Spans still undelivered then are counted
        (``undelivered_spans``) and logged. Later spans are ignored."""
        if self._shutdown:
            return
        self._shutdown = True
        timeout_millis = self._shutdown_timeout_millis if timeout_millis is None else timeout_millis
        deadline = time.monotonic() + timeout_millis / 1000
        if self._exit_deadline is not None:
            deadline = min(deadline, self._exit_deadline)
        marker = _Stop(deadline)
        if self._hand_over(marker):
            self._worker.join(marker.millis_left() / 1000)
            return
        self._undelivered = self._queued_spans() + (self._in_hand is not None)
        _logger.warning(
            "OCSF processor: shutdown timed out after %d ms with the sink still busy; %d spans were not "
            "delivered and the sink was not shut down",
            timeout_millis,
            self._undelivered,
        )

    def _deliver_at_exit(self) -> None:
        """Spans still waiting for the worker's next round are delivered at exit, before the
        providers registered earlier shut down (exit hooks run last registered first): a record for
        the LogSink must reach a LoggerProvider that is still running. Bounded like ``shutdown``,
        and by the same deadline as the shutdown that follows (one ``shutdown_timeout_millis`` for
        the whole exit, however stuck the sink)."""
        if not self._shutdown:
            self._exit_deadline = time.monotonic() + self._shutdown_timeout_millis / 1000
            self.force_flush(self._shutdown_timeout_millis)

    def _hand_over(self, marker: _Flush) -> bool:
        """Queue the marker and wait for the worker to reach it, until the marker's deadline."""
        try:
            self._queue.put(marker, timeout=marker.millis_left() / 1000)
        except queue.Full:
            return False
        self._wake.set()
        return marker.done.wait(marker.millis_left() / 1000)

    def _queued_spans(self) -> int:
        with self._queue.mutex:
            return sum(not isinstance(item, _Flush) for item in self._queue.queue)

    # -- counters ------------------------------------------------------------------------------

    @property
    def dropped_spans(self) -> int:
        """Spans dropped because the queue was full."""
        return self._dropped

    @property
    def delivered_records(self) -> int:
        return self._delivered

    @property
    def failed_records(self) -> int:
        """Records the sink raised on."""
        return self._failed

    @property
    def undelivered_spans(self) -> int:
        """Spans still queued or in the sink's hands when ``shutdown`` ran out of time."""
        return self._undelivered

    # -- the worker ----------------------------------------------------------------------------

    def _run(self, work: queue.Queue[Any], wake: threading.Event) -> None:
        while True:
            wake.wait(self._schedule_delay)
            wake.clear()  # before draining: a wake-up asked for meanwhile is kept for the next round
            while True:
                try:
                    item = work.get_nowait()
                except queue.Empty:
                    break
                if isinstance(item, _Flush):
                    item.result = self._finish(item)
                    item.done.set()
                    if isinstance(item, _Stop):
                        return
                    continue
                self._deliver(item)

    def _deliver(self, item: ReadableSpan | _LateFinding) -> None:
        span = item.span if isinstance(item, _LateFinding) else item
        self._in_hand = span
        records = self._late_records(item) if isinstance(item, _LateFinding) else self._records(span)
        for record in records:
            try:
                self.sink.emit(record)
                self._delivered += 1
            except Exception:
                self._failed += 1
                self._report("sink")
        self._in_hand = None

    def _finish(self, marker: _Flush) -> bool:
        try:
            if isinstance(marker, _Stop):
                self.sink.shutdown()
                return True
            return self.sink.flush(marker.millis_left()) is not False
        except Exception:
            self._report("shutdown" if isinstance(marker, _Stop) else "flush")
            return False

    def _records(self, span: ReadableSpan) -> list[OCSFRecord]:
        try:
            records = self._map(read_span(span))
            if self._findings_only_unsampled and not span.context.trace_flags.sampled:
                return [record for record in records if record.class_uid in FINDING_CLASSES]
            return records
        except Exception:
            self._report("mapping")
            return []

    def _late_records(self, late: _LateFinding) -> list[OCSFRecord]:
        try:
            call = read_span(late.span)
            return [LATE_FINDINGS[self.profile](call, late_threat_event(late.index, late.time_ns, late.attributes))]
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
            self._dropped_counter.add(1, {sc.OCSF_PROFILE: self.profile})
        except Exception:
            self._report("metric")

    def _report(self, where: str, message: str = "", *args: Any) -> None:
        """Log a failure at WARNING the first time it happens at ``where``, at DEBUG afterwards."""
        first = where not in self._failures_reported
        self._failures_reported.add(where)
        if message:
            _logger.log(logging.WARNING if first else logging.DEBUG, message, *args)
        elif first:
            log_failure(_logger, logging.WARNING, "OCSF processor failed in %s; the application is unaffected", where)
        else:
            log_failure(_logger, logging.DEBUG, "OCSF processor failed in %s", where)


class LateFindingSink:
    """The semantic tier's findings to the ``OCSFSpanProcessor`` (s) that saw the finding's span: each
    processor remembers the resource of the A2A spans it is handed, and a span carries its tracer
    provider's resource object, so a finding reaches the processors of its span's provider (one
    added after ``instrument()`` too) through public API only. A processor that never saw an A2A
    span of that provider did not write the span's activity record either, and gets no finding."""

    def __init__(self) -> None:
        self._reached: weakref.WeakSet[OCSFSpanProcessor] = weakref.WeakSet()

    @staticmethod
    def processors(span: Any) -> list[OCSFSpanProcessor]:
        resource = getattr(span, "resource", None)
        if resource is None:
            return []
        return [processor for processor in list(_PROCESSORS) if processor._resource is resource]

    def __call__(self, span: Any, attributes: dict[str, Any], time_ns: int, index: int) -> None:
        for processor in self.processors(span):
            if processor.emit_late_finding(span, attributes, time_ns, index):
                self._reached.add(processor)

    def flush(self, timeout_millis: float) -> bool:
        """Flush the processors that got a late finding, within ``timeout_millis`` in all."""
        deadline = time.monotonic() + max(0.0, timeout_millis) / 1000
        done = True
        for processor in list(self._reached):
            left = int(max(0.0, deadline - time.monotonic()) * 1000)
            done = processor.force_flush(left) and done
        return done


def late_finding_sink() -> LateFindingSink:
    """Where the semantic tier's findings become OCSF records: the processors that saw their span."""
    return LateFindingSink()
