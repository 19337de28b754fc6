"""`make bench`: what the instrumentation costs, measured in one process and one run.

Against a real loopback echo agent (the SDK's own server, uvicorn on 127.0.0.1), three modes run
in interleaved rounds so that drift hits them alike:

- ``bare``: no telemetry at all (the SDK's own tracing has no provider, as for most users);
- ``ours``: ``A2AInstrumentor`` with a real TracerProvider (spans built and handed to a processor)
  and a real MeterProvider (metrics recorded);
  it also mutes the SDK's own tracing, whose decorators otherwise run through the no-op proxy
  tracer hundreds of times per call, so it can come out cheaper than ``bare``;
- ``ours-k``: the same with ``keep_sdk_spans=True``: the cost of our spans alone;
- ``client``: ``ours`` with the server wrappers removed again: the difference to ``ours`` is what
  the SERVER spans (and trace-context extraction) cost;
- ``sdk``: not instrumented by us, the a2a-sdk's built-in tracing (``a2a.utils.telemetry``)
  switched on with the same kind of TracerProvider;
- ``ours-u``: ``ours`` with a sampler that samples nothing: what a call whose span is not sampled
  costs (in microseconds over ``bare``).

Reported: median time per synchronous send and per 200-item stream, the ratio to ``bare``, and
the added cost per streamed item end to end. A second measurement isolates the per-item cost of
our stream wrapper without the network: 200 real SDK stream items replayed through it. A third,
the CPU time our client and server wrappers add to one send, the SDK's work replaced by what it
returned in real sends (steady on a loaded machine, where loopback ratios are not). Last,
``instrument()`` itself in a process with a large heap. Every figure also goes to
``benchmarks/results.json`` (one entry per SDK line), so two runs can be compared.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import operator
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

from opentelemetry import trace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import echo_agent as ea
from opentelemetry.instrumentation.a2a import A2AInstrumentor

# A2A_BENCH_ROUNDS: fewer rounds for a quick look (the figures in the README use the default).
ROUNDS = int(os.environ.get("A2A_BENCH_ROUNDS", "96"))
SENDS_PER_ROUND = 4
STREAMS_PER_ROUND = 1
STREAM_ITEMS = 200
# Ratios are taken per group of adjacent rounds: 8 rounds hold 32 sends and 8 streams per mode.
ROUNDS_PER_GROUP = 8


class CountingExporter(SpanExporter):
    """Receives every span, keeps none: the cost of building spans, not of shipping them."""

    def __init__(self) -> None:
        self.count = 0

    def export(self, spans: Any) -> SpanExportResult:
        self.count += len(spans)
        return SpanExportResult.SUCCESS


METER_PROVIDER = MeterProvider(metric_readers=[InMemoryMetricReader()])


def provider_with(exporter: SpanExporter) -> TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider


class _SdkTraceSwitch:
    """Turn the a2a-sdk's built-in tracing on: its wrappers read `a2a.utils.telemetry.trace` per call."""

    def __init__(self, provider: TracerProvider) -> None:
        self._provider = provider

    def get_tracer(self, *args: Any, **kwargs: Any) -> trace.Tracer:
        return self._provider.get_tracer(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(trace, name)


@contextlib.contextmanager
def mode(name: str, provider: TracerProvider):
    from a2a.utils import telemetry

    if name.startswith("ours") or name == "client":
        instrumentor = A2AInstrumentor()
        # Metrics on too, into a real SDK MeterProvider: their cost is part of the ratio.
        instrumentor.instrument(
            tracer_provider=provider, meter_provider=METER_PROVIDER, keep_sdk_spans=name == "ours-k"
        )
        if name == "client":
            unwrap_server_side(instrumentor)
        try:
            yield
        finally:
            instrumentor.uninstrument()
    elif name == "sdk":
        telemetry.trace = _SdkTraceSwitch(provider)
        try:
            yield
        finally:
            telemetry.trace = trace
    else:
        yield


def unwrap_server_side(instrumentor: A2AInstrumentor) -> None:
    """Benchmark only: take the server-side wrappers off again, keep the client ones."""
    from opentelemetry.instrumentation.utils import unwrap

    patcher = instrumentor._patcher
    assert patcher is not None, "instrument() did not wrap anything"
    kept = []
    for patch in patcher.applied:
        if ".server." in patch.where:
            unwrap(patch.owner, patch.attribute)
        else:
            kept.append(patch)
    patcher.applied[:] = kept


def propagation_cost(repeats: int = 20000) -> tuple[float, float]:
    """Microseconds per hop to inject trace context into a call and to extract it on the server."""
    from opentelemetry.instrumentation.a2a import sdk
    from opentelemetry.instrumentation.a2a.wrapping.propagation import inject, server_parent

    adapter = sdk.load_adapter()
    tracer = provider_with(CountingExporter()).get_tracer("bench")
    span = tracer.start_span("hop")
    span_context = trace.set_span_in_context(span)
    start = time.perf_counter()
    for _ in range(repeats):
        kwargs: dict[str, Any] = {}
        inject(adapter.with_trace_carrier(kwargs), span_context)
    injected = (time.perf_counter() - start) / repeats * 1e6
    headers: dict[str, str] = {}
    inject(headers, span_context)

    # What the SDK's HTTP context builders give a request handler: the request's headers.
    call_context = SimpleNamespace(
        state={"headers": {**headers, "host": "127.0.0.1", "content-type": "application/json"}}
    )
    start = time.perf_counter()
    for _ in range(repeats):
        server_parent(call_context)
    extracted = (time.perf_counter() - start) / repeats * 1e6
    span.end()
    return injected, extracted


async def timed_sends(client: Any, count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        async for _ in client.send_message(ea.user_message("hello")):
            pass
        times.append(time.perf_counter() - start)
    return times


async def timed_streams(client: Any, count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        items = 0
        async for _ in client.send_message(ea.user_message(f"count {STREAM_ITEMS}")):
            items += 1
        times.append(time.perf_counter() - start)
        assert items == STREAM_ITEMS, items
    return times


async def loopback(
    agent: ea.EchoAgent, modes: dict[str, Any], enter: Callable[[str, Any], Any] | None = None
) -> dict[str, dict[str, list[list[float]]]]:
    """Per mode and kind, one list of timings per round. ``enter(name, provider)`` is the context
    manager that puts a mode in place (by default this module's ``mode``).

    The machine's speed drifts: on this 2-core VM the same uninstrumented send took 2.4 ms in one
    half-second and 5.3 ms a few seconds later, so modes measured seconds apart cannot be compared
    to a few percent. Rounds are therefore short and many: in each, every mode makes a few sends
    (its first call after it is put in place untimed), the modes one after the other in a new
    random order, all within about a quarter of a second; then every mode makes one stream, in
    another random order. Ratios are taken within a round, then summed up per group of rounds
    (``paired_ratio``)."""
    enter = enter or mode
    results: dict[str, dict[str, list[list[float]]]] = {name: {"send": [], "stream": []} for name in modes}
    order = list(modes)
    shuffle = random.Random(20261122).shuffle
    async with (
        ea.connect(agent.base_url, streaming=False) as sync_client,
        ea.connect(agent.base_url, streaming=True) as stream_client,
    ):
        # Warm up every path once.
        for name, provider in modes.items():
            with enter(name, provider):
                await timed_sends(sync_client, 5)
                await timed_streams(stream_client, 1)
        for _ in range(ROUNDS):
            gc.collect()
            shuffle(order)
            for name in order:
                with enter(name, modes[name]):
                    await timed_sends(sync_client, 1)
                    results[name]["send"].append(await timed_sends(sync_client, SENDS_PER_ROUND))
            shuffle(order)
            for name in order:
                with enter(name, modes[name]):
                    results[name]["stream"].append(await timed_streams(stream_client, STREAMS_PER_ROUND))
    return results


def _per_group(values: list[float]) -> list[float]:
    """The median of each group of ``ROUNDS_PER_GROUP`` adjacent rounds' values."""
    return [
        statistics.median(values[start : start + ROUNDS_PER_GROUP])
        for start in range(0, len(values) - ROUNDS_PER_GROUP + 1, ROUNDS_PER_GROUP)
    ]


def _paired(
    mode_rounds: list[list[float]], bare_rounds: list[list[float]], compare: Callable[[float, float], float]
) -> tuple[float, float, float]:
    """Median, 25th and 75th percentile over groups of ``ROUNDS_PER_GROUP`` rounds of the median
    per-round ``compare(mode, bare)`` of the two modes' medians (within a round both ran a fraction
    of a second apart)."""
    per_round = [
        compare(statistics.median(mine), statistics.median(bare))
        for mine, bare in zip(mode_rounds, bare_rounds, strict=True)
    ]
    # Too few rounds for two groups (a quick look, A2A_BENCH_ROUNDS): each round is its own group.
    figures = sorted(_per_group(per_round) if len(per_round) >= 2 * ROUNDS_PER_GROUP else per_round)
    if len(figures) < 2:
        return figures[0], figures[0], figures[0]
    quartiles = statistics.quantiles(figures, n=4)
    return statistics.median(figures), quartiles[0], quartiles[2]


def paired_ratio(mode_rounds: list[list[float]], bare_rounds: list[list[float]]) -> tuple[float, float, float]:
    """Mode / bare, paired within rounds (``_paired``)."""
    return _paired(mode_rounds, bare_rounds, operator.truediv)


def overall_median(rounds: list[list[float]]) -> float:
    return statistics.median(value for values in rounds for value in values)


async def recorded_stream(agent: ea.EchoAgent) -> list[Any]:
    async with ea.connect(agent.base_url) as client:
        return [item async for item in client.send_message(ea.user_message(f"count {STREAM_ITEMS}"))]


async def wrapper_cost_per_item(items: list[Any], repeats: int = 200, sampled: bool = True) -> tuple[float, float]:
    """Per-item time of replaying ``items`` bare and through our stream wrapper (microseconds);
    ``sampled=False``: with a span that is not recorded (sampled out)."""
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF
    from opentelemetry.trace import SpanKind

    from opentelemetry import context as context_api
    from opentelemetry.instrumentation.a2a import sdk
    from opentelemetry.instrumentation.a2a.telemetry.metrics import OperationMetrics
    from opentelemetry.instrumentation.a2a.wrapping.streams import (
        ExchangeCall,
        ExchangeReaders,
        MessageExchange,
        traced_exchange,
    )

    adapter = sdk.load_adapter()
    exporter = CountingExporter()
    tracer = (provider_with(exporter) if sampled else TracerProvider(sampler=ALWAYS_OFF)).get_tracer("bench")

    async def replay():
        for item in items:
            yield item

    readers = ExchangeReaders(adapter.describe_item, adapter.describe_error, adapter.wire_item)
    metrics = OperationMetrics(METER_PROVIDER.get_meter("bench"))
    attributes = {"aitf.a2a.method": "message/stream", "aitf.a2a.agent.name": "bench", "aitf.a2a.transport": "jsonrpc"}

    def start() -> MessageExchange:
        # As the client wrapper builds it: a span with its start attributes, readers, a measurement.
        parent = context_api.get_current()
        span = tracer.start_span("a2a.message.stream bench", parent, SpanKind.CLIENT, attributes)
        return MessageExchange(
            span,
            SpanKind.CLIENT,
            parent,
            ExchangeCall("message/stream", True, None, None),
            readers,
            metrics.measure(SpanKind.CLIENT, attributes),
        )

    async def run(wrapped: bool) -> float:
        start_time = time.perf_counter()
        for _ in range(repeats):
            stream = traced_exchange(replay(), start) if wrapped else replay()
            async for _ in stream:
                pass
        return (time.perf_counter() - start_time) / (repeats * len(items)) * 1e6

    bare, ours = [], []
    for _ in range(5):
        bare.append(await run(False))
        ours.append(await run(True))
    # Every wrapped replay made its span: the numbers are of the traced path, not a fallback.
    assert exporter.count == (5 * repeats if sampled else 0), exporter.count
    return statistics.median(bare), statistics.median(ours)


async def wrapper_cost_per_send(
    agent: ea.EchoAgent, modes: dict[str, dict[str, Any]], sends: int = 200, rounds: int = 7
) -> dict[str, tuple[float, float, float]]:
    """Microseconds of this thread's CPU per send that our client and server wrappers add, with the
    SDK's own work replaced by what it returned in ``sends`` real loopback sends (all distinct: new
    message, task and context ids). No network and CPU time, so other processes' load barely moves
    it. ``modes``: name -> ``instrument()`` keyword arguments (the tracer provider included).
    Returns median, 25th and 75th percentile over ``rounds`` of the difference to ``bare``."""
    import importlib

    from a2a.client.base_client import BaseClient

    from opentelemetry.instrumentation.a2a import sdk

    adapter = sdk.load_adapter()
    served: list[tuple[Any, tuple, dict, Any]] = []
    recorded: dict[type, Any] = {}
    for module_name, class_name in adapter.SERVER_HANDLERS:
        with contextlib.suppress(ImportError, AttributeError):
            handler_class = getattr(importlib.import_module(module_name), class_name)
            original = handler_class.__dict__.get("on_message_send")
            if original is None:
                continue

            async def recording(self: Any, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
                result = await _original(self, *args, **kwargs)
                served.append((self, args, kwargs, result))
                return result

            recorded[handler_class] = original
            handler_class.on_message_send = recording
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            calls = []
            for _ in range(sends):
                request = ea.user_message("hello")
                calls.append((request, [item async for item in client.send_message(request)]))
            # The class whose on_message_send the handler runs (the instrumentation wraps it there).
            handler_class = next(cls for cls in type(served[0][0]).__mro__ if cls in recorded)
            replays = [(request, items, *served[index]) for index, (request, items) in enumerate(calls)]

            def replay(index: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
                items, result = replays[index][1], replays[index][5]

                async def sdk_stream(*args: Any, **kwargs: Any) -> Any:
                    for item in items:
                        yield item

                async def sdk_handler(*args: Any, **kwargs: Any) -> Any:
                    return result

                return sdk_stream, sdk_handler

            async def run(wrapped: bool) -> float:
                client_wrapper = BaseClient.__dict__["send_message"]._self_wrapper if wrapped else None
                server_wrapper = handler_class.__dict__["on_message_send"]._self_wrapper if wrapped else None
                start = time.thread_time()
                for index, (request, _, handler, args, kwargs, _) in enumerate(replays):
                    sdk_stream, sdk_handler = replay(index)
                    if wrapped:
                        async for _ in client_wrapper(sdk_stream, client, (request,), {}):
                            pass
                        await server_wrapper(sdk_handler, handler, args, kwargs)
                    else:
                        async for _ in sdk_stream(request):
                            pass
                        await sdk_handler(*args, **kwargs)
                return (time.thread_time() - start) / len(replays) * 1e6

            times: dict[str, list[float]] = {name: [] for name in ("bare", *modes)}
            for _ in range(rounds):
                times["bare"].append(await run(False))
                for name, options in modes.items():
                    instrumentor = A2AInstrumentor()
                    instrumentor.instrument(meter_provider=METER_PROVIDER, **options)
                    try:
                        times[name].append(await run(True))
                    finally:
                        instrumentor.uninstrument()
    finally:
        for handler_class, original in recorded.items():
            handler_class.on_message_send = original
    results = {}
    for name in modes:
        differences = sorted(mine - bare for mine, bare in zip(times[name], times["bare"], strict=True))
        quartiles = statistics.quantiles(differences, n=4)
        results[name] = (statistics.median(differences), quartiles[0], quartiles[2])
    return results


def instrument_time_with_large_heap(objects: int = 2_000_000, repeats: int = 5) -> float:
    """Milliseconds one ``instrument()`` takes (median) with ``objects`` live objects in the heap."""
    heap = [{"index": index} for index in range(objects)]
    provider = provider_with(CountingExporter())
    times = []
    for _ in range(repeats):
        instrumentor = A2AInstrumentor()
        start = time.perf_counter()
        instrumentor.instrument(tracer_provider=provider, meter_provider=METER_PROVIDER)
        times.append(time.perf_counter() - start)
        instrumentor.uninstrument()
    del heap
    return statistics.median(times) * 1e3


def paired_difference(mode_rounds: list[list[float]], bare_rounds: list[list[float]]) -> tuple[float, float, float]:
    """Mode - bare (s), paired within rounds (``_paired``)."""
    return _paired(mode_rounds, bare_rounds, operator.sub)


def write_results(line: str, summary: dict[str, Any]) -> Path:
    """Merge this SDK line's figures into benchmarks/results.json."""
    import json

    path = Path(__file__).resolve().parent / "results.json"
    try:
        results = json.loads(path.read_text())
    except (OSError, ValueError):
        results = {}
    results[line] = summary
    path.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
    return path


def main() -> None:
    logging.basicConfig(level=logging.ERROR)
    import importlib.metadata
    import platform

    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

    version = importlib.metadata.version("a2a-sdk")
    ours_exporter, sdk_exporter = CountingExporter(), CountingExporter()
    modes = {
        "bare": provider_with(CountingExporter()),
        "ours": provider_with(ours_exporter),
        "ours-k": provider_with(CountingExporter()),
        "ours-u": TracerProvider(sampler=ALWAYS_OFF),
        "client": provider_with(CountingExporter()),
        "sdk": provider_with(sdk_exporter),
    }
    with ea.EchoAgent("bench-agent") as agent:
        results = asyncio.run(loopback(agent, modes))
        items = asyncio.run(recorded_stream(agent))
        per_send = asyncio.run(
            wrapper_cost_per_send(
                agent,
                {
                    "ours": {"tracer_provider": provider_with(CountingExporter())},
                    "ours-u": {"tracer_provider": TracerProvider(sampler=ALWAYS_OFF)},
                },
            )
        )
    bare_item, ours_item = asyncio.run(wrapper_cost_per_item(items))
    _, unsampled_item = asyncio.run(wrapper_cost_per_item(items, sampled=False))
    injected, extracted = propagation_cost()
    instrument_ms = instrument_time_with_large_heap()

    sends = SENDS_PER_ROUND * ROUNDS
    streams = STREAMS_PER_ROUND * ROUNDS
    print(
        f"\n== a2a-sdk {version}: loopback echo agent, {sends} sends and {streams} streams of {STREAM_ITEMS} items per mode"
    )
    print(
        f"ratios to `bare`: median over groups of {ROUNDS_PER_GROUP} rounds of the per-round ratio [25th-75th percentile]"
    )
    print(f"{'mode':6} {'send (ms)':>10} {'send ratio':>22} {'stream (ms)':>12} {'stream ratio':>22}")
    bare = results["bare"]
    summary: dict[str, Any] = {
        "a2a_sdk": version,
        "python": platform.python_version(),
        "sends": sends,
        "streams": streams,
        "stream_items": STREAM_ITEMS,
        "modes": {},
    }
    for name in modes:
        send_ratio = paired_ratio(results[name]["send"], bare["send"])
        stream_ratio = paired_ratio(results[name]["stream"], bare["stream"])
        summary["modes"][name] = {
            "send_ms": overall_median(results[name]["send"]) * 1e3,
            "send_ratio": send_ratio,
            "stream_ms": overall_median(results[name]["stream"]) * 1e3,
            "stream_ratio": stream_ratio,
        }
        print(
            f"{name:6} {overall_median(results[name]['send']) * 1e3:10.3f} "
            f"{send_ratio[0]:8.3f} [{send_ratio[1]:.3f}-{send_ratio[2]:.3f}] "
            f"{overall_median(results[name]['stream']) * 1e3:12.2f} "
            f"{stream_ratio[0]:8.3f} [{stream_ratio[1]:.3f}-{stream_ratio[2]:.3f}]"
        )
    print(f"spans made: ours {ours_exporter.count}, the SDK's own tracing {sdk_exporter.count}")
    server = paired_ratio(results["ours"]["send"], results["client"]["send"])
    print(f"server side (ours / client-only, per send): {server[0]:.3f} [{server[1]:.3f}-{server[2]:.3f}]")
    print(f"propagation: inject {injected:.1f} us per call, extract {extracted:.1f} us per request")
    print(
        f"stream wrapper alone (no network, {len(items)} real items replayed): "
        f"{bare_item:.2f} us/item bare, {ours_item:.2f} us/item wrapped, +{ours_item - bare_item:.2f} us/item"
        f" (span sampled out: +{unsampled_item - bare_item:.2f} us/item)"
    )
    per_item = [value / STREAM_ITEMS * 1e6 for value in paired_difference(results["ours"]["stream"], bare["stream"])]
    print(
        f"per streamed item end to end (ours - bare, client and server): {per_item[0]:.1f} us "
        f"[{per_item[1]:.1f}-{per_item[2]:.1f}]"
    )
    unsampled = [value * 1e6 for value in paired_difference(results["ours-u"]["send"], bare["send"])]
    print(
        f"a send whose spans are not sampled (ours-u - bare): {unsampled[0]:.1f} us [{unsampled[1]:.1f}-{unsampled[2]:.1f}]"
    )
    for name, label in (("ours", "spans recorded"), ("ours-u", "spans sampled out")):
        cost = per_send[name]
        print(
            f"client and server wrappers alone per send ({label}; SDK work replayed, thread CPU): "
            f"+{cost[0]:.1f} us [{cost[1]:.1f}-{cost[2]:.1f}]"
        )
    print(f"instrument() with 2,000,000 live objects in the heap: {instrument_ms:.1f} ms")
    summary.update(
        spans={"ours": ours_exporter.count, "sdk": sdk_exporter.count},
        server_side_ratio=server,
        propagation_us={"inject": injected, "extract": extracted},
        stream_wrapper_us_per_item={"bare": bare_item, "wrapped": ours_item, "sampled_out": unsampled_item},
        stream_us_per_item_end_to_end=per_item,
        unsampled_send_us=unsampled,
        instrument_ms_large_heap=instrument_ms,
        wrappers_us_per_send=per_send,
    )
    line = "0.3" if version.startswith("0.") else "1"
    print(f"figures written to {write_results(line, summary)}")


if __name__ == "__main__":
    main()
