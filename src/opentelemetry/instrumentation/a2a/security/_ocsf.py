"""Profile ``ocsf``: official OCSF 1.9.0, API Activity (6003) and Detection Finding (2004).

Class, activity and enum ids, attribute and object names are OCSF's
(github.com/ocsf/ocsf-schema: events/application/api_activity.json,
events/findings/detection_finding.json, profiles/trace.json, profiles/ai_operation.json, and the
objects they use); the ``ai_agent`` object and its place in the ``ai_operation`` profile and in
``evidences`` are 1.9.0's (ocsf-schema PR #1641, issue #1640). The tests validate every record
against the 1.9.0 schema, compiled from those sources (tools/gen_ocsf_schema.py).
"""

from __future__ import annotations

from typing import Any

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.conventions.semconv import DetectionMethodValues as D
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.hygiene import bounds

from . import _mitre
from ._common import (
    CALL_SEVERITY_FAILED,
    CALL_SEVERITY_OK,
    PRODUCT,
    RESOURCE_NAME,
    RISK_LEVEL_CAPTIONS,
    SEVERITY_CAPTIONS,
    URL_STRING,
    OCSFRecord,
    a2a_block,
    add_observables,
    address_observable,
    compact,
    detection_severity_id,
    epoch_ms,
    finding_description,
    finding_title,
    finding_uid,
    is_ip,
    iso8601,
    new_uid,
    oatf_block,
    risk_level_id,
)
from ._span_view import A2ACall, ThreatEvent, bounded, is_http_url

PROFILE = "ocsf"
SCHEMA_VERSION = "1.9.0"

API_ACTIVITY = 6003  # category 6 Application Activity
DETECTION_FINDING = 2004  # category 2 Findings
_CLASSES = {
    API_ACTIVITY: (6, "Application Activity", "API Activity", "ocsf.api_activity"),
    DETECTION_FINDING: (2, "Findings", "Detection Finding", "ocsf.detection_finding"),
}
# api_activity activity_id: 1 Create, 2 Read, 3 Update, 4 Delete, 99 Other.
CREATE, READ, UPDATE, DELETE, OTHER = 1, 2, 3, 4, 99
_API_ACTIVITY_NAMES = {CREATE: "Create", READ: "Read", UPDATE: "Update", DELETE: "Delete", OTHER: "Other"}
# What each A2A method does to the server's state: sending a message creates a task (or a
# message); cancel changes a task's state; push-config set creates or replaces a configuration.
API_ACTIVITY_BY_METHOD = {
    M.MESSAGE_SEND: CREATE,
    M.MESSAGE_STREAM: CREATE,
    M.AGENT_CARD_GET: READ,
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: READ,
    M.TASKS_GET: READ,
    M.TASKS_LIST: READ,
    M.TASKS_RESUBSCRIBE: READ,
    M.TASKS_CANCEL: UPDATE,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: CREATE,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: READ,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: READ,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: DELETE,
}
# detection_finding activity_id 1 Create; status_id 1 New.
FINDING_CREATE = 1
# analytic type_id: 1 Rule, 4 Learning (ML/DL), 0 Unknown. An OATF pattern or CEL expression is
# a rule; a semantic evaluator is a model.
_ANALYTIC_TYPES = {D.PATTERN: (1, "Rule"), D.EXPRESSION: (1, "Rule"), D.SEMANTIC: (4, "Learning (ML/DL)")}
# message_context ai_role_id 4 Agent (the ai_operation profile): A2A peers are agents.
_AI_ROLE_AGENT = 4
# The HTTP method of each A2A method on the HTTP transports (A2A v0.3.0 section 3.2, and the
# a2a-sdk 0.3 and 1.x client transports, which agree on these): JSON-RPC always POSTs; the Agent
# Card is fetched with GET whatever transport the card then names. REST resubscribe is left out:
# 0.3 sends GET /v1/tasks/{id}:subscribe, 1.x POST, and the span does not say which line called.
_POST, _GET, _DELETE = "POST", "GET", "DELETE"
_REST_METHODS = {
    M.MESSAGE_SEND: _POST,
    M.MESSAGE_STREAM: _POST,
    M.AGENT_CARD_GET: _GET,
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: _GET,
    M.TASKS_GET: _GET,
    M.TASKS_LIST: _GET,
    M.TASKS_CANCEL: _POST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: _POST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: _GET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: _GET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: _DELETE,
}
_HTTP_TRANSPORTS = frozenset({sc.TransportValues.JSONRPC, sc.TransportValues.HTTP_JSON})
_TASK_STATES = frozenset(value for name, value in vars(sc.TaskStateValues).items() if not name.startswith("_"))


def classify(call: A2ACall) -> tuple[int, int]:
    """(class_uid, activity_id) of a call's activity record: always API Activity."""
    return API_ACTIVITY, API_ACTIVITY_BY_METHOD.get(call.method or "", OTHER)


def _base(class_uid: int, activity_id: int, activity_name: str, severity_id: int, call: A2ACall) -> dict[str, Any]:
    category_uid, category_name, class_name, _ = _CLASSES[class_uid]
    return {
        "category_uid": category_uid,
        "category_name": category_name,
        "class_uid": class_uid,
        "class_name": class_name,
        "activity_id": activity_id,
        "activity_name": activity_name,
        "type_uid": class_uid * 100 + activity_id,
        "type_name": f"{class_name}: {activity_name}",
        "severity_id": severity_id,
        "severity": SEVERITY_CAPTIONS[severity_id],
        "metadata": {
            "version": SCHEMA_VERSION,
            "product": dict(PRODUCT),
            # The OpenTelemetry log record's event name: one name for the stream in every sink.
            "log_name": _CLASSES[class_uid][3],
            "uid": new_uid(),
            "correlation_uid": call.trace_id_hex,
            "original_time": iso8601(call.start_ns),
        },
    }


def _endpoint(values: dict[str, Any], address: str | None) -> dict[str, Any] | None:
    if address:
        values["ip" if is_ip(address) else "hostname"] = address
    endpoint = compact(values)
    # network_endpoint needs one of ip, uid, name, hostname, svc_name, ... (at_least_one).
    return endpoint or None


def _remote_agent(call: A2ACall) -> dict[str, Any] | None:
    return _endpoint({"name": call.agent_name, "port": call.server_port}, call.server_address)


def _this_process(call: A2ACall) -> dict[str, Any]:
    return _endpoint({"svc_name": call.service_name, "name": call.agent_name if call.server_side else None}, None) or {
        "svc_name": call.service_name
    }


def _caller(call: A2ACall) -> dict[str, Any] | None:
    """SERVER side: where the caller connected from (client.address / client.port)."""
    return _endpoint({"port": call.client_port}, call.client_address)


def _server_actor(call: A2ACall) -> dict[str, Any] | None:
    # An A2A request names no caller: the actor is the conversation it acted in (the A2A context,
    # as a session), or, outside any context, the caller known by its address. Never a placeholder:
    # with neither (no transport here lacks the caller's address), the actor is left out.
    if call.context_id:
        return {"session": {"uid": call.context_id}}
    if call.client_address:
        port = f":{call.client_port}" if call.client_port is not None else ""
        return {"invoked_by": bounded(f"{call.client_address}{port}")}
    return None


def _parties(call: A2ACall) -> dict[str, Any]:
    session = {"session": {"uid": call.context_id}} if call.context_id else {}
    if call.server_side:
        return compact(
            {
                "actor": _server_actor(call),
                "src_endpoint": _caller(call),
                "dst_endpoint": _endpoint(
                    {
                        "svc_name": call.service_name,
                        "name": call.agent_name,
                        "hostname": call.host_name,
                        "port": call.server_port,
                    },
                    call.server_address,
                ),
            }
        )
    return compact(
        {
            "actor": compact({"app_name": call.service_name, "app_uid": call.service_instance_id, **session}),
            "src_endpoint": _endpoint({"svc_name": call.service_name, "hostname": call.host_name}, None),
            "dst_endpoint": _remote_agent(call),
        }
    )


def _api(call: A2ACall) -> dict[str, Any]:
    agent = call.agent_name if call.server_side else (call.agent_name or call.server_address)
    response = compact(
        {
            "code": call.error_code,
            "error": _error(call),
            "error_message": call.error_message,
        }
    )
    return compact(
        {
            "operation": call.method or call.base_name,
            "version": call.protocol_version,
            "service": {"name": agent} if agent else None,
            "request": {"uid": call.message_id} if call.message_id else None,
            "response": response or None,
        }
    )


def _error(call: A2ACall) -> str | None:
    """The error's name (``error.type``) or JSON-RPC code; never a task state: a task that ended
    ``failed`` is the call's outcome (``status_detail``), not an error of the API."""
    if call.error_type is not None and call.error_type not in _TASK_STATES:
        return call.error_type
    return None if call.error_code is None else str(call.error_code)


def _http_method(call: A2ACall) -> str | None:
    if call.base_name == sc.SpanName.PUSH_NOTIFICATION_SEND:
        return _POST  # the SDK's push sender POSTs each update to the webhook
    if call.method == M.AGENT_CARD_GET:
        return _GET
    if call.transport == sc.TransportValues.JSONRPC:
        return _POST
    if call.transport == sc.TransportValues.HTTP_JSON:
        return _REST_METHODS.get(call.method or "")
    return None


def _http_request(call: A2ACall) -> dict[str, Any] | None:
    """API Activity over HTTP (JSON-RPC, HTTP+JSON, webhooks): the method and the URL called; on a
    SERVER span the URL the caller reached (its ``url.full``: scheme, the host the caller named,
    port, path, never a query)."""
    url = call.called_url
    if url is None and not (call.server_side and call.transport in _HTTP_TRANSPORTS):
        return None
    return compact({"http_method": _http_method(call), "url": {"url_string": url} if url else None}) or None


def _agent_resource(call: A2ACall) -> dict[str, Any] | None:
    """The agent the API was called on: the remote agent (CLIENT) or this serving agent (SERVER)."""
    if not (call.agent_name or call.agent_url):
        return None
    return compact(
        {
            "type": "A2A Agent",
            "name": call.agent_name,
            "uid": call.agent_url,
            "version": call.agent_version,
        }
    )


def _ai_agent(call: A2ACall) -> dict[str, Any] | None:
    """OCSF 1.9.0 ``ai_agent``: the agent that performs the A2A operation, which is the serving
    agent on both sides of a call (the remote agent on a CLIENT span, this agent on a SERVER span),
    so the caller's and the server's records name the same agent. Its Agent Card gives the name
    and the version; its URL is the stable ``uid`` (the card names no other id); the A2A context,
    one conversation of that agent, is the ``instance_uid`` (as AITF's OCSF crosswalk maps
    ``gen_ai.conversation.id``). A2A requests do not name the calling agent, so no record does."""
    if not (call.agent_name or call.agent_url):
        return None  # ai_agent needs a name or a uid (at_least_one)
    return compact(
        {
            "uid": call.agent_url,
            "name": call.agent_name,
            "version": call.agent_version,
            "instance_uid": call.context_id,
        }
    )


def _resources(call: A2ACall) -> list[dict[str, Any]] | None:
    resources = []
    agent = _agent_resource(call)
    if agent is not None:
        resources.append(agent)
    if call.task_id:
        resources.append(compact({"type": "A2A Task", "uid": call.task_id, "data": _task_data(call)}))
    if call.push_config_id or call.push_origin:
        resources.append(
            compact(
                {
                    "type": "A2A Push Notification Config",
                    "uid": call.push_config_id,
                    "name": call.push_origin,
                }
            )
        )
    return resources or None


def _task_data(call: A2ACall) -> dict[str, Any] | None:
    data = compact({"state": call.task_state, "context_id": call.context_id})
    return data or None


def _trace(call: A2ACall) -> dict[str, Any]:
    start, end = epoch_ms(call.start_ns), epoch_ms(call.end_ns)
    service = compact({"name": call.service_name, "version": call.service_version})
    return {
        "uid": call.trace_id_hex,
        # OCSF's place for "whether the trace is sampled": the W3C trace-flags that are set, by name.
        "flags": ["sampled"] if call.sampled else [],
        "span": compact(
            {
                "uid": call.span_id_hex,
                "parent_uid": call.parent_span_id_hex,
                "operation": call.base_name,
                "start_time": start,
                "end_time": end,
                "duration": end - start,
                "service": service,
                "status_code": "ERROR" if call.failed else "OK",
            }
        ),
        "service": service,
        "start_time": start,
        "end_time": end,
        "duration": end - start,
    }


def _message_context(call: A2ACall) -> dict[str, Any] | None:
    agent = call.agent_name or (call.service_name if call.server_side else call.server_address)
    context = compact(
        {
            "uid": call.context_id,
            "service": {"name": agent} if agent else None,
            "application": None if call.server_side else {"name": call.service_name},
            "ai_role_id": _AI_ROLE_AGENT,
            "ai_role": "Agent",
        }
    )
    # message_context needs an application or a service (at_least_one).
    return context if ("service" in context or "application" in context) else None


def activity(call: A2ACall) -> OCSFRecord:
    class_uid, activity_id = classify(call)
    severity_id = CALL_SEVERITY_FAILED if call.failed else CALL_SEVERITY_OK
    body = _base(class_uid, activity_id, _API_ACTIVITY_NAMES[activity_id], severity_id, call)
    body["metadata"]["profiles"] = ["trace", "ai_operation"]
    start, end = epoch_ms(call.start_ns), epoch_ms(call.end_ns)
    body.update(
        compact(
            {
                "time": start,
                "start_time": start,
                "end_time": end,
                "duration": end - start,
                "status_id": 2 if call.failed else 1,
                "status": "Failure" if call.failed else "Success",
                "status_code": None
                if call.error_code is None and call.http_status is None
                else str(call.error_code if call.error_code is not None else call.http_status),
                "status_detail": call.error_type or call.task_state,
                "message": bounded(
                    f"A2A {call.method or call.base_name} ({'server' if call.server_side else 'client'})"
                ),
                "api": _api(call),
                "resources": _resources(call),
                "http_request": _http_request(call),
                "http_response": {"code": call.http_status} if call.http_status is not None else None,
                "trace": _trace(call),
                "ai_agent": _ai_agent(call),
                "message_context": _message_context(call),
                "unmapped": {"a2a": a2a_block(call)},
            }
        )
    )
    body.update(_parties(call))
    add_observables(body, _activity_observables(call, body))
    return _record(body, call, call.start_ns)


def _peer(call: A2ACall) -> tuple[str, str | None]:
    """The other side of the call, as the record names it: the caller (SERVER) or the agent (or
    webhook) called (CLIENT); with the record's attribute that holds it."""
    if call.server_side:
        return "src_endpoint", call.client_address
    return "dst_endpoint", call.server_address


def _activity_observables(call: A2ACall, body: dict[str, Any]) -> list[tuple[str, int, Any]]:
    """What a SIEM pivots on: the peer's address, the URL called, the agent's name, the webhook a
    push configuration points at. Each names the attribute of this record that holds it."""
    url = body.get("http_request", {}).get("url", {}).get("url_string")
    found = [
        address_observable(*_peer(call)),
        ("http_request.url.url_string", URL_STRING, url),
        ("resources.name", RESOURCE_NAME, call.agent_name),
    ]
    if is_http_url(call.push_origin):
        found.append(("resources.name", URL_STRING, call.push_origin))
    return found


def _confidence_id(confidence: float | None) -> int:
    # confidence_id: 0 Unknown, 1 Low, 2 Medium, 3 High.
    if confidence is None:
        return 0
    if confidence >= 0.8:
        return 3
    if confidence >= 0.5:
        return 2
    return 1 if confidence > 0 else 0


_CONFIDENCE_CAPTIONS = {0: "Unknown", 1: "Low", 2: "Medium", 3: "High"}


def finding(call: A2ACall, detection: ThreatEvent, activity_record: OCSFRecord) -> OCSFRecord:
    severity_id = detection_severity_id(detection)
    body = _base(DETECTION_FINDING, FINDING_CREATE, "Create", severity_id, call)
    analytic_type, analytic_caption = _ANALYTIC_TYPES.get(detection.detection_method or "", (0, "Unknown"))
    confidence_id = _confidence_id(detection.confidence)
    level_id = risk_level_id(detection)
    endpoint, address = _peer(call)
    peer = _caller(call) if call.server_side else _remote_agent(call)
    # The URL the finding is about: the webhook a push configuration points at, or the one called.
    url = call.push_origin if is_http_url(call.push_origin) else call.called_url
    evidence = compact(
        {
            endpoint: peer,
            "ai_agent": _ai_agent(call),
            "url": {"url_string": url} if url else None,
            "api": compact(
                {
                    "operation": detection.surface or call.method or call.base_name,
                    "request": {"uid": call.message_id} if call.message_id else None,
                }
            ),
            "data": compact(
                {
                    "surface": detection.surface,
                    "direction": detection.direction,
                    "target": detection.target,
                    "matched_value": detection.matched_value,
                }
            )
            or None,
        }
    )
    body.update(
        compact(
            {
                "time": epoch_ms(detection.time_ns),
                "status_id": 1,
                "status": "New",
                "is_alert": True,
                "message": finding_title(detection),
                "confidence_id": confidence_id,
                "confidence": _CONFIDENCE_CAPTIONS[confidence_id],
                "confidence_score": None
                if detection.confidence is None
                else bounds.integer(round(detection.confidence * 100)),
                "risk_level_id": level_id,
                "risk_level": None if level_id is None else RISK_LEVEL_CAPTIONS[level_id],
                "risk_score": None if detection.risk_score is None else bounds.integer(round(detection.risk_score)),
                "finding_info": compact(
                    {
                        "uid": finding_uid(call, detection),
                        "title": finding_title(detection),
                        "desc": finding_description(detection),
                        "types": [detection.threat_type],
                        "analytic": compact(
                            {
                                "uid": detection.indicator_id,
                                "name": detection.attack_name
                                or detection.attack_id
                                or detection.indicator_id
                                or detection.threat_type,
                                "type_id": analytic_type,
                                "type": analytic_caption,
                                "category": "OATF indicator",
                            }
                        ),
                        # Objects made of peer ids (their URLs too): bounded as a whole.
                        "attacks": bounds.record([_mitre.attack(i) for i in (*detection.atlas, *detection.attack)])
                        or None,
                        "data_sources": ["a2a"],
                        "related_events": [
                            {
                                "uid": activity_record.body["metadata"]["uid"],
                                "type_uid": activity_record.type_uid,
                                "type_name": activity_record.body["type_name"],
                            }
                        ],
                    }
                ),
                "evidences": [evidence] if evidence else None,
                "resources": _resources(call),
                "unmapped": {"a2a": a2a_block(call), "oatf": oatf_block(detection)},
            }
        )
    )
    add_observables(
        body,
        [
            address_observable(f"evidences.{endpoint}", address),
            ("evidences.url.url_string", URL_STRING, url),
            ("resources.name", RESOURCE_NAME, call.agent_name),
        ],
    )
    return _record(body, call, detection.time_ns)


def late_finding(call: A2ACall, detection: ThreatEvent) -> OCSFRecord:
    """A finding made after the span ended (the semantic tier): its activity record went out with
    the span, under a uid not kept, so this one names no related event; the trace and span ids
    relate them."""
    record = finding(call, detection, activity(call))
    record.body["finding_info"].pop("related_events", None)
    return record


def _record(body: dict[str, Any], call: A2ACall, time_ns: int) -> OCSFRecord:
    return OCSFRecord(
        body=body,
        profile=PROFILE,
        event_name=_CLASSES[body["class_uid"]][3],
        time_ns=time_ns,
        trace_id=call.trace_id,
        span_id=call.span_id,
        sampled=call.sampled,
    )


def records(call: A2ACall) -> list[OCSFRecord]:
    first = activity(call)
    return [first, *(finding(call, detection, first) for detection in call.detections)]
