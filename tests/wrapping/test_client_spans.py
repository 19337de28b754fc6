"""CLIENT spans of every core operation, against a real a2a-sdk agent, on both transports."""

from __future__ import annotations

import asyncio
import gc
import inspect
import sys

import pytest
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import SDK_LINE, drain
from opentelemetry import trace

pytestmark = pytest.mark.usefixtures("instrumented")

TRANSPORTS = ["jsonrpc", "http_json"]
ENDPOINT_PATH = {"jsonrpc": "/jsonrpc", "http_json": "/rest"}
PROTOCOL_VERSION = {"0.3": "0.3.0", "1": "1.0"}[SDK_LINE]


def endpoint_attributes(agent, transport: str) -> dict:
    url = f"{agent.base_url}{ENDPOINT_PATH[transport]}"
    return {
        "aitf.a2a.agent.name": agent.name,
        "aitf.a2a.agent.url": url,
        "aitf.a2a.transport": transport,
        "url.full": url,
        "server.address": "127.0.0.1",
        "server.port": agent.port,
    }


def events(span) -> list[tuple[str, dict]]:
    return [(event.name, dict(event.attributes)) for event in span.events]


def outgoing_message_event(span) -> tuple[str, dict]:
    return (
        "a2a.message",
        {
            "aitf.a2a.message.id": span.attributes["aitf.a2a.message.id"],
            "aitf.a2a.message.role": "user",
            "aitf.a2a.message.parts_count": 1,
        },
    )


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_discover_records_the_card(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport):
        pass
    (span,) = spans("a2a.agent.discover")
    assert span.kind is SpanKind.CLIENT
    assert span.status.status_code is StatusCode.UNSET
    assert span.parent is None
    assert dict(span.attributes) == {
        "aitf.a2a.method": "agent_card/get",
        "url.full": f"{agent.base_url}/.well-known/agent-card.json",
        "server.address": "127.0.0.1",
        "server.port": agent.port,
        "aitf.a2a.agent.url": f"{agent.base_url}/jsonrpc",
        "aitf.a2a.agent.name": "echo-agent",
        "aitf.a2a.agent.version": "1.0.0",
        "aitf.a2a.agent.provider.organization": "Example Org",
        "aitf.a2a.agent.skills": ("echo", "stream"),
        "aitf.a2a.agent.capabilities.streaming": True,
        "aitf.a2a.agent.capabilities.push_notifications": True,
        "aitf.a2a.protocol.version": PROTOCOL_VERSION,
        "aitf.a2a.transport": "jsonrpc",
    }


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_send_completed(agent, transport, spans, tracer):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        with tracer.start_as_current_span("caller") as parent:
            items = await drain(client.send_message(ea.user_message("hello")))
    assert len(items) == 1
    task_id = ea.item_task_id(items[0])
    (span,) = spans("a2a.message.send")
    assert span.name == "a2a.message.send echo-agent"
    assert span.kind is SpanKind.CLIENT
    assert span.parent.span_id == parent.get_span_context().span_id
    assert span.context.trace_id == parent.get_span_context().trace_id
    assert span.status.status_code is StatusCode.UNSET
    attributes = dict(span.attributes)
    context_id = attributes.pop("aitf.a2a.task.context_id")
    message_id = attributes.pop("aitf.a2a.message.id")
    assert context_id and message_id
    assert attributes == {
        **endpoint_attributes(agent, transport),
        "aitf.a2a.method": "message/send",
        "aitf.a2a.interaction_mode": "sync",
        "aitf.a2a.message.role": "user",
        "aitf.a2a.message.parts_count": 1,
        "aitf.a2a.task.id": task_id,
        "aitf.a2a.task.state": "completed",
        "aitf.a2a.task.artifacts_count": 1,
    }
    assert events(span) == [
        outgoing_message_event(span),
        ("a2a.task.state_change", {"aitf.a2a.task.state": "completed"}),
    ]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize(
    ("text", "state", "status"),
    [
        ("fail", "failed", StatusCode.ERROR),
        ("reject", "rejected", StatusCode.ERROR),
        ("input", "input-required", StatusCode.UNSET),
    ],
)
async def test_send_task_outcomes_set_status(agent, transport, text, state, status, spans):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        await drain(client.send_message(ea.user_message(text)))
    (span,) = spans("a2a.message.send")
    assert span.attributes["aitf.a2a.task.state"] == state
    assert span.status.status_code is status
    if status is StatusCode.ERROR:
        assert span.attributes["error.type"] == state
        assert span.status.description == f"task {state}"
    else:
        assert "error.type" not in span.attributes


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_stream_has_one_event_per_item(agent, transport, spans, tracer):
    async with ea.connect(agent.base_url, transport=transport) as client:
        with tracer.start_as_current_span("caller") as parent:
            seen_in_consumer = []
            items = []
            async for item in client.send_message(ea.user_message("stream")):
                # The consumer's own code never runs inside the A2A span.
                seen_in_consumer.append(trace.get_current_span().get_span_context().span_id)
                items.append(item)
    assert len(items) == 5
    assert set(seen_in_consumer) == {parent.get_span_context().span_id}
    (span,) = spans("a2a.message.stream")
    assert span.name == "a2a.message.stream echo-agent"
    assert span.parent.span_id == parent.get_span_context().span_id
    assert span.status.status_code is StatusCode.UNSET
    attributes = dict(span.attributes)
    assert attributes.pop("aitf.a2a.task.context_id")
    assert attributes.pop("aitf.a2a.message.id")
    time_to_first_event = attributes.pop("aitf.a2a.stream.time_to_first_event")
    assert 0 < time_to_first_event < (span.end_time - span.start_time) / 1e9
    assert attributes == {
        **endpoint_attributes(agent, transport),
        "aitf.a2a.method": "message/stream",
        "aitf.a2a.interaction_mode": "stream",
        "aitf.a2a.message.role": "user",
        "aitf.a2a.message.parts_count": 1,
        "aitf.a2a.task.id": ea.item_task_id(items[0]),
        "aitf.a2a.task.state": "completed",
        "aitf.a2a.task.artifacts_count": 1,
        "aitf.a2a.stream.events_count": 5,
    }

    def stream_event(event_type, is_final, state=None):
        attributes = {"aitf.a2a.stream.event_type": event_type, "aitf.a2a.stream.is_final": is_final}
        if state:
            attributes["aitf.a2a.task.state"] = state
        return ("a2a.stream.event", attributes)

    def state_change(state):
        return ("a2a.task.state_change", {"aitf.a2a.task.state": state})

    assert events(span) == [
        outgoing_message_event(span),
        stream_event("task", False, "submitted"),
        state_change("submitted"),
        stream_event("status-update", False, "working"),
        state_change("working"),
        stream_event("artifact-update", False),
        stream_event("artifact-update", False),
        stream_event("status-update", True, "completed"),
        state_change("completed"),
    ]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_stream_of_a_direct_message(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport) as client:
        items = await drain(client.send_message(ea.user_message("msg")))
    assert len(items) == 1
    (span,) = spans("a2a.message.stream")
    assert span.attributes["aitf.a2a.stream.events_count"] == 1
    assert "aitf.a2a.task.id" not in span.attributes
    assert "aitf.a2a.task.state" not in span.attributes
    assert "aitf.a2a.task.artifacts_count" not in span.attributes
    (name, stream_event), (reply_name, reply) = events(span)[1:]
    assert (name, stream_event) == (
        "a2a.stream.event",
        {"aitf.a2a.stream.event_type": "message", "aitf.a2a.stream.is_final": True},
    )
    assert reply_name == "a2a.message"
    assert reply["aitf.a2a.message.role"] == "agent"
    assert reply["aitf.a2a.message.parts_count"] == 1


async def test_send_follows_what_goes_over_the_wire(plain_agent, spans):
    # The client asks for streaming, the card does not offer it: the SDK sends message/send.
    async with ea.connect(plain_agent.base_url, streaming=True) as client:
        await drain(client.send_message(ea.user_message("hello")))
    (span,) = spans("a2a.message.")
    assert span.name == "a2a.message.send plain-agent"
    assert span.attributes["aitf.a2a.interaction_mode"] == "sync"
    assert not [event for event in span.events if event.name == "a2a.stream.event"]


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_stream_break_ends_the_span(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport) as client:
        stream = client.send_message(ea.user_message("stream"))
        async for _ in stream:
            break
        await stream.aclose()
        assert [span.attributes["aitf.a2a.stream.events_count"] for span in spans("a2a.message.stream")] == [1]

        # Without aclose(): the event loop's async-generator finalizer closes it.
        async for _ in client.send_message(ea.user_message("stream")):
            break
        for _ in range(20):
            gc.collect()
            await asyncio.sleep(0.01)
            if len(spans("a2a.message.stream")) == 2:
                break
    ended = spans("a2a.message.stream")
    assert len(ended) == 2
    assert all(span.status.status_code is StatusCode.UNSET for span in ended)


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_closing_the_stream_closes_the_sdk_stream_at_once(agent, transport, spans):
    """``aclose()`` on the traced stream closes the SDK's own stream before it returns: its
    connection is released now, not whenever the event loop's finalizer gets to it."""
    async with ea.connect(agent.base_url, transport=transport) as client:
        stream = client.send_message(ea.user_message("stream"))
        async for _ in stream:
            break
        # The SDK's stream is the one async generator among the traced stream's locals.
        (sdk_stream,) = [value for value in stream.ag_frame.f_locals.values() if inspect.isasyncgen(value)]
        assert sdk_stream.ag_frame is not None
        await stream.aclose()
        assert sdk_stream.ag_frame is None  # closed
    assert len(spans("a2a.message.stream")) == 1


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_cancelled_consumer_ends_the_span(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport) as client:
        received = asyncio.Event()

        async def consume():
            async for _ in client.send_message(ea.user_message("slow")):
                received.set()

        consumer = asyncio.create_task(consume())
        await asyncio.wait_for(received.wait(), 10)
        consumer.cancel()
        with pytest.raises(asyncio.CancelledError):
            await consumer
    (span,) = spans("a2a.message.stream")
    assert span.status.status_code is StatusCode.UNSET
    assert span.attributes["aitf.a2a.stream.events_count"] >= 1
    assert "error.type" not in span.attributes


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_get_and_cancel(agent, transport, spans, tracer):
    async with ea.connect(agent.base_url, transport=transport, streaming=False, polling=True) as client:
        (item,) = await drain(client.send_message(ea.user_message("slow")))
        task_id = ea.item_task_id(item)
        with tracer.start_as_current_span("caller") as parent:
            await client.get_task(ea.get_task_request(task_id))
            canceled = await client.cancel_task(ea.cancel_task_request(task_id))
    assert canceled.id == task_id
    (get_span,) = spans("a2a.task.get")
    (cancel_span,) = spans("a2a.task.cancel")
    for span, method in ((get_span, "tasks/get"), (cancel_span, "tasks/cancel")):
        assert span.kind is SpanKind.CLIENT
        assert span.parent.span_id == parent.get_span_context().span_id
        assert span.status.status_code is StatusCode.UNSET
        attributes = dict(span.attributes)
        assert attributes.pop("aitf.a2a.task.context_id")
        assert attributes.pop("aitf.a2a.task.state") in ("submitted", "working", "canceled")
        assert attributes == {
            **endpoint_attributes(agent, transport),
            "aitf.a2a.method": method,
            "aitf.a2a.task.id": task_id,
        }
    assert get_span.name == "a2a.task.get echo-agent"
    assert get_span.attributes["aitf.a2a.task.state"] in ("submitted", "working")
    assert cancel_span.name == "a2a.task.cancel echo-agent"
    assert cancel_span.attributes["aitf.a2a.task.state"] == "canceled"


# What each SDK line raises for an unknown task, per transport: (exception class, JSON-RPC code, HTTP
# status). error.type is the code, else the HTTP status: the same on both lines.
UNKNOWN_TASK_ERRORS = {
    ("0.3", "jsonrpc"): ("a2a.client.errors.A2AClientJSONRPCError", -32001, None),
    # 0.3's REST transport drops the error body: only the HTTP status is known.
    ("0.3", "http_json"): ("a2a.client.errors.A2AClientHTTPError", None, 404),
    ("1", "jsonrpc"): ("a2a.utils.errors.TaskNotFoundError", -32001, None),
    ("1", "http_json"): ("a2a.utils.errors.TaskNotFoundError", -32001, 404),
}


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_get_unknown_task_records_the_error(agent, transport, spans):
    exception_type, code, http_status = UNKNOWN_TASK_ERRORS[(SDK_LINE, transport)]
    async with ea.connect(agent.base_url, transport=transport) as client:
        with pytest.raises(Exception) as raised:
            await client.get_task(ea.get_task_request("no-such-task"))
    assert f"{type(raised.value).__module__}.{type(raised.value).__qualname__}" == exception_type
    (span,) = spans("a2a.task.get")
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes["error.type"] == str(code if code is not None else http_status)
    assert span.attributes["aitf.a2a.task.id"] == "no-such-task"
    assert span.attributes.get("aitf.a2a.jsonrpc.error_code") == code
    assert span.attributes.get("aitf.a2a.jsonrpc.error_message") == ("Task not found" if code else None)
    assert span.attributes.get("http.response.status_code") == http_status
    (exception_event,) = [event for event in span.events if event.name == "exception"]
    assert exception_event.attributes["exception.type"] == exception_type


async def test_cancel_of_a_finished_task_records_the_error(agent, spans):
    async with ea.connect(agent.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        with pytest.raises(Exception):  # noqa: B017 - the SDK line decides the class
            await client.cancel_task(ea.cancel_task_request(ea.item_task_id(item)))
    (span,) = spans("a2a.task.cancel")
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes["aitf.a2a.jsonrpc.error_code"] == -32002  # TaskNotCancelableError


async def test_discover_failure_is_recorded(spans, unused_tcp_port):
    import httpx
    from a2a.client import A2ACardResolver

    base_url = f"http://127.0.0.1:{unused_tcp_port}"
    async with httpx.AsyncClient() as http:
        with pytest.raises(Exception) as raised:
            await A2ACardResolver(http, base_url).get_agent_card()
    (span,) = spans("a2a.agent.discover")
    assert span.status.status_code is StatusCode.ERROR
    cls = type(raised.value)
    assert span.attributes["error.type"] == f"{cls.__module__}.{cls.__qualname__}"
    assert span.attributes["aitf.a2a.agent.url"] == base_url
    assert span.attributes["url.full"] == f"{base_url}/.well-known/agent-card.json"
    # Connection refused: no response, so no HTTP status (0.3 makes up a 503; it is not recorded).
    assert "http.response.status_code" not in span.attributes
    assert "aitf.a2a.agent.name" not in span.attributes


@pytest.fixture
def unused_tcp_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_line_under_test_is_reported():
    # A run of the suite says which SDK line it exercised (see `make test`).
    import importlib.metadata

    version = importlib.metadata.version("a2a-sdk")
    assert version.startswith("0.3.") if SDK_LINE == "0.3" else version.startswith("1.")
    print(f"a2a-sdk {version} on Python {sys.version.split()[0]}")


async def test_credentials_in_urls_are_never_recorded(spans, unused_tcp_port):
    import httpx
    from a2a.client import A2ACardResolver

    base_url = f"http://alice:s3cret-pw@127.0.0.1:{unused_tcp_port}"
    async with httpx.AsyncClient() as http:
        with pytest.raises(Exception):  # noqa: B017 - connection refused, class per SDK line
            await A2ACardResolver(http, base_url).get_agent_card()
    (span,) = spans("a2a.agent.discover")
    recorded = [str(value) for value in span.attributes.values()]
    recorded += [str(value) for event in span.events for value in event.attributes.values()]
    recorded.append(span.status.description or "")
    assert not [text for text in recorded if "s3cret-pw" in text or "alice" in text]
    assert span.attributes["url.full"] == (
        f"http://REDACTED:REDACTED@127.0.0.1:{unused_tcp_port}/.well-known/agent-card.json"
    )


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_extended_card_is_a_discovery(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport) as client:
        card = await ea.fetch_extended_card(client)
        again = await ea.fetch_extended_card(client)
    assert [skill.id for skill in card.skills] == ["echo", "stream", "admin"]
    assert [skill.id for skill in again.skills] == ["echo", "stream", "admin"]
    extended = [span for span in spans("a2a.agent.discover") if span.attributes["aitf.a2a.method"] != "agent_card/get"]
    # 0.3 fetches the extended card once and then serves it from memory (no call, no span);
    # 1.x asks the agent every time.
    assert len(extended) == (1 if SDK_LINE == "0.3" else 2)
    span = extended[0]
    assert span.status.status_code is StatusCode.UNSET
    assert dict(span.attributes) == {
        **endpoint_attributes(agent, transport),
        "aitf.a2a.method": "agent/getAuthenticatedExtendedCard",
        "aitf.a2a.agent.url": f"{agent.base_url}/jsonrpc",
        "aitf.a2a.agent.version": "1.0.0",
        "aitf.a2a.agent.provider.organization": "Example Org",
        "aitf.a2a.agent.skills": ("echo", "stream", "admin"),
        "aitf.a2a.agent.capabilities.streaming": True,
        "aitf.a2a.agent.capabilities.push_notifications": True,
        "aitf.a2a.protocol.version": PROTOCOL_VERSION,
    }
