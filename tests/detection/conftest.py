"""Fixtures shared by the detection tests."""

from __future__ import annotations

import pytest

from opentelemetry.instrumentation.a2a import A2AInstrumentor


@pytest.fixture
def curated_capturing(tracer_provider):
    """The instrumentation with the curated set and content capture (so findings carry evidence)."""
    instrumentor = A2AInstrumentor()
    instrumentor.instrument(tracer_provider=tracer_provider, indicators=["curated"], capture_content=True)
    yield
    instrumentor.uninstrument()
