"""`make bench-peers`: every A2A instrumentation a user could pick, pinned in this one place.

Each contender gets a virtualenv of its own, ``.venv/peers-<name>``, installed from PyPI by the
Makefile with what ``pip_args`` prints (the contender, its a2a-sdk line at one pinned release,
and the same OpenTelemetry SDK and server for everyone); ``benchmarks/peers/run.py`` measures it
there. Run as a script, this module answers the Makefile:

- ``contenders.py names``: the contenders' names;
- ``contenders.py pip-args NAME``: the requirements to install into NAME's venv, space-separated;
- ``contenders.py python NAME PYTHON``: an interpreter that NAME's packages accept (PYTHON when it
  is new enough; else one found on PATH or under pyenv), or exit 3 when the machine has none.

Standard library only: the Makefile runs it with the system Python, before any venv exists.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass

A2A_SDK_1 = "1.3.0"
A2A_SDK_03 = "0.3.26"
# The same OpenTelemetry SDK and HTTP stack in every venv (every contender accepts these releases).
COMMON = ("opentelemetry-sdk==1.45.2", "uvicorn==0.54.0", "httpx==0.28.1")


@dataclass(frozen=True)
class Contender:
    name: str
    # What the tables call it.
    label: str
    # The a2a-sdk release the venv gets (the contender's line).
    a2a_sdk: str
    # The contender's own distributions (empty: the a2a-sdk's built-in tracing).
    packages: tuple[str, ...] = ()
    # This repository, installed editable (`pip install -e .`).
    this_package: bool = False
    # The oldest Python the contender's packages accept.
    min_python: tuple[int, int] = (3, 10)

    @property
    def line(self) -> str:
        return "0.3" if self.a2a_sdk.startswith("0.") else "1"


CONTENDERS = (
    Contender("ours-1", "opentelemetry-instrumentation-a2a", A2A_SDK_1, this_package=True),
    Contender("ours-03", "opentelemetry-instrumentation-a2a", A2A_SDK_03, this_package=True),
    Contender("sdk-1", "a2a-sdk built-in tracing", A2A_SDK_1),
    Contender("sdk-03", "a2a-sdk built-in tracing", A2A_SDK_03),
    # Requires-Python >=3.13,<3.15 (and its code uses PEP 695 generics); its `a2a` extra asks for
    # a2a-sdk>=1.1,<2.
    Contender("otel-kit", "a2a-otel-kit", A2A_SDK_1, ("a2a-otel-kit[a2a]==0.6.0",), min_python=(3, 13)),
    # a2a-sdk>=1.2,<2. A guarded client (egress policy, budgets) with a per-call trace of its own:
    # it records no OpenTelemetry spans.
    Contender("astromesh", "astromesh-a2a", A2A_SDK_1, ("astromesh-a2a==0.1.1",)),
    # a2a-sdk>=0.3.0,<1.0.0; pulls in the `galileo` client. Its instrumentor imports
    # opentelemetry-instrumentation, which it does not declare: installed beside it (the release
    # that goes with opentelemetry-sdk 1.45.2).
    Contender("galileo", "galileo-a2a", A2A_SDK_03, ("galileo-a2a==1.0.0", "opentelemetry-instrumentation==0.66b2")),
)
BY_NAME = {contender.name: contender for contender in CONTENDERS}


def pip_args(contender: Contender) -> list[str]:
    return [
        *(["-e", "."] if contender.this_package else []),
        f"a2a-sdk[http-server]=={contender.a2a_sdk}",
        *contender.packages,
        *COMMON,
    ]


def _version_of(python: str) -> tuple[int, int] | None:
    try:
        out = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:2])"], capture_output=True, text=True, timeout=30
        )
    except OSError:
        return None
    if out.returncode != 0:
        return None
    major, minor = out.stdout.split()
    return int(major), int(minor)


def python_for(contender: Contender, default: str) -> str | None:
    """``default`` if it is new enough, else the first new-enough ``python3.N`` found (PATH, then
    pyenv's versions, whose shims only run the selected version)."""
    candidates = [default]
    newer = [f"python3.{minor}" for minor in range(14, contender.min_python[1] - 1, -1)]
    candidates += [path for name in newer if (path := shutil.which(name))]
    pyenv_root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    for name in newer:
        candidates += sorted(glob.glob(os.path.join(pyenv_root, "versions", "*", "bin", name)), reverse=True)
    for python in candidates:
        version = _version_of(python)
        if version is not None and version >= contender.min_python:
            return python
    return None


def main(argv: list[str]) -> int:
    command, *rest = argv
    if command == "names":
        print(" ".join(BY_NAME))
        return 0
    contender = BY_NAME[rest[0]]
    if command == "pip-args":
        # Unquoted, one word each: the Makefile splits them with globbing off.
        print(" ".join(pip_args(contender)))
        return 0
    if command == "python":
        python = python_for(contender, rest[1])
        if python is None:
            wanted = ".".join(map(str, contender.min_python))
            print(f"{contender.name}: no Python >= {wanted} on this machine", file=sys.stderr)
            return 3
        print(python)
        return 0
    raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
