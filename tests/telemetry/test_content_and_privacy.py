"""Content capture is opt-in and bounded; credentials never reach telemetry, capture on or off."""

from __future__ import annotations

import json

import httpx
import pytest
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import drain, instrumented_by
from opentelemetry.instrumentation.a2a import A2AInstrumentor


@pytest.fixture
def capturing(tracer_provider, request):
    options = getattr(request, "param", {"capture_content": True})
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider, **options)
    yield
    instrumentor.uninstrument()


def events_named(span, name) -> list[dict]:
    return [dict(event.attributes) for event in span.events if event.name == name]


@pytest.mark.usefixtures("instrumented")
async def test_no_content_by_default(agent, spans):
    async with ea.connect(agent.base_url) as client:
        await drain(client.send_message(ea.user_message("private words")))
    (span,) = spans("a2a.message.stream")
    assert events_named(span, "a2a.artifact") == []
    assert all("aitf.a2a.message.content" not in event for event in events_named(span, "a2a.message"))
    recorded = [str(v) for event in span.events for v in event.attributes.values()]
    assert not [text for text in recorded if "private words" in text]


@pytest.mark.usefixtures("capturing")
async def test_captured_content_of_a_stream(agent, spans):
    async with ea.connect(agent.base_url) as client:
        await drain(client.send_message(ea.user_message("stream")))
    (span,) = spans("a2a.message.stream")
    sent, *received = events_named(span, "a2a.message")
    assert json.loads(sent["aitf.a2a.message.content"]) == [{"kind": "text", "text": "stream"}]
    assert sent["aitf.a2a.message.role"] == "user"
    # The status message the agent sent while working.
    assert [json.loads(event["aitf.a2a.message.content"]) for event in received] == [
        [{"kind": "text", "text": "working..."}]
    ]
    assert received[0]["aitf.a2a.message.role"] == "agent"
    artifacts = events_named(span, "a2a.artifact")
    assert [(a["aitf.a2a.artifact.id"], json.loads(a["aitf.a2a.artifact.content"])) for a in artifacts] == [
        ("answer", [{"kind": "text", "text": "chunk-1 "}]),
        ("answer", [{"kind": "text", "text": "chunk-2"}]),
    ]
    # The serving agent's span has the same content from its side.
    (server_span,) = spans("a2a.message.stream", SpanKind.SERVER)
    assert len(events_named(server_span, "a2a.artifact")) == 2


@pytest.mark.parametrize("capturing", [{"capture_content": True, "capture_max_length": 5}], indirect=True)
@pytest.mark.usefixtures("capturing")
async def test_values_are_cut_and_files_never_recorded(agent, spans, exporter):
    secret_file = b"file-bytes-never-recorded"
    message = ea.user_message_with_parts("hello world", {"key": "value", "long": "x" * 50}, "notes.txt", secret_file)
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(client.send_message(message))
    (span,) = spans("a2a.message.send")
    sent = events_named(span, "a2a.message")[0]
    assert sent["aitf.a2a.content.truncated"] is True
    text_part, data_part, file_part = json.loads(sent["aitf.a2a.message.content"])
    assert text_part == {"kind": "text", "text": "hello"}
    assert data_part == {"kind": "data", "data": '{"key'}
    assert file_part == {"kind": "file", "name": "notes", "mimeType": "text/"}
    (artifact,) = events_named(span, "a2a.artifact")
    assert json.loads(artifact["aitf.a2a.artifact.content"]) == [{"kind": "text", "text": "echo:"}]
    exported = json.dumps([[dict(e.attributes) for e in s.events] for s in exporter.get_finished_spans()])
    assert "file-bytes" not in exported and "ZmlsZS1ieXRlcy" not in exported  # raw or base64


@pytest.mark.parametrize("value", ["true", "SPAN_ONLY", "span_and_event", "EVENT_ONLY"])
async def test_capture_from_the_environment(agent, tracer_provider, spans, monkeypatch, value):
    """The variable as contrib's GenAI instrumentations read it: true, or a mode that asks for content."""
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", value)
    monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH", "3")
    with instrumented_by(tracer_provider=tracer_provider):
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("abcdef")))
    (span,) = spans("a2a.message.send")
    assert json.loads(events_named(span, "a2a.message")[0]["aitf.a2a.message.content"]) == [
        {"kind": "text", "text": "abc"}
    ]


# -- planted secrets ---------------------------------------------------------------------------

SECRETS = ("Bearer-tok-7f3a9", "apikey-5c2e8d", "push-token-91b4", "query-key-33aa0", "basic-pw-0e1d")


@pytest.mark.parametrize("capture", [False, True])
async def test_planted_secrets_never_reach_telemetry(agent, tracer_provider, exporter, capture):
    reader = InMemoryMetricReader()
    with instrumented_by(
        tracer_provider=tracer_provider, meter_provider=MeterProvider(metric_readers=[reader]), capture_content=capture
    ):
        headers = {"Authorization": "Bearer Bearer-tok-7f3a9", "X-API-Key": "apikey-5c2e8d"}
        async with httpx.AsyncClient(headers=headers) as http:
            from a2a.client import A2ACardResolver

            resolver = A2ACardResolver(http, agent.base_url.replace("http://", "http://user:basic-pw-0e1d@"))
            # The secret travels in the card path's query; the agent ignores it.
            await resolver.get_agent_card(relative_card_path="/.well-known/agent-card.json?api_key=query-key-33aa0")
        async with ea.connect(agent.base_url, streaming=False) as client:
            (item,) = await drain(client.send_message(ea.user_message("hello")))
            await ea.set_push_config(
                client,
                ea.item_task_id(item),
                "cfg",
                "https://hooks.example.com/cb?token=query-key-33aa0",
                "push-token-91b4",
            )
    texts = []
    for span in exporter.get_finished_spans():
        texts += [str(value) for value in span.attributes.values()]
        texts += [str(value) for event in span.events for value in event.attributes.values()]
        texts += [span.name, span.status.description or ""]
    metrics = reader.get_metrics_data()
    texts.append(metrics.to_json() if metrics else "")
    leaked = [secret for secret in SECRETS if any(secret in text for text in texts)]
    assert leaked == []
    assert any(span.name == "a2a.push_config.set echo-agent" for span in exporter.get_finished_spans())


# -- every option on: content capture, the curated indicators, OCSF with a JSONL file ------------

# Query parameter names that carry credentials in the field (OAuth, cloud signatures, API gateways,
# Azure SAS, webhooks): the deny-list of old let most of them through.
SECRET_NAMES = (
    "x-api-key",
    "jwt",
    "private_token",
    "x-auth-token",
    "auth_token",
    "apitoken",
    "passphrase",
    "credential",
    "sv",
    "skoid",
    "X-Goog-Credential",
    "hmac",
    "state",
    "otp",
    "subscription-key",
    "Ocp-Apim-Subscription-Key",
    "webhook_secret",
    "assertion",
    "oauth_token",
)
QUERY_SECRET = "qry-9f2e7a10"
FRAGMENT_SECRET = "frag-4c81d2"
USERINFO_SECRET = "basic-pw-7e3b"
GRPC_SECRET = "grpc-pw-5a0d"
PUSH_PASSWORD, PUSH_QUERY, PUSH_FRAGMENT, PUSH_TOKEN = "push-pw-11aa", "push-q-22bb", "push-f-33cc", "push-t-44dd"
GITHUB_TOKEN = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
BEARER_TOKEN = "brr-" + "Q1w2E3r4T5y6U7i8O9p0"
# No prefix, no keyword before it: masked because it looks random (the evidence policy).
SIGNING_KEY = "wJalrXUtnFEMI" + "K7MDENGbPxRfiCYzEXAMPLE42"


async def _plant_secrets(agent, peer) -> None:
    """Real calls that carry secrets everywhere a URL or a text can hold one."""
    from a2a.client import A2ACardResolver

    import hostile_peer

    query = "&".join(f"{name}={QUERY_SECRET}" for name in SECRET_NAMES)
    async with httpx.AsyncClient(timeout=30) as http:
        resolver = A2ACardResolver(http, agent.base_url.replace("://", f"://user:{USERINFO_SECRET}@"))
        await resolver.get_agent_card(
            relative_card_path=f"/.well-known/agent-card.json?{query}#access_token={FRAGMENT_SECRET}"
        )
    # A card whose endpoint URL carries userinfo and ?x-api-key=, then a 401 that quotes the URL.
    with pytest.raises(Exception) as unauthorized:
        async with ea.connect(peer.url("unauthorized"), streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    assert hostile_peer.API_KEY in str(unauthorized.value)  # the error quotes the URL
    # A gRPC target with userinfo: the call fails ("errors resolving user:...@127.0.0.1:port").
    # Whatever gRPC raises for a target it cannot use (the SDK wraps it differently on each line).
    with pytest.raises(Exception) as grpc_failure:
        async with ea.connect(
            agent.base_url,
            transport="grpc",
            streaming=False,
            rewrite_url=lambda url: url if "://" in url else f"user:{GRPC_SECRET}@{url}",
        ) as client:
            await drain(client.send_message(ea.user_message("hello")))
    assert GRPC_SECRET in str(grpc_failure.value)  # the error quotes the target: the text must be scrubbed
    async with ea.connect(agent.base_url, streaming=False) as client:
        text = f"deploy with {GITHUB_TOKEN} and send Authorization: Bearer {BEARER_TOKEN}, signed by {SIGNING_KEY}"
        (item,) = await drain(client.send_message(ea.user_message(text)))
        await ea.set_push_config(
            client,
            ea.item_task_id(item),
            "cfg",
            f"http://hook:{PUSH_PASSWORD}@169.254.169.254/cb?token={PUSH_QUERY}&page=2#access_token={PUSH_FRAGMENT}",
            PUSH_TOKEN,
        )


def _all_telemetry(exporter, reader, jsonl, records) -> list[str]:
    texts = []
    for span in exporter.get_finished_spans():
        texts += [span.name, span.status.description or ""]
        texts += [str(value) for value in span.attributes.values()]
        texts += [str(value) for event in span.events for value in [event.name, *event.attributes.values()]]
    metrics = reader.get_metrics_data()
    texts.append(metrics.to_json() if metrics else "")
    texts.append(jsonl.read_text(encoding="utf-8"))
    texts += [json.dumps(record) for record in records]
    return texts


async def test_no_planted_secret_in_any_telemetry_with_every_option_on(agent, tracer_provider, exporter, tmp_path):
    from hostile_peer import API_KEY, SECRET, HostilePeer
    from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor

    jsonl, records = tmp_path / "ocsf.jsonl", []
    processors = [OCSFSpanProcessor("ocsf", sink=JsonlFileSink(jsonl)), OCSFSpanProcessor("aitf", sink=records.append)]
    for processor in processors:
        tracer_provider.add_span_processor(processor)
    reader = InMemoryMetricReader()
    with instrumented_by(
        tracer_provider=tracer_provider,
        meter_provider=MeterProvider(metric_readers=[reader]),
        capture_content=True,
        indicators=["curated"],
    ):
        with HostilePeer(ea.line.SDK_LINE) as peer:
            await _plant_secrets(agent, peer)
        for processor in processors:
            processor.shutdown()
    texts = _all_telemetry(exporter, reader, jsonl, records)
    secrets = (
        QUERY_SECRET,
        FRAGMENT_SECRET,
        USERINFO_SECRET,
        GRPC_SECRET,
        SECRET,
        API_KEY,
        PUSH_PASSWORD,
        PUSH_QUERY,
        PUSH_FRAGMENT,
        PUSH_TOKEN,
        GITHUB_TOKEN,
        BEARER_TOKEN,
        SIGNING_KEY,
    )
    leaked = [secret for secret in secrets if any(secret in text for text in texts)]
    assert not leaked, f"leaked: {leaked}"

    # The telemetry is there: what would have leaked was recorded, redacted.
    spans = exporter.get_finished_spans()
    events = [dict(event.attributes) for span in spans for event in span.events]
    exceptions = [event["exception.message"] for event in events if "exception.message" in event]
    assert any("x-api-key=REDACTED" in message for message in exceptions)
    matched = {
        event["aitf.security.oatf.indicator_id"]: event.get("aitf.security.oatf.matched_value")
        for event in events
        if "aitf.security.oatf.indicator_id" in event
    }
    assert matched["A2A-002-04"].startswith("http://REDACTED:REDACTED@127.0.0.1:")
    assert "x-api-key=REDACTED" in matched["A2A-002-04"]
    # The push host as a client reaches it, with the URL it was read from, redacted.
    assert matched["A2A-005-01"] == (
        '{"kind":"metadata","name":"169.254.169.254",'
        '"url":"http://REDACTED:REDACTED@169.254.169.254/cb?token=REDACTED&page=2"}'
    )
    assert '[REDACTED github-token, 40 chars, "ghp_"]' in matched["A2A-004-01"]
    assert any(span.attributes.get("aitf.a2a.agent.url") == f"REDACTED:REDACTED@{agent.grpc_target}" for span in spans)
    assert any(
        span.attributes.get("url.full", "").endswith(
            "/.well-known/agent-card.json?" + "&".join(f"{name}=REDACTED" for name in SECRET_NAMES)
        )
        for span in spans
    )
    findings = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert any("169.254.169.254/cb?token=REDACTED" in json.dumps(finding) for finding in findings)


@pytest.mark.parametrize(("value", "warned"), [("false", False), ("NO_CONTENT", False), ("yes please", True)])
async def test_no_capture_from_the_environment(agent, tracer_provider, spans, monkeypatch, caplog, value, warned):
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", value)
    instrumentor = A2AInstrumentor()
    with caplog.at_level("WARNING", logger="opentelemetry.instrumentation.a2a"):
        instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("abcdef")))
    finally:
        instrumentor.uninstrument()
    (span,) = spans("a2a.message.send")
    assert "aitf.a2a.message.content" not in str([dict(event.attributes) for event in span.events])
    warnings = [record.getMessage() for record in caplog.records if "CAPTURE_MESSAGE_CONTENT" in record.getMessage()]
    assert len(warnings) == (1 if warned else 0)
