"""Generate the Python constants and the documentation tables from ``semconv/*.yaml``.

    python tools/gen_semconv.py           # write the generated files
    python tools/gen_semconv.py --check   # exit 1 if any generated file is stale

The YAML is the source of truth; ``tests/test_semconv.py`` runs ``--check``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SEMCONV_DIR = ROOT / "semconv"
PY_OUT = ROOT / "src/opentelemetry/instrumentation/a2a/conventions/semconv.py"
DOC_OUT = ROOT / "docs/conventions.md"


def load() -> dict:
    model = {}
    for name in ("registry", "spans", "events", "metrics"):
        with open(SEMCONV_DIR / f"{name}.yaml", encoding="utf-8") as handle:
            model.update(yaml.safe_load(handle))
    return model


def constant_name(text: str) -> str:
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", text)  # getAuthenticatedExtendedCard -> get_Authenticated...
    return re.sub(r"[^0-9A-Za-z]+", "_", snake).strip("_").upper()


def class_name(enum_name: str) -> str:
    return "".join(part.capitalize() for part in enum_name.split("_")) + "Values"


def render_python(model: dict) -> str:
    lines = [
        '"""Names and values of the conventions this package emits.',
        "",
        "GENERATED from semconv/*.yaml by tools/gen_semconv.py: do not edit by hand.",
        "This module is the only place an attribute, span or event name is spelled.",
        '"""',
        "",
        "# fmt: off",
        "",
        "# Attributes",
    ]
    for attribute in model["attributes"]:
        lines.append(f'{constant_name(attribute["id"])} = "{attribute["id"]}"')
    for enum_name, values in model["enums"].items():
        lines += [
            "",
            "",
            f"class {class_name(enum_name)}:",
            f'    """Values of the `{enum_name}` enum."""',
            "",
        ]
        for value in values:
            lines.append(f'    {constant_name(value)} = "{value}"')
    lines += ["", "", "class SpanName:", '    """Span names (before the agent-name suffix)."""', ""]
    for span in model["spans"]:
        lines.append(f'    {constant_name(span["name"].removeprefix("a2a."))} = "{span["name"]}"')
    lines += ["", "", "class EventName:", '    """Span event names."""', ""]
    for event in model["events"]:
        lines.append(f'    {constant_name(event["name"].removeprefix("a2a."))} = "{event["name"]}"')
    lines += ["", "", "class MetricName:", '    """Metric names."""', ""]
    for metric in model["metrics"]:
        lines.append(f'    {constant_name(metric["name"].removeprefix("a2a."))} = "{metric["name"]}"')
    lines += ["", "", "# Advisory histogram bucket boundaries, per metric."]
    lines.append("METRIC_BUCKETS = {")
    for metric in model["metrics"]:
        if "buckets" in metric:  # histograms only
            lines.append(f'    "{metric["name"]}": {tuple(metric["buckets"])!r},')
    lines.append("}")
    lines += ["", "# fmt: on", ""]
    return "\n".join(lines)


def _attribute_rows(model: dict, levels: dict, extra: dict) -> list[str]:
    registry = {a["id"]: a for a in model["attributes"]}
    rows = ["| Attribute | Type | Requirement | Description |", "|---|---|---|---|"]
    for source, marker in ((levels, ""), (extra or {}, " ¹")):
        for attribute_id, level in source.items():
            attribute = registry[attribute_id]
            brief = " ".join(attribute["brief"].split())
            enum = attribute.get("enum")
            if enum:
                brief += " One of: " + ", ".join(f"`{v}`" for v in model["enums"][enum]) + "."
            level_text = level.replace("_", " ").capitalize()
            rows.append(f"| `{attribute_id}`{marker} | {attribute['type']} | {level_text} | {brief} |")
    return rows


def render_other_conventions(model: dict) -> list[str]:
    """The `dup` and `draft` conventions (spans.yaml `opt_in_attributes`, `mirrors`, `draft`)."""
    draft = model["draft"]
    out = [
        "### Conventions `dup`: AITF and the OpenTelemetry A2A draft attributes",
        "",
        '`instrument(conventions="dup")`, or `OTEL_SEMCONV_STABILITY_OPT_IN` listing '
        "`gen_ai_latest_experimental` or `a2a_latest_experimental/dup`: the spans above, and on every one:",
        "",
    ]
    out += _attribute_rows(model, model["opt_in_attributes"], None)
    out += ["", "Mirrors (the same fact under both names; method and state values in the draft's spelling):", ""]
    out += ["| AITF attribute | draft attribute |", "|---|---|"]
    out += [f"| `{aitf}` | `{mirror}` |" for aitf, mirror in model["mirrors"].items()]
    out += [
        "",
        "### Conventions `draft`: the OpenTelemetry A2A draft only",
        "",
        '`instrument(conventions="draft")`, or `OTEL_SEMCONV_STABILITY_OPT_IN` listing '
        f"`a2a_latest_experimental`: each span is named `{draft['span_name']}`, CLIENT in the caller and "
        "SERVER in the serving agent, and carries the draft's attributes only.",
        "",
        "| Operation (AITF span) | Span name | Kind |",
        "|---|---|---|",
    ]
    for span in model["spans"]:
        names = " or ".join(f"`{name}`" for name in span.get("draft_names", ())) or "(no span)"
        kinds = " or ".join(f"`{kind}`" for kind in span["kinds"])
        out.append(f"| `{span['name']}` | {names} | {kinds} |")
    out += ["", "Every span:", ""]
    out += _attribute_rows(model, draft["attributes"], None)
    out += ["", "CLIENT spans:", ""]
    out += _attribute_rows(model, draft["client_attributes"], None)
    out += ["", "SERVER spans:", ""]
    out += _attribute_rows(model, draft["server_attributes"], None)
    out += [
        "",
        "A draft attribute is required where its AITF mirror is required for that span. Every other "
        "attribute of the AITF tables is left out: `url.full`, `http.response.status_code` and every "
        "`aitf.*` attribute without a mirror. Span events are those of the AITF span, with their AITF "
        "attributes (the draft defines none); no `exception` event.",
        "",
    ]
    return out


def render_tables(model: dict) -> str:
    out = []
    for span in model["spans"]:
        name = span["name"] + (" {agent name}" if span.get("name_suffix") == "agent_name" else "")
        kinds = " or ".join(f"`{kind}`" for kind in span["kinds"])
        origin = (
            " Not in the seed: named and shaped after its spans for an operation it does not cover."
            if span.get("origin") == "extension"
            else ""
        )
        out += [f"### Span `{name}`", "", f"Kind {kinds}. {span['brief']}{origin}", ""]
        out += _attribute_rows(model, span["attributes"], span.get("extra_attributes"))
        events = [*span.get("events", []), *model["common_events"]]
        out += ["", "Events: " + ", ".join(f"`{e}`" for e in events) + "."]
        out.append("")
    out += render_other_conventions(model)
    for event in model["events"]:
        out += [f"### Event `{event['name']}`", "", event["brief"], ""]
        out += _attribute_rows(model, event["attributes"], event.get("extra_attributes"))
        out.append("")
    for metric in model["metrics"]:
        out += [
            f"### Metric `{metric['name']}`",
            "",
            f"{metric['instrument'].capitalize()}, unit `{metric['unit']}`. {metric['brief']}",
            "",
        ]
        out += _attribute_rows(model, metric["attributes"], None)
        if "draft_attributes" in metric:
            out += ["", 'With `conventions="draft"`:', ""]
            out += _attribute_rows(model, metric["draft_attributes"], None)
        else:
            out += ["", "The same in every conventions mode."]
        out.append("")
    out += [
        "¹ Not in the seed's table for this span or event: added by this package "
        "(general OpenTelemetry attributes, or registry attributes that the seed names elsewhere).",
    ]
    return "\n".join(out)


def render_doc(model: dict) -> str:
    return "\n".join(
        [
            "# Conventions",
            "",
            "GENERATED from `semconv/*.yaml` by `tools/gen_semconv.py` (`make semconv`): do not edit by hand.",
            "The normative source is the AITF A2A span conventions (`../shared/seeds/aitf-a2a-span-conventions.md`);",
            "see `docs/design-notes.md` for the choices where it is silent.",
            "",
            render_tables(model),
            "",
        ]
    )


def main(argv: list[str]) -> int:
    model = load()
    outputs = {
        PY_OUT: render_python(model),
        DOC_OUT: render_doc(model),
    }
    stale = [path for path, text in outputs.items() if not path.exists() or path.read_text(encoding="utf-8") != text]
    if "--check" in argv:
        for path in stale:
            print(f"stale: {path.relative_to(ROOT)} (run `make semconv`)")
        return 1 if stale else 0
    for path in stale:
        path.write_text(outputs[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
