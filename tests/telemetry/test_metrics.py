"""Metrics against a real agent: names, units, buckets and attributes as semconv/metrics.yaml says."""

from __future__ import annotations

import pytest

import echo_agent as ea
from conformance import model
from conftest import drain

pytestmark = pytest.mark.usefixtures("instrumented")


def points(metric_reader) -> dict[str, list]:
    found: dict[str, list] = {}
    data = metric_reader.get_metrics_data()
    for resource_metrics in data.resource_metrics if data else ():
        for scope_metrics in resource_metrics.scope_metrics:
            if scope_metrics.scope.name != "opentelemetry.instrumentation.a2a":
                continue
            for metric in scope_metrics.metrics:
                found[metric.name] = (metric, list(metric.data.data_points))
    return found


async def test_metrics_follow_the_conventions(agent, metric_reader):
    async with ea.connect(agent.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        await drain(client.send_message(ea.user_message("fail")))
        await client.get_task(ea.get_task_request(ea.item_task_id(item)))
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await client.get_task(ea.get_task_request("no-such-task"))
    async with ea.connect(agent.base_url) as client:
        await drain(client.send_message(ea.user_message("stream")))
    found = points(metric_reader)
    # The operation histograms; the detection counter needs indicators (tests/test_sampling.py).
    declared = {metric["name"]: metric for metric in model()["metrics"] if metric["instrument"] == "histogram"}
    assert set(found) == set(declared)
    for name, (metric, data_points) in found.items():
        assert metric.unit == declared[name]["unit"]
        allowed = set(declared[name]["attributes"])
        for point in data_points:
            # Low cardinality: only the declared attributes, never ids.
            assert set(point.attributes) <= allowed, (name, dict(point.attributes))
            assert tuple(point.explicit_bounds) == tuple(float(b) for b in declared[name]["buckets"])

    def series(name):
        return {tuple(sorted(point.attributes.items())): point for point in found[name][1]}

    def key(**attributes):
        named = {"aitf.a2a.agent.name": "echo-agent", "aitf.a2a.transport": "jsonrpc"}
        named.update({name.replace("__", "."): value for name, value in attributes.items()})
        return tuple(sorted(named.items()))

    client_duration = series("a2a.client.operation.duration")
    sent = client_duration[key(aitf__a2a__method="message/send", aitf__a2a__task__state="completed")]
    assert sent.count == 1 and sent.sum > 0
    failed = client_duration[
        key(aitf__a2a__method="message/send", aitf__a2a__task__state="failed", error__type="failed")
    ]
    assert failed.count == 1
    error_types = {
        dict(key).get("error.type") for key in client_duration if dict(key)["aitf.a2a.method"] == "tasks/get"
    }
    assert None in error_types and len(error_types) == 2  # one success, one SDK error class
    stream_key = key(aitf__a2a__method="message/stream", aitf__a2a__task__state="completed")
    assert series("a2a.client.response.sse.event.count")[stream_key].sum == 5
    ttfe = series("a2a.client.response.time_to_first_event")[stream_key]
    assert ttfe.count == 1 and 0 < ttfe.sum <= client_duration[stream_key].sum
    server_duration = series("a2a.server.operation.duration")
    assert {dict(key)["aitf.a2a.method"] for key in server_duration} == {"message/send", "message/stream", "tasks/get"}
