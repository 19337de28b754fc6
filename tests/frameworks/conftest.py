"""Every span of a framework test, the framework's own and ours, in one in-memory exporter; under
``make test-frameworks`` a skipped test fails the run."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from opentelemetry import trace
from opentelemetry.instrumentation.a2a import A2AInstrumentor

from .harness import REQUIRED_ENV

_EXPORTER = InMemorySpanExporter()


@pytest.fixture(scope="session")
def global_provider() -> TracerProvider:
    """The global provider, as a user sets it up: the frameworks trace through it. Under
    ``make test-frameworks`` this sets it; in a full run tests/conftest.py already has."""
    provider = trace.get_tracer_provider()
    if not isinstance(provider, TracerProvider):
        provider = TracerProvider()
        trace.set_tracer_provider(provider)
    provider.add_span_processor(SimpleSpanProcessor(_EXPORTER))
    return provider


@pytest.fixture
def traced(global_provider: TracerProvider) -> Iterator[InMemorySpanExporter]:
    """``A2AInstrumentor().instrument()`` with no arguments, as a user calls it; the exporter holds
    every span the test finishes."""
    _EXPORTER.clear()
    instrumentor = A2AInstrumentor()
    instrumentor.instrument()
    yield _EXPORTER
    instrumentor.uninstrument()


_skipped: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.skipped:  # a whole module skipped, as when its framework does not import
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A framework run that skips proves nothing: with A2A_FRAMEWORK_TESTS set, any skip fails it."""
    if os.environ.get(REQUIRED_ENV) and _skipped and exitstatus == pytest.ExitCode.OK:
        print(f"\n{REQUIRED_ENV} is set, so these skips fail the run: {_skipped}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
