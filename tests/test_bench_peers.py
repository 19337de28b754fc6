"""`make bench-peers` without the competitors' venvs: this package's contender, measured for two
rounds in this venv by benchmarks/peers/run.py as the Makefile runs it, records what the
comparison says it records, and compare.py turns that into its tables. No figure is checked: the
benchmark measures cost, this only keeps its code working (a few seconds)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEERS = ROOT / "benchmarks" / "peers"


def test_this_packages_contender_runs_and_the_tables_show_what_it_records(tmp_path):
    out = tmp_path / "ours.json"
    env = {key: value for key, value in os.environ.items() if not key.startswith("OTEL_")}
    done = subprocess.run(
        [sys.executable, str(PEERS / "run.py"), "ours-1", str(out)],
        cwd=ROOT,
        env={**env, "A2A_BENCH_ROUNDS": "2"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(out.read_text())
    assert result["recorded"]["bare"]["send"]["spans"] == 0
    send, stream = result["recorded"]["on"]["send"], result["recorded"]["on"]["stream"]
    assert send["spans_by_kind"] == {"CLIENT": 1, "SERVER": 1}
    assert send["metric_points"] == {"a2a.client.operation.duration": 1, "a2a.server.operation.duration": 1}
    assert stream["spans"] == 2 and stream["events"] > 200
    assert len(result["send"]["ratio"]) == len(result["stream"]["ratio"]) == 3

    sys.path.insert(0, str(PEERS))
    try:
        import compare
    finally:
        sys.path.remove(str(PEERS))
    table = compare.tables([result, {"contender": "otel-kit", "skipped": "no Python that otel-kit accepts"}])
    assert "| opentelemetry-instrumentation-a2a | " in table
    assert "2 spans (1 CLIENT, 1 SERVER)" in table
    assert "| a2a-otel-kit | 1.3.0 | not run: no Python that otel-kit accepts |" in table
