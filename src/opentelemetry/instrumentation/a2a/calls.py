"""One awaited SDK call under a span: the shape every non-message operation shares."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from opentelemetry.trace import Span

from opentelemetry import context as context_api
from opentelemetry import trace

from .safety import guarded


async def run_in_span(
    span: Span,
    parent: context_api.Context | None,
    call: Callable[[], Awaitable[Any]],
    on_result: Callable[[Span, Any], None],
    on_error: Callable[[Span, BaseException], None],
) -> Any:
    """Await ``call()`` with ``span`` current (on top of ``parent``), then end the span.

    The result or exception passes through unchanged; reading it into the span is guarded.
    """
    token = context_api.attach(trace.set_span_in_context(span, parent))
    try:
        result = await call()
    except BaseException as exc:
        guarded("recording an error", on_error, span, exc)
        raise
    else:
        guarded("reading a response", on_result, span, result)
        return result
    finally:
        context_api.detach(token)
        guarded("ending a span", span.end)
