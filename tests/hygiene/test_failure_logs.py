"""Our own failures are logged with their traceback, through the redaction policy: an exception
raised while reading a peer's message or a call's URL quotes them, credentials included."""

from __future__ import annotations

import logging
import time
import uuid

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.trace import SpanKind

from opentelemetry.instrumentation.a2a.hygiene.safety import MAX_LOGGED_TRACEBACK, guarded
from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor
from opentelemetry.instrumentation.a2a.security._span_view import INSTRUMENTATION_SCOPE

SECRET = "sk-" + "liveKEY4f9a2b7c1d"
LOGGER = "opentelemetry.instrumentation.a2a"


def _fails_quoting_a_url() -> None:
    raise ValueError(f"cannot read https://agent.example/a2a?api_key={SECRET}&page=2 (Bearer {SECRET})")


def _logged(caplog) -> str:
    return "\n".join(record.getMessage() + (record.exc_text or "") for record in caplog.records)


def test_a_guarded_failure_is_logged_redacted_with_its_traceback(caplog):
    where = f"reading a hostile message {uuid.uuid4()}"  # first time at this place: WARNING
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        assert guarded(where, _fails_quoting_a_url) is None
        assert guarded(where, _fails_quoting_a_url) is None  # then at DEBUG, redacted as well
    (first, again) = [record for record in caplog.records if where in record.getMessage()]
    assert (first.levelno, again.levelno) == (logging.WARNING, logging.DEBUG)
    assert first.exc_info is None and again.exc_info is None  # the text below is all there is
    logged = _logged(caplog)
    assert SECRET not in logged
    assert "Traceback (most recent call last)" in first.getMessage()
    assert "_fails_quoting_a_url" in first.getMessage()
    assert "api_key=REDACTED&page=2" in first.getMessage()


def test_a_huge_exception_message_is_cut(caplog):
    def fails_hugely() -> None:
        raise ValueError("x" * 5_000_000)

    with caplog.at_level(logging.WARNING, logger=LOGGER):
        guarded(f"a huge failure {uuid.uuid4()}", fails_hugely)
    (record,) = [record for record in caplog.records if "a huge failure" in record.getMessage()]
    assert len(record.getMessage()) < MAX_LOGGED_TRACEBACK + 500


def test_an_ocsf_sink_failure_is_logged_redacted(caplog):
    def sink(record: object) -> None:
        _fails_quoting_a_url()

    processor = OCSFSpanProcessor("ocsf", sink=sink)
    provider = TracerProvider()
    provider.add_span_processor(processor)
    tracer = provider.get_tracer(INSTRUMENTATION_SCOPE)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        with tracer.start_as_current_span(
            "a2a.message.send echo", kind=SpanKind.CLIENT, attributes={"aitf.a2a.method": "message/send"}
        ):
            pass
        processor.force_flush()
        deadline = time.monotonic() + 10
        while processor.failed_records == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        processor.shutdown()
    assert processor.failed_records >= 1
    logged = _logged(caplog)
    assert "OCSF processor failed" in logged
    assert "api_key=REDACTED" in logged
    assert SECRET not in logged
