"""Semantic indicators (OATF format §6.4): a pluggable evaluator; none ships, so ``skipped``.

SDKs must not ship a default evaluator (format §6.4). Register one with
``IndicatorSet(..., semantic_evaluator=...)`` to evaluate semantic indicators.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ._model import SemanticSpec

__all__ = ["SemanticEvaluator"]


@runtime_checkable
class SemanticEvaluator(Protocol):
    """Scores how well ``text`` expresses the indicator's intent, from 0.0 to 1.0.

    The engine calls it once per value the semantic target resolves to, takes the highest score and
    compares it with ``semantic.threshold`` (default 0.7; matched when score >= threshold). An
    exception from ``score`` makes the indicator's result ``error`` for that message.
    """

    def score(self, text: str, semantic: SemanticSpec) -> float: ...
