"""Hold finished spans against ``semconv/*.yaml``, in the conventions they were recorded with.

``check_span(span, mode)`` returns the list of violations (empty when the span conforms): an
unknown span name, a wrong kind, a missing required attribute, an attribute the span does not
declare, a wrong type, a value outside its enum, a method the span does not carry, a name suffix
that is not the agent name, an undeclared event or a bad event attribute. ``mode`` is one of
``MODES`` (``config.Conventions``): ``aitf`` the declarations of ``spans``, ``dup`` those and
``opt_in_attributes``, ``draft`` the ``draft`` section (names ``{a2a.method.name}``, only the
draft's attributes). Without a mode, each span's mode is read off the span (``mode_of``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import SpanKind

from opentelemetry.instrumentation.a2a.hygiene.bounds import name_part

SEMCONV_DIR = Path(__file__).resolve().parent.parent / "semconv"
ROOT_SEMCONV_SPANS = SEMCONV_DIR / "spans.yaml"
# Events the OpenTelemetry SDK itself adds (Span.record_exception).
_OTEL_EVENTS = {"exception"}


@cache
def model() -> dict[str, Any]:
    loaded: dict[str, Any] = {}
    for name in ("registry", "spans", "events", "metrics"):
        loaded.update(yaml.safe_load((SEMCONV_DIR / f"{name}.yaml").read_text(encoding="utf-8")))
    loaded["registry"] = {attribute["id"]: attribute for attribute in loaded["attributes"]}
    loaded["span_by_name"] = {span["name"]: span for span in loaded["spans"]}
    loaded["event_by_name"] = {event["name"]: event for event in loaded["events"]}
    return loaded


def _type_ok(declared: str, value: Any) -> bool:
    if declared == "string":
        return isinstance(value, str)
    if declared == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if declared == "double":
        return isinstance(value, float)
    if declared == "boolean":
        return isinstance(value, bool)
    if declared == "string[]":
        return isinstance(value, (tuple, list)) and all(isinstance(item, str) for item in value)
    raise AssertionError(f"semconv declares an unknown type {declared!r}")


def _check_attributes(where: str, attributes: Mapping[str, Any], declaration: dict[str, Any]) -> list[str]:
    registry = model()["registry"]
    levels = {**declaration.get("attributes", {}), **(declaration.get("extra_attributes") or {})}
    problems = []
    for attribute_id, level in levels.items():
        if level == "required" and attribute_id not in attributes:
            problems.append(f"{where}: required attribute {attribute_id} is missing")
    for attribute_id, value in attributes.items():
        if attribute_id not in levels:
            problems.append(f"{where}: attribute {attribute_id} is not declared for it")
            continue
        attribute = registry[attribute_id]
        if not _type_ok(attribute["type"], value):
            problems.append(f"{where}: {attribute_id}={value!r} is not of type {attribute['type']}")
            continue
        enum = attribute.get("enum")
        if enum and value not in model()["enums"][enum]:
            problems.append(f"{where}: {attribute_id}={value!r} is not in enum {enum}")
    return problems


MODES = ("aitf", "dup", "draft")


def draft_declaration(name: str) -> dict[str, Any] | None:
    """The AITF declaration of the operation a draft span name (``SendMessage``) stands for."""
    for declaration in model()["spans"]:
        if name in declaration.get("draft_names", ()):
            return declaration
    return None


def mode_of(span: ReadableSpan) -> str:
    if draft_declaration(span.name) is not None:
        return "draft"
    return "dup" if "a2a.method.name" in (span.attributes or {}) else "aitf"


def _required_levels(declaration: dict[str, Any]) -> dict[str, str]:
    return {
        attribute_id: level
        for attribute_id, level in {**declaration["attributes"], **(declaration.get("extra_attributes") or {})}.items()
        if level == "required"
    }


def _check_draft_span(span: ReadableSpan, declaration: dict[str, Any]) -> list[str]:
    draft = model()["draft"]
    where = f"span {span.name!r} (draft)"
    attributes = dict(span.attributes or {})
    problems = []
    if span.kind not in {getattr(SpanKind, kind) for kind in declaration["kinds"]}:
        problems.append(f"{where}: kind {span.kind} is not one of {declaration['kinds']}")
    levels = {
        **draft["attributes"],
        **(draft["server_attributes"] if span.kind is SpanKind.SERVER else draft["client_attributes"]),
    }
    # What the AITF declaration requires, its draft mirror requires (a GetTask's a2a.task.id).
    mirrors = model()["mirrors"]
    for attribute_id in _required_levels(declaration):
        if attribute_id in mirrors:
            levels[mirrors[attribute_id]] = "required"
    problems += _check_attributes(where, attributes, {"attributes": levels})
    if attributes.get("a2a.method.name") != span.name:
        problems.append(f"{where}: name is not its a2a.method.name {attributes.get('a2a.method.name')!r}")
    allowed_events = set(declaration.get("events", [])) | set(model()["common_events"])
    problems += _check_events(where, span, allowed_events)
    return problems


def _check_events(where: str, span: ReadableSpan, allowed_events: set[str]) -> list[str]:
    problems = []
    for event in span.events:
        if event.name not in allowed_events:
            problems.append(f"{where}: event {event.name!r} is not declared for it")
            continue
        if event.name in _OTEL_EVENTS:
            continue
        event_declaration = model()["event_by_name"][event.name]
        problems += _check_attributes(f"{where} event {event.name!r}", event.attributes or {}, event_declaration)
    return problems


def span_declaration(name: str) -> dict[str, Any] | None:
    spans = model()["span_by_name"]
    if name in spans:
        return spans[name]
    prefix = name.split(" ", 1)[0]
    declaration = spans.get(prefix)
    if declaration and declaration.get("name_suffix"):
        return declaration
    return None


def check_span(span: ReadableSpan, mode: str | None = None) -> list[str]:
    mode = mode or mode_of(span)
    assert mode in MODES, mode
    if mode == "draft":
        declaration = draft_declaration(span.name)
        if declaration is None:
            return [f"span {span.name!r}: not a draft span name in semconv/spans.yaml"]
        return _check_draft_span(span, declaration)
    declaration = span_declaration(span.name)
    if declaration is None:
        return [f"span {span.name!r}: not declared in semconv/spans.yaml"]
    where = f"span {span.name!r} ({mode})"
    attributes = dict(span.attributes or {})
    problems = []
    if span.kind not in {getattr(SpanKind, kind) for kind in declaration["kinds"]}:
        problems.append(f"{where}: kind {span.kind} is not one of {declaration['kinds']}")
    extra = dict(declaration.get("extra_attributes") or {})
    if mode == "dup":
        extra.update(model()["opt_in_attributes"])
        if declaration.get("draft_names"):
            # The draft requires a2a.method.name on every A2A span (common.yaml).
            extra["a2a.method.name"] = "required"
            method_name = attributes.get("a2a.method.name")
            if method_name is not None and method_name not in declaration["draft_names"]:
                problems.append(f"{where}: a2a.method.name {method_name!r} not among {declaration['draft_names']}")
    problems += _check_attributes(where, attributes, {**declaration, "extra_attributes": extra})
    method = attributes.get("aitf.a2a.method")
    if method is not None and method not in declaration["methods"]:
        problems.append(f"{where}: method {method!r} not among {declaration['methods']}")
    if declaration.get("name_suffix") == "agent_name":
        agent_name = attributes.get("aitf.a2a.agent.name")
        expected = f"{declaration['name']} {name_part(agent_name)}" if agent_name else declaration["name"]
        # Past bounds.MAX_DISTINCT_VALUES agents, a new one gets the bare name (operations.py).
        if span.name not in (expected, declaration["name"]):
            problems.append(f"{where}: name should be {expected!r}")
    allowed_events = set(declaration.get("events", [])) | set(model()["common_events"]) | _OTEL_EVENTS
    return problems + _check_events(where, span, allowed_events)


INSTRUMENTATION_SCOPE = "opentelemetry.instrumentation.a2a"


def assert_conforms(spans: list[ReadableSpan], mode: str | None = None) -> None:
    """Check every span this package made (other scopes, such as a test's own spans, are skipped),
    in ``mode``, or each in the mode it reads as."""
    ours = [span for span in spans if span.instrumentation_scope.name == INSTRUMENTATION_SCOPE]
    problems = [problem for span in ours for problem in check_span(span, mode)]
    assert not problems, "spans break semconv/:\n" + "\n".join(problems)
