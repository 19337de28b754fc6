"""`make demo`: an instrumented A2A client talks to an in-process echo agent.

It discovers the agent, sends a message, streams one, then starts a slow task, polls it and
cancels it, all under one `demo` span, and prints the spans as a tree. With
OTEL_EXPORTER_OTLP_ENDPOINT set, the spans go to that OTLP (HTTP) endpoint instead.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import echo_agent as ea
from opentelemetry.instrumentation.a2a import A2AInstrumentor


async def conversation(agent: ea.EchoAgent, provider: TracerProvider) -> None:
    tracer = provider.get_tracer("demo")
    with tracer.start_as_current_span("demo"):
        async with ea.connect(agent.base_url, streaming=False) as client:
            async for _ in client.send_message(ea.user_message("hello")):
                pass
        async with ea.connect(agent.base_url, transport="http_json") as client:
            async for _ in client.send_message(ea.user_message("stream")):
                pass
        async with ea.connect(agent.base_url, streaming=False, polling=True) as client:
            async for item in client.send_message(ea.user_message("slow")):
                task_id = ea.item_task_id(item)
            await client.get_task(ea.get_task_request(task_id))
            await client.cancel_task(ea.cancel_task_request(task_id))


def print_tree(spans: list[ReadableSpan]) -> None:
    children: dict[int | None, list[ReadableSpan]] = {}
    for span in sorted(spans, key=lambda span: span.start_time):
        children.setdefault(span.parent.span_id if span.parent else None, []).append(span)

    def show(span: ReadableSpan, depth: int) -> None:
        pad = "    " * depth
        duration_ms = (span.end_time - span.start_time) / 1e6
        status = span.status.status_code.name
        print(f"{pad}{span.name}  [{span.kind.name}, {status}, {duration_ms:.1f} ms]")
        for key, value in (span.attributes or {}).items():
            print(f"{pad}    {key} = {value!r}")
        for event in span.events:
            offset_ms = (event.timestamp - span.start_time) / 1e6
            details = ", ".join(f"{key.rsplit('.', 1)[-1]}={value}" for key, value in event.attributes.items())
            print(f"{pad}    @{offset_ms:6.1f} ms  {event.name}  {details}")
        for child in children.get(span.context.span_id, []):
            show(child, depth + 1)

    for root in children.get(None, []):
        print(f"trace {root.context.trace_id:032x}")
        show(root, 1)


def main() -> None:
    logging.basicConfig(level=logging.ERROR)  # the SDK logs every card and request error
    provider = TracerProvider(resource=Resource.create({"service.name": "a2a-demo-client"}))
    memory = None
    if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    else:
        memory = InMemorySpanExporter()
        provider.add_span_processor(SimpleSpanProcessor(memory))

    A2AInstrumentor().instrument(tracer_provider=provider)
    with ea.EchoAgent("echo-agent") as agent:
        print(f"echo agent (a2a-sdk {ea.line.SDK_LINE} line) serving on {agent.base_url}\n")
        asyncio.run(conversation(agent, provider))
    provider.shutdown()
    if memory is not None:
        print_tree(list(memory.get_finished_spans()))
    else:
        print(f"spans exported over OTLP to {os.environ['OTEL_EXPORTER_OTLP_ENDPOINT']}")


if __name__ == "__main__":
    main()
