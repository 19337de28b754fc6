"""Strands Agents: an agent served with Strands' ``A2AServer``, called with its ``A2AAgent`` from a tool
of a local Strands agent.

Both agents run Strands' own code end to end; only the model is scripted (a ``Model`` subclass), so
nothing leaves 127.0.0.1. Strands traces through the global provider (tracer ``strands.telemetry.tracer``)."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from typing import Any

from .harness import require, serving, span_tree

require("strands", "strands")

from strands import Agent, tool  # noqa: E402
from strands.agent.a2a_agent import A2AAgent  # noqa: E402
from strands.models.model import Model  # noqa: E402
from strands.multiagent.a2a.server import A2AServer  # noqa: E402


class ScriptedModel(Model):
    """A model that answers with ``reply`` (or raises when ``reply`` is None); given ``tool_name``,
    it first calls that tool, then answers once the tool's result is in."""

    def __init__(self, reply: str | None, tool_name: str | None = None) -> None:
        self.reply = reply
        self.tool_name = tool_name

    def update_config(self, **model_config: Any) -> None:
        pass

    def get_config(self) -> dict[str, Any]:
        return {}

    def structured_output(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("the scripted model answers in text only")

    async def stream(self, messages: Any, *args: Any, **kwargs: Any) -> AsyncGenerator[dict[str, Any], None]:
        if self.reply is None:
            raise RuntimeError("scripted model failure")
        answered = any("toolResult" in block for block in messages[-1]["content"])
        yield {"messageStart": {"role": "assistant"}}
        if self.tool_name and not answered:
            yield {"contentBlockStart": {"start": {"toolUse": {"toolUseId": "call-1", "name": self.tool_name}}}}
            yield {"contentBlockDelta": {"delta": {"toolUse": {"input": json.dumps({"question": "hello"})}}}}
            yield {"contentBlockStop": {}}
            yield {"messageStop": {"stopReason": "tool_use"}}
            return
        yield {"contentBlockDelta": {"delta": {"text": self.reply}}}
        yield {"contentBlockStop": {}}
        yield {"messageStop": {"stopReason": "end_turn"}}


def remote_app(reply: str | None):
    def build(port: int):
        def responder(context_id: str) -> Agent:
            return Agent(name="responder", description="Answers.", model=ScriptedModel(reply), callback_handler=None)

        return A2AServer(
            agent_factory=responder, host="127.0.0.1", port=port, enable_a2a_compliant_streaming=True
        ).to_starlette_app()

    return build


async def ask(base_url: str) -> tuple[str, list[str]]:
    """A local agent whose model calls the ``ask_remote`` tool, which asks the served agent through
    ``A2AAgent``; the local agent's answer and what the tool got back."""
    remote = A2AAgent(endpoint=base_url)
    answers: list[str] = []

    @tool
    async def ask_remote(question: str) -> str:
        """Ask the remote agent."""
        answers.append(str(await remote.invoke_async(question)).strip())
        return answers[-1]

    caller = Agent(
        name="caller", model=ScriptedModel("done", tool_name="ask_remote"), tools=[ask_remote], callback_handler=None
    )
    result = await caller.invoke_async("hi")
    return str(result).strip(), answers


async def test_one_trace_from_the_local_agent_to_the_remote_model(traced):
    with serving(remote_app("scripted reply")) as base_url:
        answer, answers = await ask(base_url)

    assert (answer, answers) == ("done", ["scripted reply"])
    assert span_tree(list(traced.get_finished_spans())) == [
        (0, "invoke_agent caller", "INTERNAL", "OK", None),
        (1, "execute_event_loop_cycle", "INTERNAL", "OK", None),
        (2, "chat", "INTERNAL", "OK", None),
        (2, "execute_tool ask_remote", "INTERNAL", "OK", None),
        (3, "a2a.agent.discover", "CLIENT", "UNSET", None),
        (3, "a2a.message.stream responder", "CLIENT", "UNSET", None),
        (4, "a2a.message.stream responder", "SERVER", "UNSET", None),
        (5, "invoke_agent responder", "INTERNAL", "OK", None),
        (6, "execute_event_loop_cycle", "INTERNAL", "OK", None),
        (7, "chat", "INTERNAL", "OK", None),
        (1, "execute_event_loop_cycle", "INTERNAL", "OK", None),
        (2, "chat", "INTERNAL", "OK", None),
    ]


async def test_a_failing_remote_model_is_an_error_on_both_sides(traced):
    with serving(remote_app(None)) as base_url:
        answer, answers = await ask(base_url)

    # A2AAgent returns the failed task's result without raising, so the caller's tool span is OK;
    # ours carry the failure on both sides of the hop, Strands' on the remote side.
    assert (answer, answers) == ("done", ["Agent execution failed"])
    failure = "scripted model failure"
    assert span_tree(list(traced.get_finished_spans())) == [
        (0, "invoke_agent caller", "INTERNAL", "OK", None),
        (1, "execute_event_loop_cycle", "INTERNAL", "OK", None),
        (2, "chat", "INTERNAL", "OK", None),
        (2, "execute_tool ask_remote", "INTERNAL", "OK", None),
        (3, "a2a.agent.discover", "CLIENT", "UNSET", None),
        (3, "a2a.message.stream responder", "CLIENT", "ERROR", "task failed"),
        (4, "a2a.message.stream responder", "SERVER", "ERROR", "task failed"),
        (5, "invoke_agent responder", "INTERNAL", "ERROR", failure),
        (6, "execute_event_loop_cycle", "INTERNAL", "ERROR", failure),
        (7, "chat", "INTERNAL", "ERROR", failure),
        (1, "execute_event_loop_cycle", "INTERNAL", "OK", None),
        (2, "chat", "INTERNAL", "OK", None),
    ]
