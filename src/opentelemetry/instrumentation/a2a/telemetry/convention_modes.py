"""Which conventions spans and metrics follow: the AITF ones (default), both, or the OpenTelemetry
A2A draft's alone (``config.Conventions``; semantic-conventions-genai ``model/a2a``).

Every wrapper builds its attribute dicts with the AITF names, and ``Naming`` adds the draft's
mirrors (``attributes.WithDraftNames``). In the draft-only mode the tracer hands out spans that
keep only what the draft names, whoever sets it (``DraftOnlySpan``), and names each span after
its ``a2a.method.name`` as the draft's ``spans.yaml`` says (``SendMessage``): that is the one place
the span name is chosen for that mode. Metrics keep their names in every mode; their attributes
follow the same naming (``metric_attributes``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, NamedTuple

from opentelemetry.trace import Link, Span, SpanContext, SpanKind, Status, StatusCode, Tracer, use_span
from opentelemetry.util.types import Attributes, AttributeValue

from opentelemetry import context as context_api

from ..config import Conventions
from ..conventions import semconv as sc
from .attributes import AS_GIVEN, WITH_DRAFT_NAMES, Naming

# What the draft's client and server spans may carry (model/a2a/common.yaml: a2a.common.attributes,
# a2a.client/server.address_and_port.attributes; spans.yaml: gen_ai.agent.*). No url.full, rpc.* or
# http.*: the draft asks for none (the transport's own spans, under ours, carry them).
DRAFT_ATTRIBUTES = frozenset(
    {
        sc.A2A_METHOD_NAME,
        sc.A2A_PROTOCOL_VERSION,
        sc.A2A_TENANT,
        sc.A2A_MESSAGE_ID,
        sc.A2A_MESSAGE_REFERENCE_TASK_IDS,
        sc.A2A_TASK_ID,
        sc.A2A_TASK_STATE,
        sc.GEN_AI_CONVERSATION_ID,
        sc.GEN_AI_AGENT_NAME,
        sc.GEN_AI_AGENT_VERSION,
        sc.GEN_AI_AGENT_DESCRIPTION,
        sc.ERROR_TYPE,
        sc.SERVER_ADDRESS,
        sc.SERVER_PORT,
        sc.CLIENT_ADDRESS,
        sc.CLIENT_PORT,
    }
)


def draft_only(attributes: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in attributes.items() if key in DRAFT_ATTRIBUTES}


class DraftOnlySpan(Span):
    """A span that keeps only the draft's attributes. Events pass unchanged (the draft defines
    none; ours are kept, see docs). No exception event: the draft's status rule (OpenTelemetry's
    Recording Errors) says recording an error as a span event is NOT RECOMMENDED; the status
    description and ``error.type`` say what failed."""

    __slots__ = ("_span",)

    def __init__(self, span: Span) -> None:
        self._span = span

    def end(self, end_time: int | None = None) -> None:
        self._span.end(end_time)

    def get_span_context(self) -> SpanContext:
        return self._span.get_span_context()

    def is_recording(self) -> bool:
        return self._span.is_recording()

    def set_attributes(self, attributes: Mapping[str, AttributeValue]) -> None:
        self._span.set_attributes(draft_only(attributes))

    def set_attribute(self, key: str, value: AttributeValue) -> None:
        if key in DRAFT_ATTRIBUTES:
            self._span.set_attribute(key, value)

    def add_event(self, name: str, attributes: Attributes = None, timestamp: int | None = None) -> None:
        if name != "exception":  # outcome.record_error adds it itself (see the class docstring)
            self._span.add_event(name, attributes, timestamp)

    def add_link(self, context: SpanContext, attributes: Attributes = None) -> None:
        self._span.add_link(context, attributes)

    def update_name(self, name: str) -> None:
        self._span.update_name(name)

    def set_status(self, status: Status | StatusCode, description: str | None = None) -> None:
        self._span.set_status(status, description)

    def record_exception(
        self,
        exception: BaseException,
        attributes: Attributes = None,
        timestamp: int | None = None,
        escaped: bool = False,
    ) -> None:
        pass


class DraftOnlyTracer(Tracer):
    """Starts ``DraftOnlySpan`` s named ``{a2a.method.name}``."""

    def __init__(self, tracer: Tracer) -> None:
        self._tracer = tracer

    def start_span(
        self,
        name: str,
        context: context_api.Context | None = None,
        kind: SpanKind = SpanKind.INTERNAL,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        start_time: int | None = None,
        record_exception: bool = True,
        set_status_on_exception: bool = True,
    ) -> Span:
        given = attributes or {}
        # model/a2a/spans.yaml: "Span name SHOULD be `{a2a.method.name}`" (client and server).
        method_name = given.get(sc.A2A_METHOD_NAME)
        span = self._tracer.start_span(
            method_name if isinstance(method_name, str) else name,
            context,
            kind,
            draft_only(given),
            links,
            start_time,
            record_exception,
            set_status_on_exception,
        )
        return DraftOnlySpan(span)

    # The parameters pass through to start_span unchanged; a plain contextmanager, where the API
    # types its own as an internal "agnostic" one.
    @contextmanager
    def start_as_current_span(  # type: ignore[override]
        self, name: str, *args: Any, end_on_exit: bool = True, **kwargs: Any
    ) -> Iterator[Span]:
        with use_span(self.start_span(name, *args, **kwargs), end_on_exit=end_on_exit) as span:
            yield span


def _draft_metric_attributes(attributes: dict[str, Any]) -> dict[str, Any]:
    return draft_only(WITH_DRAFT_NAMES(dict(attributes)))


def _dup_metric_attributes(attributes: dict[str, Any]) -> dict[str, Any]:
    return WITH_DRAFT_NAMES(dict(attributes))


class Convention(NamedTuple):
    tracer: Tracer
    naming: Naming
    # A metric point's AITF attributes -> the ones it is recorded with (None: as they are).
    metric_attributes: Callable[[dict[str, Any]], dict[str, Any]] | None
    # Push-notification deliveries get a span (AITF's; the draft defines none).
    push_spans: bool


def convention(conventions: Conventions, tracer: Tracer) -> Convention:
    if conventions is Conventions.DRAFT:
        return Convention(DraftOnlyTracer(tracer), WITH_DRAFT_NAMES, _draft_metric_attributes, False)
    if conventions is Conventions.DUP:
        return Convention(tracer, WITH_DRAFT_NAMES, _dup_metric_attributes, True)
    return Convention(tracer, AS_GIVEN, None, True)
