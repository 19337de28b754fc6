"""The compiled indicator set used at runtime, and single-indicator evaluation (SDK §4.4).

``IndicatorSet`` compiles every indicator once (paths, RE2 regexes, CEL programs) and indexes them
by ``(protocol, surface, direction, actor)``, so a message meets only the indicators that apply to
it (format §6 trace filtering, spec-indicators.md steps 1-4: protocol, then surface when the
indicator has one, then actor, then direction when it has one). A message names its actor when
the caller knows which actor's connection carried it (a recorded trace); an indicator scoped to
an actor never sees another actor's messages. A message that names no actor (live traffic, which
belongs to no execution profile) is on an unknown connection and meets every indicator.
``evaluate()`` converts the message to CEL values at most once, and only if an expression
indicator applies. It never raises: an indicator that fails is reported once (to
``on_error`` and in ``errors``), not once per message.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ..hygiene.forksafe import new_lock
from ..hygiene.memo import BoundedMemo
from ._alternatives import alternatives
from ._document import load_documents
from ._errors import CompileError, OATFError
from ._expression import CelMessage, CompiledExpression, compile_expression
from ._loader import DEFAULT_LIMITS, LoadLimits
from ._model import Attack, Document, FrameworkMapping, Indicator
from ._normalize import normalize_indicator
from ._not_followed import NotFollowedBy, qualified
from ._paths import MISSING, CompiledPath, compile_wildcard_path
from ._pattern import CompiledCondition, compile_condition, to_text
from ._regex_sets import (
    MAX_AUTOMATA,
    WINDOW_CHARS,
    Prefiltered,
    RegexSet,
    WordGate,
    compile_set,
    in_runs,
    joined_where_always_run,
    sole_regex,
)
from ._required_words import required_words
from ._semantic import SemanticEvaluator
from ._verdict import AttackVerdict, IndicatorVerdict, compute_verdict

__all__ = ["Detection", "IndicatorError", "IndicatorSet", "evaluate_indicator"]

MAX_EVIDENCE_CHARS = 512
# This tool's derived field (detection/derived.py) that says a message was not inspected whole:
# the engine sets it too when a scan was cut for its cost (``_regex_sets``, "A scan has a budget").
INSPECTION_PATH = "x_inspection"
CUT = "truncated"
_MAX_INDEX_KEYS = 1024  # distinct (protocol, surface, direction, actor) keys cached; more are filtered per call
_TOO_LARGE = object()  # in IndicatorSet._automata: RE2 could not build this set within its budget
# Verdicts remembered by what a message's paths resolved to (``_Plan.values_key``): at most this
# many, of values of at most ``_MEMO_CHARS`` characters in all (shorter than a scan's window, so
# that no scan of them is ever cut for its cost, which would make a verdict depend on the clock).
_MEMO_ENTRIES = 512
_MEMO_CHARS = min(2_048, WINDOW_CHARS)
# The values a remembered verdict may be keyed on: compared with their type, so that 1, 1.0 and
# True (equal in Python, not to a pattern: ``gt`` ignores booleans, evidence writes "1.0") never
# share a key. Floats are left out: -0.0 == 0.0, but their evidence differs.
_KEYED_TYPES = frozenset({str, int, bool, type(None)})


@dataclass(frozen=True)
class Detection:
    """One indicator matched one message."""

    attack_id: str | None
    attack_name: str
    indicator_id: str
    method: str
    severity: str | None
    confidence: int | None
    target: str
    """The concrete path that matched (``skills[2].description``), or the indicator's target."""
    value: str | None
    """Evidence: the matched value as text, truncated to 512 characters."""
    protocol: str | None
    surface: str | None
    direction: str | None
    mappings: tuple[FrameworkMapping, ...] = ()
    description: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "attack_id": self.attack_id,
            "attack_name": self.attack_name,
            "indicator_id": self.indicator_id,
            "method": self.method,
            "severity": self.severity,
            "confidence": self.confidence,
            "target": self.target,
            "value": self.value,
            "protocol": self.protocol,
            "surface": self.surface,
            "direction": self.direction,
            "mappings": [{k: v for k, v in asdict(m).items() if v is not None} for m in self.mappings],
            "description": self.description,
        }


@dataclass(frozen=True)
class IndicatorError:
    """An indicator that could not be compiled or failed at evaluation; reported once."""

    attack_id: str | None
    indicator_id: str
    message: str


@dataclass(frozen=True)
class _Outcome:
    result: str
    path: str | None = None
    value: Any = None
    error: str | None = None


_NOT_MATCHED = _Outcome("not_matched")  # frozen: one instance serves every indicator that did not match


def _evidence(value: Any) -> str:
    text = to_text(value)
    return text if len(text) <= MAX_EVIDENCE_CHARS else text[: MAX_EVIDENCE_CHARS - 1] + "…"


def _located(path: CompiledPath, message: Any, index: int, value: Any) -> tuple[str, Any]:
    """Where the ``index``-th value ``path`` resolves to is in ``message``, and that value; the
    path's own text and ``value`` when the value is the engine's own (``x_inspection`` of a scan cut
    for its cost), not in the message."""
    pairs = path.resolve_all_with_paths(message)
    return pairs[index] if index < len(pairs) else (path.text, value)


class _Compiled:
    """One indicator, compiled."""

    __slots__ = (
        "attack",
        "condition",
        "expression",
        "indicator",
        "not_followed",
        "path",
        "regex",
        "sem_path",
        "severity",
    )

    def __init__(self, indicator: Indicator, attack: Attack | None, *, cel_enabled: bool = True) -> None:
        self.indicator = indicator
        self.attack = attack
        self.path: CompiledPath | None = None
        self.condition: CompiledCondition | None = None
        self.expression: CompiledExpression | None = None
        self.sem_path: CompiledPath | None = None
        self.regex: str | None = None  # a condition that is one regex and nothing else (_regex_sets)
        self.not_followed: NotFollowedBy | None = None  # this tool's x-a2a-not-followed/preceded-by
        try:
            if indicator.method == "pattern" and indicator.pattern is not None:
                self.path = compile_wildcard_path(indicator.pattern.target)
                self.condition = compile_condition(indicator.pattern.condition)
                self.regex = sole_regex(indicator.pattern.condition)
                self.not_followed = qualified(
                    self.regex, indicator.extensions, attack.extensions if attack is not None else None
                )
            elif indicator.method == "expression" and indicator.expression is not None:
                self.expression = compile_expression(
                    indicator.expression.cel, indicator.expression.variables, enabled=cel_enabled
                )
            elif indicator.method == "semantic" and indicator.semantic is not None:
                self.sem_path = compile_wildcard_path(indicator.semantic.target)
            else:
                raise CompileError(f"indicator has method {indicator.method!r} but no {indicator.method} block")
        except ValueError as exc:
            raise CompileError(str(exc)) from None

    def matched(self, message: Any, value: Any) -> _Outcome:
        """The outcome of a pattern whose regex an RE2 set found in ``value``, the one value its path
        resolved to: matched, unless this tool's ``x-a2a-not-followed-by`` or ``-preceded-by`` lets it
        through."""
        if self.not_followed is not None and not self.not_followed.keeps(value):
            return _NOT_MATCHED
        if self.path is None:
            return _Outcome("matched", None, value)
        return _Outcome("matched", *_located(self.path, message, 0, value))

    def evaluate(
        self,
        message: Any,
        cel_message: CelMessage | None,
        semantic: SemanticEvaluator | None,
        values: list[Any] | None = None,
    ) -> _Outcome:
        """``values``: what the pattern's path resolves to in ``message``, when already resolved."""
        ind = self.indicator
        if self.condition is not None and self.path is not None:
            if values is None:
                values = self.path.resolve_all(message)
            ok, index = self.condition.matches_any(values)
            if not ok:
                return _NOT_MATCHED
            keep = self.not_followed
            if keep is not None:  # only once the regex matched: which value has a match to keep
                index = next((i for i, v in enumerate(values) if self.condition.matches_value(v) and keep.keeps(v)), -1)
                if index < 0:
                    return _NOT_MATCHED
            if index < 0:  # exists: false matched: nothing resolved
                return _Outcome("matched", ind.pattern.target if ind.pattern else ind.target, None)
            return _Outcome("matched", *_located(self.path, message, index, values[index]))
        if self.expression is not None:
            outcome = self.expression.evaluate(cel_message if cel_message is not None else CelMessage(message))
            return _Outcome(outcome.result, ind.target or None, None, outcome.error)
        if self.sem_path is not None and ind.semantic is not None:
            if semantic is None:
                return _Outcome("skipped", error="no semantic evaluator registered")
            resolved = self.sem_path.resolve_all_with_paths(message)
            if not resolved:
                return _NOT_MATCHED
            best, best_at = -1.0, 0
            try:
                for i, (_, value) in enumerate(resolved):
                    score = float(semantic.score(to_text(value), ind.semantic))
                    if score > best:
                        best, best_at = score, i
            except Exception as exc:
                return _Outcome("error", error=f"semantic evaluator failed: {type(exc).__name__}: {exc}")
            if best >= ind.semantic.effective_threshold:
                return _Outcome("matched", resolved[best_at][0], resolved[best_at][1])
            return _NOT_MATCHED
        return _Outcome("error", error="indicator has nothing to evaluate")


class _Plan:
    """How one key's applicable indicators meet a message, worked out once per key: the distinct
    paths they read (each resolved once per message, not once per indicator), the RE2 sets over
    those paths (``_regex_sets``), and per indicator the path whose resolving to nothing already
    decides it. A pattern without ``exists: false`` matches nothing when its path resolves to
    nothing, and a semantic indicator has nothing to score then: neither is evaluated (most
    indicators of a surface read a field most messages lack: a push URL, a delegation chain).

    ``keyed``: whether the verdict is a function of what the paths resolve to, and nothing else
    (``values_key``): every indicator is decided by its path's values (no expression, no ``exists:
    false``, which read the message as a whole), and no path has a wildcard (a match's concrete
    path, ``parts[2].text``, depends on where in the message the value sits)."""

    __slots__ = ("gates", "inspection", "keyed", "paths", "sets", "steps", "unset")

    def __init__(self, applicable: tuple[_Compiled, ...], sets: tuple[RegexSet, ...]) -> None:
        index: dict[str, int] = {}
        paths: list[CompiledPath] = []

        def path_index(path: CompiledPath) -> int:
            if path.text not in index:
                index[path.text] = len(paths)
                paths.append(path)
            return index[path.text]

        gates = []
        for c in applicable:
            if c.path is not None and c.condition is not None and c.condition.exists is not False:
                gates.append(path_index(c.path))
            elif c.sem_path is not None:
                gates.append(path_index(c.sem_path))
            else:
                gates.append(-1)  # decided only by evaluating it (an expression, `exists: false`)
        position = {id(c): i for i, c in enumerate(applicable)}
        self.sets = tuple(
            (path_index(s.members[0].path), s, tuple(position[id(m)] for m in s.members))
            for s in sets
            if s.members[0].path is not None
        )
        self.gates = tuple(gates)
        self.paths = tuple(paths)
        # Each path with its keys when it has no wildcard (None: resolved by the path itself).
        self.steps = tuple((path, None if path.has_wildcard else tuple(key for key, _ in path.steps)) for path in paths)
        self.inspection = index.get(INSPECTION_PATH)
        in_sets = {p for _, _, positions in self.sets for p in positions}
        self.unset = tuple(p for p in range(len(applicable)) if p not in in_sets)
        self.keyed = all(gate >= 0 for gate in self.gates) and not any(path.has_wildcard for path in self.paths)

    def values_key(self, resolved: list[list[Any]]) -> tuple[Any, ...] | None:
        """What the paths resolved to, each value with its type, as a key for the verdict on them
        (``keyed`` plans only, whose paths resolve to one value at most); None when a value is not
        a short scalar (an object, a float, a long text)."""
        key: list[Any] = []
        chars = 0
        for values in resolved:
            if not values:
                key.append(None)  # nothing resolved (None is never a type, which leads a value)
                continue
            value = values[0]
            kind = type(value)
            if kind not in _KEYED_TYPES or len(values) > 1:
                return None
            if kind is str:
                chars += len(value)
                if chars > _MEMO_CHARS:
                    return None
            key.append(kind)
            key.append(value)
        return tuple(key)

    def resolve(self, message: Any) -> list[list[Any]]:
        """What each path resolves to in ``message``: ``CompiledPath.resolve_all``, with the steps of
        the paths without a wildcard (all of the curated set's) walked here, in one loop, rather
        than in two calls per path (a request's twelve paths took a quarter of its evaluation)."""
        found: list[list[Any]] = []
        for path, steps in self.steps:
            if steps is None:
                found.append(path.resolve_all(message))
                continue
            value = message
            for key in steps:
                if type(value) is not dict and not isinstance(value, Mapping):  # dict: skip the ABC check
                    value = MISSING
                    break
                value = value.get(key, MISSING)
                if value is MISSING:
                    break
            found.append([] if value is MISSING else [value])
        return found

    def decided(self, resolved: list[list[Any]]) -> tuple[list[int], set[int]]:
        """Positions of the applicable indicators still to evaluate, in order (every one but those an
        RE2 set shows do not match), and of those a set shows match: a set's hit on a path that
        resolved to one value is that indicator's match on that value (the same regex on the same
        text), so its regex is not searched again. That second search cost more than the set
        itself: a 16 KB regex searched to the end of a 32 KB text takes tens of milliseconds, once
        per matched indicator. Most messages match no set, and their loop is over the few
        indicators no set holds (``unset``), not over all of a surface's."""
        live = set(self.unset)
        hit: set[int] = set()
        cut = False
        spent = 0.0  # CPU seconds the sets took on long values: one budget for the message
        for at, regex_set, positions in self.sets:
            values = resolved[at]
            if not values:
                continue
            hits, whole, spent = regex_set.matching(values, spent)
            cut = cut or not whole
            for member in hits:  # the common case: none
                live.add(positions[member])
                if len(values) == 1:
                    hit.add(positions[member])
        if cut and self.inspection is not None and resolved[self.inspection] != [CUT]:
            # A scan cut for its cost: the message reads as not inspected whole (``x_inspection``,
            # this tool's derived field), and what reads that field is decided again, on that value.
            resolved[self.inspection] = [CUT]
            for at, regex_set, positions in self.sets:
                if at == self.inspection:
                    hits, _, _ = regex_set.matching([CUT])
                    hit.difference_update(positions)
                    hit.update(positions[member] for member in hits)
            live.update(position for position, gate in enumerate(self.gates) if gate == self.inspection)
        return sorted(live), hit


def _plain_regexes_by_target(applicable: tuple[_Compiled, ...]) -> dict[str, list[_Compiled]]:
    """The indicators whose condition is one regex (``_Compiled.regex``), by the target they read:
    what an RE2 set can hold."""
    by_target: dict[str, list[_Compiled]] = {}
    for c in applicable:
        if c.regex is not None and c.indicator.pattern is not None:
            by_target.setdefault(c.indicator.pattern.target, []).append(c)
    return by_target


def evaluate_indicator(
    indicator: Indicator | Mapping[str, Any],
    message: Any,
    *,
    cel_enabled: bool = True,
    semantic_evaluator: SemanticEvaluator | None = None,
) -> IndicatorVerdict:
    """SDK ``evaluate_indicator(indicator, message)``: one indicator against one message. Never raises."""
    if not isinstance(indicator, Indicator):
        indicator = normalize_indicator(indicator, 0)
    try:
        compiled = _Compiled(indicator, None, cel_enabled=cel_enabled)
        outcome = compiled.evaluate(message, None, semantic_evaluator)
    except CompileError as exc:
        return IndicatorVerdict(indicator.id, "error", error=str(exc))
    except Exception as exc:  # defensive: evaluation must not fail the caller
        return IndicatorVerdict(indicator.id, "error", error=f"{type(exc).__name__}: {exc}")
    evidence = None
    if outcome.result == "matched" and outcome.path is not None:
        evidence = f"{outcome.path}: {_evidence(outcome.value)}" if outcome.value is not None else outcome.path
    return IndicatorVerdict(indicator.id, outcome.result, evidence=evidence, error=outcome.error)  # type: ignore[arg-type]


class IndicatorSet:
    """Compiled indicators of one or more OATF documents, ready for per-message evaluation."""

    def __init__(
        self,
        documents: Iterable[Document],
        *,
        semantic_evaluator: SemanticEvaluator | None = None,
        on_error: Callable[[IndicatorError], None] | None = None,
        cel_enabled: bool = True,
    ) -> None:
        self.documents: tuple[Document, ...] = tuple(documents)
        self.semantic_evaluator = semantic_evaluator
        self.on_error = on_error
        self.errors: list[IndicatorError] = []
        self._reported: set[tuple[str | None, str]] = set()
        self._lock = new_lock(self)
        self._compiled: list[_Compiled] = []
        self._by_attack: dict[int, list[_Compiled]] = {}
        for doc in self.documents:
            entries = self._by_attack.setdefault(id(doc.attack), [])
            for ind in doc.attack.indicators:
                try:
                    c = _Compiled(ind, doc.attack, cel_enabled=cel_enabled)
                except CompileError as exc:
                    self._report(doc.attack, ind, f"cannot compile: {exc.reason}")
                    continue
                self._compiled.append(c)
                entries.append(c)
        self._index: dict[tuple[str, str | None, str | None, str | None], tuple[_Compiled, ...]] = {}
        # The same keys -> the RE2 sets of their applicable indicators (_regex_sets).
        self._sets: dict[tuple[str, str | None, str | None, str | None], tuple[RegexSet, ...]] = {}
        self._automata: dict[tuple[str, ...], Any] = {}  # patterns -> their compiled RE2 set
        self._alternatives: dict[str, tuple[str, ...]] = {}  # pattern -> its top-level branches
        self._gates: dict[tuple[str, ...], WordGate] = {}  # branches -> their gate
        self._plans: dict[tuple[str, str | None, str | None, str | None], _Plan] = {}
        # Detections by (key, what the paths of a ``keyed`` plan resolved to): a client and its
        # server in one process evaluate the same request (ids aside, which no such plan reads),
        # and a conversation repeats its short messages.
        self._verdicts: BoundedMemo[tuple[Detection, ...]] = BoundedMemo(_MEMO_ENTRIES)

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def from_documents(cls, documents: Iterable[Document], **kwargs: Any) -> IndicatorSet:
        return cls(documents, **kwargs)

    @classmethod
    def load(
        cls,
        paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
        *,
        strict: bool = True,
        limits: LoadLimits = DEFAULT_LIMITS,
        on_invalid: Callable[[OATFError], None] | None = None,
        **kwargs: Any,
    ) -> IndicatorSet:
        """Load documents from files and folders (``*.yaml``/``*.yml``, recursively; regular files
        only), within the limits on documents and indicators loaded together.

        Raises the first :class:`OATFError` (with file, path and rule) if a document is invalid, or,
        with ``on_invalid``, passes each invalid document's error to it and loads the others.
        """
        if isinstance(paths, (str, os.PathLike)):
            paths = [paths]
        docs = load_documents(
            list(paths),
            strict=strict,
            limits=limits,
            cel_enabled=kwargs.get("cel_enabled", True),
            on_invalid=on_invalid,
        )
        return cls(docs, **kwargs)

    def __len__(self) -> int:
        return len(self._compiled)

    # -- runtime ------------------------------------------------------------------------------
    def _report(self, attack: Attack | None, indicator: Indicator, message: str) -> None:
        key = (attack.id if attack else None, indicator.id)
        with self._lock:
            if key in self._reported:
                return
            self._reported.add(key)
            err = IndicatorError(key[0], indicator.id, message)
            self.errors.append(err)
        if self.on_error is not None:
            with contextlib.suppress(Exception):  # a failing callback must not break evaluation
                self.on_error(err)

    def applicable(
        self, protocol: str, surface: str | None, direction: str | None, actor: str | None = None
    ) -> tuple[_Compiled, ...]:
        """The indicators that see a message (``actor`` None: the actor is not known; a record
        without surface or direction sees only the indicators that name none)."""
        key = (protocol, surface, direction, actor)
        found = self._index.get(key)
        if found is None:
            found = tuple(
                c
                for c in self._compiled
                if (c.indicator.protocol is None or c.indicator.protocol == protocol)
                and (c.indicator.surface is None or c.indicator.surface == surface)
                and (actor is None or c.indicator.actor is None or c.indicator.actor == actor)
                and (c.indicator.direction is None or c.indicator.direction == direction)
            )
            if len(self._index) < _MAX_INDEX_KEYS:
                self._index[key] = found
        return found

    def evaluate(
        self, *, protocol: str = "a2a", surface: str, direction: str, message: Any, actor: str | None = None
    ) -> list[Detection]:
        """Evaluate one observed message; return one :class:`Detection` per matching indicator.

        ``actor``: the name of the execution-profile actor whose connection carried the message, when
        known; indicators scoped to another actor then do not see it.
        """
        detections: list[Detection] = []
        try:
            applicable = self.applicable(protocol, surface, direction, actor)
        except Exception:  # pragma: no cover - defensive (unhashable arguments)
            return detections
        if not applicable:
            return detections
        key = (protocol, surface, direction, actor)
        plan = self._plan(key, applicable)
        resolved: list[list[Any]] | None = None
        live: Sequence[int]
        hit: set[int] = set()
        semantic = self.semantic_evaluator
        remembered: tuple[Any, ...] | None = None
        try:
            found = plan.resolve(message)
            # A semantic evaluator is asked every time (a model's score is not the values' alone).
            if plan.keyed and semantic is None:
                values_key = plan.values_key(found)
                if values_key is not None:
                    remembered = (key, values_key)
                    known = self._verdicts.get(remembered)
                    if known is not None:
                        return list(known)
            live, hit = plan.decided(found)
            resolved = found
        except Exception:  # defensive: evaluate each indicator in full instead
            live, hit = range(len(applicable)), set()
            remembered = None
        gates = plan.gates
        cel_message: CelMessage | None = None
        for position in live:
            c = applicable[position]
            values = None
            if resolved is not None and gates[position] >= 0:
                values = resolved[gates[position]]
                if not values or (c.sem_path is not None and semantic is None):
                    continue  # nothing to match or to score; without an evaluator, `skipped` (not reported)
            if c.expression is not None and cel_message is None:
                cel_message = CelMessage(message)
            try:
                if position in hit and values is not None:
                    outcome = c.matched(message, values[0])
                else:
                    outcome = c.evaluate(message, cel_message, semantic, values if c.path is not None else None)
            except Exception as exc:  # defensive: never raise out of evaluate()
                outcome = _Outcome("error", error=f"{type(exc).__name__}: {exc}")
            if outcome.result == "matched":
                detections.append(self._detection(c, outcome, protocol, surface, direction))
            elif outcome.result == "error":
                self._report(c.attack, c.indicator, outcome.error or "evaluation error")
        if remembered is not None:
            self._verdicts.put(remembered, tuple(detections))
        return detections

    def _plan(self, key: tuple[str, str | None, str | None, str | None], applicable: tuple[_Compiled, ...]) -> _Plan:
        plan = self._plans.get(key)
        if plan is None:
            plan = _Plan(applicable, self._regex_sets(key, applicable))
            if len(self._plans) < _MAX_INDEX_KEYS:
                self._plans[key] = plan
        return plan

    def regex_set(self, protocol: str, surface: str | None, direction: str | None, target: str) -> Any:
        """What tells at once whether a text can match a plain-regex indicator on ``target`` that
        sees messages of this surface and direction (``.Match(text)``: empty when none can), or
        None when some such indicator is searched on its own (no set holds it)."""
        key = (protocol, surface, direction, None)
        applicable = self.applicable(*key)
        on_target = _plain_regexes_by_target(applicable).get(target, [])
        sets = [s for s in self._regex_sets(key, applicable) if s.members[0].indicator.pattern.target == target]
        if len(sets) != 1 or len(sets[0].members) != len(on_target):
            return None
        return sets[0].scanner

    def prepare(self) -> None:
        """Build now what the first message of each surface would otherwise build: the applicable
        indicators, their RE2 sets (a set of many patterns takes a tenth of a second to compile,
        which belongs at start-up, not on a call) and their plans; and what the first match of a
        regex searched on its own, or of one with this tool's qualifiers, would build (30-100 ms
        on the call that first matched each of the curated set's, 2026-11-27)."""
        in_sets: set[int] = set()
        for c in list(self._compiled):
            ind = c.indicator
            key = (ind.protocol or "a2a", ind.surface, ind.direction, None)
            for _, regex_set, _ in self._plan(key, self.applicable(*key)).sets:
                in_sets.update(id(member) for member in regex_set.members)
        prepared: set[int] = set()
        for c in list(self._compiled):
            # The qualifiers of every surface share one compiled copy (``_not_followed._shared``).
            if c.not_followed is not None and id(c.not_followed) not in prepared:
                prepared.add(id(c.not_followed))
                c.not_followed.prepare()
            if c.condition is not None and id(c) not in in_sets:
                c.condition.prepare()

    def _regex_sets(
        self, key: tuple[str, str | None, str | None, str | None], applicable: tuple[_Compiled, ...]
    ) -> tuple[RegexSet, ...]:
        sets = self._sets.get(key)
        if sets is None:
            built: list[RegexSet] = []
            for members in _plain_regexes_by_target(applicable).values():
                built += self._sets_of(members)
            sets = tuple(built)
            if len(self._sets) < _MAX_INDEX_KEYS:
                self._sets[key] = sets
        return sets

    def _sets_of(self, members: list[_Compiled]) -> list[RegexSet]:
        """The RE2 set for the plain regexes of one target: each top-level branch of each pattern
        in an automaton of its own (``alternatives``) behind one gate of their required words
        (``WordGate``). A pattern RE2 cannot build within its memory budget is searched on its own,
        as is a target's only pattern. Surfaces that share their patterns share the automata and
        the gate."""
        whole = sum(len(self._parts(m)) for m in members) > MAX_AUTOMATA  # then each pattern is one
        kept = [m for m in members if all(self._automaton((part,)) is not _TOO_LARGE for part in self._parts(m, whole))]
        if len(kept) < 2:
            return []
        parts = [self._parts(m, whole) for m in kept]
        numbered = [part for branches in parts for part in branches]
        always = {index for index, part in enumerate(numbered) if not required_words(part)}
        parts = joined_where_always_run(parts, always)
        branches = tuple(part for found in parts for part in found)
        automata = tuple(self._automaton((part,)) for part in branches)
        if _TOO_LARGE in automata:  # a joined branch past RE2's budget: each pattern on its own
            return []
        owners = tuple(owner for owner, found in enumerate(parts) for _ in found)
        gate = self._gates.get(branches)
        if gate is None:
            gate = WordGate([required_words(part) for part in branches])
            if len(self._gates) < _MAX_INDEX_KEYS:
                self._gates[branches] = gate
        return [RegexSet(kept, Prefiltered(gate, automata, owners))]

    def _parts(self, member: _Compiled, whole: bool = False) -> tuple[str, ...]:
        """``member``'s regex cut at its top-level branches (``alternatives``, in at most
        ``MAX_BRANCHES`` runs), found once per pattern; ``whole``: the regex as it is."""
        regex = member.regex or ""
        if whole:
            return (regex,)
        found = self._alternatives.get(regex)
        if found is None:
            found = in_runs(alternatives(regex))
            if len(self._alternatives) < _MAX_INDEX_KEYS:
                self._alternatives[regex] = found
        return found

    def _automaton(self, regexes: tuple[str, ...]) -> Any:
        """The RE2 set of ``regexes``, built once (``_TOO_LARGE``: RE2 could not)."""
        automaton = self._automata.get(regexes)
        if automaton is None:
            try:
                automaton = compile_set(regexes)
            except Exception:  # past RE2's budget, or a pattern a set refuses
                automaton = _TOO_LARGE
            if len(self._automata) < _MAX_INDEX_KEYS:
                self._automata[regexes] = automaton
        return automaton

    @staticmethod
    def _detection(c: _Compiled, outcome: _Outcome, protocol: str, surface: str, direction: str) -> Detection:
        value = _evidence(outcome.value) if outcome.value is not None else None
        return detection_of(
            c.indicator, c.attack, outcome.path or c.indicator.target, value, protocol, surface, direction
        )

    # -- offline ------------------------------------------------------------------------------
    def evaluate_trace(self, records: Iterable[Mapping[str, Any]], *, source: str | None = None) -> list[AttackVerdict]:
        """Evaluate a recorded trace (``protocol``, ``surface``, ``direction``, ``message`` and, when
        known, ``actor`` per record).

        Per indicator: ``matched`` if any applicable message matched, else ``error`` if any
        evaluation errored, else ``not_matched`` if any applicable message was evaluated, else
        ``skipped`` (no applicable message, or no evaluator). Then format §9.2 per attack.
        """
        state: dict[int, tuple[str, Any, str | None]] = {}
        rank = {"skipped": 0, "not_matched": 1, "error": 2, "matched": 3}
        cel_cache: dict[int, CelMessage] = {}
        for record in records:
            protocol = record.get("protocol", "a2a")
            surface = record.get("surface")
            direction = record.get("direction")
            message = record.get("message")
            cel_cache.clear()
            for c in self.applicable(protocol, surface, direction, record.get("actor")):
                cel_message = None
                if c.expression is not None:
                    cel_message = cel_cache.setdefault(0, CelMessage(message))
                try:
                    outcome = c.evaluate(message, cel_message, self.semantic_evaluator)
                except Exception as exc:  # pragma: no cover - defensive
                    outcome = _Outcome("error", error=f"{type(exc).__name__}: {exc}")
                if outcome.result == "error":
                    self._report(c.attack, c.indicator, outcome.error or "evaluation error")
                previous = state.get(id(c))
                if previous is None or rank[outcome.result] > rank[previous[0]]:
                    evidence: Any = None
                    if outcome.result == "matched":
                        evidence = (
                            f"{outcome.path}: {_evidence(outcome.value)}" if outcome.value is not None else outcome.path
                        )
                    state[id(c)] = (outcome.result, evidence, outcome.error)
        verdicts = []
        for doc in self.documents:
            attack = doc.attack
            ivs = []
            for c in self._by_attack.get(id(attack), []):
                result, evidence, error = state.get(id(c), ("skipped", None, "no applicable message in the trace"))
                ivs.append(IndicatorVerdict(c.indicator.id, result, evidence=evidence, error=error, source=source))  # type: ignore[arg-type]
            compiled_ids = {c.indicator.id for c in self._by_attack.get(id(attack), [])}
            for ind in attack.indicators:  # indicators that failed to compile
                if ind.id not in compiled_ids:
                    ivs.append(
                        IndicatorVerdict(ind.id, "error", error="indicator could not be compiled", source=source)
                    )
            verdicts.append(
                compute_verdict(
                    attack.correlation_logic,
                    [i.id for i in attack.indicators],
                    ivs,
                    attack_id=attack.id,
                    source=source,
                )
            )
        return verdicts


def detection_of(
    indicator: Indicator,
    attack: Attack | None,
    target: str,
    value: str | None,
    protocol: str,
    surface: str,
    direction: str,
) -> Detection:
    """What an indicator's match reports, whoever found it (this engine, or a semantic tier that
    scored it later): severity and confidence fall back to the attack's, as format §5 says."""
    severity = indicator.severity or (attack.severity.level if attack and attack.severity else None)
    confidence = indicator.confidence
    if confidence is None and attack is not None and attack.severity is not None:
        confidence = attack.severity.confidence
    return Detection(
        attack_id=attack.id if attack else None,
        attack_name=attack.name if attack else "Untitled",
        indicator_id=indicator.id,
        method=indicator.method,
        severity=severity,
        confidence=confidence,
        target=target,
        value=value,
        protocol=protocol,
        surface=surface,
        direction=direction,
        mappings=attack.mappings if attack else (),
        description=indicator.description,
    )
