"""Push-notification delivery, traced: the serving agent's CLIENT span for each webhook call, a
child of the request's SERVER span, whose context the webhook request carries; never the
webhook's token, path or query."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import drain
from webhook_receiver import WebhookReceiver

TOKEN = "push-token-s3cr3t"


@pytest.fixture
def pushing_agent() -> Iterator[ea.EchoAgent]:
    with ea.EchoAgent("push-agent", push=True, deliver_push=True) as running:
        yield running


async def start_task_with_webhook(agent: ea.EchoAgent, webhook_url: str) -> str:
    """A task that keeps working ("ticks 3"), then a push config pointing at the webhook."""
    async with ea.connect(agent.base_url, streaming=False, polling=True) as client:
        (item,) = await drain(client.send_message(ea.user_message("ticks 3")))
        task_id = ea.item_task_id(item)
        await ea.set_push_config(client, task_id, "hook-1", f"{webhook_url}?sig=abc", TOKEN)
    return task_id


def delivery_spans(spans) -> list:
    return sorted(spans("a2a.push_notification.send"), key=lambda span: span.start_time)


async def settled(spans, hook: WebhookReceiver | None = None) -> list:
    """The delivery spans once the task's completion was delivered (and, with a receiver, once it
    received as many requests as there are spans)."""
    for _ in range(150):
        deliveries = delivery_spans(spans)
        completed = any(span.attributes.get("aitf.a2a.task.state") == "completed" for span in deliveries)
        if completed and (hook is None or len(hook.received) == len(deliveries)):
            return deliveries
        await asyncio.sleep(0.1)
    raise AssertionError(f"the task's completion was not delivered: {len(delivery_spans(spans))} deliveries")


async def test_each_delivery_is_a_span_whose_context_the_webhook_receives(pushing_agent, instrumented, spans, exporter):
    with WebhookReceiver() as hook:
        task_id = await start_task_with_webhook(pushing_agent, hook.url)
        deliveries = await settled(spans, hook)
        received = list(hook.received)
    assert len(deliveries) == len(received) >= 4
    (server_send,) = spans("a2a.message.send", SpanKind.SERVER)
    for span, request in zip(deliveries, received, strict=True):
        assert span.name == "a2a.push_notification.send push-agent"
        assert span.kind is SpanKind.CLIENT
        assert span.parent.span_id == server_send.context.span_id
        assert span.context.trace_id == server_send.context.trace_id
        assert span.status.status_code is StatusCode.UNSET
        assert request["headers"]["traceparent"].startswith(
            f"00-{span.context.trace_id:032x}-{span.context.span_id:016x}-"
        )
        attributes = dict(span.attributes)
        # Artifact updates (1.x delivers each update, 0.3 the whole task) carry no state.
        state = attributes.pop("aitf.a2a.task.state", None)
        assert attributes == {
            "aitf.a2a.task.id": task_id,
            "aitf.a2a.agent.name": "push-agent",
            "aitf.a2a.push_notification.config_id": "hook-1",
            "aitf.a2a.push_notification.origin": hook.url.rsplit("/hooks", 1)[0],
            "server.address": "127.0.0.1",
            "server.port": int(hook.url.split(":")[2].split("/")[0]),
            "http.response.status_code": 200,
        }
        assert state in ("working", "completed", None)
    assert deliveries[-1].attributes["aitf.a2a.task.state"] == "completed"
    # The token and the webhook's path and query went to the webhook, and nowhere into telemetry.
    assert received[0]["headers"].get("X-A2A-Notification-Token") == TOKEN
    dumped = repr(
        [
            (span.name, dict(span.attributes), [dict(e.attributes) for e in span.events])
            for span in exporter.get_finished_spans()
        ]
    )
    for secret in (TOKEN, "sig=abc", "/hooks/a2a"):
        assert secret not in dumped


async def test_a_refused_delivery_is_an_error_and_the_task_goes_on(pushing_agent, instrumented, spans):
    with WebhookReceiver(status=503) as hook:
        await start_task_with_webhook(pushing_agent, hook.url)
        deliveries = await settled(spans, hook)
    assert len(deliveries) >= 4
    for span in deliveries:
        assert span.status.status_code is StatusCode.ERROR
        assert span.attributes["http.response.status_code"] == 503
        assert span.attributes["error.type"] in ("503", "httpx.HTTPStatusError")
    assert deliveries[-1].attributes["aitf.a2a.task.state"] == "completed"


async def test_an_unreachable_webhook_is_an_error(pushing_agent, instrumented, spans, unused_tcp_port):
    url = f"http://127.0.0.1:{unused_tcp_port}/hooks/a2a"
    await start_task_with_webhook(pushing_agent, url)
    deliveries = await settled(spans)
    for span in deliveries:
        assert span.status.status_code is StatusCode.ERROR
        assert span.attributes["error.type"] == "httpx.ConnectError"
        assert "http.response.status_code" not in span.attributes


async def test_no_delivery_span_without_instrumentation(pushing_agent, exporter):
    with WebhookReceiver() as hook:
        await start_task_with_webhook(pushing_agent, hook.url)
        received = await asyncio.to_thread(hook.wait_for, 4)
    assert len(received) >= 4
    assert "traceparent" not in received[0]["headers"]
    assert exporter.get_finished_spans() == ()
