"""The fields a SOC pivots on, from real traffic: a client service calls a real a2a-sdk agent on
127.0.0.1 over JSON-RPC, HTTP+JSON and gRPC with the curated indicators on, the agent delivers a
push notification to a real webhook, and every record of both profiles is checked field by field
(observables, http_request, the caller's endpoint, the actor, api.response.error, named attacks,
prose descriptions, evidences naming the peer, vendor and log name) and validated."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider

import echo_agent as ea
from conftest import drain, instrumented_by
from ocsf_validation import RecordingSink, assert_valid
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor
from opentelemetry.instrumentation.a2a.version import __version__
from webhook_receiver import WebhookReceiver

PRODUCT = {"name": "opentelemetry-instrumentation-a2a", "vendor_name": "opentelemetry-instrumentation-a2a authors"}
METADATA_URL = "http://169.254.169.254/latest/meta-data/iam/security-credentials/"
LOOPBACK = "127.0.0.1"


def ip(name: str, value: str = LOOPBACK) -> dict[str, Any]:
    return {"name": name, "type_id": 2, "type": "IP Address", "value": value}


def url(name: str, value: str) -> dict[str, Any]:
    return {"name": name, "type_id": 6, "type": "URL String", "value": value}


def agent_name(name: str, value: str) -> dict[str, Any]:
    return {"name": name, "type_id": 38, "type": "Resource Details Object: name", "value": value}


class Traffic:
    def __init__(self, sinks: dict[str, RecordingSink], agent: ea.EchoAgent, hook: WebhookReceiver) -> None:
        self.sinks, self.agent, self.hook = sinks, agent, hook

    def records(self, profile: str, *, side: str, method: str | None, transport: str | None = None, **a2a: Any):
        """The activity records of ``profile`` for calls of ``method`` to field-agent on ``side``."""
        return [
            record.body
            for record in self.sinks[profile].records
            if record.body["class_uid"] not in (2004, 7005)
            and record.body["unmapped"]["a2a"].get("agent_name") == "field-agent"
            and record.body["unmapped"]["a2a"]["span_kind"] == side
            and record.body["unmapped"]["a2a"].get("method") == method
            and (transport is None or record.body["unmapped"]["a2a"].get("transport") == transport)
            and all(record.body["unmapped"]["a2a"].get(key) == value for key, value in a2a.items())
        ]


async def _calls(agent: ea.EchoAgent, hook_agent: ea.EchoAgent, hook: WebhookReceiver) -> None:
    async with ea.connect(agent.base_url, streaming=False) as client:  # JSON-RPC
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        await ea.set_push_config(client, ea.item_task_id(item), "metadata", METADATA_URL, "push-token")
    async with ea.connect(agent.base_url, transport="http_json", streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("fail")))
        await client.get_task(ea.get_task_request(ea.item_task_id(item)))
    async with ea.connect(agent.base_url, transport="grpc", streaming=False) as client:
        await drain(client.send_message(ea.user_message("hello")))
    # A task whose updates an agent delivers to a webhook: push-delivery records.
    async with ea.connect(hook_agent.base_url, streaming=False, polling=True) as client:
        (item,) = await drain(client.send_message(ea.user_message("ticks 1")))
        await ea.set_push_config(client, ea.item_task_id(item), "hook", f"{hook.url}?sig=s3cr3t", "hook-token")
    hook.wait_for(1)
    await asyncio.sleep(0.3)


@pytest.fixture(scope="module")
def traffic() -> Iterator[Traffic]:
    sinks = {profile: RecordingSink() for profile in ("ocsf", "aitf")}
    provider = TracerProvider(resource=Resource.create({"service.name": "soc-client"}))
    processors = [OCSFSpanProcessor(profile, sink=sink) for profile, sink in sinks.items()]
    for processor in processors:
        provider.add_span_processor(processor)
    with (
        WebhookReceiver() as hook,
        instrumented_by(tracer_provider=provider, indicators=["curated"]),
        ea.EchoAgent("field-agent", push=True) as agent,
        ea.EchoAgent("hook-agent", push=True, deliver_push=True) as hook_agent,
    ):
        if not agent.grpc_target:
            pytest.fail("this install has no gRPC: the gRPC records cannot be checked")
        asyncio.run(_calls(agent, hook_agent, hook))
        for processor in processors:
            assert processor.force_flush()
        yield Traffic(sinks, agent, hook)
    for processor in processors:
        processor.shutdown()
    for sink in sinks.values():
        assert_valid(sink.records)


def test_every_record_is_valid_and_names_vendor_and_log(traffic):
    for profile, sink in traffic.sinks.items():
        assert assert_valid(sink.records) == len(sink.records) > 20
        for record in sink.records:
            assert record.body["metadata"]["product"] == {**PRODUCT, "version": __version__}
            if profile == "ocsf":
                assert record.body["metadata"]["log_name"] == record.event_name
            else:  # AITF's metadata has no log_name
                assert "log_name" not in record.body["metadata"]
    log_names = {r.body["metadata"]["log_name"] for r in traffic.sinks["ocsf"].records}
    assert log_names == {"ocsf.api_activity", "ocsf.detection_finding"}


def test_client_api_activity_over_http_has_method_url_and_observables(traffic):
    base = traffic.agent.base_url
    (send,) = traffic.records("ocsf", side="client", method=M.MESSAGE_SEND, transport="jsonrpc")
    assert send["http_request"] == {"http_method": "POST", "url": {"url_string": f"{base}/jsonrpc"}}
    assert send["observables"] == [
        ip("dst_endpoint.ip"),
        url("http_request.url.url_string", f"{base}/jsonrpc"),
        agent_name("resources.name", "field-agent"),
    ]
    assert send["resources"][0] == {"type": "A2A Agent", "name": "field-agent", "uid": f"{base}/jsonrpc"}
    (card, *_) = traffic.records("ocsf", side="client", method=M.AGENT_CARD_GET)
    card_url = f"{base}/.well-known/agent-card.json"
    assert card["http_request"] == {"http_method": "GET", "url": {"url_string": card_url}}
    (rest_send,) = traffic.records("ocsf", side="client", method=M.MESSAGE_SEND, transport="http_json")
    assert rest_send["http_request"] == {"http_method": "POST", "url": {"url_string": f"{base}/rest"}}
    (rest_get,) = traffic.records("ocsf", side="client", method=M.TASKS_GET, transport="http_json")
    assert rest_get["http_request"] == {"http_method": "GET", "url": {"url_string": f"{base}/rest"}}
    (grpc_send,) = traffic.records("ocsf", side="client", method=M.MESSAGE_SEND, transport="grpc")
    assert "http_request" not in grpc_send  # not HTTP
    assert grpc_send["observables"] == [ip("dst_endpoint.ip"), agent_name("resources.name", "field-agent")]
    assert grpc_send["dst_endpoint"] == {"name": "field-agent", "port": traffic.agent.grpc_port, "ip": LOOPBACK}


def test_server_api_activity_names_the_caller_never_a_placeholder(traffic):
    server_records = [
        r.body
        for r in traffic.sinks["ocsf"].records
        if r.body["unmapped"]["a2a"]["span_kind"] == "server" and r.body["class_uid"] == 6003
    ]
    assert len(server_records) == 7  # field-agent: three sends, a get, a push config; hook-agent: a send, a push config
    for body in server_records:
        a2a = body["unmapped"]["a2a"]
        assert body["src_endpoint"] == {"port": a2a["client_port"], "ip": LOOPBACK}
        assert 0 < a2a["client_port"] < 65536
        assert a2a["client_address"] == LOOPBACK
        # The served address: the Host header on HTTP; a gRPC SERVER span has none.
        assert a2a.get("server_address") == (None if a2a["transport"] == "grpc" else LOOPBACK)
        assert "unknown" not in (body["actor"].get("app_name"), body["src_endpoint"].get("name"))
        assert body["observables"][0] == ip("src_endpoint.ip")
    (send,) = traffic.records("ocsf", side="server", method=M.MESSAGE_SEND, transport="jsonrpc")
    assert send["actor"] == {"session": {"uid": send["unmapped"]["a2a"]["context_id"]}}
    assert send["dst_endpoint"] == {
        "svc_name": "soc-client",
        "name": "field-agent",
        "port": traffic.agent.port,
        "ip": LOOPBACK,
    }
    # The URL the caller reached: the one the client called (never a query or credentials).
    base = traffic.agent.base_url
    assert send["http_request"] == {"http_method": "POST", "url": {"url_string": f"{base}/jsonrpc"}}
    assert send["observables"] == [
        ip("src_endpoint.ip"),
        url("http_request.url.url_string", f"{base}/jsonrpc"),
        agent_name("resources.name", "field-agent"),
    ]
    # A push configuration is set outside any conversation: the caller known by its address.
    (push_set, *_) = traffic.records("ocsf", side="server", method=M.TASKS_PUSH_NOTIFICATION_CONFIG_SET)
    caller = f"{LOOPBACK}:{push_set['unmapped']['a2a']['client_port']}"
    assert push_set["actor"] == {"invoked_by": caller}
    (rest_get,) = traffic.records("ocsf", side="server", method=M.TASKS_GET, transport="http_json")
    (task_id,) = {rest_get["unmapped"]["a2a"]["task_id"]}
    assert rest_get["http_request"]["http_method"] == "GET"
    assert rest_get["http_request"]["url"]["url_string"].startswith(f"{base}/rest/")
    assert task_id in rest_get["http_request"]["url"]["url_string"]  # the path names the task
    (grpc_send,) = traffic.records("ocsf", side="server", method=M.MESSAGE_SEND, transport="grpc")
    assert "http_request" not in grpc_send


def test_a_failed_task_is_an_outcome_not_an_api_error(traffic):
    for side in ("client", "server"):
        (failed,) = traffic.records("ocsf", side=side, method=M.MESSAGE_SEND, transport="http_json")
        assert (failed["status_id"], failed["status_detail"]) == (2, "failed")
        assert "response" not in failed["api"]
        assert failed["unmapped"]["a2a"]["error_type"] == "failed"  # what the span says, kept as it is
        for profile in ("ocsf", "aitf"):
            (record,) = traffic.records(profile, side=side, method=M.MESSAGE_SEND, transport="http_json")
            # The status text says what status_id says (it once said "Success" beside status_id 2).
            assert (record["status_id"], record["status"]) == (2, "Failure"), profile


def test_push_configuration_and_delivery_name_the_webhook_without_its_secrets(traffic):
    base = traffic.agent.base_url
    (to_metadata,) = traffic.records(
        "ocsf",
        side="client",
        method=M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
        push_notification_origin="http://169.254.169.254",
    )
    assert to_metadata["observables"] == [
        ip("dst_endpoint.ip"),
        url("http_request.url.url_string", f"{base}/jsonrpc"),
        agent_name("resources.name", "field-agent"),
        url("resources.name", "http://169.254.169.254"),
    ]
    hook_origin = traffic.hook.url.split("/hooks")[0]
    deliveries = [
        r.body
        for r in traffic.sinks["ocsf"].records
        if r.body["unmapped"]["a2a"]["span_name"].startswith("a2a.push_notification.send")
    ]
    assert deliveries
    for delivery in deliveries:
        assert delivery["http_request"] == {"http_method": "POST", "url": {"url_string": hook_origin}}
        assert delivery["observables"][:2] == [ip("dst_endpoint.ip"), url("http_request.url.url_string", hook_origin)]
    for sink in traffic.sinks.values():
        dumped = str([r.body for r in sink.records])
        assert "s3cr3t" not in dumped and "hook-token" not in dumped and "push-token" not in dumped


def test_ai_agent_is_the_serving_agent_on_both_sides_of_a_call(traffic):
    """OCSF 1.9.0's ai_agent (ai_operation profile): the agent that performs the operation, the
    serving agent, named alike by the caller's and the server's record so that a SIEM joins them;
    the A2A context is the agent's instance (one conversation)."""
    base = traffic.agent.base_url
    for transport in ("jsonrpc", "http_json", "grpc"):
        (client,) = traffic.records("ocsf", side="client", method=M.MESSAGE_SEND, transport=transport)
        (server,) = traffic.records("ocsf", side="server", method=M.MESSAGE_SEND, transport=transport)
        context_id = client["unmapped"]["a2a"]["context_id"]
        assert context_id == server["unmapped"]["a2a"]["context_id"]
        for body in (client, server):
            assert body["metadata"]["version"] == "1.9.0"
            assert "ai_operation" in body["metadata"]["profiles"]
            assert body["ai_agent"]["name"] == "field-agent"
            assert body["ai_agent"]["instance_uid"] == context_id
        # The agent's URL is its uid where the span knows it: the caller's record (the SERVER span
        # records the serving agent by name).
        assert client["ai_agent"]["uid"] == client["unmapped"]["a2a"]["agent_url"]
        assert "uid" not in server["ai_agent"]
    (send,) = traffic.records("ocsf", side="client", method=M.MESSAGE_SEND, transport="jsonrpc")
    assert send["ai_agent"] == {
        "uid": f"{base}/jsonrpc",
        "name": "field-agent",
        "instance_uid": send["unmapped"]["a2a"]["context_id"],
    }
    # A push configuration is set outside any conversation: the agent without an instance.
    (push_set, *_) = traffic.records("ocsf", side="server", method=M.TASKS_PUSH_NOTIFICATION_CONFIG_SET)
    assert push_set["ai_agent"] == {"name": "field-agent"}
    # A finding names the agent in its evidence (OCSF 1.9.0 evidences.ai_agent), on both sides.
    findings = [r.body for r in traffic.sinks["ocsf"].records if r.body["class_uid"] == 2004]
    assert len(findings) >= 2
    for finding in findings:
        (evidence,) = finding["evidences"]
        assert evidence["ai_agent"]["name"] == finding["unmapped"]["a2a"]["agent_name"]


def test_detection_finding_has_named_attacks_prose_and_the_peer(traffic):
    findings = [
        r.body
        for r in traffic.sinks["ocsf"].records
        if r.body["class_uid"] == 2004 and r.body["unmapped"]["a2a"]["agent_name"] == "field-agent"
    ]
    assert sorted((f["unmapped"]["a2a"]["span_kind"], f["finding_info"]["analytic"]["uid"]) for f in findings) == [
        ("client", "A2A-005-01"),
        ("server", "A2A-005-01"),
    ]
    client, server = sorted(findings, key=lambda f: f["unmapped"]["a2a"]["span_kind"])
    info = client["finding_info"]
    assert info["desc"] == (
        "The URL of a push notification config is a cloud instance metadata endpoint (169.254.0.0/16, "
        "fd00:ec2::254, metadata.google.internal, 100.100.100.200): the serving agent would POST task data, "
        "or be made to fetch, inside its own cloud account (indicator A2A-005-01, matched "
        "x_push_host of the tasks/pushNotificationConfig/set request)."
    )
    assert info["attacks"] == [
        {
            "technique": {
                "uid": "T1567",
                "src_url": "https://attack.mitre.org/techniques/T1567/",
                "name": "Exfiltration Over Web Service",
            },
            "sub_technique": {
                "uid": "T1567.004",
                "src_url": "https://attack.mitre.org/techniques/T1567/004/",
                "name": "Exfiltration Over Webhook",
            },
            "tactic": {"uid": "TA0010", "src_url": "https://attack.mitre.org/tactics/TA0010/", "name": "Exfiltration"},
        },
        {
            "technique": {
                "uid": "T1552",
                "src_url": "https://attack.mitre.org/techniques/T1552/",
                "name": "Unsecured Credentials",
            },
            "sub_technique": {
                "uid": "T1552.005",
                "src_url": "https://attack.mitre.org/techniques/T1552/005/",
                "name": "Cloud Instance Metadata API",
            },
            "tactic": {
                "uid": "TA0006",
                "src_url": "https://attack.mitre.org/tactics/TA0006/",
                "name": "Credential Access",
            },
        },
    ]
    (evidence,) = client["evidences"]
    assert evidence["dst_endpoint"] == {"name": "field-agent", "port": traffic.agent.port, "ip": LOOPBACK}
    assert evidence["url"] == {"url_string": "http://169.254.169.254"}  # the webhook flagged, origin only
    assert client["observables"] == [
        ip("evidences.dst_endpoint.ip"),
        url("evidences.url.url_string", "http://169.254.169.254"),
        agent_name("resources.name", "field-agent"),
    ]
    (server_evidence,) = server["evidences"]
    assert server_evidence["src_endpoint"] == {"port": server["unmapped"]["a2a"]["client_port"], "ip": LOOPBACK}
    assert server["observables"][0] == ip("evidences.src_endpoint.ip")


def test_aitf_records_carry_the_same_observables(traffic):
    base = traffic.agent.base_url
    (delegation,) = traffic.records("aitf", side="client", method=M.MESSAGE_SEND, transport="jsonrpc")
    assert delegation["class_uid"] == 7002
    assert delegation["observables"] == [
        ip("unmapped.a2a.server_address"),
        url("unmapped.a2a.agent_url", f"{base}/jsonrpc"),
        agent_name("unmapped.a2a.agent_name", "field-agent"),
    ]
    (skill,) = traffic.records("aitf", side="server", method=M.MESSAGE_SEND, transport="jsonrpc")
    assert skill["class_uid"] == 7003
    assert skill["observables"] == [
        ip("unmapped.a2a.client_address"),
        agent_name("unmapped.a2a.agent_name", "field-agent"),
    ]
    findings = [
        r.body
        for r in traffic.sinks["aitf"].records
        if r.body["class_uid"] == 7005 and r.body["unmapped"]["a2a"]["agent_name"] == "field-agent"
    ]
    assert len(findings) == 2
    for finding in findings:
        assert finding["observables"][-1] == url("unmapped.a2a.push_notification_origin", "http://169.254.169.254")
