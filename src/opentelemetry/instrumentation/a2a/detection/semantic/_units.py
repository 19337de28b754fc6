"""PeerTexts: the texts of one message as the semantic tier's model scores them, each on its own.

The head was trained, and its threshold chosen, on one text at a time. Scored joined with the texts
around it (an artifact's name, a data part's keys, the request's other text part), a text is another
input: on the never-tuned corpora, offline, an artifact's name ("reply") before each text took the
model's false positives from 0/60 to 5/60 (heldout) and from 2/104 to 5/104 (independent-b), and
the threshold no longer meant the false-positive rate it was chosen for. So the detector hands over
the texts it read, as sent, and here, in the worker thread (never on the call path), each one is
normalized as the inline tier normalizes (``normalize``) and becomes one text for the model:

- a label (one ASCII word under ``LABEL_CHARS`` characters: a key, a name, a state) carries no
  instruction and is not scored; a script written without spaces (Chinese, Japanese, Thai) is
  always scored;
- the same text twice is scored once;
- at most ``MAX_UNITS`` texts: from the last one on, the rest are joined into one (the evaluator cuts
  a long text into windows), so a message of many small fields costs a bounded number of scores;
- at most ``max_chars`` characters in all, in document order: beyond, nothing is scored (the inline
  tier reads 32,768).

The evaluator's ``score(text, semantic)`` is called once per text; the message's score is the
highest (``SemanticWorker``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from ..normalize import normalize

__all__ = ["LABEL_CHARS", "MAX_UNITS", "PeerTexts", "units_of"]

MAX_UNITS = 16
"""Texts of one message scored on their own, at most; the rest are scored joined, as one."""
LABEL_CHARS = 32
"""A one-word ASCII text shorter than this is a label, not scored."""


def _label(text: str) -> bool:
    return len(text) < LABEL_CHARS and text.isascii() and len(text.split()) == 1


def units_of(texts: Sequence[str], max_chars: int) -> list[str]:
    """The texts the model scores for a message whose texts, as sent, are ``texts``."""
    units: list[str] = []
    seen: set[str] = set()
    room = max_chars
    for raw in texts:
        if room <= 0:
            break
        if not isinstance(raw, str):
            continue
        text = normalize(raw, limit=room).text.strip()[:room]
        if not text or _label(text) or text in seen:
            continue
        seen.add(text)
        room -= len(text) + 1
        if len(units) < MAX_UNITS:
            units.append(text)
        else:
            units[-1] = f"{units[-1]}\n{text}"
    return units


class PeerTexts(Sequence[str]):
    """``units_of(texts, max_chars)``, computed on first use (in the worker thread) and kept: one
    message scored against several indicators is normalized once."""

    __slots__ = ("_max_chars", "_texts", "_units")

    def __init__(self, texts: Sequence[str], max_chars: int) -> None:
        self._texts = texts
        self._max_chars = max_chars
        self._units: list[str] | None = None

    def _computed(self) -> list[str]:
        units = self._units
        if units is None:
            units = self._units = units_of(self._texts, self._max_chars)
            self._texts = ()  # the message's texts as sent are not kept once read
        return units

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._computed()[index]

    def __len__(self) -> int:
        return len(self._computed())

    def __iter__(self) -> Iterator[str]:
        return iter(self._computed())

    def __repr__(self) -> str:
        return f"PeerTexts({len(self)} text(s))"
