"""The wheel and sdist, built as a release would be, carry what users need, and the wheel installs
into a fresh virtualenv: the license, ``py.typed``, the curated indicators, the conventions as data,
the OCSF schema and the entry point that ``opentelemetry-instrument`` finds."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "opentelemetry/instrumentation/a2a"
ENTRY_POINT = "a2a = opentelemetry.instrumentation.a2a:A2AInstrumentor"


def _uv() -> str:
    return shutil.which("uv") or str(Path(sys.executable).parent / "uv")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([_uv(), "build", "--quiet", "--out-dir", str(out), str(ROOT)], check=True, timeout=300)
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist


def test_the_wheel_carries_license_data_and_entry_point(built):
    wheel, _ = built
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        (entry_points,) = [name for name in names if name.endswith(".dist-info/entry_points.txt")]
        declared = archive.read(entry_points).decode()
        assert ENTRY_POINT in declared
        # OTEL_TRACES_SAMPLER=a2a_security_<name> (docs/ocsf.md#sampling), one per SDK sampler that drops.
        assert declared.count("= opentelemetry.instrumentation.a2a.security.sampling:") == 5
        # `curated` wherever a path to indicator documents is accepted (oatf/_named_sets.py).
        assert (
            "[a2a_oatf.indicator_sets]\ncurated = opentelemetry.instrumentation.a2a.detection.indicator_sources:CURATED_DIR"
            in declared
        )
        (license_file,) = [name for name in names if name.endswith(".dist-info/licenses/LICENSE")]
        assert "Apache License" in archive.read(license_file).decode()
    assert f"{PACKAGE}/py.typed" in names
    assert f"{PACKAGE}/security/schemas/aitf-ocsf-schema.json" in names
    curated = {path.name for path in (ROOT / "src" / PACKAGE / "detection" / "indicators").glob("*.yaml")}
    assert len(curated) >= 11  # A2A-001..A2A-011 at least; every one of them in the wheel
    assert {name.rsplit("/", 1)[1] for name in names if name.startswith(f"{PACKAGE}/detection/indicators/")} == curated
    conventions = {path.name for path in (ROOT / "semconv").glob("*.yaml")}
    assert conventions
    assert {name.rsplit("/", 1)[1] for name in names if name.startswith(f"{PACKAGE}/conventions/")} >= conventions
    assert not [name for name in names if name.startswith(("tests/", "examples/"))]


def test_the_sdist_carries_license_sources_and_tests(built):
    _, sdist = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for expected in ("LICENSE", "README.md", "pyproject.toml", f"src/{PACKAGE}/py.typed", "semconv/spans.yaml"):
        assert expected in names
    assert "tests/smoke/test_smoke.py" in names


def test_the_wheel_installs_into_a_fresh_venv_without_a2a_sdk(built, tmp_path):
    """Installed alone: it imports, ships its data, is found by the entry point, and instrument()
    without an a2a-sdk to instrument logs the missing dependency instead of raising."""
    wheel, _ = built
    venv = tmp_path / "venv"
    subprocess.run([_uv(), "venv", "--quiet", "--python", sys.executable, str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run([_uv(), "pip", "install", "--quiet", "--python", str(python), str(wheel)], check=True, timeout=300)
    probe = """
import importlib.metadata, importlib.resources, logging
logging.basicConfig(level=logging.ERROR)
from opentelemetry.instrumentation.a2a import A2AInstrumentor
package = importlib.resources.files("opentelemetry.instrumentation.a2a")
assert package.joinpath("py.typed").is_file()
assert package.joinpath("conventions", "spans.yaml").is_file()
(found,) = [e for e in importlib.metadata.entry_points(group="opentelemetry_instrumentor") if e.name == "a2a"]
assert found.load() is A2AInstrumentor
A2AInstrumentor().instrument()
print("instrument() returned")
"""
    run = subprocess.run([str(python), "-c", probe], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "instrument() returned"
    assert "a2a-sdk" in run.stderr  # the dependency check names what is missing
