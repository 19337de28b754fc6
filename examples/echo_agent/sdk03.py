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
    GetTaskPushNotificationConfigParams,
    Message,
    Part,
    PushNotificationConfig,
    Role,
    TaskIdParams,
    TaskPushNotificationConfig,
    TaskQueryParams,
    TextPart,
    TransportProtocol,
)
from a2a.utils import get_message_text, new_agent_text_message, new_task

from . import behaviour
from .optional import grpc_channel_factory, optional_module

SDK_LINE = "0.3"
_PROTOCOL = {
    "jsonrpc": TransportProtocol.jsonrpc,
    "http_json": TransportProtocol.http_json,
    "grpc": TransportProtocol.grpc,
}


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
    def __init__(self, observed: list[dict[str, Any]], replies: dict[str, Any] | None = None) -> None:
        self._observed = observed
        self._replies = replies

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        text = context.get_user_input().strip()
        arrival = behaviour.record_arrival(self._observed, text, context.call_context)
        if text == "msg":
            await event_queue.enqueue_event(new_agent_text_message(f"echo: {text}", context.context_id))
            return
        task = context.current_task
        if task is None:
            task = new_task(context.message)
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
        url="http://127.0.0.1/jsonrpc",
        version="1.0.0",
        provider=AgentProvider(organization="Example Org", url="https://example.org"),
        capabilities=AgentCapabilities(streaming=streaming, push_notifications=push),
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
    # Push configurations are stored with `push`; task updates are delivered to their webhooks only
    # with `deliver_push` (tests that run a webhook receiver on 127.0.0.1).
    push_store = InMemoryPushNotificationConfigStore() if push or deliver_push else None
    handler = DefaultRequestHandler(
        agent_executor=EchoExecutor(observed, replies),
        task_store=InMemoryTaskStore(),
        push_config_store=push_store,
        push_sender=BasePushNotificationSender(httpx.AsyncClient(timeout=10), push_store) if deliver_push else None,
    )
    # The HTTP apps need a2a-sdk[http-server] (FastAPI, Starlette).
    from a2a.server.apps import A2ARESTFastAPIApplication, A2AStarletteApplication

    app = A2ARESTFastAPIApplication(**_app_arguments(A2ARESTFastAPIApplication, card, handler, extended)).build(
        rpc_url="/rest"
    )
    A2AStarletteApplication(**_app_arguments(A2AStarletteApplication, card, handler, extended)).add_routes_to_app(
        app, rpc_url="/jsonrpc"
    )

    # The gRPC servicer needs a2a-sdk[grpc]; without it the agent serves HTTP only.
    grpc_handlers = optional_module("a2a.server.request_handlers.grpc_handler")
    servicer = grpc_handlers.GrpcHandler(card, handler) if grpc_handlers is not None else None

    def bind(base_url: str, grpc_target: str) -> None:
        # The apps serialize the card on every request, so it can be completed after start.
        for served in (card, extended):
            served.url = f"{base_url}/jsonrpc"
            served.additional_interfaces = [
                AgentInterface(transport=TransportProtocol.jsonrpc, url=f"{base_url}/jsonrpc"),
                AgentInterface(transport=TransportProtocol.http_json, url=f"{base_url}/rest"),
            ]
            if grpc_target:
                served.additional_interfaces.append(AgentInterface(transport=TransportProtocol.grpc, url=grpc_target))
            if customize is not None:
                customize(served)

    return app, servicer, bind


def _app_arguments(app_class: type, card: AgentCard, handler: Any, extended: AgentCard) -> dict[str, Any]:
    """The app's constructor arguments; the oldest 0.3 releases serve no extended card."""
    import inspect

    arguments: dict[str, Any] = {"agent_card": card, "http_handler": handler}
    if "extended_agent_card" in inspect.signature(app_class).parameters:
        arguments["extended_agent_card"] = extended
    return arguments


def add_grpc_servicer(servicer: Any, server: Any) -> None:
    from a2a.grpc import a2a_pb2_grpc

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
            card.url = rewrite_url(card.url)
            for interface in card.additional_interfaces:
                interface.url = rewrite_url(interface.url)
        config = ClientConfig(
            streaming=streaming,
            polling=polling,
            httpx_client=http,
            grpc_channel_factory=grpc_channel_factory(),
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


def result_text(item: Any) -> str:
    """The answer in a ``send_message`` item: a task's artifact texts, or a message's text."""
    if isinstance(item, tuple):
        return "".join(
            part.root.text
            for artifact in item[0].artifacts or ()
            for part in artifact.parts
            if part.root.kind == "text"
        )
    return get_message_text(item)


async def relay(base_url: str, transport: str, text: str) -> str:
    async with connect(base_url, transport=transport, streaming=False) as client:
        items = [item async for item in client.send_message(user_message(text))]
    return result_text(items[-1])


def resubscribe(client: Any, task_id: str) -> AsyncIterator[Any]:
    return client.resubscribe(TaskIdParams(id=task_id))


async def set_push_config(client: Any, task_id: str, config_id: str, url: str, token: str) -> Any:
    config = PushNotificationConfig(id=config_id, url=url, token=token)
    return await client.set_task_callback(TaskPushNotificationConfig(task_id=task_id, push_notification_config=config))


async def get_push_config(client: Any, task_id: str, config_id: str) -> Any:
    return await client.get_task_callback(
        GetTaskPushNotificationConfigParams(id=task_id, push_notification_config_id=config_id)
    )


def user_message_with_parts(text: str, data: dict[str, Any], file_name: str, file_bytes: bytes) -> Message:
    """A user message with a text, a data and a file part (the file's bytes inline, base64)."""
    import base64

    from a2a.types import DataPart, FilePart, FileWithBytes

    message = user_message(text)
    message.parts += [
        Part(root=DataPart(data=data)),
        Part(
            root=FilePart(
                file=FileWithBytes(bytes=base64.b64encode(file_bytes).decode(), mime_type="text/plain", name=file_name)
            )
        ),
    ]
    return message
