"""Run the echo agent in a background thread: its HTTP app under uvicorn and, when the a2a-sdk
install has gRPC, its gRPC service, both on 127.0.0.1 with ephemeral ports, in one event loop."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Callable
from types import ModuleType
from typing import Any

import uvicorn

from .optional import optional_module


def sdk_line() -> ModuleType:
    from a2a.client.base_client import BaseClient

    if hasattr(BaseClient, "resubscribe"):  # 0.3.x; 1.x renamed it `subscribe`
        from . import sdk03 as line
    else:
        from . import sdk1 as line
    return line


class _RecordingApp:
    """The agent's ASGI app, noting each HTTP request's method, path and headers first."""

    def __init__(self, app: Any, requests: list[dict[str, Any]]) -> None:
        self._app = app
        self._requests = requests

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope.get("type") == "http":
            headers = {key.decode("latin-1"): value.decode("latin-1") for key, value in scope.get("headers", ())}
            self._requests.append({"method": scope.get("method"), "path": scope.get("path"), "headers": headers})
        await self._app(scope, receive, send)


class EchoAgent:
    """``with EchoAgent() as agent:`` serves until the block ends.

    ``agent.base_url`` is the HTTP base (JSON-RPC at ``/jsonrpc``, HTTP+JSON under ``/rest``, the
    card at ``/.well-known/agent-card.json``), ``agent.grpc_target`` the gRPC ``host:port`` (empty
    when the a2a-sdk install has no gRPC).
    ``streaming=False`` publishes a card without streaming; ``push=True`` supports push-notification
    configurations. ``agent.observed`` records, per message the agent executes, its text and the
    trace headers and baggage it arrived with.

    For test agents: ``replies`` scripts answers (``behaviour.run``); ``customize(card)`` changes
    the served card and extended card (the SDK line's own ``AgentCard``) once the addresses are in.
    ``deliver_push=True`` delivers task updates to the webhooks of push configurations (only give
    it webhooks on 127.0.0.1). ``agent.requests`` records every HTTP request's method, path and headers (card requests too).
    ``wrap_app(app)`` may change or wrap the SDK's app (a Starlette or FastAPI app), for example
    to add an HTTP server instrumentation's middleware; ``grpc_interceptors`` go to the gRPC server.
    """

    def __init__(
        self,
        name: str = "echo-agent",
        *,
        streaming: bool = True,
        push: bool = False,
        replies: dict[str, Any] | None = None,
        customize: Callable[[Any], None] | None = None,
        wrap_app: Callable[[Any], Any] | None = None,
        grpc_interceptors: list[Any] | None = None,
        deliver_push: bool = False,
    ) -> None:
        self.name = name
        self.observed: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self._app, self._servicer, self._bind = sdk_line().build_app(
            name,
            streaming=streaming,
            push=push,
            observed=self.observed,
            replies=replies,
            customize=customize,
            deliver_push=deliver_push,
        )
        self._grpc_interceptors = grpc_interceptors or []
        app = _RecordingApp(wrap_app(self._app) if wrap_app is not None else self._app, self.requests)
        # A long keep-alive: under load (hundreds of concurrent calls on 2 cores) a pooled client
        # connection can sit idle past uvicorn's 5 s default and be closed just as it is reused.
        config = uvicorn.Config(
            app, host="127.0.0.1", port=0, log_level="critical", lifespan="off", timeout_keep_alive=75
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name=f"a2a-agent-{name}", daemon=True)
        self._failure: BaseException | None = None
        self.port = 0
        self.grpc_port = 0
        self.base_url = ""
        self.grpc_target = ""

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        grpc = optional_module("grpc") if self._servicer is not None else None
        grpc_server = grpc.aio.server(interceptors=self._grpc_interceptors) if grpc is not None else None
        try:
            if grpc_server is not None:
                sdk_line().add_grpc_servicer(self._servicer, grpc_server)
                self.grpc_port = grpc_server.add_insecure_port("127.0.0.1:0")
                await grpc_server.start()
            await self._server.serve()
        except BaseException as failure:
            self._failure = failure
            raise
        finally:
            if grpc_server is not None:
                await grpc_server.stop(grace=None)

    @contextlib.asynccontextmanager
    async def serving_in_this_loop(self) -> AsyncIterator[EchoAgent]:
        """Serve HTTP from the running event loop instead of a thread (no gRPC): then one thread
        does all the work, client and server, and an instruction counter such as callgrind, which
        runs one thread at a time, measures a call whole (``benchmarks/instructions.py``)."""
        # uvicorn's own loop (Server.serve) wakes every 0.1 s: work that grows with a run's wall
        # time, which would make an instruction count depend on how fast the run went. So only
        # its startup and shutdown run here, and its once-a-second tick (the Date header) once.
        server = self._server
        if not server.config.loaded:
            server.config.load()
        server.lifespan = server.config.lifespan_class(server.config)
        await server.startup()
        if not server.started:
            raise RuntimeError(f"the echo agent {self.name!r} did not start")
        await server.on_tick(0)
        self._bound(grpc=False)
        try:
            yield self
        finally:
            await server.shutdown()

    def _bound(self, *, grpc: bool) -> None:
        """Note the ports the servers got and hand the addresses to the agent's card."""
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}"
        # Empty when the install has no gRPC: the card then offers HTTP only.
        self.grpc_target = f"127.0.0.1:{self.grpc_port}" if grpc and self.grpc_port else ""
        self._bind(self.base_url, self.grpc_target)

    def __enter__(self) -> EchoAgent:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError(f"the echo agent {self.name!r} did not start") from self._failure
            time.sleep(0.01)
        self._bound(grpc=True)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=15)
