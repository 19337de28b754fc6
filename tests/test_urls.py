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
