"""The toolkit every wrapper works with, made once per ``instrument()`` call: the tracer, the SDK
line's adapter, the attribute naming, and the optional detector, metrics and content capture.

(Not OpenTelemetry metric *instruments*: those are in ``metrics``.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from opentelemetry.trace import Tracer

from ..telemetry.attributes import AS_GIVEN, Naming

if TYPE_CHECKING:
    from ..detection.detections import Detector
    from ..sdk.contract import SdkAdapter
    from ..telemetry.content import ContentCapture
    from ..telemetry.metrics import OperationMetrics
    from .hooks import CallHooks


class Toolkit(NamedTuple):
    tracer: Tracer
    adapter: SdkAdapter  # the SDK line's adapter (sdk/v03.py or sdk/v1.py)
    naming: Naming = AS_GIVEN  # adds the opt-in draft attribute names, or nothing
    detector: Detector | None = None  # OATF indicators, when configured
    metrics: OperationMetrics | None = None
    capture: ContentCapture | None = None  # message content, when opted in
    hooks: CallHooks | None = None  # the user's request and response hooks, when given
