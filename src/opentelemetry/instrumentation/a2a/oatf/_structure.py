"""Structural checks (the ``parse`` step): known fields have the right JSON types, no unknown fields.

Rule ids are this engine's own (the OATF SDK spec leaves parse errors unnumbered):

* ``P-001`` a known field has the wrong type (``severity.confidence: "fifty"``);
* ``P-002`` an unknown field (``x-`` extension keys are always allowed). Strict by default, as the
  conformance corpus asks (``parse/invalid/unknown-fields.yaml``); lenient loading reports it as a
  warning, because the public scenario library carries fields such as ``tier``.

Field lists: format §4-§6 and ``schemas/v0.1.json`` (oatf-spec/spec b3c6344). Protocol-native content
(execution state, action bodies, conditions) is pass-through and not checked here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._model import Diagnostic

__all__ = ["check_structure"]

# Field kinds: "str", "int", "num", "bool", "map", "list", "any", "str|map", "strs" (list of strings),
# or ("obj", SHAPE) / ("objs", SHAPE) for nested typed objects.
_MAPPING = {"framework": "str", "id": "str", "name": "str", "url": "str", "relationship": "str"}
_REFERENCE = {"url": "str", "title": "str", "description": "str"}
_CLASSIFICATION = {"category": "str", "mappings": ("objs", _MAPPING), "tags": "strs"}
_SEVERITY = {"level": "str", "confidence": "int"}
_EXTRACTOR = {"name": "str", "source": "str", "type": "str", "selector": "str"}
_TRIGGER = {"event": "str", "count": "int", "match": "map", "after": "str"}
_PHASE = {
    "name": "str",
    "description": "str",
    "mode": "str",
    "state": "map",
    "extractors": ("objs", _EXTRACTOR),
    "on_enter": "list",
    "trigger": ("obj", _TRIGGER),
}
_ACTOR = {"name": "str", "mode": "str", "phases": ("objs", _PHASE)}
_EXECUTION = {"mode": "str", "state": "map", "phases": ("objs", _PHASE), "actors": ("objs", _ACTOR)}
_PATTERN = {
    "target": "str",
    "condition": "any",
    "contains": "str",
    "starts_with": "str",
    "ends_with": "str",
    "regex": "str",
    "any_of": "list",
    "gt": "num",
    "lt": "num",
    "gte": "num",
    "lte": "num",
    "exists": "bool",
}
_EXPRESSION = {"cel": "str", "variables": "map"}
_EXAMPLES = {"positive": "strs", "negative": "strs"}
_SEMANTIC = {
    "target": "str",
    "intent": "str",
    "intent_class": "str",
    "threshold": "num",
    "examples": ("obj", _EXAMPLES),
}
_INDICATOR = {
    "id": "str",
    "protocol": "str",
    "surface": "str",
    "target": "str",
    "actor": "str",
    "direction": "str",
    "method": "str",
    "description": "str",
    "pattern": ("obj", _PATTERN),
    "expression": ("obj", _EXPRESSION),
    "semantic": ("obj", _SEMANTIC),
    "confidence": "int",
    "severity": "str",
    "false_positives": "strs",
}
_ATTACK = {
    "id": "str",
    "name": "str",
    "version": "int",
    "status": "str",
    "created": "str",
    "modified": "str",
    "author": "str",
    "description": "str",
    "grace_period": "str",
    "severity": "str|map",
    "impact": "strs",
    "classification": ("obj", _CLASSIFICATION),
    "references": ("objs", _REFERENCE),
    "execution": ("obj", _EXECUTION),
    "indicators": ("objs", _INDICATOR),
    "correlation": ("obj", {"logic": "str"}),
}
_TOP = {"oatf": "str", "$schema": "str", "attack": "any"}


def _type_ok(kind: str, value: Any) -> bool:
    if kind == "any":
        return True
    if kind == "str":
        return isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "num":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "map":
        return isinstance(value, Mapping)
    if kind == "list":
        return isinstance(value, list)
    if kind == "str|map":
        return isinstance(value, (str, Mapping))
    if kind == "strs":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    raise AssertionError(kind)


_KIND_NAMES = {
    "str": "a string",
    "int": "an integer",
    "num": "a number",
    "bool": "true or false",
    "map": "a mapping",
    "list": "a list",
    "str|map": "a string or a mapping",
    "strs": "a list of strings",
}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    if isinstance(value, Mapping):
        return "mapping"
    return type(value).__name__


def _check(obj: Mapping[str, Any], shape: Mapping[str, Any], path: str, strict: bool, out: list[Diagnostic]) -> None:
    for key, value in obj.items():
        here = f"{path}.{key}" if path else key
        kind = shape.get(key)
        if kind is None:
            if not key.startswith("x-"):
                out.append(
                    Diagnostic(
                        "P-002",
                        here,
                        f"unknown field {key!r} (extensions must start with 'x-')",
                        "error" if strict else "warning",
                    )
                )
            continue
        if value is None:  # an explicit null is the same as leaving an optional field out
            continue
        if isinstance(kind, tuple):
            form, sub = kind
            if form == "obj":
                if not isinstance(value, Mapping):
                    out.append(Diagnostic("P-001", here, f"must be a mapping, got {_json_type(value)}"))
                else:
                    _check(value, sub, here, strict, out)
            else:
                if not isinstance(value, list):
                    out.append(Diagnostic("P-001", here, f"must be a list, got {_json_type(value)}"))
                    continue
                for i, item in enumerate(value):
                    if isinstance(item, Mapping):
                        _check(item, sub, f"{here}[{i}]", strict, out)
                    else:
                        out.append(Diagnostic("P-001", f"{here}[{i}]", f"must be a mapping, got {_json_type(item)}"))
        elif not _type_ok(kind, value):
            out.append(Diagnostic("P-001", here, f"must be {_KIND_NAMES[kind]}, got {_json_type(value)}"))
        elif kind == "str|map" and isinstance(value, Mapping):
            _check(value, _SEVERITY, here, strict, out)


def check_structure(data: Any, *, strict: bool = True) -> list[Diagnostic]:
    """Return structural diagnostics for a loaded document (empty = well shaped)."""
    if not isinstance(data, Mapping):
        return [Diagnostic("P-001", "", f"the document root must be a mapping, got {_json_type(data)}")]
    out: list[Diagnostic] = []
    _check(data, _TOP, "", strict, out)
    attack = data.get("attack")
    if isinstance(attack, Mapping):
        _check(attack, _ATTACK, "attack", strict, out)
    return out
