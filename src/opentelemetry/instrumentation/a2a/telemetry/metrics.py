"""Metrics: operation durations, time to first streamed event, items per stream.

Instruments are created once, at instrument time (``semconv/metrics.yaml``: names, units, advisory
buckets). Each call gets a ``Measurement``: the low-cardinality attributes it starts with
(method, agent name, transport), the outcome it ends with (final task state, ``error.type``), and
its start time. Metrics do not read spans, so they are recorded whether or not a trace is sampled.

A peer chooses its card name, and a hostile one can present a new one on every call: each
attribute keeps at most ``bounds.MAX_DISTINCT_VALUES`` distinct values per ``instrument()`` call
(the first ones seen); any later value is recorded as ``bounds.OVERFLOW`` (``_OTHER``). Values are
bounded in length as span attributes are (``bounds.value_of``). So the series a metric can have
are bounded whatever its peers send.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from opentelemetry.metrics import Meter
from opentelemetry.trace import SpanKind

from ..conventions import semconv as sc
from ..hygiene import bounds

# The attributes a metric point may carry (semconv/metrics.yaml): never ids.
_START_KEYS = (sc.AITF_A2A_METHOD, sc.AITF_A2A_AGENT_NAME, sc.AITF_A2A_TRANSPORT)
_OUTCOME_KEYS = (sc.AITF_A2A_TASK_STATE, sc.ERROR_TYPE)
# Start attribute sets already admitted, kept so that a call like many before it costs one lookup:
# at most this many (a peer's new card name on every call must not grow it), then admitted anew.
_MAX_CACHED_START_SETS = 1024
_ABSENT = object()


def detections_counter(meter: Meter) -> Any:
    """``a2a.security.detections``: one per indicator match, recorded by the detector whatever the
    span's sampling decision."""
    return meter.create_counter(
        sc.MetricName.SECURITY_DETECTIONS, unit="{detection}", description="OATF indicator matches on A2A messages."
    )


class OperationMetrics:
    def __init__(self, meter: Meter, renamed: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:
        # A point's attributes as the chosen conventions name them (convention_modes); None: AITF's.
        self.renamed = renamed

        def histogram(name: str, unit: str, description: str) -> Any:
            return meter.create_histogram(
                name, unit=unit, description=description, explicit_bucket_boundaries_advisory=sc.METRIC_BUCKETS[name]
            )

        self.client_duration = histogram(
            sc.MetricName.CLIENT_OPERATION_DURATION, "s", "Duration of A2A client operations."
        )
        self.server_duration = histogram(
            sc.MetricName.SERVER_OPERATION_DURATION, "s", "Duration of A2A operations an agent serves."
        )
        self.time_to_first_event = histogram(
            sc.MetricName.CLIENT_RESPONSE_TIME_TO_FIRST_EVENT, "s", "Time from a streaming call to its first item."
        )
        self.stream_events = histogram(
            sc.MetricName.CLIENT_RESPONSE_SSE_EVENT_COUNT, "{event}", "Items one streaming call received."
        )

        self._distinct = {key: bounds.DistinctValues() for key in (*_START_KEYS, *_OUTCOME_KEYS)}
        # (method, agent name, transport) as given -> the start attributes a point carries. Exact:
        # a value admitted stays admitted, and one turned away (OVERFLOW) stays turned away.
        self._start_sets: dict[tuple[Any, ...], dict[str, Any]] = {}

    def admit(self, key: str, value: Any) -> Any:
        """The value a metric point may carry for ``key``: bounded, or ``bounds.OVERFLOW``."""
        return self._distinct[key].admit(bounds.value_of(value))

    def measure(self, kind: SpanKind, attributes: dict[str, Any]) -> Measurement:
        return Measurement(self, kind, attributes)

    def start_attributes(self, attributes: dict[str, Any]) -> dict[str, Any]:
        """A new dict of the start attributes a point carries (``_START_KEYS``, admitted)."""
        get = attributes.get
        given = (get(_START_KEYS[0], _ABSENT), get(_START_KEYS[1], _ABSENT), get(_START_KEYS[2], _ABSENT))
        try:
            known = self._start_sets.get(given)
            keep = True
        except TypeError:  # an unhashable value (a list): admitted as it is, not kept
            known, keep = None, False
        if known is None:
            known = {key: self.admit(key, attributes[key]) for key in _START_KEYS if key in attributes}
            if keep and len(self._start_sets) < _MAX_CACHED_START_SETS:
                self._start_sets[given] = known
        return dict(known)


class Measurement:
    """One call's measurements, from its start to ``finish()``."""

    __slots__ = ("_attributes", "_first_item", "_kind", "_metrics", "_start")

    def __init__(self, metrics: OperationMetrics, kind: SpanKind, attributes: dict[str, Any]) -> None:
        self._metrics = metrics
        self._kind = kind
        self._attributes = metrics.start_attributes(attributes)
        self._start = time.perf_counter()
        self._first_item: float | None = None

    def note(self, attributes: dict[str, Any] | None) -> None:
        """Keep the outcome attributes (final task state, ``error.type``) of what the span got."""
        if attributes:
            for key in _OUTCOME_KEYS:
                value = attributes.get(key)
                if value is not None:
                    self._attributes[key] = self._metrics.admit(key, value)

    def item(self) -> float | None:
        """A streamed item arrived; returns the time to the first one, once."""
        if self._first_item is not None:
            return None
        self._first_item = time.perf_counter() - self._start
        return self._first_item

    def finish(self, streamed_items: int | None = None) -> None:
        duration = time.perf_counter() - self._start
        metrics, attributes = self._metrics, self._attributes
        if metrics.renamed is not None:
            attributes = metrics.renamed(attributes)
        if self._kind is SpanKind.SERVER:
            metrics.server_duration.record(duration, attributes)
            return
        metrics.client_duration.record(duration, attributes)
        if streamed_items is not None:
            metrics.stream_events.record(streamed_items, attributes)
            if self._first_item is not None:
                metrics.time_to_first_event.record(self._first_item, attributes)
