"""OpenTelemetry instrumentation for the A2A (Agent-to-Agent) protocol SDK ``a2a-sdk``.

Every call of the official `a2a-sdk <https://pypi.org/project/a2a-sdk/>`_ (0.3.x and 1.x, over
JSON-RPC, HTTP+JSON and gRPC) becomes a span that follows the AITF A2A span conventions, CLIENT in
the calling agent and SERVER in the serving one: ``a2a.agent.discover``,
``a2a.message.send {agent}``, ``a2a.message.stream {agent}`` (one ``a2a.stream.event`` span event
per streamed item), ``a2a.task.get {agent}``, ``a2a.task.cancel {agent}``, and the rest of the
protocol (``a2a.task.resubscribe``, ``a2a.task.list``, ``a2a.push_config.*``), with the
``aitf.a2a.*`` attributes. Trace context crosses each agent hop, so one trace follows a request
from agent to agent.

Usage
-----

Without code changes::

    pip install opentelemetry-distro opentelemetry-instrumentation-a2a
    opentelemetry-instrument python agent.py

In code::

    from opentelemetry.instrumentation.a2a import A2AInstrumentor

    A2AInstrumentor().instrument(tracer_provider=provider)  # provider: optional
    ...
    A2AInstrumentor().uninstrument()  # restores every wrapped SDK method

Options (keyword arguments of ``instrument()``):

- ``tracer_provider``: the TracerProvider to use (default: the global one).
- ``keep_sdk_spans``: keep the a2a-sdk's own, attribute-less spans (``a2a.utils.telemetry``),
  which are muted while instrumented. Default ``False``; the environment variable
  ``OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS=true`` sets it too.

API
---
"""

from __future__ import annotations

import logging
import os
from collections.abc import Collection
from importlib import import_module
from typing import Any

from opentelemetry.instrumentation.instrumentor import BaseInstrumentor
from opentelemetry.instrumentation.utils import unwrap
from opentelemetry.trace import get_tracer
from wrapt import wrap_function_wrapper

from . import sdk_tracing
from .environment_variables import OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS, OTEL_INSTRUMENTATION_A2A_OCSF
from .package import _instruments
from .version import __version__

__all__ = ["A2AInstrumentor", "__version__"]


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() == "true"


def _install_ocsf_from_environment(tracer_provider: Any) -> None:
    """``OTEL_INSTRUMENTATION_A2A_OCSF`` turns the OCSF output on (security extra). Imported only
    when set: the instrumentation itself knows nothing of OCSF, and never fails because of it."""
    if not os.environ.get(OTEL_INSTRUMENTATION_A2A_OCSF, "").strip():
        return
    try:
        from .security import install_from_environment

        install_from_environment(tracer_provider)
    except Exception:
        logging.getLogger(__name__).warning("OCSF output not available", exc_info=True)


class A2AInstrumentor(BaseInstrumentor):
    """Instruments the a2a-sdk client (both SDK lines)."""

    _wrapped: list[tuple[str, str]]
    _muted_sdk_tracing = False

    def instrumentation_dependencies(self) -> Collection[str]:
        return _instruments

    def _instrument(self, **kwargs: Any) -> None:
        # Imported here: importing this package must not import a2a.
        from .client import ClientInstrumentation
        from .sdk import load_adapter
        from .server import ServerInstrumentation

        tracer = get_tracer(
            __name__,
            __version__,
            tracer_provider=kwargs.get("tracer_provider"),
        )
        adapter = load_adapter()
        server = ServerInstrumentation(tracer, adapter)
        wrap_points = [*ClientInstrumentation(tracer, adapter).wrap_points(), *server.wrap_points()]
        self._wrapped = []
        for module, name, wrapper in wrap_points:
            wrap_function_wrapper(module, name, wrapper)
            self._wrapped.append((module, name))
        server.remember_existing_cards()
        keep_sdk_spans = kwargs.get("keep_sdk_spans")
        if keep_sdk_spans is None:
            keep_sdk_spans = _env_flag(OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS)
        self._muted_sdk_tracing = not keep_sdk_spans and sdk_tracing.mute()
        _install_ocsf_from_environment(kwargs.get("tracer_provider"))

    def _uninstrument(self, **kwargs: Any) -> None:
        for module, name in getattr(self, "_wrapped", ()):
            owner_name, attribute = name.rsplit(".", 1)
            owner: Any = import_module(module)
            for part in owner_name.split("."):
                owner = getattr(owner, part)
            unwrap(owner, attribute)
        self._wrapped = []
        if self._muted_sdk_tracing:
            sdk_tracing.restore()
            self._muted_sdk_tracing = False
