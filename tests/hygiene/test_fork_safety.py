"""A lock of ours held by another thread when the process forks does not hang the child.

A web server that forks workers while it serves can fork at any moment; a lock held by a thread at
that moment stays held in the child, whose first A2A call would then wait for ever. Each test
holds the lock in a thread, forks, and lets the child take the lock's path within a deadline."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable
from typing import Any

import pytest

from opentelemetry.instrumentation.a2a.detection.verdict_cache import VerdictCache
from opentelemetry.instrumentation.a2a.hygiene.bounds import DistinctValues
from opentelemetry.instrumentation.a2a.oatf import IndicatorSet

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")


def _child_finishes(owner: Any, use: Callable[[], object]) -> bool:
    """Fork while another thread holds ``owner._lock``; True if the child's ``use()`` returns."""
    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        with owner._lock:
            held.set()
            release.wait(30)

    holder = threading.Thread(target=hold, daemon=True)
    holder.start()
    held.wait(10)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # 3.12+: fork of a threaded process
            pid = os.fork()
        if pid == 0:  # the child: take the lock's path, exit 0; never return into pytest
            try:
                use()
                os._exit(0)
            finally:
                os._exit(1)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return os.waitstatus_to_exitcode(status) == 0
            time.sleep(0.02)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return False
    finally:
        release.set()
        holder.join(10)


def test_the_verdict_cache_in_a_forked_child():
    cache = VerdictCache()
    assert _child_finishes(cache, lambda: cache.get_or_evaluate(VerdictCache.key("s", "d", b"new"), list))


def test_the_distinct_value_caps_in_a_forked_child():
    values = DistinctValues()
    assert _child_finishes(values, lambda: values.admit("a new agent name"))


def test_the_indicator_set_error_list_in_a_forked_child():
    indicators = IndicatorSet([])
    indicator = type("Indicator", (), {"id": "X-1"})()
    assert _child_finishes(indicators, lambda: indicators._report(None, indicator, "broken"))


def test_the_lock_is_renewed_only_in_the_child():
    cache = VerdictCache()
    before = cache._lock
    assert _child_finishes(cache, lambda: None)
    assert cache._lock is before  # the parent keeps its own
    assert sys.modules["opentelemetry.instrumentation.a2a.hygiene.forksafe"]._owners  # weakly held
