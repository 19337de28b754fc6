"""Environment variables read by this package (in addition to the OpenTelemetry SDK's own)."""

OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS = "OTEL_INSTRUMENTATION_A2A_KEEP_SDK_SPANS"
"""``true`` keeps the a2a-sdk's own spans (``a2a.utils.telemetry``), which are muted by default."""

OTEL_INSTRUMENTATION_A2A_INDICATORS = "OTEL_INSTRUMENTATION_A2A_INDICATORS"
"""OATF indicator documents to evaluate on A2A messages: files or folders separated by the OS path
separator (``:`` on POSIX), or the word ``curated`` for the set shipped with this package."""

OTEL_INSTRUMENTATION_A2A_SEMANTIC = "OTEL_INSTRUMENTATION_A2A_SEMANTIC"
"""``true`` turns the semantic tier on (the ``semantic`` extra): with indicators, every peer's text
is also scored by a model in a worker thread, off the call path (docs/semantic.md). Off by default."""

OTEL_INSTRUMENTATION_A2A_SEMANTIC_QUEUE_SIZE = "OTEL_INSTRUMENTATION_A2A_SEMANTIC_QUEUE_SIZE"
"""Texts waiting for the semantic tier's model, at most (default 1024); beyond, a text is dropped,
counted and logged, never waited for."""

OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
"""``true`` records message content (text and data parts, matched OATF values); off by default."""

OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH = "OTEL_INSTRUMENTATION_A2A_CAPTURE_MAX_LENGTH"
"""Longest captured value, in characters (default 1024); longer values are cut and say so."""

OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM = "OTEL_INSTRUMENTATION_A2A_FLUSH_ON_SIGTERM"
"""``false`` leaves SIGTERM alone. Default: on SIGTERM the tracer, logger and meter providers are
flushed (5 s at most) before the application's handler or the default action runs
(``hygiene/termination.py``)."""

OTEL_PYTHON_A2A_EXCLUDED_URLS = "OTEL_PYTHON_A2A_EXCLUDED_URLS"
"""Comma-separated regular expressions: calls to (or served at) a matching agent URL are left
uninstrumented, as contrib's ``OTEL_PYTHON_<NAME>_EXCLUDED_URLS``. Unset: the generic
``OTEL_PYTHON_EXCLUDED_URLS`` is read (``wrapping/exclusions.py``)."""

OTEL_PYTHON_EXCLUDED_URLS = "OTEL_PYTHON_EXCLUDED_URLS"
"""contrib's variable for every HTTP instrumentation; read when the A2A one is unset."""

OTEL_PYTHON_A2A_EXCLUDED_METHODS = "OTEL_PYTHON_A2A_EXCLUDED_METHODS"
"""Comma-separated A2A methods (``tasks/get``, ``agent_card/get``...) left uninstrumented."""

OTEL_INSTRUMENTATION_A2A_OCSF = "OTEL_INSTRUMENTATION_A2A_OCSF"
"""``aitf`` or ``ocsf``: map finished A2A spans to OCSF records with that profile and send them to
OpenTelemetry logs (the security extra's ``OCSFSpanProcessor``). Unset: no OCSF output."""

OTEL_INSTRUMENTATION_A2A_OCSF_FILE = "OTEL_INSTRUMENTATION_A2A_OCSF_FILE"
"""A path: also append the OCSF records to this file, one JSON object per line."""

OTEL_INSTRUMENTATION_A2A_OCSF_UNSAMPLED = "OTEL_INSTRUMENTATION_A2A_OCSF_UNSAMPLED"
"""``all`` (default) or ``findings``: the OCSF records of an A2A span recorded but not sampled (the
security extra's ``A2ASecuritySampler``): every record, as for a sampled span, or its findings only."""
