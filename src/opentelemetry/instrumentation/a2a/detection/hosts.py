"""A URL's host as an HTTP client reaches it, and what kind of place that is.

A push-notification URL written ``http://0177.0.0.1/``, ``http://2130706433/``,
``http://0x7f.1/``, ``http://[::ffff:127.0.0.1]/`` or ``http://[::127.0.0.1]/`` reaches
loopback as surely as ``http://127.0.0.1/``; ``http://0251.0376.0251.0376/`` is the cloud
metadata address 169.254.169.254. A regular expression on the text misses them; the host parsed
as the WHATWG URL Standard's IPv4 parser (and ``inet_aton``) parses it does not. ``url_host``
does that, for the curated indicators (``x_push_host`` in ``derived``); this goes beyond the OATF
specification: it is this tool's behaviour.

Never raises; bounded (a URL is read up to ``MAX_URL`` characters).
"""

from __future__ import annotations

import contextlib
import ipaddress
import unicodedata
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

__all__ = ["Host", "canonical_agent_ref", "url_host"]

MAX_URL = 8192

# Cloud instance metadata endpoints. AWS (169.254.169.254, fd00:ec2::254, ECS 169.254.170.2):
# docs.aws.amazon.com, "Instance metadata service"; GCP: metadata.google.internal
# (cloud.google.com, "About VM metadata"); Azure: 169.254.169.254 ("Azure Instance Metadata
# Service"); Alibaba Cloud: 100.100.100.200; Oracle Cloud: 169.254.169.254, 192.0.0.192.
_METADATA_IPS = frozenset(
    ipaddress.ip_address(a)
    for a in ("169.254.169.254", "169.254.170.2", "100.100.100.200", "192.0.0.192", "fd00:ec2::254")
)
_METADATA_NAMES = frozenset(
    {"metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"}
)
_CGNAT = ipaddress.ip_network("100.64.0.0/10")
# Documentation ranges (RFC 5737, RFC 3849) stand for public addresses in examples and tests:
# classified as what they stand for, not as the reserved blocks they are.
_DOCUMENTATION = tuple(
    ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")
)
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_LOCAL_SUFFIXES = (".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan", ".intranet", ".corp")
_DOTS = str.maketrans({"\u3002": ".", "\uff0e": ".", "\uff61": "."})


@dataclass(frozen=True, slots=True)
class Host:
    """``name``: the host, canonical (lower case, IDNA-decoded to Unicode, no trailing dot; an IP
    in its standard form); ``kind``: ``loopback``, ``private``, ``link_local``, ``metadata``,
    ``cgnat``, ``unspecified``, ``multicast``, ``reserved``, ``public_ip``, ``local_name``
    (localhost, ``*.local``, ``*.internal``, a single-label name) or ``name``."""

    name: str
    kind: str
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address | None = None


def _ipv4_number(part: str) -> int | None:
    """One part of an IPv4 address as the WHATWG URL Standard reads it: decimal, 0x hex or 0 octal."""
    if not part:
        return None
    try:
        if part[:2] in ("0x", "0X"):
            return int(part[2:] or "0", 16)
        if len(part) > 1 and part[0] == "0":
            return int(part[1:], 8)
        return int(part, 10)
    except ValueError:
        return None


def _ipv4(host: str) -> ipaddress.IPv4Address | None:
    """``127.1``, ``0177.0.0.1``, ``0x7f000001``, ``2130706433``: 1 to 4 parts, the last filling
    the remaining bytes (WHATWG URL Standard, "IPv4 parser"; as ``inet_aton``)."""
    parts = host.split(".")
    if parts and parts[-1] == "":
        parts.pop()
    if not 1 <= len(parts) <= 4:
        return None
    numbers = [_ipv4_number(part) for part in parts]
    if any(number is None for number in numbers):
        return None
    values: list[int] = [number for number in numbers if number is not None]
    if any(value > 255 for value in values[:-1]) or values[-1] >= 256 ** (5 - len(values)):
        return None
    address = values[-1]
    for index, value in enumerate(values[:-1]):
        address += value << (8 * (3 - index))
    return ipaddress.IPv4Address(address)


def _embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one carries: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d),
    NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::)."""
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    packed = address.packed
    if packed[:12] == bytes(12) and int.from_bytes(packed[12:], "big") > 1:
        return ipaddress.IPv4Address(packed[12:])
    if address in _NAT64:
        return ipaddress.IPv4Address(packed[12:])
    return None


def _ip_kind(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str:
    if isinstance(address, ipaddress.IPv6Address):
        embedded = _embedded_ipv4(address)
        if embedded is not None:
            return _ip_kind(embedded)
    if address in _METADATA_IPS:
        return "metadata"
    if any(address in network for network in _DOCUMENTATION):
        return "public_ip"
    if address.is_unspecified:
        return "unspecified"
    if address.is_loopback:
        return "loopback"
    if address.is_link_local:
        return "link_local"
    if isinstance(address, ipaddress.IPv4Address) and address in _CGNAT:
        return "cgnat"
    if address.is_multicast:
        return "multicast"
    if address.is_private:
        return "private"
    if address.is_reserved or not address.is_global:
        return "reserved"
    return "public_ip"


def _name_kind(name: str) -> str:
    if name in _METADATA_NAMES:
        return "metadata"
    if name == "localhost" or name.endswith(_LOCAL_SUFFIXES) or "." not in name:
        return "local_name"
    return "name"


def _idna_unicode(name: str) -> str:
    labels = []
    for label in name.split("."):
        if label.startswith("xn--"):
            with contextlib.suppress(UnicodeError):  # not valid punycode: kept as written
                label = label.encode("ascii").decode("idna")
        labels.append(label)
    return ".".join(labels)


def url_host(url: str) -> Host | None:
    """The host ``url`` reaches, canonical and classified; None when there is none to parse."""
    if not isinstance(url, str):
        return None
    text = unicodedata.normalize("NFKC", url[:MAX_URL].strip()).translate(_DOTS)
    if "//" not in text:
        text = "//" + text
    try:
        netloc = urlsplit(text).netloc
    except ValueError:
        return None
    host = netloc.rpartition("@")[2]  # userinfo is not where the request goes
    if host.startswith("["):
        literal = host[1 : host.find("]")] if "]" in host else host[1:]
        literal = unquote(literal).split("%", 1)[0]  # a zone id names an interface, not a host
        try:
            address6 = ipaddress.IPv6Address(literal)
        except ValueError:
            return None
        return Host(str(address6), _ip_kind(address6), address6)
    host = unquote(host.rpartition(":")[0] if ":" in host else host).lower().rstrip(".")
    if not host:
        return None
    address4 = _ipv4(host) if all(ch.isalnum() or ch == "." for ch in host) else None
    if address4 is not None:
        return Host(str(address4), _ip_kind(address4), address4)
    name = _idna_unicode(host)
    return Host(name, _name_kind(name))


def canonical_agent_ref(ref: str) -> str:
    """A delegation-chain entry as the agent it names: for a URL, scheme and host canonical, the
    default port and trailing slashes dropped, lower case; for a name, NFKC, case-folded, trimmed."""
    text = unicodedata.normalize("NFKC", ref[:MAX_URL]).strip()
    if "://" not in text:
        return text.casefold().rstrip("/")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text.casefold().rstrip("/")
    scheme = parts.scheme.lower()
    host = url_host(text)
    name = host.name if host is not None else (parts.hostname or "")
    default = {"http": 80, "https": 443}.get(scheme)
    where = name if port in (None, default) else f"{name}:{port}"
    return f"{scheme}://{where}{parts.path.rstrip('/')}".casefold()
