"""``A2ASecuritySampler``: trace sampling that never samples security telemetry away.

A sampled-out span is a ``NonRecordingSpan``: no event is kept on it and no span processor sees it
end, so the ``OCSFSpanProcessor`` never maps it and its detections (``aitf.security.threat_detected``
events) are lost. This sampler wraps the one you have: wherever it would drop an A2A span, the span
is recorded but not sampled (``Decision.RECORD_ONLY``). Span processors see it end (the OCSF
processor maps it, detections included); exporters do not, because the SDK's Batch and Simple span
processors export sampled spans only. Every other decision, and every non-A2A span, is left as
the wrapped sampler made it.

The sampler API has no instrumentation scope: A2A spans are told by their start attributes, among
which this instrumentation always puts an ``aitf.a2a.*`` one (the method on every call, the push
origin on a push delivery).

The trace context an unsampled span sends downstream keeps ``sampled=0`` (W3C trace-flags are
never forced), so the remote agent keeps its own findings only if it runs this sampler too.

From the environment (``opentelemetry-instrument`` loads samplers from the
``opentelemetry_traces_sampler`` entry points): ``OTEL_TRACES_SAMPLER=a2a_security_<name>`` for
any of the SDK's built-in samplers that can drop (``always_off``, ``traceidratio``,
``parentbased_always_on``, ``parentbased_always_off``, ``parentbased_traceidratio``), the ratio in
``OTEL_TRACES_SAMPLER_ARG`` as for the built-in ones.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from opentelemetry.context import Context
from opentelemetry.sdk.trace.sampling import (
    ALWAYS_OFF,
    DEFAULT_OFF,
    DEFAULT_ON,
    Decision,
    ParentBasedTraceIdRatio,
    Sampler,
    SamplingResult,
    TraceIdRatioBased,
)
from opentelemetry.trace import Link, SpanKind
from opentelemetry.trace.span import TraceState
from opentelemetry.util.types import Attributes

from opentelemetry.instrumentation.a2a.conventions import semconv as sc

_logger = logging.getLogger(__name__)

# Every ``aitf.a2a.*`` attribute of the conventions, and the draft's ``a2a.method.name`` (which
# every span of the draft-only mode starts with, and no aitf.a2a.* one): a span starting with one
# of them is ours.
_A2A_ATTRIBUTES = frozenset(
    {*(value for name, value in vars(sc).items() if name.startswith("AITF_A2A_")), sc.A2A_METHOD_NAME}
)


def is_a2a_start(attributes: Attributes) -> bool:
    """Whether a span starting with these attributes is an A2A span of this instrumentation."""
    return attributes is not None and not _A2A_ATTRIBUTES.isdisjoint(attributes)


class A2ASecuritySampler(Sampler):
    """Wraps ``root``: an A2A span ``root`` drops is recorded without being sampled (RECORD_ONLY),
    so span processors (the OCSF processor) see it and exporters do not. Everything else is
    ``root``'s decision, unchanged.

    Example, 1% of traces exported and every A2A finding kept::

        TracerProvider(sampler=A2ASecuritySampler(ParentBasedTraceIdRatio(0.01)))
    """

    def __init__(self, root: Sampler) -> None:
        if root is None:
            raise ValueError("A2ASecuritySampler needs the sampler it wraps")
        self._root = root

    def should_sample(
        self,
        parent_context: Context | None,
        trace_id: int,
        name: str,
        kind: SpanKind | None = None,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        trace_state: TraceState | None = None,
    ) -> SamplingResult:
        result = self._root.should_sample(parent_context, trace_id, name, kind, attributes, links, trace_state)
        if result.decision is not Decision.DROP or not is_a2a_start(attributes):
            return result
        # A dropping sampler returns no attributes, and the SDK gives the span only the result's:
        # the start attributes are passed on, or the recorded span would lack its method (the
        # SDK's own AlwaysRecordSampler loses them so).
        return SamplingResult(Decision.RECORD_ONLY, {**attributes, **result.attributes}, result.trace_state)  # type: ignore[dict-item]

    def get_description(self) -> str:
        return f"A2ASecuritySampler{{{self._root.get_description()}}}"


# -- Entry points (``opentelemetry_traces_sampler``): factories given OTEL_TRACES_SAMPLER_ARG ----


def _rate(argument: str | None) -> float:
    """The ratio as the SDK reads it for its ratio samplers: a float in [0, 1], else 1.0 (logged);
    unset, 1.0 as the SDK's default, silently."""
    if not argument:
        return 1.0
    try:
        rate = float(argument)
    except ValueError:
        _logger.warning("OTEL_TRACES_SAMPLER_ARG=%r is not a ratio: using 1.0", argument)
        return 1.0
    if not 0.0 <= rate <= 1.0:
        _logger.warning("OTEL_TRACES_SAMPLER_ARG=%r is outside [0, 1]: using 1.0", argument)
        return 1.0
    return rate


def _wrapping(make_root: Callable[[str | None], Sampler]) -> Callable[[str | None], Sampler]:
    def factory(argument: str | None = None) -> Sampler:
        return A2ASecuritySampler(make_root(argument))

    return factory


always_off = _wrapping(lambda _: ALWAYS_OFF)
traceidratio = _wrapping(lambda argument: TraceIdRatioBased(_rate(argument)))
parentbased_always_on = _wrapping(lambda _: DEFAULT_ON)
parentbased_always_off = _wrapping(lambda _: DEFAULT_OFF)
parentbased_traceidratio = _wrapping(lambda argument: ParentBasedTraceIdRatio(_rate(argument)))
