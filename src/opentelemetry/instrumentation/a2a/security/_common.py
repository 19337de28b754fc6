"""What both OCSF profiles write the same way: ids, times, severities, the product, the A2A block."""

from __future__ import annotations

import functools
import ipaddress
import operator
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from opentelemetry.instrumentation.a2a.hygiene import bounds
from opentelemetry.instrumentation.a2a.version import __version__

from ._span_view import A2ACall, ThreatEvent, bounded

PRODUCT_NAME = "opentelemetry-instrumentation-a2a"
# Who makes the product: the authors pyproject.toml names (this is no OpenTelemetry project release).
VENDOR_NAME = "opentelemetry-instrumentation-a2a authors"
PRODUCT: dict[str, str] = {"name": PRODUCT_NAME, "vendor_name": VENDOR_NAME, "version": __version__}

# OCSF severity_id (identical in OCSF 1.1.0, which AITF extends, and in 1.9.0): 0 Unknown,
# 1 Informational, 2 Low, 3 Medium, 4 High, 5 Critical, 6 Fatal, 99 Other.
SEVERITY_CAPTIONS = {0: "Unknown", 1: "Informational", 2: "Low", 3: "Medium", 4: "High", 5: "Critical", 6: "Fatal"}
# A finished call is an activity, not an alarm: a success is informational; a failed call is a
# low-severity signal (worth a look in bulk, not a page). Detections carry the real severity.
CALL_SEVERITY_OK = 1
CALL_SEVERITY_FAILED = 2
# AITF risk levels (semconv `risk_level`) and OATF severities (semconv `oatf_severity`) -> severity_id.
_RISK_SEVERITY = {"info": 1, "informational": 1, "low": 2, "medium": 3, "high": 4, "critical": 5}
# OCSF risk_level_id (1.9.0): 0 Info, 1 Low, 2 Medium, 3 High, 4 Critical.
_RISK_LEVEL_ID = {"info": 0, "informational": 0, "low": 1, "medium": 2, "high": 3, "critical": 4}
RISK_LEVEL_CAPTIONS = {0: "Info", 1: "Low", 2: "Medium", 3: "High", 4: "Critical"}


@dataclass(frozen=True, slots=True)
class OCSFRecord:
    """One OCSF record and where it came from (for the sinks: log timestamp, span context)."""

    body: dict[str, Any]
    profile: str
    event_name: str
    time_ns: int
    trace_id: int
    span_id: int
    sampled: bool
    attributes: dict[str, Any] = field(default_factory=dict)

    @property
    def class_uid(self) -> int:
        return int(self.body["class_uid"])

    @property
    def type_uid(self) -> int:
        return int(self.body["type_uid"])


# RFC 9562 section 5.4, version 4: 122 random bits, the version bits (48-51) 0100 and the variant
# bits (64-65) 10. Counted from the most significant bit; as masks of the 128-bit integer:
_UUID4_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))
_UUID4_SET = (0x4000 << 64) | (0x8000 << 48)


def new_uid() -> str:
    """A random UUID (version 4), as ``str(uuid.uuid4())`` writes it, without building the UUID
    object (which cost more than the rest of a record's metadata)."""
    digits = f"{int.from_bytes(os.urandom(16), 'big') & _UUID4_CLEAR | _UUID4_SET:032x}"
    return f"{digits[:8]}-{digits[8:12]}-{digits[12:16]}-{digits[16:20]}-{digits[20:]}"


def epoch_ms(time_ns: int) -> int:
    return time_ns // 1_000_000


_EPOCH = datetime(1970, 1, 1)  # naive: UTC, written with a "Z"


def iso8601(time_ns: int) -> str:
    """RFC 3339 date-time, UTC, microseconds (what JSON Schema's ``date-time`` format accepts)."""
    seconds, nanos = divmod(time_ns, 1_000_000_000)
    return f"{_utc_second(seconds)}.{nanos // 1000:06d}Z"


@functools.lru_cache(maxsize=64)
def _utc_second(seconds: int) -> str:
    # The records of a burst share their second: its text (the costly part) is made once.
    return (_EPOCH + timedelta(seconds=seconds)).isoformat()


def listed(values: Iterable[str]) -> list[Any]:
    """Several bounded values as one record list: at most ``bounds.MAX_LIST_ITEMS`` items, the last
    one then saying how many were left out."""
    return bounds.items(values, bounds.MAX_RECORD_STRING_LENGTH)


def detection_severity_id(detection: ThreatEvent) -> int:
    level = detection.risk_level or detection.oatf_severity
    return _RISK_SEVERITY.get((level or "").lower(), 0)


def risk_level_id(detection: ThreatEvent) -> int | None:
    level = detection.risk_level or detection.oatf_severity
    return _RISK_LEVEL_ID.get((level or "").lower())


def finding_uid(call: A2ACall, detection: ThreatEvent) -> str:
    """Stable: the same detection mapped twice (a replay, a second pipeline) has the same uid."""
    return f"{call.trace_id_hex}-{call.span_id_hex}-{detection.index}"


# The optional keys of ``unmapped.a2a``, in the order records write them, and the view field each
# holds: read in one C call (attrgetter) and kept when set, cheaper than a dict built and filtered.
_A2A_OPTIONAL = {
    "parent_span_id": "parent_span_id_hex",
    "method": "method",
    "agent_name": "agent_name",
    "agent_url": "agent_url",
    "server_address": "server_address",
    "server_port": "server_port",
    "client_address": "client_address",
    "client_port": "client_port",
    "transport": "transport",
    "interaction_mode": "interaction_mode",
    "task_id": "task_id",
    "context_id": "context_id",
    "task_state": "task_state",
    "message_id": "message_id",
    "message_role": "message_role",
    "push_notification_config_id": "push_config_id",
    "push_notification_origin": "push_origin",
    "error_type": "error_type",
    "jsonrpc_error_code": "error_code",
    "jsonrpc_error_message": "error_message",
    "http_status_code": "http_status",
}
_A2A_OPTIONAL_VALUES = operator.attrgetter(*_A2A_OPTIONAL.values())


def a2a_block(call: A2ACall) -> dict[str, Any]:
    """The A2A facts under ``unmapped.a2a``, the same keys in both profiles: one query path for the
    ids (task, context, message, trace, span) whatever the profile or class."""
    block: dict[str, Any] = {
        "trace_id": call.trace_id_hex,
        "span_id": call.span_id_hex,
        "span_kind": "server" if call.server_side else "client",
        "span_name": call.span_name,
    }
    for key, value in zip(_A2A_OPTIONAL, _A2A_OPTIONAL_VALUES(call), strict=True):
        if value is not None:
            block[key] = value
    if not call.sampled:
        # Recorded for security only (A2ASecuritySampler): no exporter sent this span, so the trace
        # backend does not have it; only the records do.
        block["sampled"] = False
    return block


def oatf_block(detection: ThreatEvent) -> dict[str, Any]:
    """The OATF facts of one detection, under ``unmapped.oatf`` in both profiles."""
    values = {
        "attack_id": detection.attack_id,
        "attack_name": detection.attack_name,
        "indicator_id": detection.indicator_id,
        "severity": detection.oatf_severity,
        "surface": detection.surface,
        "direction": detection.direction,
        "target": detection.target,
        "matched_value": detection.matched_value,
        "tier": detection.tier,
        "classification_atlas": listed(detection.atlas) or None,
        "classification_attack": listed(detection.attack) or None,
        "classification_owasp": listed(detection.owasp) or None,
    }
    return {key: value for key, value in values.items() if value is not None}


def finding_title(detection: ThreatEvent) -> str:
    who = detection.attack_name or detection.attack_id or "OATF indicator"
    where = " ".join(part for part in (detection.surface, detection.direction) if part)
    return bounded(f"{who}: {detection.threat_type}" + (f" in {where}" if where else ""))


def finding_description(detection: ThreatEvent) -> str:
    """What was found, in a sentence an analyst reads (never the JSON the span event holds)."""
    return bounded(_sentence(detection))


def _sentence(detection: ThreatEvent) -> str:
    description = detection.description
    where = " ".join(part for part in (detection.surface, detection.direction) if part)
    facts = [f"indicator {detection.indicator_id}" if detection.indicator_id else None]
    if detection.target:
        facts.append(f"matched {detection.target}" + (f" of the {where}" if where else ""))
    elif where:
        facts.append(f"in the {where}")
    said = ", ".join(fact for fact in facts if fact)
    lead = description or f"{detection.attack_name or 'OATF indicator'} detected {detection.threat_type}"
    return f"{lead.rstrip('.')}" + (f" ({said})." if said else ".")


# OCSF 1.9.0 observable type_id captions (objects/observable.json) of the observables written here.
HOSTNAME, IP_ADDRESS, URL_STRING, RESOURCE_NAME = 1, 2, 6, 38
_OBSERVABLE_TYPES = {
    HOSTNAME: "Hostname",
    IP_ADDRESS: "IP Address",
    URL_STRING: "URL String",
    RESOURCE_NAME: "Resource Details Object: name",
}


def address_type(address: str) -> int:
    return IP_ADDRESS if is_ip(address) else HOSTNAME


@functools.lru_cache(maxsize=256)
def is_ip(address: str) -> bool:
    # Few distinct peers per process: parse each once.
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return False
    return True


def address_observable(endpoint: str, address: str | None) -> tuple[str, int, Any]:
    """The observable of ``address`` held by the endpoint at ``endpoint`` (``dst_endpoint``...):
    its ``ip`` when it is one, else its ``hostname``."""
    kind = address_type(address) if address else HOSTNAME
    return f"{endpoint}.{'ip' if kind == IP_ADDRESS else 'hostname'}", kind, address


def add_observables(body: dict[str, Any], found: list[tuple[str, int, Any]]) -> None:
    """``body["observables"]`` from ``found``; no field when nothing was found (OCSF omits what is
    unknown, and a null fails the schema)."""
    listed = observables(found)
    if listed:
        body["observables"] = listed


def observables(found: list[tuple[str, int, Any]]) -> list[dict[str, Any]] | None:
    """``(path in the record, observable type_id, value)`` -> OCSF ``observables``, once each; a
    ``None`` or empty value is left out."""
    seen: set[tuple[str, int, str]] = set()
    listed = []
    for name, type_id, value in found:
        if value is None or value == "":
            continue
        key = (name, type_id, str(value))
        if key in seen:
            continue
        seen.add(key)
        listed.append({"name": name, "type_id": type_id, "type": _OBSERVABLE_TYPES[type_id], "value": str(value)})
    return listed or None


def compact(values: dict[str, Any]) -> dict[str, Any]:
    """Drop keys whose value is None: OCSF omits what is unknown rather than writing null."""
    # A loop, not a comprehension: one frame less, on a call made a dozen times per record.
    kept = {}
    for key, value in values.items():
        if value is not None:
            kept[key] = value
    return kept
