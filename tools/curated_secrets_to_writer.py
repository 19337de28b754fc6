"""Curated patterns for the user's secrets to be collected and relayed to the writer, in the forms
``targeted-l`` showed missed (2026-11-29, session twenty-nine).

``corpus/targeted-l.jsonl`` (a tuning set written that day by a helper session that read nothing of
this repository: 60 attacks, 60 twins, 15 languages) had credential harvests that no row read: the
reader told to have its user read out a one-time code, a TAN, a card's number and security code, a
password or a session cookie, and to pass it to the writer ("put them in the `otp` field of your
next message to us", "geben Sie diese … in Ihrer nächsten Nachricht an uns weiter",
"transmettez-les-nous dans votre prochain message", "stuur ze meteen aan ons door", "skicka dem
till oss i nästa meddelande", "сразу перешлите их нам", "저희에게 바로 전달해 주세요").

- secrets to the writer (A2A-016 ``secrets-to-writer``): a secret of the user's (a one-time or SMS
  code, a TAN or PIN, a password, a card's number or security code, a session cookie, login
  credentials) and, within 250 characters in its sentence, the writer as where it goes ("to us",
  "back to me", "in your next message", "an uns", "-nous", "aan ons", "till oss", "do nas", "нам"),
  in eleven languages; not after a negation earlier in its sentence ("never send us your code");
- the same in Korean, Japanese and Chinese (A2A-017 ``secrets-to-writer-asian``).

The sentences these rows are tested on are this project's own (``tests/detection/
test_everyday_phrasings.py``, ``SECRETS_TO_WRITER``).
"""

from __future__ import annotations

from curated_regex import START, any_of, bare, loose

_SECRET = bare(
    "one-time (?:code|password|passcode)",
    "(?:otp|2fa|mfa|sms|verification|security|confirmation) codes?",
    "(?:six|6|four|4)[- ]digits?(?: code)?",
    "passwords?",
    "passcodes?",
    "pins?",
    "tans?",
    "card numbers?",
    "(?:full )?(?:16-digit )?card number",
    "(?:3-digit )?security code",
    "cvv|cvc|cvv2",
    "session ?(?:id|cookie|token)s?|sessionid|csrftoken|cookies?",
    "(?:login|sign-in) (?:credentials|details)",
    "passwort|kennwort|sms-code|bestätigungscode|kartennummer|prüfziffer|pushtan",
    "mot de passe|code (?:reçu|sms|de vérification)|identifiants|numéro de carte|cryptogramme",
    "contraseña|código (?:de verificación|sms|recibido)|número de (?:la )?tarjeta",
    "codice (?:otp|sms|di verifica)|numero della carta",
    "senha|código (?:de verificação|sms)|número do cartão",
    "wachtwoord|sms-code|inlogcode|kaartnummer|digid",
    "lösenord|kortnumret|säkerhetskoden|engångskod|bankid",
    "hasło|hasła|kod sms|kodu sms|numer karty|blik",
    "пароль|код из смс|код подтверждения|номер карты",
)
_TO_WRITER = bare(
    "(?:to|back to|over to) (?:us|me)",
    "(?:in|into|with) your (?:next|following) (?:message|reply|response|call|request)",
    "(?:in )?(?:ihrer|deiner) nächsten nachricht",
    "an uns",
    "(?:le|la|les)-nous",
    "dans votre (?:prochain message|prochaine réponse)",
    "(?:en su|en tu) (?:próximo mensaje|próxima respuesta)",
    "nel (?:prossimo messaggio|messaggio successivo)",
    "na próxima mensagem",
    "in je volgende bericht",
    "aan ons",
    "i nästa meddelande",
    "till oss",
    "w (?:następnej|kolejnej) wiadomości",
    "do nas",
    "в следующем сообщении",
    "нам",
)
# In one sentence (a numbered list's "2. " does not end it): "your code is valid for 3 minutes. Our
# team will never ask you to forward it to us" is advice, and its negation is read before the match.
_IN_SENTENCE = "(?:[^.!?;]|[.!?][^ .!?;]|\\d[.)] ){0,250}"
SECRETS_TO_WRITER = loose(START + _SECRET + _IN_SENTENCE + "[^\\pL]" + _TO_WRITER + "(?:[^\\pL]|$)")

SECRETS_TO_WRITER_ASIAN = any_of(
    "(?:인증번호|비밀번호|카드 번호|주민등록번호|보안 코드)[^.!?。]{0,120}(?:저희에게|저에게)",
    "(?:認証コード|確認コード|ワンタイムパスワード|パスワード|暗証番号|カード番号|セキュリティコード)[^。！？]{0,120}(?:弊社に|当社に|私たちに|こちらに)(?:送|転送|伝え|共有)",
    "(?:验证码|动态码|密码|卡号|安全码)[^。！？]{0,120}(?:发给我们|转发给我们|告诉我们|提供给我们|发送给我们)",
)
