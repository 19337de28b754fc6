"""Verdicts remembered by message content (``verdict_cache``): a message seen twice in one process
(the task a server returns and its client receives) is evaluated once, both spans get the same
detections; content decides, never a message id a peer chooses; memory is bounded."""

from __future__ import annotations

from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import drain, instrumented_by
from detection.test_detections import DOCUMENT, threats
from opentelemetry.instrumentation.a2a.detection.verdict_cache import VerdictCache


def _with_message_id(request, message_id: str):
    """The same request with a message id of our choosing (both SDK lines)."""
    message = getattr(request, "message", request)
    message.message_id = message_id
    return request


async def test_a_message_seen_by_client_and_server_is_evaluated_once(
    agent, tracer_provider, tmp_path, spans, evaluated
):
    indicators = tmp_path / "test-attack.yaml"
    indicators.write_text(DOCUMENT, encoding="utf-8")
    with instrumented_by(tracer_provider=tracer_provider, indicators=[str(indicators)]):
        async with ea.connect(agent.base_url, streaming=False) as client:
            await drain(client.send_message(_with_message_id(ea.user_message("hello"), "reused-id")))
            # The same message id, other content: evaluated afresh, and caught.
            await drain(client.send_message(_with_message_id(ea.user_message("exfil this"), "reused-id")))
    # Each returned task is evaluated once for both sides; each request once per side (the
    # server's carries the configuration the client added, so its content differs).
    assert evaluated.count(("message/send", "response")) == 2
    assert evaluated.count(("message/send", "request")) == 4
    for kind in (SpanKind.CLIENT, SpanKind.SERVER):
        benign, caught = spans("a2a.message.send", kind)
        assert threats(benign) == []
        assert [t["aitf.security.oatf.indicator_id"] for t in threats(caught)] == ["TEST-201-02"]
        assert caught.attributes["aitf.security.threats_count"] == 1
    client_threat = threats(spans("a2a.message.send", SpanKind.CLIENT)[1])[0]
    server_threat = threats(spans("a2a.message.send", SpanKind.SERVER)[1])[0]
    assert client_threat == server_threat


def test_the_cache_keeps_at_most_its_bound_oldest_out_first():
    cache = VerdictCache(max_entries=2)
    calls: list[int] = []

    def evaluating(n: int):
        def evaluate():
            calls.append(n)
            return [n]

        return evaluate

    keys = [VerdictCache.key("message/send", "response", f"content {n}".encode()) for n in range(3)]
    assert cache.get_or_evaluate(keys[0], evaluating(0)) == (0,)
    assert cache.get_or_evaluate(keys[1], evaluating(1)) == (1,)
    assert cache.get_or_evaluate(keys[0], evaluating(0)) == (0,)  # remembered
    assert cache.get_or_evaluate(keys[2], evaluating(2)) == (2,)  # evicts the oldest (content 0)
    assert len(cache) == 2
    assert cache.get_or_evaluate(keys[0], evaluating(0)) == (0,)
    assert calls == [0, 1, 2, 0]
    # Surface and direction are part of the key: the same content elsewhere is evaluated.
    assert VerdictCache.key("message/send", "request", b"x") != VerdictCache.key("message/send", "response", b"x")


async def test_a_stream_item_is_keyed_once_for_all_its_surfaces(agent, tracer_provider, monkeypatch, evaluated):
    """An artifact or status update is evaluated as ``message/stream`` and as ``task/artifact`` or
    ``task/status`` (the curated set watches both): its content is serialized and hashed once."""
    from opentelemetry.instrumentation.a2a.detection.detections import Detector

    keyed = []
    content_key = Detector._content_key

    def spying(self, source):
        keyed.append(source)
        return content_key(self, source)

    monkeypatch.setattr(Detector, "_content_key", spying)
    async with ea.connect(agent.base_url) as client:
        with instrumented_by(tracer_provider=tracer_provider, indicators=["curated"]):
            items = [item async for item in client.send_message(ea.user_message("count 3"))]
    assert len(items) >= 3  # the task, its updates
    surfaces = {surface for surface, direction in evaluated if direction == "response"}
    assert "message/stream" in surfaces
    assert surfaces & {"task/artifact", "task/status"}
    # One key per item and side: the client's items and the server's events.
    assert len(keyed) == 2 * len(items)
