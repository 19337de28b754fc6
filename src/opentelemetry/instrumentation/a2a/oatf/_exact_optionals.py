"""A regex written so that RE2's prefilter finds the words it requires (``exact_optionals``).

RE2's ``FilteredRE2`` (``_regex_sets.compile_prefilter``) takes from a regex the literal strings a
match cannot do without, and reads an optional item ``x?`` as "anything": the words around it are
then required apart, and short ones (" to", " for") let every text through. The same regex with
``x?`` written ``(?:x|)`` matches the same strings and gives the prefilter the exact strings it
stands for. Only the prefilter reads this form; the automata run the regex as written.
"""

from __future__ import annotations

import re

__all__ = ["exact_optionals"]


def exact_optionals(regex: str) -> str:
    r"""``regex`` with every optional item ``x?`` written ``(?:x|)`` (and a lazy ``x??`` as
    ``(?:|x)``): the same strings match, but RE2's prefilter reads ``x?`` as "anything" and
    ``(?:x|)`` as the two exact strings it is. After ``x?`` a pattern's required words were cut
    to the pieces around it: ``p\.?s\.? (?:to|for) (?:the )?(?:ai|assistant)`` required only
    " to" or " for" (a third of the corpus's benign texts ran A2A-008-34 for it), and requires
    "p.s. to the ai", "ps for assistant"... written this way (RE2 keeps up to 16 exact strings
    per run of a concatenation, then requires each run's strings). Only the prefilter reads this
    form; the automata run the regex as written. Reads RE2's syntax: escapes (``\pL``,
    ``\p{Greek}``, ``\x{41}``, octal), classes, groups with flags or names, ``{m,n}``; a regex
    with a quoted run (``\Q...\E``) is given as it is (a weaker prefilter, never a wrong one)."""
    if "\\Q" in regex:
        return regex
    out: list[str] = []
    opened: list[int] = []  # where each open group begins in ``out``
    item: int | None = None  # where the last item that a quantifier applies to begins in ``out``
    i, end = 0, len(regex)
    while i < end:
        char = regex[i]
        if char == "?" and item is not None:
            lazy = regex.startswith("?", i + 1)
            optional = "".join(out[item:])
            del out[item:]
            out.append(f"(?:|{optional})" if lazy else f"(?:{optional}|)")
            i += 2 if lazy else 1
            item = None
            continue
        if char in "*+?" or (char == "{" and _REPEAT.match(regex, i)):
            stop = _REPEAT.match(regex, i).end() if char == "{" else i + 1  # type: ignore[union-attr]
            stop += regex.startswith("?", stop)  # lazy
            out.append(regex[i:stop])
            i, item = stop, None
            continue
        if char == "(":
            flags = _GROUP_OPENER.match(regex, i)
            stop = flags.end() if flags else i + 1
            if regex.startswith(")", stop - 1) and flags:  # ``(?i)``: flags, not a group
                out.append(regex[i:stop])
                i, item = stop, None
                continue
            opened.append(len(out))
            out.append(regex[i:stop])
            i, item = stop, None
            continue
        if char == ")":
            out.append(char)
            item = opened.pop() if opened else None
            i += 1
            continue
        if char == "|":
            out.append(char)
            i, item = i + 1, None
            continue
        stop = _ITEM.match(regex, i).end()  # type: ignore[union-attr]
        item = len(out)
        out.append(regex[i:stop])
        i = stop
    return "".join(out)


# What ``exact_optionals`` reads: a repetition count, a group's opening (with flags or a name; a
# flag group ``(?i)`` ends with its ``)``), and one item: an escape (a Unicode class, a code point,
# octal digits, or one character), a class (with ``[:alpha:]`` and escapes inside), or a character.
_REPEAT = re.compile(r"\{\d+(?:,\d*)?\}")
_GROUP_OPENER = re.compile(r"\(\?(?:P?<\w+>|[a-zA-Z-]*[:)])")
_ITEM = re.compile(
    r"\\(?:[pP](?:\{[^}]*\}|.)|x(?:\{[0-9a-fA-F]+\}|[0-9a-fA-F]{2})|[0-7]{1,3}|.)"
    r"|\[\^?\]?(?:\[:\^?\w+:\]|\\.|[^\]])*\]"
    r"|.",
    re.DOTALL,
)
