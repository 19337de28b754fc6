"""Trains the semantic tier's whole-text head: a logistic regression over multilingual-e5-small
embeddings of the windows the evaluator scores (docs/semantic.md, "Heads retrained on every read
split").

    pip install scipy                        # training time only; the product computes sigmoid(w . x + b)
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
stay within ``--max-fpr``; C is the one of ``CS`` with the higher out-of-fold recall there. The bias
is then shifted so that this threshold reads as ``CALIBRATED_TO`` (the curated indicators' 0.73).
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
    report_never_tuned,
    train_window_head,
    write_json,
)

OUT = os.path.join(SEMANTIC, "e5_head.json")
SCORES = os.path.join(ROOT, "benchmarks/semantic/results/head-scores.json")
TRAIN = (*PUBLIC_READ, *PAIRS_READ)
TRAIN_ORDINARY = ORDINARY_READ
CS = (1.0, 10.0)


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
        TRAIN, TRAIN_ORDINARY, NEVER_TRAINED, cache_path=args.cache, cs=CS, max_fpr=args.max_fpr
    )
    write_json(OUT, head, compact=True)
    write_json(SCORES, {"threshold": CALIBRATED_TO, "scores": scores}, compact=False)
    report_never_tuned(never_tuned, scores, "whole-text head")
    print(f"wrote {OUT} and {SCORES}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
