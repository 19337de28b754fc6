"""Mute the a2a-sdk's own tracing while we instrument.

The SDK decorates its transports, request handlers and event-queue internals with
``a2a.utils.telemetry`` (both lines): hundreds of attribute-less spans per session, and spans of
~0 ms around streams. Its wrappers look up the module global ``trace`` at every call, so putting a
stand-in there whose tracers are no-ops silences them without touching the decorated classes;
``restore()`` puts the real module back.
"""

from __future__ import annotations

from typing import Any

from opentelemetry.trace import NoOpTracer

from opentelemetry import trace

_NO_OP_TRACER = NoOpTracer()


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
