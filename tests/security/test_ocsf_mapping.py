"""Span -> OCSF record mapping, both profiles, every A2A method and kind; every record validated."""

from __future__ import annotations

import json

import pytest
from opentelemetry.trace import SpanKind

from ocsf_spans import DETECTION, SPAN_OF_METHOD, make_span
from ocsf_validation import assert_valid, problems
from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.security import map_span

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
    assert client["resources"] == [
        {"type": "A2A Agent", "name": "echo-agent"},
        {"type": "A2A Task", "uid": "task-1", "data": {"context_id": "ctx-1"}},
    ]
    server = map_span(make_span(M.MESSAGE_SEND, SpanKind.SERVER), "ocsf")[0].body
    assert server["dst_endpoint"] == {
        "svc_name": "unknown_service:python",
        "name": "echo-agent",
        "ip": "127.0.0.1",
        "port": 41241,
    }
    # A2A requests do not identify their caller: the context it acted in, and its address.
    assert server["actor"] == {"session": {"uid": "ctx-1"}}
    assert server["src_endpoint"] == {"ip": "127.0.0.1", "port": 50123}


def test_a_served_call_outside_any_context_names_its_caller_by_address_never_a_placeholder():
    no_context = {sc.AITF_A2A_TASK_CONTEXT_ID: None}
    (record,) = map_span(make_span(M.TASKS_GET, SpanKind.SERVER, extra=no_context), "ocsf")
    assert record.body["actor"] == {"invoked_by": "127.0.0.1:50123"}
    assert_valid([record])
    # Without the caller's address too (no transport here lacks it), actor and src_endpoint are
    # left out rather than filled with a placeholder; the record then lacks what OCSF requires.
    anonymous = {**no_context, sc.CLIENT_ADDRESS: None, sc.CLIENT_PORT: None}
    (record,) = map_span(make_span(M.TASKS_GET, SpanKind.SERVER, extra=anonymous), "ocsf")
    assert "actor" not in record.body and "src_endpoint" not in record.body
    assert problems(record.body, "ocsf") == [
        "<root>: 'actor' is a required property",
        "<root>: 'src_endpoint' is a required property",
    ]
    assert '"unknown"' not in json.dumps(record.body)


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
        prompt_injection = {
            "uid": "AML.T0051",
            "src_url": "https://atlas.mitre.org/techniques/AML.T0051",
            "name": "LLM Prompt Injection",
        }
        atlas_execution = {
            "uid": "AML.TA0005",
            "src_url": "https://atlas.mitre.org/tactics/AML.TA0005",
            "name": "Execution",
        }
        assert info["attacks"] == [
            {"technique": prompt_injection, "tactic": atlas_execution},
            {
                "technique": prompt_injection,
                "sub_technique": {
                    "uid": "AML.T0051.001",
                    "src_url": "https://atlas.mitre.org/techniques/AML.T0051.001",
                    "name": "Indirect",
                },
                "tactic": atlas_execution,
            },
            {
                "technique": {
                    "uid": "T1059",
                    "src_url": "https://attack.mitre.org/techniques/T1059/",
                    "name": "Command and Scripting Interpreter",
                },
                "sub_technique": {
                    "uid": "T1059.001",
                    "src_url": "https://attack.mitre.org/techniques/T1059/001/",
                    "name": "PowerShell",
                },
                "tactic": {"uid": "TA0002", "src_url": "https://attack.mitre.org/tactics/TA0002/", "name": "Execution"},
            },
            {
                "tactic": {
                    "uid": "TA0001",
                    "src_url": "https://attack.mitre.org/tactics/TA0001/",
                    "name": "Initial Access",
                }
            },
        ]
        # Prose, not the detector's JSON; the peer named in the evidence.
        assert info["desc"] == (
            "instructions hidden in a skill description "
            "(indicator OATF-012-01, matched skills[0].description of the agent_card/get response)."
        )
        assert body["evidences"][0]["dst_endpoint"] == {"name": "echo-agent", "ip": "127.0.0.1", "port": 41241}
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
    # OCSF 1.9.0's ai_agent: a name or a uid (at_least_one), and only its own fields.
    assert not problems({**ocsf, "ai_agent": {"name": "a", "uid": "http://a", "version": "1"}}, "ocsf")
    assert problems({**ocsf, "ai_agent": {"version": "1"}}, "ocsf")
    assert problems({**ocsf, "ai_agent": {"name": "a", "url": "http://a"}}, "ocsf")
    assert problems({**ocsf, "ai_agent": {"name": "a", "type_id": 7}}, "ocsf")
    assert problems({key: value for key, value in aitf.items() if key != "agent_id"}, "aitf")
    assert problems({**aitf, "time": 1700000000000}, "aitf")
    assert problems({**aitf, "metadata": {**aitf["metadata"], "version": "1.8.0"}}, "aitf")
    assert problems({**aitf, "class_uid": 6003}, "aitf")


def test_unknown_profile_is_refused():
    with pytest.raises(ValueError, match="unknown OCSF profile"):
        map_span(make_span(M.MESSAGE_SEND), "stix")  # type: ignore[arg-type]


def test_the_documented_example_records_are_valid():
    import json
    from pathlib import Path

    examples = sorted((Path(__file__).resolve().parents[2] / "docs" / "ocsf-examples").glob("*.json"))
    classes = set()
    for path in examples:
        body = json.loads(path.read_text(encoding="utf-8"))
        profile = path.name.split("-", 1)[0]
        assert_valid([body], profile)
        classes.add((profile, body["class_uid"]))
    assert classes == {("aitf", 7002), ("aitf", 7003), ("aitf", 7005), ("ocsf", 6003), ("ocsf", 2004)}


def test_the_documented_example_records_have_every_field_the_mapping_writes():
    """docs/ocsf-examples/ are generated (tools/gen_ocsf_examples.py): a field added to or removed
    from the mapping without regenerating them fails here."""
    import subprocess
    import sys
    from pathlib import Path

    tool = Path(__file__).resolve().parents[2] / "tools" / "gen_ocsf_examples.py"
    run = subprocess.run([sys.executable, str(tool), "--check"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_a_url_with_credentials_on_the_span_never_reaches_the_record():
    """Spans of this instrumentation carry redacted URLs already; the record redacts again, so a span
    from elsewhere (a user's hook, an older producer) cannot put a credential into a pivot field."""
    secret = {sc.URL_FULL: "https://alice:pw@agent.example/a2a?token=abc&page=2#frag"}
    (record,) = map_span(make_span(M.MESSAGE_SEND, extra=secret), "ocsf")
    redacted = "https://REDACTED:REDACTED@agent.example/a2a?token=REDACTED&page=2"
    assert record.body["http_request"] == {"http_method": "POST", "url": {"url_string": redacted}}
    assert [o["value"] for o in record.body["observables"] if o["type_id"] == 6] == [redacted]
    assert_valid([record])
