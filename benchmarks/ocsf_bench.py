"""`make bench-ocsf`: what the OCSF processor costs.

- ``on_end``: the time the thread that ends a span spends in ``OCSFSpanProcessor.on_end`` (scope
  check and a queue put; the goal is under 20 us per span), for an A2A span and for a foreign span
  (ignored after the scope check), with the worker running as in production.
- mapping: OCSF records built per second on the worker, per profile, for a typical client send
  span with 12 attributes, and for one carrying a detection (two records).
- end to end: spans through the processor into a JSONL file, records per second.

Spans are real SDK ReadableSpans made by a TracerProvider under the instrumentation's scope.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor, map_span
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE

ATTRIBUTES = {
    sc.AITF_A2A_METHOD: "message/send",
    sc.AITF_A2A_AGENT_NAME: "echo-agent",
    sc.AITF_A2A_INTERACTION_MODE: "sync",
    sc.AITF_A2A_TRANSPORT: "jsonrpc",
    sc.AITF_A2A_AGENT_URL: "http://127.0.0.1:41241/",
    sc.SERVER_ADDRESS: "127.0.0.1",
    sc.SERVER_PORT: 41241,
    sc.URL_FULL: "http://127.0.0.1:41241/",
    sc.AITF_A2A_MESSAGE_ID: "msg-0001",
    sc.AITF_A2A_MESSAGE_ROLE: "user",
    sc.AITF_A2A_TASK_ID: "task-0001",
    sc.AITF_A2A_TASK_CONTEXT_ID: "ctx-0001",
}
DETECTION = {
    sc.AITF_SECURITY_THREAT_TYPE: "prompt_injection",
    sc.AITF_SECURITY_OWASP_CATEGORY: "LLM01",
    sc.AITF_SECURITY_RISK_LEVEL: "high",
    sc.AITF_SECURITY_RISK_SCORE: 75.0,
    sc.AITF_SECURITY_CONFIDENCE: 1.0,
    sc.AITF_SECURITY_DETECTION_METHOD: "pattern",
    sc.AITF_SECURITY_OATF_ATTACK_ID: "OATF-012",
    sc.AITF_SECURITY_OATF_INDICATOR_ID: "OATF-012-01",
    sc.AITF_SECURITY_OATF_SEVERITY: "high",
    sc.AITF_SECURITY_OATF_SURFACE: "message/send",
    sc.AITF_SECURITY_OATF_DIRECTION: "response",
    sc.AITF_SECURITY_CLASSIFICATION_ATLAS: ("AML.T0051",),
}


def spans(count: int, *, scope: str = INSTRUMENTATION_SCOPE, detection: bool = False) -> list[ReadableSpan]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer(scope)
    for _ in range(count):
        with tracer.start_as_current_span(
            "a2a.message.send echo-agent", kind=SpanKind.CLIENT, attributes=ATTRIBUTES
        ) as span:
            if detection:
                span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, DETECTION)
    return list(exporter.get_finished_spans())


def on_end_cost(profile: str, batch: list[ReadableSpan], rounds: int = 5, *, worker_busy: bool = True) -> float:
    """Median microseconds per on_end call.

    ``worker_busy``: the worker maps the spans meanwhile, so the calling thread also waits for the
    GIL the worker holds (spans ending back to back, the worst case). Otherwise the worker is
    parked in its sink (blocked, not holding the GIL): what on_end itself costs.
    """
    results = []
    for _ in range(rounds):
        gate = threading.Event()
        sink = (lambda body: None) if worker_busy else (lambda body, gate=gate: gate.wait())
        processor = OCSFSpanProcessor(profile, sink=sink, max_queue_size=len(batch) + 1)
        started = time.perf_counter()
        for span in batch:
            processor.on_end(span)
        results.append((time.perf_counter() - started) / len(batch) * 1e6)
        gate.set()
        processor.shutdown()
        assert processor.dropped_spans == 0
    return statistics.median(results)


def mapping_rate(profile: str, batch: list[ReadableSpan]) -> float:
    started = time.perf_counter()
    records = sum(len(map_span(span, profile)) for span in batch)
    return records / (time.perf_counter() - started)


def end_to_end_rate(profile: str, batch: list[ReadableSpan]) -> float:
    with tempfile.TemporaryDirectory() as directory:
        processor = OCSFSpanProcessor(
            profile, sink=JsonlFileSink(Path(directory) / "b.jsonl"), max_queue_size=len(batch) + 1
        )
        started = time.perf_counter()
        for span in batch:
            processor.on_end(span)
        processor.force_flush()
        elapsed = time.perf_counter() - started
        processor.shutdown()
        return processor.delivered_records / elapsed


def main() -> None:
    count = 20_000
    plain, detected, foreign = spans(count), spans(count // 4, detection=True), spans(count, scope="other")
    print(f"OCSF processor, Python {sys.version.split()[0]}, {count} spans per run")
    for profile in ("aitf", "ocsf"):
        print(f"[{profile}]")
        print(
            f"  on_end, A2A span:            {on_end_cost(profile, plain, worker_busy=False):6.2f} us per span (itself)"
        )
        print(
            f"  on_end, A2A span, busy:      {on_end_cost(profile, plain):6.2f} us per span (worker mapping meanwhile)"
        )
        print(f"  on_end, foreign span:        {on_end_cost(profile, foreign):6.2f} us per span")
        print(f"  mapping, send span:          {mapping_rate(profile, plain):8.0f} records/s")
        print(f"  mapping, span + detection:   {mapping_rate(profile, detected):8.0f} records/s (2 records per span)")
        print(f"  end to end into JSONL:       {end_to_end_rate(profile, plain):8.0f} records/s")


if __name__ == "__main__":
    main()
