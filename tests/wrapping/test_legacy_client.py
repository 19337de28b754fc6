"""a2a-sdk 0.3's deprecated A2AClient: the same spans; error *responses* are recorded as errors."""

from __future__ import annotations

import warnings

import httpx
import pytest
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import SDK_LINE

pytestmark = [
    pytest.mark.skipif(SDK_LINE != "0.3", reason="A2AClient (a2a.client.legacy) exists on a2a-sdk 0.3 only"),
    pytest.mark.usefixtures("instrumented"),
]


async def legacy_client(http, agent):
    from a2a.client import A2ACardResolver
    from a2a.client.legacy import A2AClient

    card = await A2ACardResolver(http, agent.base_url).get_agent_card()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return A2AClient(http, agent_card=card)


async def test_legacy_send_stream_get(agent, spans):
    from a2a.types import (
        GetTaskRequest,
        MessageSendParams,
        SendMessageRequest,
        SendStreamingMessageRequest,
        TaskQueryParams,
    )

    async with httpx.AsyncClient(timeout=30) as http:
        client = await legacy_client(http, agent)
        sent = await client.send_message(
            SendMessageRequest(id="1", params=MessageSendParams(message=ea.user_message("hello")))
        )
        task = sent.root.result
        streamed = [
            item
            async for item in client.send_message_streaming(
                SendStreamingMessageRequest(id="2", params=MessageSendParams(message=ea.user_message("stream")))
            )
        ]
        got = await client.get_task(GetTaskRequest(id="3", params=TaskQueryParams(id=task.id)))
    assert got.root.result.id == task.id
    assert len(streamed) == 5
    (send,) = spans("a2a.message.send")
    (stream,) = spans("a2a.message.stream")
    (get,) = spans("a2a.task.get")
    assert send.name == "a2a.message.send echo-agent"
    assert send.attributes["aitf.a2a.task.id"] == task.id
    assert send.attributes["aitf.a2a.task.state"] == "completed"
    assert send.attributes["aitf.a2a.interaction_mode"] == "sync"
    assert send.attributes["aitf.a2a.transport"] == "jsonrpc"
    assert send.attributes["url.full"] == f"{agent.base_url}/jsonrpc"
    assert stream.attributes["aitf.a2a.stream.events_count"] == 5
    assert [
        event.attributes.get("aitf.a2a.stream.event_type")
        for event in stream.events
        if event.name == "a2a.stream.event"
    ] == [
        "task",
        "status-update",
        "artifact-update",
        "artifact-update",
        "status-update",
    ]
    assert get.attributes["aitf.a2a.task.state"] == "completed"
    # The calls crossed to the agent with their trace context.
    (server_send,) = spans("a2a.message.send", SpanKind.SERVER)
    assert server_send.context.trace_id == send.context.trace_id


async def test_legacy_error_response_is_recorded_and_returned(agent, spans):
    from a2a.types import GetTaskRequest, TaskQueryParams

    async with httpx.AsyncClient(timeout=30) as http:
        client = await legacy_client(http, agent)
        response = await client.get_task(GetTaskRequest(id="4", params=TaskQueryParams(id="no-such-task")))
    assert type(response.root).__name__ == "JSONRPCErrorResponse"
    assert response.root.error.code == -32001
    (span,) = spans("a2a.task.get")
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes["aitf.a2a.task.id"] == "no-such-task"
    assert span.attributes["aitf.a2a.jsonrpc.error_code"] == -32001
    assert span.attributes["aitf.a2a.jsonrpc.error_message"] == "Task not found"
    # The legacy client parses every error into the generic model; error.type is its code, as on
    # every other client and on the server.
    assert span.attributes["error.type"] == "-32001"
    assert not [event for event in span.events if event.name == "exception"]
