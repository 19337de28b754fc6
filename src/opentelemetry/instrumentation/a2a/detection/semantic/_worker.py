"""SemanticWorker: a bounded queue and one daemon thread that run a SemanticEvaluator off the call path.

The call path only does ``submit(item)``: a ``put_nowait`` on a bounded queue. A full queue drops the
item (counted, logged once per ``log_every`` drops), so a slow model can never slow the application.
The thread starts on the first submit; in a child made by ``os.fork()`` every worker gets a fresh
queue, lock and thread (the parent's thread does not exist there), again started lazily. Nothing
here raises into the caller: ``submit``, ``force_flush`` and ``shutdown`` return booleans.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...oatf._semantic import SemanticEvaluator

__all__ = ["SemanticFinding", "SemanticItem", "SemanticWorker", "highest_score"]

_logger = logging.getLogger(__name__)

DEFAULT_MAXSIZE = 1024
DEFAULT_LOG_EVERY = 1000


def highest_score(evaluator: SemanticEvaluator, texts: Sequence[str], spec: Any, stop_at: float | None) -> float:
    """A message's score: the highest of its texts' scores, each text scored on its own; from the
    first text at or above ``stop_at`` on, the others are not scored (its finding is decided)."""
    score = 0.0
    for text in texts:
        score = max(score, float(evaluator.score(text, spec)))
        if stop_at is not None and score >= stop_at:
            break
    return score


@dataclass(frozen=True)
class SemanticFinding:
    """What the worker hands to an item's callback: the score and whether it reached the threshold."""

    indicator: Any
    context: Any
    score: float
    threshold: float
    matched: bool


@dataclass(frozen=True)
class SemanticItem:
    """One text, or one message's texts, to score against one semantic indicator.

    ``text`` is one text, or a sequence of texts scored each on its own (the highest score is the
    item's; ``PeerTexts`` computes them lazily, in the worker thread). ``indicator`` is an OATF ``Indicator`` with ``.semantic`` set (or a bare ``SemanticSpec``);
    ``context`` is opaque to the worker (e.g. ``(trace_id, span_id)`` of the span that carried the
    message) and comes back in the finding; ``callback`` receives the finding, in the worker thread.
    """

    text: str | Sequence[str]
    indicator: Any
    context: Any = None
    callback: Callable[[SemanticFinding], None] | None = None
    deliver_all: bool = field(default=False)  # False: the callback sees matched findings only


_STOP = object()
_workers: weakref.WeakSet[SemanticWorker] = weakref.WeakSet()


def _renew_in_child() -> None:
    for worker in list(_workers):
        worker._reset_after_fork()


if hasattr(os, "register_at_fork"):  # not on Windows, which does not fork
    os.register_at_fork(after_in_child=_renew_in_child)


class SemanticWorker:
    """Scores submitted items with ``evaluator`` in one daemon thread; never blocks the submitter."""

    def __init__(
        self,
        evaluator: SemanticEvaluator,
        *,
        maxsize: int = DEFAULT_MAXSIZE,
        log_every: int = DEFAULT_LOG_EVERY,
        name: str = "a2a-semantic",
    ) -> None:
        self._evaluator = evaluator
        self._maxsize = max(1, int(maxsize))
        self._log_every = max(1, int(log_every))
        self._name = name
        self.dropped = 0  # items refused: queue full, or submitted after shutdown
        self.errors = 0  # evaluator or callback raised
        self.processed = 0
        self._fresh_state()
        _workers.add(self)

    # -- state ------------------------------------------------------------------------------------
    def _fresh_state(self) -> None:
        self._pid = os.getpid()
        self._queue: queue.Queue[Any] = queue.Queue(self._maxsize)
        self._lock = threading.Lock()
        self._done = threading.Condition(threading.Lock())
        self._thread: threading.Thread | None = None
        self._enqueued = 0
        self._finished = 0
        self._closed = False
        self._stop = threading.Event()

    def _reset_after_fork(self) -> None:
        # The child has the parent's queue contents and counters but not its thread: start over.
        # Items the parent had queued are the parent's to score; the child does not score them twice.
        self._fresh_state()
        self.dropped = self.errors = self.processed = 0

    def _ensure_thread(self) -> bool:
        if self._pid != os.getpid():  # forked without register_at_fork having run (defensive)
            self._reset_after_fork()
        thread = self._thread
        if thread is not None:
            return True
        with self._lock:
            if self._thread is None:
                thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                thread.start()
                self._thread = thread
        return True

    # -- call path --------------------------------------------------------------------------------
    def submit(self, item: SemanticItem) -> bool:
        """Queue ``item``; False (and counted as dropped) when the queue is full or the worker is shut down."""
        try:
            if self._pid != os.getpid():
                self._reset_after_fork()
            if self._closed:
                self._count_drop("shut down")
                return False
            self._ensure_thread()
            with self._lock:
                try:
                    self._queue.put_nowait(item)
                except queue.Full:
                    pass
                else:
                    self._enqueued += 1
                    return True
            self._count_drop("queue full")
            return False
        except Exception:  # never into the caller
            _logger.debug("semantic worker: submit failed", exc_info=True)
            return False

    def _count_drop(self, why: str) -> None:
        with self._lock:
            self.dropped += 1
            dropped = self.dropped
        if dropped % self._log_every == 1 or self._log_every == 1:
            _logger.warning(
                "semantic worker %s: dropped %d item(s) so far (%s; queue size %d)",
                self._name,
                dropped,
                why,
                self._maxsize,
            )

    # -- worker thread ----------------------------------------------------------------------------
    def _run(self) -> None:
        q = self._queue
        while True:
            item = q.get()
            if item is _STOP:
                break
            try:
                if self._stop.is_set():
                    with self._lock:
                        self.dropped += 1
                else:
                    self._process(item)
            finally:
                with self._done:
                    self._finished += 1
                    self._done.notify_all()
            if self._stop.is_set():
                break
        # Anything still queued at stop is dropped, and accounted so a late flush does not wait for it.
        while True:
            try:
                item = q.get_nowait()
            except queue.Empty:
                break
            if item is not _STOP:
                with self._lock:
                    self.dropped += 1
                with self._done:
                    self._finished += 1
                    self._done.notify_all()

    def _process(self, item: SemanticItem) -> None:
        spec = getattr(item.indicator, "semantic", None) or item.indicator
        threshold = float(getattr(spec, "effective_threshold", 0.7))
        texts = (item.text,) if isinstance(item.text, str) else item.text
        try:
            score = highest_score(self._evaluator, texts, spec, None if item.deliver_all else threshold)
        except Exception as exc:
            self._count_error("evaluator", exc)
            return
        self.processed += 1
        matched = score >= threshold
        if item.callback is None or not (matched or item.deliver_all):
            return
        try:
            item.callback(SemanticFinding(item.indicator, item.context, score, threshold, matched))
        except Exception as exc:
            self._count_error("callback", exc)

    def _count_error(self, where: str, exc: BaseException) -> None:
        self.errors += 1
        if self.errors % self._log_every == 1 or self._log_every == 1:
            _logger.warning(
                "semantic worker %s: %s failed (%d error(s) so far): %s: %s",
                self._name,
                where,
                self.errors,
                type(exc).__name__,
                exc,
                exc_info=self.errors == 1,
            )

    # -- flush and shutdown -----------------------------------------------------------------------
    def force_flush(self, timeout_millis: float = 30_000) -> bool:
        """Wait until every item submitted before this call is scored; False at the timeout."""
        try:
            if self._pid != os.getpid():
                return True  # a child's worker has nothing of its own yet
            with self._lock:
                target = self._enqueued
            deadline = time.monotonic() + max(0.0, timeout_millis) / 1000
            with self._done:
                while self._finished < target:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return False
                    self._done.wait(remaining)
            return True
        except Exception:
            _logger.debug("semantic worker: force_flush failed", exc_info=True)
            return False

    def shutdown(self, timeout_millis: float = 30_000) -> bool:
        """Refuse new items, score the queued ones within the timeout, then stop the thread.

        Returns False if the queue did not drain or the thread did not end in time (a stuck model):
        the thread is a daemon, so it never holds up interpreter exit; its late result is discarded.
        """
        try:
            start = time.monotonic()
            self._closed = True
            if self._thread is None or self._pid != os.getpid():
                return True
            flushed = self.force_flush(timeout_millis)
            self._stop.set()
            # A full queue means the thread is stuck in one item; it sees _stop when (if) it returns.
            with contextlib.suppress(queue.Full):
                self._queue.put_nowait(_STOP)
            remaining = max(0.0, timeout_millis / 1000 - (time.monotonic() - start))
            self._thread.join(remaining)
            return flushed and not self._thread.is_alive()
        except Exception:
            _logger.debug("semantic worker: shutdown failed", exc_info=True)
            return False

    @property
    def pending(self) -> int:
        return self._queue.qsize()
