"""What ``instrument()`` was asked for: keyword arguments first, then environment variables."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from .environment_variables import OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS

# OpenTelemetry's opt-in switch for the latest experimental GenAI conventions, as the GenAI
# instrumentations read it: a comma-separated list in OTEL_SEMCONV_STABILITY_OPT_IN.
_SEMCONV_OPT_IN = "OTEL_SEMCONV_STABILITY_OPT_IN"
_GENAI_LATEST = "gen_ai_latest_experimental"


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() == "true"


def _opted_in(value: str) -> bool:
    return value in {item.strip() for item in os.environ.get(_SEMCONV_OPT_IN, "").split(",")}


@dataclass(frozen=True)
class Settings:
    keep_sdk_spans: bool = False
    # Also emit the OpenTelemetry GenAI / A2A draft attribute names.
    genai_draft: bool = False

    @classmethod
    def resolve(cls, kwargs: dict[str, Any]) -> Settings:
        keep = kwargs.get("keep_sdk_spans")
        return cls(
            keep_sdk_spans=_env_flag(OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS) if keep is None else bool(keep),
            genai_draft=_opted_in(_GENAI_LATEST),
        )
