"""Texts without credentials: the one policy every recorded text passes through.

``redact_text`` is for every free text the instrumentation records (status descriptions, exception
messages and stack traces, JSON-RPC error messages, captured content): each URL-like word in it
goes through ``urls.redact_url`` (the URL policy: userinfo, query values, fragment), and each word
that is a credential by its form is masked:

- a word with a known credential prefix (AWS access key id, GitHub, GitLab, Slack, npm, SendGrid,
  Stripe, Google API key, ``sk-`` API keys, a JWT);
- the word after an authentication scheme (``Bearer x``, ``Basic x``) or after a credential keyword
  and ``:`` or ``=`` (``password=x``, ``"api_key": "x"``, ``aws_secret_access_key = x``...).

``redact_evidence`` is for what a detection matched (``aitf.security.oatf.matched_value``, copied into
OCSF findings): it also masks every long word that mixes upper case, lower case and digits, the form
of base64 keys and of random tokens (an AWS secret key, a private key's body), which evidence of a
credential indicator is made of. Stack traces do not get this rule: file paths would be mangled.

A masked word keeps what an analyst needs and not the secret: ``[REDACTED github-token, 40 chars,
"ghp_"]`` (its kind, length and first ``PREFIX_LENGTH`` characters).

Every pattern here is linear: each regular expression matches maximal runs of one character class
(no nested or adjacent unbounded repetition), so a match is never rescanned from a later position;
the work per word is Python string operations.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .urls import REDACTED, redact_secret_paths, redact_url

PREFIX_LENGTH = 4
# A credential's own prefix and the kind it names (the forms the curated indicator A2A-004 finds).
_PREFIXES = (
    ("AKIA", "aws-access-key-id"),
    ("ASIA", "aws-access-key-id"),
    ("ABIA", "aws-access-key-id"),
    ("ACCA", "aws-access-key-id"),
    ("github_pat_", "github-token"),
    ("ghp_", "github-token"),
    ("gho_", "github-token"),
    ("ghu_", "github-token"),
    ("ghs_", "github-token"),
    ("ghr_", "github-token"),
    ("glpat-", "gitlab-token"),
    ("xoxa-", "slack-token"),
    ("xoxb-", "slack-token"),
    ("xoxp-", "slack-token"),
    ("xoxo-", "slack-token"),
    ("xoxr-", "slack-token"),
    ("xoxs-", "slack-token"),
    ("npm_", "npm-token"),
    ("SG.", "sendgrid-key"),
    ("sk_live_", "stripe-key"),
    ("rk_live_", "stripe-key"),
    ("AIza", "google-api-key"),
    ("sk-", "api-key"),
    ("eyJ", "jwt"),
    # Issuers' documented prefixes (as gitleaks' default rules list them, MIT): the curated
    # indicator A2A-004 finds these forms too (tests/detection/test_credential_forms.py holds both).
    *(
        (prefix, "gitlab-token")
        for prefix in (
            "glptt-",
            "gldt-",
            "glrt-",
            "glcbt-",
            "glsoat-",
            "glffct-",
            "glft-",
            "glimt-",
            "glagent-",
            "gloas-",
        )
    ),
    ("xapp-", "slack-token"),
    ("hf_", "huggingface-token"),
    ("api_org_", "huggingface-token"),
    ("pypi-", "pypi-token"),
    ("rubygems_", "rubygems-key"),
    ("dckr_pat_", "docker-token"),
    ("gsk_", "groq-key"),
    ("pplx-", "perplexity-key"),
    ("xai-", "xai-key"),
    ("r8_", "replicate-token"),
    ("lsv2_", "langsmith-key"),
    ("GOCSPX-", "google-oauth-secret"),
    ("ya29.", "google-oauth-token"),
    *((prefix, "digitalocean-token") for prefix in ("dop_v1_", "doo_v1_", "dor_v1_")),
    ("dapi", "databricks-token"),
    *((prefix, "shopify-token") for prefix in ("shpat_", "shpca_", "shppa_", "shpss_")),
    ("ATATT3", "atlassian-token"),
    ("hvs.", "vault-token"),
    ("hvb.", "vault-token"),
    ("sq0atp-", "square-token"),
    ("sq0csp-", "square-secret"),
    ("PMAK-", "postman-key"),
    ("lin_api_", "linear-key"),
    ("ntn_", "notion-token"),
    ("glsa_", "grafana-token"),
    ("sntrys_", "sentry-token"),
    ("sntryu_", "sentry-token"),
    ("NRAK-", "newrelic-key"),
    ("AGE-SECRET-KEY-", "age-key"),
    ("LTAI", "alibaba-access-key"),
)
_PREFIX_STARTS = tuple(prefix for prefix, _ in _PREFIXES)
_MIN_PREFIXED_LENGTH = 16
# HTTP authentication schemes: the next word is the credential.
_SCHEMES = ("bearer", "basic")
# The word for a password in the other languages the curated set reads.
_OTHER_LANGUAGE_PASSWORDS = (
    "passwort",
    "kennwort",
    "mot de passe",
    "contraseña",
    "contrasena",
    "senha",
    "wachtwoord",
    "hasło",
    "haslo",
    "lösenord",
    "passord",
)
# Words whose value (after ":" or "=") is the secret (compared lowercase, at the end of a word).
_KEYWORDS = (
    "token",
    "key",
    "secret",
    "password",
    "passwd",
    "pwd",
    "passphrase",
    "credential",
    "credentials",
    "authorization",
    *_OTHER_LANGUAGE_PASSWORDS,
)
# Said in a sentence ("my password is ...", "das Passwort lautet ...") or as a data part's key and
# value (joined by a line break in a detection's evidence), a value is masked when it has a digit:
# "the key is fine" and "API key\nThen restart" stay readable.
_PASSWORD_WORDS = ("password", "passwd", "passphrase", *_OTHER_LANGUAGE_PASSWORDS)
_VERBS = ("is", "was", "ist", "lautet", "est", "es", "è", "é", "jest", "är", "er")
_MIN_RANDOM_LENGTH = 20
_MIN_KEYWORD_VALUE_LENGTH = 4

_WORD_CLASS = r"[A-Za-z0-9+/_.~-]"  # a credential's alphabet: base64, base64url, hex, JWT dots
# A value after a keyword is masked to its end: a password has any symbol ("Sommer2024!x"); a
# query's "&" ends it.
_VALUE_CLASS = r"[^\s\"'`<>\[\]&]"
_AFTER_KEYWORD = re.compile(
    # A scheme keyword and blanks, or a keyword at the end of a word and ":" or "=" (in quotes and
    # blanks, bounded), then the value; keywords may follow each other ("Authorization: Bearer x").
    rf"(?:(?i:{'|'.join(_SCHEMES)})[ \t]{{1,3}}"
    rf"|(?i:{'|'.join(_KEYWORDS)})-*[\"' \t]{{0,3}}[:=][\"' \t\r\n]{{0,3}})+"
    rf"(?P<value>{_VALUE_CLASS}+)"
)
_AFTER_PASSWORD_WORD = re.compile(
    rf"(?:(?i:{'|'.join(_PASSWORD_WORDS)})[\"' \t]{{0,3}}(?:[ \t](?i:{'|'.join(_VERBS)})[ \t]|\n)"
    rf"|(?i:{'|'.join(_KEYWORDS)})[\"' \t]{{0,3}}\n)"
    rf"[\"' \t]{{0,3}}(?P<value>{_VALUE_CLASS}+)"
)
# A word long enough to be a prefixed or random credential (with its base64 padding).
_LONG_WORD = re.compile(rf"{_WORD_CLASS}{{{_MIN_PREFIXED_LENGTH},}}=*")
# A word that may hold a URL: it starts after a delimiter (whitespace, quote, angle bracket), so a
# run is scanned from its first character only, and holds "://", "@", "?" or "#".
_URL_WORD = re.compile(r"(?<![^\s'\"<>])[^\s'\"<>]*?(?:://|[@?#])[^\s'\"<>]*")
_URL_MARKS = ("://", "@", "?", "#")


def _mask(word: str, kind: str) -> str:
    return f'[{REDACTED} {kind}, {len(word)} chars, "{word[:PREFIX_LENGTH]}"]'


def _prefixed_kind(word: str) -> str | None:
    if not word.startswith(_PREFIX_STARTS):  # most words: one C-level test
        return None
    for prefix, kind in _PREFIXES:
        if word.startswith(prefix):
            return kind
    return None


def _random_looking(word: str) -> bool:
    # Base64 and random tokens have no dot; host names do (evidence of a card URL stays readable).
    return (
        len(word) >= _MIN_RANDOM_LENGTH
        and "." not in word
        and any(character.isupper() for character in word)
        and any(character.islower() for character in word)
        and any(character.isdigit() for character in word)
    )


def _mask_value(match: re.Match[str]) -> str:
    value = match.group("value")
    if value == REDACTED or len(value) < _MIN_KEYWORD_VALUE_LENGTH:
        return match.group(0)
    kind = _prefixed_kind(value) or "secret"
    return match.group(0)[: match.start("value") - match.start()] + _mask(value, kind)


def _mask_spoken_value(match: re.Match[str]) -> str:
    if not any(character.isdigit() for character in match.group("value")):
        return match.group(0)
    return _mask_value(match)


def _long_word_masker(thorough: bool) -> Callable[[re.Match[str]], str]:
    def mask(match: re.Match[str]) -> str:
        word = match.group(0)
        kind = _prefixed_kind(word) or ("token" if thorough and _random_looking(word) else None)
        return word if kind is None else _mask(word, kind)

    return mask


_MASK_PLAIN, _MASK_THOROUGH = _long_word_masker(False), _long_word_masker(True)


def _scheme_character(character: str) -> bool:
    return character.isascii() and (character.isalnum() or character in "+.-")


def _redact_url_word(match: re.Match[str]) -> str:
    """Each URL of the word on its own (``a,https://u:p@b`` is two), scheme starts found by index."""
    word = match.group(0)
    at = word.find("://")
    if at < 0:
        return redact_url(word)
    starts = []
    while at >= 0:
        start = at
        # The scheme's length is bounded (32): a long run of letters is never rescanned.
        while start > 0 and at - start < 32 and _scheme_character(word[start - 1]):
            start -= 1
        starts.append(start)
        at = word.find("://", at + 3)
    pieces = [redact_url(word[: starts[0]]) if starts[0] else ""]
    for begin, end in zip(starts, [*starts[1:], len(word)], strict=True):
        pieces.append(redact_url(word[begin:end]))
    return "".join(pieces)


def _redact(text: str, thorough: bool) -> str:
    if any(mark in text for mark in _URL_MARKS):
        text = _URL_WORD.sub(_redact_url_word, text)
    text = redact_secret_paths(text)
    # Keyword values first: a long word ending with a keyword ("aws_secret_access_key") must not be
    # consumed as a word before its value is seen.
    text = _AFTER_KEYWORD.sub(_mask_value, text)
    if thorough:
        text = _AFTER_PASSWORD_WORD.sub(_mask_spoken_value, text)
    return _LONG_WORD.sub(_MASK_THOROUGH if thorough else _MASK_PLAIN, text)


def redact_text(text: str) -> str:
    """``text`` with its URLs under the URL policy and its credential-shaped words masked."""
    return _redact(text, thorough=False)


def redact_evidence(text: str) -> str:
    """``redact_text``, and every long random-looking word masked too (what a detection matched)."""
    return _redact(text, thorough=True)


_WORD_REST = re.compile(r"[^\s'\"<>]*")
_DELIMITERS = frozenset(" \t\r\n\f\v'\"<>")
# A word that crosses the cut and is longer than this is left out whole: redacting a megabyte-long
# word to show its first characters is not worth it, and a part of a URL can hide its userinfo.
_MAX_CROSSING_WORD = 8192


def redact_window(text: str, limit: int, evidence: bool = False) -> tuple[str, int]:
    """The first ``limit`` characters of the redacted ``text``, and how many more there were.

    Only what can be shown is redacted: the text up to ``limit`` and the end of the word the cut
    goes through (a cut through a URL could leave half a password unrecognized). The work is
    bounded by ``limit`` whatever the text's length."""
    window = text
    if len(text) > limit:
        # Looked for no further than a crossing word may reach: a peer's 5 MB word without a
        # delimiter costs what a short one does.
        end = _WORD_REST.match(text, limit, limit + _MAX_CROSSING_WORD + 1).end()  # type: ignore[union-attr]
        if end - limit > _MAX_CROSSING_WORD:
            end = limit
            while end > 0 and text[end - 1] not in _DELIMITERS:
                end -= 1
        window = text[:end]
    redacted = _redact(window, thorough=evidence)
    return redacted[:limit], len(text) - len(window) + max(len(redacted) - limit, 0)


def redact_bounded(text: str, limit: int, evidence: bool = False) -> str:
    """``redact_window``, saying how many characters were left out."""
    shown, left_out = redact_window(text, limit, evidence)
    return f"{shown}... [{left_out} more characters]" if left_out else shown
