"""The OATF document model the engine works with (normalized, immutable).

The execution profile is attacker-side: it is kept as the raw mapping (``Document.raw``), not typed.
Field names follow OATF format §4 and §6 (oatf-spec/spec b3c6344).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "Attack",
    "Diagnostic",
    "Document",
    "ExpressionSpec",
    "FrameworkMapping",
    "Indicator",
    "PatternSpec",
    "SemanticSpec",
    "Severity",
]

SEVERITY_LEVELS = ("informational", "low", "medium", "high", "critical")
DEFAULT_CONFIDENCE = 50  # format §4.3
DEFAULT_SEMANTIC_THRESHOLD = 0.7  # format §6.4


@dataclass(frozen=True)
class Diagnostic:
    """One finding of parse or validate: a rule id (``V-013``, ``W-001``, ``P-002``...), where, why."""

    rule: str
    path: str
    message: str
    severity: Literal["error", "warning"] = "error"

    def format(self, source: str | None = None) -> str:
        where = f"{source}: " if source else ""
        return f"{where}{self.severity} {self.rule} at {self.path or '<root>'}: {self.message}"


@dataclass(frozen=True)
class FrameworkMapping:
    """``attack.classification.mappings[]`` (format §4.5): ATLAS, ATT&CK, OWASP, CWE ids..."""

    framework: str
    id: str
    name: str | None = None
    url: str | None = None
    relationship: str = "primary"


@dataclass(frozen=True)
class Severity:
    level: str
    confidence: int = DEFAULT_CONFIDENCE


@dataclass(frozen=True)
class PatternSpec:
    """Standard-form pattern (shorthand already expanded): a wildcard target and one condition."""

    target: str
    condition: Any


@dataclass(frozen=True)
class ExpressionSpec:
    cel: str
    variables: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SemanticSpec:
    target: str
    intent: str
    intent_class: str | None = None
    threshold: float | None = None
    positive_examples: tuple[str, ...] = ()
    negative_examples: tuple[str, ...] = ()

    @property
    def effective_threshold(self) -> float:
        return DEFAULT_SEMANTIC_THRESHOLD if self.threshold is None else self.threshold


@dataclass(frozen=True)
class Indicator:
    """A normalized indicator (format §6.1): id, protocol and method always set."""

    id: str
    protocol: str | None
    target: str
    method: Literal["pattern", "expression", "semantic"]
    surface: str | None = None
    direction: Literal["request", "response"] | None = None
    actor: str | None = None
    description: str | None = None
    pattern: PatternSpec | None = None
    expression: ExpressionSpec | None = None
    semantic: SemanticSpec | None = None
    confidence: int | None = None
    severity: str | None = None
    false_positives: tuple[str, ...] = ()
    extensions: dict[str, Any] = field(default_factory=dict)
    legacy_surface: str | None = None
    """The older field-level surface name (e.g. ``skill_description``) this indicator was written with."""


@dataclass(frozen=True)
class Attack:
    id: str | None
    name: str
    version: int
    status: str
    indicators: tuple[Indicator, ...]
    correlation_logic: Literal["any", "all"] = "any"
    description: str | None = None
    severity: Severity | None = None
    impact: tuple[str, ...] = ()
    category: str | None = None
    mappings: tuple[FrameworkMapping, ...] = ()
    tags: tuple[str, ...] = ()
    grace_period: str | None = None
    extensions: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Document:
    """A loaded, validated, normalized OATF document."""

    oatf: str
    attack: Attack
    raw: dict[str, Any]
    source: str = "<string>"
    warnings: tuple[Diagnostic, ...] = ()
