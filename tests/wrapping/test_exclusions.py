"""Calls left uninstrumented (contrib's excluded URLs, and A2A methods): no span on either side,
no metric point, the call itself unchanged; keywords, the A2A variables and contrib's generic one."""

from __future__ import annotations

import logging

import pytest
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import drain, instrumented_by


async def _send_and_get(agent: ea.EchoAgent) -> str:
    async with ea.connect(agent.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        task_id = ea.item_task_id(item)
        task = await client.get_task(ea.get_task_request(task_id))
    assert task is not None
    return task_id


def _names(spans, kind: SpanKind) -> list[str]:
    return sorted(span.name.split(" ")[0] for span in spans("", kind))


async def test_an_excluded_agent_url_is_not_traced_on_either_side(
    tracer_provider, meter_provider, metric_reader, spans
):
    with ea.EchoAgent("excluded") as excluded, ea.EchoAgent("kept") as kept:
        port = excluded.base_url.rsplit(":", 1)[1]
        with instrumented_by(
            tracer_provider=tracer_provider, meter_provider=meter_provider, excluded_urls=rf"127\.0\.0\.1:{port}\b"
        ):
            await _send_and_get(excluded)
            assert spans("", None) == []
            assert metric_reader.get_metrics_data() is None or not any(
                scope.metrics
                for resource in metric_reader.get_metrics_data().resource_metrics
                for scope in resource.scope_metrics
            )
            await _send_and_get(kept)
    assert _names(spans, SpanKind.CLIENT) == ["a2a.agent.discover", "a2a.message.send", "a2a.task.get"]
    assert _names(spans, SpanKind.SERVER) == ["a2a.message.send", "a2a.task.get"]
    assert all("excluded" not in span.name for span in spans("", None))


async def test_excluded_methods_leave_only_those_calls_untraced(tracer_provider, spans, monkeypatch):
    monkeypatch.setenv("OTEL_PYTHON_A2A_EXCLUDED_METHODS", "tasks/get, agent_card/get")
    with ea.EchoAgent("methods") as agent, instrumented_by(tracer_provider=tracer_provider):
        await _send_and_get(agent)
    assert _names(spans, SpanKind.CLIENT) == ["a2a.message.send"]
    assert _names(spans, SpanKind.SERVER) == ["a2a.message.send"]


@pytest.mark.parametrize("variable", ["OTEL_PYTHON_A2A_EXCLUDED_URLS", "OTEL_PYTHON_EXCLUDED_URLS"])
async def test_the_a2a_variable_or_contribs_generic_one(tracer_provider, spans, monkeypatch, variable):
    with ea.EchoAgent("by-variable") as agent:
        port = agent.base_url.rsplit(":", 1)[1]
        monkeypatch.setenv(variable, f"nothing-matches-this,:{port}/")
        with instrumented_by(tracer_provider=tracer_provider):
            await _send_and_get(agent)
    assert spans("", None) == []


async def test_the_keyword_wins_over_the_variable(tracer_provider, spans, monkeypatch):
    with ea.EchoAgent("keyword") as agent:
        monkeypatch.setenv("OTEL_PYTHON_A2A_EXCLUDED_URLS", ".")
        with instrumented_by(tracer_provider=tracer_provider, excluded_urls=""):
            await _send_and_get(agent)
    assert "a2a.message.send" in _names(spans, SpanKind.SERVER)


async def test_grpc_serving_side_excludes_by_method(tracer_provider, spans):
    with (
        ea.EchoAgent("grpc-methods") as agent,
        instrumented_by(tracer_provider=tracer_provider, excluded_methods=["message/send"]),
    ):
        if not agent.grpc_target:
            pytest.fail("this install has no gRPC")
        async with ea.connect(agent.base_url, transport="grpc", streaming=False) as client:
            await drain(client.send_message(ea.user_message("hello")))
    assert spans("a2a.message.send", None) == []


def test_invalid_patterns_and_unknown_methods_are_named(tracer_provider, caplog):
    caplog.set_level(logging.WARNING, logger="opentelemetry.instrumentation.a2a")
    with instrumented_by(tracer_provider=tracer_provider, excluded_urls="ok,(unclosed", excluded_methods="tasks/gett"):
        pass
    messages = [record.getMessage() for record in caplog.records]
    assert any(m.startswith("excluded URL pattern '(unclosed' is not a regular expression") for m in messages)
    assert "excluded methods tasks/gett are not A2A methods; they exclude nothing" in messages
