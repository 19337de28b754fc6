"""docs/oatf.md runs as written: its console transcripts (each ``$`` command, run from the clone
with this venv's ``a2a-oatf``, prints exactly the lines below it), its API example (prints what its
comment says), and the minimal document it shows is the file the repository ships."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "oatf.md"
_BLOCK = re.compile(r"^```(?P<lang>\w+)(?P<info>[^\n]*)\n(?P<body>.*?)^```", re.M | re.S)


def blocks(lang: str) -> dict[str, str]:
    """info (``name=...`` or ``file=...``) -> body, of every fenced block of that language."""
    return {m["info"].strip(): m["body"] for m in _BLOCK.finditer(DOC.read_text(encoding="utf-8")) if m["lang"] == lang}


def transcripts() -> list[tuple[str, str, list[str]]]:
    """(block name, command, expected output lines) of every ``$`` line of the console blocks."""
    found = []
    for info, body in blocks("console").items():
        command, expected = None, []
        for line in [*body.splitlines(), "$ "]:
            if line.startswith("$ "):
                if command:
                    found.append((info, command, expected))
                command, expected = line[2:], []
            else:
                expected.append(line)
    return found


def test_the_doc_has_the_transcripts_the_tests_run():
    assert [(info, command.split()[1]) for info, command, _ in transcripts()] == [
        ("name=first-document", "lint"),
        ("name=first-document", "eval"),
        ("name=lint", "lint"),
    ]


@pytest.mark.parametrize(("info", "command", "expected"), transcripts(), ids=lambda v: v if "=" in str(v) else "")
def test_console_transcripts_run_as_written(info, command, expected):
    env = {key: value for key, value in os.environ.items() if not key.startswith("OTEL_")}
    # This venv's a2a-oatf, as the install the doc starts with puts it on PATH; unbuffered, so the
    # report and the verdict lines come in the order a terminal shows them.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONUNBUFFERED"] = "1"
    result = subprocess.run(
        ["bash", "-c", f"{{ {command}; }} 2>&1"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    # Each transcript either succeeds or ends in `|| echo "exit status $?"`, which shows the status.
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines == expected


def test_the_minimal_document_shown_is_the_one_shipped():
    (body,) = [body for info, body in blocks("yaml").items() if info == "file=examples/indicators/minimal.yaml"]
    shipped = (ROOT / "examples" / "indicators" / "minimal.yaml").read_text(encoding="utf-8")
    # The file starts with a comment saying how to run it; the document itself is what the doc shows.
    assert shipped.endswith(body)
    assert shipped[: -len(body)].strip().startswith("#")


def test_the_api_example_prints_what_it_says():
    code = blocks("python")["name=api"]
    expected = [line.removeprefix("# ") for line in code.splitlines() if line.startswith("# ")]
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == expected
