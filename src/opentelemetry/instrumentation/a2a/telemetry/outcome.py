"""How a call's outcome sets span status and error attributes.

- An exception: status ERROR, ``error.type`` as the OpenTelemetry A2A draft defines it (see
  ``error_type``), the JSON-RPC code and message (both SDK lines, all transports where the error maps to a code), the HTTP status
  when a response carried one, and the exception event; the exception itself passes on unchanged.
- A task that ended ``failed`` or ``rejected`` (send and stream only: those calls own the task's
  execution): status ERROR, ``error.type`` the state. The call worked, the delegation did not,
  and an operator looking for failed delegations finds them by status.
- ``canceled``, ``input-required`` and ``auth-required`` are outcomes the protocol expects, and a
  ``tasks/get`` that reports a failed task has itself succeeded: status stays UNSET.
- Cancellation of the caller (``asyncio.CancelledError``) and ``GeneratorExit`` end the span with
  status UNSET: the caller stopped waiting; nothing failed.

SERVER spans follow OpenTelemetry's rule for servers (as for HTTP 4xx): an error the caller
caused (unknown task, invalid params, unsupported operation... see ``CALLER_ERROR_CODES``) leaves
the status UNSET, with ``error.type`` and the code still recorded; an internal error or an
exception without an A2A code sets ERROR. A task that ends ``failed`` sets ERROR; ``rejected`` is
the agent's own decision, not a fault of the server, and leaves it UNSET.

Texts that go into telemetry (status description, exception message and stack trace, JSON-RPC
message) pass through the redaction policy (``redaction.redact_bounded``): SDK error messages quote
request URLs, and those may carry credentials (a 401 for ``...?x-api-key=...``). Then they are made
exportable and cut to ``MAX_TEXT_LENGTH`` (stack traces ``MAX_STACKTRACE_LENGTH``) by
``bounds.text``: a peer controls what error messages quote (a JSON-RPC error message, a card's
invalid values), and a span must not hold megabytes of it until it is exported, nor a lone
surrogate that fails the export of the whole batch. The JSON-RPC code is the peer's number: one
outside int64 is recorded as its decimal string.
"""

from __future__ import annotations

from collections.abc import Callable

from opentelemetry.trace import Span, SpanKind, Status, StatusCode

from ..conventions import semconv as sc
from ..hygiene import bounds
from ..hygiene.redaction import redact_bounded
from ..hygiene.safety import guarded
from ..sdk.views import ErrorView
from .stacktrace import format_stack_trace

FAILED_TASK_STATES = {
    SpanKind.CLIENT: frozenset({sc.TaskStateValues.FAILED, sc.TaskStateValues.REJECTED}),
    SpanKind.SERVER: frozenset({sc.TaskStateValues.FAILED}),
}
# JSON-RPC codes of errors the caller caused (A2A v0.3 section 8, JSON-RPC 2.0 section 5.1).
CALLER_ERROR_CODES = frozenset(
    {
        -32700,  # JSON parse error
        -32600,  # invalid request
        -32601,  # method not found
        -32602,  # invalid params
        -32001,  # task not found
        -32002,  # task not cancelable
        -32003,  # push notification not supported
        -32004,  # unsupported operation
        -32005,  # content type not supported
        -32007,  # authenticated extended card not configured
        -32008,  # extension support required
        -32009,  # version not supported
    }
)
MAX_TEXT_LENGTH = 4096
MAX_STACKTRACE_LENGTH = 16384


def _telemetry_text(text: str, limit: int = MAX_TEXT_LENGTH) -> str:
    # Redacted before it is cut (a cut through a URL could leave half a password unrecognized).
    return bounds.text(redact_bounded(text, limit), limit)


def qualified_name(cls: type) -> str:
    module = cls.__module__
    return cls.__qualname__ if module in (None, "builtins") else f"{module}.{cls.__qualname__}"


NO_DETAILS = ErrorView(None, None, None)


def _text_of(exc: BaseException) -> str:
    """``str(exc)``; an exception whose ``__str__`` raises (a broken SDK or peer error class) still
    gets its status and event (``traceback`` copes the same way)."""
    try:
        return str(exc)
    except Exception:
        return f"<{type(exc).__name__}: str() failed>"


def _chained_text(exc: BaseException) -> str:
    return _telemetry_text(_text_of(exc))


def error_type(error: ErrorView, exc_class: type) -> str:
    """``error.type`` as the OpenTelemetry A2A draft conventions define it (``model/a2a/common.yaml``):
    the JSON-RPC error code as a string when the call returned one (on a2a-sdk 1.x the SDK maps
    every A2A error class to its code, whatever the transport), else the protocol's status code
    (0.3's clients keep only that: the HTTP status over HTTP+JSON, the gRPC status name over gRPC),
    else the exception's qualified class name. So "task not found" is ``-32001`` on both SDK lines,
    client and server side, except 0.3's HTTP+JSON (``404``) and gRPC (``NOT_FOUND``) clients."""
    if error.code is not None:
        return str(error.code)
    if error.http_status is not None:
        return str(error.http_status)
    if error.grpc_status is not None:
        return error.grpc_status
    return qualified_name(exc_class)


def record_error(
    span: Span, exc: BaseException, describe: Callable[[BaseException], ErrorView], kind: SpanKind = SpanKind.CLIENT
) -> str | None:
    """Record ``exc`` on ``span``; ``describe`` reads the SDK's error details (code, HTTP status).
    Returns the ``error.type`` it set (None for cancellation)."""
    if not isinstance(exc, Exception):  # CancelledError, GeneratorExit, KeyboardInterrupt
        return None
    # Details are a bonus: if reading them fails, the error is still recorded.
    error = guarded("reading an error's details", describe, exc) or NO_DETAILS
    type_of_error = error_type(error, type(exc))
    if not span.is_recording():
        # Sampled out: the metrics need the error's type; texts and stack traces only feed the span.
        return type_of_error
    span.set_attribute(sc.ERROR_TYPE, bounds.value_of(type_of_error))
    if error.code is not None:
        span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_CODE, bounds.value_of(error.code))
        if error.message:
            span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_MESSAGE, _telemetry_text(error.message))
    if error.http_status is not None:
        span.set_attribute(sc.HTTP_RESPONSE_STATUS_CODE, bounds.value_of(error.http_status))
    # The exception's text is computed once and cut before anything else reads it: its __str__ may
    # be slow, or quote megabytes of a peer's message (stacktrace.py). The event is the one the
    # SDK's record_exception would add, built here because that method calls str() twice more.
    message = _telemetry_text(_text_of(exc))
    stack_trace = format_stack_trace(exc, message, _chained_text, qualified_name)
    span.add_event(
        "exception",
        {
            sc.EXCEPTION_TYPE: qualified_name(type(exc)),
            sc.EXCEPTION_MESSAGE: message,
            sc.EXCEPTION_STACKTRACE: _telemetry_text(stack_trace, MAX_STACKTRACE_LENGTH),
            sc.EXCEPTION_ESCAPED: "True",
        },
    )
    if kind is SpanKind.SERVER and error.code in CALLER_ERROR_CODES:
        return type_of_error
    span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {message}"))
    return type_of_error


def record_task_outcome(span: Span, state: str | None, kind: SpanKind = SpanKind.CLIENT) -> str | None:
    """Mark a failed delegation; returns the ``error.type`` it set, if any."""
    if state in FAILED_TASK_STATES[kind]:
        span.set_attribute(sc.ERROR_TYPE, state)
        span.set_status(Status(StatusCode.ERROR, f"task {state}"))
        return state
    return None


def record_error_response(span: Span, error: ErrorView, error_class: type) -> str:
    """A JSON-RPC error the SDK returned as a response instead of raising (0.3's legacy A2AClient)."""
    type_of_error = error_type(error, error_class)
    span.set_attribute(sc.ERROR_TYPE, bounds.value_of(type_of_error))
    if error.code is not None:
        span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_CODE, bounds.value_of(error.code))
    message = _telemetry_text(error.message) if error.message else None
    if message:
        span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_MESSAGE, message)
    span.set_status(Status(StatusCode.ERROR, f"JSON-RPC error {error.code}: {message}"))
    return type_of_error
