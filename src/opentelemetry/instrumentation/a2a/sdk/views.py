"""What the instrumentation reads from a2a-sdk objects, in the seed's vocabulary.

Each SDK adapter (``v03``, ``v1``) turns its SDK line's objects into these small, immutable views;
everything above ``sdk/`` works on views only and never touches an SDK type. The views hold
normalized values: task states as the A2A v0.3 wire strings (``completed``, ``input-required``),
roles ``user``/``agent``, transports ``jsonrpc``/``http_json``/``grpc``, and ``None`` for absent
or empty ids.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..conventions.semconv import TaskStateValues, TransportValues

# A2A: a task in one of these states will not change again.
TERMINAL_STATES = frozenset(
    {
        TaskStateValues.COMPLETED,
        TaskStateValues.CANCELED,
        TaskStateValues.FAILED,
        TaskStateValues.REJECTED,
    }
)
# A2A: the task waits for the client; the stream of this turn ends.
INTERRUPTED_STATES = frozenset({TaskStateValues.INPUT_REQUIRED, TaskStateValues.AUTH_REQUIRED})
TURN_ENDING_STATES = TERMINAL_STATES | INTERRUPTED_STATES

# TransportProtocol values of both SDK lines (A2A spec: "JSONRPC", "GRPC", "HTTP+JSON").
TRANSPORT_BY_PROTOCOL = {
    "JSONRPC": TransportValues.JSONRPC,
    "GRPC": TransportValues.GRPC,
    "HTTP+JSON": TransportValues.HTTP_JSON,
}


class MessageView(NamedTuple):
    message_id: str | None
    role: str | None
    parts_count: int
    context_id: str | None
    task_id: str | None
    reference_task_ids: tuple[str, ...] = ()


class ItemView(NamedTuple):
    """A Task, a Message, or a streamed status/artifact update."""

    event_type: str  # StreamEventTypeValues
    task_id: str | None
    context_id: str | None
    state: str | None
    is_final: bool
    artifact_ids: tuple[str, ...]
    message: MessageView | None


class ErrorView(NamedTuple):
    code: int | None  # JSON-RPC error code (A2A v0.3 section 8)
    message: str | None
    http_status: int | None
    grpc_status: str | None = None  # the gRPC status name, when only gRPC's error reached us


class ClientTarget(NamedTuple):
    """Where a client's calls go."""

    agent_name: str | None
    transport: str | None
    url: str | None  # the interface URL the client uses, unredacted


class PushConfigView(NamedTuple):
    task_id: str | None
    config_id: str | None
    url: str | None  # unredacted: only its origin is ever recorded


class RequestView(NamedTuple):
    """What a request says about its target."""

    task_id: str | None = None
    context_id: str | None = None
    message: MessageView | None = None
    push: PushConfigView | None = None
    tenant: str | None = None  # A2A 1.0 requests' routing id (a2a-sdk 1.x)


class CardView(NamedTuple):
    """The facts of an Agent Card the conventions record (unset fields are ``None``)."""

    url: str | None
    name: str | None
    version: str | None
    organization: str | None
    skill_ids: tuple[str, ...]
    streaming: bool | None
    push_notifications: bool | None
    protocol_version: str | None
    transport: str | None
    description: str | None = None


class PartView(NamedTuple):
    """One message or artifact part, for content capture: never file bytes."""

    kind: str  # text | data | file
    text: str | None = None
    data: Any = None
    name: str | None = None
    mime_type: str | None = None
    uri: str | None = None


class MessageContent(NamedTuple):
    message: MessageView
    parts: tuple[PartView, ...]


class ArtifactContent(NamedTuple):
    artifact_id: str | None
    name: str | None
    parts: tuple[PartView, ...]


class ContentView(NamedTuple):
    """The content an item carries: its message (or a task's status message) and artifacts."""

    messages: tuple[MessageContent, ...] = ()
    artifacts: tuple[ArtifactContent, ...] = ()


class ResultView(NamedTuple):
    """What a unary call's result says (one of the fields is set, or none for an empty result)."""

    item: ItemView | None = None
    push: PushConfigView | None = None
    card: CardView | None = None
    tasks_count: int | None = None
    configs_count: int | None = None


def text_or_none(value: object) -> str | None:
    """A non-empty string, or ``None`` (absent, empty, or not a string at all)."""
    return value if isinstance(value, str) and value else None


def bool_or_none(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def grpc_status_of(exc: BaseException) -> str | None:
    """The status name (``NOT_FOUND``) of a gRPC error that reached the caller as it is (0.3's gRPC
    transport does not translate them). Only grpc's own exception classes are asked."""
    if not type(exc).__module__.startswith("grpc"):
        return None
    code = getattr(exc, "code", None)
    name = getattr(code(), "name", None) if callable(code) else None
    return name if isinstance(name, str) else None


def http_status_of(exc: BaseException) -> int | None:
    """The HTTP status of the response behind ``exc``, when one was received.

    Both SDK lines raise their errors ``from`` httpx's ``HTTPStatusError``; a status the SDK
    makes up for a connection failure (0.3 reports 503 for any network error) is not a response.
    """
    response = getattr(exc.__cause__, "response", None)
    status = getattr(response, "status_code", None)
    return status if isinstance(status, int) and not isinstance(status, bool) else None
