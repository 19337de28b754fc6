"""The semantic tier: OATF ``semantic`` indicators (format §6.4) scored by a model, off the call path.

Opt-in (``pip install 'opentelemetry-instrumentation-a2a[semantic]'``). Importing this package loads
no model and starts no thread: ``E5SemanticEvaluator`` loads multilingual-e5-small on its first
``score()``, which ``SemanticWorker`` makes in its own daemon thread. Any object with
``score(text, semantic) -> float`` can replace the evaluator (docs/semantic.md).
"""

from __future__ import annotations

from ._e5 import E5SemanticEvaluator
from ._tier import SemanticTier
from ._worker import SemanticFinding, SemanticItem, SemanticWorker, highest_score

__all__ = [
    "E5SemanticEvaluator",
    "SemanticFinding",
    "SemanticItem",
    "SemanticTier",
    "SemanticWorker",
    "highest_score",
]
