"""Where the instrumentation's OATF indicators come from: paths (files, folders, the word
``curated`` for the set shipped with the package) and documents given as objects.

Files load through the engine's loader (``oatf.IndicatorSet.load``), leniently: documents in the
wild carry extra metadata, and detection must never keep the application from running
(``docs/oatf.md``, "Loading in the instrumentation").
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")

# The curated A2A indicator set shipped with this package, selected by this word.
CURATED = "curated"
CURATED_DIR = Path(__file__).resolve().parent / "indicators"


def load_indicators(sources: Iterable[Any]) -> Any | None:
    """An ``IndicatorSet`` from paths (files, folders, the word ``curated``), loaded documents, or
    an ``IndicatorSet`` itself. Documents load leniently: an unknown field is logged as a warning
    (documents in the wild carry extra metadata). A document that does not load is logged with its
    file, rule ids and reason and left out; the others still apply. Past the engine's limits on
    documents and indicators loaded together (``LoadLimits``), no file is loaded and the error is
    logged. ``None`` when nothing applies."""
    from ..oatf import Document, IndicatorSet, OATFError

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
    try:
        # The engine's loader, lenient. With documents given as objects too, the one set made of
        # them all below reports failing indicators (each once), not this one.
        loaded = IndicatorSet.load(
            paths,
            strict=False,
            on_invalid=_report_invalid_document,
            on_error=None if given else _report_indicator_error,
        )
    except OATFError as error:
        _logger.error("OATF indicators: none of %s loaded: %s", ", ".join(map(str, paths)), error)
        loaded = None
    for document in loaded.documents if loaded is not None else ():
        for warning in document.warnings:
            if warning.rule == "P-002":  # an unknown field: read past, but said
                _logger.warning("OATF indicators: %s", warning.format(document.source))
    if not given:
        return loaded if loaded is not None and loaded.documents else None
    documents = [*given, *(loaded.documents if loaded is not None else ())]
    return IndicatorSet.from_documents(documents, on_error=_report_indicator_error)


def _report_invalid_document(error: Any) -> None:
    _logger.error("OATF indicators: document left out: %s", error)


def _report_indicator_error(error: Any) -> None:
    # The engine reports each failing indicator once.
    _logger.warning(
        "OATF indicator %s of %s fails and is skipped: %s", error.indicator_id, error.attack_id, error.message
    )
