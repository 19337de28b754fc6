"""What the indicators found in a message, remembered by the message's content.

The same response is often evaluated twice: a client and its server in one process see the same
task (the server returns it, the client receives it), and a client that fetches the same Agent
Card again presents the same card. Responses, stream items and cards are remembered; requests are
not (see ``Detector.request``). The indicators' verdict on a message depends only on the
indicator set and the message's JSON view, which the SDK adapter derives from the message's type
and content alone; so a verdict found once holds for the same surface, direction and content, and
neither the view (on a2a-sdk 1.x, the SDK's v0.3 conversions) nor the indicators run again.

The key is a 128-bit BLAKE2b digest of the adapter's ``content_key`` (type and full serialized
content), never an id a peer chooses: a peer that reuses a message id with other content gets a
new evaluation. At most ``MAX_ENTRIES`` verdicts are kept (the oldest go first), so memory is
bounded whatever peers send.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from ..hygiene.forksafe import new_lock

MAX_ENTRIES = 512


class VerdictCache:
    """Detections per (surface, direction, content digest); thread-safe, bounded."""

    __slots__ = ("__weakref__", "_entries", "_lock", "max_entries")

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self.max_entries = max_entries
        self._entries: dict[tuple[str, str, bytes], tuple[Any, ...]] = {}
        self._lock = new_lock(self)

    @staticmethod
    def key(surface: str, direction: str, content: bytes) -> tuple[str, str, bytes]:
        return surface, direction, hashlib.blake2b(content, digest_size=16).digest()

    def get_or_evaluate(self, key: tuple[str, str, bytes], evaluate: Callable[[], Any]) -> tuple[Any, ...]:
        found = self._entries.get(key)
        if found is not None:
            return found
        detections = tuple(evaluate())
        with self._lock:
            if len(self._entries) >= self.max_entries:
                del self._entries[next(iter(self._entries))]
            self._entries[key] = detections
        return detections

    def __len__(self) -> int:
        return len(self._entries)
