"""Do smaller scoring windows help the shipped head? (Measured 2026-11-25; finding below.)

    python benchmarks/semantic/windows.py [--cache FILE.npz]    # semantic extra

The product scores a text (``detection.normalize(text).text[:2000]``) as the highest head score over
``E5SemanticEvaluator._windows``: 1,200 characters, a sixth of overlap. generalization.py and
placement.py found that no retrained head generalizes better, and that inside a 1,200-character
window the embedding is mostly the document. This script measures smaller windows with the shipped
head (``e5_head.json``, not retrained). The protocol was written down before any never-tuned split
was scored:

- Variants: window_chars 1200 (shipped, max_windows 4), 800 (3), 500 (5), 300 (8); overlap W//6 as
  now; max_windows the number of windows that covers 2,000 characters, so none is dropped.
- Threshold per variant: the shipped rule, the lowest (3 decimals, in [0.5, 0.99]) with a false-positive
  rate <= 2% over the benign rows of dev + independent-a pooled, scored as the variant scores
  (in-sample: the head was trained on them, for every variant alike); every variant also at 0.727.
- Selection: the highest recall averaged over the tuning splits (dev, independent-a,
  external-tuning, spikee-tuning) at the variant's own threshold, among variants whose false-positive
  rate averaged over those splits' benign rows is no higher than the 1,200 variant's.
- The pick replaces the product only if, against the product as shipped (1,200 at 0.727), it has
  more never-tuned recall on heldout AND independent-b AND external-heldout and no more false
  positives on heldout nor independent-b.
- Never tuned, for the report only: heldout, independent-b, external-heldout, spikee-heldout.

Findings (``results/windows.json``; cost on one core of a shared 2-core machine):

- The shipped rule gives 0.615 for every variant: the benign rows of dev and independent-a are
  short (all <= 308 characters), so every window size scores them alike, and in-sample (the head
  was trained on them) the 2% point is lower than the shipped 0.727 (grouped cross-validation).
- Selection picks 1,200: at 0.615 its false positives averaged over the tuning splits (0.0455) are
  the lowest; 800, 500 and 300 add false positives on AgentDojo's files and PyRIT's answers
  (external-tuning benign 43, 51, 51 of 282 against 41) and are not eligible. Nothing changes.
- Never tuned at 0.615 (every variant): heldout 42/64 with 3/60 false positives, independent-b 76-78/96
  with 7/104 (the product as shipped, 1,200 at 0.727: 29/64, 0/60; 50/96, 2/104): the lower threshold,
  not the windows. external-heldout 147, 159, 158, 189/219 for 1,200, 800, 500, 300 (shipped 130/219).
- Post hoc, not eligible (no variant was chosen on it): at the shipped 0.727, 300-character windows
  keep heldout (29/64, 0/60) and independent-b (51/96, 2/104) and raise external-heldout to 158/219
  (1/11 false positives; shipped 0/11), spikee-heldout to 50/178 (14/178), garak's report injections
  to 25/37 (0/37), AgentDojo's in-environment attacks to 59/124 (32/124); but PyRIT's ordinary answers
  are flagged 20/84 (14/84) and the tuning false-positive average is 0.0266 (0.0204). Small windows do separate an instruction from its
  document; the price is more benign documents with an instruction-like passage. Worth a protocol of
  its own: a threshold chosen on tuning data that has long benign documents (the shipped rule sees none).
- Cost per 2,000-character text, one thread (median of 3 x 8 texts): 638 ms (1,200: 2 windows),
  606 (800: 3), 563 (500: 5), 543 (300: 8); a first run 673, 618, 577, 550. Smaller windows cost no
  more (attention is quadratic in a window's length).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "benchmarks/semantic/results/windows.json"
TUNING = ("dev", "independent-a", "external-tuning", "spikee-tuning")
NEVER_TUNED = ("heldout", "independent-b", "external-heldout", "spikee-heldout")
VARIANTS = {1200: 4, 800: 3, 500: 5, 300: 8}
SHIPPED_THRESHOLD = 0.727


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="an .npz of embeddings by sha1 of the text, read and written")
    ap.add_argument("--no-timing", action="store_true")
    args = ap.parse_args()

    import numpy as np

    sys.path.insert(0, str(ROOT / "tools"))
    import train_semantic_head as trainer

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator

    evaluators = {w: E5SemanticEvaluator(threads=1, window_chars=w, max_windows=m) for w, m in VARIANTS.items()}
    for w in evaluators:  # max_windows covers 2,000 characters: nothing dropped
        step = w - w // 6
        assert len(range(0, 2000 - w // 6, step)) <= VARIANTS[w], w
    embedder = evaluators[1200]
    cache: dict[str, Any] = dict(np.load(args.cache)) if args.cache and os.path.exists(args.cache) else {}

    def key(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    splits = {name: [{**r, "_split": name} for r in trainer._split(name)[0]] for name in (*TUNING, *NEVER_TUNED)}
    rows = [r for part in splits.values() for r in part]
    for row in rows:
        row["y"] = int(row["label"] == "malicious")
        row["t"] = normalize(row["text"]).text[:2000]
        row["w"] = {w: ev._windows(row["t"]) for w, ev in evaluators.items()}
    todo = sorted({s for r in rows for ws in r["w"].values() for s in ws if key(s) not in cache}, key=len)
    print(f"{len(rows)} rows, {len(todo)} windows to embed ({sum(map(len, todo))} chars)", file=sys.stderr)
    for i in range(0, len(todo), 8):
        for text, vector in zip(todo[i : i + 8], embedder.embed(todo[i : i + 8]), strict=True):
            cache[key(text)] = vector
        if args.cache and i % 400 == 0:
            np.savez(args.cache, **cache)
            print(f"  {i}/{len(todo)}", file=sys.stderr)
    if args.cache and todo:
        np.savez(args.cache, **cache)

    head = json.loads((ROOT / "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json").read_text())
    weights, bias = np.asarray(head["weights"], dtype=np.float64), float(head["bias"])
    for row in rows:
        row["p"] = {
            w: float(1 / (1 + np.exp(-(max(float(cache[key(s)] @ weights) for s in ws) + bias))))
            for w, ws in row["w"].items()
        }

    def own_threshold(w: int) -> float:  # the shipped rule, pooled over dev + independent-a benign
        benign = np.sort([r["p"][w] for n in ("dev", "independent-a") for r in splits[n] if not r["y"]])
        t = np.nextafter(benign[-(int(np.floor(0.02 * len(benign))) + 1)], 1.0)
        return round(min(max(float(t), 0.5), 0.99), 3)

    def rates(part: list[dict[str, Any]], w: int, t: float) -> dict[str, Any]:
        mal = [r for r in part if r["y"]]
        ben = [r for r in part if not r["y"]]
        return {
            "recall": f"{sum(r['p'][w] >= t for r in mal)}/{len(mal)}",
            "fp": f"{sum(r['p'][w] >= t for r in ben)}/{len(ben)}",
        }

    def frac(rate: str) -> float:
        k, n = rate.split("/")
        return int(k) / int(n) if int(n) else 0.0

    def fam(row: dict[str, Any]) -> str:  # generalization.py's external family: "garak:LatentInjectionReportFull"
        return row["source"].split(" ", 1)[0] + ":" + row["source"].rsplit(": ", 1)[-1]

    def families(w: int, t: float) -> dict[str, str]:
        def of(split: str, name: str) -> list[dict[str, Any]]:
            return [r for r in splits[split] if fam(r) == name]

        return {
            "garak_report_injection": rates(of("external-heldout", "garak:LatentInjectionReportFull"), w, t)["recall"],
            "agentdojo_in_environment": rates(of("external-tuning", "agentdojo:in-environment"), w, t)["recall"],
            "pyrit_assistant_answers_fp": rates(of("external-tuning", "pyrit:assistant-answer"), w, t)["fp"],
        }

    report: dict[str, Any] = {"protocol": "see the docstring", "variants": {}}
    for w, m in VARIANTS.items():
        own = own_threshold(w)
        entry: dict[str, Any] = {"window_chars": w, "max_windows": m, "overlap": w // 6}
        for label, t in (("own", own), ("shipped_0.727", SHIPPED_THRESHOLD)):
            tuning = {n: rates(splits[n], w, t) for n in TUNING}
            entry[label] = {
                "threshold": t,
                "tuning": tuning,
                "tuning_mean_recall": round(float(np.mean([frac(tuning[n]["recall"]) for n in TUNING])), 4),
                "tuning_mean_fp": round(float(np.mean([frac(tuning[n]["fp"]) for n in TUNING])), 4),
            }
        report["variants"][w] = entry
    base = report["variants"][1200]["own"]["tuning_mean_fp"]
    eligible = [w for w in VARIANTS if report["variants"][w]["own"]["tuning_mean_fp"] <= base + 1e-12]
    best = max(report["variants"][w]["own"]["tuning_mean_recall"] for w in eligible)
    pick = max(w for w in eligible if report["variants"][w]["own"]["tuning_mean_recall"] >= best - 0.005)
    report["selected"] = pick
    print(f"selected on tuning data only: window_chars={pick}", file=sys.stderr)

    # Only now: the never-tuned splits, for the report.
    for w, entry in report["variants"].items():
        for label in ("own", "shipped_0.727"):
            t = entry[label]["threshold"]
            entry[label]["never_tuned"] = {n: rates(splits[n], w, t) for n in NEVER_TUNED}
            entry[label]["families"] = families(w, t)
    shipped = report["variants"][1200]["shipped_0.727"]["never_tuned"]
    chosen = report["variants"][pick]["own"]["never_tuned"]
    more_recall = all(
        frac(chosen[n]["recall"]) > frac(shipped[n]["recall"]) for n in ("heldout", "independent-b", "external-heldout")
    )
    no_more_fp = all(frac(chosen[n]["fp"]) <= frac(shipped[n]["fp"]) for n in ("heldout", "independent-b"))
    report["decision"] = {"beats_shipped": bool(pick != 1200 and more_recall and no_more_fp)}

    if not args.no_timing:  # ms per 2,000-character text, one thread, the variant's windows in one call
        texts = [r["t"] for r in rows if len(r["t"]) == 2000][:8]
        embedder.embed(["warm up"])
        report["cost_ms_per_2000_chars"] = {}
        for w, ev in evaluators.items():
            runs = []
            for _ in range(3):
                start = time.perf_counter()
                for text in texts:
                    embedder.embed(ev._windows(text + " "))  # a fresh string: no cache anywhere
                runs.append((time.perf_counter() - start) * 1000 / len(texts))
            report["cost_ms_per_2000_chars"][w] = {
                "median_ms": round(statistics.median(runs), 1),
                "windows": len(ev._windows(texts[0])),
                "texts": len(texts),
            }

    OUT.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    for w, entry in report["variants"].items():
        for label in ("own", "shipped_0.727"):
            e = entry[label]
            cells = "  ".join(
                f"{n[:10]} {e['never_tuned'][n]['recall']} fp {e['never_tuned'][n]['fp']}" for n in NEVER_TUNED
            )
            print(
                f"{w:5d} {label:14s} t={e['threshold']:.3f} tuneR={e['tuning_mean_recall']:.4f} "
                f"tuneFP={e['tuning_mean_fp']:.4f}  {cells}  {e['families']}",
                file=sys.stderr,
            )
    print(json.dumps(report.get("cost_ms_per_2000_chars")), report["decision"], file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
