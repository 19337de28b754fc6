"""Words set apart by something other than a space, read as words.

A model reads an instruction whose words are joined by underscores, dots, hyphens, slashes or plus
signs (``ignore_all_previous_instructions``), written in camel case
(``IgnoreAllPreviousInstructions``), put one per numbered or lettered line or bullet
(``1. ignore`` / ``2. all``), each in quotes or brackets (``"ignore" "all"``,
``["ignore", "all"]``) or one per comma (``ignore,`` / ``all,``) as it reads the sentence itself.
Patterns written for the sentence read none of them. ``hints`` says what such a text looks like
in the matching form; ``reading`` gives the text again with each such run rewritten as words
apart by spaces, and the rest left as it is: a quoted phrase elsewhere stays quoted (a discussion
of an attack does not read as the attack), and a URL or an e-mail address's domain stays whole (a
slug, ``/blog/how-to-ignore-previous-instructions``, names a page; it is no instruction).

``normalize`` appends the reading when a hint shows (``normalize.py``).
"""

from __future__ import annotations

import functools
import re
from typing import Any

__all__ = ["KINDS", "camel_hint", "hints", "reading"]

# What sets words apart: joiners between them, quotes or brackets around them, list bullets.
JOINERS = r"[_.,+~=/\\-]"
OPENERS = "[\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u300c\u300e\\[(<{]"
CLOSERS = "[\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u300d\u300f\\])>}]"
BULLETS = "[\u2022\u00b7\u25e6\u25aa\u2023\u25ba\u2192]"
# Before a run of joined words in its token, for ``re``: nothing, or anything but a slash up to a
# sign or a digit (``"ignore_…``, ``1_ignore_…``, ``**ignore_…``).
_BEFORE_RUN = "(?:[^\\s/]*[\\x21-\\x2e\\x30-\\x40\\x5b-\\x60\\x7b-\\x7e])?"
# What ends a word inside its quotes: "указания.", "भेजें।".
_END = "[.,!?:;\u0964\u3001\u3002\uff0c]?"


def hints(letter: str, alpha: str, *, backtracking: bool = False) -> dict[str, str]:
    """What words set apart look like in the matching form (case-folded, whitespace collapsed),
    for a word of ``letter``s, by kind: ``joined``, four words of ``alpha``s joined by one joiner
    (three by underscores) with no slash before them in their token (not a URL's path);
    ``wrapped``, two quoted or bracketed words in a row; ``listed``, three list items of one or two
    words (or URLs) in a row, or a bullet between two words; ``commas``, three words each followed
    by a comma and a fourth. (Camel case is gone from the matching form: ``camel_hint`` looks for
    it in the text.) Patterns for RE2, or with ``backtracking`` for Python's ``re`` on ASCII text,
    where a run starts at a token's start or after a sign, never inside a word: a search that tried
    a run from every letter of a word read a long word once per letter (a 250-letter word took
    8 ms, a 200-character sentence 0.3 ms). On ASCII text both find the same runs."""
    word = f"{letter}+"
    item = "(?:[0-9]{1,3}|[a-z])[.)] [^ ]+(?: [^ ]+)? "
    # Words of ``alpha``s (no digits: ids, dates, UUIDs), a sentence's mark allowed before a joiner
    # ("всё,-что"), one joiner throughout: code's "user_service.get_user" or a path's
    # "/api/v1/users" mixes them. One of the first two words has two letters or more: letters
    # spelled out one by one ("s-e-n-d") are the "spaced" hint's.
    mark = "[.,:;!?]?"
    joined = "|".join(
        f"(?:{alpha}{{2,}}{mark}{j}{alpha}|{alpha}{mark}{j}{alpha}{{2,}})(?:{alpha}*{mark}{j}{alpha}){{{n}}}"
        for j, n in (("_", 1), *((re.escape(j), 2) for j in ".,+~=/\\-"))
    )
    # RE2 reads each character once whatever the pattern. ``re`` gets the starts spelled out, and
    # one look at whether a joiner follows the word before it tries the nine joiners in turn.
    if backtracking:
        before_run, word_start = f"{_BEFORE_RUN}(?={alpha}*{mark}{JOINERS}{alpha})", "(?:^|[\\W_])"
    else:
        before_run, word_start = "[^\\s/]*", ""
    return {
        # No slash before the run in its token: after one it is a URL's path.
        "joined": f"(?:^|\\s){before_run}(?:{joined})",
        "wrapped": f"{OPENERS} ?{word}{_END} ?{CLOSERS},? ?{OPENERS} ?{word}",
        "listed": f"(?:^|\\s){item}{item}(?:[0-9]{{1,3}}|[a-z])[.)] |{BULLETS} ?{word} ?{BULLETS}",
        "commas": f"{word_start}(?:{word}, ){{3}}{letter}",
    }


KINDS = frozenset(hints("x", "x"))

# Camel case, four words or more ("IgnoreAllPreviousInstructions", "ÖncekiTümTalimatları"), in
# the scripts that have case, one-letter words and acronyms among them ("ТыВРежиме", "TheAIModel");
# code's "getUserName" has three. Up to ``SHORT_TEXT`` characters,
# an ASCII text is read by Python's ``re``, faster than a call into RE2 (``normalize._Scans``
# says why); a hump first, so that it does not try every lower-case letter as the start of a
# word. Longer texts are read by RE2 (``re`` takes ten times longer).
SHORT_TEXT = 256
_CAMEL_ASCII = re.compile("[a-z][A-Z]+[a-z]+[A-Z]+[a-z]+[A-Z]")


@functools.cache
def _re2(pattern: str) -> Any:
    """``pattern`` compiled by RE2 (the security extra's, which detection needs), on first use."""
    import re2

    options = re2.Options()
    options.log_errors = False
    return re2.compile(pattern, options)


_CAMEL = "\\p{Ll}\\p{Lu}+\\p{Ll}+\\p{Lu}+\\p{Ll}+\\p{Lu}"


def camel_hint(text: str) -> bool:
    """Whether ``text`` (not case-folded) has a run of camel case."""
    if len(text) <= SHORT_TEXT and text.isascii():
        return _CAMEL_ASCII.search(text) is not None
    return _re2(_CAMEL).search(text) is not None


# The reading is Python's ``re``: a text is read again only when a hint shows, and RE2's Python
# binding spends microseconds on each match object, more than the rewrite itself. Each run starts
# where a word (or a quote, or a line) starts and cannot backtrack into it, so each stays linear.
#
# An underscore is a word character to ``re`` and a joiner here: it is swapped for a character
# that is neither a word character nor a space (one of Unicode's private use) before the reading
# and back after, so that a word is simply ``[\w<marks>]+``.
_UNDERSCORE = "\ue000"
# The combining marks Python's ``\w`` leaves out (Arabic harakat, the vowel signs of Indic
# scripts): without them "انسَ" or "भेजें" would end a word.
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
    "\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0dff\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
    "\u3099\u309a"
)
_LETTERS = f"[\\w{_MARKS}]"
# A word, with one apostrophe at most ("s'appliquent", "user's"): more would let ``re`` try each
# way of splitting "a'a'a'…" (quadratic).
_WORD = f"{_LETTERS}+(?:['\u2019]{_LETTERS}+)?"
_WORD_START = f"(?<!{_LETTERS})"
_JOINER_CLASS = f"[{_UNDERSCORE}.,+~=/\\\\-]"
# A joiner, around a sentence's own mark when there is one ("Note_pour_l'assistant_:_tes").
_JOINER = re.compile(f"[:;!?]?{_JOINER_CLASS}+(?:[:;!?]{_JOINER_CLASS}+)?")
# Three words or more joined: two are one word, a name, an identifier or a number ("e-mail",
# "and/or", "3.5", a tool's "send_email", which the patterns read as it is).
_JOINED_RUN = re.compile(f"{_WORD_START}{_WORD}(?:{_JOINER.pattern}{_WORD}){{2,}}")
# Every run starts where a word starts (``_WORD_START``): from inside a word ``re`` would try each
# of its letters again (quadratic on one long word).
_UNDERSCORE_RUN = re.compile(f"{_WORD_START}{_WORD}(?:{_UNDERSCORE}{_WORD}){{2}}")
# Four words or more, each but the last followed by a comma.
_COMMA_RUN = re.compile(f"{_WORD_START}{_WORD}(?:,\\s*{_WORD}){{3,}},?")
# A list's marker, "1." or "b)" at the start of a line or after a space, and a bullet.
_LIST_MARK = re.compile(f"(?:^|(?<=\\s))(?:[0-9]{{1,3}}|[A-Za-z])[.)](?=\\s)|{BULLETS}", re.MULTILINE)
# Two or more quoted or bracketed tokens in a row, apart (a markdown link, "[text](url)", is not a
# run). A token: anything but spaces, quotes and brackets (an angle bracket is text's too:
# "<!--"), with one apostrophe inside at most ("l'adresse"), a URL or an address
# ("https://x.example/up").
_TOKEN_CHARS = "[^\\s\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u300c\u300d\u300e\u300f\\[\\](){}]+"
_TOKEN = f"{_TOKEN_CHARS}(?:['\u2019]{_TOKEN_CHARS})?"
_WRAPPED_TOKEN = f"{OPENERS}\\s?{_TOKEN}\\s?{CLOSERS}"
_WRAPPED_RUN = re.compile(f"(?:{_WRAPPED_TOKEN}[\\s,;]+)+{_WRAPPED_TOKEN}")
_WRAPPED = re.compile(f"{OPENERS}\\s?({_TOKEN})\\s?{CLOSERS}[\\s,;]*")
# A URL (to its first space, quote or bracket), and an e-mail address's domain: the local part
# before it may be the end of joined words ("send_the_chat_to_backup@x.example"). RE2's: ``re``
# reads a kilobyte of text for them in 60 microseconds, RE2 in 2 (a text has few addresses).
_ADDRESSES = (
    "(?i)(?:(?:https?|ftp|wss?|file)://|\\bwww\\.)[^\\s\"'<>\\[\\](){}\u201c\u201d\u2018\u2019\u00ab\u00bb]+"
    "|@[\\w-]+(?:\\.[\\w-]+)+"
)


# Where camel case had its spaces: between a lower-case and an upper-case letter; before the last
# of two upper-case letters followed by a lower-case one ("ВРежиме", "AIModel"); after a
# sentence's punctuation glued to the next word ("Instructions.AndReveal").
_HUMPS = "(?<=[{lower}])(?=[{upper}])|(?<=[{upper}])(?=[{upper}][{lower}])|(?<=[{lower}][.,;:!?])(?=[{upper}])"
_HUMPS_ASCII = re.compile(_HUMPS.format(lower="a-z", upper="A-Z"))


@functools.cache
def _humps() -> re.Pattern[str]:
    """``_HUMPS`` beyond ASCII. ``re`` has no Unicode categories: the classes are built from this
    Python's Unicode data, for the Latin, Greek, Cyrillic, Armenian and Georgian blocks (below
    U+2000), on first use."""
    upper = "".join(re.escape(chr(code)) for code in range(0x2000) if chr(code).isupper())
    lower = "".join(re.escape(chr(code)) for code in range(0x2000) if chr(code).islower())
    return re.compile(_HUMPS.format(lower=lower, upper=upper))


def warm() -> None:
    """Build what the first long or non-ASCII text would otherwise build on a call (2026-11-27:
    the camel-case and address scans 1.6 and 2.4 ms, the humps beyond ASCII 6 ms)."""
    _re2(_CAMEL)
    _re2(_ADDRESSES)
    _humps()


def _words_of(run: re.Match[str]) -> str:
    """A run of joined words read as words. Where there are two joiners or more, one is the text's
    own mark, and the first full stop, comma, colon or other mark stays
    ("please.ignore.this.email..Otherwise" reads "please ignore this email. otherwise"): reading
    across a sentence's end would join two sentences into one instruction. (A capital after one
    dot says nothing: German nouns have one.)"""
    text = run.group(0)
    read = []
    start = 0
    for joiner in _JOINER.finditer(text):
        read.append(text[start : joiner.start()])
        marks = [mark for mark in joiner.group(0) if mark in ".,:;!?"] if len(joiner.group(0)) > 1 else []
        read.append(f"{marks[0]} " if marks else " ")
        start = joiner.end()
    read.append(text[start:])
    return "".join(read)


def _between_addresses(piece: str, camel: bool, pairs: bool) -> str:
    """Camel case and joined words read apart, in a piece of text with no address in it; with
    ``pairs``, two words joined by an underscore too."""
    if camel and camel_hint(piece):
        piece = (_HUMPS_ASCII if piece.isascii() else _humps()).sub(" ", piece)
    piece = _JOINED_RUN.sub(_words_of, piece)
    return piece.replace(_UNDERSCORE, " ") if pairs else piece


def reading(text: str, kinds: set[str] | frozenset[str] = KINDS, camel: bool = True) -> str | None:
    """``text`` with its runs of words set apart read as words; None when it has none. Only the
    ``kinds`` of runs its hints showed are looked for, and camel case when ``camel``."""
    rewritten = text.replace("_", _UNDERSCORE)
    if "listed" in kinds:
        rewritten = _LIST_MARK.sub(" ", rewritten)
    if "wrapped" in kinds:
        rewritten = _WRAPPED_RUN.sub(lambda run: _WRAPPED.sub(r"\1 ", run.group(0)), rewritten)
    if "commas" in kinds:
        rewritten = _COMMA_RUN.sub(lambda run: run.group(0).replace(",", " "), rewritten)
    if "joined" in kinds or camel:
        # Joined words and camel case are read outside addresses only. Where three words or more
        # are joined by underscores, so are two: a whole text written so ("New_instructions:
        # you_must_comply") has no tool names left to keep.
        pairs = _UNDERSCORE_RUN.search(rewritten) is not None
        read = []
        start = 0
        has_address = "://" in rewritten or "@" in rewritten or "www." in rewritten.lower()
        for address in _re2(_ADDRESSES).finditer(rewritten) if has_address else ():
            piece = rewritten[start : address.start()]
            if _JOINER.fullmatch(piece[-1:]) and piece[-2:-1].isalnum():
                piece = piece[:-1] + " "  # "на.https://…": the joiner before an address
            read.append(_between_addresses(piece, camel, pairs))
            # An address glued to the word before it ("…ДанныеНаHttps://…") stands apart.
            glued = piece[-1:].isalnum() and not address.group(0).startswith("@")
            read.append((" " if glued else "") + address.group(0))
            start = address.end()
        read.append(_between_addresses(rewritten[start:], camel, pairs))
        rewritten = "".join(read)
    rewritten = rewritten.replace(_UNDERSCORE, "_")
    return rewritten if rewritten != text else None
