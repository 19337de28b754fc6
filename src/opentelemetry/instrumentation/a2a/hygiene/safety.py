"""Instrumentation errors never reach the host application.

Every piece of our code that runs inside a user's A2A call goes through ``guarded``: an exception
in it is logged (once per place, with its traceback, then at debug level) and swallowed, so the
user's call, result and exception are exactly what they would be uninstrumented.

The traceback is logged as text through the redaction policy (``redaction``), never with
``exc_info``: a failure while reading a peer's message or a call's URL quotes them in its message
(a query's API key, a header), and a log is telemetry too.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

from .redaction import redact_bounded

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")
_reported: set[str] = set()

T = TypeVar("T")


# A traceback of ours is a few kilobytes; one quoting a peer's megabyte is cut.
MAX_LOGGED_TRACEBACK = 16_384


def redacted_traceback() -> str:
    """The exception being handled, formatted, redacted and bounded; call from an ``except`` block."""
    try:
        text = traceback.format_exc()
    except Exception:  # an exception whose formatting fails: its type is all there is to say
        return "(the exception could not be formatted)"
    return redact_bounded(text, MAX_LOGGED_TRACEBACK)


def log_failure(logger: logging.Logger, level: int, message: str, *args: Any) -> None:
    """``logger.log(level, message, *args)`` followed by the redacted traceback of the exception
    being handled."""
    logger.log(level, message + "\n%s", *args, redacted_traceback())


def report_failure(where: str) -> None:
    """Log the exception being handled; call from an ``except`` block."""
    if where in _reported:
        log_failure(_logger, logging.DEBUG, "A2A instrumentation failed in %s", where)
        return
    _reported.add(where)
    log_failure(
        _logger,
        logging.WARNING,
        "A2A instrumentation failed in %s; telemetry of this call is incomplete, the call itself is unaffected",
        where,
    )


def guarded(where: str, function: Callable[..., T], *args: object) -> T | None:
    try:
        return function(*args)
    except Exception:
        report_failure(where)
        return None
