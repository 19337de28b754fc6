#!/usr/bin/env python3
"""Validate the labelled detection corpus (corpus/*.jsonl) and print counts.

Stdlib only.  Usage:  python corpus/check.py [FILE.jsonl ...]
Without arguments every corpus/*.jsonl next to this script is checked.
Exit status 1 on any schema error, 0 otherwise.
"""

from __future__ import annotations

import collections
import json
import pathlib
import sys

LABELS = {"malicious", "benign"}
KINDS = {"text", "push_url", "card_name", "secret", "delegation"}
TEXT_TECHNIQUES = {
    "instruction_override",
    "persona_jailbreak",
    "system_prompt_extraction",
    "delimiter_injection",
    "hidden_instructions",
    "exfiltration",
    "markdown_image_exfiltration",
    "tool_hijack",
    "credential_harvesting",
    "session_smuggling",
    "encoded",
    "agent_card_poisoning",
    "indirect_injection",  # an order placed in a document the agent reads (bastion.jsonl's category)
}
BENIGN_TECHNIQUES = {"benign_twin", "benign"}
KIND_TECHNIQUE = {
    "push_url": "push_ssrf",
    "card_name": "card_spoofing",
    "secret": "secrets",
    "delegation": "delegation_loop",
}
KIND_PAYLOAD = {
    "text": "text",
    "card_name": "text",
    "secret": "text",
    "push_url": "url",
    "delegation": "chain",
}
COMMON = ("id", "label", "kind", "technique", "language", "source")
OPTIONAL = {"twin_of", "note"}
# Characters that split a line for str.splitlines() or some JSONL readers.
LINE_BREAKS = ("\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e")


def check_file(path: pathlib.Path, errors: list[str]) -> list[dict]:
    cases: list[dict] = []
    raw = path.read_bytes()
    if raw and not raw.endswith(b"\n"):
        errors.append(f"{path.name}: last line has no newline")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        errors.append(f"{path.name}: not UTF-8 ({exc})")
        return cases
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        where = f"{path.name}:{lineno}"
        if "\r" in line:
            errors.append(f"{where}: raw carriage return in the line")
        for ch in LINE_BREAKS:
            if ch in line:
                errors.append(f"{where}: raw U+{ord(ch):04X} inside the line (escape it)")
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(f"{where}: invalid JSON ({exc})")
            continue
        if not isinstance(obj, dict):
            errors.append(f"{where}: not a JSON object")
            continue
        obj["_where"] = where
        cases.append(obj)
    return cases


def validate(cases: list[dict], errors: list[str], split: str) -> None:
    ids = collections.Counter(c.get("id") for c in cases)
    for cid, n in ids.items():
        if n > 1:
            errors.append(f"{split}: id {cid!r} used {n} times")
    by_id = {c.get("id"): c for c in cases}
    for c in cases:
        w = f"{c['_where']} ({c.get('id')})"
        for field in COMMON:
            v = c.get(field)
            if not isinstance(v, str) or not v.strip():
                errors.append(f"{w}: missing or empty {field!r}")
        kind, label, tech = c.get("kind"), c.get("label"), c.get("technique")
        if label not in LABELS:
            errors.append(f"{w}: label {label!r} not in {sorted(LABELS)}")
        if kind not in KINDS:
            errors.append(f"{w}: kind {kind!r} not in {sorted(KINDS)}")
            continue
        lang = c.get("language")
        if isinstance(lang, str) and not (len(lang) == 2 and lang.isalpha() and lang.islower()):
            errors.append(f"{w}: language {lang!r} is not an ISO 639-1 code")
        payload = KIND_PAYLOAD[kind]
        allowed = set(COMMON) | OPTIONAL | {payload, "_where"}
        extra = set(c) - allowed
        if extra:
            errors.append(f"{w}: unexpected fields {sorted(extra)} for kind {kind!r}")
        v = c.get(payload)
        if kind == "delegation":
            if not (isinstance(v, list) and v and all(isinstance(x, str) and x for x in v)):
                errors.append(f"{w}: 'chain' must be a non-empty list of strings")
        elif not isinstance(v, str) or not v:
            errors.append(f"{w}: missing or empty {payload!r}")
        if kind == "text":
            if label == "malicious" and tech not in TEXT_TECHNIQUES:
                errors.append(f"{w}: malicious text technique {tech!r} unknown")
            if label == "benign" and tech not in BENIGN_TECHNIQUES:
                errors.append(f"{w}: benign text technique must be benign_twin or benign, not {tech!r}")
        elif tech != KIND_TECHNIQUE[kind]:
            errors.append(f"{w}: technique for kind {kind!r} must be {KIND_TECHNIQUE[kind]!r}, not {tech!r}")
        twin = c.get("twin_of")
        if tech == "benign_twin" and not twin:
            errors.append(f"{w}: benign_twin without 'twin_of'")
        if twin is not None:
            if label != "benign":
                errors.append(f"{w}: 'twin_of' on a non-benign case")
            t = by_id.get(twin)
            if t is None:
                errors.append(f"{w}: twin_of {twin!r} not found in the same file")
            elif t.get("label") != "malicious":
                errors.append(f"{w}: twin_of {twin!r} is not a malicious case")
            elif t.get("kind") != kind:
                errors.append(f"{w}: twin_of {twin!r} has kind {t.get('kind')!r}, not {kind!r}")


def table(title: str, counter: collections.Counter) -> None:
    print(f"  {title}:")
    for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"    {str(key):<40} {n:>5}")


def report(split: str, cases: list[dict]) -> None:
    print(f"== {split}: {len(cases)} cases")
    table("label", collections.Counter(c.get("label") for c in cases))
    table("kind x label", collections.Counter(f"{c.get('kind')} / {c.get('label')}" for c in cases))
    table("technique x label", collections.Counter(f"{c.get('technique')} / {c.get('label')}" for c in cases))
    text = [c for c in cases if c.get("kind") == "text"]
    table("language x label (kind=text)", collections.Counter(f"{c.get('language')} / {c.get('label')}" for c in text))
    table("language (all kinds)", collections.Counter(c.get("language") for c in cases))
    mal = collections.Counter((c.get("technique"), c.get("language")) for c in text if c.get("label") == "malicious")
    techs = sorted({t for t, _ in mal})
    langs = sorted({lg for _, lg in mal})
    if techs:
        print("  malicious text, technique x language:")
        print("    " + " " * 30 + "".join(f"{lg:>5}" for lg in langs))
        for t in techs:
            print(f"    {t:<30}" + "".join(f"{mal[(t, lg)]:>5}" for lg in langs))


def main(argv: list[str]) -> int:
    here = pathlib.Path(__file__).resolve().parent
    files = [pathlib.Path(a) for a in argv] or sorted(here.glob("*.jsonl"))
    if not files:
        print("no corpus/*.jsonl files found", file=sys.stderr)
        return 1
    errors: list[str] = []
    for path in files:
        cases = check_file(path, errors)
        validate(cases, errors, path.stem)
        report(path.stem, cases)
    if errors:
        print(f"\n{len(errors)} schema error(s):", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        return 1
    print("\nschema OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
