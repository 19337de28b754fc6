"""The A2A operations, as the conventions name them: method -> span name and shape."""

from __future__ import annotations

from typing import NamedTuple

from ..conventions.semconv import MethodValues as M
from ..conventions.semconv import SpanName as S
from ..hygiene.bounds import MAX_DISTINCT_VALUES, OVERFLOW, DistinctValues, name_part

# Names made for (base, agent) pairs, kept so that a span of a known agent costs one lookup: at
# most this many (a few bases per agent, MAX_DISTINCT_VALUES agents), then names are made anew.
_MAX_CACHED_NAMES = 16 * MAX_DISTINCT_VALUES


class Operation(NamedTuple):
    method: str
    span_name: str
    # A message exchange: a request message and Task/Message/update results (send, stream,
    # resubscribe), traced with its events; otherwise one request, one result.
    exchange: bool = False


OPERATIONS = {
    operation.method: operation
    for operation in (
        Operation(M.AGENT_CARD_GET, S.AGENT_DISCOVER),
        Operation(M.AGENT_GET_AUTHENTICATED_EXTENDED_CARD, S.AGENT_DISCOVER),
        Operation(M.MESSAGE_SEND, S.MESSAGE_SEND, exchange=True),
        Operation(M.MESSAGE_STREAM, S.MESSAGE_STREAM, exchange=True),
        Operation(M.TASKS_RESUBSCRIBE, S.TASK_RESUBSCRIBE, exchange=True),
        Operation(M.TASKS_GET, S.TASK_GET),
        Operation(M.TASKS_LIST, S.TASK_LIST),
        Operation(M.TASKS_CANCEL, S.TASK_CANCEL),
        Operation(M.TASKS_PUSH_NOTIFICATION_CONFIG_SET, S.PUSH_CONFIG_SET),
        Operation(M.TASKS_PUSH_NOTIFICATION_CONFIG_GET, S.PUSH_CONFIG_GET),
        Operation(M.TASKS_PUSH_NOTIFICATION_CONFIG_LIST, S.PUSH_CONFIG_LIST),
        Operation(M.TASKS_PUSH_NOTIFICATION_CONFIG_DELETE, S.PUSH_CONFIG_DELETE),
    )
}


class SpanNames:
    """Span names: ``{operation} {agent}`` as in the seed's example. Agent names are few per
    deployment, but a peer chooses its own: the agent part is cut to ``MAX_NAME_PART_LENGTH``
    characters, and after ``MAX_DISTINCT_VALUES`` distinct agents (per instrumented side) a new
    one gets the bare operation name (its ``aitf.a2a.agent.name`` attribute still says who it is).
    Discovery happens before the agent's name is known."""

    __slots__ = ("_agents", "_names")

    def __init__(self) -> None:
        self._agents = DistinctValues()
        self._names: dict[tuple[str, str], str] = {}

    def __call__(self, operation: Operation, agent_name: str | None) -> str:
        if operation.span_name == S.AGENT_DISCOVER:
            return operation.span_name
        return self.with_agent(operation.span_name, agent_name)

    def with_agent(self, base: str, agent_name: str | None) -> str:
        """``{base} {agent}``, or ``base`` alone (no agent name, or past the distinct bound)."""
        if agent_name:
            known = self._names.get((base, agent_name))
            if known is not None:
                return known
            agent = self._agents.admit(name_part(agent_name))
            if agent is not OVERFLOW:
                name = f"{base} {agent}"
                if len(self._names) < _MAX_CACHED_NAMES:
                    self._names[(base, agent_name)] = name
                return name
        return base
