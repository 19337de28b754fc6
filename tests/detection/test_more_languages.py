"""A2A-016 and A2A-017 (tools/curated_more_languages.py): four injection families in Ukrainian,
Czech, Slovak, Finnish, Hungarian, Romanian, Danish, Norwegian, Turkish, Greek, Arabic, Hebrew,
Hindi, Vietnamese, Indonesian, Thai and Korean, through real calls (a reply's artifact on the
calling side, a request's text on the serving side).

The phrasings come from ``corpus/phrases-more-languages.json`` (groups A and B), written by helper
sessions blind to the repository: the tuning phrasings of the four families chose the rows' words
and are all found; the harmless sentences with the same words, those of the three families not
adopted too, are none flagged; the held-out phrasings of the four, never used to choose anything,
hold their measured floor (21 of 96 and 28 of 108 on 2026-11-28, against 3 and 6 before the
rows)."""

from __future__ import annotations

import json

import pytest

from . import corpus_runner as runner

CHANNELS = ("reply.artifact", "request.text")
PHRASES = json.loads((runner.CORPUS / "phrases-more-languages.json").read_text(encoding="utf-8"))
# The one harmless sentence an older row flags: A2A-009 `user-bypassed` reads "사용자의 동의 없이"
# ("without the user's consent") and not the negated verb at the sentence's end (known limit).
KNOWN_FLAGGED = {"어시스턴트는 사용자의 동의 없이 개인 정보를 외부에 보내지 않습니다."}
HELDOUT_FLOOR = {"A": 21, "B": 28}
# The families A2A-016 and A2A-017 read (the phrase lists' names for them).
ROWS = ("user_bypassed", "credentials_from_user", "setup_verbatim", "reader_note")


def _texts(group: str, part: str, families: tuple[str, ...] = ROWS) -> list[str]:
    return [
        text
        for family, languages in PHRASES["groups"][group].items()
        if family in families
        for cell in languages.values()
        for text in cell[part]
        if text not in KNOWN_FLAGGED
    ]


def _cases(texts: list[str], label: str, prefix: str) -> list[runner.Case]:
    return runner.probes(texts, label, technique="instruction_override", prefix=prefix, language="xx")


@pytest.mark.parametrize("group", ["A", "B"])
async def test_every_tuning_phrasing_is_detected(group):
    texts = _texts(group, "tuning")
    outcomes = await runner.run(_cases(texts, "malicious", f"tuning-{group}"), channels=CHANNELS)
    assert len(outcomes) == len(texts) * len(CHANNELS)
    assert runner.missed(outcomes) == []


@pytest.mark.parametrize("group", ["A", "B"])
async def test_no_harmless_sentence_is_flagged(group):
    texts = _texts(group, "benign", tuple(PHRASES["groups"][group]))
    outcomes = await runner.run(_cases(texts, "benign", f"benign-{group}"), channels=CHANNELS)
    assert len(outcomes) == len(texts) * len(CHANNELS)
    assert runner.flagged(outcomes) == []


@pytest.mark.parametrize("group", ["A", "B"])
async def test_the_held_out_phrasings_hold_their_floor(group):
    texts = _texts(group, "heldout")
    outcomes = await runner.run(_cases(texts, "malicious", f"heldout-{group}"), channels=("reply.artifact",))
    found = len(texts) - len(runner.missed(outcomes))
    assert found >= HELDOUT_FLOOR[group], found
