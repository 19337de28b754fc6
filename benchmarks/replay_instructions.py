"""Instructions our client and server wrappers add per send and per streamed item, under callgrind,
without the loopback.

``instructions.py`` counts whole loopback sends: exact on an idle machine, but the event loop's
time-driven work (uvicorn's tick, the a2a-sdk's queue time-outs) runs more often in a run that
other jobs slow down, and a loaded machine moves its counts by more than the savings of one
change. Here a few real loopback sends and streams are recorded first (the client's items, the
request handler's arguments and its result or items); then the client wrapper
(``BaseClient.send_message``) and the server wrapper (``on_message_send``,
``on_message_send_stream``) are called directly, again and again, over stand-ins that return
what the SDK returned. Callgrind counts only inside the replay (run under ``sys.call_tracing``,
callgrind's ``--toggle-collect``), and nothing in the replay waits on time or the network, so the
count per replayed call does not move with the machine's load. Each mode runs in its own process
three times, with different numbers of replayed sends and streams; the differences give the
instructions per replayed send (client and server wrapper) and per streamed item (both sides).
``bare`` calls the stand-ins without wrappers.

What it leaves out, by design: the transport (trace headers on the wire, the HTTP call-context
builder's wrapper), the a2a-sdk's own tracing that instrumenting mutes, and garbage collection
of what a loopback send leaves behind. ``instructions.py`` keeps those.

    python benchmarks/replay_instructions.py                 # bare, ours, ours-u, curated
    A2A_BENCH_MODES=ours python benchmarks/replay_instructions.py
    PYTHONPATH=/elsewhere/src python benchmarks/replay_instructions.py   # another checkout's code
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib
import importlib.metadata
import logging
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from instructions import callgrind_count, chosen_modes, per_call

MODES = ("bare", "ours", "ours-u", "curated")
# The C function callgrind counts in (sys.call_tracing, which nothing else here calls).
_COUNTED = "sys_call_tracing*"
RECORDED = 8  # distinct sends (and streams) recorded, replayed in turn
STREAM_ITEMS = 50
# Replays per run: (sends, streams) of the first and the second run of each mode.
RUNS = ((20, 2), (220, 12))


def _handler_classes(adapter: Any) -> list[type]:
    classes = []
    for module_name, class_name in adapter.SERVER_HANDLERS:
        with contextlib.suppress(ImportError, AttributeError):
            classes.append(getattr(importlib.import_module(module_name), class_name))
    return classes


async def _record(agent: Any, ea: Any, adapter: Any) -> tuple[list[Any], list[Any]]:
    """``RECORDED`` sends and streams, instrumented (so the server's call context carries the trace
    headers the client sent): per call, the client's request and items, the handler and its
    arguments, and its result (send) or items (stream)."""
    from bench import CountingExporter, provider_with

    from opentelemetry.instrumentation.a2a import A2AInstrumentor

    served: dict[str, list[Any]] = {"on_message_send": [], "on_message_send_stream": []}
    originals: dict[tuple[type, str], Any] = {}
    for handler_class in _handler_classes(adapter):
        send = handler_class.__dict__.get("on_message_send")
        stream = handler_class.__dict__.get("on_message_send_stream")
        if send is None or stream is None:
            continue

        async def recording_send(self: Any, *args: Any, _original: Any = send, **kwargs: Any) -> Any:
            result = await _original(self, *args, **kwargs)
            served["on_message_send"].append((self, args, kwargs, result))
            return result

        async def recording_stream(self: Any, *args: Any, _original: Any = stream, **kwargs: Any) -> Any:
            items = []
            async for item in _original(self, *args, **kwargs):
                items.append(item)
                yield item
            served["on_message_send_stream"].append((self, args, kwargs, items))

        originals[(handler_class, "on_message_send")] = send
        originals[(handler_class, "on_message_send_stream")] = stream
        handler_class.on_message_send = recording_send
        handler_class.on_message_send_stream = recording_stream
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=provider_with(CountingExporter()))
    try:
        sends, streams = [], []
        async with (
            ea.connect(agent.base_url, streaming=False) as sync_client,
            ea.connect(agent.base_url, streaming=True) as stream_client,
        ):
            for _ in range(RECORDED):
                request = ea.user_message("hello")
                sends.append((sync_client, request, [item async for item in sync_client.send_message(request)]))
            for _ in range(RECORDED):
                request = ea.user_message(f"count {STREAM_ITEMS}")
                streams.append((stream_client, request, [item async for item in stream_client.send_message(request)]))
    finally:
        instrumentor.uninstrument()
        for (handler_class, name), original in originals.items():
            setattr(handler_class, name, original)
    assert len(served["on_message_send"]) == RECORDED and len(served["on_message_send_stream"]) == RECORDED
    return (
        [
            (*client_side, *server_side)
            for client_side, server_side in zip(sends, served["on_message_send"], strict=True)
        ],
        [
            (*client_side, *server_side)
            for client_side, server_side in zip(streams, served["on_message_send_stream"], strict=True)
        ],
    )


async def _replay(sends: list[Any], streams: list[Any], send_count: int, stream_count: int, wrapped: bool) -> None:
    from a2a.client.base_client import BaseClient

    def client_items(items: list[Any]) -> Any:
        async def sdk_stream(*args: Any, **kwargs: Any) -> Any:
            for item in items:
                yield item

        return sdk_stream

    def server_result(result: Any) -> Any:
        async def sdk_handler(*args: Any, **kwargs: Any) -> Any:
            return result

        return sdk_handler

    def server_items(items: list[Any]) -> Any:
        async def sdk_handler(*args: Any, **kwargs: Any) -> Any:
            for item in items:
                yield item

        return sdk_handler

    client_wrapper = BaseClient.__dict__["send_message"]._self_wrapper if wrapped else None
    for index in range(send_count):
        client, request, items, handler, args, kwargs, result = sends[index % len(sends)]
        sdk_stream, sdk_handler = client_items(items), server_result(result)
        if wrapped:
            assert client_wrapper is not None
            async for _ in client_wrapper(sdk_stream, client, (request,), {}):
                pass
            server_wrapper = type(handler).__dict__["on_message_send"]._self_wrapper
            await server_wrapper(sdk_handler, handler, args, kwargs)
        else:
            async for _ in sdk_stream(request):
                pass
            await sdk_handler(*args, **kwargs)
    for index in range(stream_count):
        client, request, items, handler, args, kwargs, served_items = streams[index % len(streams)]
        sdk_stream, sdk_handler = client_items(items), server_items(served_items)
        if wrapped:
            assert client_wrapper is not None
            async for _ in client_wrapper(sdk_stream, client, (request,), {}):
                pass
            server_wrapper = type(handler).__dict__["on_message_send_stream"]._self_wrapper
            async for _ in server_wrapper(sdk_handler, handler, args, kwargs):
                pass
        else:
            async for _ in sdk_stream(request):
                pass
            async for _ in sdk_handler(*args, **kwargs):
                pass


async def _recorded() -> tuple[list[Any], list[Any]]:
    import echo_agent as ea
    from opentelemetry.instrumentation.a2a import sdk

    agent = ea.EchoAgent("bench-agent")
    async with agent.serving_in_this_loop():
        return await _record(agent, ea, sdk.load_adapter())


def _child(name: str, send_count: int, stream_count: int) -> None:
    from instructions import _mode  # the same instrumentation per mode

    sends, streams = asyncio.run(_recorded())
    with _mode(name):
        gc.collect()
        # Only what runs inside sys.call_tracing is counted (``_COUNTED``): the replay, not the
        # recording, whose loopback does time-driven work.
        sys.call_tracing(asyncio.run, (_replay(sends, streams, send_count, stream_count, wrapped=name != "bare"),))


def _count(name: str, send_count: int, stream_count: int) -> int:
    # Only what runs inside sys.call_tracing is counted: the replay, not start-up or recording.
    options = ("--collect-atstart=no", f"--toggle-collect={_COUNTED}")
    return callgrind_count(__file__, name, send_count, stream_count, options)


def measure(modes: tuple[str, ...]) -> dict[str, dict[str, float]]:
    """Per mode: instructions per replayed send and per replayed streamed item. The second run adds
    sends and streams in the same proportion as the first, so two runs per mode give both: the
    sends' and the streams' shares are solved from a third run with streams only."""
    (s1, t1), (s2, t2) = RUNS
    return per_call(modes, _count, (s1, t1), (s2, t1), (s1, t2), STREAM_ITEMS)


def main() -> None:
    version = importlib.metadata.version("a2a-sdk")
    results = measure(chosen_modes(MODES))
    print(f"\n== a2a-sdk {version}: instructions per replayed call (callgrind), client and server wrappers")
    print(f"{'mode':8} {'per send':>12} {'over bare':>10} {'per item':>10} {'over bare':>10}")
    bare = results["bare"]
    for name, figures in results.items():
        print(
            f"{name:8} {figures['per_send']:12,.0f} {figures['per_send'] - bare['per_send']:+10,.0f} "
            f"{figures['per_stream_item']:10,.0f} {figures['per_stream_item'] - bare['per_stream_item']:+10,.0f}"
        )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        logging.basicConfig(level=logging.ERROR)
        _child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        main()
