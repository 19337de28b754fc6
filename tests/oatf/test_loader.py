"""Safe loading: one document, no anchors/aliases/merge keys/custom tags, size and depth limits."""

from __future__ import annotations

import time

import pytest

from opentelemetry.instrumentation.a2a.oatf import (
    LimitExceededError,
    LoadError,
    LoadLimits,
    load_yaml,
    load_yaml_file,
)


@pytest.mark.parametrize(
    ("text", "reason", "path"),
    [
        ("a: &x 1\nb: *x\n", "YAML anchors are not allowed in OATF documents (&x)", "a"),
        ("a: [1, *x]\n", "YAML aliases are not allowed in OATF documents", "a[1]"),
        ("a: !include other.yaml\n", "custom YAML tags are not allowed in OATF documents (!include)", "a"),
        ("a:\n  <<: {b: 1}\n", "YAML merge keys (<<) are not allowed in OATF documents", None),
    ],
)
def test_v020_constructs_are_rejected(text: str, reason: str, path: str | None) -> None:
    with pytest.raises(LoadError) as info:
        load_yaml(text, source="doc.yaml")
    assert info.value.rule == "V-020"
    assert info.value.reason == reason
    assert info.value.yaml_path == path
    assert str(info.value).startswith("V-020 doc.yaml:")


def test_billion_laughs_is_rejected_at_the_first_anchor_quickly() -> None:
    layers = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        layers.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    start = time.perf_counter()
    with pytest.raises(LoadError) as info:
        load_yaml("\n".join(layers))
    assert time.perf_counter() - start < 0.5
    assert info.value.rule == "V-020"
    assert (info.value.line, info.value.yaml_path) == (1, "a")


def test_exactly_one_document() -> None:
    with pytest.raises(LoadError) as info:
        load_yaml("a: 1\n---\nb: 2\n", source="two.yaml")
    assert info.value.reason == "an OATF file holds exactly one YAML document, found more than one"
    with pytest.raises(LoadError) as info:
        load_yaml("")
    assert info.value.reason == "empty document"


def test_limits() -> None:
    with pytest.raises(LimitExceededError) as info:
        load_yaml("a: " + "x" * 100, limits=LoadLimits(max_bytes=50))
    assert info.value.reason == "document is 103 bytes, more than the limit of 50"
    with pytest.raises(LimitExceededError) as info:
        load_yaml("a: " + "[" * 10 + "]" * 10, limits=LoadLimits(max_depth=5))
    assert info.value.reason == "document nests deeper than 5 levels"
    assert info.value.yaml_path == "a[0][0][0][0]"
    with pytest.raises(LimitExceededError) as info:
        load_yaml("[" + ",".join(["1"] * 50) + "]", limits=LoadLimits(max_nodes=20))
    assert info.value.reason == "document has more than 20 YAML nodes"


def test_ten_megabyte_file_is_refused_before_reading(tmp_path) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"oatf: '0.1'\nx-pad: '" + b"a" * (10 * 1024 * 1024) + b"'\n")
    start = time.perf_counter()
    with pytest.raises(LimitExceededError) as info:
        load_yaml_file(big)
    assert time.perf_counter() - start < 0.5
    assert info.value.reason == f"file is {big.stat().st_size} bytes, more than the limit of 1048576"
    assert info.value.source == str(big)


def test_keys_stay_strings_duplicates_and_complex_keys_are_refused() -> None:
    assert load_yaml("on: 1\n2024-01-01: d\ncreated: 2026-03-18\n") == {
        "on": 1,
        "2024-01-01": "d",
        "created": "2026-03-18",
    }
    with pytest.raises(LoadError) as info:
        load_yaml("a: 1\na: 2\n")
    assert (info.value.reason, info.value.line) == ("duplicate mapping key 'a'", 2)
    with pytest.raises(LoadError) as info:
        load_yaml("? [a, b]\n: 1\n")
    assert info.value.reason == "mapping keys must be plain strings"


def test_syntax_errors_have_line_and_column() -> None:
    with pytest.raises(LoadError) as info:
        load_yaml("a: [1, 2\nb: 3\n", source="bad.yaml")
    assert info.value.source == "bad.yaml"
    assert info.value.line == 2
    assert "expected ',' or ']'" in info.value.reason


def test_non_utf8_bytes() -> None:
    with pytest.raises(LoadError) as info:
        load_yaml(b"a: \xff\xfe\n")
    assert info.value.reason == "not UTF-8 text (invalid start byte at byte 3)"


# -- libyaml reads what both readers accept; the pure-Python reader tells every refusal ---------


def _documents() -> list:
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    found = sorted((root / "src").rglob("*.yaml")) + sorted((root / "examples").rglob("*.yaml"))
    shared = root.parent / "shared" / "oatf-conformance"
    found += sorted(shared.rglob("*.yaml")) if shared.is_dir() else []
    return found


def test_libyaml_and_the_pure_python_reader_give_the_same_values() -> None:
    """Every YAML file of the package, the examples and the conformance suite: libyaml's value is
    the pure-Python reader's, and what libyaml does not take (or the pure reader refuses) is left
    to the pure reader."""
    from opentelemetry.instrumentation.a2a.oatf import _loader

    if _loader._CParser is None:  # pragma: no cover - PyYAML's wheels carry libyaml
        pytest.fail("PyYAML without libyaml: the fast path is not tested")
    read = 0
    for path in _documents():
        text = path.read_text(encoding="utf-8")
        fast = _loader._load_with_libyaml(text, _loader.DEFAULT_LIMITS)
        loader = _loader._RestrictedLoader(text, str(path), _loader.DEFAULT_LIMITS)
        try:
            slow = loader.construct_document(loader.get_single_node())
        except Exception:  # any refusal: libyaml must not take it either
            assert fast is _loader._UNSURE, path
            continue
        finally:
            loader.dispose()
        if fast is not _loader._UNSURE:
            assert repr(fast) == repr(slow), path
            read += 1
    assert read > 40  # 12 curated documents, the examples, 40 conformance files (some refused)


@pytest.mark.parametrize(
    "text",
    [
        "a: &x 1\nb: *x\n",
        "a: !include other.yaml\n",
        "a:\n  <<: {b: 1}\n",
        "a: 1\na: 2\n",
        "a: 1\n---\nb: 2\n",
        "a:\tb\n",
        "a: " + "[" * 70 + "]" * 70,
        "",
    ],
)
def test_libyaml_leaves_every_refusal_to_the_pure_python_reader(text: str) -> None:
    from opentelemetry.instrumentation.a2a.oatf import _loader

    assert _loader._load_with_libyaml(text, _loader.DEFAULT_LIMITS) is _loader._UNSURE


def test_the_curated_set_reads_fast() -> None:
    """1.9 MB of YAML: half a second with the pure-Python reader, some 50 ms with libyaml."""
    from opentelemetry.instrumentation.a2a.detection.indicator_sources import CURATED_DIR
    from opentelemetry.instrumentation.a2a.oatf import _loader

    texts = [path.read_text(encoding="utf-8") for path in sorted(CURATED_DIR.glob("*.yaml"))]
    assert len(texts) == 17
    assert all(_loader._load_with_libyaml(text, _loader.DEFAULT_LIMITS) is not _loader._UNSURE for text in texts)
