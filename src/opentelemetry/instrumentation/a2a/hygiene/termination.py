"""SIGTERM: what was recorded is exported before the process goes.

Kubernetes and systemd stop a process with SIGTERM. Python's default action for it ends the
process at once: no ``atexit`` hook runs, so the OpenTelemetry providers never flush and the last
spans, the metrics and the OCSF records (the security audit trail) are lost. uvicorn catches
SIGTERM to shut down gracefully, then restores the previous handler and raises the signal again,
which lands on that same default action. (SIGINT raises ``KeyboardInterrupt`` instead, and the
interpreter exits normally, which is why everything arrives then.)

What this package does (docs/configuration.md, "SIGTERM"): on ``instrument()`` in the main thread,
when the SIGTERM handler is the default or a Python function, it puts its own in front. On SIGTERM
that handler force-flushes the tracer, logger and meter providers (in that order: the OCSF
processor turns spans into log records) within one deadline, ``FLUSH_TIMEOUT_SECONDS`` in all, then
hands the signal on: to the application's handler when there was one, else to the default action,
restored and raised again, so the process still ends "killed by SIGTERM" as before. A handler
ignoring SIGTERM (``SIG_IGN``), or one installed outside Python, is left alone. Handlers the
application installs later replace this one, as they would replace the default; uvicorn's puts the
previous one back before it raises the signal again, so this one still runs after its graceful
shutdown. ``uninstrument()`` restores the previous handler if this one is still in place.
``OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM=false`` (or ``instrument(flush_on_sigterm=False)``)
leaves SIGTERM alone.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from opentelemetry import _logs, metrics, trace

_logger = logging.getLogger(__name__.rsplit(".", 2)[0])

# Kubernetes gives a pod 30 s between SIGTERM and SIGKILL by default, systemd 90 s: a flush that
# takes up to 5 s leaves the application's own graceful shutdown most of that time.
FLUSH_TIMEOUT_SECONDS = 5.0

_Handler = Callable[[int, FrameType | None], Any]


def _flushables(providers: list[Any]) -> list[Any]:
    """The providers to flush, the explicitly given ones first, each once."""
    found = [*providers, trace.get_tracer_provider(), _logs.get_logger_provider(), metrics.get_meter_provider()]
    unique: list[Any] = []
    for provider in found:
        if provider is not None and callable(getattr(provider, "force_flush", None)) and provider not in unique:
            unique.append(provider)
    return unique


def flush_providers(providers: list[Any], timeout_seconds: float) -> None:
    """Force-flush every provider within one deadline; never raises."""
    deadline = time.monotonic() + timeout_seconds
    for provider in _flushables(providers):
        left_millis = int((deadline - time.monotonic()) * 1000)
        if left_millis <= 0:
            _logger.warning("SIGTERM: no time left to flush %s", type(provider).__name__)
            continue
        try:
            provider.force_flush(left_millis)
        except Exception:  # the signal must still be handed on
            _logger.warning("SIGTERM: flushing %s failed", type(provider).__name__, exc_info=True)


class SigtermFlush:
    """The handler in front of the application's; ``install`` and ``restore`` it."""

    def __init__(self, providers: list[Any]) -> None:
        self._providers = [provider for provider in providers if provider is not None]
        self._previous: _Handler | int | None = None
        self._installed = False

    def install(self) -> bool:
        """Put the handler in place (main thread only: Python's rule for signal handlers)."""
        if threading.current_thread() is not threading.main_thread():
            return False
        current = signal.getsignal(signal.SIGTERM)
        if current is signal.SIG_IGN or current is None:  # ignored, or a handler outside Python
            return False
        signal.signal(signal.SIGTERM, self._handle)
        self._previous = current
        self._installed = True
        return True

    def restore(self) -> None:
        """Put the previous handler back, if this one is still the one in place."""
        if not self._installed or threading.current_thread() is not threading.main_thread():
            return
        if signal.getsignal(signal.SIGTERM) == self._handle:
            signal.signal(signal.SIGTERM, self._previous)
        self._installed = False

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        previous = self._previous
        # The previous handler first: a second SIGTERM during the flush (an operator who insists)
        # gets what it would have got without this package, at once.
        signal.signal(signal.SIGTERM, previous if callable(previous) else signal.SIG_DFL)
        self._installed = False
        flush_providers(self._providers, FLUSH_TIMEOUT_SECONDS)
        if callable(previous):
            previous(signum, frame)
            return
        # The default action, as if this handler had never been there: the process ends by the
        # signal (its exit status says so), not by a Python exit.
        os.kill(os.getpid(), signal.SIGTERM)
