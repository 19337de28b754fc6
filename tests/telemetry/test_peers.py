"""The caller's and the served address on SERVER spans, from values a peer controls."""

from __future__ import annotations

import uuid
from types import SimpleNamespace

import httpx
import pytest
from opentelemetry.trace import SpanKind

from conftest import SDK_LINE
from opentelemetry.instrumentation.a2a.telemetry.peers import PEER_STATE_KEY, Peer, server_peer


def http_context(host: str | None, client=("10.0.0.7", 51234), server=("127.0.0.1", 8080)) -> SimpleNamespace:
    headers = {} if host is None else {"host": host}
    return SimpleNamespace(state={"headers": headers, PEER_STATE_KEY: (*client, *server)})


def grpc_context(peer: object) -> SimpleNamespace:
    return SimpleNamespace(state={"grpc_context": SimpleNamespace(peer=lambda: peer)})


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("agent.example.com", ("agent.example.com", 8080)),
        ("agent.example.com:8443", ("agent.example.com", 8443)),
        ("[::1]:9000", ("::1", 9000)),
        ("[::1]", ("::1", 8080)),
        ("::1", ("::1", 8080)),  # an IPv6 literal without brackets has no port
        ("agent.example.com:99999", ("agent.example.com", 8080)),  # no such port: the listening one
        ("agent.example.com:http", ("agent.example.com", 8080)),
        ("x" * 1000, ("127.0.0.1", 8080)),  # too long for a host name: the listening address
        ("", ("127.0.0.1", 8080)),
        (None, ("127.0.0.1", 8080)),
    ],
)
def test_server_address_prefers_the_host_header_within_bounds(host, expected):
    peer = server_peer(http_context(host))
    assert (peer.server_address, peer.server_port) == expected
    assert (peer.client_address, peer.client_port) == ("10.0.0.7", 51234)


@pytest.mark.parametrize(
    ("peer", "expected"),
    [
        ("ipv4:10.1.2.3:5555", ("10.1.2.3", 5555)),
        ("ipv6:[2001:db8::1]:5555", ("2001:db8::1", 5555)),
        ("unix:/run/agent.sock", ("/run/agent.sock", None)),
        ("ipv4:10.1.2.3:0", ("10.1.2.3", None)),
        ("something-else", (None, None)),
        (None, (None, None)),
        (b"ipv4:1.2.3.4:5", (None, None)),
    ],
)
def test_the_grpc_peer_names_the_caller(peer, expected):
    assert server_peer(grpc_context(peer)) == Peer(*expected, None, None)


def test_an_unknown_call_context_names_nobody():
    assert server_peer(None) == Peer(None, None, None, None)
    assert server_peer(SimpleNamespace(state={"headers": {}})) == Peer(None, None, None, None)


async def test_a_hostile_host_header_does_not_become_the_server_address(agent, instrumented, spans):
    """A raw JSON-RPC call whose Host header is 1,000 characters: the span names the address the
    agent listens on, and the call is served as it would be uninstrumented."""
    if SDK_LINE == "0.3":
        params = {"message": {"role": "user", "parts": [{"kind": "text", "text": "hi"}], "messageId": uuid.uuid4().hex}}
        body = {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": params}
        headers = {}
    else:
        message = {"role": "ROLE_USER", "parts": [{"text": "hi"}], "messageId": uuid.uuid4().hex}
        body = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": message}}
        headers = {"A2A-Version": "1.0"}
    async with httpx.AsyncClient() as http:
        response = await http.post(f"{agent.base_url}/jsonrpc", json=body, headers={**headers, "host": "h" * 1000})
    assert response.status_code == 200
    assert "result" in response.json(), response.text
    (server_span,) = spans("a2a.message.send", SpanKind.SERVER)
    assert (server_span.attributes["server.address"], server_span.attributes["server.port"]) == (
        "127.0.0.1",
        agent.port,
    )
