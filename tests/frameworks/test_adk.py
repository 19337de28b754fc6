"""Google ADK: an agent served with ADK's ``to_a2a``, called through ``RemoteA2aAgent`` from an ADK runner.

Both agents run ADK's own code end to end; only the model is scripted (a ``BaseLlm`` subclass), so
nothing leaves 127.0.0.1. ADK traces through the global provider (tracer ``gcp.vertex.agent``)."""

from __future__ import annotations

import importlib.metadata
from collections.abc import AsyncGenerator

import pytest

from .harness import require, serving, span_tree

require("adk", "google.adk")

from google.adk.a2a.utils.agent_to_a2a import to_a2a  # noqa: E402
from google.adk.agents import LlmAgent  # noqa: E402
from google.adk.agents.remote_a2a_agent import RemoteA2aAgent  # noqa: E402
from google.adk.models.base_llm import BaseLlm  # noqa: E402
from google.adk.models.llm_request import LlmRequest  # noqa: E402
from google.adk.models.llm_response import LlmResponse  # noqa: E402
from google.adk.runners import InMemoryRunner  # noqa: E402
from google.genai import types  # noqa: E402

# ADK marks its A2A support experimental and warns on every use.
pytestmark = pytest.mark.filterwarnings(r"ignore:\[EXPERIMENTAL\]:UserWarning")

# ADK's client config streams on a2a-sdk 1.x (the SDK's default) but sets ``streaming=False`` on 0.3.
SEND = "a2a.message.send" if importlib.metadata.version("a2a-sdk").startswith("0.") else "a2a.message.stream"


class ScriptedLlm(BaseLlm):
    """A model that answers every request with ``reply``, or raises when ``reply`` is None."""

    reply: str | None = None

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        if self.reply is None:
            raise RuntimeError("scripted model failure")
        yield LlmResponse(content=types.Content(role="model", parts=[types.Part(text=self.reply)]))


def remote_app(reply: str | None):
    agent = LlmAgent(name="responder", model=ScriptedLlm(model="scripted", reply=reply), instruction="Answer.")
    return lambda port: to_a2a(agent, host="127.0.0.1", port=port)


async def ask(base_url: str) -> list[str]:
    """Run a ``RemoteA2aAgent`` for the served agent in an ADK runner; the texts it returned."""
    remote = RemoteA2aAgent(name="remote", agent_card=f"{base_url}/.well-known/agent-card.json")
    runner = InMemoryRunner(agent=remote, app_name="frameworks")
    session = await runner.session_service.create_session(app_name="frameworks", user_id="user")
    question = types.Content(role="user", parts=[types.Part(text="hello")])
    texts = []
    async for event in runner.run_async(user_id="user", session_id=session.id, new_message=question):
        texts += [part.text for part in (event.content.parts if event.content else []) if part.text]
    return texts


async def test_one_trace_from_the_runner_to_the_remote_model(traced):
    with serving(remote_app("scripted reply")) as base_url:
        texts = await ask(base_url)

    assert texts[-1] == "scripted reply"
    assert span_tree(list(traced.get_finished_spans())) == [
        (0, "invoke_workflow remote", "INTERNAL", "UNSET", None),
        (1, "invoke_agent remote", "INTERNAL", "UNSET", None),
        (2, "a2a.agent.discover", "CLIENT", "UNSET", None),
        (2, f"{SEND} responder", "CLIENT", "UNSET", None),
        (3, f"{SEND} responder", "SERVER", "UNSET", None),
        (4, "invoke_workflow responder", "INTERNAL", "UNSET", None),
        (5, "invoke_agent responder", "INTERNAL", "UNSET", None),
        (6, "generate_content scripted", "INTERNAL", "UNSET", None),
    ]


async def test_a_failing_remote_model_is_an_error_on_both_sides(traced):
    with serving(remote_app(None)) as base_url:
        texts = await ask(base_url)

    # ADK's RemoteA2aAgent turns the failed task into an event carrying its message: the caller's
    # own ADK spans stay UNSET, ours carry the failure on both sides of the hop.
    assert texts[-1] == "scripted model failure"
    failure = "RuntimeError: scripted model failure"
    assert span_tree(list(traced.get_finished_spans())) == [
        (0, "invoke_workflow remote", "INTERNAL", "UNSET", None),
        (1, "invoke_agent remote", "INTERNAL", "UNSET", None),
        (2, "a2a.agent.discover", "CLIENT", "UNSET", None),
        (2, f"{SEND} responder", "CLIENT", "ERROR", "task failed"),
        (3, f"{SEND} responder", "SERVER", "ERROR", "task failed"),
        (4, "invoke_workflow responder", "INTERNAL", "ERROR", failure),
        (5, "invoke_agent responder", "INTERNAL", "ERROR", failure),
        (6, "generate_content scripted", "INTERNAL", "ERROR", failure),
    ]
