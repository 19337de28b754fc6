"""`make bench`: what the curated OATF indicator set costs.

(a) Engine throughput: the curated set (``instrument(indicators=["curated"])``) evaluated on
    realistic A2A messages in the v0.3 JSON shape the instrumentation hands it: a 10-skill Agent
    Card, a send request, a completed task with 3 artifacts, and stream items (artifact and status
    updates). Reported per message: the indicators that apply, messages/s, indicator evaluations/s.
(b) Send overhead on a real loopback echo agent (the SDK's own server, uvicorn on 127.0.0.1),
    client and server instrumented in the same process, three modes in interleaved rounds in a new
    random order each round: ``bare`` (not instrumented), ``ours`` (instrumented, no indicators),
    ``curated`` (instrumented, curated set on), ``ocsf`` (``curated`` plus the OCSF span processor
    writing every record to a JSONL file). Reported: the median ratio of medians per group of
    adjacent interleaved rounds (paired, as in bench.py: short rounds, so that the machine's drift
    hits the modes alike), with its quartiles. Goals: curated <= 1.10 x ours on a loopback send (the
    indicators add at most 10% to the instrumentation without them); the OCSF output adds <= 3% to
    it (``ocsf`` / ``curated``). Each round instruments and uninstruments every mode; from the
    second round on, ``instrument()`` gets the curated set it loaded before, warm
    (``indicator_sources``), as an application that instruments once has it. Then the CPU time the client and server
    wrappers add to one send in each mode, the SDK's work replayed (``bench.wrapper_cost_per_send``).
(c) The same loopback with a new text every send, ``ours`` and ``curated`` only: the corpus's benign
    texts under 1,500 characters (``corpus/*.jsonl``), shuffled, each sent once and echoed back. A
    text the process has not seen builds RE2 states of its own (docs/curated-indicators.md, "Cost"):
    this is what real traffic costs, where (b)'s "hello" is a text seen again and again (a short
    text's normalization and matches are remembered: ``normalize.MEMO_CHARS``).
(d) (b)'s "hello" and (c)'s new texts with another thread of the process busy in Python: every call
    into RE2 releases the GIL, and may then wait up to a switch interval to get it back.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import logging
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import (
    ROUNDS,
    SENDS_PER_ROUND,
    STREAMS_PER_ROUND,
    CountingExporter,
    loopback,
    overall_median,
    paired_ratio,
    provider_with,
    wrapper_cost_per_send,
    write_results,
)
from detection import corpus_runner as runner
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader

import echo_agent as ea
from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators
from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor

CARD = {
    "name": "Travel Planner",
    "description": "Plans business trips: flights, hotels, expenses and approvals.",
    "url": "https://travel.example.com/a2a/jsonrpc",
    "version": "2.3.0",
    "protocolVersion": "0.3.0",
    "preferredTransport": "JSONRPC",
    "provider": {"organization": "Example Travel Inc.", "url": "https://example.com"},
    "capabilities": {"streaming": True, "pushNotifications": True},
    "defaultInputModes": ["text/plain", "application/json"],
    "defaultOutputModes": ["text/plain", "application/json"],
    "additionalInterfaces": [
        {"transport": "HTTP+JSON", "url": "https://travel.example.com/a2a/rest"},
        {"transport": "GRPC", "url": "travel.example.com:443"},
    ],
    "skills": [
        {
            "id": f"skill-{n}",
            "name": f"Skill {n}",
            "description": f"Finds and books option {n} for a trip: compares prices across providers, checks the "
            "travel policy, and asks for approval when the total is above the traveller's limit.",
            "tags": ["travel", "booking"],
            "examples": [f"Book option {n} to Berlin next Tuesday", "What does the policy allow?"],
        }
        for n in range(10)
    ],
}
SEND_REQUEST = {
    "message": {
        "kind": "message",
        "messageId": "5f1c0d3e9a7b4c2d8e6f0a1b2c3d4e5f",
        "role": "user",
        "parts": [{"kind": "text", "text": "Book me a flight from Paris to Berlin next Tuesday morning, aisle seat."}],
        "contextId": "ctx-1",
    },
    "configuration": {"blocking": True, "acceptedOutputModes": ["text/plain"]},
}
TASK = {
    "kind": "task",
    "id": "task-1",
    "contextId": "ctx-1",
    "status": {"state": "completed", "timestamp": "2026-01-01T10:00:00Z"},
    "history": [SEND_REQUEST["message"]],
    "artifacts": [
        {
            "artifactId": f"a-{n}",
            "name": f"option-{n}",
            "parts": [
                {
                    "kind": "text",
                    "text": f"Option {n}: LH 1031 CDG 07:15 -> BER 08:55, economy, aisle 23C, 189 EUR, "
                    "refundable until 24h before departure. Hotel Adlon 2 nights 412 EUR within policy.",
                }
            ],
        }
        for n in range(3)
    ],
}
ARTIFACT_UPDATE = {
    "kind": "artifact-update",
    "taskId": "task-1",
    "contextId": "ctx-1",
    "artifact": {"artifactId": "a-0", "parts": [{"kind": "text", "text": "Searching flights CDG -> BER ... 12 found"}]},
    "append": True,
}
STATUS_UPDATE = {
    "kind": "status-update",
    "taskId": "task-1",
    "contextId": "ctx-1",
    "final": False,
    "status": {
        "state": "working",
        "message": {
            "kind": "message",
            "messageId": "m-2",
            "role": "agent",
            "parts": [{"kind": "text", "text": "Comparing 12 flights against the travel policy"}],
        },
    },
}
MESSAGES = [
    ("Agent Card, 10 skills", "agent_card/get", "response", CARD),
    ("send request, 1 text part", "message/send", "request", SEND_REQUEST),
    ("task, 3 artifacts", "message/send", "response", TASK),
    ("stream artifact update", "task/artifact", "response", ARTIFACT_UPDATE),
    ("stream status update", "task/status", "response", STATUS_UPDATE),
]


def engine_throughput(min_seconds: float = 0.5) -> list[tuple[str, int, float]]:
    indicators = load_indicators(["curated"])
    rows = []
    for label, surface, direction, message in MESSAGES:
        applicable = len(indicators.applicable("a2a", surface, direction))
        found = indicators.evaluate(protocol="a2a", surface=surface, direction=direction, message=message)
        assert not found, (label, found)  # realistic benign traffic: nothing fires
        count, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < min_seconds:
            for _ in range(100):
                indicators.evaluate(protocol="a2a", surface=surface, direction=direction, message=message)
            count += 100
        rows.append((label, applicable, count / elapsed))
    return rows


# Metrics on, into a real SDK MeterProvider, as in benchmarks/bench.py.
METER_PROVIDER = MeterProvider(metric_readers=[InMemoryMetricReader()])


@contextlib.contextmanager
def mode(name: str, provider: Any):
    if name == "bare":
        yield
        return
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(
        tracer_provider=provider,
        meter_provider=METER_PROVIDER,
        indicators=["curated"] if name in ("curated", "ocsf") else None,
    )
    try:
        yield
    finally:
        instrumentor.uninstrument()


NEW_TEXT_ROUNDS = 30
NEW_TEXT_SENDS = 4


def corpus_benign_texts(max_chars: int = 1_500) -> list[str]:
    """The corpus's benign text cases under ``max_chars`` (the tests' corpus loader), in a fixed
    shuffled order."""
    texts = [
        case.text
        for case in runner.load(runner.corpus_files())
        if case.kind == "text" and case.label == "benign" and len(case.text) < max_chars
    ]
    random.Random(3).shuffle(texts)
    return texts


async def new_text_loopback(
    agent: ea.EchoAgent,
    modes: dict[str, Any],
    texts: Any = None,
    rounds: int = NEW_TEXT_ROUNDS,
    sends_per_round: int = NEW_TEXT_SENDS,
) -> dict[str, list[list[float]]]:
    """Per mode, one list of send timings per round, every send with a text not sent before (or the
    ``texts`` given: an iterator)."""
    texts = iter(corpus_benign_texts()) if texts is None else texts
    results: dict[str, list[list[float]]] = {name: [] for name in modes}
    order = list(modes)
    shuffle = random.Random(20261127).shuffle
    async with ea.connect(agent.base_url, streaming=False) as client:

        async def sends(count: int) -> list[float]:
            times = []
            for _ in range(count):
                message = ea.user_message(next(texts))
                started = time.perf_counter()
                async for _ in client.send_message(message):
                    pass
                times.append(time.perf_counter() - started)
            return times

        for _ in range(rounds):
            gc.collect()
            shuffle(order)
            for name in order:
                with mode(name, modes[name]):
                    await sends(1)
                    results[name].append(await sends(sends_per_round))
    return results


@contextlib.contextmanager
def busy_thread():
    """Another thread of the process kept busy in Python (an agent's tool, a parser, a tokenizer):
    each call into a C library that releases the GIL (RE2 does, so do sockets) may then wait up to
    a switch interval (5 ms) to get it back."""
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            sum(range(1_000))

    thread = threading.Thread(target=spin, name="bench-busy", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


BUSY_ROUNDS = 6
BUSY_SENDS = 3


def main() -> None:
    logging.basicConfig(level=logging.ERROR)
    import importlib.metadata

    version = importlib.metadata.version("a2a-sdk")
    indicators = load_indicators(["curated"])
    total = sum(len(d.attack.indicators) for d in indicators.documents)
    print(f"\n== curated OATF set: {len(indicators.documents)} documents, {total} indicators (a2a-sdk {version})")
    print(f"{'message':28} {'applicable':>10} {'messages/s':>12} {'indicator evals/s':>18} {'us/message':>11}")
    for label, applicable, rate in engine_throughput():
        print(f"{label:28} {applicable:10d} {rate:12,.0f} {rate * applicable:18,.0f} {1e6 / rate:11.1f}")

    modes = {name: provider_with(CountingExporter()) for name in ("bare", "ours", "curated", "ocsf")}
    with tempfile.TemporaryDirectory() as directory, ea.EchoAgent("bench-agent") as agent:
        processor = OCSFSpanProcessor("ocsf", sink=JsonlFileSink(Path(directory) / "records.jsonl"))
        modes["ocsf"].add_span_processor(processor)
        results = asyncio.run(loopback(agent, modes, mode))
        per_send = asyncio.run(
            wrapper_cost_per_send(
                agent,
                {
                    "ours": {"tracer_provider": modes["ours"]},
                    "curated": {"tracer_provider": modes["curated"], "indicators": ["curated"]},
                    "ocsf": {"tracer_provider": modes["ocsf"], "indicators": ["curated"]},
                },
            )
        )
        processor.shutdown()
    print(
        f"\nloopback echo agent, client and server instrumented in one process: {ROUNDS} rounds, "
        f"{SENDS_PER_ROUND} sends + {STREAMS_PER_ROUND} streams of 200 items per mode per round"
    )
    print(f"{'mode':8} {'send (ms)':>10} {'send / bare':>22} {'stream (ms)':>12} {'stream / bare':>22}")
    bare = results["bare"]
    summary: dict[str, Any] = {"a2a_sdk": version, "modes": {}}
    for name in modes:
        send = paired_ratio(results[name]["send"], bare["send"])
        stream = paired_ratio(results[name]["stream"], bare["stream"])
        summary["modes"][name] = {"send_ratio": send, "stream_ratio": stream}
        print(
            f"{name:8} {overall_median(results[name]['send']) * 1e3:10.3f} "
            f"{send[0]:8.3f} [{send[1]:.3f}-{send[2]:.3f}] "
            f"{overall_median(results[name]['stream']) * 1e3:12.2f} "
            f"{stream[0]:8.3f} [{stream[1]:.3f}-{stream[2]:.3f}]"
        )
    send = paired_ratio(results["curated"]["send"], results["ours"]["send"])
    stream = paired_ratio(results["curated"]["stream"], results["ours"]["stream"])
    print(
        f"curated / ours (the indicators alone): send {send[0]:.3f} [{send[1]:.3f}-{send[2]:.3f}], "
        f"stream {stream[0]:.3f} [{stream[1]:.3f}-{stream[2]:.3f}]"
    )
    send = paired_ratio(results["ocsf"]["send"], results["curated"]["send"])
    stream = paired_ratio(results["ocsf"]["stream"], results["curated"]["stream"])
    print(
        f"ocsf / curated (the OCSF output alone): send {send[0]:.3f} [{send[1]:.3f}-{send[2]:.3f}], "
        f"stream {stream[0]:.3f} [{stream[1]:.3f}-{stream[2]:.3f}]"
    )
    summary["ocsf_over_curated"] = {"send_ratio": send, "stream_ratio": stream}
    for name, cost in per_send.items():
        print(
            f"client and server wrappers alone per send, {name} (SDK work replayed, thread CPU): "
            f"+{cost[0]:.1f} us [{cost[1]:.1f}-{cost[2]:.1f}]"
        )
    summary["wrappers_us_per_send"] = per_send
    with ea.EchoAgent("bench-agent-new-texts") as agent:
        fresh = asyncio.run(
            new_text_loopback(agent, {name: provider_with(CountingExporter()) for name in ("ours", "curated")})
        )
    ratio = paired_ratio(fresh["curated"], fresh["ours"])
    print(
        f"\na new text every send ({NEW_TEXT_ROUNDS} rounds of {NEW_TEXT_SENDS} sends per mode, the corpus's "
        f"benign texts): ours {overall_median(fresh['ours']) * 1e3:.3f} ms, curated "
        f"{overall_median(fresh['curated']) * 1e3:.3f} ms; curated / ours {ratio[0]:.3f} [{ratio[1]:.3f}-{ratio[2]:.3f}]"
    )
    summary["new_texts_curated_over_ours"] = ratio
    with ea.EchoAgent("bench-agent-busy") as agent, busy_thread():
        for key, label, texts in (
            ("same", "the same text", itertools.repeat("hello")),
            ("new", "a new text", None),
        ):
            busy = asyncio.run(
                new_text_loopback(
                    agent,
                    {name: provider_with(CountingExporter()) for name in ("ours", "curated")},
                    texts if texts is not None else iter(corpus_benign_texts()[::-1]),
                    BUSY_ROUNDS,
                    BUSY_SENDS,
                )
            )
            busy_ratio = paired_ratio(busy["curated"], busy["ours"])
            print(
                f"with a CPU-bound thread in the process, {label} every send: ours "
                f"{overall_median(busy['ours']) * 1e3:.1f} ms, curated {overall_median(busy['curated']) * 1e3:.1f} ms; "
                f"curated / ours {busy_ratio[0]:.2f} [{busy_ratio[1]:.2f}-{busy_ratio[2]:.2f}]"
            )
            summary[f"busy_thread_{key}_text_curated_over_ours"] = busy_ratio
    line = "0.3" if version.startswith("0.") else "1"
    print(f"figures written to {write_results(f'{line} detections', summary)}")
    # The goal (detection issue): the indicators add at most 10% to a loopback send, curated / ours.
    indicators_alone = paired_ratio(results["curated"]["send"], results["ours"]["send"])[0]
    verdict = "within" if indicators_alone <= 1.10 else "OVER"
    print(f"goal: curated send <= 1.10 x ours (the instrumentation without indicators): {verdict}")
    print(f"goal on new texts: curated send <= 1.10 x ours: {'within' if ratio[0] <= 1.10 else 'OVER'}")


if __name__ == "__main__":
    main()
