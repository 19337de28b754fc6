"""Throughput of the OATF engine on realistic A2A messages: messages × indicators per second.

    python benchmarks/oatf_bench.py

Two loads, each with 20 pattern and 20 expression indicators (so 40 per attack set):
an Agent Card with 10 skills (``agent_card/get`` response) and a Task with 3 artifacts
(``message/send`` response). Reports, per method, messages/s and indicator-evaluations/s.
"""

from __future__ import annotations

import time

from opentelemetry.instrumentation.a2a.oatf import IndicatorSet, parse_document

N_PER_METHOD = 20

CARD = {
    "name": "Travel Planner",
    "description": "Plans trips and books hotels.",
    "url": "https://planner.example/a2a",
    "version": "1.4.0",
    "protocolVersion": "0.3.0",
    "capabilities": {"streaming": True, "pushNotifications": False},
    "defaultInputModes": ["text/plain"],
    "defaultOutputModes": ["text/plain", "application/json"],
    "skills": [
        {
            "id": f"skill-{i}",
            "name": f"Skill {i}",
            "description": f"Skill number {i} searches flights, compares fares and books the best option for the user.",
            "tags": ["travel", "booking", f"t{i}"],
            "examples": [f"Book a flight to city {i}", "Find a cheap hotel"],
        }
        for i in range(10)
    ],
}
TASK = {
    "kind": "task",
    "id": "task-1",
    "contextId": "ctx-1",
    "status": {"state": "completed", "timestamp": "2026-01-01T00:00:00Z"},
    "artifacts": [
        {
            "artifactId": f"a{i}",
            "name": f"itinerary-{i}",
            "parts": [
                {"kind": "text", "text": "Day 1: arrive, check in. Day 2: museum tour. Day 3: depart. " * 5},
                {"kind": "data", "data": {"price": 1200 + i, "currency": "EUR"}},
            ],
        }
        for i in range(3)
    ],
    "history": [{"kind": "message", "role": "user", "messageId": "m1", "parts": [{"kind": "text", "text": "Plan it"}]}],
}


def _document(surface: str, method: str) -> str:
    lines = [
        'oatf: "0.1"',
        "attack:",
        f"  id: BENCH-{'100' if surface == 'agent_card/get' else '200'}",
        "  execution: {mode: a2a_server, state: {agent_card: {name: x}}}",
        "  indicators:",
    ]
    for i in range(N_PER_METHOD):
        if method == "pattern":
            target = "skills[*].description" if surface == "agent_card/get" else "artifacts[*].parts[*].text"
            lines.append(
                f'    - {{surface: "{surface}", direction: response, target: "{target}", '
                f'pattern: {{regex: "(?i)(ignore (all )?previous|exfil{i}|BEGIN PRIVATE KEY)"}}}}'
            )
        else:
            cel = (
                f'message.skills.exists(s, s.description.contains("exfil{i}"))'
                if surface == "agent_card/get"
                else f'message.artifacts.exists(a, a.parts.exists(p, has(p.text) && p.text.contains("exfil{i}")))'
            )
            lines.append(
                f'    - {{surface: "{surface}", direction: response, target: "", expression: {{cel: \'{cel}\'}}}}'
            )
    return "\n".join(lines) + "\n"


def _measure(indicators: IndicatorSet, surface: str, message: dict, seconds: float = 1.0) -> float:
    n = 0
    start = time.perf_counter()
    while True:
        for _ in range(50):
            indicators.evaluate(surface=surface, direction="response", message=message)
        n += 50
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


def main() -> None:
    print(f"OATF engine throughput ({N_PER_METHOD} indicators per row; one evaluate() call = one message)")
    print(f"{'message':<28}{'method':<12}{'messages/s':>12}{'indicator evals/s':>20}{'us/message':>12}")
    for label, surface, message in (
        ("agent card, 10 skills", "agent_card/get", CARD),
        ("task, 3 artifacts", "message/send", TASK),
    ):
        for method in ("pattern", "expression"):
            indicators = IndicatorSet([parse_document(_document(surface, method))])
            assert len(indicators.applicable("a2a", surface, "response")) == N_PER_METHOD
            assert indicators.evaluate(surface=surface, direction="response", message=message) == []
            rate = _measure(indicators, surface, message)
            print(f"{label:<28}{method:<12}{rate:>12,.0f}{rate * N_PER_METHOD:>20,.0f}{1e6 / rate:>12.1f}")
    indicators = IndicatorSet([parse_document(_document("agent_card/get", "pattern"))])
    rate = _measure(indicators, "message/send", TASK)
    print(f"{'no applicable indicator':<28}{'-':<12}{rate:>12,.0f}{'-':>20}{1e6 / rate:>12.1f}")


if __name__ == "__main__":
    main()
