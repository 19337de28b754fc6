"""SemanticTier: the detector's peer texts scored by a model in a worker thread, and what a match becomes.

The call path only hands over the texts the inline tier already read (as sent: the list ``derive``
collected) with the span they were seen on, one ``SemanticWorker.submit`` per applicable
``semantic`` indicator: a ``put_nowait`` on a bounded queue, never a model call. In the worker, each
text is normalized and scored on its own, ``max_chars`` characters in all (``PeerTexts``). A full
queue drops the message, counts it (``dropped``) and logs it (``SemanticWorker``).

A score at or above the indicator's threshold becomes, in the worker thread:

- a point of the ``a2a.security.detections`` counter, with the attributes an inline match's point
  has and ``aitf.security.oatf.tier`` = ``semantic``;
- a WARNING log record (logger ``opentelemetry.instrumentation.a2a.detection.semantic``) naming the
  indicator, the score and the span's trace and span ids, emitted with that span as the current one
  (so an OpenTelemetry logging handler links it to the span);
- whatever ``on_finding`` does with the detection event (the instrumentor hands it to the OCSF
  processors of the tracer provider: a Detection Finding carrying the span's trace and span ids).

The span has ended by then: the finding is a record of its own, never a span event.
"""

from __future__ import annotations

import json
import logging
import time
import zlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from opentelemetry.trace import Span

from opentelemetry import trace

from ...conventions import semconv as sc
from ...oatf import Detection, detection_of
from ._units import PeerTexts
from ._worker import SemanticFinding, SemanticItem, SemanticWorker

__all__ = ["DEFAULT_MAX_CHARS", "FindingSink", "SemanticTier"]

_logger = logging.getLogger("opentelemetry.instrumentation.a2a.detection.semantic")

DEFAULT_MAX_CHARS = 2_000
"""Characters of a message's normalized texts scored, in all: the model's cost grows with the text
(~230 ms per KB on one core), so of a longer message only its first texts are scored."""
# A late finding's index among its span's findings (``finding_uid``): far above any span event's
# index, and stable for one indicator on one span, so a replay maps it to the same uid.
_LATE_INDEX_BASE = 10_000


class FindingSink(Protocol):
    """Where the tier's findings go besides logs and the metric (the instrumentor's OCSF bridge)."""

    def __call__(self, span: Any, attributes: dict[str, Any], time_ns: int, index: int) -> None: ...

    def flush(self, timeout_millis: float) -> bool: ...


class _Context:
    """What one submitted text's finding needs, carried through the worker untouched."""

    __slots__ = ("attack", "direction", "span", "surface")

    def __init__(self, span: Span, surface: str, direction: str, attack: Any) -> None:
        self.span = span
        self.surface = surface
        self.direction = direction
        self.attack = attack


class SemanticTier:
    """Peer texts to a ``SemanticWorker``; matches to the metric, logs and ``on_finding``."""

    def __init__(
        self,
        worker: SemanticWorker,
        *,
        counter: Any = None,
        on_finding: FindingSink | None = None,
        max_chars: int = DEFAULT_MAX_CHARS,
    ) -> None:
        self.worker = worker
        self._counter = counter
        self._on_finding = on_finding
        self.max_chars = max(1, int(max_chars))
        # The detector's own event builder (Detector._event), bound when a detector takes this
        # tier: a semantic finding carries the same attributes an inline one does.
        self._event_of: Callable[[Detection, str, str], dict[str, Any]] | None = None
        self._metric_keys: tuple[str, ...] = ()

    def bind(self, event_of: Callable[[Detection, str, str], dict[str, Any]], metric_keys: tuple[str, ...]) -> None:
        self._event_of = event_of
        self._metric_keys = metric_keys

    @property
    def dropped(self) -> int:
        return self.worker.dropped

    # -- the call path ----------------------------------------------------------------------------
    def submit(self, span: Span, surface: str, direction: str, texts: Sequence[str], candidates: Any) -> None:
        """Queue a message's ``texts`` (as sent) for each semantic candidate; never blocks, never raises."""
        if not texts:
            return
        units = PeerTexts(texts, self.max_chars)  # normalized in the worker, once for every candidate
        for candidate in candidates:
            self.worker.submit(
                SemanticItem(
                    text=units,
                    indicator=candidate.indicator,
                    context=_Context(span, surface, direction, candidate.attack),
                    callback=self._found,
                )
            )

    # -- the worker thread ------------------------------------------------------------------------
    def _found(self, finding: SemanticFinding) -> None:
        context: _Context = finding.context
        indicator = finding.indicator
        detection = _detection(indicator, context)
        event = self._event_of(detection, context.surface, context.direction) if self._event_of else {}
        # The model's score is the confidence of this finding, not the document author's.
        event[sc.AITF_SECURITY_CONFIDENCE] = round(float(finding.score), 4)
        event[sc.AITF_SECURITY_OATF_TIER] = sc.OatfTierValues.SEMANTIC
        details = {
            "indicator": indicator.id,
            "score": round(float(finding.score), 4),
            "threshold": finding.threshold,
        }
        if indicator.description:
            details["description"] = indicator.description
        event[sc.AITF_SECURITY_DETAILS] = json.dumps(details, sort_keys=True)
        span_context = context.span.get_span_context()
        trace_id, span_id = format(span_context.trace_id, "032x"), format(span_context.span_id, "016x")
        # The span as the current one: the metric point's exemplar and a logging handler of
        # OpenTelemetry link to it.
        with trace.use_span(context.span, end_on_exit=False):
            if self._counter is not None:
                keys = (*self._metric_keys, sc.AITF_SECURITY_OATF_TIER)
                self._counter.add(1, {key: event[key] for key in keys if key in event})
            _logger.warning(
                "semantic detection %s (%s) on %s %s: score %.3f >= %.2f; trace_id=%s span_id=%s",
                indicator.id,
                detection.attack_name,
                context.surface,
                context.direction,
                finding.score,
                finding.threshold,
                trace_id,
                span_id,
                extra={"trace_id": trace_id, "span_id": span_id, "a2a_indicator_id": indicator.id},
            )
        if self._on_finding is not None:
            index = _LATE_INDEX_BASE + zlib.crc32(indicator.id.encode()) % _LATE_INDEX_BASE
            self._on_finding(context.span, event, time.time_ns(), index)

    # -- flush and shutdown -----------------------------------------------------------------------
    def force_flush(self, timeout_millis: float = 30_000) -> bool:
        """Wait for the texts submitted so far, then for ``on_finding``'s own delivery, within the timeout."""
        return self._then_findings(self.worker.force_flush, timeout_millis)

    def shutdown(self, timeout_millis: float = 30_000) -> bool:
        """Score what is queued within the timeout, stop the worker, deliver the last findings."""
        return self._then_findings(self.worker.shutdown, timeout_millis)

    def _then_findings(self, worker_step: Callable[[float], bool], timeout_millis: float) -> bool:
        """``worker_step`` (the worker's flush or shutdown), then ``on_finding``'s own delivery,
        both within one ``timeout_millis``."""
        deadline = time.monotonic() + max(0.0, timeout_millis) / 1000
        done = worker_step(timeout_millis)
        if self._on_finding is not None:
            left = max(0.0, deadline - time.monotonic()) * 1000
            done = self._on_finding.flush(left) and done
        return done


def _detection(indicator: Any, context: _Context) -> Detection:
    """What the engine reports for a match, for a semantic score: the scored texts are the
    message's, so no matched value of them is shown."""
    return detection_of(indicator, context.attack, indicator.target, None, "a2a", context.surface, context.direction)
