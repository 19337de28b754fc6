"""Adapter for a2a-sdk 0.3.x: pydantic types, `(Task, update)` stream tuples, A2AClient*Error."""

from __future__ import annotations

import sys
import weakref
from types import FrameType
from typing import Any

from a2a.client.errors import A2AClientHTTPError, A2AClientJSONRPCError
from a2a.client.middleware import ClientCallContext
from a2a.utils.errors import ServerError

from ..conventions.semconv import MethodValues as M
from ..conventions.semconv import StreamEventTypeValues
from .transports import innermost_transport, transport_kind, transport_url
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
    bool_or_none,
    grpc_status_of,
    http_status_of,
    text_or_none,
)

LINE = "0.3"
BASE_CLIENT_MODULE = "a2a.client.base_client"
CARD_RESOLVER_MODULE = "a2a.client.card_resolver"
# The BaseClient method that fetches the authenticated extended card.
EXTENDED_CARD_METHOD = "get_card"
# BaseClient methods -> A2A method (send_message and the extended card are traced on their own).
CLIENT_METHODS = {
    "get_task": M.TASKS_GET,
    "cancel_task": M.TASKS_CANCEL,
    "resubscribe": M.TASKS_RESUBSCRIBE,
    "set_task_callback": M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
    "get_task_callback": M.TASKS_PUSH_NOTIFICATION_CONFIG_GET,
}
# 0.3's gRPC transport ignores the call context: its only metadata comes from this method, so
# trace context is added there (the one transport method wrapped; it makes no span).
GRPC_METADATA_HOOKS = [("a2a.client.transports.grpc", "GrpcTransport._get_grpc_metadata")]
# The deprecated A2AClient (a2a.client.legacy): it bypasses BaseClient and returns JSON-RPC errors
# as responses. Its methods -> A2A method; send_message_streaming and resubscribe stream.
LEGACY_CLIENT = ("a2a.client.legacy", "A2AClient")
LEGACY_CLIENT_METHODS = {
    "send_message": M.MESSAGE_SEND,
    "send_message_streaming": M.MESSAGE_STREAM,
    "resubscribe": M.TASKS_RESUBSCRIBE,
    "get_task": M.TASKS_GET,
    "cancel_task": M.TASKS_CANCEL,
    "set_task_callback": M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
    "get_task_callback": M.TASKS_PUSH_NOTIFICATION_CONFIG_GET,
}
# Request handler classes and their `on_*` methods -> A2A method.
SERVER_HANDLERS = [("a2a.server.request_handlers.default_request_handler", "DefaultRequestHandler")]
SERVER_METHODS = {
    "on_message_send": M.MESSAGE_SEND,
    "on_message_send_stream": M.MESSAGE_STREAM,
    "on_get_task": M.TASKS_GET,
    "on_cancel_task": M.TASKS_CANCEL,
    "on_resubscribe_to_task": M.TASKS_RESUBSCRIBE,
    "on_set_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_SET,
    "on_get_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_GET,
    "on_list_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST,
    "on_delete_task_push_notification_config": M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE,
}
# The push sender's one-webhook delivery: `_dispatch_notification(task, push_config)`.
PUSH_DELIVERY = ("a2a.server.tasks.base_push_notification_sender", "BasePushNotificationSender._dispatch_notification")
# The default HTTP call-context builder (JSON-RPC and REST apps): wrapped to note the caller's
# address, which the call context does not keep (peers.py).
HTTP_CALL_CONTEXT_BUILDERS = [("a2a.server.apps.jsonrpc.jsonrpc_app", "DefaultCallContextBuilder.build")]
# 0.3 request handlers do not hold the agent card; the protocol handlers in front of them hold
# both (`agent_card`, `request_handler`) and call the request handler for every request. The apps
# bind those handlers' methods when they are built (REST routes, gRPC method handlers), so a wrap
# made later would not see the request. Instead, the first time a request handler serves, the
# card holder that called it is found among the few frames above: once per request handler, no
# constructor watching, no heap scan; `forget_cards` (uninstrument) drops what was found.
_CARD_HOLDERS = [
    ("a2a.server.request_handlers.jsonrpc_handler", "JSONRPCHandler"),
    ("a2a.server.request_handlers.rest_handler", "RESTHandler"),
    ("a2a.server.request_handlers.grpc_handler", "GrpcHandler"),
]
# How far above server_agent_name the card holder's frame may be: our wrapper's own frames
# (wrapper, guarded, prepare) and the SDK's between the holder and the request handler.
_CALLER_FRAMES = 16
_cards_by_handler: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
_UNSEEN = object()


def _holder_classes() -> tuple[type, ...]:
    """The card holder classes this install has (a module behind an absent extra is left out)."""
    classes = []
    for module_name, class_name in _CARD_HOLDERS:
        module = sys.modules.get(module_name)  # only what the app imported: an app serves through it
        holder = getattr(module, class_name, None) if module is not None else None
        if isinstance(holder, type):
            classes.append(holder)
    return tuple(classes)


def _calling_holder_card(handler: Any) -> Any:
    """The card of the card holder among the calling frames whose request handler is ``handler``.

    Only a frame's ``self`` whose exact type is a card holder class is read, so no foreign code
    (properties, ``__class__``, ``__eq__``) runs."""
    classes = _holder_classes()
    frame: FrameType | None = sys._getframe(2)
    for _ in range(_CALLER_FRAMES):
        if frame is None:
            return None
        holder = frame.f_locals.get("self")
        if holder is not None and issubclass(type(holder), classes) and holder.request_handler is handler:
            return holder.agent_card
        frame = frame.f_back
    return None


def server_card(handler: Any) -> Any:
    card = _cards_by_handler.get(handler, _UNSEEN)
    if card is _UNSEEN:
        # A request handler served by no card holder (called by code of its own) stays nameless,
        # and is looked for once only.
        card = _cards_by_handler[handler] = _calling_holder_card(handler)
    return card


def server_agent_name(handler: Any) -> str | None:
    card = server_card(handler)
    return text_or_none(card.name) if card is not None else None


def forget_cards() -> None:
    _cards_by_handler.clear()


def _enum_value(value: Any) -> str | None:
    # TaskState / Role are str Enums: `.value` is the wire string ("input-required", "user").
    return text_or_none(getattr(value, "value", value))


def _card_interface_url(card: Any, kind: str | None) -> str | None:
    if kind is None:
        return None
    if TRANSPORT_BY_PROTOCOL.get(_enum_value(card.preferred_transport) or "JSONRPC") == kind:
        return text_or_none(card.url)
    for interface in card.additional_interfaces or ():
        if TRANSPORT_BY_PROTOCOL.get(_enum_value(interface.transport) or "") == kind:
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
    # The rule of BaseClient.send_message / resubscribe.
    return bool(client._config.streaming and client._card.capabilities.streaming)


def extended_card_requested(client: Any) -> bool:
    # BaseClient.get_card goes over the wire only while the transport still needs the extended card
    # (the card offers one and it was not fetched yet); otherwise it returns the card it holds.
    needs = getattr(innermost_transport(client._transport), "_needs_extended_card", None)
    if isinstance(needs, bool):
        return needs
    return bool(client._card.supports_authenticated_extended_card)


def with_trace_carrier(kwargs: dict[str, Any]) -> dict[str, str]:
    """Give the call a copy of its ClientCallContext whose HTTP headers we may add to.

    The 0.3 HTTP transports send ``context.state["http_kwargs"]["headers"]`` with the request,
    reading it when the request is made; the returned dict is that headers dict. The caller's own
    context, state and headers are never changed.
    """
    given = kwargs.get("context")
    state = dict(given.state) if given is not None else {}
    http_kwargs = dict(state.get("http_kwargs") or {})
    headers = dict(http_kwargs.get("headers") or {})
    http_kwargs["headers"] = headers
    state["http_kwargs"] = http_kwargs
    context = given.model_copy(update={"state": state}) if given is not None else ClientCallContext(state=state)
    kwargs["context"] = context
    # The model's own headers dict: pydantic validation may copy what the constructor is given.
    return context.state["http_kwargs"]["headers"]


def message_view(message: Any) -> MessageView:
    return MessageView(
        message_id=text_or_none(message.message_id),
        role=_enum_value(message.role),
        parts_count=len(message.parts or ()),
        context_id=text_or_none(message.context_id),
        task_id=text_or_none(message.task_id),
        reference_task_ids=tuple(ref for ref in message.reference_task_ids or () if isinstance(ref, str)),
    )


def _push_view(config: Any, task_id: Any) -> PushConfigView:
    return PushConfigView(text_or_none(task_id), text_or_none(config.id), text_or_none(config.url))


def describe_request(request: Any) -> RequestView:
    """Client requests (a Message, params models) and server params alike."""
    kind = type(request).__name__
    if kind == "Message":
        message = message_view(request)
        return RequestView(message.task_id, message.context_id, message)
    if kind == "MessageSendParams":
        message = message_view(request.message)
        return RequestView(message.task_id, message.context_id, message)
    if kind == "TaskPushNotificationConfig":
        push = _push_view(request.push_notification_config, request.task_id)
        return RequestView(task_id=push.task_id, push=push)
    if kind in ("GetTaskPushNotificationConfigParams", "DeleteTaskPushNotificationConfigParams"):
        push = PushConfigView(text_or_none(request.id), text_or_none(request.push_notification_config_id), None)
        return RequestView(task_id=push.task_id, push=push)
    # TaskQueryParams, TaskIdParams, ListTaskPushNotificationConfigParams
    return RequestView(task_id=text_or_none(getattr(request, "id", None)))


def describe_event(event: Any) -> ItemView:
    """A Task, a Message, a TaskStatusUpdateEvent or a TaskArtifactUpdateEvent."""
    kind = event.kind
    if kind == StreamEventTypeValues.TASK:
        state = _enum_value(event.status.state)
        return ItemView(
            StreamEventTypeValues.TASK,
            text_or_none(event.id),
            text_or_none(event.context_id),
            state,
            state in TURN_ENDING_STATES,
            tuple(artifact.artifact_id for artifact in event.artifacts or ()),
            None,
        )
    if kind == StreamEventTypeValues.MESSAGE:
        message = message_view(event)
        return ItemView(StreamEventTypeValues.MESSAGE, message.task_id, message.context_id, None, True, (), message)
    task_id, context_id = text_or_none(event.task_id), text_or_none(event.context_id)
    if kind == StreamEventTypeValues.STATUS_UPDATE:
        state = _enum_value(event.status.state)
        return ItemView(StreamEventTypeValues.STATUS_UPDATE, task_id, context_id, state, bool(event.final), (), None)
    if kind == StreamEventTypeValues.ARTIFACT_UPDATE:
        artifact_ids = (event.artifact.artifact_id,)
        return ItemView(StreamEventTypeValues.ARTIFACT_UPDATE, task_id, context_id, None, False, artifact_ids, None)
    raise ValueError(f"not an A2A event: {kind!r}")


def describe_item(item: Any) -> ItemView:
    """One item of BaseClient `send_message` / `resubscribe`: `(Task, update | None)` or a Message."""
    if isinstance(item, tuple):
        task, update = item
        return describe_event(task if update is None else update)
    return describe_event(item)


def describe_result(result: Any) -> ResultView:
    if result is None:
        return ResultView()
    if isinstance(result, list):  # on_list_task_push_notification_config
        return ResultView(configs_count=len(result))
    kind = type(result).__name__
    if kind == "TaskPushNotificationConfig":
        return ResultView(push=_push_view(result.push_notification_config, result.task_id))
    if kind == "AgentCard":
        return ResultView(card=describe_card(result))
    return ResultView(item=describe_event(result))


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
        description=text_or_none(card.description),
    )


def _error_model_view(error: Any) -> ErrorView:
    code = getattr(error, "code", None)
    return ErrorView(
        code if isinstance(code, int) and not isinstance(code, bool) else None,
        text_or_none(getattr(error, "message", None)),
        None,
    )


def describe_error(exc: BaseException) -> ErrorView:
    if isinstance(exc, (A2AClientJSONRPCError, ServerError)):
        # Client: the JSON-RPC error the agent returned. Server: the error the handler raises.
        # getattr: a subclass that skips the SDK's __init__ has neither attribute.
        return _error_model_view(getattr(exc, "error", None))
    if isinstance(exc, A2AClientHTTPError):
        return ErrorView(None, text_or_none(getattr(exc, "message", None)), http_status_of(exc))
    return ErrorView(None, None, http_status_of(exc), grpc_status_of(exc))


# -- the deprecated A2AClient -------------------------------------------------------------------


def legacy_target(client: Any) -> ClientTarget:
    transport = client._transport  # always a JsonRpcTransport
    card = transport.agent_card
    return ClientTarget(
        text_or_none(card.name) if card is not None else None, transport_kind(transport), transport.url, card
    )


def legacy_extended_card_requested(client: Any) -> bool:
    return bool(getattr(client._transport, "_needs_extended_card", False))


def legacy_with_trace_carrier(kwargs: dict[str, Any]) -> dict[str, str]:
    """Like ``with_trace_carrier``; without a context the legacy client builds one from
    ``http_kwargs``, so the headers go there (a copy) and the caller's http_kwargs stay in use."""
    if kwargs.get("context") is not None:
        return with_trace_carrier(kwargs)
    http_kwargs = dict(kwargs.get("http_kwargs") or {})
    headers = dict(http_kwargs.get("headers") or {})
    http_kwargs["headers"] = headers
    kwargs["http_kwargs"] = http_kwargs
    return headers


def legacy_params(request: Any) -> Any:
    """A legacy request is a JSON-RPC request object: its `params` are what the agent acts on."""
    return request.params


def legacy_response(response: Any) -> tuple[Any, tuple[ErrorView, type] | None]:
    """(result, None) for a success response; (None, (error, its class)) for an error response."""
    root = response.root
    if type(root).__name__ == "JSONRPCErrorResponse":
        error = root.error
        return None, (_error_model_view(error), type(error))
    return root.result, None


def describe_legacy_item(item: Any) -> ItemView:
    """One SendStreamingMessageResponse of the legacy client's streams."""
    return describe_event(item.root.result)


def wire_legacy_item(item: Any) -> Any:
    return _wire(item.root.result)


# -- the canonical JSON view (A2A v0.3 wire shape), for OATF indicators --------------------------


def _wire(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def wire_request(request: Any) -> Any:
    """JSON-RPC ``params`` of a request. The client's ``send_message`` takes the bare Message; the
    SDK wraps it into MessageSendParams, so the params are ``{"message": ...}``."""
    if type(request).__name__ == "Message":
        return {"message": _wire(request)}
    return _wire(request)


def wire_result(result: Any) -> Any:
    """JSON-RPC ``result`` of a response (a Task, Message, config, card, or a list of configs)."""
    if result is None:
        return None
    if isinstance(result, list):
        return [_wire(entry) for entry in result]
    return _wire(result)


def wire_item(item: Any) -> Any:
    """SSE ``data`` of one stream item: the update (or the first Task), or the Message."""
    if isinstance(item, tuple):
        task, update = item
        return _wire(task if update is None else update)
    return _wire(item)


def wire_event(event: Any) -> Any:
    return _wire(event)


def wire_card(card: Any) -> Any:
    return _wire(card)


def content_key(message: Any) -> bytes | None:
    """What a message's JSON view is a function of: its type and its full JSON (a client's stream
    item ``(task, update)``: the one ``wire_item`` converts). None: not a model.

    The JSON is the view's own (``_wire``'s options: aliases, no None fields), written by the
    model's pydantic-core serializer directly: the same text ``model_dump_json`` with those options
    writes, without its Python-level argument handling, and shorter than the dump of every field
    (a third less time for a task, on both sides of every call)."""
    if isinstance(message, tuple):
        task, update = message
        message = task if update is None else update
    serializer = getattr(type(message), "__pydantic_serializer__", None)
    if serializer is None or getattr(message, "model_dump_json", None) is None:
        return None
    return type(message).__name__.encode() + b"\0" + serializer.to_json(message, by_alias=True, exclude_none=True)


def wire_error(exc: BaseException) -> Any:
    """The JSON-RPC ``error`` object behind an exception, when there is one."""
    error = getattr(exc, "error", None)
    if isinstance(exc, (A2AClientJSONRPCError, ServerError)) and error is not None:
        return _wire(error)
    return None


# -- content (only read when content capture is on) -------------------------------------------


def _part_view(part: Any) -> PartView:
    root = getattr(part, "root", part)
    kind = getattr(root, "kind", None)
    if kind == "text":
        return PartView("text", text=root.text)
    if kind == "data":
        return PartView("data", data=root.data)
    file = getattr(root, "file", None)  # FileWithBytes or FileWithUri: the bytes are never read
    return PartView(
        "file",
        name=text_or_none(getattr(file, "name", None)),
        mime_type=text_or_none(getattr(file, "mime_type", None)),
        uri=text_or_none(getattr(file, "uri", None)),
    )


def _message_content(message: Any) -> MessageContent:
    return MessageContent(message_view(message), tuple(_part_view(part) for part in message.parts or ()))


def _artifact_content(artifact: Any) -> ArtifactContent:
    return ArtifactContent(
        text_or_none(artifact.artifact_id),
        text_or_none(artifact.name),
        tuple(_part_view(part) for part in artifact.parts or ()),
    )


def request_content(request: Any) -> ContentView:
    kind = type(request).__name__
    message = request if kind == "Message" else getattr(request, "message", None)
    return ContentView(messages=(_message_content(message),)) if message is not None else ContentView()


def event_content(event: Any) -> ContentView:
    """The content of a Task, Message, status update or artifact update."""
    kind = event.kind
    if kind == StreamEventTypeValues.MESSAGE:
        return ContentView(messages=(_message_content(event),))
    if kind == StreamEventTypeValues.ARTIFACT_UPDATE:
        return ContentView(artifacts=(_artifact_content(event.artifact),))
    status_message = event.status.message
    messages = (_message_content(status_message),) if status_message is not None else ()
    artifacts = tuple(_artifact_content(a) for a in event.artifacts or ()) if kind == StreamEventTypeValues.TASK else ()
    return ContentView(messages, artifacts)


def item_content(item: Any) -> ContentView:
    if isinstance(item, tuple):
        task, update = item
        return event_content(task if update is None else update)
    return event_content(item)


def legacy_item_content(item: Any) -> ContentView:
    return event_content(item.root.result)


def describe_push_delivery(args: tuple, kwargs: dict[str, Any]) -> tuple[PushConfigView, ItemView]:
    """``_dispatch_notification(task, push_info)``: the webhook's config and the task it reports."""
    task = args[0] if args else kwargs["task"]
    config = args[1] if len(args) > 1 else kwargs["push_info"]
    return _push_view(config, task.id), describe_event(task)


def push_payload(args: tuple, kwargs: dict[str, Any]) -> Any:
    """What ``_dispatch_notification`` delivers: the Task."""
    return args[0] if args else kwargs["task"]
