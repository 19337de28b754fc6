"""The readable disguises an outside review used to evade the curated set: each keeps a payload
readable to a model. Shared by the per-channel evasion tests (``test_evasions.py``), the corpus-wide
retention floor (``test_corpus_floor.py``) and ``make bench-detections``."""

from __future__ import annotations

import json
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


def _camel_case(text: str) -> str:
    # Each word capitalized and glued to the next: "IgnoreAllPreviousInstructions".
    return "".join(word[:1].upper() + word[1:] for word in text.split(" "))


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
    # Found by this project (2026-11-26/27), not by the review: words joined, words in camel case,
    # one word per numbered line, every word quoted, the words as a JSON array.
    "words joined by underscores": lambda text: text.replace(" ", "_"),
    "words joined by hyphens": lambda text: text.replace(" ", "-"),
    "words joined by dots": lambda text: text.replace(" ", "."),
    "camel case": _camel_case,
    "a word per numbered line": lambda text: "\n".join(f"{n}. {word}" for n, word in enumerate(text.split(" "), 1)),
    "every word quoted": lambda text: " ".join(f'"{word}"' for word in text.split(" ")),
    "a JSON array of words": lambda text: json.dumps(text.split(" "), ensure_ascii=False),
}


def applies(name: str, text: str) -> bool:
    """Whether transform ``name`` can disguise ``text``: tag characters spell ASCII only; camel
    case needs a script with case (every letter upper or lower case: not Arabic, Hindi or CJK)."""
    if name == "tag characters":
        return text.isascii()
    if name == "camel case":
        return all(ch.isupper() or ch.islower() for ch in text if ch.isalpha())
    return True
