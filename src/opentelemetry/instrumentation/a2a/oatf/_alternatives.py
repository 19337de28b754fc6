"""A regex cut at its top-level ``|`` (``alternatives``): the same matches, one automaton each.

An unanchored search for ``A|B`` finds a match exactly when a search for ``A`` or one for ``B``
does, so a pattern's top-level branches can be searched apart and their answers joined. It is
worth it for the curated set's long patterns (a phrase in a dozen wordings, each its own branch):
one automaton of all the branches builds states for the product of what each has half-matched, and
on a long reply its cache of states filled and was emptied again and again. A2A-003-09's fourteen
branches searched apart cost the corpus's 3,100 texts 0.21-0.35 s instead of 1.36-1.38 s, and each
branch is run only where its own required words occur (2026-11-27).

Only the syntax needed to find the top level is read: escapes, classes (with ``[:alpha:]`` and
escapes inside) and groups. A regex that sets flags for the rest of its group (``(?i)``), or that
quotes a run (``\\Q...\\E``), is kept whole: cut, a branch would lose the flag or the quote.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

__all__ = ["alternatives"]

# One item: an escape (a Unicode class with braces, a code point with braces, or one character),
# a class (``[`` ... ``]``, a ``]`` first is a member, with ``[:alpha:]`` and escapes inside), a
# flag group that has no body (``(?i)``, ``(?-s)``), or any one character.
_ITEM = re.compile(
    r"\\(?:[pPx]\{[^}]*\}|.)"
    r"|\[\^?\]?(?:\[:\^?\w+:\]|\\.|[^\]])*\]"
    r"|(?P<flags>\(\?[a-zA-Z-]+\))"
    r"|.",
    re.DOTALL,
)


def alternatives(regex: str) -> tuple[str, ...]:
    """``regex``'s top-level branches, after taking off any group that wraps all of it (``(?:A|B)``
    gives ``A`` and ``B``); ``(regex,)`` when it has one branch, sets flags for the rest of a
    group, or quotes a run."""
    if "\\Q" in regex:
        return (regex,)
    while True:
        bars = _top_level(regex)
        if bars is None:
            return (regex,)
        if bars:
            edges = [-1, *bars, len(regex)]
            return tuple(regex[start + 1 : end] for start, end in pairwise(edges))
        if not _wrapped(regex):
            return (regex,)
        regex = regex[3:-1] if regex.startswith("(?:") else regex[1:-1]


def _top_level(regex: str) -> list[int] | None:
    """Where ``regex``'s top-level bars stand; None when it sets flags for the rest of a group
    (``(?i)``) or its groups do not balance."""
    bars: list[int] = []
    depth = 0
    for item in _items(regex):
        if item.group("flags"):
            return None
        char = item.group()
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return None
        elif char == "|" and depth == 0:
            bars.append(item.start())
    return bars if depth == 0 else None


def _wrapped(regex: str) -> bool:
    """Whether one plain or non-capturing group (not a named or flagged one) wraps all of
    ``regex``: the group its first character opens closes at its last."""
    if not (regex.startswith("(?:") or (regex.startswith("(") and not regex.startswith("(?"))):
        return False
    depth = 0
    for item in _items(regex):
        char = item.group()
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return item.end() == len(regex)
    return False


def _items(regex: str) -> Iterator[re.Match[str]]:
    i = 0
    while i < len(regex):
        item = _ITEM.match(regex, i)
        assert item is not None  # ``.`` with DOTALL matches any character
        yield item
        i = item.end()
