"""Safe YAML loading: one document, no anchors/aliases/merge keys/custom tags, bounded size.

OATF format §11.1 V-020: documents use no YAML anchors, aliases or merge keys; custom tags are
rejected too (they would let a document pull in content from elsewhere). Aliases are also how a
"billion laughs" document multiplies itself, so rejecting them bounds the constructed size by the
input size; the byte, depth and node-count limits bound the rest.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent, CollectionEndEvent, CollectionStartEvent, ScalarEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import Resolver
from yaml.scanner import Scanner

from ._errors import LimitExceededError, LoadError

__all__ = ["DEFAULT_LIMITS", "LoadLimits", "load_yaml", "load_yaml_file"]

# Explicit tags allowed: the YAML core schema ones, which change nothing about what can be expressed.
_CORE_TAGS = frozenset(
    "tag:yaml.org,2002:" + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "binary")
)
_MERGE_TAG = "tag:yaml.org,2002:merge"


def _custom_tag(tag: str | None) -> bool:
    """An explicit tag other than the core schema's (V-020)."""
    return tag not in (None, "!", *_CORE_TAGS)


_CParser: Any
try:  # libyaml, when PyYAML was built with it (its wheels are)
    from yaml._yaml import CParser as _CParser
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    _CParser = None

_UNSURE = object()  # what _load_with_libyaml gives when the pure-Python loader must decide


@dataclass(frozen=True)
class LoadLimits:
    """Resource limits for one document."""

    max_bytes: int = 1_048_576
    """Largest accepted input, in bytes of UTF-8 (default 1 MiB)."""
    max_depth: int = 64
    """Deepest accepted nesting of mappings and sequences."""
    max_nodes: int = 200_000
    """Most YAML nodes (scalars, mappings, sequences) in one document."""
    max_documents: int = 500
    """Most documents loaded together (files of the folders and paths given to one load)."""
    max_indicators: int = 2_000
    """Most indicators of all documents loaded together: each applicable one costs every message
    some microseconds, and each document load time."""


DEFAULT_LIMITS = LoadLimits()


def _path_join(path: str, segment: object) -> str:
    if isinstance(segment, int):
        return f"{path}[{segment}]"
    return f"{path}.{segment}" if path else str(segment)


class _RestrictedConstructor(SafeConstructor):
    """SafeConstructor without merge keys, duplicate keys or non-string keys; dates stay strings.
    ``_source`` names the document in errors."""

    _source = "<string>"

    def flatten_mapping(self, node: MappingNode) -> None:
        for key_node, _ in node.value:
            if key_node.tag == _MERGE_TAG:
                raise LoadError(
                    "YAML merge keys (<<) are not allowed in OATF documents",
                    source=self._source,
                    line=key_node.start_mark.line + 1,
                    column=key_node.start_mark.column + 1,
                    rule="V-020",
                )

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[str, Any]:  # type: ignore[override]
        self.flatten_mapping(node)
        mapping: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise LoadError(
                    "mapping keys must be plain strings",
                    source=self._source,
                    line=key_node.start_mark.line + 1,
                    column=key_node.start_mark.column + 1,
                )
            # Keys are always their source text: `on:`/`yes:`/`1:` stay strings (JSON object keys).
            key = key_node.value
            if key in mapping:
                raise LoadError(
                    f"duplicate mapping key {key!r}",
                    source=self._source,
                    line=key_node.start_mark.line + 1,
                    column=key_node.start_mark.column + 1,
                )
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping

    def construct_yaml_timestamp(self, node: ScalarNode) -> str:  # type: ignore[override]
        # Dates stay strings: OATF `created`/`modified` are strings, and messages are JSON-shaped.
        return str(node.value)


# The stubs accept only PyYAML's own Loader classes; this one is composed from the same parts.
_RestrictedConstructor.add_constructor(
    "tag:yaml.org,2002:timestamp",
    _RestrictedConstructor.construct_yaml_timestamp,  # type: ignore[type-var]
)


class _RestrictedLoader(Reader, Scanner, Parser, Composer, _RestrictedConstructor, Resolver):
    """A SafeLoader that refuses anchors, aliases, merge keys, custom tags and duplicate keys."""

    def __init__(self, stream: str, source: str, limits: LoadLimits) -> None:
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)
        Composer.__init__(self)
        _RestrictedConstructor.__init__(self)
        Resolver.__init__(self)
        self._source = source
        self._limits = limits
        self._depth = 0
        self._nodes = 0
        self._path: list[str] = [""]

    def _fail(self, reason: str, event: Any, *, rule: str | None = None, limit: bool = False) -> None:
        mark = getattr(event, "start_mark", None)
        cls = LimitExceededError if limit else LoadError
        raise cls(
            reason,
            source=self._source,
            yaml_path=self._path[-1],
            line=mark.line + 1 if mark else None,
            column=mark.column + 1 if mark else None,
            rule=rule,
        )

    # Composer hook: every node passes here before it is built.
    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        event = self.peek_event()
        path = self._path[-1]
        if isinstance(index, ScalarNode):
            path = _path_join(path, index.value)
        elif isinstance(index, int) and isinstance(parent, SequenceNode):
            path = _path_join(path, index)
        self._path.append(path)
        try:
            if isinstance(event, AliasEvent):
                self._fail("YAML aliases are not allowed in OATF documents", event, rule="V-020")
            anchor = getattr(event, "anchor", None)
            if anchor is not None:
                self._fail(f"YAML anchors are not allowed in OATF documents (&{anchor})", event, rule="V-020")
            tag = getattr(event, "tag", None)
            if isinstance(event, (ScalarEvent, CollectionStartEvent)) and _custom_tag(tag):
                self._fail(f"custom YAML tags are not allowed in OATF documents ({tag})", event, rule="V-020")
            self._nodes += 1
            if self._nodes > self._limits.max_nodes:
                self._fail(f"document has more than {self._limits.max_nodes} YAML nodes", event, limit=True)
            is_collection = isinstance(event, CollectionStartEvent)
            if is_collection:
                self._depth += 1
                if self._depth > self._limits.max_depth:
                    self._fail(f"document nests deeper than {self._limits.max_depth} levels", event, limit=True)
            try:
                return super().compose_node(parent, index)
            finally:
                if is_collection:
                    self._depth -= 1
        finally:
            self._path.pop()


if _CParser is not None:

    class _LibyamlLoader(_CParser, _RestrictedConstructor, Resolver):
        """libyaml's parser and composer with the same constructor: what ``_RestrictedLoader``
        builds, some twenty times faster (the curated set's 1.9 MB took half a second to read)."""

        def __init__(self, stream: str) -> None:
            _CParser.__init__(self, stream)
            _RestrictedConstructor.__init__(self)
            Resolver.__init__(self)


def _load_with_libyaml(text: str, limits: LoadLimits) -> Any:
    """The document's value read by libyaml, or ``_UNSURE``: no libyaml, or anything this loader
    refuses or libyaml reports. The pure-Python loader then reads the document again and gives the
    error with its YAML path; so libyaml only ever speeds up a document both accept. Its events
    are checked first, in one pass: no alias, anchor or custom tag, the node count and the depth
    within the limits (composing a deeper document would recurse in C)."""
    if _CParser is None or "\t" in text:  # libyaml takes tabs where PyYAML's reader does not
        return _UNSURE
    try:
        parser = _CParser(text)
        try:
            nodes = depth = 0
            while parser.check_event():
                event = parser.get_event()
                if isinstance(event, AliasEvent) or getattr(event, "anchor", None) is not None:
                    return _UNSURE
                if isinstance(event, CollectionEndEvent):
                    depth -= 1
                elif isinstance(event, (ScalarEvent, CollectionStartEvent)):
                    if _custom_tag(getattr(event, "tag", None)):
                        return _UNSURE
                    nodes += 1
                    if isinstance(event, CollectionStartEvent):
                        depth += 1
                    if nodes > limits.max_nodes or depth > limits.max_depth:
                        return _UNSURE
        finally:
            parser.dispose()
        loader = _LibyamlLoader(text)
        try:
            node = loader.get_single_node()
            return _UNSURE if node is None else loader.construct_document(node)
        finally:
            loader.dispose()
    except Exception:  # a YAML error, or one of this loader's: told by the pure-Python reading
        return _UNSURE


def load_yaml(text: str | bytes, *, source: str = "<string>", limits: LoadLimits = DEFAULT_LIMITS) -> Any:
    """Load exactly one YAML document safely; return its plain Python value.

    Raises :class:`LoadError` (or :class:`LimitExceededError`) with the source, line and YAML path.
    """
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > limits.max_bytes:
        raise LimitExceededError(f"document is {size} bytes, more than the limit of {limits.max_bytes}", source=source)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise LoadError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", source=source) from None
    value = _load_with_libyaml(text, limits)
    if value is not _UNSURE:
        return value
    loader = _RestrictedLoader(text, source, limits)
    try:
        node = loader.get_single_node()
        if node is None:
            raise LoadError("empty document", source=source)
        return loader.construct_document(node)
    except LoadError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        reason = " ".join(str(p) for p in (exc.context, exc.problem) if p) or "invalid YAML"
        if "expected a single document" in reason:
            reason = "an OATF file holds exactly one YAML document, found more than one"
        raise LoadError(
            reason,
            source=source,
            line=mark.line + 1 if mark else None,
            column=mark.column + 1 if mark else None,
        ) from None
    except yaml.YAMLError as exc:
        raise LoadError(f"invalid YAML: {exc}", source=source) from None
    except RecursionError:
        raise LimitExceededError("document nests too deeply", source=source) from None
    finally:
        loader.dispose()


def load_yaml_file(path: str | os.PathLike[str], *, limits: LoadLimits = DEFAULT_LIMITS) -> Any:
    """Load one YAML file (see :func:`load_yaml`); the size limit is checked before reading it all.

    Only a regular file is read: a FIFO, a terminal or ``/dev/stdin`` would block the caller (the
    instrumented application, at start) until someone writes to it. The file is opened without
    blocking and checked on the open descriptor, so it cannot be swapped in between.
    """
    source = os.fspath(path)
    try:
        fd = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as handle:
            status = os.fstat(fd)
            if not stat.S_ISREG(status.st_mode):
                raise LoadError("not a regular file (a FIFO, device or socket would block the reader)", source=source)
            if status.st_size > limits.max_bytes:
                raise LimitExceededError(
                    f"file is {status.st_size} bytes, more than the limit of {limits.max_bytes}", source=source
                )
            data = handle.read(limits.max_bytes + 1)
    except OSError as exc:
        raise LoadError(f"cannot read file: {exc.strerror or exc}", source=source) from None
    return load_yaml(data, source=source, limits=limits)
