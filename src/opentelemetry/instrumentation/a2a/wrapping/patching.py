"""Wrapping the a2a-sdk all or nothing.

The SDK differs from install to install: modules behind an optional extra do not import (0.3's
gRPC modules without ``grpcio``, raising their own ``ImportError``), and older releases lack
methods that newer ones have. ``Patcher.apply`` therefore resolves every wrap point before it
wraps anything; a point that cannot be resolved is skipped with one debug line naming it. If
wrapping still fails midway, what was wrapped is unwrapped again and the error is raised, so the
SDK is left exactly as it was. ``Patcher.undo`` (``uninstrument()``) unwraps the very objects that
were wrapped, without importing anything again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from importlib import import_module
from typing import Any, NamedTuple

from opentelemetry.instrumentation.utils import unwrap
from wrapt import wrap_function_wrapper

_logger = logging.getLogger("opentelemetry.instrumentation.a2a")

# (module, "Class.method" or "function", wrapper): where a wrapper goes, named as wrapt names it.
WrapPoint = tuple[str, str, Callable[..., Any]]


class Patch(NamedTuple):
    """A resolved wrap point: ``owner`` defines ``attribute`` itself."""

    owner: Any
    attribute: str
    where: str


def resolve_owner(module: str, path: str) -> tuple[Any, str] | None:
    """The object that defines the last name of ``path`` in ``module``, and that name; None (with a
    debug line) when the module does not import or the attribute is absent or only inherited.

    Only an attribute the owner defines itself is accepted: wrapping an inherited method would give
    the subclass an attribute of its own, which unwrapping would leave behind."""
    where = f"{module}:{path}"
    try:
        owner: Any = import_module(module)
    except Exception as missing:  # ImportError for an absent extra; anything an SDK module raises
        _logger.debug("A2A instrumentation skips %s: its module does not import (%s)", where, missing)
        return None
    *parents, attribute = path.split(".")
    for name in parents:
        owner = getattr(owner, name, None)
        if owner is None:
            _logger.debug("A2A instrumentation skips %s: this a2a-sdk release has no %s", where, name)
            return None
    if attribute not in vars(owner):
        _logger.debug("A2A instrumentation skips %s: this a2a-sdk release does not define it", where)
        return None
    return owner, attribute


class Patcher:
    """The wraps of one ``instrument()`` call."""

    def __init__(self) -> None:
        self.applied: list[Patch] = []

    def apply(self, points: Iterable[WrapPoint]) -> None:
        resolved: list[tuple[Patch, Callable[..., Any]]] = []
        for module, path, wrapper in points:
            found = resolve_owner(module, path)
            if found is not None:
                resolved.append((Patch(found[0], found[1], f"{module}:{path}"), wrapper))
        try:
            for patch, wrapper in resolved:
                wrap_function_wrapper(patch.owner, patch.attribute, wrapper)
                self.applied.append(patch)
        except BaseException:
            self.undo()
            raise

    def undo(self) -> None:
        """Unwrap everything ``apply`` wrapped, newest first; a failure is logged, the rest still
        unwrapped."""
        while self.applied:
            patch = self.applied.pop()
            try:
                unwrap(patch.owner, patch.attribute)
            except Exception:
                _logger.error("A2A instrumentation could not unwrap %s", patch.where, exc_info=True)
