"""Locks a forked child can take.

A lock that another thread holds when ``os.fork()`` runs stays held in the child for ever: the
thread that would release it does not exist there. The package's locks guard a few dict updates
on the call path (the verdict cache, the distinct-value caps of metrics and span names, the
indicator set's error list), so a web server that forks workers while a request is served could
hand a worker a lock that hangs its first A2A call. Each lock here is made by ``new_lock(owner)``,
and every live owner gets a fresh one in the child (``os.register_at_fork``, as the OpenTelemetry
SDK's batch processors renew theirs); an owner that is gone is forgotten (weak references).
"""

from __future__ import annotations

import os
import threading
import weakref
from typing import Any

_owners: weakref.WeakSet[Any] = weakref.WeakSet()


def new_lock(owner: Any) -> threading.Lock:
    """A lock for ``owner._lock``, renewed in every forked child while ``owner`` lives."""
    _owners.add(owner)
    return threading.Lock()


def _renew_locks() -> None:
    for owner in list(_owners):
        owner._lock = threading.Lock()


if hasattr(os, "register_at_fork"):  # not on Windows, which does not fork
    os.register_at_fork(after_in_child=_renew_locks)
