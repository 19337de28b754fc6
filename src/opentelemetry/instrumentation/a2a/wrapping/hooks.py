"""The user's hooks, in the shape of opentelemetry-python-contrib's: ``request_hook(span, request)``
when a CLIENT or SERVER span has started, ``response_hook(span, response)`` before it ends, and
``async_request_hook`` / ``async_response_hook``, coroutine functions with the same arguments,
awaited in the call's own task (the A2A SDK is async, as httpx's ``AsyncClient`` is).

What they receive, on both SDK lines:

- ``request``: the SDK request object the call was made with, as the application passed it (a
  client call's first argument: the ``Message`` or ``SendMessageRequest``, ``TaskQueryParams`` /
  ``GetTaskRequest``...), or on the serving side the request the handler was given; ``None`` for
  card discovery, whose request is only a URL (the span carries it).
- ``response``: the call's result (a ``Task``, ``Message``, ``AgentCard``...); for a message
  exchange (send, stream, resubscribe) the last item received, or ``None`` when none came. Not
  called when the call raised: the span's status and exception event say what happened.

A hook that raises is logged (once per kind of failure, with its redacted traceback) and changes
nothing else: the call goes on, its result or exception passes through, the span ends. A hook is
called whether or not the span is recording (sampled), as contrib's are. Hooks run on the call's
path: keep them cheap.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from opentelemetry.trace import Span

from ..hygiene.safety import guarded, report_failure

_logger = logging.getLogger(__name__.rsplit(".", 2)[0])

RequestHook = Callable[[Span, Any], None]
ResponseHook = Callable[[Span, Any], None]
AsyncRequestHook = Callable[[Span, Any], Awaitable[None]]
AsyncResponseHook = Callable[[Span, Any], Awaitable[None]]

HOOK_KEYWORDS = ("request_hook", "response_hook", "async_request_hook", "async_response_hook")


def _checked(name: str, hook: Any, coroutine: bool) -> Any:
    """``hook`` if it fits ``name``; else None, with a warning saying why."""
    if hook is None:
        return None
    if not callable(hook):
        _logger.warning("instrument(%s=...): not callable (%s); ignored", name, type(hook).__name__)
        return None
    if coroutine and not inspect.iscoroutinefunction(hook):
        # A plain function would be called and its result awaited: say so now, not on every call.
        _logger.warning(
            "instrument(%s=...): not a coroutine function; pass it as %s", name, name.removeprefix("async_")
        )
        return None
    if not coroutine and inspect.iscoroutinefunction(hook):
        _logger.warning("instrument(%s=...): a coroutine function; pass it as async_%s", name, name)
        return None
    return hook


class CallHooks:
    """The hooks of one ``instrument()`` call; ``from_keywords`` returns None when there are none,
    so an uninstrumented-by-hooks call pays one ``is None`` test."""

    __slots__ = ("_async_request", "_async_response", "_request", "_response")

    def __init__(
        self,
        request_hook: RequestHook | None = None,
        response_hook: ResponseHook | None = None,
        async_request_hook: AsyncRequestHook | None = None,
        async_response_hook: AsyncResponseHook | None = None,
    ) -> None:
        self._request = request_hook
        self._response = response_hook
        self._async_request = async_request_hook
        self._async_response = async_response_hook

    @classmethod
    def from_keywords(cls, kwargs: dict[str, Any]) -> CallHooks | None:
        hooks = cls(
            _checked("request_hook", kwargs.get("request_hook"), coroutine=False),
            _checked("response_hook", kwargs.get("response_hook"), coroutine=False),
            _checked("async_request_hook", kwargs.get("async_request_hook"), coroutine=True),
            _checked("async_response_hook", kwargs.get("async_response_hook"), coroutine=True),
        )
        return None if hooks.empty else hooks

    @property
    def empty(self) -> bool:
        return not (self._request or self._response or self._async_request or self._async_response)

    async def requested(self, span: Span, request: Any) -> None:
        await self._run("request_hook", self._request, self._async_request, span, request)

    async def responded(self, span: Span, response: Any) -> None:
        await self._run("response_hook", self._response, self._async_response, span, response)

    @staticmethod
    async def _run(name: str, hook: Any, async_hook: Any, span: Span, value: Any) -> None:
        if hook is not None:
            guarded(f"the {name}", hook, span, value)
        if async_hook is not None:
            try:
                await async_hook(span, value)
            except Exception:  # the caller's cancellation (a BaseException) still goes through
                report_failure(f"the async_{name}")
