"""What the framework tests share: the skip-or-fail rule, a loopback server, span trees."""

from __future__ import annotations

import asyncio
import importlib
import os
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance import assert_conforms

REQUIRED_ENV = "A2A_FRAMEWORK_TESTS"


def require(framework: str, module: str) -> None:
    """Import the framework, or skip the module when it is not installed (the SDK lines' venvs).

    ``make test-frameworks`` sets ``A2A_FRAMEWORK_TESTS=<framework>``: there a missing framework is
    a failure, so a broken venv can never pass as "all skipped"."""
    try:
        importlib.import_module(module)
    except ImportError as missing:
        if framework in os.environ.get(REQUIRED_ENV, "").split(","):
            raise AssertionError(f"{REQUIRED_ENV}={framework} but {module} does not import: {missing}") from missing
        pytest.skip(
            f"{framework} is not installed (make test-frameworks runs it in its own venv)", allow_module_level=True
        )


@contextmanager
def serving(build_app: Callable[[int], Any]) -> Iterator[str]:
    """Serve ``build_app(port)`` under uvicorn on 127.0.0.1 in a background thread; yield its base URL.

    The socket is bound first because the frameworks write the port into the agent card they
    build. Leaving the block shuts the server down gracefully, so every server-side span has ended."""
    import uvicorn

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(build_app(port), log_level="critical", lifespan="on"))
    thread = threading.Thread(target=asyncio.run, args=(server.serve(sockets=[listener]),), daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the framework's A2A server did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        listener.close()


def span_tree(spans: list[ReadableSpan]) -> list[tuple[int, str, str, str, str | None]]:
    """The single trace the spans form, depth first, children in start order:
    ``(depth, name, kind, status, status description)``. Fails unless there is exactly one root
    and one trace id, so a broken hop can never look like a smaller tree."""
    assert_conforms([span for span in spans if span.instrumentation_scope.name == "opentelemetry.instrumentation.a2a"])
    assert len({span.context.trace_id for span in spans}) == 1, "the spans are not one trace"
    children: dict[int | None, list[ReadableSpan]] = {}
    for span in spans:
        children.setdefault(span.parent.span_id if span.parent else None, []).append(span)
    roots = children.get(None, [])
    assert len(roots) == 1, f"expected one root span, got {[span.name for span in roots]}"
    tree: list[tuple[int, str, str, str, str | None]] = []

    def walk(span: ReadableSpan, depth: int) -> None:
        tree.append((depth, span.name, span.kind.name, span.status.status_code.name, span.status.description))
        for child in sorted(children.get(span.context.span_id, []), key=lambda each: each.start_time or 0):
            walk(child, depth + 1)

    walk(roots[0], 0)
    assert len(tree) == len(spans), "some spans hang off a parent that is not in the trace"
    return tree
