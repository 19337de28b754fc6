"""A peer's text as a reader sees it once its markup is rendered, and without decorating marks.

A model reads ``<span>ignore</span> <span>all</span> <span>previous</span>`` as the sentence it
wraps, and so does a person looking at the rendered page; patterns written for the sentence read
tags between its words. The same holds for a word split by an inline tag or an empty HTML comment
(``ig<b></b>nore``), line breaks written as ``<br>``, markdown's hard line breaks (a backslash
before the line's end), each word made a markdown link (``[ignore](#)``) or set in underscores
(``_ignore_``), a heading or quote mark before every word on a line of its own, a word hyphenated
across two lines (``ig-`` / ``nore``), words joined by ellipses (``ignore...all``) and an emoji or a
pictograph between every two words. ``reading`` gives the text again with them undone, and
``None`` when its markup does not set its words apart (``SEPARATING``: an e-mail's paragraphs, a
heading per section or a menu path's arrows are not read twice); ``normalize`` appends it after the
text, which keeps its markup (an HTML comment's words are read where they stand, ``### Instruction:``
is a chat template's marker, a markdown image's address is where it sends data).

``undecorated`` takes off the marks stacked on letters as decoration (``i̶g̶n̶o̶r̶e̶``, ``ịg̣ṇọṛẹ``)
from the text itself, before anything else reads it: the letters under them are what a model reads,
in an HTML comment or a chat template as well. ``unstacked`` does the same for random "zalgo" marks,
before the text is composed.

Each rewrite is a linear scan: every pattern stops at the next character that could start another
match, and comments are cut with ``str.find``.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterator
from itertools import islice

__all__ = ["reading", "undecorated", "unstacked"]

# Elements that HTML renders inside a line of text: removed without a space, so that a word they
# split is whole again. Every other tag (a paragraph, a cell, a line break) renders as a break.
_INLINE = frozenset(
    [
        "a",
        "abbr",
        "b",
        "bdi",
        "bdo",
        "big",
        "cite",
        "code",
        "data",
        "del",
        "dfn",
        "em",
        "font",
        "i",
        "ins",
        "kbd",
        "mark",
        "q",
        "s",
        "samp",
        "small",
        "span",
        "strike",
        "strong",
        "sub",
        "sup",
        "time",
        "tt",
        "u",
        "var",
        "wbr",
    ]
)
# A tag: its name, then anything up to its end but another tag's start (so that each "<" is read up
# to the next "<" or ">" at most once).
_TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9-]{0,31})(?:[\s/][^<>]{0,1024})?>")
# A run of tags, a space allowed after each: between two words of a sentence, or inside a word, when
# a letter or digit stands right before and after it (a space allowed before it).
_TAG_RUN = re.compile(f"(?:{_TAG.pattern} ?)+")
_CDATA = re.compile(r"<!\[CDATA\[|\]\]>")
# A markdown link whose target is on the same site (a fragment, a path): read as its text. A link or
# an image to another site keeps its address (where an image's address sends data).
_LINK = re.compile(r"\[([^\[\]\n]{1,512})\]\((?![a-zA-Z][a-zA-Z0-9+.-]{0,31}:)[^()\s:]{0,2048}\)")
_UNDERSCORES = re.compile("_+")
_BLANK = " \t\r\n"
# Markdown's marks at a line's start: a heading's hashes, a quote's angle brackets.
_LINE_SIGN = r"^[ \t]{0,3}(?:#{1,6}|>(?:[ \t]{0,1}>){0,7})"
_LINE_MARK = re.compile(f"{_LINE_SIGN}(?=[ \\t])", re.MULTILINE)
# Three lines in a row of one or two words under such a mark (a heading per section has a paragraph
# between).
_SHORT_LINE = f"{_LINE_SIGN}[ \\t]+\\S+(?:[ \\t]+\\S+)?[ \\t]*"
_MARKED_SHORT_LINES = re.compile(f"(?:{_SHORT_LINE}\\r?\\n){{2}}{_SHORT_LINE}$", re.MULTILINE)
# A backslash before a line's end (markdown's hard break), and a word hyphenated across a line's end.
_HARD_BREAK = re.compile(r"\\\r?\n")
_HYPHENATED = re.compile(r"(?<=\w)-\r?\n[ \t]{0,8}(?=\w)")
# An ellipsis with no space beside it, as every word's separator ("ignore...all...previous").
_ELLIPSIS = re.compile(r"(?<=\S)(?:\.{2,8}|\u2026)(?=\S)")
# A sign set between words with a space on each side ("ignore / all / previous"): a slash, a
# backslash, a bar, a middle dot, a bullet or a dash.
_SPACED_SIGN = re.compile(r"(?<=\S) [/\\|\u00b7\u2022\u2013\u2014-] (?=\S)")
_SPACED_SIGNS = (" / ", " \\ ", " | ", " \u00b7 ", " \u2022 ", " \u2013 ", " \u2014 ", " - ")
# An empty comment (one inside a word hides nothing but the word).
_EMPTY_COMMENT = re.compile(r"<!--\s{0,64}-->")
# Pictographs and symbols between words: arrows, technical and geometric symbols, dingbats, and
# the emoji blocks.
_SYMBOLS = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2460-\u27bf\u2900-\u297f\u2b00-\u2bff\U0001f000-\U0001faff]")
# The combining marks of alphabets (accents, strokes, dots; "zalgo" stacks them): those of Indic,
# Arabic or Hebrew writing are in other blocks and are never taken off.
_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_STACKED = re.compile(f"[{_MARKS}]")
# Three letters in a row each with a mark, once decomposed: "ịgnọrẹ" (dots below, which NFKC
# composes into letters of their own). No language puts one mark of these blocks on most letters of
# its words: in a text that shows such a run, a word whose letters mostly carry the same mark loses
# it. A letter of any script (a stroke goes through kana as well).
_LETTER = "[^\\W\\d_]"
# Invisible format characters inside a word (soft hyphen, zero-width characters, bidi controls, the
# word joiner, a byte order mark): the normalizer removes them later, so a run of marked letters and
# a word read through them (a soft hyphen would otherwise hide the run, and a second reading of the
# same text would differ from the first).
_GAP = "\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
_MARKED_RUN = re.compile(f"(?:{_LETTER}[{_MARKS}]+[{_GAP}]*){{3}}")
_WORD = re.compile(f"(?:{_LETTER}|[{_MARKS}]|[{_GAP}])+")
_GAPS = re.compile(f"[{_GAP}]")
# What a decorated text shows before it is decomposed: a combining mark that composed with nothing,
# or a letter of Latin Extended Additional (where the letters with a dot below are): a French or a
# Russian text has neither, and is not decomposed.
_MAY_BE_DECORATED = re.compile(f"[{_MARKS}\u1e00-\u1eff]")
# Two marks on one letter that compose with nothing (once composed): no language writes that (Yoruba
# and Lithuanian leave one; Vietnamese composes both). Twice in a text, it is "zalgo" of random
# marks, which the rule of half a word's letters does not see (each letter carries other marks).
_STACK = re.compile(f"{_LETTER}[{_MARKS}]{{2,}}")


def _html(text: str) -> str:
    if "<!--" in text:
        text = _without_comments(text)
    if "<![CDATA[" in text:
        text = _CDATA.sub("", text)
    return _TAG.sub(lambda tag: "" if tag.group(1).lower() in _INLINE else " ", text)


def _without_comments(text: str) -> str:
    """Comments out: an empty one goes ("ig<!-- -->nore" reads "ignore"), the text of any other stays
    (a model reads it), with a space for each of its ends."""
    kept: list[str] = []
    position = 0
    while True:
        start = text.find("<!--", position)
        if start < 0:
            break
        end = text.find("-->", start + 4)
        if end < 0:  # an unclosed comment hides the rest from a browser, not from a model: kept
            break
        kept.append(text[position:start])
        content = text[start + 4 : end]
        if content.strip(_BLANK):
            kept.append(f" {content} ")
        position = end + 3
    kept.append(text[position:])
    return "".join(kept)


def _emphasis(text: str) -> tuple[str, int]:
    """Underscores that open or close emphasis as spaces, and how many runs of them; those inside a
    word (snake_case) stay."""
    kept: list[str] = []
    position = replaced = 0
    for run in _UNDERSCORES.finditer(text):
        start, end = run.span()
        inside = start > 0 and end < len(text) and text[start - 1].isalnum() and text[end].isalnum()
        if not inside:
            kept.append(text[position:start])
            kept.append(" ")
            position = end
            replaced += 1
    kept.append(text[position:])
    return "".join(kept), replaced


def _unmarked(word: re.Match[str]) -> str:
    """A decomposed word without the marks that half its letters or more carry (decoration) and, when
    it had one, without the marks that then compose with no letter of it; its own accents stay."""
    text = word.group(0)
    marks = Counter(character for character in text if _STACKED.match(character) is not None)
    letters = len(text) - sum(marks.values()) - len(_GAPS.findall(text))
    decorations = [mark for mark, count in marks.items() if 2 * count >= letters]
    if not decorations:
        return text
    for mark in decorations:
        text = text.replace(mark, "")
    return unicodedata.normalize("NFD", _STACKED.sub("", unicodedata.normalize("NFC", text)))


def _line_marks(text: str) -> bool:
    """Whether a line of ``text`` may start with a heading's or a quote's mark (substring searches:
    a markdown reply without them is not scanned by a regular expression)."""
    if "#" not in text and ">" not in text:
        return False
    return text[:8].lstrip(" \t")[:1] in ("#", ">") or any(
        mark in text for mark in ("\n#", "\n>", "\n #", "\n >", "\n  #", "\n  >")
    )


# How much of a rendering a text must need before it is read rendered: its markup set between words
# often enough to be hiding them, not an e-mail's paragraphs, a heading per section, an arrow in a
# menu path or an identifier's underscore (rendered, such texts doubled the patterns' work for a
# quarter of the ordinary replies and found nothing more, 2026-11-29).
SEPARATING = 3
"""Tag runs, pictographs, ellipses or emphasized words between words, or marked one-word lines."""


def _between_words(text: str, runs: Iterator[re.Match[str]]) -> tuple[int, int]:
    """How many of ``runs`` (matches in ``text``) stand between two words, a space allowed on each
    side, and how many of those touch a letter on both sides (inside a word)."""
    between = inside = 0
    end_of_text = len(text)
    for run in runs:
        start, end = run.span()
        before = start - 1 if start > 0 and text[start - 1] == " " else start
        after = end + 1 if end < end_of_text and text[end] == " " else end
        if before > 0 and after < end_of_text and text[before - 1].isalnum() and text[after].isalnum():
            between += 1
            if before == start and after == end and not run.group(0).endswith(" "):
                inside += 1
    return between, inside


def _words(text: str) -> int:
    return text.count(" ") + text.count("\n") + 1


def _separating(count: int, text: str) -> bool:
    """Whether ``count`` separators set words apart often enough (three, and one gap in five)."""
    return count >= SEPARATING and 5 * count >= _words(text)


def reading(text: str) -> str | None:
    """``text`` with its rendered markup undone (above), or ``None`` when it has none that sets its
    words apart. ``text`` is NFKC-normalized, with its escapes decoded and its invisible characters
    removed. Markup inside a word (``ig<b></b>nore``, ``ig<!-- -->nore``) is always undone."""
    result = text
    if "<" in result:
        between, inside = _between_words(result, _TAG_RUN.finditer(result))
        if inside or _separating(between, result) or "<![CDATA[" in result:
            result = _html(result)
        elif "<!--" in result and _EMPTY_COMMENT.search(result) is not None:
            result = _without_comments(result)
    if "](" in result and _separating(len(_LINK.findall(result)), result):
        result = _LINK.sub(lambda link: f" {link.group(1)} ", result)
    if result.count("_") >= SEPARATING:
        emphasized, replaced = _emphasis(result)
        if _separating(replaced, result):
            result = emphasized
    if _line_marks(result) and _MARKED_SHORT_LINES.search(result) is not None:
        result = _LINE_MARK.sub("", result)
    if "\\" in result and ("\\\n" in result or "\\\r\n" in result):
        result = _HARD_BREAK.sub("\n", result)
    if "-\n" in result or "-\r\n" in result:
        result = _HYPHENATED.sub("", result)
    if ".." in result or (not result.isascii() and "\u2026" in result):
        dots = _ELLIPSIS.findall(result)
        if _separating(len(dots), result):
            # Four dots or more are a sentence's end and an ellipsis: the sentence still ends there.
            result = _ELLIPSIS.sub(lambda dots: ". " if len(dots.group(0)) > 3 else " ", result)
    if (
        not result.isascii()
        and _SYMBOLS.search(result) is not None
        and _separating(_between_words(result, _SYMBOLS.finditer(result))[0], result)
    ):
        result = _SYMBOLS.sub(" ", result)
    # Counted by substring first (the pattern's scan of every text cost 12-20 us per reply). Each
    # such sign adds two spaces to the text's words' count.
    signed = sum(result.count(sign) for sign in _SPACED_SIGNS) if " " in result else 0
    if signed >= SEPARATING and 7 * signed >= _words(result):
        signs = _SPACED_SIGN.findall(result)
        if len(signs) >= SEPARATING and 5 * len(signs) >= _words(result) - 2 * len(signs):
            result = _SPACED_SIGN.sub(" ", result)
    return None if result == text else result


def unstacked(text: str) -> str:
    """``text`` as received (before NFKC) without the marks of random "zalgo": when two of its letters
    each carry two marks or more that compose with nothing, every combining mark of these blocks
    goes. Taken off before composition, the letters that were written with their accents keep them
    ("für" under random marks reads "für" when its "ü" was one character); an accent written as a
    mark of its own goes with the rest, in such a text only."""
    if text.isascii() or _STACKED.search(text) is None:
        return text
    if len(list(islice(_STACK.finditer(unicodedata.normalize("NFC", text)), 2))) < 2:
        return text
    return _STACKED.sub("", text)


def undecorated(text: str) -> str:
    """``text`` (NFKC) without the marks stacked on its letters as decoration: in a text where three
    letters in a row carry a mark, each word loses the marks that half its letters or more carry,
    and then the marks that no letter composes with ("i̶g̶n̶o̶r̶e̶", "ịg̣ṇọṛẹ" read "ignore"; "ş̶" reads
    "ş"). Natural writing puts no one mark on most letters of a word: its text comes back as it was."""
    if text.isascii() or _MAY_BE_DECORATED.search(text) is None:
        return text
    decomposed = unicodedata.normalize("NFD", text)
    if _MARKED_RUN.search(decomposed) is None:
        return text
    return unicodedata.normalize("NFC", _WORD.sub(_unmarked, decomposed))
