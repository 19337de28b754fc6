"""`make demo`: an instrumented A2A client talks to two in-process agents.

It discovers the `planner` agent, sends it a message, streams one, starts a slow task, polls it
and cancels it; then asks the planner to relay a question to the `researcher` agent, so one trace
crosses both agents (client -> planner -> researcher). It prints the spans as trees, client and
server side. With OTEL_EXPORTER_OTLP_ENDPOINT set, the spans go to that OTLP (HTTP) endpoint.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import re
import sys
from pathlib import Path

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

sys.path.insert(0, str(Path(__file__).resolve().parent))

import echo_agent as ea
from opentelemetry.instrumentation.a2a import A2AInstrumentor


async def conversation(agent: ea.EchoAgent, researcher: ea.EchoAgent, provider: TracerProvider) -> None:
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
    with tracer.start_as_current_span("delegation"):
        async with ea.connect(agent.base_url, transport="grpc", streaming=False) as client:
            question = f"relay grpc {researcher.base_url} what is A2A?"
            async for _ in client.send_message(ea.user_message(question)):
                pass


# The attributes a reader looks at first; `--verbose` prints them all.
SUMMARY = (
    "aitf.a2a.method",
    "aitf.a2a.transport",
    "aitf.a2a.task.state",
    "aitf.a2a.stream.events_count",
    "aitf.a2a.agent.skills",
    "error.type",
)


_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")


def _safe(value: object) -> str:
    """What a peer chose (an agent's name), printed: control characters escaped, so that no name
    can move the cursor, retitle or clear the terminal."""
    return _CONTROLS.sub(lambda match: f"\\x{ord(match.group(0)):02x}", str(value))


def print_tree(spans: list[ReadableSpan], verbose: bool) -> None:
    children: dict[int | None, list[ReadableSpan]] = {}
    for span in sorted(spans, key=lambda span: span.start_time):
        children.setdefault(span.parent.span_id if span.parent else None, []).append(span)

    def show(span: ReadableSpan, depth: int) -> None:
        pad = "    " * depth
        duration_ms = (span.end_time - span.start_time) / 1e6
        attributes = dict(span.attributes or {})
        shown = attributes if verbose else {key: attributes[key] for key in SUMMARY if key in attributes}
        summary = (
            "  ".join(f"{key.rsplit('.', 1)[-1]}={_safe(value)}" for key, value in shown.items()) if not verbose else ""
        )
        print(
            f"{pad}{_safe(span.name)}  [{span.kind.name}, {span.status.status_code.name}, {duration_ms:.1f} ms]  {summary}"
        )
        if verbose:
            for key, value in shown.items():
                print(f"{pad}    {key} = {value!r}")
        for event in span.events:
            offset_ms = (event.timestamp - span.start_time) / 1e6
            details = ", ".join(f"{key.rsplit('.', 1)[-1]}={_safe(value)}" for key, value in event.attributes.items())
            print(f"{pad}    @{offset_ms:6.1f} ms  {event.name}  {details}")
        for child in children.get(span.context.span_id, []):
            show(child, depth + 1)

    for root in children.get(None, []):
        print(f"trace {root.context.trace_id:032x}")
        show(root, 1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog="With make: make demo VERBOSE=1")
    parser.add_argument("--verbose", action="store_true", help="print every attribute of every span")
    options = parser.parse_args(argv)
    logging.basicConfig()  # the default level (WARNING): the demo is quiet there
    provider = TracerProvider(resource=Resource.create({"service.name": "a2a-demo-client"}))
    memory = None
    if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    else:
        memory = InMemorySpanExporter()
        provider.add_span_processor(SimpleSpanProcessor(memory))

    A2AInstrumentor().instrument(tracer_provider=provider)
    with ea.EchoAgent("planner") as agent, ea.EchoAgent("researcher") as researcher:
        print(
            f"agents (a2a-sdk {ea.line.SDK_LINE} line): planner on {agent.base_url}, researcher on {researcher.base_url}\n"
        )
        asyncio.run(conversation(agent, researcher, provider))
    provider.shutdown()
    if memory is not None:
        print_tree(list(memory.get_finished_spans()), verbose=options.verbose)
    else:
        print(f"spans exported over OTLP to {os.environ['OTEL_EXPORTER_OTLP_ENDPOINT']}")


if __name__ == "__main__":
    main()
