"""Environment variables read by this package (in addition to the OpenTelemetry SDK's own)."""

OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS = "OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS"
"""``true`` keeps the a2a-sdk's own spans (``a2a.utils.telemetry``), which are muted by default."""

OTEL_INSTRUMENTATION_A2A_OCSF = "OTEL_INSTRUMENTATION_A2A_OCSF"
"""``aitf`` or ``ocsf``: map finished A2A spans to OCSF records with that profile and send them to
OpenTelemetry logs (the security extra's ``OCSFSpanProcessor``). Unset: no OCSF output."""

OTEL_INSTRUMENTATION_A2A_OCSF_FILE = "OTEL_INSTRUMENTATION_A2A_OCSF_FILE"
"""A path: also append the OCSF records to this file, one JSON object per line."""
