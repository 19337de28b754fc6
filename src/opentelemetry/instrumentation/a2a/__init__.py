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

Options (keyword arguments of ``instrument()``; each has an environment variable too, and the
keyword wins):

- ``tracer_provider``, ``meter_provider``: where spans and metrics go (default: the global ones).
- ``keep_sdk_spans`` (``OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS``): keep the a2a-sdk's own,
  attribute-less spans (``a2a.utils.telemetry``), which are muted while instrumented.
- ``capture_content`` (``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT``): record message,
  status-message and artifact content on span events; off by default.
- ``capture_max_length`` (``OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH``): longest captured
  value, in characters (default 1024).
- ``indicators`` (``OTEL_INSTRUMENTATION_A2A_INDICATORS``): OATF indicator documents (paths, the
  word ``curated``, loaded documents) evaluated on every A2A message; needs the ``security`` extra.

``OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental`` adds the OpenTelemetry GenAI / A2A
draft attribute names.

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
from opentelemetry.metrics import get_meter
from opentelemetry.trace import get_tracer
from wrapt import wrap_function_wrapper

from . import bounds, sdk_tracing
from .attributes import as_given, with_draft_names
from .config import Settings
from .content import ContentCapture
from .environment_variables import OTEL_INSTRUMENTATION_A2A_OCSF
from .instruments import Instruments
from .metrics import OperationMetrics
from .package import _instruments
from .version import __version__

__all__ = ["A2AInstrumentor", "__version__"]

_logger = logging.getLogger(__name__)
_DISTRIBUTION = "opentelemetry-instrumentation-a2a"


def _detector(settings: Settings, adapter: Any) -> Any:
    """The OATF detector of the configured indicators, or None (no indicators, or no security extra)."""
    if not settings.indicators:
        return None
    try:
        from .detections import Detector, load_indicators
    except ImportError as missing:  # the `security` extra is not installed
        _logger.error(
            "OATF indicators are configured but cannot be evaluated: %s (pip install '%s[security]')",
            missing,
            _DISTRIBUTION,
        )
        return None
    indicators = load_indicators(settings.indicators)
    if indicators is None:
        return None
    return Detector(indicators, adapter, settings.capture_content, settings.capture_max_length)


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
        from .legacy_client import LegacyClientInstrumentation
        from .sdk import load_adapter
        from .server import ServerInstrumentation

        tracer = get_tracer(
            __name__,
            __version__,
            tracer_provider=kwargs.get("tracer_provider"),
        )
        settings = Settings.resolve(kwargs)
        bounds.configure_from_environment()
        adapter = load_adapter()
        meter = get_meter(__name__, __version__, meter_provider=kwargs.get("meter_provider"))
        instruments = Instruments(
            tracer,
            adapter,
            with_draft_names if settings.genai_draft else as_given,
            _detector(settings, adapter),
            OperationMetrics(meter),
            ContentCapture(settings.capture_max_length) if settings.capture_content else None,
        )
        server = ServerInstrumentation(instruments)
        wrap_points = [
            *ClientInstrumentation(instruments).wrap_points(),
            *LegacyClientInstrumentation(instruments).wrap_points(),
            *server.wrap_points(),
        ]
        self._wrapped = []
        for module, name, wrapper in wrap_points:
            wrap_function_wrapper(module, name, wrapper)
            self._wrapped.append((module, name))
        server.remember_existing_cards()
        self._muted_sdk_tracing = not settings.keep_sdk_spans and sdk_tracing.mute()
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
