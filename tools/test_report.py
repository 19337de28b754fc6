"""What the test runs of ``make test`` counted, from their JUnit XML reports (``.reports/*.xml``).

``python tools/test_report.py`` prints one line per run and the total, so a failure in one SDK
line or matrix cell is seen next to every other result.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

REPORTS_DIR = Path(__file__).resolve().parent.parent / ".reports"
KINDS = ("passed", "failed", "errors", "skipped")


def counts(report: Path) -> dict[str, int]:
    """passed / failed / errors / skipped of one JUnit XML report."""
    root = ElementTree.parse(report).getroot()
    suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
    total = {kind: 0 for kind in KINDS}
    for suite in suites:
        tests = int(suite.get("tests", 0))
        failed, errors, skipped = (int(suite.get(name, 0)) for name in ("failures", "errors", "skipped"))
        total["failed"] += failed
        total["errors"] += errors
        total["skipped"] += skipped
        total["passed"] += tests - failed - errors - skipped
    return total


def describe(found: dict[str, int]) -> str:
    return ", ".join(f"{found[kind]} {kind}" for kind in KINDS if found[kind] or kind in ("passed", "failed"))


def main() -> int:
    reports = sorted(REPORTS_DIR.glob("*.xml"))
    if not reports:
        print("no test reports in .reports/")
        return 1
    total = {kind: 0 for kind in KINDS}
    print("Test runs:")
    for report in reports:
        found = counts(report)
        for kind in KINDS:
            total[kind] += found[kind]
        print(f"  {report.stem:24} {describe(found)}")
    print(f"total: {describe(total)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
