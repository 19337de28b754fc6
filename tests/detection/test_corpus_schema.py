"""Every split of the labelled corpus passes its own schema check (``corpus/check.py``, which the
corpus README says validates every split): a case labelled with a technique the benchmark does
not know would be counted under a name of its own (three rounds' secrets-asking cases were, until
2026-11-27)."""

from __future__ import annotations

import importlib.util

import pytest

from . import corpus_runner as runner


def _checker():
    spec = importlib.util.spec_from_file_location("corpus_check", runner.CORPUS / "check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", sorted(runner.CORPUS.glob("*.jsonl")), ids=lambda path: path.stem)
def test_every_corpus_split_passes_the_schema_check(path):
    check = _checker()
    errors: list[str] = []
    cases = check.check_file(path, errors)
    check.validate(cases, errors, path.stem)
    assert cases
    assert errors == []
