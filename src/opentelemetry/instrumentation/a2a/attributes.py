"""Span attributes from SDK views: the one place that knows which attribute a view field feeds."""

from __future__ import annotations

from typing import Any

from . import semconv as sc
from .sdk.views import CardView, ClientTarget, MessageView
from .urls import server_endpoint


def _put(attributes: dict[str, Any], key: str, value: Any) -> None:
    if value is not None:
        attributes[key] = value


def endpoint_attributes(attributes: dict[str, Any], url: str | None) -> None:
    endpoint = server_endpoint(url)
    _put(attributes, sc.URL_FULL, endpoint.url)
    _put(attributes, sc.SERVER_ADDRESS, endpoint.address)
    _put(attributes, sc.SERVER_PORT, endpoint.port)


def target_attributes(target: ClientTarget, method: str) -> dict[str, Any]:
    """Attributes every client operation span starts with."""
    attributes: dict[str, Any] = {sc.AITF_A2A_METHOD: method}
    _put(attributes, sc.AITF_A2A_AGENT_NAME, target.agent_name)
    _put(attributes, sc.AITF_A2A_TRANSPORT, target.transport)
    endpoint_attributes(attributes, target.url)
    _put(attributes, sc.AITF_A2A_AGENT_URL, attributes.get(sc.URL_FULL))
    return attributes


def card_attributes(attributes: dict[str, Any], card: CardView) -> None:
    _put(attributes, sc.AITF_A2A_AGENT_URL, server_endpoint(card.url).url)
    _put(attributes, sc.AITF_A2A_AGENT_NAME, card.name)
    _put(attributes, sc.AITF_A2A_AGENT_VERSION, card.version)
    _put(attributes, sc.AITF_A2A_AGENT_PROVIDER_ORGANIZATION, card.organization)
    attributes[sc.AITF_A2A_AGENT_SKILLS] = card.skill_ids
    _put(attributes, sc.AITF_A2A_AGENT_CAPABILITIES_STREAMING, card.streaming)
    _put(attributes, sc.AITF_A2A_AGENT_CAPABILITIES_PUSH_NOTIFICATIONS, card.push_notifications)
    _put(attributes, sc.AITF_A2A_PROTOCOL_VERSION, card.protocol_version)
    _put(attributes, sc.AITF_A2A_TRANSPORT, card.transport)


def message_attributes(message: MessageView) -> dict[str, Any]:
    """The seed's message attributes: on the send/stream span (outgoing) and the a2a.message event."""
    attributes: dict[str, Any] = {sc.AITF_A2A_MESSAGE_PARTS_COUNT: message.parts_count}
    _put(attributes, sc.AITF_A2A_MESSAGE_ID, message.message_id)
    _put(attributes, sc.AITF_A2A_MESSAGE_ROLE, message.role)
    return attributes


def span_name(base: str, agent_name: str | None) -> str:
    # Agent names are few per deployment, so the suffix keeps span names low-cardinality.
    return f"{base} {agent_name}" if agent_name else base
