"""What a value from an A2A peer may look like by the time it is telemetry: exportable and bounded.

A peer controls card names, ids, task states, error codes and messages. One value the OTLP
exporter cannot encode fails the whole batch it is in, and with it the spans and OCSF records of
every good call exported alongside (the protobuf encoder raises on a lone surrogate such as
``"\\ud800"`` and on an integer outside int64). And one huge value held on a span, a metric series or
an OCSF record costs memory until it is exported, and bandwidth after. So every peer value passes
through here on its way into a span attribute, span event, span name, metric attribute or OCSF
record:

- strings become valid UTF-8 (a lone surrogate becomes U+FFFD; a surrogate pair the character it
  encodes) and are cut to ``max_value_length()`` characters (default ``DEFAULT_MAX_VALUE_LENGTH``;
  ``OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT``, else ``OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT``, when set),
  the cut marked by a ``CUT_MARK`` suffix that says how much was left out, within the limit;
- integers outside int64 become their decimal string (OTLP ``int_value`` is an int64);
- lists keep at most ``MAX_LIST_ITEMS`` items, the last one then saying how many were left out;
- the distinct values of a metric attribute a peer controls are bounded by ``DistinctValues``
  (``MAX_DISTINCT_VALUES``, then ``OVERFLOW``), and so are the agent names in span names.

The common case (a short ASCII string, a small int) costs a type check, a length check and
``str.isascii()``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from typing import Any

from .forksafe import new_lock

DEFAULT_MAX_VALUE_LENGTH = 1024
MAX_LIST_ITEMS = 128
# An OCSF record repeats span values (names, ids, messages): its strings may be longer than one
# attribute (an error message is kept to 4096 characters, see outcome.py) but are bounded too.
MAX_RECORD_STRING_LENGTH = 4096
MAX_DISTINCT_VALUES = 100
# The agent name in a span name (`a2a.message.send {agent}`): span names stay short.
MAX_NAME_PART_LENGTH = 64
OVERFLOW = "_OTHER"
CUT_MARK = "...[{} more]"
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
# The OpenTelemetry SDK's own variables for attribute value length (the span one wins, as in the
# SDK's SpanLimits): a user who sets them means it for our attributes too.
_LENGTH_VARIABLES = ("OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT", "OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT")


_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")


def _length_from_environment() -> int:
    for name in _LENGTH_VARIABLES:
        raw = os.environ.get(name, "").strip()
        if raw:
            try:
                return max(int(raw), 1)
            except ValueError:
                continue
    return DEFAULT_MAX_VALUE_LENGTH


_max_value_length = _length_from_environment()


def configure_from_environment() -> int:
    """Read the length limit again (``instrument()`` does, so a variable set after import counts)."""
    global _max_value_length
    _max_value_length = _length_from_environment()
    return _max_value_length


def max_value_length() -> int:
    return _max_value_length


def valid_utf8(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (what the OTLP encoder cannot encode)."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        # UTF-16 with surrogatepass keeps pairs (decoded back to their character) and lets the
        # decoder replace the lone ones.
        return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def cut(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters; a cut one ends with ``CUT_MARK`` (unless the
    limit leaves no room for it)."""
    if len(text) <= limit:
        return text
    kept = limit - len(CUT_MARK.format(len(text)))
    if kept <= 0:
        return text[:limit]
    return text[:kept] + CUT_MARK.format(len(text) - kept)


def printable(value: str) -> str:
    """``value`` with every control character (C0, DEL, C1: ESC, CR, LF, NUL...) written as a
    ``\\xNN`` escape: a peer's name cannot retitle or clear the terminal a span is printed on, nor
    break a line in a log."""
    if value.isprintable():
        return value
    return _CONTROLS.sub(lambda match: f"\\x{ord(match.group(0)):02x}", value)


def name_part(value: str) -> str:
    """A peer's string inside a span name: valid UTF-8, control characters escaped (``printable``),
    at most ``MAX_NAME_PART_LENGTH`` characters, cut with a fixed ``...`` (a count would make one
    name per length)."""
    if len(value) <= MAX_NAME_PART_LENGTH and value.isascii() and value.isprintable():
        return value
    value = printable(valid_utf8(value[: MAX_NAME_PART_LENGTH * 4]))
    return value if len(value) <= MAX_NAME_PART_LENGTH else value[: MAX_NAME_PART_LENGTH - 3] + "..."


def identifier(value: Any) -> Any:
    """A peer's name as an attribute value (an agent's name): bounded as ``text`` is, control
    characters escaped (``printable``); a value that is not a string is bounded as ``value_of``
    bounds it."""
    if not isinstance(value, str):
        return value_of(value)
    limit = _max_value_length
    if len(value) <= limit and value.isascii() and value.isprintable():
        return value
    # Only what can be shown is read (escapes only lengthen it); the mark counts what was left out
    # of the peer's own value, as ``cut`` does.
    shown = printable(valid_utf8(value[:limit]))
    whole = len(shown) + len(value) - min(len(value), limit)
    if whole <= limit:
        return shown
    kept = limit - len(CUT_MARK.format(whole))
    return shown[:limit] if kept <= 0 else shown[:kept] + CUT_MARK.format(whole - kept)


def text(value: str, limit: int | None = None) -> str:
    """A peer's string, exportable and at most ``limit`` (default ``max_value_length()``) characters."""
    limit = _max_value_length if limit is None else limit
    if len(value) <= limit and value.isascii():
        return value
    return cut(valid_utf8(value), limit)


def integer(value: int) -> int | str:
    return value if _INT64_MIN <= value <= _INT64_MAX else str(value)


def items(values: Iterable[Any], limit: int | None = None, max_items: int = MAX_LIST_ITEMS) -> list[Any]:
    """A list attribute: at most ``max_items`` values, each exportable; when some are left out,
    the last item says how many."""
    values = list(values)
    if len(values) <= max_items:
        return [value_of(item, limit) for item in values]
    kept = [value_of(item, limit) for item in values[: max_items - 1]]
    kept.append(CUT_MARK.format(len(values) - len(kept)))
    return kept


def value_of(value: Any, limit: int | None = None) -> Any:
    """Any attribute value (str, int, float, bool, or a list of them), exportable and bounded."""
    if type(value) is str:
        if len(value) <= (_max_value_length if limit is None else limit) and value.isascii():
            return value
        return text(value, limit)
    if type(value) is int:
        return value if _INT64_MIN <= value <= _INT64_MAX else str(value)
    if isinstance(value, str):
        # A str subclass (an enum value): its characters as a plain string. str.__str__, not
        # str(): an Enum's (or a peer type's) own __str__ would give "State.WORKING", or run code.
        return text(str.__str__(value), limit)
    if isinstance(value, int) and not isinstance(value, bool):
        return integer(int(value))
    if isinstance(value, list | tuple):
        return items(value, limit)
    return value


def attributes(values: dict[str, Any]) -> dict[str, Any]:
    """Every value of an attribute dict made exportable and bounded, in place; returns the dict."""
    for key, value in values.items():
        bounded = value_of(value)
        if bounded is not value:
            values[key] = bounded
    return values


def record(value: Any) -> Any:
    """An OCSF record body (nested dicts and lists), exportable and bounded: strings to
    ``MAX_RECORD_STRING_LENGTH``, lists to ``MAX_LIST_ITEMS``, integers within int64.

    The body's dicts are bounded in place (a mapping builds a new body for every record, and a
    value already bounded stays as it is), so only a value that changes is written, and a short
    ASCII string, the common case, costs one check, not a call: this runs on every record."""
    if type(value) is dict:
        for key, item in value.items():
            kind = type(item)
            if kind is str:
                if len(item) <= MAX_RECORD_STRING_LENGTH and item.isascii():
                    continue
            elif kind is int:
                if _INT64_MIN <= item <= _INT64_MAX:
                    continue
            elif kind is bool or kind is float or item is None:
                continue
            bounded = record(item)
            if bounded is not item:
                value[key] = bounded
        return value
    if isinstance(value, list | tuple):
        kept = value if len(value) <= MAX_LIST_ITEMS else value[: MAX_LIST_ITEMS - 1]
        bounded_items = [record(item) for item in kept]
        if len(kept) < len(value):
            bounded_items.append(CUT_MARK.format(len(value) - len(kept)))
        return bounded_items
    if isinstance(value, dict):  # a dict subclass: as a plain dict
        return record(dict(value))
    return value_of(value, MAX_RECORD_STRING_LENGTH)


class DistinctValues:
    """Admits at most ``limit`` distinct values (first come, first kept); any other value becomes
    ``OVERFLOW``. Without it a peer that presents a new card name on every call makes a new metric
    series (and span name) every call. Thread-safe: the lock is taken only for an unseen value."""

    __slots__ = ("__weakref__", "_lock", "_seen", "limit")

    def __init__(self, limit: int = MAX_DISTINCT_VALUES) -> None:
        self.limit = limit
        self._seen: set[Any] = set()
        self._lock = new_lock(self)

    def admit(self, value: Any) -> Any:
        if value in self._seen:
            return value
        with self._lock:
            if value in self._seen:
                return value
            if len(self._seen) < self.limit:
                self._seen.add(value)
                return value
        return OVERFLOW
