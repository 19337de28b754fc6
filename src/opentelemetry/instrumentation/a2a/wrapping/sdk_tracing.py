"""Mute the a2a-sdk's own tracing while we instrument.

The SDK decorates its transports, request handlers and event-queue internals with
``a2a.utils.telemetry`` (both lines): hundreds of attribute-less spans per session, and spans of
~0 ms around streams. Its wrappers look up the module global ``trace`` at every call, so putting a
stand-in there whose tracers record nothing silences them without touching the decorated classes;
``restore()`` puts the real module back.

The stand-in's tracer does what the SDK's own switch (``OTEL_INSTRUMENTATION_A2A_SDK_ENABLED=false``)
does: nothing. Its ``start_as_current_span`` hands out a shared context manager that yields a
non-recording span and leaves the current context alone; OpenTelemetry's ``NoOpTracer`` would
attach a context holding a non-recording copy of the current span around each of the dozens of
decorated calls a send makes (a context copy, an attach and a detach each). Spans started inside
those calls get the same parent either way: the current span's context.
"""

from __future__ import annotations

from typing import Any

from opentelemetry.trace import INVALID_SPAN, NoOpTracer, Span

from opentelemetry import trace


class _Silent:
    """``with tracer.start_as_current_span(...) as span``: ``span`` records nothing, and the current
    context is left as it is. Stateless, so one instance serves every call, nested or concurrent."""

    __slots__ = ()

    def __enter__(self) -> Span:
        return INVALID_SPAN

    def __exit__(self, *exc_info: object) -> None:
        return None  # exceptions pass on


_SILENT = _Silent()


class _SilentTracer(NoOpTracer):
    """A ``NoOpTracer`` whose ``start_as_current_span`` changes no context (``_Silent``)."""

    def start_as_current_span(self, *args: Any, **kwargs: Any) -> Any:
        return _SILENT


_NO_OP_TRACER = _SilentTracer()


class _MutedTrace:
    """``opentelemetry.trace`` as seen by the SDK: the same module, with no-op tracers."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def get_tracer(self, *args: Any, **kwargs: Any) -> NoOpTracer:
        return _NO_OP_TRACER

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


def mute() -> bool:
    """Silence the SDK's tracing; False when this SDK has none to silence."""
    try:
        from a2a.utils import telemetry
    except ImportError:
        return False
    current = getattr(telemetry, "trace", None)
    if current is None or isinstance(current, _MutedTrace) or current is not trace:
        # Absent, already muted, or the SDK's own no-op (its env switch is off): nothing to do.
        return False
    telemetry.trace = _MutedTrace(current)  # type: ignore[assignment]  # a stand-in for the module, on purpose
    return True


def restore() -> None:
    from a2a.utils import telemetry

    current = getattr(telemetry, "trace", None)
    if isinstance(current, _MutedTrace):
        telemetry.trace = current._real
