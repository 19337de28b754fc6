"""No credentials in URL attributes or in error texts."""

from __future__ import annotations

import pytest

from opentelemetry.instrumentation.a2a.outcome import scrub_urls
from opentelemetry.instrumentation.a2a.urls import redact_url, server_endpoint


@pytest.mark.parametrize(
    ("url", "redacted"),
    [
        ("https://agent.example.com/a2a", "https://agent.example.com/a2a"),
        ("https://user:pw@agent.example.com/a2a", "https://REDACTED:REDACTED@agent.example.com/a2a"),
        ("https://token@agent.example.com:8443/", "https://REDACTED:REDACTED@agent.example.com:8443/"),
        ("https://a.example/x?api_key=s3cret&page=2", "https://a.example/x?api_key=REDACTED&page=2"),
        (
            "https://a.example/x?X-Amz-Signature=abc&sig=def",
            "https://a.example/x?X-Amz-Signature=REDACTED&sig=REDACTED",
        ),
        ("https://a.example/x?TOKEN=abc", "https://a.example/x?TOKEN=REDACTED"),
        ("https://a.example/x?q=a2a", "https://a.example/x?q=a2a"),
    ],
)
def test_redact_url(url, redacted):
    assert redact_url(url) == redacted


def test_server_endpoint():
    assert server_endpoint("https://u:p@agent.example.com/a2a?key=k") == (
        "https://REDACTED:REDACTED@agent.example.com/a2a?key=REDACTED",
        "agent.example.com",
        443,
    )
    assert server_endpoint("http://127.0.0.1:9999/x") == ("http://127.0.0.1:9999/x", "127.0.0.1", 9999)
    assert server_endpoint(None) == (None, None, None)
    # A malformed port still gives a redacted URL and no crash.
    assert server_endpoint("http://u:p@host:notaport/")[0] == "http://REDACTED:REDACTED@host:notaport/"


def test_scrub_urls_in_error_texts():
    text = "Client error '404 Not Found' for url 'https://bob:hunter2@a.example/v1/tasks/x?token=t0k'"
    scrubbed = scrub_urls(text)
    assert "hunter2" not in scrubbed and "t0k" not in scrubbed and "bob" not in scrubbed
    assert "https://REDACTED:REDACTED@a.example/v1/tasks/x?token=REDACTED" in scrubbed


def test_scrub_urls_is_linear_on_hostile_texts():
    import time

    # A long run of scheme characters before a URL once took the regex quadratic time (~25 min/MB).
    texts = [
        "see https://bob:hunter2@a.example/x " + "y" * 1_000_000,
        "y" * 1_000_000 + "https://bob:hunter2@a.example/x",
        "x://" * 250_000,
        "1" * 500_000 + "http://bob:hunter2@a.example/",
    ]
    for text in texts:
        started = time.perf_counter()
        scrubbed = scrub_urls(text)
        assert time.perf_counter() - started < 1.0
        assert "hunter2" not in scrubbed


def test_long_urls_are_cut_and_not_cached():
    from opentelemetry.instrumentation.a2a.urls import MAX_URL_LENGTH

    long_url = "https://u:p@agent.example/a2a?pad=" + "p" * 100_000
    endpoint = server_endpoint(long_url)
    assert endpoint.url.startswith("https://REDACTED:REDACTED@agent.example/a2a?pad=ppp")
    assert len(endpoint.url) <= MAX_URL_LENGTH + 3
    assert endpoint.address == "agent.example"
    assert len(redact_url(long_url)) <= MAX_URL_LENGTH + 3
    # A hostile port never raises (int() of a superscript digit, or of 5,000 digits, would).
    from opentelemetry.instrumentation.a2a.urls import grpc_target_endpoint

    assert grpc_target_endpoint("host:²") == (None, "host", None)
    assert grpc_target_endpoint("host:" + "9" * 5000) == (None, "host", None)
