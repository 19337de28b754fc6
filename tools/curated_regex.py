"""The pieces the curated patterns are written with (``tools/gen_curated.py``,
``tools/curated_languages.py``): gaps within a sentence, word starts and ends in any script,
alternatives, and letters written without their accents.

The patterns run on ``x_text``, the normalized text (lower case, single spaces): RE2 syntax,
``\\pL`` for letters; ``\\b`` is ASCII-only, so words are bounded with ``START`` and ``words``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

# Words of the same sentence between two parts of a phrase: no sentence end (a dot, ! or ? before
# a space or the end); a dot inside an address, an amount or a file name does not end it.
GAP = "(?:[^.!?;]|[.!?][^ .!?;]){0,%d}"


def gap(n: int) -> str:
    return GAP % n


# Before a phrase: the start, or a character that is neither a letter nor a quote. A phrase right
# after a quote is being quoted ("phrases like 'ignore previous instructions'"), not said.
START = r"(?:^|[^\pL\pN_\"'“‘«„`])"
# START, or the opening quote of a JSON string value (`"note": "Untuk asisten AI …"`): a value is
# not a quotation. For the rows written since 2026-11-28 (session twenty-two); the older documents
# are at the engine's 1 MiB limit and keep START.
START_OR_VALUE = r"(?:^|[^\pL\pN_\"'“‘«„`]|\":\s?\")"
# After a whole word: a character that is not a letter, or the end.
WORD_END = r"(?:[^\pL\pN_]|$)"
# An e-mail address, in any script.
EMAIL = "[\\pL\\pN._%+-]+@[\\pL\\pN-]+(?:\\.[\\pL\\pN-]+)+"
# Somewhere outside: a URL or an e-mail address.
OUTSIDE = "(?:https?://|" + EMAIL + ")"
# An IBAN in the matching form (case-folded): a country code, two check digits, groups of four,
# written together or apart.
IBAN = "[a-z]{2}\\d{2}(?: ?[a-z0-9]{4}){2,7}"
# The names that say "an AI" in every language the rows read, shared by the rows that name the
# reader of a text (curated_readers) and the rows that address it (curated_further); each adds its
# own wordings after them.
AI_NAMES = ("ai", "a\\.i\\.", "ia", "ki", "ии", "llms?")
# Who a security write-up names as the one doing it ("attackers tell the agent to …", "Los atacantes
# piden al modelo …"): the rows' qualifiers let a sentence that names them through
# (curated_bypass, curated_reader_orders).
ATTACKERS = "attackers?|adversar\\pL*|angreifer\\pL*|attaquants?|atacantes?|attaccanti"


def gap_after_word(n: int) -> str:
    """Between a whole word written with ``end=""`` and a phrase written with ``start=""``: what
    ``WORD_END``, ``gap(n)`` and ``START`` say together, each character read once (the word's end
    is the phrase's start when nothing stands between them)."""
    return "(?:[^\\pL\\pN_]" + gap(n) + ")?[^\\pL\\pN_\"'“‘«„`]"


def not_word_start(
    *excluded: str,
    letters_except: Callable[[set[str]], str] | None = None,
    digit: str = "\\pN",
) -> str:
    """The beginning of a word that is none of ``excluded`` (lower-case letters, no regex syntax),
    up to the first letter where it leaves their letter tree (a digit counts as leaving it at once);
    what follows must absorb the word's other letters (a ``gap``). RE2 has no look-around, so the
    set's complement is spelled out from the tree: the letters after each prefix of an excluded
    word that no excluded word has next. A word that stops inside the tree ("ne", "no" for "new",
    "nova") is not matched either: rare right where this is used. Letters only, never "any word":
    a word of any length after a counted gap multiplies an automaton's states. ``letters_except``
    writes the class of the letters but a set (any letter but them, by default); ``digit``, what else
    starts a word."""
    tree: dict[str, dict] = {}
    for word in excluded:
        node = tree
        for letter in word:
            node = node.setdefault(letter, {})
        node[""] = {}

    def any_letter_but(children: set[str]) -> str:
        return "[^\\PL" + "".join(sorted(children)) + "]"

    letter_class = letters_except or any_letter_but

    def branches(prefix: str, node: dict) -> list[str]:
        children = {letter for letter in node if letter}
        out = [prefix + letter_class(children)]
        for letter in sorted(children):
            out.extend(branches(prefix + letter, node[letter]))
        return out

    return "(?:" + digit + "|" + "|".join(branches("", tree)) + ")"


def words(*alternatives: str, start: str = START, end: str = WORD_END) -> str:
    """Whole words (any script): not inside another word, not right after a quote."""
    return start + "(?:" + _alternation(alternatives) + ")" + end


def stem(*alternatives: str, start: str = START) -> str:
    """Words that start so (an inflected or compound form may follow), not right after a quote."""
    return start + "(?:" + _alternation(alternatives) + ")"


def any_of(*patterns: str) -> str:
    return "|".join(f"(?:{p})" for p in dict.fromkeys(patterns))


def _alternation(alternatives: tuple[str, ...]) -> str:
    """The alternatives joined, each once: word lists merged from several tables repeat a few, and
    every repeated byte counts against the loader's 1 MiB document limit ten times over."""
    return "|".join(dict.fromkeys(alternatives))


def one_of(*patterns: str) -> str:
    """``any_of`` as one group, to be concatenated with what precedes or follows it."""
    return "(?:" + any_of(*patterns) + ")"


# Letters written without their accents too ("les regles de securite", "donnees", "restriccion"):
# many write so, and the normalized text keeps what was written.
_PLAIN_LETTER = {
    "é": "e", "è": "e", "ê": "e", "ë": "e", "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a",
    "í": "i", "ì": "i", "î": "i", "ï": "i", "ó": "o", "ò": "o", "ô": "o", "õ": "o", "ö": "o",
    "ú": "u", "ù": "u", "û": "u", "ü": "u", "ç": "c", "ñ": "n", "ł": "l", "ą": "a", "ę": "e",
    "ś": "s", "ć": "c", "ż": "z", "ź": "z", "ń": "n",
}  # fmt: skip


# German writes these with two letters when it has no umlaut ("Einschraenkungen").
_TWO_LETTERS = {"ä": "ae?", "ö": "oe?", "ü": "ue?", "ß": "ss"}


def with_letters(regex: str, inside: Callable[[str], str], outside: Callable[[str], str]) -> str:
    """``regex`` with each character rewritten, ``inside(character)`` in a character class and
    ``outside(character)`` elsewhere; escapes are kept as they are."""
    out = []
    in_class = False
    escaped = False
    for character in regex:
        if escaped:
            escaped = False
            out.append(character)
        elif character == "\\":
            escaped = True
            out.append(character)
        elif in_class:
            in_class = character != "]"
            out.append(inside(character))
        elif character == "[":
            in_class = True
            out.append(character)
        else:
            out.append(outside(character))
    return "".join(out)


def loose(regex: str) -> str:
    """``regex`` with each accented letter also matching its plain letter (inside a class too), and
    German's umlauts their two-letter spelling."""

    def outside(character: str) -> str:
        if character in _TWO_LETTERS:
            return f"(?:{character}|{_TWO_LETTERS[character]})"
        plain = _PLAIN_LETTER.get(character)
        return f"[{character}{plain}]" if plain else character

    return with_letters(regex, lambda character: character + _PLAIN_LETTER.get(character, ""), outside)


def phrases(branches: Iterable[str]) -> list[str]:
    """Each branch as a phrase said in a value: a word start or a JSON value's opening quote before
    it (``START_OR_VALUE``), its accented letters matching their plain ones too (``loose``)."""
    return [loose(START_OR_VALUE + branch) for branch in branches]


def bare(*alternatives: str) -> str:
    return "(?:" + _alternation(alternatives) + ")"
