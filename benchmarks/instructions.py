"""`make bench-instructions`: what the instrumentation costs, in CPU instructions, under callgrind.

Wall-clock ratios on a shared machine move with its load and its speed drift (see
``bench.loopback``); instruction counts barely do: ``valgrind --tool=callgrind`` counts the
instructions a process executes, and two runs of the same code on an otherwise idle machine agree
to about 0.1%, so two commits compare where wall-clock ratios cannot. A run slowed down by other
jobs counts more, though: the event loop's time-driven work (uvicorn's 0.1 s tick, the a2a-sdk's
queue time-outs) runs more often; run it alone. It does not see what instructions cost in time
(cache misses, allocation, the kernel), which ``make bench`` measures.

Each mode runs in its own process under callgrind, client and server in one event loop and one
thread (``EchoAgent.serving_in_this_loop``), three times with different numbers of sends and
streams; the differences between the runs give the instructions per send and per streamed item,
without the process's start-up. Modes: ``bare`` (not instrumented), ``ours`` (spans and metrics),
``ours-u`` (spans not sampled), ``curated`` (the curated indicator set on), ``ocsf`` (``curated``
plus the OCSF processor writing JSONL). Figures go to ``benchmarks/results.json`` too.

    python benchmarks/instructions.py     # the SDK line of this interpreter's a2a-sdk
    A2A_BENCH_MODES=ours,ours-u python benchmarks/instructions.py   # bare and these modes only
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.metadata
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

MODES = ("bare", "ours", "ours-u", "curated", "ocsf")
STREAM_ITEMS = 200
# (sends, streams) per run: the second run adds sends, the third streams.
RUNS = ((3, 1), (23, 1), (3, 3))


@contextlib.contextmanager
def _mode(name: str) -> Iterator[None]:
    """``detections_bench.mode`` (the same instrumentation per mode), on this run's own provider:
    one that samples nothing for ``ours-u``, one with the OCSF processor for ``ocsf``."""
    from bench import CountingExporter, provider_with
    from detections_bench import mode
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

    from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor

    provider = TracerProvider(sampler=ALWAYS_OFF) if name == "ours-u" else provider_with(CountingExporter())
    if name != "ocsf":
        with mode(name, provider):
            yield
        return
    directory = tempfile.mkdtemp()
    processor = OCSFSpanProcessor("ocsf", sink=JsonlFileSink(Path(directory) / "records.jsonl"))
    provider.add_span_processor(processor)
    try:
        with mode(name, provider):
            yield
    finally:
        # Every record is mapped and written inside the counted run.
        processor.shutdown()
        shutil.rmtree(directory, ignore_errors=True)


async def _child(name: str, sends: int, streams: int) -> None:
    from bench import timed_sends, timed_streams

    import echo_agent as ea

    agent = ea.EchoAgent("bench-agent")
    async with (
        agent.serving_in_this_loop(),
        ea.connect(agent.base_url, streaming=False) as sync_client,
        ea.connect(agent.base_url, streaming=True) as stream_client,
    ):
        with _mode(name):
            await timed_sends(sync_client, sends)
            await timed_streams(stream_client, streams)


def callgrind_count(script: str, name: str, sends: int, streams: int, options: tuple[str, ...] = ()) -> int:
    """Instructions a child process (``script --child name sends streams``) executes under
    callgrind; ``options``: callgrind's own (what to count)."""
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        *options,
        sys.executable,
        script,
        "--child",
        name,
        str(sends),
        str(streams),
    ]
    # Hash seeds change dict and set layouts, and so the count: the same seed for every run.
    # PYTHONPATH passes on: another checkout's src/ measures that checkout's code.
    env = {"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"}
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    finished = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"Collected : (\d+)", finished.stderr)
    if finished.returncode != 0 or found is None:
        raise RuntimeError(f"{name}: callgrind run failed:\n{finished.stderr[-3000:]}")
    return int(found.group(1))


def _count(name: str, sends: int, streams: int) -> int:
    """Instructions one child process executes, start-up included."""
    return callgrind_count(__file__, name, sends, streams)


def chosen_modes(modes: tuple[str, ...]) -> tuple[str, ...]:
    """``A2A_BENCH_MODES`` (comma-separated; ``bare`` is always measured), else every mode."""
    chosen = [name.strip() for name in os.environ.get("A2A_BENCH_MODES", "").split(",") if name.strip()]
    unknown = set(chosen) - set(modes)
    if unknown:
        raise SystemExit(f"A2A_BENCH_MODES: unknown modes {sorted(unknown)}; modes are {', '.join(modes)}")
    return tuple(name for name in modes if not chosen or name == "bare" or name in chosen)


def per_call(
    modes: tuple[str, ...],
    count: Callable[[str, int, int], int],
    base: tuple[int, int],
    more_sends: tuple[int, int],
    more_streams: tuple[int, int],
    stream_items: int,
) -> dict[str, dict[str, float]]:
    """Per mode: instructions per send and per streamed item, from three counted runs of
    (sends, streams): a base, one with more sends, one with more streams (two callgrind processes
    at a time: each keeps one core busy)."""
    runs = (base, more_sends, more_streams)
    jobs = [(name, sends, streams) for name in modes for sends, streams in runs]
    with ThreadPoolExecutor(max_workers=2) as pool:
        counts = dict(zip(jobs, pool.map(lambda job: count(*job), jobs), strict=True))
    results = {}
    for name in modes:
        at_base = counts[(name, *base)]
        results[name] = {
            "per_send": (counts[(name, *more_sends)] - at_base) / (more_sends[0] - base[0]),
            "per_stream_item": (counts[(name, *more_streams)] - at_base) / ((more_streams[1] - base[1]) * stream_items),
        }
    return results


def measure(modes: tuple[str, ...] = MODES) -> dict[str, dict[str, float]]:
    """Per mode: instructions per send and per streamed item."""
    base, more_sends, more_streams = RUNS
    return per_call(modes, _count, base, more_sends, more_streams, STREAM_ITEMS)


def main() -> None:
    from bench import write_results

    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (Debian: apt-get install valgrind)")
        return
    version = importlib.metadata.version("a2a-sdk")
    results = measure(chosen_modes(MODES))
    print(f"\n== a2a-sdk {version}: CPU instructions (callgrind), client and server in one thread")
    print(f"{'mode':8} {'per send':>12} {'/ bare':>7} {'per item':>10} {'/ bare':>7} {'+ per item':>11}")
    bare = results["bare"]
    for name, figures in results.items():
        print(
            f"{name:8} {figures['per_send']:12,.0f} {figures['per_send'] / bare['per_send']:7.3f} "
            f"{figures['per_stream_item']:10,.0f} {figures['per_stream_item'] / bare['per_stream_item']:7.3f} "
            f"{figures['per_stream_item'] - bare['per_stream_item']:+11,.0f}"
        )
    for over, under in (("curated", "ours"), ("ocsf", "curated")):
        if over not in results or under not in results:
            continue
        ratio = results[over]["per_send"] / results[under]["per_send"]
        print(f"{over} / {under} per send: {ratio:.3f}")
    line = "0.3" if version.startswith("0.") else "1"
    print(f"figures written to {write_results(f'{line} instructions', results)}")


def _run_child(arguments: list[str]) -> None:
    logging.basicConfig(level=logging.ERROR)
    name, sends, streams = arguments[0], int(arguments[1]), int(arguments[2])
    asyncio.run(_child(name, sends, streams))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _run_child(sys.argv[2:])
    else:
        main()
