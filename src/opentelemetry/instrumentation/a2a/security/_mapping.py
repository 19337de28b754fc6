"""Span -> OCSF records, for either profile.

Every record leaves here exportable and bounded: a record repeats what a peer chose (its card name,
ids, error texts), and one value the OTLP log exporter cannot encode (a lone surrogate, an integer
outside int64) would lose every record of its batch. No string in a record is longer than
``bounds.MAX_RECORD_STRING_LENGTH`` characters, no list longer than ``bounds.MAX_LIST_ITEMS`` items,
each cut marked. The span's values are bounded as the view reads them (``read_span``), and the
mappings bound what they compose from several (a message, a title, a list): no walk over the whole
body afterwards, which cost a quarter of the mapping.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from opentelemetry.sdk.trace import ReadableSpan

from . import _aitf, _ocsf
from ._common import OCSFRecord
from ._span_view import A2ACall, ThreatEvent, is_a2a_span, read_span

Profile = Literal["aitf", "ocsf"]
Mapper = Callable[[A2ACall], list[OCSFRecord]]


PROFILES: dict[str, Mapper] = {
    _aitf.PROFILE: _aitf.records,
    _ocsf.PROFILE: _ocsf.records,
}
# One finding record for a detection made after its span ended (the semantic tier): the same
# mapping as a span's own detection events, without the span's activity record (already sent).
LATE_FINDINGS: dict[str, Callable[[A2ACall, ThreatEvent], OCSFRecord]] = {
    _aitf.PROFILE: _aitf.finding,
    _ocsf.PROFILE: _ocsf.late_finding,
}
SCHEMA_VERSIONS = {_aitf.PROFILE: _aitf.SCHEMA_VERSION, _ocsf.PROFILE: _ocsf.SCHEMA_VERSION}
DEFAULT_PROFILE: Profile = "aitf"
# The classes of detection findings (the others are activity records).
FINDING_CLASSES = frozenset({_aitf.SECURITY_FINDING, _ocsf.DETECTION_FINDING})


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
