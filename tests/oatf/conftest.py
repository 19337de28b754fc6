"""Shared helpers for the OATF tests, and the per-fixture-file conformance summary."""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CONFORMANCE = HERE / "conformance"
DATA = HERE / "data"

# nodeid "...test_conformance.py::test_x[evaluate/pattern.yaml::EVAL-PAT-01]" -> fixture file
_CASE_ID = re.compile(r"test_conformance\.py::\w+\[(?P<file>[^\]]+?\.yaml)::")
_results: dict[str, dict[str, int]] = defaultdict(lambda: {"passed": 0, "total": 0, "xfailed": 0})


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    m = _CASE_ID.search(report.nodeid)
    if not m:
        return
    name = m.group("file")
    if name.startswith("parse/"):  # the parse corpus: one summary line per folder
        name = name.rsplit("/", 1)[0]
    counts = _results[name]
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        counts["total"] += 1
        if report.passed and not hasattr(report, "wasxfail"):
            counts["passed"] += 1
        elif hasattr(report, "wasxfail"):
            counts["xfailed"] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _results:
        return
    # The one list of cases left out, with reasons, lives in test_conformance.py.
    module = next(
        (m for m in list(sys.modules.values()) if getattr(m, "__file__", "") == str(HERE / "test_conformance.py")),
        None,
    )
    not_applicable = getattr(module, "NOT_APPLICABLE", {})
    tr = terminalreporter
    tr.section("OATF conformance (oatf-spec/spec b3c6344)")
    for name in sorted(_results):
        c = _results[name]
        note = f"  ({c['xfailed']} known fixture deviation)" if c["xfailed"] else ""
        tr.write_line(f"{name}: {c['passed']}/{c['total']} cases pass{note}")
    for name, (count, reason) in sorted(not_applicable.items()):
        tr.write_line(f"{name}: not applicable ({count} cases): {reason}")
