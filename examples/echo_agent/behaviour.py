"""What the echo agent does with a message: the same on both SDK lines (TaskUpdater API)."""

from __future__ import annotations

import asyncio
from typing import Any

SLOW_TASK_SECONDS = 30


async def run(text: str, updater: Any, kit: Any, context_id: str, task_id: str) -> None:
    """Drive one task with ``updater`` (an a2a ``TaskUpdater``); ``kit`` is the SDK line module."""
    if text.startswith("count "):
        # A stream of exactly N items: the task, working, N - 3 artifact chunks, completed.
        chunks = max(int(text.split()[1]) - 3, 0)
        await updater.start_work()
        for index in range(chunks):
            await updater.add_artifact(
                [kit.text_part(f"{index} ")],
                artifact_id="count",
                name="count",
                append=index > 0,
                last_chunk=index == chunks - 1,
            )
        await updater.complete()
    elif text == "stream":
        await updater.start_work(kit.agent_message("working...", context_id, task_id))
        await updater.add_artifact([kit.text_part("chunk-1 ")], artifact_id="answer", name="answer")
        await updater.add_artifact(
            [kit.text_part("chunk-2")], artifact_id="answer", name="answer", append=True, last_chunk=True
        )
        await updater.complete()
    elif text == "slow":
        await updater.start_work()
        await asyncio.sleep(SLOW_TASK_SECONDS)  # the SDK cancels this on tasks/cancel
        await updater.complete()
    elif text == "fail":
        await updater.start_work()
        await updater.failed(kit.agent_message("it failed", context_id, task_id))
    elif text == "reject":
        await updater.reject(kit.agent_message("not my job", context_id, task_id))
    elif text == "input":
        await updater.requires_input(kit.agent_message("which one?", context_id, task_id))
    else:
        await updater.add_artifact([kit.text_part(f"echo: {text}")], artifact_id="echo", name="echo")
        await updater.complete()
