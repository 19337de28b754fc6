"""Many regex indicators on one value, in one pass: an RE2 set per target path.

A message meets every indicator of its surface. When several of them are a plain ``regex`` on
the same target (the curated set reads one normalized text, ``x_text``, with a pattern per
technique), searching that text once per indicator costs one scan each. RE2's ``Set`` compiles
them into one automaton that says in a single scan which of them match (about 15 times cheaper
for eleven patterns on a 1 KB text). Only the indicators it names are then evaluated in full, for
the matched path and value; the others did not match, exactly as if each had been searched.

An indicator joins a set only when its condition is a single ``regex`` and nothing else; a set
that RE2 cannot build within its memory budget is split in two, each half built the same way (a
pattern left alone is searched on its own, as without this module).

A scan has a budget (this tool's behaviour, docs/oatf.md). On a business reply the curated set's
automaton costs some 2 us per KB; on text packed with the beginnings of many patterns (a peer can
write it on purpose) its states explode: some 20 ms per KB, and a 32 KB text took 0.35-0.6 s. So a
value longer than ``WINDOW_CHARS`` is scanned in windows of that size that overlap by 768 to
``OVERLAP_CHARS`` characters (longer than what a curated pattern matches), each starting after a
space and ending before one (where a pattern's start, not after a letter, and end, not before one,
read as in the whole text); once the windows scanned have taken ``BUDGET_SECONDS`` of the thread's
CPU time (the message's: when its patterns need several sets, they share it; a 32 KB business
reply takes about a millisecond, a long model answer or jailbreak template, dense in the patterns'
words, up to some 15 ms per KB), the rest is not scanned, the matches found
so far are kept, and the scan says it was cut (the engine then reports the message as not inspected
whole). Such a text now costs about the budget (``make bench-detections``), not 0.35-0.6 s (112 ms
measured).

A value longer than ``SHORT_CHARS`` is scanned by automata of at most ``MAX_SET_MEMBERS`` patterns.
A text meets the states its patterns reach together, and their number grows with the product of
what each pattern has half-matched, not the sum: the curated set's 38 patterns of a reply's text
in two automata took 6.9 ms of CPU on an average corpus text and up to 134 ms on a benign one of
1.5 KB (a long document on the verge of the budget, reported as not inspected whole under load),
16 ms on an average attack; in automata of 9 or 10, 3.5 ms, 76 ms and 8.8 ms, and no text of the
corpus reached the budget (2026-11-26). A short value keeps the one automaton: the states it meets
are few, and each scan has its price (streamed items, 1.3.0: 1.42 x the instrumentation without
indicators with one automaton, 1.56 with four).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import re2

from ._pattern import to_text

__all__ = [
    "BUDGET_SECONDS",
    "MAX_SET_MEMBERS",
    "OVERLAP_CHARS",
    "SHORT_CHARS",
    "WINDOW_CHARS",
    "AnyOf",
    "Encoded",
    "RegexSet",
    "Split",
    "compile_set",
    "scan_forms",
    "sole_regex",
    "windows",
]

WINDOW_CHARS = 2_048
"""A value longer than this is scanned in windows of this size."""
OVERLAP_CHARS = 1_024
"""Characters two windows share, at most (768 at least): a shorter match is never cut in two."""
BUDGET_SECONDS = 0.100
"""Scanning a message's long values stops once it has taken this much of the thread's CPU time."""
MAX_SET_MEMBERS = 3
"""Patterns in one automaton that scans a value, at most: more are split into several (the states
a text reaches grow with the product of the patterns' partial matches, and a text the process has
not seen builds most of its states anew: 2026-11-27, the corpus's benign texts, first sight, median
per reply 8.1 ms with automata of 10 and one automaton for short values, 3.6 ms with automata of 3
for every value; docs/curated-indicators.md, "Cost")."""
SHORT_CHARS = 0
"""A value up to this long is scanned by one automaton for all of a set's patterns: none since
2026-11-27 (that automaton cost a new short text twice what the small ones do; it pays only on a
text scanned again and again, as a benchmark sends it)."""

_SET_OPTIONS = re2.Options()
_SET_OPTIONS.log_errors = False
_SET_OPTIONS.never_capture = True
# One automaton's program and its cache of states; past this, none is built (its patterns are then
# split). 16 MiB and not 64: each automaton's cache of states grows with the texts it meets, and
# with automata of three patterns there are many: after the corpus's 1,167 benign texts, 309 MiB
# for the process (555 MiB with 64 MiB automata of ten), and a new text cost less too (3.6 ms
# against 4.6 ms median at 64 MiB). The packed 32 KB texts of the benchmark with an attack at their
# end: every one detected or reported as not inspected whole, as before.
_SET_OPTIONS.max_mem = 16 << 20


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
    """The plain-regex indicators of one target path and one surface, searched together:
    ``automaton`` for short values, ``long`` (when the set has more than ``MAX_SET_MEMBERS``
    patterns: the same patterns in smaller automata) for the others."""

    __slots__ = ("automaton", "long", "members")

    def __init__(self, members: Sequence[Any], automaton: Any, long: Any = None) -> None:
        self.members = tuple(members)
        self.automaton = automaton
        self.long = long if long is not None else automaton

    def matching(self, values: Sequence[Any], spent: float = 0.0) -> tuple[set[int], bool, float]:
        """Indexes (into ``members``) of the patterns that match any of ``values``, whether every
        value was scanned whole (False: the budget ran out, the rest of a value was not scanned),
        and the CPU seconds spent on long values, ``spent`` (what other sets of the same message
        took) included: the budget is the message's, however many sets its patterns need."""
        found: set[int] = set()
        whole = True
        for value in values:
            if type(value) is Encoded:
                found.update((self.automaton if len(value) <= SHORT_CHARS else self.long).Match(value) or ())
                continue
            text = value if isinstance(value, str) else to_text(value)
            if len(text) <= SHORT_CHARS:
                found.update(self.automaton.Match(text) or ())
                continue
            if len(text) <= WINDOW_CHARS:
                found.update(self.long.Match(text) or ())
                continue
            # This thread's CPU time: another thread holding the interpreter between two windows
            # (a switch interval is 5 ms) does not count against the scan.
            started = time.thread_time()
            for start, end in windows(text):
                found.update(self.long.Match(text[start:end]) or ())
                if end < len(text) and spent + time.thread_time() - started >= BUDGET_SECONDS:
                    whole = False
                    break
            spent += time.thread_time() - started
        return found, whole, spent


class Encoded(bytes):
    """A text of at most ``WINDOW_CHARS`` characters in UTF-8, what RE2 reads: encoded once for
    every set of its path (each automaton's ``Match`` encoded a ``str`` again: seven times a 1 KB
    reply's text, 2026-11-27). Its length in bytes chooses the automaton, as a text's in characters
    does (a non-ASCII text may take the smaller automata sooner: the same patterns, the same hits)."""

    __slots__ = ()


def scan_forms(values: Sequence[Any]) -> list[Any]:
    """``values`` as ``RegexSet.matching`` reads them: a text short enough to be scanned whole as
    ``Encoded``, any other value as it is."""
    return [Encoded(v.encode("utf-8")) if type(v) is str and len(v) <= WINDOW_CHARS else v for v in values]


class Split:
    """One set's patterns in several automata, read as one (``Match``: every automaton's hits, as
    indexes into the whole set)."""

    __slots__ = ("parts",)

    def __init__(self, parts: tuple[tuple[int, Any], ...]) -> None:
        self.parts = parts  # (the index of the automaton's first pattern in the set, automaton)

    def Match(self, text: str) -> list[int]:  # the name RE2's Set gives it
        return [offset + hit for offset, automaton in self.parts for hit in automaton.Match(text) or ()]


class AnyOf:
    """Several automata of one target read as one (``Match``: the first one's hits that has any)."""

    __slots__ = ("automata",)

    def __init__(self, automata: tuple[Any, ...]) -> None:
        self.automata = automata

    def Match(self, text: str) -> list[int]:  # the name RE2's Set gives it
        for automaton in self.automata:
            hits = automaton.Match(text)
            if hits:
                return list(hits)
        return []


def windows(text: str) -> Iterator[tuple[int, int]]:
    """``text``'s windows, as (start, end): about ``WINDOW_CHARS`` long, overlapping by about
    ``OVERLAP_CHARS``, each starting after a space and ending before one where the text has one
    near the edge."""
    start = 0
    while True:
        end = start + WINDOW_CHARS
        if end >= len(text):
            yield start, len(text)
            return
        space = text.rfind(" ", end - OVERLAP_CHARS // 4, end)
        end = space if space > start else end
        yield start, end
        space = text.find(" ", end - OVERLAP_CHARS, end - OVERLAP_CHARS + OVERLAP_CHARS // 4)
        start = space + 1 if space >= 0 else end - OVERLAP_CHARS
