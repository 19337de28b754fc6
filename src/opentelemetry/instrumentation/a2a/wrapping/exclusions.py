"""Calls left uninstrumented, as contrib's HTTP instrumentations leave excluded URLs: no span, no
metrics, no detection, no trace context sent; the call itself runs as it would.

- ``excluded_urls`` (keyword) / ``OTEL_PYTHON_A2A_EXCLUDED_URLS``, else the generic
  ``OTEL_PYTHON_EXCLUDED_URLS``: comma-separated regular expressions, each searched in the agent's
  URL, as contrib's ``ExcludeList`` does. The URL is the one the call reaches: on the client side
  the interface URL the SDK client sends to (for card discovery, the card's URL); on the serving
  side ``scheme://host:port/path`` of the HTTP request (the ``Host`` header's name), and no URL
  over gRPC, where only methods can be excluded.
- ``excluded_methods`` (keyword) / ``OTEL_PYTHON_A2A_EXCLUDED_METHODS``: A2A methods, comma-
  separated, as ``aitf.a2a.method`` names them (``tasks/get``, ``message/stream``,
  ``agent_card/get``...), client and server side.

The patterns are the operator's own, compiled once at ``instrument()``; an invalid one is logged
and left out. A peer's URL is searched only up to ``MAX_URL_LENGTH`` characters.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable
from typing import Any

from ..environment_variables import (
    OTEL_PYTHON_A2A_EXCLUDED_METHODS,
    OTEL_PYTHON_A2A_EXCLUDED_URLS,
    OTEL_PYTHON_EXCLUDED_URLS,
)

_logger = logging.getLogger(__name__.rsplit(".", 2)[0])

MAX_URL_LENGTH = 2048


def _entries(value: Any) -> list[str]:
    """A comma-separated string, or an iterable of strings, as a list of non-empty entries."""
    if value is None:
        return []
    items: Iterable[Any] = value.split(",") if isinstance(value, str) else value
    return [item.strip() for item in items if isinstance(item, str) and item.strip()]


def _compiled(patterns: list[str]) -> re.Pattern[str] | None:
    valid = []
    for pattern in patterns:
        try:
            re.compile(pattern)
        except re.error as error:
            _logger.warning("excluded URL pattern %r is not a regular expression (%s); ignored", pattern, error)
            continue
        valid.append(f"(?:{pattern})")
    return re.compile("|".join(valid)) if valid else None


class Exclusions:
    __slots__ = ("_methods", "_urls")

    def __init__(self, urls: re.Pattern[str] | None, methods: frozenset[str]) -> None:
        self._urls = urls
        self._methods = methods

    @classmethod
    def from_settings(cls, kwargs: dict[str, Any], known_methods: Iterable[str]) -> Exclusions | None:
        """The exclusions ``instrument()`` was given (keywords win over the environment); None
        when there are none, so that a call pays one ``is None`` test."""
        urls = kwargs.get("excluded_urls")
        if urls is None:
            urls = os.environ.get(OTEL_PYTHON_A2A_EXCLUDED_URLS) or os.environ.get(OTEL_PYTHON_EXCLUDED_URLS)
        methods = kwargs.get("excluded_methods")
        if methods is None:
            methods = os.environ.get(OTEL_PYTHON_A2A_EXCLUDED_METHODS)
        method_names = frozenset(_entries(methods))
        unknown = sorted(method_names - set(known_methods))
        if unknown:
            _logger.warning("excluded methods %s are not A2A methods; they exclude nothing", ", ".join(unknown))
        exclusions = cls(_compiled(_entries(urls)), method_names)
        return exclusions if exclusions._urls is not None or exclusions._methods else None

    def excludes(self, method: str, url: str | None) -> bool:
        if method in self._methods:
            return True
        return self._urls is not None and url is not None and self._urls.search(url[:MAX_URL_LENGTH]) is not None
