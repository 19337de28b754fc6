"""A call whose span is not sampled skips what only feeds the span (attributes read from results and
cards, error texts and stack traces) and keeps what metrics and detections need; on real servers,
client and server side, both SDK lines."""

from __future__ import annotations

import pytest
from detection.test_detections import DOCUMENT
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON
from telemetry.test_metrics import points

import echo_agent as ea
from conftest import drain, instrumented_by
from opentelemetry.instrumentation.a2a.telemetry import outcome
from opentelemetry.instrumentation.a2a.wrapping import client, wrappers


def _counting(monkeypatch, module, name: str, calls: list[str]) -> None:
    original = getattr(module, name)

    def counted(*args, **kwargs):
        calls.append(name)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)


@pytest.mark.parametrize("sampled", [True, False], ids=["sampled", "sampled-out"])
async def test_a_sampled_out_unary_call_skips_span_work_but_keeps_metrics_and_detections(
    agent, tmp_path, monkeypatch, sampled, evaluated
):
    span_only: list[str] = []
    _counting(monkeypatch, wrappers, "result_attributes", span_only)
    _counting(monkeypatch, client, "card_attributes", span_only)
    _counting(monkeypatch, outcome, "_telemetry_text", span_only)  # error texts and stack traces
    indicators = tmp_path / "test-attack.yaml"
    indicators.write_text(DOCUMENT, encoding="utf-8")
    reader = InMemoryMetricReader()
    with instrumented_by(
        tracer_provider=TracerProvider(sampler=ALWAYS_ON if sampled else ALWAYS_OFF),
        meter_provider=MeterProvider(metric_readers=[reader]),
        indicators=[str(indicators)],
    ):
        async with ea.connect(agent.base_url, streaming=False) as sdk_client:
            (item,) = await drain(sdk_client.send_message(ea.user_message("hello")))
            await sdk_client.get_task(ea.get_task_request(ea.item_task_id(item)))
            with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
                await sdk_client.get_task(ea.get_task_request("watched-task"))

    # Span-only work: done for recorded spans (card, task result client and server, error texts),
    # none of it for spans sampled out.
    if sampled:
        assert {"result_attributes", "card_attributes", "_telemetry_text"} <= set(span_only)
    else:
        assert span_only == []
    # Detections see the same messages either way (a message seen on both sides with the same
    # content is evaluated once: verdict_cache).
    assert {("agent_card/get", "response"), ("message/send", "request"), ("tasks/get", "request")} <= set(evaluated)
    assert evaluated.count(("tasks/get", "request")) >= 2  # two tasks asked for
    # Metrics: the same series, outcome included, either way.
    found = points(reader)

    def tasks_get(name):
        return sorted(
            (point.attributes.get("aitf.a2a.task.state", ""), point.attributes.get("error.type", ""), point.count)
            for point in found[name][1]
            if point.attributes["aitf.a2a.method"] == "tasks/get"
        )

    expected = [("", "-32001", 1), ("completed", "", 1)]  # task not found; the task found
    assert tasks_get("a2a.client.operation.duration") == expected
    assert tasks_get("a2a.server.operation.duration") == expected
