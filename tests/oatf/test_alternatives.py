"""A pattern cut at its top-level ``|`` (``oatf/_alternatives.py``) finds what the whole pattern
finds: each branch is an automaton of its own in an RE2 set (``oatf/_regex_sets.py``), and a text
matches the pattern exactly when it matches one of them."""

from __future__ import annotations

import json
import random

import pytest
import re2

from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators
from opentelemetry.instrumentation.a2a.detection.normalize import normalize
from opentelemetry.instrumentation.a2a.oatf import IndicatorSet
from opentelemetry.instrumentation.a2a.oatf._alternatives import alternatives
from opentelemetry.instrumentation.a2a.oatf._regex_sets import joined_where_always_run

from .test_regex_sets import ORDINARY, TEXTS, _reply_scanner


@pytest.mark.parametrize(
    ("regex", "branches"),
    [
        ("a|b", ("a", "b")),
        ("(?:a|b)", ("a", "b")),  # a group around all of it is taken off
        ("((a|b))", ("a", "b")),
        ("(a|b)|(c)", ("(a|b)", "(c)")),  # only the top level is cut
        ("(?:a)(?:b)", ("(?:a)(?:b)",)),  # the first group does not wrap it all
        ("(?:a|b)c", ("(?:a|b)c",)),
        ("a|", ("a", "")),  # an empty branch matches everywhere, as the whole did
        ("", ("",)),
        (r"\|a|b", (r"\|a", "b")),  # an escaped bar
        ("[|]|x", ("[|]", "x")),  # a bar in a class
        ("[]|]a|b", ("[]|]a", "b")),  # a class whose first member is "]"
        ("[[:alpha:]|]|c", ("[[:alpha:]|]", "c")),
        (r"\p{Greek}|\x{7C}|[\]|]", (r"\p{Greek}", r"\x{7C}", r"[\]|]")),
        ("(?i)a|b", ("(?i)a|b",)),  # the flag holds for the rest of the group: kept whole
        ("x|(?i)a|b", ("x|(?i)a|b",)),
        ("(?i:a|b)", ("(?i:a|b)",)),  # a flagged group is not taken off
        ("(?P<n>a|b)", ("(?P<n>a|b)",)),  # nor a named one
        (r"a\Qx|y\E|b", (r"a\Qx|y\E|b",)),  # a quoted run: kept whole
        ("(a|b", ("(a|b",)),  # unbalanced: kept as written (RE2 refuses it anyway)
    ],
)
def test_a_pattern_is_cut_at_its_top_level_bars(regex, branches):
    assert alternatives(regex) == branches


@pytest.mark.parametrize(
    "regex",
    [r"ab|c(d|e)f|^g\b", r"(?:x[|y]|\||z{2,3})", r"(?:(?:ab)|cd)|(e)", "(?:^|[^a])(?:foo|bar)|baz$"],
)
def test_the_branches_match_what_the_pattern_matches(regex):
    rng = random.Random(regex)
    alphabet = "abcdefgxyz|^ "
    branches = [re2.compile(branch) for branch in alternatives(regex)]
    whole = re2.compile(regex)
    for _ in range(3_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        assert bool(whole.search(text)) == any(branch.search(text) for branch in branches), text


def test_every_curated_pattern_s_branches_match_what_it_matches():
    """The same verdict on each test phrase for every curated pattern and its branches, which
    RE2 builds."""
    indicators = load_indicators(["curated"])
    regexes = {c.regex for c in indicators._compiled if c.regex}
    texts = [normalize(text).text for text in [*TEXTS, *ORDINARY]]
    options = re2.Options()
    options.max_mem = 64 << 20
    cut = 0
    for regex in regexes:
        branches = [re2.compile(branch, options) for branch in alternatives(regex)]
        cut += len(branches) > 1
        whole = re2.compile(regex, options)
        for text in texts:
            assert bool(whole.search(text)) == any(b.search(text) for b in branches), (regex[:80], text[:80])
    assert cut > len(regexes) // 2


def test_branches_a_prefilter_always_runs_are_joined_into_one():
    parts = [("abc", "x|y", "[0-9]"), ("d",), ("\\d+", "efg")]
    assert joined_where_always_run(parts, {1, 2}) == [("abc", "(?:x|y)|(?:[0-9])"), ("d",), ("\\d+", "efg")]
    assert joined_where_always_run(parts, {2, 4}) == parts  # one per pattern: nothing to join


def test_a_set_joins_a_pattern_s_branches_without_words_and_finds_the_same():
    """A branch without a required word (``required_words``) is run on every text, so a
    pattern's such branches are one automaton, not one each."""
    from opentelemetry.instrumentation.a2a.oatf import parse_document

    def document(number: int, regex: str):
        indicator = {
            "id": f"TST-00{number}-01",
            "surface": "task/artifact",
            "direction": "response",
            "target": "x_text",
            "pattern": {"regex": regex},
        }
        return parse_document(
            json.dumps(
                {
                    "oatf": "0.1",
                    "attack": {
                        "id": f"TST-00{number}",
                        "name": "branches",
                        "execution": {"mode": "a2a_client", "state": {"actions": []}},
                        "indicators": [indicator],
                    },
                }
            )
        )

    regexes = [r"\d{4}[a-z]|\pL\d\d|ignore all|\d\s\d{3}", r"send it to|forward it to"]
    indicators = IndicatorSet([document(n, regex) for n, regex in enumerate(regexes)])
    scanner = _reply_scanner(indicators).scanner
    # "ignore all" and the other three together; the second pattern's two branches apart
    assert scanner.owners == (0, 0, 1, 1)
    one_by_one = IndicatorSet(indicators.documents)
    one_by_one._regex_sets = lambda key, applicable: ()  # type: ignore[method-assign]
    for text in ["1234x", "a12", "1 123", "please ignore all", "send it to me", "nothing here", "forward it to"]:
        view = {"x_text": text}
        expected = [
            d.to_dict() for d in one_by_one.evaluate(surface="task/artifact", direction="response", message=view)
        ]
        found = [d.to_dict() for d in indicators.evaluate(surface="task/artifact", direction="response", message=view)]
        assert found == expected, text
        assert bool(found) == (text != "nothing here")


def test_a_pattern_of_many_branches_is_searched_in_runs_of_them():
    """A document is bounded in characters, not in branches: ``a|b|…`` would be thousands of
    automata. At most ``MAX_BRANCHES`` runs of consecutive branches, matching what the branches
    match."""
    from opentelemetry.instrumentation.a2a.oatf._regex_sets import MAX_BRANCHES, in_runs

    branches = [f"w{number:03d}x" for number in range(200)]
    runs = in_runs(branches)
    assert len(runs) == MAX_BRANCHES and in_runs(branches[:10]) == tuple(branches[:10])
    compiled = [re2.compile(run) for run in runs]
    for number in (0, 3, 4, 199, 200):
        text = f"say w{number:03d}x now"
        assert any(c.search(text) for c in compiled) == (number < 200), text


def test_a_set_of_too_many_branches_keeps_each_pattern_whole_and_finds_the_same(monkeypatch):
    """Past ``MAX_AUTOMATA`` branches on one target, each pattern is one automaton, as before
    patterns were cut."""
    from opentelemetry.instrumentation.a2a.oatf import _engine

    monkeypatch.setattr(_engine, "MAX_AUTOMATA", 10)
    indicators = IndicatorSet(load_indicators(["curated"]).documents)
    regex_set = _reply_scanner(indicators)
    members = len(regex_set.members)
    assert len(regex_set.scanner.automata) == members and regex_set.scanner.owners == tuple(range(members))
    shipped = load_indicators(["curated"])
    detected = 0
    for text in [*TEXTS, *ORDINARY]:
        view = {"x_text": normalize(text).text}
        found = [d.to_dict() for d in indicators.evaluate(surface="task/artifact", direction="response", message=view)]
        expected = [d.to_dict() for d in shipped.evaluate(surface="task/artifact", direction="response", message=view)]
        assert found == expected, text
        detected += bool(found)
    assert detected >= len(TEXTS) // 2
