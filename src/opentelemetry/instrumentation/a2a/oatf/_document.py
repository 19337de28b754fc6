"""The document pipeline: load (safe YAML) → parse (structure) → validate (rules) → normalize."""

from __future__ import annotations

import os
from typing import Any

from ._errors import DocumentInvalidError, LoadError, ParseError
from ._loader import DEFAULT_LIMITS, LoadLimits, load_yaml, load_yaml_file
from ._model import Diagnostic, Document
from ._normalize import normalize_document
from ._structure import check_structure
from ._validate import ValidationResult, validate

__all__ = ["lint_text", "load_document", "parse", "parse_document"]


def parse(
    text: str | bytes, *, source: str = "<string>", limits: LoadLimits = DEFAULT_LIMITS, strict: bool = True
) -> Any:
    """SDK ``parse()``: one safe YAML document shaped like an OATF document; return the mapping.

    Raises :class:`LoadError` (YAML) or :class:`ParseError` (wrong root type, wrong field types,
    unknown non-``x-`` fields when ``strict``).
    """
    data = load_yaml(text, source=source, limits=limits)
    errors = [d for d in check_structure(data, strict=strict) if d.severity == "error"]
    if errors:
        raise ParseError(errors, source)
    return data


def _finish(data: Any, source: str, strict: bool, cel_enabled: bool) -> Document:
    result = validate(data, strict=strict, cel_enabled=cel_enabled)
    if result.errors:
        raise DocumentInvalidError(result.errors, source)
    return normalize_document(data, source=source, warnings=tuple(result.warnings))


def parse_document(
    text: str | bytes,
    *,
    source: str = "<string>",
    limits: LoadLimits = DEFAULT_LIMITS,
    strict: bool = True,
    cel_enabled: bool = True,
) -> Document:
    """Load, validate and normalize one document from text."""
    return _finish(load_yaml(text, source=source, limits=limits), source, strict, cel_enabled)


def load_document(
    path: str | os.PathLike[str], *, limits: LoadLimits = DEFAULT_LIMITS, strict: bool = True, cel_enabled: bool = True
) -> Document:
    """Load, validate and normalize one document file."""
    source = os.fspath(path)
    return _finish(load_yaml_file(source, limits=limits), source, strict, cel_enabled)


def lint_text(
    text: str | bytes, *, source: str = "<string>", limits: LoadLimits = DEFAULT_LIMITS, strict: bool = True
) -> ValidationResult:
    """Every finding for one document's text; a load failure becomes one error diagnostic. Never raises."""
    try:
        data = load_yaml(text, source=source, limits=limits)
    except LoadError as exc:
        result = ValidationResult()
        where = exc.yaml_path or ""
        reason = exc.reason if exc.line is None else f"line {exc.line}: {exc.reason}"
        result.errors.append(Diagnostic(exc.rule or "P-000", where, reason))
        return result
    return validate(data, strict=strict)
