"""URL hosts as an HTTP client reaches them (``detection/hosts.py``), whatever their spelling."""

from __future__ import annotations

import pytest

from opentelemetry.instrumentation.a2a.detection.hosts import canonical_agent_ref, url_host

KINDS = [
    ("http://169.254.169.254/latest/meta-data/", "169.254.169.254", "metadata"),
    ("http://0251.0376.0251.0376/", "169.254.169.254", "metadata"),
    ("http://metadata.google.internal/computeMetadata/v1/", "metadata.google.internal", "metadata"),
    ("http://[fd00:ec2::254]/", "fd00:ec2::254", "metadata"),
    ("http://100.100.100.200/", "100.100.100.200", "metadata"),
    ("http://127.0.0.1:2375/", "127.0.0.1", "loopback"),
    ("http://0177.0.0.1/", "127.0.0.1", "loopback"),
    ("http://0x7f.1/", "127.0.0.1", "loopback"),
    ("http://2130706433/", "127.0.0.1", "loopback"),
    ("http://127.1/", "127.0.0.1", "loopback"),
    ("http://%31%32%37.0.0.1/", "127.0.0.1", "loopback"),
    ("ｈｔｔｐ://１２７。０。０。１/", "127.0.0.1", "loopback"),
    ("http://[::1]/", "::1", "loopback"),
    ("http://[0:0:0:0:0:0:0:1]/", "::1", "loopback"),
    ("http://[::ffff:127.0.0.1]/", "::ffff:7f00:1", "loopback"),
    ("http://[::127.0.0.1]/", "::7f00:1", "loopback"),
    ("http://[64:ff9b::7f00:1]/", "64:ff9b::7f00:1", "loopback"),
    ("http://[fe80::1%25eth0]/", "fe80::1", "link_local"),
    ("http://user:secret@10.0.0.5:8080/x", "10.0.0.5", "private"),
    ("http://192.168.1.10/", "192.168.1.10", "private"),
    ("http://100.64.1.1/", "100.64.1.1", "cgnat"),
    ("http://0/", "0.0.0.0", "unspecified"),
    ("http://localhost:8080/", "localhost", "local_name"),
    ("http://svc.cluster.local/", "svc.cluster.local", "local_name"),
    ("https://8.8.8.8/hook", "8.8.8.8", "public_ip"),
    ("https://198.51.100.23/hook", "198.51.100.23", "public_ip"),
    ("https://hooks.acme-corp.com:8443/a2a/callback", "hooks.acme-corp.com", "name"),
    ("https://accounts.google.com@evil.example/a2a", "evil.example", "name"),
    ("https://xn--bcher-kva.example/", "bücher.example", "name"),
    ("https://Hooks.Example.COM./a2a", "hooks.example.com", "name"),
]


@pytest.mark.parametrize(("url", "name", "kind"), KINDS)
def test_a_host_is_read_as_a_client_reaches_it(url, name, kind):
    host = url_host(url)
    assert host is not None
    assert (host.name, host.kind) == (name, kind)


@pytest.mark.parametrize("url", ["", "http://[::1", "http://[not-an-ip]/", 17, None])
def test_what_is_not_a_url_gives_no_host(url):
    assert url_host(url) is None  # type: ignore[arg-type]


def test_a_huge_url_is_read_in_bounded_time():
    assert url_host("http://" + "a" * 10_000_000) is not None


def test_agent_refs_compare_as_the_agent_they_name():
    assert canonical_agent_ref("https://Agent.example.com:443/a2a/") == canonical_agent_ref(
        "https://agent.example.com/a2a"
    )
    assert canonical_agent_ref("HTTP://A.example:80") == canonical_agent_ref("http://a.example")
    assert canonical_agent_ref(" Planner/") == canonical_agent_ref("planner")
    assert canonical_agent_ref("https://a.example/a2a") != canonical_agent_ref("https://a.example/a2a2")
    assert canonical_agent_ref("https://a.example:8443/") != canonical_agent_ref("https://a.example/")
