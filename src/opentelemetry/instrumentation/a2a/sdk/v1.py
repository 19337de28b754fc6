"""Adapter for a2a-sdk 1.x: protobuf types, `StreamResponse` oneofs, `A2AError` classes."""

from __future__ import annotations

from typing import Any

from a2a.types import Role, TaskState
from a2a.utils.errors import JSON_RPC_ERROR_CODE_MAP

from ..semconv import RoleValues, StreamEventTypeValues, TaskStateValues
from .transports import transport_kind, transport_url
from .views import (
    TRANSPORT_BY_PROTOCOL,
    TURN_ENDING_STATES,
    CardView,
    ClientTarget,
    ErrorView,
    ItemView,
    MessageView,
    http_status_of,
    text_or_none,
)

LINE = "1"
BASE_CLIENT_MODULE = "a2a.client.base_client"
CARD_RESOLVER_MODULE = "a2a.client.card_resolver"
# The BaseClient method that fetches the authenticated extended card.
EXTENDED_CARD_METHOD = "get_extended_agent_card"


def _state_name(number: int) -> str:
    # TASK_STATE_INPUT_REQUIRED -> input-required: the A2A v0.3 wire spelling the seed uses.
    name = TaskState.Name(number).removeprefix("TASK_STATE_")
    return TaskStateValues.UNKNOWN if name == "UNSPECIFIED" else name.lower().replace("_", "-")


_STATE_BY_NUMBER = {number: _state_name(number) for number in TaskState.values()}
_ROLE_BY_NUMBER = {Role.ROLE_USER: RoleValues.USER, Role.ROLE_AGENT: RoleValues.AGENT}
# StreamResponse `payload` oneof field -> the A2A v0.3 `kind` of the same item.
_EVENT_TYPE_BY_PAYLOAD = {
    "task": StreamEventTypeValues.TASK,
    "message": StreamEventTypeValues.MESSAGE,
    "status_update": StreamEventTypeValues.STATUS_UPDATE,
    "artifact_update": StreamEventTypeValues.ARTIFACT_UPDATE,
}


def _state(number: int) -> str:
    return _STATE_BY_NUMBER.get(number, TaskStateValues.UNKNOWN)


def _card_interface_url(card: Any, kind: str | None) -> str | None:
    for interface in card.supported_interfaces:
        if TRANSPORT_BY_PROTOCOL.get(interface.protocol_binding) == kind:
            return text_or_none(interface.url)
    return None


def client_target(client: Any) -> ClientTarget:
    card = client._card
    transport = client._transport
    kind = transport_kind(transport)
    # gRPC transports hold a channel, not a URL: take the card's interface for that transport.
    url = transport_url(transport) or _card_interface_url(card, kind)
    return ClientTarget(text_or_none(card.name), kind, url)


def uses_streaming(client: Any) -> bool:
    # The rule of BaseClient.send_message / subscribe.
    return bool(client._config.streaming and client._card.capabilities.streaming)


def extended_card_requested(client: Any) -> bool:
    # The transports return the card they hold unless the card offers an extended card.
    return bool(client._card.capabilities.extended_agent_card)


def message_view(message: Any) -> MessageView:
    return MessageView(
        message_id=text_or_none(message.message_id),
        role=_ROLE_BY_NUMBER.get(message.role),
        parts_count=len(message.parts),
        context_id=text_or_none(message.context_id),
        task_id=text_or_none(message.task_id),
    )


def outgoing_message(args: tuple, kwargs: dict) -> MessageView | None:
    """The Message of `BaseClient.send_message(request: SendMessageRequest, ...)`."""
    request = args[0] if args else kwargs.get("request")
    if request is None or not request.HasField("message"):
        return None
    return message_view(request.message)


def request_task_id(args: tuple, kwargs: dict) -> str | None:
    """The task id of a GetTaskRequest / CancelTaskRequest / SubscribeToTaskRequest."""
    request = args[0] if args else kwargs.get("request")
    return text_or_none(getattr(request, "id", None))


def describe_task(task: Any) -> ItemView:
    state = _state(task.status.state)
    return ItemView(
        event_type=StreamEventTypeValues.TASK,
        task_id=text_or_none(task.id),
        context_id=text_or_none(task.context_id),
        state=state,
        is_final=state in TURN_ENDING_STATES,
        artifact_ids=tuple(artifact.artifact_id for artifact in task.artifacts),
        message=None,
    )


def describe_item(item: Any) -> ItemView:
    """One `StreamResponse` of `send_message` / `subscribe`."""
    payload = item.WhichOneof("payload")
    if payload == "task":
        return describe_task(item.task)
    if payload == "status_update":
        update = item.status_update
        state = _state(update.status.state)
        # 1.x has no `final` flag: a terminal or interrupted state ends the stream (as the
        # SDK's own v0.3 conversion decides it).
        return ItemView(
            StreamEventTypeValues.STATUS_UPDATE,
            text_or_none(update.task_id),
            text_or_none(update.context_id),
            state,
            state in TURN_ENDING_STATES,
            (),
            None,
        )
    if payload == "artifact_update":
        update = item.artifact_update
        return ItemView(
            StreamEventTypeValues.ARTIFACT_UPDATE,
            text_or_none(update.task_id),
            text_or_none(update.context_id),
            None,
            False,
            (update.artifact.artifact_id,),
            None,
        )
    if payload == "message":
        message = message_view(item.message)
        return ItemView(StreamEventTypeValues.MESSAGE, message.task_id, message.context_id, None, True, (), message)
    raise ValueError("StreamResponse carries no payload")


def describe_card(card: Any) -> CardView:
    capabilities = card.capabilities
    # The first interface is the agent's preferred one (A2A 1.0 AgentCard.supported_interfaces).
    preferred = card.supported_interfaces[0] if card.supported_interfaces else None
    return CardView(
        url=text_or_none(preferred.url) if preferred else None,
        name=text_or_none(card.name),
        version=text_or_none(card.version),
        organization=text_or_none(card.provider.organization) if card.HasField("provider") else None,
        skill_ids=tuple(skill.id for skill in card.skills),
        streaming=capabilities.streaming if capabilities.HasField("streaming") else None,
        push_notifications=(capabilities.push_notifications if capabilities.HasField("push_notifications") else None),
        protocol_version=text_or_none(preferred.protocol_version) if preferred else None,
        transport=TRANSPORT_BY_PROTOCOL.get(preferred.protocol_binding) if preferred else None,
    )


def _json_rpc_code(exc: BaseException) -> int | None:
    # 1.x errors carry no code: the SDK's own class -> code map is the source (A2A v0.3 section 8).
    for cls in type(exc).__mro__:
        code = JSON_RPC_ERROR_CODE_MAP.get(cls)
        if code is not None:
            return code
    return None


def describe_error(exc: BaseException) -> ErrorView:
    code = _json_rpc_code(exc)
    message = text_or_none(getattr(exc, "message", None)) if code is not None else None
    status = getattr(exc, "status_code", None)  # AgentCardResolutionError
    if not isinstance(status, int) or isinstance(status, bool):
        status = http_status_of(exc)
    return ErrorView(code, message, status)
