"""Many calls on one event loop: right parents, no context leaks, closed spans, no warnings.

Against the real echo agent (in this process, its server instrumented too): hundreds of sends
and streams run concurrently, each under a parent span of its own; consumers that break out of a
stream or are cancelled mid-stream run concurrently too.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import warnings
from collections.abc import Callable

import pytest
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import GLOBAL_EXPORTER, SDK_LINE
from opentelemetry import context as context_api
from opentelemetry import trace

pytestmark = pytest.mark.usefixtures("instrumented")

CONCURRENT_CALLS = 500  # half sends, half streams
CONCURRENT_CONSUMERS = 100  # half break out, half are cancelled


def message_id_of(request) -> str:
    return (request if SDK_LINE == "0.3" else request.message).message_id


@pytest.fixture
def trouble(caplog) -> Callable[[], list[str]]:
    """Log records that mean a context or span went wrong: anything our instrumentation reports,
    any warning of OpenTelemetry's own (such as "Failed to detach context" from
    opentelemetry.context). Not the a2a-sdk's: under load it warns of its own queues ("Queue is
    closed. Event will not be dequeued."), which says nothing about the instrumentation."""
    caplog.set_level(logging.DEBUG, logger="opentelemetry.instrumentation.a2a")
    caplog.set_level(logging.WARNING)

    def found() -> list[str]:
        return [
            f"{record.name}: {record.getMessage()}"
            for record in caplog.records
            if record.name.startswith("opentelemetry.instrumentation.a2a")
            or (record.name.startswith("opentelemetry") and record.levelno >= logging.WARNING)
            or "Failed to detach context" in record.getMessage()
        ]

    return found


async def test_concurrent_sends_and_streams_keep_their_parents(agent, tracer, spans, trouble):
    expected_parent: dict[str, int] = {}  # message id -> span id of the caller's span
    in_consumer: list[bool] = []

    async def call(client, index: int, streaming: bool) -> None:
        before = context_api.get_current()
        with tracer.start_as_current_span(f"caller-{index}") as parent:
            request = ea.user_message("stream" if streaming else f"hello {index}")
            expected_parent[message_id_of(request)] = parent.get_span_context().span_id
            async for _ in client.send_message(request):
                # The consumer's code runs in the caller's context, never in the A2A span.
                in_consumer.append(trace.get_current_span() is parent)
                await asyncio.sleep(0)
            assert trace.get_current_span() is parent
        assert context_api.get_current() == before

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        async with (
            ea.connect(agent.base_url, streaming=False) as sender,
            ea.connect(agent.base_url, streaming=True) as streamer,
        ):
            calls = [
                call(streamer if index % 2 else sender, index, bool(index % 2)) for index in range(CONCURRENT_CALLS)
            ]
            await asyncio.wait_for(asyncio.gather(*calls), 120)
    assert not [str(warning.message) for warning in caught]
    assert trouble() == []
    assert all(in_consumer) and len(in_consumer) == CONCURRENT_CALLS // 2 * 6  # 5 stream items, 1 send result

    client_spans = spans("a2a.message.")
    assert len(client_spans) == CONCURRENT_CALLS
    callers = {span.context.span_id: span for span in spans("caller-", kind=SpanKind.INTERNAL)}
    for span in client_spans:
        parent_id = expected_parent[span.attributes["aitf.a2a.message.id"]]
        assert span.parent.span_id == parent_id
        assert span.context.trace_id == callers[parent_id].context.trace_id
        assert span.status.status_code is StatusCode.UNSET
    # Each server span is under the client span that sent its message, across the hop.
    client_by_message = {span.attributes["aitf.a2a.message.id"]: span for span in client_spans}
    server_spans = spans("a2a.message.", kind=SpanKind.SERVER)
    assert len(server_spans) == CONCURRENT_CALLS
    await asyncio.sleep(0.2)  # the web framework's own request spans may end a moment later
    framework = {span.context.span_id: span for span in GLOBAL_EXPORTER.get_finished_spans()}
    for span in server_spans:
        client = client_by_message[span.attributes["aitf.a2a.message.id"]]
        assert span.context.trace_id == client.context.trace_id
        assert _ancestors(span.parent.span_id, framework)[-1] == client.context.span_id


def _ancestors(span_id: int, framework: dict) -> list[int]:
    """``span_id`` and the parents above it that the web framework made itself: FastAPI, which
    0.3's apps are built on, traces requests through the global provider, and our SERVER span
    nests under its request span, as it should."""
    chain = [span_id]
    while chain[-1] in framework and len(chain) < 5:
        between = framework[chain[-1]]
        assert between.instrumentation_scope.name != "opentelemetry.instrumentation.a2a"
        chain.append(between.parent.span_id)
    return chain


async def test_consumers_that_break_or_are_cancelled_leave_closed_spans(agent, tracer, spans, trouble):
    first_item = [asyncio.Event() for _ in range(CONCURRENT_CONSUMERS)]

    async def breaks(client, index: int) -> None:
        before = context_api.get_current()
        with tracer.start_as_current_span(f"caller-{index}"):
            stream = client.send_message(ea.user_message("stream"))
            async for _ in stream:
                break
            if index % 4 == 0:
                await stream.aclose()  # the other half is closed by the event loop's finalizer
        assert context_api.get_current() == before

    async def cancelled(client, index: int) -> None:
        with tracer.start_as_current_span(f"caller-{index}"):
            async for _ in client.send_message(ea.user_message("ticks 5")):
                first_item[index].set()

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        async with ea.connect(agent.base_url, streaming=True) as client:
            consumers = [
                asyncio.create_task(breaks(client, index) if index % 2 else cancelled(client, index))
                for index in range(CONCURRENT_CONSUMERS)
            ]
            waiting = [first_item[index].wait() for index in range(0, CONCURRENT_CONSUMERS, 2)]
            await asyncio.wait_for(asyncio.gather(*waiting), 60)
            for index in range(0, CONCURRENT_CONSUMERS, 2):
                consumers[index].cancel()
            results = await asyncio.wait_for(asyncio.gather(*consumers, return_exceptions=True), 60)
            for _ in range(50):  # let the event loop's async-generator finalizer close what was left open
                gc.collect()
                await asyncio.sleep(0.02)
                if len(spans("a2a.message.stream")) == CONCURRENT_CONSUMERS:
                    break
    # Cancelled mid-stream (a stream that ended first, on a slow machine, is fine too).
    assert {type(result) for result in results[0::2]} <= {asyncio.CancelledError, type(None)}
    assert any(isinstance(result, asyncio.CancelledError) for result in results[0::2])
    assert results[1::2] == [None] * (CONCURRENT_CONSUMERS // 2)
    assert not [str(warning.message) for warning in caught]
    assert trouble() == []
    ended = spans("a2a.message.stream")
    assert len(ended) == CONCURRENT_CONSUMERS
    for span in ended:
        assert span.end_time is not None
        assert span.status.status_code is StatusCode.UNSET
        assert "error.type" not in span.attributes
        assert span.attributes["aitf.a2a.stream.events_count"] >= 1
