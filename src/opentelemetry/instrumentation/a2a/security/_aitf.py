"""Profile ``aitf``: AITF's OCSF category 7 "AI System Activity" classes.

Class and activity ids, field names and the schema version are AITF's
(girdav01/AITF 1faa737, spec/ocsf-mapping/event-classes.md and spec/schema/aitf-ocsf-schema.json,
MIT; copied under ``schemas/``). Not official OCSF: since OCSF 1.3.0, 7002/7003 are Remediation
classes there, so every record says ``metadata.version = "1.1.0"`` (AITF's base) and names its
AITF class; a SIEM on current OCSF needs the ``ocsf`` profile.
"""

from __future__ import annotations

from typing import Any

from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M

from ._common import (
    CALL_SEVERITY_FAILED,
    CALL_SEVERITY_OK,
    PRODUCT,
    RESOURCE_NAME,
    SEVERITY_CAPTIONS,
    URL_STRING,
    OCSFRecord,
    a2a_block,
    add_observables,
    address_type,
    compact,
    detection_severity_id,
    finding_title,
    finding_uid,
    iso8601,
    listed,
    new_uid,
    oatf_block,
)
from ._span_view import A2ACall, ThreatEvent, bounded, is_http_url

PROFILE = "aitf"
SCHEMA_VERSION = "1.1.0"  # aitf-ocsf-schema.json: OCSFMetadata.version const "1.1.0"
CATEGORY_UID = 7
CATEGORY_NAME = "AI System Activity"

AGENT_ACTIVITY = 7002  # AI Agent Activity
TOOL_EXECUTION = 7003  # AI Tool Execution
SECURITY_FINDING = 7005  # AI Security Finding
CLASS_NAMES = {
    AGENT_ACTIVITY: "AI Agent Activity",
    TOOL_EXECUTION: "AI Tool Execution",
    SECURITY_FINDING: "AI Security Finding",
}
EVENT_NAMES = {
    AGENT_ACTIVITY: "aitf.ai_agent_activity",
    TOOL_EXECUTION: "aitf.ai_tool_execution",
    SECURITY_FINDING: "aitf.ai_security_finding",
}

# 7002 activities (event-classes.md, "Class 7002", Type UIDs).
STEP_EXECUTE = 3
DELEGATION = 4
# 7003 activities (event-classes.md, "Class 7003").
SKILL_INVOKE = 3
API_CALL = 4
# 7005 activities (event-classes.md, "Class 7005").
THREAT_DETECTION = 1
OTHER = 99
_ACTIVITY_NAMES = {
    AGENT_ACTIVITY: {STEP_EXECUTE: "Step Execute", DELEGATION: "Delegation", OTHER: "Other"},
    TOOL_EXECUTION: {SKILL_INVOKE: "Skill Invoke", API_CALL: "API Call", OTHER: "Other"},
    SECURITY_FINDING: {THREAT_DETECTION: "Threat Detection", OTHER: "Other"},
}

_EXCHANGES = frozenset({M.MESSAGE_SEND, M.MESSAGE_STREAM})
# The calling agent's follow-up steps, named for `step_type` (what the step does to the remote task).
_CLIENT_STEPS = {
    M.AGENT_CARD_GET: "discover",
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: "discover",
    M.TASKS_GET: "poll",
    M.TASKS_LIST: "list",
    M.TASKS_CANCEL: "cancel",
    M.TASKS_RESUBSCRIBE: "resubscribe",
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: "configure_push",
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: "configure_push",
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: "configure_push",
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: "configure_push",
}
_KNOWN_METHODS = frozenset(_CLIENT_STEPS) | _EXCHANGES


def classify(call: A2ACall) -> tuple[int, int]:
    """(class_uid, activity_id) of a call's activity record. Total: every call gets one.

    - CLIENT send/stream: the calling agent hands work to another agent: 7002 Delegation.
    - other CLIENT calls: steps of the calling agent on that delegation (discover, poll, cancel,
      resubscribe, push configuration): 7002 Step Execute. None starts a new delegation.
    - SERVER send/stream: the serving agent runs its skills for the caller: 7003 Skill Invoke.
    - other SERVER calls: protocol API the agent answers without running a skill: 7003 API Call.
    - a method this version does not know: 7002/7003 Other, never dropped.
    """
    if call.server_side:
        if call.method in _EXCHANGES:
            return TOOL_EXECUTION, SKILL_INVOKE
        return TOOL_EXECUTION, API_CALL if call.method in _KNOWN_METHODS else OTHER
    if call.method in _EXCHANGES:
        return AGENT_ACTIVITY, DELEGATION
    return AGENT_ACTIVITY, STEP_EXECUTE if call.method in _KNOWN_METHODS else OTHER


def _base(class_uid: int, activity_id: int, time_ns: int, severity_id: int, call: A2ACall) -> dict[str, Any]:
    return {
        "category_uid": CATEGORY_UID,
        "category_name": CATEGORY_NAME,
        "class_uid": class_uid,
        "class_name": CLASS_NAMES[class_uid],
        "activity_id": activity_id,
        "activity_name": _ACTIVITY_NAMES[class_uid][activity_id],
        "type_uid": class_uid * 100 + activity_id,
        "type_name": f"{CLASS_NAMES[class_uid]}: {_ACTIVITY_NAMES[class_uid][activity_id]}",
        "time": iso8601(time_ns),
        "severity_id": severity_id,
        "severity": SEVERITY_CAPTIONS[severity_id],
        "metadata": {
            "version": SCHEMA_VERSION,
            "product": dict(PRODUCT),
            "uid": new_uid(),
            # Every record of one trace shares it: the SIEM's join key to the trace backend.
            "correlation_uid": call.trace_id_hex,
            "original_time": iso8601(call.start_ns),
        },
        # Not in AITF's schema (which allows additional fields): the OCSF 1.9.0 trace-profile shape,
        # so `trace.uid` / `trace.span.uid` are the same query in both profiles.
        "trace": compact(
            {
                "uid": call.trace_id_hex,
                "span": compact({"uid": call.span_id_hex, "parent_uid": call.parent_span_id_hex}),
            }
        ),
    }


def _actor(call: A2ACall) -> dict[str, Any]:
    actor: dict[str, Any] = {"app_name": call.service_name}
    if call.context_id:
        actor["session"] = {"uid": call.context_id}
    return actor


def _outcome(call: A2ACall) -> dict[str, Any]:
    return compact(
        {
            "status_id": 2 if call.failed else 1,
            "status": "Failure" if call.failed else "Success",
            "status_code": None if call.error_code is None else str(call.error_code),
            "status_detail": call.error_type or call.task_state,
        }
    )


def _session_id(call: A2ACall) -> str:
    # AITF requires a session: the A2A context (conversation) when the call has one, else the
    # trace, the one grouping every call has.
    return call.context_id or call.trace_id_hex


def activity(call: A2ACall) -> OCSFRecord:
    class_uid, activity_id = classify(call)
    severity_id = CALL_SEVERITY_FAILED if call.failed else CALL_SEVERITY_OK
    body = _base(class_uid, activity_id, call.start_ns, severity_id, call)
    body.update(_outcome(call))
    target = call.agent_name or call.agent_url or call.server_address
    body["message"] = bounded(
        f"A2A {call.method or call.base_name} "
        + (
            f"served by {call.agent_name or call.service_name}"
            if call.server_side
            else f"to {target or 'unknown agent'}"
        )
    )
    body["actor"] = _actor(call)
    if class_uid == AGENT_ACTIVITY:
        # The acting agent is this process (the span's resource); the remote one is the target.
        body.update(
            compact(
                {
                    "agent_name": call.service_name,
                    "agent_id": call.service_instance_id or call.service_name,
                    "agent_type": "a2a",
                    "framework": "a2a-sdk",
                    "session_id": _session_id(call),
                    "step_type": "delegate" if activity_id == DELEGATION else _CLIENT_STEPS.get(call.method or ""),
                    "action": call.method or call.base_name,
                    "delegation_target": target,
                }
            )
        )
    else:
        exchange = activity_id == SKILL_INVOKE
        body.update(
            compact(
                {
                    # Skill Invoke: the A2A request names no skill; the agent's skills ran, so the
                    # agent is the tool. API Call: the protocol method is the API.
                    "tool_name": (call.agent_name or call.service_name)
                    if exchange
                    else (call.method or call.base_name),
                    "tool_type": "skill" if exchange else "api",
                    "is_error": call.failed,
                    "duration_ms": call.duration_ms,
                }
            )
        )
    body["unmapped"] = {"a2a": a2a_block(call)}
    return _record(body, call, call.start_ns)


def finding(call: A2ACall, detection: ThreatEvent) -> OCSFRecord:
    severity_id = detection_severity_id(detection)
    body = _base(SECURITY_FINDING, THREAT_DETECTION, detection.time_ns, severity_id, call)
    body.update({"status_id": 1, "status": "Success"})
    body["message"] = finding_title(detection)
    body["actor"] = _actor(call)
    body["finding"] = compact(
        {
            "uid": finding_uid(call, detection),
            "finding_type": detection.threat_type,
            "owasp_category": detection.owasp_category,
            "risk_level": detection.risk_level or "info",
            "risk_score": detection.risk_score if detection.risk_score is not None else 0.0,
            "confidence": detection.confidence if detection.confidence is not None else 0.0,
            "detection_method": detection.detection_method,
            "blocked": detection.blocked,
            "details": detection.details,
            "matched_patterns": [detection.indicator_id] if detection.indicator_id else None,
        }
    )
    if detection.atlas:
        body["compliance"] = {"mitre_atlas": {"techniques": listed(detection.atlas)}}
    body["unmapped"] = {"a2a": a2a_block(call), "oatf": oatf_block(detection)}
    return _record(body, call, detection.time_ns)


def _observables(call: A2ACall) -> list[tuple[str, int, Any]]:
    """AITF's ``observables`` (name, type, value) with OCSF's observable ``type_id`` beside them, so
    one SIEM pivot serves both profiles. The values live under ``unmapped.a2a`` here."""
    peer_key, peer = (
        ("client_address", call.client_address) if call.server_side else ("server_address", call.server_address)
    )
    found: list[tuple[str, int, Any]] = []
    if peer:
        found.append((f"unmapped.a2a.{peer_key}", address_type(peer), peer))
    if is_http_url(call.agent_url):
        found.append(("unmapped.a2a.agent_url", URL_STRING, call.agent_url))
    found.append(("unmapped.a2a.agent_name", RESOURCE_NAME, call.agent_name))
    if is_http_url(call.push_origin):
        found.append(("unmapped.a2a.push_notification_origin", URL_STRING, call.push_origin))
    return found


def _record(body: dict[str, Any], call: A2ACall, time_ns: int) -> OCSFRecord:
    class_uid = body["class_uid"]
    add_observables(body, _observables(call))
    return OCSFRecord(
        body=body,
        profile=PROFILE,
        event_name=EVENT_NAMES[class_uid],
        time_ns=time_ns,
        trace_id=call.trace_id,
        span_id=call.span_id,
        sampled=call.sampled,
    )


def records(call: A2ACall) -> list[OCSFRecord]:
    return [activity(call), *(finding(call, detection) for detection in call.detections)]
