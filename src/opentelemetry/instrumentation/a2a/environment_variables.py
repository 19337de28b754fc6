"""Environment variables read by this package (in addition to the OpenTelemetry SDK's own)."""

OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS = "OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS"
"""``true`` keeps the a2a-sdk's own spans (``a2a.utils.telemetry``), which are muted by default."""
