"""Property-based tests (hypothesis): whatever a peer's objects hold, our code does not raise.

Two contracts, on both SDK lines:

1. On objects the SDK's own types accept (0.3: pydantic models that validate; 1.x: protobuf
   messages with any field values, unknown enum numbers included), every adapter function
   (``describe_*``, ``message_view``, ``client_target``, the canonical JSON view ``wire_*``) and
   the attributes layer never raise, and every attribute value has a type OpenTelemetry accepts.
2. Objects that bypass validation (0.3 ``model_construct`` with wrong types, a 1.x
   ``StreamResponse`` without a payload, anything at all in a stream) may make a ``describe_*`` or
   ``wire_*`` function raise: every caller runs them under ``safety.guarded``. For those the
   guarded caller is tested instead: a stream passes every item through unchanged, counts it, and
   ends its span.
"""

from __future__ import annotations

import asyncio
import types
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from conftest import SDK_LINE
from opentelemetry import context as context_api
from opentelemetry.instrumentation.a2a.sdk import load_adapter
from opentelemetry.instrumentation.a2a.sdk.views import CardView, ItemView, MessageView, RequestView, ResultView
from opentelemetry.instrumentation.a2a.telemetry import attributes as attrs
from opentelemetry.instrumentation.a2a.telemetry.outcome import record_error
from opentelemetry.instrumentation.a2a.wrapping.streams import (
    ExchangeCall,
    ExchangeReaders,
    MessageExchange,
    traced_exchange,
)

adapter = load_adapter()
# Building SDK objects inside strategies touches the `random` module (in the SDK, not in the
# properties): hypothesis warns that this is not reproducible; it does not matter here.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Do not use the `random` module:hypothesis.errors.HypothesisDeprecationWarning"
)
PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

text = st.text(max_size=12)
maybe_text = st.none() | text
ids = st.sampled_from(["", "t-1", "ctx", "é", "a" * 300]) | text
anything = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | text | st.binary(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=8,
)


def assert_valid_attributes(attributes: dict[str, Any]) -> None:
    """Values OpenTelemetry accepts: str, bool, int, float, or a homogeneous sequence of them."""
    for key, value in attributes.items():
        assert isinstance(key, str)
        if isinstance(value, (tuple, list)):
            assert all(isinstance(item, str) for item in value), (key, value)
        else:
            assert isinstance(value, (str, bool, int, float)), (key, value)


# -- SDK objects of each line ---------------------------------------------------------------------

if SDK_LINE == "0.3":
    from a2a.types import (
        AgentCard,
        Message,
        Task,
        TaskArtifactUpdateEvent,
        TaskPushNotificationConfig,
        TaskState,
        TaskStatusUpdateEvent,
    )

    states = st.sampled_from([state.value for state in TaskState])
    part = st.fixed_dictionaries({"kind": st.just("text"), "text": text}) | st.fixed_dictionaries(
        {"kind": st.just("data"), "data": st.dictionaries(text, text, max_size=2)}
    )
    message_json = st.fixed_dictionaries(
        {
            "kind": st.just("message"),
            "messageId": text,
            "role": st.sampled_from(["user", "agent"]),
            "parts": st.lists(part, max_size=3),
        },
        optional={"contextId": text, "taskId": text},
    )
    status_json = st.fixed_dictionaries({"state": states}, optional={"message": message_json})
    artifact_json = st.fixed_dictionaries({"artifactId": text, "parts": st.lists(part, max_size=2)})
    task_json = st.fixed_dictionaries(
        {"kind": st.just("task"), "id": text, "contextId": text, "status": status_json},
        optional={"artifacts": st.lists(artifact_json, max_size=3), "history": st.lists(message_json, max_size=2)},
    )
    status_update_json = st.fixed_dictionaries(
        {
            "kind": st.just("status-update"),
            "taskId": text,
            "contextId": text,
            "status": status_json,
            "final": st.booleans(),
        }
    )
    artifact_update_json = st.fixed_dictionaries(
        {"kind": st.just("artifact-update"), "taskId": text, "contextId": text, "artifact": artifact_json},
        optional={"append": st.booleans(), "lastChunk": st.booleans()},
    )
    messages = message_json.map(Message.model_validate)
    tasks = task_json.map(Task.model_validate)
    events = (
        messages
        | tasks
        | status_update_json.map(TaskStatusUpdateEvent.model_validate)
        | artifact_update_json.map(TaskArtifactUpdateEvent.model_validate)
    )
    # BaseClient items: (Task, update | None) or a Message.
    stream_items = messages | st.tuples(tasks, st.none() | events.filter(lambda event: event.kind != "message"))
    interface = st.fixed_dictionaries(
        {"transport": st.sampled_from(["JSONRPC", "GRPC", "HTTP+JSON", "SOAP"]), "url": text}
    )
    card_json = st.fixed_dictionaries(
        {
            "name": text,
            "description": text,
            "url": text,
            "version": text,
            "capabilities": st.fixed_dictionaries(
                {}, optional={"streaming": st.booleans(), "pushNotifications": st.booleans()}
            ),
            "defaultInputModes": st.lists(text, max_size=2),
            "defaultOutputModes": st.lists(text, max_size=2),
            "skills": st.lists(
                st.fixed_dictionaries(
                    {"id": text, "name": text, "description": text, "tags": st.lists(text, max_size=2)}
                ),
                max_size=3,
            ),
        },
        optional={
            "provider": st.fixed_dictionaries({"organization": text, "url": text}),
            "protocolVersion": text,
            "preferredTransport": st.sampled_from(["JSONRPC", "GRPC", "HTTP+JSON", "SOAP"]),
            "additionalInterfaces": st.lists(interface, max_size=3),
        },
    )
    cards = card_json.map(AgentCard.model_validate)
    push_configs = st.builds(
        lambda task_id, config_id, url: TaskPushNotificationConfig.model_validate(
            {"taskId": task_id, "pushNotificationConfig": {"id": config_id, "url": url}}
        ),
        text,
        st.none() | text,
        text,
    )
    requests = messages | push_configs | st.builds(lambda i: __import__("a2a.types").types.TaskQueryParams(id=i), text)
    results = st.none() | tasks | messages | push_configs | cards | st.lists(push_configs, max_size=3)

    def hostile_model(model: type) -> st.SearchStrategy[Any]:
        """A model built without validation: every field anything at all."""
        fields = list(model.model_fields)
        return st.fixed_dictionaries({}, optional={name: anything for name in fields}).map(
            lambda values: model.model_construct(**values)
        )

    hostile_items = (
        hostile_model(Message)
        | hostile_model(Task)
        | hostile_model(TaskStatusUpdateEvent)
        | hostile_model(TaskArtifactUpdateEvent)
        | st.tuples(hostile_model(Task), anything)
        | anything
    )
    hostile_cards = hostile_model(AgentCard)
else:
    from a2a.types import (
        AgentCapabilities,
        AgentCard,
        AgentInterface,
        AgentProvider,
        AgentSkill,
        Artifact,
        GetTaskRequest,
        ListTaskPushNotificationConfigsResponse,
        ListTasksRequest,
        ListTasksResponse,
        Message,
        Part,
        SendMessageRequest,
        StreamResponse,
        Task,
        TaskArtifactUpdateEvent,
        TaskPushNotificationConfig,
        TaskStatus,
        TaskStatusUpdateEvent,
    )

    # Open enums: a peer may send any number, known or not.
    enum_numbers = st.integers(min_value=-3, max_value=12) | st.integers(min_value=-(2**31), max_value=2**31 - 1)
    parts = st.lists(st.builds(lambda value: Part(text=value), text), max_size=3)

    def _message(message_id, role, message_parts, context_id, task_id):
        return Message(message_id=message_id, role=role, parts=message_parts, context_id=context_id, task_id=task_id)

    messages = st.builds(_message, ids, enum_numbers, parts, ids, ids)
    statuses = st.builds(
        lambda state, message: TaskStatus(state=state, message=message) if message else TaskStatus(state=state),
        enum_numbers,
        st.none() | messages,
    )
    artifacts = st.builds(
        lambda artifact_id, artifact_parts: Artifact(artifact_id=artifact_id, parts=artifact_parts), ids, parts
    )
    tasks = st.builds(
        lambda task_id, context_id, status, task_artifacts, history: Task(
            id=task_id, context_id=context_id, status=status, artifacts=task_artifacts, history=history
        ),
        ids,
        ids,
        statuses,
        st.lists(artifacts, max_size=3),
        st.lists(messages, max_size=2),
    )
    status_updates = st.builds(
        lambda task_id, context_id, status: TaskStatusUpdateEvent(
            task_id=task_id, context_id=context_id, status=status
        ),
        ids,
        ids,
        statuses,
    )
    artifact_updates = st.builds(
        lambda task_id, context_id, artifact, append, last: TaskArtifactUpdateEvent(
            task_id=task_id, context_id=context_id, artifact=artifact, append=append, last_chunk=last
        ),
        ids,
        ids,
        artifacts,
        st.booleans(),
        st.booleans(),
    )
    events = messages | tasks | status_updates | artifact_updates
    stream_items = (
        tasks.map(lambda task: StreamResponse(task=task))
        | messages.map(lambda message: StreamResponse(message=message))
        | status_updates.map(lambda update: StreamResponse(status_update=update))
        | artifact_updates.map(lambda update: StreamResponse(artifact_update=update))
    )
    bindings = st.sampled_from(["JSONRPC", "GRPC", "HTTP+JSON", "SOAP", ""])
    interfaces = st.builds(
        lambda url, binding, version: AgentInterface(url=url, protocol_binding=binding, protocol_version=version),
        ids,
        bindings,
        text,
    )

    def _card(name, version, skills, interfaces_, provider, streaming, push):
        card = AgentCard(name=name, version=version, skills=skills, supported_interfaces=interfaces_)
        if provider is not None:
            card.provider.CopyFrom(AgentProvider(organization=provider, url="https://example.org"))
        capabilities = AgentCapabilities()
        if streaming is not None:
            capabilities.streaming = streaming
        if push is not None:
            capabilities.push_notifications = push
        card.capabilities.CopyFrom(capabilities)
        return card

    cards = st.builds(
        _card,
        ids,
        text,
        st.lists(st.builds(lambda skill_id: AgentSkill(id=skill_id, name="s"), ids), max_size=3),
        st.lists(interfaces, max_size=3),
        st.none() | text,
        st.none() | st.booleans(),
        st.none() | st.booleans(),
    )
    push_configs = st.builds(
        lambda task_id, config_id, url: TaskPushNotificationConfig(task_id=task_id, id=config_id, url=url),
        ids,
        ids,
        text,
    )
    requests = (
        messages.map(lambda message: SendMessageRequest(message=message))
        | st.just(SendMessageRequest())
        | push_configs
        | ids.map(lambda task_id: GetTaskRequest(id=task_id))
        | ids.map(lambda context_id: ListTasksRequest(context_id=context_id))
    )
    results = (
        st.none()
        | tasks
        | messages
        | push_configs
        | cards
        | st.lists(tasks, max_size=2).map(lambda found: ListTasksResponse(tasks=found))
        | st.lists(push_configs, max_size=2).map(lambda found: ListTaskPushNotificationConfigsResponse(configs=found))
    )
    hostile_items = stream_items | st.just(StreamResponse()) | events | anything
    hostile_cards = st.just(AgentCard()) | anything


# -- contract 1: valid objects --------------------------------------------------------------------


@PROPERTIES
@given(item=stream_items)
def test_stream_items(item):
    view = adapter.describe_item(item)
    assert isinstance(view, ItemView)
    assert view.state is None or view.state in attrs.sc.TaskStateValues.__dict__.values()
    if view.message is not None:
        assert_valid_attributes(attrs.message_attributes(view.message))
    assert_valid_attributes(attrs.result_attributes(ResultView(item=view)))
    adapter.wire_item(item)


@PROPERTIES
@given(event=events)
def test_events(event):
    assert isinstance(adapter.describe_event(event), ItemView)
    adapter.wire_event(event)


@PROPERTIES
@given(message=messages)
def test_messages(message):
    view = adapter.message_view(message)
    assert isinstance(view, MessageView)
    assert view.role in (None, "user", "agent")
    assert_valid_attributes(attrs.message_attributes(view))


@PROPERTIES
@given(card=cards)
def test_cards(card):
    view = adapter.describe_card(card)
    assert isinstance(view, CardView)
    attributes: dict[str, Any] = {attrs.sc.AITF_A2A_METHOD: attrs.sc.MethodValues.AGENT_CARD_GET}
    attrs.card_attributes(attributes, view)
    attrs.WITH_DRAFT_NAMES.card(attributes, view)
    assert_valid_attributes(attrs.WITH_DRAFT_NAMES(attributes))
    adapter.wire_card(card)


@PROPERTIES
@given(request=requests)
def test_requests(request):
    view = adapter.describe_request(request)
    assert isinstance(view, RequestView)
    attributes: dict[str, Any] = {}
    attrs.request_attributes(attributes, view)
    assert_valid_attributes(attributes)
    adapter.wire_request(request)


@PROPERTIES
@given(result=results)
def test_results(result):
    view = adapter.describe_result(result)
    assert isinstance(view, ResultView)
    assert_valid_attributes(attrs.result_attributes(view))
    adapter.wire_result(result)


class _Transport:
    def __init__(self, url: Any) -> None:
        self.url = url


@PROPERTIES
@given(
    card=cards,
    transport_class=st.sampled_from(["JsonRpcTransport", "RestTransport", "GrpcTransport", "Unknown"]),
    url=anything,
    method=st.sampled_from(sorted(attrs.METHOD_NAMES)),
    streaming=st.booleans(),
)
def test_client_target(card, transport_class, url, method, streaming):
    transport = type(transport_class, (_Transport,), {})(url)
    client = types.SimpleNamespace(_card=card, _transport=transport, _config=types.SimpleNamespace(streaming=streaming))
    target = adapter.client_target(client)
    assert target.url is None or isinstance(target.url, str)
    assert_valid_attributes(attrs.WITH_DRAFT_NAMES(attrs.target_attributes(target, method)))
    assert isinstance(adapter.uses_streaming(client), bool)


def _error_classes() -> list[type[BaseException]]:
    import a2a.client.errors as client_errors
    import a2a.utils.errors as utils_errors

    found = [Exception, ValueError, asyncio.CancelledError]
    for module in (client_errors, utils_errors):
        found += [value for value in vars(module).values() if isinstance(value, type) and issubclass(value, Exception)]
    return found


@PROPERTIES
@given(cls=st.sampled_from(_error_classes()), message=anything, cause_status=anything, extra=anything)
def test_errors(cls, message, cause_status, extra):
    error = cls.__new__(cls)  # no __init__: attributes are whatever a subclass or a peer left
    error.args = (message,)
    for name in ("message", "error", "code", "status_code", "data"):
        if extra is not None:
            setattr(error, name, extra)
    cause = RuntimeError("the response")
    cause.response = types.SimpleNamespace(status_code=cause_status)
    error.__cause__ = cause
    view = adapter.describe_error(error)
    assert view.code is None or type(view.code) is int
    assert view.http_status is None or type(view.http_status) is int
    assert view.message is None or isinstance(view.message, str)
    # The guarded caller records it, whatever str() of it is.
    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    span = provider.get_tracer("properties").start_span("error")
    record_error(span, error, adapter.describe_error)
    span.end()
    (finished,) = exporter.get_finished_spans()
    assert_valid_attributes(dict(finished.attributes))
    if isinstance(error, Exception):
        assert finished.status.status_code is StatusCode.ERROR
        assert [event.name for event in finished.events] == ["exception"]


# -- contract 2: anything at all, through the guarded callers ------------------------------------


async def _replay(items: list[Any]):
    for item in items:
        yield item


def _exchange(provider: TracerProvider, streaming: bool):
    tracer = provider.get_tracer("properties")
    parent = context_api.get_current()
    readers = ExchangeReaders(adapter.describe_item, adapter.describe_error, adapter.wire_item)

    def start() -> MessageExchange:
        span = tracer.start_span("a2a.message.stream hostile", context=parent, kind=SpanKind.CLIENT)
        call = ExchangeCall("message/stream", streaming, None, None)
        return MessageExchange(span, SpanKind.CLIENT, parent, call, readers)

    return start


@PROPERTIES
@given(items=st.lists(hostile_items, max_size=6), streaming=st.booleans())
def test_anything_in_a_stream_passes_through(items, streaming):
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))

    async def consume() -> list[Any]:
        return [item async for item in traced_exchange(_replay(items), _exchange(provider, streaming))]

    seen = asyncio.run(consume())
    assert len(seen) == len(items) and all(a is b for a, b in zip(seen, items, strict=True))
    (span,) = exporter.get_finished_spans()  # an empty stream too: it was iterated, so it had a span
    assert_valid_attributes(dict(span.attributes))
    if streaming:
        # Exact, whatever the items were: an item we cannot read is still an item of the stream.
        assert span.attributes[attrs.sc.AITF_A2A_STREAM_EVENTS_COUNT] == len(items)


@PROPERTIES
@given(card=hostile_cards)
def test_anything_as_a_card_is_guarded(card):
    """describe_card may raise on a card that bypassed validation; the discovery span's guarded
    reader (``run_in_span``'s on_result) swallows it, returns the card and ends the span."""
    from opentelemetry.instrumentation.a2a.wrapping.calls import run_in_span

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    span = provider.get_tracer("properties").start_span("a2a.agent.discover")

    def on_card(span, card):
        attributes: dict[str, Any] = {}
        attrs.card_attributes(attributes, adapter.describe_card(card))
        span.set_attributes(attributes)

    async def fetch() -> Any:
        return card

    returned = asyncio.run(run_in_span(span, None, fetch, on_card, lambda span, exc: None))
    assert returned is card
    (finished,) = exporter.get_finished_spans()
    assert_valid_attributes(dict(finished.attributes))


@pytest.fixture(autouse=True)
def _quiet_guarded_failures(caplog):
    # Contract 2 makes guarded readers fail on purpose; their log lines are expected there.
    caplog.set_level(100, logger="opentelemetry.instrumentation.a2a")
