"""Span attributes from SDK views: the one place that knows which attribute a view field feeds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import bounds
from . import semconv as sc
from .sdk.views import CardView, ClientTarget, MessageView, PushConfigView, RequestView, ResultView
from .urls import grpc_target_endpoint, redact_url, server_endpoint, url_origin


def put(attributes: dict[str, Any], key: str, value: Any) -> None:
    # Every value a view holds came from a peer (or the SDK reading one): exportable and bounded
    # before it reaches a span (bounds.py says why and how).
    if value is not None:
        attributes[key] = bounds.value_of(value)


def endpoint_attributes(attributes: dict[str, Any], url: str | None) -> None:
    endpoint = server_endpoint(url)
    put(attributes, sc.URL_FULL, endpoint.url)
    put(attributes, sc.SERVER_ADDRESS, endpoint.address)
    put(attributes, sc.SERVER_PORT, endpoint.port)


def target_attributes(target: ClientTarget, method: str) -> dict[str, Any]:
    """Attributes every client operation span starts with."""
    attributes: dict[str, Any] = {sc.AITF_A2A_METHOD: method}
    put(attributes, sc.AITF_A2A_AGENT_NAME, target.agent_name)
    put(attributes, sc.AITF_A2A_TRANSPORT, target.transport)
    if target.transport == sc.TransportValues.GRPC:
        endpoint = grpc_target_endpoint(target.url)
        put(attributes, sc.SERVER_ADDRESS, endpoint.address)
        put(attributes, sc.SERVER_PORT, endpoint.port)
        put(attributes, sc.AITF_A2A_AGENT_URL, redact_url(target.url) if target.url else None)
    else:
        endpoint_attributes(attributes, target.url)
        put(attributes, sc.AITF_A2A_AGENT_URL, attributes.get(sc.URL_FULL))
    return attributes


def card_attributes(attributes: dict[str, Any], card: CardView) -> None:
    put(attributes, sc.AITF_A2A_AGENT_URL, server_endpoint(card.url).url)
    put(attributes, sc.AITF_A2A_AGENT_NAME, card.name)
    put(attributes, sc.AITF_A2A_AGENT_VERSION, card.version)
    put(attributes, sc.AITF_A2A_AGENT_PROVIDER_ORGANIZATION, card.organization)
    attributes[sc.AITF_A2A_AGENT_SKILLS] = bounds.items(card.skill_ids)
    put(attributes, sc.AITF_A2A_AGENT_CAPABILITIES_STREAMING, card.streaming)
    put(attributes, sc.AITF_A2A_AGENT_CAPABILITIES_PUSH_NOTIFICATIONS, card.push_notifications)
    put(attributes, sc.AITF_A2A_PROTOCOL_VERSION, card.protocol_version)
    put(attributes, sc.AITF_A2A_TRANSPORT, card.transport)


def message_attributes(message: MessageView) -> dict[str, Any]:
    """The seed's message attributes: on the send/stream span (outgoing) and the a2a.message event."""
    attributes: dict[str, Any] = {sc.AITF_A2A_MESSAGE_PARTS_COUNT: message.parts_count}
    put(attributes, sc.AITF_A2A_MESSAGE_ID, message.message_id)
    put(attributes, sc.AITF_A2A_MESSAGE_ROLE, message.role)
    return attributes


def push_attributes(attributes: dict[str, Any], push: PushConfigView) -> None:
    put(attributes, sc.AITF_A2A_TASK_ID, push.task_id)
    put(attributes, sc.AITF_A2A_PUSH_NOTIFICATION_CONFIG_ID, push.config_id)
    put(attributes, sc.AITF_A2A_PUSH_NOTIFICATION_ORIGIN, url_origin(push.url))


def request_attributes(attributes: dict[str, Any], request: RequestView) -> None:
    """What a request names: its task, context, push configuration (messages: see streams.py)."""
    put(attributes, sc.AITF_A2A_TASK_ID, request.task_id)
    put(attributes, sc.AITF_A2A_TASK_CONTEXT_ID, request.context_id)
    if request.push is not None:
        push_attributes(attributes, request.push)


def result_attributes(result: ResultView) -> dict[str, Any]:
    attributes: dict[str, Any] = {}
    item = result.item
    if item is not None:
        put(attributes, sc.AITF_A2A_TASK_ID, item.task_id)
        put(attributes, sc.AITF_A2A_TASK_CONTEXT_ID, item.context_id)
        put(attributes, sc.AITF_A2A_TASK_STATE, item.state)
    if result.push is not None:
        push_attributes(attributes, result.push)
    if result.card is not None:
        card_attributes(attributes, result.card)
    put(attributes, sc.AITF_A2A_TASKS_COUNT, result.tasks_count)
    put(attributes, sc.AITF_A2A_PUSH_NOTIFICATION_CONFIGS_COUNT, result.configs_count)
    return attributes


# A2A 1.0 method names of the operations (a2a-sdk 1.x JSON-RPC dispatcher and gRPC service).
_METHOD_NAMES = {
    sc.MethodValues.AGENT_CARD_GET: sc.MethodNameValues.GET_AGENT_CARD,
    sc.MethodValues.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: sc.MethodNameValues.GET_EXTENDED_AGENT_CARD,
    sc.MethodValues.MESSAGE_SEND: sc.MethodNameValues.SEND_MESSAGE,
    sc.MethodValues.MESSAGE_STREAM: sc.MethodNameValues.SEND_STREAMING_MESSAGE,
    sc.MethodValues.TASKS_GET: sc.MethodNameValues.GET_TASK,
    sc.MethodValues.TASKS_LIST: sc.MethodNameValues.LIST_TASKS,
    sc.MethodValues.TASKS_CANCEL: sc.MethodNameValues.CANCEL_TASK,
    sc.MethodValues.TASKS_RESUBSCRIBE: sc.MethodNameValues.SUBSCRIBE_TO_TASK,
    sc.MethodValues.TASKS_PUSH_NOTIFICATION_CONFIG_SET: sc.MethodNameValues.CREATE_TASK_PUSH_NOTIFICATION_CONFIG,
    sc.MethodValues.TASKS_PUSH_NOTIFICATION_CONFIG_GET: sc.MethodNameValues.GET_TASK_PUSH_NOTIFICATION_CONFIG,
    sc.MethodValues.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: sc.MethodNameValues.LIST_TASK_PUSH_NOTIFICATION_CONFIGS,
    sc.MethodValues.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: sc.MethodNameValues.DELETE_TASK_PUSH_NOTIFICATION_CONFIG,
}
_INVOKES_AGENT = frozenset({sc.MethodValues.MESSAGE_SEND, sc.MethodValues.MESSAGE_STREAM})
_GENAI_INVOKE_AGENT = "invoke_agent"


# Applied to every attribute dict a span gets: `as_given`, or `with_draft_names` when opted in.
Naming = Callable[[dict[str, Any]], dict[str, Any]]


def as_given(attributes: dict[str, Any]) -> dict[str, Any]:
    return attributes


def with_draft_names(attributes: dict[str, Any]) -> dict[str, Any]:
    """Add the OpenTelemetry GenAI / A2A draft names that mirror attributes already present."""
    method = attributes.get(sc.AITF_A2A_METHOD)
    if method is not None:
        attributes[sc.A2A_METHOD_NAME] = _METHOD_NAMES[method]
        if method in _INVOKES_AGENT:
            attributes[sc.GEN_AI_OPERATION_NAME] = _GENAI_INVOKE_AGENT
    put(attributes, sc.GEN_AI_AGENT_NAME, attributes.get(sc.AITF_A2A_AGENT_NAME))
    put(attributes, sc.GEN_AI_CONVERSATION_ID, attributes.get(sc.AITF_A2A_TASK_CONTEXT_ID))
    return attributes
