"""Span -> OCSF record mapping, both profiles, every A2A method and kind; every record validated."""

from __future__ import annotations

from typing import Any

import pytest
from ocsf_validation import assert_valid, problems
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, Status, StatusCode

from opentelemetry.instrumentation.a2a import semconv as sc
from opentelemetry.instrumentation.a2a.security import map_span
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE
from opentelemetry.instrumentation.a2a.semconv import MethodValues as M

SPAN_OF_METHOD = {
    M.AGENT_CARD_GET: sc.SpanName.AGENT_DISCOVER,
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: sc.SpanName.AGENT_DISCOVER,
    M.MESSAGE_SEND: sc.SpanName.MESSAGE_SEND,
    M.MESSAGE_STREAM: sc.SpanName.MESSAGE_STREAM,
    M.TASKS_GET: sc.SpanName.TASK_GET,
    M.TASKS_CANCEL: sc.SpanName.TASK_CANCEL,
    M.TASKS_RESUBSCRIBE: sc.SpanName.TASK_RESUBSCRIBE,
    M.TASKS_LIST: sc.SpanName.TASK_LIST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: sc.SpanName.PUSH_CONFIG_SET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: sc.SpanName.PUSH_CONFIG_GET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: sc.SpanName.PUSH_CONFIG_LIST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: sc.SpanName.PUSH_CONFIG_DELETE,
}
# The documented tables (docs/ocsf.md): (aitf class, aitf activity) per kind, ocsf activity.
AITF_CLIENT = {M.MESSAGE_SEND: (7002, 4), M.MESSAGE_STREAM: (7002, 4)}
AITF_SERVER = {M.MESSAGE_SEND: (7003, 3), M.MESSAGE_STREAM: (7003, 3)}
OCSF_ACTIVITY = {
    M.MESSAGE_SEND: 1,
    M.MESSAGE_STREAM: 1,
    M.AGENT_CARD_GET: 2,
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: 2,
    M.TASKS_GET: 2,
    M.TASKS_LIST: 2,
    M.TASKS_RESUBSCRIBE: 2,
    M.TASKS_CANCEL: 3,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: 1,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: 2,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: 2,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: 4,
}

DETECTION = {
    sc.AITF_SECURITY_THREAT_TYPE: "prompt_injection",
    sc.AITF_SECURITY_OWASP_CATEGORY: "LLM01",
    sc.AITF_SECURITY_RISK_LEVEL: "high",
    sc.AITF_SECURITY_RISK_SCORE: 75.0,
    sc.AITF_SECURITY_CONFIDENCE: 0.9,
    sc.AITF_SECURITY_DETECTION_METHOD: "pattern",
    sc.AITF_SECURITY_BLOCKED: False,
    sc.AITF_SECURITY_DETAILS: '{"description": "instructions hidden in a skill description"}',
    sc.AITF_SECURITY_OATF_ATTACK_ID: "OATF-012",
    sc.AITF_SECURITY_OATF_ATTACK_NAME: "Agent card skill injection",
    sc.AITF_SECURITY_OATF_INDICATOR_ID: "OATF-012-01",
    sc.AITF_SECURITY_OATF_SEVERITY: "high",
    sc.AITF_SECURITY_OATF_SURFACE: "agent_card/get",
    sc.AITF_SECURITY_OATF_DIRECTION: "response",
    sc.AITF_SECURITY_OATF_TARGET: "skills[0].description",
    sc.AITF_SECURITY_CLASSIFICATION_ATLAS: ("AML.T0051", "AML.T0051.001"),
    sc.AITF_SECURITY_CLASSIFICATION_ATTACK: ("T1059.001", "TA0001"),
    sc.AITF_SECURITY_CLASSIFICATION_OWASP: ("LLM01", "ASI01"),
}


def make_span(
    method: str | None,
    kind: SpanKind = SpanKind.CLIENT,
    *,
    scope: str = INSTRUMENTATION_SCOPE,
    error: bool = False,
    detections: list[dict[str, Any]] | None = None,
    extra: dict[str, Any] | None = None,
) -> ReadableSpan:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    attributes: dict[str, Any] = {
        sc.AITF_A2A_AGENT_NAME: "echo-agent",
        sc.AITF_A2A_TRANSPORT: "jsonrpc",
        sc.SERVER_ADDRESS: "127.0.0.1",
        sc.SERVER_PORT: 41241,
        sc.AITF_A2A_TASK_ID: "task-1",
        sc.AITF_A2A_TASK_CONTEXT_ID: "ctx-1",
        sc.AITF_A2A_MESSAGE_ID: "msg-1",
        **(extra or {}),
    }
    if method is not None:
        attributes[sc.AITF_A2A_METHOD] = method
    name = SPAN_OF_METHOD.get(method or "", "a2a.unknown") + " echo-agent"
    with provider.get_tracer(scope).start_as_current_span(name, kind=kind, attributes=attributes) as span:
        for event in detections or ():
            span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, event)
        if error:
            span.set_attribute(sc.ERROR_TYPE, "a2a.utils.errors.TaskNotFoundError")
            span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_CODE, -32001)
            span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_MESSAGE, "Task not found")
            span.set_status(Status(StatusCode.ERROR, "TaskNotFoundError"))
    provider.shutdown()
    (finished,) = exporter.get_finished_spans()
    return finished


@pytest.mark.parametrize("kind", [SpanKind.CLIENT, SpanKind.SERVER], ids=["client", "server"])
@pytest.mark.parametrize("method", list(SPAN_OF_METHOD))
@pytest.mark.parametrize("error", [False, True], ids=["ok", "error"])
def test_every_a2a_span_is_exactly_one_valid_activity_record(method, kind, error):
    span = make_span(method, kind, error=error)
    (aitf,) = map_span(span, "aitf")
    (ocsf,) = map_span(span, "ocsf")
    assert_valid([aitf, ocsf])
    server = kind is SpanKind.SERVER
    expected_aitf = (AITF_SERVER if server else AITF_CLIENT).get(method, (7003, 4) if server else (7002, 3))
    assert (aitf.body["class_uid"], aitf.body["activity_id"]) == expected_aitf
    assert (ocsf.body["class_uid"], ocsf.body["activity_id"]) == (6003, OCSF_ACTIVITY[method])
    assert ocsf.body["api"]["operation"] == method
    for record in (aitf, ocsf):
        body = record.body
        assert body["status_id"] == (2 if error else 1)
        assert body["severity_id"] == (2 if error else 1)
        assert body["metadata"]["correlation_uid"] == format(span.context.trace_id, "032x")
        a2a = body["unmapped"]["a2a"]
        assert a2a["span_id"] == format(span.context.span_id, "016x")
        assert (a2a["task_id"], a2a["context_id"], a2a["method"]) == ("task-1", "ctx-1", method)
        assert (record.trace_id, record.span_id) == (span.context.trace_id, span.context.span_id)
    assert ocsf.body["trace"]["span"]["uid"] == format(span.context.span_id, "016x")
    assert aitf.body["trace"]["uid"] == ocsf.body["trace"]["uid"]
    if error:
        assert ocsf.body["api"]["response"] == {
            "code": -32001,
            "error": "a2a.utils.errors.TaskNotFoundError",
            "error_message": "Task not found",
        }


def test_client_delegation_names_its_target_and_server_skill_invoke_its_agent():
    client = map_span(make_span(M.MESSAGE_SEND), "aitf")[0].body
    assert client["type_uid"] == 700204
    assert client["delegation_target"] == "echo-agent"
    assert client["session_id"] == "ctx-1"
    server = map_span(make_span(M.MESSAGE_STREAM, SpanKind.SERVER), "aitf")[0].body
    assert server["type_uid"] == 700303
    assert (server["tool_name"], server["tool_type"], server["is_error"]) == ("echo-agent", "skill", False)
    api = map_span(make_span(M.TASKS_GET, SpanKind.SERVER), "aitf")[0].body
    assert (api["type_uid"], api["tool_name"], api["tool_type"]) == (700304, "tasks/get", "api")


def test_ocsf_endpoints_and_ai_operation_profile():
    client = map_span(make_span(M.MESSAGE_SEND), "ocsf")[0].body
    assert client["dst_endpoint"] == {"name": "echo-agent", "ip": "127.0.0.1", "port": 41241}
    assert client["message_context"]["uid"] == "ctx-1"
    assert client["metadata"]["profiles"] == ["trace", "ai_operation"]
    assert client["resources"][0] == {"type": "A2A Task", "uid": "task-1", "data": {"context_id": "ctx-1"}}
    server = map_span(make_span(M.MESSAGE_SEND, SpanKind.SERVER), "ocsf")[0].body
    assert server["dst_endpoint"]["name"] == "echo-agent"
    assert server["actor"]["app_name"] == "unknown"  # A2A requests do not identify their caller


@pytest.mark.parametrize("profile", ["aitf", "ocsf"])
def test_each_detection_is_one_finding_besides_the_activity(profile):
    second = {**DETECTION, sc.AITF_SECURITY_RISK_LEVEL: "critical", sc.AITF_SECURITY_DETECTION_METHOD: "expression"}
    span = make_span(M.AGENT_CARD_GET, detections=[DETECTION, second])
    activity, *findings = map_span(span, profile)
    assert assert_valid([activity, *findings]) == 3
    assert activity.body["class_uid"] in (7002, 6003)
    assert [f.body["class_uid"] for f in findings] == ([7005, 7005] if profile == "aitf" else [2004, 2004])
    assert [f.body["severity_id"] for f in findings] == [4, 5]
    uids = [f"{format(span.context.trace_id, '032x')}-{format(span.context.span_id, '016x')}-{i}" for i in (0, 1)]
    if profile == "aitf":
        assert [f.body["type_uid"] for f in findings] == [700501, 700501]
        first = findings[0].body["finding"]
        assert first["finding_type"] == "prompt_injection"
        assert (first["risk_level"], first["risk_score"], first["confidence"]) == ("high", 75.0, 0.9)
        assert findings[0].body["compliance"]["mitre_atlas"]["techniques"] == ["AML.T0051", "AML.T0051.001"]
        assert [f.body["finding"]["uid"] for f in findings] == uids
    else:
        body = findings[0].body
        assert body["type_uid"] == 200401
        info = body["finding_info"]
        assert [f.body["finding_info"]["uid"] for f in findings] == uids
        assert info["title"] == "Agent card skill injection: prompt_injection in agent_card/get response"
        assert info["analytic"] == {
            "uid": "OATF-012-01",
            "name": "Agent card skill injection",
            "type_id": 1,
            "type": "Rule",
            "category": "OATF indicator",
        }
        assert info["attacks"] == [
            {"technique": {"uid": "AML.T0051", "src_url": "https://atlas.mitre.org/techniques/AML.T0051"}},
            {
                "technique": {"uid": "AML.T0051", "src_url": "https://atlas.mitre.org/techniques/AML.T0051"},
                "sub_technique": {
                    "uid": "AML.T0051.001",
                    "src_url": "https://atlas.mitre.org/techniques/AML.T0051.001",
                },
            },
            {
                "technique": {"uid": "T1059", "src_url": "https://attack.mitre.org/techniques/T1059/"},
                "sub_technique": {"uid": "T1059.001", "src_url": "https://attack.mitre.org/techniques/T1059/001/"},
            },
            {"tactic": {"uid": "TA0001", "src_url": "https://attack.mitre.org/tactics/TA0001/"}},
        ]
        # The finding points at the activity record of the same span.
        assert info["related_events"][0]["uid"] == activity.body["metadata"]["uid"]
        assert (body["confidence_id"], body["confidence_score"], body["risk_level_id"]) == (3, 90, 3)
        assert body["evidences"][0]["data"]["target"] == "skills[0].description"
        assert body["unmapped"]["oatf"]["classification_owasp"] == ["LLM01", "ASI01"]


def test_a_detection_with_few_fields_still_makes_a_valid_finding():
    minimal = {sc.AITF_SECURITY_THREAT_TYPE: "jailbreak"}
    for profile in ("aitf", "ocsf"):
        records = map_span(make_span(M.MESSAGE_SEND, detections=[minimal]), profile)
        assert assert_valid(records) == 2


def test_an_unknown_method_is_other_never_dropped():
    for kind in (SpanKind.CLIENT, SpanKind.SERVER):
        span = make_span(None, kind)
        (aitf,) = map_span(span, "aitf")
        (ocsf,) = map_span(span, "ocsf")
        assert_valid([aitf, ocsf])
        assert aitf.body["activity_id"] == ocsf.body["activity_id"] == 99
        assert ocsf.body["api"]["operation"] == "a2a.unknown"


def test_other_spans_are_ignored():
    assert map_span(make_span(M.MESSAGE_SEND, scope="opentelemetry.instrumentation.httpx"), "ocsf") == []


def test_the_validators_reject_what_the_schemas_forbid():
    aitf, ocsf = (map_span(make_span(M.MESSAGE_SEND), profile)[0].body for profile in ("aitf", "ocsf"))
    assert problems({**ocsf, "not_an_ocsf_attribute": 1}, "ocsf")
    assert problems({**ocsf, "type_uid": 600302}, "ocsf")
    assert problems({**ocsf, "time": "2026-01-01T00:00:00Z"}, "ocsf")
    assert problems({key: value for key, value in aitf.items() if key != "agent_id"}, "aitf")
    assert problems({**aitf, "time": 1700000000000}, "aitf")
    assert problems({**aitf, "metadata": {**aitf["metadata"], "version": "1.8.0"}}, "aitf")
    assert problems({**aitf, "class_uid": 6003}, "aitf")


def test_unknown_profile_is_refused():
    with pytest.raises(ValueError, match="unknown OCSF profile"):
        map_span(make_span(M.MESSAGE_SEND), "stix")  # type: ignore[arg-type]
