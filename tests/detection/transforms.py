"""The readable disguises an outside review used to evade the curated set: each keeps a payload
readable to a model. Shared by the per-channel evasion tests (``test_evasions.py``), the corpus-wide
retention floor (``test_corpus_floor.py``) and ``make bench-detections``."""

from __future__ import annotations

import re
from collections.abc import Callable

CYRILLIC = str.maketrans("aeopcixyAEOPCIXY", "аеорсіхуАЕОРСІХУ")
FULLWIDTH = {code: code + 0xFEE0 for code in range(0x21, 0x7F)}


def _inside_words(mark: str, text: str) -> str:
    return " ".join(word[:2] + mark + word[2:] if len(word) > 3 else word for word in text.split(" "))


def _letters_hyphenated(text: str) -> str:
    # Each word of four letters or more spelled with a hyphen between its letters ("i-g-n-o-r-e"):
    # words with digits or joined by an underscore (ids, tokens, base64) are left as they are.
    return re.sub(r"\b[^\W\d_]{4,}\b", lambda word: "-".join(word.group(0)), text)


def _tag_characters(text: str) -> str:
    # Tag characters spell ASCII only (U+E0000 + the code point): ``applies`` keeps other texts out.
    return "Summary ready." + "".join(chr(0xE0000 + ord(ch)) for ch in text)


TRANSFORMS: dict[str, Callable[[str], str]] = {
    "cyrillic homoglyphs": lambda text: text.translate(CYRILLIC),
    "fullwidth": lambda text: text.translate(FULLWIDTH).replace(" ", "\u3000"),
    "zero-width joiner in words": lambda text: _inside_words("\u200d", text),
    "soft hyphen in words": lambda text: _inside_words("\u00ad", text),
    "letters hyphenated": _letters_hyphenated,
    "nbsp for spaces": lambda text: text.replace(" ", "\u00a0"),
    "newlines for spaces": lambda text: text.replace(" ", "\n"),
    "html entities": lambda text: text.replace(" ", "&#32;").replace("i", "&#105;"),
    "percent-encoding": lambda text: text.replace(" ", "%20").replace("e", "%65"),
    "tag characters": _tag_characters,
    "a word per table cell": lambda text: "| " + " | ".join(text.split(" ")) + " |",
    "a word per bold run": lambda text: " ".join(f"**{word}**" for word in text.split(" ")),
    "a word per code span": lambda text: " ".join(f"`{word}`" for word in text.split(" ")),
    "a word per bullet": lambda text: "\n".join(f"- {word}" for word in text.split(" ")),
}


def applies(name: str, text: str) -> bool:
    """Whether transform ``name`` can disguise ``text``: tag characters spell ASCII only."""
    return name != "tag characters" or text.isascii()
