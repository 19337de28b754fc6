"""Security output: finished A2A spans as OCSF records, for a SIEM.

Needs the ``security`` extra (it brings ``opentelemetry-sdk``)::

    pip install 'opentelemetry-instrumentation-a2a[security]'

Without code: ``OTEL_INSTRUMENTATION_A2A_OCSF=aitf`` (or ``ocsf``) turns it on when the
instrumentation starts; records go to OpenTelemetry logs, so to OTLP when ``OTEL_LOGS_EXPORTER``
says so. ``OTEL_INSTRUMENTATION_A2A_OCSF_FILE=PATH`` adds a JSONL file.

In code::

    from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor, JsonlFileSink

    provider.add_span_processor(OCSFSpanProcessor(profile="ocsf", sink=JsonlFileSink("ocsf.jsonl")))
    # or, in one call, to logs (and optionally a file):
    enable_ocsf("ocsf", tracer_provider=provider, file="ocsf.jsonl")

Profiles: ``aitf`` (default) writes AITF's category 7 classes (7002 AI Agent Activity, 7003 AI
Tool Execution, 7005 AI Security Finding); ``ocsf`` writes official OCSF 1.9.0 (6003 API
Activity, 2004 Detection Finding). Official OCSF 1.3+ uses 7002/7003 for Remediation, so a SIEM on
current OCSF needs ``ocsf``. ``docs/ocsf.md`` has the mapping and example records.

Trace sampling: wrap the TracerProvider's sampler in ``A2ASecuritySampler`` (or set
``OTEL_TRACES_SAMPLER=a2a_security_parentbased_traceidratio``...) and the A2A spans it drops are
still recorded for this processor, so no finding is sampled away; exporters still get the
sampled spans only. ``OTEL_INSTRUMENTATION_A2A_OCSF_UNSAMPLED=findings`` keeps only the findings
of unsampled spans.
"""

from __future__ import annotations

from ._common import OCSFRecord
from ._mapping import DEFAULT_PROFILE, SCHEMA_VERSIONS, Profile, map_span
from .environment import enable_ocsf, install_from_environment
from .processor import DROPPED_SPANS_METRIC, LateFindingSink, OCSFSpanProcessor, late_finding_sink
from .sampling import A2ASecuritySampler
from .sinks import CallableSink, FanOutSink, JsonlFileSink, LogSink, OCSFSink

__all__ = [
    "DEFAULT_PROFILE",
    "DROPPED_SPANS_METRIC",
    "SCHEMA_VERSIONS",
    "A2ASecuritySampler",
    "CallableSink",
    "FanOutSink",
    "JsonlFileSink",
    "LateFindingSink",
    "LogSink",
    "OCSFRecord",
    "OCSFSink",
    "OCSFSpanProcessor",
    "Profile",
    "enable_ocsf",
    "install_from_environment",
    "late_finding_sink",
    "map_span",
]
