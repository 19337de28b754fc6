"""One awaited SDK call under a span: the shape every non-message operation shares."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from opentelemetry.trace import Span

from opentelemetry import context as context_api
from opentelemetry import trace

from ..conventions import semconv as sc
from ..hygiene.safety import guarded
from ..telemetry.metrics import Measurement
from .hooks import CallHooks


async def run_in_span(
    span: Span,
    parent: context_api.Context | None,
    call: Callable[[], Awaitable[Any]],
    on_result: Callable[[Span, Any], dict[str, Any] | None],
    on_error: Callable[[Span, BaseException], str | None],
    measurement: Measurement | None = None,
    hooks: CallHooks | None = None,
    request: Any = None,
) -> Any:
    """Await ``call()`` with ``span`` current (on top of ``parent``), then end the span.

    ``on_result`` returns the attributes it gave the span, ``on_error`` the ``error.type``; the
    measurement keeps their outcome part; the user's ``hooks`` see ``request`` and the result.
    The result or exception passes through unchanged; everything of ours is guarded.
    """
    token = context_api.attach(trace.set_span_in_context(span, parent))
    try:
        if hooks is not None:
            await hooks.requested(span, request)
        result = await call()
    except BaseException as exc:
        error_type = guarded("recording an error", on_error, span, exc)
        if measurement is not None and error_type:
            guarded("measuring a call", measurement.note, {sc.ERROR_TYPE: error_type})
        raise
    else:
        attributes = guarded("reading a response", on_result, span, result)
        if measurement is not None:
            guarded("measuring a call", measurement.note, attributes)
        if hooks is not None:
            await hooks.responded(span, result)
        return result
    finally:
        context_api.detach(token)
        guarded("ending a span", span.end)
        if measurement is not None:
            guarded("measuring a call", measurement.finish)
