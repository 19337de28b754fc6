"""Document validation: OATF format §11.1 rules V-001..V-049 and SDK warnings W-001..W-007.

``validate(data)`` takes the loaded YAML value (any shape) and returns every finding; it never
raises. Paths are dot-paths from the document root, as in the conformance fixtures
(``attack.indicators[0].pattern.regex``). Rule ids come from the conformance suite
(``conformance/validate/*.yaml``, oatf-spec/spec b3c6344); ``P-xxx`` (structure), ``L-001`` (an
older surface name was normalized) and ``C-001``/``C-002`` (a CEL expression's cost: rejected,
bounded per message; see ``_cel_cost``) are this engine's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ._cel_cost import CelCost
from ._duration import parse_duration
from ._errors import CompileError
from ._expression import compile_expression
from ._model import SEVERITY_LEVELS, Diagnostic
from ._paths import is_simple_path, is_wildcard_path
from ._pattern import OPERATORS, compile_regex, is_operator_condition
from ._registry import KNOWN_MODES, KNOWN_PROTOCOLS, LEGACY_SURFACES, SURFACE_PROTOCOL, event_modes
from ._structure import check_structure

__all__ = ["SUPPORTED_VERSIONS", "ValidationResult", "extract_protocol", "validate"]

SUPPORTED_VERSIONS = frozenset({"0.1"})

_STATUS = ("draft", "experimental", "stable", "deprecated")
_IMPACT = (
    "behavior_manipulation",
    "data_exfiltration",
    "data_tampering",
    "unauthorized_actions",
    "information_disclosure",
    "credential_theft",
    "service_disruption",
    "privilege_escalation",
)
_CATEGORY = (
    "capability_poisoning",
    "response_fabrication",
    "context_manipulation",
    "oversight_bypass",
    "temporal_manipulation",
    "availability_disruption",
    "cross_protocol_chain",
)
_INTENT_CLASS = (
    "prompt_injection",
    "data_exfiltration",
    "privilege_escalation",
    "social_engineering",
    "instruction_override",
)
_ELICITATION_ACTIONS = ("accept", "decline", "cancel")  # MCP binding §7.1 elicitation_responses
_LOG_LEVELS = ("info", "warn", "error")
_DETECTION_KEYS = ("pattern", "expression", "semantic")

_ATTACK_ID = re.compile(r"^[A-Z][A-Z0-9-]*-[0-9]{3,}$")
_MODE = re.compile(r"^[a-z][a-z0-9_]*_(server|client)$")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_CEL_IDENT = re.compile(r"^[_a-zA-Z][_a-zA-Z0-9]*$")
_TEMPLATE_REF = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_-]*)(?:\.([A-Za-z0-9_.\[\]*-]+))?\s*$")


def extract_protocol(mode: str) -> str:
    """``mcp_server`` → ``mcp``, ``ag_ui_client`` → ``ag_ui`` (SDK spec §5.10)."""
    for suffix in ("_server", "_client"):
        if mode.endswith(suffix):
            return mode[: -len(suffix)]
    return mode


@dataclass
class ValidationResult:
    errors: list[Diagnostic] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.errors

    def add(self, rule: str, path: str, message: str, severity: str = "error") -> None:
        diag = Diagnostic(rule, path, message, "warning" if severity == "warning" else "error")
        (self.warnings if diag.severity == "warning" else self.errors).append(diag)


@dataclass
class _PhaseList:
    path: str  # path of the phase list ("attack.execution.phases"), or of execution for state form
    phases: list[Any]
    actor: str
    mode: str | None  # the mode phases inherit
    single_state: bool = False  # execution.state form: phases[0] lives at `path`
    in_actor: bool = False  # multi-actor form


def _enum(result: ValidationResult, value: Any, allowed: tuple[str, ...], path: str, what: str) -> None:
    if isinstance(value, str) and value not in allowed:
        result.add("V-005", path, f"{what} {value!r} is not one of {', '.join(allowed)}")


def _valid_jsonpath(selector: str) -> bool:
    """A syntax check for RFC 9535 JSONPath: root, dot/bracket segments, balanced brackets and quotes."""
    if not selector.startswith("$"):
        return False
    i, n = 1, len(selector)
    while i < n:
        c = selector[i]
        if c == ".":
            i += 1
            if i < n and selector[i] == ".":
                i += 1
            if i < n and selector[i] == "*":
                i += 1
                continue
            if i < n and selector[i] == "[":
                continue
            start = i
            while i < n and (selector[i].isalnum() or selector[i] in "_-" or ord(selector[i]) > 127):
                i += 1
            if i == start:
                return False
        elif c == "[":
            depth, quote = 0, ""
            while i < n:
                ch = selector[i]
                if quote:
                    if ch == "\\":
                        i += 1
                    elif ch == quote:
                        quote = ""
                elif ch in "'\"":
                    quote = ch
                elif ch in "[(":
                    depth += 1
                elif ch in "])":
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            if i >= n or quote:
                return False
            i += 1
        else:
            return False
    return True


def _template_refs(text: str) -> Iterator[str | None]:
    """Yield each ``{{...}}`` reference's inner text; ``None`` for an unclosed ``{{``. ``\\{{`` is literal."""
    i = 0
    while True:
        j = text.find("{{", i)
        if j < 0:
            return
        if j > 0 and text[j - 1] == "\\":
            i = j + 2
            continue
        k = text.find("}}", j + 2)
        if k < 0:
            yield None
            return
        yield text[j + 2 : k]
        i = k + 2


def _strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, here = stack.pop()
        if isinstance(item, str):
            yield here, item
        elif isinstance(item, Mapping):
            stack.extend((v, f"{here}.{k}") for k, v in reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((v, f"{here}[{i}]") for i, v in reversed(list(enumerate(item))))


def _response_lists(state: Any, path: str, depth: int = 0) -> Iterator[tuple[str, list[Any]]]:
    """Lists of response entries (``responses``, ``sampling_responses``, ``task_responses``...)."""
    if depth > 4:
        return
    if isinstance(state, Mapping):
        for key, value in state.items():
            here = f"{path}.{key}"
            if isinstance(key, str) and key.endswith("responses") and isinstance(value, list):
                yield here, value
            elif key != "content":
                yield from _response_lists(value, here, depth + 1)
    elif isinstance(state, list):
        for i, item in enumerate(state):
            yield from _response_lists(item, f"{path}[{i}]", depth + 1)


def _check_predicate(result: ValidationResult, predicate: Any, path: str) -> None:
    if not isinstance(predicate, Mapping):
        result.add("P-001", path, "a match predicate must be a mapping")
        return
    for key, cond in predicate.items():
        here = f"{path}.{key}"
        if not is_simple_path(key):
            result.add("V-027", here, f"predicate key {key!r} is not a simple dot-path (no [*], no [0])")
        _check_condition(result, cond, here)


def _check_condition(result: ValidationResult, cond: Any, path: str) -> None:
    if not is_operator_condition(cond):
        return
    for op, operand in cond.items():
        here = f"{path}.{op}"
        if op not in OPERATORS:
            result.add("P-003", here, f"unknown condition operator {op!r}")
        elif op == "regex":
            try:
                compile_regex(operand)
            except CompileError as exc:
                result.add("V-013", here, exc.reason)
        elif op in ("contains", "starts_with", "ends_with") and not isinstance(operand, str):
            result.add("P-001", here, f"{op} needs a string")
        elif op in ("gt", "lt", "gte", "lte") and (isinstance(operand, bool) or not isinstance(operand, (int, float))):
            result.add("P-001", here, f"{op} needs a number")
        elif op == "any_of" and (not isinstance(operand, list) or not operand):
            result.add("P-001", here, "any_of needs a non-empty list")
        elif op == "exists" and not isinstance(operand, bool):
            result.add("P-001", here, "exists needs true or false")


def _phase_lists(execution: Mapping[str, Any], result: ValidationResult) -> list[_PhaseList]:
    base = "attack.execution"
    mode = execution.get("mode") if isinstance(execution.get("mode"), str) else None
    has_state, has_phases, has_actors = ("state" in execution, "phases" in execution, "actors" in execution)
    if sum((has_state, has_phases, has_actors)) > 1:
        result.add("V-030", base, "execution uses more than one of state, phases, actors")
    if not (has_state or has_phases or has_actors):
        result.add("V-030", base, "execution needs one of state, phases or actors")
    if has_actors and "mode" in execution:
        result.add("V-030", f"{base}.mode", "execution.mode cannot be combined with actors")
    if has_state and not has_phases and not has_actors and "mode" not in execution:
        result.add("V-030", f"{base}.mode", "execution.state needs execution.mode")
    lists: list[_PhaseList] = []
    if has_state and not (has_phases or has_actors):
        lists.append(_PhaseList(base, [{"state": execution.get("state")}], "default", mode, single_state=True))
    elif has_phases and not has_actors:
        phases = execution.get("phases")
        if isinstance(phases, list):
            if not phases:
                result.add("V-007", f"{base}.phases", "execution.phases needs at least one phase")
            lists.append(_PhaseList(f"{base}.phases", phases, "default", mode))
    elif has_actors:
        actors = execution.get("actors")
        if isinstance(actors, list):
            if not actors:
                result.add("V-007", f"{base}.actors", "execution.actors needs at least one actor")
            seen: set[str] = set()
            for i, actor in enumerate(actors):
                apath = f"{base}.actors[{i}]"
                if not isinstance(actor, Mapping):
                    continue
                name = actor.get("name")
                if not isinstance(name, str) or not _NAME.match(name):
                    result.add("V-031", f"{apath}.name", f"actor name {name!r} must match [a-z][a-z0-9_]*")
                elif name in seen:
                    result.add("V-031", f"{apath}.name", f"duplicate actor name {name!r}")
                if isinstance(name, str):
                    seen.add(name)
                amode = actor.get("mode")
                if "mode" not in actor:
                    result.add("V-031", f"{apath}.mode", "every actor declares its mode")
                phases = actor.get("phases")
                if isinstance(phases, list):
                    if not phases:
                        result.add("V-007", f"{apath}.phases", "actor.phases needs at least one phase")
                    lists.append(
                        _PhaseList(
                            f"{apath}.phases",
                            phases,
                            name if isinstance(name, str) else f"actor-{i + 1}",
                            amode if isinstance(amode, str) else None,
                            in_actor=True,
                        )
                    )
                elif "phases" not in actor:
                    result.add("V-031", f"{apath}.phases", "every actor has phases")
    return lists


def _check_mode(result: ValidationResult, mode: Any, path: str) -> None:
    if not isinstance(mode, str):
        return
    if not _MODE.match(mode):
        result.add("V-034", path, f"mode {mode!r} must match [a-z][a-z0-9_]*_(server|client)")
    elif mode not in KNOWN_MODES:
        result.add("W-002", path, f"mode {mode!r} is not a v0.1 binding mode; tools may skip it", "warning")


def _check_phases(result: ValidationResult, plist: _PhaseList, actor_names: set[str], modeless: bool) -> None:
    phases = plist.phases
    terminal = []
    names: set[str] = set()
    extractor_names: set[str] = set()
    templates: list[tuple[str, str]] = []
    phase_modes: list[tuple[int, Any]] = []
    for i, phase in enumerate(phases):
        ppath = plist.path if plist.single_state else f"{plist.path}[{i}]"
        if not isinstance(phase, Mapping):
            continue
        if not plist.single_state:
            if i == 0 and "state" not in phase:
                result.add("V-009", ppath, "the first phase must include state")
            name = phase.get("name")
            if isinstance(name, str):
                if name in names:
                    result.add("V-011", f"{ppath}.name", f"duplicate phase name {name!r}")
                names.add(name)
            pmode = phase.get("mode")
            _check_mode(result, pmode, f"{ppath}.mode")
            phase_modes.append((i, pmode))
            if plist.in_actor and isinstance(pmode, str) and plist.mode is not None and pmode != plist.mode:
                result.add("V-044", f"{ppath}.mode", f"phase mode {pmode!r} differs from actor mode {plist.mode!r}")
        trigger = phase.get("trigger")
        if "trigger" not in phase:
            terminal.append(i)
        elif isinstance(trigger, Mapping):
            tpath = f"{ppath}.trigger"
            if "event" not in trigger and ("count" in trigger or "match" in trigger):
                result.add("V-019", tpath, "trigger count and match need trigger.event")
            if "event" not in trigger and "after" not in trigger:
                result.add("V-040", tpath, "a trigger needs event or after (omit trigger for a terminal phase)")
            if "after" in trigger:
                try:
                    parse_duration(trigger["after"])
                except ValueError as exc:
                    result.add("V-036", f"{tpath}.after", str(exc))
            count = trigger.get("count")
            if isinstance(count, int) and not isinstance(count, bool) and count < 1:
                result.add("V-019", f"{tpath}.count", "trigger.count must be at least 1")
            if "match" in trigger:
                _check_predicate(result, trigger["match"], f"{tpath}.match")
            event = trigger.get("event")
            mode = phase.get("mode") if isinstance(phase.get("mode"), str) else plist.mode
            if isinstance(event, str) and isinstance(mode, str) and mode in KNOWN_MODES:
                valid = event_modes(event)
                if valid is None:
                    result.add(
                        "V-029", f"{tpath}.event", f"event {event!r} is not in the {mode} event table", "warning"
                    )
                elif mode not in valid:
                    result.add("V-029", f"{tpath}.event", f"event {event!r} is not valid for mode {mode}", "warning")
        extractors = phase.get("extractors")
        if isinstance(extractors, list):
            if not extractors:
                result.add("V-038", f"{ppath}.extractors", "extractors, when present, needs at least one entry")
            for j, ex in enumerate(extractors):
                epath = f"{ppath}.extractors[{j}]"
                if not isinstance(ex, Mapping):
                    continue
                name = ex.get("name")
                if isinstance(name, str):
                    extractor_names.add(name)
                    if not _NAME.match(name):
                        result.add("V-037", f"{epath}.name", f"extractor name {name!r} must match [a-z][a-z0-9_]*")
                _enum(result, ex.get("source"), ("request", "response"), f"{epath}.source", "extractor source")
                _enum(result, ex.get("type"), ("json_path", "regex"), f"{epath}.type", "extractor type")
                selector = ex.get("selector")
                if isinstance(selector, str):
                    if ex.get("type") == "json_path" and not _valid_jsonpath(selector):
                        result.add("V-015", f"{epath}.selector", f"invalid JSONPath {selector!r}")
                    elif ex.get("type") == "regex":
                        try:
                            compiled = compile_regex(selector)
                        except CompileError as exc:
                            result.add("V-013", f"{epath}.selector", exc.reason)
                        else:
                            if compiled.groups < 1:
                                result.add("V-042", f"{epath}.selector", "a regex extractor needs a capture group")
        on_enter = phase.get("on_enter")
        if isinstance(on_enter, list):
            if not on_enter:
                result.add("V-043", f"{ppath}.on_enter", "on_enter, when present, needs at least one action")
            for j, action in enumerate(on_enter):
                apath = f"{ppath}.on_enter[{j}]"
                if not isinstance(action, Mapping):
                    result.add("P-001", apath, "an action must be a mapping")
                    continue
                keys = [k for k in action if not str(k).startswith("x-")]
                if len(keys) != 1:
                    result.add("V-041", apath, f"an action has exactly one non-x- key, found {len(keys)}")
                log = action.get("log")
                if isinstance(log, Mapping):
                    _enum(result, log.get("level"), _LOG_LEVELS, f"{apath}.log.level", "log level")
            templates.extend(_strings(on_enter, f"{ppath}.on_enter"))
        state = phase.get("state")
        spath = f"{ppath}.state"
        if state is not None:
            templates.extend(_strings(state, spath))
            for lpath, entries in _response_lists(state, spath):
                catch_all = 0
                for j, entry in enumerate(entries):
                    if not isinstance(entry, Mapping):
                        continue
                    epath = f"{lpath}[{j}]"
                    if "when" in entry:
                        _check_predicate(result, entry["when"], f"{epath}.when")
                    else:
                        catch_all += 1
                    if "synthesize" in entry:
                        result.add(
                            "W-006", f"{epath}.synthesize", "synthesize is reserved for a future version", "warning"
                        )
                    if lpath.endswith("elicitation_responses"):
                        _enum(
                            result, entry.get("action"), _ELICITATION_ACTIONS, f"{epath}.action", "elicitation action"
                        )
                if catch_all > 1:
                    result.add("V-033", lpath, f"{catch_all} response entries omit `when`; at most one catch-all")
    if not plist.single_state:
        for i in terminal:
            if i != len(phases) - 1:
                result.add("V-008", f"{plist.path}[{i}]", "only the last phase may omit trigger (terminal phase)")
        if len(terminal) > 1:
            result.add("V-008", plist.path, f"{len(terminal)} terminal phases; at most one, and it is the last")
    if modeless and not plist.in_actor and not plist.single_state:
        seen_modes = set()
        for i, pmode in phase_modes:
            if pmode is None:
                result.add("V-028", f"{plist.path}[{i}].mode", "without execution.mode every phase declares mode")
            elif isinstance(pmode, str):
                seen_modes.add(pmode)
        if len(seen_modes) > 1:
            result.add("V-028", plist.path, "phase modes differ; cross-protocol or mixed-role attacks use actors")
    for tpath, text in templates:
        for ref in _template_refs(text):
            if ref is None:
                result.add("V-016", tpath, "unclosed template reference '{{' (escape a literal one as \\{{)")
                continue
            m = _TEMPLATE_REF.match(ref)
            if not m:
                result.add("V-016", tpath, f"invalid template reference {{{{{ref}}}}}")
                continue
            head, rest = m.group(1), m.group(2)
            if head in ("request", "response"):
                continue
            if rest is not None:
                if head not in actor_names:
                    result.add("V-032", tpath, f"template refers to unknown actor {head!r}")
            elif head not in extractor_names:
                result.add("W-004", tpath, f"template refers to undeclared extractor {head!r}", "warning")


def _resolve_protocol(indicator: Mapping[str, Any], default_protocol: str | None) -> str | None:
    proto = indicator.get("protocol")
    if isinstance(proto, str):
        return proto
    surface = indicator.get("surface")
    if isinstance(surface, str) and surface in LEGACY_SURFACES and default_protocol is None:
        return LEGACY_SURFACES[surface][0]
    return default_protocol


def _check_indicators(
    result: ValidationResult,
    attack: Mapping[str, Any],
    default_protocol: str | None,
    protocol_required: bool,
    actor_names: set[str],
    mode_protocols: set[str],
    *,
    cel_enabled: bool = True,
) -> None:
    indicators = attack.get("indicators")
    if not isinstance(indicators, list):
        return
    if not indicators:
        result.add("V-006", "attack.indicators", "indicators, when present, needs at least one indicator")
    attack_id = attack.get("id") if isinstance(attack.get("id"), str) else None
    seen_ids: set[str] = set()
    for i, ind in enumerate(indicators):
        ipath = f"attack.indicators[{i}]"
        if not isinstance(ind, Mapping):
            continue
        ind_id = ind.get("id")
        if isinstance(ind_id, str):
            if ind_id in seen_ids:
                result.add("V-010", f"{ipath}.id", f"duplicate indicator id {ind_id!r}")
            seen_ids.add(ind_id)
            if attack_id is not None and not re.fullmatch(re.escape(attack_id) + r"-[0-9]{2,}", ind_id):
                result.add("V-024", f"{ipath}.id", f"indicator id {ind_id!r} must be {attack_id}-NN")
        keys = [k for k in _DETECTION_KEYS if k in ind]
        if len(keys) != 1:
            result.add(
                "V-012", ipath, f"an indicator has exactly one of pattern, expression, semantic; found {len(keys)}"
            )
        method = ind.get("method")
        _enum(result, method, _DETECTION_KEYS, f"{ipath}.method", "method")
        if isinstance(method, str) and method in _DETECTION_KEYS and len(keys) == 1 and keys[0] != method:
            result.add("V-049", f"{ipath}.method", f"method {method!r} but the indicator has {keys[0]!r}")
        _enum(result, ind.get("direction"), ("request", "response"), f"{ipath}.direction", "direction")
        _enum(result, ind.get("severity"), SEVERITY_LEVELS, f"{ipath}.severity", "severity")
        conf = ind.get("confidence")
        if isinstance(conf, int) and not isinstance(conf, bool) and not 0 <= conf <= 100:
            result.add("V-025", f"{ipath}.confidence", f"confidence {conf} is outside 0..100")
        actor = ind.get("actor")
        if isinstance(actor, str) and actor not in actor_names:
            result.add("V-048", f"{ipath}.actor", f"indicator refers to unknown actor {actor!r}")
        surface = ind.get("surface")
        legacy = isinstance(surface, str) and surface in LEGACY_SURFACES
        target = ind.get("target")
        if "target" not in ind and not legacy:
            result.add("V-004", f"{ipath}.target", "indicator.target is required")
        elif isinstance(target, str) and not is_wildcard_path(target):
            result.add("V-021", f"{ipath}.target", f"target {target!r} is not a wildcard dot-path")
        proto = ind.get("protocol")
        if protocol_required and proto is None and not legacy:
            result.add("V-028", f"{ipath}.protocol", "without execution.mode every indicator declares protocol")
        if isinstance(proto, str):
            if proto not in KNOWN_PROTOCOLS:
                result.add("W-003", f"{ipath}.protocol", f"protocol {proto!r} has no v0.1 binding", "warning")
            elif mode_protocols and proto not in mode_protocols:
                result.add("W-005", f"{ipath}.protocol", f"no actor speaks protocol {proto!r}", "warning")
        resolved = _resolve_protocol(ind, default_protocol)
        if legacy:
            new = LEGACY_SURFACES[surface]
            result.add(
                "L-001",
                f"{ipath}.surface",
                f"older surface name {surface!r}; read as surface {new[1] or '(any)'}, target {new[2]!r}",
                "warning",
            )
        elif isinstance(surface, str) and resolved in KNOWN_PROTOCOLS:
            protos = SURFACE_PROTOCOL.get(surface)
            if protos is None or resolved not in protos:
                result.add("V-018", f"{ipath}.surface", f"surface {surface!r} is not a {resolved} operation", "warning")
        pattern = ind.get("pattern")
        if isinstance(pattern, Mapping):
            _check_pattern(result, pattern, f"{ipath}.pattern")
        expression = ind.get("expression")
        if isinstance(expression, Mapping):
            epath = f"{ipath}.expression"
            variables = expression.get("variables")
            ok_vars: dict[str, str] = {}
            if isinstance(variables, Mapping):
                for name, vpath in variables.items():
                    if not _CEL_IDENT.match(str(name)):
                        result.add("V-039", f"{epath}.variables.{name}", f"{name!r} is not a CEL identifier")
                    if not is_simple_path(vpath):
                        result.add("V-026", f"{epath}.variables.{name}", f"{vpath!r} is not a simple dot-path")
                    elif _CEL_IDENT.match(str(name)):
                        ok_vars[name] = vpath
            cel_text = expression.get("cel")
            if isinstance(cel_text, str):
                try:
                    compiled = compile_expression(cel_text, ok_vars, enabled=cel_enabled)
                except CompileError as exc:
                    result.add(exc.rule or "V-014", f"{epath}.cel", exc.reason)
                else:
                    _check_cel_cost(result, compiled.cost, f"{epath}.cel")
            elif "cel" not in expression:
                result.add("V-004", f"{epath}.cel", "expression.cel is required")
        semantic = ind.get("semantic")
        if isinstance(semantic, Mapping):
            spath = f"{ipath}.semantic"
            result.add("W-007", spath, "semantic indicators are experimental and model-dependent", "warning")
            if "intent" not in semantic:
                result.add("V-004", f"{spath}.intent", "semantic.intent is required")
            threshold = semantic.get("threshold")
            if isinstance(threshold, (int, float)) and not isinstance(threshold, bool) and not 0.0 <= threshold <= 1.0:
                result.add("V-022", f"{spath}.threshold", f"threshold {threshold} is outside 0.0..1.0")
            _enum(result, semantic.get("intent_class"), _INTENT_CLASS, f"{spath}.intent_class", "intent_class")
            starget = semantic.get("target")
            if isinstance(starget, str) and not is_wildcard_path(starget):
                result.add("V-021", f"{spath}.target", f"target {starget!r} is not a wildcard dot-path")


def _check_cel_cost(result: ValidationResult, cost: CelCost, path: str) -> None:
    if cost.power >= 2:
        result.add(
            "C-002",
            path,
            f"the cost grows as the list size to the power {cost.power} (comprehensions nested {cost.nesting} deep, "
            f"map and filter counted twice), so messages whose lists or maps exceed {cost.widest_allowed()} items "
            "are not evaluated (indicator error)",
            "warning",
        )


def _check_pattern(result: ValidationResult, pattern: Mapping[str, Any], ppath: str) -> None:
    ops = [k for k in pattern if k in OPERATORS]
    if "condition" in pattern:
        if ops:
            result.add("P-003", ppath, "pattern has both condition and shorthand operators")
        _check_condition(result, pattern["condition"], f"{ppath}.condition")
        ptarget = pattern.get("target")
        if isinstance(ptarget, str) and not is_wildcard_path(ptarget):
            result.add("V-021", f"{ppath}.target", f"target {ptarget!r} is not a wildcard dot-path")
    else:
        if "target" in pattern:
            ptarget = pattern.get("target")
            if isinstance(ptarget, str) and not is_wildcard_path(ptarget):
                result.add("V-021", f"{ppath}.target", f"target {ptarget!r} is not a wildcard dot-path")
            if not ops:
                result.add("P-003", ppath, "pattern.target needs pattern.condition")
        if not ops and "target" not in pattern:
            result.add("P-003", ppath, "pattern needs condition or one operator")
        elif len([k for k in ops if k != "exists"]) > 1:
            result.add("P-003", ppath, "the shorthand form takes one operator; use condition for several")
        _check_condition(result, {k: pattern[k] for k in ops}, ppath)


def validate(data: Any, *, strict: bool = True, cel_enabled: bool = True) -> ValidationResult:
    """Check a loaded OATF document against the format's conformance rules. Never raises."""
    result = ValidationResult()
    for diag in check_structure(data, strict=strict):
        (result.warnings if diag.severity == "warning" else result.errors).append(diag)
    if not isinstance(data, Mapping):
        return result
    keys = list(data.keys())
    if "oatf" not in data:
        result.add("V-001", "oatf", "the oatf version field is missing")
    elif data["oatf"] not in SUPPORTED_VERSIONS:
        result.add("V-001", "oatf", f"unsupported OATF version {data['oatf']!r} (supported: 0.1)")
    if keys and keys[0] != "oatf" and "oatf" in data:
        result.add("W-001", "oatf", "oatf should be the first key of the document", "warning")
    attack = data.get("attack")
    if not isinstance(attack, Mapping):
        result.add("V-003", "attack", "the document needs exactly one attack mapping")
        return result

    if "id" in attack and isinstance(attack["id"], str) and not _ATTACK_ID.match(attack["id"]):
        result.add("V-023", "attack.id", f"attack id {attack['id']!r} must look like PREFIX-NNN")
    version = attack.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version < 1:
        result.add("V-035", "attack.version", "version must be a positive integer")
    _enum(result, attack.get("status"), _STATUS, "attack.status", "status")
    severity = attack.get("severity")
    if isinstance(severity, str):
        _enum(result, severity, SEVERITY_LEVELS, "attack.severity", "severity")
    elif isinstance(severity, Mapping):
        if "level" not in severity:
            result.add("V-004", "attack.severity.level", "severity.level is required")
        _enum(result, severity.get("level"), SEVERITY_LEVELS, "attack.severity.level", "severity level")
        conf = severity.get("confidence")
        if isinstance(conf, int) and not isinstance(conf, bool) and not 0 <= conf <= 100:
            result.add("V-017", "attack.severity.confidence", f"confidence {conf} is outside 0..100")
    impact = attack.get("impact")
    if isinstance(impact, list):
        for i, item in enumerate(impact):
            _enum(result, item, _IMPACT, f"attack.impact[{i}]", "impact")
        hashable = [x for x in impact if isinstance(x, str)]
        if len(set(hashable)) != len(hashable):
            result.add("V-045", "attack.impact", "impact values must be unique")
    classification = attack.get("classification")
    if isinstance(classification, Mapping):
        _enum(result, classification.get("category"), _CATEGORY, "attack.classification.category", "category")
        mappings = classification.get("mappings")
        if isinstance(mappings, list):
            for i, m in enumerate(mappings):
                if isinstance(m, Mapping):
                    mpath = f"attack.classification.mappings[{i}]"
                    for req in ("framework", "id"):
                        if req not in m:
                            result.add("V-004", f"{mpath}.{req}", f"mapping.{req} is required")
                    _enum(
                        result, m.get("relationship"), ("primary", "related"), f"{mpath}.relationship", "relationship"
                    )
    if "grace_period" in attack:
        try:
            parse_duration(attack["grace_period"])
        except ValueError as exc:
            result.add("V-046", "attack.grace_period", str(exc))
    correlation = attack.get("correlation")
    if "correlation" in attack and "indicators" not in attack:
        result.add("V-047", "attack.correlation", "correlation needs indicators")
    if isinstance(correlation, Mapping):
        _enum(result, correlation.get("logic"), ("any", "all"), "attack.correlation.logic", "correlation.logic")

    execution = attack.get("execution")
    default_protocol: str | None = None
    protocol_required = False
    actor_names: set[str] = {"default"}
    mode_protocols: set[str] = set()
    if "execution" not in attack:
        result.add("V-004", "attack.execution", "attack.execution is required")
    elif isinstance(execution, Mapping):
        _check_mode(result, execution.get("mode"), "attack.execution.mode")
        lists = _phase_lists(execution, result)
        mode = execution.get("mode")
        if isinstance(mode, str):
            default_protocol = extract_protocol(mode)
            mode_protocols.add(default_protocol)
        if "actors" in execution:
            actor_names = {pl.actor for pl in lists}
            protocol_required = True
            for i, actor in enumerate(execution.get("actors") or []):
                if isinstance(actor, Mapping):
                    _check_mode(result, actor.get("mode"), f"attack.execution.actors[{i}].mode")
                    if isinstance(actor.get("mode"), str):
                        mode_protocols.add(extract_protocol(actor["mode"]))
            if len(lists) == 1 and lists[0].mode:
                default_protocol = extract_protocol(lists[0].mode)
        elif not isinstance(mode, str):
            protocol_required = True
            for pl in lists:
                for phase in pl.phases:
                    if isinstance(phase, Mapping) and isinstance(phase.get("mode"), str):
                        mode_protocols.add(extract_protocol(phase["mode"]))
        modeless = not isinstance(mode, str) and "actors" not in execution
        for pl in lists:
            _check_phases(result, pl, actor_names, modeless)
    _check_indicators(
        result, attack, default_protocol, protocol_required, actor_names, mode_protocols, cel_enabled=cel_enabled
    )
    return result
