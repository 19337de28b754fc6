"""The manual way in: set up OpenTelemetry in code, then `A2AInstrumentor().instrument()`.

    python examples/manual_client.py

It starts the in-process echo agent (which needs `a2a-sdk[http-server]` and uvicorn), sends it one
message and prints the spans to the console: the CLIENT span of the call and, since the agent runs
in this process, its SERVER span, one trace.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import ConsoleSpanExporter, SimpleSpanProcessor

from opentelemetry.instrumentation.a2a import A2AInstrumentor

sys.path.insert(0, str(Path(__file__).resolve().parent))

import echo_agent as ea


async def ask(base_url: str) -> None:
    async with ea.connect(base_url, streaming=False) as client:
        async for item in client.send_message(ea.user_message("hello")):
            print("task", ea.item_task_id(item), file=sys.stderr)


def main() -> None:
    logging.basicConfig()
    provider = TracerProvider(resource=Resource.create({"service.name": "manual-client"}))
    provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter()))
    A2AInstrumentor().instrument(tracer_provider=provider)
    try:
        with ea.EchoAgent("manual-agent") as agent:
            asyncio.run(ask(agent.base_url))
    finally:
        A2AInstrumentor().uninstrument()  # restores every wrapped SDK method
        provider.shutdown()


if __name__ == "__main__":
    main()
