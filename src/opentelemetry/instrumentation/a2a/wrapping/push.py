"""CLIENT spans for push-notification delivery: the serving agent calling a client's webhook.

The SDK's push sender (``BasePushNotificationSender``, both lines) delivers each task update to
each configured webhook in ``_dispatch_notification``, which reports success as ``True`` and
swallows every failure (it logs them). One span covers one delivery, as a child of whatever span
is current, the SERVER span of the request whose task it reports, and is named after the serving
agent that span's context names (``SERVING_AGENT``). The webhook request itself is the SDK's ``httpx.AsyncClient.post``:
while a delivery span is current (``_DELIVERY``, a context variable), that one method adds the
trace context to the request's headers and notes the response status on the span; any other
``post`` passes through untouched.

Recorded: the task id and state the update reports, the push config id, and the webhook's origin,
host and port. Never its path, query, token or credentials (the SDK sends the token and any
``Authorization`` header; neither is read here).
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import Span, SpanKind, Status, StatusCode

from opentelemetry import context as context_api
from opentelemetry import trace

from ..conventions import semconv as sc
from ..detection.detections import evaluate_indicators
from ..hygiene.safety import guarded
from ..hygiene.urls import server_endpoint, url_origin
from ..telemetry.attributes import put
from ..telemetry.outcome import NO_DETAILS, record_error
from .patching import WrapPoint
from .propagation import inject
from .wrappers import Wrappers

_DELIVERY: ContextVar[Span | None] = ContextVar("opentelemetry.instrumentation.a2a.push_delivery", default=None)
# The delivery failed and nothing more precise (an exception, an HTTP status) was seen: the SDK's
# URL validator refused the webhook, or the SDK swallowed an error before the request was made.
DELIVERY_FAILED = "delivery_failed"


# The serving agent's name, in the context a SERVER span's work runs in (set by server.py). Not read
# from the current span: the SDK's own (muted) tracing makes its no-op spans current inside.
SERVING_AGENT = context_api.create_key("opentelemetry.instrumentation.a2a.serving_agent")


def _serving_agent_name() -> str | None:
    name = context_api.get_value(SERVING_AGENT)
    return name if isinstance(name, str) else None


class PushDeliveryInstrumentation(Wrappers):
    """The push-delivery wrappers of one ``instrument()`` call."""

    kind = SpanKind.CLIENT

    def wrap_points(self) -> list[WrapPoint]:
        module, path = self._adapter.PUSH_DELIVERY
        return [(module, path, self._deliver), ("httpx", "AsyncClient.post", _post_with_trace_context)]

    def _start_delivery(self, args: tuple, kwargs: dict[str, Any]) -> Span:
        push, update = self._adapter.describe_push_delivery(args, kwargs)
        agent_name = _serving_agent_name()
        attributes: dict[str, Any] = {}
        put(attributes, sc.AITF_A2A_TASK_ID, push.task_id or update.task_id)
        put(attributes, sc.AITF_A2A_TASK_STATE, update.state)
        put(attributes, sc.AITF_A2A_AGENT_NAME, agent_name)
        put(attributes, sc.AITF_A2A_PUSH_NOTIFICATION_CONFIG_ID, push.config_id)
        put(attributes, sc.AITF_A2A_PUSH_NOTIFICATION_ORIGIN, url_origin(push.url))
        endpoint = server_endpoint(push.url)
        put(attributes, sc.SERVER_ADDRESS, endpoint.address)
        put(attributes, sc.SERVER_PORT, endpoint.port)
        return self._start(self._span_name.with_agent(sc.SpanName.PUSH_NOTIFICATION_SEND, agent_name), attributes)

    async def _deliver(self, wrapped, instance, args, kwargs):
        if not is_instrumentation_enabled():
            return await wrapped(*args, **kwargs)
        span = guarded("starting a push-delivery span", self._start_delivery, args, kwargs)
        if span is None:
            return await wrapped(*args, **kwargs)
        # The update a webhook receives is text a peer agent (this one) sends to another agent:
        # shown to the indicators as a status or artifact update.
        evaluate_indicators(self._detector, "push", span, args, kwargs)
        delivery = _DELIVERY.set(span)
        token = context_api.attach(trace.set_span_in_context(span))
        try:
            delivered = await wrapped(*args, **kwargs)
        except BaseException as exc:
            guarded("recording a push-delivery error", record_error, span, exc, lambda _: NO_DETAILS)
            raise
        else:
            guarded("recording a push delivery's outcome", _record_outcome, span, delivered)
            return delivered
        finally:
            context_api.detach(token)
            _DELIVERY.reset(delivery)
            span.end()


def _record_outcome(span: Span, delivered: Any) -> None:
    if delivered is not False:
        return
    attributes = getattr(span, "attributes", None) or {}
    if sc.ERROR_TYPE in attributes:  # the webhook request raised: recorded with its status already
        return
    status = attributes.get(sc.HTTP_RESPONSE_STATUS_CODE)
    # An HTTP error status is the error type, as OpenTelemetry's HTTP client conventions say.
    span.set_attribute(sc.ERROR_TYPE, str(status) if isinstance(status, int) and status >= 400 else DELIVERY_FAILED)
    span.set_status(Status(StatusCode.ERROR, "push notification not delivered"))


async def _post_with_trace_context(wrapped, instance, args, kwargs):
    """``httpx.AsyncClient.post``: inside a push delivery, with the trace context in a copy of its
    headers and the response status noted; otherwise untouched."""
    span = _DELIVERY.get()
    if span is None or not is_instrumentation_enabled():
        return await wrapped(*args, **kwargs)
    headers = dict(kwargs.get("headers") or {})
    guarded("adding trace context to a webhook request", inject, headers, trace.set_span_in_context(span))
    try:
        response = await wrapped(*args, **{**kwargs, "headers": headers})
    except Exception as exc:
        guarded("recording a webhook request's error", record_error, span, exc, lambda _: NO_DETAILS)
        raise
    guarded("noting a webhook's response", span.set_attribute, sc.HTTP_RESPONSE_STATUS_CODE, response.status_code)
    return response
