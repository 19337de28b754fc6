"""The OATF engine's exceptions, written down once.

::

    OATFError                      base of everything this package raises
    ├── LoadError                  the YAML text cannot become one safe document
    │   └── LimitExceededError     a size, depth or node-count limit was crossed
    ├── ParseError                 the YAML is fine but not an OATF document's shape
    ├── DocumentInvalidError       the document breaks conformance rules (V-xxx); carries diagnostics
    └── CompileError               an indicator cannot be compiled (bad regex, bad CEL)

Evaluation never raises: a failing indicator yields an ``error`` verdict instead
(OATF format §5.7 "Runtime evaluation errors ... MUST NOT cause tool failure").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._model import Diagnostic

__all__ = [
    "CompileError",
    "DocumentInvalidError",
    "LimitExceededError",
    "LoadError",
    "OATFError",
    "ParseError",
]


class OATFError(Exception):
    """Base class of every error the OATF engine raises."""


class LoadError(OATFError):
    """The input cannot be read as exactly one safe YAML document.

    ``source`` is the file (or ``"<string>"``), ``yaml_path`` the dot-path of the offending node when
    known (``""`` for the root), ``line``/``column`` 1-based when known.
    """

    def __init__(
        self,
        reason: str,
        *,
        source: str = "<string>",
        yaml_path: str | None = None,
        line: int | None = None,
        column: int | None = None,
        rule: str | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.yaml_path = yaml_path
        self.line = line
        self.column = column
        self.rule = rule
        super().__init__(self._format())

    def _format(self) -> str:
        where = self.source
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        if self.yaml_path is not None:
            where += f" at {self.yaml_path or '<root>'}"
        prefix = f"{self.rule} " if self.rule else ""
        return f"{prefix}{where}: {self.reason}"


class LimitExceededError(LoadError):
    """A resource limit (bytes, nesting depth, node count) was exceeded while loading."""


class ParseError(OATFError):
    """The YAML loaded, but it is not shaped like an OATF document (wrong types, unknown fields)."""

    def __init__(self, diagnostics: Sequence[Diagnostic], source: str = "<string>") -> None:
        self.diagnostics = list(diagnostics)
        self.source = source
        lines = "; ".join(f"{d.rule} {d.path or '<root>'}: {d.message}" for d in self.diagnostics)
        super().__init__(f"{source}: {lines}")


class DocumentInvalidError(OATFError):
    """The document violates OATF conformance rules; ``diagnostics`` lists every error found."""

    def __init__(self, diagnostics: Sequence[Diagnostic], source: str = "<string>") -> None:
        self.diagnostics = list(diagnostics)
        self.source = source
        lines = "; ".join(f"{d.rule} {d.path or '<root>'}: {d.message}" for d in self.diagnostics)
        super().__init__(f"{source}: {lines}")


class CompileError(OATFError):
    """An indicator's regex, CEL expression or path cannot be compiled."""

    def __init__(self, reason: str, *, path: str = "", rule: str | None = None) -> None:
        self.reason = reason
        self.path = path
        self.rule = rule
        super().__init__(f"{rule + ' ' if rule else ''}{path or '<root>'}: {reason}")
