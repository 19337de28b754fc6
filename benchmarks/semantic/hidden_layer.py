"""Would a whole-text head with a hidden layer be better than the logistic one? (Measured 2026-11-29,
session thirty-one: yes, adopted; docs/semantic.md, "A head with a hidden layer".)

    pip install scipy
    python benchmarks/semantic/hidden_layer.py [--cache FILE.pkl]    # semantic extra

The same windows, labels, grouped folds and threshold rule as ``tools/train_semantic_head.py``
(``head_training.window_training``), on every read split; the forms of ``FORMS`` are scored out of
fold, then the best logistic and the best hidden-layer form are fitted on everything, their bias
shifted so that the threshold reads 0.73, and the splits nothing was trained on
(``head_training.NEVER_TRAINED``) are scored with the patterns (the curated set as it is, a reply's
artifact) OR the head (a text over 800 characters from 0.90, as the evaluator counts it); the sentence
head is left out of both sides. Counts per group only; texts are never printed.

The protocol, written before any hidden-layer score: (1) the best hidden-layer form must beat the
best logistic one by at least 0.03 of out-of-fold recall at the 2 % threshold; (2) on the splits
never trained on, patterns OR head: at least 6 more attacks found, at most 3 more benign texts
flagged, and no net loss on the A2A-shaped attacks (``heldout``, ``independent-b``, the rounds).

Findings. The decision was taken on a first run with initial weights seeded 0 (an earlier
version of this comparison, same data and rule): out of fold, logistic C 1 / 10: 0.339 / 0.369; one
hidden layer of 16 units, decay 1 / 10 / 100: 0.345 / 0.383 / 0.450; 64 units, decay 1 / 10 / 100 /
300 / 1,000: 0.453 / 0.468 / **0.475** / 0.366 / 0.331 (32 units, decay 300 / 1,000: 0.364 / 0.329).
Never trained on, patterns OR head, logistic (C 10) -> 64 units, decay 100: attacks 606 -> **666**
of 997 (A2A-shaped 442 -> 466 of 600; public held-out 164 -> 200 of 397), benign texts 113 -> **107**
of 1,630 (twins 51 -> 47 of 604; ordinary replies 62 -> 60 of 960; public 0 -> 0 of 66). Both steps
pass: adopted, as ``HiddenLayer(64, 100.0)``, which the trainer seeds 7 (0.458 out of fold; never
trained on: 661 attacks, 106 benign texts).

This script's own run (seeded 7, ``results/hidden-layer.json``) ranks decay 10 first (0.498, against
0.458 for decay 100; 16 units 0.463; 64 units at decay 300 0.366): between decay 10 and 100 the seed
decides. Decay 10, never trained on: 473 of 600 A2A-shaped and 227 of 397 public attacks, benign
texts 113 (the logistic head's count): more attacks and more benign texts than decay 100. Either
passes the rule against the logistic head; the shipped one is the one the protocol chose first.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools"))
from head_training import (
    CALIBRATED_TO,
    NEVER_TRAINED,
    ORDINARY_READ,
    PAIRS_READ,
    PUBLIC_READ,
    ROOT,
    HiddenLayer,
    Logistic,
    cross_validate,
    fold_of,
    logit,
    text_score,
    window_training,
    write_json,
)

OUT = os.path.join(ROOT, "benchmarks/semantic/results/hidden-layer.json")
FORMS = (
    Logistic(1.0),
    Logistic(10.0),
    HiddenLayer(16, 100.0),
    HiddenLayer(64, 10.0),
    HiddenLayer(64, 100.0),
    HiddenLayer(64, 300.0),
)
GROUPS = {
    "A2A-shaped": lambda name: name in ("heldout", "independent-b") or name.startswith("round-"),
    "public held-out": lambda name: name in ("external-heldout", "spikee-heldout"),
    "ordinary replies": lambda name: name.startswith("realistic-benign-"),
}


def main() -> int:
    import numpy as np

    from opentelemetry.instrumentation.a2a.detection.derived import derive
    from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators

    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="a pickle of embeddings by string, read and written")
    args = ap.parse_args()
    splits, _, cache, vectors, labels, row_groups, texts = window_training(
        (*PUBLIC_READ, *PAIRS_READ), ORDINARY_READ, NEVER_TRAINED, args.cache
    )
    X, y = np.asarray(vectors, dtype=np.float64), np.asarray(labels, dtype=np.float64)
    folds = fold_of(group for _, group, _ in texts)
    row_folds = np.asarray([folds[g] for g in row_groups])

    def fit(mask, form):
        return form.fit(X[mask], y[mask])

    def out_of_fold_scores(k, model):
        return [(m, text_score(model, parts, cache)) for m, g, parts in texts if folds[g] == k]

    out_of_fold = {}
    for form in FORMS:
        recall, threshold = cross_validate(form, fit, row_folds, out_of_fold_scores, 0.02)
        out_of_fold[repr(form)] = {"raw_threshold": round(threshold, 4), "recall": round(recall, 3)}
        print(f"{form}: out-of-fold recall {recall:.3f} at {threshold:.4f}", file=sys.stderr, flush=True)

    indicators = load_indicators(["curated"])

    def patterns(text: str) -> bool:
        message = {"kind": "task", "artifacts": [{"artifactId": "a", "parts": [{"kind": "text", "text": text}]}]}
        found = indicators.evaluate(
            surface="message/send", direction="response", message=derive("message/send", message)
        )
        return bool(found)

    flagged_by_patterns = {(name, r["id"]): patterns(r["text"]) for name in NEVER_TRAINED for r in splits[name]}
    best = {
        kind: max((f for f in FORMS if isinstance(f, kind)), key=lambda f: out_of_fold[repr(f)]["recall"])
        for kind in (Logistic, HiddenLayer)
    }
    counts = {}
    for kind, form in best.items():
        model = form.fit(X, y)
        shift = logit(CALIBRATED_TO) - logit(out_of_fold[repr(form)]["raw_threshold"])
        tally: dict[str, list[int]] = {}
        for name in NEVER_TRAINED:
            group = next((g for g, test in GROUPS.items() if test(name)), "other")
            for r in splits[name]:
                score = text_score(model, r["_windows"], cache, shift)
                head = score >= (0.90 if len(r["text"]) > 800 else CALIBRATED_TO)
                cell = tally.setdefault(f"{group} / {r['label']}", [0, 0])
                cell[0] += head or flagged_by_patterns[(name, r["id"])]
                cell[1] += 1
        counts[repr(form)] = tally
        print(kind.__name__, json.dumps(tally), file=sys.stderr)
    write_json(OUT, {"out_of_fold": out_of_fold, "never_trained_patterns_or_head": counts}, compact=False)
    print(f"wrote {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
