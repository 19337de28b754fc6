"""Message content on span events: opt-in, cut, never file bytes.

Off by default (``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true`` or
``instrument(capture_content=True)`` turns it on). Text parts of sent and received messages, of a
task's status messages and of its artifacts are recorded on the span's events; data parts as JSON;
file parts by name, media type and (redacted) URI only. Texts and data pass through the redaction
policy first (``redaction``: URLs, credential-shaped words), whatever the option. Each value is cut at
``capture_max_length`` characters and at most ``MAX_PARTS`` parts are kept; a cut is recorded as
``aitf.a2a.content.truncated``. What is recorded is valid UTF-8 (``bounds.valid_utf8``): a lone
surrogate in a peer's text would fail the export of every span in its batch.
"""

from __future__ import annotations

import json
from typing import Any

from opentelemetry.trace import Span

from ..conventions import semconv as sc
from ..hygiene import bounds
from ..hygiene.redaction import redact_window
from ..sdk.views import ArtifactContent, ContentView, MessageContent, PartView
from .attributes import message_attributes

MAX_PARTS = 64


def _cut(text: str, limit: int) -> tuple[str, bool]:
    shown, left_out = redact_window(text, limit, evidence=True)
    return shown, left_out > 0


def _part(part: PartView, limit: int) -> tuple[dict[str, Any], bool]:
    if part.kind == "text":
        text, cut = _cut(part.text or "", limit)
        return {"kind": "text", "text": text}, cut
    if part.kind == "data":
        data, cut = _cut(json.dumps(part.data, default=str, ensure_ascii=False, sort_keys=True), limit)
        return {"kind": "data", "data": data}, cut
    rendered: dict[str, Any] = {"kind": "file"}
    cut = False
    for key, value in (("name", part.name), ("mimeType", part.mime_type), ("uri", part.uri)):
        if value:
            rendered[key], was_cut = _cut(value, limit)
            cut = cut or was_cut
    return rendered, cut


def render_parts(parts: tuple[PartView, ...], limit: int) -> tuple[str, bool]:
    """The parts as a JSON array, and whether anything was cut or left out."""
    truncated = len(parts) > MAX_PARTS
    rendered = []
    for part in parts[:MAX_PARTS]:
        value, cut = _part(part, limit)
        rendered.append(value)
        truncated = truncated or cut
    return bounds.valid_utf8(json.dumps(rendered, ensure_ascii=False)), truncated


class ContentCapture:
    def __init__(self, max_length: int) -> None:
        self.max_length = max_length

    def message_event(self, content: MessageContent) -> dict[str, Any]:
        attributes = message_attributes(content.message)
        attributes[sc.AITF_A2A_MESSAGE_CONTENT], truncated = render_parts(content.parts, self.max_length)
        if truncated:
            attributes[sc.AITF_A2A_CONTENT_TRUNCATED] = True
        return attributes

    def artifact_event(self, artifact: ArtifactContent) -> dict[str, Any]:
        attributes: dict[str, Any] = {}
        if artifact.artifact_id is not None:
            attributes[sc.AITF_A2A_ARTIFACT_ID] = bounds.value_of(artifact.artifact_id)
        if artifact.name is not None:
            attributes[sc.AITF_A2A_ARTIFACT_NAME] = bounds.value_of(artifact.name)
        attributes[sc.AITF_A2A_ARTIFACT_CONTENT], truncated = render_parts(artifact.parts, self.max_length)
        if truncated:
            attributes[sc.AITF_A2A_CONTENT_TRUNCATED] = True
        return attributes

    def record(self, span: Span, content: ContentView) -> None:
        """Events for the messages (status messages) and artifacts an item carries."""
        for message in content.messages:
            span.add_event(sc.EventName.MESSAGE, self.message_event(message))
        for artifact in content.artifacts:
            span.add_event(sc.EventName.ARTIFACT, self.artifact_event(artifact))
