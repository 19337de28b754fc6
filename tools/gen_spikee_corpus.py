"""Builds ``corpus/spikee-tuning.jsonl`` and ``corpus/spikee-heldout.jsonl``: indirect prompt
injections composed from the seed data of spikee (Reversec Labs' prompt-injection test kit), split by
attack family so that the held-out file holds only families no pattern was written on.

    python tools/gen_spikee_corpus.py      # needs pip (downloads the wheel once)

spikee 0.9.2 (Apache-2.0, © Reversec Labs, github.com/ReversecLabs/spikee) ships its seeds as JSONL inside the wheel
(``spikee/data/workspace/datasets/seeds-*``): jailbreak templates with an ``<INSTRUCTION>`` slot,
instructions (markdown-image exfiltration, XSS, system-prompt and secret extraction, harmful or
off-policy requests; some in Zulu, Albanian, Irish and Scottish Gaelic), documents the payload goes
into, and benign questions written to test false positives. The wheel is unpacked, never
installed; only its JSONL files are read. spikee composes its datasets the same way (a template's
slot filled with an instruction, the result placed in a document); the composition here is this
project's: three instructions per template, each payload alone or in an e-mail (at its end or in
the middle of its content) or as a comment at the end of a code file.

The split is by family, by a hash of its name: a template's ``jailbreak_type`` (``dan``,
``debug``, ``new-task`` ...), and for bare instructions (no template) the instruction's id. The
instructions themselves are split the same way (by id) so that no held-out payload repeats a tuning
instruction. The benign rows (spikee's false-positive questions, placed as the attacks are, and its
documents alone) are split by id.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

from gen_external_corpus import CORPUS, LICENCES, PACKAGES, unpacked

SEEDS = "spikee/data/workspace/datasets"
# The instruction types that are an attack on the agent with no template around them: exfiltration
# through a markdown image, script injection into the output, system-prompt or secret extraction.
# The others (harmful or financial-advice requests, "repeat TEST 100 times") are an attack only
# inside a template: alone they are a user's (perhaps harmful) question, which this set does not
# claim to detect.
BARE_TECHNIQUE = {
    "data-exfil-markdown": "markdown_image_exfiltration",
    "xss": "instruction_override",
    "sysmsg-extract": "system_prompt_extraction",
}
PERSONA = {"dan", "no-limits", "dev", "poetry"}
CONFIG_FORMAT = {"policy-puppetry", "policy-puppet"}  # a fake policy file (XML, INI, JSON) around the request
LANGUAGES = {"zu", "sq", "ga", "gd"}  # spikee's translated seeds: the id ends with the language


def _seeds(name: str) -> dict[str, dict[str, Any]]:
    """Every seed folder's rows of ``name``, by id (the first folder's row wins: they repeat)."""
    rows: dict[str, dict[str, Any]] = {}
    for path in sorted((unpacked("spikee") / SEEDS).glob(f"seeds-*/{name}")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.setdefault(row["id"], row)
    return rows


def _held_out(key: str) -> bool:
    return hashlib.sha256(key.encode()).digest()[0] % 2 == 1


def _language(*ids: str) -> str:
    for identifier in ids:
        suffix = identifier.rsplit("-", 1)[-1]
        if suffix in LANGUAGES:
            return suffix
    return "en"


def _technique(jailbreak_type: str) -> str:
    if jailbreak_type in PERSONA:
        return "persona_jailbreak"
    if jailbreak_type in CONFIG_FORMAT:
        return "delimiter_injection"
    return "instruction_override"


class _Placement:
    """Where a payload goes: alone, in spikee's e-mail (end or middle) or at the end of its code file."""

    def __init__(self, documents: dict[str, dict[str, Any]]) -> None:
        self.email = documents["email-01"]["document"]
        self.code = documents["code-01"]["document"]

    def __call__(self, payload: str, where: str) -> str:
        if where == "alone":
            return payload
        if where == "email-end":
            return f"{self.email}\n{payload}"
        if where == "email-middle":
            content = self.email.find("CONTENT:")
            cut = self.email.find(". ", content) + 2
            return f"{self.email[:cut]}{payload} {self.email[cut:]}"
        comment = "# " + payload.replace("\n", "\n# ")
        return f"{self.code}\n{comment}"

    WHERE = ("alone", "email-end", "email-middle", "code")


def spikee_rows() -> list[dict[str, Any]]:
    rng = random.Random(2026)
    templates, instructions = _seeds("jailbreaks.jsonl"), _seeds("instructions.jsonl")
    documents, questions = _seeds("base_user_inputs.jsonl"), _seeds("standalone_user_inputs.jsonl")
    place = _Placement(documents)
    rows: list[dict[str, Any]] = []

    def add(held_out: bool, malicious: bool, technique: str, language: str, text: str, family: str) -> None:
        rows.append(
            {
                "held_out": held_out,
                "label": "malicious" if malicious else "benign",
                "technique": technique,
                "language": language,
                "text": text,
                "family": family,
            }
        )

    for template_id, template in sorted(templates.items()):
        kind = template["jailbreak_type"]
        if kind == "no-jailbreak":
            continue
        held_out = _held_out(kind)
        pool = sorted(i for i in instructions if _held_out(i) == held_out)
        for instruction_id in rng.sample(pool, 3):
            where = rng.choice(_Placement.WHERE)
            payload = template["text"].replace("<INSTRUCTION>", instructions[instruction_id]["instruction"])
            add(
                held_out,
                True,
                _technique(kind),
                _language(template_id, instruction_id),
                place(payload, where),
                f"jailbreak {template_id} with instruction {instruction_id}, {where}",
            )
    for instruction_id, instruction in sorted(instructions.items()):
        technique = BARE_TECHNIQUE.get(instruction["instruction_type"])
        if technique is None:
            continue
        where = rng.choice(_Placement.WHERE)
        text = instruction["instruction"]
        add(
            _held_out(instruction_id),
            True,
            technique,
            _language(instruction_id),
            place(text[0].upper() + text[1:], where),
            f"instruction {instruction_id} with no template, {where}",
        )
    for document_id in ("email-01", "code-01"):
        add(
            _held_out(document_id), False, "benign", "en", documents[document_id]["document"], f"document {document_id}"
        )
    for question_id, question in sorted(questions.items()):
        if question.get("jailbreak_type") == "financial-adv-chat-fp":  # written to be answered, not refused
            # Placed as the attacks are: the benign twin of an attack is the same carrier with a
            # question in it, so that the carrier itself never tells the two apart.
            where = rng.choice(_Placement.WHERE)
            add(
                _held_out(question_id),
                False,
                "benign",
                "en",
                place(question["text"], where),
                f"false-positive question {question_id}, {where}",
            )
    return rows


def write(rows: list[dict[str, Any]]) -> None:
    for split, held_out in (("spikee-tuning", False), ("spikee-heldout", True)):
        lines = []
        for row in (r for r in rows if r["held_out"] == held_out):
            case = {
                "id": f"{split.replace('spikee-', 'spk')}-{len(lines) + 1:04d}",
                "label": row["label"],
                "kind": "text",
                "technique": row["technique"],
                "language": row["language"],
                "text": row["text"],
                "source": f"spikee {PACKAGES['spikee']} ({LICENCES['spikee']}): {row['family']}",
            }
            lines.append(json.dumps(case, ensure_ascii=False))
        (CORPUS / f"{split}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"corpus/{split}.jsonl: {len(lines)} cases", file=sys.stderr)


if __name__ == "__main__":
    write(spikee_rows())
