"""A misbehaving A2A peer: a raw Starlette app under uvicorn on 127.0.0.1 (not the SDK's server).

It speaks just enough A2A JSON-RPC and SSE, in the wire shape of the installed SDK line (A2A v0.3
JSON for a2a-sdk 0.3, A2A 1.0 JSON for 1.x), to lead the SDK's client into its code paths, and
then misbehaves. Every behaviour lives under its own path prefix, so one server serves them all:
``{base_url}/{mode}/.well-known/agent-card.json`` is the card, ``{base_url}/{mode}/jsonrpc`` the
endpoint. Nothing here is random: the same request gets the same answer, byte for byte, which is
what the differential tests need.

Modes (``MODES``):

- ``ok``: a small completed task (send) or a five-event stream (stream): the control case
- ``malformed-json``: a JSON-RPC body / SSE data that is not JSON
- ``not-jsonrpc``: valid JSON that is not a JSON-RPC response
- ``wrong-types``: a JSON-RPC result whose task has fields of the wrong types
- ``sse-wrong-content-type``: the stream is answered with ``text/html``
- ``sse-error-event``: two good SSE events, then an ``event: error`` frame and garbage lines
- ``drop``: the response is cut off mid-body (the connection is dropped after two events)
- ``hang``: the server never answers (the client's timeout fires)
- ``big-artifact``: a completed task whose one artifact is 10 MB of text
- ``events-N``: a stream of exactly N events (message/send: like ``ok``)
- ``error-1mb``, ``error-5mb``: a JSON-RPC error whose message is 1 (5) MB long and quotes a URL
  (with credentials)
- ``unauthorized``: the card's endpoint URL carries credentials (userinfo and ``?x-api-key=``), and
  the endpoint answers 401
- ``card-wrong-types``, ``card-missing-fields``, ``card-not-json``, ``card-not-object``,
  ``card-1mb``, ``card-1mb-wrong-type`` (1 MB where a boolean belongs), ``card-1mb-url`` (a 1 MB
  endpoint URL): the agent card misbehaves (the endpoint behaves like ``ok``)

Values no exporter can take, or too many of them (the endpoint behaves like ``ok`` unless said):

- ``card-surrogate``: the card's name, description, version and skill ids hold a lone surrogate
  (``"\\ud800"`` in the JSON: valid JSON, invalid Unicode)
- ``card-name-1mb``: a 1 MB card name; ``card-skills-10k``: 10,000 skills
- ``card-name-{N}``: the card of peer N: a new 64 KiB name for every N
- ``error-code-huge``: a JSON-RPC error whose code is ``2**70`` and whose message has a lone surrogate
- ``task-id-1mb``: a completed task whose id (context id, artifact id and text) is 1 MB long
- ``task-surrogate``: a completed task whose id, context id, artifact id and text hold a lone surrogate
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

BIG_ARTIFACT_BYTES = 10 * 1024 * 1024
MANY_EVENTS = 10_000
ONE_MB = 1024 * 1024
HUGE_CODE = 2**70
LONE_SURROGATE = "\ud800"
MANY_SKILLS = 10_000
NAME_64K = 64 * 1024
SECRET = "s3cret-pw"
API_KEY = "k3y-in-query-9c1"
HANG_SECONDS = 5.0
TASK_ID, CONTEXT_ID = "task-1", "ctx-1"
STREAM_METHODS = {"message/stream", "SendStreamingMessage"}


class Wire:
    """A2A JSON of one SDK line: what the peer sends."""

    def __init__(self, line: str) -> None:
        self.line = line

    def _state(self, state: str) -> str:
        return state if self.line == "0.3" else "TASK_STATE_" + state.upper().replace("-", "_")

    def _part(self, text: str) -> dict[str, Any]:
        return {"kind": "text", "text": text} if self.line == "0.3" else {"text": text}

    def artifact(self, artifact_id: str, text: str) -> dict[str, Any]:
        return {"artifactId": artifact_id, "parts": [self._part(text)]}

    def task(self, state: str, artifacts: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        task: dict[str, Any] = {"id": TASK_ID, "contextId": CONTEXT_ID, "status": {"state": self._state(state)}}
        if artifacts:
            task["artifacts"] = artifacts
        if self.line == "0.3":
            task["kind"] = "task"
        return task

    def status_update(self, state: str, final: bool) -> dict[str, Any]:
        update = {"taskId": TASK_ID, "contextId": CONTEXT_ID, "status": {"state": self._state(state)}}
        if self.line == "0.3":
            return {**update, "kind": "status-update", "final": final}
        return update

    def artifact_update(self, artifact_id: str, text: str, append: bool) -> dict[str, Any]:
        update = {"taskId": TASK_ID, "contextId": CONTEXT_ID, "artifact": self.artifact(artifact_id, text)}
        if append:
            update["append"] = True
        if self.line == "0.3":
            update["kind"] = "artifact-update"
        return update

    # -- JSON-RPC results -----------------------------------------------------------------------

    def send_result(self, task: dict[str, Any]) -> dict[str, Any]:
        return task if self.line == "0.3" else {"task": task}

    def stream_result(self, kind: str, event: dict[str, Any]) -> dict[str, Any]:
        # kind: task | statusUpdate | artifactUpdate (A2A 1.0 StreamResponse oneof names)
        return event if self.line == "0.3" else {kind: event}

    def stream(self, artifact_chunks: int) -> Iterator[dict[str, Any]]:
        """A stream: the task, working, ``artifact_chunks`` chunks of one artifact, completed."""
        yield self.stream_result("task", self.task("submitted"))
        yield self.stream_result("statusUpdate", self.status_update("working", False))
        for index in range(artifact_chunks):
            yield self.stream_result("artifactUpdate", self.artifact_update("answer", f"{index} ", index > 0))
        yield self.stream_result("statusUpdate", self.status_update("completed", True))

    # -- the card -------------------------------------------------------------------------------

    def card(self, endpoint: str, **extra: Any) -> dict[str, Any]:
        card: dict[str, Any] = {
            "name": "hostile-peer",
            "description": "Misbehaves on purpose",
            "version": "6.6.6",
            "capabilities": {"streaming": True},
            "defaultInputModes": ["text/plain"],
            "defaultOutputModes": ["text/plain"],
            "skills": [{"id": "misbehave", "name": "Misbehave", "description": "Misbehaves", "tags": ["test"]}],
        }
        if self.line == "0.3":
            card.update(url=endpoint, preferredTransport="JSONRPC", protocolVersion="0.3.0")
        else:
            card["supportedInterfaces"] = [{"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}]
        card.update(extra)
        return card


def _rpc(request_id: Any, result: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "result": result}


def _sse(payload: Any) -> bytes:
    return f"data: {json.dumps(payload, separators=(',', ':'))}\n\n".encode()


def _sse_response(chunks: AsyncIterator[bytes]) -> StreamingResponse:
    return StreamingResponse(chunks, media_type="text/event-stream")


class HostilePeer:
    """``with HostilePeer(line) as peer:`` serves every mode until the block ends."""

    def __init__(self, line: str) -> None:
        self.wire = Wire(line)
        self.base_url = ""
        app = Starlette(
            routes=[
                Route("/{mode}/.well-known/agent-card.json", self._card, methods=["GET"]),
                Route("/{mode}/jsonrpc", self._jsonrpc, methods=["POST"]),
            ]
        )
        config = uvicorn.Config(
            app, host="127.0.0.1", port=0, log_level="critical", lifespan="off", timeout_graceful_shutdown=1
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="hostile-peer", daemon=True)

    def url(self, mode: str) -> str:
        return f"{self.base_url}/{mode}"

    def __enter__(self) -> HostilePeer:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the hostile peer did not start")
            time.sleep(0.01)
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}"
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=15)

    # -- the card -------------------------------------------------------------------------------

    async def _card(self, request: Request) -> Response:
        mode = request.path_params["mode"]
        endpoint = f"{self.base_url}/{mode}/jsonrpc"
        wire = self.wire
        if mode == "card-not-json":
            return Response(b'{"name": "hostile-peer", "skills": [', media_type="application/json")
        if mode == "unauthorized":
            planted = endpoint.replace("://", f"://agent:{SECRET}@", 1)
            return JSONResponse(wire.card(f"{planted}?x-api-key={API_KEY}"))
        if mode == "card-not-object":
            return JSONResponse(["hostile-peer", 42])
        if mode == "card-missing-fields":
            return JSONResponse({"description": "no name, no version, no interfaces, no capabilities"})
        if mode == "card-wrong-types":
            card = wire.card(
                endpoint,
                name=12345,
                version=["1", "0"],
                capabilities={"streaming": "yes", "pushNotifications": {"a": 1}},
                skills=[{"id": 7, "name": None}, "not-a-skill"],
                provider="Example Org",
            )
            return JSONResponse(card)
        if mode == "card-1mb":
            skills = [
                {"id": f"skill-{index}", "name": f"Skill {index}", "description": "d" * 400, "tags": ["t"]}
                for index in range(2000)
            ]
            card = wire.card(endpoint, skills=skills)
            card["description"] = "x" * max(ONE_MB - len(json.dumps(card)), 0)
            return JSONResponse(card)
        if mode == "card-1mb-wrong-type":
            # Validation errors quote the input: the SDK's error message grows to megabytes.
            return JSONResponse(wire.card(endpoint, capabilities={"streaming": f"see {_secret_url()} " + "y" * ONE_MB}))
        if mode == "card-surrogate":
            odd = f"bad{LONE_SURROGATE}name"
            skills = [{"id": odd, "name": odd, "description": odd, "tags": [odd]}]
            return _escaped_json(wire.card(endpoint, name=odd, description=odd, version=odd, skills=skills))
        if mode == "card-name-1mb":
            return JSONResponse(wire.card(endpoint, name="n" * ONE_MB))
        if mode == "card-skills-10k":
            skills = [{"id": f"skill-{i}", "name": "s", "description": "d", "tags": ["t"]} for i in range(MANY_SKILLS)]
            return JSONResponse(wire.card(endpoint, skills=skills))
        if mode.startswith("card-name-"):
            number = mode.removeprefix("card-name-")
            return JSONResponse(wire.card(endpoint, name=f"peer-{number}-" + "n" * NAME_64K))
        if mode == "card-1mb-url":
            long_endpoint = f"{endpoint}?pad=" + "p" * ONE_MB
            card = wire.card(long_endpoint)
            return JSONResponse(card)
        return JSONResponse(wire.card(endpoint))

    # -- the endpoint ---------------------------------------------------------------------------

    async def _jsonrpc(self, request: Request) -> Response:
        mode = request.path_params["mode"]
        body = await request.json()
        request_id = body.get("id")
        streaming = body.get("method") in STREAM_METHODS
        wire = self.wire
        if mode == "unauthorized":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        if mode == "hang":
            await asyncio.sleep(HANG_SECONDS)
            return JSONResponse(_rpc(request_id, wire.send_result(wire.task("completed"))))
        if mode == "malformed-json":
            if streaming:
                return _sse_response(
                    _chunks(
                        [
                            _sse(_rpc(request_id, wire.stream_result("task", wire.task("submitted")))),
                            b'data: {"jsonrpc": "2.0", "id": \n\n',
                        ]
                    )
                )
            return Response(b'{"jsonrpc": "2.0", "id": "1", "result": {"id": ', media_type="application/json")
        if mode == "not-jsonrpc":
            if streaming:
                return _sse_response(_chunks([b'data: {"hello": "world"}\n\n']))
            return JSONResponse({"hello": "world"})
        if mode == "wrong-types":
            task = {**wire.task("completed"), "id": 42, "status": {"state": ["completed"]}, "artifacts": "none"}
            if streaming:
                return _sse_response(_chunks([_sse(_rpc(request_id, wire.stream_result("task", task)))]))
            return JSONResponse(_rpc(request_id, wire.send_result(task)))
        if mode == "sse-wrong-content-type":
            return Response(b"<html><body>not an event stream</body></html>", media_type="text/html")
        if mode == "sse-error-event":
            events = [_sse(_rpc(request_id, result)) for result in list(wire.stream(0))[:2]]
            garbage = b"event: error\ndata: the agent is on fire\n\n:\n\x00\xff\nretry: nope\n\n"
            return _sse_response(_chunks([*events, garbage]))
        if mode == "drop":
            return _dropped(request_id, wire, streaming)
        if mode == "big-artifact":
            artifact = wire.artifact("big", "x" * BIG_ARTIFACT_BYTES)
            if streaming:
                events = [
                    _sse(_rpc(request_id, wire.stream_result("task", wire.task("submitted")))),
                    _sse(
                        _rpc(
                            request_id,
                            wire.stream_result(
                                "artifactUpdate", {**wire.artifact_update("big", "", False), "artifact": artifact}
                            ),
                        )
                    ),
                    _sse(_rpc(request_id, wire.stream_result("statusUpdate", wire.status_update("completed", True)))),
                ]
                return _sse_response(_chunks(events))
            return JSONResponse(_rpc(request_id, wire.send_result(wire.task("completed", [artifact]))))
        if mode.startswith("events-") and streaming:
            count = int(mode.removeprefix("events-"))
            return _sse_response(_batched(_sse(_rpc(request_id, result)) for result in wire.stream(count - 3)))
        if mode == "error-code-huge":
            error = {"code": HUGE_CODE, "message": f"odd{LONE_SURROGATE}failure"}
            return _escaped_json({"jsonrpc": "2.0", "id": request_id, "error": error})
        if mode in ("task-id-1mb", "task-surrogate"):
            odd = "t" * ONE_MB if mode == "task-id-1mb" else f"task{LONE_SURROGATE}"
            task = {**wire.task("completed", [wire.artifact(odd, odd)]), "id": odd, "contextId": odd}
            return _escaped_json(_rpc(request_id, wire.send_result(task)))
        if mode in ("error-1mb", "error-5mb"):
            size = ONE_MB * int(mode.removeprefix("error-").removesuffix("mb"))
            message = f"internal failure at {_secret_url()}: " + "z" * size
            error = {"jsonrpc": "2.0", "id": request_id, "error": {"code": -32603, "message": message}}
            if streaming:
                return _sse_response(_chunks([_sse(error)]))
            return JSONResponse(error)
        # ok, card-* modes, and events-N over message/send
        if streaming:
            return _sse_response(_chunks([_sse(_rpc(request_id, result)) for result in wire.stream(2)]))
        artifacts = [wire.artifact("answer", "hello")]
        return JSONResponse(_rpc(request_id, wire.send_result(wire.task("completed", artifacts))))


def _escaped_json(payload: Any) -> Response:
    # ASCII JSON: a lone surrogate travels as its escape (Starlette's JSONResponse would fail to
    # encode it, answering 500 instead).
    return Response(json.dumps(payload).encode(), media_type="application/json")


def _secret_url() -> str:
    return f"https://alice:{SECRET}@peer.example/v1?token={SECRET}"


async def _chunks(chunks: list[bytes]) -> AsyncIterator[bytes]:
    for chunk in chunks:
        yield chunk


async def _batched(frames: Iterator[bytes], batch: int = 500) -> AsyncIterator[bytes]:
    pending: list[bytes] = []
    for frame in frames:
        pending.append(frame)
        if len(pending) == batch:
            yield b"".join(pending)
            pending = []
            await asyncio.sleep(0)
    if pending:
        yield b"".join(pending)


class _Dropped(Exception):
    """Raised inside the ASGI app after the response started: uvicorn drops the connection."""


def _dropped(request_id: Any, wire: Wire, streaming: bool) -> Response:
    if streaming:
        events = [_sse(_rpc(request_id, result)) for result in list(wire.stream(2))[:2]]

        async def cut() -> AsyncIterator[bytes]:
            for event in events:
                yield event
            await asyncio.sleep(0.05)
            raise _Dropped("connection dropped mid-stream")

        return _sse_response(cut())
    body = json.dumps(_rpc(request_id, wire.send_result(wire.task("completed")))).encode()

    async def half() -> AsyncIterator[bytes]:
        yield body[: len(body) // 2]
        await asyncio.sleep(0.05)
        raise _Dropped("connection dropped mid-body")

    # A declared length the body never reaches: the client sees an incomplete body.
    return StreamingResponse(half(), media_type="application/json", headers={"content-length": str(len(body))})
