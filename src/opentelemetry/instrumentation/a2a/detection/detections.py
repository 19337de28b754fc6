"""OATF threat indicators as span-level detections.

Every A2A message the instrumentation observes is presented to the OATF engine exactly as the A2A
binding defines ``message`` (``../shared/seeds/oatf-a2a-binding.txt``, 7.2.2-7.2.3): a request's
JSON-RPC ``params``, a response's ``result`` (or ``error``), each stream item's SSE data (also as
the synthetic surfaces ``task/status`` and ``task/artifact``), the full Agent Card for
``agent_card/get``; always in the A2A v0.3 JSON shape, whichever SDK line. A message is converted
to JSON only when an indicator applies to its surface and direction.

A match becomes an ``aitf.security.threat_detected`` event on the span of the call (AITF's security
event vocabulary plus the OATF attack, indicator, severity, matched path and framework mappings),
and the span says a threat was seen (``aitf.security.threat_detected``, ``threats_count``).
Matched content appears only when content capture is on, and then as evidence under the redaction
policy (``redaction.redact_evidence``): URLs lose userinfo, query values and fragment, and a matched
credential is masked to its kind, length and first characters. Detection never blocks or changes the
call: OATF indicators monitor, they do not enforce. An indicator that fails is reported once.

With the semantic tier on (``instrument(semantic=True)``, ``detection/semantic``), the texts of
every message a peer sent (a reply, a stream item or a card on the calling side, a request
on the serving side) are also handed to a worker thread after the inline evaluation, as read (each
text normalized and scored on its own there), for each applicable ``semantic`` indicator: a queue
put, never a model call on the call path. Of a reply, the tier gets only what the peer authored: a
task's history without the caller's own messages.

Here: the ``Detector`` (messages to the engine, matches onto spans) and ``evaluate_indicators``,
the wrappers' one entry. Elsewhere: what a match means in AITF terms (``threats``), where the
indicators come from (``indicator_sources``), the engine itself (``oatf``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from opentelemetry.trace import Span, SpanKind

from ..conventions import semconv as sc
from ..hygiene import bounds
from ..hygiene.memo import BoundedMemo
from ..hygiene.redaction import redact_window
from ..hygiene.safety import guarded
from ..sdk.contract import SdkAdapter
from ..sdk.views import ItemView
from .derived import derive_and_texts, part_texts, window
from .normalize import normalize, warm
from .peer_authored import peer_texts
from .threats import threat_facts
from .verdict_cache import MAX_ENTRIES as VERDICT_ENTRIES
from .verdict_cache import VerdictCache

PROTOCOL = "a2a"
REQUEST, RESPONSE = sc.OatfDirectionValues.REQUEST, sc.OatfDirectionValues.RESPONSE
# Synthetic OATF surfaces for stream items (oatf-a2a-binding.txt 7.2.2).
TASK_STATUS, TASK_ARTIFACT = "task/status", "task/artifact"
_SYNTHETIC_SURFACE = {
    sc.StreamEventTypeValues.STATUS_UPDATE: TASK_STATUS,
    sc.StreamEventTypeValues.ARTIFACT_UPDATE: TASK_ARTIFACT,
}
# A payload split across two stream items is seen in the text across their boundary: this many
# characters of the end of one item and of the start of the next.
STREAM_WINDOW = 256
# What a detection's metric point carries (semconv/metrics.yaml): the indicator, from the
# operator's documents, and where it matched; never a value the peer sent.
_METRIC_KEYS = (
    sc.AITF_SECURITY_OATF_INDICATOR_ID,
    sc.AITF_SECURITY_OATF_ATTACK_ID,
    sc.AITF_SECURITY_OATF_SEVERITY,
    sc.AITF_SECURITY_THREAT_TYPE,
    sc.AITF_SECURITY_OATF_SURFACE,
    sc.AITF_SECURITY_OATF_DIRECTION,
)


class StreamText:
    """What one stream's detection remembers between items: the end of the last item's text, so
    that a payload split across two items is seen whole (``derived.window``)."""

    __slots__ = ("tail",)

    def __init__(self) -> None:
        self.tail = ""


class Detector:
    """Evaluates observed A2A messages against an OATF ``IndicatorSet``; records matches on spans
    and counts them (``counter``: ``a2a.security.detections``), the count whether or not the span
    is recorded."""

    def __init__(
        self,
        indicators: Any,
        adapter: SdkAdapter,
        capture_content: bool,
        max_value_length: int,
        counter: Any = None,
        semantic: Any = None,
    ) -> None:
        self._indicators = indicators
        self._counter = counter
        self._adapter = adapter
        self._capture = capture_content
        self._max_value_length = max_value_length
        self._attacks = {
            (document.attack.id, indicator.id): document.attack
            for document in indicators.documents
            for indicator in document.attack.indicators
        }
        # Verdicts are remembered only while they depend on nothing but the message: a semantic
        # evaluator (a model, a service) is asked every time.
        self._cache = VerdictCache() if getattr(indicators, "semantic_evaluator", None) is None else None
        # (surface, direction) -> whether an applicable indicator reads a derived field (``x_...``):
        # only then is a message's text collected and normalized (``_targets``).
        self._derives: dict[tuple[str, str], tuple[bool, bool, Any, frozenset[str] | None]] = {}
        # The semantic tier (``semantic.SemanticTier``) and, per (surface, direction), the semantic
        # indicators it scores; None: inline only.
        self._semantic = semantic
        self._semantic_candidates: dict[tuple[str, str], tuple[Any, ...]] = {}
        self._remembered_texts: BoundedMemo[list[str]] = BoundedMemo(VERDICT_ENTRIES)
        # A stream item's text parts by its content (``_item_text``), and whether the text across an
        # item boundary can match a text pattern (``_may_match``): in one process the client and
        # its server see the same items, and the second need neither the item's view nor the
        # window's normalization again.
        self._item_texts: BoundedMemo[str] = BoundedMemo(VERDICT_ENTRIES)
        self._windows: BoundedMemo[bool] = BoundedMemo(VERDICT_ENTRIES)
        if semantic is not None:
            semantic.bind(self._event, _METRIC_KEYS)
        prepare = getattr(indicators, "prepare", None)
        if prepare is not None:
            prepare()
        warm()  # normalization's tables and scans now, at start-up, not on the first peer message

    def _applies(self, surface: str, direction: str) -> bool:
        return bool(self._indicators.applicable(PROTOCOL, surface, direction))

    def _targets(self, surface: str, direction: str) -> tuple[bool, bool, Any, frozenset[str] | None]:
        """What ``surface``'s indicators read: any derived field; any field as sent; an RE2 set of
        the patterns on ``x_text`` (None: none, or no set), to tell at once whether a text can
        match at all; the top-level fields they read (None: possibly any, as an expression may),
        so that derived fields no indicator reads are not computed."""
        key = (surface, direction)
        found = self._derives.get(key)
        if found is None:
            applicable = self._indicators.applicable(PROTOCOL, surface, direction)
            targets = [str(getattr(c.indicator, "target", "") or "") for c in applicable]
            # The engine's own set for these patterns, built when it started (never on a call).
            regex_set = getattr(self._indicators, "regex_set", None)
            prefilter = regex_set(PROTOCOL, surface, direction, "x_text") if regex_set is not None else None
            found = (
                any(target.startswith("x_") for target in targets),
                any(not target.startswith("x_") for target in targets),
                prefilter,
                _fields_read(c.indicator for c in applicable),
            )
            if len(self._derives) < 1024:
                self._derives[key] = found
        return found

    def _derived(self, surface: str, direction: str) -> bool:
        return self._targets(surface, direction)[0]

    def _verdict(self, surface: str, direction: str, message: Any, texts: list[list[str]] | None = None) -> Any:
        """The inline verdict; the texts it read, as sent, appended to ``texts`` (the semantic tier's,
        which normalizes and scores each in its worker): of a response, only what the peer authored
        (``peer_authored``: a task's history without the caller's own messages), computed here so
        that a remembered verdict remembers those texts."""
        targets = self._targets(surface, direction)
        if targets[0]:
            sent, (message, read) = message, derive_and_texts(surface, message, targets[3])
            if texts is not None:
                texts.append(peer_texts(sent, read) if direction == RESPONSE else read)
        return self._indicators.evaluate(protocol=PROTOCOL, surface=surface, direction=direction, message=message)

    def _to_semantic(self, span: Span, surface: str, direction: str, texts: list[str]) -> None:
        """Hand a message's texts to the semantic tier, after the inline tier, when a peer sent them:
        replies and cards on the calling side, requests on the serving side (this agent's own
        requests and replies are not untrusted input to it). A span that is not recorded has no
        kind: its message is taken as a reply, the calling side's case."""
        if not texts:
            return
        serving = getattr(span, "kind", None) is SpanKind.SERVER
        if serving != (direction == REQUEST):
            return
        key = (surface, direction)
        candidates = self._semantic_candidates.get(key)
        if candidates is None:
            candidates = tuple(
                c
                for c in self._indicators.applicable(PROTOCOL, surface, direction)
                if getattr(c.indicator, "method", None) == "semantic"
            )
            if len(self._semantic_candidates) < 1024:
                self._semantic_candidates[key] = candidates
        if candidates:
            self._semantic.submit(span, surface, direction, texts, candidates)

    def _semantic_texts(self, semantic: bool) -> list[list[str]] | None:
        return [] if semantic and self._semantic is not None else None

    def _evaluate(self, span: Span, surface: str, direction: str, message: Any, semantic: bool = True) -> None:
        texts = self._semantic_texts(semantic)
        self._record(span, surface, direction, self._verdict(surface, direction, message, texts))
        if texts:
            self._to_semantic(span, surface, direction, texts[0])

    def _evaluate_source(
        self,
        span: Span,
        surface: str,
        direction: str,
        content: bytes | None,
        view: Callable[[], Any],
        semantic: bool = True,
    ) -> int:
        """Evaluate the JSON view of a message (built by ``view()`` only when its verdict is not
        already known from a message of the same ``content``, see ``verdict_cache``; None: not
        remembered); the number of detections. With the semantic tier, the peer's texts of a
        remembered verdict are remembered too: the same reply seen by the serving side first (where
        it is not peer text) still reaches the tier on the calling side."""
        texts = self._semantic_texts(semantic)
        return self._remembered(
            span, surface, direction, content, surface, lambda: self._verdict(surface, direction, view(), texts), texts
        )

    def _remembered(
        self,
        span: Span,
        surface: str,
        direction: str,
        content: bytes | None,
        cache_surface: str,
        evaluate: Callable[[], Any],
        texts: list[list[str]] | None = None,
    ) -> int:
        cache = self._cache
        if cache is None or content is None:
            detections = evaluate()
        else:
            key = VerdictCache.key(cache_surface, direction, content)
            detections = cache.get_or_evaluate(key, evaluate)
            if texts is not None:
                if texts:  # evaluated now: its texts kept for the next sight of the same content
                    self._remembered_texts.put(key, texts[0])
                else:
                    known = self._remembered_texts.get(key)
                    if known is not None:
                        texts.append(known)
        self._record(span, surface, direction, detections)
        if texts:
            self._to_semantic(span, surface, direction, texts[0])
        return len(detections) if detections else 0

    def _content_key(self, source: Any) -> bytes | None:
        if self._cache is None:
            return None
        try:
            return self._adapter.content_key(source)
        except Exception:  # a message the adapter cannot serialize is evaluated without the cache
            return None

    def _record(self, span: Span, surface: str, direction: str, detections: Any) -> None:
        if not detections:
            return
        for detection in detections:
            event = self._event(detection, surface, direction)
            span.add_event(sc.EventName.AITF_SECURITY_THREAT_DETECTED, event)
            if self._counter is not None:
                point = {key: event[key] for key in _METRIC_KEYS if key in event}
                point[sc.AITF_SECURITY_OATF_TIER] = sc.OatfTierValues.INLINE
                self._counter.add(1, point)
        attributes = getattr(span, "attributes", None) or {}
        span.set_attribute(sc.AITF_SECURITY_THREAT_DETECTED, True)
        span.set_attribute(
            sc.AITF_SECURITY_THREATS_COUNT, int(attributes.get(sc.AITF_SECURITY_THREATS_COUNT, 0)) + len(detections)
        )

    def _event(self, detection: Any, surface: str, direction: str) -> dict[str, Any]:
        attack = self._attacks.get((detection.attack_id, detection.indicator_id))
        event = threat_facts(detection, attack)
        event[sc.AITF_SECURITY_OATF_SURFACE] = surface
        event[sc.AITF_SECURITY_OATF_DIRECTION] = direction
        event[sc.AITF_SECURITY_OATF_TARGET] = detection.target
        details = {"indicator": detection.indicator_id}
        if detection.description:
            details["description"] = detection.description
        event[sc.AITF_SECURITY_DETAILS] = json.dumps(details, sort_keys=True)
        if self._capture and detection.value is not None:
            # Redacted before it is cut (a cut could leave half a secret unrecognized), then made
            # exportable (a lone surrogate would fail the whole batch); the OCSF findings copy this
            # attribute, so they get the redacted evidence too.
            redacted = redact_window(detection.value, self._max_value_length, evidence=True)[0]
            event[sc.AITF_SECURITY_OATF_MATCHED_VALUE] = bounds.text(redacted, self._max_value_length)
        return event

    # -- what the instrumentation observes ------------------------------------------------------

    def request(self, span: Span, method: str, request: Any) -> None:
        # Not remembered: a request is rarely seen twice (a server's copy carries the options its
        # client added), and keying it costs more than its view on a2a-sdk 0.3.
        if request is not None and self._applies(method, REQUEST):
            self._evaluate(span, method, REQUEST, self._adapter.wire_request(request))

    def response(self, span: Span, method: str, result: Any, wire: Callable[[Any], Any] | None = None) -> None:
        """A unary result (``wire`` converts it; by default the adapter's ``wire_result``)."""
        if self._applies(method, RESPONSE):
            convert = wire or self._adapter.wire_result
            self._evaluate_source(span, method, RESPONSE, self._content_key(result), lambda: convert(result))

    def card(self, span: Span, method: str, card: Any) -> None:
        if self._applies(method, RESPONSE):
            self._evaluate_source(
                span, method, RESPONSE, self._content_key(card), lambda: self._adapter.wire_card(card)
            )

    def error(self, span: Span, method: str, exc: BaseException) -> None:
        if self._applies(method, RESPONSE):
            error = self._adapter.wire_error(exc)
            if error is not None:
                self._evaluate(span, method, RESPONSE, error)

    def push(self, span: Span, args: tuple, kwargs: dict[str, Any]) -> None:
        """A push notification's payload, on the surface of the update it is (a Task: ``task/status``,
        whose status message and artifacts it carries)."""
        _, update = self._adapter.describe_push_delivery(args, kwargs)
        surface = _SYNTHETIC_SURFACE.get(update.event_type, TASK_STATUS)
        if self._applies(surface, RESPONSE):
            payload = self._adapter.push_payload(args, kwargs)
            # This agent's own update, sent to a webhook: not peer text for the semantic tier.
            self._evaluate_source(
                span,
                surface,
                RESPONSE,
                self._content_key(payload),
                lambda: self._adapter.wire_event(payload),
                semantic=False,
            )

    def new_stream(self) -> StreamText:
        return StreamText()

    def item(
        self, span: Span, method: str, item: Any, view: ItemView, wire: Any, stream: StreamText | None = None
    ) -> None:
        """One stream item (``wire``: the adapter function for its JSON): evaluated as a response of
        ``method`` and, for status and artifact updates, as ``task/status`` / ``task/artifact``.

        The peer's text of a status or artifact update is read (``derived``) on its own surface
        only, so that one payload makes one finding, not one per surface. With ``stream``, the text
        across this item's boundary with the previous one is evaluated too, when neither item
        matched alone."""
        synthetic = _SYNTHETIC_SURFACE.get(view.event_type)
        surfaces = [surface for surface in (method, synthetic) if surface and self._applies(surface, RESPONSE)]
        if not surfaces:
            return
        converted: list[Any] = []

        def wire_view() -> Any:  # converted once, for every surface that needs it
            if not converted:
                converted.append(wire(item))
            return converted[0]

        content = self._content_key(item)  # keyed once, for every surface
        found = 0
        for surface in surfaces:
            if surface == method and synthetic is not None and self._derived(method, RESPONSE):
                # Only the indicators on fields as sent, if any: the derived ones read this update
                # on its own surface.
                if self._targets(method, RESPONSE)[1]:
                    found += self._evaluate_plain(span, surface, content, wire_view)
            else:
                found += self._evaluate_source(span, surface, RESPONSE, content, wire_view)
        if stream is not None:
            self._across_items(span, synthetic or method, stream, found, lambda: self._item_text(content, wire_view))

    def _item_text(self, content: bytes | None, view: Callable[[], Any]) -> str:
        """The text parts of a stream item, joined, of which a window reads only the first and the
        last ``STREAM_WINDOW`` characters (the rest left out, so that what is remembered stays
        small); remembered by its content like its verdict (the text is a function of the view,
        which is one of the content)."""
        key = VerdictCache.key("stream item text", RESPONSE, content) if content is not None else None
        text = self._item_texts.get(key) if key is not None else None
        if text is None:
            text = "\n".join(part_texts(view()))
            if len(text) > 2 * STREAM_WINDOW:
                text = text[:STREAM_WINDOW] + text[-STREAM_WINDOW:]
            if key is not None:
                self._item_texts.put(key, text)
        return text

    def _evaluate_plain(self, span: Span, surface: str, content: bytes | None, view: Callable[[], Any]) -> int:
        """``surface``'s indicators on the message as sent: those on derived fields find nothing."""

        def evaluate() -> Any:
            return self._indicators.evaluate(protocol=PROTOCOL, surface=surface, direction=RESPONSE, message=view())

        return self._remembered(span, surface, RESPONSE, content, f"{surface} as sent", evaluate)

    def _across_items(
        self, span: Span, surface: str, stream: StreamText, found: int, item_text: Callable[[], str]
    ) -> None:
        if not self._derived(surface, RESPONSE):
            return
        if found:
            stream.tail = ""
            return
        text = item_text()
        # One character more than the window: ``window`` then knows the end was cut from a longer text.
        previous, stream.tail = stream.tail, text[-STREAM_WINDOW - 1 :]
        if not previous or not text:
            return
        across = window(previous, text, STREAM_WINDOW)
        if not self._may_match(surface, across):
            return  # no text pattern can match across this boundary: no evaluation
        # The semantic tier scored each item's whole text already.
        self._evaluate(span, surface, RESPONSE, {"parts": [{"kind": "text", "text": across}]}, semantic=False)

    def _may_match(self, surface: str, across: str) -> bool:
        """Whether a text pattern of ``surface`` can match the normalized ``across`` (no set of
        them: assume so); remembered for the other side of the same stream."""
        prefilter = self._targets(surface, RESPONSE)[2]
        if prefilter is None:
            return True
        key = (surface, across)
        found = self._windows.get(key)
        if found is None:
            found = bool(prefilter.Match(normalize(across, limit=2 * STREAM_WINDOW + 1).text))
            self._windows.put(key, found)
        return found


def _fields_read(indicators: Any) -> frozenset[str] | None:
    """The top-level fields that ``indicators`` read: each pattern's and semantic target's first
    segment (``x_size.parts``: ``x_size``); None when one may read any field (an expression, a
    target that is the whole message, an indicator of another kind)."""
    fields: set[str] = set()
    for indicator in indicators:
        spec = getattr(indicator, indicator.method, None) if indicator.method in ("pattern", "semantic") else None
        target = getattr(spec, "target", None)
        if not isinstance(target, str) or not target:
            return None
        fields.add(target.split(".", 1)[0].removesuffix("[*]"))
    return frozenset(fields)


def evaluate_indicators(detector: Detector | None, what: str, *args: Any) -> None:
    """``evaluate_indicators(detector, "request", span, method, request)``: a no-op without indicators; a
    failure in detection is logged and never reaches the call."""
    if detector is not None:
        guarded(f"evaluating OATF indicators ({what})", getattr(detector, what), *args)
