"""One contender of `make bench-peers` in one process: ``python benchmarks/peers/run.py NAME OUT``,
run from NAME's own venv (``.venv/peers-NAME``, see ``contenders.py``); ``compare.py`` runs them all.

The workload is ``benchmarks/bench.py``'s: the loopback echo agent (the SDK's own server, uvicorn
on 127.0.0.1, an ephemeral port, in a thread of this process) and its client in this process,
JSON-RPC; sends of ``hello`` and streams of 200 items. Two modes, ``bare`` and ``on`` (the
contender switched on), in interleaved rounds: in each, both modes make a few sends (the first
untimed, right after the mode is put in place), in a new random order, then one stream each, in
another random order. Every contender can be switched on and off inside the process (an
instrumentor's ``instrument``/``uninstrument``, the SDK's tracing hook, a wrapped client and request
handler, or another client object), so bare and instrumented calls run a fraction of a second
apart on the same warmed-up process, server and connections: on this 2-core machine, whose speed
drifts by up to 2x within seconds, alternating processes would compare different moments.

Every contender hands its spans to the same kind of provider: an SDK ``TracerProvider`` with a
``SimpleSpanProcessor`` into an exporter that counts them (the cost of building and ending spans,
not of shipping them). Metrics: this package records into an SDK ``MeterProvider`` with an
in-memory reader, handed to it; no other contender records any (none calls ``get_meter``: see
their installed sources), and the global MeterProvider stays unset, as for most users (FastAPI,
under the 0.3 echo agent's REST app, records HTTP metrics into a global one). A census, after the timed rounds, sends once and
streams once per mode and notes what was recorded: spans (names, kinds, attributes, events),
metric points, log records and, for a contender with a trace of its own, its entries.

Writes a JSON summary to OUT.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gc
import importlib.metadata
import io
import json
import logging
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

from opentelemetry import trace

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

import echo_agent as ea

# A2A_BENCH_ROUNDS: fewer rounds for a quick look (docs/performance.md uses the default).
ROUNDS = int(os.environ.get("A2A_BENCH_ROUNDS", "20"))
SENDS_PER_ROUND = 4
STREAM_ITEMS = 200
AGENT_NAME = "bench-agent"


class Recorder(SpanExporter):
    """Counts every span; keeps them only while ``keep`` is set (the census)."""

    def __init__(self) -> None:
        self.count = 0
        self.keep = False
        self.kept: list[ReadableSpan] = []

    def export(self, spans: Any) -> SpanExportResult:
        self.count += len(spans)
        if self.keep:
            self.kept.extend(spans)
        return SpanExportResult.SUCCESS


class Discard(io.TextIOBase):
    """Where a contender's log handler writes (a2a-otel-kit's structured records): nowhere."""

    def write(self, text: str) -> int:
        return len(text)


class LogTally(logging.Filter):
    """On every root handler: counts the log records that reach it, and those at ERROR or above."""

    def __init__(self) -> None:
        super().__init__()
        self.records = 0
        self.errors: collections.Counter[str] = collections.Counter()

    def filter(self, record: logging.LogRecord) -> bool:
        self.records += 1
        if record.levelno >= logging.ERROR:
            self.errors[record.getMessage()[:80]] += 1
        return True


RECORDER = Recorder()
PROVIDER = TracerProvider()
PROVIDER.add_span_processor(SimpleSpanProcessor(RECORDER))
READER = InMemoryMetricReader()
METER_PROVIDER = MeterProvider(metric_readers=[READER])
LOG_TALLY = LogTally()


class Contender:
    """Bare: the SDK's clients, nothing switched on. Subclasses switch something on in ``on``."""

    # What the contender keeps of its own besides OpenTelemetry (astromesh-a2a's per-call trace).
    own_trace_entries = 0

    async def start(self, agent: ea.EchoAgent, app: Any, sync_client: Any, stream_client: Any) -> None:
        self.agent, self.app = agent, app
        self.sync_client, self.stream_client = sync_client, stream_client

    async def stop(self) -> None:
        pass

    def on(self) -> None:
        raise NotImplementedError

    def off(self) -> None:
        raise NotImplementedError

    def clients(self, switched_on: bool) -> tuple[Any, Any]:
        return self.sync_client, self.stream_client

    async def send(self, switched_on: bool) -> int:
        client = self.clients(switched_on)[0]
        return sum([1 async for _ in client.send_message(ea.user_message("hello"))])

    async def stream(self, switched_on: bool) -> int:
        client = self.clients(switched_on)[1]
        return sum([1 async for _ in client.send_message(ea.user_message(f"count {STREAM_ITEMS}"))])


class Ours(Contender):
    """This package: ``A2AInstrumentor().instrument(...)`` with the providers, as its README says."""

    def on(self) -> None:
        from opentelemetry.instrumentation.a2a import A2AInstrumentor

        self.instrumentor = A2AInstrumentor()
        self.instrumentor.instrument(tracer_provider=PROVIDER, meter_provider=METER_PROVIDER)

    def off(self) -> None:
        self.instrumentor.uninstrument()


class _SdkTraceSwitch:
    """The a2a-sdk's built-in tracing reads ``a2a.utils.telemetry.trace`` per call: this one hands
    out the provider's tracers (as a global TracerProvider would, without changing the global)."""

    def get_tracer(self, *args: Any, **kwargs: Any) -> trace.Tracer:
        return PROVIDER.get_tracer(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(trace, name)


class SdkTracing(Contender):
    """The a2a-sdk's own tracing (``a2a.utils.telemetry``), which needs only a real provider."""

    def on(self) -> None:
        from a2a.utils import telemetry

        telemetry.trace = _SdkTraceSwitch()

    def off(self) -> None:
        from a2a.utils import telemetry

        telemetry.trace = trace


class Galileo(Contender):
    """galileo-a2a: an OpenTelemetry ``BaseInstrumentor`` (``galileo_a2a.A2AInstrumentor``), switched
    on as its docstring shows, with its defaults (``capture_content=True``)."""

    def on(self) -> None:
        from galileo_a2a import A2AInstrumentor

        self.instrumentor = A2AInstrumentor()
        self.instrumentor.instrument(tracer_provider=PROVIDER, agent_name=AGENT_NAME)

    def off(self) -> None:
        self.instrumentor.uninstrument()


class OtelKit(Contender):
    """a2a-otel-kit: no auto-instrumentation; the application wraps its SDK ``Client`` in
    ``TracingClient`` and its ``RequestHandler`` in ``TracingRequestHandler``, both with an
    ``Observability`` facade, which also writes a structured log record (structlog, JSON, to
    stdout) at the start and end of every operation. ``Observability.configure`` would build its
    own provider with an OTLP/HTTP batch exporter; here, to compare alike, the facade gets a tracer
    of the shared provider, and its logging is configured as ``configure`` does, into a counting
    sink instead of stdout. Switched on: the calls go through the wrapped client, and the server's
    JSON-RPC dispatcher holds the wrapped handler."""

    async def start(self, agent: ea.EchoAgent, app: Any, sync_client: Any, stream_client: Any) -> None:
        await super().start(agent, app, sync_client, stream_client)
        from a2a_otel_kit import Observability, ObservabilitySettings
        from a2a_otel_kit.adapters.a2a import TracingClient, TracingRequestHandler
        from a2a_otel_kit.entrypoints.logging import configure_logging

        settings = ObservabilitySettings(service_name="peers-bench", service_version="0", environment="bench")
        configure_logging(service=settings.service_name, environment=settings.environment, version="0")
        root = logging.getLogger()
        for handler in root.handlers:
            if isinstance(handler, logging.StreamHandler):
                handler.setStream(Discard())
        # Its INFO level for its own records only: httpx's INFO line per request would otherwise
        # cost the bare calls as much.
        root.setLevel(logging.WARNING)
        logging.getLogger(settings.service_name).setLevel(logging.INFO)
        observability = Observability(
            settings=settings, tracer=PROVIDER.get_tracer(settings.service_name, "0"), lifecycle=None
        )
        self.wrapped = (
            TracingClient.wrap(sync_client, observability),
            TracingClient.wrap(stream_client, observability),
        )
        self.dispatchers = [
            route.endpoint.__self__
            for route in app.routes
            if hasattr(getattr(route, "endpoint", None), "__self__")
            and hasattr(route.endpoint.__self__, "request_handler")
        ]
        assert self.dispatchers, "no JSON-RPC dispatcher in the agent's app"
        self.handlers = [dispatcher.request_handler for dispatcher in self.dispatchers]
        self.traced = [TracingRequestHandler.wrap(handler, observability) for handler in self.handlers]

    def clients(self, switched_on: bool) -> tuple[Any, Any]:
        return self.wrapped if switched_on else (self.sync_client, self.stream_client)

    def on(self) -> None:
        for dispatcher, handler in zip(self.dispatchers, self.traced, strict=True):
            dispatcher.request_handler = handler

    def off(self) -> None:
        for dispatcher, handler in zip(self.dispatchers, self.handlers, strict=True):
            dispatcher.request_handler = handler


class Astromesh(Contender):
    """astromesh-a2a: a client of its own (``RemoteAgent``: egress policy, budgets, a vetted and
    cached card, the SDK's client underneath) that keeps a per-call trace of stages and sends a
    ``traceparent``; it records no OpenTelemetry spans and leaves the server alone. Switched on:
    the calls go through a ``RemoteAgent`` instead of the SDK's client (``allow_loopback``: its
    egress guard refuses 127.0.0.1 otherwise)."""

    async def start(self, agent: ea.EchoAgent, app: Any, sync_client: Any, stream_client: Any) -> None:
        await super().start(agent, app, sync_client, stream_client)
        from astromesh_a2a import Policy, RemoteAgent
        from astromesh_a2a.testing import allow_loopback

        self.remote = RemoteAgent(
            agent.base_url, policy=Policy(allowed=("127.0.0.1",), allow_insecure_http=True, max_events=10_000)
        )
        allow_loopback(self.remote)

    async def stop(self) -> None:
        await self.remote.aclose()

    def on(self) -> None:
        pass

    def off(self) -> None:
        pass

    async def send(self, switched_on: bool) -> int:
        if not switched_on:
            return await super().send(False)
        result = await self.remote.send("hello")
        assert result.status == "completed", result.status
        self.own_trace_entries = len(result.trace)
        return 1

    async def stream(self, switched_on: bool) -> int:
        if not switched_on:
            return await super().stream(False)
        events = self.remote.stream(f"count {STREAM_ITEMS}")
        count = sum([1 async for _ in events])
        self.own_trace_entries = len(events.trace)
        return count


KINDS: dict[str, type[Contender]] = {
    "ours-1": Ours,
    "ours-03": Ours,
    "sdk-1": SdkTracing,
    "sdk-03": SdkTracing,
    "otel-kit": OtelKit,
    "astromesh": Astromesh,
    "galileo": Galileo,
}


@contextlib.contextmanager
def mode(contender: Contender, switched_on: bool):
    if switched_on:
        contender.on()
    try:
        yield
    finally:
        if switched_on:
            contender.off()


async def timed(call: Any, switched_on: bool, count: int, expected: int | None = None) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        items = await call(switched_on)
        times.append(time.perf_counter() - start)
        if expected is not None:
            assert items == expected, (items, expected)
    return times


def metric_points() -> dict[str, float]:
    """Per metric, the measurements so far: a histogram's count, a counter's value."""
    data = READER.get_metrics_data()
    found: dict[str, float] = collections.Counter()
    for resource_metrics in data.resource_metrics if data else ():
        for scope_metrics in resource_metrics.scope_metrics:
            for metric in scope_metrics.metrics:
                for point in metric.data.data_points:
                    found[metric.name] += getattr(point, "count", None) or getattr(point, "value", 0)
    return found


async def census(contender: Contender, switched_on: bool) -> dict[str, Any]:
    """What one send and one stream record in this mode."""
    recorded = {}
    for kind, call in (("send", contender.send), ("stream", contender.stream)):
        with mode(contender, switched_on):
            await call(switched_on)  # warm: a first call may fetch or cache something once
            before_metrics, before_logs, before_errors = metric_points(), LOG_TALLY.records, LOG_TALLY.errors.copy()
            contender.own_trace_entries = 0
            RECORDER.kept.clear()
            RECORDER.keep = True
            await call(switched_on)
            RECORDER.keep = False
        spans = list(RECORDER.kept)
        after_metrics = metric_points()
        recorded[kind] = {
            "spans": len(spans),
            "span_names": dict(collections.Counter(span.name for span in spans).most_common()),
            "spans_by_kind": dict(collections.Counter(span.kind.name for span in spans).most_common()),
            "attributes": sum(len(span.attributes or {}) for span in spans),
            "events": sum(len(span.events) for span in spans),
            "links": sum(len(span.links) for span in spans),
            "metric_points": {
                name: after_metrics[name] - before_metrics.get(name, 0)
                for name in sorted(after_metrics)
                if after_metrics[name] != before_metrics.get(name, 0)
            },
            "log_records": LOG_TALLY.records - before_logs,
            "log_errors": dict(LOG_TALLY.errors - before_errors),
            "own_trace_entries": contender.own_trace_entries,
        }
    return recorded


def quartiles(values: list[float]) -> tuple[float, float, float]:
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return median, q1, q3


async def measure(name: str) -> dict[str, Any]:
    contender = KINDS[name]()
    apps: list[Any] = []

    def keep_app(app: Any) -> Any:
        apps.append(app)
        return app

    with ea.EchoAgent(AGENT_NAME, wrap_app=keep_app) as agent:
        async with (
            ea.connect(agent.base_url, streaming=False) as sync_client,
            ea.connect(agent.base_url, streaming=True) as stream_client,
        ):
            await contender.start(agent, apps[0], sync_client, stream_client)
            for handler in logging.getLogger().handlers:
                handler.addFilter(LOG_TALLY)
            try:
                modes = [False, True]
                for switched_on in modes:  # warm up every path
                    with mode(contender, switched_on):
                        await timed(contender.send, switched_on, 5)
                        await timed(contender.stream, switched_on, 1)
                times: dict[bool, dict[str, list[list[float]]]] = {m: {"send": [], "stream": []} for m in modes}
                shuffle = random.Random(20261125).shuffle
                for _ in range(ROUNDS):
                    gc.collect()
                    shuffle(modes)
                    for switched_on in modes:
                        with mode(contender, switched_on):
                            await timed(contender.send, switched_on, 1)
                            times[switched_on]["send"].append(await timed(contender.send, switched_on, SENDS_PER_ROUND))
                    shuffle(modes)
                    for switched_on in modes:
                        with mode(contender, switched_on):
                            times[switched_on]["stream"].append(await timed(contender.stream, switched_on, 1))
                spans_timed = RECORDER.count
                recorded = {"bare": await census(contender, False), "on": await census(contender, True)}
            finally:
                await contender.stop()

    summary: dict[str, Any] = {
        "contender": name,
        "a2a_sdk": importlib.metadata.version("a2a-sdk"),
        "opentelemetry_sdk": importlib.metadata.version("opentelemetry-sdk"),
        "python": platform.python_version(),
        "rounds": ROUNDS,
        "sends_per_round": SENDS_PER_ROUND,
        "stream_items": STREAM_ITEMS,
        "spans_during_timed_rounds": spans_timed,
        "recorded": recorded,
    }
    for kind in ("send", "stream"):
        bare, on = times[False][kind], times[True][kind]
        ratios = [statistics.median(mine) / statistics.median(base) for mine, base in zip(on, bare, strict=True)]
        summary[kind] = {
            "bare_ms": statistics.median(value for values in bare for value in values) * 1e3,
            "on_ms": statistics.median(value for values in on for value in values) * 1e3,
            "ratio": quartiles(ratios),
        }
    return summary


def main() -> None:
    name, out = sys.argv[1], Path(sys.argv[2])
    if name != "otel-kit":  # its logging is its own (OtelKit.start)
        logging.basicConfig(level=logging.ERROR)
    summary = asyncio.run(measure(name))
    summary["log_errors_in_all"] = dict(LOG_TALLY.errors)
    out.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
