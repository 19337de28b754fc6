"""Where the instrumentation's OATF indicators come from: paths (files, folders, the word
``curated`` for the set shipped with the package) and documents given as objects.

Files load through the engine's loader (``oatf.IndicatorSet.load``), leniently: documents in the
wild carry extra metadata, and detection must never keep the application from running
(``docs/oatf.md``, "Loading in the instrumentation").

The set loaded from files last is kept (``_LAST``), with what its loading logged: loading and
compiling the curated set takes about two seconds, and its RE2 automata get faster with use (RE2
builds its DFA states as texts need them). An ``instrument()`` after ``uninstrument()`` with the
same files (same paths, sizes, modification times and inodes) gets that set again, warm, and the
same warnings are logged again; a file changed on disk is loaded anew.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")

# The curated A2A indicator set shipped with this package, selected by this word.
CURATED = "curated"
CURATED_DIR = Path(__file__).resolve().parent / "indicators"

# What loading logged: (level, format, arguments), replayed when the set is reused.
_Logged = list[tuple[int, str, tuple[Any, ...]]]
# (the files' identities, the set loaded from them or None, what loading logged); one entry.
_LAST: list[tuple[tuple[Any, ...], Any, _Logged]] = []


def load_indicators(sources: Iterable[Any]) -> Any | None:
    """An ``IndicatorSet`` from paths (files, folders, the word ``curated``), loaded documents, or
    an ``IndicatorSet`` itself. Documents load leniently: an unknown field is logged as a warning
    (documents in the wild carry extra metadata). A document that does not load is logged with its
    file, rule ids and reason and left out; the others still apply. Past the engine's limits on
    documents and indicators loaded together (``LoadLimits``), no file is loaded and the error is
    logged. ``None`` when nothing applies."""
    from ..oatf import Document, IndicatorSet

    given: list[Any] = []  # documents given as objects
    paths: list[Path] = []
    for source in sources:
        if isinstance(source, IndicatorSet):
            given.extend(source.documents)
        elif isinstance(source, Document):
            given.append(source)
        else:
            path = CURATED_DIR if str(source) == CURATED else Path(source)
            if path.exists():
                paths.append(path)
            else:
                _logger.error("OATF indicators: %s does not exist; left out", path)
    if not given:
        loaded = _load_files_once(paths)
        return loaded if loaded is not None and loaded.documents else None
    # With documents given as objects too, the one set made of them all reports failing indicators
    # (each once), not the set of the files.
    loaded, logged = _load_files(paths, report_errors=False)
    _replay(logged)
    documents = [*given, *(loaded.documents if loaded is not None else ())]
    return IndicatorSet.from_documents(documents, on_error=_report_indicator_error)


def _load_files_once(paths: list[Path]) -> Any | None:
    """``_load_files``, or the set it gave for the same files last time (see the module's doc)."""
    identity = _identity(paths)
    if identity is not None and _LAST and _LAST[0][0] == identity:
        _, loaded, logged = _LAST[0]
    else:
        loaded, logged = _load_files(paths, report_errors=True)
        if identity is not None:
            _LAST[:] = [(identity, loaded, logged)]
    _replay(logged)
    return loaded


def _identity(paths: list[Path]) -> tuple[Any, ...] | None:
    """Each file the paths stand for, with its size, modification time and inode; None when one
    cannot be read (that load is not kept)."""
    from ..oatf._document import document_files

    try:
        files = [file for path in paths for file in document_files(path)]
        return tuple(
            (os.fspath(file), status.st_size, status.st_mtime_ns, status.st_ino, status.st_dev)
            for file in files
            for status in (os.stat(file),)
        )
    except (OSError, ValueError):
        return None


def _load_files(paths: list[Path], *, report_errors: bool) -> tuple[Any | None, _Logged]:
    """The engine's lenient load of ``paths`` (None: nothing loaded), and what it has to log."""
    from ..oatf import IndicatorSet, OATFError

    logged: _Logged = []
    try:
        loaded = IndicatorSet.load(
            paths,
            strict=False,
            on_invalid=lambda error: logged.append((logging.ERROR, "OATF indicators: document left out: %s", (error,))),
            on_error=_report_indicator_error if report_errors else None,
        )
    except OATFError as error:
        where = ", ".join(map(str, paths))
        logged.append((logging.ERROR, "OATF indicators: none of %s loaded: %s", (where, error)))
        return None, logged
    for document in loaded.documents:
        for warning in document.warnings:
            if warning.rule == "P-002":  # an unknown field: read past, but said
                logged.append((logging.WARNING, "OATF indicators: %s", (warning.format(document.source),)))
    return loaded, logged


def _replay(logged: _Logged) -> None:
    for level, message, arguments in logged:
        _logger.log(level, message, *arguments)


def _report_indicator_error(error: Any) -> None:
    # The engine reports each failing indicator once.
    _logger.warning(
        "OATF indicator %s of %s fails and is skipped: %s", error.indicator_id, error.attack_id, error.message
    )
