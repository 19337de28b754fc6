"""Durations (OATF format §5.3 ``trigger.after``, §4.2 ``grace_period``): ``30s`` or ISO 8601 ``PT30S``."""

from __future__ import annotations

import re

__all__ = ["parse_duration"]

_SHORTHAND = re.compile(r"^([0-9]+)([smhd])$")
# Days and time parts only (no years/months/weeks: their length is not fixed). Same grammar as the
# schema's Duration pattern (schemas/v0.1.json, oatf-spec/spec b3c6344).
_ISO = re.compile(r"^P(?:([0-9]+)D)?(?:T(?:([0-9]+)H)?(?:([0-9]+)M)?(?:([0-9]+)S)?)?$")
_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_MAX_LEN = 64


def parse_duration(text: object) -> int:
    """Return the duration in whole seconds; raise ``ValueError`` if ``text`` is not a duration."""
    if not isinstance(text, str) or not text or len(text) > _MAX_LEN:
        raise ValueError(f"not a duration: {text!r}")
    m = _SHORTHAND.match(text)
    if m:
        return int(m.group(1)) * _UNIT[m.group(2)]
    m = _ISO.match(text)
    if m and text not in ("P", "PT") and not text.endswith("T"):
        days, hours, minutes, seconds = (int(g) if g else 0 for g in m.groups())
        return days * 86400 + hours * 3600 + minutes * 60 + seconds
    raise ValueError(f"not a duration: {text!r} (use e.g. 30s, 5m, 1h, 2d or PT30S, P1DT2H)")
