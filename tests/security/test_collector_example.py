"""The Collector example (examples/collector/otelcol-ocsf.yaml), checked as far as it can run here:
no otelcol-contrib is on PyPI and there is no Splunk, so the Collector itself never runs it. What
is checked: the configuration is well formed (every pipeline names components that are defined,
every defined component is used, connectors both end and start a pipeline), and its routing
condition keys on an attribute that the package's OCSF log records really carry, and that other
log records lack. The OTLP path itself runs through a real collector (rotel) in
test_ocsf_pipeline.py."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor

from ocsf_spans import DETECTION, make_span
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M
from opentelemetry.instrumentation.a2a.security import LogSink, OCSFSpanProcessor

CONFIG = Path(__file__).resolve().parents[2] / "examples" / "collector" / "otelcol-ocsf.yaml"
KINDS = ("receivers", "processors", "exporters", "connectors")


def config() -> dict:
    return yaml.safe_load(CONFIG.read_text())


def test_every_pipeline_names_defined_components_and_every_component_is_used():
    loaded = config()
    defined = {kind: set(loaded.get(kind) or {}) for kind in KINDS}
    used = {kind: set() for kind in KINDS}
    pipelines = loaded["service"]["pipelines"]
    connector_ends, connector_starts = set(), set()
    for name, pipeline in pipelines.items():
        for receiver in pipeline.get("receivers", []):
            kind = "connectors" if receiver in defined["connectors"] else "receivers"
            assert receiver in defined[kind], f"{name}: receiver {receiver} is not defined"
            used[kind].add(receiver)
            if kind == "connectors":
                connector_starts.add(receiver)
        for processor in pipeline.get("processors", []):
            assert processor in defined["processors"], f"{name}: processor {processor} is not defined"
            used["processors"].add(processor)
        for exporter in pipeline.get("exporters", []):
            kind = "connectors" if exporter in defined["connectors"] else "exporters"
            assert exporter in defined[kind], f"{name}: exporter {exporter} is not defined"
            used[kind].add(exporter)
            if kind == "connectors":
                connector_ends.add(exporter)
    assert used == defined
    assert connector_ends == connector_starts == defined["connectors"]
    # The routing connector sends only to pipelines that exist and that it starts.
    for routing in (value for key, value in loaded["connectors"].items() if key.startswith("routing")):
        targets = set(routing.get("default_pipelines", []))
        for route in routing["table"]:
            targets |= set(route["pipelines"])
        assert targets <= set(pipelines)
        assert all(key in connector_starts for key in loaded["connectors"])


def test_the_routing_condition_keys_on_what_ocsf_log_records_carry():
    (route,) = config()["connectors"]["routing/ocsf"]["table"]
    (attribute,) = re.findall(r'attributes\["([^"]+)"\] != nil', route["condition"])
    exporter = InMemoryLogRecordExporter()
    logger_provider = LoggerProvider()
    logger_provider.add_log_record_processor(SimpleLogRecordProcessor(exporter))
    for profile in ("ocsf", "aitf"):
        processor = OCSFSpanProcessor(profile, sink=LogSink(logger_provider))
        processor.on_end(make_span(M.MESSAGE_SEND, detections=[DETECTION]))
        processor.shutdown()
    # A log record of the application's own: the route must leave it to the default pipeline.
    logger_provider.get_logger("app").emit(body="an application log line")
    records = [data.log_record for data in exporter.get_finished_logs()]
    ocsf = [record for record in records if record.event_name]
    assert len(ocsf) == 4  # one activity and one finding per profile
    assert all(attribute in record.attributes for record in ocsf)
    (application,) = [record for record in records if not record.event_name]
    assert attribute not in (application.attributes or {})
