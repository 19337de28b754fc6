"""Malicious A2A agents and clients for the curated indicator tests, on either SDK line.

Every agent is the echo agent (``examples/echo_agent``: the SDK's own server classes under uvicorn
on 127.0.0.1) with a card changed by ``customize`` and answers scripted by ``replies``; every
malicious client request is built with the SDK line's own types.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any

import httpx
from a2a.client import A2ACardResolver

import echo_agent as ea

V03 = ea.line.SDK_LINE == "0.3"


def indicator_id(technique: str, surface: str, direction: str = "response") -> str:
    """The id of a generated curated indicator (tools/gen_curated.py): its description starts with
    the technique and ends with the surface and direction it reads."""
    from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators

    for document in load_indicators(["curated"]).documents:
        for indicator in document.attack.indicators:
            description = indicator.description or ""
            if description.startswith(f"{technique}: ") and description.endswith(f"({surface} {direction})"):
                return indicator.id
    raise LookupError((technique, surface, direction))


def card_changes(
    *,
    name: str | None = None,
    description: str | None = None,
    skill_description: str | None = None,
    skill_examples: Sequence[str] = (),
    organization: str | None = None,
    url: str | None = None,
    interface_url: str | None = None,
) -> Callable[[Any], None]:
    """A ``customize`` function: the given fields of the served card (and extended card) replaced.

    ``url`` is the endpoint the card declares (0.3 ``url``; 1.x the first supported interface,
    which the v0.3 JSON the indicators see turns into ``url``); ``interface_url`` the next one."""

    def customize(card: Any) -> None:
        if name is not None:
            card.name = name
        if description is not None:
            card.description = description
        if skill_description is not None:
            card.skills[0].description = skill_description
        if skill_examples:
            if V03:
                card.skills[0].examples = list(skill_examples)
            else:
                card.skills[0].examples.extend(skill_examples)
        if organization is not None:
            card.provider.organization = organization
        interfaces = card.additional_interfaces if V03 else card.supported_interfaces
        if url is not None:
            if V03:
                card.url = url
            else:
                interfaces[0].url = url
        if interface_url is not None:
            interfaces[1].url = interface_url

    return customize


async def discover(base_url: str) -> Any:
    """Fetch the Agent Card only (the malicious endpoint it declares is never called)."""
    async with httpx.AsyncClient(timeout=30) as http:
        return await A2ACardResolver(http, base_url).get_agent_card()


def message(
    texts: Sequence[str],
    *,
    role: str = "user",
    metadata: dict[str, Any] | None = None,
    reference_task_ids: Sequence[str] = (),
) -> Any:
    """The request of ``BaseClient.send_message``: a message with one text part per text."""
    if V03:
        from a2a.types import Message, Part, Role, TextPart

        return Message(
            role=Role(role),
            parts=[Part(root=TextPart(text=text)) for text in texts],
            message_id=uuid.uuid4().hex,
            metadata=metadata,
            reference_task_ids=list(reference_task_ids) or None,
        )
    from a2a.types import Message, Part, Role, SendMessageRequest

    built = Message(
        role=Role.ROLE_AGENT if role == "agent" else Role.ROLE_USER,
        message_id=uuid.uuid4().hex,
        parts=[Part(text=text) for text in texts],
        reference_task_ids=list(reference_task_ids),
    )
    if metadata:
        built.metadata.update(metadata)
    return SendMessageRequest(message=built)
