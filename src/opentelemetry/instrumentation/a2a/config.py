"""What ``instrument()`` was asked for: keyword arguments first, then environment variables."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .environment_variables import (
    OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH,
    OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM,
    OTEL_INSTRUMENTATION_A2A_INDICATORS,
    OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS,
    OTEL_INSTRUMENTATION_A2A_SEMANTIC,
    OTEL_INSTRUMENTATION_A2A_SEMANTIC_QUEUE_SIZE,
    OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT,
)

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")
DEFAULT_CAPTURE_MAX_LENGTH = 1024
DEFAULT_SEMANTIC_QUEUE_SIZE = 1024


class Conventions(str, Enum):
    """Which conventions spans follow (``instrument(conventions=...)``). The shape of contrib's
    ``_OpenTelemetrySemanticConventionStability`` for ``http`` / ``http/dup``: the default, both, or
    the new ones only."""

    AITF = "aitf"  # the AITF A2A conventions (span names `a2a.message.send {agent}`, aitf.a2a.*)
    DUP = "dup"  # AITF, plus the OpenTelemetry A2A draft attributes mirrored
    DRAFT = "draft"  # the OpenTelemetry A2A draft only: span names `{a2a.method.name}`, its attributes


# OpenTelemetry's opt-in switch, as contrib reads it: a comma-separated list in
# OTEL_SEMCONV_STABILITY_OPT_IN. `gen_ai_latest_experimental` (what the GenAI instrumentations
# read) and `a2a_latest_experimental/dup` give both conventions; `a2a_latest_experimental` the
# draft's alone. When both are listed, both conventions win, as `http/dup` wins over `http`.
_SEMCONV_OPT_IN = "OTEL_SEMCONV_STABILITY_OPT_IN"
_DUP_VALUES = frozenset({"gen_ai_latest_experimental", "a2a_latest_experimental/dup"})
_DRAFT_VALUE = "a2a_latest_experimental"


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() == "true"


# OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT as contrib's GenAI instrumentations read it:
# true/false, or a content-capturing mode. This package records content only as span events, so
# every mode that asks for content (on the span, as events, or both) turns capture on.
_CAPTURE_ON = frozenset({"true", "span_only", "event_only", "span_and_event"})
_CAPTURE_OFF = frozenset({"", "false", "no_content"})


def _capture_mode(name: str) -> bool:
    value = os.environ.get(name, "").strip().lower()
    if value in _CAPTURE_ON:
        return True
    if value not in _CAPTURE_OFF:
        _logger.warning(
            "%s=%r is not one of true, false, NO_CONTENT, SPAN_ONLY, EVENT_ONLY, SPAN_AND_EVENT: "
            "message content is not captured",
            name,
            os.environ.get(name),
        )
    return False


def _positive_int(name: str, default: int) -> int:
    try:
        value = int(os.environ.get(name, "").strip())
    except ValueError:
        return default
    return value if value > 0 else default


def _conventions_from_environment() -> Conventions:
    listed = {item.strip() for item in os.environ.get(_SEMCONV_OPT_IN, "").split(",")}
    if listed & _DUP_VALUES:
        return Conventions.DUP
    if _DRAFT_VALUE in listed:
        return Conventions.DRAFT
    return Conventions.AITF


def _conventions(asked: Any) -> Conventions:
    if asked is None:
        return _conventions_from_environment()
    try:
        return Conventions(asked)
    except ValueError:
        fallback = _conventions_from_environment()
        _logger.warning(
            "instrument(conventions=%r) is not one of %s: %s is used",
            asked,
            ", ".join(mode.value for mode in Conventions),
            fallback.value,
        )
        return fallback


# Every keyword instrument() reads: OpenTelemetry's own (BaseInstrumentor and the distro pass the
# providers, skip_dep_check and raise_exception_on_conflict), this package's settings (Settings)
# and the user's hooks (wrapping/hooks.py). Any other is a typo or a setting of another
# instrumentation, and is named in a warning.
INSTRUMENT_KEYWORDS = frozenset(
    {
        "tracer_provider",
        "meter_provider",
        "logger_provider",
        "event_logger_provider",
        "skip_dep_check",
        "raise_exception_on_conflict",
        "keep_sdk_spans",
        "conventions",
        "capture_content",
        "capture_max_length",
        "indicators",
        "semantic",
        "flush_on_sigterm",
        "excluded_urls",
        "excluded_methods",
        "request_hook",
        "response_hook",
        "async_request_hook",
        "async_response_hook",
    }
)


@dataclass(frozen=True)
class Settings:
    keep_sdk_spans: bool = False
    # The AITF conventions, both, or the OpenTelemetry A2A draft's alone.
    conventions: Conventions = Conventions.AITF
    # Record message content (and matched OATF values), cut at capture_max_length characters.
    capture_content: bool = False
    capture_max_length: int = DEFAULT_CAPTURE_MAX_LENGTH
    # OATF indicator sources: paths, the word "curated", loaded documents or an IndicatorSet.
    indicators: tuple[Any, ...] = ()
    # Flush the providers on SIGTERM before the application's handler or the default action.
    flush_on_sigterm: bool = True
    # The semantic tier (indicators only): False, True (the shipped model), or a SemanticEvaluator
    # (any object with score(text, semantic) -> float) to score with instead.
    semantic: Any = False
    semantic_from_keyword: bool = False
    semantic_queue_size: int = DEFAULT_SEMANTIC_QUEUE_SIZE

    @classmethod
    def resolve(cls, kwargs: dict[str, Any]) -> Settings:
        keep = kwargs.get("keep_sdk_spans")
        capture = kwargs.get("capture_content")
        max_length = kwargs.get("capture_max_length")
        indicators = kwargs.get("indicators")
        semantic = kwargs.get("semantic")
        if semantic is None:
            semantic = _env_flag(OTEL_INSTRUMENTATION_A2A_SEMANTIC)
        elif isinstance(semantic, (bool, int, str)):
            semantic = semantic is True or str(semantic).strip().lower() in ("true", "1")
        if indicators is None:
            environment = os.environ.get(OTEL_INSTRUMENTATION_A2A_INDICATORS, "")
            indicators = [entry for entry in environment.split(os.pathsep) if entry.strip()]
        elif not isinstance(indicators, (list, tuple)):
            indicators = [indicators]
        return cls(
            keep_sdk_spans=_env_flag(OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS) if keep is None else bool(keep),
            conventions=_conventions(kwargs.get("conventions")),
            capture_content=(
                _capture_mode(OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT) if capture is None else bool(capture)
            ),
            capture_max_length=(
                _positive_int(OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH, DEFAULT_CAPTURE_MAX_LENGTH)
                if max_length is None
                else max(int(max_length), 1)
            ),
            indicators=tuple(indicators),
            flush_on_sigterm=(
                os.environ.get(OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM, "").strip().lower() != "false"
                if kwargs.get("flush_on_sigterm") is None
                else bool(kwargs["flush_on_sigterm"])
            ),
            semantic=semantic,
            semantic_from_keyword=kwargs.get("semantic") is not None,
            semantic_queue_size=_positive_int(
                OTEL_INSTRUMENTATION_A2A_SEMANTIC_QUEUE_SIZE, DEFAULT_SEMANTIC_QUEUE_SIZE
            ),
        )
