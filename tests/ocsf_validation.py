"""Schema validation of OCSF records: ``ocsf`` against the official OCSF 1.9.0 schema
(``ocsf-schema-1.9.0.json`` beside the security tests, compiled from the OCSF sources by
tools/gen_ocsf_schema.py, and turned into JSON Schema by the ``ocsf-json-schema`` package), ``aitf``
against AITF's JSON schema (copied into the package under ``security/schemas``). Offline: no schema
is fetched.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterable, Mapping
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from ocsf_json_schema import OcsfJsonSchemaEmbedded

from opentelemetry.instrumentation.a2a import security
from opentelemetry.instrumentation.a2a.security import OCSFRecord

AITF_SCHEMA = Path(security.__file__).parent / "schemas" / "aitf-ocsf-schema.json"
OCSF_SCHEMA = Path(__file__).resolve().parent / "security" / "ocsf-schema-1.9.0.json"
OCSF_VERSION = "1.9.0"
# OCSF 1.9.0 class name and the profiles our records of that class declare.
OCSF_CLASSES = {6003: ("api_activity", ("trace", "ai_operation")), 2004: ("detection_finding", ())}
# aitf-ocsf-schema.json definitions per class.
AITF_CLASSES = {7002: "AIAgentActivityEvent", 7003: "AIToolExecutionEvent", 7005: "AISecurityFindingEvent"}
# RFC 3339 date-time (the `date-time` format; jsonschema checks it only with an optional package).
_DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")


@cache
def _ocsf_schema() -> OcsfJsonSchemaEmbedded:
    return OcsfJsonSchemaEmbedded(json.loads(OCSF_SCHEMA.read_text(encoding="utf-8")))


@cache
def ocsf_validator(class_uid: int) -> Draft202012Validator:
    name, profiles = OCSF_CLASSES[class_uid]
    schema = _ocsf_schema().get_class_schema(name, list(profiles))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


@cache
def aitf_validator(class_uid: int) -> Draft202012Validator:
    document = json.loads(AITF_SCHEMA.read_text(encoding="utf-8"))
    schema = {**document, "$ref": f"#/definitions/{AITF_CLASSES[class_uid]}"}
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def problems(body: Mapping[str, Any], profile: str) -> list[str]:
    """Everything wrong with one record; empty when it is valid."""
    found: list[str] = []
    class_uid = body.get("class_uid")
    known = OCSF_CLASSES if profile == "ocsf" else AITF_CLASSES
    if class_uid not in known:
        return [f"class_uid {class_uid} is not a class of profile {profile}"]
    validator = ocsf_validator(class_uid) if profile == "ocsf" else aitf_validator(class_uid)
    found += [
        f"{'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}"
        for error in validator.iter_errors(body)
    ]
    if body.get("type_uid") != class_uid * 100 + body.get("activity_id", -1):
        found.append(f"type_uid {body.get('type_uid')} != class_uid*100 + activity_id")
    time = body.get("time")
    if profile == "ocsf":
        if not (isinstance(time, int) and time > 1_000_000_000_000):
            found.append(f"time {time!r} is not epoch milliseconds")
        if body["metadata"]["version"] != OCSF_VERSION:
            found.append(f"metadata.version is not {OCSF_VERSION}")
    else:
        if not (isinstance(time, str) and _DATE_TIME.match(time)):
            found.append(f"time {time!r} is not an RFC 3339 date-time")
        else:
            datetime.fromisoformat(time.replace("Z", "+00:00"))
        if body["metadata"]["version"] != "1.1.0":
            found.append("metadata.version is not AITF's 1.1.0")
    metadata = body["metadata"]
    if metadata["product"].get("name") != "opentelemetry-instrumentation-a2a" or not metadata["product"].get("version"):
        found.append("metadata.product is not this package")
    if not metadata.get("uid") or not metadata.get("correlation_uid"):
        found.append("metadata.uid or correlation_uid missing")
    a2a = body.get("unmapped", {}).get("a2a", {})
    if not (
        re.fullmatch(r"[0-9a-f]{32}", a2a.get("trace_id", "")) and re.fullmatch(r"[0-9a-f]{16}", a2a.get("span_id", ""))
    ):
        found.append("unmapped.a2a lacks trace_id/span_id")
    return found


def assert_valid(records: Iterable[OCSFRecord | Mapping[str, Any]], profile: str | None = None) -> int:
    """Validate every record (an OCSFRecord, or a body with ``profile`` given); returns how many."""
    count = 0
    for record in records:
        body, record_profile = (
            (record.body, record.profile) if isinstance(record, OCSFRecord) else (record, profile or "")
        )
        found = problems(body, record_profile)
        assert not found, f"invalid {record_profile} record {body.get('class_uid')}: {found}\n{json.dumps(body)[:2000]}"
        count += 1
    return count


class RecordingSink:
    """Keeps every record (thread-safe); the tests validate them all."""

    def __init__(self) -> None:
        self.records: list[OCSFRecord] = []
        self._lock = threading.Lock()

    def emit(self, record: OCSFRecord) -> None:
        with self._lock:
            self.records.append(record)

    def flush(self, timeout_millis: int = 30_000) -> bool:
        return True

    def shutdown(self) -> None:
        return None
