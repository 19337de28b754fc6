"""A value per key, bounded: what a pure function of a peer's input returned, kept for the next
time the same input comes (a stream's repeated status text, the same short reply), in memory that
no peer can grow. The oldest entry goes first. Lock-free: two threads that fill it at once may each
evict an entry, and one of them finds the entry it meant to evict gone; neither fails, and a value
is only ever missing, never wrong."""

from __future__ import annotations

import contextlib
from typing import Any, Generic, TypeVar

__all__ = ["BoundedMemo"]

_V = TypeVar("_V")


class BoundedMemo(Generic[_V]):
    __slots__ = ("_entries", "max_entries")

    def __init__(self, max_entries: int) -> None:
        self.max_entries = max_entries
        self._entries: dict[Any, _V] = {}

    def get(self, key: Any) -> _V | None:
        return self._entries.get(key)

    def put(self, key: Any, value: _V) -> None:
        entries = self._entries
        if len(entries) >= self.max_entries:
            with contextlib.suppress(KeyError, StopIteration, RuntimeError):  # another thread evicted it
                del entries[next(iter(entries))]
        entries[key] = value

    def __len__(self) -> int:
        return len(self._entries)
