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

Training data, every read split (corpus/README.md, corpus/README-external.md): ``TRAIN_PAIRS``
(bastioncorpus and the public tuning splits, this project's attacks and twins) and
``TRAIN_ORDINARY`` (ordinary replies). Nothing else is read for training or for the threshold.
The threshold: grouped 5-fold cross-validation over the training texts (a twin pair or an ordinary
reply in one fold; a text's score the highest of its sentences'), the lowest score at
which out-of-fold false positives over the training's benign texts stay within ``--max-fpr``; the form (C) is
the one of ``FORMS`` with the higher out-of-fold recall at its threshold. The bias is then shifted so
that this threshold reads as ``CALIBRATED_TO``, the curated semantic indicators' threshold (A2A-011):
the head's scores are compared with the indicator's threshold as the whole-text head's are.

``NEVER_TUNED`` splits are scored once, by the final head, for the report (counts on stderr, scores
by id in the results file); docs/semantic.md, "Heads retrained on every read split", says which
decision they took.
"""

from __future__ import annotations

import argparse
import os
import sys

from head_training import (
    CALIBRATED_TO,
    MAX_CHARS,
    NEVER_TRAINED,
    ORDINARY_READ,
    PAIRS_READ,
    PUBLIC_READ,
    ROOT,
    SEMANTIC,
    Logistic,
    embed_all,
    fit_head,
    provenance,
    read_split,
    report_never_tuned,
    write_json,
)

OUT = os.path.join(SEMANTIC, "e5_sentence_head.json")
SCORES = os.path.join(ROOT, "benchmarks/semantic/results/sentence-head.json")
TRAIN_PAIRS = (*PUBLIC_READ, *PAIRS_READ)
TRAIN_ORDINARY = ORDINARY_READ
NEVER_TUNED = NEVER_TRAINED
FORMS = (Logistic(1.0), Logistic(10.0))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--max-fpr", type=float, default=0.02, help="text-level false-positive rate the threshold keeps within"
    )
    ap.add_argument("--cache", help="a pickle of embeddings by sentence, read and written (saves ~10 minutes a run)")
    args = ap.parse_args()

    from opentelemetry.instrumentation.a2a.detection.normalize import normalize
    from opentelemetry.instrumentation.a2a.detection.semantic._sentences import sentences

    splits: dict[str, list[dict]] = {}
    hashes: dict[str, str] = {}
    for name in (*TRAIN_PAIRS, *TRAIN_ORDINARY, *NEVER_TUNED):
        splits[name], hashes[name] = read_split(name)
        for row in splits[name]:
            # No cap on the count here: the training reads every sentence of a text.
            normalized = normalize(row["text"]).text
            row["_sentences"] = sentences(normalized, max_sentences=10**6)
            row["_scored"] = sentences(normalized[:MAX_CHARS])  # what the tier scores of it, for the report
    cache = embed_all(
        (s for rows in splits.values() for r in rows for s in (*r["_sentences"], *r["_scored"])), args.cache
    )

    vectors, labels, row_groups = [], [], []
    texts: list[tuple[bool, str, list[str]]] = []  # malicious, group, sentences
    for name in TRAIN_PAIRS:
        rows = splits[name]
        twin_of = {r["twin_of"]: r for r in rows if r.get("twin_of")}
        for row in rows:
            group = f"{name}:{row.get('twin_of') or row['id']}"
            malicious = row["label"] == "malicious"
            texts.append((malicious, group, row["_sentences"]))
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
            texts.append((False, group, row["_sentences"]))
            for sentence in row["_sentences"]:
                vectors.append(cache[sentence])
                labels.append(0)
                row_groups.append(group)
    never_tuned = {name: splits[name] for name in NEVER_TUNED}
    head, scores = fit_head(
        vectors=vectors,
        labels=labels,
        row_groups=row_groups,
        texts=texts,
        cache=cache,
        forms=FORMS,
        max_fpr=args.max_fpr,
        unit="sentence (detection.semantic._sentences.sentences of the normalized text)",
        unit_plural="sentences",
        training_data=provenance((*TRAIN_PAIRS, *TRAIN_ORDINARY), hashes),
        never_tuned=never_tuned,
        parts_key="_scored",
    )
    write_json(OUT, head, compact=True)
    write_json(SCORES, {"threshold": CALIBRATED_TO, "scores": scores}, compact=False)
    report_never_tuned(never_tuned, scores, "sentence head")
    print(f"wrote {OUT} and {SCORES}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
