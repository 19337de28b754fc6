"""CEL expressions (OATF format §6.3) on the ``common-expression-language`` package (import ``cel``).

Each expression is compiled once. At evaluation the message becomes CEL values once per message
(:class:`CelMessage`) and is shared by every expression indicator without ``variables``; an
indicator with ``variables`` gets its own context (message + the resolved variables, missing
paths bound to ``null``). Cost is bounded by a cap on the expression's length and on the message's
size (node count): a message over the cap yields ``error`` for expression indicators, never a hang.
CEL itself has no loops or recursion beyond comprehensions over the (bounded) input.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ._errors import CompileError
from ._paths import MISSING, CompiledPath, compile_simple_path

try:  # an optional dependency: without it expression indicators are `skipped` (SDK spec §4.4)
    import cel as _cel
except ImportError:  # pragma: no cover - exercised only where the package is absent
    _cel = None

__all__ = [
    "CEL_AVAILABLE",
    "MAX_CEL_LENGTH",
    "MAX_MESSAGE_NODES",
    "CelMessage",
    "CompiledExpression",
    "ExpressionOutcome",
    "compile_expression",
]

CEL_AVAILABLE = _cel is not None
MAX_CEL_LENGTH = 8192
MAX_MESSAGE_NODES = 100_000


def _count_nodes(value: Any, limit: int) -> int:
    """Count JSON nodes up to ``limit`` (stops early); iterative, so deep messages cannot recurse."""
    count = 0
    stack = [value]
    while stack:
        item = stack.pop()
        count += 1
        if count > limit:
            return count
        kind = type(item)
        if kind is str:  # the common leaf, first (an ABC isinstance check costs more)
            continue
        if kind is dict:
            stack.extend(item.values())
        elif kind is list:
            stack.extend(item)
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count


@dataclass(frozen=True)
class ExpressionOutcome:
    result: str  # matched | not_matched | error | skipped
    error: str | None = None
    error_kind: str | None = None


class CelMessage:
    """One message, converted to CEL values at most once (lazily, on first use)."""

    __slots__ = ("_context", "_error", "_sized", "message")

    def __init__(self, message: Any) -> None:
        self.message = message
        self._context: Any = None
        self._error: str | None = None
        self._sized = False

    def check_size(self) -> None:
        """Raise ``ValueError`` if the message is over the node cap (counted once per message)."""
        if self._error is None and self._context is None and self._sized is False:
            if _count_nodes(self.message, MAX_MESSAGE_NODES) > MAX_MESSAGE_NODES:
                self._error = f"message has more than {MAX_MESSAGE_NODES} JSON nodes; CEL not evaluated"
            self._sized = True
        if self._error is not None:
            raise ValueError(self._error)

    def shared_context(self) -> Any:
        """The shared ``cel.Context`` holding ``message``; raises ``ValueError`` if it cannot be built."""
        if self._context is None and self._error is None:
            self.check_size()
            if self._error is None:
                try:
                    self._context = _cel.Context(variables={"message": self.message})
                except Exception as exc:  # values CEL cannot represent (e.g. integers beyond 64 bits)
                    self._error = f"message cannot be converted to CEL values: {exc}"
        if self._error is not None:
            raise ValueError(self._error)
        return self._context


class CompiledExpression:
    __slots__ = ("_program", "_uses_message", "cel", "variables")

    def __init__(self, text: str, program: Any, variables: tuple[tuple[str, CompiledPath], ...]) -> None:
        self.cel = text
        self._program = program
        self.variables = variables
        # Conservative: any occurrence of the word (even in a string literal) binds ``message``.
        self._uses_message = re.search(r"\bmessage\b", text) is not None

    def evaluate(self, message: CelMessage) -> ExpressionOutcome:
        """Evaluate against one message; never raises (errors become ``error`` outcomes)."""
        if self._program is None:
            return ExpressionOutcome("skipped", "no CEL evaluator installed (common-expression-language)")
        try:
            if self.variables:
                message.check_size()  # the cap, counted once per message
                # ``message`` is converted to CEL values only if the expression can name it: an
                # expression written on its variables alone converts just their (small) values.
                bound: dict[str, Any] = {"message": message.message} if self._uses_message else {}
                for name, path in self.variables:
                    found = path.resolve_one(message.message)
                    bound[name] = None if found is MISSING else found
                value = self._program.execute(_cel.Context(variables=bound))
            else:
                value = self._program.execute(message.shared_context())
        except RecursionError:
            return ExpressionOutcome("error", "CEL evaluation exceeded the nesting limit", "limit")
        except KeyError as exc:
            return ExpressionOutcome("error", f"no such key: {exc}", "no_such_key")
        except Exception as exc:
            return ExpressionOutcome("error", f"{type(exc).__name__}: {exc}", "evaluation_error")
        if value is True:
            return ExpressionOutcome("matched")
        if value is False:
            return ExpressionOutcome("not_matched")
        return ExpressionOutcome(
            "error", f"CEL expression returned {type(value).__name__}, not a boolean", "type_error"
        )


def compile_expression(
    text: str, variables: Mapping[str, str] | None = None, *, enabled: bool = True
) -> CompiledExpression:
    """Compile a CEL expression (syntax check, V-014) and its variable paths (V-026).

    Without the ``cel`` package, or with ``enabled=False``, the result evaluates to ``skipped``
    (SDK spec §4.4: no CEL evaluator); the syntax is then unchecked.
    """
    if not isinstance(text, str):
        raise CompileError("expression.cel must be a string")
    if len(text) > MAX_CEL_LENGTH:
        raise CompileError(f"CEL expression is {len(text)} characters, more than {MAX_CEL_LENGTH}")
    compiled_vars = []
    for name, path in (variables or {}).items():
        try:
            compiled_vars.append((name, compile_simple_path(path)))
        except (ValueError, TypeError):
            raise CompileError(f"variable {name!r} is not a simple dot-path: {path!r}") from None
    program = None
    if _cel is not None and enabled:
        try:
            program = _cel.compile(text)
        except Exception as exc:
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise CompileError(f"invalid CEL: {first}") from None
    return CompiledExpression(text, program, tuple(compiled_vars))
