"""The semantic tier reads only what a peer authored: on the calling side, a task's history without
the caller's own (user-role) messages; the serving side still scores the request; the inline tier
still reads the whole message."""

from __future__ import annotations

import pytest
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import drain, instrumented_by
from opentelemetry.instrumentation.a2a.detection.derived import derive, derive_and_texts
from opentelemetry.instrumentation.a2a.detection.peer_authored import peer_texts, without_callers_history
from opentelemetry.instrumentation.a2a.detection.semantic import SemanticTier
from opentelemetry.instrumentation.a2a.detection.semantic._units import units_of

# The caller's request: words no reply of the agent holds, kept whole by normalization (more than
# one word: a one-word text is a label, which the model does not score).
MARKER = "zqcallers own request"
ANSWER = "the peers answer"
STATUS = "working on it"


class Submitted(list):
    units: set[str]

    def __init__(self) -> None:
        super().__init__()
        self.units = set()


class RecordingEvaluator:
    """Scores nothing as an attack; keeps every text it was asked to score."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def score(self, text: str, semantic: object) -> float:
        self.texts.append(text)
        return 0.0


@pytest.fixture(scope="module")
def answering_agent():
    with ea.EchoAgent("answering-agent", replies={MARKER: {"status": STATUS, "artifact": ANSWER}}) as running:
        yield running


@pytest.fixture
def submitted(monkeypatch) -> list[tuple[SpanKind | None, str, str]]:
    """``(span kind, surface, texts joined)`` of every message the detector hands the tier (called
    through); ``submitted.units``: the texts the model is to score of each."""
    seen = Submitted()
    submit = SemanticTier.submit

    def spying(self, span, surface, direction, texts, candidates):
        seen.append((getattr(span, "kind", None), surface, "\n".join(texts)))
        seen.units.update(units_of(texts, self.max_chars))
        return submit(self, span, surface, direction, texts, candidates)

    monkeypatch.setattr(SemanticTier, "submit", spying)
    return seen


@pytest.mark.parametrize("streaming", [False, True], ids=["send", "stream"])
async def test_the_calling_side_scores_the_reply_without_the_callers_request(
    answering_agent, tracer_provider, submitted, streaming
):
    evaluator = RecordingEvaluator()
    with instrumented_by(tracer_provider=tracer_provider, indicators=["curated"], semantic=evaluator):
        async with ea.connect(answering_agent.base_url, streaming=streaming) as client:
            items = await drain(client.send_message(ea.user_message(MARKER)))
            # tasks/get: the task again, its history holding the request and the status message.
            await client.get_task(ea.get_task_request(ea.item_task_id(items[-1])))
        assert tracer_provider.force_flush(30_000)

    client_side = [(surface, text) for kind, surface, text in submitted if kind is not SpanKind.SERVER]
    serving_side = [text for kind, _, text in submitted if kind is SpanKind.SERVER]
    assert any(ANSWER in text for _, text in client_side)
    assert any(STATUS in text for _, text in client_side)  # an agent-role message stays
    assert not [text for _, text in client_side if MARKER in text]
    assert any(MARKER in text for text in serving_side)  # the request, a peer's text to the server
    fetched = [text for surface, text in client_side if surface == "tasks/get"]
    assert len(fetched) == 1 and ANSWER in fetched[0] and STATUS in fetched[0]
    if streaming:
        # The stream's first item, the task whose only text is the caller's request: nothing to score.
        assert "message/stream" not in {surface for surface, _ in client_side}
    # What the model was asked: exactly what was handed over, each text on its own (the caller's
    # words on the serving side only).
    assert set(evaluator.texts) == submitted.units
    assert len([text for text in evaluator.texts if MARKER in text]) == len(
        [text for text in serving_side if MARKER in text]
    )


@pytest.mark.parametrize("user, agent", [("user", "agent"), ("ROLE_USER", "ROLE_AGENT")], ids=["v03", "protobuf"])
def test_the_callers_history_messages_are_left_out(user, agent):
    mine = {"role": user, "parts": [{"kind": "text", "text": "my request"}]}
    theirs = {"role": agent, "parts": [{"kind": "text", "text": "their status"}]}
    task = {
        "kind": "task",
        "history": [mine, theirs, "stray", 7, None],
        "artifacts": [{"parts": [{"kind": "text", "text": "their answer"}]}],
    }
    peers = without_callers_history(task)
    assert peers == {**task, "history": [theirs, "stray", 7, None]}  # non-dict entries are not the caller's
    assert task["history"][0] is mine  # the message as sent is not changed

    texts = peer_texts(task, derive_and_texts("message/send", task)[1])
    assert texts == ["their status", "stray", "their answer"]
    assert "my request" in derive("message/send", task)["x_text"]  # the inline tier reads it all


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "task", "history": [{"role": "agent", "parts": [{"kind": "text", "text": "x"}]}]},
        {"kind": "task", "history": ({"role": "user", "parts": []},)},  # not a list: as it is
        {"kind": "task", "history": {"role": "user"}},
        {"kind": "task", "history": [{"role": ["user"]}, {"role": 1}, {"parts": []}]},  # odd roles: kept
        {"kind": "message", "role": "user", "parts": [{"kind": "text", "text": "x"}]},  # no history
        ["not", "a", "mapping"],
        None,
    ],
)
def test_without_the_callers_messages_the_whole_text_is_the_peers(message):
    assert without_callers_history(message) is None
    texts = ["the whole text"]
    assert peer_texts(message, texts) is texts  # nothing computed again


def test_a_history_of_the_callers_messages_only_leaves_no_text():
    task = {"kind": "task", "id": "t1", "history": [{"role": "user", "parts": [{"kind": "text", "text": "mine"}]}]}
    assert without_callers_history(task) == {"kind": "task", "id": "t1", "history": []}
    assert peer_texts(task, derive_and_texts("message/stream", task)[1]) == []


def test_each_listed_tasks_history_is_read_without_the_callers_messages():
    # The 1.x ListTasks response: {"tasks": [...]}, each task with its history (protobuf JSON roles).
    mine = {"role": "ROLE_USER", "parts": [{"text": "my own request"}]}
    theirs = {"role": "ROLE_AGENT", "parts": [{"text": "the peer's answer"}]}
    listing = {
        "tasks": [{"id": "t1", "history": [mine, theirs]}, {"id": "t2", "history": [theirs]}],
        "nextPageToken": "",
    }
    peers = without_callers_history(listing)
    assert peers == {
        "tasks": [{"id": "t1", "history": [theirs]}, {"id": "t2", "history": [theirs]}],
        "nextPageToken": "",
    }
    assert listing["tasks"][0]["history"] == [mine, theirs]  # the view itself is not changed
    assert peer_texts(listing, ["unused"]) == ["the peer's answer", "the peer's answer"]


def test_a_huge_history_is_read_only_as_far_as_derive_reads_it():
    from opentelemetry.instrumentation.a2a.detection.derived import MAX_NODES

    mine = {"role": "user", "parts": [{"kind": "text", "text": "x"}]}
    task = {"kind": "task", "id": "t", "history": [mine] * (MAX_NODES * 50)}
    peers = without_callers_history(task)
    assert peers is not None and peers["history"] == []
    # A user-role entry past the bound is never looked at, as derive never reads it.
    late = {"kind": "task", "id": "t", "history": [{"role": "agent", "parts": []}] * MAX_NODES + [mine]}
    assert without_callers_history(late) is None
