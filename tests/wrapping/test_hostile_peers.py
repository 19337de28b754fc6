"""Hostile and broken peers: the application sees exactly what it sees uninstrumented.

Each case talks to a real server on 127.0.0.1 that misbehaves (``hostile_peer.py``) through the
SDK's own ``A2ACardResolver`` and ``ClientFactory``, twice: uninstrumented, then instrumented. The
two outcomes must be the same (the value, or the exception's type, message and cause), the span
must have ended with the right status, and our code must not have failed anywhere (a guarded
failure is logged; none may be).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import re
import time
import tracemalloc
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, NamedTuple

import httpx
import pytest
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import StatusCode

import echo_agent as ea
from conftest import SDK_LINE, instrumented_by
from hostile_peer import MANY_EVENTS, SECRET, HostilePeer

AGENT = "hostile-peer"
# The OpenTelemetry SDK's default OTEL_SPAN_EVENT_COUNT_LIMIT.
SPAN_EVENT_LIMIT = 128
CLIENT_TIMEOUT = 0.5  # seconds; the `hang` peer answers after 5


@pytest.fixture(scope="module")
def peer() -> Iterator[HostilePeer]:
    with HostilePeer(SDK_LINE) as running:
        yield running


@pytest.fixture
def instrumentation(tracer_provider):
    """``with instrumentation():`` instruments for the block only."""

    @contextlib.contextmanager
    def instrumented() -> Iterator[None]:
        with instrumented_by(tracer_provider=tracer_provider):
            yield

    return instrumented


@pytest.fixture
def our_failures(caplog) -> Callable[[], list[str]]:
    """Every failure our code reported (guarded failures log; the first one of a kind as a warning)."""
    caplog.set_level(logging.DEBUG, logger="opentelemetry.instrumentation.a2a")

    def reported() -> list[str]:
        return [
            record.getMessage()
            for record in caplog.records
            if record.name.startswith("opentelemetry.instrumentation.a2a")
        ]

    return reported


@pytest.fixture(autouse=True)
def spans_stay_small_and_clean(exporter) -> Iterator[None]:
    """Whatever a peer sends, a span holds no secret and no payload (texts are bounded)."""
    yield
    for span in exporter.get_finished_spans():
        assert _span_footprint(span) < 256 * 1024, span.name
        assert SECRET not in _span_text(span), span.name


def _span_values(span: ReadableSpan) -> list[Any]:
    values = [*span.attributes.values()]
    values += [value for event in span.events for value in event.attributes.values()]
    values.append(span.status.description or "")
    return values


def _span_footprint(span: ReadableSpan) -> int:
    """Characters of everything a span holds: attributes, events, status."""
    return sum(len(str(value)) for value in _span_values(span))


def _span_text(span: ReadableSpan) -> str:
    return "\n".join(str(value) for value in _span_values(span))


# -- scenarios ------------------------------------------------------------------------------------


def fixed_message(text: str = "hello") -> Any:
    """The same request every run (the message id is fixed)."""
    request = ea.user_message(text)
    message = request if SDK_LINE == "0.3" else request.message
    message.message_id = "message-1"
    return request


def client_config(streaming: bool, http: httpx.AsyncClient) -> ClientConfig:
    if SDK_LINE == "0.3":
        return ClientConfig(streaming=streaming, httpx_client=http, supported_transports=["JSONRPC"])
    return ClientConfig(streaming=streaming, httpx_client=http, supported_protocol_bindings=["JSONRPC"])


async def discover(url: str) -> Any:
    async with httpx.AsyncClient(timeout=CLIENT_TIMEOUT) as http:
        return await A2ACardResolver(http, url).get_agent_card()


async def exchange(url: str, streaming: bool) -> list[Any]:
    async with httpx.AsyncClient(timeout=CLIENT_TIMEOUT) as http:
        card = await A2ACardResolver(http, url).get_agent_card()
        client = ClientFactory(client_config(streaming, http)).create(card)
        try:
            return [item async for item in client.send_message(fixed_message())]
        finally:
            await client.close()


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


class Outcome(NamedTuple):
    value: Any
    error: BaseException | None

    def comparable(self) -> Any:
        """What the application can tell apart: the value, or the exception's type, text and cause."""
        if self.error is None:
            return ("value", _comparable(self.value))
        error = self.error
        # The SDK numbers its JSON-RPC requests with fresh UUIDs, which pydantic may quote.
        return ("raised", type(error), _UUID.sub("<uuid>", str(error)), type(error.__cause__), type(error.__context__))


def _comparable(value: Any) -> Any:
    if isinstance(value, list):
        compared = [_comparable(item) for item in value]
        tasks = [item[0] for item in value if isinstance(item, tuple)]
        # 0.3 stream items share one task object that grows as updates arrive: compare it once.
        return [*compared, _comparable(tasks[-1])] if tasks else compared
    if isinstance(value, tuple):  # 0.3 stream items: (the task so far, the update)
        task, update = value
        return (task.id, _comparable(update))
    if hasattr(value, "model_dump"):  # 0.3 pydantic models
        return value.model_dump()
    return value  # 1.x protobuf messages compare by value


async def run(scenario: Callable[[], Awaitable[Any]]) -> Outcome:
    try:
        return Outcome(await scenario(), None)
    except Exception as error:
        return Outcome(None, error)


async def differential(
    scenario: Callable[[], Awaitable[Any]], instrumentation: Callable[[], contextlib.AbstractContextManager[None]]
) -> tuple[Outcome, Outcome]:
    started = time.perf_counter()
    plain = await run(scenario)
    plain_seconds = time.perf_counter() - started
    with instrumentation():
        started = time.perf_counter()
        traced = await run(scenario)
        traced_seconds = time.perf_counter() - started
    assert traced.comparable() == plain.comparable()
    # However the peer misbehaves, the instrumentation adds no real time (a hostile text once made
    # the URL scrubber quadratic: minutes of CPU on the event loop for a 1 MB error message). The
    # slack is wide on purpose: it must catch minutes, not the noise of a loaded 2-core machine.
    assert traced_seconds < plain_seconds * 2 + 3.0, (traced_seconds, plain_seconds)
    return plain, traced


def qualified(cls: type) -> str:
    # As OpenTelemetry writes exception.type: builtins unqualified.
    return cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"


def assert_failed_with(span: ReadableSpan, error: BaseException) -> None:
    assert span.end_time is not None
    assert span.status.status_code is StatusCode.ERROR
    # error.type: the JSON-RPC code the peer returned, else the exception's class (outcome.error_type).
    code = span.attributes.get("aitf.a2a.jsonrpc.error_code")
    assert span.attributes["error.type"] == (str(code) if code is not None else qualified(type(error)))
    (event,) = [event for event in span.events if event.name == "exception"]
    assert event.attributes["exception.type"] == qualified(type(error))


def assert_succeeded(span: ReadableSpan) -> None:
    assert span.end_time is not None
    assert span.status.status_code is StatusCode.UNSET
    assert "error.type" not in span.attributes


# -- agent cards ----------------------------------------------------------------------------------

CARD_MODES = [
    "card-wrong-types",
    "card-missing-fields",
    "card-not-json",
    "card-not-object",
    "card-1mb",
    "card-1mb-wrong-type",
    "card-1mb-url",
]


@pytest.mark.parametrize("mode", CARD_MODES)
async def test_hostile_card(peer, mode, instrumentation, spans, our_failures):
    plain, traced = await differential(lambda: discover(peer.url(mode)), instrumentation)
    (span,) = spans("a2a.agent.discover")
    if traced.error is not None:
        # No card was read: the agent's endpoint is where it was looked up.
        assert span.attributes["aitf.a2a.agent.url"] == peer.url(mode)
        assert_failed_with(span, traced.error)
        assert "aitf.a2a.agent.name" not in span.attributes
    else:
        # 1.x accepts a card without its required fields; 0.3 rejects it. Either way: the same.
        assert_succeeded(span)
        if mode == "card-1mb":
            assert span.attributes["aitf.a2a.agent.name"] == AGENT
            # 2,000 skills: the first 127, then how many were left out (bounds.MAX_LIST_ITEMS).
            skills = span.attributes["aitf.a2a.agent.skills"]
            assert len(skills) == 128 and skills[-1] == "...[1873 more]"
    expected_errors = {
        "card-wrong-types": True,
        "card-missing-fields": SDK_LINE == "0.3",
        "card-not-json": True,
        "card-not-object": True,
        "card-1mb": False,
        "card-1mb-wrong-type": True,
        "card-1mb-url": False,
    }
    assert (plain.error is not None) is expected_errors[mode]
    assert our_failures() == []


# -- message exchanges ----------------------------------------------------------------------------

# mode -> does the call raise (send, stream)
EXCHANGE_MODES = {
    "ok": (False, False),
    "malformed-json": (True, True),
    "not-jsonrpc": (True, True),
    "wrong-types": (True, True),
    "sse-wrong-content-type": (True, True),
    "sse-error-event": (True, True),
    "drop": (True, True),
    "hang": (True, True),
    "big-artifact": (False, False),
    "error-1mb": (True, True),
}


@pytest.mark.parametrize("streaming", [False, True], ids=["send", "stream"])
@pytest.mark.parametrize("mode", list(EXCHANGE_MODES))
async def test_hostile_exchange(peer, mode, streaming, instrumentation, spans, our_failures):
    plain, traced = await differential(lambda: exchange(peer.url(mode), streaming), instrumentation)
    assert (plain.error is not None) is EXCHANGE_MODES[mode][streaming]
    (discovery,) = spans("a2a.agent.discover")
    assert_succeeded(discovery)
    (span,) = spans("a2a.message.")
    assert span.name == f"a2a.message.{'stream' if streaming else 'send'} {AGENT}"
    assert span.attributes["aitf.a2a.message.id"] == "message-1"
    if traced.error is not None:
        assert_failed_with(span, traced.error)
    else:
        assert_succeeded(span)
        assert span.attributes["aitf.a2a.task.state"] == "completed"
        assert span.attributes["aitf.a2a.task.artifacts_count"] == 1
    if mode == "hang":
        # The client's own timeout ended the call; the span ends with it.
        assert (span.end_time - span.start_time) / 1e9 < CLIENT_TIMEOUT + 2
    assert our_failures() == []


async def test_stream_of_many_events_keeps_the_count(peer, instrumentation, spans, our_failures):
    plain, _ = await differential(lambda: exchange(peer.url(f"events-{MANY_EVENTS}"), True), instrumentation)
    assert len(plain.value) == MANY_EVENTS
    (span,) = spans("a2a.message.stream")
    assert_succeeded(span)
    # Our count is exact whatever the span-event limit kept.
    assert span.attributes["aitf.a2a.stream.events_count"] == MANY_EVENTS
    assert span.attributes["aitf.a2a.task.state"] == "completed"
    assert span.attributes["aitf.a2a.task.artifacts_count"] == 1
    # One event per item, the outgoing message, one per state change (submitted, working, completed):
    # the SDK keeps the newest SPAN_EVENT_LIMIT and counts the rest as dropped.
    added = MANY_EVENTS + 1 + 3
    assert len(span.events) == SPAN_EVENT_LIMIT
    assert span.dropped_events == added - SPAN_EVENT_LIMIT
    assert span.events[-1].name == "a2a.task.state_change"
    assert span.events[-1].attributes["aitf.a2a.task.state"] == "completed"
    assert our_failures() == []


# -- memory ---------------------------------------------------------------------------------------


async def _traced_memory(scenario: Callable[[], Awaitable[Any]]) -> tuple[int, int]:
    """(peak, retained) bytes of Python allocations while ``scenario`` runs and after its result is gone."""
    gc.collect()
    tracemalloc.start()
    try:
        outcome = await run(scenario)
        del outcome
        gc.collect()
        retained, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak, retained


MIB = 1024 * 1024


@pytest.mark.parametrize(
    ("mode", "streaming", "transient_mib"),
    [
        ("big-artifact", False, 2),
        ("big-artifact", True, 2),
        ("events-1000", True, 2),
        # An error's 1 MB text: the SDK's exception quotes it (its str() is the SDK's own copy);
        # the instrumentation reads it once and cuts it (telemetry/stacktrace.py).
        ("error-1mb", False, 5),
        ("card-1mb-wrong-type", None, 5),
    ],
    ids=["10MB-artifact-send", "10MB-artifact-stream", "1000-events", "1MB-error", "1MB-wrong-card"],
)
async def test_memory_stays_bounded(peer, mode, streaming, transient_mib, instrumentation):
    def scenario() -> Awaitable[Any]:
        return discover(peer.url(mode)) if streaming is None else exchange(peer.url(mode), streaming)

    await run(scenario)  # warm up: imports, caches, connection pools
    plain_peak, plain_retained = await _traced_memory(scenario)
    with instrumentation():
        traced_peak, traced_retained = await _traced_memory(scenario)
    # While the call runs, the instrumentation holds no copy of a payload (a 10 MB artifact would
    # show as 10 MB more), only what recording an error text costs.
    assert traced_peak < plain_peak * 1.25 + transient_mib * MIB, (traced_peak, plain_peak)
    # Afterwards, what is left is the finished spans (held by the in-memory exporter): small.
    assert traced_retained - plain_retained < 1 * MIB, (traced_retained, plain_retained)
