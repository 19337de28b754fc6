"""The document pipeline: load (safe YAML) → parse (structure) → validate (rules) → normalize."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ._errors import DocumentInvalidError, LimitExceededError, LoadError, OATFError, ParseError
from ._loader import DEFAULT_LIMITS, LoadLimits, load_yaml, load_yaml_file
from ._model import Diagnostic, Document
from ._named_sets import resolve_indicator_path
from ._normalize import normalize_document
from ._structure import check_structure
from ._validate import ValidationResult, validate

__all__ = ["document_files", "lint_text", "load_document", "load_documents", "parse", "parse_document"]


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


def document_files(path: str | os.PathLike[str]) -> list[Path]:
    """A folder's ``*.yaml``/``*.yml`` regular files (recursively, sorted), or the path itself
    (which :func:`load_document` reads only if it is a regular file). The name of an installed
    indicator set (``curated``) stands for its folder."""
    path = resolve_indicator_path(path)
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())
    return [path]


def load_documents(
    paths: Iterable[str | os.PathLike[str]],
    *,
    limits: LoadLimits = DEFAULT_LIMITS,
    strict: bool = True,
    cel_enabled: bool = True,
    on_invalid: Callable[[OATFError], None] | None = None,
) -> list[Document]:
    """Load every document of files and folders, within ``limits.max_documents`` and
    ``limits.max_indicators`` in total (:class:`LimitExceededError` when crossed, counted before
    the rest is read).

    An invalid document raises its :class:`OATFError`, or, with ``on_invalid``, is passed to it and
    left out while the others load.
    """
    paths = list(paths)
    files = [f for p in paths for f in document_files(p)]
    if len(files) > limits.max_documents:
        raise LimitExceededError(
            f"{len(files)} indicator documents, more than the limit of {limits.max_documents} loaded together",
            source=", ".join(os.fspath(p) for p in paths),
        )
    documents: list[Document] = []
    indicators = 0
    for file in files:
        try:
            document = load_document(file, limits=limits, strict=strict, cel_enabled=cel_enabled)
        except OATFError as error:
            if on_invalid is None:
                raise
            on_invalid(error)
            continue
        indicators += len(document.attack.indicators)
        if indicators > limits.max_indicators:
            raise LimitExceededError(
                f"the documents hold more than {limits.max_indicators} indicators in total, the limit "
                f"loaded together (reached at this file, {len(documents) + 1} of {len(files)})",
                source=os.fspath(file),
            )
        documents.append(document)
    return documents


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
