"""What the echo agent does with a message: the same on both SDK lines (TaskUpdater API)."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from opentelemetry import baggage, trace

SLOW_TASK_SECONDS = 30


def record_arrival(observed: list[dict[str, Any]], text: str, call_context: Any) -> dict[str, Any]:
    """Note what a message arrived with: trace headers (HTTP or gRPC), baggage, current span."""
    state = getattr(call_context, "state", None) or {}
    headers = dict(state.get("headers") or {})
    grpc_context = state.get("grpc_context")
    if grpc_context is not None:
        headers = {key: value for key, value in grpc_context.invocation_metadata() or () if isinstance(value, str)}
    span_context = trace.get_current_span().get_span_context()
    arrival = {
        "text": text,
        "traceparent": headers.get("traceparent"),
        "baggage": dict(baggage.get_all()),
        "trace_id": span_context.trace_id,
        "span_id": span_context.span_id,
        "headers": headers,
    }
    observed.append(arrival)
    return arrival


async def run(
    text: str,
    updater: Any,
    kit: Any,
    context_id: str,
    task_id: str,
    replies: Mapping[str, Any] | None = None,
    arrival: Mapping[str, Any] | None = None,
) -> None:
    """Drive one task with ``updater`` (an a2a ``TaskUpdater``); ``kit`` is the SDK line module;
    ``arrival`` is what ``record_arrival`` noted of the message.

    ``replies`` (the agent's own script, for test agents) maps a message text to what the agent
    answers instead: ``{"status": text}`` (a ``working`` status message) and/or
    ``{"artifact": text}``, then ``completed``; or ``{"raise": exception}``: the executor raises it."""
    reply = (replies or {}).get(text)
    if reply is not None and reply.get("raise") is not None:
        raise reply["raise"]
    if reply is not None:
        await updater.start_work(
            kit.agent_message(reply["status"], context_id, task_id) if reply.get("status") else None
        )
        if reply.get("artifact") is not None:
            await updater.add_artifact([kit.text_part(reply["artifact"])], artifact_id="reply", name="reply")
        await updater.complete()
    elif text.startswith("relay "):
        # relay <transport> <base url> <text>: ask another agent, answer with what it said.
        _, transport, base_url, inner = text.split(" ", 3)
        answer = await kit.relay(base_url, transport, inner)
        await updater.add_artifact([kit.text_part(answer)], artifact_id="relay", name="relay")
        await updater.complete()
    elif text.startswith("count "):
        # A stream of exactly N items: the task, working, N - 3 artifact chunks, completed.
        chunks = max(int(text.split()[1]) - 3, 0)
        await updater.start_work()
        for index in range(chunks):
            await updater.add_artifact(
                [kit.text_part(f"{index} ")],
                artifact_id="count",
                name="count",
                append=index > 0,
                last_chunk=index == chunks - 1,
            )
        await updater.complete()
    elif text.startswith("ticks "):
        # A task that keeps working: one artifact chunk every 0.2 s, N of them.
        await updater.start_work()
        for index in range(int(text.split()[1])):
            await asyncio.sleep(0.2)
            await updater.add_artifact(
                [kit.text_part(f"{index} ")], artifact_id="ticks", name="ticks", append=index > 0
            )
        await updater.complete()
    elif text == "traceparent":
        # The trace context the message arrived with, so an agent in another process can show it.
        traceparent = (arrival or {}).get("traceparent") or "none"
        await updater.add_artifact([kit.text_part(traceparent)], artifact_id="traceparent", name="traceparent")
        await updater.complete()
    elif text == "stream":
        await updater.start_work(kit.agent_message("working...", context_id, task_id))
        await updater.add_artifact([kit.text_part("chunk-1 ")], artifact_id="answer", name="answer")
        await updater.add_artifact(
            [kit.text_part("chunk-2")], artifact_id="answer", name="answer", append=True, last_chunk=True
        )
        await updater.complete()
    elif text == "slow":
        await updater.start_work()
        await asyncio.sleep(SLOW_TASK_SECONDS)  # the SDK cancels this on tasks/cancel
        await updater.complete()
    elif text == "fail":
        await updater.start_work()
        await updater.failed(kit.agent_message("it failed", context_id, task_id))
    elif text == "reject":
        await updater.reject(kit.agent_message("not my job", context_id, task_id))
    elif text == "input":
        await updater.requires_input(kit.agent_message("which one?", context_id, task_id))
    else:
        await updater.add_artifact([kit.text_part(f"echo: {text}")], artifact_id="echo", name="echo")
        await updater.complete()
