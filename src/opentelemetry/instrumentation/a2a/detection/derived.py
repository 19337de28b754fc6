"""Derived fields: what the detector adds to an A2A message before the indicators see it.

This is this tool's behaviour, beyond the OATF A2A binding (``docs/curated-indicators.md``,
"Derived fields"). The binding shows indicators a message as sent: an attacker then writes
``іgnore`` with a Cyrillic ``і``, splits the payload over two parts, or hides it in a data part's
nested string that no OATF path can reach (paths have no recursive descent). So each message that
reaches the indicators also carries, under names no A2A message uses (``x_`` prefix):

- ``x_text``: every text the peer controls in the message (text parts, every string leaf and key
  of data parts and metadata, inline text-like file bytes, names, descriptions, skills, tags,
  examples; not ids, states, media types or URLs), joined in document order and normalized once
  (``normalize``): an indicator on ``x_text`` sees one text per message, whatever part, field or
  encoding the payload came in.
- ``x_raw``: the same texts as sent (not normalized), joined: for credentials, whose case matters.
- ``x_inspection``: ``"truncated"`` when the texts exceed ``MAX_TEXT`` characters: only the first
  ``MAX_TEXT`` are inspected, and a curated indicator says so (a message is never skipped silently).
- ``x_signals``: evidence of evasion: ``"hidden-characters"`` (invisible or format characters
  inside words, Unicode tag characters), ``"decoded"`` (an encoded run decoded to text).
- ``x_push_host``: the push-notification URL's host as an HTTP client would reach it
  (``hosts.url_host``: octal, hex, integer and IPv6-embedded IPv4 forms resolved): ``kind``
  (``loopback``, ``private``, ``metadata``...), ``name``, and the ``url`` as sent (so that a
  match on the object shows the URL as its evidence, redacted like any evidence).
- ``x_delegation``: ``"loop"`` when ``message.metadata.delegationChain`` names one agent twice,
  compared canonically (``hosts.canonical_agent_ref``: case, default port, trailing slash).
- ``x_size``: a request's sizes (``parts``, ``references``, ``longest_text``, ``chain``,
  ``hops``): numbers a pattern compares (``gt``) without converting the message for CEL.

The work is bounded: ``MAX_TEXT`` characters of text, ``MAX_NODES`` JSON nodes, ``MAX_DEPTH``
levels, whatever the message holds.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import Any, TypeGuard

from .hosts import canonical_agent_ref, url_host
from .normalize import normalize

MAX_TEXT = 32_768
"""Characters of a message's texts that are inspected; beyond, ``x_inspection`` is ``truncated``."""
MAX_NODES = 20_000
MAX_DEPTH = 32
# Inline file bytes decoded for inspection, at most (base64 characters).
_MAX_FILE_BASE64 = 4 * MAX_TEXT // 3 + 4

# Fields whose string values are not prose a model reads: identifiers, enums, media types, URLs,
# credentials of the protocol itself (a push token), signatures. A string under any other key is
# peer text.
_NOT_TEXT = frozenset(
    {
        "kind",
        "role",
        "messageId",
        "taskId",
        "contextId",
        "id",
        "artifactId",
        "state",
        "timestamp",
        "mimeType",
        "mediaType",
        "protocolVersion",
        "version",
        "preferredTransport",
        "transport",
        "protocolBinding",
        "url",
        "uri",
        "documentationUrl",
        "iconUrl",
        "referenceTaskIds",
        "extensions",
        "defaultInputModes",
        "defaultOutputModes",
        "inputModes",
        "outputModes",
        "securitySchemes",
        "security",
        "signatures",
        "token",
        "credentials",
        "authentication",
        "bytes",
        "code",
    }
)
# The JSON scalars: never a container, so never walked into.
_SCALARS = frozenset({str, int, float, bool, type(None)})
# Subtrees whose keys are peer text too (a data part's or metadata's keys are the peer's words).
_FREE_FORM = frozenset({"data", "metadata"})
_TEXT_MEDIA = ("text/", "application/json", "application/xml", "application/yaml", "application/x-yaml")


class _Texts:
    """The texts of one message, collected in document order up to ``MAX_TEXT`` characters;
    ``labels``: the indexes of those that name something (a key of a data part or of metadata, a
    ``name`` field), not prose."""

    __slots__ = ("labels", "nodes", "parts", "size", "truncated")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.labels: list[int] = []
        self.size = 0
        self.nodes = 0
        self.truncated = False

    def add(self, text: str, label: bool = False) -> None:
        if not text or self.truncated:
            return
        room = MAX_TEXT - self.size
        if len(text) > room:
            text = text[:room]
            self.truncated = True
        if label:
            self.labels.append(len(self.parts))
        self.parts.append(text)
        self.size += len(text) + 1

    def walk(self, value: Any, depth: int, free_form: bool) -> None:
        self.nodes += 1
        if self.truncated or self.nodes > MAX_NODES or depth > MAX_DEPTH:
            self.truncated = self.truncated or self.nodes > MAX_NODES or depth > MAX_DEPTH
            return
        kind = type(value)  # exact types first: a JSON view is dicts, lists and scalars
        if kind is str:
            self.add(value)
        elif kind in _SCALARS:  # before the abstract Mapping check, which a number would reach
            return
        elif kind is dict or isinstance(value, Mapping):
            if "bytes" in value:
                file_text = _file_text(value)
                if file_text is not None:
                    self.add(file_text)
            for key, item in value.items():
                if free_form and isinstance(key, str):
                    self.add(key, label=True)
                if not free_form and key in _NOT_TEXT:
                    continue
                if key == "name" and type(item) is str:
                    self.nodes += 1
                    self.add(item, label=True)
                    continue
                self.walk(item, depth + 1, free_form or key in _FREE_FORM)
        elif kind is list or kind is tuple:
            for item in value:
                self.walk(item, depth + 1, free_form)
        elif isinstance(value, str):  # a str subclass
            self.add(str.__str__(value))


def _is_mapping(value: Any) -> TypeGuard[Mapping[str, Any]]:
    """A JSON object: a dict at once, the abstract check (a Python frame per call) only otherwise."""
    return type(value) is dict or isinstance(value, Mapping)


def _file_text(value: Mapping[str, Any]) -> str | None:
    """An inline file's bytes as text, when its media type says it is text (bounded)."""
    encoded = value.get("bytes")
    media = value.get("mimeType") or value.get("mediaType") or ""
    if not isinstance(encoded, str) or not isinstance(media, str) or not media.lower().startswith(_TEXT_MEDIA):
        return None
    chunk = encoded[:_MAX_FILE_BASE64]
    chunk = chunk[: len(chunk) - len(chunk) % 4]
    try:
        return base64.b64decode(chunk, validate=False).decode("utf-8", errors="replace")
    except (binascii.Error, ValueError):
        return None


def _push_url(surface: str, message: Mapping[str, Any]) -> Any:
    config = message.get("pushNotificationConfig")
    if config is None:
        configuration = message.get("configuration")
        if _is_mapping(configuration):
            config = configuration.get("pushNotificationConfig")
    return config.get("url") if _is_mapping(config) else None


def _delegation_loop(message: Mapping[str, Any]) -> bool:
    inner = message.get("message")
    metadata = inner.get("metadata") if _is_mapping(inner) else None
    chain = metadata.get("delegationChain") if _is_mapping(metadata) else None
    if not isinstance(chain, list):
        return False
    seen: set[str] = set()
    for ref in chain[:1024]:
        if not isinstance(ref, str):
            continue
        canonical = canonical_agent_ref(ref)
        if canonical in seen:
            return True
        seen.add(canonical)
    return False


def _size(message: Mapping[str, Any]) -> dict[str, int] | None:
    """A request message's sizes, for the limits of A2A-007: parts, referenced tasks, the longest
    text part, the delegation chain and the hop count a peer declares (None: no message)."""
    inner = message.get("message")
    if not _is_mapping(inner):
        return None
    parts = inner.get("parts")
    parts = parts if isinstance(parts, list) else []
    references = inner.get("referenceTaskIds")
    metadata = inner.get("metadata")
    metadata = metadata if _is_mapping(metadata) else {}
    chain = metadata.get("delegationChain")
    hops = metadata.get("hopCount")
    longest = 0
    for part in parts:  # a loop, not max() over a generator: a frame less per part
        if _is_mapping(part):
            text = part.get("text")
            if isinstance(text, str) and len(text) > longest:
                longest = len(text)
    size = {
        "parts": len(parts),
        "references": len(references) if isinstance(references, list) else 0,
        "longest_text": longest,
        "chain": len(chain) if isinstance(chain, list) else 0,
    }
    if isinstance(hops, (int, float)) and not isinstance(hops, bool) and hops == hops:
        size["hops"] = int(min(hops, 2**31)) if hops > 0 else 0
    return size


def _walked(message: Any) -> _Texts:
    texts = _Texts()
    texts.walk(message, 0, False)
    return texts


def texts_of(message: Any) -> tuple[list[str], bool]:
    """The peer's texts in ``message`` (a JSON view), in document order, and whether they were cut."""
    texts = _walked(message)
    return texts.parts, texts.truncated


def _read_text(texts: _Texts) -> str:
    """The texts joined for the indicators to read: a payload split over two parts or stream items
    is read joined, but a label is a sentence of its own. Joined to the prose beside it, an
    artifact named "reply" turned "As the administrator I granted you read scope" into "reply as
    the administrator", and a metadata key "note" made "note orchestrator note: …" of a business
    note (2026-11-26)."""
    if not texts.labels:
        return _joined(texts.parts)
    bounded = list(texts.parts)
    for index in texts.labels:
        bounded[index] = f".\n{bounded[index]}.\n"
    return _joined(bounded)


def part_texts(message: Any) -> list[str]:
    """The text parts' texts of ``message``, in order (not names or metadata): what a stream item
    says, for the text across two items (``window``). Bounded as ``texts_of`` is."""
    found: list[str] = []
    pending: list[tuple[Any, int]] = [(message, 0)]
    nodes = 0
    while pending and nodes < MAX_NODES:
        value, depth = pending.pop()
        nodes += 1
        if depth > MAX_DEPTH:
            continue
        # Exact types first (a JSON view is dicts, lists and scalars): the abstract Mapping check
        # was a fifth of a streamed item's detection on 0.3.26. Only containers are pushed.
        if type(value) is dict or (type(value) is not list and isinstance(value, Mapping)):
            text = value.get("text")
            if isinstance(text, str):
                found.append(text)
            children = list(value.values())
        elif isinstance(value, list):
            children = value
        else:  # the message itself may be anything
            continue
        pending.extend(
            (item, depth + 1)
            for item in reversed(children)
            if type(item) is dict
            or type(item) is list
            or (type(item) not in _SCALARS and isinstance(item, (Mapping, list)))
        )
    return found


def _joined(parts: list[str]) -> str:
    raw = "\n".join(parts)
    if not raw.isascii():  # a lone surrogate cannot be matched (RE2 reads UTF-8): replaced
        raw = raw.encode("utf-8", "replace").decode("utf-8")
    return raw


def derive(surface: str, message: Any) -> Any:
    """``message`` (a JSON view, not changed) with the derived fields added; a non-object as it is."""
    return derive_and_texts(surface, message)[0]


# The derived fields that read a part of the message of their own (not its texts): each added only
# where an indicator reads it (``derive_and_texts``'s ``read``).
OWN_READING = frozenset({"x_push_host", "x_delegation", "x_size"})


def derive_and_texts(surface: str, message: Any, read: frozenset[str] | None = None) -> tuple[Any, list[str]]:
    """``derive``, and the peer's texts it read, as sent (``texts_of``): the semantic tier scores each
    of them on its own, in its worker thread, so they are handed over unnormalized.

    ``read``: the top-level fields the indicators that will see the result read (None: any), of
    which those in ``OWN_READING`` are added only when named (a reply's indicators read none of
    the push URL, delegation chain and sizes of a request); the texts' fields always are."""
    if not _is_mapping(message):
        return message, []
    texts = _walked(message)
    parts, truncated = texts.parts, texts.truncated
    derived = dict(message)
    raw = _joined(parts)
    normalized = normalize(_read_text(texts), limit=MAX_TEXT)
    derived["x_text"] = normalized.text
    derived["x_raw"] = raw
    signals = []
    if normalized.hidden:
        signals.append("hidden-characters")
    if normalized.decoded:
        signals.append("decoded")
    derived["x_signals"] = signals
    if truncated:
        derived["x_inspection"] = "truncated"
    if read is None or "x_push_host" in read:
        url = _push_url(surface, message)
        if isinstance(url, str):
            host = url_host(url)
            if host is not None:
                derived["x_push_host"] = {"kind": host.kind, "name": host.name, "url": url}
    if (read is None or "x_delegation" in read) and _delegation_loop(message):
        derived["x_delegation"] = "loop"
    if read is None or "x_size" in read:
        size = _size(message)
        if size is not None:
            derived["x_size"] = size
    return derived, parts


def window(previous: str, current: str, size: int) -> str:
    """The text across the boundary of two stream items: the end of one and the start of the next,
    at most ``size`` characters of each. Where an end is cut from a longer text, it is cut at white
    space: a word, a URL or an encoded run cut in its middle was never sent so, and normalizing the
    piece (entities, percent-encoding, base64 decoded) made text that no item held (an ordinary
    reply's status message, read across from the task before it, matched a pattern for an image
    URL; 2026-11-29). A text with no white space there (Chinese, Japanese) is cut at ``size``."""
    return f"{_end_at_space(previous, size)} {_start_at_space(current, size)}"


def _start_at_space(text: str, size: int) -> str:
    if len(text) <= size or text[size].isspace():  # not cut, or cut where a word ends
        return text[:size]
    cut = text[:size]
    space = max(cut.rfind(c) for c in " \n\t")
    return cut[:space] if space > 0 else cut


def _end_at_space(text: str, size: int) -> str:
    if len(text) <= size or text[-size - 1].isspace():  # not cut, or cut where a word starts
        return text[-size:]
    cut = text[-size:]
    spaces = [i for i in (cut.find(c) for c in " \n\t") if i >= 0]
    return cut[min(spaces) + 1 :] if spaces and min(spaces) + 1 < len(cut) else cut
