"""Validation rules on the document and its attack envelope (OATF format §4, §11.1 items 1-6).

One function per rule id; its docstring names the section it enforces (oatf-spec/spec b3c6344,
``docs/specification/{document-structure,conformance}.md``; the SDK spec's ``diagnostics.md`` for
W-xxx). The registry in :mod:`._validate` pairs each with its id.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._duration import parse_duration
from ._model import SEVERITY_LEVELS
from ._rule import Finding, Scope, is_legacy
from ._tree import DETECTION_KEYS, Attack, Execution, Indicator, SeverityBlock, Tree

__all__ = ["SUPPORTED_VERSIONS"]

SUPPORTED_VERSIONS = frozenset({"0.1"})

# Closed enumerations, format §11.1 item 5 and the sections of each field.
_STATUS = ("draft", "experimental", "stable", "deprecated")  # §4.2
_IMPACT = (  # §4.4
    "behavior_manipulation",
    "data_exfiltration",
    "data_tampering",
    "unauthorized_actions",
    "information_disclosure",
    "credential_theft",
    "service_disruption",
    "privilege_escalation",
)
_CATEGORY = (  # §4.5
    "capability_poisoning",
    "response_fabrication",
    "context_manipulation",
    "oversight_bypass",
    "temporal_manipulation",
    "availability_disruption",
    "cross_protocol_chain",
)
_INTENT_CLASS = (  # §6.4
    "prompt_injection",
    "data_exfiltration",
    "privilege_escalation",
    "social_engineering",
    "instruction_override",
)
_ELICITATION_ACTIONS = ("accept", "decline", "cancel")  # MCP binding §7.1 elicitation_responses
_LOG_LEVELS = ("info", "warn", "error")  # §5.2 log action
_ATTACK_ID = re.compile(r"^[A-Z][A-Z0-9-]*-[0-9]{3,}$")

_Enum = tuple[str | None, tuple[str, ...], str, str]
"""``(value, allowed, path, what)`` for V-005."""


# The document (format §4.1)


def v001_oatf_version(tree: Tree) -> Iterator[Finding]:
    """V-001, format §11.1 item 2 (§4.1 ``oatf``): the document declares a supported version."""
    if not tree.has_oatf:
        yield "oatf", "the oatf version field is missing"
    elif isinstance(tree.oatf, (int, float)) and not isinstance(tree.oatf, bool):
        # YAML reads an unquoted `oatf: 0.1` as a number; the format says a version string.
        yield "oatf", f'the version must be a string: write oatf: "{tree.oatf}" (unquoted, YAML reads it as a number)'
    elif not (isinstance(tree.oatf, str) and tree.oatf in SUPPORTED_VERSIONS):
        supported = ", ".join(repr(version) for version in sorted(SUPPORTED_VERSIONS))
        yield "oatf", f"unsupported OATF version {tree.oatf!r} (supported: {supported})"


def w001_oatf_first(tree: Tree) -> Iterator[Finding]:
    """W-001 (rule V-002), format §4.1 and §11.1 item 2: ``oatf`` SHOULD be the first key."""
    if tree.has_oatf and tree.keys[0] != "oatf":
        yield "oatf", "oatf should be the first key of the document"


def v003_one_attack(tree: Tree) -> Iterator[Finding]:
    """V-003, format §11.1 item 3 (§4.1 ``attack``): exactly one attack mapping."""
    if tree.attack is None:
        yield "attack", "the document needs exactly one attack mapping"


# Required fields (format §11.1 item 4, and the REQUIRED fields of §4.3, §4.5, §6.1, §6.3, §6.4)


def _required_in_indicator(indicator: Indicator) -> Iterator[Finding]:
    if not indicator.has_target and not is_legacy(indicator):
        yield f"{indicator.path}.target", "indicator.target is required"
    if indicator.expression is not None and not indicator.expression.has_cel:
        yield f"{indicator.expression.path}.cel", "expression.cel is required"
    if indicator.semantic is not None and not indicator.semantic.has_intent:
        yield f"{indicator.semantic.path}.intent", "semantic.intent is required"


def v004_required_fields(scope: Scope) -> Iterator[Finding]:
    """V-004, format §11.1 item 4 (``attack.execution``) and the REQUIRED fields: severity.level
    (§4.3), mapping.framework and mapping.id (§4.5), indicator.target (§6.1), expression.cel (§6.3),
    semantic.intent (§6.4). An indicator in the older surface form has an implied target."""
    attack = scope.attack
    if isinstance(attack.severity, SeverityBlock) and not attack.severity.has_level:
        yield "attack.severity.level", "severity.level is required"
    for mapping in attack.mappings:
        for name, present in (("framework", mapping.has_framework), ("id", mapping.has_id)):
            if not present:
                yield f"{mapping.path}.{name}", f"mapping.{name} is required"
    if not attack.has_execution:
        yield "attack.execution", "attack.execution is required"
    for indicator in attack.indicators:
        yield from _required_in_indicator(indicator)


# Closed enumerations (format §11.1 item 5)


def _envelope_enums(attack: Attack) -> Iterator[_Enum]:
    yield attack.status, _STATUS, "attack.status", "status"
    if isinstance(attack.severity, SeverityBlock):
        yield attack.severity.level, SEVERITY_LEVELS, "attack.severity.level", "severity level"
    else:
        yield attack.severity, SEVERITY_LEVELS, "attack.severity", "severity"
    for i, impact in enumerate(attack.impact):
        yield impact, _IMPACT, f"attack.impact[{i}]", "impact"
    yield attack.category, _CATEGORY, "attack.classification.category", "category"
    for m in attack.mappings:
        yield m.relationship, ("primary", "related"), f"{m.path}.relationship", "relationship"
    yield attack.correlation_logic, ("any", "all"), "attack.correlation.logic", "correlation.logic"


def _execution_enums(execution: Execution | None) -> Iterator[_Enum]:
    for plist in execution.phase_lists if execution else ():
        for phase in plist.phases:
            for ex in phase.extractors:
                yield ex.source, ("request", "response"), f"{ex.path}.source", "extractor source"
                yield ex.type, ("json_path", "regex"), f"{ex.path}.type", "extractor type"
            for action in phase.on_enter:
                yield action.log_level, _LOG_LEVELS, f"{action.path}.log.level", "log level"
            for responses in phase.responses:
                for entry in responses.entries if responses.elicitation else ():
                    yield entry.action, _ELICITATION_ACTIONS, f"{entry.path}.action", "elicitation action"


def _indicator_enums(indicator: Indicator) -> Iterator[_Enum]:
    yield indicator.method, DETECTION_KEYS, f"{indicator.path}.method", "method"
    yield indicator.direction, ("request", "response"), f"{indicator.path}.direction", "direction"
    yield indicator.severity, SEVERITY_LEVELS, f"{indicator.path}.severity", "severity"
    if indicator.semantic is not None:
        semantic = indicator.semantic
        yield semantic.intent_class, _INTENT_CLASS, f"{semantic.path}.intent_class", "intent_class"


def v005_enumerations(scope: Scope) -> Iterator[Finding]:
    """V-005, format §11.1 item 5: closed enumerations hold one of their values (status, severity,
    impact, category, relationship, correlation.logic, extractor source and type, log level,
    elicitation action, indicator method, direction and severity, semantic intent_class)."""
    enums = [*_envelope_enums(scope.attack), *_execution_enums(scope.attack.execution)]
    enums.extend(e for indicator in scope.indicators() for e in _indicator_enums(indicator))
    for value, allowed, path, what in enums:
        if value is not None and value not in allowed:
            yield path, f"{what} {value!r} is not one of {', '.join(allowed)}"


# The envelope (format §4.2-§4.7)


def v006_indicators_not_empty(scope: Scope) -> Iterator[Finding]:
    """V-006, format §11.1 item 6: ``indicators``, when present, has at least one entry."""
    if scope.attack.indicator_count == 0:
        yield "attack.indicators", "indicators, when present, needs at least one indicator"


def v017_severity_confidence(scope: Scope) -> Iterator[Finding]:
    """V-017, format §4.3: ``severity.confidence`` is in 0..100."""
    severity = scope.attack.severity
    confidence = severity.confidence if isinstance(severity, SeverityBlock) else None
    if confidence is not None and not 0 <= confidence <= 100:
        yield "attack.severity.confidence", f"confidence {confidence} is outside 0..100"


def v023_attack_id(scope: Scope) -> Iterator[Finding]:
    """V-023, format §4.2 ``attack.id``: matches ``^[A-Z][A-Z0-9-]*-[0-9]{3,}$``."""
    attack_id = scope.attack.id
    if attack_id is not None and not _ATTACK_ID.match(attack_id):
        yield "attack.id", f"attack id {attack_id!r} must look like PREFIX-NNN"


def v035_version_positive(scope: Scope) -> Iterator[Finding]:
    """V-035, format §4.2 ``attack.version``: a positive integer."""
    if scope.attack.version is not None and scope.attack.version < 1:
        yield "attack.version", "version must be a positive integer"


def v045_impact_unique(scope: Scope) -> Iterator[Finding]:
    """V-045, format §4.4 ``attack.impact``: no value twice."""
    values = [v for v in scope.attack.impact if v is not None]
    if len(set(values)) != len(values):
        yield "attack.impact", "impact values must be unique"


def v046_grace_period(scope: Scope) -> Iterator[Finding]:
    """V-046, format §4.2 ``attack.grace_period``: a valid duration (``30s``, ``PT30S``)."""
    if scope.attack.has_grace_period:
        try:
            parse_duration(scope.attack.grace_period)
        except ValueError as exc:
            yield "attack.grace_period", str(exc)


def v047_correlation_needs_indicators(scope: Scope) -> Iterator[Finding]:
    """V-047, format §4.7: ``correlation`` only with ``indicators``."""
    if scope.attack.has_correlation and not scope.attack.has_indicators:
        yield "attack.correlation", "correlation needs indicators"
