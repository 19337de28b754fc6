"""What ``instrument()`` was asked for: keyword arguments first, then environment variables."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from typing import Any

from .environment_variables import (
    OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH,
    OTEL_INSTRUMENTATION_A2A_INDICATORS,
    OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS,
    OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT,
)

# OpenTelemetry's opt-in switch for the latest experimental GenAI conventions, as the GenAI
# instrumentations read it: a comma-separated list in OTEL_SEMCONV_STABILITY_OPT_IN.
_logger = logging.getLogger("opentelemetry.instrumentation.a2a")
_SEMCONV_OPT_IN = "OTEL_SEMCONV_STABILITY_OPT_IN"
_GENAI_LATEST = "gen_ai_latest_experimental"
DEFAULT_CAPTURE_MAX_LENGTH = 1024


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


def _opted_in(value: str) -> bool:
    return value in {item.strip() for item in os.environ.get(_SEMCONV_OPT_IN, "").split(",")}


@dataclass(frozen=True)
class Settings:
    keep_sdk_spans: bool = False
    # Also emit the OpenTelemetry GenAI / A2A draft attribute names.
    genai_draft: bool = False
    # Record message content (and matched OATF values), cut at capture_max_length characters.
    capture_content: bool = False
    capture_max_length: int = DEFAULT_CAPTURE_MAX_LENGTH
    # OATF indicator sources: paths, the word "curated", loaded documents or an IndicatorSet.
    indicators: tuple[Any, ...] = ()

    @classmethod
    def resolve(cls, kwargs: dict[str, Any]) -> Settings:
        keep = kwargs.get("keep_sdk_spans")
        capture = kwargs.get("capture_content")
        max_length = kwargs.get("capture_max_length")
        indicators = kwargs.get("indicators")
        if indicators is None:
            environment = os.environ.get(OTEL_INSTRUMENTATION_A2A_INDICATORS, "")
            indicators = [entry for entry in environment.split(os.pathsep) if entry.strip()]
        elif not isinstance(indicators, (list, tuple)):
            indicators = [indicators]
        return cls(
            keep_sdk_spans=_env_flag(OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS) if keep is None else bool(keep),
            genai_draft=_opted_in(_GENAI_LATEST),
            capture_content=(
                _capture_mode(OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT) if capture is None else bool(capture)
            ),
            capture_max_length=(
                _positive_int(OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH, DEFAULT_CAPTURE_MAX_LENGTH)
                if max_length is None
                else max(int(max_length), 1)
            ),
            indicators=tuple(indicators),
        )
