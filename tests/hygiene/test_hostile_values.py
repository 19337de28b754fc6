"""One hostile value must not cost the good telemetry.

A peer chooses its card name, ids, error codes and messages. One value the OTLP exporter cannot
encode (a lone surrogate, an integer outside int64) used to fail the whole batch, losing the spans
and OCSF records of every good call in it; one huge value became a huge span name, attribute or
OCSF record; a new card name per call became a new metric series. Here real hostile peers
(``hostile_peer.py``) and a real hostile client meet the real OTLP/HTTP span and log exporters,
which ship into a receiver on 127.0.0.1 (``otlp_receiver.py``): every good call's spans and OCSF
records arrive, and what the hostile ones left is within the documented bounds, marked as cut.
"""

from __future__ import annotations

import contextlib
import json
import sys
import sysconfig
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import httpx
import pytest
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import SDK_LINE, drain, instrumented_by, string_leaves
from hostile_peer import LONE_SURROGATE, MANY_SKILLS, ONE_MB, HostilePeer
from ocsf_validation import assert_valid
from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.hygiene import bounds
from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor, enable_ocsf
from otlp_receiver import OTLPReceiver, any_value

GOOD_CALLS = 22
# Longest span name: the longest operation name, a space, the agent part.
MAX_SPAN_NAME = max(len(name) for name in vars(sc.SpanName).values() if isinstance(name, str)) + 1 + 64
# A long batch delay: everything ends up in the one export that force_flush makes.
ONE_BATCH = {"schedule_delay_millis": 600_000, "max_export_batch_size": 4096, "max_queue_size": 8192}


@pytest.fixture(scope="module")
def peer() -> Iterator[HostilePeer]:
    with HostilePeer(SDK_LINE) as running:
        yield running


def client_config(http: httpx.AsyncClient) -> ClientConfig:
    if SDK_LINE == "0.3":
        return ClientConfig(streaming=False, httpx_client=http, supported_transports=["JSONRPC"])
    return ClientConfig(streaming=False, httpx_client=http, supported_protocol_bindings=["JSONRPC"])


async def send(url: str) -> None:
    """Discover the agent at ``url`` and send it one message; whatever it answers, carry on."""
    async with httpx.AsyncClient(timeout=30) as http:
        try:
            card = await A2ACardResolver(http, url).get_agent_card()
            client = ClientFactory(client_config(http)).create(card)
            try:
                async for _ in client.send_message(ea.user_message("hello")):
                    pass
            finally:
                await client.close()
        except Exception:
            pass  # the hostile peer's answer may well be an error: its telemetry is what counts


def hostile_message_body() -> bytes:
    """A JSON-RPC send whose message id is a lone surrogate: valid JSON, invalid Unicode."""
    message: dict[str, Any] = {"messageId": LONE_SURROGATE, "parts": [{"text": "hi"}]}
    if SDK_LINE == "0.3":
        message.update(role="user", kind="message", parts=[{"kind": "text", "text": "hi"}])
        method = "message/send"
    else:
        message["role"] = "ROLE_USER"
        method = "SendMessage"
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {"message": message}}
    return json.dumps(body).encode()  # ensure_ascii: the surrogate travels as the escape \ud800


async def hostile_client(agent_url: str) -> None:
    headers = {"content-type": "application/json", "A2A-Version": "1.0"}
    async with httpx.AsyncClient(timeout=30) as http:
        await http.post(f"{agent_url}/jsonrpc", content=hostile_message_body(), headers=headers)


class Pipeline:
    """Spans and OCSF records through the real OTLP/HTTP exporters into a receiver here."""

    def __init__(self, receiver: OTLPReceiver) -> None:
        base = f"http://127.0.0.1:{receiver.port}"
        self.memory = InMemorySpanExporter()
        self.tracer_provider = TracerProvider()
        self.tracer_provider.add_span_processor(SimpleSpanProcessor(self.memory))
        self.tracer_provider.add_span_processor(
            BatchSpanProcessor(OTLPSpanExporter(endpoint=f"{base}/v1/traces"), **ONE_BATCH)
        )
        self.logger_provider = LoggerProvider()
        self.logger_provider.add_log_record_processor(
            BatchLogRecordProcessor(OTLPLogExporter(endpoint=f"{base}/v1/logs"), **ONE_BATCH)
        )
        self.ocsf = enable_ocsf("ocsf", tracer_provider=self.tracer_provider, logger_provider=self.logger_provider)
        self.instrumentor = A2AInstrumentor()
        # Content capture on: captured texts are peer values too.
        self.instrumentor.instrument(tracer_provider=self.tracer_provider, capture_content=True)

    def finish(self) -> None:
        self.instrumentor.uninstrument()
        assert self.ocsf.force_flush(30_000)
        self.tracer_provider.shutdown()
        self.logger_provider.shutdown()


async def run_calls(
    pipeline: Pipeline, good: Callable[[], Awaitable[None]], hostile: Callable[[], Awaitable[None]]
) -> set[bytes]:
    """Good calls, each under its own trace, the hostile one in their middle; returns the trace ids
    of the good ones."""
    tracer = pipeline.tracer_provider.get_tracer("tests")
    good_traces: set[bytes] = set()
    for index in range(GOOD_CALLS + 1):
        if index == GOOD_CALLS // 2:
            await hostile()
            continue
        with tracer.start_as_current_span("good") as caller:
            await good()
        good_traces.add(caller.get_span_context().trace_id.to_bytes(16, "big"))
    return good_traces


def received_attributes(span: Any) -> dict[str, Any]:
    return {item.key: any_value(item.value) for item in span.attributes}


# Hostile peer modes (hostile_peer.py), and a hostile client of an instrumented server.
ATTACKS = [
    "card-surrogate",
    "error-code-huge",
    "task-surrogate",
    "card-name-1mb",
    "card-skills-10k",
    "task-id-1mb",
    "error-1mb",
]


@pytest.mark.parametrize("attack", [*ATTACKS, "client-message-id-surrogate"])
async def test_one_hostile_value_costs_no_good_telemetry(agent, peer, attack):
    with OTLPReceiver() as receiver:
        pipeline = Pipeline(receiver)
        try:
            if attack == "client-message-id-surrogate":
                good_traces = await run_calls(
                    pipeline, lambda: send(agent.base_url), lambda: hostile_client(agent.base_url)
                )
            else:
                good_traces = await run_calls(pipeline, lambda: send(peer.url("ok")), lambda: send(peer.url(attack)))
        finally:
            pipeline.finish()
        made = [span for span in pipeline.memory.get_finished_spans() if span.name.startswith("a2a.")]
        good_made = [s for s in made if s.context.trace_id.to_bytes(16, "big") in good_traces]
        # The hostile client sends no trace context: its server span starts a trace of its own.
        hostile_made = [s for s in made if s.context.trace_id.to_bytes(16, "big") not in good_traces]
        assert len(good_made) >= 2 * GOOD_CALLS  # discovery and send, at least
        # a2a-sdk 1.x (protobuf) refuses a lone surrogate in a request before any handler runs.
        assert hostile_made or (SDK_LINE != "0.3" and attack == "client-message-id-surrogate")

        def ours(received: OTLPReceiver) -> list:
            return [s for s in received.spans if s.name.startswith("a2a.")]

        arrived = receiver.wait_for(lambda r: len(ours(r)) >= len(made) and ours(r), timeout=5) or []
        good_arrived = [s for s in arrived if s.trace_id in good_traces]
        assert len(good_arrived) == len(good_made), f"{len(good_arrived)} of {len(good_made)} good spans arrived"
        hostile_arrived = [s for s in arrived if s.trace_id not in good_traces]
        assert len(hostile_arrived) == len(hostile_made)

        logs = receiver.wait_for(lambda r: len(r.logs) >= len(made) and r.logs, timeout=5) or []
        good_records = [log for log in logs if log.trace_id in good_traces]
        assert sorted(log.span_id for log in good_records) == sorted(s.span_id for s in good_arrived), (
            f"{len(good_records)} of {len(good_arrived)} good OCSF records arrived"
        )
        hostile_records = [any_value(log.body) for log in logs if log.trace_id not in good_traces]
        assert len(hostile_records) == len(hostile_made)

    # What the hostile call left is bounded and marked.
    limit = bounds.max_value_length()
    for span in hostile_arrived:
        assert len(span.name) <= MAX_SPAN_NAME, span.name[:200]
        for key, value in received_attributes(span).items():
            for text in string_leaves(value):
                assert len(text) <= max(limit, 4096), (key, len(text))
            if isinstance(value, list):
                assert len(value) <= bounds.MAX_LIST_ITEMS, key
        for event in span.events:
            for item in event.attributes:
                for text in string_leaves(any_value(item.value)):
                    assert len(text) <= 16384, (event.name, item.key, len(text))
    assert assert_valid(hostile_records, "ocsf") == len(hostile_records)
    for body in hostile_records:
        assert len(json.dumps(body)) < 64 * 1024
        for text in string_leaves(body):
            assert len(text) <= bounds.MAX_RECORD_STRING_LENGTH
    expect_hostile_values(attack, hostile_arrived, hostile_records)


def _client_span(spans: list, prefix: str) -> dict[str, Any]:
    found = [received_attributes(s) for s in spans if s.name.startswith(prefix) and s.kind == 3]  # CLIENT
    assert found, [s.name for s in spans]
    return found[0]


def expect_hostile_values(attack: str, spans: list, records: list[dict[str, Any]]) -> None:
    """The hostile value itself reached telemetry, exportable and marked where it was cut (a2a-sdk
    1.x refuses lone surrogates while parsing: there, only the good calls are to be seen)."""
    names = [span.name for span in spans]
    if attack == "card-surrogate" and SDK_LINE == "0.3":
        discovered = _client_span(spans, sc.SpanName.AGENT_DISCOVER)
        assert discovered[sc.AITF_A2A_AGENT_NAME] == "bad\ufffdname"
        assert discovered[sc.AITF_A2A_AGENT_SKILLS] == ["bad\ufffdname"]
        assert "a2a.message.send bad\ufffdname" in names
    if attack == "error-code-huge" and SDK_LINE == "0.3":  # 1.x raises a code-less A2AClientError
        sent = _client_span(spans, sc.SpanName.MESSAGE_SEND)
        assert sent[sc.AITF_A2A_JSONRPC_ERROR_CODE] == str(2**70)
        assert sent[sc.AITF_A2A_JSONRPC_ERROR_MESSAGE] == "odd\ufffdfailure"
    if attack == "client-message-id-surrogate" and SDK_LINE == "0.3":
        served = [received_attributes(s) for s in spans if s.name.startswith(sc.SpanName.MESSAGE_SEND)]
        assert served and served[0][sc.AITF_A2A_MESSAGE_ID] == "\ufffd"
        events = [e for s in spans for e in s.events if e.name == sc.EventName.MESSAGE]
        assert {item.key: any_value(item.value) for item in events[0].attributes}[sc.AITF_A2A_MESSAGE_ID] == "\ufffd"
        assert records[0]["unmapped"]["a2a"]["message_id"] == "\ufffd"
    if attack == "task-surrogate" and SDK_LINE == "0.3":  # 1.x refuses the task: a parse error
        sent = _client_span(spans, sc.SpanName.MESSAGE_SEND)
        assert sent[sc.AITF_A2A_TASK_ID] == "task\ufffd"
        (artifact,) = [e for s in spans for e in s.events if e.name == sc.EventName.ARTIFACT]
        captured = {item.key: any_value(item.value) for item in artifact.attributes}
        assert captured[sc.AITF_A2A_ARTIFACT_ID] == "task\ufffd"
        assert json.loads(captured[sc.AITF_A2A_ARTIFACT_CONTENT]) == [{"kind": "text", "text": "task\ufffd"}]
    if attack == "card-name-1mb":
        discovered = _client_span(spans, sc.SpanName.AGENT_DISCOVER)
        name = discovered[sc.AITF_A2A_AGENT_NAME]
        assert len(name) == bounds.max_value_length()
        left_out = int(name.rsplit("...[", 1)[1].removesuffix(" more]"))
        assert name.startswith("nnn") and len(name) - len(f"...[{left_out} more]") + left_out == ONE_MB
        assert "a2a.message.send " + "n" * 61 + "..." in names
    if attack == "card-skills-10k":
        skills = _client_span(spans, sc.SpanName.AGENT_DISCOVER)[sc.AITF_A2A_AGENT_SKILLS]
        assert len(skills) == bounds.MAX_LIST_ITEMS
        assert skills[-1] == f"...[{MANY_SKILLS - bounds.MAX_LIST_ITEMS + 1} more]"
    if attack == "task-id-1mb":
        task_id = _client_span(spans, sc.SpanName.MESSAGE_SEND)[sc.AITF_A2A_TASK_ID]
        assert len(task_id) == bounds.max_value_length() and task_id.endswith(" more]")
        assert any(record["unmapped"]["a2a"].get("task_id") == task_id for record in records)


PEERS = 300


async def test_metric_series_and_span_names_stay_bounded_across_new_card_names(
    peer, tracer_provider, meter_provider, metric_reader, exporter
):
    """300 peers, each presenting a new 64 KiB card name: the duration metric keeps at most
    ``MAX_DISTINCT_VALUES`` agent names (then ``_OTHER``), each bounded; span names too."""
    with instrumented_by(tracer_provider=tracer_provider, meter_provider=meter_provider):
        for number in range(PEERS):
            await send(peer.url(f"card-name-{number}"))
    metrics = metric_reader.get_metrics_data()
    points = [
        point
        for resource in metrics.resource_metrics
        for scope in resource.scope_metrics
        for metric in scope.metrics
        if metric.name == sc.MetricName.CLIENT_OPERATION_DURATION
        for point in metric.data.data_points
    ]
    sends = [p for p in points if p.attributes.get(sc.AITF_A2A_METHOD) == sc.MethodValues.MESSAGE_SEND]
    assert sum(p.count for p in sends) == PEERS
    agent_names = {p.attributes.get(sc.AITF_A2A_AGENT_NAME) for p in sends}
    assert len(agent_names) == bounds.MAX_DISTINCT_VALUES + 1
    assert bounds.OVERFLOW in agent_names
    assert max(len(name) for name in agent_names) == bounds.max_value_length()
    assert len(points) <= 2 * (bounds.MAX_DISTINCT_VALUES + 1)  # discovery has no agent name: 1 more
    send_spans = [s.name for s in exporter.get_finished_spans() if s.name.startswith(sc.SpanName.MESSAGE_SEND)]
    assert len(send_spans) == PEERS
    assert len(set(send_spans)) == bounds.MAX_DISTINCT_VALUES + 1  # 100 agents, then the bare name
    assert max(len(name) for name in send_spans) <= MAX_SPAN_NAME


@pytest.mark.parametrize("limit", [200, 100_000])
async def test_the_sdk_attribute_length_variable_is_honoured(peer, tracer_provider, monkeypatch, spans, limit):
    """Attributes follow ``OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT``; OCSF records keep their own bound."""
    monkeypatch.setenv("OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT", str(limit))
    records: list[dict[str, Any]] = []
    processor = OCSFSpanProcessor("ocsf", sink=records.append)
    tracer_provider.add_span_processor(processor)
    with instrumented_by(tracer_provider=tracer_provider):
        await send(peer.url("card-name-1mb"))
        monkeypatch.delenv("OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT")
        bounds.configure_from_environment()
        processor.shutdown()
    (discovery,) = spans(sc.SpanName.AGENT_DISCOVER)
    name = discovery.attributes[sc.AITF_A2A_AGENT_NAME]
    kept = limit - len(f"...[{ONE_MB} more]")  # room for the longest mark
    assert name == "n" * kept + f"...[{ONE_MB - kept} more]"
    assert len(records) == 2 and assert_valid(records, "ocsf") == 2
    agent_names = [record["unmapped"]["a2a"]["agent_name"] for record in records]
    cap = min(limit, bounds.MAX_RECORD_STRING_LENGTH)
    assert [len(agent_name) for agent_name in agent_names] == [cap, cap]
    assert all(agent_name.endswith(" more]") for agent_name in agent_names)
    # The pivot fields repeat the name under the same bound and mark.
    for record, agent_name in zip(records, agent_names, strict=True):
        assert [o["value"] for o in record["observables"] if o["type_id"] == 38] == [agent_name]
        assert record["resources"][0]["name"] == agent_name


SECRET = "hunter2-s3cr3t"


@pytest.mark.parametrize("profile", ["ocsf", "aitf"])
async def test_urls_in_observables_and_http_request_carry_no_credentials_and_stay_bounded(agent, profile):
    """The URL a client called goes into ``http_request.url`` and ``observables``: redacted as the
    span's ``url.full`` is (userinfo, query values, fragment), cut and marked when huge, and
    exportable when it holds a lone surrogate."""
    records: list[dict[str, Any]] = []
    provider = TracerProvider()
    processor = OCSFSpanProcessor(profile, sink=records.append)
    provider.add_span_processor(processor)
    secret_url = f"http://alice:{SECRET}@127.0.0.1:{agent.port}/jsonrpc?token={SECRET}&page=2#access_token={SECRET}"
    huge_url = f"http://127.0.0.1:{agent.port}/jsonrpc/" + "p" * ONE_MB
    with instrumented_by(tracer_provider=provider):
        for planted in (secret_url, huge_url):
            try:
                async with ea.connect(
                    agent.base_url, streaming=False, rewrite_url=lambda _, url=planted: url
                ) as client:
                    async for _ in client.send_message(ea.user_message("hello")):
                        pass
            except Exception:
                pass  # the huge URL is refused (404, or not encodable): its record is what counts
        processor.shutdown()
    assert assert_valid(records, profile) == len(records)
    assert SECRET not in json.dumps(records)
    records = [r for r in records if r["unmapped"]["a2a"]["span_kind"] == "client"]  # the agent's are here too
    redacted = f"http://REDACTED:REDACTED@127.0.0.1:{agent.port}/jsonrpc?token=REDACTED&page=2"
    sends = [r for r in records if r["unmapped"]["a2a"]["method"] == "message/send"]
    urls = [o["value"] for r in sends for o in r["observables"] if o["type_id"] == 6]
    assert urls[0] == redacted
    if profile == "ocsf":
        assert sends[0]["http_request"] == {"http_method": "POST", "url": {"url_string": redacted}}
        assert sends[1]["http_request"]["url"]["url_string"] == urls[1]
    huge = urls[1]
    # Bounded on the span already (urls.MAX_URL_LENGTH, then the attribute bound), and marked.
    assert len(huge) == bounds.max_value_length() <= bounds.MAX_RECORD_STRING_LENGTH and huge.endswith(" more]")
    assert huge.startswith(f"http://127.0.0.1:{agent.port}/jsonrpc/ppp")


def test_bounds_keep_the_common_case_and_mark_every_cut():
    short = "echo-agent"
    assert bounds.value_of(short) is short  # the fast path: the same object, untouched
    assert bounds.value_of(2**63 - 1) == 2**63 - 1 and bounds.value_of(-(2**63)) == -(2**63)
    assert bounds.value_of(2**63) == str(2**63) and bounds.value_of(-(2**63) - 1) == str(-(2**63) - 1)
    assert bounds.value_of(True) is True and bounds.value_of(1.5) == 1.5
    # A lone surrogate becomes U+FFFD; a surrogate pair the character it encodes.
    assert bounds.value_of("a\ud800b\ud83d\ude00") == "a\ufffdb\U0001f600"
    assert bounds.text("x" * 50, 20) == "x" * 8 + "...[42 more]"
    assert bounds.text("x" * 50, 5) == "x" * 5  # no room for the mark
    assert bounds.items(["a"] * 200) == ["a"] * 127 + ["...[73 more]"]
    assert bounds.name_part("n" * 100) == "n" * 61 + "..."
    assert bounds.record({"a": [2**70, "\udfff"], "b": "y" * 5000}) == {
        "a": [str(2**70), "\ufffd"],
        "b": "y" * 4082 + "...[918 more]",
    }
    distinct = bounds.DistinctValues(2)
    assert [distinct.admit(value) for value in "abcab"] == ["a", "b", bounds.OVERFLOW, "a", "b"]


def test_a_record_body_is_bounded_whatever_it_holds():
    """``bounds.record``, which bounds a nested object a mapping composes from peer values (a
    finding's ``attacks``): whatever it holds (``tests/test_ocsf_bounds.py`` holds whole records)."""
    from enum import Enum

    from opentelemetry.instrumentation.a2a.hygiene import bounds

    class State(str, Enum):
        WORKING = "working"

    body = {
        "code": 2**70,
        "ok": True,
        "ratio": 0.5,
        "none": None,
        "name": "x" * 5000,
        "surrogate": "bad\udcffname",
        "state": State.WORKING,
        "nested": {"items": list(range(1000)), "pair": ("a", 2**64)},
        "list_of_dicts": [{"deep": "y" * 5000}],
    }
    bounded = bounds.record(body)
    assert bounded["code"] == str(2**70)
    assert (bounded["ok"], bounded["ratio"], bounded["none"]) == (True, 0.5, None)
    assert len(bounded["name"]) <= bounds.MAX_RECORD_STRING_LENGTH and bounded["name"].endswith(" more]")
    assert bounded["surrogate"].encode("utf-8")  # exportable
    assert bounded["state"] == "working" and type(bounded["state"]) is str
    assert bounds.value_of(State.WORKING) == "working"  # a span attribute too, not "State.WORKING"
    assert bounded["nested"]["items"][: bounds.MAX_LIST_ITEMS - 1] == list(range(bounds.MAX_LIST_ITEMS - 1))
    assert bounded["nested"]["items"][-1] == f"...[{1000 - bounds.MAX_LIST_ITEMS + 1} more]"
    assert len(bounded["nested"]["items"]) == bounds.MAX_LIST_ITEMS
    assert bounded["nested"]["pair"] == ["a", str(2**64)]
    assert len(bounded["list_of_dicts"][0]["deep"]) <= bounds.MAX_RECORD_STRING_LENGTH
    json.dumps(bounded)


CONTROL_NAME = "Evil\x1b]0;owned\x07\r\nAgent\x00\x9b2J"


@pytest.mark.usefixtures("instrumented")
async def test_control_characters_in_a_peer_s_name_are_escaped_in_span_names_and_attributes(spans):
    """ESC, BEL, CR, LF, NUL and C1 controls in a card's name: escaped (\\xNN) in span names and
    in aitf.a2a.agent.name, on the client and on the serving side."""
    from detection.agents import card_changes

    with ea.EchoAgent("controls", customize=card_changes(name=CONTROL_NAME)) as peer:
        async with ea.connect(peer.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    escaped = "Evil\\x1b]0;owned\\x07\\x0d\\x0aAgent\\x00\\x9b2J"
    sent = spans("a2a.message.send", SpanKind.CLIENT) + spans("a2a.message.send", SpanKind.SERVER)
    assert sent
    for span in sent:
        assert span.name == f"a2a.message.send {escaped}"
        assert span.attributes["aitf.a2a.agent.name"] == escaped
        assert not any(ch in span.name for ch in "\x1b\x07\r\n\x00\x9b")


@pytest.mark.usefixtures("instrumented")
async def test_the_serving_agent_s_own_huge_name_is_bounded(spans):
    from detection.agents import card_changes

    with ea.EchoAgent("huge", customize=card_changes(name="N" * 1_000_000)) as peer:
        async with ea.connect(peer.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    (server,) = spans("a2a.message.send", SpanKind.SERVER)
    assert len(server.attributes["aitf.a2a.agent.name"]) <= bounds.max_value_length()
    assert len(server.name) <= len("a2a.message.send ") + bounds.MAX_NAME_PART_LENGTH


_STDLIB = sysconfig.get_paths()["stdlib"]


class _SlowText(Exception):
    """An exception whose text is slow to compute and counts how often the instrumentation (or
    the OpenTelemetry SDK on its behalf) asks for it; the a2a-sdk's own logging asks too."""

    asked = 0

    def __str__(self) -> str:
        # Who asks: the nearest caller that is neither the standard library (traceback, logging)
        # nor the OpenTelemetry SDK (record_exception), which only ask on someone's behalf.
        frame = sys._getframe(1)
        while frame is not None and (
            frame.f_code.co_filename.startswith(_STDLIB) or "/opentelemetry/sdk/" in frame.f_code.co_filename
        ):
            frame = frame.f_back
        if frame is not None and "/opentelemetry/instrumentation/a2a/" in frame.f_code.co_filename:
            type(self).asked += 1
        time.sleep(0.05)
        return "slow to say"


@pytest.mark.usefixtures("instrumented")
async def test_an_exception_s_text_is_computed_once_and_bounded(spans):
    """The executor raises: the SERVER span's exception event and status come from one ``str()``
    (the OpenTelemetry SDK's record_exception and traceback.format_exception each asked again:
    four calls), and a 10 MB message costs the instrumentation bounded work, not a copy per
    reader (stacktrace.py)."""
    huge = RuntimeError("quoted peer text " + "q" * 10_000_000)
    replies = {"slow": {"raise": _SlowText()}, "huge": {"raise": huge}}
    _SlowText.asked = 0
    with ea.EchoAgent("raiser", replies=replies) as peer:
        async with ea.connect(peer.base_url, streaming=False) as client:
            for text in ("slow", "huge"):
                with contextlib.suppress(Exception):
                    await drain(client.send_message(ea.user_message(text)))
    servers = spans("a2a.message.send", SpanKind.SERVER)
    assert len(servers) == 2
    slow, big = servers
    (event,) = [event for event in slow.events if event.name == "exception"]
    assert event.attributes["exception.type"] == f"{__name__}._SlowText"
    assert event.attributes["exception.message"] == "slow to say"
    assert event.attributes["exception.stacktrace"].endswith(f"{__name__}._SlowText: slow to say\n")
    assert slow.status.description == "_SlowText: slow to say"
    assert _SlowText.asked == 1
    (event,) = [event for event in big.events if event.name == "exception"]
    assert len(event.attributes["exception.message"]) <= 4096 + 64
    assert len(event.attributes["exception.stacktrace"]) <= 16384 + 64
    assert "more characters]" in event.attributes["exception.message"]


def test_the_exception_event_costs_the_same_for_ten_megabytes(tracer_provider):
    """record_error on a 10 MB message does work bounded by the limits (before: about 30 ms more
    than for a short message, copying the message in traceback formatting and the SDK)."""
    from opentelemetry.instrumentation.a2a.sdk.views import ErrorView
    from opentelemetry.instrumentation.a2a.telemetry.outcome import record_error

    tracer = tracer_provider.get_tracer("tests")

    def cost(message: str) -> float:
        best = float("inf")
        for _ in range(5):
            try:
                raise RuntimeError(message)
            except RuntimeError as error:
                span = tracer.start_span("s")
                started = time.perf_counter()
                record_error(span, error, lambda _: ErrorView(None, None, None))
                best = min(best, time.perf_counter() - started)
                span.end()
        return best

    small, large = cost("short"), cost("m" * 10_000_000)
    assert large - small < 0.005, (small, large)


@pytest.mark.usefixtures("instrumented")
async def test_a_credential_after_authorization_is_redacted_on_both_sides(spans):
    """An error text that quotes ``authorization=<token>`` (no scheme, no known prefix: only the
    keyword tells it is a credential): neither the SERVER span (exception) nor the CLIENT span
    (the JSON-RPC error it received) records the token."""
    token = "opaque7Token7Value99"
    replies = {"leak": {"raise": RuntimeError(f"upstream refused authorization={token} for this call")}}
    with ea.EchoAgent("leaky", replies=replies) as peer:
        async with ea.connect(peer.base_url, streaming=False) as client:
            with contextlib.suppress(Exception):
                await drain(client.send_message(ea.user_message("leak")))
    (server,) = spans("a2a.message.send", SpanKind.SERVER)
    (client_span,) = spans("a2a.message.send", SpanKind.CLIENT)
    texts = [
        value
        for span in (server, client_span)
        for value in [
            span.status.description or "",
            *map(str, span.attributes.values()),
            *(str(value) for event in span.events for value in event.attributes.values()),
        ]
    ]
    assert any("upstream refused authorization=" in text for text in texts)  # the text is there...
    assert not any(token in text for text in texts)  # ...its credential is not
    assert any("[REDACTED" in text for text in texts)


async def test_the_span_specific_attribute_length_variable_wins(peer, tracer_provider, monkeypatch, spans):
    """``OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT`` takes precedence over the generic
    ``OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT``, as in the OpenTelemetry SDK."""
    monkeypatch.setenv("OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT", "5000")
    monkeypatch.setenv("OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT", "300")
    try:
        with instrumented_by(tracer_provider=tracer_provider):
            await send(peer.url("card-name-1mb"))
    finally:
        monkeypatch.delenv("OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT")
        monkeypatch.delenv("OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT")
        bounds.configure_from_environment()
    (discovery,) = spans(sc.SpanName.AGENT_DISCOVER)
    assert len(discovery.attributes[sc.AITF_A2A_AGENT_NAME]) == 300
