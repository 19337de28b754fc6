"""One adapter per a2a-sdk line; ``load_adapter()`` picks the installed one.

An adapter module provides the same functions (see ``v03`` and ``v1``); SDK-version differences
live only in this package.
"""

from __future__ import annotations

from types import ModuleType


def load_adapter() -> ModuleType:
    """Import the adapter of the installed a2a-sdk line (this imports ``a2a``)."""
    from a2a.client.base_client import BaseClient

    # 0.3.x has `resubscribe`; 1.x renamed it `subscribe` (and moved to protobuf types).
    if hasattr(BaseClient, "resubscribe"):
        from . import v03 as adapter
    else:
        from . import v1 as adapter
    return adapter
