"""Fixtures: a real echo agent per session, an in-memory span pipeline, the instrumentor.

Every span a test finishes is held against ``semconv/`` when the test ends.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from opentelemetry import trace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples"))

import echo_agent  # noqa: E402
from conformance import assert_conforms  # noqa: E402
from opentelemetry.instrumentation.a2a import A2AInstrumentor  # noqa: E402

SDK_LINE = echo_agent.line.SDK_LINE

# The a2a-sdk's own tracing uses the global provider; this one lets tests see whether it is muted.
GLOBAL_EXPORTER = InMemorySpanExporter()
_global_provider = TracerProvider()
_global_provider.add_span_processor(SimpleSpanProcessor(GLOBAL_EXPORTER))
trace.set_tracer_provider(_global_provider)


async def drain(stream: AsyncIterator[Any]) -> list[Any]:
    """Every item of an a2a-sdk stream (``send_message``, ``resubscribe``...), in order."""
    return [item async for item in stream]


@contextlib.contextmanager
def instrumented_by(**options: Any) -> Iterator[A2AInstrumentor]:
    """``instrument(**options)`` for the block, ``uninstrument()`` after it, whatever happens."""
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(**options)
    try:
        yield instrumentor
    finally:
        instrumentor.uninstrument()


@pytest.fixture
def evaluated(monkeypatch) -> list[tuple[str, str]]:
    """``(surface, direction)`` of every OATF indicator evaluation, in order (the engine's own
    ``IndicatorSet.evaluate``, spied on and called through)."""
    from opentelemetry.instrumentation.a2a.oatf import IndicatorSet

    seen: list[tuple[str, str]] = []
    evaluate = IndicatorSet.evaluate

    def spying(self, **kwargs):
        seen.append((kwargs["surface"], kwargs["direction"]))
        return evaluate(self, **kwargs)

    monkeypatch.setattr(IndicatorSet, "evaluate", spying)
    return seen


@pytest.fixture(scope="session")
def agent() -> Iterator[echo_agent.EchoAgent]:
    with echo_agent.EchoAgent("echo-agent", push=True) as running:
        yield running


@pytest.fixture(scope="session")
def plain_agent() -> Iterator[echo_agent.EchoAgent]:
    """An agent whose card offers neither streaming nor push notifications."""
    with echo_agent.EchoAgent("plain-agent", streaming=False) as running:
        yield running


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    memory = InMemorySpanExporter()
    yield memory
    assert_conforms(list(memory.get_finished_spans()))


@pytest.fixture
def tracer_provider(exporter: InMemorySpanExporter) -> TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider


@pytest.fixture
def tracer(tracer_provider: TracerProvider) -> trace.Tracer:
    return tracer_provider.get_tracer("tests")


@pytest.fixture
def metric_reader() -> InMemoryMetricReader:
    return InMemoryMetricReader()


@pytest.fixture
def meter_provider(metric_reader: InMemoryMetricReader) -> MeterProvider:
    return MeterProvider(metric_readers=[metric_reader])


@pytest.fixture
def instrumented(tracer_provider: TracerProvider, meter_provider: MeterProvider) -> Iterator[A2AInstrumentor]:
    with instrumented_by(tracer_provider=tracer_provider, meter_provider=meter_provider) as instrumentor:
        yield instrumentor


@pytest.fixture
def spans(exporter: InMemorySpanExporter):
    """``spans(prefix, kind)`` -> the finished spans so far (CLIENT unless ``kind`` says otherwise,
    ``None`` for every kind), each checked against semconv/."""

    def finished(name_prefix: str = "", kind: SpanKind | None = SpanKind.CLIENT) -> list[ReadableSpan]:
        found = [
            span
            for span in exporter.get_finished_spans()
            if span.name.startswith(name_prefix) and (kind is None or span.kind is kind)
        ]
        assert_conforms(found)
        return found

    return finished


def pytest_report_header(config: pytest.Config) -> str:
    import importlib.metadata

    return f"a2a-sdk {importlib.metadata.version('a2a-sdk')} (SDK line {SDK_LINE})"


def string_leaves(value: Any) -> Iterator[str]:
    """Every string in a JSON value (dict values and list items, at any depth)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from string_leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from string_leaves(item)
