"""One matching form for a peer's text, whatever readable disguise it wears.

An injected instruction stays readable to a model when it is written with Cyrillic look-alikes,
fullwidth forms, zero-width or soft-hyphen characters inside words, non-breaking spaces or line
breaks between words, HTML entities, percent-encoding, escapes, Unicode tag characters, base64,
base32, hex or binary octets, spaced-out letters, leetspeak, one word per markdown table cell,
bold run or bullet, or words joined by punctuation, in camel case, one per numbered line or each
in quotes. Patterns written for the plain text would miss every one of them. ``normalize`` maps
all of them to one form, once per message, so that the curated patterns (``tools/gen_curated.py``)
are written once, for plain lower-case text. This goes beyond the OATF
specification: it is this tool's behaviour (``docs/curated-indicators.md``, "Derived fields").

Steps, in order: decode HTML entities (twice, for double encoding), percent-encoding and
``\\uXXXX``/``\\xXX`` escapes; decode Unicode tag characters (ASCII smuggling) to the text they
spell; NFKC; remove every format (``Cf``) and invisible character (variation selectors, Hangul
fillers, the combining grapheme joiner, the braille blank); case-fold; map confusable letters to
ASCII (Unicode TR39, ``_confusables.py``) in each word whose every non-ASCII letter has an ASCII
look-alike, so that ``ѕуѕтеm`` becomes ``system`` while a Russian word stays Russian (and, before
that, take off the marks stacked on letters as decoration, ``rendered.undecorated``, and random
"zalgo" marks before it, ``rendered.unstacked``); remove the
Arabic vowel marks and tatweel and the Devanagari nukta; collapse whitespace. Then what was hidden is appended, normalized the same way: tag-character text, base64,
base32, hex and binary runs that decode to text, the text as its HTML or markdown renders
(``rendered.py``), spaced-out letters joined (a letter per line too), leetspeak read as letters, a
text that says it is written backwards read back (reversed, and each word reversed), the text without its markdown markup when that sets single words apart (spelled-out
letters and one-word markup are noticed in every script), the text with its words set apart by
punctuation or case read as words (``apart.py``).

Bounded: the input is cut at ``limit`` characters and what is appended at another ``limit``; no
step backtracks (each regular expression is linear), so the work is linear in ``limit``.
"""

from __future__ import annotations

import base64
import binascii
import functools
import html
import re
import sys
import unicodedata
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from ..hygiene.memo import BoundedMemo
from . import apart, rendered
from ._confusables import SOURCES, TARGETS

__all__ = ["Normalized", "normalize"]

MAX_DECODED_RUNS = 8


@dataclass(frozen=True, slots=True)
class Normalized:
    """``text``: the matching form; the counts say what was undone (evidence of evasion)."""

    text: str
    hidden: int = 0
    """Invisible or format characters removed from inside words, and tag characters decoded."""
    confusable_words: int = 0
    """Words whose look-alike letters were mapped to ASCII."""
    decoded: int = 0
    """Encoded runs (base64, base32, hex, binary octets) decoded to text and appended."""


_CONFUSABLE = str.maketrans(SOURCES, TARGETS)
_CONFUSABLE_SET = frozenset(SOURCES)
# A word in the Latin script: ASCII and Latin-1, Latin Extended-A and -B, Latin Extended Additional
# (Vietnamese, Welsh), combining diacritical marks.
_LATIN_WORD = re.compile("[\x00-\u024f\u0300-\u036f\u1e00-\u1eff]+")
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_PERCENT = re.compile(r"%[0-9a-fA-F]{2}")
_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_FLAG_TAGS = re.compile("[\U000e0061-\U000e007a]+\U000e007f")


def _spelled(tag: str) -> str:
    """What one character of the tag block spells: ASCII for a tag character, a space below them
    (where a line break would be), nothing for the cancel tag."""
    code = ord(tag) - 0xE0000
    if 0x20 <= code <= 0x7E:
        return chr(code)
    return " " if code < 0x20 else ""


class _Scans:
    """The whole-text scans, in RE2: its automaton reads 1 KB in about a microsecond, Python's
    ``re`` in about fifteen. Built on first use, because ``google-re2`` comes with the ``security``
    extra while this module is imported by every install (detection runs only with indicators,
    which need that extra)."""

    def __init__(self) -> None:
        import re2  # the security extra's; see the class docstring

        options = re2.Options()
        options.log_errors = False
        # One scan says whether any is there; then a set of them all says which (a search per kind
        # that recurs, such as markup in a markdown reply, would cost a match object per occurrence).
        self.kinds: Any = {name: re2.compile(pattern, options) for name, pattern in _HINTS_ANY_SCRIPT.items()}
        self.hints: Any = re2.compile("|".join(f"(?:{pattern})" for pattern in _HINTS_ANY_SCRIPT.values()), options)
        # Which kinds, in one more scan rather than one per kind: each call into RE2 releases the
        # GIL, and with another thread runnable each release can cost up to a switch interval. A
        # set whose automaton runs out of memory says "none" (a regex falls back to a slower scan
        # instead): then each kind is searched as before.
        self.kind_names = tuple(_HINTS_ANY_SCRIPT)
        self.kind_set: Any = re2.Set.SearchSet(options)
        for pattern in _HINTS_ANY_SCRIPT.values():
            self.kind_set.Add(pattern)
        self.kind_set.Compile()
        # A short ASCII text is scanned by Python's ``re`` instead: google-re2 releases the GIL on every
        # match, and when another thread is runnable (an agent's server thread, the exporters')
        # each release hands it the interpreter for tens of microseconds, more than ``re`` takes
        # to read a few dozen characters. Its per-character cost is RE2's hundredfold (0.3 µs:
        # 70 µs for 200 characters, against 7 µs through RE2 on an idle machine), hence the short
        # limit. The patterns start their runs at word starts, so ``re`` stays linear on them;
        # ASCII classes, as RE2's.
        self.short_kinds: Any = {name: re.compile(pattern, re.ASCII) for name, pattern in _HINTS.items()}
        # Most short texts show no hint: one search of them all says so (then one per kind, as above).
        self.short_hints: Any = re.compile("|".join(f"(?:{pattern})" for pattern in _HINTS.values()), re.ASCII)
        self.base64: Any = re2.compile(r"[A-Za-z0-9+/]{16,}={0,2}|[A-Za-z0-9_-]{16,}={0,2}", options)
        self.hex: Any = re2.compile(r"(?:[0-9a-fA-F]{2}){8,}", options)
        # Eight or more octets of bits, apart or not ("01001001 01100111 ...").
        self.binary: Any = re2.compile(r"(?:[01]{8}[ ,;]?){8,}", options)


@functools.cache
def _scans() -> _Scans:
    return _Scans()


# What the hidden forms look like: a run of 16 base64 or hex characters; letters and the digits
# leetspeak uses side by side; five single letters spaced out; a word alone between markup (a
# table cell, bold or code, a one-word bullet).
_HINTS = {
    "encoded": r"[A-Za-z0-9+/_-]{16}|(?:[01]{8} ){3}[01]{8}",
    "leet": r"[a-z][013457@$]|[013457@$][a-z]",
    "spaced": r"\b(?:\w[ .\-_*]){4}\w\b",
    "markup": r"[|*`~]\s?\w+\s?[|*`~]|(?:^|\s)[-+>#]\s\w+\s[-+>#]\s",
    **apart.hints("[^\\W_]", "[^\\W\\d_]", backtracking=True),
}
# The same, for RE2, with the letters of every script (and their combining marks: Devanagari's
# vowel signs): "и-г-н-о-р-и-р-у-й", "| تجاهل | جميع |" hide as well as their Latin twins. On ASCII
# text the two read alike.
_LETTER = "[\\pL\\pM\\pN]"
_HINTS_ANY_SCRIPT = {
    **_HINTS,
    "spaced": f"(?:^|[^\\pL\\pM\\pN_])(?:{_LETTER}[ .\\-_*]){{4}}{_LETTER}(?:[^\\pL\\pM\\pN_]|$)",
    "markup": "[|*`~]\\s?[\\pL\\pM\\pN_]+\\s?[|*`~]|(?:^|\\s)[-+>#]\\s[\\pL\\pM\\pN_]+\\s[-+>#]\\s",
    # A letter of every script would make RE2's program for them all too large (its automaton
    # then runs out of memory and falls back to a scan 70 times slower): for these hints, any
    # character but ASCII's spaces and punctuation is a letter. A hint only says what to read.
    **apart.hints("[^\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]", "[^\\x00-\\x40\\x5b-\\x60\\x7b-\\x7f]"),
}
# A text that says it is written backwards ("FlipAttack", Liu et al. 2024: the task's letters or
# words reversed, and the model told to flip them back): words that mean little else. Looked for by
# substring first (each is a few nanoseconds a kilobyte; a pattern among the RE2 hints made every
# text's scan slower), then confirmed at a word's start.
_FLIP_WORDS_ASCII = ("flip", "revers", "backward", "right-to-left", "right to left")
_FLIP_WORDS = (
    *_FLIP_WORDS_ASCII,
    "rückwärts",
    "spiegelverkehrt",
    "à l'envers",
    "al revés",
    "de trás para frente",
    "achterstevoren",
    "задом наперед",
    "задом наперёд",
    "倒过来",
    "倒序",
    "逆から",
    "逆順",
    "거꾸로",
)
_FLIP_CUE = re.compile(
    r"(?<!\w)(?:flip(?:ped|ping|s)?|revers(?:ed?|ing)|backwards?|right[- ]to[- ]left)(?!\w)|"
    + "|".join(map(re.escape, _FLIP_WORDS[len(_FLIP_WORDS_ASCII) :]))
)


def _says_flipped(plain: str) -> bool:
    """Whether the matching form says that the text, or part of it, is written backwards."""
    words = _FLIP_WORDS_ASCII if plain.isascii() else _FLIP_WORDS
    return any(word in plain for word in words) and _FLIP_CUE.search(plain) is not None


# Up to this length a text's hints are scanned with ``re`` (``_Scans.short_kinds``): "hello", "OK,
# done", a status line. (Camel case is looked for by ``re`` up to ``apart.SHORT_TEXT``.)
SHORT_TEXT = 32


def _hints(text: str) -> set[str]:
    """Which kinds of hidden form ``text`` shows."""
    scans = _scans()
    if len(text) <= SHORT_TEXT and text.isascii():
        if scans.short_hints.search(text) is None:
            return set()
        return {name for name, kind in scans.short_kinds.items() if kind.search(text) is not None}
    if scans.hints.search(text) is None:
        return set()
    found = scans.kind_set.Match(text)
    if found:
        return {scans.kind_names[index] for index in found}
    return {name for name, kind in scans.kinds.items() if kind.search(text) is not None}


# Single letters (of any script, with a combining mark) separated by one space, dot, dash,
# underscore or star.
_SPACED_RUNS = re.compile(r"\b(?:\w[\u0300-\u036f\u0900-\u0903\u093a-\u094f]?[ .\-_*]){2,}\w\b")
_SEPARATORS = ".-_*"
# Three characters or more, each alone on its line ("i\ng\nn\no\nr\ne"; punctuation and markup too), blank
# lines (or lines holding a space) between words.
_LETTER_LINES = re.compile(r"(?:\S[ \t]*\r?\n(?:[ \t]*\r?\n){0,2}){2,}\S(?!\S)")
_BLANK_LINES = re.compile(r"[ \t]*\r?\n(?:[ \t]*\r?\n)+[ \t]*")
_LINE_BREAK = re.compile(r"[ \t]*\r?\n")


def _letters_on_lines(run: re.Match[str]) -> str:
    """Characters each on a line read as the words they spell: a word's letters and marks joined, one
    space between two words (where a blank line, or a line holding a space, stood): "l", "e", "",
    "r", "e", "g", "o", "l", "e", "." on their lines read "le regole."; "<", "|", "i", "m"... read
    "<|im". Joined, not spelled out with spaces: a two-letter word is no run of spaced letters."""
    words = _BLANK_LINES.sub(" ", run.group(0))
    return _LINE_BREAK.sub("", words)


def _joined(run: str) -> str:
    """A spelled-out run read as words. Letters set apart by a dot, dash, underscore or star make a
    word, and a space between two such words stays ("p-r-e-v-i-o-u-s i-n-s-t-r-u-c-t-i-o-n-s"
    reads "previous instructions", not one word); letters set apart by single spaces alone make one
    word ("i g n o r e")."""
    words: list[str] = []
    letters = ""
    for piece in run.split(" "):
        if len(piece) == 1:
            letters += piece
            continue
        if letters:
            words.append(letters)
            letters = ""
        # The separator that sets the letters apart is the commonest one: another is the text's own
        # ("r-e-c-o-r-d-s@d-a-t-a.e-x-a-m-p-l-e" keeps its dot).
        marks = [mark for mark in piece[1::2] if mark in _SEPARATORS]
        words.append(piece.replace(max(marks, key=marks.count), "") if marks else piece)
    if letters:
        words.append(letters)
    return " ".join(words)


# Markdown's table pipes, emphasis and code marks, quote and heading marks, and bullets, as
# spaces: "| ignore | all |", "**ignore** **all**", "- ignore\n- all" read as "ignore all". A
# hyphen inside a word stays: a bullet is a hyphen with no letter beside it, and "one-time code"
# or "legal@outside-counsel.example" read apart were no longer what the patterns name (two
# attacks with every word in bold went unseen, 2026-11-27). So do a plus and a hash before a digit
# or a letter: "+44 7700 900123" read "44 7700 900123" was no longer a phone number to send the
# user's contacts to (an attack in bold went unseen, 2026-11-27), nor "#4711" an order number.
_MARKUP = str.maketrans(dict.fromkeys("|*`~>", " "))
_BULLET = re.compile(r"(?<!\w)[-+#]+(?!\w)")
_LEET = str.maketrans("013457@$", "oieastas")
_LEET_WORD = re.compile(r"\b[a-z013457]{2,20}\b")


@functools.cache
def _invisible() -> tuple[dict[int, None], frozenset[str], re.Pattern[str]]:
    """Every format (Cf) character of this Python's Unicode data and the other invisible ones: a
    table that removes them, a pattern that finds one, and one that finds them between two word
    characters. Built on first use (a scan of every code point, ~60 ms; the detector builds it
    when it starts)."""
    invisible = [code for code in range(sys.maxunicode + 1) if unicodedata.category(chr(code)) == "Cf"]
    invisible += [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]  # variation selectors
    invisible += [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D, 0x180F, 0x2800, 0x3164, 0xFFA0]
    characters = "".join(f"\\U{code:08x}" for code in sorted(set(invisible)))
    return (
        dict.fromkeys(invisible),
        frozenset(map(chr, invisible)),
        re.compile(f"(?<=\\w)[{characters}]+(?=\\w)"),
    )


def warm() -> None:
    """Build the tables now (at start-up), not on the first message."""
    _invisible()
    _scans()
    apart.warm()


def _decode_escapes(text: str) -> str:
    if "&" in text and _ENTITY.search(text):
        text = html.unescape(text)
        if "&" in text and _ENTITY.search(text):  # double-encoded: &amp;lt;
            text = html.unescape(text)
    if "%" in text and _PERCENT.search(text):
        text = unquote(text, errors="replace")
    if "\\" in text:
        text = _ESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    return text


def _skeleton(words: list[str]) -> tuple[list[str], int]:
    """Look-alike letters mapped to ASCII in the words made only of Latin letters and look-alikes:
    the whole text mapped at once (``str.translate``), each word kept mapped only if that made it
    Latin (ASCII, or Latin letters with diacritics: ``рrécédеntеs`` with Cyrillic р and е becomes
    ``précédentes``, while a Russian word with one letter that has no look-alike stays Russian)."""
    text = " ".join(words)
    if text.isascii() or _CONFUSABLE_SET.isdisjoint(text):
        return words, 0
    mapped = text.translate(_CONFUSABLE).split(" ")
    result = []
    rewritten = 0
    for before, after in zip(words, mapped, strict=True):
        if after != before and (after.isascii() or _LATIN_WORD.fullmatch(after) is not None):
            # A look-alike followed by a combining accent (Cyrillic е + U+0301) composes now.
            result.append(after if after.isascii() else unicodedata.normalize("NFC", after))
            rewritten += 1
        else:
            result.append(before)
    return result, rewritten


# Marks that readers skip and writers leave out or stretch words with: Arabic vowel marks
# (harakat) and the tatweel that elongates a letter ("تـجـاهـل" reads "تجاهل"), and the Devanagari
# nukta (NFKC splits "ज़" into "ज" and the nukta; "नज़रअंदाज़" is written "नजरअंदाज" as often).
_OPTIONAL_MARKS = re.compile("[\u0640\u064b-\u065f\u0670\u093c]")


def _plain(text: str) -> tuple[str, int, int]:
    """NFKC, invisible characters out, case-folded, confusables mapped, optional marks out,
    whitespace collapsed."""
    hidden = 0
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
        table, invisible, between_letters = _invisible()
        if not invisible.isdisjoint(text):
            hidden = sum(len(run) for run in between_letters.findall(text))
            text = text.translate(table)
        text = _OPTIONAL_MARKS.sub("", text)
    if text.isascii():  # no look-alike to map
        return _folded_ascii(text), hidden, 0
    tokens, words = _skeleton(text.casefold().split())
    return " ".join(tokens), hidden, words


# ASCII's upper-case letters to lower case (its case folding) and its whitespace, as ``str.split``
# reads it (the information separators U+001C-U+001F too), to spaces.
_ASCII_FOLD = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZ\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f", b"abcdefghijklmnopqrstuvwxyz" + b" " * 9
)


def _folded_ascii(text: str) -> str:
    """``" ".join(text.casefold().split())`` for an ASCII text, without a string per word: that
    split and join were half the normalization of a 1 KB reply (2026-11-27). Runs of spaces are
    halved in place a few times (a paragraph break, an indent), and split only when some are long."""
    folded = text.encode("ascii").translate(_ASCII_FOLD)
    for _ in range(4):
        if b"  " not in folded:
            break
        folded = folded.replace(b"  ", b" ")
    else:
        if b"  " in folded:
            folded = b" ".join(folded.split())
    return folded.strip(b" ").decode("ascii")


def _visible(text: str) -> str:
    """``text`` without its format and invisible characters (as ``_plain`` removes them)."""
    if text.isascii():
        return text
    table, invisible, _ = _invisible()
    return text if invisible.isdisjoint(text) else text.translate(table)


def _decoded_runs(text: str, limit: int) -> list[str]:
    """Base64, base32, hex and binary runs of ``text`` that decode to readable text (not ids, hashes
    or images)."""
    found: list[str] = []
    budget = limit
    scans = _scans()
    for pattern, decode in ((scans.base64, _from_base64), (scans.hex, _from_hex), (scans.binary, _from_binary)):
        for match in pattern.finditer(text):
            if len(found) >= MAX_DECODED_RUNS or budget <= 0:
                return found
            readable = decode(match.group(0)[:budget])
            if readable is not None:
                found.append(readable)
                budget -= len(readable)
    return found


_BASE32 = re.compile(r"[A-Z2-7]+=*")
_OCTET = re.compile(r"[01]{8}")


def _readable(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(1 for ch in text if ch.isprintable() or ch in "\n\t")
    if len(text) < 8 or printable < 0.85 * len(text) or not any(ch.isalpha() for ch in text):
        return None
    return text


def _from_base64(run: str) -> str | None:
    body = run.rstrip("=")
    body = body[: len(body) - len(body) % 4] if len(body) % 4 == 1 else body
    padded = body + "=" * (-len(body) % 4)
    try:
        raw = base64.urlsafe_b64decode(padded) if ("-" in body or "_" in body) else base64.b64decode(padded)
    except (binascii.Error, ValueError):
        raw = b""
    readable = _readable(raw)
    if readable is None and _BASE32.fullmatch(run):
        # Base32's alphabet (upper case, 2-7) is base64's too: read as base64, it is noise.
        body = run.rstrip("=")
        try:
            readable = _readable(base64.b32decode(body + "=" * (-len(body) % 8)))
        except (binascii.Error, ValueError):
            return None
    return readable


def _from_binary(run: str) -> str | None:
    return _readable(bytes(int(octet, 2) for octet in _OCTET.findall(run)))


def _from_hex(run: str) -> str | None:
    try:
        return _readable(bytes.fromhex(run))
    except ValueError:
        return None


def _unleet(text: str) -> str | None:
    """Words that mix letters with the digits and signs leetspeak uses for letters, read as letters."""
    changed = False

    def word(match: re.Match[str]) -> str:
        nonlocal changed
        token = match.group(0)
        if not any(ch in "013457" for ch in token):
            return token
        changed = True
        return token.translate(_LEET)

    result = _LEET_WORD.sub(word, text.replace("@", "a").replace("$", "s"))
    return result if changed else None


# The matching form of a text up to this long is remembered (a status line, a stream chunk, a short
# reply come again and again; normalizing one calls RE2 up to a dozen times, and each call releases
# the GIL), for this many texts at most.
MEMO_CHARS = 512
_MEMO: BoundedMemo[Normalized] = BoundedMemo(2_048)


def normalize(text: str, *, limit: int = 16_384) -> Normalized:
    """The matching form of ``text`` (its first ``limit`` characters), with what it hid appended."""
    if len(text) > MEMO_CHARS:
        return _normalized(text, limit)
    key = (text, limit)
    found = _MEMO.get(key)
    if found is None:
        found = _normalized(text, limit)
        _MEMO.put(key, found)
    return found


def _normalized(text: str, limit: int) -> Normalized:
    text = text[:limit]
    if not text.isascii():  # a lone surrogate cannot be matched (RE2 reads UTF-8): replaced
        text = text.encode("utf-8", "replace").decode("utf-8")
    hidden = 0
    extras: list[str] = []
    if not text.isascii():
        # An emoji flag of a subdivision spells its region in lower-case tag letters after U+1F3F4
        # and ends with U+E007F: that is a flag, not hidden text.
        tags = [run for run in _TAGS.findall(text) if not _FLAG_TAGS.fullmatch(run)]
        if tags:
            # Tag characters (U+E0020-U+E007E) spell ASCII invisibly: the text they spell is read.
            # The code points below them (unassigned) spell line breaks and tabs: read as spaces,
            # so that words on two lines stay two words; and so do separate runs.
            spelled = " ".join("".join(map(_spelled, run)) for run in tags)
            hidden += sum(len(run) for run in tags)
            if spelled.strip():
                extras.append(spelled)
            text = _TAGS.sub(lambda run: run.group(0) if _FLAG_TAGS.fullmatch(run.group(0)) else "", text)
    if not text.isascii():
        # Compatibility forms first: fullwidth or superscript digits and signs make escapes too
        # ("%２０", "&#x²0;"), which would otherwise decode only on a second pass. Random "zalgo"
        # marks off before that (composition would fold some into the letters), and the marks
        # stacked on letters as decoration after (``rendered.unstacked``, ``rendered.undecorated``).
        text = rendered.undecorated(unicodedata.normalize("NFKC", rendered.unstacked(text)))
    decoded_text = _decode_escapes(text)
    plain, in_words, words = _plain(decoded_text)
    hidden += in_words
    # One scan of the matching form says what else to read (an encoded run keeps its length there).
    hints = _hints(plain)
    # The readings below read the text as the hints saw it, without its invisible characters: a
    # soft hyphen inside a base64 run or between spelled-out letters hid both (2026-11-27).
    visible = _visible(decoded_text)
    runs = _decoded_runs(visible, limit) if "encoded" in hints else []
    extras.extend(runs)
    # As rendered: HTML tags and comments, markdown links, hard breaks and line marks, hyphenation,
    # ellipses and pictographs between words undone (``rendered.py``).
    as_rendered = rendered.reading(visible)
    if as_rendered is not None:
        extras.append(as_rendered)
    # Without its markup, so that words set apart by it are read side by side.
    unmarked = _BULLET.sub(" ", visible.translate(_MARKUP)) if "markup" in hints else None
    if "spaced" in hints:
        # The text again with each spaced-out word joined, read before whitespace is collapsed:
        # "i g n o r e   a l l" keeps its wider gaps between words; and without its markup, when
        # it has some ("I-g-n-o-r-e **your** **previous** …").
        spelled = unmarked if unmarked is not None else visible
        if "\n" in spelled:
            # A character per line reads as the word it spells; a blank line (or one holding a
            # space) between two characters is the gap between two words. An encoded run spelled
            # so is decoded once joined.
            lines_read = _LETTER_LINES.sub(_letters_on_lines, spelled)
            if lines_read != spelled:
                spelled = lines_read
                decoded = _decoded_runs(spelled, limit)
                runs.extend(decoded)
                extras.extend(decoded)
        extras.append(_SPACED_RUNS.sub(lambda match: _joined(match.group(0)), spelled.casefold()))
    if unmarked is not None:
        extras.append(unmarked)
    camel = apart.camel_hint(visible)
    if camel or not hints.isdisjoint(apart.KINDS):
        # The text again with the words that punctuation or case sets apart read as words.
        apart_reading = apart.reading(visible, hints & apart.KINDS, camel)
        if apart_reading is not None:
            extras.append(apart_reading)
    if "leet" in hints:
        leet = _unleet(plain)
        if leet is not None:
            extras.append(leet)
    if _says_flipped(plain):
        # Read back: the text's characters in reverse order, and each of its words reversed.
        extras.append(visible[::-1])
        extras.append(" ".join(word[::-1] for word in visible.split()))
    if extras:
        appended = []
        budget = limit
        for extra in extras:
            if budget <= 0:
                break
            cleaned, extra_hidden, extra_words = _plain(_decode_escapes(extra[:budget]))
            hidden += extra_hidden
            words += extra_words
            appended.append(cleaned)
            budget -= len(cleaned)
        plain = " | ".join([plain, *appended])
    return Normalized(plain, hidden, words, len(runs))
