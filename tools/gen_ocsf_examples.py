"""Regenerate the example OCSF records: docs/ocsf-examples/*.json and the "Example records" section
of docs/ocsf.md, from a CLIENT ``message/send`` span with one detection and its SERVER counterpart
(the spans of ``tests/ocsf_spans.py``), mapped by ``map_span``.

    python tools/gen_ocsf_examples.py           # rewrite the files
    python tools/gen_ocsf_examples.py --check   # exit 1 when a file's fields differ from a fresh mapping

Ids, times and the package version change on every run, so ``--check`` compares the fields each
record has (every key path), not their values: it fails when the mapping gained or lost a field
and the examples were not regenerated.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from opentelemetry.trace import SpanKind  # noqa: E402

from ocsf_spans import DETECTION, make_span  # noqa: E402
from opentelemetry.instrumentation.a2a.conventions import semconv as sc  # noqa: E402
from opentelemetry.instrumentation.a2a.conventions.semconv import MethodValues as M  # noqa: E402
from opentelemetry.instrumentation.a2a.security import map_span  # noqa: E402

EXAMPLES_DIR = ROOT / "docs" / "ocsf-examples"
DOC = ROOT / "docs" / "ocsf.md"
SECTION = "## Example records"
INTRO = """Made by `map_span` from a CLIENT `message/send` span with one detection and its SERVER
counterpart (`tests/ocsf_spans.py`; regenerate with `python tools/gen_ocsf_examples.py`, which
a test checks); the resource had no `service.name`, hence the SDK's `unknown_service:python`.
"""
AGENT_URL = "http://127.0.0.1:41241/jsonrpc"
# What a real JSON-RPC exchange puts on the spans besides ocsf_spans' defaults.
_EXCHANGE = {
    sc.URL_FULL: AGENT_URL,
    sc.AITF_A2A_AGENT_URL: AGENT_URL,
    sc.AITF_A2A_INTERACTION_MODE: "sync",
    sc.AITF_A2A_TASK_STATE: "completed",
    sc.AITF_A2A_MESSAGE_ROLE: "user",
}
# file name -> (profile, span kind, index of the record among the span's records)
EXAMPLES = {
    "aitf-7002-ai-agent-activity-delegation.json": ("aitf", SpanKind.CLIENT, 0),
    "aitf-7003-ai-tool-execution-skill-invoke.json": ("aitf", SpanKind.SERVER, 0),
    "aitf-7005-ai-security-finding.json": ("aitf", SpanKind.CLIENT, 1),
    "ocsf-6003-api-activity-client.json": ("ocsf", SpanKind.CLIENT, 0),
    "ocsf-6003-api-activity-server.json": ("ocsf", SpanKind.SERVER, 0),
    "ocsf-2004-detection-finding.json": ("ocsf", SpanKind.CLIENT, 1),
}


def records() -> dict[str, dict[str, Any]]:
    client = make_span(M.MESSAGE_SEND, SpanKind.CLIENT, detections=[DETECTION], extra=_EXCHANGE)
    server_extra = {key: value for key, value in _EXCHANGE.items() if key != sc.URL_FULL}
    server = make_span(M.MESSAGE_SEND, SpanKind.SERVER, extra={**server_extra, sc.AITF_A2A_AGENT_URL: None})
    spans = {SpanKind.CLIENT: client, SpanKind.SERVER: server}
    return {name: map_span(spans[kind], profile)[index].body for name, (profile, kind, index) in EXAMPLES.items()}


def key_paths(value: Any, prefix: str = "") -> set[str]:
    if isinstance(value, dict):
        return {path for key, item in value.items() for path in key_paths(item, f"{prefix}.{key}")} | {prefix}
    if isinstance(value, list):
        return {path for item in value for path in key_paths(item, f"{prefix}[]")} | {prefix}
    return {prefix}


def section(bodies: dict[str, dict[str, Any]]) -> str:
    parts = [SECTION, "", INTRO]
    for name, body in bodies.items():
        parts += [f"### `{name}`", "", "```json", json.dumps(body, indent=2, ensure_ascii=False), "```", ""]
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    fresh = records()
    if "--check" in argv:
        stale = [
            name
            for name, body in fresh.items()
            if key_paths(json.loads((EXAMPLES_DIR / name).read_text(encoding="utf-8"))) != key_paths(body)
        ]
        for name in stale:
            print(f"docs/ocsf-examples/{name}: fields differ from a fresh mapping; run tools/gen_ocsf_examples.py")
        return 1 if stale else 0
    for name, body in fresh.items():
        (EXAMPLES_DIR / name).write_text(json.dumps(body, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    text = DOC.read_text(encoding="utf-8")
    head, found, _ = text.partition(SECTION)
    if not found:
        raise SystemExit(f"{DOC}: no {SECTION!r} section")
    DOC.write_text(head + section(fresh), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
