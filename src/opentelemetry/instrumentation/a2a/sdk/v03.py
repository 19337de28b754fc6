"""Adapter for a2a-sdk 0.3.x: pydantic types, `(Task, update)` stream tuples, A2AClient*Error."""

from __future__ import annotations

from typing import Any

from a2a.client.errors import A2AClientHTTPError, A2AClientJSONRPCError

from ..semconv import StreamEventTypeValues
from .transports import innermost_transport, transport_kind, transport_url
from .views import (
    TRANSPORT_BY_PROTOCOL,
    TURN_ENDING_STATES,
    CardView,
    ClientTarget,
    ErrorView,
    ItemView,
    MessageView,
    bool_or_none,
    http_status_of,
    text_or_none,
)

LINE = "0.3"
BASE_CLIENT_MODULE = "a2a.client.base_client"
CARD_RESOLVER_MODULE = "a2a.client.card_resolver"
# The BaseClient method that fetches the authenticated extended card.
EXTENDED_CARD_METHOD = "get_card"


def _enum_value(value: Any) -> str | None:
    # TaskState / Role are str Enums: `.value` is the wire string ("input-required", "user").
    return text_or_none(getattr(value, "value", value))


def _card_interface_url(card: Any, kind: str | None) -> str | None:
    if kind is None:
        return None
    if TRANSPORT_BY_PROTOCOL.get(_enum_value(card.preferred_transport) or "JSONRPC") == kind:
        return text_or_none(card.url)
    for interface in card.additional_interfaces or ():
        if TRANSPORT_BY_PROTOCOL.get(_enum_value(interface.transport)) == kind:
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
    # The rule of BaseClient.send_message / resubscribe.
    return bool(client._config.streaming and client._card.capabilities.streaming)


def extended_card_requested(client: Any) -> bool:
    # BaseClient.get_card goes over the wire only while the transport still needs the extended card
    # (the card offers one and it was not fetched yet); otherwise it returns the card it holds.
    needs = getattr(innermost_transport(client._transport), "_needs_extended_card", None)
    if isinstance(needs, bool):
        return needs
    return bool(client._card.supports_authenticated_extended_card)


def message_view(message: Any) -> MessageView:
    return MessageView(
        message_id=text_or_none(message.message_id),
        role=_enum_value(message.role),
        parts_count=len(message.parts or ()),
        context_id=text_or_none(message.context_id),
        task_id=text_or_none(message.task_id),
    )


def outgoing_message(args: tuple, kwargs: dict) -> MessageView | None:
    """The Message of `BaseClient.send_message(request: Message, ...)`."""
    request = args[0] if args else kwargs.get("request")
    return message_view(request) if request is not None else None


def request_task_id(args: tuple, kwargs: dict) -> str | None:
    """The task id of a TaskQueryParams / TaskIdParams request."""
    request = args[0] if args else kwargs.get("request")
    return text_or_none(getattr(request, "id", None))


def describe_task(task: Any) -> ItemView:
    state = _enum_value(task.status.state)
    return ItemView(
        event_type=StreamEventTypeValues.TASK,
        task_id=text_or_none(task.id),
        context_id=text_or_none(task.context_id),
        state=state,
        is_final=state in TURN_ENDING_STATES,
        artifact_ids=tuple(artifact.artifact_id for artifact in task.artifacts or ()),
        message=None,
    )


def describe_item(item: Any) -> ItemView:
    """One item of `send_message` / `resubscribe`: `(Task, update | None)` or a `Message`."""
    if not isinstance(item, tuple):
        message = message_view(item)
        return ItemView(StreamEventTypeValues.MESSAGE, message.task_id, message.context_id, None, True, (), message)
    task, update = item
    if update is None:
        return describe_task(task)
    task_id, context_id = text_or_none(update.task_id), text_or_none(update.context_id)
    if update.kind == StreamEventTypeValues.STATUS_UPDATE:
        state = _enum_value(update.status.state)
        return ItemView(update.kind, task_id, context_id, state, bool(update.final), (), None)
    return ItemView(
        StreamEventTypeValues.ARTIFACT_UPDATE,
        task_id,
        context_id,
        None,
        False,
        (update.artifact.artifact_id,),
        None,
    )


def describe_card(card: Any) -> CardView:
    capabilities = card.capabilities
    provider = card.provider
    return CardView(
        url=text_or_none(card.url),
        name=text_or_none(card.name),
        version=text_or_none(card.version),
        organization=text_or_none(provider.organization) if provider is not None else None,
        skill_ids=tuple(skill.id for skill in card.skills or () if isinstance(skill.id, str)),
        streaming=bool_or_none(capabilities.streaming) if capabilities is not None else None,
        push_notifications=bool_or_none(capabilities.push_notifications) if capabilities is not None else None,
        protocol_version=text_or_none(card.protocol_version),
        transport=TRANSPORT_BY_PROTOCOL.get(_enum_value(card.preferred_transport) or "JSONRPC"),
    )


def describe_error(exc: BaseException) -> ErrorView:
    if isinstance(exc, A2AClientJSONRPCError):
        error = exc.error
        code = getattr(error, "code", None)
        return ErrorView(code if isinstance(code, int) else None, text_or_none(getattr(error, "message", None)), None)
    if isinstance(exc, A2AClientHTTPError):
        return ErrorView(None, text_or_none(exc.message), http_status_of(exc))
    return ErrorView(None, None, http_status_of(exc))
