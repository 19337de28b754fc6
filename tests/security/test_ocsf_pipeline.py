"""The pipeline for real: spans and OCSF logs over OTLP (gRPC and HTTP) into a real collector
process (rotel, from PyPI) on 127.0.0.1, which forwards them over OTLP/HTTP to a receiver here.
Fails, never skips, when the collector cannot run."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import rotel
from opentelemetry.exporter.otlp.proto.grpc._log_exporter import OTLPLogExporter as GrpcLogExporter
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcSpanExporter
from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter as HttpLogExporter
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter as HttpSpanExporter
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

import echo_agent as ea
from conftest import instrumented_by
from ocsf_validation import assert_valid
from opentelemetry.instrumentation.a2a.security import enable_ocsf
from otlp_receiver import OTLPReceiver, any_value


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_listening(port: int, process: subprocess.Popen, log: Path, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the collector exited ({process.returncode}): {log.read_text(errors='replace')[-2000:]}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    pytest.fail(f"the collector never listened on 127.0.0.1:{port}: {log.read_text(errors='replace')[-2000:]}")


class Collector:
    def __init__(self, receiver: OTLPReceiver, workdir: Path) -> None:
        self.grpc_port, self.http_port = free_port(), free_port()
        self.log = workdir / "rotel.out"
        binary = Path(rotel.__file__).parent / "rotel-agent"
        if not binary.exists():
            pytest.fail(f"rotel's collector binary is missing at {binary}")
        # Not --daemon: the test owns the process and stops it by its own handle.
        self.process = subprocess.Popen(
            [
                str(binary),
                "start",
                f"--otlp-grpc-endpoint=127.0.0.1:{self.grpc_port}",
                f"--otlp-http-endpoint=127.0.0.1:{self.http_port}",
                "--exporter=otlp",
                f"--otlp-exporter-endpoint=http://127.0.0.1:{receiver.port}",
                "--otlp-exporter-protocol=http",
                f"--pid-file={workdir / 'rotel.pid'}",
                f"--log-file={workdir / 'rotel.log'}",
                "--batch-timeout=50ms",
            ],
            stdout=self.log.open("w"),
            stderr=subprocess.STDOUT,
        )
        wait_listening(self.grpc_port, self.process, self.log)
        wait_listening(self.http_port, self.process, self.log)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory) -> Iterator[tuple[Collector, OTLPReceiver]]:
    with OTLPReceiver() as receiver:
        collector = Collector(receiver, tmp_path_factory.mktemp("collector"))
        try:
            yield collector, receiver
        finally:
            collector.stop()


def exporters(protocol: str, collector: Collector):
    if protocol == "grpc":
        endpoint = f"http://127.0.0.1:{collector.grpc_port}"
        return GrpcSpanExporter(endpoint=endpoint, insecure=True), GrpcLogExporter(endpoint=endpoint, insecure=True)
    base = f"http://127.0.0.1:{collector.http_port}"
    return HttpSpanExporter(endpoint=f"{base}/v1/traces"), HttpLogExporter(endpoint=f"{base}/v1/logs")


@pytest.mark.parametrize(("protocol", "profile"), [("grpc", "ocsf"), ("http", "aitf")])
async def test_spans_and_ocsf_logs_reach_the_collector_with_matching_trace_ids(agent, pipeline, protocol, profile):
    collector, receiver = pipeline
    span_exporter, log_exporter = exporters(protocol, collector)
    resource = Resource.create({"service.name": f"pipeline-{protocol}"})
    tracer_provider = TracerProvider(resource=resource)
    tracer_provider.add_span_processor(BatchSpanProcessor(span_exporter, schedule_delay_millis=100))
    logger_provider = LoggerProvider(resource=resource)
    logger_provider.add_log_record_processor(BatchLogRecordProcessor(log_exporter, schedule_delay_millis=100))
    processor = enable_ocsf(profile, tracer_provider=tracer_provider, logger_provider=logger_provider)
    with instrumented_by(tracer_provider=tracer_provider):
        with tracer_provider.get_tracer("tests").start_as_current_span("caller") as caller:
            async with ea.connect(agent.base_url, streaming=False) as client:
                async for _ in client.send_message(ea.user_message(f"over {protocol}")):
                    pass
        trace_id = caller.get_span_context().trace_id.to_bytes(16, "big")
        assert processor.force_flush(10_000)
        tracer_provider.shutdown()
        logger_provider.shutdown()

    def ours(received: OTLPReceiver) -> list:
        return [s for s in received.spans if s.trace_id == trace_id and s.name.startswith("a2a.")]

    spans = receiver.wait_for(lambda r: len(ours(r)) == 3 and ours(r))  # discovery; send, both sides
    assert len(spans) == 3, (
        f"the spans of {trace_id.hex()} never reached the receiver: {[s.name for s in receiver.spans]}"
    )
    span_ids = {s.span_id for s in spans}
    logs = receiver.wait_for(lambda r: len([g for g in r.logs if g.trace_id == trace_id]) >= 3 and r.logs)
    logs = [log for log in logs if log.trace_id == trace_id]
    assert sorted(log.span_id for log in logs) == sorted(span_ids)  # one OCSF record per span, correlated
    bodies = [any_value(log.body) for log in logs]
    assert assert_valid(bodies, profile) == 3
    for log, body in zip(logs, bodies, strict=True):
        assert log.event_name.startswith(f"{profile}.")
        attributes = {item.key: any_value(item.value) for item in log.attributes}
        assert attributes["ocsf.class_uid"] == body["class_uid"]
        assert attributes["ocsf.profile"] == profile
        assert log.time_unix_nano > 0
        assert body["metadata"]["correlation_uid"] == trace_id.hex()
    assert collector.process.poll() is None, "the collector died"
