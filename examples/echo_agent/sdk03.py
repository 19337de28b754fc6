"""The echo agent and its client on a2a-sdk 0.3.x (pydantic types)."""

from __future__ import annotations

import contextlib
import sys
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.apps import A2ARESTFastAPIApplication, A2AStarletteApplication
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    AgentProvider,
    AgentSkill,
    Message,
    Part,
    Role,
    TaskIdParams,
    TaskQueryParams,
    TextPart,
    TransportProtocol,
)
from a2a.utils import get_message_text, new_agent_text_message, new_task

from . import behaviour

SDK_LINE = "0.3"
_PROTOCOL = {"jsonrpc": TransportProtocol.jsonrpc, "http_json": TransportProtocol.http_json}


def text_part(text: str) -> Part:
    return Part(root=TextPart(text=text))


def agent_message(text: str, context_id: str, task_id: str) -> Message:
    return new_agent_text_message(text, context_id, task_id)


def user_message(text: str, *, task_id: str | None = None, context_id: str | None = None) -> Message:
    """The request of ``BaseClient.send_message``."""
    return Message(
        role=Role.user,
        parts=[text_part(text)],
        message_id=uuid.uuid4().hex,
        task_id=task_id,
        context_id=context_id,
    )


def get_task_request(task_id: str) -> TaskQueryParams:
    return TaskQueryParams(id=task_id)


def cancel_task_request(task_id: str) -> TaskIdParams:
    return TaskIdParams(id=task_id)


class EchoExecutor(AgentExecutor):
    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        text = context.get_user_input().strip()
        if text == "msg":
            await event_queue.enqueue_event(new_agent_text_message(f"echo: {text}", context.context_id))
            return
        task = context.current_task
        if task is None:
            task = new_task(context.message)
            await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, task.id, task.context_id)
        await behaviour.run(text, updater, sys.modules[__name__], task.context_id, task.id)

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        await TaskUpdater(event_queue, context.task_id, context.context_id).cancel()


def build_app(name: str, *, streaming: bool) -> tuple[Any, Callable[[str], None]]:
    """The agent's ASGI app (JSON-RPC at /jsonrpc, HTTP+JSON under /rest) and a function that
    writes the served URLs into its card once the port is known."""
    card = AgentCard(
        name=name,
        description="Echoes what it is told",
        url="http://127.0.0.1/jsonrpc",
        version="1.0.0",
        provider=AgentProvider(organization="Example Org", url="https://example.org"),
        capabilities=AgentCapabilities(streaming=streaming, push_notifications=False),
        default_input_modes=["text/plain"],
        default_output_modes=["text/plain"],
        skills=[
            AgentSkill(id="echo", name="Echo", description="Echoes text", tags=["demo"]),
            AgentSkill(id="stream", name="Stream", description="Streams an answer", tags=["demo"]),
        ],
        preferred_transport=TransportProtocol.jsonrpc,
        supports_authenticated_extended_card=True,
    )
    # What an authenticated client sees: one more skill.
    extended = card.model_copy(deep=True)
    extended.skills.append(AgentSkill(id="admin", name="Admin", description="Administers", tags=["demo"]))
    handler = DefaultRequestHandler(agent_executor=EchoExecutor(), task_store=InMemoryTaskStore())
    app = A2ARESTFastAPIApplication(agent_card=card, http_handler=handler, extended_agent_card=extended).build(
        rpc_url="/rest"
    )
    A2AStarletteApplication(agent_card=card, http_handler=handler, extended_agent_card=extended).add_routes_to_app(
        app, rpc_url="/jsonrpc"
    )

    def bind(base_url: str) -> None:
        # The apps serialize the card on every request, so it can be completed after start.
        for served in (card, extended):
            served.url = f"{base_url}/jsonrpc"
            served.additional_interfaces = [
                AgentInterface(transport=TransportProtocol.jsonrpc, url=f"{base_url}/jsonrpc"),
                AgentInterface(transport=TransportProtocol.http_json, url=f"{base_url}/rest"),
            ]

    return app, bind


@contextlib.asynccontextmanager
async def connect(
    base_url: str, *, transport: str = "jsonrpc", streaming: bool = True, polling: bool = False
) -> AsyncIterator[Any]:
    """Discover the agent at ``base_url`` and yield a ``BaseClient`` on ``transport``."""
    async with httpx.AsyncClient(timeout=30) as http:
        card = await A2ACardResolver(http, base_url).get_agent_card()
        config = ClientConfig(
            streaming=streaming,
            polling=polling,
            httpx_client=http,
            supported_transports=[_PROTOCOL[transport]],
        )
        client = ClientFactory(config).create(card)
        try:
            yield client
        finally:
            await client.close()


def item_task_id(item: Any) -> str | None:
    """The task id of one ``send_message`` item: a ``(Task, update)`` tuple or a Message."""
    return item[0].id if isinstance(item, tuple) else item.task_id


def item_text(item: Any) -> str:
    """The text of a direct Message reply."""
    return get_message_text(item)


async def fetch_extended_card(client: Any) -> AgentCard:
    return await client.get_card()
