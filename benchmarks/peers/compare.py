"""`make bench-peers`: every A2A instrumentation side by side (``python benchmarks/peers/compare.py
NAME...``, after the Makefile has made ``.venv/peers-NAME`` for each; ``contenders.py`` pins them).

Runs ``run.py`` for each contender in its own venv, one process after the other, then prints two
markdown tables, what each costs and what each records, and writes every figure to
``benchmarks/peers/results.json``. A contender whose venv the Makefile could not make (no Python
that its packages accept) is listed as skipped. Standard library only.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

from contenders import BY_NAME, COMMON, pip_args  # noqa: E402


def run_one(name: str, out: Path) -> dict[str, Any]:
    venv = ROOT / ".venv" / f"peers-{name}"
    skipped = venv / "SKIPPED"
    if skipped.exists():
        return {"contender": name, "skipped": skipped.read_text().strip()}
    started = time.monotonic()
    done = subprocess.run([str(venv / "bin" / "python"), str(HERE / "run.py"), name, str(out)], cwd=ROOT, timeout=1800)
    if done.returncode != 0:
        return {"contender": name, "failed": f"run.py exited with {done.returncode}"}
    summary = json.loads(out.read_text())
    summary["seconds"] = round(time.monotonic() - started, 1)
    return summary


def ratio(figures: list[float]) -> str:
    median, q1, q3 = figures
    return f"{median:.2f} [{q1:.2f}-{q3:.2f}]"


def what(recorded: dict[str, Any]) -> str:
    """Spans by kind, attributes, events, metric points, log records, own trace entries."""
    parts = []
    if recorded["spans"]:
        kinds = ", ".join(f"{count} {kind}" for kind, count in recorded["spans_by_kind"].items())
        parts.append(
            f"{recorded['spans']} spans ({kinds}), {recorded['attributes']} attrs, {recorded['events']} events"
        )
    else:
        parts.append("no spans")
    if recorded["links"]:
        parts.append(f"{recorded['links']} links")
    points = sum(recorded["metric_points"].values())
    if points:
        parts.append(f"{points:g} metric points ({len(recorded['metric_points'])} instruments)")
    if recorded["log_records"]:
        parts.append(f"{recorded['log_records']} log records")
    if recorded["log_errors"]:
        parts.append(f"{sum(recorded['log_errors'].values())} of them errors")
    if recorded["own_trace_entries"]:
        parts.append(f"{recorded['own_trace_entries']} entries of its own trace")
    return "; ".join(parts)


def tables(results: list[dict[str, Any]]) -> str:
    lines = [
        "| contender | a2a-sdk | send: bare | send ratio | 200-item stream: bare | stream ratio |",
        "|---|---|---|---|---|---|",
    ]
    for result in results:
        label = BY_NAME[result["contender"]].label
        if "send" not in result:
            reason = result.get("skipped") or result.get("failed")
            lines.append(f"| {label} | {BY_NAME[result['contender']].a2a_sdk} | not run: {reason} | | | |")
            continue
        lines.append(
            f"| {label} | {result['a2a_sdk']} | {result['send']['bare_ms']:.2f} ms | **{ratio(result['send']['ratio'])}** "
            f"| {result['stream']['bare_ms']:.1f} ms | **{ratio(result['stream']['ratio'])}** |"
        )
    lines += [
        "",
        "| contender | a2a-sdk | per send | per 200-item stream | span names |",
        "|---|---|---|---|---|",
    ]
    for result in results:
        if "send" not in result:
            continue
        on = result["recorded"]["on"]
        names = sorted(set(on["send"]["span_names"]) | set(on["stream"]["span_names"]))
        shown = ", ".join(f"`{name}`" for name in names[:3])
        if len(names) > 3:
            shown += f" and {len(names) - 3} more"
        lines.append(
            f"| {BY_NAME[result['contender']].label} | {result['a2a_sdk']} | {what(on['send'])} "
            f"| {what(on['stream'])} | {shown or '-'} |"
        )
    return "\n".join(lines)


def main(names: list[str]) -> None:
    started = time.monotonic()
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for name in names:
            print(f"== {name}", flush=True)
            results.append(run_one(name, Path(scratch) / f"{name}.json"))
    rounds = next((result["rounds"] for result in results if "rounds" in result), None)
    print(
        f"\n{rounds} rounds per contender, each with {4} timed sends and one 200-item stream per mode; "
        "ratio: switched on / bare, median of the per-round ratios [25th-75th percentile]\n"
    )
    table = tables(results)
    print(table)
    document = {
        "date": datetime.date.today().isoformat(),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "load_average_at_end": os.getloadavg(),
        },
        "common_pins": list(COMMON),
        "seconds": round(time.monotonic() - started, 1),
        "contenders": {
            result["contender"]: {
                **result,
                "label": BY_NAME[result["contender"]].label,
                "installed": pip_args(BY_NAME[result["contender"]]),
            }
            for result in results
        },
    }
    path = HERE / "results.json"
    path.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    print(f"\nfigures written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
