"""CLIENT spans for the a2a-sdk client: ``A2ACardResolver`` and ``BaseClient``.

``BaseClient`` is the SDK's only ``Client`` implementation on both lines and sits above every
transport (JSON-RPC, HTTP+JSON, gRPC), so wrapping it covers them all and we never wrap a
transport. Each wrapper checks ``is_instrumentation_enabled()`` first, prepares its span under
``guarded`` (a failure there means: call through, untraced), and lets the SDK's result or
exception pass unchanged.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from types import ModuleType
from typing import Any

from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import Span, SpanKind, Tracer

from opentelemetry import context as context_api
from opentelemetry import trace

from . import semconv as sc
from .attributes import card_attributes, endpoint_attributes, message_attributes, span_name, target_attributes
from .outcome import record_error
from .safety import guarded
from .streams import MessageExchange, traced_exchange
from .urls import redact_url

WrapPoint = tuple[str, str, Callable[..., Any]]
_Attributes = dict[str, Any]


def _request_argument(args: tuple, kwargs: dict, name: str, position: int) -> Any:
    return args[position] if len(args) > position else kwargs.get(name)


class ClientInstrumentation:
    """The wrappers of one ``instrument()`` call, bound to its tracer and SDK adapter."""

    def __init__(self, tracer: Tracer, adapter: ModuleType) -> None:
        self._tracer = tracer
        self._adapter = adapter

    def wrap_points(self) -> list[WrapPoint]:
        adapter = self._adapter
        return [
            (adapter.CARD_RESOLVER_MODULE, "A2ACardResolver.get_agent_card", self._get_agent_card),
            (
                adapter.BASE_CLIENT_MODULE,
                f"BaseClient.{adapter.EXTENDED_CARD_METHOD}",
                self._get_extended_card,
            ),
            (adapter.BASE_CLIENT_MODULE, "BaseClient.send_message", self._send_message),
            (
                adapter.BASE_CLIENT_MODULE,
                "BaseClient.get_task",
                self._task_operation(sc.SpanName.TASK_GET, sc.MethodValues.TASKS_GET),
            ),
            (
                adapter.BASE_CLIENT_MODULE,
                "BaseClient.cancel_task",
                self._task_operation(sc.SpanName.TASK_CANCEL, sc.MethodValues.TASKS_CANCEL),
            ),
        ]

    # -- shared ---------------------------------------------------------------------------------

    async def _traced_call(
        self,
        name: str,
        attributes: _Attributes,
        wrapped: Callable[..., Awaitable[Any]],
        args: tuple,
        kwargs: dict,
        on_result: Callable[[Span, Any], None],
    ) -> Any:
        span = guarded("starting a span", self._start_span, name, attributes)
        if span is None:
            return await wrapped(*args, **kwargs)
        try:
            with trace.use_span(span, end_on_exit=False, record_exception=False, set_status_on_exception=False):
                result = await wrapped(*args, **kwargs)
        except BaseException as exc:
            guarded("recording an error", self._record_error, span, exc)
            raise
        else:
            guarded("reading a response", on_result, span, result)
            return result
        finally:
            guarded("ending a span", span.end)

    def _start_span(self, name: str, attributes: _Attributes, parent: context_api.Context | None = None) -> Span:
        return self._tracer.start_span(name, context=parent, kind=SpanKind.CLIENT, attributes=attributes)

    def _record_error(self, span: Span, exc: BaseException) -> None:
        record_error(span, exc, self._adapter.describe_error)

    def _set_card_attributes(self, span: Span, card: Any) -> None:
        attributes: _Attributes = {}
        card_attributes(attributes, self._adapter.describe_card(card))
        span.set_attributes(attributes)

    # -- discovery ------------------------------------------------------------------------------

    async def _get_agent_card(self, wrapped, instance, args, kwargs):
        if not is_instrumentation_enabled():
            return await wrapped(*args, **kwargs)
        attributes = guarded("preparing a discovery span", self._discovery_attributes, instance, args, kwargs)
        if attributes is None:
            return await wrapped(*args, **kwargs)
        return await self._traced_call(
            sc.SpanName.AGENT_DISCOVER, attributes, wrapped, args, kwargs, self._set_card_attributes
        )

    @staticmethod
    def _discovery_attributes(resolver: Any, args: tuple, kwargs: dict) -> _Attributes:
        # The path rule of A2ACardResolver.get_agent_card (both lines).
        relative_path = _request_argument(args, kwargs, "relative_card_path", 0)
        path = relative_path.lstrip("/") if relative_path else resolver.agent_card_path
        attributes: _Attributes = {sc.AITF_A2A_METHOD: sc.MethodValues.AGENT_CARD_GET}
        endpoint_attributes(attributes, f"{resolver.base_url}/{path}")
        # Until a card says where the agent serves, its endpoint is the base URL it was found at.
        attributes[sc.AITF_A2A_AGENT_URL] = redact_url(resolver.base_url)
        return attributes

    async def _get_extended_card(self, wrapped, instance, args, kwargs):
        # Without an advertised extended card the SDK returns the card it holds: no call, no span.
        if not is_instrumentation_enabled() or not guarded(
            "reading the client's card", self._adapter.extended_card_requested, instance
        ):
            return await wrapped(*args, **kwargs)
        target = guarded("preparing a discovery span", self._adapter.client_target, instance)
        if target is None:
            return await wrapped(*args, **kwargs)
        attributes = target_attributes(target, sc.MethodValues.AGENT_GET_AUTHENTICATED_EXTENDED_CARD)

        def on_card(span: Span, card: Any) -> None:
            self._set_card_attributes(span, card)
            # The card names its preferred transport; this call went over the client's.
            if target.transport is not None:
                span.set_attribute(sc.AITF_A2A_TRANSPORT, target.transport)

        return await self._traced_call(sc.SpanName.AGENT_DISCOVER, attributes, wrapped, args, kwargs, on_card)

    # -- tasks ----------------------------------------------------------------------------------

    def _task_operation(self, base_name: str, method: str) -> Callable[..., Awaitable[Any]]:
        async def wrapper(wrapped, instance, args, kwargs):
            if not is_instrumentation_enabled():
                return await wrapped(*args, **kwargs)
            prepared = guarded("preparing a task span", self._task_span, instance, args, kwargs, base_name, method)
            if prepared is None:
                return await wrapped(*args, **kwargs)
            name, attributes = prepared
            return await self._traced_call(name, attributes, wrapped, args, kwargs, self._set_task_attributes)

        return wrapper

    def _task_span(self, client: Any, args: tuple, kwargs: dict, base_name: str, method: str):
        target = self._adapter.client_target(client)
        attributes = target_attributes(target, method)
        task_id = self._adapter.request_task_id(args, kwargs)
        if task_id is not None:
            attributes[sc.AITF_A2A_TASK_ID] = task_id
        return span_name(base_name, target.agent_name), attributes

    def _set_task_attributes(self, span: Span, task: Any) -> None:
        view = self._adapter.describe_task(task)
        attributes: _Attributes = {}
        if view.task_id is not None:
            attributes[sc.AITF_A2A_TASK_ID] = view.task_id
        if view.context_id is not None:
            attributes[sc.AITF_A2A_TASK_CONTEXT_ID] = view.context_id
        if view.state is not None:
            attributes[sc.AITF_A2A_TASK_STATE] = view.state
        span.set_attributes(attributes)

    # -- messages -------------------------------------------------------------------------------

    def _send_message(self, wrapped, instance, args, kwargs):
        if not is_instrumentation_enabled():
            return wrapped(*args, **kwargs)
        start = guarded("preparing a message span", self._prepare_exchange, instance, args, kwargs)
        inner = wrapped(*args, **kwargs)
        return inner if start is None else traced_exchange(inner, start)

    def _prepare_exchange(self, client: Any, args: tuple, kwargs: dict) -> Callable[[], MessageExchange]:
        adapter = self._adapter
        streaming = adapter.uses_streaming(client)
        target = adapter.client_target(client)
        method = sc.MethodValues.MESSAGE_STREAM if streaming else sc.MethodValues.MESSAGE_SEND
        attributes = target_attributes(target, method)
        attributes[sc.AITF_A2A_INTERACTION_MODE] = (
            sc.InteractionModeValues.STREAM if streaming else sc.InteractionModeValues.SYNC
        )
        # The message's details are optional: the span is worth having without them.
        outgoing = guarded("reading the outgoing message", adapter.outgoing_message, args, kwargs)
        if outgoing is not None:
            attributes.update(message_attributes(outgoing))
        name = span_name(sc.SpanName.MESSAGE_STREAM if streaming else sc.SpanName.MESSAGE_SEND, target.agent_name)
        parent = context_api.get_current()

        def start() -> MessageExchange:
            span = self._start_span(name, attributes, parent)
            return MessageExchange(span, parent, streaming, outgoing, adapter.describe_item, adapter.describe_error)

        return start
