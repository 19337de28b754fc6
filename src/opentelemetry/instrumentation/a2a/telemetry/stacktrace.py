"""An exception's stack trace in Python's own layout, with each exception's text computed once.

``traceback.format_exception`` (and the OpenTelemetry SDK's ``record_exception``, which calls it
and then ``str(exc)`` again) runs an exception's ``__str__`` each time and copies whatever it
returns: an SDK error that quotes a peer's 10 MB message is copied whole several times, and an
exception whose ``__str__`` is slow is that slow four times over. Here the caller passes the text it
already computed (redacted and cut) for the exception itself; each chained cause or context is
asked once, through the caller's bounded ``text_of``; so the work is bounded by the limits, not by
what a peer sent.

The layout is the interpreter's (``Traceback (most recent call last):``, the frames, ``Type:
message``, causes first with their linking sentence), so the trace reads as every Python user
expects. Frames come from our own process, not from a peer: they are formatted as they are.
"""

from __future__ import annotations

import builtins
import sys
import traceback
from collections.abc import Callable

# How far a chain of causes and contexts is followed: deeper chains are real but rare, and a loop
# (an exception that is its own context's cause) must end.
MAX_CHAIN = 16
# Sub-exceptions of an exception group listed by their first line.
MAX_GROUP_ITEMS = 16
_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"
# A note (PEP 678) is our process's own text, but may be long.
_NOTE_LIMIT = 4096
# Exception groups (Python 3.11+), whose members are listed by their first line.
_GROUPS: tuple[type[BaseException], ...] = (
    (builtins.BaseExceptionGroup,) if sys.version_info >= (3, 11) else ()  # type: ignore[attr-defined,unused-ignore]
)


def _chain(exc: BaseException) -> list[tuple[BaseException, str]]:
    """``exc`` and the exceptions behind it, innermost last, each with the sentence that links it
    to the one before it in the chain (the one it caused)."""
    chain: list[tuple[BaseException, str]] = [(exc, "")]
    seen = {id(exc)}
    current = exc
    while len(chain) < MAX_CHAIN:
        if current.__cause__ is not None:
            behind, link = current.__cause__, _CAUSE
        elif current.__context__ is not None and not current.__suppress_context__:
            behind, link = current.__context__, _CONTEXT
        else:
            break
        if id(behind) in seen:
            break
        seen.add(id(behind))
        chain.append((behind, link))
        current = behind
    return chain


def format_stack_trace(
    exc: BaseException,
    text: str,
    text_of: Callable[[BaseException], str],
    type_name: Callable[[type], str],
) -> str:
    """The stack trace of ``exc``, whose text (already bounded) is ``text``; ``text_of`` gives
    another exception's text, bounded (called once per chained exception), ``type_name`` its
    type's name."""
    parts: list[str] = []
    chain = _chain(exc)
    for position in range(len(chain) - 1, -1, -1):
        current, _ = chain[position]
        if current.__traceback__ is not None:
            parts.append("Traceback (most recent call last):\n")
            parts.extend(traceback.format_tb(current.__traceback__))
        shown = text if current is exc else text_of(current)
        parts.append(f"{type_name(type(current))}: {shown}\n" if shown else f"{type_name(type(current))}\n")
        notes = getattr(current, "__notes__", None)
        if isinstance(notes, list):
            parts.extend(f"{note[:_NOTE_LIMIT]}\n" for note in notes[:MAX_GROUP_ITEMS] if isinstance(note, str))
        members = getattr(current, "exceptions", None) if isinstance(current, _GROUPS) else None
        if isinstance(members, tuple):
            for number, member in enumerate(members[:MAX_GROUP_ITEMS], 1):
                parts.append(f"  +---- {number} ---- {type_name(type(member))}: {text_of(member)}\n")
            if len(members) > MAX_GROUP_ITEMS:
                parts.append(f"  +---- and {len(members) - MAX_GROUP_ITEMS} more ----\n")
        if position > 0:
            # The sentence between this (earlier) exception and the one it led to.
            parts.append(chain[position][1])
    return "".join(parts)
