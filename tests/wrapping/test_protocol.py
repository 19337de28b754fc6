"""The whole protocol, both sides, one trace across agents: against real a2a-sdk agents."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ParentBased
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import GLOBAL_EXPORTER, SDK_LINE, drain, instrumented_by
from opentelemetry import baggage, context, trace

TRANSPORTS = ["jsonrpc", "http_json", "grpc"]


@pytest.fixture(scope="module")
def agent_b() -> Iterator[ea.EchoAgent]:
    with ea.EchoAgent("agent-b") as running:
        yield running


@pytest.fixture(scope="module")
def agent_c() -> Iterator[ea.EchoAgent]:
    with ea.EchoAgent("agent-c") as running:
        yield running


def assert_child_of(child, parent) -> None:
    """``child`` is ``parent``'s child, or the child of an HTTP server span the web framework made
    itself under ``parent`` (FastAPI, which 0.3's apps are built on, traces requests on its own
    through the global provider: our SERVER span then nests under it, as it should)."""
    parent_id = child.parent.span_id
    for _ in range(5):
        if parent_id == parent.context.span_id:
            return
        between = _framework_span(parent_id)
        assert between is not None, f"{child.name} is not under {parent.name}"
        assert between.instrumentation_scope.name != "opentelemetry.instrumentation.a2a", between.name
        parent_id = between.parent.span_id
    raise AssertionError(f"{child.name} is not under {parent.name}")


def _framework_span(span_id: int):
    # The framework's request span may end a moment after the client got its answer.
    for _ in range(100):
        for span in GLOBAL_EXPORTER.get_finished_spans():
            if span.context.span_id == span_id:
                return span
        time.sleep(0.01)
    return None


# -- server spans -----------------------------------------------------------------------------


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_server_span_mirrors_the_client_span(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
    (client_span,) = spans("a2a.message.send")
    (server_span,) = spans("a2a.message.send", SpanKind.SERVER)
    assert server_span.name == "a2a.message.send echo-agent"
    assert_child_of(server_span, client_span)
    assert server_span.context.trace_id == client_span.context.trace_id
    assert server_span.status.status_code is StatusCode.UNSET
    attributes = dict(server_span.attributes)
    assert attributes.pop("aitf.a2a.task.context_id") == client_span.attributes["aitf.a2a.task.context_id"]
    # Who called and where: checked in test_server_spans_name_the_caller_and_the_address_reached.
    for peer_attribute in ("client.address", "client.port", "server.address", "server.port"):
        attributes.pop(peer_attribute, None)
    assert attributes == {
        "aitf.a2a.method": "message/send",
        "aitf.a2a.agent.name": "echo-agent",
        "aitf.a2a.transport": transport,
        "aitf.a2a.interaction_mode": "sync",
        "aitf.a2a.message.id": client_span.attributes["aitf.a2a.message.id"],
        "aitf.a2a.message.role": "user",
        "aitf.a2a.message.parts_count": 1,
        "aitf.a2a.task.id": ea.item_task_id(item),
        "aitf.a2a.task.state": "completed",
        "aitf.a2a.task.artifacts_count": 1,
    }
    # The agent's executor ran under the server span.
    arrival = agent.observed[-1]
    assert (arrival["trace_id"], arrival["span_id"]) == (server_span.context.trace_id, server_span.context.span_id)


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_server_stream_span(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport) as client:
        items = await drain(client.send_message(ea.user_message("stream")))
    (client_span,) = spans("a2a.message.stream")
    (server_span,) = spans("a2a.message.stream", SpanKind.SERVER)
    assert_child_of(server_span, client_span)
    assert server_span.attributes["aitf.a2a.stream.events_count"] == len(items) == 5
    assert server_span.attributes["aitf.a2a.interaction_mode"] == "stream"
    assert server_span.attributes["aitf.a2a.task.state"] == "completed"
    assert [event.attributes.get("aitf.a2a.stream.event_type") for event in server_span.events][1:] == [
        event.attributes.get("aitf.a2a.stream.event_type") for event in client_span.events
    ][1:]


@pytest.mark.usefixtures("instrumented")
async def test_server_errors_caused_by_the_caller_leave_status_unset(agent, spans):
    async with ea.connect(agent.base_url) as client:
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await client.get_task(ea.get_task_request("no-such-task"))
    (client_span,) = spans("a2a.task.get")
    (server_span,) = spans("a2a.task.get", SpanKind.SERVER)
    assert client_span.status.status_code is StatusCode.ERROR
    assert server_span.status.status_code is StatusCode.UNSET
    assert server_span.attributes["aitf.a2a.jsonrpc.error_code"] == -32001
    assert server_span.attributes["aitf.a2a.task.id"] == "no-such-task"


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_error_type_is_the_same_on_both_sdk_lines_and_sides(agent, spans, transport):
    """Task not found: error.type is the JSON-RPC code (the OpenTelemetry A2A draft's rule), for the
    client and the server alike, on both SDK lines; only 0.3's HTTP+JSON and gRPC clients, whose
    transports keep nothing of the error but the protocol's status, say 404 and NOT_FOUND."""
    async with ea.connect(agent.base_url, transport=transport) as client:
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await client.get_task(ea.get_task_request("no-such-task"))
    (client_span,) = spans("a2a.task.get")
    (server_span,) = spans("a2a.task.get", SpanKind.SERVER)
    assert server_span.attributes["error.type"] == "-32001"
    expected = {("0.3", "http_json"): "404", ("0.3", "grpc"): "NOT_FOUND"}.get((SDK_LINE, transport), "-32001")
    assert client_span.attributes["error.type"] == expected


@pytest.mark.usefixtures("instrumented")
async def test_failed_task_is_an_error_on_both_sides_rejected_only_for_the_caller(agent, spans):
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(client.send_message(ea.user_message("fail")))
        await drain(client.send_message(ea.user_message("reject")))
    failed_client, rejected_client = spans("a2a.message.send")
    failed_server, rejected_server = spans("a2a.message.send", SpanKind.SERVER)
    assert failed_client.status.status_code is StatusCode.ERROR
    assert failed_server.status.status_code is StatusCode.ERROR
    assert rejected_client.status.status_code is StatusCode.ERROR
    assert rejected_server.status.status_code is StatusCode.UNSET
    assert rejected_server.attributes["aitf.a2a.task.state"] == "rejected"


# -- the rest of the client protocol ----------------------------------------------------------


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_resubscribe_streams_a_running_task(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport, streaming=False, polling=True) as poller:
        (item,) = await drain(poller.send_message(ea.user_message("ticks 50")))
        task_id = ea.item_task_id(item)
        async with ea.connect(agent.base_url, transport=transport) as client:
            stream = ea.resubscribe(client, task_id)
            async for _ in stream:
                break
            await stream.aclose()
        await poller.cancel_task(ea.cancel_task_request(task_id))
    (span,) = spans("a2a.task.resubscribe")
    assert span.name == "a2a.task.resubscribe echo-agent"
    assert span.kind is SpanKind.CLIENT
    assert span.attributes["aitf.a2a.method"] == "tasks/resubscribe"
    assert span.attributes["aitf.a2a.task.id"] == task_id
    assert span.attributes["aitf.a2a.transport"] == transport
    assert span.attributes["aitf.a2a.interaction_mode"] == "stream"
    assert span.attributes["aitf.a2a.stream.events_count"] == 1
    # 0.3 streams the task's next event, 1.x first the task as it stands.
    assert span.attributes.get("aitf.a2a.task.state") in (None, "submitted", "working")
    assert span.status.status_code is StatusCode.UNSET
    (server_span,) = spans("a2a.task.resubscribe", SpanKind.SERVER)
    assert_child_of(server_span, span)


@pytest.mark.usefixtures("instrumented")
async def test_resubscribe_to_a_finished_task_records_the_error(agent, spans):
    async with ea.connect(agent.base_url) as client:
        items = await drain(client.send_message(ea.user_message("hello")))
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await drain(ea.resubscribe(client, ea.item_task_id(items[0])))
    (span,) = spans("a2a.task.resubscribe")
    assert span.status.status_code is StatusCode.ERROR
    # 0.3 answers InvalidParams, 1.x UnsupportedOperation.
    assert span.attributes["aitf.a2a.jsonrpc.error_code"] == (-32602 if SDK_LINE == "0.3" else -32004)


SECRET_URL = "https://hook-user:hook-pw@hooks.example.com:8443/a2a/callback?token=url-secret"
SECRET_TOKEN = "push-token-secret"


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_push_config_spans_record_where_updates_go_and_no_secret(agent, transport, spans, exporter):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        task_id = ea.item_task_id(item)
        await ea.set_push_config(client, task_id, "cfg-1", SECRET_URL, SECRET_TOKEN)
        fetched = await ea.get_push_config(client, task_id, "cfg-1")
        extra = []
        if SDK_LINE == "1":
            listed = await ea.line.list_push_configs(client, task_id)
            assert len(listed.configs) == 1
            await ea.line.delete_push_config(client, task_id, "cfg-1")
            extra = ["a2a.push_config.list", "a2a.push_config.delete"]
    assert fetched is not None
    names = [span.name.split(" ")[0] for span in spans("a2a.push_config")]
    assert names == ["a2a.push_config.set", "a2a.push_config.get", *extra]
    for span in spans("a2a.push_config"):
        assert span.attributes["aitf.a2a.task.id"] == task_id
        assert span.attributes["aitf.a2a.transport"] == transport
        assert span.status.status_code is StatusCode.UNSET
    set_span, get_span = spans("a2a.push_config")[:2]
    for span in (set_span, get_span):
        assert span.attributes["aitf.a2a.push_notification.origin"] == "https://hooks.example.com:8443"
        assert span.attributes["aitf.a2a.push_notification.config_id"] == "cfg-1"
    if SDK_LINE == "1":
        assert spans("a2a.push_config.list")[0].attributes["aitf.a2a.push_notification.configs_count"] == 1
    # No secret of the push configuration in any span, event or status, client or server.
    for span in exporter.get_finished_spans():
        texts = [str(value) for value in span.attributes.values()]
        texts += [str(value) for event in span.events for value in event.attributes.values()]
        texts.append(span.status.description or "")
        leaked = [text for text in texts if any(s in text for s in ("hook-pw", "url-secret", SECRET_TOKEN))]
        assert not leaked, (span.name, leaked)


@pytest.mark.usefixtures("instrumented")
async def test_push_config_not_supported_is_recorded(plain_agent, spans):
    async with ea.connect(plain_agent.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await ea.set_push_config(client, ea.item_task_id(item), "cfg-1", SECRET_URL, SECRET_TOKEN)
    (span,) = spans("a2a.push_config.set")
    assert span.status.status_code is StatusCode.ERROR
    # 1.x: PushNotificationNotSupportedError; a 0.3 agent answers with an internal error.
    assert span.attributes["aitf.a2a.jsonrpc.error_code"] == (-32603 if SDK_LINE == "0.3" else -32003)
    assert span.attributes["aitf.a2a.push_notification.origin"] == "https://hooks.example.com:8443"


@pytest.mark.skipif(SDK_LINE != "1", reason="tasks/list exists on a2a-sdk 1.x only")
@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_list_tasks(agent, transport, spans):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        await drain(client.send_message(ea.user_message("hello")))
        listed = await ea.line.list_tasks(client)
    (span,) = spans("a2a.task.list")
    assert span.name == "a2a.task.list echo-agent"
    assert span.attributes["aitf.a2a.method"] == "tasks/list"
    assert span.attributes["aitf.a2a.tasks.count"] == len(listed.tasks) >= 1
    (server_span,) = spans("a2a.task.list", SpanKind.SERVER)
    assert server_span.attributes["aitf.a2a.tasks.count"] == len(listed.tasks)


@pytest.mark.usefixtures("instrumented")
async def test_grpc_client_span(agent, spans):
    async with ea.connect(agent.base_url, transport="grpc", streaming=False) as client:
        await drain(client.send_message(ea.user_message("hello")))
    (span,) = spans("a2a.message.send")
    assert span.attributes["aitf.a2a.transport"] == "grpc"
    assert span.attributes["aitf.a2a.agent.url"] == agent.grpc_target
    assert span.attributes["server.address"] == "127.0.0.1"
    assert span.attributes["server.port"] == agent.grpc_port
    assert "url.full" not in span.attributes  # a gRPC target is not a URL


# -- one trace across agents -------------------------------------------------------------------


def assert_chain(spans_by_kind, transport):
    """test -> CLIENT(agent-b) -> SERVER(agent-b) -> CLIENT(agent-c) -> SERVER(agent-c), one trace."""
    client_b = spans_by_kind("a2a.message.send agent-b")
    server_b = spans_by_kind("a2a.message.send agent-b", SpanKind.SERVER)
    client_c = spans_by_kind("a2a.message.send agent-c")
    server_c = spans_by_kind("a2a.message.send agent-c", SpanKind.SERVER)
    assert [len(found) for found in (client_b, server_b, client_c, server_c)] == [1, 1, 1, 1]
    chain = [client_b[0], server_b[0], client_c[0], server_c[0]]
    assert len({span.context.trace_id for span in chain}) == 1
    for parent, child in itertools.pairwise(chain):
        assert_child_of(child, parent)
    assert [span.kind for span in chain] == [SpanKind.CLIENT, SpanKind.SERVER, SpanKind.CLIENT, SpanKind.SERVER]
    assert all(span.attributes["aitf.a2a.transport"] == transport for span in chain)
    # B discovered C from inside its executor: that discovery is in the same trace too.
    (discover_c,) = [
        span
        for span in spans_by_kind("a2a.agent.discover")
        if span.parent is not None and span.parent.span_id == server_b[0].context.span_id
    ]
    assert discover_c.attributes["aitf.a2a.agent.name"] == "agent-c"
    return chain


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_three_agents_one_trace(agent_b, agent_c, transport, spans, tracer):
    async with ea.connect(agent_b.base_url, transport=transport, streaming=False) as client:
        with tracer.start_as_current_span("caller") as caller:
            items = await drain(client.send_message(ea.user_message(f"relay {transport} {agent_c.base_url} hi")))
    assert ea.line.result_text(items[-1]) == "echo: hi"
    chain = assert_chain(spans, transport)
    assert chain[0].parent.span_id == caller.get_span_context().span_id
    arrival_at_c = agent_c.observed[-1]
    assert arrival_at_c["text"] == "hi"
    assert arrival_at_c["trace_id"] == chain[0].context.trace_id
    assert arrival_at_c["span_id"] == chain[3].context.span_id


@pytest.mark.usefixtures("instrumented")
@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_baggage_arrives_at_the_third_agent(agent_b, agent_c, transport, spans):
    token = context.attach(baggage.set_baggage("tenant", "acme"))
    try:
        async with ea.connect(agent_b.base_url, transport=transport, streaming=False) as client:
            await drain(client.send_message(ea.user_message(f"relay {transport} {agent_c.base_url} bag")))
    finally:
        context.detach(token)
    assert_chain(spans, transport)
    assert agent_b.observed[-1]["baggage"] == {"tenant": "acme"}
    assert agent_c.observed[-1]["text"] == "bag"
    assert agent_c.observed[-1]["baggage"] == {"tenant": "acme"}


async def test_the_sampled_flag_is_never_forced(agent):
    # A root that is sampled out: its children, remote ones included, stay sampled out.
    exporter = InMemorySpanExporter()
    provider = TracerProvider(sampler=ParentBased(ALWAYS_OFF))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with instrumented_by(tracer_provider=provider):
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("unsampled")))
    arrival = agent.observed[-1]
    assert arrival["text"] == "unsampled"
    # trace-flags bit 0 is "sampled" (other bits, such as W3C level 2's "random", may be set).
    assert int(arrival["traceparent"].rsplit("-", 1)[1], 16) & 0x01 == 0
    assert exporter.get_finished_spans() == ()


@pytest.mark.usefixtures("instrumented")
async def test_the_callers_context_is_not_mutated(agent, spans):
    if SDK_LINE == "0.3":
        from a2a.client.middleware import ClientCallContext

        headers = {"x-caller": "kept"}
        call_context = ClientCallContext(state={"http_kwargs": {"headers": headers}})
        seen_by_caller = lambda: call_context.state["http_kwargs"]["headers"]  # noqa: E731
    else:
        from a2a.client.client import ClientCallContext

        call_context = ClientCallContext(service_parameters={"x-caller": "kept"})
        seen_by_caller = lambda: call_context.service_parameters  # noqa: E731
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(client.send_message(ea.user_message("own context"), context=call_context))
        await drain(client.send_message(ea.user_message("own context again"), context=call_context))
    assert seen_by_caller() == {"x-caller": "kept"}
    first, second = agent.observed[-2:]
    assert first["headers"]["x-caller"] == second["headers"]["x-caller"] == "kept"
    client_spans = spans("a2a.message.send")
    # Each call carried its own span's context, not one left behind by the other.
    assert first["traceparent"].split("-")[2] == format(client_spans[0].context.span_id, "016x")
    assert second["traceparent"].split("-")[2] == format(client_spans[1].context.span_id, "016x")


async def test_alongside_httpx_instrumentation(agent, tracer_provider, instrumented, spans, exporter):
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor

    httpx_instrumentor = HTTPXClientInstrumentor()
    httpx_instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("with httpx")))
    finally:
        httpx_instrumentor.uninstrument()
    (a2a_client,) = spans("a2a.message.send")
    (a2a_server,) = spans("a2a.message.send", SpanKind.SERVER)
    http_spans = [span for span in exporter.get_finished_spans() if span.name == "POST"]
    (http_client,) = [span for span in http_spans if span.parent and span.parent.span_id == a2a_client.context.span_id]
    # A2A CLIENT -> HTTP CLIENT -> A2A SERVER: one trace, no duplicate or broken parentage.
    assert http_client.kind is SpanKind.CLIENT
    assert_child_of(a2a_server, http_client)
    assert len({a2a_client.context.trace_id, http_client.context.trace_id, a2a_server.context.trace_id}) == 1
    assert trace.get_current_span().get_span_context().is_valid is False


# -- the OpenTelemetry GenAI / A2A draft names, opt-in -----------------------------------------

DRAFT_NAMES = (
    "a2a.method.name",
    "a2a.task.id",
    "a2a.task.state",
    "a2a.message.id",
    "gen_ai.agent.name",
    "gen_ai.conversation.id",
)


@pytest.mark.parametrize("opt_in", ["gen_ai_latest_experimental", "http,gen_ai_latest_experimental", None])
async def test_genai_draft_names_are_opt_in(agent, tracer_provider, spans, monkeypatch, opt_in):
    """The OpenTelemetry A2A draft's attributes (semantic-conventions-genai model/a2a), mirrored
    from the AITF ones, only when opted in; never gen_ai.operation.name, which the draft reserves
    for higher-level agent operations."""
    if opt_in is None:
        monkeypatch.delenv("OTEL_SEMCONV_STABILITY_OPT_IN", raising=False)
    else:
        monkeypatch.setenv("OTEL_SEMCONV_STABILITY_OPT_IN", opt_in)
    with instrumented_by(tracer_provider=tracer_provider):
        async with ea.connect(agent.base_url, streaming=False) as client:
            (item,) = await drain(client.send_message(ea.user_message("hello")))
            task_id = ea.item_task_id(item)
            await client.get_task(ea.get_task_request(task_id))
            # A follow-up message that references the first task.
            follow_up = ea.user_message("again")
            if SDK_LINE == "0.3":
                follow_up.reference_task_ids = [task_id]
            else:
                follow_up.message.reference_task_ids.append(task_id)
            await drain(client.send_message(follow_up))
    send_client, follow_client = spans("a2a.message.send")
    send_server = spans("a2a.message.send", SpanKind.SERVER)[0]
    get_client = spans("a2a.task.get")[0]
    discover = spans("a2a.agent.discover")[0]
    every = (send_client, follow_client, send_server, get_client, discover)
    assert not [span.name for span in every if "gen_ai.operation.name" in span.attributes]
    if opt_in is None:
        for span in every:
            assert not {
                name
                for name in span.attributes
                if not name.startswith(("aitf.", "server.", "client.", "url.", "error.", "http."))
            }, span.name
        return
    context_id = send_client.attributes["aitf.a2a.task.context_id"]
    for span in (send_client, send_server):
        assert {name: span.attributes[name] for name in DRAFT_NAMES} == {
            "a2a.method.name": "SendMessage",
            "a2a.task.id": task_id,
            "a2a.task.state": "TASK_STATE_COMPLETED",
            "a2a.message.id": send_client.attributes["aitf.a2a.message.id"],
            "gen_ai.agent.name": "echo-agent",
            "gen_ai.conversation.id": context_id,
        }
    assert list(follow_client.attributes["a2a.message.reference_task_ids"]) == [task_id]
    assert "a2a.message.reference_task_ids" not in send_client.attributes
    assert get_client.attributes["a2a.method.name"] == "GetTask"
    assert get_client.attributes["a2a.task.id"] == task_id
    assert get_client.attributes["gen_ai.conversation.id"] == context_id
    assert discover.attributes["a2a.method.name"] == "GetAgentCard"
    assert discover.attributes["gen_ai.agent.name"] == "echo-agent"
    assert discover.attributes["gen_ai.agent.version"] == "1.0.0"
    assert discover.attributes["gen_ai.agent.description"] == "Echoes what it is told"
    assert discover.attributes["a2a.protocol.version"] == discover.attributes["aitf.a2a.protocol.version"]


@pytest.mark.skipif(SDK_LINE == "0.3", reason="A2A 1.0 requests carry a tenant; 0.3 requests have none")
async def test_the_draft_names_record_a_request_tenant(agent, tracer_provider, spans, monkeypatch):
    from a2a.types import SendMessageRequest

    monkeypatch.setenv("OTEL_SEMCONV_STABILITY_OPT_IN", "gen_ai_latest_experimental")
    with instrumented_by(tracer_provider=tracer_provider):
        async with ea.connect(agent.base_url, streaming=False) as client:
            request = SendMessageRequest(message=ea.user_message("hello").message, tenant="billing")
            await drain(client.send_message(request))
    (span,) = spans("a2a.message.send")
    assert span.attributes["a2a.tenant"] == "billing"


# -- who called a SERVER span ------------------------------------------------------------------


@pytest.mark.parametrize("transport", TRANSPORTS)
async def test_server_spans_name_the_caller_and_the_address_reached(agent, instrumented, spans, transport):
    async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
        await drain(client.send_message(ea.user_message("hello")))
    (server_span,) = spans("a2a.message.send", SpanKind.SERVER)
    attributes = server_span.attributes
    assert attributes["client.address"] == "127.0.0.1"
    assert 0 < attributes["client.port"] < 65536
    assert attributes["client.port"] not in (agent.port, agent.grpc_port)
    if transport == "grpc":
        # The gRPC servicer context names the peer only; where it was reached is not exposed.
        assert "server.address" not in attributes
    else:
        assert (attributes["server.address"], attributes["server.port"]) == ("127.0.0.1", agent.port)
