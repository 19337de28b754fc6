"""``python -m echo_agent [name] [--instrumented]``: serve an echo agent until stdin closes.

For tests whose own a2a-sdk install cannot serve (a client-only install): they start this with a
Python that can, read the one JSON line it prints (``{"base_url": ..., "grpc_target": ...}``), and
close its stdin to stop it. ``--instrumented`` instruments this process (spans made, not exported),
so a message it relays to another agent carries the trace it arrived with.
"""

from __future__ import annotations

import json
import sys

from .server import EchoAgent


def main() -> None:
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    name = arguments[0] if arguments else "echo-agent"
    if "--instrumented" in sys.argv:
        from opentelemetry.sdk.trace import TracerProvider

        from opentelemetry.instrumentation.a2a import A2AInstrumentor

        A2AInstrumentor().instrument(tracer_provider=TracerProvider())
    with EchoAgent(name, push=True) as agent:
        print(json.dumps({"base_url": agent.base_url, "grpc_target": agent.grpc_target}), flush=True)
        sys.stdin.read()


if __name__ == "__main__":
    main()
