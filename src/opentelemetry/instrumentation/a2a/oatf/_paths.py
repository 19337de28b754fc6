"""Dot-paths (OATF format §5.4): simple paths and wildcard paths, parsed once, resolved fast.

Grammar (format §5.4)::

    simple-path   = segment *( "." segment )
    wildcard-path = wsegment *( "." wsegment )
    wsegment      = segment / segment "[*]"
    segment       = 1*( ALPHA / DIGIT / "_" / "-" )

The empty string selects the root. Missing keys, type mismatches and ``[*]`` on a non-array
produce no value, never an error.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = [
    "MISSING",
    "CompiledPath",
    "compile_simple_path",
    "compile_wildcard_path",
    "is_simple_path",
    "is_wildcard_path",
    "resolve_simple_path",
    "resolve_wildcard_path",
]

_SEGMENT = r"[A-Za-z0-9_-]+"
_SIMPLE_RE = re.compile(rf"^(?:{_SEGMENT}(?:\.{_SEGMENT})*)?$")
_WILDCARD_RE = re.compile(rf"^(?:{_SEGMENT}(?:\[\*\])?(?:\.{_SEGMENT}(?:\[\*\])?)*)?$")


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False


MISSING: Any = _Missing()
"""Sentinel: the path did not resolve (distinct from a JSON ``null``)."""


def is_simple_path(path: object) -> bool:
    return isinstance(path, str) and _SIMPLE_RE.match(path) is not None


def is_wildcard_path(path: object) -> bool:
    return isinstance(path, str) and _WILDCARD_RE.match(path) is not None


class CompiledPath:
    """A parsed path: a tuple of ``(key, fan_out)`` steps."""

    __slots__ = ("has_wildcard", "steps", "text")

    def __init__(self, text: str, steps: tuple[tuple[str, bool], ...]) -> None:
        self.text = text
        self.steps = steps
        self.has_wildcard = any(fan for _, fan in steps)

    def resolve_one(self, value: Any) -> Any:
        """Resolve a path without wildcards; return the value or :data:`MISSING`."""
        for key, _ in self.steps:
            if type(value) is not dict and not isinstance(value, Mapping):  # dict: skip the ABC check
                return MISSING
            value = value.get(key, MISSING)
            if value is MISSING:
                return MISSING
        return value

    def resolve_all(self, value: Any) -> list[Any]:
        """Resolve a (wildcard) path; return every value reached, in document order."""
        if not self.has_wildcard:
            found = self.resolve_one(value)
            return [] if found is MISSING else [found]
        current = [value]
        for key, fan in self.steps:
            nxt: list[Any] = []
            for item in current:
                if (type(item) is dict or isinstance(item, Mapping)) and key in item:
                    child = item[key]
                    if fan:
                        if isinstance(child, list):
                            nxt.extend(child)
                    else:
                        nxt.append(child)
            current = nxt
            if not current:
                break
        return current

    def resolve_all_with_paths(self, value: Any) -> list[tuple[str, Any]]:
        """Like :meth:`resolve_all`, with each value's concrete path (``skills[3].description``)."""
        current: list[tuple[str, Any]] = [("", value)]
        for key, fan in self.steps:
            nxt: list[tuple[str, Any]] = []
            for where, item in current:
                if isinstance(item, Mapping) and key in item:
                    child = item[key]
                    here = f"{where}.{key}" if where else key
                    if fan:
                        if isinstance(child, list):
                            nxt.extend((f"{here}[{i}]", v) for i, v in enumerate(child))
                    else:
                        nxt.append((here, child))
            current = nxt
            if not current:
                break
        return current

    def __repr__(self) -> str:
        return f"CompiledPath({self.text!r})"


def compile_simple_path(path: str) -> CompiledPath:
    if not is_simple_path(path):
        raise ValueError(f"not a valid simple dot-path: {path!r}")
    return CompiledPath(path, tuple((seg, False) for seg in path.split(".")) if path else ())


def compile_wildcard_path(path: str) -> CompiledPath:
    if not is_wildcard_path(path):
        raise ValueError(f"not a valid wildcard dot-path: {path!r}")
    steps: list[tuple[str, bool]] = []
    if path:
        for seg in path.split("."):
            if seg.endswith("[*]"):
                steps.append((seg[:-3], True))
            else:
                steps.append((seg, False))
    return CompiledPath(path, tuple(steps))


def resolve_simple_path(path: str, value: Any) -> Any:
    """Resolve a simple dot-path; return the value or :data:`MISSING` (SDK spec §5.1.1)."""
    return compile_simple_path(path).resolve_one(value)


def resolve_wildcard_path(path: str, value: Any) -> list[Any]:
    """Resolve a wildcard dot-path; return every value reached (SDK spec §5.1.2)."""
    return compile_wildcard_path(path).resolve_all(value)
