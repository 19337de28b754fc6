"""The words every match of a regex contains (``required_words``), for ``_regex_sets.WordGate``.

A text can match a regex only if it contains the regex's required words: ``ignore (?:all )?previous
instructions`` cannot match a text without "ignore all previous instructions" or "ignore previous
instructions" in it. Found for each branch of a target's patterns, the words of them all are
searched in one scan of one literal set (``WordGate``), and only the branches whose words occur are
run. RE2's own prefilter (``FilteredRE2``) does the same, but google-re2's binding gives its set of
words RE2's default 8 MiB: a prefilter of more than six patterns filled its cache of states and
emptied it again on every text, so the curated reply surface needed fourteen, each a scan of the
whole text (2026-11-28: 62 of the 84 us a 1 KB reply cost).

What is required is read from the regex's parse tree, the way RE2's prefilter reads it: an item
stands for a small set of exact strings (a literal, a class of at most ``MAX_CLASS`` characters, an
optional item, a group of branches of such items, a concatenation while the product of its items'
strings stays within ``MAX_STRINGS``), or for a condition on the words (an AND of its
concatenation's parts, an OR of its branches'). A repetition that may match nothing, a large class
or ``.`` requires nothing and parts a concatenation: ``a.*b`` requires "a" and "b", never "ab". The
condition is then written as clauses (each a set of strings, one of which every match contains),
the ``CLAUSES`` that let the fewest texts through: fewer clauses than the whole condition say only
that a text may match, never that it cannot. The words are matched without regard to case (a
superset of what a case-sensitive regex matches).

The regex is parsed with Python's own parser, after writing RE2's syntax it does not read in its
terms (``\\pL`` and ``\\p{Greek}`` as ``\\w``, ``\\x{41}``, ``\\z``, ``\\C``, ``\\Q...\\E``, ``[:alpha:]``, flags
anywhere, ``{,n}`` as characters). Whatever it still cannot read, or any item it does not know,
requires nothing: such a branch is run on every text (slower, never wrong).
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from typing import Any

if sys.version_info >= (3, 11):
    from re import _constants as _c
    from re import _parser as _p
else:  # pragma: no cover - Python 3.10
    import sre_constants as _c
    import sre_parse as _p

__all__ = ["CLAUSES", "MAX_CLASS", "MAX_CLAUSE_WORDS", "MAX_STRINGS", "MIN_WORD_BYTES", "required_words"]

MAX_STRINGS = 256
"""Exact strings an item may stand for; past it, its parts' words are required apart (RE2 keeps 16:
more whole phrases mean fewer branches run: with 64, 9,539 automata ran on the corpus's 620
ordinary replies instead of 6,982, 2026-11-28)."""
MIN_WORD_BYTES = 1
"""A shorter string requires nothing. Short words are kept (RE2's prefilter keeps them too): a branch
whose every clause holds one (``[\\pL]+_``, ``(?:ps|note) (?:to|for) (?:ai|ki)``) is still run only
where each occurs; clauses of rarer words are preferred (``_selectivity``)."""
MAX_CLAUSE_WORDS = 4_096
"""Words a clause may have: a wider OR (a document's 16 KB regex can name hundreds of thousands of
strings) requires nothing, so that reading it stays linear (the curated set's widest: 486)."""
MAX_CLASS = 16
"""Characters a class may have and still stand for exact strings (``gh[pousr]_``)."""
CLAUSES = 4
"""Clauses kept per branch: each more rules out a few more texts and costs a set lookup per text
that meets the first (on the corpus's 620 ordinary replies, 4 clauses: 6,982 automata run, 3: 7,968;
RE2's prefilters of 2026-11-27: 11,764)."""

# A condition on the words of a text: None (nothing), a word, or (is_and, parts).
_Condition = None | str | tuple[bool, tuple[Any, ...]]

_UNICODE_CLASS = re.compile(r"\\[pP](?:\{\^?\w+\}|\w)")
_CODE_POINT = re.compile(r"\\x\{([0-9A-Fa-f]{1,6})\}")
_POSIX_CLASS = re.compile(r"\[:\^?[a-z]+:\]")
_FLAGS_ONLY = re.compile(r"\(\?[a-zA-Z-]+\)")
_FLAGGED_GROUP = re.compile(r"\(\?[a-zA-Z-]+:")
_NAMED_GROUP = re.compile(r"\(\?P?<(?=\w)")
_REPEAT_WITHOUT_LOW = re.compile(r"\{,")


@lru_cache(maxsize=8192)
def required_words(regex: str) -> tuple[frozenset[str], ...]:
    """``regex``'s required words as clauses (every match contains a string of each), best first;
    ``()`` when nothing is required or the regex cannot be read."""
    try:
        tree = _p.parse(_python_syntax(regex))
        condition = _as_condition(_sequence(list(tree.data)))
    except Exception:  # RecursionError, a syntax only RE2 reads: run it always
        return ()
    clauses = set(_clauses(condition))
    return tuple(sorted(clauses, key=_selectivity, reverse=True)[:CLAUSES])


def _python_syntax(regex: str) -> str:
    """``regex`` in the syntax of Python's parser, with the same literal strings."""
    out: list[str] = []
    i, end = 0, len(regex)
    while i < end:
        char = regex[i]
        if char == "\\" and i + 1 < end:
            found = _UNICODE_CLASS.match(regex, i)
            if found:
                out.append(r"\w")
                i = found.end()
                continue
            found = _CODE_POINT.match(regex, i)
            if found:
                out.append(f"\\U{int(found.group(1), 16):08x}")
                i = found.end()
                continue
            follower = regex[i + 1]
            if follower == "Q":  # a quoted run, to ``\\E`` or the end: its characters as they are
                close = regex.find("\\E", i + 2)
                close = end if close < 0 else close
                out.append(re.escape(regex[i + 2 : close]))
                i = close + 2
                continue
            out.append({"z": r"\Z", "C": "."}.get(follower, regex[i : i + 2]))
            i += 2
            continue
        if char == "[":
            found = _POSIX_CLASS.match(regex, i)
            if found and out and _inside_class(out):
                out.append(r"\w")
                i = found.end()
                continue
        if char == "(":
            found = _FLAGS_ONLY.match(regex, i)
            if found:  # case, dot and line flags change no literal string (the words ignore case)
                i = found.end()
                continue
            found = _FLAGGED_GROUP.match(regex, i) or _NAMED_GROUP.match(regex, i)
            if found:
                out.append("(?:" if found.re is _FLAGGED_GROUP else "(?P<")
                i = found.end()
                continue
        if char == "{" and _REPEAT_WITHOUT_LOW.match(regex, i):
            out.append(r"\{")  # RE2 reads "{,n}" as characters
            i += 1
            continue
        out.append(char)
        i += 1
    return "".join(out)


def _inside_class(out: list[str]) -> bool:
    """Whether the written text ``out`` ends inside a character class."""
    depth = False
    escaped = False
    for piece in out:
        for char in piece:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == "[" and not depth:
                depth = True
            elif char == "]" and depth:
                depth = False
    return depth


# An item's reading: (True, strings) when it stands for exactly these strings, (False, condition)
# otherwise.
_Reading = tuple[bool, Any]
_EMPTY: _Reading = (True, frozenset({""}))
_NOTHING: _Reading = (False, None)


def _sequence(items: list[Any]) -> _Reading:
    conditions: list[_Condition] = []
    strings: frozenset[str] = frozenset({""})
    for item in items:
        exact, value = _item(item)
        if exact and len(strings) * len(value) <= MAX_STRINGS:
            strings = frozenset(a + b for a in strings for b in value)
            continue
        if strings != {""}:
            conditions.append(_of_strings(strings))
        if exact:
            strings = value
        else:
            conditions.append(value)
            strings = frozenset({""})
    if not conditions:
        return (True, strings)
    if strings != {""}:
        conditions.append(_of_strings(strings))
    return (False, _all(conditions))


def _item(item: tuple[Any, Any]) -> _Reading:
    op, arg = item
    if op is _c.LITERAL:
        return (True, frozenset({chr(arg)}))
    if op is _c.SUBPATTERN:
        return _sequence(list(arg[-1]))
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _sequence(list(arg))
    if op is _c.BRANCH:
        readings = [_sequence(list(branch)) for branch in arg[1]]
        if all(exact for exact, _ in readings):
            union = frozenset().union(*(value for _, value in readings))
            if len(union) <= MAX_STRINGS:
                return (True, union)
        return (False, _any([_as_condition(reading) for reading in readings]))
    if op is _c.IN:
        return _class(arg)
    if op is _c.AT:
        return _EMPTY
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)):
        low, high, body = arg
        reading = _sequence(list(body))
        if low == 0:
            exact, value = reading
            if high == 1 and exact and len(value) < MAX_STRINGS:
                return (True, value | {""})
            return _NOTHING
        if low == high == 1:
            return reading
        return (False, _as_condition(reading))
    return _NOTHING  # ``.``, a negated literal, anything else: no word


def _class(members: list[tuple[Any, Any]]) -> _Reading:
    chars: set[str] = set()
    for op, arg in members:
        if op is _c.LITERAL:
            chars.add(chr(arg))
        elif op is _c.RANGE and arg[1] - arg[0] < MAX_CLASS:
            chars.update(chr(code) for code in range(arg[0], arg[1] + 1))
        else:  # a negation, a category, a wide range
            return _NOTHING
    return (True, frozenset(chars)) if 0 < len(chars) <= MAX_CLASS else _NOTHING


def _as_condition(reading: _Reading) -> _Condition:
    exact, value = reading
    return _of_strings(value) if exact else value


def _of_strings(strings: frozenset[str]) -> _Condition:
    """An exact set of strings as a condition: one of them occurs (a string that holds another
    adds nothing to the OR: a text that holds it holds the other, whatever the case of its
    characters); nothing when one is too short to require."""
    if any(len(string.encode("utf-8")) < MIN_WORD_BYTES for string in strings):
        return None
    kept = sorted(strings)
    if len(kept) <= _DEDUPLICATED:  # (quadratic: a wide set keeps its words, as many as a product gave)
        kept = [string for string in kept if not any(other != string and other in string for other in kept)]
    return kept[0] if len(kept) == 1 else (False, tuple(kept))


def _all(parts: list[_Condition]) -> _Condition:
    flat: list[Any] = []
    for part in parts:
        if part is None:
            continue
        flat.extend(part[1] if isinstance(part, tuple) and part[0] else (part,))
    if not flat:
        return None
    return flat[0] if len(flat) == 1 else (True, tuple(flat))


def _any(parts: list[_Condition]) -> _Condition:
    if any(part is None for part in parts):
        return None
    flat: list[Any] = []
    for part in parts:
        flat.extend(part[1] if isinstance(part, tuple) and not part[0] else (part,))
    return flat[0] if len(flat) == 1 else (False, tuple(flat))


def _clauses(condition: _Condition) -> list[frozenset[str]]:
    """``condition`` as clauses that it implies: an AND's parts each give theirs; an OR of parts
    gives, for combinations of one clause of each part, their union (``(A and B) or C`` implies
    ``A or C`` and ``B or C``): each part's two best clauses while the combinations stay within
    ``_COMBINATIONS``, its best one past that. A part that requires nothing makes the OR require
    nothing."""
    if condition is None:
        return []
    if isinstance(condition, str):
        return [frozenset({condition})]
    is_and, parts = condition
    if is_and:
        return [clause for part in parts for clause in _clauses(part)]
    words = frozenset(part for part in parts if isinstance(part, str))
    if len(words) > MAX_CLAUSE_WORDS:
        return []
    combinations: list[frozenset[str]] = [words]
    for part in parts:
        if isinstance(part, str):
            continue
        found = sorted(_clauses(part), key=_selectivity, reverse=True)
        if not found:
            return []
        width = 2 if len(combinations) * 2 <= _COMBINATIONS else 1
        combinations = [clause | other for clause in combinations for other in found[:width]]
        if any(len(clause) > MAX_CLAUSE_WORDS for clause in combinations):
            return []  # a clause this wide rules out little and costs the set of words much
    return combinations


_COMBINATIONS = 16
_DEDUPLICATED = 64


@lru_cache(maxsize=65536)
def _selectivity(clause: frozenset[str]) -> tuple[float, int]:
    """How few texts a clause lets through, as a sort key: the lower the chance that a text holds
    one of its words (``_chance``), the better; then the fewer words."""
    return (-sum(_chance(word) for word in clause), -len(clause))


_COMMON_BYTES = b"abcdefghijklmnopqrstuvwxyz0123456789 .,'-"


def _chance(word: str) -> float:
    """A rough weight of how many texts hold ``word``, to compare clauses by: 1 for two letters
    ("ai", "to"), 8 for one, an eighth less for each letter more; a sign ("_", "<", "|") or a byte
    of another script counts as three letters."""
    encoded = word.encode("utf-8")
    rare = len(encoded.translate(None, _COMMON_BYTES))
    weight = len(encoded) + 2 * rare
    return float(8.0 ** (2 - weight))
