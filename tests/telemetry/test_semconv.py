"""semconv/ is the source of truth: the generated code and docs agree with it, and the
conformance checker really rejects what breaks it."""

from __future__ import annotations

import subprocess
import sys

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from conformance import ROOT_SEMCONV_SPANS, check_span, model
from opentelemetry.instrumentation.a2a.conventions import semconv


def test_generated_files_are_up_to_date():
    result = subprocess.run(
        [sys.executable, "tools/gen_semconv.py", "--check"],
        cwd=ROOT_SEMCONV_SPANS.parent.parent,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_attribute_has_a_constant_and_every_reference_exists():
    registry = model()["registry"]
    constants = {value for name, value in vars(semconv).items() if name.isupper() and isinstance(value, str)}
    assert constants == set(registry)
    for declaration in model()["spans"] + model()["events"]:
        for attribute_id in {**declaration["attributes"], **(declaration.get("extra_attributes") or {})}:
            assert attribute_id in registry, (declaration["name"], attribute_id)
    for attribute in registry.values():
        if "enum" in attribute:
            assert attribute["enum"] in model()["enums"]
    assert {span["name"] for span in model()["spans"]} == {
        value for name, value in vars(semconv.SpanName).items() if not name.startswith("_")
    }


def test_the_seed_span_tables_are_all_there():
    # The five spans and the required attributes of ../shared/seeds/aitf-a2a-span-conventions.md.
    spans = {span["name"]: span for span in model()["spans"]}
    seed = ("a2a.agent.discover", "a2a.message.send", "a2a.message.stream", "a2a.task.get", "a2a.task.cancel")
    required = {name: {a for a, level in spans[name]["attributes"].items() if level == "required"} for name in seed}
    assert required == {
        "a2a.agent.discover": {"aitf.a2a.agent.url"},
        "a2a.message.send": {"aitf.a2a.agent.name", "aitf.a2a.method", "aitf.a2a.interaction_mode"},
        "a2a.message.stream": {"aitf.a2a.agent.name", "aitf.a2a.method", "aitf.a2a.interaction_mode"},
        "a2a.task.get": {"aitf.a2a.task.id", "aitf.a2a.method"},
        "a2a.task.cancel": {"aitf.a2a.task.id", "aitf.a2a.method"},
    }
    # Every operation on both sides; push delivery is the serving agent calling out, CLIENT only.
    assert all(
        span["kinds"] == ["CLIENT", "SERVER"] for name, span in spans.items() if name != "a2a.push_notification.send"
    )
    assert spans["a2a.push_notification.send"]["kinds"] == ["CLIENT"]


def make_span(name, attributes, kind=SpanKind.CLIENT, events=()):
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    span = provider.get_tracer("opentelemetry.instrumentation.a2a").start_span(name, kind=kind, attributes=attributes)
    for event_name, event_attributes in events:
        span.add_event(event_name, event_attributes)
    span.end()
    return exporter.get_finished_spans()[0]


GOOD_SEND = {
    "aitf.a2a.agent.name": "echo",
    "aitf.a2a.method": "message/send",
    "aitf.a2a.interaction_mode": "sync",
    "aitf.a2a.task.state": "completed",
}


def test_a_good_span_conforms():
    assert check_span(make_span("a2a.message.send echo", GOOD_SEND)) == []


@pytest.mark.parametrize(
    ("name", "attributes", "kind", "events", "problem"),
    [
        ("a2a.nope", {}, SpanKind.CLIENT, (), "not declared in semconv"),
        ("a2a.message.send echo", GOOD_SEND, SpanKind.INTERNAL, (), "kind"),
        (
            "a2a.message.send echo",
            {**GOOD_SEND, "aitf.a2a.method": "tasks/get"},
            SpanKind.CLIENT,
            (),
            "method",
        ),
        ("a2a.message.send other", GOOD_SEND, SpanKind.CLIENT, (), "name should be"),
        (
            "a2a.message.send echo",
            {k: v for k, v in GOOD_SEND.items() if k != "aitf.a2a.interaction_mode"},
            SpanKind.CLIENT,
            (),
            "required attribute aitf.a2a.interaction_mode",
        ),
        (
            "a2a.message.send echo",
            {**GOOD_SEND, "aitf.a2a.task.state": "TASK_STATE_COMPLETED"},
            SpanKind.CLIENT,
            (),
            "not in enum task_state",
        ),
        (
            "a2a.message.send echo",
            {**GOOD_SEND, "aitf.a2a.message.parts_count": "1"},
            SpanKind.CLIENT,
            (),
            "not of type int",
        ),
        (
            "a2a.message.send echo",
            {**GOOD_SEND, "aitf.a2a.stream.events_count": 1},
            SpanKind.CLIENT,
            (),
            "not declared for it",
        ),
        (
            "a2a.message.send echo",
            GOOD_SEND,
            SpanKind.CLIENT,
            [("a2a.stream.event", {})],
            "event 'a2a.stream.event' is not declared",
        ),
        (
            "a2a.message.stream echo",
            {**GOOD_SEND, "aitf.a2a.method": "message/stream", "aitf.a2a.interaction_mode": "stream"},
            SpanKind.CLIENT,
            [("a2a.stream.event", {"aitf.a2a.stream.event_type": "status-update"})],
            "required attribute aitf.a2a.stream.is_final",
        ),
    ],
)
def test_the_checker_rejects(name, attributes, kind, events, problem):
    problems = check_span(make_span(name, attributes, kind, events))
    assert any(problem in text for text in problems), problems


# -- the dup and draft conventions ----------------------------------------------------------------

GOOD_DRAFT_SEND = {
    "a2a.method.name": "SendMessage",
    "gen_ai.agent.name": "echo",
    "a2a.message.id": "m1",
    "a2a.task.id": "t1",
    "a2a.task.state": "TASK_STATE_COMPLETED",
    "server.address": "127.0.0.1",
    "server.port": 8000,
}


def test_a_good_draft_span_conforms():
    assert check_span(make_span("SendMessage", GOOD_DRAFT_SEND), "draft") == []
    server = {**GOOD_DRAFT_SEND, "client.address": "127.0.0.1", "client.port": 5000}
    assert check_span(make_span("SendMessage", server, SpanKind.SERVER), "draft") == []


@pytest.mark.parametrize(
    ("name", "attributes", "kind", "events", "problem"),
    [
        ("a2a.message.send echo", GOOD_DRAFT_SEND, SpanKind.CLIENT, (), "not a draft span name"),
        ("GetTask", GOOD_DRAFT_SEND, SpanKind.CLIENT, (), "name is not its a2a.method.name"),
        ("SendMessage", {**GOOD_DRAFT_SEND, "url.full": "http://x"}, SpanKind.CLIENT, (), "url.full is not declared"),
        ("SendMessage", {**GOOD_DRAFT_SEND, "aitf.a2a.task.id": "t1"}, SpanKind.CLIENT, (), "aitf.a2a.task.id is not"),
        ("SendMessage", {**GOOD_DRAFT_SEND, "client.port": 1}, SpanKind.CLIENT, (), "client.port is not declared"),
        # The AITF send requires its agent name: the draft mirror is required in its place.
        (
            "SendMessage",
            {k: v for k, v in GOOD_DRAFT_SEND.items() if k != "gen_ai.agent.name"},
            SpanKind.CLIENT,
            (),
            "required attribute gen_ai.agent.name",
        ),
        ("SendMessage", {**GOOD_DRAFT_SEND, "a2a.task.state": "completed"}, SpanKind.CLIENT, (), "not in enum"),
        ("SendMessage", GOOD_DRAFT_SEND, SpanKind.CLIENT, [("exception", {})], "event 'exception' is not declared"),
    ],
)
def test_the_checker_rejects_in_draft_mode(name, attributes, kind, events, problem):
    problems = check_span(make_span(name, attributes, kind, events), "draft")
    assert any(problem in text for text in problems), problems


def test_the_checker_tells_default_from_dup():
    dup = {**GOOD_SEND, "a2a.method.name": "SendMessage", "gen_ai.agent.name": "echo"}
    assert check_span(make_span("a2a.message.send echo", dup), "dup") == []
    assert any(
        "a2a.method.name is not declared" in text
        for text in check_span(make_span("a2a.message.send echo", dup), "aitf")
    )
    wrong = {**dup, "a2a.method.name": "GetTask"}
    assert any(
        "not among ['SendMessage']" in text for text in check_span(make_span("a2a.message.send echo", wrong), "dup")
    )


def test_the_code_and_semconv_agree_on_the_draft():
    from opentelemetry.instrumentation.a2a.telemetry import attributes, convention_modes

    for span in model()["spans"]:
        names = [attributes.METHOD_NAMES[method] for method in span["methods"]]
        assert names == span.get("draft_names", []), span["name"]
    assert (
        dict(attributes.MIRRORED) | {"aitf.a2a.method": "a2a.method.name", "aitf.a2a.task.state": "a2a.task.state"}
        == (model()["mirrors"])
    )
    draft = model()["draft"]
    assert {
        *draft["attributes"],
        *draft["client_attributes"],
        *draft["server_attributes"],
    } == convention_modes.DRAFT_ATTRIBUTES
