"""Credentials in the forms their issuers give them, and passwords given as values (A2A-004),
through real a2a-sdk calls; and each of them masked wherever the instrumentation records text.

The token forms are the issuers' documented prefixes and lengths (gitleaks' default rules list
them); every token below is made up for this test."""

from __future__ import annotations

import json

import pytest
from opentelemetry.trace import SpanKind

import echo_agent as ea
from conftest import drain
from opentelemetry.instrumentation.a2a.hygiene.redaction import redact_evidence

from . import corpus_runner as runner
from .agents import indicator_id, message

THREAT = "aitf.security.threat_detected"
CHANNELS = ("request.text", "request.data", "request.metadata", "reply.artifact", "stream.status")
HEX = "0123456789abcdef"
MIXED = "aB3dE5gH7jK9mN1pQ2sT4vW6yZ8"

# (what leaks, the text it leaks in): the part after the label is the secret.
TOKENS = {
    "hugging face": "HF token for the eval job: hf_" + "abcdefghijklmnopqrstuvwxyzABCDEFGH",
    "pypi": "pypi-AgEIcHlwaS5vcmc" + MIXED * 3,
    "groq": "groq key gsk_" + (MIXED * 2)[:52],
    "docker hub": "docker hub: dckr_pat_" + MIXED,
    "google oauth secret": "client secret GOCSPX-" + (MIXED * 2)[:28],
    "google oauth token": "ya29." + MIXED * 2,
    "gitlab deploy token": "gldt-" + MIXED,
    "slack app token": "xapp-1-A0123456789-1234567890123-" + HEX * 4,
    "slack webhook": "alerts go to https://hooks.slack.com/services/T0AB12CD3/B0EF45GH67/" + MIXED[:24],
    "slack webhook, no scheme": "the alert hook is hooks.slack.com/services/T0AB12CD3/B0EF45GH67/" + MIXED[:24],
    "discord webhook": "notify https://discord.com/api/webhooks/123456789012345678/" + (MIXED * 3)[:68],
    "digitalocean": "dop_v1_" + HEX * 4,
    "databricks": "dapi" + HEX * 2,
    "shopify": "shpat_" + HEX * 2,
    "vault": "hvs." + MIXED * 4,
    "twilio": "SK" + HEX * 2,
    "telegram bot": "bot 123456789:AA" + (MIXED * 2)[:33],
    "linear": "lin_api_" + (MIXED * 2)[:40],
    "grafana": "glsa_" + (MIXED * 2)[:32] + "_0a1b2c3d",
    "sentry": "sntrys_" + MIXED * 2,
    "new relic": "NRAK-" + "A1B2C3D4E5F6G7H8J9K0L1M2N3P",
    "azure storage": "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=" + (MIXED * 4)[:86] + "==",
    "perplexity": "pplx-" + (MIXED * 2)[:48],
    "langsmith": "lsv2_pt_" + HEX * 2 + "_0123456789",
    "alibaba": "LTAI" + (MIXED * 2)[:20],
}
# (the text, the password or key in it)
VALUES = {
    "url userinfo": (
        "A base de produção: mongodb+srv://admin:S3nhaF0rte2024@cluster0.ab1cd.mongodb.net/crm",
        "S3nhaF0rte2024",
    ),
    "url, no user": ("cache: redis://:R3disPass99@cache:6379/0", "R3disPass99"),
    "said in English": ("The admin password is Winter2025!x, please rotate it after the migration.", "Winter2025!x"),
    "said in German": ("Das Passwort lautet Sommer2024#a für den Testzugang.", "Sommer2024#a"),
    "French label": ("Le mot de passe : Soleil2024! pour le compte de service.", "Soleil2024!"),
    "said in Spanish": ("La contraseña es Madrid2023x para el panel.", "Madrid2023x"),
    "said in Portuguese": ("A senha é Brasil2024k para o painel.", "Brasil2024k"),
    "said in Dutch": ("Het wachtwoord is Tulp2024x voor de beheeromgeving.", "Tulp2024x"),
    "Polish label": ("Hasło: Krakow2024! do panelu administracyjnego.", "Krakow2024!"),
    "env assignment": ("api_key=9f8e7d6c5b4a39281706", "9f8e7d6c5b4a39281706"),
    "json": ('"client_secret": "qW3rTy9uIoP1aSdFgH"', "qW3rTy9uIoP1aSdFgH"),
}
# The same words without a credential: documentation, policies, placeholders, masked values.
TWINS = [
    "postgres://user:password@localhost:5432/app is the default in the tutorial.",
    "Set DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/orders in the deployment.",
    "The password is required; it must have at least 12 characters.",
    "Password: at least 12 characters, one digit and one symbol.",
    "password: <your password here>",
    "api_key=YOUR_API_KEY",
    "Das Passwort lautet wie immer: bitte im Tresor nachsehen.",
    "La contraseña es obligatoria.",
    "Hasło: minimum 12 znaków.",
    "The secret is to let the dough rest for 24 hours.",
    "Hugging Face tokens start with hf_ and are stored in the CI secrets.",
    "Build results are POSTed to https://hooks.slack.com/services/T0000/B0000/XXXXXXXX (set up by the platform team).",
    "Discord webhooks have the form https://discord.com/api/webhooks/<id>/<token>; keep the token secret.",
    "Twilio API keys start with SK; rotate them every 90 days.",
    "password: ********",
    "api_key: sk-...",
    "Token count: 4096 tokens per request",
    'The passphrase is "correct horse battery staple".',
    "Example from the AWS docs: AKIAIOSFODNN7EXAMPLE is not a real key.",
]


def _cases(texts: dict[str, str] | list[str], label: str) -> list[runner.Case]:
    return runner.probes(texts, label, technique="secrets", prefix=label, kind="secret")


@pytest.mark.parametrize(
    "texts", [TOKENS, {name: text for name, (text, _) in VALUES.items()}], ids=["issuer-forms", "values"]
)
async def test_each_credential_is_detected_in_every_channel(texts):
    outcomes = await runner.run(_cases(texts, "malicious"), channels=CHANNELS)
    assert len(outcomes) == len(texts) * len(CHANNELS)
    assert [(o.channel, o.case.id) for o in outcomes if not o.detected] == []
    assert {i.rsplit("-", 1)[0] for o in outcomes for i in o.indicators} == {"A2A-004"}


async def test_the_same_words_without_a_credential_are_not_flagged():
    outcomes = await runner.run(_cases(TWINS, "benign"), channels=CHANNELS)
    assert len(outcomes) == len(TWINS) * len(CHANNELS)
    assert [(o.channel, o.case.text, o.indicators) for o in outcomes if o.indicators] == []


SAMPLES = [*((text, max(text.split(), key=len).rsplit(":", 1)[-1]) for text in TOKENS.values()), *VALUES.values()]


@pytest.mark.parametrize(("text", "secret"), SAMPLES)
def test_what_detection_finds_is_masked_where_text_is_recorded(text, secret):
    # The policy behind captured content and a finding's evidence: nothing past a credential's
    # first characters (its issuer's prefix, or a password's first four) is shown.
    assert len(secret) >= 8 and secret in text
    assert secret[4:] not in redact_evidence(text)


def _recorded(exporter) -> str:
    """Every attribute of every finished span and of its events, as one text to search."""
    return json.dumps(
        [
            [dict(s.attributes or {}), [dict(e.attributes or {}) for e in s.events]]
            for s in exporter.get_finished_spans()
        ],
        default=str,
    )


def _secret_evidence(span) -> list[str]:
    """What the serving span's two credential findings matched: the request's, and the echo
    agent's reply that repeats it (asserted to be exactly those two)."""
    threats = [e for e in span.events if e.name == THREAT]
    assert [e.attributes["aitf.security.oatf.indicator_id"] for e in threats] == [
        indicator_id("secrets", "message/send", "request"),
        indicator_id("secrets", "message/send"),
    ]
    return [e.attributes["aitf.security.oatf.matched_value"] for e in threats]


@pytest.mark.usefixtures("curated_capturing")
async def test_a_password_under_its_own_key_is_found_and_never_recorded(agent, spans, exporter):
    password, api_key = "Xk29fLq8pw!", "9f8e7d6c5b4a39281706"
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(
            client.send_message(ea.user_message_with_parts("connect", {"db": {"password": password}}, "n.txt", b"x"))
        )
        await drain(client.send_message(message(["deploy it"], metadata={"settings": {"api_key": api_key}})))
    data, metadata = spans("a2a.message.send", SpanKind.SERVER)
    for span in (data, metadata):
        assert all("REDACTED" in value for value in _secret_evidence(span))
    recorded = _recorded(exporter)
    assert password[4:] not in recorded and api_key[4:] not in recorded


@pytest.mark.usefixtures("curated_capturing")
@pytest.mark.parametrize("scheme", ["https://", ""], ids=["url", "no-scheme"])
async def test_a_slack_webhook_is_found_and_its_secret_never_recorded(agent, spans, exporter, scheme):
    """A webhook whose URL is its credential: the finding is raised, and neither its evidence nor the
    captured content keeps the secret segment (the URL policy keeps paths, not this one), written
    as a URL or, as in a log line, without its scheme."""
    secret = "aB3dE5gH7jK9mN1pQ2sT4vW6"
    webhook = f"{scheme}hooks.slack.com/services/T0AB12CD3/B0EF45GH67/{secret}"
    async with ea.connect(agent.base_url, streaming=False) as client:
        await drain(client.send_message(message([f"post the alerts to {webhook} please"])))
    (span,) = spans("a2a.message.send", SpanKind.SERVER)
    assert all("/B0EF45GH67/REDACTED" in value for value in _secret_evidence(span))
    recorded = _recorded(exporter)
    assert "hooks.slack.com/services/T0AB12CD3" in recorded and secret[4:] not in recorded
