"""Instrumentation errors never reach the host application.

Every piece of our code that runs inside a user's A2A call goes through ``guarded``: an exception
in it is logged (once per place, with its traceback, then at debug level) and swallowed, so the
user's call, result and exception are exactly what they would be uninstrumented.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")
_reported: set[str] = set()

T = TypeVar("T")


def report_failure(where: str) -> None:
    """Log the exception being handled; call from an ``except`` block."""
    if where in _reported:
        _logger.debug("A2A instrumentation failed in %s", where, exc_info=True)
        return
    _reported.add(where)
    _logger.warning(
        "A2A instrumentation failed in %s; telemetry of this call is incomplete, the call itself is unaffected",
        where,
        exc_info=True,
    )


def guarded(where: str, function: Callable[..., T], *args: object) -> T | None:
    try:
        return function(*args)
    except Exception:
        report_failure(where)
        return None
