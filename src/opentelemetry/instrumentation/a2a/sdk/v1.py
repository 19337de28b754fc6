"""Adapter for a2a-sdk 1.x: protobuf types, `StreamResponse` oneofs, `A2AError` classes."""

from __future__ import annotations

from typing import Any

from a2a.client.client import ClientCallContext
from a2a.types import Role, TaskState
from a2a.utils.errors import JSON_RPC_ERROR_CODE_MAP

from ..conventions.semconv import MethodValues as M
from ..conventions.semconv import RoleValues, StreamEventTypeValues, TaskStateValues
from . import v1_json
from .transports import transport_kind, transport_url
from .views import (
    TRANSPORT_BY_PROTOCOL,
    TURN_ENDING_STATES,
    ArtifactContent,
    CardView,
    ClientTarget,
    ContentView,
    ErrorView,
    ItemView,
    MessageContent,
    MessageView,
    PartView,
    PushConfigView,
    RequestView,
    ResultView,
    grpc_status_of,
    http_status_of,
    text_or_none,
)

LINE = "1"
BASE_CLIENT_MODULE = "a2a.client.base_client"
CARD_RESOLVER_MODULE = "a2a.client.card_resolver"
# The BaseClient method that fetches the authenticated extended card.
EXTENDED_CARD_METHOD = "get_extended_agent_card"
# BaseClient methods -> A2A method (send_message and the extended card are traced on their own).
CLIENT_METHODS = {
    "get_task": M.TASKS_GET,
    "list_tasks": M.TASKS_LIST,
    "cancel_task": M.TASKS_CANCEL,
    "subscribe": M.TASKS_RESUBSCRIBE,
    "create_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
    "get_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_GET,
    "list_task_push_notification_configs": M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST,
    "delete_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE,
}
# 1.x's gRPC transport sends `context.service_parameters` as metadata: nothing more to hook.
GRPC_METADATA_HOOKS: list[tuple[str, str]] = []
# Request handler classes and their `on_*` methods -> A2A method.
SERVER_HANDLERS = [
    ("a2a.server.request_handlers.default_request_handler_v2", "DefaultRequestHandlerV2"),
    ("a2a.server.request_handlers.default_request_handler", "LegacyRequestHandler"),
]
SERVER_METHODS = {
    "on_message_send": M.MESSAGE_SEND,
    "on_message_send_stream": M.MESSAGE_STREAM,
    "on_get_task": M.TASKS_GET,
    "on_list_tasks": M.TASKS_LIST,
    "on_cancel_task": M.TASKS_CANCEL,
    "on_subscribe_to_task": M.TASKS_RESUBSCRIBE,
    "on_create_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
    "on_get_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_GET,
    "on_list_task_push_notification_configs": M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST,
    "on_delete_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE,
    "on_get_extended_agent_card": M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD,
}


# 1.x request handlers hold their card themselves: no constructors to watch.
# The push sender's one-webhook delivery: `_dispatch_notification(event, push_info, task_id)`.
PUSH_DELIVERY = ("a2a.server.tasks.base_push_notification_sender", "BasePushNotificationSender._dispatch_notification")
# The default HTTP call-context builder (JSON-RPC and REST routes): wrapped to note the caller's
# address, which the call context does not keep (peers.py).
HTTP_CALL_CONTEXT_BUILDERS = [("a2a.server.routes.common", "DefaultServerCallContextBuilder.build")]


# 1.x request handlers hold their agent's card themselves (`_agent_card`).
def forget_cards() -> None:
    """Nothing to forget on 1.x."""


def server_card(handler: Any) -> Any:
    return getattr(handler, "_agent_card", None)


def server_agent_name(handler: Any) -> str | None:
    card = server_card(handler)
    return text_or_none(card.name) if card is not None else None


def _state_name(number: int) -> str:
    # TASK_STATE_INPUT_REQUIRED -> input-required: the A2A v0.3 wire spelling the seed uses.
    name = TaskState.Name(number).removeprefix("TASK_STATE_")
    return TaskStateValues.UNKNOWN if name == "UNSPECIFIED" else name.lower().replace("_", "-")


_STATE_BY_NUMBER = {number: _state_name(number) for number in TaskState.values()}
_ROLE_BY_NUMBER = {Role.ROLE_USER: RoleValues.USER, Role.ROLE_AGENT: RoleValues.AGENT}


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
    return ClientTarget(text_or_none(card.name), kind, url, card)


def uses_streaming(client: Any) -> bool:
    # The rule of BaseClient.send_message / subscribe.
    return bool(client._config.streaming and client._card.capabilities.streaming)


def extended_card_requested(client: Any) -> bool:
    # The transports return the card they hold unless the card offers an extended card.
    return bool(client._card.capabilities.extended_agent_card)


def with_trace_carrier(kwargs: dict[str, Any]) -> dict[str, str]:
    """Give the call a copy of its ClientCallContext whose service parameters we may add to.

    The 1.x transports send ``context.service_parameters`` as HTTP headers or gRPC metadata,
    copying them when the request is made; the returned dict is that mapping. The caller's own
    context and mapping are never changed.
    """
    given = kwargs.get("context")
    parameters = dict(given.service_parameters or {}) if given is not None else {}
    context = (
        given.model_copy(update={"service_parameters": parameters})
        if given is not None
        else ClientCallContext(service_parameters=parameters)
    )
    kwargs["context"] = context
    # The model's own mapping: pydantic validation copies a dict given to the constructor.
    return context.service_parameters  # type: ignore[return-value]  # set just above: never None


def message_view(message: Any) -> MessageView:
    return MessageView(
        message_id=text_or_none(message.message_id),
        role=_ROLE_BY_NUMBER.get(message.role),
        parts_count=len(message.parts),
        context_id=text_or_none(message.context_id),
        task_id=text_or_none(message.task_id),
        reference_task_ids=tuple(message.reference_task_ids),
    )


def describe_request(request: Any) -> RequestView:
    """Client and server requests alike (the same protobuf types on both sides)."""
    view = _describe_request(request)
    tenant = text_or_none(getattr(request, "tenant", None))
    return view._replace(tenant=tenant) if tenant else view


def _describe_request(request: Any) -> RequestView:
    kind = type(request).__name__
    if kind == "SendMessageRequest":
        if not request.HasField("message"):
            return RequestView()
        message = message_view(request.message)
        return RequestView(message.task_id, message.context_id, message)
    if kind == "TaskPushNotificationConfig":
        push = PushConfigView(text_or_none(request.task_id), text_or_none(request.id), text_or_none(request.url))
        return RequestView(task_id=push.task_id, push=push)
    if kind in ("GetTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigRequest"):
        push = PushConfigView(text_or_none(request.task_id), text_or_none(request.id), None)
        return RequestView(task_id=push.task_id, push=push)
    if kind == "ListTaskPushNotificationConfigsRequest":
        return RequestView(task_id=text_or_none(request.task_id))
    if kind == "ListTasksRequest":
        return RequestView(context_id=text_or_none(request.context_id))
    # GetTaskRequest, CancelTaskRequest, SubscribeToTaskRequest (`id`); GetExtendedAgentCardRequest
    return RequestView(task_id=text_or_none(getattr(request, "id", None)))


def _describe_task(task: Any) -> ItemView:
    state = _state(task.status.state)
    return ItemView(
        StreamEventTypeValues.TASK,
        text_or_none(task.id),
        text_or_none(task.context_id),
        state,
        state in TURN_ENDING_STATES,
        tuple(artifact.artifact_id for artifact in task.artifacts),
        None,
    )


def _describe_message(message: Any) -> ItemView:
    view = message_view(message)
    return ItemView(StreamEventTypeValues.MESSAGE, view.task_id, view.context_id, None, True, (), view)


def _describe_status_update(update: Any) -> ItemView:
    state = _state(update.status.state)
    # 1.x has no `final` flag: a terminal or interrupted state ends the stream (as the SDK's own
    # v0.3 conversion decides it).
    return ItemView(
        StreamEventTypeValues.STATUS_UPDATE,
        text_or_none(update.task_id),
        text_or_none(update.context_id),
        state,
        state in TURN_ENDING_STATES,
        (),
        None,
    )


def _describe_artifact_update(update: Any) -> ItemView:
    return ItemView(
        StreamEventTypeValues.ARTIFACT_UPDATE,
        text_or_none(update.task_id),
        text_or_none(update.context_id),
        None,
        False,
        (update.artifact.artifact_id,),
        None,
    )


_DESCRIBE_EVENT = {
    "Task": _describe_task,
    "Message": _describe_message,
    "TaskStatusUpdateEvent": _describe_status_update,
    "TaskArtifactUpdateEvent": _describe_artifact_update,
}


def describe_event(event: Any) -> ItemView:
    """A Task, Message, TaskStatusUpdateEvent or TaskArtifactUpdateEvent (server-side events)."""
    return _DESCRIBE_EVENT[type(event).__name__](event)


def describe_item(item: Any) -> ItemView:
    """One `StreamResponse` of BaseClient `send_message` / `subscribe`."""
    payload = item.WhichOneof("payload")
    if payload is None:
        raise ValueError("StreamResponse carries no payload")
    return describe_event(getattr(item, payload))


def describe_result(result: Any) -> ResultView:
    if result is None:
        return ResultView()
    kind = type(result).__name__
    if kind == "TaskPushNotificationConfig":
        return ResultView(
            push=PushConfigView(text_or_none(result.task_id), text_or_none(result.id), text_or_none(result.url))
        )
    if kind == "ListTasksResponse":
        return ResultView(tasks_count=len(result.tasks))
    if kind == "ListTaskPushNotificationConfigsResponse":
        return ResultView(configs_count=len(result.configs))
    if kind == "AgentCard":
        return ResultView(card=describe_card(result))
    return ResultView(item=describe_event(result))


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
        description=text_or_none(card.description),
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
    # The 1.x client wraps a gRPC error it cannot map to an A2A code (UNKNOWN, INTERNAL...) in
    # A2AClientError: its status is the protocol's own code, as on 0.3 (where it arrives bare).
    grpc_status = grpc_status_of(exc.__cause__) if code is None and exc.__cause__ is not None else None
    return ErrorView(code, message, status, grpc_status)


# -- the canonical JSON view (A2A v0.3 wire shape), for OATF indicators --------------------------
# The SDK's own v0.3 compatibility conversions produce the 0.3 pydantic models; their JSON is the
# v0.3 wire shape. The messages of every call are built directly, to the same JSON (v1_json.py);
# A2A 1.0 messages with no v0.3 counterpart (ListTasks) fall back to protobuf JSON.


def _conversions() -> Any:
    from a2a.compat.v0_3 import conversions

    return conversions


def _dump(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def _protobuf_json(message: Any) -> Any:
    from google.protobuf.json_format import MessageToDict

    return MessageToDict(message)


_REQUEST_CONVERSIONS = {
    "SendMessageRequest": "to_compat_send_message_request",
    "GetTaskRequest": "to_compat_get_task_request",
    "CancelTaskRequest": "to_compat_cancel_task_request",
    "SubscribeToTaskRequest": "to_compat_subscribe_to_task_request",
    "TaskPushNotificationConfig": "to_compat_create_task_push_notification_config_request",
    "GetTaskPushNotificationConfigRequest": "to_compat_get_task_push_notification_config_request",
    "DeleteTaskPushNotificationConfigRequest": "to_compat_delete_task_push_notification_config_request",
    "ListTaskPushNotificationConfigsRequest": "to_compat_list_task_push_notification_config_request",
    "GetExtendedAgentCardRequest": "to_compat_get_extended_agent_card_request",
}
_EVENT_CONVERSIONS = {
    "Task": "to_compat_task",
    "Message": "to_compat_message",
    "TaskStatusUpdateEvent": "to_compat_task_status_update_event",
    "TaskArtifactUpdateEvent": "to_compat_task_artifact_update_event",
    "TaskPushNotificationConfig": "to_compat_task_push_notification_config",
}


def wire_request(request: Any) -> Any:
    """JSON-RPC ``params`` of a request, as an A2A v0.3 client would have sent them."""
    direct = v1_json.request_params(request)
    if direct is not None:
        return direct
    conversion = _REQUEST_CONVERSIONS.get(type(request).__name__)
    if conversion is None:
        return _protobuf_json(request)
    params = getattr(_conversions(), conversion)(request, 0).params
    return _dump(params) if params is not None else {}


def wire_event(event: Any) -> Any:
    direct = v1_json.event(event)
    if direct is not None:
        return direct
    conversion = _EVENT_CONVERSIONS.get(type(event).__name__)
    if conversion is None:
        return _protobuf_json(event)
    return _dump(getattr(_conversions(), conversion)(event))


def wire_card(card: Any) -> Any:
    """The card in the v0.3 shape (``url``, ``preferredTransport``, ``additionalInterfaces``...).

    The SDK converts only cards with a v0.3 interface; a 1.x card is converted with its interfaces
    unversioned, then given back the protocol version it declares. A card without interfaces (the
    SDK's resolver accepts one) is converted with a stand-in interface whose fields are then dropped."""
    from a2a.types import AgentCard

    unversioned = AgentCard()
    unversioned.CopyFrom(card)
    for interface in unversioned.supported_interfaces:
        interface.protocol_version = ""
    stand_in = not unversioned.supported_interfaces
    if stand_in:
        unversioned.supported_interfaces.add()
    wire = _dump(_conversions().to_compat_agent_card(unversioned))
    if stand_in:
        for key in ("url", "preferredTransport", "protocolVersion"):
            wire.pop(key, None)
    if card.supported_interfaces and card.supported_interfaces[0].protocol_version:
        wire["protocolVersion"] = card.supported_interfaces[0].protocol_version
    return wire


def wire_result(result: Any) -> Any:
    if result is None:
        return None
    if type(result).__name__ == "AgentCard":
        return wire_card(result)
    if type(result).__name__ == "ListTaskPushNotificationConfigsResponse":
        return [wire_event(config) for config in result.configs]
    return wire_event(result)


def wire_item(item: Any) -> Any:
    """SSE ``data`` of one ``StreamResponse``: its task, message or update, in the v0.3 shape."""
    return wire_event(getattr(item, item.WhichOneof("payload")))


def content_key(message: Any) -> bytes | None:
    """What a message's JSON view is a function of: its type and its deterministic protobuf
    serialization (a ``StreamResponse``: its payload's, as ``wire_item`` converts the payload; so the
    Task a client receives has the key of the Task its server returned). None: not a message."""
    if type(message).__name__ == "StreamResponse":
        payload = message.WhichOneof("payload")
        message = getattr(message, payload) if payload is not None else message
    serialize = getattr(message, "SerializeToString", None)
    if serialize is None:
        return None
    return type(message).__name__.encode() + b"\0" + serialize(deterministic=True)


def wire_error(exc: BaseException) -> Any:
    code = _json_rpc_code(exc)
    if code is None:
        return None
    error: dict[str, Any] = {"code": code, "message": getattr(exc, "message", None) or str(exc)}
    data = getattr(exc, "data", None)
    if data is not None:
        error["data"] = data
    return error


# -- content (only read when content capture is on) -------------------------------------------


def _part_view(part: Any) -> PartView:
    which = part.WhichOneof("content")
    if which == "text":
        return PartView("text", text=part.text)
    if which == "data":
        return PartView("data", data=_protobuf_json(part.data))
    # raw (bytes, never read) or url
    return PartView(
        "file",
        name=text_or_none(part.filename),
        mime_type=text_or_none(part.media_type),
        uri=text_or_none(part.url) if which == "url" else None,
    )


def _message_content(message: Any) -> MessageContent:
    return MessageContent(message_view(message), tuple(_part_view(part) for part in message.parts))


def _artifact_content(artifact: Any) -> ArtifactContent:
    return ArtifactContent(
        text_or_none(artifact.artifact_id), text_or_none(artifact.name), tuple(_part_view(p) for p in artifact.parts)
    )


def request_content(request: Any) -> ContentView:
    if type(request).__name__ == "SendMessageRequest" and request.HasField("message"):
        return ContentView(messages=(_message_content(request.message),))
    return ContentView()


def _status_content(status: Any) -> tuple[MessageContent, ...]:
    return (_message_content(status.message),) if status.HasField("message") else ()


def event_content(event: Any) -> ContentView:
    """The content of a Task, Message, status update or artifact update."""
    kind = type(event).__name__
    if kind == "Message":
        return ContentView(messages=(_message_content(event),))
    if kind == "TaskArtifactUpdateEvent":
        return ContentView(artifacts=(_artifact_content(event.artifact),))
    if kind == "TaskStatusUpdateEvent":
        return ContentView(messages=_status_content(event.status))
    if kind == "Task":
        return ContentView(_status_content(event.status), tuple(_artifact_content(a) for a in event.artifacts))
    return ContentView()


def item_content(item: Any) -> ContentView:
    return event_content(getattr(item, item.WhichOneof("payload")))


def describe_push_delivery(args: tuple, kwargs: dict[str, Any]) -> tuple[PushConfigView, ItemView]:
    """``_dispatch_notification(event, push_info, task_id)``: the webhook's config and the update
    (a Task, or a status or artifact update) it delivers."""
    event = args[0] if args else kwargs["event"]
    config = args[1] if len(args) > 1 else kwargs["push_info"]
    task_id = args[2] if len(args) > 2 else kwargs.get("task_id", config.task_id)
    return PushConfigView(text_or_none(task_id), text_or_none(config.id), text_or_none(config.url)), describe_event(
        event
    )


def push_payload(args: tuple, kwargs: dict[str, Any]) -> Any:
    """What ``_dispatch_notification`` delivers: the Task or the status or artifact update."""
    return args[0] if args else kwargs["event"]
