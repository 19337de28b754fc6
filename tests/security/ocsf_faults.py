"""Process faults around the OCSF processor, each run in a process of its own (``python
tests/ocsf_faults.py SCENARIO DIRECTORY``) so that a hang or a fork cannot take the test runner with
it. The test harness runs this with a timeout and kills it on expiry; here every wait on a forked
child is bounded too, and a child still running at its deadline is killed and reported as hung.

Spans are real: ended on a real SDK TracerProvider under the instrumentation's scope, carrying the
conventions' attributes; the task id names who ended the span (``parent-3``, ``child-1-0``).
Records go to a real JSONL file, to a real callable sink that appends each record's task id, as
one whole line, to a second file, and to OpenTelemetry logs: a LoggerProvider with a
BatchLogRecordProcessor whose console exporter writes each log's task id to a third file. The scenario prints one JSON object: what it observed.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import BatchLogRecordProcessor, ConsoleLogRecordExporter
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.trace import SpanKind

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.security import JsonlFileSink, LogSink, OCSFSpanProcessor
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE

CHILD_DEADLINE_S = 20.0


def end_span(provider: TracerProvider, task_id: str) -> None:
    attributes = {sc.AITF_A2A_METHOD: "tasks/get", sc.AITF_A2A_AGENT_NAME: "echo-agent", sc.AITF_A2A_TASK_ID: task_id}
    tracer = provider.get_tracer(INSTRUMENTATION_SCOPE)
    with tracer.start_as_current_span("a2a.task.get echo-agent", kind=SpanKind.CLIENT, attributes=attributes):
        pass


class TaskIdFile:
    """The callable sink: each record's task id, one whole line per write, O_APPEND."""

    def __init__(self, path: Path, delay_s: float = 0.0) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._delay_s = delay_s
        self.entered = threading.Event()

    def __call__(self, body: dict[str, Any]) -> None:
        self.entered.set()
        if self._delay_s:
            time.sleep(self._delay_s)
        os.write(self._fd, (body["unmapped"]["a2a"]["task_id"] + "\n").encode())


def pipeline(directory: Path, *, delay_s: float = 0.0, **options: Any) -> tuple[TracerProvider, OCSFSpanProcessor]:
    provider = TracerProvider(shutdown_on_exit=False)
    logger_provider = LoggerProvider(shutdown_on_exit=False)
    logs = open(directory / "logs.txt", "a")  # noqa: SIM115 - the exporter's for the process's life
    exporter = ConsoleLogRecordExporter(
        out=logs, formatter=lambda data: data.log_record.body["unmapped"]["a2a"]["task_id"] + "\n"
    )
    logger_provider.add_log_record_processor(BatchLogRecordProcessor(exporter))
    sink = [
        JsonlFileSink(directory / "records.jsonl"),
        TaskIdFile(directory / "calls.txt", delay_s),
        LogSink(logger_provider),
    ]
    processor = OCSFSpanProcessor("ocsf", sink=sink, **options)
    provider.add_span_processor(processor)
    return provider, processor


def task_ids(directory: Path) -> dict[str, list[str]]:
    jsonl = directory / "records.jsonl"
    calls = directory / "calls.txt"
    return {
        "jsonl": [json.loads(line)["unmapped"]["a2a"]["task_id"] for line in jsonl.read_text().splitlines()],
        "callable": calls.read_text().splitlines() if calls.exists() else [],
        "logs": (directory / "logs.txt").read_text().splitlines(),
    }


def fork_child(provider: TracerProvider, directory: Path, name: str, spans: int) -> int:
    """Fork; the child ends ``spans`` spans, flushes, shuts down and writes what flush returned."""
    pid = os.fork()
    if pid:
        return pid
    try:
        for index in range(spans):
            end_span(provider, f"{name}-{index}")
        flushed = provider.force_flush(5_000)
        provider.shutdown()
        (directory / f"{name}.flushed").write_text(json.dumps(flushed))
    finally:
        os._exit(0)


def reap(pids: dict[str, int]) -> list[str]:
    """Wait for every child until the deadline; kill the ones still running. Returns the hung."""
    deadline = time.monotonic() + CHILD_DEADLINE_S
    running = dict(pids)
    while running and time.monotonic() < deadline:
        for name, pid in list(running.items()):
            if os.waitpid(pid, os.WNOHANG)[0]:
                del running[name]
        time.sleep(0.01)
    for pid in running.values():
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    return sorted(running)


def wait_until(condition: Any, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not reached")
        time.sleep(0.001)


def fork_with_buffered_records(directory: Path) -> dict[str, Any]:
    """The parent's records are delivered (sitting in the sinks) when it forks one child."""
    provider, processor = pipeline(directory)
    for index in range(3):
        end_span(provider, f"parent-{index}")
    wait_until(lambda: processor.delivered_records == 3)
    hung = reap({"child-0": fork_child(provider, directory, "child-0", 2)})
    provider.shutdown()
    return {"hung": hung, "flushed": json.loads((directory / "child-0.flushed").read_text()), **task_ids(directory)}


def fork_while_busy(directory: Path) -> dict[str, Any]:
    """The worker is in a slow sink, its queue full, when the parent forks children one by one."""
    provider, processor = pipeline(directory, delay_s=0.02, max_queue_size=4)
    for index in range(30):
        end_span(provider, f"parent-{index}")
    pids = {}
    for index in range(6):
        pids[f"child-{index}"] = fork_child(provider, directory, f"child-{index}", 1)
        time.sleep(0.007)
    hung = reap(pids)
    provider.shutdown()
    flushed = {name: json.loads(path.read_text()) for name in pids if (path := directory / f"{name}.flushed").exists()}
    return {"hung": hung, "flushed": flushed, "parent_dropped": processor.dropped_spans, **task_ids(directory)}


class Forever:
    """A sink that never returns."""

    def __init__(self) -> None:
        self.entered = threading.Event()

    def __call__(self, body: dict[str, Any]) -> None:
        self.entered.set()
        threading.Event().wait()


def blocked_sink(directory: Path, spans: int, shutdown: bool, *options: str) -> dict[str, Any]:
    """The sink blocks forever with ``spans`` spans ended; force_flush with a timeout, then (when
    ``shutdown``) shutdown with one, then exit, where the TracerProvider shuts down (atexit) as
    applications' providers do. ``options``: ``name=value`` for the processor."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    provider = TracerProvider()
    sink = Forever()
    processor = OCSFSpanProcessor(
        "ocsf", sink=sink, max_queue_size=4, **{k: int(v) for k, v in (o.split("=") for o in options)}
    )
    provider.add_span_processor(processor)
    end_span(provider, "first")
    sink.entered.wait(10)
    for index in range(spans - 1):
        end_span(provider, f"span-{index}")
    started = time.monotonic()
    flushed = processor.force_flush(500)
    flush_s = time.monotonic() - started
    started = time.monotonic()
    if shutdown:
        processor.shutdown(timeout_millis=1_000)
    return {
        "flushed": flushed,
        "flush_s": round(flush_s, 2),
        "shutdown_s": round(time.monotonic() - started, 2),
        "dropped": processor.dropped_spans,
        "undelivered": getattr(processor, "undelivered_spans", None),
    }


SCENARIOS = {
    "fork-buffered": fork_with_buffered_records,
    "fork-busy": fork_while_busy,
    "blocked-full": lambda directory, *options: blocked_sink(directory, 10, False, *options),
    "blocked-not-full": lambda directory, *options: blocked_sink(directory, 2, False, *options),
    "blocked-shutdown": lambda directory, *options: blocked_sink(directory, 10, True, *options),
}

if __name__ == "__main__":
    scenario, where, *arguments = sys.argv[1:]
    print(json.dumps(SCENARIOS[scenario](Path(where), *arguments)), flush=True)
