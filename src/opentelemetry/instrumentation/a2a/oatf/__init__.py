"""OATF (Open Agent Threat Format) engine: load, validate and evaluate threat indicators.

Pure: imports nothing from OpenTelemetry or the A2A SDK; needs PyYAML, ``google-re2`` and
(for ``expression`` indicators) ``common-expression-language``, the ``security`` extra.

    >>> from opentelemetry.instrumentation.a2a.oatf import IndicatorSet
    >>> indicators = IndicatorSet.load(["detections/"])                       # doctest: +SKIP
    >>> curated = IndicatorSet.load(["curated"])  # the set shipped with the package  # doctest: +SKIP
    >>> indicators.evaluate(surface="agent_card/get", direction="response", message=card)  # doctest: +SKIP
"""

from ._document import document_files, lint_text, load_document, load_documents, parse, parse_document
from ._duration import parse_duration
from ._engine import Detection, IndicatorError, IndicatorSet, detection_of, evaluate_indicator
from ._errors import CompileError, DocumentInvalidError, LimitExceededError, LoadError, OATFError, ParseError
from ._expression import CEL_AVAILABLE
from ._loader import DEFAULT_LIMITS, LoadLimits, load_yaml, load_yaml_file
from ._model import (
    Attack,
    Diagnostic,
    Document,
    ExpressionSpec,
    FrameworkMapping,
    Indicator,
    PatternSpec,
    SemanticSpec,
    Severity,
)
from ._named_sets import indicator_set_names, named_indicator_set
from ._normalize import normalize_indicator
from ._paths import MISSING, resolve_simple_path, resolve_wildcard_path
from ._pattern import evaluate_condition, evaluate_predicate
from ._semantic import SemanticEvaluator
from ._validate import ValidationResult, extract_protocol, validate
from ._verdict import AttackVerdict, IndicatorVerdict, compute_verdict

__all__ = [
    "CEL_AVAILABLE",
    "DEFAULT_LIMITS",
    "MISSING",
    "Attack",
    "AttackVerdict",
    "CompileError",
    "Detection",
    "Diagnostic",
    "Document",
    "DocumentInvalidError",
    "ExpressionSpec",
    "FrameworkMapping",
    "Indicator",
    "IndicatorError",
    "IndicatorSet",
    "IndicatorVerdict",
    "LimitExceededError",
    "LoadError",
    "LoadLimits",
    "OATFError",
    "ParseError",
    "PatternSpec",
    "SemanticEvaluator",
    "SemanticSpec",
    "Severity",
    "ValidationResult",
    "compute_verdict",
    "detection_of",
    "document_files",
    "evaluate_condition",
    "evaluate_indicator",
    "evaluate_predicate",
    "extract_protocol",
    "indicator_set_names",
    "lint_text",
    "load_document",
    "load_documents",
    "load_yaml",
    "load_yaml_file",
    "named_indicator_set",
    "normalize_indicator",
    "parse",
    "parse_document",
    "parse_duration",
    "resolve_simple_path",
    "resolve_wildcard_path",
    "validate",
]
