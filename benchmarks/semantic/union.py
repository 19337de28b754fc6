"""Recall and false-positive rate per split, channel-free: the inline tier alone and inline + semantic.

    python benchmarks/semantic/union.py      # after tools/train_semantic_head.py

Each ``kind == "text"`` case is shown to the curated indicators as the reply of ``message/send`` (a
task artifact, derived fields added as the detector adds them) and, for the semantic tier, its score
from ``benchmarks/semantic/results/head-scores.json``: out-of-fold for the tuning splits (dev,
independent-a), the final head for the never-tuned ones (heldout, independent-b). Offline: not
through real calls (``make bench-detections`` measures the inline tier per channel that way).
"""

from __future__ import annotations

import collections
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> int:
    from opentelemetry.instrumentation.a2a.detection.derived import derive
    from opentelemetry.instrumentation.a2a.detection.indicator_sources import load_indicators

    indicators = load_indicators(["curated"])
    with open(os.path.join(ROOT, "benchmarks/semantic/results/head-scores.json"), encoding="utf-8") as f:
        head = json.load(f)
    threshold = head["threshold"]
    report: dict[str, dict] = {}
    for name in ("dev", "independent-a", "heldout", "independent-b"):
        with open(os.path.join(ROOT, "corpus", f"{name}.jsonl"), encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        rows = [r for r in rows if r.get("kind") == "text"]
        tally: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
        for row in rows:
            message = {
                "kind": "task",
                "artifacts": [{"artifactId": "a", "parts": [{"kind": "text", "text": row["text"]}]}],
            }
            found = indicators.evaluate(
                surface="message/send", direction="response", message=derive("message/send", message)
            )
            inline = bool(found)
            both = inline or head["scores"][name][row["id"]] >= threshold
            for key in (
                ("all", "all"),
                ("technique", row.get("technique", "?")),
                ("language", row.get("language", "?")),
            ):
                tally[key][f"{row['label']}"] += 1
                tally[key][f"{row['label']}:inline"] += inline
                tally[key][f"{row['label']}:both"] += both
        report[name] = {f"{k[0]}={k[1]}": dict(v) for k, v in sorted(tally.items())}
        t = tally[("all", "all")]
        print(
            f"{name:14s} inline recall {t['malicious:inline']}/{t['malicious']} "
            f"fpr {t['benign:inline']}/{t['benign']}  |  inline+semantic recall {t['malicious:both']}/{t['malicious']} "
            f"fpr {t['benign:both']}/{t['benign']}"
        )
    with open(os.path.join(ROOT, "benchmarks/semantic/results/union.json"), "w", encoding="utf-8") as f:
        json.dump({"threshold": threshold, "splits": report}, f, indent=1, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
