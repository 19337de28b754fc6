"""``x-a2a-not-followed-by``: this tool's extension of a one-regex pattern indicator.

OATF pattern conditions (format §6.2) have no negation, and RE2 has no lookahead. Some words are
an attack only when they are not followed by a qualifier: "ignore the previous instructions" is an
override, "ignore the previous instructions about the font size" a correction that a colleague
writes every day. So a pattern indicator whose condition is one ``regex`` may carry
``x-a2a-not-followed-by: <RE2 regex>``: it matches a value where its regex matches at a place this
second regex does not match from the end of that match on (anchored there). The value matches when
one match of the indicator's regex is not so followed; when every match is, it does not (of at most
``MAX_QUALIFIED`` matches: past them, it matches, so a text cannot hide an order behind many
qualified ones).

The key is an ``x-`` extension (format §3): another OATF tool ignores it and reports every match of
the regex, which gives more findings, never fewer. The work happens only when the regex has
matched (the cheap, common "no match" is unchanged): a pass over the value's matches, each followed
by one anchored match.
"""

from __future__ import annotations

from typing import Any

import re2

from ._errors import CompileError
from ._pattern import compile_regex, to_text

__all__ = ["KEY", "NotFollowedBy"]

KEY = "x-a2a-not-followed-by"
MAX_QUALIFIED = 64
"""Matches looked at in one value, at most (each costs a search of a 16 KB regex, up to tens of
microseconds): a value with more qualified matches than this is reported, as without the key."""


class NotFollowedBy:
    """An indicator's regex and what must not follow a match of it."""

    __slots__ = ("_regex", "_tail")

    def __init__(self, regex: str | None, tail: Any) -> None:
        if regex is None:
            raise CompileError(f"{KEY} needs a pattern indicator whose condition is one regex")
        if not isinstance(tail, str) or not tail:
            raise CompileError(f"{KEY} must be a non-empty RE2 regex, got {tail!r}")
        self._regex, self._tail = _shared(regex, tail)

    def keeps(self, value: Any) -> bool:
        """Whether one match of the regex in ``value`` is not followed by the tail."""
        text = value if isinstance(value, str) else to_text(value)
        regexp, tail = getattr(self._regex, "_regexp", None), getattr(self._tail, "_regexp", None)
        if _ANCHOR_START is None or regexp is None or tail is None:  # pragma: no cover - other layouts
            return any(self._tail.match(text, m.end()) is None for m in self._regex.finditer(text))
        # On the UTF-8 bytes once: google-re2's own finditer and match(text, pos) encode the whole
        # text again on every call, quadratic in a text of many matches.
        data = text.encode("utf-8", "surrogatepass")
        size, at = len(data), 0
        for _ in range(MAX_QUALIFIED):
            start, end = regexp.Match(_UNANCHORED, data, at, size)[0]
            if start < 0:
                return False
            if tail.Match(_ANCHOR_START, data, end, size)[0][0] < 0:
                return True
            at = end if end > start else end + 1
            if at > size:
                return False
        return True  # more qualified matches than are looked at: reported, not let through


# Where a match ends is found by RE2's DFA, whose state cache a 16 KB regex of counted gaps fills at
# the engine's 8 MiB: RE2 then falls back to a slower matcher, about 20 ms to the end of a 32 KB
# text. With 64 MiB (what an RE2 set of a surface's patterns gets) it stays in the DFA: 0.04 ms. The
# memory is taken only as states are built, and the indicators of every surface that share a regex
# share one compiled copy.
_OPTIONS = re2.Options()
_OPTIONS.log_errors = False
_OPTIONS.never_capture = True
_OPTIONS.max_mem = 64 << 20
_SHARED: dict[tuple[str, str], tuple[Any, Any]] = {}


def _shared(regex: str, tail: str) -> tuple[Any, Any]:
    compiled = _SHARED.get((regex, tail))
    if compiled is None:
        compile_regex(regex, capture=False)  # the engine's own checks (length, syntax), its errors
        compile_regex(tail, capture=False)
        compiled = (re2.compile(regex, _OPTIONS), re2.compile(tail, _OPTIONS))
        if len(_SHARED) < 256:
            _SHARED[(regex, tail)] = compiled
    return compiled


try:  # the engine's own calls, as _pattern.regex_searcher makes them
    _UNANCHORED: Any = re2._re2.RE2.Anchor.UNANCHORED
    _ANCHOR_START: Any = re2._re2.RE2.Anchor.ANCHOR_START
except AttributeError:  # pragma: no cover
    _UNANCHORED = _ANCHOR_START = None
