"""Many regex indicators on one value: the automata of the patterns whose required words occur.

A message meets every indicator of its surface. When several of them are a plain ``regex`` on
the same target (the curated set reads one normalized text, ``x_text``, with a pattern per
technique), they are searched together (``RegexSet``): the value is scanned once for the words
the patterns require (``WordGate``), which names the branches that can match, then by those
branches' automata. Only the indicators
found are then evaluated in full, for the matched path and value; the others did not match,
exactly as if each had been searched.

An indicator joins a set only when its condition is a single ``regex`` and nothing else; a pattern
that RE2 cannot build within its memory budget is searched on its own, as without this module.

A scan has a budget (this tool's behaviour, docs/oatf.md). On a business reply the curated set's
automaton costs some 2 us per KB; on text packed with the beginnings of many patterns (a peer can
write it on purpose) its states explode: some 20 ms per KB, and a 32 KB text took 0.35-0.6 s. So a
value longer than ``WINDOW_CHARS`` is scanned in windows of that size that overlap by 768 to
``OVERLAP_CHARS`` characters (longer than what a curated pattern matches), each starting after a
space and ending before one (where a pattern's start, not after a letter, and end, not before one,
read as in the whole text); once the windows scanned have taken ``BUDGET_SECONDS`` of the thread's
CPU time (the message's: the sets of its paths share it; a 32 KB business
reply takes about a millisecond, a long model answer or jailbreak template, dense in the patterns'
words, up to some 15 ms per KB), the rest is not scanned, the matches found
so far are kept, and the scan says it was cut (the engine then reports the message as not inspected
whole). Such a text now costs about the budget (``make bench-detections``), not 0.35-0.6 s (112 ms
measured).

Why a gate of words. A text the process has not seen builds most of its automata's states anew:
some 10-30 us per character for patterns this size (up to 16,000 characters, 170,000 instructions
of RE2's program), and the states a text reaches in one automaton of several patterns grow with the
product of what each has half-matched. One automaton for a reply's 38 patterns cost a new corpus
text 8.2 ms of CPU (median), automata of three patterns 2.2-2.8 ms (2026-11-27). So only the
branches whose required words (``_required_words``) all occur in a text are run: about 11 of the
reply surface's 657 on a window of an ordinary reply. It never drops a branch that matches (a match
contains its required words; a branch with no such word is always run), so what is found is what
every pattern searched on its own finds.

The words of every branch are found in one scan of one RE2 set of literals. Until 2026-11-28 RE2's
own prefilter (``FilteredRE2``) found them; google-re2's binding gives its set of words RE2's
default 8 MiB, whose cache of states a prefilter of more than six patterns filled and emptied on
every text, so the reply surface needed fourteen prefilters, each a scan of the whole text: 62 of
the 84 us a 1 KB reply cost, 1.4 of the 2.7 s the corpus's 620 ordinary replies cost at first
sight. One set of the same words, with the budget ``WORDS_MAX_MEM``, scans a text once: the 1 KB
reply 37 us, the 620 replies 1.8 s at first sight and 0.46 s seen again (1.0 s before).

Why branches. A curated pattern is a phrase in a dozen wordings, its top-level branches; one
automaton of them all builds states for what each has half-matched at once, and on the corpus's
long replies A2A-003-09's (14 branches) and A2A-009-09's (20) filled their caches of states and
emptied them again and again: 1.2 and 0.8 ms a text that ran them, a text seen before as much as a
new one. Each branch is now an automaton of its own (``_alternatives.alternatives``), run only
where its own required words occur, and a pattern's branches are searched until one matches
(a search for ``A|B`` finds a match exactly when one for ``A`` or for ``B`` does). The branches
of a pattern that have no required word are joined again (``joined_where_always_run``): apart, each
would be run on every text. On the corpus's 1,667 benign texts, first sight: 5.2 -> 2.9 ms per KB
(2026-11-27, session twenty).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import re2

from ..hygiene.memo import BoundedMemo
from ._pattern import to_text

__all__ = [
    "BUDGET_SECONDS",
    "MAX_AUTOMATA",
    "MAX_BRANCHES",
    "MEMO_CHARS",
    "MEMO_ENTRIES",
    "OVERLAP_CHARS",
    "WINDOW_CHARS",
    "WORDS_MAX_MEM",
    "Prefiltered",
    "RegexSet",
    "WordGate",
    "compile_set",
    "compile_words",
    "in_runs",
    "joined_where_always_run",
    "sole_regex",
    "windows",
]

WINDOW_CHARS = 2_048
"""A value longer than this is scanned in windows of this size."""
MEMO_CHARS = 256
"""What a text up to this long matched is remembered: the same status line, stream chunk or short
reply comes again and again, and each scan is a dozen calls into RE2, each of which releases the
GIL (with another thread runnable, each call can wait for it for up to a switch interval, 5 ms)."""
MEMO_ENTRIES = 1_024
"""Texts remembered per target's patterns, at most: 256 KB of ASCII text, 1 MB at four bytes a
character, per set (the curated set has 19), whatever peers send."""
OVERLAP_CHARS = 1_024
"""Characters two windows share, at most (768 at least): a shorter match is never cut in two."""
BUDGET_SECONDS = 0.100
"""Scanning a message's long values stops once it has taken this much of the thread's CPU time."""
MAX_BRANCHES = 64
"""Automata per pattern, at most: a pattern of more top-level branches has them searched in this many
runs of consecutive branches (the curated set's most is 59). An indicator document is bounded in
patterns and characters, not in branches: ``a|b|c|…`` over the 16,384 characters a regex may have
would otherwise be 8,000 automata."""
MAX_AUTOMATA = 2_048
"""Automata per target's set, at most: past it, each pattern is one automaton (the curated reply
surface has 66 patterns in 499 automata, 2026-11-28)."""

_SET_OPTIONS = re2.Options()
_SET_OPTIONS.log_errors = False
_SET_OPTIONS.never_capture = True
# One automaton's program and its cache of states; past this, none is built (its pattern is then
# searched on its own). 16 MiB and not 64: each automaton's cache of states grows with the texts it
# meets, and there is one per pattern (after the corpus's 1,167 benign texts, 309 MiB for the
# process with automata of three at 16 MiB, 555 MiB with automata of ten at 64 MiB). The packed
# 32 KB texts of the benchmark with an attack at their end: every one detected or reported as not
# inspected whole.
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


def _either(branches: Sequence[str]) -> str:
    """One regex that matches where any of ``branches`` does."""
    return "|".join(f"(?:{branch})" for branch in branches)


def in_runs(branches: Sequence[str], most: int = MAX_BRANCHES) -> tuple[str, ...]:
    """``branches`` as at most ``most`` regexes, each a run of consecutive branches (``(?:a)|(?:b)``),
    of near equal counts."""
    if len(branches) <= most:
        return tuple(branches)
    size, extra = divmod(len(branches), most)
    runs: list[str] = []
    start = 0
    for run in range(most):
        end = start + size + (run < extra)
        runs.append(_either(branches[start:end]))
        start = end
    return tuple(runs)


def joined_where_always_run(parts: Sequence[tuple[str, ...]], always: set[int]) -> list[tuple[str, ...]]:
    """Each pattern's branches (``parts``, in order, numbered across patterns) with those that the
    gate always runs (``always``: a branch without a word it can require) joined into one:
    searched apart, each would be run on every text."""
    joined: list[tuple[str, ...]] = []
    index = 0
    for branches in parts:
        numbers = range(index, index + len(branches))
        index += len(branches)
        run = [branch for number, branch in zip(numbers, branches, strict=True) if number in always]
        if len(run) < 2:
            joined.append(tuple(branches))
            continue
        rest = [branch for number, branch in zip(numbers, branches, strict=True) if number not in always]
        joined.append((*rest, _either(run)))
    return joined


class WordGate:
    """Which branches of a target's patterns a text can match, from one scan of their required words
    (``required_words``): one RE2 set of every branch's words, as literals matched without regard
    to case, names the words a text holds; a branch is possible when it holds a word of each of
    the branch's clauses (a branch that requires nothing always is). The first clause's words
    index the branches (a word the text holds names the branches it can open); the others are
    checked only for those. A set of words RE2 cannot build within ``WORDS_MAX_MEM`` is built in
    halves (a word that cannot be built alone counts as held by every text)."""

    __slots__ = ("always", "first", "held", "rest", "sets")

    def __init__(self, requirements: Sequence[tuple[frozenset[str], ...]]) -> None:
        words = sorted({word for clauses in requirements for clause in clauses for word in clause})
        number = {word: index for index, word in enumerate(words)}
        first: dict[int, list[int]] = {}
        for branch, clauses in enumerate(requirements):
            for word in clauses[0] if clauses else ():
                first.setdefault(number[word], []).append(branch)
        self.first = {word: tuple(branches) for word, branches in first.items()}
        self.rest = tuple(
            tuple(frozenset(number[word] for word in clause) for clause in clauses[1:]) for clauses in requirements
        )
        self.always = tuple(branch for branch, clauses in enumerate(requirements) if not clauses)
        sets: list[tuple[int, Any]] = []
        held: list[int] = []
        _literal_sets(words, 0, sets, held)
        self.sets = tuple(sets)  # (the number of its first word, the set)
        self.held = tuple(held)  # words no set could hold: taken as in every text

    def possible(self, encoded: bytes) -> list[int]:
        """The branches ``encoded`` (UTF-8) can match, in order."""
        if len(self.sets) == 1:  # its words are numbered from 0
            found: Sequence[int] = self.sets[0][1].Match(encoded) or ()
        else:
            found = [offset + index for offset, words in self.sets for index in words.Match(encoded) or ()]
        if self.held:
            found = [*found, *self.held]
        first = self.first
        candidates: set[int] = set()
        for word in found:
            branches = first.get(word)
            if branches is not None:
                candidates.update(branches)
        if not candidates:
            return list(self.always)
        rest = self.rest
        present = frozenset(found)
        possible = [
            branch
            for branch in candidates
            if not rest[branch] or all(not clause.isdisjoint(present) for clause in rest[branch])
        ]
        if self.always:
            possible += self.always
        possible.sort()
        return possible


WORDS_MAX_MEM = 64 << 20
"""RE2's budget for one set of words: its program (some 15 MiB for the curated reply surface's
55,000 words) and its cache of states, which a text fills only with the states it visits."""

_WORD_OPTIONS = re2.Options()
_WORD_OPTIONS.log_errors = False
_WORD_OPTIONS.never_capture = True
_WORD_OPTIONS.literal = True
_WORD_OPTIONS.case_sensitive = False
_WORD_OPTIONS.max_mem = WORDS_MAX_MEM


def compile_words(words: Sequence[str]) -> Any:
    """One RE2 set of ``words`` as literals, matched without regard to case (raises ``re2.error``
    past ``WORDS_MAX_MEM``)."""
    compiled = re2.Set.SearchSet(_WORD_OPTIONS)
    for word in words:
        compiled.Add(word)
    compiled.Compile()
    return compiled


def _literal_sets(words: Sequence[str], offset: int, sets: list[tuple[int, Any]], held: list[int]) -> None:
    """RE2 sets of ``words`` (numbered from ``offset``) appended to ``sets``: one, or those of each
    half when RE2 cannot build it; a word that cannot be built alone is appended to ``held``."""
    if not words:
        return
    try:
        sets.append((offset, compile_words(words)))
    except re2.error:
        if len(words) == 1:
            held.append(offset)
            return
        half = len(words) // 2
        _literal_sets(words[:half], offset, sets, held)
        _literal_sets(words[half:], offset + half, sets, held)


class Prefiltered:
    """One target's patterns, each branch of each in an automaton of its own (``alternatives``), behind
    a ``WordGate`` (``Match``: the indexes of the patterns that match, as a set of them all would
    say): a value is scanned once for the words of every branch, then by the automaton of each
    branch the gate names as possible, until one of its pattern's branches matches. What a short
    text matched is remembered (``MEMO_CHARS``)."""

    __slots__ = ("automata", "gate", "memo", "owners")

    def __init__(self, gate: WordGate, automata: tuple[Any, ...], owners: tuple[int, ...]) -> None:
        self.gate = gate
        self.automata = automata
        self.owners = owners  # the pattern each automaton is a branch of
        self.memo: BoundedMemo[tuple[int, ...]] = BoundedMemo(MEMO_ENTRIES)

    def Match(self, text: str | bytes) -> list[int]:  # the name RE2's Set gives it
        remember = len(text) <= MEMO_CHARS
        if remember:
            known = self.memo.get(text)
            if known is not None:
                return list(known)
        encoded = text.encode("utf-8") if isinstance(text, str) else text  # once, for the gate and automata
        hits: list[int] = []
        owners = self.owners
        automata = self.automata
        for index in self.gate.possible(encoded):
            owner = owners[index]
            if owner not in hits and automata[index].Match(encoded):
                hits.append(owner)
        if remember:
            self.memo.put(text, tuple(hits))
        return hits


class RegexSet:
    """The plain-regex indicators of one target path and one surface, searched together by
    ``scanner`` (a ``Prefiltered``)."""

    __slots__ = ("members", "scanner")

    def __init__(self, members: Sequence[Any], scanner: Any) -> None:
        self.members = tuple(members)
        self.scanner = scanner

    def matching(self, values: Sequence[Any], spent: float = 0.0) -> tuple[set[int], bool, float]:
        """Indexes (into ``members``) of the patterns that match any of ``values``, whether every
        value was scanned whole (False: the budget ran out, the rest of a value was not scanned),
        and the CPU seconds spent on long values, ``spent`` (what other sets of the same message
        took) included: the budget is the message's, however many sets its patterns need."""
        found: set[int] = set()
        whole = True
        for value in values:
            text = value if isinstance(value, str) else to_text(value)
            if len(text) <= WINDOW_CHARS:
                found.update(self.scanner.Match(text))  # encoded once, for the gate and every automaton
                continue
            # This thread's CPU time: another thread holding the interpreter between two windows
            # (a switch interval is 5 ms) does not count against the scan.
            started = time.thread_time()
            for start, end in windows(text):
                found.update(self.scanner.Match(text[start:end]))
                if end < len(text) and spent + time.thread_time() - started >= BUDGET_SECONDS:
                    whole = False
                    break
            spent += time.thread_time() - started
        return found, whole, spent


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
