"""Every path trace context takes, held by a test that fails when the path is removed: the
agent-card request, the extended-card request, and a SERVER span that nests under the span an
HTTP or gRPC server instrumentation (the real opentelemetry-instrumentation-asgi / -grpc) made."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from a2a.client import A2ACardResolver
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import SDK_LINE, drain


def traceparent_of(span) -> str:
    return f"00-{span.context.trace_id:032x}-{span.context.span_id:016x}-"


@pytest.fixture
def recording_agent() -> Iterator[ea.EchoAgent]:
    with ea.EchoAgent("paths-agent") as running:
        yield running


async def test_the_agent_card_request_carries_the_discovery_span(recording_agent, instrumented, spans):
    async with httpx.AsyncClient() as http:
        await A2ACardResolver(http, recording_agent.base_url).get_agent_card()
    (discover,) = spans("a2a.agent.discover")
    (request,) = [seen for seen in recording_agent.requests if seen["path"].endswith("agent-card.json")]
    assert request["headers"]["traceparent"].startswith(traceparent_of(discover))


async def test_the_callers_own_card_request_headers_are_left_as_they_were(recording_agent, instrumented, spans):
    """The trace context goes into copies: the dicts the caller passed (and may reuse for other
    requests) never gain a ``traceparent``."""
    headers = {"X-Caller": "kept"}
    http_kwargs = {"headers": headers}
    async with httpx.AsyncClient() as http:
        await A2ACardResolver(http, recording_agent.base_url).get_agent_card(http_kwargs=http_kwargs)
    assert http_kwargs == {"headers": {"X-Caller": "kept"}} and http_kwargs["headers"] is headers
    (discover,) = spans("a2a.agent.discover")
    (request,) = [seen for seen in recording_agent.requests if seen["path"].endswith("agent-card.json")]
    assert request["headers"]["x-caller"] == "kept"
    assert request["headers"]["traceparent"].startswith(traceparent_of(discover))


@pytest.mark.parametrize("transport", ["jsonrpc", "http_json"])
async def test_the_extended_card_request_carries_its_discovery_span(recording_agent, instrumented, spans, transport):
    async with ea.connect(recording_agent.base_url, transport=transport) as client:
        before = len(recording_agent.requests)
        await ea.fetch_extended_card(client)
        extended_requests = recording_agent.requests[before:]
    discover = [span for span in spans("a2a.agent.discover") if span.attributes["aitf.a2a.method"] != "agent_card/get"]
    (extended,) = discover
    assert extended.attributes["aitf.a2a.method"] == "agent/getAuthenticatedExtendedCard"
    (request,) = extended_requests
    assert request["headers"]["traceparent"].startswith(traceparent_of(extended))


async def test_the_server_span_nests_under_an_asgi_server_span(tracer_provider, instrumented, spans, exporter):
    """With opentelemetry-instrumentation-asgi in front of the agent: A2A CLIENT -> HTTP SERVER
    (asgi) -> A2A SERVER, not two siblings under the client span."""
    from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

    def in_asgi_instrumentation(app):
        # As a user adds it to the SDK's Starlette (1.x) or FastAPI (0.3) app; FastAPI then leaves
        # the HTTP span to it.
        app.add_middleware(OpenTelemetryMiddleware, tracer_provider=tracer_provider)
        return app

    with ea.EchoAgent("asgi-agent", wrap_app=in_asgi_instrumentation) as agent:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    (client_span,) = spans("a2a.message.send")
    (server_span,) = spans("a2a.message.send", SpanKind.SERVER)
    (http_server,) = [
        span
        for span in exporter.get_finished_spans()
        if span.kind is SpanKind.SERVER
        and span.name.startswith("POST")
        and span.parent is not None
        and span.parent.span_id == client_span.context.span_id
    ]
    assert http_server.parent.is_remote
    assert server_span.parent.span_id == http_server.context.span_id
    assert server_span.context.trace_id == client_span.context.trace_id


async def test_the_server_span_nests_under_a_grpc_server_span(tracer_provider, instrumented, spans, exporter):
    """With opentelemetry-instrumentation-grpc's server interceptor: A2A CLIENT -> RPC SERVER ->
    A2A SERVER."""
    if SDK_LINE == "0.3":
        # 0.3's gRPC transport carries trace context from a2a-sdk 0.3.15 on: the full suite's release.
        from a2a.client.transports.grpc import GrpcTransport

        assert "_get_grpc_metadata" in vars(GrpcTransport)
    from opentelemetry.instrumentation.grpc import aio_server_interceptor

    interceptor = aio_server_interceptor(tracer_provider=tracer_provider)
    with ea.EchoAgent("grpc-agent", grpc_interceptors=[interceptor]) as agent:
        async with ea.connect(agent.base_url, transport="grpc", streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    (client_span,) = spans("a2a.message.send")
    (server_span,) = spans("a2a.message.send", SpanKind.SERVER)
    (rpc_server,) = [
        span
        for span in exporter.get_finished_spans()
        if span.kind is SpanKind.SERVER and not span.name.startswith("a2a.")
    ]
    assert rpc_server.parent.span_id == client_span.context.span_id
    assert server_span.parent.span_id == rpc_server.context.span_id
    assert server_span.context.trace_id == client_span.context.trace_id
