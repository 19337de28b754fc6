"""The README and docs/ as a newcomer reads them: every install line works from the clone (this
package is not on PyPI: `.` or the wheel, never its name), the "In code" snippet runs as written,
and every relative link reaches a file (and a heading, when it names one)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "opentelemetry-instrumentation-a2a"
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "examples" / "collector" / "README.md"]


def install_lines() -> list[tuple[str, str]]:
    """(document, line) of every `pip install` command in a shell block."""
    found = []
    for document in DOCUMENTS:
        for block in re.findall(r"^```sh\n(.*?)^```", document.read_text(encoding="utf-8"), flags=re.S | re.M):
            found += [(document.name, line.strip()) for line in block.splitlines() if "pip install" in line]
    return found


def installed_words(line: str) -> list[str]:
    """What a `pip install` line installs (a commented-out alternative included)."""
    command = line.lstrip("# ").split(" #", 1)[0]
    command = command[command.index("pip install") + len("pip install") :]
    return shlex.split(command.split("&&", 1)[0])


def test_every_install_line_installs_this_package_from_the_clone_or_the_wheel():
    lines = install_lines()
    assert len(lines) >= 6
    for document, line in lines:
        words = installed_words(line)
        assert not [word for word in words if word.split("[")[0] == PACKAGE], f"{document}: {line}"
        ours = [word for word in words if word.split("[")[0] == "." or word.startswith(("dist/", "$("))]
        if any(word.startswith("opentelemetry-") for word in words):
            assert ours, f"{document}: {line} installs OpenTelemetry pieces without this package"


def test_the_zero_code_install_has_an_otlp_exporter():
    """ "Drop those flags when an OTLP endpoint does": the install of the first way in brings the
    OTLP exporter that `opentelemetry-instrument` then uses by default."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = [line for document, line in install_lines() if document == "README.md" and "uvicorn" in line]
    assert "opentelemetry-exporter-otlp" in installed_words(line)
    assert "drop those flags when an\nOTLP endpoint does" in readme


def test_the_logs_exporter_line_names_only_logs_exporters():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = [line for line in readme.splitlines() if line.startswith("export OTEL_LOGS_EXPORTER=")]
    assert "aitf" not in line


def test_the_in_code_snippet_runs_as_written():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (code,) = re.findall(r"^```python name=in-code\n(.*?)^```", readme, flags=re.S | re.M)
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert (result.returncode, result.stderr) == (0, "")


def _anchors(document: Path) -> set[str]:
    """GitHub's heading anchors: lowercase, punctuation dropped, spaces to dashes."""
    headings = re.findall(r"^#+ (.+)$", document.read_text(encoding="utf-8"), flags=re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def test_every_relative_link_reaches_its_target():
    broken = []
    for document in DOCUMENTS:
        text = re.sub(r"^```.*?^```", "", document.read_text(encoding="utf-8"), flags=re.S | re.M)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = (document.parent / path).resolve() if path else document
            if not resolved.exists():
                broken.append(f"{document.relative_to(ROOT)}: {target}")
            elif anchor and resolved.suffix == ".md" and anchor not in _anchors(resolved):
                broken.append(f"{document.relative_to(ROOT)}: {target} (no such heading)")
    assert broken == []
