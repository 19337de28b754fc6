"""The SOC query pack (docs/siem-queries.md), run as written with DuckDB over the JSONL records of
real traffic: a client service calls two real a2a-sdk agents on 127.0.0.1 (JSON-RPC and HTTP+JSON),
with the curated indicators on, and both profiles write their records through the JSONL sink. Every
named SQL block of the document runs on each profile it names, from Python (the document's Python
snippet) and in the DuckDB CLI (the `duckdb` binary of duckdb-cli, parameters bound as the document
says); its exact answer is asserted, and it runs the same on the records without each optional field."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider

import echo_agent as ea
from conftest import drain, instrumented_by
from ocsf_validation import assert_valid
from opentelemetry.instrumentation.a2a.security import JsonlFileSink, OCSFSpanProcessor

QUERIES = Path(__file__).resolve().parents[2] / "docs" / "siem-queries.md"
_BLOCK = re.compile(r"^```sql name=(?P<name>\S+) profiles=(?P<profiles>\S+)\n(?P<sql>.*?)^```", re.M | re.S)
_SNIPPET = re.compile(r"^```(?P<lang>sql|python) name=(?P<name>[\w-]+)\n(?P<body>.*?)^```", re.M | re.S)
# DuckDB's own CLI, from the duckdb-cli wheel of the test extra, next to this venv's python.
DUCKDB_CLI = Path(sys.executable).with_name("duckdb")
PROFILES = ("ocsf", "aitf")
ALLOWED_WEBHOOK = "https://hooks.example.com"
METADATA_WEBHOOK = "http://169.254.169.254"
AWS_KEY = "AKIA2E0A8F3B244C9986"
RECORDS = "records.jsonl"


def queries() -> dict[str, tuple[tuple[str, ...], str]]:
    """name -> (profiles, SQL) of every named block of docs/siem-queries.md."""
    found = {
        match["name"]: (tuple(match["profiles"].split(",")), match["sql"])
        for match in _BLOCK.finditer(QUERIES.read_text(encoding="utf-8"))
    }
    assert len(found) == len(_BLOCK.findall(QUERIES.read_text(encoding="utf-8"))), "two blocks share a name"
    return found


async def _traffic(billing: ea.EchoAgent, ops: ea.EchoAgent) -> None:
    # billing-agent over JSON-RPC: a task, two push configurations (one to the cloud metadata
    # address: curated indicator A2A-005-01 on both sides), a task that does not exist.
    async with ea.connect(billing.base_url, streaming=False) as client:
        (item,) = await drain(client.send_message(ea.user_message("hello")))
        task_id = ea.item_task_id(item)
        await ea.set_push_config(client, task_id, "ok", f"{ALLOWED_WEBHOOK}/a2a/callback", "push-token")
        await ea.set_push_config(
            client, task_id, "metadata", f"{METADATA_WEBHOOK}/latest/meta-data/iam/security-credentials/", "t"
        )
        with pytest.raises(Exception):  # noqa: B017 - the class depends on the SDK line
            await client.get_task(ea.get_task_request("no-such-task"))
    # ops-agent over HTTP+JSON: a task that fails, and a message carrying an AWS key
    # (A2A-004-01 and -03 on both sides: the request, and the echo that repeats it).
    async with ea.connect(ops.base_url, transport="http_json", streaming=False) as client:
        await drain(client.send_message(ea.user_message("fail")))
        await drain(client.send_message(ea.user_message(f"deploy with key {AWS_KEY} please")))


@pytest.fixture(scope="module")
def record_files(tmp_path_factory) -> Iterator[dict[str, Path]]:
    """One directory per profile, each holding the ``records.jsonl`` the document's load block reads."""
    directories = {profile: tmp_path_factory.mktemp(profile) for profile in PROFILES}
    provider = TracerProvider(resource=Resource.create({"service.name": "soc-client"}))
    processors = [
        OCSFSpanProcessor(profile, sink=JsonlFileSink(directories[profile] / RECORDS)) for profile in PROFILES
    ]
    for processor in processors:
        provider.add_span_processor(processor)
    with (
        instrumented_by(tracer_provider=provider, indicators=["curated"]),
        ea.EchoAgent("billing-agent", push=True) as billing,
        ea.EchoAgent("ops-agent") as ops,
    ):
        asyncio.run(_traffic(billing, ops))
    for processor in processors:
        processor.shutdown()
    yield directories


def snippets() -> dict[str, str]:
    """name -> body of the document's unlabelled-by-profile blocks: how to run a query."""
    return {m["name"]: m["body"] for m in _SNIPPET.finditer(QUERIES.read_text(encoding="utf-8"))}


def run_python(load: str, query: str, parameters: dict[str, Any], directory: Path, monkeypatch) -> list[tuple]:
    """The document's Python snippet, run as written with ``load``, ``query`` and ``parameters``."""
    monkeypatch.chdir(directory)
    namespace: dict[str, Any] = {"load": load, "query": query, "parameters": parameters}
    exec(snippets()["python"], namespace)
    return namespace["rows"]


def sql_literal(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(sql_literal(item) for item in value) + "]"
    return "'" + str(value).replace("'", "''") + "'"


def cli_statements(query: str, parameters: dict[str, Any]) -> str:
    """A query as the document says to run it in the DuckDB CLI: as it is, or prepared under a
    name and executed with its values."""
    if not parameters:
        return query
    values = ", ".join(f"{key} := {sql_literal(value)}" for key, value in parameters.items())
    return f"PREPARE q AS\n{query}EXECUTE q({values});\n"


def run_cli(load: str, statements: list[str], directory: Path) -> list[list[list[Any]]]:
    """The load block then each statement, typed into one `duckdb` session in ``directory``: the
    rows of each statement's result, as lists."""
    assert DUCKDB_CLI.exists(), "the duckdb CLI is missing: install the test extra (duckdb-cli)"
    script = load + "".join(statements)
    result = subprocess.run(
        [str(DUCKDB_CLI), "-bail", "-json"], input=script, cwd=directory, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr
    decoder, text, results = json.JSONDecoder(), result.stdout.strip(), []
    while text:
        rows, end = decoder.raw_decode(text)
        results.append([list(row.values()) for row in rows])
        text = text[end:].strip()
    assert len(results) == len(statements), result.stdout
    return results


def as_json(rows: list[tuple]) -> list[list[Any]]:
    return json.loads(json.dumps([list(row) for row in rows]))


def run(name: str, profile: str, directory: Path, monkeypatch, **parameters: Any) -> list[tuple]:
    """The answer of one query, from Python; the DuckDB CLI must give the same."""
    profiles, sql = queries()[name]
    assert profile in profiles, f"{name} does not say it runs on {profile}"
    load_profiles, load = queries()["load"]
    assert profile in load_profiles
    named = set(re.findall(r"\$(\w+)", sql))
    assert named == set(parameters), f"{name} takes {sorted(named)}"
    rows = run_python(load, sql, parameters, directory, monkeypatch)
    (cli_rows,) = run_cli(load, [cli_statements(sql, parameters)], directory)
    assert cli_rows == as_json(rows)
    return rows


def test_the_document_names_every_query_the_tests_run():
    assert {name: profiles for name, (profiles, _) in queries().items()} == {
        "load": ("ocsf", "aitf"),
        "findings-per-peer": ("ocsf", "aitf"),
        "callers-of-agent": ("ocsf",),
        "callers-of-agent-aitf": ("aitf",),
        "detections-with-activity": ("ocsf", "aitf"),
        "push-outside-allow-list": ("ocsf", "aitf"),
        "error-rate-per-peer": ("ocsf", "aitf"),
    }


@pytest.mark.parametrize("profile", PROFILES)
def test_the_records_the_queries_read_are_valid(record_files, profile, monkeypatch):
    import json

    records = [json.loads(line) for line in (record_files[profile] / RECORDS).read_text(encoding="utf-8").splitlines()]
    assert assert_valid(records, profile) == len(records) > 0
    monkeypatch.chdir(record_files[profile])
    connection = duckdb.connect()
    connection.execute(queries()["load"][1])
    assert connection.execute("SELECT count(*) FROM records").fetchone() == (len(records),)


@pytest.mark.parametrize("profile", PROFILES)
def test_findings_per_peer(record_files, profile, monkeypatch):
    rows = run("findings-per-peer", profile, record_files[profile], monkeypatch)
    # agent, findings, on the caller's side, on the agent's side, worst severity_id: the webhook to
    # the metadata address is critical (5), the AWS key in a message high (4).
    assert rows == [("billing-agent", 2, 1, 1, 5), ("ops-agent", 4, 2, 2, 4)]


@pytest.mark.parametrize(("name", "profile"), [("callers-of-agent", "ocsf"), ("callers-of-agent-aitf", "aitf")])
def test_callers_of_agent(record_files, name, profile, monkeypatch):
    rows = run(name, profile, record_files[profile], monkeypatch, agent="billing-agent")
    # One caller (this test, on loopback), four served calls: the send, two push configurations,
    # and the get of a task that does not exist.
    assert rows == [("127.0.0.1", 4, True, ["message/send", "tasks/get", "tasks/pushNotificationConfig/set"])]
    assert run(name, profile, record_files[profile], monkeypatch, agent="no-such-agent") == []


@pytest.mark.parametrize("profile", PROFILES)
def test_detections_with_activity(record_files, profile, monkeypatch):
    rows = run("detections-with-activity", profile, record_files[profile], monkeypatch)
    assert [row[:-1] for row in rows] == [
        ("A2A-004-01", "message/send", "client", "ops-agent", "Success", True),
        ("A2A-004-01", "message/send", "server", "ops-agent", "Success", True),
        ("A2A-004-03", "message/send", "client", "ops-agent", "Success", True),
        ("A2A-004-03", "message/send", "server", "ops-agent", "Success", True),
        ("A2A-005-01", "tasks/pushNotificationConfig/set", "client", "billing-agent", "Success", True),
        ("A2A-005-01", "tasks/pushNotificationConfig/set", "server", "billing-agent", "Success", True),
    ]
    # Both sides of a call are one trace (the caller's context crossed the hop); two calls, two traces.
    traces = {agent: {row[-1] for row in rows if row[3] == agent} for agent in ("ops-agent", "billing-agent")}
    assert all(len(ids) == 1 and re.fullmatch(r"[0-9a-f]{32}", next(iter(ids))) for ids in traces.values())
    assert traces["ops-agent"] != traces["billing-agent"]


@pytest.mark.parametrize("profile", PROFILES)
def test_push_outside_allow_list(record_files, profile, monkeypatch):
    rows = run("push-outside-allow-list", profile, record_files[profile], monkeypatch, allowed=[ALLOWED_WEBHOOK])
    # The configuration to the allowed webhook is not listed; the one to the metadata address is,
    # as the caller sent it and as the agent stored it. Origins only: no path, no token.
    assert rows == [(METADATA_WEBHOOK, "billing-agent", "client", 1), (METADATA_WEBHOOK, "billing-agent", "server", 1)]
    allowing_both = [ALLOWED_WEBHOOK, METADATA_WEBHOOK]
    assert run("push-outside-allow-list", profile, record_files[profile], monkeypatch, allowed=allowing_both) == []


@pytest.mark.parametrize("profile", PROFILES)
def test_error_rate_per_peer(record_files, profile, monkeypatch):
    rows = run("error-rate-per-peer", profile, record_files[profile], monkeypatch)
    # billing-agent: discovery, send, two push configurations, and the get that failed (task not
    # found: its JSON-RPC code, on both SDK lines); ops-agent: discovery and two sends, one of whose
    # tasks failed (the task state, never reported as an API error).
    assert rows == [("billing-agent", 5, 1, 0.2, ["-32001"]), ("ops-agent", 3, 1, 0.333, ["failed"])]


EXAMPLE_PARAMETERS: dict[str, Any] = {"agent": "billing-agent", "allowed": [ALLOWED_WEBHOOK]}


def parameters_of(sql: str) -> dict[str, Any]:
    return {name: EXAMPLE_PARAMETERS[name] for name in sorted(set(re.findall(r"\$(\w+)", sql)))}


def test_the_document_says_how_to_bind_parameters():
    # The CLI's EXECUTE lines are the ones these tests type into `duckdb` (cli_statements).
    assert snippets()["execute-agent"] == "EXECUTE q(agent := 'billing-agent');\n"
    assert snippets()["execute-allowed"] == f"EXECUTE q(allowed := ['{ALLOWED_WEBHOOK}']);\n"
    assert cli_statements("SELECT 1;\n", {"agent": "billing-agent"}).endswith(snippets()["execute-agent"])
    assert cli_statements("SELECT 1;\n", {"allowed": [ALLOWED_WEBHOOK]}).endswith(snippets()["execute-allowed"])
    assert "parameters" in snippets()["python"]


def _key_paths(record: dict[str, Any], prefix: str = "") -> set[str]:
    """Every key path of a record through nested objects (not into lists): `src_endpoint.ip`."""
    found = set()
    for key, value in record.items():
        found.add(prefix + key)
        if isinstance(value, dict):
            found |= _key_paths(value, f"{prefix}{key}.")
    return found


def without_each_optional_field(records: list[dict[str, Any]]) -> dict[tuple[int, ...], list[str]]:
    """The records without a field that some records carry and others do not (their indexes), for
    each such field: one subset per distinct set of records, with the fields it lacks."""
    paths = [_key_paths(record) for record in records]
    subsets: dict[tuple[int, ...], list[str]] = {}
    for field in sorted(set().union(*paths) - set.intersection(*paths)):
        subsets.setdefault(tuple(i for i, have in enumerate(paths) if field not in have), []).append(field)
    return subsets


@pytest.mark.parametrize("profile", PROFILES)
def test_every_query_runs_on_the_records_without_each_optional_field(record_files, profile, monkeypatch, tmp_path):
    """A file lacking a field (no push configuration, no finding, no server side, no failure...)
    gives each query the same answer as those very records give among all the others, in Python
    and in the CLI, instead of a Binder Error."""
    full = record_files[profile] / RECORDS
    lines = full.read_text(encoding="utf-8").splitlines(keepends=True)
    records = [json.loads(line) for line in lines]
    load = queries()["load"][1]
    runnable = {name: sql for name, (profiles, sql) in queries().items() if name != "load" and profile in profiles}
    subsets = without_each_optional_field(records)
    lacking = {field for fields in subsets.values() for field in fields}
    # The optional fields the queries read: a push configuration's webhook, a failure's detail, a
    # finding's indicator, the caller's address (`src_endpoint` in ocsf, `client_port` in aitf).
    caller = "src_endpoint" if profile == "ocsf" else "unmapped.a2a.client_port"
    assert {"unmapped.a2a.push_notification_origin", "status_detail", "unmapped.oatf", caller} <= lacking
    for number, (subset, fields) in enumerate(subsets.items()):
        directory = tmp_path / str(number)
        directory.mkdir()
        (directory / RECORDS).write_text("".join(lines[i] for i in subset), encoding="utf-8")
        uids = [records[i]["metadata"]["uid"] for i in subset]
        among_all = duckdb.connect()
        among_all.execute(load.replace("'records.jsonl'", f"'{full}'"))
        among_all.execute(
            "DELETE FROM records WHERE NOT list_contains($uids, CAST(metadata.uid AS VARCHAR))", {"uids": uids}
        )
        answers = {}
        for name, sql in runnable.items():
            alone = run_python(load, sql, parameters_of(sql), directory, monkeypatch)
            assert alone == among_all.execute(sql, parameters_of(sql)).fetchall(), (fields, name)
            answers[name] = as_json(alone)
        statements = [cli_statements(sql, parameters_of(sql)) for sql in runnable.values()]
        assert dict(zip(runnable, run_cli(load, statements, directory), strict=True)) == answers, fields
        if "unmapped.a2a.push_notification_origin" in fields:
            assert answers["push-outside-allow-list"] == []
