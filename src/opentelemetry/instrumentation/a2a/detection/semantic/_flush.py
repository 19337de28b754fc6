"""The tracer provider's ``force_flush()`` and ``shutdown()`` wait for the semantic tier.

A finding of the semantic tier comes after its span ended, so an application that flushes its
provider before exit, or a test that flushes before it reads the logs, would otherwise miss the
findings still being scored. ``SemanticFlushProcessor`` is a span processor that does nothing with
spans: registered on the provider, it makes the provider's flush and shutdown wait for the tier,
each within its own timeout (a stuck model returns ``False`` at the timeout; the worker is a
daemon thread and never holds up exit).
"""

from __future__ import annotations

import atexit
import weakref
from typing import Any

from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from ._tier import SemanticTier

__all__ = ["EXIT_TIMEOUT_MILLIS", "SemanticFlushProcessor"]

# At exit the provider calls shutdown() without a timeout: the tier gets this long, no longer.
EXIT_TIMEOUT_MILLIS = 5_000


class SemanticFlushProcessor(SpanProcessor):
    """``force_flush`` / ``shutdown`` of the provider reach the semantic tier (held weakly: an
    uninstrumented tier is not kept alive by the provider, which cannot drop a processor)."""

    def __init__(self, tier: SemanticTier, exit_timeout_millis: float = EXIT_TIMEOUT_MILLIS) -> None:
        self._tier = weakref.ref(tier)
        self._exit_timeout_millis = exit_timeout_millis
        # At exit, before the providers registered earlier shut down (exit hooks run last
        # registered first), the tier's last findings reach an OCSF processor still running.
        atexit.register(_flush_at_exit, weakref.ref(self))

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        return None

    def on_end(self, span: ReadableSpan) -> None:
        return None

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        tier = self._tier()
        return True if tier is None else tier.force_flush(timeout_millis)

    def shutdown(self, timeout_millis: Any = None) -> None:
        tier = self._tier()
        if tier is not None:
            tier.shutdown(self._exit_timeout_millis if timeout_millis is None else timeout_millis)


def _flush_at_exit(processor: weakref.ref[SemanticFlushProcessor]) -> None:
    alive = processor()
    if alive is not None:
        alive.force_flush(int(alive._exit_timeout_millis))
