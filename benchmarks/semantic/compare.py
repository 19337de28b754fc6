"""Compares the candidate models of the semantic tier: size, load time, ms per 1 KB, accuracy.

    python benchmarks/semantic/compare.py speed --threads 1   # one model per process, timed
    python benchmarks/semantic/compare.py cv                  # 5-fold CV on bastioncorpus (external, MIT)
    python benchmarks/semantic/compare.py dev PATH/dev.jsonl  # train on bastioncorpus, score the dev corpus

Trained candidates never see the dev corpus: they are fitted on bastioncorpus alone.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _threads(n: int) -> None:
    for v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[v] = str(n)


def bastion() -> tuple[list[str], list[int], list[dict]]:
    import bastioncorpus

    path = os.path.join(os.path.dirname(bastioncorpus.__file__), "corpus", "injections.jsonl")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    texts = [r["text"].replace("{canary}", "ZX-4471-CANARY") for r in rows]
    return texts, [1 if r["label"] == "malicious" else 0 for r in rows], rows


def dev(path: str) -> tuple[list[str], list[int], list[dict]]:
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    rows = [r for r in rows if r.get("kind") == "text" and isinstance(r.get("text"), str)]
    return [r["text"] for r in rows], [1 if r["label"] == "malicious" else 0 for r in rows], rows


def make(name: str):
    import candidates as c

    if name == "e5-lr":
        return c.LRHead(c.E5Small())
    if name == "e5-knn":
        return c.KNNHead(c.E5Small())
    if name == "minilm-lr":
        return c.LRHead(c.MiniLM())
    if name == "minilm-knn":
        return c.KNNHead(c.MiniLM())
    if name == "guardify":
        return c.Guardify()
    if name == "charlr":
        return c.CharNgramLR()
    if name == "product":
        return c.Product()
    if name == "product-head":
        return c.Product(use_examples=False)
    if name == "product-intent":
        return c.Product(use_head=False)
    raise SystemExit(f"unknown candidate {name}")


ALL = ["charlr", "guardify", "e5-lr", "e5-knn", "minilm-lr", "minilm-knn"]


def metrics(scores, labels, thr=0.5) -> dict:
    from sklearn.metrics import roc_auc_score

    tp = sum(1 for s, y in zip(scores, labels, strict=False) if s >= thr and y == 1)
    fp = sum(1 for s, y in zip(scores, labels, strict=False) if s >= thr and y == 0)
    pos = sum(labels)
    neg = len(labels) - pos
    out = {
        "n": len(labels),
        "acc": round(sum(1 for s, y in zip(scores, labels, strict=False) if (s >= thr) == (y == 1)) / len(labels), 3),
        "tpr": round(tp / pos, 3) if pos else None,
        "fpr": round(fp / neg, 3) if neg else None,
    }
    if pos and neg:
        out["auc"] = round(float(roc_auc_score(labels, scores)), 3)
    return out


def cmd_speed(args) -> None:
    _threads(args.threads)
    sys.path.insert(0, HERE)
    if args.model is None:
        import subprocess

        for m in ALL:
            for t in (1, 2):
                subprocess.run([sys.executable, __file__, "speed", "--threads", str(t), "--model", m], check=False)
        return
    texts, labels, _ = bastion()
    t0 = time.perf_counter()
    model = make(args.model)
    try:
        import torch

        torch.set_num_threads(args.threads)
    except ImportError:
        pass
    load_s = getattr(model, "load_s", None) or getattr(getattr(model, "e", None), "load_s", 0.0)
    model.fit(texts, labels)
    kb = (
        "Please review the attached quarterly figures and summarise the changes for the sales "
        "team, highlighting regions where revenue grew and where it fell. "
    ) * 10
    kb = kb[:1024]
    model.scores([kb])  # warm
    n = 20
    t = time.perf_counter()
    for _ in range(n):
        model.scores([kb])
    ms = (time.perf_counter() - t) * 1000 / n
    disk = getattr(model, "disk_mb", None) or getattr(getattr(model, "e", None), "disk_mb", 0.0)
    print(
        json.dumps(
            {
                "model": args.model,
                "threads": args.threads,
                "load_s": round(load_s, 3),
                "ms_per_kb": round(ms, 2),
                "disk_mb": round(disk, 2),
                "setup_s": round(time.perf_counter() - t0, 1),
            }
        ),
        flush=True,
    )


def cmd_cv(args) -> None:
    sys.path.insert(0, HERE)
    from sklearn.model_selection import StratifiedKFold

    texts, labels, rows = bastion()
    for name in args.models or ALL:
        model = make(name)
        scores = [0.0] * len(texts)
        if getattr(model, "trained", False):
            scores = model.scores(texts)
        else:
            for tr, te in StratifiedKFold(5, shuffle=True, random_state=0).split(texts, labels):
                model.fit([texts[i] for i in tr], [labels[i] for i in tr])
                for i, s in zip(te, model.scores([texts[i] for i in te]), strict=False):
                    scores[i] = s
        by_lang = {}
        for lang in sorted({r["lang"] for r in rows}):
            idx = [i for i, r in enumerate(rows) if r["lang"] == lang]
            by_lang[lang] = metrics([scores[i] for i in idx], [labels[i] for i in idx])["acc"]
        print(json.dumps({"model": name, "all": metrics(scores, labels), "acc_by_lang": by_lang}), flush=True)


def tpr_at_fpr(scores, labels, max_fpr=0.1) -> float:
    neg = sorted((s for s, y in zip(scores, labels, strict=True) if y == 0), reverse=True)
    k = int(max_fpr * len(neg))  # allow k false positives
    thr = neg[k] if k < len(neg) else -1.0
    pos = [s for s, y in zip(scores, labels, strict=True) if y == 1]
    return round(sum(1 for s in pos if s > thr) / len(pos), 3)


def cmd_devcv(args) -> None:
    """Grouped 5-fold CV on the dev corpus (a benign twin stays in its attack's fold), each fold's model
    trained on bastioncorpus + the other four folds: what a head trained on both would do on unseen cases."""
    sys.path.insert(0, HERE)
    from sklearn.model_selection import GroupKFold

    b_texts, b_labels, _ = bastion()
    texts, labels, rows = dev(args.path)
    groups = [r.get("twin_of") or r.get("id") for r in rows]
    results = {}
    for name in args.models or ["charlr", "e5-lr", "minilm-lr"]:
        model = make(name)
        scores = [0.0] * len(texts)
        for tr, te in GroupKFold(5).split(texts, labels, groups):
            model.fit(b_texts + [texts[i] for i in tr], b_labels + [labels[i] for i in tr])
            for i, sc in zip(te, model.scores([texts[i] for i in te]), strict=True):
                scores[i] = float(sc)
        results[name] = summary(name, scores, labels, rows)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)


def summary(name: str, scores: list[float], labels: list[int], rows: list[dict]) -> dict:
    """A model's scores summed up: overall, at 0.7, TPR at 10% and 5% FPR, per language and
    technique; the overall figures printed as one JSON line."""
    res = {
        "model": name,
        "all": metrics(scores, labels),
        "all@0.7": metrics(scores, labels, 0.7),
        "tpr@fpr10": tpr_at_fpr(scores, labels, 0.1),
        "tpr@fpr5": tpr_at_fpr(scores, labels, 0.05),
    }
    for key in ("language", "technique"):
        groups = collections.defaultdict(list)
        for i, r in enumerate(rows):
            groups[str(r.get(key))].append(i)
        res[key] = {g: metrics([scores[i] for i in idx], [labels[i] for i in idx]) for g, idx in sorted(groups.items())}
    print(json.dumps({k: res[k] for k in ("model", "all", "all@0.7", "tpr@fpr10", "tpr@fpr5")}), flush=True)
    return res


def cmd_dev(args) -> None:
    sys.path.insert(0, HERE)
    tr_texts, tr_labels, _ = bastion()
    texts, labels, rows = dev(args.path)
    results = {}
    for name in args.models or ALL:
        model = make(name)
        model.fit(tr_texts, tr_labels)
        scores = model.scores(texts)
        results[name] = summary(name, scores, labels, rows)
        if args.dump:
            with open(args.dump, "a", encoding="utf-8") as f:
                for r, s in zip(rows, scores, strict=False):
                    f.write(
                        json.dumps({"model": name, "id": r.get("id"), "label": r["label"], "score": round(float(s), 4)})
                        + "\n"
                    )
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)


def main() -> None:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--threads", type=int, default=1)
    s.add_argument("--model")
    c = sub.add_parser("cv")
    c.add_argument("--models", nargs="*")
    d = sub.add_parser("dev")
    d.add_argument("path")
    d.add_argument("--models", nargs="*")
    d.add_argument("--out")
    d.add_argument("--dump")
    dc = sub.add_parser("devcv")
    dc.add_argument("path")
    dc.add_argument("--models", nargs="*")
    dc.add_argument("--out")
    args = p.parse_args()
    {"speed": cmd_speed, "cv": cmd_cv, "dev": cmd_dev, "devcv": cmd_devcv}[args.cmd](args)


if __name__ == "__main__":
    main()
