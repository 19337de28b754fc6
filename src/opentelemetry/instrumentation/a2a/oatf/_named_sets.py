"""Indicator sets known by a name, such as ``curated``, wherever a path to documents is accepted.

A package ships a named set by declaring an entry point in the group ``a2a_oatf.indicator_sets``
whose object is the set's folder (a ``pathlib.Path`` or a string). The engine finds the set through
the entry point and never imports the package that ships it: this package's curated set lives in
``detection/``, a layer above the pure engine.

A name wins over a file of the same name in the working directory, as it does in
``instrument(indicators=[...])``; only a bare word (letters, digits, ``-``, ``_``) is looked up.
"""

from __future__ import annotations

import functools
import os
import re
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path

__all__ = ["ENTRY_POINT_GROUP", "indicator_set_names", "is_bare_name", "named_indicator_set", "resolve_indicator_path"]

ENTRY_POINT_GROUP = "a2a_oatf.indicator_sets"
_BARE_WORD = re.compile(r"[A-Za-z0-9_-]+")


@functools.cache
def _declared() -> dict[str, EntryPoint]:
    """name -> its entry point, read once: the installed packages do not change while a process runs."""
    return {point.name: point for point in entry_points(group=ENTRY_POINT_GROUP)}


def is_bare_name(text: str) -> bool:
    """Whether ``text`` could name a set: a word, no path separator, no suffix."""
    return _BARE_WORD.fullmatch(text) is not None


def indicator_set_names() -> list[str]:
    """The names of the indicator sets the installed packages declare, sorted."""
    return sorted(_declared())


def named_indicator_set(name: str) -> Path | None:
    """The folder of the indicator set called ``name``; ``None`` when no installed package
    declares one by that name."""
    point = _declared().get(name) if is_bare_name(name) else None
    return Path(point.load()).resolve() if point is not None else None


def resolve_indicator_path(source: str | os.PathLike[str]) -> Path:
    """``source`` as a path: the folder of the named set it names, else the path itself."""
    text = os.fspath(source)
    return named_indicator_set(text) or Path(text)
