"""Does the head gain from this project's attack/twin pairs? (Measured 2026-11-27: no.)

    python benchmarks/semantic/pairs.py [--cache FILE.pkl]    # semantic + security extras, scikit-learn,
                                                              # bastioncorpus 0.6.0

The protocol was written down before any never-tuned split was scored:

- Candidates (bastioncorpus in every training set): ``A`` the shipped data (``corpus/dev``,
  ``independent-a``); ``B`` A plus the tuning groups of ``tests/detection/test_everyday_phrasings.py``
  (each group's attacks and twins); ``C`` B plus the rounds since ``fresh`` (``fresh``,
  ``round-eleven`` ... ``round-fourteen``), all tuned on by the patterns already. C 10 (shipped) or 1.
- Every candidate is scored honestly on the same rows, A's and B's and C's together: out of fold for
  the rows it trains on (5-fold GroupKFold: a whole tuning group, or an attack and its twin, in one
  fold), by its final head for the rows it never trains on. Scores as the product scores (the
  highest of the tier's windows, ``detection.semantic._units``).
- Threshold: the lowest (>= 0.5) with at most 2% false positives over those rows. Selection: the
  highest recall over them.
- Never tuned, scored for the report only, with the inline tier's verdicts beside: ``heldout``,
  ``independent-b``, ``round-fifteen``, ``external-heldout``, ``spikee-heldout`` (and the
  ``external-tuning`` and ``spikee-tuning`` splits, which no head trains on).

Findings (``results/pairs.json``): the rule picks B with C 10 (0.521 recall over the common rows at
threshold 0.82; A: 0.475 at 0.746). Never tuned, with the inline tier: heldout 49/64 at 1/60 (A
51/64 at 0/60), independent-b 80/96 at 3/104 (79/96 at 3/104), round fifteen 29/30 at 4/30 (29/30
at 3/30), spikee-heldout 61/178 (66/178). Not better where it counts; the shipped head stays.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for path in (ROOT, os.path.join(ROOT, "examples"), os.path.join(ROOT, "tests")):
    sys.path.insert(0, path)
RESULTS = os.path.join(ROOT, "benchmarks/semantic/results/pairs.json")
CANARY = "ZX-4471-CANARY"  # bastioncorpus rows carry a {canary} placeholder
TUNING = ("dev", "independent-a")
ROUNDS = ("fresh", "round-eleven", "round-twelve", "round-thirteen", "round-fourteen")
NEVER_TUNED = (
    "heldout",
    "independent-b",
    "round-fifteen",
    "external-heldout",
    "spikee-heldout",
    "external-tuning",
    "spikee-tuning",
)
Row = dict[str, Any]


def _split(name: str) -> list[Row]:
    with open(os.path.join(ROOT, "corpus", f"{name}.jsonl"), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return [dict(r, _group=f"{name}:{r.get('twin_of') or r['id']}") for r in rows if r.get("kind") == "text"]


def _bastion() -> list[Row]:
    import bastioncorpus

    path = os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return [{"text": r["text"].replace("{canary}", CANARY), "label": r["label"]} for r in rows]


def _groups() -> list[Row]:
    from detection import test_everyday_phrasings as phrasings

    rows = []
    for label, table in (("malicious", phrasings.ATTACK_GROUPS), ("benign", phrasings.TWIN_GROUPS)):
        for group, texts in table.items():
            rows += [{"text": text, "label": label, "_group": f"group:{group}"} for text in texts]
    return rows


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="a pickle of embeddings, reused and extended")
    args = ap.parse_args()

    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold

    from opentelemetry.instrumentation.a2a.detection.derived import derive
    from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators
    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic._e5 import E5SemanticEvaluator
    from opentelemetry.instrumentation.a2a.detection.semantic._units import units_of

    bastion, groups = _bastion(), _groups()
    tuning = [r for name in TUNING for r in _split(name)]
    rounds = [r for name in ROUNDS for r in _split(name)]
    never = {name: _split(name) for name in NEVER_TUNED}
    common = tuning + groups + rounds

    evaluator = E5SemanticEvaluator()
    cache: dict[str, tuple[Any, Any]] = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, "rb") as f:
            cache = pickle.load(f)
    for row in bastion + common + [r for rows in never.values() for r in rows]:
        text = row["text"]
        if text not in cache:  # the trainer's input, and the product's windows
            whole = evaluator.embed([normalize(text).text[:2000]])[0]
            windows = np.vstack([evaluator.embed(evaluator._windows(u)) for u in units_of([text], 2000) or [text]])
            cache[text] = (whole, windows)
    if args.cache:
        with open(args.cache, "wb") as f:
            pickle.dump(cache, f)

    def features(rows: list[Row]) -> Any:
        return np.vstack([cache[r["text"]][0] for r in rows]).astype(np.float64)

    def labels(rows: list[Row]) -> Any:
        return np.array([r["label"] == "malicious" for r in rows], dtype=int)

    def scores(head: Any, rows: list[Row]) -> Any:
        w, b = head.coef_[0], head.intercept_[0]
        return np.array([1 / (1 + np.exp(-(float((cache[r["text"]][1] @ w).max()) + b))) for r in rows])

    def threshold(s: Any, y: Any) -> float:
        benign = np.sort(s[y == 0])
        allowed = int(np.floor(0.02 * len(benign)))
        return round(min(max(float(np.nextafter(benign[-(allowed + 1)], 1.0)), 0.5), 0.99), 3)

    curated = load_indicators(["curated"])

    def inline(text: str) -> bool:
        task = {"kind": "task", "id": "t", "contextId": "c", "status": {"state": "completed"}}
        task["artifacts"] = [{"artifactId": "a", "parts": [{"kind": "text", "text": text}]}]
        message = derive("message/send", task)
        return bool(curated.evaluate(surface="message/send", direction="response", message=message))

    inline_hits = {name: np.array([inline(r["text"]) for r in rows]) for name, rows in never.items()}
    xb, yb = features(bastion), labels(bastion)
    yc = labels(common)
    report: dict[str, Any] = {}
    for name, train in (("A", tuning), ("B", tuning + groups), ("C", tuning + groups + rounds)):
        for c in (10.0, 1.0):
            position = {id(r): i for i, r in enumerate(train)}
            s = np.zeros(len(common))
            xt, yt = features(train), labels(train)
            for fit_on, held in GroupKFold(5).split(xt, yt, [r["_group"] for r in train]):
                head = LogisticRegression(C=c, max_iter=5000, class_weight="balanced")
                head.fit(np.vstack([xb, xt[fit_on]]), np.concatenate([yb, yt[fit_on]]))
                held_set = set(held.tolist())
                out = [j for j, r in enumerate(common) if position.get(id(r)) in held_set]
                s[out] = scores(head, [common[j] for j in out])
            final = LogisticRegression(C=c, max_iter=5000, class_weight="balanced")
            final.fit(np.vstack([xb, xt]), np.concatenate([yb, yt]))
            unseen = [j for j, r in enumerate(common) if id(r) not in position]
            if unseen:
                s[unseen] = scores(final, [common[j] for j in unseen])
            th = threshold(s, yc)
            entry: dict[str, Any] = {
                "threshold": th,
                "common_recall": round(float((s[yc == 1] >= th).mean()), 3),
                "common_fpr": round(float((s[yc == 0] >= th).mean()), 3),
            }
            for split, rows in never.items():
                flagged, y = scores(final, rows) >= th, labels(rows).astype(bool)
                both = flagged | inline_hits[split]
                entry[split] = {
                    "semantic": f"{int(flagged[y].sum())}/{int(y.sum())} at {int(flagged[~y].sum())}/{int((~y).sum())}",
                    "both tiers": f"{int(both[y].sum())}/{int(y.sum())} at {int(both[~y].sum())}/{int((~y).sum())}",
                }
            report[f"{name}-C{c:g}"] = entry
            print(f"{name}-C{c:g}", json.dumps(entry), file=sys.stderr)
    report["picked"] = max((k for k in report if k != "picked"), key=lambda k: report[k]["common_recall"])
    with open(RESULTS, "w", encoding="utf-8") as f:
        json.dump(report, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"picked {report['picked']}; wrote {RESULTS}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
