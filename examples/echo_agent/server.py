"""Run the echo agent's ASGI app under uvicorn in a background thread."""

from __future__ import annotations

import threading
import time
from types import ModuleType

import uvicorn


def sdk_line() -> ModuleType:
    from a2a.client.base_client import BaseClient

    if hasattr(BaseClient, "resubscribe"):  # 0.3.x; 1.x renamed it `subscribe`
        from . import sdk03 as line
    else:
        from . import sdk1 as line
    return line


class EchoAgent:
    """``with EchoAgent() as agent:`` serves on ``agent.base_url`` until the block ends.

    ``streaming=False`` publishes a card without the streaming capability.
    """

    def __init__(self, name: str = "echo-agent", *, streaming: bool = True) -> None:
        self.name = name
        self._app, self._bind = sdk_line().build_app(name, streaming=streaming)
        config = uvicorn.Config(self._app, host="127.0.0.1", port=0, log_level="critical", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name=f"a2a-agent-{name}", daemon=True)
        self.port = 0
        self.base_url = ""

    def __enter__(self) -> EchoAgent:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError(f"the echo agent {self.name!r} did not start")
            time.sleep(0.01)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._bind(self.base_url)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=15)
