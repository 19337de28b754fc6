"""OCSF records stay exportable and bounded whatever a span of our scope holds.

The mapping bounds a span's values once, where the view reads them (``security/_span_view.py``),
and then only what it composes from several (a message, a title, a list, a URL): there is no walk
over the finished body any more. These tests hold that to every record of both profiles, with every
attribute the view reads made hostile at once, so a field added later without its bound fails here.
Also: the per-record values made without a library object (uid, times) keep their format, and the
resource read once per Resource is never another span's.
"""

from __future__ import annotations

import json
import re
import uuid
from datetime import datetime, timezone
from enum import Enum
from typing import Any

import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from ocsf_spans import DETECTION, make_span
from opentelemetry.instrumentation.a2a.conventions import semconv as sc
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.hygiene import bounds
from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor, map_span
from opentelemetry.instrumentation.a2a.security import _span_view as view
from opentelemetry.instrumentation.a2a.security._common import iso8601

LONG = 6000
INT64 = range(-(2**63), 2**63)


class State(str, Enum):
    WORKING = "working" * 1000  # a str subclass whose value is too long as well

    def __str__(self) -> str:  # a value's own code never runs: its characters are recorded
        raise AssertionError("State.__str__ ran")


# One kind of hostile value for every text attribute at once.
HOSTILE_TEXTS: dict[str, Any] = {
    "long": "x" * LONG,
    "surrogates": ("\u00e9\ud800" * LONG)[:LONG],  # non-ASCII, lone surrogates, too long
    "str-subclass": State.WORKING,
    "huge-number": 2**70,  # not a string at all
    "long-list": tuple(f"item-{i}-" + "y" * 100 for i in range(1000)),
}
# Every number attribute the view reads, outside int64.
HOSTILE_NUMBERS = {sc.SERVER_PORT: 2**64, sc.CLIENT_PORT: -(2**70), sc.HTTP_RESPONSE_STATUS_CODE: 2**65}


def _hostile_span(value: Any, kind: SpanKind, span_name: str, *, in_context: bool) -> ReadableSpan:
    texts = [*view._CALL_TEXTS.values(), sc.URL_FULL]
    attributes: dict[str, Any] = dict.fromkeys(texts, value)
    # HTTP URLs (the record's URL fields take only those), too long as well.
    path = str.__str__(value) if isinstance(value, str) else str(value)
    attributes[sc.URL_FULL] = f"https://user:pw@agent.example/{path}"
    attributes[sc.AITF_A2A_PUSH_NOTIFICATION_ORIGIN] = f"https://hooks.example/{path}"
    attributes.update(HOSTILE_NUMBERS)
    attributes[sc.AITF_A2A_JSONRPC_ERROR_CODE] = 2**70
    if not in_context:  # a served call outside any context names its caller by address and port
        del attributes[sc.AITF_A2A_TASK_CONTEXT_ID]
        attributes[sc.CLIENT_PORT] = 65535
    detection = dict.fromkeys(view._THREAT_TEXTS.values(), value)
    detection.update(
        {
            # Scores that round to integers outside int64.
            sc.AITF_SECURITY_RISK_SCORE: 1e30,
            sc.AITF_SECURITY_CONFIDENCE: 1e30,
            # Lists longer than a record keeps, of ids too long to keep whole.
            sc.AITF_SECURITY_CLASSIFICATION_ATLAS: [f"AML.T{i:04d}" + "z" * LONG for i in range(200)],
            sc.AITF_SECURITY_CLASSIFICATION_ATTACK: [f"T{i}" for i in range(200)],
            sc.AITF_SECURITY_CLASSIFICATION_OWASP: ["LLM01" * LONG],
        }
    )
    resource = Resource(dict.fromkeys(view._RESOURCE_TEXTS.values(), value))
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=resource)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with provider.get_tracer(view.INSTRUMENTATION_SCOPE).start_as_current_span(
        span_name, kind=kind, attributes=attributes
    ) as span:
        span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, detection)
        span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, {**DETECTION, sc.AITF_SECURITY_DETAILS: value})
    provider.shutdown()
    (finished,) = exporter.get_finished_spans()
    return finished


def _leaves(value: Any, path: str = "") -> list[tuple[str, Any]]:
    """(path, value) of every dict, list and scalar of a body."""
    found: list[tuple[str, Any]] = [(path, value)]
    if isinstance(value, dict):
        for key, item in value.items():
            assert type(key) is str, (path, key)
            found += _leaves(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            found += _leaves(item, f"{path}[]")
    return found


def _listed(value: Any) -> Any:
    return list(value)[: bounds.MAX_LIST_ITEMS] if isinstance(value, tuple) else value


def assert_bounded(body: dict[str, Any]) -> int:
    """Every string a plain ``str``, valid UTF-8 and within the record bound; every integer within
    int64; every list within ``MAX_LIST_ITEMS``. Returns how many strings were cut (and marked)."""
    cuts = 0
    for path, value in _leaves(body):
        if isinstance(value, str):
            assert type(value) is str, path
            assert len(value) <= bounds.MAX_RECORD_STRING_LENGTH, (path, len(value))
            value.encode("utf-8")  # no lone surrogate
            cuts += value.endswith(" more]")
        elif isinstance(value, int) and not isinstance(value, bool):
            assert value in INT64, (path, value)
        elif isinstance(value, list):
            assert len(value) <= bounds.MAX_LIST_ITEMS, (path, len(value))
        else:
            assert value is None or isinstance(value, bool | float | dict), (path, type(value))
    json.dumps(body, ensure_ascii=False).encode("utf-8")
    return cuts


@pytest.mark.parametrize("profile", ["ocsf", "aitf"])
@pytest.mark.parametrize("kind", [SpanKind.CLIENT, SpanKind.SERVER], ids=["client", "server"])
@pytest.mark.parametrize("name", [sc.SpanName.MESSAGE_SEND, sc.SpanName.PUSH_NOTIFICATION_SEND])
@pytest.mark.parametrize("hostile", list(HOSTILE_TEXTS))
def test_every_record_is_bounded_whatever_the_span_holds(profile, kind, name, hostile):
    in_context = name == sc.SpanName.MESSAGE_SEND
    span = _hostile_span(HOSTILE_TEXTS[hostile], kind, f"{name} {'n' * LONG}", in_context=in_context)
    # The view itself holds bounded values only: what a mapping copies needs no bound of its own.
    call = view.read_span(span)
    ids = {"trace_id", "span_id", "parent_span_id", "detections"}  # the records write the ids in hex
    assert_bounded({field: getattr(call, field) for field in call.__slots__ if field not in ids})
    assert "pw" not in (call.called_url or "")  # redacted before it was cut
    for detection in call.detections:
        # The lists are not cut in the view (a mapping cuts the list it writes), their items are bounded.
        assert_bounded({field: _listed(getattr(detection, field)) for field in detection.__slots__})
    records = map_span(span, profile)
    assert len(records) == 3  # the activity and both findings: none lost to a hostile value
    cuts = [assert_bounded(record.body) for record in records]
    assert all(cuts), cuts  # the hostile values reached every record, cut and marked
    if hostile == "str-subclass":
        assert records[0].body["unmapped"]["a2a"]["task_id"].startswith("workingworking")


def test_a_span_whose_time_no_clock_gives_makes_no_record_and_costs_the_others_nothing():
    """A time outside int64 nanoseconds cannot be carried by OTLP: such a span is not mapped (one
    failure, logged), rather than make a record no exporter can encode."""
    good = make_span(M.MESSAGE_SEND)
    bad = make_span(M.MESSAGE_SEND)
    bad._end_time = 2**70  # what a span of our scope from other code could hold
    with pytest.raises(ValueError, match="int64"):
        map_span(bad, "ocsf")
    records: list[dict[str, Any]] = []
    processor = OCSFSpanProcessor("ocsf", sink=records.append)
    for span in (bad, good):
        processor.on_end(span)
    processor.shutdown()
    assert [record["unmapped"]["a2a"]["span_id"] for record in records] == [format(good.context.span_id, "016x")]


def test_each_span_names_its_own_service_whatever_span_was_read_before():
    """The resource is read once per Resource object: spans of two providers, interleaved, each
    keep their own service."""
    spans = []
    for service in ("alpha", "beta"):
        exporter = InMemorySpanExporter()
        provider = TracerProvider(resource=Resource.create({"service.name": service, "host.name": f"{service}-host"}))
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        for _ in range(2):
            with provider.get_tracer(view.INSTRUMENTATION_SCOPE).start_as_current_span(
                sc.SpanName.MESSAGE_SEND, kind=SpanKind.CLIENT, attributes={sc.AITF_A2A_METHOD: M.MESSAGE_SEND}
            ):
                pass
        spans.append(exporter.get_finished_spans())
    interleaved = [span for pair in zip(*spans, strict=True) for span in pair]
    (records,) = [[record for span in interleaved for record in map_span(span, "aitf")]]
    assert [record.body["actor"]["app_name"] for record in records] == ["alpha", "beta", "alpha", "beta"]
    (ocsf,) = map_span(interleaved[1], "ocsf")
    assert ocsf.body["src_endpoint"] == {"svc_name": "beta", "hostname": "beta-host"}


def test_record_uids_are_random_uuid4_and_times_rfc3339():
    records = [record for _ in range(200) for record in map_span(make_span(M.MESSAGE_SEND), "ocsf")]
    uids = [record.body["metadata"]["uid"] for record in records]
    assert len(set(uids)) == len(uids)
    for uid in uids:
        parsed = uuid.UUID(uid)
        assert (str(parsed), parsed.version, parsed.variant) == (uid, 4, uuid.RFC_4122)
    # Every version-4 bit pattern appears: the 122 random bits are not stuck.
    assert {uid[19] for uid in uids} == set("89ab")
    for time_ns in (0, 1, 999_999_999, 1_000_000_000, 1_795_460_280_678_170_123, 4_102_444_800_000_000_000):
        moment = datetime.fromtimestamp(time_ns // 1_000_000_000, tz=timezone.utc)
        expected = moment.strftime("%Y-%m-%dT%H:%M:%S") + f".{time_ns % 1_000_000_000 // 1000:06d}Z"
        assert iso8601(time_ns) == expected
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", iso8601(time_ns))
