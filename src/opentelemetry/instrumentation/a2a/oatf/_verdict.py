"""Verdicts (OATF format §9): per indicator and per attack, with the aggregation algorithm of §9.2."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = ["AttackVerdict", "IndicatorVerdict", "compute_verdict"]

IndicatorResult = Literal["matched", "not_matched", "error", "skipped"]
AttackResult = Literal["exploited", "not_exploited", "partial", "error"]
INDICATOR_RESULTS: tuple[str, ...] = ("matched", "not_matched", "error", "skipped")


@dataclass(frozen=True)
class IndicatorVerdict:
    indicator_id: str
    result: IndicatorResult
    evidence: str | None = None
    timestamp: str | None = None
    source: str | None = None
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"indicator_id": self.indicator_id, "result": self.result}
        for key in ("evidence", "timestamp", "source", "error"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out


@dataclass(frozen=True)
class AttackVerdict:
    attack_id: str | None
    result: AttackResult
    indicator_verdicts: tuple[IndicatorVerdict, ...]
    evaluation_summary: dict[str, int] = field(default_factory=dict)
    timestamp: str | None = None
    source: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "attack_id": self.attack_id,
            "result": self.result,
            "indicator_verdicts": [v.to_dict() for v in self.indicator_verdicts],
            "evaluation_summary": dict(self.evaluation_summary),
        }
        if self.timestamp is not None:
            out["timestamp"] = self.timestamp
        if self.source is not None:
            out["source"] = self.source
        return out


def compute_verdict(
    logic: str,
    indicator_ids: Sequence[str],
    verdicts: Iterable[IndicatorVerdict],
    *,
    attack_id: str | None = None,
    timestamp: str | None = None,
    source: str | None = None,
) -> AttackVerdict:
    """Aggregate indicator verdicts into the attack verdict (format §9.2).

    An indicator without a verdict counts as ``skipped`` (it was not evaluated), so the summary
    always adds up to the number of indicators (format §9.3).
    """
    by_id = {v.indicator_id: v for v in verdicts}
    ordered = tuple(by_id.get(i) or IndicatorVerdict(i, "skipped") for i in indicator_ids)
    summary = {r: 0 for r in INDICATOR_RESULTS}
    for v in ordered:
        summary[v.result] += 1
    total = len(ordered)
    result: AttackResult
    if total == 0 or summary["skipped"] == total or summary["error"]:
        result = "error"
    elif logic == "all":
        if summary["matched"] == total:
            result = "exploited"
        elif summary["matched"]:
            result = "partial"
        else:
            result = "not_exploited"
    else:
        result = "exploited" if summary["matched"] else "not_exploited"
    return AttackVerdict(attack_id, result, ordered, summary, timestamp, source)
