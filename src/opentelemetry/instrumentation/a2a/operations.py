"""The A2A operations, as the conventions name them: method -> span name and shape."""

from __future__ import annotations

from typing import NamedTuple

from .semconv import MethodValues as M
from .semconv import SpanName as S


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


def span_name(operation: Operation, agent_name: str | None) -> str:
    # `{operation} {agent}` as in the seed's example; agent names are few per deployment, so
    # names stay low-cardinality. Discovery happens before the agent's name is known.
    if agent_name and operation.span_name != S.AGENT_DISCOVER:
        return f"{operation.span_name} {agent_name}"
    return operation.span_name
