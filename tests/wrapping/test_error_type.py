"""One failure, one ``error.type``: an executor that raises an exception without an A2A code is,
on the SERVER span, what the caller receives for it (JSON-RPC ``-32603``, HTTP ``500``, gRPC
``UNKNOWN``, as a2a-sdk's servers send it on both lines), and the CLIENT span says the same; the
exception's class stays in the SERVER span's exception event."""

from __future__ import annotations

import contextlib

import pytest
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import SDK_LINE, drain

EXPECTED = {"jsonrpc": "-32603", "http_json": "500", "grpc": "UNKNOWN"}
# A stream the server ends with an error the client cannot read a code from: a2a-sdk 1.x's
# HTTP+JSON stream client raises A2AClientError with the error as text; 0.3's servers close a
# JSON-RPC or HTTP+JSON stream without an error event (the client sees a dropped connection).
CLIENT_CANNOT_TELL = {("1", "http_json", True), ("0.3", "jsonrpc", True), ("0.3", "http_json", True)}


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("streaming", [False, True], ids=["send", "stream"])
@pytest.mark.parametrize("transport", list(EXPECTED))
async def test_an_executor_failure_has_one_error_type_on_both_sides(spans, transport, streaming):
    with ea.EchoAgent("failing", replies={"boom": {"raise": RuntimeError("kaput")}}) as agent:
        if transport == "grpc" and not agent.grpc_target:
            pytest.fail("this install has no gRPC")
        options = {} if transport == "jsonrpc" else {"transport": transport}
        async with ea.connect(agent.base_url, streaming=streaming, **options) as client:
            with contextlib.suppress(Exception):
                await drain(client.send_message(ea.user_message("boom")))
    name = "a2a.message.stream" if streaming else "a2a.message.send"
    (server,) = spans(name, SpanKind.SERVER)
    (client_span,) = spans(name, SpanKind.CLIENT)
    assert server.attributes["error.type"] == EXPECTED[transport]
    assert server.status.status_code is StatusCode.ERROR
    (event,) = [event for event in server.events if event.name == "exception"]
    assert event.attributes["exception.type"] == "RuntimeError"
    assert client_span.status.status_code is StatusCode.ERROR
    if (SDK_LINE, transport, streaming) not in CLIENT_CANNOT_TELL:
        assert client_span.attributes["error.type"] == server.attributes["error.type"]
