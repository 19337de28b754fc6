"""``required_words`` (``oatf/_required_words.py``) may say less than a regex requires, never more:
every text a regex matches holds a word of each of its clauses. The gate of words runs a branch
only then, so a clause too strong would hide a match."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest
import re2

from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators
from opentelemetry.instrumentation.a2a.detection.normalize import normalize
from opentelemetry.instrumentation.a2a.oatf._alternatives import alternatives
from opentelemetry.instrumentation.a2a.oatf._regex_sets import WordGate, compile_set
from opentelemetry.instrumentation.a2a.oatf._required_words import required_words

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from detection import corpus_runner


def _holds(clauses: tuple[frozenset[str], ...], text: str) -> bool:
    """Whether ``text`` holds a word of each clause, without regard to case (as the gate reads)."""
    return all(any(re2.search(f"(?i){re2.escape(word)}", text) for word in clause) for clause in clauses)


@pytest.mark.parametrize(
    ("regex", "clauses"),
    [
        (
            "ignore (?:all )?previous instructions",
            [{"ignore all previous instructions", "ignore previous instructions"}],
        ),
        (r"(?i)hello\s+world", [{"hello"}, {"world"}]),  # a class parts the words
        ("a.*bcd", [{"a"}, {"bcd"}]),  # a repetition that may match nothing parts the words
        (r"\Qa.b\E?cd", [{"a.bcd", "a.cd"}]),  # a quoted run, its last character optional
        ("[[:alpha:]]+foo", [{"foo"}]),
        ("a{,2}bcd", [{"a{,2}bcd"}]),  # RE2 reads "{,2}" as characters
        (r"\x{200B}abc", [{"\u200babc"}]),
        (
            r"(?:^|[^\pL])note (?:to|for) (?:the )?ai",
            [{f"note {w} {t}ai" for w in ("to", "for") for t in ("the ", "")}],
        ),
        ("xyz|ab", [{"xyz", "ab"}]),
        ("xyz|a*", []),  # one branch requires nothing: the regex requires nothing
        ("(?:abc.*def)|(?:ghi.*jkl)", [{"abc", "ghi"}, {"abc", "jkl"}, {"def", "ghi"}, {"def", "jkl"}]),
        ("(?:xyz|abc)+tail", [{"tail"}, {"xyz", "abc"}]),
        (r"(?P<n>abc)(?<m>def)", [{"abcdef"}]),
        (r"(?s:abc.)(?-i)def", [{"abc"}, {"def"}]),
        ("abc|abcd", [{"abc"}]),  # a word that holds another adds nothing to their OR
        ("(?=lookahead)", []),  # not RE2 syntax: read as requiring nothing
    ],
)
def test_required_words_of_a_regex(regex, clauses):
    found = required_words(regex)
    assert sorted(map(sorted, found)) == sorted(map(sorted, clauses))


_ALPHABET = "abcAB. -é"
_ITEMS = [
    "a",
    "b",
    "c",
    "ab",
    "abc",
    "B",
    "é",
    ".",
    r"\s",
    "[ab]",
    "[abcé]",
    "[^a]",
    r"\pL",
    r"\b",
    "^",
    "$",
    "(?i)",
    r"\Qa.\E",
]


def _random_regex(rng: random.Random, depth: int = 0) -> str:
    pieces = []
    for _ in range(rng.randint(1, 4)):
        if depth < 3 and rng.random() < 0.3:
            inner = "|".join(_random_regex(rng, depth + 1) for _ in range(rng.randint(1, 3)))
            piece = rng.choice(["(?:{})", "({})", "(?i:{})"]).format(inner)
        else:
            piece = rng.choice(_ITEMS)
        if rng.random() < 0.35 and not piece.startswith(("(?i)", "^", "$", r"\b")):
            piece += rng.choice(["?", "*", "+", "{2}", "{0,2}", "{1,3}", "??"])
        pieces.append(piece)
    return "".join(pieces)


def test_random_regexes_require_only_what_each_match_holds():
    """Random regexes over a small alphabet, with every construct the reading handles (optional
    items, repetitions, classes, groups with flags, quoted runs, anchors), against random texts: a
    text the regex matches holds each clause. The clauses must also rule texts out, or the test
    would prove nothing."""
    required_words.cache_clear()
    rng = random.Random(20261128)
    ruled_out = 0
    try:
        for _ in range(1_500):
            regex = _random_regex(rng)
            compiled = re2.compile(regex)
            clauses = required_words(regex)
            for _ in range(20):
                text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 10)))
                if compiled.search(text):
                    assert _holds(clauses, text), (regex, text, clauses)
                elif not _holds(clauses, text):
                    ruled_out += 1
    finally:
        required_words.cache_clear()
    assert ruled_out > 5_000


def test_every_curated_branch_s_words_occur_in_every_corpus_attack_it_matches():
    """Each branch of every curated pattern, on every malicious text case of the corpus (normalized
    as the tier reads it; the texts the branches match), and the gate of their words: a branch
    that matches is named possible."""
    indicators = load_indicators(["curated"])
    patterns = sorted({c.regex for c in indicators._compiled if c.regex})
    branches = [alternatives(regex) for regex in patterns]
    numbered = [branch for found in branches for branch in found]
    gate = WordGate([required_words(branch) for branch in numbered])
    sets = [compile_set(found) for found in branches]
    starts = [sum(map(len, branches[:index])) for index in range(len(branches))]
    cases = corpus_runner.load(corpus_runner.corpus_files())
    texts = [normalize(case.text).text for case in cases if case.kind == "text" and case.label == "malicious"]
    assert len(texts) > 2_000
    matched = 0
    for text in texts:
        encoded = text.encode("utf-8")
        possible = set(gate.possible(encoded))
        for start, branch_set in zip(starts, sets, strict=True):
            for index in branch_set.Match(encoded) or ():
                assert start + index in possible, (numbered[start + index][:80], text[:80])
                matched += 1
    assert matched > 2_000


def test_a_regex_of_hundreds_of_thousands_of_strings_is_read_in_bounded_time():
    """A document's 16 KB regex can stand for some 330,000 strings (1,300 branches of 256): its
    OR is wider than ``MAX_CLAUSE_WORDS`` and requires nothing, read in about a second, not the
    quadratic hours a union of them all took; a long run of classes keeps one product's words."""
    wide = "|".join(f"{chr(97 + n % 26)}{n:03d}[a-p][a-p]" for n in range(1_300))
    started = time.perf_counter()
    assert required_words(wide) == ()
    assert [len(clause) for clause in required_words("[a-p]" * 4_000)] == [256]
    assert time.perf_counter() - started < 20
