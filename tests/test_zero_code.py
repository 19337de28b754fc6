"""`opentelemetry-instrument python app.py` finds and applies the instrumentation, no code needed."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_opentelemetry_instrument_traces_an_untouched_client():
    command = Path(sys.executable).with_name("opentelemetry-instrument")
    assert command.exists(), "opentelemetry-instrument is missing: install the test extra"
    env = {
        **os.environ,
        "OTEL_TRACES_EXPORTER": "console",
        "OTEL_METRICS_EXPORTER": "none",
        "OTEL_LOGS_EXPORTER": "none",
        "OTEL_SERVICE_NAME": "zero-code",
    }
    result = subprocess.run(
        [str(command), sys.executable, str(ROOT / "examples/zero_code_client.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    # The console exporter prints one JSON object per span.
    spans = [json.loads(block) for block in re.findall(r"^\{\n.*?^\}$", result.stdout, flags=re.S | re.M)]
    ours = {span["name"]: span for span in spans if span["attributes"].get("aitf.a2a.method")}
    assert set(ours) == {"a2a.agent.discover", "a2a.message.stream zero-code-agent"}
    stream = ours["a2a.message.stream zero-code-agent"]
    assert stream["kind"] == "SpanKind.CLIENT"
    assert stream["attributes"]["aitf.a2a.stream.events_count"] == 5
    assert [event["name"] for event in stream["events"]].count("a2a.stream.event") == 5
    assert result.stderr.count("received") == 5
