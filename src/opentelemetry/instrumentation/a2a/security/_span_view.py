"""What a finished A2A span says, read once into a plain view that both OCSF profiles map from.

The view is built from the span's attributes, events, status, timing and resource only, through the
names in ``semconv``: the OCSF side never looks at a2a-sdk objects, and the instrumentation never
knows OCSF exists.

Every value of the view is already what a record may hold (``bounds``): each string valid UTF-8
and at most ``bounds.MAX_RECORD_STRING_LENGTH`` characters (cut and marked), each integer within
int64, each time an int64 of nanoseconds. A span with our scope may still come from other code, or
carry what a hostile peer sent: the values are bounded here, once, where they enter, so the
mappings only bound what they compose from them (a title, a URL, a list of several).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import SpanContext, SpanKind, StatusCode

from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.hygiene import bounds
from opentelemetry.instrumentation.a2a.hygiene.urls import redact_url
from opentelemetry.instrumentation.a2a.telemetry.attributes import DRAFT_TASK_STATES, METHOD_NAMES, MIRRORED

# The instrumentor creates its tracer with its package name: that is how our spans are told apart
# from every other span the same TracerProvider sees.
INSTRUMENTATION_SCOPE = __name__.rsplit(".security.", 1)[0]  # the instrumentor's package, without importing it


# Views are not frozen: a frozen dataclass sets each field through object.__setattr__, which made
# building the 45-field A2ACall a quarter of read_span's cost. Nothing changes a view once read.
@dataclass(slots=True)
class ThreatEvent:
    """One ``aitf.security.threat_detected`` span event, read back from a finished span (what the
    OATF engine reported is ``oatf.Detection``; ``detections.Detector`` turned it into this event)."""

    index: int  # position among the span's detections: with trace and span id, a stable finding uid
    time_ns: int
    threat_type: str
    owasp_category: str | None
    risk_level: str | None
    risk_score: float | None
    confidence: float | None
    detection_method: str | None
    blocked: bool
    details: str | None
    # The ``description`` of the detector's JSON ``details`` (plain-text details as they are), read
    # from the whole details: cut to the record bound, the JSON would no longer parse.
    description: str | None
    attack_id: str | None
    attack_name: str | None
    indicator_id: str | None
    oatf_severity: str | None
    surface: str | None
    direction: str | None
    target: str | None
    matched_value: str | None
    # ``semantic`` for a finding of the semantic tier (a model, after the span ended); None: inline.
    tier: str | None
    # Every item bounded, the tuples not cut: a mapping cuts (and marks) the list it writes.
    atlas: tuple[str, ...]
    attack: tuple[str, ...]
    owasp: tuple[str, ...]


@dataclass(slots=True)
class A2ACall:
    """One A2A operation as one side (CLIENT: the caller; SERVER: the serving agent) saw it."""

    server_side: bool
    span_name: str
    base_name: str  # the span name without its ``{agent name}`` suffix (span names are ``a2a.x.y agent``)
    method: str | None
    trace_id: int
    span_id: int
    parent_span_id: int | None
    # The ids as records write them, formatted once: every record repeats them several times.
    trace_id_hex: str
    span_id_hex: str
    parent_span_id_hex: str | None
    sampled: bool
    start_ns: int
    end_ns: int
    failed: bool
    error_type: str | None
    error_code: int | None
    error_message: str | None
    http_status: int | None
    agent_name: str | None
    agent_url: str | None
    # On HTTP: the URL called (CLIENT; a push delivery: the webhook's origin) or reached (SERVER),
    # credentials redacted before it is cut (a cut could leave half of them unrecognized).
    called_url: str | None
    agent_version: str | None
    protocol_version: str | None
    transport: str | None
    interaction_mode: str | None
    server_address: str | None
    server_port: int | None
    client_address: str | None  # SERVER spans: the caller
    client_port: int | None
    task_id: str | None
    context_id: str | None
    task_state: str | None
    message_id: str | None
    message_role: str | None
    push_config_id: str | None
    push_origin: str | None
    service_name: str
    service_version: str | None
    service_instance_id: str | None
    host_name: str | None
    detections: tuple[ThreatEvent, ...]

    @property
    def duration_ms(self) -> float:
        return (self.end_ns - self.start_ns) / 1e6


def is_a2a_span(span: ReadableSpan) -> bool:
    scope = span.instrumentation_scope
    return scope is not None and scope.name == INSTRUMENTATION_SCOPE


def is_http_url(url: str | None) -> bool:
    return bool(url) and url.startswith(("http://", "https://"))  # type: ignore[union-attr]


_MAX_LENGTH = bounds.MAX_RECORD_STRING_LENGTH


def bounded(text: str) -> str:
    """``text`` as a record may hold it. The common case (a short ASCII ``str``) costs three checks."""
    if type(text) is str and len(text) <= _MAX_LENGTH and text.isascii():
        return text
    return bounds.value_of(text, _MAX_LENGTH)


def _plain(value: Any) -> str:
    """Any attribute value as a plain string: a ``str`` subclass (an Enum) as its characters,
    without running its own ``__str__``; anything else as ``str()`` writes it."""
    return str.__str__(value) if isinstance(value, str) else str(value)


def _text(value: Any) -> str:
    return bounded(_plain(value))


def _texts(attributes: Mapping[str, Any], fields: Mapping[str, str]) -> dict[str, Any]:
    """Each field's attribute (``fields``: field -> attribute name) as a bounded string, ``None``
    when absent. One loop rather than a call per field: the common case, a short ASCII ``str``,
    costs a lookup and three checks."""
    texts: dict[str, Any] = {}
    for field, key in fields.items():
        value = attributes.get(key)
        if value is None or (type(value) is str and len(value) <= _MAX_LENGTH and value.isascii()):
            texts[field] = value
        else:
            texts[field] = _text(value)
    return texts


_INT64 = range(-(2**63), 2**63)


def _int(attributes: Mapping[str, Any], key: str) -> int | None:
    # A peer's number outside int64 is kept on the span as a string (bounds.py); as a number it
    # fits no OCSF integer field nor OTLP's int_value.
    value = attributes.get(key)
    if isinstance(value, bool) or value is None:
        return None
    try:
        number = int(value)
    except (TypeError, ValueError):
        return None
    return number if number in _INT64 else None


def _float(attributes: Mapping[str, Any], key: str) -> float | None:
    value = attributes.get(key)
    if isinstance(value, bool) or value is None:
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _strings(attributes: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = attributes.get(key)
    if value is None:
        return ()
    if isinstance(value, str):
        return (_text(value),)
    if isinstance(value, Sequence):
        return tuple(_text(item) for item in value)
    return (_text(value),)


def _nanoseconds(value: int | None, default: int) -> int:
    """A span or event time (``default`` when unset). One that is no int64 (no clock gives it, OTLP
    cannot carry it) fails the mapping of its span rather than make a record no exporter encodes."""
    if not value:
        return default
    if type(value) is not int or value not in _INT64:
        raise ValueError(f"not a time in int64 nanoseconds: {value!r}")
    return value


def _description(value: Any) -> str | None:
    """The ``description`` of the detector's JSON details; plain-text details as they are."""
    details = None if value is None else _plain(value)
    if not details:
        return None
    if not details.lstrip().startswith("{"):
        return bounded(details)
    try:
        parsed = json.loads(details)
    except ValueError:
        return None
    text = parsed.get("description") if isinstance(parsed, dict) else None
    return bounded(text) if isinstance(text, str) and text else None


# Spans recorded with the OpenTelemetry A2A draft's names only (``instrument(conventions="draft")``)
# carry the draft's attribute for each fact the AITF one records; read back to the AITF vocabulary
# the mappings use (A2A v0.3 method names, lowercase task states).
_AITF_METHOD = {draft: aitf for aitf, draft in METHOD_NAMES.items()}
_AITF_TASK_STATE = {draft: aitf for aitf, draft in DRAFT_TASK_STATES.items()}
_DRAFT_FALLBACK = {aitf: draft for aitf, draft in MIRRORED}


def _named(attributes: Mapping[str, Any]) -> Mapping[str, Any]:
    """The span's attributes, with the AITF name of every fact only the draft's name recorded."""
    if sc.AITF_A2A_METHOD in attributes or sc.A2A_METHOD_NAME not in attributes:
        return attributes
    named = dict(attributes)
    for aitf, draft in _DRAFT_FALLBACK.items():
        if draft in attributes:
            named[aitf] = attributes[draft]
    named[sc.AITF_A2A_METHOD] = _AITF_METHOD.get(attributes[sc.A2A_METHOD_NAME])
    if sc.A2A_TASK_STATE in attributes:
        named[sc.AITF_A2A_TASK_STATE] = _AITF_TASK_STATE.get(attributes[sc.A2A_TASK_STATE])
    # The draft's error.type is the JSON-RPC code as a string when the call returned one.
    error_type = attributes.get(sc.ERROR_TYPE)
    if isinstance(error_type, str) and error_type.startswith("-") and error_type[1:].isdigit():
        named[sc.AITF_A2A_JSONRPC_ERROR_CODE] = int(error_type)
    return named


# The text fields of a ThreatEvent and the event attribute each is read from.
_THREAT_TEXTS = {
    "threat_type": sc.AITF_SECURITY_THREAT_TYPE,
    "owasp_category": sc.AITF_SECURITY_OWASP_CATEGORY,
    "risk_level": sc.AITF_SECURITY_RISK_LEVEL,
    "detection_method": sc.AITF_SECURITY_DETECTION_METHOD,
    "details": sc.AITF_SECURITY_DETAILS,
    "attack_id": sc.AITF_SECURITY_OATF_ATTACK_ID,
    "attack_name": sc.AITF_SECURITY_OATF_ATTACK_NAME,
    "indicator_id": sc.AITF_SECURITY_OATF_INDICATOR_ID,
    "oatf_severity": sc.AITF_SECURITY_OATF_SEVERITY,
    "surface": sc.AITF_SECURITY_OATF_SURFACE,
    "direction": sc.AITF_SECURITY_OATF_DIRECTION,
    "target": sc.AITF_SECURITY_OATF_TARGET,
    "matched_value": sc.AITF_SECURITY_OATF_MATCHED_VALUE,
    "tier": sc.AITF_SECURITY_OATF_TIER,
}


def _threat_event(index: int, time_ns: int, attributes: Mapping[str, Any]) -> ThreatEvent:
    texts = _texts(attributes, _THREAT_TEXTS)
    # A detection without a threat type is still a detection: never drop it for a missing field.
    texts["threat_type"] = texts["threat_type"] or "unknown"
    return ThreatEvent(
        index=index,
        time_ns=time_ns,
        **texts,
        risk_score=_float(attributes, sc.AITF_SECURITY_RISK_SCORE),
        confidence=_float(attributes, sc.AITF_SECURITY_CONFIDENCE),
        blocked=attributes.get(sc.AITF_SECURITY_BLOCKED) is True,
        description=_description(attributes.get(sc.AITF_SECURITY_DETAILS)),
        atlas=_strings(attributes, sc.AITF_SECURITY_CLASSIFICATION_ATLAS),
        attack=_strings(attributes, sc.AITF_SECURITY_CLASSIFICATION_ATTACK),
        owasp=_strings(attributes, sc.AITF_SECURITY_CLASSIFICATION_OWASP),
    )


def late_threat_event(index: int, time_ns: int, attributes: Mapping[str, Any]) -> ThreatEvent:
    """A detection made after its span ended (the semantic tier), from the attributes a span event
    of it would have had: read exactly as a span's own detection events are."""
    return _threat_event(index, _nanoseconds(time_ns, 0), attributes)


def _called_url(span: ReadableSpan, base_name: str, attributes: Mapping[str, Any]) -> str | None:
    """The URL a span called (CLIENT) or was reached at (SERVER, HTTP): a push delivery's webhook
    origin, else ``url.full``; only an HTTP one. Redacted here although the span has it redacted
    already (``redact_url`` is idempotent, and a span of our scope may come from elsewhere), then
    bounded."""
    key = sc.AITF_A2A_PUSH_NOTIFICATION_ORIGIN if base_name == sc.SpanName.PUSH_NOTIFICATION_SEND else sc.URL_FULL
    value = attributes.get(key)
    url = None if value is None else _plain(value)
    return bounded(redact_url(url)) if url and is_http_url(url) else None


# The text fields of an A2ACall and the span attribute each is read from.
_CALL_TEXTS = {
    "method": sc.AITF_A2A_METHOD,
    "error_type": sc.ERROR_TYPE,
    "error_message": sc.AITF_A2A_JSONRPC_ERROR_MESSAGE,
    "agent_name": sc.AITF_A2A_AGENT_NAME,
    "agent_url": sc.AITF_A2A_AGENT_URL,
    "agent_version": sc.AITF_A2A_AGENT_VERSION,
    "protocol_version": sc.AITF_A2A_PROTOCOL_VERSION,
    "transport": sc.AITF_A2A_TRANSPORT,
    "interaction_mode": sc.AITF_A2A_INTERACTION_MODE,
    "server_address": sc.SERVER_ADDRESS,
    "client_address": sc.CLIENT_ADDRESS,
    "task_id": sc.AITF_A2A_TASK_ID,
    "context_id": sc.AITF_A2A_TASK_CONTEXT_ID,
    "task_state": sc.AITF_A2A_TASK_STATE,
    "message_id": sc.AITF_A2A_MESSAGE_ID,
    "message_role": sc.AITF_A2A_MESSAGE_ROLE,
    "push_config_id": sc.AITF_A2A_PUSH_NOTIFICATION_CONFIG_ID,
    "push_origin": sc.AITF_A2A_PUSH_NOTIFICATION_ORIGIN,
}
# Resource attributes: who made the span.
_RESOURCE_TEXTS = {
    "service_name": sc.SERVICE_NAME,
    "service_version": sc.SERVICE_VERSION,
    "service_instance_id": sc.SERVICE_INSTANCE_ID,
    "host_name": sc.HOST_NAME,
}
# (resource, its texts) of the last span read: a TracerProvider gives all its spans one (immutable)
# Resource, whose attribute lookups go through the Mapping ABC. One entry, replaced whole.
_last_resource: tuple[Any, dict[str, Any]] = (None, {})


def _resource_texts(resource: Any) -> dict[str, Any]:
    global _last_resource
    known, texts = _last_resource
    if resource is known and resource is not None:
        return texts
    texts = _texts(resource.attributes if resource is not None else {}, _RESOURCE_TEXTS)
    # The SDK's default resource always has service.name ("unknown_service" when unset).
    texts["service_name"] = texts["service_name"] or "unknown_service"
    _last_resource = (resource, texts)
    return texts


def read_span(span: ReadableSpan) -> A2ACall:
    """The facts of one finished A2A span. Missing attributes become ``None``, never an error."""
    # Plain dict copies: the SDK's attribute mappings answer each lookup through a lock and the
    # Mapping ABC, and a span is looked up ~30 times here.
    attributes: Mapping[str, Any] = _named(dict(span.attributes or {}))
    texts = _texts(attributes, _CALL_TEXTS)
    context: SpanContext = span.get_span_context()  # type: ignore[assignment]  # a finished span has one
    parent = span.parent
    start_ns = _nanoseconds(span.start_time, 0)
    end_time = _nanoseconds(span.end_time, 0)
    detections = tuple(
        _threat_event(index, _nanoseconds(event.timestamp, end_time), event.attributes or {})
        for index, event in enumerate(
            event for event in span.events if event.name == sc.EventName.AITF_SECURITY_THREAT_DETECTED
        )
    )
    error_code = _int(attributes, sc.AITF_A2A_JSONRPC_ERROR_CODE)
    base_name = span.name.split(" ", 1)[0]
    return A2ACall(
        **texts,
        **_resource_texts(span.resource),
        server_side=span.kind is SpanKind.SERVER,
        span_name=bounded(span.name),
        base_name=bounded(base_name),
        trace_id=context.trace_id,
        span_id=context.span_id,
        parent_span_id=None if parent is None else parent.span_id,
        trace_id_hex=format(context.trace_id, "032x"),
        span_id_hex=format(context.span_id, "016x"),
        parent_span_id_hex=None if parent is None else format(parent.span_id, "016x"),
        sampled=context.trace_flags.sampled,
        start_ns=start_ns,
        end_ns=end_time or start_ns,
        # A server that answered with an error leaves its span status UNSET (the caller's fault),
        # but the API call still failed: for a security record the outcome is what counts.
        failed=span.status.status_code is StatusCode.ERROR or error_code is not None or texts["error_type"] is not None,
        error_code=error_code,
        http_status=_int(attributes, sc.HTTP_RESPONSE_STATUS_CODE),
        called_url=_called_url(span, base_name, attributes),
        server_port=_int(attributes, sc.SERVER_PORT),
        client_port=_int(attributes, sc.CLIENT_PORT),
        detections=detections,
    )
