"""Many regex indicators on one value, in one pass: an RE2 set per target path.

A message meets every indicator of its surface. When several of them are a plain ``regex`` on
the same target (the curated set reads one normalized text, ``x_text``, with a pattern per
technique), searching that text once per indicator costs one scan each. RE2's ``Set`` compiles
them into one automaton that says in a single scan which of them match (about 15 times cheaper
for eleven patterns on a 1 KB text). Only the indicators it names are then evaluated in full, for
the matched path and value; the others did not match, exactly as if each had been searched.

An indicator joins a set only when its condition is a single ``regex`` and nothing else; a set
that RE2 cannot build within its memory budget is not used (each indicator is then searched on
its own, as without this module).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import re2

from ._pattern import to_text

__all__ = ["RegexSet", "compile_set", "sole_regex"]

_SET_OPTIONS = re2.Options()
_SET_OPTIONS.log_errors = False
_SET_OPTIONS.never_capture = True
_SET_OPTIONS.max_mem = 64 << 20  # one automaton for a surface's patterns; past this, none is built


def sole_regex(condition_source: Any) -> str | None:
    """The regex of a condition that is exactly ``{regex: ...}``; None for any other condition."""
    if isinstance(condition_source, Mapping) and len(condition_source) == 1:
        regex = condition_source.get("regex")
        if isinstance(regex, str):
            return regex
    return None


def compile_set(regexes: Sequence[str]) -> Any:
    """One RE2 automaton for ``regexes`` (raises ``re2.error`` past the memory budget: the caller
    then searches each pattern on its own). Surfaces that share their patterns share it."""
    compiled = re2.Set.SearchSet(_SET_OPTIONS)
    for regex in regexes:
        compiled.Add(regex)
    compiled.Compile()
    return compiled


class RegexSet:
    """The plain-regex indicators of one target path and one surface, searched together."""

    __slots__ = ("automaton", "members")

    def __init__(self, members: Sequence[Any], automaton: Any) -> None:
        self.members = tuple(members)
        self.automaton = automaton

    def matching(self, values: Sequence[Any]) -> set[int]:
        """Indexes (into ``members``) of the patterns that match any of ``values``."""
        found: set[int] = set()
        for value in values:
            hits = self.automaton.Match(value if isinstance(value, str) else to_text(value))
            if hits:
                found.update(hits)
        return found
