"""Where OCSF records go: OpenTelemetry logs (so OTLP, so a Collector), a JSONL file, a callable.

Sinks run on the processor's worker thread, never on the thread that ended the span.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from os import PathLike
from typing import Any, Protocol, runtime_checkable

from opentelemetry._logs import LoggerProvider, LogRecord, SeverityNumber, get_logger
from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags

from opentelemetry import context as context_api
from opentelemetry import trace
from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.version import __version__

from ._common import OCSFRecord

# OCSF severity_id -> OpenTelemetry log severity (the log data model's ranges: INFO, WARN, ERROR, FATAL).
_SEVERITY_NUMBERS = {
    0: SeverityNumber.UNSPECIFIED,
    1: SeverityNumber.INFO,
    2: SeverityNumber.INFO2,
    3: SeverityNumber.WARN,
    4: SeverityNumber.ERROR,
    5: SeverityNumber.FATAL,
    6: SeverityNumber.FATAL4,
}
LOGGER_NAME = "opentelemetry.instrumentation.a2a.security"
# One encoder for every line: json.dumps with options builds a new one per call. Compact, UTF-8
# (not \u escapes). No cycle check: a body is a tree the mapping has just built (a cycle would
# still fail, with a RecursionError, on that record only).
_JSON_LINE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False)
# The characters that end a line for some reader (str.splitlines, JavaScript, many log shippers)
# and that JSON may carry raw: escaped, so that every record is exactly one line for every reader.
# (json escapes the C0 controls itself: \n, \r, \v, \f, \x1c-\x1e.)
_LINE_BREAKS = {0x85: "\\u0085", 0x2028: "\\u2028", 0x2029: "\\u2029"}


def json_line(body: Any) -> str:
    """``body`` as one line of compact JSON, whatever line-breaking characters its strings hold."""
    text = _JSON_LINE.encode(body)
    return text if text.isascii() else text.translate(_LINE_BREAKS)


@runtime_checkable
class OCSFSink(Protocol):
    """Receives OCSF records. ``emit`` may do I/O: it runs on the processor's worker thread."""

    def emit(self, record: OCSFRecord) -> None: ...

    def flush(self, timeout_millis: int = 30_000) -> bool: ...

    def shutdown(self) -> None: ...


def log_attributes(record: OCSFRecord) -> dict[str, Any]:
    """Flat attributes a Collector can route and filter on without parsing the body."""
    body = record.body
    return {
        sc.OCSF_PROFILE: record.profile,
        sc.OCSF_VERSION: body["metadata"]["version"],
        sc.OCSF_CATEGORY_UID: body["category_uid"],
        sc.OCSF_CLASS_UID: body["class_uid"],
        sc.OCSF_CLASS_NAME: body["class_name"],
        sc.OCSF_ACTIVITY_ID: body["activity_id"],
        sc.OCSF_TYPE_UID: body["type_uid"],
        sc.OCSF_SEVERITY_ID: body["severity_id"],
    }


class LogSink:
    """One OpenTelemetry LogRecord per OCSF record: the record as a map body, ``event_name`` by
    class (``ocsf.api_activity``, ``aitf.ai_agent_activity``, ...), the span's context attached,
    the record's time as timestamp, and ``ocsf.*`` attributes to route on. The LoggerProvider's
    own processors (a BatchLogRecordProcessor with the OTLP exporter, typically) ship them."""

    def __init__(self, logger_provider: LoggerProvider | None = None) -> None:
        self._logger_provider = logger_provider
        # With no provider given, the global one: a proxy until the application sets it.
        self._logger = get_logger(LOGGER_NAME, __version__, logger_provider=logger_provider)

    def emit(self, record: OCSFRecord) -> None:
        span_context = SpanContext(
            trace_id=record.trace_id,
            span_id=record.span_id,
            is_remote=False,
            trace_flags=TraceFlags(TraceFlags.SAMPLED if record.sampled else TraceFlags.DEFAULT),
        )
        log_context = trace.set_span_in_context(NonRecordingSpan(span_context), context_api.Context())
        self._logger.emit(
            LogRecord(
                timestamp=record.time_ns,
                context=log_context,
                severity_number=_SEVERITY_NUMBERS.get(record.body.get("severity_id", 0), SeverityNumber.UNSPECIFIED),
                severity_text=record.body.get("severity"),
                body=record.body,
                attributes=log_attributes(record),
                event_name=record.event_name,
            )
        )

    def _provider(self) -> Any:
        if self._logger_provider is not None:
            return self._logger_provider
        from opentelemetry._logs import get_logger_provider

        return get_logger_provider()

    def flush(self, timeout_millis: int = 30_000) -> bool:
        force_flush = getattr(self._provider(), "force_flush", None)
        if force_flush is None:
            return True
        result = force_flush(timeout_millis)
        return result is not False

    def shutdown(self) -> None:
        # The LoggerProvider belongs to the application: flush it, never shut it down.
        self.flush()


class JsonlFileSink:
    """Appends one JSON object per line (compact, UTF-8) to a file.

    Each record is one ``write`` of one whole line to a descriptor opened with ``O_APPEND``, and
    nothing is buffered in the process: a forked child (which shares the descriptor) and its parent,
    or several processes appending to the same file, never split each other's lines, and no line is
    left in a buffer to be written twice by parent and child, or lost at exit. Like every sink, it
    is called from the processor's one worker thread, so it needs no lock (none to be left held in
    a forked child either)."""

    def __init__(self, path: str | PathLike[str]) -> None:
        self.path = path
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)

    def emit(self, record: OCSFRecord) -> None:
        if self._fd < 0:
            return
        line = (json_line(record.body) + "\n").encode("utf-8")
        written = os.write(self._fd, line)
        while written < len(line):  # a short write (a full disk, a signal): append the rest
            line = line[written:]
            written = os.write(self._fd, line)

    def flush(self, timeout_millis: int = 30_000) -> bool:
        return True  # every line is written by emit

    def shutdown(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


class CallableSink:
    """Calls ``function(body)`` with each record's body (a dict), or ``function(record)`` with
    the whole OCSFRecord when ``whole_record`` is true."""

    def __init__(self, function: Callable[[Any], object], *, whole_record: bool = False) -> None:
        self._function = function
        self._whole_record = whole_record

    def emit(self, record: OCSFRecord) -> None:
        self._function(record if self._whole_record else record.body)

    def flush(self, timeout_millis: int = 30_000) -> bool:
        return True

    def shutdown(self) -> None:
        return None


class FanOutSink:
    """Several sinks; one failing does not keep the record from the others."""

    def __init__(self, sinks: Sequence[OCSFSink]) -> None:
        self.sinks = tuple(sinks)

    def emit(self, record: OCSFRecord) -> None:
        failure: Exception | None = None
        for sink in self.sinks:
            try:
                sink.emit(record)
            except Exception as exc:  # reported by the processor after the others ran
                failure = exc
        if failure is not None:
            raise failure

    def flush(self, timeout_millis: int = 30_000) -> bool:
        return all([sink.flush(timeout_millis) for sink in self.sinks])

    def shutdown(self) -> None:
        for sink in self.sinks:
            sink.shutdown()


def as_sink(sink: Any) -> OCSFSink:
    """An OCSFSink from a sink, a callable (given each record's body) or a list of either."""
    if sink is None:
        return LogSink()
    if isinstance(sink, OCSFSink):
        return sink
    if callable(sink):
        return CallableSink(sink)
    if isinstance(sink, Sequence) and not isinstance(sink, str | bytes):
        return FanOutSink([as_sink(item) for item in sink])
    raise TypeError(f"not an OCSF sink: {sink!r}")
