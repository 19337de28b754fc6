"""``a2a-oatf``: check OATF documents and evaluate them offline over recorded A2A messages.

::

    a2a-oatf lint PATH...                                   # files or folders of *.yaml / *.yml
    a2a-oatf eval --indicators PATH... --messages FILE.jsonl

Exit status: 0 fine, 1 a document or input is invalid, 2 usage error.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from ._engine import IndicatorSet
from ._errors import LoadError, OATFError
from ._loader import DEFAULT_LIMITS, load_yaml_file
from ._model import Diagnostic
from ._normalize import normalize_document
from ._validate import validate

__all__ = ["main"]

MAX_LINE_BYTES = 4 * 1024 * 1024


def _files(paths: Sequence[str], err: TextIO) -> tuple[list[Path], bool]:
    out: list[Path] = []
    ok = True
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(f for f in path.rglob("*") if f.suffix in (".yaml", ".yml") and f.is_file())
            if not found:
                print(f"{p}: no .yaml or .yml files in this folder", file=err)
                ok = False
            out.extend(found)
        elif path.is_file():
            out.append(path)
        elif path.exists():
            print(f"{p}: not a regular file or folder (a FIFO or device would block the reader)", file=err)
            ok = False
        else:
            print(f"{p}: no such file or folder", file=err)
            ok = False
    return out, ok


def _lint_file(path: Path, strict: bool) -> tuple[list[Diagnostic], int]:
    try:
        data = load_yaml_file(path, limits=DEFAULT_LIMITS)
    except LoadError as exc:
        where = exc.yaml_path or ""
        reason = exc.reason if exc.line is None else f"line {exc.line}: {exc.reason}"
        return [Diagnostic(exc.rule or "P-000", where, reason)], 0
    result = validate(data, strict=strict)
    count = 0
    if result.valid:
        count = len(normalize_document(data, source=str(path)).attack.indicators)
    return result.errors + result.warnings, count


def _cmd_lint(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    files, ok = _files(args.paths, err)
    n_errors = n_warnings = n_indicators = 0
    for path in files:
        diags, count = _lint_file(path, strict=not args.lenient)
        n_indicators += count
        for d in diags:
            if d.severity == "error":
                n_errors += 1
            else:
                n_warnings += 1
                if args.quiet:
                    continue
            print(d.format(str(path)), file=err if d.severity == "error" else out)
    if n_errors or not ok:
        print(f"FAILED: {n_errors} error(s), {n_warnings} warning(s) in {len(files)} document(s)", file=err)
        return 1
    print(f"OK: {len(files)} document(s), {n_indicators} indicator(s), {n_warnings} warning(s)", file=out)
    return 0


def _records(path: Path, err: TextIO) -> Iterator[tuple[int, dict[str, Any] | None]]:
    with path.open("rb") as handle:
        for lineno, raw in enumerate(handle, start=1):
            if len(raw) > MAX_LINE_BYTES:
                print(f"{path}:{lineno}: line is longer than {MAX_LINE_BYTES} bytes", file=err)
                yield lineno, None
                continue
            text = raw.strip()
            if not text:
                continue
            try:
                record = json.loads(text)
            except RecursionError:
                print(f"{path}:{lineno}: JSON nests too deeply", file=err)
                yield lineno, None
                continue
            except ValueError as exc:
                print(f"{path}:{lineno}: not valid JSON: {exc}", file=err)
                yield lineno, None
                continue
            problem = _check_record(record)
            if problem:
                print(f"{path}:{lineno}: {problem}", file=err)
                yield lineno, None
                continue
            yield (
                lineno,
                {
                    "protocol": record.get("protocol", "a2a"),
                    "surface": record.get("surface", record.get("method")),
                    "direction": record["direction"],
                    "actor": record.get("actor"),
                    "message": record["message"],
                },
            )


def _check_record(record: Any) -> str | None:
    if not isinstance(record, dict):
        return "each line must be a JSON object with protocol, surface (or method), direction, message"
    surface = record.get("surface", record.get("method"))
    if not isinstance(surface, str):
        return "missing 'surface' (or 'method'): the A2A operation, e.g. message/send or agent_card/get"
    if record.get("direction") not in ("request", "response"):
        return "'direction' must be 'request' or 'response'"
    if not isinstance(record.get("protocol", "a2a"), str):
        return "'protocol' must be a string"
    if not isinstance(record.get("actor", ""), (str, type(None))):
        return "'actor' must be a string: the execution-profile actor whose connection carried the message"
    if "message" not in record:
        return "missing 'message' (params for requests, result/error for responses, the card for agent_card/get)"
    return None


def _with_derived_fields(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A2A records as the instrumentation's detector shows them to indicators: with the derived
    fields (``x_text``, ``x_raw``...; ``detection/derived.py``), so a recorded message meets the
    curated set exactly as it did on the wire."""
    from ..detection.derived import derive  # the instrumentation's own step; stdlib only

    return [
        {**record, "message": derive(str(record.get("surface")), record.get("message"))}
        if record.get("protocol", "a2a") == "a2a"
        else record
        for record in records
    ]


def _cmd_eval(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    files, ok = _files(args.indicators, err)
    if not ok:
        return 1
    try:
        indicator_set = IndicatorSet.load([str(f) for f in files], strict=not args.lenient)
    except OATFError as exc:
        print(f"cannot load indicators: {exc}", file=err)
        return 1
    messages = Path(args.messages)
    if not messages.is_file():
        print(f"{args.messages}: no such file", file=err)
        return 1
    records = []
    bad_lines: list[int] = []
    for lineno, record in _records(messages, err):
        if record is None:
            bad_lines.append(lineno)
        else:
            records.append(record)
    # One hostile line does not stop the audit of the others: they are evaluated and reported; the
    # bad lines are named, in the report too, and the exit status says the input was not whole.
    verdicts = indicator_set.evaluate_trace(_with_derived_fields(records), source="a2a-oatf")
    names = {doc.attack.id: doc.attack.name for doc in indicator_set.documents}
    report = {
        "messages": len(records),
        "attacks": [{"attack_name": names.get(v.attack_id), **v.to_dict()} for v in verdicts],
        "indicator_errors": [vars(e) for e in indicator_set.errors],
    }
    if bad_lines:
        report["bad_lines"] = bad_lines
    _write_json(report, out, indent=2 if args.pretty else None)
    if bad_lines:
        print(f"FAILED: {len(bad_lines)} bad line(s) in {messages}; the other {len(records)} evaluated", file=err)
        return 1
    return 0


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _write_json(value: Any, out: TextIO, indent: int | None) -> None:
    """Write ``value`` as JSON, always: a lone surrogate (from a message's ``\\udXXX`` escape) is
    kept as its JSON escape, and an output that cannot encode the text gets it all escaped."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    text = _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    try:
        out.write(text + "\n")
    except UnicodeEncodeError:  # e.g. an ASCII-only locale: the escaped form is the same JSON
        out.write(json.dumps(value, indent=indent, ensure_ascii=True) + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="a2a-oatf", description="OATF threat indicators for A2A traffic.")
    sub = parser.add_subparsers(dest="command", required=True)
    lint = sub.add_parser("lint", help="check OATF documents (files or folders)")
    lint.add_argument("paths", nargs="+", metavar="PATH")
    lint.add_argument("--lenient", action="store_true", help="report unknown non-x- fields as warnings")
    lint.add_argument("-q", "--quiet", action="store_true", help="do not print warnings")
    ev = sub.add_parser("eval", help="evaluate indicators over recorded A2A messages (JSON lines)")
    ev.add_argument("--indicators", nargs="+", required=True, metavar="PATH")
    ev.add_argument("--messages", required=True, metavar="FILE.jsonl")
    ev.add_argument("--lenient", action="store_true", help="accept unknown non-x- fields (warnings)")
    ev.add_argument("--pretty", action="store_true", help="indent the JSON output")
    return parser


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    args = _parser().parse_args(argv)
    try:
        if args.command == "lint":
            return _cmd_lint(args, out, err)
        return _cmd_eval(args, out, err)
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
