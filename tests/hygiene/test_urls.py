"""No credentials in URL attributes or in error texts: the fail-safe policy of urls.py and redaction.py."""

from __future__ import annotations

import time

import pytest

from opentelemetry.instrumentation.a2a.hygiene.redaction import redact_bounded, redact_evidence
from opentelemetry.instrumentation.a2a.hygiene.redaction import redact_text as scrub_urls
from opentelemetry.instrumentation.a2a.hygiene.urls import redact_url, server_endpoint


@pytest.mark.parametrize(
    ("url", "redacted"),
    [
        ("https://agent.example.com/a2a", "https://agent.example.com/a2a"),
        ("https://user:pw@agent.example.com/a2a", "https://REDACTED:REDACTED@agent.example.com/a2a"),
        ("https://token@agent.example.com:8443/", "https://REDACTED:REDACTED@agent.example.com:8443/"),
        ("https://a.example/x?api_key=s3cret&page=2", "https://a.example/x?api_key=REDACTED&page=2"),
        # Every value but an allow-listed name's short plain value; bare values and odd names too.
        (
            "https://a.example/x?x-api-key=k&limit=10&q=a2a",
            "https://a.example/x?x-api-key=REDACTED&limit=10&q=REDACTED",
        ),
        ("https://a.example/x?page=1;token=t&s3cr3t", "https://a.example/x?page=1;token=REDACTED&REDACTED"),
        ("https://a.example/x?page=a%20b&v=1", "https://a.example/x?page=REDACTED&v=1"),
        ("https://a.example/x?to%20ken=t", "https://a.example/x?REDACTED"),
        # Fragments are dropped (OAuth's implicit flow returns tokens in them).
        ("https://a.example/cb#access_token=t&state=s", "https://a.example/cb"),
        ("https://a.example/cb?page=2#t", "https://a.example/cb?page=2"),
        # Userinfo in every form: gRPC targets, several addresses, an @ in a path.
        ("user:pw@127.0.0.1:50051", "REDACTED:REDACTED@127.0.0.1:50051"),
        ("dns:///user:pw@agent.example:443", "dns:///REDACTED:REDACTED@agent.example:443"),
        ("ipv4:u:pw@10.0.0.1:1,v:pw2@10.0.0.2:2", "REDACTED:REDACTED@10.0.0.1:1,REDACTED:REDACTED@10.0.0.2:2"),
        ("https://a:b@c:d@host/x", "https://REDACTED:REDACTED@host/x"),
        ("https://host/npm/@scope/pkg", "https://host/npm/@scope/pkg"),
        # A webhook whose URL is its credential: the secret path segments (a push URL may be one).
        (
            "https://hooks.slack.com/services/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",
            "https://hooks.slack.com/services/T0AB12CD3/B0EF45GH67/REDACTED",
        ),
        ("https://HOOKS.slack.com/Workflows/T1/A2/s3cret/", "https://HOOKS.slack.com/Workflows/T1/A2/REDACTED/"),
        (
            "https://u:p@hooks.slack.com/triggers/T1/B2/s3",
            "https://REDACTED:REDACTED@hooks.slack.com/triggers/T1/B2/REDACTED",
        ),
        (
            "https://discord.com/api/webhooks/1234/t0k-en?wait=true",
            "https://discord.com/api/webhooks/1234/REDACTED?wait=REDACTED",
        ),
        ("https://ptb.discordapp.com/api/webhooks/1/tok", "https://ptb.discordapp.com/api/webhooks/1/REDACTED"),
        ("https://hooks.slack.com/services/T1", "https://hooks.slack.com/services/T1"),
        (
            "https://hooks.slack.com.evil.example/services/T1/B2/x",
            "https://hooks.slack.com.evil.example/services/T1/B2/x",
        ),
        ("https://example.com/services/T1/B2/x", "https://example.com/services/T1/B2/x"),
        (
            "https://a.example/x?X-Amz-Signature=abc&sig=def",
            "https://a.example/x?X-Amz-Signature=REDACTED&sig=REDACTED",
        ),
        ("https://a.example/x?TOKEN=abc", "https://a.example/x?TOKEN=REDACTED"),
        ("https://a.example/x?q=a2a", "https://a.example/x?q=REDACTED"),
        ("not a url at all", "not a url at all"),
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


def test_long_urls_are_cut_and_not_cached():
    from opentelemetry.instrumentation.a2a.hygiene.urls import MAX_URL_LENGTH

    long_url = "https://u:p@agent.example/a2a/" + "p" * 100_000
    endpoint = server_endpoint(long_url)
    assert endpoint.url.startswith("https://REDACTED:REDACTED@agent.example/a2a/ppp")
    assert len(endpoint.url) <= MAX_URL_LENGTH + 3
    assert endpoint.address == "agent.example"
    assert len(redact_url(long_url)) <= MAX_URL_LENGTH + 3
    # A hostile port never raises (int() of a superscript digit, or of 5,000 digits, would).
    from opentelemetry.instrumentation.a2a.hygiene.urls import grpc_target_endpoint

    assert grpc_target_endpoint("host:²") == (None, "host", None)
    assert grpc_target_endpoint("host:" + "9" * 5000) == (None, "host", None)


# Parameter names that hold credentials in the field (OAuth, cloud signatures, API gateways, Azure
# SAS, webhooks...): before the allow-list policy, 34 of these 50 went through `url.full`.
SECRET_NAMES = [
    "x-api-key",
    "api_key",
    "apikey",
    "key",
    "token",
    "access_token",
    "auth",
    "password",
    "secret",
    "client_secret",
    "sig",
    "signature",
    "code",
    "session",
    "sessionid",
    "jwt",
    "bearer",
    "private_token",
    "x-auth-token",
    "auth_token",
    "api-token",
    "apitoken",
    "accesstoken",
    "refresh",
    "pwd",
    "pass",
    "passphrase",
    "credential",
    "credentials",
    "sas",
    "sv",
    "se",
    "sp",
    "skoid",
    "x-amz-security-token",
    "X-Goog-Credential",
    "hmac",
    "nonce",
    "state",
    "otp",
    "pin",
    "ticket",
    "license",
    "subscription-key",
    "Ocp-Apim-Subscription-Key",
    "webhook_secret",
    "hub.secret",
    "assertion",
    "id_token",
    "oauth_token",
]
PLANTED = "PLANTED9x7q"


def test_no_query_name_lets_a_secret_through():
    assert len(SECRET_NAMES) == 50
    leaked = [name for name in SECRET_NAMES if PLANTED in redact_url(f"https://a.example/x?{name}={PLANTED}&page=2")]
    assert leaked == []
    assert redact_url(f"https://a.example/x?Ocp-Apim-Subscription-Key={PLANTED}&page=2") == (
        "https://a.example/x?Ocp-Apim-Subscription-Key=REDACTED&page=2"
    )


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        (
            f"Client error '401 Unauthorized' for url 'http://127.0.0.1:1/a2a?x-api-key={PLANTED}'",
            "Client error '401 Unauthorized' for url 'http://127.0.0.1:1/a2a?x-api-key=REDACTED'",
        ),
        (
            f"failed to connect to all addresses: user:{PLANTED}@127.0.0.1:1",
            "failed to connect to all addresses: REDACTED:REDACTED@127.0.0.1:1",
        ),
        (f"see https://a.example/#access_token={PLANTED} now", "see https://a.example/ now"),
        (f"GET /v1/card?x-api-key={PLANTED} 401", "GET /v1/card?x-api-key=REDACTED 401"),
        (
            f"two (https://a.example/x,https://u:{PLANTED}@b.example/)",
            "two (https://a.example/x,https://REDACTED:REDACTED@b.example/)",
        ),
        (f"Authorization: Bearer {PLANTED}", 'Authorization: Bearer [REDACTED secret, 11 chars, "PLAN"]'),
        (f'{{"password": "{PLANTED}"}}', '{"password": "[REDACTED secret, 11 chars, "PLAN"]"}'),
        ("key ghp_" + "a" * 36, 'key [REDACTED github-token, 40 chars, "ghp_"]'),
        ("an AKIAIOSFODNN7EXAMPLE key", 'an [REDACTED aws-access-key-id, 20 chars, "AKIA"] key'),
        ("no secret here, the key is fine", "no secret here, the key is fine"),
        # A webhook whose URL is its credential, written without a scheme (a log line, a chat).
        (
            f"posted to hooks.slack.com/services/T0AB12CD3/B0EF45GH67/{PLANTED}, then retried",
            "posted to hooks.slack.com/services/T0AB12CD3/B0EF45GH67/REDACTED, then retried",
        ),
        (
            f"(HOOKS.Slack.com/Workflows/T1/B2/{PLANTED}/x)",
            "(HOOKS.Slack.com/Workflows/T1/B2/REDACTED/REDACTED)",
        ),
        (
            f"ptb.discord.com/api/webhooks/1234/{PLANTED}?wait=true",
            "ptb.discord.com/api/webhooks/1234/REDACTED?wait=REDACTED",
        ),
        ("hooks.slack.com/services/T1 has no secret yet", "hooks.slack.com/services/T1 has no secret yet"),
    ],
)
def test_texts_are_redacted(text, redacted):
    assert scrub_urls(text) == redacted


def test_evidence_masks_random_looking_words_too():
    aws = "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    assert scrub_urls(aws) == 'aws_secret_access_key = [REDACTED secret, 40 chars, "wJal"]'
    assert redact_evidence("the key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY") == (
        'the key [REDACTED token, 40 chars, "wJal"]'
    )
    body = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1x2y3z\nQ29tcGxleEJhc2U2NExpbmU5\n-----END"
    evidence = redact_evidence(body)
    assert "1x2y3z" not in evidence and "ExpbmU5" not in evidence
    # Host names and plain words stay readable.
    assert (
        redact_evidence("http://agent.Example1.com/a2a/v1 said hello") == "http://agent.Example1.com/a2a/v1 said hello"
    )
    # Error texts keep random-looking words (stack-trace paths would be mangled).
    assert scrub_urls("/Users/Alice/lib/python3.11/site.py") == "/Users/Alice/lib/python3.11/site.py"


def test_a_cut_never_leaves_half_a_secret():
    url = f"https://user:{PLANTED}@a.example/x?token={PLANTED}"
    for limit in range(1, len(url) + 5):
        assert PLANTED not in redact_bounded(f"at {url} end", limit)
        assert PLANTED[:5] not in redact_bounded(f"at {url}", limit)
    # A word that crosses the cut and is longer than a URL can be is left out whole.
    text = f"error at https://u:{PLANTED}" + "p" * 100_000 + "@a.example/"
    assert redact_bounded(text, 100) == f"error at ... [{len(text) - 9} more characters]"


@pytest.mark.parametrize(
    "text",
    [
        # A long run of scheme characters before a URL once took the regex quadratic time (~25 min/MB).
        "see https://bob:hunter2@a.example/x " + "y" * 1_000_000,
        "y" * 1_000_000 + "https://bob:hunter2@a.example/x",
        "1" * 500_000 + "http://bob:hunter2@a.example/",
        "a " * 500_000,
        "a b@" * 250_000,
        "@ " * 500_000,
        "x://" * 250_000,
        "https://" * 125_000,
        "key " * 250_000,
        "bearer\t" * 140_000,
        "eyJ-" * 250_000,
        ("x" * 15 + " ") * 65_000,
        "?#" * 500_000,
        "sk-" * 333_333,
        "https://u:p@a.example/?" + "k=v&" * 250_000 + "#f",
        "hooks.slack.com/services/" * 40_000 + "T1/B2/hunter2",
        "discord.com/api/webhooks/1/" + "x/" * 500_000,
    ],
)
def test_redaction_is_linear_on_hostile_texts(text):
    # 1 MB of what makes a backtracking regex rescan: redacting it stays within a few seconds, and a
    # bounded telemetry text (what spans get) within a second or two. Loose bounds on purpose: a
    # quadratic scan of 1 MB takes minutes, and a loaded 2-core machine must not make this flaky.
    started = time.perf_counter()
    redacted = redact_evidence(text)
    assert time.perf_counter() - started < 5.0
    assert "hunter2" not in redacted
    started = time.perf_counter()
    redact_bounded(text, 16384, evidence=True)
    assert time.perf_counter() - started < 2.0


def test_redact_window_costs_the_same_on_a_word_of_5_mb_as_on_one_of_50_kb():
    """A peer's error message without a delimiter: the work is bounded by the limit, not by the
    word's length (the redaction policy looks no further than a crossing word may reach)."""
    import time

    from opentelemetry.instrumentation.a2a.hygiene.redaction import redact_window

    def cost(length: int) -> float:
        text = "a" * length
        started = time.perf_counter()
        for _ in range(20):
            shown, left_out = redact_window(text, 1024)
        assert len(shown) <= 1024 and left_out == length - len(shown)
        return time.perf_counter() - started

    cost(50_000)  # warm
    assert cost(5_000_000) < 10 * cost(50_000) + 0.005
