"""The AITF threat policy: what an OATF detection means in AITF's security vocabulary.

An OATF indicator match (``oatf.Detection``) and its attack become the facts of an
``aitf.security.threat_detected`` event: the AITF threat type, the OWASP category, the risk level
and score, the confidence, and the framework classifications (``../shared/aitf/events.md``).
``detections.Detector`` records them on spans; the OCSF processor (``security/``) reads them back.
"""

from __future__ import annotations

from typing import Any

from ..conventions import semconv as sc

# AITF threat types and their OWASP LLM category (../shared/aitf/events.md, "Threat Types").
_THREAT_BY_OWASP_LLM = {
    "LLM01": sc.ThreatTypeValues.PROMPT_INJECTION,
    "LLM02": sc.ThreatTypeValues.SENSITIVE_DATA_EXPOSURE,
    "LLM03": sc.ThreatTypeValues.SUPPLY_CHAIN,
    "LLM04": sc.ThreatTypeValues.DATA_POISONING,
    "LLM05": sc.ThreatTypeValues.IMPROPER_OUTPUT,
    "LLM06": sc.ThreatTypeValues.EXCESSIVE_AGENCY,
    "LLM07": sc.ThreatTypeValues.SYSTEM_PROMPT_LEAK,
    "LLM08": sc.ThreatTypeValues.VECTOR_DATA_WEAKNESS,
    "LLM09": sc.ThreatTypeValues.MISINFORMATION,
    "LLM10": sc.ThreatTypeValues.UNBOUNDED_CONSUMPTION,
}
_OWASP_LLM_BY_THREAT = {threat: owasp for owasp, threat in _THREAT_BY_OWASP_LLM.items()}
_OWASP_LLM_BY_THREAT[sc.ThreatTypeValues.DATA_EXFILTRATION] = "LLM02"
_OWASP_LLM_BY_THREAT[sc.ThreatTypeValues.JAILBREAK] = "LLM01"
_OWASP_LLM_BY_THREAT[sc.ThreatTypeValues.MODEL_THEFT] = "LLM03"
# Without an OWASP LLM mapping: from the OATF impact (outcome), then the category (mechanism).
_THREAT_BY_IMPACT = {
    "data_exfiltration": sc.ThreatTypeValues.DATA_EXFILTRATION,
    "credential_theft": sc.ThreatTypeValues.SENSITIVE_DATA_EXPOSURE,
    "information_disclosure": sc.ThreatTypeValues.SENSITIVE_DATA_EXPOSURE,
    "unauthorized_actions": sc.ThreatTypeValues.EXCESSIVE_AGENCY,
    "privilege_escalation": sc.ThreatTypeValues.EXCESSIVE_AGENCY,
    "service_disruption": sc.ThreatTypeValues.UNBOUNDED_CONSUMPTION,
    "data_tampering": sc.ThreatTypeValues.DATA_POISONING,
    "behavior_manipulation": sc.ThreatTypeValues.PROMPT_INJECTION,
}
_THREAT_BY_CATEGORY = {
    "capability_poisoning": sc.ThreatTypeValues.PROMPT_INJECTION,
    "context_manipulation": sc.ThreatTypeValues.PROMPT_INJECTION,
    "response_fabrication": sc.ThreatTypeValues.MISINFORMATION,
    "oversight_bypass": sc.ThreatTypeValues.EXCESSIVE_AGENCY,
    "availability_disruption": sc.ThreatTypeValues.UNBOUNDED_CONSUMPTION,
}
# OATF severity (CVSS 3.1 qualitative bands, spec-document-structure.md) -> AITF risk level and a
# score at the middle of the band (informational is CVSS "none").
_RISK_BY_SEVERITY = {
    sc.OatfSeverityValues.INFORMATIONAL: (sc.RiskLevelValues.INFO, 0.0),
    sc.OatfSeverityValues.LOW: (sc.RiskLevelValues.LOW, 20.0),
    sc.OatfSeverityValues.MEDIUM: (sc.RiskLevelValues.MEDIUM, 55.0),
    sc.OatfSeverityValues.HIGH: (sc.RiskLevelValues.HIGH, 80.0),
    sc.OatfSeverityValues.CRITICAL: (sc.RiskLevelValues.CRITICAL, 95.0),
}
_CLASSIFICATION_LISTS = {
    "atlas": sc.AITF_SECURITY_CLASSIFICATION_ATLAS,
    "mitre_attack": sc.AITF_SECURITY_CLASSIFICATION_ATTACK,
    "owasp_llm": sc.AITF_SECURITY_CLASSIFICATION_OWASP,
    "owasp_agentic": sc.AITF_SECURITY_CLASSIFICATION_OWASP,
    "owasp_mcp": sc.AITF_SECURITY_CLASSIFICATION_OWASP,
}


def threat_facts(detection: Any, attack: Any) -> dict[str, Any]:
    """The per-attack part of a detection event (computed once per attack and indicator)."""
    mappings = detection.mappings
    owasp_llm = [m.id for m in mappings if m.framework == "owasp_llm"]
    threat = next((_THREAT_BY_OWASP_LLM[i] for i in owasp_llm if i in _THREAT_BY_OWASP_LLM), None)
    impacts = attack.impact if attack is not None else ()
    threat = threat or next((_THREAT_BY_IMPACT[i] for i in impacts if i in _THREAT_BY_IMPACT), None)
    category = attack.category if attack is not None else ""  # no attack: no category to map
    threat = threat or _THREAT_BY_CATEGORY.get(category, sc.ThreatTypeValues.PROMPT_INJECTION)
    owasp_agentic = [m.id for m in mappings if m.framework == "owasp_agentic"]
    owasp = (owasp_llm or owasp_agentic or [_OWASP_LLM_BY_THREAT[threat]])[0]
    severity = detection.severity or sc.OatfSeverityValues.MEDIUM
    risk_level, risk_score = _RISK_BY_SEVERITY.get(severity, _RISK_BY_SEVERITY[sc.OatfSeverityValues.MEDIUM])
    # A deterministic pattern or expression match is certain of what it saw; the document's
    # confidence (0-100) says how sure its author is that this means an attack.
    confidence = (detection.confidence if detection.confidence is not None else 100) / 100
    facts: dict[str, Any] = {
        sc.AITF_SECURITY_THREAT_TYPE: threat,
        sc.AITF_SECURITY_OWASP_CATEGORY: owasp,
        sc.AITF_SECURITY_RISK_LEVEL: risk_level,
        sc.AITF_SECURITY_RISK_SCORE: risk_score,
        sc.AITF_SECURITY_CONFIDENCE: float(confidence),
        sc.AITF_SECURITY_DETECTION_METHOD: detection.method,
        sc.AITF_SECURITY_BLOCKED: False,
        sc.AITF_SECURITY_OATF_INDICATOR_ID: detection.indicator_id,
        sc.AITF_SECURITY_OATF_ATTACK_NAME: detection.attack_name,
        sc.AITF_SECURITY_OATF_SEVERITY: severity,
    }
    if detection.attack_id is not None:
        facts[sc.AITF_SECURITY_OATF_ATTACK_ID] = detection.attack_id
    for framework, key in _CLASSIFICATION_LISTS.items():
        ids = tuple(m.id for m in mappings if m.framework == framework)
        if ids:
            facts[key] = (*facts.get(key, ()), *ids)
    return facts
