"""The set loaded last is kept: the same files give the same, warm set again (with what loading
logged said again); a file changed on disk, or other files, are loaded anew."""

from __future__ import annotations

import logging
import os

from opentelemetry.instrumentation.a2a import A2AInstrumentor
from opentelemetry.instrumentation.a2a.detection import indicator_sources
from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators

from .test_detections import DOCUMENT

UNKNOWN_FIELD = DOCUMENT.replace("status: experimental", "status: experimental\n  tier: 2")


def _folder(tmp_path, name: str, text: str):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "attack.yaml").write_text(text, encoding="utf-8")
    return folder


def test_the_same_files_give_the_same_set_and_the_same_warnings(tmp_path, caplog):
    folder = _folder(tmp_path, "mine", UNKNOWN_FIELD)
    caplog.set_level(logging.WARNING, logger="opentelemetry.instrumentation.a2a")
    first = load_indicators([str(folder)])
    said_first = caplog.text.count("P-002 at attack.tier")
    second = load_indicators([str(folder)])
    assert first is not None and second is first
    assert said_first == 1 and caplog.text.count("P-002 at attack.tier") == 2


def test_a_file_changed_on_disk_is_loaded_again(tmp_path):
    folder = _folder(tmp_path, "mine", DOCUMENT)
    first = load_indicators([str(folder)])
    (folder / "attack.yaml").write_text(DOCUMENT.replace("TEST-201", "TEST-209"), encoding="utf-8")
    changed = load_indicators([str(folder)])
    assert changed is not first
    assert [d.attack.id for d in changed.documents] == ["TEST-209"]
    # Same size and content, only the time: loaded again too (the time is part of the identity).
    stamp = os.stat(folder / "attack.yaml").st_mtime_ns
    os.utime(folder / "attack.yaml", ns=(stamp + 10**9, stamp + 10**9))
    assert load_indicators([str(folder)]) is not changed


def test_one_set_is_kept(tmp_path):
    mine = _folder(tmp_path, "mine", DOCUMENT)
    theirs = _folder(tmp_path, "theirs", DOCUMENT.replace("TEST-201", "TEST-209"))
    first = load_indicators([str(mine)])
    load_indicators([str(theirs)])
    assert len(indicator_sources._LAST) == 1
    assert load_indicators([str(mine)]) is not first


def test_documents_given_as_objects_are_not_kept(tmp_path):
    folder = _folder(tmp_path, "mine", DOCUMENT)
    loaded = load_indicators([str(folder)])
    combined = load_indicators([loaded.documents[0], str(folder)])
    assert combined is not loaded and load_indicators([loaded.documents[0], str(folder)]) is not combined


def test_instrument_again_reuses_the_curated_set(tracer_provider, monkeypatch):
    """instrument(), uninstrument(), instrument(): the curated set is loaded and compiled once."""
    from opentelemetry.instrumentation.a2a.oatf import IndicatorSet

    monkeypatch.setattr(indicator_sources, "_LAST", [])
    loads = []
    load = IndicatorSet.load.__func__

    def counting(cls, *args, **kwargs):
        loads.append(args)
        return load(cls, *args, **kwargs)

    monkeypatch.setattr(IndicatorSet, "load", classmethod(counting))
    for _ in range(2):
        instrumentor = A2AInstrumentor()
        instrumentor.instrument(tracer_provider=tracer_provider, indicators=["curated"])
        instrumentor.uninstrument()
    assert len(loads) == 1
    assert len(indicator_sources._LAST[0][1]) == 1173
