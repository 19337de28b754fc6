"""Span attributes from SDK views: the one place that knows which attribute a view field feeds."""

from __future__ import annotations

from typing import Any

from ..conventions import semconv as sc
from ..hygiene import bounds
from ..hygiene.urls import grpc_target_endpoint, redact_url, server_endpoint, url_origin
from ..sdk.views import CardView, ClientTarget, MessageView, PushConfigView, RequestView, ResultView


def put(attributes: dict[str, Any], key: str, value: Any) -> None:
    # Every value a view holds came from a peer (or the SDK reading one): exportable and bounded
    # before it reaches a span (bounds.py says why and how). A short ASCII string, the common
    # case, is checked here as value_of would check it, without the call.
    if value is not None:
        if type(value) is str and len(value) <= bounds._max_value_length and value.isascii():
            attributes[key] = value
        else:
            attributes[key] = bounds.value_of(value)


def endpoint_attributes(attributes: dict[str, Any], url: str | None) -> None:
    endpoint = server_endpoint(url)
    put(attributes, sc.URL_FULL, endpoint.url)
    put(attributes, sc.SERVER_ADDRESS, endpoint.address)
    put(attributes, sc.SERVER_PORT, endpoint.port)


def target_attributes(target: ClientTarget, method: str) -> dict[str, Any]:
    """Attributes every client operation span starts with."""
    attributes: dict[str, Any] = {sc.AITF_A2A_METHOD: method}
    if target.agent_name is not None:
        put(attributes, sc.AITF_A2A_AGENT_NAME, bounds.identifier(target.agent_name))
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
    if card.name is not None:
        put(attributes, sc.AITF_A2A_AGENT_NAME, bounds.identifier(card.name))
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


def outcome_attributes(result: ResultView) -> dict[str, Any]:
    """The part of ``result_attributes`` metrics keep (the task's state), for a span that is not
    recorded."""
    item = result.item
    return {sc.AITF_A2A_TASK_STATE: item.state} if item is not None and item.state is not None else {}


# A2A 1.0 method names of the operations (a2a-sdk 1.x JSON-RPC dispatcher and gRPC service).
METHOD_NAMES = {
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
# The draft's task states: TASK_STATE_ and the state in upper case (A2A 1.0 TaskState); the seed's
# `unknown` is the draft's TASK_STATE_UNSPECIFIED.
DRAFT_TASK_STATES = {
    state: f"TASK_STATE_{state.upper().replace('-', '_')}"
    for state in (
        sc.TaskStateValues.SUBMITTED,
        sc.TaskStateValues.WORKING,
        sc.TaskStateValues.INPUT_REQUIRED,
        sc.TaskStateValues.COMPLETED,
        sc.TaskStateValues.CANCELED,
        sc.TaskStateValues.FAILED,
        sc.TaskStateValues.REJECTED,
        sc.TaskStateValues.AUTH_REQUIRED,
    )
}
DRAFT_TASK_STATES[sc.TaskStateValues.UNKNOWN] = sc.DraftTaskStateValues.TASK_STATE_UNSPECIFIED
# AITF attribute -> the OpenTelemetry A2A draft attribute that mirrors it, value unchanged.
MIRRORED = (
    (sc.AITF_A2A_TASK_ID, sc.A2A_TASK_ID),
    (sc.AITF_A2A_MESSAGE_ID, sc.A2A_MESSAGE_ID),
    (sc.AITF_A2A_PROTOCOL_VERSION, sc.A2A_PROTOCOL_VERSION),
    (sc.AITF_A2A_AGENT_NAME, sc.GEN_AI_AGENT_NAME),
    (sc.AITF_A2A_AGENT_VERSION, sc.GEN_AI_AGENT_VERSION),
    (sc.AITF_A2A_TASK_CONTEXT_ID, sc.GEN_AI_CONVERSATION_ID),
)


class Naming:
    """How a span's attributes are named: the AITF names only (the default). Applied to every
    attribute dict a span gets (``naming(attributes)``); ``request`` and ``card`` add what only the
    draft names record."""

    def __call__(self, attributes: dict[str, Any]) -> dict[str, Any]:
        return attributes

    def request(self, attributes: dict[str, Any], request: RequestView) -> None:
        pass

    def card(self, attributes: dict[str, Any], card: CardView) -> None:
        pass

    # Whether ``agent`` records anything: the card is read on every call only when it does.
    wants_agent = False

    def agent(self, attributes: dict[str, Any], card: CardView) -> None:
        """What the draft records on every call of an agent whose card is known."""


class WithDraftNames(Naming):
    """The AITF names and, mirrored, the OpenTelemetry A2A draft's (``OTEL_SEMCONV_STABILITY_OPT_IN
    =gen_ai_latest_experimental``; semantic-conventions-genai ``model/a2a``). No
    ``gen_ai.operation.name``: the draft says A2A instrumentations SHOULD NOT report higher-level
    agent operations."""

    def __call__(self, attributes: dict[str, Any]) -> dict[str, Any]:
        method = attributes.get(sc.AITF_A2A_METHOD)
        if method is not None:
            attributes[sc.A2A_METHOD_NAME] = METHOD_NAMES[method]
        for aitf_name, draft_name in MIRRORED:
            value = attributes.get(aitf_name)
            if value is not None:
                attributes[draft_name] = value
        state = attributes.get(sc.AITF_A2A_TASK_STATE)
        if state is not None:
            attributes[sc.A2A_TASK_STATE] = DRAFT_TASK_STATES.get(state, sc.DraftTaskStateValues.TASK_STATE_UNSPECIFIED)
        return attributes

    def request(self, attributes: dict[str, Any], request: RequestView) -> None:
        put(attributes, sc.A2A_TENANT, request.tenant)
        if request.message is not None and request.message.reference_task_ids:
            put(attributes, sc.A2A_MESSAGE_REFERENCE_TASK_IDS, list(request.message.reference_task_ids))

    def card(self, attributes: dict[str, Any], card: CardView) -> None:
        put(attributes, sc.GEN_AI_AGENT_DESCRIPTION, card.description)

    wants_agent = True

    def agent(self, attributes: dict[str, Any], card: CardView) -> None:
        # model/a2a: gen_ai.agent.version and a2a.protocol.version conditionally required,
        # gen_ai.agent.description recommended, on every client and server span where known.
        put(attributes, sc.GEN_AI_AGENT_VERSION, card.version)
        put(attributes, sc.GEN_AI_AGENT_DESCRIPTION, card.description)
        put(attributes, sc.A2A_PROTOCOL_VERSION, card.protocol_version)


AS_GIVEN = Naming()
WITH_DRAFT_NAMES = WithDraftNames()
