"""The layout tells the architecture: one folder per layer, imports only downwards, and the
layout table of docs/development.md names every module of the tree."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "opentelemetry" / "instrumentation" / "a2a"
BASE = "opentelemetry.instrumentation.a2a"
SETTINGS = {"config", "environment_variables", "package", "version"}

# What each layer may import of this package (its own layer included). The instrumentor
# (``__init__``) wires them all together and is left out.
MAY_IMPORT = {
    "conventions": set(),
    "hygiene": set(),
    "settings": {"settings"},
    "oatf": {"hygiene"},
    "sdk": {"conventions", "hygiene"},
    "telemetry": {"sdk", "conventions", "hygiene", "settings"},
    "detection": {"oatf", "sdk", "conventions", "hygiene", "settings"},
    "wrapping": {"detection", "telemetry", "sdk", "conventions", "hygiene", "settings"},
    "security": {"telemetry", "conventions", "hygiene", "settings"},
}
# The `a2a-oatf` command evaluates recorded A2A messages as the instrumentation's detector shows
# them to indicators, derived fields included: an application of the engine, above it.
APPLICATIONS = {f"{BASE}.oatf.cli": {"detection"}}


def layer_of(module: str) -> str | None:
    """``opentelemetry.instrumentation.a2a.telemetry.metrics`` -> ``telemetry``; None: the instrumentor."""
    parts = module[len(BASE) + 1 :].split(".") if module != BASE else []
    if not parts or parts == ["__init__"]:
        return None
    return "settings" if parts[0] in SETTINGS else parts[0]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT / "src").with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Every module of this package that ``path`` imports, relative imports resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            if base.startswith(BASE):
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith(BASE))
    return found


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_import_runs_from_a_lower_layer_to_a_higher_one():
    upward = []
    for path in modules():
        layer = layer_of(module_name(path))
        if layer is None:
            continue
        for target in imported_modules(path):
            target_layer = layer_of(target)
            if target_layer is None:  # the package itself: `from .. import x` resolves x below
                continue
            allowed = MAY_IMPORT[layer] | APPLICATIONS.get(module_name(path), set())
            if target_layer != layer and target_layer not in allowed:
                upward.append(f"{module_name(path)} -> {target}")
    assert upward == []


def test_the_root_holds_only_the_instrumentor_its_settings_and_the_layers():
    files = {path.name for path in PACKAGE.iterdir() if path.is_file()}
    assert files == {"__init__.py", "py.typed"} | {f"{name}.py" for name in SETTINGS}
    folders = {path.name for path in PACKAGE.iterdir() if path.is_dir() and path.name != "__pycache__"}
    assert folders == set(MAY_IMPORT) - {"settings"}


def test_the_layout_table_matches_the_tree():
    readme = (ROOT / "docs" / "development.md").read_text()
    table = readme[readme.index("Layout of `src/opentelemetry/instrumentation/a2a/`") :]
    table = table[: table.index("\n\n", table.index("| folder |"))]
    listed: set[str] = set()
    folder = ""
    for row in table.splitlines():
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        if len(cells) != 3 or cells[0] == "folder" or (set(cells[0]) <= {"-"} and cells[0]):
            continue
        if cells[0]:
            folder = "" if cells[0] == "(root)" else cells[0].strip("`")
        for name in re.findall(r"`([^`]+)`", cells[1]):
            if name.endswith("/"):
                listed.add(folder + name)
            elif "*" in name:
                listed.update(str(p.relative_to(PACKAGE)) for p in (PACKAGE / folder).glob(name))
            else:
                listed.add(folder + name)
    tree = {
        str(path.relative_to(PACKAGE)) for path in modules() if path.name != "__init__.py" or path.parent == PACKAGE
    }
    tree |= {
        str(path.relative_to(PACKAGE)) + "/"
        for path in PACKAGE.rglob("*")
        if path.is_dir() and any(path.glob("*.yaml"))
    }
    assert listed == tree
