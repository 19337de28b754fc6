"""Validation rules on indicators (OATF format §6, §7, §11.1 items 10-12, 15) and this engine's own.

One function per rule id; its docstring names the section it enforces (oatf-spec/spec b3c6344,
``docs/specification/{indicators,conformance}.md``, the binding chapters of §7; the SDK spec's
``diagnostics.md`` for W-xxx). ``L-001`` (older surface names) and ``C-001``/``C-002`` (a CEL
expression's cost, see :mod:`._cel_cost`) are this engine's own. The registry in :mod:`._validate`
pairs each with its id.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator

from ._errors import CompileError
from ._expression import CompiledExpression
from ._paths import is_simple_path, is_wildcard_path
from ._registry import KNOWN_PROTOCOLS, LEGACY_SURFACES, SURFACE_PROTOCOL
from ._rule import Finding, Scope, is_cel_identifier, is_legacy, resolved_protocol
from ._rules_execution import regex_selector_errors
from ._tree import DETECTION_KEYS, Expression, Indicator

__all__: list[str] = []


def _expressions(scope: Scope) -> Iterator[Expression]:
    return (i.expression for i in scope.indicators() if i.expression is not None)


def _compile_errors(scope: Scope, rule: str | None) -> Iterator[Finding]:
    """The CEL compile errors reported under ``rule`` (``None``: the syntax errors of V-014)."""
    for expression in _expressions(scope):
        compiled = scope.compiled(expression)
        if isinstance(compiled, CompileError) and compiled.rule == rule:
            yield f"{expression.path}.cel", compiled.reason


# Identity and shape (format §6.1, §11.1 items 10-11)


def v010_unique_indicator_ids(scope: Scope) -> Iterator[Finding]:
    """V-010, format §11.1 item 10: explicit indicator ids are unique."""
    seen: set[str] = set()
    for indicator in scope.indicators():
        if indicator.id is not None and indicator.id in seen:
            yield f"{indicator.path}.id", f"duplicate indicator id {indicator.id!r}"
        if indicator.id is not None:
            seen.add(indicator.id)


def v024_indicator_id(scope: Scope) -> Iterator[Finding]:
    """V-024, format §6.1 ``indicator.id``: ``{attack.id}-NN`` when the attack has an id."""
    attack_id = scope.attack.id
    if attack_id is None:
        return
    expected = re.compile(re.escape(attack_id) + r"-[0-9]{2,}")
    for indicator in scope.indicators():
        if indicator.id is not None and not expected.fullmatch(indicator.id):
            yield f"{indicator.path}.id", f"indicator id {indicator.id!r} must be {attack_id}-NN"


def v012_one_detection_key(scope: Scope) -> Iterator[Finding]:
    """V-012, format §11.1 item 11 (§6.1): exactly one of pattern, expression, semantic."""
    for indicator in scope.indicators():
        found = len(indicator.detection_keys)
        if found != 1:
            yield indicator.path, f"an indicator has exactly one of pattern, expression, semantic; found {found}"


def v049_method_matches_key(scope: Scope) -> Iterator[Finding]:
    """V-049, format §6.1 ``indicator.method``: when given, it names the indicator's detection key."""
    for indicator in scope.indicators():
        method, keys = indicator.method, indicator.detection_keys
        if method in DETECTION_KEYS and len(keys) == 1 and keys[0] != method:
            yield f"{indicator.path}.method", f"method {method!r} but the indicator has {keys[0]!r}"


def v025_indicator_confidence(scope: Scope) -> Iterator[Finding]:
    """V-025, format §6.1 ``indicator.confidence``: in 0..100."""
    for indicator in scope.indicators():
        if indicator.confidence is not None and not 0 <= indicator.confidence <= 100:
            yield f"{indicator.path}.confidence", f"confidence {indicator.confidence} is outside 0..100"


def v048_indicator_actor(scope: Scope) -> Iterator[Finding]:
    """V-048, format §6.1 ``indicator.actor``: names an actor of the execution profile."""
    for indicator in scope.indicators():
        if indicator.actor is not None and indicator.actor not in scope.facts.actor_names:
            yield f"{indicator.path}.actor", f"indicator refers to unknown actor {indicator.actor!r}"


def _targets(indicator: Indicator) -> Iterator[tuple[str, str | None]]:
    yield indicator.path, indicator.target
    if indicator.pattern is not None:
        yield indicator.pattern.path, indicator.pattern.target
    if indicator.semantic is not None:
        yield indicator.semantic.path, indicator.semantic.target


def v021_target_paths(scope: Scope) -> Iterator[Finding]:
    """V-021, format §6.1 ``indicator.target``, §6.2 ``pattern.target``, §6.4 ``semantic.target``:
    wildcard dot-paths."""
    for indicator in scope.indicators():
        for path, target in _targets(indicator):
            if target is not None and not is_wildcard_path(target):
                yield f"{path}.target", f"target {target!r} is not a wildcard dot-path"


# Protocols and surfaces (format §6.1, §7, §11.5)


def w003_unknown_protocol(scope: Scope) -> Iterator[Finding]:
    """W-003, SDK spec §7.0 and format §11.5: a protocol no v0.1 binding defines."""
    for indicator in scope.indicators():
        if indicator.protocol is not None and indicator.protocol not in KNOWN_PROTOCOLS:
            yield f"{indicator.path}.protocol", f"protocol {indicator.protocol!r} has no v0.1 binding"


def w005_protocol_without_actor(scope: Scope) -> Iterator[Finding]:
    """W-005, SDK spec §7.0: an indicator's protocol is spoken by no mode of the execution profile."""
    modes = scope.facts.mode_protocols
    for indicator in scope.indicators():
        protocol = indicator.protocol
        if protocol in KNOWN_PROTOCOLS and modes and protocol not in modes:
            yield f"{indicator.path}.protocol", f"no actor speaks protocol {protocol!r}"


def l001_older_surface(scope: Scope) -> Iterator[Finding]:
    """L-001 (this engine's own): an older field-level surface name, read in the current form
    (binding chapters of §7 before oatf-spec/spec e67d529; see ``_registry.LEGACY_SURFACES``)."""
    for indicator in scope.indicators():
        if indicator.surface is not None and is_legacy(indicator):
            _, surface, target, _ = LEGACY_SURFACES[indicator.surface]
            message = (
                f"older surface name {indicator.surface!r}; read as surface {surface or '(any)'}, target {target!r}"
            )
            yield f"{indicator.path}.surface", message


def v018_surface_for_protocol(scope: Scope) -> Iterator[Finding]:
    """V-018 (a warning), format §11.1 item 5 and §7: the surface is an operation of the
    indicator's protocol, when a v0.1 binding defines that protocol."""
    for indicator in scope.indicators():
        surface = indicator.surface
        protocol = resolved_protocol(indicator, scope.facts.default_protocol)
        if surface is None or is_legacy(indicator) or protocol not in KNOWN_PROTOCOLS:
            continue
        protocols = SURFACE_PROTOCOL.get(surface)
        if protocols is None or protocol not in protocols:
            message = f"surface {surface!r} is not an operation of protocol {protocol!r}, so the indicator never fires"
            yield f"{indicator.path}.surface", message + _did_you_mean(surface, protocol)


def _did_you_mean(surface: str, protocol: str) -> str:
    """``; did you mean 'message/send'?`` for a misspelt operation (``message/sendd``), else nothing."""
    operations = [name for name, protocols in SURFACE_PROTOCOL.items() if protocol in protocols]
    close = difflib.get_close_matches(surface, operations, n=1, cutoff=0.75)
    return f"; did you mean {close[0]!r}?" if close else ""


# Regular expressions (format §5.4, §5.5, §6.2)


def v013_regex(scope: Scope) -> Iterator[Finding]:
    """V-013, format §6.2 and §5.4 (``regex`` conditions) and §5.5 (``regex`` extractors): valid RE2."""
    for condition in scope.conditions():
        for op, operand in condition.operands:
            path = f"{condition.path}.{op}"
            compiled = scope.regex(path, operand) if op == "regex" else None
            if isinstance(compiled, CompileError):
                yield path, compiled.reason
    yield from regex_selector_errors(scope)


# Expressions (format §6.3, §11.1 item 15)


def v039_variable_names(scope: Scope) -> Iterator[Finding]:
    """V-039, format §11.1 item 15 (§6.3 ``expression.variables``): names are CEL identifiers."""
    for expression in _expressions(scope):
        for name, _ in expression.variables:
            if not is_cel_identifier(name):
                yield f"{expression.path}.variables.{name}", f"{name!r} is not a CEL identifier"


def v026_variable_paths(scope: Scope) -> Iterator[Finding]:
    """V-026, format §6.3 ``expression.variables``: values are simple dot-paths."""
    for expression in _expressions(scope):
        for name, path in expression.variables:
            if not is_simple_path(path):
                yield f"{expression.path}.variables.{name}", f"{path!r} is not a simple dot-path"


def v014_cel_syntax(scope: Scope) -> Iterator[Finding]:
    """V-014, format §6.3 ``expression.cel``: the expression compiles (when a CEL engine is present)."""
    yield from _compile_errors(scope, None)


def c001_cel_cost_rejected(scope: Scope) -> Iterator[Finding]:
    """C-001 (this engine's own; format §5.7 "Sandboxing and Resource Limits"): comprehensions
    nested too deep, or over the step budget on the smallest message (see ``_cel_cost``)."""
    yield from _compile_errors(scope, "C-001")


def c002_cel_cost_bounded(scope: Scope) -> Iterator[Finding]:
    """C-002 (a warning, this engine's own; format §5.7): the cost grows as a power of the list
    size, so messages with lists or maps wider than the budget allows are not evaluated."""
    for expression in _expressions(scope):
        compiled = scope.compiled(expression)
        if isinstance(compiled, CompiledExpression) and compiled.cost.power >= 2:
            cost = compiled.cost
            yield (
                f"{expression.path}.cel",
                f"the cost grows as the list size to the power {cost.power} (comprehensions nested "
                f"{cost.nesting} deep, map and filter counted twice), so messages whose lists or maps exceed "
                f"{cost.widest_allowed()} items are not evaluated (indicator error)",
            )


# Semantic indicators (format §6.4)


def w007_semantic_experimental(scope: Scope) -> Iterator[Finding]:
    """W-007, SDK spec §7.0 and format §11.4 item 8: semantic indicators are experimental."""
    for indicator in scope.indicators():
        if indicator.semantic is not None:
            yield indicator.semantic.path, "semantic indicators are experimental and model-dependent"


def v022_semantic_threshold(scope: Scope) -> Iterator[Finding]:
    """V-022, format §6.4 ``semantic.threshold``: in 0.0..1.0."""
    for indicator in scope.indicators():
        semantic = indicator.semantic
        if semantic is not None and semantic.threshold is not None and not 0.0 <= semantic.threshold <= 1.0:
            yield f"{semantic.path}.threshold", f"threshold {semantic.threshold} is outside 0.0..1.0"
