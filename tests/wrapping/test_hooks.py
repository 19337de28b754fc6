"""The user's hooks (contrib's shape): ``request_hook(span, request)`` once a CLIENT or SERVER span
has started, ``response_hook(span, response)`` before it ends, their ``async_`` variants awaited
in the call's task; a hook that raises changes nothing but a log line; unknown keywords warned."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Span, SpanKind, StatusCode

import echo_agent as ea
from conftest import drain, instrumented_by


def _type_name(value: Any) -> str:
    return "None" if value is None else type(value).__name__


def request_hook(span: Span, request: Any) -> None:
    span.set_attribute("app.request", _type_name(request))


def response_hook(span: Span, response: Any) -> None:
    span.set_attribute("app.response", _type_name(response))


async def async_request_hook(span: Span, request: Any) -> None:
    await asyncio.sleep(0)
    span.set_attribute("app.async_request", _type_name(request))


async def async_response_hook(span: Span, response: Any) -> None:
    await asyncio.sleep(0)
    span.set_attribute("app.async_response", _type_name(response))


HOOKS = {
    "request_hook": request_hook,
    "response_hook": response_hook,
    "async_request_hook": async_request_hook,
    "async_response_hook": async_response_hook,
}


@pytest.fixture
def tracer_provider() -> TracerProvider:
    """Spans carrying the user's own attributes: not held against semconv/ (conftest's exporter
    is), since the conventions cannot declare what an application adds."""
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(_EXPORTER))
    _EXPORTER.clear()
    return provider


@pytest.fixture
def spans():
    def finished(prefix: str, kind: SpanKind = SpanKind.CLIENT) -> list[Any]:
        return [s for s in _EXPORTER.get_finished_spans() if s.name.startswith(prefix) and s.kind is kind]

    return finished


_EXPORTER = InMemorySpanExporter()


def _hooked(span: Any) -> dict[str, Any]:
    return {key: value for key, value in span.attributes.items() if key.startswith("app.")}


@pytest.mark.parametrize("streaming", [False, True], ids=["send", "stream"])
async def test_hooks_see_every_client_and_server_call(tracer_provider, spans, streaming):
    with instrumented_by(tracer_provider=tracer_provider, **HOOKS), ea.EchoAgent("hooked") as agent:
        async with ea.connect(agent.base_url, streaming=streaming) as client:
            items = await drain(client.send_message(ea.user_message("hello")))
            task_id = ea.item_task_id(items[-1])
            await client.get_task(ea.get_task_request(task_id))
    (discovery,) = spans("a2a.agent.discover")
    assert _hooked(discovery) == {
        "app.request": "None",
        "app.async_request": "None",
        "app.response": "AgentCard",
        "app.async_response": "AgentCard",
    }
    method = "a2a.message.stream" if streaming else "a2a.message.send"
    for kind in (SpanKind.CLIENT, SpanKind.SERVER):
        (exchange,) = spans(method, kind)
        hooked = _hooked(exchange)
        # The request as the application (client) or the handler (server) got it; the response is
        # the last item of the exchange.
        assert hooked["app.request"] == hooked["app.async_request"] != "None", (kind, hooked)
        assert hooked["app.response"] == hooked["app.async_response"] != "None", (kind, hooked)
        (get,) = spans("a2a.task.get", kind)
        assert _hooked(get)["app.response"] == "Task"
        assert _hooked(get)["app.request"] == _hooked(get)["app.async_request"] != "None"


async def test_a_failed_call_gets_its_request_hook_and_no_response_hook(tracer_provider, spans):
    with instrumented_by(tracer_provider=tracer_provider, **HOOKS), ea.EchoAgent("hooked") as agent:
        async with ea.connect(agent.base_url, streaming=False) as client:
            with pytest.raises(Exception):  # noqa: B017 - the SDK line's own "task not found" error
                await client.get_task(ea.get_task_request("no-such-task"))
    (get,) = spans("a2a.task.get")
    assert set(_hooked(get)) == {"app.request", "app.async_request"}


async def test_a_hook_that_raises_changes_nothing_but_a_log_line(tracer_provider, spans, caplog):
    def broken(span: Span, value: Any) -> None:
        raise RuntimeError("the user's hook is broken")

    async def broken_async(span: Span, value: Any) -> None:
        raise RuntimeError("the user's async hook is broken")

    caplog.set_level(logging.WARNING, logger="opentelemetry.instrumentation.a2a")
    hooks = {"request_hook": broken, "response_hook": broken, "async_request_hook": broken_async}
    with instrumented_by(tracer_provider=tracer_provider, **hooks), ea.EchoAgent("hooked") as agent:
        async with ea.connect(agent.base_url, streaming=True) as client:
            items = await drain(client.send_message(ea.user_message("stream")))
    assert ea.item_task_id(items[-1])
    for kind in (SpanKind.CLIENT, SpanKind.SERVER):
        (exchange,) = spans("a2a.message.stream", kind)
        assert exchange.status.status_code is StatusCode.UNSET
        assert exchange.attributes["aitf.a2a.task.state"] == "completed"
    logged = [record.getMessage() for record in caplog.records if "hook" in record.getMessage()]
    assert any("the request_hook" in message for message in logged), logged
    assert any("the async_request_hook" in message for message in logged), logged


async def test_unknown_keywords_and_hooks_of_the_wrong_kind_are_named(tracer_provider, caplog):
    caplog.set_level(logging.WARNING, logger="opentelemetry.instrumentation.a2a")
    with instrumented_by(
        tracer_provider=tracer_provider,
        reqest_hook=request_hook,  # a typo
        response_hook=async_response_hook,  # a coroutine function where a function belongs
        async_request_hook=request_hook,  # and the other way round
        request_hook="not callable",
    ):
        pass
    messages = [record.getMessage() for record in caplog.records]
    assert "instrument(): unknown keyword(s) 'reqest_hook', ignored" in messages
    assert "instrument(response_hook=...): a coroutine function; pass it as async_response_hook" in messages
    assert "instrument(async_request_hook=...): not a coroutine function; pass it as request_hook" in messages
    assert "instrument(request_hook=...): not callable (str); ignored" in messages
