"""Span -> OCSF records, for either profile."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from opentelemetry.sdk.trace import ReadableSpan

from . import _aitf, _ocsf
from ._common import OCSFRecord
from ._span_view import A2ACall, is_a2a_span, read_span

Profile = Literal["aitf", "ocsf"]
PROFILES: dict[str, Callable[[A2ACall], list[OCSFRecord]]] = {
    _aitf.PROFILE: _aitf.records,
    _ocsf.PROFILE: _ocsf.records,
}
SCHEMA_VERSIONS = {_aitf.PROFILE: _aitf.SCHEMA_VERSION, _ocsf.PROFILE: _ocsf.SCHEMA_VERSION}
DEFAULT_PROFILE: Profile = "aitf"


def check_profile(profile: str) -> Profile:
    if profile not in PROFILES:
        raise ValueError(f"unknown OCSF profile {profile!r}: expected one of {sorted(PROFILES)}")
    return profile  # type: ignore[return-value]


def map_span(span: ReadableSpan, profile: Profile = DEFAULT_PROFILE) -> list[OCSFRecord]:
    """The OCSF records of one finished span: for an A2A span, one activity record and one finding
    per ``aitf.security.threat_detected`` event; for any other span, none."""
    if not is_a2a_span(span):
        return []
    return PROFILES[check_profile(profile)](read_span(span))
