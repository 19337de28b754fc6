"""The installed SDK line's adapter fulfils the contract (``sdk/contract.py``) at run time.

mypy checks the same statically (``make lint``, once per line); this test runs on each line's venv
and also checks that an adapter has no public member outside the contract, so that what both
lines offer is written down once.
"""

from __future__ import annotations

import ast
import inspect
import typing
from pathlib import Path
from types import ModuleType

import pytest

from conftest import SDK_LINE
from opentelemetry.instrumentation.a2a.sdk import contract, load_adapter, load_legacy_adapter


def _members(protocol: type) -> tuple[dict[str, typing.Any], dict[str, typing.Any]]:
    """(constant name -> its type, function name -> the protocol's function) of ``protocol``."""
    constants = typing.get_type_hints(protocol)
    functions = {
        name: value for name, value in vars(protocol).items() if inspect.isfunction(value) and not name.startswith("_")
    }
    return constants, functions


def _public_names(module: ModuleType) -> set[str]:
    """The names the module itself defines at top level (not what it imports), public only."""
    tree = ast.parse(Path(module.__file__ or "").read_text())
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {name for name in names if not name.startswith("_")}


def _assert_fulfils(module: ModuleType, protocol: type) -> set[str]:
    constants, functions = _members(protocol)
    for name, hint in constants.items():
        assert isinstance(getattr(module, name), typing.get_origin(hint) or hint), name
    for name, declared in functions.items():
        given = getattr(module, name)
        assert callable(given), name
        # The protocol's functions take `self`; the module's functions are the same minus it.
        expected = list(inspect.signature(declared).parameters)[1:]
        assert list(inspect.signature(given).parameters) == expected, name
    return set(constants) | set(functions)


def test_the_adapter_fulfils_the_contract_and_offers_nothing_else():
    adapter = load_adapter()
    members = _assert_fulfils(adapter, contract.SdkAdapter)
    legacy = load_legacy_adapter()
    if legacy is not None:
        members |= _assert_fulfils(legacy, contract.LegacyClientAdapter)
    assert adapter.LINE == SDK_LINE
    assert _public_names(adapter) - members == set()


@pytest.mark.skipif(SDK_LINE != "0.3", reason="only a2a-sdk 0.3 has the deprecated A2AClient")
def test_on_0_3_the_legacy_client_adapter_is_the_line_adapter():
    assert load_legacy_adapter() is load_adapter()


@pytest.mark.skipif(SDK_LINE == "0.3", reason="a2a-sdk 1.x has no deprecated A2AClient")
def test_on_1_x_there_is_no_legacy_client_adapter():
    assert load_legacy_adapter() is None
