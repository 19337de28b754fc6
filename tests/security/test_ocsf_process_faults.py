"""The OCSF processor under process faults: os.fork() with records buffered or the worker busy,
and a sink that never returns. Each scenario (tests/security/ocsf_faults.py) runs in a process of its own,
killed if it outlives HARNESS_TIMEOUT_S; forked children are killed at their own deadline and
reported as hung."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ocsf_validation import assert_valid

HERE = Path(__file__).resolve().parent
HARNESS_TIMEOUT_S = 60

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="os.fork")


def run(scenario: str, directory: Path, *options: str) -> tuple[dict[str, Any], str]:
    try:
        result = subprocess.run(
            [sys.executable, str(HERE / "ocsf_faults.py"), scenario, str(directory), *options],
            capture_output=True,
            text=True,
            timeout=HARNESS_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:  # subprocess.run kills it
        pytest.fail(f"{scenario}: the process did not exit within {HARNESS_TIMEOUT_S} s")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout), result.stderr


def test_fork_child_records_arrive_once_and_parent_records_are_not_written_twice(tmp_path):
    observed, _ = run("fork-buffered", tmp_path)
    assert observed["hung"] == []
    assert observed["flushed"] is True
    expected = ["child-0-0", "child-0-1", "parent-0", "parent-1", "parent-2"]
    assert sorted(observed["jsonl"]) == expected
    assert sorted(observed["callable"]) == expected
    assert sorted(observed["logs"]) == expected
    records = [json.loads(line) for line in (tmp_path / "records.jsonl").read_text().splitlines()]
    assert assert_valid(records, "ocsf") == 5


def test_forking_while_the_worker_is_busy_in_a_slow_sink_hangs_no_child(tmp_path):
    observed, _ = run("fork-busy", tmp_path)
    assert observed["hung"] == []
    children = [f"child-{index}" for index in range(6)]
    assert observed["flushed"] == dict.fromkeys(children, True)
    for sink in ("jsonl", "callable", "logs"):
        ids = observed[sink]
        assert sorted(i for i in ids if i.startswith("child-")) == [f"{child}-0" for child in children]
        parents = [i for i in ids if i.startswith("parent-")]
        assert len(parents) == len(set(parents)) == 30 - observed["parent_dropped"]
    # Whole lines only, though parent and children appended to the file at once.
    records = [json.loads(line) for line in (tmp_path / "records.jsonl").read_text().splitlines()]
    assert assert_valid(records, "ocsf") == len(observed["jsonl"])


def test_a_sink_that_never_returns_flush_and_shutdown_keep_their_timeouts(tmp_path):
    observed, log = run("blocked-shutdown", tmp_path)
    # One span in the sink's hands, four queued, five dropped at the full queue.
    assert observed["flushed"] is False
    assert (observed["dropped"], observed["undelivered"]) == (5, 5)
    assert "force_flush timed out after 500 ms with 4 spans still queued" in log
    assert "shutdown timed out after 1000 ms with the sink still busy; 5 spans were not delivered" in log


@pytest.mark.parametrize(("scenario", "undelivered"), [("blocked-full", 5), ("blocked-not-full", 2)])
def test_a_sink_that_never_returns_does_not_keep_the_process_from_exiting(tmp_path, scenario, undelivered):
    # The process ends with the TracerProvider's own shutdown at exit, as applications do.
    _, log = run(scenario, tmp_path, "shutdown_timeout_millis=1000")
    assert f"shutdown timed out after 1000 ms with the sink still busy; {undelivered} spans were not delivered" in log


def test_the_whole_exit_waits_one_shutdown_timeout_for_a_sink_that_never_returns(tmp_path):
    """The exit flush and the TracerProvider's shutdown at exit share one deadline: with
    ``shutdown_timeout_millis=2000`` the process ends about 2 s after its main code (before: 4 s,
    each waiting the whole timeout)."""
    process = subprocess.Popen(
        [
            sys.executable,
            str(HERE / "ocsf_faults.py"),
            "blocked-not-full",
            str(tmp_path),
            "shutdown_timeout_millis=2000",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        process.stdout.readline()  # printed when the scenario's main code has ended
        main_ended = time.monotonic()
        _, log = process.communicate(timeout=HARNESS_TIMEOUT_S)
        exit_s = time.monotonic() - main_ended
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, log
    assert 1.8 <= exit_s < 3.0, exit_s
    assert "shutdown timed out after 2000 ms with the sink still busy; 2 spans were not delivered" in log
