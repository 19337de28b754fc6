"""SIGTERM (how Kubernetes and systemd stop a process): a real uvicorn agent under
``opentelemetry-instrument``, stopped by SIGTERM after one call, exports its spans, metrics and OCSF
records to a real OTLP receiver, and still ends by the signal (or by its own handler's exit)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

import echo_agent as ea
from conftest import drain
from otlp_receiver import OTLPReceiver

ROOT = Path(__file__).resolve().parent.parent.parent
EXPORTS_AT_EXIT_ONLY = {
    # Nothing is exported on a schedule before the process ends: what arrives, arrives at exit.
    "OTEL_BSP_SCHEDULE_DELAY": "600000",
    "OTEL_BLRP_SCHEDULE_DELAY": "600000",
    "OTEL_METRIC_EXPORT_INTERVAL": "600000",
}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve(receiver: OTLPReceiver, port: int, *arguments: str, **extra_env: str) -> subprocess.Popen[str]:
    command = Path(sys.executable).with_name("opentelemetry-instrument")
    env = {key: value for key, value in os.environ.items() if not key.startswith("OTEL_")}
    env.update(
        {
            "OTEL_SERVICE_NAME": "sigterm-agent",
            "OTEL_TRACES_EXPORTER": "otlp_proto_http",
            "OTEL_METRICS_EXPORTER": "otlp_proto_http",
            "OTEL_LOGS_EXPORTER": "otlp_proto_http",
            "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{receiver.port}",
            "OTEL_INSTRUMENTATION_A2A_OCSF": "ocsf",
            **EXPORTS_AT_EXIT_ONLY,
            **extra_env,
        }
    )
    agent = subprocess.Popen(
        [str(command), sys.executable, str(ROOT / "tests/sigterm_agent.py"), str(port), *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/.well-known/agent-card.json", timeout=1).status_code == 200:
                return agent
        except httpx.HTTPError:
            time.sleep(0.1)
    agent.kill()
    raise AssertionError(f"the agent did not start: {agent.communicate()[1][-2000:]}")


async def _stop_after_one_call(receiver: OTLPReceiver, *arguments: str, **extra_env: str) -> tuple[int, str]:
    port = _free_port()
    agent = _serve(receiver, port, *arguments, **extra_env)
    try:
        async with ea.connect(f"http://127.0.0.1:{port}", streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
        time.sleep(0.2)
        assert receiver.spans == [] and receiver.logs == [] and receiver.metrics == []
        agent.send_signal(signal.SIGTERM)
        stdout, _ = agent.communicate(timeout=30)
    finally:
        if agent.poll() is None:
            agent.kill()
    return agent.returncode, stdout


def _arrived(receiver: OTLPReceiver) -> tuple[list[str], list[str], list[str]]:
    spans = sorted(span.name for span in receiver.spans if span.name.startswith("a2a."))
    metrics = sorted({metric.name for metric in receiver.metrics if metric.name.startswith("a2a.")})
    classes = sorted(
        {
            str(attribute.value.int_value)
            for log in receiver.logs
            for attribute in log.attributes
            if attribute.key == "ocsf.class_uid"
        }
    )
    return spans, metrics, classes


async def test_sigterm_exports_spans_metrics_and_ocsf_records_then_ends_by_the_signal():
    with OTLPReceiver() as receiver:
        status, _ = await _stop_after_one_call(receiver)
        spans, metrics, classes = receiver.wait_for(_arrived_whole, timeout=5) or _arrived(receiver)
    assert status == -signal.SIGTERM  # the default action, as without the instrumentation
    assert spans == ["a2a.message.send sigterm-agent"]
    assert metrics == ["a2a.server.operation.duration"]
    assert classes == ["6003"], classes


async def test_the_application_s_own_sigterm_handler_still_decides_the_exit():
    with OTLPReceiver() as receiver:
        status, stdout = await _stop_after_one_call(receiver, "--app-handler")
        spans, _, classes = receiver.wait_for(_arrived_whole, timeout=5) or _arrived(receiver)
    assert status == 3 and "application handler ran" in stdout
    assert spans == ["a2a.message.send sigterm-agent"] and classes == ["6003"]


async def test_flush_on_sigterm_can_be_turned_off():
    with OTLPReceiver() as receiver:
        status, _ = await _stop_after_one_call(receiver, OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM="false")
        time.sleep(0.5)
        assert status == -signal.SIGTERM
        assert _arrived(receiver) == ([], [], [])


def _arrived_whole(receiver: OTLPReceiver) -> tuple[list[str], list[str], list[str]] | None:
    arrived = _arrived(receiver)
    return arrived if all(arrived) else None


pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="POSIX signals")
