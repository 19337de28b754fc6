"""``a2a-oatf``: check OATF documents and evaluate them offline over recorded A2A messages.

::

    a2a-oatf lint PATH...                                   # files or folders of *.yaml / *.yml, or `curated`
    a2a-oatf eval --indicators PATH... --messages FILE.jsonl [--fail-on exploited]
    a2a-oatf path [NAME]                                    # where a named indicator set is installed

Exit status (``EXIT_STATUS``): 0 fine, 1 a document or input is invalid, 2 usage error, 3 an
attack's verdict is one ``--fail-on`` names.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Iterator, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO

from ._engine import IndicatorSet
from ._errors import LoadError, OATFError
from ._loader import DEFAULT_LIMITS, load_yaml_file
from ._model import Diagnostic
from ._named_sets import indicator_set_names, is_bare_name, named_indicator_set, resolve_indicator_path
from ._normalize import normalize_document
from ._validate import validate
from ._verdict import AttackResult

__all__ = ["EXIT_STATUS", "main"]

MAX_LINE_BYTES = 4 * 1024 * 1024
DISTRIBUTION = "opentelemetry-instrumentation-a2a"
ATTACK_RESULTS: tuple[AttackResult, ...] = ("exploited", "partial", "error", "not_exploited")
EXIT_FINE, EXIT_INVALID, EXIT_USAGE, EXIT_VERDICT = 0, 1, 2, 3
EXIT_STATUS = {
    EXIT_FINE: "fine",
    EXIT_INVALID: "a document, a path or a line of the messages is invalid (each one named on standard error)",
    EXIT_USAGE: "usage error",
    EXIT_VERDICT: "eval --fail-on: an attack's verdict is one the option names",
}
# V-018 is a warning in the OATF SDK spec (the conformance suite holds it so); lint makes it an
# error, since an indicator on an operation its protocol does not have can never fire.
NEVER_FIRES = frozenset({"V-018"})

_EPILOG = f"""\
paths:
  A PATH is an OATF document (*.yaml, *.yml), a folder of them (read recursively), or the name of
  an installed indicator set: `curated`, the set shipped with this package (`a2a-oatf path curated`
  prints its folder).

messages (eval --messages FILE.jsonl):
  one JSON object per line, an A2A message as the OATF A2A binding shows it to indicators:
    {{"surface": "message/send", "direction": "request", "message": {{"message": {{"role": "user", "parts": [...]}}}}}}
  surface (or method): the A2A operation (message/send, message/stream, tasks/get, agent_card/get...);
  direction: request or response; message: the JSON-RPC params (requests), the result or error
  (responses), the Agent Card (agent_card/get); protocol (default a2a) and actor: optional.
  The report (JSON on standard output) gives each attack's verdict: exploited, partial, error or
  not_exploited, with each indicator's result.

exit status:
{chr(10).join(f"  {code}  {meaning}" for code, meaning in EXIT_STATUS.items())}
"""


def _files(paths: Sequence[str], err: TextIO) -> tuple[list[Path], bool]:
    out: list[Path] = []
    ok = True
    for p in paths:
        path = resolve_indicator_path(p)
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
        elif is_bare_name(p):  # perhaps a misspelt set name: say which exist
            names = ", ".join(indicator_set_names()) or "none installed"
            print(f"{p}: no such file or folder (named indicator sets: {names})", file=err)
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
    diagnostics = [
        Diagnostic(d.rule, d.path, d.message, "error") if strict and d.rule in NEVER_FIRES else d
        for d in result.errors + result.warnings
    ]
    count = 0
    if not any(d.severity == "error" for d in diagnostics):
        count = len(normalize_document(data, source=str(path)).attack.indicators)
    return diagnostics, count


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
        return EXIT_INVALID
    print(f"OK: {len(files)} document(s), {n_indicators} indicator(s), {n_warnings} warning(s)", file=out)
    return EXIT_FINE


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


def _semantic_evaluator(err: TextIO) -> Any:
    """The semantic tier's evaluator (the ``semantic`` extra), its model loaded now; None (said on
    ``err``) where the extra is not installed."""
    try:
        from ..detection.semantic import E5SemanticEvaluator

        evaluator = E5SemanticEvaluator(threads=os.cpu_count() or 1)
        evaluator.load()
    except ImportError as exc:
        print(
            f"--semantic needs the semantic extra (pip install 'opentelemetry-instrumentation-a2a[semantic]'): {exc}",
            file=err,
        )
        return None
    return evaluator


class _PerTextScores:
    """The semantic tier's scores for recorded messages: a message's ``x_text`` is scored as the
    instrumentation's worker scores the message, each text its peer wrote on its own (the caller's
    own messages in a task's history left out, labels not scored; ``units_of``), the highest wins.
    Any other text the engine hands over is scored as it is. Two records with the same ``x_text``
    share their texts' scores (the same words, joined the same way)."""

    def __init__(self, evaluator: Any, units_by_text: dict[str, list[str]]) -> None:
        from ..detection.semantic import highest_score  # the semantic extra, there with the evaluator

        self._evaluator = evaluator
        self._units_by_text = units_by_text
        self._highest_score = highest_score

    def score(self, text: str, semantic: Any) -> float:
        units = self._units_by_text.get(text)
        if units is None:
            return float(self._evaluator.score(text, semantic))
        return self._highest_score(self._evaluator, units, semantic, float(semantic.effective_threshold))


def _peer_units(records: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Each A2A record's ``x_text``, and the texts of it the semantic tier scores."""
    from ..detection.derived import derive_and_texts
    from ..detection.peer_authored import peer_texts
    from ..detection.semantic._tier import DEFAULT_MAX_CHARS
    from ..detection.semantic._units import units_of

    units: dict[str, list[str]] = {}
    for record in records:
        if record.get("protocol", "a2a") != "a2a":
            continue
        message = record.get("message")
        derived, texts = derive_and_texts(str(record.get("surface")), message)
        if isinstance(derived, dict) and isinstance(derived.get("x_text"), str):
            units.setdefault(derived["x_text"], units_of(peer_texts(message, texts), DEFAULT_MAX_CHARS))
    return units


def _cmd_eval(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    files, ok = _files(args.indicators, err)
    if not ok:
        return EXIT_INVALID
    evaluator = None
    if args.semantic:
        evaluator = _semantic_evaluator(err)
        if evaluator is None:
            return EXIT_USAGE
    messages = Path(args.messages)
    if not messages.is_file():
        print(f"{args.messages}: no such file", file=err)
        return EXIT_INVALID
    records = []
    bad_lines: list[int] = []
    for lineno, record in _records(messages, err):
        if record is None:
            bad_lines.append(lineno)
        else:
            records.append(record)
    if evaluator is not None:
        evaluator = _PerTextScores(evaluator, _peer_units(records))
    try:
        indicator_set = IndicatorSet.load(
            [str(f) for f in files], strict=not args.lenient, semantic_evaluator=evaluator
        )
    except OATFError as exc:
        print(f"cannot load indicators: {exc}", file=err)
        return EXIT_INVALID
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
        return EXIT_INVALID
    failing = [v for v in verdicts if v.result in (args.fail_on or ())]
    for verdict in failing:
        print(f"FAILED: attack {verdict.attack_id} is {verdict.result} (--fail-on)", file=err)
    return EXIT_VERDICT if failing else EXIT_FINE


def _cmd_path(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    names = [args.name] if args.name else indicator_set_names()
    if not names:
        print("no named indicator set is installed", file=err)
        return EXIT_INVALID
    for name in names:
        folder = named_indicator_set(name)
        if folder is None:
            print(f"{name}: no such indicator set (installed: {', '.join(indicator_set_names()) or 'none'})", file=err)
            return EXIT_INVALID
        print(str(folder) if args.name else f"{name}\t{folder}", file=out)
    return EXIT_FINE


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


def _version() -> str:
    try:
        return f"%(prog)s {metadata.version(DISTRIBUTION)}"
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "%(prog)s (not installed)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="a2a-oatf",
        description="OATF threat indicators for A2A traffic: check documents, evaluate them on recorded messages.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(dest="command", required=True)
    lint = sub.add_parser(
        "lint",
        help="check OATF documents (files, folders, or `curated`)",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    lint.add_argument("paths", nargs="+", metavar="PATH")
    lint.add_argument(
        "--lenient",
        action="store_true",
        help="report unknown non-x- fields, and surfaces no binding has (V-018), as warnings",
    )
    lint.add_argument("-q", "--quiet", action="store_true", help="do not print warnings")
    ev = sub.add_parser(
        "eval",
        help="evaluate indicators over recorded A2A messages (JSON lines)",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ev.add_argument("--indicators", nargs="+", required=True, metavar="PATH")
    ev.add_argument("--messages", required=True, metavar="FILE.jsonl")
    ev.add_argument("--lenient", action="store_true", help="accept unknown non-x- fields (warnings)")
    ev.add_argument("--pretty", action="store_true", help="indent the JSON output")
    ev.add_argument(
        "--semantic",
        action="store_true",
        help="score semantic indicators (OATF 6.4) with the semantic tier's model, as the instrumentation "
        "does with the semantic extra; without it they are skipped",
    )
    ev.add_argument(
        "--fail-on",
        action="append",
        choices=ATTACK_RESULTS,
        metavar="VERDICT",
        help=f"exit with status {EXIT_VERDICT} when an attack's verdict is VERDICT "
        f"({', '.join(ATTACK_RESULTS)}); repeat for several",
    )
    path = sub.add_parser("path", help="print the folder of a named indicator set (all of them without NAME)")
    path.add_argument("name", nargs="?", metavar="NAME", help="e.g. curated")
    return parser


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    args = _parser().parse_args(argv)
    try:
        if args.command == "lint":
            return _cmd_lint(args, out, err)
        if args.command == "path":
            return _cmd_path(args, out, err)
        return _cmd_eval(args, out, err)
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
