"""Match conditions (OATF format §5.4, §6.2): compiled once, applied to resolved values.

Operators: ``contains``, ``starts_with``, ``ends_with``, ``regex`` (RE2, partial match),
``any_of`` (deep equality), ``gt``/``lt``/``gte``/``lte`` (numbers only), ``exists``; a bare value
(or a mapping with no operator key) means deep equality. Several operators in one mapping are
ANDed. String operators on non-strings apply to the compact JSON text (sorted keys, no spaces).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from typing import Any

import re2

from ._errors import CompileError
from ._paths import MISSING, CompiledPath, compile_simple_path

__all__ = [
    "OPERATORS",
    "STRING_OPERATORS",
    "CompiledCondition",
    "compile_condition",
    "compile_regex",
    "deep_equal",
    "evaluate_condition",
    "evaluate_predicate",
    "is_operator_condition",
    "to_text",
]

STRING_OPERATORS = ("contains", "starts_with", "ends_with", "regex")
NUMERIC_OPERATORS = ("gt", "lt", "gte", "lte")
OPERATORS = frozenset((*STRING_OPERATORS, "any_of", *NUMERIC_OPERATORS, "exists"))

_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.log_errors = False
_RE2_OPTIONS.max_mem = 8 << 20  # 8 MiB per compiled program: bounds giant counted repetitions
_MATCH_OPTIONS = re2.Options()  # for pattern conditions: only "does it match?" is needed
_MATCH_OPTIONS.log_errors = False
_MATCH_OPTIONS.max_mem = 8 << 20
_MATCH_OPTIONS.never_capture = True
try:  # google-re2's own wrapper re-encodes and decodes offsets on every search; skip that if we can
    _UNANCHORED: Any = re2._re2.RE2.Anchor.UNANCHORED
except AttributeError:  # pragma: no cover - other google-re2 layouts use the public API
    _UNANCHORED = None
# A long alternation of words (one technique in eight languages) is linear for RE2 all the same;
# the compiled program stays within max_mem above.
MAX_REGEX_LENGTH = 16384


def compile_regex(pattern: str, *, capture: bool = True) -> Any:
    """Compile ``pattern`` with RE2 (linear time, no backtracking); raise :class:`CompileError`."""
    if not isinstance(pattern, str):
        raise CompileError(f"regex must be a string, got {type(pattern).__name__}")
    if len(pattern) > MAX_REGEX_LENGTH:
        raise CompileError(f"regex is {len(pattern)} characters, more than {MAX_REGEX_LENGTH}")
    try:
        return re2.compile(pattern, _RE2_OPTIONS if capture else _MATCH_OPTIONS)
    except Exception as exc:  # re2.error's message is bytes
        msg = exc.args[0] if exc.args else exc
        if isinstance(msg, bytes):
            msg = msg.decode("utf-8", "replace")
        raise CompileError(f"invalid RE2 regex {pattern!r}: {msg}") from None


def regex_searcher(compiled: Any) -> Callable[[str], bool]:
    """A fast ``compiled matches somewhere in text`` test (RE2 partial match, format §5.4), for a
    regex ``compile_regex(pattern, capture=False)`` compiled."""
    regexp = getattr(compiled, "_regexp", None)
    if _UNANCHORED is None or regexp is None or not hasattr(regexp, "Match"):  # pragma: no cover
        return lambda text: compiled.search(text) is not None
    match = regexp.Match

    def search(text: str) -> bool:
        data = text.encode("utf-8", "surrogatepass")
        return match(_UNANCHORED, data, 0, len(data))[0][0] != -1

    return search


def prepare_regex(compiled: Any) -> None:
    """Build now what the first match of ``compiled`` (an ``re2.compile`` result) would build: the
    program that reads backwards from a match's end to its start. A 14 KB pattern of counted gaps
    took 90 ms to build it, once per process, on the call that first matched (2026-11-27)."""
    regexp = getattr(compiled, "_regexp", None)
    reverse = getattr(regexp, "ReverseProgramSize", None)
    if reverse is not None:
        reverse()


def is_operator_condition(condition: object) -> bool:
    return isinstance(condition, Mapping) and any(k in OPERATORS for k in condition)


def to_text(value: Any) -> str:
    """The string a string operator sees: strings as is, everything else as compact sorted JSON.

    Any nesting depth: a value the recursive encoder cannot take (about 1000 levels) is written by
    :func:`_deep_json`, so padding a message with deep arrays cannot hide what sits beside them.
    """
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=True)
    except RecursionError:
        return _deep_json(value)
    except (TypeError, ValueError):
        return str(value)


def _deep_json(value: Any) -> str:
    """The same text as :func:`to_text`'s ``json.dumps``, written with an explicit stack."""
    out: list[str] = []
    stack: list[Any] = [value]  # values to write, and literal strings (closers, separators) as str
    scalar = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=True).encode
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is _Literal:
            out.append(item)
        elif kind is list or kind is tuple:  # the deep case, first (an ABC isinstance check costs more)
            stack.append(_Literal("]"))
            for i in range(len(item) - 1, -1, -1):
                stack.append(item[i])
                if i:
                    stack.append(_Literal(","))
            out.append("[")
        elif kind is dict or isinstance(item, Mapping):
            keys = sorted(item, key=str)
            stack.append(_Literal("}"))
            for i in reversed(range(len(keys))):
                stack.append(item[keys[i]])
                stack.append(_Literal(("," if i else "") + scalar(str(keys[i])) + ":"))
            out.append("{")
        else:
            try:
                out.append(scalar(item))
            except (TypeError, ValueError):
                out.append(scalar(str(item)))
    return "".join(out)


class _Literal(str):
    """Text :func:`_deep_json` writes as is (a closer or a separator), not a JSON string value."""

    __slots__ = ()


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def deep_equal(a: Any, b: Any) -> bool:
    """Deep equality per format §5.4: 42 == 42.0, True != 1, NaN != NaN, key order irrelevant."""
    if _is_number(a) and _is_number(b):
        if isinstance(a, float) and math.isnan(a):
            return False
        return a == b
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a is b
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str) and a == b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(deep_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(deep_equal(x, y) for x, y in zip(a, b, strict=True))
    return False


Test = Callable[[Any], bool]


class _RegexTest:
    """The ``regex`` operator's test, which can build its reverse program ahead (``prepare``)."""

    __slots__ = ("_compiled", "_search")

    def __init__(self, pattern: str) -> None:
        self._compiled = compile_regex(pattern, capture=False)
        self._search = regex_searcher(self._compiled)

    def __call__(self, value: Any) -> bool:
        return self._search(to_text(value))

    def prepare(self) -> None:
        prepare_regex(self._compiled)


def _string_test(op: str, operand: Any) -> Test:
    if op == "regex":
        return _RegexTest(operand)
    if not isinstance(operand, str):
        raise CompileError(f"{op} needs a string operand, got {type(operand).__name__}")
    if op == "contains":
        return lambda v: operand in to_text(v)
    if op == "starts_with":
        return lambda v: to_text(v).startswith(operand)
    return lambda v: to_text(v).endswith(operand)


def _numeric_test(op: str, operand: Any) -> Test:
    if not _is_number(operand):
        raise CompileError(f"{op} needs a number operand, got {type(operand).__name__}")
    if op == "gt":
        return lambda v: _is_number(v) and v > operand
    if op == "lt":
        return lambda v: _is_number(v) and v < operand
    if op == "gte":
        return lambda v: _is_number(v) and v >= operand
    return lambda v: _is_number(v) and v <= operand


class CompiledCondition:
    """A condition ready to apply. ``exists`` is ``None`` when the condition has no ``exists`` key."""

    __slots__ = ("exists", "source", "tests")

    def __init__(self, source: Any, tests: tuple[Test, ...], exists: bool | None) -> None:
        self.source = source
        self.tests = tests
        self.exists = exists

    def prepare(self) -> None:
        """Build ahead what the first match of its regex would build (``prepare_regex``)."""
        for test in self.tests:
            prepare = getattr(test, "prepare", None)
            if prepare is not None:
                prepare()

    def matches_value(self, value: Any) -> bool:
        """Apply the value operators to one present value (``exists`` is handled by the caller)."""
        return all(t(value) for t in self.tests)

    def matches(self, found: bool, value: Any = None) -> bool:
        """Apply the whole condition to one path result (``found`` False = the path did not resolve)."""
        if self.exists is False:
            return not found and not self.tests
        if not found:
            return False
        return self.matches_value(value)

    def matches_any(self, values: list[Any]) -> tuple[bool, int]:
        """Wildcard semantics (format §6.2): true if any resolved value matches; return its index.

        ``exists: true`` matches when anything resolved, ``exists: false`` when nothing did.
        """
        if self.exists is False:
            return (not values and not self.tests), -1
        tests = self.tests
        if len(tests) == 1:  # most conditions are one operator: no generator per value
            test = tests[0]
            for i, v in enumerate(values):
                if test(v):
                    return True, i
            return False, -1
        for i, v in enumerate(values):
            if self.matches_value(v):
                return True, i
        return False, -1


def _any_of_test(options: list[Any]) -> Test:
    return lambda value: any(deep_equal(value, option) for option in options)


def compile_condition(condition: Any) -> CompiledCondition:
    """Compile a MatchCondition (operator mapping) or a bare value (deep equality)."""
    if not is_operator_condition(condition):
        expected = condition
        return CompiledCondition(condition, (lambda v: deep_equal(v, expected),), None)
    tests: list[Test] = []
    exists: bool | None = None
    for op, operand in condition.items():
        if op in STRING_OPERATORS:
            tests.append(_string_test(op, operand))
        elif op in NUMERIC_OPERATORS:
            tests.append(_numeric_test(op, operand))
        elif op == "any_of":
            if not isinstance(operand, list) or not operand:
                raise CompileError("any_of needs a non-empty list")
            tests.append(_any_of_test(list(operand)))
        elif op == "exists":
            if not isinstance(operand, bool):
                raise CompileError("exists needs true or false")
            exists = operand
        else:
            raise CompileError(f"unknown condition operator {op!r}")
    return CompiledCondition(condition, tuple(tests), exists)


def evaluate_condition(condition: Any, value: Any) -> bool:
    """SDK primitive ``evaluate_condition(condition, value)`` on a present value."""
    return compile_condition(condition).matches(value is not MISSING, value)


class CompiledPredicate:
    """A MatchPredicate: simple dot-path → condition, all ANDed (format §5.4)."""

    __slots__ = ("entries",)

    def __init__(self, entries: tuple[tuple[CompiledPath, CompiledCondition], ...]) -> None:
        self.entries = entries

    def matches(self, value: Any) -> bool:
        for path, cond in self.entries:
            found = path.resolve_one(value)
            if not cond.matches(found is not MISSING, found):
                return False
        return True


def compile_predicate(predicate: Mapping[str, Any]) -> CompiledPredicate:
    entries = []
    for key, cond in predicate.items():
        try:
            path = compile_simple_path(key)
        except ValueError as exc:
            raise CompileError(str(exc), path=key) from None
        entries.append((path, compile_condition(cond)))
    return CompiledPredicate(tuple(entries))


def evaluate_predicate(predicate: Mapping[str, Any], value: Any) -> bool:
    """SDK primitive ``evaluate_predicate(predicate, value)``."""
    return compile_predicate(predicate).matches(value)
