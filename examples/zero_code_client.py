"""An A2A client with no telemetry code at all: run it under `opentelemetry-instrument`.

    opentelemetry-instrument --traces_exporter console --metrics_exporter none --logs_exporter none \
        python examples/zero_code_client.py

The `a2a` entry point of this package instruments the a2a-sdk before this script runs.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import echo_agent as ea


async def main(base_url: str) -> None:
    async with ea.connect(base_url) as client:
        async for item in client.send_message(ea.user_message("stream")):
            print("received", type(item).__name__, file=sys.stderr)


if __name__ == "__main__":
    logging.basicConfig()  # the default level: the example is quiet there
    with ea.EchoAgent("zero-code-agent") as agent:
        asyncio.run(main(agent.base_url))
