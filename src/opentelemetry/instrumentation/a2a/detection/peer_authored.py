"""What a peer authored in a reply: the semantic tier's text on the calling side.

A Task a peer returns carries its ``history``, and that history holds the caller's own requests
(role ``user``). The caller's words are not untrusted input to the caller: scored together with a
benign reply, they pushed it over the model's threshold. So the semantic tier reads a reply without
the history's user-role messages. The inline tier still reads the whole message (``derive``): a
hostile server could label its own text ``user`` to hide it from the model, not from the patterns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .derived import MAX_NODES, texts_of

# The user's role as each view spells it: the A2A v0.3 JSON shape (both SDK lines' converted views)
# and protobuf JSON (the 1.x views of messages with no v0.3 counterpart).
USER_ROLES = frozenset({"user", "ROLE_USER"})


def _callers(entry: Any) -> bool:
    role = entry.get("role") if isinstance(entry, Mapping) else None
    return isinstance(role, str) and role in USER_ROLES


def _without_callers(task: Mapping[str, Any]) -> dict[str, Any] | None:
    history = task.get("history")
    if not isinstance(history, list):
        return None
    # Entries past MAX_NODES are never read by text_of: a peer's million-entry history costs at most
    # MAX_NODES checks here, as it does in derive.
    bounded = history[:MAX_NODES]
    if not any(_callers(entry) for entry in bounded):
        return None
    peers = dict(task)
    peers["history"] = [entry for entry in bounded if not _callers(entry)]
    return peers


def without_callers_history(message: Any) -> dict[str, Any] | None:
    """``message`` (a JSON view, not changed) as a shallow copy whose ``history`` lacks the user-role
    messages, as is each task's of a task list (``ListTasks``: ``tasks``); None when there are none to
    leave out (no history, not a list, no user-role entry)."""
    if not isinstance(message, Mapping):
        return None
    peers = _without_callers(message)
    tasks = message.get("tasks")
    if isinstance(tasks, list):
        bounded = tasks[:MAX_NODES]
        stripped = [_without_callers(task) if isinstance(task, Mapping) else None for task in bounded]
        if any(task is not None for task in stripped):
            peers = dict(peers if peers is not None else message)
            peers["tasks"] = [new if new is not None else old for new, old in zip(stripped, bounded, strict=True)]
    return peers


def peer_texts(message: Any, texts: list[str]) -> list[str]:
    """The texts of what the peer authored in ``message``, as sent: ``texts`` (all of its texts, as
    ``derive_and_texts`` read them) when the history holds no caller's message, else read once
    without them."""
    peers = without_callers_history(message)
    return texts if peers is None else texts_of(peers)[0]
