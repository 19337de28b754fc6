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

from .derived import text_of

# The user's role as each view spells it: the A2A v0.3 JSON shape (both SDK lines' converted views)
# and protobuf JSON (the 1.x views of messages with no v0.3 counterpart).
USER_ROLES = frozenset({"user", "ROLE_USER"})


def _callers(entry: Any) -> bool:
    role = entry.get("role") if isinstance(entry, Mapping) else None
    return isinstance(role, str) and role in USER_ROLES


def without_callers_history(message: Any) -> dict[str, Any] | None:
    """``message`` (a JSON view, not changed) as a shallow copy whose ``history`` lacks the user-role
    messages; None when it has none to leave out (no history, not a list, no user-role entry)."""
    if not isinstance(message, Mapping):
        return None
    history = message.get("history")
    if not isinstance(history, list) or not any(_callers(entry) for entry in history):
        return None
    peers = dict(message)
    peers["history"] = [entry for entry in history if not _callers(entry)]
    return peers


def peer_text(message: Any, x_text: str) -> str:
    """The normalized text of what the peer authored in ``message``: ``x_text`` (its whole text, as
    ``derive`` made it) when the history holds no caller's message, else computed once without them."""
    peers = without_callers_history(message)
    return x_text if peers is None else text_of(peers)
