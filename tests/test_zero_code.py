"""`opentelemetry-instrument python app.py` finds and applies the instrumentation, no code needed."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_command() -> list[str]:
    """The README's zero-code command, as a newcomer would type it."""
    readme = (ROOT / "README.md").read_text()
    (line,) = [line for line in readme.splitlines() if line.startswith("opentelemetry-instrument --traces_exporter")]
    return shlex.split(line)


def test_opentelemetry_instrument_traces_an_untouched_client():
    """The README's command, run as written from the clone (this venv's executables for
    ``opentelemetry-instrument`` and ``python``)."""
    command = Path(sys.executable).with_name("opentelemetry-instrument")
    assert command.exists(), "opentelemetry-instrument is missing: install the test extra"
    words = readme_command()
    assert words[0] == "opentelemetry-instrument"
    python_at = words.index("python")
    words = [str(command), *words[1:python_at], sys.executable, *words[python_at + 1 :]]
    env = {key: value for key, value in os.environ.items() if not key.startswith("OTEL_")}
    env["OTEL_SERVICE_NAME"] = "zero-code"
    result = subprocess.run(words, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    # The console exporter prints one JSON object per span.
    spans = [json.loads(block) for block in re.findall(r"^\{\n.*?^\}$", result.stdout, flags=re.S | re.M)]
    ours = {span["name"]: span for span in spans if span["attributes"].get("aitf.a2a.method")}
    assert set(ours) == {"a2a.agent.discover", "a2a.message.stream zero-code-agent"}
    stream = ours["a2a.message.stream zero-code-agent"]
    assert stream["kind"] == "SpanKind.CLIENT"
    assert stream["attributes"]["aitf.a2a.stream.events_count"] == 5
    assert [event["name"] for event in stream["events"]].count("a2a.stream.event") == 5
    # Quiet at the default log level: the client's own lines and nothing else.
    assert result.stderr.splitlines() == [result.stderr.splitlines()[0]] * 5
    assert result.stderr.startswith("received ")
