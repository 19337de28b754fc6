"""A labelled corpus through real a2a-sdk calls, channel by channel (``make bench-detections`` and
``test_corpus_floor.py``).

Every case is sent the way a peer would send it, on the installed SDK line: in a served Agent
Card, in the serving agent's reply (a task's artifact or status message, unary or streamed), in
the caller's request (a text part, a string deep in a data part, a metadata value), as a push
URL, as a delegation chain. Client and server run in this process, instrumented with
``indicators=["curated"]``; a case is detected in a channel when any span of its call (client or
server side) has an ``aitf.security.threat_detected`` event. With ``semantic=True`` the semantic
tier is on too (``instrument(semantic=True)``, the ``semantic`` extra's model): after each call the
provider is flushed, which waits for the tier's pending scores, and a semantic finding of the call
(an OCSF Detection Finding of tier ``semantic``, the tier's public output) counts as well.

Corpus files (``corpus/*.jsonl``, see ``corpus/README.md``): one case per line with ``id``,
``label`` (``malicious`` | ``benign``), ``kind`` (``text`` | ``secret`` | ``push_url`` |
``card_name`` | ``delegation``), ``technique``, ``language``, ``source``, and ``text``, ``url``
or ``chain``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import echo_agent as ea
from conftest import drain
from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.security import OCSFSpanProcessor

from .agents import card_changes, discover, message
from .transforms import TRANSFORMS, applies

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"
THREAT = "aitf.security.threat_detected"
KINDS = ("text", "secret", "push_url", "card_name", "delegation")
LABELS = ("malicious", "benign")
# Where each kind of case is sent.
TEXT_CHANNELS = (
    "card.skill.description",
    "reply.artifact",
    "reply.status",
    "stream.artifact",
    "stream.status",
    "request.text",
    "request.data",
    "request.metadata",
)
# The direction the case's text travels in each channel: a detection counts for the case only in
# that direction. The carrier the harness sends the other way (the request that names which reply
# to give, the reply that echoes a request) is not the case's text.
DIRECTION_BY_CHANNEL = {
    **dict.fromkeys(("card.skill.description", "card.name"), "response"),
    **dict.fromkeys(("reply.artifact", "reply.status", "stream.artifact", "stream.status"), "response"),
    **dict.fromkeys(("request.text", "request.data", "request.metadata", "request.delegation"), "request"),
    "push.config": "request",
}
CHANNELS_BY_KIND = {
    "text": TEXT_CHANNELS,
    "secret": TEXT_CHANNELS,
    "push_url": ("push.config",),
    "card_name": ("card.name",),
    "delegation": ("request.delegation",),
}


@dataclass(frozen=True)
class Case:
    id: str
    label: str
    kind: str
    technique: str
    language: str
    source: str
    text: str = ""
    url: str = ""
    chain: tuple[str, ...] = ()
    split: str = ""
    transform: str = ""  # the readable disguise its text wears (``disguised``), or none


def probes(
    texts: Mapping[str, str] | Sequence[str],
    label: str,
    *,
    technique: str,
    prefix: str,
    kind: str = "text",
    language: str = "en",
) -> list[Case]:
    """A test's own sentences as cases: ``prefix-<key or index>``, the technique for an attack and
    ``benign`` for the rest."""
    named = texts.items() if isinstance(texts, Mapping) else enumerate(texts)
    return [
        Case(
            id=f"{prefix}-{name}",
            label=label,
            kind=kind,
            technique=technique if label == "malicious" else "benign",
            language=language,
            source="this test",
            text=text,
        )
        for name, text in named
    ]


@dataclass
class Outcome:
    case: Case
    channel: str
    indicators: list[str] = field(default_factory=list)

    @property
    def detected(self) -> bool:
        return bool(self.indicators)


def load(paths: Iterable[Path]) -> list[Case]:
    """The cases of ``paths`` (their split is the file's stem); a malformed case is an error."""
    cases: list[Case] = []
    seen: set[str] = set()
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            raw = json.loads(line)
            where = f"{path.name}:{number}"
            if raw.get("label") not in LABELS or raw.get("kind") not in KINDS:
                raise ValueError(f"{where}: label must be one of {LABELS} and kind one of {KINDS}")
            if raw["id"] in seen:
                raise ValueError(f"{where}: duplicate id {raw['id']}")
            seen.add(raw["id"])
            payload = {"push_url": "url", "delegation": "chain"}.get(raw["kind"], "text")
            if not raw.get(payload):
                raise ValueError(f"{where}: a {raw['kind']} case needs {payload!r}")
            cases.append(
                Case(
                    id=raw["id"],
                    label=raw["label"],
                    kind=raw["kind"],
                    technique=raw.get("technique", ""),
                    language=raw.get("language", ""),
                    source=raw.get("source", ""),
                    text=raw.get("text", ""),
                    url=raw.get("url", ""),
                    chain=tuple(raw.get("chain", ())),
                    split=path.stem,
                )
            )
    return cases


def disguised(cases: Iterable[Case], names: Iterable[str] | None = None) -> list[Case]:
    """Each text case in each readable disguise of ``transforms.TRANSFORMS`` (or of those ``names``)
    that applies to it. Cases of technique ``encoded`` are left out: a transform of a base64 or hex
    run is no longer the encoding, and no longer readable to a model either."""
    chosen = TRANSFORMS if names is None else {name: TRANSFORMS[name] for name in names}
    return [
        replace(case, id=f"{case.id}~{name}", text=transform(case.text), transform=name)
        for case in cases
        if case.kind == "text" and case.technique != "encoded"
        for name, transform in chosen.items()
        if applies(name, case.text)
    ]


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*.jsonl"))


class _Calls:
    """One instrumented provider; the spans (and semantic findings) of one call at a time."""

    def __init__(self, semantic: bool = False) -> None:
        self.exporter = InMemorySpanExporter()
        self.provider = TracerProvider()
        self.provider.add_span_processor(SimpleSpanProcessor(self.exporter))
        self.instrumentor = A2AInstrumentor()
        self.semantic = semantic
        self.records: list[dict[str, Any]] = []
        if semantic:
            self.provider.add_span_processor(OCSFSpanProcessor("ocsf", sink=self.records.append))

    def __enter__(self) -> _Calls:
        self.instrumentor.instrument(tracer_provider=self.provider, indicators=["curated"], semantic=self.semantic)
        return self

    def __exit__(self, *exc: object) -> None:
        self.instrumentor.uninstrument()

    def indicators(self, channel: str) -> list[str]:
        """The indicators that matched the case's text: in the channel's direction."""
        if self.semantic:
            self.provider.force_flush(60_000)  # the semantic tier's pending scores, then their records
        direction = DIRECTION_BY_CHANNEL[channel]
        found = [
            event.attributes["aitf.security.oatf.indicator_id"]
            for span in self.exporter.get_finished_spans()
            for event in span.events
            if event.name == THREAT and event.attributes.get("aitf.security.oatf.direction") == direction
        ]
        found += [
            record["finding_info"]["analytic"]["uid"]
            for record in self.records
            if record["class_uid"] == 2004
            and record["unmapped"]["oatf"].get("tier") == "semantic"
            and record["evidences"][0]["data"]["direction"] == direction
        ]
        self.exporter.clear()
        self.records.clear()
        return sorted(set(found))


def _reply_key(channel: str, case: Case) -> str:
    return f"{channel} {case.id}"


async def run(
    cases: Sequence[Case],
    channels: Sequence[str] | None = None,
    card_sample: Callable[[Case], bool] = lambda case: True,
    semantic: bool = False,
) -> list[Outcome]:
    """Every case through every channel of its kind (``channels``: only these). ``card_sample``
    picks the cases served in a card (the bench serves them all).
    ``semantic``: the semantic tier on too."""
    wanted = set(channels) if channels is not None else None

    def routed(case: Case) -> list[str]:
        return [c for c in CHANNELS_BY_KIND[case.kind] if wanted is None or c in wanted]

    replies: dict[str, Any] = {}
    for case in cases:
        for channel in routed(case):
            if channel.endswith(".artifact"):
                replies[_reply_key(channel, case)] = {"artifact": case.text}
            elif channel.endswith(".status"):
                replies[_reply_key(channel, case)] = {"status": case.text}
    outcomes: list[Outcome] = []
    with _Calls(semantic) as calls, ea.EchoAgent("corpus-peer", push=True, replies=replies) as peer:
        async with ea.connect(peer.base_url, streaming=False) as unary, ea.connect(peer.base_url) as streaming:
            for case in cases:
                for channel in routed(case):
                    if channel.startswith("card."):
                        continue
                    await _send(channel, case, unary, streaming)
                    outcomes.append(Outcome(case, channel, calls.indicators(channel)))
        card_cases = [
            (case, channel)
            for case in cases
            for channel in routed(case)
            if channel.startswith("card.") and card_sample(case)
        ]
        if card_cases:
            outcomes += await _through_one_card_server(card_cases, calls)
    return outcomes


async def _through_one_card_server(card_cases: list[tuple[Case, str]], calls: _Calls) -> list[Outcome]:
    """Each case in the served card of one agent: the SDK's apps serialize the card on every
    request, so the card (and the extended card) is changed in place between two discoveries, each
    field put back first. Starting a server per case took ~0.2 s, most of the corpus test's time."""
    served_cards: list[Any] = []
    outcomes: list[Outcome] = []
    with ea.EchoAgent("corpus-card", customize=served_cards.append) as served:
        originals = [(card.name, card.skills[0].description) for card in served_cards]
        for case, channel in card_cases:
            change = (
                card_changes(name=case.text) if channel == "card.name" else card_changes(skill_description=case.text)
            )
            for card, (name, description) in zip(served_cards, originals, strict=True):
                card.name = name
                card.skills[0].description = description
                change(card)
            await discover(served.base_url)
            outcomes.append(Outcome(case, channel, calls.indicators(channel)))
    return outcomes


async def _send(channel: str, case: Case, unary: Any, streaming: Any) -> None:
    if channel in ("reply.artifact", "reply.status"):
        await drain(unary.send_message(ea.user_message(_reply_key(channel, case))))
    elif channel in ("stream.artifact", "stream.status"):
        await drain(streaming.send_message(ea.user_message(_reply_key(channel, case))))
    elif channel == "request.text":
        await drain(unary.send_message(ea.user_message(case.text)))
    elif channel == "request.data":
        request = ea.user_message_with_parts("see the data part", {"record": {"note": case.text}}, "n.bin", b"\0")
        await drain(unary.send_message(request))
    elif channel == "request.metadata":
        await drain(unary.send_message(message(["see the metadata"], metadata={"note": case.text})))
    elif channel == "request.delegation":
        await drain(unary.send_message(message(["delegate this"], metadata={"delegationChain": list(case.chain)})))
    elif channel == "push.config":
        # Only stored, never delivered: the task completes before any push could be sent.
        (item,) = await drain(unary.send_message(ea.user_message("hello")))
        await ea.set_push_config(unary, ea.item_task_id(item), "cfg", case.url, "push-token")
    else:
        raise ValueError(channel)


@dataclass
class Rate:
    hits: int = 0
    total: int = 0

    @property
    def value(self) -> float:
        return self.hits / self.total if self.total else 0.0

    def __str__(self) -> str:
        return f"{self.value:.3f} ({self.hits}/{self.total})" if self.total else "-"


def missed(outcomes: Iterable[Outcome]) -> list[tuple[str, str]]:
    """The (channel, text) of every outcome without a detection: what an attack test expects empty."""
    return [(o.channel, o.case.text) for o in outcomes if not o.detected]


def flagged(outcomes: Iterable[Outcome]) -> list[tuple[str, str, Any]]:
    """The (channel, text, indicators) of every outcome with one: what a twin test expects empty."""
    return [(o.channel, o.case.text, o.indicators) for o in outcomes if o.indicators]


def rates(outcomes: Iterable[Outcome], by: Callable[[Outcome], str]) -> dict[str, dict[str, Rate]]:
    """``{group: {"recall": Rate, "fpr": Rate}}``: recall over malicious cases, false-positive
    rate over benign ones."""
    table: dict[str, dict[str, Rate]] = defaultdict(lambda: {"recall": Rate(), "fpr": Rate()})
    for outcome in outcomes:
        rate = table[by(outcome)]["recall" if outcome.case.label == "malicious" else "fpr"]
        rate.total += 1
        rate.hits += outcome.detected
    return dict(sorted(table.items()))
