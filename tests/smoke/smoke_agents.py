"""The agents of the smoke suite (``test_smoke.py``): what every supported install must do.

The smoke suite runs in every cell of the compatibility matrix (``tools/matrix.py``), with
``--confcutdir tests/smoke``: it needs only the package, the a2a-sdk release of the cell (with or
without its extras), ``opentelemetry-sdk``, ``pytest``, ``pytest-asyncio`` and ``uvicorn``; not
the test extra, not the ``security`` extra. It also runs in the full suite.

The agents it talks to are real a2a-sdk servers: in this process when the install can serve
(``a2a-sdk[http-server]``), so their SERVER spans are checked too; otherwise in a process of their
own, run (instrumented) by the Python named in ``A2A_SMOKE_AGENT_PYTHON`` (an install that can
serve, of the same SDK line), and then the trace context they received is what shows the hop.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
if str(EXAMPLES) not in sys.path:
    sys.path.insert(0, str(EXAMPLES))

import echo_agent  # noqa: E402

AGENT_PYTHON = "A2A_SMOKE_AGENT_PYTHON"


@dataclass
class Agent:
    name: str
    base_url: str
    grpc_target: str
    in_process: bool  # its SERVER spans are in this process's exporter


def can_serve() -> bool:
    """Whether this install can serve an agent in process: a2a-sdk[http-server] and uvicorn."""
    needed = ["uvicorn", "starlette", "sse_starlette"]
    if echo_agent.line.SDK_LINE == "0.3":
        needed.append("fastapi")  # the 0.3 echo agent serves HTTP+JSON with the SDK's FastAPI app
    return all(importlib.util.find_spec(name) is not None for name in needed)


@contextlib.contextmanager
def serve(name: str) -> Iterator[Agent]:
    if can_serve():
        with echo_agent.EchoAgent(name, push=True) as running:
            yield Agent(name, running.base_url, running.grpc_target, in_process=True)
        return
    python = os.environ.get(AGENT_PYTHON)
    if not python:
        pytest.fail(f"this install cannot serve an agent and {AGENT_PYTHON} names no Python that can")
    process = subprocess.Popen(
        [python, "-m", "echo_agent", name, "--instrumented"],
        cwd=EXAMPLES,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        if not line:
            pytest.fail(f"the echo agent under {python} did not start")
        addresses = json.loads(line)
        yield Agent(name, addresses["base_url"], addresses["grpc_target"], in_process=False)
    finally:
        assert process.stdin is not None
        process.stdin.close()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
