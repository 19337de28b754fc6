"""Generate ``tests/security/ocsf-schema-1.9.0.json``: the OCSF 1.9.0 schema the ``ocsf`` profile's
records are validated against, cut down to the two classes this package writes.

No OCSF 1.9.0 export ships in a package (``ocsf-json-schema`` stops at 1.8.0), so it is compiled
from the schema's sources, github.com/ocsf/ocsf-schema (Apache License 2.0), at the commit named
in the output's ``source`` field: the 1.9.0 line with the ``ai_agent`` object (ocsf-schema PR
#1641, issue #1640); the core schema, without ``extensions/``. Compiling takes the OCSF project's
compiler, ``ocsf-lib`` (``python -m ocsf.compile``), and two corrections of what its 0.10.4 writes,
so that the result matches what the OCSF server exports (``--verify`` checks it on 1.8.0, against
the export ``ocsf-json-schema`` ships):

- an object's or class's own ``constraints`` win over those of what it extends (``ocsf-lib``
  keeps the parent's: every ``_entity`` would need a name or a uid);
- an attribute the class (or what it extends) declares itself is not restricted to a profile
  that also adds it (``ocsf-lib`` ties API Activity's ``actor`` to ``host``, ``api`` to ``cloud``).

The output is the export layout ``ocsf_json_schema.OcsfJsonSchemaEmbedded`` reads: object-typed
attributes become ``object_t`` with an ``object_type``. Descriptions are dropped and only the
objects the two classes reach are kept; nothing that decides what a record may hold is.

    pip install 'ocsf-lib==0.10.4' 'ocsf-json-schema>=1.2'
    git clone https://github.com/ocsf/ocsf-schema && git -C ocsf-schema checkout <commit>
    python tools/gen_ocsf_schema.py ocsf-schema --source 'github.com/ocsf/ocsf-schema@<commit>'
    python tools/gen_ocsf_schema.py <a checkout of ocsf-schema v1.8.0> --verify
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "tests/security/ocsf-schema-1.9.0.json"
CLASSES = {"api_activity": ["trace", "ai_operation"], "detection_finding": []}
VERSION = "1.9.0"
# What OcsfJsonSchemaEmbedded reads of an attribute, a type, an object or a class; the rest
# (descriptions, references, observable ids) does not change what a record may hold.
ATTRIBUTE_KEYS = ("caption", "type", "object_type", "requirement", "is_array", "enum", "profile", "@deprecated")
TYPE_KEYS = ("caption", "type", "max_len", "range", "regex", "values")
ENTITY_KEYS = ("caption", "name", "uid", "constraints")


def compile_sources(source: Path) -> dict[str, Any]:
    """``ocsf-lib``'s compilation of the schema with its extensions (as the OCSF server exports it:
    an extension's objects named ``<extension>/<object>``)."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "ocsf-schema"
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns(".git"))
        done = subprocess.run(
            [sys.executable, "-m", "ocsf.compile", "--prefix-extensions", str(copy)],
            check=True,
            capture_output=True,
            text=True,
        )
    compiled: dict[str, Any] = json.loads(done.stdout)
    return compiled


class _Sources:
    """The schema's own files, by object or class name: what each declares before compiling. An
    extension's new objects are named ``<extension>/<name>``; its files without a name patch the
    object (or class) they extend, and win over it."""

    def __init__(self, source: Path) -> None:
        self.objects: dict[str, list[dict[str, Any]]] = {}
        self.events: dict[str, list[dict[str, Any]]] = {}
        self._read(source, "")
        for manifest in sorted(source.glob("extensions/*/extension.json")):
            prefix = json.loads(manifest.read_text(encoding="utf-8"))["name"] + "/"
            self._read(manifest.parent, prefix)

    def _read(self, root: Path, prefix: str) -> None:
        for folder, table in (("objects", self.objects), ("events", self.events)):
            for path in sorted((root / folder).rglob("*.json")):
                document = json.loads(path.read_text(encoding="utf-8"))
                if "name" in document:
                    table.setdefault(prefix + document["name"], []).append(document)
                elif prefix and "extends" in document:  # a patch: first, so that it wins
                    table.setdefault(document["extends"], []).insert(0, document)

    def chain(self, name: str, table: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
        """The entity's files (patches first), then those of what it extends, and so on."""
        found: list[dict[str, Any]] = []
        seen: set[str] = set()
        while name in table and name not in seen:
            seen.add(name)
            found.extend(table[name])
            extends = [d["extends"] for d in table[name] if "name" in d and "extends" in d]
            name = extends[0] if extends else ""
        return found

    def constraints(self, name: str, table: dict[str, list[dict[str, Any]]]) -> dict[str, Any] | None:
        for document in self.chain(name, table):
            if "constraints" in document:
                return dict(document["constraints"])
        return None

    def declared(self, name: str, table: dict[str, list[dict[str, Any]]]) -> dict[str, str | None]:
        """Each attribute the entity's files declare, with the profile its declaration names."""
        found: dict[str, str | None] = {}
        for document in self.chain(name, table):
            for key, value in document.get("attributes", {}).items():
                if key[0] != "$" and key not in found:
                    found[key] = value.get("profile") if isinstance(value, dict) else None
        return found


def _attribute(
    value: dict[str, Any], objects: dict[str, Any], declared: dict[str, str | None], name: str
) -> dict[str, Any]:
    kept = {key: value[key] for key in ATTRIBUTE_KEYS if value.get(key) is not None}
    if name in declared:  # declared by the entity: in a profile only if the declaration says so
        kept.pop("profile", None)
        if declared[name]:
            kept["profile"] = declared[name]
    if kept.get("type") in objects:
        kept["object_type"], kept["type"] = kept["type"], "object_t"
    if "enum" in kept:
        kept["enum"] = {code: {"caption": item.get("caption")} for code, item in kept["enum"].items()}
    return kept


def _entity(
    name: str, value: dict[str, Any], objects: dict[str, Any], sources: _Sources, table: dict[str, list[dict[str, Any]]]
) -> dict[str, Any]:
    entity = {key: value[key] for key in ENTITY_KEYS if value.get(key) is not None and key != "constraints"}
    constraints = sources.constraints(name, table)
    if constraints:
        entity["constraints"] = constraints
    declared = sources.declared(name, table)
    entity["attributes"] = {
        key: _attribute(attribute, objects, declared, key) for key, attribute in value["attributes"].items()
    }
    return entity


def _reachable(compiled: dict[str, Any]) -> list[str]:
    """Every object an attribute of the kept classes leads to, transitively."""
    objects = compiled["objects"]
    seen: set[str] = set()
    pending = [a["type"] for name in CLASSES for a in compiled["classes"][name]["attributes"].values()]
    while pending:
        name = pending.pop()
        if name in objects and name not in seen:
            seen.add(name)
            pending.extend(a["type"] for a in objects[name]["attributes"].values())
    return sorted(seen)


def convert(compiled: dict[str, Any], sources: _Sources, origin: str) -> dict[str, Any]:
    objects = compiled["objects"]
    return {
        "version": VERSION,
        "source": origin,
        "compiled_version": compiled["version"],
        "types": {
            name: {key: value[key] for key in TYPE_KEYS if value.get(key) is not None}
            for name, value in sorted(compiled["types"].items())
        },
        "classes": {
            name: _entity(name, compiled["classes"][name], objects, sources, sources.events) for name in CLASSES
        },
        "objects": {
            name: _entity(name, objects[name], objects, sources, sources.objects) for name in _reachable(compiled)
        },
        "profiles": sorted(compiled["profiles"]),
    }


def _class_schemas(export: dict[str, Any]) -> dict[str, Any]:
    from ocsf_json_schema import OcsfJsonSchemaEmbedded

    schema = OcsfJsonSchemaEmbedded(export)
    return {name: schema.get_class_schema(name, profiles) for name, profiles in CLASSES.items()}


def _strip_titles(node: Any) -> Any:
    """A JSON Schema without titles and deprecation marks, its enums sorted: what validation reads."""
    if isinstance(node, dict):
        return {
            key: sorted(value, key=str) if key == "enum" else _strip_titles(value)
            for key, value in node.items()
            if key not in ("title", "deprecated")
        }
    if isinstance(node, list):
        return [_strip_titles(value) for value in node]
    return node


def verify(source: Path) -> int:
    """Compile ``source`` (OCSF 1.8.0) as for 1.9.0 and compare the JSON Schemas of the two classes
    with those of the official 1.8.0 export; exit status 1 on any difference."""
    from ocsf_json_schema import get_ocsf_schema

    ours = _class_schemas(convert(compile_sources(source), _Sources(source), "verify"))
    official = _class_schemas(get_ocsf_schema("1.8.0"))
    differences = 0
    for name in CLASSES:
        mine, theirs = _strip_titles(ours[name]), _strip_titles(official[name])
        for key in sorted(set(mine["$defs"]) | set(theirs["$defs"])):
            if mine["$defs"].get(key) != theirs["$defs"].get(key):
                differences += 1
                print(f"{name}: $defs/{key} differs")
        rest = ({k: v for k, v in s.items() if k not in ("$defs", "$id")} for s in (mine, theirs))
        if next(rest) != next(rest):
            differences += 1
            print(f"{name}: the class itself differs")
    print(f"{differences} difference(s) from the official 1.8.0 export")
    return 1 if differences else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", type=Path, help="a checkout of github.com/ocsf/ocsf-schema")
    parser.add_argument("--source", dest="origin", help="where the sources came from, e.g. ...@<commit>")
    parser.add_argument("--verify", action="store_true", help="SOURCE is v1.8.0: compare with the official export")
    args = parser.parse_args()
    if args.verify:
        sys.exit(verify(args.source))
    if not args.origin:
        parser.error("--source is required to write the schema")
    schema = convert(compile_sources(args.source), _Sources(args.source), args.origin)
    OUT.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(schema['objects'])} objects, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
