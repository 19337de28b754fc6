"""The a2a-sdk's own tracing, muted while instrumented (``wrapping/sdk_tracing.py``): its decorated
calls record nothing and change no context, as the SDK's own off switch does."""

from __future__ import annotations

import pytest
from a2a.utils import telemetry
from a2a.utils.telemetry import trace_function

from opentelemetry import trace
from opentelemetry.instrumentation.a2a.wrapping import sdk_tracing


class Boom(Exception):
    pass


@trace_function
async def _current_async() -> trace.Span:
    return trace.get_current_span()


@trace_function
def _current_sync() -> trace.Span:
    return trace.get_current_span()


@trace_function
async def _raises() -> None:
    raise Boom("from inside a decorated call")


@pytest.fixture
def muted():
    assert sdk_tracing.mute()
    try:
        yield
    finally:
        sdk_tracing.restore()
    assert telemetry.trace is trace


async def test_a_decorated_call_runs_in_the_caller_s_context_and_records_nothing(muted, tracer_provider, exporter):
    with tracer_provider.get_tracer("test").start_as_current_span("caller") as caller:
        seen = [await _current_async(), _current_sync(), await _current_async()]
    # The caller's span itself is current inside, as without the SDK's tracing (no copy of it).
    assert seen == [caller, caller, caller]
    assert [span.name for span in exporter.get_finished_spans()] == ["caller"]


async def test_an_exception_passes_through_a_muted_decorated_call_unchanged(muted, tracer_provider):
    with tracer_provider.get_tracer("test").start_as_current_span("caller") as caller:
        with pytest.raises(Boom, match="from inside a decorated call"):
            await _raises()
        assert trace.get_current_span() is caller
    assert trace.get_current_span() is not caller
