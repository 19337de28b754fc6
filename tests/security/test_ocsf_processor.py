"""OCSFSpanProcessor on real a2a-sdk agents (client and server spans), its queue, its sinks, and
turning it on from the environment. Every record produced here is validated."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections.abc import Iterator

import pytest
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import SDK_LINE, drain, string_leaves
from ocsf_spans import DETECTION, make_span
from ocsf_validation import RecordingSink, assert_valid
from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.security import (
    DROPPED_SPANS_METRIC,
    JsonlFileSink,
    LogSink,
    OCSFSpanProcessor,
    enable_ocsf,
    install_from_environment,
)
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE

PROFILES = ("aitf", "ocsf")


class _Detector(SpanProcessor):
    """Test-only: marks every CLIENT message/send span with one detection while it is open, as the
    detection hook does (an event on the live span)."""

    def on_start(self, span, parent_context=None) -> None:
        if (
            span.instrumentation_scope.name == INSTRUMENTATION_SCOPE
            and span.kind is SpanKind.CLIENT
            and (span.attributes or {}).get(sc.AITF_A2A_METHOD) == M.MESSAGE_SEND
        ):
            span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, DETECTION)
            span.set_attribute(sc.AITF_SECURITY_THREAT_DETECTED, True)
            span.set_attribute(sc.AITF_SECURITY_THREATS_COUNT, 1)


@pytest.fixture
def ocsf_sinks(tracer_provider: TracerProvider) -> Iterator[dict[str, RecordingSink]]:
    sinks = {profile: RecordingSink() for profile in PROFILES}
    processors = [OCSFSpanProcessor(profile=profile, sink=sink) for profile, sink in sinks.items()]
    for processor in processors:
        tracer_provider.add_span_processor(processor)
    yield sinks
    for processor in processors:
        processor.shutdown()
    for sink in sinks.values():
        assert_valid(sink.records)


@pytest.mark.usefixtures("instrumented")
async def test_real_agent_calls_client_and_server_each_map_to_one_valid_record(
    agent, tracer_provider, ocsf_sinks, exporter
):
    tracer_provider.add_span_processor(_Detector())
    async with ea.connect(agent.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        task_id = ea.item_task_id(item)
        await client.get_task(ea.get_task_request(task_id))
        await ea.set_push_config(client, task_id, "cfg-1", "https://hooks.example.com/cb", "tok")
        await ea.get_push_config(client, task_id, "cfg-1")
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await client.get_task(ea.get_task_request("no-such-task"))
    async with ea.connect(agent.base_url) as client:
        await drain(client.send_message(ea.user_message("stream")))
    assert all(p.force_flush() for p in tracer_provider._active_span_processor._span_processors)
    ours = [s for s in exporter.get_finished_spans() if s.instrumentation_scope.name == INSTRUMENTATION_SCOPE]
    kinds = {(s.attributes.get(sc.AITF_A2A_METHOD), s.kind) for s in ours}
    assert {
        (M.MESSAGE_SEND, SpanKind.SERVER),
        (M.MESSAGE_STREAM, SpanKind.SERVER),
        (M.TASKS_GET, SpanKind.SERVER),
    } <= kinds
    assert (M.AGENT_CARD_GET, SpanKind.CLIENT) in kinds
    for profile, sink in ocsf_sinks.items():
        assert assert_valid(sink.records) == len(sink.records)
        activity_class = {"aitf": {7002, 7003}, "ocsf": {6003}}[profile]
        finding_class = {"aitf": 7005, "ocsf": 2004}[profile]
        activities = [r for r in sink.records if r.class_uid in activity_class]
        # Exactly one activity record per A2A span, carrying that span's ids.
        assert sorted(r.span_id for r in activities) == sorted(s.context.span_id for s in ours)
        by_span = {r.span_id: r for r in activities}
        for span in ours:
            record = by_span[span.context.span_id]
            assert record.trace_id == span.context.trace_id
            a2a = record.body["unmapped"]["a2a"]
            assert a2a["method"] == span.attributes[sc.AITF_A2A_METHOD]
            if sc.AITF_A2A_TASK_ID in span.attributes:
                assert a2a["task_id"] == span.attributes[sc.AITF_A2A_TASK_ID]
            if profile == "aitf":
                assert record.body["class_uid"] == (7003 if span.kind is SpanKind.SERVER else 7002)
        findings = [r for r in sink.records if r.class_uid == finding_class]
        sends = [s for s in ours if s.kind is SpanKind.CLIENT and s.attributes[sc.AITF_A2A_METHOD] == M.MESSAGE_SEND]
        assert sorted(r.span_id for r in findings) == sorted(s.context.span_id for s in sends)
        failed = [r for r in activities if r.body["unmapped"]["a2a"].get("task_id") == "no-such-task"]
        assert {r.body["status_id"] for r in failed} == {2}
        assert len(failed) == 2  # the caller's and the server's view


@pytest.mark.usefixtures("instrumented")
async def test_three_hops_share_one_correlation_uid(agent, tracer_provider, ocsf_sinks):
    with ea.EchoAgent("agent-c") as agent_c:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message(f"relay jsonrpc {agent_c.base_url} hi")))
    for processor in tracer_provider._active_span_processor._span_processors:
        processor.force_flush()
    for sink in ocsf_sinks.values():
        sends = [r for r in sink.records if r.body["unmapped"]["a2a"].get("method") == M.MESSAGE_SEND]
        assert len(sends) == 4  # client and server, at each of two hops
        assert len({r.body["metadata"]["correlation_uid"] for r in sends}) == 1


def test_on_end_never_waits_a_full_queue_drops_and_counts(caplog):
    release = threading.Event()
    delivered: list[dict] = []

    def slow_sink(body: dict) -> None:
        release.wait(10)
        delivered.append(body)

    reader = InMemoryMetricReader()
    processor = OCSFSpanProcessor("ocsf", sink=slow_sink, max_queue_size=2, meter_provider=MeterProvider([reader]))
    spans = [make_span(M.TASKS_GET) for _ in range(10)]
    with caplog.at_level(logging.WARNING):
        started = time.perf_counter()
        for span in spans:
            processor.on_end(span)
        elapsed = time.perf_counter() - started
    assert elapsed < 0.05, "on_end waited for the sink"
    # One span in the worker's hands, two in the queue, the rest dropped.
    assert 7 <= processor.dropped_spans <= 8
    assert sum("queue is full" in message for message in caplog.messages) == 1
    points = [
        point.value
        for metric in reader.get_metrics_data().resource_metrics[0].scope_metrics[0].metrics
        if metric.name == DROPPED_SPANS_METRIC
        for point in metric.data.data_points
    ]
    assert points == [processor.dropped_spans]
    release.set()
    assert processor.force_flush()
    assert len(delivered) == 10 - processor.dropped_spans
    assert_valid(delivered, "ocsf")
    processor.shutdown()


def _until(condition, seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)
    return condition()


def test_the_worker_wakes_per_batch_not_per_span():
    """Waking the worker per span made it take the GIL between the application's threads on every
    call: it wakes when ``batch_size`` spans wait (or after the delay, or for a flush)."""
    delivered: list[dict] = []
    processor = OCSFSpanProcessor("ocsf", sink=delivered.append, batch_size=4, schedule_delay_millis=60_000)
    for _ in range(3):
        processor.on_end(make_span(M.TASKS_GET))
    time.sleep(0.2)
    assert delivered == []  # three wait: fewer than a batch, long before the delay
    processor.on_end(make_span(M.TASKS_GET))
    assert _until(lambda: len(delivered) == 4)  # the fourth makes a batch
    processor.on_end(make_span(M.TASKS_GET))
    assert processor.force_flush()
    assert len(delivered) == 5
    processor.shutdown()
    assert_valid(delivered, "ocsf")


def test_the_worker_delivers_after_the_schedule_delay_without_a_full_batch():
    delivered: list[dict] = []
    processor = OCSFSpanProcessor("ocsf", sink=delivered.append, batch_size=1000, schedule_delay_millis=50)
    processor.on_end(make_span(M.TASKS_GET))
    assert _until(lambda: len(delivered) == 1)
    processor.shutdown()


@pytest.mark.parametrize("options", [{"batch_size": 0}, {"schedule_delay_millis": 0}])
def test_batch_options_must_be_positive(options):
    with pytest.raises(ValueError, match="must be > 0"):
        OCSFSpanProcessor("ocsf", sink=list().append, **options)


def test_force_flush_and_shutdown_deliver_what_is_queued(tmp_path):
    path = tmp_path / "ocsf.jsonl"
    processor = OCSFSpanProcessor("aitf", sink=JsonlFileSink(path))
    for _ in range(50):
        processor.on_end(make_span(M.MESSAGE_SEND, detections=[DETECTION]))
    processor.shutdown()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 100
    assert assert_valid([json.loads(line) for line in lines], "aitf") == 100
    processor.on_end(make_span(M.MESSAGE_SEND))  # after shutdown: ignored, no error
    processor.shutdown()
    assert len(path.read_text(encoding="utf-8").splitlines()) == 100


def test_failures_never_reach_the_application(caplog):
    def broken(body: dict) -> None:
        raise RuntimeError("SIEM down")

    processor = OCSFSpanProcessor("ocsf", sink=broken)
    with caplog.at_level(logging.WARNING):
        processor.on_end(make_span(M.MESSAGE_SEND))
        processor.on_end(make_span(M.MESSAGE_SEND))
        processor.on_end(object())  # not a span at all
        processor.on_end(make_span(M.MESSAGE_SEND))
        assert processor.force_flush()
    # Counted, logged once, and the worker kept going: every record was tried.
    assert (processor.failed_records, processor.delivered_records) == (3, 0)
    assert sum("failed in sink" in message for message in caplog.messages) == 1
    processor.shutdown()


def test_log_sink_one_log_record_per_ocsf_record():
    exporter = InMemoryLogRecordExporter()
    logger_provider = LoggerProvider()
    logger_provider.add_log_record_processor(SimpleLogRecordProcessor(exporter))
    processor = OCSFSpanProcessor("ocsf", sink=LogSink(logger_provider))
    span = make_span(M.MESSAGE_SEND, detections=[DETECTION])
    processor.on_end(span)
    processor.shutdown()
    logs = [data.log_record for data in exporter.get_finished_logs()]
    assert [log.event_name for log in logs] == ["ocsf.api_activity", "ocsf.detection_finding"]
    assert assert_valid([dict(log.body) for log in logs], "ocsf") == 2
    for log in logs:
        assert (log.trace_id, log.span_id) == (span.context.trace_id, span.context.span_id)
        assert log.trace_flags.sampled
    activity, finding = logs
    assert activity.timestamp == span.start_time // 1_000_000 * 1_000_000 or activity.timestamp == span.start_time
    assert finding.timestamp == span.events[0].timestamp
    assert dict(activity.attributes) == {
        "ocsf.profile": "ocsf",
        "ocsf.version": "1.9.0",
        "ocsf.category_uid": 6,
        "ocsf.class_uid": 6003,
        "ocsf.class_name": "API Activity",
        "ocsf.activity_id": 1,
        "ocsf.type_uid": 600301,
        "ocsf.severity_id": 1,
    }
    assert finding.severity_text == "High"


def test_enable_ocsf_once_per_provider_and_env_switch(monkeypatch, tmp_path):
    provider = TracerProvider()
    first = enable_ocsf("ocsf", tracer_provider=provider, logs=False, sink=RecordingSink())
    assert enable_ocsf("aitf", tracer_provider=provider) is first
    first.shutdown()

    monkeypatch.delenv("OTEL_INSTRUMENTATION_A2A_OCSF", raising=False)
    assert install_from_environment(TracerProvider()) is None
    monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_OCSF", "stix")
    assert install_from_environment(TracerProvider()) is None
    monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_OCSF", "ocsf")
    assert install_from_environment(object()) is None  # not an SDK provider: logged, skipped

    path = tmp_path / "env.jsonl"
    monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_OCSF", "aitf")
    monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_OCSF_FILE", str(path))
    provider = TracerProvider()
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=provider)
    instrumentor.uninstrument()
    instrumentor.instrument(tracer_provider=provider)
    instrumentor.uninstrument()
    processor = install_from_environment(provider)
    assert isinstance(processor, OCSFSpanProcessor) and processor.profile == "aitf"
    ours = [p for p in provider._active_span_processor._span_processors if isinstance(p, OCSFSpanProcessor)]
    assert ours == [processor]
    processor.on_end(make_span(M.TASKS_CANCEL))
    processor.shutdown()
    (line,) = path.read_text(encoding="utf-8").splitlines()
    assert assert_valid([json.loads(line)], "aitf") == 1


@pytest.mark.skipif(SDK_LINE != "1", reason="once is enough; the zero-code path does not depend on the SDK line")
def test_opentelemetry_instrument_writes_ocsf_by_configuration_alone(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    path = tmp_path / "zero-code.jsonl"
    command = Path(sys.executable).with_name("opentelemetry-instrument")
    env = {
        **os.environ,
        "OTEL_TRACES_EXPORTER": "none",
        "OTEL_METRICS_EXPORTER": "none",
        "OTEL_LOGS_EXPORTER": "console",
        "OTEL_SERVICE_NAME": "zero-code",
        "OTEL_INSTRUMENTATION_A2A_OCSF": "ocsf",
        "OTEL_INSTRUMENTATION_A2A_OCSF_FILE": str(path),
    }
    result = subprocess.run(
        [str(command), sys.executable, str(root / "examples/zero_code_client.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert assert_valid(records, "ocsf") == len(records) == 3  # discover; stream, both sides
    assert {r["api"]["operation"] for r in records} >= {M.AGENT_CARD_GET, M.MESSAGE_STREAM}
    assert {r["actor"]["app_name"] for r in records if r["unmapped"]["a2a"]["span_kind"] == "client"} == {"zero-code"}
    # The same records went to the OpenTelemetry logs pipeline (the console exporter here).
    assert result.stdout.count('"event_name": "ocsf.api_activity"') == len(records)


@pytest.mark.usefixtures("instrumented")
async def test_server_records_name_the_caller_and_push_deliveries_have_records(tracer_provider, ocsf_sinks):
    """From real traffic: the server side's record says who called (the caller's address, not a
    placeholder), and each push-notification delivery is an API Activity record of its own,
    naming the webhook's host and port and nothing of its token or path."""
    from webhook_receiver import WebhookReceiver

    with WebhookReceiver() as hook, ea.EchoAgent("ocsf-push-agent", push=True, deliver_push=True) as agent:
        async with ea.connect(agent.base_url, streaming=False, polling=True) as client:
            (item,) = await drain(client.send_message(ea.user_message("ticks 2")))
            task_id = ea.item_task_id(item)
            await ea.set_push_config(client, task_id, "hook-1", f"{hook.url}?sig=abc", "push-token-s3cr3t")
        for _ in range(150):
            if any(request["body"] and "completed" in str(request["body"]).lower() for request in hook.received):
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.2)
    for processor in tracer_provider._active_span_processor._span_processors:
        processor.force_flush()
    hook_port = int(hook.url.split(":")[2].split("/")[0])
    sink = ocsf_sinks["ocsf"]
    served = [
        r
        for r in sink.records
        if r.body["unmapped"]["a2a"].get("method") == M.MESSAGE_SEND
        and r.body["api"]["service"]["name"] == "ocsf-push-agent"
        and r.body.get("src_endpoint", {}).get("ip")
    ]
    assert served, [r.body.get("src_endpoint") for r in sink.records]
    assert served[0].body["src_endpoint"]["ip"] == "127.0.0.1"
    assert 0 < served[0].body["src_endpoint"]["port"] < 65536
    deliveries = [r for r in sink.records if r.body["api"]["operation"] == "a2a.push_notification.send"]
    assert len(deliveries) >= 2
    for record in deliveries:
        assert record.body["class_uid"] == 6003
        assert record.body["dst_endpoint"]["ip"] == "127.0.0.1"
        assert record.body["dst_endpoint"]["port"] == hook_port
    for profile, profile_sink in ocsf_sinks.items():
        dumped = json.dumps([r.body for r in profile_sink.records])
        assert "push-token-s3cr3t" not in dumped and "sig=abc" not in dumped, profile
        assert len([r for r in profile_sink.records if r.body["unmapped"]["a2a"].get("task_id") == task_id]) >= 4


@pytest.mark.parametrize("profile", ["ocsf", "aitf"])
async def test_a_peer_s_line_separators_never_split_a_jsonl_record(tracer_provider, tmp_path, profile):
    """U+2028, U+2029 and U+0085 in a peer's card name are escaped: every record is one line for
    every line-splitting reader (str.splitlines, JavaScript, log shippers)."""
    from detection.agents import card_changes, discover

    from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor

    path = tmp_path / "records.jsonl"
    processor = OCSFSpanProcessor(profile, sink=JsonlFileSink(path))
    tracer_provider.add_span_processor(processor)
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider)
    name = "Split\u2028me\u2029twice\x85and\nonce more"
    try:
        with ea.EchoAgent("splitter", customize=card_changes(name=name)) as peer:
            for _ in range(3):
                await discover(peer.base_url)
    finally:
        instrumentor.uninstrument()
    assert processor.force_flush()
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) == 3 == text.count("\n")

    # Each line is a whole record, and the name comes back whole from it: the line separators as
    # they were (JSON escapes them), the C0/C1 controls escaped as in every attribute (bounds.py).
    escaped = "Split\u2028me\u2029twice\\x85and\\x0aonce more"
    assert all(escaped in string_leaves(json.loads(line)) for line in lines)
