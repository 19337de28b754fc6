"""``x-a2a-not-followed-by`` and ``x-a2a-not-preceded-by``: this tool's extensions of a one-regex
pattern indicator.

OATF pattern conditions (format §6.2) have no negation, and RE2 has no lookaround. Some words are
an attack only when they are not qualified: "ignore the previous instructions" is an override,
"ignore the previous instructions about the font size" a correction that a colleague writes every
day; "share your password with me" is phishing, "never share your password" the advice against it.
So a pattern indicator whose condition is one ``regex`` may carry
``x-a2a-not-followed-by: <RE2 regex>``, ``x-a2a-not-preceded-by: <RE2 regex>``, or both: it
matches a value where its regex matches at a place that the first does not match from the end of
(anchored there) and that the second does not match up to the start of (anchored there, over the
``HEAD_WINDOW`` bytes before it). The value matches when one match of the indicator's regex is not
so qualified; when every match is, it does not (of at most ``MAX_QUALIFIED`` matches: past them, it
matches, so a text cannot hide an order behind many qualified ones).

The keys are ``x-`` extensions (format §3): another OATF tool ignores them and reports every match of
the regex, which gives more findings, never fewer. The work happens only when the regex has
matched (the cheap, common "no match" is unchanged): a pass over the value's matches, each followed
by one anchored match and one search of a short window.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import re2

from ._errors import CompileError
from ._note_acts import ACT, ACT_WINDOW, READER
from ._note_acts import KEY as KEY_NOTE
from ._pattern import compile_regex, prepare_regex, to_text
from ._quoted_examples import DISCUSSION, DISCUSSION_WINDOW, QUOTE_REACH
from ._quoted_examples import KEY as KEY_QUOTED

__all__ = ["KEY", "KEY_NOTE", "KEY_PRECEDED", "KEY_QUOTED", "NotFollowedBy", "qualified"]

KEY = "x-a2a-not-followed-by"
KEY_PRECEDED = "x-a2a-not-preceded-by"
HEAD_WINDOW = 64
"""Bytes before a match that ``x-a2a-not-preceded-by`` reads: a qualifier is the few words right
before it ("never", "do not ever")."""
MAX_QUALIFIED = 64
"""Matches looked at in one value, at most (each costs a search of a 16 KB regex, up to tens of
microseconds): a value with more qualified matches than this is reported, as without the key."""


def qualified(
    regex: str | None, extensions: dict[str, Any], attack_extensions: dict[str, Any] | None = None
) -> NotFollowedBy | None:
    """The qualifiers an indicator's extensions give its regex, or None when it has none of them.
    ``x-a2a-quoted-examples`` may also come from the indicator's attack (``attack_extensions``), for
    those of its indicators that are one regex."""
    for key in (KEY, KEY_PRECEDED):
        if key in extensions and (not isinstance(extensions[key], str) or not extensions[key]):
            raise CompileError(f"{key} must be a non-empty RE2 regex, got {extensions[key]!r}")
    note_act = extensions.get(KEY_NOTE, False)
    if not isinstance(note_act, bool):
        raise CompileError(f"{KEY_NOTE} must be true or false, got {note_act!r}")
    inherited = (attack_extensions or {}).get(KEY_QUOTED, False)
    quoted = extensions.get(KEY_QUOTED, inherited if regex is not None else False)
    for value, where in ((inherited, "the attack"), (quoted, "the indicator")):
        if not isinstance(value, bool):
            raise CompileError(f"{KEY_QUOTED} must be true or false on {where}, got {value!r}")
    if KEY not in extensions and KEY_PRECEDED not in extensions and not note_act and not quoted:
        return None
    return NotFollowedBy(
        regex, extensions.get(KEY), extensions.get(KEY_PRECEDED), note_act=note_act, quoted_examples=quoted
    )


class NotFollowedBy:
    """An indicator's regex, and what must not follow or precede a match of it."""

    __slots__ = ("_discussion", "_head", "_note", "_regex", "_tail")

    def __init__(
        self,
        regex: str | None,
        tail: str | None = None,
        head: str | None = None,
        *,
        note_act: bool = False,
        quoted_examples: bool = False,
    ) -> None:
        if regex is None:
            key = (
                KEY if tail is not None else KEY_PRECEDED if head is not None else KEY_NOTE if note_act else KEY_QUOTED
            )
            raise CompileError(f"{key} needs a pattern indicator whose condition is one regex")
        # The qualifiers are checked by ``qualified``, which reads them from the indicator. The head
        # is searched for in the window before a match, ending where the match starts.
        self._regex, self._tail, self._head = _shared(regex, tail, None if head is None else f"(?:{head})\\z")
        self._note = _note_lexicons() if note_act else None
        self._discussion = _discussion_lexicon() if quoted_examples else None

    def prepare(self) -> None:
        """Build now the programs that read back from a match to its start (the regex's, and the
        head's, which is anchored at the window's end): built on the first match otherwise, up to
        0.1 s on that call for a 14 KB regex (``_pattern.prepare_regex``)."""
        prepare_regex(self._regex)
        if self._head is not None:
            prepare_regex(self._head)
        if self._note is not None:
            for lexicon in self._note:
                prepare_regex(lexicon)
        if self._discussion is not None:
            prepare_regex(self._discussion)

    def keeps(self, value: Any) -> bool:
        """Whether one match of the regex in ``value`` is neither followed by the tail nor preceded
        by the head."""
        text = value if isinstance(value, str) else to_text(value)
        regexp = getattr(self._regex, "_regexp", None)
        tail = None if self._tail is None else getattr(self._tail, "_regexp", None)
        head = None if self._head is None else getattr(self._head, "_regexp", None)
        note = None if self._note is None else tuple(getattr(lexicon, "_regexp", None) for lexicon in self._note)
        discussion = None if self._discussion is None else getattr(self._discussion, "_regexp", None)
        discussed = None if discussion is None else _searcher(discussion)
        if (
            _ANCHOR_START is None
            or regexp is None
            or (self._tail is not None and tail is None)
            or (self._head is not None and head is None)
            or (note is not None and None in note)
            or (self._discussion is not None and discussion is None)
        ):  # pragma: no cover - other layouts
            return any(self._kept_slowly(text, m.start(), m.end()) for m in self._regex.finditer(text))
        # On the UTF-8 bytes once: google-re2's own finditer and match(text, pos) encode the whole
        # text again on every call, quadratic in a text of many matches.
        data = text.encode("utf-8", "surrogatepass")
        size, at = len(data), 0
        for _ in range(MAX_QUALIFIED):
            start, end = regexp.Match(_UNANCHORED, data, at, size)[0]
            if start < 0:
                return False
            followed = tail is not None and tail.Match(_ANCHOR_START, data, end, size)[0][0] >= 0
            # The window is cut out: RE2's end-of-text matches only at the end of the data it gets.
            window = data[max(0, start - HEAD_WINDOW) : start] if head is not None else b""
            preceded = head is not None and head.Match(_UNANCHORED, window, 0, len(window))[0][0] >= 0
            if (
                not followed
                and not preceded
                and (note is None or _note_kept(note, data, start, end, size))
                and (discussed is None or not _quoted_example(discussed, data, start, end))
            ):
                return True
            at = end if end > start else end + 1
            if at > size:
                return False
        return True  # more qualified matches than are looked at: reported, not let through

    def _kept_slowly(self, text: str, start: int, end: int) -> bool:  # pragma: no cover - other layouts
        followed = self._tail is not None and self._tail.match(text, end) is not None
        preceded = self._head is not None and self._head.search(text[max(0, start - HEAD_WINDOW) : start]) is not None
        if self._note is not None:
            reader, act = self._note
            if reader.search(text[start:end]) and not act.search(text[start : end + ACT_WINDOW]):
                return False
        if self._discussion is not None:
            data = text.encode("utf-8", "surrogatepass")
            at = len(text[:start].encode("utf-8", "surrogatepass"))
            size = len(text[start:end].encode("utf-8", "surrogatepass"))
            lexicon = self._discussion
            if _quoted_example(
                lambda window: lexicon.search(window.decode("utf-8", "ignore")) is not None, data, at, at + size
            ):
                return False
        return not followed and not preceded


def _note_kept(note: tuple[Any, ...], data: bytes, start: int, end: int, size: int) -> bool:
    """``x-a2a-note-act``: whether the match ``data[start:end]`` counts, that is names no reader of
    the text, or holds an act, or has one within ``ACT_WINDOW`` bytes after it (``note``: the
    reader's and the act's RE2 programs)."""
    reader, act = note
    # Cut out, as the head's window is: the match read as a text of its own, so that a reader's name
    # at its very end ("note for the orchestrat", a stem) ends a word there.
    span = data[start:end]
    if reader.Match(_UNANCHORED, span, 0, len(span))[0][0] < 0:
        return True
    window = data[start : min(size, end + ACT_WINDOW)]
    return act.Match(_UNANCHORED, window, 0, len(window))[0][0] >= 0


# Quotation marks that open a quotation (“ is also German's closing mark) and that close one.
_OPENING = tuple(mark.encode() for mark in "“«„「『‹")
_CLOSING = tuple(mark.encode() for mark in "”»」』›“")
_CLOSING_ONLY = tuple(mark.encode() for mark in "”»」』›")
# What may precede a match's words in it: the byte a word start reads (a space, a punctuation mark).
_NOT_WORD = bytes(range(0x21)) + b"!#$%&()*+,-./:;<=>?@[\\]^_`{|}~\"'"
_SHORTEST_COPY = 8
"""A match's words shorter than this are not looked for earlier in the value (too common to tell)."""


def _searcher(program: Any) -> Callable[[bytes], bool]:
    """Whether an RE2 program (the engine's low-level one) finds a match in a window of bytes."""
    return lambda window: program.Match(_UNANCHORED, window, 0, len(window))[0][0] >= 0


def _quoted_example(discussed: Callable[[bytes], bool], data: bytes, start: int, end: int) -> bool:
    """``x-a2a-quoted-examples``: whether the match ``data[start:end]`` is a quoted example in a text
    that discusses attacks, at its place or, for a reading of the text without its markup, where its
    words occur first in the value (``discussed``: whether a window holds a word of ``DISCUSSION``)."""
    if _inside_quotes(data, start, end) and _discussed(discussed, data, start):
        return True
    words = data[start:end].lstrip(_NOT_WORD)
    if len(words) < _SHORTEST_COPY:
        return False
    first = data.find(words, 0, start)
    return (
        first >= 0
        # Another reading (joined by " | "), not the same words written again in the text.
        and data.find(b" | ", first + len(words), start) >= 0
        and _inside_quotes(data, first, first + len(words))
        and _discussed(discussed, data, first)
    )


def _inside_quotes(data: bytes, start: int, end: int) -> bool:
    begin = max(0, start - QUOTE_REACH)
    before, after = data[begin:start], data[end : end + QUOTE_REACH]
    opened = max(before.rfind(mark) for mark in _OPENING)
    if opened >= 0 and opened > max(before.rfind(mark) for mark in _CLOSING_ONLY):
        return any(mark in after for mark in _CLOSING)
    if b'"' not in before or b'"' not in after or data.count(b'"', 0, start) % 2 == 0:
        return False
    # An ASCII quotation mark that opens a JSON value ("description": "…") or an array's element
    # (["…", "…"]) opens a field, not a quotation.
    mark = begin + before.rfind(b'"')
    head = data[max(0, mark - 16) : mark].rstrip()
    return not (head.endswith((b"[", b",", b"{")) or (head.endswith(b":") and head[:-1].rstrip().endswith(b'"')))


def _discussed(discussed: Callable[[bytes], bool], data: bytes, start: int) -> bool:
    return discussed(data[max(0, start - DISCUSSION_WINDOW) : start])


@functools.cache
def _discussion_lexicon() -> Any:
    """The words of ``x-a2a-quoted-examples``, compiled once for every indicator."""
    return _compiled(DISCUSSION)


# Where a match ends is found by RE2's DFA, whose state cache a 16 KB regex of counted gaps fills at
# the engine's 8 MiB: RE2 then falls back to a slower matcher, about 20 ms to the end of a 32 KB
# text. With 64 MiB (what an RE2 set of a surface's patterns gets) it stays in the DFA: 0.04 ms. The
# memory is taken only as states are built, and the indicators of every surface that share a regex
# share one compiled copy.
_OPTIONS = re2.Options()
_OPTIONS.log_errors = False
_OPTIONS.never_capture = True
_OPTIONS.max_mem = 64 << 20
_SHARED: dict[tuple[str, str | None, str | None], tuple[Any, Any, Any]] = {}


def _shared(regex: str, tail: str | None, head: str | None) -> tuple[Any, Any, Any]:
    compiled = _SHARED.get((regex, tail, head))
    if compiled is None:
        compiled = (_compiled(regex), _compiled(tail), _compiled(head))
        if len(_SHARED) < 256:
            _SHARED[(regex, tail, head)] = compiled
    return compiled


@functools.cache
def _note_lexicons() -> tuple[Any, Any]:
    """The reader and act lexicons of ``x-a2a-note-act``, compiled once for every indicator."""
    return _compiled(READER), _compiled(ACT)


def _compiled(pattern: str | None) -> Any:
    if pattern is None:
        return None
    compile_regex(pattern, capture=False)  # the engine's own checks (length, syntax), its errors
    return re2.compile(pattern, _OPTIONS)


try:  # the engine's own calls, as _pattern.regex_searcher makes them
    _UNANCHORED: Any = re2._re2.RE2.Anchor.UNANCHORED
    _ANCHOR_START: Any = re2._re2.RE2.Anchor.ANCHOR_START
except AttributeError:  # pragma: no cover
    _UNANCHORED = _ANCHOR_START = None
