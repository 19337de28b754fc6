"""The echo agent and its client on a2a-sdk 1.x (protobuf types)."""

from __future__ import annotations

import contextlib
import sys
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from a2a.helpers import get_message_text, new_task_from_user_message, new_text_message
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.tasks import (
    BasePushNotificationSender,
    InMemoryPushNotificationConfigStore,
    InMemoryTaskStore,
    TaskUpdater,
)
from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    AgentProvider,
    AgentSkill,
    CancelTaskRequest,
    DeleteTaskPushNotificationConfigRequest,
    GetExtendedAgentCardRequest,
    GetTaskPushNotificationConfigRequest,
    GetTaskRequest,
    ListTaskPushNotificationConfigsRequest,
    ListTasksRequest,
    Message,
    Part,
    Role,
    SendMessageRequest,
    SubscribeToTaskRequest,
    TaskPushNotificationConfig,
)
from a2a.utils.constants import TransportProtocol

from . import behaviour
from .optional import grpc_channel_factory, optional_module

SDK_LINE = "1"
_PROTOCOL = {
    "jsonrpc": TransportProtocol.JSONRPC,
    "http_json": TransportProtocol.HTTP_JSON,
    "grpc": TransportProtocol.GRPC,
}


def text_part(text: str) -> Part:
    return Part(text=text)


def agent_message(text: str, context_id: str, task_id: str) -> Message:
    return new_text_message(text, context_id=context_id, task_id=task_id, role=Role.ROLE_AGENT)


def user_message(text: str, *, task_id: str | None = None, context_id: str | None = None) -> SendMessageRequest:
    """The request of ``BaseClient.send_message``."""
    message = Message(role=Role.ROLE_USER, message_id=uuid.uuid4().hex, parts=[text_part(text)])
    if task_id:
        message.task_id = task_id
    if context_id:
        message.context_id = context_id
    return SendMessageRequest(message=message)


def get_task_request(task_id: str) -> GetTaskRequest:
    return GetTaskRequest(id=task_id)


def cancel_task_request(task_id: str) -> CancelTaskRequest:
    return CancelTaskRequest(id=task_id)


class EchoExecutor(AgentExecutor):
    def __init__(self, observed: list[dict[str, Any]], replies: dict[str, Any] | None = None) -> None:
        self._observed = observed
        self._replies = replies

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        text = context.get_user_input().strip()
        arrival = behaviour.record_arrival(self._observed, text, context.call_context)
        if text == "msg":
            await event_queue.enqueue_event(
                new_text_message(f"echo: {text}", context_id=context.context_id, role=Role.ROLE_AGENT)
            )
            return
        task = context.current_task
        if task is None:
            task = new_task_from_user_message(context.message)
            await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, task.id, task.context_id)
        await behaviour.run(text, updater, sys.modules[__name__], task.context_id, task.id, self._replies, arrival)

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        await TaskUpdater(event_queue, context.task_id, context.context_id).cancel()


def build_app(
    name: str,
    *,
    streaming: bool,
    push: bool,
    observed: list[dict[str, Any]],
    replies: dict[str, Any] | None = None,
    customize: Callable[[AgentCard], None] | None = None,
    deliver_push: bool = False,
) -> tuple[Any, Any, Callable[[str, str], None]]:
    """The agent's ASGI app (JSON-RPC at /jsonrpc, HTTP+JSON under /rest), its gRPC servicer, and
    a function that writes the served addresses into its cards once the ports are known (then
    lets ``customize`` change each card)."""
    card = AgentCard(
        name=name,
        description="Echoes what it is told",
        version="1.0.0",
        provider=AgentProvider(organization="Example Org", url="https://example.org"),
        capabilities=AgentCapabilities(streaming=streaming, push_notifications=push, extended_agent_card=True),
        # Required by the A2A 1.0 card (a2a-sdk 1.x warns without it). The port is known only once
        # the server listens: `bind` below writes the served addresses before any request.
        supported_interfaces=[
            AgentInterface(
                url="http://127.0.0.1/jsonrpc", protocol_binding=TransportProtocol.JSONRPC, protocol_version="1.0"
            )
        ],
        default_input_modes=["text/plain"],
        default_output_modes=["text/plain"],
        skills=[
            AgentSkill(id="echo", name="Echo", description="Echoes text", tags=["demo"]),
            AgentSkill(id="stream", name="Stream", description="Streams an answer", tags=["demo"]),
        ],
    )
    # What an authenticated client sees: one more skill.
    extended = AgentCard()
    extended.CopyFrom(card)
    extended.skills.append(AgentSkill(id="admin", name="Admin", description="Administers", tags=["demo"]))
    # Push configurations are stored with `push`; task updates are delivered to their webhooks only
    # with `deliver_push` (tests that run a webhook receiver on 127.0.0.1).
    push_store = InMemoryPushNotificationConfigStore() if push or deliver_push else None
    handler = DefaultRequestHandler(
        agent_executor=EchoExecutor(observed, replies),
        task_store=InMemoryTaskStore(),
        agent_card=card,
        extended_agent_card=extended,
        push_config_store=push_store,
        push_sender=BasePushNotificationSender(httpx.AsyncClient(timeout=10), push_store) if deliver_push else None,
    )
    # The HTTP app needs a2a-sdk[http-server] (Starlette).
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes, create_rest_routes
    from starlette.applications import Starlette

    app = Starlette(
        routes=[
            *create_agent_card_routes(card),
            *create_jsonrpc_routes(handler, rpc_url="/jsonrpc"),
            *create_rest_routes(handler, path_prefix="/rest"),
        ]
    )

    # The gRPC servicer needs a2a-sdk[grpc]; without it the agent serves HTTP only.
    grpc_handlers = optional_module("a2a.server.request_handlers.grpc_handler")
    servicer = grpc_handlers.GrpcHandler(handler) if grpc_handlers is not None else None

    def bind(base_url: str, grpc_target: str) -> None:
        # The card route serializes the card on every request, so it can be completed after start.
        for served in (card, extended):
            del served.supported_interfaces[:]
            served.supported_interfaces.extend(
                [
                    AgentInterface(
                        url=f"{base_url}/jsonrpc",
                        protocol_binding=TransportProtocol.JSONRPC,
                        protocol_version="1.0",
                    ),
                    AgentInterface(
                        url=f"{base_url}/rest",
                        protocol_binding=TransportProtocol.HTTP_JSON,
                        protocol_version="1.0",
                    ),
                ]
            )
            if grpc_target:
                served.supported_interfaces.append(
                    AgentInterface(url=grpc_target, protocol_binding=TransportProtocol.GRPC, protocol_version="1.0")
                )
            if customize is not None:
                customize(served)

    return app, servicer, bind


def add_grpc_servicer(servicer: Any, server: Any) -> None:
    from a2a.types import a2a_pb2_grpc

    a2a_pb2_grpc.add_A2AServiceServicer_to_server(servicer, server)


@contextlib.asynccontextmanager
async def connect(
    base_url: str,
    *,
    transport: str = "jsonrpc",
    streaming: bool = True,
    polling: bool = False,
    rewrite_url: Callable[[str], str] | None = None,
) -> AsyncIterator[Any]:
    """Discover the agent at ``base_url`` and yield a ``BaseClient`` on ``transport``
    (``rewrite_url`` changes the card's interface URLs first: the tests plant secrets in them)."""
    async with httpx.AsyncClient(timeout=30) as http:
        card = await A2ACardResolver(http, base_url).get_agent_card()
        if rewrite_url is not None:
            for interface in card.supported_interfaces:
                interface.url = rewrite_url(interface.url)
        config = ClientConfig(
            streaming=streaming,
            polling=polling,
            httpx_client=http,
            grpc_channel_factory=grpc_channel_factory(),
            supported_protocol_bindings=[_PROTOCOL[transport]],
        )
        client = ClientFactory(config).create(card)
        try:
            yield client
        finally:
            await client.close()


def item_task_id(item: Any) -> str | None:
    """The task id of one ``send_message`` item (a ``StreamResponse``)."""
    payload = item.WhichOneof("payload")
    return getattr(item, payload).task_id if payload != "task" else item.task.id


def item_text(item: Any) -> str:
    """The text of a direct Message reply."""
    return get_message_text(item.message)


async def fetch_extended_card(client: Any) -> AgentCard:
    return await client.get_extended_agent_card(GetExtendedAgentCardRequest())


def result_text(item: Any) -> str:
    """The answer in a ``send_message`` item: a task's artifact texts, or a message's text."""
    if item.WhichOneof("payload") == "task":
        return "".join(part.text for artifact in item.task.artifacts for part in artifact.parts)
    return get_message_text(item.message)


async def relay(base_url: str, transport: str, text: str) -> str:
    async with connect(base_url, transport=transport, streaming=False) as client:
        items = [item async for item in client.send_message(user_message(text))]
    return result_text(items[-1])


def resubscribe(client: Any, task_id: str) -> AsyncIterator[Any]:
    return client.subscribe(SubscribeToTaskRequest(id=task_id))


async def set_push_config(client: Any, task_id: str, config_id: str, url: str, token: str) -> Any:
    config = TaskPushNotificationConfig(task_id=task_id, id=config_id, url=url, token=token)
    return await client.create_task_push_notification_config(config)


async def get_push_config(client: Any, task_id: str, config_id: str) -> Any:
    return await client.get_task_push_notification_config(
        GetTaskPushNotificationConfigRequest(task_id=task_id, id=config_id)
    )


async def list_push_configs(client: Any, task_id: str) -> Any:
    return await client.list_task_push_notification_configs(ListTaskPushNotificationConfigsRequest(task_id=task_id))


async def delete_push_config(client: Any, task_id: str, config_id: str) -> Any:
    return await client.delete_task_push_notification_config(
        DeleteTaskPushNotificationConfigRequest(task_id=task_id, id=config_id)
    )


async def list_tasks(client: Any) -> Any:
    return await client.list_tasks(ListTasksRequest())


def user_message_with_parts(text: str, data: dict[str, Any], file_name: str, file_bytes: bytes) -> SendMessageRequest:
    """A user message with a text, a data and a file part (the file's bytes inline)."""
    from google.protobuf import struct_pb2

    request = user_message(text)
    value = struct_pb2.Value()
    value.struct_value.update(data)
    request.message.parts.append(Part(data=value))
    request.message.parts.append(Part(raw=file_bytes, filename=file_name, media_type="text/plain"))
    return request
