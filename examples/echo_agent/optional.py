"""What the echo agent uses only when the a2a-sdk install has it (the `grpc` extra)."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any


def optional_module(name: str) -> ModuleType | None:
    """The module, or None when it does not import (0.3's gRPC modules raise ImportError without
    grpcio; 1.x's fail on `import grpc`)."""
    try:
        return import_module(name)
    except ImportError:
        return None


def grpc_channel_factory() -> Any:
    """What ``ClientConfig.grpc_channel_factory`` takes, or None without grpcio."""
    grpc = optional_module("grpc")
    return grpc.aio.insecure_channel if grpc is not None else None
