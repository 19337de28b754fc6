"""A2A spans made for the OCSF tests: the instrumentation's scope, the conventions' attributes,
optional detections (``aitf.security.threat_detected`` events) and errors."""

from __future__ import annotations

from typing import Any

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, Status, StatusCode

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE

SPAN_OF_METHOD = {
    M.AGENT_CARD_GET: sc.SpanName.AGENT_DISCOVER,
    M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD: sc.SpanName.AGENT_DISCOVER,
    M.MESSAGE_SEND: sc.SpanName.MESSAGE_SEND,
    M.MESSAGE_STREAM: sc.SpanName.MESSAGE_STREAM,
    M.TASKS_GET: sc.SpanName.TASK_GET,
    M.TASKS_CANCEL: sc.SpanName.TASK_CANCEL,
    M.TASKS_RESUBSCRIBE: sc.SpanName.TASK_RESUBSCRIBE,
    M.TASKS_LIST: sc.SpanName.TASK_LIST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_SET: sc.SpanName.PUSH_CONFIG_SET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_GET: sc.SpanName.PUSH_CONFIG_GET,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST: sc.SpanName.PUSH_CONFIG_LIST,
    M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE: sc.SpanName.PUSH_CONFIG_DELETE,
}
DETECTION = {
    sc.AITF_SECURITY_THREAT_TYPE: "prompt_injection",
    sc.AITF_SECURITY_OWASP_CATEGORY: "LLM01",
    sc.AITF_SECURITY_RISK_LEVEL: "high",
    sc.AITF_SECURITY_RISK_SCORE: 75.0,
    sc.AITF_SECURITY_CONFIDENCE: 0.9,
    sc.AITF_SECURITY_DETECTION_METHOD: "pattern",
    sc.AITF_SECURITY_BLOCKED: False,
    sc.AITF_SECURITY_DETAILS: '{"description": "instructions hidden in a skill description"}',
    sc.AITF_SECURITY_OATF_ATTACK_ID: "OATF-012",
    sc.AITF_SECURITY_OATF_ATTACK_NAME: "Agent card skill injection",
    sc.AITF_SECURITY_OATF_INDICATOR_ID: "OATF-012-01",
    sc.AITF_SECURITY_OATF_SEVERITY: "high",
    sc.AITF_SECURITY_OATF_SURFACE: "agent_card/get",
    sc.AITF_SECURITY_OATF_DIRECTION: "response",
    sc.AITF_SECURITY_OATF_TARGET: "skills[0].description",
    sc.AITF_SECURITY_CLASSIFICATION_ATLAS: ("AML.T0051", "AML.T0051.001"),
    sc.AITF_SECURITY_CLASSIFICATION_ATTACK: ("T1059.001", "TA0001"),
    sc.AITF_SECURITY_CLASSIFICATION_OWASP: ("LLM01", "ASI01"),
}


def make_span(
    method: str | None,
    kind: SpanKind = SpanKind.CLIENT,
    *,
    scope: str = INSTRUMENTATION_SCOPE,
    error: bool = False,
    detections: list[dict[str, Any]] | None = None,
    extra: dict[str, Any] | None = None,
) -> ReadableSpan:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    attributes: dict[str, Any] = {
        sc.AITF_A2A_AGENT_NAME: "echo-agent",
        sc.AITF_A2A_TRANSPORT: "jsonrpc",
        sc.SERVER_ADDRESS: "127.0.0.1",
        sc.SERVER_PORT: 41241,
        sc.AITF_A2A_TASK_ID: "task-1",
        sc.AITF_A2A_TASK_CONTEXT_ID: "ctx-1",
        sc.AITF_A2A_MESSAGE_ID: "msg-1",
    }
    if kind is SpanKind.SERVER:
        # What a real SERVER span carries: where its caller connected from.
        attributes.update({sc.CLIENT_ADDRESS: "127.0.0.1", sc.CLIENT_PORT: 50123})
    attributes.update(extra or {})
    if method is not None:
        attributes[sc.AITF_A2A_METHOD] = method
    name = SPAN_OF_METHOD.get(method or "", "a2a.unknown") + " echo-agent"
    with provider.get_tracer(scope).start_as_current_span(name, kind=kind, attributes=attributes) as span:
        for event in detections or ():
            span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, event)
        if error:
            span.set_attribute(sc.ERROR_TYPE, "a2a.utils.errors.TaskNotFoundError")
            span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_CODE, -32001)
            span.set_attribute(sc.AITF_A2A_JSONRPC_ERROR_MESSAGE, "Task not found")
            span.set_status(Status(StatusCode.ERROR, "TaskNotFoundError"))
    provider.shutdown()
    (finished,) = exporter.get_finished_spans()
    return finished
