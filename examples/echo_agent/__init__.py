"""An in-process A2A echo agent, on whichever a2a-sdk line is installed (0.3.x or 1.x).

It is the demo's peer and the tests' real server: the SDK's own server classes under uvicorn on
127.0.0.1, an ephemeral port, in a background thread (``python -m echo_agent`` serves one in a
process of its own, for a test whose a2a-sdk install cannot serve). What it does depends on the text it gets:

- ``stream``: a task: submitted, working, two chunks of one artifact, completed
- ``count N``: a stream of exactly N items (task, working, N-3 artifact chunks, completed)
- ``ticks N``: a task that sends one artifact chunk every 0.2 s, N times
- ``slow``: a task that stays ``working`` for up to 30 s (to be canceled)
- ``fail``: working, then ``failed``
- ``reject``: ``rejected``
- ``input``: ``input-required``
- ``msg``: a direct Message reply, no task
- ``traceparent``: a task whose artifact is the ``traceparent`` header the message arrived with
- ``relay <transport> <base url> <text>``: asks another agent, answers with what it said
- anything else: a task ``completed`` with one artifact ``echo: <text>``
"""

from __future__ import annotations

from .server import EchoAgent, sdk_line

line = sdk_line()
connect = line.connect
user_message = line.user_message
user_message_with_parts = line.user_message_with_parts
get_task_request = line.get_task_request
cancel_task_request = line.cancel_task_request
item_text = line.item_text
fetch_extended_card = line.fetch_extended_card
resubscribe = line.resubscribe
set_push_config = line.set_push_config
get_push_config = line.get_push_config
item_task_id = line.item_task_id

__all__ = [
    "EchoAgent",
    "cancel_task_request",
    "connect",
    "fetch_extended_card",
    "get_push_config",
    "get_task_request",
    "item_task_id",
    "item_text",
    "line",
    "resubscribe",
    "set_push_config",
    "user_message",
    "user_message_with_parts",
]
