"""Real agent frameworks (Google ADK, Strands Agents) over A2A, each in its own venv (`make test-frameworks`).

A package, so its conftest does not shadow tests/conftest.py.
"""
