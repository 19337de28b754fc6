"""Trains the semantic tier's whole-text head: one hidden layer of 64 tanh units over
multilingual-e5-small embeddings of the windows the evaluator scores (docs/semantic.md, "A head with
a hidden layer").

    pip install scipy                        # training time only; the product computes
                                             # sigmoid(w . tanh(W1 x + b1) + b) with numpy
    python tools/train_semantic_head.py      # writes .../detection/semantic/e5_head.json
                                             # and benchmarks/semantic/results/head-scores.json

Units: the evaluator's windows (``E5SemanticEvaluator._windows``, 1,200 characters, at most 4) of
``units_of([text], 2000)`` (the text normalized as the tier scores it), ``passage:`` prefix. Labels
per window: every window of a benign text negative; a one-window attack positive; of a longer attack,
the windows holding a sentence its twin lacks (an attack without a twin gives none).

Training data, every read split and nothing else (corpus/README.md, corpus/README-external.md):
``PUBLIC_READ`` (bastioncorpus, the public tuning splits), ``PAIRS_READ`` (this project's attacks
and twins) and ``ORDINARY_READ`` (ordinary replies). The threshold: grouped 5-fold cross-validation
over the training texts (a twin pair or a text alone in one fold; a text's score the highest of its
windows'), the lowest score at which out-of-fold false positives over the training's benign texts
stay within ``--max-fpr``; the form is the one of ``FORMS`` with the higher out-of-fold recall
there. The bias is then shifted so that this threshold reads as ``CALIBRATED_TO`` (the curated indicators' 0.73).
The evaluator counts the head on a text longer than 800 characters only from 0.90.

``NEVER_TRAINED`` splits are scored once, by the final head, for the report (counts on stderr,
scores by id in the results file; their texts are never printed).
"""

from __future__ import annotations

import argparse
import os
import sys

from head_training import (
    CALIBRATED_TO,
    NEVER_TRAINED,
    ORDINARY_READ,
    PAIRS_READ,
    PUBLIC_READ,
    ROOT,
    SEMANTIC,
    HiddenLayer,
    report_never_tuned,
    train_window_head,
    write_json,
)

OUT = os.path.join(SEMANTIC, "e5_head.json")
SCORES = os.path.join(ROOT, "benchmarks/semantic/results/head-scores.json")
TRAIN = (*PUBLIC_READ, *PAIRS_READ)
TRAIN_ORDINARY = ORDINARY_READ
# Chosen out of fold on 2026-11-29 (session thirty-one) among logistic regressions (C 1, 10: recall
# 0.339, 0.369 at 2 % out-of-fold false positives) and one hidden layer of 16, 32 or 64 units with
# weight decay 1-1,000 (0.329-0.475): 64 units, decay 100, 0.475 (docs/semantic.md). Only the
# chosen form is fitted here: the grid takes some fifteen minutes.
FORMS = (HiddenLayer(64, 100.0),)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--max-fpr", type=float, default=0.02, help="text-level false-positive rate the threshold keeps within"
    )
    ap.add_argument(
        "--cache", help="a pickle of embeddings by string, read and written (saves about an hour a run on one core)"
    )
    args = ap.parse_args()

    head, scores, never_tuned = train_window_head(
        TRAIN, TRAIN_ORDINARY, NEVER_TRAINED, cache_path=args.cache, forms=FORMS, max_fpr=args.max_fpr
    )
    write_json(OUT, head, compact=True)
    write_json(SCORES, {"threshold": CALIBRATED_TO, "scores": scores}, compact=False)
    report_never_tuned(never_tuned, scores, "whole-text head")
    print(f"wrote {OUT} and {SCORES}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
